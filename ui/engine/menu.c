/* ui/engine/menu.c — selection menus; see menu.h. */
#include "ui/engine/menu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/console.h"
#include "ui/engine/field.h"
#include "ui/engine/prompt.h"
#include "ui/engine/utf8.h"

enum {
    OPT_COL = 4,       /* the option's letters */
    NAME_COL = 7,      /* its name */
    NAME_MIN = 11,     /* columns for the name at least */
    SIDE_FROM_RIGHT = 25,
    SIDE_LABEL = 11    /* "Store . . :" */
};

struct menu {
    struct panel base;
    struct menu_spec spec;
    int first_row;     /* screen row of the first option, from the last layout */
    int head_row;      /* screen row of the first head line */
    struct menu_side_line head[MENU_SIDE_MAX];
    int nhead;
    int field_row;     /* screen row of the first field */
    char **values;     /* the fields' values as loaded (or last kept), one per field */
};

static int descr_col(const struct menu *m)
{
    int w = NAME_MIN;
    for (size_t i = 0; i < m->spec.noptions; i++)
        if ((int)utf8_count(m->spec.options[i].name) + 2 > w)
            w = (int)utf8_count(m->spec.options[i].name) + 2;
    return NAME_COL + w;
}

enum { HEAD_LABEL = 22 };   /* "Definition data set . :" */

static void menu_layout(struct panel *p, struct console *c, const struct rect *body)
{
    struct menu *m = (struct menu *)p;
    m->nhead = m->spec.head ? m->spec.head(c, m->head, MENU_SIDE_MAX, m->spec.ctx) : 0;
    m->head_row = body->row;
    m->field_row = body->row + m->nhead;
    int above = m->nhead + (int)m->spec.nfields;
    m->first_row = body->row + (above ? above + 1 : 0);
    for (size_t i = 0; i < m->spec.nfields; i++) {
        struct form_field *ff = form_get(&p->form, (int)i);
        int col = 1 + HEAD_LABEL + 1, w = field_capacity(&m->spec.fields[i]);
        if (ff)
            form_place(ff, m->field_row + (int)i, col, w < body->cols - 1 - col ? w : body->cols - 1 - col);
    }
}

static void draw_fields(struct menu *m, struct scr *s)
{
    for (size_t i = 0; i < m->spec.nfields; i++) {
        const struct field_def *fd = &m->spec.fields[i];
        const struct form_field *ff = form_get(&m->base.form, (int)i);
        char label[64], hint[128];
        int row = m->field_row + (int)i, col = 1 + HEAD_LABEL + 1;
        prompt_text(fd->label, HEAD_LABEL, ff ? '.' : ':', label, sizeof label);
        scr_put(s, row, 1, CUA_FP, label, -1);
        if (!ff) {
            scr_put(s, row, col, CUA_VOI, m->values[i], s->cols - 1 - col);
            continue;
        }
        field_hint(fd, hint, sizeof hint);
        if (hint[0] && col + ff->width + 2 < s->cols - 1)
            scr_put(s, row, col + ff->width + 2, CUA_DT, hint, s->cols - 1 - (col + ff->width + 2));
    }
}

/* Enter or an option with an entry field changed: the checks, then spec.keep. False after a
 * message (nothing else is done). */
static bool keep_fields(struct menu *m, struct console *c)
{
    size_t n = m->spec.nfields;
    bool changed = false;
    char **v = calloc(n ? n : 1, sizeof *v);
    bool ok = v != NULL;
    for (size_t i = 0; ok && i < n; i++) {
        struct form_field *ff = form_get(&m->base.form, (int)i);
        size_t len = ff ? (size_t)ff->cap * 4 + 1 : strlen(m->values[i]) + 1;
        struct field_err err;
        if (!(v[i] = malloc(len))) {
            ok = false;
            break;
        }
        if (!ff) {
            memcpy(v[i], m->values[i], len);
            continue;
        }
        form_value(ff, v[i], len);
        if (!ff->modified || strcmp(v[i], m->values[i]) == 0)
            continue;
        changed = true;
        if (!field_check(&m->spec.fields[i], v[i], &err)) {
            const char *args[3] = {err.args[0], err.args[1], err.args[2]};
            console_field_msg_args(c, &m->base, ff, err.msg, args, err.nargs);
            ok = false;
        } else {
            form_store(ff, v[i]);
        }
    }
    if (ok && changed && m->spec.keep && m->spec.keep(c, (const char *const *)v, n, m->spec.ctx)) {
        for (size_t i = 0; i < n; i++) {
            struct form_field *ff = form_get(&m->base.form, (int)i);
            free(m->values[i]);
            m->values[i] = v[i];
            v[i] = NULL;
            if (ff)
                ff->modified = false;
        }
    } else if (changed) {
        ok = false;
    }
    for (size_t i = 0; v && i < n; i++)
        free(v[i]);
    free(v);
    return ok;
}

static const struct field_def *menu_field_at(struct panel *p, int row, int col, struct form_field **ff)
{
    struct menu *m = (struct menu *)p;
    int i = row - m->field_row;
    (void)col;
    *ff = NULL;
    if (i < 0 || i >= (int)m->spec.nfields)
        return NULL;
    *ff = form_get(&p->form, i);
    return &m->spec.fields[i];
}

static void draw_head(struct menu *m, struct scr *s)
{
    for (int i = 0; i < m->nhead; i++) {
        char label[64];
        prompt_text(m->head[i].label, HEAD_LABEL, ':', label, sizeof label);
        scr_put(s, m->head_row + i, 1, CUA_FP, label, -1);
        scr_put(s, m->head_row + i, 1 + HEAD_LABEL + 1, CUA_VOI, m->head[i].value, s->cols - 3 - HEAD_LABEL);
    }
}

static void menu_status(struct panel *p, char *out, size_t len)
{
    struct menu *m = (struct menu *)p;
    if (m->spec.status)
        m->spec.status(m->spec.ctx, out, len);
    else if (len)
        out[0] = '\0';
}

static void draw_side(struct menu *m, struct console *c, struct scr *s)
{
    struct menu_side_line lines[MENU_SIDE_MAX];
    int n = m->spec.side(c, lines, MENU_SIDE_MAX, m->spec.ctx), col = s->cols - SIDE_FROM_RIGHT;
    for (int i = 0; i < n; i++) {
        char label[64];
        prompt_text(lines[i].label, SIDE_LABEL, ':', label, sizeof label);
        scr_put(s, m->first_row + i, col, CUA_FP, label, -1);
        scr_put(s, m->first_row + i, col + SIDE_LABEL + 1, CUA_VOI, lines[i].value,
                s->cols - 1 - (col + SIDE_LABEL + 1));
    }
}

static void menu_draw(struct panel *p, struct console *c, struct scr *s, const struct rect *body)
{
    struct menu *m = (struct menu *)p;
    int dcol = descr_col(m), dend = m->spec.side ? s->cols - SIDE_FROM_RIGHT - 2 : s->cols - 1;
    for (size_t i = 0; i < m->spec.noptions; i++) {
        const struct menu_option *o = &m->spec.options[i];
        bool ok = !m->spec.available || m->spec.available(c, o, m->spec.ctx);
        int row = m->first_row + (int)i;
        scr_put(s, row, OPT_COL, ok ? CUA_PS : CUA_SUC, o->opt, NAME_COL - OPT_COL - 1);
        scr_put(s, row, NAME_COL, ok ? CUA_PS : CUA_SUC, o->name, dcol - NAME_COL - 1);
        scr_put(s, row, dcol, CUA_NT, o->descr, dend - dcol);
    }
    if (m->spec.side)
        draw_side(m, c, s);
    draw_head(m, s);
    draw_fields(m, s);
    if (m->spec.instruction) {
        char fit[256];   /* cut between words, as every instruction line is */
        utf8_fit_words(m->spec.instruction, body->cols - 2, fit, sizeof fit);
        scr_put(s, m->first_row + (int)m->spec.noptions + 1, 1, CUA_PIN, fit, body->cols - 2);
    }
}

/* The option whose line holds the cursor, or -1. */
static int option_at_cursor(const struct menu *m)
{
    const struct form *f = &m->base.form;
    int i = f->cur_row - m->first_row;
    if (i < 0 || i >= (int)m->spec.noptions || f->cur_col < OPT_COL)
        return -1;
    return f->cur_col < descr_col(m) + (int)utf8_count(m->spec.options[i].descr) ? i : -1;
}

static const struct menu_option *find_option(const struct menu *m, const char *opt)
{
    for (size_t i = 0; i < m->spec.noptions; i++)
        if (strcmp(m->spec.options[i].opt, opt) == 0)
            return &m->spec.options[i];
    return NULL;
}

static enum panel_rc menu_command(struct panel *p, struct console *c, const struct cmd *cmd)
{
    struct menu *m = (struct menu *)p;
    if ((cmd->id == CMD_ENTER || cmd->id == CMD_OTHER) && m->spec.nfields && !keep_fields(m, c))
        return PANEL_DONE;
    if (cmd->id == CMD_ENTER) {
        int i = option_at_cursor(m);
        if (i < 0)
            return PANEL_PASS;
        m->spec.select(c, &m->spec.options[i], "", m->spec.ctx);
        return PANEL_DONE;
    }
    char opt[CMD_WORD_MAX];
    strcpy(opt, cmd->word);
    char *dot = strchr(opt, '.');
    const char *rest = "";
    if (dot) {
        *dot = '\0';
        rest = dot + 1;
    }
    const struct menu_option *o = cmd->args[0] ? NULL : find_option(m, opt);
    if (o) {
        m->spec.select(c, o, rest, m->spec.ctx);
        return PANEL_DONE;
    }
    if (cmd->id != CMD_OTHER)
        return PANEL_PASS;
    if (m->spec.command && m->spec.command(c, p, cmd, m->spec.ctx) == PANEL_DONE)
        return PANEL_DONE;
    const struct console_env *env = console_env(c);   /* the caller's commands of every panel */
    if (env->command && env->command(c, cmd, env->ctx) == PANEL_DONE)
        return PANEL_DONE;
    console_msg(c, MSG_INVALID_OPTION, cmd->word, NULL);
    return PANEL_DONE;
}

static void menu_destroy(struct panel *p)
{
    struct menu *m = (struct menu *)p;
    if (m->spec.ctx_free)
        m->spec.ctx_free(m->spec.ctx);
    for (size_t i = 0; m->values && i < m->spec.nfields; i++)
        free(m->values[i]);
    free(m->values);
    panel_fini(p);
    free(p);
}

static const struct panel_ops menu_ops = {
    .status = menu_status,
    .layout = menu_layout,
    .field_at = menu_field_at,
    .draw = menu_draw,
    .command = menu_command,
    .destroy = menu_destroy,
};

struct panel *menu_new(const struct menu_spec *spec)
{
    struct menu *m = calloc(1, sizeof *m);
    if (!m) {
        if (spec->ctx_free)
            spec->ctx_free(spec->ctx);
        return NULL;
    }
    panel_init(&m->base, spec->def, &menu_ops);
    m->spec = *spec;
    m->spec.values = NULL;
    m->values = calloc(spec->nfields ? spec->nfields : 1, sizeof *m->values);
    for (size_t i = 0; m->values && i < spec->nfields; i++) {
        const struct field_def *fd = &spec->fields[i];
        const char *v = spec->values && spec->values[i] ? spec->values[i] : "";
        struct form_field *ff = fd->flags & FD_OUTPUT ? NULL
                                : form_field(&m->base.form, (int)i, field_capacity(fd), CUA_NEF, '_', 0);
        if (!(m->values[i] = strdup(v)) || (!(fd->flags & FD_OUTPUT) && !ff)) {
            menu_destroy(&m->base);
            return NULL;
        }
        if (ff)
            form_load(ff, v);
    }
    if (!m->values) {
        menu_destroy(&m->base);
        return NULL;
    }
    return &m->base;
}
