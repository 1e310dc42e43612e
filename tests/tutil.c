/* tests/tutil.c — helpers shared by the Check suites; see tutil.h. */
#include "tests/tutil.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static int skipped;
static Suite *skipped_cases;   /* the test cases skipped, held until tu_skipped_free */

const char *tu_samples(void)
{
    static char path[4096];
    const char *env = getenv("WLMCON_SAMPLES");
    snprintf(path, sizeof path, "%s", env && *env ? env : "../shared/samples");
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode) ? path : NULL;
}

START_TEST(samples_missing)
{
    ck_abort_msg("WLMCON_REQUIRE_SAMPLES=1 but the samples directory (WLMCON_SAMPLES, default "
                 "../shared/samples) is absent");
}
END_TEST

/* The fixture of every skipped test: it stops the test before its body, so that running the
 * skipped cases counts their checks and runs none of them. */
static void not_run(void)
{
    ck_abort_msg("skipped: needs the samples");
}

void tu_add_sample_case(Suite *s, TCase *tc, const char *what)
{
    if (tu_samples()) {
        suite_add_tcase(s, tc);
        return;
    }
    const char *req = getenv("WLMCON_REQUIRE_SAMPLES");
    if (req && strcmp(req, "1") == 0) {
        TCase *fail = tcase_create("samples-required");
        tcase_add_test(fail, samples_missing);
        suite_add_tcase(s, fail);
        return;
    }
    skipped++;
    if (!skipped_cases)
        skipped_cases = suite_create("skipped");
    tcase_add_checked_fixture(tc, not_run, NULL);
    suite_add_tcase(skipped_cases, tc);   /* kept, never run: counted by tu_skipped_checks */
    fprintf(stderr, "skip: %s needs ../shared/samples (set WLMCON_SAMPLES)\n", what);
}

int tu_skipped_checks(void)
{
    if (!skipped_cases)
        return 0;
    SRunner *sr = srunner_create(skipped_cases);
    srunner_run(sr, "skipped", NULL, CK_SILENT);
    int n = srunner_ntests_run(sr);
    srunner_free(sr);
    skipped_cases = NULL;
    return n;
}

void tu_skipped_free(void)
{
    if (skipped_cases)
        srunner_free(srunner_create(skipped_cases));
    skipped_cases = NULL;
}

int tu_skipped(void)
{
    return skipped;
}

const char *tu_sample(const char *rel)
{
    static char path[4096];
    snprintf(path, sizeof path, "%s/%s", tu_samples() ? tu_samples() : "../shared/samples", rel);
    return path;
}

char *tu_tmpdir(void)
{
    mkdir("build", 0700);
    mkdir("build/tmp", 0700);
    char tmpl[] = "build/tmp/t.XXXXXX";
    char *d = mkdtemp(tmpl);
    ck_assert_msg(d != NULL, "mkdtemp: %s", strerror(errno));
    return strdup(d);
}

void tu_rmtree(const char *path)
{
    DIR *d = opendir(path);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            char *p = tu_path(path, e->d_name);
            struct stat st;
            if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
                tu_rmtree(p);
            else
                unlink(p);
            free(p);
        }
        closedir(d);
    }
    rmdir(path);
}

char *tu_path(const char *dir, const char *name)
{
    size_t n = strlen(dir) + strlen(name) + 2;
    char *p = malloc(n);
    snprintf(p, n, "%s/%s", dir, name);
    return p;
}

char *tu_read(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    size_t r;
    while ((r = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += r;
        if (cap - n - 1 == 0)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    buf[n] = '\0';
    if (len)
        *len = n;
    return buf;
}

void tu_write(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    ck_assert_msg(f != NULL, "cannot write %s: %s", path, strerror(errno));
    fputs(text, f);
    ck_assert_int_eq(fclose(f), 0);
}

void tu_copy(const char *from, const char *to)
{
    size_t n = 0;
    char *bytes = tu_read(from, &n);
    ck_assert_msg(bytes != NULL, "cannot read %s", from);
    FILE *f = fopen(to, "wb");
    ck_assert_msg(f != NULL, "cannot write %s: %s", to, strerror(errno));
    ck_assert_uint_eq(fwrite(bytes, 1, n, f), n);
    ck_assert_int_eq(fclose(f), 0);
    free(bytes);
}

bool tu_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* tu_wlmcon, run in directory dir (NULL: here). */
static int wlmcon_in(const char *dir, const char *const *argv, const char *in_path, const char *const *env,
                     char **out, char **err)
{
    const char *bin = getenv("WLMCON_BIN");
    if (!bin || !*bin)
        bin = "./wlmcon";
    char *abs_bin = dir ? realpath(bin, NULL) : NULL;
    if (abs_bin)
        bin = abs_bin;
    char outp[] = "build/tmp/out.XXXXXX", errp[] = "build/tmp/err.XXXXXX";
    mkdir("build", 0700);
    mkdir("build/tmp", 0700);
    int fo = mkstemp(outp), fe = mkstemp(errp);
    ck_assert(fo >= 0 && fe >= 0);
    pid_t pid = fork();
    ck_assert(pid >= 0);
    if (pid == 0) {
        int fi = open(in_path ? in_path : "/dev/null", O_RDONLY);
        if (fi < 0)
            _exit(127);
        dup2(fi, 0);
        dup2(fo, 1);
        dup2(fe, 2);
        if (dir && chdir(dir) != 0)
            _exit(127);
        for (const char *const *e = env; e && *e; e++)
            putenv((char *)*e);
        size_t n = 0;
        while (argv[n])
            n++;
        const char **args = calloc(n + 2, sizeof *args);
        args[0] = bin;
        for (size_t i = 0; i < n; i++)
            args[i + 1] = argv[i];
        execv(bin, (char *const *)args);
        _exit(127);
    }
    int status;
    waitpid(pid, &status, 0);
    close(fo);
    close(fe);
    if (out)
        *out = tu_read(outp, NULL);
    if (err)
        *err = tu_read(errp, NULL);
    unlink(outp);
    unlink(errp);
    free(abs_bin);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int tu_wlmcon(const char *const *argv, const char *in_path, const char *const *env, char **out,
              char **err)
{
    return wlmcon_in(NULL, argv, in_path, env, out, err);
}

int tu_wlmcon_in(const char *dir, const char *const *argv, const char *const *env, char **out, char **err)
{
    return wlmcon_in(dir, argv, NULL, env, out, err);
}

char *tu_dump_store(const char *path)
{
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "sqlite3 '%s' .dump", path);
    FILE *p = popen(cmd, "r");
    ck_assert(p != NULL);
    size_t cap = 1 << 16, n = 0, r;
    char *buf = malloc(cap);
    while ((r = fread(buf + n, 1, cap - n - 1, p)) > 0) {
        n += r;
        if (cap - n - 1 == 0)
            buf = realloc(buf, cap *= 2);
    }
    buf[n] = '\0';
    ck_assert_int_eq(pclose(p), 0);
    return buf;
}

char *tu_replace(char *s, const char *from, const char *to)
{
    size_t lf = strlen(from), lt = strlen(to), n = 0;
    for (const char *p = s; (p = strstr(p, from)) != NULL; p += lf)
        n++;
    char *r = malloc(strlen(s) + n * lt + 1), *w = r;
    const char *p = s, *q;
    while ((q = strstr(p, from)) != NULL) {
        memcpy(w, p, (size_t)(q - p));
        w += q - p;
        memcpy(w, to, lt);
        w += lt;
        p = q + lf;
    }
    strcpy(w, p);
    free(s);
    return r;
}

/* The line of text that holds offset at (for messages), copied into buf. */
static const char *line_at(const char *text, size_t at, char *buf, size_t n)
{
    size_t start = at, end = at;
    while (start > 0 && text[start - 1] != '\n')
        start--;
    while (text[end] && text[end] != '\n')
        end++;
    snprintf(buf, n, "%.*s", (int)(end - start), text + start);
    return buf;
}

void tu_golden(const char *name, const char *actual)
{
    char *path = tu_path("tests/golden", name);
    const char *upd = getenv("WLMCON_UPDATE_GOLDEN");
    if (upd && strcmp(upd, "1") == 0) {
        tu_write(path, actual);
        free(path);
        return;
    }
    char *expect = tu_read(path, NULL);
    ck_assert_msg(expect != NULL, "golden file %s is missing (WLMCON_UPDATE_GOLDEN=1 writes it)", path);
    if (strcmp(expect, actual) != 0) {
        size_t i = 0, line = 1;
        while (expect[i] && expect[i] == actual[i])
            line += expect[i++] == '\n';
        char a[512], b[512];
        ck_abort_msg("%s differs at line %zu:\n  golden: %s\n  actual: %s\n(WLMCON_UPDATE_GOLDEN=1 rewrites it)",
                     path, line, line_at(expect, i, a, sizeof a), line_at(actual, i, b, sizeof b));
    }
    free(expect);
    free(path);
}

uint32_t tu_rng(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return (uint32_t)(*state >> 11);
}
