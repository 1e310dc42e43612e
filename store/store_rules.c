/* store/store_rules.c — the rule levels and suppressions of format 10 (store.h), journalled and
 * undone beside the objects.
 *
 * Tables: rule_level (one row per rule id whose level is not the rule's own), suppression (one
 * row per suppression, numbered for good) and journal_rule, the before- and after-image of each
 * level or suppression a batch wrote (a level's name, a suppression as a JSON object of its
 * columns; NULL: none), which store_undo reads back. Each write also adds a journal_change row
 * (seq 0: no object entry holds it), so that the history lists it: `RULE(MQ014)` attribute
 * `LEVEL`, or the suppressed path with attribute `SUPPRESS MQ014`. */
#include "store/store_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A suppression row as the JSON object journal_rule keeps. */
#define SUPP_JSON "json_object('rule', rule, 'path', path, 'reason', reason, 'who', who, 'at', at," \
                  " 'until', until)"

/* Runs sql (one statement) with text parameters p[0..np-1] (NULL binds NULL); a row's first
 * column goes to *out (malloc'd; NULL when none or NULL). */
static enum store_status exec_text(struct store *s, const char *sql, const char *const *p, int np, char **out,
                                   struct store_error *err)
{
    sqlite3_stmt *st;
    if (out)
        *out = NULL;
    int rc = sqlite3_prepare_v2(s->db, sql, -1, &st, NULL);
    for (int i = 0; rc == SQLITE_OK && i < np; i++)
        rc = store_bind_text(st, i + 1, p[i]);
    if (rc == SQLITE_OK)
        rc = sqlite3_step(st);
    if (rc == SQLITE_ROW && out && sqlite3_column_text(st, 0)) {
        *out = strdup((const char *)sqlite3_column_text(st, 0));
        if (!*out)
            rc = SQLITE_NOMEM;
    }
    while (rc == SQLITE_ROW)
        rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, "writing the rule settings");
}

/* The open batch's journal of one write: what (`level`, `suppression`), its key, the images
 * before and after, and the history's row (path, attribute, old and new as shown). */
static enum store_status journal(struct store *s, const char *what, const char *key, const char *old,
                                 const char *new_, const char *path, const char *attr, const char *shown_old,
                                 const char *shown_new, struct store_error *err)
{
    if (!s->batch)
        return store_fail(err, STORE_IO, NULL, "store %s: rule settings are written in a journal batch",
                          s->path);
    char batch[24], n[24];
    snprintf(batch, sizeof batch, "%lld", (long long)s->batch);
    snprintf(n, sizeof n, "%lld", (long long)++s->change_n);
    const char *jp[] = {batch, what, key, old, new_};
    enum store_status r = exec_text(s, "INSERT INTO journal_rule(batch_id, n, what, key, old, new)"
                                       " VALUES (CAST(?1 AS INTEGER), (SELECT coalesce(max(n), 0) + 1"
                                       " FROM journal_rule WHERE batch_id = CAST(?1 AS INTEGER)),"
                                       " ?2, ?3, ?4, ?5)", jp, 5, NULL, err);
    const char *cp[] = {batch, n, path, attr, shown_old, shown_new};
    if (r == STORE_OK)
        r = exec_text(s, "INSERT INTO journal_change(batch_id, n, seq, path, name, attr, old, new)"
                         " VALUES (CAST(?1 AS INTEGER), CAST(?2 AS INTEGER), 0, ?3, NULL, ?4, ?5, ?6)",
                      cp, 6, NULL, err);
    return r;
}

/* Sets the level of rule to level (NULL: the rule's own), journalled. */
static enum store_status put_level(struct store *s, const char *rule, const char *level, struct store_error *err)
{
    char *old = NULL, path[40];
    const char *p[] = {rule, level};
    enum store_status r = exec_text(s, "SELECT level FROM rule_level WHERE rule = ?1", p, 1, &old, err);
    if (r != STORE_OK || (!old && !level) || (old && level && strcmp(old, level) == 0)) {
        free(old);
        return r;
    }
    snprintf(path, sizeof path, "RULE(%s)", rule);
    r = journal(s, "level", rule, old, level, path, "LEVEL", old, level, err);
    if (r == STORE_OK && level)
        r = exec_text(s, "INSERT INTO rule_level(rule, level) VALUES (?1, ?2)"
                         " ON CONFLICT DO UPDATE SET level = excluded.level", p, 2, NULL, err);
    else if (r == STORE_OK)
        r = exec_text(s, "DELETE FROM rule_level WHERE rule = ?1", p, 1, NULL, err);
    free(old);
    return r;
}

enum store_status store_rule_level_set(struct store *s, const char *rule, int level, struct store_error *err)
{
    if (s->readonly)
        return store_fail(err, STORE_READONLY, NULL, "store %s is open read-only", s->path);
    return put_level(s, rule, level < 0 ? NULL : rule_level_name(level), err);
}

enum store_status store_rule_levels(struct store *s, struct rule_level **v, size_t *n, struct store_error *err)
{
    *v = NULL;
    *n = 0;
    sqlite3_stmt *st;
    size_t cap = 0;
    int rc = sqlite3_prepare_v2(s->db, "SELECT rule, level FROM rule_level ORDER BY rule", -1, &st, NULL);
    while (rc == SQLITE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (heap_reserve(v, &cap, *n + 1, sizeof **v) < 0) {
            rc = SQLITE_NOMEM;
            break;
        }
        struct rule_level *l = &(*v)[(*n)++];
        snprintf(l->rule, sizeof l->rule, "%s", (const char *)sqlite3_column_text(st, 0));
        l->level = rule_level_parse((const char *)sqlite3_column_text(st, 1));
        rc = SQLITE_OK;
    }
    sqlite3_finalize(st);
    if (rc == SQLITE_DONE)
        return STORE_OK;
    free(*v);
    *v = NULL;
    *n = 0;
    return store_sqlfail(s, err, rc, "reading the rule settings");
}

enum store_status store_rule_levels_replace(struct store *s, const struct rule_level *v, size_t n,
                                            struct store_error *err)
{
    struct rule_level *now;
    size_t nnow;
    if (s->readonly)
        return store_fail(err, STORE_READONLY, NULL, "store %s is open read-only", s->path);
    enum store_status r = store_rule_levels(s, &now, &nnow, err);
    for (size_t i = 0; r == STORE_OK && i < nnow; i++) {
        bool kept = false;
        for (size_t k = 0; k < n && !kept; k++)
            kept = strcmp(v[k].rule, now[i].rule) == 0;
        if (!kept)
            r = put_level(s, now[i].rule, NULL, err);
    }
    for (size_t k = 0; r == STORE_OK && k < n; k++)
        r = put_level(s, v[k].rule, rule_level_name(v[k].level), err);
    free(now);
    return r;
}

/* Copies column i of st (NULL: "") into a buffer of n bytes. */
static void col_copy(sqlite3_stmt *st, int i, char *buf, size_t n)
{
    const unsigned char *t = sqlite3_column_text(st, i);
    snprintf(buf, n, "%s", t ? (const char *)t : "");
}

enum store_status store_suppressions(struct store *s, struct suppression **v, size_t *n, struct store_error *err)
{
    *v = NULL;
    *n = 0;
    sqlite3_stmt *st;
    size_t cap = 0;
    int rc = sqlite3_prepare_v2(s->db, "SELECT id, rule, path, reason, who, at, until FROM suppression"
                                       " ORDER BY id", -1, &st, NULL);
    while (rc == SQLITE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (heap_reserve(v, &cap, *n + 1, sizeof **v) < 0) {
            rc = SQLITE_NOMEM;
            break;
        }
        struct suppression *p = &(*v)[(*n)++];
        memset(p, 0, sizeof *p);
        p->id = sqlite3_column_int64(st, 0);
        col_copy(st, 1, p->rule, sizeof p->rule);
        p->path = strdup((const char *)sqlite3_column_text(st, 2));
        p->reason = strdup((const char *)sqlite3_column_text(st, 3));
        col_copy(st, 4, p->who, sizeof p->who);
        col_copy(st, 5, p->at, sizeof p->at);
        col_copy(st, 6, p->until, sizeof p->until);
        rc = p->path && p->reason ? SQLITE_OK : SQLITE_NOMEM;
        if (rc != SQLITE_OK)
            break;
    }
    sqlite3_finalize(st);
    if (rc == SQLITE_DONE)
        return STORE_OK;
    suppressions_free(*v, *n);
    *v = NULL;
    *n = 0;
    return store_sqlfail(s, err, rc, "reading the suppressions");
}

/* Member name of the JSON image img, malloc'd into *out (NULL when img is NULL or has none). */
static enum store_status member(struct store *s, const char *img, const char *name, char **out,
                                struct store_error *err)
{
    const char *p[] = {img, name};
    *out = NULL;
    return img ? exec_text(s, "SELECT json_extract(?1, '$.' || ?2)", p, 2, out, err) : STORE_OK;
}

/* How the history shows suppression image img, "reason (until DAY)", into buf (n bytes); "" for
 * no image. */
static enum store_status shown(struct store *s, const char *img, char *buf, size_t n, struct store_error *err)
{
    char *reason = NULL, *until = NULL;
    enum store_status r = member(s, img, "reason", &reason, err);
    if (r == STORE_OK)
        r = member(s, img, "until", &until, err);
    snprintf(buf, n, "%s%s%s%s", reason ? reason : "", until ? " (until " : "", until ? until : "", until ? ")" : "");
    free(reason);
    free(until);
    return r;
}

/* The JSON image of suppression id now, malloc'd into *out (NULL: there is none). */
static enum store_status image(struct store *s, const char *id, char **out, struct store_error *err)
{
    const char *p[] = {id};
    return exec_text(s, "SELECT " SUPP_JSON " FROM suppression WHERE id = CAST(?1 AS INTEGER)", p, 1, out, err);
}

/* Makes suppression id what JSON image img says (NULL: none), journalling it; the history's row
 * names the rule and path of whichever image there is. */
static enum store_status put_suppression(struct store *s, const char *id, const char *img, struct store_error *err)
{
    char *old = NULL, *rule = NULL, *path = NULL, was[1100], now[1100], attr[40];
    const char *p[] = {id, img};
    enum store_status r = image(s, id, &old, err);
    if (r == STORE_OK)
        r = member(s, img ? img : old, "rule", &rule, err);
    if (r == STORE_OK)
        r = member(s, img ? img : old, "path", &path, err);
    if (r == STORE_OK)
        r = shown(s, old, was, sizeof was, err);
    if (r == STORE_OK)
        r = shown(s, img, now, sizeof now, err);
    snprintf(attr, sizeof attr, "SUPPRESS %s", rule ? rule : "?");
    if (r == STORE_OK)
        r = journal(s, "suppression", id, old, img, path ? path : "", attr, old ? was : NULL, img ? now : NULL, err);
    if (r == STORE_OK)
        r = exec_text(s, "DELETE FROM suppression WHERE id = CAST(?1 AS INTEGER)", p, 1, NULL, err);
    if (r == STORE_OK && img)
        r = exec_text(s, "INSERT INTO suppression(id, rule, path, reason, who, at, until)"
                         " SELECT CAST(?1 AS INTEGER), json_extract(?2, '$.rule'), json_extract(?2, '$.path'),"
                         " json_extract(?2, '$.reason'), json_extract(?2, '$.who'), json_extract(?2, '$.at'),"
                         " json_extract(?2, '$.until')", p, 2, NULL, err);
    free(old);
    free(rule);
    free(path);
    return r;
}

enum store_status store_suppression_add(struct store *s, struct suppression *sp, struct store_error *err)
{
    if (s->readonly)
        return store_fail(err, STORE_READONLY, NULL, "store %s is open read-only", s->path);
    if (!s->batch)
        return store_fail(err, STORE_IO, NULL, "store %s: rule settings are written in a journal batch",
                          s->path);
    snprintf(sp->who, sizeof sp->who, "%s", s->batch_who);
    snprintf(sp->at, sizeof sp->at, "%s", s->batch_at);
    char *id = NULL, *img = NULL;
    const char *p[] = {sp->rule, sp->path, sp->reason, sp->who, sp->at, sp->until[0] ? sp->until : NULL};
    enum store_status r = exec_text(s, "SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name ="
                                       " 'suppression'), 0) + 1", NULL, 0, &id, err);
    if (r == STORE_OK)
        r = exec_text(s, "SELECT json_object('rule', ?1, 'path', ?2, 'reason', ?3, 'who', ?4, 'at', ?5,"
                         " 'until', ?6)", p, 6, &img, err);
    if (r == STORE_OK)
        r = put_suppression(s, id, img, err);
    if (r == STORE_CONSTRAINT)
        r = store_fail(err, STORE_CONSTRAINT, "reason",
                       "a suppression needs a reason of one line, and an end date YYYY-MM-DD");
    if (r == STORE_OK)
        sp->id = strtoll(id, NULL, 10);
    free(id);
    free(img);
    return r;
}

enum store_status store_suppression_delete(struct store *s, int64_t id, struct store_error *err)
{
    if (s->readonly)
        return store_fail(err, STORE_READONLY, NULL, "store %s is open read-only", s->path);
    char key[24], *old = NULL;
    snprintf(key, sizeof key, "%lld", (long long)id);
    enum store_status r = image(s, key, &old, err);
    if (r == STORE_OK && !old)
        r = store_fail(err, STORE_NOTFOUND, NULL, "store %s has no suppression %lld", s->path, (long long)id);
    if (r == STORE_OK)
        r = put_suppression(s, key, NULL, err);
    free(old);
    return r;
}

/* One write of the batch being undone. */
struct rule_write {
    bool level;
    char *key, *old, *new_;
};

static void writes_free(struct rule_write *w, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(w[i].key);
        free(w[i].old);
        free(w[i].new_);
    }
    free(w);
}

static char *col_dup(sqlite3_stmt *st, int i, bool *oom)
{
    const unsigned char *t = sqlite3_column_text(st, i);
    char *d = t ? strdup((const char *)t) : NULL;
    *oom |= t && !d;
    return d;
}

/* Reads the writes of batch, in order. */
static enum store_status read_writes(struct store *s, int64_t batch, struct rule_write **w, size_t *n,
                                     struct store_error *err)
{
    sqlite3_stmt *st;
    size_t cap = 0;
    bool oom = false;
    *w = NULL;
    *n = 0;
    int rc = sqlite3_prepare_v2(s->db, "SELECT what, key, old, new FROM journal_rule WHERE batch_id = ?1"
                                       " ORDER BY n", -1, &st, NULL);
    if (rc == SQLITE_OK)
        sqlite3_bind_int64(st, 1, batch);
    while (rc == SQLITE_OK && !oom && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (heap_reserve(w, &cap, *n + 1, sizeof **w) < 0) {
            oom = true;
            break;
        }
        struct rule_write *x = &(*w)[(*n)++];
        x->level = strcmp((const char *)sqlite3_column_text(st, 0), "level") == 0;
        x->key = col_dup(st, 1, &oom);
        x->old = col_dup(st, 2, &oom);
        x->new_ = col_dup(st, 3, &oom);
        rc = SQLITE_OK;
    }
    sqlite3_finalize(st);
    if (rc == SQLITE_DONE && !oom)
        return STORE_OK;
    return oom ? store_fail(err, STORE_NOMEM, NULL, "out of memory reading the journal")
               : store_sqlfail(s, err, rc, "reading the journal");
}

/* What a write's key holds now: a level's name or a suppression's image (NULL: none). */
static enum store_status now_of(struct store *s, const struct rule_write *x, char **out, struct store_error *err)
{
    const char *p[] = {x->key};
    return x->level ? exec_text(s, "SELECT level FROM rule_level WHERE rule = ?1", p, 1, out, err)
                    : image(s, x->key, out, err);
}

static bool same_text(const char *a, const char *b)
{
    return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

enum store_status rules_undo(struct store *s, int64_t batch, struct store_error *err)
{
    struct rule_write *w;
    size_t n;
    enum store_status r = read_writes(s, batch, &w, &n, err);
    /* the last write of each key says what it must be now */
    for (size_t i = n; r == STORE_OK && i-- > 0;) {
        bool later = false;
        for (size_t k = i + 1; k < n && !later; k++)
            later = w[k].level == w[i].level && strcmp(w[k].key, w[i].key) == 0;
        char *now = NULL;
        if (!later && (r = now_of(s, &w[i], &now, err)) == STORE_OK && !same_text(now, w[i].new_))
            r = store_fail(err, STORE_CONFLICT, NULL, "%s %s%s changed after batch %lld: nothing was undone",
                           w[i].level ? "the level of rule" : "suppression", w[i].level ? "" : "#", w[i].key,
                           (long long)batch);
        free(now);
    }
    for (size_t i = n; r == STORE_OK && i-- > 0;)
        r = w[i].level ? put_level(s, w[i].key, w[i].old, err) : put_suppression(s, w[i].key, w[i].old, err);
    writes_free(w, n);
    return r;
}
