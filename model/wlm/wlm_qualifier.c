/* model/wlm/wlm_qualifier.c — the WLM qualifier types and IBM subsystem types; see
 * wlm_qualifier.h.
 *
 * The matrix columns are the subsystem types whose qualifiers IBM's pages were read for: ASCH,
 * JES, OMVS and STC (Explorer for z/OS, "Classification rules", Table 2), CICS (CICS TS
 * performance guide, "CICS qualifiers"), DDF (Db2 "classification attributes") and CB (Liberty
 * "WLM classification"). Where research/wlm.md marks a qualifier [U] for one of them (PX for CB,
 * CICS and DDF; SI and UI for CB; UI for DDF) the matrix accepts it, so that the rule never
 * refuses what the product may accept. XML names: those of the WSC sample and sd2html; the client
 * qualifiers, NetId, Priority and the zEnterprise service class are not in any XML read and are
 * spelt after the pattern of the others. */
#include "model/wlm/wlm_qualifier.h"

#include <stddef.h>
#include <string.h>
#include <strings.h>

static const char *const subsystems[] = {
    "ASCH", "CB",   "CICS", "DB2", "DDF", "EWLM", "IMS", "IWEB", "JES", "LDAP",
    "LSFM", "MQ",   "NETV", "OMVS", "SOM", "STC", "SYSH", "TCP", "TSO", NULL,
};

enum { ASCH = 1u << 0, CB = 1u << 1, CICS = 1u << 2, DDF = 1u << 4, JES = 1u << 8,
       OMVS = 1u << 13, STC = 1u << 15 };

#define CHECKED (ASCH | CB | CICS | DDF | JES | OMVS | STC)

static const struct wlm_qualifier qualifiers[] = {
    {"AI", "AccountingInformation", "Accounting information", true, true, ASCH | JES | OMVS | STC | DDF},
    {"CAI", "ClientAccountingInformation", "Client accounting information", true, true, DDF},
    {"CIP", "ClientIPAddress", "Client IP address", true, true, DDF},
    {"CTN", "ClientTransactionName", "Client transaction name", true, true, DDF},
    {"CUI", "ClientUserid", "Client user ID", true, true, DDF},
    {"CWN", "ClientWorkstationName", "Client workstation name", true, true, DDF},
    {"CI", "CorrelationInformation", "Correlation information", true, true, DDF},
    {"CN", "CollectionName", "Collection name", true, true, DDF | CB},
    {"CT", "ConnectionType", "Connection type", false, true, 0},
    {"LU", "LUName", "LU name", false, true, CICS | DDF},
    {"NET", "NetId", "Net ID", false, true, DDF},
    {"PC", "ProcessName", "Process name", true, true, DDF},
    {"PF", "Perform", "Perform", false, true, JES | STC},
    {"PK", "PackageName", "Package name", true, true, DDF},
    {"PN", "PlanName", "Plan name", false, true, DDF},
    {"PR", "ProcedureName", "Procedure name", true, true, DDF},
    {"PRI", "Priority", "Priority", false, false, JES},
    {"PX", "SysplexName", "Sysplex name", false, true, ASCH | JES | OMVS | STC | CB | CICS | DDF},
    {"SE", "SchedulingEnvironment", "Scheduling environment", true, true, JES},
    {"SI", "SubsystemInstance", "Subsystem instance", false, true, JES | CICS | DDF | CB},
    {"SPM", "SubsystemParameter", "Subsystem parameter", true, true, STC | DDF},
    {"SSC", "SubsystemCollection", "Subsystem collection", false, true, JES},
    {"SY", "SystemName", "System name", false, true, ASCH | OMVS | STC},
    {"TC", "TransactionClass", "Transaction class", false, true, ASCH | JES | CB},
    {"TN", "TransactionName", "Transaction name", false, true, ASCH | JES | OMVS | STC | CICS},
    {"UI", "Userid", "User ID", false, true, ASCH | JES | OMVS | STC | CICS | DDF | CB},
    {"ESC", "ZEnterpriseServiceClass", "zEnterprise service class", true, false, 0},
};

/* text is q's code, or its code and G (group form), case-insensitive. */
static bool code_is(const struct wlm_qualifier *q, const char *text, bool *group)
{
    size_t n = strlen(q->code), t = strlen(text);
    if (strncasecmp(text, q->code, n) != 0)
        return false;
    *group = t == n + 1 && (text[n] == 'G' || text[n] == 'g');
    return t == n || *group;
}

/* text is q's XML name, or its XML name and "Group". */
static bool xml_is(const struct wlm_qualifier *q, const char *text, bool *group)
{
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

bool wlm_subsystem_checked(int i)
{
    return i >= 0 && i < 32 && (CHECKED & (1u << i));
}

bool wlm_subsystem_has_periods(const char *type)
{
    static const char *const with[] = {"JES", "ASCH", "OMVS", "STC", "TSO", "DDF"};
    for (size_t i = 0; type && i < sizeof with / sizeof with[0]; i++)
        if (strcmp(with[i], type) == 0)
            return true;
    return false;
}
