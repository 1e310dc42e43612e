/* tests/uifx.c — a console on the demo panels driven without a terminal; see uifx.h. */
#include "tests/uifx.h"

#include <check.h>
#include <string.h>

#include "tests/vscreen.h"

void fx_open(struct fx *f, bool with_table)
{
    memset(f, 0, sizeof *f);
    vs_env(&f->env);
    f->c = demo_console(&f->env, with_table ? demo_table(&f->log, &f->m) : NULL);
    console_draw(f->c, &f->s);
}

void fx_close(struct fx *f)
{
    console_free(f->c);
    scr_free(&f->s);
}

void fx_keys(struct fx *f, const char *text)
{
    for (; *text; text++)
        console_key(f->c, *text == '\r' ? UIK_ENTER : *text == '\t' ? UIK_TAB : (ui_key)(unsigned char)*text);
}

void fx_fkey(struct fx *f, int n)
{
    console_key(f->c, UIK_F(n));
}

void fx_command(struct fx *f, const char *text)
{
    console_key(f->c, UIK_HOME);
    console_key(f->c, UIK_ERASE_EOF);
    fx_keys(f, text);
    console_key(f->c, UIK_ENTER);
}

void fx_to_row(struct fx *f, int i)
{
    console_key(f->c, UIK_HOME);
    for (int k = 0; k < 2 + i; k++)
        console_key(f->c, UIK_TAB);
}

const char *fx_row(struct fx *f, int r)
{
    console_draw(f->c, &f->s);
    scr_row_text(&f->s, r, f->row, sizeof f->row);
    return f->row;
}

void fx_assert_counter(struct fx *f, const char *want)
{
    const char *t = fx_row(f, 2);
    size_t n = strlen(t), w = strlen(want);
    ck_assert_msg(n >= w && strcmp(t + n - w, want) == 0, "title line '%s', want it to end in '%s'", t, want);
}

void fx_assert_cursor(struct fx *f, int r, int c)
{
    console_draw(f->c, &f->s);
    ck_assert_int_eq(f->s.cur_row, r);
    ck_assert_int_eq(f->s.cur_col, c);
}

enum msg_id fx_msg(struct fx *f)
{
    return console_message(f->c)->id;
}

const char *fx_top_id(struct fx *f)
{
    return console_top(f->c)->def->id;
}
