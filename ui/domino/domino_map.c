/* ui/domino/domino_map.c — the replica map of a Domino cluster (MAT100): the databases its members
 * hold, by title and replica id, against the members, as the Cluster Database Directory lists them;
 * a cell is the member's replica with its out-of-service (O) and pending-delete (P) flags, a
 * member's heading its availability threshold, and a database DOM004 flags (no usable replica on
 * another member) carries its mark. I on an empty cell records the replica a member does not hold
 * yet: the same replica id and title, the path typed (the other replicas' by default), a row of
 * the replica CSV on export. R on the servers list (DOM200) or REPLICAS there opens it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "model/domino/domino.h"
#include "model/domino/domino_cluster.h"
#include "ui/domino/domino_panels.h"
#include "ui/objects/objmatrix.h"

static const char *const marks[] = {"DOM004", NULL};

struct map {
    struct obj_name_map nm;
    char cluster[DOMINO_NAME_MAX + 1];
};

static bool member(const struct pol_object *top, void *ctx)
{
    const struct map *m = ctx;
    const char *cl = pol_get_key(top, "cluster");
    return cl && strcasecmp(cl, m->cluster) == 0;
}

static int load(struct app *app, void *ctx, char *why, size_t n)
{
    struct map *m = ctx;
    if (obj_name_map_load(&m->nm, app, domino_kind(DOM_REPLICA), "database", member, m, marks, why, n) < 0)
        return -1;
    if (!m->nm.ntops) {
        snprintf(why, n, "Cluster %s has no member in the store.", m->cluster);
        return -1;
    }
    return 0;
}

static long nrows(void *ctx)
{
    return (long)((struct map *)ctx)->nm.nrows;
}

static long ncols(void *ctx)
{
    return (long)((struct map *)ctx)->nm.ntops;
}

static void row(void *ctx, long r, struct obj_matrix_head *out)
{
    const struct obj_name_row *nr = &((struct map *)ctx)->nm.rows[r];
    snprintf(out->label, sizeof out->label, "%s", nr->label);
    snprintf(out->detail, sizeof out->detail, "%s", nr->name);
    out->finding = nr->finding;
}

/* A member's common name (Rhone of CN=Rhone/O=Demo) and its threshold. */
static void col(void *ctx, long c, struct obj_matrix_head *out)
{
    const struct pol_object *srv = ((struct map *)ctx)->nm.tops[c];
    const char *cn = strncasecmp(srv->name, "CN=", 3) == 0 ? srv->name + 3 : srv->name;
    snprintf(out->label, sizeof out->label, "%.*s", (int)strcspn(cn, "/"), cn);
    int t = domino_threshold(srv);
    if (t >= 0)
        snprintf(out->detail, sizeof out->detail, "T %d", t);
    else
        snprintf(out->detail, sizeof out->detail, "T ?");
    out->finding = ((struct map *)ctx)->nm.top_findings[c];
}

static bool yes(const struct pol_object *o, const char *key)
{
    const char *v = pol_get_key(o, key);
    return v && strcmp(v, "YES") == 0;
}

static void cell(void *ctx, long r, long c, struct obj_matrix_cell *out)
{
    const struct pol_object *rep = obj_name_map_at(&((struct map *)ctx)->nm, r, c);
    if (!rep) {
        snprintf(out->text, sizeof out->text, "-");
        return;
    }
    bool oos = yes(rep, "out_of_service"), del = yes(rep, "pending_delete");
    out->linked = true;
    out->flagged = oos || del;
    snprintf(out->text, sizeof out->text, "R%s%s", oos ? " O" : "", del ? " P" : "");
}

static bool link(void *ctx, long r, long c, struct obj_delete *out)
{
    const struct pol_object *rep = obj_name_map_at(&((struct map *)ctx)->nm, r, c);
    if (!rep)
        return false;
    out->kind = rep->kind;
    snprintf(out->top, sizeof out->top, "%s", rep->top->name);
    snprintf(out->name, sizeof out->name, "%s", rep->name);
    return true;
}

/* The replica of row r on another member, whose title, path and clustered flag the new one
 * takes. */
static const struct pol_object *other(const struct map *m, long r)
{
    const struct pol_object *rep = NULL;
    for (size_t c = 0; !rep && c < m->nm.ntops; c++)
        rep = obj_name_map_at(&m->nm, r, (long)c);
    return rep;
}

static bool add(void *ctx, long r, long c, struct obj_matrix_add *out, char *why, size_t n)
{
    const struct map *m = ctx;
    const struct pol_object *like = other(m, r), *srv = m->nm.tops[c];
    const char *title = like ? pol_get_key(like, "database") : NULL, *path = like ? pol_get_key(like, "path") : NULL;
    (void)why, (void)n;
    out->kind = domino_kind(DOM_REPLICA);
    snprintf(out->top, sizeof out->top, "%s", srv->name);
    snprintf(out->name, sizeof out->name, "%s", m->nm.rows[r].name);
    snprintf(out->what, sizeof out->what, "Add a Replica of %.40s", title ? title : m->nm.rows[r].name);
    int k = 0;
    if (title) {
        out->fixed_keys[k] = "database";
        snprintf(out->fixed_vals[k++], sizeof out->fixed_vals[0], "%s", title);
    }
    if (like && yes(like, "clustered")) {
        out->fixed_keys[k] = "clustered";
        snprintf(out->fixed_vals[k++], sizeof out->fixed_vals[0], "YES");
    }
    out->typed_keys[0] = "path";
    out->typed_required[0] = true;
    snprintf(out->typed_vals[0], sizeof out->typed_vals[0], "%s", path ? path : "");
    return true;
}

static void map_free(void *ctx)
{
    struct map *m = ctx;
    obj_name_map_free(&m->nm);
    free(m);
}

int domino_map_open(struct console *c, struct app *app, const char *cluster)
{
    struct map *m = calloc(1, sizeof *m);
    if (!m) {
        console_msg(c, MSG_SOURCE_ERROR, "Out of memory: the map could not be made.", NULL);
        return -1;
    }
    snprintf(m->cluster, sizeof m->cluster, "%s", cluster);
    char title[96];
    snprintf(title, sizeof title, "Replicas of Cluster %.60s", cluster);
    const struct obj_matrix_spec spec = {
        .title = title, .row_heading = "Database", .detail_heading = "Replica id", .label_width = 20,
        .detail_width = 17, .cell_width = 9, .add_label = "Add replica",
        .legend = "R replica  O out of service  P pending delete  - none  T threshold",
        .help = "The databases the members of one cluster hold, by title and replica id, against the "
                "members, as the Cluster Database Directory sees them: a cell is the member's replica, "
                "O when it is out of service, P when pending delete (neither takes opens); a member's "
                "availability threshold is under its name. A database with no usable replica on another "
                "member is marked by DOM004: its users cannot fail over or be balanced. I on an empty "
                "cell records the replica the member does not have yet (a row of the replica CSV on "
                "export): same replica id and title, the path typed.",
        .panels = &domino_obj_panels, .ctx = m, .ctx_free = map_free, .load = load, .nrows = nrows,
        .ncols = ncols, .row = row, .col = col, .cell = cell, .link = link, .add = add,
    };
    return obj_matrix_open(c, app, &spec);
}
