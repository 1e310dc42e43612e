/* import/mqsc/mqsc_lex.h — MQSC physical lines into logical commands (research/mq.md §3 "Continuation",
 * "Comments and lines"; IBM "MQSC input file syntax").
 *
 * A line whose last non-blank character is `+` continues the command from the first non-blank
 * character of the next line, one ending in `-` from column 1 of the next line (also inside quoted
 * strings); the `+` or `-` is dropped. A last non-blank `;` ends the command. Lines with `*` in
 * column 1 are comments, also between continued lines; inside a command, dmpmqcfg's read-only
 * attributes `*  ALTDATE(2026-05-14) +` (also without value: `*  SYNCPT +`) are captured for that
 * command. Blank lines are ignored. CRLF line ends, a UTF-8 byte-order mark and a missing final
 * newline are accepted. For every byte of a logical command the lexer keeps its physical line and
 * byte column, so diagnostics can point at the original text.
 *
 * The lexer reads from a caller-owned buffer (the whole file) and reuses the command's buffers from
 * one command to the next: no allocation per character or per line. */
#ifndef WLMCON_IMPORT_MQSC_LEX_H
#define WLMCON_IMPORT_MQSC_LEX_H

#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

/* A run of a logical command's text that sits on one physical line: the byte at logical offset
 * `off` is at line:col, and the following bytes of the run at the following columns. */
struct mqsc_seg {
    uint32_t off, line, col;
};

/* A read-only attribute line of dmpmqcfg inside a command: the text `KEYWORD` or `KEYWORD(value)`
 * (s points into the file buffer, n bytes, at line:col), found where the logical text was `at`
 * bytes long (so it can be ordered among the command's other parameters). */
struct mqsc_ro {
    uint32_t at, line, col, n;
    const char *s;
};

/* One logical command; the buffers belong to the struct and are reused by mqsc_lex_next(). */
struct mqsc_cmd {
    char *text;                 /* NUL-terminated, continuations joined */
    size_t len, cap;
    struct mqsc_seg *segs;      /* in increasing off; segs[0].off == 0 */
    size_t nsegs, capsegs;
    struct mqsc_ro *ro;         /* read-only attribute lines, in file order */
    size_t nro, capro;
    uint32_t line, col;         /* where the command starts */
};

/* Up to MQSC_LINES_KEPT line numbers of a kind of line, and how many there were in all. */
#define MQSC_LINES_KEPT 8
struct mqsc_lines {
    uint32_t v[MQSC_LINES_KEPT];
    size_t n;
};

/* Notes a line in l. */
void mqsc_lines_add(struct mqsc_lines *l, uint32_t line);

/* Formats "3, 7, 9" (with " and N more" past MQSC_LINES_KEPT) into buf of size n; returns buf. */
char *mqsc_lines_format(const struct mqsc_lines *l, char *buf, size_t n);

enum mqsc_item {
    MQSC_END = 0,    /* the end of the file */
    MQSC_COMMAND,    /* a logical command is in *cmd */
    MQSC_COMMENT,    /* a comment line outside commands: lx->comment */
    MQSC_NOMEM = -1
};

struct mqsc_lexer {
    const char *p, *end;        /* the next physical line, and the end of the buffer */
    uint32_t line;              /* number of the line at p */
    const char *file;           /* for diagnostics */
    struct diag_list *diags;
    unsigned errors;            /* errors added to diags */
    /* the comment of an MQSC_COMMENT item: the text after the `*`, without trailing blanks */
    const char *comment;
    size_t comment_len;
    uint32_t comment_line;
    /* what the file showed, for the caller's file-level diagnostics */
    struct mqsc_lines hash_lines;   /* lines outside commands starting with `#` (skipped) */
    uint32_t long_line;             /* the first line over 72 columns, 0 when none (comment lines
                                       are not counted) */
    size_t nlong;                   /* how many lines, comment lines aside, are over 72 columns */
};

/* Starts reading buf[0..len) (the whole file; a leading UTF-8 byte-order mark is skipped and not
 * counted in columns). Errors (MQ101 continuation at end of file, MQ105 a line over 2048 bytes) go to
 * diags under the name file. Nothing is allocated. */
void mqsc_lex_init(struct mqsc_lexer *lx, const char *buf, size_t len, const char *file,
                   struct diag_list *diags);

/* Reads the next item: a command into *cmd (its buffers grown as needed), a comment, or the end.
 * A command still continued at the end of the file is reported (MQ101) and dropped. Returns
 * enum mqsc_item; MQSC_NOMEM when memory runs out. */
enum mqsc_item mqsc_lex_next(struct mqsc_lexer *lx, struct mqsc_cmd *cmd);

/* The position of the byte at logical offset off of cmd (off may equal cmd->len: just past the
 * last byte). */
struct pol_pos mqsc_cmd_pos(const struct mqsc_cmd *cmd, size_t off);

/* Frees the command's buffers; the struct is empty and reusable. */
void mqsc_cmd_free(struct mqsc_cmd *cmd);

#endif
