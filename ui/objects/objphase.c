/* ui/objects/objphase.c — the line-command phase on the rows under an object's entry panel
 * (obj_rows_def with OBJ_ROW_COPY … OBJ_ROW_INSERT_SUB among its actions): every code typed on the
 * screen, paired by the engine (lcphase.h), checked together and applied together to the panel's
 * copy of the object, each on a row with its whole subtree of sub-rows. F3 on the panel saves the
 * result in one transaction and one journal batch (one undo); F12 discards it.
 *
 * The semantics are those of the WLM application's classification rules (issue "WLM
 * classification rules panel"; research/wlm.md §1.9, §3.1, addendum D.16): A places after the
 * target's whole subtree at the target's level, B before the target row at its level, the moved
 * subtree's levels shifting with it; R repeats a row with its subtree right after that subtree; D
 * deletes a row with its subtree, asking first when sub-rows go with it; I inserts an empty row at
 * the row's level after its subtree, IS one level below it as its first sub-row. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/popup.h"
#include "ui/objects/objedit.h"

/* One op resolved to the objects it concerns. */
struct rop {
    enum obj_row_action act;
    struct pol_object *row;      /* NULL: the top line */
    struct pol_object *target;   /* a C/M's A/B row; NULL: the top line or none */
    enum obj_row_action tact;
    long nrow, ntarget;          /* their row numbers, for the messages */
    char code[LCMD_MAX], tcode[LCMD_MAX];
};

/* The ops of one screen, waiting for the confirmation of a deletion with sub-rows. */
struct phase {
    struct obj_edit *e;
    struct rop *ops;
    size_t n;
};

static enum obj_row_action action_of(const struct obj_rows_def *d, const char *code)
{
    for (int i = 0; d->lcmds[i].code; i++)
        if (strcasecmp(d->lcmds[i].code, code) == 0)
            return d->actions[i];
    return OBJ_ROW_EDIT;
}

void obj_rows_name(void *ctx, long row, char *out, size_t len)
{
    struct obj_edit *e = ctx;
    const struct pol_object *o = row >= 0 ? obj_rows_at(e, (int)row) : NULL;
    if (o && e->entry->rows->row_label) {
        char l[96];
        e->entry->rows->row_label(o, l, sizeof l);
        snprintf(out, len, "row %ld (%s)", row + 1, l);
    } else if (row < 0) {
        snprintf(out, len, "the top line");
    } else {
        snprintf(out, len, "row %ld", row + 1);
    }
}

/* Checks the ops together: a C or M into its own subtree, and a D under which another code's row
 * lies, refuse them all (a message into msg). */
static bool check(struct obj_edit *e, const struct rop *ops, size_t n, char *msg, size_t len)
{
    char a[128], b[128];
    for (size_t i = 0; i < n; i++) {
        const struct rop *o = &ops[i];
        if ((o->act == OBJ_ROW_COPY || o->act == OBJ_ROW_MOVE) && o->target && pol_is_under(o->target, o->row)) {
            obj_rows_name(e, o->nrow, a, sizeof a);
            obj_rows_name(e, o->ntarget, b, sizeof b);
            snprintf(msg, len, "%s on %s and %s on %s: a row cannot %s into its own sub-rules; nothing was changed.",
                     o->code, a, o->tcode, b, o->act == OBJ_ROW_MOVE ? "move" : "be copied");
            return false;
        }
        if (o->act != OBJ_ROW_DELETE || !o->row)
            continue;
        for (size_t j = 0; j < n; j++) {
            const struct rop *x = &ops[j];
            long hit = j != i && x->row && pol_is_under(x->row, o->row) ? x->nrow
                       : x->target && pol_is_under(x->target, o->row) ? x->ntarget : -2;
            if (hit < -1)
                continue;
            obj_rows_name(e, o->nrow, a, sizeof a);
            obj_rows_name(e, hit, b, sizeof b);
            snprintf(msg, len, "D on %s deletes %s, which has a line command of its own; nothing was changed.",
                     a, b);
            return false;
        }
    }
    return true;
}

/* Where a C or M of src to target (A after, else B before) goes: *parent and the position it takes. */
static void place(const struct obj_edit *e, const struct rop *o, struct pol_object **parent, uint32_t *pos)
{
    bool after = o->tact == OBJ_ROW_AFTER;
    if (!o->target) {   /* the top line: first at level 1 */
        *parent = e->obj;
        *pos = 1;
        return;
    }
    *parent = o->target->parent;
    *pos = o->target->position + (after ? 1 : 0);
    if (o->act == OBJ_ROW_MOVE && o->row->parent == o->target->parent && o->row->position < o->target->position)
        (*pos)--;   /* pol_move takes the row out first */
}

/* Applies one op; the row an I or IS made into *made (the first one). 0, or -1 when memory ran out. */
static int apply_one(struct obj_edit *e, const struct rop *o, struct pol_object **made)
{
    struct pol_object *parent = NULL, *n = NULL;
    uint32_t pos = 0;
    switch (o->act) {
    case OBJ_ROW_COPY:
        place(e, o, &parent, &pos);
        return pol_copy_subtree(&e->pol, o->row, parent, pos) ? 0 : -1;
    case OBJ_ROW_MOVE:
        place(e, o, &parent, &pos);
        return pol_move(o->row, parent, pos);
    case OBJ_ROW_REPEAT:
        return o->row && pol_copy_subtree(&e->pol, o->row, o->row->parent, o->row->position + 1) ? 0 : -1;
    case OBJ_ROW_DELETE:
        if (o->row)
            pol_delete(o->row);
        return 0;
    case OBJ_ROW_INSERT:
    case OBJ_ROW_INSERT_SUB:
        if (!o->row)
            n = pol_new_at(&e->pol, e->rows_kind, e->obj, NULL, 1);
        else if (o->act == OBJ_ROW_INSERT)
            n = pol_new_at(&e->pol, e->rows_kind, o->row->parent, NULL, o->row->position + 1);
        else
            n = pol_new_at(&e->pol, e->rows_kind, o->row, NULL, 1);
        if (n && !*made)
            *made = n;
        return n ? 0 : -1;
    default:
        return 0;
    }
}

/* Applies every op of ph, in order, and says so; opens the entry panel of the first row inserted. */
static void apply_all(struct console *c, struct phase *ph)
{
    struct obj_edit *e = ph->e;
    struct pol_object *made = NULL;
    for (size_t i = 0; i < ph->n; i++)
        if (apply_one(e, &ph->ops[i], &made) != 0) {
            console_msg(c, MSG_SOURCE_ERROR, "out of memory: the line commands were applied in part; F12 discards them", NULL);
            return;
        }
    obj_rows_marks(e);
    size_t codes = 0;
    const struct rop *opens = NULL;   /* the first E or S on a row still there */
    for (size_t i = 0; i < ph->n; i++) {
        const struct rop *o = &ph->ops[i];
        bool shows = o->act == OBJ_ROW_EDIT || o->act == OBJ_ROW_FINDING;
        if (shows && o->row && o->row->change != POL_DELETED && !opens)
            opens = o;
        codes += shows ? 0 : o->tcode[0] ? 2 : 1;
    }
    if (codes) {
        char msg[200];
        const char *name = e->obj && e->obj->name ? e->obj->name : "";
        snprintf(msg, sizeof msg, "%zu line command%s applied; F3 on %s %s saves them, F12 discards them.", codes,
                 codes == 1 ? "" : "s", e->kind->label, name);
        console_msg(c, MSG_KEPT, msg, NULL);
    }
    if (made)
        obj_row_open(c, e, made, true, false);
    else if (opens && opens->act == OBJ_ROW_EDIT)
        obj_row_open(c, e, opens->row, false, false);
    else if (opens)
        obj_rows_show_finding(c, e, opens->row);
}

static void confirmed(struct console *c, void *ctx)
{
    apply_all(c, ctx);
}

static void phase_free(void *ctx)
{
    struct phase *ph = ctx;
    free(ph->ops);
    free(ph);
}

/* Asks before deleting the rows of D with sub-rows under them; Enter applies every op. */
static enum table_lc_rc ask(struct console *c, struct phase *ph, const struct rop *d, size_t subs)
{
    char l1[320], l2[80], who[128];
    obj_rows_name(ph->e, d->nrow, who, sizeof who);
    snprintf(l1, sizeof l1, "D on %s deletes it with its %zu sub-rule%s.", who, subs, subs == 1 ? "" : "s");
    snprintf(l2, sizeof l2, "Enter applies every line command of the screen;");
    const char *lines[] = {l1, l2, "F12 applies none of them.", NULL};
    if (popup_confirm_owned(c, "Confirm Delete", lines, confirmed, ph, phase_free) != 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return TABLE_LC_STOP;
    }
    return TABLE_LC_WAIT;
}

enum table_lc_rc obj_rows_apply(struct console *c, struct panel *p, const struct lcphase_op *ops, size_t n,
                                void *ctx)
{
    struct obj_edit *e = ctx;
    const struct obj_rows_def *d = e->entry->rows;
    bool only_shows = true;
    for (size_t i = 0; i < n; i++)
        only_shows = only_shows && action_of(d, ops[i].code) == OBJ_ROW_FINDING;
    if (only_shows && e->obj) {   /* S alone: shown on a browsed object too */
        const struct pol_object *o = obj_rows_at(e, (int)ops[0].row);
        obj_rows_show_finding(c, e, o);
        return TABLE_LC_NEXT;
    }
    if (e->mode == OBJ_BROWSE || !e->obj) {
        console_msg(c, e->obj ? MSG_NOT_ACTIVE : MSG_REQUIRED, e->obj ? ops[0].code : e->entry->name_label,
                    p->def->id, NULL);
        return TABLE_LC_STOP;
    }
    struct phase *ph = calloc(1, sizeof *ph);
    struct rop *r = calloc(n, sizeof *r);
    if (!ph || !r) {
        free(ph);
        free(r);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return TABLE_LC_STOP;
    }
    *ph = (struct phase){e, r, n};
    const struct rop *asks = NULL;
    size_t subs = 0;
    for (size_t i = 0; i < n; i++) {
        r[i] = (struct rop){.act = action_of(d, ops[i].code), .row = obj_rows_at(e, (int)ops[i].row),
                            .nrow = ops[i].row, .ntarget = ops[i].target};
        memcpy(r[i].code, ops[i].code, sizeof r[i].code);
        memcpy(r[i].tcode, ops[i].tcode, sizeof r[i].tcode);
        if (ops[i].target > -2) {
            r[i].target = obj_rows_at(e, (int)ops[i].target);
            r[i].tact = action_of(d, ops[i].tcode);
        }
        if (r[i].act == OBJ_ROW_DELETE && r[i].row && !asks && (subs = pol_subtree_count(r[i].row)) > 0)
            asks = &r[i];
    }
    char msg[MSG_LONG_MAX];
    if (!check(e, r, n, msg, sizeof msg)) {
        phase_free(ph);
        console_msg(c, MSG_LCMD_REFUSED, msg, NULL);
        return TABLE_LC_STOP;
    }
    if (asks)
        return ask(c, ph, asks, subs);
    apply_all(c, ph);
    phase_free(ph);
    return TABLE_LC_NEXT;
}
