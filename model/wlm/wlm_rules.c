/* model/wlm/wlm_rules.c — the WLM rule table and its rule set; see wlm_rules.h (the helpers the
 * checks share are in wlm_rules_util.c).
 *
 * Each rule is one row: id, severities, kinds, check, one-line statement, explanation (our own
 * words) and the documentation it rests on, from the WLM bibliography (wlm_docs.h; where the
 * research marked a fact unverified, the IBM page that was read to confirm it). */
#include "model/wlm/wlm_rules.h"

#include "model/wlm/wlm_rules_impl.h"
#include "model/wlm/wlm_docs.h"

#define B(k) (UINT64_C(1) << (k))
#define E RULE_SEV(SEV_ERROR)
#define W RULE_SEV(SEV_WARNING)
#define DEF B(WLM_DEFINITION)
#define SC B(WLM_SERVCLASS)
#define RULE B(WLM_RULE)
#define CLS B(WLM_CLASSIFICATION)
#define ALL_KINDS ((B(WLM_NKINDS - 1) << 1) - 1)

#define S_SCHEMA "model/wlm/wlm_schema.c (the source of each attribute row)"

static void check_advice(struct rule_ctx *cx, const struct pol_object *obj)
{
    if (wlm_is_kind(obj->kind, WLM_SERVCLASS))
        wlm_check_velocity(cx, obj);
    else
        wlm_check_rules_per_level(cx, obj);
}

static const struct rule wlm_rules[] = {
    {"WLM001", E, DEF, wlm_check_workloads, "a service definition without a workload",
     "A definition needs at least one workload: IWMINSTL refuses to install one without (RC 308).",
     WLMDOC_VALREC "; " WLMDOC_INSTL},
    {"WLM002", E, DEF, wlm_check_classes, "a service definition without a service class",
     "A definition needs at least one service class: IWMINSTL refuses to install one without "
     "(RC 312).", WLMDOC_VALREC "; " WLMDOC_INSTL},
    {"WLM003", E, DEF, wlm_check_name, "a service definition without a name",
     "The definition name is required; IWMINSTL refuses a definition without one (RC 304).",
     WLMDOC_INSTL},
    {"WLM004", E | W, SC | B(WLM_RESGROUP) | B(WLM_WORKLOAD), wlm_check_duplicates,
     "a service class, resource group or workload name used twice",
     "Service class names, resource group names and workload names must each be unique. IBM lists "
     "service classes and resource groups in one duplicate check without saying whether they share "
     "a namespace: a resource group named like a service class is a warning.",
     WLMDOC_VALREC},
    {"WLM005", E, SC, wlm_check_rt_order, "a response-time goal not longer than the previous period's",
     "In a multi-period class each response-time goal must be larger than that of the period "
     "before it: work that stays longer in the class is expected to take longer.", WLMDOC_VALREC},
    {"WLM006", E, SC, wlm_check_durations, "a period without a duration, or a last period with one",
     "Every period but the last ends after its duration (service units); the last period has no "
     "duration, as nothing follows it.", WLMDOC_PER},
    {"WLM007", E, SC, wlm_check_periods, "a service class with no goal or more than 8 periods",
     "A service class has a goal of one to eight periods.", WLMDOC_SCLG},
    {"WLM008", E, DEF, wlm_check_class_limit, "more than 100 service classes",
     "A definition holds at most 100 service classes (since OS/390 R3), whatever the couple data "
     "set allows.", WLMDOC_SCLG "; " WLMDOC_R5326},
    {"WLM009", E, DEF, wlm_check_group_limit, "more than 32 resource groups or tenant resource groups",
     "A definition holds at most 32 resource groups and at most 32 tenant resource groups; a "
     "service class names at most one resource group.", WLMDOC_RG "; " WLMDOC_TRG},
    {"WLM010", E, SC, wlm_check_disc_imp, "a discretionary goal with an importance",
     "Discretionary work runs on what is left over and has no importance.", WLMDOC_POLO},
    {"WLM011", E, SC, wlm_check_rt_range, "a response time outside 1 ms to 24 hours",
     "A response-time goal is at most 24 hours and at least 1 ms from z/OS V2R3 (15 ms before; "
     "WLM022 tells when a goal needs the newer level). Importance 1 to 5, velocity and percentile "
     "1 to 99 are checked with the values (WLM901).", WLMDOC_SCLG "; " WLMDOC_RT1},
    {"WLM012", E, CLS, wlm_check_default, "rules that name service classes without a default class",
     "When any rule of a subsystem type names a service class, the subsystem type must have a "
     "default service class for the work no rule matches.", WLMDOC_VALREC},
    {"WLM013", E, RULE, wlm_check_repeat, "a qualifier type repeated in a sub-rule",
     "A sub-rule may not compare the qualifier type of a rule above it; only qualifiers longer than "
     "8 characters may repeat, each with a start position, to compare further parts of the value.",
     WLMDOC_VALREC "; " WLMDOC_ORG},
    {"WLM014", E, RULE | CLS, wlm_check_use_periods, "a multi-period class for a subsystem type without periods",
     "Only JES, ASCH, OMVS, STC, TSO and DDF work moves through periods; the other subsystem types "
     "(CICS, IMS, CB…) must not lead to a multi-period service class, in the base definition or in "
     "any policy.", WLMDOC_VALREC},
    {"WLM015", E, RULE | CLS, wlm_check_use_resgroup, "a class with a resource group for a subsystem type without them",
     "Only JES, ASCH, OMVS, STC, TSO and DDF work can be capped by a resource group; the other "
     "subsystem types must not lead to a service class that has one, in any policy.", WLMDOC_VALREC},
    {"WLM016", W, B(WLM_CLASSGROUP), wlm_check_group_used, "a classification group no rule uses",
     "A classification group that no rule names by its group form (TNG, UIG…) has no effect.",
     WLMDOC_VALREC},
    {"WLM017", E, RULE, wlm_check_type_valid, "a qualifier type the subsystem type does not support",
     "Each subsystem type passes WLM only some work qualifiers (JES no system name, CICS no "
     "accounting information…). Checked for ASCH, CB, CICS, DDF, JES, OMVS and STC, whose lists "
     "IBM documents.", WLMDOC_VALREC "; " WLMDOC_QUAL "; " WLMDOC_EXPL "; " WLMDOC_CICSQ "; " WLMDOC_DDFQ},
    {"WLM018", E, RULE | CLS, wlm_check_rule_classes, "a rule naming a class that does not exist",
     "Every service class a rule or a default names must be one of the definition's or SYSTEM, "
     "SYSSTC or SYSOTHER; every report class one of its report classes or tenant report classes. "
     "IWMDINST refuses the definition otherwise (reason 1B01).", WLMDOC_VAL "; " WLMDOC_SPSC},
    {"WLM019", E, 0, NULL, "an XML definition that does not conform to IBM's DTD",
     "IWMDINST accepts only XML that conforms to the DTD of the service definition. wlmcon never "
     "loads a DTD, so this cannot be checked on a file; the reader checks the structure it models.",
     WLMDOC_VAL "; " WLMDOC_DTD},
    {"WLM020", E, RULE, wlm_check_start, "a start position on a qualifier of at most 8 characters",
     "A start position indexes into a work qualifier longer than 8 characters; the shorter ones "
     "are compared whole.", WLMDOC_QUAL "; " WLMDOC_START},
    {"WLM021", E, RULE | B(WLM_CLASSGROUP), wlm_check_group_type, "a group of priorities or zEnterprise service classes",
     "Classification groups can be formed for every qualifier type except Priority and the "
     "zEnterprise service class (which has no known XML name and is not modelled).", WLMDOC_ORG},
    {"WLM022", W, DEF, wlm_check_levels, "a feature above the definition's functionality level",
     "A goal below 15 ms needs level 035, more than 999 application environments level 029, more "
     "than 999 report classes level 023. Saving such a definition raises its level, and a WLM or "
     "tool below that level can then no longer update it (IWMINSTL RC 212).",
     WLMDOC_INSTL "; " WLMDOC_RT1 "; " WLMDOC_AE999 "; " WLMDOC_RC2047},
    {"WLM023", W, B(WLM_RESGROUP) | B(WLM_RGOVERRIDE), wlm_check_capacity,
     "a resource group minimum above its maximum",
     "A minimum above the maximum cannot be honoured: WLM caps the group's work at the maximum. "
     "IBM's pages state no such check, hence a warning.",
     WLMDOC_RG "; " WLMDOC_RGSMF},
    {"WLM024", W, RULE, wlm_check_forced, "a rule classifying a system address space outside SYSTEM",
     "*MASTER*, INIT, WLM, XCFAS, GRS, CONSOLE, IEFSCHAS, IXGLOGR, SMF, CATALOG, SMSPDSE and "
     "SMSPDSE1 always run in SYSTEM whatever the rules say; a rule giving them another class "
     "misleads.", WLMDOC_SPSC},
    {"WLM025", W, SC | RULE | CLS, check_advice, "a goal or rule layout IBM advises against",
     "Velocities above about 90 are rarely reachable; more than five rules of one qualifier type "
     "at a level cost performance, and a classification group is quicker to check. Response-time "
     "goals on work with few completions need the system's counts and are not checked.",
     WLMDOC_GOALSEL "; " WLMDOC_ORG},
    {"WLM026", E, SC, wlm_check_disc_last, "a discretionary goal before the last period",
     "Discretionary is allowed only as the goal of the last period.", WLMDOC_DISC},
    {"WLM027", E, SC, wlm_check_vel_rt, "a response-time period after a velocity period",
     "In a multi-period class a velocity goal cannot be followed by a response-time goal.", WLMDOC_VELRT},
    {"WLM028", E, RULE | CLS, wlm_check_use_velocity, "a velocity goal for CICS or IMS transactions",
     "Velocity goals are not supported for the service classes of CICS and IMS transactions.",
     WLMDOC_VELRT},
    {"WLM029", E, SC, wlm_check_imp_order, "a later period more important than an earlier one",
     "From functionality level 011 the importance of a period must not be higher (a lower number) "
     "than that of an earlier period (IWMAM911E).", WLMDOC_R10},
    {"WLM030", E, RULE | CLS, wlm_check_cics_classes, "a CICS or IMS transaction class used by another subsystem type",
     "A service class used for CICS or IMS transactions must not be named by the rules of any "
     "other subsystem type (IWMAM911E).", WLMDOC_R10},
    {"WLM031", E, SC, wlm_check_cpu_critical, "CPU critical on a class that is not single-period",
     "CPU critical is allowed only on a single-period class with a velocity or response-time goal.",
     WLMDOC_R10},
    {"WLM032", E, RULE, wlm_check_storage_critical, "storage critical with a multi-period class",
     "A rule may set storage critical only when its service class has a single period.", WLMDOC_R10},
    {"WLM033", W, SC, wlm_check_iopriority, "I/O priority group High that takes no effect",
     "I/O priority group High takes effect only when I/O priority management and I/O priority "
     "groups are both enabled in the service options (IWMAM918W).", WLMDOC_IOPG},
    {"WLM034", E, B(WLM_TENANTRC), wlm_check_tenants, "a tenant report class without a tenant group or with a report class's name",
     "Each tenant report class names a tenant resource group; its name must differ from every "
     "report class; report classes and tenant report classes total at most 2047.",
     WLMDOC_Z14 "; " WLMDOC_TFP},
    {"WLM035", E, RULE, wlm_check_tenant_attr, "a tenant report class with a reporting attribute",
     "A rule must not combine a tenant report class with the MOBILE, CATEGORYA or CATEGORYB "
     "reporting attribute.", WLMDOC_Z14 "; " WLMDOC_TFP},
    {"WLM036", E, RULE, wlm_check_tenant_group, "a tenant report class with a class that has a resource group",
     "A rule must not combine a tenant report class with a service class that has a resource "
     "group, in any policy.", WLMDOC_Z14 "; " WLMDOC_TFP},
    {"WLM037", E, DEF, wlm_check_limits, "more policies, workloads or environments than a definition holds",
     "At most 99 service policies, 999 workloads, 3000 application environments (999 before "
     "z/OS V2R1), 999 scheduling environments and 999 resources.",
     WLMDOC_R5326 "; " WLMDOC_AE999 "; " WLMDOC_SCHENV},
    {"WLM038", W, RULE, wlm_check_shadowed, "a rule an earlier rule at its level always wins over",
     "The first rule that matches at a level wins and later rules there are not tried: a rule "
     "after one that matches everything it matches (TN TOR* before TN TOR11) is never reached. "
     "Put the specific rule first.", WLMDOC_START "; " WLMDOC_HIER},
    {"WLM039", W, RULE | B(WLM_QUALNAME), wlm_check_literal_star, "a '*' that is not a wildcard",
     "'*' is a wildcard only in the last position or alone; anywhere else it is an ordinary "
     "character, and names such as job names cannot contain it, so the rule never matches.",
     WLMDOC_WILD},
    {"WLM040", E, SC | B(WLM_SCOVERRIDE) | B(WLM_RGOVERRIDE) | B(WLM_TRGOVERRIDE) | B(WLM_TENANTRC) |
                      B(WLM_SCHENVRES) | RULE,
     wlm_check_refs, "a name that refers to an object that does not exist",
     "A service class's workload and resource group, an override's class or group, a tenant "
     "report class's tenant resource group, the classification group a group rule (TNG, UIG…) "
     "names and a scheduling environment's resources must exist; "
     "a resource a scheduling environment still needs cannot be deleted.",
     WLMDOC_SCLG "; " WLMDOC_POLO "; " WLMDOC_RA},
    {"WLM901", E, ALL_KINDS, wlm_check_values, "an integer outside its range, or not an integer",
     "Importance is 1 to 5, velocity and percentile 1 to 99, a duration 1 to 999 999 999 service "
     "units; each row of the schema gives its range.", S_SCHEMA},
    {"WLM902", E, 0, NULL, "a value that is not one of the element's choices",
     "Yes/No values, goal types, qualifier types and the other enumerations take only the values "
     "the XML defines.", S_SCHEMA},
    {"WLM903", E, 0, NULL, "a name or text longer than its documented maximum",
     "Names are 8 characters, descriptions 32, application environment names 32, scheduling "
     "environment and resource names 16.", S_SCHEMA "; " WLMDOC_AE "; " WLMDOC_SCHENV},
    {"WLM904", E, 0, NULL, "a response time that is not HH:MM:SS.mmm", "", S_SCHEMA},
    {"WLM905", E, 0, NULL, "a date that is not YYYY/MM/DD HH:MM:SS", "", S_SCHEMA},
};

const struct rule_set wlm_rule_set_def = {
    .system = "wlm",
    .rules = wlm_rules,
    .nrules = sizeof wlm_rules / sizeof wlm_rules[0],
    .path = wlm_path,
};

const struct rule_set *wlm_rule_set(void)
{
    return &wlm_rule_set_def;
}
