/* tests/tutil.h — helpers shared by the Check suites: real samples, temporary directories, files,
 * and running the wlmcon binary. */
#ifndef WLMCON_TESTS_TUTIL_H
#define WLMCON_TESTS_TUTIL_H

#include <check.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The samples directory (WLMCON_SAMPLES, default ../shared/samples), or NULL when absent. */
const char *tu_samples(void);

/* Adds tc (named what, for the skip message) to s when the samples are present. Otherwise counts a
 * skip with the reason printed, or — when WLMCON_REQUIRE_SAMPLES=1 — adds a test that fails saying
 * the samples are missing. */
void tu_add_sample_case(Suite *s, TCase *tc, const char *what);

/* Number of test cases skipped for missing samples (printed by the runner). */
int tu_skipped(void);

/* Number of checks (tests) in the test cases skipped for missing samples: each is started and
 * stopped by a fixture before its body, so none runs. Frees those test cases (tu_skipped_free is
 * then a no-op); the runner calls it last. */
int tu_skipped_checks(void);

/* Frees the test cases skipped for missing samples (they are held until then, so that a forked
 * test's child leaks nothing under valgrind); the runner calls it last. */
void tu_skipped_free(void);

/* "<samples>/<rel>" in a static buffer (valid until the next call). */
const char *tu_sample(const char *rel);

/* A fresh empty directory under build/tmp, owned by the test (removed by tu_rmtree). Returns a
 * malloc'd path. */
char *tu_tmpdir(void);

/* Removes a directory tree made by tu_tmpdir. */
void tu_rmtree(const char *path);

/* Joins dir and name into a malloc'd path. */
char *tu_path(const char *dir, const char *name);

/* Reads a whole file (malloc'd, NUL-terminated; *len its size when len is not NULL), or NULL. */
char *tu_read(const char *path, size_t *len);

/* Writes text to path (fails the test on error). */
void tu_write(const char *path, const char *text);

/* Copies the file from to the file to, byte for byte (fails the test on error). */
void tu_copy(const char *from, const char *to);

/* True when path exists. */
bool tu_exists(const char *path);

/* Runs the wlmcon binary (WLMCON_BIN, default ./wlmcon) with argv (NULL-terminated, without the
 * program name), stdin from in_path (NULL: /dev/null), capturing stdout and stderr into malloc'd
 * strings (either pointer may be NULL). Extra environment settings "NAME=value" may be given in
 * env (NULL-terminated or NULL). Returns the exit status, or -1 when it did not exit normally. */
int tu_wlmcon(const char *const *argv, const char *in_path, const char *const *env, char **out,
              char **err);

/* tu_wlmcon without standard input, run in directory dir (the program found as WLMCON_BIN says
 * from here). */
int tu_wlmcon_in(const char *dir, const char *const *argv, const char *const *env, char **out, char **err);

/* Compares actual with the golden file tests/golden/<name>. With WLMCON_UPDATE_GOLDEN=1 the file is
 * (re)written instead. On a difference the test fails with the first differing line of each. */
void tu_golden(const char *name, const char *actual);

/* Replaces every occurrence of from in s (malloc'd, freed) by to; returns the new malloc'd string. */
char *tu_replace(char *s, const char *from, const char *to);

/* The next number of the xorshift generator whose state is *state (seeded by the caller, never
 * 0): the same seed gives the same numbers, for property tests that can be run again. */
uint32_t tu_rng(uint64_t *state);

/* The `sqlite3 FILE .dump` text of a store (malloc'd), for before/after comparisons. */
char *tu_dump_store(const char *path);

#endif
