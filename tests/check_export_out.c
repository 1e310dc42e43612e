/* tests/check_export_out.c — export outputs: file names safe for any queue manager name, the
 * temporary file renamed only when complete, no temporary file left after a failure (EFBIG under
 * RLIMIT_FSIZE), held files synced together before they are published, and the listing of files
 * an export did not write. */
#include <check.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "import/import.h"
#include "import/mqsc/mqsc_export.h"
#include "tests/tutil.h"

/* The MQSC export's file name of queue manager qm (export_file_name). */
static const char *fname(const char *qm)
{
    static char buf[300];
    ck_assert_int_eq(export_file_name(&mqsc_export_format, qm, buf, sizeof buf), 0);
    return buf;
}

START_TEST(file_names_for_any_queue_manager_name)
{
    ck_assert_str_eq(fname("QM1"), "QM1.mqsc");
    ck_assert_str_eq(fname("qm1"), "%71%6D1.mqsc");
    ck_assert_str_eq(fname("'qm1'"), "%27%71%6D1%27.mqsc");
    ck_assert_str_eq(fname("A/B"), "A%2FB.mqsc");
    ck_assert_str_eq(fname("..A"), "%2E.A.mqsc");
    ck_assert_str_eq(fname("A%2F"), "A%252F.mqsc");
    ck_assert_str_eq(fname(""), "%00.mqsc");
    ck_assert_str_eq(fname("QM_1.X"), "QM_1.X.mqsc");
    /* distinct names never collide, not even on a case-insensitive file system */
    static const char *const names[] = {"QM1", "qm1", "Qm1", "'qm1'", "QM1.", "A/B", "A%2FB", "a/b",
                                        ".QM1", "%2EQM1", "QM1 ", "Q\xc3\xa9"};
    char made[12][300];
    for (size_t i = 0; i < 12; i++) {
        snprintf(made[i], sizeof made[i], "%s", fname(names[i]));
        ck_assert_ptr_null(strchr(made[i], '/'));
        for (size_t j = 0; j < i; j++)
            ck_assert_msg(strcasecmp(made[i], made[j]) != 0, "%s and %s collide", names[i], names[j]);
    }
    char small[8];
    ck_assert_int_eq(export_file_name(&mqsc_export_format, "QM1234", small, sizeof small), -1);
    char big[400];
    memset(big, 'a', 90);
    big[90] = '\0';
    char out[400];
    ck_assert_int_eq(export_file_name(&mqsc_export_format, big, out, sizeof out), -1);
}
END_TEST

static char *listing(const char *dir)
{
    char **names;
    size_t n;
    ck_assert_int_eq(export_strays(dir, NULL, 0, &names, &n), 0);
    struct textbuf tb = {0};
    tb_puts(&tb, "");
    for (size_t i = 0; i < n; i++)
        tb_printf(&tb, "%s\n", names[i]);
    export_names_free(names, n);
    return tb.buf;
}

START_TEST(file_appears_whole_or_not_at_all)
{
    char *dir = tu_tmpdir();
    struct export_out *o;
    struct export_error err = {0};
    ck_assert_int_eq(export_out_file(dir, "QM1.mqsc", &o, &err), EXPORT_OK);
    export_out_write(o, "DEFINE QLOCAL('A')\n", 19);
    char *l = listing(dir);
    ck_assert_int_eq(strncmp(l, ".wlmcon-tmp.QM1.mqsc.", 21), 0); /* only the temporary file so far */
    free(l);
    ck_assert_int_eq(export_out_close(o, &err), EXPORT_OK);
    l = listing(dir);
    ck_assert_str_eq(l, "QM1.mqsc\n");
    free(l);
    char *p = tu_path(dir, "QM1.mqsc"), *text = tu_read(p, NULL);
    ck_assert_str_eq(text, "DEFINE QLOCAL('A')\n");
    struct stat st;
    ck_assert_int_eq(stat(p, &st), 0);
    ck_assert_int_eq(st.st_mode & 0777, 0600);
    free(text);
    /* an abandoned output leaves the file in place untouched */
    ck_assert_int_eq(export_out_file(dir, "QM1.mqsc", &o, &err), EXPORT_OK);
    export_out_write(o, "half", 4);
    export_out_abort(o);
    l = listing(dir);
    ck_assert_str_eq(l, "QM1.mqsc\n");
    free(l);
    text = tu_read(p, NULL);
    ck_assert_str_eq(text, "DEFINE QLOCAL('A')\n");
    free(text);
    free(p);
    /* a missing directory */
    char *missing = tu_path(dir, "nope");
    ck_assert_int_eq(export_out_file(missing, "QM1.mqsc", &o, &err), EXPORT_CANTCREAT);
    char want[600];
    snprintf(want, sizeof want, "%s: cannot create a file there: No such file or directory", missing);
    ck_assert_str_eq(err.msg, want);
    ck_assert_int_eq(export_out_file(dir, "a/b", &o, &err), EXPORT_CANTCREAT);
    free(missing);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

/* Files held together are synced at once, then published whole: only temporary files until then;
 * a held file that is gone when they are synced (here under a directory that does not exist, so
 * that each is synced alone) is named in the error. */
START_TEST(held_files_synced_together_then_published)
{
    char *dir = tu_tmpdir();
    struct export_held held[3] = {{0}}, *v[3] = {&held[0], &held[1], &held[2]};
    struct export_error err = {0};
    const char *names[] = {"A.mqsc", "B.mqsc"};
    for (int i = 0; i < 2; i++) {
        struct export_out *o;
        ck_assert_int_eq(export_out_file(dir, names[i], &o, &err), EXPORT_OK);
        export_out_write(o, names[i], 6);
        ck_assert_int_eq(export_out_hold(o, &held[i], &err), EXPORT_OK);
    }
    /* held[2] holds no file (an output that was not one): skipped */
    ck_assert_int_eq(export_held_sync(v, 3, &err), EXPORT_OK);
    char *l = listing(dir);
    ck_assert_int_eq(strncmp(l, ".wlmcon-tmp.A.mqsc.", 19), 0);
    ck_assert_ptr_nonnull(strstr(l, "\n.wlmcon-tmp.B.mqsc."));
    free(l);
    ck_assert_int_eq(export_held_publish(&held[0], false, &err), EXPORT_OK);
    ck_assert_int_eq(export_held_publish(&held[1], true, &err), EXPORT_OK);
    l = listing(dir);
    ck_assert_str_eq(l, "A.mqsc\nB.mqsc\n");
    free(l);
    char *p = tu_path(dir, "B.mqsc"), *text = tu_read(p, NULL);
    ck_assert_str_eq(text, "B.mqsc");
    free(text);
    free(p);
    ck_assert_int_eq(export_held_sync(v, 0, &err), EXPORT_OK);
    struct export_held gone = {tu_path(dir, "nope/.C.mqsc.x"), tu_path(dir, "nope/C.mqsc"), tu_path(dir, "nope")},
                       *g = &gone;
    ck_assert_int_eq(export_held_sync(&g, 1, &err), EXPORT_CANTCREAT);
    char want[700];
    snprintf(want, sizeof want, "%s: No such file or directory", gone.path);
    ck_assert_str_eq(err.msg, want);
    free(gone.tmp);
    free(gone.path);
    free(gone.dir);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

/* Writes A.mqsc (1000 bytes), then B.mqsc (100,000 bytes) past the file size limit; returns 0 when
 * the second fails as it should. */
static int write_two(const char *dir)
{
    struct export_out *o;
    struct export_error err = {0};
    char block[1000];
    memset(block, 'x', sizeof block);
    if (export_out_file(dir, "A.mqsc", &o, &err))
        return 10;
    export_out_write(o, block, sizeof block);
    if (export_out_close(o, &err) != EXPORT_OK)
        return 11;
    if (export_out_file(dir, "B.mqsc", &o, &err))
        return 12;
    for (int i = 0; i < 100; i++)
        export_out_write(o, block, sizeof block);
    if (export_out_close(o, &err) != EXPORT_CANTCREAT)
        return 13;
    char want[600];
    snprintf(want, sizeof want, "%s/B.mqsc: File too large", dir);
    return strcmp(err.msg, want) == 0 ? 0 : 14;
}

/* In a child limited to 3000 bytes per file (SIGXFSZ ignored, so write fails with EFBIG): a small
 * file is completed, a big one fails at close, is not renamed and leaves no temporary file. */
START_TEST(write_failure_leaves_earlier_files_and_no_temporary)
{
    char *dir = tu_tmpdir();
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        signal(SIGXFSZ, SIG_IGN);
        struct rlimit rl = {3000, 3000};
        setrlimit(RLIMIT_FSIZE, &rl);
        int code = write_two(dir);
        free(dir);
        _exit(code);
    }
    int status;
    waitpid(pid, &status, 0);
    ck_assert(WIFEXITED(status));
    ck_assert_int_eq(WEXITSTATUS(status), 0);
    char *l = listing(dir);
    ck_assert_str_eq(l, "A.mqsc\n");
    free(l);
    char *p = tu_path(dir, "A.mqsc");
    size_t len;
    char *text = tu_read(p, &len);
    ck_assert_uint_eq(len, 1000);
    free(text);
    free(p);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

START_TEST(strays_are_listed)
{
    char *dir = tu_tmpdir();
    static const char *const files[] = {"QM1.mqsc", "old.mqsc", "notes.txt", "QM2.mqsc"};
    for (size_t i = 0; i < 4; i++) {
        char *p = tu_path(dir, files[i]);
        tu_write(p, "x\n");
        free(p);
    }
    static const char *const written[] = {"QM1.mqsc", "QM2.mqsc"};
    char **names;
    size_t n;
    ck_assert_int_eq(export_strays(dir, written, 2, &names, &n), 0);
    ck_assert_uint_eq(n, 2);
    ck_assert_str_eq(names[0], "notes.txt");
    ck_assert_str_eq(names[1], "old.mqsc");
    export_names_free(names, n);
    char *missing = tu_path(dir, "nope");
    ck_assert_int_eq(export_strays(missing, written, 2, &names, &n), -1);
    free(missing);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

Suite *suite_export_out(void)
{
    Suite *s = suite_create("export_out");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, file_names_for_any_queue_manager_name);
    tcase_add_test(tc, file_appears_whole_or_not_at_all);
    tcase_add_test(tc, held_files_synced_together_then_published);
    tcase_add_test(tc, write_failure_leaves_earlier_files_and_no_temporary);
    tcase_add_test(tc, strays_are_listed);
    suite_add_tcase(s, tc);
    return s;
}
