/* ui/objects/objpanels.h — the object panels every system's part of the console is made of, built
 * from the schema (model/schema.h) and read from the store:
 *
 *   objlist.c      a list panel over the store: the panel's own columns and the kinds' AF_KEY
 *                  rows (objcols.c), effective values in the cells (objvals.c), E B C D V on a row
 *   objchildren.c  a list of one object's children of an ordered kind in position order, E B on
 *                  a row, S for the children of a row of a kind that nests in itself
 *   objfields.c    the fields of an entry panel: the header (top-level object, name, type) from
 *                  the panel spec, then the kind's schema rows in entry-panel order
 *                  (attr_def.field_pos) under their group headings (attr_def.group), then the
 *                  attributes the system keeps verbatim (schema_extra_attrs) under their own
 *   objedit.c      an entry panel (edit, browse, insert, copy; by name, or by uid for an
 *                  unnamed object): values, defaults, footer
 *   objrows.c      the object's ordered children in a table under its entry panel's fields
 *                  (obj_entry_def.rows): their line commands and the entry panel of one
 *   objsave.c      Enter and F3 on it: the system's checks, its question before a save, the save
 *   objstore.c     loading a top-level object, saving one in a journalled transaction, deleting
 *                  an object after a confirmation
 *   objcolumns.c   COLUMNS on a list: any attribute of its kinds as a column of its own
 *   objvals.c      effective values of list rows (schema_inherited, schema_default_object)
 *   objverbatim.c  an object's unmodelled attributes and read-only values, as read
 *
 * What is a system's own — panel ids, titles, help texts, action bars and pull-downs, the labels
 * of the header fields, the names F4 lists, the question asked before some saves — comes from the
 * system's panel spec, a struct obj_panels its folder defines (ui/<system>/) and
 * passes to these functions. Nothing here names a system. */
#ifndef WLMCON_UI_OBJPANELS_H
#define WLMCON_UI_OBJPANELS_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/engine/console.h"
#include "ui/engine/entry.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/table.h"
#include "ui/objects/objref.h"
#include "ui/work/app.h"

/* The object names the panels pass, in bytes with the NUL: more than any kind with panels allows
 * (kind_def.name_max). */
enum { OBJ_NAME_MAX = 64 };

enum obj_mode { OBJ_EDIT, OBJ_BROWSE, OBJ_INSERT, OBJ_COPY };

/* What a line command typed on a row of an object's children does (objchildren.h, and the rows
 * under an entry panel's fields): the letters are each panel's own (B is Browse on one panel,
 * Before on another). */
enum obj_row_action {
    OBJ_ROW_EDIT,     /* its entry panel */
    OBJ_ROW_BROWSE,   /* the same, read only */
    OBJ_ROW_DELETE,   /* deletes it (with what hangs under it) */
    OBJ_ROW_SELECT,   /* lists its own children of the same kind (a kind that nests in itself) */
    OBJ_ROW_INSERT,   /* rows under an entry panel: a new child after the row (after its sub-rows;
                         before the first on the top line), then its entry panel */
    /* rows under an entry panel whose lcmds have any of the following: the line-command phase
       (lcphase.h), every code of the screen applied at once to the rows with their sub-rows */
    OBJ_ROW_COPY,       /* C: a copy of the row with its sub-rows goes to its A or B */
    OBJ_ROW_MOVE,       /* M: the row with its sub-rows moves to its A or B */
    OBJ_ROW_AFTER,      /* A: after this row's sub-rows, at its level */
    OBJ_ROW_BEFORE,     /* B: before this row, at its level */
    OBJ_ROW_REPEAT,     /* R: a copy of the row with its sub-rows right after them */
    OBJ_ROW_INSERT_SUB, /* IS: a new child of the row's kind under it, as its first sub-row */
    OBJ_ROW_FINDING     /* S on a row marked by obj_rows_def.mark_rule: its finding */
};

/* A field of an entry panel that names its fields itself (obj_entry_def.fields). */
struct obj_field {
    const char *key;      /* the attribute's canonical key; NULL ends a list */
    const char *label;    /* the panel's label for it ("Workload Name"); NULL: the schema's */
    const char *hint;     /* the text at its right ("(name or ?)"); NULL: made from its row */
    unsigned flags;       /* field.h flags added (FD_CAPS) */
};

enum { OBJ_CELL_MAX = 128 };  /* bytes of one cell of a row, with the NUL */

/* The table of an object's ordered children under its entry panel's fields, in one panel
 * (entry.h, struct entry_rows): a service class's goal periods. The children are edited in the
 * panel's copy of the object and saved with it by F3, in one transaction and journal batch. */
struct obj_rows_def {
    const char *kind;                 /* the children's kind id ("PERIOD") */
    const struct lcmd_def *lcmds;     /* the rows' line commands */
    const enum obj_row_action *actions;  /* what each of lcmds does, in its order */
    const struct panel_def *row_def;  /* kind PANEL_ENTRY: the entry panel of one row */
    const char *instruction;          /* entry_rows.instruction */
    const char *groups;               /* entry_rows.groups */
    const char *lc_heading;           /* entry_rows.lc_heading */
    int lc_indent, lc_width;          /* entry_rows.lc_indent, lc_width */
    const struct tbl_col *cols;       /* entry_rows.cols */
    int ncols;
    const char *marker;               /* entry_rows.marker */
    const char *help;                 /* entry_rows.help */
    /* The cells of child o into bufs (ncols of them); NULL: "position" its position, another key
       its effective value. */
    void (*cells)(const struct pol_object *o, char (*bufs)[OBJ_CELL_MAX]);
    /* The attribute chosen first, in a pop-up of its choices numbered from 1, when a row is
       inserted or edited (a goal period's goal type): pick_labels are the choices' words in
       the pop-up, pick_title its title. NULL: none. */
    const char *pick_key;
    const char *const *pick_labels;
    const char *pick_title;
    /* The fields of a row's entry panel, in order, with their labels and hints (NULL-key ended);
       NULL: the kind's attributes in table order. */
    const struct obj_field *row_fields;
    /* Whether attribute a shows on the entry panel of row o (after its goal type). NULL: each of
       the kind's attributes but pick_key. */
    bool (*row_field)(const struct pol_object *o, const struct attr_def *a);
    /* The system's check of a row's values together on Enter and F3 (entry_spec.check), with the
       row's place among its siblings (a goal period's duration: none on the last); false with
       res->field_key, short_msg and msg. NULL: none. */
    bool (*row_check)(const struct pol_object *row, const struct entry_value *v, size_t n,
                      struct entry_result *res);
    /* The label of a row in messages ("Period 2"). */
    const char *row_noun;
    /* The rows are every descendant of the object of kind (a kind that nests in itself: a rule
       and its sub-rules), in tree order, a row's sub-rows under it; a column keyed "level" shows
       its level (1 directly under the object). false: its children of kind only. */
    bool nested;
    /* What a message calls row o ("CN AZSR01"), into out (len bytes). NULL: "row N". */
    void (*row_label)(const struct pol_object *o, char *out, size_t len);
    /* entry_rows.views, nviews, top_fields (keys of obj_entry_def.fields shown on the top line),
       top_label and keys (NULL: the engine's defaults). */
    const struct erows_view *views;
    int nviews;
    const char *const *top_fields;
    const char *top_label;
    const struct keylist *keys;
    /* The rule whose findings mark the rows (a row of a finding of it shows "!" and
       OBJ_ROW_FINDING on it shows the finding), checked on the panel's copy of the object each
       time the rows change; NULL: no marks. */
    /* The values F4 offers and Enter takes for attribute a on the entry panel of row o, in place
       of a's own choices (a rule's qualifier types: those its subsystem type accepts); static, or
       NULL: a's own. NULL: always a's own. */
    const struct attr_choice *(*row_choices)(const struct pol_object *o, const struct attr_def *a);
    const char *mark_rule;
    const struct panel_def *finding_def;   /* kind PANEL_POPUP: the pop-up S shows a finding in */
};

/* The entry panel of some kinds of a system (one panel for every type of channel). */
struct obj_entry_def {
    uint64_t kinds;                   /* bit (1 << kind index) of each kind it shows */
    const struct panel_def *def;      /* kind PANEL_ENTRY: id, title, help, action bar; its first
                                         pull-down saves (obj_entry_choices) */
    const char *name_label;           /* the name field's label ("Channel name") */
    const char *kind_label;           /* the type field's label ("Channel type"); NULL: none */
    /* The attributes shown after the name, in this order with these labels (NULL-key ended),
       without group headings; NULL: every attribute of the kind in entry-panel order under its
       group headings, then those kept verbatim. */
    const struct obj_field *fields;
    bool no_top;                      /* the top-level object is not shown above the name */
    bool name_as_typed;               /* a new object's name keeps the case typed (WebSphere's
                                         mixed case); false: folded to upper case */
    const struct obj_rows_def *rows;  /* the object's children under its fields; NULL: none */
    const char *name_ns;              /* the namespace whose names F4 lists on the name field
                                         when inserting or copying (obj_panels.names gives them);
                                         NULL: none */
    /* A command of the panel's own (an action-bar choice: the WLM rules' what-if) on the object
       name under top-level object top ("" while it has no name yet): PANEL_DONE when it acted,
       PANEL_PASS for the console's. NULL: none. */
    enum panel_rc (*command)(struct console *c, struct app *app, const char *top, const char *name,
                             const struct cmd *cmd);
    const char *title_object;         /* the title after its verb, as the product words it ("Rules
                                         for the Subsystem Type"); NULL: "a <kind label>" */
    /* The panel's own adjustment of a field made from the schema row of its attribute (fd->key)
       and the panel's label and hint (fields), before the panel is shown: a syntax check (fd->check: a decimal's range) and a length
       (fd->max) where the schema states none. NULL: the fields are the schema's. */
    void (*field_adjust)(struct field_def *fd);
};

/* A system's object panels: what objlist.c, objedit.c, objsave.c, objstore.c, objvals.c and
 * objverbatim.c read of it. Static; the function pointers may be NULL where the comment says
 * what NULL means. */
struct obj_panels {
    const char *top_noun;             /* the top-level kind in a sentence ("queue manager") */
    const char *name_help;            /* F1 on the name field of its entry panels */
    const struct obj_entry_def *entries;  /* the entry panels; a kind none shows has none */
    size_t nentries;
    const struct panel_def *verbatim; /* kind PANEL_TABLE: an object's verbatim attributes */
    const struct panel_def *columns;  /* kind PANEL_TABLE, line command S: the attributes a list can
                                         show as columns (COLUMNS alone); NULL: COLUMNS takes
                                         keywords only */
    /* The existing names field fd can take (its namespace fd->ns) under top-level object top (""
       when inserting one), for its value list (entry_spec.names). 0, or -1 with why. NULL: none. */
    int (*names)(struct app *app, const char *top, const struct field_def *fd,
                 struct prompt_list *out, char *why, size_t len);
    /* The short message (at most 31 bytes) of finding d, an error of the system's object_problems
       that refuses a save. NULL: "Not allowed". */
    const char *(*refusal)(const struct diag *d);
    /* Asks before saving after (changed from before, as read; both in policies the panel owns)
       when the change needs it: pushes a pop-up whose Enter calls go(c, ctx). Returns true when it
       asked, false when the save goes on at once. NULL: never asks. */
    bool (*ask_save)(struct console *c, const struct pol_object *before,
                     const struct pol_object *after, void (*go)(struct console *c, void *ctx),
                     void *ctx);
    /* The save hook: stamps the audit attributes of obj (in p) before it is saved, created
       (created true) or changed, by user at now (env_user(), env_now(): ISO 8601 UTC); writes a
       warning into warn (n bytes, "" when none: a user name cut to the attribute's length) for
       the saved message. Returns 0, or -1 when memory runs out. NULL: nothing is stamped. */
    int (*stamp)(struct policy *p, struct pol_object *obj, bool created, const char *user,
                 const char *now, char *warn, size_t n);
    /* A primary command of the system's own on an entry panel (XREF from its action bar) for the
       object obj shown (as read, in a policy the panel owns; a new one: not stored yet):
       PANEL_PASS when it is not one. NULL: none. */
    enum panel_rc (*entry_command)(struct console *c, struct app *app, const struct cmd *cmd,
                                   const struct pol_object *obj, bool fresh);
};

/* ---- pull-downs ----------------------------------------------------------------------------- */

/* View on every list: read it again, its first and last rows, the columns to the left and right. */
extern const struct pd_choice obj_view_choices[];

/* View on the object lists (objlist.h): those of obj_view_choices, then the columns to show
 * (COLUMNS). */
extern const struct pd_choice obj_list_view_choices[];

/* The action bar of an object list (objlist.h): its own pull-down `name`, View, Options and Help;
 * its pull-downs: `name` with choices (ending with OBJ_LIST_CHOICES_END) and View
 * (obj_list_view_choices; another list gives obj_view_choices itself). For static panel
 * definitions:
 *
 *   static const char *const actions[] = OBJ_LIST_ACTIONS("Queue");
 *   static const struct pd_choice queue_choices[] = {{"New queue...", "INSERT", 'N'},
 *                                                    OBJ_LIST_CHOICES_END};
 *   static const struct pulldown pulldowns[] = OBJ_LIST_PULLDOWNS("Queue", queue_choices); */
#define OBJ_LIST_ACTIONS(name) {name, "View", "Options", "Help", NULL}
#define OBJ_LIST_CHOICES_END {"Validate the policy...", "=5", 'V'}, {"Exit", "END", 'X'}, {NULL, NULL, 0}
#define OBJ_LIST_PULLDOWNS(name, choices)                                                         \
    {{name, choices, NULL}, {"View", obj_list_view_choices, NULL}, {NULL, NULL, NULL}}

/* The object's own choices on the entry panels that save: save and return (END), return without
 * saving (CANCEL). */
extern const struct pd_choice obj_entry_choices[];

/* pulldown.state of obj_entry_choices on an entry panel: "Save and return" is unavailable on a
 * panel that only shows the object (B). */
enum pd_state obj_entry_choice_state(struct console *c, const struct panel *p, const struct pd_choice *ch);

/* ---- panels: each pushes itself on c; 0, or -1 after a message (out of memory, the store could ----
 * not be read, the object is gone). app is the console's (it outlives the panels); names are copied. */

/* The entry panel of an object of kind under top-level object top (for a top-level kind: top is
 * its name; NULL when inserting one): edit or browse object name; insert a new one (name: the name
 * given, may be NULL); copy object name into a new one (DEFINE LIKE). */
int obj_edit_open(struct console *c, struct app *app, const struct obj_panels *panels,
                  enum obj_mode mode, const struct kind_def *kind, const char *top, const char *name);

/* The entry panel of the object of kind with this uid (pol_object.uid) under top-level object top,
 * in mode OBJ_EDIT or OBJ_BROWSE: an object identified by its parent and position (objchildren.h),
 * its position shown in the name field. */
int obj_edit_child(struct console *c, struct app *app, const struct obj_panels *panels,
                   enum obj_mode mode, const struct kind_def *kind, const char *top, int64_t uid);

/* The entry panel of a new object of kind under the object whose uid is under (pol_object.uid) in
 * top-level object top (an application server under its node), as obj_edit_open's OBJ_INSERT
 * otherwise: F3 saves it, after the system's checks, in one transaction and journal batch. 0, or
 * -1 after a message. */
int obj_edit_insert_under(struct console *c, struct app *app, const struct obj_panels *panels,
                          const struct kind_def *kind, const char *top, int64_t under);

/* Makes, in pol (the top-level object top as read, with everything under it), the object an
 * entry panel of obj_edit_made edits: returns it (owned by pol), or NULL after a message on c. */
typedef struct pol_object *(*obj_make_fn)(struct console *c, struct policy *pol, struct pol_object *top,
                                          void *ctx);

/* The entry panel of a new object of kind that make (with ctx, used before this returns) makes
 * under top-level object top, with values and children of its own choosing (an override of a
 * service class made from the class's base goal): shown as in edit mode, its fields as make set
 * them; F3 saves it with every change make made, in one transaction and journal batch; F12
 * drops it. 0, or -1 after a message. */
int obj_edit_made(struct console *c, struct app *app, const struct obj_panels *panels,
                  const struct kind_def *kind, const char *top, obj_make_fn make, void *ctx);

/* The entry panel of the object ref names, in edit mode, with the cursor on the field of attribute
 * ref->attr (its native keyword, "CLWLWGHT", or that of an attribute kept verbatim, "MCAUSER")
 * when the kind has it: S on a Validate finding (each
 * system's ui_system.open_object, ui/systems.h, calls it with its panels). An object of a
 * KF_UNNAMED kind is found by ref->uid, others by name. An object whose kind has no entry panel
 * but shows as a nested row under one (obj_rows_def.nested: a classification rule) opens its
 * nearest ancestor's panel at its row. -1 after a message also when the object's kind has neither. */
int obj_object_open(struct console *c, struct app *app, const struct obj_panels *panels,
                    const struct obj_ref *ref);

/* The verbatim attributes and read-only values of the object of kind named name under top-level
 * object top (for the top itself: name is top), on panels->verbatim. */
int obj_verbatim_open(struct console *c, struct app *app, const struct obj_panels *panels,
                      const struct kind_def *kind, const char *top, const char *name);

/* ---- findings on panels (objmarks.c) ------------------------------------------------------------ */

/* Runs the rules named in rules (ids of system's rule set, NULL-terminated; an id the set lacks is
 * passed over) on pol and adds their findings to out (diag_init'ed by the caller), then applies
 * the store's rule levels and suppressions as Validate does: a rule set off, or a suppressed
 * finding, is dropped. Returns 0; -1 when memory runs out (out is then empty). */
int obj_findings(struct app *app, const struct policy *pol, const char *system, const char *const *rules,
                 struct diag_list *out);

/* ---- the store (objstore.c) ------------------------------------------------------------------- */

/* Loads top-level object name of sys with everything under it into pol (flags: enum
 * store_load_flag). NULL after a message (not found, store error). */
struct pol_object *obj_load(struct console *c, struct app *app, const struct system_def *sys,
                            struct policy *pol, const char *name, unsigned flags);

/* Saves top and every change under it in one transaction with one journal batch (who: env_user(),
 * when: env_now(), what: action). On failure everything is rolled back and err says why. */
enum store_status obj_commit(struct app *app, struct pol_object *top, const char *action,
                             struct store_error *err);

/* A deletion waiting for its confirmation; lives in the panel that asked (it outlives the pop-up). */
struct obj_delete {
    struct app *app;
    const struct obj_panels *panels;
    const struct kind_def *kind;
    char top[OBJ_NAME_MAX];
    char name[OBJ_NAME_MAX];     /* its name; for one found by uid, its position (for the texts) */
    int64_t uid;                 /* the object's uid (objchildren.h); 0: found by name */
    /* The system's own changes that go with the deletion in its journal batch, on the loaded top
       after the object was deleted (the dcsvstart a map added for a user server). 0, or -1 when
       memory runs out (nothing is saved). NULL: none. */
    int (*also)(struct policy *p, struct pol_object *top, const char *name);
};

/* Asks in a pop-up whether to delete d's object (filled by the caller); Enter deletes it (one
 * journalled transaction) and says so. 0, or -1 when the pop-up cannot be shown. */
int obj_delete_ask(struct console *c, struct obj_delete *d);

#endif
