/* tests/check_mq_observe.c — the observed state of queue managers end to end through the binary:
 * saved runmqsc transcripts of DISPLAY CLUSQMGR / CHSTATUS / QCLUSTER (tests/fixtures/mqstatus,
 * written after IBM's documented output; see its README) imported beside the demo policy, with and
 * without runmqsc's banner, replaced by a later one, refused whole when cut short or of no known
 * queue manager; MQ025 and the drift findings MQ029 and MQ030 where they apply and nowhere else;
 * the policy's YAML and MQSC exports untouched by an observation. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

#include "tests/tstore.h"
#include "tests/tutil.h"

#define FX "tests/fixtures/mqstatus/"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-12-01T12:00:00Z", NULL};

struct obs_fx {
    char *dir, *store;
};

/* Runs wlmcon with args after `--store STORE`, asserting the exit status; returns stdout, and
 * stderr into *err when err is not NULL (both malloc'd). */
static char *run(struct obs_fx *f, int want, const char *const *args, char **err)
{
    const char *argv[16] = {"--store", f->store};
    size_t n = 2;
    for (; *args; args++)
        argv[n++] = *args;
    argv[n] = NULL;
    char *o, *e;
    int rc = tu_wlmcon(argv, NULL, env_fixed, &o, &e);
    ck_assert_msg(rc == want, "exit %d, want %d; stderr:\n%s", rc, want, e);
    if (err)
        *err = e;
    else
        free(e);
    return o;
}

/* A store holding the demo policy (QMA, QMB full repositories of DEMO; QMC partial). */
static void fx_open(struct obs_fx *f)
{
    f->dir = tu_tmpdir();
    f->store = tu_path(f->dir, "t.db");
    free(run(f, 0, (const char *const[]){"import", "import/demo/QMA.mqsc", "import/demo/QMB.mqsc",
                                         "import/demo/QMC.mqsc", NULL}, NULL));
}

static void fx_close(struct obs_fx *f)
{
    tu_rmtree(f->dir);
    free(f->dir);
    free(f->store);
}

static void assert_sql(struct obs_fx *f, const char *sql, const char *want)
{
    char *got = ts_sql(f->store, sql);
    ck_assert_str_eq(got, want);
    free(got);
}

/* The findings of `validate --severity warning` (stdout). */
static char *findings(struct obs_fx *f)
{
    return run(f, 0, (const char *const[]){"validate", "--severity", "warning", NULL}, NULL);
}

static void assert_has(const char *text, const char *line)
{
    ck_assert_msg(strstr(text, line) != NULL, "missing:\n%s\nin:\n%s", line, text);
}

static void assert_lacks(const char *text, const char *what)
{
    ck_assert_msg(strstr(text, what) == NULL, "unexpected %s in:\n%s", what, text);
}

static const char blocks_sql[] =
    "SELECT group_concat(objtype || ':' || name || ':' || line, ' ') FROM"
    " (SELECT * FROM observation_block ORDER BY obs_id, seq);";

/* With the banner: the queue manager comes from it, the time from the latest channel status. */
START_TEST(import_with_banner)
{
    struct obs_fx f;
    fx_open(&f);
    char *out = run(&f, 0, (const char *const[]){"import", FX "QMA-clean.txt", NULL}, NULL);
    char want[512];
    snprintf(want, sizeof want, "imported 1 file(s) into %s (journal batch 2): 1 observed state(s), "
             "kept apart from the policy\n", f.store);
    ck_assert_str_eq(out, want);
    free(out);
    char *file = realpath(FX "QMA-clean.txt", NULL);   /* the store keeps the absolute path */
    snprintf(want, sizeof want, "mq|QMA|2026-12-01 10:15:04|the latest channel status date and time "
             "(LSTMSGDA/LSTMSGTI, CHSTADA/CHSTATI)|%s|2\n", file);
    free(file);
    assert_sql(&f, "SELECT system, top, taken, taken_from, file, batch FROM observation;", want);
    assert_sql(&f, blocks_sql,
               "CLUSQMGR:QMA:6 CLUSQMGR:QMB:39 CLUSQMGR:QMC:72 CHSTATUS:DEMO.QMB:106 "
               "CHSTATUS:DEMO.QMC:134 CHSTATUS:DEMO.QMA:162 QCLUSTER:APP.REQ:191 QCLUSTER:APP.REQ:201\n");
    /* values as displayed: nested parentheses kept, CURRENT alone without a value */
    assert_sql(&f, "SELECT params LIKE '%O142:4 CONNAME=mqc.example.com(1414)%',"
                   " params LIKE '%O143:44 CURRENT%' AND params NOT LIKE '%CURRENT=%'"
                   " FROM observation_block WHERE seq = 5;", "1|1\n");
    fx_close(&f);
}
END_TEST

/* Without the banner the queue manager is --qmgr's; with neither the file is refused, and a
 * banner and a --qmgr that disagree are refused too: the store stays as it was. */
START_TEST(import_without_banner)
{
    struct obs_fx f;
    fx_open(&f);
    char *before = tu_dump_store(f.store), *err;
    free(run(&f, 65, (const char *const[]){"import", FX "QMC-nobanner.txt", NULL}, &err));
    ck_assert_str_eq(err, FX "QMC-nobanner.txt:1:1: error: no queue manager: the transcript has no "
                          "'Starting MQSC for queue manager' line naming one; give --qmgr NAME before "
                          "it [MQ106]\nwlmcon: nothing was imported: the store is unchanged\n");
    free(err);
    free(run(&f, 65, (const char *const[]){"import", "--qmgr", "QMB", FX "QMA-clean.txt", NULL}, &err));
    ck_assert_str_eq(err, FX "QMA-clean.txt:2:1: error: this transcript is of queue manager QMA, but "
                          "--qmgr names QMB [MQ106]\nwlmcon: nothing was imported: the store is "
                          "unchanged\n");
    free(err);
    char *after = tu_dump_store(f.store);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMC", FX "QMC-nobanner.txt", NULL}, NULL));
    assert_sql(&f, "SELECT top, taken FROM observation;", "QMC|2026-12-01 09:45:00\n");
    assert_sql(&f, blocks_sql, "CLUSQMGR:QMC:2 CLUSQMGR:QMA:35 CHSTATUS:DEMO.QMA:69\n");
    /* saved by a Windows editor, a byte order mark before its first block: that block is read */
    char *text = tu_read(FX "QMC-nobanner.txt", NULL), *path = tu_path(f.dir, "bom.txt"), bom[16384];
    snprintf(bom, sizeof bom, "\xEF\xBB\xBF%s", strchr(text, '\n') + 1);   /* from its AMQ8441I line */
    tu_write(path, bom);
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMC", path, NULL}, NULL));
    assert_sql(&f, blocks_sql, "CLUSQMGR:QMC:1 CLUSQMGR:QMA:34 CHSTATUS:DEMO.QMA:68\n");
    free(text);
    free(path);
    fx_close(&f);
}
END_TEST

/* A transcript of a queue manager the policy does not hold is refused at its banner, or line 1;
 * in the same import as the queue manager's definitions it is known. */
START_TEST(unknown_qmgr_refused)
{
    struct obs_fx f;
    fx_open(&f);
    char *before = tu_dump_store(f.store), *err;
    free(run(&f, 65, (const char *const[]){"import", "--qmgr", "QMX", FX "QMC-nobanner.txt", NULL}, &err));
    ck_assert_str_eq(err, FX "QMC-nobanner.txt:1:1: error: queue manager QMX is not in the policy: import "
                          "its definitions (a dmpmqcfg dump or MQSC) before its observed state [MQ106]\n"
                          "wlmcon: nothing was imported: the store is unchanged\n");
    free(err);
    char *after = tu_dump_store(f.store);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    char *store2 = tu_path(f.dir, "fresh.db");
    const char *one[] = {"--store", store2, "import", FX "QMA-clean.txt", NULL};
    ck_assert_int_eq(tu_wlmcon(one, NULL, env_fixed, NULL, &err), 65);
    ck_assert_str_eq(err, FX "QMA-clean.txt:2:1: error: queue manager QMA is not in the policy: import its "
                          "definitions (a dmpmqcfg dump or MQSC) before its observed state [MQ106]\n"
                          "wlmcon: nothing was imported: the store is unchanged\n");
    free(err);
    ck_assert(!tu_exists(store2));   /* nor created */
    const char *both[] = {"--store", store2, "import", "import/demo/QMA.mqsc", FX "QMA-clean.txt", NULL};
    ck_assert_int_eq(tu_wlmcon(both, NULL, env_fixed, NULL, NULL), 0);
    free(store2);
    fx_close(&f);
}
END_TEST

/* A value with a control character is no transcript as runmqsc saves it: refused at its place. */
START_TEST(control_character_refused)
{
    struct obs_fx f;
    fx_open(&f);
    char *text = tu_read(FX "QMA-clean.txt", NULL);
    memcpy(strstr(text, "DESCR(QMB joins DEMO)") + 9, "\x1b", 1);
    char *path = tu_path(f.dir, "esc.txt"), *err;
    tu_write(path, text);
    free(run(&f, 65, (const char *const[]){"import", path, NULL}, &err));
    char want[512];
    snprintf(want, sizeof want, "%s:49:53: error: DESCR holds a control character (0x1B) [MQ140]\n"
             "wlmcon: nothing was imported: the store is unchanged\n", path);
    ck_assert_str_eq(err, want);
    free(err);
    free(text);
    free(path);
    fx_close(&f);
}
END_TEST

/* Dates and times that date the observation and that runmqsc never shows (a day not in the
 * calendar, an hour past 23, a month without its zero) are refused at the value, as a NUL byte is;
 * the store keeps no observation. */
START_TEST(bad_dates_refused)
{
    struct obs_fx f;
    fx_open(&f);
    char *text = tu_read(FX "QMA-clean.txt", NULL), *p;
    memcpy(p = strstr(text, "CHSTADA(2026-12-01)") + 8, "2026-02-30", 10);
    memcpy(strstr(p, "LSTMSGTI(") + 9, "24.00.00", 8);
    p = strstr(strstr(p, "LSTMSGDA(") + 1, "LSTMSGDA(") + 9;
    memcpy(p, "2026-1-011", 10);
    char *path = tu_path(f.dir, "dates.txt"), *nul = tu_path(f.dir, "nul.txt"), *err;
    tu_write(path, text);
    free(run(&f, 65, (const char *const[]){"import", path, NULL}, &err));
    char want[1024];
    snprintf(want, sizeof want,
             "%s:111:12: error: CHSTADA(2026-02-30) is not a date runmqsc shows (yyyy-mm-dd) [MQ140]\n"
             "%s:120:53: error: LSTMSGTI(24.00.00) is not a time runmqsc shows (hh.mm.ss) [MQ140]\n"
             "%s:148:13: error: LSTMSGDA(2026-1-011) is not a date runmqsc shows (yyyy-mm-dd) [MQ140]\n"
             "wlmcon: nothing was imported: the store is unchanged\n", path, path, path);
    ck_assert_str_eq(err, want);
    free(err);
    free(text);
    text = tu_read(FX "QMA-clean.txt", NULL);
    *strstr(text, "DESCR(QMB joins DEMO)") = '\0';   /* the file goes on after the NUL */
    FILE *fp = fopen(nul, "wb");
    ck_assert_ptr_nonnull(fp);
    fwrite(text, 1, strlen(text) + 1, fp);
    fputs("DESCR(x)\n", fp);
    fclose(fp);
    free(run(&f, 65, (const char *const[]){"import", nul, NULL}, &err));
    snprintf(want, sizeof want, "%s:49:44: error: a NUL byte: this is not a text file, and every "
             "format wlmcon reads is text [IMP002]\n"
             "wlmcon: nothing was imported: the store is unchanged\n", nul);
    ck_assert_str_eq(err, want);
    free(err);
    assert_sql(&f, "SELECT count(*) FROM observation;", "0\n");
    free(text);
    free(path);
    free(nul);
    fx_close(&f);
}
END_TEST

/* A transcript without channel status has the file's time (UTC). */
START_TEST(time_from_the_file)
{
    struct obs_fx f;
    fx_open(&f);
    size_t n;
    char *text = tu_read(FX "QMC-nobanner.txt", &n);
    *strstr(text, "     2 : DISPLAY CHSTATUS") = '\0';
    char *path = tu_path(f.dir, "qmc-clusqmgr.txt");
    tu_write(path, text);
    struct timeval tv[2] = {{1796112000, 0}, {1796112000, 0}};   /* 2026-12-01 08:00:00 UTC */
    ck_assert_int_eq(utimes(path, tv), 0);
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMC", path, NULL}, NULL));
    assert_sql(&f, "SELECT top, taken, taken_from FROM observation;",
               "QMC|2026-12-01 08:00:00|the file's time (UTC)\n");
    free(text);
    free(path);
    fx_close(&f);
}
END_TEST

/* Importing a later observation of the same queue manager replaces the earlier one. */
START_TEST(reimport_replaces)
{
    struct obs_fx f;
    fx_open(&f);
    free(run(&f, 0, (const char *const[]){"import", FX "QMA-clean.txt", NULL}, NULL));
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMC", FX "QMC-nobanner.txt", NULL}, NULL));
    free(run(&f, 0, (const char *const[]){"import", FX "QMA-drift.txt", NULL}, NULL));
    assert_sql(&f, "SELECT top, taken, batch FROM observation ORDER BY top;",
               "QMA|2026-12-01 11:20:41|4\nQMC|2026-12-01 09:45:00|3\n");
    assert_sql(&f, "SELECT count(*) FROM observation_block b JOIN observation o ON o.id = b.obs_id"
                   " WHERE o.top = 'QMA';", "8\n");
    assert_sql(&f, "SELECT count(*) FROM observation_block;", "11\n");
    fx_close(&f);
}
END_TEST

/* A transcript cut short is refused at its lines, and nothing of it is kept. */
START_TEST(cut_transcript_refused)
{
    struct obs_fx f;
    fx_open(&f);
    free(run(&f, 0, (const char *const[]){"import", FX "QMA-clean.txt", NULL}, NULL));
    char *before = tu_dump_store(f.store), *err;
    free(run(&f, 65, (const char *const[]){"import", FX "QMA-cut.txt", NULL}, &err));
    ck_assert_str_eq(err, FX "QMA-cut.txt:134:1: error: the AMQ8417I block ends before STATUS, which "
                          "DISPLAY CHSTATUS(*) ALL shows in every block: the transcript is cut short or "
                          "was edited [MQ140]\n"
                          FX "QMA-cut.txt:147:12: error: LSTLUWID( has no closing parenthesis: the line "
                          "is cut short [MQ140]\n"
                          "wlmcon: nothing was imported: the store is unchanged\n");
    free(err);
    char *after = tu_dump_store(f.store);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    fx_close(&f);
}
END_TEST

/* MQ025: the channels observed RETRYING or STOPPED, at their CHSTATUS blocks; none on a clean
 * observation, none for a channel with no CHSTATUS block (inactive). */
START_TEST(mq025_stuck_channels)
{
    struct obs_fx f;
    fx_open(&f);
    free(run(&f, 0, (const char *const[]){"import", FX "QMA-clean.txt", NULL}, NULL));
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMC", FX "QMC-nobanner.txt", NULL}, NULL));
    char *clean = findings(&f);
    assert_lacks(clean, "[MQ025]");
    free(clean);
    free(run(&f, 0, (const char *const[]){"import", FX "QMA-drift.txt", NULL}, NULL));
    char *drift = findings(&f);
    assert_has(drift, FX "QMA-drift.txt:106:1: warning: CLUSSDR DEMO.QMB on QMA was RETRYING when "
                      "observed at 2026-12-01 11:20:41: messages and cluster information for QMB wait on "
                      "the transmission queue [MQ025]\n");
    assert_has(drift, FX "QMA-drift.txt:134:1: warning: CLUSSDR DEMO.QMD on QMA was STOPPED when "
                      "observed at 2026-12-01 11:20:41: messages and cluster information for QMD wait on "
                      "the transmission queue [MQ025]\n");
    /* the CLUSQMGR blocks of these channels say RETRYING and STOPPED too: one finding each */
    const char *p = drift;
    int n = 0;
    while ((p = strstr(p, "[MQ025]")))
        n++, p++;
    ck_assert_int_eq(n, 2);
    free(drift);
    fx_close(&f);
}
END_TEST

/* MQ025 from a CLUSQMGR block when the transcript has no CHSTATUS block of that channel. */
START_TEST(mq025_from_clusqmgr)
{
    struct obs_fx f;
    fx_open(&f);
    size_t n;
    char *text = tu_read(FX "QMC-nobanner.txt", &n);
    *strstr(text, "     2 : DISPLAY CHSTATUS") = '\0';
    memcpy(strstr(strstr(text, "CLUSQMGR(QMA)"), "STATUS(RUNNING)"), "STATUS(STOPPED)", 15);
    char *path = tu_path(f.dir, "qmc.txt");
    tu_write(path, text);
    struct timeval tv[2] = {{1796112000, 0}, {1796112000, 0}};   /* 2026-12-01 08:00:00 UTC */
    ck_assert_int_eq(utimes(path, tv), 0);
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMC", path, NULL}, NULL));
    char *out = findings(&f);
    char want[512];
    snprintf(want, sizeof want, "%s:35:1: warning: CLUSSDR DEMO.QMA on QMC was STOPPED when observed at "
             "2026-12-01 08:00:00: messages and cluster information for QMA wait on the transmission "
             "queue [MQ025]\n", path);
    assert_has(out, want);
    free(out);
    free(text);
    free(path);
    fx_close(&f);
}
END_TEST

/* MQ025 on a channel that never connected: its CHSTATUS block's RQMNAME is blank, so the queue
 * manager at the other end is the one whose CLUSQMGR block names the channel, else the CONNAME. */
START_TEST(mq025_blank_rqmname)
{
    struct obs_fx f;
    fx_open(&f);
    size_t n;
    char *text = tu_read(FX "QMC-nobanner.txt", &n);
    char *chs = strstr(text, "AMQ8417I");
    memcpy(strstr(chs, "RQMNAME(QMA)"), "RQMNAME( )  ", 12);
    memcpy(strstr(chs, "STATUS(RUNNING)                         STOPREQ"),
           "STATUS(RETRYING)                        STOPREQ", 47);
    char *path = tu_path(f.dir, "qmc.txt");
    tu_write(path, text);
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMC", path, NULL}, NULL));
    char *out = findings(&f), want[512];
    snprintf(want, sizeof want, "%s:69:1: warning: CLUSSDR DEMO.QMA on QMC was RETRYING when observed at "
             "2026-12-01 09:45:00: messages and cluster information for QMA wait on the transmission "
             "queue [MQ025]\n", path);
    assert_has(out, want);
    free(out);
    /* no CLUSQMGR block of the channel: the CONNAME says where it leads */
    memcpy(strstr(strstr(text, "CLUSQMGR(QMA)"), "CHANNEL(DEMO.QMA)"), "CHANNEL(DEMO.QMZ)", 17);
    tu_write(path, text);
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMC", path, NULL}, NULL));
    out = findings(&f);
    snprintf(want, sizeof want, "%s:69:1: warning: CLUSSDR DEMO.QMA on QMC was RETRYING when observed at "
             "2026-12-01 09:45:00: messages and cluster information for the queue manager at "
             "mqa.example.com(1414) wait on the transmission queue [MQ025]\n", path);
    assert_has(out, want);
    free(out);
    free(text);
    free(path);
    fx_close(&f);
}
END_TEST

/* MQ029 and MQ030 on the drifted observation of QMA, a full repository: each finding names both
 * sides and the observation's time. */
/* runmqsc's output appended to one file twice (`>>`): the later run replaces the earlier, as a later
 * observation does, and nothing is found twice; a run of another queue manager after it is refused
 * at its banner. */
START_TEST(appended_runs)
{
    struct obs_fx f;
    fx_open(&f);
    char *clean = tu_read(FX "QMA-clean.txt", NULL), *drift = tu_read(FX "QMA-drift.txt", NULL);
    size_t nc = strlen(clean), nd = strlen(drift);
    char *both = malloc(nc + nd + 1), *path = tu_path(f.dir, "appended.txt"), *err;
    memcpy(both, clean, nc);
    memcpy(both + nc, drift, nd + 1);
    tu_write(path, both);
    free(run(&f, 0, (const char *const[]){"import", path, NULL}, NULL));
    char *out = findings(&f), want[512];
    snprintf(want, sizeof want, "%s:285:1: warning: DISPLAY CLUSQMGR on QMA at 2026-12-01 11:20:41 shows "
             "queue manager QMD in cluster DEMO, which the policy does not hold [MQ029]\n", path);
    assert_has(out, want);
    assert_has(out, "0 errors, 9 warnings, 3 info\n");   /* as QMA-drift.txt alone */
    free(out);
    /* QMA-drift.txt's eight blocks, 213 lines down */
    assert_sql(&f, "SELECT count(*), min(line) FROM observation_block;", "8|219\n");
    char *other = tu_replace(strdup(clean), "queue manager QMA.", "queue manager QMB.");
    memcpy(both + nc, other, strlen(other) + 1);
    tu_write(path, both);
    free(run(&f, 65, (const char *const[]){"import", path, NULL}, &err));
    snprintf(want, sizeof want, "%s:215:1: error: a transcript of queue manager QMB follows one of QMA: save "
             "each queue manager's in its own file [MQ106]\n"
             "wlmcon: nothing was imported: the store is unchanged\n", path);
    ck_assert_str_eq(err, want);
    free(err);
    free(other);
    free(both);
    free(clean);
    free(drift);
    free(path);
    fx_close(&f);
}
END_TEST

START_TEST(drift_found)
{
    struct obs_fx f;
    fx_open(&f);
    free(run(&f, 0, (const char *const[]){"import", FX "QMA-drift.txt", NULL}, NULL));
    char *out = findings(&f);
    static const char *const lines[] = {
        "import/demo/QMA.mqsc:21:1: warning: CLUSRCVR DEMO.QMA of QMA: CLWLPRTY is 3 in DISPLAY "
        "CLUSQMGR on QMA at 2026-12-01 11:20:41 but 0 in the policy [MQ030]\n",
        "import/demo/QMA.mqsc:24:13: warning: CLUSRCVR DEMO.QMA of QMA: CLWLWGHT is 50 in DISPLAY "
        "CLUSQMGR on QMA at 2026-12-01 11:20:41 but 60 in the policy [MQ030]\n",
        "import/demo/QMB.mqsc:20:1: warning: CLUSRCVR DEMO.QMB of QMB: NETPRTY is 2 in DISPLAY "
        "CLUSQMGR on QMA at 2026-12-01 11:20:41 but 0 in the policy [MQ030]\n",
        "import/demo/QMB.mqsc:15:12: warning: the policy has cluster queue APP.REQ on QMB in cluster "
        "DEMO, but DISPLAY QCLUSTER on full repository QMA at 2026-12-01 11:20:41 does not show it "
        "[MQ029]\n",
        "import/demo/QMC.mqsc:1:1: warning: the policy puts queue manager QMC in cluster DEMO, but "
        "DISPLAY CLUSQMGR on full repository QMA at 2026-12-01 11:20:41 does not show it [MQ029]\n",
        FX "QMA-drift.txt:72:1: warning: DISPLAY CLUSQMGR on QMA at 2026-12-01 11:20:41 shows queue "
        "manager QMD in cluster DEMO, which the policy does not hold [MQ029]\n",
        FX "QMA-drift.txt:201:1: warning: DISPLAY QCLUSTER on QMA at 2026-12-01 11:20:41 shows "
        "cluster queue APP.OLD on QMB in cluster DEMO, which the policy does not hold [MQ029]\n",
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        assert_has(out, lines[i]);
    assert_has(out, "0 errors, 9 warnings, 3 info\n");   /* these seven and MQ025's two */
    free(out);
    /* JSON names the attribute and the object path */
    out = run(&f, 0, (const char *const[]){"validate", "--format", "json", "--severity", "warning", NULL}, NULL);
    assert_has(out, "\"path\": \"QMGR(QMA) CHANNEL('DEMO.QMA')\"");
    assert_has(out, "\"path\": \"QMGR(QMD)\"");
    free(out);
    fx_close(&f);
}
END_TEST

/* No drift: QMA observed as the policy says; QMC, a partial repository, shows only the queue
 * managers it deals with (QMB is not in its view, which is no drift), with QMA's CLWLWGHT(60) as in
 * the policy. A CLUSRCVR the policy changed after the observation is drift again. */
START_TEST(drift_not_found)
{
    struct obs_fx f;
    fx_open(&f);
    free(run(&f, 0, (const char *const[]){"import", FX "QMA-clean.txt", NULL}, NULL));
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMC", FX "QMC-nobanner.txt", NULL}, NULL));
    char *out = findings(&f);
    assert_lacks(out, "[MQ029]");
    assert_lacks(out, "[MQ030]");
    assert_has(out, "0 errors, 0 warnings, 3 info\n");
    free(out);
    char *alter = tu_path(f.dir, "alter.mqsc");
    tu_write(alter, "ALTER CHANNEL(DEMO.QMA) CHLTYPE(CLUSRCVR) CLWLWGHT(70)\n");
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMA", alter, NULL}, NULL));
    out = findings(&f);
    assert_has(out, " warning: CLUSRCVR DEMO.QMA of QMA: CLWLWGHT is 60 in DISPLAY CLUSQMGR on QMA at "
                    "2026-12-01 10:15:04 but 70 in the policy [MQ030]\n");
    assert_has(out, " warning: CLUSRCVR DEMO.QMA of QMA: CLWLWGHT is 60 in DISPLAY CLUSQMGR on QMC at "
                    "2026-12-01 09:45:00 but 70 in the policy [MQ030]\n");
    assert_has(out, "0 errors, 2 warnings, 3 info\n");
    free(out);
    free(alter);
    fx_close(&f);
}
END_TEST

/* The exports of the policy, YAML and each MQSC file, are the same bytes before and after
 * observations are imported: their header names the last batch that changed the policy, not the
 * imports of the transcripts. */
START_TEST(exports_untouched)
{
    struct obs_fx f;
    fx_open(&f);
    char *yaml0 = run(&f, 0, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL}, NULL);
    char *d0 = tu_path(f.dir, "before"), *d1 = tu_path(f.dir, "after");
    free(run(&f, 0, (const char *const[]){"export", "--format", "mqsc", "--out", d0, NULL}, NULL));
    free(run(&f, 0, (const char *const[]){"import", FX "QMA-drift.txt", NULL}, NULL));
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMC", FX "QMC-nobanner.txt", NULL}, NULL));
    char *yaml1 = run(&f, 0, (const char *const[]){"export", "--format", "yaml", "--out", "-", NULL}, NULL);
    free(run(&f, 0, (const char *const[]){"export", "--format", "mqsc", "--out", d1, NULL}, NULL));
    ck_assert_str_eq(yaml0, yaml1);
    assert_lacks(yaml1, "DEMO.QMD");
    assert_lacks(yaml1, "RETRYING");
    static const char *const files[] = {"QMA.mqsc", "QMB.mqsc", "QMC.mqsc"};
    for (size_t i = 0; i < 3; i++) {
        char *p0 = tu_path(d0, files[i]), *p1 = tu_path(d1, files[i]);
        size_t n0, n1;
        char *b0 = tu_read(p0, &n0), *b1 = tu_read(p1, &n1);
        ck_assert_ptr_nonnull(b0);
        ck_assert_ptr_nonnull(b1);
        ck_assert_ptr_nonnull(strstr(b1, "* Last change: "));
        ck_assert_str_eq(b0, b1);
        free(b0);
        free(b1);
        free(p0);
        free(p1);
    }
    char *qmd = tu_path(d1, "QMD.mqsc");
    ck_assert(!tu_exists(qmd));
    free(qmd);
    free(yaml0);
    free(yaml1);
    free(d0);
    free(d1);
    fx_close(&f);
}
END_TEST

/* validate FILE… without a store: a transcript read beside MQSC files is checked with them. */
START_TEST(validate_files_with_transcript)
{
    const char *argv[] = {"validate", "--severity", "warning", "import/demo/QMA.mqsc", "import/demo/QMB.mqsc",
                          "import/demo/QMC.mqsc", FX "QMA-drift.txt", NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, &out, &err), 0);
    assert_has(out, FX "QMA-drift.txt:106:1: warning: CLUSSDR DEMO.QMB on QMA was RETRYING when "
                    "observed at 2026-12-01 11:20:41: messages and cluster information for QMB wait on "
                    "the transmission queue [MQ025]\n");
    assert_has(out, "0 errors, 9 warnings, 3 info\n");
    free(out);
    free(err);
}
END_TEST

/* Count of occurrences of what in text. */
static int count_of(const char *text, const char *what)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, what)); p++)
        n++;
    return n;
}

/* A transcript of MQ 9.0, whose messages have no severity letter (AMQ8441:, AMQ8417:), and one of a
 * queue manager in a Japanese locale (message numbers with Japanese text, no English banner: the
 * queue manager is --qmgr's) are read as any other. */
START_TEST(message_numbers_without_suffix_or_english)
{
    struct obs_fx f;
    fx_open(&f);
    free(run(&f, 0, (const char *const[]){"import", FX "QMA-mq90.txt", NULL}, NULL));
    assert_sql(&f, blocks_sql, "CLUSQMGR:QMA:6 CLUSQMGR:QMB:11 CHSTATUS:DEMO.QMB:17\n");
    char *out = findings(&f);
    assert_has(out, FX "QMA-mq90.txt:17:1: warning: CLUSSDR DEMO.QMB on QMA was RETRYING when observed at "
                    "2026-11-30 17:40:02: messages and cluster information for QMB wait on the "
                    "transmission queue [MQ025]\n");
    free(out);
    char *err;
    free(run(&f, 65, (const char *const[]){"import", FX "QMA-ja.txt", NULL}, &err));
    assert_has(err, "[MQ106]");
    free(err);
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMA", FX "QMA-ja.txt", NULL}, NULL));
    assert_sql(&f, blocks_sql, "CLUSQMGR:QMA:6 CHSTATUS:DEMO.QMB:12\n");
    out = findings(&f);
    assert_has(out, FX "QMA-ja.txt:12:1: warning: CLUSSDR DEMO.QMB on QMA was STOPPED when observed at "
                    "2026-12-01 09:30:00: messages and cluster information for QMB wait on the "
                    "transmission queue [MQ025]\n");
    free(out);
    fx_close(&f);
}
END_TEST

/* A display of chosen attributes (DISPLAY CLUSQMGR(*) QMTYPE, DISPLAY CHSTATUS(*) STATUS MSGS)
 * observes those and the keys: the QMTYPE(REPOS) of QMA's own block makes it a full repository
 * whose view of the cluster the drift rule MQ029 reads; a block without a key is still refused. */
START_TEST(display_of_chosen_attributes)
{
    struct obs_fx f;
    fx_open(&f);
    free(run(&f, 0, (const char *const[]){"import", FX "QMA-chosen.txt", NULL}, NULL));
    assert_sql(&f, blocks_sql, "CLUSQMGR:QMA:6 CLUSQMGR:QMB:9 CLUSQMGR:QMC:12 CHSTATUS:DEMO.QMB:16\n");
    assert_sql(&f, "SELECT name, params LIKE '%QMTYPE=NORMAL%', params LIKE '%STATUS=%' FROM observation_block"
                   " WHERE objtype = 'CLUSQMGR' ORDER BY seq;", "QMA|0|0\nQMB|0|0\nQMC|1|0\n");
    char *out = findings(&f);
    assert_lacks(out, "[MQ029]");
    assert_lacks(out, "[MQ025]");
    free(out);
    /* the same display without QMC's block: the full repository QMA does not show QMC */
    char *text = tu_read(FX "QMA-chosen.txt", NULL), *path = tu_path(f.dir, "QMA-noqmc.txt");
    char *cut = strstr(text, "AMQ8441I: Display Cluster Queue Manager details.\n   CLUSQMGR(QMC)");
    char *rest = strstr(cut, "     2 : ");
    memmove(cut, rest, strlen(rest) + 1);
    tu_write(path, text);
    free(run(&f, 0, (const char *const[]){"import", path, NULL}, NULL));
    out = findings(&f);
    ck_assert_int_eq(count_of(out, "[MQ029]"), 1);
    assert_has(out, "warning: the policy puts queue manager QMC in cluster DEMO, but DISPLAY CLUSQMGR on full "
                    "repository QMA at ");
    free(out);
    free(text);
    free(path);
    char *err;
    free(run(&f, 65, (const char *const[]){"import", FX "QMA-chosen-cut.txt", NULL}, &err));
    ck_assert_str_eq(err, FX "QMA-chosen-cut.txt:3:1: error: the AMQ8441I block ends before CLUSTER, which "
                          "DISPLAY CLUSQMGR shows in every block whatever it asks for: the transcript is "
                          "cut short or was edited [MQ140]\n"
                          "wlmcon: nothing was imported: the store is unchanged\n");
    free(err);
    fx_close(&f);
}
END_TEST

Suite *suite_mq_observe(void)
{
    Suite *s = suite_create("mq_observe");
    TCase *tc = tcase_create("observe");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, import_with_banner);
    tcase_add_test(tc, import_without_banner);
    tcase_add_test(tc, unknown_qmgr_refused);
    tcase_add_test(tc, control_character_refused);
    tcase_add_test(tc, bad_dates_refused);
    tcase_add_test(tc, time_from_the_file);
    tcase_add_test(tc, reimport_replaces);
    tcase_add_test(tc, cut_transcript_refused);
    tcase_add_test(tc, mq025_stuck_channels);
    tcase_add_test(tc, mq025_from_clusqmgr);
    tcase_add_test(tc, mq025_blank_rqmname);
    tcase_add_test(tc, drift_found);
    tcase_add_test(tc, appended_runs);
    tcase_add_test(tc, drift_not_found);
    tcase_add_test(tc, exports_untouched);
    tcase_add_test(tc, validate_files_with_transcript);
    tcase_add_test(tc, message_numbers_without_suffix_or_english);
    tcase_add_test(tc, display_of_chosen_attributes);
    suite_add_tcase(s, tc);
    return s;
}
