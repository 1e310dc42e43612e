/* model/codec.c — text form of parameters and objects; see codec.h. */
#include "model/codec.h"
#include "model/layout.h"
#include "model/hash.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int tb_reserve(struct textbuf *tb, size_t n)
{
    if (tb->oom)
        return -1;
    if (tb->len + n + 1 <= tb->cap)
        return 0;
    size_t cap = tb->cap ? tb->cap : 256;
    while (cap < tb->len + n + 1)
        cap *= 2;
    char *nb = realloc(tb->buf, cap);
    if (!nb) {
        tb->oom = 1;
        return -1;
    }
    tb->buf = nb;
    tb->cap = cap;
    return 0;
}

void tb_printf(struct textbuf *tb, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (tb_reserve(tb, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(tb->buf + tb->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    tb->len += (size_t)n;
}

void tb_free(struct textbuf *tb)
{
    free(tb->buf);
    memset(tb, 0, sizeof *tb);
}

static void put_escaped(struct textbuf *tb, const char *s)
{
    const char *run = s;
    for (; *s; s++) {
        if (*s != '\\' && *s != '\n')
            continue;
        tb_putn(tb, run, (size_t)(s - run));
        tb_puts(tb, *s == '\\' ? "\\\\" : "\\n");
        run = s + 1;
    }
    tb_putn(tb, run, (size_t)(s - run));
}

/* The longest text of put_pos: a tag, two 32-bit numbers, a colon and a blank. */
enum { POS_MAX = 1 + 2 * 10 + 2 };

/* Writes v in decimal at p (room for 10 bytes); returns the end. Two digits at a time from a table,
 * the count of digits found by comparisons: the positions are most of the numbers an import
 * writes, one or two of five digits a line. */
static char *put_u32_at(char *p, uint32_t v)
{
    static const char pairs[] = "00010203040506070809101112131415161718192021222324252627282930313233"
                                "34353637383940414243444546474849505152535455565758596061626364656667"
                                "6869707172737475767778798081828384858687888990919293949596979899";
    unsigned digits = v < 10 ? 1 : v < 100 ? 2 : v < 1000 ? 3 : v < 10000 ? 4 : v < 100000 ? 5
                    : v < 1000000 ? 6 : v < 10000000 ? 7 : v < 100000000 ? 8 : v < 1000000000 ? 9 : 10;
    char *q = p + digits;
    while (v >= 100) {
        unsigned r = (v % 100) * 2;
        v /= 100;
        *--q = pairs[r + 1];
        *--q = pairs[r];
    }
    if (v >= 10) {
        *--q = pairs[v * 2 + 1];
        *--q = pairs[v * 2];
    } else {
        *--q = (char)('0' + v);
    }
    return p + digits;
}

/* Writes `<tag><line>:<col> ` (as "%c%u:%u " would) at p, which has room for POS_MAX bytes;
 * returns the end. */
static char *put_pos_at(char *p, char tag, struct pol_pos pos)
{
    *p++ = tag;
    p = put_u32_at(p, pos.line);
    *p++ = ':';
    p = put_u32_at(p, pos.col);
    *p++ = ' ';
    return p;
}

/* Appends `<tag><line>:<col> `: these lines are most of what an import writes, and formatting
 * them through vsnprintf took a third of its time. */
static void put_pos(struct textbuf *tb, char tag, struct pol_pos pos)
{
    if (tb_reserve(tb, POS_MAX))
        return;
    tb->len = (size_t)(put_pos_at(tb->buf + tb->len, tag, pos) - tb->buf);
    tb->buf[tb->len] = '\0';
}

/* Appends one `O`/`R` line per parameter, each written in place after one reserve of its longest
 * length (every byte of the value escaped): the lines are most of the text an import stores. */
static void put_param_lines(struct textbuf *tb, const struct pol_param *params, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        const struct pol_param *pp = &params[i];
        size_t kl = strlen(pp->keyword), vl = pp->value ? strlen(pp->value) : 0;
        if (tb_reserve(tb, POS_MAX + kl + 1 + 2 * vl + 1))
            return;
        char *p = put_pos_at(tb->buf + tb->len, pp->cls == PARAM_READONLY ? 'R' : 'O', pp->pos);
        memcpy(p, pp->keyword, kl);
        p += kl;
        if (pp->value) {
            *p++ = '=';
            for (size_t k = 0; k < vl; k++) {
                char c = pp->value[k];
                if (c == '\\' || c == '\n') {
                    *p++ = '\\';
                    c = c == '\n' ? 'n' : '\\';
                }
                *p++ = c;
            }
        }
        *p++ = '\n';
        *p = '\0';
        tb->len = (size_t)(p - tb->buf);
    }
}

/* Appends the `M` or `C` line of modelled attribute i of obj, when it has one. */
static void put_source_line(struct textbuf *tb, const struct pol_object *obj, unsigned i)
{
    if (!obj->vals[i])
        return;
    const struct console_change *c = pol_value_change(obj, (int)i);
    if (!c && !obj->vpos[i].line)
        return;
    if (c)
        tb_printf(tb, "C%lld ", (long long)c->batch);
    else
        put_pos(tb, 'M', obj->vpos[i]);
    tb_puts(tb, obj->kind->attrs[i]->key);
    const char *file = c ? NULL : pol_value_file(obj, (int)i);
    if (file && file != obj->src.file && (!obj->src.file || strcmp(file, obj->src.file) != 0)) {
        tb_putn(tb, " ", 1);
        put_escaped(tb, file);
    }
    tb_putn(tb, "\n", 1);
}

void codec_put_params(struct textbuf *tb, const struct pol_object *obj)
{
    for (unsigned i = 0; i < obj->kind->nattrs; i++)
        put_source_line(tb, obj, i);
    if (!obj->parent && (obj->layout || obj->layout_ids)) {
        tb_putn(tb, "L ", 2);
        if (obj->layout)
            layout_put_ids(tb, obj);
        else
            tb_puts(tb, obj->layout_ids);
        tb_putn(tb, "\n", 1);
    }
    put_param_lines(tb, obj->params, obj->nparams);
}

/* The index of the modelled attribute whose `M` or `C` line is [s, eol), or -1. */
static int source_line_attr(const struct pol_object *obj, const char *s, const char *eol)
{
    const char *key = memchr(s, ' ', (size_t)(eol - s));
    if (!key++)
        return -1;
    const char *end = memchr(key, ' ', (size_t)(eol - key));
    char buf[64];
    size_t n = (size_t)((end ? end : eol) - key);
    if (n >= sizeof buf)
        return -1;
    memcpy(buf, key, n);
    buf[n] = '\0';
    return schema_attr_index(obj->kind, buf);
}

void codec_merge_params(struct textbuf *tb, const struct pol_object *obj, const char *stored)
{
    for (unsigned i = 0; i < obj->kind->nattrs; i++)
        if (pol_value_change(obj, (int)i))
            put_source_line(tb, obj, i);
    for (const char *s = stored; s && *s;) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            eol = s + strlen(s);
        int idx = *s == 'M' || *s == 'C' ? source_line_attr(obj, s, eol) : -1;
        if (idx < 0 || !pol_value_change(obj, idx)) {
            tb_putn(tb, s, (size_t)(eol - s));
            tb_putn(tb, "\n", 1);
        }
        s = *eol ? eol + 1 : eol;
    }
}

void codec_put_record_params(struct textbuf *tb, const struct pol_record *r)
{
    put_param_lines(tb, r->params, r->nparams);
}

/* Appends a header line `<tag> <escaped s>` when s is not NULL. */
static void put_tagged(struct textbuf *tb, char tag, const char *s)
{
    if (!s)
        return;
    tb_printf(tb, "%c ", tag);
    put_escaped(tb, s);
    tb_putn(tb, "\n", 1);
}

void codec_put_record(struct textbuf *tb, const struct pol_record *r)
{
    put_tagged(tb, 'W', r->verb);
    put_tagged(tb, 'T', r->objtype);
    put_tagged(tb, 'N', r->name);
    put_tagged(tb, 'Y', r->key);
    put_tagged(tb, 'F', r->src.file);
    if (r->src.pos.line)
        tb_printf(tb, "P %u:%u\n", r->src.pos.line, r->src.pos.col);
    codec_put_record_params(tb, r);
}

void codec_put_object(struct textbuf *tb, const struct pol_object *obj)
{
    tb_printf(tb, "K %s\nN ", obj->kind->id);
    put_escaped(tb, obj->name);
    tb_putn(tb, "\n", 1);
    if (obj->uid)
        tb_printf(tb, "I %lld\n", (long long)obj->uid);
    if (obj->parent)
        tb_printf(tb, "H %lld\n", (long long)obj->parent->uid);
    if (obj->kind->flags & KF_ORDERED)
        tb_printf(tb, "S %u\n", obj->position);
    if (obj->src.file) {
        tb_puts(tb, "F ");
        put_escaped(tb, obj->src.file);
        tb_putn(tb, "\n", 1);
    }
    if (obj->src.pos.line)
        tb_printf(tb, "P %u:%u\n", obj->src.pos.line, obj->src.pos.col);
    for (unsigned i = 0; i < obj->kind->nattrs; i++)
        if (obj->vals[i]) {
            tb_printf(tb, "V %s=", obj->kind->attrs[i]->key);
            put_escaped(tb, obj->vals[i]);
            tb_putn(tb, "\n", 1);
        }
    codec_put_params(tb, obj);
}

/* Unescapes s[0..n) into a new arena string. */
static char *unescape(struct policy *p, const char *s, size_t n)
{
    char *d = arena_alloc_text(&p->arena, n + 1);
    if (!d)
        return NULL;
    size_t j = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n) {
            i++;
            d[j++] = s[i] == 'n' ? '\n' : s[i];
        } else {
            d[j++] = s[i];
        }
    }
    d[j] = '\0';
    return d;
}

/* s[0..n) unescaped, as a string of the policy that may be shared with an equal one (pol_share):
 * the keywords and short values of the parameters repeat in every object of a large store. */
static const char *shared_text(struct policy *p, const char *s, size_t n)
{
    return memchr(s, '\\', n) ? unescape(p, s, n) : pol_share(p, s, n);
}

/* strtoul(s, end, 10), digits read here when s starts with at most nine of them (what the codec
 * writes; a tenth of strtoul's time, which was a tenth of an export's), else strtoul's. */
static inline unsigned long get_decimal(const char *s, char **end)
{
    unsigned long v = 0;
    size_t n = 0;
    while (n < 10 && s[n] >= '0' && s[n] <= '9')
        v = v * 10 + (unsigned long)(s[n++] - '0');
    if (n == 0 || n == 10)
        return strtoul(s, end, 10);
    *end = (char *)s + n;
    return v;
}

/* Parses "<line>:<col> " at *s; advances past the blank. */
static inline int get_pos(const char **s, struct pol_pos *pos)
{
    char *end;
    unsigned long line = get_decimal(*s, &end);
    if (*end != ':')
        return -1;
    unsigned long col = get_decimal(end + 1, &end);
    if (*end != ' ')
        return -1;
    pos->line = (uint32_t)line;
    pos->col = (uint32_t)col;
    *s = end + 1;
    return 0;
}

/* Parses one parameter line [s, eol): its class, position, keyword and value (NULL without `=`),
 * both unescaped into the arena. */
static int parse_param_line(struct policy *p, const char *s, const char *eol, char *cls,
                            struct pol_pos *pos, const char **kw, const char **val)
{
    *cls = *s++;
    if (get_pos(&s, pos))
        return -1;
    const char *eq = memchr(s, '=', (size_t)(eol - s));
    const char *kend = eq ? eq : eol;
    *kw = shared_text(p, s, (size_t)(kend - s));
    *val = eq ? shared_text(p, eq + 1, (size_t)(eol - eq - 1)) : NULL;
    return !*kw || (eq && !*val) ? -1 : 0;
}

/* The file of a `M` line, [s, eol) after its key's blank, unescaped and interned into p: NULL
 * when memory runs out. */
static const char *get_value_file(struct policy *p, const char *s, const char *eol)
{
    char buf[512];
    size_t n = (size_t)(eol - s);
    if (!memchr(s, '\\', n) && n < sizeof buf) {   /* the common case: no escape, no allocation */
        memcpy(buf, s, n);
        buf[n] = '\0';
        return pol_intern(p, buf);
    }
    char *file = unescape(p, s, n);
    return file ? pol_intern(p, file) : NULL;
}

/* The index of the attribute of kind whose key is s[0..n), or -1: looked for from attribute *hint
 * on (the `M` and `C` lines come in the schema's order, so that it is nearly always the first one
 * compared), and *hint set to the one after it. */
static int attr_from(const struct kind_def *kind, const char *s, size_t n, unsigned *hint)
{
    for (unsigned k = 0, i = *hint; k < kind->nattrs; k++, i++) {
        if (i >= kind->nattrs)
            i = 0;
        const char *key = kind->attrs[i]->key;
        size_t j = 0;   /* strncmp inline: the keys are short, the call was a third of the search */
        while (j < n && key[j] == s[j])
            j++;
        if (j == n && key[n] == '\0') {
            *hint = i + 1;
            return (int)i;
        }
    }
    return -1;
}

/* Reads the source of a modelled attribute: a `M` line's [s, eol) after its class letter (its
 * position, key and, when it was read from another file than the object, that file) or a `C`
 * line's (the journal batch of the console change that set it, and its key). Keys are the
 * schema's: no escapes, and an unknown one is skipped. *hint: for attr_from, 0 at an object's
 * first line. */
static int get_value_source(struct policy *p, struct pol_object *obj, char cls, const char *s,
                            const char *eol, unsigned *hint)
{
    struct pol_pos pos = {0, 0};
    char *end;
    long long batch = 0;
    if (cls == 'M' && get_pos(&s, &pos))
        return -1;
    if (cls == 'C' && ((batch = strtoll(s, &end, 10)) < 0 || end == s || *end != ' '))
        return -1;
    if (cls == 'C')
        s = end + 1;
    const char *kend = memchr(s, ' ', (size_t)(eol - s));
    if (!kend)
        kend = eol;
    int idx = attr_from(obj->kind, s, (size_t)(kend - s), hint);
    if (idx < 0)
        return 0;
    if (cls == 'C') {
        struct console_change *c = pol_console_change(p, batch, false);
        return c ? pol_set_value_change(p, obj, idx, c) : -1;
    }
    obj->vpos[idx] = pos;
    if (kend == eol)
        return 0;
    const char *file = get_value_file(p, kend + 1, eol);
    return file ? pol_set_value_file(p, obj, idx, file) : -1;
}

/* Reads one parameter line [s, eol) into obj (*hint: get_value_source's). The keyword and value
 * are appended as unescaped into the arena, without pol_param_set's search for the same keyword
 * (a stored list never holds the same keyword twice by class) and without a second copy: loading
 * a large store spent a tenth of its time in that search and kept every string twice. */
static int get_param_line(struct policy *p, struct pol_object *obj, const char *s, const char *eol,
                          unsigned *hint)
{
    if (*s == 'M' || *s == 'C')
        return get_value_source(p, obj, *s, s + 1, eol, hint);
    if (*s == 'L' && s[1] == ' ')
        return (obj->layout_ids = arena_strndup(&p->arena, s + 2, (size_t)(eol - s - 2))) ? 0 : -1;
    char cls;
    struct pol_pos pos;
    const char *kw, *val;
    if (parse_param_line(p, s, eol, &cls, &pos, &kw, &val))
        return -1;
    if (cls != 'O' && cls != 'R')
        return -1;
    if (arena_reserve(&p->arena, (void **)&obj->params, &obj->capparams, obj->nparams + 1,
                      sizeof *obj->params))
        return -1;
    obj->params[obj->nparams++] =
        (struct pol_param){kw, val, cls == 'R' ? PARAM_READONLY : PARAM_OTHER, pos};
    return 0;
}

/* The text from s up to its first newline, NUL or (when to_eq) '=', whose end goes to *end, as a
 * string of the policy: shared (pol_share) when it has no escape, else unescaped into the arena;
 * NULL when memory runs out. One pass finds the end and the escapes and makes the hash. */
static const char *scan_text(struct policy *p, const char *s, bool to_eq, const char **end)
{
    /* what a byte is to scan_text: 1 ends a keyword, 2 ends a value, 4 is an escape */
    static const unsigned char what[256] = {[0] = 3, ['\n'] = 3, ['='] = 1, ['\\'] = 4};
    unsigned stop = to_eq ? 1 : 2, seen = 0;
    uint32_t h = HASH32_SEED;
    const char *t = s;
    for (;; t++) {
        unsigned k = what[(unsigned char)*t];
        if (k & stop)
            break;
        seen |= k;
        h = hash32_step(h, (unsigned char)*t);
    }
    *end = t;
    return seen & 4 ? unescape(p, s, (size_t)(t - s)) : pol_share_hashed(p, s, (size_t)(t - s), h);
}

/* Reads the `O` or `R` line at s into obj as get_param_line does, finding its end as it reads (the
 * line's bytes were read five times: its end, its '=', the escapes of either half and the hashes);
 * returns the end of the line (its newline or the text's NUL), or NULL when it cannot be read. */
static const char *get_param_scan(struct policy *p, struct pol_object *obj, const char *s)
{
    char cls = *s++;
    struct pol_pos pos;
    const char *end;
    if (get_pos(&s, &pos))
        return NULL;
    const char *kw = scan_text(p, s, true, &end), *val = NULL;
    if (kw && *end == '=' && !(val = scan_text(p, end + 1, false, &end)))
        return NULL;
    if (!kw || arena_reserve(&p->arena, (void **)&obj->params, &obj->capparams, obj->nparams + 1,
                             sizeof *obj->params))
        return NULL;
    obj->params[obj->nparams++] =
        (struct pol_param){kw, val, cls == 'R' ? PARAM_READONLY : PARAM_OTHER, pos};
    return end;
}

/* Makes room for the `O` and `R` lines of text in obj's parameters at once (growing the array line
 * by line left every smaller copy in the arena). */
static int reserve_params(struct policy *p, struct pol_object *obj, const char *text)
{
    size_t n = 0;
    for (const char *s = text; s && *s; s = strchr(s, '\n'), s = s ? s + 1 : NULL)
        n += *s == 'O' || *s == 'R';
    return arena_reserve(&p->arena, (void **)&obj->params, &obj->capparams, obj->nparams + n,
                         sizeof *obj->params);
}

/* Parses the `<line>:<col>` of a `P` line, [q, eol). */
static int get_header_pos(const char *q, const char *eol, struct pol_pos *pos)
{
    char tmp[48];
    snprintf(tmp, sizeof tmp, "%.*s ", (int)(eol - q), q);
    const char *t = tmp;
    return get_pos(&t, pos);
}

int codec_get_params(struct policy *p, struct pol_object *obj, const char *text)
{
    if (reserve_params(p, obj, text))
        return -1;
    const char *s = text;
    unsigned hint = 0;
    while (s && *s) {
        const char *eol;
        if (*s == 'O' || *s == 'R') {
            if (!(eol = get_param_scan(p, obj, s)))
                return -1;
        } else {
            eol = strchr(s, '\n');
            if (!eol)
                eol = s + strlen(s);
            if (eol > s && get_param_line(p, obj, s, eol, &hint))
                return -1;
        }
        s = *eol ? eol + 1 : eol;
    }
    return 0;
}

const char *codec_param_value(const char *text, const char *keyword, unsigned cls, char *buf, size_t n)
{
    char tag = cls == PARAM_READONLY ? 'R' : 'O';
    size_t kl = strlen(keyword);
    for (const char *s = text; s && *s;) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            eol = s + strlen(s);
        const char *kw = *s == tag ? memchr(s, ' ', (size_t)(eol - s)) : NULL;  /* after <line>:<col> */
        if (kw && (size_t)(eol - ++kw) > kl && memcmp(kw, keyword, kl) == 0 && kw[kl] == '=') {
            size_t o = 0;
            for (const char *v = kw + kl + 1; v < eol && o + 1 < n; v++) {
                if (*v == '\\' && v + 1 < eol)
                    v++, buf[o++] = *v == 'n' ? '\n' : *v;
                else
                    buf[o++] = *v;
            }
            buf[o] = '\0';
            return buf;
        }
        s = *eol ? eol + 1 : eol;
    }
    return NULL;
}

long codec_param_line(const char *text, const char *keyword, unsigned cls)
{
    char tag = cls == PARAM_READONLY ? 'R' : 'O';
    size_t kl = strlen(keyword);
    long line = 0, last = -1;
    for (const char *s = text; s && *s; line++) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            eol = s + strlen(s);
        const char *kw = *s == tag ? memchr(s, ' ', (size_t)(eol - s)) : NULL;
        if (kw && (size_t)(eol - ++kw) >= kl && memcmp(kw, keyword, kl) == 0 && (kw + kl == eol || kw[kl] == '='))
            last = line;
        s = *eol ? eol + 1 : eol;
    }
    return last;
}

int codec_get_positions(struct policy *p, struct pol_object *obj, const char *text)
{
    /* codec_put_params writes the sources first */
    unsigned hint = 0;
    const char *s = text;
    while (s && (*s == 'M' || *s == 'C')) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            eol = s + strlen(s);
        if (get_value_source(p, obj, *s, s + 1, eol, &hint))
            return -1;
        s = *eol ? eol + 1 : eol;
    }
    /* and the ids of a top's source layout, which findings on values typed in the console read */
    if (s && s[0] == 'L' && s[1] == ' ') {
        const char *eol = strchr(s, '\n');
        size_t n = eol ? (size_t)(eol - s - 2) : strlen(s + 2);
        if (!(obj->layout_ids = arena_strndup(&p->arena, s + 2, n)))
            return -1;
    }
    return 0;
}

/* Reads the decimal number of a place line [s, eol) (after its tag and blank) into *v. */
static int get_place_number(const char *s, const char *eol, long long *v)
{
    char tmp[24], *end;
    if (eol - s < 1 || eol - s >= (long)sizeof tmp)
        return -1;
    memcpy(tmp, s, (size_t)(eol - s));
    tmp[eol - s] = '\0';
    *v = strtoll(tmp, &end, 10);
    return *end || *v < 0 ? -1 : 0;
}

/* Reads an `I`, `H` or `S` line [s, eol) into pl. */
static int get_place_line(const char *s, const char *eol, struct codec_place *pl)
{
    long long v;
    if (get_place_number(s + 2, eol, &v))
        return -1;
    if (s[0] == 'I')
        pl->uid = v;
    else if (s[0] == 'H')
        pl->parent_uid = v;
    else if (v <= UINT32_MAX)
        pl->position = (uint32_t)v;
    else
        return -1;
    return 0;
}

int codec_image_place(const char *text, struct codec_place *out)
{
    memset(out, 0, sizeof *out);
    for (const char *s = text; *s;) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            eol = s + strlen(s);
        bool head = eol - s >= 2 && s[1] == ' ';
        if (head && strchr("IHS", s[0]) && get_place_line(s, eol, out))
            return -1;
        if (!head || !strchr("KNIHS", s[0]))
            return 0;   /* the place lines come right after the name */
        s = *eol ? eol + 1 : eol;
    }
    return 0;
}

/* An image being read: its kind, then its name, then (after the place lines, at the first other
 * line) its object. */
struct image_head {
    const struct kind_def *kind;
    char *name;
    struct codec_place pl;
    struct pol_object *obj;
};

/* Creates the object of an image once its name and place lines were read; 0, or -1 without a
 * name or when it cannot be made. */
static int get_named(struct policy *p, struct pol_object *parent, struct image_head *h)
{
    if (h->obj)
        return 0;
    if (!h->name)
        return -1;
    h->obj = h->pl.position ? pol_new_placed(p, h->kind, parent, h->name, h->pl.position)
                            : pol_new(p, h->kind, parent, h->name);
    if (!h->obj)
        return -1;
    h->obj->uid = h->pl.uid;
    return 0;
}

/* Reads one header line [s, eol) of a whole-object image (`<tag> <text>`) into h. */
static int get_object_head(struct policy *p, const struct system_def *sys, struct pol_object *parent,
                           struct image_head *h, const char *s, const char *eol)
{
    if (s[0] == 'K' && !h->kind) {
        char id[64];
        snprintf(id, sizeof id, "%.*s", (int)(eol - s - 2), s + 2);
        return (h->kind = schema_kind(sys, id)) ? 0 : -1;
    }
    if (s[0] == 'N' && h->kind && !h->name)
        return (h->name = unescape(p, s + 2, (size_t)(eol - s - 2))) ? 0 : -1;
    if (strchr("IHS", s[0]) && h->name && !h->obj)
        return get_place_line(s, eol, &h->pl);
    if (get_named(p, parent, h))
        return -1;
    struct pol_object *obj = h->obj;
    if (s[0] == 'F')
        return (obj->src.file = unescape(p, s + 2, (size_t)(eol - s - 2))) ? 0 : -1;
    if (s[0] == 'P')
        return get_header_pos(s + 2, eol, &obj->src.pos);
    if (s[0] != 'V')
        return -1;
    const char *eq = memchr(s, '=', (size_t)(eol - s));
    if (!eq)
        return -1;
    char key[64];
    snprintf(key, sizeof key, "%.*s", (int)(eq - s - 2), s + 2);
    int idx = schema_attr_index(h->kind, key);
    char *val = unescape(p, eq + 1, (size_t)(eol - eq - 1));
    if (idx < 0 || !val)
        return -1;
    obj->vals[idx] = val;
    return 0;
}

struct pol_object *codec_get_object(struct policy *p, const struct system_def *sys,
                                    struct pol_object *parent, const char *text)
{
    struct image_head h = {0};
    unsigned hint = 0;
    for (const char *s = text; *s;) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            eol = s + strlen(s);
        bool head = eol - s >= 2 && s[1] == ' ';
        if (head ? get_object_head(p, sys, parent, &h, s, eol) != 0
                 : get_named(p, parent, &h) != 0 || get_param_line(p, h.obj, s, eol, &hint) != 0)
            return NULL;
        s = *eol ? eol + 1 : eol;
    }
    return get_named(p, parent, &h) == 0 ? h.obj : NULL;
}

/* Reads one parameter line [s, eol) of a record (class `O`, or `R` for a read-only value) into r. */
static int get_record_param_line(struct policy *p, struct pol_record *r, const char *s, const char *eol)
{
    char cls;
    struct pol_pos pos;
    const char *kw, *val;
    if (parse_param_line(p, s, eol, &cls, &pos, &kw, &val) || (cls != 'O' && cls != 'R'))
        return -1;
    return pol_record_param(p, r, kw, val, cls == 'R' ? PARAM_READONLY : PARAM_OTHER, pos);
}

int codec_get_record_params(struct policy *p, struct pol_record *r, const char *text)
{
    const char *s = text;
    while (s && *s) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            eol = s + strlen(s);
        if (eol > s && get_record_param_line(p, r, s, eol))
            return -1;
        s = *eol ? eol + 1 : eol;
    }
    return 0;
}

/* A record being read: its header fields (W T N Y F) until its first parameter or the next record
 * creates it. */
struct rec_head {
    char *field[5];
    struct pol_pos pos;
    struct pol_record *r;
};

static const char rec_tags[] = "WTNYF";

static int rec_create(struct policy *p, struct pol_object *top, struct rec_head *h)
{
    if (h->r)
        return 0;
    if (!h->field[0])
        return -1;
    struct pol_src src = {h->field[4], h->pos};
    h->r = pol_add_record(p, top, h->field[0], h->field[1], h->field[2], h->field[3], src);
    return h->r ? 0 : -1;
}

/* Reads one header line [s, eol) of a record into h; a `W` line starts the next record. */
static int get_record_head(struct policy *p, struct pol_object *top, struct rec_head *h,
                           const char *s, const char *eol)
{
    if (s[0] == 'W') {
        if (h->field[0] && rec_create(p, top, h))
            return -1;
        memset(h, 0, sizeof *h);
    } else if (!h->field[0] || h->r) {
        return -1;
    }
    if (s[0] == 'P')
        return get_header_pos(s + 2, eol, &h->pos);
    const char *t = strchr(rec_tags, s[0]);
    if (!t)
        return -1;
    h->field[t - rec_tags] = unescape(p, s + 2, (size_t)(eol - s - 2));
    return h->field[t - rec_tags] ? 0 : -1;
}

int codec_get_records(struct policy *p, struct pol_object *top, const char *text)
{
    struct rec_head h = {0};
    int n = 0;
    for (const char *s = text; *s;) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            eol = s + strlen(s);
        if (eol - s >= 2 && s[1] == ' ') {
            if (get_record_head(p, top, &h, s, eol))
                return -1;
            n += s[0] == 'W';
        } else if (eol > s && (rec_create(p, top, &h) || get_record_param_line(p, h.r, s, eol))) {
            return -1;
        }
        s = *eol ? eol + 1 : eol;
    }
    return h.field[0] && rec_create(p, top, &h) ? -1 : n;
}
