/* tests/check_ui_mq.c — the MQ panels on the demo store (the files of import/demo: QMA and QMB full
 * repositories of DEMO, QMC a partial one; APP.REQ on QMA and QMB): a golden screen at 80x24 for
 * every panel, and what each line command, Enter, F3 and F12 do to the store and its journal. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"

/* Asserts the sqlite3 tool's output for sql. */
static void assert_sql(struct cfx *f, const char *sql, const char *want)
{
    char *got = cf_sql(f, sql);
    ck_assert_str_eq(got, want);
    free(got);
}

/* =2.1, S on QMA, then option (2 channels, 3 queues). */
static void open_qma(struct cfx *f, const char *option)
{
    cf_command(f, "=2.1");
    cf_line_command(f, 0, "s");
    cf_keys(f, option);
    cf_keys(f, "\r");
}

START_TEST(menu_and_queue_managers)
{
    struct cfx f;
    cf_open_demo(&f);
    cf_command(&f, "=2");
    ck_assert_str_eq(cf_top(&f), "MQ700");
    cf_golden(&f, "mq-menu");
    cf_keys(&f, "1\r");
    ck_assert_str_eq(cf_top(&f), "MQ600");
    cf_golden(&f, "mq-qmgrs");
    cf_line_command(&f, 0, "s");
    ck_assert_str_eq(cf_top(&f), "MQ610");
    cf_golden(&f, "mq-qmgr-menu");
    cf_keys(&f, "1\r");
    ck_assert_str_eq(cf_top(&f), "MQ620");
    cf_golden(&f, "mq-qmgr-attrs");
    cf_close(&f);
}
END_TEST

/* SU sets the queue manager's suspend list and mode, RE takes the cluster off; RE of a cluster it
 * is not suspended in is refused on the field. */
START_TEST(suspend_and_resume)
{
    struct cfx f;
    cf_open_demo(&f);
    cf_command(&f, "=2.1");
    cf_line_command(&f, 1, "su");
    ck_assert_str_eq(cf_top(&f), "MQ630");
    cf_golden(&f, "mq-suspend");
    cf_keys(&f, "demo\t\vforce");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ600");
    ck_assert_str_eq(cf_long(&f), "QMB suspended in cluster DEMO (revision 13).");
    assert_sql(&f, "SELECT _name, quote(suspend), quote(suspmode) FROM mq_qmgr ORDER BY _name;"
                   " SELECT who, at, action FROM journal_batch WHERE id = 2;",
               "QMA|NULL|NULL\nQMB|'DEMO'|'FORCE'\nQMC|NULL|NULL\nADMIN|2026-11-29T14:38:00Z|suspend\n");
    /* a copy does not take the suspension: SUSPEND QMGR is a command of its own */
    cf_line_command(&f, 1, "c");
    cf_keys(&f, "qmf");
    cf_fkey(&f, 3);
    assert_sql(&f, "SELECT quote(suspend), quote(suspmode), descr FROM mq_qmgr WHERE _name = 'QMF';",
               "NULL|NULL|Demo full repository B\n");
    cf_line_command(&f, 1, "re");
    cf_keys(&f, "other");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ630");
    ck_assert_str_eq(cf_long(&f), "QMB is not suspended in cluster OTHER.");
    cf_keys(&f, "\vdemo");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ600");
    assert_sql(&f, "SELECT quote(suspend) FROM mq_qmgr WHERE _name = 'QMB';"
                   " SELECT action FROM journal_batch ORDER BY id DESC LIMIT 1;",
               "NULL\nresume\n");
    cf_close(&f);
}
END_TEST

/* F4 on the cluster field lists the store's clusters with the queue managers naming them; Enter
 * on one fills the field. */
/* A queue manager in one cluster: SU starts with it, F3 alone suspends; RE starts with the one
 * cluster it is suspended in, F3 alone resumes. */
START_TEST(suspend_and_resume_in_the_one_cluster)
{
    struct cfx f;
    cf_open_demo(&f);
    cf_command(&f, "=2.1");
    cf_line_command(&f, 2, "su");
    ck_assert_str_eq(cf_row(&f, 7), " Cluster  . . . . . . . (CLUSTER) DEMO_________________________________________");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ600");
    ck_assert_str_eq(cf_long(&f), "QMC suspended in cluster DEMO (revision 13).");
    cf_line_command(&f, 2, "re");
    ck_assert_str_eq(cf_row(&f, 7), " Cluster  . . . . . . . (CLUSTER) DEMO_________________________________________");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ600");
    assert_sql(&f, "SELECT quote(suspend) FROM mq_qmgr WHERE _name = 'QMC';"
                   " SELECT action FROM journal_batch WHERE id > 1 ORDER BY id;", "NULL\nsuspend\nresume\n");
    cf_close(&f);
}
END_TEST

START_TEST(suspend_cluster_from_the_list)
{
    struct cfx f;
    cf_open_demo(&f);
    cf_command(&f, "=2.1");
    cf_line_command(&f, 2, "su");
    cf_fkey(&f, 4);
    cf_golden(&f, "mq-suspend-prompt");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "MQ630");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ600");
    assert_sql(&f, "SELECT suspend FROM mq_qmgr WHERE _name = 'QMC';", "DEMO\n");
    cf_close(&f);
}
END_TEST

START_TEST(channels_and_channel)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    ck_assert_str_eq(cf_top(&f), "MQ200");
    cf_golden(&f, "mq-channels");
    cf_line_command(&f, 0, "e");
    ck_assert_str_eq(cf_top(&f), "MQ220");
    cf_golden(&f, "mq-channel");
    cf_fkey(&f, 3);
    cf_line_command(&f, 0, "b");          /* shown read only: nothing to save from its pull-down */
    cf_fkey(&f, 10);
    cf_keys(&f, "\r1\r");
    ck_assert_int_eq(console_message(f.c)->id, MSG_CHOICE_UNAVAILABLE);
    ck_assert_str_eq(cf_long(&f), "Save and return is not available: it cannot be chosen here now.");
    cf_fkey(&f, 12);
    ck_assert_str_eq(cf_top(&f), "MQ220");
    cf_close(&f);
}
END_TEST

/* FIND on a list of the store searches what the rows show, the type among the rest, and says in
 * which column it found the text; past the last one, ISPF's "Bottom of data reached", and RFIND
 * goes on from the top. */
START_TEST(channels_find_searches_every_column)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_command(&f, "find clussdr");
    ck_assert_int_eq(console_message(f.c)->id, MSG_FOUND);
    ck_assert_str_eq(cf_long(&f), "clussdr found in row 2, in its Type column.");
    cf_command(&f, "rfind");
    ck_assert_int_eq(console_message(f.c)->id, MSG_FIND_BOTTOM);
    cf_command(&f, "rfind");                         /* from the top: that row alone */
    ck_assert_int_eq(console_message(f.c)->id, MSG_NO_MORE);
    cf_command(&f, "find rqstr");
    ck_assert_int_eq(console_message(f.c)->id, MSG_NOT_FOUND);
    cf_command(&f, "up max");
    cf_command(&f, "find demo.qma");                 /* in the name: no column named */
    ck_assert_str_eq(cf_long(&f), "demo.qma found in row 1.");
    cf_close(&f);
}
END_TEST

/* A list of the store sorts by a column (numbers as numbers), and its keys and panel help offer
 * SORT with LOCATE and FIND; REFRESH keeps the order. */
START_TEST(channels_helps_offer_what_the_list_does)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_command(&f, "sort clwlwght d");
    ck_assert_int_eq(console_message(f.c)->id, MSG_NONE);
    ck_assert_str_eq(cf_row(&f, 8), " _   DEMO.QMA             CLUSRCVR       60        0        0       0");
    ck_assert_str_eq(cf_row(&f, 9), " _   DEMO.QMB             CLUSSDR        50        0        0");
    cf_command(&f, "sort clwlwght");
    ck_assert_str_eq(cf_row(&f, 8), " _   DEMO.QMB             CLUSSDR        50        0        0");
    cf_fkey(&f, 5);
    ck_assert_str_eq(cf_row(&f, 8), " _   DEMO.QMB             CLUSSDR        50        0        0");
    cf_command(&f, "keyshelp");
    ck_assert_str_eq(cf_top(&f), "HLP001");
    cf_command(&f, "f sort");
    ck_assert_int_eq(console_message(f.c)->id, MSG_FOUND);
    cf_command(&f, "f locate");                       /* LOCATE's row is above SORT's */
    ck_assert_int_eq(console_message(f.c)->id, MSG_FIND_BOTTOM);
    cf_command(&f, "rfind");
    ck_assert_int_eq(console_message(f.c)->id, MSG_FOUND);
    cf_fkey(&f, 3);
    cf_fkey(&f, 1);
    ck_assert_str_eq(cf_top(&f), "HLP003");
    cf_command(&f, "f sort");
    ck_assert_int_eq(console_message(f.c)->id, MSG_FOUND_LINE);
    cf_command(&f, "f 'Scroll to the next row containing'");  /* FIND's line */
    ck_assert_int_eq(console_message(f.c)->id, MSG_FOUND_LINE);
    cf_fkey(&f, 3);
    cf_command(&f, "sort name");
    cf_line_command(&f, 0, "/");   /* the row's menu names the channel as the row shows it */
    ck_assert_str_eq(cf_top(&f), "POP002");
    ck_assert_str_eq(cf_row(&f, 9), " _   +- Actions for Channel DEMO.QMA -+  50        0        0");
    cf_close(&f);
}
END_TEST

/* Tabs from the first input field (CLUSTER) to CLWLWGHT on MQ220. */
#define TO_WEIGHT "\t\t\t\t\t"

/* 120 as CLWLWGHT: the range message from MQ's rule, error emphasis, the cursor on the field,
 * nothing saved; F1 shows the long message, F1 again the message's help. */
START_TEST(channel_weight_out_of_range)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_line_command(&f, 0, "e");
    cf_keys(&f, TO_WEIGHT "120\r");
    cf_fkey(&f, 1);
    cf_golden(&f, "mq-channel-out-of-range");
    ck_assert_str_eq(cf_long(&f), "CLWLWGHT(120) is out of range: CLWLWGHT must be from 1 to 99 [MQ001]");
    cf_fkey(&f, 1);   /* the message's help: the product's id is in its long message */
    ck_assert_str_eq(panel_title(console_top(f.c)), "Help for Message");
    ck_assert_str_eq(cf_row(&f, 5), " Type  . . . . . : Action: something needs correcting");
    ck_assert_str_eq(cf_row(&f, 6), " Short message . : Value out of range");
    cf_fkey(&f, 3);
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ220");
    assert_sql(&f, "SELECT clwlwght FROM mq_clusrcvr WHERE _name = 'DEMO.QMA';"
                   " SELECT count(*) FROM journal_batch;", "60\n1\n");
    cf_close(&f);
}
END_TEST

/* 70 and F3: saved in one journal batch by the user at the fixed time; the panel shows the change
 * when opened again. */
START_TEST(channel_saved_and_journalled)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_line_command(&f, 0, "e");
    cf_keys(&f, TO_WEIGHT "\v70");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    ck_assert_str_eq(cf_long(&f), "QMGR(QMA) CHANNEL('DEMO.QMA') saved, revision 13.");
    assert_sql(&f, "SELECT clwlwght FROM mq_clusrcvr WHERE _name = 'DEMO.QMA';"
                   " SELECT id, who, at, action FROM journal_batch WHERE id > 1;"
                   " SELECT op, kind, top, name, old_revision, revision FROM journal_entry"
                   " WHERE batch_id = 2;",
               "70\n2|ADMIN|2026-11-29T14:38:00Z|save\nupdate|CLUSRCVR|QMA|DEMO.QMA|3|13\n");
    /* the weight is marked changed in the console by batch 2; the other values keep their lines */
    assert_sql(&f, "SELECT params FROM object WHERE name = 'DEMO.QMA' AND kind = 'CLUSRCVR';",
               "M26:10 descr\nM27:12 trptype\nM25:12 conname\nM23:12 cluster\nC2 clwlwght\n\n");
    char *out;
    const char *const argv[] = {"--store", f.path, "validate", NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, NULL, &out, NULL), 0);
    ck_assert_msg(strstr(out, "\nQMGR(QMA) CHANNEL('DEMO.QMA') (changed in the console by ADMIN 2026-11-29 "
                              "14:38, batch 2): info: the messages put to cluster queue APP.REQ are shared by "
                              "weight: QMA 78% (CLWLWGHT 70), QMB 22% (CLWLWGHT 20), while these instances "
                              "are available and equal in rank and priority [MQ018]\n") != NULL,
                  "%s", out);
    free(out);
    cf_line_command(&f, 0, "e");
    cf_golden(&f, "mq-channel-saved");
    cf_close(&f);
}
END_TEST

/* F12 after a change asks first; Enter on the question leaves without saving. */
START_TEST(channel_cancel_asks)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_line_command(&f, 0, "e");
    cf_keys(&f, TO_WEIGHT "\v70");
    cf_fkey(&f, 12);
    ck_assert_str_eq(cf_top(&f), "POP001");
    cf_golden(&f, "mq-channel-cancel");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "MQ200");
    assert_sql(&f, "SELECT clwlwght FROM mq_clusrcvr WHERE _name = 'DEMO.QMA';", "60\n");
    cf_close(&f);
}
END_TEST

/* Another wlmcon process saves script into the store the panel shows, as user OTHER. */
static void other_process_saves(struct cfx *f, const char *script)
{
    char *alter = tu_path(f->dir, "alter.mqsc");
    tu_write(alter, script);
    const char *argv[] = {"--store", f->path, "import", "--qmgr", "QMA", alter, NULL};
    const char *env[] = {"WLMCON_USER=OTHER", NULL};
    char *err = NULL;
    ck_assert_msg(tu_wlmcon(argv, NULL, env, NULL, &err) == 0, "%s", err);
    free(err);
    free(alter);
}

/* Another process changes the channel while the panel shows it: F3 says who changed what and
 * overwrites nothing; REFRESH reads it again with the weight typed kept and theirs beside it, and
 * F3 then saves it over theirs. */
START_TEST(channel_conflict)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_line_command(&f, 0, "e");
    other_process_saves(&f, "ALTER CHANNEL('DEMO.QMA') CHLTYPE(CLUSRCVR) CLWLWGHT(33)\n");
    cf_keys(&f, TO_WEIGHT "\v70");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ220");
    ck_assert_int_eq(console_message(f.c)->id, MSG_CONFLICT);
    cf_fkey(&f, 1);
    cf_golden(&f, "mq-channel-conflict");
    assert_sql(&f, "SELECT clwlwght FROM mq_clusrcvr WHERE _name = 'DEMO.QMA';"
                   " SELECT who FROM journal_batch ORDER BY id;", "33\nADMIN\nOTHER\n");
    cf_command(&f, "refresh");
    ck_assert_str_eq(cf_top(&f), "MQ220");
    ck_assert_int_eq(console_message(f.c)->id, MSG_REREAD_BOTH);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "Read again at revision 13. OTHER changed CLWLWGHT to 33 too: your value stays in the "
                     "field; keep it or type theirs, and F3 saves.");
    cf_golden(&f, "mq-channel-refresh");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    ck_assert_int_eq(console_message(f.c)->id, MSG_SAVED);
    assert_sql(&f, "SELECT clwlwght FROM mq_clusrcvr WHERE _name = 'DEMO.QMA';"
                   " SELECT who || ' ' || action FROM journal_batch ORDER BY id;"
                   " SELECT attr || ' ' || old || ' ' || new FROM journal_change WHERE batch_id = 3;",
                   "70\nADMIN import\nOTHER import\nADMIN save\nCLWLWGHT 33 70\n");
    cf_close(&f);
}
END_TEST

/* The other process changed another attribute than the one typed: REFRESH keeps the weight typed
 * and shows their description; F3 saves both. */
START_TEST(channel_conflict_elsewhere)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_line_command(&f, 0, "e");
    other_process_saves(&f, "ALTER CHANNEL('DEMO.QMA') CHLTYPE(CLUSRCVR) DESCR('changed elsewhere')\n");
    cf_keys(&f, TO_WEIGHT "\v70");
    cf_fkey(&f, 3);
    ck_assert_int_eq(console_message(f.c)->id, MSG_CONFLICT);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "OTHER changed DESCR from QMA joins DEMO to changed elsewhere (import, batch 2, "
                     "2026-11-29 14:38). Nothing was saved: REFRESH reads it again and keeps what you typed.");
    cf_command(&f, "refresh");
    ck_assert_int_eq(console_message(f.c)->id, MSG_REREAD);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "Read again at revision 13 with OTHER's change. Kept as you typed: CLWLWGHT. F3 saves.");
    cf_fkey(&f, 3);
    ck_assert_int_eq(console_message(f.c)->id, MSG_SAVED);
    assert_sql(&f, "SELECT clwlwght, descr FROM mq_clusrcvr WHERE _name = 'DEMO.QMA';",
               "70|changed elsewhere\n");
    cf_close(&f);
}
END_TEST

/* I: name and type first (MQ210), then the new channel's panel with the defaults beside the
 * fields; F3 defines it in one journal batch. */
START_TEST(channel_insert)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_line_command(&f, 0, "i");
    ck_assert_str_eq(cf_top(&f), "MQ210");
    cf_golden(&f, "mq-channel-new");
    cf_keys(&f, "demo.qma2");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ220");
    cf_golden(&f, "mq-channel-define");
    cf_keys(&f, "\tdemo\t\tqma2.example.com(1415)\t\t\t30");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    assert_sql(&f, "SELECT _name, quote(cluster), conname, clwlwght, quote(clwlprty) FROM mq_clusrcvr"
                   " WHERE _top = 'QMA' ORDER BY _name; SELECT action FROM journal_batch WHERE id = 2;",
               "DEMO.QMA|'DEMO'|mqa.example.com(1414)|60|NULL\n"
               "DEMO.QMA2|'DEMO'|qma2.example.com(1415)|30|NULL\ndefine\n");
    cf_close(&f);
}
END_TEST

/* A new channel whose name sorts before the rows shown: back on the list it is shown with them,
 * the page filled from the top, not hidden above DEMO.QMA; F5 alike. */
START_TEST(channel_insert_above_shown)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_line_command(&f, 0, "i");
    cf_keys(&f, "app.svrconn\t\vSVRCONN");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ220");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    ck_assert_str_eq(cf_row(&f, 8), " _   APP.SVRCONN          SVRCONN");
    ck_assert_str_eq(cf_row(&f, 9), " _   DEMO.QMA             CLUSRCVR       60        0        0       0");
    cf_fkey(&f, 5);
    ck_assert_str_eq(cf_row(&f, 8), " _   APP.SVRCONN          SVRCONN");
    ck_assert_ptr_nonnull(strstr(cf_row(&f, 2), "Row 1 to 3 of 3"));
    cf_close(&f);
}
END_TEST

/* C copies the channel (DEFINE LIKE); a name in quotes keeps its case. */
START_TEST(channel_copy_quoted_name)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_line_command(&f, 0, "c");
    ck_assert_str_eq(cf_top(&f), "MQ220");
    cf_keys(&f, "'demo.lower'");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    assert_sql(&f, "SELECT _name, cluster, conname, clwlwght, descr FROM mq_clusrcvr WHERE _top = 'QMA'"
                   " ORDER BY _name;",
               "DEMO.QMA|DEMO|mqa.example.com(1414)|60|QMA joins DEMO\n"
               "demo.lower|DEMO|mqa.example.com(1414)|60|QMA joins DEMO\n");
    cf_line_command(&f, 2, "e");
    cf_golden(&f, "mq-channel-quoted");
    cf_close(&f);
}
END_TEST

/* D asks first; Enter deletes in a journal batch of its own. */
START_TEST(channel_delete)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_line_command(&f, 1, "d");
    ck_assert_str_eq(cf_top(&f), "POP001");
    cf_golden(&f, "mq-channel-delete");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "MQ200");
    ck_assert_str_eq(cf_long(&f), "CLUSSDR DEMO.QMB of QMA was deleted.");
    ck_assert_str_eq(console_message(f.c)->short_text, "Deleted");
    assert_sql(&f, "SELECT count(*) FROM mq_clussdr WHERE _top = 'QMA';"
                   " SELECT action FROM journal_batch WHERE id = 2;", "0\ndelete\n");
    cf_close(&f);
}
END_TEST

/* The channel is deleted by another process while D asks: Enter says so and changes nothing. */
START_TEST(channel_delete_gone)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "2");
    cf_line_command(&f, 1, "d");
    ck_assert_str_eq(cf_top(&f), "POP001");
    free(cf_sql(&f, "PRAGMA foreign_keys = ON; DELETE FROM object WHERE name = 'DEMO.QMB'"
                      " AND kind = 'CLUSSDR';"));
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "MQ200");
    ck_assert_str_eq(console_message(f.c)->def->code, "CON036");
    ck_assert_str_eq(cf_long(&f), "CLUSSDR DEMO.QMB of QMA is not in the store any more: someone deleted it.");
    assert_sql(&f, "SELECT count(*) FROM journal_batch;", "1\n");
    cf_close(&f);
}
END_TEST

/* Tabs from the first input field (DESCR) to CLUSTER and CLUSNL on MQ320. */
#define TO_CLUSTER "\t\t\t\t"

START_TEST(queues_and_queue)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "3");
    ck_assert_str_eq(cf_top(&f), "MQ300");
    cf_golden(&f, "mq-queues");
    cf_line_command(&f, 0, "e");
    ck_assert_str_eq(cf_top(&f), "MQ320");
    cf_golden(&f, "mq-queue");
    cf_close(&f);
}
END_TEST

/* Blanking the CLUSTER of a cluster queue asks first (MQ024): F12 keeps the panel and saves
 * nothing, Enter saves the blank. */
START_TEST(queue_leaves_cluster_asks)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "3");
    cf_line_command(&f, 0, "e");
    cf_keys(&f, TO_CLUSTER "\v");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "POP001");
    cf_golden(&f, "mq-queue-unclustered");
    cf_fkey(&f, 12);
    ck_assert_str_eq(cf_top(&f), "MQ320");
    assert_sql(&f, "SELECT quote(cluster) FROM mq_qlocal WHERE _top = 'QMA';", "'DEMO'\n");
    cf_fkey(&f, 3);
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "MQ300");
    assert_sql(&f, "SELECT quote(cluster) FROM mq_qlocal WHERE _top = 'QMA';"
                   " SELECT count(*) FROM journal_batch;", "' '\n2\n");
    cf_close(&f);
}
END_TEST

/* CLUSTER and CLUSNL both set: Enter refuses it on CLUSNL with MQ's rule (MQ004). */
START_TEST(queue_cluster_and_namelist)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "3");
    cf_line_command(&f, 0, "e");
    cf_keys(&f, TO_CLUSTER "\tnl1\r");
    cf_fkey(&f, 1);
    cf_golden(&f, "mq-queue-mq004");
    ck_assert_str_eq(cf_long(&f), "CLUSTER(DEMO) and CLUSNL(NL1) are both set: an object names its clusters "
                                    "with one or the other [MQ004]");
    cf_close(&f);
}
END_TEST

START_TEST(queue_insert)
{
    struct cfx f;
    cf_open_demo(&f);
    open_qma(&f, "3");
    cf_command(&f, "insert");
    ck_assert_str_eq(cf_top(&f), "MQ310");
    cf_golden(&f, "mq-queue-new");
    cf_keys(&f, "app.alias\tqalias");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ320");
    cf_keys(&f, "\t\t\tapp.req\tdemo");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ300");
    assert_sql(&f, "SELECT _top, _name, target, cluster FROM mq_qalias;", "QMA|APP.ALIAS|APP.REQ|DEMO\n");
    cf_close(&f);
}
END_TEST

START_TEST(cluster_queue_instances)
{
    struct cfx f;
    cf_open_demo(&f);
    cf_command(&f, "=2.2");
    ck_assert_str_eq(cf_top(&f), "MQ400");
    cf_golden(&f, "mq-clusq");
    cf_command(&f, "locate app.req");
    cf_line_command(&f, 1, "b");
    ck_assert_str_eq(cf_top(&f), "MQ320");
    cf_golden(&f, "mq-queue-browse");
    cf_fkey(&f, 3);
    /* the columns after PUT: the cluster namelist, then the schema's list columns of local, alias
     * and remote queues */
    cf_command(&f, "right");
    ck_assert_str_eq(cf_row(&f, 7), " Act Queue                  Queue manager Namelist   CLWLPRTY CLWLRANK CLWLUSEQ");
    ck_assert_str_eq(cf_row(&f, 8), " _   APP.REQ                QMA                             0        0 ANY");
    cf_command(&f, "right");
    ck_assert_str_eq(cf_row(&f, 7), " Act Queue                  Queue manager Description");
    cf_close(&f);
}
END_TEST

START_TEST(clusters_overview)
{
    struct cfx f;
    cf_open_demo(&f);
    cf_command(&f, "=2.3");
    ck_assert_str_eq(cf_top(&f), "MQ500");
    cf_golden(&f, "mq-clusters");
    cf_line_command(&f, 0, "m");
    ck_assert_str_eq(cf_top(&f), "MQ510");
    cf_golden(&f, "mq-cluster-members");
    cf_fkey(&f, 3);
    cf_line_command(&f, 0, "q");
    ck_assert_str_eq(cf_top(&f), "MQ520");
    cf_golden(&f, "mq-cluster-queues");
    cf_line_command(&f, 0, "s");
    ck_assert_str_eq(cf_top(&f), "MQ400");
    cf_close(&f);
}
END_TEST

/* INSERT on the queue managers list defines a new one; C copies one; D deletes one with
 * everything on it. */
START_TEST(queue_manager_insert_copy_delete)
{
    struct cfx f;
    cf_open_demo(&f);
    cf_command(&f, "=2.1");
    cf_command(&f, "insert");
    ck_assert_str_eq(cf_top(&f), "MQ620");
    cf_golden(&f, "mq-qmgr-define");
    cf_keys(&f, "qmd\tNew queue manager");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ600");
    cf_line_command(&f, 0, "c");
    cf_keys(&f, "qme");
    cf_fkey(&f, 3);
    cf_line_command(&f, 2, "d");
    cf_keys(&f, "\r");
    assert_sql(&f, "SELECT _name, quote(descr), quote(repos) FROM mq_qmgr ORDER BY _name;"
                   " SELECT count(*) FROM object WHERE top_id = (SELECT id FROM object WHERE name = 'QMC');"
                   " SELECT action FROM journal_batch WHERE id > 1 ORDER BY id;",
               "QMA|'Demo full repository A'|'DEMO'\nQMB|'Demo full repository B'|'DEMO'\n"
               "QMD|'New queue manager'|NULL\nQME|'Demo full repository A'|'DEMO'\n0\n"
               "define\ndefine\ndelete\n");
    cf_close(&f);
}
END_TEST

/* The queue manager's default object (SYSTEM.DEF.CLUSRCVR, when imported) gives the effective
 * values of what a channel does not state, in the list and beside the fields of a new one. */
START_TEST(channel_defaults_from_default_object)
{
    struct cfx f;
    cf_open_demo(&f);
    char *path = tu_path(f.dir, "sysdef.mqsc");
    tu_write(path, "DEFINE CHANNEL('SYSTEM.DEF.CLUSRCVR') CHLTYPE(CLUSRCVR) CLWLWGHT(77) CLWLPRTY(3)\n");
    cf_import(&f, "sysdef.mqsc", "QMA");
    open_qma(&f, "2");
    cf_golden(&f, "mq-channels-defaults");
    cf_line_command(&f, 0, "i");
    cf_keys(&f, "demo.qma3");
    cf_fkey(&f, 3);
    cf_golden(&f, "mq-channel-define-defaults");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "MQ200");
    /* nothing typed: nothing stated; MQ copies the default object when it defines the channel */
    assert_sql(&f, "SELECT quote(clwlwght), quote(clwlprty) FROM mq_clusrcvr WHERE _name = 'DEMO.QMA3';",
               "NULL|NULL\n");
    free(path);
    cf_close(&f);
}
END_TEST

/* Option 4 of a queue manager: what wlmcon keeps verbatim of it (nothing, for the demo's QMA). */
START_TEST(verbatim_of_a_queue_manager)
{
    struct cfx f;
    cf_open_demo(&f);
    cf_command(&f, "=2.1");
    cf_line_command(&f, 0, "s");
    cf_keys(&f, "4\r");
    ck_assert_str_eq(cf_top(&f), "MQ800");
    cf_golden(&f, "mq-verbatim-empty");
    cf_close(&f);
}
END_TEST

Suite *suite_ui_mq(void)
{
    Suite *s = suite_create("ui_mq");
    TCase *tc = tcase_create("demo");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, menu_and_queue_managers);
    tcase_add_test(tc, suspend_and_resume);
    tcase_add_test(tc, suspend_and_resume_in_the_one_cluster);
    tcase_add_test(tc, suspend_cluster_from_the_list);
    tcase_add_test(tc, channels_and_channel);
    tcase_add_test(tc, channels_helps_offer_what_the_list_does);
    tcase_add_test(tc, channels_find_searches_every_column);
    tcase_add_test(tc, channel_weight_out_of_range);
    tcase_add_test(tc, channel_saved_and_journalled);
    tcase_add_test(tc, channel_cancel_asks);
    tcase_add_test(tc, channel_conflict);
    tcase_add_test(tc, channel_conflict_elsewhere);
    tcase_add_test(tc, channel_insert);
    tcase_add_test(tc, channel_insert_above_shown);
    tcase_add_test(tc, channel_copy_quoted_name);
    tcase_add_test(tc, channel_delete);
    tcase_add_test(tc, channel_delete_gone);
    tcase_add_test(tc, queues_and_queue);
    tcase_add_test(tc, queue_leaves_cluster_asks);
    tcase_add_test(tc, queue_cluster_and_namelist);
    tcase_add_test(tc, queue_insert);
    tcase_add_test(tc, cluster_queue_instances);
    tcase_add_test(tc, clusters_overview);
    tcase_add_test(tc, queue_manager_insert_copy_delete);
    tcase_add_test(tc, channel_defaults_from_default_object);
    tcase_add_test(tc, verbatim_of_a_queue_manager);
    suite_add_tcase(s, tc);
    return s;
}
