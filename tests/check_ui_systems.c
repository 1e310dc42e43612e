/* tests/check_ui_systems.c — the console's table of systems: its rows in menu order, the lookup
 * by system, the primary menu's parts from the registered rows, the import option, and a
 * validation's summaries found through the table and written by their system. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/fixture.h"
#include "tests/tsys.h"
#include "ui/objects/objref.h"
#include "ui/systems.h"
#include "ui/work/app.h"
#include "ui/work/validation.h"
#include "model/mq/mq_model.h"
#include "model/wlm/wlm.h"

/* The four options PANELS.md draws, in its order; WLM's, MQ's, Domino's and OpenTP1's rows have panels. */
START_TEST(rows_in_menu_order)
{
    const struct ui_system *const *u = ui_systems();
    const char *options[] = {"1", "2", "3", "4"}, *names[] = {"WLM", "MQ", "Domino", "OpenTP1"};
    for (int i = 0; i < 4; i++) {
        ck_assert_ptr_nonnull(u[i]);
        ck_assert_str_eq(u[i]->menu.option, options[i]);
        ck_assert_str_eq(u[i]->menu.name, names[i]);
        ck_assert((u[i]->open != NULL) == (i < 4));
    }
    /* the rows without an option of their own (WebSphere's) after those with one */
    bool was = false, without = false;
    for (size_t i = 4; u[i]; i++) {
        without |= !u[i]->menu.option;
        ck_assert_msg(!without || !u[i]->menu.option, "row %s with option %s after one without", u[i]->system,
                      u[i]->menu.option);
        was |= strcmp(u[i]->system, "was") == 0 && !u[i]->menu.option;
    }
    ck_assert(was);
    const struct ui_system *mq = ui_system_of(mq_system());
    ck_assert_ptr_eq(mq, u[1]);
    ck_assert(mq->open != NULL);
    ck_assert(mq->open_object != NULL);
    ck_assert_str_eq(mq->export_format, "mqsc");
    ck_assert_ptr_eq(ui_system_export(), mq);
    const struct system_def other = {.id = "nosuch"};
    ck_assert_ptr_null(ui_system_of(&other));
    ck_assert_ptr_null(ui_system_of(NULL));
}
END_TEST

/* Parts for the registered systems whose row opens one, then the work options. */
START_TEST(parts_of_registered_rows)
{
    size_t n;
    const struct console_part *parts = app_parts(&n);
    const char want[] = "123456789";
    ck_assert_uint_eq(n, strlen(want));
    for (size_t i = 0; i < n; i++) {
        ck_assert_int_eq(parts[i].option, want[i]);
        ck_assert(parts[i].open != NULL);
    }
    ck_assert(parts[0].open == ui_system_of(wlm_system())->open);
    ck_assert(parts[1].open == ui_system_of(mq_system())->open);
}
END_TEST

START_TEST(import_option_of_mq)
{
    const struct system_def *sys = NULL;
    const struct ui_system *u = ui_system_import_option(&sys);
    ck_assert_ptr_eq(u, ui_system_of(mq_system()));
    ck_assert_ptr_eq(sys, mq_system());
    ck_assert_str_eq(u->import_option->label, "Queue manager");
    ck_assert_str_eq(u->import_option->applies, "Scripts without a queue manager go to");
}
END_TEST

/* A validation keeps MQ's summary; the report writes it through MQ's row. */
START_TEST(validation_summaries)
{
    struct validation v;
    validation_init(&v, SEV_INFO);
    fx_build(&v.pol, NULL, fx_base);
    ck_assert_int_eq(validation_check(&v), 0);
    ck_assert_uint_eq(v.nsums, 1);
    ck_assert_ptr_eq(v.sums[0].sys, mq_system());
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ck_assert_int_eq(report_write(f, REPORT_TEXT, 0, v.sums, v.nsums, &v.findings), 0);
    fclose(f);
    ck_assert_str_eq(buf,
        "Cluster CLS1\n"
        "  Full repositories:    QM1, QM2\n"
        "  Partial repositories: QM3\n"
        "  Queue managers:\n"
        "    QM1  full     CLUSRCVR TO.QM1  CONNAME(h1(1414)) CLWLWGHT(50) CLWLPRTY(0) CLWLRANK(0)\n"
        "    QM2  full     CLUSRCVR TO.QM2  CONNAME(h2(1414)) CLWLWGHT(50) CLWLPRTY(0) CLWLRANK(0)\n"
        "    QM3  partial  CLUSRCVR TO.QM3  CONNAME(h3(1414)) CLWLWGHT(50) CLWLPRTY(0) CLWLRANK(0)\n"
        "  Cluster queues:       none\n"
        "\n"
        "0 errors, 0 warnings, 0 info\n");
    free(buf);
    validation_free(&v);
    ck_assert_uint_eq(v.nsums, 0);
}
END_TEST

/* A finding of the test-only system on its second step of a server (unnamed, identified by its
 * position) leads to that step, through the default path notation: its rule is found in the test
 * system's rule set, not by the letters of its id. */
START_TEST(objref_of_a_second_system)
{
    tsys_register();
    struct policy p;
    policy_init(&p);
    struct pol_object *site = pol_new(&p, tsys_kind(TSYS_SITE), NULL, "S1");
    struct pol_object *srv = site ? pol_new(&p, tsys_kind(TSYS_SERVER), site, "SV1") : NULL;
    struct pol_object *one = srv ? pol_new(&p, tsys_kind(TSYS_STEP), srv, "") : NULL;
    struct pol_object *two = one ? pol_new(&p, tsys_kind(TSYS_STEP), srv, "") : NULL;
    ck_assert_ptr_nonnull(two);
    two->uid = 42;
    char path[200];
    struct diag d = {.path = schema_object_path(two, path, sizeof path), .attr = "WEIGHT", .sev = SEV_INFO};
    snprintf(d.id, sizeof d.id, "TST001");
    struct obj_ref r;
    ck_assert_int_eq(objref_from_finding(&d, &p, &r), 0);
    ck_assert_ptr_eq(r.sys, tsys_system());
    ck_assert_ptr_eq(r.kind, tsys_kind(TSYS_STEP));
    ck_assert_int_eq(r.uid, 42);
    ck_assert_str_eq(r.top, "S1");
    ck_assert_str_eq(r.ns, "step");
    ck_assert_str_eq(r.attr, "WEIGHT");
    ck_assert_ptr_eq(ui_system_of(tsys_system()), &tsys_ui_system);
    snprintf(d.id, sizeof d.id, "MQ018");   /* the path is not one of MQ's objects */
    ck_assert_int_eq(objref_from_finding(&d, &p, &r), -1);
    policy_free(&p);
}
END_TEST

Suite *suite_ui_systems(void)
{
    Suite *s = suite_create("ui_systems");
    TCase *tc = tcase_create("table");
    tcase_add_test(tc, rows_in_menu_order);
    tcase_add_test(tc, parts_of_registered_rows);
    tcase_add_test(tc, import_option_of_mq);
    tcase_add_test(tc, validation_summaries);
    tcase_add_test(tc, objref_of_a_second_system);
    suite_add_tcase(s, tc);
    return s;
}
