/* tests/check_export_children.c — the writers' index of children by parent (import/export_order.h):
 * each parent's children in the order of the array given, none for a childless object or one not
 * in the array, and an empty array. */
#include <check.h>
#include <stdio.h>

#include "import/export_order.h"

/* The names of parent's children in c, joined by spaces, in the order returned. */
static const char *names_under(const struct export_children *c, const struct pol_object *parent)
{
    static char buf[64];
    size_t n, at = 0;
    const struct export_child *v = export_children_of(c, parent, &n);
    buf[0] = '\0';
    for (size_t i = 0; i < n; i++)
        at += (size_t)snprintf(buf + at, sizeof buf - at, "%s%s", i ? " " : "", v[i].obj->name);
    return buf;
}

START_TEST(children_grouped_by_parent_in_array_order)
{
    struct pol_object top = {.name = "CELL"}, a = {.name = "A", .parent = &top},
                      b = {.name = "B", .parent = &top}, a1 = {.name = "A1", .parent = &a},
                      a2 = {.name = "A2", .parent = &a}, b1 = {.name = "B1", .parent = &b},
                      stray = {.name = "X"};
    /* interleaved as a dump order interleaves kinds: a group's order is the array's */
    const struct pol_object *objs[] = {&a2, &b, &b1, &a, &a1};
    struct export_children c;
    ck_assert_int_eq(export_children_build(&c, objs, 5), 0);
    ck_assert_uint_eq(c.n, 5);
    ck_assert_str_eq(names_under(&c, &top), "B A");
    ck_assert_str_eq(names_under(&c, &a), "A2 A1");
    ck_assert_str_eq(names_under(&c, &b), "B1");
    size_t n = 99;
    ck_assert_ptr_null(export_children_of(&c, &a1, &n));
    ck_assert_uint_eq(n, 0);
    n = 99;
    ck_assert_ptr_null(export_children_of(&c, &stray, &n));
    ck_assert_uint_eq(n, 0);
    export_children_free(&c);
    ck_assert_ptr_null(c.v);
    ck_assert_uint_eq(c.n, 0);
}
END_TEST

START_TEST(empty_array_has_no_children)
{
    struct pol_object top = {.name = "CELL"};
    struct export_children c = {.n = 7};
    ck_assert_int_eq(export_children_build(&c, NULL, 0), 0);
    ck_assert_ptr_null(c.v);
    size_t n = 99;
    ck_assert_ptr_null(export_children_of(&c, &top, &n));
    ck_assert_uint_eq(n, 0);
    export_children_free(&c);
}
END_TEST

Suite *suite_export_children(void)
{
    Suite *s = suite_create("export_children");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, children_grouped_by_parent_in_array_order);
    tcase_add_test(tc, empty_array_has_no_children);
    suite_add_tcase(s, tc);
    return s;
}
