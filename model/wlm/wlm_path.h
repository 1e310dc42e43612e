/* model/wlm/wlm_path.h — where an object of a WLM service definition is, in the words of the ISPF
 * application: `DEFINITION(WSCDEF) SERVCLASS(STCHI) PERIOD(2)`, a classification rule by its
 * place at each level `CLASSIFICATION(STC) RULE(5.1)`, an override by what it overrides
 * `POLICY(NIGHT) SCOVERRIDE(BATLO)`, a group member by its value `CLASSGROUP(PDBL_TNG)
 * QUALNAME(DB2P*)`. */
#ifndef WLMCON_MODEL_WLM_PATH_H
#define WLMCON_MODEL_WLM_PATH_H

#include <stddef.h>

#include "model/policy.h"

/* Writes obj's path into buf (size n > 0, always NUL-terminated; cut when it does not fit) and
 * returns buf. Usable as the WLM system_def's path. */
char *wlm_path(const struct pol_object *obj, char *buf, size_t n);

#endif
