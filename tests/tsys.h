/* tests/tsys.h — a test-only second system of three kinds, registered with schema_register: a
 * top-level BOX (modelled: COLOUR), ITEMs under it (modelled: SIZE 1 to 9, default 5) and SLOTs,
 * ordered and unnamed, under an item or under another slot to any depth. It gives none of the
 * contract's operations, so every call on it takes the generic default of struct system_def. */
#ifndef WLMCON_TESTS_TSYS_H
#define WLMCON_TESTS_TSYS_H

#include "model/model.h"

enum tsys_kind { TSYS_BOX, TSYS_ITEM, TSYS_SLOT, TSYS_NKINDS };

/* Registers the system (once per process, before the first schema_systems(): call it first in the
 * test) and returns it; fails the test when it cannot be registered. */
const struct system_def *tsys_register(void);

/* The kind k of the system. */
const struct kind_def *tsys_kind(enum tsys_kind k);

#endif
