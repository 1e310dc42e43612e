/* ui/tp1/tp1_files.c — TP1610, the definition files of one node: its system common, schedule
 * service, user service configuration and default definitions, its user service definitions (one
 * per user server, with their service groups) and the files kept as read. E and B open a file's
 * entry panel from the schema, V its values as read, D deletes a file's definition. */
#include <stdio.h>

#include "model/tp1/tp1.h"
#include "ui/engine/keylist.h"
#include "ui/tp1/tp1_panels.h"

static const char *const actions[] = OBJ_LIST_ACTIONS("File");
static const struct lcmd_def lcmds[] = {
    {"E", "Edit"}, {"B", "Browse"}, {"D", "Delete"}, {"V", "Values"}, {NULL, NULL},
};
static const struct pd_choice file_choices[] = {OBJ_LIST_CHOICES_END};
static const struct pulldown pulldowns[] = OBJ_LIST_PULLDOWNS("File", file_choices);

const struct panel_def tp1_files_panel = {
    .id = "TP1610",
    .title = "Definition Files",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .help = "The files of the node's definition directory, by name: betranrc (system common "
            "definition), scd (schedule service definition), usrconf, usrrc (user service default "
            "definition), one user service definition per user server with its service group, "
            "and the files kept as read.\n"
            "E edits a file's operands on its entry panel and B shows them; V shows the values "
            "as read; D deletes a definition after a confirmation. An export writes each file "
            "back as read, with only the statements of changed operands rewritten.",
};

static const struct obj_col cols[] = {
    {{"name", "File", 16, TC_FIXED}, NULL},
};

int tp1_files_open(struct console *c, struct app *app, const char *node)
{
    static const struct kind_def *list[6];
    static const enum tp1_kind kinds[] = {TP1_BETRANRC, TP1_SCD, TP1_USRCONF, TP1_USRRC, TP1_USRSVC, TP1_DEFFILE};
    for (size_t i = 0; i < 6; i++)
        list[i] = tp1_kind(kinds[i]);
    struct obj_list_spec spec = {
        .def = &tp1_files_panel, .panels = &tp1_obj_panels, .kinds = list, .nkinds = 6, .top = node,
        .cols = cols, .ncols = sizeof cols / sizeof cols[0],
    };
    return obj_list_open(c, app, &spec);
}
