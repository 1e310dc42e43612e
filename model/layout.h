/* model/layout.h — the source layout of a top-level object read from line-oriented files: every
 * line of each file as read (raw bytes, line end, byte order mark), and for every modelled setting
 * the line or lines it was read from, the text before its value (the key as spelled) and after it
 * (a trailing comment). A reader fills it; a writer walks it and gets back the file byte for byte,
 * with only the lines of changed, deleted or new settings different.
 *
 * The layout never changes after the read that made it: a value typed in the console, deleted or
 * added changes the policy, and the writer compares. A setting's line is rewritten only when the
 * object's value differs from the typed value it had when read (`read`), so `0100` stays `0100`
 * while rules and panels see 100. A re-import builds the layout anew.
 *
 * Everything hangs in the policy's arena (top->layout); nothing is freed one by one. Lines may hold
 * any byte but a line feed (NUL included: lengths, not terminators). */
#ifndef WLMCON_MODEL_LAYOUT_H
#define WLMCON_MODEL_LAYOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/codec.h"
#include "model/policy.h"

/* How a line ends. */
enum layout_end {
    LAYOUT_LF = 0,     /* "\n" */
    LAYOUT_CRLF = 1,   /* "\r\n" */
    LAYOUT_NONE = 2    /* nothing: the last line of a file without a final line end */
};

/* One line as read: its bytes without the line end (the UTF-8 byte order mark of the first line is
 * not part of them: struct layout_file.bom), owned by the policy. */
struct layout_line {
    const char *text;
    uint32_t len;
    uint8_t end;       /* enum layout_end */
    uint8_t role;      /* the reader's own class of the line (0: none), for the writer's placing
                          of new settings (struct layout_syntax.new_after): a `set` statement, a
                          command, a section header… */
    uint32_t setting;  /* 1-based index in file->settings of the setting whose statement starts on
                          this line; 0: none (or a continuation line of one) */
};

/* A modelled setting: the statement of lines [line, line + nlines) sets attribute attr of obj.
 * Its value's written text lies between the first `prefix` bytes of the first line (the key as
 * spelled, `=`, blanks) and the bytes of the last line from `suffix` on (blanks, a comment);
 * a writer rewriting it keeps both and puts the format's text of the new value between. */
struct layout_setting {
    uint32_t line, nlines;        /* 0-based first line; lines of the statement, at least 1 */
    uint32_t prefix, suffix;      /* byte offsets in the first and in the last line */
    struct pol_object *obj;       /* the object it sets: the top or one under it */
    int attr;                     /* index of the attribute in obj->kind */
    const char *read;             /* the typed value when read (canonical, as pol_set got it);
                                     NULL: the line set it unspecified */
    bool duplicate;               /* a later statement of a key set before in this top's layout:
                                     not effective, written back as read while the first one is
                                     there (deleting the first makes it effective on the next
                                     read) */
};

/* One file as read. name is how its writer finds it: the file's name for a format of one file per
 * top ("notes.ini"), its path inside the directory for a directory unit ("conf/betranrc"); path is
 * the file as findings name it (the input's name, as pol_intern gave it). */
struct layout_file {
    const char *name, *path;
    const char *format;        /* the --format name of the reader that read it ("tsysini") */
    const char *encoding;      /* the iconv name of its bytes ("UTF-8", "CP1252", "SHIFT_JIS") */
    bool bom;                  /* it began with a UTF-8 byte order mark (EF BB BF) */
    struct layout_line *lines;
    uint32_t nlines, caplines;
    struct layout_setting *settings;
    uint32_t nsettings, capsettings;
};

/* The layout of a top-level object: its files in the order read. */
struct layout {
    struct layout_file **files;
    uint32_t nfiles, capfiles;
};

/* ---- reading ------------------------------------------------------------------------------- */

/* Splits the len bytes at buf into the lines of a new file of top's layout (made on first use:
 * top->layout), replacing a file of the same name read before (a file read again is laid out
 * anew). A line ends at LF, its CR before it being part of the end (CRLF); a last line without LF
 * ends LAYOUT_NONE (a file that ends with a line end has no empty last line). A leading UTF-8 byte
 * order mark sets bom and is not part of the first line. name, path, format and encoding are
 * copied (path interned). Returns the file, or NULL when memory runs out or top is not a top. */
struct layout_file *layout_file_read(struct policy *p, struct pol_object *top, const char *name,
                                     const char *path, const char *format, const char *encoding,
                                     const char *buf, size_t len);

/* A new empty file of top's layout, as layout_file_read makes it, for a reader that gives its
 * lines one by one (the YAML document's `source`): layout_file_line appends one (text copied).
 * NULL or -1 when memory runs out. */
struct layout_file *layout_file_new(struct policy *p, struct pol_object *top, const char *name,
                                    const char *path, const char *format, const char *encoding);
int layout_file_line(struct policy *p, struct layout_file *f, const char *text, size_t len, enum layout_end end);

/* Where a setting's statement is in its file (layout_bind). */
struct layout_span {
    uint32_t line, nlines;     /* 0-based first line, lines of the statement (0 taken as 1) */
    uint32_t prefix, suffix;   /* the value's text starts at byte prefix of the first line and
                                  ends at byte suffix of the last line */
};

enum layout_bound {
    LAYOUT_BOUND = 0,      /* the first statement of attr of obj in the top's layout: effective */
    LAYOUT_DUPLICATE = 1,  /* attr of obj was set by an earlier statement (*first says which):
                              this one is kept as read and is not effective */
    LAYOUT_NOMEM = -1
};

/* Records that the statement at span of file f sets attribute attr of obj (the top of f's layout
 * or an object under it) to typed (the canonical value the reader gives pol_set; NULL:
 * unspecified; copied). The reader sets the value itself (pol_set/pol_set_from), and only when
 * this returns LAYOUT_BOUND: a duplicate leaves the first value effective, *first (may be NULL)
 * pointing at the first setting for the reader's warning. Keys are compared by (obj, attr): the
 * reader folds a key's case when its format does. */
enum layout_bound layout_bind(struct policy *p, struct layout_file *f, struct layout_span span,
                              struct pol_object *obj, int attr, const char *typed,
                              const struct layout_setting **first);

/* Records a setting as a stored form gives it (the store's text form, the YAML document's
 * "source"): attribute attr of obj at span of f, typed value read when read (NULL: unspecified;
 * copied), a duplicate or not, nothing checked against the other settings and no value set.
 * Returns 0, or -1 when memory runs out or the span lies outside f's lines. */
int layout_setting_add(struct policy *p, struct layout_file *f, struct layout_span span, struct pol_object *obj,
                       int attr, const char *read, bool duplicate);

/* ---- writing ------------------------------------------------------------------------------- */

/* What a writer tells the walk about its format. */
struct layout_syntax {
    /* Appends to tb the text of value (never NULL) as the format writes it in a statement of attr
       of obj (quotes, escapes, the canonical spelling): what goes between prefix and suffix of a
       changed setting. */
    void (*value)(struct textbuf *tb, const struct pol_object *obj, int attr, const char *value);
    /* Appends to tb the whole statement (no line end) of a setting the file does not have, in the
       format's canonical form (`Key=value`, `set name = value`). */
    void (*statement)(struct textbuf *tb, const struct pol_object *obj, int attr, const char *value);
    /* New settings go after the last line of this role (struct layout_line.role) and its
       continuation lines: OpenTP1's `set` before its commands; 0, or no line of the role: at the
       end of the file (NOTES.INI). */
    uint8_t new_after;
};

/* A setting a writer's file holds when the object states it: obj's attribute attr, in the order
 * the writer would write it in a file of its own. */
struct layout_want {
    const struct pol_object *obj;
    int attr;
};

/* Appends file f as it is written now to out: every line as read, its line end and the byte
 * order mark kept, except
 * - a setting whose object's value (pol_get) differs from its `read`: its statement becomes one
 *   line, prefix + syn->value + suffix, with the line end of its last line;
 * - a setting whose value is now unspecified, or whose object was deleted: its lines are left out;
 * - a duplicate is always written as read (its first statement left out, it is the effective
 *   one when the file is read again);
 * and adds the statements of want[0..nwant) that f does not bind and whose values are specified,
 * in the order given, at syn->new_after's place, each ended as the file's lines are (the line end
 * of the last line that has one, else LF; a last line without one is given one first).
 * f NULL: a file written from nothing, every want a new statement ended by LF. Returns 0, or -1
 * when memory runs out (out->oom). */
int layout_write(const struct layout_file *f, const struct layout_syntax *syn,
                 const struct layout_want *want, size_t nwant, struct textbuf *out);

/* ---- looking up ---------------------------------------------------------------------------- */

/* The file of top's layout named name, or NULL (no layout, or no such file). */
const struct layout_file *layout_file_find(const struct pol_object *top, const char *name);

/* The effective (not duplicate) setting of attribute attr of obj in its top's layout, or NULL;
 * *file (may be NULL) gets its file. Findings on a value changed in the console still point at
 * its line (file->path, setting->line + 1). */
const struct layout_setting *layout_setting_of(const struct pol_object *obj, int attr,
                                               const struct layout_file **file);

/* The encoding of the file that sets attribute attr of obj, else of the first file of its top's
 * layout, else NULL (UTF-8: no layout). */
const char *layout_encoding_of(const struct pol_object *obj, int attr);

/* ---- storing ------------------------------------------------------------------------------ */

/* The text form of top's layout (top->layout), for the store and the journal's images, cut into chunks: records of one
 * line each (a file, a line with its raw bytes, a setting with its object named by kind id and
 * name within the top, "" for the top itself), cut after records chosen by their content, so that
 * a file read again with one line changed has one chunk changed (chunks of about 16 lines, at most
 * 64). Each chunk is named by the FNV-1a 64 hash of its bytes and their length (`id`, 24 hex
 * digits). Calls put for each chunk in order; put returns 0 or -1 (stops, returned). */
int layout_chunks(const struct pol_object *top, int (*put)(void *ctx, const char *id, const char *buf, size_t len),
                  void *ctx);

/* The ids of the chunks of top's layout in order, separated by blanks, appended to tb (the `L`
 * line of a top's stored parameters: model/codec.h). */
void layout_put_ids(struct textbuf *tb, const struct pol_object *top);

/* Rebuilds top->layout from its text form buf[0..len) (the chunks concatenated in order), binding
 * each setting to the object of top's tree it names (settings of objects no longer there are
 * dropped, their lines kept unbound; a setting of an unnamed kind's object is never bound). Returns 0, or -1 on malformed text or when memory runs out. */
int layout_decode(struct policy *p, struct pol_object *top, const char *buf, size_t len);

/* ---- encodings (iconv) --------------------------------------------------------------------- */

/* Whether iconv knows name as an encoding to and from UTF-8. */
bool layout_encoding_known(const char *name);

/* Whether s[0..n) is valid UTF-8 (no overlong forms, surrogates or code points past U+10FFFF). */
bool layout_utf8_valid(const char *s, size_t n);

/* The encoding of a file's bytes: given (an --encoding value) when not NULL, else "UTF-8" when
 * buf[0..len) is valid UTF-8, else dflt (the format's: "CP1252", "SHIFT_JIS"). Static strings or
 * given. */
const char *layout_encoding_choose(const char *buf, size_t len, const char *given, const char *dflt);

/* Converts the NUL-terminated s from encoding enc (NULL or UTF-8: copied as is) to UTF-8, appending
 * to out; a byte sequence enc does not hold is appended as U+FFFD. Returns 0, or -1 when memory
 * runs out or enc is unknown. For showing a value in the console. */
int layout_to_utf8(const char *enc, const char *s, struct textbuf *out);

/* Converts the NUL-terminated UTF-8 s typed in the console to encoding enc (NULL or UTF-8: copied
 * as is), appending to out. Returns 0; 1 when a character cannot be held in enc (*bad gets its
 * byte offset in s, the field's message names it); -1 when memory runs out or enc is unknown. */
int layout_from_utf8(const char *enc, const char *s, struct textbuf *out, size_t *bad);

#endif
