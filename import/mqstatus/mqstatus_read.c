/* import/mqstatus/mqstatus_read.c — saved runmqsc output of DISPLAY CLUSQMGR(*) ALL, DISPLAY
 * CHSTATUS(*) ALL and DISPLAY QCLUSTER(*) ALL, read as the observed state of the queue manager
 * that ran them (model/observe.h); see import_run.h.
 *
 * The shape, as IBM documents the commands and runmqsc prints them (Multiplatforms):
 *   5724-H72 (C) Copyright IBM Corp. 1994, 2024.
 *   Starting MQSC for queue manager QM1.
 *        1 : DISPLAY CLUSQMGR(*) ALL
 *   AMQ8441I: Display Cluster Queue Manager details.
 *      CLUSQMGR(QM1)                           CHANNEL(TO.QM1)
 *      CLUSTER(DEMO)                           CLWLWGHT(50) …
 *   AMQ8417I: Display Channel Status details.
 *      CHANNEL(TO.QM2)                         CHLTYPE(CLUSSDR) …
 *   2 MQSC commands read.
 * A message line (AMQnnnnX: at the start of a line, AMQnnnn: before MQ 9.1, the text after the
 * colon in the queue manager's language) opens a block; its indented lines hold
 * KEYWORD(value) pairs, one or two a line (CHSTATUS also the word CURRENT or SAVED alone), a
 * value shown without quotes and holding blanks or
 * parentheses (CONNAME(host(1414))). AMQ8441I is a CLUSQMGR block (one per queue manager and
 * cluster), AMQ8417I a CHSTATUS block (one per current channel instance: a channel without one is
 * inactive), AMQ8409I with TYPE(QCLUSTER) a cluster queue as the queue manager knows it; other
 * messages and their lines are passed over. The command echo (`     1 : DISPLAY …`) and the
 * closing lines end a block; the echo also says what was asked: a display of chosen attributes
 * (`DISPLAY CLUSQMGR(*) QMTYPE`) shows those and the display's keys, and is an observation of
 * them and nothing more.
 *
 * Sources: IBM MQ "DISPLAY CLUSQMGR (display channel information for cluster queue managers)"
 * https://ibm.com/support/knowledgecenter/en/SSFKSJ_9.3.0/refadmin/q086110_.html and "DISPLAY
 * CLUSQMGR" https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.1.0/com.ibm.mq.ref.con.doc/q082340_.html
 * (CLUSQMGR, CHANNEL, CLUSTER, DEFTYPE, QMTYPE, STATUS and the channel attributes); "DISPLAY
 * CHSTATUS (display channel status)"
 * https://www.ibm.com/docs/en/SSFKSJ_9.2.0/com.ibm.mq.ref.adm.doc/q086090_.html (CHLTYPE, STATUS,
 * CHSTADA/CHSTATI, LSTMSGDA/LSTMSGTI in the forms yyyy-mm-dd and hh.mm.ss); "DISPLAY QUEUE (display
 * queue attributes)" https://www.ibm.com/docs/en/SSFKSJ_9.2.0/com.ibm.mq.ref.adm.doc/q086270_.html
 * (TYPE(QCLUSTER): CLUSQMGR, CLUSQT, CLUSDATE…; a partial repository shows only the cluster queues
 * it has used). z/OS's CSQ output is not read. */
#include "import/import_run.h"
#include "model/mq/mq_model.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>

/* The blocks read, by message number (the severity letter and the text after the colon are not
 * part of it: MQ 9.0 prints "AMQ8417:", later levels "AMQ8417I:", and the text is the queue
 * manager's locale's). `need` are the keywords every such block shows with ALL (one missing: the
 * block was cut short), the first its name; `keys` those it shows whatever attributes the DISPLAY
 * asked for (runmqsc adds them to the ones asked). */
struct block_type {
    const char *msg;      /* "AMQ8441" */
    const char *type;     /* "CLUSQMGR" */
    const char *only_kw, *only_val;   /* a keyword and value the block must show to be of this
                                         type (AMQ8409 is also DISPLAY QUEUE's), or NULL */
    const char *need[4];
    const char *keys[4];
};

static const struct block_type types[] = {
    {"AMQ8441", "CLUSQMGR", NULL, NULL, {"CLUSQMGR", "CHANNEL", "CLUSTER", "STATUS"},
     {"CLUSQMGR", "CHANNEL", "CLUSTER", NULL}},
    {"AMQ8417", "CHSTATUS", NULL, NULL, {"CHANNEL", "CHLTYPE", "STATUS", NULL},
     {"CHANNEL", "CHLTYPE", "STATUS", NULL}},
    {"AMQ8409", "QCLUSTER", "TYPE", "QCLUSTER", {"QUEUE", "CLUSQMGR", "CLUSTER", NULL},
     {"QUEUE", NULL, NULL, NULL}},
};
enum { NTYPES = sizeof types / sizeof types[0] };

#define BANNER "Starting MQSC for queue manager "

struct rd {
    struct import_run *run;
    const struct import_input *in;
    struct observation *obs;
    struct pol_record *blk;          /* the block being read, or NULL */
    const struct block_type *bt;
    uint32_t blk_line;
    char blk_msg[9];                 /* the block's message id as the file shows it ("AMQ8417I") */
    bool chosen;                     /* the latest echoed DISPLAY asked for chosen attributes, not ALL */
    bool skipping;                   /* in the lines of a message not read */
    char latest[32];                 /* the latest CHSTATUS date and time seen, "YYYY-MM-DD HH:MM:SS" */
    uint32_t banner;                 /* the line of the banner naming the queue manager, or 0 */
    size_t errors;
};

/* Reports an error of the transcript at line:col (MQ140). */
static void report(struct rd *r, uint32_t line, uint32_t col, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static void report(struct rd *r, uint32_t line, uint32_t col, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_add(r->run->diags, SEV_ERROR, "MQ140", (struct diag_at){r->in->name, line, col, NULL, NULL},
             "%s", msg);
    r->errors++;
}

/* The line at *at (its length without the line break in *n); moves *at past it. */
static const char *next_line(const struct import_input *in, size_t *at, size_t *n)
{
    const char *s = in->buf + *at, *end = in->buf + in->len;
    const char *nl = memchr(s, '\n', (size_t)(end - s));
    size_t len = nl ? (size_t)(nl - s) : (size_t)(end - s);
    *at += len + (nl != NULL);
    *n = len && s[len - 1] == '\r' ? len - 1 : len;
    return s;
}

static bool starts(const char *s, size_t n, const char *prefix)
{
    size_t k = strlen(prefix);
    return n >= k && memcmp(s, prefix, k) == 0;
}

/* The length of the message id at the start of the line ("AMQ", four digits, the severity letter
 * if any, then a colon; 7 or 8), or 0 when the line starts with none. */
static size_t message_id(const char *s, size_t n)
{
    if (n < 8 || memcmp(s, "AMQ", 3) != 0)
        return 0;
    for (int i = 3; i < 7; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    if (s[7] == ':')
        return 7;
    return n > 8 && s[7] >= 'A' && s[7] <= 'Z' && s[8] == ':' ? 8 : 0;
}

static bool is_message(const char *s, size_t n)
{
    return message_id(s, n) != 0;
}

/* runmqsc's echo of a command: blanks, a number, " : ". Returns the offset of the command after
 * it, or 0 when the line is none. */
static size_t is_echo(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && s[i] == ' ')
        i++;
    size_t d = i;
    while (i < n && s[i] >= '0' && s[i] <= '9')
        i++;
    return i > d && i + 3 <= n && memcmp(s + i, " : ", 3) == 0 ? i + 3 : 0;
}

/* Whether the echoed command s (n bytes, after "N : ") is a DISPLAY that names the attributes it
 * shows rather than ALL: any word after the object's name that is not ALL, a filter such as
 * CLUSTER(DEMO) or WHERE(…) taken for one too, as runmqsc shows only the keys then; none at all
 * is runmqsc's short display. The case of the words is the user's. */
static bool asks_chosen(const char *s, size_t n)
{
    size_t i = 0, words = 0;
    bool all = false;
    while (i < n) {
        while (i < n && (s[i] == ' ' || s[i] == ','))
            i++;
        size_t w = i;
        int depth = 0;
        while (i < n && (depth || (s[i] != ' ' && s[i] != ','))) {
            depth += s[i] == '(' ? 1 : s[i] == ')' && depth ? -1 : 0;
            i++;
        }
        if (i == w)
            break;
        if (words == 0 && !(i - w == 7 && strncasecmp(s + w, "DISPLAY", 7) == 0) &&
            !(i - w == 3 && strncasecmp(s + w, "DIS", 3) == 0))
            return false;   /* not a DISPLAY */
        if (words >= 2)
            all |= i - w == 3 && strncasecmp(s + w, "ALL", 3) == 0;
        words++;
    }
    return words >= 2 && !all;
}

/* The block at hand is complete: checks that it shows what its type needs, all of it after an
 * ALL, its keys after a display of chosen attributes. */
static void end_block(struct rd *r)
{
    const char *const *need = r->chosen ? r->bt->keys : r->bt->need;
    for (int i = 0; r->blk && i < 4 && need[i]; i++)
        if (!obs_value(r->blk, need[i])) {
            if (r->chosen)
                report(r, r->blk_line, 1, "the %s block ends before %s, which DISPLAY %s shows in every "
                       "block whatever it asks for: the transcript is cut short or was edited",
                       r->blk_msg, need[i], r->bt->type);
            else
                report(r, r->blk_line, 1, "the %s block ends before %s, which DISPLAY %s(*) ALL shows in "
                       "every block: the transcript is cut short or was edited",
                       r->blk_msg, need[i], r->bt->type);
            break;
        }
    r->blk = NULL;
}

/* Keeps the latest of the CHSTATUS date/time pairs (dd "yyyy-mm-dd", tt "hh.mm.ss"). */
static void note_time(struct rd *r, const char *dd, const char *tt)
{
    int y, mo, d, h, mi, s;
    if (!dd || !tt || sscanf(dd, "%4d-%2d-%2d", &y, &mo, &d) != 3 || sscanf(tt, "%2d.%2d.%2d", &h, &mi, &s) != 3)
        return;
    char t[32];
    snprintf(t, sizeof t, "%04d-%02d-%02d %02d:%02d:%02d", y, mo, d, h, mi, s);
    if (strcmp(t, r->latest) > 0)
        snprintf(r->latest, sizeof r->latest, "%s", t);
}

/* Whether value v of keyword kw, when kw is one of the channel status dates (LSTMSGDA, CHSTADA:
 * yyyy-mm-dd) or times (LSTMSGTI, CHSTATI: hh.mm.ss) that date the observation, is one runmqsc
 * prints: a day of the calendar, a time of the day. Blank (no message sent yet) is one. */
static bool date_time_shown(const char *kw, const char *v)
{
    bool date = strcmp(kw, "LSTMSGDA") == 0 || strcmp(kw, "CHSTADA") == 0;
    if (!date && strcmp(kw, "LSTMSGTI") != 0 && strcmp(kw, "CHSTATI") != 0)
        return true;
    if (v[strspn(v, " ")] == '\0')
        return true;
    const char *form = date ? "nnnn-nn-nn" : "nn.nn.nn";
    if (strlen(v) != strlen(form))
        return false;
    for (size_t i = 0; form[i]; i++)
        if (form[i] == 'n' ? v[i] < '0' || v[i] > '9' : v[i] != form[i])
            return false;
    int a, b, c;
    sscanf(v, date ? "%d-%d-%d" : "%d.%d.%d", &a, &b, &c);
    if (!date)
        return a < 24 && b < 60 && c < 60;
    struct tm tm = {.tm_year = a - 1900, .tm_mon = b - 1, .tm_mday = c, .tm_hour = 12}, back;
    time_t t = timegm(&tm);
    return b >= 1 && b <= 12 && c >= 1 && gmtime_r(&t, &back) && back.tm_mday == c && back.tm_mon == b - 1;
}

/* Reads the KEYWORD(value) pairs of one indented line into the block at hand. */
static enum import_status read_pairs(struct rd *r, const char *s, size_t n, uint32_t line)
{
    size_t i = 0;
    while (i < n) {
        while (i < n && s[i] == ' ')
            i++;
        if (i == n)
            break;
        size_t k = i;
        while (i < n && ((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= '0' && s[i] <= '9')))
            i++;
        if (i > k && (i == n || s[i] == ' ')) {   /* a word alone: CURRENT, SAVED */
            char kw[64];
            snprintf(kw, sizeof kw, "%.*s", (int)(i - k), s + k);
            if (pol_record_param(r->run->pol, r->blk, kw, NULL, PARAM_OTHER, (struct pol_pos){line, (uint32_t)k + 1}))
                return IMPORT_NOMEM;
            continue;
        }
        if (i == k || i == n || s[i] != '(') {
            report(r, line, (uint32_t)k + 1, "expected KEYWORD(value) in the %s block of line %u",
                   r->blk_msg, r->blk_line);
            return IMPORT_OK;
        }
        size_t v = ++i;
        int depth = 1;
        for (; i < n && depth; i++)
            depth += s[i] == '(' ? 1 : s[i] == ')' ? -1 : 0;
        if (depth) {
            report(r, line, (uint32_t)v, "%.*s( has no closing parenthesis: the line is cut short",
                   (int)(v - 1 - k), s + k);
            return IMPORT_OK;
        }
        char kw[64];
        snprintf(kw, sizeof kw, "%.*s", (int)(v - 1 - k), s + k);
        char *val = arena_strndup(&r->run->pol->arena, s + v, i - 1 - v);
        if (!val)
            return IMPORT_NOMEM;
        const char *cc = schema_control_char(val);
        if (cc) {   /* runmqsc displays none: not a transcript as saved */
            report(r, line, (uint32_t)(v + (size_t)(cc - val) + 1), "%s holds a control character (0x%02X)",
                   kw, schema_control_code(cc));
            return IMPORT_OK;
        }
        if (!date_time_shown(kw, val)) {   /* the observation's time would be none */
            report(r, line, (uint32_t)v + 1, "%s(%s) is not a %s runmqsc shows (%s)", kw, val,
                   strstr(kw, "DA") ? "date" : "time", strstr(kw, "DA") ? "yyyy-mm-dd" : "hh.mm.ss");
            return IMPORT_OK;
        }
        if (pol_record_param(r->run->pol, r->blk, kw, val, PARAM_OTHER, (struct pol_pos){line, (uint32_t)k + 1}))
            return IMPORT_NOMEM;
    }
    return IMPORT_OK;
}

/* Opens a block of type bt at line, headed by message id msg (len bytes); its name comes when it
 * is settled. */
static enum import_status open_block(struct rd *r, const struct block_type *bt, const char *msg, size_t len,
                                     uint32_t line)
{
    r->bt = bt;
    snprintf(r->blk_msg, sizeof r->blk_msg, "%.*s", (int)len, msg);
    r->blk_line = line;
    r->blk = obs_add_block(r->run->pol, r->obs, bt->type, "", line);
    return r->blk ? IMPORT_OK : IMPORT_NOMEM;
}

/* After a block's pairs: its name is the value of its first needed keyword; a block that is not
 * of its type after all (AMQ8409I of another queue type) is dropped. */
static void settle_block(struct rd *r)
{
    struct pol_record *b = r->blk;
    if (!b)
        return;
    const char *v = r->bt->only_kw ? obs_value(b, r->bt->only_kw) : NULL;
    if (r->bt->only_kw && (!v || strcmp(v, r->bt->only_val) != 0)) {
        r->obs->nblocks--;   /* the last block added */
        r->blk = NULL;
        return;
    }
    const char *name = obs_value(b, r->bt->need[0]);
    if (name)
        b->name = name;
    if (strcmp(r->bt->type, "CHSTATUS") == 0) {
        note_time(r, obs_value(b, "LSTMSGDA"), obs_value(b, "LSTMSGTI"));
        note_time(r, obs_value(b, "CHSTADA"), obs_value(b, "CHSTATI"));
    }
    end_block(r);
}

static const char *banner_name(const char *s, size_t n, char *buf, size_t cap);

/* A banner after the first (runmqsc's output appended to the file again, `>>`): a later run of
 * the same queue manager, which replaces what the earlier one showed, as a later observation
 * does; one of another queue manager is an error (MQ106) at its line. */
static void run_again(struct rd *r, const char *s, size_t n, uint32_t line)
{
    char name[64];
    settle_block(r);
    if (!mq_name_eq(banner_name(s, n, name, sizeof name), r->obs->top)) {
        diag_add(r->run->diags, SEV_ERROR, "MQ106", (struct diag_at){r->in->name, line, 1, NULL, NULL},
                 "a transcript of queue manager %s follows one of %s: save each queue manager's in its "
                 "own file", name, r->obs->top);
        r->errors++;
        return;
    }
    r->obs->nblocks = 0;
    r->latest[0] = '\0';
}

static enum import_status read_line(struct rd *r, const char *s, size_t n, uint32_t line)
{
    if (line != r->banner && starts(s, n, BANNER)) {
        run_again(r, s, n, line);
        return IMPORT_OK;
    }
    size_t id = message_id(s, n);
    if (id) {
        settle_block(r);
        r->skipping = true;
        for (size_t t = 0; t < NTYPES; t++)
            if (memcmp(s, types[t].msg, 7) == 0) {
                r->skipping = false;
                return open_block(r, &types[t], s, id, line);
            }
        return IMPORT_OK;
    }
    size_t cmd = is_echo(s, n);
    if (cmd) {
        settle_block(r);
        r->skipping = false;
        r->chosen = asks_chosen(s + cmd, n - cmd);
        return IMPORT_OK;
    }
    if (!n || s[0] != ' ') {
        settle_block(r);
        r->skipping = false;
        return IMPORT_OK;
    }
    return r->blk && !r->skipping ? read_pairs(r, s, n, line) : IMPORT_OK;
}

/* The queue manager named by the banner line s (without its closing period), into buf. */
static const char *banner_name(const char *s, size_t n, char *buf, size_t cap)
{
    size_t k = strlen(BANNER);
    size_t len = n - k;
    if (len && s[n - 1] == '.')
        len--;
    snprintf(buf, cap, "%.*s", (int)len, s + k);
    return buf;
}

/* Finds the banner (first lines before any block): the queue manager's name and its line. */
static const char *find_banner(const struct import_input *in, char *buf, size_t cap, uint32_t *line)
{
    size_t at = import_text_start(in->buf, in->len), n;
    for (uint32_t l = 1; at < in->len; l++) {
        const char *s = next_line(in, &at, &n);
        if (starts(s, n, BANNER)) {
            *line = l;
            return banner_name(s, n, buf, cap);
        }
        if (is_message(s, n))
            break;
    }
    return NULL;
}

/* When the observation was taken when nothing in the file says: the file's time, in UTC. */
static void file_time(const struct import_input *in, char *buf, size_t cap)
{
    struct stat sb;
    time_t t = strcmp(in->path, "-") != 0 && stat(in->path, &sb) == 0 ? sb.st_mtime : time(NULL);   /* stdin: now */
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(buf, cap, "%Y-%m-%d %H:%M:%S", &tm);
}

/* The queue manager the transcript is of: the banner's (its line in *line), else --qmgr's; they
 * must agree. NULL after an error. */
static const char *which_qmgr(struct rd *r, char *buf, size_t cap, uint32_t *line)
{
    const char *given = import_option(r->in, "qmgr");
    const char *name = find_banner(r->in, buf, cap, line);
    struct diag_at at = {r->in->name, *line ? *line : 1, 1, NULL, NULL};
    if (name && given && !mq_name_eq(name, given)) {
        diag_add(r->run->diags, SEV_ERROR, "MQ106", at,
                 "this transcript is of queue manager %s, but --qmgr names %s", name, given);
        return NULL;
    }
    if (!name && !(name = given)) {
        diag_add(r->run->diags, SEV_ERROR, "MQ106", at,
                 "no queue manager: the transcript has no 'Starting MQSC for queue manager' line "
                 "naming one; give --qmgr NAME before it");
        return NULL;
    }
    const char *why = mq_name_problem(mq_kind(MQ_QMGR), name, NULL);
    if (why) {
        diag_add(r->run->diags, SEV_ERROR, "MQ005", at, "queue manager name '%s' %s", name, why);
        return NULL;
    }
    return name;
}

/* Whether the policy knows queue manager name: read before in this import, or in the store
 * (hooks->load_top). IMPORT_OK, IMPORT_DATAERR after reporting it unknown at line, or the hook's
 * failure. */
static enum import_status known_qmgr(struct rd *r, const char *name, uint32_t line)
{
    const struct import_hooks *h = r->run->hooks;
    struct pol_object *top = pol_find_top(r->run->pol, mq_kind(MQ_QMGR), name);
    if (!top && h->load_top && h->load_top(h->ctx, r->run->pol, mq_kind(MQ_QMGR), name, &top, r->run->diags))
        return IMPORT_HOOK;
    if (top)
        return IMPORT_OK;
    diag_add(r->run->diags, SEV_ERROR, "MQ106", (struct diag_at){r->in->name, line ? line : 1, 1, NULL, NULL},
             "queue manager %s is not in the policy: import its definitions (a dmpmqcfg dump or MQSC) "
             "before its observed state", name);
    return IMPORT_DATAERR;
}

bool mqstatus_detect(const char *buf, size_t len)
{
    if (memchr(buf, '\0', len))   /* no text file: the import says where the NUL is */
        return false;
    for (size_t at = import_text_start(buf, len); at + 9 <= len;) {
        const char *nl = memchr(buf + at, '\n', len - at);
        size_t n = nl ? (size_t)(nl - (buf + at)) : len - at;
        if (is_message(buf + at, n) && (memcmp(buf + at, "AMQ8441", 7) == 0 || memcmp(buf + at, "AMQ8417", 7) == 0))
            return true;
        if (!nl)
            break;
        at += n + 1;
    }
    return false;
}

enum import_status mqstatus_read(struct import_run *run, const struct import_input *in)
{
    struct rd r = {.run = run, .in = in};
    char qmgr[64];
    uint32_t banner = 0;
    const char *name = which_qmgr(&r, qmgr, sizeof qmgr, &banner);
    if (!name)
        return IMPORT_DATAERR;
    r.obs = pol_add_observation(run->pol, mq_system(), name, "", "", in->name);
    if (!r.obs)
        return IMPORT_NOMEM;
    r.banner = banner;
    size_t at = import_text_start(in->buf, in->len), n;   /* a byte order mark is no line's */
    enum import_status st = IMPORT_OK;
    for (uint32_t line = 1; st == IMPORT_OK && at < in->len; line++) {
        const char *s = next_line(in, &at, &n);
        st = read_line(&r, s, n, line);
    }
    if (st == IMPORT_OK)
        settle_block(&r);
    enum import_status known = st == IMPORT_OK ? known_qmgr(&r, name, banner) : IMPORT_OK;
    if (known != IMPORT_OK && known != IMPORT_DATAERR)
        return known;
    r.errors += known == IMPORT_DATAERR;
    if (st != IMPORT_OK || r.errors) {
        r.obs->replaced = true;   /* dropped: nothing of a bad transcript is kept */
        return st != IMPORT_OK ? st : IMPORT_DATAERR;
    }
    char when[32];
    if (r.latest[0])
        snprintf(when, sizeof when, "%s", r.latest);
    else
        file_time(in, when, sizeof when);
    r.obs->taken = arena_strdup(&run->pol->arena, when);
    r.obs->taken_from = r.latest[0] ? "the latest channel status date and time (LSTMSGDA/LSTMSGTI, "
                                      "CHSTADA/CHSTATI)"
                                    : "the file's time (UTC)";
    if (!r.obs->taken || obs_index(run->pol, r.obs))
        return IMPORT_NOMEM;
    run->sum->observations++;
    return IMPORT_OK;
}
