/* model/mq/mq_cluster.c — MQ clusters derived from every queue manager; see mq_cluster.h. */
#include "model/mq/mq_cluster.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/mq/mq.h"
#include "model/mq/mq_effective.h"

/* Compares two names given as (text, length). */
static int cmp_len(const char *a, size_t la, const char *b, size_t lb)
{
    int c = a == b ? 0 : memcmp(a, b, la < lb ? la : lb);   /* a value the loaded policy shares */
    return c ? c : (la > lb) - (la < lb);
}

/* ---- cluster names an object gives ------------------------------------------------------------ */

/* Calls fn for each comma-separated item of list, without surrounding blanks; blank items skipped. */
static int each_item(const char *list, int (*fn)(void *, const char *, size_t), void *ctx)
{
    for (const char *s = list; *s;) {
        while (*s == ' ')
            s++;
        const char *e = s;
        while (*e && *e != ',')
            e++;
        size_t len = (size_t)(e - s);
        while (len && s[len - 1] == ' ')
            len--;
        int r = len ? fn(ctx, s, len) : 0;
        if (r)
            return r;
        s = *e ? e + 1 : e;
    }
    return 0;
}

int mq_each_cluster(const struct pol_object *obj, const char *key, const char *nlkey,
                    int (*fn)(void *ctx, const char *name, size_t len), void *ctx)
{
    /* what the object states wins as a whole: an object naming its clusters by namelist does not
       take a CLUSTER from its default object */
    const char *v = pol_get_key(obj, key), *nl = pol_get_key(obj, nlkey);
    if (val_state(v) != VAL_VALUE && val_state(nl) != VAL_VALUE) {
        v = mq_effective(obj, key);
        nl = mq_effective(obj, nlkey);
    }
    if (val_state(v) == VAL_VALUE)
        return each_item(v, fn, ctx);
    if (val_state(nl) != VAL_VALUE)
        return 0;
    const struct pol_object *top = obj->top;
    size_t len = strlen(nl);
    while (nl[len - 1] == ' ')
        len--;
    /* namelist names are stored without trailing blanks */
    char name[64];
    if (len >= sizeof name)
        return 0;
    memcpy(name, nl, len);
    name[len] = '\0';
    const struct pol_object *o = pol_find(top, mq_kind(MQ_NAMELIST)->ns, name);
    const char *names = o && o->kind == mq_kind(MQ_NAMELIST) ? pol_get_key(o, "names") : NULL;
    return names ? each_item(names, fn, ctx) : 0;
}

struct name_probe {
    const char *name;
    size_t len;
};

static int probe_name(void *ctx, const char *name, size_t len)
{
    const struct name_probe *np = ctx;
    return len == np->len && memcmp(name, np->name, len) == 0;
}

bool mq_names_cluster(const struct pol_object *obj, const char *key, const char *nlkey,
                      const char *cluster)
{
    struct name_probe np = {cluster, strlen(cluster)};
    while (np.len && cluster[np.len - 1] == ' ')
        np.len--;
    return mq_each_cluster(obj, key, nlkey, probe_name, &np) != 0;
}

/* ---- collecting what names which cluster ------------------------------------------------------- */

enum role { ROLE_FULL, ROLE_RCVR, ROLE_SDR, ROLE_QUEUE };

/* One fact: obj (on queue manager qmgr) names cluster cl in a role. */
struct fact {
    const char *cl;
    size_t cllen;
    enum role role;
    const struct pol_object *obj, *qmgr;
};

/* A CLUSRCVR under a lookup key: its name or its CONNAME, as (text, length). */
struct rcvr_key {
    const char *key;
    size_t len;
    size_t idx;                          /* in builder.rcvrs */
};

struct builder {
    struct mq_clusters *out;
    struct fact *facts;                  /* on the heap, freed when the clusters are built: only the
                                            build reads them (in the arena, they and every smaller
                                            copy the growing array left were a tenth of a
                                            validation's peak memory) */
    size_t nfacts, capfacts;
    enum role role;                      /* of the object being collected */
    const struct pol_object *obj;
    const struct pol_object **rcvrs;     /* every live CLUSRCVR that is not a default object */
    size_t nrcvrs, caprcvrs;
    struct rcvr_key *by_name;            /* rcvrs by name (trailing blanks ignored), then index */
    struct rcvr_key *by_conname;         /* rcvrs by CONNAME without blanks, folded, then index */
    const struct pol_object **aliases;   /* every live QALIAS with a queue TARGET, by target */
    size_t naliases, capaliases;
};

static int add_fact(void *ctx, const char *name, size_t len)
{
    struct builder *b = ctx;
    /* a namelist that names a cluster twice still makes one fact */
    for (size_t k = b->nfacts; k-- > 0 && b->facts[k].obj == b->obj && b->facts[k].role == b->role;)
        if (cmp_len(b->facts[k].cl, b->facts[k].cllen, name, len) == 0)
            return 0;
    if (heap_reserve(&b->facts, &b->capfacts, b->nfacts + 1, sizeof *b->facts))
        return -1;
    const struct pol_object *qm = b->obj->top;
    b->facts[b->nfacts++] = (struct fact){name, len, b->role, b->obj, qm};
    return 0;
}

static int push(struct builder *b, const struct pol_object ***vec, size_t *n, size_t *cap,
                const struct pol_object *o)
{
    if (arena_reserve(&b->out->arena, (void **)vec, cap, *n + 1, sizeof **vec))
        return -1;
    (*vec)[(*n)++] = o;
    return 0;
}

/* True for an alias queue that resolves to a queue (not a topic). */
static bool queue_alias(const struct pol_object *o)
{
    const struct pol_param *tt = pol_param_get(o, "TARGTYPE", PARAM_OTHER);
    return val_state(mq_effective(o, "target")) == VAL_VALUE &&
           !(tt && tt->value && strstr(tt->value, "TOPIC"));
}

/* Collects the facts of one object under a queue manager. */
static int collect_object(struct builder *b, const struct pol_object *o)
{
    if (o->change == POL_DELETED || mq_is_default_object(o))
        return 0;
    b->obj = o;
    switch (o->kind->index) {
    case MQ_CLUSRCVR:
        b->role = ROLE_RCVR;
        if (push(b, &b->rcvrs, &b->nrcvrs, &b->caprcvrs, o))
            return -1;
        break;
    case MQ_CLUSSDR:
        b->role = ROLE_SDR;
        break;
    case MQ_QALIAS:
        if (queue_alias(o) && push(b, &b->aliases, &b->naliases, &b->capaliases, o))
            return -1;
        /* fall through */
    case MQ_QLOCAL:
    case MQ_QREMOTE:
        b->role = ROLE_QUEUE;
        break;
    default:
        return 0;
    }
    return mq_each_cluster(o, "cluster", "clusnl", add_fact, b);
}

/* Collects the facts of every live queue manager of p, one queue manager after the other (sort_facts
 * relies on it). */
static int collect(struct builder *b, const struct policy *p)
{
    for (size_t t = 0; t < p->ntops; t++) {
        const struct pol_object *top = p->tops[t];
        if (top->change == POL_DELETED || top->kind != mq_kind(MQ_QMGR))
            continue;
        b->obj = top;
        b->role = ROLE_FULL;
        if (mq_each_cluster(top, "repos", "reposnl", add_fact, b))
            return -1;
        for (size_t i = 0; i < top->scope->nobjs; i++)
            if (collect_object(b, top->scope->objs[i]))
                return -1;
    }
    return 0;
}

/* ---- ordering ---------------------------------------------------------------------------------- */

/* Queue managers by name, then (for equal names) by address, so that grouping is stable. */
static int cmp_qmgr(const struct pol_object *a, const struct pol_object *b)
{
    if (a == b)   /* the facts of one queue manager: most comparisons of a cluster's facts */
        return 0;
    int c = strcmp(a->name, b->name);
    return c ? c : ((uintptr_t)a > (uintptr_t)b) - ((uintptr_t)a < (uintptr_t)b);
}

static int cmp_fact(const void *pa, const void *pb)
{
    const struct fact *a = pa, *b = pb;
    int c = cmp_len(a->cl, a->cllen, b->cl, b->cllen);
    if (!c)
        c = cmp_qmgr(a->qmgr, b->qmgr);
    if (!c)
        c = (a->role > b->role) - (a->role < b->role);
    return c ? c : strcmp(a->obj->name, b->obj->name);
}

/* Objects by name, then by queue manager. */
static int cmp_obj(const void *pa, const void *pb)
{
    const struct pol_object *a = *(const struct pol_object *const *)pa;
    const struct pol_object *b = *(const struct pol_object *const *)pb;
    int c = strcmp(a->name, b->name);
    return c ? c : cmp_qmgr(a->top, b->top);
}

/* The TARGET of an alias without trailing blanks, as (text, length). */
static size_t target_of(const struct pol_object *alias, const char **t)
{
    *t = mq_effective(alias, "target");
    size_t len = strlen(*t);
    while (len && (*t)[len - 1] == ' ')
        len--;
    return len;
}

static int cmp_alias(const void *pa, const void *pb)
{
    const struct pol_object *a = *(const struct pol_object *const *)pa;
    const struct pol_object *b = *(const struct pol_object *const *)pb;
    const char *ta, *tb;
    size_t la = target_of(a, &ta), lb = target_of(b, &tb);
    int c = cmp_len(ta, la, tb, lb);
    if (!c)
        c = cmp_qmgr(a->top, b->top);
    return c ? c : strcmp(a->name, b->name);
}

/* ---- building one cluster ---------------------------------------------------------------------- */

/* Fills c's members from facts [f, e) of one cluster (sorted by queue manager, role, name). */
static int build_members(struct builder *b, struct mq_cluster *c, const struct fact *f,
                         const struct fact *e)
{
    struct arena *a = &b->out->arena;
    size_t n = 0;
    for (const struct fact *x = f; x < e; x++)
        n += x == f || x[-1].qmgr != x->qmgr;
    if (!(c->members = arena_alloc(a, n * sizeof *c->members)))
        return -1;
    struct mq_cl_member *m = NULL;
    size_t capr = 0, caps = 0;
    for (const struct fact *x = f; x < e; x++) {
        if (x == f || x[-1].qmgr != x->qmgr) {
            m = &c->members[c->nmembers++];
            m->qmgr = x->qmgr;
            m->why = x->obj;
            capr = caps = 0;
        }
        if (x->role == ROLE_FULL && !m->full) {
            m->full = true;
            c->nfull++;
        } else if (x->role == ROLE_RCVR) {
            if (push(b, &m->rcvrs, &m->nrcvrs, &capr, x->obj))
                return -1;
        } else if (x->role == ROLE_SDR) {
            if (arena_reserve(a, (void **)&m->sdrs, &caps, m->nsdrs + 1, sizeof *m->sdrs))
                return -1;
            m->sdrs[m->nsdrs++] = (struct mq_cl_sdr){x->obj, NULL, NULL};
        }
    }
    for (size_t i = 0; i < c->nmembers; i++) {
        m = &c->members[i];
        m->weight = m->nrcvrs ? mq_effective_int(m->rcvrs[0], "clwlwght", 50) : -1;
    }
    return 0;
}

/* The MQ_INST_* flags of cluster queue instance o. */
static unsigned char instance_facts(const struct pol_object *o)
{
    const char *put = mq_effective(o, "put"), *bind = mq_effective(o, "defbind");
    unsigned char f = 0;
    if (put && strcmp(put, "ENABLED") == 0)
        f |= MQ_INST_PUT_ENABLED;
    else if (put && strcmp(put, "DISABLED") == 0)
        f |= MQ_INST_PUT_DISABLED;
    if (bind && strcmp(bind, "OPEN") == 0)
        f |= MQ_INST_DEFBIND_OPEN;
    if (o->kind->index == MQ_QLOCAL) {
        const char *own = mq_effective(o, "clwluseq");
        if (own && strcmp(own, "QMGR") == 0)
            f |= MQ_INST_USEQ_QMGR;
        if (strcmp(mq_effective_useq(o), "ANY") == 0)
            f |= MQ_INST_USEQ_ANY;
    }
    return f;
}

/* Fills c's cluster queues from the queue facts of [f, e). */
static int build_queues(struct builder *b, struct mq_cluster *c, const struct fact *f,
                        const struct fact *e)
{
    struct arena *a = &b->out->arena;
    size_t n = 0;
    for (const struct fact *x = f; x < e; x++)
        n += x->role == ROLE_QUEUE;
    const struct pol_object **objs = arena_alloc(a, (n ? n : 1) * sizeof *objs);
    if (!objs)
        return -1;
    n = 0;
    for (const struct fact *x = f; x < e; x++)
        if (x->role == ROLE_QUEUE)
            objs[n++] = x->obj;
    if (n > 1)
        qsort(objs, n, sizeof *objs, cmp_obj);
    size_t nq = 0;
    for (size_t i = 0; i < n; i++)
        nq += i == 0 || strcmp(objs[i - 1]->name, objs[i]->name) != 0;
    unsigned char *facts = arena_alloc(a, n ? n : 1);
    if (!facts || !(c->queues = arena_alloc(a, (nq ? nq : 1) * sizeof *c->queues)))
        return -1;
    for (size_t i = 0; i < n; i++) {
        facts[i] = instance_facts(objs[i]);
        if (i == 0 || strcmp(objs[i - 1]->name, objs[i]->name) != 0) {
            struct mq_cl_queue *q = &c->queues[c->nqueues++];
            q->name = objs[i]->name;
            q->inst = &objs[i];
            q->facts = &facts[i];
        }
        if (++c->queues[c->nqueues - 1].ninst > c->maxinst)
            c->maxinst = c->queues[c->nqueues - 1].ninst;
    }
    return 0;
}

/* The alias queues of members of c whose TARGET is queue q. */
static int find_aliases(struct builder *b, const struct mq_cluster *c, struct mq_cl_queue *q)
{
    size_t qlen = strlen(q->name), lo = 0, hi = b->naliases, cap = 0;
    while (lo < hi) { /* first alias whose target is not below q's name */
        size_t mid = lo + (hi - lo) / 2;
        const char *t;
        size_t tl = target_of(b->aliases[mid], &t);
        if (cmp_len(t, tl, q->name, qlen) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (size_t i = lo; i < b->naliases; i++) {
        const char *t;
        size_t tl = target_of(b->aliases[i], &t);
        if (cmp_len(t, tl, q->name, qlen) != 0)
            break;
        if (mq_cluster_member(c, b->aliases[i]->top) &&
            push(b, &q->aliases, &q->naliases, &cap, b->aliases[i]))
            return -1;
    }
    return 0;
}

/* ---- pairing CLUSSDRs ------------------------------------------------------------------------- */

/* A CONNAME as pairing compares it (research/mq.md §4 rule 9): without blanks, host names folded to
 * lower case; into the arena, with its length. NULL when memory runs out. */
static char *conname_key(struct arena *a, const char *conname, size_t *len)
{
    char *k = arena_alloc_text(a, strlen(conname) + 1);
    size_t n = 0;
    for (const char *p = conname; k && *p; p++)
        if (*p != ' ')
            k[n++] = (char)tolower((unsigned char)*p);
    *len = n;
    return k;
}

static int cmp_rcvr_key(const void *pa, const void *pb)
{
    const struct rcvr_key *a = pa, *b = pb;
    int c = cmp_len(a->key, a->len, b->key, b->len);
    return c ? c : (a->idx > b->idx) - (a->idx < b->idx);
}

/* The first entry of keys[0..n) with this key, or n. */
static size_t first_key(const struct rcvr_key *keys, size_t n, const char *key, size_t len)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (cmp_len(keys[mid].key, keys[mid].len, key, len) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The length of name without trailing blanks (names compare so: mq_name_eq). */
static size_t trimmed(const char *name)
{
    size_t n = strlen(name);
    while (n && name[n - 1] == ' ')
        n--;
    return n;
}

/* Sorts the CLUSRCVRs by name and by CONNAME, so that each CLUSSDR finds its candidates without
 * looking at every CLUSRCVR of the estate (that made the clusters quadratic in their size). */
static int index_rcvrs(struct builder *b)
{
    struct arena *a = &b->out->arena;
    size_t n = b->nrcvrs ? b->nrcvrs : 1;
    if (!(b->by_name = arena_alloc(a, n * sizeof *b->by_name)) ||
        !(b->by_conname = arena_alloc(a, n * sizeof *b->by_conname)))
        return -1;
    for (size_t i = 0; i < b->nrcvrs; i++) {
        const struct pol_object *r = b->rcvrs[i];
        const char *cn = mq_effective(r, "conname");
        b->by_name[i] = (struct rcvr_key){r->name, trimmed(r->name), i};
        b->by_conname[i] = (struct rcvr_key){"", 0, i};
        if (cn && !(b->by_conname[i].key = conname_key(a, cn, &b->by_conname[i].len)))
            return -1;
    }
    if (b->nrcvrs > 1) {
        qsort(b->by_name, b->nrcvrs, sizeof *b->by_name, cmp_rcvr_key);
        qsort(b->by_conname, b->nrcvrs, sizeof *b->by_conname, cmp_rcvr_key);
    }
    return 0;
}

/* Pairs a member's CLUSSDR with the CLUSRCVR it names, else one with its CONNAME (ignoring blanks
 * and case of host names). Among several candidates on other queue managers, one in cluster c is
 * preferred (the last such), else the first. -1 when memory runs out. */
static int pair_sdr(struct builder *b, const struct mq_cluster *c, struct mq_cl_sdr *s)
{
    const struct pol_object *sdr = s->chl;
    size_t len = trimmed(sdr->name);
    for (size_t i = first_key(b->by_name, b->nrcvrs, sdr->name, len);
         i < b->nrcvrs && cmp_len(b->by_name[i].key, b->by_name[i].len, sdr->name, len) == 0; i++) {
        const struct pol_object *r = b->rcvrs[b->by_name[i].idx];
        if (r->top != sdr->top && (!s->rcvr || mq_names_cluster(r, "cluster", "clusnl", c->name)))
            s->rcvr = r;
    }
    const char *conname = mq_effective(sdr, "conname");
    if (s->rcvr || val_state(conname) != VAL_VALUE)
        return 0;
    char *key = conname_key(&b->out->arena, conname, &len);
    if (!key)
        return -1;
    for (size_t i = first_key(b->by_conname, b->nrcvrs, key, len);
         i < b->nrcvrs && cmp_len(b->by_conname[i].key, b->by_conname[i].len, key, len) == 0; i++) {
        const struct pol_object *r = b->rcvrs[b->by_conname[i].idx];
        if (r->top != sdr->top && !mq_name_eq(r->name, sdr->name) &&
            (!s->by_conname || mq_names_cluster(r, "cluster", "clusnl", c->name)))
            s->by_conname = r;
    }
    return 0;
}

static int cmp_missing(const void *pa, const void *pb)
{
    const struct mq_cl_missing *a = pa, *b = pb;
    return strcmp(a->channel, b->channel);
}

/* Pairs every CLUSSDR of c and lists the queue managers they lead to that are not imported. */
static int pair_channels(struct builder *b, struct mq_cluster *c)
{
    size_t cap = 0;
    for (size_t m = 0; m < c->nmembers; m++)
        for (size_t i = 0; i < c->members[m].nsdrs; i++) {
            struct mq_cl_sdr *s = &c->members[m].sdrs[i];
            if (pair_sdr(b, c, s))
                return -1;
            if (s->rcvr || s->by_conname || mq_is_template(s->chl->name))
                continue;
            bool known = false;
            for (size_t k = 0; k < c->nmissing && !known; k++)
                known = mq_name_eq(c->missing[k].channel, s->chl->name);
            if (known)
                continue;
            if (arena_reserve(&b->out->arena, (void **)&c->missing, &cap, c->nmissing + 1,
                              sizeof *c->missing))
                return -1;
            c->missing[c->nmissing++] = (struct mq_cl_missing){s->chl->name, s->chl};
        }
    if (c->nmissing > 1)
        qsort(c->missing, c->nmissing, sizeof *c->missing, cmp_missing);
    return 0;
}

static int build_cluster(struct builder *b, const struct fact *f, const struct fact *e)
{
    struct mq_clusters *out = b->out;
    struct mq_cluster *c = &out->v[out->n++];
    if (!(c->name = arena_strndup(&out->arena, f->cl, f->cllen)))
        return -1;
    c->is_template = mq_is_template(c->name);
    out->nreal += !c->is_template;
    if (build_members(b, c, f, e) || build_queues(b, c, f, e) || pair_channels(b, c))
        return -1;
    for (size_t i = 0; i < c->nqueues; i++)
        if (find_aliases(b, c, &c->queues[i]))
            return -1;
    return 0;
}

/* A run of facts of one queue manager and one cluster, once each queue manager's facts are sorted. */
struct run {
    const struct fact *first;
    size_t n;
};

static int cmp_run(const void *pa, const void *pb)
{
    const struct run *a = pa, *b = pb;
    int c = cmp_len(a->first->cl, a->first->cllen, b->first->cl, b->first->cllen);
    return c ? c : cmp_qmgr(a->first->qmgr, b->first->qmgr);
}

/* Sorts b's facts by cmp_fact, as one stable sort of them all would. collect gathers them one
 * queue manager at a time (every fact of a queue manager is in one stretch): each queue manager's
 * facts are sorted alone, and the runs of one cluster in them then by cluster and queue manager
 * (a few per queue manager, where one sort of every fact compared each some 17 times at 1,000
 * queue managers). Returns 0, or -1 when memory runs out. */
static int sort_facts(struct builder *b)
{
    struct fact *f = b->facts;
    size_t n = b->nfacts, nruns = 0, capruns = 0;
    struct run *runs = NULL;
    for (size_t i = 0, j; i < n; i = j) {
        for (j = i + 1; j < n && f[j].qmgr == f[i].qmgr;)
            j++;
        if (j - i > 1)
            qsort(f + i, j - i, sizeof *f, cmp_fact);
        for (size_t k = i, e; k < j; k = e) {
            for (e = k + 1; e < j && cmp_len(f[e].cl, f[e].cllen, f[k].cl, f[k].cllen) == 0;)
                e++;
            if (heap_reserve(&runs, &capruns, nruns + 1, sizeof *runs)) {
                free(runs);
                return -1;
            }
            runs[nruns++] = (struct run){&f[k], e - k};
        }
    }
    if (nruns < 2) {
        free(runs);
        return 0;
    }
    qsort(runs, nruns, sizeof *runs, cmp_run);
    struct fact *sorted = malloc(n * sizeof *sorted);
    if (sorted) {
        size_t k = 0;
        for (size_t r = 0; r < nruns; k += runs[r++].n)
            memcpy(sorted + k, runs[r].first, runs[r].n * sizeof *sorted);
        free(b->facts);
        b->facts = sorted;
        b->capfacts = n;
    }
    free(runs);
    return sorted ? 0 : -1;
}

int mq_clusters_build(const struct policy *p, struct mq_clusters *cl)
{
    memset(cl, 0, sizeof *cl);
    struct builder b = {0};
    b.out = cl;
    if (collect(&b, p))
        goto oom;
    if (b.nfacts > 1 && sort_facts(&b))
        goto oom;
    if (b.naliases > 1)
        qsort(b.aliases, b.naliases, sizeof *b.aliases, cmp_alias);
    if (index_rcvrs(&b))
        goto oom;
    size_t n = 0;
    for (size_t i = 0; i < b.nfacts; i++)
        n += i == 0 || cmp_len(b.facts[i - 1].cl, b.facts[i - 1].cllen, b.facts[i].cl, b.facts[i].cllen);
    if (n && !(cl->v = arena_alloc(&cl->arena, n * sizeof *cl->v)))
        goto oom;
    for (size_t i = 0, j; i < b.nfacts; i = j) {
        for (j = i + 1; j < b.nfacts; j++)
            if (cmp_len(b.facts[i].cl, b.facts[i].cllen, b.facts[j].cl, b.facts[j].cllen))
                break;
        if (build_cluster(&b, &b.facts[i], &b.facts[j]))
            goto oom;
    }
    free(b.facts);
    return 0;
oom:
    free(b.facts);
    mq_clusters_free(cl);
    return -1;
}

void mq_clusters_free(struct mq_clusters *cl)
{
    arena_free(&cl->arena);
    memset(cl, 0, sizeof *cl);
}

const struct mq_cluster *mq_clusters_find(const struct mq_clusters *cl, const char *name)
{
    for (size_t i = 0; i < cl->n; i++)
        if (mq_name_eq(cl->v[i].name, name))
            return &cl->v[i];
    return NULL;
}

const struct mq_cl_member *mq_cluster_member(const struct mq_cluster *c, const struct pol_object *qmgr)
{
    size_t lo = 0, hi = c->nmembers;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int r = cmp_qmgr(c->members[mid].qmgr, qmgr);
        if (r == 0)
            return &c->members[mid];
        if (r < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}
