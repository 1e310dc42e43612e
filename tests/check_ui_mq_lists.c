/* tests/check_ui_mq_lists.c — the list panels over the store (storesrc.h) on 40 queue managers
 * with three cluster queues each (120 cluster queue instances, by name then queue manager) and
 * two unclustered queues each: the row counter, F8 and F7 by a page, DOWN MAX, LOCATE by queue
 * name, FIND, a second process adding rows while the list shows (F5 reads them; the row on top
 * stays on top), and the line commands acting on the row they were typed on. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"

enum { NQM = 40 };

/* Writes queue manager QMnn's script into dir; returns its path (malloc'd). */
static char *write_qm(const char *dir, int i)
{
    char name[32], text[1024];
    snprintf(name, sizeof name, "QM%02d.mqsc", i);
    snprintf(text, sizeof text,
             "* Queue manager name: QM%02d\n"
             "ALTER QMGR DESCR('Queue manager %d')\n"
             "DEFINE QLOCAL(APP.Q1) CLUSTER(BIG) DEFBIND(NOTFIXED)\n"
             "DEFINE QLOCAL(APP.Q2) CLUSTER(BIG) CLWLPRTY(%d)\n"
             "DEFINE QALIAS(APP.Q3) TARGET(APP.Q1) CLUSTER(BIG)\n"
             "DEFINE QLOCAL(SYSTEM.Q1)\nDEFINE QLOCAL(SYSTEM.Q2) CLUSTER(' ')\n"
             "DEFINE CHANNEL(BIG.QM%02d) CHLTYPE(CLUSRCVR) CLUSTER(BIG) CONNAME('qm%02d(1414)')\n",
             i, i, i % 10, i, i);
    char *path = tu_path(dir, name);
    tu_write(path, text);
    return path;
}

static void open_big(struct cfx *f, char **files)
{
    char *dir = tu_tmpdir();
    for (int i = 0; i < NQM; i++)
        files[i] = write_qm(dir, i + 1);
    files[NQM] = NULL;
    cf_open(f, (const char *const *)files, NQM);
    tu_rmtree(dir);
    free(dir);
}

static void free_files(char **files)
{
    for (int i = 0; files[i]; i++)
        free(files[i]);
}

/* The title line ends in want (row counter or short message). */
static void assert_counter(struct cfx *f, const char *want)
{
    const char *t = cf_row(f, 2);
    size_t n = strlen(t), w = strlen(want);
    ck_assert_msg(n >= w && strcmp(t + n - w, want) == 0, "title line '%s', want it to end in '%s'", t, want);
}

/* The first row shown starts with want after the line-command column. */
static void assert_first_row(struct cfx *f, const char *want)
{
    const char *r = cf_row(f, 8);
    ck_assert_msg(strncmp(r + 5, want, strlen(want)) == 0, "first row '%s', want '%s'", r, want);
}

START_TEST(paging_and_counter)
{
    struct cfx f;
    char *files[NQM + 1];
    open_big(&f, files);
    cf_command(&f, "=2.2");
    assert_counter(&f, "Row 1 to 14 of 120");
    assert_first_row(&f, "APP.Q1                 QM01          QLOCAL  BIG        NOTFIXED ENABLED");
    cf_fkey(&f, 8);
    assert_counter(&f, "Row 15 to 28 of 120");
    assert_first_row(&f, "APP.Q1                 QM15");
    cf_fkey(&f, 8);
    cf_fkey(&f, 8);
    assert_counter(&f, "Row 43 to 56 of 120");
    assert_first_row(&f, "APP.Q2                 QM03          QLOCAL  BIG        OPEN     ENABLED");
    cf_fkey(&f, 7);
    assert_counter(&f, "Row 29 to 42 of 120");
    assert_first_row(&f, "APP.Q1                 QM29");
    cf_keys(&f, "m");
    cf_fkey(&f, 8);
    assert_counter(&f, "Row 108 to 120 of 120");
    cf_keys(&f, "m");
    cf_fkey(&f, 7);
    assert_counter(&f, "Row 1 to 14 of 120");
    free_files(files);
    cf_close(&f);
}
END_TEST

/* LOCATE folds an unquoted name as MQ does and positions on its first instance; FIND goes to the
 * next row holding a text. */
START_TEST(locate_and_find)
{
    struct cfx f;
    char *files[NQM + 1];
    open_big(&f, files);
    cf_command(&f, "=2.2");
    cf_command(&f, "locate app.q3");
    assert_counter(&f, "Row 81 to 94 of 120");
    assert_first_row(&f, "APP.Q3                 QM01          QALIAS  BIG");
    cf_golden(&f, "mq-clusq-located");
    cf_command(&f, "locate 'app.q3'");
    assert_counter(&f, "Row 120 of 120");
    cf_command(&f, "l APP.Q2");
    assert_first_row(&f, "APP.Q2                 QM01");
    cf_command(&f, "find qm33");
    ck_assert_str_eq(cf_long(&f), "qm33 found in row 73.");
    assert_first_row(&f, "APP.Q2                 QM33");
    free_files(files);
    cf_close(&f);
}
END_TEST

/* Rows added by another process show at the next read, with the counter. */
START_TEST(another_process_adds_rows)
{
    struct cfx f;
    char *files[NQM + 1];
    open_big(&f, files);
    cf_command(&f, "=2.2");
    assert_counter(&f, "Row 1 to 14 of 120");
    char *more = write_qm(f.dir, 0);
    const char *argv[] = {"--store", f.path, "import", more, NULL};
    char *err = NULL;
    ck_assert_msg(tu_wlmcon(argv, NULL, NULL, NULL, &err) == 0, "%s", err);
    free(err);
    cf_fkey(&f, 5);
    /* the row shown first stays first: the new one comes before it */
    assert_counter(&f, "Row 2 to 15 of 123");
    assert_first_row(&f, "APP.Q1                 QM01");
    cf_fkey(&f, 7);
    assert_counter(&f, "Row 1 to 14 of 123");
    assert_first_row(&f, "APP.Q1                 QM00");
    free(more);
    free_files(files);
    cf_close(&f);
}
END_TEST

/* E typed on a row of a located page edits that instance. */
START_TEST(line_command_on_located_row)
{
    struct cfx f;
    char *files[NQM + 1];
    open_big(&f, files);
    cf_command(&f, "=2.2");
    cf_command(&f, "locate app.q2");
    cf_line_command(&f, 4, "e");
    ck_assert_str_eq(cf_top(&f), "MQ320");
    ck_assert_str_eq(cf_row(&f, 6), " Queue manager  . . . . . . . :            QM05");
    free_files(files);
    cf_close(&f);
}
END_TEST

/* A queue clustered through a namelist is an instance too, its namelist in the Namelist column
 * (after PUT); one whose CLUSTER and CLUSNL are blank is not. */
START_TEST(namelist_instances)
{
    struct cfx f;
    char *dir = tu_tmpdir(), *path = tu_path(dir, "QMN.mqsc");
    tu_write(path, "* Queue manager name: QMN\n"
                   "DEFINE NAMELIST(NL.BIG) NAMES(BIG, SMALL)\n"
                   "DEFINE QLOCAL(APP.NL) CLUSNL(NL.BIG) DEFBIND(NOTFIXED)\n"
                   "DEFINE QLOCAL(APP.CL) CLUSTER(BIG)\n"
                   "DEFINE QLOCAL(APP.NONE) CLUSTER(' ') CLUSNL(' ')\n");
    const char *files[] = {path, NULL};
    cf_open(&f, files, 1);
    cf_command(&f, "=2.2");
    assert_counter(&f, "Row 1 to 2 of 2");
    assert_first_row(&f, "APP.CL                 QMN           QLOCAL  BIG        OPEN     ENABLED");
    ck_assert_str_eq(cf_row(&f, 9), " _   APP.NL                 QMN           QLOCAL             NOTFIXED ENABLED");
    cf_command(&f, "right");
    ck_assert_str_eq(cf_row(&f, 7), " Act Queue                  Queue manager Namelist   CLWLPRTY CLWLRANK CLWLUSEQ");
    ck_assert_str_eq(cf_row(&f, 9), " _   APP.NL                 QMN           NL.BIG            0        0 QMGR");
    cf_close(&f);
    tu_rmtree(dir);
    free(path);
    free(dir);
}
END_TEST

/* SORT on the cluster queue instances: by CLWLPRTY descending (numbers as numbers, the store's
 * order among equals), LOCATE then on that column; rows another process adds come in at their
 * place, the order kept. */
START_TEST(sort_and_changes)
{
    struct cfx f;
    char *files[NQM + 1];
    open_big(&f, files);
    cf_command(&f, "=2.2");
    cf_command(&f, "sort clwlprty d");
    assert_counter(&f, "Row 1 to 14 of 120");
    assert_first_row(&f, "APP.Q2                 QM09          QLOCAL  BIG        OPEN     ENABLED");
    ck_assert_str_eq(cf_row(&f, 9), " _   APP.Q2                 QM19          QLOCAL  BIG        OPEN     ENABLED");
    cf_command(&f, "locate 0");
    assert_first_row(&f, "APP.Q1                 QM01");
    char *more = write_qm(f.dir, 99);
    const char *argv[] = {"--store", f.path, "import", more, NULL};
    char *err = NULL;
    ck_assert_msg(tu_wlmcon(argv, NULL, NULL, NULL, &err) == 0, "%s", err);
    free(err);
    cf_fkey(&f, 5);
    cf_command(&f, "up max");
    assert_counter(&f, "Row 1 to 14 of 123");
    assert_first_row(&f, "APP.Q2                 QM09");
    ck_assert_str_eq(cf_row(&f, 12), " _   APP.Q2                 QM99          QLOCAL  BIG        OPEN     ENABLED");
    free(more);
    free_files(files);
    cf_close(&f);
}
END_TEST

Suite *suite_ui_mq_lists(void)
{
    Suite *s = suite_create("ui_mq_lists");
    TCase *tc = tcase_create("big");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, paging_and_counter);
    tcase_add_test(tc, locate_and_find);
    tcase_add_test(tc, another_process_adds_rows);
    tcase_add_test(tc, line_command_on_located_row);
    tcase_add_test(tc, namelist_instances);
    tcase_add_test(tc, sort_and_changes);
    suite_add_tcase(s, tc);
    return s;
}
