/* tests/check_ui_import.c — the Import panel on real stores: the entry panel, a directory's files,
 * several picked and imported in one batch, a bad file whose errors are listed with file and line
 * while the store stays exactly as it was (sqlite3 .dump before and after), a path that is not
 * there, the progress line and Ctrl-C, and the four dumps imported through the panel. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include "tests/tstore.h"
#include "tests/tutil.h"
#include "tests/cfx.h"
#include "import/import.h"
#include "ui/work/work_msg.h"

/* A script for QMA whose lines 3 and 5 are wrong, after a valid command. */
static const char bad_script[] =
    "DEFINE QLOCAL('APP.NEW') CLUSTER('DEMO') DEFBIND(NOTFIXED)\n"   /* 1 */
    "ALTER CHANNEL('DEMO.QMA') CHLTYPE(CLUSRCVR) +\n"                /* 2 */
    "   CLWLWGHT(120)\n"                                              /* 3 */
    "DEFINE QLOCAL('APP.TWO') +\n"                                    /* 4 */
    "   DEFBIND(SOMETIMES)\n";                                        /* 5 */

/* <dir>/files holding copies of the demo files, modified 2026-11-01 08:00 UTC (keys typed with
 * cf_keys_in_dir name it "files"). */
static void demo_copies(struct cfx *w)
{
    static const char *const names[] = {"QMA.mqsc", "QMB.mqsc", "QMC.mqsc"};
    char *files = tu_path(w->dir, "files");
    ck_assert_int_eq(mkdir(files, 0700), 0);
    for (int i = 0; i < 3; i++) {
        char src[64];
        snprintf(src, sizeof src, "import/demo/%s", names[i]);
        char *text = tu_read(src, NULL), *dst = tu_path(files, names[i]);
        ck_assert_ptr_nonnull(text);
        tu_write(dst, text);
        struct utimbuf t = {1793520000, 1793520000};
        ck_assert_int_eq(utime(dst, &t), 0);
        free(text);
        free(dst);
    }
    free(files);
}

START_TEST(import_entry)
{
    struct cfx w;
    cf_open(&w, NULL, 0);
    cf_keys(&w, "7\r");
    cf_golden(&w, "imp-entry");
    cf_keys(&w, "\tnone/such");            /* typed, not imported: F3 leaves, nothing said */
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "WCN000");
    ck_assert_int_eq(console_message(w.c)->id, MSG_NONE);
    cf_close(&w);
}
END_TEST

/* A directory's files; S on two of them and Enter asks to import them, in name order. */
START_TEST(import_pick_files)
{
    struct cfx w;
    cf_open(&w, NULL, 0);
    demo_copies(&w);
    cf_keys_in_dir(&w, "7\rfiles\r");
    cf_golden(&w, "imp-files");
    /* B shows a file as it is */
    cf_keys_in_dir(&w, "\t\t\tb\r");
    cf_golden(&w, "imp-browse");
    cf_fkey(&w, 3);
    cf_keys(&w, "\t\t\ts\ts\r");
    cf_golden(&w, "imp-confirm");
    /* F12 goes back to the list with the marks; S again on both: none selected, said so */
    cf_fkey(&w, 12);
    cf_keys(&w, "\t\t\ts\ts\r");
    ck_assert_int_eq(console_message(w.c)->id, MSG_NO_FILES);
    cf_keys(&w, "\t\t\ts\ts\r");
    /* F12 again; S on the last file, Enter: three to import */
    cf_fkey(&w, 12);
    cf_keys_in_dir(&w, "\t\t\t\t\ts\r\r");
    cf_golden(&w, "imp-result");
    cf_fkey(&w, 3);
    cf_fkey(&w, 3);
    const char *row = cf_row(&w, 7);
    ck_assert_str_eq(row, "    3  Domino     Cluster servers, NOTES.INI           Objects . : 12");
    /* the batch names the files by their absolute paths */
    char *dir = realpath(w.dir, NULL), want[4096];
    snprintf(want, sizeof want, "1|ADMIN|2026-11-29T14:38:00Z|import|%s/files/QMA.mqsc %s/files/QMB.mqsc "
             "%s/files/QMC.mqsc\n", dir, dir, dir);
    free(dir);
    ts_assert_sql(&(struct ts_fx){.path = w.path}, "SELECT id, who, at, action, replace(files, char(10), ' ')"
                  " FROM journal_batch;", want);
    cf_close(&w);
}
END_TEST

/* A bad file: nothing imported, every error listed with its file and line, the store as it was. */
START_TEST(import_bad_file_changes_nothing)
{
    struct cfx w;
    cf_open_demo(&w);
    char *bad = tu_path(w.dir, "bad.mqsc");
    tu_write(bad, bad_script);
    char *before = tu_dump_store(w.path);
    cf_keys_in_dir(&w, "7\rbad.mqsc\t\tQMA\r");
    cf_golden(&w, "imp-bad-confirm");
    cf_keys_in_dir(&w, "\r");
    cf_golden(&w, "imp-bad-result");
    char *after = tu_dump_store(w.path);
    ck_assert_str_eq(before, after);
    /* B on the first error shows it whole (its file relative to the directory it was typed in) */
    cf_keys_in_dir(&w, "\t\tb\r");
    cf_golden(&w, "imp-problem");
    const char *row = cf_row(&w, 13);
    ck_assert_str_eq(row, " CLWLWGHT(120) is out of range: CLWLWGHT must be from 1 to 99");
    free(before);
    free(after);
    free(bad);
    cf_close(&w);
}
END_TEST

/* The queue manager typed in another case than the store's: the confirmation says it is not in
 * the store yet, before a queue manager of that name is made. */
START_TEST(import_to_a_queue_manager_not_in_the_store)
{
    struct cfx w;
    cf_open_demo(&w);
    char *bad = tu_path(w.dir, "bad.mqsc");
    tu_write(bad, bad_script);
    cf_keys_in_dir(&w, "7\rbad.mqsc\t\tqma\r");
    ck_assert_str_eq(cf_top(&w), "POP001");
    ck_assert_str_eq(cf_row(&w, 10), " Cluster . . . | Scripts without a queue manager go to qma,    |_______________");
    ck_assert_str_eq(cf_row(&w, 11), " Encoding  . . | not in the store yet (names keep their case). |_______________");
    cf_fkey(&w, 12);
    ck_assert_str_eq(cf_top(&w), "IMP100");
    free(bad);
    cf_close(&w);
}
END_TEST

/* A hint shows whole where the width leaves room for it, and not at all where it does not: the
 * Queue manager's "(name or ?)" at 100 columns, nothing at 80, nor at 84 (never "(name..."). */
START_TEST(import_hint_fits_the_width)
{
    struct cfx w;
    cf_open(&w, NULL, 0);
    cf_keys(&w, "7\r");
    ck_assert_str_eq(cf_row(&w, 7), " Queue manager . . . . . ________________________________________________");
    vs_resize(w.v, 24, 100);
    ck_assert_int_eq(vs_run(w.v, w.c), TERM_EOF);
    ck_assert_str_eq(cf_row(&w, 7), " Queue manager . . . . . ________________________________________________  (name or ?)");
    vs_resize(w.v, 24, 84);                 /* room for "(name" and "...", not for the whole */
    ck_assert_int_eq(vs_run(w.v, w.c), TERM_EOF);
    ck_assert_str_eq(cf_row(&w, 7), " Queue manager . . . . . ________________________________________________");
    cf_close(&w);
}
END_TEST

/* Every format's options are fields of the panel: WLM XML's record length is checked by its own
 * rule at the field and, given, named by the confirmation; MQ's platform beside the queue
 * manager. */
START_TEST(import_options_of_every_format)
{
    struct cfx w;
    cf_open(&w, NULL, 0);
    char *xml = tu_path(w.dir, "def.xml");
    tu_write(xml, "<ServiceDefinition/>\n");
    cf_keys_in_dir(&w, "7\rdef.xml\t0\r");
    ck_assert_str_eq(cf_top(&w), "IMP100");
    ck_assert_str_eq(cf_long(&w), "Record length: 0 is not a record length: it must be from 1 to 32760");
    cf_keys_in_dir(&w, "\v80\r");
    ck_assert_str_eq(cf_top(&w), "POP001");
    cf_golden(&w, "imp-option-confirm");
    cf_fkey(&w, 12);
    ck_assert_str_eq(cf_row(&w, 8), " WebSphere server  . . . ______________________________________________________");
    ck_assert_str_eq(cf_row(&w, 9), " Domino server . . . . . ______________________________________________________");
    ck_assert_str_eq(cf_row(&w, 14), " Platform  . . . . . . . ________________");
    cf_close(&w);
    free(xml);
}
END_TEST

/* The Result line names what was imported by each system's top-level kind, with plurals. */
START_TEST(import_tops_named_by_kind)
{
    struct import_summary sum = {0};
    char buf[128];
    ck_assert_str_eq(import_tops_phrase(&sum, true, buf, sizeof buf), "0 top-level objects");
    size_t i = 0;
    for (const struct system_def *const *sys = schema_systems(); *sys; sys++, i++)
        sum.tops_of[i] = strcmp((*sys)->id, "mq") == 0 ? 3 : strcmp((*sys)->id, "wlm") == 0 ? 1 : 0;
    ck_assert_str_eq(import_tops_phrase(&sum, true, buf, sizeof buf), "3 queue managers, 1 service definition");
    ck_assert_str_eq(import_tops_phrase(&sum, false, buf, sizeof buf),
                     "3 queue manager(s), 1 service definition(s)");
}
END_TEST

/* A path that is not there: said at the field; the panel opens with it again (its inputs are kept
 * in the profile even when the work they asked for could not start). */
START_TEST(import_path_not_found)
{
    struct cfx w;
    cf_open(&w, NULL, 0);
    demo_copies(&w);
    cf_keys_in_dir(&w, "7\rnosuch\r");
    ck_assert_int_eq(console_message(w.c)->id, MSG_NO_SUCH_PATH);
    ck_assert_str_eq(console_message(w.c)->long_text, "nosuch: No such file or directory.");
    cf_golden(&w, "imp-not-found");
    cf_fkey(&w, 3);                          /* the path typed is kept for the next time */
    cf_keys(&w, "7\r");
    ck_assert_str_eq(cf_row(&w, 5), " File or directory . . . nosuch________________________________________________");
    ck_assert_str_eq(profile_field(console_profile(w.c), "IMP100", "path"), "nosuch");
    ck_assert_str_eq(profile_field(console_profile(w.c), "IMP100", "qmgr"), "");
    cf_close(&w);
}
END_TEST

/* The progress line as the import goes, and Ctrl-C: stopped, nothing imported. */
struct painted {
    int calls, stop_at;
    char last[256];
};

/* Counts and keeps the progress lines (not the clearing at the end); asks to stop at stop_at. */
static bool paint(void *ctx, struct console *c)
{
    struct painted *p = ctx;
    if (!console_progress_text(c)[0])
        return false;
    snprintf(p->last, sizeof p->last, "%s", console_progress_text(c));
    return ++p->calls == p->stop_at;
}

START_TEST(import_progress_and_stop)
{
    struct cfx w;
    cf_open(&w, NULL, 0);
    demo_copies(&w);
    char *before = tu_dump_store(w.path);
    struct painted p = {0, 3, ""};
    console_set_painter(w.c, paint, &p);
    cf_direct(&w, "7\rfiles/QMA.mqsc\r\r");
    ck_assert_int_eq(p.calls, 3);
    ck_assert_str_eq(p.last, "Importing QMA.mqsc, file 1 of 1: 9%, 0 objects and records so far");
    ck_assert_int_eq(console_message(w.c)->id, MSG_IMPORT_STOPPED);
    ck_assert_str_eq(console_progress_text(w.c), "");
    char *after = tu_dump_store(w.path);
    ck_assert_str_eq(before, after);
    p = (struct painted){0, -1, ""};
    console_key(w.c, UIK_F(3));  /* the result panel goes; Enter on IMP100 again, and confirmed */
    cf_direct(&w, "\r\r");
    ck_assert_int_eq(console_message(w.c)->id, MSG_IMPORTED);
    ck_assert_str_eq(p.last, "Importing QMA.mqsc, file 1 of 1: 100%, 4 objects and records so far");
    free(before);
    free(after);
    cf_close(&w);
}
END_TEST

/* The four dumps picked from the samples directory and imported through the panel. */
START_TEST(import_dumps)
{
    struct cfx w;
    cf_open(&w, NULL, 0);
    char keys[4200];
    snprintf(keys, sizeof keys, "7\r%s\r", tu_sample("mq"));
    cf_keys(&w, keys);
    cf_keys(&w, "\t\t\ts\ts\ts\ts\r");
    cf_keys(&w, "\r");
    cf_golden(&w, "imp-dumps");
    cf_close(&w);
}
END_TEST

Suite *suite_ui_import(void)
{
    Suite *s = suite_create("ui_import");
    TCase *tc = tcase_create("demo");
    tcase_add_test(tc, import_entry);
    tcase_add_test(tc, import_pick_files);
    tcase_add_test(tc, import_bad_file_changes_nothing);
    tcase_add_test(tc, import_to_a_queue_manager_not_in_the_store);
    tcase_add_test(tc, import_path_not_found);
    tcase_add_test(tc, import_hint_fits_the_width);
    tcase_add_test(tc, import_tops_named_by_kind);
    tcase_add_test(tc, import_options_of_every_format);
    tcase_add_test(tc, import_progress_and_stop);
    suite_add_tcase(s, tc);
    TCase *dumps = tcase_create("dumps");
    tcase_add_test(dumps, import_dumps);
    tu_add_sample_case(s, dumps, "the Import panel on the four dumps");
    return s;
}
