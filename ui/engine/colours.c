/* ui/engine/colours.c — the Colours panel: the themes, a sample of every element, a live preview; see
 * settings.h. */
#include "ui/engine/settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/console.h"
#include "ui/engine/fprompt.h"
#include "ui/engine/frame.h"
#include "ui/engine/themefile.h"

enum {
    FIELD_THEME = 0,
    FIELD_COL = 15,      /* "Theme  . . . " */
    NUM_COL = 4, NAME_COL = 8, DESCR_COL = 20,
    SAMPLE_COLS = 4, SAMPLE_W = 19, SAMPLE_ROWS = (CUA_NELEMS + SAMPLE_COLS - 1) / SAMPLE_COLS
};

static const char *const sample_text[CUA_NELEMS] = {
    [CUA_NT] = "Normal text", [CUA_AB] = "Action bar", [CUA_ABSL] = "Separator",
    [CUA_PT] = "Panel title", [CUA_PIN] = "Instruction", [CUA_FP] = "Prompt",
    [CUA_NEF] = "Entry field", [CUA_CEF] = "Choice fld", [CUA_LEF] = "List field",
    [CUA_CH] = "Heading", [CUA_ET] = "Emphasis", [CUA_DT] = "Description",
    [CUA_EE] = "Error", [CUA_SAC] = "Choice", [CUA_SUC] = "Unavailable",
    [CUA_PS] = "Point/shoot", [CUA_SI] = "Scroll info", [CUA_VOI] = "Value",
    [CUA_CT] = "Caution", [CUA_WT] = "Warning", [CUA_WASL] = "Window edge",
    [CUA_INFO] = "Info msg", [CUA_WARN] = "Warning msg", [CUA_ACTION] = "Action msg",
};

static const struct field_def theme_field = {
    .key = "theme", .label = "Theme", .type = AT_NAME, .max = THEME_NAME_MAX - 1, .ns = "theme",
    .help = "The theme to show: its number in the list below, or its name (F4 lists them). Enter "
            "shows it at once; F3 keeps it for this and later sessions, F12 goes back to the theme "
            "you had.",
};

static const char *const actions[] = {"Options", "Help", NULL};  /* as the other settings panels */

static const struct panel_def def = {
    .id = "WCN011", .former_id = "WLM011",
    .title = "Colours",
    .kind = PANEL_ENTRY,
    .actions = actions,
    .keys = &keylist_entry,
    .help = "Every colour of the console comes from a theme: a file that gives each CUA element "
            "(action bar, title, entry field, error emphasis…) its colours and attributes. Choose "
            "a theme by its number or name, or put the cursor on its name, and press Enter: the "
            "whole screen shows it, the samples below included. F3 keeps the theme shown, F12 goes "
            "back to the one you had. Your own themes go in $XDG_CONFIG_HOME/wlmcon/themes "
            "(NAME.theme, one line per element: ELEMENT = foreground background [attributes]).",
};

struct colours {
    struct panel base;
    struct theme_info themes[THEME_LIST_MAX];
    int n;
    char before[THEME_NAME_MAX];  /* the theme in use when the panel opened */
    int row;                      /* body's first row */
    int shown;                    /* themes listed */
};

static int list_row(const struct colours *k)
{
    return k->row + 4;
}

static void colours_layout(struct panel *p, struct console *c, const struct rect *body)
{
    struct colours *k = (struct colours *)p;
    (void)c;
    k->row = body->row;
    k->shown = body->rows - 4 - 2 - SAMPLE_ROWS;
    k->shown = k->shown < 0 ? 0 : k->shown > k->n ? k->n : k->shown;
    struct form_field *ff = form_field(&p->form, FIELD_THEME, THEME_NAME_MAX - 1, CUA_CEF, '_', 0);
    if (!ff)
        return;
    form_place(ff, k->row + 3, FIELD_COL, 12);
    if (!p->shown)
        form_cursor_to(&p->form, ff);
}

static void colours_draw(struct panel *p, struct console *c, struct scr *s, const struct rect *body)
{
    struct colours *k = (struct colours *)p;
    const char *now = console_theme(c, NULL)->name;
    char line[96];
    scr_put(s, k->row, 1, CUA_PIN, "Type a theme's number or name, or put the cursor on its name, and press", -1);
    scr_put(s, k->row + 1, 1, CUA_PIN, "Enter to see it. F3 keeps the theme shown; F12 goes back to the one you had.", -1);
    scr_put(s, k->row + 3, 1, CUA_FP, "Theme  . . .", -1);
    for (int i = 0; i < k->shown; i++) {
        int row = list_row(k) + i;
        bool cur = strcmp(k->themes[i].name, now) == 0;
        snprintf(line, sizeof line, "%c %d.", cur ? '*' : ' ', i + 1);
        scr_put(s, row, NUM_COL - 2, CUA_SAC, line, -1);
        scr_put(s, row, NAME_COL, CUA_PS, k->themes[i].name, DESCR_COL - NAME_COL - 1);
        scr_put(s, row, DESCR_COL, CUA_DT, k->themes[i].descr, body->cols - 1 - DESCR_COL);
    }
    int top = list_row(k) + k->shown + 1;
    scr_put(s, top, 1, CUA_ET, "Every element as the theme shows it", -1);
    for (int e = 0; e < CUA_NELEMS; e++) {
        snprintf(line, sizeof line, "%-6s %s", cua_name((enum cua_elem)e), sample_text[e]);
        scr_put(s, top + 1 + e % SAMPLE_ROWS, 1 + (e / SAMPLE_ROWS) * SAMPLE_W, (enum cua_elem)e, line, SAMPLE_W - 1);
    }
}

/* The theme named or numbered by text, or -1. */
static int theme_named(const struct colours *k, const char *text)
{
    size_t n = strlen(text);
    if (n && strspn(text, "0123456789") == n) {
        int i = atoi(text) - 1;
        return i >= 0 && i < k->n ? i : -1;
    }
    for (int i = 0; i < k->n; i++)
        if (strcmp(k->themes[i].name, text) == 0)
            return i;
    return -1;
}

static void preview(struct colours *k, struct console *c)
{
    struct form_field *ff = form_get(&k->base.form, FIELD_THEME);
    char v[THEME_NAME_MAX * 4] = "";
    int i = k->base.form.cur_row - list_row(k);
    if (ff)
        form_value(ff, v, sizeof v);
    const char *t = v + strspn(v, " ");
    if (t[0])
        i = theme_named(k, t);
    else if (i < 0 || i >= k->shown)
        return;
    if (i < 0) {
        console_field_msg(c, &k->base, ff, MSG_CHOICE, "Theme", "a number from the list, or a theme's name", NULL);
        return;
    }
    if (ff)
        form_load(ff, "");
    if (console_set_theme(c, k->themes[i].name, false) == 0)
        console_msg(c, MSG_THEME_SET, k->themes[i].name, console_theme(c, NULL)->descr, NULL);
}

static enum panel_rc colours_command(struct panel *p, struct console *c, const struct cmd *cmd)
{
    struct colours *k = (struct colours *)p;
    char name[THEME_NAME_MAX];
    switch (cmd->id) {
    case CMD_ENTER:
        if (p->form.cur_row == FRAME_ROW_ACTIONS)
            return PANEL_PASS;
        preview(k, c);
        return PANEL_DONE;
    case CMD_END:
        snprintf(name, sizeof name, "%s", console_theme(c, NULL)->name);
        console_pop(c);
        if (console_set_theme(c, name, true) == 0)
            console_msg(c, MSG_THEME_SET, name, console_theme(c, NULL)->descr, NULL);
        return PANEL_DONE;
    case CMD_CANCEL:
        snprintf(name, sizeof name, "%s", k->before);
        console_pop(c);
        console_set_theme(c, name, false);
        return PANEL_DONE;
    default:
        return PANEL_PASS;
    }
}

static const struct field_def *colours_field_at(struct panel *p, int row, int col, struct form_field **ff)
{
    struct colours *k = (struct colours *)p;
    (void)col;
    *ff = row == k->row + 3 ? form_get(&p->form, FIELD_THEME) : NULL;
    return *ff ? &theme_field : NULL;
}

static int colours_names(struct panel *p, struct console *c, const struct field_def *fd, struct prompt_list *out)
{
    struct colours *k = (struct colours *)p;
    (void)fd;
    for (int i = 0; i < k->n; i++)
        if (prompt_list_add(out, k->themes[i].name, k->themes[i].descr) < 0) {
            console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
            return -1;
        }
    return 0;
}

static void colours_destroy(struct panel *p)
{
    panel_fini(p);
    free(p);
}

static const struct panel_ops colours_ops = {
    .layout = colours_layout,
    .draw = colours_draw,
    .command = colours_command,
    .destroy = colours_destroy,
    .field_at = colours_field_at,
    .names = colours_names,
};

int settings_colours_open(struct console *c)
{
    struct colours *k = calloc(1, sizeof *k);
    if (!k)
        return -1;
    panel_init(&k->base, &def, &colours_ops);
    k->n = theme_list(console_env(c)->theme_dirs, k->themes, THEME_LIST_MAX);
    snprintf(k->before, sizeof k->before, "%s", console_theme(c, NULL)->name);
    return console_push(c, &k->base);
}
