/* tests/check_ui_validate.c — the Validate panel on real stores: golden screens of the findings
 * with the summary (the demo store, the four dumps), B on a finding (S: check_ui_mq_open.c), and
 * the primary menu's figures as validation and imports change them. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"
#include "tests/cfx.h"
#include "ui/work/validation.h"

/* The side figure labelled label on the primary menu (rows 5..11), e.g. "0 (stale)". */
static char *figure(struct cfx *w, const char *label)
{
    for (int r = 5; r < 12; r++) {
        const char *at = strstr(cf_row(w, r), label);
        if (at) {
            const char *colon = strchr(at, ':');
            return strdup(colon ? colon + 2 : "");
        }
    }
    ck_abort_msg("no figure %s on the menu", label);
    return NULL;
}

static void assert_figure(struct cfx *w, const char *label, const char *want)
{
    char *v = figure(w, label);
    ck_assert_str_eq(v, want);
    free(v);
}

/* GROUP ON: a row per rule and severity with its count; FIND looks into a closed group and opens
 * it; S on the group row closes it; X on a group row is refused; a wrong operand is refused; SORT
 * waits for GROUP OFF, which lists every finding again in its order; GROUP alone switches back. */
START_TEST(validate_grouped_find)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "5\r");
    cf_command(&w, "GROUP ON");
    ck_assert_str_eq(cf_row(&w, 11), " _   info     MQ015  + 2 findings: CLWLUSEQ(ANY) does not re-balance messages f");
    ck_assert_str_eq(cf_row(&w, 12), " _   info     MQ018  + 1 finding: a cluster queue whose instances' queue manage");
    ck_assert_str_eq(cf_row(&w, 13), " ******************************* Bottom of data *******************************");
    cf_command(&w, "FIND 'on QMB'");
    ck_assert_str_eq(cf_row(&w, 2), " VAL100                            Validation                    Found in row 3");
    ck_assert_str_eq(cf_row(&w, 11), " _   info     MQ015  cluster queue APP.REQ on QMB has CLWLUSEQ(ANY): puts by ap");
    cf_command(&w, "UP MAX");
    ck_assert_str_eq(cf_row(&w, 11), " _   info     MQ015  - 2 findings: CLWLUSEQ(ANY) does not re-balance messages f");
    cf_line_command(&w, 0, "x");
    ck_assert_str_eq(cf_long(&w), "X works on one finding, and this row is a group of findings. S on a group row lists "
                                  "its findings.");
    cf_command(&w, "RESET");
    cf_line_command(&w, 0, "s");
    ck_assert_str_eq(cf_row(&w, 11), " _   info     MQ015  + 2 findings: CLWLUSEQ(ANY) does not re-balance messages f");
    ck_assert_str_eq(cf_row(&w, 12), " _   info     MQ018  + 1 finding: a cluster queue whose instances' queue manage");
    cf_command(&w, "GROUP SIDEWAYS");
    ck_assert_str_eq(cf_long(&w), "SIDEWAYS is not valid after GROUP. The syntax is GROUP [ON|OFF].");
    /* SORT waits for the list of every finding: the groups keep their order */
    cf_command(&w, "SORT id D");
    ck_assert_str_eq(cf_row(&w, 11), " _   info     MQ015  + 2 findings: CLWLUSEQ(ANY) does not re-balance messages f");
    cf_command(&w, "GROUP OFF");
    ck_assert_str_eq(cf_row(&w, 11), " _   info     MQ018  the messages put to cluster queue APP.REQ are shared by we");
    ck_assert_str_eq(cf_row(&w, 12), " _   info     MQ015  cluster queue APP.REQ on QMA has CLWLUSEQ(ANY): puts by ap");
    ck_assert_str_eq(cf_row(&w, 14), " ******************************* Bottom of data *******************************");
    cf_command(&w, "GROUP");
    ck_assert_str_eq(cf_row(&w, 11), " _   info     MQ015  + 2 findings: CLWLUSEQ(ANY) does not re-balance messages f");
    cf_close(&w);
}
END_TEST

START_TEST(validate_demo)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "5\r");
    cf_golden(&w, "val-demo");
    cf_fkey(&w, 11);
    cf_golden(&w, "val-demo-right");
    cf_close(&w);
}
END_TEST

/* One label for one key: the instruction line and the function-key line name F5 and F11 alike,
 * and F5 says that it validated again while the row counter stays. */
START_TEST(validate_keys_say_what_they_do)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "5\r");
    ck_assert_str_eq(cf_row(&w, 8), " S=Show B=Browse X=Suppress  F5=Validate again  F11=Object and source /=Menu");
    ck_assert_str_eq(cf_row(&w, 22), " F1=Help  F3=Exit  F5=Validate again  F7=Backward  F8=Forward  F10=Left");
    ck_assert_str_eq(cf_row(&w, 23), " F11=Object and source  F12=Cancel");
    cf_fkey(&w, 5);
    ck_assert_int_eq(console_message(w.c)->id, MSG_REFRESHED);
    ck_assert_str_eq(cf_row(&w, 4), " Validate again: done; the list shows the store as it is now.  [CON040]");
    ck_assert_str_eq(cf_row(&w, 2),
                     " VAL100                            Validation                   Row 1 to 3 of 3");
    cf_close(&w);
}
END_TEST

START_TEST(validate_browse_finding)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "5\r\t\tb\r");
    cf_golden(&w, "val-browse");
    cf_close(&w);
}
END_TEST

/* The menu's figures: none before a validation, the counts after one (kept in the store, as the
 * CLI keeps them), marked stale once the policy changes, current again after F5 on VAL100. */
START_TEST(menu_figures_follow_validation)
{
    struct cfx w;
    cf_open_demo(&w);
    assert_figure(&w, "Objects", "12");
    assert_figure(&w, "Errors", "-");
    cf_keys(&w, "5\r");
    cf_fkey(&w, 3);
    assert_figure(&w, "Errors", "0");
    assert_figure(&w, "Warnings", "0");
    struct store_validation v;
    struct store_error err = {0};
    ck_assert_int_eq(store_validation_get(w.app.store, &v, &err), STORE_OK);
    ck_assert_uint_eq(v.infos, 3);
    ck_assert_str_eq(v.at, "2026-11-29T14:38:00Z");
    ck_assert_ptr_nonnull(strstr(v.result, "\"id\": \"MQ015\""));
    store_validation_free(&v);
    /* an undo changes the policy: the counts are stale until validated again */
    cf_keys(&w, "9\r\t\tu\r\r");
    cf_fkey(&w, 3);
    assert_figure(&w, "Objects", "0");
    assert_figure(&w, "Errors", "0 (stale)");
    cf_golden(&w, "menu-stale");
    cf_keys(&w, "5\r");
    cf_fkey(&w, 3);
    assert_figure(&w, "Errors", "0");
    assert_figure(&w, "Warnings", "0");
    cf_close(&w);
}
END_TEST

/* A validation that an import overlaps (it loaded the store before the import committed) keeps
 * the revision it validated, so the menu and the run itself say stale. */
START_TEST(overlapped_validation_is_stale)
{
    struct cfx w;
    cf_open_demo(&w);
    struct validation v;
    struct store_error err = {0};
    int64_t before, after;
    ck_assert_int_eq(store_revision(w.app.store, &before, &err), STORE_OK);
    validation_init(&v, SEV_INFO);
    ck_assert_int_eq(validation_load(&v, w.app.store, &err), STORE_OK);
    char *file = tu_path(w.dir, "more.mqsc");
    tu_write(file, "DEFINE QLOCAL('LATE.Q') DESCR('imported during the validation')\n");
    cf_import(&w, "more.mqsc", "QM1");
    ck_assert_int_eq(store_revision(w.app.store, &after, &err), STORE_OK);
    ck_assert_int_gt(after, before);
    ck_assert_int_eq(validation_check(&v), 0);
    ck_assert_int_eq(validation_keep(&v, w.app.store, NULL, &err), STORE_OK);
    ck_assert(validation_stale(&v, w.app.store));
    struct store_validation kept;
    ck_assert_int_eq(store_validation_head(w.app.store, &kept, &err), STORE_OK);
    ck_assert_int_eq(kept.revision, before);
    ck_assert_int_eq(kept.batch, 1);
    validation_free(&v);
    cf_keys(&w, "");
    assert_figure(&w, "Errors", "0 (stale)");
    assert_figure(&w, "Warnings", "0 (stale)");
    free(file);
    cf_close(&w);
}
END_TEST

/* An observed state kept after a validation makes its result stale (the rules on observed state
 * would say otherwise now): the menu marks the counts until the policy is validated again, with the
 * observation's findings then counted. */
START_TEST(observation_makes_validation_stale)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "5\r");
    cf_fkey(&w, 3);
    assert_figure(&w, "Warnings", "0");
    char *file = tu_path(w.dir, "QMA-drift.txt");
    tu_copy("tests/fixtures/mqstatus/QMA-drift.txt", file);
    cf_import(&w, "QMA-drift.txt", NULL);
    cf_keys(&w, "");
    assert_figure(&w, "Errors", "0 (stale)");
    assert_figure(&w, "Warnings", "0 (stale)");
    cf_keys(&w, "5\r");
    cf_fkey(&w, 3);
    assert_figure(&w, "Errors", "0");
    assert_figure(&w, "Warnings", "9");
    free(file);
    cf_close(&w);
}
END_TEST

START_TEST(validate_dumps)
{
    struct cfx w;
    cf_open_dumps(&w);
    cf_keys(&w, "5\r");
    cf_golden(&w, "val-dumps");
    cf_fkey(&w, 3);
    assert_figure(&w, "Errors", "0");
    assert_figure(&w, "Warnings", "4");
    cf_close(&w);
}
END_TEST

/* The Validate panel keeps a SORT in the profile only when asked (SORT column SAVE), and opens
 * with it again; a SORT alone orders the list while it shows. */
START_TEST(validate_remembers_its_sort)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "5\r");
    ck_assert_str_eq(cf_row(&w, 11), " _   info     MQ015  cluster queue APP.REQ on QMA has CLWLUSEQ(ANY): puts by ap");
    cf_command(&w, "sort id d");
    ck_assert_str_eq(cf_row(&w, 11), " _   info     MQ018  the messages put to cluster queue APP.REQ are shared by we");
    ck_assert_ptr_null(profile_field(console_profile(w.c), "VAL100", "sort"));
    cf_fkey(&w, 3);
    cf_keys(&w, "5\r");                     /* validated again, in its own order */
    ck_assert_str_eq(cf_row(&w, 11), " _   info     MQ015  cluster queue APP.REQ on QMA has CLWLUSEQ(ANY): puts by ap");
    cf_command(&w, "sort id d save");
    ck_assert_str_eq(profile_field(console_profile(w.c), "VAL100", "sort"), "id D");
    cf_fkey(&w, 3);
    cf_keys(&w, "5\r");                     /* validated again, in the order kept */
    ck_assert_str_eq(cf_row(&w, 11), " _   info     MQ018  the messages put to cluster queue APP.REQ are shared by we");
    cf_close(&w);
}
END_TEST

/* SORT SEVERITY orders by rank: errors, warnings, information (not alphabetically); rule ids are
 * whole at 80 columns (tests/fixtures/wlmxml/NOWKL.xml beside the demo). */
START_TEST(validate_sorts_severity_by_rank)
{
    struct cfx w;
    static const char *const files[] = {"tests/fixtures/wlmxml/NOWKL.xml", "import/demo/QMA.mqsc",
                                        "import/demo/QMB.mqsc", "import/demo/QMC.mqsc"};
    cf_open(&w, files, 4);
    cf_keys(&w, "5\r");
    cf_command(&w, "sort id");
    ck_assert_str_eq(cf_row(&w, 12), " _   info     MQ015  cluster queue APP.REQ on QMA has CLWLUSEQ(ANY): puts by ap");
    cf_command(&w, "sort severity");
    static const char *const want[] = {
        " _   error    WLM001 service definition NOWKL has no workload",
        " _   error    WLM002 service definition NOWKL has no service class",
        " _   warning  WLM016 classification group PAYJOBS is used by no rule",
        " _   info     MQ015  cluster queue APP.REQ on QMA has CLWLUSEQ(ANY): puts by ap",
        " _   info     MQ018  the messages put to cluster queue APP.REQ are shared by we",
        " _   info     MQ015  cluster queue APP.REQ on QMB has CLWLUSEQ(ANY): puts by ap",
    };
    for (int i = 0; i < 6; i++) {
        const char *row = cf_row(&w, 12 + i);
        ck_assert_msg(strncmp(row, want[i], strlen(want[i])) == 0, "row %d: '%s', want '%s'", 12 + i, row, want[i]);
    }
    cf_command(&w, "sort severity d");
    ck_assert_str_eq(cf_row(&w, 12), " _   info     MQ015  cluster queue APP.REQ on QMA has CLWLUSEQ(ANY): puts by ap");
    ck_assert_ptr_null(profile_field(console_profile(w.c), "VAL100", "sort"));
    cf_close(&w);
}
END_TEST

Suite *suite_ui_validate(void)
{
    Suite *s = suite_create("ui_validate");
    TCase *tc = tcase_create("demo");
    tcase_add_test(tc, validate_grouped_find);
    tcase_add_test(tc, validate_demo);
    tcase_add_test(tc, validate_remembers_its_sort);
    tcase_add_test(tc, validate_sorts_severity_by_rank);
    tcase_add_test(tc, validate_browse_finding);
    tcase_add_test(tc, validate_keys_say_what_they_do);
    tcase_add_test(tc, menu_figures_follow_validation);
    tcase_add_test(tc, overlapped_validation_is_stale);
    tcase_add_test(tc, observation_makes_validation_stale);
    suite_add_tcase(s, tc);
    TCase *dumps = tcase_create("dumps");
    tcase_add_test(dumps, validate_dumps);
    tu_add_sample_case(s, dumps, "the Validate panel on the four dumps");
    return s;
}
