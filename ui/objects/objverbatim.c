/* ui/objects/objverbatim.c — read only: the attributes of one object that wlmcon does not model and
 * keeps exactly as they were read, and its read-only values, in the order of the file, with the
 * line each came from, on the system's verbatim panel (obj_panels.verbatim). */
#include <stdio.h>
#include <string.h>

#include "ui/engine/memsrc.h"
#include "ui/engine/table.h"
#include "ui/objects/objpanels.h"

static const struct tbl_col cols[] = {
    {"keyword", "Keyword", 16, TC_FIXED},
    {"value", "Value", 39, 0},
    {"class", "Class", 10, 0},
    {"line", "Line", 6, TC_RIGHT},
};

/* One row per parameter of o; false when memory runs out. */
static bool add_rows(struct memsrc *m, const struct pol_object *o)
{
    for (size_t i = 0; i < o->nparams; i++) {
        const struct pol_param *p = &o->params[i];
        char key[32], line[16];
        snprintf(key, sizeof key, "%zu", i);
        if (p->pos.line)
            snprintf(line, sizeof line, "%u", (unsigned)p->pos.line);
        else
            line[0] = '\0';
        const char *cells[] = {p->keyword, p->value ? p->value : "",
                               p->cls == PARAM_READONLY ? "read-only" : "unmodelled", line};
        if (memsrc_add(m, key, cells) < 0)
            return false;
    }
    return true;
}

int obj_verbatim_open(struct console *c, struct app *app, const struct obj_panels *panels,
                      const struct kind_def *kind, const char *top, const char *name)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *t = obj_load(c, app, kind->sys, &pol, top, STORE_LOAD_PARAMS);
    struct pol_object *o = t && !(kind->flags & KF_TOP) ? pol_find(t, kind->ns, name) : t;
    struct memsrc *m = o ? memsrc_new(cols, sizeof cols / sizeof cols[0]) : NULL;
    int rc = -1;
    if (t && !o) {
        char what[160];
        snprintf(what, sizeof what, "%s %s of %s", kind->id, name, top);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
    } else if (o && (!m || !add_rows(m, o))) {
        memsrc_free(m);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
    } else if (m) {
        char title[80], path[160];
        struct table_spec spec = {.def = panels->verbatim};
        memsrc_source(m, &spec.src);
        struct panel *p = table_new(&spec);
        rc = p && console_push(c, p) == 0 ? 0 : -1;
        if (rc == 0) {
            snprintf(title, sizeof title, "Verbatim: %.68s", schema_object_path(o, path, sizeof path));
            panel_set_title(p, title);
        }
    }
    policy_free(&pol);
    return rc;
}
