/* model/tp1/tp1.h — Hitachi OpenTP1 in the model: the kinds of a node's definition directory, the
 * single-value checks the reader and the validator share, and the node group the rules work out.
 *
 * A node ("an OpenTP1 system", NODE(node1)) holds one object per definition file of its directory,
 * named by the file's name: the system common definition (betranrc), the schedule service
 * definition (scd, with its scdbufgrp and scdmulti commands), the user service configuration
 * (usrconf, with its dcsvstart commands), the user service default definition (usrrc), one user
 * service definition per user server, and every other file as it was read. An object of a file
 * kind is that file: its attributes are the file's `set` operands, its ordered children the file's
 * commands, whose attributes are the command's flags (native "-g").
 *
 * Facts: ../research/domino_opentp1.md part B and its seed 004 addendum; seed 004 (OpenTP1
 * Operation 3.2.4). */
#ifndef WLMCON_MODEL_TP1_H
#define WLMCON_MODEL_TP1_H

#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"

/* Index of each OpenTP1 kind in tp1_system()->kinds (attr_def.kinds bit 1 << index). */
enum tp1_kind {
    TP1_NODE,       /* the node: host, port, version, TP1/Extension 1, client settings */
    TP1_BETRANRC,   /* system common definition, file betranrc */
    TP1_SCD,        /* schedule service definition, file scd */
    TP1_SCDBUFGRP,  /* scdbufgrp command of the scd file; ordered, unnamed */
    TP1_SCDMULTI,   /* scdmulti command of the scd file; ordered, unnamed */
    TP1_USRCONF,    /* user service configuration, file usrconf */
    TP1_DCSVSTART,  /* dcsvstart command of usrconf: the user servers started; ordered, unnamed */
    TP1_USRRC,      /* user service default definition, file usrrc [U: the file name] */
    TP1_USRSVC,     /* user service definition of one user server, named by its file */
    TP1_DEFFILE,    /* any other file of the directory, kept as read (no operands modelled) */
    TP1_NKINDS
};

/* The OpenTP1 system (model/tp1/tp1_schema.c), as its row of the registry of systems names it. */
extern const struct system_def tp1_system_def;

/* The same, initialised (schema_init). Static; never NULL. */
const struct system_def *tp1_system(void);

/* The kind of tp1_system() at index k. */
const struct kind_def *tp1_kind(enum tp1_kind k);

/* True when kind is the OpenTP1 kind k (any system's kind may be passed). */
bool tp1_is_kind(const struct kind_def *kind, enum tp1_kind k);

/* The kind of the definition file named name in a node's directory: betranrc, scd, usrconf and
 * usrrc by their names (System Definition DEFI0019); NULL for any other name (a user service
 * definition is known by its content, the reader's concern). */
const struct kind_def *tp1_file_kind(const char *name);

/* The command kind of a file kind (scdbufgrp and scdmulti under scd, dcsvstart under usrconf)
 * whose native name is command (case-sensitive, as the manuals write it), or NULL. */
const struct kind_def *tp1_command_kind(const struct kind_def *file, const char *command);

/* Checks one value for attribute a of the OpenTP1 table (system_def.value_problem): an integer
 * outside its documented range or not one (TP1901), a value that is not one of the operand's
 * choices (TP1902), a text or list item longer than documented (TP1903), a pair "n[,m]" that is
 * not one (TP1904), an all_node entry that is not name[:port][:high] (TP1004). NULL and "" are valid. Returns NULL when valid; else writes a
 * message naming the operand into msg (size n), sets *rule and returns msg. Source: research B3.4,
 * System Definition DEFI0029/DEFI0034/DEFI0090. */
const char *tp1_value_problem(const struct attr_def *a, const char *value, const char **rule,
                              char *msg, size_t n);

/* One all_node entry, `name[:port][:high]` (TPWI0048). */
struct tp1_node_entry {
    char name[256];
    long port;      /* 0 when not given */
    bool high;      /* ":high" given */
};

/* Parses entry (one item of the all_node list, without quotes) into *e. Returns NULL, or a static
 * phrase saying what is wrong ("has an empty host name", "has a port that is not 5001 to
 * 65535"…). */
const char *tp1_node_entry_parse(const char *entry, struct tp1_node_entry *e);

/* The value the product uses for obj's operand key (system_def.effective): the explicit one; for a
 * user service definition, else its node's user service default definition's (usrrc); else the
 * schema's default. NULL when none. */
const char *tp1_effective(const struct pol_object *obj, const char *key);

/* The path of obj in OpenTP1's notation (system_def.path, model/tp1/tp1_path.c) into buf (size n):
 * `NODE(node1)`, `NODE(node1) FILE(scd)`, `NODE(node1) FILE(scd) scdmulti#2` (a command by its
 * place among its file's commands of that name). Returns buf. */
char *tp1_path(const struct pol_object *obj, char *buf, size_t n);

/* The child of node that is its definition file of kind k (the first live one), or NULL. */
const struct pol_object *tp1_file_of(const struct pol_object *node, enum tp1_kind k);

/* The effective value of operand key of node's definition file of kind k: the file's own, else
 * the schema default of that operand (a node without the file uses the defaults). NULL when none. */
const char *tp1_node_value(const struct pol_object *node, enum tp1_kind k, const char *key);

#endif
