/* tests/uidemo.c — demo panels for the panel-engine tests; see uidemo.h. */
#include "tests/uidemo.h"

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "ui/work/primary.h"
#include "ui/engine/table.h"

static const struct tbl_col demo_cols[] = {
    {"name", "Queue", 16, TC_FIXED},
    {"type", "Type", 8, 0},
    {"clwlwght", "Weight", 6, TC_RIGHT},
    {"clwlprty", "Prty", 4, TC_RIGHT},
    {"clwlrank", "Rank", 4, TC_RIGHT},
    {"cluster", "Cluster", 12, 0},
    {"descr", "Description", 40, 0},
};

static const struct lcmd_def demo_lcmds[] = {
    {"S", "Select"}, {"E", "Edit"}, {"D", "Delete"}, {NULL, NULL},
};

static const char *const demo_actions[] = {"Queue", "View", "Options", "Help", NULL};

static const struct panel_def table_def = {
    .id = "DEMO100",
    .title = "Demo Queues",
    .kind = PANEL_TABLE,
    .actions = demo_actions,
    .keys = &keylist_table,
    .lcmds = demo_lcmds,
};

static enum table_lc_rc demo_lc(struct console *c, struct panel *p, const char *code, const char *key,
                                long pos, void *ctx)
{
    struct demo_log *log = ctx;
    (void)p;
    (void)pos;
    if (log->nlcmds < DEMO_LOG_MAX)
        snprintf(log->lcmds[log->nlcmds++], sizeof log->lcmds[0], "%s %s", code, key);
    if (strcmp(code, "E") == 0) {
        console_push(c, demo_entry(log));
        return TABLE_LC_WAIT;
    }
    return TABLE_LC_NEXT;
}

long demo_sort_max;

/* The log of the demo list made last, for its idle work (the source's context is the memsrc). */
static struct demo_log *prepare_log;

static void demo_prepare(void *ctx)
{
    (void)ctx;
    if (prepare_log)
        prepare_log->prepares++;
}

struct panel *demo_table(struct demo_log *log, struct memsrc **src_out)
{
    static const char *const types[] = {"QLOCAL", "QALIAS", "QREMOTE"};
    struct memsrc *m = memsrc_new(demo_cols, (int)(sizeof demo_cols / sizeof demo_cols[0]));
    ck_assert_ptr_nonnull(m);
    for (int i = 1; i <= DEMO_ROWS; i++) {
        char name[24], w[8], p[8], r[8], d[64];
        snprintf(name, sizeof name, "DEMO.Q%03d", i);
        snprintf(w, sizeof w, "%d", (i * 7) % 99 + 1);
        snprintf(p, sizeof p, "%d", i % 10);
        snprintf(r, sizeof r, "%d", (i * 3) % 10);
        snprintf(d, sizeof d, "Demo queue number %03d", i);
        const char *cells[] = {name, types[i % 3], w, p, r, i % 2 ? "CLS1" : "CLS2", d};
        ck_assert_int_eq(memsrc_add(m, name, cells), 0);
    }
    struct table_spec spec = {.def = &table_def, .line_command = demo_lc, .ctx = log};
    memsrc_source(m, &spec.src);
    spec.src.prepare = demo_prepare;
    spec.src.sort_max = demo_sort_max;
    prepare_log = log;
    if (src_out)
        *src_out = m;
    struct panel *t = table_new(&spec);
    ck_assert_ptr_nonnull(t);
    return t;
}

static const char *const channel_actions[] = {"Channel", "Xref", "Options", "Help", NULL};

static const struct panel_def entry_def = {
    .id = "DEMO220",
    .title = "Modify a Cluster-Receiver Channel",
    .kind = PANEL_ENTRY,
    .actions = channel_actions,
    .keys = &keylist_entry,
};

static const struct field_def demo_fields[] = {
    {.key = "qmgr", .label = "Queue manager", .type = AT_NAME, .max = 48, .flags = FD_OUTPUT},
    {.key = "name", .label = "Channel name", .type = AT_NAME, .max = 20, .flags = FD_OUTPUT},
    {.key = "chltype", .label = "Channel type", .type = AT_ENUM, .flags = FD_OUTPUT},
    {.key = "cluster", .label = "Cluster", .tag = "CLUSTER", .type = AT_REF, .max = 48, .flags = FD_FOLD},
    {.key = "clusnl", .label = "Cluster namelist", .tag = "CLUSNL", .type = AT_REF, .max = 48, .flags = FD_FOLD},
    {.key = "conname", .label = "Connection name", .tag = "CONNAME", .type = AT_TEXT, .max = 264},
    {.key = "descr", .label = "Description", .tag = "DESCR", .type = AT_TEXT, .max = 64},
    {.key = "clwlwght", .label = "Weight", .tag = "CLWLWGHT", .type = AT_INT, .min = 1, .max = 99,
     .dflt = "50", .group = "Workload balancing"},
    {.key = "clwlprty", .label = "Priority", .tag = "CLWLPRTY", .type = AT_INT, .min = 0, .max = 9, .dflt = "0"},
    {.key = "clwlrank", .label = "Rank", .tag = "CLWLRANK", .type = AT_INT, .min = 0, .max = 9, .dflt = "0"},
    {.key = "netprty", .label = "Network priority", .tag = "NETPRTY", .type = AT_INT, .min = 0, .max = 9,
     .dflt = "0"},
};

static enum entry_save_rc demo_save(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res)
{
    struct demo_log *log = ctx;
    size_t len = 0;
    log->saves++;
    log->saved[0] = '\0';
    for (size_t i = 0; i < n; i++)
        if (v[i].modified)
            len += (size_t)snprintf(log->saved + len, sizeof log->saved - len, "%s%s=%s", len ? " " : "",
                                    v[i].def->key, v[i].value);
    if (log->save_rc == ENTRY_CONFLICT)
        snprintf(res->msg, sizeof res->msg, "C_QM5 was changed by OTHER at revision 4; nothing was saved.");
    if (log->save_rc == ENTRY_FAILED) {
        res->field_key = "cluster";
        snprintf(res->msg, sizeof res->msg, "CLUSTER and CLUSNL cannot both be set.");
    }
    return log->save_rc;
}

struct panel *demo_entry(struct demo_log *log)
{
    static const char *const values[] = {"QM5", "C_QM5", "CLUSRCVR", "CLS2", "", "127.0.0.1(2415)", "",
                                         "50", "0", "0", "0"};
    struct entry_spec spec = {
        .def = &entry_def,
        .fields = demo_fields,
        .nfields = sizeof demo_fields / sizeof demo_fields[0],
        .values = values,
        .footer = "Revision 3, changed 2026-11-29 14:38 by ADMIN",
        .save = demo_save,
        .ctx = log,
    };
    struct panel *p = entry_new(&spec);
    ck_assert_ptr_nonnull(p);
    return p;
}

static const char *const qmgr_keys[] = {"descr", "clwluseq", "clwlmruc", "repos", "reposnl", "suspend"};
enum { QMGR_FIELDS = 1 + sizeof qmgr_keys / sizeof qmgr_keys[0] };
static struct field_def qmgr_fields[QMGR_FIELDS];

static const char *const qmgr_actions[] = {"Queue-Manager", "Options", "Help", NULL};

static const struct panel_def qmgr_def = {
    .id = "DEMO210",
    .title = "Modify a Queue Manager",
    .kind = PANEL_ENTRY,
    .actions = qmgr_actions,
    .keys = &keylist_entry,
    .help = "The cluster workload attributes of one queue manager.",
};

/* The fields from the schema's QMGR rows, made once. */
static void make_qmgr_fields(void)
{
    const struct system_def *mq = schema_system("mq");
    const struct kind_def *qmgr = mq ? schema_kind(mq, "QMGR") : NULL;
    ck_assert_ptr_nonnull(qmgr);
    qmgr_fields[0] = (struct field_def){.key = "name", .label = "Queue manager", .type = AT_NAME, .max = 48,
                                        .flags = FD_OUTPUT, .help = "The queue manager's name."};
    for (size_t i = 0; i < QMGR_FIELDS - 1; i++) {
        int a = schema_attr_index(qmgr, qmgr_keys[i]);
        ck_assert_int_ge(a, 0);
        field_def_from_attr(&qmgr_fields[i + 1], qmgr->attrs[a]);
    }
}

int demo_qmgr_field(const char *key)
{
    make_qmgr_fields();
    for (int i = 0; i < QMGR_FIELDS; i++)
        if (strcmp(qmgr_fields[i].key, key) == 0)
            return i;
    ck_abort_msg("no field %s", key);
    return -1;
}

static int qmgr_names(void *ctx, const struct field_def *fd, struct prompt_list *out, char *why, size_t len)
{
    static const char *const clusters[] = {"DEMO", "CLS2", "CLS1", "CLS2"};
    (void)ctx;
    (void)why;
    (void)len;
    if (strcmp(fd->ns, "namelist") == 0)
        return prompt_list_add(out, "NL.ALL", "Namelist of every demo cluster");
    for (size_t i = 0; i < sizeof clusters / sizeof clusters[0]; i++)
        if (prompt_list_add(out, clusters[i], NULL) < 0)
            return -1;
    return 0;
}

struct panel *demo_qmgr(struct demo_log *log)
{
    static const char *const values[QMGR_FIELDS] = {"QM5", "", "LOCAL", "999999999", "", "", ""};
    make_qmgr_fields();
    struct entry_spec spec = {
        .def = &qmgr_def, .fields = qmgr_fields, .nfields = QMGR_FIELDS, .values = values,
        .save = demo_save, .ctx = log, .names = qmgr_names,
    };
    struct panel *p = entry_new(&spec);
    ck_assert_ptr_nonnull(p);
    return p;
}

struct console *demo_console(const struct console_env *env, struct panel *p)
{
    struct console *c = console_new(env);
    ck_assert_ptr_nonnull(c);
    ck_assert_int_eq(console_push(c, primary_menu_new()), 0);
    if (p)
        ck_assert_int_eq(console_push(c, p), 0);
    return c;
}
