/* ui/work/history_changes.c — the journal's changes across batches, filtered; see
 * history_changes.h. */
#include "ui/work/history_changes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/memsrc.h"
#include "ui/engine/table.h"
#include "ui/work/history_text.h"

enum { HC_BATCH, HC_WHO, HC_OBJECT, HC_ATTR, HC_OLD, HC_NEW, HC_WHEN, HC_NCOLS };

static const struct tbl_col cols[HC_NCOLS] = {
    [HC_BATCH] = {"batch", "Batch", 5, TC_FIXED | TC_RIGHT},
    [HC_WHO] = {"who", "User", 8, 0},
    [HC_OBJECT] = {"object", "Object", 32, 0},
    [HC_ATTR] = {"attr", "Attribute", 9, 0},
    [HC_OLD] = {"old", "Old", 9, 0},
    [HC_NEW] = {"new", "New", 9, 0},
    [HC_WHEN] = {"when", "When (UTC)", 16, 0},
};

static const char *const actions[] = {"View", "Options", "Help", NULL};

static const struct panel_def def = {
    .id = "HIS130",
    .title = "Changes",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .instruction = "F5 reads the journal again; F3 returns to the batches",
    .help = "What the journal says changed, across its batches, oldest first: one row per attribute "
            "with the batch, when (UTC) and by whom, the object as findings name it, its value before "
            "and after ((unspecified): no value was given). The same lines as wlmcon history. The "
            "objects a batch defined or deleted are counted on the list of batches, not here.\n"
            "On the list of batches, " HISTORY_CHANGES_SYNTAX " opens this list: USER only the "
            "batches of that user, SINCE only those made then or later, OBJECT only that object and "
            "what is under it (a top-level object's path: it and all its objects).",
};

/* The filter, its strings owned. */
struct hfilter {
    struct store *st;
    char *who, *since, *path;
};

static void hfilter_free(void *ctx)
{
    struct hfilter *f = ctx;
    free(f->who);
    free(f->since);
    free(f->path);
    free(f);
}

struct hfill {
    struct memsrc *m;
    int rc;
};

static int add_change(void *ctx, const struct store_attr_change *ch)
{
    struct hfill *h = ctx;
    char key[48], batch[24], when[24];
    snprintf(key, sizeof key, "%lld.%lld", (long long)ch->batch, (long long)ch->n);
    snprintf(batch, sizeof batch, "%lld", (long long)ch->batch);
    char old[1024], new_[1024];
    const char *cells[HC_NCOLS] = {batch, ch->who, ch->path, ch->attr,
                                   history_value(history_one_line(ch->old, old, sizeof old)),
                                   history_value(history_one_line(ch->new_, new_, sizeof new_)),
                                   history_when(ch->at, when, sizeof when)};
    return h->rc = memsrc_add(h->m, key, cells);
}

static int fill(void *ctx, struct memsrc *m)
{
    struct hfilter *f = ctx;
    struct store_change_filter sf = {.who = f->who, .since = f->since, .path = f->path};
    struct store_error err = {0};
    struct hfill h = {m, 0};
    if (store_changes(f->st, &sf, add_change, &h, &err) != STORE_OK) {
        memsrc_fail(m, err.msg);
        return -1;
    }
    if (h.rc != 0)
        memsrc_fail(m, "out of memory");
    return h.rc;
}

static int head(void *ctx, struct table_head *l, int max)
{
    struct hfilter *f = ctx;
    int n = 0;
    if (n < max) {
        snprintf(l[n].label, sizeof l[n].label, "Object");
        snprintf(l[n++].value, sizeof l[0].value, "%s", f->path ? f->path : "every object");
    }
    if (n < max) {
        snprintf(l[n].label, sizeof l[n].label, "User");
        snprintf(l[n++].value, sizeof l[0].value, "%s", f->who ? f->who : "every user");
    }
    if (n < max) {
        snprintf(l[n].label, sizeof l[n].label, "Since");
        snprintf(l[n++].value, sizeof l[0].value, "%s", f->since ? f->since : "the first batch");
    }
    return n;
}

/* A bad operand of CHANGES: the message, -1. */
static int bad(struct console *c, struct hfilter *f, const char *what, const char *after)
{
    console_msg(c, MSG_INVALID_OPERAND, what, after, HISTORY_CHANGES_SYNTAX, NULL);
    hfilter_free(f);
    return -1;
}

/* The next blank-delimited word of *s into w (n bytes), *s past it; false when none. */
static bool word(const char **s, char *w, size_t n)
{
    *s += strspn(*s, " ");
    size_t len = strcspn(*s, " ");
    if (!len)
        return false;
    snprintf(w, n, "%.*s", (int)len, *s);
    *s += len;
    return true;
}

int history_changes_open(struct console *c, struct store *st, const char *args)
{
    struct hfilter *f = calloc(1, sizeof *f);
    if (!f)
        return -1;
    f->st = st;
    char kw[32], value[256];
    for (const char *s = args; word(&s, kw, sizeof kw);) {
        if (strcasecmp(kw, "OBJECT") == 0) {
            s += strspn(s, " ");
            if (!*s)
                return bad(c, f, "Nothing", "CHANGES OBJECT");
            free(f->path);
            f->path = strdup(s);
            break;
        }
        bool user = strcasecmp(kw, "USER") == 0, since = strcasecmp(kw, "SINCE") == 0;
        if (!user && !since)
            return bad(c, f, kw, "CHANGES");
        if (!word(&s, value, sizeof value))
            return bad(c, f, "Nothing", user ? "CHANGES USER" : "CHANGES SINCE");
        if (since && !history_since_valid(value))
            return bad(c, f, value, "CHANGES SINCE");
        char **slot = user ? &f->who : &f->since;
        free(*slot);
        *slot = strdup(value);
    }
    struct memsrc *m = memsrc_new(cols, HC_NCOLS);
    if (!m || fill(f, m) != 0) {
        if (m)
            memsrc_free(m);
        hfilter_free(f);
        console_msg(c, MSG_STORE_ERROR, "the journal's changes could not be read", NULL);
        return -1;
    }
    memsrc_set_builder(m, &(struct memsrc_builder){fill, NULL, f});
    struct table_spec spec = {.def = &def, .ctx = f, .ctx_free = hfilter_free, .head = head};
    memsrc_source(m, &spec.src);
    struct panel *p = table_new(&spec);
    return p ? console_push(c, p) : -1;
}
