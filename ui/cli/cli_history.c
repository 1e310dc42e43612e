/* ui/cli/cli_history.c — `wlmcon history [--since YYYY-MM-DD[THH:MM]] [--object PATH] [--user NAME]
 * [--format text|json]`: what the journal says changed, one line per changed attribute, oldest
 * batch first, in the words of the History panel (ui/work/history_text.h); a batch that defined
 * or deleted objects says how many on a line of its own. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "ui/cli/cli.h"
#include "ui/engine/env.h"
#include "ui/work/history_text.h"
#include "ui/work/jsonw.h"

struct history_opts {
    struct store_change_filter f;
    bool json;
};

/* A path that --object may have meant: the first changed object's path in which the text asked
 * for stands alone in parentheses, `QMA` in `QMGR(QMA) CHANNEL('DEMO.QMA')` (quoted too, 'QMA'),
 * cut after that parenthesis: QMGR(QMA). */
struct meant {
    const char *text;
    char path[512];
};

static int find_meant(void *ctx, const struct store_attr_change *c)
{
    struct meant *m = ctx;
    size_t n = strlen(m->text);
    for (const char *p = c->path ? strchr(c->path, '(') : NULL; p; p = strchr(p + 1, '(')) {
        const char *v = p + 1 + (p[1] == '\'');
        bool quoted = p[1] == '\'';
        if (strncmp(v, m->text, n) != 0 || (quoted && v[n] != '\'') || v[n + quoted] != ')')
            continue;
        snprintf(m->path, sizeof m->path, "%.*s", (int)(v + n + quoted + 1 - c->path), c->path);
        return 1;
    }
    return 0;
}

static int parse_args(int argc, char **argv, struct history_opts *o)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool takes = strcmp(a, "--since") == 0 || strcmp(a, "--object") == 0 || strcmp(a, "--user") == 0 ||
                     strcmp(a, "--format") == 0;
        if (takes && !v)
            return fprintf(stderr, "wlmcon history: %s needs a value\n", a), CLI_USAGE;
        if (strcmp(a, "--since") == 0) {
            if (!history_since_valid(v))
                return fprintf(stderr, "wlmcon history: --since %s is not a date: give YYYY-MM-DD or "
                                       "YYYY-MM-DDTHH:MM (UTC)\n", v), CLI_USAGE;
            o->f.since = v;
        } else if (strcmp(a, "--object") == 0) {
            if (!*v)
                return fprintf(stderr, "wlmcon history: --object needs an object's path, as findings "
                                       "write it\n"), CLI_USAGE;
            o->f.path = v;
        } else if (strcmp(a, "--user") == 0) {
            o->f.who = v;
        } else if (strcmp(a, "--format") == 0) {
            if (strcmp(v, "text") != 0 && strcmp(v, "json") != 0)
                return fprintf(stderr, "wlmcon history: --format is text or json, not %s\n", v), CLI_USAGE;
            o->json = strcmp(v, "json") == 0;
        } else {
            return fprintf(stderr, "wlmcon history: unknown %s %s; see wlmcon --help\n",
                           a[0] == '-' ? "option" : "argument", a), CLI_USAGE;
        }
        i += takes;
    }
    return 0;
}

/* The batches, oldest first, that the filter's time and user select (copies of their counts). */
struct hbatch {
    int64_t id;
    char who[64], at[40], action[40];
    size_t defined, changed, removed;
};

struct hbatches {
    const struct store_change_filter *f;
    struct hbatch *v;
    size_t n, cap;
    int oom;
};

static int keep_batch(void *ctx, const struct store_batch_info *b)
{
    struct hbatches *h = ctx;
    if ((h->f->since && strcmp(b->at, h->f->since) < 0) || (h->f->who && strcmp(b->who, h->f->who) != 0))
        return 0;
    if (h->n == h->cap) {
        size_t cap = h->cap ? h->cap * 2 : 16;
        struct hbatch *v = realloc(h->v, cap * sizeof *v);
        if (!v)
            return h->oom = 1;
        h->v = v;
        h->cap = cap;
    }
    struct hbatch *o = &h->v[h->n++];
    o->id = b->id;
    snprintf(o->who, sizeof o->who, "%s", b->who);
    snprintf(o->at, sizeof o->at, "%s", b->at);
    snprintf(o->action, sizeof o->action, "%s", b->action);
    o->defined = b->defined;
    o->changed = b->changed;
    o->removed = b->removed;
    return 0;
}

/* What the output is written with: the batches' count lines go before their first change. */
struct hout {
    const struct history_opts *o;
    struct hbatches *b;
    size_t next;          /* the next batch (oldest first) whose count line is not written */
    bool first;           /* no JSON element written yet */
    long changes;         /* the changes written */
};

static void count_line(struct hout *h, const struct hbatch *b)
{
    char when[24], action[64];
    history_when(b->at, when, sizeof when);
    history_action(b->action, action, sizeof action);
    if (h->o->json) {
        char id[24], d[24], c[24], r[24];
        snprintf(id, sizeof id, "%lld", (long long)b->id);
        snprintf(d, sizeof d, "%zu", b->defined);
        snprintf(c, sizeof c, "%zu", b->changed);
        snprintf(r, sizeof r, "%zu", b->removed);
        struct jsonw_field f[] = {{"batch", id, true},  {"at", b->at, false},     {"who", b->who, false},
                                  {"action", action, false}, {"defined", d, true}, {"changed", c, true},
                                  {"deleted", r, true}};
        jsonw_flat(stdout, h->first ? "\n  " : ",\n  ", f, sizeof f / sizeof f[0]);
        h->first = false;
    } else if (b->defined || b->removed) {
        printf("batch %lld  %s  %s  %s: %zu object%s defined, %zu deleted\n", (long long)b->id, when, b->who,
               action, b->defined, b->defined == 1 ? "" : "s", b->removed);
    }
}

/* Writes the count lines of the batches up to batch (all: INT64_MAX). */
static void counts_until(struct hout *h, int64_t batch)
{
    if (h->o->f.path)
        return;   /* a batch's counts are of all its objects, not of one */
    while (h->next < h->b->n && h->b->v[h->next].id <= batch)
        count_line(h, &h->b->v[h->next++]);
}

static int change_out(void *ctx, const struct store_attr_change *c)
{
    struct hout *h = ctx;
    if (h->o->json)
        return 0;
    counts_until(h, c->batch);
    h->changes++;
    char line[4096];
    puts(history_change_line(c, line, sizeof line));
    return 0;
}

static int change_json(void *ctx, const struct store_attr_change *c)
{
    struct hout *h = ctx;
    char id[24], n[24], action[64];
    snprintf(id, sizeof id, "%lld", (long long)c->batch);
    snprintf(n, sizeof n, "%lld", (long long)c->n);
    struct jsonw_field f[] = {
        {"batch", id, true},          {"n", n, true},          {"at", c->at, false},
        {"who", c->who, false},       {"action", history_action(c->action, action, sizeof action), false},
        {"object", c->path, false},   {"attribute", c->attr, false},
        {"old", c->old, false},       {"new", c->new_, false},   /* null: not specified */
    };
    jsonw_flat(stdout, h->first ? "\n  " : ",\n  ", f, sizeof f / sizeof f[0]);
    h->first = false;
    h->changes++;
    return 0;
}

int cli_history(const struct cli_global *g, int argc, char **argv)
{
    struct history_opts o = {0};
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc;
    char path[4096];
    env_store_path(g->store, path, sizeof path);
    struct store *st;
    struct store_error err = {0};
    enum store_status ss = store_open(path, STORE_READONLY_OPEN | STORE_MIGRATE, &st, &err);
    if (ss != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        return store_exit_status(err.status);
    }
    cli_note_migration(st);
    struct hbatches b = {.f = &o.f};
    struct store_page all = {0, 0, 0, 0};
    long nb = 0;
    ss = store_begin_read(st, &err);
    if (ss == STORE_OK)
        ss = store_batch_count(st, &nb, &err);
    all.count = (int)nb;
    if (ss == STORE_OK)
        ss = store_batch_page(st, &all, keep_batch, &b, NULL, &err);
    for (size_t i = 0; i < b.n / 2; i++) {   /* oldest first */
        struct hbatch t = b.v[i];
        b.v[i] = b.v[b.n - 1 - i];
        b.v[b.n - 1 - i] = t;
    }
    struct hout h = {&o, &b, 0, true, 0};
    if (ss == STORE_OK && !b.oom && o.json) {
        fputs("{\"batches\": [", stdout);
        counts_until(&h, INT64_MAX);
        fputs(h.first ? "],\n \"changes\": [" : "\n ],\n \"changes\": [", stdout);
        h.first = true;
        ss = store_changes(st, &o.f, change_json, &h, &err);
        fputs(h.first ? "]}\n" : "\n ]}\n", stdout);
    } else if (ss == STORE_OK && !b.oom) {
        ss = store_changes(st, &o.f, change_out, &h, &err);
        counts_until(&h, INT64_MAX);
    }
    store_rollback(st);
    rc = CLI_OK;
    if (b.oom) {
        fputs("wlmcon: out of memory\n", stderr);
        rc = CLI_SOFTWARE;
    } else if (ss != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        rc = store_exit_status(err.status);
    } else if (fflush(stdout) != 0 || ferror(stdout)) {
        fputs("wlmcon history: cannot write the output\n", stderr);
        rc = CLI_CANTCREAT;
    } else if (o.f.path && !h.changes) {   /* a path mistyped reads as no change: say which was asked */
        struct meant m = {o.f.path, ""};
        struct store_change_filter any = {0};
        if (!strchr(o.f.path, '(') && store_begin_read(st, &err) == STORE_OK) {
            store_changes(st, &any, find_meant, &m, &err);
            store_rollback(st);
        }
        fprintf(stderr, "wlmcon history: the journal holds no change of %s or of anything under it%s%s%s%s\n",
                o.f.path, o.f.since || o.f.who ? " in the batches asked for" : "",
                m.path[0] ? "; an object is named by its path, as findings write it: did you mean " : "",
                m.path, m.path[0] ? "?" : "");
    }
    free(b.v);
    store_close(st, false, &err);
    return rc;
}
