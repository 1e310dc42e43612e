/* model/diag_text.c — messages kept as format and arguments; see diag_text.h. */
#include "model/diag_text.h"
#include "model/hash.h"

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum length { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_Z, LEN_J, LEN_T };

/* One conversion of a format: `%[flags][width][.precision][length]conv`. */
struct spec {
    char flags[8];
    size_t nflags;
    bool has_width, width_star, has_prec, prec_star;
    int width, prec;
    enum length len;
    char conv;       /* d i u x X o c s p, or % */
};

union arg {
    intmax_t i;
    uintmax_t u;
    const char *s;
    const void *p;
};

struct diag_text {
    const char *fmt;
    union arg v[];   /* one for each argument fmt's conversions take, in order */
};

/* Reads a decimal number at *f (advanced past it); at most 6 digits are kept. */
static int number(const char **f)
{
    int v = 0;
    for (; **f >= '0' && **f <= '9'; (*f)++)
        if (v < 100000)
            v = v * 10 + (**f - '0');
    return v;
}

/* Parses the conversion at f (its '%') into *sp; returns the text after it, or NULL for one this
 * file does not keep. */
static const char *parse(const char *f, struct spec *sp)
{
    memset(sp, 0, sizeof *sp);
    /* what rules mostly write, told at once: %s, %d, %u, %c, %zu, %lld */
    if (f[1] == 's' || f[1] == 'd' || f[1] == 'u' || f[1] == 'c') {
        sp->conv = f[1];
        return f + 2;
    }
    if (f[1] == 'z' && f[2] == 'u') {
        sp->len = LEN_Z;
        sp->conv = 'u';
        return f + 3;
    }
    if (f[1] == 'l' && f[2] == 'l' && f[3] == 'd') {
        sp->len = LEN_LL;
        sp->conv = 'd';
        return f + 4;
    }
    f++;
    while (*f && strchr("-+ #0", *f)) {
        if (sp->nflags + 1 >= sizeof sp->flags)
            return NULL;
        sp->flags[sp->nflags++] = *f++;
    }
    if (*f == '*') {
        sp->has_width = sp->width_star = true;
        f++;
    } else if (*f >= '0' && *f <= '9') {
        sp->has_width = true;
        sp->width = number(&f);
    }
    if (*f == '.') {
        f++;
        sp->has_prec = true;
        if (*f == '*') {
            sp->prec_star = true;
            f++;
        } else {
            sp->prec = number(&f);
        }
    }
    if (f[0] == 'h' && f[1] == 'h')
        sp->len = LEN_HH, f += 2;
    else if (f[0] == 'l' && f[1] == 'l')
        sp->len = LEN_LL, f += 2;
    else if (*f && strchr("hlzjt", *f))
        sp->len = *f == 'h' ? LEN_H : *f == 'l' ? LEN_L : *f == 'z' ? LEN_Z : *f == 'j' ? LEN_J : LEN_T,
        f++;
    if (!*f || !strchr("diuxXocsp%", *f))
        return NULL;
    sp->conv = *f;
    if (sp->conv == '%' && (sp->nflags || sp->has_width || sp->has_prec || sp->len))
        return NULL;
    if (strchr("csp", sp->conv) && sp->len)
        return NULL;   /* wide characters and strings */
    return f + 1;
}

/* Arguments a conversion takes. */
static size_t nargs(const struct spec *sp)
{
    return sp->conv == '%' ? 0 : 1u + sp->width_star + sp->prec_star;
}

static intmax_t get_signed(enum length len, va_list *ap)
{
    switch (len) {
    case LEN_HH: return (signed char)va_arg(*ap, int);
    case LEN_H: return (short)va_arg(*ap, int);
    case LEN_L: return va_arg(*ap, long);
    case LEN_LL: return va_arg(*ap, long long);
    case LEN_Z: return (intmax_t)(ptrdiff_t)va_arg(*ap, size_t);
    case LEN_J: return va_arg(*ap, intmax_t);
    case LEN_T: return va_arg(*ap, ptrdiff_t);
    case LEN_NONE: break;
    }
    return va_arg(*ap, int);
}

static uintmax_t get_unsigned(enum length len, va_list *ap)
{
    switch (len) {
    case LEN_HH: return (unsigned char)va_arg(*ap, unsigned);
    case LEN_H: return (unsigned short)va_arg(*ap, unsigned);
    case LEN_L: return va_arg(*ap, unsigned long);
    case LEN_LL: return va_arg(*ap, unsigned long long);
    case LEN_Z: return va_arg(*ap, size_t);
    case LEN_J: return va_arg(*ap, uintmax_t);
    case LEN_T: return (uintmax_t)(size_t)va_arg(*ap, ptrdiff_t);
    case LEN_NONE: break;
    }
    return va_arg(*ap, unsigned);
}

/* s in the arena, shared with an equal string the cache holds (names, and the lists and reasons
 * rules put into messages, which repeat between the findings of one rule). */
static const char *keep_string(struct arena *a, const char **share, size_t nshare, const char *s)
{
    size_t n = strlen(s);
    if (!nshare)
        return arena_strndup(a, s, n);
    /* eight bytes at a time (a byte at a time was a tenth of packing a finding) */
    uint64_t h = HASH64_SEED ^ n;
    size_t i = 0;
    for (uint64_t w; i + 8 <= n; i += 8) {
        memcpy(&w, s + i, 8);
        h = (h ^ w) * HASH64_PRIME;
    }
    for (; i < n; i++)
        h = hash64_step(h, (unsigned char)s[i]);
    h ^= h >> 29;
    const char **slot = &share[(h ^ (h >> 15)) & (nshare - 1)];
    if (*slot && strcmp(*slot, s) == 0)
        return *slot;
    const char *d = arena_strndup(a, s, n);
    if (d)
        *slot = d;
    return d;
}

/* The number of arguments fmt's conversions take, or -1 when it has one this file does not keep.
 * Remembered by fmt's address (a literal, which diag_text_pack keeps by pointer anyway): a rule
 * reports many findings with one format, and parsing it again was a sixth of packing one. */
static long format_args(const char *fmt)
{
    static _Thread_local struct {
        const char *fmt;
        long n;
    } seen[64];
    size_t h = ((uintptr_t)fmt >> 3) & 63;
    if (seen[h].fmt == fmt)
        return seen[h].n;
    long n = 0;
    struct spec sp;
    for (const char *f = fmt; n >= 0 && (f = strchr(f, '%')) != NULL;)
        if ((f = parse(f, &sp)) != NULL)
            n += (long)nargs(&sp);
        else
            n = -1;
    seen[h].fmt = fmt;
    seen[h].n = n;
    return n;
}

struct diag_text *diag_text_pack(struct arena *a, const char **share, size_t nshare, const char *fmt,
                                 va_list ap, int *oom)
{
    long nl = format_args(fmt);
    if (nl < 0)
        return NULL;
    size_t n = (size_t)nl;
    struct spec sp;
    struct diag_text *t = arena_alloc(a, sizeof *t + n * sizeof t->v[0]);
    if (!t) {
        *oom = 1;
        return NULL;
    }
    t->fmt = fmt;
    va_list cp;
    va_copy(cp, ap);
    size_t k = 0;
    for (const char *f = fmt; (f = strchr(f, '%')) != NULL;) {
        f = parse(f, &sp);
        if (sp.width_star)
            t->v[k++].i = va_arg(cp, int);
        if (sp.prec_star)
            t->v[k++].i = va_arg(cp, int);
        switch (sp.conv) {
        case '%':
            break;
        case 'd': case 'i':
            t->v[k++].i = get_signed(sp.len, &cp);
            break;
        case 'c':
            t->v[k++].i = va_arg(cp, int);
            break;
        case 's': {
            const char *s = va_arg(cp, const char *);
            if (s && !(s = keep_string(a, share, nshare, s))) {
                va_end(cp);
                *oom = 1;
                return NULL;
            }
            t->v[k++].s = s;
            break;
        }
        case 'p':
            t->v[k++].p = va_arg(cp, void *);
            break;
        default:
            t->v[k++].u = get_unsigned(sp.len, &cp);
            break;
        }
    }
    va_end(cp);
    return t;
}

/* Writes v in decimal into out (at least 22 bytes), after a '-' when negative; returns the length. */
static size_t decimal(char *out, uintmax_t v, bool negative)
{
    char tmp[24];
    size_t n = 0, o = 0;
    do
        tmp[n++] = (char)('0' + v % 10);
    while ((v /= 10) != 0);
    if (negative)
        out[o++] = '-';
    while (n)
        out[o++] = tmp[--n];
    return o;
}

/* Appends what snprintf wrote at buf + *len (w bytes wanted) to the message of size n. */
static void advance(size_t *len, int w, size_t n)
{
    if (w > 0)
        *len += (size_t)w < n - 1 - *len ? (size_t)w : n - 1 - *len;
}

char *diag_text_build(const struct diag_text *t, char *buf, size_t n)
{
    size_t len = 0, k = 0;
    buf[0] = '\0';
    for (const char *f = t->fmt; *f && len + 1 < n;) {
        const char *pct = strchr(f, '%');
        size_t lit = pct ? (size_t)(pct - f) : strlen(f);
        size_t c = lit < n - 1 - len ? lit : n - 1 - len;
        memcpy(buf + len, f, c);
        len += c;
        buf[len] = '\0';
        if (!pct)
            break;
        struct spec sp;
        f = parse(pct, &sp);
        if (sp.conv == '%') {
            if (len + 1 < n)
                buf[len++] = '%', buf[len] = '\0';
            continue;
        }
        bool plain = !sp.nflags && !sp.has_width && !sp.has_prec;
        if (plain && (sp.conv == 's' || sp.conv == 'd' || sp.conv == 'i' || sp.conv == 'u' ||
                      sp.conv == 'c')) {   /* most conversions of rules: no snprintf */
            const union arg *v = &t->v[k++];
            char num[24];
            const char *piece = num;
            size_t plen;
            if (sp.conv == 's') {
                piece = v->s ? v->s : "(null)";
                plen = strlen(piece);
            } else if (sp.conv == 'c') {
                num[0] = (char)v->i;
                plen = 1;
            } else {
                plen = decimal(num, sp.conv == 'u' ? v->u : v->i < 0 ? 0 - (uintmax_t)v->i : (uintmax_t)v->i,
                               sp.conv != 'u' && v->i < 0);
            }
            c = plen < n - 1 - len ? plen : n - 1 - len;
            memcpy(buf + len, piece, c);
            len += c;
            buf[len] = '\0';
            continue;
        }
        int width = sp.width, prec = sp.prec;
        bool minus = false, has_prec = sp.has_prec;
        if (sp.width_star && (width = (int)t->v[k++].i) < 0)
            minus = true, width = width == INT_MIN ? 0 : -width;
        if (sp.prec_star && (prec = (int)t->v[k++].i) < 0)
            has_prec = false;
        /* the conversion again, its stars resolved and integers as intmax_t */
        char one[48];
        int o = snprintf(one, sizeof one, "%%%.*s%s", (int)sp.nflags, sp.flags, minus ? "-" : "");
        if (sp.has_width)
            o += snprintf(one + o, sizeof one - (size_t)o, "%d", width);
        if (has_prec)
            o += snprintf(one + o, sizeof one - (size_t)o, ".%d", prec);
        bool integer = strchr("diuxXo", sp.conv) != NULL;
        snprintf(one + o, sizeof one - (size_t)o, "%s%c", integer ? "j" : "", sp.conv);
        const union arg *v = &t->v[k++];
        int w;
        switch (sp.conv) {
        case 'd': case 'i': w = snprintf(buf + len, n - len, one, v->i); break;
        case 'c': w = snprintf(buf + len, n - len, one, (int)v->i); break;
        case 's': w = snprintf(buf + len, n - len, one, v->s); break;
        case 'p': w = snprintf(buf + len, n - len, one, v->p); break;
        default: w = snprintf(buf + len, n - len, one, v->u); break;
        }
        advance(&len, w, n);
    }
    return buf;
}
