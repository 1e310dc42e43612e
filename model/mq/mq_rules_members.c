/* model/mq/mq_rules_members.c — MQ rules on the queue managers of each cluster, its repositories and
 * its channels: MQ007 (a CLUSRCVR per member), MQ008 (CLUSRCVR CONNAME), MQ009 (manual CLUSSDRs),
 * MQ010 (workload attributes on a CLUSSDR), MQ011 (number of full repositories), MQ019 (NETPRTY).
 * Source: research/mq.md §4 rules 7–11 and 19; S23, S25, S26, S38, S39, S43, S5. Template clusters
 * (+AUTOCL+) are not validated. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "model/mq/mq_rules_impl.h"

/* True when queue manager qm joins a uniform cluster: one of its CLUSRCVRs names CLUSTER(+AUTOCL+),
 * the AutoCluster its qm.ini's AutoCluster stanza names (IBM, "Uniform clusters"; samples/mq:
 * uniform-cluster.static-uc.mqsc). */
static bool in_autocluster(const struct pol_object *qm)
{
    const struct pol_scope *sc = qm->scope;
    for (size_t i = 0; i < sc->nobjs; i++) {
        const struct pol_object *o = sc->objs[i];
        if (o->change != POL_DELETED && o->kind->index == MQ_CLUSRCVR &&
            strcmp(pol_get_key(o, "cluster") ? pol_get_key(o, "cluster") : "", "+AUTOCL+") == 0)
            return true;
    }
    return false;
}

/* True when m may be in c through its AutoCluster: it joins one (in_autocluster), has no CLUSRCVR
 * of its own in c, and c has no full repository here — qm.ini gives its repositories, which no
 * script states. */
static bool autocluster_member(const struct mq_cluster *c, const struct mq_cl_member *m)
{
    return !m->nrcvrs && c->nfull == 0 && in_autocluster(m->qmgr);
}

/* True when every member of c may be there through its AutoCluster. */
static bool autocluster_only(const struct mq_cluster *c)
{
    for (size_t i = 0; i < c->nmembers; i++)
        if (!autocluster_member(c, &c->members[i]))
            return false;
    return c->nmembers > 0;
}

/* MQ007: a member without a CLUSRCVR in the cluster, reported where it joins the cluster. */
void mq_check_receiver(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    EACH_CLUSTER(cx, c)
    for (size_t i = 0; i < c->nmembers; i++) {
        const struct mq_cl_member *m = &c->members[i];
        if (!m->nrcvrs && !autocluster_member(c, m))
            rule_report(cx, SEV_ERROR, m->why, mq_cluster_keyword(m->why),
                        "queue manager %s is in cluster %s but has no CLUSRCVR channel in it: the "
                        "other members cannot send to it",
                        m->qmgr->name, c->name);
    }
}

/* The first loopback address (localhost, 127.x.x.x, ::1) among the host(port) items of a CONNAME,
 * copied into buf; NULL when there is none. */
static const char *loopback(const char *conname, char *buf, size_t n)
{
    for (const char *s = conname; *s;) {
        while (*s == ' ' || *s == ',')
            s++;
        size_t len = strcspn(s, "(,");
        snprintf(buf, n, "%.*s", (int)len, s);
        for (size_t e = strlen(buf); e && buf[e - 1] == ' '; e--)
            buf[e - 1] = '\0';
        if (strcasecmp(buf, "localhost") == 0 || strncmp(buf, "127.", 4) == 0 ||
            strcmp(buf, "::1") == 0 || strcmp(buf, "[::1]") == 0)
            return buf;
        s += strcspn(s, ",");
    }
    return NULL;
}

/* The distinct hosts (dmpmqcfg header) of c's members, as "a, b", and their number. */
static size_t member_hosts(const struct mq_cluster *c, char *buf, size_t n)
{
    size_t count = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < c->nmembers; i++) {
        const char *h = pol_get_key(c->members[i].qmgr, "host");
        if (val_state(h) != VAL_VALUE)
            continue;
        bool seen = false;
        for (size_t j = 0; j < i && !seen; j++) {
            const char *o = pol_get_key(c->members[j].qmgr, "host");
            seen = o && strcmp(o, h) == 0;
        }
        if (!seen) {
            count++;
            mq_list_add(buf, n, "%s", h);
        }
    }
    return count;
}

static bool on_zos(const struct pol_object *qm)
{
    const char *p = pol_get_key(qm, "platform");
    return p && (strncasecmp(p, "MVS", 3) == 0 || strncasecmp(p, "z/OS", 4) == 0);
}

/* MQ008: loopback CONNAMEs when the members are on more than one host; blank ones on z/OS. */
void mq_check_conname(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    EACH_CLUSTER(cx, c)
    {
        /* the hosts only when a loopback address is found: counting them compares every pair of
         * members, which took a tenth of a validation of 5,000 queue managers */
        char hosts[256], lb[128];
        size_t nhosts = 0;
        bool counted = false;
        for (size_t i = 0; i < c->nmembers; i++)
            for (size_t j = 0; j < c->members[i].nrcvrs; j++) {
                const struct pol_object *r = c->members[i].rcvrs[j];
                const char *cn = mq_effective(r, "conname");
                if (val_state(cn) != VAL_VALUE) {
                    if (on_zos(r->top))
                        rule_report(cx, SEV_WARNING, r, "CONNAME",
                                    "CLUSRCVR %s on %s has no CONNAME: MQ is documented to fill it "
                                    "in on Multiplatforms only; on z/OS state the address the "
                                    "other members use",
                                    r->name, r->top->name);
                    continue;
                }
                if (!loopback(cn, lb, sizeof lb))
                    continue;
                if (!counted) {
                    nhosts = member_hosts(c, hosts, sizeof hosts);
                    counted = true;
                }
                if (nhosts > 1)
                    rule_report(cx, SEV_WARNING, r, "CONNAME",
                                "CLUSRCVR %s on %s advertises the loopback address %s "
                                "(CONNAME(%s)), but the members of %s run on %zu hosts (%s): the "
                                "others cannot reach %s there",
                                r->name, r->top->name, lb, cn, c->name, nhosts, hosts,
                                r->top->name);
            }
    }
}

/* MQ009 for one CLUSSDR: it pairs with a CLUSRCVR in the same cluster, else an error. */
static void check_pair(struct rule_ctx *cx, const struct mq_cluster *c, const struct mq_cl_sdr *s)
{
    const struct pol_object *chl = s->chl;
    if (s->rcvr && !mq_names_cluster(s->rcvr, "cluster", "clusnl", c->name))
        rule_report(cx, SEV_ERROR, chl, mq_cluster_keyword(chl),
                    "CLUSSDR %s on %s is in cluster %s, but CLUSRCVR %s on %s is not", chl->name,
                    chl->top->name, c->name, s->rcvr->name, s->rcvr->top->name);
    else if (s->by_conname)
        rule_report(cx, SEV_ERROR, chl, "CONNAME",
                    "CLUSSDR %s on %s leads to %s (CONNAME(%s)), whose CLUSRCVR is named %s: a "
                    "manual CLUSSDR must have the name of the target's CLUSRCVR",
                    chl->name, chl->top->name, s->by_conname->top->name,
                    mq_effective(chl, "conname"), s->by_conname->name);
}

/* True when cluster-sender sdr of member m was defined by MQ's automatic cluster configuration
 * with one of m's cluster-receivers: its CLUSTER was set at the same file, line and column as that
 * CLUSRCVR's. One statement defines one channel, so two channels whose CLUSTER one place set are
 * the cluster-receiver of a uniform cluster and a cluster-sender the AutoCluster stanza of qm.ini
 * made with it (import/mqsc/mqsc_inserts.c sets it so; IBM MQ 9.2, "Creating a uniform cluster":
 * "when the cluster receiver channel is defined, cluster sender channels to the full repository or
 * repositories are automatically defined"). A CLUSTER changed in the console since is the user's. */
static bool autocluster_sender(const struct mq_cl_member *m, const struct pol_object *sdr)
{
    int si = schema_attr_index(sdr->kind, "cluster");
    const char *sf = si >= 0 ? pol_value_file(sdr, si) : NULL;
    if (!sf || !sdr->vpos[si].line || pol_value_change(sdr, si))
        return false;
    for (size_t i = 0; i < m->nrcvrs; i++) {
        const struct pol_object *r = m->rcvrs[i];
        int ri = schema_attr_index(r->kind, "cluster");
        const char *rf = ri >= 0 ? pol_value_file(r, ri) : NULL;
        if (rf && !pol_value_change(r, ri) && strcmp(rf, sf) == 0 && r->vpos[ri].line == sdr->vpos[si].line &&
            r->vpos[ri].col == sdr->vpos[si].col)
            return true;
    }
    return false;
}

/* MQ009 for a partial repository: exactly one manual CLUSSDR, leading to a full repository. The
 * cluster-senders of a uniform cluster's AutoCluster (one to each full repository it names) are
 * MQ's, not manual: a member that has them is not reported. */
static void check_partial(struct rule_ctx *cx, const struct mq_cluster *c, const struct mq_cl_member *m)
{
    for (size_t i = 0; i < m->nsdrs; i++)
        if (autocluster_sender(m, m->sdrs[i].chl))
            return;
    if (m->nsdrs == 0) {
        rule_report(cx, SEV_WARNING, m->qmgr, NULL,
                    "partial repository %s has no manual CLUSSDR in cluster %s: it cannot reach a "
                    "full repository to join",
                    m->qmgr->name, c->name);
    } else if (m->nsdrs > 1) {
        char names[256] = "";
        for (size_t i = 0; i < m->nsdrs; i++)
            mq_list_add(names, sizeof names, "%s", m->sdrs[i].chl->name);
        rule_report(cx, SEV_WARNING, m->sdrs[1].chl, NULL,
                    "partial repository %s has %zu manual CLUSSDRs in cluster %s (%s): it should "
                    "have exactly one, to a full repository",
                    m->qmgr->name, m->nsdrs, c->name, names);
    } else if (m->sdrs[0].rcvr) {
        const struct mq_cl_member *t = mq_cluster_member(c, m->sdrs[0].rcvr->top);
        if (t && !t->full)
            rule_report(cx, SEV_WARNING, m->sdrs[0].chl, NULL,
                        "CLUSSDR %s on partial repository %s leads to %s, which is not a full "
                        "repository of %s",
                        m->sdrs[0].chl->name, m->qmgr->name, t->qmgr->name, c->name);
    }
}

/* MQ009 for a full repository: a manual CLUSSDR to every other full repository. */
static void check_full(struct rule_ctx *cx, const struct mq_cluster *c, const struct mq_cl_member *m)
{
    for (size_t i = 0; i < c->nmembers; i++) {
        const struct mq_cl_member *o = &c->members[i];
        if (o == m || !o->full)
            continue;
        bool linked = false;
        for (size_t j = 0; j < m->nsdrs && !linked; j++)
            linked = m->sdrs[j].rcvr && m->sdrs[j].rcvr->top == o->qmgr;
        if (!linked)
            rule_report(cx, SEV_WARNING, m->qmgr, mq_cluster_keyword(m->qmgr),
                        "full repository %s has no manual CLUSSDR to full repository %s in cluster %s",
                        m->qmgr->name, o->qmgr->name, c->name);
    }
}

/* MQ009: CLUSSDR pairs, the CLUSSDRs of partial and full repositories, and the queue managers the
 * CLUSSDRs lead to that are not imported (once per cluster and channel name). */
void mq_check_senders(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    EACH_CLUSTER(cx, c)
    {
        for (size_t i = 0; i < c->nmembers; i++) {
            const struct mq_cl_member *m = &c->members[i];
            for (size_t j = 0; j < m->nsdrs; j++)
                check_pair(cx, c, &m->sdrs[j]);
            if (m->full)
                check_full(cx, c, m);
            else if (!autocluster_member(c, m))
                check_partial(cx, c, m);
        }
        for (size_t i = 0; i < c->nmissing; i++) {
            const struct pol_object *s = c->missing[i].sdr;
            rule_report(cx, SEV_INFO, s, NULL,
                        "CLUSSDR %s on %s leads to a queue manager that is not imported "
                        "(CONNAME(%s)): the picture of cluster %s is partial",
                        s->name, s->top->name, mq_effective(s, "conname"), c->name);
        }
    }
}

/* The pairing of CLUSSDR chl in the first real cluster that lists it, or NULL. */
static const struct mq_cl_sdr *find_sdr(const struct rule_ctx *cx, const struct pol_object *chl)
{
    EACH_CLUSTER(cx, c)
    {
        const struct mq_cl_member *m = mq_cluster_member(c, chl->top);
        for (size_t j = 0; m && j < m->nsdrs; j++)
            if (m->sdrs[j].chl == chl)
                return &m->sdrs[j];
    }
    return NULL;
}

/* MQ010: CLWLPRTY, CLWLRANK, CLWLWGHT set on a manual CLUSSDR (not to the default) and different
 * from its CLUSRCVR's. */
void mq_check_sender_attrs(struct rule_ctx *cx, const struct pol_object *chl)
{
    static const char *const keys[] = {"clwlprty", "clwlrank", "clwlwght"};
    const struct mq_cl_sdr *s = find_sdr(cx, chl);
    if (!s || !s->rcvr)
        return;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        if (mq_is_product_default(chl, keys[i]))
            continue;
        const char *sv = mq_effective(chl, keys[i]), *rv = mq_effective(s->rcvr, keys[i]);
        if (strcmp(sv, rv) == 0)
            continue;
        const char *kw = chl->kind->attrs[schema_attr_index(chl->kind, keys[i])]->native;
        rule_report(cx, SEV_WARNING, chl, kw,
                    "CLUSSDR %s on %s sets %s(%s), but CLUSRCVR %s on %s has %s(%s): the value on a "
                    "manual CLUSSDR is likely to be ignored; set it on the CLUSRCVR",
                    chl->name, chl->top->name, kw, sv, s->rcvr->name, s->rcvr->top->name, kw, rv);
    }
}

/* MQ011: none (error), one (warning) or more than two (info) full repositories; when queue
 * managers of the cluster are not imported, none or one is only noted (info). */
void mq_check_repositories(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    EACH_CLUSTER(cx, c)
    {
        char path[128], partial[160] = "", names[256] = "";
        snprintf(path, sizeof path, "CLUSTER(%s)", c->name);
        if (c->nmissing)
            snprintf(partial, sizeof partial, " among the imported queue managers; %zu that its "
                     "CLUSSDRs lead to %s not imported, so the count is partial",
                     c->nmissing, c->nmissing == 1 ? "is" : "are");
        const struct mq_cl_member *first = NULL;
        for (size_t i = 0; i < c->nmembers; i++)
            if (c->members[i].full) {
                first = first ? first : &c->members[i];
                mq_list_add(names, sizeof names, "%s", c->members[i].qmgr->name);
            }
        if (autocluster_only(c))
            rule_report_path(cx, SEV_INFO, path,
                             "AutoCluster: repositories from qm.ini, not checked (the members of cluster %s "
                             "join it through CLUSTER(+AUTOCL+), a uniform cluster)", c->name);
        else if (c->nfull == 0)
            rule_report_path(cx, c->nmissing ? SEV_INFO : SEV_ERROR, path,
                             "cluster %s has no full repository%s", c->name,
                             c->nmissing ? partial : ": no member holds REPOS or REPOSNL for it");
        else if (c->nfull == 1)
            rule_report(cx, c->nmissing ? SEV_INFO : SEV_WARNING, first->qmgr,
                        mq_cluster_keyword(first->qmgr), "%s is the only full repository of cluster %s%s",
                        first->qmgr->name, c->name,
                        c->nmissing ? partial : ": a single point of failure for every change to it");
        else if (c->nfull > 2)
            rule_report_path(cx, SEV_INFO, path,
                             "cluster %s has %zu full repositories (%s): two is the usual design",
                             c->name, c->nfull, names);
    }
}

/* MQ019: NETPRTY other than 0 on a queue manager's only CLUSRCVR in a cluster. */
void mq_check_netprty(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    EACH_CLUSTER(cx, c)
    for (size_t i = 0; i < c->nmembers; i++) {
        const struct mq_cl_member *m = &c->members[i];
        if (m->nrcvrs != 1 || mq_is_product_default(m->rcvrs[0], "netprty"))
            continue;
        rule_report(cx, SEV_INFO, m->rcvrs[0], "NETPRTY",
                    "NETPRTY(%s) on CLUSRCVR %s has no effect: %s advertises only this CLUSRCVR in "
                    "cluster %s",
                    mq_effective(m->rcvrs[0], "netprty"), m->rcvrs[0]->name, m->qmgr->name, c->name);
    }
}

/* MQ028: a member suspended from the cluster (SUSPEND QMGR), reported at its SUSPEND or SUSPENDNL:
 * the others send to it only when they have no other choice, and what is bound to it or arrives on
 * its cluster channels still comes ("Кластеры менеджеров очередей" §8.4.7; MQ022 warns when it hosts every instance of a
 * queue). */
void mq_check_suspension(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    EACH_CLUSTER(cx, c)
    for (size_t i = 0; i < c->nmembers; i++) {
        const struct pol_object *qm = c->members[i].qmgr;
        if (!mq_names_cluster(qm, "suspend", "suspendnl", c->name))
            continue;
        rule_report(cx, SEV_INFO, qm, val_state(pol_get_key(qm, "suspend")) == VAL_VALUE ? "SUSPEND" : "SUSPENDNL",
                    "queue manager %s is suspended from cluster %s: the other members send its cluster "
                    "queues' messages elsewhere while they have a choice", qm->name, c->name);
    }
}
