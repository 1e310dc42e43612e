/* tests/check_ui_mq_samples.c — the MQ panels on the real dumps of QM4 to QM7 (dmpmqcfg -a, one
 * cluster CLS2 with QM4 and QM5 as full repositories): the queue managers, QM5's cluster-receiver
 * C_QM5 with its range check and save, its verbatim attributes, the clusters overview. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"

/* =2.1, S on QM5 (row 1), channels, and the line command on C_QM5 (row 1). */
static void c_qm5(struct cfx *f, const char *code)
{
    cf_command(f, "=2.1");
    cf_line_command(f, 1, "s");
    cf_keys(f, "2\r");
    cf_line_command(f, 1, code);
}

START_TEST(queue_managers)
{
    struct cfx f;
    cf_open_dumps(&f);
    cf_command(&f, "=2.1");
    cf_golden(&f, "mq-dumps-qmgrs");
    cf_line_command(&f, 1, "s");
    cf_keys(&f, "2\r");
    cf_golden(&f, "mq-dumps-channels");
    cf_close(&f);
}
END_TEST

/* QM5's CLUSRCVR: 120 refused with MQ's rule, 60 saved and journalled. */
START_TEST(clusrcvr_weight)
{
    struct cfx f;
    cf_open_dumps(&f);
    c_qm5(&f, "e");
    ck_assert_str_eq(cf_top(&f), "MQ220");
    cf_keys(&f, "\t\t\t\t\t\v120\r");
    cf_fkey(&f, 1);
    cf_golden(&f, "mq-dumps-c-qm5-out-of-range");
    cf_keys(&f, "\v60");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    char *got = cf_sql(&f, "SELECT clwlwght FROM mq_clusrcvr WHERE _name = 'C_QM5';"
                             " SELECT who, action FROM journal_batch WHERE id = 2;"
                             " SELECT op, top, name FROM journal_entry WHERE batch_id = 2;");
    ck_assert_str_eq(got, "60\nADMIN|save\nupdate|QM5|C_QM5\n");
    free(got);
    cf_close(&f);
}
END_TEST

START_TEST(verbatim_attributes)
{
    struct cfx f;
    cf_open_dumps(&f);
    c_qm5(&f, "v");
    ck_assert_str_eq(cf_top(&f), "MQ800");
    cf_golden(&f, "mq-dumps-verbatim");
    cf_close(&f);
}
END_TEST

/* QM5's queues: a name longer than its column ends in > (… on a UTF-8 terminal; SYSTEM.ADMIN.ACCOUNTING.QUEUE), so that
 * it is not taken for a whole name; LOCATE takes the whole one. */
START_TEST(queue_names_cut_say_so)
{
    struct cfx f;
    cf_open_dumps(&f);
    cf_command(&f, "=2.1");
    cf_line_command(&f, 1, "s");
    cf_keys(&f, "3\r");
    ck_assert_str_eq(cf_top(&f), "MQ300");
    ck_assert_str_eq(cf_row(&f, 8), " _   CQ1                      QLOCAL  CLS2       OPEN     ENABLED         0");
    ck_assert_str_eq(cf_row(&f, 9), " _   SYSTEM.ADMIN.ACCOUNTING> QLOCAL             OPEN     ENABLED         0");
    ck_assert_str_eq(cf_row(&f, 18), " _   SYSTEM.ADMIN.QMGR.EVENT  QLOCAL             OPEN     ENABLED         0");
    cf_command(&f, "locate system.admin.command.queue");
    ck_assert_str_eq(cf_row(&f, 8), " _   SYSTEM.ADMIN.COMMAND.QU> QLOCAL             OPEN     ENABLED         0");
    cf_close(&f);
}
END_TEST

START_TEST(clusters)
{
    struct cfx f;
    cf_open_dumps(&f);
    cf_command(&f, "=2.3");
    cf_golden(&f, "mq-dumps-clusters");
    cf_line_command(&f, 0, "m");
    cf_golden(&f, "mq-dumps-members");
    cf_close(&f);
}
END_TEST

Suite *suite_ui_mq_samples(void)
{
    Suite *s = suite_create("ui_mq_samples");
    TCase *tc = tcase_create("dumps");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, queue_managers);
    tcase_add_test(tc, clusrcvr_weight);
    tcase_add_test(tc, verbatim_attributes);
    tcase_add_test(tc, queue_names_cut_say_so);
    tcase_add_test(tc, clusters);
    tu_add_sample_case(s, tc, "the MQ panels on the dumps of QM4 to QM7");
    return s;
}
