/* tests/bench/gen.c — a synthetic estate for the benchmarks: N queue managers, one `dmpmqcfg -a`
 * dump each (DIR/QM00001.mqsc …), in one cluster (BENCH) with two full repositories (QM00001 and
 * QM00002).
 *
 * Each queue manager has its ALTER QMGR, Q clustered local queues, its CLUSRCVR (BENCH.QMnnnnn) and
 * one CLUSSDR to a full repository (the full repositories to each other). Every attribute is written
 * as `dmpmqcfg -a` writes it: one per line with `+` continuations, the read-only ones as
 * `*  ATTR(x) +` comment lines, a header naming host, platform and command level, and a footer
 * with the counts.
 *
 * Queue names: queue 0 of every queue manager is APP.COMMON.REQ (one cluster queue with N
 * instances); the others are APP.Gggggg.Qqqqqq, shared by the 4 queue managers of group g (cluster
 * queues of up to 4 instances). The CLWL attributes vary (CLUSRCVR weights, priorities, ranks and
 * network priorities; queue priorities, ranks, CLWLUSEQ), a few queues are PUT(DISABLED) (never on
 * the first member of a group, so every cluster queue keeps a put-enabled instance) and about one
 * in eight is DEFBIND(OPEN). The content is a function of (N, Q, shape) alone.
 *
 * Two shapes (-s): full (the default) writes every attribute `dmpmqcfg -a` writes; lean writes
 * the estate of a site that keeps only what it set: an ALTER QMGR with 11 attributes, queues of
 * about 25 lines (the workload attributes, DESCR, a few others, the read-only ones as comment
 * lines) and channels with their cluster attributes, the same objects and names as full.
 *
 * -c CSV also writes the sqlite3 yardstick's input: one row per object, 15 columns (qmgr, name,
 * kind, cluster, clwlprty, clwlrank, clwluseq, clwlwght, defbind, put, descr, netprty, conname,
 * defprty, maxdepth), the values as the dumps hold them (quotes taken off), empty when the object
 * has no such attribute; a header line first.
 *
 *   gen [-n N] [-q Q] [-s lean|full] [-c CSV] DIR
 *                             prints "files objects lines bytes" on stdout; exit 0, 64 usage,
 *                             73 when a file cannot be written. */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define GROUP 4   /* queue managers that host the same queue names */

static int lean;  /* -s lean */
static FILE *csv; /* -c CSV, or NULL */

/* The yardstick's columns, in order (see the header comment). */
enum { C_QMGR, C_NAME, C_KIND, C_CLUSTER, C_CLWLPRTY, C_CLWLRANK, C_CLWLUSEQ, C_CLWLWGHT, C_DEFBIND,
       C_PUT, C_DESCR, C_NETPRTY, C_CONNAME, C_DEFPRTY, C_MAXDEPTH, NCOLS };
static const char *const csv_names[NCOLS] = {
    "qmgr", "name", "kind", "cluster", "clwlprty", "clwlrank", "clwluseq", "clwlwght", "defbind",
    "put", "descr", "netprty", "conname", "defprty", "maxdepth"};

/* One row of the CSV, the values given by column (NULL: empty); MQSC quotes are taken off, CSV
 * quotes put on where a value needs them. */
static void csv_row(const char *const *col)
{
    if (!csv)
        return;
    for (int c = 0; c < NCOLS; c++) {
        const char *v = col[c] ? col[c] : "";
        size_t n = strlen(v);
        if (n >= 2 && v[0] == '\'' && v[n - 1] == '\'') {
            v++;
            n -= 2;
        }
        if (n == 1 && *v == ' ')
            n = 0;
        if (memchr(v, ',', n) || memchr(v, '"', n)) {
            fputc('"', csv);
            for (size_t i = 0; i < n; i++)
                fputs(v[i] == '"' ? "\"\"" : (char[]){v[i], 0}, csv);
            fputc('"', csv);
        } else {
            fwrite(v, 1, n, csv);
        }
        fputc(c + 1 < NCOLS ? ',' : '\n', csv);
    }
}

/* The text of one file, built in memory and written at once. */
struct out {
    char *buf;
    size_t len, cap;
    unsigned long lines;
};

static void put(struct out *o, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int n = vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
        va_end(ap);
        if (n < 0)
            abort();
        if ((size_t)n < o->cap - o->len) {
            for (const char *c = o->buf + o->len; (c = memchr(c, '\n', (size_t)(o->buf + o->len + n - c))); c++)
                o->lines++;
            o->len += (size_t)n;
            break;
        }
        o->cap = o->cap * 2 + (size_t)n;
        if (!(o->buf = realloc(o->buf, o->cap)))
            abort();
    }
}

/* One attribute line; ro: a read-only attribute (a comment line). */
static void attr(struct out *o, const char *key, const char *val, int ro)
{
    put(o, "%s%s(%s) +\n", ro ? "*  " : "   ", key, val);
}

static void attri(struct out *o, const char *key, long val)
{
    put(o, "   %s(%ld) +\n", key, val);
}

/* A small deterministic hash of (a, b): the varied attributes come from it. */
static unsigned mix(unsigned a, unsigned b)
{
    unsigned h = a * 2654435761u ^ (b + 0x9e3779b9u + (a << 6) + (a >> 2));
    h ^= h >> 15;
    h *= 2246822519u;
    h ^= h >> 13;
    return h;
}

static const char DATE[] = "2026-06-01", TIME[] = "09.00.00";

static void header(struct out *o, unsigned qm)
{
    static const char stars[] =
        "*******************************************************************************\n";
    put(o, "%s", stars);
    put(o, "* Script generated on %s   at %s \n", DATE, TIME);
    put(o, "* Script generated by user 'mqm' on host 'qm%05u.bench.example' \n", qm);
    put(o, "* Queue manager name: QM%05u \n", qm);
    put(o, "* Queue manager platform: UNIX \n");
    put(o, "* Queue manager command level: (940/940) XRCAP(YES) AMQPCAP(NO) \n");
    put(o, "* Command issued: dmpmqcfg -a -m QM%05u  \n", qm);
    put(o, "%s", stars);
}

static void footer(struct out *o, unsigned nq)
{
    static const char stars[] =
        "*******************************************************************************\n";
    put(o, "%s", stars);
    put(o, "* Script ended on %s   at %s \n", DATE, TIME);
    put(o, "* Number of Inquiry commands issued: 3 \n");
    put(o, "* Number of Inquiry commands completed: 3 \n");
    put(o, "* Number of Inquiry responses processed: %u \n", nq + 3);
    put(o, "* QueueManager count: 1 \n");
    put(o, "* Queue count: %u \n", nq);
    put(o, "* Channel count: 2 \n");
    put(o, "* Number of objects/records: %u \n", nq + 3);
    put(o, "%s", stars);
}

/* One attribute line of a table: ro, a read-only value (a comment line); value NULL, computed by
 * the object's own function; "" a keyword without value (HARDENBO, SYNCPT). */
struct row {
    const char *key, *value;
    int ro;
};

/* Writes the rows of a table, taking computed values from fn. */
static void rows(struct out *o, const struct row *r, size_t n,
                 const char *(*fn)(const char *key, const void *ctx, char *buf, size_t len), const void *ctx)
{
    char buf[128];
    for (; n--; r++) {
        const char *v = r->value ? r->value : fn(r->key, ctx, buf, sizeof buf);
        if (*v)
            attr(o, r->key, v, r->ro);
        else
            put(o, "%s%s +\n", r->ro ? "*  " : "   ", r->key);
    }
}

/* ALTER QMGR with every attribute -a writes, in its order. */
static const struct row qmgr_rows[] = {
    {"ACCTCONO", "DISABLED", 0}, {"ACCTINT", "1800", 0}, {"ACCTMQI", "OFF", 0}, {"ACCTQ", "OFF", 0},
    {"ACTIVREC", "MSG", 0}, {"ACTVCONO", "DISABLED", 0}, {"ACTVTRC", "OFF", 0},
    {"ADVCAP", "ENABLED", 1}, {"ALTDATE", DATE, 1}, {"ALTTIME", TIME, 1}, {"AMQPCAP", "NO", 1},
    {"AUTHOREV", "DISABLED", 0}, {"CCSID", "1208", 0}, {"CERTLABL", NULL, 0},
    {"CERTVPOL", "ANY", 0}, {"CHAD", "DISABLED", 0}, {"CHADEV", "DISABLED", 0}, {"CHADEXIT", "' '", 0},
    {"CHLEV", "DISABLED", 0}, {"CHLAUTH", "ENABLED", 0}, {"CLWLDATA", "' '", 0}, {"CLWLEXIT", "' '", 0},
    {"CLWLLEN", "100", 0}, {"CLWLMRUC", "999999999", 0}, {"CLWLUSEQ", NULL, 0},
    {"CMDEV", "DISABLED", 0}, {"CMDLEVEL", "940", 1}, {"COMMANDQ", "SYSTEM.ADMIN.COMMAND.QUEUE", 1},
    {"CONFIGEV", "DISABLED", 0}, {"CONNAUTH", "'SYSTEM.DEFAULT.AUTHINFO.IDPWOS'", 0},
    {"CRDATE", DATE, 1}, {"CRTIME", TIME, 1}, {"CUSTOM", "' '", 0},
    {"DEADQ", "'SYSTEM.DEAD.LETTER.QUEUE'", 0}, {"DEFCLXQ", "SCTQ", 0}, {"DEFXMITQ", "' '", 0},
    {"DESCR", NULL, 0}, {"DISTL", "YES", 1},
    {"IMGINTVL", "60", 0}, {"IMGLOGLN", "OFF", 0}, {"IMGRCOVO", "YES", 0}, {"IMGRCOVQ", "YES", 0},
    {"IMGSCHED", "MANUAL", 0}, {"INHIBTEV", "DISABLED", 0}, {"INITKEY", "' '", 0}, {"IPADDRV", "IPV4", 0},
    {"LOCALEV", "DISABLED", 0}, {"LOGGEREV", "DISABLED", 0}, {"MARKINT", "5000", 0},
    {"MAXHANDS", "256", 0}, {"MAXMSGL", "4194304", 0}, {"MAXPROPL", "NOLIMIT", 0}, {"MAXPRTY", "9", 1},
    {"MAXUMSGS", "10000", 0}, {"MONACLS", "QMGR", 0}, {"MONCHL", "OFF", 0}, {"MONQ", "OFF", 0},
    {"PARENT", "' '", 0}, {"PERFMEV", "DISABLED", 0}, {"PLATFORM", "UNIX", 1},
    {"PSMODE", "ENABLED", 0}, {"PSCLUS", "ENABLED", 0}, {"PSNPMSG", "DISCARD", 0},
    {"PSNPRES", "NORMAL", 0}, {"PSRTYCNT", "5", 0}, {"PSSYNCPT", "IFPER", 0}, {"QMID", NULL, 1},
    {"REMOTEEV", "DISABLED", 0}, {"REPOS", NULL, 0}, {"REPOSNL", "' '", 0}, {"REVDNS", "ENABLED", 0},
    {"ROUTEREC", "MSG", 0}, {"SCHINIT", "QMGR", 0}, {"SCMDSERV", "QMGR", 0}, {"SPLCAP", "ENABLED", 1},
    {"SSLCRLNL", "' '", 0}, {"SSLCRYP", "' '", 0}, {"SSLEV", "DISABLED", 0}, {"SSLFIPS", "NO", 0},
    {"KEYRPWD", "' '", 0}, {"SSLKEYR", NULL, 0}, {"SSLRKEYC", "0", 0}, {"STATACLS", "QMGR", 0},
    {"STATCHL", "OFF", 0}, {"STATINT", "1800", 0}, {"STATMQI", "OFF", 0}, {"STATQ", "OFF", 0},
    {"STRSTPEV", "ENABLED", 0}, {"SUITEB", "NONE", 0}, {"SYNCPT", "", 1}, {"TREELIFE", "1800", 0},
    {"TRIGINT", "999999999", 0}, {"VERSION", "09040000", 1}, {"XRCAP", "YES", 1}};

/* The queue manager's own values: qm is the number (1-based); 1 and 2 are the full repositories. */
static const char *qmgr_value(const char *key, const void *ctx, char *buf, size_t len)
{
    unsigned qm = *(const unsigned *)ctx;
    if (strcmp(key, "CERTLABL") == 0)
        snprintf(buf, len, "'ibmwebspheremqqm%05u'", qm);
    else if (strcmp(key, "CLWLUSEQ") == 0)
        return qm % 7 == 0 ? "ANY" : "LOCAL";
    else if (strcmp(key, "DESCR") == 0)
        snprintf(buf, len, "'Benchmark queue manager %05u'", qm);
    else if (strcmp(key, "QMID") == 0)
        snprintf(buf, len, "QM%05u_%s_%s", qm, DATE, TIME);
    else if (strcmp(key, "REPOS") == 0)
        return qm <= 2 ? "'BENCH'" : "' '";
    else
        snprintf(buf, len, "'/var/mqm/qmgrs/QM%05u/ssl/key'", qm); /* SSLKEYR */
    return buf;
}

/* ALTER QMGR of the lean shape: 11 attributes. */
static const struct row qmgr_lean_rows[] = {
    {"CCSID", "1208", 0}, {"CHLAUTH", "ENABLED", 0}, {"CLWLMRUC", "999999999", 0},
    {"CLWLUSEQ", NULL, 0}, {"CONNAUTH", "'SYSTEM.DEFAULT.AUTHINFO.IDPWOS'", 0},
    {"DEADQ", "'SYSTEM.DEAD.LETTER.QUEUE'", 0}, {"DEFCLXQ", "SCTQ", 0}, {"DESCR", NULL, 0},
    {"MAXMSGL", "4194304", 0}, {"REPOS", NULL, 0}, {"SSLKEYR", NULL, 0}};

static void qmgr(struct out *o, unsigned qm)
{
    put(o, "ALTER QMGR +\n");
    if (lean)
        rows(o, qmgr_lean_rows, sizeof qmgr_lean_rows / sizeof qmgr_lean_rows[0], qmgr_value, &qm);
    else
        rows(o, qmgr_rows, sizeof qmgr_rows / sizeof qmgr_rows[0], qmgr_value, &qm);
    put(o, "   FORCE\n");
    char name[16], b1[128], b2[128];
    snprintf(name, sizeof name, "QM%05u", qm);
    const char *col[NCOLS] = {[C_QMGR] = name, [C_NAME] = name, [C_KIND] = "QMGR",
                              [C_CLUSTER] = qmgr_value("REPOS", &qm, b1, sizeof b1),
                              [C_CLWLUSEQ] = qmgr_value("CLWLUSEQ", &qm, b1, sizeof b1),
                              [C_DESCR] = qmgr_value("DESCR", &qm, b2, sizeof b2)};
    csv_row(col);
}

/* The name of queue j of queue manager qm (1-based). */
static void queue_name(char *buf, size_t n, unsigned qm, unsigned j)
{
    if (j == 0)
        snprintf(buf, n, "APP.COMMON.REQ");
    else
        snprintf(buf, n, "APP.G%05u.Q%05u", (qm - 1) / GROUP, j);
}

/* DEFINE QLOCAL with every attribute -a writes, in its order. */
static const struct row qlocal_rows[] = {
    {"ACCTQ", "QMGR", 0}, {"ALTDATE", DATE, 1}, {"ALTTIME", TIME, 1}, {"BOQNAME", "' '", 0},
    {"BOTHRESH", "0", 0}, {"CLUSNL", "' '", 0}, {"CLUSTER", "'BENCH'", 0}, {"CLCHNAME", "' '", 0},
    {"CLWLPRTY", NULL, 0}, {"CLWLRANK", NULL, 0}, {"CLWLUSEQ", NULL, 0}, {"CRDATE", DATE, 1},
    {"CRTIME", TIME, 1}, {"CURDEPTH", NULL, 1}, {"CUSTOM", "' '", 0}, {"DEFBIND", NULL, 0},
    {"DEFPRTY", NULL, 0}, {"DEFPSIST", NULL, 0}, {"DEFPRESP", "SYNC", 0}, {"DEFREADA", "NO", 0},
    {"DEFSOPT", "SHARED", 0}, {"DEFTYPE", "PREDEFINED", 1}, {"DESCR", NULL, 0}, {"DISTL", "NO", 0},
    {"GET", "ENABLED", 0}, {"HARDENBO", "", 0}, {"IMGRCOVQ", "QMGR", 0}, {"INITQ", "' '", 0},
    {"IPPROCS", NULL, 1}, {"MAXDEPTH", NULL, 0}, {"MAXMSGL", "4194304", 0}, {"MAXFSIZE", "DEFAULT", 0},
    {"MONQ", "QMGR", 0}, {"MSGDLVSQ", "PRIORITY", 0}, {"NOTRIGGER", "", 0}, {"NPMCLASS", "NORMAL", 0},
    {"OPPROCS", "1", 1}, {"PROCESS", "' '", 0}, {"PUT", NULL, 0}, {"PROPCTL", "COMPAT", 0},
    {"QDEPTHHI", "80", 0}, {"QDEPTHLO", "20", 0}, {"QDPHIEV", "DISABLED", 0}, {"QDPLOEV", "DISABLED", 0},
    {"QDPMAXEV", "ENABLED", 0}, {"QSVCIEV", "NONE", 0}, {"QSVCINT", "999999999", 0},
    {"RETINTVL", "999999999", 0}, {"SCOPE", "QMGR", 0}, {"SHARE", "", 0}, {"STATQ", "QMGR", 0},
    {"STREAMQ", "' '", 0}, {"STRMQOS", "BESTEF", 0}, {"TRIGDATA", "' '", 0}, {"TRIGDPTH", "1", 0},
    {"TRIGMPRI", "0", 0}, {"TRIGTYPE", "FIRST", 0}, {"USAGE", "NORMAL", 0}};

/* A queue: its queue manager, number, name and the hash its varied attributes come from. */
struct queue {
    unsigned qm, j, h;
    const char *name;
};

/* The varied values of a queue. PUT(DISABLED) is never on the first member of a group, so every
 * cluster queue keeps a put-enabled instance. */
static const char *qlocal_value(const char *key, const void *ctx, char *buf, size_t len)
{
    const struct queue *q = ctx;
    unsigned h = q->h;
    unsigned v = strcmp(key, "CLWLPRTY") == 0   ? (h % 10 == 0 ? h / 10 % 10 : 0)
                 : strcmp(key, "CLWLRANK") == 0 ? (h % 20 == 1 ? 1 + h / 20 % 9 : 0)
                 : strcmp(key, "CURDEPTH") == 0 ? h % 500
                 : strcmp(key, "DEFPRTY") == 0  ? h / 7 % 10
                 : strcmp(key, "IPPROCS") == 0  ? h % 4
                 : strcmp(key, "MAXDEPTH") == 0 ? (h % 4 == 0 ? 50000 : 5000)
                                                : UINT32_MAX;
    if (v != UINT32_MAX)
        snprintf(buf, len, "%u", v);
    else if (strcmp(key, "CLWLUSEQ") == 0)
        return h % 9 == 2 ? "ANY" : h % 9 == 5 ? "LOCAL" : "QMGR";
    else if (strcmp(key, "DEFBIND") == 0)
        return h % 8 == 3 ? "OPEN" : "NOTFIXED";
    else if (strcmp(key, "DEFPSIST") == 0)
        return h % 3 ? "YES" : "NO";
    else if (strcmp(key, "PUT") == 0)
        return (q->qm - 1) % GROUP != 0 && h % 16 == 7 ? "DISABLED" : "ENABLED";
    else
        snprintf(buf, len, "'Requests of service %s on QM%05u'", q->name, q->qm); /* DESCR */
    return buf;
}

/* DEFINE QLOCAL of the lean shape: 23 attribute lines, 7 of them read-only. */
static const struct row qlocal_lean_rows[] = {
    {"ALTDATE", DATE, 1}, {"ALTTIME", TIME, 1}, {"CLUSTER", "'BENCH'", 0}, {"CLWLPRTY", NULL, 0},
    {"CLWLRANK", NULL, 0}, {"CLWLUSEQ", NULL, 0}, {"CRDATE", DATE, 1}, {"CRTIME", TIME, 1},
    {"CURDEPTH", NULL, 1}, {"DEFBIND", NULL, 0}, {"DEFPRTY", NULL, 0}, {"DEFPSIST", NULL, 0},
    {"DEFSOPT", "SHARED", 0}, {"DESCR", NULL, 0}, {"GET", "ENABLED", 0}, {"IPPROCS", NULL, 1},
    {"MAXDEPTH", NULL, 0}, {"MAXMSGL", "4194304", 0}, {"MONQ", "QMGR", 0}, {"OPPROCS", "1", 1},
    {"PUT", NULL, 0}, {"SHARE", "", 0}, {"USAGE", "NORMAL", 0}};

/* DEFINE QLOCAL of queue j on queue manager qm, clustered in BENCH. */
static void qlocal(struct out *o, unsigned qm, unsigned j)
{
    char name[64];
    queue_name(name, sizeof name, qm, j);
    struct queue q = {qm, j, mix(qm, j), name};
    put(o, "DEFINE QLOCAL('%s') +\n", name);
    if (lean)
        rows(o, qlocal_lean_rows, sizeof qlocal_lean_rows / sizeof qlocal_lean_rows[0], qlocal_value, &q);
    else
        rows(o, qlocal_rows, sizeof qlocal_rows / sizeof qlocal_rows[0], qlocal_value, &q);
    put(o, "   REPLACE\n");
    /* a buffer for each value that qlocal_value formats (CLWLUSEQ, DEFBIND and PUT are constants,
     * and share one) */
    char qmname[16], b[6][128];
    snprintf(qmname, sizeof qmname, "QM%05u", qm);
    const char *col[NCOLS] = {[C_QMGR] = qmname, [C_NAME] = name, [C_KIND] = "QLOCAL",
                              [C_CLUSTER] = "BENCH",
                              [C_CLWLPRTY] = qlocal_value("CLWLPRTY", &q, b[0], sizeof b[0]),
                              [C_CLWLRANK] = qlocal_value("CLWLRANK", &q, b[1], sizeof b[1]),
                              [C_CLWLUSEQ] = qlocal_value("CLWLUSEQ", &q, b[2], sizeof b[2]),
                              [C_DEFBIND] = qlocal_value("DEFBIND", &q, b[2], sizeof b[2]),
                              [C_PUT] = qlocal_value("PUT", &q, b[2], sizeof b[2]),
                              [C_DESCR] = qlocal_value("DESCR", &q, b[3], sizeof b[3]),
                              [C_DEFPRTY] = qlocal_value("DEFPRTY", &q, b[4], sizeof b[4]),
                              [C_MAXDEPTH] = qlocal_value("MAXDEPTH", &q, b[5], sizeof b[5])};
    csv_row(col);
}

/* The batch attributes cluster-receivers and cluster-senders write first (lean: the dates only). */
static void channel_head(struct out *o)
{
    attr(o, "ALTDATE", DATE, 1);
    attr(o, "ALTTIME", TIME, 1);
    if (lean)
        return;
    attri(o, "BATCHHB", 0);
    attri(o, "BATCHINT", 0);
    attri(o, "BATCHLIM", 5000);
    attri(o, "BATCHSZ", 50);
}

/* The cluster and workload attributes and the CONNAME, from CLUSNL to CONVERT. */
static void channel_clwl(struct out *o, long prty, long rank, long wght, const char *conname)
{
    attr(o, "CLUSNL", "' '", 0);
    attr(o, "CLUSTER", "'BENCH'", 0);
    attri(o, "CLWLPRTY", prty);
    attri(o, "CLWLRANK", rank);
    attri(o, "CLWLWGHT", wght);
    attr(o, "COMPHDR", "NONE", 0);
    attr(o, "COMPMSG", "NONE", 0);
    attr(o, "CONNAME", conname, 0);
    attr(o, "CONVERT", "NO", 0);
}

/* The DESCR of a CLUSRCVR (rcvr) or CLUSSDR of qm, into v. */
static const char *channel_descr(char *v, size_t n, unsigned qm, int rcvr)
{
    snprintf(v, n, rcvr ? "'QM%05u in cluster BENCH'" : "'To full repository QM%05u'", qm);
    return v;
}

/* The attributes both write after CONVERT, up to MSGEXIT; rcvr: the CLUSRCVR's own ones (lean:
 * DESCR only). */
static void channel_mid(struct out *o, unsigned qm, int rcvr)
{
    char v[96];
    attr(o, "DESCR", channel_descr(v, sizeof v, qm, rcvr), 0);
    if (lean)
        return;
    attri(o, "DISCINT", 6000);
    attri(o, "HBINT", 300);
    attr(o, "KAINT", "AUTO", 0);
    attr(o, "LOCLADDR", "' '", 0);
    attri(o, "LONGRTY", 999999999);
    attri(o, "LONGTMR", 1200);
    attri(o, "MAXMSGL", 4194304);
    attr(o, "MCANAME", "' '", 0);
    attr(o, "MCATYPE", "THREAD", 0);
    attr(o, "MCAUSER", "' '", 0);
    attr(o, "MODENAME", "' '", 0);
    attr(o, "MONCHL", "QMGR", 0);
    if (rcvr) {
        attr(o, "MRDATA", "' '", 0);
        attr(o, "MREXIT", "' '", 0);
        attri(o, "MRRTY", 10);
        attri(o, "MRTMR", 1000);
    }
    attr(o, "MSGDATA", "' '", 0);
    attr(o, "MSGEXIT", "' '", 0);
}

/* The attributes both write from RCVDATA to the end (lean: TRPTYPE only). */
static void channel_tail(struct out *o, int rcvr)
{
    if (lean) {
        attr(o, "TRPTYPE", "TCP", 0);
        put(o, "   REPLACE\n");
        return;
    }
    attr(o, "RCVDATA", "' '", 0);
    attr(o, "RCVEXIT", "' '", 0);
    attr(o, "RESETSEQ", "NO", 1);
    attr(o, "SCYDATA", "' '", 0);
    attr(o, "SCYEXIT", "' '", 0);
    attr(o, "SENDDATA", "' '", 0);
    attr(o, "SENDEXIT", "' '", 0);
    attri(o, "SEQWRAP", 999999999);
    attri(o, "SHORTRTY", 10);
    attri(o, "SHORTTMR", 60);
    if (rcvr)
        attr(o, "SSLCAUTH", "REQUIRED", 0);
    attr(o, "SSLCIPH", "' '", 0);
    attr(o, "SSLPEER", "' '", 0);
    attr(o, "STATCHL", "QMGR", 0);
    attr(o, "TPNAME", "' '", 0);
    attr(o, "TRPTYPE", "TCP", 0);
    attr(o, "USEDLQ", "YES", 0);
    if (!rcvr)
        attr(o, "USERID", "' '", 0);
    put(o, "   REPLACE\n");
}

static void conname(char *buf, size_t n, unsigned qm)
{
    snprintf(buf, n, "'qm%05u.bench.example(1414)'", qm);
}

/* The yardstick's row of a channel of qm named after the CLUSRCVR of to. */
static void channel_csv(unsigned qm, unsigned to, const char *kind, long prty, long rank, long wght,
                        long netprty, const char *conname)
{
    char qmname[16], name[32], n[4][24], descr[96];
    snprintf(qmname, sizeof qmname, "QM%05u", qm);
    snprintf(name, sizeof name, "BENCH.QM%05u", to);
    snprintf(n[0], sizeof n[0], "%ld", prty);
    snprintf(n[1], sizeof n[1], "%ld", rank);
    snprintf(n[2], sizeof n[2], "%ld", wght);
    snprintf(n[3], sizeof n[3], "%ld", netprty);
    const char *col[NCOLS] = {[C_QMGR] = qmname, [C_NAME] = name, [C_KIND] = kind, [C_CLUSTER] = "BENCH",
                              [C_CLWLPRTY] = n[0], [C_CLWLRANK] = n[1], [C_CLWLWGHT] = n[2],
                              [C_DESCR] = channel_descr(descr, sizeof descr, to, qm == to),
                              [C_NETPRTY] = netprty >= 0 ? n[3] : NULL, [C_CONNAME] = conname};
    csv_row(col);
}

/* The CLUSRCVR of qm, BENCH.QMnnnnn, with varied weight, priority, rank and NETPRTY. */
static void clusrcvr(struct out *o, unsigned qm)
{
    char cn[64];
    conname(cn, sizeof cn, qm);
    long prty = qm % 11 == 0 ? (long)(qm / 11 % 9 + 1) : 0, rank = qm % 17 == 0 ? (long)(qm / 17 % 9 + 1) : 0,
         wght = qm % 5 == 0 ? (long)(20 + qm % 7 * 10) : 50, netprty = qm % 13 == 0 ? 3 : 0;
    put(o, "DEFINE CHANNEL('BENCH.QM%05u') +\n", qm);
    put(o, "   CHLTYPE(CLUSRCVR) +\n");
    channel_head(o);
    if (!lean)
        attr(o, "CERTLABL", "' '", 0);
    channel_clwl(o, prty, rank, wght, cn);
    channel_mid(o, qm, 1);
    attri(o, "NETPRTY", netprty);
    if (!lean) {
        attr(o, "NPMSPEED", "FAST", 0);
        attr(o, "PROPCTL", "COMPAT", 0);
        attr(o, "PUTAUT", "DEF", 0);
    }
    channel_tail(o, 1);
    channel_csv(qm, qm, "CLUSRCVR", prty, rank, wght, netprty, cn);
}

/* The manual CLUSSDR of qm to the full repository to (named after its CLUSRCVR). */
static void clussdr(struct out *o, unsigned qm, unsigned to)
{
    char cn[64];
    conname(cn, sizeof cn, to);
    put(o, "DEFINE CHANNEL('BENCH.QM%05u') +\n", to);
    put(o, "   CHLTYPE(CLUSSDR) +\n");
    channel_head(o);
    channel_clwl(o, 0, 0, 50, cn);
    channel_mid(o, to, 0);
    if (!lean) {
        attr(o, "NPMSPEED", "FAST", 0);
        attr(o, "PASSWORD", "' '", 0);
        attr(o, "PROPCTL", "COMPAT", 0);
    }
    channel_tail(o, 0);
    channel_csv(qm, to, "CLUSSDR", 0, 0, 50, -1, cn);
}

/* Builds the dump of queue manager qm into o (emptied first). */
static void dump(struct out *o, unsigned qm, unsigned nq)
{
    o->len = 0;
    o->lines = 0;
    header(o, qm);
    qmgr(o, qm);
    for (unsigned j = 0; j < nq; j++)
        qlocal(o, qm, j);
    clusrcvr(o, qm);
    /* the full repositories point at each other; the others alternate between them */
    clussdr(o, qm, qm == 1 ? 2 : qm == 2 ? 1 : 2 - qm % 2);
    footer(o, nq);
}

static unsigned long arg(const char *s, unsigned long max)
{
    char *end;
    errno = 0;
    unsigned long v = strtoul(s, &end, 10);
    if (errno || *end || v == 0 || v > max) {
        fprintf(stderr, "gen: %s: expected an integer from 1 to %lu\n", s, max);
        exit(64);
    }
    return v;
}

int main(int argc, char **argv)
{
    unsigned long n = 1000, q = 100;
    int i = 1;
    for (; i + 1 < argc && argv[i][0] == '-'; i += 2) {
        if (strcmp(argv[i], "-n") == 0)
            n = arg(argv[i + 1], 99999);
        else if (strcmp(argv[i], "-q") == 0)
            q = arg(argv[i + 1], 99999);
        else if (strcmp(argv[i], "-s") == 0 && (strcmp(argv[i + 1], "lean") == 0 || strcmp(argv[i + 1], "full") == 0))
            lean = strcmp(argv[i + 1], "lean") == 0;
        else if (strcmp(argv[i], "-c") == 0) {
            if (!(csv = fopen(argv[i + 1], "w"))) {
                fprintf(stderr, "gen: %s: %s\n", argv[i + 1], strerror(errno));
                return 73;
            }
            for (int c = 0; c < NCOLS; c++)
                fprintf(csv, "%s%c", csv_names[c], c + 1 < NCOLS ? ',' : '\n');
        } else
            break;
    }
    if (i + 1 != argc) {
        fputs("usage: gen [-n QMGRS] [-q QUEUES] [-s lean|full] [-c CSV] DIR\n", stderr);
        return 64;
    }
    const char *dir = argv[i];
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "gen: %s: %s\n", dir, strerror(errno));
        return 73;
    }
    struct out o = {malloc(1 << 20), 0, 1 << 20, 0};
    if (!o.buf)
        abort();
    unsigned long long lines = 0, bytes = 0;
    for (unsigned qm = 1; qm <= n; qm++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/QM%05u.mqsc", dir, qm);
        dump(&o, qm, (unsigned)q);
        FILE *fp = fopen(path, "wb");
        if (!fp || fwrite(o.buf, 1, o.len, fp) != o.len || fclose(fp) != 0) {
            fprintf(stderr, "gen: %s: %s\n", path, strerror(errno));
            return 73;
        }
        lines += o.lines;
        bytes += o.len;
    }
    free(o.buf);
    if (csv && fclose(csv) != 0) {
        fprintf(stderr, "gen: the CSV file: %s\n", strerror(errno));
        return 73;
    }
    printf("%lu %lu %llu %llu\n", n, n * (q + 3), lines, bytes);
    return 0;
}
