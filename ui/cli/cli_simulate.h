/* ui/cli/cli_simulate.h — the help of `wlmcon simulate` (ui/cli/cli_simulate_help.c), made from
 * the engines' input rows; what a run prints is ui/work/sim_print.h's. */
#ifndef WLMCON_UI_CLI_SIMULATE_H
#define WLMCON_UI_CLI_SIMULATE_H

#include <stdio.h>

#include "model/model.h"

/* `wlmcon simulate` with no system: its usage and the systems that simulate (sys NULL); with sys
 * (which has an engine), its usage, inputs, destination inputs and source, from the rows. */
void cli_simulate_help(FILE *out, const struct system_def *sys);

#endif
