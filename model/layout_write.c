/* model/layout_write.c — walking a file's layout to write it as it is now; see layout.h. */
#include "model/layout.h"

#include <string.h>

static const char *const ends[] = {"\n", "\r\n", ""};

/* Whether two values (NULL: unspecified) are the same. */
static bool same(const char *a, const char *b)
{
    return a == b || (a && b && strcmp(a, b) == 0);
}

/* The line end new lines of f take: that of its last line that has one, else LF. */
static enum layout_end file_end(const struct layout_file *f)
{
    for (uint32_t i = f ? f->nlines : 0; i > 0; i--)
        if (f->lines[i - 1].end != LAYOUT_NONE)
            return (enum layout_end)f->lines[i - 1].end;
    return LAYOUT_LF;
}

/* The index of the line after which new settings go (nlines: at the end). */
static uint32_t new_place(const struct layout_file *f, uint8_t role)
{
    uint32_t at = f->nlines;
    for (uint32_t i = 0; role && i < f->nlines; i++)
        if (f->lines[i].role == role) {
            uint32_t s = f->lines[i].setting;
            at = i + (s ? f->settings[s - 1].nlines : 1);
        }
    return at;
}

/* Whether want[i] is a setting to add to f: stated, of a live object, not bound in f. */
static bool is_new(const struct layout_file *f, const struct layout_want *w)
{
    if (!pol_get(w->obj, w->attr) || w->obj->change == POL_DELETED)
        return false;
    for (uint32_t k = 0; f && k < f->nsettings; k++)
        if (f->settings[k].obj == w->obj && f->settings[k].attr == w->attr)
            return false;
    return true;
}

/* Appends the statements of the wanted settings f does not bind, each ended by end. */
static void put_new(const struct layout_file *f, const struct layout_syntax *syn, const struct layout_want *want,
                    size_t nwant, enum layout_end end, struct textbuf *out)
{
    for (size_t i = 0; i < nwant; i++) {
        if (!is_new(f, &want[i]))
            continue;
        syn->statement(out, want[i].obj, want[i].attr, pol_get(want[i].obj, want[i].attr));
        tb_puts(out, ends[end]);
    }
}

int layout_write(const struct layout_file *f, const struct layout_syntax *syn,
                 const struct layout_want *want, size_t nwant, struct textbuf *out)
{
    enum layout_end end = file_end(f);
    if (!f) {
        put_new(NULL, syn, want, nwant, end, out);
        return out->oom ? -1 : 0;
    }
    if (f->bom)
        tb_putn(out, "\xEF\xBB\xBF", 3);
    uint32_t place = new_place(f, syn->new_after);
    bool adds = false;
    for (size_t i = 0; i < nwant && !adds; i++)
        adds = is_new(f, &want[i]);
    /* the last line, without a line end, gets the file's when new statements follow it */
    enum layout_end last_end = adds && place == f->nlines ? end : LAYOUT_NONE;
    for (uint32_t i = 0; i < f->nlines;) {
        const struct layout_line *ln = &f->lines[i];
        uint32_t step = 1;
        if (ln->setting) {
            const struct layout_setting *s = &f->settings[ln->setting - 1];
            step = s->nlines;
            const char *now = s->obj->change == POL_DELETED ? NULL : pol_get(s->obj, s->attr);
            const struct layout_line *last = &f->lines[i + step - 1];
            if (s->duplicate || same(now, s->read)) {
                for (uint32_t k = i; k < i + step; k++) {
                    tb_putn(out, f->lines[k].text, f->lines[k].len);
                    tb_puts(out, ends[f->lines[k].end == LAYOUT_NONE ? last_end : f->lines[k].end]);
                }
            } else if (now) {
                tb_putn(out, ln->text, s->prefix <= ln->len ? s->prefix : ln->len);
                syn->value(out, s->obj, s->attr, now);
                if (s->suffix < last->len)
                    tb_putn(out, last->text + s->suffix, last->len - s->suffix);
                tb_puts(out, ends[last->end == LAYOUT_NONE ? last_end : last->end]);
            }
        } else {
            tb_putn(out, ln->text, ln->len);
            tb_puts(out, ends[ln->end == LAYOUT_NONE ? last_end : ln->end]);
        }
        i += step;
        if (i == place && place < f->nlines)
            put_new(f, syn, want, nwant, end, out);
    }
    if (place >= f->nlines)
        put_new(f, syn, want, nwant, end, out);
    return out->oom ? -1 : 0;
}
