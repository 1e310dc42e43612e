/* ui/objects/objconflict.c — a save refused because someone else changed the object since the
 * panel read it: who changed what (from the journal), and REFRESH, which reads the object again
 * and keeps what the user typed, showing both values where both changed the same attribute. */
#include "ui/objects/objedit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/work/history_text.h"

/* The changes of one object read for the message, as one text. */
struct conflict_read {
    char *out;
    size_t n, len;
    int64_t batch;           /* the batch of the last change written; 0: none yet */
    int items;
};

static void put(struct conflict_read *r, const char *fmt, const char *a, const char *b, const char *c)
{
    if (r->len < r->n)
        r->len += (size_t)snprintf(r->out + r->len, r->n - r->len, fmt, a, b, c);
    if (r->len >= r->n)
        r->len = r->n - 1;
}

/* "OTHER changed CLWLWGHT from 60 to 33 (import, batch 2, 2026-12-01 18:07)"; the changes of one
 * batch joined with ", ". */
static int conflict_change(void *ctx, const struct store_attr_change *ch)
{
    struct conflict_read *r = ctx;
    char action[64], when[24], tail[128];
    if (r->items >= 4)   /* the rest: in History */
        return r->items++ == 4 ? (put(r, ", …", "", "", ""), 0) : 0;
    if (ch->batch != r->batch) {
        if (r->batch)
            put(r, "; ", "", "", "");
        put(r, "%s changed ", ch->who, "", "");
    } else {
        put(r, ", ", "", "", "");
    }
    put(r, "%s from %s ", ch->attr, history_value(ch->old), "");
    snprintf(tail, sizeof tail, "to %s (%s, batch %lld, %s)", history_value(ch->new_),
             history_action(ch->action, action, sizeof action), (long long)ch->batch,
             history_when(ch->at, when, sizeof when));
    put(r, "%s", tail, "", "");
    r->batch = ch->batch;
    r->items++;
    return 0;
}

void obj_conflict_text(const struct obj_edit *e, const char *store_msg, char *out, size_t n)
{
    char path[512];
    const struct pol_object *o = e->before ? e->before : e->obj;
    struct store_change_filter f = {.path = o ? schema_object_path(o, path, sizeof path) : NULL,
                                    .after = e->read_batch};
    struct conflict_read r = {out, n, 0, 0, 0};
    struct store_error err;
    out[0] = '\0';
    if (f.path && store_changes(e->app->store, &f, conflict_change, &r, &err) == STORE_OK && r.items)
        put(&r, ". Nothing was saved: REFRESH reads it again and keeps what you typed.", "", "", "");
    else
        snprintf(out, n, "%s%s", store_msg, e->mode == OBJ_EDIT ? " REFRESH reads it again." : "");
}

/* What a field of o shows for attribute key: its value, "" when it has none. */
static const char *shown(const struct pol_object *o, const char *key)
{
    const char *v = o ? pol_get_key(o, key) : NULL;
    return v && val_state(v) == VAL_VALUE ? v : "";
}

/* Who changed the object last, for the notes: the journal's user, else "someone else". */
static void last_who(const struct obj_edit *e, char *who, size_t n)
{
    struct store_change ch;
    struct store_error err;
    const struct pol_object *o = e->obj;
    snprintf(who, n, "someone else");
    if (!e->uid && store_last_change(e->app->store, o->kind, o->top != o ? o->top->name : NULL, o->name, &ch,
                                     &err) == STORE_OK)
        snprintf(who, n, "%s", ch.who);
}

void obj_edit_refresh(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx)
{
    struct obj_edit *e = ctx;
    (void)p;
    struct obj_edit *e2 = obj_edit_reread(c, e);
    if (!e2)
        return;   /* gone, or not readable: the message says so, the panel stays */
    char who[64], kept[160] = "", both[480] = "";
    const char *focus = NULL;   /* the first field both changed, else the first kept */
    last_who(e2, who, sizeof who);
    e2->typed = calloc(e2->nfields ? e2->nfields : 1, sizeof *e2->typed);
    e2->notes = calloc(e2->nfields ? e2->nfields : 1, sizeof *e2->notes);
    bool oom = !e2->typed || !e2->notes;
    for (size_t i = 0; !oom && i < n && i < e2->nfields; i++) {
        const struct field_def *fd = v[i].def;
        if (!fd->attr || (fd->flags & FD_OUTPUT) || !v[i].modified)
            continue;
        const char *base = shown(e->before, fd->key), *theirs = shown(e2->obj, fd->key);
        if (strcmp(theirs, v[i].value) == 0)
            continue;   /* they made it what the user typed: nothing to keep */
        oom = !(e2->typed[i] = strdup(v[i].value));
        char *list = strcmp(base, theirs) != 0 ? both : kept;
        if (!focus || (list == both && !both[0]))
            focus = e2->fields[i].key;
        size_t len = strlen(list), room = list == both ? sizeof both : sizeof kept;
        snprintf(list + len, room - len, "%s%s", len ? ", " : "", fd->tag ? fd->tag : fd->label);
        if (list == both) {   /* their value in words too: the note beside the field may not fit */
            len = strlen(both);
            snprintf(both + len, sizeof both - len, " to %s", theirs[0] ? theirs : "(unspecified)");
        }
        if (list == both && !oom) {
            size_t nl = strlen(who) + strlen(theirs) + 32;
            oom = !(e2->notes[i] = malloc(nl));
            if (!oom)
                snprintf(e2->notes[i], nl, "%s saved %s", who, theirs[0] ? theirs : "(unspecified)");
        }
    }
    if (oom) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return;
    }
    long long rev = (long long)e2->obj->revision;
    console_pop(c);   /* the old panel and e go */
    if (obj_edit_push(c, e2) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return;
    }
    if (focus)
        entry_focus(console_top(c), focus);
    char msg[sizeof who + sizeof kept + sizeof both + 160];   /* the longest text whole, for the message line */
    if (both[0])
        snprintf(msg, sizeof msg, "Read again at revision %lld. %s changed %s too: your value stays in the "
                 "field; keep it or type theirs, and F3 saves.%s%s%s", rev, who, both, kept[0] ? " Kept as you typed: " : "",
                 kept, kept[0] ? "." : "");
    else if (kept[0])
        snprintf(msg, sizeof msg, "Read again at revision %lld with %s's change. Kept as you typed: %s. F3 saves.",
                 rev, who, kept);
    else
        snprintf(msg, sizeof msg, "Read again at revision %lld with %s's change; nothing you typed differs from it.",
                 rev, who);
    console_msg(c, both[0] ? MSG_REREAD_BOTH : MSG_REREAD, msg, NULL);
}
