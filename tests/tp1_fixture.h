/* tests/tp1_fixture.h — helpers of the OpenTP1 suites: node directories written from texts, read
 * into an in-memory policy (struct timport), their files written back by the tp1def writer into
 * memory, and the findings of the OpenTP1 rules as one line each. */
#ifndef WLMCON_TESTS_TP1_FIXTURE_H
#define WLMCON_TESTS_TP1_FIXTURE_H

#include "tests/timport.h"

/* One file of a node directory: its name and bytes (NUL-terminated). */
struct tf_file {
    const char *name, *text;
};

/* Writes the files [0..n) into a new directory dir/node (made under t->dir, a new temporary
 * directory when t has none); returns its path (malloc'd). */
char *tf_node_dir(struct timport *t, const char *node, const struct tf_file *files, size_t n);

/* Imports the directories dirs[0..n), each with --node nodes[i] (NULL: none) and the --uap-conf
 * uap (NULL: none, for every one), into t's in-memory policy (t zeroed and initialised first when
 * fresh is true; its temporary directory kept). */
void tf_import(struct timport *t, bool fresh, const char *const *nodes, const char *const *dirs, size_t n,
               const char *uap);

/* The node named name in t's policy (asserted). */
struct pol_object *tf_node(const struct timport *t, const char *name);

/* The file object name of node (asserted). */
struct pol_object *tf_file_obj(const struct pol_object *node, const char *name);

/* Sets key of obj to value (NULL: unspecified), as a console edit does. */
void tf_set(struct timport *t, struct pol_object *obj, const char *key, const char *value);

/* The text the tp1def writer writes for file name of node (malloc'd; NULL: no such file), and in
 * *names the names of every file it writes, one a line (static). */
char *tf_write(const struct pol_object *node, const char *name, const char **names);

/* The findings of the OpenTP1 rules on t's policy, sorted: "ID severity path [attr]" a line, the
 * path in the product's notation (static buffer). */
const char *tf_findings(struct timport *t);

/* The number of lines of text that hold needle. */
size_t tf_count(const char *text, const char *needle);

#endif
