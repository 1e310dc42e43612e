/* ui/objects/objmatrix.c — the matrix panel MAT100: reading the map, scrolling rows and columns,
 * LOCATE and FIND, the cursor from cell to cell, and the cell commands; see objmatrix.h. The
 * layout and drawing are in objmatrix_view.c, the prompt of I and the findings in
 * objmatrix_add.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/console.h"
#include "ui/engine/frame.h"
#include "ui/engine/keylist.h"
#include "ui/objects/objmatrix_priv.h"

static const char *const actions[] = {"Map", "View", "Options", "Help", NULL};
static const struct pd_choice map_choices[] = {
    {"Validate the policy...", "=5", 'V'}, {"Change history...", "=9", 'H'}, {"Exit", "END", 'X'}, {NULL, NULL, 0},
};
static const struct pulldown pulldowns[] = {
    {"Map", map_choices, NULL}, {"View", obj_view_choices, NULL}, {NULL, NULL, NULL},
};

const struct panel_def obj_matrix_panel = {
    .id = "MAT100",
    .title = "Map",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .pulldowns = pulldowns,
    .help = "Rows of one kind of object against columns of another; a cell shows whether an object "
            "joins its row and its column, with its flags or values; the legend at the foot says what "
            "each mark means. The headings of the rows and columns stay in place while F7 and F8 scroll "
            "the rows and F10 and F11 the columns, each by the Scroll amount (PAGE, HALF, DATA, CSR from "
            "the cursor's cell, MAX, or a number). The cursor keys move from cell to cell.\n"
            "Type a cell command in a cell's field and press Enter: S opens the object of the cell, D "
            "deletes it after a confirmation, I adds one where the cell is empty (a prompt asks for what "
            "it needs, checked as the system checks it). Each change is one journal batch: option 9 "
            "(History) shows it and U there undoes it.\n"
            "A row or column that a finding concerns shows ! at its left or above it, and the legend "
            "names the rule; S typed over the ! shows the finding. LOCATE text goes to the first row whose "
            "name starts with the text, else to such a column (LOCATE ROW text, LOCATE COL text: only "
            "those); FIND text to the next row, then column, whose name or second value holds it. "
            "REFRESH reads the map again.",
};

struct mat_pending *mat_pending_of(struct matrix *m, enum mat_target on, long r, long c)
{
    for (int i = 0; i < m->npending; i++)
        if (m->pending[i].on == on && m->pending[i].r == r && m->pending[i].c == c)
            return &m->pending[i];
    return NULL;
}

/* Sets (or with "" drops) the pending command of a target. */
static void set_pending(struct matrix *m, enum mat_target on, long r, long c, const char *code)
{
    struct mat_pending *pd = mat_pending_of(m, on, r, c);
    if (!code[0]) {
        if (pd)
            *pd = m->pending[--m->npending];
        return;
    }
    if (!pd && m->npending < MAT_PENDING_MAX)
        pd = &m->pending[m->npending++];
    if (pd) {
        *pd = (struct mat_pending){on, r, c, ""};
        snprintf(pd->code, sizeof pd->code, "%c", code[0] >= 'a' && code[0] <= 'z' ? code[0] - 32 : code[0]);
    }
}

/* Moves what was typed in the cells and marks shown into the pending commands. */
static void capture(struct matrix *m)
{
    struct form *f = &m->base.form;
    char text[8];
    for (int i = 0; i < m->shown_r; i++) {
        struct form_field *ff = form_get(f, MAT_ROW_MARK + i);
        if (ff && ff->placed && ff->modified) {
            form_value(ff, text, sizeof text);
            set_pending(m, MAT_ROW, m->top + i, -1, strcmp(text, "!") == 0 ? "" : text);
            ff->modified = false;
        }
        for (int k = 0; k < m->shown_c; k++) {
            ff = form_get(f, MAT_CELL_FIELD + i * m->nvc + k);
            if (ff && ff->placed && ff->modified) {
                form_value(ff, text, sizeof text);
                set_pending(m, MAT_CELL, m->top + i, m->left + k, text);
                ff->modified = false;
            }
        }
    }
    for (int k = 0; k < m->shown_c; k++) {
        struct form_field *ff = form_get(f, MAT_COL_MARK + k);
        if (ff && ff->placed && ff->modified) {
            form_value(ff, text, sizeof text);
            set_pending(m, MAT_COL, -1, m->left + k, strcmp(text, "!") == 0 ? "" : text);
            ff->modified = false;
        }
    }
}

/* Collects the rules that mark some row or column, for the legend. */
static void legend_rules(struct matrix *m)
{
    m->nrules = 0;
    for (int pass = 0; pass < 2; pass++) {
        long n = pass ? m->ncols : m->nrows;
        for (long i = 0; i < n; i++) {
            struct obj_matrix_head h = {0};
            (pass ? m->spec.col : m->spec.row)(m->spec.ctx, i, &h);
            bool known = !h.finding;
            for (int k = 0; !known && k < m->nrules; k++)
                known = strcmp(m->rules[k], h.finding->id) == 0;
            if (!known && m->nrules < MAT_LEGEND_RULES)
                snprintf(m->rules[m->nrules++], sizeof m->rules[0], "%s", h.finding->id);
        }
    }
}

bool mat_reload(struct matrix *m, struct console *c)
{
    char why[256] = "";
    m->stale = true;
    if (m->spec.load(m->app, m->spec.ctx, why, sizeof why) < 0) {
        m->nrows = m->ncols = 0;
        m->nrules = 0;
        console_msg(c, MSG_SOURCE_ERROR, why, NULL);
        return false;
    }
    m->nrows = m->spec.nrows(m->spec.ctx);
    m->ncols = m->spec.ncols(m->spec.ctx);
    legend_rules(m);
    return true;
}

/* ---- cell commands ------------------------------------------------------------------------- */

/* The field a pending command was typed in, when shown. */
static struct form_field *field_of(struct matrix *m, const struct mat_pending *pd)
{
    long vr = pd->r - m->top, vc = pd->c - m->left;
    if (pd->on == MAT_ROW)
        return vr >= 0 && vr < m->shown_r ? form_get(&m->base.form, MAT_ROW_MARK + (int)vr) : NULL;
    if (pd->on == MAT_COL)
        return vc >= 0 && vc < m->shown_c ? form_get(&m->base.form, MAT_COL_MARK + (int)vc) : NULL;
    if (vr < 0 || vr >= m->shown_r || vc < 0 || vc >= m->shown_c)
        return NULL;
    return form_get(&m->base.form, MAT_CELL_FIELD + (int)vr * m->nvc + (int)vc);
}

/* False after the message of the first pending command that is not one of its target's. */
static bool check_pending(struct matrix *m, struct console *c)
{
    for (int i = 0; i < m->npending; i++) {
        const struct mat_pending *pd = &m->pending[i];
        bool ok = pd->on == MAT_CELL ? strchr("SDI", pd->code[0]) != NULL : pd->code[0] == 'S';
        if (ok)
            continue;
        const char *list = pd->on == MAT_CELL ? "S, D or I" : "S, over the !";
        struct form_field *ff = field_of(m, pd);
        if (ff)
            console_field_msg(c, &m->base, ff, MSG_MAT_INVALID, pd->code, list, NULL);
        else
            console_msg(c, MSG_MAT_INVALID, pd->code, list, NULL);
        return false;
    }
    return true;
}

/* The first pending command, top to bottom then left to right (column marks first), taken off. */
static bool next_pending(struct matrix *m, struct mat_pending *out)
{
    int best = -1;
    for (int i = 0; i < m->npending; i++) {
        const struct mat_pending *a = &m->pending[i], *b = best >= 0 ? &m->pending[best] : NULL;
        if (!b || a->r < b->r || (a->r == b->r && a->c < b->c))
            best = i;
    }
    if (best < 0)
        return false;
    *out = m->pending[best];
    m->pending[best] = m->pending[--m->npending];
    return true;
}

/* S on a mark: its finding. */
static int open_finding(struct matrix *m, struct console *c, const struct mat_pending *pd)
{
    struct obj_matrix_head h = {0};
    if (pd->on == MAT_ROW)
        m->spec.row(m->spec.ctx, pd->r, &h);
    else
        m->spec.col(m->spec.ctx, pd->c, &h);
    if (!h.finding) {
        console_msg(c, MSG_MAT_REFUSED, "S shows the finding of a row or column marked !; this one has none.", NULL);
        return -1;
    }
    return mat_finding_open(c, h.finding, h.label);
}

/* A cell command on cell r, c: S opens its object, D deletes it, I adds one. */
static int cell_command(struct matrix *m, struct console *c, const struct mat_pending *pd)
{
    struct obj_delete d = {0};
    bool linked = m->spec.link(m->spec.ctx, pd->r, pd->c, &d);
    if (pd->code[0] == 'I') {
        if (linked) {
            console_msg(c, MSG_MAT_REFUSED, "I adds an object where a cell is empty; this cell has one: S opens it.",
                        NULL);
            return -1;
        }
        return mat_add_open(m, c, pd->r, pd->c);
    }
    if (!linked) {
        console_msg(c, MSG_MAT_REFUSED, "The cell is empty: nothing joins its row and column. I adds an object there.",
                    NULL);
        return -1;
    }
    d.app = m->app;
    d.panels = m->spec.panels;
    if (pd->code[0] == 'D') {
        m->del = d;
        return obj_delete_ask(c, &m->del);
    }
    if (d.uid)
        return obj_edit_child(c, m->app, d.panels, OBJ_EDIT, d.kind, d.top, d.uid);
    return obj_edit_open(c, m->app, d.panels, OBJ_EDIT, d.kind, d.top, d.name);
}

/* Runs pending commands in order until one opens a panel or fails. */
static void process(struct matrix *m, struct console *c)
{
    struct mat_pending pd;
    while (next_pending(m, &pd)) {
        m->stale = true;
        int rc = pd.on == MAT_CELL ? cell_command(m, c, &pd) : open_finding(m, c, &pd);
        if (rc < 0 || console_top(c) != &m->base)
            return;
    }
}

/* ---- scrolling, LOCATE, FIND ------------------------------------------------------------------ */

static void cursor_to_command(struct matrix *m)
{
    struct form_field *ff = form_get(&m->base.form, FIELD_COMMAND);
    if (ff)
        form_cursor_to(&m->base.form, ff);
}

static void scroll_rows(struct matrix *m, struct console *c, const struct cmd *cmd)
{
    struct scroll_amount a;
    int vr = -1, vc;
    if (!console_scroll_amount(c, &m->base, cmd->args, &a))
        return;
    if (!mat_cursor_cell(m, &vr, &vc))
        vr = -1;
    struct scroll_view v = {m->top, m->nrows, m->nvr, true};
    m->top = cmd->id == CMD_DOWN ? scroll_down(&v, &a, vr) : scroll_up(&v, &a, vr);
    m->stale = true;
    cursor_to_command(m);
}

static void scroll_cols(struct matrix *m, struct console *c, const struct cmd *cmd)
{
    bool right = cmd->id == CMD_RIGHT;
    struct scroll_amount a;
    int vr, vc = -1;
    if (right ? m->left + m->shown_c >= m->ncols : m->left == 0) {
        console_msg(c, MSG_NO_MORE_COLUMNS, right ? "right" : "left", NULL);
        return;
    }
    if (!console_scroll_amount(c, &m->base, cmd->args, &a))
        return;
    if (!mat_cursor_cell(m, &vr, &vc))
        vc = -1;
    struct scroll_view v = {m->left, m->ncols, m->nvc, false};
    m->left = right ? scroll_down(&v, &a, vc) : scroll_up(&v, &a, vc);
    m->stale = true;
    cursor_to_command(m);
}

/* The first word of args when it is ROW or COL(UMN): which of rows and columns a LOCATE or FIND
 * looks at (bit 1 rows, bit 2 columns); *rest after it. */
static int which(const char *args, const char **rest)
{
    size_t n = strcspn(args, " ");
    int w = 3;
    if (n == 3 && strncasecmp(args, "ROW", 3) == 0)
        w = 1;
    else if ((n == 3 && strncasecmp(args, "COL", 3) == 0) || (n == 6 && strncasecmp(args, "COLUMN", 6) == 0))
        w = 2;
    *rest = w == 3 ? args : args + n + strspn(args + n, " ");
    return w;
}

/* text without surrounding quotes into out. */
static void unquote(const char *text, char *out, size_t len)
{
    size_t n = strlen(text);
    if (n >= 2 && (text[0] == '\'' || text[0] == '"') && text[n - 1] == text[0])
        snprintf(out, len, "%.*s", (int)(n - 2), text + 1);
    else
        snprintf(out, len, "%s", text);
}

static bool starts(const char *s, const char *prefix)
{
    return strncasecmp(s, prefix, strlen(prefix)) == 0;
}

static void locate(struct matrix *m, struct console *c, const struct cmd *cmd)
{
    const char *rest;
    int w = which(cmd->args, &rest);
    char text[128];
    unquote(rest, text, sizeof text);
    if (!text[0]) {
        console_msg(c, MSG_MISSING_VALUE, "LOCATE", "LOCATE [ROW|COL] name", NULL);
        return;
    }
    struct obj_matrix_head h;
    for (long r = 0; (w & 1) && r < m->nrows; r++) {
        memset(&h, 0, sizeof h);
        m->spec.row(m->spec.ctx, r, &h);
        if (starts(h.label, text)) {
            m->top = r;
            m->stale = true;
            return;
        }
    }
    for (long k = 0; (w & 2) && k < m->ncols; k++) {
        memset(&h, 0, sizeof h);
        m->spec.col(m->spec.ctx, k, &h);
        if (starts(h.label, text)) {
            m->left = k;
            m->stale = true;
            return;
        }
    }
    console_msg(c, MSG_MAT_NOT_FOUND, text, "starts with", NULL);
}

/* Whether s holds text, case ignored. */
static bool contains(const char *s, const char *text)
{
    for (size_t n = strlen(text); *s; s++)
        if (strncasecmp(s, text, n) == 0)
            return true;
    return false;
}

static bool holds(const struct obj_matrix_head *h, const char *text)
{
    return contains(h->label, text) || contains(h->detail, text);
}

static void find(struct matrix *m, struct console *c, const struct cmd *cmd)
{
    const char *rest;
    int w = which(cmd->args, &rest), vr = -1, vc = -1;
    char text[128], num[24];
    unquote(rest, text, sizeof text);
    if (!text[0]) {
        console_msg(c, MSG_MISSING_VALUE, "FIND", "FIND [ROW|COL] text", NULL);
        return;
    }
    bool on = mat_cursor_cell(m, &vr, &vc);
    long from = on ? m->top + vr + 1 : m->top + 1;
    struct obj_matrix_head h;
    for (long i = 0; (w & 1) && i < m->nrows; i++) {
        long r = (from + i) % m->nrows;
        memset(&h, 0, sizeof h);
        m->spec.row(m->spec.ctx, r, &h);
        if (holds(&h, text)) {
            m->top = r;
            m->stale = true;
            snprintf(num, sizeof num, "%ld", r + 1);
            console_msg(c, MSG_FOUND, num, text, "", NULL);
            return;
        }
    }
    from = on && vc >= 0 ? m->left + vc + 1 : m->left + 1;
    for (long i = 0; (w & 2) && i < m->ncols; i++) {
        long k = (from + i) % m->ncols;
        memset(&h, 0, sizeof h);
        m->spec.col(m->spec.ctx, k, &h);
        if (holds(&h, text)) {
            m->left = k;
            m->stale = true;
            snprintf(num, sizeof num, "%ld", k + 1);
            console_msg(c, MSG_MAT_FOUND_COLUMN, num, text, NULL);
            return;
        }
    }
    console_msg(c, MSG_MAT_NOT_FOUND, text, "holds", NULL);
}

/* ---- the panel -------------------------------------------------------------------------------- */

static enum panel_rc mat_command(struct panel *p, struct console *c, const struct cmd *cmd)
{
    struct matrix *m = (struct matrix *)p;
    if (cmd->id == CMD_END || cmd->id == CMD_CANCEL || cmd->id == CMD_RETURN || cmd->id == CMD_HELP)
        return PANEL_PASS;
    capture(m);
    if (cmd->id != CMD_RESET && !check_pending(m, c))
        return PANEL_DONE;
    switch (cmd->id) {
    case CMD_ENTER:
        if (p->form.cur_row == FRAME_ROW_ACTIONS)
            return PANEL_PASS;
        cursor_to_command(m);
        process(m, c);
        return PANEL_DONE;
    case CMD_UP:
    case CMD_DOWN:
        scroll_rows(m, c, cmd);
        return PANEL_DONE;
    case CMD_LEFT:
    case CMD_RIGHT:
        scroll_cols(m, c, cmd);
        return PANEL_DONE;
    case CMD_LOCATE:
        locate(m, c, cmd);
        cursor_to_command(m);
        return PANEL_DONE;
    case CMD_FIND:
        find(m, c, cmd);
        cursor_to_command(m);
        return PANEL_DONE;
    case CMD_RESET:
        m->npending = 0;
        for (size_t i = 0; i < p->form.n; i++)
            p->form.v[i]->modified = false;
        m->stale = true;
        cursor_to_command(m);
        return PANEL_DONE;
    case CMD_REFRESH:
        mat_reload(m, c);
        return PANEL_DONE;
    default:
        return PANEL_PASS;
    }
}

/* The cursor keys on the rows: from cell to cell, scrolling one row or column at an edge. */
static bool mat_key(struct panel *p, struct console *c, ui_key k)
{
    struct matrix *m = (struct matrix *)p;
    int vr, vc;
    (void)c;
    if ((k != UIK_UP && k != UIK_DOWN && k != UIK_LEFT && k != UIK_RIGHT) || !m->shown_c ||
        !mat_cursor_cell(m, &vr, &vc))
        return false;
    long r = m->top + vr, col = m->left + (vc < 0 ? 0 : vc);
    if (k == UIK_LEFT && vc <= 0 && m->left == 0)
        return false;   /* on to the row's headings and mark */
    if (k == UIK_UP && r == 0)
        return false;   /* on to the headings */
    capture(m);
    if (k == UIK_RIGHT)
        col += vc >= 0 && col + 1 < m->ncols;
    else if (k == UIK_LEFT)
        col -= vc >= 0;
    else if (k == UIK_DOWN)
        r += r + 1 < m->nrows;
    else
        r--;
    if (r < m->top || r >= m->top + m->nvr)
        m->top += r < m->top ? -1 : 1;
    if (col < m->left || col >= m->left + m->nvc)
        m->left += col < m->left ? -1 : 1;
    m->stale = true;
    m->want_r = r;
    m->want_c = col;
    return true;
}

static void mat_status(struct panel *p, char *out, size_t len)
{
    struct matrix *m = (struct matrix *)p;
    struct scroll_view v = {m->top, m->nrows, m->nvr, true};
    scroll_counter(&v, out, len);
}

static void mat_resume(struct panel *p, struct console *c)
{
    struct matrix *m = (struct matrix *)p;
    m->reload = true;   /* at the next layout: a pop-up's work runs after it has gone */
    if (console_returning(c))
        m->npending = 0;
    else
        process(m, c);
}

static void mat_destroy(struct panel *p)
{
    struct matrix *m = (struct matrix *)p;
    if (m->spec.ctx_free)
        m->spec.ctx_free(m->spec.ctx);
    free(m->rh);
    free(m->ch);
    free(m->cells);
    free(m->help);
    panel_fini(p);
    free(m);
}

static bool mat_lacks(const struct panel *p, enum cmd_id id)
{
    (void)p;
    return id == CMD_SORT;
}

static const struct panel_ops mat_ops = {
    .layout = mat_layout,
    .draw = mat_draw,
    .command = mat_command,
    .status = mat_status,
    .resume = mat_resume,
    .destroy = mat_destroy,
    .lacks = mat_lacks,
    .key = mat_key,
};

int obj_matrix_open(struct console *c, struct app *app, const struct obj_matrix_spec *spec)
{
    struct matrix *m = calloc(1, sizeof *m);
    size_t n = strlen(obj_matrix_panel.help) + (spec->help ? strlen(spec->help) : 0) + 2;
    char *help = m ? malloc(n) : NULL;
    obj_matrix_messages();
    if (!m || !help) {
        free(m);
        if (spec->ctx_free)
            spec->ctx_free(spec->ctx);
        console_msg(c, MSG_SOURCE_ERROR, "Out of memory: the map could not be shown.", NULL);
        return -1;
    }
    snprintf(help, n, "%s%s%s", spec->help ? spec->help : "", spec->help ? "\n" : "", obj_matrix_panel.help);
    m->help = help;
    m->def = obj_matrix_panel;
    m->def.help = help;
    panel_init(&m->base, &m->def, &mat_ops);
    panel_set_title(&m->base, spec->title);
    m->spec = *spec;
    m->app = app;
    m->want_r = m->want_c = -1;
    if (!mat_reload(m, c)) {
        mat_destroy(&m->base);
        return -1;
    }
    return console_push(c, &m->base);
}
