/* ui/work/work_msg.h — the messages of the work panels (import, export, history), which they
 * register with the console (msg_register) as app_parts registers their options. */
#ifndef WLMCON_UI_WORK_MSG_H
#define WLMCON_UI_WORK_MSG_H

#include "ui/engine/msg.h"

/* Their ids (plain numbers from MSG_REGISTERED: the console takes them as its own). */
#define MSG_IMPORTED         (MSG_REGISTERED + 0)   /* IMP001 */
#define MSG_NOT_IMPORTED     (MSG_REGISTERED + 1)   /* IMP002 */
#define MSG_IMPORT_STOPPED   (MSG_REGISTERED + 2)   /* IMP003 */
#define MSG_NO_FILES         (MSG_REGISTERED + 3)   /* IMP004 */
#define MSG_NO_SUCH_PATH     (MSG_REGISTERED + 4)   /* IMP005 */
#define MSG_EXPORTED         (MSG_REGISTERED + 5)   /* EXP001 */
#define MSG_NOT_EXPORTED     (MSG_REGISTERED + 6)   /* EXP002 */
#define MSG_UNDONE           (MSG_REGISTERED + 7)   /* HIS001 */
#define MSG_UNDO_REFUSED     (MSG_REGISTERED + 8)   /* HIS002 */
#define MSG_WORK_END         (MSG_REGISTERED + 9)

/* Registers the work panels' messages (idempotent). Returns 0, or -1 when the console's table of
 * registered tables is full. */
int work_messages_register(void);

#endif
