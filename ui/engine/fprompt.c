/* ui/engine/fprompt.c — value lists for fields (F4, ?); see fprompt.h. */
#include "ui/engine/fprompt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "ui/engine/console.h"
#include "ui/engine/memsrc.h"
#include "ui/engine/table.h"
#include "ui/engine/utf8.h"

enum { VALUE_MAX_W = 48, DESCR_MAX_W = 60 };

static const struct lcmd_def select_lcmds[] = {{"S", "Select"}, {NULL, NULL}};

static const struct panel_def def = {
    .id = "PRM001",
    .title = "Values",
    .kind = PANEL_POPUP,
    .keys = &keylist_popup_list,
    .lcmds = select_lcmds,
    .instruction = "S or Enter chooses a value; F1 explains it.",
    .help = "This window lists the values the field can take: for a field with a fixed set of "
            "values, each value with its meaning; for a field naming another object, the names "
            "defined in the store. Type S beside a value, or put the cursor on it, and press Enter: "
            "the value goes into the field. FIND text and LOCATE value search the list; F7 and F8 "
            "scroll it. F12 closes the window and leaves the field as it was.",
};

int prompt_list_add(struct prompt_list *l, const char *value, const char *descr)
{
    if (heap_reserve(&l->v, &l->cap, l->n + 1, sizeof *l->v) < 0)
        return -1;
    char *a = strdup(value), *b = strdup(descr ? descr : "");
    if (!a || !b) {
        free(a);
        free(b);
        return -1;
    }
    l->v[l->n++] = (struct prompt_item){a, b};
    return 0;
}

void prompt_list_free(struct prompt_list *l)
{
    for (size_t i = 0; i < l->n; i++) {
        free(l->v[i].value);
        free(l->v[i].descr);
    }
    free(l->v);
    memset(l, 0, sizeof *l);
}

/* What the list fills, and its columns (they must outlive the list's source), each explained by
 * the field's descriptor (F1 on a value or a meaning: the field's help, every value's meaning
 * whole; NULL for the Scroll field). */
struct target {
    struct panel *p;
    int field;
    bool append;
    struct tbl_col cols[2];
    const struct field_def *col_fields[2];
};

static void fill(struct panel *p, int field, bool append, const char *value)
{
    struct form_field *ff = form_get(&p->form, field);
    char now[1024], text[1100];
    if (!ff)
        return;
    form_value(ff, now, sizeof now);
    const char *cur = now + strspn(now, " ");
    if (!append || !cur[0] || strcmp(cur, "?") == 0)
        snprintf(text, sizeof text, "%s", value);
    else
        snprintf(text, sizeof text, "%s,%s", cur, value);
    form_store(ff, text);
    ff->modified = true;
    ff->error = false;
    form_cursor_to(&p->form, ff);
}

/* S on a value: the list goes, the field gets the value. */
static enum table_lc_rc chosen(struct console *c, struct panel *list, const char *code, const char *key,
                               long pos, void *ctx)
{
    struct target *t = ctx;
    struct panel *p = t->p;
    int field = t->field;
    bool append = t->append;
    char value[256];
    (void)code;
    (void)pos;
    snprintf(value, sizeof value, "%s", key);
    if (console_top(c) == list)
        console_pop(c);
    if (console_top(c) == p)
        fill(p, field, append, value);
    return TABLE_LC_STOP;
}

static int by_value(const void *a, const void *b)
{
    return strcmp(((const struct prompt_item *)a)->value, ((const struct prompt_item *)b)->value);
}

static int width(const struct prompt_list *l, bool descr, int min, int max)
{
    int w = min;
    for (size_t i = 0; i < l->n; i++) {
        int n = (int)utf8_count(descr ? l->v[i].descr : l->v[i].value);
        w = n > w ? n : w;
    }
    return w > max ? max : w;
}

/* Pushes the list of items titled title, filling field of p; fd (NULL: none) is what the field
 * holds, for F1 on the list's values. */
static int open_list(struct console *c, struct panel *p, int field, const struct field_def *fd,
                     const char *title, struct prompt_list *items)
{
    struct target *t = calloc(1, sizeof *t);
    struct memsrc *m = NULL;
    if (t) {
        *t = (struct target){p, field, fd && fd->type == AT_LIST,
                             {{"value", "Value", width(items, false, 5, VALUE_MAX_W), TC_FIXED},
                              {"meaning", "Meaning", width(items, true, 7, DESCR_MAX_W), 0}},
                             {fd, fd}};
        m = memsrc_new(t->cols, 2);
    }
    for (size_t i = 0; m && i < items->n; i++) {
        const char *cells[] = {items->v[i].value, items->v[i].descr};
        if ((i && strcmp(items->v[i].value, items->v[i - 1].value) == 0))
            continue;  /* a name given twice */
        if (memsrc_add(m, items->v[i].value, cells) < 0) {
            memsrc_free(m);
            m = NULL;
        }
    }
    if (!m) {
        free(t);
        return -1;
    }
    struct table_spec spec = {.def = &def, .line_command = chosen, .ctx = t, .enter_lcmd = "S", .ctx_free = free,
                              .col_fields = fd ? t->col_fields : NULL};
    memsrc_source(m, &spec.src);
    struct panel *list = table_new(&spec);
    if (!list)
        return -1;
    panel_set_title(list, title);
    return console_push(c, list);
}

int fprompt_open(struct console *c, struct panel *p, struct form_field *ff, const struct field_def *fd)
{
    struct prompt_list items = {0};
    char name[160], title[200];
    int rc = 0;
    field_name(fd, name, sizeof name);
    for (const struct attr_choice *ch = fd->choices; ch && ch->value && rc == 0; ch++)
        rc = prompt_list_add(&items, ch->value, ch->help);
    if (!fd->choices && fd->ns && p->ops->names) {
        if (p->ops->names(p, c, fd, &items) < 0) {
            prompt_list_free(&items);
            return -1;
        }
        qsort(items.v, items.n, sizeof *items.v, by_value);
    } else if (!fd->choices) {
        console_msg(c, MSG_NO_PROMPT, NULL);
        return -1;
    }
    if (rc == 0 && !items.n) {
        snprintf(title, sizeof title, "names for %s", name);
        console_msg(c, MSG_NO_NAMES, title, NULL);
        return -1;
    }
    snprintf(title, sizeof title, "%s %s", fd->choices ? "Values of" : "Names for", name);
    if (rc == 0)
        rc = open_list(c, p, ff->id, fd, title, &items);
    prompt_list_free(&items);
    return rc;
}

/* The scroll amounts, for F4 on the Scroll field. */
static void scroll_list(struct console *c, struct panel *p)
{
    static const char *const amounts[][2] = {
        {"PAGE", "A page: as many lines as the screen shows"},
        {"HALF", "Half a page"},
        {"DATA", "A page less one line, so one line stays in view"},
        {"CSR", "The cursor's line to the top (F8) or bottom (F7)"},
        {"MAX", "Straight to the top (F7) or the bottom (F8), once"},
    };
    struct prompt_list items = {0};
    int rc = 0;
    for (size_t i = 0; i < sizeof amounts / sizeof amounts[0] && rc == 0; i++)
        rc = prompt_list_add(&items, amounts[i][0], amounts[i][1]);
    if (rc == 0)
        open_list(c, p, FIELD_SCROLL, NULL, "Scroll Amounts", &items);
    prompt_list_free(&items);
}

void fprompt_at_cursor(struct console *c, struct panel *p)
{
    struct form_field *ff = form_at(&p->form, p->form.cur_row, p->form.cur_col), *input = NULL;
    if (ff && ff->id == FIELD_SCROLL) {
        scroll_list(c, p);
        return;
    }
    const struct field_def *fd = p->ops->field_at ? p->ops->field_at(p, p->form.cur_row, p->form.cur_col, &input) : NULL;
    if (!fd || !input || (!fd->choices && !fd->ns)) {
        console_msg(c, MSG_NO_PROMPT, NULL);
        return;
    }
    fprompt_open(c, p, input, fd);
}
