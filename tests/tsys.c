/* tests/tsys.c — the test-only system; see tsys.h. */
#include "tests/tsys.h"

#include <check.h>

#define B(k) (UINT64_C(1) << (k))

static struct kind_def kinds[TSYS_NKINDS] = {
    [TSYS_BOX] = {.id = "BOX", .label = "Box", .native = "BOX", .ns = "box", .table = "tsys_box",
                  .name_max = 8, .flags = KF_TOP | KF_MODELLED},
    [TSYS_ITEM] = {.id = "ITEM", .label = "Item", .native = "ITEM", .ns = "item", .table = "tsys_item",
                   .name_max = 8, .flags = KF_MODELLED, .order = 1},
    [TSYS_SLOT] = {.id = "SLOT", .label = "Slot", .native = "SLOT", .ns = "slot", .flags = KF_ORDERED | KF_UNNAMED,
                   .order = 2, .parents = B(TSYS_ITEM) | B(TSYS_SLOT)},
};

static const struct attr_def attrs[] = {
    {.kinds = B(TSYS_BOX), .key = "colour", .native = "COLOUR", .label = "Colour", .type = AT_TEXT, .max = 16,
     .help = "The colour of the box.", .source = "tests/tsys.c"},
    {.kinds = B(TSYS_ITEM), .key = "size", .native = "SIZE", .label = "Size", .type = AT_INT, .min = 1, .max = 9,
     .dflt = "5", .help = "The size of the item.", .source = "tests/tsys.c"},
};

static const struct system_def tsys_def = {
    .id = "tsys",
    .label = "Test system",
    .rule_prefix = "TS",
    .kinds = kinds,
    .nkinds = TSYS_NKINDS,
    .attrs = attrs,
    .nattrs = sizeof attrs / sizeof attrs[0],
    .doc_key = "boxes",
};

const struct system_def *tsys_register(void)
{
    static int registered;
    if (!registered)
        ck_assert_int_eq(schema_register(&tsys_def), 0);
    registered = 1;
    ck_assert_ptr_eq(schema_system("tsys"), &tsys_def);
    return &tsys_def;
}

const struct kind_def *tsys_kind(enum tsys_kind k)
{
    tsys_register();
    return &kinds[k];
}
