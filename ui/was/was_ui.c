/* ui/was/was_ui.c — WebSphere for z/OS's row of the registry of systems; see was_ui.h. */
#include "ui/was/was_ui.h"

#include <stddef.h>
#include <string.h>

#include "import/wasxml/wasxml_formats.h"
#include "model/was/was.h"
#include "model/was/was_classify.h"
#include "model/wlm/wlm.h"
#include "store/store.h"
#include "ui/was/was_msg.h"
#include "ui/was/was_panels.h"

static const struct cli_command_def commands[] = {
    {"classify", was_classify_command,
     "classify --was-server CELL/NODE/SERVER --uri PATH [--host H] [--port P]\n"
     "           [--type http|iiop|mdb|internal|sip|ola] [--definition NAME]\n"
     "           [--format text|json]",
     "WebSphere for z/OS: the entry of the server's classification document a\n"
     "      request matches, its transaction class, the CB rule and service class\n"
     "      z/OS WLM gives it, and the servants that share that work queue",
     "--was-server"},
    {NULL, NULL, NULL, NULL, NULL},
};

/* The WLM Definition Menu's "WebSphere servers" line: the cells. */
static int open_part(struct console *c, const char *rest, void *ctx)
{
    (void)rest;
    return was_cells_open(c, ctx);
}

/* The CB rule a WAS002 finding on server ref is about: the rule where the server's HTTP requests
 * leave the first transaction class's work queue (was_splitting_rule), opened among the CB rules;
 * 1 when there is none to open (the finding is stale), 0 or -1 as was_open_wlm_object. */
static int open_splitting_rule(struct console *c, struct app *app, const struct obj_ref *ref)
{
    struct policy pol;
    struct store_error err;
    policy_init(&pol);
    const struct pol_object *cell = obj_load(c, app, &was_system_def, &pol, ref->top, 0), *server = NULL, *rule = NULL;
    if (cell && store_load_all(app->store, &pol, wlm_kind(WLM_DEFINITION)->sys, 0, &err) == STORE_OK &&
        (server = pol_find_uid(cell, ref->uid)) != NULL)
        rule = was_splitting_rule(&pol, server);
    int rc = rule ? was_open_wlm_object(c, app, was_definition(&pol, server, NULL), rule) : 1;
    policy_free(&pol);
    return rc;
}

/* S on a Validate finding: WAS002's CB rule, else the object's panel. */
static int open_object(struct console *c, struct app *app, const struct obj_ref *ref)
{
    if (!strcmp(ref->rule, "WAS002") && ref->kind && was_is_kind(ref->kind, WAS_SERVER)) {
        int rc = open_splitting_rule(c, app, ref);
        if (rc <= 0)
            return rc;
    }
    return obj_object_open(c, app, &was_obj_panels, ref);
}

static const struct panel_def *const panels[] = {
    &was_cells_panel, &was_nodes_panel, &was_servers_panel, &was_cell_panel, &was_node_panel,
    &was_server_panel, &was_groups_panel, &was_group_panel, &was_entry_panel, &was_whatif_panel, &was_verbatim_panel, NULL,
};

const struct msg_def was_messages[] = {
    {MSG_WAS_ROUTED, "WAS950", MSGT_INFO, false, "Routed", "&1",
     "The request typed was routed through the server's classification document and the CB "
     "rules of its WLM definition as saved, with the path of `wlmcon classify --was-server`: the "
     "long message gives its transaction class and service class; the rows show every step."},
};

const struct ui_system was_ui_system = {
    .system = "was",
    .def = &was_system_def,
    .readers = was_readers,
    .writers = was_writers,
    .menu = {NULL, "WebSphere servers", "Cells, nodes, application servers", 0},
    .open = open_part,
    .open_object = open_object,
    .panels = panels,
    .commands = commands,
    .messages = was_messages,
    .nmessages = MSG_WAS_END - MSG_WAS_ROUTED,
};
