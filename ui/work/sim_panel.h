/* ui/work/sim_panel.h — option 6 of the primary menu, Simulate: where work would go, for every
 * system whose model declares a simulation engine (model/simulate.h; the system's row of
 * ui/systems.c registers it). With more than one such system, SIM050 lists them; then SIM100
 * takes the engine's inputs — one entry field per input row, F4 on a name listing the policy's
 * values (the engine's names callback) — and Enter runs the scenario over the store's policy and
 * shows the result (SIM200, ui/work/sim_session.h). The last simulation stays with the app: =6
 * opens it again, so that F5 after an edit elsewhere shows the distribution before and after.
 *
 * The primary command SIMULATE SYSTEM OPTIONS…, from any panel, takes `wlmcon simulate`'s
 * arguments: it fills SIM100 and runs (with --trace N, the trace of message N follows); with
 * --scenario FILE it reads a scenario file first, as the command line does, its destinations'
 * states and timed changes becoming the scenario's (SIM210); RETRIEVE brings the command back. */
#ifndef WLMCON_UI_WORK_SIM_PANEL_H
#define WLMCON_UI_WORK_SIM_PANEL_H

#include "ui/engine/console.h"

/* The console part's open function: ctx is the struct app. Returns 0, or -1 after a message. */
int simulate_part_open(struct console *c, const char *rest, void *ctx);

/* SIMULATE from any panel (console_env.command; ctx is the struct app): PANEL_DONE when cmd is
 * SIMULATE (run, or refused with a message), PANEL_PASS for any other command. */
enum panel_rc simulate_command(struct console *c, const struct cmd *cmd, void *ctx);

#endif
