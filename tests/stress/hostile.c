/* tests/stress/hostile.c — hostile values through every reader and writer and back (make stress).
 *
 *   hostile DIR [COUNT]    DIR: scratch directory (made by the caller); COUNT: at least this many
 *                          values (default 10000). Prints one line of counts; exit 0 when every
 *                          value came back identical or was refused with its position, else 1.
 *
 * The values are made of the pieces that break text formats: quotes and doubled quotes, `+` and `-`
 * (MQSC's continuation characters) swept across the wrap column by padding, `*`, `;`, `#`, `=`,
 * parentheses, commas, blanks, tabs, multi-byte UTF-8 up to the 64-byte limit of DESCR and one past
 * it, control characters and line breaks, and text that reads as a command. Each value is
 *   - read: `DEFINE QLOCAL('H') DESCR('v')` (quotes doubled) is imported: either the queue holds v
 *     exactly and nothing else was made, or the import fails with every error at a line and column
 *     of that command;
 *   - written: a queue holding v is exported by every export format that writes MQ (export_formats:
 *     MQSC, YAML…), at 72 and 32 columns, and the file imported again: either the value comes back exactly, with no other object, or the writer
 *     refuses it naming the object and keyword. A value the import accepted must be written by every
 *     writer (the store holds only what every writer carries).
 * The same values go into a WebSphere classification document as an entry's description (an XML
 * attribute: `&`, `<`, `>`, `"`, tab and line breaks written as references, anything else as it
 * is), imported with --was-server: either the entry holds v exactly with nothing else made, or the
 * import fails with every error at a line and column; and a cell whose entry holds v is written by
 * every export format that writes WebSphere (the `was` files, YAML) and read back the same way.
 * A later writer of a system joins by its line in the export format table; a later reader adds a
 * case like read_value that quotes the value its own way. Prints one line of counts per system. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"
#include "model/model.h"
#include "model/mq/mq_model.h"
#include "model/was/was.h"
#include "ui/systems.h"

#define DESCR_MAX 64

static const char *const pieces[] = {
    "'", "''", "'''", "+", "-", "*", ";", "#", "=", "(", ")", "()", "')", "('", "' '", ",", "','", " ",
    "\t", "\\", "\"", "&", "%", "\xe6\x97\xa5", "\xc3\xa9", "\xf0\x9f\x98\x80", "\x07", "\x7f", "\x01",
    "\x1b", "\n", "\r", "+\n", "-\r\n", "\nDEFINE QLOCAL(EVIL)", "') DEFINE QLOCAL(EVIL) DESCR('", "*x", "+ ",
    "- ", "key: value", "- [a, b]", "{x}", "\"'\"", "--- ", "...",
};
#define NPIECES (sizeof pieces / sizeof pieces[0])

static const char *const tails[] = {"", "x", " ", "'", "-", "+"};
#define NTAILS (sizeof tails / sizeof tails[0])

struct tally {
    size_t values, accepted, refused, unplaced, changed, extra, written, withheld, unnamed, lost, reread_refused, continued;
};

static char *dir;

/* Writes text to DIR/name; returns the path (static) or NULL. */
static const char *put_file(const char *name, const char *text, size_t len)
{
    static char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(text, 1, len, f) != len || fclose(f) != 0)
        return NULL;
    return path;
}

/* Prints the first failures, the value in C notation. */
static void show(const char *who, const char *what, const char *v)
{
    static const char *seen[32];
    static int shown[32];
    int k = 0;
    while (k < 31 && seen[k] && strcmp(seen[k], what) != 0)
        k++;
    seen[k] = what;
    if (shown[k]++ >= 4)
        return;
    fprintf(stderr, "hostile: %s %s: \"", who, what);
    for (const unsigned char *p = (const unsigned char *)v; *p; p++)
        fprintf(stderr, *p < 0x20 || *p == 0x7f || *p == '"' || *p == '\\' ? "\\x%02X" : "%c", *p);
    fputs("\"\n", stderr);
}


/* Imports the file at path into pol (no store) with option name=value (name NULL: none); returns
 * the status, diags in d. */
static enum import_status read_opt(const char *path, const char *name, const char *value, struct policy *pol,
                                   struct diag_list *d)
{
    struct import_file f = {path, (const struct import_option[]){{name, value}, {NULL, NULL}}, NULL};
    struct import_summary sum;
    if (!name)
        f.opts = NULL;
    return import_files(&f, 1, pol, NULL, d, &sum);
}

/* Imports the file at path into pol (no store); returns the status, diags in d. */
static enum import_status read_back(const char *path, const char *qmgr, struct policy *pol, struct diag_list *d)
{
    return read_opt(path, "qmgr", qmgr, pol, d);
}

/* Whether every error of d has a line (1 to lines) and a column: counted in t as refused or
 * unplaced. */
static void refused(const struct diag_list *d, unsigned lines, const char *who, const char *v, struct tally *t)
{
    size_t placed = 0, errors = 0;
    for (size_t i = 0; i < d->n; i++)
        if (d->v[i].sev == SEV_ERROR) {
            errors++;
            placed += d->v[i].line >= 1 && d->v[i].line <= lines && d->v[i].col >= 1;
        }
    if (errors && placed == errors)
        t->refused++;
    else {
        t->unplaced++;
        show(who, "refused the value without its position", v);
    }
}

/* Whether pol holds exactly queue manager QMH with the one queue H whose DESCR is v. */
static int holds_exactly(const struct policy *pol, const char *v, struct tally *t)
{
    const struct pol_object *qm = pol->ntops == 1 ? pol->tops[0] : NULL;
    const struct pol_object *q = qm ? pol_find(qm, "queue", "H") : NULL;
    if (!qm || !q || pol_count_objects(qm) != 1 || pol_count_records(qm) != 0) {
        t->extra++;
        return 0;
    }
    const char *got = pol_get_key(q, "descr");
    if (!got || strcmp(got, v) != 0) {
        t->changed++;
        return 0;
    }
    return 1;
}

/* The reader: the MQSC command with v quoted as runmqsc reads it. Returns whether it was accepted. */
static int read_value(const char *v, struct tally *t)
{
    struct textbuf tb = {0};
    tb_puts(&tb, "DEFINE QLOCAL('H') DESCR('");
    for (const char *p = v; *p; p++) {
        tb_putn(&tb, p, 1);
        if (*p == '\'')
            tb_putn(&tb, "'", 1);
    }
    tb_puts(&tb, "')\n");
    unsigned lines = 1;
    for (const char *p = v; *p; p++)
        lines += *p == '\n';
    const char *path = put_file("read.mqsc", tb.buf, tb.len);
    tb_free(&tb);
    struct policy pol;
    struct diag_list d;
    policy_init(&pol);
    diag_init(&d, 0);
    enum import_status st = path ? read_back(path, "QMH", &pol, &d) : IMPORT_NOINPUT;
    int ok = 0;
    if (st == IMPORT_OK && strpbrk(v, "\r\n")) {
        /* MQSC has no line break in a value: the text is what runmqsc reads (a `+` or `-` before
           the break continues the line); it must still make one queue and nothing else */
        const struct pol_object *qm = pol.ntops == 1 ? pol.tops[0] : NULL;
        if (qm && pol_find(qm, "queue", "H") && pol_count_objects(qm) == 1 && !pol_count_records(qm))
            t->continued++;
        else {
            t->extra++;
            show("MQSC import", "made another object of a value's line break", v);
        }
    } else if (st == IMPORT_OK) {
        ok = holds_exactly(&pol, v, t);
        t->accepted += ok;
        if (!ok)
            show("MQSC import", "took the value but holds something else", v);

    } else {
        refused(&d, lines, "MQSC import", v, t);
    }
    diag_free(&d);
    policy_free(&pol);
    return ok;
}

/* Writes top (of MQ) with format f at width into tb; EXPORT_OK or why not in err. */
static enum export_status write_top(const struct export_format *f, const struct pol_object *top, unsigned width,
                                    struct textbuf *tb, struct export_error *err)
{
    struct export_out *o;
    struct export_writer *w = NULL;
    char wtext[16];
    snprintf(wtext, sizeof wtext, "%u", width);
    struct export_options opt = {.opts = (const struct import_option[]){{"width", wtext}, {NULL, NULL}},
                                 .source = "stress"};
    struct export_error end_err;
    enum export_status st = export_out_buffer(tb, &o, err);
    if (st != EXPORT_OK)
        return st;
    st = export_begin(f, o, &opt, &w, err);
    if (st == EXPORT_OK)
        st = export_system(w, top->kind->sys, err);
    if (st == EXPORT_OK)
        st = export_top(w, top, err);
    enum export_status est = export_end(w, &end_err);
    enum export_status cst = export_out_close(o, &end_err);
    return st != EXPORT_OK ? st : est != EXPORT_OK ? est : cst;
}

/* One writer on a queue holding v, and its file read back. accepted: the import took v. */
static void write_one(const struct export_format *f, unsigned width, const struct pol_object *qm, const char *v,
                      int accepted, struct tally *t)
{
    char who[64];
    snprintf(who, sizeof who, "%s %u", f->name, width);
    struct textbuf tb = {0};
    struct export_error err = {0};
    enum export_status st = write_top(f, qm, width, &tb, &err);
    if (st == EXPORT_DATAERR) {
        t->withheld++;
        t->unnamed += strstr(err.msg, "QLOCAL('H')") == NULL || strstr(err.msg, "DESCR") == NULL;   /* names both */
        t->lost += accepted;   /* the store took what this writer cannot give back */
        if (accepted)
            show(who, "refuses a value the import took", v);
    } else if (st != EXPORT_OK) {
        t->lost++;
        show(who, err.msg, v);
    } else {
        const char *path = put_file(f->file ? f->file : "w.mqsc", tb.buf, tb.len);
        struct policy back;
        struct diag_list d;
        policy_init(&back);
        diag_init(&d, 0);
        enum import_status rs = path ? read_back(path, NULL, &back, &d) : IMPORT_NOINPUT;
        if (rs == IMPORT_OK && holds_exactly(&back, v, t)) {
            t->written++;
        } else if (rs == IMPORT_OK) {
            show(who, "read back something else", v);
        } else if (accepted) {
            t->lost++;   /* the store took it, and its export does not read back */
            show(who, "wrote what does not read back", v);
        } else {
            t->reread_refused++;   /* what the import refuses, refused again when read back */
        }
        diag_free(&d);
        policy_free(&back);
    }
    tb_free(&tb);
}

/* Every export format that writes MQ, at 72 and 32 columns, on a queue holding v. */
static void write_value(const char *v, int accepted, struct tally *t)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *qm = pol_new(&pol, mq_kind(MQ_QMGR), NULL, "QMH");
    struct pol_object *q = qm ? pol_new(&pol, mq_kind(MQ_QLOCAL), qm, "H") : NULL;
    if (!q || pol_set(&pol, q, schema_attr_index(q->kind, "descr"), v, (struct pol_pos){1, 1})) {
        fputs("hostile: out of memory\n", stderr);
        exit(70);
    }
    static const unsigned widths[] = {72, EXPORT_WIDTH_MIN};
    for (const struct export_format *const *f = export_formats(); *f; f++)
        for (size_t k = 0; k < 2; k++)
            if (!(*f)->system || strcmp((*f)->system, "mq") == 0)
                write_one(*f, widths[k], qm, v, accepted, t);
    policy_free(&pol);
}

/* ---- WebSphere: the value as an entry's description ---------------------------------------- */

#define HOSTILE_SERVER "CELLH/NODEH/srvh"

/* Appends v to tb as an XML attribute value, quoted as the document writer quotes it. */
static void xml_attr(struct textbuf *tb, const char *v)
{
    for (const char *p = v; *p; p++) {
        const char *rep = *p == '&' ? "&amp;" : *p == '<' ? "&lt;" : *p == '>' ? "&gt;" : *p == '"' ? "&quot;"
                          : *p == '\t' ? "&#9;" : *p == '\n' ? "&#10;" : *p == '\r' ? "&#13;" : NULL;
        if (rep)
            tb_puts(tb, rep);
        else
            tb_putn(tb, p, 1);
    }
}

/* Whether pol holds exactly cell CELLH with node NODEH, server srvh, its document, one element
 * and one entry, whose description is v. */
static int was_holds_exactly(const struct policy *pol, const char *v, struct tally *t)
{
    const struct pol_object *cell = pol->ntops == 1 ? pol->tops[0] : NULL;
    const struct pol_object *srv = cell ? pol_find(cell, was_kind(WAS_SERVER)->ns, "srvh") : NULL;
    const struct pol_object *doc = srv ? pol_first_child(srv, was_kind(WAS_DOCUMENT)) : NULL;
    const struct pol_object *g = doc ? pol_first_child(doc, was_kind(WAS_GROUP)) : NULL;
    const struct pol_object *e = g ? pol_first_child(g, was_kind(WAS_ENTRY)) : NULL;
    if (!e || strcmp(cell->name, "CELLH") != 0 || pol_count_objects(cell) != 5) {
        t->extra++;
        return 0;
    }
    const char *got = pol_get_key(e, "description");
    if (!got || strcmp(got, v) != 0) {
        t->changed++;
        return 0;
    }
    return 1;
}

/* The reader: a classification document whose one entry's description is v. Returns whether it
 * was accepted. */
static int was_read_value(const char *v, struct tally *t)
{
    struct textbuf tb = {0};
    tb_puts(&tb, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Classification schema_version=\"1.0\">\n"
                 "  <InboundClassification type=\"http\" schema_version=\"1.0\" default_transaction_class=\"TCH\">\n"
                 "    <http_classification_info transaction_class=\"TCH\" uri=\"/h\" description=\"");
    xml_attr(&tb, v);
    tb_puts(&tb, "\"/>\n  </InboundClassification>\n</Classification>\n");
    const char *path = put_file("read.xml", tb.buf, tb.len);
    tb_free(&tb);
    struct policy pol;
    struct diag_list d;
    policy_init(&pol);
    diag_init(&d, 0);
    enum import_status st = path ? read_opt(path, "was-server", HOSTILE_SERVER, &pol, &d) : IMPORT_NOINPUT;
    int ok = 0;
    if (st == IMPORT_OK) {
        ok = was_holds_exactly(&pol, v, t);
        t->accepted += ok;
        if (!ok)
            show("document import", "took the value but holds something else", v);
    } else {
        refused(&d, 6, "document import", v, t);
    }
    diag_free(&d);
    policy_free(&pol);
    return ok;
}

/* The files of a `was` export in memory: the classification document kept, the rest dropped. */
struct was_files {
    struct textbuf xml, other;
};

static enum export_status was_open(void *ctx, const char *name, struct export_out **o, struct export_error *err)
{
    struct was_files *w = ctx;
    size_t n = strlen(name), k = strlen("classification.xml");
    return export_out_buffer(n >= k && !strcmp(name + n - k, "classification.xml") ? &w->xml : &w->other, o, err);
}

static enum export_status was_close(void *ctx, struct export_out *o, struct export_error *err)
{
    (void)ctx;
    return export_out_close(o, err);
}

/* Writes cell with format f into tb (the document of its one server, for a `was` export); EXPORT_OK
 * or why not in err. */
static enum export_status was_write(const struct export_format *f, const struct pol_object *cell, struct textbuf *tb,
                                    struct export_error *err)
{
    if (!f->write_files)
        return write_top(f, cell, EXPORT_WIDTH_DEFAULT, tb, err);
    struct was_files w = {{0}, {0}};
    struct export_files fs = {was_open, was_close, &w};
    struct export_options opt = {.source = "stress"};
    enum export_status st = f->write_files(&fs, cell, &opt, err);
    tb_free(&w.other);
    if (st == EXPORT_OK)
        tb_putn(tb, w.xml.buf ? w.xml.buf : "", w.xml.len);
    tb_free(&w.xml);
    return st;
}

/* One writer on a cell whose entry holds v, and its file read back. accepted: the import took v. */
static void was_write_one(const struct export_format *f, const struct pol_object *cell, const char *v, int accepted,
                          struct tally *t)
{
    struct textbuf tb = {0};
    struct export_error err = {0};
    enum export_status st = was_write(f, cell, &tb, &err);
    if (st == EXPORT_DATAERR) {
        t->withheld++;
        t->unnamed += strstr(err.msg, "srvh") == NULL && strstr(err.msg, "description") == NULL;
        t->lost += accepted;
        if (accepted)
            show(f->name, "refuses a value the import took", v);
    } else if (st != EXPORT_OK) {
        t->lost++;
        show(f->name, err.msg, v);
    } else {
        bool doc = f->write_files != NULL;
        const char *path = put_file(doc ? "w.xml" : f->file ? f->file : "w.out", tb.buf, tb.len);
        struct policy back;
        struct diag_list d;
        policy_init(&back);
        diag_init(&d, 0);
        enum import_status rs = !path ? IMPORT_NOINPUT
                                : doc ? read_opt(path, "was-server", HOSTILE_SERVER, &back, &d)
                                      : read_opt(path, NULL, NULL, &back, &d);
        if (rs == IMPORT_OK && was_holds_exactly(&back, v, t)) {
            t->written++;
        } else if (rs == IMPORT_OK) {
            show(f->name, "read back something else", v);
        } else if (accepted) {
            t->lost++;
            show(f->name, "wrote what does not read back", v);
        } else {
            t->reread_refused++;
        }
        diag_free(&d);
        policy_free(&back);
    }
    tb_free(&tb);
}

/* Every export format that writes WebSphere, on a cell whose one entry's description is v. */
static void was_write_value(const char *v, int accepted, struct tally *t)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *cell = pol_new(&pol, was_kind(WAS_CELL), NULL, "CELLH");
    struct pol_object *node = cell ? pol_new(&pol, was_kind(WAS_NODE), cell, "NODEH") : NULL;
    struct pol_object *srv = node ? pol_new(&pol, was_kind(WAS_SERVER), node, "srvh") : NULL;
    struct pol_object *doc = srv ? pol_new(&pol, was_kind(WAS_DOCUMENT), srv, NULL) : NULL;
    struct pol_object *g = doc ? pol_new(&pol, was_kind(WAS_GROUP), doc, NULL) : NULL;
    struct pol_object *e = g ? pol_new(&pol, was_kind(WAS_ENTRY), g, NULL) : NULL;
    const struct pol_pos at = {1, 1};
    if (!e || pol_set(&pol, doc, schema_attr_index(doc->kind, "schema_version"), "1.0", at) ||
        pol_set(&pol, g, schema_attr_index(g->kind, "element"), "InboundClassification", at) ||
        pol_set(&pol, g, schema_attr_index(g->kind, "type"), "http", at) ||
        pol_set(&pol, g, schema_attr_index(g->kind, "schema_version"), "1.0", at) ||
        pol_set(&pol, g, schema_attr_index(g->kind, "default_tclass"), "TCH", at) ||
        pol_set(&pol, e, schema_attr_index(e->kind, "element"), "http_classification_info", at) ||
        pol_set(&pol, e, schema_attr_index(e->kind, "tclass"), "TCH", at) ||
        pol_set(&pol, e, schema_attr_index(e->kind, "uri"), "/h", at) ||
        pol_set(&pol, e, schema_attr_index(e->kind, "description"), v, at)) {
        fputs("hostile: out of memory\n", stderr);
        exit(70);
    }
    for (const struct export_format *const *f = export_formats(); *f; f++)
        if (!(*f)->system || strcmp((*f)->system, "was") == 0)
            was_write_one(*f, cell, v, accepted, t);
    policy_free(&pol);
}

/* Value number i of the generated set, into buf (size n): pieces swept across every padding from
 * 0 to DESCR_MAX, with each tail; then runs of multi-byte characters at the byte limit; then
 * pseudo-random strings of pieces. */
static void make_value(size_t i, char *buf, size_t n)
{
    size_t sweep = (DESCR_MAX + 1) * NPIECES * NTAILS, pad, len = 0;
    buf[0] = '\0';
    if (i < sweep) {
        pad = i % (DESCR_MAX + 1);
        const char *piece = pieces[i / (DESCR_MAX + 1) % NPIECES], *tail = tails[i / ((DESCR_MAX + 1) * NPIECES)];
        snprintf(buf, n, "%.*s%s%s", (int)pad, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLM",
                 piece, tail);
        return;
    }
    i -= sweep;
    if (i < 3 * 24) {   /* 0-2 ASCII bytes, then 3-byte characters to 60..69 bytes */
        size_t lead = i % 3, want = 60 + i / 3 % 10;
        for (; len < lead; len++)
            buf[len] = 'a';
        while (len + 3 <= want && len + 3 < n) {
            memcpy(buf + len, "\xe6\x97\xa5", 3);
            len += 3;
        }
        buf[len] = '\0';
        return;
    }
    unsigned long x = 2463534242UL + i * 2654435761UL;
    for (int k = 0; k < 6; k++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        const char *piece = pieces[x % NPIECES];
        if (len + strlen(piece) + 1 >= n)
            break;
        memcpy(buf + len, piece, strlen(piece) + 1);
        len += strlen(piece);
    }
}

int main(int argc, char **argv)
{
    systems_init();   /* the product's systems, as main() registers them */
    if (argc < 2 || argc > 3) {
        fputs("usage: hostile DIR [COUNT]\n", stderr);
        return 64;
    }
    dir = argv[1];
    size_t count = argc == 3 ? strtoul(argv[2], NULL, 10) : 10000;
    size_t sweep = (DESCR_MAX + 1) * NPIECES * NTAILS + 3 * 24;
    if (count < sweep)
        count = sweep;
    struct tally t[2] = {{0}, {0}};
    char v[512];
    for (size_t i = 0; i < count; i++) {
        make_value(i, v, sizeof v);
        t[0].values++;
        write_value(v, read_value(v, &t[0]), &t[0]);
        t[1].values++;
        was_write_value(v, was_read_value(v, &t[1]), &t[1]);
    }
    int bad = 0;
    for (int k = 0; k < 2; k++) {
        printf("%s: values %zu read: accepted %zu refused-with-position %zu refused-without %zu line-continued %zu "
               "changed %zu extra %zu; written-and-read-back %zu refused-by-writer %zu (unnamed %zu) "
               "refused-when-read-back %zu lost %zu\n",
               k ? "was" : "mq", t[k].values, t[k].accepted, t[k].refused, t[k].unplaced, t[k].continued, t[k].changed,
               t[k].extra, t[k].written, t[k].withheld, t[k].unnamed, t[k].reread_refused, t[k].lost);
        bad |= t[k].unplaced || t[k].changed || t[k].extra || t[k].unnamed || t[k].lost;
    }
    return bad;
}
