/* tests/check_model_tree.c — objects as a tree in the model: parents a kind allows, ordered
 * insertion and renumbering, moves, subtree deletion, unnamed kinds. A small system of its own,
 * never registered: a top, a named kind under it that holds unnamed ordered periods, and ordered
 * named rules that nest in themselves. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "model/model.h"

enum { TK_TOP, TK_CLASS, TK_PERIOD, TK_RULE, TK_N };

static struct kind_def tree_kinds[TK_N] = {
    [TK_TOP] = {"TOP", "Top", "TOP", NULL, "top", NULL, 8, KF_TOP, 0, 0},
    [TK_CLASS] = {"CLASS", "Class", "CLASS", NULL, "class", NULL, 8, 0, 1, 0},
    [TK_PERIOD] = {"PERIOD", "Period", "PERIOD", NULL, "period", NULL, 0, KF_ORDERED | KF_UNNAMED, 2,
                   UINT64_C(1) << TK_CLASS},
    [TK_RULE] = {"RULE", "Rule", "RULE", NULL, "rule", NULL, 8, KF_ORDERED, 3,
                 (UINT64_C(1) << TK_TOP) | (UINT64_C(1) << TK_RULE)},
};

static struct system_def tree_sys = {.id = "tree", .label = "Tree", .kinds = tree_kinds, .nkinds = TK_N};

static struct policy pol;
static struct pol_object *top;

static void setup(void)
{
    for (unsigned k = 0; k < TK_N; k++) {
        tree_kinds[k].index = k;
        tree_kinds[k].sys = &tree_sys;
    }
    policy_init(&pol);
    top = pol_new(&pol, &tree_kinds[TK_TOP], NULL, "T");
}

static void teardown(void)
{
    policy_free(&pol);
}

static struct pol_object *rule(struct pol_object *parent, const char *name)
{
    struct pol_object *o = pol_new(&pol, &tree_kinds[TK_RULE], parent, name);
    ck_assert_ptr_nonnull(o);
    return o;
}

/* The names of parent's rules in position order, each with its position: "A1 B2". */
static const char *rules_of(const struct pol_object *parent)
{
    static char buf[256];
    size_t at = 0;
    buf[0] = '\0';
    for (const struct pol_object *c = pol_first_child(parent, &tree_kinds[TK_RULE]); c;
         c = pol_next_child(c, &tree_kinds[TK_RULE]))
        at += (size_t)snprintf(buf + at, sizeof buf - at, "%s%s%u", at ? " " : "", c->name, c->position);
    return buf;
}

START_TEST(tree_kinds_hang_where_allowed)
{
    struct pol_object *c = pol_new(&pol, &tree_kinds[TK_CLASS], top, "C");
    ck_assert_ptr_nonnull(c);
    ck_assert_ptr_eq(c->parent, top);
    ck_assert_ptr_eq(c->top, top);
    ck_assert_uint_eq(c->position, 0);
    ck_assert_ptr_null(pol_new(&pol, &tree_kinds[TK_PERIOD], top, NULL));   /* periods: under a class */
    ck_assert_ptr_null(pol_new(&pol, &tree_kinds[TK_CLASS], c, "D"));       /* classes: under the top */
    struct pol_object *r = rule(top, "R"), *s = rule(r, "S"), *t = rule(s, "T1");
    ck_assert_ptr_eq(t->parent, s);
    ck_assert_ptr_eq(t->top, top);
    ck_assert_uint_eq(pol_depth(t), 3);
    ck_assert_uint_eq(pol_depth(top), 0);
    ck_assert_ptr_eq(pol_find(top, "rule", "T1"), t);   /* names are per top, at any depth */
    ck_assert_ptr_null(pol_new(&pol, &tree_kinds[TK_RULE], c, "X"));
}
END_TEST

START_TEST(tree_unnamed_kind_is_positional)
{
    struct pol_object *c = pol_new(&pol, &tree_kinds[TK_CLASS], top, "C");
    struct pol_object *p1 = pol_new(&pol, &tree_kinds[TK_PERIOD], c, "ignored");
    struct pol_object *p2 = pol_new(&pol, &tree_kinds[TK_PERIOD], c, NULL);
    ck_assert_str_eq(p1->name, "");
    ck_assert_str_eq(p2->name, "");
    ck_assert_uint_eq(p1->position, 1);
    ck_assert_uint_eq(p2->position, 2);
    ck_assert_ptr_null(pol_find(top, "period", ""));
    ck_assert_ptr_null(pol_find(top, "period", "ignored"));
    ck_assert_ptr_eq(pol_child_at(c, &tree_kinds[TK_PERIOD], 2), p2);
    ck_assert_uint_eq(pol_child_count(c, &tree_kinds[TK_PERIOD]), 2);
    ck_assert_uint_eq(pol_count_objects(top), 3);
}
END_TEST

START_TEST(tree_ordered_insert_renumbers)
{
    struct pol_object *a = rule(top, "A"), *b = rule(top, "B");
    pol_new(&pol, &tree_kinds[TK_CLASS], top, "C");   /* another kind between: not counted */
    rule(top, "D");
    ck_assert_str_eq(rules_of(top), "A1 B2 D3");
    a->change = b->change = POL_SAME;   /* as if stored */
    struct pol_object *x = pol_new_at(&pol, &tree_kinds[TK_RULE], top, "X", 2);
    ck_assert_ptr_nonnull(x);
    ck_assert_str_eq(rules_of(top), "A1 X2 B3 D4");
    ck_assert_int_eq(a->change, POL_SAME);
    ck_assert_int_eq(b->change, POL_CHANGED);   /* its position changed */
    pol_new_at(&pol, &tree_kinds[TK_RULE], top, "F", 1);
    pol_new_at(&pol, &tree_kinds[TK_RULE], top, "L", 99);
    ck_assert_str_eq(rules_of(top), "F1 A2 X3 B4 D5 L6");
    ck_assert_ptr_eq(pol_child_at(top, &tree_kinds[TK_RULE], 3), x);
    ck_assert_uint_eq(pol_child_count(top, &tree_kinds[TK_RULE]), 6);
    ck_assert_uint_eq(pol_child_count(top, NULL), 7);
}
END_TEST

START_TEST(tree_placed_keeps_positions)
{
    /* a stored tree read in any order of rows */
    static const unsigned order[] = {4, 2, 3, 1};
    static const char *const names[] = {"D", "B", "C", "A"};
    for (int i = 0; i < 4; i++)
        ck_assert_ptr_nonnull(pol_new_placed(&pol, &tree_kinds[TK_RULE], top, names[i], order[i]));
    ck_assert_str_eq(rules_of(top), "A1 B2 C3 D4");
}
END_TEST

START_TEST(tree_delete_takes_the_subtree)
{
    struct pol_object *a = rule(top, "A"), *b = rule(top, "B"), *c = rule(top, "C");
    struct pol_object *b1 = rule(b, "B1"), *b2 = rule(b1, "B2");
    c->change = POL_SAME;
    pol_delete(b);
    ck_assert_int_eq(b->change, POL_DELETED);
    ck_assert_int_eq(b1->change, POL_DELETED);
    ck_assert_int_eq(b2->change, POL_DELETED);
    ck_assert_ptr_null(pol_find(top, "rule", "B2"));
    ck_assert_ptr_eq(pol_find(top, "rule", "C"), c);
    ck_assert_str_eq(rules_of(top), "A1 C2");
    ck_assert_int_eq(c->change, POL_CHANGED);
    ck_assert_uint_eq(pol_count_objects(top), 2);
    ck_assert_str_eq(rules_of(a), "");
}
END_TEST

START_TEST(tree_move_renumbers_both_sides)
{
    struct pol_object *a = rule(top, "A"), *b = rule(top, "B"), *c = rule(top, "C");
    struct pol_object *a1 = rule(a, "A1");
    ck_assert_int_eq(pol_move(b, a, 1), 0);
    ck_assert_str_eq(rules_of(top), "A1 C2");
    ck_assert_str_eq(rules_of(a), "B1 A12");
    ck_assert_ptr_eq(b->parent, a);
    ck_assert_int_eq(pol_move(c, top, 1), 0);   /* among the same siblings */
    ck_assert_str_eq(rules_of(top), "C1 A2");
    ck_assert_int_eq(pol_move(a, a1, 0), -1);   /* not under itself */
    ck_assert_int_eq(pol_move(a, a, 0), -1);
    struct pol_object *cl = pol_new(&pol, &tree_kinds[TK_CLASS], top, "K");
    ck_assert_int_eq(pol_move(a1, cl, 0), -1);  /* a class holds no rules */
    ck_assert_str_eq(rules_of(a), "B1 A12");
}
END_TEST

START_TEST(tree_find_by_uid)
{
    struct pol_object *a = rule(top, "A"), *b = rule(a, "B");
    top->uid = 7;
    a->uid = 8;
    b->uid = 9;
    ck_assert_ptr_eq(pol_find_uid(top, 9), b);
    ck_assert_ptr_eq(pol_find_uid(top, 7), top);
    pol_delete(a);
    ck_assert_ptr_null(pol_find_uid(top, 9));
    ck_assert_ptr_null(pol_find_uid(top, 8));
}
END_TEST

/* A subtree copied: new objects with the values, children in their order (positions kept), a
 * named kind's copies renamed to the first free name; not into its own subtree. */
START_TEST(tree_copy_subtree)
{
    struct pol_object *a = rule(top, "A"), *b = rule(top, "B");
    struct pol_object *a1 = rule(a, "A1"), *a2 = rule(a, "A2"), *a21 = rule(a2, "A21");
    (void)a1;
    (void)a21;
    a->uid = 5;
    a->change = POL_SAME;
    struct pol_object *c = pol_copy_subtree(&pol, a, top, 2);
    ck_assert_ptr_nonnull(c);
    ck_assert_int_eq(c->uid, 0);
    ck_assert_int_eq(c->change, POL_NEW);
    ck_assert_str_eq(rules_of(top), "A1 A32 B3");   /* A and A2 are taken: A3 */
    ck_assert_str_eq(rules_of(c), "A121 A222");
    ck_assert_str_eq(rules_of(pol_child_at(c, &tree_kinds[TK_RULE], 2)), "A2121");
    ck_assert_str_eq(rules_of(a), "A11 A22");         /* the original as it was */
    ck_assert_int_eq(a->change, POL_SAME);
    ck_assert_uint_eq(pol_subtree_count(c), 3);
    ck_assert_uint_eq(pol_subtree_count(b), 0);
    ck_assert_ptr_null(pol_copy_subtree(&pol, a, a2, 0));   /* not into itself */
    ck_assert_ptr_null(pol_copy_subtree(&pol, a, a, 0));
    ck_assert(pol_is_under(a21, a));
    ck_assert(!pol_is_under(a, a21));
    /* an unnamed kind keeps "", and its values */
    struct pol_object *k = pol_new(&pol, &tree_kinds[TK_CLASS], top, "K");
    struct pol_object *p1 = pol_new(&pol, &tree_kinds[TK_PERIOD], k, NULL);
    ck_assert_ptr_nonnull(p1);
    ck_assert_ptr_nonnull(pol_copy_subtree(&pol, p1, k, 1));
    ck_assert_uint_eq(pol_child_count(k, &tree_kinds[TK_PERIOD]), 2);
    ck_assert_uint_eq(p1->position, 2);
    /* a name at the kind's maximum is cut to make room for its number */
    struct pol_object *l = rule(top, "LONGNAME");
    struct pol_object *lc = pol_copy_subtree(&pol, l, top, 0);
    ck_assert_ptr_nonnull(lc);
    ck_assert_str_eq(lc->name, "LONGNAM2");
}
END_TEST

Suite *suite_model_tree(void)
{
    Suite *s = suite_create("model_tree");
    TCase *tc = tcase_create("tree");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, tree_kinds_hang_where_allowed);
    tcase_add_test(tc, tree_unnamed_kind_is_positional);
    tcase_add_test(tc, tree_ordered_insert_renumbers);
    tcase_add_test(tc, tree_placed_keeps_positions);
    tcase_add_test(tc, tree_delete_takes_the_subtree);
    tcase_add_test(tc, tree_move_renumbers_both_sides);
    tcase_add_test(tc, tree_find_by_uid);
    tcase_add_test(tc, tree_copy_subtree);
    suite_add_tcase(s, tc);
    return s;
}
