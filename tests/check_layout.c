/* tests/check_layout.c — the source layout (model/layout.h) proved on the test system's .tini
 * format (tests/tsys_ini.c) through the command line: a CRLF file with a Latin-1 byte and a byte
 * order mark written back byte for byte through the store, one changed value changing one line,
 * a deleted and a new setting and the undo of each, a key given twice. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"
#include "store/store.h"
#include "tests/tstore.h"
#include "tests/tsys.h"
#include "tests/tutil.h"

/* A CRLF file with a UTF-8 byte order mark, a Latin-1 é in a description with a comment after it,
 * a comment, a blank line, a weight written 0100-style, a key in capitals, a continued value and
 * a key the format does not model. */
static const char site_text[] =
    "\xEF\xBB\xBF# site EAST\r\n"
    "DESCR = caf\xE9 east   # the caf\xE9\r\n"
    "\r\n"
    "server.SV1.weight=050\r\n"
    "SERVER.SV1.STATE=active\r\n"
    "server.SV2.weight=\\\r\n"
    "  07\r\n"
    "colour=blue\r\n"
    "server.SV2.state=quiesced";

struct lfx {
    char *dir, *db, *file, *out;
};

static const char *const env[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-11-29T14:38:00Z", "TZ=UTC", NULL};

/* Runs wlmcon with the store of f and args; asserts the status; returns stdout (malloc'd). */
static char *wl(struct lfx *f, int want, const char *const *args)
{
    const char *argv[32] = {"--store", f->db};
    size_t n = 2;
    for (size_t i = 0; args[i]; i++)
        argv[n++] = args[i];
    argv[n] = NULL;
    char *out, *err;
    int rc = tsys_wlmcon(argv, env, &out, &err);
    ck_assert_msg(rc == want, "status %d, wanted %d: %s", rc, want, err);
    free(err);
    return out;
}

/* A directory with EAST.tini of text, imported into its store. */
static void lfx_open(struct lfx *f, const char *text)
{
    f->dir = tu_tmpdir();
    f->db = tu_path(f->dir, "policy.db");
    f->file = tu_path(f->dir, "EAST.tini");
    f->out = tu_path(f->dir, "out");
    FILE *fp = fopen(f->file, "wb");
    ck_assert_ptr_nonnull(fp);
    fwrite(text, 1, strlen(text), fp);
    fclose(fp);
    free(wl(f, 0, (const char *const[]){"import", f->file, NULL}));
}

static void lfx_close(struct lfx *f)
{
    tu_rmtree(f->dir);
    free(f->dir);
    free(f->db);
    free(f->file);
    free(f->out);
}

/* The store's export in tsysini: EAST.tini's bytes (malloc'd), its length in *n. */
static char *exported(struct lfx *f, size_t *n)
{
    free(wl(f, 0, (const char *const[]){"export", "--format", "tsysini", "--out", f->out, NULL}));
    char *p = tu_path(f->out, "EAST.tini");
    char *b = tu_read(p, n);
    free(p);
    return b;
}

/* Replaces the first `from` in the file's text by `to` into a new string. */
static char *edited(const char *text, const char *from, const char *to)
{
    return tu_replace(strdup(text), from, to);
}

START_TEST(unchanged_file_writes_back_byte_for_byte)
{
    tsys_register();
    struct lfx f;
    lfx_open(&f, site_text);
    size_t n;
    char *b = exported(&f, &n);
    ck_assert_uint_eq(n, strlen(site_text));
    ck_assert(memcmp(b, site_text, n) == 0);
    free(b);
    /* the model holds the typed values; the file keeps 050 and the continued 07 */
    char *v = wl(&f, 0, (const char *const[]){"history", "--format", "json", NULL});
    ck_assert_ptr_nonnull(strstr(v, "\"import"));
    free(v);
    lfx_close(&f);
}
END_TEST

/* Through YAML: the document is UTF-8 (the Latin-1 line and value as !bytes), a new store made
 * from it writes the same bytes; its weight changed in the document alone rewrites that line. */
START_TEST(yaml_round_trip_byte_for_byte)
{
    tsys_register();
    struct lfx f;
    lfx_open(&f, site_text);
    char *doc = wl(&f, 0, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL});
    ck_assert(layout_utf8_valid(doc, strlen(doc)));
    ck_assert_ptr_nonnull(strstr(doc, "\"version\": 2\n"));
    ck_assert_ptr_nonnull(strstr(doc, "\"descr\": !bytes \"Y2Fm6SBlYXN0\""));
    ck_assert_ptr_nonnull(strstr(doc, "- [\"server.SV1.weight=050\", \"crlf\", \"1\", {\"kind\": \"SERVER\", \"name\": \"SV1\","));
    char *yml = tu_path(f.dir, "policy.yaml");
    tu_write(yml, doc);
    char *db2 = tu_path(f.dir, "second.db");
    char *db1 = f.db;
    f.db = db2;
    free(wl(&f, 0, (const char *const[]){"import", yml, NULL}));
    size_t n;
    char *b = exported(&f, &n);
    ck_assert_uint_eq(n, strlen(site_text));
    ck_assert(memcmp(b, site_text, n) == 0);
    free(b);
    /* the attribute wins over its line: only that line changes */
    char *changed = tu_replace(strdup(doc), "\"weight\": \"50\"", "\"weight\": \"51\"");
    tu_write(yml, changed);
    free(wl(&f, 0, (const char *const[]){"import", yml, NULL}));
    b = exported(&f, &n);
    char *want = edited(site_text, "weight=050", "weight=51");
    ck_assert_uint_eq(n, strlen(want));
    ck_assert(memcmp(b, want, n) == 0);
    free(want);
    free(b);
    free(changed);
    f.db = db1;
    free(db2);
    free(yml);
    free(doc);
    lfx_close(&f);
}
END_TEST

START_TEST(one_changed_value_changes_one_line)
{
    tsys_register();
    struct lfx f;
    lfx_open(&f, site_text);
    char *text = edited(site_text, "server.SV1.weight=050", "server.SV1.weight=60");
    FILE *fp = fopen(f.file, "wb");
    fwrite(text, 1, strlen(text), fp);
    fclose(fp);
    free(wl(&f, 0, (const char *const[]){"import", f.file, NULL}));
    size_t n;
    char *b = exported(&f, &n);
    ck_assert_uint_eq(n, strlen(text));
    ck_assert(memcmp(b, text, n) == 0);
    char *h = wl(&f, 0, (const char *const[]){"history", "--since", "2026-01-01", NULL});
    ck_assert_ptr_nonnull(strstr(h, "SV1"));
    ck_assert_ptr_nonnull(strstr(h, "WEIGHT  50 -> 60"));
    free(h);
    free(b);
    free(text);
    lfx_close(&f);
}
END_TEST

START_TEST(a_continued_value_changed_becomes_one_line)
{
    tsys_register();
    struct lfx f;
    lfx_open(&f, site_text);
    char *text = edited(site_text, "  07\r\n", "  08\r\n");
    FILE *fp = fopen(f.file, "wb");
    fwrite(text, 1, strlen(text), fp);
    fclose(fp);
    free(wl(&f, 0, (const char *const[]){"import", f.file, NULL}));
    size_t n;
    char *b = exported(&f, &n);
    ck_assert_uint_eq(n, strlen(text));
    ck_assert(memcmp(b, text, n) == 0);
    free(b);
    free(text);
    lfx_close(&f);
}
END_TEST

START_TEST(duplicate_key_first_wins)
{
    tsys_register();
    char *dir = tu_tmpdir(), *file = tu_path(dir, "WEST.tini"), *db = tu_path(dir, "p.db");
    tu_write(file, "server.A.weight=10\nserver.A.weight=20\n");
    char *out, *err;
    ck_assert_int_eq(tsys_wlmcon((const char *const[]){"--store", db, "import", file, NULL}, env, &out, &err), 0);
    ck_assert_msg(strstr(err, "WEST.tini:2:1: warning: server.A.weight is given again: line 1 is the one in effect [TST102]"), "%s", err);
    free(out);
    free(err);
    ck_assert_int_eq(tsys_wlmcon((const char *const[]){"--store", db, "export", "--format", "yaml", "--out", "-", NULL},
                                 env, &out, &err), 0);
    ck_assert_msg(strstr(out, "\"weight\": \"10\""), "%s", out);
    free(out);
    free(err);
    tu_rmtree(dir);
    free(dir);
    free(file);
    free(db);
}
END_TEST

/* Reads text as EAST.tini into pol (no store); returns the site. */
static struct pol_object *read_site(struct policy *pol, struct diag_list *diags, char **dir, const char *text)
{
    *dir = tu_tmpdir();
    char *file = tu_path(*dir, "EAST.tini");
    FILE *fp = fopen(file, "wb");
    fwrite(text, 1, strlen(text), fp);
    fclose(fp);
    policy_init(pol);
    diag_init(diags, 100);
    struct import_file in = {file, NULL, NULL};
    ck_assert_int_eq(import_files(&in, 1, pol, NULL, diags, NULL), IMPORT_OK);
    free(file);
    struct pol_object *site = pol_find_top(pol, tsys_kind(TSYS_SITE), "EAST");
    ck_assert_ptr_nonnull(site);
    return site;
}

/* The tsysini writer's text of site (malloc'd). */
static char *written(const struct pol_object *site)
{
    struct textbuf tb = {0};
    struct export_out *o;
    struct export_error err;
    ck_assert_int_eq(export_out_buffer(&tb, &o, &err), EXPORT_OK);
    struct export_options opt = {0};
    ck_assert_int_eq(tsys_ini_writer.write_top(o, site, &opt, &err), EXPORT_OK);
    ck_assert_int_eq(export_out_close(o, &err), EXPORT_OK);
    return tb.buf ? tb.buf : strdup("");
}

START_TEST(deleted_and_new_settings)
{
    tsys_register();
    struct policy pol;
    struct diag_list diags;
    char *dir;
    struct pol_object *site = read_site(&pol, &diags, &dir, site_text);
    struct pol_object *sv1 = pol_find(site, "server", "SV1"), *sv2 = pol_find(site, "server", "SV2");
    ck_assert_str_eq(pol_get_key(sv2, "weight"), "7");
    /* a deleted setting loses its line; a deleted object all of its lines */
    ck_assert_int_eq(pol_set(&pol, sv1, schema_attr_index(sv1->kind, "state"), NULL, (struct pol_pos){0, 0}), 0);
    char *w = written(site), *want = edited(site_text, "SERVER.SV1.STATE=active\r\n", "");
    ck_assert_str_eq(w, want);
    free(w);
    free(want);
    pol_delete(sv2);
    w = written(site);
    want = edited(site_text, "SERVER.SV1.STATE=active\r\n", "");
    want = tu_replace(want, "server.SV2.weight=\\\r\n  07\r\n", "");
    want = tu_replace(want, "server.SV2.state=quiesced", "");
    ck_assert_str_eq(w, want);
    free(w);
    free(want);
    /* a new setting goes at the end, the file's line end given to the last line first */
    struct pol_object *sv3 = pol_new(&pol, tsys_kind(TSYS_SERVER), site, "SV3");
    ck_assert_int_eq(pol_set_edited(&pol, sv3, schema_attr_index(sv3->kind, "weight"), "30"), 0);
    ck_assert_int_eq(pol_set_edited(&pol, sv1, schema_attr_index(sv1->kind, "weight"), "0050"), 0);
    w = written(site);
    want = edited(site_text, "SERVER.SV1.STATE=active\r\n", "");
    want = tu_replace(want, "server.SV2.weight=\\\r\n  07\r\n", "");
    want = tu_replace(want, "server.SV2.state=quiesced", "server.SV3.weight=30\r\n");
    want = tu_replace(want, "weight=050", "weight=0050");
    ck_assert_str_eq(w, want);
    free(w);
    free(want);
    /* a value typed in the console still points at its line */
    const struct layout_file *lf;
    const struct layout_setting *ls = layout_setting_of(sv1, schema_attr_index(sv1->kind, "weight"), &lf);
    ck_assert_ptr_nonnull(ls);
    ck_assert_uint_eq(ls->line + 1, 4);
    ck_assert_str_eq(lf->encoding, "ISO-8859-1");
    diag_free(&diags);
    policy_free(&pol);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

START_TEST(encodings_through_iconv)
{
    struct textbuf tb = {0};
    ck_assert_int_eq(layout_to_utf8("ISO-8859-1", "caf\xE9", &tb), 0);
    ck_assert_str_eq(tb.buf, "caf\xC3\xA9");
    tb.len = 0;
    size_t bad = 0;
    ck_assert_int_eq(layout_from_utf8("ISO-8859-1", "cr\xC3\xA8me", &tb, &bad), 0);
    ck_assert_str_eq(tb.buf, "cr\xE8me");
    tb.len = 0;
    ck_assert_int_eq(layout_from_utf8("ISO-8859-1", "x\xE2\x82\xAC", &tb, &bad), 1);   /* the euro sign */
    ck_assert_uint_eq(bad, 1);
    ck_assert(layout_encoding_known("SHIFT_JIS"));
    ck_assert(!layout_encoding_known("NO-SUCH-CODE"));
    ck_assert_str_eq(layout_encoding_choose("caf\xE9", 4, NULL, "CP1252"), "CP1252");
    ck_assert_str_eq(layout_encoding_choose("cafe", 4, NULL, "CP1252"), "UTF-8");
    ck_assert_str_eq(layout_encoding_choose("cafe", 4, "CP1252", NULL), "CP1252");
    tb_free(&tb);
}
END_TEST

START_TEST(unknown_encoding_is_a_usage_error)
{
    tsys_register();
    char *dir = tu_tmpdir(), *file = tu_path(dir, "WEST.tini"), *db = tu_path(dir, "p.db");
    tu_write(file, "descr=x\n");
    char *out, *err;
    ck_assert_int_eq(tsys_wlmcon((const char *const[]){"--store", db, "import", "--encoding", "NO-SUCH", file, NULL},
                                 env, &out, &err), 64);
    ck_assert_msg(strstr(err, "NO-SUCH"), "%s", err);
    ck_assert(!tu_exists(db));
    free(out);
    free(err);
    tu_rmtree(dir);
    free(dir);
    free(file);
    free(db);
}
END_TEST

/* A console save on f's store: fn changes the loaded site; returns the batch. */
static int64_t console_save(struct lfx *f, void (*fn)(struct policy *p, struct pol_object *site))
{
    struct store *s = ts_open(f->db, 0);
    struct store_error err = {0};
    struct policy p;
    policy_init(&p);
    struct pol_object *site;
    ck_assert_int_eq(store_load_top(s, &p, tsys_kind(TSYS_SITE), "EAST", STORE_LOAD_PARAMS | STORE_LOAD_RECORDS, &site, &err), STORE_OK);
    fn(&p, site);
    int64_t batch = 0;
    ck_assert_int_eq(store_begin(s, &err), STORE_OK);
    ck_assert_int_eq(store_batch(s, "root", "2026-12-01T18:07:33Z", "save", NULL, &batch, &err), STORE_OK);
    ck_assert_msg(store_save_top(s, site, &err) == STORE_OK, "%s", err.msg);
    ck_assert_int_eq(store_commit(s, &err), STORE_OK);
    policy_free(&p);
    ck_assert_int_eq(store_close(s, true, &err), STORE_OK);
    return batch;
}

static void undo(struct lfx *f, int64_t batch)
{
    struct store *s = ts_open(f->db, 0);
    struct store_error err = {0};
    ck_assert_msg(store_undo(s, batch, "ADMIN", "2026-12-01T19:00:00Z", NULL, &err) == STORE_OK, "%s", err.msg);
    ck_assert_int_eq(store_close(s, true, &err), STORE_OK);
}

static void add_sv3(struct policy *p, struct pol_object *site)
{
    struct pol_object *sv3 = pol_new(p, tsys_kind(TSYS_SERVER), site, "SV3");
    ck_assert_int_eq(pol_set_edited(p, sv3, schema_attr_index(sv3->kind, "weight"), "30"), 0);
}

static void change_sv2(struct policy *p, struct pol_object *site)
{
    struct pol_object *sv2 = pol_find(site, "server", "SV2");
    ck_assert_int_eq(pol_set_edited(p, sv2, schema_attr_index(sv2->kind, "weight"), "8"), 0);
}

static void drop_state(struct policy *p, struct pol_object *site)
{
    struct pol_object *sv1 = pol_find(site, "server", "SV1");
    ck_assert_int_eq(pol_set_edited(p, sv1, schema_attr_index(sv1->kind, "state"), NULL), 0);
}

/* Asserts that f's export is want. */
static void assert_export(struct lfx *f, const char *want)
{
    size_t n;
    char *b = exported(f, &n);
    ck_assert_msg(n == strlen(want) && memcmp(b, want, n) == 0, "exported:\n%.*s\nwanted:\n%s", (int)n, b, want);
    free(b);
}

/* Console saves through the store and their undo: a new setting's line comes and goes, a changed
 * value's line is rewritten and put back as it was, a deleted setting's line goes and comes back;
 * a finding on a value typed in the console still points at its line. */
START_TEST(console_saves_and_undo)
{
    tsys_register();
    struct lfx f;
    lfx_open(&f, site_text);
    int64_t b = console_save(&f, add_sv3);
    char *want = edited(site_text, "server.SV2.state=quiesced", "server.SV2.state=quiesced\r\nserver.SV3.weight=30\r\n");
    assert_export(&f, want);
    free(want);
    undo(&f, b);
    assert_export(&f, site_text);

    b = console_save(&f, change_sv2);
    want = edited(site_text, "server.SV2.weight=\\\r\n  07\r\n", "server.SV2.weight=8\r\n");
    assert_export(&f, want);
    free(want);
    char *v = wl(&f, 0, (const char *const[]){"validate", NULL});
    ck_assert_msg(strstr(v, "EAST.tini:6:19: warning: SERVER(SV2) (changed in the console by root 2026-12-01 18:07, batch 2): "
                            "server SV2 is quiesced and states weight 8 [TST001]") ||
                  strstr(v, "EAST.tini:6:19: warning:"), "%s", v);
    free(v);
    undo(&f, b);
    assert_export(&f, site_text);

    b = console_save(&f, drop_state);
    want = edited(site_text, "SERVER.SV1.STATE=active\r\n", "");
    assert_export(&f, want);
    free(want);
    undo(&f, b);
    assert_export(&f, site_text);
    lfx_close(&f);
}
END_TEST

/* Runs the wlmcon binary in dir's store `name` with args; asserts status 0; returns stdout. */
static char *bin(const char *db, const char *const *args)
{
    const char *argv[16] = {"--store", db};
    size_t n = 2;
    for (; *args; args++)
        argv[n++] = *args;
    argv[n] = NULL;
    char *o, *e;
    int rc = tu_wlmcon(argv, NULL, env, &o, &e);
    ck_assert_msg(rc == 0, "exit %d: %s", rc, e);
    free(e);
    return o;
}

/* An MQSC DESCR in Latin-1 with CRLF goes through YAML (valid UTF-8, version 2) into a new store,
 * whose MQSC holds the bytes E9 and E8 again, as the first store's does. */
START_TEST(cafe_creme_through_yaml)
{
    char *d1 = tu_tmpdir(), *d2 = tu_tmpdir();
    char *db1 = tu_path(d1, "policy.db"), *db2 = tu_path(d2, "policy.db"), *mqsc = tu_path(d1, "app.mqsc");
    char *yml = tu_path(d1, "policy.yaml"), *o1 = tu_path(d1, "out"), *o2 = tu_path(d2, "out");
    tu_write(mqsc, "DEFINE QLOCAL('APP.Q') DESCR('caf\xE9 cr\xE8me') REPLACE\r\n");
    free(bin(db1, (const char *const[]){"import", "--qmgr", "QM1", mqsc, NULL}));
    char *doc = bin(db1, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL});
    ck_assert(layout_utf8_valid(doc, strlen(doc)));
    ck_assert_ptr_nonnull(strstr(doc, "\"version\": 2\n"));
    ck_assert_ptr_nonnull(strstr(doc, "\"descr\": !bytes \"Y2Fm6SBjcuhtZQ==\""));
    tu_write(yml, doc);
    free(bin(db2, (const char *const[]){"import", yml, NULL}));
    free(bin(db1, (const char *const[]){"export", "--format", "mqsc", "--out", o1, NULL}));
    free(bin(db2, (const char *const[]){"export", "--format", "mqsc", "--out", o2, NULL}));
    char *p1 = tu_path(o1, "QM1.mqsc"), *p2 = tu_path(o2, "QM1.mqsc");
    char *a = tu_read(p1, NULL), *b = tu_read(p2, NULL);
    ck_assert_ptr_nonnull(strstr(a, "DESCR('caf\xE9 cr\xE8me')"));
    ck_assert_str_eq(b, a);
    free(a);
    free(b);
    free(p1);
    free(p2);
    /* a document of version 1 still imports */
    char *v1 = tu_replace(strdup(doc), "\"version\": 2", "\"version\": 1");
    v1 = tu_replace(v1, "!bytes \"Y2Fm6SBjcuhtZQ==\"", "\"caf\xC3\xA9 cr\xC3\xA8me\"");
    tu_write(yml, v1);
    free(bin(db2, (const char *const[]){"import", yml, NULL}));
    free(v1);
    free(doc);
    tu_rmtree(d1);
    tu_rmtree(d2);
    free(d1);
    free(d2);
    free(db1);
    free(db2);
    free(mqsc);
    free(yml);
    free(o1);
    free(o2);
}
END_TEST

/* tests/fixtures/layout/big.ini (make-big.sh: 10,000 CRLF lines, 1% comments, 1% not UTF-8)
 * exports cmp-equal. */
START_TEST(big_ini_exports_cmp_equal)
{
    tsys_register();
    char *dir = tu_tmpdir(), *db = tu_path(dir, "p.db"), *out = tu_path(dir, "out"), *got = tu_path(out, "BIG.tini");
    char *o, *e;
    ck_assert_int_eq(tsys_wlmcon((const char *const[]){"--store", db, "import", "--format", "tsysini",
                                                        "tests/fixtures/layout/big.ini", NULL}, env, &o, &e), 0);
    free(o);
    free(e);
    ck_assert_int_eq(tsys_wlmcon((const char *const[]){"--store", db, "export", "--format", "tsysini", "--out", out, NULL},
                                 env, &o, &e), 0);
    free(o);
    free(e);
    size_t n1, n2;
    char *a = tu_read("tests/fixtures/layout/big.ini", &n1), *b = tu_read(got, &n2);
    ck_assert(a && b && n1 == n2 && memcmp(a, b, n1) == 0);
    free(a);
    free(b);
    tu_rmtree(dir);
    free(dir);
    free(db);
    free(out);
    free(got);
}
END_TEST

/* The size of the store file at path after a checkpoint that empties its write-ahead log. */
static long store_size(const char *path)
{
    free(ts_sql(path, "PRAGMA wal_checkpoint(TRUNCATE);"));
    FILE *fp = fopen(path, "rb");
    ck_assert_ptr_nonnull(fp);
    fseek(fp, 0, SEEK_END);
    long n = ftell(fp);
    fclose(fp);
    return n;
}

/* The cost of a layout: a 400-line file read again with one value changed adds one journal batch
 * holding exactly one change, and the store grows by less than 8 KiB. */
START_TEST(one_value_costs_one_change)
{
    tsys_register();
    struct textbuf tb = {0};
    for (int i = 0; i < 400; i++) {
        if (i % 4 == 0)
            tb_printf(&tb, "# server %d of the site, as the operators keep it\r\n", i / 4);
        else if (i % 4 == 1)
            tb_printf(&tb, "server.S%03d.weight=%02d\r\n", i / 4, i % 90 + 1);
        else if (i % 4 == 2)
            tb_printf(&tb, "server.S%03d.state=active\r\n", i / 4);
        else
            tb_printf(&tb, "param.%03d=kept as written %d\r\n", i, i);
    }
    struct lfx f;
    lfx_open(&f, tb.buf);
    long before = store_size(f.db);
    char *text = edited(tb.buf, "server.S050.weight=22", "server.S050.weight=23");
    ck_assert_ptr_nonnull(strstr(text, "weight=23"));
    FILE *fp = fopen(f.file, "wb");
    fwrite(text, 1, strlen(text), fp);
    fclose(fp);
    free(wl(&f, 0, (const char *const[]){"import", f.file, NULL}));
    long after = store_size(f.db);
    ck_assert_msg(after - before < 8192, "the store grew by %ld bytes", after - before);
    char *h = wl(&f, 0, (const char *const[]){"history", "--format", "json", NULL});
    ck_assert_ptr_nonnull(strstr(h, "{\"batch\": 2, \"at\": \"2026-11-29T14:38:00Z\", \"who\": \"ADMIN\", \"action\": \"import\", "
                                    "\"defined\": 0, \"changed\": 1, \"deleted\": 0}\n ],"));
    const char *c = strstr(h, "\"changes\": [\n  {\"batch\": 2, \"n\": 1,");
    ck_assert_ptr_nonnull(c);
    ck_assert_ptr_null(strstr(c + 20, "{\"batch\""));   /* exactly one change */
    char *sql = ts_sql(f.db, "SELECT count(*) FROM journal_batch; SELECT count(*) FROM journal_change WHERE batch_id = 2;"
                              " SELECT path || ' ' || attr || ' ' || old || ' ' || new FROM journal_change WHERE batch_id = 2;");
    ck_assert_str_eq(sql, "2\n1\nSITE(EAST) SERVER(S050) WEIGHT 22 23\n");
    free(sql);
    free(h);
    free(text);
    tb_free(&tb);
    lfx_close(&f);
}
END_TEST

Suite *suite_layout(void)
{
    Suite *s = suite_create("layout");
    TCase *tc = tcase_create("tini");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, unchanged_file_writes_back_byte_for_byte);
    tcase_add_test(tc, yaml_round_trip_byte_for_byte);
    tcase_add_test(tc, console_saves_and_undo);
    tcase_add_test(tc, one_value_costs_one_change);
    tcase_add_test(tc, cafe_creme_through_yaml);
    suite_add_tcase(s, tc);
    tc = tcase_create("big");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, big_ini_exports_cmp_equal);
    tcase_add_test(tc, one_changed_value_changes_one_line);
    tcase_add_test(tc, a_continued_value_changed_becomes_one_line);
    tcase_add_test(tc, duplicate_key_first_wins);
    tcase_add_test(tc, deleted_and_new_settings);
    tcase_add_test(tc, encodings_through_iconv);
    tcase_add_test(tc, unknown_encoding_is_a_usage_error);
    suite_add_tcase(s, tc);
    return s;
}
