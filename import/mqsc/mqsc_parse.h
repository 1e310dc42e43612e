/* import/mqsc/mqsc_parse.h — one logical MQSC command into verb, object type, name and parameters
 * (research/mq.md §3 "Command shape", "Synonyms and abbreviations", "Case", "Quoting").
 *
 * Keywords are case-insensitive and come out in upper case; verbs and object types in their long
 * form (DEF → DEFINE, QL → QLOCAL, QM → QMODEL, CHL → CHANNEL). Blanks and commas separate; a blank
 * before a parenthesis binds it to the keyword before (`CHLAUTH (DISABLED)`). A parameter keeps the
 * text between its parentheses exactly as read once continuations were joined (quotes included),
 * for verbatim storage; mqsc_decode() turns it into a value. */
#ifndef WLMCON_IMPORT_MQSC_PARSE_H
#define WLMCON_IMPORT_MQSC_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "import/mqsc/mqsc_lex.h"
#include "model/model.h"

enum mqsc_verb {
    MQSC_V_NONE = 0, /* a comment-only command (in-line `*` at its start) */
    MQSC_V_ALTER, MQSC_V_CLEAR, MQSC_V_DEFINE, MQSC_V_DELETE, MQSC_V_DISPLAY, MQSC_V_END,
    MQSC_V_PING, MQSC_V_PURGE, MQSC_V_REFRESH, MQSC_V_RESET, MQSC_V_RESOLVE, MQSC_V_RESUME,
    MQSC_V_SET, MQSC_V_START, MQSC_V_STOP, MQSC_V_SUSPEND
};

struct mqsc_param {
    const char *kw;          /* upper case */
    const char *raw;         /* the text between the parentheses as read; NULL: no parentheses */
    struct pol_pos kw_pos;   /* of the keyword */
    struct pol_pos val_pos;  /* of the value's first non-blank character (the keyword's when none) */
    uint32_t kw_hash;        /* mqsc_kw_hash(kw) */
    bool readonly;           /* a dmpmqcfg `*  KEYWORD(value) +` line */
};

/* A parsed command. The strings live in buf, which is reused from one command to the next. */
struct mqsc_stmt {
    enum mqsc_verb verb;
    const char *verb_name;   /* long form, upper case ("DEFINE") */
    const char *objtype;     /* long form, upper case ("QLOCAL", "SECURITY"); NULL when none */
    const char *name;        /* the object name decoded (quotes removed, unquoted folded); or NULL */
    const char *name_raw;    /* the name as written, quotes included, blanks around removed */
    struct pol_pos pos;      /* of the verb */
    struct pol_pos name_pos; /* of the name's first character (its quote when quoted) */
    struct mqsc_param *params;  /* in source order, read-only lines where they stood */
    size_t nparams, capparams;
    char *buf;
    size_t buflen, bufcap;
};

/* Where a parser reports: file name and list. */
struct mqsc_where {
    const char *file;
    struct diag_list *diags;
};

/* Parses cmd into st. Syntax errors (MQ101: unknown command, unterminated quoted string, missing
 * parenthesis, unexpected character, a keyword given twice, a `*` outside column 1, which starts no
 * comment) go to w. Returns 0, 1 when the command had a syntax error (st is then unusable), or -1 when
 * memory runs out. */
int mqsc_parse(const struct mqsc_cmd *cmd, struct mqsc_stmt *st, const struct mqsc_where *w);

/* FNV-1a (32 bits) of the NUL-terminated s, the hash of a parameter's keyword (kw_hash). */
uint32_t mqsc_kw_hash(const char *s);

/* True when w[0..n) is an MQSC command's verb or its synonym (DEFINE, DEF, ALTER…), in any case. */
bool mqsc_is_verb(const char *w, size_t n);

/* The first parameter of st with keyword kw (upper case) that is not read-only, or NULL. */
const struct mqsc_param *mqsc_stmt_param(const struct mqsc_stmt *st, const char *kw);

/* Frees the statement's buffers; the struct is empty and reusable. */
void mqsc_stmt_free(struct mqsc_stmt *st);

enum mqsc_decode_how {
    MQSC_ONE,   /* one value: a quoted string, or unquoted text (trimmed, folded to upper case) */
    MQSC_LIST   /* values separated by blanks or commas, each quoted or not, joined by ',' */
};

/* Decodes raw parameter text into out, which must hold strlen(raw) + 1 bytes: quotes removed and a
 * doubled quote made one; unquoted text folded to upper case. `''` gives "" (empty) and `' '` gives
 * " " (blank). Returns 0, or -1 with *bad the offset in raw of the fault (text after a quoted
 * string, a quote that is never closed). */
int mqsc_decode(const char *raw, enum mqsc_decode_how how, char *out, size_t *bad);

/* True when mqsc_decode(raw, MQSC_ONE, …) gives raw itself: unquoted, no blank at either end, no
 * lower-case letter. */
bool mqsc_decoded_as_is(const char *raw);

#endif
