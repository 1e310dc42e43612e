/* ui/wlm/wlm_whatif.c — the classification what-if (WLM630): the subsystem type of a piece of
 * work and its qualifiers typed in, one field per qualifier type the subsystem type's rules test
 * (F4 on it lists the values they compare), the service policy optionally; Enter classifies the
 * work with the engine of `wlmcon classify` (model/wlm/wlm_classify.h) on the definition as
 * saved, and the rows show the subsystem type's rules as Modify Rules for the Subsystem Type shows
 * them with the matched path in emphasis, then the lines `wlmcon classify` prints, in its order
 * (wlm_classify_print). S on a rule, or on a line naming one, opens it among its subsystem type's
 * rules (WLM620). Opened from the Definition Menu's Utilities and from the rules panel's
 * Subsystem-Type pull-down. See wlm_panels.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/wlm/wlm_classify.h"
#include "model/wlm/wlm_model.h"
#include "ui/engine/keylist.h"
#include "ui/wlm/wlm_classify_print.h"
#include "ui/wlm/wlm_msg.h"
#include "ui/wlm/wlm_panels.h"

enum {
    QUALS_MAX = 6,   /* qualifier fields at most: the types the rules test first */
    FIXED = 2,       /* the subsystem type and the policy */
    NS_MAX = 16
};

#define NS_QUAL "qual:"   /* the namespace of a qualifier field: NS_QUAL and the ISPF code */

/* The panel's state; the panel owns it. */
struct whatif {
    struct app *app;
    char def[OBJ_NAME_MAX];
    char subsys[8];                          /* the type whose qualifier fields show */
    struct policy pol;                       /* the definition as read at the last Enter */
    const struct pol_object *top;            /* in pol, or NULL */
    struct field_def fields[FIXED + QUALS_MAX];
    size_t nfields;
    char ns[QUALS_MAX][NS_MAX];
    const struct pol_object **rules;         /* the subsystem type's rules in tree order */
    size_t nrules;
    char *out;                               /* what classify printed, its lines cut at '\n' */
    char **lines;
    const struct pol_object **line_rule;     /* per line, the rule it names, or NULL */
    size_t nlines;
    const struct pol_object *matched;        /* the deepest matching rule, or NULL */
    struct entry_rows erows;
    char cells[6][OBJ_CELL_MAX];
    char key[24];
};

static const char *const actions[] = {"Options", "Help", NULL};

const struct panel_def wlm_whatif_panel = {
    .id = "WLM630", .title = "Classification What-If", .kind = PANEL_ENTRY, .actions = actions,
    .keys = &keylist_entry_scroll,
    .help = "Which service class and report class a piece of work gets from the classification "
            "rules of the service definition as saved, and why: type its subsystem type (F4 lists "
            "IBM's) and press Enter to get a field for each qualifier type that subsystem type's "
            "rules test (F4 on one lists the values they compare); type the work's values and "
            "press Enter. The rows show the subsystem type's rules as Modify Rules for the "
            "Subsystem Type shows them, the path of the rules that matched in emphasis, then "
            "the lines `wlmcon classify` prints for the same work: the classes and where they "
            "came from, the goal under the service policy named (its override, else the base "
            "goal), and every rule tried with why it did or did not match. A qualifier left "
            "blank is compared as blanks. S on a rule, or on a line naming one, opens it among "
            "its subsystem type's rules.",
};

static const struct lcmd_def codes[] = {{"S", "Show rule"}, {NULL, NULL}};

static const struct tbl_col cols[] = {
    {"level", "", 3, TC_RIGHT}, {"type", "Type", 11, 0}, {"name", "Name", 9, 0},
    {"start", "Start", 21, 0}, {"servclass", "Service", 12, 0}, {"repclass", "Report", 9, 0},
};

/* ---- the definition and its rules ------------------------------------------------------------ */

static void rules_add(struct whatif *w, const struct pol_object *parent, const struct kind_def *k)
{
    for (const struct pol_object *r = pol_first_child(parent, k); r; r = pol_next_child(r, k)) {
        const struct pol_object **v = realloc(w->rules, (w->nrules + 1) * sizeof *v);
        if (!v)
            return;
        w->rules = v;
        w->rules[w->nrules++] = r;
        rules_add(w, r, k);
    }
}

/* Reads the definition again and lists the rules of w->subsys. false after a message. */
static bool reread(struct console *c, struct whatif *w)
{
    free(w->rules);
    w->rules = NULL;
    w->nrules = 0;
    w->top = NULL;
    policy_free(&w->pol);
    policy_init(&w->pol);
    if (!(w->top = obj_load(c, w->app, wlm_system(), &w->pol, w->def, STORE_LOAD_POSITIONS)))
        return false;
    const struct pol_object *cl = wlm_named(w->top, WLM_CLASSIFICATION, w->subsys);
    if (cl)
        rules_add(w, cl, wlm_kind(WLM_RULE));
    return true;
}

/* The ISPF code of rule o's qualifier type, with G for a group form. */
static const char *type_code(const struct pol_object *o, char *buf, size_t n)
{
    const char *t = pol_get_key(o, "qualtype");
    struct wlm_qualifier_ref r = t ? wlm_qualifier_find(t) : (struct wlm_qualifier_ref){0};
    snprintf(buf, n, "%s%s", r.q ? r.q->code : t ? t : "", r.q && r.group ? "G" : "");
    return buf;
}

/* ---- the rows: the rules, a blank line, the lines of classify ---------------------------------- */

static int rows_count(void *ctx)
{
    struct whatif *w = ctx;
    return (int)(w->nrules + (w->nlines ? w->nlines + 1 : 0));
}

static const char *rows_row(void *ctx, int i, const char **cells)
{
    struct whatif *w = ctx;
    for (int c = 0; c < 6; c++) {
        w->cells[c][0] = '\0';
        cells[c] = w->cells[c];
    }
    snprintf(w->key, sizeof w->key, "%d", i);
    if ((size_t)i < w->nrules) {
        const struct pol_object *o = w->rules[i];
        unsigned level = pol_depth(o) - 1;   /* definition 0, subsystem type 1 */
        const char *v;
        char code[8];
        snprintf(w->cells[0], OBJ_CELL_MAX, "%u", level);
        snprintf(w->cells[1], OBJ_CELL_MAX, "%*s%s", (int)(level > 4 ? 4 : level - 1) * 2, "",
                 type_code(o, code, sizeof code));
        snprintf(w->cells[2], OBJ_CELL_MAX, "%s", (v = pol_get_key(o, "qualvalue")) ? v : "");
        snprintf(w->cells[3], OBJ_CELL_MAX, "%s", (v = pol_get_key(o, "start")) ? v : "___");
        snprintf(w->cells[4], OBJ_CELL_MAX, "%s", (v = pol_get_key(o, "servclass")) ? v : "");
        snprintf(w->cells[5], OBJ_CELL_MAX, "%s", (v = pol_get_key(o, "repclass")) ? v : "");
    } else if ((size_t)i > w->nrules) {
        snprintf(w->cells[0], OBJ_CELL_MAX, "%s", w->lines[(size_t)i - w->nrules - 1]);
    }
    return w->key;
}

static unsigned rows_style(void *ctx, int i)
{
    struct whatif *w = ctx;
    if ((size_t)i >= w->nrules)
        return ERS_SPAN | ((size_t)i == w->nrules + 1 ? ERS_EMPH : 0);
    return w->matched && pol_is_under(w->matched, w->rules[i]) ? ERS_EMPH : 0;
}

/* The rule row i names (a rule, or a line of a rule tried), or NULL. */
static const struct pol_object *rule_of(const struct whatif *w, int i)
{
    if (i < 0)
        return NULL;
    if ((size_t)i < w->nrules)
        return w->rules[i];
    size_t k = (size_t)i - w->nrules;
    return k > 0 && k <= w->nlines ? w->line_rule[k - 1] : NULL;
}

/* S: the rule among its subsystem type's rules (WLM620, at its row). */
static enum table_lc_rc rows_command(struct console *c, struct panel *p, const char *code, int row, void *ctx)
{
    struct whatif *w = ctx;
    const struct pol_object *r = rule_of(w, row);
    (void)p;
    (void)code;
    if (!r) {
        console_msg(c, MSG_LCMD_REFUSED, "S shows a rule: this line names none.", NULL);
        return TABLE_LC_STOP;
    }
    struct obj_ref ref = {.sys = wlm_system(), .ns = r->kind->ns, .kind = r->kind, .uid = r->uid};
    snprintf(ref.top, sizeof ref.top, "%s", w->def);
    return wlm_object_open(c, w->app, &ref) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

/* ---- classifying ---------------------------------------------------------------------------- */

static void lines_free(struct whatif *w)
{
    free(w->out);
    free(w->lines);
    free(w->line_rule);
    w->out = NULL;
    w->lines = NULL;
    w->line_rule = NULL;
    w->nlines = 0;
    w->matched = NULL;
}

/* Cuts w->out into lines, each step's line naming its rule. 0, or -1 when memory runs out. */
static int cut_lines(struct whatif *w, const struct wlm_result *r)
{
    size_t n = 0, step = 0;
    for (const char *s = w->out; *s; s++)
        n += *s == '\n';
    w->lines = calloc(n + 1, sizeof *w->lines);
    w->line_rule = calloc(n + 1, sizeof *w->line_rule);
    if (!w->lines || !w->line_rule)
        return -1;
    bool steps = false;
    for (char *s = w->out, *e; *s && (e = strchr(s, '\n')); s = e + 1) {
        *e = '\0';
        w->lines[w->nlines] = s;
        if (steps && s[0] == ' ' && step < r->nsteps)
            w->line_rule[w->nlines] = r->steps[step++].rule;
        else
            steps = strncmp(s, "rules of subsystem type ", 24) == 0;
        w->nlines++;
    }
    return 0;
}

/* Classifies the work of values v (the fields in order) and fills the rows. */
static void classify(struct console *c, struct whatif *w, const struct entry_value *v)
{
    lines_free(w);
    if (!reread(c, w))
        return;
    struct wlm_work work = {.subsystem = w->subsys};
    for (size_t i = FIXED; i < w->nfields; i++) {
        struct wlm_qualifier_ref q = wlm_qualifier_find(w->fields[i].key);
        if (q.q && v[i].value[0] && work.nquals < WLM_WORK_MAX) {
            work.quals[work.nquals].q = q.q;
            work.quals[work.nquals++].value = v[i].value;
        }
    }
    const struct pol_object *policy = v[1].value[0] ? wlm_named(w->top, WLM_POLICY, v[1].value) : NULL;
    if (v[1].value[0] && !policy) {
        char msg[160];
        snprintf(msg, sizeof msg, "Service definition %s has no service policy %s.", w->def, v[1].value);
        console_msg(c, MSG_VALUE_REFUSED, "Not a policy", msg, NULL);
        return;
    }
    struct wlm_result r;
    size_t len = 0;
    if (wlm_classify(w->top, &work, &r) != 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return;
    }
    FILE *f = open_memstream(&w->out, &len);
    int printed = f ? wlm_classify_print(f, w->top, policy, &work, &r) : -1;
    if (f && fclose(f) != 0)
        printed = -1;
    if (printed != 0 || !w->out || cut_lines(w, &r) != 0) {
        lines_free(w);
        wlm_result_free(&r);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return;
    }
    w->matched = r.rule;
    wlm_result_free(&r);
    console_msg(c, MSG_WLM_CLASSIFIED, w->nlines ? w->lines[0] : "", NULL);
}

/* ---- the fields ------------------------------------------------------------------------------ */

/* Whether q is among the qualifier fields already. */
static bool has_field(const struct whatif *w, const struct wlm_qualifier *q)
{
    for (size_t i = FIXED; i < w->nfields; i++)
        if (strcmp(w->fields[i].key, q->code) == 0)
            return true;
    return false;
}

/* The fields: the subsystem type, the policy, and a field per qualifier type the type's rules
 * test, in the order of their first use (a group form's type included). */
static void make_fields(struct whatif *w)
{
    w->fields[0] = (struct field_def){
        .key = "subsys", .label = "Subsystem Type", .type = AT_TEXT, .max = 4,
        .flags = FD_FOLD | FD_REQUIRED, .hint = "(type or ?)", .ns = WLM_NS_SUBSYSTEM_TYPE,
        .help = "The subsystem type of the work (CB, CICS, JES, STC...): F4 lists IBM's. Enter "
                "with another type shows the qualifier fields of its rules.",
    };
    w->fields[1] = (struct field_def){
        .key = "policy", .label = "Service policy", .type = AT_NAME, .max = 8, .flags = FD_FOLD,
        .hint = "(name or ?)", .ns = "policy",
        .help = "A service policy of the definition: the result then gives the goal the service "
                "class has under it, its override or else the base goal. Blank: none.",
    };
    w->nfields = FIXED;
    for (size_t i = 0; i < w->nrules && w->nfields < FIXED + QUALS_MAX; i++) {
        const char *t = pol_get_key(w->rules[i], "qualtype");
        struct wlm_qualifier_ref r = t ? wlm_qualifier_find(t) : (struct wlm_qualifier_ref){0};
        if (!r.q || has_field(w, r.q))
            continue;
        size_t k = w->nfields - FIXED;
        snprintf(w->ns[k], sizeof w->ns[k], "%s%s", NS_QUAL, r.q->code);
        w->fields[w->nfields++] = (struct field_def){
            .key = r.q->code, .label = r.q->label, .tag = r.q->code, .type = AT_TEXT,
            .max = r.q->is_long ? 64 : 8, .hint = "(value or ?)", .ns = w->ns[k],
            .help = "The work's value of this qualifier, as the subsystem gives it (folded to "
                    "upper case when the subsystem type folds qualifier names). F4 lists the "
                    "values its rules compare. Blank: the work has none, and blanks are compared.",
        };
    }
}

/* ---- the panel ------------------------------------------------------------------------------- */

static void whatif_free(void *ctx)
{
    struct whatif *w = ctx;
    lines_free(w);
    free(w->rules);
    policy_free(&w->pol);
    free(w);
}

/* F4: IBM's subsystem types, the definition's policies, the values a qualifier's rules compare. */
static int names(void *ctx, const struct field_def *fd, struct prompt_list *out, char *why, size_t len)
{
    struct whatif *w = ctx;
    if (strcmp(fd->ns, WLM_NS_SUBSYSTEM_TYPE) == 0)
        return wlm_subsystem_names(out, why, len);
    if (strncmp(fd->ns, NS_QUAL, strlen(NS_QUAL)) != 0)
        return wlm_obj_panels.names(w->app, w->def, fd, out, why, len);
    for (size_t i = 0; i < w->nrules; i++) {
        const char *t = pol_get_key(w->rules[i], "qualtype"), *v = pol_get_key(w->rules[i], "qualvalue");
        struct wlm_qualifier_ref r = t ? wlm_qualifier_find(t) : (struct wlm_qualifier_ref){0};
        bool seen = false;
        for (size_t k = 0; k < out->n && v; k++)
            seen = seen || strcmp(out->v[k].value, v) == 0;
        if (!r.q || r.group || !v || seen || strcmp(r.q->code, fd->key) != 0)
            continue;
        const char *d = pol_get_key(w->rules[i], "descr");
        if (prompt_list_add(out, v, d ? d : "") < 0) {
            snprintf(why, len, "out of memory");
            return -1;
        }
    }
    return 0;
}

static int whatif_push(struct console *c, struct app *app, const char *def, const char *subsys,
                       const char *const *values);

/* Enter: with another subsystem type, the panel of its qualifiers; else the classification. */
static void enter(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx)
{
    struct whatif *w = ctx;
    (void)p;
    (void)n;
    if (strcmp(v[0].value, w->subsys) != 0) {
        const char *values[FIXED] = {v[0].value, v[1].value};
        char def[OBJ_NAME_MAX], subsys[8];
        snprintf(def, sizeof def, "%s", w->def);
        snprintf(subsys, sizeof subsys, "%s", v[0].value);
        struct app *app = w->app;
        console_pop(c);   /* frees w */
        whatif_push(c, app, def, subsys, values);
        return;
    }
    classify(c, w, v);
}

static int whatif_push(struct console *c, struct app *app, const char *def, const char *subsys,
                       const char *const *values)
{
    struct whatif *w = calloc(1, sizeof *w);
    if (!w) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    w->app = app;
    snprintf(w->def, sizeof w->def, "%s", def);
    snprintf(w->subsys, sizeof w->subsys, "%s", subsys ? subsys : "");
    policy_init(&w->pol);
    if (!reread(c, w)) {
        whatif_free(w);
        return -1;
    }
    make_fields(w);
    w->erows = (struct entry_rows){
        .lcmds = codes, .instruction = "Enter classifies the work. S on a rule, or on a line "
                                       "naming one, shows it among its subsystem type's rules.",
        .groups = "          --------Qualifier--------               -------Class--------",
        .lc_heading = "Action", .lc_indent = 1, .lc_width = 4, .cols = cols,
        .ncols = sizeof cols / sizeof cols[0], .count = rows_count, .row = rows_row,
        .line_command = rows_command, .style = rows_style,
    };
    const char *vals[FIXED + QUALS_MAX] = {w->subsys, values ? values[1] : ""};
    struct entry_spec spec = {
        .def = &wlm_whatif_panel, .fields = w->fields, .nfields = w->nfields, .values = vals,
        .enter = enter, .ctx = w, .names = names, .ctx_free = whatif_free, .rows = &w->erows,
    };
    struct panel *p = entry_new(&spec);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    char title[OBJ_NAME_MAX + 32];
    snprintf(title, sizeof title, "Classification What-If for %s", w->def);
    panel_set_title(p, title);
    return 0;
}

int wlm_whatif_open(struct console *c, struct app *app, const char *def, const char *subsys)
{
    return whatif_push(c, app, def, subsys, NULL);
}
