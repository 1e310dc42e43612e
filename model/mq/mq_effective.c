/* model/mq/mq_effective.c — effective values of MQ attributes; see mq_effective.h. */
#include "model/mq/mq_effective.h"

#include <stdlib.h>
#include <string.h>

#include "model/mq/mq.h"
#include "model/schema_cache.h"

const char *mq_default_object_name(unsigned k)
{
    switch (k) {
    case MQ_NAMELIST: return "SYSTEM.DEFAULT.NAMELIST";
    case MQ_QLOCAL: return "SYSTEM.DEFAULT.LOCAL.QUEUE";
    case MQ_QALIAS: return "SYSTEM.DEFAULT.ALIAS.QUEUE";
    case MQ_QREMOTE: return "SYSTEM.DEFAULT.REMOTE.QUEUE";
    case MQ_QMODEL: return "SYSTEM.DEFAULT.MODEL.QUEUE";
    case MQ_CLUSRCVR: return "SYSTEM.DEF.CLUSRCVR";
    case MQ_CLUSSDR: return "SYSTEM.DEF.CLUSSDR";
    case MQ_SDR: return "SYSTEM.DEF.SENDER";
    case MQ_SVR: return "SYSTEM.DEF.SERVER";
    case MQ_RCVR: return "SYSTEM.DEF.RECEIVER";
    case MQ_RQSTR: return "SYSTEM.DEF.REQUESTER";
    case MQ_SVRCONN: return "SYSTEM.DEF.SVRCONN";
    case MQ_CLNTCONN: return "SYSTEM.DEF.CLNTCONN";
    case MQ_AMQP: return "SYSTEM.DEF.AMQP";
    default: return NULL;
    }
}

bool mq_is_default_object(const struct pol_object *obj)
{
    return obj->parent && (strncmp(obj->name, "SYSTEM.DEF.", 11) == 0 ||
                           strncmp(obj->name, "SYSTEM.DEFAULT.", 15) == 0);
}

const struct pol_object *mq_default_object(const struct pol_object *obj)
{
    if (!obj->parent)
        return NULL;
    const char *name = mq_default_object_name(obj->kind->index);
    if (!name || strcmp(obj->name, name) == 0)
        return NULL;
    const struct pol_object *d = pol_find(obj->top, obj->kind->ns, name);
    return d && d->kind == obj->kind ? d : NULL;
}

const char *mq_effective(const struct pol_object *obj, const char *key)
{
    int idx = schema_attr_index_cached(obj->kind, key);
    if (idx < 0)
        return NULL;
    const char *v = pol_get(obj, idx);
    if (v)
        return v;
    const struct pol_object *d = mq_default_object(obj);
    if (d && (v = pol_get(d, idx)) != NULL)
        return v;
    return obj->kind->attrs[idx]->dflt;
}

long long mq_effective_int(const struct pol_object *obj, const char *key, long long fallback)
{
    const char *v = mq_effective(obj, key);
    if (!v || !*v)
        return fallback;
    char *end;
    long long n = strtoll(v, &end, 10);
    return *end ? fallback : n;
}

bool mq_effective_is(const struct pol_object *obj, const char *key, const char *value)
{
    const char *v = mq_effective(obj, key);
    return v && strcmp(v, value) == 0;
}

const char *mq_effective_useq(const struct pol_object *qlocal)
{
    const char *q = mq_effective(qlocal, "clwluseq");
    if (q && strcmp(q, "ANY") == 0)
        return "ANY";
    if (q && strcmp(q, "LOCAL") == 0)
        return "LOCAL";
    return qlocal->parent && mq_effective_is(qlocal->top, "clwluseq", "ANY") ? "ANY" : "LOCAL";
}
