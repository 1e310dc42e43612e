/* tests/check_ui_rows.c — the panel engine's gains for every system, proven on the test-only
 * system (tests/tsys.h) with nothing of WLM or MQ: a server's entry panel with its ordered steps
 * in a table under its fields (one form, one command line, F7/F8 on the rows, the rows' keys when
 * the cursor is on them, F1 on a row's action field), I on the line above the first step and D on
 * a step renumbering them, F3 saving fields and steps in one journal batch through the save hook;
 * F12 there saving nothing; line-command letters chosen per panel on a list of children (X for
 * Browse). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "ui/engine/keylist.h"
#include "ui/objects/objchildren.h"

static const char *const actions[] = {"Server", "Options", "Help", NULL};
static const struct pulldown pulldowns[] = {
    {"Server", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL},
};
static const struct panel_def server_def = {
    .id = "TS500", .title = "Server", .kind = PANEL_ENTRY, .actions = actions,
    .keys = &keylist_entry_scroll, .pulldowns = pulldowns, .help = "A server and its steps.",
};
static const struct panel_def step_def = {
    .id = "TS510", .title = "Step", .kind = PANEL_ENTRY, .actions = actions,
    .keys = &keylist_entry, .pulldowns = pulldowns, .help = "One step.",
};
static const struct lcmd_def step_lcmds[] = {{"I", "Insert"}, {"E", "Edit"}, {"D", "Delete"}, {NULL, NULL}};
static const enum obj_row_action step_actions[] = {OBJ_ROW_INSERT, OBJ_ROW_EDIT, OBJ_ROW_DELETE};
static const struct tbl_col step_cols[] = {
    {"position", "#", 4, 0}, {"duration", "Duration", 10, 0}, {"importance", "Imp", 4, 0},
};
static const struct obj_rows_def steps = {
    .kind = "STEP", .lcmds = step_lcmds, .actions = step_actions, .row_def = &step_def,
    .instruction = "Steps.  I=Insert E=Edit D=Delete", .lc_heading = "Act", .lc_indent = 1,
    .lc_width = 1, .cols = step_cols, .ncols = 3, .help = "The steps' line commands.",
    .row_noun = "Step",
};
static const struct obj_field server_fields[] = {
    {"weight", "Weight", NULL, 0}, {"state", "State", NULL, FD_CAPS}, {NULL, NULL, NULL, 0},
};
static const struct obj_entry_def entries[] = {
    {.kinds = UINT64_C(1) << TSYS_SERVER, .def = &server_def, .name_label = "Server name",
     .fields = server_fields, .no_top = true, .rows = &steps},
    {.kinds = UINT64_C(1) << TSYS_STEP, .def = &step_def, .name_label = "Step"},
};

/* What the save hook saw. */
static int stamps;
static bool stamped_new;
static char stamped_by[32], stamped_at[32];

static int stamp(struct policy *p, struct pol_object *obj, bool created, const char *user, const char *now,
                 char *warn, size_t n)
{
    (void)p;
    (void)obj;
    stamps++;
    stamped_new = created;
    snprintf(stamped_by, sizeof stamped_by, "%s", user);
    snprintf(stamped_at, sizeof stamped_at, "%s", now);
    snprintf(warn, n, "Stamped.");
    return 0;
}

static const struct obj_panels panels = {
    .top_noun = "site", .name_help = "The server's name.", .entries = entries, .nentries = 2, .stamp = stamp,
};

/* Site S1, server A with steps of durations 100, 200 and 300; the entry panel of A on top. */
static void open_server(struct cfx *f)
{
    tsys_register();
    cf_open(f, NULL, 0);
    struct policy pol;
    policy_init(&pol);
    struct pol_object *s1 = pol_new(&pol, tsys_kind(TSYS_SITE), NULL, "S1");
    struct pol_object *a = pol_new(&pol, tsys_kind(TSYS_SERVER), s1, "A");
    const char *durations[] = {"100", "200", "300"};
    for (int i = 0; i < 3; i++) {
        struct pol_object *st = pol_new(&pol, tsys_kind(TSYS_STEP), a, NULL);
        ck_assert_int_eq(pol_set(&pol, st, schema_attr_index(st->kind, "duration"), durations[i],
                                 (struct pol_pos){0, 0}), 0);
    }
    struct store_error err = {0};
    ck_assert_int_eq(obj_commit(&f->app, s1, "define", &err), STORE_OK);
    policy_free(&pol);
    stamps = 0;
    ck_assert_int_eq(obj_edit_open(f->c, &f->app, &panels, OBJ_EDIT, tsys_kind(TSYS_SERVER), "S1", "A"), 0);
    cf_keys(f, "");
}

/* Tab n times from the command line and type code, Enter. */
static void row_command(struct cfx *f, int n, const char *code)
{
    vs_key(f->v, "khome");
    for (int i = 0; i < n; i++)
        vs_type(f->v, "\t");
    cf_keys(f, code);
    cf_keys(f, "\r");
}

static char *durations(struct cfx *f)
{
    return cf_sql(f, "SELECT group_concat(duration, ',') FROM (SELECT duration FROM tst_step JOIN object "
                     "USING(id) ORDER BY position);");
}

/* The fields above, the steps under them with the top line, the counter on the title line; the
 * keys line changes when the cursor goes onto the rows; F1 there explains their commands. */
START_TEST(fields_above_rows)
{
    struct cfx f;
    open_server(&f);
    ck_assert_str_eq(cf_top(&f), "TS500");
    ck_assert_str_eq(cf_row(&f, 2), " TS500                          Modify a Server                 Row 1 to 3 of 3");
    ck_assert_str_eq(cf_row(&f, 5), " Server name . . : A");
    ck_assert_str_eq(cf_row(&f, 6), " Weight  . . . . . ___       1-99, default 50");
    ck_assert_str_eq(cf_row(&f, 7), " State . . . . . . ________  ACTIVE or QUIESCED");
    ck_assert_str_eq(cf_row(&f, 9), " Steps.  I=Insert E=Edit D=Delete");
    ck_assert_str_eq(cf_row(&f, 11), " Act  #   Duration  Imp");
    ck_assert_str_eq(cf_row(&f, 12), "  _");
    ck_assert_str_eq(cf_row(&f, 13), "  _   1   100");
    ck_assert_str_eq(cf_row(&f, 15), "  _   3   300");
    ck_assert_str_eq(cf_row(&f, 16), " ******************************* Bottom of data *******************************");
    ck_assert_str_eq(cf_row(&f, 23), " F1=Help  F3=Exit  F4=Prompt  F7=Backward  F8=Forward  F10=Actions  F12=Cancel");
    row_command(&f, 4, "");
    ck_assert_str_eq(cf_row(&f, 23), " F1=Help  F3=Exit  F7=Backward  F8=Forward  F10=Actions  F12=Cancel");
    cf_fkey(&f, 1);
    bool help = false;
    for (int r = 0; r < 24; r++)
        help |= strstr(cf_row(&f, r), "The steps' line commands.") != NULL;
    ck_assert(help);
    cf_close(&f);
}
END_TEST

/* I on the top line inserts a step first (the others renumber), D deletes the third; nothing is
 * stored until F3, which saves the server and its steps in one batch through the save hook. */
START_TEST(insert_delete_save)
{
    struct cfx f;
    open_server(&f);
    row_command(&f, 4, "i");
    ck_assert_str_eq(cf_top(&f), "TS510");
    ck_assert_str_eq(cf_row(&f, 2), " TS510                               Step 1");
    cf_keys(&f, "50\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "TS500");
    ck_assert_str_eq(cf_long(&f), "Step 1 added; F3 on Server A saves it.");
    ck_assert_str_eq(cf_row(&f, 13), "  _   1   50");
    ck_assert_str_eq(cf_row(&f, 14), "  _   2   100");
    row_command(&f, 7, "d");
    ck_assert_str_eq(cf_row(&f, 2), " TS500                          Modify a Server                 Row 1 to 3 of 3");
    ck_assert_str_eq(cf_row(&f, 15), "  _   3   300");
    row_command(&f, 4, "x");
    ck_assert_str_eq(cf_long(&f), "X is not a line command of this list. The line commands are: I=Insert E=Edit D=Delete.");
    vs_type(f.v, "\v");
    cf_keys(&f, "");
    char *out = durations(&f);
    ck_assert_str_eq(out, "100,200,300\n");
    free(out);
    cf_fkey(&f, 3);
    ck_assert_int_eq(stamps, 1);
    ck_assert(!stamped_new);
    ck_assert_str_eq(stamped_by, "ADMIN");
    ck_assert_str_eq(stamped_at, "2026-11-29T14:38:00Z");
    ck_assert(strstr(cf_long(&f), "Stamped.") != NULL);
    out = durations(&f);
    ck_assert_str_eq(out, "50,100,300\n");
    free(out);
    out = cf_sql(&f, "SELECT count(*) FROM journal_batch;");
    ck_assert_str_eq(out, "2\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* F12 after a row changed asks first; Enter leaves and nothing is saved. */
START_TEST(cancel_saves_nothing)
{
    struct cfx f;
    open_server(&f);
    row_command(&f, 5, "d");
    cf_fkey(&f, 12);
    bool asked = false;
    for (int r = 0; r < 24; r++)
        asked |= strstr(cf_row(&f, r), "Cancel leaves it without saving them.") != NULL;
    ck_assert(asked);
    cf_keys(&f, "\r");
    char *out = durations(&f);
    ck_assert_str_eq(out, "100,200,300\n");
    free(out);
    out = cf_sql(&f, "SELECT count(*) FROM journal_batch;");
    ck_assert_str_eq(out, "1\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* DOWN scrolls the rows, not the fields, when they do not all show. */
START_TEST(rows_scroll)
{
    struct cfx f;
    open_server(&f);
    for (int i = 0; i < 9; i++) {   /* twelve steps: more than the nine lines there are */
        row_command(&f, 4, "i");
        cf_keys(&f, "7\r");
        cf_fkey(&f, 3);
    }
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_row(&f, 2), " TS500                          Modify a Server                Row 1 to 9 of 12");
    ck_assert_str_eq(cf_row(&f, 12), "  _");
    ck_assert_str_eq(cf_row(&f, 13), "  _   1   7");
    ck_assert_str_eq(cf_row(&f, 21), "  _   9   7");
    cf_command(&f, "DOWN 10");
    ck_assert_str_eq(cf_row(&f, 2), " TS500                          Modify a Server              Row 10 to 12 of 12");
    ck_assert_str_eq(cf_row(&f, 5), " Server name . . : A");
    ck_assert_str_eq(cf_row(&f, 12), "  _   10  100");
    ck_assert_str_eq(cf_row(&f, 14), "  _   12  300");
    ck_assert_str_eq(cf_row(&f, 15), " ******************************* Bottom of data *******************************");
    cf_close(&f);
}
END_TEST

/* The letters of a list of children are the panel's: X browses there. */
START_TEST(letters_per_panel)
{
    struct cfx f;
    open_server(&f);
    cf_fkey(&f, 3);
    static const struct lcmd_def lcmds[] = {{"X", "Look"}, {NULL, NULL}};
    static const enum obj_row_action acts[] = {OBJ_ROW_BROWSE};
    static const struct panel_def list_def = {
        .id = "TS520", .title = "Steps", .kind = PANEL_TABLE, .keys = &keylist_table, .lcmds = lcmds,
        .help = "Steps.",
    };
    static const struct obj_col cols[] = {{{"position", "Step", 4, TC_RIGHT}, NULL}};
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = NULL;
    struct store_error err = {0};
    ck_assert_int_eq(store_load_top(f.app.store, &pol, tsys_kind(TSYS_SITE), "S1", 0, &top, &err), STORE_OK);
    int64_t a = pol_find(top, "server", "A")->uid;
    policy_free(&pol);
    struct obj_children_spec spec = {&list_def, &panels, tsys_kind(TSYS_STEP), "S1", a, cols, 1, acts};
    ck_assert_int_eq(obj_children_open(f.c, &f.app, &spec), 0);
    cf_keys(&f, "");
    cf_line_command(&f, 1, "X");
    ck_assert_str_eq(cf_row(&f, 2), " TS510                           Browse a Step");
    cf_close(&f);
}
END_TEST

Suite *suite_ui_rows(void)
{
    Suite *s = suite_create("ui_rows");
    TCase *tc = tcase_create("tsys");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, fields_above_rows);
    tcase_add_test(tc, insert_delete_save);
    tcase_add_test(tc, cancel_saves_nothing);
    tcase_add_test(tc, rows_scroll);
    tcase_add_test(tc, letters_per_panel);
    suite_add_tcase(s, tc);
    return s;
}
