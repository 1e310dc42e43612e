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
    AF_SECRET = 1u << 6    /* a password or key: never shown in clear on panels */
};

/* A valid value of an enumeration, with its meaning for prompts (F4). */
struct attr_choice {
    const char *value; /* as the product writes it, upper case where it folds */
    const char *help;  /* one line, our own words */
};

/* How an AF_KEY attribute shows as a column of the list panels of its kinds (ui/mq_list.c). A list
 * over several kinds shows the columns of all of them once each, by key, in the order of pos. */
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
    const char *list_also;              /* a list-indexed attribute (AT_REF with AF_KEY): the key of
                                           another attribute whose non-blank value also puts the
                                           object in the lists filtered on this one (a queue's
                                           CLUSNL beside its CLUSTER: both make it a cluster
                                           queue); NULL: none */
};

enum kind_flag {
    KF_TOP = 1u << 0,       /* a top-level object: everything else hangs under one (queue manager) */
    KF_MODELLED = 1u << 1,  /* its attributes are in the table; otherwise kept verbatim */
    KF_TEMPLATE = 1u << 2   /* reserved */
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
    /* Filled by schema_init(): */
    unsigned index;                    /* position in the system's kinds[] */
    const struct system_def *sys;
    const struct attr_def **attrs;     /* the rows that apply, in table order */
    unsigned nattrs;
};

/* A system: its kinds and its attribute table. */
struct system_def {
    const char *id;              /* "mq" */
    const char *label;           /* "IBM MQ" */
    const char *rule_prefix;     /* "MQ" */
    struct kind_def *kinds;
    size_t nkinds;
    const struct attr_def *attrs;
    size_t nattrs;
};

/* The systems wlmcon knows, NULL-terminated; initialised on first use. Never fails. */
const struct system_def *const *schema_systems(void);

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

/* The choice of an AT_ENUM/AT_BOOL attribute equal to value (case-insensitive when the attribute
 * folds, exact otherwise), or NULL. */
const struct attr_choice *schema_choice(const struct attr_def *a, const char *value);

/* The top-level kind of sys (the one with KF_TOP), or NULL. */
const struct kind_def *schema_top_kind(const struct system_def *sys);

#endif
