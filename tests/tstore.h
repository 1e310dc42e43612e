/* tests/tstore.h — helpers of the store suites: a policy that uses every state a value can be in,
 * exact comparison of loaded objects with the originals, and SQL through the sqlite3 tool. */
#ifndef WLMCON_TESTS_TSTORE_H
#define WLMCON_TESTS_TSTORE_H

#include <stdbool.h>

#include "model/model.h"
#include "store/store.h"

/* The store format this build writes, as text ("5"), for expected query results. */
#define TS_STR(x) #x
#define TS_XSTR(x) TS_STR(x)
#define TS_FORMAT TS_XSTR(STORE_VERSION)

/* Builds queue manager `name` in p: values unspecified, empty (''), blank (' ', '   ') and set,
 * on the queue manager, queues, cluster channels, a namelist, an unmodelled TOPIC and SUB with
 * verbatim parameters (read-only ones too), positions, and records (one replaced by a later SET
 * with the same key, operational commands without a key). Fails the test when memory runs out. */
struct pol_object *ts_build_qm(struct policy *p, const char *name);

/* Sets the attribute key of obj (asserts it exists) to value, read at line:col. */
void ts_set(struct policy *p, struct pol_object *obj, const char *key, const char *value,
            unsigned line, unsigned col);

/* Asserts that b (loaded) is exactly a: kind, name, source, every value (NULL, "" and blanks told
 * apart) and, when params, every attribute position and verbatim parameter. */
void ts_assert_same_object(const struct pol_object *a, const struct pol_object *b, bool params);

/* Asserts that loaded top b is exactly a with its live objects in order and, when records, its
 * live records (verb, type, name, key, source, parameters). */
void ts_assert_same_top(const struct pol_object *a, const struct pol_object *b, bool params,
                        bool records);

/* Runs sql (any text, quotes included) with the sqlite3 tool on the database at path; returns its
 * standard output (malloc'd). Fails the test when the tool fails. */
char *ts_sql(const char *path, const char *sql);

/* Opens (creating when missing) the store at path, asserting success. */
struct store *ts_open(const char *path, unsigned flags);

/* Begins, opens a batch (who "tester", when "2025-01-02T03:04:05Z", action, files "a.mqsc"),
 * saves top and commits, asserting each step. */
void ts_save(struct store *s, struct pol_object *top, const char *action);

/* A fixture: a published empty store under a fresh temporary directory, open, and an empty
 * policy. */
struct ts_fx {
    char *dir, *path;
    struct store *s;
    struct policy p;
    struct store_error err;
};

void ts_fx_init(struct ts_fx *f);

/* Closes the store (asserting success) and removes everything. */
void ts_fx_done(struct ts_fx *f);

/* Asserts that the sqlite3 tool prints want for sql on the fixture's store. */
void ts_assert_sql(struct ts_fx *f, const char *sql, const char *want);

/* Loads QM1 of the fixture's store into p with parameters and records (asserting it is there). */
struct pol_object *ts_load_qm1(struct ts_fx *f, struct policy *p);

/* Sets attribute key of the object name in namespace ns under top (asserting it exists). */
void ts_set_named(struct policy *p, struct pol_object *top, const char *ns, const char *name,
                  const char *key, const char *value);

/* The cluster queue instances (MQ400's list): local, alias and remote queues whose CLUSTER or
 * CLUSNL is set, carrying the values of keys (nkeys of them; static). ts_cq_kinds holds its
 * kinds, for lists of one of them. */
extern const struct kind_def *ts_cq_kinds[3];
struct store_list_spec ts_cluster_queues(const char *const *keys, size_t nkeys);

/* The content of store s as text, for before/after comparisons where row ids and revisions do not
 * matter: per top-level object its image, its objects' images sorted, its live records (malloc'd). */
char *ts_content(struct store *s);

#endif
