/* ui/engine/cmd.h — the command table and the command parser.
 *
 * Everything the user asks for is a command string: a typed command, a function key (keylist.h
 * turns it into its command string), a menu choice, a jump (`=2.1`). The one table below names
 * every command the console knows, with the label the function-key line shows and the help line
 * the keys and commands help lists, so that help can never drift from what the dispatcher does
 * (research/aesthetics.md §2.3). */
#ifndef WLMCON_UI_CMD_H
#define WLMCON_UI_CMD_H

#include <stddef.h>

enum cmd_id {
    CMD_ENTER = 0, /* nothing typed: Enter alone */
    CMD_HELP,
    CMD_END,
    CMD_CANCEL,
    CMD_RETURN,
    CMD_UP,
    CMD_DOWN,
    CMD_LEFT,
    CMD_RIGHT,
    CMD_PROMPT,
    CMD_REFRESH,
    CMD_ACTIONS,
    CMD_RETRIEVE,
    CMD_LOCATE,
    CMD_FIND,
    CMD_RFIND,     /* the last FIND again (console.c) */
    CMD_SORT,
    CMD_RESET,
    CMD_KEYSHELP,
    CMD_KEYS,
    CMD_PFSHOW,
    CMD_CMDLINE,
    CMD_SETTINGS,
    CMD_COLOURS,
    CMD_JUMP,      /* =option[.option…]: straight to an option of the primary menu */
    CMD_OTHER      /* a word not in the table: a menu option, or an invalid command */
};

/* Where a command applies: a mask of (1u << enum panel_kind) values. */
enum { CMD_ANYWHERE = 0xFu, CMD_LISTS = 1u << 1, CMD_ENTRIES = 1u << 2, CMD_SCROLLING = 0x6u };

struct cmd_def {
    enum cmd_id id;
    const char *name;    /* "DOWN" */
    const char *alias;   /* another spelling ("L" for LOCATE), or NULL */
    const char *label;   /* on the function-key line ("Forward") */
    const char *syntax;  /* "DOWN [amount]" */
    const char *help;    /* one line (at most 60 bytes), for the keys and commands help */
    unsigned where;      /* the panel kinds it applies to (CMD_ANYWHERE, CMD_LISTS…) */
};

enum { CMD_WORD_MAX = 32, CMD_LINE_MAX = 256 };

/* A parsed command string. */
struct cmd {
    enum cmd_id id;
    const struct cmd_def *def;  /* the table row; NULL for CMD_ENTER and CMD_OTHER */
    char word[CMD_WORD_MAX];    /* the first word, upper-cased ("=" for a jump) */
    char args[CMD_LINE_MAX];    /* the rest without surrounding blanks, as typed */
    char line[CMD_LINE_MAX];    /* the whole string without surrounding blanks */
};

/* The command table, in the order help lists it; *n receives its length. Static. */
const struct cmd_def *cmd_table(size_t *n);

/* The row of command id (never NULL for an id in the table; NULL for CMD_ENTER and CMD_OTHER). */
const struct cmd_def *cmd_get(enum cmd_id id);

/* The row whose name or alias is word (case-insensitive), or NULL. */
const struct cmd_def *cmd_find(const char *word);

/* Parses a command string: blanks around it are ignored; an empty string is CMD_ENTER; a string
 * starting with '=' is CMD_JUMP with the rest as args ("=2.1" → args "2.1"); otherwise the first
 * word names the command (CMD_OTHER when the table does not know it) and the rest are its args.
 * Text beyond CMD_LINE_MAX - 1 bytes is cut. */
void cmd_parse(const char *text, struct cmd *out);

#endif
