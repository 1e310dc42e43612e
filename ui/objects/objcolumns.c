/* ui/objects/objcolumns.c — COLUMNS on the object lists: any attribute of the kinds listed, one the
 * schema models or one the system keeps verbatim (schema_extra_attrs), as a column of its own after
 * the list's; by keyword on the command line, or chosen with S on the system's list of them
 * (obj_panels.columns). See objlist.h. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/memsrc.h"
#include "ui/engine/profile.h"
#include "ui/objects/objlist.h"

/* The row named by keyword among l's kinds (modelled first, then kept verbatim), or NULL. */
static const struct attr_def *named(const struct obj_list *l, const char *keyword)
{
    for (size_t k = 0; k < l->nkinds; k++) {
        int i = schema_attr_native(l->kinds[k], keyword);
        if (i >= 0)
            return l->kinds[k]->attrs[i];
    }
    for (size_t k = 0; k < l->nkinds; k++) {
        const struct attr_def *a = schema_extra_attr(l->kinds[k], keyword);
        if (a)
            return a;
    }
    return NULL;
}

/* Whether key is a column of the list as opened (not one COLUMNS added). */
static bool own_column(const struct obj_list *l, const char *key)
{
    for (int i = 0; i < l->ncols; i++)
        if (strcmp(l->cols[i].key, key) == 0) {
            for (size_t j = 0; j < l->nadded; j++)
                if (strcmp(l->added[j], key) == 0)
                    return false;
            return true;
        }
    return false;
}

/* Adds a's column to l, or takes it off when COLUMNS added it; *added says which. 0, or -1 when
 * it is a column of the list's own or memory runs out. */
static int toggle(struct obj_list *l, const struct attr_def *a, bool *added)
{
    if (own_column(l, a->key))
        return -1;
    for (size_t j = 0; j < l->nadded; j++)
        if (strcmp(l->added[j], a->key) == 0) {
            memmove(&l->added[j], &l->added[j + 1], (l->nadded - j - 1) * sizeof *l->added);
            l->nadded--;
            *added = false;
            return 0;
        }
    const char **more = realloc(l->added, (l->nadded + 1) * sizeof *more);
    if (!more)
        return -1;
    l->added = more;
    l->added[l->nadded++] = a->key;
    *added = true;
    return 0;
}

enum { COLUMNS_AT_ONCE = 16 };   /* keywords one COLUMNS command takes */

/* Rebuilds l after its added columns changed, keeps them in the profile and says what changed
 * (what) or why not. */
static void rebuilt(struct console *c, struct obj_list *l, const char *what)
{
    char msg[COLUMNS_AT_ONCE * 32 + 64], kept[PROFILE_COLUMNS_LEN];
    if (obj_list_rebuild(l) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return;
    }
    size_t at = 0;
    kept[0] = '\0';
    for (size_t i = 0; i < l->nadded; i++) {
        const struct attr_def *a = obj_list_row(l, l->added[i]);
        at += (size_t)snprintf(kept + at, at < sizeof kept ? sizeof kept - at : 0, "%s%s", i ? " " : "", a->native);
    }
    snprintf(msg, sizeof msg, "%s", what);
    if (at >= sizeof kept || console_keep_columns(c, l->spec->def->id, kept) < 0)
        snprintf(msg, sizeof msg, "%s The profile has no room to keep them.", what);
    console_msg(c, MSG_COLUMNS, msg, NULL);
}

void obj_columns_restore(struct console *c, struct obj_list *l)
{
    console_adopt(c, l->spec->def);
    const char *kept = profile_columns(console_profile(c), l->spec->def->id);
    char copy[PROFILE_COLUMNS_LEN], *save = NULL;
    snprintf(copy, sizeof copy, "%s", kept ? kept : "");
    for (char *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        const struct attr_def *a = named(l, w);
        bool own = !a || (a->flags & AF_KEY);   /* an attribute column of the list's already */
        for (size_t i = 0; !own && i < l->spec->ncols; i++)
            own = strcmp(l->spec->cols[i].col.key, a->key) == 0;
        for (size_t i = 0; !own && i < l->nadded; i++)
            own = strcmp(l->added[i], a->key) == 0;
        bool added;
        if (!own && toggle(l, a, &added) < 0)
            return;
    }
}

/* COLUMNS KEYWORD…: each keyword toggled once (one given twice is one); nothing changes when one
 * is unknown or one of the list's own columns, or when more than COLUMNS_AT_ONCE are given. */
static void by_keywords(struct console *c, struct obj_list *l, const char *args)
{
    char copy[256], what[COLUMNS_AT_ONCE * 32], *save = NULL;
    const struct attr_def *rows[COLUMNS_AT_ONCE];
    size_t n = 0, at = 0;
    if (strlen(args) >= sizeof copy) {
        snprintf(what, sizeof what, "COLUMNS takes at most %zu bytes of keywords at once.", sizeof copy - 1);
        console_msg(c, MSG_COLUMNS, what, NULL);
        return;
    }
    strcpy(copy, args);
    for (char *w = strtok_r(copy, " ,", &save); w; w = strtok_r(NULL, " ,", &save)) {
        if (n == COLUMNS_AT_ONCE) {
            snprintf(what, sizeof what, "COLUMNS takes at most %d keywords at once.", COLUMNS_AT_ONCE);
            console_msg(c, MSG_COLUMNS, what, NULL);
            return;
        }
        if (!(rows[n] = named(l, w))) {
            for (char *u = w; *u; u++)
                *u = (char)toupper((unsigned char)*u);
            console_msg(c, MSG_NO_COLUMN, w, NULL);
            return;
        }
        if (own_column(l, rows[n]->key)) {
            snprintf(what, sizeof what, "%s is one of the list's own columns.", rows[n]->native);
            console_msg(c, MSG_COLUMNS, what, NULL);
            return;
        }
        bool again = false;
        for (size_t i = 0; i < n && !again; i++)
            again = rows[i] == rows[n];
        n += !again;
    }
    for (size_t i = 0; i < n; i++) {
        bool added = false;
        if (toggle(l, rows[i], &added) < 0)
            break;   /* out of memory: the columns toggled so far show */
        at += (size_t)snprintf(what + at, at < sizeof what ? sizeof what - at : 0, "%s%s %s", at ? "; " : "",
                               rows[i]->native, added ? "added" : "taken off");
    }
    if (at < sizeof what)
        snprintf(what + at, sizeof what - at, ".");
    rebuilt(c, l, what);
}

/* ---- the list of attributes (COLUMNS alone) -------------------------------------------------- */

static const struct tbl_col pick_cols[] = {
    {"keyword", "Keyword", 10, TC_FIXED},
    {"shown", "Shown", 5, 0},
    {"values", "Values", 50, 0},
};

struct pick {
    struct obj_list *l;
    struct memsrc *m;
};

/* Whether l shows a's column now. */
static bool shown(const struct obj_list *l, const struct attr_def *a)
{
    for (int i = 0; i < l->ncols; i++)
        if (strcmp(l->cols[i].key, a->key) == 0)
            return true;
    return false;
}

/* S on an attribute: its column added to the list below, or taken off. */
static enum table_lc_rc pick_line_command(struct console *c, struct panel *p, const char *code, const char *key,
                                          long pos, void *ctx)
{
    struct pick *k = ctx;
    (void)p;
    (void)pos;
    (void)code;
    const struct attr_def *a = named(k->l, key);
    bool added = false;
    char what[160];
    if (!a || toggle(k->l, a, &added) < 0) {
        snprintf(what, sizeof what, "%s is one of the list's own columns.", key);
        console_msg(c, MSG_COLUMNS, what, NULL);
        return TABLE_LC_STOP;
    }
    snprintf(what, sizeof what, "%s %s; F3 returns to the list.", a->native, added ? "added" : "taken off");
    rebuilt(c, k->l, what);
    memsrc_set_cell(k->m, key, 1, added ? "Yes" : "");
    return TABLE_LC_NEXT;
}

static int by_native(const void *x, const void *y)
{
    return strcmp((*(const struct attr_def *const *)x)->native, (*(const struct attr_def *const *)y)->native);
}

/* Every attribute of l's kinds once by keyword, in keyword order, into rows (malloc'd); their
 * number, or -1 when memory runs out. */
static long attributes(const struct obj_list *l, const struct attr_def ***rows)
{
    size_t max = 0, n = 0;
    for (size_t k = 0; k < l->nkinds; k++) {
        size_t extra;
        schema_extra_attrs(l->kinds[k], &extra);
        max += l->kinds[k]->nattrs + extra;
    }
    const struct attr_def **v = calloc(max + 1, sizeof *v);
    if (!v)
        return -1;
    for (size_t k = 0; k < l->nkinds; k++) {
        size_t extra;
        const struct attr_def *ex = schema_extra_attrs(l->kinds[k], &extra);
        for (size_t i = 0; i < l->kinds[k]->nattrs + extra; i++) {
            const struct attr_def *a = i < l->kinds[k]->nattrs ? l->kinds[k]->attrs[i] : &ex[i - l->kinds[k]->nattrs];
            bool dup = (a->flags & AF_HEADER) != 0;   /* from a file's header: no keyword */
            for (size_t j = 0; !dup && j < n; j++)
                dup = strcasecmp(v[j]->native, a->native) == 0;
            if (!dup)
                v[n++] = a;
        }
    }
    qsort(v, n, sizeof *v, by_native);
    *rows = v;
    return (long)n;
}

/* Fills m with l's attributes; false when memory runs out. */
static bool pick_rows(struct memsrc *m, const struct obj_list *l)
{
    const struct attr_def **rows;
    long n = attributes(l, &rows);
    bool ok = n >= 0;
    for (long i = 0; ok && i < n; i++) {
        struct field_def fd;
        char hint[160];
        field_def_from_attr(&fd, rows[i]);
        field_hint(&fd, hint, sizeof hint);
        if (!hint[0] && rows[i]->type == AT_TEXT && rows[i]->max > 0)
            snprintf(hint, sizeof hint, "text, at most %lld bytes", rows[i]->max);
        const char *cells[] = {rows[i]->native, shown(l, rows[i]) ? "Yes" : "", hint};
        ok = memsrc_add(m, rows[i]->native, cells) == 0;
    }
    if (n >= 0)
        free(rows);
    return ok;
}

/* Pushes the system's list of l's attributes; false after a message. */
static bool pick_open(struct console *c, struct obj_list *l)
{
    if (!l->panels->columns) {
        console_msg(c, MSG_MISSING_VALUE, "COLUMNS", "COLUMNS KEYWORD...", NULL);
        return false;
    }
    struct pick *k = calloc(1, sizeof *k);
    struct memsrc *m = k ? memsrc_new(pick_cols, sizeof pick_cols / sizeof pick_cols[0]) : NULL;
    if (!m || !pick_rows(m, l)) {
        memsrc_free(m);
        free(k);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return false;
    }
    *k = (struct pick){l, m};
    struct table_spec spec = {.def = l->panels->columns, .line_command = pick_line_command, .ctx = k,
                              .ctx_free = free};
    memsrc_source(m, &spec.src);
    struct panel *p = table_new(&spec);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return false;
    }
    char title[80];
    snprintf(title, sizeof title, "%s for %.50s", l->panels->columns->title, panel_title(l->panel));
    panel_set_title(p, title);
    return true;
}

enum panel_rc obj_columns_command(struct console *c, struct obj_list *l, const char *args)
{
    if (!args[0]) {
        pick_open(c, l);
    } else if (strcasecmp(args, "RESET") == 0) {
        l->nadded = 0;
        rebuilt(c, l, "The list shows its own columns again.");
    } else {
        by_keywords(c, l, args);
    }
    return PANEL_DONE;
}
