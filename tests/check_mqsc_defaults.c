/* tests/check_mqsc_defaults.c — the system and default objects every queue manager has
 * (model/mq/mq_defaults.c): ALTER and LIKE of them in scripts, the export's ALTER for those a
 * script changed, and ALTER of an object nobody knows (an error only for a queue manager known
 * whole). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/export_fixture.h"
#include "tests/timport.h"
#include "model/mq/mq_model.h"

START_TEST(alter_of_a_default_object_applies_to_it)
{
    struct timport t;
    ti_text(&t,
            "ALTER LISTENER(SYSTEM.DEFAULT.LISTENER.TCP) PORT(1414)\n"
            "ALTER AUTHINFO(SYSTEM.DEFAULT.AUTHINFO.IDPWOS) ADOPTCTX(YES)\n"
            "ALTER CHANNEL(SYSTEM.DEF.SVRCONN) CHLTYPE(SVRCONN) MCAUSER('app')\n"
            "ALTER CHANNEL(SYSTEM.DEF.CLUSRCVR) DESCR('template')\n"
            "DEFINE QLOCAL(SYSTEM.FTE) LIKE(SYSTEM.BROKER.DEFAULT.STREAM)\n"
            "STOP SERVICE(SYSTEM.AMQP.SERVICE)\n",
            "QM1");
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_str_eq(ti_diags(&t), "");
    struct pol_object *qm = ti_top(&t, "QM1");
    struct pol_object *svr = ti_obj(qm, mq_kind(MQ_SVRCONN)->ns, "SYSTEM.DEF.SVRCONN");
    ck_assert_ptr_eq(svr->kind, mq_kind(MQ_SVRCONN));
    ck_assert_uint_eq(ti_params(svr, PARAM_OTHER), 1);
    ck_assert_str_eq(svr->params[0].keyword, "MCAUSER");
    ck_assert_str_eq(svr->params[0].value, "'app'");
    ck_assert_ptr_eq(ti_obj(qm, mq_kind(MQ_CLUSRCVR)->ns, "SYSTEM.DEF.CLUSRCVR")->kind, mq_kind(MQ_CLUSRCVR));
    ck_assert_uint_eq(ti_count(qm, MQ_LISTENER), 1);
    ck_assert_uint_eq(ti_count(qm, MQ_AUTHINFO), 1);
    ck_assert_uint_eq(ti_count(qm, MQ_QLOCAL), 1);
    ck_assert_uint_eq(ti_records(qm, "STOP", "SERVICE"), 1);
    ck_assert_uint_eq(t.sum.altered, 4);
    ti_done(&t);
}
END_TEST

START_TEST(a_default_object_of_another_type_is_an_error)
{
    struct timport t;
    ti_text(&t,
            "ALTER QLOCAL(SYSTEM.DEFAULT.MODEL.QUEUE) MAXDEPTH(10)\n"
            "ALTER CHANNEL(SYSTEM.DEF.SENDER) CHLTYPE(RCVR) DESCR('x')\n",
            "QM1");
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t),
                     "t.mqsc:1:14: error: ALTER QLOCAL('SYSTEM.DEFAULT.MODEL.QUEUE'): queue manager QM1 has no "
                     "QLOCAL of that name; it is a QMODEL [MQ107]\n"
                     "t.mqsc:2:15: error: ALTER CHANNEL('SYSTEM.DEF.SENDER'): queue manager QM1 has no RCVR of "
                     "that name; it is a SDR [MQ107]\n");
    ti_done(&t);
}
END_TEST

START_TEST(platform_decides_which_objects_exist)
{
    struct timport t;
    /* SYSTEM.COMMAND.INPUT exists on z/OS only; SYSTEM.DEFAULT.LISTENER.TCP on Multiplatforms only */
    ti_text(&t, "ALTER QLOCAL(SYSTEM.COMMAND.INPUT) DESCR('x')\n", "QM1");
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_str_eq(ti_diags(&t), "t.mqsc:1:14: warning: ALTER QLOCAL('SYSTEM.COMMAND.INPUT'): queue manager QM1 "
                                   "is known from scripts only and holds no QLOCAL of that name here: the ALTER is "
                                   "kept as written, unchecked [MQ107]\n");
    struct pol_object *qm = ti_top(&t, "QM1");
    ck_assert_uint_eq(ti_count(qm, MQ_QLOCAL), 0);
    ck_assert_uint_eq(ti_records(qm, "ALTER", "QLOCAL"), 1);
    pol_set(&t.pol, qm, schema_attr_index(qm->kind, "platform"), "MVS", (struct pol_pos){0, 0});
    ck_assert_ptr_nonnull(mq_system_object(qm, mq_kind(MQ_QLOCAL), "SYSTEM.COMMAND.INPUT"));
    ck_assert_ptr_null(mq_system_object(qm, mq_kind(MQ_LISTENER), "SYSTEM.DEFAULT.LISTENER.TCP"));
    ck_assert_int_eq(mq_platform_of(qm), MQ_PLATFORM_ZOS);
    const struct mq_system_object *amqp = mq_system_object(NULL, mq_kind(MQ_SVRCONN), "SYSTEM.DEF.AMQP");
    ck_assert_ptr_nonnull(amqp);
    ck_assert_str_eq(amqp->feature, "AMQP");
    ck_assert_int_eq(amqp->kind, MQ_AMQP);
    ti_done(&t);
}
END_TEST

START_TEST(unknown_object_of_a_dumped_queue_manager_is_an_error)
{
    struct timport t;
    struct tinput in[] = {
        {"d.mqsc",
         "* Queue manager name: QMD\n* Queue manager platform: UNIX\n"
         "* Queue manager command level: (930/930)\nALTER QMGR DESCR('d')\n* Script ended on 2026-05-14\n",
         NULL},
        {"t.mqsc", "ALTER QLOCAL(NOPE) PUT(ENABLED)\nALTER LISTENER(SYSTEM.DEFAULT.LISTENER.TCP) PORT(1)\n", "QMD"},
    };
    ti_run(&t, in, 2, NULL);
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    /* a dump holds every object its queue manager has: the listener is not there either */
    ck_assert_str_eq(ti_diags(&t),
                     "t.mqsc:1:14: error: ALTER QLOCAL('NOPE'): queue manager QMD has no QLOCAL of that name "
                     "[MQ107]\n");
    ti_done(&t);
}
END_TEST

START_TEST(export_alters_only_the_default_objects_a_script_changed)
{
    struct timport t;
    ti_text(&t,
            "ALTER CHANNEL(SYSTEM.DEF.SVRCONN) CHLTYPE(SVRCONN) MCAUSER('app')\n"
            "ALTER LISTENER(SYSTEM.DEFAULT.LISTENER.TCP)\n"
            "ALTER NAMELIST(ELSEWHERE) NAMES(A)\n"
            "DEFINE QLOCAL(Q1) LIKE(SYSTEM.DEFAULT.LOCAL.QUEUE)\n",
            "QM1");
    ck_assert_int_eq(t.status, IMPORT_OK);
    char *text = xf_mqsc(ti_top(&t, "QM1"), 72);
    ck_assert_ptr_nonnull(strstr(text, "\nDEFINE QLOCAL('Q1') +\n   REPLACE\n"));
    ck_assert_ptr_nonnull(strstr(text, "\nALTER CHANNEL('SYSTEM.DEF.SVRCONN') +\n   CHLTYPE(SVRCONN) +\n"
                                       "   MCAUSER('app')\n"));
    ck_assert_ptr_null(strstr(text, "SYSTEM.DEFAULT.LISTENER.TCP"));
    ck_assert_ptr_null(strstr(text, "DEFINE CHANNEL"));
    ck_assert_ptr_nonnull(strstr(text, "\nALTER NAMELIST(ELSEWHERE) +\n   NAMES(A)\n"));
    free(text);
    ti_done(&t);
}
END_TEST

Suite *suite_mqsc_defaults(void)
{
    Suite *s = suite_create("mqsc_defaults");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, alter_of_a_default_object_applies_to_it);
    tcase_add_test(tc, a_default_object_of_another_type_is_an_error);
    tcase_add_test(tc, platform_decides_which_objects_exist);
    tcase_add_test(tc, unknown_object_of_a_dumped_queue_manager_is_an_error);
    tcase_add_test(tc, export_alters_only_the_default_objects_a_script_changed);
    suite_add_tcase(s, tc);
    return s;
}
