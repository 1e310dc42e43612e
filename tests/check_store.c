/* tests/check_store.c — the store's life cycle: creating (and not leaving) files, modes, versions,
 * what is not a store, busy stores, read-only stores, WAL, foreign keys, migrations, statuses. */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "store/store.h"
#include "tests/tstore.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* The names in dir (other than . and ..), sorted, joined by blanks. */
static char *dir_listing(const char *dir)
{
    struct dirent **names;
    int n = scandir(dir, &names, NULL, alphasort);
    ck_assert_int_ge(n, 0);
    char *out = calloc(1, 4096);
    size_t len = 0;
    for (int i = 0; i < n; i++) {
        if (strcmp(names[i]->d_name, ".") && strcmp(names[i]->d_name, "..") && len < 3800)
            len += (size_t)snprintf(out + len, 4096 - len, "%s%s", len ? " " : "", names[i]->d_name);
        free(names[i]);
    }
    free(names);
    return out;
}

START_TEST(create_then_discard_leaves_no_file)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "policy.db");
    struct store *s = ts_open(path, STORE_CREATE);
    ck_assert_str_eq(store_path(s), path);
    struct policy p;
    policy_init(&p);
    ts_save(s, ts_build_qm(&p, "QM1"), "import");
    ck_assert(!tu_exists(path));
    struct store_error err = {0};
    ck_assert_int_eq(store_close(s, false, &err), STORE_OK);
    char *ls = dir_listing(dir);
    ck_assert_str_eq(ls, "");
    free(ls);
    policy_free(&p);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

START_TEST(create_then_publish_leaves_the_file_mode_0600)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "policy.db");
    struct store *s = ts_open(path, STORE_CREATE);
    struct policy p;
    policy_init(&p);
    ts_save(s, ts_build_qm(&p, "QM1"), "import");
    struct store_error err = {0};
    ck_assert_int_eq(store_close(s, true, &err), STORE_OK);
    char *ls = dir_listing(dir);
    ck_assert_str_eq(ls, "policy.db");
    struct stat sb;
    ck_assert_int_eq(stat(path, &sb), 0);
    ck_assert_int_eq(sb.st_mode & 07777, 0600);
    char *out = ts_sql(path, "PRAGMA journal_mode; PRAGMA user_version; PRAGMA application_id;"
                             " SELECT count(*) FROM object;");
    ck_assert_str_eq(out, "wal\n" TS_FORMAT "\n1464618307\n10\n");
    /* reopened: the content is there */
    s = ts_open(path, 0);
    size_t counts[MQ_NKINDS], records;
    ck_assert_int_eq(store_count(s, mq_system(), counts, &records, &err), STORE_OK);
    ck_assert_uint_eq(counts[MQ_QMGR], 1);
    ck_assert_uint_eq(counts[MQ_QLOCAL], 2);
    ck_assert_uint_eq(records, 4);
    ck_assert_int_eq(store_close(s, true, &err), STORE_OK);
    free(out);
    free(ls);
    policy_free(&p);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

START_TEST(missing_store_without_create)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "none.db");
    struct store *s = (struct store *)1;
    struct store_error err = {0};
    ck_assert_int_eq(store_open(path, 0, &s, &err), STORE_NOENT);
    ck_assert_ptr_null(s);
    ck_assert_int_eq(err.status, STORE_NOENT);
    char want[600];
    snprintf(want, sizeof want, "store %s does not exist", path);
    ck_assert_str_eq(err.msg, want);
    ck_assert_int_eq(store_exit_status(err.status), 66);
    ck_assert_int_eq(store_open(path, STORE_READONLY_OPEN | STORE_CREATE, &s, &err), STORE_NOENT);
    ck_assert(!tu_exists(path));
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

START_TEST(directory_missing_cannot_create)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "no/such/dir/x.db");
    struct store *s;
    struct store_error err = {0};
    ck_assert_int_eq(store_open(path, STORE_CREATE, &s, &err), STORE_CANTCREATE);
    ck_assert_int_eq(store_exit_status(err.status), 73);
    char want[600];
    snprintf(want, sizeof want, "cannot create store %s: No such file or directory", path);
    ck_assert_str_eq(err.msg, want);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

/* A published empty store at dir/name (malloc'd path). */
static char *empty_store(const char *dir, const char *name)
{
    char *path = tu_path(dir, name);
    struct store *s = ts_open(path, STORE_CREATE);
    ck_assert_int_eq(store_close(s, true, NULL), STORE_OK);
    return path;
}

START_TEST(newer_store_refused)
{
    char *dir = tu_tmpdir(), *path = empty_store(dir, "s.db");
    free(ts_sql(path, "PRAGMA user_version = 99;"));
    char *before = tu_dump_store(path);
    struct store *s;
    struct store_error err = {0};
    ck_assert_int_eq(store_open(path, 0, &s, &err), STORE_NEWER);
    ck_assert_int_eq(store_exit_status(err.status), 78);
    char want[600];
    snprintf(want, sizeof want, "store %s was written by a newer wlmcon (format 99; this one knows %d)",
             path, STORE_VERSION);
    ck_assert_str_eq(err.msg, want);
    ck_assert_int_eq(store_open(path, STORE_READONLY_OPEN, &s, &err), STORE_NEWER);
    char *after = tu_dump_store(path);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

START_TEST(not_a_store_refused)
{
    char *dir = tu_tmpdir();
    char *text = tu_path(dir, "text.db"), *other = tu_path(dir, "other.db"), *empty = tu_path(dir, "e.db");
    tu_write(text, "SET AUTHREC PROFILE('x')\n");
    free(ts_sql(other, "CREATE TABLE t(x); INSERT INTO t VALUES (1);"));
    tu_write(empty, "");
    char *other_before = tu_dump_store(other);
    struct store *s;
    struct store_error err = {0};
    ck_assert_int_eq(store_open(text, STORE_CREATE, &s, &err), STORE_NOTSTORE);
    ck_assert_int_eq(store_exit_status(err.status), 65);
    ck_assert_ptr_nonnull(strstr(err.msg, "is not a wlmcon store"));
    ck_assert_int_eq(store_open(other, STORE_CREATE, &s, &err), STORE_NOTSTORE);
    char want[600];
    snprintf(want, sizeof want, "%s is not a wlmcon store", other);
    ck_assert_str_eq(err.msg, want);
    char *other_after = tu_dump_store(other);
    ck_assert_str_eq(other_before, other_after);
    char *mode = ts_sql(other, "PRAGMA journal_mode;");
    ck_assert_str_eq(mode, "delete\n");
    free(mode);
    /* an empty file is a store only when creating is allowed */
    ck_assert_int_eq(store_open(empty, 0, &s, &err), STORE_NOTSTORE);
    s = ts_open(empty, STORE_CREATE);
    ck_assert_int_eq(store_close(s, false, &err), STORE_OK);
    ck_assert(tu_exists(empty));
    char *v = ts_sql(empty, "PRAGMA user_version;");
    ck_assert_str_eq(v, TS_FORMAT "\n");
    free(v);
    free(other_before);
    free(other_after);
    tu_rmtree(dir);
    free(dir);
    free(text);
    free(other);
    free(empty);
}
END_TEST

static double now_s(void)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return tv.tv_sec + tv.tv_usec / 1e6;
}

/* In a child process: opens path, creating it when missing, saves queue manager name and closes;
 * exits with the store status of the first step that failed (0: all done). */
static void child_first_import(const char *path, const char *name)
{
    struct store *s;
    struct store_error err = {0};
    struct policy p;
    policy_init(&p);
    struct pol_object *qm = pol_new(&p, mq_kind(MQ_QMGR), NULL, name);
    enum store_status st = store_open(path, STORE_CREATE, &s, &err);
    int64_t batch;
    if (st == STORE_OK && (st = store_begin(s, &err)) == STORE_OK &&
        (st = store_batch(s, "tester", "2025-01-02T03:04:05Z", "import", "b.mqsc", &batch, &err)) == STORE_OK &&
        (st = store_save_top(s, qm, &err)) == STORE_OK)
        st = store_commit(s, &err);
    if (s && st == STORE_OK)
        st = store_close(s, true, &err);
    _exit((int)st);
}

/* Two first imports at once: the second waits for the first to create the store (as a second
 * writer waits for the first, up to the busy timeout) and then writes into that store. */
START_TEST(first_imports_racing_to_create_the_store)
{
    char *dir = tu_tmpdir(), *paths[2] = {tu_path(dir, "new.db"), tu_path(dir, "late.db")};
    for (int round = 0; round < 2; round++) {
        const char *path = paths[round];
        setenv("WLMCON_BUSY_TIMEOUT", round == 0 ? "5000" : "100", 1);
        /* the child is forked before the store is opened (it holds nothing of it) and starts once
         * the parent holds the creation */
        int go[2];
        char byte = 0;
        ck_assert_int_eq(pipe(go), 0);
        pid_t pid = fork();
        ck_assert_int_ge(pid, 0);
        if (pid == 0) {
            close(go[1]);
            if (read(go[0], &byte, 1) != 1)
                _exit(99);
            child_first_import(path, "QM2");
        }
        close(go[0]);
        struct store *a = ts_open(path, STORE_CREATE);
        ck_assert_int_eq(write(go[1], &byte, 1), 1);
        close(go[1]);
        usleep(300 * 1000);
        struct policy p;
        policy_init(&p);
        if (round == 0)
            ts_save(a, ts_build_qm(&p, "QM1"), "import");
        struct store_error err = {0};
        ck_assert_int_eq(store_close(a, round == 0, &err), STORE_OK);
        policy_free(&p);
        int status;
        ck_assert_int_eq(waitpid(pid, &status, 0), pid);
        ck_assert(WIFEXITED(status));
        /* round 0: the child waited and saved into the store the parent made; round 1: it gave up
         * after 100 ms while the parent still held the creation */
        int want = round == 0 ? STORE_OK : STORE_BUSY;
        ck_assert_int_eq(WEXITSTATUS(status), want);
    }
    struct store *s = ts_open(paths[0], 0);
    struct store_error err = {0};
    char **names;
    size_t n;
    ck_assert_int_eq(store_top_names(s, mq_kind(MQ_QMGR), &names, &n, &err), STORE_OK);
    ck_assert_uint_eq(n, 2);
    ck_assert_str_eq(names[0], "QM1");
    ck_assert_str_eq(names[1], "QM2");
    store_names_free(names, n);
    ck_assert_int_eq(store_close(s, true, &err), STORE_OK);
    char *files = dir_listing(dir);
    ck_assert_str_eq(files, "new.db");
    free(files);
    unsetenv("WLMCON_BUSY_TIMEOUT");
    tu_rmtree(dir);
    free(dir);
    free(paths[0]);
    free(paths[1]);
}
END_TEST

START_TEST(busy_store_times_out)
{
    setenv("WLMCON_BUSY_TIMEOUT", "200", 1);
    char *dir = tu_tmpdir(), *path = empty_store(dir, "s.db");
    struct store *a = ts_open(path, 0), *b = ts_open(path, 0);
    struct store_error err = {0};
    ck_assert_int_eq(store_begin(a, &err), STORE_OK);
    double t0 = now_s();
    ck_assert_int_eq(store_begin(b, &err), STORE_BUSY);
    double took = now_s() - t0;
    ck_assert_msg(took >= 0.15 && took < 2.0, "busy after %.3f s", took);
    ck_assert_int_eq(store_exit_status(err.status), 75);
    char want[600];
    snprintf(want, sizeof want, "store %s is busy (another program is writing to it: wlmcon, or a tool such as sqlite3); try again", path);
    ck_assert_str_eq(err.msg, want);
    /* a reader is not blocked by the writer */
    struct policy p;
    policy_init(&p);
    ck_assert_int_eq(store_load_all(b, &p, NULL, 0, &err), STORE_OK);
    store_rollback(a);
    ck_assert_int_eq(store_begin(b, &err), STORE_OK);
    store_rollback(b);
    ck_assert_int_eq(store_close(a, true, &err), STORE_OK);
    ck_assert_int_eq(store_close(b, true, &err), STORE_OK);
    policy_free(&p);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

/* Opens path read-only, loads it and checks it against qm and that writes are refused. */
static void check_read_only(const char *path, const struct pol_object *qm)
{
    struct policy q;
    policy_init(&q);
    struct store *s = ts_open(path, STORE_READONLY_OPEN);
    struct store_error err = {0};
    ck_assert_int_eq(store_load_all(s, &q, mq_system(), STORE_LOAD_PARAMS | STORE_LOAD_RECORDS, &err),
                     STORE_OK);
    ck_assert_uint_eq(q.ntops, 1);
    ts_assert_same_top(qm, q.tops[0], true, true);
    ck_assert_int_eq(store_begin(s, &err), STORE_READONLY);
    char want[600];
    snprintf(want, sizeof want, "store %s cannot be written: it is read-only", path);
    ck_assert_str_eq(err.msg, want);
    ck_assert_int_eq(store_validation_put(s, &(struct store_validation){.revision = 0}, &err), STORE_READONLY);
    ck_assert_int_eq(store_close(s, true, &err), STORE_OK);
    policy_free(&q);
}

START_TEST(read_only_store_reads)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "s.db");
    struct store *s = ts_open(path, STORE_CREATE);
    struct policy p;
    policy_init(&p);
    struct pol_object *qm = ts_build_qm(&p, "QM1");
    ts_save(s, qm, "import");
    ck_assert_int_eq(store_close(s, true, NULL), STORE_OK);
    char *before = tu_dump_store(path);
    check_read_only(path, qm);
    /* a read-only open leaves nothing behind */
    char *ls = dir_listing(dir);
    ck_assert_str_eq(ls, "s.db");
    /* and works on a file that cannot be written */
    ck_assert_int_eq(chmod(path, 0400), 0);
    check_read_only(path, qm);
    char *after = tu_dump_store(path);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    free(ls);
    policy_free(&p);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

/* Deleting a queue manager takes everything under it along: foreign keys are on (ON DELETE
 * CASCADE does nothing without them). */
START_TEST(foreign_keys_cascade)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "s.db");
    struct store *s = ts_open(path, STORE_CREATE);
    struct policy p;
    policy_init(&p);
    struct pol_object *qm = ts_build_qm(&p, "QM1");
    ts_save(s, qm, "import");
    pol_delete(qm);
    ts_save(s, qm, "delete");
    ck_assert_int_eq(qm->id, 0);
    ck_assert_int_eq(store_close(s, true, NULL), STORE_OK);
    char *out = ts_sql(path, "SELECT count(*) FROM object; SELECT count(*) FROM record;"
                             " SELECT count(*) FROM mq_qlocal; SELECT count(*) FROM mq_qmgr;");
    ck_assert_str_eq(out, "0\n0\n0\n0\n");
    free(out);
    policy_free(&p);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

/* The generic migration step adds the tables and columns the schema has and the store lacks. */
START_TEST(migration_adds_missing_tables_and_columns)
{
    char *dir = tu_tmpdir(), *path = empty_store(dir, "s.db");
    free(ts_sql(path, "DROP TRIGGER object_top_rename; DROP TABLE mq_namelist;"
                      " ALTER TABLE mq_qlocal DROP COLUMN clwlrank; PRAGMA user_version = 0;"));
    struct store *s = ts_open(path, 0);
    ck_assert_int_eq(store_close(s, true, NULL), STORE_OK);
    char *out = ts_sql(path, "PRAGMA user_version; SELECT count(*) FROM pragma_table_info('mq_namelist');"
                             " SELECT sql LIKE '%\"clwlrank\" INTEGER CONSTRAINT \"clwlrank\" CHECK"
                             " (\"clwlrank\" BETWEEN 0 AND 9)%' FROM sqlite_schema"
                             " WHERE name = 'mq_qlocal';");
    ck_assert_str_eq(out, TS_FORMAT "\n5\n1\n");
    free(out);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

START_TEST(exit_statuses)
{
    ck_assert_int_eq(store_exit_status(STORE_OK), 0);
    ck_assert_int_eq(store_exit_status(STORE_NOENT), 66);
    ck_assert_int_eq(store_exit_status(STORE_BUSY), 75);
    ck_assert_int_eq(store_exit_status(STORE_NEWER), 78);
    ck_assert_int_eq(store_exit_status(STORE_NOTSTORE), 65);
    ck_assert_int_eq(store_exit_status(STORE_CANTCREATE), 73);
    ck_assert_int_eq(store_exit_status(STORE_IO), 70);
    ck_assert_int_eq(store_exit_status(STORE_CONFLICT), 70);
    ck_assert_int_eq(store_exit_status(STORE_READONLY), 73);
}
END_TEST

Suite *suite_store(void)
{
    Suite *s = suite_create("store");
    TCase *tc = tcase_create("lifecycle");
    tcase_set_timeout(tc, 20);
    tcase_add_test(tc, create_then_discard_leaves_no_file);
    tcase_add_test(tc, create_then_publish_leaves_the_file_mode_0600);
    tcase_add_test(tc, missing_store_without_create);
    tcase_add_test(tc, directory_missing_cannot_create);
    tcase_add_test(tc, newer_store_refused);
    tcase_add_test(tc, not_a_store_refused);
    tcase_add_test(tc, busy_store_times_out);
    tcase_add_test(tc, first_imports_racing_to_create_the_store);
    tcase_add_test(tc, read_only_store_reads);
    tcase_add_test(tc, foreign_keys_cascade);
    tcase_add_test(tc, migration_adds_missing_tables_and_columns);
    tcase_add_test(tc, exit_statuses);
    suite_add_tcase(s, tc);
    return s;
}
