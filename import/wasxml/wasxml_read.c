/* import/wasxml/wasxml_read.c — the workload classification document reader: recognises the file,
 * parses it with libxml2 through the hardened tree builder of the WLM XML reader
 * (import/wlmxml/wlmxml_tree.h: no DTD loaded, no entity expanded, no network; the DOCTYPE is kept
 * as text, never read), and replaces the document of the server that `--was-server
 * CELL/NODE/SERVER` names, creating the cell, node and server as needed and keeping the server's
 * settings. The tree it reads is wasxml_int.h's, from IBM's "Workload classification file" topic
 * (model/was/was_docs.h WASDOC_WCF). */
#include "import/wasxml/wasxml_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/wlmxml/wlmxml_tree.h"
#include "model/was/was.h"

static const struct import_option_def server_option = {
    .name = "was-server",
    .system = "was",
    .what = "a WebSphere server as CELL/NODE/SERVER",
    .names = "the WebSphere server",
    .metavar = "CELL/NODE/SERVER",
    .label = "WebSphere server",
    .help = "the application server whose workload classification document the XML files after it are",
    .type = IMPORT_OPT_TEXT,
};

const struct import_option_def *const wasxml_options[] = {&server_option, NULL};

bool wasxml_is_entry(const char *s)
{
    size_t n = strlen(s), k = strlen("classification_info");
    return !strcmp(s, "classificationentry") || (n > k && !strcmp(s + n - k, "classification_info"));
}

bool wasxml_is_group(const char *s)
{
    return !strcmp(s, "InboundClassification") || !strcmp(s, "SibClassification") ||
           !strcmp(s, "WMQRAClassification");
}

/* One file being read. */
struct reader {
    struct import_run *run;
    const struct import_input *in;
    const char *src;         /* in->name, owned by the policy */
    const char *text;
    size_t n;
    size_t *lines;           /* offset of each line start */
    size_t nlines;
    size_t decl[2], doctype[2];   /* [start, end) of the prolog's parts; start == end: none */
    int errors;
};

static struct pol_pos pos_of(const struct reader *rd, size_t off)
{
    size_t lo = 0, hi = rd->nlines;
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (rd->lines[mid] <= off)
            lo = mid;
        else
            hi = mid;
    }
    return (struct pol_pos){(uint32_t)lo + 1, (uint32_t)(off - rd->lines[lo]) + 1};
}

static void report_at(struct reader *rd, enum severity sev, const char *id, struct pol_pos p, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

static void report_at(struct reader *rd, enum severity sev, const char *id, struct pol_pos p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(rd->run->diags, sev, id, (struct diag_at){rd->in->name, p.line, p.col, NULL, NULL}, fmt, ap);
    va_end(ap);
    rd->errors += sev == SEV_ERROR;
}

/* The first n bytes of pat in buf[from, len), or len. */
static size_t find(const char *buf, size_t from, size_t len, const char *pat)
{
    size_t n = strlen(pat);
    for (size_t i = from; i + n <= len; i++)
        if (!memcmp(buf + i, pat, n))
            return i;
    return len;
}

/* Walks the prolog (byte order mark, white space, the XML declaration, comments, processing
 * instructions, the DOCTYPE) and returns where the root element should start; rd->decl and
 * rd->doctype get the declaration's and the DOCTYPE's bytes. *subset is set for a DOCTYPE with an
 * internal subset, which is refused. */
static size_t prolog(struct reader *rd, const char *buf, size_t len, bool *subset)
{
    size_t i = len >= 3 && !memcmp(buf, "\xEF\xBB\xBF", 3) ? 3 : 0;
    *subset = false;
    for (;;) {
        while (i < len && strchr(" \t\r\n", buf[i]))
            i++;
        size_t end;
        if (i + 5 <= len && !memcmp(buf + i, "<?xml", 5) && rd && rd->decl[0] == rd->decl[1]) {
            end = find(buf, i, len, "?>") + 2;
            if (rd)
                rd->decl[0] = i, rd->decl[1] = end;
        } else if (i + 2 <= len && !memcmp(buf + i, "<?", 2)) {
            end = find(buf, i, len, "?>") + 2;
        } else if (i + 4 <= len && !memcmp(buf + i, "<!--", 4)) {
            end = find(buf, i, len, "-->") + 3;
        } else if (i + 9 <= len && !memcmp(buf + i, "<!DOCTYPE", 9)) {
            size_t gt = find(buf, i, len, ">"), br = find(buf, i, len, "[");
            *subset = br < gt;
            end = gt + 1;
            if (rd)
                rd->doctype[0] = i, rd->doctype[1] = end;
        } else {
            return i;
        }
        if (end > len)
            return len;
        i = end;
    }
}

enum import_claim wasxml_detect(const struct import_input *in)
{
    bool subset;
    struct reader rd = {0};
    size_t i = prolog(&rd, in->buf, in->len, &subset);
    static const char root[] = "<Classification";
    size_t r = sizeof root - 1;
    if (i + r < in->len && !memcmp(in->buf + i, root, r) && strchr(" \t\r\n>/", in->buf[i + r]))
        return IMPORT_CERTAIN;
    size_t d = rd.doctype[0];
    return rd.doctype[1] > d && !memcmp(in->buf + d, "<!DOCTYPE Classification", 24) ? IMPORT_CERTAIN : IMPORT_NOT;
}

/* The server CELL/NODE/SERVER names, split into parts (each 1 to 64 bytes, no '/'); false when it
 * is not one. */
static bool split_server(const char *spec, char parts[3][65])
{
    const char *p = spec;
    for (int k = 0; k < 3; k++) {
        size_t len = strcspn(p, "/");
        if (len == 0 || len > 64 || (k < 2 && p[len] != '/') || (k == 2 && p[len]))
            return false;
        memcpy(parts[k], p, len);
        parts[k][len] = '\0';
        p += len + (k < 2);
    }
    return true;
}

/* Sets attribute key of obj to v read at p. */
static int set(struct reader *rd, struct pol_object *obj, const char *key, const char *v, struct pol_pos p)
{
    int idx = schema_attr_index(obj->kind, key);
    return idx < 0 ? -1 : pol_set_from(rd->run->pol, obj, idx, v, (struct pol_src){rd->src, p});
}

/* The attribute of a kind that XML attribute name carries, by its native name, or NULL. The
 * `element` rows are the element's name, never an XML attribute. */
static const char *modelled_key(const struct kind_def *k, const char *name)
{
    int idx = schema_attr_native(k, name);
    return idx < 0 || !strcmp(k->attrs[idx]->key, "element") ? NULL : k->attrs[idx]->key;
}

/* Reads the attributes of node into obj: modelled ones as values, the rest kept (WAS102); a value
 * holding a control character other than a tab (a character reference such as &#10; or &#127;)
 * is refused (WAS903): no export carries it. */
static int read_attrs(struct reader *rd, const struct wx_node *node, struct pol_object *obj)
{
    struct pol_pos p = pos_of(rd, node->start);
    for (const struct wx_attr *a = node->attrs; a; a = a->next) {
        const char *cc = schema_control_char(a->value);
        if (cc) {
            report_at(rd, SEV_ERROR, WAS_TEXT, p, "attribute %s of <%s> holds a control character (0x%02X, byte "
                      "%zu), which no export can carry: only a tab is allowed", a->name, node->name,
                      schema_control_code(cc), (size_t)(cc - a->value) + 1);
            continue;
        }
        const char *key = modelled_key(obj->kind, a->name);
        if (key) {
            if (set(rd, obj, key, a->value, p))
                return -1;
            continue;
        }
        report_at(rd, SEV_INFO, WAS_KEPT, p, "attribute %s of <%s> is not modelled: kept as read", a->name,
                  node->name);
        if (pol_param_set(rd->run->pol, obj, a->name, a->value, PARAM_OTHER, p))
            return -1;
    }
    return 0;
}

/* Keeps element node as read (its bytes) as a parameter `<NAME>#n@i` of obj: the nth element of
 * that name kept there, read after i modelled children of obj. */
static int keep(struct reader *rd, const struct wx_node *node, struct pol_object *obj, unsigned i)
{
    struct pol_pos p = pos_of(rd, node->start);
    report_at(rd, SEV_INFO, WAS_KEPT, p, "element <%s> is not modelled: kept as read", node->name);
    char kw[160];
    for (unsigned n = 1;; n++) {
        snprintf(kw, sizeof kw, "<%.120s>#%u@%u", node->name, n, i);
        if (!pol_param_get(obj, kw, PARAM_OTHER))
            break;
    }
    char *raw = strndup(rd->text + node->start, node->end - node->start);
    int rc = raw ? pol_param_set(rd->run->pol, obj, kw, raw, PARAM_OTHER, p) : -1;
    free(raw);
    return rc;
}

/* Reads the children of node under obj: entries (nested), or elements kept as read. */
static int read_entries(struct reader *rd, const struct wx_node *node, struct pol_object *obj)
{
    unsigned made = 0;
    for (const struct wx_node *c = node->first; c; c = c->next) {
        if (!wasxml_is_entry(c->name)) {
            if (keep(rd, c, obj, made))
                return -1;
            continue;
        }
        made++;
        struct pol_object *e = pol_new(rd->run->pol, was_kind(WAS_ENTRY), obj, NULL);
        if (!e)
            return -1;
        e->src = (struct pol_src){rd->src, pos_of(rd, c->start)};
        if (set(rd, e, "element", c->name, e->src.pos) || read_attrs(rd, c, e) || read_entries(rd, c, e))
            return -1;
    }
    return 0;
}

/* Reads the root's children under the document. */
static int read_document(struct reader *rd, const struct wx_node *root, struct pol_object *doc)
{
    if (read_attrs(rd, root, doc))
        return -1;
    struct pol_pos p0 = {1, 1};
    if (rd->decl[1] > rd->decl[0]) {
        char *d = strndup(rd->text + rd->decl[0], rd->decl[1] - rd->decl[0]);
        int rc = d ? pol_param_set(rd->run->pol, doc, WASXML_DECL, d, PARAM_OTHER, pos_of(rd, rd->decl[0])) : -1;
        free(d);
        if (rc)
            return -1;
    }
    if (rd->doctype[1] > rd->doctype[0]) {
        char *d = strndup(rd->text + rd->doctype[0], rd->doctype[1] - rd->doctype[0]);
        p0 = pos_of(rd, rd->doctype[0]);
        int rc = d ? pol_param_set(rd->run->pol, doc, WASXML_DOCTYPE, d, PARAM_OTHER, p0) : -1;
        free(d);
        if (rc)
            return -1;
    }
    unsigned made = 0;
    for (const struct wx_node *c = root->first; c; c = c->next) {
        if (!wasxml_is_group(c->name)) {
            if (keep(rd, c, doc, made))
                return -1;
            continue;
        }
        made++;
        struct pol_object *g = pol_new(rd->run->pol, was_kind(WAS_GROUP), doc, NULL);
        if (!g)
            return -1;
        g->src = (struct pol_src){rd->src, pos_of(rd, c->start)};
        if (set(rd, g, "element", c->name, g->src.pos) || read_attrs(rd, c, g) || read_entries(rd, c, g))
            return -1;
    }
    return 0;
}

/* The server the option names, made as needed under its cell and node; NULL after a report or
 * when memory runs out (*st says which). */
static struct pol_object *server_of(struct reader *rd, char parts[3][65], enum import_status *st)
{
    struct pol_object *cell;
    if ((*st = import_top(rd->run, was_kind(WAS_CELL), parts[0], &cell)) != IMPORT_OK)
        return NULL;
    *st = IMPORT_NOMEM;
    struct pol_object *node = pol_find(cell, "node", parts[1]);
    if (!node && !(node = pol_new(rd->run->pol, was_kind(WAS_NODE), cell, parts[1])))
        return NULL;
    struct pol_object *srv = pol_find(cell, "server", parts[2]);
    if (srv && srv->parent != node) {
        report_at(rd, SEV_ERROR, WAS_NO_SERVER, (struct pol_pos){1, 1}, "--was-server %s/%s/%s: cell %s holds "
                  "server %s under node %s already (server names are unique in a cell)", parts[0], parts[1],
                  parts[2], parts[0], parts[2], srv->parent->name);
        *st = IMPORT_DATAERR;
        return NULL;
    }
    if (!srv && !(srv = pol_new(rd->run->pol, was_kind(WAS_SERVER), node, parts[2])))
        return NULL;
    if (!node->src.file)
        node->src = (struct pol_src){rd->src, {1, 1}};
    if (!srv->src.file)
        srv->src = (struct pol_src){rd->src, {1, 1}};
    *st = IMPORT_OK;
    return srv;
}

/* Indexes the line starts. Returns -1 when memory runs out. */
static int index_lines(struct reader *rd)
{
    size_t cap = 16;
    if (!(rd->lines = malloc(cap * sizeof *rd->lines)))
        return -1;
    rd->lines[rd->nlines++] = 0;
    for (size_t i = 0; i < rd->n; i++) {
        if (rd->text[i] != '\n')
            continue;
        if (rd->nlines == cap) {
            size_t *v = realloc(rd->lines, (cap *= 2) * sizeof *v);
            if (!v)
                return -1;
            rd->lines = v;
        }
        rd->lines[rd->nlines++] = i + 1;
    }
    return 0;
}

/* Parses the document and applies it to the server; reports and returns the status. */
static enum import_status apply(struct reader *rd, char parts[3][65])
{
    bool subset;
    prolog(rd, rd->text, rd->n, &subset);
    if (subset) {
        report_at(rd, SEV_ERROR, WAS_NOT_DOCUMENT, pos_of(rd, rd->doctype[0]), "a DOCTYPE with declarations "
                  "between [ and ], which wlmcon does not read: a classification document names "
                  "Classifications.dtd only");
        return IMPORT_DATAERR;
    }
    struct wx_doc doc = {0};
    struct wx_error err;
    if (wx_parse(rd->text, rd->n, &doc, &err)) {
        struct pol_pos p = err.line ? (struct pol_pos){err.line, err.col ? err.col : 1} : pos_of(rd, err.offset);
        report_at(rd, SEV_ERROR, WAS_NOT_DOCUMENT, p, "not well-formed XML: %s", err.msg);
        wx_doc_free(&doc);
        return IMPORT_DATAERR;
    }
    enum import_status st = IMPORT_OK;
    if (strcmp(doc.root->name, "Classification")) {
        report_at(rd, SEV_ERROR, WAS_NOT_DOCUMENT, pos_of(rd, doc.root->start), "the root element is <%s>: a "
                  "workload classification document has <Classification>", doc.root->name);
        st = IMPORT_DATAERR;
    }
    struct pol_object *srv = st ? NULL : server_of(rd, parts, &st);
    if (srv) {
        for (struct pol_object *old = pol_first_child(srv, was_kind(WAS_DOCUMENT)); old;
             old = pol_first_child(srv, was_kind(WAS_DOCUMENT)))
            pol_delete(old);
        struct pol_object *d = pol_new(rd->run->pol, was_kind(WAS_DOCUMENT), srv, NULL);
        if (d)
            d->src = (struct pol_src){rd->src, pos_of(rd, doc.root->start)};
        st = !d || read_document(rd, doc.root, d) ? IMPORT_NOMEM : IMPORT_OK;
    }
    wx_doc_free(&doc);
    return st;
}

enum import_status wasxml_read(struct import_run *run, const struct import_input *in)
{
    struct reader rd = {.run = run, .in = in, .text = in->buf, .n = in->len};
    if (!(rd.src = pol_intern(run->pol, in->name)))
        return IMPORT_NOMEM;
    const char *spec = import_option(in, "was-server");
    char parts[3][65];
    if (!spec || !split_server(spec, parts)) {
        report_at(&rd, SEV_ERROR, WAS_NO_SERVER, (struct pol_pos){1, 1}, spec
                  ? "--was-server %s is not CELL/NODE/SERVER (three names of 1 to 64 characters, no '/')"
                  : "%sa workload classification document does not say whose it is: give --was-server "
                    "CELL/NODE/SERVER before it", spec ? spec : "");
        return IMPORT_DATAERR;
    }
    if (index_lines(&rd)) {
        free(rd.lines);
        return IMPORT_NOMEM;
    }
    enum import_status st = apply(&rd, parts);
    free(rd.lines);
    return st != IMPORT_OK ? st : rd.errors ? IMPORT_DATAERR : IMPORT_OK;
}
