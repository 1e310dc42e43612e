/* import/yaml/yaml_read.c — the YAML interchange document (yaml_doc.h) read back into the policy, one
 * queue manager at a time, as one of import_files()' formats (import_run.h).
 *
 * The document is the whole MQ content of a store: with a store (hooks->save_top), the store's
 * queue managers are first deleted (hooks->clear_system), then each queue manager of the document
 * is saved whole (scope->replace) as soon as it is read, and the policy emptied, so memory stays
 * that of one queue manager; nothing is saved after the first error. A document after other files
 * of the same import is refused: it would delete what they gave. Every problem is an
 * error with file:line:col (rule id "YAML"): a malformed document, an unknown key, kind or
 * attribute, a value outside its type or range (MQ001/MQ002), a keyword or verbatim value that
 * MQSC could not carry back, a name given twice. */
#include <stdlib.h>
#include <string.h>

#include "import/import_run.h"
#include "import/yaml/yaml_doc.h"
#include "import/yaml/yaml_in.h"
#include "import/yaml/yaml_obj.h"

struct yread {
    struct yin in;
    struct import_run *run;
    struct policy *pol;
    const struct import_hooks *hooks;   /* never NULL */
    const struct system_def *sys;
    const char *src;            /* the file name interned in pol (again after each reset) */
    const char *path;
    char **names;               /* queue managers read so far */
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
            yin_error(&r->in, pos, "queue manager '%s' is given twice", name);
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

struct qmgr_ctx {
    struct pol_object *top;     /* made once "objects" or "records" is met, or at the end */
    bool tried;
    size_t objects, records;
};

static void make_top(struct yread *r, struct yobj *o, struct qmgr_ctx *q)
{
    if (q->tried)
        return;
    q->tried = true;
    bool nomem = false;
    if (o->name && !name_once(r, o->name, o->name_pos))
        return;
    q->top = yobj_make(&r->in, o, r->pol, r->sys, NULL, r->src, &nomem);
    if (nomem)
        r->st = IMPORT_NOMEM;
}

static void read_child(struct yread *r, struct qmgr_ctx *q, bool record)
{
    struct yobj c = {0};
    if (read_fields(r, &c, NULL, NULL) && q->top) {
        bool nomem = false;
        if (record) {
            int rc = yobj_record(&r->in, &c, r->pol, q->top, r->src);
            nomem = rc == -2;
            q->records += rc == 0;
        } else {
            q->objects += yobj_make(&r->in, &c, r->pol, r->sys, q->top, r->src, &nomem) != NULL;
        }
        if (nomem)
            r->st = IMPORT_NOMEM;
    }
    yobj_free(&c);
}

/* "objects" and "records" of a queue manager: its name must be known by then. */
static bool qmgr_extra(struct yread *r, struct yobj *o, const char *k, void *ctx)
{
    struct qmgr_ctx *q = ctx;
    bool record = strcmp(k, YK_RECORDS) == 0;
    if (!record && strcmp(k, YK_OBJECTS) != 0)
        return false;
    if (!o->name && !q->tried)
        yin_error(&r->in, yin_pos(&r->in), "\"name\" must come before \"%s\"", k);
    make_top(r, o, q);
    if (!yin_expect(&r->in, YAML_SEQUENCE_START_EVENT, "a list")) {
        yin_skip(&r->in);
        return true;
    }
    while (r->st == IMPORT_OK && yin_next_element(&r->in, YAML_MAPPING_START_EVENT,
                                                  record ? "a record (a mapping)" : "an object (a mapping)"))
        read_child(r, q, record);
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

static void read_qmgr(struct yread *r)
{
    struct yobj o = {0};
    struct qmgr_ctx q = {0};
    if (read_fields(r, &o, qmgr_extra, &q) && r->st == IMPORT_OK)
        make_top(r, &o, &q);
    bool nomem = false;
    if (q.top && r->st == IMPORT_OK && yobj_apply(&r->in, &o, r->pol, q.top, &nomem))
        yobj_check(&r->in, q.top, o.pos);   /* fields given after "objects" or "records" too */
    if (nomem)
        r->st = IMPORT_NOMEM;
    if (q.top && r->st == IMPORT_OK) {
        r->run->sum->tops++;
        r->run->sum->defined += q.objects;
        r->run->sum->records += q.records;
        save_top(r, q.top);
    }
    yobj_free(&o);
    if (r->st == IMPORT_OK)
        r->st = import_tick(r->run, yin_offset(&r->in));
}

static void read_qmgrs(struct yread *r)
{
    if (!yin_expect(&r->in, YAML_SEQUENCE_START_EVENT, "a list of queue managers")) {
        yin_skip(&r->in);
        return;
    }
    /* the document is the system's whole content: what was there before goes */
    if (r->hooks->save_top && r->hooks->clear_system &&
        r->hooks->clear_system(r->hooks->ctx, r->sys, r->in.diags))
        r->st = IMPORT_HOOK;
    for (size_t i = 0; i < r->pol->ntops; i++)
        if (r->pol->tops[i]->kind->sys == r->sys && r->pol->tops[i]->change != POL_DELETED)
            pol_delete(r->pol->tops[i]);
    while (r->st == IMPORT_OK && yin_next_element(&r->in, YAML_MAPPING_START_EVENT, "a queue manager (a mapping)"))
        read_qmgr(r);
    if (r->st == IMPORT_OK)
        yin_expect(&r->in, YAML_SEQUENCE_END_EVENT, "the end of the list");
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
        char want[16];
        snprintf(want, sizeof want, "%d", YDOC_VERSION);
        if (!v || strcmp(v, want) != 0)
            yin_error(&r->in, pos, "version %s is not one this wlmcon reads (%d)", v ? v : "(none)",
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
        } else if (strcmp(k, YK_QMGRS) == 0 && seen == 3) {
            read_qmgrs(r);
        } else if (strcmp(k, YK_QMGRS) == 0) {
            yin_error(&r->in, pos, "\"format\" and \"version\" must come before \"%s\"", YK_QMGRS);
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
    if (run->nnames) {   /* the document would silently delete what the files before it gave */
        diag_add(run->diags, SEV_ERROR, "YAML", (struct diag_at){in->name, 1, 1, NULL, NULL},
                 "a wlmcon policy document replaces every queue manager: it must come first in an "
                 "import, before the files that give %s%s", run->names[0], run->nnames > 1 ? " and others" : "");
        return IMPORT_DATAERR;
    }
    struct yread r = {.run = run, .pol = run->pol, .hooks = run->hooks, .path = in->name};
    r.sys = mq_system();
    schema_init();
    if (yin_open(&r.in, in->buf, in->len, in->name, run->diags))
        return IMPORT_NOMEM;
    r.src = pol_intern(r.pol, in->name);
    if (!r.src)
        r.st = IMPORT_NOMEM;
    else
        read_document(&r);
    yin_close(&r.in);
    for (size_t i = 0; i < r.nnames; i++)
        free(r.names[i]);
    free(r.names);
    if (r.st != IMPORT_OK)
        return r.st;
    return r.in.errors ? IMPORT_DATAERR : IMPORT_OK;
}
