/* import/notesini/notesini_lines.h — one line of a NOTES.INI as the reader sees it. The file's
 * syntax is not documented by HCL (research/domino_opentp1.md A3); these are the console's own
 * conventions, kept by the reader and its tests: a line is `Name=Value`, the name compared without
 * regard to case, the value the rest of the line; a line whose first non-blank byte is `[` is a
 * section header ([Notes]); one whose first non-blank byte is `;` or `#` a comment; a blank line
 * nothing; any other line without `=` is kept as it is (DOM104). */
#ifndef WLMCON_IMPORT_NOTESINI_NOTESINI_LINES_H
#define WLMCON_IMPORT_NOTESINI_NOTESINI_LINES_H

#include <stdbool.h>
#include <stddef.h>

enum notesini_line_kind {
    NI_BLANK,     /* blanks only */
    NI_SECTION,   /* [Notes] */
    NI_COMMENT,   /* ; or # first */
    NI_SETTING,   /* Name=Value */
    NI_OTHER      /* no `=`: kept, reported */
};

/* A line's parts, as byte offsets into it: the name [k0, k1) without the blanks around it, the
 * value [v0, len) after the first `=`. */
struct notesini_line {
    enum notesini_line_kind kind;
    size_t k0, k1, v0;
};

/* Classifies the len bytes at s (one line without its line end). */
struct notesini_line notesini_line(const char *s, size_t len);

/* Whether the len bytes at s are the name `name` (ASCII, compared without regard to case). */
bool notesini_key_is(const char *s, size_t len, const char *name);

#endif
