/* ui/mq/mq_verbatim.c — MQ900, read only: the attributes of one object that wlmcon does not model and
 * keeps exactly as they were read (BATCHSZ, MAXDEPTH…), and its read-only values (dmpmqcfg's
 * `*  ALTDATE(…)` lines), in the order of the file, with the line each came from. */
#include <stdio.h>
#include <string.h>

#include "ui/engine/memsrc.h"
#include "ui/mq/mq_panels.h"

static const char *const actions[] = {"Object", "View", "Options", "Help", NULL};

static const struct pd_choice object_choices[] = {{"Exit", "END", 'X'}, {NULL, NULL, 0}};

static const struct pulldown pulldowns[] = {
    {"Object", object_choices, NULL}, {"View", mq_view_choices, NULL}, {NULL, NULL, NULL},
};

static const struct panel_def def = {
    .id = "MQ900",
    .title = "Verbatim Attributes",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .pulldowns = pulldowns,
    .instruction = "Read only: the attributes kept as they were read, exported as they are.",
    .help = "The attributes of one object that wlmcon does not model (BATCHSZ, MAXDEPTH…), kept "
            "exactly as they were read and exported as they are, and its read-only values (the "
            "ALTDATE and ALTTIME a dump writes as comments), in the order of the file, each with "
            "the line it came from. Class says which: unmodelled or read-only.\n"
            "Nothing here can be changed: a copy (C on a list) takes the unmodelled attributes "
            "along, and importing a new dump of the queue manager replaces them.",
};

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

int mq_verbatim_open(struct console *c, struct app *app, const struct kind_def *kind, const char *qmgr,
                     const char *name)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = mq_load(c, app, &pol, qmgr, STORE_LOAD_PARAMS);
    struct pol_object *o = top && !(kind->flags & KF_TOP) ? pol_find(top, kind->ns, name) : top;
    struct memsrc *m = o ? memsrc_new(cols, sizeof cols / sizeof cols[0]) : NULL;
    int rc = -1;
    if (top && !o) {
        char what[160];
        snprintf(what, sizeof what, "%s %s of %s", kind->id, name, qmgr);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
    } else if (o && (!m || !add_rows(m, o))) {
        memsrc_free(m);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
    } else if (m) {
        char title[80], path[160];
        struct table_spec spec = {.def = &def};
        memsrc_source(m, &spec.src);
        struct panel *p = table_new(&spec);
        rc = p && console_push(c, p) == 0 ? 0 : -1;
        if (rc == 0) {
            snprintf(title, sizeof title, "Verbatim: %.68s", mq_object_path(o, path, sizeof path));
            panel_set_title(p, title);
        }
    }
    policy_free(&pol);
    return rc;
}
