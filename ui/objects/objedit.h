/* ui/objects/objedit.h — the entry panels of objects: what objfields.c (the fields from the panel
 * spec and the schema), objedit.c (opening, values, footer) and objsave.c (checks and the
 * journalled save) share. */
#ifndef WLMCON_UI_OBJEDIT_H
#define WLMCON_UI_OBJEDIT_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/engine/field.h"
#include "ui/objects/objpanels.h"

/* Keys of the header fields, which are not attributes. */
#define OBJ_FIELD_TOP "@top"
#define OBJ_FIELD_NAME "@name"
#define OBJ_FIELD_KIND "@kind"

/* The heading of the section of an entry panel that holds the attributes kept verbatim
 * (schema_extra_attrs), after the modelled ones. */
#define OBJ_EXTRA_GROUP "Other attributes"

/* One entry panel's state; the panel owns it (entry_spec.ctx_free). */
struct obj_edit {
    struct app *app;
    struct console *c;
    const struct obj_panels *panels;
    const struct obj_entry_def *entry; /* the kind's entry panel in panels */
    enum obj_mode mode;
    const struct kind_def *kind;
    int64_t uid;                       /* the object edited by its uid (objchildren.h); 0: by name */
    char position[16];                 /* by uid: its position, shown in the name field */
    char topname[OBJ_NAME_MAX];        /* "" when inserting a top-level object */
    int64_t under;                     /* inserting: the uid of the object the new one goes under
                                          (obj_edit_insert_under); 0: the top-level object */
    struct policy pol;                 /* the top-level object as read, changed by the panel */
    struct policy orig;                /* editing: the top-level object as read, for ask_save */
    struct pol_object *top;            /* in pol (NULL when inserting a top-level object, until
                                          made) */
    struct pol_object *obj;            /* in pol: the object edited, or the new one once made */
    const struct pol_object *src;      /* copying: the object copied (in pol) */
    const struct pol_object *before;   /* editing: the object as read (in orig) */
    struct field_def *fields;
    size_t nfields;
    bool confirmed;                    /* the question of ask_save was answered with Enter */
    bool made;                         /* obj was made in pol by obj_edit_made's hook: edited as
                                          read, saved as new, never read again (no REFRESH) */
    int64_t read_batch;                /* editing: the newest journal batch when it was read */
    char **typed;                      /* per field, or NULL: what the user typed before REFRESH
                                          (entry_spec.typed), malloc'd */
    char **notes;                      /* per field, or NULL: the hint beside a field both the user
                                          and someone else changed ("OTHER saved 33"), malloc'd */
    /* the children under the fields (obj_entry_def.rows; objrows.c) */
    struct entry_rows erows;           /* the engine's view of them (entry_spec.rows) */
    const struct kind_def *rows_kind;  /* their kind; NULL: the panel has none */
    char (*rbufs)[OBJ_CELL_MAX];       /* the cells of the row last read, malloc'd */
    char rkey[32];                     /* its key */
    const char *rsources[4], *rtargets[4];  /* the phase's codes of OBJ_ROW_COPY/MOVE and
                                               OBJ_ROW_AFTER/BEFORE (erows.roles) */
    struct diag_list marks;            /* the findings of the rows' mark_rule (objmarks.c) */
};

/* Row i (0-based, in the table's order) of e's rows, or NULL. */
struct pol_object *obj_rows_at(const struct obj_edit *e, int i);

/* Opens the entry panel of row child of e (browse: read only; inserted: made for it, deleted
 * again when the panel is cancelled). 0, or -1 after a message. */
int obj_row_open(struct console *c, struct obj_edit *e, struct pol_object *child, bool inserted, bool browse);

/* Names row (0-based; -1 the top line) of e (ctx) in the phase's messages: the rows' row_label,
 * else "row N" (entry_rows.row_name). */
void obj_rows_name(void *ctx, long row, char *out, size_t len);

/* The line-command phase on e's rows (entry_rows.apply; objphase.c): ops in row order, applied to
 * e->pol as one change (F3 on the panel saves it in one journal batch) after every one was
 * checked; a refusal changes nothing. */
enum table_lc_rc obj_rows_apply(struct console *c, struct panel *p, const struct lcphase_op *ops, size_t n,
                                void *ctx);

/* Checks the rows' mark_rule (obj_rows_def.mark_rule) on e->pol again into e->marks: after the
 * rows changed. Out of memory leaves no marks. */
void obj_rows_marks(struct obj_edit *e);

/* The finding of e->marks on row o, or NULL (o NULL: NULL). */
const struct diag *obj_rows_finding(const struct obj_edit *e, const struct pol_object *o);

/* entry_rows.mark: "!" for row i of e (ctx) when a finding marks it, else "". */
const char *obj_rows_mark(void *ctx, int i);

/* S on row o: its finding in a pop-up (obj_rows_def.finding_def), or a message when it has none.
 * 0, or -1 after a message. */
int obj_rows_show_finding(struct console *c, struct obj_edit *e, const struct pol_object *o);

/* Fills e->erows and e->rows_kind from the entry's rows (obj_entry_def.rows). Returns 0, or -1
 * when memory runs out; 0 and nothing when the entry has none. */
int obj_rows_init(struct obj_edit *e);

/* Frees what obj_rows_init made. */
void obj_rows_free(struct obj_edit *e);

/* Copying an object whose panel has rows: copies the children of the rows' kind of e->src, with
 * their values, under the new object e->obj. Returns 0, or -1 when memory runs out. */
int obj_rows_copy(struct obj_edit *e);

/* The fields of e's panel (malloc'd into e->fields, e->nfields of them): header fields, then the
 * kind's attributes in entry-panel order — by attr_def.field_pos, the rows without one after
 * those with one, in table order — each attr_def.group opening a heading, then under the heading
 * OBJ_EXTRA_GROUP the attributes the system keeps verbatim (schema_extra_attrs: output only where
 * the row is AF_READONLY). Returns 0, or -1 when memory runs out. */
int obj_fields_build(struct obj_edit *e);

/* field_def.explain of attribute fields: the system's value check (schema_value_problem) with
 * its rule id ("<the system's message> [<rule id>]"); NULL when the value passes or the system has
 * no check. The kind is the one of the table row fd->attr; for a row kept verbatim (AF_VERBATIM),
 * which is no row of the table, fd->check_ctx. */
const char *obj_field_explain(const struct field_def *fd, const char *value, char *msg, size_t n);

/* entry_spec.check: applies the values to the object and runs the system's checks of one object
 * (schema_object_problems), refusing on the first error with the attribute's field. */
bool obj_edit_check(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res);

/* Reads the object e edits again, as a new edit of it (not shown yet; owned by the caller until
 * obj_edit_push): NULL after a message when it is gone or cannot be read. */
struct obj_edit *obj_edit_reread(struct console *c, const struct obj_edit *e);

/* Makes and pushes the entry panel over e, which it then owns (also on failure). Returns 0, or -1
 * when memory runs out. */
int obj_edit_push(struct console *c, struct obj_edit *e);

/* The long message of a save refused because someone else changed the object (ENTRY_CONFLICT):
 * who changed which attributes since e read it, from the journal ("OTHER changed CLWLWGHT from 60
 * to 33 (import, batch 2, 2026-12-01 18:07). Nothing was saved: REFRESH reads it again and keeps
 * what you typed."); store_msg (the store's own) when the journal names no change of it. Into out
 * (n bytes). */
void obj_conflict_text(const struct obj_edit *e, const char *store_msg, char *out, size_t n);

/* entry_spec.refresh of an object being edited: reads it again (obj_edit_reread) and shows it with
 * what the user typed kept: where someone else changed the same attribute to another value, the
 * user's value with theirs beside it (obj_edit.notes) and a warning; elsewhere their changes. */
void obj_edit_refresh(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx);

/* entry_spec.save: applies the values, asks first when the panel spec asks (obj_panels.ask_save),
 * then saves in one transaction and journal batch. */
enum entry_save_rc obj_edit_save(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res);

#endif
