/* tests/tsys.h — a second system that exists only in the tests: a few kinds, one of them ordered and
 * unnamed (steps under a server), one ordered and nested to any depth (rules under a group or under
 * another rule). It is registered with schema_register() and reaches the store, the journal, undo,
 * the YAML document and the list panels through the system contract alone: the proof that a new
 * system is one folder and a few registration lines. */
#ifndef WLMCON_TESTS_TSYS_H
#define WLMCON_TESTS_TSYS_H

#include "model/model.h"

enum tsys_kind { TSYS_SITE, TSYS_SERVER, TSYS_GROUP, TSYS_STEP, TSYS_RULE, TSYS_NKINDS };

/* Registers the test system (idempotent); fails the calling test when it cannot. Call it first in
 * every test that uses it (a checked fixture: forked tests register it in their own process). */
void tsys_register(void);

/* The test system's definition and the kind at index k (after tsys_register). */
const struct system_def *tsys_system(void);
const struct kind_def *tsys_kind(enum tsys_kind k);

#endif
