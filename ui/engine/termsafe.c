/* ui/engine/termsafe.c — the terminal-safe text writer; see termsafe.h. */
#define _GNU_SOURCE   /* fopencookie */
#include "ui/engine/termsafe.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

/* Length of the UTF-8 sequence at s (avail bytes there): 1–4 when it is whole and valid, 0 when
 * its first byte starts no valid sequence, -1 when the avail bytes are a valid beginning of one
 * that goes on past them. */
static int seq_len(const unsigned char *s, size_t avail)
{
    if (s[0] < 0x80)
        return 1;
    int n = s[0] >= 0xc2 && s[0] <= 0xdf ? 2 : s[0] >= 0xe0 && s[0] <= 0xef ? 3
          : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : 0;
    for (int i = 1; i < n; i++) {
        if ((size_t)i >= avail)
            return -1;
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        if (i == 1 && ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] > 0x9f) ||
                       (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] > 0x8f)))
            return 0;   /* overlong, surrogate or beyond U+10FFFF */
    }
    return n;
}

/* The next unit of s (len bytes) by the rule: *used bytes of s give the *outn bytes at *out (s
 * itself when they pass, else esc, at least 5 bytes, holding the escape). Returns 0, or -1 when
 * s begins a character that the next write may finish and final is false (nothing used then). */
static int next_unit(const unsigned char *s, size_t len, bool final, char *esc, const char **out,
                     size_t *outn, size_t *used)
{
    int n = seq_len(s, len);
    if (n < 0 && !final)
        return -1;
    unsigned code = s[0];
    bool control = n == 1 ? (code < 0x20 && code != '\t' && code != '\n') || code == 0x7f
                          : n == 2 && s[0] == 0xc2 && s[1] < 0xa0;
    if (n == 2 && control)
        code = s[1];   /* a C1 control shows as its code point, U+009B as \x9b */
    if (n <= 0 || control) {
        snprintf(esc, 5, "\\x%02x", code);
        *out = esc;
        *outn = 4;
        *used = n > 0 ? (size_t)n : 1;
    } else {
        *out = (const char *)s;
        *outn = *used = (size_t)n;
    }
    return 0;
}

int termsafe_write(FILE *f, const char *s, size_t len)
{
    const unsigned char *p = (const unsigned char *)s;
    while (len) {
        size_t run = 0;   /* printable ASCII, tab and line feed in one write */
        while (run < len && ((p[run] >= 0x20 && p[run] < 0x7f) || p[run] == '\t' || p[run] == '\n'))
            run++;
        if (run && fwrite(p, 1, run, f) != run)
            return -1;
        p += run;
        len -= run;
        if (!len)
            break;
        char esc[5];
        const char *out;
        size_t outn, used;
        next_unit(p, len, true, esc, &out, &outn, &used);
        if (fwrite(out, 1, outn, f) != outn)
            return -1;
        p += used;
        len -= used;
    }
    return ferror(f) ? -1 : 0;
}

char *termsafe_text(const char *s, char *out, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t len = strlen(s), at = 0;
    while (len) {
        char esc[5];
        const char *u;
        size_t un, used;
        next_unit(p, len, true, esc, &u, &un, &used);
        if (at + un >= n)
            break;
        memcpy(out + at, u, un);
        at += un;
        p += used;
        len -= used;
    }
    out[at] = '\0';
    return out;
}

/* ---- the wrapped standard streams -------------------------------------------------------- */

struct wrapped {
    FILE *raw;               /* the stream replaced */
    FILE *safe;              /* the stream made */
    int fd;
    unsigned char held[4];   /* the beginning of a character a write ended in */
    size_t nheld;
};

static struct wrapped wrap_err, wrap_out;

/* Writes all n bytes at b to fd; -1 on an error (errno set). */
static int write_all(int fd, const char *b, size_t n)
{
    while (n) {
        ssize_t w = write(fd, b, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return -1;
        b += w;
        n -= (size_t)w;
    }
    return 0;
}

/* Writes the n bytes at s (after those held) through the rule to w's descriptor, holding an
 * unfinished character at the end unless final. */
static int push(struct wrapped *w, const unsigned char *s, size_t n, bool final)
{
    char buf[4096];
    size_t at = 0;
    unsigned char joined[8];
    while (w->nheld && (n || final)) {   /* the held beginning, finished by s's first bytes */
        size_t take = n < 4 ? n : 4;
        memcpy(joined, w->held, w->nheld);
        memcpy(joined + w->nheld, s, take);
        char esc[5];
        const char *u;
        size_t un, used;
        if (next_unit(joined, w->nheld + take, final, esc, &u, &un, &used) < 0) {
            memcpy(w->held + w->nheld, s, take);   /* still unfinished: take < 4 - nheld */
            w->nheld += take;
            return 0;
        }
        memcpy(buf + at, u, un);
        at += un;
        if (used >= w->nheld) {
            s += used - w->nheld;
            n -= used - w->nheld;
            w->nheld = 0;
        } else {   /* an invalid first byte: the rest is looked at again */
            memmove(w->held, w->held + used, w->nheld - used);
            w->nheld -= used;
        }
    }
    while (n) {
        char esc[5];
        const char *u;
        size_t un, used;
        if (next_unit(s, n, final, esc, &u, &un, &used) < 0) {
            memcpy(w->held, s, n);   /* n < 4: a sequence is at most 4 bytes long */
            w->nheld = n;
            break;
        }
        if (at + un > sizeof buf) {
            if (write_all(w->fd, buf, at) != 0)
                return -1;
            at = 0;
        }
        memcpy(buf + at, u, un);
        at += un;
        s += used;
        n -= used;
    }
    return at ? write_all(w->fd, buf, at) : 0;
}

static ssize_t cookie_write(void *c, const char *b, size_t n)
{
    return push(c, (const unsigned char *)b, n, false) == 0 ? (ssize_t)n : -1;
}

static int cookie_close(void *c)
{
    return push(c, (const unsigned char *)"", 0, true);
}

static int wrap_one(struct wrapped *w, FILE *raw, int mode)
{
    fflush(raw);
    *w = (struct wrapped){.raw = raw, .fd = fileno(raw)};
    cookie_io_functions_t io = {.write = cookie_write, .close = cookie_close};
    w->safe = fopencookie(w, "w", io);
    if (!w->safe)
        return -1;
    setvbuf(w->safe, NULL, mode, mode == _IONBF ? 0 : BUFSIZ);
    return 0;
}

int termsafe_wrap(bool out)
{
    if (!wrap_err.safe) {
        if (wrap_one(&wrap_err, stderr, _IONBF) != 0)
            return -1;
        stderr = wrap_err.safe;
    }
    if (out && !wrap_out.safe) {
        if (wrap_one(&wrap_out, stdout, isatty(fileno(stdout)) ? _IOLBF : _IOFBF) != 0)
            return -1;
        stdout = wrap_out.safe;
    }
    return 0;
}

FILE *termsafe_raw(FILE *f)
{
    return f && f == wrap_err.safe ? wrap_err.raw : f && f == wrap_out.safe ? wrap_out.raw : f;
}

int termsafe_unwrap(void)
{
    int rc = 0, e = 0;
    struct wrapped *all[] = {&wrap_out, &wrap_err};
    for (size_t i = 0; i < 2; i++) {
        if (!all[i]->safe)
            continue;
        if (all[i] == &wrap_out)
            stdout = all[i]->raw;
        else
            stderr = all[i]->raw;
        if (fclose(all[i]->safe) != 0 && !rc) {
            rc = -1;
            e = errno;
        }
        all[i]->safe = NULL;
    }
    errno = e;
    return rc;
}
