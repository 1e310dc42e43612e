/* ui/work/sim_msg.h — the messages of the Simulate panels (option 6), registered with the console
 * (msg_register) when the parts are. */
#ifndef WLMCON_UI_WORK_SIM_MSG_H
#define WLMCON_UI_WORK_SIM_MSG_H

#include "ui/engine/msg.h"

/* Their ids: a block of their own after the other work panels' (work_msg.h). */
#define MSG_SIMULATED      (MSG_REGISTERED + 200)   /* SIM001 */
#define MSG_SIM_REFUSED    (MSG_REGISTERED + 201)   /* SIM002 */
#define MSG_SIM_COMPARED   (MSG_REGISTERED + 202)   /* SIM003 */
#define MSG_SIM_NO_ENGINE  (MSG_REGISTERED + 203)   /* SIM004 */
#define MSG_SIM_SCENARIO   (MSG_REGISTERED + 204)   /* SIM005 */
#define MSG_SIM_NO_STATES  (MSG_REGISTERED + 205)   /* SIM006 */
#define MSG_SIM_END        (MSG_REGISTERED + 206)

/* Registers them (idempotent). 0, or -1 when the console's table of tables is full. */
int sim_messages_register(void);

#endif
