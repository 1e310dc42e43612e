/* ui/was/was_msg.h — the console messages of the WebSphere panels (registered through
 * WebSphere's row of the registry, ui/was/was_ui.c; codes WAS950 on, clear of the rule ids and
 * panel ids). */
#ifndef WLMCON_UI_WAS_MSG_H
#define WLMCON_UI_WAS_MSG_H

#include "ui/engine/msg.h"

/* Their ids (plain numbers from MSG_REGISTERED + 400, WebSphere's block: the console takes them
 * as its own). */
#define MSG_WAS_ROUTED (MSG_REGISTERED + 400)   /* WAS950: WAS290's route of a request */
#define MSG_WAS_END    (MSG_REGISTERED + 401)

/* The table, MSG_WAS_END - MSG_WAS_ROUTED rows in id order. */
extern const struct msg_def was_messages[];

#endif
