/* ui/work/sim_msg.c — the messages of the Simulate panels; see sim_msg.h. */
#include "ui/work/sim_msg.h"

static const struct msg_def messages[] = {
    {MSG_SIMULATED, "SIM001", MSGT_INFO, false, "Simulated", "&1",
     "The scenario ran over the policy as the store holds it now. Each row is a destination with "
     "what it received; T on a row traces the decision of a message, F5 runs the same scenario "
     "again after a change made elsewhere and shows the distribution before and after it."},
    {MSG_SIM_REFUSED, "SIM002", MSGT_ACTION, true, "Simulation refused", "&1",
     "The scenario cannot run as given: the long message says which input is wrong, or which "
     "object it names that the policy does not hold. Correct the field named and press Enter."},
    {MSG_SIM_COMPARED, "SIM003", MSGT_INFO, false, "Before and after", "&1",
     "The same scenario ran again over the policy as it is now. Each row shows what the "
     "destination received before (the run shown until now) and after; the bar is the new share. "
     "Enter runs it again without keeping the comparison."},
    {MSG_SIM_NO_ENGINE, "SIM004", MSGT_ACTION, true, "No simulation", "&1",
     "SIMULATE takes a system that has a simulation engine, followed by its inputs as `wlmcon "
     "simulate SYSTEM --help` lists them, for example SIMULATE mq --queue APP.REQ --from QMC "
     "--messages 400 --bind notfixed."},
    {MSG_SIM_SCENARIO, "SIM005", MSGT_INFO, false, "Scenario changed",
     "The states of &1 are the scenario's now; the run below shows them.",
     "What the scenario says of a destination wins over the policy and the observed status for "
     "this simulation only; nothing is written to the store."},
    {MSG_SIM_NO_STATES, "SIM006", MSGT_INFO, false, "No destination states", "&1",
     "This engine's scenario says nothing of one destination (no channel state, no suspension): "
     "every input is a field of the Simulate panel (F3 returns to it)."},
};

_Static_assert(sizeof messages / sizeof messages[0] == MSG_SIM_END - MSG_SIMULATED, "one row per message id");

int sim_messages_register(void)
{
    return msg_register(messages, sizeof messages / sizeof messages[0]);
}
