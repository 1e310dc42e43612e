/* model/wlm/wlm_model.h — every public header of the z/OS WLM model, for the WLM code of the other
 * layers (import/wlmxml, ui/wlm) and its tests; nothing generic includes it.
 *
 * wlm.h           kinds and the attribute table
 * wlm_view.h      children in order, a service class as a policy runs it
 * wlm_classify.h  the classification what-if (qualifier types, value matching, the walk)
 * wlm_rules.h     the WLM rule set
 * wlm_path.h      WLM object paths */
#ifndef WLMCON_MODEL_WLM_WLM_MODEL_H
#define WLMCON_MODEL_WLM_WLM_MODEL_H

#include "model/model.h"
#include "model/wlm/wlm.h"
#include "model/wlm/wlm_classify.h"
#include "model/wlm/wlm_path.h"
#include "model/wlm/wlm_rules.h"
#include "model/wlm/wlm_view.h"

#endif
