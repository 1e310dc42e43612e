/* import/mqsc/mqsc_reader.h — inside the MQSC reader: the state of one file being applied, shared by
 * the driver (mqsc_reader.c), the object commands (mqsc_apply.c) and the records and cluster
 * suspension (mqsc_records.c).
 *
 * Rule ids of the reader (file-level ids MQ1nn; research/mq.md §4 for the others):
 *   MQ001 range, MQ002 enumeration, MQ003 attribute on the wrong kind, MQ004 CLUSTER with CLUSNL or
 *   REPOS with REPOSNL, MQ005 name syntax and length, MQ006 transmission queue in a cluster,
 *   MQ026 a name taken in its namespace, MQ027 parse-level warnings;
 *   MQ101 syntax, MQ102 unknown keyword, MQ103 dump without its footer, MQ104 runmqsc transcript,
 *   MQ105 long lines, MQ106 no queue manager or a disagreeing one, MQ107 object not found (ALTER,
 *   LIKE: error; DELETE: warning), MQ108 DEFINE without REPLACE of an existing object (skipped),
 *   MQ109 DISPLAY and END commands (not imported), MQ110 suspensions in different modes, MQ111 a
 *   byte that is not UTF-8, MQ112 a SET CHLAUTH the queue manager refuses (an ADD of a record that
 *   exists, a REMOVE of one that does not), MQ113 a qm.ini's AutoCluster or Variables stanza and
 *   the inserts they resolve (mqsc_ini.c, mqsc_inserts.c). */
#ifndef WLMCON_IMPORT_MQSC_READER_H
#define WLMCON_IMPORT_MQSC_READER_H

#include <stdbool.h>
#include <stdint.h>

#include "import/import_run.h"
#include "import/mqsc/mqsc_lex.h"
#include "import/mqsc/mqsc_parse.h"
#include "model/mq/mq_model.h"

/* What the reader asks of keyword kw (upper case) on object (a kind id, record type or VERB_TYPE),
 * from the model's lookups (mqsc_kwfacts.c). */
struct mqsc_kw_facts {
    uint64_t kinds;                   /* bit 1 << kind index of each kind that models kw (header and
                                         command rows excluded); 0: none */
    const struct mq_keyword_row *row; /* mq_keyword_row(object, kw): its values' check, or NULL */
    const char *pair;                 /* mq_keyword_pair_other(kw), or NULL */
    int attr;                         /* schema_attr_native of the kind whose id is object; -1 */
    signed char listed;               /* 1: object's MQSC keyword set lists kw; 0: it does not;
                                         -1: object has no keyword set */
    const char *kw;                   /* kw in static storage (the keyword set's or the schema's
                                         string), for a parameter to point at; NULL in *scratch */
};

/* The facts of kw on object (object may be NULL: no set, row or kind), with object_hash and kw_hash
 * their mqsc_kw_hash (object_hash unused when object is NULL): static ones for the keywords of the
 * keyword sets and of the kinds' attributes, built once; else written into *scratch, which is
 * returned. */
const struct mqsc_kw_facts *mqsc_kw_facts(const char *object, uint32_t object_hash, const char *kw,
                                          uint32_t kw_hash, struct mqsc_kw_facts *scratch);

/* The values of a file that a check found valid, by check and raw text (mqsc_checked.c): a cache
 * of MQSC_CHECKED_SLOTS values shorter than MQSC_CHECKED_LEN bytes. */
#define MQSC_CHECKED_BITS 10
#define MQSC_CHECKED_SLOTS (1 << MQSC_CHECKED_BITS)
#define MQSC_CHECKED_LEN 16
struct mqsc_checked {
    struct mqsc_checked_slot *slot;   /* NULL: nothing is kept */
};

/* What mqsc_checked_get measured of a raw text, for mqsc_checked_put. */
struct mqsc_checked_key {
    uint32_t hash;
    size_t len;
};

/* Allocates the cache; 0, or -1 when memory runs out (c then keeps nothing, and works). */
int mqsc_checked_init(struct mqsc_checked *c);

/* Frees the cache. */
void mqsc_checked_free(struct mqsc_checked *c);

/* The value check (the attribute or value row that checks, any stable address) made of raw (the
 * parameter's text, NUL-terminated) when it last found it valid, owned by c until the next put;
 * NULL when c does not know it. *key is filled for mqsc_checked_put. */
const char *mqsc_checked_get(const struct mqsc_checked *c, const void *check, const char *raw,
                             struct mqsc_checked_key *key);

/* Keeps that check found raw (key from mqsc_checked_get) valid, as value. */
void mqsc_checked_put(struct mqsc_checked *c, const void *check, const char *raw, const struct mqsc_checked_key *key,
                      const char *value);

struct mqsc_reader {
    struct import_run *run;
    const struct import_input *in;
    struct mqsc_where w;        /* file name for diagnostics, and the list */
    const char *src;            /* the file name interned in the policy, for pol_src */
    struct pol_object *top;     /* the queue manager the file applies to */
    bool dump;                  /* a dmpmqcfg dump: it replaces the queue manager whole */
    unsigned errors;            /* errors reported for this file */
    struct mqsc_lines dropped;  /* lines of DISPLAY and END commands */
    struct textbuf val;         /* scratch: a decoded value */
    struct textbuf key;         /* scratch: a record key, a list */
    struct mqsc_checked checked;/* values found valid */
};

/* Reports an error (counted) or a warning of rule id at p, about obj (may be NULL) and attribute
 * keyword attr (may be NULL). */
void mqsc_report(struct mqsc_reader *rd, enum severity sev, const char *id, struct pol_pos p,
                 const struct pol_object *obj, const char *attr, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 7, 8)))
#endif
    ;

/* The decoded value of p (see mqsc_decode) in rd->val, or NULL after reporting MQ101 (a parameter
 * without parentheses, text after a quoted string). */
const char *mqsc_value(struct mqsc_reader *rd, const struct mqsc_param *p, enum mqsc_decode_how how);

/* Checks the value of parameter p of object (a kind id, record type or VERB_TYPE) with
 * mq_keyword_value_problem: an error (MQ001, MQ002, MQ005) at the value. */
void mqsc_check_value(struct mqsc_reader *rd, const char *object, const struct mqsc_param *p);

/* Checks a parameter's value (mqsc_check_value) and its keyword against the MQSC keyword table of
 * object (a kind id or record type): when the table knows the object but not the keyword, a warning
 * (MQ102) naming the nearest known keyword — none for a z/OS-only keyword where the queue manager's
 * platform is z/OS or not known. No table for the object: nothing is said of the keyword. f is
 * mqsc_kw_facts(object, p->kw), or NULL to have it looked up. */
void mqsc_check_keyword(struct mqsc_reader *rd, const char *object, const struct mqsc_param *p,
                        const struct mqsc_kw_facts *f);

/* Appends ` KW(value)` to rd->key for each keyword of kws (NULL-terminated) that st gives, the value
 * decoded; -1 when a value cannot be decoded (reported). */
int mqsc_key_fields(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *const *kws);

/* SET AUTHREC, DELETE AUTHREC and SET CHLAUTH into the queue manager's records, one per key holding
 * its state (mqsc_security.c). Returns 0, or -1 when memory runs out; refusals are reported. */
int mqsc_apply_security(struct mqsc_reader *rd, const struct mqsc_stmt *st);

/* DEFINE, ALTER or DELETE of an object under rd->top, and ALTER QMGR. Returns 0, or -1 when memory
 * runs out; problems are reported. */
int mqsc_apply_object(struct mqsc_reader *rd, const struct mqsc_stmt *st);

/* SET AUTHREC/CHLAUTH/POLICY, DELETE AUTHREC and the operational commands (START, STOP, REFRESH, RESET, PING,
 * RESOLVE, CLEAR, PURGE) as records of rd->top; SUSPEND and RESUME QMGR CLUSTER/CLUSNL into the
 * queue manager's suspend attributes (others as records). Returns 0, or -1 when memory runs out. */
int mqsc_apply_record(struct mqsc_reader *rd, const struct mqsc_stmt *st);

/* The MQ system's readers, listed in mq_readers (mqsc_formats.c). The MQSC reader (mqsc_reader.c):
 * runmqsc scripts and dmpmqcfg dumps; its option "qmgr" names the queue manager of a script that
 * names none. */
bool mqsc_detect(const char *buf, size_t len);
/* How surely in is MQSC: certain by a dmpmqcfg header or a first command of MQSC's verbs (DEFINE,
 * ALTER…), possible for other text of words (mqsc_detect), else not. */
enum import_claim mqsc_claim(const struct import_input *in);
enum import_status mqsc_read(struct import_run *run, const struct import_input *in);
extern const struct import_option_def *const mqsc_options[];
/* The option "qmgr" alone: the readers of a qm.ini and of runmqsc output take it too. */
extern const struct import_option_def *const mqsc_qmgr_options[];
extern const struct import_native mqsc_native;

/* Saved runmqsc output of DISPLAY CLUSQMGR(*) ALL, DISPLAY CHSTATUS(*) ALL (and DISPLAY
 * QCLUSTER(*) ALL) (import/mqstatus/mqstatus_read.c), recognised by its AMQ8441I or AMQ8417I
 * message lines: the observed state of the queue manager of its "Starting MQSC for queue manager"
 * line, else of --qmgr (the MQSC format's option), added to run->pol as an observation
 * (model/observe.h) that replaces an earlier one of that queue manager; no object of the policy
 * changes. A bad transcript (a block cut short, a value without its closing parenthesis, a channel
 * status date or time that is none, no queue manager, or one that neither the files read before
 * nor the store hold) adds nothing and is IMPORT_DATAERR, its errors at file:line:col (MQ140,
 * MQ106). */
bool mqstatus_detect(const char *buf, size_t len);
enum import_status mqstatus_read(struct import_run *run, const struct import_input *in);

/* The qm.ini of a queue manager, or the file given to crtmqm -ii (mqsc_ini.c): its AutoCluster and
 * Variables stanzas, for the queue manager that --qmgr names, resolve the insert variables of the
 * MQSC scripts after it. */
bool mqsc_ini_detect(const char *buf, size_t len);
enum import_status mqsc_ini_read(struct import_run *run, const struct import_input *in);

#endif
