/* model/mq/mq_rules_status.c — rule MQ025 on the observed state of the queue managers
 * (model/observe.h): cluster channels stuck in RETRYING or STOPPED.
 *
 * A CHSTATUS block (AMQ8417I) is one current instance of a channel; a channel with none is
 * INACTIVE: DISPLAY CHSTATUS shows no block for it, which is no fault. When the observation holds
 * no CHSTATUS block for a queue manager's cluster channel, the STATUS of its CLUSQMGR block (the
 * channel to that queue manager) is used instead. Sources: IBM MQ "DISPLAY CHSTATUS (display
 * channel status)" https://www.ibm.com/docs/en/SSFKSJ_9.2.0/com.ibm.mq.ref.adm.doc/q086090_.html,
 * "DISPLAY CLUSQMGR" https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.1.0/com.ibm.mq.ref.con.doc/q082340_.html
 * (STATUS values), "Troubleshooting queue manager cluster problems" (research/mq.md §4 rule 25,
 * S25). */
#include "model/mq/mq_rules_impl.h"

#include <stdio.h>
#include <string.h>

static bool stuck(const char *status)
{
    return status && (strcmp(status, "RETRYING") == 0 || strcmp(status, "STOPPED") == 0);
}

static bool cluster_channel(const char *chltype)
{
    return chltype && (strcmp(chltype, "CLUSSDR") == 0 || strcmp(chltype, "CLUSRCVR") == 0);
}

/* True when o holds a CHSTATUS block of channel ch. */
static bool has_chstatus(const struct observation *o, const char *ch)
{
    for (size_t i = 0; i < o->nblocks; i++)
        if (strcmp(o->blocks[i]->objtype, "CHSTATUS") == 0 && strcmp(o->blocks[i]->name, ch) == 0)
            return true;
    return false;
}

static bool blank(const char *v)
{
    if (!v)
        return true;
    while (*v == ' ')
        v++;
    return !*v;
}

/* Who is at the other end of the channel of CHSTATUS block b, into buf (size n): its RQMNAME;
 * when that is blank, as it is for a channel that never connected (RETRYING from the start), the
 * queue manager of o's CLUSQMGR block of that channel, else "the queue manager at CONNAME", else
 * NULL. */
static const char *peer_of(const struct observation *o, const struct pol_record *b, char *buf, size_t n)
{
    const char *rq = obs_value(b, "RQMNAME");
    if (!blank(rq))
        return rq;
    for (size_t i = 0; i < o->nblocks; i++) {
        const char *ch = obs_value(o->blocks[i], "CHANNEL");
        if (strcmp(o->blocks[i]->objtype, "CLUSQMGR") == 0 && ch && strcmp(ch, b->name) == 0)
            return o->blocks[i]->name;
    }
    const char *conname = obs_value(b, "CONNAME");
    if (blank(conname))
        return NULL;
    snprintf(buf, n, "the queue manager at %s", conname);
    return buf;
}

static void report(struct rule_ctx *cx, const struct observation *o, const struct pol_record *b,
                   const char *channel, const char *chltype, const char *status, const char *peer)
{
    char path[160];
    snprintf(path, sizeof path, "QMGR(%s) CHANNEL('%s')", o->top, channel);
    struct diag_at at = {o->file, b->src.pos.line, b->src.pos.line ? 1 : 0, path, "STATUS"};
    const char *what = strcmp(chltype, "CLUSSDR") == 0
                       ? "messages and cluster information for %s wait on the transmission queue"
                       : "%s cannot send to this queue manager over it";
    char consequence[400];
    snprintf(consequence, sizeof consequence, what, !blank(peer) ? peer : "the other end");
    rule_report_in(cx, SEV_WARNING, at, "%s %s on %s was %s when observed at %s: %s", chltype,
                   channel, o->top, status, o->taken, consequence);
}

/* One observation's cluster channels: its CHSTATUS blocks, then the CLUSQMGR blocks of the
 * channels it holds no CHSTATUS block of. */
static void check_observation(struct rule_ctx *cx, const struct observation *o)
{
    for (size_t i = 0; i < o->nblocks; i++) {
        const struct pol_record *b = o->blocks[i];
        const char *status = obs_value(b, "STATUS");
        char buf[300];
        if (strcmp(b->objtype, "CHSTATUS") == 0 && cluster_channel(obs_value(b, "CHLTYPE")) && stuck(status))
            report(cx, o, b, b->name, obs_value(b, "CHLTYPE"), status, peer_of(o, b, buf, sizeof buf));
    }
    for (size_t i = 0; i < o->nblocks; i++) {
        const struct pol_record *b = o->blocks[i];
        const char *status = obs_value(b, "STATUS"), *deftype = obs_value(b, "DEFTYPE");
        const char *channel = obs_value(b, "CHANNEL");
        if (strcmp(b->objtype, "CLUSQMGR") != 0 || !stuck(status) || !channel || has_chstatus(o, channel))
            continue;
        bool own = deftype && strcmp(deftype, "CLUSRCVR") == 0;
        report(cx, o, b, channel, own ? "CLUSRCVR" : "CLUSSDR", status, own ? NULL : b->name);
    }
}

void mq_check_channel_status(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct policy *p = cx->policy;
    for (size_t i = 0; i < p->nobs; i++)
        if (!p->obs[i]->replaced && p->obs[i]->sys == mq_system())
            check_observation(cx, p->obs[i]);
}
