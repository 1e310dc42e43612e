/* ui/wlm/wlm_ui.c — z/OS WLM's row of the console's table of systems; see wlm_ui.h. */
#include "ui/wlm/wlm_msg.h"
#include "ui/wlm/wlm_ui.h"

#include "import/wlmxml/wlmxml_formats.h"
#include "model/wlm/wlm.h"
#include "model/wlm/wlm_model.h"

#include <stddef.h>

#include "ui/wlm/wlm_panels.h"

static const struct cli_command_def commands[] = {
    {"classify", wlm_classify_command,
     "classify [--definition NAME] [--policy NAME] [FILE.xml] SUBSYSTEM\n"
     "           QUALIFIER=VALUE…",
     "which z/OS WLM service class and report class the classification rules\n"
     "      give work of SUBSYSTEM (CICS, STC, CB…) with these qualifiers (TN, UI,\n"
     "      SI, CN, TC, SPM… or their XML names), and the path through the rules;\n"
     "      the definition from FILE.xml, else from the store (--definition when it\n"
     "      holds several); --policy shows the goal that policy gives the class"},
    {NULL, NULL, NULL, NULL},
};

const struct panel_def *const wlm_panel_list[] = {
    &wlm_menu_panel, &wlm_definitions_panel, &wlm_definition_panel, &wlm_workloads_panel,
    &wlm_workload_panel, &wlm_resgroups_panel, &wlm_resgroup_panel, &wlm_columns_panel,
    &wlm_servclasses_panel, &wlm_servclass_panel, &wlm_period_panel, &wlm_repclasses_panel,
    &wlm_repclass_panel, &wlm_tenantrgs_panel, &wlm_tenantrg_panel, &wlm_tenantrcs_panel,
    &wlm_tenantrc_panel, &wlm_print_panel, &wlm_classgroups_panel, &wlm_classgroup_panel,
    &wlm_member_panel, &wlm_policies_panel, &wlm_policy_panel,
    &wlm_applenvs_panel, &wlm_applenv_panel, &wlm_schenvs_panel, &wlm_schenv_panel,
    &wlm_resstate_panel, &wlm_subsystems_panel, &wlm_rules_panel, &wlm_rule_panel,
    &wlm_rule_finding_panel, &wlm_whatif_panel, NULL,
};

const struct msg_def wlm_messages[] = {
    {MSG_WLM_CLASSIFIED, "WLM950", MSGT_INFO, false, "Classified", "&1",
     "The work typed was classified under the service definition as saved, with the engine of "
     "`wlmcon classify`: the long message gives its service class and report class; the rows "
     "show the path through the rules and every rule tried."},
};

const struct ui_system wlm_ui_system = {
    .system = "wlm",
    .def = &wlm_system_def,
    .readers = wlm_readers,
    .writers = wlm_writers,
    .menu = {"1", "WLM", "z/OS service definition, WebSphere", 'W'},
    .summary_text = wlm_summary_text,
    .summary_json = wlm_summary_json,
    .summary_head = wlm_summary_head,
    .open = wlm_part_open,
    .open_object = wlm_object_open,
    .panels = wlm_panel_list,
    .commands = commands,
    .messages = wlm_messages,
    .nmessages = MSG_WLM_END - MSG_WLM_CLASSIFIED,
};
