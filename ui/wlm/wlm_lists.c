/* ui/wlm/wlm_lists.c — the selection lists of the Definition Menu: workloads (WLM250), resource
 * groups (WLM270), service classes (WLM300), report classes (WLM700), tenant resource groups
 * (WLM750), tenant report classes (WLM770), service policies (WLM230), classification groups
 * (WLM400), application environments (WLM500) and scheduling environments (WLM520), with IBM's action codes 1=Create 2=Copy 3=Modify
 * 4=Browse 5=Print 6=Delete and / for the row's menu (research/wlm.md §3.1, addendum D). They are
 * object lists over the store (objlist.h); the service class list adds its first period's
 * importance and goal and its number of periods, the group list each group's qualifier type
 * and number of members, read from the definition loaded whole (a definition holds at most 100
 * service classes). See wlm_panels.h. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/wlm/wlm_panels.h"

static const struct lcmd_def codes[] = {
    {"1", "Create"}, {"2", "Copy"}, {"3", "Modify"}, {"4", "Browse"}, {"5", "Print"}, {"6", "Delete"},
    {NULL, NULL},
};

#define CODES "1=Create 2=Copy 3=Modify 4=Browse 5=Print 6=Delete /=Menu Bar"
#define LIST_HELP                                                                                  \
    "\nAction codes, as in IBM's application: 1 creates a new object (also INSERT on the command "   \
    "line, or New in the first pull-down, on an empty list), 2 copies the row's into a new one, 3 "   \
    "modifies it, 4 browses it, 5 shows its printed report, 6 deletes "    \
    "it after a confirmation (refused while another object names it: the cross reference "     \
    "opens); / opens the row's menu of these. LOCATE name, FIND text and SORT "    \
    "column work as on every list; COLUMNS adds any attribute as a column."

#define LIST_DEF(ident, pid, ttl, noun, text)                                                      \
    static const char *const ident##_actions[] = OBJ_LIST_ACTIONS(noun);                            \
    static const struct pd_choice ident##_choices[] = {{"New...", "INSERT", 'N'}, OBJ_LIST_CHOICES_END}; \
    static const struct pulldown ident##_pulldowns[] = OBJ_LIST_PULLDOWNS(noun, ident##_choices);   \
    const struct panel_def wlm_##ident##_panel = {                                                  \
        .id = pid, .title = ttl, .kind = PANEL_TABLE, .actions = ident##_actions,                   \
        .keys = &keylist_table, .lcmds = codes, .instruction = CODES,                               \
        .pulldowns = ident##_pulldowns, .help = text LIST_HELP}

LIST_DEF(workloads, "WLM250", "Workload Selection List", "Workload",
         "The workloads of the service definition. Every service class names one.");
LIST_DEF(resgroups, "WLM270", "Resource Group Selection List", "Resource-Group",
         "The resource groups of the service definition (at most 32): the capacity each bounds.");
LIST_DEF(servclasses, "WLM300", "Service Class Selection List", "Service-Class",
         "The service classes of the service definition (at most 100): the workload and resource "
         "group each names, its number of goal periods, and its first period's importance and "
         "goal.");
LIST_DEF(repclasses, "WLM700", "Report Class Selection List", "Report-Class",
         "The report classes of the service definition.");
LIST_DEF(tenantrgs, "WLM750", "Tenant Resource Group Selection List", "Tenant-Resource-Group",
         "The tenant resource groups of the service definition (at most 32). Option 11 of the "
         "Definition Menu is our own number: IBM's is not documented.");
LIST_DEF(tenantrcs, "WLM770", "Tenant Report Class Selection List", "Tenant-Report-Class",
         "The tenant report classes of the service definition. Option 12 of the Definition Menu is "
         "our own number: IBM's is not documented.");
/* The policy list: IBM's codes and three of its own, the policy's overrides. */
static const struct lcmd_def policy_codes[] = {
    {"1", "Create"}, {"2", "Copy"}, {"3", "Modify"}, {"4", "Browse"}, {"5", "Print"}, {"6", "Delete"},
    {"7", "Override Service Classes"}, {"8", "Override Resource Groups"},
    {"9", "Override Tenant Resource Groups"}, {NULL, NULL},
};
static const char *const policies_actions[] = OBJ_LIST_ACTIONS("Policy");
static const struct pd_choice policies_choices[] = {{"New...", "INSERT", 'N'}, OBJ_LIST_CHOICES_END};
static const struct pulldown policies_pulldowns[] = OBJ_LIST_PULLDOWNS("Policy", policies_choices);
const struct panel_def wlm_policies_panel = {
    .id = "WLM230", .title = "Service Policy Selection List", .kind = PANEL_TABLE,
    .actions = policies_actions, .keys = &keylist_table, .lcmds = policy_codes,
    .instruction = "1=Create 2=Copy 3=Modify 4=Browse 5=Print 6=Delete /=Menu Bar\n"
                   "7=Override Service Classes 8=Override Resource Groups 9=Tenant RGs",
    .pulldowns = policies_pulldowns,
    .help = "The service policies of the service definition: a policy is activated on the sysplex, "
            "and its overrides change the goals and resource groups of the base definition while it "
            "is active (the night shift's goals). 7 lists the service classes with the policy's "
            "overrides of them, 8 the resource groups, as IBM's application does; 9 the tenant "
            "resource groups (our code: IBM's is not documented [U])." LIST_HELP,
};
LIST_DEF(applenvs, "WLM500", "Application Environment Selection List", "Appl-Environment",
         "The application environments of the service definition: the servers WLM starts, with "
         "their subsystem type and procedure.");
/* The scheduling environments' list: its first pull-down also opens the Resource Definition List. */
static const char *const schenvs_actions[] = OBJ_LIST_ACTIONS("Scheduling-Environment");
static const struct pd_choice schenvs_choices[] = {
    {"New...", "INSERT", 'N'}, {"Resources...", "RESOURCES", 'R'}, OBJ_LIST_CHOICES_END};
static const struct pulldown schenvs_pulldowns[] = OBJ_LIST_PULLDOWNS("Scheduling-Environment", schenvs_choices);
const struct panel_def wlm_schenvs_panel = {
    .id = "WLM520", .title = "Scheduling Environment Selection List", .kind = PANEL_TABLE,
    .actions = schenvs_actions, .keys = &keylist_table, .lcmds = codes, .instruction = CODES,
    .pulldowns = schenvs_pulldowns,
    .help = "The scheduling environments of the service definition: the resource states work that "
            "names one needs. RESOURCES (Resources in the first pull-down) opens IBM's Resource "
            "Definition List of the definition's resources." LIST_HELP,
};
LIST_DEF(classgroups, "WLM400", "Classification Group Selection List", "Group",
         "The classification groups of the service definition: each a list of values of one "
         "qualifier type (its ISPF code and name under Type), which classification rules name "
         "through the type's group form (TNG, UIG...). IBM's application lists each type's groups "
         "apart; this list shows every group with its type (SORT TYPE gathers them).");

#define AFTER "~"   /* obj_col.before: after the attribute columns */

static const struct obj_col name_col[] = {{{"name", "Name", 9, TC_FIXED}, NULL}};
static const struct obj_col rg_cols[] = {
    {{"name", "Name", 9, TC_FIXED}, NULL},
    {{"rgtype", "Capacity type", 20, 0}, AFTER},
    {{"capmin", "Minimum", 10, TC_RIGHT}, AFTER},
    {{"capmax", "Maximum", 10, TC_RIGHT}, AFTER},
};
static const char *const rg_reads[] = {"rgtype", "capmin", "capmax"};
static const struct obj_col sc_cols[] = {
    {{"name", "Name", 9, TC_FIXED}, NULL},
    {{"workload", "Workload", 9, 0}, AFTER},
    {{"resgroup", "Res group", 9, 0}, AFTER},
    {{"periods", "Periods", 7, TC_RIGHT}, AFTER},
    {{"imp", "Imp", 3, TC_RIGHT}, AFTER},
    {{"goal", "Goal", 22, 0}, AFTER},
    {{"cpucrit", "CPU crit", 8, 0}, AFTER},
};
static const char *const sc_reads[] = {"workload", "resgroup", "cpucrit"};
static const struct obj_col trg_cols[] = {
    {{"name", "Name", 9, TC_FIXED}, NULL},
    {{"tenantid", "Tenant id", 9, 0}, AFTER},
    {{"capmax", "Maximum", 10, TC_RIGHT}, AFTER},
};
static const char *const trg_reads[] = {"tenantid", "capmax"};
static const struct obj_col trc_cols[] = {
    {{"name", "Name", 9, TC_FIXED}, NULL},
    {{"tenantrg", "Tenant RG", 9, 0}, AFTER},
};
static const char *const trc_reads[] = {"tenantrg"};
static const struct obj_col ae_cols[] = {
    {{"name", "Appl Environment Name", 33, TC_FIXED}, NULL},
    {{"subsystype", "Type", 4, 0}, AFTER},
    {{"procname", "Procedure", 9, 0}, AFTER},
};
static const char *const ae_reads[] = {"subsystype", "procname"};
static const struct obj_col se_cols[] = {
    {{"name", "Name", 17, TC_FIXED}, NULL},
};
static const struct obj_col cg_cols[] = {
    {{"name", "Name", 9, TC_FIXED}, NULL},
    {{"members", "Members", 7, TC_RIGHT}, AFTER},
};
static const struct obj_col ss_cols[] = {
    {{"name", "Type", 6, TC_FIXED}, NULL},
    {{"defservclass", "Service", 9, 0}, AFTER},
    {{"defrepclass", "Report", 9, 0}, AFTER},
};
static const char *const ss_reads[] = {"defservclass", "defrepclass"};

/* One list of the Definition Menu. */
struct def_list {
    const char *opt;               /* its option ("4") */
    enum wlm_kind kind;
    const struct panel_def *def;
    const struct obj_col *cols;
    size_t ncols;
    const char *const *reads;
    size_t nreads;
};

#define N(a) (sizeof a / sizeof a[0])

static const struct def_list lists[] = {
    {"2", WLM_WORKLOAD, &wlm_workloads_panel, name_col, N(name_col), NULL, 0},
    {"3", WLM_RESGROUP, &wlm_resgroups_panel, rg_cols, N(rg_cols), rg_reads, N(rg_reads)},
    {"4", WLM_SERVCLASS, &wlm_servclasses_panel, sc_cols, N(sc_cols), sc_reads, N(sc_reads)},
    {"6", WLM_CLASSIFICATION, &wlm_subsystems_panel, ss_cols, N(ss_cols), ss_reads, N(ss_reads)},
    {"7", WLM_REPCLASS, &wlm_repclasses_panel, name_col, N(name_col), NULL, 0},
    {"11", WLM_TENANTRG, &wlm_tenantrgs_panel, trg_cols, N(trg_cols), trg_reads, N(trg_reads)},
    {"12", WLM_TENANTRC, &wlm_tenantrcs_panel, trc_cols, N(trc_cols), trc_reads, N(trc_reads)},
    {"1", WLM_POLICY, &wlm_policies_panel, name_col, N(name_col), NULL, 0},
    {"9", WLM_APPLENV, &wlm_applenvs_panel, ae_cols, N(ae_cols), ae_reads, N(ae_reads)},
    {"10", WLM_SCHENV, &wlm_schenvs_panel, se_cols, N(se_cols), NULL, 0},
    {"5", WLM_CLASSGROUP, &wlm_classgroups_panel, cg_cols, N(cg_cols), NULL, 0},
};

/* ---- the service classes' periods and the groups' members, from the definition loaded whole ---- */

static const char *sc_cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n)
{
    struct obj_list *l = ctx;
    const char *key = l->cols[col].key;
    bool periods = strcmp(key, "periods") == 0, imp = strcmp(key, "imp") == 0;
    if (!periods && !imp && strcmp(key, "goal") != 0) {
        const char *v = obj_list_cell(ctx, r, col, buf, n);
        for (char *p = buf; v == buf && strcmp(key, "cpucrit") == 0 && *p; p++)
            *p = (char)toupper((unsigned char)*p);   /* YES or NO, as the panel shows it */
        return v;
    }
    const struct pol_object *top = wlm_loaded_sync(l->data, l->top);
    const struct pol_object *cls = top ? pol_find(top, "servclass", r->name) : NULL;
    const struct pol_object *first = cls ? pol_first_child(cls, wlm_kind(WLM_PERIOD)) : NULL;
    buf[0] = '\0';
    if (periods && cls)
        snprintf(buf, n, "%zu", pol_child_count(cls, wlm_kind(WLM_PERIOD)));
    else if (imp && first)
        snprintf(buf, n, "%s", pol_get_key(first, "importance") ? pol_get_key(first, "importance") : "");
    else if (first)
        wlm_goal_words(first, true, buf, n);
    return buf;
}

/* The group list's type (ISPF code and name) and number of members. */
static const char *cg_cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n)
{
    struct obj_list *l = ctx;
    const char *key = l->cols[col].key;
    if (strcmp(key, "qualtype") == 0)
        return wlm_qualtype_words(obj_list_value(l, r, "qualtype"), buf, n);
    if (strcmp(key, "members") != 0)
        return obj_list_cell(ctx, r, col, buf, n);
    const struct pol_object *top = wlm_loaded_sync(l->data, l->top);
    const struct pol_object *g = top ? pol_find(top, "classgroup", r->name) : NULL;
    buf[0] = '\0';
    if (g)
        snprintf(buf, n, "%zu", pol_child_count(g, wlm_kind(WLM_QUALNAME)));
    return buf;
}

/* ---- action codes ----------------------------------------------------------------------------- */

static int create(struct console *c, struct obj_list *l)
{
    return obj_edit_open(c, l->app, &wlm_obj_panels, OBJ_INSERT, l->kinds[0], l->top, NULL);
}

static enum table_lc_rc line_command(struct console *c, struct obj_list *l, const char *code, const char *key)
{
    static const enum obj_mode modes[] = {OBJ_INSERT, OBJ_COPY, OBJ_EDIT, OBJ_BROWSE};
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    const struct kind_def *kind = l->kinds[0];
    int n = atoi(code), rc = -1;
    obj_row_names(key, name, top);
    if (n == 1)
        rc = create(c, l);
    else if (n >= 2 && n <= 4)
        rc = obj_edit_open(c, l->app, &wlm_obj_panels, modes[n - 1], kind, top, name);
    else if (n == 5)
        rc = wlm_print_open(c, l->app, kind, top, name);
    else if (n >= 7 && n <= 9 && wlm_is_kind(kind, WLM_POLICY))
        rc = wlm_overrides_open(c, l->app, top, name, code);
    else if (n == 6 && wlm_delete_refused(c, l->app, kind, top, name))
        rc = 0;   /* refused: the cross reference list says where it is named */
    else if (n == 6) {
        l->del = (struct obj_delete){.app = l->app, .panels = &wlm_obj_panels, .kind = kind};
        snprintf(l->del.top, sizeof l->del.top, "%s", top);
        snprintf(l->del.name, sizeof l->del.name, "%s", name);
        rc = obj_delete_ask(c, &l->del);
    }
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

int wlm_list_open(struct console *c, struct app *app, const char *def, const char *opt)
{
    static const struct kind_def *kinds[N(lists)][1];
    if (strcmp(opt, "8") == 0)
        return wlm_coeff_open(c, app, def);
    for (size_t i = 0; i < N(lists); i++) {
        if (strcmp(lists[i].opt, opt) != 0)
            continue;
        const struct def_list *w = &lists[i];
        kinds[i][0] = wlm_kind(w->kind);
        struct wlm_loaded *d = NULL;
        bool loads = w->kind == WLM_SERVCLASS || w->kind == WLM_CLASSGROUP;
        if (loads && !(d = wlm_loaded_new(app))) {
            console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
            return -1;
        }
        struct obj_list_spec spec = {
            .def = w->def, .panels = &wlm_obj_panels, .kinds = kinds[i], .nkinds = 1, .top = def,
            .cols = w->cols, .ncols = w->ncols, .reads = w->reads, .nreads = w->nreads,
            .insert = create, .line_command = line_command,
            .command = w->kind == WLM_SCHENV ? wlm_resources_command : NULL, .cell = !d ? NULL : w->kind == WLM_SERVCLASS ? sc_cell : cg_cell, .data = d,
            .data_free = d ? wlm_loaded_free : NULL,
        };
        return obj_list_open(c, app, &spec);
    }
    char what[64];
    snprintf(what, sizeof what, "Option %s of the Definition Menu", opt);
    console_msg(c, MSG_NOT_BUILT, what, NULL);
    return -1;
}
