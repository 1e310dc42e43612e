/* ui/cli/cli_suppress.c — `wlmcon suppress RULE PATH --reason TEXT [--until YYYY-MM-DD]`,
 * `wlmcon suppress --list [--format text|json]`, `wlmcon suppress --delete ID`: the suppressions
 * of the store (model/rulecfg.h), each kept or deleted in a journalled batch of its own that
 * History can undo. A suppression hides the findings of RULE on PATH and below it (a path as
 * findings write it: `QMGR(QM5)` covers its channels and queues) until the end of its --until day,
 * when they come back with a note that it ran out. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "ui/cli/cli.h"
#include "ui/engine/env.h"
#include "ui/work/jsonw.h"
#include "ui/work/validation.h"

struct suppress_opts {
    const char *rule, *path, *reason, *until;
    bool list, json;
    long long del;          /* --delete ID; 0: none */
};

/* A usage error: the message, then CLI_USAGE. */
static int usage(const char *msg)
{
    fprintf(stderr, "wlmcon suppress: %s\n", msg);
    return CLI_USAGE;
}

static int parse_args(int argc, char **argv, struct suppress_opts *o)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool takes = strcmp(a, "--reason") == 0 || strcmp(a, "--until") == 0 || strcmp(a, "--delete") == 0 ||
                     strcmp(a, "--format") == 0;
        if (takes && !v)
            return fprintf(stderr, "wlmcon suppress: %s needs a value\n", a), CLI_USAGE;
        if (strcmp(a, "--reason") == 0) {
            o->reason = argv[++i];
        } else if (strcmp(a, "--until") == 0) {
            o->until = argv[++i];
        } else if (strcmp(a, "--delete") == 0) {
            char *end;
            o->del = strtoll(argv[++i], &end, 10);
            if (*end || o->del <= 0)
                return usage("--delete takes a suppression's number (wlmcon suppress --list)");
        } else if (strcmp(a, "--format") == 0) {
            if (strcmp(v, "text") != 0 && strcmp(v, "json") != 0)
                return usage("--format is text or json");
            o->json = strcmp(argv[++i], "json") == 0;
        } else if (strcmp(a, "--list") == 0) {
            o->list = true;
        } else if (a[0] == '-' && a[1]) {
            return fprintf(stderr, "wlmcon suppress: unknown option %s\n", a), CLI_USAGE;
        } else if (!o->rule) {
            o->rule = a;
        } else if (!o->path) {
            o->path = a;
        } else {
            return fprintf(stderr, "wlmcon suppress: one rule and one path, not %s too\n", a), CLI_USAGE;
        }
    }
    if (o->list + (o->del != 0) + (o->rule != NULL) != 1)
        return usage("give RULE PATH --reason TEXT [--until YYYY-MM-DD], --list or --delete ID");
    if (!o->rule)
        return 0;
    if (!rules_lookup(o->rule, NULL))
        return fprintf(stderr, "wlmcon suppress: %s is no rule of wlmcon (wlmcon rules lists them)\n", o->rule),
               CLI_USAGE;
    if (!o->path || !*o->path)
        return usage("give the object path the suppression covers, as findings write it");
    if (!o->reason || !o->reason[strspn(o->reason, " ")] || strpbrk(o->reason, "\r\n"))
        return usage("--reason is required: one line saying why these findings are accepted");
    if (o->until && rule_date_check(o->until) != 0)
        return fprintf(stderr, "wlmcon suppress: --until %s is not a date: give YYYY-MM-DD\n", o->until), CLI_USAGE;
    return 0;
}

static void list(const struct suppression *v, size_t n, bool json)
{
    const char *today = env_now();
    char day[12];
    snprintf(day, sizeof day, "%.10s", today);
    if (json)
        fputs("{\"suppressions\": [", stdout);
    for (size_t i = 0; i < n; i++) {
        bool out = suppression_ran_out(&v[i], day);
        char id[24];
        snprintf(id, sizeof id, "%lld", (long long)v[i].id);
        if (!json) {
            printf("%s  %s  %s  until %s%s  %s %s: %s\n", id, v[i].rule, v[i].path, v[i].until[0] ? v[i].until : "-",
                   out ? " (ran out)" : "", v[i].who, v[i].at, v[i].reason);
            continue;
        }
        const struct jsonw_field f[] = {{"id", id, true}, {"rule", v[i].rule, false}, {"path", v[i].path, false},
                                        {"reason", v[i].reason, false}, {"user", v[i].who, false},
                                        {"time", v[i].at, false}, {"until", v[i].until[0] ? v[i].until : NULL, false},
                                        {"ran_out", out ? "true" : "false", true}};
        fputs(i ? ",\n  " : "\n  ", stdout);
        jsonw_flat(stdout, "", f, sizeof f / sizeof f[0]);
    }
    if (json)
        fputs(n ? "\n]}\n" : "]}\n", stdout);
}

/* How many findings of the store suppression id hides now (a validation; 0 when it cannot run), so
 * that a path typed wrong shows at once. */
static size_t hidden_by(struct store *st, int64_t id)
{
    struct validation v;
    struct store_error err = {0};
    size_t n = 0;
    validation_init(&v, SEV_INFO);
    if (validation_load(&v, st, &err) == STORE_OK && validation_check(&v) == 0)
        for (size_t i = 0; i < v.filtered.nsuppressed; i++)
            n += v.supps[v.filtered.suppressed[i].mark - 1].id == id;
    validation_free(&v);
    return n;
}

/* Adds or deletes in a batch of its own; prints what it did. */
static enum store_status change(struct store *st, const struct suppress_opts *o, struct store_error *err)
{
    struct suppression sp = {.path = (char *)o->path, .reason = (char *)o->reason};
    int64_t batch = 0;
    enum store_status r = store_begin(st, err);
    if (r == STORE_OK)
        r = store_batch(st, NULL, NULL, o->del ? "unsuppress" : "suppress", NULL, &batch, err);
    if (r == STORE_OK && o->del)
        r = store_suppression_delete(st, o->del, err);
    else if (r == STORE_OK) {
        snprintf(sp.rule, sizeof sp.rule, "%s", o->rule);
        snprintf(sp.until, sizeof sp.until, "%s", o->until ? o->until : "");
        r = store_suppression_add(st, &sp, err);
    }
    if (r == STORE_OK)
        r = store_commit(st, err);
    else
        store_rollback(st);
    size_t n = r == STORE_OK && !o->del ? hidden_by(st, sp.id) : 0;
    if (r == STORE_OK && o->del)
        printf("suppression %lld deleted (journal batch %lld)\n", o->del, (long long)batch);
    else if (r == STORE_OK)
        printf("suppression %lld: %s on %s and below, until %s (journal batch %lld); it hides %zu finding%s now\n",
               (long long)sp.id, sp.rule, sp.path, sp.until[0] ? sp.until : "deleted", (long long)batch, n,
               n == 1 ? "" : "s");
    return r;
}

int cli_suppress(const struct cli_global *g, int argc, char **argv)
{
    struct suppress_opts o = {0};
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc;
    char path[4096];
    env_store_path(g->store, path, sizeof path);
    struct store *st;
    struct store_error err = {0};
    enum store_status ss = store_open(path, o.list ? STORE_READONLY_OPEN | STORE_MIGRATE : 0, &st, &err);
    if (ss == STORE_OK) {
        cli_note_migration(st);
        if (o.list) {
            struct suppression *v;
            size_t n;
            ss = store_suppressions(st, &v, &n, &err);
            if (ss == STORE_OK)
                list(v, n, o.json);
            suppressions_free(v, n);
        } else {
            ss = change(st, &o, &err);
        }
    }
    if (ss != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        rc = ss == STORE_NOTFOUND ? CLI_USAGE : store_exit_status(ss);
    }
    store_close(st, true, &err);
    return rc;
}
