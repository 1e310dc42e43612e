/* import/import.c — import_files(): reads each input whole (a file, or a directory's files),
 * recognises its reader by its path and content, lets the reader apply it to the policy, and hands
 * the top-level objects it touched to the caller's save hook; see import.h. */
#include "import/import_run.h"
#include "import/import_input.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { MAX_FORMATS = 24 };

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

bool import_format_reads_dir(const struct import_format *f)
{
    return f->directory;
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

/* Reports the options of file that no reader declares or whose value a declaration refuses
 * (value_problem); returns their number. */
static size_t bad_options(struct import_run *run, const struct import_file *file, const char *name)
{
    size_t bad = 0;
    for (const struct import_option *o = file->opts; o && o->name; o++) {
        const struct import_option_def *d = import_option_def(o->name);
        const char *why = d && o->value && d->value_problem ? d->value_problem(o->value) : NULL;
        if (!d)
            diag_add(run->diags, SEV_ERROR, "IMP003", (struct diag_at){name, 0, 0, NULL, NULL},
                     "no format takes the option \"%s\"", o->name);
        else if (why)
            diag_add(run->diags, SEV_ERROR, "IMP004", (struct diag_at){name, 0, 0, NULL, NULL},
                     "--%s %s %s", o->name, o->value, why);
        bad += !d || why;
    }
    return bad;
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
    return import_seen_top(run, top);
}

enum import_status import_seen_top(struct import_run *run, const struct pol_object *top)
{
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
    run->sum->tops++;
    size_t i = 0;
    for (const struct system_def *const *s = schema_systems(); *s && i < IMPORT_SYSTEMS; s++, i++)
        if (*s == top->kind->sys)
            run->sum->tops_of[i]++;
    return IMPORT_OK;
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

size_t import_text_start(const char *buf, size_t len)
{
    return len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
}

/* What the readers of files read, as one phrase into buf (size n): "a wlmcon YAML document, … or
 * …"; a reader that only recognises its files (no `what`) is not named. */
static const char *formats_what(char *buf, size_t n)
{
    size_t at = 0, count = 0, said = 0;
    for (size_t i = 0; i < nformats; i++)
        count += !formats[i]->directory && formats[i]->what;
    buf[0] = '\0';
    for (size_t i = 0; i < nformats && at < n; i++) {
        if (formats[i]->directory || !formats[i]->what)
            continue;
        said++;
        int w = snprintf(buf + at, n - at, "%s%s", said == 1 ? "" : said == count ? " or " : ", ",
                         formats[i]->what);
        at += w < 0 ? 0 : (size_t)w;
    }
    return buf;
}

/* Every reader's name as one phrase into buf (size n): "YAML, WLM XML, … and MQSC". */
static const char *formats_named(char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < nformats && at < n; i++) {
        int w = snprintf(buf + at, n - at, "%s%s", i == 0 ? "" : i + 1 == nformats ? " and " : ", ",
                         formats[i]->name);
        at += w < 0 ? 0 : (size_t)w;
    }
    return buf;
}

/* Reports an input no reader takes: a directory names every reader that looked at it; a file
 * lists what the readers of files read, and a NUL byte, which no text format holds, is located. */
static void report_unknown_format(struct import_run *run, const struct import_input *in)
{
    char what[1024];
    if (in->directory) {
        diag_add(run->diags, SEV_ERROR, "IMP002", (struct diag_at){in->name, 0, 0, NULL, NULL},
                 "a directory no reader takes: %s looked at it", formats_named(what, sizeof what));
        return;
    }
    const char *nul = memchr(in->buf, '\0', in->len);
    if (!nul) {
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

/* The reader of in: the one --format names (forced), else the most certain of those of its kind
 * (file or directory), the first in order among equally certain ones; *claim says how surely.
 * NULL when none takes it (not reported), or when the choice is the user's to make (reported:
 * *usage is set). */
static const struct import_format *choose(struct import_run *run, const struct import_input *in, const char *forced,
                                          enum import_claim *claim, bool *usage)
{
    const struct import_format *best = NULL, *tie = NULL;
    char key[64], keys[512];
    *claim = IMPORT_NOT;
    *usage = false;
    if (forced) {
        best = import_format_by_key(forced);
        if (!best) {
            diag_add(run->diags, SEV_ERROR, "IMP006", (struct diag_at){in->name, 0, 0, NULL, NULL},
                     "--format %s: no reader has that name; the readers are %s", forced,
                     import_format_keys(keys, sizeof keys));
            *usage = true;
            return NULL;
        }
        if (best->directory != in->directory) {
            diag_add(run->diags, SEV_ERROR, "IMP006", (struct diag_at){in->name, 0, 0, NULL, NULL},
                     "--format %s reads %s, and this is %s", import_format_key(best, key, sizeof key),
                     best->directory ? "a directory" : "a file", in->directory ? "a directory" : "a file");
            *usage = true;
            return NULL;
        }
        *claim = IMPORT_CERTAIN;
        return best;
    }
    for (size_t i = 0; i < nformats; i++) {
        if (formats[i]->directory != in->directory)
            continue;
        enum import_claim c = formats[i]->detect(in);
        if (c == IMPORT_CERTAIN && *claim == IMPORT_CERTAIN && !tie)
            tie = formats[i];
        if (c > *claim) {
            *claim = c;
            best = formats[i];
        }
    }
    if (tie) {
        char k2[64];
        diag_add(run->diags, SEV_ERROR, "IMP006", (struct diag_at){in->name, 0, 0, NULL, NULL},
                 "both %s and %s read this %s: give --format %s or --format %s before it", best->name, tie->name,
                 in->directory ? "directory" : "file", import_format_key(best, key, sizeof key),
                 import_format_key(tie, k2, sizeof k2));
        *usage = true;
        return NULL;
    }
    return best;
}

/* True when an option that f declares is given for in: the user meant it for f. */
static bool option_for(const struct import_format *f, const struct import_input *in)
{
    for (const struct import_option *o = in->opts; o && o->name; o++)
        if (o->value && *o->value && import_format_takes(f, o->name))
            return true;
    return false;
}

/* Recognises and applies one input read into in; a reader only possibly of it that refuses it
 * leaves one IMP002 instead of its findings. */
static enum import_status read_one(struct import_run *run, struct import_input *in, const char *forced)
{
    enum import_claim claim;
    bool usage;
    const struct import_format *f = choose(run, in, forced, &claim, &usage);
    if (!f) {
        if (!usage)
            report_unknown_format(run, in);
        return usage ? IMPORT_USAGE : IMPORT_DATAERR;
    }
    in->format = f;
    size_t had = run->diags->n, dropped = run->diags->dropped;
    enum import_status st = f->read(run, in);
    if (st == IMPORT_DATAERR && claim == IMPORT_POSSIBLE && !option_for(f, in)) {
        diag_truncate(run->diags, had, dropped);
        report_unknown_format(run, in);   /* nothing of it is saved: the import fails */
        return st;
    }
    run->sum->files++;
    return st;
}

/* Reads, recognises and applies one input; saves what it touched when nothing failed so far. */
static enum import_status import_one(struct import_run *run, struct import_input *in, struct import_inbuf *b,
                                     const char *forced, enum import_status so_far)
{
    enum import_status st = import_input_load(run, in, b);
    if (st != IMPORT_OK)
        return st;
    run->prog.total = in->len;
    for (size_t i = 0; i < in->nfiles; i++)
        run->prog.total += in->files[i].len;
    run->ntouched = 0;
    st = read_one(run, in, forced);
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
    const struct pol_object *only = run->pol->ntops == 1 ? run->pol->tops[0] : NULL;
    bool keep = in->format && in->format->keeps_top && run->ntouched == 1 && only == run->touched[0] &&
                only->change != POL_DELETED && run->pol->nobs == 0;
    if (!keep) {
        policy_free(run->pol);   /* saved: memory stays flat in the number of files */
        policy_init(run->pol);
    }
    return import_tick(run, run->prog.total);   /* a Ctrl-C during a long save stops before the next file */
}

bool import_dir_taken(const char *path)
{
    struct diag_list diags;
    struct import_summary sum = {0};
    struct policy pol;
    static const struct import_hooks none;
    struct import_run run = {.pol = &pol, .hooks = &none, .diags = &diags, .sum = &sum};
    struct import_input in = {.path = path, .name = path};
    struct import_inbuf b = {0};
    bool taken = false;
    diag_init(&diags, 1);
    policy_init(&pol);
    if (import_input_load(&run, &in, &b) == IMPORT_OK && in.directory)
        for (size_t i = 0; i < nformats && !taken; i++)
            taken = formats[i]->directory && formats[i]->detect(&in) != IMPORT_NOT;
    import_inbuf_free(&b);
    policy_free(&pol);
    diag_free(&diags);
    return taken;
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
    struct import_inbuf b = {0};
    for (size_t i = 0; i < nfiles; i++) {
        struct import_input in = {.path = files[i].path, .opts = files[i].opts,
                                  .name = strcmp(files[i].path, "-") == 0 ? "<stdin>" : files[i].path};
        run.prog.file = i + 1;
        run.prog.path = files[i].path;
        run.prog.bytes = run.prog.total = 0;
        enum import_status st = bad_options(&run, &files[i], in.name) ? IMPORT_DATAERR
                                : import_one(&run, &in, &b, files[i].format, result);
        import_inbuf_clear(&b);
        if (st != IMPORT_OK && (result == IMPORT_OK || st == IMPORT_USAGE))
            result = st;
        /* a bad input does not stop the others from being checked; anything else does */
        if (st != IMPORT_OK && st != IMPORT_DATAERR && st != IMPORT_NOINPUT && st != IMPORT_USAGE)
            break;
    }
    import_inbuf_free(&b);
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
