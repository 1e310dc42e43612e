/* tests/check_mqsc_values.c — every value of an MQSC script is checked (model/mq/mq_keyword_values.c):
 * the keywords kept verbatim, SET CHLAUTH and SET AUTHREC, the operational commands; free text for
 * its length only; the z/OS-only keywords by platform. */
#include <check.h>
#include <string.h>

#include "tests/timport.h"

START_TEST(values_of_verbatim_keywords_are_checked)
{
    struct timport t;
    ti_text(&t,
            "DEFINE QLOCAL(A) MAXDEPTH(abc)\n"
            "DEFINE QLOCAL(B) MAXDEPTH(-5)\n"
            "DEFINE QLOCAL(C) DEFPSIST(MAYBE)\n"
            "DEFINE CHANNEL(S) CHLTYPE(SVRCONN) KAINT(SOON)\n"
            "DEFINE LISTENER(L) TRPTYPE(TCP) PORT(70000)\n",
            "QM1");
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t),
                     "t.mqsc:1:27: error: MAXDEPTH(abc) is not a number: MAXDEPTH must be from 0 to 999999999 "
                     "[MQ001]\n"
                     "t.mqsc:2:27: error: MAXDEPTH(-5) is out of range: MAXDEPTH must be from 0 to 999999999 "
                     "[MQ001]\n"
                     "t.mqsc:3:27: error: DEFPSIST(MAYBE) is not a valid value: DEFPSIST must be YES or NO "
                     "[MQ002]\n"
                     "t.mqsc:4:42: error: KAINT(SOON) is not a number: KAINT must be from 0 to 99999, or AUTO "
                     "[MQ001]\n"
                     "t.mqsc:5:38: error: PORT(70000) is out of range: PORT must be from 0 to 65535 [MQ001]\n");
    ti_done(&t);
}
END_TEST

START_TEST(free_text_is_checked_for_length_only)
{
    struct timport t;
    ti_text(&t,
            "DEFINE CHANNEL(TO.R) CHLTYPE(SDR) CONNAME($RECEIVER_CONN) XMITQ(R)\n"
            "DEFINE CHANNEL(TO.S) CHLTYPE(SDR) CONNAME('<RCVR.QMGR.IP>(1414)') XMITQ(R)\n"
            "DEFINE SERVICE(SVC) STARTARG(+QMNAME+) STOPCMD('/usr/bin/kill ')\n"
            "DEFINE CHANNEL(K) CHLTYPE(SVRCONN) KAINT(AUTO) MCAUSER('app')\n",
            "QM1");
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_str_eq(ti_diags(&t), "");
    ti_done(&t);
}
END_TEST

START_TEST(records_and_operational_commands_are_checked)
{
    struct timport t;
    ti_text(&t,
            "SET CHLAUTH('APP') TYPE(ADDRESSMAP) ADDRESS('*') USERSRC(CHANNEL) CHCKCLNT({{ .ChckClnt }})\n"
            "SET AUTHREC PROFILE('Q') OBJTYPE(QUEUES) PRINCIPAL('app') AUTHADD(PUT)\n"
            "STOP CHANNEL(X) MODE(NOW)\n"
            "START LISTENER(L) IGNSTATE(MAYBE)\n"
            "REFRESH SECURITY TYPE(CONNAUTH)\n",
            "QM1");
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t),
                     "t.mqsc:1:76: error: CHCKCLNT({{ .ChckClnt }}) is not a valid value: CHCKCLNT must be "
                     "ASQMGR, REQUIRED or REQDADM [MQ002]\n"
                     "t.mqsc:2:34: error: OBJTYPE(QUEUES) is not a valid value: OBJTYPE must be AUTHINFO, "
                     "CHANNEL, CLNTCONN, COMMINFO, LISTENER, NAMELIST, PROCESS, QUEUE, QMGR, RQMNAME, SERVICE "
                     "or TOPIC [MQ002]\n"
                     "t.mqsc:3:22: error: MODE(NOW) is not a valid value: MODE must be QUIESCE, FORCE or "
                     "TERMINATE [MQ002]\n"
                     "t.mqsc:4:28: error: IGNSTATE(MAYBE) is not a valid value: IGNSTATE must be YES or NO "
                     "[MQ002]\n");
    ti_done(&t);
}
END_TEST

START_TEST(zos_keywords_by_platform)
{
    static const char text[] = "DEFINE QLOCAL(A) QSGDISP(QMGR) INDXTYPE(MSGID)\n";
    struct timport t;
    ti_text(&t, text, "QM1");
    ck_assert_str_eq(ti_diags(&t), "");
    ti_done(&t);
    ti_text_on(&t, text, "QM1", "zos");
    ck_assert_str_eq(ti_diags(&t), "");
    ti_done(&t);
    ti_text_on(&t, text, "QM1", "unix");
    ck_assert_str_eq(ti_diags(&t), "t.mqsc:1:18: warning: QSGDISP is not an MQSC keyword of QLOCAL; it is kept as "
                                   "written [MQ102]\n"
                                   "t.mqsc:1:32: warning: INDXTYPE is not an MQSC keyword of QLOCAL; it is kept as "
                                   "written [MQ102]\n");
    ck_assert_str_eq(pol_get_key(ti_top(&t, "QM1"), "platform"), "UNIX");
    ti_done(&t);
    ti_text_on(&t, text, "QM1", "vms");
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t), "t.mqsc:1:1: error: --platform vms: the platform must be zos, unix or windows "
                                   "[MQ106]\n");
    ti_done(&t);
}
END_TEST

Suite *suite_mqsc_values(void)
{
    Suite *s = suite_create("mqsc_values");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, values_of_verbatim_keywords_are_checked);
    tcase_add_test(tc, free_text_is_checked_for_length_only);
    tcase_add_test(tc, records_and_operational_commands_are_checked);
    tcase_add_test(tc, zos_keywords_by_platform);
    suite_add_tcase(s, tc);
    return s;
}
