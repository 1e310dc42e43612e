/* tests/check_ui_mq_help.c — the console's help and pull-downs on the MQ panels: F1 on each of
 * MQ700 to MQ800 shows that panel's own help text, every action-bar choice has a pull-down, and
 * the pull-downs run their commands (a new channel, the last rows, a jump from an entry panel). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"

static const char *top_id(struct cfx *w)
{
    return console_top(w->c)->def->id;
}

/* Line command code on the first row of the list on top (the cursor starts on the command line). */
static void first_row(struct cfx *w, const char *code)
{
    char keys[16];
    snprintf(keys, sizeof keys, "\t\t%s\r", code);
    cf_keys(w, keys);
}

/* An entry panel's help: the cursor to the command line first, away from the fields. */
static void entry_help(struct cfx *w, const char *id, const char *start)
{
    vs_key(w->v, "khome");
    cf_assert_panel_help(w, id, start);
}

START_TEST(help_of_every_panel)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "2\r");
    cf_assert_panel_help(&w, "MQ700", " IBM MQ clusters as the store holds them");
    cf_keys(&w, "1\r");
    cf_assert_panel_help(&w, "MQ600", " The queue managers of the store, by name");
    first_row(&w, "s");
    cf_assert_panel_help(&w, "MQ610", " One queue manager's objects");
    cf_keys(&w, "1\r");
    entry_help(&w, "MQ620", " A queue manager's attributes");
    cf_fkey(&w, 3);
    cf_keys(&w, "2\r");
    cf_assert_panel_help(&w, "MQ200", " A queue manager's channels, by name");
    first_row(&w, "i");
    entry_help(&w, "MQ210", " The first step of a new channel");
    cf_fkey(&w, 12);
    first_row(&w, "e");
    entry_help(&w, "MQ220", " A channel's attributes");
    cf_fkey(&w, 3);
    cf_fkey(&w, 3);
    cf_keys(&w, "3\r");
    cf_assert_panel_help(&w, "MQ300", " A queue manager's local, alias, remote and model queues");
    first_row(&w, "i");
    entry_help(&w, "MQ310", " The first step of a new queue");
    cf_fkey(&w, 12);
    first_row(&w, "e");
    entry_help(&w, "MQ320", " A queue's attributes");
    cf_fkey(&w, 3);
    cf_fkey(&w, 3);
    cf_keys(&w, "4\r");
    cf_assert_panel_help(&w, "MQ800", " The attributes of one object that wlmcon does not model");
    cf_fkey(&w, 3);
    cf_fkey(&w, 3);
    first_row(&w, "su");
    entry_help(&w, "MQ630", " Suspends the queue manager from a cluster");
    cf_fkey(&w, 12);
    cf_keys(&w, "=2.2\r");
    cf_assert_panel_help(&w, "MQ400", " Every instance of every cluster queue");
    cf_keys(&w, "=2.3\r");
    cf_assert_panel_help(&w, "MQ500", " The clusters the queue managers of the store belong to");
    first_row(&w, "m");
    cf_assert_panel_help(&w, "MQ510", " The members of one cluster");
    cf_fkey(&w, 3);
    first_row(&w, "q");
    cf_assert_panel_help(&w, "MQ520", " The cluster queues of one cluster, by name");
    cf_close(&w);
}
END_TEST

/* Channel ▸ New channel opens MQ210; View ▸ Columns to the right on the queue managers; Xref ▸ Validate on a
 * channel's panel ends it (nothing changed, nothing saved) and opens VAL100. */
START_TEST(pulldowns_run_their_commands)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "=2.1\r");
    first_row(&w, "s");
    cf_keys(&w, "2\r");
    ck_assert_str_eq(top_id(&w), "MQ200");
    cf_keys(&w, "actions\r\r");
    cf_golden(&w, "mq-channels-pulldown");
    cf_keys(&w, "1\r");
    ck_assert_str_eq(top_id(&w), "MQ210");
    cf_fkey(&w, 12);
    cf_keys(&w, "=2.1\r");
    cf_keys(&w, "actions\r");
    vs_key(w.v, "kcuf1");   /* the next action-bar choice: View */
    cf_keys(&w, "\r5\r");
    cf_golden(&w, "mq-qmgrs-right");
    cf_keys(&w, "=2.1\r");
    first_row(&w, "s");
    cf_keys(&w, "2\r");
    first_row(&w, "e");
    ck_assert_str_eq(top_id(&w), "MQ220");
    cf_fkey(&w, 10);        /* the cursor on the action bar */
    vs_key(w.v, "kcuf1");   /* Xref */
    cf_keys(&w, "\r3\r");
    ck_assert_str_eq(top_id(&w), "VAL100");
    ck_assert_int_eq(console_message(w.c)->id, MSG_NONE);
    cf_close(&w);
}
END_TEST

Suite *suite_ui_mq_help(void)
{
    Suite *s = suite_create("ui_mq_help");
    TCase *tc = tcase_create("demo");
    tcase_add_test(tc, help_of_every_panel);
    tcase_add_test(tc, pulldowns_run_their_commands);
    suite_add_tcase(s, tc);
    return s;
}
