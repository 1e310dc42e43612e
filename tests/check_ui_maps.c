/* tests/check_ui_maps.c — the two maps of the demo (MAT100): Domino's replica map of cluster lyon
 * (R and REPLICAS on DOM200; DOM004's mark on Help desk; I records a replica on Saone and DOM004
 * goes) and OpenTP1's service group map of node1's node group (M and MAP on TP1600; TP1001 marks
 * node3, TP1002 billgrp; I defines a user service definition on node2 for billgrp, exported as a new
 * file, and TP1002 goes; D deletes it with its dcsvstart), as golden screens at 80x24 and 200x60, with and without colour. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/cfx.h"
#include "tests/tutil.h"
#include "ui/work/import_job.h"

/* The demo's Domino and OpenTP1 files, imported as the demo manifest imports them. */
static void open_demo(struct cfx *f)
{
    cf_open_demo(f);
    static const char *const paths[] = {"import/demo/rhone.ini", "import/demo/saone.ini", "import/demo/loire.ini",
                                        "import/demo/replicas.csv", "import/demo/tp1/node1",
                                        "import/demo/tp1/node2", "import/demo/tp1/node3"};
    static const char *const opt[] = {"cluster", "cluster", "cluster", NULL, "node", "node", "node"};
    static const char *const val[] = {"lyon", "lyon", "lyon", NULL, "node1", "node2", "node3"};
    struct import_option opts[7][2];
    struct import_file in[7];
    for (size_t i = 0; i < 7; i++) {
        opts[i][0] = (struct import_option){opt[i], val[i]};
        opts[i][1] = (struct import_option){NULL, NULL};
        in[i] = (struct import_file){paths[i], opts[i], NULL};
    }
    struct import_job job = {.files = in, .nfiles = 7};
    ck_assert_int_eq(import_job_run(&job, f->app.store), IMPORT_OK);
    import_job_free(&job);
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

/* The screen at 200x60, then at 80x24 and 200x60 without colour, named name-200, name-nocolor and
 * name-200-nocolor; the screen is left at 80x24 in colour. */
static void sizes(struct cfx *f, const char *name)
{
    char g[64];
    vs_resize(f->v, 60, 200);
    cf_keys(f, "");
    snprintf(g, sizeof g, "%s-200", name);
    cf_golden(f, g);
    vs_close(f->v);
    f->v = vs_open_mono(24, 80);
    cf_keys(f, "");
    snprintf(g, sizeof g, "%s-nocolor", name);
    cf_golden(f, g);
    vs_resize(f->v, 60, 200);
    cf_keys(f, "");
    snprintf(g, sizeof g, "%s-200-nocolor", name);
    cf_golden(f, g);
    vs_close(f->v);
    f->v = vs_open(24, 80);
    cf_keys(f, "");
}

static bool on_screen(struct cfx *f, const char *text)
{
    for (int r = 0; r < 24; r++)
        if (strstr(cf_row(f, r), text))
            return true;
    return false;
}

START_TEST(replica_map)
{
    struct cfx f;
    open_demo(&f);
    cf_command(&f, "=3");
    ck_assert_str_eq(cf_top(&f), "DOM200");
    cf_command(&f, "REPLICAS");
    ck_assert_str_eq(cf_top(&f), "MAT100");
    cf_golden(&f, "mat-replicas");
    sizes(&f, "mat-replicas");
    ck_assert(on_screen(&f, "! DOM004 a clustered database with no replica on another cluster member"));
    cf_fkey(&f, 3);
    cf_line_command(&f, 1, "r");
    ck_assert_str_eq(cf_top(&f), "MAT100");
    /* I on Help desk under Saone: the path the other replica has, Enter records it; DOM004 goes */
    cell_command(&f, 5, "i");
    ck_assert_str_eq(cf_top(&f), "MAT110");
    cf_golden(&f, "mat-replicas-add");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "MAT100");
    ck_assert(!on_screen(&f, "DOM004"));
    char *out = cf_sql(&f, "SELECT _top, path, database, clustered FROM dom_replica JOIN object USING(id) "
                           "WHERE name = 'C1257B10:003A9E42' ORDER BY _top;");
    ck_assert_str_eq(out, "CN=Rhone/O=Demo|apps/helpdesk.nsf|Help desk|YES\n"
                          "CN=Saone/O=Demo|apps/helpdesk.nsf|Help desk|YES\n");
    free(out);
    cf_close(&f);
}
END_TEST

START_TEST(service_group_map)
{
    struct cfx f;
    open_demo(&f);
    cf_command(&f, "=4");
    ck_assert_str_eq(cf_top(&f), "TP1600");
    cf_command(&f, "MAP");
    ck_assert_str_eq(cf_top(&f), "MAT100");
    cf_golden(&f, "mat-tp1");
    sizes(&f, "mat-tp1");
    ck_assert(on_screen(&f, "! TP1001 "));
    ck_assert(on_screen(&f, "! TP1002 "));
    cf_fkey(&f, 3);
    cf_line_command(&f, 1, "m");
    ck_assert_str_eq(cf_top(&f), "MAT100");
    /* I on billgrp under node2: user server bill2, module and service typed */
    cell_command(&f, 5, "i");
    ck_assert_str_eq(cf_top(&f), "MAT110");
    cf_golden(&f, "mat-tp1-add");
    cf_keys(&f, "order\tbillsrv\tbill_run=bill_main\r");
    ck_assert_str_eq(cf_top(&f), "MAT110");
    ck_assert_str_eq(cf_long(&f), "Node node2 already has a User service definition named order: each name is used once.");
    vs_key(f.v, "khome");
    cf_keys(&f, "\t\vbill2\r");
    ck_assert_str_eq(cf_top(&f), "MAT100");
    ck_assert(!on_screen(&f, "TP1002"));
    char *out = tu_path(f.dir, "out");
    ck_assert_int_eq(tu_wlmcon((const char *const[]){"--store", f.path, "export", "--format", "tp1def", "--out",
                                                     out, NULL},
                               NULL, NULL, NULL, NULL),
                     0);
    char *file = tu_path(out, "node2/bill2"), *conf = tu_path(out, "node2/usrconf");
    char *text = tu_read(file, NULL), *ctext = tu_read(conf, NULL);
    ck_assert_str_eq(text, "set service_group=\"billgrp\"\nset module=\"billsrv\"\nset service=\"bill_run=bill_main\"\n");
    ck_assert_str_eq(ctext, "dcsvstart -u order\ndcsvstart -u bill2\n");
    free(text);
    free(ctext);
    /* D on it: the file and the dcsvstart added for it go, in one batch */
    cell_command(&f, 4, "d");
    ck_assert(on_screen(&f, "Delete User service definition bill2"));
    cf_keys(&f, "\r");
    ck_assert(on_screen(&f, "! TP1002"));
    char *out2 = tu_path(f.dir, "out2");
    ck_assert_int_eq(tu_wlmcon((const char *const[]){"--store", f.path, "export", "--format", "tp1def", "--out",
                                                     out2, NULL},
                               NULL, NULL, NULL, NULL),
                     0);
    char *gone = tu_path(out2, "node2/bill2"), *conf2 = tu_path(out2, "node2/usrconf");
    ck_assert_int_ne(access(gone, F_OK), 0);
    ctext = tu_read(conf2, NULL);
    ck_assert_str_eq(ctext, "dcsvstart -u order\n");
    free(ctext);
    free(gone);
    free(conf2);
    free(out2);
    free(file);
    free(conf);
    free(out);
    cf_close(&f);
}
END_TEST

Suite *suite_ui_maps(void)
{
    Suite *s = suite_create("ui_maps");
    TCase *tc = tcase_create("demo");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, replica_map);
    tcase_add_test(tc, service_group_map);
    suite_add_tcase(s, tc);
    return s;
}
