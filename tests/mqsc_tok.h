/* tests/mqsc_tok.h — a small MQSC tokenizer of the tests' own, independent of the reader under test:
 * lines assembled into commands by IBM's rules (research/mq.md §3: `*` in column 1 a comment, blank
 * lines ignored even between continued lines, a last non-blank `-` continues from column 1 of the
 * next line, `+` from its first non-blank, the `+`/`-` itself dropped, `;` ends a command), then
 * each command cut into verb, object type, name and parameters. Canonical forms let two files be
 * compared by meaning: synonyms expanded, unquoted text folded to upper case, quoted strings
 * unquoted, lists as their items. */
#ifndef WLMCON_TESTS_MQSC_TOK_H
#define WLMCON_TESTS_MQSC_TOK_H

#include <stddef.h>

struct tok_param {
    char *keyword;   /* upper case */
    char *value;     /* the text between the parentheses, trimmed; NULL without parentheses */
};

struct tok_cmd {
    char *verb;      /* upper case, long form (DEF → DEFINE) */
    char *objtype;   /* upper case, long form (QL → QLOCAL), or NULL */
    char *name;      /* the text between the parentheses after the object type, or NULL */
    struct tok_param *params;
    size_t nparams;
    unsigned line;   /* of the command's first line */
};

struct tok_list {
    struct tok_cmd *v;
    size_t n;
};

/* Splits text into commands. Returns 0, or -1 with a message in err (size n): a continuation at the
 * end of the text, an unterminated string or parenthesis. */
int tok_parse(const char *text, struct tok_list *out, char *err, size_t n);

void tok_free(struct tok_list *l);

/* The canonical form of a value or name (malloc'd): its items (quoted strings without their quotes
 * and with '' as ', unquoted runs folded to upper case), each followed by '\x1f'. NULL in gives
 * "(none)". */
char *tok_canon(const char *raw);

/* The content of raw when it is exactly one quoted string ('it''s' → it's), else NULL (malloc'd). */
char *tok_unquote(const char *raw);

/* The canonical text of a command (malloc'd): verb, type, name, then its parameters sorted by
 * keyword, leaving out the keywords of skip (NULL-terminated, may be NULL). */
char *tok_canon_cmd(const struct tok_cmd *c, const char *const *skip);

#endif
