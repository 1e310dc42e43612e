/* model/schema_cache.h — a kind's attribute looked up by key or keyword, remembered by the
 * addresses of the kind and of the text: rules ask for the same attribute with the same literal
 * ("put", "CLWLUSEQ") for every object and every finding, and the schema's walk of a kind's
 * attributes with a string comparison each was some 140 (key) to 360 (keyword) instructions a call.
 *
 * A remembered index is confirmed by comparing the text with that attribute's before it is given
 * (the address may be a buffer used again for another text, the kind's a kind made again), so the
 * answer is always the schema's when a kind's keys, and its keywords and synonyms, are unique (as
 * schema rows are). An attribute the kind does not have is looked up every time. Each thread has
 * its own memory of 64 lookups of each sort; nothing to free. */
#ifndef WLMCON_MODEL_SCHEMA_CACHE_H
#define WLMCON_MODEL_SCHEMA_CACHE_H

#include "model/schema.h"

/* schema_attr_index(kind, key): the index in kind->attrs of the attribute with canonical key, or -1. */
int schema_attr_index_cached(const struct kind_def *kind, const char *key);

/* schema_attr_native(kind, native): the index of the attribute whose native keyword or synonym is
 * native (case-insensitive), or -1. */
int schema_attr_native_cached(const struct kind_def *kind, const char *native);

#endif
