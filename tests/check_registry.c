/* tests/check_registry.c — the registry of systems (ui/systems.c): its contract over every
 * registered system and each of its checks failing on a deliberately broken copy of the test
 * system (tests/tsys.h); the generic headers and texts that name no system; findings that reach
 * their object through the registered rule sets, also another system's; the test system's menu
 * entry and list panel; profile settings of an earlier wlmcon's panel ids. */
#include <check.h>
#include <ctype.h>
#include <dirent.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import_run.h"
#include "model/mq/mq_model.h"
#include "model/wlm/wlm_model.h"
#include "tests/cfx.h"
#include "tests/sysreg.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "ui/engine/entry.h"
#include "ui/objects/objpanels.h"
#include "ui/work/work_msg.h"

static char out[4096];

/* The contract over every registered system, the test system included. */
static size_t check_registered(void)
{
    const struct sysreg r = {ui_systems(), schema_systems(), sysreg_generic_panels()};
    return sysreg_check(&r, out, sizeof out);
}

/* The number of rows ui_systems() holds. */
static size_t count_rows(void)
{
    size_t n = 0;
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        n++;
    return n;
}

START_TEST(contract_of_every_registered_system)
{
    size_t product = count_rows();
    tsys_register();
    ck_assert_msg(check_registered() == 0, "%s", out);
    ck_assert_str_eq(out, "");
    /* what it walked: the product's rows (WebSphere's without a menu option) and the test system's, and the generic panels */
    ck_assert_uint_ge(product, 5);
    ck_assert_uint_eq(count_rows(), product + 1);
    bool primary = false;
    for (const char *const *g = sysreg_generic_panels(); *g; g++)
        primary |= strcmp(*g, "WCN000") == 0;
    ck_assert(primary);
}
END_TEST

static int cmp_lines(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Splits text (modified) into its lines, sorted, into v (room for max); returns their number. */
static size_t sorted_lines(char *text, char **v, size_t max)
{
    size_t n = 0;
    for (char *save = NULL, *l = strtok_r(text, "\n", &save); l && n < max; l = strtok_r(NULL, "\n", &save))
        v[n++] = l;
    qsort(v, n, sizeof *v, cmp_lines);
    return n;
}

/* Every product system's schema fingerprint (store_fingerprint_text) is the one recorded in
 * tests/fixtures/schema-fingerprints.txt: a row whose type, range or choices changed without a
 * migration step (store_migrate.c) fails here, naming the first line that differs. */
START_TEST(fingerprints_as_recorded)
{
    enum { MAX_LINES = 2000 };
    char *want = tu_read("tests/fixtures/schema-fingerprints.txt", NULL);
    ck_assert_ptr_nonnull(want);
    struct textbuf tb = {0};
    size_t nsys = 0;
    for (const struct system_def *const *sys = schema_systems(); *sys; sys++, nsys++)
        store_fingerprint_text(*sys, &tb);
    size_t modelled = 0;   /* every row of ui/systems.c with a model has its fingerprints */
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        modelled += (*u)->def != NULL;
    ck_assert_uint_eq(nsys, modelled);
    static char *have_v[MAX_LINES], *want_v[MAX_LINES];
    size_t nh = sorted_lines(tb.buf, have_v, MAX_LINES), nw = sorted_lines(want, want_v, MAX_LINES);
    for (size_t i = 0; i < nh && i < nw; i++)
        ck_assert_msg(strcmp(have_v[i], want_v[i]) == 0, "schema fingerprint line %zu: this build has\n  %s\n"
                      "tests/fixtures/schema-fingerprints.txt has\n  %s", i + 1, have_v[i], want_v[i]);
    ck_assert_uint_eq(nh, nw);
    ck_assert_uint_eq(nh, 377);
    tb_free(&tb);
    free(want);
}
END_TEST

/* The product's registry as main() registers it: the model of each row of ui/systems.c that has
 * one, in the lines' order (MQ's first: the YAML document's order), and no other. */
START_TEST(contract_of_the_product)
{
    ck_assert_msg(check_registered() == 0, "%s", out);
    ck_assert_str_eq(schema_systems()[0]->id, "mq");
    size_t n = 0, modelled = 0;
    for (const struct system_def *const *s = schema_systems(); *s; s++, n++)
        ck_assert_msg(ui_system_of(*s) != NULL, "system %s has no row in ui/systems.c", (*s)->id);
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        if ((*u)->def) {
            modelled++;
            ck_assert_ptr_eq(schema_system((*u)->system), (*u)->def);
        }
    ck_assert_uint_eq(n, modelled);
}
END_TEST

/* The rows and models of the product with one more system: broken, a copy of the test system's. */
static const struct ui_system *rows_with[32];
static const struct system_def *systems_with[32];
static const char *const *generic;

static size_t check_with(const struct ui_system *row, const struct system_def *def)
{
    size_t n = 0, m = 0;
    for (const struct ui_system *const *u = ui_systems(); *u; u++) {
        ck_assert_uint_lt(n + 2, sizeof rows_with / sizeof rows_with[0]);
        rows_with[n++] = *u;
    }
    if (row)
        rows_with[n++] = row;
    rows_with[n] = NULL;
    for (const struct system_def *const *s = schema_systems(); *s; s++)
        systems_with[m++] = *s;
    if (def)
        systems_with[m++] = def;
    systems_with[m] = NULL;
    const struct sysreg r = {rows_with, systems_with, generic ? generic : sysreg_generic_panels()};
    return sysreg_check(&r, out, sizeof out);
}

static struct system_def broken_def;
static struct ui_system broken_row;
static struct rule_set broken_rules;

/* A copy of the test system without its rules, panels, readers and writer, registered nowhere: each
 * test breaks one part of it. */
static void broken(void)
{
    broken_def = tsys_system_def;
    broken_def.rules = NULL;
    broken_row = tsys_ui_system;
    broken_row.def = &broken_def;
    broken_row.panels = NULL;
    broken_row.readers = NULL;
    broken_row.writers = NULL;
    generic = NULL;
}

START_TEST(broken_shares_id_prefix_and_section)
{
    broken();
    ck_assert_uint_eq(check_with(&broken_row, &broken_def), 0);   /* the copy as it is: whole */
    ck_assert_str_eq(out, "");
    broken_def.id = broken_row.system = "mq";
    broken_def.rule_prefix = "WLM";
    broken_def.doc_key = "queue_managers";
    ck_assert_uint_eq(check_with(&broken_row, &broken_def), 4);
    ck_assert_str_eq(out, "mq: id: shared with another row\n"
                          "mq: id: shared with another system\n"
                          "mq: YAML section key queue_managers: shared with mq\n"
                          "mq: rule prefix WLM: shared with wlm\n");
}
END_TEST

static enum import_claim no_file(const struct import_input *in)
{
    (void)in;
    return IMPORT_NOT;
}

START_TEST(broken_reader_and_writer_of_no_system)
{
    static const struct import_format reader = {.name = "TSV", .system = "nosuch", .detect = no_file,
                                                .what = "tab-separated sites"};
    static const struct import_format *const readers[] = {&reader, NULL};
    static const struct export_format writer = {.name = "tsv", .title = "Sites", .system = "tsx"};
    static const struct export_format *const writers[] = {&writer, NULL};
    broken();
    broken_row.readers = readers;
    broken_row.writers = writers;
    ck_assert_uint_eq(check_with(&broken_row, &broken_def), 2);
    ck_assert_str_eq(out, "tst: reader TSV: its system nosuch is not registered\n"
                          "tst: writer tsv: its system tsx is not registered\n");
}
END_TEST

START_TEST(broken_system_without_row)
{
    broken();
    ck_assert_uint_eq(check_with(NULL, &broken_def), 1);
    ck_assert_str_eq(out, "tst: UI row: none\n");
    broken_row.def = &wlm_system_def;   /* a row that names another system's model */
    broken_row.system = "tsx";
    ck_assert_uint_eq(check_with(&broken_row, &broken_def), 2);
    ck_assert_str_eq(out, "tsx: UI row: its model is wlm\n"
                          "tst: UI row: none\n");
}
END_TEST

/* TST002 concerns the objects of a system that is not registered: S on its findings could open
 * nothing. The copy is registered so that the lookup sees its rules. */
START_TEST(broken_rule_not_found)
{
    static const struct rule_about about[] = {{"TST002", "nosuch"}, {NULL, NULL}};
    broken();
    broken_rules = *tsys_system_def.rules;
    broken_rules.about = about;
    broken_def.rules = &broken_rules;
    ck_assert_int_eq(schema_register(&broken_def), 0);
    ck_assert_uint_eq(check_with(&broken_row, NULL), 1);
    ck_assert_str_eq(out, "tst: rule TST002: not found by the finding-to-object lookup\n");
}
END_TEST

START_TEST(broken_rule_ids)
{
    static const struct rule bad[] = {
        {"TST200", RULE_SEV(SEV_INFO), 0, NULL, "a rule among the panels", "", ""},
        {"TST1", RULE_SEV(SEV_INFO), 0, NULL, "a short id", "", ""},
        {"MQ013", RULE_SEV(SEV_INFO), 0, NULL, "another system's id", "", ""},
    };
    broken();
    broken_rules = (struct rule_set){.system = "tst", .rules = bad, .nrules = 3};
    broken_def.rules = &broken_rules;
    ck_assert_int_eq(schema_register(&broken_def), 0);
    ck_assert_uint_eq(check_with(&broken_row, NULL), 4);
    ck_assert_str_eq(out, "tst: rule TST200: outside 001-099, 101-199, 901-999\n"
                          "tst: rule TST1: lacks the prefix TST and three digits\n"
                          "tst: rule MQ013: not found by the finding-to-object lookup\n"
                          "tst: rule MQ013: lacks the prefix TST and three digits\n");
}
END_TEST

START_TEST(broken_panel_ids)
{
    static const struct panel_def low = {.id = "TST100"}, high = {.id = "TST900"}, other = {.id = "WLM600"},
                                  rule = {.id = "TST001"}, mq_rule = {.id = "MQ013"};
    static const struct panel_def *const panels[] = {&low, &high, &other, &rule, &mq_rule, NULL};
    broken();
    broken_def.rules = tsys_system_def.rules;
    ck_assert_int_eq(schema_register(&broken_def), 0);   /* its rules are found */
    broken_row.panels = panels;
    ck_assert_uint_eq(check_with(&broken_row, NULL), 7);
    ck_assert_str_eq(out, "tst: panel TST100: outside 200-899\n"
                          "tst: panel TST900: outside 200-899\n"
                          "tst: panel WLM600: lacks the prefix TST and three digits\n"
                          "tst: panel TST001: outside 200-899\n"
                          "tst: panel TST001: equals a rule id of tst\n"
                          "tst: panel MQ013: lacks the prefix TST and three digits\n"
                          "tst: panel MQ013: equals a rule id of mq\n");
}
END_TEST

START_TEST(broken_generic_panel)
{
    static const char *const panels[] = {"WCN000", "VAL100", "TST600", "MQ600", NULL};
    broken();
    generic = panels;
    ck_assert_uint_eq(check_with(&broken_row, &broken_def), 2);
    ck_assert_str_eq(out, "generic panel TST600: carries the prefix of tst\n"
                          "generic panel MQ600: carries the prefix of mq\n");
}
END_TEST

/* ---- generic headers and texts ----------------------------------------------------------------- */

/* The folders of one layer's systems or formats (model/mq, import/mqsc…), by name into names. */
static size_t subfolders(const char *layer, const char *skip, char names[][32], size_t max)
{
    size_t n = 0;
    DIR *d = opendir(layer);
    ck_assert_ptr_nonnull(d);
    for (struct dirent *e; (e = readdir(d)) != NULL && n < max;) {
        char path[300];
        snprintf(path, sizeof path, "%s/%s", layer, e->d_name);
        DIR *sub = e->d_name[0] != '.' && strcmp(e->d_name, skip) != 0 ? opendir(path) : NULL;
        if (sub) {
            snprintf(names[n++], 32, "%.31s", e->d_name);
            closedir(sub);
        }
    }
    closedir(d);
    return n;
}

/* No generic header includes a header of a system's or a format's folder, nor names one of their
 * identifiers (mq_…, wlmxml_…). */
START_TEST(generic_headers_name_no_system)
{
    static const char *const headers[] = {"model/model.h", "import/import.h", "import/import_run.h",
                                          "store/store.h"};
    char names[32][32];
    size_t n = subfolders("model", "", names, 16);
    n += subfolders("import", "yaml", names + n, 16);
    ck_assert_uint_ge(n, 5);   /* mq, wlm; mqsc, mqstatus, wlmxml, demo */
    for (size_t h = 0; h < sizeof headers / sizeof headers[0]; h++) {
        char *text = tu_read(headers[h], NULL);
        ck_assert_ptr_nonnull(text);
        for (size_t i = 0; i < n; i++) {
            char inc[80], ident[40];
            snprintf(inc, sizeof inc, "/%s/", names[i]);
            snprintf(ident, sizeof ident, "%s_", names[i]);
            for (const char *p = strstr(text, "#include \""); p; p = strstr(p + 1, "#include \"")) {
                const char *end = strchr(p + 10, '"');
                char name[200];
                snprintf(name, sizeof name, "%.*s", (int)(end - p), p);
                ck_assert_msg(!strstr(name, inc), "%s: %s", headers[h], name);
            }
            for (const char *p = strstr(text, ident); p; p = strstr(p + 1, ident))
                ck_assert_msg(p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_'),
                              "%s names %.30s", headers[h], p);
        }
        free(text);
    }
}
END_TEST

/* The string literals of a C file's text (comments and character constants aside), each
 * passed to fn with its line. */
static void literals(const char *s, void (*fn)(const char *lit, size_t n, int line, void *ctx), void *ctx)
{
    int line = 1;
    for (const char *p = s; *p; p++) {
        if (*p == '\n') {
            line++;
        } else if (p[0] == '/' && p[1] == '*') {
            const char *e = strstr(p + 2, "*/");
            for (const char *q = p; q < e; q++)
                line += *q == '\n';
            p = e + 1;
        } else if (p[0] == '/' && p[1] == '/') {
            p = strchr(p, '\n') - 1;
        } else if (*p == '\'' || *p == '"') {
            const char *q = p + 1;
            while (*q && *q != *p)
                q += *q == '\\' ? 2 : 1;
            if (*p == '"')
                fn(p + 1, (size_t)(q - p - 1), line, ctx);
            p = q;
        }
    }
}

struct lit_scan {
    regex_t re;
    const char *file;
    char found[2048];
    size_t at;
};

static void match_literal(const char *lit, size_t n, int line, void *ctx)
{
    struct lit_scan *sc = ctx;
    char *text = strndup(lit, n);
    regmatch_t m[3];
    if (regexec(&sc->re, text, 3, m, 0) == 0 && sc->at < sizeof sc->found)
        sc->at += (size_t)snprintf(sc->found + sc->at, sizeof sc->found - sc->at, "%s:%d: %.*s\n", sc->file, line,
                                   (int)(m[2].rm_eo - m[2].rm_so), text + m[2].rm_so);
    free(text);
}

/* Runs the match of the system words over the string literals of the file at path. */
static void scan_file(struct lit_scan *sc, const char *path)
{
    char *text = tu_read(path, NULL);
    ck_assert_ptr_nonnull(text);
    sc->file = path;
    literals(text, match_literal, sc);
    free(text);
}

/* Runs the match of the system words over every .c of dir (but systems.c). */
static void scan_dir(struct lit_scan *sc, const char *dir)
{
    DIR *d = opendir(dir);
    ck_assert_ptr_nonnull(d);
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        size_t l = strlen(e->d_name);
        if (l < 3 || strcmp(e->d_name + l - 2, ".c") != 0 || strcmp(e->d_name, "systems.c") == 0)
            continue;
        char path[300];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        scan_file(sc, path);
    }
    closedir(d);
}

/* The words \b(MQSC|QMGR|runmqsc|dmpmqcfg|AUTHREC|CLWL[A-Z]+|queue managers?|WLM|Domino|OpenTP1|
 * NOTES\.INI)\b, with \b as a boundary of a word of letters, digits and '_'. */
static const char system_words[] =
    "(^|[^A-Za-z0-9_])(MQSC|QMGR|runmqsc|dmpmqcfg|AUTHREC|CLWL[A-Z]+|queue managers?|WLM|Domino|OpenTP1|"
    "NOTES\\.INI)([^A-Za-z0-9_]|$)";

static void scan_init(struct lit_scan *sc)
{
    memset(sc, 0, sizeof *sc);
    ck_assert_int_eq(regcomp(&sc->re, system_words, REG_EXTENDED), 0);
}

START_TEST(generic_texts_name_no_system)
{
    static const char *const dirs[] = {"store", "model", "import", "import/yaml", "ui/engine", "ui/objects",
                                       "ui/work", "ui/cli"};
    struct lit_scan sc;
    scan_init(&sc);
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
        scan_dir(&sc, dirs[i]);
    ck_assert_msg(sc.at == 0, "system words in generic texts:\n%s", sc.found);
    /* the same match finds them in a system's own folder, and in a generic text that has one */
    scan_file(&sc, "ui/mq/mq_ui.c");
    ck_assert_str_eq(sc.found, "ui/mq/mq_ui.c:13: queue manager\n"
                               "ui/mq/mq_ui.c:14: dmpmqcfg\n"
                               "ui/mq/mq_ui.c:15: queue managers\n"
                               "ui/mq/mq_ui.c:17: queue manager\n"
                               "ui/mq/mq_ui.c:41: runmqsc\n");
    sc.at = 0;
    sc.found[0] = '\0';
    sc.file = "x.c";
    literals("/* \"QMGR\" */ char c = '\"'; const char *s = \"a QMGR(QM5)\", *t = \"MQSCX queue manager.\";",
             match_literal, &sc);
    ck_assert_str_eq(sc.found, "x.c:1: QMGR\nx.c:1: queue manager\n");
    regfree(&sc.re);
}
END_TEST

/* ---- the test system on the console ------------------------------------------------------------ */

/* A store with site S1 (server A, weight 60; server B quiesced and weighing 70) and queue manager S1
 * of IBM MQ, the console on its primary menu. */
static void open_sites(struct cfx *f)
{
    tsys_register();
    cf_open(f, NULL, 0);
    struct policy pol;
    policy_init(&pol);
    struct pol_object *s1 = pol_new(&pol, tsys_kind(TSYS_SITE), NULL, "S1");
    struct pol_object *a = pol_new(&pol, tsys_kind(TSYS_SERVER), s1, "A");
    struct pol_object *b = pol_new(&pol, tsys_kind(TSYS_SERVER), s1, "B");
    ck_assert_int_eq(pol_set(&pol, a, schema_attr_index(a->kind, "weight"), "60", (struct pol_pos){0, 0}), 0);
    ck_assert_int_eq(pol_set(&pol, b, schema_attr_index(b->kind, "state"), "QUIESCED", (struct pol_pos){0, 0}), 0);
    ck_assert_int_eq(pol_set(&pol, b, schema_attr_index(b->kind, "weight"), "70", (struct pol_pos){0, 0}), 0);
    struct pol_object *qm = pol_new(&pol, mq_kind(MQ_QMGR), NULL, "S1");
    struct store_error err = {0};
    ck_assert_int_eq(obj_commit(&f->app, s1, "define", &err), STORE_OK);
    ck_assert_int_eq(obj_commit(&f->app, qm, "define", &err), STORE_OK);
    policy_free(&pol);
}

/* The row of the screen that holds text, or -1. */
static int row_with(struct cfx *f, const char *text)
{
    for (int r = 0; r < 24; r++)
        if (strstr(cf_row(f, r), text))
            return r;
    return -1;
}

/* The test system's option of the primary menu opens its list of servers. */
START_TEST(test_system_menu_entry_and_list)
{
    struct cfx f;
    open_sites(&f);
    int r = row_with(&f, " T  Test");
    ck_assert_int_ge(r, 0);
    ck_assert_str_eq(cf_row(&f, r), "    T  Test       Sites and servers of the test syste  Warnings  : -");
    cf_keys(&f, "t\r");
    ck_assert_str_eq(cf_top(&f), "TST600");
    ck_assert_str_eq(cf_row(&f, 2), " TST600                             Servers                     Row 1 to 2 of 2");
    ck_assert_str_eq(cf_row(&f, 8), " _   A                    60 ACTIVE");
    ck_assert_str_eq(cf_row(&f, 9), " _   B                    70 QUIESCED");
    cf_close(&f);
}
END_TEST

/* S on TST001 (a server's WEIGHT) opens the server's entry panel with the cursor on WEIGHT; S on
 * TST002, a finding of the test system about an IBM MQ queue manager, opens that queue manager. */
START_TEST(findings_open_their_objects_through_the_rule_sets)
{
    struct cfx f;
    open_sites(&f);
    cf_keys(&f, "5\r");
    ck_assert_str_eq(cf_top(&f), "VAL100");
    ck_assert_str_eq(cf_row(&f, 11), " _   warning  TST001 server B is quiesced and states weight 70");
    ck_assert_str_eq(cf_row(&f, 12), " _   info     TST002 S1 is also the name of site S1");
    cf_keys(&f, "\t\ts\r");
    struct panel *p = console_top(f.c);
    ck_assert_str_eq(p->def->id, "TST620");
    struct form_field *ff = entry_field(p, "weight");
    ck_assert_ptr_nonnull(ff);
    ck_assert(ff->placed);
    ck_assert_int_eq(p->form.cur_row, ff->row);
    ck_assert_int_eq(p->form.cur_col, ff->col);
    ck_assert_str_eq(cf_row(&f, p->form.cur_row), "   Weight  . . . . (WEIGHT) 70_       1-99, default 50");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "VAL100");
    cf_keys(&f, "\t\t\ts\r");
    ck_assert_str_eq(cf_top(&f), "MQ620");
    ck_assert_str_eq(cf_row(&f, 2), " MQ620                       Modify a Queue Manager");
    cf_close(&f);
}
END_TEST

/* A profile of an earlier wlmcon keeps the Scroll amount of the queue managers list under MQ100:
 * the list, now MQ600, opens with it, and the next save writes it under MQ600 alone. */
START_TEST(profile_of_former_panel_ids)
{
    struct cfx f;
    cf_open_demo(&f);
    char *profile = tu_path(f.dir, "profile");
    tu_write(profile, "scroll MQ100 = CSR\nscroll MQ200 = HALF\n");
    cf_restart(&f, profile);
    cf_keys(&f, "2\r1\r");
    ck_assert_str_eq(cf_top(&f), "MQ600");
    ck_assert_str_eq(cf_row(&f, 3), " Command ===> ________________________________________________ Scroll ===> CSR_");
    cf_keys(&f, "pfshow off\r");   /* a change of the settings: the profile is saved */
    char *text = tu_read(profile, NULL);
    ck_assert_str_eq(text, "# wlmcon profile: written by wlmcon, read when it starts\n"
                           "command-line = top\n"
                           "pfshow = off\n"
                           "scroll MQ600 = CSR\n"
                           "scroll MQ200 = HALF\n");
    free(text);
    free(profile);
    cf_close(&f);
}
END_TEST

/* The work panels' messages are theirs, registered as their options are: found by id once
 * registered, with codes no message of the console's own has, and every one with its help; a
 * system's messages are registered with its row. */
START_TEST(work_messages_registered_by_their_part)
{
    ck_assert_int_eq(work_messages_register(), 0);
    ck_assert_int_eq(work_messages_register(), 0);   /* once */
    size_t n;
    const struct msg_def *own = msg_table(&n);
    const char *const codes[] = {"IMP001", "IMP002", "IMP003", "IMP004", "IMP005", "EXP001", "EXP002",
                                 "HIS001", "HIS002"};
    for (int id = MSG_IMPORTED; id < MSG_WORK_END; id++) {
        const struct msg_def *m = msg_get((enum msg_id)id);
        ck_assert_ptr_nonnull(m);
        ck_assert_int_eq(m->id, id);
        ck_assert_str_eq(m->code, codes[id - MSG_IMPORTED]);
        ck_assert(strlen(m->short_text) <= MSG_SHORT_MAX && m->help && strlen(m->help) > 60);
        for (size_t i = 0; i < n; i++)
            ck_assert_str_ne(own[i].code, m->code);
    }
    ck_assert_ptr_null(msg_get((enum msg_id)MSG_WORK_END));
    /* a system's messages come with its row */
    ck_assert_ptr_null(msg_get((enum msg_id)TSYS_MSG_SITE_GONE));
    tsys_register();
    ck_assert_str_eq(msg_get((enum msg_id)TSYS_MSG_SITE_GONE)->code, "TST901");
    ck_assert_str_eq(msg_get((enum msg_id)MSG_UNDONE)->short_text, "Batch &1 undone");
}
END_TEST

/* Every registered table has ids of its own: a table that takes an id another has, or one of the
 * console's, is refused and adds nothing; one in a free block is added. */
START_TEST(message_ids_of_one_table_only)
{
    ck_assert_int_eq(work_messages_register(), 0);
    static const struct msg_def taken[] = {
        {(enum msg_id)(MSG_REGISTERED + 850), "TST851", MSGT_INFO, false, "free", "free", "free"},
        {(enum msg_id)MSG_IMPORTED, "TST852", MSGT_INFO, false, "taken", "taken", "taken"},
    };
    ck_assert_int_eq(msg_register(taken, 2), -1);
    ck_assert_ptr_null(msg_get((enum msg_id)(MSG_REGISTERED + 850)));
    ck_assert_str_eq(msg_get((enum msg_id)MSG_IMPORTED)->code, "IMP001");
    static const struct msg_def console[] = {
        {(enum msg_id)1, "TST853", MSGT_INFO, false, "low", "low", "low"},
    };
    ck_assert_int_eq(msg_register(console, 1), -1);
    static const struct msg_def free_block[] = {
        {(enum msg_id)(MSG_REGISTERED + 850), "TST851", MSGT_INFO, false, "free", "free", "free"},
    };
    ck_assert_int_eq(msg_register(free_block, 1), 0);
    ck_assert_str_eq(msg_get((enum msg_id)(MSG_REGISTERED + 850))->code, "TST851");
}
END_TEST

Suite *suite_registry(void)
{
    Suite *s = suite_create("registry");
    TCase *tc = tcase_create("contract");
    tcase_add_test(tc, contract_of_every_registered_system);
    tcase_add_test(tc, contract_of_the_product);
    tcase_add_test(tc, fingerprints_as_recorded);
    tcase_add_test(tc, broken_shares_id_prefix_and_section);
    tcase_add_test(tc, broken_reader_and_writer_of_no_system);
    tcase_add_test(tc, broken_system_without_row);
    tcase_add_test(tc, broken_rule_not_found);
    tcase_add_test(tc, broken_rule_ids);
    tcase_add_test(tc, broken_panel_ids);
    tcase_add_test(tc, broken_generic_panel);
    tcase_add_test(tc, generic_headers_name_no_system);
    tcase_add_test(tc, generic_texts_name_no_system);
    suite_add_tcase(s, tc);
    tc = tcase_create("console");
    tcase_add_test(tc, test_system_menu_entry_and_list);
    tcase_add_test(tc, findings_open_their_objects_through_the_rule_sets);
    tcase_add_test(tc, profile_of_former_panel_ids);
    tcase_add_test(tc, work_messages_registered_by_their_part);
    tcase_add_test(tc, message_ids_of_one_table_only);
    suite_add_tcase(s, tc);
    return s;
}
