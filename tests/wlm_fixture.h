/* tests/wlm_fixture.h — in-memory WLM service definitions for the rule and classify tests, one
 * object per line, nesting by indentation:
 *
 *   DEFINITION SEED level=038
 *   SERVCLASS AZAMS1 workload=ONL_WKL
 *    PERIOD goaltype=Velocity importance=1 velocity=50
 *   CLASSIFICATION CB defservclass=AZAMS1 defrepclass=RBBDEFLT
 *    RULE qualtype=CollectionName qualvalue=AZSR01 servclass=AZAMS1 repclass=RAZAMS1
 *     RULE qualtype=TransactionClass qualvalue=TC1
 *
 * The first line is the definition (the top). Every other line names a kind id of the WLM schema,
 * then the object name unless the kind is unnamed, then key=value pairs of canonical keys; a value
 * may be quoted '...' ('' inside for a quote): '' is the empty value. A line's parent is the
 * nearest line above it with less indentation (the definition for lines at indentation 0 or 1 when
 * nothing less indented is open). Each object gets src {file, its line, column 1} and each value
 * the position of its key. This is test code, not a reader of the XML. */
#ifndef WLMCON_TESTS_WLM_FIXTURE_H
#define WLMCON_TESTS_WLM_FIXTURE_H

#include "model/model.h"
#include "model/wlm/wlm.h"

/* Builds the definition of text into p (initialised by the caller) and returns it; fails the test
 * on a malformed line. */
struct pol_object *wfx_build(struct policy *p, const char *file, const char *text);

/* The first live object of kind id whose name is name (NULL: the first of the kind), or NULL. */
struct pol_object *wfx_obj(const struct pol_object *def, const char *kind, const char *name);

#endif
