/* import/wlmxml/wlmxml_read.c — the WLM service definition XML reader: recognises the file,
 * refuses code pages it cannot read, joins the records of a fixed-record download, parses with
 * libxml2 (wlmxml_tree.c) and applies the definition (wlmxml_apply.c).
 *
 * A file that is not well-formed as it stands, has no line longer than the record length (80, or
 * the option record-length of the file: --record-length N) and is well-formed once its lines are
 * joined as records of that length (wlmxml_records.c) is read as such a download (WLM103);
 * positions are always those of the file as given. */
#include "import/wlmxml/wlmxml_int.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "model/codec.h"

#define RECLEN_DEFAULT 80

/* The first occurrence of the n bytes of pat in buf[0..len), or NULL. */
static const char *find(const char *buf, size_t len, const char *pat, size_t n)
{
    for (size_t i = 0; i + n <= len; i++)
        if (!memcmp(buf + i, pat, n))
            return buf + i;
    return NULL;
}

/* The bytes after a UTF-8 byte order mark, white space, the XML declaration, comments and a
 * DOCTYPE: where the root element should start. *dtd (when not NULL) gets the offset of a DOCTYPE
 * with an internal subset (`<!DOCTYPE ServiceDefinition [ … ]>`), else SIZE_MAX. */
static size_t skip_prolog(const char *buf, size_t len, size_t *dtd)
{
    if (dtd)
        *dtd = SIZE_MAX;
    size_t i = len >= 3 && !memcmp(buf, "\xEF\xBB\xBF", 3) ? 3 : 0;
    for (;;) {
        while (i < len && strchr(" \t\r\n", buf[i]))
            i++;
        const char *end = NULL;
        size_t skip = 0;   /* the length of the closing delimiter */
        if (i + 2 <= len && !memcmp(buf + i, "<?", 2))
            end = find(buf + i, len - i, "?>", skip = 2);
        else if (i + 4 <= len && !memcmp(buf + i, "<!--", 4))
            end = find(buf + i, len - i, "-->", skip = 3);
        else if (i + 9 <= len && !memcmp(buf + i, "<!DOCTYPE", 9)) {
            end = memchr(buf + i, '>', len - i), skip = 1;
            const char *subset = memchr(buf + i, '[', len - i);
            if (subset && (!end || subset < end)) {   /* its declarations hold '>': up to "]>" */
                if (dtd)
                    *dtd = i;
                end = find(subset, len - (size_t)(subset - buf), "]", 1);
                end = end ? memchr(end, '>', len - (size_t)(end - buf)) : NULL;
            }
        }
        if (!end)
            return i;
        i = (size_t)(end - buf) + skip;
    }
}

/* True for the EBCDIC spelling of "<?xm" or "<Ser" at the start. */
static bool is_ebcdic(const char *buf, size_t len)
{
    return len >= 4 && (!memcmp(buf, "\x4C\x6F\xA7\x94", 4) || !memcmp(buf, "\x4C\xE2\x85\x99", 4));
}

bool wlmxml_detect(const char *buf, size_t len)
{
    if (is_ebcdic(buf, len))
        return true;
    size_t i = skip_prolog(buf, len, NULL);
    static const char root[] = "<ServiceDefinition";
    size_t r = sizeof root - 1;
    return i + r < len && !memcmp(buf + i, root, r) && strchr(" \t\r\n>/", buf[i + r]);
}

/* Indexes the line starts of the stream (plain files). Returns -1 when memory runs out. */
static int index_lines(struct wx_reader *rd)
{
    size_t cap = 0;
    rd->nlines = 0;
    for (size_t i = 0;;) {
        if (heap_reserve(&rd->lines, &cap, rd->nlines + 1, sizeof *rd->lines))
            return -1;
        rd->lines[rd->nlines++] = i;
        const char *nl = i < rd->n ? memchr(rd->text + i, '\n', rd->n - i) : NULL;
        if (!nl)
            return 0;
        i = (size_t)(nl - rd->text) + 1;
    }
}

/* The encoding the XML declaration names, into enc (size n); "" when it names none. */
static void declared_encoding(const char *buf, size_t len, char *enc, size_t n)
{
    enc[0] = '\0';
    size_t i = len >= 3 && !memcmp(buf, "\xEF\xBB\xBF", 3) ? 3 : 0;
    if (len - i < 5 || memcmp(buf + i, "<?xml", 5))
        return;
    const char *end = find(buf + i, len - i, "?>", 2);
    const char *e = end ? find(buf + i, (size_t)(end - buf) - i, "encoding", 8) : NULL;
    if (!e)
        return;
    e += 8;
    while (e < end && strchr(" \t\r\n=", *e))
        e++;
    char q = *e++;
    const char *close = e < end ? memchr(e, q, (size_t)(end - e)) : NULL;
    if ((q == '"' || q == '\'') && close)
        snprintf(enc, n, "%.*s", (int)(close - e), e);
}

/* Refuses what is not UTF-8 or ISO-8859-1. Returns 1 for ISO-8859-1, 0 for UTF-8, -1 refused. */
static int check_code_page(struct wx_reader *rd, const char *buf, size_t len)
{
    struct diag_at at = {rd->in->name, 1, 1, NULL, NULL};
    if (is_ebcdic(buf, len)) {
        diag_add(rd->run->diags, SEV_ERROR, WX_NOT_WELL_FORMED, at,
                 "the file is EBCDIC: download the data set as text (converted to ASCII), or "
                 "export it from z/OSMF as UTF-8");
        return -1;
    }
    if (len >= 2 && (!memcmp(buf, "\xFE\xFF", 2) || !memcmp(buf, "\xFF\xFE", 2) || !buf[0] || !buf[1])) {
        diag_add(rd->run->diags, SEV_ERROR, WX_NOT_WELL_FORMED, at,
                 "the file is UTF-16 or UTF-32: wlmcon reads service definitions in UTF-8 or "
                 "ISO-8859-1");
        return -1;
    }
    char enc[64];
    declared_encoding(buf, len, enc, sizeof enc);
    if (!*enc || !strcasecmp(enc, "UTF-8") || !strcasecmp(enc, "US-ASCII"))
        return 0;
    if (!strcasecmp(enc, "ISO-8859-1") || !strcasecmp(enc, "ISO8859-1") || !strcasecmp(enc, "latin1"))
        return 1;
    diag_add(rd->run->diags, SEV_ERROR, WX_NOT_WELL_FORMED, at,
             "the XML declaration names code page %s: wlmcon reads UTF-8 and ISO-8859-1 only; "
             "convert the file (iconv -f %s -t UTF-8)", enc, enc);
    return -1;
}

/* ISO-8859-1 text as UTF-8 (malloc'd, *n updated), or NULL when memory runs out. */
static char *latin1_to_utf8(const char *buf, size_t *n)
{
    char *out = malloc(*n * 2 + 1);
    size_t o = 0;
    for (size_t i = 0; out && i < *n; i++) {
        unsigned char c = (unsigned char)buf[i];
        if (c < 0x80) {
            out[o++] = (char)c;
        } else {
            out[o++] = (char)(0xC0 | (c >> 6));
            out[o++] = (char)(0x80 | (c & 0x3F));
        }
    }
    if (out)
        out[o] = '\0';
    *n = o;
    return out;
}

/* True when no line of buf is longer than reclen bytes. */
static bool lines_fit(const char *buf, size_t len, unsigned reclen)
{
    size_t run = 0;
    for (size_t i = 0; i < len; i++) {
        run = buf[i] == '\n' ? 0 : run + 1;
        if (run > reclen)
            return false;
    }
    return true;
}

/* Why text cannot be a record length, or NULL. */
static const char *reclen_problem(const char *text)
{
    char *end;
    unsigned long n = strtoul(text, &end, 10);
    return *end || !*text || *text == '-' || n < 1 || n > WLMXML_RECLEN_MAX
               ? "is not a record length: it must be from 1 to 32760" : NULL;
}

static const struct import_option_def reclen_option = {
    .name = "record-length",
    .system = "wlm",
    .what = "a record length",
    .names = "the record length",
    .metavar = "N",
    .label = "Record length",
    .help = "the length of the records of the WLM XML files after it, downloads of a fixed-record "
            "data set (80 when not given)",
    .value_problem = reclen_problem,
};

const struct import_option_def *const wlmxml_options[] = {&reclen_option, NULL};

/* Parses the file as it stands, else as records of rd->reclen bytes; reports the first parse error at its
 * place in the file as given. Returns 0 with doc->root set, -1 reported, -2 out of memory. */
static int parse(struct wx_reader *rd, struct wx_doc *doc, struct wlmxml_joined *j)
{
    struct wx_error err, err2;
    size_t dtd;
    skip_prolog(rd->text, rd->n, &dtd);
    if (dtd != SIZE_MAX) {
        wx_report(rd, SEV_ERROR, WX_NOT_WLM, dtd, "a z/OS WLM service definition with a DTD (a DOCTYPE "
                  "with declarations between [ and ]), which wlmcon does not accept: remove the DOCTYPE");
        return -1;
    }
    if (!wx_parse(rd->text, rd->n, doc, &err))
        return 0;
    if (lines_fit(rd->text, rd->n, rd->reclen)) {
        enum wlmxml_join_status js = wlmxml_records_join(rd->text, rd->n, rd->reclen, j);
        if (js == WLMXML_JOIN_NOMEM)
            return -2;
        if (js == WLMXML_JOINED && !wx_parse(j->buf, j->len, doc, &err2)) {
            rd->joined = j;
            rd->text = j->buf;
            rd->n = j->len;
            return 0;
        }
        wlmxml_joined_free(j);
    }
    size_t off = 0;   /* the error's line and column in the text, as an offset */
    for (unsigned line = 1; off < rd->n && line < err.line; off++)
        line += rd->text[off] == '\n';
    off += err.col > 0 ? err.col - 1 : 0;
    wx_report(rd, SEV_ERROR, WX_NOT_WELL_FORMED, err.line ? off : err.offset, "not well-formed XML: %s",
              err.msg);
    return -1;
}

/* Checks the root element and its namespace. */
static bool is_service_definition(struct wx_reader *rd, const struct wx_node *root)
{
    if (strcmp(root->name, "ServiceDefinition")) {
        wx_report(rd, SEV_ERROR, WX_NOT_WLM, root->start,
                  "the root element is <%s>: a WLM service definition has <ServiceDefinition>", root->name);
        return false;
    }
    size_t pl = strlen(WX_NS_PREFIX), sl = strlen(WX_NS_SUFFIX), nl = root->ns ? strlen(root->ns) : 0;
    if (!root->ns || nl < pl + sl || strncmp(root->ns, WX_NS_PREFIX, pl) ||
        strcmp(root->ns + nl - sl, WX_NS_SUFFIX)) {
        wx_report(rd, SEV_ERROR, WX_NOT_WLM, root->start,
                  "<ServiceDefinition> is in namespace '%s', not in a z/OS WLM one (" WX_NS_PREFIX
                  "YYYY/MM" WX_NS_SUFFIX ")", root->ns ? root->ns : "");
        return false;
    }
    return true;
}

/* Reports what the records' join did. */
static void report_records(struct wx_reader *rd)
{
    wx_report(rd, SEV_INFO, WX_RECORDS, 0,
              "read as %zu records of %u bytes (a download of a fixed-record data set): lines "
              "shorter than %u bytes had their trailing blanks stripped", rd->joined->records,
              rd->reclen, rd->reclen);
    for (size_t i = 0; i < rd->joined->nrepaired; i++)
        wx_report(rd, SEV_WARNING, WX_REPAIRED, rd->joined->repaired[i],
                  "a record ends here after a '>' with its blanks stripped: read as a line break "
                  "between elements");
}

enum import_status wlmxml_read(struct import_run *run, const struct import_input *in)
{
    const char *reclen = import_option(in, "record-length");
    struct wx_reader rd = {.run = run, .in = in, .text = in->buf, .n = in->len,
                           .reclen = reclen ? (unsigned)strtoul(reclen, NULL, 10) : RECLEN_DEFAULT};
    if (!(rd.srcname = pol_intern(run->pol, in->name)))
        return IMPORT_NOMEM;
    int cp = check_code_page(&rd, in->buf, in->len);
    if (cp < 0)
        return IMPORT_DATAERR;
    char *utf8 = cp ? latin1_to_utf8(in->buf, &rd.n) : NULL;
    if (cp && !utf8)
        return IMPORT_NOMEM;
    if (utf8)
        rd.text = utf8;
    struct wx_doc doc = {0};
    struct wlmxml_joined j = {0};
    enum import_status st = IMPORT_NOMEM;
    int rc = index_lines(&rd) ? -2 : parse(&rd, &doc, &j);
    if (rc == -1)
        st = IMPORT_DATAERR;
    if (rc == 0 && rd.joined)
        report_records(&rd);
    if (rc == 0)
        st = is_service_definition(&rd, doc.root) ? wx_apply(&rd, doc.root) : IMPORT_DATAERR;
    wx_doc_free(&doc);
    wlmxml_joined_free(&j);
    free(rd.lines);
    free(utf8);
    return st;
}
