/* tests/check_ui_matrix.c — the generic map MAT100, proven on the test-only system before any
 * product system uses it (tests/tsys_map.c: servers by name against sites): the headings and
 * legend, TST001's mark and S on it, the cursor from cell to cell, S, I and D on cells (I and D
 * one journal batch each, undone from History), LOCATE and FIND on rows and columns, and F7/F8,
 * F10/F11 by the Scroll amount with the headings kept on a map larger than the screen, of which
 * only the cells shown are read. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "ui/objects/objpanels.h"

/* Fails unless the cursor is at row, col. */
static void fx_cursor(struct cfx *f, int row, int col)
{
    char *snap = vs_snapshot(f->v), want[64];
    snprintf(want, sizeof want, "cursor %d,%d\n", row, col);
    ck_assert_msg(strstr(snap, want) != NULL, "%.40s", snap);
    free(snap);
}

static char *sql(struct cfx *f, const char *q)
{
    return cf_sql(f, q);
}

static void set(struct policy *p, struct pol_object *o, const char *key, const char *v)
{
    ck_assert_int_eq(pol_set(p, o, schema_attr_index(o->kind, key), v, (struct pol_pos){0, 0}), 0);
}

/* Sites S1 (north), S2 (south) and S3 each with servers: S1 A (weight 10) and B (quiesced,
 * weight 20: TST001), S2 A, S3 C; the map opened with MAP on the servers list. */
static void open_map(struct cfx *f)
{
    tsys_register();
    cf_open(f, NULL, 0);
    static const char *const sites[] = {"S1", "S2", "S3"}, *const descr[] = {"north", "south", ""};
    for (int i = 0; i < 3; i++) {
        struct policy pol;
        policy_init(&pol);
        struct pol_object *s = pol_new(&pol, tsys_kind(TSYS_SITE), NULL, sites[i]);
        if (descr[i][0])
            set(&pol, s, "descr", descr[i]);
        if (i == 0) {
            set(&pol, pol_new(&pol, tsys_kind(TSYS_SERVER), s, "A"), "weight", "10");
            struct pol_object *b = pol_new(&pol, tsys_kind(TSYS_SERVER), s, "B");
            set(&pol, b, "weight", "20");
            set(&pol, b, "state", "QUIESCED");
        } else {
            pol_new(&pol, tsys_kind(TSYS_SERVER), s, i == 1 ? "A" : "C");
        }
        struct store_error err = {0};
        ck_assert_int_eq(obj_commit(&f->app, s, "define", &err), STORE_OK);
        policy_free(&pol);
    }
    cf_command(f, "=T");
    ck_assert_str_eq(cf_top(f), "TST600");
    cf_command(f, "MAP");
    ck_assert_str_eq(cf_top(f), "MAT100");
}

/* Tab n times from the command line, type code, Enter. */
static void cell_command(struct cfx *f, int n, const char *code)
{
    vs_key(f->v, "khome");
    for (int i = 0; i < n; i++)
        vs_type(f->v, "\t");
    cf_keys(f, code);
    cf_keys(f, "\r");
}

START_TEST(map_shows_rows_columns_marks)
{
    struct cfx f;
    open_map(&f);
    cf_golden(&f, "mat-tsys");
    ck_assert_str_eq(cf_row(&f, 2), " MAT100                         Servers by Site                 Row 1 to 3 of 3");
    /* S over B's mark: TST001's finding */
    cell_command(&f, 5, "s");
    ck_assert_str_eq(cf_top(&f), "MAT120");
    bool shown = false;
    for (int r = 0; r < 24; r++)
        shown |= strstr(cf_row(&f, r), "server B is quiesced and states weight 20") != NULL;
    ck_assert(shown);
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MAT100");
    /* S on a cell opens its server; on an empty one it is refused */
    cell_command(&f, 2, "s");
    ck_assert_str_eq(cf_top(&f), "TST620");
    cf_fkey(&f, 12);
    ck_assert_str_eq(cf_top(&f), "MAT100");
    cell_command(&f, 4, "s");
    ck_assert_str_eq(cf_top(&f), "MAT100");
    ck_assert_str_eq(cf_long(&f), "The cell is empty: nothing joins its row and column. I adds an object there.");
    cell_command(&f, 4, "x");
    ck_assert_str_eq(cf_long(&f), "X is not a command here: type S, D or I.");
    cf_command(&f, "RESET");
    cf_assert_panel_help(&f, "MAT100", " The servers of the test system by name against its sites.");
    cf_close(&f);
}
END_TEST

/* I on the empty cell of C under S1: the prompt asks for the weight; Enter adds the server (one
 * batch). D on A under S2 asks, Enter deletes it (one batch). History undoes both. */
START_TEST(add_and_delete_are_batches_undone)
{
    struct cfx f;
    open_map(&f);
    char *before = sql(&f, "SELECT count(*) FROM journal_batch;");
    ck_assert_str_eq(before, "3\n");
    free(before);
    cell_command(&f, 9, "i");
    ck_assert_str_eq(cf_top(&f), "MAT110");
    cf_golden(&f, "mat-tsys-add");
    cf_keys(&f, "200\r");
    ck_assert_str_eq(cf_top(&f), "MAT110");
    ck_assert_str_eq(console_message(f.c)->short_text, "Value out of range");
    cf_keys(&f, "\v30\r");
    ck_assert_str_eq(cf_top(&f), "MAT100");
    ck_assert_str_eq(cf_long(&f), "SITE(S1) SERVER(C) defined, revision 8.");
    ck_assert_str_eq(cf_row(&f, 11), "   C            _ W 30    _ -       _ W 50");
    char *out = sql(&f, "SELECT _top, name, weight FROM tst_server JOIN object USING(id) ORDER BY _top, name;");
    ck_assert_str_eq(out, "S1|A|10\nS1|B|20\nS1|C|30\nS2|A|\nS3|C|\n");
    free(out);
    cell_command(&f, 3, "d");
    ck_assert_str_eq(cf_top(&f), "POP001");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "MAT100");
    ck_assert_str_eq(cf_row(&f, 9), "   A            _ W 10    _ -       _ -");
    out = sql(&f, "SELECT count(*) FROM journal_batch;");
    ck_assert_str_eq(out, "5\n");
    free(out);
    /* History: undo the deletion (batch 5), then the addition (batch 4) */
    cf_command(&f, "=9");
    ck_assert_str_eq(cf_top(&f), "HIS100");
    cf_keys(&f, "\t\tu\r\r");
    cf_keys(&f, "\t\t\t\tu\r\r");
    out = sql(&f, "SELECT _top, name FROM tst_server JOIN object USING(id) ORDER BY _top, name;");
    ck_assert_str_eq(out, "S1|A\nS1|B\nS2|A\nS3|C\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* Sites S01..S15 each holding servers N01..N40 but N40 on S15 alone: a map larger than the
 * screen, opened with MAP. */
static void open_big(struct cfx *f)
{
    tsys_register();
    cf_open(f, NULL, 0);
    for (int i = 1; i <= 15; i++) {
        struct policy pol;
        char name[16];
        policy_init(&pol);
        snprintf(name, sizeof name, "S%02d", i);
        struct pol_object *s = pol_new(&pol, tsys_kind(TSYS_SITE), NULL, name);
        for (int k = 1; k <= (i == 15 ? 40 : 39); k++) {
            snprintf(name, sizeof name, "N%02d", k);
            set(&pol, pol_new(&pol, tsys_kind(TSYS_SERVER), s, name), "weight", i == 3 ? "7" : "5");
        }
        struct store_error err = {0};
        ck_assert_int_eq(obj_commit(&f->app, s, "define", &err), STORE_OK);
        policy_free(&pol);
    }
    cf_command(f, "=T");
    cf_command(f, "MAP");
    ck_assert_str_eq(cf_top(f), "MAT100");
}

/* F8 and F11 by PAGE, an amount typed, MAX; the headings stay; only the cells shown are read. */
START_TEST(scrolls_both_ways_reading_what_shows)
{
    struct cfx f;
    open_big(&f);
    long read = tsys_map_cells_read;
    ck_assert_str_eq(cf_row(&f, 2), " MAT100                         Servers by Site               Row 1 to 12 of 40");
    ck_assert_str_eq(cf_row(&f, 6), "                                                    Col 1 to 6 of 15  More:   >");
    ck_assert_str_eq(cf_row(&f, 7), "   Server         S01       S02       S03       S04       S05       S06");
    ck_assert_str_eq(cf_row(&f, 9), "   N01          _ W 5     _ W 5     _ W 7     _ W 5     _ W 5     _ W 5");
    cf_fkey(&f, 8);
    ck_assert_int_eq(tsys_map_cells_read - read, 12 * 6);
    ck_assert_str_eq(cf_row(&f, 2), " MAT100                         Servers by Site              Row 13 to 24 of 40");
    ck_assert_str_eq(cf_row(&f, 7), "   Server         S01       S02       S03       S04       S05       S06");
    ck_assert_str_eq(cf_row(&f, 9), "   N13          _ W 5     _ W 5     _ W 7     _ W 5     _ W 5     _ W 5");
    cf_fkey(&f, 11);
    ck_assert_str_eq(cf_row(&f, 6), "                                                   Col 7 to 12 of 15  More: < >");
    ck_assert_str_eq(cf_row(&f, 7), "   Server         S07       S08       S09       S10       S11       S12");
    ck_assert_str_eq(cf_row(&f, 9), "   N13          _ W 5     _ W 5     _ W 5     _ W 5     _ W 5     _ W 5");
    cf_keys(&f, "2");
    cf_fkey(&f, 11);
    ck_assert_str_eq(cf_row(&f, 7), "   Server         S09       S10       S11       S12       S13       S14");
    cf_keys(&f, "M");
    cf_fkey(&f, 8);
    ck_assert_str_eq(cf_row(&f, 2), " MAT100                         Servers by Site              Row 30 to 40 of 40");
    ck_assert_str_eq(cf_row(&f, 19), "   N40          _ -       _ -       _ -       _ -       _ -       _ -");
    cf_fkey(&f, 11);
    ck_assert_str_eq(cf_row(&f, 19), "   N40          _ -       _ -       _ -       _ -       _ -       _ W 5");
    cf_fkey(&f, 11);
    ck_assert_str_eq(console_message(f.c)->short_text, "No more columns");
    cf_golden(&f, "mat-tsys-end");
    cf_close(&f);
}
END_TEST

/* LOCATE and FIND on rows and columns; the cursor keys from cell to cell, scrolling at an edge. */
START_TEST(locate_find_and_cursor)
{
    struct cfx f;
    open_big(&f);
    cf_command(&f, "LOCATE N3");
    ck_assert_str_eq(cf_row(&f, 9), "   N30          _ W 5     _ W 5     _ W 7     _ W 5     _ W 5     _ W 5");
    cf_command(&f, "LOCATE COL s1");
    ck_assert_str_eq(cf_row(&f, 7), "   Server         S10       S11       S12       S13       S14       S15");
    cf_command(&f, "LOCATE X");
    ck_assert_str_eq(cf_long(&f), "No row or column name starts with X.");
    cf_command(&f, "FIND 14");
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 14");
    ck_assert_str_eq(cf_row(&f, 9), "   N14          _ W 5     _ W 5     _ W 5     _ W 5     _ W 5     _ W 5");
    cf_command(&f, "FIND COL S02");
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in column 2");
    ck_assert_str_eq(cf_row(&f, 7), "   Server         S02       S03       S04       S05       S06       S07");
    cf_command(&f, "FIND nothing");
    ck_assert_str_eq(cf_long(&f), "No row or column name holds nothing.");
    /* Tab onto the first cell, then Right five times to the last column shown, once more: it scrolls */
    vs_key(f.v, "khome");
    vs_type(f.v, "\t\t");
    cf_keys(&f, "");
    fx_cursor(&f, 9, 16);
    for (int i = 0; i < 6; i++)
        vs_key(f.v, "kcuf1");
    cf_keys(&f, "");
    ck_assert_str_eq(cf_row(&f, 7), "   Server         S03       S04       S05       S06       S07       S08");
    fx_cursor(&f, 9, 66);
    vs_key(f.v, "kcud1");
    cf_keys(&f, "s");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "TST620");
    ck_assert_str_eq(cf_row(&f, 6), " Server name . . :          N15");
    cf_close(&f);
}
END_TEST

Suite *suite_ui_matrix(void)
{
    Suite *s = suite_create("ui_matrix");
    TCase *tc = tcase_create("tsys");
    tcase_add_test(tc, map_shows_rows_columns_marks);
    tcase_add_test(tc, add_and_delete_are_batches_undone);
    tcase_add_test(tc, scrolls_both_ways_reading_what_shows);
    tcase_add_test(tc, locate_find_and_cursor);
    suite_add_tcase(s, tc);
    return s;
}
