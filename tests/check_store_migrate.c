/* tests/check_store_migrate.c — a store written by wlmcon 0.1.0 (format 4, tests/fixtures/store-v4)
 * opened by this one: every command migrates it first and says so once, the MQSC and YAML it
 * exports are byte for byte those the old release wrote, the three batches journalled before the
 * migration are undone (newest first) to exact content, a read-only open refuses it saying what to
 * do, and a migration that fails leaves the file as it was. A store of format 5
 * (tests/fixtures/store-v5, before each attribute kept its file) exports the same bytes and
 * validates with the same positions; a script read after the migration is where its values'
 * findings point, and undoing it puts the old positions back; it gets the empty observation tables
 * of format 7, and an observation imported beside it stays when its journal is undone. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "model/mq/mq.h"
#include "store/store.h"
#include "tests/tstore.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

#define FIXTURE "tests/fixtures/store-v4/"

/* The YAML document's version this wlmcon writes, as its line shows it. */
#define YDOC_VERSION_TEXT "2"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-12-01T09:00:00Z", NULL};

/* A copy of a fixture store under a fresh directory, named as the release's exports say (v4.db,
 * policy-v5.db). */
struct v4 {
    char *dir, *path;
};

static void old_init(struct v4 *v, const char *fixture, const char *name)
{
    v->dir = tu_tmpdir();
    v->path = tu_path(v->dir, name);
    tu_copy(fixture, v->path);
}

static void v4_init(struct v4 *v)
{
    old_init(v, FIXTURE "policy-v4.db", "v4.db");
}

static void v4_done(struct v4 *v)
{
    tu_rmtree(v->dir);
    free(v->dir);
    free(v->path);
}

/* Runs wlmcon on the copy with args after `--store PATH` (NULL-terminated), asserting the exit
 * status; returns its stderr (malloc'd), its stdout into *out when out is not NULL. */
static char *run(struct v4 *v, int want, const char *const *args, char **out)
{
    const char *argv[16] = {"--store", v->path};
    size_t n = 2;
    for (; *args; args++)
        argv[n++] = *args;
    argv[n] = NULL;
    char *o, *e;
    int rc = tu_wlmcon(argv, NULL, env_fixed, &o, &e);
    ck_assert_msg(rc == want, "exit %d, want %d; stderr:\n%s", rc, want, e);
    if (out)
        *out = o;
    else
        free(o);
    return e;
}

/* The line every command prints when it migrated the copy from format `from`. */
static char *migrated_from(const struct v4 *v, int from)
{
    char *line = malloc(strlen(v->path) + 64);
    sprintf(line, "wlmcon: store %s migrated from format %d to " TS_FORMAT "\n", v->path, from);
    return line;
}

static char *migrated_line(const struct v4 *v)
{
    return migrated_from(v, 4);
}

/* text without its header's "* Store revision:" and "* Last change:" lines, which say which state
 * of which store was read, not what it holds (in place; returns text). */
static char *without_stamp(char *text)
{
    static const char *const stamps[] = {"* Store revision: ", "* Last change: "};
    for (size_t k = 0; k < 2; k++) {
        char *at = strstr(text, stamps[k]);
        if (at) {
            char *nl = strchr(at, '\n');
            memmove(at, nl ? nl + 1 : at + strlen(at), strlen(nl ? nl + 1 : at + strlen(at)) + 1);
        }
    }
    return text;
}

/* Asserts that file `name` under dir holds what the fixture's file `want` holds, the export's stamp
 * of the store's revision aside. */
static void assert_same_file(const char *dir, const char *name, const char *want)
{
    char *path = tu_path(dir, name);
    char *got = tu_read(path, NULL), *expected = tu_read(want, NULL);
    ck_assert_ptr_nonnull(got);
    ck_assert_ptr_nonnull(expected);
    without_stamp(got);
    without_stamp(expected);
    ck_assert_str_eq(got, expected);
    free(got);
    free(expected);
    free(path);
}

/* Asserts that the sqlite3 tool prints want for sql on the store at path. */
static void assert_sql(const char *path, const char *sql, const char *want)
{
    char *got = ts_sql(path, sql);
    ck_assert_str_eq(got, want);
    free(got);
}

/* Exports the copy's MQSC into dir/out, asserts that the queue managers stored are qmgrs (NULL-
 * terminated, in name order) and that each one's file holds what the file in wants[i] holds. */
static void assert_mqsc(struct v4 *v, const char *const *qmgrs, const char *const *wants)
{
    char *out = tu_path(v->dir, "out");
    tu_rmtree(out);
    free(run(v, 0, (const char *const[]){"export", "--format", "mqsc", "--out", out, NULL}, NULL));
    struct textbuf names = {0};
    for (size_t i = 0; qmgrs[i]; i++) {
        char name[64];
        snprintf(name, sizeof name, "%s.mqsc", qmgrs[i]);
        assert_same_file(out, name, wants[i]);
        tb_printf(&names, "%s%s", i ? " " : "", qmgrs[i]);
    }
    tb_puts(&names, "\n");
    assert_sql(v->path, "SELECT group_concat(name, ' ') FROM (SELECT name FROM object"
                        " WHERE top_id IS NULL ORDER BY name);", names.buf);
    tb_free(&names);
    free(out);
}

/* export migrates the store once, saying so once, and writes what the old release wrote. */
START_TEST(export_migrates_and_writes_the_same)
{
    struct v4 v;
    v4_init(&v);
    char *line = migrated_line(&v);
    char *out = tu_path(v.dir, "out");
    char *err = run(&v, 0, (const char *const[]){"export", "--format", "mqsc", "--out", out, NULL}, NULL);
    ck_assert_str_eq(err, line);
    free(err);
    assert_sql(v.path, "PRAGMA user_version;", TS_FORMAT "\n");
    static const char *const qmgrs[] = {"QM6", "QMA", "QMB", "QMC"};
    for (size_t i = 0; i < 4; i++) {
        char name[32], want[128];
        snprintf(name, sizeof name, "%s.mqsc", qmgrs[i]);
        snprintf(want, sizeof want, FIXTURE "%s", name);
        assert_same_file(out, name, want);
    }
    char *yaml;
    err = run(&v, 0, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL}, &yaml);
    ck_assert_str_eq(err, "");   /* migrated already: nothing to say */
    /* the old release's document, and the empty section of every system it did not know */
    char *old = tu_replace(tu_read(FIXTURE "policy.yaml", NULL), "\"version\": 1\n", "\"version\": " YDOC_VERSION_TEXT "\n");
    struct textbuf want = {0};
    tb_puts(&want, old);
    for (const struct system_def *const *sys = schema_systems(); *sys; sys++)
        if (strcmp((*sys)->id, "mq") != 0 && (*sys)->doc_key)
            tb_printf(&want, "\"%s\": []\n", (*sys)->doc_key);
    ck_assert_msg(strcmp(yaml, want.buf) == 0, "the YAML export differs from the old release's");
    tb_free(&want);
    free(old);
    free(yaml);
    free(err);
    free(out);
    free(line);
    v4_done(&v);
}
END_TEST

/* validate migrates too (it used to open the store read-only), and says so once. */
START_TEST(validate_migrates)
{
    struct v4 v;
    v4_init(&v);
    char *line = migrated_line(&v);
    char *first_out, *again_out;
    char *first = run(&v, 0, (const char *const[]){"validate", NULL}, &first_out);
    ck_assert_int_eq(strncmp(first, line, strlen(line)), 0);
    ck_assert_ptr_null(strstr(first + strlen(line), "migrated"));
    char *again = run(&v, 0, (const char *const[]){"validate", NULL}, &again_out);
    ck_assert_str_eq(first + strlen(line), again);   /* the same findings, no second notice */
    ck_assert_str_eq(first_out, again_out);
    assert_sql(v.path, "PRAGMA user_version;", TS_FORMAT "\n");
    free(first);
    free(again);
    free(first_out);
    free(again_out);
    free(line);
    v4_done(&v);
}
END_TEST

/* import migrates first as well, saying so once before its summary. */
START_TEST(import_migrates)
{
    struct v4 v;
    v4_init(&v);
    char *line = migrated_line(&v);
    char *err = run(&v, 0, (const char *const[]){"import", "import/demo/QMA.mqsc", NULL}, NULL);
    ck_assert_str_eq(err, line);
    free(err);
    err = run(&v, 0, (const char *const[]){"import", "import/demo/QMB.mqsc", NULL}, NULL);
    ck_assert_str_eq(err, "");
    /* QMB as the store holds it already: no batch of its own */
    assert_sql(v.path, "PRAGMA user_version; SELECT count(*) FROM journal_batch;", TS_FORMAT "\n4\n");
    free(err);
    free(line);
    v4_done(&v);
}
END_TEST

/* The existing rows hang under their queue managers, with their row ids as uids. */
START_TEST(migration_fills_the_tree_columns)
{
    struct v4 v;
    v4_init(&v);
    char *before = ts_sql(v.path, "SELECT count(*), sum(top_id IS NULL) FROM object;");
    struct store *s = ts_open(v.path, 0);
    ck_assert_int_eq(store_migrated_from(s), 4);
    ck_assert_int_eq(store_close(s, true, NULL), STORE_OK);
    s = ts_open(v.path, 0);
    ck_assert_int_eq(store_migrated_from(s), 0);
    ck_assert_int_eq(store_close(s, true, NULL), STORE_OK);
    char *after = ts_sql(v.path, "SELECT count(*), sum(top_id IS NULL) FROM object;");
    ck_assert_str_eq(before, after);
    assert_sql(v.path, "SELECT count(*) FROM object WHERE parent_id IS NOT top_id OR uid <> id"
                       " OR position <> 0; SELECT count(*) FROM journal_entry WHERE uid IS NOT NULL;"
                       " SELECT (SELECT value FROM meta WHERE key = 'revision') >="
                       " (SELECT max(id) FROM object);",
               "0\n0\n1\n");
    free(before);
    free(after);
    v4_done(&v);
}
END_TEST

/* Undoes batch on the copy through store_undo; the undo is batch want. */
static void undo(struct v4 *v, int64_t batch, int64_t want)
{
    struct store *s = ts_open(v->path, 0);
    struct store_error err = {0};
    int64_t id = 0;
    ck_assert_msg(store_undo(s, batch, "ADMIN", "2026-12-01T09:00:00Z", &id, &err) == STORE_OK, "%s",
                  err.msg);
    ck_assert_int_eq(id, want);
    ck_assert_int_eq(store_close(s, true, NULL), STORE_OK);
}

/* The three batches journalled by the old release, undone newest first: the ALTER and DEFINE of
 * batch 3 (QMA as the demo file makes it again), the QM6 dump of batch 2, the demo of batch 1. */
START_TEST(old_batches_undone)
{
    struct v4 v;
    v4_init(&v);
    /* QMA as the demo file alone makes it, in a store of the same file name */
    struct v4 demo = {tu_tmpdir(), NULL};
    demo.path = tu_path(demo.dir, "v4.db");
    free(run(&demo, 0, (const char *const[]){"import", "import/demo/QMA.mqsc", NULL}, NULL));
    char *demo_out = tu_path(demo.dir, "out");
    free(run(&demo, 0, (const char *const[]){"export", "--format", "mqsc", "--out", demo_out, NULL}, NULL));
    char *qma = tu_path(demo_out, "QMA.mqsc");

    undo(&v, 3, 4);
    assert_sql(v.path, "SELECT count(*) FROM object WHERE name = 'APP.EXTRA';", "0\n");
    assert_mqsc(&v, (const char *const[]){"QM6", "QMA", "QMB", "QMC", NULL},
                (const char *const[]){FIXTURE "QM6.mqsc", qma, FIXTURE "QMB.mqsc", FIXTURE "QMC.mqsc"});
    undo(&v, 2, 5);
    assert_mqsc(&v, (const char *const[]){"QMA", "QMB", "QMC", NULL},
                (const char *const[]){qma, FIXTURE "QMB.mqsc", FIXTURE "QMC.mqsc"});
    undo(&v, 1, 6);
    assert_sql(v.path, "SELECT count(*) FROM object; SELECT count(*) FROM record;"
                       " SELECT group_concat(action, ',') FROM journal_batch;"
                       " SELECT group_concat(kind || '=' || n, ' ') FROM object_count WHERE n <> 0;",
               "0\n0\nimport,import,import,undo 3,undo 2,undo 1\n\n");
    free(qma);
    free(demo_out);
    v4_done(&demo);
    v4_done(&v);
}
END_TEST

/* The bytes of the file at path (malloc'd), their number in *n. */
static char *bytes_of(const char *path, size_t *n)
{
    char *b = tu_read(path, n);
    ck_assert_ptr_nonnull(b);
    return b;
}

static void assert_unchanged(const char *path, const char *before, size_t n)
{
    size_t m = 0;
    char *now = bytes_of(path, &m);
    ck_assert_uint_eq(m, n);
    ck_assert_int_eq(memcmp(now, before, n), 0);
    free(now);
}

/* A read-only open cannot migrate: refused, saying what to do; the file is left as it was, and
 * nothing is made beside it. */
START_TEST(read_only_open_refused)
{
    struct v4 v;
    v4_init(&v);
    size_t n = 0;
    char *before = bytes_of(v.path, &n);
    struct store *s = NULL;
    struct store_error err = {0};
    ck_assert_int_eq(store_open(v.path, STORE_READONLY_OPEN, &s, &err), STORE_READONLY);
    ck_assert_ptr_null(s);
    char want[1024];
    snprintf(want, sizeof want,
             "store %s is in format 4 and must be upgraded to format %d before this wlmcon can read "
             "it, which needs write access: run any wlmcon command on it once as a user who can "
             "write the file and its directory", v.path, STORE_VERSION);
    ck_assert_str_eq(err.msg, want);
    ck_assert_int_eq(store_exit_status(err.status), 73);
    assert_unchanged(v.path, before, n);
    char *wal = tu_path(v.dir, "v4.db-wal");
    ck_assert(!tu_exists(wal));
    free(wal);
    /* with STORE_MIGRATE it is upgraded first, then read */
    ck_assert_int_eq(store_open(v.path, STORE_READONLY_OPEN | STORE_MIGRATE, &s, &err), STORE_OK);
    ck_assert_int_eq(store_migrated_from(s), 4);
    char **names = NULL;
    size_t nn = 0;
    ck_assert_int_eq(store_top_names(s, schema_top_kind(schema_system("mq")), &names, &nn, &err), STORE_OK);
    ck_assert_uint_eq(nn, 4);
    ck_assert_str_eq(names[0], "QM6");
    store_names_free(names, nn);
    ck_assert_int_eq(store_begin(s, &err), STORE_READONLY);
    ck_assert_int_eq(store_close(s, false, NULL), STORE_OK);
    free(before);
    v4_done(&v);
}
END_TEST

/* A migration that fails half-way (a column it adds is there already) is rolled back whole: the
 * file is byte for byte what it was, still in format 4. */
START_TEST(failed_migration_changes_nothing)
{
    struct v4 v;
    v4_init(&v);
    free(ts_sql(v.path, "ALTER TABLE object ADD COLUMN parent_id INTEGER;"));
    size_t n = 0;
    char *before = bytes_of(v.path, &n);
    struct store *s = NULL;
    struct store_error err = {0};
    ck_assert_int_eq(store_open(v.path, 0, &s, &err), STORE_IO);
    ck_assert_ptr_null(s);
    char want[512];
    snprintf(want, sizeof want, "store %s: migrating the store: duplicate column name: parent_id", v.path);
    ck_assert_str_eq(err.msg, want);
    assert_unchanged(v.path, before, n);
    assert_sql(v.path, "PRAGMA user_version; PRAGMA journal_mode;", "4\ndelete\n");
    static const char *const side[] = {"v4.db-wal", "v4.db-shm", "v4.db-journal"};
    for (size_t i = 0; i < 3; i++) {
        char *p = tu_path(v.dir, side[i]);
        ck_assert_msg(!tu_exists(p), "%s left behind", side[i]);
        free(p);
    }
    free(before);
    v4_done(&v);
}
END_TEST

#define FIXTURE5 "tests/fixtures/store-v5/"

/* Asserts that the file at path holds exactly what the file want holds (a YAML document of the
 * release that wrote the fixture: but for its version line). */
static void assert_same_bytes(const char *path, const char *want)
{
    char *got = tu_read(path, NULL), *expected = tu_read(want, NULL);
    if (expected && strstr(want, ".yaml"))
        expected = tu_replace(expected, "\"version\": 1\n", "\"version\": " YDOC_VERSION_TEXT "\n");
    ck_assert_ptr_nonnull(got);
    ck_assert_ptr_nonnull(expected);
    ck_assert_msg(strcmp(got, expected) == 0, "%s differs from %s", path, want);
    free(got);
    free(expected);
}

/* Asserts that `validate` (with --format json when json) prints what the fixture's file want holds. */
static void assert_validate(struct v4 *v, bool json, const char *want)
{
    char *out;
    const char *const text[] = {"validate", NULL}, *const js[] = {"validate", "--format", "json", NULL};
    free(run(v, 0, json ? js : text, &out));
    char *expected = tu_read(want, NULL);
    ck_assert_ptr_nonnull(expected);
    ck_assert_str_eq(out, expected);
    free(expected);
    free(out);
}

/* Format 5: the first command migrates, saying so; every export is byte for byte the old one (the
 * revision it is stamped with included: a migration draws none), and validate reports every
 * finding at the position format 5 gave it (validate.txt and .json: this release's rule texts on
 * the positions the old release reported). */
START_TEST(v5_exports_and_validates_the_same)
{
    struct v4 v;
    old_init(&v, FIXTURE5 "policy-v5.db", "policy-v5.db");
    char *line = migrated_from(&v, 5), *out = tu_path(v.dir, "out");
    char *err = run(&v, 0, (const char *const[]){"export", "--format", "mqsc", "--out", out, NULL}, NULL);
    ck_assert_str_eq(err, line);
    free(err);
    assert_sql(v.path, "PRAGMA user_version;", TS_FORMAT "\n");
    static const char *const qmgrs[] = {"APP", "QMA", "QMB", "QMC"};
    for (size_t i = 0; i < 4; i++) {
        char name[32], want[128];
        snprintf(name, sizeof name, "%s.mqsc", qmgrs[i]);
        snprintf(want, sizeof want, FIXTURE5 "%s", name);
        char *path = tu_path(out, name);
        assert_same_bytes(path, want);
        free(path);
    }
    char *yaml = tu_path(v.dir, "policy.yaml");
    free(run(&v, 0, (const char *const[]){"export", "--format", "yaml", "--out", v.dir, NULL}, NULL));
    assert_same_bytes(yaml, FIXTURE5 "policy.yaml");
    assert_validate(&v, false, FIXTURE5 "validate.txt");
    assert_validate(&v, true, FIXTURE5 "validate.json");
    free(yaml);
    free(out);
    free(line);
    v4_done(&v);
}
END_TEST

/* In the migrated store b.mqsc read again sets the values it set before: nothing changes, no
 * batch is journalled, and the findings keep the format-5 positions. */
START_TEST(v5_script_read_after_migration)
{
    struct v4 v;
    old_init(&v, FIXTURE5 "policy-v5.db", "policy-v5.db");
    char *out;
    free(run(&v, 0, (const char *const[]){"import", "--qmgr", "APP", FIXTURE5 "b.mqsc", NULL}, &out));
    ck_assert_msg(strstr(out, ": nothing changed, no journal batch: ") != NULL, "%s", out);
    free(out);
    assert_sql(v.path, "SELECT count(*) FROM journal_batch;", "3\n");
    assert_validate(&v, false, FIXTURE5 "validate.txt");
    v4_done(&v);
}
END_TEST

#define FIXTURE8 "tests/fixtures/store-v8/"

/* Every entry of the journal as the old release's entries.txt lists them, read through the view. */
static const char entries_sql[] =
    "SELECT batch_id, seq, op, system, kind, coalesce(top, '-'), coalesce(name, '-'),"
    " coalesce(old_revision, '-'), revision, coalesce(uid, '-'), image IS NULL FROM journal_entries"
    " ORDER BY batch_id, seq;";

/* Asserts that `history` (with --format json when json) prints what the fixture's file want holds;
 * first: the command that migrates the copy, saying so. */
static void assert_history(struct v4 *v, bool json, const char *want, bool first)
{
    char *out, *expected = tu_read(want, NULL), *line = migrated_from(v, 8);
    const char *const text[] = {"history", NULL}, *const js[] = {"history", "--format", "json", NULL};
    char *err = run(v, 0, json ? js : text, &out);
    ck_assert_str_eq(err, first ? line : "");
    ck_assert_ptr_nonnull(expected);
    ck_assert_str_eq(out, expected);
    free(expected);
    free(out);
    free(err);
    free(line);
}

/* Format 8's journal, an entry per insert, migrates with nothing rewritten: the entries, the history
 * and the undo of every batch read as the old release read them (history-undone: what it printed
 * after the same undos). */
START_TEST(v8_journal_reads_the_same)
{
    struct v4 v;
    old_init(&v, FIXTURE8 "policy-v8.db", "policy-v8.db");
    assert_history(&v, false, FIXTURE8 "history.txt", true);
    assert_history(&v, true, FIXTURE8 "history.json", false);
    assert_sql(v.path, "PRAGMA user_version; SELECT count(*), count(span), count(objects) FROM journal_entry;",
               TS_FORMAT "\n30|0|0\n");
    char *want = tu_read(FIXTURE8 "entries.txt", NULL);
    assert_sql(v.path, entries_sql, want);
    undo(&v, 3, 4);
    undo(&v, 2, 5);
    undo(&v, 1, 6);
    assert_sql(v.path, "SELECT count(*) FROM object;", "0\n");
    assert_history(&v, false, FIXTURE8 "history-undone.txt", false);
    assert_history(&v, true, FIXTURE8 "history-undone.json", false);
    free(want);
    v4_done(&v);
}
END_TEST

/* A new top's inserts are one entry, the top's, standing for the entries format 8 wrote for the
 * same imports (entries.txt); the history of the store and of its undos reads as format 8's. */
START_TEST(new_tops_journalled_as_one_entry_each)
{
    struct v4 v = {tu_tmpdir(), NULL};
    v.path = tu_path(v.dir, "new.db");
    static const char *const fixed[] = {"WLMCON_USER=FIXTURE", "WLMCON_NOW=2026-12-02T00:00:00Z", NULL};
    static const char *const imports[3][6] = {
        {"import", "import/demo/QMA.mqsc", "import/demo/QMB.mqsc", "import/demo/QMC.mqsc", NULL},
        {"import", "tests/fixtures/store-v9/AZDEF.xml", NULL},
        {"import", "--qmgr", "QMA", "tests/fixtures/store-v5/alter.mqsc", NULL}};
    for (size_t i = 0; i < 3; i++) {
        const char *argv[8] = {"--store", v.path};
        for (size_t k = 0; imports[i][k]; k++)
            argv[2 + k] = imports[i][k];
        char *o, *e;
        ck_assert_int_eq(tu_wlmcon(argv, NULL, fixed, &o, &e), 0);
        free(o);
        free(e);
    }
    assert_sql(v.path, "SELECT batch_id, seq, op, kind, name, coalesce(span, '-'), json_array_length(objects)"
                       " FROM journal_entry ORDER BY batch_id, seq;",
               "1|1|insert|QMGR|QMA|3|3\n1|5|insert|QMGR|QMB|3|3\n1|9|insert|QMGR|QMC|3|3\n"
               "2|1|insert|DEFINITION|AZDEF|16|16\n3|1|update|CLUSRCVR|DEMO.QMA|-|\n");
    assert_sql(v.path, "SELECT objects FROM journal_entry WHERE batch_id = 1 AND seq = 1;",
               "[[\"QLOCAL\",\"APP.REQ\"],[\"CLUSRCVR\",\"DEMO.QMA\"],[\"CLUSSDR\",\"DEMO.QMB\"]]\n");
    char *want = tu_read(FIXTURE8 "entries.txt", NULL);
    assert_sql(v.path, entries_sql, want);
    free(want);
    assert_history(&v, false, FIXTURE8 "history.txt", false);
    assert_history(&v, true, FIXTURE8 "history.json", false);
    /* the console's last change of an object journalled in its top's entry, then changed */
    struct store *s = ts_open(v.path, 0);
    struct store_change ch;
    struct store_error err = {0};
    ck_assert_int_eq(store_last_change(s, mq_kind(MQ_QLOCAL), "QMB", "APP.REQ", &ch, &err), STORE_OK);
    ck_assert_int_eq(ch.batch, 1);
    ck_assert_int_eq(ch.revision, 6);
    ck_assert_int_eq(store_last_change(s, mq_kind(MQ_CLUSRCVR), "QMA", "DEMO.QMA", &ch, &err), STORE_OK);
    ck_assert_int_eq(ch.batch, 3);
    ck_assert_int_eq(ch.revision, 30);
    ck_assert_int_eq(store_last_change(s, mq_kind(MQ_QMGR), NULL, "QMC", &ch, &err), STORE_OK);
    ck_assert_int_eq(ch.revision, 9);
    ck_assert_int_eq(store_last_change(s, mq_kind(MQ_QLOCAL), "QMC", "APP.REQ", &ch, &err), STORE_NOTFOUND);
    ck_assert_int_eq(store_close(s, false, NULL), STORE_OK);
    undo(&v, 3, 4);
    undo(&v, 2, 5);
    undo(&v, 1, 6);
    assert_sql(v.path, "SELECT count(*) FROM object;", "0\n");
    assert_history(&v, false, FIXTURE8 "history-undone.txt", false);
    assert_history(&v, true, FIXTURE8 "history-undone.json", false);
    v4_done(&v);
}
END_TEST

#define FIXTURE9S "tests/fixtures/store-v9s/"

/* Format 9, made from the shared samples: migrated, it exports to YAML the same document as that
 * release did, and records this wlmcon's fingerprint of every kind and attribute. */
START_TEST(v9_samples_export_the_same)
{
    struct v4 v;
    old_init(&v, FIXTURE9S "policy-v9.db", "policy-v9.db");
    char *out, *line = migrated_from(&v, 9);
    char *err = run(&v, 0, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL}, &out);
    ck_assert_str_eq(err, line);
    char *want = tu_read(FIXTURE9S "policy.yaml", NULL);
    ck_assert_ptr_nonnull(want);
    want = tu_replace(want, "\"version\": 1\n", "\"version\": " YDOC_VERSION_TEXT "\n");
    ck_assert_str_eq(out, want);
    assert_sql(v.path, "PRAGMA user_version; SELECT count(*) FROM schema_fingerprint;"
                       " SELECT print FROM schema_fingerprint WHERE system = 'mq' AND kind = 'QLOCAL'"
                       " AND attr = 'clwlprty';",
               TS_FORMAT "\n377\n\"clwlprty\" INTEGER CONSTRAINT \"clwlprty\" CHECK (\"clwlprty\" BETWEEN 0 AND 9)\n");
    free(out);
    free(err);
    free(want);
    free(line);
    v4_done(&v);
}
END_TEST

/* A store whose fingerprint of a kind holding objects is not this wlmcon's — an attribute defined
 * otherwise, or one it does not know — is refused by every command with 78, naming the system,
 * the kind and the attribute, and left as it was; the same on a kind without objects is not. */
START_TEST(a_changed_fingerprint_is_refused)
{
    struct v4 v;
    old_init(&v, FIXTURE9S "policy-v9.db", "policy-v9.db");
    free(run(&v, 0, (const char *const[]){"history", NULL}, NULL));
    free(ts_sql(v.path, "UPDATE schema_fingerprint SET print = 'clwlprty INTEGER' WHERE system = 'mq'"
                   " AND kind = 'QLOCAL' AND attr = 'clwlprty';"
                   "INSERT INTO schema_fingerprint VALUES ('mq', 'QALIAS', 'newer', 'newer TEXT');"
                   "INSERT INTO schema_fingerprint VALUES ('mq', 'MQTT', 'newer', 'newer TEXT');"));
    char *before = tu_dump_store(v.path), want[600];
    snprintf(want, sizeof want, "wlmcon: store %s holds objects of system mq, kind QALIAS, whose attribute "
                                "newer this wlmcon does not know: it was written by a newer wlmcon\n", v.path);
    char *err = run(&v, 78, (const char *const[]){"validate", NULL}, NULL);
    ck_assert_str_eq(err, want);
    free(err);
    free(ts_sql(v.path, "DELETE FROM schema_fingerprint WHERE attr = 'newer' AND kind = 'QALIAS';"));
    free(before);
    before = tu_dump_store(v.path);
    snprintf(want, sizeof want, "wlmcon: store %s holds objects of system mq, kind QLOCAL, whose attribute "
                                "clwlprty is not defined as in this wlmcon: it was written by a newer wlmcon\n", v.path);
    err = run(&v, 78, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL}, NULL);
    ck_assert_str_eq(err, want);
    free(err);
    char *after = tu_dump_store(v.path);
    ck_assert_str_eq(after, before);
    free(after);
    free(before);
    v4_done(&v);
}
END_TEST

/* A store that lacks the tables of a system this wlmcon has (dropped here, as a store made before
 * the system was registered lacks them) gets them on the first writable open, which says so once
 * on stderr; a read-only open reads the system's kinds as empty and writes nothing. */
START_TEST(a_new_system_gets_its_tables_once)
{
    struct v4 v;
    old_init(&v, FIXTURE9S "policy-v9.db", "policy-v9.db");
    free(run(&v, 0, (const char *const[]){"import", "import/demo/QMA.mqsc", NULL}, NULL));
    struct textbuf sql = {0};
    tb_puts(&sql, "PRAGMA foreign_keys = ON; DELETE FROM object WHERE system = 'wlm';"
                  " DELETE FROM object_count WHERE system = 'wlm';"
                  " DELETE FROM schema_fingerprint WHERE system = 'wlm'; DROP TRIGGER object_top_rename;");
    const struct system_def *wlm = schema_system("wlm");
    for (size_t k = 0; k < wlm->nkinds; k++)
        if (wlm->kinds[k].table)
            tb_printf(&sql, " DROP TABLE %s;", wlm->kinds[k].table);
    free(ts_sql(v.path, sql.buf));
    tb_free(&sql);
    char *before = tu_dump_store(v.path), *out;
    chmod(v.path, 0444);   /* read only: export reads it as it is */
    char *err = run(&v, 0, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL}, &out);
    ck_assert_str_eq(err, "");
    ck_assert_ptr_nonnull(strstr(out, "\"service_definitions\": []\n"));
    free(err);
    free(out);
    chmod(v.path, 0644);
    char *after = tu_dump_store(v.path);
    ck_assert_str_eq(after, before);
    free(after);
    free(before);
    struct textbuf want = {0};
    tb_printf(&want, "wlmcon: store %s: added the tables of system wlm (kinds ", v.path);
    size_t n = 0;
    for (size_t k = 0; k < wlm->nkinds; k++)
        if (wlm->kinds[k].table)
            tb_printf(&want, "%s%s", n++ ? ", " : "", wlm->kinds[k].id);
    tb_puts(&want, ")\n");
    err = run(&v, 0, (const char *const[]){"import", "import/demo/QMB.mqsc", NULL}, NULL);
    ck_assert_str_eq(err, want.buf);
    free(err);
    err = run(&v, 0, (const char *const[]){"import", "tests/fixtures/store-v9/AZDEF.xml", NULL}, NULL);
    ck_assert_str_eq(err, "");
    free(err);
    tb_free(&want);
    v4_done(&v);
}
END_TEST

/* Format 7's observation tables come empty with the migration; an observation imported beside the
 * old policy is checked against it (QMA's CLUSRCVR observed at 50, stored at 70 by the old
 * release's last batch), and undoing that batch leaves the observation as it was. */
START_TEST(v5_gets_observations)
{
    struct v4 v;
    old_init(&v, FIXTURE5 "policy-v5.db", "policy-v5.db");
    free(run(&v, 0, (const char *const[]){"import", "tests/fixtures/mqstatus/QMA-drift.txt", NULL}, NULL));
    assert_sql(v.path, "PRAGMA user_version; SELECT count(*) FROM journal_batch;"
                       " SELECT top, taken FROM observation;",
               TS_FORMAT "\n4\nQMA|2026-12-01 11:20:41\n");
    char *found;
    free(run(&v, 0, (const char *const[]){"validate", NULL}, &found));
    static const char want[] = " warning: CLUSRCVR DEMO.QMA of QMA: CLWLWGHT is 50 in DISPLAY CLUSQMGR on "
                               "QMA at 2026-12-01 11:20:41 but 70 in the policy [MQ030]\n";
    ck_assert_msg(strstr(found, want) != NULL, "%s", found);
    free(found);
    undo(&v, 3, 5);
    assert_sql(v.path, "SELECT clwlwght FROM mq_clusrcvr WHERE _name = 'DEMO.QMA';"
                       " SELECT top, taken FROM observation;", "60\nQMA|2026-12-01 11:20:41\n");
    v4_done(&v);
}
END_TEST

#define FIXTURE9 "tests/fixtures/store-v9/"

/* The reports of `validate` (text and JSON) of the store at v, and those of a new store made by the
 * imports the format-9 fixture was made with (its README): the same, however the reports read. */
static void assert_validates_as_new(struct v4 *v)
{
    struct v4 fresh = {tu_tmpdir(), NULL};
    fresh.path = tu_path(fresh.dir, "policy-v9.db");
    static const char *const fixed[] = {"WLMCON_USER=FIXTURE", "WLMCON_NOW=2026-12-02T00:00:00Z", NULL};
    static const char *const imports[3][6] = {
        {"import", "import/demo/QMA.mqsc", "import/demo/QMB.mqsc", "import/demo/QMC.mqsc", NULL},
        {"import", FIXTURE9 "AZDEF.xml", NULL},
        {"import", "--qmgr", "QMA", "tests/fixtures/store-v5/alter.mqsc", NULL}};
    for (size_t i = 0; i < 3; i++) {
        const char *argv[8] = {"--store", fresh.path};
        for (size_t k = 0; imports[i][k]; k++)
            argv[2 + k] = imports[i][k];
        char *o, *e;
        ck_assert_int_eq(tu_wlmcon(argv, NULL, fixed, &o, &e), 0);
        free(o);
        free(e);
    }
    for (int json = 0; json < 2; json++) {
        const char *const text[] = {"validate", NULL}, *const js[] = {"validate", "--format", "json", NULL};
        char *got, *want;
        free(run(v, 0, json ? js : text, &got));
        free(run(&fresh, 0, json ? js : text, &want));
        ck_assert_str_eq(got, want);
        free(got);
        free(want);
    }
    v4_done(&fresh);
}

/* Format 9 migrates to 10 with its policy, journal and history as they were and no rule level or
 * suppression: it validates as a new store of the same imports does. A level and a suppression
 * then kept apply, and undoing their batches gives that report back. */
START_TEST(v9_gets_rule_levels_and_suppressions)
{
    struct v4 v;
    old_init(&v, FIXTURE9 "policy-v9.db", "policy-v9.db");
    char *out, *line = migrated_from(&v, 9), *err = run(&v, 0, (const char *const[]){"history", NULL}, &out);
    ck_assert_str_eq(err, line);
    char *want = tu_read(FIXTURE9 "history.txt", NULL);
    ck_assert_str_eq(out, want);
    free(want);
    free(out);
    free(err);
    free(line);
    assert_validates_as_new(&v);
    assert_sql(v.path, "PRAGMA user_version; SELECT count(*) FROM rule_level; SELECT count(*) FROM suppression;"
                       " SELECT count(*) FROM journal_rule; SELECT count(*) FROM journal_batch;",
               TS_FORMAT "\n0\n0\n0\n3\n");
    free(run(&v, 0, (const char *const[]){"rules", "--set", "MQ018=error", NULL}, NULL));
    free(run(&v, 0, (const char *const[]){"suppress", "MQ015", "QMGR(QMA)", "--reason", "QMA by design", NULL}, NULL));
    free(run(&v, 1, (const char *const[]){"validate", NULL}, &out));
    static const char last[] = "\n1 error, 0 warnings, 1 info\n1 suppressed: not shown (wlmcon suppress --list)\n";
    ck_assert_msg(strlen(out) > strlen(last) && strcmp(out + strlen(out) - strlen(last), last) == 0, "%s", out);
    ck_assert_ptr_nonnull(strstr(out, "alter.mqsc:1:52: error: the messages put to cluster queue APP.REQ"));
    free(out);
    assert_sql(v.path, "SELECT batch_id, n, what, key, coalesce(old, '-'), CASE what WHEN 'level' THEN new"
                       " ELSE json_extract(new, '$.reason') END FROM journal_rule ORDER BY batch_id;",
               "4|1|level|MQ018|-|error\n5|1|suppression|1|-|QMA by design\n");
    undo(&v, 5, 6);
    undo(&v, 4, 7);
    assert_validates_as_new(&v);
    assert_sql(v.path, "SELECT count(*) FROM rule_level; SELECT count(*) FROM suppression;", "0\n0\n");
    v4_done(&v);
}
END_TEST

#define FIXTURE10 "tests/fixtures/store-v10/"

/* Format 10 (a rule level and a suppression kept) migrates to 11: its history and suppressions read
 * as that release printed them, the level and the suppression still apply to validate, and the
 * fingerprint of every kind of the registered systems is recorded. */
START_TEST(v10_keeps_levels_and_suppressions)
{
    struct v4 v;
    old_init(&v, FIXTURE10 "policy-v10.db", "policy-v10.db");
    char *out, *line = migrated_from(&v, 10), *err = run(&v, 0, (const char *const[]){"history", NULL}, &out);
    ck_assert_str_eq(err, line);
    char *want = tu_read(FIXTURE10 "history.txt", NULL);
    ck_assert_str_eq(out, want);
    free(want);
    free(out);
    free(err);
    free(line);
    free(run(&v, 0, (const char *const[]){"suppress", "--list", NULL}, &out));
    want = tu_read(FIXTURE10 "suppress.txt", NULL);
    ck_assert_str_eq(out, want);
    free(want);
    free(out);
    free(run(&v, 1, (const char *const[]){"validate", NULL}, &out));
    static const char last[] = "\n1 error, 0 warnings, 1 info\n1 suppressed: not shown (wlmcon suppress --list)\n";
    ck_assert_msg(strlen(out) > strlen(last) && strcmp(out + strlen(out) - strlen(last), last) == 0, "%s", out);
    free(out);
    assert_sql(v.path, "PRAGMA user_version; SELECT count(DISTINCT system) FROM schema_fingerprint WHERE attr = '';"
                       " SELECT count(*) FROM schema_fingerprint WHERE system = 'mq' AND kind = 'QMGR' AND attr = '';",
               TS_FORMAT "\n5\n1\n");
    v4_done(&v);
}
END_TEST

#define FIXTURE11 "tests/fixtures/store-v11/"

/* Format 11 migrates to 12 (the table of the source layouts) with nothing lost: its history reads
 * as that release printed it, its MQSC and WLM XML exports are that release's bytes, and its YAML
 * document differs from that release's only in the version line. */
START_TEST(v11_exports_the_same)
{
    struct v4 v;
    old_init(&v, FIXTURE11 "policy-v11.db", "policy-v11.db");
    char *out, *line = migrated_from(&v, 11), *err = run(&v, 0, (const char *const[]){"history", NULL}, &out);
    ck_assert_str_eq(err, line);
    char *want = tu_read(FIXTURE11 "history.txt", NULL);
    ck_assert_str_eq(out, want);
    free(want);
    free(out);
    free(err);
    free(line);
    char *dir = tu_path(v.dir, "out");
    free(run(&v, 0, (const char *const[]){"export", "--format", "mqsc", "--out", dir, NULL}, NULL));
    free(run(&v, 0, (const char *const[]){"export", "--format", "wlmxml", "--out", dir, NULL}, NULL));
    static const char *const files[] = {"QMA.mqsc", "QMB.mqsc", "QMC.mqsc", "AZDEF.xml"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char *got = tu_path(dir, files[i]), *fx = malloc(strlen(FIXTURE11) + strlen(files[i]) + 1);
        sprintf(fx, "%s%s", FIXTURE11, files[i]);
        size_t n1, n2;
        char *a = tu_read(got, &n1), *b = tu_read(fx, &n2);
        ck_assert_msg(a && b && n1 == n2 && memcmp(a, b, n1) == 0, "%s differs", files[i]);
        free(a);
        free(b);
        free(got);
        free(fx);
    }
    free(dir);
    free(run(&v, 0, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL}, &out));
    want = tu_replace(tu_read(FIXTURE11 "policy.yaml", NULL), "\"version\": 1\n", "\"version\": " YDOC_VERSION_TEXT "\n");
    ck_assert_str_eq(out, want);
    free(want);
    free(out);
    assert_sql(v.path, "PRAGMA user_version; SELECT count(*) FROM layout_chunk;", TS_FORMAT "\n0\n");
    v4_done(&v);
}
END_TEST

Suite *suite_store_migrate(void)
{
    Suite *s = suite_create("store_migrate");
    TCase *tc = tcase_create("format4");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, export_migrates_and_writes_the_same);
    tcase_add_test(tc, validate_migrates);
    tcase_add_test(tc, import_migrates);
    tcase_add_test(tc, migration_fills_the_tree_columns);
    tcase_add_test(tc, old_batches_undone);
    tcase_add_test(tc, read_only_open_refused);
    tcase_add_test(tc, failed_migration_changes_nothing);
    suite_add_tcase(s, tc);
    tc = tcase_create("format5");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, v5_exports_and_validates_the_same);
    tcase_add_test(tc, v5_script_read_after_migration);
    tcase_add_test(tc, v5_gets_observations);
    tcase_add_test(tc, v8_journal_reads_the_same);
    tcase_add_test(tc, new_tops_journalled_as_one_entry_each);
    tcase_add_test(tc, v9_gets_rule_levels_and_suppressions);
    tcase_add_test(tc, v9_samples_export_the_same);
    tcase_add_test(tc, a_changed_fingerprint_is_refused);
    tcase_add_test(tc, a_new_system_gets_its_tables_once);
    tcase_add_test(tc, v10_keeps_levels_and_suppressions);
    tcase_add_test(tc, v11_exports_the_same);
    suite_add_tcase(s, tc);
    return s;
}
