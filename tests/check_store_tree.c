/* tests/check_store_tree.c — a nested ordered tree through the store: saved, read back with its
 * parents, positions and uids, changed (an insertion before siblings, a move out from under an
 * object that is then deleted with what is left under it), and undone to exactly what it was.
 * A small system of its own (a forest of trees whose unnamed ordered branches nest), registered
 * first thing in each forked test so that no other suite's stores see it. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tstore.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

enum { FK_FOREST, FK_TREE, FK_BRANCH, FK_N };

static struct kind_def forest_kinds[FK_N] = {
    [FK_FOREST] = {"FOREST", "Forest", "FOREST", NULL, "forest", "tt_forest", 16, KF_TOP | KF_MODELLED, 0, 0},
    [FK_TREE] = {"TREE", "Tree", "TREE", NULL, "tree", "tt_tree", 16, KF_MODELLED, 1, 0},
    [FK_BRANCH] = {"BRANCH", "Branch", "BRANCH", NULL, "branch", "tt_branch", 0,
                   KF_MODELLED | KF_ORDERED | KF_UNNAMED, 2,
                   (UINT64_C(1) << FK_TREE) | (UINT64_C(1) << FK_BRANCH)},
};

static const struct attr_def forest_attrs[] = {
    {.kinds = 1u << FK_FOREST, .key = "owner", .native = "OWNER", .label = "Owner", .type = AT_TEXT,
     .max = 32, .help = "Who looks after the forest.", .source = "tests"},
    {.kinds = 1u << FK_TREE, .key = "height", .native = "HEIGHT", .label = "Height", .type = AT_INT,
     .min = 0, .max = 999, .help = "Height in metres.", .source = "tests"},
    {.kinds = 1u << FK_BRANCH, .key = "leaves", .native = "LEAVES", .label = "Leaves", .type = AT_INT,
     .min = 0, .max = 999, .help = "Number of leaves.", .source = "tests"},
};

static const struct system_def forest_sys = {
    .id = "forest", .label = "Forest", .rule_prefix = "FOR", .kinds = forest_kinds, .nkinds = FK_N,
    .attrs = forest_attrs, .nattrs = sizeof forest_attrs / sizeof forest_attrs[0]};

/* Registers the system in this forked test; false (the test says so and does nothing) in a run
 * without forked tests (CK_FORK=no), where it would join every later suite's stores. */
static bool forest_register(void)
{
    const char *fork = getenv("CK_FORK");
    if (!(fork && strcmp(fork, "no") == 0)) {
        ck_assert_int_eq(schema_register(&forest_sys), 0);
        ck_assert_ptr_eq(schema_system("forest"), &forest_sys);
        return true;
    }
    fprintf(stderr, "skip: the forest store tests need forked tests (CK_FORK=no)\n");
    return false;
}

static struct pol_object *branch(struct policy *p, struct pol_object *parent, const char *leaves)
{
    struct pol_object *b = pol_new(p, &forest_kinds[FK_BRANCH], parent, NULL);
    ck_assert_ptr_nonnull(b);
    ts_set(p, b, "leaves", leaves, 0, 0);
    return b;
}

/* The tree under obj as text: each child's position and value, its own children in braces. */
static void describe(struct textbuf *tb, const struct pol_object *obj)
{
    const char *sep = "";
    tb_puts(tb, "{");
    for (const struct pol_object *c = pol_first_child(obj, NULL); c; c = pol_next_child(c, NULL)) {
        tb_printf(tb, "%s#%u=%s", sep, c->position, pol_get_key(c, "leaves"));
        if (pol_first_child(c, NULL))
            describe(tb, c);
        sep = " ";
    }
    tb_puts(tb, "}");
}

/* Loads forest F and describes tree T1. */
static char *tree_text(struct ts_fx *f, struct policy *p, struct pol_object **top)
{
    ck_assert_int_eq(store_load_top(f->s, p, &forest_kinds[FK_FOREST], "F", STORE_LOAD_PARAMS, top, &f->err),
                     STORE_OK);
    struct pol_object *t1 = pol_find(*top, "tree", "T1");
    ck_assert_ptr_nonnull(t1);
    struct textbuf tb = {0};
    tb_printf(&tb, "T1 %s ", pol_get_key(t1, "height"));
    describe(&tb, t1);
    return tb.buf;
}

/* The branch with this many leaves under top, or NULL. */
static struct pol_object *with_leaves(struct pol_object *top, const char *leaves)
{
    for (size_t i = 0; i < top->scope->nobjs; i++) {
        struct pol_object *o = top->scope->objs[i];
        const char *v = o->kind == &forest_kinds[FK_BRANCH] ? pol_get_key(o, "leaves") : NULL;
        if (o->change != POL_DELETED && v && strcmp(v, leaves) == 0)
            return o;
    }
    return NULL;
}

/* Batch 1: forest F, tree T1 with branches 1, 2, 3; branch 2 holds 21 and 22. */
static void plant(struct ts_fx *f)
{
    struct pol_object *top = pol_new(&f->p, &forest_kinds[FK_FOREST], NULL, "F");
    struct pol_object *t1 = pol_new(&f->p, &forest_kinds[FK_TREE], top, "T1");
    ck_assert_ptr_nonnull(t1);
    ts_set(&f->p, t1, "height", "10", 2, 1);
    branch(&f->p, t1, "1");
    struct pol_object *b2 = branch(&f->p, t1, "2");
    branch(&f->p, t1, "3");
    branch(&f->p, b2, "21");
    branch(&f->p, b2, "22");
    ts_save(f->s, top, "import");
}

START_TEST(nested_tree_saved_and_read_back)
{
    if (!forest_register())
        return;
    struct ts_fx f;
    ts_fx_init(&f);
    plant(&f);
    struct policy p;
    policy_init(&p);
    struct pol_object *top;
    char *text = tree_text(&f, &p, &top);
    ck_assert_str_eq(text, "T1 10 {#1=1 #2=2{#1=21 #2=22} #3=3}");
    struct pol_object *b21 = with_leaves(top, "21"), *b2 = with_leaves(top, "2");
    ck_assert_ptr_eq(b21->parent, b2);
    ck_assert_ptr_eq(b21->top, top);
    ck_assert_str_eq(b21->name, "");
    ck_assert_int_gt(b21->uid, 0);
    ck_assert_int_ne(b21->uid, b2->uid);
    ts_assert_sql(&f, "SELECT count(*), count(DISTINCT uid) FROM object;"
                      " SELECT group_concat(b.leaves || '@' || o.position || '<' || coalesce(pb.leaves, pt.name), ' ')"
                      " FROM (SELECT * FROM object ORDER BY id) o JOIN tt_branch b ON b.id = o.id"
                      " LEFT JOIN tt_branch pb ON pb.id = o.parent_id LEFT JOIN object pt ON pt.id = o.parent_id"
                      " AND pb.id IS NULL;",
                  "7|7\n1@1<T1 2@2<T1 3@3<T1 21@1<2 22@2<2\n");
    free(text);
    policy_free(&p);
    ts_fx_done(&f);
}
END_TEST

START_TEST(nested_tree_changed_and_undone)
{
    if (!forest_register())
        return;
    struct ts_fx f;
    ts_fx_init(&f);
    plant(&f);
    char *planted = ts_content(f.s);
    struct policy p;
    policy_init(&p);
    struct pol_object *top;
    free(tree_text(&f, &p, &top));
    struct pol_object *t1 = pol_find(top, "tree", "T1");
    int64_t uid1 = with_leaves(top, "1")->uid, uid22 = with_leaves(top, "22")->uid;
    /* batch 2: a branch before all, 22 moved under 1, 2 deleted with 21, 1 grows */
    struct pol_object *bx = pol_new_at(&p, &forest_kinds[FK_BRANCH], t1, NULL, 1);
    ck_assert_ptr_nonnull(bx);
    ts_set(&p, bx, "leaves", "99", 0, 0);
    ck_assert_int_eq(pol_move(with_leaves(top, "22"), with_leaves(top, "1"), 1), 0);
    pol_delete(with_leaves(top, "2"));
    ts_set(&p, with_leaves(top, "1"), "leaves", "5", 0, 0);
    ts_save(f.s, top, "save");
    policy_free(&p);
    policy_init(&p);
    char *text = tree_text(&f, &p, &top);
    ck_assert_str_eq(text, "T1 10 {#1=99 #2=5{#1=22} #3=3}");
    ck_assert_int_eq(with_leaves(top, "5")->uid, uid1);
    ck_assert_int_eq(with_leaves(top, "22")->uid, uid22);
    ck_assert_ptr_eq(with_leaves(top, "22")->parent, with_leaves(top, "5"));
    /* in creation order, but what hung under 2 before it: 21 deleted and 22 moved away first */
    ts_assert_sql(&f, "SELECT group_concat(op || ' ' || coalesce(b.leaves, '-'), ', ') FROM (SELECT *"
                      " FROM journal_entry WHERE batch_id = 2 ORDER BY seq) e LEFT JOIN object o"
                      " ON o.uid = e.uid LEFT JOIN tt_branch b ON b.id = o.id;",
                  "update 5, delete -, update 22, delete -, update 3, insert 99\n");
    free(text);
    policy_free(&p);
    /* undone: exactly as planted, uids, parents and positions included */
    struct store_error err = {0};
    ck_assert_msg(store_undo(f.s, 2, NULL, NULL, NULL, &err) == STORE_OK, "%s", err.msg);
    char *again = ts_content(f.s);
    ck_assert_str_eq(again, planted);
    policy_init(&p);
    text = tree_text(&f, &p, &top);
    ck_assert_str_eq(text, "T1 10 {#1=1 #2=2{#1=21 #2=22} #3=3}");
    free(text);
    policy_free(&p);
    /* and the planting undone (its objects were put back by an undo: the same content) */
    ck_assert_msg(store_undo(f.s, 1, NULL, NULL, NULL, &err) == STORE_OK, "%s", err.msg);
    ts_assert_sql(&f, "SELECT count(*) FROM object;", "0\n");
    free(again);
    free(planted);
    ts_fx_done(&f);
}
END_TEST

/* A top-level object with nothing under it, read first into an empty policy (no object array yet). */
START_TEST(empty_top_reads_back)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, pol_new(&f.p, mq_kind(MQ_QMGR), NULL, "EMPTY"), "import");
    struct policy p;
    policy_init(&p);
    struct pol_object *top = NULL;
    ck_assert_int_eq(store_load_top(f.s, &p, mq_kind(MQ_QMGR), "EMPTY", STORE_LOAD_PARAMS, &top, &f.err),
                     STORE_OK);
    ck_assert_uint_eq(pol_count_objects(top), 0);
    ck_assert_ptr_null(pol_first_child(top, NULL));
    policy_free(&p);
    policy_init(&p);
    ck_assert_int_eq(store_load_all(f.s, &p, NULL, STORE_LOAD_PARAMS, &f.err), STORE_OK);
    ck_assert_uint_eq(p.ntops, 1);
    policy_free(&p);
    ts_fx_done(&f);
}
END_TEST

Suite *suite_store_tree(void)
{
    Suite *s = suite_create("store_tree");
    TCase *tc = tcase_create("tree");
    tcase_add_test(tc, nested_tree_saved_and_read_back);
    tcase_add_test(tc, nested_tree_changed_and_undone);
    tcase_add_test(tc, empty_top_reads_back);
    suite_add_tcase(s, tc);
    return s;
}
