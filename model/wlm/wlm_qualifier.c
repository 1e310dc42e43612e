/* model/wlm/wlm_qualifier.c — the WLM qualifier types and IBM subsystem types; see
 * wlm_qualifier.h.
 *
 * The matrix columns are the subsystem types whose qualifiers IBM's pages were read for: ASCH,
 * JES, OMVS and STC (Explorer for z/OS, "Classification rules", Table 2), CICS (CICS TS
 * performance guide, "CICS qualifiers"), DDF (Db2 "classification attributes") and CB (Liberty
 * "WLM classification"); the list itself is WLM_QUALIFIERS in the header. */
#include "model/wlm/wlm_qualifier.h"

#include <ctype.h>
#include <stddef.h>
#include <string.h>
#include <strings.h>

static const char *const subsystems[] = {
    "ASCH", "CB",   "CICS", "DB2", "DDF", "EWLM", "IMS", "IWEB", "JES", "LDAP",
    "LSFM", "MQ",   "NETV", "OMVS", "SOM", "STC", "SYSH", "TCP", "TSO", NULL,
};

#define CHECKED (WLM_SS_BATCH | WLM_SS_CB | WLM_SS_CICS | WLM_SS_DDF)
#define ROW_G(code, xml, label, is_long, ss) {code, xml, label, is_long, true, ss},
#define ROW_N(code, xml, label, is_long, ss) {code, xml, label, is_long, false, ss},

static const struct wlm_qualifier qualifiers[] = {WLM_QUALIFIERS(ROW_G, ROW_N)};

/* text is q's code, or its code and G (group form), case-insensitive. */
static bool code_is(const struct wlm_qualifier *q, const char *text, bool *group)
{
    if (toupper((unsigned char)text[0]) != q->code[0])   /* codes are upper case: most end here */
        return false;
    size_t n = strlen(q->code), t = strlen(text);
    if (strncasecmp(text, q->code, n) != 0)
        return false;
    *group = t == n + 1 && (text[n] == 'G' || text[n] == 'g');
    return t == n || *group;
}

/* text is q's XML name, or its XML name and "Group". */
static bool xml_is(const struct wlm_qualifier *q, const char *text, bool *group)
{
    if (text[0] != q->xml[0])
        return false;
    size_t n = strlen(q->xml);
    if (strncmp(text, q->xml, n) != 0)
        return false;
    *group = strcmp(text + n, "Group") == 0;
    return text[n] == '\0' || *group;
}

struct wlm_qualifier_ref wlm_qualifier_find(const char *text)
{
    struct wlm_qualifier_ref r = {NULL, false};
    for (size_t i = 0; text && i < sizeof qualifiers / sizeof qualifiers[0]; i++) {
        const struct wlm_qualifier *q = &qualifiers[i];
        bool group = false;
        if (code_is(q, text, &group) || xml_is(q, text, &group)) {
            if (!group || q->groupable)
                r = (struct wlm_qualifier_ref){q, group};
            return r;
        }
    }
    return r;
}

int wlm_subsystem_index(const char *type)
{
    for (int i = 0; type && subsystems[i]; i++)
        if (strcmp(subsystems[i], type) == 0)
            return i;
    return -1;
}

const char *wlm_subsystem_name(int i)
{
    return i >= 0 && i < (int)(sizeof subsystems / sizeof subsystems[0]) ? subsystems[i] : NULL;
}

const char *wlm_subsystem_label(int i)
{
    static const char *const labels[] = {
        "APPC/MVS transaction scheduler", "WebSphere Application Server (Component Broker)",
        "CICS transactions", "Db2 sysplex query parallelism", "Db2 distributed data facility",
        "Enterprise Workload Manager", "IMS transactions", "HTTP server (Internet work)",
        "Batch jobs (JES2, JES3)", "LDAP server", "LAN Server for MVS", "MQ Workflow",
        "NetView", "z/OS UNIX forked and spawned work", "SOMobjects", "Started tasks",
        "Non-z/OS partitions of the hardware", "TCP/IP", "TSO/E users",
    };
    return wlm_subsystem_name(i) ? labels[i] : NULL;
}

bool wlm_subsystem_checked(int i)
{
    return i >= 0 && i < 32 && (CHECKED & WLM_SS_BIT(i));
}

bool wlm_subsystem_has_periods(const char *type)
{
    static const char *const with[] = {"JES", "ASCH", "OMVS", "STC", "TSO", "DDF"};
    for (size_t i = 0; type && i < sizeof with / sizeof with[0]; i++)
        if (strcmp(with[i], type) == 0)
            return true;
    return false;
}
