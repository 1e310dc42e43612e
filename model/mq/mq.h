/* model/mq/mq.h — IBM MQ in the model: the kinds of its schema table, name rules, the keyword table
 * of MQSC and the single-object rules that the reader and the validator share.
 *
 * Facts: ../research/mq.md §1 (attributes), §3 (names, MQSC), §4 (rules); "Кластеры менеджеров очередей" (WebSphere MQ V6.0, §8.4). */
#ifndef WLMCON_MODEL_MQ_H
#define WLMCON_MODEL_MQ_H

#include <stdbool.h>
#include <stddef.h>

#include "model/diag.h"
#include "model/policy.h"
#include "model/schema.h"

/* Index of each MQ kind in mq_system()->kinds; the bit of a kind in attr_def.kinds is 1 << index. */
enum mq_kind {
    MQ_QMGR, MQ_NAMELIST,
    MQ_QLOCAL, MQ_QALIAS, MQ_QREMOTE, MQ_QMODEL,
    MQ_CLUSRCVR, MQ_CLUSSDR, MQ_SDR, MQ_SVR, MQ_RCVR, MQ_RQSTR, MQ_SVRCONN, MQ_CLNTCONN,
    MQ_AMQP, MQ_MQTT,
    /* unmodelled kinds: kept verbatim */
    MQ_PROCESS, MQ_AUTHINFO, MQ_LISTENER, MQ_SERVICE, MQ_COMMINFO, MQ_TOPIC, MQ_SUB,
    MQ_STGCLASS, MQ_CFSTRUCT,
    MQ_NKINDS
};

/* The MQ system: kinds and attribute table (model/mq_schema.c), as its row of the registry of
 * systems (ui/mq/mq_ui.c) names it. */
extern const struct system_def mq_system_def;

/* The same. Static; never NULL. */
const struct system_def *mq_system(void);

/* The kind of mq_system() at index k. */
const struct kind_def *mq_kind(enum mq_kind k);

/* True for the four queue kinds, the channel kinds, the two cluster channel kinds. */
bool mq_is_queue(const struct kind_def *k);
bool mq_is_channel(const struct kind_def *k);
bool mq_is_cluster_channel(const struct kind_def *k);

/* ---- MQSC keyword table (model/mq_keywords.c) ------------------------------------------------ */

/* The MQSC keywords of one object type (or record type) at MQ 9.3, command level 930, on
 * Multiplatforms, in the order dmpmqcfg writes them, from IBM's MQSC reference (research/mq.md §3
 * table D) cross-checked against the `dmpmqcfg -a` dumps. */
struct mq_keyword_set {
    const char *object;            /* a kind id ("QLOCAL", "CLUSRCVR") or a record ("AUTHREC") */
    const char *const *keywords;   /* NULL-terminated */
    const char *const *readonly;   /* NULL-terminated: attributes DISPLAY shows but DEFINE refuses */
};

/* The keyword set of object (a kind id or record type), or NULL when there is none. */
const struct mq_keyword_set *mq_keywords(const char *object);

/* The i-th keyword set of the table, in table order (i from 0), or NULL past the last. */
const struct mq_keyword_set *mq_keyword_set_at(size_t i);

/* Position of keyword (case-insensitive) in set's keywords or readonly list (readonly ones follow
 * the keywords), or -1 when the set does not know it. */
int mq_keyword_pos(const struct mq_keyword_set *set, const char *keyword);

/* The known keyword of set nearest to word by edit distance (at most 2 edits, else NULL):
 * "CLWLWHGT" → "CLWLWGHT". */
const char *mq_keyword_nearest(const struct mq_keyword_set *set, const char *word);

/* Position of keyword (case-insensitive) in the order dmpmqcfg writes set's keywords and read-only
 * attributes together (its `*  ALTDATE(…)` lines stand among the others), or -1 when the set does
 * not know it: the writer sorts by it to reproduce dmpmqcfg's layout. */
int mq_keyword_dump_pos(const struct mq_keyword_set *set, const char *keyword);

/* Checks the value of a keyword kept verbatim, or of a parameter of SET CHLAUTH, SET AUTHREC or an
 * operational command (model/mq_keyword_values.c): object is the kind id ("QLOCAL", "SVRCONN"), the
 * record type ("CHLAUTH", "AUTHREC") or VERB_TYPE ("STOP_CHANNEL", "REFRESH_SECURITY"); value is
 * decoded (quotes removed, unquoted text upper case). Integers are checked for their range (MQ001),
 * enumerations for their choices (MQ002), free text for its length only (MQ005); a value holding a
 * `+WORD+` insert is checked as text only, and a keyword the table does not list not at all.
 * Returns NULL when valid, else writes the message into msg (size n), sets *rule and returns msg. */
const char *mq_keyword_value_problem(const char *object, const char *keyword, const char *value,
                                     const char **rule, char *msg, size_t n);

/* The row of the table above that checks the values of keyword on object (as
 * mq_keyword_value_problem finds it), static and opaque; NULL when there is none (object or keyword
 * NULL included). For a caller that checks many values of one keyword on one object. */
struct mq_keyword_row;
const struct mq_keyword_row *mq_keyword_row(const char *object, const char *keyword);

/* mq_keyword_value_problem with the row already found (row from mq_keyword_row for keyword, may
 * be NULL: nothing to check). Same message, rule and return. */
const char *mq_keyword_row_problem(const struct mq_keyword_row *row, const char *keyword, const char *value,
                                   const char **rule, char *msg, size_t n);

/* What the table above knows of the values of keyword on object (the row mq_keyword_value_problem
 * checks them with): sets out's type (AT_INT, AT_ENUM or AT_TEXT), min and max (AT_TEXT: max is the
 * length in bytes) and choices (AT_ENUM: the choices; AT_INT: the words it takes besides integers,
 * such as NOLIMIT, or NULL), static, and source (the page the choices' meanings follow, a citation
 * of mq_docs.h, or NULL). False, and out unchanged, when the table has no row for it. */
bool mq_keyword_value_row(const char *object, const char *keyword, struct attr_def *out);

/* True for the keywords that are MQSC only on z/OS (CMDSCOPE, QSGDISP, STGCLASS, CFSTRUCT, INDXTYPE
 * …): the keyword sets of Multiplatforms do not list them, and where the platform is z/OS or not
 * known they are no unknown keyword. */
bool mq_keyword_zos_only(const char *keyword);

/* True for the keywords whose value is a password or key (KEYRPWD, PASSWORD, LDAPPWD). */
bool mq_keyword_secret(const char *keyword);

/* ---- attributes kept verbatim, on panels (model/mq_extra.c) ------------------------------------ */

/* The other keyword of the pair of keywords without value that kw is one of (NOTRIGGER for
 * TRIGGER and the reverse; also HARDENBO, SHARE), static; NULL when kw is none. One of a pair
 * set cancels the other, as in runmqsc, where the later one applies. */
const char *mq_keyword_pair_other(const char *kw);

/* system_def.extra_attrs: the keywords of kind's set (mq_keywords) that the schema table does not
 * model, as AF_VERBATIM rows in dmpmqcfg's order, the read-only ones (AF_READONLY) after the others;
 * not the keywords without a value (REPLACE, TRIGGER…) nor CHLTYPE. The type, range or choices come
 * from mq_keyword_value_row; a keyword it has no row for (an exit, COMPHDR) is AT_TEXT with max 0,
 * its value typed and kept as MQSC writes it. Built once; *n = 0 and NULL for an unmodelled kind. */
const struct attr_def *mq_extra_attrs(const struct kind_def *kind, size_t *n);

/* system_def.param_value: the value that MQSC text holds: a quoted string without its quotes (a
 * doubled quote is one), an unquoted word upper case as MQ folds it; for a row without a type, the
 * text as kept. Into buf (size n); returns buf. */
const char *mq_param_value(const struct attr_def *a, const char *text, char *buf, size_t n);

/* system_def.param_text: the MQSC text of value: in quotes (inner quotes doubled) for a text
 * keyword, bare for an integer or a choice, as typed for a row without a type. NULL when it does
 * not fit in buf (size n). */
const char *mq_param_text(const struct attr_def *a, const char *value, char *buf, size_t n);

/* mq_value_problem of an AF_VERBATIM row a of mq_extra_attrs: the value table's check
 * (mq_keyword_value_problem: MQ001 range, MQ002 choices, MQ005 length), or for a row without a type
 * that its text stays inside its parentheses (MQ005). NULL when value (NULL: unspecified) is valid. */
const char *mq_extra_problem(const struct attr_def *a, const char *value, const char **rule, char *msg,
                             size_t n);

/* Why v cannot stand as the verbatim text of a parameter between its parentheses (a control
 * character, a ';' or an unbalanced parenthesis outside quotes, an unterminated quoted string),
 * as a static phrase, or NULL when it can. */
const char *mq_verbatim_problem(const char *v);

/* ---- names (model/mq_names.c) ------------------------------------------------------------------ */

/* Checks an object name for kind (charset A-Z a-z 0-9 . / _ %, no blanks, length kind->name_max)
 * after `+QMNAME+` has taken the queue manager's name qmgr (may be NULL); other `+WORD+` inserts
 * are templates and are not checked, nor is the length of a name holding one (MQ truncates it).
 * Returns NULL when valid, else a static reason ("contains a blank", "is longer than 48
 * characters"…) that the caller puts after the name. */
const char *mq_name_problem(const struct kind_def *kind, const char *name, const char *qmgr);

/* True when name holds a `+WORD+` insert (a template, such as +AUTOCL+ or +QMNAME+). */
bool mq_is_template(const char *name);

/* Compares two names as MQ does for clusters and queue managers: trailing blanks ignored.
 * Returns true when equal. */
bool mq_name_eq(const char *a, const char *b);

/* Formats the path of obj in MQ's own notation into buf: `QMGR(QM5)`, `QMGR(QM5) QLOCAL('CQ1')`,
 * `QMGR(QM5) CHANNEL('C_QM5')`. Returns buf. */
char *mq_object_path(const struct pol_object *obj, char *buf, size_t n);

/* The live object of p whose path mq_object_path writes as text (exactly: one blank between the
 * two parts, the object's name in single quotes with inner quotes doubled), or NULL when none is
 * or text is not such a path. */
struct pol_object *mq_path_find(const struct policy *p, const char *text);

/* ---- single-object rules (model/mq_object_rules.c) --------------------------------------------- */

/* Checks one value for attribute a (type, range, choices, length): MQ001 for integers out of range,
 * MQ002 for a value outside an enumeration, MQ005 for a length over the limit. Returns NULL when
 * valid; else writes the message into msg (size n), sets *rule to the rule id and returns msg.
 * The message names the keyword and the valid range ("CLWLWGHT(120) is out of range: CLWLWGHT must
 * be from 1 to 99"). A row of mq_extra_attrs (AF_VERBATIM) is checked by mq_extra_problem.
 * Source: research/mq.md §4 rules 1, 2, 5. */
const char *mq_value_problem(const struct attr_def *a, const char *value, const char **rule,
                             char *msg, size_t n);

/* Checks the rules that concern one object as a whole, after a command has been merged into it,
 * and adds an error for each to diags at `at` (the command's position): MQ004 CLUSTER with CLUSNL
 * or REPOS with REPOSNL both non-blank; MQ006 a transmission queue (USAGE(XMITQ)) or a reserved
 * SYSTEM.CHANNEL.*, SYSTEM.CLUSTER.*, SYSTEM.COMMAND.INPUT queue in a cluster. Returns the number
 * of errors added. Source: research/mq.md §4 rules 4 and 6, §C1–C2 (PCF 3088, 3089, 3090). */
int mq_object_problems(const struct pol_object *obj, struct diag_list *diags, struct diag_at at);

/* The rules of mq_object_problems one at a time, as the validator runs them: MQ004 and MQ006. */
int mq_object_both_set(const struct pol_object *obj, struct diag_list *diags, struct diag_at at);
int mq_object_unclusterable(const struct pol_object *obj, struct diag_list *diags, struct diag_at at);

/* ---- system and default objects (model/mq_defaults.c) ------------------------------------------ */

/* The platforms a queue manager runs on, as far as MQSC is concerned. */
enum mq_platform {
    MQ_PLATFORM_UNKNOWN = 0,
    MQ_PLATFORM_MULTI = 1,  /* AIX, Linux, Windows, IBM i: crtmqm creates the objects */
    MQ_PLATFORM_ZOS = 2     /* z/OS: the customization samples define them */
};

/* One object that a queue manager has without any script defining it (IBM "System and default
 * objects"; see mq_defaults.c for the pages). */
struct mq_system_object {
    enum mq_kind kind;
    const char *name;
    unsigned platforms;     /* bits of enum mq_platform */
    const char *feature;    /* exists only with this feature installed ("AMQP"), or NULL */
};

/* The platform of queue manager top from its platform attribute (a dmpmqcfg header's, or
 * --platform): MVS or ZOS is z/OS, any other value Multiplatforms, none MQ_PLATFORM_UNKNOWN. */
enum mq_platform mq_platform_of(const struct pol_object *top);

/* The system or default object that queue manager top has (on its platform; Multiplatforms when
 * not known) in the namespace of kind ns_kind under name, or NULL. The entry's kind may differ from
 * ns_kind (the namespace is shared by the queue kinds, by the channel kinds). Static entry. */
const struct mq_system_object *mq_system_object(const struct pol_object *top, const struct kind_def *ns_kind,
                                                  const char *name);

/* True when queue manager top is known whole: it came from a dmpmqcfg dump, whose header gives
 * the command level (kept in attribute cmdlevel, which no script command sets), or from wlmcon's
 * export of such a dump. A queue manager known only from scripts may hold objects the store does
 * not know. */
bool mq_qmgr_fully_known(const struct pol_object *top);

/* True when SET CHLAUTH(profile) TYPE(type) ADDRESS(address) names one of the channel
 * authentication rules a new queue manager has on Multiplatforms (address "" when none is given;
 * see mq_defaults.c). */
bool mq_default_chlauth(const char *profile, const char *type, const char *address);

#endif
