/* model/mq/mq_extra.c — the MQSC keywords of each modelled kind that the schema table does not
 * model (MCAUSER, SSLCIPH, MAXMSGL…), as attribute rows of their own for the entry panels and the
 * lists (system_def.extra_attrs): their values stay verbatim parameters, in MQSC's own spelling,
 * and are read and written through mq_param_value and mq_param_text; mq_value_problem checks them
 * with the keyword value table (mq_keyword_value_problem). See mq.h.
 *
 * Sources: the keyword sets of mq_keywords.c (which say what DEFINE takes and what only DISPLAY
 * shows, dmpmqcfg's `*  ATTR(x)` lines) and the value rows of mq_keyword_values.c, both from IBM's
 * MQSC reference at command level 930 (research/mq.md §3 table D); quoting as in research/mq.md §3
 * ("everything between single quotes is kept as written, a doubled quote is one quote, unquoted text
 * is folded to upper case"). */
#include "model/mq/mq.h"
#include "model/mq/mq_docs.h"

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Keywords of the sets that are no attribute: the command's own words and CHLTYPE, which the
 * kind is. The other keywords without parentheses come in pairs, X and NOX (TRIGGER and
 * NOTRIGGER), each pair one attribute (attr_def.off). */
static const char *const not_attrs[] = {"CHLTYPE", "REPLACE", "NOREPLACE", "LIKE", "FORCE", NULL};

/* The pairs of keywords without value, as a YES/NO choice: label, and what each says. Sources
 * (mq_docs.h): MQDOC_TRIGGERCONTROL (MQTC_ON, trigger messages are written to the initiation queue
 * when the trigger events occur; MQTC_OFF, none are, and TriggerType does not matter) and
 * MQDOC_DEFINE_QLOCAL for HARDENBO and SHARE. */
static const struct {
    const char *keyword, *off, *label;
    struct attr_choice choices[3];
} pairs[] = {
    {"TRIGGER", "NOTRIGGER", "Trigger",
     {{"YES", "TRIGGER: trigger messages go to the initiation queue when a trigger event occurs"},
      {"NO", "NOTRIGGER: no trigger messages are written for this queue; TRIGTYPE does not matter"},
      {NULL, NULL}}},
    {"HARDENBO", "NOHARDENBO", "Harden backout count",
     {{"YES", "HARDENBO: the backout count of a message is kept across a restart of the queue manager"},
      {"NO", "NOHARDENBO: the backout count may be lower after a restart"},
      {NULL, NULL}}},
    {"SHARE", "NOSHARE", "Shareable",
     {{"YES", "SHARE: several applications can open the queue for input at once"},
      {"NO", "NOSHARE: one application at a time can open the queue for input"},
      {NULL, NULL}}},
};

/* Panel labels of the commonest keywords, in our words after the attribute names of IBM's
 * "Channel attributes" (q081640_), "Attributes of queues" and "Queue manager attributes" pages
 * (IBM MQ 9.3, Configuring), one for every keyword of the modelled kinds' sets (mq_keywords.c); a
 * keyword without one is labelled with itself. Sorted by keyword. */
static const struct {
    const char *keyword, *label;
} labels[] = {
    {"ACCTCONO", "Accounting override"}, {"ACCTINT", "Accounting interval"},
    {"ACCTMQI", "MQI accounting"},       {"ACCTQ", "Accounting data"},
    {"ACTIVREC", "Activity recording"},  {"ACTVCONO", "Trace override"},
    {"ACTVTRC", "Activity trace"},       {"ADVCAP", "Advanced capability"},
    {"AFFINITY", "Connection affinity"}, {"ALTDATE", "Alter date"},
    {"ALTTIME", "Alter time"},           {"AMQPCAP", "AMQP capability"},
    {"AMQPKA", "AMQP keepalive"},        {"AUTHOREV", "Authority events"},
    {"BACKLOG", "Connection backlog"},   {"BATCHHB", "Batch heartbeat"},
    {"BATCHINT", "Batch interval"},      {"BATCHLIM", "Batch limit"},
    {"BATCHSZ", "Batch size"},           {"BOQNAME", "Backout requeue queue"},
    {"BOTHRESH", "Backout threshold"},   {"CCSID", "Coded character set"},
    {"CERTLABL", "Certificate label"},   {"CERTVPOL", "Certificate validation"},
    {"CHAD", "Channel auto-definition"}, {"CHADEV", "Auto-definition events"},
    {"CHADEXIT", "Auto-definition exit"},
    {"CHLAUTH", "Channel auth records"},
    {"CHLEV", "Channel events"},         {"CLNTWGHT", "Client channel weight"},
    {"CMDEV", "Command events"},         {"CMDLEVEL", "Command level"},
    {"COMMANDQ", "Command queue"},       {"COMPHDR", "Header compression"},
    {"COMPMSG", "Message compression"},  {"CONFIGEV", "Configuration events"},
    {"CONNAUTH", "Connection auth info"},
    {"CONVERT", "Convert messages"},
    {"CRDATE", "Creation date"},         {"CRTIME", "Creation time"},
    {"CURDEPTH", "Current depth"},       {"CUSTOM", "Custom attribute"},
    {"DEADQ", "Dead-letter queue"},      {"DEFCLXQ", "Default cluster XMITQ"},
    {"DEFPRESP", "Default put response"},
    {"DEFPRTY", "Default priority"},
    {"DEFPSIST", "Default persistence"}, {"DEFREADA", "Default read ahead"},
    {"DEFRECON", "Default reconnect"},   {"DEFSOPT", "Default share option"},
    {"DEFTYPE", "Definition type"},      {"DEFXMITQ", "Default transmit queue"},
    {"DISCINT", "Disconnect interval"},  {"DISTL", "Distribution lists"},
    {"GET", "Get enabled"},              {"HBINT", "Heartbeat interval"},
    {"IMGINTVL", "Image interval"},      {"IMGLOGLN", "Image log length"},
    {"IMGRCOVO", "Recoverable objects"}, {"IMGRCOVQ", "Recoverable queues"},
    {"IMGSCHED", "Image schedule"},      {"INHIBTEV", "Inhibit events"},
    {"INITKEY", "Initial key"},          {"INITQ", "Initiation queue"},
    {"IPADDRV", "IP address version"},   {"IPPROCS", "Input handles"},
    {"JAASCFG", "JAAS configuration"},   {"KAINT", "Keepalive interval"},
    {"KEYRPWD", "Key repository password"},
    {"LOCALEV", "Local events"},
    {"LOCLADDR", "Local address"},       {"LOGGEREV", "Logger events"},
    {"LONGRTY", "Long retry count"},     {"LONGTMR", "Long retry interval"},
    {"MARKINT", "Browse mark interval"}, {"MAXDEPTH", "Maximum depth"},
    {"MAXFSIZE", "Maximum file size"},   {"MAXHANDS", "Maximum handles"},
    {"MAXINST", "Maximum instances"},    {"MAXINSTC", "Instances per client"},
    {"MAXMSGL", "Maximum message length"},
    {"MAXPROPL", "Maximum property length"},
    {"MAXPRTY", "Maximum priority"},     {"MAXUMSGS", "Maximum uncommitted"},
    {"MCANAME", "MCA name"},             {"MCATYPE", "MCA type"},
    {"MCAUSER", "MCA user ID"},          {"MODENAME", "LU 6.2 mode name"},
    {"MONACLS", "Auto CLUSSDR monitoring"},
    {"MONCHL", "Channel monitoring"},
    {"MONQ", "Queue monitoring"},        {"MRDATA", "Message-retry exit data"},
    {"MREXIT", "Message-retry exit"},    {"MRRTY", "Message retry count"},
    {"MRTMR", "Message retry interval"}, {"MSGDATA", "Message exit data"},
    {"MSGDLVSQ", "Delivery sequence"},   {"MSGEXIT", "Message exit"},
    {"NAMCOUNT", "Number of names"},     {"NPMCLASS", "Nonpersistent class"},
    {"NPMSPEED", "Nonpersistent speed"}, {"OPPROCS", "Output handles"},
    {"PARENT", "Parent queue manager"},  {"PASSWORD", "Password"},
    {"PERFMEV", "Performance events"},   {"PLATFORM", "Platform"},
    {"PORT", "Port"},                    {"PROCESS", "Process name"},
    {"PROPCTL", "Property control"},     {"PROTOCOL", "Protocols"},
    {"PSCLUS", "Clustered pub/sub"},     {"PSMODE", "Pub/sub mode"},
    {"PSNPMSG", "Undeliverable NP msgs"},
    {"PSNPRES", "Undeliverable NP reply"},
    {"PSRTYCNT", "Pub/sub retry count"}, {"PSSYNCPT", "Pub/sub syncpoint"},
    {"PUTAUT", "Put authority"},         {"QDEPTHHI", "Depth high limit"},
    {"QDEPTHLO", "Depth low limit"},     {"QDPHIEV", "Depth high events"},
    {"QDPLOEV", "Depth low events"},     {"QDPMAXEV", "Depth full events"},
    {"QMID", "Queue manager ID"},        {"QMNAME", "Queue manager name"},
    {"QSVCIEV", "Service interval event"},
    {"QSVCINT", "Service interval"},
    {"RCVDATA", "Receive exit data"},    {"RCVEXIT", "Receive exit"},
    {"REMOTEEV", "Remote events"},       {"RESETSEQ", "Pending reset sequence"},
    {"RETINTVL", "Retention interval"},  {"REVDNS", "Reverse DNS lookup"},
    {"ROUTEREC", "Trace-route recording"},
    {"SCHINIT", "Start channel initiator"},
    {"SCMDSERV", "Start command server"},
    {"SCOPE", "Queue scope"},
    {"SCYDATA", "Security exit data"},   {"SCYEXIT", "Security exit"},
    {"SENDDATA", "Send exit data"},      {"SENDEXIT", "Send exit"},
    {"SEQWRAP", "Sequence number wrap"}, {"SHARECNV", "Sharing conversations"},
    {"SHORTRTY", "Short retry count"},   {"SHORTTMR", "Short retry interval"},
    {"SPLCAP", "Policy capability"},
    {"SSLCAUTH", "TLS client auth"},
    {"SSLCIPH", "TLS CipherSpec"},       {"SSLCRLNL", "TLS CRL namelist"},
    {"SSLCRYP", "TLS crypto hardware"},  {"SSLEV", "TLS events"},
    {"SSLFIPS", "FIPS algorithms only"}, {"SSLKEYP", "TLS key passphrase"},
    {"SSLKEYR", "TLS key repository"},   {"SSLPEER", "TLS peer name"},
    {"SSLRKEYC", "TLS key reset count"}, {"STATACLS", "Auto CLUSSDR statistics"},
    {"STATCHL", "Channel statistics"},   {"STATINT", "Statistics interval"},
    {"STATMQI", "MQI statistics"},       {"STATQ", "Queue statistics"},
    {"STREAMQ", "Streaming queue"},      {"STRMQOS", "Streaming quality"},
    {"STRSTPEV", "Start/stop events"},   {"SUITEB", "Suite B strength"},
    {"SYNCPT", "Syncpoint available"},   {"TARGQ", "Target queue"},
    {"TARGTYPE", "Target type"},         {"TMPMODEL", "Temporary model queue"},
    {"TMPQPRFX", "Temporary queue prefix"},
    {"TPNAME", "LU 6.2 program name"},
    {"TPROOT", "Topic root"},            {"TREELIFE", "Topic tree lifetime"},
    {"TRIGDATA", "Trigger data"},        {"TRIGDPTH", "Trigger depth"},
    {"TRIGINT", "Trigger interval"},     {"TRIGMPRI", "Trigger msg priority"},
    {"TRIGTYPE", "Trigger type"},        {"USECLTID", "Use client ID"},
    {"USEDLQ", "Use dead-letter queue"}, {"USERID", "LU 6.2 user ID"},
    {"VERSION", "Version"},              {"XMITQ", "Transmission queue"},
    {"XRCAP", "Telemetry capability"},
};

/* The label of keyword kw: from labels[], else kw itself. */
static const char *label_of(const char *kw)
{
    size_t lo = 0, hi = sizeof labels / sizeof labels[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(labels[mid].keyword, kw);
        if (c == 0)
            return labels[mid].label;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return kw;
}

struct extra_set {
    struct attr_def *rows;
    size_t n;
};

static struct extra_set sets[MQ_NKINDS];
static pthread_once_t built = PTHREAD_ONCE_INIT;

static bool listed(const char *const *list, const char *kw)
{
    for (; *list; list++)
        if (strcmp(*list, kw) == 0)
            return true;
    return false;
}

/* "the length of a text", "an integer from 0 to 999999999 or NOLIMIT"… for the help of row a. */
static void describe(const struct attr_def *a, const struct attr_def *typed, char *out, size_t n)
{
    size_t at = 0;
    if (!typed)
        snprintf(out, n, "MQSC text as the command takes it (quotes included): the keyword table gives it no type, so "
                         "the value is kept as typed and only checked to stay inside its parentheses");
    else if (a->type == AT_INT) {
        at = (size_t)snprintf(out, n, "an integer from %lld to %lld", a->min, a->max);
        for (const struct attr_choice *c = a->choices; c && c->value && at < n; c++)
            at += (size_t)snprintf(out + at, n - at, " or %s", c->value);
    } else if (a->type == AT_ENUM) {
        at = (size_t)snprintf(out, n, "one of");
        for (const struct attr_choice *c = a->choices; c && c->value && at < n; c++)
            at += (size_t)snprintf(out + at, n - at, " %s", c->value);
    } else {
        snprintf(out, n, "text of at most %lld bytes, kept in its case", a->max);
    }
}

/* Fills row a for keyword kw of kind (ro: a read-only value); false when memory runs out. */
static bool make_row(struct attr_def *a, const struct kind_def *kind, const char *kw, bool ro)
{
    struct attr_def typed = {0};
    bool has_type = !ro && mq_keyword_value_row(kind->id, kw, &typed);
    *a = (struct attr_def){.kinds = UINT64_C(1) << kind->index, .key = kw, .native = kw, .label = label_of(kw),
                           .type = AT_TEXT, .flags = AF_VERBATIM | (ro ? AF_READONLY : 0u)};
    if (has_type) {
        a->type = typed.type;
        a->min = typed.min;
        a->max = typed.max;
        a->choices = typed.choices;
        a->flags |= a->type == AT_TEXT ? AF_QUOTED : AF_FOLD;
    }
    if (mq_keyword_secret(kw))
        a->flags |= AF_SECRET;
    char what[400], help[800], cmd[48], src[1024];
    describe(a, has_type ? &typed : NULL, what, sizeof what);
    snprintf(cmd, sizeof cmd, "%s %s", kind->flags & KF_TOP ? "ALTER" : "DEFINE", kind->native);
    if (ro)
        snprintf(help, sizeof help, "%s (%s) is a value MQ shows (DISPLAY, and dmpmqcfg as a comment line) "
                 "but %s does not take: kept as the dump gave it and written back as a comment; read "
                 "only.", a->label, kw, cmd);
    else
        snprintf(help, sizeof help, "%s (%s), a keyword of %s. It takes %s. Empty, it states nothing: "
                 "MQ's default (or the LIKE object's value) applies.", a->label, kw, cmd, what);
    const char *doc = kind->flags & KF_TOP ? MQDOC_ALTER_QMGR
                      : strcmp(kind->native, "CHANNEL") == 0 ? MQDOC_DEFINE_CHANNEL
                      : strcmp(kind->native, "NAMELIST") == 0 ? MQDOC_DEFINE_NAMELIST
                      : MQDOC_ALTER_QUEUES;
    snprintf(src, sizeof src, "%s%s%s", doc, has_type && typed.source ? "; " : "",
             has_type && typed.source ? typed.source : "");
    a->help = strdup(help);
    a->source = strdup(src);
    return a->help && a->source;
}

/* The pair kw is a keyword of (its YES or its NO keyword, *off saying which), or -1. */
static int pair_of(const char *kw, bool *off)
{
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        if (strcmp(pairs[i].keyword, kw) == 0 || strcmp(pairs[i].off, kw) == 0) {
            *off = strcmp(pairs[i].off, kw) == 0;
            return (int)i;
        }
    return -1;
}

const char *mq_keyword_pair_other(const char *kw)
{
    bool off = false;
    int i = pair_of(kw, &off);
    return i < 0 ? NULL : off ? pairs[i].keyword : pairs[i].off;
}

/* Fills row a for pair i of kind; false when memory runs out. */
static bool make_pair(struct attr_def *a, const struct kind_def *kind, int i)
{
    *a = (struct attr_def){.kinds = UINT64_C(1) << kind->index, .key = pairs[i].keyword, .native = pairs[i].keyword,
                           .label = pairs[i].label, .type = AT_BOOL, .choices = pairs[i].choices,
                           .flags = AF_VERBATIM | AF_FOLD, .off = pairs[i].off};
    char help[640];
    snprintf(help, sizeof help, "%s or %s, a pair of keywords of %s %s without a value that wlmcon does not "
             "model: YES writes %s, NO writes %s, and an empty field neither, so that MQ's default (or the LIKE "
             "object's) applies. Kept as a parameter of the object and exported as it is.",
             pairs[i].keyword, a->off, kind->flags & KF_TOP ? "ALTER" : "DEFINE", kind->native, pairs[i].keyword,
             a->off);
    a->help = strdup(help);
    a->source = MQDOC_DEFINE_QLOCAL "; " MQDOC_TRIGGERCONTROL;
    return a->help != NULL;
}

/* Whether set lists keyword kw among its keywords. */
static bool in_set(const struct mq_keyword_set *set, const char *kw)
{
    return listed(set->keywords, kw);
}

/* The rows of kind: its set's keywords the schema does not model (a pair of keywords without value
 * as one row, where its YES keyword stands), then its read-only values. */
static void build_kind(const struct kind_def *kind)
{
    const struct mq_keyword_set *set = mq_keywords(kind->id);
    if (!set || !(kind->flags & KF_MODELLED))
        return;
    size_t cap = 0;
    for (const char *const *k = set->keywords; *k; k++)
        cap++;
    for (const char *const *k = set->readonly; *k; k++)
        cap++;
    struct attr_def *rows = calloc(cap ? cap : 1, sizeof *rows);
    size_t n = 0;
    for (int ro = 0; rows && ro < 2; ro++)
        for (const char *const *k = ro ? set->readonly : set->keywords; *k; k++) {
            if (listed(not_attrs, *k) || schema_attr_native(kind, *k) >= 0)
                continue;
            bool off = false;
            int pr = ro ? -1 : pair_of(*k, &off);
            if (pr >= 0 && off && in_set(set, pairs[pr].keyword))
                continue;   /* NOTRIGGER: TRIGGER's row holds it */
            if (pr >= 0 ? !make_pair(&rows[n], kind, pr) : !make_row(&rows[n], kind, *k, ro)) {
                free(rows);   /* out of memory: the kind shows its modelled attributes only */
                return;
            }
            n++;
        }
    sets[kind->index] = (struct extra_set){rows, rows ? n : 0};
}

static void build(void)
{
    for (unsigned k = 0; k < MQ_NKINDS; k++)
        build_kind(mq_kind(k));
}

const struct attr_def *mq_extra_attrs(const struct kind_def *kind, size_t *n)
{
    pthread_once(&built, build);
    *n = kind->index < MQ_NKINDS ? sets[kind->index].n : 0;
    return *n ? sets[kind->index].rows : NULL;
}

/* A row made without a type from the value table (see mq_extra_attrs). */
static bool untyped(const struct attr_def *a)
{
    return a->type == AT_TEXT && a->max == 0 && !(a->flags & AF_READONLY);
}

const char *mq_param_value(const struct attr_def *a, const char *text, char *buf, size_t n)
{
    size_t o = 0;
    const char *p = text;
    if (untyped(a) || *p != '\'') {
        for (; *p && o + 1 < n; p++)
            buf[o++] = untyped(a) ? *p : (char)toupper((unsigned char)*p);
    } else {
        for (p++; *p && o + 1 < n; p++) {
            if (*p == '\'' && p[1] != '\'')
                break;   /* the closing quote */
            buf[o++] = *p;
            p += *p == '\'';
        }
    }
    buf[o] = '\0';
    return buf;
}

const char *mq_param_text(const struct attr_def *a, const char *value, char *buf, size_t n)
{
    size_t o = 0;
    if (a->type != AT_TEXT || untyped(a))
        return (size_t)snprintf(buf, n, "%s", value) < n ? buf : NULL;
    if (n < 3)
        return NULL;
    buf[o++] = '\'';
    for (const char *p = value; *p; p++) {
        if (o + (*p == '\'' ? 2 : 1) + 2 > n)
            return NULL;
        buf[o++] = *p;
        if (*p == '\'')
            buf[o++] = '\'';
    }
    buf[o++] = '\'';
    buf[o] = '\0';
    return buf;
}

const char *mq_verbatim_problem(const char *v)
{
    if (schema_control_char(v))
        return "holds a control character, which MQSC cannot carry";
    bool quoted = false;
    long depth = 0;
    for (const char *p = v; *p; p++) {
        if (*p == '\'') {
            quoted = !quoted; /* a doubled quote toggles twice */
            continue;
        }
        if (quoted)
            continue;
        if (*p == ';')
            return "holds a ';' outside quotes";
        if (*p == '(')
            depth++;
        else if (*p == ')' && --depth < 0)
            return "closes a parenthesis it did not open";
    }
    if (quoted)
        return "has an unterminated quoted string";
    return depth ? "leaves a parenthesis open" : NULL;
}

const char *mq_extra_problem(const struct attr_def *a, const char *value, const char **rule, char *msg,
                             size_t n)
{
    unsigned k = 0;
    while (k < MQ_NKINDS && !((a->kinds >> k) & 1u))
        k++;
    if (k == MQ_NKINDS || !value)
        return NULL;
    if (a->off) {   /* a pair of keywords: YES or NO */
        enum value_fault f = schema_value_check(a, value, msg, n);
        *rule = "MQ002";
        return f == VF_NONE ? NULL : msg;
    }
    if (!untyped(a))
        return mq_keyword_value_problem(mq_kind(k)->id, a->native, value, rule, msg, n);
    const char *why = mq_verbatim_problem(value);
    if (!why)
        return NULL;
    snprintf(msg, n, "%s(%s) %s", a->native, value, why);
    *rule = "MQ005";
    return msg;
}
