/* model/codec.c — text form of parameters and objects; see codec.h. */
#include "model/codec.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void tb_grow(struct textbuf *tb, size_t need)
{
    if (tb->oom || tb->len + need + 1 <= tb->cap)
        return;
    size_t cap = tb->cap ? tb->cap : 256;
    while (cap < tb->len + need + 1)
        cap *= 2;
    char *nb = realloc(tb->buf, cap);
    if (!nb) {
        tb->oom = 1;
        return;
    }
    tb->buf = nb;
    tb->cap = cap;
}

void tb_putn(struct textbuf *tb, const char *s, size_t n)
{
    tb_grow(tb, n);
    if (tb->oom)
        return;
    memcpy(tb->buf + tb->len, s, n);
    tb->len += n;
    tb->buf[tb->len] = '\0';
}

void tb_puts(struct textbuf *tb, const char *s)
{
    tb_putn(tb, s, strlen(s));
}

void tb_printf(struct textbuf *tb, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    tb_grow(tb, (size_t)n);
    if (tb->oom)
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

void codec_put_params(struct textbuf *tb, const struct pol_object *obj)
{
    for (unsigned i = 0; i < obj->kind->nattrs; i++)
        if (obj->vals[i] && obj->vpos[i].line)
            tb_printf(tb, "M%u:%u %s\n", obj->vpos[i].line, obj->vpos[i].col, obj->kind->attrs[i]->key);
    for (size_t i = 0; i < obj->nparams; i++) {
        const struct pol_param *pp = &obj->params[i];
        tb_printf(tb, "%c%u:%u %s", pp->cls == PARAM_READONLY ? 'R' : 'O', pp->pos.line, pp->pos.col,
                  pp->keyword);
        if (pp->value) {
            tb_putn(tb, "=", 1);
            put_escaped(tb, pp->value);
        }
        tb_putn(tb, "\n", 1);
    }
}

void codec_put_object(struct textbuf *tb, const struct pol_object *obj)
{
    tb_printf(tb, "K %s\nN ", obj->kind->id);
    put_escaped(tb, obj->name);
    tb_putn(tb, "\n", 1);
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
    char *d = arena_alloc(&p->arena, n + 1);
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

/* Parses "<line>:<col> " at *s; advances past the blank. */
static int get_pos(const char **s, struct pol_pos *pos)
{
    char *end;
    unsigned long line = strtoul(*s, &end, 10);
    if (*end != ':')
        return -1;
    unsigned long col = strtoul(end + 1, &end, 10);
    if (*end != ' ')
        return -1;
    pos->line = (uint32_t)line;
    pos->col = (uint32_t)col;
    *s = end + 1;
    return 0;
}

/* Reads one parameter line [s, eol) into obj. */
static int get_param_line(struct policy *p, struct pol_object *obj, const char *s, const char *eol)
{
    char cls = *s++;
    struct pol_pos pos;
    if (get_pos(&s, &pos))
        return -1;
    const char *eq = memchr(s, '=', (size_t)(eol - s));
    const char *kend = eq ? eq : eol;
    char *kw = unescape(p, s, (size_t)(kend - s));
    if (!kw)
        return -1;
    if (cls == 'M') {
        int idx = schema_attr_index(obj->kind, kw);
        if (idx >= 0)
            obj->vpos[idx] = pos;
        return 0;
    }
    if (cls != 'O' && cls != 'R')
        return -1;
    char *val = eq ? unescape(p, eq + 1, (size_t)(eol - eq - 1)) : NULL;
    if (eq && !val)
        return -1;
    enum pol_change was = obj->change;
    /* append without the ALTER merge: a stored list never holds the same keyword twice by class */
    int rc = pol_param_set(p, obj, kw, val, cls == 'R' ? PARAM_READONLY : PARAM_OTHER, pos);
    obj->change = was;
    return rc;
}

int codec_get_params(struct policy *p, struct pol_object *obj, const char *text)
{
    const char *s = text;
    while (s && *s) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            eol = s + strlen(s);
        if (eol > s && get_param_line(p, obj, s, eol))
            return -1;
        s = *eol ? eol + 1 : eol;
    }
    return 0;
}

struct pol_object *codec_get_object(struct policy *p, const struct system_def *sys,
                                    struct pol_object *parent, const char *text)
{
    struct pol_object *obj = NULL;
    const char *s = text;
    const struct kind_def *kind = NULL;
    while (*s) {
        const char *eol = strchr(s, '\n');
        if (!eol)
            eol = s + strlen(s);
        if (eol - s < 2 || s[1] != ' ') {
            if (!obj || get_param_line(p, obj, s, eol))
                return NULL;
        } else if (s[0] == 'K') {
            char id[64];
            snprintf(id, sizeof id, "%.*s", (int)(eol - s - 2), s + 2);
            kind = schema_kind(sys, id);
            if (!kind)
                return NULL;
        } else if (s[0] == 'N' && kind && !obj) {
            char *name = unescape(p, s + 2, (size_t)(eol - s - 2));
            if (!name || !(obj = pol_new(p, kind, parent, name)))
                return NULL;
        } else if (s[0] == 'F' && obj) {
            char *f = unescape(p, s + 2, (size_t)(eol - s - 2));
            if (!f)
                return NULL;
            obj->src.file = f;
        } else if (s[0] == 'P' && obj) {
            const char *q = s + 2;
            struct pol_pos pos;
            char tmp[48];
            snprintf(tmp, sizeof tmp, "%.*s ", (int)(eol - q), q);
            const char *t = tmp;
            if (get_pos(&t, &pos))
                return NULL;
            obj->src.pos = pos;
        } else if (s[0] == 'V' && obj) {
            const char *eq = memchr(s, '=', (size_t)(eol - s));
            if (!eq)
                return NULL;
            char key[64];
            snprintf(key, sizeof key, "%.*s", (int)(eq - s - 2), s + 2);
            int idx = schema_attr_index(kind, key);
            char *val = unescape(p, eq + 1, (size_t)(eol - eq - 1));
            if (idx < 0 || !val)
                return NULL;
            obj->vals[idx] = val;
        } else {
            return NULL;
        }
        s = *eol ? eol + 1 : eol;
    }
    return obj;
}
