/* import/mqsc/mqsc_value.c — MQSC spelling of values: quoted strings, bare tokens, lists, and the checks
 * that keep verbatim text inside its parameter; see mqsc_write.h.
 *
 * Quoting (research/mq.md §3): everything between single quotes is kept as written, a doubled quote
 * is one quote, '' is an empty string and ' ' a blank one; unquoted text is folded to upper case
 * and ends at a blank, comma or parenthesis. */
#include "import/mqsc/mqsc_write.h"
#include "import/import_run.h"
#include "model/mq/mq_model.h"

#include <stdio.h>
#include <string.h>

static bool control(unsigned char c)
{
    return (c < 0x20 && c != '\t') || c == 0x7f;
}

const char *mqsc_comment_problem(const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if (control(*p))
            return *p == '\n' || *p == '\r' ? "holds a line break, which MQSC cannot carry"
                                            : "holds a control character, which MQSC cannot carry";
    return NULL;
}

const char *mqsc_put_quoted(struct textbuf *tb, const char *s)
{
    const char *why = mqsc_comment_problem(s);
    if (why)
        return why;
    tb_putn(tb, "'", 1);
    const char *run = s;
    for (; *s; s++)
        if (*s == '\'') {
            tb_putn(tb, run, (size_t)(s - run + 1));
            tb_putn(tb, "'", 1);
            run = s + 1;
        }
    tb_putn(tb, run, (size_t)(s - run));
    tb_putn(tb, "'", 1);
    return NULL;
}

/* An integer or an enumeration's choice: one token that MQSC reads back unchanged. */
static const char *put_bare(struct textbuf *tb, const char *v)
{
    const char *p = v;
    if (*p == '-')
        p++;
    if (!*p)
        return "is not a single word";
    for (; *p; p++)
        if (!((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_'))
            return "is not a single upper-case word or number";
    if (*v == '-' && !(v[1] >= '0' && v[1] <= '9'))
        return "is not a single upper-case word or number";
    tb_puts(tb, v);
    return NULL;
}

/* A list: each comma-separated item quoted; a blank or empty list as the value itself. */
static const char *put_list(struct textbuf *tb, const char *v)
{
    enum val_state st = val_state(v);
    if (st == VAL_EMPTY || st == VAL_BLANK)
        return mqsc_put_quoted(tb, v);
    const char *item = v;
    for (;;) {
        const char *end = strchr(item, ',');
        size_t len = end ? (size_t)(end - item) : strlen(item);
        char buf[256];
        if (len >= sizeof buf)
            return "holds a list item longer than 255 bytes";
        memcpy(buf, item, len);
        buf[len] = '\0';
        const char *why = mqsc_put_quoted(tb, buf);
        if (why)
            return why;
        if (!end)
            return NULL;
        tb_putn(tb, ",", 1);
        item = end + 1;
    }
}

const char *mqsc_put_attr(struct textbuf *tb, const struct attr_def *a, const char *value)
{
    tb_puts(tb, a->native);
    tb_putn(tb, "(", 1);
    const char *why;
    switch (a->type) {
    case AT_INT:
    case AT_ENUM:
    case AT_BOOL:
        why = val_state(value) == VAL_VALUE ? put_bare(tb, value) : mqsc_put_quoted(tb, value);
        break;
    case AT_LIST:
        why = put_list(tb, value);
        break;
    default:
        why = mqsc_put_quoted(tb, value);
        break;
    }
    tb_putn(tb, ")", 1);
    return why;
}

const char *mqsc_keyword_problem(const char *kw)
{
    if (!*kw)
        return "is an empty keyword";
    for (const char *p = kw; *p; p++)
        if (!((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
              *p == '_'))
            return "is not a keyword (letters, digits and '_' only)";
    return NULL;
}

const char *mqsc_verbatim_problem(const char *v)
{
    const char *why = mqsc_comment_problem(v);
    return why ? why : mq_verbatim_problem(v);
}
