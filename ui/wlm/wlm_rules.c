/* ui/wlm/wlm_rules.c — the classification rules of the WLM panels: the Subsystem Type Selection
 * List (WLM610, option 6 of the Definition Menu) and Modify Rules for the Subsystem Type (WLM620;
 * seed 000 Figure 3, PANELS.md, research/wlm.md §1.9, §3.1, addenda D.16 and E). The rules are the
 * subsystem type's nested rows under its fields, edited with IBM's action codes A B C D M R I IS
 * in either case through the engine's line-command phase (ui/objects/objphase.c): every code of
 * the screen applied on Enter as one change, each on a rule with its sub-rules, saved by F3 in one
 * journal batch. See wlm_panels.h. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "model/wlm/wlm_model.h"
#include "model/wlm/wlm_qualifier.h"
#include "ui/engine/keylist.h"
#include "ui/wlm/wlm_panels.h"

#define CODES "1=Create 2=Copy 3=Modify 4=Browse 5=Print 6=Delete /=Menu Bar"

static const struct lcmd_def list_codes[] = {
    {"1", "Create"}, {"2", "Copy"}, {"3", "Modify"}, {"4", "Browse"}, {"5", "Print"}, {"6", "Delete"},
    {NULL, NULL},
};
static const char *const list_actions[] = OBJ_LIST_ACTIONS("Subsystem-Type");
static const struct pd_choice list_choices[] = {{"New...", "INSERT", 'N'}, OBJ_LIST_CHOICES_END};
static const struct pulldown list_pulldowns[] = OBJ_LIST_PULLDOWNS("Subsystem-Type", list_choices);

const struct panel_def wlm_subsystems_panel = {
    .id = "WLM610", .title = "Subsystem Type Selection List", .kind = PANEL_TABLE,
    .actions = list_actions, .keys = &keylist_table, .lcmds = list_codes, .instruction = CODES,
    .pulldowns = list_pulldowns,
    .help = "The subsystem types of the service definition that have classification rules, with "
            "the service class and report class of work no rule matches (the defaults). 3 on a "
            "row modifies its rules (WLM620); 1 creates the rules of another subsystem type "
            "(ASCH, CB, CICS, DB2, DDF, EWLM, IMS, IWEB, JES, LDAP, LSFM, MQ, NETV, OMVS, SOM, "
            "STC, SYSH, TCP, TSO).",
};

int wlm_subsystem_names(struct prompt_list *out, char *why, size_t len)
{
    for (int i = 0; wlm_subsystem_name(i); i++)
        if (prompt_list_add(out, wlm_subsystem_name(i), wlm_subsystem_label(i)) < 0) {
            snprintf(why, len, "out of memory");
            return -1;
        }
    return 0;
}

static const char *const rules_actions[] = {"Subsystem-Type", "Xref", "Notes", "Options", "Help", NULL};
static const struct pd_choice xref_choices[] = {
    {"Classification what-if...", "WHATIF", 'W'},
    {NULL, NULL, 0},
};
static const struct pulldown rules_pulldowns[] = {
    {"Subsystem-Type", obj_entry_choices, obj_entry_choice_state}, {"Xref", xref_choices, NULL},
    {NULL, NULL, NULL},
};
static const struct pulldown rule_pulldowns[] = {
    {"Subsystem-Type", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL},
};

enum panel_rc wlm_rules_command(struct console *c, struct app *app, const char *top, const char *name,
                                const struct cmd *cmd)
{
    if (strcasecmp(cmd->word, "WHATIF") != 0)
        return PANEL_PASS;
    wlm_whatif_open(c, app, top, name);
    return PANEL_DONE;
}

const struct panel_def wlm_rules_panel = {
    .id = "WLM620", .title = "Rules for the Subsystem Type", .kind = PANEL_ENTRY,
    .actions = rules_actions, .keys = &keylist_entry_wide, .pulldowns = rules_pulldowns,
    .help = "The classification rules of one subsystem type, a rule's sub-rules under it with "
            "their level: the first rule at level 1 whose qualifier matches gives the work its "
            "service and report class, a matching rule's sub-rules refine it, and work no rule "
            "matches gets the defaults.\n"
            "Action codes, typed in either case: A=After and B=Before say where a C=Copy or "
            "M=Move goes (after the target's sub-rules, or before the target, at its level; the "
            "rule takes its sub-rules with it and their levels shift); R=Repeat copies a rule with "
            "its sub-rules after them; D=Delete row deletes it with its sub-rules, asking first "
            "when it has any; I=Insert rule adds one at its level after its sub-rules; "
            "IS=Insert Sub-rule one level below it, as its first sub-rule. Every code of the "
            "screen is applied together on Enter, or none when one cannot be (a C or M alone "
            "waits for its A or B). IBM's maximum nesting depth is not documented (about 15 "
            "[U]): any depth the XML can hold is taken. F3 saves, F12 discards.\n"
            "The DEFAULTS line gives the service and report class of work no rule matches. "
            "More ===> says that F11 shows further columns: Storage Critical, Manage Region "
            "Using Goals Of (TRANSACTION, REGION, BOTH: XML RegionGoal No, Yes, Both) and "
            "Reporting Attribute, then the rule's description. IBM's panel shows each attribute "
            "only for the subsystem types that allow it, and whether Reporting Attribute is on "
            "that scroll is unconfirmed [U]: wlmcon shows all three for every type.\n"
            "A rule that an earlier rule at its level always matches first (WLM038) is marked ! "
            "as soon as a change puts it there; S on it shows the finding. Xref, Classification "
            "what-if (WHATIF) classifies a piece of work of this subsystem type (WLM630).",
};

const struct panel_def wlm_rule_panel = {
    .id = "WLM625", .title = "Classification Rule", .kind = PANEL_ENTRY, .actions = rules_actions,
    .keys = &keylist_entry, .pulldowns = rule_pulldowns,
    .help = "One classification rule: its qualifier type (F4 lists them), the value compared (% "
            "masks one character, * is a wildcard only last or alone: DB2*IRLM is literal), the "
            "start position in a long qualifier, the classes it gives (blank inherits the "
            "parent rule's), and the attributes behind More ===> on IBM's panel (Storage "
            "Critical, Manage Region Using Goals Of, Reporting Attribute [U where they apply]).",
};

const struct obj_field wlm_rules_fields[] = {
    {"descr", "Description", NULL, 0},
    {"fold", "Fold qualifier names?", "(Y or N)", FD_CAPS},
    {"defservclass", "Default service class", "(name or ?)", FD_CAPS},
    {"defrepclass", "Default report class", "(name or ?)", FD_CAPS},
    {NULL, NULL, NULL, 0},
};

static const struct obj_field rule_fields[] = {
    {"qualtype", "Qualifier type", NULL, 0},
    {"qualvalue", "Qualifier name", NULL, 0},
    {"start", "Start position", NULL, 0},
    {"servclass", "Service class", "(name or ?)", FD_CAPS},
    {"repclass", "Report class", "(name or ?)", FD_CAPS},
    {"descr", "Description", NULL, 0},
    {"storcrit", "Storage Critical", NULL, 0},
    {"regiongoal", "Manage Region Using Goals Of", NULL, 0},
    {"reportattr", "Reporting Attribute", NULL, 0},
    {NULL, NULL, NULL, 0},
};

static const struct lcmd_def rule_codes[] = {
    {"A", "After"}, {"B", "Before"}, {"C", "Copy"}, {"D", "Delete row"}, {"M", "Move"},
    {"R", "Repeat"}, {"I", "Insert rule"}, {"IS", "Insert Sub-rule"}, {"E", "Edit"},
    {"S", "Show finding"}, {NULL, NULL},
};
static const enum obj_row_action rule_acts[] = {
    OBJ_ROW_AFTER, OBJ_ROW_BEFORE, OBJ_ROW_COPY, OBJ_ROW_DELETE, OBJ_ROW_MOVE, OBJ_ROW_REPEAT,
    OBJ_ROW_INSERT, OBJ_ROW_INSERT_SUB, OBJ_ROW_EDIT, OBJ_ROW_FINDING,
};

/* The rows' columns: the qualifier and classes, then those behind More ===> (research/wlm.md
 * addendum D.17), then the rule's description. */
enum { C_LEVEL, C_TYPE, C_NAME, C_START, C_SERV, C_REP, C_CRIT, C_REGION, C_RATTR, C_DESCR, C_N };
static const struct tbl_col rule_cols[C_N] = {
    {"level", "", 3, TC_RIGHT}, {"type", "Type", 11, 0}, {"name", "Name", 9, 0},
    {"start", "Start", 21, 0}, {"servclass", "Service", 12, 0}, {"repclass", "Report", 9, 0},
    {"storcrit", "Critical", 10, 0}, {"regiongoal", "Using Goals Of", 16, 0},
    {"reportattr", "Attribute", 11, 0}, {"descr", "Description", 33, 0},
};
static const int classes_cols[] = {C_LEVEL, C_TYPE, C_NAME, C_START, C_SERV, C_REP, -1};
static const int attrs_cols[] = {C_LEVEL, C_TYPE, C_NAME, C_CRIT, C_REGION, C_RATTR, -1};
static const int descr_cols[] = {C_LEVEL, C_TYPE, C_NAME, C_DESCR, -1};
static const struct erows_view rule_views[] = {
    {"          --------Qualifier--------               -------Class--------", classes_cols},
    {"           -----Qualifier----- Storage   Manage Region   Reporting", attrs_cols},
    {"           -----Qualifier-----", descr_cols},
};
/* The DEFAULTS line: the subsystem type's default classes under the rules' class columns. */
static const char *const rule_top[C_N] = {[C_SERV] = "defservclass", [C_REP] = "defrepclass"};

const struct panel_def wlm_rule_finding_panel = {
    .id = "WLM627", .title = "Rule Finding", .kind = PANEL_POPUP, .keys = &keylist_help,
    .help = "The finding that marks a classification rule with ! on Modify Rules for the Subsystem "
            "Type, checked again each time the rules change; Validate (=5) lists it with the others.",
};

/* The ISPF code of a rule's qualifier type (its XML name as stored), or the name itself. */
static const char *type_code(const struct pol_object *o)
{
    const char *t = pol_get_key(o, "qualtype");
    struct wlm_qualifier_ref r = t ? wlm_qualifier_find(t) : (struct wlm_qualifier_ref){0};
    static char buf[8];
    if (!r.q)
        return t ? t : "";
    snprintf(buf, sizeof buf, "%s%s", r.q->code, r.group ? "G" : "");
    return buf;
}

/* value as ISPF shows attribute key of a rule (research/wlm.md addendum D.17: RegionGoal No, Yes,
 * Both are TRANSACTION, REGION, BOTH), its default when the rule states none. */
static const char *ispf_value(const struct pol_object *o, const char *key)
{
    const char *v = pol_get_key(o, key);
    if (strcmp(key, "regiongoal") == 0)
        return !v || strcmp(v, "No") == 0 ? "TRANSACTION" : strcmp(v, "Yes") == 0 ? "REGION" : "BOTH";
    if (strcmp(key, "storcrit") == 0)
        return v && strcmp(v, "Yes") == 0 ? "YES" : "NO";
    return !v || strcmp(v, "None") == 0 ? "NONE" : strcmp(v, "Mobile") == 0 ? "MOBILE" : v;
}

/* obj_rows_def.row_choices: the qualifier types (and their group forms) the subsystem type of
 * rule o accepts, where the qualifier matrix covers the type (model/wlm/wlm_qualifier.h);
 * NULL for the others and for every other attribute. */
static const struct attr_choice *rule_choices(const struct pol_object *o, const struct attr_def *a)
{
    enum { TYPES = 32, CHOICES = 64 };
    static struct attr_choice lists[TYPES][CHOICES];
    static bool made[TYPES];
    const struct pol_object *c = o;
    while (c && !wlm_is_kind(c->kind, WLM_CLASSIFICATION))
        c = c->parent;
    int t = c && c->name ? wlm_subsystem_index(c->name) : -1;
    if (strcmp(a->key, "qualtype") != 0 || t < 0 || t >= TYPES || !wlm_subsystem_checked(t))
        return NULL;
    if (!made[t]) {
        int n = 0;
        for (int i = 0; a->choices && a->choices[i].value && n + 1 < CHOICES; i++) {
            struct wlm_qualifier_ref r = wlm_qualifier_find(a->choices[i].value);
            if (r.q && (r.q->subsystems & WLM_SS_BIT(t)))
                lists[t][n++] = a->choices[i];
        }
        made[t] = true;
    }
    return lists[t];
}

/* A rule's cells: level, type indented by level, name, start, classes, the attributes behind
 * More ===>, description. */
static void rule_cells(const struct pol_object *o, char (*bufs)[OBJ_CELL_MAX])
{
    unsigned level = pol_depth(o) - 1;   /* definition 0, subsystem type 1 */
    const char *v;
    snprintf(bufs[C_LEVEL], OBJ_CELL_MAX, "%u", level);
    snprintf(bufs[C_TYPE], OBJ_CELL_MAX, "%*s%s", (int)(level > 4 ? 4 : level - 1) * 2, "", type_code(o));
    snprintf(bufs[C_NAME], OBJ_CELL_MAX, "%s", (v = pol_get_key(o, "qualvalue")) ? v : "");
    snprintf(bufs[C_START], OBJ_CELL_MAX, "%s", (v = pol_get_key(o, "start")) ? v : "___");
    snprintf(bufs[C_SERV], OBJ_CELL_MAX, "%s", (v = pol_get_key(o, "servclass")) ? v : "");
    snprintf(bufs[C_REP], OBJ_CELL_MAX, "%s", (v = pol_get_key(o, "repclass")) ? v : "");
    snprintf(bufs[C_CRIT], OBJ_CELL_MAX, "%s", ispf_value(o, "storcrit"));
    snprintf(bufs[C_REGION], OBJ_CELL_MAX, "%s", ispf_value(o, "regiongoal"));
    snprintf(bufs[C_RATTR], OBJ_CELL_MAX, "%s", ispf_value(o, "reportattr"));
    snprintf(bufs[C_DESCR], OBJ_CELL_MAX, "%s", (v = pol_get_key(o, "descr")) ? v : "");
}

static void rule_label(const struct pol_object *o, char *out, size_t len)
{
    const char *v = pol_get_key(o, "qualvalue");
    snprintf(out, len, "%s %s", type_code(o), v ? v : "");
}

const struct obj_rows_def wlm_rules_rows = {
    .kind = "RULE",
    .lcmds = rule_codes,
    .actions = rule_acts,
    .row_def = &wlm_rule_panel,
    .instruction = "Action codes:   A=After     C=Copy        M=Move     I=Insert rule\n"
                   "                B=Before    D=Delete row  R=Repeat   IS=Insert Sub-rule",
    .groups = "          --------Qualifier--------               -------Class--------",
    .lc_heading = "Action",
    .lc_indent = 1,
    .lc_width = 4,
    .cols = rule_cols,
    .ncols = C_N,
    .help = "A=After B=Before C=Copy D=Delete row M=Move R=Repeat I=Insert rule IS=Insert Sub-rule "
            "E=Edit, in either case; every code of the screen is applied together on Enter, each "
            "on a rule with its sub-rules. S on a rule marked ! shows its finding (WLM038: an "
            "earlier rule at its level always matches first). F11 shows the columns to the "
            "right, F10 those to the left. F3 saves the subsystem type with its rules.",
    .cells = rule_cells,
    .row_fields = rule_fields,
    .row_noun = "Rule",
    .nested = true,
    .row_label = rule_label,
    .views = rule_views,
    .nviews = sizeof rule_views / sizeof rule_views[0],
    .top_fields = rule_top,
    .top_label = "DEFAULTS:",
    .keys = &keylist_entry_rows_wide,
    .row_choices = rule_choices,
    .mark_rule = "WLM038",
    .finding_def = &wlm_rule_finding_panel,
};
