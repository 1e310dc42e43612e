/* ui/work/primary.c — the primary option menu; see primary.h. */
#include "ui/work/primary.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "ui/engine/console.h"
#include "ui/engine/menu.h"
#include "ui/engine/pulldown.h"
#include "ui/systems.h"

static const char *const actions[] = {"Menu", "Utilities", "Options", "Help", NULL};

/* The options after the systems' (ui/systems.h): the work on the whole policy, and leaving. */
static const struct ui_menu_entry work_entries[] = {
    {"5", "Validate", "Check the whole policy", 'V'},
    {"6", "Simulate", "See where work would go", 'S'},
    {"7", "Import", "Read configuration files", 'I'},
    {"8", "Export", "Write configuration files", 'E'},
    {"9", "History", "Changes and undo", 'H'},
    {"X", "Exit", "Leave wlmcon", 'X'},
};

enum { OPTIONS_MAX = 16 };

/* The menu's options and its Menu pull-down, made from the systems' entries and work_entries
 * (the same every time: filled by entries_init). */
static struct menu_option options[OPTIONS_MAX];
static struct pd_choice menu_choices[OPTIONS_MAX + 1];
static size_t noptions;

static void entry_add(const struct ui_menu_entry *e)
{
    if (e->option && noptions < OPTIONS_MAX) {
        options[noptions] = (struct menu_option){e->option, e->name, e->descr};
        menu_choices[noptions++] = (struct pd_choice){e->name, e->option, e->mnemonic};
    }
}

static void entries_init(void)
{
    noptions = 0;
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        entry_add(&(*u)->menu);
    for (size_t i = 0; i < sizeof work_entries / sizeof work_entries[0]; i++)
        entry_add(&work_entries[i]);
    menu_choices[noptions] = (struct pd_choice){NULL, NULL, 0};
}

static bool available(struct console *c, const struct menu_option *o, void *ctx);

static enum pd_state menu_state(struct console *c, const struct panel *p, const struct pd_choice *ch)
{
    const struct menu_option o = {ch->cmd, ch->label, ""};
    (void)p;
    return available(c, &o, NULL) ? PD_AVAILABLE : PD_UNAVAILABLE;
}

static const struct pulldown pulldowns[] = {
    {"Menu", menu_choices, menu_state},
    {NULL, NULL, NULL},
};

static const struct panel_def def = {
    .id = "WCN000", .former_id = "WLM000",
    .title = "wlmcon  Primary Option Menu",
    .kind = PANEL_MENU,
    .actions = actions,
    .keys = &keylist_menu,
    .pulldowns = pulldowns,
    .help = "The primary option menu: each option opens a part of wlmcon. Type the option's number "
            "or letter and press Enter, or put the cursor on it and press Enter (or click it). "
            "From any panel, =n goes straight to option n and =n.m to option m within it; =X "
            "leaves wlmcon. Options shown as unavailable are not part of this build yet.\n"
            "At the right: the store in use, the user the journal records, how many objects the "
            "store holds, and the errors and warnings of the last validation (stale when the "
            "policy changed since).",
};

static const struct console_part *part_of(struct console *c, const struct menu_option *o)
{
    const struct console_env *env = console_env(c);
    for (size_t i = 0; i < env->nparts; i++)
        if (env->parts[i].option == o->opt[0] && !o->opt[1])
            return &env->parts[i];
    return NULL;
}

static bool available(struct console *c, const struct menu_option *o, void *ctx)
{
    (void)ctx;
    return strcmp(o->opt, "X") == 0 || part_of(c, o) != NULL;
}

static void select_option(struct console *c, const struct menu_option *o, const char *rest, void *ctx)
{
    (void)ctx;
    if (strcmp(o->opt, "X") == 0) {
        console_exit(c);
        return;
    }
    const struct console_part *part = part_of(c, o);
    if (part) {
        part->open(c, rest, console_env(c)->ctx);
        return;
    }
    char what[64];
    snprintf(what, sizeof what, "Option %s, %s,", o->opt, o->name);
    console_msg(c, MSG_NOT_BUILT, what, NULL);
}

static void count(char *out, size_t len, long n, bool stale)
{
    if (n < 0)
        snprintf(out, len, "-");
    else
        snprintf(out, len, stale ? "%ld (stale)" : "%ld", n);
}

static void side_line(struct menu_side_line *l, const char *label, const char *value)
{
    snprintf(l->label, sizeof l->label, "%s", label);
    snprintf(l->value, sizeof l->value, "%s", value ? value : "-");
}

/* Store, user, objects, the last validation's errors and warnings, date and time. */
static int side(struct console *c, struct menu_side_line *l, int max, void *ctx)
{
    (void)ctx;
    const struct console_env *env = console_env(c);
    struct console_status st = {-1, -1, -1, false};
    char objects[32], errors[32], warnings[32], date[16], hhmm[8];
    if (max < 7)
        return 0;
    if (env->status)
        env->status(env->ctx, &st);
    time_t now = console_now(c);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(date, sizeof date, "%Y-%m-%d", &tm);
    strftime(hhmm, sizeof hhmm, "%H:%M", &tm);
    count(objects, sizeof objects, st.objects, false);
    count(errors, sizeof errors, st.errors, st.stale);
    count(warnings, sizeof warnings, st.warnings, st.stale);
    side_line(&l[0], "Store", env->store);
    side_line(&l[1], "User", env->user);
    side_line(&l[2], "Objects", objects);
    side_line(&l[3], "Errors", errors);
    side_line(&l[4], "Warnings", warnings);
    side_line(&l[5], "Date", date);
    side_line(&l[6], "Time", hhmm);
    return 7;
}

struct panel *primary_menu_new(void)
{
    entries_init();
    struct menu_spec spec = {
        .def = &def,
        .options = options,
        .noptions = noptions,
        .instruction = "Enter an option, or =n.m from any panel to jump there.",
        .available = available,
        .select = select_option,
        .side = side,
    };
    return menu_new(&spec);
}
