/* import/import.c — import_files(): reads each file whole, recognises its format by the content,
 * lets the format's reader apply it to the policy, and hands the queue managers it touched to the
 * caller's save hook; see import.h. */
#include "import/import_run.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { MAX_FORMATS = 24, MAX_OPTIONS = 16 };

/* The readers: the YAML document's, then those import_register gives, by certainty
 * (struct import_format) and within one certainty in the order registered; NULL-terminated. */
static const struct import_format *formats[MAX_FORMATS + 1] = {&yaml_format};
static size_t nformats = 1;

int import_register(const struct import_format *const *readers, const struct export_format *const *writers)
{
    size_t n = 0, w = 0;
    while (readers && readers[n])
        n++;
    while (writers && writers[w])
        w++;
    if (nformats + n > MAX_FORMATS || export_register(writers, w) < 0)
        return -1;
    for (size_t r = 0; r < n; r++) {
        size_t at = nformats;
        while (at > 0 && formats[at - 1]->certainty > readers[r]->certainty)
            at--;
        memmove(&formats[at + 1], &formats[at], (nformats - at) * sizeof *formats);
        formats[at] = readers[r];
        nformats++;
    }
    formats[nformats] = NULL;
    return 0;
}

const struct import_format *const *import_formats(void)
{
    return formats;
}

const char *import_format_name(const struct import_format *f)
{
    return f->name;
}

const char *import_format_system(const struct import_format *f)
{
    return f->system;
}

const char *import_format_what(const struct import_format *f)
{
    return f->what;
}

const struct import_option_def *const *import_option_defs(void)
{
    static const struct import_option_def *defs[MAX_OPTIONS + 1];
    size_t n = 0;
    for (size_t f = 0; f < nformats; f++)
        for (size_t i = 0; formats[f]->options && formats[f]->options[i] && n < MAX_OPTIONS; i++)
            defs[n++] = formats[f]->options[i];
    defs[n] = NULL;
    return defs;
}

const struct import_option_def *import_option_def(const char *name)
{
    for (const struct import_option_def *const *d = import_option_defs(); *d; d++)
        if (strcmp((*d)->name, name) == 0)
            return *d;
    return NULL;
}

const struct import_native *import_native(const struct system_def *sys)
{
    for (size_t f = 0; f < nformats; f++)
        if (formats[f]->native && strcmp(formats[f]->native->system, sys->id) == 0)
            return formats[f]->native;
    return NULL;
}

const char *import_native_name(const struct system_def *sys)
{
    for (size_t f = 0; f < nformats; f++)
        if (formats[f]->native && strcmp(formats[f]->native->system, sys->id) == 0)
            return formats[f]->name;
    return NULL;
}

const char *import_option(const struct import_input *in, const char *name)
{
    for (size_t i = 0; i < IMPORT_FILE_OPTIONS; i++)
        if (in->opts[i].name && strcmp(in->opts[i].name, name) == 0)
            return in->opts[i].value;
    return NULL;
}

/* Reports the options of file that no format declares or whose value it refuses; returns their
 * number. */
static size_t bad_options(struct import_run *run, const struct import_file *file, const char *name)
{
    size_t bad = 0;
    for (size_t i = 0; i < IMPORT_FILE_OPTIONS; i++) {
        const struct import_option *o = &file->opts[i];
        const struct import_option_def *d = o->name ? import_option_def(o->name) : NULL;
        const char *why = d && o->value && d->value_problem ? d->value_problem(o->value) : NULL;
        if (o->name && !d)
            diag_add(run->diags, SEV_ERROR, "IMP003", (struct diag_at){name, 0, 0, NULL, NULL},
                     "no format takes the option \"%s\"", o->name);
        else if (why)
            diag_add(run->diags, SEV_ERROR, "IMP004", (struct diag_at){name, 0, 0, NULL, NULL},
                     "--%s %s %s", o->name, o->value, why);
        bad += (o->name && !d) || why;
    }
    return bad;
}

static const struct import_format *detect(const char *buf, size_t len)
{
    for (size_t i = 0; i < nformats; i++)
        if (formats[i]->detect(buf, len))
            return formats[i];
    return NULL;
}

/* Notes top as touched by the current file and, the first time, by the import (sum->tops). */
static enum import_status note_top(struct import_run *run, struct pol_object *top)
{
    for (size_t i = 0; i < run->ntouched; i++)
        if (run->touched[i] == top)
            return IMPORT_OK;
    if (run->ntouched == run->captouched) {
        size_t ncap = run->captouched ? run->captouched * 2 : 4;
        struct pol_object **nt = realloc(run->touched, ncap * sizeof *nt);
        if (!nt)
            return IMPORT_NOMEM;
        run->touched = nt;
        run->captouched = ncap;
    }
    run->touched[run->ntouched++] = top;
    for (size_t i = 0; i < run->nseen; i++)
        if (run->seen[i].kind == top->kind && strcmp(run->seen[i].name, top->name) == 0)
            return IMPORT_OK;
    if (run->nseen == run->capseen) {
        size_t ncap = run->capseen ? run->capseen * 2 : 16;
        struct import_seen *ns = realloc(run->seen, ncap * sizeof *ns);
        if (!ns)
            return IMPORT_NOMEM;
        run->seen = ns;
        run->capseen = ncap;
    }
    if (!(run->seen[run->nseen].name = strdup(top->name)))
        return IMPORT_NOMEM;
    run->seen[run->nseen++].kind = top->kind;
    import_count_top(run->sum, top->kind);
    return IMPORT_OK;
}

void import_count_top(struct import_summary *sum, const struct kind_def *top_kind)
{
    sum->tops++;
    size_t i = 0;
    for (const struct system_def *const *s = schema_systems(); *s && i < IMPORT_SYSTEMS; s++, i++)
        if (*s == top_kind->sys)
            sum->tops_of[i]++;
}

enum import_status import_top(struct import_run *run, const struct kind_def *kind, const char *name,
                              struct pol_object **out)
{
    struct pol_object *top = pol_find_top(run->pol, kind, name);
    if (!top && run->hooks->load_top &&
        run->hooks->load_top(run->hooks->ctx, run->pol, kind, name, &top, run->diags))
        return IMPORT_HOOK;
    if (!top && !(top = pol_new(run->pol, kind, NULL, name)))
        return IMPORT_NOMEM;
    *out = top;
    return note_top(run, top);
}

enum import_status import_tick(struct import_run *run, uint64_t bytes)
{
    const struct import_summary *s = run->sum;
    run->prog.bytes = bytes;
    run->prog.objects = s->defined + s->altered + s->deleted + s->records;
    if (run->hooks->progress && run->hooks->progress(run->hooks->ctx, &run->prog))
        return IMPORT_INTERRUPTED;
    return IMPORT_OK;
}

size_t import_utf8_prefix(const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        /* eight ASCII bytes at a time: dumps are nearly all ASCII, and this runs on every line */
        uint64_t w;
        while (i + sizeof w <= n && (memcpy(&w, u + i, sizeof w), (w & 0x8080808080808080u) == 0))
            i += sizeof w;
        if (i == n)
            break;
        unsigned c = u[i], k = c < 0x80 ? 0 : c >= 0xC2 && c < 0xE0 ? 1 : c >= 0xE0 && c < 0xF0 ? 2
                               : c >= 0xF0 && c < 0xF5 ? 3 : 4;
        if (k == 4 || i + k >= n)   /* a byte that starts no sequence, or one cut by the end */
            return i;
        unsigned long cp = k ? c & (0x3Fu >> k) : c;
        for (unsigned j = 1; j <= k; j++) {
            if ((u[i + j] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (u[i + j] & 0x3F);
        }
        if ((k == 2 && (cp < 0x800 || (cp >= 0xD800 && cp < 0xE000))) || (k == 3 && (cp < 0x10000 || cp > 0x10FFFF)))
            return i;
        i += k + 1;
    }
    return n;
}

/* Reads the rest of fp into *buf (capacity *cap, grown as needed) after the *len bytes already
 * there; *len is its size so far. 0 at the end of the file, or an errno (EINTR: a signal came, and
 * the caller may call again to go on). */
static int slurp(FILE *fp, char **buf, size_t *cap, size_t *len)
{
    struct stat sb;
    size_t want = 65536;
    if (fstat(fileno(fp), &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size > 0)
        want = (size_t)sb.st_size + 1;   /* one read, and one more to see the end */
    for (;;) {
        if (*len == *cap || *cap < want) {
            size_t ncap = *cap * 2 > want ? *cap * 2 : want;
            char *nb = realloc(*buf, ncap);
            if (!nb)
                return ENOMEM;
            *buf = nb;
            *cap = ncap;
        }
        errno = 0;
        size_t n = fread(*buf + *len, 1, *cap - *len, fp);
        *len += n;
        if (ferror(fp))   /* also after a short read: the error flag stays set */
            return errno ? errno : EIO;
        if (n == 0)
            return 0;
    }
}

/* Reads one input file into *buf; reports and returns IMPORT_NOINPUT when it cannot. A signal that
 * interrupts the read (Ctrl-C while standard input waits) asks the progress hook whether to stop. */
static enum import_status read_input(struct import_run *run, const struct import_input *in, char **buf,
                                     size_t *cap, size_t *len)
{
    bool is_stdin = strcmp(in->path, "-") == 0;
    FILE *fp = is_stdin ? stdin : fopen(in->path, "rb");
    int err = fp ? 0 : errno;
    *len = 0;
    while (fp && (err = slurp(fp, buf, cap, len)) == EINTR) {
        clearerr(fp);
        if (import_tick(run, 0) != IMPORT_OK) {
            if (!is_stdin)
                fclose(fp);
            return IMPORT_INTERRUPTED;
        }
    }
    if (fp && !is_stdin)
        fclose(fp);
    if (err == ENOMEM)
        return IMPORT_NOMEM;
    if (err) {
        diag_add(run->diags, SEV_ERROR, "IMP001", (struct diag_at){in->name, 0, 0, NULL, NULL},
                 "cannot read the file: %s", strerror(err));
        return IMPORT_NOINPUT;
    }
    return IMPORT_OK;
}

size_t import_text_start(const char *buf, size_t len)
{
    return len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
}

/* What the formats read, as one phrase into buf (size n): "a wlmcon YAML document, … or …"; a format
 * recognised only (no `what`) is not named. */
static const char *formats_what(char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = '\0';
    size_t last = nformats, said = 0;
    while (last > 0 && !formats[last - 1]->what)
        last--;
    for (size_t i = 0; i < last && at < n; i++) {
        if (!formats[i]->what)   /* recognised only: not a format wlmcon reads */
            continue;
        int w = snprintf(buf + at, n - at, "%s%s", !said++ ? "" : i + 1 == last ? " or " : ", ",
                         formats[i]->what);
        at += w < 0 ? 0 : (size_t)w;
    }
    return buf;
}

/* Reports a file no format reads; a NUL byte, which no text format holds, is located. */
static void report_unknown_format(struct import_run *run, const struct import_input *in)
{
    const char *nul = memchr(in->buf, '\0', in->len);
    if (!nul) {
        char what[512];
        diag_add(run->diags, SEV_ERROR, "IMP002", (struct diag_at){in->name, 0, 0, NULL, NULL},
                 "not a format wlmcon reads: expected %s", formats_what(what, sizeof what));
        return;
    }
    uint32_t line = 1, col = 1;
    for (const char *p = in->buf; p < nul; p++, col++)
        if (*p == '\n') {
            line++;
            col = 0;
        }
    diag_add(run->diags, SEV_ERROR, "IMP002", (struct diag_at){in->name, line, col, NULL, NULL},
             "a NUL byte: this is not a text file, and every format wlmcon reads is text");
}

/* Reads, recognises and applies one file; saves what it touched when nothing failed so far. */
static enum import_status import_one(struct import_run *run, struct import_input *in, char **buf, size_t *cap,
                                     enum import_status so_far)
{
    enum import_status st = read_input(run, in, buf, cap, &in->len);
    if (st != IMPORT_OK)
        return st;
    in->buf = *buf;
    run->prog.total = in->len;
    run->ntouched = 0;
    const struct import_format *f = detect(in->buf, in->len);
    if (!f) {
        report_unknown_format(run, in);
        return IMPORT_DATAERR;
    }
    st = f->read(run, in);
    run->sum->files++;
    if (st != IMPORT_OK || so_far != IMPORT_OK || !run->hooks->save_top)
        return st;
    for (size_t i = 0; i < run->ntouched; i++)
        if (run->hooks->save_top(run->hooks->ctx, run->touched[i], run->diags))
            return IMPORT_HOOK;
    for (size_t i = 0; i < run->pol->nobs; i++) {
        struct observation *o = run->pol->obs[i];
        if (o->replaced || o->id)
            continue;
        if (!run->hooks->save_observation) {
            diag_add(run->diags, SEV_ERROR, "IMP005", (struct diag_at){in->name, 0, 0, NULL, NULL},
                     "an observed state cannot be kept by this import");
            return IMPORT_HOOK;
        }
        if (run->hooks->save_observation(run->hooks->ctx, o, run->diags))
            return IMPORT_HOOK;
    }
    policy_free(run->pol);   /* saved: memory stays flat in the number of files */
    policy_init(run->pol);
    return import_tick(run, in->len);   /* a Ctrl-C during a long save stops before the next file */
}

enum import_status import_files(const struct import_file *files, size_t nfiles, struct policy *pol,
                                const struct import_hooks *hooks, struct diag_list *diags,
                                struct import_summary *sum)
{
    static const struct import_hooks none;
    struct import_summary local;
    if (!sum)
        sum = &local;
    memset(sum, 0, sizeof *sum);
    struct import_run run = {.pol = pol, .hooks = hooks ? hooks : &none, .diags = diags, .sum = sum};
    run.prog.nfiles = nfiles;
    enum import_status result = IMPORT_OK;
    char *buf = NULL;
    size_t cap = 0;
    for (size_t i = 0; i < nfiles; i++) {
        struct import_input in = {files[i].path, strcmp(files[i].path, "-") == 0 ? "<stdin>" : files[i].path,
                                  files[i].opts, NULL, 0};
        run.prog.file = i + 1;
        run.prog.path = files[i].path;
        run.prog.bytes = run.prog.total = 0;
        enum import_status st = bad_options(&run, &files[i], in.name) ? IMPORT_DATAERR
                                : import_one(&run, &in, &buf, &cap, result);
        if (st != IMPORT_OK && result == IMPORT_OK)
            result = st;
        /* a bad file does not stop the others from being checked; anything else does */
        if (st != IMPORT_OK && st != IMPORT_DATAERR && st != IMPORT_NOINPUT)
            break;
    }
    free(buf);
    for (size_t i = 0; i < run.nseen; i++)
        free(run.seen[i].name);
    free(run.seen);
    free(run.touched);
    import_notes_free(&run);
    return result;
}

char *import_tops_phrase(const struct import_summary *sum, bool exact_plural, char *buf, size_t n)
{
    size_t i = 0, said = 0, at = 0;
    if (n)
        buf[0] = '\0';
    for (const struct system_def *const *s = schema_systems(); *s && i < IMPORT_SYSTEMS; s++, i++) {
        const struct kind_def *top = schema_top_kind(*s);
        if (!sum->tops_of[i] || !top)
            continue;
        at += (size_t)snprintf(buf + at, at < n ? n - at : 0, "%s%zu ", said++ ? ", " : "", sum->tops_of[i]);
        for (const char *c = top->label; *c && at + 1 < n; c++)
            buf[at++] = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
        if (at < n)
            buf[at] = '\0';
        at += (size_t)snprintf(buf + at, at < n ? n - at : 0, "%s",
                               !exact_plural ? "(s)" : sum->tops_of[i] == 1 ? "" : "s");
    }
    if (!said)
        snprintf(buf, n, "0 top-level object%s", exact_plural ? "s" : "(s)");
    return buf;
}
