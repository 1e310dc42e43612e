/* model/wlm/wlm_schema.c — the z/OS WLM schema: the kinds of a service definition and one
 * attribute table.
 *
 * One row per (attribute, set of kinds on which it is the same). `native` is the XML element that
 * carries the value, as a path relative to the object's own element
 * (`ServiceParameter/ServiceCoefficients/CPU` on the definition). Ranges, lengths and defaults follow
 * ../research/wlm.md §1 and its verification addenda; each row's `source` names the document from
 * the WLM bibliography (wlm_docs.h). Every row
 * is AF_ADVISORY: IBM's documented limits are findings of validation, never constraints of the
 * store, so a real file past a limit is kept as it is. Help texts are our own words.
 *
 * Choices that are ours (the research is silent):
 * - names and namespaces: service classes and resource groups have separate namespaces (IBM checks
 *   them in one duplicate check without saying they share one); tenant report classes have their
 *   own namespace beside report classes (their names must also differ: a rule's finding);
 * - overrides are unnamed and ordered under their policy: the same service class may be overridden
 *   in several policies, and names are unique per (definition, namespace);
 * - an override's ResourceGroupName absent inherits the base, empty removes the resource group;
 * - members of a classification group and the resources of a scheduling environment are unnamed
 *   ordered children: the same value may stand in several groups. */
#include "model/wlm/wlm.h"
#include "model/wlm/wlm_docs.h"
#include "model/wlm/wlm_path.h"
#include "model/wlm/wlm_qualifier.h"
#include "model/wlm/wlm_rules.h"
#include "model/wlm/wlm_summary.h"

#include <stdio.h>
#include <string.h>

#define B(k) (UINT64_C(1) << (k))


static struct kind_def kinds[WLM_NKINDS] = {
    /* id  label  native  subtype  ns  table  name_max  flags  order  parents */
    [WLM_DEFINITION] = {"DEFINITION", "Service definition", "ServiceDefinition", NULL, "definition",
                        "wlm_definition", 8, KF_TOP | KF_MODELLED, 0, 0},
    [WLM_NOTE] = {"NOTE", "Note line", "Note", NULL, "note", "wlm_note", 0,
                  KF_MODELLED | KF_ORDERED | KF_UNNAMED, 1, 0},
    [WLM_RESGROUP] = {"RESGROUP", "Resource group", "ResourceGroup", NULL, "resgroup", "wlm_resgroup",
                      8, KF_MODELLED, 2, 0},
    [WLM_TENANTRG] = {"TENANTRG", "Tenant resource group", "TenantResourceGroup", NULL, "tenantrg",
                      "wlm_tenantrg", 8, KF_MODELLED, 3, 0},
    [WLM_WORKLOAD] = {"WORKLOAD", "Workload", "Workload", NULL, "workload", "wlm_workload", 8,
                      KF_MODELLED, 4, 0},
    /* written nested in its workload's <ServiceClasses> (attribute workload) */
    [WLM_SERVCLASS] = {"SERVCLASS", "Service class", "ServiceClass", NULL, "servclass",
                       "wlm_servclass", 8, KF_MODELLED, 5, 0},
    [WLM_PERIOD] = {"PERIOD", "Goal period", "Goal", NULL, "period", "wlm_period", 0,
                    KF_MODELLED | KF_ORDERED | KF_UNNAMED, 6,
                    B(WLM_SERVCLASS) | B(WLM_SCOVERRIDE)},
    [WLM_POLICY] = {"POLICY", "Service policy", "ServicePolicy", NULL, "policy", "wlm_policy", 8,
                    KF_MODELLED, 7, 0},
    [WLM_SCOVERRIDE] = {"SCOVERRIDE", "Service class override", "ServiceClassOverride", NULL,
                        "scoverride", "wlm_scoverride", 0, KF_MODELLED | KF_ORDERED | KF_UNNAMED, 8,
                        B(WLM_POLICY)},
    [WLM_RGOVERRIDE] = {"RGOVERRIDE", "Resource group override", "ResourceGroupOverride", NULL,
                        "rgoverride", "wlm_rgoverride", 0, KF_MODELLED | KF_ORDERED | KF_UNNAMED, 9,
                        B(WLM_POLICY)},
    [WLM_TRGOVERRIDE] = {"TRGOVERRIDE", "Tenant resource group override",
                         "TenantResourceGroupOverride", NULL, "trgoverride", "wlm_trgoverride", 0,
                         KF_MODELLED | KF_ORDERED | KF_UNNAMED, 10, B(WLM_POLICY)},
    [WLM_REPCLASS] = {"REPCLASS", "Report class", "ReportClass", NULL, "repclass", "wlm_repclass", 8,
                      KF_MODELLED, 11, 0},
    [WLM_TENANTRC] = {"TENANTRC", "Tenant report class", "TenantReportClass", NULL, "tenantrc",
                      "wlm_tenantrc", 8, KF_MODELLED, 12, 0},
    [WLM_CLASSGROUP] = {"CLASSGROUP", "Classification group", "ClassificationGroup", NULL,
                        "classgroup", "wlm_classgroup", 8, KF_MODELLED, 13, 0},
    [WLM_QUALNAME] = {"QUALNAME", "Group member", "QualifierName", NULL, "qualname", "wlm_qualname",
                      0, KF_MODELLED | KF_ORDERED | KF_UNNAMED, 14, B(WLM_CLASSGROUP)},
    [WLM_CLASSIFICATION] = {"CLASSIFICATION", "Classification rules of a subsystem type",
                            "Classification", NULL, "classification", "wlm_classification", 4,
                            KF_MODELLED, 15, 0},
    [WLM_RULE] = {"RULE", "Classification rule", "ClassificationRule", NULL, "rule", "wlm_rule", 0,
                  KF_MODELLED | KF_ORDERED | KF_UNNAMED, 16, B(WLM_CLASSIFICATION) | B(WLM_RULE)},
    [WLM_APPLENV] = {"APPLENV", "Application environment", "ApplicationEnvironment", NULL, "applenv",
                     "wlm_applenv", 32, KF_MODELLED, 17, 0},
    [WLM_RESOURCE] = {"RESOURCE", "Resource", "Resource", NULL, "resource", "wlm_resource", 16,
                      KF_MODELLED, 18, 0},
    [WLM_SCHENV] = {"SCHENV", "Scheduling environment", "SchedulingEnvironment", NULL, "schenv",
                    "wlm_schenv", 16, KF_MODELLED, 19, 0},
    [WLM_SCHENVRES] = {"SCHENVRES", "Required resource state", "ResourceName", NULL, "schenvres",
                       "wlm_schenvres", 0, KF_MODELLED | KF_ORDERED | KF_UNNAMED, 20, B(WLM_SCHENV)},
};

static const struct attr_choice yes_no[] = {
    {"Yes", "Yes"},
    {"No", "No"},
    {NULL, NULL},
};
static const struct attr_choice goal_types[] = {
    {"AverageResponseTime", "Average response time of the completed work"},
    {"PercentileResponseTime", "A percentage of the work completes within the response time"},
    {"Velocity", "Execution velocity: the share of time work is running when it wants to run"},
    {"Discretionary", "Whatever capacity is left; no importance"},
    {NULL, NULL},
};
static const struct attr_choice io_groups[] = {
    {"Normal", "Ordinary I/O priority"},
    {"High", "Above every other group: for I/O-sensitive work"},
    {NULL, NULL},
};
static const struct attr_choice honor[] = {
    {"Default", "Work may overflow from specialty engines to general CPs"},
    {"No", "Specialty-engine work stays off the general CPs"},
    {NULL, NULL},
};
static const struct attr_choice rg_types[] = {
    {"CPUServiceUnits", "Type 1: unweighted CPU service units a second, sysplex-wide"},
    {"PercentageLPARShare", "Type 2: percentage of the LPAR share, per system"},
    {"NumberCPsTimes100", "Type 3: number of CPs times 100, per system"},
    {NULL, NULL},
};
static const struct attr_choice qual_types[] = {
    WLM_QUALIFIERS(WLM_QUAL_CHOICE_G, WLM_QUAL_CHOICE_N) {NULL, NULL},
};
static const struct attr_choice region_goals[] = {
    {"No", "TRANSACTION: manage the regions to the goals of the transactions they serve"},
    {"Yes", "REGION: manage the regions to the goal of their own service class"},
    {"Both", "BOTH: region goal, and the transactions are still tracked"},
    {NULL, NULL},
};
static const struct attr_choice report_attrs[] = {
    {"None", "No reporting attribute"},
    {"Mobile", "The work is mobile work (Mobile Workload Pricing)"},
    {NULL, NULL},
};
static const struct attr_choice ewlm[] = {
    {"Never", "Never use the EWLM correlator's class"},
    {NULL, NULL},
};
static const struct attr_choice ae_limits[] = {
    {"NoLimit", "No limit on server address spaces"},
    {"SingleASPerSystem", "One server address space per system"},
    {"SingleASPerSysplex", "One server address space per sysplex"},
    {NULL, NULL},
};
static const struct attr_choice on_off[] = {
    {"On", "The resource must be ON"},
    {"Off", "The resource must be OFF"},
    {NULL, NULL},
};
static const struct attr_choice fold[] = {
    {"Y", "Qualifier values typed are folded to upper case"},
    {"N", "Qualifier values keep their case"},
    {NULL, NULL},
};

#define NAMED (B(WLM_DEFINITION) | B(WLM_POLICY) | B(WLM_WORKLOAD) | B(WLM_SERVCLASS) | \
               B(WLM_RESGROUP) | B(WLM_TENANTRG) | B(WLM_REPCLASS) | B(WLM_TENANTRC) | \
               B(WLM_CLASSGROUP) | B(WLM_CLASSIFICATION) | B(WLM_APPLENV) | B(WLM_RESOURCE) | \
               B(WLM_SCHENV))
#define DESCRIBED (NAMED | B(WLM_QUALNAME) | B(WLM_RULE))
#define RG_LIKE (B(WLM_RESGROUP) | B(WLM_RGOVERRIDE))
#define AD AF_ADVISORY

/* AT_REF rows are not list columns (AF_KEY): the store would keep a list index and count for each.
 * An audit field of every named kind: "YYYY/MM/DD HH:MM:SS" or a user id. */
#define AUDIT(k, el, lab, len, what)                                                            \
    {.kinds = NAMED, .key = k, .native = el, .label = lab, .type = AT_TEXT, .max = len,         \
     .flags = AD, .help = what, .source = WLMDOC_WSC}

static const struct attr_def attrs[] = {
    /* ---- service definition (research §1.1; DTD header order) ---- */
    {.kinds = B(WLM_DEFINITION), .key = "namespace", .native = "xmlns", .label = "XML namespace",
     .type = AT_TEXT, .flags = AF_HEADER | AD, .group = "XML file",
     .help = "The namespace of the file's root element; it dates the XML layout (2022/05 for "
             "functionality level 038).", .source = WLMDOC_WSC},
    {.kinds = B(WLM_DEFINITION), .key = "codepage", .native = "codepage", .label = "Code page",
     .type = AT_TEXT, .flags = AF_HEADER | AD,
     .help = "The root element's codepage attribute, when the file states one.", .source = WLMDOC_DTD},
    {.kinds = DESCRIBED, .key = "descr", .native = "Description", .label = "Description",
     .type = AT_TEXT, .max = 32, .flags = AD | AF_KEY, .col = {"Description", 32, 9},
     .group = "Attributes",
     .help = "Free text of up to 32 characters.", .source = WLMDOC_WKL},
    AUDIT("creationdate", "CreationDate", "Created", 19, "When the object was created."),
    AUDIT("creationuser", "CreationUser", "Created by", 8, "Who created the object."),
    AUDIT("modificationdate", "ModificationDate", "Modified", 19, "When the object was last changed."),
    AUDIT("modificationuser", "ModificationUser", "Modified by", 8, "Who changed it last."),
    {.kinds = B(WLM_DEFINITION), .key = "level", .native = "Level", .label = "Functionality level",
     .type = AT_TEXT, .max = 3, .flags = AD, .group = "Definition",
     .help = "The functionality level of the definition, three digits (038). A definition "
             "updated at level N cannot be updated by a tool of a lower level.",
     .source = WLMDOC_INSTL},
    {.kinds = B(WLM_DEFINITION), .key = "replid", .native = "ReplId", .label = "Replication id",
     .type = AT_TEXT, .flags = AD | AF_READONLY,
     .help = "Set by the WLM tools; kept as read.", .source = WLMDOC_WSC},
    {.kinds = B(WLM_DEFINITION), .key = "prodid", .native = "ProdId", .label = "Product id",
     .type = AT_TEXT, .flags = AD | AF_READONLY,
     .help = "The tool and level that wrote the definition; kept as read.", .source = WLMDOC_WSC},
    {.kinds = B(WLM_DEFINITION), .key = "cpu", .native = "ServiceParameter/ServiceCoefficients/CPU",
     .label = "CPU coefficient", .type = AT_TEXT, .flags = AD, .group = "Service coefficients",
     .help = "Weight of CPU time in service units; a decimal, kept as written.", .source = WLMDOC_SD},
    {.kinds = B(WLM_DEFINITION), .key = "ioc", .native = "ServiceParameter/ServiceCoefficients/IOC",
     .label = "IOC coefficient", .type = AT_TEXT, .flags = AD,
     .help = "Weight of I/O in service units.", .source = WLMDOC_SD},
    {.kinds = B(WLM_DEFINITION), .key = "mso", .native = "ServiceParameter/ServiceCoefficients/MSO",
     .label = "MSO coefficient", .type = AT_TEXT, .flags = AD,
     .help = "Weight of storage in service units.", .source = WLMDOC_SD},
    {.kinds = B(WLM_DEFINITION), .key = "srb", .native = "ServiceParameter/ServiceCoefficients/SRB",
     .label = "SRB coefficient", .type = AT_TEXT, .flags = AD,
     .help = "Weight of SRB time in service units.", .source = WLMDOC_SD},
    {.kinds = B(WLM_DEFINITION), .key = "iopriomgmt",
     .native = "ServiceParameter/ServiceOptions/IOPriorityManagement", .label = "I/O priority management",
     .type = AT_BOOL, .choices = yes_no, .dflt = "No", .flags = AD, .group = "Service options",
     .help = "WLM manages I/O priorities by goal.", .source = WLMDOC_WSC},
    {.kinds = B(WLM_DEFINITION), .key = "dynalias",
     .native = "ServiceParameter/ServiceOptions/DynamicAliasManagement", .label = "Dynamic alias management",
     .type = AT_BOOL, .choices = yes_no, .dflt = "No", .flags = AD,
     .help = "WLM moves PAV aliases to the devices that need them.", .source = WLMDOC_WSC},
    {.kinds = B(WLM_DEFINITION), .key = "iopriogroups",
     .native = "ServiceParameter/ServiceOptions/IOPriorityGroupsEnabled", .label = "I/O priority groups",
     .type = AT_BOOL, .choices = yes_no, .dflt = "No", .flags = AD,
     .help = "Service classes with I/O priority group High get the highest I/O priority.",
     .source = WLMDOC_WSC},
    {.kinds = B(WLM_DEFINITION), .key = "deactdisc",
     .native = "ServiceParameter/ServiceOptions/DeactivateDiscretionaryGoalManagement",
     .label = "No discretionary goal mgmt", .type = AT_BOOL, .choices = yes_no, .dflt = "No",
     .flags = AD, .help = "Turns off the capping of over-achieving work in favour of discretionary work.",
     .source = WLMDOC_WSC},
    /* ---- note line ---- */
    {.kinds = B(WLM_NOTE), .key = "text", .native = ".", .label = "Note", .type = AT_TEXT,
     .flags = AD, .help = "One line of the notepad (at most 1000 lines from z/OS V2R1).",
     .source = WLMDOC_V21},
    /* ---- tenant resource group: identity (its element order: after the description) ---- */
    {.kinds = B(WLM_TENANTRG), .key = "solutionid", .native = "SolutionId", .label = "Solution id",
     .type = AT_TEXT, .max = 64, .flags = AD,
     .help = "The Tailored Fit Pricing solution id, 64 characters.", .source = WLMDOC_TFP},
    {.kinds = B(WLM_TENANTRG), .key = "tenantid", .native = "TenantId", .label = "Tenant id",
     .type = AT_TEXT, .max = 8, .flags = AD, .help = "The tenant's id.", .source = WLMDOC_WSC},
    {.kinds = B(WLM_TENANTRG), .key = "tenantname", .native = "TenantName", .label = "Tenant name",
     .type = AT_TEXT, .max = 32, .flags = AD, .help = "The tenant's name.", .source = WLMDOC_WSC},
    /* ---- service class ---- */
    {.kinds = B(WLM_SERVCLASS), .key = "workload", .native = "Workload", .label = "Workload",
     .type = AT_REF, .ref = "workload", .max = 8, .flags = AF_COMMAND | AF_REQUIRED | AD,
     .help = "The workload the class belongs to; in the XML the class stands inside it.",
     .source = WLMDOC_SCPANEL},
    {.kinds = B(WLM_SCOVERRIDE), .key = "servclass", .native = "ServiceClassName",
     .label = "Service class", .type = AT_REF, .ref = "servclass", .max = 8,
     .flags = AF_REQUIRED | AD,
     .help = "The service class this override changes in its policy.", .source = WLMDOC_POLO},
    {.kinds = B(WLM_SERVCLASS) | B(WLM_SCOVERRIDE), .key = "cpucrit", .native = "CPUCritical",
     .label = "CPU critical", .type = AT_BOOL, .choices = yes_no, .dflt = "No", .flags = AD,
     .help = "Lower-importance work may not get CPU ahead of this class.", .source = WLMDOC_SCPANEL},
    {.kinds = B(WLM_SERVCLASS), .key = "iopriogroup", .native = "IOPriorityGroup",
     .label = "I/O priority group", .type = AT_ENUM, .choices = io_groups, .dflt = "Normal",
     .flags = AD, .help = "High: I/O-sensitive work; takes effect with I/O priority management "
                         "and I/O priority groups enabled.", .source = WLMDOC_SCPANEL},
    {.kinds = B(WLM_SERVCLASS), .key = "honorprio", .native = "HonorPriority",
     .label = "Honor priority", .type = AT_ENUM, .choices = honor, .dflt = "Default", .flags = AD,
     .help = "No keeps the class's specialty-engine work off general CPs.", .source = WLMDOC_WSC},
    {.kinds = B(WLM_SERVCLASS) | B(WLM_SCOVERRIDE) | RG_LIKE, .key = "resgroup",
     .native = "ResourceGroupName", .label = "Resource group", .type = AT_REF, .ref = "resgroup",
     .max = 8, .flags = AD,
     .help = "The resource group that bounds the class's CPU. On a service-class override: absent "
             "keeps the base one, empty removes it.", .source = WLMDOC_POLO},
    /* ---- goal period (research §1.5; element order Importance, Duration, ResponseTime,
     *      Percentile, Level) ---- */
    {.kinds = B(WLM_PERIOD), .key = "goaltype", .native = "*", .label = "Goal type",
     .type = AT_ENUM, .choices = goal_types, .flags = AF_COMMAND | AF_REQUIRED | AF_KEY | AD,
     .col = {"Goal", 22, 1}, .group = "Goal",
     .help = "The element that holds the period in <Goal>.", .source = WLMDOC_SCLG},
    {.kinds = B(WLM_PERIOD), .key = "importance", .native = "Importance", .label = "Importance",
     .type = AT_INT, .min = 1, .max = 5, .flags = AD | AF_KEY, .col = {"Imp", 3, 2},
     .help = "1 (highest) to 5 (lowest); none for a discretionary goal.", .source = WLMDOC_POLO},
    {.kinds = B(WLM_PERIOD), .key = "duration", .native = "Duration", .label = "Duration",
     .type = AT_INT, .min = 1, .max = 999999999, .flags = AD,
     .help = "Service units the work consumes in this period before it moves to the next; the "
             "last period has none.", .source = WLMDOC_R5326},
    {.kinds = B(WLM_PERIOD), .key = "resptime", .native = "ResponseTime", .label = "Response time",
     .type = AT_TEXT, .max = 12, .flags = AD,
     .help = "HH:MM:SS.mmm, 15 ms (1 ms from z/OS V2R3) to 24 hours.", .source = WLMDOC_SCLG},
    {.kinds = B(WLM_PERIOD), .key = "percentile", .native = "Percentile", .label = "Percentile",
     .type = AT_INT, .min = 1, .max = 99, .flags = AD,
     .help = "The percentage of work that completes within the response time.",
     .source = WLMDOC_R5326},
    /* the velocity level: an integer, unlike the definition's Level ("038") */
    {.kinds = B(WLM_PERIOD), .key = "velocity", .native = "Level", .label = "Velocity",
     .type = AT_INT, .min = 1, .max = 99, .flags = AD,
     .help = "Execution velocity in percent; IBM states no range (1 to 99 is ours); above about 90 "
             "is rarely reachable.", .source = WLMDOC_WSC},
    /* ---- resource groups and their overrides (research §1.6, §1.7) ---- */
    {.kinds = RG_LIKE | B(WLM_TENANTRG) | B(WLM_TRGOVERRIDE), .key = "rgtype", .native = "Type",
     .label = "Capacity type", .type = AT_ENUM, .choices = rg_types, .dflt = "CPUServiceUnits",
     .flags = AD, .group = "Capacity",
     .help = "How minimum and maximum are measured.", .source = WLMDOC_RGSMF},
    {.kinds = RG_LIKE, .key = "capmin", .native = "CapacityMinimum", .label = "Minimum",
     .type = AT_INT, .min = 0, .max = 999999999, .flags = AD,
     .help = "Capacity the group's work is given at least, when it needs it.", .source = WLMDOC_RG},
    {.kinds = RG_LIKE | B(WLM_TENANTRG) | B(WLM_TRGOVERRIDE), .key = "capmax",
     .native = "CapacityMaximum", .label = "Maximum", .type = AT_INT, .min = 0, .max = 999999999,
     .flags = AD, .help = "Capacity above which the group's work is capped.", .source = WLMDOC_RG},
    {.kinds = RG_LIKE | B(WLM_TENANTRG) | B(WLM_TRGOVERRIDE), .key = "specialty",
     .native = "IncludeSpecialtyProcessorConsumption", .label = "Include specialty engines",
     .type = AT_BOOL, .choices = yes_no, .dflt = "No", .flags = AD,
     .help = "zIIP consumption counts toward the limits.", .source = WLMDOC_RG},
    {.kinds = B(WLM_TENANTRC) | B(WLM_TRGOVERRIDE), .key = "tenantrg",
     .native = "TenantResourceGroupName", .label = "Tenant resource group", .type = AT_REF,
     .ref = "tenantrg", .max = 8, .flags = AD,
     .help = "The tenant resource group the class reports for, or the override changes.",
     .source = WLMDOC_TRG},
    /* ---- classification groups ---- */
    {.kinds = B(WLM_CLASSGROUP) | B(WLM_RULE), .key = "qualtype", .native = "QualifierType",
     .label = "Qualifier type", .type = AT_ENUM, .choices = qual_types, .flags = AD | AF_KEY,
     .col = {"Type", 24, 1},
     .help = "The work qualifier compared (the XML's long name; the ISPF code in the prompt).",
     .source = WLMDOC_CLSF},
    {.kinds = B(WLM_QUALNAME), .key = "qualvalue", .native = "Name", .label = "Qualifier value",
     .type = AT_TEXT, .max = 8, .flags = AD | AF_KEY, .col = {"Value", 8, 1},
     .help = "A value of the group's qualifier type; % masks one character, a trailing * any "
             "rest.", .source = WLMDOC_QUAL},
    /* ---- classifications (research §1.9) ---- */
    {.kinds = B(WLM_CLASSIFICATION), .key = "defservclass", .native = "DefaultServiceClassName",
     .label = "Default service class", .type = AT_REF, .ref = "servclass", .max = 8, .flags = AD,
     .help = "The class of work no rule matches; none: SYSOTHER (SYSSTC for STC).",
     .source = WLMDOC_CLSF},
    {.kinds = B(WLM_CLASSIFICATION), .key = "defrepclass", .native = "DefaultReportClassName",
     .label = "Default report class", .type = AT_REF, .ref = "repclass", .max = 8, .flags = AD,
     .help = "The report class of work no rule gives one.", .source = WLMDOC_CLSF},
    {.kinds = B(WLM_CLASSIFICATION), .key = "ewlm", .native = "EWLMClassification",
     .label = "EWLM classification", .type = AT_ENUM, .choices = ewlm, .flags = AD,
     .help = "Whether an EWLM correlator's class is used.", .source = WLMDOC_WSC},
    {.kinds = B(WLM_CLASSIFICATION), .key = "fold", .native = "FoldQualifierNames",
     .label = "Fold qualifier names", .type = AT_BOOL, .choices = fold, .dflt = "Y",
     .flags = AF_COMMAND | AD,
     .help = "Y folds the qualifier values typed to upper case. Not in the XML: Y on import, "
             "never written.", .source = WLMDOC_R5326},
    /* ---- classification rules: QualifierType above; element order Description,
     *      QualifierType, QualifierValue, Start, ServiceClassName, ReportClassName, ... ---- */
    {.kinds = B(WLM_RULE), .key = "qualvalue", .native = "QualifierValue", .label = "Qualifier value",
     .type = AT_TEXT, .max = 8, .flags = AD | AF_KEY, .col = {"Value", 8, 2},
     .help = "% masks one character (a trailing % one or none); * is a wildcard only last or "
             "alone.", .source = WLMDOC_QUAL},
    {.kinds = B(WLM_RULE) | B(WLM_QUALNAME), .key = "start", .native = "Start", .label = "Start",
     .type = AT_INT, .min = 1, .max = 512, .flags = AD | AF_KEY, .col = {"Start", 5, 3},
     .help = "Position in a long qualifier where the comparison starts.", .source = WLMDOC_QUAL},
    {.kinds = B(WLM_RULE), .key = "servclass", .native = "ServiceClassName",
     .label = "Service class", .type = AT_REF, .ref = "servclass", .max = 8, .flags = AD,
     .help = "The class of matching work; blank inherits the parent rule's.", .source = WLMDOC_INHR},
    {.kinds = B(WLM_RULE), .key = "repclass", .native = "ReportClassName", .label = "Report class",
     .type = AT_REF, .ref = "repclass", .max = 8, .flags = AD,
     .help = "The report class (or tenant report class) of matching work; blank inherits.",
     .source = WLMDOC_INHR},
    {.kinds = B(WLM_RULE), .key = "storcrit", .native = "StorageCritical",
     .label = "Storage critical", .type = AT_BOOL, .choices = yes_no, .dflt = "No", .flags = AD,
     .help = "Protects the storage of the work; only with a single-period class.",
     .source = WLMDOC_R10},
    {.kinds = B(WLM_RULE), .key = "regiongoal", .native = "RegionGoal",
     .label = "Manage regions using goals of", .type = AT_ENUM, .choices = region_goals,
     .dflt = "No", .flags = AD,
     .help = "For CICS and IMS regions classified under STC or JES.", .source = WLMDOC_R10},
    {.kinds = B(WLM_RULE), .key = "reportattr", .native = "ReportingAttribute",
     .label = "Reporting attribute", .type = AT_ENUM, .choices = report_attrs, .dflt = "None",
     .flags = AD, .help = "Marks work for pricing reports (Mobile).", .source = WLMDOC_GUIDE},
    {.kinds = B(WLM_RULE), .key = "boost", .native = "Boost", .label = "Boost", .type = AT_BOOL,
     .choices = yes_no, .dflt = "No", .flags = AD,
     .help = "The work takes part in system recovery boosts.", .source = WLMDOC_WSC},
    /* ---- application environments, scheduling environments (research §1.11, C.11, C.13) ---- */
    {.kinds = B(WLM_APPLENV), .key = "subsystype", .native = "SubsystemType",
     .label = "Subsystem type", .type = AT_TEXT, .max = 4, .flags = AD,
     .help = "The subsystem whose servers run in the environment (DB2, CB, MQ...).",
     .source = WLMDOC_AE},
    {.kinds = B(WLM_APPLENV), .key = "limit", .native = "Limit", .label = "Limit", .type = AT_ENUM,
     .choices = ae_limits, .dflt = "NoLimit", .flags = AD,
     .help = "How many server address spaces WLM may start.", .source = WLMDOC_AE},
    {.kinds = B(WLM_APPLENV), .key = "procname", .native = "ProcedureName",
     .label = "Procedure name", .type = AT_TEXT, .max = 8, .flags = AD,
     .help = "The JCL procedure that starts a server.", .source = WLMDOC_AE},
    {.kinds = B(WLM_APPLENV), .key = "startparm", .native = "StartParameter",
     .label = "Start parameters", .type = AT_TEXT, .max = 115, .flags = AD,
     .help = "Parameters of the start command, kept byte for byte (115 is inferred from the "
             "panel).", .source = WLMDOC_R5326},
    {.kinds = B(WLM_SCHENVRES), .key = "resource", .native = "Name", .label = "Resource",
     .type = AT_REF, .ref = "resource", .max = 16, .flags = AD | AF_REQUIRED,
     .help = "A resource whose state the scheduling environment requires.", .source = WLMDOC_SCHENV},
    {.kinds = B(WLM_SCHENVRES), .key = "reqstate", .native = "RequiredState",
     .label = "Required state", .type = AT_ENUM, .choices = on_off, .flags = AD | AF_KEY,
     .col = {"State", 5, 2},
     .help = "The state the resource must have for work to run.", .source = WLMDOC_SCHENV},
};

static const char *value_problem(const struct attr_def *a, const char *value, const char **rule,
                                 char *msg, size_t n)
{
    return wlm_value_problem(a, value, rule, msg, n);
}

/* The service definition XML keeps the objects of a kind in the order it gives them: an object's
 * rank is its place among its siblings of its kind (an ordered kind's: its position). */
static unsigned dump_rank(const struct pol_object *obj)
{
    unsigned n = 0;
    if (!obj->parent)
        return 0;
    if (obj->kind->flags & KF_ORDERED)
        return obj->position;
    for (const struct pol_object *c = pol_first_child(obj->parent, obj->kind); c && c != obj;
         c = pol_next_child(c, obj->kind))
        n++;
    return n;
}

/* An element kept as read is journalled by its XML name: its keyword is where the reader found
 * it, `[CONTAINER/]PREVIOUS+ELEMENT[#n]` (import/wlmxml), shown as "<ELEMENT>". */
static const char *param_label(const char *keyword, char *buf, size_t n)
{
    const char *plus = strrchr(keyword, '+');
    if (!plus || !plus[1])
        return NULL;
    size_t len = strcspn(plus + 1, "#");
    snprintf(buf, n, "<%.*s>", (int)len, plus + 1);
    return buf;
}

const struct system_def wlm_system_def = {
    .id = "wlm",
    .label = "z/OS WLM",
    .rule_prefix = "WLM",
    .kinds = kinds,
    .nkinds = WLM_NKINDS,
    .attrs = attrs,
    .nattrs = sizeof attrs / sizeof attrs[0],
    .path = wlm_path,
    .value_problem = value_problem,
    .summary_build = wlm_summary_new,
    .summary_free = wlm_summary_delete,
    .rules = &wlm_rule_set_def,
    .doc_key = "service_definitions",
    .dump_rank = dump_rank,
    .param_label = param_label,
    .same_value = wlm_same_value,
};

const struct system_def *wlm_system(void)
{
    return &wlm_system_def;
}

const struct kind_def *wlm_kind(enum wlm_kind k)
{
    schema_init();
    return &kinds[k];
}

bool wlm_is_kind(const struct kind_def *k, enum wlm_kind idx)
{
    return k && k->sys == &wlm_system_def && k->index == (unsigned)idx;
}
