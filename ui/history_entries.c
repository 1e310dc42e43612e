/* ui/history_entries.c — the changes of one journal batch; see history_entries.h. */
#include "ui/history_entries.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/console.h"
#include "ui/history_src.h"
#include "ui/prompt.h"
#include "ui/table.h"
#include "ui/textview.h"

static const struct lcmd_def lcmds[] = {{"B", "Browse before"}, {NULL, NULL}};

static const char *const actions[] = {"History", "View", "Options", "Help", NULL};

static const struct panel_def def = {
    .id = "HIS110",
    .title = "Changes of a Batch",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .instruction = "B=Browse the object as it was before the change",
};

static const struct panel_def image_def = {
    .id = "HIS120",
    .title = "Before the Change",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .instruction = "The object as the journal keeps it from before the change. F3 returns.",
};

/* The batch shown: what its summary lines say. */
struct hbatch {
    struct store *st;
    int64_t id;
    char who[64], at[24], action[32];
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
    for (const char *f = b->files; f && *f && n < max;) {
        size_t len = strcspn(f, "\n");
        if (n == 1)
            snprintf(l[n].label, sizeof l[n].label, "Files");
        else
            l[n].label[0] = '\0';
        if (n == max - 1 && f[len])
            snprintf(l[n++].value, sizeof l[0].value, "and more");
        else
            snprintf(l[n++].value, sizeof l[0].value, "%.*s", (int)len, f);
        f += len + (f[len] != '\0');
    }
    return n;
}

/* ---- the before-image as text ----------------------------------------------------------------- */

/* "  Label (KEYWORD) . . . : value" lines of the modelled values, then the verbatim parameters. */
static void put_values(FILE *f, const struct pol_object *o)
{
    for (unsigned i = 0; i < o->kind->nattrs; i++) {
        const struct attr_def *a = o->kind->attrs[i];
        const char *v = o->vals[i];
        char label[96], prompt[96];
        if (!v)
            continue;
        snprintf(label, sizeof label, "%s (%s)", a->label, a->native);
        prompt_text(label, 40, ':', prompt, sizeof prompt);
        enum val_state st = val_state(v);
        fprintf(f, "  %s %s\n", prompt, st == VAL_EMPTY ? "(empty)" : st == VAL_BLANK ? "(blank)" : v);
    }
    for (size_t i = 0; i < o->nparams; i++) {
        const struct pol_param *p = &o->params[i];
        fprintf(f, "  %s%s%s%s%s\n", p->keyword, p->value ? "(" : "", p->value ? p->value : "",
                p->value ? ")" : "", p->cls == PARAM_READONLY ? "   (read-only)" : "");
    }
}

/* An object's before-image: what it was, where it came from. */
static void put_object(FILE *f, struct policy *p, const struct store_entry_info *e, const char *image)
{
    const struct system_def *sys = schema_system(e->system);
    struct pol_object *top = sys && e->top ? pol_new(p, schema_top_kind(sys), NULL, e->top) : NULL;
    struct pol_object *o = sys && (top || !e->top) ? codec_get_object(p, sys, top, image) : NULL;
    char path[300];
    if (!o) {
        fprintf(f, "The before-image cannot be read:\n%s\n", image);
        return;
    }
    if (o->kind->sys == mq_system())
        mq_object_path(o, path, sizeof path);
    else
        snprintf(path, sizeof path, "%s %s", o->kind->id, o->name);
    fprintf(f, "Object . . . : %s\n", path);
    if (o->src.file)
        fprintf(f, "Read from  . : %s:%u:%u\n", o->src.file, o->src.pos.line, o->src.pos.col);
    fprintf(f, "\nBefore the change (values not listed were not specified):\n");
    put_values(f, o);
}

/* A queue manager's records before the change, one command per line. */
static void put_records(FILE *f, struct policy *p, const struct store_entry_info *e, const char *image)
{
    const struct system_def *sys = schema_system(e->system);
    struct pol_object *top = sys ? pol_new(p, schema_top_kind(sys), NULL, e->top) : NULL;
    int n = top ? codec_get_records(p, top, image) : -1;
    fprintf(f, "Records of %s before the change: %d\n\n", e->top, n < 0 ? 0 : n);
    for (size_t i = 0; top && i < top->scope->nrecs; i++) {
        const struct pol_record *r = top->scope->recs[i];
        if (r->deleted)
            continue;
        fprintf(f, "%s%s%s%s%s%s", r->verb, r->objtype ? " " : "", r->objtype ? r->objtype : "",
                r->name ? "(" : "", r->name ? r->name : "", r->name ? ")" : "");
        for (size_t k = 0; k < r->nparams; k++)
            fprintf(f, " %s%s%s%s", r->params[k].keyword, r->params[k].value ? "(" : "",
                    r->params[k].value ? r->params[k].value : "", r->params[k].value ? ")" : "");
        fputc('\n', f);
    }
}

/* B: the text of entry e's before-image. */
static int browse(struct console *c, struct hbatch *b, const struct store_entry_info *e)
{
    char *image = NULL, *text = NULL, title[80];
    size_t len = 0;
    struct store_error err = {0};
    if (store_entry_image(b->st, b->id, e->seq, &image, &err) != STORE_OK) {
        console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
        return -1;
    }
    FILE *f = open_memstream(&text, &len);
    if (!f) {
        free(image);
        return -1;
    }
    struct policy p;
    policy_init(&p);
    fprintf(f, "Change . . . : %s, entry %lld of batch %lld\n", e->op, (long long)e->seq, (long long)b->id);
    if (!image)
        fprintf(f, "\nThe batch made this object: there was nothing before it.\n");
    else if (strcmp(e->op, "records") == 0)
        put_records(f, &p, e, image);
    else
        put_object(f, &p, e, image);
    fclose(f);
    policy_free(&p);
    free(image);
    snprintf(title, sizeof title, "Before entry %lld of batch %lld", (long long)e->seq, (long long)b->id);
    int rc = textview_open(c, &image_def, title, text, TEXTVIEW_PROSE);
    free(text);
    return rc;
}

/* Copies the entry read (the strings are valid during the callback only) and browses it. */
struct one {
    struct console *c;
    struct hbatch *b;
    int rc;
};

static int browse_entry(void *ctx, const struct store_entry_info *e)
{
    struct one *o = ctx;
    o->rc = browse(o->c, o->b, e);
    return 1;
}

static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code, const char *key,
                                     long pos, void *ctx)
{
    struct hbatch *b = ctx;
    (void)p;
    (void)code;
    struct one o = {c, b, -1};
    struct store_error err = {0};
    struct store_page at = {strtoll(key, NULL, 10), pos, 0, 1};
    if (store_entry_page(b->st, b->id, &at, browse_entry, &o, NULL, &err) != STORE_OK)
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
    snprintf(b->action, sizeof b->action, "%s", info->action);
    if (info->files && !(b->files = strdup(info->files))) {
        free(b);
        return -1;
    }
    struct table_spec spec = {.def = &def, .line_command = line_command, .ctx = b, .destroy = hbatch_free,
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
