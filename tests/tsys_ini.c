/* tests/tsys_ini.c — the test system's line-oriented format on the source layout (model/layout.h):
 * "TSYS ini", a site in a file NAME.tini of `key=value` lines — `descr`, `server.NAME.weight`,
 * `server.NAME.state`, `server.NAME.note`, keys in any case — with `#` comments (also after a value, after a blank),
 * blank lines, other keys kept as read, a value continued on the next line by a `\` at the end of
 * a line, and --encoding; its writer "tsysini" writes the file back through layout_write. The
 * proof that a format of this kind is its reader and writer alone. */
#include "tests/tsys.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "import/import_run.h"

/* Line roles: a modelled setting's first line. */
enum { ROLE_SETTING = 1 };

static const struct import_option_def encoding_option = IMPORT_ENCODING_OPTION("tst");
static const struct import_option_def *const ini_options[] = {&encoding_option, NULL};

/* A statement: its lines [first, last], the value's text start in the first line and end in the
 * last, and its key and value joined across the lines (value without the `\`s). */
struct stmt {
    uint32_t first, last, vstart, vend;
    char key[96], value[512];
};

/* The end of line ln's text before a trailing comment (" #…") and blanks. */
static uint32_t text_end(const struct layout_line *ln)
{
    uint32_t e = ln->len;
    for (uint32_t i = 1; i < ln->len; i++)
        if (ln->text[i] == '#' && (ln->text[i - 1] == ' ' || ln->text[i - 1] == '\t')) {
            e = i;
            break;
        }
    while (e > 0 && (ln->text[e - 1] == ' ' || ln->text[e - 1] == '\t'))
        e--;
    return e;
}

/* Reads the statement starting at line i of f into st; false for a line that is no `key=value`
 * (blank, a comment, other text). */
static bool statement(const struct layout_file *f, uint32_t i, struct stmt *st)
{
    const struct layout_line *ln = &f->lines[i];
    const char *eq = memchr(ln->text, '=', ln->len);
    if (!ln->len || ln->text[0] == '#' || !eq)
        return false;
    size_t k = (size_t)(eq - ln->text);
    while (k && (ln->text[k - 1] == ' ' || ln->text[k - 1] == '\t'))
        k--;
    snprintf(st->key, sizeof st->key, "%.*s", (int)k, ln->text);
    uint32_t v = (uint32_t)(eq - ln->text) + 1;
    while (v < ln->len && (ln->text[v] == ' ' || ln->text[v] == '\t'))
        v++;
    st->first = st->last = i;
    st->vstart = v;
    st->value[0] = '\0';
    size_t n = 0;
    for (;;) {
        const struct layout_line *cur = &f->lines[st->last];
        uint32_t from = st->last == i ? v : 0, end = text_end(cur);
        bool cont = end > from && cur->text[end - 1] == '\\' && st->last + 1 < f->nlines;
        uint32_t upto = cont ? end - 1 : end;
        if (upto > from && n + (upto - from) < sizeof st->value) {
            memcpy(st->value + n, cur->text + from, upto - from);
            n += upto - from;
            st->value[n] = '\0';
        }
        st->vend = end;
        if (!cont)
            break;
        st->last++;
    }
    return true;
}

/* Reports a problem of the reader. */
static void report(struct import_run *run, enum severity sev, const char *rule, const struct layout_file *f,
                   uint32_t line, uint32_t col, const char *fmt, const char *a, long b)
{
    diag_add(run->diags, sev, rule, (struct diag_at){f->path, line + 1, col + 1, NULL, NULL}, fmt, a, b);
}

/* The object and attribute a key names in site (a server made on first mention), or NULL: a key
 * the format does not model. */
static struct pol_object *target(struct import_run *run, struct pol_object *site, const struct layout_file *f,
                                 uint32_t line, const char *key, int *attr)
{
    if (strcasecmp(key, "descr") == 0) {
        *attr = schema_attr_index(site->kind, "descr");
        return site;
    }
    if (strncasecmp(key, "server.", 7) != 0)
        return NULL;
    const char *name = key + 7, *dot = strrchr(name, '.');
    if (!dot || dot == name)
        return NULL;
    const struct kind_def *k = tsys_kind(TSYS_SERVER);
    *attr = -1;
    for (unsigned a = 0; a < k->nattrs; a++)
        if (strcasecmp(dot + 1, k->attrs[a]->key) == 0)
            *attr = (int)a;
    if (*attr < 0)
        return NULL;
    char sname[64];
    snprintf(sname, sizeof sname, "%.*s", (int)(dot - name), name);
    struct pol_object *srv = pol_find(site, k->ns, sname);
    if (!srv && (srv = pol_new(run->pol, k, site, sname)) != NULL) {
        srv->src = (struct pol_src){f->path, {line + 1, 1}};
        run->sum->defined++;
    }
    return srv;
}

/* The typed value of text for attribute attr of obj into buf: a weight in decimal without leading
 * zeros, a state in capitals, a description as it is. NULL: not a value of the attribute. */
static const char *typed(const struct pol_object *obj, int attr, const char *text, char *buf, size_t n)
{
    const char *key = obj->kind->attrs[attr]->key;
    if (strcmp(key, "weight") == 0) {
        char *end;
        long v = strtol(text, &end, 10);
        if (!*text || *end || v < 1 || v > 99)
            return NULL;
        snprintf(buf, n, "%ld", v);
    } else if (strcmp(key, "state") == 0) {
        snprintf(buf, n, "%s", text);
        for (char *c = buf; *c; c++)
            *c = (char)(*c >= 'a' && *c <= 'z' ? *c - 'a' + 'A' : *c);
        if (strcmp(buf, "ACTIVE") != 0 && strcmp(buf, "QUIESCED") != 0)
            return NULL;
    } else {
        snprintf(buf, n, "%s", text);
    }
    return buf;
}

static enum import_claim ini_claim(const struct import_input *in)
{
    size_t n = strlen(in->path);
    return n > 5 && strcmp(in->path + n - 5, ".tini") == 0 ? IMPORT_CERTAIN : IMPORT_NOT;
}

/* Binds the statement st of f to attr of obj and sets the value: TST101 for a value the attribute
 * does not take, TST102 for a key given before. */
static enum import_status apply(struct import_run *run, struct layout_file *f, const struct stmt *st,
                                struct pol_object *obj, int attr)
{
    char buf[512];
    const char *v = typed(obj, attr, st->value, buf, sizeof buf);
    if (!v) {
        report(run, SEV_ERROR, "TST101", f, st->first, st->vstart, "%s is no value of this key%.0ld", st->value, 0);
        return IMPORT_DATAERR;
    }
    const struct layout_setting *first;
    enum layout_bound b = layout_bind(run->pol, f,
                                      (struct layout_span){st->first, st->last - st->first + 1, st->vstart, st->vend},
                                      obj, attr, v, &first);
    if (b == LAYOUT_NOMEM)
        return IMPORT_NOMEM;
    if (b == LAYOUT_DUPLICATE) {
        report(run, SEV_WARNING, "TST102", f, st->first, 0, "%s is given again: line %ld is the one in effect",
               st->key, (long)first->line + 1);
        return IMPORT_OK;
    }
    f->lines[st->first].role = ROLE_SETTING;
    return pol_set_again(run->pol, obj, attr, v, (struct pol_src){f->path, {st->first + 1, st->vstart + 1}})
               ? IMPORT_NOMEM
               : IMPORT_OK;
}

/* The file is the whole site: read again over the stored site, a value it no longer sets becomes
 * unspecified and a server it no longer names goes. */
static enum import_status forget_unbound(struct import_run *run, struct pol_object *site)
{
    int descr = schema_attr_index(site->kind, "descr");
    if (pol_get(site, descr) && !layout_setting_of(site, descr, NULL) &&
        pol_set(run->pol, site, descr, NULL, (struct pol_pos){0, 0}))
        return IMPORT_NOMEM;
    const struct kind_def *k = tsys_kind(TSYS_SERVER);
    for (struct pol_object *c = pol_first_child(site, k), *next; c; c = next) {
        next = pol_next_child(c, k);
        bool named = false;
        for (unsigned a = 0; a < k->nattrs; a++) {
            bool bound = layout_setting_of(c, (int)a, NULL) != NULL;
            named = named || bound;
            if (!bound && pol_get(c, (int)a) && pol_set(run->pol, c, (int)a, NULL, (struct pol_pos){0, 0}))
                return IMPORT_NOMEM;
        }
        if (!named) {
            pol_delete(c);
            run->sum->deleted++;
        }
    }
    return IMPORT_OK;
}

/* The site of the file's base name without its suffix (EAST.tini: EAST; big.ini read with
 * --format tsysini: BIG, in capitals), laid out and read a statement at a time. */
static enum import_status ini_read(struct import_run *run, const struct import_input *in)
{
    const char *base = strrchr(in->path, '/');
    base = base ? base + 1 : in->path;
    const char *dot = strrchr(base, '.');
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(dot && dot != base ? dot - base : (long)strlen(base)), base);
    for (char *c = name; *c; c++)
        *c = (char)(*c >= 'a' && *c <= 'z' ? *c - 'a' + 'A' : *c);
    struct pol_object *site;
    enum import_status st = import_top(run, tsys_kind(TSYS_SITE), name, &site);
    if (st != IMPORT_OK)
        return st;
    struct layout_file *f = import_layout_file(run, in, NULL, site, "ISO-8859-1");
    if (!f)
        return IMPORT_NOMEM;
    site->src = (struct pol_src){f->path, {1, 1}};
    for (uint32_t i = 0; i < f->nlines && st != IMPORT_NOMEM;) {
        struct stmt s;
        if (!statement(f, i, &s)) {
            i++;
            continue;
        }
        int attr = -1;
        struct pol_object *obj = target(run, site, f, s.first, s.key, &attr);
        if (obj && attr >= 0) {
            enum import_status r = apply(run, f, &s, obj, attr);
            st = st == IMPORT_OK ? r : st;
        }
        i = s.last + 1;
    }
    return st == IMPORT_OK ? forget_unbound(run, site) : st;
}

const struct import_format tsys_ini_format = {
    .name = "TSYS ini", .system = "tst", .certainty = IMPORT_MARKED, .options = ini_options,
    .detect = ini_claim, .read = ini_read, .what = "a test site's settings (*.tini)"};

/* ---- the writer ------------------------------------------------------------------------------- */

static void ini_value(struct textbuf *tb, const struct pol_object *obj, int attr, const char *value)
{
    (void)obj;
    (void)attr;
    tb_puts(tb, value);
}

static void ini_statement(struct textbuf *tb, const struct pol_object *obj, int attr, const char *value)
{
    const char *key = obj->kind->attrs[attr]->key;
    if (obj->parent)
        tb_printf(tb, "server.%s.%s=%s", obj->name, key, value);
    else
        tb_printf(tb, "%s=%s", key, value);
}

static const struct layout_syntax ini_syntax = {.value = ini_value, .statement = ini_statement};

/* The layout of the site's file: the one of the export's name, else its only one (read from a
 * file whose name the export spells otherwise, `east.tini` for EAST.tini), else NULL. */
static const struct layout_file *ini_file(const struct pol_object *top, const char *name)
{
    const struct layout_file *f = layout_file_find(top, name);
    return f ? f : top->layout && top->layout->nfiles == 1 ? top->layout->files[0] : NULL;
}

static enum export_status ini_write(struct export_out *o, const struct pol_object *top,
                                   const struct export_options *opt, struct export_error *err)
{
    (void)opt;
    size_t n = 1, cap = 1 + 3 * pol_child_count(top, tsys_kind(TSYS_SERVER));
    struct layout_want *want = calloc(cap, sizeof *want);
    struct textbuf tb = {0};
    if (want) {
        want[0] = (struct layout_want){top, schema_attr_index(top->kind, "descr")};
        for (const struct pol_object *c = pol_first_child(top, tsys_kind(TSYS_SERVER)); c;
             c = pol_next_child(c, tsys_kind(TSYS_SERVER))) {
            want[n++] = (struct layout_want){c, schema_attr_index(c->kind, "weight")};
            want[n++] = (struct layout_want){c, schema_attr_index(c->kind, "state")};
            want[n++] = (struct layout_want){c, schema_attr_index(c->kind, "note")};
        }
    }
    char name[300];
    int rc = want && export_file_name(&tsys_ini_writer, top->name, name, sizeof name) == 0
                 ? layout_write(ini_file(top, name), &ini_syntax, want, n, &tb)
                 : -1;
    if (!rc)
        export_out_write(o, tb.buf, tb.len);
    free(want);
    tb_free(&tb);
    if (rc) {
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "SITE(%.100s): out of memory", top->name);
        return EXPORT_NOMEM;
    }
    return EXPORT_OK;
}

static int ini_file_name(const char *top, char *buf, size_t n)
{
    return export_safe_filename(top, ".tini", buf, n);
}

const struct export_format tsys_ini_writer = {
    .name = "tsysini",
    .title = "Test system sites, a .tini file of settings per site",
    .system = "tst",
    .file_name = ini_file_name,
    .write_top = ini_write,
};
