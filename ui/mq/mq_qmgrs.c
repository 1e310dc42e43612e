/* ui/mq/mq_qmgrs.c — MQ600, the queue managers (PANELS.md): platform, the clusters each is in, the
 * clusters it holds a full repository for, CLWLUSEQ, CLWLMRUC, the clusters it is suspended from.
 * Line commands S (its objects), E, B, I, C, D, SU and RE; INSERT on the command line. */
#include <stdio.h>
#include <string.h>

#include "ui/mq/mq_panels.h"
#include "model/mq/mq_model.h"

static const char *const actions[] = OBJ_LIST_ACTIONS("Queue-Manager");

static const struct lcmd_def lcmds[] = {
    {"S", "Select"}, {"E", "Edit"}, {"B", "Browse"}, {"I", "Insert"}, {"C", "Copy"},
    {"D", "Delete"}, {"SU", "Suspend"}, {"RE", "Resume"}, {NULL, NULL},
};

static const struct pd_choice qmgr_choices[] = {
    {"New queue manager...", "INSERT", 'N'},
    {"Clusters...", "=2.3", 'C'},
    {"Cluster queue instances...", "=2.2", 'Q'},
    OBJ_LIST_CHOICES_END,
};

static const struct pulldown pulldowns[] = OBJ_LIST_PULLDOWNS("Queue-Manager", qmgr_choices);

const struct panel_def mq_qmgrs_panel = {
    .id = "MQ600", .former_id = "MQ100",
    .title = "Queue Managers",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .help = "The queue managers of the store, by name: the platform their dump names, the clusters "
            "each is in (through its cluster channels) and those it holds a full repository for "
            "(REPOS, or the names of REPOSNL's namelist), CLWLUSEQ and CLWLMRUC as in effect, and "
            "the clusters it is suspended from.\n"
            "S shows a queue manager's objects; E edits its attributes and B shows them read only; I "
            "defines a new queue manager (INSERT on the command line too, also on an empty list) "
            "and C one like the row's, as DEFINE LIKE does; D deletes it with everything defined on "
            "it, after a confirmation. SU suspends it from a cluster and RE resumes it.\n"
            "Each change is one transaction and one journal batch: option 9 (History) shows it and "
            "can undo it. LOCATE name goes to a queue manager, FIND text to the next row holding "
            "the text. "
            "COLUMNS DEADQ (or View, Choose columns) shows any attribute as a column of its own.",
};

/* Clusters: those of its cluster channels and full repository; the schema's Full repos column
 * (REPOS) shows REPOSNL's names too. */
static const struct obj_col cols[] = {
    {{"name", "Queue manager", 18, TC_FIXED}, NULL},
    {{"clusters", "Clusters", 9, 0}, "repos"},
};

static const char *const reads[] = {"reposnl"};

/* Appends name (len bytes) to the comma-separated list in out when it is not there yet. */
static void add_name(char *out, size_t n, const char *name, size_t len)
{
    while (len && name[len - 1] == ' ')
        len--;
    while (len && *name == ' ')
        name++, len--;
    if (!len)
        return;
    for (const char *p = out; *p;) {
        size_t w = strcspn(p, ",");
        if (w == len && strncmp(p, name, len) == 0)
            return;
        p += w + (p[w] == ',');
    }
    size_t at = strlen(out);
    snprintf(out + at, n - at, "%s%.*s", at ? "," : "", (int)len, name);
}

/* Appends each name of a comma-separated list. */
static void add_names(char *out, size_t n, const char *list)
{
    for (const char *p = list; p && *p;) {
        size_t w = strcspn(p, ",");
        add_name(out, n, p, w);
        p += w + (p[w] == ',');
    }
}

/* Appends the NAMES of namelist nl of queue manager qmgr. */
static void add_namelist(struct store *s, const char *qmgr, const char *nl, char *out, size_t n)
{
    static const char *const names[] = {"names"};
    const struct kind_def *kinds[] = {mq_kind(MQ_NAMELIST)};
    struct store_list_spec spec = {kinds, 1, qmgr, NULL, names, 1, NULL, NULL};
    struct store_list_key key = {nl, qmgr};
    struct store_list_page pg;
    struct store_error err;
    char trimmed[MQ_NAME_MAX];
    snprintf(trimmed, sizeof trimmed, "%s", nl);
    for (size_t len = strlen(trimmed); len && trimmed[len - 1] == ' ';)
        trimmed[--len] = '\0';
    key.name = trimmed;
    if (trimmed[0] && store_list_window(s, &spec, &key, 0, 1, &pg, &err) == STORE_OK) {
        if (pg.n && strcmp(pg.rows[0].name, trimmed) == 0)
            add_names(out, n, pg.rows[0].vals[0]);
        store_list_free(&pg);
    }
}

/* The clusters of queue manager qmgr's cluster channels (CLUSTER, or its CLUSNL's names). */
static void channel_clusters(struct store *s, const char *qmgr, char *out, size_t n)
{
    static const char *const ckeys[] = {"cluster", "clusnl"};
    const struct kind_def *kinds[] = {mq_kind(MQ_CLUSRCVR), mq_kind(MQ_CLUSSDR)};
    struct store_list_spec spec = {kinds, 2, qmgr, NULL, ckeys, 2, NULL, NULL};
    struct store_list_page pg;
    struct store_error err;
    if (store_list_window(s, &spec, NULL, 0, 64, &pg, &err) != STORE_OK)
        return;
    for (size_t i = 0; i < pg.n; i++) {
        if (strncmp(pg.rows[i].name, "SYSTEM.DEF.", 11) == 0)
            continue;   /* default objects are templates, never members */
        add_names(out, n, pg.rows[i].vals[0]);
        if (pg.rows[i].vals[1])
            add_namelist(s, qmgr, pg.rows[i].vals[1], out, n);
    }
    store_list_free(&pg);
}

/* The derived cells: Clusters (its cluster channels' and full repository's clusters) and Full
 * repos (REPOS, or REPOSNL's names). */
static const char *cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n)
{
    struct obj_list *l = ctx;
    const char *key = l->cols[col].key;
    bool clusters = strcmp(key, "clusters") == 0;
    if (!clusters && strcmp(key, "repos") != 0)
        return obj_list_cell(ctx, r, col, buf, n);
    buf[0] = '\0';
    if (clusters)
        channel_clusters(l->app->store, r->name, buf, n);
    add_names(buf, n, obj_list_value(l, r, "repos"));
    const char *nl = obj_list_value(l, r, "reposnl");
    if (nl)
        add_namelist(l->app->store, r->name, nl, buf, n);
    return buf;
}

static int insert(struct console *c, struct obj_list *l)
{
    return obj_edit_open(c, l->app, &mq_obj_panels, OBJ_INSERT, mq_kind(MQ_QMGR), NULL, NULL);
}

/* S, E, B, C, D, SU and RE on a queue manager. */
static enum table_lc_rc line_command(struct console *c, struct obj_list *l, const char *code,
                                     const char *key)
{
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    const struct kind_def *qm = mq_kind(MQ_QMGR);
    int rc = -1;
    obj_row_names(key, name, top);
    if (strcmp(code, "S") == 0)
        rc = mq_qmgr_menu_open(c, l->app, name);
    else if (strcmp(code, "E") == 0 || strcmp(code, "B") == 0 || strcmp(code, "C") == 0)
        rc = obj_edit_open(c, l->app, &mq_obj_panels,
                           code[0] == 'E' ? OBJ_EDIT : code[0] == 'B' ? OBJ_BROWSE : OBJ_COPY, qm, name, name);
    else if (strcmp(code, "D") == 0) {
        l->del = (struct obj_delete){.app = l->app, .panels = &mq_obj_panels, .kind = qm};
        snprintf(l->del.top, sizeof l->del.top, "%s", name);
        snprintf(l->del.name, sizeof l->del.name, "%s", name);
        rc = obj_delete_ask(c, &l->del);
    } else if (strcmp(code, "SU") == 0 || strcmp(code, "RE") == 0)
        rc = mq_suspend_open(c, l->app, name, code[0] == 'R');
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

int mq_qmgrs_open(struct console *c, struct app *app)
{
    static const struct kind_def *list[1];
    list[0] = mq_kind(MQ_QMGR);
    struct obj_list_spec spec = {
        .def = &mq_qmgrs_panel, .panels = &mq_obj_panels, .kinds = list, .nkinds = 1, .cols = cols, .ncols = sizeof cols / sizeof cols[0],
        .reads = reads, .nreads = sizeof reads / sizeof reads[0], .insert = insert,
        .line_command = line_command, .cell = cell,
    };
    return obj_list_open(c, app, &spec);
}
