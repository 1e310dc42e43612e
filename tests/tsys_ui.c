/* tests/tsys_ui.c — the test system's row of the registry of systems; see tsys.h. Its panels are
 * the generic object panels (ui/objects) with a spec of its own, as a product system's are. */
#include "tests/tsys.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "import/import.h"

#include "ui/engine/keylist.h"
#include "ui/engine/msg.h"
#include "ui/objects/objlist.h"
#include "ui/objects/objpanels.h"

static const char *const entry_actions[] = {"Server", "Options", "Help", NULL};
static const struct pulldown entry_pulldowns[] = {
    {"Server", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL},
};
static const struct panel_def server_panel = {
    .id = "TST620", .title = "Server", .kind = PANEL_ENTRY, .actions = entry_actions,
    .keys = &keylist_entry, .pulldowns = entry_pulldowns, .help = "A server of a site.",
};
static const struct panel_def step_panel = {
    .id = "TST630", .title = "Step", .kind = PANEL_ENTRY, .actions = entry_actions,
    .keys = &keylist_entry, .pulldowns = entry_pulldowns, .help = "A step of a server.",
};
static const struct obj_entry_def entries[] = {
    {.kinds = UINT64_C(1) << TSYS_SERVER, .def = &server_panel, .name_label = "Server name"},
    {.kinds = UINT64_C(1) << TSYS_STEP, .def = &step_panel, .name_label = "Step"},
};
static const struct panel_def verbatim_panel = {
    .id = "TST800", .title = "Verbatim", .kind = PANEL_TABLE, .keys = &keylist_table,
};
static const struct obj_panels panels = {
    .top_noun = "site",
    .name_help = "The server's name.",
    .entries = entries,
    .nentries = sizeof entries / sizeof entries[0],
    .verbatim = &verbatim_panel,
};

static const char *const list_actions[] = OBJ_LIST_ACTIONS("Server");
static const struct pd_choice server_choices[] = {OBJ_LIST_CHOICES_END};
static const struct pulldown list_pulldowns[] = OBJ_LIST_PULLDOWNS("Server", server_choices);
static const struct lcmd_def lcmds[] = {{"E", "Edit"}, {"B", "Browse"}, {NULL, NULL}};
static const struct panel_def servers_panel = {
    .id = "TST600", .title = "Servers", .kind = PANEL_TABLE, .actions = list_actions,
    .keys = &keylist_table, .lcmds = lcmds, .pulldowns = list_pulldowns,
    .help = "The servers of every site.",
};
static const struct obj_col cols[] = {{{"name", "Server", 16, TC_FIXED}, NULL}};

/* MAP on the servers: the map of servers by site (tsys_map.c). */
static enum panel_rc list_command(struct console *c, struct obj_list *l, const struct cmd *cmd)
{
    if (strcmp(cmd->word, "MAP") != 0)
        return PANEL_PASS;
    tsys_map_open(c, l->app, &panels);
    return PANEL_DONE;
}

/* Option T: the servers of every site. */
static int open_part(struct console *c, const char *rest, void *ctx)
{
    (void)rest;
    static const struct kind_def *kinds[1];
    kinds[0] = tsys_kind(TSYS_SERVER);
    const struct obj_list_spec spec = {
        .def = &servers_panel, .panels = &panels, .kinds = kinds, .nkinds = 1, .cols = cols, .ncols = 1,
        .command = list_command,
    };
    return obj_list_open(c, ctx, &spec);
}

static int open_object(struct console *c, struct app *app, const struct obj_ref *ref)
{
    return obj_object_open(c, app, &panels, ref);
}

static const struct msg_def messages[] = {
    {TSYS_MSG_SITE_GONE, "TST901", MSGT_ACTION, true, "Site not found", "Site &1 is not in the store.",
     "The site named was deleted since the list was read: F5 reads the list again."},
};

static const struct panel_def *const all_panels[] = {
    &servers_panel, &server_panel, &step_panel, &verbatim_panel, NULL,
};

static const struct export_format *const writers[] = {&tsys_dir_format, &tsys_ini_writer, NULL};

const struct ui_system tsys_ui_system = {
    .system = "tst",
    .def = &tsys_system_def,
    .readers = tsys_readers,
    .writers = writers,
    .menu = {"T", "Test", "Sites and servers of the test system", 'T'},
    .open = open_part,
    .open_object = open_object,
    .messages = messages,
    .nmessages = sizeof messages / sizeof messages[0],
    .panels = all_panels,
};
