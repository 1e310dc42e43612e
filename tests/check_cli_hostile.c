/* tests/check_cli_hostile.c — the commands against a hostile environment: a directory given as the
 * store, a store the user cannot write, a file size limit, Ctrl-C while standard input is read,
 * options without their value. Each case checks the exit status of DESIGN.md's table, the message,
 * and that no file is left behind or half-written. */
#include <check.h>
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "tests/tutil.h"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-11-29T14:38:00Z", NULL};

static const char *const demo[] = {"import/demo/QMA.mqsc", "import/demo/QMB.mqsc", "import/demo/QMC.mqsc"};

/* The names in dir, sorted, one per line (malloc'd). */
static char *listing(const char *dir)
{
    DIR *d = opendir(dir);
    ck_assert_ptr_nonnull(d);
    char *names[64];
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < 64)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            names[n++] = strdup(e->d_name);
    closedir(d);
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            char *t = names[j];
            names[j] = names[j - 1];
            names[j - 1] = t;
        }
    size_t len = 1;
    for (size_t i = 0; i < n; i++)
        len += strlen(names[i]) + 1;
    char *s = malloc(len), *p = s;
    *p = '\0';
    for (size_t i = 0; i < n; i++) {
        p += sprintf(p, "%s\n", names[i]);
        free(names[i]);
    }
    return s;
}

/* Imports the demo files into store; asserts success. */
static void import_demo(const char *store)
{
    const char *argv[] = {"--store", store, "import", demo[0], demo[1], demo[2], NULL};
    char *err;
    ck_assert_msg(tu_wlmcon(argv, NULL, env_fixed, NULL, &err) == 0, "stderr: %s", err);
    free(err);
}

/* Where spawn sends standard error: a descriptor, or -1 for /dev/null. */
static int spawn_stderr = -1;

/* Starts the wlmcon binary with argv (without the program name), standard input from fd in,
 * standard output to /dev/null and standard error to spawn_stderr, as user uid when uid >= 0.
 * Returns its pid. */
static pid_t spawn(const char *const *argv, int in, long uid)
{
    const char *bin = getenv("WLMCON_BIN");
    if (!bin || !*bin)
        bin = "./wlmcon";
    pid_t pid = fork();
    ck_assert(pid >= 0);
    if (pid == 0) {
        int null = open("/dev/null", O_RDWR);
        dup2(in >= 0 ? in : null, 0);
        dup2(null, 1);
        dup2(spawn_stderr >= 0 ? spawn_stderr : null, 2);
        if (uid >= 0 && (setgid((gid_t)uid) != 0 || setuid((uid_t)uid) != 0))
            _exit(126);
        size_t n = 0;
        while (argv[n])
            n++;
        const char **args = calloc(n + 2, sizeof *args);
        args[0] = bin;
        memcpy(args + 1, argv, n * sizeof *args);
        execv(bin, (char *const *)args);
        _exit(127);
    }
    return pid;
}

/* The exit status of pid, or -1 when it did not exit (a signal killed it). */
static int wait_exit(pid_t pid)
{
    int status;
    ck_assert_int_eq(waitpid(pid, &status, 0), pid);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

START_TEST(directory_as_store_is_refused)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "s.db");
    ck_assert_int_eq(mkdir(store, 0700), 0);
    const char *imp[] = {"--store", store, "import", demo[0], NULL};
    const char *val[] = {"--store", store, "validate", NULL};
    const char *exp[] = {"--store", store, "export", "--format", "yaml", "--out", "-", NULL};
    const char *const *cmds[] = {imp, val, exp};
    char want[600];
    snprintf(want, sizeof want, "wlmcon: %s is a directory, not a wlmcon store\n", store);
    for (size_t i = 0; i < 3; i++) {
        char *err;
        ck_assert_int_eq(tu_wlmcon(cmds[i], NULL, env_fixed, NULL, &err), 65);
        ck_assert_str_eq(err, want);
        free(err);
    }
    char *ls = listing(store);
    ck_assert_str_eq(ls, "");
    free(ls);
    tu_rmtree(dir);
    free(store);
    free(dir);
}
END_TEST

START_TEST(failed_import_removes_the_directories_it_made)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "a/b/s.db"), *script = tu_path(dir, "bad.mqsc");
    tu_write(script, "DEFINE QLOCAL(A) CLWLRANK(10)\n");
    const char *argv[] = {"--store", store, "import", "--qmgr", "QM1", script, NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, NULL, NULL), 65);
    char *ls = listing(dir);
    ck_assert_str_eq(ls, "bad.mqsc\n");
    free(ls);
    /* a good import keeps them, with the store */
    tu_write(script, "DEFINE QLOCAL(A) CLWLRANK(1)\n");
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, NULL, NULL), 0);
    ck_assert(tu_exists(store));
    tu_rmtree(dir);
    free(store);
    free(script);
    free(dir);
}
END_TEST

/* Runs argv with the file size limit at kib KiB; returns the exit status (-1: killed by SIGXFSZ). */
static int run_limited(const char *const *argv, rlim_t kib, char **err)
{
    struct rlimit old, lim;
    ck_assert_int_eq(getrlimit(RLIMIT_FSIZE, &old), 0);
    lim = old;
    lim.rlim_cur = kib * 1024;
    ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &lim), 0);
    int rc = tu_wlmcon(argv, NULL, env_fixed, NULL, err);
    ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &old), 0);
    return rc;
}

START_TEST(file_size_limit_is_73_and_changes_nothing)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "s.db"), *fresh = tu_path(dir, "new.db");
    import_demo(store);
    char *before = tu_dump_store(store), *err;
    const char *again[] = {"--store", store, "import", demo[0], demo[1], demo[2], NULL};
    ck_assert_int_eq(run_limited(again, 40, &err), 73);
    char want[600];
    snprintf(want, sizeof want, "wlmcon: error: store %s: a write failed (no space left, or past the file size "
             "limit); nothing was changed [STORE]\n", store);
    ck_assert_str_eq(err, want);
    free(err);
    char *after = tu_dump_store(store);
    ck_assert_str_eq(before, after);
    /* a new store: no file at all, not even its temporary one */
    const char *create[] = {"--store", fresh, "import", demo[0], NULL};
    ck_assert_int_eq(run_limited(create, 40, NULL), 73);
    char *ls = listing(dir);
    ck_assert_str_eq(ls, "s.db\n");
    free(ls);
    free(before);
    free(after);
    tu_rmtree(dir);
    free(store);
    free(fresh);
    free(dir);
}
END_TEST

/* A store this user cannot write (as root: read by nobody): validate and export read it without
 * leaving a -wal or -shm file (which would stop its owner from writing), import exits 73. The
 * directory is under /tmp, not build/tmp, so that nobody can reach it. */
START_TEST(unwritable_store_is_read_and_left_alone)
{
    char tmpl[] = "/tmp/wlmcon-ro.XXXXXX";
    char *dir = mkdtemp(tmpl);
    ck_assert_ptr_nonnull(dir);
    ck_assert_int_eq(chmod(dir, 0777), 0);
    char *store = tu_path(dir, "s.db");
    import_demo(store);
    ck_assert_int_eq(chmod(store, 0444), 0);
    long uid = geteuid() == 0 ? 65534 : -1;
    const char *val[] = {"--store", store, "validate", NULL};
    const char *exp[] = {"--store", store, "export", "--format", "yaml", "--out", "-", NULL};
    const char *imp[] = {"--store", store, "import", "import/demo/QMA.mqsc", NULL};
    ck_assert_int_eq(wait_exit(spawn(val, -1, uid)), 0);
    ck_assert_int_eq(wait_exit(spawn(exp, -1, uid)), 0);
    ck_assert_int_eq(wait_exit(spawn(imp, -1, uid)), 73);
    char *ls = listing(dir);
    ck_assert_str_eq(ls, "s.db\n");
    free(ls);
    /* its owner, once it is writable again, imports as before */
    ck_assert_int_eq(chmod(store, 0600), 0);
    import_demo(store);
    tu_rmtree(dir);
    free(store);
}
END_TEST

/* A store in a directory this user cannot write (SQLite cannot make the -wal and -shm files):
 * validate and export read it, import exits 73 and says why. */
START_TEST(store_in_unwritable_directory_is_read)
{
    char tmpl[] = "/tmp/wlmcon-rodir.XXXXXX";
    char *dir = mkdtemp(tmpl);
    ck_assert_ptr_nonnull(dir);
    ck_assert_int_eq(chmod(dir, 0755), 0);
    char *store = tu_path(dir, "s.db");
    import_demo(store);
    long uid = geteuid() == 0 ? 65534 : -1;
    if (uid >= 0)
        ck_assert_int_eq(chown(store, (uid_t)uid, (gid_t)uid), 0);
    ck_assert_int_eq(chmod(dir, 0555), 0);
    const char *val[] = {"--store", store, "validate", NULL};
    const char *exp[] = {"--store", store, "export", "--format", "yaml", "--out", "-", NULL};
    const char *imp[] = {"--store", store, "import", "import/demo/QMA.mqsc", NULL};
    ck_assert_int_eq(wait_exit(spawn(val, -1, uid)), 0);
    ck_assert_int_eq(wait_exit(spawn(exp, -1, uid)), 0);
    ck_assert_int_eq(wait_exit(spawn(imp, -1, uid)), 73);
    char *ls = listing(dir);
    ck_assert_str_eq(ls, "s.db\n");
    free(ls);
    ck_assert_int_eq(chmod(dir, 0700), 0);
    tu_rmtree(dir);
    free(store);
}
END_TEST

/* True once dir holds an entry whose name starts with prefix. */
static bool has_entry(const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    bool found = false;
    struct dirent *e;
    while (d && !found && (e = readdir(d)) != NULL)
        found = strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    if (d)
        closedir(d);
    return found;
}

/* SIGINT (Ctrl-C), SIGHUP (a closed terminal), SIGQUIT and SIGTERM: each rolls back, removes the
 * store being created, says so and exits 128 + its number. */
static const int interrupt_signals[] = {SIGINT, SIGHUP, SIGQUIT, SIGTERM};

START_TEST(interrupt_while_reading_stdin_rolls_back)
{
    char *dir = tu_tmpdir(), *errdir = tu_tmpdir();
    char *store = tu_path(dir, "s.db"), *errpath = tu_path(errdir, "err");
    int p[2];
    ck_assert_int_eq(pipe(p), 0);
    ck_assert_int_eq(fcntl(p[1], F_SETFD, FD_CLOEXEC), 0);   /* only the test holds the write end */
    const char *argv[] = {"--store", store, "import", "--qmgr", "QM1", "-", NULL};
    spawn_stderr = open(errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    ck_assert_int_ge(spawn_stderr, 0);
    pid_t pid = spawn(argv, p[0], -1);
    close(spawn_stderr);
    spawn_stderr = -1;
    close(p[0]);
    ck_assert_int_eq(write(p[1], "DEFINE QLOCAL(A)\n", 17), 17);
    /* the store being created appears before standard input is read */
    for (int i = 0; i < 500 && !has_entry(dir, ".s.db."); i++)
        nanosleep(&(struct timespec){0, 10000000}, NULL);
    nanosleep(&(struct timespec){0, 200000000}, NULL);
    kill(pid, interrupt_signals[_i]);
    nanosleep(&(struct timespec){0, 100000000}, NULL);
    close(p[1]);
    ck_assert_int_eq(wait_exit(pid), 128 + interrupt_signals[_i]);
    char *ls = listing(dir), *err = tu_read(errpath, NULL);
    ck_assert_str_eq(ls, "");
    ck_assert_str_eq(err, "wlmcon: interrupted: nothing was imported\n");
    free(ls);
    free(err);
    tu_rmtree(dir);
    tu_rmtree(errdir);
    free(store);
    free(errpath);
    free(dir);
    free(errdir);
}
END_TEST

struct usage_case {
    const char *argv[10];
    int status;
    const char *err;   /* the first line of standard error */
};

static const struct usage_case usage_cases[] = {
    {{"--store", NULL}, 64, "wlmcon: --store needs a value"},
    {{"--store", "x.db", "import", "import/demo/QMA.mqsc", "--qmgr", "QM1", NULL}, 64,
     "wlmcon import: --qmgr QM1 names the queue manager of the files after it, and none follows"},
    {{"validate", "--severity", NULL}, 64, "wlmcon validate: --severity needs a value"},
    {{"validate", "--limit", NULL}, 64, "wlmcon validate: --limit needs a value"},
    {{"validate", "--limit", "0", NULL}, 64, "wlmcon validate: --limit 0: give the lines of the report, 1 or more"},
    {{"validate", "--limit", "-3", NULL}, 64, "wlmcon validate: --limit -3: give the lines of the report, 1 or more"},
    {{"validate", "--all", "--limit", "5", NULL}, 64, "wlmcon validate: --all and --limit: give one of them"},
    {{"validate", "--format", NULL}, 64, "wlmcon validate: --format needs a value"},
    {{"--store", "x.db", "export", "--format", "yaml", "--out", NULL}, 64, "wlmcon export: --out needs a value"},
    {{"--store", "x.db", "export", "--format", "yaml", "--out", "-", "extra", NULL}, 64,
     "wlmcon export: unknown argument extra"},
    {{"validate", "no-such-file.mqsc", NULL}, 66, "wlmcon: no-such-file.mqsc: No such file or directory"},
};

START_TEST(option_errors_name_the_option)
{
    char *err;
    ck_assert_int_eq(tu_wlmcon(usage_cases[_i].argv, NULL, env_fixed, NULL, &err), usage_cases[_i].status);
    err[strcspn(err, "\n")] = '\0';
    ck_assert_str_eq(err, usage_cases[_i].err);
    free(err);
    ck_assert(!tu_exists("x.db"));
}
END_TEST

START_TEST(export_out_that_is_a_file_is_73)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "s.db"), *file = tu_path(dir, "out");
    import_demo(store);
    tu_write(file, "keep\n");
    const char *argv[] = {"--store", store, "export", "--format", "mqsc", "--out", file, NULL};
    char *err;
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, NULL, &err), 73);
    char want[600];
    snprintf(want, sizeof want, "wlmcon: %s is not a directory: --out names the directory to write to\n", file);
    ck_assert_str_eq(err, want);
    free(err);
    char *text = tu_read(file, NULL);
    ck_assert_str_eq(text, "keep\n");
    free(text);
    tu_rmtree(dir);
    free(store);
    free(file);
    free(dir);
}
END_TEST

Suite *suite_cli_hostile(void)
{
    Suite *s = suite_create("cli_hostile");
    TCase *tc = tcase_create("hostile");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, directory_as_store_is_refused);
    tcase_add_test(tc, failed_import_removes_the_directories_it_made);
    tcase_add_test(tc, file_size_limit_is_73_and_changes_nothing);
    tcase_add_test(tc, unwritable_store_is_read_and_left_alone);
    tcase_add_test(tc, store_in_unwritable_directory_is_read);
    tcase_add_loop_test(tc, interrupt_while_reading_stdin_rolls_back, 0,
                        (int)(sizeof interrupt_signals / sizeof interrupt_signals[0]));
    tcase_add_loop_test(tc, option_errors_name_the_option, 0,
                        (int)(sizeof usage_cases / sizeof usage_cases[0]));
    tcase_add_test(tc, export_out_that_is_a_file_is_73);
    suite_add_tcase(s, tc);
    return s;
}
