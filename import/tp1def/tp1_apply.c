/* import/tp1def/tp1_apply.c — the statements of one OpenTP1 definition file applied to its object
 * (tp1_apply.h). */
#include "import/tp1def/tp1_apply.h"
#include "import/tp1def/tp1_lex.h"
#include "model/tp1/tp1.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Reports a finding of the reader at line:col (1-based) of f. */
static void report(struct import_run *run, const struct layout_file *f, enum severity sev, const char *id,
                   uint32_t line, uint32_t col, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_add(run->diags, sev, id, (struct diag_at){f->path, line, col, NULL, NULL}, "%s", msg);
}

static bool has_upper(const char *s)
{
    for (; *s; s++)
        if (isupper((unsigned char)*s))
            return true;
    return false;
}

/* The typed value of an operand's written text for attribute a, into *typed (malloc'd). Returns
 * NULL, or why it cannot be kept. */
static const char *typed_value(const struct attr_def *a, const char *written, char **typed)
{
    char *canon;
    int rc = tp1_value_canonical(written, &canon);
    if (rc < 0)
        return "";
    if (rc > 0)
        return "holds a quote or a comma that the list cannot keep apart";
    if (a->type == AT_INT && (!*canon || strspn(canon, "0123456789") != strlen(canon) || strlen(canon) > 12)) {
        free(canon);
        return "is not a number";
    }
    char num[32];
    const char *c = schema_canonical(a, canon, num, sizeof num);
    *typed = strdup(c);
    free(canon);
    return *typed ? NULL : "";
}

/* A set statement: the operand bound and set when obj's kind models it. */
static enum import_status apply_set(struct import_run *run, struct layout_file *f, struct pol_object *obj,
                                    const struct tp1_stmt *st)
{
    if (st->upper_verb)
        report(run, f, SEV_WARNING, "TP1103", st->line + 1, 1,
               "SET in upper case: the manuals write set; the statement is kept as written");
    int attr = schema_attr_native(obj->kind, st->name.text);
    if (attr < 0)
        return IMPORT_OK;
    const struct attr_def *a = obj->kind->attrs[attr];
    if (has_upper(st->name.text))
        report(run, f, SEV_WARNING, "TP1103", st->name.line + 1, st->name.off + 1,
               "operand %s in upper case: the manuals write %s; the statement is kept as written",
               st->name.text, a->native);
    char *typed = NULL;
    const char *why = typed_value(a, st->value, &typed);
    if (why && !*why)
        return IMPORT_NOMEM;
    if (why) {
        report(run, f, SEV_ERROR, "TP1102", st->name.line + 1, st->vstart + 1, "%s=%.60s %s", a->native,
               st->value, why);
        return IMPORT_DATAERR;
    }
    const struct layout_setting *first = NULL;
    enum layout_bound b = layout_bind(run->pol, f,
                                      (struct layout_span){st->line, st->nlines, st->vstart, st->vend},
                                      obj, attr, typed, &first);
    enum import_status rc = IMPORT_OK;
    if (b == LAYOUT_NOMEM)
        rc = IMPORT_NOMEM;
    else if (b == LAYOUT_DUPLICATE)
        report(run, f, SEV_WARNING, "TP1105", st->line + 1, st->name.off + 1,
               "%s is set before, at line %u: this statement is not effective", a->native,
               first ? first->line + 1 : 0);
    else if (pol_set(run->pol, obj, attr, typed, (struct pol_pos){st->name.line + 1, st->name.off + 1}))
        rc = IMPORT_NOMEM;
    free(typed);
    return rc;
}

/* A command of a modelled command kind: a child of obj, its flags as attributes. */
static enum import_status apply_command(struct import_run *run, struct layout_file *f, struct pol_object *obj,
                                        const struct tp1_stmt *st)
{
    const struct kind_def *ck = tp1_command_kind(obj->kind, st->words[0].text);
    if (!ck)
        return IMPORT_OK;
    struct pol_object *c = pol_new(run->pol, ck, obj, NULL);
    if (!c)
        return IMPORT_NOMEM;
    c->src = (struct pol_src){f->path, {st->line + 1, st->words[0].off + 1}};
    run->sum->defined++;
    for (uint32_t i = 1; i < st->nwords; i++) {
        const struct tp1_word *w = &st->words[i];
        int attr = w->text[0] == '-' ? schema_attr_native(ck, w->text) : -1;
        if (attr < 0)
            continue;
        const struct attr_def *a = ck->attrs[attr];
        const char *arg = i + 1 < st->nwords && st->words[i + 1].text[0] != '-' ? st->words[i + 1].text : NULL;
        const char *v = a->type == AT_ENUM ? "Y" : arg;
        if (a->type != AT_ENUM)
            i += arg != NULL;
        if (!v) {
            report(run, f, SEV_ERROR, "TP1102", w->line + 1, w->off + 1, "%s %s without its value",
                   st->words[0].text, w->text);
            return IMPORT_DATAERR;
        }
        char *typed = NULL;
        const char *why = typed_value(a, v, &typed);
        if (why && !*why)
            return IMPORT_NOMEM;
        if (why) {
            report(run, f, SEV_ERROR, "TP1102", w->line + 1, w->off + 1, "%s %s %.60s %s", st->words[0].text,
                   w->text, v, why);
            return IMPORT_DATAERR;
        }
        int bad = pol_set(run->pol, c, attr, typed, (struct pol_pos){w->line + 1, w->off + 1});
        free(typed);
        if (bad)
            return IMPORT_NOMEM;
    }
    return IMPORT_OK;
}

enum import_status tp1_apply_file(struct import_run *run, struct layout_file *f, struct pol_object *obj)
{
    struct tp1_lexer lx;
    struct tp1_stmt st = {0};
    tp1_lex_init(&lx, f);
    enum import_status rc = IMPORT_OK;
    for (int r; rc != IMPORT_NOMEM && (r = tp1_lex_next(&lx, &st)) != 0;) {
        if (r == -2) {
            rc = IMPORT_NOMEM;
            break;
        }
        if (r < 0) {
            report(run, f, SEV_ERROR, "TP1102", lx.err_line, lx.err_col, "%s", lx.err);
            rc = IMPORT_DATAERR;
            continue;
        }
        for (uint32_t i = st.line; i < st.line + st.nlines; i++)
            f->lines[i].role = (uint8_t)st.kind;
        enum import_status s = st.kind == TP1_ST_SET       ? apply_set(run, f, obj, &st)
                               : st.kind == TP1_ST_COMMAND ? apply_command(run, f, obj, &st)
                                                           : IMPORT_OK;
        rc = s == IMPORT_NOMEM || rc == IMPORT_OK ? s : rc;
    }
    tp1_stmt_clear(&st);
    return rc;
}
