/* import/mqsc/mqsc_kwfacts.c — what the reader asks of a parameter's keyword on its object
 * (mqsc_kw_facts in mqsc_reader.h): the kinds that model the keyword, whether the object's MQSC
 * keyword set lists it, the row its values are checked with, the attribute it sets and the other
 * keyword of its pair. Every answer is the model's own (mq_keywords, mq_keyword_pos,
 * mq_keyword_row, schema_attr_native, mq_keyword_pair_other); for the keywords of each keyword
 * set and of each kind's attributes they are asked once per process and kept in a hash index, so
 * that a parameter costs one probe instead of five searches. Other pairs (a keyword the object
 * does not know, an operational command's VERB_TYPE) are answered by the same lookups each time. */
#include "import/mqsc/mqsc_reader.h"
#include "model/mq/mq_model.h"

#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

enum {
    KINDS_SLOTS = 1024, /* a power of two, far more than the schema's keywords and synonyms */
    MAX_FACTS = 4096,   /* more than the keyword sets' and the kinds' keywords together */
    FACT_BITS = 13,
    FACT_SLOTS = 1 << FACT_BITS /* twice MAX_FACTS */
};

/* keyword → the kinds whose modelled attribute it is (header and command rows excluded) */
static struct {
    const char *kw; /* NULL: free slot */
    uint64_t kinds;
} kinds_ix[KINDS_SLOTS];

struct fact {
    const char *object, *kw; /* static: from the keyword table or the schema */
    struct mqsc_kw_facts f;
};

static struct fact facts[MAX_FACTS];
static unsigned nfacts;
static uint16_t fact_slots[FACT_SLOTS]; /* index in facts + 1; 0: free */
static pthread_once_t built = PTHREAD_ONCE_INIT;
static atomic_bool ready; /* the index is built: pthread_once need not be asked */

/* The slot of the pair with these hashes (mqsc_kw_hash) in fact_slots. */
static size_t pair_slot(uint32_t object_hash, uint32_t kw_hash)
{
    return ((kw_hash ^ (object_hash * 0x9E3779B1u)) * 0x85EBCA6Bu) >> (32 - FACT_BITS);
}

static uint64_t kinds_of(const char *kw)
{
    for (size_t i = mqsc_kw_hash(kw) & (KINDS_SLOTS - 1); kinds_ix[i].kw; i = (i + 1) & (KINDS_SLOTS - 1))
        if (strcmp(kinds_ix[i].kw, kw) == 0)
            return kinds_ix[i].kinds;
    return 0;
}

static void kinds_add(const char *kw, uint64_t kinds)
{
    size_t i = mqsc_kw_hash(kw) & (KINDS_SLOTS - 1);
    while (kinds_ix[i].kw && strcmp(kinds_ix[i].kw, kw) != 0)
        i = (i + 1) & (KINDS_SLOTS - 1);
    kinds_ix[i].kw = kw;
    kinds_ix[i].kinds |= kinds;
}

/* The MQ kind whose id is object, or NULL. */
static const struct kind_def *kind_of_id(const char *object)
{
    const struct system_def *sys = mq_system();
    for (size_t k = 0; object && k < sys->nkinds; k++)
        if (strcmp(sys->kinds[k].id, object) == 0)
            return &sys->kinds[k];
    return NULL;
}

/* The facts of kw on object, from the model's lookups. */
static void compute(const char *object, const char *kw, struct mqsc_kw_facts *out)
{
    const struct mq_keyword_set *set = mq_keywords(object);
    const struct kind_def *kind = kind_of_id(object);
    out->kinds = kinds_of(kw);
    out->listed = (signed char)(!set ? -1 : mq_keyword_pos(set, kw) >= 0);
    out->row = mq_keyword_row(object, kw);
    out->pair = mq_keyword_pair_other(kw);
    out->attr = kind ? schema_attr_native(kind, kw) : -1;
    out->kw = NULL;
}

/* The fact of kw on object in the index, or NULL; *slot gets the slot where it is or would go. */
static struct fact *find(const char *object, uint32_t object_hash, const char *kw, uint32_t kw_hash, size_t *slot)
{
    size_t i = pair_slot(object_hash, kw_hash);
    for (; fact_slots[i]; i = (i + 1) & (FACT_SLOTS - 1)) {
        struct fact *x = &facts[fact_slots[i] - 1];
        if (x->kw[0] == kw[0] && strcmp(x->kw, kw) == 0 && (x->object == object || strcmp(x->object, object) == 0)) {
            *slot = i;
            return x;
        }
    }
    *slot = i;
    return NULL;
}

static void add_fact(const char *object, const char *kw)
{
    size_t i;
    if (find(object, mqsc_kw_hash(object), kw, mqsc_kw_hash(kw), &i) || nfacts == MAX_FACTS)
        return; /* known, or not indexed: then answered by compute() each time */
    struct fact *x = &facts[nfacts];
    *x = (struct fact){object, kw, {0}};
    compute(object, kw, &x->f);
    x->f.kw = kw;
    fact_slots[i] = (uint16_t)++nfacts;
}

/* The keywords and read-only attributes of set (may be NULL), on object. */
static void add_set(const char *object, const struct mq_keyword_set *set)
{
    for (const char *const *k = set ? set->keywords : NULL; k && *k; k++)
        add_fact(object, *k);
    for (const char *const *k = set ? set->readonly : NULL; k && *k; k++)
        add_fact(object, *k);
}

static void build(void)
{
    const struct system_def *sys = mq_system();
    for (size_t i = 0; i < sys->nattrs; i++) {
        const struct attr_def *a = &sys->attrs[i];
        if (a->flags & (AF_HEADER | AF_COMMAND))
            continue;
        kinds_add(a->native, a->kinds);
        if (a->synonym)
            kinds_add(a->synonym, a->kinds);
    }
    /* each kind's under its id, the pointer the object commands pass; then the records' sets */
    for (size_t k = 0; k < sys->nkinds; k++) {
        const struct kind_def *kind = &sys->kinds[k];
        for (unsigned i = 0; i < kind->nattrs; i++) {
            const struct attr_def *a = kind->attrs[i];
            if (a->flags & (AF_HEADER | AF_COMMAND))
                continue;
            add_fact(kind->id, a->native);
            if (a->synonym)
                add_fact(kind->id, a->synonym);
        }
        add_set(kind->id, mq_keywords(kind->id));
    }
    const struct mq_keyword_set *set;
    for (size_t s = 0; (set = mq_keyword_set_at(s)) != NULL; s++)
        add_set(set->object, set);
}

static void build_once(void)
{
    build();
    atomic_store_explicit(&ready, true, memory_order_release);
}

const struct mqsc_kw_facts *mqsc_kw_facts(const char *object, uint32_t object_hash, const char *kw,
                                          uint32_t kw_hash, struct mqsc_kw_facts *scratch)
{
    if (!atomic_load_explicit(&ready, memory_order_acquire))
        pthread_once(&built, build_once);
    size_t slot;
    const struct fact *x = object ? find(object, object_hash, kw, kw_hash, &slot) : NULL;
    if (x)
        return &x->f;
    compute(object, kw, scratch);
    return scratch;
}
