/* tests/check_cli_reliability.c — what reaches the terminal, and how hostile stores and inputs are
 * refused: control bytes from input, the store and the environment written visibly (checked byte
 * by byte: no ESC, BEL or C1 control in the output), YAML nested beyond its limit, a dangling
 * symbolic link or a device as the store, a report that cannot be written, the temporary stores a
 * killed import left, a WLM definition with a DTD. */
#include <check.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "tests/tutil.h"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-11-29T14:38:00Z", NULL};

/* Fails when s holds a byte a terminal would obey: a C0 control but tab and line feed, DEL, or a C1
 * control (UTF-8 C2 80 to C2 9F). */
static void assert_no_raw_control(const char *what, const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        bool c0 = (*p < 0x20 && *p != '\t' && *p != '\n') || *p == 0x7f;
        bool c1 = *p == 0xc2 && p[1] >= 0x80 && p[1] < 0xa0;
        ck_assert_msg(!c0 && !c1, "%s: raw control byte 0x%02X at %zu", what, *p, (size_t)(p - (const unsigned char *)s));
    }
}

/* Runs wlmcon (env_fixed) and checks both outputs for raw control bytes; returns its status. */
static int run_clean(const char *const *argv, char **out, char **err)
{
    int rc = tu_wlmcon(argv, NULL, env_fixed, out, err);
    assert_no_raw_control("stdout", *out);
    assert_no_raw_control("stderr", *err);
    return rc;
}

/* A store in dir holding the demo queue manager QMA (malloc'd path). */
static char *demo_store(const char *dir)
{
    char *store = tu_path(dir, "s.db");
    const char *argv[] = {"--store", store, "import", "import/demo/QMA.mqsc", NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, NULL, NULL), 0);
    return store;
}

/* Runs the SQL on store with the sqlite3 tool, as another program would. */
static void sql(const char *store, const char *stmt)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "sqlite3 '%s' \"%s\"", store, stmt);
    ck_assert_int_eq(system(cmd), 0);
}

START_TEST(mqsc_name_and_lexer_errors_are_escaped)
{
    char *dir = tu_tmpdir(), *name = tu_path(dir, "n.mqsc"), *lex = tu_path(dir, "l.mqsc");
    tu_write(name, "DEFINE QLOCAL('Q\x1b[2J1')\n");
    tu_write(lex, "DEFINE QLOCAL(A) \x1b]52;c;aGk=\x07\n");
    const char *a1[] = {"validate", "--qmgr", "QM1", name, NULL};
    const char *a2[] = {"validate", "--qmgr", "QM1", lex, NULL};
    const char *a3[] = {"validate", "--qmgr", "Q\x1bM\xc2\x9b", name, NULL};
    char *out, *err, want[4200];
    ck_assert_int_eq(run_clean(a1, &out, &err), 65);
    snprintf(want, sizeof want, "%s:1:15: error: QLOCAL name 'Q\\x1b[2J1' contains a character outside A-Z a-z 0-9 "
             ". / _ %% [MQ005]\n", name);
    ck_assert_str_eq(err, want);
    free(out), free(err);
    ck_assert_int_eq(run_clean(a2, &out, &err), 65);
    snprintf(want, sizeof want, "%s:1:18: error: unexpected character '\\x1b' where a keyword should be [MQ101]\n", lex);
    ck_assert_str_eq(err, want);
    free(out), free(err);
    ck_assert_int_eq(run_clean(a3, &out, &err), 65);
    ck_assert_msg(strstr(err, "queue manager name 'Q\\x1bM\\x9b' contains a character outside"), "%s", err);
    free(out), free(err);
    tu_rmtree(dir);
    free(name), free(lex), free(dir);
}
END_TEST

/* A qm.ini value (an AutoCluster's cluster name, a Variables insert) with a C0 or a C1 control is
 * refused where it stands, as a script's value is. */
START_TEST(ini_values_with_controls_are_refused)
{
    static const char *const ctl[] = {"\x1b", "\xc2\x9b"};
    static const char *const code[] = {"0x1B", "0x9B"};
    char *dir = tu_tmpdir(), *ini = tu_path(dir, "qm.ini"), *store = tu_path(dir, "s.db"), text[300], want[4400];
    snprintf(text, sizeof text, "Variables:\n   SUFFIX=A%s[2J\n", ctl[_i]);
    tu_write(ini, text);
    const char *argv[] = {"--store", store, "import", "--qmgr", "QM1", ini, NULL};
    char *out, *err;
    ck_assert_int_eq(run_clean(argv, &out, &err), 65);
    snprintf(want, sizeof want, "%s:2:12: error: the value of SUFFIX holds a control character (%s), which no export "
             "can carry: only a tab is allowed [MQ113]\nwlmcon: nothing was imported: the store is unchanged\n", ini,
             code[_i]);
    ck_assert_str_eq(err, want);
    ck_assert(!tu_exists(store));
    free(out), free(err);
    tu_rmtree(dir);
    free(ini), free(store), free(dir);
}
END_TEST

START_TEST(yaml_key_and_missing_file_are_escaped)
{
    char *dir = tu_tmpdir(), *doc = tu_path(dir, "k.yaml"), *missing = tu_path(dir, "m\x1b]52;c;aGk=\x07.mqsc");
    tu_write(doc, "format: wlmcon-policy\nversion: 1\nqueue_managers:\n- name: QM1\n  \"\\u001b[2Jkey\": x\n");
    const char *a1[] = {"validate", doc, NULL};
    const char *a2[] = {"--store", "unused.db", "import", missing, NULL};
    char *out, *err, want[4200];
    ck_assert_int_eq(run_clean(a1, &out, &err), 65);
    snprintf(want, sizeof want, "%s:5:3: error: unknown key \"\\x1b[2Jkey\" [YAML]\n", doc);
    ck_assert_str_eq(err, want);
    free(out), free(err);
    ck_assert_int_eq(run_clean(a2, &out, &err), 66);
    snprintf(want, sizeof want, "wlmcon: %s/m\\x1b]52;c;aGk=\\x07.mqsc: No such file or directory\n", dir);
    ck_assert_str_eq(err, want);
    free(out), free(err);
    tu_rmtree(dir);
    free(doc), free(missing), free(dir);
}
END_TEST

/* The journal's user name and an object's name as another program wrote them into the store. */
START_TEST(store_text_is_escaped_in_history_validate_and_refusals)
{
    char *dir = tu_tmpdir(), *store = demo_store(dir), *out, *err;
    sql(store, "UPDATE journal_batch SET who = 'bob' || char(27) || ']52;c;aGk=' || char(7) || char(155)");
    sql(store, "UPDATE object SET name = 'APP.' || char(27) || '[2J' WHERE name = 'APP.REQ'");
    const char *hist[] = {"--store", store, "history", NULL};
    ck_assert_int_eq(run_clean(hist, &out, &err), 0);
    ck_assert_str_eq(out, "batch 1  2026-11-29 14:38  bob\\x1b]52;c;aGk=\\x07\\x9b  import: 4 objects defined, 0 "
                          "deleted\n");
    free(out), free(err);
    const char *json[] = {"--store", store, "history", "--format", "json", NULL};
    ck_assert_int_eq(run_clean(json, &out, &err), 0);
    ck_assert_msg(strstr(out, "\"who\": \"bob\\u001b]52;c;aGk=\\u0007\\u009b\""), "%s", out);
    free(out), free(err);
    const char *val[] = {"--store", store, "validate", NULL};
    ck_assert_int_eq(run_clean(val, &out, &err), 1);
    ck_assert_msg(strstr(out, "error: the name 'APP.\\x1b[2J' contains a character outside"), "%s", out);
    free(out), free(err);
    const char *exp[] = {"--store", store, "export", "--format", "yaml", "--out", "-", NULL};
    ck_assert_int_eq(run_clean(exp, &out, &err), 65);
    ck_assert_str_eq(err, "wlmcon: YAML: QMGR(QMA) QLOCAL('APP.\\x1b[2J'): the value \"APP.…\" holds a control "
                          "character (0x1B, after 4 bytes) and cannot be written: the YAML import refuses it\n"
                          "wlmcon: nothing was written\n");
    free(out), free(err);
    tu_rmtree(dir);
    free(store), free(dir);
}
END_TEST

START_TEST(classify_echoes_qualifiers_escaped)
{
    const char *argv[] = {"classify", "import/demo/AZDEF.xml", "CB", "CN=A\x1b]52;c;aGk=\x07", NULL};
    char *out, *err;
    ck_assert_int_eq(run_clean(argv, &out, &err), 0);
    ck_assert_msg(!strncmp(out, "CB CN=A\\x1b]52;c;aGk=\\x07: service class AZAMS1, report class RBBDEFLT\n",
                           strlen("CB CN=A\\x1b]52;c;aGk=\\x07: service class AZAMS1, report class RBBDEFLT\n")),
                  "%s", out);
    ck_assert_msg(strstr(out, "no match: character 2 is '\\x1b', not 'Z'\n"), "%s", out);
    free(out), free(err);
}
END_TEST

static const char *const bad_users[] = {"WLMCON_USER=bob\x1b]52;c;aGk=\x07", "WLMCON_USER=bob\xc2\x9b"};
static const char *const bad_user_msg[] = {
    "wlmcon: WLMCON_USER holds a control character (0x1B, byte 4), which the journal cannot keep: set "
    "WLMCON_USER to a plain name\n",
    "wlmcon: WLMCON_USER holds a control character (0x9B, byte 4), which the journal cannot keep: set "
    "WLMCON_USER to a plain name\n"};

START_TEST(user_with_control_characters_is_refused)
{
    char *dir = tu_tmpdir(), *store = tu_path(dir, "s.db"), *out, *err;
    const char *env[] = {bad_users[_i], NULL};
    const char *argv[] = {"--store", store, "import", "import/demo/QMA.mqsc", NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env, &out, &err), 64);
    ck_assert_str_eq(out, "");
    ck_assert_str_eq(err, bad_user_msg[_i]);
    ck_assert(!tu_exists(store));
    free(out), free(err);
    tu_rmtree(dir);
    free(store), free(dir);
}
END_TEST

/* 100,000 nested sequences or mappings: refused at the 65th level (the time is make bench's). */
START_TEST(deep_yaml_is_refused_at_its_limit)
{
    static const char *const unit[] = {"[", "{a: "};
    static const char *const want[] = {
        ":3:18: error: expected a queue manager (a mapping), found a sequence [YAML]\n"
        "%s:3:80: error: a sequence nested more than 64 deep: a wlmcon policy document needs a handful of "
        "levels [YAML]\n",
        ":3:17: error: expected a list of queue managers, found a mapping [YAML]\n"
        "%s:3:269: error: a mapping nested more than 64 deep: a wlmcon policy document needs a handful of "
        "levels [YAML]\n"};
    char *dir = tu_tmpdir(), *doc = tu_path(dir, "deep.yaml");
    size_t ul = strlen(unit[_i]), head = strlen("format: wlmcon-policy\nversion: 1\nqueue_managers: ");
    char *text = malloc(head + 100000 * ul + 2);
    memcpy(text, "format: wlmcon-policy\nversion: 1\nqueue_managers: ", head);
    for (size_t i = 0; i < 100000; i++)
        memcpy(text + head + i * ul, unit[_i], ul);
    strcpy(text + head + 100000 * ul, "\n");
    tu_write(doc, text);
    const char *argv[] = {"validate", doc, NULL};
    char *out, *err, w[8400];
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, &out, &err), 65);
    snprintf(w, sizeof w, "%s", doc);
    snprintf(w + strlen(w), sizeof w - strlen(w), want[_i], doc);
    ck_assert_str_eq(err, w);
    free(out), free(err), free(text);
    tu_rmtree(dir);
    free(doc), free(dir);
}
END_TEST

START_TEST(dangling_symlink_store_names_its_target)
{
    char *dir = tu_tmpdir(), *link = tu_path(dir, "s.db"), *out, *err, want[4400];
    ck_assert_int_eq(symlink("/missing/x.db", link), 0);
    const char *imp[] = {"--store", link, "import", "import/demo/QMA.mqsc", NULL};
    const char *val[] = {"--store", link, "validate", NULL};
    snprintf(want, sizeof want, "wlmcon: store %s is a symbolic link to /missing/x.db, which does not exist\n", link);
    for (int i = 0; i < 2; i++) {   /* never 75, however often it is tried */
        ck_assert_int_eq(tu_wlmcon(imp, NULL, env_fixed, &out, &err), 73);
        ck_assert_str_eq(err, want);
        free(out), free(err);
    }
    ck_assert_int_eq(tu_wlmcon(val, NULL, env_fixed, &out, &err), 66);
    ck_assert_str_eq(err, want);
    free(out), free(err);
    ck_assert_int_eq(unlink(link), 0);
    ck_assert_int_eq(rmdir(dir), 0);   /* nothing else was left */
    free(link), free(dir);
}
END_TEST

START_TEST(store_that_is_not_a_regular_file_is_65)
{
    char *dir = tu_tmpdir(), *fifo = tu_path(dir, "f.db"), *out, *err, want[4400];
    ck_assert_int_eq(mkfifo(fifo, 0600), 0);
    const char *imp[] = {"--store", fifo, "import", "import/demo/QMA.mqsc", NULL};
    ck_assert_int_eq(tu_wlmcon(imp, NULL, env_fixed, &out, &err), 65);
    snprintf(want, sizeof want, "wlmcon: %s is not a regular file (a FIFO), not a wlmcon store\n", fifo);
    ck_assert_str_eq(err, want);
    free(out), free(err);
    const char *val[] = {"--store", "/dev/null", "validate", NULL};
    ck_assert_int_eq(tu_wlmcon(val, NULL, env_fixed, &out, &err), 65);
    ck_assert_str_eq(err, "wlmcon: /dev/null is not a regular file (a character device), not a wlmcon store\n");
    free(out), free(err);
    tu_rmtree(dir);
    free(fifo), free(dir);
}
END_TEST

/* validate's standard output on a full device: 73 and why, as export and history. */
START_TEST(report_to_a_full_device_is_73)
{
    char *dir = tu_tmpdir(), *store = demo_store(dir), *errf = tu_path(dir, "err.txt");
    const char *bin = getenv("WLMCON_BIN");
    static const char *const fmt[] = {"text", "json"};
    for (int i = 0; i < 2; i++) {
        char cmd[9000];
        snprintf(cmd, sizeof cmd, "'%s' --store '%s' validate --format %s > /dev/full 2> '%s'",
                 bin && *bin ? bin : "./wlmcon", store, fmt[i], errf);
        int st = system(cmd);
        ck_assert(WIFEXITED(st));
        ck_assert_int_eq(WEXITSTATUS(st), 73);
        char *err = tu_read(errf, NULL);
        ck_assert_str_eq(err, "wlmcon: cannot write the report: No space left on device\n");
        free(err);
    }
    tu_rmtree(dir);
    free(store), free(errf), free(dir);
}
END_TEST

/* The temporary stores a killed first import left: those of a process that is gone, and those
 * older than an hour, go with the next import (said once); one of a running process stays. */
START_TEST(stale_temporary_stores_are_removed)
{
    char *dir = tu_tmpdir(), *store = tu_path(dir, "s.db");
    pid_t gone = fork();
    if (gone == 0)
        _exit(0);
    ck_assert_int_eq(waitpid(gone, NULL, 0), gone);
    char name[4400], live[64];
    static const char *const side[] = {"", "-wal", "-shm"};
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "%s/.s.db.%ld.AbC123%s", dir, (long)gone, side[i]);
        tu_write(name, "x");
    }
    snprintf(name, sizeof name, "%s/.s.db.Old999", dir);   /* wlmcon 0.1.0's naming, two days old */
    tu_write(name, "x");
    struct timespec old[2] = {{time(NULL) - 2 * 86400, 0}, {time(NULL) - 2 * 86400, 0}};
    ck_assert_int_eq(utimensat(AT_FDCWD, name, old, 0), 0);
    snprintf(live, sizeof live, ".s.db.%ld.Live12", (long)getpid());
    char *livep = tu_path(dir, live);
    tu_write(livep, "x");
    const char *argv[] = {"--store", store, "import", "import/demo/QMA.mqsc", NULL};
    char *out, *err, want[4400];
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, &out, &err), 0);
    snprintf(want, sizeof want, "wlmcon: removed the temporary store .s.db.%ld.AbC123 and others (4 files) that a "
             "killed wlmcon left beside store %s while creating it\n", (long)gone, store);
    bool old_first = strstr(err, "store .s.db.Old999 and others") != NULL;   /* directory order */
    if (old_first)
        snprintf(want, sizeof want, "wlmcon: removed the temporary store .s.db.Old999 and others (4 files) that a "
                 "killed wlmcon left beside store %s while creating it\n", store);
    ck_assert_str_eq(err, want);
    free(out), free(err);
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, &out, &err), 0);
    ck_assert_str_eq(err, "");   /* said once */
    free(out), free(err);
    ck_assert(tu_exists(livep));
    ck_assert_int_eq(unlink(livep), 0);
    snprintf(want, sizeof want, "%s/.s.db.%ld.AbC123", dir, (long)gone);
    ck_assert(!tu_exists(want));
    ck_assert(!tu_exists(name));
    tu_rmtree(dir);
    free(store), free(livep), free(dir);
}
END_TEST

START_TEST(wlm_xml_with_a_dtd_is_named)
{
    char *dir = tu_tmpdir(), *xml = tu_path(dir, "d.xml"), *demo = tu_read("import/demo/AZDEF.xml", NULL);
    const char *nl = strchr(demo, '\n');
    char *text = malloc(strlen(demo) + 200);
    sprintf(text, "%.*s<!DOCTYPE ServiceDefinition [ <!ENTITY x SYSTEM \"file:///etc/passwd\"> ]>\n%s",
            (int)(nl - demo + 1), demo, nl + 1);
    tu_write(xml, text);
    const char *argv[] = {"validate", xml, NULL};
    char *out, *err, want[4400];
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, &out, &err), 65);
    snprintf(want, sizeof want, "%s:2:1: error: a z/OS WLM service definition with a DTD (a DOCTYPE with "
             "declarations between [ and ]), which wlmcon does not accept: remove the DOCTYPE [WLM105]\n", xml);
    ck_assert_str_eq(err, want);
    free(out), free(err), free(text), free(demo);
    tu_rmtree(dir);
    free(xml), free(dir);
}
END_TEST

/* A store fuzzed: random bytes written into the pages of a valid store (its header page too), then
 * validate, export and history on it. Each ends with 0 or 1 (the bytes landed where nothing is
 * read), or with 65, 70 or 78 and a message; never with a crash (a signal, a sanitizer's report)
 * and never with a raw control byte out. The same seed gives the same stores. */
START_TEST(corrupted_store_is_refused_cleanly)
{
    char *dir = tu_tmpdir(), *store = demo_store(dir), *bad = tu_path(dir, "bad.db");
    const char *more[] = {"--store", store, "import", "import/demo/QMB.mqsc", "import/demo/AZDEF.xml", NULL};
    ck_assert_int_eq(tu_wlmcon(more, NULL, env_fixed, NULL, NULL), 0);
    size_t len;
    char *orig = tu_read(store, &len);
    ck_assert_uint_ge(len, 8192);
    uint64_t rng = 0x5eed0041u;
    const char *val[] = {"--store", bad, "validate", NULL};
    const char *exp[] = {"--store", bad, "export", "--format", "yaml", "--out", "-", NULL};
    const char *his[] = {"--store", bad, "history", "--format", "text", NULL};
    const char *const *cmds[] = {val, exp, his};
    for (int round = 0; round < 18; round++) {
        char *copy = malloc(len);
        memcpy(copy, orig, len);
        size_t page = round % 6 == 0 ? 0 : 1 + tu_rng(&rng) % (len / 4096 - 1);
        int writes = 4 + (int)(tu_rng(&rng) % 16);
        for (int w = 0; w < writes; w++) {
            size_t at = page * 4096 + (round % 6 == 0 ? 16 + tu_rng(&rng) % 84 : tu_rng(&rng) % 4096);
            for (size_t b = 0, n = 1 + tu_rng(&rng) % 32; b < n && at + b < len; b++)
                copy[at + b] = (char)(tu_rng(&rng) & 0xff);
        }
        FILE *f = fopen(bad, "wb");
        ck_assert_ptr_nonnull(f);
        ck_assert_uint_eq(fwrite(copy, 1, len, f), len);
        fclose(f);
        free(copy);
        for (size_t c = 0; c < 3; c++) {
            char *out, *err;
            int rc = tu_wlmcon(cmds[c], NULL, env_fixed, &out, &err);
            ck_assert_msg(rc == 0 || rc == 1 || rc == 65 || rc == 70 || rc == 78,
                          "round %d, %s: status %d: %s", round, cmds[c][2], rc, err);
            ck_assert_msg(rc < 2 || (strncmp(err, "wlmcon: ", 8) == 0 && strlen(err) > 20),
                          "round %d, %s: status %d without a message", round, cmds[c][2], rc);
            ck_assert_msg(!strstr(err, "Sanitizer") && !strstr(err, "runtime error"), "round %d: %s", round, err);
            assert_no_raw_control("stdout", out);
            assert_no_raw_control("stderr", err);
            free(out), free(err);
        }
        char side[4400];
        snprintf(side, sizeof side, "%s-wal", bad);
        unlink(side);
        snprintf(side, sizeof side, "%s-shm", bad);
        unlink(side);
    }
    free(orig);
    tu_rmtree(dir);
    free(store), free(bad), free(dir);
}
END_TEST

Suite *suite_cli_reliability(void)
{
    Suite *s = suite_create("cli_reliability");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, mqsc_name_and_lexer_errors_are_escaped);
    tcase_add_loop_test(tc, ini_values_with_controls_are_refused, 0, 2);
    tcase_add_test(tc, yaml_key_and_missing_file_are_escaped);
    tcase_add_test(tc, store_text_is_escaped_in_history_validate_and_refusals);
    tcase_add_test(tc, classify_echoes_qualifiers_escaped);
    tcase_add_loop_test(tc, user_with_control_characters_is_refused, 0, 2);
    tcase_add_loop_test(tc, deep_yaml_is_refused_at_its_limit, 0, 2);
    tcase_add_test(tc, dangling_symlink_store_names_its_target);
    tcase_add_test(tc, store_that_is_not_a_regular_file_is_65);
    tcase_add_test(tc, report_to_a_full_device_is_73);
    tcase_add_test(tc, stale_temporary_stores_are_removed);
    tcase_add_test(tc, wlm_xml_with_a_dtd_is_named);
    tcase_add_test(tc, corrupted_store_is_refused_cleanly);
    suite_add_tcase(s, tc);
    return s;
}
