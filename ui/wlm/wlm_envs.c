/* ui/wlm/wlm_envs.c — the entry panels of application environments (option 9 of the Definition
 * Menu; WLM510) and scheduling environments (option 10; WLM530), the latter with the resource
 * states it requires as a table under its fields, IBM's codes A=Add and D=Delete (research/wlm.md
 * addendum D.18), each state in a panel of its own (WLM540: the resource, F4 for the definition's
 * resources, and ON or OFF). Fields from the schema rows of APPLENV, SCHENV and SCHENVRES
 * (research/wlm.md §1.11). See wlm_panels.h. */
#include <stdio.h>
#include <string.h>

#include "ui/wlm/wlm_panels.h"

#define SAVES "F3 saves it in one transaction and one journal batch, stamped with ModificationDate " \
              "and ModificationUser (CreationDate and CreationUser when new); F12 leaves without "  \
              "saving."

static const char *const ae_actions[] = {"Appl-Environment", "Options", "Help", NULL};
static const struct pulldown ae_pulldowns[] = {
    {"Appl-Environment", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL}};

const struct panel_def wlm_applenv_panel = {
    .id = "WLM510", .title = "Application Environment", .kind = PANEL_ENTRY, .actions = ae_actions,
    .keys = &keylist_entry, .pulldowns = ae_pulldowns,
    .help = "An application environment (IBM's Create, Modify, Copy and Browse an Application "
            "Environment panels): the servers WLM starts for work of one subsystem type (DB2 stored "
            "procedures, WebSphere servants under CB, MQ...): the subsystem type, the JCL procedure "
            "that starts a server and its start parameters (kept byte for byte), and the limit on "
            "server address spaces (NoLimit, SingleASPerSystem or SingleASPerSysplex; several "
            "WebSphere servants need NoLimit). IBM gives it no resources.\n" SAVES,
};
const struct obj_field wlm_applenv_fields[] = {
    {"descr", "Description", NULL, 0},
    {"subsystype", "Subsystem type", "(DB2, CB, MQ...)", FD_CAPS},
    {"procname", "Procedure name", NULL, FD_CAPS},
    {"startparm", "Start parameters", NULL, 0},
    {"limit", "Limit on starting server address spaces", NULL, 0},
    {NULL, NULL, NULL, 0},
};

static const char *const se_actions[] = {"Scheduling-Environment", "Options", "Help", NULL};
static const struct pulldown se_pulldowns[] = {
    {"Scheduling-Environment", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL}};

const struct panel_def wlm_schenv_panel = {
    .id = "WLM530", .title = "Scheduling Environment", .kind = PANEL_ENTRY, .actions = se_actions,
    .keys = &keylist_entry_scroll, .pulldowns = se_pulldowns,
    .help = "A scheduling environment (IBM's Create, Modify, Copy and Browse a Scheduling "
            "Environment panels): the resource states a system must have for work that names the "
            "environment (a job's SCHENV) to run there. The states are under the fields, as in IBM's "
            "panel: A on a row adds a state after it (on the line above the first, before the "
            "first), D deletes one; each added state opens its own panel (WLM540, ours).\n" SAVES,
};
const struct obj_field wlm_schenv_fields[] = {
    {"descr", "Description", NULL, 0},
    {NULL, NULL, NULL, 0},
};

static const char *const state_actions[] = {"Resource-State", "Options", "Help", NULL};
static const struct pulldown state_pulldowns[] = {
    {"Resource-State", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL}};

const struct panel_def wlm_resstate_panel = {
    .id = "WLM540", .title = "Required Resource State", .kind = PANEL_ENTRY, .actions = state_actions,
    .keys = &keylist_entry, .pulldowns = state_pulldowns,
    .help = "One resource state the scheduling environment requires: the resource (F4 lists the "
            "definition's resources) and the state it must have, On or Off. This panel is ours: "
            "IBM's adds states in the environment's table.\n"
            "F3 keeps the values in the environment's panel; F3 there saves them with the "
            "environment. F12 leaves without keeping them.",
};

static const struct lcmd_def state_lcmds[] = {
    {"A", "Add"}, {"D", "Delete"}, {NULL, NULL},
};
static const enum obj_row_action state_acts[] = {OBJ_ROW_INSERT, OBJ_ROW_DELETE};
static const struct tbl_col state_cols[] = {
    {"resource", "Resource Name", 17, 0},
    {"reqstate", "Required State", 14, 0},
};
static const struct obj_field state_fields[] = {
    {"resource", "Resource name", "(name or ?)", FD_CAPS},
    {"reqstate", "Required state", "(On or Off)", 0},
    {NULL, NULL, NULL, 0},
};

const struct obj_rows_def wlm_states_rows = {
    .kind = "SCHENVRES",
    .lcmds = state_lcmds,
    .actions = state_acts,
    .row_def = &wlm_resstate_panel,
    .instruction = "Action Codes: A=Add  D=Delete",
    .lc_heading = "Action",
    .lc_indent = 2,
    .lc_width = 2,
    .cols = state_cols,
    .ncols = sizeof state_cols / sizeof state_cols[0],
    .marker = "End of data",
    .help = "Action codes of the required resource states: A adds a state after the row (on the "
            "line above the first, before it), D deletes it. The states are saved with the "
            "scheduling environment (F3).",
    .row_fields = state_fields,
    .row_noun = "Resource state",
};
