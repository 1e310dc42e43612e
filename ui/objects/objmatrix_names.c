/* ui/objects/objmatrix_names.c — a map of names: top-level objects as columns, the names of their
 * children of one kind as rows; see objmatrix.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "store/store.h"
#include "ui/objects/objmatrix.h"

void obj_name_map_free(struct obj_name_map *nm)
{
    if (nm->kind) {
        diag_free(&nm->findings);
        policy_free(&nm->pol);
    }
    free(nm->tops);
    free(nm->rows);
    free(nm->top_findings);
    memset(nm, 0, sizeof *nm);
}

static int by_name(const void *a, const void *b)
{
    return strcmp((*(const struct pol_object *const *)a)->name, (*(const struct pol_object *const *)b)->name);
}

static int by_label(const void *a, const void *b)
{
    const struct obj_name_row *x = a, *y = b;
    int d = strcasecmp(x->label, y->label);
    return d ? d : strcmp(x->name, y->name);
}

/* Adds the rows of the children of column t of the map's kind that no column before it has.
 * -1 when memory runs out. */
static int add_rows(struct obj_name_map *nm, size_t t, const char *label_key, size_t *cap)
{
    const struct pol_object *top = nm->tops[t];
    for (const struct pol_object *o = pol_first_child(top, nm->kind); o; o = pol_next_child(o, nm->kind)) {
        bool known = false;
        for (size_t k = 0; k < t && !known; k++)
            known = pol_find(nm->tops[k], nm->kind->ns, o->name) != NULL;
        if (known)
            continue;
        if (nm->nrows == *cap) {
            size_t c = *cap ? *cap * 2 : 64;
            struct obj_name_row *v = realloc(nm->rows, c * sizeof *v);
            if (!v)
                return -1;
            nm->rows = v, *cap = c;
        }
        const char *label = label_key ? pol_get_key(o, label_key) : NULL;
        nm->rows[nm->nrows++] = (struct obj_name_row){o->name, label && *label ? label : o->name, NULL};
    }
    return 0;
}

/* The finding on the object at path, or NULL. */
static const struct diag *finding_at(const struct obj_name_map *nm, const char *path)
{
    for (size_t i = 0; i < nm->findings.n; i++)
        if (nm->findings.v[i].path && strcmp(nm->findings.v[i].path, path) == 0)
            return &nm->findings.v[i];
    return NULL;
}

/* Marks each row and column a finding concerns. */
static void mark(struct obj_name_map *nm)
{
    char path[512];
    for (size_t c = 0; c < nm->ntops; c++)
        nm->top_findings[c] = finding_at(nm, schema_object_path(nm->tops[c], path, sizeof path));
    for (size_t r = 0; nm->findings.n && r < nm->nrows; r++)
        for (size_t c = 0; c < nm->ntops && !nm->rows[r].finding; c++) {
            const struct pol_object *o = obj_name_map_at(nm, (long)r, (long)c);
            if (o)
                nm->rows[r].finding = finding_at(nm, schema_object_path(o, path, sizeof path));
        }
}

int obj_name_map_load(struct obj_name_map *nm, struct app *app, const struct kind_def *kind, const char *label_key,
                      bool (*column)(const struct pol_object *top, void *ctx), void *ctx,
                      const char *const *rules, char *why, size_t n)
{
    struct store_error err = {0};
    obj_name_map_free(nm);
    nm->kind = kind;
    policy_init(&nm->pol);
    diag_init(&nm->findings, 0);
    if (store_load_all(app->store, &nm->pol, kind->sys, 0, &err) != STORE_OK) {
        snprintf(why, n, "%s", err.msg);
        obj_name_map_free(nm);
        return -1;
    }
    nm->tops = calloc(nm->pol.ntops + 1, sizeof *nm->tops);
    nm->top_findings = calloc(nm->pol.ntops + 1, sizeof *nm->top_findings);
    size_t cap = 0;
    int rc = nm->tops && nm->top_findings ? 0 : -1;
    for (size_t i = 0; rc == 0 && i < nm->pol.ntops; i++) {
        const struct pol_object *t = nm->pol.tops[i];
        if (t->change != POL_DELETED && (!column || column(t, ctx)))
            nm->tops[nm->ntops++] = t;
    }
    if (rc == 0)
        qsort(nm->tops, nm->ntops, sizeof *nm->tops, by_name);
    for (size_t i = 0; rc == 0 && i < nm->ntops; i++)
        rc = add_rows(nm, i, label_key, &cap);
    if (rc == 0 && nm->nrows)
        qsort(nm->rows, nm->nrows, sizeof *nm->rows, by_label);
    if (rc == 0 && rules)
        rc = obj_findings(app, &nm->pol, kind->sys->id, rules, &nm->findings);
    if (rc < 0) {
        snprintf(why, n, "Out of memory: the map could not be made.");
        obj_name_map_free(nm);
        return -1;
    }
    mark(nm);
    return 0;
}

const struct pol_object *obj_name_map_at(const struct obj_name_map *nm, long r, long c)
{
    if (r < 0 || c < 0 || (size_t)r >= nm->nrows || (size_t)c >= nm->ntops)
        return NULL;
    return pol_find(nm->tops[c], nm->kind->ns, nm->rows[r].name);
}
