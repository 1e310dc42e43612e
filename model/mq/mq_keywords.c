/* model/mq/mq_keywords.c — the MQSC keywords of each object and record type wlmcon reads, at IBM MQ 9.3
 * (command level 930) on Multiplatforms, in the order dmpmqcfg writes them, with a hash index built
 * once for the lookups the reader makes for every parameter it reads.
 *
 * Sources. The four `dmpmqcfg -a` dumps of ../samples/mq (QM4..QM7, command level 930, UNIX) state
 * every attribute of each type they hold, in dmpmqcfg's order: they give each set's order and most
 * of its keywords. IBM's MQSC reference (research/mq.md, addendum D) gives the rest. The pages read
 * are named per set by topic id, at https://www.ibm.com/docs/en/SSFKSJ_9.3.0/refadmin/<id>.html;
 * where the 9.3 English page was not in the index the copy read is named: "es"/"ja" (IBM's Spanish
 * or Japanese 9.3 page), "9.1" (…/SSFKSJ_9.1.0/…), "10.0" (…/ibm-mq/10.0.x?topic=…) and so on.
 * z/OS-only keywords (CMDSCOPE, QSGDISP, NLTYPE, DEFCDISP, INDXTYPE, STGCLASS, CFSTRUCT…), operational
 * commands and keywords later than command level 930 (CAPEXPRY, OTEL*, AUTHEVSC) are not listed.
 * Keywords no dump shows sit beside the keyword they replace (NOHARDENBO after HARDENBO, TARGQ after
 * TARGET) or after the dump's last attribute; dmpmqcfg's place for them is not known. */
#include "model/mq/mq.h"
#include "model/hash.h"

#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

/* The table, one list in dmpmqcfg's order: SET(object) opens the set of a kind id or record type;
 * RO(attribute) is a read-only attribute, which dmpmqcfg writes as a `*  ATTR(x)` comment line. */
#define SET(object) "=" object
#define RO(attribute) "*" attribute

static const char *const table[] = {
    /* ALTER QMGR, all from the dumps. The part of the ALTER QMGR diagram read (q085320_, ACCTCONO to
     * CONFIGEV) has no other keyword outside z/OS; for the rest the -a dumps are taken as complete. */
    SET("QMGR"), "ACCTCONO", "ACCTINT", "ACCTMQI", "ACCTQ", "ACTIVREC", "ACTVCONO", "ACTVTRC",
    RO("ADVCAP"), RO("ALTDATE"), RO("ALTTIME"), RO("AMQPCAP"), "AUTHOREV", "CCSID", "CERTLABL",
    "CERTVPOL", "CHAD", "CHADEV", "CHADEXIT", "CHLEV", "CHLAUTH", "CLWLDATA", "CLWLEXIT", "CLWLLEN",
    "CLWLMRUC", "CLWLUSEQ", "CMDEV", RO("CMDLEVEL"), RO("COMMANDQ"), "CONFIGEV", "CONNAUTH",
    RO("CRDATE"), RO("CRTIME"), "CUSTOM", "DEADQ", "DEFCLXQ", "DEFXMITQ", "DESCR", RO("DISTL"),
    "IMGINTVL", "IMGLOGLN", "IMGRCOVO", "IMGRCOVQ", "IMGSCHED", "INHIBTEV", "INITKEY", "IPADDRV",
    "LOCALEV", "LOGGEREV", "MARKINT", "MAXHANDS", "MAXMSGL", "MAXPROPL", RO("MAXPRTY"), "MAXUMSGS",
    "MONACLS", "MONCHL", "MONQ", "PARENT", "PERFMEV", RO("PLATFORM"), "PSMODE", "PSCLUS", "PSNPMSG",
    "PSNPRES", "PSRTYCNT", "PSSYNCPT", RO("QMID"), "REMOTEEV", "REPOS", "REPOSNL", "REVDNS",
    "ROUTEREC", "SCHINIT", "SCMDSERV", RO("SPLCAP"), "SSLCRLNL", "SSLCRYP", "SSLEV", "SSLFIPS",
    "KEYRPWD", "SSLKEYR", "SSLRKEYC", "STATACLS", "STATCHL", "STATINT", "STATMQI", "STATQ",
    "STRSTPEV", "SUITEB", RO("SYNCPT"), "TREELIFE", "TRIGINT", RO("VERSION"), RO("XRCAP"), "FORCE",
    /* DEFINE/ALTER QLOCAL: the dumps; NOHARDENBO and FORCE from ALTER QLOCAL (q085350_, ja);
     * NOREPLACE and LIKE from DEFINE QLOCAL (research/mq.md §3, S12) and the ALTER queues matrix
     * (q085330_, 9.2: LIKE on all four queue types, FORCE on all but QMODEL). */
    SET("QLOCAL"), "ACCTQ", RO("ALTDATE"), RO("ALTTIME"), "BOQNAME", "BOTHRESH", "CLUSNL",
    "CLUSTER", "CLCHNAME", "CLWLPRTY", "CLWLRANK", "CLWLUSEQ", RO("CRDATE"), RO("CRTIME"),
    RO("CURDEPTH"), "CUSTOM", "DEFBIND", "DEFPRTY", "DEFPSIST", "DEFPRESP", "DEFREADA", "DEFSOPT",
    RO("DEFTYPE"), "DESCR", "DISTL", "GET", "HARDENBO", "NOHARDENBO", "IMGRCOVQ", "INITQ",
    RO("IPPROCS"), "MAXDEPTH", "MAXMSGL", "MAXFSIZE", "MONQ", "MSGDLVSQ", "NOTRIGGER", "TRIGGER",
    "NPMCLASS", RO("OPPROCS"), "PROCESS", "PUT", "PROPCTL", "QDEPTHHI", "QDEPTHLO", "QDPHIEV",
    "QDPLOEV", "QDPMAXEV", "QSVCIEV", "QSVCINT", "RETINTVL", "SCOPE", "SHARE", "NOSHARE", "STATQ",
    "STREAMQ", "STRMQOS", "TRIGDATA", "TRIGDPTH", "TRIGMPRI", "TRIGTYPE", "USAGE", "REPLACE",
    "NOREPLACE", "LIKE", "FORCE",
    /* DEFINE/ALTER QMODEL: the dumps; NOHARDENBO and TRIGGER from ALTER QMODEL (10.0, topic
     * settings-alter-qmodel: no FORCE); LIKE (q085330_) and NOREPLACE, which the DEFINE queues share
     * in one "define attrs" block (read on DEFINE QALIAS, q085700_, 9.1). */
    SET("QMODEL"), "ACCTQ", RO("ALTDATE"), RO("ALTTIME"), "BOQNAME", "BOTHRESH", "CLCHNAME",
    RO("CRDATE"), RO("CRTIME"), "CUSTOM", "DEFPRTY", "DEFPSIST", "DEFPRESP", "DEFREADA", "DEFSOPT",
    "DEFTYPE", "DESCR", "DISTL", "GET", "HARDENBO", "NOHARDENBO", "IMGRCOVQ", "INITQ", "MAXDEPTH",
    "MAXMSGL", "MAXFSIZE", "MONQ", "MSGDLVSQ", "NOTRIGGER", "TRIGGER", "NPMCLASS", "PROCESS", "PUT",
    "PROPCTL", "QDEPTHHI", "QDEPTHLO", "QDPHIEV", "QDPLOEV", "QDPMAXEV", "QSVCIEV", "QSVCINT",
    "RETINTVL", "SHARE", "NOSHARE", "STATQ", "STREAMQ", "STRMQOS", "TRIGDATA", "TRIGDPTH",
    "TRIGMPRI", "TRIGTYPE", "USAGE", "REPLACE", "NOREPLACE", "LIKE",
    /* DEFINE/ALTER QALIAS: the dumps; TARGQ, the older synonym of TARGET (a row of q085330_, 9.2;
     * ALTER QALIAS q085340_, note 5); NOREPLACE and LIKE (DEFINE QALIAS q085700_, 9.1); FORCE
     * (q085330_: "applies only to the ALTER command on alias, local and remote queues"). */
    SET("QALIAS"), RO("ALTDATE"), RO("ALTTIME"), "TARGET", "TARGQ", "CLUSNL", "CLUSTER", "CLWLPRTY",
    "CLWLRANK", "CUSTOM", "DEFBIND", "DEFPRTY", "DEFPSIST", "DEFPRESP", "DEFREADA", "DESCR", "GET",
    "PUT", "PROPCTL", "SCOPE", "TARGTYPE", "REPLACE", "NOREPLACE", "LIKE", "FORCE",
    /* DEFINE/ALTER QREMOTE: the dumps; LIKE and FORCE (q085330_), NOREPLACE (as for QMODEL). */
    SET("QREMOTE"), RO("ALTDATE"), RO("ALTTIME"), "CLUSNL", "CLUSTER", "CLWLPRTY", "CLWLRANK",
    "CUSTOM", "DEFBIND", "DEFPRTY", "DEFPSIST", "DEFPRESP", "DESCR", "PUT", "RQMNAME", "RNAME",
    "SCOPE", "XMITQ", "REPLACE", "NOREPLACE", "LIKE", "FORCE",
    /* DEFINE NAMELIST (q085660_, 8.0; ALTER NAMELIST q085290_, es): the dumps, NOREPLACE, LIKE. */
    SET("NAMELIST"), RO("NAMCOUNT"), "NAMES", "DESCR", RO("ALTDATE"), RO("ALTTIME"), "REPLACE",
    "NOREPLACE", "LIKE",
    /* DEFINE PROCESS (10.0, topic reference-define-process-create-new-process-definition; ALTER
     * PROCESS q085300_, es): the dumps, NOREPLACE, LIKE. */
    SET("PROCESS"), "APPLTYPE", "APPLICID", "ENVRDATA", "USERDATA", "DESCR", RO("ALTDATE"),
    RO("ALTTIME"), "REPLACE", "NOREPLACE", "LIKE",
    /* Channels: CHLTYPE first, then the dumps' order, then NOREPLACE and LIKE, which the DEFINE
     * CHANNEL diagrams show for CLUSRCVR (q085600_), CLUSSDR (q085590_) and SVR (q085540_, all 9.2)
     * and CLNTCONN (ibm-mq/9.3.x?topic=channel-client-connection); SDR, RCVR, RQSTR and SVRCONN
     * share that DEFINE CHANNEL page (q085520_), whose diagrams for them were not read. */
    SET("CLUSRCVR"), "CHLTYPE", RO("ALTDATE"), RO("ALTTIME"), "BATCHHB", "BATCHINT", "BATCHLIM",
    "BATCHSZ", "CERTLABL", "CLUSNL", "CLUSTER", "CLWLPRTY", "CLWLRANK", "CLWLWGHT", "COMPHDR",
    "COMPMSG", "CONNAME", "CONVERT", "DESCR", "DISCINT", "HBINT", "KAINT", "LOCLADDR", "LONGRTY",
    "LONGTMR", "MAXMSGL", "MCANAME", "MCATYPE", "MCAUSER", "MODENAME", "MONCHL", "MRDATA", "MREXIT",
    "MRRTY", "MRTMR", "MSGDATA", "MSGEXIT", "NETPRTY", "NPMSPEED", "PROPCTL", "PUTAUT", "RCVDATA",
    "RCVEXIT", RO("RESETSEQ"), "SCYDATA", "SCYEXIT", "SENDDATA", "SENDEXIT", "SEQWRAP", "SHORTRTY",
    "SHORTTMR", "SSLCAUTH", "SSLCIPH", "SSLPEER", "STATCHL", "TPNAME", "TRPTYPE", "USEDLQ",
    "REPLACE", "NOREPLACE", "LIKE",
    SET("CLUSSDR"), "CHLTYPE", RO("ALTDATE"), RO("ALTTIME"), "BATCHHB", "BATCHINT", "BATCHLIM",
    "BATCHSZ", "CLUSNL", "CLUSTER", "CLWLPRTY", "CLWLRANK", "CLWLWGHT", "COMPHDR", "COMPMSG",
    "CONNAME", "CONVERT", "DESCR", "DISCINT", "HBINT", "KAINT", "LOCLADDR", "LONGRTY", "LONGTMR",
    "MAXMSGL", "MCANAME", "MCATYPE", "MCAUSER", "MODENAME", "MONCHL", "MSGDATA", "MSGEXIT",
    "NPMSPEED", "PASSWORD", "PROPCTL", "RCVDATA", "RCVEXIT", RO("RESETSEQ"), "SCYDATA", "SCYEXIT",
    "SENDDATA", "SENDEXIT", "SEQWRAP", "SHORTRTY", "SHORTTMR", "SSLCIPH", "SSLPEER", "STATCHL",
    "TPNAME", "TRPTYPE", "USEDLQ", "USERID", "REPLACE", "NOREPLACE", "LIKE",
    SET("SDR"), "CHLTYPE", RO("ALTDATE"), RO("ALTTIME"), "BATCHHB", "BATCHINT", "BATCHLIM",
    "BATCHSZ", "CERTLABL", "COMPHDR", "COMPMSG", "CONNAME", "CONVERT", "DESCR", "DISCINT", "HBINT",
    "KAINT", "LOCLADDR", "LONGRTY", "LONGTMR", "MAXMSGL", "MCANAME", "MCATYPE", "MCAUSER",
    "MODENAME", "MONCHL", "MSGDATA", "MSGEXIT", "NPMSPEED", "PASSWORD", "PROPCTL", "RCVDATA",
    "RCVEXIT", RO("RESETSEQ"), "SCYDATA", "SCYEXIT", "SENDDATA", "SENDEXIT", "SEQWRAP", "SHORTRTY",
    "SHORTTMR", "SSLCIPH", "SSLPEER", "STATCHL", "TPNAME", "TRPTYPE", "USEDLQ", "USERID", "XMITQ",
    "REPLACE", "NOREPLACE", "LIKE",
    SET("SVR"), "CHLTYPE", RO("ALTDATE"), RO("ALTTIME"), "BATCHHB", "BATCHINT", "BATCHLIM",
    "BATCHSZ", "CERTLABL", "COMPHDR", "COMPMSG", "CONNAME", "CONVERT", "DESCR", "DISCINT", "HBINT",
    "KAINT", "LOCLADDR", "LONGRTY", "LONGTMR", "MAXMSGL", "MCANAME", "MCATYPE", "MCAUSER",
    "MODENAME", "MONCHL", "MSGDATA", "MSGEXIT", "NPMSPEED", "PASSWORD", "PROPCTL", "RCVDATA",
    "RCVEXIT", RO("RESETSEQ"), "SCYDATA", "SCYEXIT", "SENDDATA", "SENDEXIT", "SEQWRAP", "SHORTRTY",
    "SHORTTMR", "SSLCAUTH", "SSLCIPH", "SSLPEER", "STATCHL", "TPNAME", "TRPTYPE", "USEDLQ",
    "USERID", "XMITQ", "REPLACE", "NOREPLACE", "LIKE",
    SET("RCVR"), "CHLTYPE", RO("ALTDATE"), RO("ALTTIME"), "BATCHSZ", "CERTLABL", "COMPHDR",
    "COMPMSG", "DESCR", "HBINT", "KAINT", "MAXMSGL", "MCAUSER", "MONCHL", "MRDATA", "MREXIT",
    "MRRTY", "MRTMR", "MSGDATA", "MSGEXIT", "NPMSPEED", "PUTAUT", "RCVDATA", "RCVEXIT",
    RO("RESETSEQ"), "SCYDATA", "SCYEXIT", "SENDDATA", "SENDEXIT", "SEQWRAP", "SSLCAUTH", "SSLCIPH",
    "SSLPEER", "STATCHL", "TRPTYPE", "USEDLQ", "REPLACE", "NOREPLACE", "LIKE",
    SET("RQSTR"), "CHLTYPE", RO("ALTDATE"), RO("ALTTIME"), "BATCHSZ", "CERTLABL", "COMPHDR",
    "COMPMSG", "CONNAME", "DESCR", "HBINT", "KAINT", "LOCLADDR", "MAXMSGL", "MCANAME", "MCATYPE",
    "MCAUSER", "MODENAME", "MONCHL", "MRDATA", "MREXIT", "MRRTY", "MRTMR", "MSGDATA", "MSGEXIT",
    "NPMSPEED", "PASSWORD", "PUTAUT", "RCVDATA", "RCVEXIT", RO("RESETSEQ"), "SCYDATA", "SCYEXIT",
    "SENDDATA", "SENDEXIT", "SEQWRAP", "SSLCAUTH", "SSLCIPH", "SSLPEER", "STATCHL", "TPNAME",
    "TRPTYPE", "USEDLQ", "USERID", "REPLACE", "NOREPLACE", "LIKE",
    SET("SVRCONN"), "CHLTYPE", RO("ALTDATE"), RO("ALTTIME"), "CERTLABL", "COMPHDR", "COMPMSG",
    "DESCR", "DISCINT", "HBINT", "KAINT", "MAXINST", "MAXINSTC", "MAXMSGL", "MCAUSER", "MONCHL",
    "RCVDATA", "RCVEXIT", "SCYDATA", "SCYEXIT", "SENDDATA", "SENDEXIT", "SHARECNV", "SSLCAUTH",
    "SSLCIPH", "SSLPEER", "TRPTYPE", "REPLACE", "NOREPLACE", "LIKE",
    SET("CLNTCONN"), "CHLTYPE", "AFFINITY", RO("ALTDATE"), RO("ALTTIME"), "CERTLABL", "CLNTWGHT",
    "COMPHDR", "COMPMSG", "CONNAME", "DEFRECON", "DESCR", "HBINT", "KAINT", "LOCLADDR", "MAXMSGL",
    "MODENAME", "PASSWORD", "QMNAME", "RCVDATA", "RCVEXIT", "SCYDATA", "SCYEXIT", "SENDDATA",
    "SENDEXIT", "SHARECNV", "SSLCIPH", "SSLPEER", "TPNAME", "TRPTYPE", "USERID", "REPLACE",
    "NOREPLACE", "LIKE",
    /* AMQP: the dumps only; LIKE and NOREPLACE could not be verified for AMQP channels. */
    SET("AMQP"), "CHLTYPE", RO("ALTDATE"), RO("ALTTIME"), "CERTLABL", "DESCR", "AMQPKA", "LOCLADDR",
    "MAXINST", "MAXMSGL", "MCAUSER", "PORT", "SSLCAUTH", "SSLCIPH", "SSLPEER", "TPROOT", "TMPMODEL",
    "TMPQPRFX", "USECLTID", "REPLACE",
    /* MQTT, which no dump holds: ALTER CHANNEL (MQTT) (q085260_, es) and DISPLAY CHANNEL (MQTT)
     * (q086050_, es), in their order after CHLTYPE. The DEFINE diagram (q085610_, 9.2 and 8.0) shows
     * neither LIKE nor REPLACE: left out. dmpmqcfg's order is not known. */
    SET("MQTT"), "CHLTYPE", "BACKLOG", "JAASCFG", "LOCLADDR", "MCAUSER", "PORT", "PROTOCOL",
    "SSLCAUTH", "SSLCIPH", "SSLKEYP", "SSLKEYR", "TRPTYPE", "USECLTID",
    /* AUTHINFO, its four AUTHTYPEs in one set: the dumps hold CRLLDAP, IDPWLDAP, IDPWOS and OCSP,
     * each with every attribute of its type; NOREPLACE and LIKE (DEFINE AUTHINFO q085490_, 8.0). */
    SET("AUTHINFO"), "AUTHTYPE", "ADOPTCTX", "DESCR", "CONNAME", "CHCKCLNT", "CHCKLOCL", "CLASSGRP",
    "CLASSUSR", "FAILDLAY", "FINDGRP", "BASEDNG", "BASEDNU", "LDAPUSER", "LDAPPWD", "SHORTUSR",
    "GRPFIELD", "USRFIELD", "AUTHORMD", "NESTGRP", "SECCOMM", "AUTHENMD", "OCSPURL", RO("ALTDATE"),
    RO("ALTTIME"), "REPLACE", "NOREPLACE", "LIKE",
    /* DEFINE LISTENER (q085630_): the dumps (TCP listeners), the LU62, NETBIOS and SPX attributes
     * of Windows before DESCR, NOREPLACE, LIKE. */
    SET("LISTENER"), "TRPTYPE", "CONTROL", "PORT", "IPADDR", "BACKLOG", "ADAPTER", "COMMANDS",
    "LOCLNAME", "NTBNAMES", "SESSIONS", "SOCKET", "TPNAME", "DESCR", RO("ALTDATE"), RO("ALTTIME"),
    "REPLACE", "NOREPLACE", "LIKE",
    /* DEFINE SERVICE (q085740_, SSFKSJ_latest): the dumps, NOREPLACE, LIKE. */
    SET("SERVICE"), "CONTROL", "SERVTYPE", "STARTCMD", "STARTARG", "STOPCMD", "STOPARG", "STDOUT",
    "STDERR", "DESCR", RO("ALTDATE"), RO("ALTTIME"), "REPLACE", "NOREPLACE", "LIKE",
    /* DEFINE COMMINFO (q085620_, 9.4): the dumps, NOREPLACE, LIKE. */
    SET("COMMINFO"), "TYPE", "DESCR", RO("ALTDATE"), RO("ALTTIME"), "BRIDGE", "CCSID", "COMMEV",
    "ENCODING", "GRPADDR", "MCHBINT", "MCPROP", "MONINT", "MSGHIST", "NSUBHIST", "PORT", "REPLACE",
    "NOREPLACE", "LIKE",
    /* DEFINE TOPIC (q085770_, 9.4): the dumps, NOREPLACE, LIKE. */
    SET("TOPIC"), "TYPE", "TOPICSTR", "DESCR", "CLUSTER", "CLROUTE", "DURSUB", "PUB", "SUB",
    "DEFPSIST", "DEFPRTY", "DEFPRESP", RO("ALTDATE"), RO("ALTTIME"), "PMSGDLV", "NPMSGDLV",
    "PUBSCOPE", "SUBSCOPE", "PROXYSUB", "WILDCARD", "MDURMDL", "MNDURMDL", "MCAST", "COMMINFO",
    "USEDLQ", "CUSTOM", "REPLACE", "NOREPLACE", "LIKE",
    /* DEFINE SUB (q085760_, 8.0 and 9.2: NOREPLACE; LIKE from "Copying a local subscription
     * definition", SSFKSJ_9.3.0/administer/q020940_): the dumps, NOREPLACE, LIKE. */
    SET("SUB"), "TOPICSTR", "TOPICOBJ", RO("DISTYPE"), "DEST", "DESTQMGR", "PUBAPPID", "SELECTOR",
    RO("SELTYPE"), "USERDATA", "PUBACCT", "DESTCORL", "DESTCLAS", RO("DURABLE"), "EXPIRY", "PSPROP",
    "PUBPRTY", "REQONLY", "SUBSCOPE", "SUBLEVEL", RO("SUBTYPE"), "VARUSER", "WSCHEMA", "SUBUSER",
    RO("CRDATE"), RO("CRTIME"), RO("ALTDATE"), RO("ALTTIME"), "REPLACE", "NOREPLACE", "LIKE",
    /* SET AUTHREC (q086620_, 9.1; DISPLAY AUTHREC q086000_, es): the dumps, PRINCIPAL
     * (said instead of GROUP) before GROUP, AUTHRMV, SERVCOMP. */
    SET("AUTHREC"), "PROFILE", "PRINCIPAL", "GROUP", "OBJTYPE", "AUTHADD", "AUTHRMV", "SERVCOMP",
    /* SET CHLAUTH (q086630_, 9.4 and 8.0; DISPLAY CHLAUTH q086070_, es): the dumps (ADDRESSMAP and
     * BLOCKUSER rules), then the attributes of the other rule types after WARN. */
    SET("CHLAUTH"), "TYPE", "DESCR", "CUSTOM", "ADDRESS", "USERSRC", "CHCKCLNT", "USERLIST", "WARN",
    "ADDRLIST", "CLNTUSER", "QMNAME", "MCAUSER", "SSLPEER", "SSLCERTI", RO("ALTDATE"),
    RO("ALTTIME"), "ACTION",
    /* SET POLICY (AMS; q120800_, es) in its syntax diagram's order: no dump holds a policy. */
    SET("POLICY"), "SIGNALG", "ENCALG", "SIGNER", "RECIP", "ENFORCE", "TOLERATE", "KEYREUSE",
    "ACTION",
};

enum {
    TABLE_LEN = sizeof table / sizeof table[0],
    MAX_SETS = 32,     /* more than the SET() lines of the table */
    INDEX_SLOTS = 4096 /* a power of two, over three times TABLE_LEN */
};
_Static_assert(INDEX_SLOTS > 3 * TABLE_LEN, "the keyword index must stay sparse");

/* One set: the public view first, so that a set handed out by mq_keywords() leads back here. */
struct kw_set {
    struct mq_keyword_set pub;
    unsigned index; /* in sets[] */
    unsigned nkw;   /* keywords; read-only attributes follow them in mq_keyword_pos() */
    unsigned nro;
};

/* One keyword or read-only attribute of one set. */
struct kw_entry {
    const char *word;  /* upper case, without the RO mark */
    uint16_t set;      /* index in sets[] */
    uint16_t pos;      /* mq_keyword_pos() */
    uint16_t dump_pos; /* mq_keyword_dump_pos() */
    uint8_t len;       /* strlen(word) */
};

static struct kw_set sets[MAX_SETS];
static unsigned nsets;
static const char *lists[2 * TABLE_LEN]; /* each set's keywords and readonly, NULL-terminated */
static struct kw_entry entries[TABLE_LEN];
static uint16_t slots[INDEX_SLOTS]; /* entry index + 1, by hash of (set, word); 0: free */
static size_t longest;              /* length of the longest word in the table */
static pthread_once_t built = PTHREAD_ONCE_INIT;

static unsigned char upper(unsigned char c)
{
    return c >= 'a' && c <= 'z' ? (unsigned char)(c - 'a' + 'A') : c;
}

/* FNV-1a over the set index and the upper-cased word; *len gets the word's length. */
static uint32_t word_hash(unsigned set, const char *word, size_t *len)
{
    uint32_t h = (HASH32_SEED ^ set) * HASH32_PRIME;
    size_t n = 0;
    for (; word[n]; n++)
        h = hash32_step(h, (unsigned char)upper((unsigned char)word[n]));
    *len = n;
    return h;
}

static void index_entry(unsigned e)
{
    size_t len;
    uint32_t h = word_hash(entries[e].set, entries[e].word, &len);
    while (slots[h & (INDEX_SLOTS - 1)])
        h++;
    slots[h & (INDEX_SLOTS - 1)] = (uint16_t)(e + 1);
    if (len > longest)
        longest = len;
}

/* Lays out the set whose SET() line is table[t] and indexes its words; returns the table index
 * after its last word. *next_list and *next_entry advance past what it used. */
static size_t build_set(size_t t, size_t *next_list, unsigned *next_entry)
{
    struct kw_set *s = &sets[nsets];
    size_t end = t + 1;
    s->index = nsets++;
    s->nkw = s->nro = 0;
    for (; end < TABLE_LEN && table[end][0] != '='; end++) {
        if (table[end][0] == '*')
            s->nro++;
        else
            s->nkw++;
    }
    const char **kw = &lists[*next_list], **ro = kw + s->nkw + 1;
    *next_list += s->nkw + s->nro + 2;
    unsigned k = 0, r = 0;
    for (size_t i = t + 1; i < end; i++) {
        struct kw_entry *e = &entries[*next_entry];
        bool is_ro = table[i][0] == '*';
        e->word = table[i] + is_ro;
        e->set = (uint16_t)s->index;
        e->pos = (uint16_t)(is_ro ? s->nkw + r : k);
        e->dump_pos = (uint16_t)(i - t - 1);
        e->len = (uint8_t)strlen(e->word);
        if (is_ro)
            ro[r++] = e->word;
        else
            kw[k++] = e->word;
        index_entry((*next_entry)++);
    }
    kw[k] = ro[r] = NULL;
    s->pub.object = table[t] + 1;
    s->pub.keywords = kw;
    s->pub.readonly = ro;
    return end;
}

static void build(void)
{
    size_t next_list = 0;
    unsigned next_entry = 0;
    for (size_t t = 0; t < TABLE_LEN && nsets < MAX_SETS;)
        t = build_set(t, &next_list, &next_entry);
}

const struct mq_keyword_set *mq_keywords(const char *object)
{
    if (!object)
        return NULL;
    pthread_once(&built, build);
    for (unsigned i = 0; i < nsets; i++)
        if (strcasecmp(sets[i].pub.object, object) == 0)
            return &sets[i].pub;
    return NULL;
}

const struct mq_keyword_set *mq_keyword_set_at(size_t i)
{
    pthread_once(&built, build);
    return i < nsets ? &sets[i].pub : NULL;
}

/* The entry of word in set (case-insensitive), or NULL. */
static const struct kw_entry *find(const struct mq_keyword_set *set, const char *word)
{
    if (!set || !word)
        return NULL;
    const struct kw_set *s = (const struct kw_set *)set;
    size_t len;
    uint32_t h = word_hash(s->index, word, &len);
    if (len > longest)
        return NULL;
    for (uint16_t e; (e = slots[h & (INDEX_SLOTS - 1)]) != 0; h++) {
        const struct kw_entry *x = &entries[e - 1];
        if (x->set == s->index && x->len == len && strncasecmp(x->word, word, len) == 0)
            return x;
    }
    return NULL;
}

int mq_keyword_pos(const struct mq_keyword_set *set, const char *keyword)
{
    const struct kw_entry *e = find(set, keyword);
    return e ? e->pos : -1;
}

int mq_keyword_dump_pos(const struct mq_keyword_set *set, const char *keyword)
{
    const struct kw_entry *e = find(set, keyword);
    return e ? e->dump_pos : -1;
}

enum { MAX_EDITS = 2, MAX_WORD = 32 };

/* Optimal-string-alignment distance (Damerau: insert, delete, substitute, swap two neighbours)
 * between the upper-case words a and b, both shorter than MAX_WORD. */
static unsigned edit_distance(const char *a, size_t la, const char *b, size_t lb)
{
    unsigned d[MAX_WORD + 1][MAX_WORD + 1];
    for (size_t i = 0; i <= la; i++)
        d[i][0] = (unsigned)i;
    for (size_t j = 0; j <= lb; j++)
        d[0][j] = (unsigned)j;
    for (size_t i = 1; i <= la; i++)
        for (size_t j = 1; j <= lb; j++) {
            unsigned best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < best)
                best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            bool swapped = i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1];
            if (swapped && d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    return d[la][lb];
}

const char *mq_keyword_nearest(const struct mq_keyword_set *set, const char *word)
{
    if (!set || !word)
        return NULL;
    char w[MAX_WORD];
    size_t lw = strlen(word);
    if (lw == 0 || lw > longest + MAX_EDITS || lw >= MAX_WORD)
        return NULL;
    for (size_t i = 0; i < lw; i++)
        w[i] = (char)upper((unsigned char)word[i]);
    const char *best = NULL;
    unsigned best_d = MAX_EDITS + 1;
    const char *const *lists_of[2] = {set->keywords, set->readonly};
    for (int l = 0; l < 2; l++)
        for (const char *const *k = lists_of[l]; *k; k++) {
            size_t lk = strlen(*k);
            if (lk + MAX_EDITS < lw || lw + MAX_EDITS < lk)
                continue;
            unsigned d = edit_distance(w, lw, *k, lk);
            if (d < best_d) {
                best_d = d;
                best = *k;
            }
        }
    return best;
}

bool mq_keyword_zos_only(const char *keyword)
{
    /* IBM's MQSC reference marks these "valid only on z/OS" (DEFINE QLOCAL q085710_ notes 1 and 2,
     * DEFINE NAMELIST, ALTER QMGR, the CMDSCOPE of every command) */
    static const char *const zos[] = {"CMDSCOPE", "QSGDISP", "STGCLASS", "CFSTRUCT", "INDXTYPE", "NLTYPE",
                                      "DEFCDISP", "CHLDISP", "SSLKEYRC", "GROUPUR", "IGQ", "IGQAUT",
                                      "IGQUSER", "SQQMNAME", "EXPRYINT", "OPORTMIN", "OPORTMAX", NULL};
    for (size_t i = 0; zos[i]; i++)
        if (strcasecmp(zos[i], keyword) == 0)
            return true;
    return false;
}

bool mq_keyword_secret(const char *keyword)
{
    /* ALTER QMGR KEYRPWD (the key repository's password), DEFINE CHANNEL PASSWORD, DEFINE AUTHINFO
     * LDAPPWD: the MQSC reference's password and key attributes */
    /* by the first letter first: an export asks this of every parameter it writes */
    switch (keyword[0]) {
    case 'K': case 'k':
        return strcasecmp(keyword, "KEYRPWD") == 0;
    case 'P': case 'p':
        return strcasecmp(keyword, "PASSWORD") == 0;
    case 'L': case 'l':
        return strcasecmp(keyword, "LDAPPWD") == 0;
    default:
        return false;
    }
}
