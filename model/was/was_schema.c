/* model/was/was_schema.c — the WebSphere for z/OS schema: the kinds of a cell and one attribute
 * table.
 *
 * A server's settings are those of IBM's administrative console (Server instance: Multiple
 * Instances Enabled, minimum and maximum number of instances; the custom property
 * WLMStatefulSession; the WLM queueing variables) and the WLM collection name its work is
 * classified under; its classification document is modelled as the file nests it: the document,
 * its classification elements, their entries. `native` is the attribute's name in the document,
 * the console's property or variable name, or our own key where IBM names none. Every row is
 * AF_ADVISORY: a document or setting past a documented limit is stored as it is and reported by
 * the rules (WAS004, WAS901–WAS905). Help texts are our own words; where the research marks a
 * fact unverified, the help says [U].
 *
 * Choices that are ours: server names are unique in the cell (one namespace per top, as every
 * system's), so two nodes of one cell cannot both hold a server of the same name. */
#include "model/was/was.h"
#include "model/was/was_docs.h"
#include "model/was/was_rules.h"
#include "model/was/was_sim.h"

#include <stdio.h>
#include <string.h>

#define B(k) (UINT64_C(1) << (k))
#define AD AF_ADVISORY

static struct kind_def kinds[WAS_NKINDS] = {
    /* id  label  native  subtype  ns  table  name_max  flags  order  parents */
    [WAS_CELL] = {"CELL", "Cell", "CELL", NULL, "cell", "was_cell", 64, KF_TOP | KF_MODELLED, 0, 0},
    [WAS_NODE] = {"NODE", "Node", "NODE", NULL, "node", "was_node", 64, KF_MODELLED, 1, 0},
    [WAS_SERVER] = {"SERVER", "Application server", "SERVER", NULL, "server", "was_server", 64,
                    KF_MODELLED, 2, B(WAS_NODE)},
    [WAS_DOCUMENT] = {"DOCUMENT", "Workload classification document", "Classification", NULL,
                      "document", "was_document", 0, KF_MODELLED | KF_ORDERED | KF_UNNAMED, 3,
                      B(WAS_SERVER)},
    [WAS_GROUP] = {"GROUP", "Classification element", "InboundClassification", NULL, "group",
                   "was_group", 0, KF_MODELLED | KF_ORDERED | KF_UNNAMED, 4, B(WAS_DOCUMENT)},
    [WAS_ENTRY] = {"ENTRY", "Classification entry", "classification_info", NULL, "entry",
                   "was_entry", 0, KF_MODELLED | KF_ORDERED | KF_UNNAMED, 5,
                   B(WAS_GROUP) | B(WAS_ENTRY)},
};

static const struct attr_choice true_false[] = {
    {"true", "Enabled"},
    {"false", "Disabled"},
    {NULL, NULL},
};
static const struct attr_choice queue_work[] = {
    {"1", "WLM queues the work to the servants (the default)"},
    {"0", "The controller distributes the work itself, by the algorithm below"},
    {NULL, NULL},
};
static const struct attr_choice algorithms[] = {
    {"0", "Hot thread: the servant with the most recently used thread"},
    {"1", "Round robin among the servants"},
    {"2", "Hot robin: hot thread, then round robin (APAR PK93395)"},
    {NULL, NULL},
};
static const struct attr_choice elements[] = {
    {"InboundClassification", "HTTP, IIOP, MDB, internal, SIP or optimized local adapter work"},
    {"SibClassification", "Service integration bus work (up to two per document)"},
    {"WMQRAClassification", "MDB work of WebSphere MQ messaging provider activation specifications"},
    {NULL, NULL},
};
static const struct attr_choice types[] = {
    {"http", "HTTP requests: http_classification_info entries"},
    {"iiop", "IIOP requests: iiop_classification_info entries"},
    {"mdb", "Message-driven beans: classificationentry entries"},
    {"internal", "Work the controller gives its servants (else classified as IIOP)"},
    {"sip", "Session Initiation Protocol work"},
    {"ola", "Optimized local adapter work: ola_classification_info entries [U: the keyword]"},
    {NULL, NULL},
};

#define SRV B(WAS_SERVER)
#define TCLASS_HELP                                                                                \
    "The WLM transaction class (TC qualifier of subsystem type CB) that work matching here gets: " \
    "at most 8 characters, mixed case allowed. Longer values are kept and reported (WAS004)."

static const struct attr_def attrs[] = {
    /* ---- cell and node ---- */
    {.kinds = B(WAS_CELL) | B(WAS_NODE), .key = "short_name", .native = "shortName",
     .label = "Short name", .type = AT_TEXT, .max = 8, .flags = AD | AF_KEY,
     .col = {"Short", 8, 1}, .group = "z/OS names",
     .help = "The z/OS short name of the cell or node (up to 8 characters). [U] the attribute name "
             "of the configuration.", .source = WASDOC_SRVINST},
    {.kinds = B(WAS_NODE), .key = "system_name", .native = "systemName", .label = "z/OS system",
     .type = AT_TEXT, .max = 8, .flags = AD | AF_KEY, .col = {"System", 8, 2},
     .help = "The z/OS system the node runs on. [U] the attribute name of the configuration.",
     .source = WASDOC_SRVINST},
    /* ---- server: WLM classification ---- */
    {.kinds = SRV, .key = "collection", .native = "CN", .label = "Collection name (CN)",
     .type = AT_TEXT, .max = 8, .flags = AD | AF_KEY, .col = {"Collection", 10, 1},
     .group = "WLM classification", .field_pos = 1,
     .help = "The collection name WLM receives with the server's work (the CN qualifier of "
             "subsystem type CB): the server's generic short name. Mixed case is possible. The "
             "CB rules under it give the work its service class.", .source = WASDOC_LIBWLM},
    {.kinds = SRV, .key = "definition", .native = "definition", .label = "WLM definition",
     .type = AT_TEXT, .max = 8, .flags = AD, .field_pos = 2,
     .help = "The WLM service definition whose CB rules the server is checked against; blank: the "
             "store's one definition (WAS006 when it holds several).", .source = WASDOC_CLSF},
    {.kinds = SRV, .key = "applenv", .native = "applicationEnvironment",
     .label = "Application environment", .type = AT_TEXT, .max = 32, .flags = AD, .field_pos = 3,
     .help = "The WLM application environment of the server's servants. [U] the attribute name.",
     .source = WASDOC_SRVINST},
    /* ---- server: servants ---- */
    {.kinds = SRV, .key = "multiple_instances", .native = "enableMultipleServerInstances",
     .label = "Multiple Instances Enabled", .type = AT_BOOL, .choices = true_false, .dflt = "false",
     .flags = AD, .group = "Servants", .field_pos = 4,
     .help = "Whether the server may run several servant processes; disabled, it has exactly "
             "one. Console: Java and process management > Server instance. [U] the attribute "
             "name of the configuration.", .source = WASDOC_SRVINST},
    {.kinds = SRV, .key = "min_servants", .native = "minimumNumOfInstances",
     .label = "Minimum number of instances", .type = AT_INT, .min = 1, .max = 20, .flags = AD | AF_KEY,
     .col = {"Min", 4, 2}, .field_pos = 5,
     .help = "The servants started at least, 1 to 20; blank lets WLM decide. [U] the attribute "
             "name of the configuration.", .source = WASDOC_SRVINST "; " WASDOC_CTLSRV},
    {.kinds = SRV, .key = "max_servants", .native = "maximumNumberOfInstances",
     .label = "Maximum number of instances", .type = AT_INT, .min = 0, .max = 999999,
     .flags = AD | AF_KEY, .col = {"Max", 4, 3}, .field_pos = 6,
     .help = "The servants started at most; 0 is unlimited, and so is blank (WLM decides). "
             "[U] the attribute name of the configuration.",
     .source = WASDOC_SRVINST "; " WASDOC_CTLSRV},
    {.kinds = SRV, .key = "even_distribution", .native = "WLMStatefulSession",
     .label = "Distribute HTTP requests evenly", .type = AT_BOOL, .choices = true_false,
     .dflt = "false", .flags = AD | AF_KEY, .col = {"Even", 5, 4}, .field_pos = 7,
     .help = "The server's custom property WLMStatefulSession=true: WLM gives a new HTTP request "
             "without affinity to the servant with the fewest affinities, among the servants "
             "bound to the same work queue (service class), instead of the hot servant. Needs "
             "multiple servants.", .source = WASDOC_WASTSK "; " WASDOC_WASCON},
    {.kinds = SRV, .key = "use_wlm_queue", .native = "server_use_wlm_to_queue_work",
     .label = "WLM queues the work", .type = AT_ENUM, .choices = queue_work, .dflt = "1",
     .flags = AD, .field_pos = 8,
     .help = "1: WLM queues the work to the servants. 0: the controller distributes it by the "
             "algorithm below, without WLM queueing.", .source = WASDOC_RB},
    {.kinds = SRV, .key = "algorithm", .native = "server_work_distribution_algorithm",
     .label = "Work distribution algorithm", .type = AT_ENUM, .choices = algorithms, .flags = AD,
     .field_pos = 9,
     .help = "With WLM queueing off: 0 hot thread, 1 round robin, 2 hot robin (APAR PK93395).",
     .source = WASDOC_RB},
    /* ---- the document ---- */
    {.kinds = B(WAS_DOCUMENT) | B(WAS_GROUP), .key = "schema_version", .native = "schema_version",
     .label = "Schema version", .type = AT_TEXT, .max = 8, .flags = AD,
     .help = "Required; 1.0 is the only version IBM supports (WAS905 otherwise).",
     .source = WASDOC_WCF},
    /* ---- a classification element ---- */
    {.kinds = B(WAS_GROUP), .key = "element", .native = "element", .label = "Element",
     .type = AT_ENUM, .choices = elements, .flags = AD | AF_REQUIRED | AF_KEY,
     .col = {"Element", 21, 1}, .field_pos = 1,
     .help = "InboundClassification (one per type), SibClassification (up to two) or "
             "WMQRAClassification.", .source = WASDOC_WCF},
    {.kinds = B(WAS_GROUP), .key = "type", .native = "type", .label = "Type", .type = AT_ENUM,
     .choices = types, .flags = AD | AF_KEY, .col = {"Type", 8, 2}, .field_pos = 2,
     .help = "An InboundClassification's type: internal, iiop, http, mdb or sip, each at most "
             "once; newer releases also classify optimized local adapter work.",
     .source = WASDOC_WCF},
    {.kinds = B(WAS_GROUP), .key = "default_tclass", .native = "default_transaction_class",
     .label = "Default transaction class", .type = AT_TEXT, .max = WAS_TCLASS_MAX,
     .flags = AD | AF_KEY, .col = {"Default TC", 10, 3}, .field_pos = 3,
     .help = "The transaction class of work no entry matches. " TCLASS_HELP, .source = WASDOC_WCF},
    /* ---- an entry ---- */
    {.kinds = B(WAS_ENTRY), .key = "element", .native = "element", .label = "Element",
     .type = AT_TEXT, .max = 64, .flags = AD | AF_REQUIRED | AF_KEY, .col = {"Element", 24, 1},
     .field_pos = 1,
     .help = "The entry's element: http_classification_info, iiop_classification_info, "
             "classificationentry (MDB), ola_classification_info, sib_classification_info, "
             "wmqra_classification_info.", .source = WASDOC_WCF},
    {.kinds = B(WAS_ENTRY), .key = "tclass", .native = "transaction_class",
     .label = "Transaction class", .type = AT_TEXT, .max = WAS_TCLASS_MAX, .flags = AD | AF_KEY,
     .col = {"TC", 8, 2}, .field_pos = 2, .help = TCLASS_HELP, .source = WASDOC_WCF},
    {.kinds = B(WAS_ENTRY), .key = "host", .native = "host", .label = "Host", .type = AT_TEXT,
     .max = 255, .flags = AD | AF_KEY, .col = {"Host", 12, 3}, .field_pos = 3,
     .help = "HTTP: the host name of the request's Host header, or * for any. [U] the attribute "
             "name.", .source = WASDOC_WCF},
    {.kinds = B(WAS_ENTRY), .key = "port", .native = "port", .label = "Port", .type = AT_TEXT,
     .max = 8, .flags = AD | AF_KEY, .col = {"Port", 5, 4}, .field_pos = 4,
     .help = "HTTP: the port of the request, or * for any. [U] the attribute name.",
     .source = WASDOC_WCF},
    {.kinds = B(WAS_ENTRY), .key = "uri", .native = "uri", .label = "URI", .type = AT_TEXT,
     .max = 1024, .flags = AD | AF_KEY, .col = {"URI", 20, 5}, .field_pos = 5,
     .help = "HTTP: the path of the request without its query string, compared as written; a "
             "trailing * matches any rest, * alone any path. [U] the attribute name.",
     .source = WASDOC_WCF},
    {.kinds = B(WAS_GROUP) | B(WAS_ENTRY), .key = "description", .native = "description",
     .label = "Description", .type = AT_TEXT, .max = 256, .flags = AD, .field_pos = 6,
     .help = "Free text.", .source = WASDOC_WCF},
};

/* An element kept as read is journalled by its name: its keyword is `<ELEMENT>#n@i`
 * (import/wasxml), shown as "<ELEMENT>". */
static const char *param_label(const char *keyword, char *buf, size_t n)
{
    if (keyword[0] != '<')
        return NULL;
    size_t len = strcspn(keyword, "#");
    snprintf(buf, n, "%.*s", (int)len, keyword);
    return buf;
}

const struct system_def was_system_def = {
    .id = "was",
    .label = "WebSphere for z/OS",
    .rule_prefix = "WAS",
    .kinds = kinds,
    .nkinds = WAS_NKINDS,
    .attrs = attrs,
    .nattrs = sizeof attrs / sizeof attrs[0],
    .path = was_path,
    .value_problem = was_value_problem,
    .rules = &was_rule_set_def,
    .doc_key = "websphere_cells",
    .param_label = param_label,
    .sim = &was_sim_engine,
};

const struct kind_def *was_kind(enum was_kind k)
{
    schema_init();
    return &kinds[k];
}

bool was_is_kind(const struct kind_def *k, enum was_kind idx)
{
    return k && k->sys == &was_system_def && k->index == (unsigned)idx;
}
