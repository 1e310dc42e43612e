/* ui/work/validate_rows.c — the rows of the Validate panel; see validate_rows.h. */
#include "ui/work/validate_rows.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const struct tbl_col vrows_cols[VROWS_NCOLS] = {
    {"severity", "Severity", 8, TC_FIXED},
    {"id", "Rule", 6, TC_FIXED},   /* every rule id whole: up to three letters and three digits */
    {"message", "Message", 240, 0},
    {"object", "Object", 48, 0},
    {"attribute", "Attribute", 9, 0},
    {"source", "Source", 40, 0},
};

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* The cells of finding d into cells (VROWS_NCOLS), using the buffers given; mark: the
 * suppression hiding it (hidden) or that ran out, or NULL. */
static void finding_cells(const struct diag *d, const struct suppression *mark, bool hidden, const char **cells,
                          char *msg, size_t nmsg, char *source, size_t nsource)
{
    char text[DIAG_MSG_MAX];
    source[0] = '\0';
    if (d->file)
        snprintf(source, nsource, "%s:%u:%u", base_name(d->file), d->line, d->col);
    else if (d->console)
        diag_console_text(d->console, source, nsource);
    const char *m = diag_msg(d, text, sizeof text);
    if (mark && hidden)
        snprintf(msg, nmsg, "SUPPRESSED %lld (%s): %s", (long long)mark->id, mark->reason, m);
    else if (mark)
        snprintf(msg, nmsg, "SUPPRESSION %lld RAN OUT %s: %s", (long long)mark->id, mark->until, m);
    else
        snprintf(msg, nmsg, "%s", m);
    cells[0] = severity_name(d->sev);
    cells[1] = d->id;
    cells[2] = msg;
    cells[3] = d->path ? d->path : "";
    cells[4] = d->attr ? d->attr : "";
    cells[5] = source;
}

/* Adds the row of finding d (key "f<i>", or "s<i>" for a suppressed one). */
static int add_finding(const struct validation *v, const struct diag *d, bool hidden, size_t i, struct memsrc *m)
{
    char key[32], msg[DIAG_MSG_MAX + 300], source[300];
    const char *cells[VROWS_NCOLS];
    const struct suppression *mark = d->mark ? &v->supps[d->mark - 1] : NULL;
    snprintf(key, sizeof key, "%c%zu", hidden ? 's' : 'f', i);
    finding_cells(d, mark, hidden, cells, msg, sizeof msg, source, sizeof source);
    return memsrc_add(m, key, cells);
}

/* The findings of severity sev (of rule id when not NULL), shown then suppressed, as rows. */
static int add_findings(const struct validation *v, const struct vrows_view *view, int sev, const char *id,
                        struct memsrc *m)
{
    const struct diag_list *l = &v->findings;
    for (size_t i = 0; i < l->n; i++)
        if ((int)l->v[i].sev == sev && (!id || strcmp(l->v[i].id, id) == 0) && add_finding(v, &l->v[i], false, i, m) < 0)
            return -1;
    for (size_t i = 0; view->suppressed && i < v->filtered.nsuppressed; i++) {
        const struct diag *d = &v->filtered.suppressed[i];
        if ((int)d->sev == sev && (!id || strcmp(d->id, id) == 0) && add_finding(v, d, true, i, m) < 0)
            return -1;
    }
    return 0;
}

/* One group: a rule and severity and its findings, shown and suppressed. */
struct group {
    char key[16];
    const char *id;
    int sev;
    size_t n, hidden;
};

static int cmp_group(const void *a, const void *b)
{
    const struct group *x = a, *y = b;
    return x->sev != y->sev ? x->sev - y->sev : strcmp(x->id, y->id);
}

/* Counts d into its group among g[0..*n). */
static int tally(struct group **g, size_t *n, size_t *cap, const struct diag *d, bool hidden)
{
    size_t k = 0;
    while (k < *n && ((*g)[k].sev != (int)d->sev || strcmp((*g)[k].id, d->id) != 0))
        k++;
    if (k == *n) {
        if (heap_reserve(g, cap, *n + 1, sizeof **g) < 0)
            return -1;
        (*g)[k] = (struct group){.id = d->id, .sev = (int)d->sev};
        snprintf((*g)[k].key, sizeof (*g)[k].key, "%d%s", (int)d->sev, d->id);
        (*n)++;
    }
    (*g)[k].n += !hidden;
    (*g)[k].hidden += hidden;
    return 0;
}

/* The groups of v as view shows them, sorted errors first then by rule id (malloc'd). */
static struct group *groups_of(const struct validation *v, const struct vrows_view *view, size_t *n)
{
    struct group *g = NULL;
    size_t cap = 0;
    *n = 0;
    for (size_t i = 0; i < v->findings.n; i++)
        if (tally(&g, n, &cap, &v->findings.v[i], false) < 0)
            goto oom;
    for (size_t i = 0; view->suppressed && i < v->filtered.nsuppressed; i++)
        if (tally(&g, n, &cap, &v->filtered.suppressed[i], true) < 0)
            goto oom;
    if (*n)
        qsort(g, *n, sizeof *g, cmp_group);
    return g ? g : calloc(1, sizeof *g);
oom:
    free(g);
    return NULL;
}

static bool is_open(const struct vrows_view *view, const char *key)
{
    for (size_t i = 0; i < view->nopen; i++)
        if (strcmp(view->open[i], key) == 0)
            return true;
    return false;
}

/* The row of group g (key "g" and its key). */
static int add_group(const struct group *g, bool open, struct memsrc *m)
{
    const struct rule *r = rules_lookup(g->id, NULL);
    char key[20], msg[400], hidden[48] = "";
    if (g->hidden)
        snprintf(hidden, sizeof hidden, ", %zu suppressed", g->hidden);
    snprintf(key, sizeof key, "g%s", g->key);
    snprintf(msg, sizeof msg, "%s %zu finding%s%s: %s", open ? "-" : "+", g->n, g->n == 1 ? "" : "s", hidden,
             r ? r->message : g->id);
    const char *cells[VROWS_NCOLS] = {severity_name((enum severity)g->sev), g->id, msg, "", "", ""};
    return memsrc_add(m, key, cells);
}

int vrows_fill(const struct validation *v, const struct vrows_view *view, struct memsrc *m)
{
    if (!view->grouped) {
        for (int sev = SEV_ERROR; sev <= SEV_INFO; sev++)
            if (add_findings(v, view, sev, NULL, m) < 0)
                return -1;
        return 0;
    }
    size_t n;
    struct group *g = groups_of(v, view, &n);
    int rc = g ? 0 : -1;
    for (size_t k = 0; rc == 0 && k < n; k++) {
        bool open = is_open(view, g[k].key);
        rc = add_group(&g[k], open, m);
        if (rc == 0 && open)
            rc = add_findings(v, view, g[k].sev, g[k].id, m);
    }
    free(g);
    return rc < 0 ? -1 : 0;
}

enum vrow_kind vrows_key(const char *key, size_t *index, char *group)
{
    if (key[0] == 'g') {
        snprintf(group, 16, "%s", key + 1);
        return VROW_GROUP;
    }
    if ((key[0] != 'f' && key[0] != 's') || !key[1])
        return VROW_NONE;
    *index = strtoul(key + 1, NULL, 10);
    return key[0] == 'f' ? VROW_FINDING : VROW_SUPPRESSED;
}

int vrows_toggle(struct vrows_view *view, const char *group)
{
    for (size_t i = 0; i < view->nopen; i++)
        if (strcmp(view->open[i], group) == 0) {
            memmove(&view->open[i], &view->open[i + 1], (view->nopen - i - 1) * sizeof view->open[0]);
            view->nopen--;
            return 0;
        }
    if (heap_reserve(&view->open, &view->capopen, view->nopen + 1, sizeof view->open[0]) < 0)
        return -1;
    snprintf(view->open[view->nopen++], sizeof view->open[0], "%s", group);
    return 0;
}

/* True when a cell of finding d as the list shows it holds text. */
static bool holds(const struct validation *v, const struct diag *d, bool hidden, const char *text)
{
    char msg[DIAG_MSG_MAX + 300], source[300];
    const char *cells[VROWS_NCOLS];
    finding_cells(d, d->mark ? &v->supps[d->mark - 1] : NULL, hidden, cells, msg, sizeof msg, source, sizeof source);
    size_t n = strlen(text);
    for (int c = 0; c < VROWS_NCOLS; c++)
        for (const char *p = cells[c]; n && *p; p++)
            if (strncasecmp(p, text, n) == 0)
                return true;
    return false;
}

bool vrows_open_found(const struct validation *v, struct vrows_view *view, const char *text)
{
    size_t n;
    struct group *g = groups_of(v, view, &n);
    bool found = false;
    for (size_t k = 0; g && k < n && !found; k++) {
        if (is_open(view, g[k].key))
            continue;
        for (size_t i = 0; i < v->findings.n && !found; i++) {
            const struct diag *d = &v->findings.v[i];
            found = (int)d->sev == g[k].sev && strcmp(d->id, g[k].id) == 0 && holds(v, d, false, text);
        }
        for (size_t i = 0; view->suppressed && i < v->filtered.nsuppressed && !found; i++) {
            const struct diag *d = &v->filtered.suppressed[i];
            found = (int)d->sev == g[k].sev && strcmp(d->id, g[k].id) == 0 && holds(v, d, true, text);
        }
        if (found && vrows_toggle(view, g[k].key) < 0)
            found = false;
    }
    free(g);
    return found;
}

void vrows_view_free(struct vrows_view *view)
{
    free(view->open);
    memset(view, 0, sizeof *view);
}
