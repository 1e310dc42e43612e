/* ui/work/history_entries.c — the changes of one journal batch; see history_entries.h. */
#include "ui/work/history_entries.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/console.h"
#include "ui/engine/env.h"
#include "ui/work/history_src.h"
#include "ui/work/history_text.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/table.h"
#include "ui/engine/textview.h"

static const struct lcmd_def lcmds[] = {{"B", "Browse before"}, {NULL, NULL}};

static const char *const actions[] = {"View", "Options", "Help", NULL};
static const char *const text_actions[] = {"Options", "Help", NULL};

static const struct pd_choice view_choices[] = {
    {"First change", "UP MAX", 'F'},
    {"Last change", "DOWN MAX", 'L'},
    {"Columns to the left", "LEFT", 'C'},
    {"Columns to the right", "RIGHT", 'R'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {{"View", view_choices, NULL}, {NULL, NULL, NULL}};

static const struct panel_def def = {
    .id = "HIS110",
    .title = "Changes of a Batch",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .instruction = "B=Browse the object as it was before the change",
    .help = "What one journal batch changed, in the order it changed it: one row per attribute, "
            "with the object as findings name it, the attribute's keyword and its value before and "
            "after the batch ((unspecified): no value was given, so the product's default applies). "
            "An import that read a whole dump again lists only what differs; records the batch "
            "rewrote (commands the product keeps as records, such as security records) are one row, "
            "(records), with their numbers, "
            "and B on it shows them as they were. The objects the batch "
            "defined or deleted are counted at the top, with what the batch was, who made it and "
            "when, and the files it read. B shows the object as it was before the change, from the "
            "before-image the journal keeps for undo. F3 returns to the list of batches, where U "
            "undoes the batch.",
};

static const struct panel_def image_def = {
    .id = "HIS120",
    .title = "Before the Change",
    .kind = PANEL_TABLE,
    .actions = text_actions,
    .keys = &keylist_help,
    .instruction = "The object as the journal keeps it from before the change. F3 returns.",
    .help = "An object as it was before a change of the batch, as the journal keeps it for undo: "
            "its path, the file and line it had been read from, then each value that was specified "
            "(a value not listed was not specified, so the product's default applied) and the "
            "parameters kept as they were read. For a top-level object's records, the commands as "
            "the product reads them. F7 and F8 scroll, FIND text looks for text, F3 returns.",
};

/* The same panel for a change that no object image holds: a rule level or a suppression. */
static const struct panel_def rule_change_def = {
    .id = "HIS120",
    .title = "Before the Change",
    .kind = PANEL_TABLE,
    .actions = text_actions,
    .keys = &keylist_help,
    .instruction = "The rule setting before and after the batch. F3 returns.",
    .help = "A change of a rule's level or of a suppression of its findings (wlmcon rules, wlmcon "
            "suppress, X on the Validate panel): the rule or the object path it covers, the setting, "
            "and its value before and after the batch. These settings are kept beside the policy; "
            "U on the batch in the History list undoes them. F3 returns.",
};

/* The batch shown: what its summary lines say. */
struct hbatch {
    struct store *st;
    int64_t id;
    char who[64], at[24], action[40];
    size_t defined, changed, removed, records;
    char *files;                /* one per line, or NULL */
};

static void hbatch_free(void *ctx)
{
    struct hbatch *b = ctx;
    free(b->files);
    free(b);
}

static int head(void *ctx, struct table_head *l, int max)
{
    struct hbatch *b = ctx;
    int n = 0;
    snprintf(l[n].label, sizeof l[n].label, "Batch");
    snprintf(l[n++].value, sizeof l[0].value, "%lld, %s by %s at %s", (long long)b->id, b->action, b->who, b->at);
    if (n < max) {
        snprintf(l[n].label, sizeof l[n].label, "Objects");
        snprintf(l[n++].value, sizeof l[0].value, "%zu defined, %zu changed, %zu deleted%s", b->defined,
                 b->changed, b->removed, b->records ? "; records replaced" : "");
    }
    for (const char *f = b->files; f && *f && n < max;) {
        size_t len = strcspn(f, "\n");
        char file[4096];
        snprintf(file, sizeof file, "%.*s", (int)len, f);
        if (n == 2)
            snprintf(l[n].label, sizeof l[n].label, "Files");
        else
            l[n].label[0] = '\0';
        if (n == max - 1 && f[len])
            snprintf(l[n++].value, sizeof l[0].value, "and more");
        else
            snprintf(l[n++].value, sizeof l[0].value, "%s", env_path_shown(file));
        f += len + (f[len] != '\0');
    }
    return n;
}

/* ---- the before-image as text ----------------------------------------------------------------- */

enum { FACT_W = 14, VALUE_W = 40, VALUE_INDENT = 2 };  /* "Read from  . . :", the values' prompts */

/* The modelled values as "Label (KEYWORD) . . . : value" lines, then the verbatim parameters. */
static int put_values(struct textview *v, const struct pol_object *o)
{
    int rc = 0;
    for (unsigned i = 0; rc == 0 && i < o->kind->nattrs; i++) {
        const struct attr_def *a = o->kind->attrs[i];
        const char *val = o->vals[i];
        char label[96];
        if (!val)
            continue;
        snprintf(label, sizeof label, "%s (%s)", a->label, a->native);
        enum val_state st = val_state(val);
        rc = textview_add(v, CUA_VOI, VALUE_INDENT, label, VALUE_W,
                          st == VAL_EMPTY ? "(empty)" : st == VAL_BLANK ? "(blank)" : val);
    }
    for (size_t i = 0; rc == 0 && i < o->nparams; i++) {
        const struct pol_param *p = &o->params[i];
        char text[1200];
        snprintf(text, sizeof text, "%s%s%s%s%s", p->keyword, p->value ? "(" : "", p->value ? p->value : "",
                 p->value ? ")" : "", p->cls == PARAM_READONLY ? "   (read-only)" : "");
        rc = textview_add(v, CUA_VOI, VALUE_INDENT, NULL, 0, text);
    }
    return rc;
}

/* A stand-in parent under top for an object of kind (one of the kinds it may hang under, made
 * under a stand-in of its own parents when that kind does not hang under the top), so that an
 * image of a nested object can be read; NULL when there is none within depth levels. The path
 * shown is the journal's. */
static struct pol_object *stand_in(struct policy *p, struct pol_object *top, const struct kind_def *kind, int depth)
{
    const struct system_def *sys = kind->sys;
    if (!kind->parents)
        return top;
    for (size_t k = 0; depth > 0 && k < sys->nkinds; k++) {
        const struct kind_def *pk = &sys->kinds[k];
        if (!((kind->parents >> k) & 1u) || pk == kind)
            continue;
        struct pol_object *pp = stand_in(p, top, pk, depth - 1);
        struct pol_object *o = pp ? pol_new(p, pk, pp, "") : NULL;
        if (o)
            return o;
    }
    return NULL;
}

/* An object's before-image: what it was (path: the object in its system's notation, as the
 * journal's change names it), where it came from. */
static int put_object(struct textview *v, struct policy *p, const struct store_entry_info *e, const char *image,
                      const char *path)
{
    const struct system_def *sys = schema_system(e->system);
    const struct kind_def *kind = sys ? schema_kind(sys, e->kind) : NULL;
    struct pol_object *top = sys && e->top ? pol_new(p, schema_top_kind(sys), NULL, e->top) : NULL;
    struct pol_object *parent = top && kind ? stand_in(p, top, kind, 8) : top;
    struct pol_object *o = sys && (parent || !e->top) ? codec_get_object(p, sys, parent, image) : NULL;
    char text[600];
    if (!o)
        return textview_add(v, CUA_NT, 0, NULL, 0, "The before-image cannot be read:") < 0 ? -1
               : textview_add_file(v, CUA_VOI, image);
    if (path)
        snprintf(text, sizeof text, "%s", path);
    else
        schema_object_path(o, text, sizeof text);
    int rc = textview_add(v, CUA_VOI, 0, "Object", FACT_W, text);
    if (rc == 0 && o->src.file) {
        snprintf(text, sizeof text, "%s:%u:%u", env_path_shown(o->src.file), o->src.pos.line, o->src.pos.col);
        rc = textview_add(v, CUA_VOI, 0, "Read from", FACT_W, text);
    }
    if (rc == 0)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, "");
    if (rc == 0)
        rc = textview_add(v, CUA_ET, 0, NULL, 0, "Before the change (values not listed were not specified)");
    return rc == 0 ? put_values(v, o) : rc;
}

/* A record as runmqsc reads it: verb, object type and name, then its parameters. malloc'd. */
static char *record_text(const struct pol_record *r)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    fprintf(f, "%s%s%s%s%s%s", r->verb, r->objtype ? " " : "", r->objtype ? r->objtype : "",
            r->name ? "(" : "", r->name ? r->name : "", r->name ? ")" : "");
    for (size_t k = 0; k < r->nparams; k++)
        fprintf(f, " %s%s%s%s", r->params[k].keyword, r->params[k].value ? "(" : "",
                r->params[k].value ? r->params[k].value : "", r->params[k].value ? ")" : "");
    fclose(f);
    return text;
}

/* A queue manager's records before the change, one command a paragraph. */
static int put_records(struct textview *v, struct policy *p, const struct store_entry_info *e, const char *image)
{
    const struct system_def *sys = schema_system(e->system);
    struct pol_object *top = sys ? pol_new(p, schema_top_kind(sys), NULL, e->top) : NULL;
    int n = top ? codec_get_records(p, top, image) : -1;
    char count[160];
    snprintf(count, sizeof count, "%d, of %s", n < 0 ? 0 : n, e->top);
    int rc = textview_add(v, CUA_VOI, 0, "Records", FACT_W, count);
    if (rc == 0)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, "");
    for (size_t i = 0; rc == 0 && top && i < top->scope->nrecs; i++) {
        if (top->scope->recs[i]->deleted)
            continue;
        char *text = record_text(top->scope->recs[i]);
        rc = text ? textview_add(v, CUA_VOI, 0, NULL, 0, text) : -1;
        free(text);
    }
    return rc;
}

/* B: the text of entry e's before-image. */
static int browse(struct console *c, struct hbatch *b, const struct store_entry_info *e, const char *path)
{
    char *image = NULL, title[80], change[160];
    struct store_error err = {0};
    if (store_entry_image(b->st, b->id, e->seq, &image, &err) != STORE_OK) {
        console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
        return -1;
    }
    snprintf(title, sizeof title, "Before entry %lld of batch %lld", (long long)e->seq, (long long)b->id);
    struct textview *v = textview_new(&image_def, title);
    struct policy p;
    policy_init(&p);
    snprintf(change, sizeof change, "%s, entry %lld of batch %lld", e->op, (long long)e->seq, (long long)b->id);
    int rc = v ? textview_add(v, CUA_VOI, 0, "Change", FACT_W, change) : -1;
    if (rc == 0 && !image)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, "") < 0 ? -1
             : textview_add(v, CUA_NT, 0, NULL, 0, "The batch made this object: there was nothing before it.");
    else if (rc == 0 && strcmp(e->op, "records") == 0)
        rc = put_records(v, &p, e, image);
    else if (rc == 0)
        rc = put_object(v, &p, e, image, path);
    policy_free(&p);
    free(image);
    return textview_push(c, v, rc);
}

/* Copies the entry read (the strings are valid during the callback only) and browses it. */
struct one {
    struct console *c;
    struct hbatch *b;
    int rc;
    int64_t seq;              /* the entry of the change chosen; 0: a rule level or suppression */
    char path[1024];          /* its object */
    char attr[64], old[1100], new_[1100];   /* the change, for one that no entry holds */
};

/* B on a change of a rule level or a suppression (store_rules.c), which keeps no object image:
 * the change itself. */
static int browse_rule_change(struct console *c, const struct one *o)
{
    char title[80];
    snprintf(title, sizeof title, "Rule setting changed by batch %lld", (long long)o->b->id);
    struct textview *v = textview_new(&rule_change_def, title);
    int rc = v ? textview_add(v, CUA_VOI, 0, "Object", FACT_W, o->path) : -1;
    if (rc == 0)
        rc = textview_add(v, CUA_VOI, 0, "Setting", FACT_W, o->attr);
    if (rc == 0)
        rc = textview_add(v, CUA_VOI, 0, "Before", FACT_W, o->old);
    if (rc == 0)
        rc = textview_add(v, CUA_VOI, 0, "After", FACT_W, o->new_);
    if (rc == 0)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, "") < 0 ? -1
             : textview_add(v, CUA_NT, 0, NULL, 0, "A rule's level or a suppression of its findings, kept "
                                                     "beside the policy: no object changed.");
    return textview_push(c, v, rc);
}

static int browse_entry(void *ctx, const struct store_entry_info *e)
{
    struct one *o = ctx;
    o->rc = browse(o->c, o->b, e, o->path[0] ? o->path : NULL);
    return 1;
}

static int change_seq(void *ctx, const struct store_attr_change *ch)
{
    struct one *o = ctx;
    o->seq = ch->seq;
    snprintf(o->path, sizeof o->path, "%s", ch->path);
    snprintf(o->attr, sizeof o->attr, "%s", ch->attr);
    snprintf(o->old, sizeof o->old, "%s", ch->old ? ch->old : "(unspecified)");
    snprintf(o->new_, sizeof o->new_, "%s", ch->new_ ? ch->new_ : "(unspecified)");
    return 1;
}

/* B on a change: the before-image of the entry that holds it. */
static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code, const char *key,
                                     long pos, void *ctx)
{
    struct hbatch *b = ctx;
    (void)p;
    (void)code;
    struct one o = {.c = c, .b = b, .rc = -1};
    struct store_error err = {0};
    struct store_page at = {strtoll(key, NULL, 10), pos, 0, 1};
    enum store_status r = store_change_page(b->st, b->id, &at, change_seq, &o, NULL, &err);
    struct store_page entry = {o.seq, 0, 0, 1};
    if (r == STORE_OK && o.seq)
        r = store_entry_page(b->st, b->id, &entry, browse_entry, &o, NULL, &err);
    else if (r == STORE_OK && o.path[0])
        o.rc = browse_rule_change(c, &o);
    if (r != STORE_OK)
        console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
    return o.rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

int history_entries_open(struct console *c, struct store *st, const struct store_batch_info *info)
{
    struct hbatch *b = calloc(1, sizeof *b);
    if (!b)
        return -1;
    b->st = st;
    b->id = info->id;
    snprintf(b->who, sizeof b->who, "%s", info->who);
    snprintf(b->at, sizeof b->at, "%.10s %.5s", info->at, strlen(info->at) > 11 ? info->at + 11 : "");
    history_action(info->action, b->action, sizeof b->action);
    b->defined = info->defined;
    b->changed = info->changed;
    b->removed = info->removed;
    b->records = info->records;
    if (info->files && !(b->files = strdup(info->files))) {
        free(b);
        return -1;
    }
    struct table_spec spec = {.def = &def, .line_command = line_command, .ctx = b, .ctx_free = hbatch_free,
                              .head = head};
    if (history_source(&spec.src, st, b->id) != 0) {
        hbatch_free(b);
        return -1;
    }
    struct panel *p = table_new(&spec);
    if (!p)
        return -1;
    char title[64];
    snprintf(title, sizeof title, "Changes of Batch %lld", (long long)b->id);
    panel_set_title(p, title);
    return console_push(c, p);
}
