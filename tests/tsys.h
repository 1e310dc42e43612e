/* tests/tsys.h — a second system that exists only in the tests: a few kinds, one of them ordered and
 * unnamed (steps under a server), one ordered and nested to any depth (rules under a group or under
 * another rule), two rules (TST001 on a server's attribute; TST002 about another system's object)
 * and a row of the registry (tsys_ui.c: a menu entry, the list of servers, their entry panels). It
 * is registered as the product's systems are, by systems_add with its row, and reaches the store,
 * the journal, undo, the YAML document, validation and the panels through the contracts alone: the
 * proof that a new system is its folders and one line of the registry. */
#ifndef WLMCON_TESTS_TSYS_H
#define WLMCON_TESTS_TSYS_H

struct export_format;

#include "model/model.h"
#include "ui/engine/msg.h"
#include "ui/systems.h"

enum tsys_kind { TSYS_SITE, TSYS_SERVER, TSYS_GROUP, TSYS_STEP, TSYS_RULE, TSYS_NKINDS };

/* Registers the test system (idempotent); fails the calling test when it cannot. Call it first in
 * every test that uses it (a checked fixture: forked tests register it in their own process). */
void tsys_register(void);

/* The test system's definition and the kind at index k (after tsys_register). */
const struct system_def *tsys_system(void);
const struct kind_def *tsys_kind(enum tsys_kind k);

/* The test system's message of the console (TST901), which its row registers. */
#define TSYS_MSG_SITE_GONE (MSG_REGISTERED + 900)

/* Runs `wlmcon argv…` (NULL-terminated) in a child process with the test system registered and
 * the environment entries env ("NAME=value", NULL-terminated; may be NULL) put first, capturing
 * stdout and stderr (malloc'd); returns the exit status. */
int tsys_wlmcon(const char *const *argv, const char *const *env, char **out, char **err);

/* The test system's definition (its model), as its row names it. */
extern const struct system_def tsys_system_def;

/* The test system's readers (tsys_read.c), as its row lists them: "TSYS site", a site's directory
 * known by its site.conf (options --site NAME and --tier N), and "TSYS list", a server list known by
 * its name *.tsys (options --zone TEXT and --state active|quiesced). */
extern const struct import_format *const tsys_readers[];

/* The test system's line-oriented format on the source layout (tsys_ini.c): the reader "TSYS
 * ini" of a site's NAME.tini (option --encoding) and its writer "tsysini". */
extern const struct import_format tsys_ini_format;
extern const struct export_format tsys_ini_writer;

/* The test system's writer (tsys_write.c): "tsysdir", a directory of two files per site (site.txt,
 * servers.txt), listed by its row. */
extern const struct export_format tsys_dir_format;

/* The test system's row of the registry (tsys_ui.c): option T of the primary menu, the list of every
 * site's servers (TST600), the entry panels of a server (TST620) and a step (TST630). */
extern const struct ui_system tsys_ui_system;

/* Pushes the test system's map (MAT100, tsys_map.c): servers by name against sites, a cell the
 * server on that site (weight, Q when quiesced), TST001 marking rows; S, D and I through panels.
 * 0, or -1 after a message. MAP on the servers list (TST600) opens it. */
struct obj_panels;
extern long tsys_map_cells_read;   /* cells the map has read since the process started */
int tsys_map_open(struct console *c, struct app *app, const struct obj_panels *panels);

#endif
