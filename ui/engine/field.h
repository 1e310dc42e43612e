/* ui/engine/field.h — field descriptors of entry panels and the checks made on Enter.
 *
 * A descriptor says what a field holds, with the schema's own vocabulary (model/schema.h): its
 * type, range or choices, maximum length, default, whether the product folds it to upper case, and
 * its help. The MQ panels fill descriptors straight from attribute rows (field_def_from_attr);
 * checks follow research/aesthetics.md §2.6: declarative, in panel order, first failure wins. */
#ifndef WLMCON_UI_FIELD_H
#define WLMCON_UI_FIELD_H

#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"
#include "ui/engine/msg.h"

enum field_flag {
    FD_FOLD = 1u << 0,      /* upper-case the value on Enter (the product folds it) */
    FD_OUTPUT = 1u << 1,    /* output only: shown as a value (VOI), never typed over */
    FD_REQUIRED = 1u << 2,  /* a blank value is refused with "Enter required field" */
    FD_SECRET = 1u << 3,    /* never shown in clear */
    FD_QUOTED = 1u << 4,    /* AT_TEXT whose product quotes text (AF_QUOTED): 'app1' typed is app1,
                               a doubled quote inside one quote */
    FD_CAPS = 1u << 5       /* typed in capitals, as the product's panels take it, without FD_FOLD's
                               quoted form: a name is folded to upper case; an AT_ENUM/AT_BOOL is
                               shown and hinted in capitals (NO for No), takes any case, and
                               field_literal gives the choice's own spelling back */
};

struct field_def;

/* An extra check of a value's syntax (an MQ name, a connection name): NULL when value is fine,
 * else a short reason ("contains a blank") owned by the callee (static or in ctx). */
typedef const char *(*field_check_fn)(const struct field_def *fd, const char *value);

/* The product's own judgement of a value (MQ's: mq_value_problem), after the engine's checks:
 * NULL when the product takes it, else its explanation written into msg (n bytes), which becomes
 * the long message ("CLWLWGHT(120) is out of range: CLWLWGHT must be from 1 to 99 [MQ001]"). value
 * is the checked value, without the quotes of a quoted name. */
typedef const char *(*field_explain_fn)(const struct field_def *fd, const char *value, char *msg,
                                        size_t n);

struct field_def {
    const char *key;             /* canonical key ("clwlwght"), given back on save */
    const char *label;           /* prompt ("Weight") */
    const char *tag;             /* the product's keyword shown after the prompt ("CLWLWGHT"), or NULL */
    enum attr_type type;         /* as in the schema */
    long long min, max;          /* AT_INT: range; other types: max = maximum length in bytes (0: none) */
    const struct attr_choice *choices;  /* AT_ENUM/AT_BOOL: valid values; AT_INT: words it takes
                                           besides the integers (NOLIMIT), or NULL; NULL-terminated */
    const char *dflt;            /* the product's default, for the hint; NULL: none */
    unsigned flags;              /* enum field_flag */
    const char *hint;            /* descriptive text at the right; NULL: made from range/choices */
    const char *group;           /* heading of the group this field starts; NULL: same group */
    field_check_fn check;        /* extra syntax check, or NULL */
    const void *check_ctx;       /* for check (e.g. the kind_def of the object) */
    const char *help;            /* field help (F1), or NULL */
    const char *source;          /* the document that defines it (shown in its help), or NULL */
    const char *ns;              /* AT_REF/AT_LIST: namespace of the objects named ("cluster"): F4
                                    lists the existing names (panel_ops.names); NULL: none */
    const struct attr_def *attr; /* the schema row it was made from (field_def_from_attr), or NULL */
    field_explain_fn explain;    /* the product's own check and explanation, or NULL */
};

/* Fills fd from a schema row: key, label, tag (native keyword), type, range or length, choices,
 * default, help, source, namespace (ref), attr; AF_FOLD → FD_FOLD, AF_READONLY → FD_OUTPUT,
 * AF_REQUIRED → FD_REQUIRED, AF_SECRET → FD_SECRET. Hint, group, check and explain are left NULL
 * for the panel to set. */
void field_def_from_attr(struct field_def *fd, const struct attr_def *a);

/* Code points the field can hold: the digits of the range plus one (so that a value just out of
 * range can be typed and refused with its message), or its longest word when longer, for AT_INT, the longest choice for enumerations,
 * max for the other types (64 when max is 0), plus two for the quotes of a quoted name. */
int field_capacity(const struct field_def *fd);

/* The descriptive text shown at the right of the field: fd->hint, or made from the descriptor:
 * "1-99, default 50", "0-104857600 or NOLIMIT", "LOCAL or ANY", "QMGR, LOCAL or ANY", "(name or ?)" for a name with a
 * namespace to list ("(name)" without), "(names or ?)" likewise; "" when there is none.
 * Writes out (len bytes). */
void field_hint(const struct field_def *fd, char *out, size_t len);

/* The hint as it fits in room columns, into out (len bytes): whole when it fits. Else a range with
 * its default loses the default ("1-999999999, default 100" in 12 columns: "1-999999999"); a list
 * of choices is cut at a blank, without a trailing "," or "or", and ended with "..." ("OPEN,
 * NOTFIXED or GROUP" in 20 columns: "OPEN, NOTFIXED..."), never within a word; a hint in
 * parentheses ("(name or ?)") is one whole or dropped. "" when nothing of it fits. */
void field_hint_fit(const char *hint, int room, char *out, size_t len);

/* A failed check: the message to issue, with its arguments. */
struct field_err {
    enum msg_id msg;
    char args[3][160];
    int nargs;
};

/* Checks value (UTF-8, as typed) against fd, in place: removes surrounding blanks (trailing ones
 * only for AT_TEXT), folds to upper case when FD_FOLD, and rewrites an enumeration's value typed
 * in any case in the spelling of its choice ("off" is Off; before fd->explain sees it). A name typed in single quotes in a folding field ('app.q') keeps its case,
 * as the products keep quoted names: it is checked without its quotes and keeps them in the field
 * (field_literal takes them off). Blank is accepted unless FD_REQUIRED (blank means
 * "unspecified"). Then fd->explain, when set, judges the value: its explanation becomes the long
 * message (MSG_VALUE_REFUSED, with the engine's short message when it refused the value too,
 * else "Invalid value"). Returns true when the value is valid; otherwise fills *err (message and
 * arguments naming the field, e.g. MSG_RANGE "Weight (CLWLWGHT)", "1", "99"). */
bool field_check(const struct field_def *fd, char *value, struct field_err *err);

/* True when fd takes a name in quotes that keeps its case: a folding name, reference, list or text. */
bool field_quotes(const struct field_def *fd);

/* Takes the quotes off a quoted value of a field that keeps quoted names ('app.q' → app.q), or of
 * an FD_QUOTED text field ('it''s' → it's, a doubled quote made one), in place; other values are
 * left as they are. */
void field_literal(const struct field_def *fd, char *value);

/* The text a value is shown as in fd: in quotes when the field would fold it otherwise (a stored
 * name with lower-case letters: app.q → 'app.q'), or, in an FD_QUOTED text field, when the value
 * itself begins and ends with a quote (its quotes doubled, so that field_literal gives it back:
 * 'x' → '''x'''), else as it is. Writes out (len bytes: 2 * strlen(value) + 3 always suffice). */
void field_display(const struct field_def *fd, const char *value, char *out, size_t len);

/* The field's name in messages: "Weight (CLWLWGHT)", or the label alone. Writes out. */
void field_name(const struct field_def *fd, char *out, size_t len);

#endif
