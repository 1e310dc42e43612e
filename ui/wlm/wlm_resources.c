/* ui/wlm/wlm_resources.c — the Resource Definition List (WLM550) of a service definition, reached
 * from the Scheduling Environment Selection List (option 10: Resources in its first pull-down,
 * RESOURCES on its command line), with IBM's codes A=Add, S=Select, X=Xref (research/wlm.md
 * addendum D.18): the resources whose states scheduling environments require, a resource's entry
 * panel (WLM560: its name and description) and the scheduling environments that require it. See
 * wlm_panels.h. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/cmd.h"
#include "ui/wlm/wlm_panels.h"

static const struct lcmd_def codes[] = {{"A", "Add"}, {"S", "Select"}, {"X", "Xref"}, {NULL, NULL}};

static const char *const actions[] = OBJ_LIST_ACTIONS("Resource");
static const struct pd_choice choices[] = {{"Add...", "INSERT", 'A'}, OBJ_LIST_CHOICES_END};
static const struct pulldown pulldowns[] = OBJ_LIST_PULLDOWNS("Resource", choices);

const struct panel_def wlm_resources_panel = {
    .id = "WLM550", .title = "Resource Definition List", .kind = PANEL_TABLE, .actions = actions,
    .keys = &keylist_table, .lcmds = codes, .instruction = "A=Add S=Select X=Xref /=Menu Bar",
    .pulldowns = pulldowns,
    .help = "The resources of the service definition (IBM's Resource Definition List, codes A=Add, "
            "S=Select, X=Xref): names of up to 16 characters whose state, ON or OFF, an operator "
            "sets on each system (F WLM,RESOURCE=name,ON) and that scheduling environments require. "
            "A adds a resource (also INSERT), S opens it (its description), X lists the scheduling "
            "environments that require it. A resource still required cannot be deleted.",
};

static const char *const res_actions[] = {"Resource", "Options", "Help", NULL};
static const struct pulldown res_pulldowns[] = {
    {"Resource", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL}};

const struct panel_def wlm_resource_panel = {
    .id = "WLM560", .title = "Resource", .kind = PANEL_ENTRY, .actions = res_actions,
    .keys = &keylist_entry, .pulldowns = res_pulldowns,
    .help = "A resource of the scheduling environments: its name (16 characters) and description. "
            "Its state is set on each system by the operator, not in the definition. This panel is "
            "ours: IBM adds resources in the list. F3 saves it in one transaction and one journal "
            "batch; F12 leaves without saving.",
};

const struct obj_field wlm_resource_fields[] = {
    {"descr", "Description", NULL, 0},
    {NULL, NULL, NULL, 0},
};

static const struct obj_col cols[] = {{{"name", "Resource Name", 17, TC_FIXED}, NULL}};

static int add(struct console *c, struct obj_list *l)
{
    return obj_edit_open(c, l->app, &wlm_obj_panels, OBJ_INSERT, l->kinds[0], l->top, NULL);
}

static enum table_lc_rc line_command(struct console *c, struct obj_list *l, const char *code, const char *key)
{
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    obj_row_names(key, name, top);
    int rc = -1;
    if (strcmp(code, "A") == 0)
        rc = add(c, l);
    else if (strcmp(code, "S") == 0)
        rc = obj_edit_open(c, l->app, &wlm_obj_panels, OBJ_EDIT, l->kinds[0], top, name);
    else if (strcmp(code, "X") == 0)
        rc = wlm_xref_open_named(c, l->app, l->kinds[0], top, name);
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

int wlm_resources_open(struct console *c, struct app *app, const char *def)
{
    static const struct kind_def *kinds[1];
    kinds[0] = wlm_kind(WLM_RESOURCE);
    struct obj_list_spec spec = {
        .def = &wlm_resources_panel, .panels = &wlm_obj_panels, .kinds = kinds, .nkinds = 1, .top = def,
        .cols = cols, .ncols = sizeof cols / sizeof cols[0], .insert = add, .line_command = line_command,
    };
    return obj_list_open(c, app, &spec);
}

enum panel_rc wlm_resources_command(struct console *c, struct obj_list *l, const struct cmd *cmd)
{
    if (strcasecmp(cmd->word, "RESOURCES") != 0)
        return PANEL_PASS;
    wlm_resources_open(c, l->app, l->top);
    return PANEL_DONE;
}
