/* tests/check_mqsc_security.c — SET AUTHREC, DELETE AUTHREC and SET CHLAUTH as the queue manager
 * applies them (import/mqsc/mqsc_security.c): authorities that add up per key, channel
 * authentication records by ACTION, refusals at their position, one record per key on export. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/export_fixture.h"
#include "tests/timport.h"

/* The live records of qm, one `VERB TYPE(name) KW(value)…` line each, in stored order (static). */
static const char *records(const struct pol_object *qm)
{
    static char out[4096];
    size_t at = 0;
    out[0] = '\0';
    for (size_t i = 0; i < qm->scope->nrecs; i++) {
        const struct pol_record *r = qm->scope->recs[i];
        if (r->deleted)
            continue;
        at += (size_t)snprintf(out + at, sizeof out - at, "%s %s%s%s%s", r->verb, r->objtype ? r->objtype : "",
                               r->name ? "(" : "", r->name ? r->name : "", r->name ? ")" : "");
        for (size_t k = 0; k < r->nparams; k++)
            at += (size_t)snprintf(out + at, sizeof out - at, " %s(%s)", r->params[k].keyword,
                                   r->params[k].value ? r->params[k].value : "");
        at += (size_t)snprintf(out + at, sizeof out - at, "\n");
    }
    return out;
}

START_TEST(authorities_add_up_per_key)
{
    struct timport t;
    ti_text(&t,
            "SET AUTHREC PROFILE('Q1') OBJTYPE(QUEUE) PRINCIPAL('app') AUTHADD(PUT)\n"
            "SET AUTHREC PROFILE('Q1') OBJTYPE(queue) PRINCIPAL('app') AUTHADD(get, put)\n"
            "SET AUTHREC PROFILE('Q1') OBJTYPE(QUEUE) PRINCIPAL('ops') AUTHADD(BROWSE)\n"
            "SET AUTHREC OBJTYPE(QMGR) PRINCIPAL('app') AUTHADD(CONNECT)\n"
            "SET AUTHREC OBJTYPE(QMGR) PRINCIPAL('app') AUTHADD(INQ) AUTHRMV(CONNECT)\n"
            "SET AUTHREC PROFILE('@class') OBJTYPE(QMGR) PRINCIPAL('app') AUTHADD(CRT)\n",
            "QM1");
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_str_eq(ti_diags(&t), "");
    struct pol_object *qm = ti_top(&t, "QM1");
    ck_assert_str_eq(records(qm),
                     "SET AUTHREC PROFILE('Q1') OBJTYPE(queue) PRINCIPAL('app') AUTHADD(PUT,GET)\n"
                     "SET AUTHREC PROFILE('Q1') OBJTYPE(QUEUE) PRINCIPAL('ops') AUTHADD(BROWSE)\n"
                     "SET AUTHREC OBJTYPE(QMGR) PRINCIPAL('app') AUTHADD(INQ)\n"
                     "SET AUTHREC PROFILE('@class') OBJTYPE(QMGR) PRINCIPAL('app') AUTHADD(CRT)\n");
    char *text = xf_mqsc(qm, 72);
    ck_assert_ptr_nonnull(strstr(text, "\nSET AUTHREC +\n   PROFILE('Q1') +\n   OBJTYPE(queue) +\n"
                                       "   PRINCIPAL('app') +\n   AUTHADD(PUT,GET)\n"));
    ck_assert_ptr_nonnull(strstr(text, "* AuthRec count: 4\n"));
    free(text);
    ti_done(&t);
}
END_TEST

START_TEST(authrmv_and_delete_take_away)
{
    struct timport t;
    ti_text(&t,
            "SET AUTHREC PROFILE('Q1') OBJTYPE(QUEUE) GROUP('g') AUTHADD(PUT,GET,INQ)\n"
            "SET AUTHREC PROFILE('Q1') OBJTYPE(QUEUE) GROUP('g') AUTHRMV(GET)\n"
            "SET AUTHREC PROFILE('Q2') OBJTYPE(QUEUE) GROUP('g') AUTHADD(PUT)\n"
            "SET AUTHREC PROFILE('Q2') OBJTYPE(QUEUE) GROUP('g') AUTHRMV(ALL)\n"
            "SET AUTHREC PROFILE('Q3') OBJTYPE(QUEUE) GROUP('g') AUTHADD(PUT)\n"
            "DELETE AUTHREC PROFILE('Q3') OBJTYPE(QUEUE) GROUP('g')\n"
            "SET AUTHREC PROFILE('Q4') OBJTYPE(QUEUE) GROUP('g') AUTHRMV(PUT)\n",
            "QM1");
    ck_assert_int_eq(t.status, IMPORT_OK);
    /* Q4: the real queue manager may hold the record; the command is kept */
    ck_assert_str_eq(ti_diags(&t), "t.mqsc:7:1: warning: SET AUTHREC: the store holds no authority record for it "
                                   "on queue manager QM1, known from scripts only: the command is kept as written "
                                   "[MQ107]\n");
    ck_assert_str_eq(records(ti_top(&t, "QM1")),
                     "SET AUTHREC PROFILE('Q1') OBJTYPE(QUEUE) GROUP('g') AUTHADD(PUT,INQ)\n"
                     "SET AUTHREC PROFILE('Q4') OBJTYPE(QUEUE) GROUP('g') AUTHRMV(PUT)\n");
    ti_done(&t);
}
END_TEST

START_TEST(chlauth_mappings_by_action)
{
    struct timport t;
    ti_text(&t,
            "SET CHLAUTH('APP') TYPE(ADDRESSMAP) ADDRESS('10.*') USERSRC(CHANNEL)\n"
            "SET CHLAUTH('APP') TYPE(ADDRESSMAP) ADDRESS('10.*') USERSRC(NOACCESS)\n"
            "SET CHLAUTH('APP') TYPE(ADDRESSMAP) ADDRESS('10.*') USERSRC(MAP) MCAUSER('x') ACTION(REPLACE)\n"
            "SET CHLAUTH('APP') TYPE(USERMAP) CLNTUSER('a') USERSRC(MAP) MCAUSER('b')\n"
            "SET CHLAUTH('APP') TYPE(USERMAP) CLNTUSER('z') ACTION(REMOVE)\n"
            "SET CHLAUTH('APP') TYPE(USERMAP) CLNTUSER('a') ACTION(REMOVE)\n"
            "SET CHLAUTH('SYSTEM.*') TYPE(ADDRESSMAP) ADDRESS('*') USERSRC(CHANNEL)\n"
            "SET CHLAUTH('SYSTEM.*') TYPE(ADDRESSMAP) ADDRESS('*') ACTION(REMOVE)\n"
            "SET CHLAUTH('OTHER') TYPE(QMGRMAP) QMNAME('QM9') USERSRC(NOACCESS) ACTION(MAYBE)\n",
            "QM1");
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t),
                     "t.mqsc:2:1: error: SET CHLAUTH('APP'): ACTION(ADD) of a record that exists already (reason "
                     "3337, MQRCCF_CHLAUTH_ALREADY_EXISTS): use ACTION(REPLACE) [MQ112]\n"
                     "t.mqsc:5:55: error: SET CHLAUTH('APP'): ACTION(REMOVE) of a record that does not exist "
                     "[MQ112]\n"
                     "t.mqsc:7:1: error: SET CHLAUTH('SYSTEM.*'): ACTION(ADD) of a rule every queue manager has "
                     "from crtmqm (reason 3337, MQRCCF_CHLAUTH_ALREADY_EXISTS): use ACTION(REPLACE) [MQ112]\n"
                     "t.mqsc:9:75: error: ACTION(MAYBE) is not a valid value: ACTION must be ADD, REPLACE, REMOVE "
                     "or REMOVEALL [MQ002]\n");
    ck_assert_str_eq(records(ti_top(&t, "QM1")),
                     "SET CHLAUTH('APP') TYPE(ADDRESSMAP) ADDRESS('10.*') USERSRC(MAP) MCAUSER('x') "
                     "ACTION(REPLACE)\n"
                     "SET CHLAUTH('SYSTEM.*') TYPE(ADDRESSMAP) ADDRESS('*') ACTION(REMOVE)\n");
    ti_done(&t);
}
END_TEST

START_TEST(chlauth_lists_by_member)
{
    struct timport t;
    ti_text(&t,
            "SET CHLAUTH('SVR') TYPE(BLOCKUSER) USERLIST('nobody')\n"
            "SET CHLAUTH('SVR') TYPE(BLOCKUSER) USERLIST('eve','nobody') DESCR('d')\n"
            "SET CHLAUTH('SVR') TYPE(BLOCKUSER) USERLIST('nobody') ACTION(REMOVE)\n"
            "SET CHLAUTH('SVR') TYPE(BLOCKUSER) USERLIST('mallory') ACTION(REMOVE)\n"
            "SET CHLAUTH('*') TYPE(BLOCKADDR) ADDRLIST('10.1.*','10.2.*')\n"
            "SET CHLAUTH('*') TYPE(BLOCKADDR) ADDRLIST('10.3.*') ACTION(REPLACE)\n"
            "SET CHLAUTH('X') TYPE(BLOCKUSER) USERLIST('a')\n"
            "SET CHLAUTH('X') TYPE(BLOCKUSER) ACTION(REMOVEALL)\n"
            "SET CHLAUTH('Y') TYPE(BLOCKUSER) USERLIST('a') ACTION(REMOVEALL)\n",
            "QM1");
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t),
                     "t.mqsc:4:63: error: SET CHLAUTH('SVR'): ACTION(REMOVE) of 'mallory', which is not in the "
                     "list [MQ112]\n"
                     "t.mqsc:9:55: error: SET CHLAUTH('Y'): ACTION(REMOVEALL) takes no ADDRESS, CLNTUSER, SSLPEER, "
                     "QMNAME, SSLCERTI, USERLIST or ADDRLIST: it removes every record of the profile and type "
                     "[MQ112]\n");
    ck_assert_str_eq(records(ti_top(&t, "QM1")),
                     "SET CHLAUTH('SVR') TYPE(BLOCKUSER) USERLIST('eve') DESCR('d') ACTION(REPLACE)\n"
                     "SET CHLAUTH('*') TYPE(BLOCKADDR) ADDRLIST('10.3.*') ACTION(REPLACE)\n");
    ti_done(&t);
}
END_TEST

Suite *suite_mqsc_security(void)
{
    Suite *s = suite_create("mqsc_security");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, authorities_add_up_per_key);
    tcase_add_test(tc, authrmv_and_delete_take_away);
    tcase_add_test(tc, chlauth_mappings_by_action);
    tcase_add_test(tc, chlauth_lists_by_member);
    suite_add_tcase(s, tc);
    return s;
}
