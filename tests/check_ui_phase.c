/* tests/check_ui_phase.c — the line-command phase of the panel engine for every system, proven on
 * the test-only system (tests/tsys.h) with nothing of WLM: a rule group's entry panel with its
 * rules nested under it as rows (a row's sub-rules under it, its level shown), the codes A B C D M
 * R I IS (two letters, either case) gathered from one screen and applied together on Enter, each
 * on a rule with its subtree; refusals naming the rows; a C waiting for its A; D asking first when
 * sub-rules go with it; F3 saving everything in one journal batch. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "ui/engine/keylist.h"
#include "ui/objects/objpanels.h"

static const char *const actions[] = {"Group", "Options", "Help", NULL};
static const struct pulldown pulldowns[] = {
    {"Group", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL},
};
static const struct panel_def group_def = {
    .id = "TS540", .title = "Group", .kind = PANEL_ENTRY, .actions = actions,
    .keys = &keylist_entry_scroll, .pulldowns = pulldowns, .help = "A rule group and its rules.",
};
static const struct panel_def rule_def = {
    .id = "TS550", .title = "Rule", .kind = PANEL_ENTRY, .actions = actions,
    .keys = &keylist_entry, .pulldowns = pulldowns, .help = "One rule.",
};
static const struct lcmd_def rule_lcmds[] = {
    {"A", "After"}, {"B", "Before"}, {"C", "Copy"}, {"D", "Delete"}, {"M", "Move"}, {"R", "Repeat"},
    {"I", "Insert"}, {"IS", "Insert sub-rule"}, {NULL, NULL},
};
static const enum obj_row_action rule_actions[] = {
    OBJ_ROW_AFTER, OBJ_ROW_BEFORE, OBJ_ROW_COPY, OBJ_ROW_DELETE, OBJ_ROW_MOVE, OBJ_ROW_REPEAT,
    OBJ_ROW_INSERT, OBJ_ROW_INSERT_SUB,
};
static const struct tbl_col rule_cols[] = {
    {"level", "Lvl", 4, 0}, {"qualifier", "Type", 5, 0}, {"value", "Value", 9, 0},
};

static void rule_label(const struct pol_object *o, char *out, size_t len)
{
    const char *q = pol_get_key(o, "qualifier"), *v = pol_get_key(o, "value");
    snprintf(out, len, "%s %s", q ? q : "", v ? v : "");
}

static const struct obj_rows_def rules = {
    .kind = "RULE", .lcmds = rule_lcmds, .actions = rule_actions, .row_def = &rule_def,
    .instruction = "A=After B=Before C=Copy D=Delete M=Move R=Repeat I=Insert IS=Insert sub-rule",
    .lc_heading = "Act", .lc_indent = 1, .lc_width = 2, .cols = rule_cols, .ncols = 3,
    .help = "The rules' line commands.", .row_noun = "Rule", .nested = true, .row_label = rule_label,
};
static const struct obj_field no_fields[] = {{NULL, NULL, NULL, 0}};
static const struct obj_entry_def entries[] = {
    {.kinds = UINT64_C(1) << TSYS_GROUP, .def = &group_def, .name_label = "Group name",
     .fields = no_fields, .no_top = true, .rows = &rules},
    {.kinds = UINT64_C(1) << TSYS_RULE, .def = &rule_def, .name_label = "Rule"},
};
static const struct obj_panels panels = {
    .top_noun = "site", .name_help = "The group's name.", .entries = entries, .nentries = 2,
};

static struct pol_object *add_rule(struct policy *pol, struct pol_object *parent, const char *q, const char *v)
{
    struct pol_object *r = pol_new(pol, tsys_kind(TSYS_RULE), parent, NULL);
    ck_assert_ptr_nonnull(r);
    ck_assert_int_eq(pol_set(pol, r, schema_attr_index(r->kind, "qualifier"), q, (struct pol_pos){0, 0}), 0);
    ck_assert_int_eq(pol_set(pol, r, schema_attr_index(r->kind, "value"), v, (struct pol_pos){0, 0}), 0);
    return r;
}

/* Site S1, group G with rules TN A, TN B (with sub-rule UI X, itself with UI Y), TN C; its panel on
 * top. */
static void open_group(struct cfx *f)
{
    tsys_register();
    cf_open(f, NULL, 0);
    struct policy pol;
    policy_init(&pol);
    struct pol_object *s1 = pol_new(&pol, tsys_kind(TSYS_SITE), NULL, "S1");
    struct pol_object *g = pol_new(&pol, tsys_kind(TSYS_GROUP), s1, "G");
    add_rule(&pol, g, "TN", "A");
    struct pol_object *b = add_rule(&pol, g, "TN", "B");
    add_rule(&pol, add_rule(&pol, b, "UI", "X"), "UI", "Y");
    add_rule(&pol, g, "TN", "C");
    struct store_error err = {0};
    ck_assert_int_eq(obj_commit(&f->app, s1, "define", &err), STORE_OK);
    policy_free(&pol);
    ck_assert_int_eq(obj_edit_open(f->c, &f->app, &panels, OBJ_EDIT, tsys_kind(TSYS_GROUP), "S1", "G"), 0);
    cf_keys(f, "");
}

/* Types code on row line n (0: the top line) without Enter. */
static void type_at(struct cfx *f, int n, const char *code)
{
    vs_key(f->v, "khome");
    for (int i = 0; i <= n + 1; i++)   /* the scroll amount's field first */
        vs_type(f->v, "\t");
    cf_keys(f, code);
}

/* The stored rules in tree order: "value/level …". */
static char *stored(struct cfx *f)
{
    return cf_sql(f, "WITH RECURSIVE t(id, lvl, path) AS ("
                     " SELECT o.id, 1, printf('%04d', o.position) FROM object o JOIN object g"
                     " ON o.parent_id = g.id WHERE g.kind = 'GROUP' AND o.kind = 'RULE'"
                     " UNION ALL SELECT o.id, t.lvl + 1, t.path || printf('%04d', o.position)"
                     " FROM object o JOIN t ON o.parent_id = t.id)"
                     " SELECT group_concat(v, ' ') FROM (SELECT r.value || '/' || t.lvl AS v"
                     " FROM t JOIN tst_rule r USING(id) ORDER BY t.path);");
}

/* The rows on the screen from the first row line: "value/level …". */
static const char *shown(struct cfx *f)
{
    static char buf[512];
    size_t at = 0;
    buf[0] = '\0';
    int r = 0;
    while (r < 24 && strncmp(cf_row(f, r), " Act  Lvl", 9) != 0)
        r++;
    for (r += 2; r < 24 && cf_row(f, r)[1] != '*'; r++) {
        const char *line = cf_row(f, r);
        int lvl;
        char q[8], v[16];
        if (strlen(line) < 8 || sscanf(line + 5, "%d %7s %15s", &lvl, q, v) != 3)
            continue;
        at += (size_t)snprintf(buf + at, sizeof buf - at, "%s%s/%d", at ? " " : "", v, lvl);
    }
    return buf;
}

static char *batches(struct cfx *f)
{
    return cf_sql(f, "SELECT count(*) FROM journal_batch;");
}

/* The rows nested with their levels; M on A with A on C moves it after C; the move with its
 * subtree: M on C with B on the top line puts it first; one batch on F3. */
START_TEST(move_after_and_before)
{
    struct cfx f;
    open_group(&f);
    ck_assert_str_eq(cf_top(&f), "TS540");
    ck_assert_str_eq(shown(&f), "A/1 B/1 X/2 Y/3 C/1");
    ck_assert_str_eq(cf_row(&f, 2), " TS540                        Modify a Rule Group               Row 1 to 5 of 5");
    type_at(&f, 1, "m");
    type_at(&f, 5, "a");
    cf_keys(&f, "\r");
    ck_assert_str_eq(shown(&f), "B/1 X/2 Y/3 C/1 A/1");
    ck_assert_str_eq(cf_long(&f), "2 line commands applied; F3 on Rule group G saves them, F12 discards them.");
    type_at(&f, 4, "M");
    type_at(&f, 0, "b");
    cf_keys(&f, "\r");
    ck_assert_str_eq(shown(&f), "C/1 B/1 X/2 Y/3 A/1");
    char *out = stored(&f);
    ck_assert_str_eq(out, "A/1 B/1 X/2 Y/3 C/1\n");
    free(out);
    cf_fkey(&f, 3);
    out = stored(&f);
    ck_assert_str_eq(out, "C/1 B/1 X/2 Y/3 A/1\n");
    free(out);
    out = batches(&f);
    ck_assert_str_eq(out, "2\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* A move into a sub-rule's place shifts the subtree's levels: M on X (with Y) B on C puts X at
 * level 1 and Y at level 2; C copies a subtree with its sub-rules before a row; R repeats one. */
START_TEST(levels_shift_copy_repeat)
{
    struct cfx f;
    open_group(&f);
    type_at(&f, 3, "m");
    type_at(&f, 5, "B");
    cf_keys(&f, "\r");
    ck_assert_str_eq(shown(&f), "A/1 B/1 X/1 Y/2 C/1");
    type_at(&f, 3, "c");
    type_at(&f, 1, "a");
    cf_keys(&f, "\r");
    ck_assert_str_eq(shown(&f), "A/1 X/1 Y/2 B/1 X/1 Y/2 C/1");
    type_at(&f, 4, "R");
    cf_keys(&f, "\r");
    ck_assert_str_eq(shown(&f), "A/1 X/1 Y/2 B/1 B/1 X/1 Y/2 C/1");
    cf_fkey(&f, 3);
    char *out = stored(&f);
    ck_assert_str_eq(out, "A/1 X/1 Y/2 B/1 B/1 X/1 Y/2 C/1\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* IS typed in lower case adds a sub-rule first under the row, I a rule after the row's subtree;
 * the rule's entry panel opens for it. */
START_TEST(insert_rule_and_sub_rule)
{
    struct cfx f;
    open_group(&f);
    type_at(&f, 1, "is");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "TS550");
    cf_keys(&f, "UI\tN\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "TS540");
    ck_assert_str_eq(shown(&f), "A/1 N/2 B/1 X/2 Y/3 C/1");
    type_at(&f, 3, "i");
    cf_keys(&f, "\r");
    cf_keys(&f, "TN\tP\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(shown(&f), "A/1 N/2 B/1 X/2 Y/3 P/1 C/1");
    cf_fkey(&f, 3);
    char *out = stored(&f);
    ck_assert_str_eq(out, "A/1 N/2 B/1 X/2 Y/3 P/1 C/1\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* What cannot pair or cannot be done is refused naming the rows, and nothing changes; a C alone
 * waits for its A. */
START_TEST(refusals)
{
    struct cfx f;
    open_group(&f);
    type_at(&f, 2, "M");
    type_at(&f, 4, "A");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_long(&f), "M on row 2 (TN B) and A on row 4 (UI Y): a row cannot move into its own "
                                  "sub-rules; nothing was changed.");
    ck_assert_str_eq(shown(&f), "A/1 B/1 X/2 Y/3 C/1");
    type_at(&f, 4, " ");
    type_at(&f, 1, "c");
    type_at(&f, 5, "a");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_long(&f), "C on row 1 (TN A) and M on row 2 (TN B): one A or B pairs with one C or M; "
                                  "nothing was changed.");
    type_at(&f, 1, " ");
    type_at(&f, 5, " ");
    type_at(&f, 5, "D");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_long(&f), "M on row 2 (TN B) waits for an A (after) or B (before) to say where it goes.");
    ck_assert_str_eq(shown(&f), "A/1 B/1 X/2 Y/3");   /* the D applied, the M waits */
    type_at(&f, 1, "b");
    cf_keys(&f, "\r");
    ck_assert_str_eq(shown(&f), "B/1 X/2 Y/3 A/1");
    cf_close(&f);
}
END_TEST

/* D on a rule with sub-rules asks first, naming how many go; F12 there applies nothing, Enter
 * applies every code of the screen. */
START_TEST(delete_asks)
{
    struct cfx f;
    open_group(&f);
    type_at(&f, 2, "d");
    cf_keys(&f, "\r");
    bool asked = false;
    for (int r = 0; r < 24; r++)
        asked |= strstr(cf_row(&f, r), "D on row 2 (TN B) deletes it with its 2 sub-rules.") != NULL;
    ck_assert(asked);
    cf_fkey(&f, 12);
    ck_assert_str_eq(shown(&f), "A/1 B/1 X/2 Y/3 C/1");
    type_at(&f, 2, "d");
    cf_keys(&f, "\r");
    cf_keys(&f, "\r");
    ck_assert_str_eq(shown(&f), "A/1 C/1");
    cf_fkey(&f, 3);
    char *out = stored(&f);
    ck_assert_str_eq(out, "A/1 C/1\n");
    free(out);
    cf_close(&f);
}
END_TEST

Suite *suite_ui_phase(void)
{
    Suite *s = suite_create("ui_phase");
    TCase *tc = tcase_create("tsys");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, move_after_and_before);
    tcase_add_test(tc, levels_shift_copy_repeat);
    tcase_add_test(tc, insert_rule_and_sub_rule);
    tcase_add_test(tc, refusals);
    tcase_add_test(tc, delete_asks);
    suite_add_tcase(s, tc);
    return s;
}
