/* ui/mq/mq_suspend.c — MQ630: SU and RE on the queue managers list, SUSPEND QMGR CLUSTER(…) and
 * RESUME QMGR CLUSTER(…) as edits of the queue manager's `suspend` list (and its mode), saved in
 * one journalled transaction; the export writes them back as the commands. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/mq/mq_panels.h"
#include "model/mq/mq_model.h"

static const char *const actions[] = {"Queue-Manager", "Options", "Help", NULL};

static const struct pulldown pulldowns[] = {{"Queue-Manager", obj_entry_choices, NULL}, {NULL, NULL, NULL}};

const struct panel_def mq_suspend_panel = {
    .id = "MQ630", .former_id = "MQ130", .title = "Suspend in a Cluster", .kind = PANEL_ENTRY, .actions = actions,
    .keys = &keylist_entry, .pulldowns = pulldowns,
    .help = "Suspends the queue manager from a cluster (SU on the queue managers list) or resumes it "
            "(RE), as SUSPEND QMGR and RESUME QMGR do. While it is suspended, the other members "
            "avoid sending it messages when they have another choice; it still gets those bound to "
            "it and those no other instance can take.\n"
            "Type the cluster (F4 lists the clusters of the store; a queue manager in one cluster "
            "only, or suspended in one only, starts with it) and, to suspend, the mode: "
            "QUIESCE asks the members to avoid it, FORCE also stops its cluster channels. F3 saves "
            "the change in one journalled transaction and the export writes it as the command; F12 "
            "returns without changing anything.",
};

struct suspend {
    struct app *app;
    bool resume;
    char qmgr[MQ_NAME_MAX];
    struct policy pol;
    struct pol_object *top;
    struct field_def fields[4];
    size_t nfields;
};

/* entry_spec.names: the clusters for the cluster field. */
static int names(void *ctx, const struct field_def *fd, struct prompt_list *out, char *why, size_t len)
{
    struct suspend *s = ctx;
    return mq_names(s->app, s->qmgr, fd, out, why, len);
}

static void suspend_free(void *ctx)
{
    struct suspend *s = ctx;
    policy_free(&s->pol);
    free(s);
}

/* Where cluster is in the comma-separated list (trailing blanks ignored): its offset, or -1. */
static long find_item(const char *list, const char *cluster)
{
    for (const char *p = list; p && *p;) {
        size_t w = strcspn(p, ","), n = w;
        while (n && p[n - 1] == ' ')
            n--;
        if (n == strlen(cluster) && strncmp(p, cluster, n) == 0)
            return p - list;
        p += w + (p[w] == ',');
    }
    return -1;
}

/* The list with cluster added (resume false) or removed, into out; "" when none is left. */
static void edit_list(const char *list, const char *cluster, bool resume, char *out, size_t n)
{
    long at = find_item(list, cluster);
    if (!resume) {
        snprintf(out, n, "%s%s%s", list ? list : "", list && list[0] ? "," : "", cluster);
        return;
    }
    size_t w = strcspn(list + at, ",");
    snprintf(out, n, "%.*s%s", (int)at, list, list[at + (long)w] ? list + at + (long)w + 1 : "");
    size_t len = strlen(out);
    if (len && out[len - 1] == ',')
        out[len - 1] = '\0';
}

/* True when v is unspecified, empty or blanks. */
static bool blank(const char *v)
{
    return !v || !v[strspn(v, " ")];
}

/* Notes name (trailing blanks ignored) in out: the first one seen; false when another was seen. */
static bool note_cluster(const char *name, char *out, size_t n)
{
    if (blank(name))
        return true;
    size_t len = strlen(name);
    while (name[len - 1] == ' ')
        len--;
    if (!out[0])
        snprintf(out, n, "%.*s", (int)len, name);
    return strlen(out) == len && strncmp(out, name, len) == 0;
}

/* The cluster the panel starts with, into out (n bytes; "" when there is no single one): to
 * resume, the one cluster the queue manager is suspended in; to suspend, the one cluster its
 * cluster-receivers and full repository name, when none names a namelist. */
static void only_cluster(const struct suspend *s, char *out, size_t n)
{
    const char *list = pol_get_key(s->top, "suspend");
    out[0] = '\0';
    if (s->resume) {
        if (list && !strchr(list, ','))
            note_cluster(list, out, n);
        return;
    }
    bool one = note_cluster(pol_get_key(s->top, "repos"), out, n) && blank(pol_get_key(s->top, "reposnl"));
    const struct pol_scope *sc = s->top->scope;
    for (size_t i = 0; one && sc && i < sc->nobjs; i++) {
        const struct pol_object *o = sc->objs[i];
        if (o->change != POL_DELETED && o->kind == mq_kind(MQ_CLUSRCVR))
            one = note_cluster(pol_get_key(o, "cluster"), out, n) && blank(pol_get_key(o, "clusnl"));
    }
    if (!one)
        out[0] = '\0';
}

static enum entry_save_rc save(void *ctx, const struct entry_value *v, size_t nv, struct entry_result *res)
{
    struct suspend *s = ctx;
    const char *cluster = v[2].value, *list = pol_get_key(s->top, "suspend");
    bool there = find_item(list, cluster) >= 0;
    res->field_key = "cluster";
    if (there != s->resume) {
        snprintf(res->msg, sizeof res->msg, "%s is %s suspended in cluster %s.", s->qmgr,
                 s->resume ? "not" : "already", cluster);
        return ENTRY_FAILED;
    }
    char now[1024];
    edit_list(list, cluster, s->resume, now, sizeof now);
    struct store_error err = {0};
    int idx = schema_attr_index(s->top->kind, "suspend"), mode = schema_attr_index(s->top->kind, "suspmode");
    if (pol_set_edited(&s->pol, s->top, idx, now[0] ? now : NULL) != 0 ||
        (nv > 3 && pol_set_edited(&s->pol, s->top, mode, v[3].value[0] ? v[3].value : NULL) != 0)) {
        snprintf(res->msg, sizeof res->msg, "Out of memory: nothing was saved.");
        return ENTRY_FAILED;
    }
    enum store_status st = obj_commit(s->app, s->top, s->resume ? "resume" : "suspend", &err);
    if (st != STORE_OK) {
        snprintf(res->msg, sizeof res->msg, "%.255s", err.msg);
        return st == STORE_CONFLICT ? ENTRY_CONFLICT : ENTRY_FAILED;
    }
    snprintf(res->msg, sizeof res->msg, "%s %s in cluster %s (revision %lld).", s->qmgr,
             s->resume ? "resumed" : "suspended", cluster, (long long)s->top->revision);
    return ENTRY_SAVED;
}

int mq_suspend_open(struct console *c, struct app *app, const char *qmgr, bool resume)
{
    struct suspend *s = calloc(1, sizeof *s);
    if (!s) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    s->app = app;
    s->resume = resume;
    snprintf(s->qmgr, sizeof s->qmgr, "%s", qmgr);
    policy_init(&s->pol);
    if (!(s->top = obj_load(c, app, mq_system(), &s->pol, qmgr, 0))) {
        suspend_free(s);
        return -1;
    }
    const struct kind_def *qm = mq_kind(MQ_QMGR);
    s->fields[0] = (struct field_def){.key = "qmgr", .label = "Queue manager", .type = AT_NAME,
                                      .max = 48, .flags = FD_OUTPUT};
    s->fields[1] = (struct field_def){.key = "now", .label = "Suspended now in", .type = AT_LIST,
                                      .flags = FD_OUTPUT};
    s->fields[2] = (struct field_def){.key = "cluster", .label = "Cluster", .tag = "CLUSTER",
                                      .type = AT_REF, .max = 48, .flags = FD_FOLD | FD_REQUIRED,
                                      .hint = "(name or ?)", .ns = "cluster"};
    s->nfields = 3;
    if (!resume) {
        field_def_from_attr(&s->fields[3], qm->attrs[schema_attr_index(qm, "suspmode")]);
        s->nfields = 4;
    }
    const char *list = pol_get_key(s->top, "suspend");
    char cluster[MQ_NAME_MAX];
    only_cluster(s, cluster, sizeof cluster);
    const char *values[] = {qmgr, list && list[0] ? list : "(none)", cluster, "QUIESCE"};
    char footer[160], title[80];
    snprintf(footer, sizeof footer, "F3 %s %s in the cluster; F12 cancels.",
             resume ? "resumes" : "suspends", qmgr);
    struct entry_spec spec = {
        .def = &mq_suspend_panel, .fields = s->fields, .nfields = s->nfields, .values = values, .footer = footer,
        .save = save, .names = names, .ctx = s, .ctx_free = suspend_free,
        .fresh = true,  /* F3 suspends or resumes, with the cluster it starts with too */
    };
    struct panel *p = entry_new(&spec);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    snprintf(title, sizeof title, "%s %s in a Cluster", resume ? "Resume" : "Suspend", qmgr);
    panel_set_title(p, title);
    return 0;
}
