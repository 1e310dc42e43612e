/* tests/check_ui_mq_extra.c — the attributes MQ keeps verbatim on the entry panels (Other
 * attributes): a server-connection channel's MCAUSER changed on its panel, saved in one journal
 * batch, carried by the MQSC export and undone; values the keyword table refuses (MAXMSGL(abc), an
 * over-long MCAUSER) refused with the field named; read-only values shown, not typed. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"
#include "ui/engine/profile.h"

/* Asserts the sqlite3 tool's output for sql. */
static void assert_sql(struct cfx *f, const char *sql, const char *want)
{
    char *got = cf_sql(f, sql);
    ck_assert_str_eq(got, want);
    free(got);
}

/* Parameter text without its `M` and `C` lines (where the modelled attributes were set: a file's
 * position, a console change), in place. */
static char *verbatim_lines(char *params)
{
    char *out = params;
    for (char *line = params; *line;) {
        char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) + 1 : strlen(line);
        if (*line != 'M' && *line != 'C') {
            memmove(out, line, n);
            out += n;
        }
        line += n;
    }
    *out = '\0';
    return params;
}

/* =2.1, S on QMC, its channels, E on APP.SVRCONN (the first). */
static void open_svrconn(struct cfx *f)
{
    cf_command(f, "=2.1");
    cf_line_command(f, 2, "s");
    cf_keys(f, "2\r");
    cf_line_command(f, 0, "e");
}

/* Tabs from the first input field (DESCR) of APP.SVRCONN's panel to MAXMSGL and to MCAUSER. */
#define TO_MAXMSGL "\t\t\t\t\t\t\t\t\t\t"
#define TO_MCAUSER TO_MAXMSGL "\t"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-11-29T14:38:00Z", NULL};

/* The block of `wlmcon export --format mqsc` (into f's directory sub) of queue manager qm's
 * file that starts with `start`, to its REPLACE (malloc'd). */
static char *exported_object(struct cfx *f, const char *sub, const char *qm, const char *start)
{
    char *out = tu_path(f->dir, sub), *err = NULL;
    const char *argv[] = {"--store", f->path, "export", "--format", "mqsc", "--out", out, NULL};
    int rc = tu_wlmcon(argv, NULL, env_fixed, NULL, &err);
    ck_assert_msg(rc == 0, "wlmcon export: %d %s", rc, err);
    char rel[64];
    snprintf(rel, sizeof rel, "%s/%s.mqsc", sub, qm);
    char *path = tu_path(f->dir, rel), *text = tu_read(path, NULL);
    ck_assert_ptr_nonnull(text);
    const char *from = strstr(text, start);
    ck_assert_ptr_nonnull(from);
    const char *to = strstr(from, "REPLACE\n");
    ck_assert_ptr_nonnull(to);
    char *block = strndup(from, (size_t)(to - from) + 8);
    free(text);
    free(path);
    free(err);
    free(out);
    return block;
}

/* The DEFINE of APP.SVRCONN in the MQSC export of f's store (malloc'd). */
static char *exported_svrconn(struct cfx *f, const char *sub)
{
    return exported_object(f, sub, "QMC", "DEFINE CHANNEL('APP.SVRCONN')");
}

/* The panel as a new user finds it: the workload attributes, then Other attributes with the
 * values of the dump (MAXMSGL, MCAUSER); F8 shows the rest, the read-only ones output only. */
START_TEST(svrconn_other_attributes)
{
    struct cfx f;
    cf_open_demo(&f);
    open_svrconn(&f);
    ck_assert_str_eq(cf_top(&f), "MQ220");
    cf_golden(&f, "mq-svrconn");
    cf_fkey(&f, 8);
    cf_fkey(&f, 8);
    cf_golden(&f, "mq-svrconn-more");
    cf_close(&f);
}
END_TEST

/* MAXMSGL(abc): refused on Enter with MQ001 naming the keyword, the cursor on the field, nothing
 * saved; F4 on KAINT lists its word AUTO; F1 on MCAUSER explains it from the keyword table. */
START_TEST(svrconn_value_refused)
{
    struct cfx f;
    cf_open_demo(&f);
    open_svrconn(&f);
    cf_keys(&f, TO_MAXMSGL "\vabc\r");
    ck_assert_str_eq(cf_long(&f), "MAXMSGL('ABC') is not a number: MAXMSGL must be from 0 to 104857600 [MQ001]");
    cf_golden(&f, "mq-svrconn-maxmsgl");
    cf_fkey(&f, 3);   /* F3 checks first: still refused, nothing saved */
    ck_assert_str_eq(cf_top(&f), "MQ220");
    assert_sql(&f, "SELECT count(*) FROM journal_batch;", "1\n");
    cf_keys(&f, "\v200000000\r");
    ck_assert_str_eq(cf_long(&f),
                     "MAXMSGL(200000000) is out of range: MAXMSGL must be from 0 to 104857600 [MQ001]");
    cf_fkey(&f, 12);   /* F12 asks first, Enter leaves without saving */
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "MQ200");
    /* SSLCAUTH takes one of two choices */
    cf_line_command(&f, 0, "e");
    cf_fkey(&f, 8);
    cf_fkey(&f, 8);   /* the cursor on MCAUSER */
    cf_keys(&f, "\t\t\t\t\t\t\t\vx\r");
    ck_assert_str_eq(cf_long(&f), "SSLCAUTH(X) is not a valid value: SSLCAUTH must be REQUIRED or OPTIONAL [MQ002]");
    cf_fkey(&f, 12);
    cf_keys(&f, "\r");
    cf_close(&f);
}
END_TEST

/* MCAUSER changed to app2 (case kept, as MQ keeps it quoted) and F3: one journal batch, the
 * object's parameter, the MQSC export; undo on History gives the store as imported; an emptied
 * MCAUSER states nothing and leaves the export; 'app3' typed in quotes is app3. */
START_TEST(svrconn_mcauser_saved_exported_undone)
{
    struct cfx f;
    cf_open_demo(&f);
    char *before = cf_sql(&f, "SELECT params FROM object WHERE name = 'APP.SVRCONN';");
    char *exported = exported_svrconn(&f, "before");
    ck_assert_str_eq(exported, "DEFINE CHANNEL('APP.SVRCONN') +\n"
                               "   CHLTYPE(SVRCONN) +\n"
                               "   DESCR('Client applications of QMC') +\n"
                               "   MAXMSGL(4194304) +\n"
                               "   MCAUSER('appuser') +\n"
                               "   SHARECNV(10) +\n"
                               "   SSLCAUTH(REQUIRED) +\n"
                               "   SSLCIPH('TLS_AES_256_GCM_SHA384') +\n"
                               "   TRPTYPE(TCP) +\n"
                               "   REPLACE\n");
    free(exported);
    open_svrconn(&f);
    cf_keys(&f, TO_MCAUSER "\vapp2");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    ck_assert_str_eq(cf_long(&f), "QMGR(QMC) CHANNEL('APP.SVRCONN') saved, revision 13.");
    assert_sql(&f, "SELECT id, who, action FROM journal_batch WHERE id > 1;"
                   " SELECT op, kind, top, name FROM journal_entry WHERE batch_id = 2;",
               "2|ADMIN|save\nupdate|SVRCONN|QMC|APP.SVRCONN\n");
    exported = exported_svrconn(&f, "after");
    ck_assert_str_eq(exported, "DEFINE CHANNEL('APP.SVRCONN') +\n"
                               "   CHLTYPE(SVRCONN) +\n"
                               "   DESCR('Client applications of QMC') +\n"
                               "   MAXMSGL(4194304) +\n"
                               "   MCAUSER('app2') +\n"
                               "   SHARECNV(10) +\n"
                               "   SSLCAUTH(REQUIRED) +\n"
                               "   SSLCIPH('TLS_AES_256_GCM_SHA384') +\n"
                               "   TRPTYPE(TCP) +\n"
                               "   REPLACE\n");
    free(exported);
    cf_line_command(&f, 0, "e");   /* the panel shows the value saved */
    cf_keys(&f, TO_MCAUSER);
    cf_golden(&f, "mq-svrconn-saved");
    cf_fkey(&f, 12);
    /* undo of the save: the object's parameters as imported */
    cf_command(&f, "=9");
    cf_keys(&f, "\t\tu\r\r");
    char *undone = cf_sql(&f, "SELECT params FROM object WHERE name = 'APP.SVRCONN';");
    ck_assert_str_eq(undone, before);
    free(undone);
    assert_sql(&f, "SELECT action FROM journal_batch ORDER BY id DESC LIMIT 1;", "undo 2\n");
    /* an emptied MCAUSER: no parameter, nothing exported */
    cf_command(&f, "=2.1");
    cf_line_command(&f, 2, "s");
    cf_keys(&f, "2\r");
    cf_line_command(&f, 0, "e");
    cf_keys(&f, TO_MCAUSER "\v");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    exported = exported_svrconn(&f, "emptied");
    ck_assert_ptr_null(strstr(exported, "MCAUSER"));
    free(exported);
    /* typed in quotes as in MQSC: the text between them, not the quotes */
    cf_line_command(&f, 0, "e");
    cf_keys(&f, TO_MCAUSER "'app3'");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    exported = exported_svrconn(&f, "quoted");
    ck_assert_ptr_nonnull(strstr(exported, "   MCAUSER('app3') +\n"));
    free(exported);
    free(before);
    cf_close(&f);
}
END_TEST

/* COLUMNS MCAUSER on QMC's channels: a column of its own, read from each channel's parameters
 * (APP.SVRCONN's, empty for the cluster channels); again takes it off; an unknown keyword is
 * refused naming it; COLUMNS alone lists the attributes, S adds one. */
START_TEST(columns_adds_an_attribute)
{
    struct cfx f;
    cf_open_demo(&f);
    cf_command(&f, "=2.1");
    cf_line_command(&f, 2, "s");
    cf_keys(&f, "2\r");
    cf_command(&f, "columns mcauser maxmsgl");
    ck_assert_str_eq(cf_long(&f), "MCAUSER added; MAXMSGL added.");
    cf_golden(&f, "mq-channels-columns");
    /* FIND searches the added columns too, the store's list as it shows them */
    cf_command(&f, "find appuser");
    ck_assert_str_eq(cf_long(&f), "appuser found in row 1, in its MCAUSER column.");
    ck_assert_str_eq(cf_row(&f, 8), " _   APP.SVRCONN          SVRCONN  appuser                4194304");
    cf_command(&f, "sort maxmsgl d");   /* an added column sorts as the others do */
    ck_assert_str_eq(cf_row(&f, 8), " _   APP.SVRCONN          SVRCONN  appuser                4194304");
    cf_command(&f, "sort mcauser");
    ck_assert_str_eq(cf_row(&f, 10), " _   APP.SVRCONN          SVRCONN  appuser                4194304");
    cf_command(&f, "columns nosuch");
    ck_assert_str_eq(cf_long(&f), "NOSUCH is no attribute of the objects this list shows. COLUMNS alone lists "
                                  "those they have.");
    cf_command(&f, "columns maxmsgl");
    ck_assert_str_eq(cf_long(&f), "MAXMSGL taken off.");
    /* a keyword given twice is toggled once; more than 16, or more than a command line of them,
     * change nothing */
    cf_command(&f, "columns maxmsgl,MAXMSGL maxmsgl");
    ck_assert_str_eq(cf_long(&f), "MAXMSGL added.");
    cf_command(&f, "columns maxmsgl");
    ck_assert_str_eq(cf_long(&f), "MAXMSGL taken off.");
    cf_command(&f, "columns kaint sslciph sslcauth sharecnv maxmsgl hbint batchsz discint shortrty shorttmr "
                   "longrty longtmr npmspeed convert seqwrap mrrty mrtmr");
    ck_assert_str_eq(cf_long(&f), "COLUMNS takes at most 16 keywords at once.");
    ck_assert_str_eq(cf_row(&f, 7), " Act Channel              Type     MCAUSER              CLWLWGHT CLWLPRTY");
    cf_command(&f, "columns");
    ck_assert_str_eq(cf_top(&f), "MQ810");
    cf_golden(&f, "mq-columns");
    cf_command(&f, "locate sslciph");
    cf_line_command(&f, 0, "s");
    ck_assert_str_eq(cf_long(&f), "SSLCIPH added; F3 returns to the list.");
    ck_assert_str_eq(cf_row(&f, 8), " _   SSLCIPH    Yes   text, at most 32 bytes");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    cf_golden(&f, "mq-channels-columns-picked");
    ck_assert_str_eq(profile_columns(console_profile(f.c), "MQ200"), "MCAUSER SSLCIPH");
    /* the channels of another queue manager: the same list, the columns kept */
    cf_command(&f, "=2.1");
    cf_line_command(&f, 0, "s");
    cf_keys(&f, "2\r");
    ck_assert_str_eq(cf_row(&f, 7), " Act Channel              Type     MCAUSER              SSLCIPH");
    /* KEYSHELP lists the list's own commands, COLUMNS and INSERT, after the console's */
    cf_command(&f, "keyshelp");
    ck_assert_str_eq(cf_top(&f), "HLP001");
    cf_command(&f, "find 'attribute columns'");
    ck_assert_str_eq(cf_long(&f), "'attribute columns' found in row 38, in its What it does column.");
    ck_assert_str_eq(cf_row(&f, 8), "           COLUMNS   Add or take off attribute columns; alone: list them");
    ck_assert_str_eq(cf_row(&f, 9), "           INSERT    Define a new object in this list");
    cf_fkey(&f, 3);
    cf_command(&f, "columns reset");
    ck_assert_str_eq(cf_long(&f), "The list shows its own columns again.");
    ck_assert_ptr_null(profile_columns(console_profile(f.c), "MQ200"));
    cf_close(&f);
}
END_TEST

/* TRIGGER and NOTRIGGER on a local queue's panel: one field, Trigger, YES or NO (F4 lists both
 * with their meanings); NO saved is exported as NOTRIGGER, YES as TRIGGER, each without a value. */
START_TEST(queue_trigger_choice)
{
    struct cfx f;
    cf_open_demo(&f);
    cf_command(&f, "=2.1");
    cf_line_command(&f, 0, "s");
    cf_keys(&f, "3\r");
    cf_line_command(&f, 0, "e");   /* APP.REQ on QMA */
    cf_fkey(&f, 8);
    cf_fkey(&f, 8);
    cf_keys(&f, "\033[Z");   /* back from the first field of the page (NPMCLASS) to TRIGGER */
    cf_fkey(&f, 4);
    ck_assert_str_eq(panel_title(console_top(f.c)), "Values of Trigger (TRIGGER)");
    ck_assert_str_eq(cf_row(&f, 12), "   | _   YES   TRIGGER: trigger messages go to the initiation queue when a  |");
    ck_assert_str_eq(cf_row(&f, 13), "   | _   NO    NOTRIGGER: no trigger messages are written for this queue; T |");
    cf_keys(&f, "\t\r");   /* the second: NO */
    ck_assert_str_eq(cf_row(&f, 8), "   Trigger  . . . . . . . . . . (TRIGGER)  NO_         YES or NO");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_long(&f), "QMGR(QMA) QLOCAL('APP.REQ') saved, revision 13.");
    char *params = cf_sql(&f, "SELECT o.params FROM object o JOIN object t ON t.id = o.top_id"
                              " WHERE o.name = 'APP.REQ' AND t.name = 'QMA';");
    ck_assert_str_eq(verbatim_lines(params), "O0:0 NOTRIGGER\n\n");   /* the keyword alone, no value */
    free(params);
    char *block = exported_object(&f, "no", "QMA", "DEFINE QLOCAL('APP.REQ')");
    ck_assert_ptr_nonnull(strstr(block, "   NOTRIGGER +\n"));
    free(block);
    /* YES: TRIGGER instead, the other keyword gone */
    cf_line_command(&f, 0, "e");
    cf_fkey(&f, 8);
    cf_fkey(&f, 8);
    cf_keys(&f, "\033[Z\vyes");
    cf_fkey(&f, 3);
    block = exported_object(&f, "yes", "QMA", "DEFINE QLOCAL('APP.REQ')");
    ck_assert_ptr_nonnull(strstr(block, "   TRIGGER +\n"));
    ck_assert_ptr_null(strstr(block, "NOTRIGGER"));
    free(block);
    cf_close(&f);
}
END_TEST

/* F1 on an attribute kept verbatim explains it from the keyword table; F4 on SSLCAUTH lists its
 * two choices with their meanings, Enter on one fills the field. */
START_TEST(svrconn_help_and_prompt)
{
    struct cfx f;
    cf_open_demo(&f);
    open_svrconn(&f);
    cf_keys(&f, TO_MCAUSER);
    cf_fkey(&f, 1);
    ck_assert_str_eq(panel_title(console_top(f.c)), "MCA user ID (MCAUSER)");
    cf_golden(&f, "mq-svrconn-help");
    cf_fkey(&f, 3);
    cf_fkey(&f, 12);   /* nothing changed: it leaves */
    ck_assert_str_eq(cf_top(&f), "MQ200");
    cf_line_command(&f, 0, "e");
    cf_fkey(&f, 8);
    cf_fkey(&f, 8);   /* the cursor on MCAUSER (mq-svrconn-more) */
    cf_keys(&f, "\t\t\t\t\t\t\t");
    cf_fkey(&f, 4);
    ck_assert_str_eq(panel_title(console_top(f.c)), "Values of TLS client auth (SSLCAUTH)");
    /* each with its meaning, after IBM's SSLCAUTH page */
    ck_assert_str_eq(cf_row(&f, 12), "  | _   REQUIRED a TLS client that sends no certificate fails authentication |_");
    ck_assert_str_eq(cf_row(&f, 13), "  | _   OPTIONAL a client's certificate is checked when sent; none sent is n |_");
    cf_keys(&f, "\t\r");   /* the second: OPTIONAL */
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    char *got = cf_sql(&f, "SELECT params LIKE '%SSLCAUTH=OPTIONAL%' FROM object WHERE name = 'APP.SVRCONN';");
    ck_assert_str_eq(got, "1\n");
    free(got);
    cf_close(&f);
}
END_TEST

/* A dump's read-only values (`*  ALTDATE(…)`) show on the panel as output, and its blank values
 * (MCAUSER(' ')) as empty fields; saving another change keeps both as they were. */
START_TEST(dump_readonly_values_shown)
{
    struct cfx f;
    cf_open_dumps(&f);
    cf_command(&f, "=2.1");
    cf_line_command(&f, 1, "s");   /* QM5 */
    cf_keys(&f, "2\r");
    cf_command(&f, "locate system.auto.svrconn");
    cf_line_command(&f, 0, "e");
    ck_assert_str_eq(cf_row(&f, 7), " Channel name . . . . . . . . :            SYSTEM.AUTO.SVRCONN");
    cf_fkey(&f, 8);
    cf_fkey(&f, 8);
    cf_golden(&f, "mq-dumps-svrconn-readonly");
    char *before = cf_sql(&f, "SELECT params FROM object WHERE name = 'SYSTEM.AUTO.SVRCONN' AND top_id = "
                                   "(SELECT id FROM object WHERE name = 'QM5' AND top_id IS NULL);");
    ck_assert_ptr_nonnull(strstr(before, "R3497:4 ALTDATE=2026-05-14\n"));
    ck_assert_ptr_nonnull(strstr(before, "O3509:4 MCAUSER=' '\n"));
    cf_fkey(&f, 7);
    cf_fkey(&f, 7);
    cf_keys(&f, "\vAuto-defined by MQ");   /* DESCR, the first input field */
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    char *after = cf_sql(&f, "SELECT params FROM object WHERE name = 'SYSTEM.AUTO.SVRCONN' AND top_id = "
                                   "(SELECT id FROM object WHERE name = 'QM5' AND top_id IS NULL);");
    ck_assert_msg(strstr(after, "C2 descr\n") != NULL, "%s", after);   /* DESCR typed in the console, batch 2 */
    ck_assert_str_eq(verbatim_lines(after), verbatim_lines(before));
    free(before);
    free(after);
    cf_close(&f);
}
END_TEST

Suite *suite_ui_mq_extra(void)
{
    Suite *s = suite_create("ui_mq_extra");
    TCase *tc = tcase_create("demo");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, svrconn_other_attributes);
    tcase_add_test(tc, svrconn_value_refused);
    tcase_add_test(tc, svrconn_mcauser_saved_exported_undone);
    tcase_add_test(tc, columns_adds_an_attribute);
    tcase_add_test(tc, queue_trigger_choice);
    tcase_add_test(tc, svrconn_help_and_prompt);
    suite_add_tcase(s, tc);
    TCase *dumps = tcase_create("dumps");
    tcase_set_timeout(dumps, 60);
    tcase_add_test(dumps, dump_readonly_values_shown);
    tu_add_sample_case(s, dumps, "a dump's read-only values on the entry panel");
    return s;
}
