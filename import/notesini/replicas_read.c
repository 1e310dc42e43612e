/* import/notesini/replicas_read.c — the replica list reader (replicas_csv.h): one row per replica,
 * the server in any form of its name (canonical, abbreviated, common), the replica id with or
 * without its colon, the flags a |-list. A list replaces the replicas of each server it names:
 * a replica the list does not give for such a server is deleted. Findings DOM105 (a malformed
 * row) and DOM106 (a server the import and the store do not hold, or more than one fits). */
#include "import/notesini/notesini_formats.h"
#include "import/notesini/notesini_servers.h"
#include "import/notesini/replicas_csv.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import_run.h"
#include "model/domino/domino.h"

/* The servers the list names, with the replicas it gives each. */
struct named {
    struct pol_object *top;
};

struct list_read {
    struct import_run *run;
    const struct import_input *in;
    struct named *v;
    size_t n;
    struct notesini_names stored;     /* the store's servers, asked once */
    const struct pol_object **seen;   /* the replicas the rows gave */
    size_t nseen, capseen;
    bool bad;
};

static void row_error(struct list_read *lr, const char *id, unsigned line, unsigned col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* Reports an error of a row at line:col. */
static void row_error(struct list_read *lr, const char *id, unsigned line, unsigned col, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_add(lr->run->diags, SEV_ERROR, id, (struct diag_at){lr->in->name, line, col, NULL, NULL}, "%s", msg);
    lr->bad = true;
}

/* The server of a row's first field: the one it names among those the import has read and the
 * store holds, else the one its canonical form names; NULL after DOM106 (none, or several fit). */
static struct pol_object *row_server(struct list_read *lr, const char *text, unsigned line, unsigned col,
                                     enum import_status *st)
{
    const char *names[4];
    long n = notesini_servers_named(lr->run, &lr->stored, text, names, 4);
    if (n < 0) {
        *st = IMPORT_HOOK;
        return NULL;
    }
    if (n > 1) {
        row_error(lr, "DOM106", line, col, "server %s fits %ld servers: %s, %s%s; give its canonical name", text, n,
                  names[0], names[1], n > 2 ? ", …" : "");
        return NULL;
    }
    if (n == 0) {
        row_error(lr, "DOM106", line, col, "server %s is not in the store: import its NOTES.INI first", text);
        return NULL;
    }
    struct pol_object *top = NULL;
    *st = import_top(lr->run, domino_kind(DOM_SERVER), names[0], &top);
    return top;
}

/* The flags of field f as YES or NULL for out_of_service, pending_delete, clustered; false after
 * DOM105 naming the unknown one. */
static bool row_flags(struct list_read *lr, const char *f, unsigned line, unsigned col, const char *v[3])
{
    static const char *const names[3] = {"out_of_service", "pending_delete", "clustered"};
    v[0] = v[1] = v[2] = NULL;
    for (const char *s = f; *s;) {
        size_t n = strcspn(s, "|");
        size_t i = 0;
        while (i < 3 && !(strlen(names[i]) == n && strncmp(s, names[i], n) == 0))
            i++;
        if (i == 3) {
            row_error(lr, "DOM105", line, col + (unsigned)(s - f), "flag %.*s is none of out_of_service, "
                      "pending_delete and clustered", (int)(n > 40 ? 40 : n), s);
            return false;
        }
        v[i] = "YES";
        s += n + (s[n] == '|');
    }
    return true;
}

/* Sets attribute key of obj to v (NULL: unspecified) when it differs, read at line:col. */
static int set(struct import_run *run, struct pol_object *obj, const char *key, const char *v, unsigned line,
               unsigned col)
{
    int idx = schema_attr_index(obj->kind, key);
    const char *old = pol_get(obj, idx);
    if ((!v && !old) || (v && old && strcmp(v, old) == 0))
        return 0;
    return pol_set(run->pol, obj, idx, v, (struct pol_pos){line, col});
}

/* Notes top as named by the list. Returns 0, or -1 when memory runs out. */
static int note_named(struct list_read *lr, struct pol_object *top)
{
    for (size_t i = 0; i < lr->n; i++)
        if (lr->v[i].top == top)
            return 0;
    struct named *v = realloc(lr->v, (lr->n + 1) * sizeof *v);
    if (!v)
        return -1;
    lr->v = v;
    v[lr->n++].top = top;
    return 0;
}

/* Applies one row (line `line`). */
static enum import_status read_row(struct list_read *lr, const char *s, size_t len, unsigned line)
{
    struct replicas_row row;
    unsigned col = 1;
    int rc = replicas_split(s, len, &row, &col);
    enum import_status st = rc < 0 ? IMPORT_NOMEM : IMPORT_OK;
    char id[20];
    const char *flags[3];
    if (rc > 0)
        row_error(lr, "DOM105", line, col, "a quoted field is not closed, or text follows its closing quote");
    else if (rc == 0 && row.n != REPLICAS_FIELDS)
        row_error(lr, "DOM105", line, 1, "a row has 5 fields (server,database,replica_id,path,flags), not %zu",
                  row.n);
    else if (rc == 0 && domino_replica_id(row.field[2], id, sizeof id) < 0)
        row_error(lr, "DOM105", line, row.col[2], "replica_id %.40s is not 16 hexadecimal digits "
                  "(85257A2B:0055C7F1)", row.field[2]);
    else if (rc == 0 && !*row.field[0])
        row_error(lr, "DOM105", line, 1, "the server is empty");
    else if (rc == 0 && row_flags(lr, row.field[4], line, row.col[4], flags)) {
        struct pol_object *top = row_server(lr, row.field[0], line, row.col[0], &st);
        struct pol_object *r = top ? pol_find(top, "replica", id) : NULL;
        if (top && !r && (r = pol_new(lr->run->pol, domino_kind(DOM_REPLICA), top, id)))
            lr->run->sum->defined++;
        else if (r)
            lr->run->sum->altered++;
        if (top && (!r || note_named(lr, top) ||
                    set(lr->run, r, "database", *row.field[1] ? row.field[1] : NULL, line, row.col[1]) ||
                    set(lr->run, r, "path", *row.field[3] ? row.field[3] : NULL, line, row.col[3]) ||
                    set(lr->run, r, "out_of_service", flags[0], line, row.col[4]) ||
                    set(lr->run, r, "pending_delete", flags[1], line, row.col[4]) ||
                    set(lr->run, r, "clustered", flags[2], line, row.col[4])))
            st = IMPORT_NOMEM;
        if (r)
            r->src = (struct pol_src){pol_intern(lr->run->pol, lr->in->name), {line, 1}};
        if (r && lr->nseen == lr->capseen) {
            size_t cap = lr->capseen ? 2 * lr->capseen : 64;
            const struct pol_object **v = realloc(lr->seen, cap * sizeof *v);
            if (!v)
                st = IMPORT_NOMEM;
            else
                lr->seen = v, lr->capseen = cap;
        }
        if (r && lr->nseen < lr->capseen)
            lr->seen[lr->nseen++] = r;
    }
    replicas_row_free(&row);
    return st;
}

/* Orders pointers. */
static int by_address(const void *a, const void *b)
{
    const void *x = *(const void *const *)a, *y = *(const void *const *)b;
    return x < y ? -1 : x > y;
}

/* Deletes the replicas of the servers named that no row gave. */
static void drop_unlisted(struct list_read *lr)
{
    qsort(lr->seen, lr->nseen, sizeof *lr->seen, by_address);
    for (size_t i = 0; i < lr->n; i++)
        for (struct pol_object *r = pol_first_child(lr->v[i].top, domino_kind(DOM_REPLICA)), *next; r; r = next) {
            next = pol_next_child(r, domino_kind(DOM_REPLICA));
            const struct pol_object *key = r;
            if (!bsearch(&key, lr->seen, lr->nseen, sizeof *lr->seen, by_address)) {
                pol_delete(r);
                lr->run->sum->deleted++;
            }
        }
}

enum import_status replicas_read(struct import_run *run, const struct import_input *in)
{
    struct list_read lr = {.run = run, .in = in};
    enum import_status st = IMPORT_OK;
    unsigned line = 1;
    const char *file = pol_intern(run->pol, in->name);
    size_t i = import_text_start(in->buf, in->len);
    for (bool header = true; i < in->len && st == IMPORT_OK; line++, header = false) {
        const char *nl = memchr(in->buf + i, '\n', in->len - i);
        size_t e = nl ? (size_t)(nl - in->buf) : in->len, ll = e - i;
        if (ll && in->buf[e - 1] == '\r')
            ll--;
        if (!header && ll)
            st = read_row(&lr, in->buf + i, ll, line);
        if (st == IMPORT_OK && (line & 1023) == 0)
            st = import_tick(run, i);
        i = e + 1;
    }
    if (!file && st == IMPORT_OK)
        st = IMPORT_NOMEM;
    if (st == IMPORT_OK && !lr.bad)
        drop_unlisted(&lr);
    free(lr.v);
    free(lr.seen);
    notesini_names_free(&lr.stored);
    return st != IMPORT_OK ? st : lr.bad ? IMPORT_DATAERR : IMPORT_OK;
}

enum import_claim replicas_detect(const struct import_input *in)
{
    if (in->directory || !in->buf)
        return IMPORT_NOT;
    size_t i = import_text_start(in->buf, in->len), n = strlen(REPLICAS_HEADER);
    if (in->len - i < n || memcmp(in->buf + i, REPLICAS_HEADER, n) != 0)
        return IMPORT_NOT;
    i += n;
    i += i < in->len && in->buf[i] == '\r';
    return i == in->len || in->buf[i] == '\n' ? IMPORT_CERTAIN : IMPORT_NOT;
}
