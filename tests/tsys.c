/* tests/tsys.c — the test-only system; see tsys.h. Everything a system has beyond its schema rows is
 * left to the contract's defaults (NULL function pointers), so the generic code's defaults are what
 * the tests exercise. */
#include "tests/tsys.h"

#include <check.h>
#include <string.h>

#include "ui/systems.h"

#define B(k) (UINT64_C(1) << (k))

static struct kind_def kinds[TSYS_NKINDS] = {
    [TSYS_SITE] = {.id = "SITE", .label = "Site", .native = "SITE", .ns = "site", .table = "tst_site",
                   .name_max = 16, .flags = KF_TOP | KF_MODELLED},
    [TSYS_SERVER] = {.id = "SERVER", .label = "Server", .native = "SERVER", .ns = "server",
                     .table = "tst_server", .name_max = 16, .flags = KF_MODELLED, .order = 1},
    [TSYS_GROUP] = {.id = "GROUP", .label = "Rule group", .native = "GROUP", .ns = "group",
                    .table = "tst_group", .name_max = 16, .flags = KF_MODELLED, .order = 2},
    [TSYS_STEP] = {.id = "STEP", .label = "Step", .native = "STEP", .ns = "step", .table = "tst_step",
                   .flags = KF_MODELLED | KF_ORDERED | KF_UNNAMED, .order = 3,
                   .parents = B(TSYS_SERVER)},
    [TSYS_RULE] = {.id = "RULE", .label = "Rule", .native = "RULE", .ns = "rule", .table = "tst_rule",
                   .flags = KF_MODELLED | KF_ORDERED | KF_UNNAMED, .order = 4,
                   .parents = B(TSYS_GROUP) | B(TSYS_RULE)},
};

static const struct attr_choice states[] = {
    {"ACTIVE", "takes work"}, {"QUIESCED", "takes no new work"}, {NULL, NULL}};
static const struct attr_choice qualifiers[] = {
    {"TN", "transaction name"}, {"UI", "user id"}, {NULL, NULL}};

static const struct attr_def attrs[] = {
    {.kinds = B(TSYS_SITE), .key = "descr", .native = "DESCR", .label = "Description",
     .type = AT_TEXT, .max = 32, .help = "What the site is.", .source = "tests"},
    {.kinds = B(TSYS_SERVER), .key = "weight", .native = "WEIGHT", .label = "Weight", .type = AT_INT,
     .min = 1, .max = 99, .dflt = "50", .flags = AF_KEY,
     .col = {.heading = "WEIGHT", .width = 6, .pos = 1},
     .help = "Share of the work, 1 to 99.", .source = "tests", .group = "Balancing"},
    {.kinds = B(TSYS_SERVER), .key = "state", .native = "STATE", .label = "State", .type = AT_ENUM,
     .choices = states, .dflt = "ACTIVE", .flags = AF_KEY | AF_FOLD,
     .col = {.heading = "STATE", .width = 8, .pos = 2}, .help = "Whether it takes work.",
     .source = "tests"},
    {.kinds = B(TSYS_SERVER), .key = "note", .native = "NOTE", .label = "Note", .type = AT_TEXT, .max = 32,
     .help = "A word of the operators on the server.", .source = "tests"},
    {.kinds = B(TSYS_STEP), .key = "duration", .native = "DURATION", .label = "Duration",
     .type = AT_INT, .min = 0, .max = 999999, .flags = AF_KEY,
     .col = {.heading = "DURATION", .width = 8, .pos = 1}, .help = "Service units.", .source = "tests"},
    {.kinds = B(TSYS_STEP), .key = "importance", .native = "IMPORTANCE", .label = "Importance",
     .type = AT_INT, .min = 1, .max = 5, .flags = AF_KEY,
     .col = {.heading = "IMP", .width = 3, .pos = 2}, .help = "1 highest.", .source = "tests"},
    {.kinds = B(TSYS_RULE), .key = "qualifier", .native = "QUALIFIER", .label = "Qualifier type",
     .type = AT_ENUM, .choices = qualifiers, .flags = AF_KEY | AF_FOLD,
     .col = {.heading = "TYPE", .width = 4, .pos = 1}, .help = "What the rule compares.",
     .source = "tests"},
    {.kinds = B(TSYS_RULE), .key = "value", .native = "VALUE", .label = "Qualifier value",
     .type = AT_TEXT, .max = 8, .flags = AF_KEY, .col = {.heading = "VALUE", .width = 8, .pos = 2},
     .help = "What it is compared with.", .source = "tests"},
    {.kinds = B(TSYS_RULE), .key = "server", .native = "SERVER", .label = "Server",
     .type = AT_REF, .ref = "server", .max = 16, .flags = AF_KEY,
     .col = {.heading = "SERVER", .width = 8, .pos = 3}, .help = "Where matching work goes.",
     .source = "tests"},
};


/* TST001: a quiesced server that states a weight: the weight is not used while it takes no work. */
static void check_quiesced_weight(struct rule_ctx *cx, const struct pol_object *obj)
{
    const char *state = pol_get_key(obj, "state"), *weight = pol_get_key(obj, "weight");
    if (state && strcmp(state, "QUIESCED") == 0 && weight)
        rule_report(cx, SEV_WARNING, obj, "WEIGHT", "server %s is quiesced and states weight %s", obj->name,
                    weight);
}

/* TST002: a site named like a top-level object of another registered system (its first one): a
 * finding about that other system's object. */
static void check_shared_name(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct policy *p = cx->policy;
    for (size_t i = 0; i < p->ntops; i++) {
        const struct pol_object *other = p->tops[i];
        if (other->kind->sys == &tsys_system_def || other->change == POL_DELETED)
            continue;
        for (size_t j = 0; j < p->ntops; j++)
            if (p->tops[j]->kind->sys == &tsys_system_def && p->tops[j]->change != POL_DELETED &&
                strcmp(p->tops[j]->name, other->name) == 0)
                rule_report(cx, SEV_INFO, other, NULL, "%s is also the name of site %s", other->name,
                            p->tops[j]->name);
    }
}

static const struct rule rules[] = {
    {"TST001", RULE_SEV(SEV_WARNING), B(TSYS_SERVER), check_quiesced_weight,
     "a quiesced server that states a weight", "The weight applies only while the server takes work.",
     "tests"},
    {"TST002", RULE_SEV(SEV_INFO), 0, check_shared_name, "a site named like another system's object",
     "The names are compared across systems.", "tests"},
    {"TST101", RULE_SEV(SEV_ERROR), 0, NULL, "a reader's problem (listed for help)", "None.", "tests"},
    {"TST102", RULE_SEV(SEV_WARNING), 0, NULL, "a key given twice in a .tini file (listed for help)",
     "The first statement is the one in effect.", "tests"},
};

/* TST002's findings name the other system's objects: its id is that of the first registered system
 * that is not this one (the product's first, IBM MQ). */
static const struct rule_about about[] = {{"TST002", "mq"}, {NULL, NULL}};

static const struct rule_set tsys_rules = {
    .system = "tst",
    .rules = rules,
    .nrules = sizeof rules / sizeof rules[0],
    .about = about,
};

const struct system_def tsys_system_def = {
    .id = "tst",
    .label = "Test system",
    .rule_prefix = "TST",
    .kinds = kinds,
    .nkinds = TSYS_NKINDS,
    .attrs = attrs,
    .nattrs = sizeof attrs / sizeof attrs[0],
    .doc_key = "sites",
    .rules = &tsys_rules,
};

void tsys_register(void)
{
    ck_assert_int_eq(systems_add(&tsys_ui_system), 0);
    ck_assert_ptr_eq(schema_system("tst"), &tsys_system_def);
}

const struct system_def *tsys_system(void)
{
    return &tsys_system_def;
}

const struct kind_def *tsys_kind(enum tsys_kind k)
{
    return &kinds[k];
}
