/* tests/check_export_files.c — the edges a new system meets, through the test system (tests/tsys.h):
 * its writer's directory of two files per site (export_files), published together; a site whose
 * directory would leave DIR (73); what a killed export leaves, cleaned by the next; a store made
 * before the system was registered, which takes its tables on open (store_added_note); a store
 * holding its objects, refused (78) by the wlmcon binary, which does not know it, and left as it
 * was. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/tstore.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "ui/work/export_job.h"

/* Saves site name (description descr, may be NULL) with servers A (weight 10) and B (QUIESCED)
 * into the store at path, open here and closed again. */
static void save_site(const char *path, const char *name, const char *descr)
{
    struct store *s = ts_open(path, 0);
    struct policy p;
    policy_init(&p);
    struct pol_object *site = pol_new(&p, tsys_kind(TSYS_SITE), NULL, name);
    const struct kind_def *server = tsys_kind(TSYS_SERVER);
    if (descr)
        ck_assert_int_eq(pol_set(&p, site, schema_attr_index(tsys_kind(TSYS_SITE), "descr"), descr,
                                 (struct pol_pos){0}), 0);
    struct pol_object *a = pol_new(&p, server, site, "A"), *b = pol_new(&p, server, site, "B");
    ck_assert_int_eq(pol_set(&p, a, schema_attr_index(server, "weight"), "10", (struct pol_pos){0}), 0);
    ck_assert_int_eq(pol_set(&p, b, schema_attr_index(server, "state"), "QUIESCED", (struct pol_pos){0}), 0);
    ts_save(s, site, "import");
    policy_free(&p);
    ck_assert_int_eq(store_close(s, false, NULL), STORE_OK);
}

/* A store at DIR/s.db with the test system registered and sites S1 ("north") and S2. */
static char *sites_store(char **dir)
{
    tsys_register();
    *dir = tu_tmpdir();
    char *path = tu_path(*dir, "s.db");
    ck_assert_int_eq(store_close(ts_open(path, STORE_CREATE), true, NULL), STORE_OK);
    save_site(path, "S1", "north");
    save_site(path, "S2", NULL);
    return path;
}

/* Runs the test system's export of the store at path into out. */
static enum export_job_status run_export(const char *path, const char *out, struct export_job *job)
{
    struct store *s = ts_open(path, STORE_READONLY_OPEN);
    *job = (struct export_job){.format = &tsys_dir_format, .out = out, .width = EXPORT_WIDTH_DEFAULT};
    enum export_job_status st = export_job_run(job, s);
    ck_assert_int_eq(store_close(s, false, NULL), STORE_OK);
    return st;
}

/* Asserts the file at dir/rel holds want. */
static void assert_file(const char *dir, const char *rel, const char *want)
{
    char *path = tu_path(dir, rel), *text = tu_read(path, NULL);
    ck_assert_msg(text != NULL, "no file %s", path);
    ck_assert_str_eq(text, want);
    free(text);
    free(path);
}

/* The names of job's written files, one a line. */
static char *written(const struct export_job *job)
{
    struct textbuf tb = {0};
    for (size_t i = 0; i < job->nwritten; i++)
        tb_printf(&tb, "%s\n", job->written[i]);
    return tb.buf ? tb.buf : strdup("");
}

START_TEST(a_directory_of_two_files_per_site)
{
    char *dir, *path = sites_store(&dir), *out = tu_path(dir, "out");
    struct export_job job;
    ck_assert_int_eq(run_export(path, out, &job), EXPORT_JOB_OK);
    char *names = written(&job);
    ck_assert_str_eq(names, "S1/site.txt\nS1/servers.txt\nS2/site.txt\nS2/servers.txt\n");
    assert_file(out, "S1/site.txt", "SITE S1\nDESCR north\n");
    assert_file(out, "S1/servers.txt", "A WEIGHT 10 STATE -\nB WEIGHT - STATE QUIESCED\n");
    assert_file(out, "S2/site.txt", "SITE S2\nDESCR \n");
    ck_assert_uint_eq(job.nstrays, 0);
    ck_assert_uint_eq(job.nswept, 0);
    export_job_free(&job);
    /* again: the same files in place, and a file the export did not write listed, not deleted */
    char *other = tu_path(out, "notes.txt");
    tu_write(other, "mine\n");
    ck_assert_int_eq(run_export(path, out, &job), EXPORT_JOB_OK);
    ck_assert_uint_eq(job.nstrays, 1);
    ck_assert_str_eq(job.strays[0], "notes.txt");
    ck_assert(tu_exists(other));
    export_job_free(&job);
    free(other);
    free(names);
    free(out);
    free(path);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

/* A value the writer cannot carry refuses the export: no file of any site, no temporary file. */
START_TEST(a_refused_value_writes_no_file)
{
    char *dir, *path = sites_store(&dir), *out = tu_path(dir, "out");
    save_site(path, "S3", "two\nlines");
    struct export_job job;
    ck_assert_int_eq(run_export(path, out, &job), EXPORT_JOB_DATAERR);
    ck_assert_str_eq(job.msg, "SITE(S3) DESCR: holds a line break, which site.txt cannot carry");
    ck_assert_uint_eq(job.nwritten, 0);
    export_job_free(&job);
    static const char *const subs[] = {"S1", "S2", "S3"};
    for (size_t i = 0; i < 3; i++) {
        char *sub = tu_path(out, subs[i]), **names;
        size_t n;
        ck_assert_int_eq(export_strays(sub, NULL, 0, &names, &n), 0);
        ck_assert_msg(n == 0, "%s holds %s", sub, n ? names[0] : "");
        export_names_free(names, n);
        free(sub);
    }
    free(out);
    free(path);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

/* A site named ../x would have its directory outside DIR: refused with 73 naming it; nothing is
 * written outside DIR. */
START_TEST(a_top_that_would_leave_dir_is_refused)
{
    char *dir, *path = sites_store(&dir), *out = tu_path(dir, "out");
    save_site(path, "../x", NULL);
    struct export_job job;
    ck_assert_int_eq(run_export(path, out, &job), EXPORT_JOB_CANTCREAT);
    char want[600];
    snprintf(want, sizeof want, "site ../x: its directory would not be inside %s", out);
    ck_assert_str_eq(job.msg, want);
    export_job_free(&job);
    char *outside = tu_path(dir, "x");
    ck_assert(!tu_exists(outside));
    free(outside);
    char buf[64];
    ck_assert_int_eq(export_top_dir("..", buf, sizeof buf), -2);
    ck_assert_int_eq(export_top_dir(".", buf, sizeof buf), -2);
    ck_assert_int_eq(export_top_dir("a/b", buf, sizeof buf), -2);
    ck_assert_int_eq(export_top_dir("..x", buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "%2E.%78");
    ck_assert_int_eq(export_top_dir("tp1 A", buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "%74%701%20A");
    free(out);
    free(path);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

/* Writes a file at dir/rel, modified age seconds ago. */
static void leave(const char *dir, const char *rel, long age)
{
    char *p = tu_path(dir, rel);
    tu_write(p, "partial");
    struct timeval tv[2];
    gettimeofday(&tv[0], NULL);
    tv[0].tv_sec -= age;
    tv[1] = tv[0];
    ck_assert_int_eq(utimes(p, tv), 0);
    free(p);
}

/* What an export killed at each point of its publish leaves — temporary files in DIR and in a
 * site's directory (killed while writing), a site's directory made and empty (killed after the
 * mkdir), one file of a site in place and the other under its temporary name (killed between the
 * renames) — is cleaned by the next export once older than EXPORT_TEMP_AGE: the temporary files
 * removed and named, every file in place; a younger one (an export running now) stays. */
START_TEST(a_killed_export_is_cleaned_by_the_next)
{
    char *dir, *path = sites_store(&dir), *out = tu_path(dir, "out"), *s1 = tu_path(out, "S1");
    ck_assert_int_eq(mkdir(out, 0777), 0);
    ck_assert_int_eq(mkdir(s1, 0777), 0);
    char *s2 = tu_path(out, "S2");
    ck_assert_int_eq(mkdir(s2, 0777), 0);   /* made, then killed */
    leave(out, ".wlmcon-tmp.S9.mqsc.Ab12Cd", EXPORT_TEMP_AGE + 5);
    leave(s1, ".wlmcon-tmp.site.txt.Xy34Zw", EXPORT_TEMP_AGE + 5);
    leave(s1, ".wlmcon-tmp.servers.txt.Qr56St", EXPORT_TEMP_AGE + 60);
    leave(s1, "site.txt", EXPORT_TEMP_AGE + 5);   /* renamed before the kill */
    leave(s1, ".wlmcon-tmp.servers.txt.Young1", 10);
    leave(out, ".wlmcon-tmp.bad-marker.x", EXPORT_TEMP_AGE + 5);   /* not the rule's: kept */
    struct export_job job;
    ck_assert_int_eq(run_export(path, out, &job), EXPORT_JOB_OK);
    ck_assert_uint_eq(job.nswept, 3);
    ck_assert_str_eq(job.swept[0], ".wlmcon-tmp.S9.mqsc.Ab12Cd");
    ck_assert_str_eq(job.swept[1], "S1/.wlmcon-tmp.servers.txt.Qr56St");
    ck_assert_str_eq(job.swept[2], "S1/.wlmcon-tmp.site.txt.Xy34Zw");
    assert_file(out, "S1/site.txt", "SITE S1\nDESCR north\n");
    assert_file(out, "S1/servers.txt", "A WEIGHT 10 STATE -\nB WEIGHT - STATE QUIESCED\n");
    assert_file(out, "S2/site.txt", "SITE S2\nDESCR \n");
    assert_file(s1, ".wlmcon-tmp.servers.txt.Young1", "partial");
    ck_assert_uint_eq(job.nstrays, 1);
    ck_assert_str_eq(job.strays[0], ".wlmcon-tmp.bad-marker.x");
    export_job_free(&job);
    free(s1);
    free(s2);
    free(out);
    free(path);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

/* A store made before the test system was registered takes its objects once it is: the open adds
 * its tables, says so once, and a later open adds nothing. */
START_TEST(a_store_made_before_takes_the_new_system)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "s.db");
    struct store *s = ts_open(path, STORE_CREATE);
    ck_assert_ptr_null(store_added_note(s));
    ck_assert_int_eq(store_close(s, true, NULL), STORE_OK);
    char *count = ts_sql(path, "SELECT count(*) FROM sqlite_schema WHERE name LIKE 'tst_%';");
    ck_assert_str_eq(count, "0\n");
    free(count);
    tsys_register();
    /* read only: read as it is, the new kinds empty; nothing written */
    char *before = tu_dump_store(path);
    s = ts_open(path, STORE_READONLY_OPEN);
    ck_assert_ptr_null(store_added_note(s));
    char **names;
    size_t n;
    struct store_error err = {0};
    ck_assert_int_eq(store_top_names(s, tsys_kind(TSYS_SITE), &names, &n, &err), STORE_OK);
    ck_assert_uint_eq(n, 0);
    store_names_free(names, n);
    ck_assert_int_eq(store_close(s, false, NULL), STORE_OK);
    char *after = tu_dump_store(path);
    ck_assert_str_eq(after, before);
    free(before);
    free(after);
    /* writable: the tables added, once */
    s = ts_open(path, 0);
    ck_assert_str_eq(store_added_note(s), "added the tables of system tst (kinds SITE, SERVER, GROUP, STEP, RULE)");
    ck_assert_int_eq(store_close(s, false, NULL), STORE_OK);
    s = ts_open(path, 0);
    ck_assert_ptr_null(store_added_note(s));
    ck_assert_int_eq(store_close(s, false, NULL), STORE_OK);
    save_site(path, "S1", "north");
    count = ts_sql(path, "SELECT count(*) FROM tst_server; PRAGMA user_version;");
    ck_assert_str_eq(count, "2\n" TS_FORMAT "\n");
    free(count);
    free(path);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

/* A store holding the test system's objects, made by a child process that registered it, is
 * refused with 78 by the wlmcon binary (which does not know the system) for every command, naming
 * the system and kind; nothing is written, no export file made. Its empty tables alone would not
 * be. */
START_TEST(a_store_of_an_unknown_system_is_refused)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "s.db");
    pid_t pid = fork();
    ck_assert_int_ne(pid, -1);
    if (pid == 0) {
        tsys_register();
        ck_assert_int_eq(store_close(ts_open(path, STORE_CREATE), true, NULL), STORE_OK);
        _exit(0);
    }
    int status;
    ck_assert_int_eq(waitpid(pid, &status, 0), pid);
    ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    /* its tables, empty: read and written as usual */
    struct store *s = ts_open(path, 0);
    ck_assert_int_eq(store_close(s, false, NULL), STORE_OK);
    pid = fork();
    if (pid == 0) {
        tsys_register();
        save_site(path, "S1", "north");
        _exit(0);
    }
    ck_assert_int_eq(waitpid(pid, &status, 0), pid);
    ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    char *before = tu_dump_store(path), *out = tu_path(dir, "out");
    char want[600];
    snprintf(want, sizeof want, "wlmcon: store %s holds objects of system tst, kind SERVER, which this "
                                "wlmcon does not know: it was written by a newer wlmcon\n", path);
    static const char *const cmds[][6] = {
        {"validate", NULL},
        {"export", "--format", "yaml", "--out", NULL},
        {"export", "--format", "mqsc", "--out", NULL},
        {"history", NULL},
        {"import", "import/demo/QMA.mqsc", NULL},
    };
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
        const char *argv[10] = {"--store", path};
        size_t k = 2;
        for (size_t j = 0; cmds[i][j]; j++)
            argv[k++] = cmds[i][j];
        if (strcmp(cmds[i][0], "export") == 0)
            argv[k++] = out;
        char *o, *e;
        ck_assert_int_eq(tu_wlmcon(argv, NULL, NULL, &o, &e), 78);
        ck_assert_str_eq(e, want);
        ck_assert_str_eq(o, "");
        free(o);
        free(e);
        ck_assert_msg(!tu_exists(out), "%s made %s", cmds[i][0], out);
    }
    char *after = tu_dump_store(path);
    ck_assert_str_eq(after, before);
    free(before);
    free(after);
    free(out);
    free(path);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

Suite *suite_export_files(void)
{
    Suite *s = suite_create("export_files");
    TCase *tc = tcase_create("edges");
    tcase_add_test(tc, a_directory_of_two_files_per_site);
    tcase_add_test(tc, a_refused_value_writes_no_file);
    tcase_add_test(tc, a_top_that_would_leave_dir_is_refused);
    tcase_add_test(tc, a_killed_export_is_cleaned_by_the_next);
    tcase_add_test(tc, a_store_made_before_takes_the_new_system);
    tcase_add_test(tc, a_store_of_an_unknown_system_is_refused);
    suite_add_tcase(s, tc);
    return s;
}
