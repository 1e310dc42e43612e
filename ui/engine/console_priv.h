/* ui/engine/console_priv.h — the console's state, shared by console.c (stack, dispatcher, drawing),
 * console_msg.c (messages), console_set.c (profile, theme, keylists), console_mouse.c (clicks)
 * and console_builtins.c (the console with the engine's own panels). Private to those files. */
#ifndef WLMCON_UI_CONSOLE_PRIV_H
#define WLMCON_UI_CONSOLE_PRIV_H

#include "ui/engine/console.h"
#include "ui/engine/frame.h"
#include "ui/engine/profile.h"
#include "ui/engine/theme.h"

enum { RETRIEVE_MAX = 16, MSG_ARGS_MAX = 9, EKEYS_MAX = 16, EKEYS_BINDINGS = 40, ADOPTED_MAX = 32 };

/* A keylist with the user's changes applied. */
struct ekeys {
    const struct keylist *base;
    const struct key_label *labels;             /* the panel's own key labels (panel.h) */
    struct keylist kl;                          /* base's name; keys = v */
    struct key_binding v[EKEYS_BINDINGS];       /* ended by key 0; cmd strings point into the
                                                   profile or the base */
};

/* What the console opens itself for the commands every panel has: the engine's own panels (help,
 * pull-downs, prompts, settings; console_builtins.c). The console reaches them only through this
 * table, so that they are built on the console's public functions like any other panel. */
struct console_builtins {
    void (*actions)(struct console *c, struct panel *p, bool entered);  /* ACTIONS; Enter on the
                                                                       action bar (entered) */
    int (*help)(struct console *c, struct panel *p);                 /* HELP */
    int (*keys_help)(struct console *c, const struct panel *p);      /* KEYSHELP */
    int (*message_help)(struct console *c, const struct msg *m);     /* F1 on the long message */
    void (*prompt)(struct console *c, struct panel *p);              /* PROMPT */
    /* KEYS, PFSHOW, CMDLINE, SETTINGS, COLOURS */
    void (*settings)(struct console *c, struct panel *p, const struct cmd *cmd);
};

struct console {
    const struct console_env *env;
    const struct console_builtins *builtins;
    struct panel **stack;
    size_t depth, cap;
    int rows, cols;
    struct msg msg;
    bool long_shown;
    bool alarm;
    bool returning;
    bool done;
    char *retrieve[RETRIEVE_MAX];   /* typed commands, newest first */
    int nretrieve, retrieve_pos;
    char find[CMD_LINE_MAX];        /* the text of the last FIND, as typed (RFIND), or "" */
    bool idle_due;                  /* an attention key ran since the last console_idle */
    struct profile prof;            /* the settings (from the profile file when there is one) */
    struct profile prof_base;       /* the profile as this session last read or wrote it: a save
                                       brings only what changed since into the file */
    const struct panel_def *adopted[ADOPTED_MAX];   /* panels whose former id's settings were
                                       carried over (profile_adopt): again on each save */
    int nadopted;
    struct theme theme;             /* the theme shown */
    unsigned theme_gen;             /* changes whenever theme does (from 1) */
    struct ekeys ekeys[EKEYS_MAX];  /* keylists with changes, made on demand */
    int nekeys;                     /* 0 after a key change: made again */
    struct scr hit;                 /* the screen drawn for a mouse click's hit test */
    char progress[MSG_LONG_MAX];    /* a long command's progress line, or "" */
    console_paint_fn paint;         /* the terminal's, or NULL */
    void *paint_ctx;
};

/* A new console on env with the built-ins b (both must outlive it), as console_new describes. */
struct console *console_make(const struct console_env *env, const struct console_builtins *b);

/* Loads the profile and the theme named by env (or the profile) at the console's start; a
 * mistake in either issues its message. */
void console_settings_init(struct console *c);

/* The anatomy options of panel p: command line placement and the function keys shown. */
struct frame_opts console_frame_opts(struct console *c, const struct panel *p);

/* Keeps p's new Scroll amount in the profile. */
void console_keep_scroll(struct console *c, const struct panel *p);

/* Lays out the panels that show: the base panel and the pop-ups above it. */
void console_layout(struct console *c);

/* An attention key k on panel p: the command line and the key make one command string. */
void console_aid(struct console *c, struct panel *p, ui_key k);

/* Index of the panel drawn full-screen: the top-most one that is not a pop-up. */
size_t console_base(const struct console *c);

/* True when the screen is below the minimum size. */
bool console_too_small(const struct console *c);

#endif
