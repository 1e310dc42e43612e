/* model/mq/mq_keyword_values.c — the values each MQSC keyword takes, for the keywords wlmcon keeps
 * verbatim (those the schema table does not model) and for the parameters of SET CHLAUTH, SET
 * AUTHREC and the operational commands: an integer range, an enumeration (some integers also take
 * a word, such as NOLIMIT or AUTO), or free text checked for its length only. A keyword the table
 * does not list is not checked here (mq_keywords.c says whether it is MQSC at all).
 *
 * Sources: IBM's MQSC reference at command level 930 (research/mq.md §3 table D, the pages named
 * per set in mq_keywords.c: ALTER QMGR q085320_, DEFINE QLOCAL q085710_, DEFINE CHANNEL q085520_,
 * DEFINE AUTHINFO, DEFINE LISTENER, DEFINE SERVICE, DEFINE TOPIC, DEFINE COMMINFO, SET CHLAUTH
 * https://www.ibm.com/docs/SSFKSJ_9.4.0/refadmin/q086630_.html, SET AUTHREC
 * https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.1.0/com.ibm.mq.ref.adm.doc/q086620_.htm,
 * START, STOP, REFRESH, RESET), cross-checked against the `dmpmqcfg -a` dumps of samples/mq, in
 * which every keyword below that they hold has a value the row accepts. */
#include "model/mq/mq.h"
#include "model/mq/mq_docs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Object lists of the rows: space-separated kind ids, record types or VERB_TYPE of an operational
 * command. */
#define QUEUES "QLOCAL QMODEL QALIAS QREMOTE"
#define CHANNELS "SDR SVR RCVR RQSTR SVRCONN CLNTCONN CLUSSDR CLUSRCVR AMQP MQTT"

struct mq_keyword_row {
    const char *keyword;
    const char *objects;               /* where the row applies; NULL: everywhere */
    enum attr_type type;               /* AT_INT, AT_ENUM or AT_TEXT */
    long long min, max;                /* AT_INT range; AT_TEXT length in bytes */
    const struct attr_choice *choices; /* AT_ENUM; AT_INT: words accepted besides the integers */
    const char *doc;                   /* the page the choices' meanings follow (mq_docs.h), or NULL */
};

#define C(...) ((const struct attr_choice[]){__VA_ARGS__, {NULL, NULL}})
#define W(v) {v, NULL}
#define M(v, meaning) {v, meaning}   /* a value with its meaning, for F4 */

/* The meanings F4 gives, in our words after IBM's pages, which each row names (ENUMD, from
 * model/mq/mq_docs.h) and the field help cites. */
static const struct attr_choice *const DEFPSIST_CH =
    C(M("YES", "messages put with the queue's default persistence survive a restart of the queue manager"),
      M("NO", "such messages are nonpersistent: they do not survive a failure or a restart"));
static const struct attr_choice *const MSGDLVSQ_CH =
    C(M("PRIORITY", "MQGET returns the highest-priority message first, first in first out within a priority"),
      M("FIFO", "MQGET returns messages first in first out, whatever their priority"));
static const struct attr_choice *const TRIGTYPE_CH =
    C(M("FIRST", "a trigger message when the queue's depth goes from 0 to 1"),
      M("EVERY", "a trigger message for every message put on the queue"),
      M("DEPTH", "a trigger message when the depth reaches TRIGDPTH"),
      M("NONE", "no trigger messages"));
static const struct attr_choice *const NPMSPEED_CH =
    C(M("FAST", "nonpersistent messages are sent outside transactions: faster, lost if the channel fails"),
      M("NORMAL", "nonpersistent messages are sent within transactions, as persistent ones are"));
static const struct attr_choice *const SSLCAUTH_CH =
    C(M("REQUIRED", "a TLS client that sends no certificate fails authentication (the default)"),
      M("OPTIONAL", "a client's certificate is checked when sent; none sent is no failure"));

static const struct attr_choice *const ENDIS = C(W("ENABLED"), W("DISABLED"));
static const struct attr_choice *const YESNO = C(W("YES"), W("NO"));
static const struct attr_choice *const ONOFF = C(W("ON"), W("OFF"));
static const struct attr_choice *const MONLVL = C(W("QMGR"), W("OFF"), W("LOW"), W("MEDIUM"), W("HIGH"));
static const struct attr_choice *const QMONLVL = C(W("OFF"), W("NONE"), W("LOW"), W("MEDIUM"), W("HIGH"));
static const struct attr_choice *const TRPTYPES = C(W("TCP"), W("LU62"), W("NETBIOS"), W("SPX"));
static const struct attr_choice *const CONTROLS = C(W("MANUAL"), W("QMGR"), W("STARTONLY"));
static const struct attr_choice *const ASPARENT_ED = C(W("ASPARENT"), W("ENABLED"), W("DISABLED"));
static const struct attr_choice *const DLV = C(W("ALL"), W("ALLAVAIL"), W("ALLDUR"), W("ASPARENT"));
static const struct attr_choice *const CHECKS = C(W("NONE"), W("OPTIONAL"), W("REQUIRED"), W("REQDADM"));

#define INT(kw, obj, lo, hi) {kw, obj, AT_INT, lo, hi, NULL, NULL}
#define INTW(kw, obj, lo, hi, words) {kw, obj, AT_INT, lo, hi, words, NULL}
#define ENUM(kw, obj, ch) {kw, obj, AT_ENUM, 0, 0, ch, NULL}
#define ENUMD(kw, obj, ch, doc) {kw, obj, AT_ENUM, 0, 0, ch, doc}   /* choices with meanings */
#define TEXT(kw, obj, len) {kw, obj, AT_TEXT, 0, len, NULL, NULL}
#define BIG 999999999

static const struct mq_keyword_row table[] = {
    /* rows for one object set first: they win over the general row of the same keyword */
    ENUM("DEFPSIST", "TOPIC", C(W("ASPARENT"), W("YES"), W("NO"))),
    ENUM("DEFPRESP", "TOPIC", C(W("ASPARENT"), W("SYNC"), W("ASYNC"))),
    INTW("DEFPRTY", "TOPIC", 0, 9, C(W("ASPARENT"))),
    ENUM("USEDLQ", "TOPIC", C(W("ASPARENT"), W("YES"), W("NO"))),
    ENUM("TYPE", "TOPIC", C(W("LOCAL"))),
    ENUM("TYPE", "COMMINFO", C(W("MULTICAST"))),
    ENUM("TYPE", "CHLAUTH", C(W("BLOCKUSER"), W("BLOCKADDR"), W("SSLPEERMAP"), W("ADDRESSMAP"), W("USERMAP"),
                              W("QMGRMAP"))),
    ENUM("TYPE", "REFRESH_SECURITY", C(W("ALL"), W("AUTHSERV"), W("CONNAUTH"), W("CLASSES"), W("SSL"))),
    ENUM("TYPE", "REFRESH_QMGR", C(W("CONFIGEV"), W("EARLY"), W("EXPIRY"), W("NSPROC"), W("PROXYSUB"))),
    ENUM("CHCKCLNT", "CHLAUTH", C(W("ASQMGR"), W("REQUIRED"), W("REQDADM"))),
    ENUM("ACCTQ", "QMGR", C(W("ON"), W("OFF"), W("NONE"))),
    ENUM("STATQ", "QMGR", C(W("ON"), W("OFF"), W("NONE"))),
    ENUM("MONQ", "QMGR", QMONLVL),
    ENUM("MONCHL", "QMGR", QMONLVL),
    ENUM("STATCHL", "QMGR", QMONLVL),
    ENUM("IMGRCOVQ", "QMGR", YESNO),
    INT("MAXMSGL", "QMGR", 32768, 104857600),
    INT("CCSID", "QMGR", 1, 65535),
    INTW("CCSID", "TOPIC SUB", 1, 65535, C(W("ASPUB"))),
    ENUM("MODE", "STOP_CHANNEL", C(W("QUIESCE"), W("FORCE"), W("TERMINATE"))),
    ENUM("STATUS", "STOP_CHANNEL", C(W("STOPPED"), W("INACTIVE"))),
    ENUM("REPOS", "REFRESH_CLUSTER", YESNO),
    INT("SEQNUM", "RESET_CHANNEL", 0, BIG),
    ENUM("ACTION", "CHLAUTH", C(W("ADD"), W("REPLACE"), W("REMOVE"), W("REMOVEALL"))),
    ENUM("OBJTYPE", "AUTHREC", C(W("AUTHINFO"), W("CHANNEL"), W("CLNTCONN"), W("COMMINFO"), W("LISTENER"),
                                 W("NAMELIST"), W("PROCESS"), W("QUEUE"), W("QMGR"), W("RQMNAME"), W("SERVICE"),
                                 W("TOPIC"))),
    /* queues */
    INT("MAXDEPTH", NULL, 0, BIG),
    INT("MAXMSGL", NULL, 0, 104857600),
    INT("BOTHRESH", NULL, 0, BIG),
    INT("DEFPRTY", NULL, 0, 9),
    INT("QDEPTHHI", NULL, 0, 100),
    INT("QDEPTHLO", NULL, 0, 100),
    INT("QSVCINT", NULL, 0, BIG),
    INT("RETINTVL", NULL, 0, BIG),
    INT("TRIGDPTH", NULL, 1, BIG),
    INT("TRIGMPRI", NULL, 0, 9),
    INT("CLWLPRTY", NULL, 0, 9),
    INT("CLWLRANK", NULL, 0, 9),
    INTW("MAXFSIZE", NULL, 20, 267386880, C(W("DEFAULT"))),
    ENUMD("DEFPSIST", NULL, DEFPSIST_CH, MQDOC_DEFPERSISTENCE),
    ENUM("DEFPRESP", NULL, C(W("SYNC"), W("ASYNC"))),
    ENUM("DEFREADA", NULL, C(W("NO"), W("YES"), W("DISABLED"))),
    ENUM("DEFSOPT", NULL, C(W("EXCL"), W("SHARED"))),
    ENUM("DEFTYPE", NULL, C(W("PERMDYN"), W("TEMPDYN"), W("SHAREDYN"))),
    ENUM("DISTL", NULL, YESNO),
    ENUM("GET", NULL, ENDIS),
    ENUM("PUT", NULL, ENDIS),
    ENUMD("MSGDLVSQ", NULL, MSGDLVSQ_CH, MQDOC_MSGDLVSQ),
    ENUM("NPMCLASS", NULL, C(W("NORMAL"), W("HIGH"))),
    ENUM("PROPCTL", NULL, C(W("ALL"), W("COMPAT"), W("FORCE"), W("NONE"), W("V6COMPAT"))),
    ENUM("QDPHIEV", NULL, ENDIS),
    ENUM("QDPLOEV", NULL, ENDIS),
    ENUM("QDPMAXEV", NULL, ENDIS),
    ENUM("QSVCIEV", NULL, C(W("HIGH"), W("OK"), W("NONE"))),
    ENUM("SCOPE", NULL, C(W("QMGR"), W("CELL"))),
    ENUMD("TRIGTYPE", NULL, TRIGTYPE_CH, MQDOC_TRIGGER_EVENT),
    ENUM("USAGE", NULL, C(W("NORMAL"), W("XMITQ"))),
    ENUM("TARGTYPE", NULL, C(W("QUEUE"), W("TOPIC"))),
    ENUM("STRMQOS", NULL, C(W("BESTEF"), W("MUSTDUP"))),
    ENUM("ACCTQ", NULL, C(W("QMGR"), W("ON"), W("OFF"))),
    ENUM("STATQ", NULL, C(W("QMGR"), W("ON"), W("OFF"))),
    ENUM("MONQ", NULL, MONLVL),
    ENUM("IMGRCOVQ", NULL, C(W("YES"), W("NO"), W("QMGR"))),
    TEXT("DESCR", NULL, 64),
    TEXT("TRIGDATA", NULL, 64),
    TEXT("CUSTOM", NULL, 128),
    TEXT("BOQNAME", QUEUES, 48),
    TEXT("INITQ", QUEUES, 48),
    TEXT("PROCESS", QUEUES, 48),
    TEXT("STREAMQ", QUEUES, 48),
    TEXT("RNAME", QUEUES, 48),
    TEXT("RQMNAME", QUEUES, 48),
    /* channels */
    INT("BATCHSZ", NULL, 1, 9999),
    INT("BATCHHB", NULL, 0, BIG),
    INT("BATCHINT", NULL, 0, BIG),
    INT("BATCHLIM", NULL, 0, BIG),
    INT("DISCINT", NULL, 0, 999999),
    INT("HBINT", NULL, 0, 999999),
    INT("LONGRTY", NULL, 0, BIG),
    INT("LONGTMR", NULL, 0, BIG),
    INT("SHORTRTY", NULL, 0, BIG),
    INT("SHORTTMR", NULL, 0, BIG),
    INT("MRRTY", NULL, 0, BIG),
    INT("MRTMR", NULL, 0, BIG),
    INT("SEQWRAP", NULL, 100, BIG),
    INT("SHARECNV", NULL, 0, BIG),
    INT("MAXINST", NULL, 0, BIG),
    INT("MAXINSTC", NULL, 0, BIG),
    INT("CLNTWGHT", NULL, 0, 99),
    INTW("KAINT", NULL, 0, 99999, C(W("AUTO"))),
    INTW("AMQPKA", NULL, 0, BIG, C(W("AUTO"))),
    ENUM("TRPTYPE", NULL, TRPTYPES),
    ENUM("MCATYPE", NULL, C(W("PROCESS"), W("THREAD"))),
    ENUM("CONVERT", NULL, YESNO),
    ENUMD("NPMSPEED", NULL, NPMSPEED_CH, MQDOC_NPMSPEED),
    ENUMD("SSLCAUTH", NULL, SSLCAUTH_CH, MQDOC_SSLCAUTH),
    ENUM("PUTAUT", NULL, C(W("DEF"), W("CTX"), W("ONLYMCA"), W("ALTMCA"))),
    ENUM("MONCHL", NULL, MONLVL),
    ENUM("STATCHL", NULL, MONLVL),
    ENUM("USEDLQ", NULL, YESNO),
    ENUM("DEFRECON", NULL, C(W("NO"), W("YES"), W("QMGR"), W("DISABLED"))),
    ENUM("AFFINITY", NULL, C(W("PREFERRED"), W("NONE"))),
    ENUM("USECLTID", NULL, YESNO),
    TEXT("CONNAME", NULL, 264),
    TEXT("MCAUSER", NULL, 64),
    TEXT("MCANAME", NULL, 20),
    TEXT("SSLCIPH", NULL, 32),
    TEXT("SSLPEER", NULL, 1024),
    TEXT("CERTLABL", NULL, 64),
    TEXT("XMITQ", NULL, 48),
    TEXT("MODENAME", NULL, 8),
    TEXT("TPNAME", NULL, 64),
    TEXT("TPROOT", NULL, 1024),
    TEXT("LOCLADDR", NULL, 48),
    TEXT("USERID", NULL, 12),
    TEXT("PASSWORD", NULL, 12),
    /* authentication information */
    ENUM("AUTHTYPE", NULL, C(W("CRLLDAP"), W("OCSP"), W("IDPWOS"), W("IDPWLDAP"))),
    ENUM("ADOPTCTX", NULL, YESNO),
    ENUM("CHCKCLNT", NULL, CHECKS),
    ENUM("CHCKLOCL", NULL, CHECKS),
    INT("FAILDLAY", NULL, 0, 60),
    ENUM("AUTHORMD", NULL, C(W("OS"), W("SEARCHGRP"), W("SEARCHUSR"), W("SRCHGRPSN"))),
    ENUM("AUTHENMD", NULL, C(W("OS"), W("PAM"))),
    ENUM("SECCOMM", NULL, C(W("YES"), W("NO"), W("ANON"))),
    ENUM("NESTGRP", NULL, YESNO),
    TEXT("LDAPPWD", NULL, 32),
    TEXT("LDAPUSER", NULL, 1024),
    TEXT("OCSPURL", NULL, 256),
    /* listeners and services */
    INT("PORT", NULL, 0, 65535),
    INT("BACKLOG", NULL, 0, BIG),
    ENUM("CONTROL", NULL, CONTROLS),
    ENUM("SERVTYPE", NULL, C(W("COMMAND"), W("SERVER"))),
    TEXT("IPADDR", NULL, 48),
    TEXT("STARTCMD", NULL, 255),
    TEXT("STARTARG", NULL, 255),
    TEXT("STOPCMD", NULL, 255),
    TEXT("STOPARG", NULL, 255),
    TEXT("STDOUT", NULL, 255),
    TEXT("STDERR", NULL, 255),
    /* topics */
    TEXT("TOPICSTR", NULL, 10240),
    ENUM("DURSUB", NULL, C(W("ASPARENT"), W("YES"), W("NO"))),
    ENUM("PUB", NULL, ASPARENT_ED),
    ENUM("SUB", NULL, ASPARENT_ED),
    ENUM("PUBSCOPE", NULL, C(W("ASPARENT"), W("QMGR"), W("ALL"))),
    ENUM("SUBSCOPE", NULL, C(W("ASPARENT"), W("QMGR"), W("ALL"))),
    ENUM("PROXYSUB", NULL, C(W("FIRSTUSE"), W("FORCE"))),
    ENUM("WILDCARD", NULL, C(W("PASSTHRU"), W("BLOCK"))),
    ENUM("CLROUTE", NULL, C(W("DIRECT"), W("TOPICHOST"))),
    ENUM("NPMSGDLV", NULL, DLV),
    ENUM("PMSGDLV", NULL, DLV),
    ENUM("MCAST", NULL, C(W("ASPARENT"), W("ENABLED"), W("DISABLED"), W("ONLY"))),
    /* the queue manager */
    ENUM("CHLAUTH", NULL, ENDIS),
    ENUM("REVDNS", NULL, ENDIS),
    ENUM("SSLFIPS", NULL, YESNO),
    ENUM("PSMODE", NULL, C(W("COMPAT"), W("ENABLED"), W("DISABLED"))),
    ENUM("PSCLUS", NULL, ENDIS),
    ENUM("PSNPMSG", NULL, C(W("DISCARD"), W("KEEP"))),
    ENUM("PSNPRES", NULL, C(W("NORMAL"), W("SAFE"), W("DROP"))),
    ENUM("PSSYNCPT", NULL, C(W("YES"), W("IFPER"))),
    INT("PSRTYCNT", NULL, 1, BIG),
    ENUM("AUTHOREV", NULL, ENDIS),
    ENUM("CHAD", NULL, ENDIS),
    ENUM("CHADEV", NULL, ENDIS),
    ENUM("CHLEV", NULL, C(W("ENABLED"), W("EXCEPTION"), W("DISABLED"))),
    ENUM("CMDEV", NULL, C(W("ENABLED"), W("NODISPLAY"), W("DISABLED"))),
    ENUM("CONFIGEV", NULL, ENDIS),
    ENUM("INHIBTEV", NULL, ENDIS),
    ENUM("LOCALEV", NULL, ENDIS),
    ENUM("LOGGEREV", NULL, ENDIS),
    ENUM("PERFMEV", NULL, ENDIS),
    ENUM("REMOTEEV", NULL, ENDIS),
    ENUM("SSLEV", NULL, ENDIS),
    ENUM("STRSTPEV", NULL, ENDIS),
    ENUM("ACCTCONO", NULL, ENDIS),
    ENUM("ACTVCONO", NULL, ENDIS),
    ENUM("ACCTMQI", NULL, ONOFF),
    ENUM("STATMQI", NULL, ONOFF),
    ENUM("ACTVTRC", NULL, ONOFF),
    ENUM("ACTIVREC", NULL, C(W("MSG"), W("QUEUE"), W("DISABLED"))),
    ENUM("ROUTEREC", NULL, C(W("MSG"), W("QUEUE"), W("DISABLED"))),
    ENUM("IPADDRV", NULL, C(W("IPV4"), W("IPV6"))),
    ENUM("SCHINIT", NULL, C(W("QMGR"), W("MANUAL"))),
    ENUM("SCMDSERV", NULL, C(W("QMGR"), W("MANUAL"))),
    ENUM("DEFCLXQ", NULL, C(W("SCTQ"), W("CHANNEL"))),
    ENUM("MONACLS", NULL, MONLVL),
    ENUM("STATACLS", NULL, C(W("QMGR"), W("ON"), W("OFF"))),
    ENUM("CERTVPOL", NULL, C(W("ANY"), W("RFC5280"))),
    ENUM("IMGRCOVO", NULL, C(W("YES"), W("NO"), W("REPLAY"))),
    ENUM("IMGSCHED", NULL, C(W("AUTO"), W("MANUAL"))),
    INTW("IMGLOGLN", NULL, 1, BIG, C(W("OFF"))),
    INTW("IMGINTVL", NULL, 1, BIG, C(W("OFF"))),
    INTW("MAXPROPL", NULL, 0, 104857600, C(W("NOLIMIT"))),
    INTW("MARKINT", NULL, 0, BIG, C(W("NOLIMIT"))),
    INT("ACCTINT", NULL, 1, 604800),
    INT("STATINT", NULL, 1, 604800),
    INT("MAXHANDS", NULL, 0, BIG),
    INT("MAXUMSGS", NULL, 1, BIG),
    INT("TREELIFE", NULL, 0, 604800),
    INT("TRIGINT", NULL, 0, BIG),
    INT("CLWLMRUC", NULL, 1, BIG),
    INT("SSLRKEYC", NULL, 0, BIG),
    TEXT("CONNAUTH", NULL, 48),
    TEXT("DEADQ", NULL, 48),
    TEXT("DEFXMITQ", NULL, 48),
    TEXT("SSLKEYR", NULL, 256),
    TEXT("KEYRPWD", NULL, 64),
    TEXT("SSLCRYP", NULL, 256),
    TEXT("PARENT", NULL, 48),
    /* SET CHLAUTH, SET AUTHREC and the operational commands */
    ENUM("USERSRC", NULL, C(W("MAP"), W("NOACCESS"), W("CHANNEL"))),
    ENUM("WARN", NULL, YESNO),
    TEXT("ADDRESS", NULL, 264),
    TEXT("CLNTUSER", NULL, 1024),
    TEXT("QMNAME", NULL, 48),
    TEXT("SSLCERTI", NULL, 1024),
    TEXT("PROFILE", NULL, 1024),
    TEXT("PRINCIPAL", NULL, 1024),
    TEXT("GROUP", NULL, 1024),
    TEXT("SERVCOMP", NULL, 48),
    ENUM("IGNSTATE", NULL, YESNO),
};

/* True when the space-separated list holds word. */
static bool has_word(const char *list, const char *word)
{
    size_t n = strlen(word);
    for (const char *s = list; *s;) {
        size_t w = strcspn(s, " ");
        if (w == n && memcmp(s, word, n) == 0)
            return true;
        s += w;
        s += *s == ' ';
    }
    return false;
}

enum { NROWS = sizeof table / sizeof table[0] };

/* The rows' indexes in the byte order of their keywords, rows of one keyword in table order: built
 * once, so that a parameter's row is found by a binary search, not a scan of the table. */
static unsigned short by_keyword[NROWS];
static bool indexed;

static int cmp_rows(const void *a, const void *b)
{
    unsigned short i = *(const unsigned short *)a, j = *(const unsigned short *)b;
    int c = strcmp(table[i].keyword, table[j].keyword);
    return c ? c : (i > j) - (i < j);
}

/* The first place in by_keyword of keyword's rows (NROWS when it has none). */
static size_t first_row(const char *keyword)
{
    if (!indexed) {
        for (size_t i = 0; i < NROWS; i++)
            by_keyword[i] = (unsigned short)i;
        qsort(by_keyword, NROWS, sizeof by_keyword[0], cmp_rows);
        indexed = true;
    }
    size_t lo = 0, hi = NROWS;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (strcmp(table[by_keyword[mid]].keyword, keyword) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < NROWS && strcmp(table[by_keyword[lo]].keyword, keyword) == 0 ? lo : NROWS;
}

/* The row for keyword on object: one that names the object, else the general one; NULL when none. */
static const struct mq_keyword_row *row_of(const char *object, const char *keyword)
{
    const struct mq_keyword_row *general = NULL;
    for (size_t i = first_row(keyword); i < NROWS && strcmp(table[by_keyword[i]].keyword, keyword) == 0; i++) {
        const struct mq_keyword_row *r = &table[by_keyword[i]];
        if (r->objects && has_word(r->objects, object))
            return r;
        if (!r->objects && !general)
            general = r;
    }
    return general;
}

static bool is_choice(const struct attr_choice *c, const char *v)
{
    for (; c && c->value; c++)
        if (strcmp(c->value, v) == 0)
            return true;
    return false;
}

const struct mq_keyword_row *mq_keyword_row(const char *object, const char *keyword)
{
    return object && keyword ? row_of(object, keyword) : NULL;
}

const char *mq_keyword_value_problem(const char *object, const char *keyword, const char *value,
                                     const char **rule, char *msg, size_t n)
{
    return value ? mq_keyword_row_problem(mq_keyword_row(object, keyword), keyword, value, rule, msg, n) : NULL;
}

const char *mq_keyword_row_problem(const struct mq_keyword_row *r, const char *keyword, const char *value,
                                   const char **rule, char *msg, size_t n)
{
    if (!r || !value || (r->type != AT_TEXT && mq_is_template(value)) || (r->type == AT_INT && is_choice(r->choices, value)))
        return NULL;
    struct attr_def a = {.native = keyword, .type = r->type, .min = r->min, .max = r->max};
    if (r->type == AT_ENUM)
        a.choices = r->choices;
    if (!mq_value_problem(&a, value, rule, msg, n))
        return NULL;
    /* an integer that also takes words: name them after the range */
    size_t at = strlen(msg);
    for (const struct attr_choice *c = r->type == AT_INT ? r->choices : NULL; c && c->value && at + 1 < n; c++) {
        int w = snprintf(msg + at, n - at, "%s%s", c == r->choices ? ", or " : " or ", c->value);
        at += w < 0 ? 0 : (size_t)w;
    }
    return msg;
}

bool mq_keyword_value_row(const char *object, const char *keyword, struct attr_def *out)
{
    const struct mq_keyword_row *r = row_of(object, keyword);
    if (!r)
        return false;
    out->type = r->type;
    out->min = r->min;
    out->max = r->max;
    out->choices = r->choices;
    out->source = r->doc;
    return true;
}
