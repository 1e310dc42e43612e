/* model/domino/domino_rules.c — the Domino rule table and its checks: DOM001–DOM007 across servers
 * and clusters, DOM101–DOM107 (what the NOTES.INI and replica readers report, listed for help) and
 * DOM901–DOM903 (single values). Explanations are our own words; sources from domino_docs.h.
 *
 * BUSY is "availability index at or below the threshold": HCL's task page (DOMDOC_LIMITING) and
 * statistics page (DOMDOC_STATS) say so; the setting's reference page (DOMDOC_THRESHOLD) says
 * "less than". Both agree that 0 turns balancing off and that 100 keeps a server BUSY. */
#include "model/domino/domino.h"
#include "model/domino/domino_cluster.h"
#include "model/domino/domino_docs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define B(k) (UINT64_C(1) << (k))
#define W RULE_SEV(SEV_WARNING)
#define I RULE_SEV(SEV_INFO)
#define E RULE_SEV(SEV_ERROR)

/* The clusters prepare derived. */
static const struct domino_clusters *clusters(const struct rule_ctx *cx)
{
    return cx->data;
}

/* The value of srv's NOTES.INI line kw that the schema does not model (a line of its layout bound
 * to no setting, `Name=Value` with the name compared without regard to case; the first such
 * line), or NULL. */
static const char *unmodelled(const struct pol_object *srv, const char *kw, char *buf, size_t n)
{
    const struct layout_file *f = layout_file_find(srv, "notes.ini");
    size_t kn = strlen(kw);
    for (uint32_t i = 0; f && i < f->nlines; i++) {
        const struct layout_line *l = &f->lines[i];
        size_t b = 0;
        while (b < l->len && (l->text[b] == ' ' || l->text[b] == '\t'))
            b++;
        if (l->setting || l->len - b <= kn || strncasecmp(l->text + b, kw, kn) != 0)
            continue;
        size_t e = b + kn;
        while (e < l->len && (l->text[e] == ' ' || l->text[e] == '\t'))
            e++;
        if (e < l->len && l->text[e] == '=') {
            size_t vn = l->len - e - 1;
            snprintf(buf, n, "%.*s", (int)(vn < n ? vn : n - 1), l->text + e + 1);
            return buf;
        }
    }
    return NULL;
}

/* DOM001, DOM002: a cluster member whose threshold turns balancing off, or keeps it BUSY. */
static void check_threshold(struct rule_ctx *cx, const struct pol_object *srv)
{
    const struct domino_cluster *cl = domino_cluster_of(clusters(cx), srv);
    int t = domino_threshold(srv);
    if (!cl || (t != 0 && t != 100))
        return;
    bool is1 = strcmp(cx->rule->id, "DOM001") == 0;
    if (is1 && t == 0)
        rule_report(cx, SEV_INFO, srv, "Server_Availability_Threshold",
                    "Server_Availability_Threshold is %s: workload balancing is off on this member of cluster %s",
                    pol_get_key(srv, "server_availability_threshold") ? "0" : "not set (0)", cl->name);
    if (is1 || t != 100)
        return;
    size_t at100 = 0;
    for (size_t i = 0; i < cl->nmembers; i++)
        at100 += domino_threshold(cl->members[i]) == 100;
    if (at100 == cl->nmembers && cl->nmembers > 1)
        rule_report(cx, SEV_WARNING, srv, "Server_Availability_Threshold",
                    "Server_Availability_Threshold is 100 on every member of cluster %s: all are always BUSY, "
                    "so no open is balanced",
                    cl->name);
    else
        rule_report(cx, SEV_INFO, srv, "Server_Availability_Threshold",
                    "Server_Availability_Threshold is 100: the server is always BUSY and takes users of "
                    "cluster %s only when no other member can",
                    cl->name);
}

/* DOM003: one finding per cluster whose members (those at 100, held for failover, aside) differ in
 * threshold, on its first member by name, listing every member. */
static void check_thresholds_differ(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct domino_clusters *cs = clusters(cx);
    for (size_t c = 0; c < cs->n; c++) {
        const struct domino_cluster *cl = &cs->v[c];
        int first = -2;
        bool differ = false;
        for (size_t i = 0; i < cl->nmembers; i++) {
            int t = domino_threshold(cl->members[i]);
            if (t == 100 || t < 0)
                continue;
            differ |= first != -2 && t != first;
            first = first == -2 ? t : first;
        }
        if (!differ)
            continue;
        char list[1024];
        size_t at = 0;
        for (size_t i = 0; i < cl->nmembers && at < sizeof list; i++) {
            int t = domino_threshold(cl->members[i]);
            char tv[16];
            snprintf(tv, sizeof tv, "%d", t);
            int w = snprintf(list + at, sizeof list - at, "%s%s %s", i ? ", " : "", cl->members[i]->name,
                             t < 0 ? "(invalid)" : tv);
            at += w > 0 ? (size_t)w : 0;
        }
        rule_report(cx, SEV_WARNING, cl->members[0], "Server_Availability_Threshold",
                    "the members of cluster %s have different availability thresholds: %s", cl->name, list);
    }
}

/* Whether server srv holds a usable replica (neither out of service nor pending delete) of id. */
static bool holds_usable(const struct pol_object *srv, const char *id)
{
    const struct pol_object *r = pol_find(srv, "replica", id);
    if (!r)
        return false;
    const char *oos = pol_get_key(r, "out_of_service"), *del = pol_get_key(r, "pending_delete");
    return !(oos && strcmp(oos, "YES") == 0) && !(del && strcmp(del, "YES") == 0);
}

/* DOM004: a replica whose database should be clustered (on two or more servers of the store, or
 * flagged clustered) and that no other member of its server's cluster holds. */
static void check_replica_spread(struct rule_ctx *cx, const struct pol_object *rep)
{
    const struct pol_object *srv = rep->top;
    const struct domino_cluster *cl = domino_cluster_of(clusters(cx), srv);
    if (!cl || cl->nmembers < 2)
        return;
    const char *flag = pol_get_key(rep, "clustered");
    bool wanted = flag && strcmp(flag, "YES") == 0;
    size_t holders = 0;
    const struct policy *p = cx->policy;
    for (size_t i = 0; i < p->ntops && !wanted; i++) {
        const struct pol_object *t = p->tops[i];
        holders += t->kind->sys == &domino_system_def && t->change != POL_DELETED && pol_find(t, "replica", rep->name);
        wanted = holders >= 2;
    }
    if (!wanted)
        return;
    for (size_t i = 0; i < cl->nmembers; i++)
        if (cl->members[i] != srv && holds_usable(cl->members[i], rep->name))
            return;
    const char *title = pol_get_key(rep, "database");
    rule_report(cx, SEV_WARNING, rep, NULL,
                "database %s (replica id %s) has no usable replica on another member of cluster %s: opens "
                "cannot fail over or be balanced",
                title ? title : "(untitled)", rep->name, cl->name);
}

/* Whether port (len bytes) is an entry of the comma-separated list (blanks around entries
 * ignored, case ignored). */
static bool port_listed(const char *list, const char *port, size_t len)
{
    for (const char *s = list; s && *s;) {
        s += strspn(s, " \t");
        size_t n = strcspn(s, ",");
        size_t m = n;
        while (m && (s[m - 1] == ' ' || s[m - 1] == '\t'))
            m--;
        if (m == len && strncasecmp(s, port, len) == 0)
            return true;
        s += n + (s[n] == ',');
    }
    return false;
}

/* Reports port (len bytes) of srv's setting native when Ports= does not list it. */
static void check_port(struct rule_ctx *cx, const struct pol_object *srv, const char *native, const char *port,
                       size_t len)
{
    char buf[512];
    const char *ports = pol_get_key(srv, "ports"), *disabled = unmodelled(srv, "DisabledPorts", buf, sizeof buf);
    if (port_listed(ports, port, len))
        return;
    rule_report(cx, SEV_WARNING, srv, native, "%s names port %.*s, which %s", native, (int)len, port,
                port_listed(disabled, port, len) ? "is disabled (DisabledPorts=)"
                : ports                          ? "Ports= does not list as enabled"
                                                 : "cannot be enabled: Ports= is not set");
}

/* DOM005: the cluster ports must be enabled ports. */
static void check_ports(struct rule_ctx *cx, const struct pol_object *srv)
{
    const char *def = pol_get_key(srv, "server_cluster_default_port");
    size_t n = def ? strlen(def) : 0;
    while (n && def[n - 1] == ' ')
        n--;
    if (n)
        check_port(cx, srv, "Server_Cluster_Default_Port", def, n);
    const char *aux = pol_get_key(srv, "server_cluster_auxiliary_ports");
    for (const char *s = aux; s && *s;) {
        s += strspn(s, " \t");
        size_t k = strcspn(s, ","), m = k;
        while (m && (s[m - 1] == ' ' || s[m - 1] == '\t'))
            m--;
        if (m && !(m == 1 && *s == '*'))
            check_port(cx, srv, "Server_Cluster_Auxiliary_Ports", s, m);
        s += k + (s[k] == ',');
    }
}

/* DOM006: a statistic written as a setting, or an obsolete setting. */
static void check_legacy(struct rule_ctx *cx, const struct pol_object *srv)
{
    char buf[64];
    if (unmodelled(srv, "Server_Availability_Index", buf, sizeof buf))
        rule_report(cx, SEV_INFO, srv, NULL,
                    "Server_Availability_Index is a statistic the server computes (show stat "
                    "server.availabilityindex), not a setting: the line has no effect");
    if (pol_get_key(srv, "server_transinfo_normalize"))
        rule_report(cx, SEV_INFO, srv, "Server_TransInfo_Normalize",
                    "Server_TransInfo_Normalize is obsolete since R6: the availability index no longer uses it");
}

/* DOM007: a cluster of one server. */
static void check_lonely(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct domino_clusters *cs = clusters(cx);
    for (size_t c = 0; c < cs->n; c++)
        if (cs->v[c].nmembers == 1)
            rule_report(cx, SEV_WARNING, cs->v[c].members[0], "Cluster",
                        "cluster %s has no other member: nothing can fail over or be balanced", cs->v[c].name);
}

/* DOM901–DOM903: each value against its schema row; each of the three rules reports its own. */
static void check_values(struct rule_ctx *cx, const struct pol_object *obj)
{
    rules_check_values(cx, obj, RULES_VALUES_OWN);
}

#define SRV B(DOM_SERVER)
#define REP B(DOM_REPLICA)
#define BOTH (SRV | REP)

static const struct rule rules[] = {
    {"DOM001", I, SRV, check_threshold, "a cluster member whose availability threshold is 0",
     "Server_Availability_Threshold 0, the default, turns workload balancing off on the server: it is "
     "never BUSY, so the Cluster Manager sends its users elsewhere only when it fails. Set a threshold "
     "to have opens balanced away from it under load.",
     DOMDOC_THRESHOLD "; " DOMDOC_LIMITING},
    {"DOM002", I | W, SRV, check_threshold, "a cluster member whose availability threshold is 100",
     "An availability index never exceeds 100, so a threshold of 100 keeps the server BUSY: the "
     "documented way to keep users off a member except for failover, or while it catches up on "
     "replication. When every member of a cluster is at 100, all are BUSY, opens stay where they are "
     "and nothing is balanced (a warning then).",
     DOMDOC_FAILOVER_ONE "; " DOMDOC_THRESHOLD "; " DOMDOC_STATS},
    {"DOM003", W, 0, check_thresholds_differ, "members of one cluster with different availability thresholds",
     "A member with a lower threshold turns BUSY later than its mates and so keeps more of the load; "
     "members at 100 are held for failover (DOM002) and are not compared. The finding lists every "
     "member with its threshold, on the first member by name.",
     DOMDOC_LIMITING "; " DOMDOC_BALANCING},
    {"DOM004", W, REP, check_replica_spread, "a clustered database with no replica on another cluster member",
     "Workload balancing and failover send an open only to a member that holds a replica of the "
     "database (found by replica id in the Cluster Database Directory); a replica out of service or "
     "pending delete takes none. Checked for a database whose replica id is on two or more servers "
     "of the store, or that is flagged clustered.",
     DOMDOC_BALANCING "; " DOMDOC_FAILOVER},
    {"DOM005", W, SRV, check_ports, "a cluster port that Ports= does not list as enabled",
     "Server_Cluster_Default_Port must be a port name as the Server document's Ports tab gives it. "
     "Ports= lists the enabled ports; a disabled one leaves it for DisabledPorts= (third-party "
     "sources; no leading underscore convention was found in HCL's pages [U]). Entries of "
     "Server_Cluster_Auxiliary_Ports other than * are checked the same way [U].",
     DOMDOC_DEFAULT_PORT "; " DOMDOC_PORTS},
    {"DOM006", I, SRV, check_legacy, "a statistic written as a setting, or an obsolete setting",
     "Server_Availability_Index is the statistic Server.AvailabilityIndex, which the server computes; "
     "a NOTES.INI line of that name changes nothing. Server_TransInfo_Normalize served R4.6 and R5 "
     "and is ignored since R6.",
     DOMDOC_STATS "; " DOMDOC_AI "; " DOMDOC_TUNING "; " DOMDOC_OBSOLETE},
    {"DOM007", W, 0, check_lonely, "a cluster of one server",
     "A cluster balances and fails over between its members: with one member it does neither. "
     "Import the other members' NOTES.INI with the same --cluster, or remove the cluster.",
     DOMDOC_BALANCING},
    {"DOM101", E, 0, NULL, "--server names another server than ServerName=",
     "A NOTES.INI names its own server (ServerName=); --server is for a file that names none, and "
     "must name the same server when both are given.", DOMDOC_SETCONFIG},
    {"DOM102", E, 0, NULL, "a NOTES.INI that names no server",
     "Neither ServerName= nor --server gives the server the settings belong to.", DOMDOC_SETCONFIG},
    {"DOM103", W, 0, NULL, "a setting given twice in one NOTES.INI",
     "Both lines are kept and written back; the first is the value used. Which one Domino uses is "
     "not documented in the sources found [U].", DOMDOC_SETCONFIG},
    {"DOM104", W, 0, NULL, "a NOTES.INI line without =",
     "The line is kept as it is and written back; Domino ignores what it cannot read as Name=Value "
     "[U].", DOMDOC_SETCONFIG},
    {"DOM105", E, 0, NULL, "a malformed row of a replica list",
     "A row is server,database,replica_id,path,flags: the replica id 16 hexadecimal digits (a colon "
     "after the eighth allowed), flags empty or a |-list of out_of_service, pending_delete and "
     "clustered.", DOMDOC_BALANCING},
    {"DOM106", E, 0, NULL, "a replica list row naming a server the store does not hold",
     "Import the server's NOTES.INI first, or name it in a form that fits exactly one stored server.",
     DOMDOC_BALANCING},
    {"DOM107", E, 0, NULL, "a client's NOTES.INI",
     "KitType=1 marks a Notes client's NOTES.INI, whose settings are no server's.", DOMDOC_SETCONFIG},
    {"DOM901", E, BOTH, check_values, "a number outside its range, or not a number",
     "Each setting's range is in its field help (F1); a range HCL does not state is marked [U].",
     DOMDOC_THRESHOLD "; " DOMDOC_TRANSINFO},
    {"DOM902", E, BOTH, check_values, "a value that is none of the setting's choices",
     "Server_Restricted is 0, 1 or 2; Disable_Cluster_Replicator 0 or 1.", DOMDOC_RESTRICTED},
    {"DOM903", E, BOTH, check_values, "a text too long, or holding a control character", "", DOMDOC_SETCONFIG},
};

/* The clusters, shared by the rules. */
static int prepare(const struct policy *p, void **data)
{
    struct domino_clusters *cs = malloc(sizeof *cs);
    if (!cs || domino_clusters_build(p, cs) < 0) {
        free(cs);
        return -1;
    }
    *data = cs;
    return 0;
}

static void release(void *data)
{
    if (data)
        domino_clusters_free(data);
    free(data);
}

const struct rule_set domino_rule_set = {
    .system = "domino",
    .rules = rules,
    .nrules = sizeof rules / sizeof rules[0],
    .prepare = prepare,
    .release = release,
    .path = domino_object_path,
};
