/* store/store_change.c — what a journal batch changed, attribute by attribute: the difference of
 * two whole-object images (model/codec.h) written as journal_change rows, and the objects a batch
 * defined, changed and deleted counted on its journal_batch row (format 8). The saves call it as
 * they journal (store_save.c), the migration to format 8 for the batches journalled before
 * (store_change_fill.c). */
#include "store/store_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One value of an image: a modelled attribute (`V key=value`), an unmodelled parameter
 * (`O<line>:<col> KEYWORD[=value]`) or the object's place among its siblings (`S position`, shown
 * as "(position)": the order of WLM's classification rules is policy), its text still escaped.
 * Read-only values (`R`, the product's own: ALTDATE) and source positions are not values a user
 * changes. */
struct ival {
    char cls;             /* 'V', 'O' or 'S' */
    const char *key, *val;
    size_t klen, vlen;    /* val NULL: an O keyword without a value */
    size_t order;         /* its place in the image: equal keys keep it */
};

static int ival_cmp(const void *a, const void *b)
{
    const struct ival *x = a, *y = b;
    if (x->cls != y->cls)
        return x->cls < y->cls ? -1 : 1;
    size_t n = x->klen < y->klen ? x->klen : y->klen;
    int c = memcmp(x->key, y->key, n);
    if (c || x->klen != y->klen)
        return c ? c : x->klen < y->klen ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

/* The values of image text (NULL: none), sorted by class and key: *out malloc'd (NULL when none).
 * Returns 0, or -1 when memory runs out. */
static int image_values(const char *text, bool params, struct ival **out, size_t *n)
{
    size_t cap = 0;
    *out = NULL;
    *n = 0;
    for (const char *s = text; s && *s;) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            eol = s + strlen(s);
        struct ival v = {0};
        if (s[0] == 'S' && s[1] == ' ') {
            v = (struct ival){'S', "(position)", s + 2, 10, (size_t)(eol - s - 2), *n};
        } else if (s[0] == 'V' && s[1] == ' ') {
            const char *eq = memchr(s + 2, '=', (size_t)(eol - s - 2));
            if (eq)
                v = (struct ival){'V', s + 2, eq + 1, (size_t)(eq - s - 2), (size_t)(eol - eq - 1), *n};
        } else if (params && s[0] == 'O' && s[1] >= '0' && s[1] <= '9') {
            const char *kw = memchr(s, ' ', (size_t)(eol - s));
            const char *eq = kw ? memchr(kw, '=', (size_t)(eol - kw)) : NULL;
            if (kw)
                v = (struct ival){'O', kw + 1, eq ? eq + 1 : NULL,
                                  (size_t)((eq ? eq : eol) - kw - 1), eq ? (size_t)(eol - eq - 1) : 0, *n};
        }
        if (v.cls) {
            if (heap_reserve(out, &cap, *n + 1, sizeof **out) != 0) {
                free(*out);
                *out = NULL;
                return -1;
            }
            (*out)[(*n)++] = v;
        }
        s = *eol ? eol + 1 : eol;
    }
    if (*n)
        qsort(*out, *n, sizeof **out, ival_cmp);
    return 0;
}

/* s[0..n) unescaped (`\\`, `\n`) into a malloc'd string; NULL for s NULL or when memory runs out
 * (*oom set). */
static char *unescaped(const char *s, size_t n, bool *oom)
{
    if (!s)
        return NULL;
    char *d = malloc(n + 1), *o = d;
    if (!d) {
        *oom = true;
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n) {
            *o++ = s[i + 1] == 'n' ? '\n' : s[i + 1];
            i++;
        } else {
            *o++ = s[i];
        }
    }
    *o = '\0';
    return d;
}

/* Whether two values are the same: equal bytes, or what kind's system takes as the same
 * (system_def.same_value) once unescaped. */
static bool same_value(const struct kind_def *kind, const struct ival *a, const struct ival *b)
{
    if (!a->val || !b->val)
        return !a->val && !b->val;
    if (a->vlen == b->vlen && memcmp(a->val, b->val, a->vlen) == 0)
        return true;
    if (!kind || !kind->sys->same_value || a->cls == 'S')
        return false;
    bool oom = false;
    char *x = unescaped(a->val, a->vlen, &oom), *y = unescaped(b->val, b->vlen, &oom);
    bool same = x && y && kind->sys->same_value(a->cls == 'O', x, y);
    free(x);
    free(y);
    return same;
}

/* Writes one journal_change row: attribute attr of the object at path went from old to new. */
static enum store_status put_row(struct store *s, const struct change_ctx *cx, const char *attr,
                                 const char *old, const char *new_, struct store_error *err)
{
    sqlite3_stmt *st = store_stmt(s, ST_CHANGE_INSERT);
    sqlite3_bind_int64(st, 1, cx->batch);
    sqlite3_bind_int64(st, 2, ++*cx->n);
    sqlite3_bind_int64(st, 3, cx->seq);
    store_bind_text(st, 4, cx->path);
    store_bind_text(st, 5, cx->name);
    store_bind_text(st, 6, attr);
    store_bind_text(st, 7, old);
    store_bind_text(st, 8, new_);
    int rc = store_exec_stmt(st);
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, "writing the journal's changes");
}

/* The keyword a value is shown by: the product's keyword of a modelled attribute (its canonical
 * key when kind does not have it), an unmodelled parameter's own or the product's name for it
 * (system_def.param_label). malloc'd into *out. */
static char *attr_name(const struct kind_def *kind, const struct ival *v, bool *oom)
{
    char key[512], label[512];
    if (kind && v->klen < sizeof key) {
        memcpy(key, v->key, v->klen);
        key[v->klen] = '\0';
        int i = v->cls == 'V' ? schema_attr_index(kind, key) : -1;
        if (i >= 0)
            return unescaped(kind->attrs[i]->native, strlen(kind->attrs[i]->native), oom);
        const char *shown = v->cls == 'O' && kind->sys->param_label
                            ? kind->sys->param_label(key, label, sizeof label) : NULL;
        if (shown)
            return unescaped(shown, strlen(shown), oom);
    }
    return unescaped(v->key, v->klen, oom);
}

/* Writes the row of value pair (a, b): one of them may be NULL (the value was not there). */
static enum store_status put_pair(struct store *s, const struct change_ctx *cx, const struct ival *a,
                                  const struct ival *b, struct store_error *err)
{
    bool oom = false;
    const struct ival *k = a ? a : b;
    char *attr = attr_name(cx->kind, k, &oom);
    char *old = a ? unescaped(a->val ? a->val : "", a->val ? a->vlen : 0, &oom) : NULL;
    char *new_ = b ? unescaped(b->val ? b->val : "", b->val ? b->vlen : 0, &oom) : NULL;
    enum store_status r = oom ? store_fail(err, STORE_NOMEM, NULL, "out of memory")
                              : put_row(s, cx, attr, old, new_, err);
    free(attr);
    free(old);
    free(new_);
    return r;
}

/* The next line of *p that is not an `I` or `H` line (the uids, which a replace gives anew), its
 * length in *n; NULL at the end. *p moves past it. */
static const char *next_line(const char **p, size_t *n)
{
    while (**p) {
        const char *s = *p, *eol = strchr(s, '\n');
        *n = eol ? (size_t)(eol - s) : strlen(s);
        *p = s + *n + (eol != NULL);
        if (!((s[0] == 'I' || s[0] == 'H') && s[1] == ' '))
            return s;
    }
    return NULL;
}

/* Whether two images are the same text but for their uids: nothing changed, without reading
 * them value by value (a dump read again replaces every object by an equal one). */
static bool same_text(const char *a, const char *b)
{
    const char *x, *y;
    size_t nx = 0, ny = 0;
    do {
        x = next_line(&a, &nx);
        y = next_line(&b, &ny);
        if (!x || !y)
            return !x && !y;
    } while (nx == ny && memcmp(x, y, nx) == 0);
    return false;
}

enum store_status change_diff(struct store *s, const struct change_ctx *cx, const char *before,
                              const char *after, bool params, bool *changed, struct store_error *err)
{
    struct ival *a = NULL, *b = NULL;
    size_t na = 0, nb = 0, i = 0, j = 0;
    *changed = false;
    if (before && after && same_text(before, after))
        return STORE_OK;
    if (image_values(before, params, &a, &na) != 0 || image_values(after, params, &b, &nb) != 0) {
        free(a);
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    }
    enum store_status r = STORE_OK;
    while (r == STORE_OK && (i < na || j < nb)) {
        int c = i == na ? 1 : j == nb ? -1 : 0;
        if (!c) {
            struct ival x = a[i], y = b[j];
            x.order = y.order = 0;   /* the n-th value of a key pairs with the n-th */
            c = ival_cmp(&x, &y);
        }
        if (c == 0 && same_value(cx->kind, &a[i], &b[j])) {
            i++, j++;
            continue;
        }
        r = put_pair(s, cx, c <= 0 ? &a[i] : NULL, c >= 0 ? &b[j] : NULL, err);
        *changed = true;
        i += c <= 0;
        j += c >= 0;
    }
    free(a);
    free(b);
    return r;
}

enum store_status change_counts(struct store *s, int64_t batch, long defined, long changed, long deleted,
                                struct store_error *err)
{
    if (!defined && !changed && !deleted)
        return STORE_OK;
    sqlite3_stmt *st = store_stmt(s, ST_BATCH_COUNTS);
    sqlite3_bind_int64(st, 1, batch);
    sqlite3_bind_int64(st, 2, defined);
    sqlite3_bind_int64(st, 3, changed);
    sqlite3_bind_int64(st, 4, deleted);
    int rc = store_exec_stmt(st);
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, "counting a journal batch's changes");
}

/* The records in a sequence of whole records (codec_put_record): its `W` lines. */
static size_t count_records(const char *text)
{
    size_t n = 0;
    for (const char *p = text; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : "")
        n += p[0] == 'W' && p[1] == ' ';
    return n;
}

/* The next line of a sequence of records *p that says what a record holds, its length in *n (the
 * position of a parameter, `O12:4 `, left out): not the file it was read from (`F`) nor its place
 * there (`P`), which are where it was read, not what it is. NULL at the end; *p moves past it. */
static const char *next_content(const char **p, size_t *n)
{
    for (const char *s; (s = next_line(p, n));) {
        if ((s[0] == 'F' || s[0] == 'P') && s[1] == ' ')
            continue;
        if ((s[0] == 'O' || s[0] == 'R') && s[1] >= '0' && s[1] <= '9') {
            const char *sp = memchr(s, ' ', *n);
            if (sp) {
                *n -= (size_t)(sp + 1 - s);
                s = sp + 1;
            }
        }
        return s;
    }
    return NULL;
}

/* Whether two sequences of records hold the same records, in the same order, wherever they were
 * read from: a script read again from another directory, or with a line added above a command,
 * changes none of them. */
static bool same_records(const char *a, const char *b)
{
    const char *x, *y;
    size_t nx = 0, ny = 0;
    do {
        x = next_content(&a, &nx);
        y = next_content(&b, &ny);
        if (!x || !y)
            return !x && !y;
    } while (nx == ny && memcmp(x, y, nx) == 0);
    return false;
}

enum store_status change_records(struct store *s, const struct change_ctx *cx, const char *before,
                                 const char *after, struct store_error *err)
{
    if (same_records(before ? before : "", after ? after : ""))
        return STORE_OK;
    char old[48], new_[48];
    size_t a = count_records(before), b = count_records(after);
    snprintf(old, sizeof old, "%zu record%s", a, a == 1 ? "" : "s");
    snprintf(new_, sizeof new_, "%zu record%s", b, b == 1 ? "" : "s");
    return put_row(s, cx, "(records)", old, new_, err);
}
