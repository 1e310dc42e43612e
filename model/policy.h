/* model/policy.h — the in-memory policy: top-level objects (queue managers), the objects under
 * them, their attribute values in the four states of DESIGN.md, the parameters kept verbatim and
 * the verbatim records (SET AUTHREC, START …).
 *
 * A struct policy owns everything reachable from it through its arena; nothing is freed one by one.
 * Values are NUL-terminated text in the product's canonical spelling (integers in decimal, enums as
 * their choice, names as stored); a NULL value is "unspecified", "" is "empty" ('' in MQSC) and a
 * value of blanks only is "blank" (' '). */
#ifndef WLMCON_MODEL_POLICY_H
#define WLMCON_MODEL_POLICY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/arena.h"
#include "model/diag.h"
#include "model/schema.h"

/* A position in a source file; line and col are 1-based (col in bytes); 0 means unknown. */
struct pol_pos {
    uint32_t line, col;
};

/* Where an object or record came from. file is owned by the policy; NULL when not from a file. */
struct pol_src {
    const char *file;
    struct pol_pos pos;
};

enum param_class {
    PARAM_OTHER = 1,   /* an attribute the schema does not model: written back as read */
    PARAM_READONLY = 2 /* a read-only value (dmpmqcfg's `*  ALTDATE(…)` lines) */
};

/* A parameter kept verbatim: keyword as the product spells it (upper case), and the value text
 * between the parentheses exactly as read after continuations were joined (quotes included), or
 * NULL for a keyword without parentheses (REPLACE, SYNCPT). */
struct pol_param {
    const char *keyword;
    const char *value;
    unsigned cls;          /* enum param_class */
    struct pol_pos pos;    /* of the keyword */
};

enum pol_change { POL_SAME = 0, POL_NEW, POL_CHANGED, POL_DELETED };

struct pol_scope;

/* An object: a top-level one (a queue manager, a service definition) or one in the tree under it.
 * Every object under a top is in the top's scope (objs, hash); its parent is the object it hangs
 * under (the top, or another object for nested kinds: a goal period under its service class, a
 * classification sub-rule under its rule). Names are unique per (top, namespace), not per parent. */
struct pol_object {
    const struct kind_def *kind;
    struct pol_object *parent;   /* the object it hangs under; NULL for a top-level one */
    struct pol_object *top;      /* the top-level object of its tree; itself for a top-level one */
    const char *name;            /* as stored: templates (+QMNAME+) kept verbatim; "" for a kind
                                    identified by position (KF_UNNAMED) */
    uint32_t position;           /* KF_ORDERED kinds: 1-based place among the live siblings of its
                                    kind under parent; 0 for other kinds */
    int64_t uid;                 /* the store's identity of the object, unchanged by renames, moves
                                    and the insertion of siblings; 0 until stored */
    int64_t id;                  /* store row id; 0 until stored */
    int64_t revision;            /* revision it was read at; 0 until stored */
    enum pol_change change;
    struct pol_src src;
    const char **vals;           /* [kind->nattrs]: the modelled attributes */
    struct pol_pos *vpos;        /* [kind->nattrs]: where each value was read */
    struct pol_param *params;    /* unmodelled and read-only parameters, in source order */
    size_t nparams, capparams;
    struct pol_object *first, *last;  /* its live children, in order: each kind's KF_ORDERED
                                         children by position, the others in creation order */
    struct pol_object *prev, *next;   /* its live siblings (NULL at either end) */
    struct pol_scope *scope;     /* top-level objects only: what hangs under it */
    bool params_unloaded;        /* read from the store without its verbatim parameters and positions:
                                    a save keeps the stored ones instead of writing none */
    const char **vfile;          /* [kind->nattrs] or NULL: the file each value was read from when
                                    one came from another file than src.file (pol_set_from); an
                                    entry NULL: src.file */
    struct console_change **vchange; /* [kind->nattrs] or NULL: the console change that set each
                                        value (pol_set_edited), owned by the policy; an entry NULL:
                                        read from a file (vfile, vpos) */
    struct layout *layout;       /* top-level objects read from line-oriented files: their source
                                    layout (model/layout.h), in the arena; NULL: none */
    const char *layout_ids;      /* a top read from the store or a journal image whose layout is
                                    not loaded yet: the ids of its chunks (the `L` line of its
                                    parameters, model/codec.h); NULL: none */
};

/* A record kept verbatim in source order: SET AUTHREC/CHLAUTH/POLICY and operational commands
 * (START, STOP, REFRESH, RESET, PING, RESOLVE, CLEAR). */
struct pol_record {
    const char *verb;      /* upper case, long form ("SET", "START") */
    const char *objtype;   /* upper case ("AUTHREC", "SERVICE", "SECURITY"); NULL when none */
    const char *name;      /* the name as written, quotes included; NULL when none */
    const char *key;       /* replacement key: a later record with the same key replaces this one;
                              NULL for records that never replace (operational commands) */
    struct pol_param *params;
    size_t nparams, capparams;
    struct pol_src src;
    bool deleted;          /* replaced by a later record with the same key */
};

struct pol_scope {
    struct pol_object **objs;   /* in creation order; deleted ones stay with change POL_DELETED.
                                   objs and hash are on the heap (freed by policy_free), not in the
                                   arena: grown there, they left every smaller copy behind */
    size_t nobjs, capobjs;
    struct pol_record **recs;   /* in source order */
    size_t nrecs, caprecs;
    struct pol_object **hash;   /* open addressing on (namespace, name), live objects only */
    size_t hcap;
    bool replace;               /* set by a full dump: the store replaces everything under the top */
    bool recs_dirty;            /* records added or replaced since the top was loaded */
    bool recs_unloaded;         /* read from the store without its records: they cannot be saved */
};

struct observation;

struct policy {
    struct arena arena;
    struct pol_object **tops;   /* top-level objects, in creation order */
    size_t ntops, captops;
    struct console_change **changes;  /* the console changes its values refer to: one per journal
                                         batch, and one not saved yet (pol_console_change) */
    size_t nchanges, capchanges;
    const char *recent_file;    /* the file pol_intern copied last */
    const char **files;         /* every file pol_intern copied, by hash (open addressing, heap;
                                   NULL slots free), capfiles slots of which nfiles are taken */
    size_t nfiles, capfiles;
    const char **shared;        /* [POL_SHARED_SLOTS] in the arena, or NULL before the first
                                   pol_share: short strings recently copied, by hash */
    struct observation **obs;   /* the observed state of running top-level objects (model/observe.h),
                                   in the order read; apart from the tree: no export writes them */
    size_t nobs, capobs;
};

/* Initialises an empty policy. */
void policy_init(struct policy *p);

/* Frees everything the policy owns; the policy is empty and reusable afterwards. */
void policy_free(struct policy *p);

/* Creates an object of kind under parent (NULL for a top-level kind; else any object of a tree,
 * the top or a nested one, that kind->parents allows: 0 means directly under the top) with every
 * value unspecified, change POL_NEW, and registers it for lookup. name is copied; a KF_UNNAMED
 * kind's is "" whatever is passed, and it is not registered for lookup by name. A KF_ORDERED
 * object gets the position after the last live sibling of its kind (1 for the first). Returns
 * NULL when memory runs out or parent may not hold kind. Does not check for duplicates: callers
 * use pol_find first. */
struct pol_object *pol_new(struct policy *p, const struct kind_def *kind, struct pol_object *parent,
                           const char *name);

/* As pol_new, for a KF_ORDERED kind at position (1-based; 0 or past the last: after the last):
 * the live siblings of its kind from that position on move one place down (renumbered, and
 * marked changed when stored). For another kind the position is ignored. */
struct pol_object *pol_new_at(struct policy *p, const struct kind_def *kind, struct pol_object *parent,
                              const char *name, uint32_t position);

/* As pol_new, for rebuilding a tree whose positions are known (a store being read): the object
 * takes position as it is and is placed among its siblings by position, nobody renumbered. The
 * caller gives the siblings of a kind the positions 1..n, in any order. */
struct pol_object *pol_new_placed(struct policy *p, const struct kind_def *kind,
                                  struct pol_object *parent, const char *name, uint32_t position);

/* Whether an object of kind may hang under parent (kind->parents; 0: under the top only). */
bool pol_may_hold(const struct pol_object *parent, const struct kind_def *kind);

/* Moves the live object obj (not a top) under parent, an object of the same tree that may hold
 * its kind and is not obj or under it, at position (KF_ORDERED kinds; 0 or past the last: after
 * the last); the siblings it leaves and those it joins are renumbered; obj and every renumbered
 * stored object are marked changed. Returns 0, or -1 when the move is not allowed. */
int pol_move(struct pol_object *obj, struct pol_object *parent, uint32_t position);

/* As pol_move, but obj takes position as it is, placed among its new siblings by position, nobody
 * renumbered: for putting back a tree whose positions are known (undo). The caller makes the
 * positions of each kind's siblings 1..n again. */
int pol_place(struct pol_object *obj, struct pol_object *parent, uint32_t position);

/* Copies the live object src (not a top) with everything under it to under parent (an object of
 * the same tree that may hold src's kind, neither src nor under it) at position (pol_new_at: 0 or
 * past the last, after the last): new objects (change POL_NEW, uid 0 until stored) with src's
 * values, their provenance and verbatim parameters; the children keep their order and so their
 * positions; a named kind's copy takes the first free name of name, name2, name3… cut to the
 * kind's name_max (its namespace is per top). Returns the copy of src, or NULL when memory runs
 * out, the place is not allowed or no free name is left (what was copied by then stays). */
struct pol_object *pol_copy_subtree(struct policy *p, const struct pol_object *src, struct pol_object *parent,
                                    uint32_t position);

/* The number of live objects under obj, at every depth (obj not counted). */
size_t pol_subtree_count(const struct pol_object *obj);

/* Whether obj is anc or under it. */
bool pol_is_under(const struct pol_object *obj, const struct pol_object *anc);

/* The first live child of parent of kind (NULL: of any kind), in the order of the children (an
 * ordered kind's by position), or NULL. */
struct pol_object *pol_first_child(const struct pol_object *parent, const struct kind_def *kind);

/* The live sibling after obj of kind (NULL: of any kind), or NULL: with pol_first_child,
 * `for (c = pol_first_child(p, k); c; c = pol_next_child(c, k))` visits p's children of k in
 * position order. */
struct pol_object *pol_next_child(const struct pol_object *obj, const struct kind_def *kind);

/* The live child of parent of the ordered kind at position (1-based), or NULL. */
struct pol_object *pol_child_at(const struct pol_object *parent, const struct kind_def *kind,
                                uint32_t position);

/* The number of live children of parent of kind (NULL: of any kind). */
size_t pol_child_count(const struct pol_object *parent, const struct kind_def *kind);

/* The live object with this uid under top (top itself included), or NULL. Reads every object
 * under top. */
struct pol_object *pol_find_uid(const struct pol_object *top, int64_t uid);

/* The depth of obj: 0 for a top, 1 directly under it, and so on. */
unsigned pol_depth(const struct pol_object *obj);

/* The live top-level object of kind with this name (exact comparison), or NULL. */
struct pol_object *pol_find_top(const struct policy *p, const struct kind_def *kind, const char *name);

/* The live object in namespace ns with this name under top (exact comparison), or NULL. Unnamed
 * objects are never found. */
struct pol_object *pol_find(const struct pol_object *top, const char *ns, const char *name);

/* Marks obj deleted with everything under it (for a top-level object also its records), drops
 * them from lookups, and renumbers the ordered siblings after it. */
void pol_delete(struct pol_object *obj);

/* Sets modelled attribute idx (index into obj->kind->attrs) to a copy of value (NULL: unspecified)
 * read at pos; marks a stored object POL_CHANGED. Returns 0, or -1 when memory runs out. */
int pol_set(struct policy *p, struct pol_object *obj, int idx, const char *value, struct pol_pos pos);

/* As pol_set, the value read at src (src.file owned by the policy, as pol_intern gives it): a later
 * file that sets an attribute is where findings on it point (obj->vfile). */
int pol_set_from(struct policy *p, struct pol_object *obj, int idx, const char *value, struct pol_src src);

/* As pol_set_from, but obj is left as it is, not marked changed, when attribute idx holds an
 * equal value (NULL: unspecified) read from the same file at the same position, not typed in the
 * console: a file read again over its stored objects (a source layout's reader, model/layout.h)
 * changes only the objects whose values or lines changed, and so journals only those. Returns 0,
 * or -1 when memory runs out. */
int pol_set_again(struct policy *p, struct pol_object *obj, int idx, const char *value, struct pol_src src);

/* The file attribute idx of obj was read from: its own (pol_set_from), else the object's. */
const char *pol_value_file(const struct pol_object *obj, int idx);

/* Records that attribute idx of obj was read from file (owned by the policy, as pol_intern gives
 * it; NULL or obj->src.file: the object's own file), its position staying as set. Returns 0, or -1
 * when memory runs out or idx is out of range. */
int pol_set_value_file(struct policy *p, struct pol_object *obj, int idx, const char *file);

/* The policy's console change of journal batch `batch` (0: one saved without a batch), or with
 * unsaved its change not saved yet (batch 0), made on first use with who and at empty; the
 * policy owns it. NULL when memory runs out. */
struct console_change *pol_console_change(struct policy *p, int64_t batch, bool unsaved);

/* Records that attribute idx of obj was last set by the console change c (from
 * pol_console_change of the same policy), not read from a file: its position is cleared. Returns
 * 0, or -1 when memory runs out or idx is out of range. */
int pol_set_value_change(struct policy *p, struct pol_object *obj, int idx, struct console_change *c);

/* As pol_set, for a value typed in the console (no position): the attribute is marked changed
 * in the console, not saved yet; the store gives the change its journal batch when it saves it
 * (a finding on it says "changed in the console by …"). Returns 0, or -1 when memory runs out. */
int pol_set_edited(struct policy *p, struct pol_object *obj, int idx, const char *value);

/* The console change that last set attribute idx of obj, or NULL when it was read from a file
 * (or idx < 0). */
const struct console_change *pol_value_change(const struct pol_object *obj, int idx);

/* Gives attribute idx of dst the value of the same attribute of src (an object of the same kind,
 * of any policy) with where it was set: position, file (copied into p) and console change (p's
 * change of the same batch). Returns 0, or -1 when memory runs out. */
int pol_copy_value(struct policy *p, struct pol_object *dst, const struct pol_object *src, int idx);

/* The value of modelled attribute idx, or NULL when unspecified or idx < 0. */
const char *pol_get(const struct pol_object *obj, int idx);

/* The value of the modelled attribute with canonical key, or NULL. */
const char *pol_get_key(const struct pol_object *obj, const char *key);

/* Adds or replaces (same keyword and class: the ALTER merge) a verbatim parameter; keyword and
 * value are copied (pol_share: shared with equal short strings, never to be changed). Returns 0,
 * or -1 when memory runs out. */
int pol_param_set(struct policy *p, struct pol_object *obj, const char *keyword, const char *value,
                  unsigned cls, struct pol_pos pos);

/* As pol_param_set for a keyword the caller knows obj does not hold in class cls (an object with
 * no parameters before the command, whose keywords the reader found unique): appended without
 * looking through the object's parameters, which an object of 60 made a tenth of an import. */
int pol_param_add(struct policy *p, struct pol_object *obj, const char *keyword, const char *value,
                  unsigned cls, struct pol_pos pos);

/* pol_param_add for a keyword that needs no copy: a string that outlives the policy and is never
 * changed (static, or returned by pol_share for this policy), pointed at as it is; NULL (a
 * pol_share that ran out of memory) returns -1. */
int pol_param_add_shared(struct policy *p, struct pol_object *obj, const char *keyword,
                         const char *value, unsigned cls, struct pol_pos pos);

/* Makes room in obj for n more parameters at once (one copy of the array, not one per doubling):
 * for a caller that knows how many it will add. Returns 0, or -1 when memory runs out. */
int pol_param_reserve(struct policy *p, struct pol_object *obj, size_t n);

/* Removes the verbatim parameter with this keyword (exact) and class; the later ones keep their
 * order; marks a stored object POL_CHANGED. Returns 1 when there was one, else 0. */
int pol_param_drop(struct pol_object *obj, const char *keyword, unsigned cls);

/* The verbatim parameter with this keyword and class, or NULL. */
const struct pol_param *pol_param_get(const struct pol_object *obj, const char *keyword, unsigned cls);

/* Appends a record under top (strings copied). When key is not NULL, an earlier live record with
 * the same key is marked deleted. Returns the record, whose params the caller adds with
 * pol_record_param(), or NULL when memory runs out. */
struct pol_record *pol_add_record(struct policy *p, struct pol_object *top, const char *verb,
                                  const char *objtype, const char *name, const char *key,
                                  struct pol_src src);

/* Keeps a record read again as the record it was: when an earlier record of top's scope is r again
 * (the same verb, object type, name, key and parameters — keywords, values, classes, positions —
 * read from the same file, by equal paths, at the same line and column) and is live, or was
 * replaced by r through their key, r is marked deleted and that record stays in its place, live.
 * A script imported twice gives its records (REFRESH SECURITY, SET AUTHREC…) again at the same
 * place: the same records, in the same order, not new ones. Returns whether r was such a repeat. */
bool pol_record_repeat(struct pol_object *top, struct pol_record *r);

/* Appends a parameter of class cls (enum param_class) to a record (strings copied); 0, or -1 when
 * memory runs out. */
int pol_record_param(struct policy *p, struct pol_record *r, const char *keyword, const char *value,
                     unsigned cls, struct pol_pos pos);

/* Copies a file name into the policy's arena (for struct pol_src), once: an equal name an earlier
 * call interned is shared (found by hash: a policy of 10,000 queue managers has 10,000 files); NULL
 * when memory runs out or s is NULL. */
const char *pol_intern(struct policy *p, const char *s);

/* Slots of the cache of pol_share (32 KiB of the arena: with 512, the keywords and short values
 * of a queue manager of the full estate evicted each other, and the copies of one keyword at new
 * addresses defeated the MQSC writer's look-ups by address), and the longest string it shares. */
#define POL_SHARED_SLOTS 4096
#define POL_SHARED_MAX 24

/* Copies the n bytes at s (no NUL among them) and a NUL into the policy's arena, or returns an
 * equal string an earlier call copied: strings of at most POL_SHARED_MAX bytes go through a cache
 * of POL_SHARED_SLOTS slots by hash, each slot keeping the last string it copied. For the texts a
 * large policy repeats in every object (the keywords of verbatim parameters, their short values:
 * ALTDATE, 2026-06-01, YES): a stored queue holds a dozen, which were most of a loaded policy's
 * memory. The string is shared: the caller must not change it. NULL when memory runs out. */
const char *pol_share(struct policy *p, const char *s, size_t n);

/* pol_share(p, s, n) for s of hash h (the hash32 of its n bytes, model/hash.h), which the caller
 * computed while reading s. */
const char *pol_share_hashed(struct policy *p, const char *s, size_t n, uint32_t h);

/* Number of live objects under top (not counting top) and of live records. */
size_t pol_count_objects(const struct pol_object *top);
size_t pol_count_records(const struct pol_object *top);

#endif
