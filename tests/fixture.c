/* tests/fixture.c — in-memory MQ policies for the rule tests; see fixture.h. */
#include "tests/fixture.h"
#include "model/mq/mq_model.h"

#include <check.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char fx_base[] =
    "QM1 QMGR repos=CLS1 host=h1\n"
    "QM1 CLUSRCVR TO.QM1 cluster=CLS1 conname='h1(1414)'\n"
    "QM1 CLUSSDR TO.QM2 cluster=CLS1 conname='h2(1414)'\n"
    "QM2 QMGR repos=CLS1 host=h2\n"
    "QM2 CLUSRCVR TO.QM2 cluster=CLS1 conname='h2(1414)'\n"
    "QM2 CLUSSDR TO.QM1 cluster=CLS1 conname='h1(1414)'\n"
    "QM3 QMGR host=h3\n"
    "QM3 CLUSRCVR TO.QM3 cluster=CLS1 conname='h3(1414)'\n"
    "QM3 CLUSSDR TO.QM1 cluster=CLS1 conname='h1(1414)'\n";

void fx_base_with(struct policy *p, const char *text)
{
    policy_init(p);
    fx_build(p, NULL, fx_base);
    if (text)
        fx_build(p, NULL, text);
}

int fx_token(const char **s, const char *line, char *buf, size_t n)
{
    while (**s == ' ')
        (*s)++;
    if (!**s)
        return -1;
    int col = (int)(*s - line);
    size_t len = 0;
    while (**s && **s != ' ') {
        if (**s == '\'') {
            for ((*s)++;; (*s)++) {
                ck_assert_msg(**s, "unterminated quote in fixture line: %s", line);
                if (**s == '\'' && (*s)[1] == '\'')
                    (*s)++;
                else if (**s == '\'')
                    break;
                ck_assert_uint_lt(len + 1, n);
                buf[len++] = **s;
            }
            (*s)++;
            continue;
        }
        ck_assert_uint_lt(len + 1, n);
        buf[len++] = *(*s)++;
    }
    buf[len] = '\0';
    return col;
}

static struct pol_object *qmgr(struct policy *p, const char *name)
{
    const struct kind_def *k = mq_kind(MQ_QMGR);
    struct pol_object *qm = pol_find_top(p, k, name);
    if (!qm)
        ck_assert_ptr_nonnull(qm = pol_new(p, k, NULL, name));
    return qm;
}

static void set_pair(struct policy *p, struct pol_object *o, const char *pair, struct pol_pos pos)
{
    const char *eq = strchr(pair, '=');
    ck_assert_msg(eq != NULL, "fixture pair without '=': %s", pair);
    char key[64];
    snprintf(key, sizeof key, "%.*s", (int)(eq - pair), pair);
    if (islower((unsigned char)key[0])) {
        int idx = schema_attr_index(o->kind, key);
        ck_assert_msg(idx >= 0, "%s has no attribute %s", o->kind->id, key);
        ck_assert_int_eq(pol_set(p, o, idx, eq + 1, pos), 0);
    } else {
        ck_assert_int_eq(pol_param_set(p, o, key, eq + 1, PARAM_OTHER, pos), 0);
    }
}

static void build_line(struct policy *p, const char *file, unsigned lineno, const char *line)
{
    char qm[64], kind[64], tok[512];
    const char *s = line;
    ck_assert_int_ge(fx_token(&s, line, qm, sizeof qm), 0);
    ck_assert_int_ge(fx_token(&s, line, kind, sizeof kind), 0);
    struct pol_object *o = qmgr(p, qm);
    if (strcmp(kind, "QMGR") != 0) {
        bool twice = kind[0] == '+';
        const struct kind_def *k = schema_kind(mq_system(), kind + twice);
        ck_assert_msg(k != NULL, "unknown kind %s", kind);
        ck_assert_int_ge(fx_token(&s, line, tok, sizeof tok), 0);
        struct pol_object *old = pol_find(o, k->ns, tok);
        if (old && old->kind == k && !twice)
            o = old;
        else
            ck_assert_ptr_nonnull(o = pol_new(p, k, o, tok));
    }
    if (file) {
        o->src.file = pol_intern(p, file);
        o->src.pos = (struct pol_pos){lineno, 1};
    }
    int col;
    while ((col = fx_token(&s, line, tok, sizeof tok)) >= 0)
        set_pair(p, o, tok, file ? (struct pol_pos){lineno, (uint32_t)col + 1} : (struct pol_pos){0, 0});
}

void fx_build(struct policy *p, const char *file, const char *text)
{
    unsigned lineno = 0;
    for (const char *s = text; *s;) {
        const char *e = strchr(s, '\n');
        size_t len = e ? (size_t)(e - s) : strlen(s);
        char line[1024];
        ck_assert_uint_lt(len, sizeof line);
        memcpy(line, s, len);
        line[len] = '\0';
        lineno++;
        const char *t = line;
        while (*t == ' ')
            t++;
        if (*t && *t != '#')
            build_line(p, file, lineno, line);
        s += len + (e ? 1 : 0);
    }
}

struct pol_object *fx_obj(const struct policy *p, const char *qm, const char *kind, const char *name)
{
    struct pol_object *top = pol_find_top(p, mq_kind(MQ_QMGR), qm);
    if (!top || strcmp(kind, "QMGR") == 0)
        return top;
    const struct kind_def *k = schema_kind(mq_system(), kind);
    struct pol_object *o = k ? pol_find(top, k->ns, name) : NULL;
    return o && o->kind == k ? o : NULL;
}

void fx_validate(const struct policy *p, struct diag_list *l, enum severity min)
{
    diag_init(l, 0);
    ck_assert_int_eq(rules_run(p, mq_rule_set(), l, min), 0);
}

void fx_run(bool with_base, const char *text, struct diag_list *l)
{
    struct policy p;
    if (with_base) {
        fx_base_with(&p, text);
    } else {
        policy_init(&p);
        fx_build(&p, NULL, text);
    }
    fx_validate(&p, l, SEV_INFO);
    policy_free(&p);
}

size_t fx_count(const struct diag_list *l, const char *id)
{
    size_t n = 0;
    for (size_t i = 0; i < l->n; i++)
        n += strcmp(l->v[i].id, id) == 0;
    return n;
}

const struct diag *fx_nth(const struct diag_list *l, const char *id, size_t n)
{
    for (size_t i = 0; i < l->n; i++)
        if (strcmp(l->v[i].id, id) == 0 && n-- == 0)
            return &l->v[i];
    return NULL;
}

const char *fx_dump(const struct diag_list *l)
{
    static char buf[16384];
    size_t at = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < l->n && at < sizeof buf; i++) {
        const struct diag *d = &l->v[i];
        int w = snprintf(buf + at, sizeof buf - at, "\n%s %s %s [%s] %s", d->id, severity_name(d->sev),
                         d->path ? d->path : "-", d->attr ? d->attr : "-", d->msg);
        at += w > 0 ? (size_t)w : 0;
    }
    return buf;
}
