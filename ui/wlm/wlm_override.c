/* ui/wlm/wlm_override.c — a service policy's overrides (codes 7, 8 and 9 of the Service Policy
 * Selection List): the Override Service Class Selection List (WLM232), the Override Resource
 * Group Selection List (WLM234) and, ours, the Override Tenant Resource Group Selection List
 * (WLM236). Each lists every object of its base kind with whether the policy overrides it and
 * what it then has, under IBM's codes 3=Override 4=Browse 5=Print 6=Restore Base attributes
 * (research/wlm.md addendum D.18). 3 opens the override's entry panel: a service class's is the
 * WLM310 panel in override mode (its goal periods the override's), a resource group's WLM285, a
 * tenant resource group's WLM765; an object not overridden yet gets an override made from its
 * base attributes, saved by F3 (research/wlm.md §1.2: an override's absent values keep the
 * base's). See wlm_panels.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/wlm/wlm_panels.h"

#define B(k) (UINT64_C(1) << (k))

/* ---- the entry panels of the overrides ------------------------------------------------------- */

static const char *const rg_actions[] = {"Resource-Group", "Options", "Help", NULL};
static const struct pulldown rg_pulldowns[] = {
    {"Resource-Group", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL}};

#define SAVES_OVR "F3 saves the override with its policy in one transaction and one journal batch " \
                  "(History shows and undoes it); F12 leaves without saving (an override not "    \
                  "saved yet is not made)."

const struct panel_def wlm_rgoverride_panel = {
    .id = "WLM285", .title = "Override Resource Group", .kind = PANEL_ENTRY, .actions = rg_actions,
    .keys = &keylist_entry, .pulldowns = rg_pulldowns,
    .help = "The resource group's capacity while the policy is active (IBM's Override Resource "
            "Group panel; the layout and id are ours): the capacity type, minimum and maximum and "
            "whether specialty engines count, first as the base resource group has them.\n" SAVES_OVR,
};

static const char *const trg_actions[] = {"Tenant-Resource-Group", "Options", "Help", NULL};
static const struct pulldown trg_pulldowns[] = {
    {"Tenant-Resource-Group", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL}};

const struct panel_def wlm_trgoverride_panel = {
    .id = "WLM765", .title = "Override Tenant Resource Group", .kind = PANEL_ENTRY,
    .actions = trg_actions, .keys = &keylist_entry, .pulldowns = trg_pulldowns,
    .help = "The tenant resource group's capacity while the policy is active: the capacity type, "
            "maximum and whether specialty engines count, first as the base tenant resource group "
            "has them. This panel is ours: IBM's panel and code for tenant resource group "
            "overrides are not documented [U].\n" SAVES_OVR,
};

static const struct obj_field sco_fields[] = {
    {"servclass", "Service Class Name", NULL, 0},
    {"resgroup", "Resource Group", "(name or ?; blank keeps the base)", FD_CAPS},
    {"cpucrit", "Cpu Critical", "(YES or NO)", FD_CAPS},
    {NULL, NULL, NULL, 0},
};
static const struct obj_field rgo_fields[] = {
    {"resgroup", "Resource Group Name", NULL, 0},
    {"rgtype", "Capacity type", NULL, 0},
    {"capmin", "Minimum capacity", NULL, 0},
    {"capmax", "Maximum capacity", NULL, 0},
    {"specialty", "Include specialty processors", "(YES or NO)", FD_CAPS},
    {NULL, NULL, NULL, 0},
};
static const struct obj_field trgo_fields[] = {
    {"tenantrg", "Tenant Resource Group Name", NULL, 0},
    {"rgtype", "Capacity type", NULL, 0},
    {"capmax", "Maximum capacity", NULL, 0},
    {"specialty", "Include specialty processors", "(YES or NO)", FD_CAPS},
    {NULL, NULL, NULL, 0},
};

/* The object overridden is shown, not typed: an override names the object it changes. */
static void named_output(struct field_def *fd)
{
    if (strcmp(fd->key, "servclass") == 0 || strcmp(fd->key, "tenantrg") == 0 ||
        (strcmp(fd->key, "resgroup") == 0 && strcmp(fd->label, "Resource Group Name") == 0))
        fd->flags |= FD_OUTPUT;
}

/* The goal periods of a service class override: those of wlm_period_rows, IBM's words for them. */
static struct obj_rows_def ovr_periods;

static const struct obj_entry_def entries[] = {
    {.kinds = B(WLM_SCOVERRIDE), .def = &wlm_servclass_panel, .name_label = "Override",
     .fields = sco_fields, .no_top = true, .rows = &ovr_periods,
     .title_object = "Override Attributes of a Service Class", .field_adjust = named_output},
    {.kinds = B(WLM_RGOVERRIDE), .def = &wlm_rgoverride_panel, .name_label = "Override",
     .fields = rgo_fields, .no_top = true, .title_object = "Resource Group Override",
     .field_adjust = named_output},
    {.kinds = B(WLM_TRGOVERRIDE), .def = &wlm_trgoverride_panel, .name_label = "Override",
     .fields = trgo_fields, .no_top = true,
     .title_object = "Tenant Resource Group Override", .field_adjust = named_output},
};

/* WLM's object panels with the overrides' entry panels in place of the others. */
static const struct obj_panels *ovr_panels(void)
{
    static struct obj_panels panels;
    panels = wlm_obj_panels;
    panels.entries = entries;
    panels.nentries = sizeof entries / sizeof entries[0];
    ovr_periods = wlm_period_rows;
    ovr_periods.instruction = "Specify OVERRIDE GOAL information.  Action Codes: I=Insert new "
                              "period,\nE=Edit period, D=Delete period.";
    return &panels;
}

/* ---- the three lists ------------------------------------------------------------------------- */

/* What one override list lists. */
struct ovr_def {
    const char *code;              /* its code on the policy list ("7") */
    enum wlm_kind base, ovr;       /* the kind listed and the kind of its overrides */
    const char *ref;               /* the override's attribute naming the base object */
    const struct panel_def *def;
    const struct obj_col *cols;
    size_t ncols;
    const char *title;             /* the list's title, before " of POLICY" */
};

static const struct lcmd_def ovr_codes[] = {
    {"3", "Override"}, {"4", "Browse"}, {"5", "Print"}, {"6", "Restore Base attributes"}, {NULL, NULL},
};

#define OVR_CODES "3=Override 4=Browse 5=Print 6=Restore Base attributes /=Menu Bar"
#define OVR_HELP                                                                                   \
    "\nAction codes, as in IBM's application: 3 overrides the row's object in the policy (its "     \
    "override's entry panel, made from the base attributes when there is none yet), 4 browses "     \
    "the override (the base object when there is none), 5 prints the object, 6 restores the base " \
    "attributes: the override is deleted after a confirmation. Overridden says YES for an object "  \
    "the policy overrides; the other columns show what the object has while the policy is active."

#define OVR_LIST(ident, pid, ttl, noun, text)                                                     \
    static const char *const ident##_actions[] = OBJ_LIST_ACTIONS(noun);                          \
    static const struct pd_choice ident##_choices[] = {OBJ_LIST_CHOICES_END};                     \
    static const struct pulldown ident##_pulldowns[] = OBJ_LIST_PULLDOWNS(noun, ident##_choices); \
    const struct panel_def wlm_##ident##_panel = {                                                \
        .id = pid, .title = ttl, .kind = PANEL_TABLE, .actions = ident##_actions,                 \
        .keys = &keylist_table, .lcmds = ovr_codes, .instruction = OVR_CODES,                     \
        .pulldowns = ident##_pulldowns, .help = text OVR_HELP}

OVR_LIST(scoverrides, "WLM232", "Override Service Class Selection List", "Service-Class",
         "The service classes of the definition and, for those the policy overrides, the goal, "
         "resource group and CPU critical they have while the policy is active (IBM's Override "
         "Service Class Selection List, code 7 on the policy list). An override with goal periods "
         "replaces the base goal; its resource group blank keeps the base one.");
OVR_LIST(rgoverrides, "WLM234", "Override Resource Group Selection List", "Resource-Group",
         "The resource groups of the definition and, for those the policy overrides, the capacity "
         "they have while the policy is active (IBM's Override Resource Group Selection List, "
         "code 8 on the policy list).");
OVR_LIST(trgoverrides, "WLM236", "Override Tenant Resource Group Selection List",
         "Tenant-Resource-Group",
         "The tenant resource groups of the definition and, for those the policy overrides, the "
         "capacity they have while the policy is active. Code 9 on the policy list and this list "
         "are ours: IBM's code for tenant resource group overrides is not documented [U].");

#define AFTER "~"

static const struct obj_col sco_cols[] = {
    {{"name", "Class", 9, TC_FIXED}, NULL},
    {{"@ovr", "Overridden", 10, 0}, AFTER},
    {{"@imp", "Imp", 3, TC_RIGHT}, AFTER},
    {{"@goal", "Goal", 22, 0}, AFTER},
    {{"@resgroup", "Res group", 9, 0}, AFTER},
    {{"@cpucrit", "CPU crit", 8, 0}, AFTER},
};
static const struct obj_col rgo_cols[] = {
    {{"name", "Name", 9, TC_FIXED}, NULL},
    {{"@ovr", "Overridden", 10, 0}, AFTER},
    {{"@rgtype", "Capacity type", 20, 0}, AFTER},
    {{"@capmin", "Minimum", 10, TC_RIGHT}, AFTER},
    {{"@capmax", "Maximum", 10, TC_RIGHT}, AFTER},
};
static const struct obj_col trgo_cols[] = {
    {{"name", "Name", 9, TC_FIXED}, NULL},
    {{"@ovr", "Overridden", 10, 0}, AFTER},
    {{"@rgtype", "Capacity type", 20, 0}, AFTER},
    {{"@capmax", "Maximum", 10, TC_RIGHT}, AFTER},
};

#define N(a) (sizeof a / sizeof a[0])

static const struct ovr_def defs[] = {
    {"7", WLM_SERVCLASS, WLM_SCOVERRIDE, "servclass", &wlm_scoverrides_panel, sco_cols, N(sco_cols),
     "Service Class Overrides"},
    {"8", WLM_RESGROUP, WLM_RGOVERRIDE, "resgroup", &wlm_rgoverrides_panel, rgo_cols, N(rgo_cols),
     "Resource Group Overrides"},
    {"9", WLM_TENANTRG, WLM_TRGOVERRIDE, "tenantrg", &wlm_trgoverrides_panel, trgo_cols,
     N(trgo_cols), "Tenant RG Overrides"},
};

/* A list's data: the definition loaded, the policy and what is listed. */
struct ovr_list {
    struct wlm_loaded *ld;
    const struct ovr_def *d;
    char policy[OBJ_NAME_MAX];
};

static void ovr_list_free(void *data)
{
    struct ovr_list *o = data;
    wlm_loaded_free(o->ld);
    free(o);
}

const struct pol_object *wlm_policy_override(const struct pol_object *policy, const struct kind_def *kind,
                                         const char *ref, const char *name)
{
    for (const struct pol_object *o = policy ? pol_first_child(policy, kind) : NULL; o;
         o = pol_next_child(o, kind)) {
        const char *v = pol_get_key(o, ref);
        if (v && strcmp(v, name) == 0)
            return o;
    }
    return NULL;
}

/* The base object named name and its override in the list's policy (NULL when none). */
static const struct pol_object *lookup(struct ovr_list *o, const char *def, const char *name,
                                       const struct pol_object **ovr)
{
    const struct pol_object *top = wlm_loaded_sync(o->ld, def);
    const struct pol_object *pol = top ? pol_find(top, "policy", o->policy) : NULL;
    *ovr = wlm_policy_override(pol, wlm_kind(o->d->ovr), o->d->ref, name);
    return top ? pol_find(top, wlm_kind(o->d->base)->ns, name) : NULL;
}

/* The value of key in force: the override's when it states one, else the base object's. */
static const char *in_force(const struct pol_object *base, const struct pol_object *ovr, const char *key)
{
    const char *v = ovr && schema_attr_index(ovr->kind, key) >= 0 ? pol_get_key(ovr, key) : NULL;
    return v ? v : base ? pol_get_key(base, key) : NULL;
}

static const char *cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n)
{
    struct obj_list *l = ctx;
    struct ovr_list *o = l->data;
    const char *key = l->cols[col].key;
    if (key[0] != '@')
        return obj_list_cell(ctx, r, col, buf, n);
    const struct pol_object *ovr, *base = lookup(o, l->top, r->name, &ovr);
    buf[0] = '\0';
    key++;
    if (strcmp(key, "ovr") == 0)
        snprintf(buf, n, "%s", ovr ? "YES" : "NO");
    else if (strcmp(key, "goal") == 0 || strcmp(key, "imp") == 0) {
        const struct kind_def *pk = wlm_kind(WLM_PERIOD);
        const struct pol_object *first = ovr ? pol_first_child(ovr, pk) : NULL;
        if (!first && base)
            first = pol_first_child(base, pk);
        const char *imp = first ? pol_get_key(first, "importance") : NULL;
        if (first && key[0] == 'g')
            wlm_goal_words(first, true, buf, n);
        else if (imp)
            snprintf(buf, n, "%s", imp);
    } else {
        const char *v = in_force(base, ovr, key);
        snprintf(buf, n, "%s", v ? v : "");
        if (strcmp(key, "cpucrit") == 0)
            for (char *p = buf; *p; p++)
                *p = (char)(*p >= 'a' && *p <= 'z' ? *p - 32 : *p);
    }
    return buf;
}

/* ---- the codes -------------------------------------------------------------------------------- */

/* What make needs: the policy, the base object, the override kind. */
struct make_ctx {
    const char *policy, *name;
    const struct ovr_def *d;
};

/* A new override of the base object in the policy, with the base's values of the attributes both
 * have and, for a service class, copies of its goal periods. */
static struct pol_object *make(struct console *c, struct policy *pol, struct pol_object *top, void *ctx)
{
    const struct make_ctx *m = ctx;
    const struct kind_def *ok = wlm_kind(m->d->ovr);
    struct pol_object *p = pol_find(top, "policy", m->policy);
    const struct pol_object *base = pol_find(top, wlm_kind(m->d->base)->ns, m->name);
    char what[96];
    if (!p || !base) {
        snprintf(what, sizeof what, "%s %s", p ? wlm_kind(m->d->base)->label : "Service policy",
                 p ? m->name : m->policy);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
        return NULL;
    }
    struct pol_object *o = pol_new(pol, ok, p, NULL);
    bool fine = o && pol_set_edited(pol, o, schema_attr_index(ok, m->d->ref), m->name) == 0;
    for (unsigned i = 0; fine && i < ok->nattrs; i++) {
        const char *key = ok->attrs[i]->key, *v = strcmp(key, m->d->ref) ? pol_get_key(base, key) : NULL;
        if (v && schema_attr_index(base->kind, key) >= 0)
            fine = pol_set_edited(pol, o, (int)i, v) == 0;
    }
    const struct kind_def *pk = wlm_kind(WLM_PERIOD);
    for (const struct pol_object *per = pol_first_child(base, pk); fine && per && pol_may_hold(o, pk);
         per = pol_next_child(per, pk))
        fine = pol_copy_subtree(pol, per, o, 0) != NULL;
    if (!fine) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return NULL;
    }
    return o;
}

static enum table_lc_rc line_command(struct console *c, struct obj_list *l, const char *code, const char *key)
{
    struct ovr_list *o = l->data;
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX], msg[320];
    obj_row_names(key, name, top);
    const struct pol_object *ovr;
    lookup(o, l->top, name, &ovr);
    int64_t uid = ovr ? ovr->uid : 0;
    const struct kind_def *ok = wlm_kind(o->d->ovr), *bk = wlm_kind(o->d->base);
    const struct obj_panels *panels = ovr_panels();
    int rc = -1;
    if (strcmp(code, "3") == 0 && uid) {
        rc = obj_edit_child(c, l->app, panels, OBJ_EDIT, ok, l->top, uid);
    } else if (strcmp(code, "3") == 0) {
        struct make_ctx m = {o->policy, name, o->d};
        rc = obj_edit_made(c, l->app, panels, ok, l->top, make, &m);
    } else if (strcmp(code, "4") == 0) {
        rc = uid ? obj_edit_child(c, l->app, panels, OBJ_BROWSE, ok, l->top, uid)
                 : obj_edit_open(c, l->app, &wlm_obj_panels, OBJ_BROWSE, bk, l->top, name);
    } else if (strcmp(code, "5") == 0) {
        rc = wlm_print_open(c, l->app, bk, l->top, name);
    } else if (strcmp(code, "6") == 0 && uid) {
        l->del = (struct obj_delete){.app = l->app, .panels = panels, .kind = ok, .uid = uid};
        snprintf(l->del.top, sizeof l->del.top, "%s", l->top);
        snprintf(l->del.name, sizeof l->del.name, "%s", name);
        rc = obj_delete_ask(c, &l->del);
    } else if (strcmp(code, "6") == 0) {
        snprintf(msg, sizeof msg, "%s %s has no override in policy %s: it has its base attributes.",
                 bk->label, name, o->policy);
        console_msg(c, MSG_REFUSED, msg, NULL);
    }
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

int wlm_overrides_open(struct console *c, struct app *app, const char *def, const char *policy,
                       const char *code)
{
    static const struct kind_def *kinds[N(defs)][1];
    for (size_t i = 0; i < N(defs); i++) {
        if (strcmp(defs[i].code, code) != 0)
            continue;
        struct ovr_list *o = calloc(1, sizeof *o);
        if (!o || !(o->ld = wlm_loaded_new(app))) {
            free(o);
            console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
            return -1;
        }
        o->d = &defs[i];
        snprintf(o->policy, sizeof o->policy, "%s", policy);
        kinds[i][0] = wlm_kind(defs[i].base);
        struct obj_list_spec spec = {
            .def = defs[i].def, .panels = &wlm_obj_panels, .kinds = kinds[i], .nkinds = 1, .top = def,
            .cols = defs[i].cols, .ncols = defs[i].ncols, .line_command = line_command, .cell = cell,
            .data = o, .data_free = ovr_list_free,
        };
        if (obj_list_open(c, app, &spec) < 0)
            return -1;
        char title[96];
        snprintf(title, sizeof title, "%s of %s", defs[i].title, policy);
        panel_set_title(console_top(c), title);
        return 0;
    }
    return -1;
}

int wlm_override_edit(struct console *c, struct app *app, const char *def, const struct pol_object *ovr)
{
    return obj_edit_child(c, app, ovr_panels(), OBJ_EDIT, ovr->kind, def, ovr->uid);
}
