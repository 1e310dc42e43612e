/* ui/systems.h — the console's table of systems: for each system, what its user interface adds to
 * the generic parts (DESIGN.md "Systems"): its option of the primary menu and the panels that
 * option opens, the panel of one of its objects, its validation summary as the report and the
 * Validate panel show it, the option its files take on import, its export default and the
 * commands it adds to the command line.
 *
 * The rows are registered in ui/systems.c, one line per system, in the primary menu's order; each
 * system's row lives in its own folder (ui/mq/mq_ui.c). A system whose panels are not built has a
 * row with its menu entry alone, which the primary menu shows as unavailable. Nothing generic in
 * ui/ names a system: it finds the row through the system_def (model/schema.h). */
#ifndef WLMCON_UI_SYSTEMS_H
#define WLMCON_UI_SYSTEMS_H

#include <stdio.h>

#include "model/model.h"

struct app;
struct cli_global;
struct console;
struct obj_ref;
struct panel_def;
struct msg_def;
struct table_head;
struct import_format;
struct export_format;

/* A system's option of the primary menu (PANELS.md). */
struct ui_menu_entry {
    const char *option;   /* what is typed to choose it ("2"); NULL: the system has no option of
                             its own, its part is reached from another's panels (WebSphere from
                             option 1), and its row comes after those with one */
    const char *name;     /* "MQ" */
    const char *descr;    /* one line beside it ("Queue manager clusters, CLWL") */
    char mnemonic;        /* its letter in the Menu pull-down ('M') */
};

/* A value the user gives with the files of an import for those that do not state it themselves
 * (MQ: the queue manager of a runmqsc script, --qmgr). Its values are names of the system's
 * top-level kind: the Import panel checks them with the system's name rule and lists the stored
 * ones on F4. */
struct ui_import_option {
    const char *name;     /* the import option it gives (import.h, import_option_def: "qmgr") */
    const char *label;    /* the Import panel's field ("Queue manager") */
    const char *help;     /* that field's help (F1) */
    const char *applies;  /* what the confirmation says it applies to, before the value ("Scripts
                             without a queue manager go to") */
};

/* A command of the command line (`wlmcon import`, or one a system adds: `wlmcon classify`). */
struct cli_command_def {
    const char *name;      /* "classify" */
    /* Runs it with the global options and its arguments (argv[0] is its name); returns an exit
     * status (ui/cli/cli.h, enum cli_exit). */
    int (*run)(const struct cli_global *g, int argc, char **argv);
    const char *usage;     /* its synopsis after "wlmcon " (lines after the first indented) */
    const char *summary;   /* what it does, for --help (lines after the first indented) */
    /* An option that chooses this command among the commands of the same name (`classify
     * --was-server` is WebSphere's, `classify` without it WLM's); NULL: the command of its name
     * when no other's option is given. */
    const char *when;
};

/* One system: its line of the registry (ui/systems.c) points at this row, from which every part
 * of the system is found: its model (system_def, with its rules), its readers and writers, and its
 * user interface. Every pointer may be NULL where the comment says what NULL means. */
struct ui_system {
    const char *system;            /* the system's id, its system_def's when it has one ("mq") */
    /* Its model: schema, rules, summary (model/schema.h), registered with schema_register. NULL:
     * a system whose model is not built yet (its menu entry alone). */
    const struct system_def *def;
    /* Its readers and writers (import.h, import_register), NULL-terminated; NULL: none. */
    const struct import_format *const *readers;
    const struct export_format *const *writers;
    struct ui_menu_entry menu;
    /* Opens the menu option's part: pushes its first panel; rest is what follows the option in a
     * jump ("1" for =2.1). ctx is the struct app. Returns 0, or -1 after a message. NULL: the
     * option is shown unavailable. Used only while the system is registered (schema_system). */
    int (*open)(struct console *c, const char *rest, void *ctx);
    /* Opens the panel of the object ref names, with the cursor on ref->attr when it has one
     * (S on a Validate finding). Returns 0, or -1 after a message. NULL: no object panels. */
    int (*open_object)(struct console *c, struct app *app, const struct obj_ref *ref);
    /* The system's validation summary (system_def.summary_build) as text, ahead of the findings
     * of `wlmcon validate`: whole lines. NULL: not shown. */
    void (*summary_text)(FILE *out, const void *summary);
    /* The same as the members of the report's JSON "summary" object, indented by four blanks,
     * without a trailing comma or line break (`"clusters": [...]`). NULL: not shown. */
    void (*summary_json)(FILE *out, const void *summary);
    /* The same as at most max summary lines of the Validate panel (table.h, struct table_head);
     * returns their number. NULL: not shown. */
    int (*summary_head)(const void *summary, struct table_head *lines, int max);
    /* The value an import takes for files that do not state it; NULL: none. */
    const struct ui_import_option *import_option;
    /* The export format the Export panel proposes (an export_format name, import.h: "mqsc"), and
     * how the panel describes it among the formats (F4 on Format). NULL: none of its own. */
    const char *export_format;
    const char *export_descr;
    /* The system's own messages of the console (ui/engine/msg.h; ids from MSG_REGISTERED on, codes
     * of the system's prefix), registered with msg_register; NULL: none. */
    const struct msg_def *messages;
    size_t nmessages;
    /* Every panel of the system, NULL-terminated (NULL: none): the registry's contract test checks
     * their ids (the system's rule prefix, then 200 to 899, no rule's id). */
    const struct panel_def *const *panels;
    /* The commands of the command line the system adds, ended by one whose name is NULL; NULL:
     * none. `wlmcon --help` lists them after the generic ones. */
    const struct cli_command_def *commands;
};

/* Registers every system of the registry (ui/systems.c), each with systems_add, in the registry's
 * order (the order of the systems in the YAML document, the summaries and the export formats).
 * Idempotent; the program calls it at start (main, and every test or benchmark program before
 * its first use of a system). Returns 0, or -1 when a layer's table is full. */
int systems_init(void);

/* Registers system u: its model with schema_register, its readers and writers with
 * import_register, its messages with msg_register, its row for the console and the command line. A row registered already is
 * not added again. The row must outlive every use. Returns 0, or -1 when a table is full (16
 * rows). */
int systems_add(const struct ui_system *u);

/* The registered rows, in the primary menu's order (by option), NULL-terminated. */
const struct ui_system *const *ui_systems(void);

/* The row of system sys, or NULL when it has none. */
const struct ui_system *ui_system_of(const struct system_def *sys);

/* The row of the first registered system (schema_systems) in menu order that has an export
 * format, or NULL. */
const struct ui_system *ui_system_export(void);

/* The row whose system is registered (schema_systems) and has an import option: the first in
 * menu order, or NULL. *sys receives its system_def. */
const struct ui_system *ui_system_import_option(const struct system_def **sys);

#endif
