/* import/wlmxml/wlmxml_records.c — joining and cutting 80-byte records; see wlmxml_records.h. */
#include "import/wlmxml/wlmxml_records.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* The state of one join. */
struct join {
    struct wlmxml_joined *out;
    size_t cap;
    size_t capr;
    unsigned n;          /* bytes of the current record so far */
    char prev;           /* the stream's previous byte */
    size_t last_gt_nl;   /* offset + 1 of the current record's last '>'-newline; 0: none */
    uint32_t line, col;  /* position in the file of the byte read next */
};

/* Appends byte c of the stream, found at (line, col) of the file. */
static bool put(struct join *j, char c, uint32_t line, uint32_t col)
{
    struct wlmxml_joined *o = j->out;
    if (o->len + 2 > j->cap) {
        size_t ncap = j->cap ? j->cap * 2 : 4096;
        char *nb = realloc(o->buf, ncap);
        uint32_t *nl = nb ? realloc(o->line, ncap * sizeof *nl) : NULL;
        if (nb)
            o->buf = nb;
        if (nl)
            o->line = nl;
        uint32_t *nc = nl ? realloc(o->col, ncap * sizeof *nc) : NULL;
        if (nc)
            o->col = nc;
        if (!nc)
            return false;
        j->cap = ncap;
    }
    o->buf[o->len] = c;
    o->line[o->len] = line;
    o->col[o->len] = col;
    o->len++;
    j->prev = c;
    return true;
}

/* Notes that the '>'-newline at offset at was a record end (WLM104). */
static bool note_repaired(struct join *j, size_t at)
{
    struct wlmxml_joined *o = j->out;
    if (o->nrepaired == j->capr) {
        size_t ncap = j->capr ? j->capr * 2 : 8;
        size_t *nr = realloc(o->repaired, ncap * sizeof *nr);
        if (!nr)
            return false;
        o->repaired = nr;
        j->capr = ncap;
    }
    o->repaired[o->nrepaired++] = at;
    return true;
}

/* Handles a newline of the file. */
static enum wlmxml_join_status newline(struct join *j, unsigned reclen)
{
    uint32_t line = j->line, col = j->col;
    j->line++;
    j->col = 1;
    if (j->n == reclen) {                 /* a full record: its end */
        j->n = 0;
        j->last_gt_nl = 0;
        j->out->records++;
        return WLMXML_JOINED;
    }
    if (j->prev == '>') {                 /* the stream's own newline */
        if (!put(j, '\n', line, col))
            return WLMXML_JOIN_NOMEM;
        j->n++;
        j->last_gt_nl = j->out->len;
        return WLMXML_JOINED;
    }
    while (j->n < reclen) {               /* a record whose trailing blanks were stripped */
        if (!put(j, ' ', line, col))
            return WLMXML_JOIN_NOMEM;
        j->n++;
    }
    j->n = 0;
    j->last_gt_nl = 0;
    j->out->records++;
    return WLMXML_JOINED;
}

/* Handles any other byte of the file. */
static enum wlmxml_join_status other(struct join *j, char c, unsigned reclen)
{
    if (j->n == reclen) {                 /* past the record: the last '>'-newline ended it */
        if (!j->last_gt_nl)
            return WLMXML_NOT_RECORDS;
        if (!note_repaired(j, j->last_gt_nl - 1))
            return WLMXML_JOIN_NOMEM;
        j->n = (unsigned)(j->out->len - j->last_gt_nl);
        j->last_gt_nl = 0;
        j->out->records++;
    }
    if (!put(j, c, j->line, j->col))
        return WLMXML_JOIN_NOMEM;
    j->n++;
    j->col++;
    return WLMXML_JOINED;
}

void wlmxml_joined_free(struct wlmxml_joined *j)
{
    free(j->buf);
    free(j->line);
    free(j->col);
    free(j->repaired);
    memset(j, 0, sizeof *j);
}

enum wlmxml_join_status wlmxml_records_join(const char *in, size_t n, unsigned reclen,
                                            struct wlmxml_joined *out)
{
    memset(out, 0, sizeof *out);
    if (reclen < 1 || reclen > WLMXML_RECLEN_MAX)
        return WLMXML_NOT_RECORDS;
    struct join j = {.out = out, .line = 1, .col = 1};
    enum wlmxml_join_status st = WLMXML_JOINED;
    for (size_t i = 0; i < n && st == WLMXML_JOINED; i++)
        st = in[i] == '\n' ? newline(&j, reclen) : other(&j, in[i], reclen);
    if (st == WLMXML_JOINED && j.n)
        out->records++;                   /* a last record without newline */
    if (st == WLMXML_JOINED && !put(&j, '\0', j.line, j.col))
        st = WLMXML_JOIN_NOMEM;
    if (st != WLMXML_JOINED) {
        wlmxml_joined_free(out);
        return st;
    }
    out->len--;                           /* the NUL and its entry: the end of the file */
    return WLMXML_JOINED;
}

/* Whether the record stream[at, at + len) can be written: a newline only after a '>', and no
 * blank after a '>' up to its end. Returns 0, or the offset + 1 of the byte that cannot. */
static size_t record_problem(const char *stream, size_t at, size_t len)
{
    for (size_t i = at; i < at + len; i++)
        if (stream[i] == '\n' && (i == 0 || stream[i - 1] != '>'))
            return i + 1;
    size_t end = at + len;
    while (end > at && stream[end - 1] == ' ')
        end--;
    if (end < at + len && end > at && stream[end - 1] == '>')
        return end + 1;
    return 0;
}

char *wlmxml_records_split(const char *stream, size_t n, unsigned reclen, size_t *outlen)
{
    *outlen = 0;
    if (reclen < 1 || reclen > WLMXML_RECLEN_MAX)
        return NULL;
    char *out = malloc(n + n / reclen + 2);
    if (!out)
        return NULL;
    size_t o = 0;
    for (size_t at = 0; at < n; at += reclen) {
        size_t len = n - at < reclen ? n - at : reclen;
        size_t bad = record_problem(stream, at, len);
        if (bad) {
            free(out);
            *outlen = bad;
            return NULL;
        }
        size_t keep = len;
        while (keep > 0 && stream[at + keep - 1] == ' ')
            keep--;
        memcpy(out + o, stream + at, keep);
        o += keep;
        out[o++] = '\n';
    }
    out[o] = '\0';
    *outlen = o;
    return out;
}
