/* tests/export_fixture.h — a small policy built by hand for the writer tests: one queue manager
 * with one object of most kinds and values that test the quoting and the re-flow, and helpers to
 * export a queue manager to text. */
#ifndef WLMCON_TESTS_EXPORT_FIXTURE_H
#define WLMCON_TESTS_EXPORT_FIXTURE_H

#include "import/import.h"
#include "import/mqsc/mqsc_export.h"
#include "import/yaml/yaml_export.h"

/* Builds queue manager QM1 in pol (see export_fixture.c for what it holds); returns it. */
struct pol_object *xf_build(struct policy *pol);

/* Sets modelled attribute key of obj (fails the test when the key is unknown). */
void xf_set(struct policy *pol, struct pol_object *obj, const char *key, const char *value);

/* The MQSC export of top at width (malloc'd), failing the test when the writer fails. */
char *xf_mqsc(const struct pol_object *top, unsigned width);

/* The writer's status for top at width; the message goes to msg (size n). */
enum export_status xf_mqsc_status(const struct pol_object *top, unsigned width, char *msg, size_t n);

/* The YAML export of every queue manager of pol, in name order (malloc'd). */
char *xf_yaml(const struct policy *pol);

#endif
