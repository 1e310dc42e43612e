/* ui/was/was_whatif.c — the classification what-if of an application server (WAS290): the type of
 * a request and its URI, host and port typed in; Enter routes it through the server's
 * classification document and the CB rules of its WLM definition, as saved, with the path of
 * `wlmcon classify --was-server` (model/was/was_classify.h, was_route) and shows the lines that
 * command prints (was_route_print), in its order. S on the entry's line opens it in its element
 * (WAS270), S on the CB rule's line the rule among the CB rules (WLM620). Opened by W on the
 * servers list (WAS220) and from a server's entry panel (WAS250, Xref or WHATIF). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/was/was.h"
#include "model/was/was_classify.h"
#include "model/wlm/wlm.h"
#include "ui/engine/keylist.h"
#include "ui/systems.h"
#include "ui/was/was_msg.h"
#include "ui/was/was_panels.h"
#include "ui/was/was_route_print.h"

enum { F_TYPE, F_URI, F_HOST, F_PORT, NFIELDS };

/* The panel's state; the panel owns it. */
struct whatif {
    struct app *app;
    char cell[OBJ_NAME_MAX], server[OBJ_NAME_MAX];
    char *out;                                /* what was_route_print wrote, cut at '\n' */
    char **lines;
    size_t nlines;
    /* what the lines name, for S (in the policy read at the last Enter, kept until the next) */
    struct policy pol;
    const struct pol_object *entry, *rule, *def;
    char key[24];
    struct field_def fields[NFIELDS];
};

static const char *const actions[] = {"Options", "Help", NULL};

const struct panel_def was_whatif_panel = {
    .id = "WAS290", .title = "Classification What-If", .kind = PANEL_ENTRY, .actions = actions,
    .keys = &keylist_entry_scroll,
    .help = "Where a request to an application server ends, and why: type its type (http by "
            "default), its URI and optionally its host and port, and press Enter. The request is "
            "matched against the server's classification document as saved (the entries of its "
            "type in document order, a nested entry only inside its parent's match, the first "
            "match winning); a request no entry matches gets the element's default transaction "
            "class, and the line says so. The transaction class then goes through the CB "
            "classification rules of the server's WLM definition under its collection name (the "
            "engine of `wlmcon classify`), to a service class and report class. The servants "
            "listed are those bound to that service class's work queue: even distribution spreads "
            "requests only among them (WAS002).\n"
            "The rows are the lines `wlmcon classify --was-server` prints for the same request. "
            "S on the entry's line opens it in its element; S on the CB rule's line opens the "
            "rule among the CB rules.",
};

static const struct lcmd_def codes[] = {{"S", "Show"}, {NULL, NULL}};

static const struct tbl_col cols[] = {{"line", "Route of the request", 76, 0}};

/* The fields; the type's choices are those of an InboundClassification's type (the schema's). */
static const struct field_def fields[NFIELDS] = {
    {.key = "type", .label = "Type", .type = AT_ENUM, .max = 8, .flags = FD_REQUIRED,
     .hint = "(http iiop mdb internal sip ola)",
     .help = "The type of work, as the document's InboundClassification elements name it: http "
             "(a URI, host and port), iiop, mdb, internal (classified by the iiop element when the "
             "document has no internal one), sip or ola."},
    {.key = "uri", .label = "URI", .type = AT_TEXT, .max = 52,
     .help = "The request's URI path (/report/x), compared as written: an entry's URI ending in * "
             "matches any rest. Needed for http work."},
    {.key = "host", .label = "Host", .type = AT_TEXT, .max = 52,
     .help = "The host the request was sent to, compared whole and in any case. Blank: not given, "
             "which only an entry that states no host, or *, matches."},
    {.key = "port", .label = "Port", .type = AT_TEXT, .max = 8,
     .help = "The port the request came in on. Blank: not given, which only an entry that states "
             "no port, or *, matches."},
};

/* ---- the rows: the lines of classify -------------------------------------------------------- */

static int rows_count(void *ctx)
{
    struct whatif *w = ctx;
    return (int)w->nlines;
}

static const char *rows_row(void *ctx, int i, const char **cells)
{
    struct whatif *w = ctx;
    cells[0] = w->lines[i];
    snprintf(w->key, sizeof w->key, "%d", i);
    return w->key;
}

static bool starts(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* The service class's line in emphasis: where the request ends. */
static unsigned rows_style(void *ctx, int i)
{
    struct whatif *w = ctx;
    return ERS_SPAN | (starts(w->lines[i], "  service class: ") ? ERS_EMPH : 0);
}

/* S: the entry in its element, the CB rule among the CB rules. */
static enum table_lc_rc rows_command(struct console *c, struct panel *p, const char *code, int row, void *ctx)
{
    struct whatif *w = ctx;
    (void)p;
    (void)code;
    const char *line = row >= 0 && (size_t)row < w->nlines ? w->lines[row] : "";
    if (starts(line, WAS_ROUTE_ENTRY) && w->entry) {
        struct obj_ref ref = {.sys = &was_system_def, .ns = w->entry->kind->ns, .kind = w->entry->kind,
                              .uid = w->entry->uid};
        snprintf(ref.top, sizeof ref.top, "%s", w->cell);
        return obj_object_open(c, w->app, &was_obj_panels, &ref) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    }
    if (starts(line, WAS_ROUTE_RULE) && w->rule)
        return was_open_wlm_object(c, w->app, w->def, w->rule) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    console_msg(c, MSG_LCMD_REFUSED, "S shows the entry or the CB rule: this line names neither.", NULL);
    return TABLE_LC_STOP;
}

/* ---- routing -------------------------------------------------------------------------------- */

static void lines_free(struct whatif *w)
{
    free(w->out);
    free(w->lines);
    w->out = NULL;
    w->lines = NULL;
    w->nlines = 0;
    w->entry = w->rule = w->def = NULL;
    policy_free(&w->pol);
    policy_init(&w->pol);
}

/* Cuts w->out into lines. 0, or -1 when memory runs out. */
static int cut_lines(struct whatif *w)
{
    size_t n = 0;
    for (const char *s = w->out; *s; s++)
        n += *s == '\n';
    if (!(w->lines = calloc(n + 1, sizeof *w->lines)))
        return -1;
    for (char *s = w->out, *e; *s && (e = strchr(s, '\n')); s = e + 1) {
        *e = '\0';
        w->lines[w->nlines++] = s;
    }
    return 0;
}

/* The server in w->pol: the cell as saved and every WLM definition. NULL after a message. */
static const struct pol_object *reread(struct console *c, struct whatif *w)
{
    struct store_error err;
    const struct pol_object *cell = obj_load(c, w->app, &was_system_def, &w->pol, w->cell, STORE_LOAD_POSITIONS);
    if (!cell)
        return NULL;
    if (store_load_all(w->app->store, &w->pol, wlm_kind(WLM_DEFINITION)->sys, STORE_LOAD_POSITIONS, &err) != STORE_OK) {
        console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
        return NULL;
    }
    const struct pol_object *s = pol_find(cell, was_kind(WAS_SERVER)->ns, w->server);
    if (!s) {
        char what[2 * OBJ_NAME_MAX + 16];
        snprintf(what, sizeof what, "Server %s of %s", w->server, w->cell);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
    }
    return s;
}

/* Routes the request of values v and fills the rows. */
static void route(struct console *c, struct whatif *w, const struct entry_value *v)
{
    lines_free(w);
    struct was_request rq = {
        .type = v[F_TYPE].value, .uri = v[F_URI].value[0] ? v[F_URI].value : NULL,
        .host = v[F_HOST].value[0] ? v[F_HOST].value : NULL, .port = v[F_PORT].value[0] ? v[F_PORT].value : NULL,
    };
    if (!strcmp(rq.type, "http") && !rq.uri) {
        console_msg(c, MSG_VALUE_REFUSED, "Type a URI", "An HTTP request is routed by its URI: type one.", NULL);
        return;
    }
    const struct pol_object *server = reread(c, w);
    if (!server)
        return;
    struct was_route x;
    size_t len = 0;
    if (was_route(&w->pol, server, &rq, NULL, &x) != 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return;
    }
    FILE *f = open_memstream(&w->out, &len);
    int printed = f ? was_route_print(f, &x, &rq) : -1;
    if (f && fclose(f) != 0)
        printed = -1;
    if (printed != 0 || !w->out || cut_lines(w) != 0) {
        was_route_free(&x);
        lines_free(w);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return;
    }
    w->entry = x.m.entry;
    w->rule = x.classified ? x.r.rule : NULL;
    w->def = x.def;
    char msg[200];
    if (x.classified)
        snprintf(msg, sizeof msg, "%s %s: transaction class %s, service class %s%s%s", rq.type, rq.uri ? rq.uri : "",
                 x.m.tclass ? x.m.tclass : "(none)", x.r.service_class, x.r.report_class ? ", report class " : "",
                 x.r.report_class ? x.r.report_class : "");
    else
        snprintf(msg, sizeof msg, "%s %s: transaction class %s; CB rules not checked: %s", rq.type,
                 rq.uri ? rq.uri : "", x.m.tclass ? x.m.tclass : "(none)", x.why);
    was_route_free(&x);
    console_msg(c, MSG_WAS_ROUTED, msg, NULL);
}

/* ---- the panel ------------------------------------------------------------------------------- */

static void whatif_free(void *ctx)
{
    struct whatif *w = ctx;
    lines_free(w);
    policy_free(&w->pol);
    free(w);
}

static void enter(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx)
{
    (void)p;
    (void)n;
    route(c, ctx, v);
}

static const struct entry_rows erows = {
    .lcmds = codes, .instruction = "Enter routes the request. S on the entry's or the CB rule's line shows it.",
    .lc_heading = "S", .lc_indent = 0, .lc_width = 1, .cols = cols, .ncols = 1, .count = rows_count,
    .row = rows_row, .line_command = rows_command, .style = rows_style,
};

int was_whatif_open(struct console *c, struct app *app, const char *cell, const char *server)
{
    struct whatif *w = calloc(1, sizeof *w);
    if (!w) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    w->app = app;
    snprintf(w->cell, sizeof w->cell, "%s", cell);
    snprintf(w->server, sizeof w->server, "%s", server);
    policy_init(&w->pol);
    memcpy(w->fields, fields, sizeof fields);
    const struct kind_def *gk = was_kind(WAS_GROUP);
    int t = schema_attr_index(gk, "type");
    w->fields[F_TYPE].choices = t >= 0 ? gk->attrs[t]->choices : NULL;
    if (!w->fields[F_TYPE].choices)
        w->fields[F_TYPE].type = AT_TEXT;
    const char *vals[NFIELDS] = {"http", "", "", ""};
    struct entry_spec spec = {
        .def = &was_whatif_panel, .fields = w->fields, .nfields = NFIELDS, .values = vals, .enter = enter,
        .ctx = w, .ctx_free = whatif_free, .rows = &erows,
    };
    struct panel *p = entry_new(&spec);
    if (!p || console_push(c, p) < 0) {
        if (!p)
            whatif_free(w);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    char title[2 * OBJ_NAME_MAX + 32];
    snprintf(title, sizeof title, "Classification What-If for %s", server);
    panel_set_title(p, title);
    return 0;
}

int was_open_wlm_object(struct console *c, struct app *app, const struct pol_object *def,
                        const struct pol_object *o)
{
    const struct system_def *sys = wlm_kind(WLM_DEFINITION)->sys;
    const struct ui_system *u = ui_system_of(sys);
    if (!u || !u->open_object || !def) {
        console_msg(c, MSG_NOT_BUILT, "The WLM panels", NULL);
        return -1;
    }
    struct obj_ref ref = {.sys = sys, .ns = o->kind->ns, .kind = o->kind, .uid = o->uid};
    snprintf(ref.top, sizeof ref.top, "%s", def->name);
    snprintf(ref.name, sizeof ref.name, "%s", o->name ? o->name : "");
    return u->open_object(c, app, &ref);
}
