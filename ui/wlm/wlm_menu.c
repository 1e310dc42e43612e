/* ui/wlm/wlm_menu.c — option 1 of the primary menu: the Definition Menu of a service definition
 * (WLM200), and the list of the store's service definitions (WLM210) when it holds several or
 * none. IBM's application starts with its "Choose Service Definition" pop-up (1 Read saved
 * definition, 2 Extract definition from the WLM couple data set, 3 Create new definition); the
 * store holds the definitions read, so wlmcon lists them instead, and File ▸ New creates one.
 * The menu's options are IBM's for OS/390-era levels (research/wlm.md addendum D, item 15);
 * 11 and 12 are our own numbers for the tenant resource groups and report classes, whose IBM
 * numbers are not documented. The options after 12 open the parts of the systems reached from
 * option 1 (ui/systems.h: a row without an option of its own; WebSphere servers), in registry
 * order. See wlm_panels.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/env.h"
#include "ui/engine/field.h"
#include "ui/engine/menu.h"
#include "ui/systems.h"
#include "ui/wlm/wlm_panels.h"

/* ---- the Definition Menu ---------------------------------------------------------------------- */

static const char *const menu_actions[] = {"File", "Utilities", "Notes", "Options", "Help", NULL};

static const struct pd_choice file_choices[] = {
    {"New...", "NEW", 'N'},
    {"Open...", "OPEN", 'O'},
    {"Definition attributes...", "ATTRIBUTES", 'D'},
    {"Print...", "PRINT", 'P'},
    {"Validate the policy...", "=5", 'V'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};
static const struct pd_choice utilities_choices[] = {
    {"Classification what-if...", "WHATIF", 'W'},
    {NULL, NULL, 0},
};
static const struct pd_choice notes_choices[] = {
    {"Notepad of the definition...", "NOTES", 'N'},
    {NULL, NULL, 0},
};

static enum pd_state planned(struct console *c, const struct panel *p, const struct pd_choice *ch)
{
    (void)c;
    (void)p;
    (void)ch;
    return PD_UNAVAILABLE;
}

static const struct pulldown menu_pulldowns[] = {
    {"File", file_choices, NULL}, {"Utilities", utilities_choices, NULL}, {"Notes", notes_choices, planned},
    {NULL, NULL, NULL},
};

const struct panel_def wlm_menu_panel = {
    .id = "WLM200",
    .title = "Definition Menu",
    .kind = PANEL_MENU,
    .actions = menu_actions,
    .keys = &keylist_menu,
    .pulldowns = menu_pulldowns,
    .help = "The Definition Menu of IBM's WLM application for the service definition shown: its "
            "functionality level on the title line, the store in place of IBM's definition data set "
            "(wlmcon keeps definitions in its store, not in a data set), its name and its "
            "description, which Enter saves when it was changed (File, Definition attributes "
            "changes the level too; File, Print shows the definition's printed report). Options "
            "1 to 10 are IBM's for OS/390-era "
            "levels; 11 Tenant Resource Groups and 12 Tenant Report Classes are our own numbers "
            "(IBM's are not documented); 13 on lists the WebSphere servers, whose classification "
            "documents give their work the transaction classes the CB rules take.\n"
            "From any panel, =1.4 goes straight to the service classes (=1.n to option n). File, New "
            "creates an empty service definition, Open lists the store's definitions. Utilities, "
            "Classification what-if (WHATIF) shows which classes a piece of work gets (WLM630).",
};

static const struct menu_option options[] = {
    {"1", "Policies", "Service policies and their overrides"},
    {"2", "Workloads", "Groups of service classes"},
    {"3", "Resource Groups", "CPU bounds of service classes"},
    {"4", "Service Classes", "Goals, period by period"},
    {"5", "Classification Groups", "Groups of qualifier values"},
    {"6", "Classification Rules", "Which class work gets"},
    {"7", "Report Classes", "Reporting of classified work"},
    {"8", "Service Coefficients/Options", "Service units, I/O options"},
    {"9", "Application Environments", "Servers WLM starts"},
    {"10", "Scheduling Environments", "Resources work needs"},
    {"11", "Tenant Resource Groups", "Tailored Fit Pricing tenants"},
    {"12", "Tenant Report Classes", "Reporting per tenant"},
};

enum { OWN_OPTIONS = sizeof options / sizeof options[0], PARTS_MAX = 4 };

/* The menu's options: its own, then one per system reached from option 1 (a registered row with
 * an open function and no option of its own), numbered from 13; *n receives their number. The
 * rows are the registry's: built once. */
static const struct menu_option *all_options(size_t *n, const struct ui_system **parts)
{
    static struct menu_option all[OWN_OPTIONS + PARTS_MAX];
    static const struct ui_system *rows[PARTS_MAX];
    static char numbers[PARTS_MAX][4];
    static size_t count;
    if (!count) {
        memcpy(all, options, sizeof options);
        count = OWN_OPTIONS;
        for (const struct ui_system *const *u = ui_systems(); *u && count < OWN_OPTIONS + PARTS_MAX; u++)
            if (!(*u)->menu.option && (*u)->open && (*u)->def) {
                size_t k = count - OWN_OPTIONS;
                snprintf(numbers[k], sizeof numbers[k], "%zu", count + 1);
                rows[k] = *u;
                all[count++] = (struct menu_option){numbers[k], (*u)->menu.name, (*u)->menu.descr};
            }
    }
    if (parts)
        memcpy(parts, rows, sizeof rows);
    *n = count;
    return all;
}

/* The menu's state: the definition it shows, read at each layout from the store's list. */
struct def_menu {
    struct app *app;
    char def[OBJ_NAME_MAX];
    char level[8];
    char descr[64];
};

/* Each option opens its list (8 its entry panel: the coefficients and options); one after 12,
 * its system's part. */
static void select_option(struct console *c, const struct menu_option *o, const char *rest, void *ctx)
{
    struct def_menu *m = ctx;
    const struct ui_system *parts[PARTS_MAX];
    size_t n;
    const struct menu_option *all = all_options(&n, parts);
    if (o >= all + OWN_OPTIONS && o < all + n)
        parts[o - all - OWN_OPTIONS]->open(c, rest, m->app);
    else
        wlm_list_open(c, m->app, m->def, o->opt);
}

/* Reads the definition's level and description (cheap: one row of the store's list). */
static void read_def(struct def_menu *m)
{
    static const char *const keys[] = {"level", "descr"};
    const struct kind_def *kinds[] = {wlm_kind(WLM_DEFINITION)};
    struct store_list_spec spec = {kinds, 1, m->def, NULL, keys, 2, NULL, NULL};
    struct store_list_page pg;
    struct store_error err;
    m->level[0] = m->descr[0] = '\0';
    if (store_list_window(m->app->store, &spec, NULL, 0, 1, &pg, &err) != STORE_OK)
        return;
    if (pg.n) {
        snprintf(m->level, sizeof m->level, "%s", pg.rows[0].vals[0] ? pg.rows[0].vals[0] : "");
        snprintf(m->descr, sizeof m->descr, "%s", pg.rows[0].vals[1] ? pg.rows[0].vals[1] : "");
    }
    store_list_free(&pg);
}

/* IBM's "Definition data set" line: the store, which holds wlmcon's definitions. */
static int head(struct console *c, struct menu_side_line *lines, int max, void *ctx)
{
    struct def_menu *m = ctx;
    (void)c;
    if (max < 1)
        return 0;
    read_def(m);
    snprintf(lines[0].label, sizeof lines[0].label, "Definition data set");
    snprintf(lines[0].value, sizeof lines[0].value, "%s", m->app->store_path ? m->app->store_path : "");
    return 1;
}

/* Definition name (shown: a definition is renamed by exporting it under another name) and
 * Description (typed; Enter saves it). */
static const struct field_def fields[] = {
    {.key = "@name", .label = "Definition name", .type = AT_NAME, .max = 8, .flags = FD_OUTPUT,
     .help = "The service definition's name, 8 characters."},
    {.key = "descr", .label = "Description", .type = AT_TEXT, .max = 32,
     .help = "Free text of up to 32 characters. Enter saves it (one journal batch), stamping the "
             "definition's ModificationDate and ModificationUser."},
};

/* Enter with the description changed: saved in one transaction and journal batch. */
static bool keep(struct console *c, const char *const *values, size_t n, void *ctx)
{
    struct def_menu *m = ctx;
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = obj_load(c, m->app, wlm_system(), &pol, m->def, 0);
    char warn[160] = "", msg[320];
    struct store_error err = {0};
    bool ok = false;
    (void)n;
    if (top && (pol_set_edited(&pol, top, schema_attr_index(top->kind, "descr"), values[1][0] ? values[1] : NULL) < 0 ||
                wlm_stamp(&pol, top, false, env_user(), env_now(), warn, sizeof warn) < 0)) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
    } else if (top && obj_commit(m->app, top, "save", &err) != STORE_OK) {
        console_msg(c, err.status == STORE_CONFLICT ? MSG_CONFLICT : MSG_SAVE_FAILED, err.msg, NULL);
    } else if (top) {
        snprintf(msg, sizeof msg, "The description of %s was saved.%s%s", m->def, warn[0] ? " " : "", warn);
        console_msg(c, MSG_SAVED, msg, NULL);
        ok = true;
    }
    policy_free(&pol);
    return ok;
}

static void status(void *ctx, char *out, size_t len)
{
    struct def_menu *m = ctx;
    snprintf(out, len, "Functionality LEVEL%s", m->level[0] ? m->level : "???");
}

static int new_definition(struct console *c, struct app *app)
{
    return obj_edit_open(c, app, &wlm_obj_panels, OBJ_INSERT, wlm_kind(WLM_DEFINITION), NULL, NULL);
}

static int definitions_open(struct console *c, struct app *app, const char *rest);

/* NEW, OPEN, ATTRIBUTES and PRINT (the File pull-down) and WHATIF (Utilities) on the Definition
 * Menu. */
static enum panel_rc menu_own(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx);

int wlm_menu_open(struct console *c, struct app *app, const char *def, const char *rest)
{
    struct def_menu *m = calloc(1, sizeof *m);
    if (!m) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    m->app = app;
    snprintf(m->def, sizeof m->def, "%s", def);
    read_def(m);
    const char *values[] = {m->def, m->descr};
    size_t noptions;
    const struct menu_option *all = all_options(&noptions, NULL);
    struct menu_spec spec = {
        .def = &wlm_menu_panel, .options = all, .noptions = noptions,
        .select = select_option, .head = head, .status = status,
        .command = menu_own, .fields = fields, .nfields = 2, .values = values, .keep = keep,
        .ctx = m, .ctx_free = free,
    };
    struct panel *p = menu_new(&spec);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    if (rest && rest[0])
        console_dispatch(c, rest);
    return 0;
}

static enum panel_rc menu_own(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx)
{
    struct def_menu *m = ctx;
    (void)p;
    if (strcasecmp(cmd->word, "NEW") == 0)
        new_definition(c, m->app);
    else if (strcasecmp(cmd->word, "OPEN") == 0)
        definitions_open(c, m->app, "");
    else if (strcasecmp(cmd->word, "PRINT") == 0)
        wlm_print_open(c, m->app, wlm_kind(WLM_DEFINITION), m->def, m->def);
    else if (strcasecmp(cmd->word, "WHATIF") == 0)
        wlm_whatif_open(c, m->app, m->def, NULL);
    else if (strcasecmp(cmd->word, "ATTRIBUTES") == 0)
        obj_edit_open(c, m->app, &wlm_obj_panels, OBJ_EDIT, wlm_kind(WLM_DEFINITION), m->def, m->def);
    else
        return PANEL_PASS;
    return PANEL_DONE;
}

/* ---- the service definitions of the store ----------------------------------------------------- */

static const char *const list_actions[] = {"File", "View", "Options", "Help", NULL};
static const struct pd_choice list_file_choices[] = {
    {"New...", "INSERT", 'N'},
    OBJ_LIST_CHOICES_END,
};
static const struct pulldown list_pulldowns[] = OBJ_LIST_PULLDOWNS("File", list_file_choices);
static const struct lcmd_def list_lcmds[] = {
    {"S", "Select"}, {"3", "Modify"}, {"6", "Delete"}, {NULL, NULL},
};

const struct panel_def wlm_definitions_panel = {
    .id = "WLM210",
    .title = "Service Definitions",
    .kind = PANEL_TABLE,
    .actions = list_actions,
    .keys = &keylist_table,
    .lcmds = list_lcmds,
    .pulldowns = list_pulldowns,
    .help = "The service definitions the store holds, read from WLM XML or created here. IBM's "
            "application starts with its Choose Service Definition pop-up (read a saved definition, "
            "extract one from the WLM couple data set, create a new one); wlmcon keeps the "
            "definitions in its store, so it lists them instead: import a definition with option 7, "
            "or create one with File, New (INSERT).\n"
            "S opens a definition's Definition Menu, 3 changes its name's description and level, 6 "
            "deletes it with everything in it after a confirmation.",
};

static const struct obj_col list_cols[] = {
    {{"name", "Definition", 10, TC_FIXED}, NULL},
    {{"level", "Level", 5, 0}, "~"},
};
static const char *const list_reads[] = {"level"};

static int list_insert(struct console *c, struct obj_list *l)
{
    return new_definition(c, l->app);
}

static enum table_lc_rc list_command(struct console *c, struct obj_list *l, const char *code, const char *key)
{
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    const struct kind_def *k = wlm_kind(WLM_DEFINITION);
    int rc = -1;
    obj_row_names(key, name, top);
    if (strcmp(code, "S") == 0) {
        rc = wlm_menu_open(c, l->app, name, l->data);
        ((char *)l->data)[0] = '\0';   /* the option of the jump is for the first choice only */
    } else if (strcmp(code, "3") == 0) {
        rc = obj_edit_open(c, l->app, &wlm_obj_panels, OBJ_EDIT, k, name, name);
    } else if (strcmp(code, "6") == 0) {
        l->del = (struct obj_delete){.app = l->app, .panels = &wlm_obj_panels, .kind = k};
        snprintf(l->del.top, sizeof l->del.top, "%s", name);
        snprintf(l->del.name, sizeof l->del.name, "%s", name);
        rc = obj_delete_ask(c, &l->del);
    }
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

static int definitions_open(struct console *c, struct app *app, const char *rest)
{
    static const struct kind_def *kinds[1];
    kinds[0] = wlm_kind(WLM_DEFINITION);
    char *data = strdup(rest ? rest : "");
    if (!data) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    struct obj_list_spec spec = {
        .def = &wlm_definitions_panel, .panels = &wlm_obj_panels, .kinds = kinds, .nkinds = 1, .cols = list_cols,
        .ncols = sizeof list_cols / sizeof list_cols[0], .reads = list_reads, .nreads = 1,
        .insert = list_insert, .line_command = list_command, .data = data, .data_free = free,
    };
    return obj_list_open(c, app, &spec);
}

int wlm_part_open(struct console *c, const char *rest, void *ctx)
{
    struct app *app = ctx;
    const struct kind_def *kinds[] = {wlm_kind(WLM_DEFINITION)};
    struct store_list_spec spec = {kinds, 1, NULL, NULL, NULL, 0, NULL, NULL};
    struct store_list_page pg;
    struct store_error err = {0};
    if (store_list_window(app->store, &spec, NULL, 0, 2, &pg, &err) != STORE_OK) {
        console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
        return -1;
    }
    char one[OBJ_NAME_MAX] = "";
    if (pg.n == 1)
        snprintf(one, sizeof one, "%s", pg.rows[0].name);
    store_list_free(&pg);
    return one[0] ? wlm_menu_open(c, app, one, rest) : definitions_open(c, app, rest);
}
