/* ui/engine/console.h — the console: the panel stack, the one command dispatcher, messages, and the
 * environment the caller gives it. Curses-free: the terminal loop (term.c) feeds it keys and
 * renders what it draws, and tests drive it directly.
 *
 * Every attention key goes through one path: Enter dispatches the command line; a function key
 * dispatches its keylist command, followed by the text typed on the command line ("4" + F8 →
 * "DOWN 4"). The top panel sees the command first; what it passes, the console handles: HELP
 * (long message, message help, field help, panel help), KEYSHELP, PROMPT, END, CANCEL, RETURN,
 * RETRIEVE, ACTIONS (the action bar and its pull-downs), jumps (=2.1), the settings commands
 * (KEYS, PFSHOW, CMDLINE, SETTINGS, COLOURS), and "Invalid command" for the rest
 * (research/aesthetics.md §2.3). Mouse clicks become cursor moves, keys or choices.
 *
 * The console keeps the user's settings — theme, command line placement, PFSHOW, keylist
 * changes, Scroll amounts per panel — in the profile (profile.h) when the environment names one. */
#ifndef WLMCON_UI_CONSOLE_H
#define WLMCON_UI_CONSOLE_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "ui/engine/keys.h"
#include "ui/engine/msg.h"
#include "ui/engine/panel.h"
#include "ui/engine/profile.h"
#include "ui/engine/scr.h"
#include "ui/engine/theme.h"

struct console;

/* The figures at the side of the primary option menu. */
struct console_status {
    long objects;    /* objects in the store; -1: unknown */
    long errors;     /* errors of the last validation; -1: never validated */
    long warnings;   /* warnings of the last validation; -1: never validated */
    bool stale;      /* the policy changed since that validation */
};

/* An option of the primary menu that the caller provides (MQ, Validate…). */
struct console_part {
    char option;     /* '2' */
    /* Opens the part: pushes its first panel (console_push). rest is what follows the option in
     * a jump or a menu choice ("1" for =2.1; "" when nothing). Returns 0, or -1 after issuing a
     * message (console_msg). */
    int (*open)(struct console *c, const char *rest, void *ctx);
};

/* Everything the console takes from outside, explicit so that screens are deterministic. */
struct console_env {
    const char *store;         /* the store's name, for the primary menu */
    const char *user;          /* WLMCON_USER, else the login name */
    time_t now;                /* the fixed clock (WLMCON_NOW) when fixed_clock */
    bool fixed_clock;
    bool no_color;             /* NO_COLOR set: attributes only */
    bool utf8;                 /* the terminal's locale is UTF-8: a cut name ends in U+2026, else
                                  in '>' */
    /* Fills the side figures of the primary menu; NULL: shown as unknown. */
    void (*status)(void *ctx, struct console_status *out);
    const struct console_part *parts;  /* the options the caller provides */
    size_t nparts;
    void (*on_abort)(void *ctx);        /* Ctrl-C: roll back what is open; NULL: nothing */
    /* The caller's own commands, from any panel (SIMULATE): called with a command no panel took
     * and the console does not know (CMD_OTHER); PANEL_DONE when it was one (it may push panels
     * and issue messages), PANEL_PASS for "Invalid command". NULL: none. */
    enum panel_rc (*command)(struct console *c, const struct cmd *cmd, void *ctx);
    void *ctx;                          /* for the callbacks */
    const char *theme;                  /* --theme NAME for this session; NULL: the profile's */
    const char *profile;                /* the profile file; NULL: settings last one session */
    const char *theme_dirs[3];          /* where themes are found, first wins, NULL-terminated;
                                           none: only the built-in classic theme */
    char user_buf[64];                  /* storage for user when it comes from the system */
    char profile_buf[4096];             /* storage for profile and theme_dirs */
    char theme_dir_buf[2][4096];
};

/* Fills env from the process environment: user from WLMCON_USER, else the login name; the clock
 * from WLMCON_NOW (seconds since 1970, or YYYY-MM-DDTHH:MM[:SS][Z], read as UTC) when set;
 * no_color from NO_COLOR (set and not empty); the profile $XDG_CONFIG_HOME/wlmcon/profile (else
 * ~/.config/wlmcon/profile); the theme directories $XDG_CONFIG_HOME/wlmcon/themes (the user's),
 * then the source tree's themes/ when wlmcon runs from its source tree, else WLMCON_DATADIR/themes;
 * store as given. Callbacks and theme are left NULL. Returns 0, or -1 when WLMCON_NOW is set but
 * not a time (the clock is then not fixed). */
int console_env_init(struct console_env *env, const char *store);

/* A new console with an empty stack on env (which must outlive it), sized 80x24 until
 * console_resize, with the engine's own panels for help, pull-downs, prompts and settings
 * (console_builtins.c). NULL when memory runs out. */
struct console *console_new(const struct console_env *env);

/* Frees the console and every panel on its stack. */
void console_free(struct console *c);

/* The environment. */
const struct console_env *console_env(const struct console *c);

/* The time to show: the fixed clock, else now. */
time_t console_now(const struct console *c);

/* Pushes p on the stack (the console owns it from now on; on failure it is destroyed). Returns 0,
 * or -1 when memory runs out. */
int console_push(struct console *c, struct panel *p);

/* Removes and destroys the top panel, then lets the panel under it resume (panel_ops.resume). The
 * console is done when the stack becomes empty. A panel may pop itself from its own command
 * handler, and must then not touch itself afterwards. */
void console_pop(struct console *c);

/* The top panel, or NULL. */
struct panel *console_top(const struct console *c);

/* Number of panels on the stack. */
size_t console_depth(const struct console *c);

/* True while RETURN (or a jump) ends the panels on the way to the primary menu: a panel resuming
 * then must not start new work. */
bool console_returning(const struct console *c);

/* Leaves the console: every panel is destroyed (X on the primary menu). */
void console_exit(struct console *c);

/* True when the console has ended (its stack is empty). */
bool console_done(const struct console *c);

/* True when the panel on top has work to do while the user reads what an attention key (Enter, a
 * function key) brought (panel_ops.idle), not done yet: the terminal loop then waits only a
 * moment for the next key before calling console_idle. */
bool console_idle_wanted(const struct console *c);

/* Does that work, once per attention key. */
void console_idle(struct console *c);

/* Issues a message with string arguments, NULL-terminated (at most 9). Replaces the current one. */
void console_msg(struct console *c, enum msg_id id, ...) __attribute__((sentinel));

/* Issues a message with an argument array. */
void console_msg_args(struct console *c, enum msg_id id, const char *const *args, int nargs);

/* Issues a message about field ff of panel p: the field gets error emphasis and the cursor. */
void console_field_msg(struct console *c, struct panel *p, struct form_field *ff, enum msg_id id, ...)
    __attribute__((sentinel));

/* As console_field_msg, with an argument array. */
void console_field_msg_args(struct console *c, struct panel *p, struct form_field *ff, enum msg_id id,
                            const char *const *args, int nargs);

/* The current message (id MSG_NONE when none). */
const struct msg *console_message(const struct console *c);

/* True when the long message is shown (F1 was pressed on the short one). */
bool console_long_shown(const struct console *c);

/* While a long command runs (an import), shows text on the long-message line and draws the screen
 * at once through the painter the terminal installed (without one the text is only kept, as in
 * tests). Returns true when the user asked to stop meanwhile (Ctrl-C). NULL clears the line;
 * the next attention key clears it too. */
bool console_progress(struct console *c, const char *text);

/* The progress text showing, or "". */
const char *console_progress_text(const struct console *c);

/* How the terminal draws the console in the middle of a command: returns true when Ctrl-C came
 * since the last call. term_run installs one for its run; NULL removes it. */
typedef bool (*console_paint_fn)(void *ctx, struct console *c);
void console_set_painter(struct console *c, console_paint_fn paint, void *ctx);

/* Sets the screen size; a size below 80x24 shows what is needed until a larger one comes. */
void console_resize(struct console *c, int rows, int cols);

/* The lines of the terminal (as console_resize last gave them). */
int console_rows(const struct console *c);

/* The columns of the terminal (as console_resize last gave them). */
int console_cols(const struct console *c);

/* Handles one key: attention keys dispatch, Home goes to the command line, other keys edit the top
 * panel's fields or move the cursor (the alarm sounds when they cannot apply). */
void console_key(struct console *c, ui_key k);

/* Runs a command string as if typed on the command line with Enter. */
void console_dispatch(struct console *c, const char *line);

/* Draws the screen: the top panel that is not a pop-up, with its anatomy, then the pop-ups above
 * it; the cursor is the top panel's; the alarm is set when a message asked for it since the last
 * draw. s is resized to the console's size. */
void console_draw(struct console *c, struct scr *s);

/* The amount for UP/DOWN on panel p: args when given (typed after the command), else the Scroll
 * field (which keeps a new amount, except MAX which applies once). On an invalid amount issues the
 * message (with error emphasis on the Scroll field when it came from there) and returns false. */
bool console_scroll_amount(struct console *c, struct panel *p, const char *args,
                           struct scroll_amount *out);

/* Handles a mouse click (button 1) at row, col: on an action-bar choice its pull-down opens; on a
 * function key's label that key is pressed; on a pop-up's choice that choice is made; on a field
 * the cursor goes there; on a list row the cursor goes to its line-command field; on a
 * point-and-shoot text (a menu option) the cursor goes there and Enter is pressed; elsewhere the
 * cursor goes there. */
void console_click(struct console *c, int row, int col);

/* The keylist of panel p with the user's changes (KEYS) applied: what its function keys do, the
 * function-key line and the keys help. Valid until the next key change. */
const struct keylist *console_keys(struct console *c, const struct panel *p);

/* Carries the profile settings kept under def's former id (an earlier wlmcon's id of the panel)
 * over to def->id, once per session (profile_adopt); every save of the profile then writes them
 * under def->id alone. Nothing when def has no former id. console_push calls it. */
void console_adopt(struct console *c, const struct panel_def *def);

/* The settings in use (profile.h). */
const struct profile *console_profile(const struct console *c);

/* The theme in use; *gen (when not NULL) changes whenever the theme does, so that the terminal
 * knows to set its colours again. */
const struct theme *console_theme(const struct console *c, unsigned *gen);

/* Shows theme name (themefile.h: from env->theme_dirs, or the built-in classic). With keep, the
 * choice goes into the profile. Returns 0; -1 when it cannot be loaded: its message is issued and
 * the theme shown is unchanged. */
int console_set_theme(struct console *c, const char *name, bool keep);

/* Puts the command line at the bottom of panels (or back at the top) and keeps it in the profile.
 * Returns 0; -1 when the profile could not be written (MSG_PROFILE_NOT_SAVED is issued, the
 * setting applies to the session). */
int console_set_cmdline(struct console *c, bool bottom);

/* Shows or hides the function-key line (PFSHOW) and keeps it in the profile. Returns as
 * console_set_cmdline. */
int console_set_pfshow(struct console *c, bool on);

/* The value kept in the profile for field key of panel id (profile.h), or NULL. */
const char *console_kept_field(const struct console *c, const char *panel, const char *key);

/* Keeps the n values (keys[i], values[i]) of panel id's fields in the profile, written once when
 * any changed. A value the profile cannot hold (too long, no room) is not kept: the panel opens
 * with its own initial value for it. */
void console_keep_fields(struct console *c, const char *panel, const char *const *keys,
                         const char *const *values, size_t n);

/* Makes key of keylist (by name, keylist.h) stand for cmd; cmd "" makes it do nothing; NULL gives
 * it back its own command. Kept in the profile. Returns 0, or -1 when the profile has no room. */
int console_set_key(struct console *c, const char *keylist, ui_key key, const char *cmd);

/* Keeps keywords (blank-separated; "" or NULL: none) as the columns list panel id adds to its own
 * (COLUMNS), in the profile. Returns 0, or -1 when the profile has no room (nothing kept). */
int console_keep_columns(struct console *c, const char *panel, const char *keywords);

/* Runs the console on the terminal (stdin/stdout, $TERM) until the user leaves: first the panel
 * root makes (the application's primary option menu; NULL from it: memory ran out), which opens
 * the options through env->parts. Sets the locale from the environment. Returns 0 when the user
 * left, 130 after Ctrl-C (the terminal restored, then env->on_abort called), 1 when the terminal
 * cannot be used, its input ended or root gave no panel. Defined in term.c. */
int console_run(struct console_env *env, struct panel *(*root)(void));

#endif
