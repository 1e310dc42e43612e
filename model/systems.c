/* model/systems.c — the systems wlmcon knows: one line each. Everything else of a system lives in
 * its own folder (model/<system>/) and is reached through its struct system_def (schema.h). */
#include "model/schema.h"

extern const struct system_def mq_system_def;
extern const struct system_def wlm_system_def;

const struct system_def *const schema_builtin[] = {
    &mq_system_def,
    &wlm_system_def,
    NULL,
};
