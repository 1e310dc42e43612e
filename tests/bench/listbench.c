/* tests/bench/listbench.c — how long the panels' list reads take on a big store (store.h, "lists").
 *
 * Builds (unless the store exists) N queue managers, each with Q clustered local queues shared by
 * every queue manager (APP.Qnnn: cluster queues of N instances), S unclustered SYSTEM.* local
 * queues, a few model queues, its CLUSRCVR and a CLUSSDR. Then, on that store or any other (`make
 * bench` gives it the store its import made), times on the cluster-queue-instance list, on one
 * queue manager's queues and on the queue managers the reads one keystroke of a list panel makes
 * (ui/storesrc.c): the making of the list's sample index on a store just opened (the console's
 * idle work, once per store revision; then it is kept), the count, the first page, a page at a key, PAGE down
 * and up, DOWN 5000, the page after the last row, and LOCATE near the start, in the middle and near
 * the end (the key's position, from the sample index); then whole
 * keystrokes of the console on MQ400 (command, reads, effective values, drawing): F8, DOWN 9999,
 * LOCATE, DOWN MAX, and FIND (a search through the rows, reported without the limit). The keys
 * read at are the store's own rows: 1 %, halfway and the last of the list.
 * Then the map panel (MAT100) on a Domino cluster of 50 members each holding 500 databases (a
 * store of its own beside STORE, STORE-matrix.db, built unless it exists): the median keystroke
 * of F8, F7, F11, F10 and a cursor move there, printed as `matrix 500x50 keystroke_ms=N`.
 * Each time is the median of R runs in milliseconds; the limit is 10 ms a keystroke.
 *
 *   listbench [-n N] [-q Q] [-s S] [-r R] STORE     exit 0, or 1 when a read is over the limit */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "store/store.h"
#include "ui/work/app.h"
#include "ui/work/primary.h"
#include "model/domino/domino.h"
#include "model/mq/mq_model.h"
#include "ui/domino/domino_panels.h"
#include "ui/systems.h"

enum { PAGE = 18, LIMIT_MS = 10 };

static void die(const char *what, const struct store_error *err)
{
    fprintf(stderr, "listbench: %s: %s\n", what, err->msg);
    exit(2);
}

static void set(struct policy *p, struct pol_object *o, const char *key, const char *v)
{
    if (pol_set(p, o, schema_attr_index(o->kind, key), v, (struct pol_pos){0, 0}) != 0) {
        fputs("listbench: out of memory\n", stderr);
        exit(2);
    }
}

static struct pol_object *obj(struct policy *p, enum mq_kind k, struct pol_object *qm, const char *name)
{
    struct pol_object *o = pol_new(p, mq_kind(k), qm, name);
    if (!o) {
        fputs("listbench: out of memory\n", stderr);
        exit(2);
    }
    return o;
}

/* One queue manager QMnnnnn with its queues and cluster channels. */
static struct pol_object *build_qm(struct policy *p, int i, int nq, int ns)
{
    char name[64];
    snprintf(name, sizeof name, "QM%05d", i);
    struct pol_object *qm = obj(p, MQ_QMGR, NULL, name);
    set(p, qm, "platform", "UNIX");
    set(p, qm, "repos", i <= 2 ? "BENCH" : " ");
    for (int q = 0; q < nq; q++) {
        snprintf(name, sizeof name, "APP.Q%03d", q);
        struct pol_object *o = obj(p, MQ_QLOCAL, qm, name);
        set(p, o, "cluster", "BENCH");
        set(p, o, "defbind", q % 8 ? "NOTFIXED" : "OPEN");
        set(p, o, "clwlprty", q % 3 ? "0" : "5");
    }
    for (int q = 0; q < ns; q++) {
        snprintf(name, sizeof name, "SYSTEM.Q%03d", q);
        set(p, obj(p, MQ_QLOCAL, qm, name), "cluster", " ");
    }
    for (int q = 0; q < 7; q++) {
        snprintf(name, sizeof name, "SYSTEM.MODEL%d", q);
        obj(p, MQ_QMODEL, qm, name);
    }
    snprintf(name, sizeof name, "BENCH.QM%05d", i);
    set(p, obj(p, MQ_CLUSRCVR, qm, name), "cluster", "BENCH");
    set(p, obj(p, MQ_CLUSSDR, qm, i == 1 ? "BENCH.QM00002" : "BENCH.QM00001"), "cluster", "BENCH");
    return qm;
}

static void build(const char *path, int n, int nq, int ns)
{
    struct store *s;
    struct store_error err = {0};
    if (store_open(path, STORE_CREATE, &s, &err) != STORE_OK)
        die("open", &err);
    if (store_begin(s, &err) != STORE_OK ||
        store_batch(s, "bench", NULL, "import", NULL, NULL, &err) != STORE_OK)
        die("begin", &err);
    for (int i = 1; i <= n; i++) {
        struct policy p;
        policy_init(&p);
        if (store_save_top(s, build_qm(&p, i, nq, ns), &err) != STORE_OK)
            die("save", &err);
        policy_free(&p);
    }
    if (store_commit(s, &err) != STORE_OK || store_close(s, true, &err) != STORE_OK)
        die("commit", &err);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

struct op {
    const char *what;
    const struct store_list_spec *spec;
    enum { OP_COUNT, OP_WINDOW, OP_POSITION } kind;
    const char *name, *top;        /* the key (NULL: none) */
    long skip;
};

/* Runs op once; returns what it found, for the report. */
static long run(struct store *s, const struct op *op)
{
    struct store_error err = {0};
    struct store_list_key key = {op->name, op->top};
    const struct store_list_key *k = op->name ? &key : NULL;
    long n = 0;
    struct store_list_page pg;
    enum store_status st = STORE_OK;
    switch (op->kind) {
    case OP_COUNT:
        st = store_list_count(s, op->spec, &n, &err);
        break;
    case OP_POSITION:
        st = store_list_position(s, op->spec, k, &n, &err);
        break;
    case OP_WINDOW:
        st = store_list_window(s, op->spec, k, op->skip, PAGE, &pg, &err);
        n = (long)pg.n;
        store_list_free(&pg);
        break;
    }
    if (st != STORE_OK)
        die(op->what, &err);
    return n;
}

/* Times each op (the median of runs runs); returns how many are over the limit. */
static int time_ops(struct store *s, const struct op *ops, size_t nops, int runs)
{
    int over = 0;
    double *t = malloc((size_t)runs * sizeof *t);
    if (!t) {
        fputs("listbench: out of memory\n", stderr);
        exit(2);
    }
    for (size_t i = 0; i < nops; i++) {
        long found = 0;
        for (int r = 0; r < runs; r++) {
            double t0 = now_ms();
            found = run(s, &ops[i]);
            t[r] = now_ms() - t0;
        }
        qsort(t, (size_t)runs, sizeof *t, cmp_double);
        double med = t[runs / 2];
        over += med > LIMIT_MS;
        printf("%-40s %8.3f ms  (%ld)%s\n", ops[i].what, med, found, med > LIMIT_MS ? "  OVER" : "");
    }
    free(t);
    return over;
}

/* The name and top-level name of the row at position pos of a list (from the start, or with a
 * negative pos from the end), into name and top (n bytes each); both empty when there is none. */
static void row_at(struct store *s, const struct store_list_spec *spec, long pos, char *name,
                   char *top, size_t n)
{
    struct store_list_page pg;
    struct store_error err = {0};
    if (store_list_window(s, spec, NULL, pos, 1, &pg, &err) != STORE_OK)
        die("a row of a list", &err);
    snprintf(name, n, "%s", pg.n ? pg.rows[0].name : "");
    snprintf(top, n, "%s", pg.n ? pg.rows[0].top : "");
    store_list_free(&pg);
}

/* Where the reads go, taken from the store's own lists (whatever names it holds): a queue name near
 * the start, in the middle and at the end of the cluster queue instances, with the queue manager
 * of those rows; the queue manager in the middle of the queue managers and the last one. */
struct places {
    char start_q[64], mid_q[64], end_q[64], mid_top[64], end_top[64], any[64];
};

static void find_places(struct store *s, const struct store_list_spec *cqs,
                        const struct store_list_spec *qms, struct places *pl)
{
    long ncq = 0, nqm = 0;
    struct store_error err = {0};
    if (store_list_count(s, cqs, &ncq, &err) != STORE_OK || store_list_count(s, qms, &nqm, &err) != STORE_OK)
        die("count", &err);
    row_at(s, cqs, ncq / 100 + 1, pl->start_q, pl->any, sizeof pl->any);
    row_at(s, cqs, ncq / 2, pl->mid_q, pl->any, sizeof pl->any);
    row_at(s, cqs, -1, pl->end_q, pl->end_top, sizeof pl->end_top);
    row_at(s, qms, nqm / 2, pl->mid_top, pl->any, sizeof pl->any);
}

static const char *keys[] = {"cluster", "defbind", "put", "clwlprty", "clwlrank", "descr"};

/* The cluster queue instances (MQ400's list). */
static struct store_list_spec cluster_queues(void)
{
    static const struct kind_def *cq[3];
    cq[0] = mq_kind(MQ_QLOCAL);
    cq[1] = mq_kind(MQ_QALIAS);
    cq[2] = mq_kind(MQ_QREMOTE);
    return (struct store_list_spec){cq, 3, NULL, "cluster", keys, 6, NULL, NULL};
}

/* Times the making of the cluster queue instances' sample index on the store at path just opened
 * (store_list_prepare): the work the console does once per store revision while the user reads
 * MQ400 (panel_ops.idle), so that no LOCATE pays it. Reported, not held against the limit of a
 * key. */
static void time_prepare(const char *path, int runs)
{
    const struct store_list_spec cqs = cluster_queues();
    double *t = malloc((size_t)runs * sizeof *t);
    if (!t)
        exit(2);
    for (int r = 0; r < runs; r++) {
        struct store *s;
        struct store_error err = {0};
        if (store_open(path, STORE_READONLY_OPEN, &s, &err) != STORE_OK)
            die("open", &err);
        double t0 = now_ms();
        if (store_list_prepare(s, &cqs, &err) != STORE_OK)
            die("prepare", &err);
        t[r] = now_ms() - t0;
        store_close(s, false, &err);
    }
    qsort(t, (size_t)runs, sizeof *t, cmp_double);
    printf("%-40s %8.3f ms  (idle work, once per change)\n", "cluster queues: sample index", t[runs / 2]);
    free(t);
}

/* The reads of a keystroke on the lists of the store: the cluster queue instances, one queue
 * manager's queues, the queue managers. Fills *pl; returns how many reads are over the limit. */
static int bench(struct store *s, int runs, struct places *pl)
{
    const struct kind_def *qs[] = {mq_kind(MQ_QLOCAL), mq_kind(MQ_QALIAS), mq_kind(MQ_QREMOTE),
                                   mq_kind(MQ_QMODEL)};
    const struct kind_def *qmgr[] = {mq_kind(MQ_QMGR)};
    const struct store_list_spec cqs = cluster_queues();
    const struct store_list_spec qms = {qmgr, 1, NULL, NULL, keys, 1, NULL, NULL};
    find_places(s, &cqs, &qms, pl);
    const struct store_list_spec one = {qs, 4, pl->mid_top, NULL, keys, 6, NULL, NULL};
    const struct op ops[] = {
        {"cluster queues: count", &cqs, OP_COUNT, NULL, NULL, 0},
        {"cluster queues: first page", &cqs, OP_WINDOW, NULL, NULL, 0},
        {"cluster queues: page at a key", &cqs, OP_WINDOW, pl->mid_q, pl->mid_top, 0},
        {"cluster queues: PAGE down", &cqs, OP_WINDOW, pl->mid_q, pl->mid_top, PAGE},
        {"cluster queues: PAGE up", &cqs, OP_WINDOW, pl->mid_q, pl->mid_top, -PAGE},
        {"cluster queues: down 5000", &cqs, OP_WINDOW, pl->mid_q, pl->mid_top, 5000},
        {"cluster queues: LOCATE near the start", &cqs, OP_POSITION, pl->start_q, "", 0},
        {"cluster queues: LOCATE in the middle", &cqs, OP_POSITION, pl->mid_q, "", 0},
        {"cluster queues: LOCATE near the end", &cqs, OP_POSITION, pl->end_q, pl->end_top, 0},
        {"cluster queues: page after the last", &cqs, OP_WINDOW, pl->end_q, pl->end_top, 1},
        {"one queue manager's queues: count", &one, OP_COUNT, NULL, NULL, 0},
        {"one queue manager's queues: page", &one, OP_WINDOW, NULL, NULL, PAGE},
        {"queue managers: count", &qms, OP_COUNT, NULL, NULL, 0},
        {"queue managers: PAGE down", &qms, OP_WINDOW, pl->mid_top, pl->mid_top, PAGE},
        {"queue managers: LOCATE", &qms, OP_POSITION, pl->mid_top, "", 0},
    };
    return time_ops(s, ops, sizeof ops / sizeof ops[0], runs);
}

/* The right-hand part of a panel's title line: the row counter, or the short message shown in its
 * place (the words after the last run of two blanks); *len its length. */
static const char *title_right(const char *line, int *len)
{
    const char *end = line + strlen(line), *row = strstr(line, "Row ");
    while (end > line && end[-1] == ' ')
        end--;
    const char *p = end;
    while (p > line + 1 && !(p[-1] == ' ' && p[-2] == ' '))
        p--;
    p = row && row > p ? row : p;
    *len = (int)(end - p);
    return p;
}

/* Times one command of the console on the cluster queue instances (MQ400): dispatch and draw, as
 * a keystroke does; returns whether it is over the limit (when limited: FIND is a search that reads
 * the rows it passes, and is only reported). */
static int time_key(struct console *c, struct scr *scr, const char *what, const char *cmd, int runs,
                    bool limited)
{
    double *t = malloc((size_t)runs * sizeof *t);
    if (!t)
        exit(2);
    for (int r = 0; r < runs; r++) {
        console_dispatch(c, "=2.2");
        console_draw(c, scr);
        double t0 = now_ms();
        console_dispatch(c, cmd);
        console_draw(c, scr);
        t[r] = now_ms() - t0;
    }
    qsort(t, (size_t)runs, sizeof *t, cmp_double);
    double med = t[runs / 2];
    char title[128];
    scr_row_text(scr, 2, title, sizeof title);
    int len;
    const char *right = title_right(title, &len);
    bool over = limited && med > LIMIT_MS;
    printf("%-40s %8.3f ms  (%.*s)%s\n", what, med, len, right,
           over ? "  OVER" : limited ? "" : "  (search)");
    free(t);
    return over;
}

/* The console's keystrokes on MQ400 over the whole list: the row counter, effective values and
 * drawing included. LOCATE goes to the queue in the middle, FIND looks for the queue manager in
 * the middle of the queue managers. */
static int bench_console(struct store *s, int runs, const struct places *pl)
{
    struct app app = {.store = s, .store_path = "bench"};
    app.env.parts = app_parts(&app.env.nparts);
    app.env.ctx = &app;
    app.env.command = app_command;
    struct console *c = console_new(&app.env);
    struct scr scr = {0};
    if (!c || console_push(c, primary_menu_new()) < 0)
        exit(2);
    char locate[96], find[96];
    snprintf(locate, sizeof locate, "LOCATE '%s'", pl->mid_q);
    snprintf(find, sizeof find, "FIND %s", pl->mid_top);
    int over = time_key(c, &scr, "console MQ400: F8", "DOWN", runs, true);
    over += time_key(c, &scr, "console MQ400: DOWN 9999", "DOWN 9999", runs, true);
    over += time_key(c, &scr, "console MQ400: LOCATE in the middle", locate, runs, true);
    over += time_key(c, &scr, "console MQ400: DOWN MAX", "DOWN MAX", runs, true);
    over += time_key(c, &scr, "console MQ400: FIND a queue manager", find, runs, false);
    console_free(c);
    scr_free(&scr);
    return over;
}

/* The map's store: servers CN=Bnn/O=Bench of cluster bench, each with replicas 0000nnnn:0000nnnn
 * of databases "Database nnn". */
static void build_matrix(const char *path, int nsrv, int nrep)
{
    struct store *s;
    struct store_error err = {0};
    if (store_open(path, STORE_CREATE, &s, &err) != STORE_OK)
        die("open", &err);
    if (store_begin(s, &err) != STORE_OK || store_batch(s, "bench", NULL, "import", NULL, NULL, &err) != STORE_OK)
        die("begin", &err);
    for (int i = 0; i < nsrv; i++) {
        struct policy p;
        char name[64];
        policy_init(&p);
        snprintf(name, sizeof name, "CN=B%02d/O=Bench", i);
        struct pol_object *srv = pol_new(&p, domino_kind(DOM_SERVER), NULL, name);
        if (!srv)
            exit(2);
        set(&p, srv, "cluster", "bench");
        set(&p, srv, "server_availability_threshold", "70");
        for (int k = 0; k < nrep; k++) {
            snprintf(name, sizeof name, "%08X:%08X", k, k);
            struct pol_object *rep = pol_new(&p, domino_kind(DOM_REPLICA), srv, name);
            if (!rep)
                exit(2);
            snprintf(name, sizeof name, "Database %03d", k);
            set(&p, rep, "database", name);
            set(&p, rep, "path", "apps/db.nsf");
        }
        if (store_save_top(s, srv, &err) != STORE_OK)
            die("save", &err);
        policy_free(&p);
    }
    if (store_commit(s, &err) != STORE_OK || store_close(s, true, &err) != STORE_OK)
        die("commit", &err);
}

/* The keystrokes of the map on a store: one median over F8, F7, F11, F10 and a cursor move. */
static int bench_matrix(const char *path, int runs)
{
    struct store *s;
    struct store_error err = {0};
    if (store_open(path, STORE_READONLY_OPEN, &s, &err) != STORE_OK)
        die("open", &err);
    struct app app = {.store = s, .store_path = "bench"};
    app.env.parts = app_parts(&app.env.nparts);
    app.env.ctx = &app;
    struct console *c = console_new(&app.env);
    struct scr scr = {0};
    if (!c || console_push(c, primary_menu_new()) < 0 || domino_map_open(c, &app, "bench") < 0)
        exit(2);
    console_draw(c, &scr);
    static const char *const cmds[] = {"DOWN", "UP", "RIGHT", "LEFT", NULL};
    int n = runs * 5;
    double *t = malloc((size_t)n * sizeof *t);
    if (!t)
        exit(2);
    for (int r = 0, i = 0; r < runs; r++)
        for (int k = 0; k < 5; k++) {
            double t0 = now_ms();
            if (cmds[k])
                console_dispatch(c, cmds[k]);
            else
                console_key(c, UIK_DOWN);
            console_draw(c, &scr);
            t[i++] = now_ms() - t0;
        }
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    double med = t[n / 2];
    char title[128];
    int len;
    scr_row_text(&scr, 2, title, sizeof title);
    const char *right = title_right(title, &len);
    printf("matrix 500x50 keystroke_ms=%.2f  (%.*s)%s\n", med, len, right, med > LIMIT_MS ? "  OVER" : "");
    free(t);
    console_free(c);
    scr_free(&scr);
    store_close(s, false, &err);
    return med > LIMIT_MS;
}

static int usage(void)
{
    fputs("usage: listbench [-n N] [-q Q] [-s S] [-r R] STORE\n", stderr);
    return 64;
}

int main(int argc, char **argv)
{
    systems_init();   /* the product's systems, as main() registers them */
    int n = 1000, nq = 100, ns = 55, runs = 15, opt;
    while ((opt = getopt(argc, argv, "n:q:s:r:")) != -1) {
        int v = atoi(optarg);
        if (v < 1)
            return usage();
        *(opt == 'n' ? &n : opt == 'q' ? &nq : opt == 's' ? &ns : &runs) = v;
    }
    if (optind + 1 != argc)
        return usage();
    const char *path = argv[optind];
    if (access(path, F_OK) != 0) {
        double t = now_ms();
        build(path, n, nq, ns);
        printf("built %s: %d queue managers x (%d cluster queues + %d others) in %.0f ms\n", path, n,
               nq, ns + 9, now_ms() - t);
    }
    time_prepare(path, runs);
    struct store *s;
    struct store_error err = {0};
    if (store_open(path, STORE_READONLY_OPEN, &s, &err) != STORE_OK)
        die("open", &err);
    struct places pl;
    int over = bench(s, runs, &pl);
    over += bench_console(s, runs, &pl);
    store_close(s, false, &err);
    char mpath[4096];
    snprintf(mpath, sizeof mpath, "%s-matrix.db", path);
    if (access(mpath, F_OK) != 0)
        build_matrix(mpath, 50, 500);
    over += bench_matrix(mpath, runs);
    return over ? 1 : 0;
}
