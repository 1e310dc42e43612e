/* import/mqsc/mqsc_common.c — what the parts of the MQSC reader share (mqsc_reader.h): reports,
 * decoded values, the check of a keyword against the MQSC keyword table and the keys of records.
 * The driver (mqsc_reader.c), the object commands
 * (mqsc_apply.c), the records (mqsc_records.c) and the security records (mqsc_security.c) call
 * these; nothing here calls them back. */
#include "import/mqsc/mqsc_reader.h"
#include "model/mq/mq_model.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void mqsc_report(struct mqsc_reader *rd, enum severity sev, const char *id, struct pol_pos p,
                 const struct pol_object *obj, const char *attr, const char *fmt, ...)
{
    char path[512];
    struct diag_at at = {rd->w.file, p.line, p.col, NULL, attr};
    if (obj)
        at.path = mq_object_path(obj, path, sizeof path);
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(rd->w.diags, sev, id, at, fmt, ap);
    va_end(ap);
    if (sev == SEV_ERROR)
        rd->errors++;
}

/* raw decoded (mqsc_decode): raw itself when decoding leaves it as it is, else the decoded copy in
 * rd->val. NULL when memory runs out, or with *bad true when raw cannot be decoded. */
static const char *decode(struct mqsc_reader *rd, const char *raw, enum mqsc_decode_how how, bool *bad)
{
    *bad = false;
    if (how == MQSC_ONE && mqsc_decoded_as_is(raw))
        return raw;
    size_t at, n = strlen(raw);
    rd->val.len = 0;
    tb_putn(&rd->val, raw, n);   /* room for the decoded value, never longer */
    if (rd->val.oom)
        return NULL;
    if (mqsc_decode(raw, how, rd->val.buf, &at)) {
        *bad = true;
        return NULL;
    }
    return rd->val.buf;
}

const char *mqsc_value(struct mqsc_reader *rd, const struct mqsc_param *p, enum mqsc_decode_how how)
{
    if (!p->raw) {
        mqsc_report(rd, SEV_ERROR, "MQ101", p->kw_pos, NULL, p->kw, "%s needs a value in parentheses", p->kw);
        return NULL;
    }
    bool bad;
    const char *v = decode(rd, p->raw, how, &bad);
    if (bad) {
        mqsc_report(rd, SEV_ERROR, "MQ101", p->val_pos, NULL, p->kw,
                    "%s(%s): unexpected text after the quoted string; quote the whole value", p->kw, p->raw);
        return NULL;
    }
    return v;
}

/* msg (size n, from mq_keyword_value_problem) with the value it starts with, KW(value) or
 * KW('value') as decoded (folded to upper case when unquoted), put back as the file writes it,
 * KW(raw): the reader names what the user wrote (MAXDEPTH(abc), not MAXDEPTH('ABC')). */
static void as_written(char *msg, size_t n, const char *kw, const char *decoded, const char *raw)
{
    char head[2][600];
    snprintf(head[0], sizeof head[0], "%s(%s)", kw, decoded);
    snprintf(head[1], sizeof head[1], "%s('%s')", kw, decoded);
    for (int i = 0; i < 2; i++) {
        size_t h = strlen(head[i]);
        if (strncmp(msg, head[i], h) != 0)
            continue;
        char *out = malloc(strlen(kw) + strlen(raw) + strlen(msg) + 3);
        if (!out)
            return;   /* the message as decoded: still true */
        sprintf(out, "%s(%s)%s", kw, raw, msg + h);
        snprintf(msg, n, "%s", out);
        free(out);
        return;
    }
}

/* mqsc_check_value with the row of p's keyword (NULL: nothing to check). */
static void check_row(struct mqsc_reader *rd, const struct mq_keyword_row *row, const struct mqsc_param *p)
{
    struct mqsc_checked_key key;
    if (!p->raw || p->readonly || !row || mqsc_checked_get(&rd->checked, row, p->raw, &key))
        return;
    bool bad;
    const char *v = decode(rd, p->raw, MQSC_ONE, &bad);
    if (!v)
        return; /* a value in pieces (a list) is checked as its parts are not: left to runmqsc */
    const char *rule = NULL;
    char msg[512];
    if (mq_keyword_row_problem(row, p->kw, v, &rule, msg, sizeof msg)) {
        as_written(msg, sizeof msg, p->kw, v, p->raw);
        mqsc_report(rd, SEV_ERROR, rule, p->val_pos, NULL, p->kw, "%s", msg);
    } else {
        mqsc_checked_put(&rd->checked, row, p->raw, &key, v);   /* the value row's verdict, whatever the keyword */
    }
}

void mqsc_check_value(struct mqsc_reader *rd, const char *object, const struct mqsc_param *p)
{
    struct mqsc_kw_facts scratch;
    if (p->raw && !p->readonly)
        check_row(rd, mqsc_kw_facts(object, object ? mqsc_kw_hash(object) : 0, p->kw, p->kw_hash, &scratch)->row, p);
}

void mqsc_check_keyword(struct mqsc_reader *rd, const char *object, const struct mqsc_param *p,
                        const struct mqsc_kw_facts *f)
{
    struct mqsc_kw_facts scratch;
    if (!f)
        f = mqsc_kw_facts(object, object ? mqsc_kw_hash(object) : 0, p->kw, p->kw_hash, &scratch);
    check_row(rd, f->row, p);
    if (f->listed != 0)
        return;
    if (mq_keyword_zos_only(p->kw) && mq_platform_of(rd->top) != MQ_PLATFORM_MULTI)
        return;
    const char *near = mq_keyword_nearest(mq_keywords(object), p->kw);
    if (near)
        mqsc_report(rd, SEV_WARNING, "MQ102", p->kw_pos, NULL, p->kw,
                    "%s is not an MQSC keyword of %s (did you mean %s?); it is kept as written", p->kw,
                    object, near);
    else
        mqsc_report(rd, SEV_WARNING, "MQ102", p->kw_pos, NULL, p->kw,
                    "%s is not an MQSC keyword of %s; it is kept as written", p->kw, object);
}

int mqsc_key_fields(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *const *kws)
{
    for (; *kws; kws++) {
        const struct mqsc_param *p = mqsc_stmt_param(st, *kws);
        if (!p)
            continue;
        const char *v = mqsc_value(rd, p, MQSC_ONE);
        if (!v)
            return -1;
        tb_printf(&rd->key, " %s(%s)", *kws, v);
    }
    return 0;
}
