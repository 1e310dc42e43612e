/* ui/engine/field.c — field descriptors and checks; see field.h. */
#include "ui/engine/field.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/utf8.h"

void field_def_from_attr(struct field_def *fd, const struct attr_def *a)
{
    memset(fd, 0, sizeof *fd);
    fd->key = a->key;
    fd->label = a->label;
    fd->tag = a->native;
    fd->type = a->type;
    fd->min = a->min;
    fd->max = a->max;
    fd->choices = a->choices;
    fd->dflt = a->dflt;
    fd->help = a->help;
    fd->source = a->source;
    fd->ns = a->ref;
    fd->attr = a;
    fd->flags = (a->flags & AF_FOLD ? FD_FOLD : 0u) | (a->flags & AF_READONLY ? FD_OUTPUT : 0u) |
                (a->flags & AF_REQUIRED ? FD_REQUIRED : 0u) | (a->flags & AF_SECRET ? FD_SECRET : 0u) |
                (a->flags & AF_QUOTED ? FD_QUOTED : 0u);
}

static int digits(long long v)
{
    char b[32];
    return snprintf(b, sizeof b, "%lld", v);
}

int field_capacity(const struct field_def *fd)
{
    if (fd->type == AT_INT) {
        int a = digits(fd->min), b = digits(fd->max), w = (a > b ? a : b) + 1;
        for (const struct attr_choice *c = fd->choices; c && c->value; c++)   /* NOLIMIT */
            if ((int)utf8_count(c->value) > w)
                w = (int)utf8_count(c->value);
        return w;
    }
    if ((fd->type == AT_ENUM || fd->type == AT_BOOL) && fd->choices) {
        int w = 1;
        for (const struct attr_choice *c = fd->choices; c->value; c++)
            if ((int)utf8_count(c->value) > w)
                w = (int)utf8_count(c->value);
        return w;
    }
    int quotes = field_quotes(fd) ? 2 : 0;   /* room for a quoted name */
    return (fd->max > 0 && fd->max < 100000 ? (int)fd->max : 64) + quotes;
}

/* Upper-cases the ASCII letters of s, in place. */
static void upcase(char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x80)
            *s = (char)toupper((unsigned char)*s);
}

/* "A, B or C" from the choices into out (in capitals when caps). */
static void choice_list(const struct attr_choice *c, bool caps, char *out, size_t len)
{
    size_t n = 0;
    out[0] = '\0';
    for (size_t i = 0; c && c[i].value && n < len; i++) {
        const char *sep = i == 0 ? "" : c[i + 1].value ? ", " : " or ";
        size_t at = n + strlen(sep);
        n += (size_t)snprintf(out + n, len - n, "%s%s", sep, c[i].value);
        if (caps && at < len)
            upcase(out + at);
    }
}

void field_hint(const struct field_def *fd, char *out, size_t len)
{
    out[0] = '\0';
    if (fd->hint) {
        snprintf(out, len, "%s", fd->hint);
        return;
    }
    switch (fd->type) {
    case AT_INT: {
        size_t n = (size_t)snprintf(out, len, "%lld-%lld", fd->min, fd->max);
        for (const struct attr_choice *c = fd->choices; c && c->value && n < len; c++)
            n += (size_t)snprintf(out + n, len - n, " or %s", c->value);
        if (fd->dflt && n < len)
            snprintf(out + n, len - n, ", default %s", fd->dflt);
        break;
    }
    case AT_ENUM:
    case AT_BOOL:
        choice_list(fd->choices, fd->flags & FD_CAPS, out, len);
        break;
    case AT_REF:
        snprintf(out, len, fd->ns ? "(name or ?)" : "(name)");
        break;
    case AT_LIST:
        snprintf(out, len, fd->ns ? "(names or ?)" : "(names, comma-separated)");
        break;
    default:
        break;
    }
}

void field_hint_fit(const char *hint, int room, char *out, size_t len)
{
    const char *dflt = strstr(hint, ", default ");
    if ((int)utf8_count(hint) <= room || hint[0] == '(' || dflt) {
        size_t n = (int)utf8_count(hint) <= room ? strlen(hint) : dflt && (int)(dflt - hint) <= room
                                                                       ? (size_t)(dflt - hint) : 0;
        snprintf(out, len, "%.*s", (int)n, hint);
        return;
    }
    utf8_fit_words(hint, room, out, len);
    size_t n = strlen(out);
    if (n > 6 && strcmp(out + n - 6, " or...") == 0) {  /* "QMGR, LOCAL or..." */
        out[n - 6] = '\0';
        n -= 6;
        while (n > 0 && (out[n - 1] == ',' || out[n - 1] == ' '))
            out[--n] = '\0';
        snprintf(out + n, len - n, "...");
    }
}

void field_name(const struct field_def *fd, char *out, size_t len)
{
    if (fd->tag && strcmp(fd->tag, fd->label) != 0)
        snprintf(out, len, "%s (%s)", fd->label, fd->tag);
    else
        snprintf(out, len, "%s", fd->label);
}

/* Removes blanks around value (only trailing ones when keep_leading). */
static void trim(char *value, bool keep_leading)
{
    size_t n = strlen(value), s = 0;
    while (n && value[n - 1] == ' ')
        n--;
    while (!keep_leading && s < n && value[s] == ' ')
        s++;
    memmove(value, value + s, n - s);
    value[n - s] = '\0';
}

static bool fail(const struct field_def *fd, struct field_err *err, enum msg_id msg, const char *a2,
                 const char *a3)
{
    err->msg = msg;
    field_name(fd, err->args[0], sizeof err->args[0]);
    snprintf(err->args[1], sizeof err->args[1], "%s", a2 ? a2 : "");
    snprintf(err->args[2], sizeof err->args[2], "%s", a3 ? a3 : "");
    err->nargs = a3 ? 3 : a2 ? 2 : 1;
    return false;
}

static bool check_int(const struct field_def *fd, char *value, struct field_err *err)
{
    for (const struct attr_choice *c = fd->choices; c && c->value; c++)   /* a word it also takes */
        if (fd->flags & FD_FOLD ? strcasecmp(c->value, value) == 0 : strcmp(c->value, value) == 0) {
            strcpy(value, c->value);
            return true;
        }
    char lo[32], hi[32], *end;
    snprintf(lo, sizeof lo, "%lld", fd->min);
    snprintf(hi, sizeof hi, "%lld", fd->max);
    const char *p = value + (value[0] == '+' || value[0] == '-');
    for (const char *q = p; *q || q == p; q++)
        if (!isdigit((unsigned char)*q))
            return fail(fd, err, MSG_NUMERIC, lo, hi);
    errno = 0;
    long long v = strtoll(value, &end, 10);
    if (errno == ERANGE || v < fd->min || v > fd->max)
        return fail(fd, err, MSG_RANGE, lo, hi);
    snprintf(value, strlen(value) + 1, "%lld", v);
    return true;
}

/* A choice is taken in any case and given back in its own spelling ("off" is Off), before any
 * other check sees the value: the exact spelling first, then the one choice that differs only in
 * case (two such choices: the value is refused, naming them). */
static bool check_choice(const struct field_def *fd, char *value, struct field_err *err)
{
    const struct attr_choice *folded = NULL;
    size_t nfolded = 0;
    for (const struct attr_choice *c = fd->choices; c && c->value; c++) {
        if (strcmp(c->value, value) == 0)
            return true;
        if (strcasecmp(c->value, value) == 0 && nfolded++ == 0)
            folded = c;
    }
    if (nfolded == 1 && strlen(folded->value) == strlen(value)) {
        memcpy(value, folded->value, strlen(value));
        return true;
    }
    char list[160];
    choice_list(fd->choices, fd->flags & FD_CAPS, list, sizeof list);
    return fail(fd, err, MSG_CHOICE, list, NULL);
}

/* Length and syntax of one name or text item. */
static bool check_item(const struct field_def *fd, const char *item, struct field_err *err)
{
    size_t n = strlen(item);
    if (fd->max > 0 && (long long)n > fd->max) {
        char max[32], got[32];
        snprintf(max, sizeof max, "%lld", fd->max);
        snprintf(got, sizeof got, "%zu", n);
        return fail(fd, err, MSG_TOO_LONG, max, got);
    }
    const char *why = fd->check ? fd->check(fd, item) : NULL;
    return why ? fail(fd, err, MSG_SYNTAX, why, NULL) : true;
}

static bool check_list(const struct field_def *fd, const char *value, struct field_err *err)
{
    char *copy = strdup(value), *save = NULL;
    bool ok = copy != NULL;
    for (char *it = copy ? strtok_r(copy, ",", &save) : NULL; ok && it; it = strtok_r(NULL, ",", &save)) {
        trim(it, false);
        ok = check_item(fd, it, err);
    }
    free(copy);
    return ok;
}

bool field_quotes(const struct field_def *fd)
{
    return (fd->flags & FD_FOLD) && fd->type != AT_INT && fd->type != AT_ENUM && fd->type != AT_BOOL;
}

/* True for a text field whose product quotes text (FD_QUOTED). */
static bool text_quotes(const struct field_def *fd)
{
    return (fd->flags & FD_QUOTED) && fd->type == AT_TEXT && !field_quotes(fd);
}

static bool in_quotes(const char *value)
{
    size_t n = strlen(value);
    return n >= 2 && value[0] == '\'' && value[n - 1] == '\'';
}

/* True when value is in single quotes in a field that keeps quoted names or quotes text. */
static bool quoted(const struct field_def *fd, const char *value)
{
    return (field_quotes(fd) || text_quotes(fd)) && in_quotes(value);
}

/* value without its first and last byte, a doubled quote made one when undouble, in place. */
static void strip_quotes(char *value, bool undouble)
{
    size_t n = strlen(value), o = 0;
    for (size_t i = 1; i + 1 < n; i++) {
        value[o++] = value[i];
        if (undouble && value[i] == '\'' && i + 2 < n && value[i + 1] == '\'')
            i++;
    }
    value[o] = '\0';
}

/* The choice of an FD_CAPS field that value names in any case, or NULL. */
static const struct attr_choice *caps_choice(const struct field_def *fd, const char *value)
{
    for (const struct attr_choice *c = fd->choices; (fd->flags & FD_CAPS) && c && c->value; c++)
        if (strcasecmp(c->value, value) == 0)
            return c;
    return NULL;
}

void field_literal(const struct field_def *fd, char *value)
{
    const struct attr_choice *c = caps_choice(fd, value);
    if (c && strlen(c->value) == strlen(value))
        memcpy(value, c->value, strlen(value));
    else if (quoted(fd, value))
        strip_quotes(value, text_quotes(fd));
}

void field_display(const struct field_def *fd, const char *value, char *out, size_t len)
{
    if (len >= 3 && text_quotes(fd) && in_quotes(value)) {
        size_t o = 0;
        out[o++] = '\'';
        for (const char *p = value; *p && o + 3 < len; p++) {
            out[o++] = *p;
            if (*p == '\'')
                out[o++] = '\'';
        }
        out[o++] = '\'';
        out[o] = '\0';
        return;
    }
    if (caps_choice(fd, value)) {
        snprintf(out, len, "%s", value);
        upcase(out);
        return;
    }
    bool lower = false;
    for (const char *p = value; field_quotes(fd) && *p; p++)
        lower |= *p >= 'a' && *p <= 'z';
    snprintf(out, len, lower ? "'%s'" : "%s", value);
}

/* The engine's checks of a value without quotes. */
static bool check_value(const struct field_def *fd, char *value, struct field_err *err)
{
    switch (fd->type) {
    case AT_INT:
        return check_int(fd, value, err);
    case AT_ENUM:
    case AT_BOOL:
        return check_choice(fd, value, err);
    case AT_LIST:
        return check_list(fd, value, err);
    default:
        return check_item(fd, value, err);
    }
}

/* The product's judgement of value (fd->explain): on a refusal, the message becomes
 * MSG_VALUE_REFUSED with the engine's short message (ok: the engine took the value) and the
 * product's explanation. Returns whether the value is valid in the end. */
static bool explain(const struct field_def *fd, const char *value, bool ok, struct field_err *err)
{
    char why[sizeof err->args[1]];
    if (!fd->explain || !fd->explain(fd, value, why, sizeof why))
        return ok;
    const struct msg_def *m = msg_get(ok ? MSG_SYNTAX : err->msg);
    snprintf(err->args[0], sizeof err->args[0], "%s", m ? m->short_text : "Invalid value");
    snprintf(err->args[1], sizeof err->args[1], "%s", why);
    err->args[2][0] = '\0';
    err->msg = MSG_VALUE_REFUSED;
    err->nargs = 2;
    return false;
}

bool field_check(const struct field_def *fd, char *value, struct field_err *err)
{
    memset(err, 0, sizeof *err);
    trim(value, fd->type == AT_TEXT);
    bool literal = quoted(fd, value);
    if ((fd->flags & (FD_FOLD | FD_CAPS)) && !literal)
        upcase(value);
    if (!value[0])
        return fd->flags & FD_REQUIRED ? fail(fd, err, MSG_REQUIRED, NULL, NULL) : true;
    if (!literal) {
        bool ok = explain(fd, value, check_value(fd, value, err), err);
        if (ok && (fd->flags & FD_CAPS))
            upcase(value);   /* checked in the choice's spelling, shown in capitals */
        return ok;
    }
    char *inner = strdup(value);
    if (!inner)
        return fail(fd, err, MSG_SYNTAX, "out of memory", NULL);
    strip_quotes(inner, text_quotes(fd));
    bool ok = inner[0] ? check_value(fd, inner, err)
                       : !(fd->flags & FD_REQUIRED) || fail(fd, err, MSG_REQUIRED, NULL, NULL);
    ok = explain(fd, inner, ok, err);
    free(inner);
    return ok;
}
