/* model/schema.h — the schema as data (DESIGN.md, "the schema is data").
 *
 * Each middleware system (MQ now; WLM, Domino and OpenTP1 later) describes itself with one
 * struct system_def: its object kinds and one attribute table in which each row gives, for the
 * kinds it applies to, the canonical key, the product's own keyword, the panel label, the type,
 * the range or choices, the default, the flags, the help text and the document it comes from.
 * The store makes its tables from these rows, the readers and writers map keywords through them,
 * validation checks types and ranges with them, and the panels are built from them. */
#ifndef WLMCON_MODEL_SCHEMA_H
#define WLMCON_MODEL_SCHEMA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum attr_type {
    AT_NAME,  /* an object name of the product's syntax; max = maximum length */
    AT_TEXT,  /* free text; max = maximum length in bytes (0: unlimited) */
    AT_INT,   /* integer in [min, max] */
    AT_ENUM,  /* one of choices[] */
    AT_BOOL,  /* YES/NO as the product writes it (choices[] gives the two spellings) */
    AT_REF,   /* the name of another object; ref = its namespace; max = maximum length */
    AT_LIST   /* comma-separated names; ref = their namespace (or NULL); max = length of each; min = 0 */
};

enum attr_flag {
    AF_FOLD = 1u << 0,     /* the product folds an unquoted value to upper case */
    AF_READONLY = 1u << 1, /* shown, never written by the product's define command */
    AF_REQUIRED = 1u << 2, /* an object of this kind must state it */
    AF_HEADER = 1u << 3,   /* not a keyword: comes from the file header (host, platform, level) */
    AF_COMMAND = 1u << 4,  /* not a keyword of the define command: set by a command of its own
                              (SUSPEND QMGR); the reader and writer treat it specially */
    AF_KEY = 1u << 5,      /* a list column on the kind's table panel (attr_def.col says how) */
    AF_SECRET = 1u << 6,   /* a password or key: never shown in clear on panels */
    AF_ADVISORY = 1u << 7, /* its range, length and choices are documented limits that validation
                              reports: the store makes no CHECK constraint of them, so a real file
                              past a limit is still stored (WLM) */
    AF_VERBATIM = 1u << 8, /* a row of system_def.extra_attrs, not of the attribute table: its value
                              is a verbatim parameter of the object (pol_param with the row's native
                              keyword; class PARAM_READONLY with AF_READONLY, else PARAM_OTHER) in
                              the product's own spelling, not a modelled value */
    AF_QUOTED = 1u << 9    /* text the product's commands write in single quotes, a doubled quote
                              one (MQSC): on a panel, a value typed wholly in quotes is the text
                              between them, as the product reads it */
};

/* The four states of an attribute's value (DESIGN.md): unspecified, a value, empty ('' in MQSC) and
 * blank (' '). */
enum val_state { VAL_UNSET = 0, VAL_VALUE, VAL_EMPTY, VAL_BLANK };

/* The state a stored value is in: NULL unspecified, "" empty, blanks only blank, else a value
 * (model/schema_value.c). */
enum val_state val_state(const char *v);

/* A valid value of an enumeration, with its meaning for prompts (F4). */
struct attr_choice {
    const char *value; /* as the product writes it, upper case where it folds */
    const char *help;  /* one line, our own words */
};

/* How an AF_KEY attribute shows as a column of the list panels of its kinds (ui/objects/objlist.c).
 * A list over several kinds shows the columns of all of them once each, by key, in the order of
 * pos. */
struct attr_col {
    const char *heading;  /* short column heading ("Weight") */
    unsigned char width;  /* display columns; an AT_INT column is right-justified */
    unsigned char pos;    /* position among the columns of a kind, 1 first */
};

/* One row of a system's attribute table: an attribute as it is on every kind in `kinds`. When the
 * same keyword differs by kind (CLWLUSEQ on a queue manager and on a local queue), it has one row
 * per variant with disjoint kind sets. */
struct attr_def {
    uint64_t kinds;                     /* bit (1 << kind index) for each kind it applies to */
    const char *key;                    /* canonical key: SQL column, YAML key ("clwlwght") */
    const char *native;                 /* the product's keyword ("CLWLWGHT") */
    const char *synonym;                /* another keyword the product accepts ("TARGQ"), or NULL */
    const char *label;                  /* panel prompt ("Weight") */
    enum attr_type type;
    long long min, max;                 /* AT_INT range; AT_NAME/TEXT/REF/LIST: max length */
    const struct attr_choice *choices;  /* AT_ENUM/AT_BOOL: terminated by a NULL value */
    const char *ref;                    /* AT_REF/AT_LIST: namespace of the objects named */
    const char *dflt;                   /* the product's default, as a stored value (" " = blank);
                                           NULL: none */
    unsigned flags;                     /* enum attr_flag */
    const char *help;                   /* F1 text, one paragraph, our own words */
    const char *source;                 /* the document that defines range and meaning */
    struct attr_col col;                /* AF_KEY: the list column; otherwise zero */
    const char *group;                  /* the entry panel's section heading this attribute opens
                                           (the rows after it, in entry-panel order, belong to it
                                           until the next row with a group); NULL: no new section */
    const char *list_also;              /* a list-indexed attribute (AT_REF with AF_KEY): the key of
                                           another attribute whose non-blank value also puts the
                                           object in the lists filtered on this one (a queue's
                                           CLUSNL beside its CLUSTER: both make it a cluster
                                           queue); NULL: none */
    unsigned char field_pos;            /* its place on the entry panels of its kinds, 1 first;
                                           0: after the rows with a place, in table order. Table
                                           order is the interchange order (YAML, journal, store
                                           columns); this orders the panel the way an administrator
                                           reads the object */
    const char *off;                    /* AF_VERBATIM rows only: a pair of keywords without value
                                           that say one thing (MQSC's TRIGGER and NOTRIGGER): native
                                           is the one meaning YES, off the one meaning NO, and the
                                           row is AT_BOOL with choices YES and NO; NULL: a keyword
                                           with a value */
};

enum kind_flag {
    KF_TOP = 1u << 0,       /* a top-level object: everything else hangs under one (queue manager) */
    KF_MODELLED = 1u << 1,  /* its attributes are in the table; otherwise kept verbatim */
    KF_ORDERED = 1u << 2,   /* its position among its siblings of the same kind is data (WLM
                               goal periods, classification rules): kept, stored, written in order */
    KF_UNNAMED = 1u << 3    /* identified by its parent and position, not by a name (a goal
                               period): pol_object.name is NULL; implies KF_ORDERED */
};

/* An object kind of a system. Modelled kinds have attribute rows and a typed store table;
 * unmodelled kinds (MQ listeners, topics…) are named objects whose parameters are kept verbatim. */
struct kind_def {
    const char *id;       /* canonical id, unique in the system ("QLOCAL", "CLUSRCVR", "TOPIC") */
    const char *label;    /* for panels ("Local queue") */
    const char *native;   /* how the product names the object type ("QLOCAL", "CHANNEL") */
    const char *subtype;  /* the discriminating value when native is shared ("CLUSRCVR"), or NULL */
    const char *ns;       /* namespace: names are unique per (top object, namespace) */
    const char *table;    /* typed store table for modelled kinds ("mq_qlocal"), else NULL */
    unsigned name_max;    /* maximum name length */
    unsigned flags;       /* enum kind_flag */
    unsigned order;       /* position in the product's own dump order (writer); ties sort by name */
    uint64_t parents;     /* bit (1 << kind index) of each kind an object of this kind may hang
                             under; 0: directly under the top-level object (or none, for a top).
                             A kind that lists itself nests to any depth (classification sub-rules) */
    /* Filled by schema_init(): */
    unsigned index;                    /* position in the system's kinds[] */
    const struct system_def *sys;
    const struct attr_def **attrs;     /* the rows that apply, in table order */
    unsigned nattrs;
};

struct pol_object;
struct policy;
struct diag_list;
struct diag_at;
struct rule_set;
struct sim_engine;

/* A system: its kinds and attribute table, and the contract through which the generic code (store,
 * rule engine, readers' driver, panel engine, CLI) reaches what is the system's own. Every function
 * pointer may be NULL where the comment says what NULL means. Registering a system is one line of
 * the registry of systems (ui/systems.c), whose row names this definition and which hands it to
 * schema_register at start; nothing generic names a system. */
struct system_def {
    const char *id;              /* "mq" */
    const char *label;           /* "IBM MQ" */
    const char *rule_prefix;     /* "MQ" */
    struct kind_def *kinds;
    size_t nkinds;
    const struct attr_def *attrs;
    size_t nattrs;

    /* The object's path in the product's own notation into buf (size n, always NUL-terminated):
       `QMGR(QM5) CHANNEL('C_QM5')`. Returns buf. NULL: KIND(name) of each ancestor, blank-separated,
       `KIND#n` for an unnamed one (schema_path_default). */
    char *(*path)(const struct pol_object *obj, char *buf, size_t n);
    /* The live object of p whose path (as `path` writes it) is text, or NULL when none is, or when
       text is not a path of this system. NULL: paths are not parsed back (schema_path_find then
       compares the formatted path of every live object). */
    struct pol_object *(*path_find)(const struct policy *p, const char *text);
    /* Checks value for attribute a against its schema row (type, range, choices, length) and
       whatever else the system requires of a single value, in the system's words and rule ids.
       Returns NULL when valid, else writes a message naming the native keyword into msg (size n),
       sets *rule to the rule id and returns msg. Reached through schema_value_problem. */
    const char *(*value_problem)(const struct attr_def *a, const char *value, const char **rule,
                                 char *msg, size_t n);
    /* Why name cannot name an object of kind under top (NULL: it can), as a static phrase the
       caller puts after the name ("contains a blank"). NULL: any non-empty name of at most
       kind->name_max bytes is valid. */
    const char *(*name_problem)(const struct kind_def *kind, const char *name,
                                const struct pol_object *top);
    /* The single-object checks that stop an import (values that cannot stand together): adds
       errors to diags located at `at`; returns the number added. NULL: none. */
    int (*object_problems)(const struct pol_object *obj, struct diag_list *diags, struct diag_at at);
    /* The value the product uses for obj's attribute key: the explicit one, else what the system
       inherits it from (MQ: the queue manager's default object), else the schema's default; NULL
       when none. The result is owned by the policy or the schema. NULL: explicit, else default
       (schema_effective). */
    const char *(*effective)(const struct pol_object *obj, const char *key);
    /* The summary shown before the findings, built from the whole policy, opaque to the generic
       code (the system's report writers read it); NULL when the policy holds nothing of the system
       or memory runs out. Freed with summary_free. NULL: no summary. */
    void *(*summary_build)(const struct policy *p);
    void (*summary_free)(void *summary);
    /* The system's validation rules, or NULL: none. */
    const struct rule_set *rules;

    /* The canonical key of the system's top-level objects as a collection: the key of its section
       of the YAML interchange document ("queue_managers"). Unique among the systems. */
    const char *doc_key;
    /* The rule id under which readers report a name that name_problem refuses ("MQ005"); NULL:
       they report it as a problem of their format. */
    const char *name_rule;
    /* The name of the object of the same kind under the same top whose values `effective` takes
       for what an object of kind does not state (MQ: the queue manager's default object,
       "SYSTEM.DEFAULT.LOCAL.QUEUE" for a local queue), static; NULL when the kind has none. A
       caller that holds rows rather than the whole tree (a list panel) loads that object so that
       schema_inherited sees it. NULL: nothing is inherited but the schema's defaults. */
    const char *(*default_object)(const struct kind_def *kind);
    /* The rank of obj among the objects of the same kind->order in the product's dump order,
       before their names (MQ: authentication information by AUTHTYPE). NULL: 0 for every one. */
    unsigned (*dump_rank)(const struct pol_object *obj);
    /* How the journal names an unmodelled parameter whose keyword is the reader's own encoding of
       where it was (WLM: `ModificationUser+ServiceClassOverrides` for an element kept as read):
       the product's name for it into buf (size n, "<ServiceClassOverrides>"), returned; NULL when
       the keyword is the product's own already. NULL: every keyword is shown as it is. */
    const char *(*param_label)(const char *keyword, char *buf, size_t n);
    /* Whether values a and b of a modelled attribute (verbatim false) or of an unmodelled
       parameter (verbatim true) of the system say the same to the product though their bytes
       differ (WLM: a run of blanks for one, `<Notes />` for `<Notes/>`): the journal then lists no
       change. NULL: only equal bytes are the same. */
    bool (*same_value)(bool verbatim, const char *a, const char *b);

    /* The attributes of kind that the attribute table does not model but that the product's own
       keyword table knows, as rows flagged AF_VERBATIM (and AF_READONLY for a value the product
       only shows), in the product's order: key and native are the keyword, with the type, range or
       choices, help and source the system knows of it; kinds is the one bit of kind. An entry panel
       shows them after the modelled attributes and a list can show them as columns; their values
       are the object's verbatim parameters. Static, owned by the system; sets *n (0 and NULL for
       none). NULL: no such attributes (schema_extra_attrs). */
    const struct attr_def *(*extra_attrs)(const struct kind_def *kind, size_t *n);
    /* The value that the verbatim parameter text `text` (as kept: MQ's quotes included) of row a
       (AF_VERBATIM) holds, as a panel shows and a user types it, into buf (size n, always
       NUL-terminated); returns buf. NULL: the text itself (schema_param_value). */
    const char *(*param_value)(const struct attr_def *a, const char *text, char *buf, size_t n);
    /* The reverse: the parameter text that says value (checked by value_problem) for row a, as the
       writers write it back, into buf (size n); returns buf, or NULL when it does not fit. NULL: the
       value itself (schema_param_text). */
    const char *(*param_text)(const struct attr_def *a, const char *value, char *buf, size_t n);

    /* The system's simulation engine (model/simulate.h): its scenario inputs and its run, which
       `wlmcon simulate` reaches by the system's id. NULL: the system does not simulate. */
    const struct sim_engine *sim;
};

/* The systems wlmcon knows, NULL-terminated, in registration order (schema_register: the program's
 * registry of systems, ui/systems.c, registers each at start); initialised on first use. Never
 * fails. */
const struct system_def *const *schema_systems(void);

/* Adds a system after those of schema_systems() (the registry of systems, ui/systems.c, calls it
 * for each system that has a model) and fills its kinds' computed fields; the definition is not copied and must
 * outlive every use. Returns 0, or -1 when the table is full (8 systems) or memory runs out. */
int schema_register(const struct system_def *sys);

/* Fills the computed fields of every kind (index, attrs, nattrs). Idempotent; returns 0, or -1
 * when memory runs out. Called by schema_systems(); other callers need not call it. */
int schema_init(void);

/* The system with this id ("mq"), or NULL. */
const struct system_def *schema_system(const char *id);

/* The kind with this canonical id in sys, or NULL. Case-sensitive. */
const struct kind_def *schema_kind(const struct system_def *sys, const char *id);

/* The kind whose native name and subtype match (subtype may be NULL), case-insensitive, or NULL. */
const struct kind_def *schema_kind_native(const struct system_def *sys, const char *native,
                                          const char *subtype);

/* Position of the attribute with this canonical key among kind->attrs, or -1. */
int schema_attr_index(const struct kind_def *kind, const char *key);

/* Position of the attribute with this native keyword or synonym (case-insensitive) among
 * kind->attrs, or -1. */
int schema_attr_native(const struct kind_def *kind, const char *native);

/* The first row of sys's table whose native keyword matches (case-insensitive), whatever its
 * kinds, or NULL: tells "attribute on the wrong kind" apart from "unknown attribute". */
const struct attr_def *schema_attr_any(const struct system_def *sys, const char *native);

/* The first control character of value that no writer of wlmcon carries and no reader reads back
 * (bytes 0x00-0x1F other than a tab, 0x7F, and the C1 controls U+0080-U+009F, UTF-8 bytes C2 80 to
 * C2 9F, which a terminal obeys as the C0 ones: C2 9B is its CSI), or NULL when there is none.
 * Every system's value_problem refuses a value that holds one, so that the store holds only what
 * every export writes and every import reads back (a tab stays a tab). */
const char *schema_control_char(const char *value);

/* The number of bytes of the control character at p by schema_control_char's rule (1 for a C0
 * control or DEL, 2 for a C1 control), 0 when p holds none. p is NUL-terminated. */
static inline int schema_control_len(const char *p)
{
    unsigned char c = (unsigned char)p[0], d = (unsigned char)p[1 - !c];
    return (c < 0x20 && c != '\t' && c) || c == 0x7f ? 1 : c == 0xC2 && d >= 0x80 && d < 0xA0 ? 2 : 0;
}

/* The code of the control character at p (schema_control_len(p) > 0): the byte of a C0 control or
 * DEL, the code point of a C1 one (0x9B for C2 9B), for messages ("control character 0x9B"). */
static inline unsigned schema_control_code(const char *p)
{
    return (unsigned char)p[0] == 0xC2 ? (unsigned char)p[1] : (unsigned char)p[0];
}

/* The choice of an AT_ENUM/AT_BOOL attribute equal to value (case-insensitive when the attribute
 * folds, exact otherwise), or NULL. */
const struct attr_choice *schema_choice(const struct attr_def *a, const char *value);

/* The top-level kind of sys (the one with KF_TOP), or NULL. */
const struct kind_def *schema_top_kind(const struct system_def *sys);

/* ---- the contract, reached generically -----------------------------------------------------------
 * Each function below calls the system's own operation (obj->kind->sys, kind->sys) and, where the
 * system gives none, does what struct system_def documents for NULL. */

/* The path of obj in its system's notation into buf (size n > 0, always NUL-terminated):
 * `QMGR(QM5) CHANNEL('C_QM5')`. Without a notation of the system's own: schema_path_default.
 * Returns buf. */
char *schema_object_path(const struct pol_object *obj, char *buf, size_t n);

/* The generic notation: NATIVE(name) of the top and of each ancestor down to obj, separated by one
 * blank, NATIVE#position for a KF_UNNAMED object (`SRVDEF(D1) SRVCLASS(BATCH) PERIOD#2`).
 * Returns buf. */
char *schema_path_default(const struct pol_object *obj, char *buf, size_t n);

/* The live object of p whose path (as schema_object_path writes it) is text, or NULL: asks each
 * system's path_find; for a system without one, compares text with the formatted path of each of
 * its live objects. */
struct pol_object *schema_path_find(const struct policy *p, const char *text);

/* The same within system sys alone: its path_find, else the comparison with each of its live
 * objects' formatted paths. */
struct pol_object *schema_path_find_in(const struct system_def *sys, const struct policy *p, const char *text);

/* What is wrong with a value against its schema row. */
enum value_fault {
    VF_NONE = 0,
    VF_RANGE,    /* an AT_INT value that is not a decimal integer, or outside [min, max] */
    VF_CHOICE,   /* an AT_ENUM/AT_BOOL value that is none of the choices */
    VF_LENGTH,   /* longer than max bytes (AT_NAME, AT_TEXT, AT_REF; each item of an AT_LIST) */
    VF_CONTROL   /* holds a control character other than a tab (schema_control_char), which no
                    writer carries: any type */
};

/* Checks value (NULL: unspecified, always valid) for attribute a against its row alone: type,
 * range, choices, length. On a fault writes a message naming the native keyword and what is valid
 * into msg (size n): "CLWLWGHT(120) is out of range: CLWLWGHT must be from 1 to 99". A system's
 * value_problem builds on it and gives the rule ids (model/schema_value.c). */
enum value_fault schema_value_check(const struct attr_def *a, const char *value, char *msg, size_t n);

/* The spelling the store keeps for value v of attribute a, whatever the file it was read from: an
 * integer in decimal without sign or leading zeros ("+05" → "5"), an enumeration as its choice
 * ("enabled" → "ENABLED" where the attribute folds); else v itself. num (size n) is scratch for the
 * integer; the result is v, num or a static choice. */
const char *schema_canonical(const struct attr_def *a, const char *v, char *num, size_t n);

/* Checks value for attribute a of kind: the system's value_problem, else schema_value_check with
 * rule id "VALUE". Returns NULL when valid, else msg with *rule set. */
const char *schema_value_problem(const struct kind_def *kind, const struct attr_def *a,
                                 const char *value, const char **rule, char *msg, size_t n);

/* Why name cannot name an object of kind under top (NULL for a top-level object): the system's
 * name_problem, else "is empty" or "is longer than N characters" (kind->name_max), else NULL. The
 * phrase is static (or in a static buffer until the next call) and goes after the name. */
const char *schema_name_problem(const struct kind_def *kind, const char *name,
                                const struct pol_object *top);

/* The system's single-object checks of obj (object_problems), added to diags at `at`; returns the
 * number of errors added (0 for a system without them). */
int schema_object_problems(const struct pol_object *obj, struct diag_list *diags, struct diag_at at);

/* The value the product uses for obj's attribute key (the system's effective, else the explicit
 * value, else the schema's default); NULL when the kind has no such attribute or nothing gives a
 * value. The string belongs to the policy or the schema. */
const char *schema_effective(const struct pol_object *obj, const char *key);

/* The effective value that an object of kind under parent would have for key when it stated
 * nothing: what an entry panel shows as the default of a new object, and what a list shows for a
 * row that leaves key unspecified. parent holds what the system inherits from (load
 * schema_default_object(kind) under it first). NULL as for schema_effective. */
const char *schema_inherited(const struct pol_object *parent, const struct kind_def *kind,
                             const char *key);

/* The name of the object whose values an object of kind inherits (see system_def.default_object),
 * or NULL. */
const char *schema_default_object(const struct kind_def *kind);

/* obj's rank in its system's dump order before its name (system_def.dump_rank), or 0. */
unsigned schema_dump_rank(const struct pol_object *obj);

/* The rows of kind's attributes kept as verbatim parameters (system_def.extra_attrs), with their
 * number in *n; NULL and 0 when the system has none. Static. */
const struct attr_def *schema_extra_attrs(const struct kind_def *kind, size_t *n);

/* The row among kind's extra attributes whose native keyword is native (case-insensitive), or
 * NULL. */
const struct attr_def *schema_extra_attr(const struct kind_def *kind, const char *native);

/* The value that verbatim parameter text `text` of extra attribute a of kind holds, as panels show
 * it (system_def.param_value, else text itself), in buf (size n); returns buf. */
const char *schema_param_value(const struct kind_def *kind, const struct attr_def *a, const char *text,
                               char *buf, size_t n);

/* The verbatim parameter of obj that holds extra attribute a (its native keyword; class
 * PARAM_READONLY for an AF_READONLY row, else PARAM_OTHER), or NULL when obj states none. */
const struct pol_param *schema_param_of(const struct pol_object *obj, const struct attr_def *a);

/* The parameter text that says value for extra attribute a of kind (system_def.param_text, else
 * value itself), in buf (size n); NULL when it does not fit. */
const char *schema_param_text(const struct kind_def *kind, const struct attr_def *a, const char *value,
                              char *buf, size_t n);

/* The value extra attribute a (AF_VERBATIM) of obj holds as panels show it, in buf (size n): its
 * parameter's (schema_param_value), or for a pair (a->off) "YES" or "NO" after whichever of its
 * two keywords obj states last; NULL when obj states none. */
const char *schema_extra_get(const struct pol_object *obj, const struct attr_def *a, char *buf, size_t n);

/* The same read from an object's stored parameter text (codec_put_params) of kind, for the lists
 * that read no object. */
const char *schema_extra_in_text(const struct kind_def *kind, const struct attr_def *a, const char *params,
                                 char *buf, size_t n);

/* Sets extra attribute a of obj to text as a panel shows it: "" drops its parameter (both
 * keywords of a pair), so that the product's default applies; a pair's YES or NO keeps one of its
 * two keywords, without a value. Strings are copied into p. Returns 0, or -1 when the parameter
 * text does not fit (schema_param_text) or memory runs out. */
int schema_extra_put(struct policy *p, struct pol_object *obj, const struct attr_def *a, const char *text);

#endif
