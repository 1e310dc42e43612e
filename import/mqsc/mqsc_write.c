/* import/mqsc/mqsc_write.c — one queue manager as one MQSC file in dmpmqcfg's layout and order; see
 * export_mqsc_qmgr in import.h.
 *
 * Facts: research/mq.md §3.1 (dmpmqcfg: header, ALTER QMGR … FORCE, queues by name whatever their
 * type, namelists, processes, channels with CHLTYPE first and client-connection channels last, …,
 * SET CHLAUTH, SET AUTHREC, footer with counts; DEFINE … REPLACE; read-only values as `*` lines)
 * and the dumps samples/mq/QM4…QM7. */
#include "import/export_order.h"
#include "import/import.h"
#include "import/mqsc/mqsc_export.h"
#include "import/mqsc/mqsc_write.h"
#include "model/mq/mq_model.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* One parameter while a command is assembled: its text at off in the command's text buffer (len
 * bytes and a NUL), and its sort key (position in the keyword table, else after every known
 * keyword in stored order). */
struct citem {
    size_t off, len;
    bool comment;
    long pos;
    size_t seq;
};

enum { KW_SLOTS = 1024, VAL_SLOTS = 64 };   /* the writer's caches by address */

struct writer {
    struct export_out *out;
    unsigned width;
    struct export_error *err;
    const struct pol_object *obj;  /* the object being written, for messages */
    struct textbuf text;           /* the current command's item texts, NUL-separated */
    struct citem *items;
    size_t nitems, capitems;
    struct mqsc_item *laid;
    size_t caplaid;
    struct textbuf lines;          /* the current command as lines */
    int failed;                    /* an export_status other than EXPORT_OK */
    /* where each kind's modelled attributes go in the dump (dump_pos), made at the kind's first
     * object: [kind index][attribute index], a position or -1; NULL not made yet */
    long *attr_pos[MQ_NKINDS];
    /* what the writer looked up last about parameter keywords and values, by their address (a
     * loaded policy shares its parameters' keywords and short values between objects: pol_share;
     * its strings do not change while its top is written); a queue of the full estate has some 60
     * parameters, and a keyword (DESCR) is looked up in several kinds' sets: a slot is chosen by
     * the keyword's address and its set's */
    struct kw_info { const struct mq_keyword_set *set; const char *kw; long pos; const char *why;
                     size_t len; bool flag, chltype; } kw_info[KW_SLOTS];
    struct { const char *v; bool readonly; const char *why; } val_why[VAL_SLOTS];
};
_Static_assert((KW_SLOTS & (KW_SLOTS - 1)) == 0 && (VAL_SLOTS & (VAL_SLOTS - 1)) == 0,
               "addr_slot takes a power of two of slots");

#define POS_UNKNOWN 1000000L

static void fail_value(struct writer *w, const char *keyword, const char *why)
{
    if (w->failed)
        return;
    char path[256];
    mq_object_path(w->obj, path, sizeof path);
    w->err->status = EXPORT_DATAERR;
    snprintf(w->err->msg, sizeof w->err->msg, "%.250s: %.64s %.180s", path, keyword, why);
    w->failed = EXPORT_DATAERR;
}

/* Doubles w->items' room (from 64): 0, or -1 when memory runs out (w->failed set). */
static int grow_items(struct writer *w)
{
    size_t cap = w->capitems ? w->capitems * 2 : 64;
    struct citem *v = realloc(w->items, cap * sizeof *v);
    if (!v) {
        w->failed = EXPORT_NOMEM;
        return -1;
    }
    w->items = v;
    w->capitems = cap;
    return 0;
}

/* Starts a new item; its text is appended to w->text by the caller, then end_item. NULL when
 * memory runs out. */
static inline struct citem *begin_item(struct writer *w, bool comment, long pos, size_t seq)
{
    if (w->nitems == w->capitems && grow_items(w) != 0)
        return NULL;
    struct citem *it = &w->items[w->nitems++];
    *it = (struct citem){w->text.len, 0, comment, pos, seq};
    return it;
}

/* Ends the item begun last. */
static void end_item(struct writer *w)
{
    struct citem *it = &w->items[w->nitems - 1];
    it->len = w->text.len - it->off;
    tb_putn(&w->text, "", 1);
}

static int cmp_items(const void *a, const void *b)
{
    const struct citem *x = a, *y = b;
    if (x->pos != y->pos)
        return x->pos < y->pos ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Sorts v[0..n) by cmp_items. The modelled attributes (added first, in the kind's order) and the
 * parameters (added after them, in stored order: mostly the dump's) are each nearly in order, so an
 * insertion sort moves few items; qsort was a tenth of an export. */
static void sort_items(struct citem *v, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        struct citem x = v[i];
        size_t j = i;
        for (; j > 0 && cmp_items(&x, &v[j - 1]) < 0; j--)
            v[j] = v[j - 1];
        v[j] = x;
    }
}

/* Lays out the assembled command under head and writes it; resets the command. */
static void emit(struct writer *w, const char *head)
{
    if (w->text.oom)
        w->failed = EXPORT_NOMEM;
    if (!w->failed && w->nitems > w->caplaid) {
        struct mqsc_item *v = realloc(w->laid, w->nitems * sizeof *v);
        if (!v)
            w->failed = EXPORT_NOMEM;
        else {
            w->laid = v;
            w->caplaid = w->nitems;
        }
    }
    if (!w->failed) {
        for (size_t i = 0; i < w->nitems; i++)
            w->laid[i] = (struct mqsc_item){w->text.buf + w->items[i].off, w->items[i].len,
                                            w->items[i].comment};
        w->lines.len = 0;
        mqsc_reflow(&w->lines, w->width, head, w->laid, w->nitems);
        if (w->lines.oom)
            w->failed = EXPORT_NOMEM;
        else
            export_out_write(w->out, w->lines.buf, w->lines.len);
    }
    w->text.len = 0;
    w->nitems = 0;
}

/* The slot of string s in a cache of n slots (a power of two) by address, and by the address of
 * the table key it is looked up for (NULL: none). */
static inline size_t addr_slot(const char *s, const void *key, size_t n)
{
    uintptr_t h = (uintptr_t)s ^ ((uintptr_t)key >> 4) * 0x9E3779B1u;
    return (size_t)((h >> 3) ^ (h >> 9) ^ (h >> 17)) & (n - 1);
}

/* Why verbatim value v of a parameter (read-only when readonly) cannot be written, or NULL:
 * mqsc_comment_problem or mqsc_verbatim_problem, remembered by v's address. */
static const char *value_problem(struct writer *w, const char *v, bool readonly)
{
    size_t slot = addr_slot(v, NULL, VAL_SLOTS);
    if (w->val_why[slot].v != v || w->val_why[slot].readonly != readonly) {
        w->val_why[slot].v = v;
        w->val_why[slot].readonly = readonly;
        w->val_why[slot].why = readonly ? mqsc_comment_problem(v) : mqsc_verbatim_problem(v);
    }
    return w->val_why[slot].why;
}

/* Adds a verbatim parameter (class PARAM_OTHER or PARAM_READONLY) with sort key pos; ki is what
 * its keyword is. */
static void add_param(struct writer *w, const struct pol_param *pp, const struct kw_info *ki,
                      long pos, size_t seq)
{
    const char *why = ki->why;
    if (!why && pp->value)
        why = value_problem(w, pp->value, pp->cls == PARAM_READONLY);
    if (why) {
        fail_value(w, pp->keyword, why);
        return;
    }
    if (!begin_item(w, pp->cls == PARAM_READONLY, pos, seq))
        return;
    /* KEYWORD or KEYWORD(value), room made for it at once */
    size_t vl = pp->value ? strlen(pp->value) : 0, n = ki->len + (pp->value ? vl + 2 : 0);
    struct textbuf *tb = &w->text;
    if ((tb->oom || tb->len + n >= tb->cap) && tb_reserve(tb, n))
        return;
    char *p = tb->buf + tb->len;
    memcpy(p, pp->keyword, ki->len);
    if (pp->value) {
        p[ki->len] = '(';
        memcpy(p + ki->len + 1, pp->value, vl);
        p[n - 1] = ')';
    }
    tb->len += n;
    end_item(w);
}

/* A flag that the writer states itself (REPLACE after DEFINE, FORCE after ALTER QMGR) or that only
 * a command's form carries (CHLTYPE): never copied from the stored parameters. ki is what pp's
 * keyword is. */
static bool writer_keyword(const struct pol_param *pp, const struct kw_info *ki)
{
    return pp->cls == PARAM_OTHER && (pp->value ? ki->chltype : ki->flag);
}

/* The dump positions of the modelled attributes of obj's kind (w->attr_pos), or NULL when memory
 * runs out (w->failed set). */
static const long *attr_positions(struct writer *w, const struct pol_object *obj,
                                  const struct mq_keyword_set *set)
{
    unsigned k = obj->kind->index;
    if (w->attr_pos[k])
        return w->attr_pos[k];
    long *v = malloc((obj->kind->nattrs ? obj->kind->nattrs : 1) * sizeof *v);
    if (!v) {
        w->failed = EXPORT_NOMEM;
        return NULL;
    }
    for (unsigned i = 0; i < obj->kind->nattrs; i++)
        v[i] = set ? mq_keyword_dump_pos(set, obj->kind->attrs[i]->native) : -1;
    return w->attr_pos[k] = v;
}

/* True when kw is REPLACE, NOREPLACE or FORCE, in any case (told by its first letter first: a
 * keyword's look-up compared every keyword with all three). */
static bool flag_keyword(const char *kw)
{
    switch (kw[0]) {
    case 'R': case 'r': return strcasecmp(kw, "REPLACE") == 0;
    case 'N': case 'n': return strcasecmp(kw, "NOREPLACE") == 0;
    case 'F': case 'f': return strcasecmp(kw, "FORCE") == 0;
    default: return false;
    }
}

/* What parameter keyword kw is for the objects of keyword set set (NULL: a kind the table does
 * not know): its dump position (mq_keyword_dump_pos, -1 without set), why it cannot be written
 * (mqsc_keyword_problem), its length and whether it is one of the writer's flags or CHLTYPE;
 * remembered by kw's and set's addresses. */
static const struct kw_info *keyword_info(struct writer *w, const struct mq_keyword_set *set,
                                          const char *kw)
{
    struct kw_info *ki = &w->kw_info[addr_slot(kw, set, KW_SLOTS)];
    if (ki->kw != kw || ki->set != set)
        *ki = (struct kw_info){set, kw, set ? mq_keyword_dump_pos(set, kw) : -1,
                               mqsc_keyword_problem(kw), strlen(kw),
                               flag_keyword(kw), strcasecmp(kw, "CHLTYPE") == 0};
    return ki;
}

/* Adds every stored attribute and parameter of obj after the items already there, in the keyword
 * table's order. */
static void add_object_params(struct writer *w, const struct pol_object *obj)
{
    size_t first = w->nitems;
    const struct mq_keyword_set *set = mq_keywords(obj->kind->id);
    const long *apos = attr_positions(w, obj, set);
    size_t seq = 0;
    for (unsigned i = 0; apos && i < obj->kind->nattrs && !w->failed; i++) {
        const struct attr_def *a = obj->kind->attrs[i];
        if (!obj->vals[i] || (a->flags & (AF_HEADER | AF_COMMAND)))
            continue;
        long pos = apos[i];
        if (!begin_item(w, false, pos >= 0 ? pos : POS_UNKNOWN, seq++))
            return;
        const char *why = mqsc_put_attr(&w->text, a, obj->vals[i]);
        end_item(w);
        if (why)
            fail_value(w, a->native, why);
    }
    /* keywords the table does not know: modelled ones, other parameters, then read-only values,
     * each in stored order (so the result does not depend on how the two classes interleave) */
    for (size_t i = 0; i < obj->nparams && !w->failed; i++) {
        const struct pol_param *pp = &obj->params[i];
        const struct kw_info *ki = keyword_info(w, set, pp->keyword);
        if (writer_keyword(pp, ki))
            continue;
        add_param(w, pp, ki, ki->pos >= 0 ? ki->pos : POS_UNKNOWN + (pp->cls == PARAM_READONLY), seq++);
    }
    if (w->nitems > first)   /* none: items may be NULL, and NULL + 0 is undefined */
        sort_items(w->items + first, w->nitems - first);
}

/* Adds a fixed item (CHLTYPE(…), REPLACE, FORCE, CLUSTER('x')…) at the current end. */
static void add_fixed(struct writer *w, const char *keyword, const char *value, bool quote)
{
    if (!begin_item(w, false, 0, 0))
        return;
    tb_puts(&w->text, keyword);
    if (value) {
        tb_putn(&w->text, "(", 1);
        const char *why = quote ? mqsc_put_quoted(&w->text, value) : (tb_puts(&w->text, value), NULL);
        tb_putn(&w->text, ")", 1);
        if (why)
            fail_value(w, keyword, why);
    }
    end_item(w);
}

/* The head `VERB TYPE('name')` of an object's command, in buf. */
static void object_head(struct writer *w, const char *verb, const struct pol_object *obj,
                        struct textbuf *head)
{
    head->len = 0;
    tb_puts(head, verb);   /* "%s %s(" without printf: a command head is written per object */
    tb_putn(head, " ", 1);
    tb_puts(head, obj->kind->native);
    tb_putn(head, "(", 1);
    const char *why = mqsc_put_quoted(head, obj->name);
    tb_putn(head, ")", 1);
    if (why)
        fail_value(w, "name", why);
}

static void write_qmgr(struct writer *w, const struct pol_object *top)
{
    w->obj = top;
    add_object_params(w, top);
    if (!w->nitems || w->failed) {
        w->text.len = 0;
        w->nitems = 0;
        return;
    }
    add_fixed(w, "FORCE", NULL, false);
    emit(w, "ALTER QMGR");
}

/* True when obj is a system or default object of a queue manager known from scripts only: the
 * queue manager has it without a DEFINE, and a script changed it with ALTER (mq_defaults.c). */
static bool default_object(const struct pol_object *obj)
{
    if (mq_qmgr_fully_known(obj->top))   /* a dump's objects are all defined: no table look-up */
        return false;
    const struct mq_system_object *d = mq_system_object(obj->top, obj->kind, obj->name);
    return d && d->kind == obj->kind->index;
}

/* DEFINE … REPLACE, or for a default object (default_object) an ALTER of what the scripts changed,
 * and nothing when they changed nothing. */
static void write_object(struct writer *w, const struct pol_object *obj, struct textbuf *head)
{
    bool alter = default_object(obj);
    w->obj = obj;
    object_head(w, alter ? "ALTER" : "DEFINE", obj, head);
    if (obj->kind->subtype)
        add_fixed(w, "CHLTYPE", obj->kind->subtype, false);
    size_t fixed = w->nitems;
    add_object_params(w, obj);
    if (alter && w->nitems == fixed) {
        w->text.len = 0;
        w->nitems = 0;
        return;
    }
    if (!alter)
        add_fixed(w, "REPLACE", NULL, false);
    emit(w, head->buf);
}

/* The MQ object types in dmpmqcfg's footer, by kind. */
static const char *footer_label(const struct kind_def *k)
{
    static const char *const labels[MQ_NKINDS] = {
        [MQ_QMGR] = "QueueManager", [MQ_NAMELIST] = "NameList", [MQ_QLOCAL] = "Queue",
        [MQ_QALIAS] = "Queue", [MQ_QREMOTE] = "Queue", [MQ_QMODEL] = "Queue",
        [MQ_PROCESS] = "Process", [MQ_AUTHINFO] = "AuthInfo", [MQ_LISTENER] = "Listener",
        [MQ_SERVICE] = "Service", [MQ_COMMINFO] = "CommInfo", [MQ_TOPIC] = "Topic",
        [MQ_SUB] = "Subscription", [MQ_STGCLASS] = "StgClass", [MQ_CFSTRUCT] = "CFStruct",
    };
    return mq_is_channel(k) ? "Channel" : labels[k->index];
}

/* The order of records after the definitions: SET CHLAUTH, SET AUTHREC, other SET records, then
 * operational commands (START, REFRESH…), each group in stored order. */
static int record_group(const struct pol_record *r)
{
    if (strcmp(r->verb, "SET") != 0)
        return 3;
    if (r->objtype && strcmp(r->objtype, "CHLAUTH") == 0)
        return 0;
    if (r->objtype && strcmp(r->objtype, "AUTHREC") == 0)
        return 1;
    return 2;
}

/* Moves read-only comments that follow the last parameter before it: a comment cannot end a
 * command, whose last line has no continuation. */
static void last_item_last(struct writer *w, size_t first)
{
    size_t n = w->nitems;
    for (size_t k = n; k-- > first;)
        if (!w->items[k].comment) {
            struct citem last = w->items[k];
            memmove(w->items + k, w->items + k + 1, (n - k - 1) * sizeof *w->items);
            w->items[n - 1] = last;
            return;
        }
}

static void write_record(struct writer *w, const struct pol_record *r, struct textbuf *head)
{
    const char *why = mqsc_keyword_problem(r->verb);
    if (!why && r->objtype)
        why = mqsc_keyword_problem(r->objtype);
    if (!why && r->name)
        why = mqsc_verbatim_problem(r->name);
    if (why) {
        fail_value(w, r->verb, why);
        return;
    }
    head->len = 0;
    tb_puts(head, r->verb);
    if (r->objtype) {
        tb_putn(head, " ", 1);
        tb_puts(head, r->objtype);
    }
    if (r->name) {
        tb_putn(head, "(", 1);
        tb_puts(head, r->name);
        tb_putn(head, ")", 1);
    }
    /* other parameters in stored order, then read-only values, then the last parameter again last
     * (dmpmqcfg: `*  ALTDATE(…) +` lines before ACTION(REPLACE)) */
    for (unsigned cls = PARAM_OTHER; cls <= PARAM_READONLY; cls++)
        for (size_t i = 0; i < r->nparams && !w->failed; i++)
            if ((r->params[i].cls == PARAM_READONLY) == (cls == PARAM_READONLY))
                add_param(w, &r->params[i], keyword_info(w, NULL, r->params[i].keyword), 0, i);
    last_item_last(w, 0);
    emit(w, head->buf);
}

static void write_records(struct writer *w, const struct pol_object *top, struct textbuf *head)
{
    const struct pol_scope *sc = top->scope;
    w->obj = top;
    for (int g = 0; g < 4; g++)
        for (size_t i = 0; i < sc->nrecs && !w->failed && !export_out_failed(w->out); i++)
            if (!sc->recs[i]->deleted && record_group(sc->recs[i]) == g)
                write_record(w, sc->recs[i], head);
}

/* SUSPEND QMGR CLUSTER(…) or CLUSNL(…) [MODE(…)] for each cluster or namelist of list. */
static void write_suspend(struct writer *w, const struct pol_object *top, const char *key,
                          const char *keyword)
{
    const char *list = pol_get_key(top, key);
    int mi = schema_attr_index(top->kind, "suspmode");
    const char *mode = pol_get(top, mi);
    if (val_state(list) != VAL_VALUE)
        return;
    w->obj = top;
    for (const char *item = list; item && !w->failed;) {
        const char *end = strchr(item, ',');
        size_t len = end ? (size_t)(end - item) : strlen(item);
        char name[256];
        snprintf(name, sizeof name, "%.*s", (int)(len < 255 ? len : 255), item);
        add_fixed(w, keyword, name, true);
        if (mode && begin_item(w, false, 0, 0)) {
            const char *why = mqsc_put_attr(&w->text, top->kind->attrs[mi], mode);
            end_item(w);
            if (why)
                fail_value(w, "MODE", why);
        }
        emit(w, "SUSPEND QMGR");
        item = end ? end + 1 : NULL;
    }
}

static void rule(struct writer *w)
{
    char stars[EXPORT_WIDTH_MAX + 2];
    size_t n = w->width < 72 ? w->width : 72;
    memset(stars, '*', n);
    stars[n] = '\n';
    export_out_write(w->out, stars, n + 1);
}

/* A header line `* LABEL: value` when value is set; fails on a value that would leave the
 * comment. */
static void header_line(struct writer *w, struct textbuf *tb, const char *label, const char *value)
{
    if (!value)
        return;
    const char *why = mqsc_comment_problem(value);
    if (why)
        fail_value(w, label, why);
    tb_printf(tb, "* %s: %s\n", label, value);
}

/* True when a verbatim value says something: more than quotes and blanks. */
static bool says_something(const char *raw)
{
    return raw && raw[strspn(raw, "' ")] != '\0';
}

/* The first password or key that obj holds (a keyword of mq_keyword_secret or an AF_SECRET
 * attribute, not empty or blank), or NULL. */
static const char *object_secret(const struct pol_object *obj)
{
    for (size_t i = 0; i < obj->nparams; i++)
        if (mq_keyword_secret(obj->params[i].keyword) && says_something(obj->params[i].value))
            return obj->params[i].keyword;
    for (unsigned i = 0; i < obj->kind->nattrs; i++)
        if ((obj->kind->attrs[i]->flags & AF_SECRET) && val_state(obj->vals[i]) == VAL_VALUE)
            return obj->kind->attrs[i]->native;
    return NULL;
}

/* The first password or key of the queue manager or any live object under it, or NULL. */
static const char *secret_of(const struct pol_object *top)
{
    const char *s = object_secret(top);
    for (size_t i = 0; !s && i < top->scope->nobjs; i++)
        if (top->scope->objs[i]->change != POL_DELETED)
            s = object_secret(top->scope->objs[i]);
    return s;
}

/* The header; secret is the queue manager's first password or key (secret_of), or NULL. */
static void write_header(struct writer *w, const struct pol_object *top, const struct export_options *opt,
                         const char *secret)
{
    struct textbuf tb = {0};
    w->obj = top;
    tb_puts(&tb, "* Script generated by wlmcon");
    if (opt->source) {
        if (mqsc_comment_problem(opt->source))
            fail_value(w, "source", mqsc_comment_problem(opt->source));
        tb_printf(&tb, " from %s", opt->source);
    }
    tb_putn(&tb, "\n", 1);
    /* lines of wlmcon's own beside the three dmpmqcfg lines a reader takes the queue manager,
     * platform and command level from (mqsc_header.c reads them all back) */
    header_line(w, &tb, "Host", pol_get_key(top, "host"));
    header_line(w, &tb, "Queue manager name", top->name);
    header_line(w, &tb, "Queue manager platform", pol_get_key(top, "platform"));
    header_line(w, &tb, "Queue manager command level", pol_get_key(top, "cmdlevel"));
    header_line(w, &tb, "Known",
                mq_qmgr_fully_known(top) ? "whole, from a dmpmqcfg dump"
                                         : "from scripts only; crtmqm's objects are ALTERed");
    if (secret)
        tb_printf(&tb, "* Holds a password or key (%s): readable by its owner only\n", secret);
    if (opt->revision)
        tb_printf(&tb, "* Store revision: %lld\n", (long long)opt->revision);
    header_line(w, &tb, "Last change", opt->changed);
    header_line(w, &tb, "Command issued", "wlmcon export --format mqsc");
    rule(w);
    if (tb.oom)
        w->failed = EXPORT_NOMEM;
    else if (!w->failed)
        export_out_write(w->out, tb.buf, tb.len);
    rule(w);
    tb_free(&tb);
}

/* The footer: per-type counts as dmpmqcfg gives them (types it always lists, others when present)
 * and the number of objects and records. */
static void write_footer(struct writer *w, const struct pol_object *top)
{
    static const char *const always[] = {"QueueManager", "Queue", "NameList", "Process", "Channel",
                                         "AuthInfo", "Listener", "Service", "CommInfo", "Topic",
                                         "Subscription", "StgClass", "CFStruct"};
    enum { NALWAYS = sizeof always / sizeof always[0] };
    size_t counts[NALWAYS] = {1}, groups[4] = {0}, total = 1;
    /* each kind's line, found at its first object: [kind index] an index of always, NALWAYS for
     * none, -1 not found yet */
    int line_of[MQ_NKINDS];
    for (size_t k = 0; k < MQ_NKINDS; k++)
        line_of[k] = -1;
    const struct pol_scope *sc = top->scope;
    for (size_t i = 0; i < sc->nobjs; i++) {
        if (sc->objs[i]->change == POL_DELETED)
            continue;
        int *line = &line_of[sc->objs[i]->kind->index];
        if (*line < 0)
            for (*line = 0; *line < NALWAYS && strcmp(always[*line], footer_label(sc->objs[i]->kind)) != 0;)
                ++*line;
        if (*line < NALWAYS) {
            counts[*line]++;
            total++;
        }
    }
    for (size_t i = 0; i < sc->nrecs; i++)
        if (!sc->recs[i]->deleted) {
            groups[record_group(sc->recs[i])]++;
            total++;
        }
    struct textbuf tb = {0};
    /* dmpmqcfg's "Script ended on DATE at TIME", by which a reader knows the dump is whole */
    tb_puts(&tb, "* Script ended on export (no date: same store, same bytes)\n");
    for (size_t k = 0; k < NALWAYS; k++)
        if (k < 11 || counts[k])
            tb_printf(&tb, "* %s count: %zu\n", always[k], counts[k]);
    tb_printf(&tb, "* ChlAuthRec count: %zu\n* AuthRec count: %zu\n", groups[0], groups[1]);
    if (groups[2])
        tb_printf(&tb, "* Other SET count: %zu\n", groups[2]);
    if (groups[3])
        tb_printf(&tb, "* Command count: %zu\n", groups[3]);
    tb_printf(&tb, "* Number of objects/records: %zu\n", total);
    rule(w);
    if (tb.oom)
        w->failed = EXPORT_NOMEM;
    else
        export_out_write(w->out, tb.buf, tb.len);
    rule(w);
    tb_free(&tb);
}

enum export_status export_mqsc_qmgr(struct export_out *o, const struct pol_object *top,
                                    const struct export_options *opt, struct export_error *err)
{
    struct writer w = {.out = o, .err = err};
    w.width = opt->width ? opt->width : EXPORT_WIDTH_MAX;
    if (w.width < EXPORT_WIDTH_MIN)
        w.width = EXPORT_WIDTH_MIN;
    if (w.width > EXPORT_WIDTH_MAX)
        w.width = EXPORT_WIDTH_MAX;
    const char *platform = pol_get_key(top, "platform");
    if (platform && strcmp(platform, "MVS") == 0 && w.width > EXPORT_WIDTH_DEFAULT)
        w.width = EXPORT_WIDTH_DEFAULT; /* z/OS reads columns 1 to 72 only */
    struct textbuf head = {0};
    const char *secret = secret_of(top);
    if (!secret)
        export_out_share(o);
    write_header(&w, top, opt, secret);
    if (!w.failed)
        write_qmgr(&w, top);
    size_t n = 0;
    const struct pol_object **objs = w.failed ? NULL : export_sorted_objects(top, &n);
    if (n == (size_t)-1)
        w.failed = EXPORT_NOMEM;
    for (size_t i = 0; objs && i < n && !w.failed && !export_out_failed(o); i++)
        write_object(&w, objs[i], &head);
    free(objs);
    if (!w.failed)
        write_records(&w, top, &head);
    if (!w.failed)
        write_suspend(&w, top, "suspend", "CLUSTER");
    if (!w.failed)
        write_suspend(&w, top, "suspendnl", "CLUSNL");
    if (!w.failed)
        write_footer(&w, top);
    if (head.oom && !w.failed)
        w.failed = EXPORT_NOMEM;
    tb_free(&head);
    tb_free(&w.text);
    tb_free(&w.lines);
    free(w.items);
    free(w.laid);
    for (size_t k = 0; k < MQ_NKINDS; k++)
        free(w.attr_pos[k]);
    if (w.failed == EXPORT_NOMEM) {
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory writing queue manager %s", top->name);
    }
    return (enum export_status)w.failed;
}
