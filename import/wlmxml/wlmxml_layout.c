/* import/wlmxml/wlmxml_layout.c — the element layout of each WLM kind; see wlmxml_layout.h.
 * Header and container order of the service definition: IBM's DTD (SSLTBW_2.2.0 ieaw200
 * xmloutput.htm) with the 2022/05 additions of the WSC starter policy (TenantResourceGroups after
 * ResourceGroups, TenantReportClasses after ReportClasses). The order inside overrides is ours
 * (the sample has none): the overridden object's name first, then as in the base object. */
#include "import/wlmxml/wlmxml_layout.h"

#include "model/policy.h"
#include "model/wlm/wlm_model.h"

#define N(el) {WX_NAME, el, NULL, 0}
#define A(key) {WX_ATTR, NULL, key, 0}
#define C(el, kind) {WX_CHILDREN, el, NULL, kind}
#define AUDIT A("creationdate"), A("creationuser"), A("modificationdate"), A("modificationuser")
#define L(v) {v, sizeof v / sizeof v[0]}

static const struct wx_slot definition[] = {
    N("Name"), A("descr"), AUDIT, A("level"), A("replid"), A("prodid"), C("Notes", WLM_NOTE),
    C("ResourceGroups", WLM_RESGROUP), C("TenantResourceGroups", WLM_TENANTRG),
    C("Workloads", WLM_WORKLOAD), C("ServicePolicies", WLM_POLICY),
    C("ReportClasses", WLM_REPCLASS), C("TenantReportClasses", WLM_TENANTRC),
    C("ClassificationGroups", WLM_CLASSGROUP), C("Classifications", WLM_CLASSIFICATION),
    A("cpu"), A("ioc"), A("mso"), A("srb"), A("iopriomgmt"), A("dynalias"), A("iopriogroups"),
    A("deactdisc"), C("ApplicationEnvironments", WLM_APPLENV), C("Resources", WLM_RESOURCE),
    C("SchedulingEnvironments", WLM_SCHENV),
};
static const struct wx_slot note[] = {A("text")};
static const struct wx_slot policy[] = {
    N("Name"), A("descr"), AUDIT, C("ServiceClassOverrides", WLM_SCOVERRIDE),
    C("ResourceGroupOverrides", WLM_RGOVERRIDE),
    C("TenantResourceGroupOverrides", WLM_TRGOVERRIDE),
};
static const struct wx_slot scoverride[] = {
    A("servclass"), A("cpucrit"), A("resgroup"), C("Goal", WLM_PERIOD),
};
static const struct wx_slot rgoverride[] = {
    A("resgroup"), A("rgtype"), A("capmin"), A("capmax"), A("specialty"),
};
static const struct wx_slot trgoverride[] = {
    A("tenantrg"), A("rgtype"), A("capmax"), A("specialty"),
};
static const struct wx_slot workload[] = {
    N("Name"), A("descr"), AUDIT, C("ServiceClasses", WLM_SERVCLASS),
};
static const struct wx_slot servclass[] = {
    N("Name"), A("descr"), AUDIT, A("cpucrit"), A("iopriogroup"), A("honorprio"), A("resgroup"),
    C("Goal", WLM_PERIOD),
};
static const struct wx_slot period[] = {
    A("importance"), A("duration"), A("resptime"), A("percentile"), A("velocity"),
};
static const struct wx_slot resgroup[] = {
    N("Name"), A("descr"), AUDIT, A("rgtype"), A("capmin"), A("capmax"), A("specialty"),
};
static const struct wx_slot tenantrg[] = {
    N("Name"), A("descr"), A("solutionid"), A("tenantid"), A("tenantname"), AUDIT, A("rgtype"),
    A("capmax"), A("specialty"),
};
static const struct wx_slot repclass[] = {N("Name"), A("descr"), AUDIT};
static const struct wx_slot tenantrc[] = {N("Name"), A("tenantrg"), A("descr"), AUDIT};
static const struct wx_slot classgroup[] = {
    N("Name"), A("descr"), AUDIT, A("qualtype"), C("QualifierNames", WLM_QUALNAME),
};
static const struct wx_slot qualname[] = {A("qualvalue"), A("descr"), A("start")};
static const struct wx_slot classification[] = {
    N("SubsystemType"), A("descr"), AUDIT, A("defservclass"), A("defrepclass"), A("ewlm"),
    C("ClassificationRules", WLM_RULE),
};
static const struct wx_slot rule[] = {
    A("descr"), A("qualtype"), A("qualvalue"), A("start"), A("servclass"), A("repclass"),
    A("storcrit"), A("regiongoal"), A("reportattr"), A("boost"), C("", WLM_RULE),
};
static const struct wx_slot applenv[] = {
    N("Name"), A("descr"), AUDIT, A("subsystype"), A("limit"), A("procname"), A("startparm"),
};
static const struct wx_slot resource[] = {N("Name"), A("descr"), AUDIT};
static const struct wx_slot schenv[] = {
    N("Name"), A("descr"), AUDIT, C("ResourceNames", WLM_SCHENVRES),
};
static const struct wx_slot schenvres[] = {A("resource"), A("reqstate")};

static const struct wx_layout layouts[WLM_NKINDS] = {
    [WLM_DEFINITION] = L(definition), [WLM_NOTE] = L(note), [WLM_POLICY] = L(policy),
    [WLM_SCOVERRIDE] = L(scoverride), [WLM_RGOVERRIDE] = L(rgoverride),
    [WLM_TRGOVERRIDE] = L(trgoverride), [WLM_WORKLOAD] = L(workload),
    [WLM_SERVCLASS] = L(servclass), [WLM_PERIOD] = L(period), [WLM_RESGROUP] = L(resgroup),
    [WLM_TENANTRG] = L(tenantrg), [WLM_REPCLASS] = L(repclass), [WLM_TENANTRC] = L(tenantrc),
    [WLM_CLASSGROUP] = L(classgroup), [WLM_QUALNAME] = L(qualname),
    [WLM_CLASSIFICATION] = L(classification), [WLM_RULE] = L(rule), [WLM_APPLENV] = L(applenv),
    [WLM_RESOURCE] = L(resource), [WLM_SCHENV] = L(schenv), [WLM_SCHENVRES] = L(schenvres),
};

const struct wx_layout *wx_layout(enum wlm_kind k)
{
    return &layouts[k];
}

const char *wx_slot_path(const struct kind_def *kind, const struct wx_slot *s)
{
    if (s->type != WX_ATTR)
        return s->el;
    int i = schema_attr_index(kind, s->key);
    return i < 0 ? "" : kind->attrs[i]->native;
}
