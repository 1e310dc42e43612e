/* tests/check_ui_objects.c — the object panels of ui/objects over the test-only system (tests/tsys.h),
 * with a panel spec of the test's own and nothing of MQ: a list of a site's servers with the
 * schema's columns and effective values, the entry panel of a server with its fields in
 * entry-panel order under their group heading, a save through it, a deletion from the list; the
 * ordered steps of a server in position order, read again after a step is inserted before them;
 * rules nested under rules, S on a rule listing its own. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "ui/engine/keylist.h"
#include "ui/objects/objchildren.h"
#include "ui/objects/objlist.h"

static const char *const entry_actions[] = {"Server", "Options", "Help", NULL};
static const struct pulldown entry_pulldowns[] = {
    {"Server", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL},
};
static const struct panel_def server_def = {
    .id = "TS200", .title = "Server", .kind = PANEL_ENTRY, .actions = entry_actions,
    .keys = &keylist_entry, .pulldowns = entry_pulldowns, .help = "A server of a site.",
};
static const struct panel_def step_def = {
    .id = "TS310", .title = "Step", .kind = PANEL_ENTRY, .actions = entry_actions,
    .keys = &keylist_entry, .pulldowns = entry_pulldowns, .help = "A step of a server.",
};
static const struct obj_entry_def entries[] = {
    {.kinds = UINT64_C(1) << TSYS_SERVER, .def = &server_def, .name_label = "Server name"},
    {.kinds = UINT64_C(1) << TSYS_STEP, .def = &step_def, .name_label = "Step"},
};
static const struct panel_def verbatim_def = {
    .id = "TS900", .title = "Verbatim", .kind = PANEL_TABLE, .keys = &keylist_table,
};
static const struct obj_panels panels = {
    .top_noun = "site",
    .name_help = "The server's name.",
    .entries = entries,
    .nentries = sizeof entries / sizeof entries[0],
    .verbatim = &verbatim_def,
};

static const char *const list_actions[] = OBJ_LIST_ACTIONS("Server");
static const struct pd_choice server_choices[] = {OBJ_LIST_CHOICES_END};
static const struct pulldown list_pulldowns[] = OBJ_LIST_PULLDOWNS("Server", server_choices);
static const struct lcmd_def lcmds[] = {{"E", "Edit"}, {"B", "Browse"}, {"D", "Delete"}, {NULL, NULL}};
static const struct panel_def servers_def = {
    .id = "TS100", .title = "Servers", .kind = PANEL_TABLE, .actions = list_actions,
    .keys = &keylist_table, .lcmds = lcmds, .pulldowns = list_pulldowns, .help = "A site's servers.",
};
static const struct obj_col cols[] = {{{"name", "Server", 16, TC_FIXED}, NULL}};

/* A store with site S1: server A (weight 60), server B (quiesced, no weight); the console on it
 * with the servers of S1 on top. */
static void open_servers(struct cfx *f)
{
    tsys_register();
    cf_open(f, NULL, 0);
    struct policy pol;
    policy_init(&pol);
    struct pol_object *s1 = pol_new(&pol, tsys_kind(TSYS_SITE), NULL, "S1");
    struct pol_object *a = pol_new(&pol, tsys_kind(TSYS_SERVER), s1, "A");
    struct pol_object *b = pol_new(&pol, tsys_kind(TSYS_SERVER), s1, "B");
    ck_assert_int_eq(pol_set(&pol, a, schema_attr_index(a->kind, "weight"), "60", (struct pol_pos){0, 0}), 0);
    ck_assert_int_eq(pol_set(&pol, b, schema_attr_index(b->kind, "state"), "QUIESCED", (struct pol_pos){0, 0}), 0);
    struct store_error err = {0};
    ck_assert_int_eq(obj_commit(&f->app, s1, "define", &err), STORE_OK);
    policy_free(&pol);
    static const struct kind_def *kinds[1];
    kinds[0] = tsys_kind(TSYS_SERVER);
    struct obj_list_spec spec = {
        .def = &servers_def, .panels = &panels, .kinds = kinds, .nkinds = 1, .top = "S1",
        .cols = cols, .ncols = 1,
    };
    ck_assert_int_eq(obj_list_open(f->c, &f->app, &spec), 0);
    cf_keys(f, "");
}

/* The History panels of a system whose objects nest and have no names: a step's change listed with
 * its path in the system's notation, and B shows the step as it was (no "Queue manager" anywhere). */
START_TEST(history_of_nested_unnamed_objects)
{
    struct cfx f;
    tsys_register();
    cf_open(&f, NULL, 0);
    struct policy pol;
    policy_init(&pol);
    struct pol_object *s1 = pol_new(&pol, tsys_kind(TSYS_SITE), NULL, "S1");
    struct pol_object *a = pol_new(&pol, tsys_kind(TSYS_SERVER), s1, "A");
    struct pol_object *steps[2];
    for (int i = 0; i < 2; i++) {
        steps[i] = pol_new(&pol, tsys_kind(TSYS_STEP), a, NULL);
        ck_assert_int_eq(pol_set(&pol, steps[i], schema_attr_index(steps[i]->kind, "duration"), "10",
                                 (struct pol_pos){0, 0}), 0);
    }
    struct store_error err = {0};
    ck_assert_int_eq(obj_commit(&f.app, s1, "define", &err), STORE_OK);
    ck_assert_int_eq(pol_set(&pol, steps[1], schema_attr_index(steps[1]->kind, "duration"), "20",
                             (struct pol_pos){0, 0}), 0);
    ck_assert_int_eq(obj_commit(&f.app, s1, "save", &err), STORE_OK);
    policy_free(&pol);
    cf_keys(&f, "9\r");
    ck_assert_str_eq(cf_top(&f), "HIS100");
    cf_keys(&f, "\t\ts\r");
    ck_assert_str_eq(cf_top(&f), "HIS110");
    ck_assert_str_eq(cf_row(&f, 10), " Act Object                           Attribute  Old value     New value");
    ck_assert_str_eq(cf_row(&f, 11), " _   SITE(S1) SERVER(A) STEP#2        DURATION   10            20");
    cf_keys(&f, "\t\tb\r");
    ck_assert_str_eq(cf_top(&f), "HIS120");
    bool object = false, value = false;
    for (int r = 0; r < 24; r++) {
        object |= strstr(cf_row(&f, r), "Object . . . : SITE(S1) SERVER(A) STEP#2") != NULL;
        value |= strstr(cf_row(&f, r), "(DURATION)") && strstr(cf_row(&f, r), ": 10");
    }
    ck_assert_msg(object && value, "row 8: %s", cf_row(&f, 8));
    cf_close(&f);
}
END_TEST

/* The list shows the schema's AF_KEY columns in col.pos order and effective values: the value a
 * server states, else the schema's default (the test system has no effective function). */
START_TEST(list_shows_schema_columns_and_effective_values)
{
    struct cfx f;
    open_servers(&f);
    ck_assert_str_eq(cf_top(&f), "TS100");
    ck_assert_str_eq(cf_row(&f, 2), " TS100                           Servers of S1                  Row 1 to 2 of 2");
    ck_assert_str_eq(cf_row(&f, 7), " Act Server           WEIGHT STATE");
    ck_assert_str_eq(cf_row(&f, 8), " _   A                    60 ACTIVE");
    ck_assert_str_eq(cf_row(&f, 9), " _   B                    50 QUIESCED");
    cf_close(&f);
}
END_TEST

/* E on a server: the header (site, name) from the spec, then the attributes under the group
 * heading their schema row opens; F3 saves the typed weight in one journalled transaction. */
START_TEST(entry_panel_from_the_schema_saves)
{
    struct cfx f;
    open_servers(&f);
    cf_line_command(&f, 1, "E");
    ck_assert_str_eq(cf_top(&f), "TS200");
    ck_assert_str_eq(cf_row(&f, 2), " TS200                          Modify a Server");
    ck_assert_str_eq(cf_row(&f, 5), " Site  . . . . . :          S1");
    ck_assert_str_eq(cf_row(&f, 6), " Server name . . :          B");
    ck_assert_str_eq(cf_row(&f, 8), " Balancing");
    ck_assert_str_eq(cf_row(&f, 9), "   Weight  . . . . (WEIGHT) ___       1-99, default 50");
    ck_assert_str_eq(cf_row(&f, 10), "   State . . . . . (STATE)  QUIESCED  ACTIVE or QUIESCED");
    cf_keys(&f, "70");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "TS100");
    char *out = cf_sql(&f, "SELECT weight FROM tst_server JOIN object USING(id) WHERE name = 'B';");
    ck_assert_str_eq(out, "70\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* D on a server asks, naming the site with the spec's noun; Enter deletes it. */
START_TEST(delete_from_the_list)
{
    struct cfx f;
    open_servers(&f);
    cf_line_command(&f, 0, "D");
    bool asked = false;
    for (int r = 0; r < 24; r++)
        asked |= strstr(cf_row(&f, r), "Delete Server A") != NULL;
    ck_assert(asked);
    bool named = false;
    for (int r = 0; r < 24; r++)
        named |= strstr(cf_row(&f, r), "of site S1?") != NULL;
    ck_assert(named);
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_long(&f), "SERVER A of S1 was deleted.");
    ck_assert_str_eq(cf_row(&f, 8), " _   B                    50 QUIESCED");
    ck_assert_str_eq(cf_row(&f, 9), " ******************************* Bottom of data *******************************");
    cf_close(&f);
}
END_TEST

static const struct obj_col step_cols[] = {{{"position", "Step", 4, TC_RIGHT}, NULL}};
static const struct lcmd_def step_lcmds[] = {{"E", "Edit"}, {"B", "Browse"}, {"D", "Delete"}, {NULL, NULL}};
static const struct panel_def steps_def = {
    .id = "TS300", .title = "Steps", .kind = PANEL_TABLE, .actions = list_actions,
    .keys = &keylist_table, .lcmds = step_lcmds, .pulldowns = list_pulldowns,
    .help = "A server's steps.",
};
static const struct lcmd_def rule_lcmds[] = {{"S", "Sub-rules"}, {NULL, NULL}};
static const struct panel_def rules_def = {
    .id = "TS400", .title = "Rules", .kind = PANEL_TABLE, .actions = list_actions,
    .keys = &keylist_table, .lcmds = rule_lcmds, .pulldowns = list_pulldowns, .help = "Rules.",
};

/* Adds an object of kind under parent at position (0: last) with values "key=value" pairs. */
static struct pol_object *add(struct policy *p, enum tsys_kind k, struct pol_object *parent,
                              const char *name, uint32_t position, const char *const *kv)
{
    struct pol_object *o = pol_new_at(p, tsys_kind(k), parent, name, position);
    ck_assert_ptr_nonnull(o);
    for (; kv && kv[0]; kv += 2)
        ck_assert_int_eq(pol_set(p, o, schema_attr_index(o->kind, kv[0]), kv[1], (struct pol_pos){0, 0}), 0);
    return o;
}

/* Site S1 with server A and its steps (durations 100, 200, then 50 inserted first) and group G1
 * with rules TN PAY* (under it UI ADM and UI OPS) and TN WEB; the console on it. *a and *g get
 * the uids of the server and the group. */
static void open_tree(struct cfx *f, int64_t *a, int64_t *g)
{
    tsys_register();
    cf_open(f, NULL, 0);
    struct policy pol;
    policy_init(&pol);
    struct pol_object *s1 = pol_new(&pol, tsys_kind(TSYS_SITE), NULL, "S1");
    struct pol_object *srv = add(&pol, TSYS_SERVER, s1, "A", 0, NULL);
    add(&pol, TSYS_STEP, srv, NULL, 0, (const char *const[]){"duration", "100", "importance", "1", NULL});
    add(&pol, TSYS_STEP, srv, NULL, 0, (const char *const[]){"duration", "200", NULL});
    add(&pol, TSYS_STEP, srv, NULL, 1, (const char *const[]){"duration", "50", "importance", "2", NULL});
    struct pol_object *grp = add(&pol, TSYS_GROUP, s1, "G1", 0, NULL);
    struct pol_object *pay = add(&pol, TSYS_RULE, grp, NULL, 0,
                                 (const char *const[]){"qualifier", "TN", "value", "PAY*", NULL});
    add(&pol, TSYS_RULE, pay, NULL, 0, (const char *const[]){"qualifier", "UI", "value", "ADM", NULL});
    add(&pol, TSYS_RULE, pay, NULL, 0,
        (const char *const[]){"qualifier", "UI", "value", "OPS", "server", "A", NULL});
    add(&pol, TSYS_RULE, grp, NULL, 0, (const char *const[]){"qualifier", "TN", "value", "WEB", NULL});
    struct store_error err = {0};
    ck_assert_int_eq(obj_commit(&f->app, s1, "define", &err), STORE_OK);
    ck_assert(srv->uid > 0 && grp->uid > 0);
    *a = srv->uid;
    *g = grp->uid;
    policy_free(&pol);
}

/* A server's steps in position order (the third was inserted first) with the schema's columns; a
 * step another save inserts first is read on REFRESH, the others one place down, each row keyed
 * by uid; the page, which has room for all four, shows them all: the new step is not hidden
 * above the one that was on top. */
START_TEST(children_in_position_order)
{
    struct cfx f;
    int64_t a, g;
    open_tree(&f, &a, &g);
    struct obj_children_spec spec = {&steps_def, &panels, tsys_kind(TSYS_STEP), "S1", a, step_cols, 1, NULL};
    ck_assert_int_eq(obj_children_open(f.c, &f.app, &spec), 0);
    cf_keys(&f, "");
    ck_assert_str_eq(cf_top(&f), "TS300");
    ck_assert_str_eq(cf_row(&f, 2), " TS300                         Steps of Server A                Row 1 to 3 of 3");
    ck_assert_str_eq(cf_row(&f, 7), " Act Step DURATION IMP");
    ck_assert_str_eq(cf_row(&f, 8), " _      1       50   2");
    ck_assert_str_eq(cf_row(&f, 9), " _      2      100   1");
    ck_assert_str_eq(cf_row(&f, 10), " _      3      200");
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = NULL;
    struct store_error err = {0};
    ck_assert_int_eq(store_load_top(f.app.store, &pol, tsys_kind(TSYS_SITE), "S1", 0, &top, &err), STORE_OK);
    add(&pol, TSYS_STEP, pol_find_uid(top, a), NULL, 1, (const char *const[]){"duration", "10", NULL});
    enum store_status st = obj_commit(&f.app, top, "save", &err);
    ck_assert_msg(st == STORE_OK, "%d %s", st, err.msg);
    policy_free(&pol);
    cf_command(&f, "REFRESH");
    /* the step that was first, now second, still shown; the new one above it */
    ck_assert_str_eq(cf_row(&f, 2), " TS300                         Steps of Server A                Row 1 to 4 of 4");
    ck_assert_str_eq(cf_row(&f, 8), " _      1       10");
    ck_assert_str_eq(cf_row(&f, 9), " _      2       50   2");
    ck_assert_str_eq(cf_row(&f, 11), " _      4      200");
    cf_command(&f, "UP MAX");
    ck_assert_str_eq(cf_row(&f, 2), " TS300                         Steps of Server A                Row 1 to 4 of 4");
    ck_assert_str_eq(cf_row(&f, 8), " _      1       10");
    ck_assert_str_eq(cf_row(&f, 9), " _      2       50   2");
    cf_close(&f);
}
END_TEST

/* B and E on a step open its entry panel by uid, its position in the name field; F3 saves the
 * step in one journalled transaction, and the list shows the saved value. */
START_TEST(child_entry_panel)
{
    struct cfx f;
    int64_t a, g;
    open_tree(&f, &a, &g);
    struct obj_children_spec spec = {&steps_def, &panels, tsys_kind(TSYS_STEP), "S1", a, step_cols, 1, NULL};
    ck_assert_int_eq(obj_children_open(f.c, &f.app, &spec), 0);
    cf_keys(&f, "");
    cf_line_command(&f, 1, "B");
    ck_assert_str_eq(cf_row(&f, 2), " TS310                           Browse a Step");
    ck_assert_str_eq(cf_row(&f, 6), " Step . . . . . :              2");
    ck_assert_str_eq(cf_row(&f, 7), " Duration . . . : (DURATION)   100");
    ck_assert_str_eq(cf_row(&f, 8), " Importance . . : (IMPORTANCE) 1");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "TS300");
    cf_line_command(&f, 0, "E");
    ck_assert_str_eq(cf_row(&f, 2), " TS310                           Modify a Step");
    ck_assert_str_eq(cf_row(&f, 5), " Site . . . . . :              S1");
    ck_assert_str_eq(cf_row(&f, 6), " Step . . . . . :              1");
    ck_assert_str_eq(cf_row(&f, 7), " Duration . . . . (DURATION)   50_____  0-999999");
    ck_assert_str_eq(cf_row(&f, 8), " Importance . . . (IMPORTANCE) 2_       1-5");
    cf_keys(&f, "75");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_long(&f), "SITE(S1) SERVER(A) STEP#1 saved, revision 11.");
    ck_assert_str_eq(cf_row(&f, 8), " _      1       75   2");
    ck_assert_str_eq(cf_row(&f, 9), " _      2      100   1");
    cf_close(&f);
}
END_TEST

/* D on a rule asks, naming it by its position, and deletes it with the rules under it; the rules
 * after it move up a place. */
START_TEST(delete_a_child)
{
    struct cfx f;
    int64_t a, g;
    open_tree(&f, &a, &g);
    static const struct lcmd_def lcmds_d[] = {{"D", "Delete"}, {NULL, NULL}};
    static const struct panel_def def = {
        .id = "TS410", .title = "Rules", .kind = PANEL_TABLE, .actions = list_actions,
        .keys = &keylist_table, .lcmds = lcmds_d, .pulldowns = list_pulldowns, .help = "Rules.",
    };
    static const struct obj_col rule_cols[] = {{{"position", "Rule", 4, TC_RIGHT}, NULL}};
    struct obj_children_spec spec = {&def, &panels, tsys_kind(TSYS_RULE), "S1", g, rule_cols, 1, NULL};
    ck_assert_int_eq(obj_children_open(f.c, &f.app, &spec), 0);
    cf_keys(&f, "");
    cf_line_command(&f, 0, "D");
    bool asked = false;
    for (int r = 0; r < 24; r++)
        asked |= strstr(cf_row(&f, r), "Delete Rule 1") != NULL;
    ck_assert(asked);
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_long(&f), "RULE 1 of S1 was deleted.");
    ck_assert_str_eq(cf_row(&f, 2), " TS410                       Rules of Rule group G1                     Deleted");
    ck_assert_str_eq(cf_row(&f, 8), " _      1 TN   WEB");
    ck_assert_str_eq(cf_row(&f, 9), " ******************************* Bottom of data *******************************");
    char *out = cf_sql(&f, "SELECT count(*) FROM tst_rule;");
    ck_assert_str_eq(out, "1\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* S on a finding about an unnamed object: its entry panel, found by the reference's uid. */
START_TEST(object_open_by_uid)
{
    struct cfx f;
    int64_t a, g;
    open_tree(&f, &a, &g);
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = NULL;
    struct store_error err = {0};
    ck_assert_int_eq(store_load_top(f.app.store, &pol, tsys_kind(TSYS_SITE), "S1", 0, &top, &err), STORE_OK);
    const struct pol_object *step = pol_child_at(pol_find_uid(top, a), tsys_kind(TSYS_STEP), 3);
    struct obj_ref ref = {.sys = tsys_system(), .top = "S1", .ns = "step", .attr = "DURATION",
                          .kind = tsys_kind(TSYS_STEP), .uid = step->uid};
    policy_free(&pol);
    ck_assert_int_eq(obj_object_open(f.c, &f.app, &panels, &ref), 0);
    cf_keys(&f, "");
    ck_assert_str_eq(cf_row(&f, 2), " TS310                           Modify a Step");
    ck_assert_str_eq(cf_row(&f, 6), " Step . . . . . :              3");
    ck_assert_str_eq(cf_row(&f, 7), " Duration . . . . (DURATION)   200____  0-999999");
    cf_close(&f);
}
END_TEST

/* Rules nest to any depth: S on a rule lists the rules under it. */
START_TEST(nested_children)
{
    struct cfx f;
    int64_t a, g;
    open_tree(&f, &a, &g);
    static const struct obj_col rule_cols[] = {{{"position", "Rule", 4, TC_RIGHT}, NULL}};
    struct obj_children_spec spec = {&rules_def, &panels, tsys_kind(TSYS_RULE), "S1", g, rule_cols, 1, NULL};
    ck_assert_int_eq(obj_children_open(f.c, &f.app, &spec), 0);
    cf_keys(&f, "");
    ck_assert_str_eq(cf_row(&f, 2), " TS400                       Rules of Rule group G1             Row 1 to 2 of 2");
    ck_assert_str_eq(cf_row(&f, 7), " Act Rule TYPE VALUE    SERVER");
    ck_assert_str_eq(cf_row(&f, 8), " _      1 TN   PAY*");
    ck_assert_str_eq(cf_row(&f, 9), " _      2 TN   WEB");
    cf_line_command(&f, 0, "S");
    ck_assert_str_eq(cf_row(&f, 2), " TS400                          Rules of Rule 1                 Row 1 to 2 of 2");
    ck_assert_str_eq(cf_row(&f, 8), " _      1 UI   ADM");
    ck_assert_str_eq(cf_row(&f, 9), " _      2 UI   OPS      A");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_row(&f, 2), " TS400                       Rules of Rule group G1             Row 1 to 2 of 2");
    cf_close(&f);
}
END_TEST

Suite *suite_ui_objects(void)
{
    Suite *s = suite_create("ui_objects");
    TCase *tc = tcase_create("tsys");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, list_shows_schema_columns_and_effective_values);
    tcase_add_test(tc, history_of_nested_unnamed_objects);
    tcase_add_test(tc, entry_panel_from_the_schema_saves);
    tcase_add_test(tc, delete_from_the_list);
    tcase_add_test(tc, children_in_position_order);
    tcase_add_test(tc, nested_children);
    tcase_add_test(tc, child_entry_panel);
    tcase_add_test(tc, object_open_by_uid);
    tcase_add_test(tc, delete_a_child);
    suite_add_tcase(s, tc);
    return s;
}
