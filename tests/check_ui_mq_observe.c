/* tests/check_ui_mq_observe.c — the observed state on the MQ panels: with observations of QMA
 * (tests/fixtures/mqstatus/QMA-drift.txt: DEMO.QMB RETRYING) and of QMC (QMC-nobanner.txt: its
 * CLUSRCVR without channel status) imported beside the demo policy, MQ400 shows each cluster queue
 * instance's channel state and whose observation that is and how old, MQ500 how many members are
 * observed and the oldest observation's age, MQ510 each member's channel state. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"
#include "ui/mq/mq_seen.h"
#include "model/mq/mq_model.h"

/* Copies fixture file name into the store's directory and imports it there. */
static void import_fixture(struct cfx *f, const char *name, const char *qmgr)
{
    char src[128];
    snprintf(src, sizeof src, "tests/fixtures/mqstatus/%s", name);
    char *text = tu_read(src, NULL), *dst = tu_path(f->dir, name);
    ck_assert_ptr_nonnull(text);
    tu_write(dst, text);
    cf_import(f, name, qmgr);
    free(text);
    free(dst);
}

static void open_observed(struct cfx *f)
{
    cf_open_demo(f);
    import_fixture(f, "QMA-drift.txt", NULL);
    import_fixture(f, "QMC-nobanner.txt", "QMC");
    setenv("WLMCON_NOW", "2026-12-01T12:00:00Z", 1);   /* 39 minutes after QMA's observation */
}

/* Scrolls the list right until its heading row shows heading; fails after five pages. */
static void scroll_to(struct cfx *f, const char *heading)
{
    for (int i = 0; i < 5 && !strstr(cf_row(f, 7), heading); i++)
        cf_command(f, "right");
    ck_assert_msg(strstr(cf_row(f, 7), heading) != NULL, "no %s column: %s", heading, cf_row(f, 7));
}

START_TEST(instances_show_channel_state)
{
    struct cfx f;
    open_observed(&f);
    cf_command(&f, "=2.2");
    ck_assert_str_eq(cf_top(&f), "MQ400");
    scroll_to(&f, "Channel");
    ck_assert_str_eq(cf_row(&f, 7), " Act Queue                  Queue manager Channel   Observed");
    /* the channel to QMA: RUNNING in QMA's observation and QMC's, QMA's the newer */
    ck_assert_str_eq(cf_row(&f, 8), " _   APP.REQ                QMA           RUNNING   QMA 39m");
    ck_assert_str_eq(cf_row(&f, 9), " _   APP.REQ                QMB           RETRYING  QMA 39m");
    cf_close(&f);
}
END_TEST

START_TEST(clusters_show_observations)
{
    struct cfx f;
    open_observed(&f);
    cf_command(&f, "=2.3");
    ck_assert_str_eq(cf_top(&f), "MQ500");
    scroll_to(&f, "Observed");
    ck_assert_str_eq(cf_row(&f, 8), " _   DEMO             3 of 3 2h15m");
    cf_command(&f, "left");
    cf_line_command(&f, 0, "m");
    ck_assert_str_eq(cf_top(&f), "MQ510");
    scroll_to(&f, "Channel");
    ck_assert_str_eq(cf_row(&f, 7), " Act Queue manager    Channel   Observed       Connection name");
    ck_assert_str_eq(cf_row(&f, 8), " _   QMA              RUNNING   QMA 39m        mqa.example.com(1414)");
    ck_assert_str_eq(cf_row(&f, 9), " _   QMB              RETRYING  QMA 39m        mqb.example.com(1414)");
    /* QMC's CLUSRCVR shows no CHSTATUS block in QMC's observation: inactive channels have none */
    ck_assert_str_eq(cf_row(&f, 10), " _   QMC              INACTIVE  QMC 2h15m      mqc.example.com(1414)");
    cf_close(&f);
}
END_TEST

/* The age of an observation, by the clock 2026-12-01 12:00:00 UTC. */
START_TEST(observation_age)
{
    static const char *const cases[][2] = {
        {"2026-12-01 11:59:30", "<1m"},  {"2026-12-01 11:18:00", "42m"},  {"2026-12-01 08:43:00", "3h17m"},
        {"2026-11-29 07:59:59", "2d04h"}, {"2026-12-01 12:00:01", "ahead"}, {"yesterday", "?"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[24];
        mq_age_text(cases[i][0], 1796126400, buf, sizeof buf);
        ck_assert_str_eq(buf, cases[i][1]);
    }
    ck_assert_int_eq(mq_channel_tier("RUNNING"), 1);
    ck_assert_int_eq(mq_channel_tier("INACTIVE"), 1);
    ck_assert_int_eq(mq_channel_tier("STARTING"), 2);
    ck_assert_int_eq(mq_channel_tier("RETRYING"), 3);
    ck_assert_int_eq(mq_channel_tier("STOPPED"), 4);
    ck_assert_int_eq(mq_channel_tier("PAUSED"), 4);
}
END_TEST

Suite *suite_ui_mq_observe(void)
{
    Suite *s = suite_create("ui_mq_observe");
    TCase *tc = tcase_create("observed");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, instances_show_channel_state);
    tcase_add_test(tc, clusters_show_observations);
    tcase_add_test(tc, observation_age);
    suite_add_tcase(s, tc);
    return s;
}
