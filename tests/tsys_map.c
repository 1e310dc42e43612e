/* tests/tsys_map.c — the test system's map (MAT100): its servers by name as rows against its sites
 * as columns, a cell the server of that name on that site with its weight and a Q when it is
 * quiesced, a row marked by TST001. MAP on the servers list (TST600) opens it. The first user of
 * the generic map, before any product system's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tsys.h"
#include "ui/objects/objmatrix.h"

static const char *const marks[] = {"TST001", NULL};

static int load(struct app *app, void *ctx, char *why, size_t n)
{
    return obj_name_map_load(ctx, app, tsys_kind(TSYS_SERVER), NULL, NULL, NULL, marks, why, n);
}

static long nrows(void *ctx)
{
    return (long)((struct obj_name_map *)ctx)->nrows;
}

static long ncols(void *ctx)
{
    return (long)((struct obj_name_map *)ctx)->ntops;
}

static void row(void *ctx, long r, struct obj_matrix_head *out)
{
    const struct obj_name_map *nm = ctx;
    snprintf(out->label, sizeof out->label, "%s", nm->rows[r].name);
    out->finding = nm->rows[r].finding;
}

static void col(void *ctx, long c, struct obj_matrix_head *out)
{
    const struct obj_name_map *nm = ctx;
    const char *d = pol_get_key(nm->tops[c], "descr");
    snprintf(out->label, sizeof out->label, "%s", nm->tops[c]->name);
    snprintf(out->detail, sizeof out->detail, "%s", d ? d : "");
    out->finding = nm->top_findings[c];
}

long tsys_map_cells_read;

static void cell(void *ctx, long r, long c, struct obj_matrix_cell *out)
{
    tsys_map_cells_read++;
    const struct pol_object *o = obj_name_map_at(ctx, r, c);
    if (!o) {
        snprintf(out->text, sizeof out->text, "-");
        return;
    }
    const char *w = schema_effective(o, "weight"), *st = schema_effective(o, "state");
    out->linked = true;
    out->flagged = st && strcmp(st, "QUIESCED") == 0;
    snprintf(out->text, sizeof out->text, "W %s%s", w ? w : "", out->flagged ? " Q" : "");
}

static bool link(void *ctx, long r, long c, struct obj_delete *out)
{
    const struct pol_object *o = obj_name_map_at(ctx, r, c);
    if (!o)
        return false;
    out->kind = o->kind;
    snprintf(out->top, sizeof out->top, "%s", o->top->name);
    snprintf(out->name, sizeof out->name, "%s", o->name);
    return true;
}

static bool add(void *ctx, long r, long c, struct obj_matrix_add *out, char *why, size_t n)
{
    const struct obj_name_map *nm = ctx;
    (void)why, (void)n;
    out->kind = tsys_kind(TSYS_SERVER);
    snprintf(out->top, sizeof out->top, "%s", nm->tops[c]->name);
    snprintf(out->name, sizeof out->name, "%s", nm->rows[r].name);
    snprintf(out->what, sizeof out->what, "Add Server %s to Site %s", nm->rows[r].name, nm->tops[c]->name);
    out->typed_keys[0] = "weight";
    return true;
}

static void map_free(void *ctx)
{
    obj_name_map_free(ctx);
    free(ctx);
}

int tsys_map_open(struct console *c, struct app *app, const struct obj_panels *panels)
{
    struct obj_name_map *nm = calloc(1, sizeof *nm);
    if (!nm)
        return -1;
    const struct obj_matrix_spec spec = {
        .title = "Servers by Site", .row_heading = "Server", .label_width = 12, .cell_width = 9,
        .add_label = "Add server", .legend = "W weight  Q quiesced  - none  (site descriptions under their names)",
        .help = "The servers of the test system by name against its sites.", .panels = panels, .ctx = nm,
        .ctx_free = map_free, .load = load, .nrows = nrows, .ncols = ncols, .row = row, .col = col, .cell = cell,
        .link = link, .add = add,
    };
    return obj_matrix_open(c, app, &spec);
}
