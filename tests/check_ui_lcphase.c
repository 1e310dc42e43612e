/* tests/check_ui_lcphase.c — pairing the line commands of one screen (ui/engine/lcphase.h): one C
 * or M with one A or B; two of either refused naming both rows; a lone one waiting; the codes that
 * stand alone passed on in row order. */
#include <check.h>
#include <string.h>

#include "ui/engine/lcphase.h"

static const char *const sources[] = {"C", "M", NULL};
static const char *const targets[] = {"A", "B", NULL};
static const struct lcphase_roles roles = {sources, targets};

static struct lcphase_op ops[8];
static size_t nops;
static long waiting;
static char msg[256];

static enum lcphase_rc pair(const struct lcphase_cmd *cmds, size_t n)
{
    return lcphase_pair(cmds, n, &roles, NULL, NULL, ops, &nops, &waiting, msg, sizeof msg);
}

START_TEST(pairs_move_with_after)
{
    const struct lcphase_cmd cmds[] = {{0, "M"}, {1, "D"}, {2, "A"}, {3, "IS"}};
    ck_assert_int_eq(pair(cmds, 4), LCP_ALL);
    ck_assert_uint_eq(nops, 3);
    ck_assert_int_eq(ops[0].row, 0);
    ck_assert_str_eq(ops[0].code, "M");
    ck_assert_int_eq(ops[0].target, 2);
    ck_assert_str_eq(ops[0].tcode, "A");
    ck_assert_str_eq(ops[1].code, "D");
    ck_assert_int_eq(ops[1].target, -2);
    ck_assert_str_eq(ops[2].code, "IS");
    ck_assert_int_eq(waiting, -1);
    ck_assert_str_eq(msg, "");
}
END_TEST

START_TEST(target_above_source)
{
    const struct lcphase_cmd cmds[] = {{-1, "B"}, {4, "C"}};
    ck_assert_int_eq(pair(cmds, 2), LCP_ALL);
    ck_assert_uint_eq(nops, 1);
    ck_assert_int_eq(ops[0].row, 4);
    ck_assert_int_eq(ops[0].target, -1);
    ck_assert_str_eq(ops[0].tcode, "B");
}
END_TEST

START_TEST(two_sources_refused)
{
    const struct lcphase_cmd cmds[] = {{1, "C"}, {3, "M"}, {5, "A"}};
    ck_assert_int_eq(pair(cmds, 3), LCP_REFUSED);
    ck_assert_str_eq(msg, "C on row 2 and M on row 4: one A or B pairs with one C or M; nothing was changed.");
}
END_TEST

START_TEST(two_targets_refused)
{
    const struct lcphase_cmd cmds[] = {{0, "A"}, {3, "M"}, {5, "B"}};
    ck_assert_int_eq(pair(cmds, 3), LCP_REFUSED);
    ck_assert_str_eq(msg, "A on row 1 and B on row 6: one C or M pairs with one A or B; nothing was changed.");
}
END_TEST

START_TEST(lone_source_waits)
{
    const struct lcphase_cmd cmds[] = {{0, "R"}, {2, "C"}};
    ck_assert_int_eq(pair(cmds, 2), LCP_WAITING);
    ck_assert_int_eq(waiting, 1);
    ck_assert_uint_eq(nops, 1);
    ck_assert_str_eq(ops[0].code, "R");
    ck_assert_str_eq(msg, "C on row 3 waits for an A (after) or B (before) to say where it goes.");
    const struct lcphase_cmd alone[] = {{4, "B"}};
    ck_assert_int_eq(pair(alone, 1), LCP_WAITING);
    ck_assert_uint_eq(nops, 0);
    ck_assert_str_eq(msg, "B on row 5 waits for a C (copy) or M (move) to say which row goes there.");
}
END_TEST

Suite *suite_ui_lcphase(void)
{
    Suite *s = suite_create("ui_lcphase");
    TCase *tc = tcase_create("pair");
    tcase_add_test(tc, pairs_move_with_after);
    tcase_add_test(tc, target_above_source);
    tcase_add_test(tc, two_sources_refused);
    tcase_add_test(tc, two_targets_refused);
    tcase_add_test(tc, lone_source_waits);
    suite_add_tcase(s, tc);
    return s;
}
