/* ui/mq/mq_edit.c — opening the MQ entry panels: the object read from the store, its values, the
 * defaults beside them (the queue manager's default object when imported, mq_effective), and the
 * revision with the last change from the journal at the bottom (PANELS.md, MQ220). */
#include "ui/mq/mq_edit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const qmgr_actions[] = {"Queue-Manager", "Xref", "Options", "Help", NULL};
static const char *const channel_actions[] = {"Channel", "Xref", "Options", "Help", NULL};
static const char *const queue_actions[] = {"Queue", "Xref", "Options", "Help", NULL};

const struct pd_choice mq_entry_choices[] = {
    {"Save and return", "END", 'S'},
    {"Return without saving", "CANCEL", 'R'},
    {NULL, NULL, 0},
};

/* "Save and return" on a panel that only shows the object (B) is unavailable. */
static enum pd_state entry_choice_state(struct console *c, const struct panel *p, const struct pd_choice *ch)
{
    (void)c;
    return strcmp(ch->cmd, "END") == 0 && !entry_saves(p) ? PD_UNAVAILABLE : PD_AVAILABLE;
}

/* Xref: the panels that show the object among others. A jump ends this panel first, as F3 does. */
static const struct pd_choice xref_choices[] = {
    {"Clusters...", "=2.3", 'C'},
    {"Cluster queue instances...", "=2.2", 'Q'},
    {"Validate the policy...", "=5", 'V'},
    {"Change history...", "=9", 'H'},
    {NULL, NULL, 0},
};

static const struct pulldown qmgr_pulldowns[] = {
    {"Queue-Manager", mq_entry_choices, entry_choice_state}, {"Xref", xref_choices, NULL}, {NULL, NULL, NULL},
};
static const struct pulldown channel_pulldowns[] = {
    {"Channel", mq_entry_choices, entry_choice_state}, {"Xref", xref_choices, NULL}, {NULL, NULL, NULL},
};
static const struct pulldown queue_pulldowns[] = {
    {"Queue", mq_entry_choices, entry_choice_state}, {"Xref", xref_choices, NULL}, {NULL, NULL, NULL},
};

/* The last paragraph of the three panels' help. */
#define SAVE_HELP                                                                                    \
    "The same panel defines a new object (I on a list), one like another (C, as DEFINE LIKE does) "  \
    "or shows one read only (B). A save is one transaction and one journal batch (option 9 shows "   \
    "it and can undo it), refused, saying so, when someone changed the object since this panel "     \
    "read it; the last line gives the revision shown and who changed it last. The Xref choices "     \
    "and =n jumps end this panel first, as F3 does."

static const struct panel_def qmgr_def = {
    .id = "MQ120", .title = "Queue Manager", .kind = PANEL_ENTRY, .actions = qmgr_actions,
    .keys = &keylist_entry_scroll, .pulldowns = qmgr_pulldowns,
    .help = "A queue manager's attributes: its description, how it uses local instances of cluster "
            "queues (CLWLUSEQ) and how many outbound cluster channels the workload algorithm "
            "chooses among (CLWLMRUC), the clusters it holds a full repository for (REPOS or "
            "REPOSNL), its cluster workload exit. The host, platform and command level come from "
            "the dump's header, and the suspension is changed with SU and RE on the queue managers "
            "list: they are shown, not typed.\n"
            "Enter checks every field with MQ's own rules and says which rule refuses a value; F3 "
            "saves and returns; F12 returns without saving, asking first when a field changed. An "
            "empty field is MQ's default, shown at its right. F1 on a field explains it with its "
            "range and the IBM document it comes from; F4 lists the clusters or namelists it can "
            "name. F7 and F8 scroll the panel.\n" SAVE_HELP,
};
static const struct panel_def channel_def = {
    .id = "MQ220", .title = "Channel", .kind = PANEL_ENTRY, .actions = channel_actions,
    .keys = &keylist_entry, .pulldowns = channel_pulldowns,
    .help = "A channel's attributes: its cluster or cluster namelist, connection name, description "
            "and transport, then those the cluster workload algorithm reads: CLWLWGHT, the share of "
            "messages it receives; CLWLPRTY and CLWLRANK, which channels are chosen first; NETPRTY. "
            "An empty field is the default shown at its right: the queue manager's SYSTEM.DEF "
            "channel of the type when it was imported, else MQ's default.\n"
            "Enter checks every field with MQ's own rules (CLWLWGHT from 1 to 99, CLUSTER and "
            "CLUSNL not both) and says which rule refuses a value; F3 saves and returns; F12 "
            "returns without saving, asking first when a field changed. F1 on a field explains it; "
            "F4 lists the clusters or namelists it can name.\n" SAVE_HELP,
};
static const struct panel_def queue_def = {
    .id = "MQ320", .title = "Queue", .kind = PANEL_ENTRY, .actions = queue_actions,
    .keys = &keylist_entry, .pulldowns = queue_pulldowns,
    .help = "A queue's attributes: its description, whether puts are enabled, its usage and, for an "
            "alias or remote queue, what it stands for; then the cluster it is shared in (CLUSTER "
            "or CLUSNL) with what the workload algorithm reads of it: DEFBIND, when an instance is "
            "chosen; CLWLUSEQ, whether a local instance is preferred; CLWLPRTY and CLWLRANK. An "
            "empty field is the default shown at its right.\n"
            "Putting the queue into a cluster is typing its CLUSTER; emptying it takes the queue "
            "out, which asks first (MQ024), since the other queue managers lose that instance. "
            "Enter checks every field with MQ's own rules; F3 saves and returns; F12 returns "
            "without saving, asking first when a field changed. F1 on a field explains it; F4 "
            "lists the names it can take.\n" SAVE_HELP,
};

/* entry_spec.names: the names an attribute field can take. */
static int names(void *ctx, const struct field_def *fd, struct prompt_list *out, char *why, size_t len)
{
    struct mq_edit *e = ctx;
    return mq_names(e->app, e->qmgr, fd, out, why, len);
}

static void edit_free(void *ctx)
{
    struct mq_edit *e = ctx;
    policy_free(&e->pol);
    policy_free(&e->orig);
    free(e->fields);
    free(e);
}

/* The object of kind named name under top (top itself for a queue manager), or NULL. */
static struct pol_object *find(struct pol_object *top, const struct kind_def *kind, const char *name)
{
    if (kind->flags & KF_TOP)
        return top;
    struct pol_object *o = pol_find(top, kind->ns, name);
    return o && o->kind == kind ? o : NULL;
}

/* Reads what the panel works on; false after a message. */
static bool load(struct mq_edit *e, const char *name)
{
    if (e->mode == MQ_INSERT && (e->kind->flags & KF_TOP))
        return true;
    unsigned flags = e->mode == MQ_COPY ? STORE_LOAD_PARAMS : 0;
    if (!(e->top = mq_load(e->c, e->app, &e->pol, e->qmgr, flags)))
        return false;
    if (e->mode == MQ_INSERT)
        return true;
    struct pol_object *o = find(e->top, e->kind, name);
    if (!o) {
        char what[160];
        snprintf(what, sizeof what, "%s %s of %s", e->kind->id, name, e->qmgr);
        console_msg(e->c, MSG_OBJECT_GONE, what, NULL);
        return false;
    }
    if (e->mode == MQ_COPY) {
        e->src = o;
        return true;
    }
    e->obj = o;
    struct pol_object *otop = e->mode == MQ_EDIT ? mq_load(e->c, e->app, &e->orig, e->qmgr, 0) : NULL;
    e->before = otop ? find(otop, e->kind, name) : NULL;
    return e->mode != MQ_EDIT || e->before;
}

/* The default MQ copies for a new object of the kind on this queue manager, for the hints: the
 * default object's value when imported, else the schema's. */
static const char *default_of(const struct mq_edit *e, const struct attr_def *a)
{
    const char *dname = mq_default_object_name(e->kind->index);
    const struct pol_object *d = e->top && dname ? pol_find(e->top, e->kind->ns, dname) : NULL;
    const char *v = d && d->kind == e->kind ? pol_get_key(d, a->key) : NULL;
    return v ? v : a->dflt;
}

/* The value field i shows. */
static const char *value_of(const struct mq_edit *e, const struct field_def *fd, const char *name)
{
    const struct pol_object *o = e->obj ? e->obj : e->src;
    if (strcmp(fd->key, MQ_FIELD_QMGR) == 0)
        return e->qmgr;
    if (strcmp(fd->key, MQ_FIELD_NAME) == 0)
        return e->mode == MQ_COPY ? "" : name ? name : "";
    if (strcmp(fd->key, MQ_FIELD_KIND) == 0)
        return e->kind->id;
    const char *v = o ? pol_get_key(o, fd->key) : NULL;
    return v && val_state(v) == VAL_VALUE ? v : "";
}

/* "Revision 3, changed 2026-11-29 14:38 by ADMIN", from the journal when it holds the change
 * that gave the object its revision. */
static void footer(const struct mq_edit *e, char *out, size_t n)
{
    const struct pol_object *o = e->obj;
    if (!o) {
        snprintf(out, n, "F3 defines the new %s%s%s; F12 cancels.", e->kind->label,
                 e->qmgr[0] ? " on " : "", e->qmgr);
        return;
    }
    struct store_change ch;
    struct store_error err;
    const char *top = o->parent ? o->top->name : NULL;
    if (store_last_change(e->app->store, o->kind, top, o->name, &ch, &err) == STORE_OK &&
        ch.revision == o->revision && strlen(ch.at) >= 16)
        snprintf(out, n, "Revision %lld, %s %.10s %.5s by %s", (long long)o->revision,
                 strcmp(ch.action, "import") == 0 ? "imported" : "changed", ch.at, ch.at + 11, ch.who);
    else
        snprintf(out, n, "Revision %lld", (long long)o->revision);
}

static const struct panel_def *def_of(const struct kind_def *kind)
{
    return kind->flags & KF_TOP ? &qmgr_def : mq_is_channel(kind) ? &channel_def : &queue_def;
}

/* "Modify a Cluster-Receiver Channel", "Define an Alias Queue"… */
static void title(const struct mq_edit *e, char *out, size_t n)
{
    static const char *const verbs[] = {[MQ_EDIT] = "Modify", [MQ_BROWSE] = "Browse",
                                        [MQ_INSERT] = "Define", [MQ_COPY] = "Copy"};
    char label[64];
    mq_title_case(e->kind->label, label, sizeof label);
    bool an = strchr("AEIOU", label[0]) != NULL;
    snprintf(out, n, "%s %s %s", verbs[e->mode], an ? "an" : "a", label);
}

/* Makes and pushes the panel over e (which it then owns). */
static int push(struct console *c, struct mq_edit *e, const char *name)
{
    const char **values = calloc(e->nfields ? e->nfields : 1, sizeof *values);
    char foot[160], head[80];
    if (!values) {
        edit_free(e);
        return -1;
    }
    for (size_t i = 0; i < e->nfields; i++) {
        values[i] = value_of(e, &e->fields[i], name);
        if (e->fields[i].attr)
            e->fields[i].dflt = default_of(e, e->fields[i].attr);
    }
    footer(e, foot, sizeof foot);
    bool browse = e->mode == MQ_BROWSE;
    struct entry_spec spec = {
        .def = def_of(e->kind), .fields = e->fields, .nfields = e->nfields, .values = values,
        .footer = foot, .save = browse ? NULL : mq_edit_save, .check = browse ? NULL : mq_edit_check,
        .names = names, .ctx = e, .ctx_free = edit_free, .fresh = e->mode == MQ_INSERT || e->mode == MQ_COPY,
    };
    struct panel *p = entry_new(&spec);
    free(values);
    if (!p || console_push(c, p) < 0)
        return -1;
    title(e, head, sizeof head);
    panel_set_title(p, head);
    return 0;
}

int mq_edit_open(struct console *c, struct app *app, enum mq_mode mode, const struct kind_def *kind,
                 const char *qmgr, const char *name)
{
    struct mq_edit *e = calloc(1, sizeof *e);
    if (!e) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    *e = (struct mq_edit){.app = app, .c = c, .mode = mode, .kind = kind};
    snprintf(e->qmgr, sizeof e->qmgr, "%s", qmgr ? qmgr : "");
    policy_init(&e->pol);
    policy_init(&e->orig);
    if (!load(e, name) || mq_fields_build(kind, mode, &e->fields, &e->nfields) < 0) {
        edit_free(e);
        return -1;
    }
    if (push(c, e, name) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    return 0;
}

/* The kind of the object ref names (a queue manager's when ref->ns is NULL), read from the store;
 * NULL after a message. */
static const struct kind_def *object_kind(struct console *c, struct app *app, const struct obj_ref *ref)
{
    if (!ref->ns)
        return mq_kind(MQ_QMGR);
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = mq_load(c, app, &pol, ref->top, 0);
    const struct pol_object *o = top ? pol_find(top, ref->ns, ref->name) : NULL;
    const struct kind_def *kind = o ? o->kind : NULL;
    char msg[320];
    if (top && !o) {
        snprintf(msg, sizeof msg, "%s of %s", ref->name, ref->top);
        console_msg(c, MSG_OBJECT_GONE, msg, NULL);
    } else if (kind && !mq_is_channel(kind) && !mq_is_queue(kind)) {
        snprintf(msg, sizeof msg, "The panel of %s %s of %s", kind->label, ref->name, ref->top);
        console_msg(c, MSG_NOT_BUILT, msg, NULL);
        kind = NULL;
    }
    policy_free(&pol);
    return kind;
}

int mq_object_open(struct console *c, struct app *app, const struct obj_ref *ref)
{
    const struct kind_def *kind = object_kind(c, app, ref);
    if (!kind || mq_edit_open(c, app, MQ_EDIT, kind, ref->top, ref->ns ? ref->name : ref->top) != 0)
        return -1;
    int i = ref->attr[0] ? schema_attr_native(kind, ref->attr) : -1;
    if (i >= 0)
        entry_focus(console_top(c), kind->attrs[i]->key);
    return 0;
}
