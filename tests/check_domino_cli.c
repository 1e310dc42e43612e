/* tests/check_domino_cli.c — Domino through the wlmcon binary: three NOTES.INI files (alpha at 70 in
 * CRLF with a CP1252 byte, beta at 100 in LF, gamma at 0 and later 40) imported into cluster east,
 * validated, exported byte for byte; a --server that names another server refused without a store;
 * a 400-line NOTES.INI imported again with one value changed recorded as one change; the replica
 * list read and written; the demo's one DOM004. Fixtures: tests/fixtures/domino (our own). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tests/tutil.h"

#define DF "tests/fixtures/domino/"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-12-01T09:30:00Z", NULL};

/* A temporary directory and a store path in it. */
struct dfx {
    char *dir, *store;
};

static void dfx_init(struct dfx *f)
{
    f->dir = tu_tmpdir();
    f->store = tu_path(f->dir, "policy.db");
}

static void dfx_done(struct dfx *f)
{
    tu_rmtree(f->dir);
    free(f->dir);
    free(f->store);
}

/* Runs wlmcon --store STORE args; returns its exit status, stdout and stderr in *out and *err
 * (either may be NULL: freed). */
static int run(struct dfx *f, const char *const *args, char **out, char **err)
{
    const char *argv[24] = {"--store", f->store};
    size_t n = 2;
    for (; *args && n < 23; args++)
        argv[n++] = *args;
    argv[n] = NULL;
    char *o = NULL, *e = NULL;
    int rc = tu_wlmcon(argv, NULL, env_fixed, &o, &e);
    if (out)
        *out = o;
    else
        free(o);
    if (err)
        *err = e;
    else
        free(e);
    return rc;
}

/* The number of times needle occurs in hay. */
static size_t count(const char *hay, const char *needle)
{
    size_t n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* Asserts that the files at a and b hold the same bytes. */
static void assert_cmp(const char *a, const char *b)
{
    size_t la, lb;
    char *x = tu_read(a, &la), *y = tu_read(b, &lb);
    ck_assert_ptr_nonnull(x);
    ck_assert_ptr_nonnull(y);
    ck_assert_msg(la == lb && memcmp(x, y, la) == 0, "%s differs from %s", a, b);
    free(x);
    free(y);
}

/* The export directory of a server (the safe-name rule) under out. */
static char *server_file(const char *out, const char *dir)
{
    char rel[256];
    snprintf(rel, sizeof rel, "%s/notes.ini", dir);
    return tu_path(out, rel);
}

#define ALPHA_DIR "CN%3DA%6C%70%68%61%2FO%3DE%78%61%6D%70%6C%65"
#define BETA_DIR "CN%3DB%65%74%61%2FO%3DE%78%61%6D%70%6C%65"
#define GAMMA_DIR "CN%3DG%61%6D%6D%61%2FO%3DE%78%61%6D%70%6C%65"

static void import_three(struct dfx *f, char **err)
{
    ck_assert_int_eq(run(f, (const char *const[]){"import", "--cluster", "east", DF "alpha.ini", DF "beta.ini",
                                                  DF "gamma.ini", NULL},
                         NULL, err),
                     0);
}

START_TEST(three_servers_import_validate_export)
{
    struct dfx f;
    dfx_init(&f);
    char *err, *out;
    import_three(&f, &err);
    ck_assert_str_eq(err,
                     DF "gamma.ini:10:1: warning: a line without =, kept as it is [DOM104]\n" DF
                        "gamma.ini:12:1: warning: Server_Availability_Threshold is given again (first at line 7): both "
                        "lines are kept and the first is used; which one Domino uses is not documented [DOM103]\n");
    free(err);
    ck_assert_int_eq(run(&f, (const char *const[]){"validate", "--format", "json", NULL}, &out, NULL), 0);
    ck_assert_ptr_nonnull(strstr(out, "{\"id\": \"DOM002\", \"severity\": \"info\", \"path\": "
                                      "\"SERVER(CN=Beta/O=Example)\", \"attribute\": \"Server_Availability_Threshold\", "
                                      "\"file\": \"" DF "beta.ini\", \"line\": 7, \"column\": 31,"));
    ck_assert_ptr_nonnull(strstr(out, "{\"id\": \"DOM001\", \"severity\": \"info\", \"path\": "
                                      "\"SERVER(CN=Gamma/O=Example)\", \"attribute\": \"Server_Availability_Threshold\", "
                                      "\"file\": \"" DF "gamma.ini\", \"line\": 7, \"column\": 31,"));
    ck_assert_uint_eq(count(out, "\"id\": \"DOM003\""), 1);
    ck_assert_ptr_nonnull(strstr(out, "the members of cluster east have different availability thresholds: "
                                      "CN=Alpha/O=Example 70, CN=Beta/O=Example 100, CN=Gamma/O=Example 0"));
    ck_assert_uint_eq(count(out, "\"id\": \"DOM001\""), 1);
    ck_assert_uint_eq(count(out, "\"id\": \"DOM007\""), 0);
    ck_assert_ptr_nonnull(strstr(out, "\"counts\": {\"errors\": 0, \"warnings\": 1, \"info\": 2, \"not_shown\": 0}"));
    free(out);
    char *dir = tu_path(f.dir, "out");
    ck_assert_int_eq(run(&f, (const char *const[]){"export", "--format", "notesini", "--out", dir, NULL}, NULL, NULL),
                     0);
    const char *dirs[] = {ALPHA_DIR, BETA_DIR, GAMMA_DIR},
               *want_files[] = {DF "alpha.ini", DF "beta.ini", DF "gamma.ini"};
    for (int i = 0; i < 3; i++) {
        char *q = server_file(dir, dirs[i]);
        assert_cmp(q, want_files[i]);
        free(q);
    }
    /* 70 -> 75 in the YAML document: that one line of alpha's file changes, still CRLF */
    char *y = tu_path(f.dir, "y");
    ck_assert_int_eq(run(&f, (const char *const[]){"export", "--format", "yaml", "--out", y, NULL}, NULL, NULL), 0);
    char *doc = tu_path(y, "policy.yaml"), *text = tu_read(doc, NULL);
    ck_assert_uint_eq(count(text, "\"server_availability_threshold\": \"70\""), 1);
    char *edited = tu_replace(text, "\"server_availability_threshold\": \"70\"", "\"server_availability_threshold\": \"75\"");
    tu_write(doc, edited);
    ck_assert_int_eq(run(&f, (const char *const[]){"import", doc, NULL}, NULL, NULL), 0);
    char *dir2 = tu_path(f.dir, "out2");
    ck_assert_int_eq(run(&f, (const char *const[]){"export", "--format", "notesini", "--out", dir2, NULL}, NULL, NULL),
                     0);
    char *p = server_file(dir2, ALPHA_DIR);
    size_t got_len, want_len;
    char *got = tu_read(p, &got_len), *want = tu_read(DF "alpha.ini", &want_len);
    char *at = strstr(want, "SERVER_AVAILABILITY_THRESHOLD=70\r\n");
    ck_assert_ptr_nonnull(at);
    at[31] = '5';
    ck_assert_uint_eq(got_len, want_len);
    ck_assert(memcmp(got, want, want_len) == 0);
    for (int i = 1; i < 3; i++) {
        char *q = server_file(dir2, dirs[i]);
        assert_cmp(q, want_files[i]);
        free(q);
    }
    free(got);
    free(want);
    free(p);
    free(dir2);
    free(edited);
    free(doc);
    free(y);
    free(dir);
    dfx_done(&f);
}
END_TEST

/* --server beta before alpha's file: 65, both names said, no store made. */
START_TEST(server_option_naming_another_server)
{
    struct dfx f;
    dfx_init(&f);
    char *err;
    ck_assert_int_eq(run(&f, (const char *const[]){"import", "--server", "beta", DF "alpha.ini", NULL}, NULL, &err),
                     65);
    ck_assert_str_eq(err, DF "alpha.ini:4:1: error: --server beta names another server than "
                             "ServerName=CN=Alpha/O=Example [DOM101]\n"
                             "wlmcon: nothing was imported: the store is unchanged\n");
    ck_assert(!tu_exists(f.store));
    free(err);
    /* the same server in another form is taken */
    ck_assert_int_eq(run(&f, (const char *const[]){"import", "--server", "alpha/EXAMPLE", DF "alpha.ini", NULL}, NULL,
                         NULL),
                     0);
    dfx_done(&f);
}
END_TEST

/* A client's NOTES.INI, and one naming no server. */
START_TEST(client_and_nameless_files)
{
    struct dfx f;
    dfx_init(&f);
    char *ini = tu_path(f.dir, "client.ini"), *err;
    tu_write(ini, "[Notes]\nKitType=1\nServerName=CN=Alpha/O=Example\n");
    ck_assert_int_eq(run(&f, (const char *const[]){"import", ini, NULL}, NULL, &err), 65);
    ck_assert_ptr_nonnull(strstr(err, "client.ini:2:1: error: KitType=1: this is a Notes client's NOTES.INI, not a "
                                      "server's [DOM107]\n"));
    free(err);
    tu_write(ini, "[Notes]\nDomain=Example\n");
    ck_assert_int_eq(run(&f, (const char *const[]){"import", ini, NULL}, NULL, &err), 65);
    ck_assert_ptr_nonnull(strstr(err, "client.ini:1:1: error: no ServerName= line and no --server: the settings "
                                      "belong to no server [DOM102]\n"));
    free(err);
    ck_assert(!tu_exists(f.store));
    /* a value the store cannot hold: refused at its line and column; one out of range is kept */
    tu_write(ini, "[Notes]\nServerName=Omega/Example\nServer_Availability_Threshold=lots\nServer_Restricted=7\n");
    ck_assert_int_eq(run(&f, (const char *const[]){"import", ini, NULL}, NULL, &err), 65);
    ck_assert_ptr_nonnull(strstr(err, "client.ini:3:31: error: Server_Availability_Threshold=lots is not a number "
                                      "from 0 to 100 [DOM901]\n"));
    free(err);
    ck_assert(!tu_exists(f.store));
    tu_write(ini, "[Notes]\nDomain=Example\n");
    ck_assert_int_eq(run(&f, (const char *const[]){"import", "--server", "Omega/Example", ini, NULL}, NULL, NULL), 0);
    char *out;
    ck_assert_int_eq(run(&f, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL}, &out, NULL), 0);
    ck_assert_ptr_nonnull(strstr(out, "- \"name\": \"CN=Omega/O=Example\"\n"));
    free(out);
    free(ini);
    dfx_done(&f);
}
END_TEST

/* The file size of path after a checkpoint of its write-ahead log. */
static long checkpointed_size(struct dfx *f)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "sqlite3 '%s' 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null", f->store);
    ck_assert_int_eq(system(cmd), 0);
    struct stat st;
    ck_assert_int_eq(stat(f->store, &st), 0);
    return (long)st.st_size;
}

/* A 400-line NOTES.INI imported again with one value changed: one batch, one change, less than
 * 8 KiB more store. */
START_TEST(reimport_of_400_lines_is_one_change)
{
    struct dfx f;
    dfx_init(&f);
    ck_assert_int_eq(run(&f, (const char *const[]){"import", "--cluster", "east", DF "delta-400.ini", NULL}, NULL,
                         NULL),
                     0);
    long before = checkpointed_size(&f);
    size_t len;
    char *text = tu_read(DF "delta-400.ini", &len), *again = tu_path(f.dir, "notes.ini");
    char *at = strstr(text, "Server_Availability_Threshold=60\r\n");
    ck_assert_ptr_nonnull(at);
    at[31] = '5';
    tu_write(again, text);
    char *err;
    ck_assert_int_eq(run(&f, (const char *const[]){"import", again, NULL}, NULL, &err), 0);
    ck_assert_str_eq(err, "");
    free(err);
    long after = checkpointed_size(&f);
    ck_assert_msg(after - before < 8192, "the store grew by %ld bytes", after - before);
    char *out;
    ck_assert_int_eq(run(&f, (const char *const[]){"history", "--format", "json", NULL}, &out, NULL), 0);
    ck_assert_uint_eq(count(out, "\"batch\": 2, \"n\""), 1);
    ck_assert_ptr_nonnull(strstr(out, "{\"batch\": 2, \"n\": 1, \"at\": \"2026-12-01T09:30:00Z\", \"who\": \"ADMIN\", "
                                      "\"action\": \"import\", \"object\": \"SERVER(CN=Delta/O=Example)\", "
                                      "\"attribute\": \"Server_Availability_Threshold\", \"old\": \"60\", \"new\": "
                                      "\"65\"}"));
    free(out);
    /* the cluster stays without --cluster, and --cluster '' removes it */
    ck_assert_int_eq(run(&f, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL}, &out, NULL), 0);
    ck_assert_ptr_nonnull(strstr(out, "\"cluster\": \"east\"\n"));
    free(out);
    ck_assert_int_eq(run(&f, (const char *const[]){"import", "--cluster", "", again, NULL}, NULL, NULL), 0);
    ck_assert_int_eq(run(&f, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL}, &out, NULL), 0);
    ck_assert_ptr_null(strstr(out, "\"cluster\""));
    free(out);
    free(text);
    free(again);
    dfx_done(&f);
}
END_TEST

/* The replica list: servers in any form, read and written back in canonical form; a malformed row
 * and an unknown server refused at their line and column. */
START_TEST(replica_list_round_trip)
{
    struct dfx f;
    dfx_init(&f);
    import_three(&f, NULL);
    char *csv = tu_path(f.dir, "replicas.csv"), *err, *out;
    tu_write(csv, "server,database,replica_id,path,flags\n"
                  "alpha,\"Sales, East\",85257a2b0055c7f1,apps/sales.nsf,\n"
                  "Beta/Example,\"Sales, East\",85257A2B:0055C7F1,apps/sales.nsf,out_of_service\n"
                  "CN=Gamma/O=Example,Help desk,C1257B10:003A9E42,apps/help.nsf,clustered|pending_delete\n");
    ck_assert_int_eq(run(&f, (const char *const[]){"import", csv, NULL}, NULL, &err), 0);
    free(err);
    char *dir = tu_path(f.dir, "out");
    ck_assert_int_eq(run(&f, (const char *const[]){"export", "--format", "replicas", "--out", dir, NULL}, NULL, NULL),
                     0);
    char *p = tu_path(dir, "replicas.csv"), *text = tu_read(p, NULL);
    ck_assert_str_eq(text, "server,database,replica_id,path,flags\n"
                           "CN=Alpha/O=Example,\"Sales, East\",85257A2B:0055C7F1,apps/sales.nsf,\n"
                           "CN=Beta/O=Example,\"Sales, East\",85257A2B:0055C7F1,apps/sales.nsf,out_of_service\n"
                           "CN=Gamma/O=Example,Help desk,C1257B10:003A9E42,apps/help.nsf,pending_delete|clustered\n");
    free(text);
    /* DOM004: Help desk is wanted on every member and only Gamma holds it; Sales is on Alpha and
     * Beta, whose replica is out of service */
    ck_assert_int_eq(run(&f, (const char *const[]){"validate", NULL}, &out, NULL), 0);
    ck_assert_uint_eq(count(out, "[DOM004]"), 2);
    ck_assert_ptr_nonnull(strstr(out, "replicas.csv:2:1: warning: database Sales, East (replica id 85257A2B:0055C7F1) "
                                      "has no usable replica on another member of cluster east"));
    ck_assert_ptr_nonnull(strstr(out, "replicas.csv:4:1: warning: database Help desk (replica id C1257B10:003A9E42) "
                                      "has no usable replica on another member of cluster east"));
    free(out);
    tu_write(csv, "server,database,replica_id,path,flags\n"
                  "alpha,Sales,85257A2B0055C7F,apps/sales.nsf,\n"
                  "omega,Sales,85257A2B0055C7F1,apps/sales.nsf,\n"
                  "beta,Sales,85257A2B0055C7F1,apps/sales.nsf,hidden\n"
                  "beta,Sales,85257A2B0055C7F1\n");
    char *before = tu_dump_store(f.store);
    ck_assert_int_eq(run(&f, (const char *const[]){"import", csv, NULL}, NULL, &err), 65);
    ck_assert_ptr_nonnull(strstr(err, "replicas.csv:2:13: error: replica_id 85257A2B0055C7F is not 16 hexadecimal "
                                      "digits (85257A2B:0055C7F1) [DOM105]\n"));
    ck_assert_ptr_nonnull(strstr(err, "replicas.csv:3:1: error: server omega is not in the store: import its "
                                      "NOTES.INI first [DOM106]\n"));
    ck_assert_ptr_nonnull(strstr(err, "replicas.csv:4:44: error: flag hidden is none of out_of_service, "
                                      "pending_delete and clustered [DOM105]\n"));
    ck_assert_ptr_nonnull(strstr(err, "replicas.csv:5:1: error: a row has 5 fields "
                                      "(server,database,replica_id,path,flags), not 3 [DOM105]\n"));
    char *after = tu_dump_store(f.store);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    free(err);
    free(p);
    free(dir);
    free(csv);
    dfx_done(&f);
}
END_TEST

Suite *suite_domino_cli(void)
{
    Suite *s = suite_create("domino_cli");
    TCase *tc = tcase_create("cli");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, three_servers_import_validate_export);
    tcase_add_test(tc, server_option_naming_another_server);
    tcase_add_test(tc, client_and_nameless_files);
    tcase_add_test(tc, reimport_of_400_lines_is_one_change);
    tcase_add_test(tc, replica_list_round_trip);
    suite_add_tcase(s, tc);
    return s;
}
