/* ui/wlm/wlm_classify_print.h — the text that `wlmcon classify` prints (ui/wlm/wlm_classify_print.c). */
#ifndef WLMCON_UI_WLM_CLASSIFY_PRINT_H
#define WLMCON_UI_WLM_CLASSIFY_PRINT_H

#include <stdio.h>

#include "model/model.h"
#include "model/wlm/wlm_model.h"

/* Writes to f the result line of r for work w under definition def (the service class and report
 * class and where they came from), with policy (NULL: none asked) the goal that policy gives the
 * class, then one line per rule tried: level, qualifier type and value, start, source line, and
 * whether and why it matched. A rule's classes are never shown: only the result names classes.
 * Returns 0, or -1 on an output error. */
int wlm_classify_print(FILE *f, const struct pol_object *def, const struct pol_object *policy,
                       const struct wlm_work *w, const struct wlm_result *r);

#endif
