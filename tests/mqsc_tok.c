/* tests/mqsc_tok.c — the tests' own MQSC tokenizer; see mqsc_tok.h. */
#include "tests/mqsc_tok.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool blank(char c)
{
    return c == ' ' || c == '\t';
}

struct sbuf {
    char *s;
    size_t n, cap;
};

static void sb_put(struct sbuf *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        b->cap = (b->n + n + 1) * 2;
        b->s = realloc(b->s, b->cap);
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = '\0';
}

static char *dupn(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

static void upcase(char *s)
{
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z')
            *s = (char)(*s - 'a' + 'A');
}

static const char *const synonyms[][2] = {
    {"DEF", "DEFINE"}, {"ALT", "ALTER"}, {"DIS", "DISPLAY"}, {"QL", "QLOCAL"}, {"QA", "QALIAS"},
    {"QR", "QREMOTE"}, {"QM", "QMODEL"}, {"CHL", "CHANNEL"}, {"NL", "NAMELIST"}, {"PRO", "PROCESS"},
    {"LSTR", "LISTENER"}, {"TOPIC", "TOPIC"},
};

static char *long_form(char *w)
{
    upcase(w);
    for (size_t i = 0; i < sizeof synonyms / sizeof synonyms[0]; i++)
        if (strcmp(w, synonyms[i][0]) == 0) {
            free(w);
            return strdup(synonyms[i][1]);
        }
    return w;
}

/* Reads a word at *p (anything up to a separator, quote or parenthesis). */
static char *word(const char **p)
{
    const char *s = *p;
    while (**p && !blank(**p) && **p != ',' && **p != '(' && **p != ')' && **p != '\'')
        (*p)++;
    return *p > s ? dupn(s, (size_t)(*p - s)) : NULL;
}

static void skip_seps(const char **p)
{
    while (blank(**p) || **p == ',')
        (*p)++;
}

/* Reads `( value )` at *p when there is one; *out gets the trimmed value. -1 when unterminated. */
static int paren_value(const char **p, char **out)
{
    const char *s = *p;
    while (blank(*s))
        s++;
    *out = NULL;
    if (*s != '(')
        return 0;
    s++;
    const char *start = s;
    int depth = 1;
    bool q = false;
    for (; *s; s++) {
        if (*s == '\'')
            q = !q;
        else if (!q && *s == '(')
            depth++;
        else if (!q && *s == ')' && --depth == 0)
            break;
    }
    if (!*s)
        return -1;
    const char *end = s;
    while (start < end && blank(*start))
        start++;
    while (end > start && blank(end[-1]))
        end--;
    *out = dupn(start, (size_t)(end - start));
    *p = s + 1;
    return 0;
}

static int split_command(const char *text, unsigned line, struct tok_cmd *c, char *err, size_t n)
{
    const char *p = text;
    memset(c, 0, sizeof *c);
    c->line = line;
    skip_seps(&p);
    char *w = word(&p);
    if (!w) {
        snprintf(err, n, "line %u: no verb in \"%s\"", line, text);
        return -1;
    }
    c->verb = long_form(w);
    skip_seps(&p);
    if ((w = word(&p)) != NULL) {
        c->objtype = long_form(w);
        if (paren_value(&p, &c->name))
            goto unterminated;
    }
    for (;;) {
        skip_seps(&p);
        if (!*p)
            return 0;
        char *kw = word(&p);
        if (!kw) {
            snprintf(err, n, "line %u: unexpected '%c' in \"%s\"", line, *p, text);
            return -1;
        }
        upcase(kw);
        c->params = realloc(c->params, (c->nparams + 1) * sizeof *c->params);
        c->params[c->nparams].keyword = kw;
        if (paren_value(&p, &c->params[c->nparams++].value))
            goto unterminated;
    }
unterminated:
    snprintf(err, n, "line %u: unterminated parenthesis or string in \"%s\"", line, text);
    return -1;
}

int tok_parse(const char *text, struct tok_list *out, char *err, size_t n)
{
    memset(out, 0, sizeof *out);
    struct sbuf cmd = {0};
    bool cont = false, from_col1 = false;
    unsigned lineno = 0, first = 0;
    for (const char *l = text; *l;) {
        const char *eol = strchr(l, '\n');
        if (!eol)
            eol = l + strlen(l);
        size_t len = (size_t)(eol - l);
        if (len && l[len - 1] == '\r')
            len--;
        lineno++;
        size_t last = len;
        while (last && blank(l[last - 1]))
            last--;
        const char *next = *eol ? eol + 1 : eol;
        if (l[0] == '*' || last == 0) {
            l = next;
            continue;
        }
        size_t start = 0;
        if (!cont || !from_col1)
            while (blank(l[start]))
                start++;
        if (!cont) {
            cmd.n = 0;
            first = lineno;
        }
        char endc = l[last - 1];
        bool more = endc == '-' || endc == '+';
        size_t take = (more || endc == ';') ? last - 1 : last;
        sb_put(&cmd, l + start, take > start ? take - start : 0);
        cont = more;
        from_col1 = endc == '-';
        if (!more) {
            out->v = realloc(out->v, (out->n + 1) * sizeof *out->v);
            if (split_command(cmd.s ? cmd.s : "", first, &out->v[out->n], err, n)) {
                free(cmd.s);
                return -1;
            }
            out->n++;
        }
        l = next;
    }
    free(cmd.s);
    if (cont) {
        snprintf(err, n, "line %u: the last command is continued past the end", first);
        return -1;
    }
    return 0;
}

void tok_free(struct tok_list *l)
{
    for (size_t i = 0; i < l->n; i++) {
        struct tok_cmd *c = &l->v[i];
        free(c->verb);
        free(c->objtype);
        free(c->name);
        for (size_t k = 0; k < c->nparams; k++) {
            free(c->params[k].keyword);
            free(c->params[k].value);
        }
        free(c->params);
    }
    free(l->v);
    memset(l, 0, sizeof *l);
}

char *tok_canon(const char *raw)
{
    if (!raw)
        return strdup("(none)");
    struct sbuf b = {0};
    sb_put(&b, "", 0);
    for (const char *p = raw; *p;) {
        if (blank(*p) || *p == ',') {
            p++;
        } else if (*p == '\'') {
            for (p++; *p; p++) {
                if (*p == '\'' && p[1] == '\'')
                    sb_put(&b, p++, 1);
                else if (*p == '\'')
                    break;
                else
                    sb_put(&b, p, 1);
            }
            if (*p)
                p++;
            sb_put(&b, "\x1f", 1);
        } else {
            const char *s = p;
            while (*p && !blank(*p) && *p != ',' && *p != '\'')
                p++;
            char *w = dupn(s, (size_t)(p - s));
            upcase(w);
            sb_put(&b, w, strlen(w));
            sb_put(&b, "\x1f", 1);
            free(w);
        }
    }
    return b.s;
}

char *tok_unquote(const char *raw)
{
    if (!raw || raw[0] != '\'')
        return NULL;
    struct sbuf b = {0};
    sb_put(&b, "", 0);
    const char *p = raw + 1;
    for (; *p; p++) {
        if (*p == '\'' && p[1] == '\'')
            sb_put(&b, p++, 1);
        else if (*p == '\'')
            break;
        else
            sb_put(&b, p, 1);
    }
    if (*p != '\'' || p[1]) {
        free(b.s);
        return NULL;
    }
    return b.s;
}

static int cmp_params(const void *a, const void *b)
{
    const struct tok_param *x = a, *y = b;
    return strcmp(x->keyword, y->keyword);
}

static bool skipped(const char *kw, const char *const *skip)
{
    for (; skip && *skip; skip++)
        if (strcmp(kw, *skip) == 0)
            return true;
    return false;
}

char *tok_canon_cmd(const struct tok_cmd *c, const char *const *skip)
{
    struct sbuf b = {0};
    char *name = tok_canon(c->name);
    sb_put(&b, c->verb, strlen(c->verb));
    sb_put(&b, " ", 1);
    if (c->objtype)
        sb_put(&b, c->objtype, strlen(c->objtype));
    sb_put(&b, " ", 1);
    sb_put(&b, name, strlen(name));
    free(name);
    struct tok_param *v = malloc((c->nparams + 1) * sizeof *v);
    if (c->nparams)
        memcpy(v, c->params, c->nparams * sizeof *v);
    qsort(v, c->nparams, sizeof *v, cmp_params);
    for (size_t i = 0; i < c->nparams; i++) {
        if (skipped(v[i].keyword, skip))
            continue;
        char *val = tok_canon(v[i].value);
        sb_put(&b, "\n", 1);
        sb_put(&b, v[i].keyword, strlen(v[i].keyword));
        sb_put(&b, "=", 1);
        sb_put(&b, val, strlen(val));
        free(val);
    }
    free(v);
    return b.s;
}
