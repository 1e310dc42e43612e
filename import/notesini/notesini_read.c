/* import/notesini/notesini_read.c — the NOTES.INI reader: a Domino server's settings, on the
 * source layout (model/layout.h). The file is the server's `notes.ini` in its layout, whatever its
 * name on disk, so that a file read again replaces the one read before; it replaces the server's
 * settings whole (a setting it does not state becomes unspecified). The cluster is not in the
 * file: --cluster gives it, a re-import without --cluster keeps the stored one, --cluster ''
 * removes it. Line syntax: notesini_lines.h; findings DOM101–DOM104 and DOM107 (domino_rules.c). */
#include "import/notesini/notesini_formats.h"
#include "import/notesini/notesini_lines.h"
#include "import/notesini/notesini_servers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "import/import_run.h"
#include "model/domino/domino.h"
#include "model/hash.h"

/* The first line of every key: an open-addressing table of line indexes (+1), hashed by the key
 * folded to lower case. */
struct keys {
    uint32_t *slot;
    size_t cap;
};

/* The hash of key s[0..n) folded to lower case. */
static uint32_t key_hash(const char *s, size_t n)
{
    uint32_t h = HASH32_SEED;
    for (size_t i = 0; i < n; i++)
        h = hash32_step(h, (unsigned char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] + 32 : s[i]));
    return h;
}

/* The line where key s[0..n) was first given, or records line i (0-based) as that line and returns
 * -1. -2 when memory runs out. */
static long first_line(struct keys *k, const struct layout_file *f, const char *s, size_t n, uint32_t i)
{
    if (!k->slot) {
        k->cap = 64;
        while (k->cap < 2u * f->nlines)
            k->cap *= 2;
        if (!(k->slot = calloc(k->cap, sizeof *k->slot)))
            return -2;
    }
    for (size_t at = key_hash(s, n) & (k->cap - 1);; at = (at + 1) & (k->cap - 1)) {
        if (!k->slot[at]) {
            k->slot[at] = i + 1;
            return -1;
        }
        const struct layout_line *l = &f->lines[k->slot[at] - 1];
        struct notesini_line p = notesini_line(l->text, l->len);
        if (p.k1 - p.k0 == n && strncasecmp(l->text + p.k0, s, n) == 0)
            return (long)k->slot[at] - 1;
    }
}

/* The value of the first line of buf[0..len) whose key is name, blanks at either end dropped, into
 * out (size n), with its 1-based line in *line; false when no line gives it. */
static bool find_key(const char *buf, size_t len, const char *name, char *out, size_t n, unsigned *line)
{
    unsigned ln = 1;
    for (size_t i = import_text_start(buf, len); i < len; ln++) {
        const char *nl = memchr(buf + i, '\n', len - i);
        size_t e = nl ? (size_t)(nl - buf) : len, ll = e - i;
        if (ll && buf[e - 1] == '\r')
            ll--;
        struct notesini_line l = notesini_line(buf + i, ll);
        if (l.kind == NI_SETTING && notesini_key_is(buf + i + l.k0, l.k1 - l.k0, name)) {
            size_t v0 = l.v0, v1 = ll;
            while (v0 < v1 && (buf[i + v0] == ' ' || buf[i + v0] == '\t'))
                v0++;
            while (v1 > v0 && (buf[i + v1 - 1] == ' ' || buf[i + v1 - 1] == '\t'))
                v1--;
            snprintf(out, n, "%.*s", (int)(v1 - v0 < n ? v1 - v0 : n - 1), buf + i + v0);
            *line = ln;
            return true;
        }
        i = e + 1;
    }
    return false;
}

/* Reports a reader's error id at line:col of the input. */
static void problem(struct import_run *run, const struct import_input *in, const char *id, unsigned line,
                    unsigned col, const char *fmt, const char *a, const char *b)
{
    diag_add(run->diags, SEV_ERROR, id, (struct diag_at){in->name, line, col, NULL, NULL}, fmt, a, b);
}

/* The canonical name of the server the file belongs to into name (size n): ServerName=, checked
 * against --server, else --server. Reports DOM101, DOM102 or DOM107 and returns false when there
 * is none to take. */
static bool server_name(struct import_run *run, const struct import_input *in, char *name, size_t n)
{
    char given[256], kit[16];
    unsigned line = 0, kline = 0;
    if (find_key(in->buf, in->len, "KitType", kit, sizeof kit, &kline) && strcmp(kit, "1") == 0) {
        problem(run, in, "DOM107", kline, 1,
                "KitType=1: this is a Notes client's NOTES.INI, not a server's%s%s", "", "");
        return false;
    }
    const char *opt = import_option(in, "server");
    bool in_file = find_key(in->buf, in->len, "ServerName", given, sizeof given, &line);
    if (!in_file && !opt) {
        problem(run, in, "DOM102", 1, 1, "no ServerName= line and no --server: the settings belong to no server%s%s",
                "", "");
        return false;
    }
    if (!in_file) {   /* --server alone: a stored server in any form, else a new one */
        struct notesini_names stored = {0};
        const char *fit[3];
        long k = notesini_servers_named(run, &stored, opt, fit, 3);
        if (k == 1)
            snprintf(name, n, "%s", fit[0]);
        else if (k > 1)
            problem(run, in, "DOM102", 1, 1, "--server %s fits more than one server (%s, …): give its canonical name",
                    opt, fit[0]);
        notesini_names_free(&stored);
        if (k != 0)
            return k == 1;
    }
    if (domino_name_canonical(in_file ? given : opt, name, n) < 0) {
        problem(run, in, "DOM102", in_file ? line : 1, 1, "%s%s is not a hierarchical name of at most 64 bytes",
                in_file ? "ServerName=" : "--server ", in_file ? given : opt);
        return false;
    }
    if (in_file && opt && !domino_name_matches(name, opt)) {
        char msg[160];
        snprintf(msg, sizeof msg, "--server %.64s names another server than ServerName=%%s", opt);
        problem(run, in, "DOM101", line, 1, msg, given, "");
        return false;
    }
    return true;
}

/* Whether the store can hold value for a: a number for an integer, a text within its length
 * without control characters (a number out of range and a value none of the choices are stored
 * and reported by validation); else reports DOM901 or DOM903 at file:line:col. */
static bool storable(struct import_run *run, const struct attr_def *a, const char *value, const char *file,
                     unsigned line, unsigned col)
{
    char msg[256];
    const char *rule = NULL;
    if (!schema_value_problem(domino_kind(DOM_SERVER), a, value, &rule, msg, sizeof msg))
        return true;
    bool digits = *value && strspn(value + (*value == '-'), "0123456789") == strlen(value + (*value == '-')) &&
                  strlen(value) < 19;
    if (strcmp(rule, "DOM903") != 0 && (a->type != AT_INT || digits))
        return true;
    diag_add(run->diags, SEV_ERROR, rule, (struct diag_at){file, line, col, NULL, a->native}, "%s", msg);
    return false;
}

/* Binds line i of f, a setting of the server's attribute idx whose value starts at byte v0, and
 * sets the value unless an earlier line did. Returns IMPORT_OK or IMPORT_NOMEM. */
static enum import_status bind(struct import_run *run, struct layout_file *f, struct pol_object *top, uint32_t i,
                               size_t v0, int idx, const char *file, bool *bound)
{
    const struct layout_line *l = &f->lines[i];
    const struct attr_def *a = top->kind->attrs[idx];
    char *raw = malloc(l->len - v0 + 1), num[32];
    if (!raw)
        return IMPORT_NOMEM;
    memcpy(raw, l->text + v0, l->len - v0);
    raw[l->len - v0] = '\0';
    const char *typed = schema_canonical(a, raw, num, sizeof num);
    if (!storable(run, a, typed, file, i + 1, (unsigned)v0 + 1)) {
        free(raw);
        return IMPORT_DATAERR;
    }
    const struct layout_setting *first;
    enum layout_bound b = memchr(l->text + v0, '\0', l->len - v0)
                              ? LAYOUT_DUPLICATE   /* a NUL byte: the line stays as read, unmodelled */
                              : layout_bind(run->pol, f, (struct layout_span){i, 1, (uint32_t)v0, l->len}, top,
                                            idx, typed, &first);
    enum import_status st = IMPORT_OK;
    if (b == LAYOUT_NOMEM ||
        (b == LAYOUT_BOUND && pol_set_again(run->pol, top, idx, typed,
                                           (struct pol_src){file, {i + 1, (uint32_t)v0 + 1}})))
        st = IMPORT_NOMEM;
    bound[idx] |= b == LAYOUT_BOUND;
    free(raw);
    return st;
}

/* Reads every line of f into top: settings bound, duplicates (DOM103) and lines without `=`
 * (DOM104) reported; bound[i] says which attributes a line set. */
static enum import_status read_lines(struct import_run *run, struct layout_file *f, struct pol_object *top,
                                     const char *file, bool *bound)
{
    struct keys keys = {0};
    enum import_status st = IMPORT_OK;
    bool bad = false;
    for (uint32_t i = 0; i < f->nlines && st == IMPORT_OK; i++) {
        const struct layout_line *l = &f->lines[i];
        struct notesini_line p = notesini_line(l->text, l->len);
        if (p.kind == NI_OTHER) {
            diag_add(run->diags, SEV_WARNING, "DOM104", (struct diag_at){file, i + 1, 1, NULL, NULL},
                     "a line without =, kept as it is");
            continue;
        }
        if (p.kind != NI_SETTING)
            continue;
        size_t kn = p.k1 - p.k0;
        long at = first_line(&keys, f, l->text + p.k0, kn, i);
        if (at == -2) {
            st = IMPORT_NOMEM;
            break;
        }
        if (at >= 0) {
            diag_add(run->diags, SEV_WARNING, "DOM103", (struct diag_at){file, i + 1, (unsigned)p.k0 + 1, NULL, NULL},
                     "%.*s is given again (first at line %ld): both lines are kept and the first is used; "
                     "which one Domino uses is not documented",
                     (int)(kn > 64 ? 64 : kn), l->text + p.k0, at + 1);
            continue;
        }
        char key[128];
        snprintf(key, sizeof key, "%.*s", (int)(kn < sizeof key ? kn : sizeof key - 1), l->text + p.k0);
        int idx = kn < sizeof key ? domino_setting_index(key) : -1;
        if (idx >= 0) {
            enum import_status b = bind(run, f, top, i, p.v0, idx, file, bound);
            bad |= b == IMPORT_DATAERR;
            st = b == IMPORT_DATAERR ? IMPORT_OK : b;
        }
        if (st == IMPORT_OK && (i & 1023) == 0)
            st = import_tick(run, (uint64_t)(l->text - f->lines[0].text));
    }
    free(keys.slot);
    return st == IMPORT_OK && bad ? IMPORT_DATAERR : st;
}

/* Applies --cluster: given, it sets the cluster ("" removes it); not given, the stored one stays. */
static int set_cluster(struct import_run *run, const struct import_input *in, struct pol_object *top)
{
    const char *c = import_option(in, "cluster");
    int idx = schema_attr_index(top->kind, "cluster");
    if (!c)
        return 0;
    const char *v = *c ? c : NULL, *old = pol_get(top, idx);
    if ((v == NULL) == (old == NULL) && (!v || strcmp(v, old) == 0))
        return 0;
    return pol_set(run->pol, top, idx, v, (struct pol_pos){0, 0});
}

enum import_status notesini_read(struct import_run *run, const struct import_input *in)
{
    char name[DOMINO_NAME_MAX + 1];
    if (!server_name(run, in, name, sizeof name))
        return IMPORT_DATAERR;
    struct pol_object *top;
    enum import_status st = import_top(run, domino_kind(DOM_SERVER), name, &top);
    if (st != IMPORT_OK)
        return st;
    bool is_new = top->change == POL_NEW;
    const char *enc = layout_encoding_choose(in->buf + import_text_start(in->buf, in->len),
                                             in->len - import_text_start(in->buf, in->len),
                                             import_option(in, "encoding"), "CP1252");
    const char *file = pol_intern(run->pol, in->name);
    struct layout_file *f = file ? layout_file_read(run->pol, top, "notes.ini", in->name, "notesini", enc, in->buf,
                                                    in->len)
                                 : NULL;
    bool *bound = calloc(top->kind->nattrs, sizeof *bound);
    if (!f || !bound) {
        free(bound);
        return IMPORT_NOMEM;
    }
    st = read_lines(run, f, top, file, bound);
    if (st == IMPORT_DATAERR) {
        free(bound);
        return st;
    }
    /* the file replaces the server's settings whole */
    for (unsigned i = 0; i < top->kind->nattrs && st == IMPORT_OK; i++)
        if (!bound[i] && domino_is_setting(top->kind->attrs[i]) && pol_get(top, (int)i) &&
            pol_set(run->pol, top, (int)i, NULL, (struct pol_pos){0, 0}))
            st = IMPORT_NOMEM;
    free(bound);
    if (st == IMPORT_OK && set_cluster(run, in, top))
        st = IMPORT_NOMEM;
    if (st == IMPORT_OK && import_note_set(run, "domino", name, "server", name))
        st = IMPORT_NOMEM;
    if (is_new)
        run->sum->defined++;
    else
        run->sum->altered++;
    return st;
}

enum import_claim notesini_detect(const struct import_input *in)
{
    if (in->directory || !in->buf)
        return IMPORT_NOT;
    size_t start = import_text_start(in->buf, in->len);
    for (size_t i = start; i < in->len;) {
        const char *nl = memchr(in->buf + i, '\n', in->len - i);
        size_t e = nl ? (size_t)(nl - in->buf) : in->len, ll = e - i;
        if (ll && in->buf[e - 1] == '\r')
            ll--;
        const char *s = in->buf + i;
        struct notesini_line l = notesini_line(s, ll);
        size_t b = 0;
        while (b < ll && (s[b] == ' ' || s[b] == '\t'))
            b++;
        if (l.kind == NI_SECTION && ll - b >= 7 && strncasecmp(s + b, "[Notes]", 7) == 0)
            return IMPORT_CERTAIN;
        if (l.kind == NI_SETTING && (notesini_key_is(s + l.k0, l.k1 - l.k0, "ServerName") ||
                                     notesini_key_is(s + l.k0, l.k1 - l.k0, "KitType")))
            return IMPORT_CERTAIN;
        i = e + 1;
    }
    return IMPORT_NOT;
}
