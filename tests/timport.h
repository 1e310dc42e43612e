/* tests/timport.h — helpers for the import suites: import texts or sample files into an in-memory
 * policy, format the diagnostics as the CLI prints them (file names without their directory), and
 * count what a queue manager holds. */
#ifndef WLMCON_TESTS_TIMPORT_H
#define WLMCON_TESTS_TIMPORT_H

#include <stddef.h>

#include "import/import.h"
#include "model/mq/mq_model.h"

/* One import into an in-memory policy. */
struct timport {
    struct policy pol;
    struct diag_list diags;
    struct import_summary sum;
    enum import_status status;
    char *dir;                /* temporary directory of the texts written, or NULL */
};

/* One input: a file name (written under a temporary directory when text is not NULL, else a path
 * used as is) and the --qmgr before it (may be NULL). */
struct tinput {
    const char *name;
    const char *text;
    const char *qmgr;
};

/* Imports the inputs in order with hooks (may be NULL); the result is in *t. */
void ti_run(struct timport *t, const struct tinput *in, size_t n, const struct import_hooks *hooks);

/* Imports one text as t.mqsc with --qmgr qmgr (may be NULL). */
void ti_text(struct timport *t, const char *text, const char *qmgr);

/* Imports one text as t.mqsc with --qmgr qmgr and --platform platform. */
void ti_text_on(struct timport *t, const char *text, const char *qmgr, const char *platform);

/* Frees everything (and removes the temporary directory). */
void ti_done(struct timport *t);

/* The diagnostics, sorted, one `file:line:col: severity: message [ID]` per line, with file names
 * reduced to their last component. Static buffer. */
const char *ti_diags(struct timport *t);

/* The live top-level object named name, or NULL. */
struct pol_object *ti_top(const struct timport *t, const char *name);

/* Number of live objects of kind k under top. */
size_t ti_count(const struct pol_object *top, enum mq_kind k);

/* Number of live records of verb and object type (objtype may be NULL: any) under top. */
size_t ti_records(const struct pol_object *top, const char *verb, const char *objtype);

/* The live object of namespace ns named name under top (asserted to exist). */
struct pol_object *ti_obj(const struct pol_object *top, const char *ns, const char *name);

/* Number of verbatim parameters of obj of class cls. */
size_t ti_params(const struct pol_object *obj, unsigned cls);

/* Number of modelled attributes of obj that are not unspecified. */
size_t ti_values(const struct pol_object *obj);

#endif
