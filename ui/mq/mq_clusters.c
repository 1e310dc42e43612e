/* ui/mq/mq_clusters.c — the cluster overview from the cluster summary (model/mq_summary.h) of every
 * queue manager in the store:
 *   MQ500  the clusters: full repositories, members, cluster queues (M=Members Q=Queues)
 *   MQ510  a cluster's members: full or partial repository, each CLUSRCVR with its weight,
 *          priority, rank, the channel's observed state and connection name; queue managers its
 *          CLUSSDRs lead to that are not imported (S=Select the queue manager, E=Edit the CLUSRCVR)
 *   MQ520  a cluster's queues: instances, DEFBIND, put-enabled instances (S=the instances, MQ400) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/memsrc.h"
#include "ui/mq/mq_panels.h"
#include "ui/mq/mq_seen.h"
#include "model/mq/mq_model.h"

static const char *const actions[] = OBJ_LIST_ACTIONS("Cluster");

static const struct lcmd_def clusters_lc[] = {{"M", "Members"}, {"Q", "Queues"}, {NULL, NULL}};
static const struct lcmd_def members_lc[] = {{"S", "Select"}, {"E", "Edit CLUSRCVR"}, {NULL, NULL}};
static const struct lcmd_def queues_lc[] = {{"S", "Instances"}, {NULL, NULL}};

static const struct pd_choice cluster_choices[] = {
    {"Queue managers...", "=2.1", 'M'},
    {"Cluster queue instances...", "=2.2", 'Q'},
    OBJ_LIST_CHOICES_END,
};

static const struct pulldown pulldowns[] = {
    {"Cluster", cluster_choices, NULL}, {"View", obj_view_choices, NULL}, {NULL, NULL, NULL},
};

/* How the three lists are read: the policy as it was when MQ500 opened. */
#define READ_HELP                                                                                    \
    "The lists are made from the whole policy as it was when the clusters panel opened; REFRESH "    \
    "reads it again. SORT column orders a list by one of its columns, LOCATE and FIND search it."

const struct panel_def mq_clusters_panel = {
    .id = "MQ500", .title = "Clusters", .kind = PANEL_TABLE, .actions = actions,
    .keys = &keylist_table, .lcmds = clusters_lc, .pulldowns = pulldowns,
    .help = "The clusters the queue managers of the store belong to, by name: their full "
            "repositories, how many members and cluster queues each has, a note for a template "
            "cluster name such as +AUTOCL+ (which validation leaves alone) or for a cluster whose "
            "members' cluster-senders lead to queue managers that are not imported, and how many "
            "members an imported observation (runmqsc DISPLAY CLUSQMGR and DISPLAY CHSTATUS output) "
            "shows, with the age of the oldest such observation.\n"
            "M lists a cluster's members with their cluster-receivers, Q its cluster queues.\n" READ_HELP,
};
const struct panel_def mq_members_panel = {
    .id = "MQ510", .title = "Cluster Members", .kind = PANEL_TABLE, .actions = actions,
    .keys = &keylist_table, .lcmds = members_lc, .pulldowns = pulldowns,
    .help = "The members of one cluster: each queue manager, whether it holds a full or a partial "
            "repository, and each of its cluster-receivers (how the others reach it) with the "
            "weight, priority and rank the workload algorithm reads, the channel's state as the "
            "imported observations show it (the least available when several do; INACTIVE when it "
            "has no CHSTATUS block: inactive channels have no CHSTATUS; blank when none shows it), "
            "whose observation that is and how old, and its connection name. A "
            "queue manager a member's cluster-sender leads to but that is not imported shows as "
            "not imported, with that channel.\n"
            "S shows a member's objects; E edits its cluster-receiver.\n" READ_HELP,
};
const struct panel_def mq_cluster_queues_panel = {
    .id = "MQ520", .title = "Cluster Queues", .kind = PANEL_TABLE, .actions = actions,
    .keys = &keylist_table, .lcmds = queues_lc, .pulldowns = pulldowns,
    .help = "The cluster queues of one cluster, by name: how many instances each has, their DEFBIND "
            "(mixed when the instances differ, which MQ013 warns of), how many are put-enabled, and "
            "the queue managers that host them.\n"
            "S lists the queue's instances across the queue managers (MQ400), to edit each.\n" READ_HELP,
};

static const struct tbl_col clusters_cols[] = {
    {"name", "Cluster", 16, TC_FIXED},
    {"full", "Full repositories", 24, 0},
    {"members", "Members", 7, TC_RIGHT},
    {"queues", "Queues", 6, TC_RIGHT},
    {"note", "Note", 16, 0},
    {"observed", "Observed", 14, 0},
};
static const struct tbl_col members_cols[] = {
    {"qmgr", "Queue manager", 16, TC_FIXED},
    {"repos", "Repos", 7, 0},
    {"clwlwght", "CLWLWGHT", 8, TC_RIGHT},
    {"clwlprty", "CLWLPRTY", 8, TC_RIGHT},
    {"clwlrank", "CLWLRANK", 8, TC_RIGHT},
    {"channel", "CLUSRCVR", 20, 0},
    {"state", "Channel", 9, 0},
    {"observed", "Observed", 14, 0},
    {"conname", "Connection name", 30, 0},
};
static const struct tbl_col queues_cols[] = {
    {"name", "Queue", 24, TC_FIXED},
    {"inst", "Instances", 9, TC_RIGHT},
    {"defbind", "DEFBIND", 14, 0},
    {"put", "Put enabled", 11, 0},
    {"qmgrs", "Queue managers", 40, 0},
};

/* MQ500's state: the policy and its summary, which MQ510 and MQ520 are made from. */
struct overview {
    struct app *app;
    struct policy pol;           /* with the observations of the store (pol.obs) */
    struct mq_summary sum;
    time_t now;                  /* the clock the observations are aged by */
};

static void overview_free(void *ctx)
{
    struct overview *o = ctx;
    mq_summary_free(&o->sum);
    policy_free(&o->pol);
    free(o);
}

static const struct mq_sum_cluster *cluster_named(const struct overview *o, const char *name)
{
    for (size_t i = 0; i < o->sum.n; i++)
        if (strcmp(o->sum.v[i].name, name) == 0)
            return &o->sum.v[i];
    return NULL;
}

/* Appends s to the comma-separated list in out. */
static void append(char *out, size_t n, const char *s)
{
    size_t at = strlen(out);
    snprintf(out + at, n - at, "%s%s", at ? "," : "", s);
}

/* One of the three lists: its definition and columns, and how its rows are made from `from`
 * (a cluster, or the summary); false when memory runs out. */
struct list_def {
    const struct panel_def *def;
    const struct tbl_col *cols;
    size_t ncols;
    bool (*fill)(struct memsrc *m, const struct overview *o, const void *from);
    enum table_lc_rc (*lc)(struct console *c, struct panel *p, const char *code, const char *key,
                           long pos, void *ctx);
};

/* Pushes the read-only list ld of the rows made from `from` of overview o, titled title (NULL:
 * the definition's). ctx goes to its line commands and ctx_free (NULL: none) frees it with the
 * panel, or at once when the list cannot be shown. 0, or -1 after a message. */
static int push_list(struct console *c, const struct list_def *ld, const struct overview *o, const void *from,
                     void *ctx, void (*ctx_free)(void *), const char *title)
{
    struct memsrc *m = memsrc_new(ld->cols, ld->ncols);
    if (!m || !ld->fill(m, o, from)) {
        memsrc_free(m);
        if (ctx_free)
            ctx_free(ctx);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    struct table_spec spec = {.def = ld->def, .line_command = ld->lc, .ctx = ctx, .ctx_free = ctx_free};
    memsrc_source(m, &spec.src);
    struct panel *p = table_new(&spec);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    if (title)
        panel_set_title(p, title);
    return 0;
}

/* ---- MQ510: members ------------------------------------------------------------------------- */

static enum table_lc_rc member_lc(struct console *c, struct panel *p, const char *code,
                                  const char *key, long pos, void *ctx)
{
    char qmgr[MQ_NAME_MAX], channel[MQ_NAME_MAX];
    (void)p;
    (void)pos;
    storesrc_split_key(key, qmgr, channel, MQ_NAME_MAX);
    if (!qmgr[0] || (code[0] == 'E' && !channel[0])) {
        console_msg(c, MSG_NOT_ACTIVE, code, "MQ510", NULL);
        return TABLE_LC_STOP;
    }
    int rc = code[0] == 'S' ? mq_qmgr_menu_open(c, ctx, qmgr)
                            : obj_edit_open(c, ctx, &mq_obj_panels, OBJ_EDIT, mq_kind(MQ_CLUSRCVR), qmgr, channel);
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

static bool add_member(struct memsrc *m, const struct overview *o, const struct mq_sum_cluster *cl,
                       const struct mq_sum_member *mb)
{
    const char *repos = mb->full ? "full" : "partial";
    char state[24], observed[80];
    mq_seen_cells(&o->pol, o->now, mb->qmgr, cl->name, state, sizeof state, observed, sizeof observed);
    for (size_t r = 0; r < mb->nrcvrs || r == 0; r++) {
        const struct mq_sum_rcvr *rc = r < mb->nrcvrs ? &mb->rcvrs[r] : NULL;
        char key[2 * MQ_NAME_MAX + 2];
        snprintf(key, sizeof key, "%s" STORESRC_SEP "%s", mb->qmgr, rc ? rc->channel : "");
        const char *cells[] = {mb->qmgr, repos, rc ? rc->clwlwght : "", rc ? rc->clwlprty : "",
                               rc ? rc->clwlrank : "", rc ? rc->channel : "(none)", state, observed,
                               rc ? rc->conname : ""};
        if (memsrc_add(m, key, cells) < 0)
            return false;
    }
    return true;
}

/* The rows of cluster `from`'s members, then of the queue managers not imported. */
static bool fill_members(struct memsrc *m, const struct overview *o, const void *from)
{
    const struct mq_sum_cluster *cl = from;
    bool ok = true;
    for (size_t i = 0; ok && i < cl->nmembers; i++)
        ok = add_member(m, o, cl, &cl->members[i]);
    for (size_t i = 0; ok && i < cl->nmissing; i++) {
        char key[2 * MQ_NAME_MAX + 8];
        snprintf(key, sizeof key, STORESRC_SEP "%zu", i);
        const struct mq_sum_missing *x = &cl->missing[i];
        const char *cells[] = {"(not imported)", "", "", "", "", x->channel, "", "", x->conname};
        ok = memsrc_add(m, key, cells) == 0;
    }
    return ok;
}

static const struct list_def members_list = {
    &mq_members_panel, members_cols, sizeof members_cols / sizeof members_cols[0], fill_members, member_lc,
};

/* ---- MQ520: cluster queues ------------------------------------------------------------------ */

static enum table_lc_rc queue_lc(struct console *c, struct panel *p, const char *code, const char *key,
                                 long pos, void *ctx)
{
    (void)p;
    (void)pos;
    (void)code;
    return mq_clusq_open(c, ctx, key) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

/* DEFBIND of the instances: the one value, or "mixed". */
static const char *defbinds(const struct mq_sum_queue *q)
{
    for (size_t i = 1; i < q->ninst; i++)
        if (strcmp(q->inst[i].defbind, q->inst[0].defbind) != 0)
            return "mixed";
    return q->ninst ? q->inst[0].defbind : "";
}

static bool add_queue(struct memsrc *m, const struct mq_sum_queue *q)
{
    char inst[16], put[32], qmgrs[256] = "";
    size_t enabled = 0;
    for (size_t i = 0; i < q->ninst; i++) {
        enabled += strcmp(q->inst[i].put, "ENABLED") == 0;
        append(qmgrs, sizeof qmgrs, q->inst[i].qmgr);
    }
    snprintf(inst, sizeof inst, "%zu", q->ninst);
    snprintf(put, sizeof put, "%zu of %zu", enabled, q->ninst);
    const char *cells[] = {q->name, inst, defbinds(q), put, qmgrs};
    return memsrc_add(m, q->name, cells) == 0;
}

/* The rows of cluster `from`'s queues. */
static bool fill_queues(struct memsrc *m, const struct overview *o, const void *from)
{
    (void)o;
    const struct mq_sum_cluster *cl = from;
    bool ok = true;
    for (size_t i = 0; ok && i < cl->nqueues; i++)
        ok = add_queue(m, &cl->queues[i]);
    return ok;
}

static const struct list_def queues_list = {
    &mq_cluster_queues_panel, queues_cols, sizeof queues_cols / sizeof queues_cols[0], fill_queues, queue_lc,
};

/* ---- MQ500: clusters ------------------------------------------------------------------------ */

static enum table_lc_rc cluster_lc(struct console *c, struct panel *p, const char *code,
                                   const char *key, long pos, void *ctx)
{
    struct overview *o = ctx;
    (void)p;
    (void)pos;
    const struct mq_sum_cluster *cl = cluster_named(o, key);
    if (!cl)
        return TABLE_LC_STOP;
    bool members = code[0] == 'M';
    char title[80];
    snprintf(title, sizeof title, "%s of Cluster %s", members ? "Members" : "Queues", cl->name);
    int rc = push_list(c, members ? &members_list : &queues_list, o, cl, o->app, NULL, title);
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

/* The room observed_members' text needs at most: two counts of 20 digits, " of ", a blank, an age
 * (mq_age_text's 24 bytes with its NUL). */
enum { OBSERVED_MAX = 20 + 4 + 20 + 1 + 24 };

/* "2 of 3 3h17m": how many of cl's members an observation shows, and the oldest such one's age,
 * into buf (n bytes, OBSERVED_MAX for the whole text). */
static void observed_members(const struct overview *o, const struct mq_sum_cluster *cl, char *buf, size_t n)
{
    size_t seen = 0;
    const char *oldest = NULL;
    for (size_t i = 0; i < cl->nmembers; i++) {
        struct mq_chl_seen s;
        mq_channel_seen(&o->pol, cl->members[i].qmgr, cl->name, &s);
        seen += s.state != NULL;
        if (s.state && (!oldest || strcmp(s.by->taken, oldest) < 0))
            oldest = s.by->taken;
    }
    char age[24] = "";
    if (oldest)
        mq_age_text(oldest, o->now, age, sizeof age);
    if (seen)
        snprintf(buf, n, "%zu of %zu %s", seen, cl->nmembers, age);
    else
        snprintf(buf, n, "%s", "");
}

static bool add_cluster(struct memsrc *m, const struct overview *o, const struct mq_sum_cluster *cl)
{
    char full[256] = "", members[24], queues[24], note[48] = "", observed[OBSERVED_MAX];
    for (size_t i = 0; i < cl->nfull; i++)
        append(full, sizeof full, cl->full[i]);
    snprintf(members, sizeof members, "%zu", cl->nmembers);
    snprintf(queues, sizeof queues, "%zu", cl->nqueues);
    if (cl->is_template)
        snprintf(note, sizeof note, "template");
    else if (cl->nmissing)
        snprintf(note, sizeof note, "%zu not imported", cl->nmissing);
    observed_members(o, cl, observed, sizeof observed);
    const char *cells[] = {cl->name, full, members, queues, note, observed};
    return memsrc_add(m, cl->name, cells) == 0;
}

/* The rows of the clusters of summary `from`. */
static bool fill_clusters(struct memsrc *m, const struct overview *o, const void *from)
{
    const struct mq_summary *sum = from;
    bool ok = true;
    for (size_t i = 0; ok && i < sum->n; i++)
        ok = add_cluster(m, o, &sum->v[i]);
    return ok;
}

int mq_clusters_open(struct console *c, struct app *app)
{
    struct overview *o = calloc(1, sizeof *o);
    struct store_error err = {0};
    if (!o) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    o->app = app;
    o->now = mq_seen_clock();
    policy_init(&o->pol);
    if (store_load_all(app->store, &o->pol, mq_system(), 0, &err) != STORE_OK) {
        console_msg(c, MSG_SOURCE_ERROR, err.msg, NULL);
        policy_free(&o->pol);
        free(o);
        return -1;
    }
    if (mq_summary_build(&o->pol, &o->sum) != 0) {
        overview_free(o);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    static const struct list_def clusters_list = {
        &mq_clusters_panel, clusters_cols, sizeof clusters_cols / sizeof clusters_cols[0], fill_clusters,
        cluster_lc,
    };
    return push_list(c, &clusters_list, o, &o->sum, o, overview_free, NULL);
}
