/* ui/wlm/wlm_msg.h — the console messages of the WLM panels (registered through WLM's row of the
 * registry, ui/wlm/wlm_ui.c; codes WLM950 on, clear of the rule ids and panel ids). */
#ifndef WLMCON_UI_WLM_MSG_H
#define WLMCON_UI_WLM_MSG_H

#include "ui/engine/msg.h"

/* Their ids (plain numbers from MSG_REGISTERED + 300, WLM's block: the console takes them as its own). */
#define MSG_WLM_CLASSIFIED (MSG_REGISTERED + 300)   /* WLM950: WLM630's classification result */
#define MSG_WLM_END        (MSG_REGISTERED + 301)

/* The table, MSG_WLM_END - MSG_WLM_CLASSIFIED rows in id order. */
extern const struct msg_def wlm_messages[];

#endif
