/* import/tp1def/tp1_lex.h — the statements of an OpenTP1 definition file, read from the lines of
 * its source layout (model/layout.h): `set name=value`, commands with their -x flags, `putenv` and
 * `dcputenv`; `#` comments (a whole line, or after a statement), `\` as the last byte of a line
 * continuing the statement on the next (the comma of a split list before it), double-quoted
 * strings and comma lists (System Definition DEFI0015). A file in Shift_JIS is scanned character
 * by character, so that the second byte of a double-byte character (0x5C in ソ, 表) is never taken
 * for a backslash. */
#ifndef WLMCON_IMPORT_TP1DEF_TP1_LEX_H
#define WLMCON_IMPORT_TP1DEF_TP1_LEX_H

#include <stdbool.h>
#include <stdint.h>

#include "model/model.h"

/* The kind of a statement; also the role its lines get in the layout (struct layout_line.role),
 * in the order DEFI0014 documents them within one file. */
enum tp1_stmt_kind {
    TP1_ST_SET = 1,       /* set name=value */
    TP1_ST_COMMAND = 2,   /* name -x arg … */
    TP1_ST_PUTENV = 3,    /* putenv NAME VALUE */
    TP1_ST_DCPUTENV = 4   /* dcputenv NAME VALUE */
};

/* A word of a statement: where it starts in its file (0-based line, byte offset in that line) and
 * its text (quotes removed for a word that is one quoted string). */
struct tp1_word {
    uint32_t line, off;
    char *text;
};

/* One statement. Strings are malloc'd; tp1_stmt_clear frees them. */
struct tp1_stmt {
    enum tp1_stmt_kind kind;
    uint32_t line, nlines;     /* 0-based first line, lines it spans (continuations) */
    bool upper_verb;           /* `SET`, not `set` (TP1103) */
    /* set: the operand as spelled, the value as written (continuation lines joined, the `\` and
       the next line's leading blanks left out), its start in the first line (the byte after `=`
       and blanks; the `\` when the value begins on the next line) and its end in the last line
       (before trailing blanks and a comment). putenv, dcputenv and commands: their words. */
    struct tp1_word name;
    char *value;
    uint32_t vstart, vend;
    struct tp1_word *words;    /* the command's name, then its flags and arguments */
    uint32_t nwords;
};

/* A lexer over the lines of one file. */
struct tp1_lexer {
    const struct layout_file *f;
    uint32_t next;             /* the next line to read */
    bool sjis;                 /* the file's encoding is Shift_JIS (or CP932) */
    /* the last error: 1-based line and column, a message */
    uint32_t err_line, err_col;
    char err[160];
};

/* Starts reading file f (its lines and encoding). */
void tp1_lex_init(struct tp1_lexer *lx, const struct layout_file *f);

/* Reads the next statement into *st (cleared first; blank and comment lines are skipped).
 * Returns 1 with *st set; 0 at the end of the file; -1 on a statement that cannot be read (an
 * unclosed quote, a continuation on the last line, `set` without `=`: lx->err_line, err_col and
 * err say where and why; reading goes on at the line after it); -2 when memory runs out. */
int tp1_lex_next(struct tp1_lexer *lx, struct tp1_stmt *st);

/* Frees what st holds and zeroes it. */
void tp1_stmt_clear(struct tp1_stmt *st);

/* The canonical text of a value as written: the items of its comma list, each without its
 * quotes, joined by commas (`"node2:10000","node3"` → node2:10000,node3), malloc'd into *out.
 * Returns 0; 1 when an item is a quoted string holding a comma or a quote cannot be kept apart
 * (*out NULL); -1 when memory runs out. */
int tp1_value_canonical(const char *written, char **out);

#endif
