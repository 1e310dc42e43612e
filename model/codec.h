/* model/codec.h — the text form of an object's verbatim parameters and attribute positions, and of
 * a whole object (the journal's before-images).
 *
 * Parameters: one entry per line, `<class><line>:<col> <KEYWORD>[=<value>]`, class `M` (position of
 * a modelled attribute: KEYWORD is its canonical key, no value), `O` (an unmodelled parameter) or
 * `R` (a read-only value); `=` is absent for a keyword without parentheses. Values escape `\` as
 * `\\` and a newline as `\n`. An `M` line of a value read from another file than the object's
 * (a later script's ALTER) adds a blank and that file, escaped: `M3:26 clwlwght b.mqsc`. A value
 * changed in the console has a `C<batch> <KEY>` line instead (`C12 clwlwght`: the journal batch
 * that saved it, 0 for a save without one). The `M` and `C` lines come first, in the schema's
 * order of the attributes; texts from before format 6 have `M` lines without a file only. A
 * top-level object with a source layout (model/layout.h) has an `L` line after them: `L` and the
 * ids of its layout's chunks, separated by blanks (format 12). A whole object adds `K <kind>`, `N <name>`, `F <file>`, `P <line>:<col>`
 * and `V <key>=<value>` lines before its parameters; its place in the tree comes between `K` and
 * `N`: `I <uid>` (when it has one), `H <uid of its parent>` (not for a top-level object) and
 * `S <position>` (KF_ORDERED kinds). Images written before objects formed a tree have none of
 * these three lines.
 *
 * Records: a record's parameters use the same lines (class `O`); a whole record adds `W <verb>`,
 * `T <objtype>`, `N <name>`, `Y <key>` (each only when not NULL), `F <file>` and `P <line>:<col>`
 * before them, and a sequence of whole records is the journal's before-image of a queue manager's
 * records. */
#ifndef WLMCON_MODEL_CODEC_H
#define WLMCON_MODEL_CODEC_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "model/policy.h"

/* A growable text buffer; the caller frees buf with free(). */
struct textbuf {
    char *buf;
    size_t len, cap;
    int oom;    /* set when memory ran out; the text is then incomplete */
};

/* Makes room in tb for n more bytes and a NUL after them: 0, or -1 when memory runs out or ran out
 * before (oom set). tb_putn's growing, apart so that tb_putn is small enough to inline. */
int tb_reserve(struct textbuf *tb, size_t n);

/* Appends n bytes of s (nothing once oom is set); the text stays NUL-terminated. Inline: the writers
 * append a few bytes at a time, a million times in an export of 5,000 objects, and the calls were
 * an eighth of the MQSC export's instructions. */
static inline void tb_putn(struct textbuf *tb, const char *s, size_t n)
{
    if ((tb->oom || tb->len + n >= tb->cap) && tb_reserve(tb, n))
        return;
    memcpy(tb->buf + tb->len, s, n);
    tb->len += n;
    tb->buf[tb->len] = '\0';
}

/* Appends the NUL-terminated s. */
static inline void tb_puts(struct textbuf *tb, const char *s)
{
    tb_putn(tb, s, strlen(s));
}

/* Appends printf-formatted text. */
void tb_printf(struct textbuf *tb, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Releases the buffer and resets it to empty. */
void tb_free(struct textbuf *tb);

/* Appends the parameters and modelled-attribute positions of obj (the `params` column of the store).
 * Nothing is appended for an object without either. */
void codec_put_params(struct textbuf *tb, const struct pol_object *obj);

/* Appends the whole object obj: kind, name, source, values and parameters (a journal image). */
void codec_put_object(struct textbuf *tb, const struct pol_object *obj);

/* Appends the parameter text of obj whose verbatim parameters and positions were not loaded
 * (params_unloaded) from the text stored for it: the stored lines, with the `M` and `C` lines of
 * the attributes obj has a console change for (pol_value_change) replaced by the `C` lines of
 * those changes. */
void codec_merge_params(struct textbuf *tb, const struct pol_object *obj, const char *stored);

/* Reads parameter text produced by codec_put_params into obj (params appended, the modelled
 * attributes' positions, files and console changes set; files and changes owned by p). Returns 0,
 * or -1 on malformed text or when memory runs out. */
int codec_get_params(struct policy *p, struct pol_object *obj, const char *text);

/* The value of the parameter with this keyword (exact; keywords hold no escapes) and class (enum
 * param_class) in parameter text produced by codec_put_params, unescaped into buf (size n, cut to
 * fit, always NUL-terminated): buf; NULL when the text has no such parameter or it has no value.
 * Reads the text alone, no object: a list reading one attribute of each row. */
const char *codec_param_value(const char *text, const char *keyword, unsigned cls, char *buf, size_t n);

/* The line (0-based) of the last parameter with this keyword (exact) and class in parameter text
 * produced by codec_put_params, with a value or without; -1 when there is none. */
long codec_param_line(const char *text, const char *keyword, unsigned cls);

/* Reads only where the modelled attributes were set from parameter text produced by
 * codec_put_params (its leading `M` and `C` lines, and a top's `L` line after them) into obj
 * (vpos, vfile, vchange, layout_ids; owned by p);
 * the verbatim parameters are not read. Returns 0, or -1 on malformed text or when memory runs
 * out. */
int codec_get_positions(struct policy *p, struct pol_object *obj, const char *text);

/* Reads a whole-object image produced by codec_put_object, creating the object under parent (NULL
 * for a top-level one; codec_image_parent says which the image names) in system sys, with the uid
 * of its `I` line and, for an image with an `S` line, at exactly that position among its siblings
 * (pol_new_placed: nobody renumbered), else after the last. Returns the object, or NULL on
 * malformed text, an unknown kind, a parent that cannot hold the kind, or when memory runs out. */
struct pol_object *codec_get_object(struct policy *p, const struct system_def *sys,
                                    struct pol_object *parent, const char *text);

/* What a whole-object image says of the object's place in the tree: its uid (`I`), its parent's
 * uid (`H`) and its position (`S`); each 0 when the image has no such line. Returns 0, or -1 when a
 * line of these is malformed. */
struct codec_place {
    int64_t uid, parent_uid;
    uint32_t position;
};
int codec_image_place(const char *text, struct codec_place *out);

/* Appends the parameters of record r (the `params` column of the store's record table). Nothing is
 * appended for a record without parameters. */
void codec_put_record_params(struct textbuf *tb, const struct pol_record *r);

/* Reads parameter text produced by codec_put_record_params into r, appending each parameter in
 * order (never merged). Returns 0, or -1 on malformed text or when memory runs out. */
int codec_get_record_params(struct policy *p, struct pol_record *r, const char *text);

/* Appends the whole record r (header lines and parameters). */
void codec_put_record(struct textbuf *tb, const struct pol_record *r);

/* Reads a sequence of whole records produced by codec_put_record, appending each under top with
 * pol_add_record (so a later record with the same key replaces an earlier one). Returns the number
 * of records read, or -1 on malformed text or when memory runs out (records read so far stay). */
int codec_get_records(struct policy *p, struct pol_object *top, const char *text);

#endif
