/* ui/wlm/wlm_objects.c — WLM's object panel spec (wlm_obj_panels): the entry panels of a service
 * definition, workload, resource group, service class (with its goal periods under its fields),
 * report class and tenant resource group and report class, in the order and with the labels of
 * IBM's panels (research/wlm.md §3.1, §3.2 mock-up C, seed 000 Figure 2); the names F4 lists; the
 * save hook; S on a Validate finding. See wlm_panels.h. */
#include <stdio.h>
#include <string.h>

#include "ui/engine/fprompt.h"
#include "ui/wlm/wlm_panels.h"

#define B(k) (UINT64_C(1) << (k))

/* ---- action bars ------------------------------------------------------------------------------ */

/* The notepad's choices: shown, not yet available. */
static enum pd_state planned(struct console *c, const struct panel *p, const struct pd_choice *ch)
{
    (void)c;
    (void)p;
    (void)ch;
    return PD_UNAVAILABLE;
}

static const struct pd_choice xref_choices[] = {
    {"Objects that name it...", "XREF", 'O'},
    {NULL, NULL, 0},
};
static const struct pd_choice notes_choices[] = {
    {"Notepad of the definition...", "NOTES", 'N'},
    {NULL, NULL, 0},
};

#define ENTRY_PULLDOWNS(name)                                                                       \
    {{name, obj_entry_choices, obj_entry_choice_state}, {"Xref", xref_choices, NULL},            \
     {"Notes", notes_choices, planned}, {NULL, NULL, NULL}}

static const char *const sc_actions[] = {"Service-Class", "Xref", "Notes", "Options", "Help", NULL};
static const struct pulldown sc_pulldowns[] = ENTRY_PULLDOWNS("Service-Class");
static const char *const wl_actions[] = {"Workload", "Xref", "Notes", "Options", "Help", NULL};
static const struct pulldown wl_pulldowns[] = ENTRY_PULLDOWNS("Workload");
static const char *const rg_actions[] = {"Resource-Group", "Xref", "Notes", "Options", "Help", NULL};
static const struct pulldown rg_pulldowns[] = ENTRY_PULLDOWNS("Resource-Group");
static const char *const rc_actions[] = {"Report-Class", "Xref", "Notes", "Options", "Help", NULL};
static const struct pulldown rc_pulldowns[] = ENTRY_PULLDOWNS("Report-Class");
static const char *const trg_actions[] = {"Tenant-Resource-Group", "Xref", "Notes", "Options", "Help", NULL};
static const struct pulldown trg_pulldowns[] = ENTRY_PULLDOWNS("Tenant-Resource-Group");
static const char *const trc_actions[] = {"Tenant-Report-Class", "Xref", "Notes", "Options", "Help", NULL};
static const struct pulldown trc_pulldowns[] = ENTRY_PULLDOWNS("Tenant-Report-Class");
static const char *const def_actions[] = {"File", "Notes", "Options", "Help", NULL};
static const struct pulldown def_pulldowns[] = {
    {"File", obj_entry_choices, obj_entry_choice_state}, {"Notes", notes_choices, planned}, {NULL, NULL, NULL}};
static const char *const period_actions[] = {"Period", "Options", "Help", NULL};
static const struct pulldown period_pulldowns[] = {
    {"Period", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL}};

#define SAVES "F3 saves the object in one transaction and one journal batch (option 9, History, shows " \
              "and undoes it) and stamps its ModificationDate and ModificationUser (CreationDate and " \
              "CreationUser when it is new) as the XML carries them; F12 leaves without saving."

/* ---- the entry panels ------------------------------------------------------------------------- */

const struct panel_def wlm_definition_panel = {
    .id = "WLM220", .title = "Service Definition", .kind = PANEL_ENTRY, .actions = def_actions,
    .keys = &keylist_entry, .pulldowns = def_pulldowns,
    .help = "A service definition: its name (8 characters), description and functionality level "
            "(three digits, 038 for z/OS V2R4 and later; a definition updated at one level cannot be "
            "updated by a tool of a lower level). A new one is empty: define its workloads (option 2 "
            "of the Definition Menu), then its service classes (option 4).\n" SAVES,
};
static const struct obj_field definition_fields[] = {
    {"descr", "Description", NULL, 0},
    {"level", "Functionality level", "(three digits, 038)", 0},
    {NULL, NULL, NULL, 0},
};

static const char *const pol_actions[] = {"Policy", "Notes", "Options", "Help", NULL};
static const struct pulldown pol_pulldowns[] = {
    {"Policy", obj_entry_choices, obj_entry_choice_state}, {"Notes", notes_choices, planned},
    {NULL, NULL, NULL}};

const struct panel_def wlm_policy_panel = {
    .id = "WLM240", .title = "Service Policy", .kind = PANEL_ENTRY, .actions = pol_actions,
    .keys = &keylist_entry, .pulldowns = pol_pulldowns,
    .help = "A service policy (IBM's Create, Modify, Copy and Browse a Service Policy panels): its "
            "name (8 characters) and description. The policy activated on the sysplex applies the "
            "base definition with its overrides; a copy copies the overrides too.\n" SAVES,
};
static const struct obj_field policy_fields[] = {
    {"descr", "Description", NULL, 0},
    {NULL, NULL, NULL, 0},
};

const struct panel_def wlm_workload_panel = {
    .id = "WLM260", .title = "Workload", .kind = PANEL_ENTRY, .actions = wl_actions,
    .keys = &keylist_entry, .pulldowns = wl_pulldowns,
    .help = "A workload groups service classes for reporting; every service class names one (in the "
            "XML the classes stand inside their workload).\n" SAVES,
};
static const struct obj_field workload_fields[] = {
    {"descr", "Description", NULL, 0},
    {NULL, NULL, NULL, 0},
};

const struct panel_def wlm_resgroup_panel = {
    .id = "WLM280", .title = "Resource Group", .kind = PANEL_ENTRY, .actions = rg_actions,
    .keys = &keylist_entry, .pulldowns = rg_pulldowns,
    .help = "A resource group bounds the CPU of the service classes that name it: a minimum the "
            "work is given when it needs it, a maximum above which it is capped, measured as the "
            "capacity type says. A memory limit is not offered: its XML element is not confirmed "
            "[U].\n" SAVES,
};
static const struct obj_field resgroup_fields[] = {
    {"descr", "Description", NULL, 0},
    {"rgtype", "Capacity type", NULL, 0},
    {"capmin", "Minimum capacity", NULL, 0},
    {"capmax", "Maximum capacity", NULL, 0},
    {"specialty", "Include specialty processors", "(YES or NO)", FD_CAPS},
    {NULL, NULL, NULL, 0},
};

const struct panel_def wlm_servclass_panel = {
    .id = "WLM310", .title = "Service Class", .kind = PANEL_ENTRY, .actions = sc_actions,
    .keys = &keylist_entry_scroll, .pulldowns = sc_pulldowns,
    .help = "A service class: the goal WLM manages its work to, period by period. Its fields are IBM's "
            "(Workload Name and Base Resource Group take ? or F4 for the definition's names; Cpu "
            "Critical YES or NO; I/O Priority Group NORMAL or HIGH; Honor Priority DEFAULT or NO, "
            "shown at every functionality level: the level that brought them is not confirmed [U]).\n"
            "The goal periods are under the fields: I on a row inserts a period after it (on the "
            "line above the first, before the first), E edits one, D deletes one; I and E ask for "
            "the goal type first. Periods are numbered by their place and renumber after an insert "
            "or a deletion; the last period takes no duration. Values are checked on Enter (WLM901 "
            "to WLM905); the rules across periods (discretionary last, importance...) are "
            "validation's (option 5).\n"
            "In override mode (3 on a policy's Override Service Class Selection List, IBM's "
            "Override attributes panel) it shows the policy's override of the class: its "
            "resource group (blank keeps the base one), CPU critical and goal periods, first "
            "those of the base class, which replace the base goal while the policy is active; F3 "
            "saves the override with its policy.\n" SAVES,
};
static const struct obj_field servclass_fields[] = {
    {"descr", "Description", NULL, 0},
    {"workload", "Workload Name", "(name or ?)", FD_CAPS},
    {"resgroup", "Base Resource Group", "(name or ?)", FD_CAPS},
    {"cpucrit", "Cpu Critical", "(YES or NO)", FD_CAPS},
    {"iopriogroup", "I/O Priority Group", "(NORMAL or HIGH)", FD_CAPS},
    {"honorprio", "Honor Priority", "(DEFAULT or NO)", FD_CAPS},
    {NULL, NULL, NULL, 0},
};

const struct panel_def wlm_period_panel = {
    .id = "WLM320", .title = "Goal Period", .kind = PANEL_ENTRY, .actions = period_actions,
    .keys = &keylist_entry, .pulldowns = period_pulldowns,
    .help = "One goal period of the service class, with the fields of its goal type: importance 1 "
            "(highest) to 5 (none for discretionary), the duration in service units (none for the "
            "last period), the velocity (1 to 99), the response time as HH:MM:SS.mmm (15 ms, or "
            "1 ms from z/OS V2R3, to 24 hours) and the percentile (1 to 99).\n"
            "F3 keeps the values in the service class's panel; F3 there saves them with the class. "
            "F12 leaves without keeping them (an inserted period goes again).",
};

static const struct lcmd_def period_lcmds[] = {
    {"I", "Insert new period"}, {"E", "Edit period"}, {"D", "Delete period"}, {NULL, NULL},
};
static const enum obj_row_action period_actions_of[] = {OBJ_ROW_INSERT, OBJ_ROW_EDIT, OBJ_ROW_DELETE};
static const struct tbl_col period_cols[] = {
    {"position", "#", 3, 0},
    {"duration", "Duration", 11, 0},
    {"importance", "Imp.", 6, 0},
    {"goal", "Description", 45, 0},
};
static const char *const goal_labels[] = {
    "Average response time", "Response time with percentile", "Execution velocity", "Discretionary",
};

static void period_cells(const struct pol_object *o, char (*bufs)[OBJ_CELL_MAX])
{
    const char *d = pol_get_key(o, "duration"), *imp = pol_get_key(o, "importance");
    snprintf(bufs[0], OBJ_CELL_MAX, "%u", (unsigned)o->position);
    snprintf(bufs[1], OBJ_CELL_MAX, "%s", d ? d : "");
    snprintf(bufs[2], OBJ_CELL_MAX, " %s", imp ? imp : "");
    wlm_goal_words(o, false, bufs[3], OBJ_CELL_MAX);
}

/* The fields of a period's goal type (research/wlm.md §1.5): importance but for discretionary,
 * a duration but for discretionary (always last), the response time of both response-time
 * goals, the percentile, the velocity. */
static bool period_field(const struct pol_object *o, const struct attr_def *a)
{
    const char *t = pol_get_key(o, "goaltype");
    bool disc = t && strcmp(t, "Discretionary") == 0, vel = t && strcmp(t, "Velocity") == 0;
    bool pct = t && strcmp(t, "PercentileResponseTime") == 0, avg = t && strcmp(t, "AverageResponseTime") == 0;
    if (strcmp(a->key, "importance") == 0 || strcmp(a->key, "duration") == 0)
        return !disc;
    if (strcmp(a->key, "resptime") == 0)
        return pct || avg;
    if (strcmp(a->key, "percentile") == 0)
        return pct;
    if (strcmp(a->key, "velocity") == 0)
        return vel;
    return true;
}

/* WLM006 on the period's panel: a duration on every period but the last, none on the last
 * (research/wlm.md §1.5). */
static bool period_check(const struct pol_object *o, const struct entry_value *v, size_t n,
                         struct entry_result *res)
{
    const char *d = NULL;
    for (size_t i = 0; i < n; i++)
        if (strcmp(v[i].def->key, "duration") == 0)
            d = v[i].value;
    const char *t = pol_get_key(o, "goaltype");
    bool last = o->position == pol_child_count(o->parent, o->kind);
    if (!d || (t && strcmp(t, "Discretionary") == 0) || (last == !d[0]))
        return true;
    res->field_key = "duration";
    snprintf(res->short_msg, sizeof res->short_msg, last ? "Last period: no duration" : "Duration needed");
    snprintf(res->msg, sizeof res->msg, last
             ? "Period %u is the last of the class: it takes no duration, its work stays in it until it "
               "completes [WLM006]."
             : "Period %u is not the last of the class: its duration says how many service units its "
               "work uses before it moves to the next period [WLM006].",
             (unsigned)o->position);
    return false;
}

static const struct obj_field period_fields[] = {
    {"importance", "Importance", "1 (highest) to 5", 0},
    {"duration", "Duration", "service units; blank in the last period", 0},
    {"velocity", "Velocity", "1-99", 0},
    {"resptime", "Response time", "HH:MM:SS.mmm", 0},
    {"percentile", "Percentile", "1-99", 0},
    {NULL, NULL, NULL, 0},
};

const struct obj_rows_def wlm_period_rows = {
    .kind = "PERIOD",
    .lcmds = period_lcmds,
    .actions = period_actions_of,
    .row_def = &wlm_period_panel,
    .instruction = "Specify BASE GOAL information.  Action Codes: I=Insert new period,\n"
                   "E=Edit period, D=Delete period.",
    .groups = "        ---Period---  ---------------------Goal---------------------",
    .lc_heading = "Action",
    .lc_indent = 2,
    .lc_width = 2,
    .cols = period_cols,
    .ncols = sizeof period_cols / sizeof period_cols[0],
    .marker = "End of data",
    .help = "Action codes of the goal periods: I inserts a new period after the row (on the line "
            "above the first period, before it), E edits the period, D deletes it. I and E ask for "
            "the goal type first. The periods are saved with the service class (F3).",
    .cells = period_cells,
    .pick_key = "goaltype",
    .pick_labels = goal_labels,
    .pick_title = "Choose a goal type",
    .row_fields = period_fields,
    .row_field = period_field,
    .row_check = period_check,
    .row_noun = "Period",
};

const struct panel_def wlm_repclass_panel = {
    .id = "WLM710", .title = "Report Class", .kind = PANEL_ENTRY, .actions = rc_actions,
    .keys = &keylist_entry, .pulldowns = rc_pulldowns,
    .help = "A report class gathers the work that classification rules give it for reporting; it "
            "inherits its periods from the service classes that feed it.\n" SAVES,
};
static const struct obj_field repclass_fields[] = {
    {"descr", "Description", NULL, 0},
    {NULL, NULL, NULL, 0},
};

const struct panel_def wlm_tenantrg_panel = {
    .id = "WLM760", .title = "Tenant Resource Group", .kind = PANEL_ENTRY, .actions = trg_actions,
    .keys = &keylist_entry, .pulldowns = trg_pulldowns,
    .help = "A tenant resource group meters (and may cap) the work of a tenant for Tailored Fit "
            "Pricing: its tenant, the 64-character solution id, the capacity type and maximum. "
            "IBM's panel for it is not documented here: the fields follow the XML's order.\n" SAVES,
};
static const struct obj_field tenantrg_fields[] = {
    {"descr", "Description", NULL, 0},
    {"tenantid", "Tenant id", NULL, 0},
    {"tenantname", "Tenant name", NULL, 0},
    {"solutionid", "Solution id", NULL, 0},
    {"rgtype", "Capacity type", NULL, 0},
    {"capmax", "Maximum capacity", NULL, 0},
    {"specialty", "Include specialty processors", "(YES or NO)", FD_CAPS},
    {NULL, NULL, NULL, 0},
};

const struct panel_def wlm_tenantrc_panel = {
    .id = "WLM780", .title = "Tenant Report Class", .kind = PANEL_ENTRY, .actions = trc_actions,
    .keys = &keylist_entry, .pulldowns = trc_pulldowns,
    .help = "A tenant report class reports the work classification rules give it under its tenant "
            "resource group.\n" SAVES,
};
static const struct obj_field tenantrc_fields[] = {
    {"descr", "Description", NULL, 0},
    {"tenantrg", "Tenant Resource Group", "(name or ?)", FD_CAPS},
    {NULL, NULL, NULL, 0},
};

static const struct obj_entry_def entries[] = {
    {.kinds = B(WLM_DEFINITION), .def = &wlm_definition_panel, .name_label = "Definition name",
     .fields = definition_fields, .no_top = true},
    {.kinds = B(WLM_POLICY), .def = &wlm_policy_panel, .name_label = "Service Policy Name",
     .fields = policy_fields, .no_top = true},
    {.kinds = B(WLM_WORKLOAD), .def = &wlm_workload_panel, .name_label = "Workload Name",
     .fields = workload_fields, .no_top = true},
    {.kinds = B(WLM_RESGROUP), .def = &wlm_resgroup_panel, .name_label = "Resource Group Name",
     .fields = resgroup_fields, .no_top = true},
    {.kinds = B(WLM_SERVCLASS), .def = &wlm_servclass_panel, .name_label = "Service Class Name",
     .fields = servclass_fields, .no_top = true, .rows = &wlm_period_rows},
    {.kinds = B(WLM_REPCLASS), .def = &wlm_repclass_panel, .name_label = "Report Class Name",
     .fields = repclass_fields, .no_top = true},
    {.kinds = B(WLM_TENANTRG), .def = &wlm_tenantrg_panel, .name_label = "Tenant Resource Group Name",
     .fields = tenantrg_fields, .no_top = true},
    {.kinds = B(WLM_CLASSIFICATION), .def = &wlm_rules_panel, .name_label = "Subsystem Type",
     .fields = wlm_rules_fields, .no_top = true, .rows = &wlm_rules_rows,
     .name_ns = WLM_NS_SUBSYSTEM_TYPE, .command = wlm_rules_command,
     .title_object = "Rules for the Subsystem Type"},
    {.kinds = B(WLM_TENANTRC), .def = &wlm_tenantrc_panel, .name_label = "Tenant Report Class Name",
     .fields = tenantrc_fields, .no_top = true},
    {.kinds = B(WLM_APPLENV), .def = &wlm_applenv_panel, .name_label = "Appl Environment Name",
     .fields = wlm_applenv_fields, .no_top = true},
    {.kinds = B(WLM_SCHENV), .def = &wlm_schenv_panel, .name_label = "Scheduling Environment Name",
     .fields = wlm_schenv_fields, .no_top = true, .rows = &wlm_states_rows},
    {.kinds = B(WLM_RESOURCE), .def = &wlm_resource_panel, .name_label = "Resource Name",
     .fields = wlm_resource_fields, .no_top = true},
    {.kinds = B(WLM_CLASSGROUP), .def = &wlm_classgroup_panel, .name_label = "Group Name",
     .fields = wlm_classgroup_fields, .no_top = true, .rows = &wlm_members_rows},
};

/* ---- names (F4, ?) ----------------------------------------------------------------------------- */

/* The names of the definition def's objects of namespace fd->ns, with their descriptions. */
static int names(struct app *app, const char *def, const struct field_def *fd, struct prompt_list *out,
                 char *why, size_t len)
{
    if (fd->ns && strcmp(fd->ns, WLM_NS_SUBSYSTEM_TYPE) == 0)
        return wlm_subsystem_names(out, why, len);
    const struct system_def *sys = wlm_system();
    const struct kind_def *kinds[1] = {NULL};
    for (size_t i = 0; fd->ns && i < sys->nkinds; i++)
        if (strcmp(sys->kinds[i].ns, fd->ns) == 0 && !(sys->kinds[i].flags & KF_UNNAMED))
            kinds[0] = &sys->kinds[i];
    if (!kinds[0] || !def[0])
        return 0;
    static const char *const keys[] = {"descr"};
    struct store_list_spec spec = {kinds, 1, def, NULL, keys, 1, NULL, NULL};
    struct store_list_page pg;
    struct store_error err = {0};
    if (store_list_window(app->store, &spec, NULL, 0, 4096, &pg, &err) != STORE_OK) {
        snprintf(why, len, "%s", err.msg);
        return -1;
    }
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < pg.n; i++)
        rc = prompt_list_add(out, pg.rows[i].name, pg.rows[i].vals[0] ? pg.rows[i].vals[0] : "");
    store_list_free(&pg);
    if (rc < 0)
        snprintf(why, len, "out of memory");
    return rc;
}

static const char *refusal(const struct diag *d)
{
    (void)d;
    return "Not allowed";
}

const struct panel_def wlm_columns_panel = {
    .id = "WLM290", .title = "Attributes to Show", .kind = PANEL_TABLE, .keys = &keylist_table,
    .lcmds = (const struct lcmd_def[]){{"S", "Show or hide"}, {NULL, NULL}},
    .help = "The attributes of the objects listed; S on one adds it to the list's columns, or takes "
            "it off.",
};

const struct obj_panels wlm_obj_panels = {
    .top_noun = "service definition",
    .name_help = "The object's name: up to 8 characters (letters, digits, national characters and _), "
                 "unique among the objects of its kind in the service definition.",
    .entries = entries,
    .nentries = sizeof entries / sizeof entries[0],
    .columns = &wlm_columns_panel,
    .names = names,
    .refusal = refusal,
    .stamp = wlm_stamp,
    .entry_command = wlm_entry_command,
};

/* ---- S on a finding ----------------------------------------------------------------------------- */

int wlm_object_open(struct console *c, struct app *app, const struct obj_ref *ref)
{
    struct obj_ref r = *ref;
    if (ref->kind && wlm_is_kind(ref->kind, WLM_PERIOD)) {
        /* a goal period is shown in its service class's panel */
        struct policy pol;
        policy_init(&pol);
        struct pol_object *top = obj_load(c, app, wlm_system(), &pol, ref->top, 0);
        const struct pol_object *o = top ? pol_find_uid(top, ref->uid) : NULL;
        const struct pol_object *cls = o && o->parent && wlm_is_kind(o->parent->kind, WLM_SERVCLASS) ? o->parent : NULL;
        if (cls) {
            r.kind = cls->kind;
            r.ns = cls->kind->ns;
            r.uid = cls->uid;
            snprintf(r.name, sizeof r.name, "%s", cls->name);
            r.attr[0] = '\0';
        }
        policy_free(&pol);
        if (!cls) {
            if (top)
                console_msg(c, MSG_OBJECT_GONE, "The goal period's service class", NULL);
            return -1;
        }
    }
    return obj_object_open(c, app, &wlm_obj_panels, &r);
}
