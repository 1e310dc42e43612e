/* tests/sysreg.h — the contract of the registry of systems (ui/systems.c), checked over rows and
 * models given as data so that a test can hand it a deliberately broken system. */
#ifndef WLMCON_TESTS_SYSREG_H
#define WLMCON_TESTS_SYSREG_H

#include <stddef.h>

#include "model/model.h"
#include "ui/systems.h"

/* What is checked: the rows of the registry (ui_systems() and any added), the models registered
 * (schema_systems()), and the ids of the generic panels (ui/engine, ui/work, ui/objects, ui/cli). */
struct sysreg {
    const struct ui_system *const *rows;       /* NULL-terminated */
    const struct system_def *const *systems;   /* NULL-terminated */
    const char *const *generic_panels;         /* NULL-terminated */
};

/* Writes one line per defect into out (size n, always NUL-terminated), each naming the system and
 * the part ("tst: panel TST100: outside 200-899"), in the order: shared ids, rule prefixes and YAML
 * section keys; readers and writers of systems not registered; rows of another system's model, models without
 * a row; rules the
 * finding-to-object lookup (rules_lookup, rules_concerns) does not find; rule ids outside 001-099,
 * 101-199, 901-999 or without the prefix; panel ids outside 200-899 or without the prefix, or equal
 * to a rule id of any system; generic panels with a system's prefix. Returns the number of
 * defects. */
size_t sysreg_check(const struct sysreg *r, char *out, size_t n);

/* The ids of the generic panels, read from the `.id = "…"` of the panel definitions in the .c files
 * of ui/engine, ui/work, ui/objects and ui/cli (the tests run from the source tree): a static,
 * NULL-terminated array. */
const char *const *sysreg_generic_panels(void);

#endif
