/* ui/objects/objsave.c — what Enter and F3 do on the entry panels of objects: the values applied
 * to the object read, the system's own checks of the object (schema_object_problems), the
 * question the panel spec asks before some saves (obj_panels.ask_save), and the save: one
 * transaction, one journal batch, revision checked (a change made by someone else since the panel
 * read the object is reported, nothing is overwritten). */
#include "ui/objects/objedit.h"
#include "ui/engine/env.h"

#include <stdio.h>
#include <string.h>


/* The value to store for an attribute field's text: "" goes back to the default — the blank the
 * product writes for attributes whose default is blank, else unspecified. */
static const char *stored(const struct field_def *fd, const char *text)
{
    if (text[0])
        return text;
    return fd->attr->dflt && val_state(fd->attr->dflt) == VAL_BLANK ? " " : NULL;
}

static bool fail(struct entry_result *res, const char *key, const char *fmt, const char *a,
                 const char *b)
{
    res->field_key = key;
    snprintf(res->msg, sizeof res->msg, fmt, a, b);
    return false;
}

/* Sets the attribute of field fd to the typed text, converted to the code page of the file that
 * sets it (model/layout.h: a character that code page cannot hold is refused on the field, named).
 * False with res's message. */
static bool set_value(struct obj_edit *e, const struct field_def *fd, const char *text, struct entry_result *res)
{
    if (fd->attr->flags & AF_VERBATIM)   /* kept verbatim: "" drops it, so the default applies */
        return schema_extra_put(&e->pol, e->obj, fd->attr, text) == 0 ||
               fail(res, NULL, "Out of memory: nothing was saved.%s%s", "", "");
    int idx = schema_attr_index(e->obj->kind, fd->key);
    const char *enc = idx >= 0 && text[0] ? layout_encoding_of(e->obj, idx) : NULL;
    struct textbuf tb = {0};
    size_t bad = 0;
    int rc = enc ? layout_from_utf8(enc, text, &tb, &bad) : 0;
    if (rc == 1) {
        char ch[8];
        size_t n = 1;
        while (n < 4 && ((unsigned char)text[bad + n] & 0xC0) == 0x80)
            n++;
        snprintf(ch, sizeof ch, "%.*s", (int)n, text + bad);
        tb_free(&tb);
        return fail(res, fd->key, "The character %s cannot be written in %s, the code page of its file.", ch, enc);
    }
    bool ok = rc == 0 && (idx < 0 || pol_set_edited(&e->pol, e->obj, idx, stored(fd, enc ? tb.buf : text)) == 0);
    tb_free(&tb);
    return ok || fail(res, NULL, "Out of memory: nothing was saved.%s%s", "", "");
}

/* Whether name is free for the new object; false with the message when not. */
static bool name_free(struct obj_edit *e, const char *name, struct entry_result *res)
{
    if (!(e->kind->flags & KF_TOP)) {
        if (pol_find(e->top, e->kind->ns, name))
            return fail(res, OBJ_FIELD_NAME, "%s already has an object named %s in this namespace.",
                        e->topname, name);
        return true;
    }
    struct policy scratch;
    struct pol_object *there = NULL;
    struct store_error err;
    policy_init(&scratch);
    enum store_status st = store_load_top(e->app->store, &scratch, e->kind, name, 0, &there, &err);
    policy_free(&scratch);
    if (st == STORE_OK)
        return fail(res, OBJ_FIELD_NAME, "%s %s is already in the store.", e->kind->label, name);
    return st == STORE_NOTFOUND ? true : fail(res, NULL, "%.250s%s", err.msg, "");
}

/* Copies what DEFINE LIKE copies from the source: its values and unmodelled parameters; not what
 * commands of their own set (a queue manager's suspension). */
static bool copy_source(struct obj_edit *e)
{
    const struct pol_object *s = e->src;
    for (unsigned i = 0; i < s->kind->nattrs; i++)
        if (s->vals[i] && !(s->kind->attrs[i]->flags & AF_COMMAND) &&
            pol_set_edited(&e->pol, e->obj, (int)i, s->vals[i]) != 0)
            return false;
    for (size_t i = 0; i < s->nparams; i++)
        if (s->params[i].cls == PARAM_OTHER &&
            pol_param_set(&e->pol, e->obj, s->params[i].keyword, s->params[i].value, PARAM_OTHER,
                          (struct pol_pos){0, 0}) != 0)
            return false;
    return true;
}

/* Makes the new object named name (again when the name changed since the last attempt). */
static bool make_new(struct obj_edit *e, const char *name, struct entry_result *res)
{
    if (e->obj && strcmp(e->obj->name, name) == 0)
        return true;
    if (e->obj)
        pol_delete(e->obj);   /* never saved: it just goes */
    e->obj = NULL;
    if (!name_free(e, name, res))
        return false;
    bool top = e->kind->flags & KF_TOP;
    struct pol_object *parent = top ? NULL : e->under ? pol_find_uid(e->top, e->under) : e->top;
    if (!top && !parent)
        return fail(res, NULL, "%s%s", "The object it goes under is gone: nothing was saved.", "");
    e->obj = pol_new(&e->pol, e->kind, parent, name);
    if (top)
        e->top = e->obj;
    if (!e->obj || (e->src && (!copy_source(e) || obj_rows_copy(e) < 0)))
        return fail(res, NULL, "Out of memory: nothing was saved.%s%s", "", "");
    return true;
}

/* Applies the values: every typed one to a new object, the changed ones to an object read. */
static bool apply(struct obj_edit *e, const struct entry_value *v, size_t n, struct entry_result *res)
{
    bool fresh = e->mode == OBJ_INSERT || e->mode == OBJ_COPY;
    for (size_t i = 0; fresh && i < n; i++)
        if (strcmp(v[i].def->key, OBJ_FIELD_NAME) == 0 && !make_new(e, v[i].value, res))
            return false;
    for (size_t i = 0; i < n; i++) {
        const struct field_def *fd = v[i].def;
        bool typed = fresh ? v[i].value[0] || v[i].modified : v[i].modified;
        if (fd->attr && !(fd->flags & FD_OUTPUT) && typed && !set_value(e, fd, v[i].value, res))
            return false;
    }
    return true;
}

/* The field of the attribute a diagnostic names (its native keyword), or NULL. */
static const char *field_of(const struct obj_edit *e, const struct diag *d)
{
    int idx = d->attr ? schema_attr_native(e->kind, d->attr) : -1;
    return idx >= 0 ? e->kind->attrs[idx]->key : NULL;
}

bool obj_edit_check(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res)
{
    struct obj_edit *e = ctx;
    if (!apply(e, v, n, res))
        return false;
    struct diag_list diags;
    diag_init(&diags, 0);
    bool ok = schema_object_problems(e->obj, &diags, (struct diag_at){0}) == 0;
    if (!ok) {
        const struct diag *d = &diags.v[0];
        res->field_key = field_of(e, d);
        snprintf(res->short_msg, sizeof res->short_msg, "%s",
                 e->panels->refusal ? e->panels->refusal(d) : "Not allowed");
        snprintf(res->msg, sizeof res->msg, "%s [%s]", d->msg, d->id);
    }
    diag_free(&diags);
    return ok;
}

/* Saves the top-level object with the change in one journalled transaction, the object stamped
 * first through the system's save hook (obj_panels.stamp). */
static enum entry_save_rc commit(struct obj_edit *e, struct entry_result *res)
{
    struct store_error err = {0};
    bool fresh = e->mode == OBJ_INSERT || e->mode == OBJ_COPY;
    char warn[160] = "";
    if (e->panels->stamp && e->panels->stamp(&e->pol, e->obj, fresh, env_user(), env_now(), warn, sizeof warn) < 0) {
        snprintf(res->msg, sizeof res->msg, "Out of memory: nothing was saved.");
        return ENTRY_FAILED;
    }
    enum store_status st = obj_commit(e->app, e->top, fresh ? "define" : "save", &err);
    if (st == STORE_OK) {
        char path[256];
        snprintf(res->msg, sizeof res->msg, "%s %s, revision %lld.%s%s", schema_object_path(e->obj, path, sizeof path),
                 fresh ? "defined" : "saved", (long long)e->obj->revision, warn[0] ? " " : "", warn);
        return ENTRY_SAVED;
    }
    if (st == STORE_CONFLICT)
        obj_conflict_text(e, err.msg, res->msg, sizeof res->msg);
    else
        snprintf(res->msg, sizeof res->msg, "%.255s", err.msg);
    for (size_t i = 0; st == STORE_CONSTRAINT && i < e->nfields; i++)
        if (strcmp(e->fields[i].key, err.field) == 0)
            res->field_key = e->fields[i].key;
    return st == STORE_CONFLICT ? ENTRY_CONFLICT : ENTRY_FAILED;
}

/* Enter on the question of ask_save: save, and leave the panel when saved. */
static void confirmed(struct console *c, void *ctx)
{
    struct obj_edit *e = ctx;
    struct entry_result res = {0};
    e->confirmed = true;
    enum entry_save_rc rc = commit(e, &res);
    if (rc == ENTRY_SAVED) {
        console_pop(c);
        console_msg(c, MSG_SAVED, res.msg, NULL);
    } else {
        console_msg(c, rc == ENTRY_CONFLICT ? MSG_CONFLICT : MSG_SAVE_FAILED, res.msg, NULL);
    }
}

enum entry_save_rc obj_edit_save(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res)
{
    struct obj_edit *e = ctx;
    if (!apply(e, v, n, res))
        return ENTRY_FAILED;
    if (!e->confirmed && e->before && e->panels->ask_save &&
        e->panels->ask_save(e->c, e->before, e->obj, confirmed, e))
        return ENTRY_PENDING;
    return commit(e, res);
}
