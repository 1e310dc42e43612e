/* ui/engine/msg.h — the console's messages: tables of id, type, alarm, short and long text and help
 * (research/aesthetics.md §2.2, ISPF message definitions): the console's own (msg.c), and those a
 * part of the application registers with msg_register (ui/work/work_msg.c).
 *
 * A short message (at most 24 bytes) shows at the right of the title line; its long message shows
 * on the line under the command line when the user presses F1 (HELP); F1 again shows the
 * message's help. Texts may name arguments &1…&9, replaced when the message is issued. */
#ifndef WLMCON_UI_MSG_H
#define WLMCON_UI_MSG_H

#include <stdbool.h>
#include <stddef.h>

enum msg_id {
    MSG_NONE = 0,
    MSG_INVALID_COMMAND,
    MSG_NOT_ACTIVE,
    MSG_INVALID_LCMD,
    MSG_REQUIRED,
    MSG_RANGE,
    MSG_NUMERIC,
    MSG_CHOICE,
    MSG_TOO_LONG,
    MSG_SYNTAX,
    MSG_NOT_BUILT,
    MSG_INVALID_OPTION,
    MSG_SCROLL_AMOUNT,
    MSG_NOT_FOUND,
    MSG_FOUND,
    MSG_SORT_COLUMN,
    MSG_MISSING_VALUE,
    MSG_NO_MORE_COLUMNS,
    MSG_CONFLICT,
    MSG_SAVE_FAILED,
    MSG_SAVED,
    MSG_NO_RETRIEVE,
    MSG_SOURCE_ERROR,
    MSG_THEME_ERROR,
    MSG_THEME_SET,
    MSG_PROFILE_LINE,
    MSG_PROFILE_NOT_SAVED,
    MSG_SETTING,
    MSG_INVALID_OPERAND,
    MSG_NO_PROMPT,
    MSG_NO_NAMES,
    MSG_CHOICE_UNAVAILABLE,
    MSG_INVALID_CHOICE,
    MSG_FOUND_LINE,
    MSG_NOT_FOUND_TEXT,
    MSG_STORE_ERROR,
    MSG_NOT_KEPT,
    MSG_NO_OBJECT,
    MSG_VALUE_REFUSED,
    MSG_OBJECT_GONE,
    MSG_DELETED,
    MSG_NO_FIND,
    MSG_SORT_TOO_LONG,
    MSG_REFRESHED,
    MSG_FIND_BOTTOM,
    MSG_NO_MORE,
    MSG_NO_COLUMN,
    MSG_COLUMNS,
    MSG_REREAD,
    MSG_REREAD_BOTH,
    MSG_KEPT,
    MSG_NOT_A_FINDING,
    MSG_LCMD_PENDING,
    MSG_LCMD_REFUSED,
    MSG_COUNT
};

/* The first id of the messages a part of the application registers with its own table
 * (msg_register), as it registers its commands: the console's own are below it. Each table takes
 * a block of 100 ids of its own: MSG_REGISTERED + 0 the work panels (ui/work/work_msg.h), + 200
 * the Simulate panels (ui/work/sim_msg.h), + 300 the WLM panels (ui/wlm/wlm_msg.h); a new table
 * takes the next free block (msg_register refuses a table whose ids another already has). */
enum { MSG_REGISTERED = 1000 };

/* The type picks the colour (CUA_INFO, CUA_WARN, CUA_ACTION). */
enum msg_type { MSGT_INFO, MSGT_WARN, MSGT_ACTION };

enum { MSG_SHORT_MAX = 24, MSG_LONG_MAX = 512 };

struct msg_def {
    enum msg_id id;
    const char *code;        /* "CON005"; "" when the long text ends with the id that matters (a
                                product rule's, "[MQ001]"), so the long message line adds none */
    enum msg_type type;
    bool alarm;              /* sound the alarm when issued */
    const char *short_text;  /* at most MSG_SHORT_MAX bytes once expanded; "": the long message
                                shows at once and the title line keeps its row counter */
    const char *long_text;
    const char *help;        /* what it means and what to do, for the message help (F1 twice) */
};

/* A message as issued: its texts with the arguments put in. */
struct msg {
    enum msg_id id;                       /* MSG_NONE: no message */
    const struct msg_def *def;
    char short_text[MSG_SHORT_MAX + 1];   /* cut at 24 bytes on a character boundary */
    char long_text[MSG_LONG_MAX];
};

/* The message table, in id order; *n receives its length (MSG_COUNT - 1). Static. */
const struct msg_def *msg_table(size_t *n);

/* The definition of id, or NULL for MSG_NONE and ids that are neither the console's nor
 * registered. */
const struct msg_def *msg_get(enum msg_id id);

/* Registers the messages of a part of the application (its table defs[0..n), static, with ids
 * from MSG_REGISTERED on that no other table has, and codes of its own: "IMP001"), so that
 * console_msg issues them. A table registered already is not added again. Returns 0, or -1 when
 * 16 tables are registered or an id of defs is below MSG_REGISTERED or is another table's
 * (nothing added). */
int msg_register(const struct msg_def *defs, size_t n);

/* Copies tmpl into out (len bytes, always NUL-terminated), replacing &1…&9 with args[0…8] (an
 * argument beyond nargs or NULL is empty; "&&" is a literal '&'). Returns the length written. */
size_t msg_subst(const char *tmpl, const char *const *args, int nargs, char *out, size_t len);

/* Issues id with nargs arguments into m (MSG_NONE clears m). */
void msg_format(struct msg *m, enum msg_id id, const char *const *args, int nargs);

#endif
