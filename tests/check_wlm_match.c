/* tests/check_wlm_match.c — comparing a classification rule's qualifier value with a work
 * qualifier (model/wlm/wlm_match.h) and the qualifier type table (model/wlm/wlm_qualifier.h). */
#include <check.h>
#include <string.h>

#include "model/wlm/wlm_match.h"
#include "model/wlm/wlm_qualifier.h"
#include "model/wlm/wlm_model.h"

static struct wlm_match m;

/* Short qualifiers without a start position are compared whole. */
START_TEST(short_whole)
{
    ck_assert(wlm_match_value("TRN1", 0, "TRN1", false, &m));
    ck_assert_int_eq(m.why, WLM_WHY_EQUAL);
    ck_assert(!wlm_match_value("TRN1", 0, "TRN12", false, &m));
    ck_assert_int_eq(m.why, WLM_WHY_DIFFERS);
    ck_assert_uint_eq(m.at, 5);
    ck_assert_int_eq(m.want, ' ');
    ck_assert_int_eq(m.got, '2');
    ck_assert(!wlm_match_value("TRN12", 0, "TRN1", false, &m));
    ck_assert_int_eq(m.why, WLM_WHY_SHORT);
    ck_assert_uint_eq(m.at, 5);
    ck_assert(!wlm_match_value("DB2*IRLM", 0, "MQ01MSTR", false, &m));
    ck_assert_int_eq(m.why, WLM_WHY_DIFFERS);
    ck_assert_uint_eq(m.at, 1);
    ck_assert_int_eq(m.want, 'D');
    ck_assert_int_eq(m.got, 'M');
    ck_assert(m.literal_star);
}
END_TEST

/* % is exactly one character; a trailing % one or none. */
START_TEST(masking)
{
    ck_assert(wlm_match_value("MQ%%MSTR", 0, "MQ01MSTR", false, &m));
    ck_assert_int_eq(m.why, WLM_WHY_MASK);
    ck_assert(!wlm_match_value("MQ%%MSTR", 0, "MQ1MSTR", false, &m));
    ck_assert_uint_eq(m.at, 5);
    ck_assert(wlm_match_value("%%%%SPAS", 0, "DBC1SPAS", false, &m));
    ck_assert(!wlm_match_value("%%%%SPAS", 0, "DBC1SPA", false, &m));
    ck_assert_int_eq(m.why, WLM_WHY_SHORT);
    ck_assert_uint_eq(m.at, 8);
    ck_assert(wlm_match_value("AB%", 0, "ABC", false, &m));
    ck_assert(wlm_match_value("AB%", 0, "AB", false, &m));
    ck_assert(!wlm_match_value("AB%", 0, "ABCD", false, &m));
    ck_assert_uint_eq(m.at, 4);
    ck_assert(!wlm_match_value("AB%%", 0, "AB", false, &m));
    ck_assert_int_eq(m.why, WLM_WHY_SHORT);
    ck_assert_uint_eq(m.at, 3);
    ck_assert(wlm_match_value("AB%%", 0, "ABC", false, &m));
}
END_TEST

/* * is a wildcard only last or alone; elsewhere a literal character. */
START_TEST(wildcard)
{
    ck_assert(wlm_match_value("CICSIP*", 0, "CICSIP01", false, &m));
    ck_assert_int_eq(m.why, WLM_WHY_WILDCARD);
    ck_assert(!m.literal_star);
    ck_assert(wlm_match_value("CICSIP*", 0, "CICSIP", false, &m));
    ck_assert(wlm_match_value("*", 0, "ANYTHING", false, &m));
    ck_assert(wlm_match_value("*", 0, NULL, false, &m));
    ck_assert(!wlm_match_value("DB2*IRLM", 0, "DB2AIRLM", false, &m));
    ck_assert_uint_eq(m.at, 4);
    ck_assert(wlm_match_value("DB2*IRLM", 0, "DB2*IRLM", false, &m));
    ck_assert_int_eq(m.why, WLM_WHY_EQUAL);
    ck_assert(m.literal_star);
    ck_assert(wlm_match_value("MQ%*", 0, "MQ1", false, &m));
    ck_assert(!wlm_match_value("MQ%*", 0, "MQ", false, &m));
}
END_TEST

/* Without a start position a long qualifier is compared over the rule's length. */
START_TEST(long_prefix)
{
    ck_assert(wlm_match_value("MYSERVER", 0, "MYSERVER2", true, &m));
    ck_assert_int_eq(m.why, WLM_WHY_PREFIX);
    ck_assert(wlm_match_value("MYSERVER", 0, "MYSERVER", true, &m));
    ck_assert_int_eq(m.why, WLM_WHY_EQUAL);
    ck_assert(!wlm_match_value("MYSERVER", 0, "MYSERVER2", false, &m));
    ck_assert(!wlm_match_value("MYSERVER", 0, "MYSERV", true, &m));
    ck_assert_int_eq(m.why, WLM_WHY_SHORT);
    ck_assert_uint_eq(m.at, 7);
}
END_TEST

/* With a start position, 8 characters from there; a short value is padded unless it ends in *.
 * IBM's example: AI DIRS at 8 matches only 'DIRS    ', DIRS* at 8 any DIRS there. */
START_TEST(start_position)
{
    const char *ai = "1234567DIRS    X", *ai2 = "1234567DIRSABCDX";
    ck_assert(wlm_match_value("DIRS", 8, ai, true, &m));
    ck_assert(!wlm_match_value("DIRS", 8, ai2, true, &m));
    ck_assert_int_eq(m.why, WLM_WHY_DIFFERS);
    ck_assert_uint_eq(m.at, 12);
    ck_assert_int_eq(m.got, 'A');
    ck_assert(wlm_match_value("DIRS*", 8, ai2, true, &m));
    ck_assert_int_eq(m.why, WLM_WHY_WILDCARD);
    ck_assert(wlm_match_value("DIRS", 8, "1234567DIRS", true, &m));
    ck_assert(!wlm_match_value("DIRS", 8, "1234567", true, &m));
    ck_assert_int_eq(m.why, WLM_WHY_SHORT);
    ck_assert_uint_eq(m.at, 8);
    ck_assert(wlm_match_value("ABCDEFGH", 2, "XABCDEFGHIJ", true, &m));
    ck_assert_int_eq(m.why, WLM_WHY_EQUAL);
}
END_TEST

START_TEST(describe)
{
    char buf[80];
    wlm_match_value("DB2*IRLM", 0, "DB2AIRLM", false, &m);
    ck_assert_str_eq(wlm_match_describe(&m, 8, buf, sizeof buf),
                     "character 4 is 'A', not '*' ('*' is literal here)");
    wlm_match_value("MYSERVER", 0, "MYSERVER2", true, &m);
    ck_assert_str_eq(wlm_match_describe(&m, 8, buf, sizeof buf), "compared over 8 characters");
    wlm_match_value("MQ%%MSTR", 0, "MQ01MSTR", false, &m);
    ck_assert_str_eq(wlm_match_describe(&m, 8, buf, sizeof buf), "equal, masked by %");
    wlm_match_value("TRN12", 0, "TRN1", false, &m);
    ck_assert_str_eq(wlm_match_describe(&m, 5, buf, sizeof buf), "the value ends before character 5");
}
END_TEST

/* Codes and XML names, with their group forms; PRI has none. */
START_TEST(qualifier_names)
{
    struct wlm_qualifier_ref r = wlm_qualifier_find("tng");
    ck_assert_ptr_nonnull(r.q);
    ck_assert_str_eq(r.q->xml, "TransactionName");
    ck_assert(r.group);
    r = wlm_qualifier_find("TransactionNameGroup");
    ck_assert_str_eq(r.q->code, "TN");
    ck_assert(r.group);
    r = wlm_qualifier_find("CIP");
    ck_assert_str_eq(r.q->xml, "ClientIPAddress");
    ck_assert(!r.group);
    ck_assert(r.q->is_long);
    r = wlm_qualifier_find("SPM");
    ck_assert_str_eq(r.q->xml, "SubsystemParameter");
    ck_assert_ptr_null(wlm_qualifier_find("PRIG").q);
    ck_assert_ptr_nonnull(wlm_qualifier_find("PRI").q);
    ck_assert_ptr_null(wlm_qualifier_find("XX").q);
    ck_assert_ptr_null(wlm_qualifier_find("transactionname").q);
    ck_assert_int_eq(wlm_subsystem_index("STC"), 15);
    ck_assert_int_eq(wlm_subsystem_index("XYZ"), -1);
    ck_assert(wlm_subsystem_checked(wlm_subsystem_index("CICS")));
    ck_assert(!wlm_subsystem_checked(wlm_subsystem_index("IMS")));
    ck_assert(wlm_subsystem_has_periods("DDF"));
    ck_assert(!wlm_subsystem_has_periods("CICS"));
}
END_TEST

Suite *suite_wlm_match(void)
{
    Suite *s = suite_create("wlm_match");
    TCase *tc = tcase_create("match");
    tcase_add_test(tc, short_whole);
    tcase_add_test(tc, masking);
    tcase_add_test(tc, wildcard);
    tcase_add_test(tc, long_prefix);
    tcase_add_test(tc, start_position);
    tcase_add_test(tc, describe);
    tcase_add_test(tc, qualifier_names);
    suite_add_tcase(s, tc);
    return s;
}
