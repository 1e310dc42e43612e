/* import/yaml/yaml_read.c — the YAML interchange document (yaml_doc.h) read back into the policy, one
 * top-level object at a time, as one of import_files()' formats (import_run.h).
 *
 * Each section of the document (a system's doc_key) is the whole content of its system in a
 * store: with a store (hooks->save_top), the store's top-level objects of that system are first
 * deleted (hooks->clear_system), then each top-level object of the section is saved whole
 * (scope->replace) as soon as it is read, and the policy emptied, so memory stays that of one
 * top-level object; nothing is saved after the first error. Systems without a section are left
 * as they are. A document after other files of the same import is refused: it would delete what
 * they gave. Every problem is an error with file:line:col (rule id "YAML", or the system's rule
 * id): a malformed document, an unknown key, section, kind or attribute, a value outside its
 * type or range (MQ001/MQ002), a keyword or verbatim value that the system's native format could
 * not carry back (import_native), a name given twice, a section given twice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import_run.h"
#include "import/yaml/yaml_doc.h"
#include "import/yaml/yaml_in.h"
#include "import/yaml/yaml_obj.h"
#include "import/yaml/yaml_source.h"

struct yread {
    struct yin in;
    struct import_run *run;
    struct policy *pol;
    const struct import_hooks *hooks;   /* never NULL */
    const struct system_def *sys;     /* the system of the section being read */
    char noun[64];                    /* its top-level kind as a common noun ("queue manager") */
    unsigned sections;                /* bit i: the section of schema_systems()[i] was read */
    bool rules_read;                  /* the "rules" section was read */
    const char *src;            /* the file name interned in pol (again after each reset) */
    const char *path;
    char **names;               /* top-level objects of the section read so far */
    size_t nnames, capnames;
    enum import_status st;      /* a failure other than data errors */
};

bool yaml_detect(const char *head, size_t n)
{
    size_t i = 0;
    if (n >= 3 && memcmp(head, "\xEF\xBB\xBF", 3) == 0)
        i = 3;
    while (i < n) {
        size_t eol = i;
        while (eol < n && head[eol] != '\n')
            eol++;
        size_t s = i;
        while (s < eol && (head[s] == ' ' || head[s] == '\t' || head[s] == '\r'))
            s++;
        if (s < eol && head[s] != '#') {
            const char *l = head + i;
            size_t len = eol - i;
            return (len >= 3 && memcmp(l, "---", 3) == 0 && (len == 3 || l[3] == ' ' || l[3] == '\r')) ||
                   (len >= 5 && memcmp(l, "%YAML", 5) == 0) ||
                   (len >= 7 && memcmp(l, "format:", 7) == 0) ||
                   (len >= 9 && memcmp(l, "\"format\":", 9) == 0);
        }
        i = eol + 1;
    }
    return false;
}

/* Remembers a queue manager's name; false (reported) when it was read before. */
static bool name_once(struct yread *r, const char *name, struct pol_pos pos)
{
    for (size_t i = 0; i < r->nnames; i++)
        if (strcmp(r->names[i], name) == 0) {
            yin_error(&r->in, pos, "%s '%s' is given twice", r->noun, name);
            return false;
        }
    if (r->nnames == r->capnames) {
        size_t cap = r->capnames ? r->capnames * 2 : 16;
        char **v = realloc(r->names, cap * sizeof *v);
        if (!v) {
            r->st = IMPORT_NOMEM;
            return false;
        }
        r->names = v;
        r->capnames = cap;
    }
    if (!(r->names[r->nnames] = strdup(name))) {
        r->st = IMPORT_NOMEM;
        return false;
    }
    r->nnames++;
    return true;
}

/* The next key of the mapping being read (malloc'd) with its position in *pos, passing over entries
 * whose key is not a string (reported); NULL at the end of the mapping or when reading stopped
 * (r->st). */
static char *next_key(struct yread *r, struct pol_pos *pos)
{
    while (yin_peek(&r->in) == YAML_SCALAR_EVENT && r->st == IMPORT_OK) {
        *pos = yin_pos(&r->in);
        char *k;
        if (yin_scalar(&r->in, "a key", &k, NULL) && k)
            return k;
        free(k);
        yin_skip(&r->in);
    }
    return NULL;
}

/* Reads one mapping into o until its end; the caller handles keys yobj_field does not know through
 * extra (NULL: they are errors). Returns false when memory ran out. */
static bool read_fields(struct yread *r, struct yobj *o,
                        bool (*extra)(struct yread *r, struct yobj *o, const char *k, void *ctx),
                        void *ctx)
{
    o->pos = yin_pos(&r->in);
    if (!yin_expect(&r->in, YAML_MAPPING_START_EVENT, "a mapping")) {
        yin_skip(&r->in);
        return true;
    }
    struct pol_pos pos;
    for (char *k; (k = next_key(r, &pos));) {
        int got = yobj_field(&r->in, o, k);
        if (got < 0)
            r->st = IMPORT_NOMEM;
        else if (!got && !(extra && extra(r, o, k, ctx))) {
            yin_error(&r->in, pos, "unknown key \"%s\"", k);
            yin_skip(&r->in);
        }
        free(k);
    }
    if (r->st == IMPORT_OK)
        yin_expect(&r->in, YAML_MAPPING_END_EVENT, "a key");
    return r->st == IMPORT_OK;
}

/* An object being read: made once "objects" or "records" is met, or at the end of its mapping. */
struct obj_ctx {
    struct pol_object *parent;  /* NULL for a top-level object */
    struct pol_object *obj;
    bool tried;
    size_t objects, records;    /* made under it, at every depth */
    struct ysource src;         /* a top-level object's "source": its settings, bound at its end */
};

static void make_obj(struct yread *r, struct yobj *o, struct obj_ctx *q)
{
    if (q->tried)
        return;
    q->tried = true;
    bool nomem = false;
    if (!q->parent && o->name && !name_once(r, o->name, o->name_pos))
        return;
    q->obj = yobj_make(&r->in, o, r->pol, r->sys, q->parent, r->src, &nomem);
    if (nomem)
        r->st = IMPORT_NOMEM;
}

static bool obj_extra(struct yread *r, struct yobj *o, const char *k, void *ctx);

/* Reads one object under parent (its mapping is next); adds what it made to q's counts. */
static void read_child(struct yread *r, struct obj_ctx *q)
{
    struct yobj c = {0};
    struct obj_ctx cq = {.parent = q->obj};
    if (!q->obj) {   /* its parent could not be made: its fields are still checked */
        read_fields(r, &c, NULL, NULL);
        yobj_free(&c);
        return;
    }
    if (read_fields(r, &c, obj_extra, &cq) && r->st == IMPORT_OK)
        make_obj(r, &c, &cq);
    bool nomem = false;
    if (cq.obj && r->st == IMPORT_OK && c.attrs.n + c.readonly.n + c.other.n &&
        yobj_apply(&r->in, &c, r->pol, cq.obj, &nomem))
        yobj_check(&r->in, cq.obj, c.pos);   /* fields given after "objects" */
    if (nomem)
        r->st = IMPORT_NOMEM;
    q->objects += (cq.obj != NULL) + cq.objects;
    yobj_free(&c);
}

static void read_record(struct yread *r, struct obj_ctx *q)
{
    struct yobj c = {0};
    if (read_fields(r, &c, NULL, NULL) && q->obj) {
        int rc = yobj_record(&r->in, &c, r->pol, q->obj, r->src);
        if (rc == -2)
            r->st = IMPORT_NOMEM;
        q->records += rc == 0;
    }
    yobj_free(&c);
}

/* "objects" of any object, "records" of a top-level one: its name must be known by then. */
static bool obj_extra(struct yread *r, struct yobj *o, const char *k, void *ctx)
{
    struct obj_ctx *q = ctx;
    if (!q->parent && strcmp(k, YK_SOURCE) == 0) {
        if (!o->name && !q->tried)
            yin_error(&r->in, yin_pos(&r->in), "\"name\" must come before \"%s\"", k);
        make_obj(r, o, q);
        if (!q->obj)
            yin_skip(&r->in);
        else if (!ysource_read(&r->in, r->pol, q->obj, &q->src))
            r->st = IMPORT_NOMEM;
        return true;
    }
    bool record = strcmp(k, YK_RECORDS) == 0;
    if ((!record || q->parent) && strcmp(k, YK_OBJECTS) != 0)
        return false;
    if (!o->name && !q->tried && (!q->parent || !o->kind))
        yin_error(&r->in, yin_pos(&r->in), "\"%s\" must come before \"%s\"", q->parent ? "kind" : "name", k);
    make_obj(r, o, q);
    if (!yin_expect(&r->in, YAML_SEQUENCE_START_EVENT, "a list")) {
        yin_skip(&r->in);
        return true;
    }
    while (r->st == IMPORT_OK && yin_next_element(&r->in, YAML_MAPPING_START_EVENT,
                                                  record ? "a record (a mapping)" : "an object (a mapping)")) {
        if (record)
            read_record(r, q);
        else
            read_child(r, q);
    }
    if (r->st == IMPORT_OK)
        yin_expect(&r->in, YAML_SEQUENCE_END_EVENT, "the end of the list");
    return true;
}

/* Hands a complete queue manager to the store and empties the policy. */
static void save_top(struct yread *r, struct pol_object *top)
{
    if (!r->hooks->save_top)
        return;
    if (!r->in.errors && r->st == IMPORT_OK) {
        top->scope->replace = true;
        if (r->hooks->save_top(r->hooks->ctx, top, r->in.diags))
            r->st = IMPORT_HOOK;
    }
    policy_free(r->pol);
    policy_init(r->pol);
    r->src = pol_intern(r->pol, r->path);
    if (!r->src)
        r->st = IMPORT_NOMEM;
}

static void read_top(struct yread *r)
{
    struct yobj o = {0};
    struct obj_ctx q = {0};
    if (read_fields(r, &o, obj_extra, &q) && r->st == IMPORT_OK)
        make_obj(r, &o, &q);
    bool nomem = false;
    if (q.obj && r->st == IMPORT_OK && yobj_apply(&r->in, &o, r->pol, q.obj, &nomem))
        yobj_check(&r->in, q.obj, o.pos);   /* fields given after "objects" or "records" too */
    if (nomem)
        r->st = IMPORT_NOMEM;
    if (q.obj && r->st == IMPORT_OK && !ysource_bind(&r->in, r->pol, q.obj, &q.src))
        r->st = IMPORT_NOMEM;
    ysource_free(&q.src);
    if (q.obj && r->st == IMPORT_OK)
        r->st = import_seen_top(r->run, q.obj);
    if (q.obj && r->st == IMPORT_OK) {
        r->run->sum->defined += q.objects;
        r->run->sum->records += q.records;
        save_top(r, q.obj);
    }
    yobj_free(&o);
    if (r->st == IMPORT_OK)
        r->st = import_tick(r->run, yin_offset(&r->in));
}

/* Forgets the names of the section before. */
static void names_reset(struct yread *r)
{
    for (size_t i = 0; i < r->nnames; i++)
        free(r->names[i]);
    r->nnames = 0;
}

/* The section of system i of schema_systems(): the whole content of that system. */
static void read_section(struct yread *r, size_t i, struct pol_pos pos)
{
    const struct system_def *sys = schema_systems()[i];
    if (r->sections & (1u << i)) {
        yin_error(&r->in, pos, "the section \"%s\" is given twice", sys->doc_key);
        yin_skip(&r->in);
        return;
    }
    r->sections |= 1u << i;
    r->sys = sys;
    yobj_noun(schema_top_kind(sys), r->noun, sizeof r->noun);
    names_reset(r);
    char what[96];
    snprintf(what, sizeof what, "a list of %ss", r->noun);
    if (!yin_expect(&r->in, YAML_SEQUENCE_START_EVENT, what)) {
        yin_skip(&r->in);
        return;
    }
    /* the section is the system's whole content: what was there before goes */
    if (r->hooks->save_top && r->hooks->clear_system &&
        r->hooks->clear_system(r->hooks->ctx, r->sys, r->in.diags))
        r->st = IMPORT_HOOK;
    for (size_t t = 0; t < r->pol->ntops; t++)
        if (r->pol->tops[t]->kind->sys == r->sys && r->pol->tops[t]->change != POL_DELETED)
            pol_delete(r->pol->tops[t]);
    snprintf(what, sizeof what, "%s %s (a mapping)", strchr("aeiou", r->noun[0]) ? "an" : "a", r->noun);
    while (r->st == IMPORT_OK && yin_next_element(&r->in, YAML_MAPPING_START_EVENT, what))
        read_top(r);
    if (r->st == IMPORT_OK)
        yin_expect(&r->in, YAML_SEQUENCE_END_EVENT, "the end of the list");
}

/* The index in schema_systems() of the system whose section key is k, or -1. */
static int section_of(const char *k)
{
    const struct system_def *const *s = schema_systems();
    for (int i = 0; s[i]; i++)
        if (s[i]->doc_key && strcmp(s[i]->doc_key, k) == 0)
            return i;
    return -1;
}

/* The "rules" section: a mapping of rule id to level, every id a registered rule once; with a
 * store, the store's levels become these (hooks->save_levels). */
static void read_rules(struct yread *r, struct pol_pos at)
{
    if (r->rules_read) {
        yin_error(&r->in, at, "the section \"" YK_RULES "\" is given twice");
        yin_skip(&r->in);
        return;
    }
    r->rules_read = true;
    if (!yin_expect(&r->in, YAML_MAPPING_START_EVENT, "a mapping of rule ids to levels")) {
        yin_skip(&r->in);
        return;
    }
    struct rule_level *v = NULL;
    size_t n = 0, cap = 0;
    struct pol_pos pos;
    for (char *k; (k = next_key(r, &pos));) {
        char *level = NULL;
        int l = -1;
        bool twice = false;
        for (size_t i = 0; i < n && !twice; i++)
            twice = strcmp(v[i].rule, k) == 0;
        if (!rules_lookup(k, NULL))
            yin_error(&r->in, pos, "\"%s\" is no rule of wlmcon", k);
        else if (twice)
            yin_error(&r->in, pos, "rule %s is given twice", k);
        struct pol_pos vpos = yin_pos(&r->in);
        if (!yin_scalar(&r->in, "a level", &level, NULL))
            yin_skip(&r->in);
        else if ((l = rule_level_parse(level)) < 0)
            yin_error(&r->in, vpos, "the level of %s is off, error, warning or info", k);
        if (l >= 0 && rules_lookup(k, NULL) && !twice) {
            if (heap_reserve(&v, &cap, n + 1, sizeof *v) < 0)
                r->st = IMPORT_NOMEM;
            else {
                memset(&v[n], 0, sizeof v[n]);
                snprintf(v[n].rule, sizeof v[n].rule, "%s", k);
                v[n++].level = l;
            }
        }
        free(level);
        free(k);
    }
    if (r->st == IMPORT_OK && yin_expect(&r->in, YAML_MAPPING_END_EVENT, "a rule id") && !r->in.errors &&
        r->hooks->save_levels && r->hooks->save_levels(r->hooks->ctx, v, n, r->in.diags))
        r->st = IMPORT_HOOK;
    free(v);
}

/* format and version: they must come first, so that nothing is read in a format not understood. */
static void read_header_key(struct yread *r, const char *k, int *seen)
{
    char *v;
    struct pol_pos pos = yin_pos(&r->in);
    if (!yin_scalar(&r->in, k, &v, NULL)) {
        yin_skip(&r->in);
        return;
    }
    if (strcmp(k, YK_FORMAT) == 0) {
        if (!v || strcmp(v, YDOC_FORMAT) != 0)
            yin_error(&r->in, pos, "this is not a wlmcon policy document (\"format\" is not \"%s\")",
                      YDOC_FORMAT);
        else
            *seen |= 1;
    } else {
        char *end;
        long n = v ? strtol(v, &end, 10) : 0;
        if (!v || *end || n < 1 || n > YDOC_VERSION)
            yin_error(&r->in, pos, "version %s is not one this wlmcon reads (1 to %d)", v ? v : "(none)",
                      YDOC_VERSION);
        else
            *seen |= 2;
    }
    free(v);
}

static void read_document(struct yread *r)
{
    if (!yin_expect(&r->in, YAML_STREAM_START_EVENT, "a YAML stream") ||
        !yin_expect(&r->in, YAML_DOCUMENT_START_EVENT, "a YAML document") ||
        !yin_expect(&r->in, YAML_MAPPING_START_EVENT, "a mapping with \"format\" and \"version\""))
        return;
    int seen = 0;
    struct pol_pos pos;
    for (char *k; (k = next_key(r, &pos));) {
        if (strcmp(k, YK_FORMAT) == 0 || strcmp(k, YK_VERSION) == 0) {
            read_header_key(r, k, &seen);
        } else if (section_of(k) >= 0 && seen == 3) {
            read_section(r, (size_t)section_of(k), pos);
        } else if (strcmp(k, YK_RULES) == 0 && seen == 3) {
            read_rules(r, pos);
        } else if (section_of(k) >= 0 || strcmp(k, YK_RULES) == 0) {
            yin_error(&r->in, pos, "\"format\" and \"version\" must come before \"%s\"", k);
            yin_skip(&r->in);
        } else {
            yin_error(&r->in, pos, "unknown key \"%s\"", k);
            yin_skip(&r->in);
        }
        free(k);
    }
    if (r->st != IMPORT_OK || !yin_expect(&r->in, YAML_MAPPING_END_EVENT, "a key"))
        return;
    if (seen != 3 && !r->in.errors)
        yin_error(&r->in, yin_pos(&r->in), "the document has no \"format\" and \"version\"");
    if (yin_expect(&r->in, YAML_DOCUMENT_END_EVENT, "the end of the document") &&
        yin_peek(&r->in) != YAML_STREAM_END_EVENT && !r->in.broken)
        yin_error(&r->in, yin_pos(&r->in), "a wlmcon policy file holds one document");
}

enum import_status yaml_read(struct import_run *run, const struct import_input *in)
{
    if (run->nseen) {   /* the document would silently delete what the files before it gave */
        char noun[64];
        yobj_noun(run->seen[0].kind, noun, sizeof noun);
        diag_add(run->diags, SEV_ERROR, "YAML", (struct diag_at){in->name, 1, 1, NULL, NULL},
                 "a wlmcon policy document replaces every %s: it must come first in an "
                 "import, before the files that give %s%s", noun, run->seen[0].name, run->nseen > 1 ? " and others" : "");
        return IMPORT_DATAERR;
    }
    struct yread r = {.run = run, .pol = run->pol, .hooks = run->hooks, .path = in->name};
    schema_init();
    if (yin_open(&r.in, in->buf, in->len, in->name, run->diags))
        return IMPORT_NOMEM;
    r.src = pol_intern(r.pol, in->name);
    if (!r.src)
        r.st = IMPORT_NOMEM;
    else
        read_document(&r);
    yin_close(&r.in);
    names_reset(&r);
    free(r.names);
    if (r.st != IMPORT_OK)
        return r.st;
    return r.in.errors ? IMPORT_DATAERR : IMPORT_OK;
}

/* A YAML document is known by its first line. */
static enum import_claim yaml_claim(const struct import_input *in)
{
    return yaml_detect(in->buf, in->len) ? IMPORT_CERTAIN : IMPORT_NOT;
}

const struct import_format yaml_format = {
    .name = "YAML", .system = NULL, .certainty = IMPORT_MARKED, .detect = yaml_claim,
    .read = yaml_read, .what = "a wlmcon YAML document"};
