/* tests/check_main.c — the one test runner: every `Suite *suite_NAME(void)` in tests/ (collected by
 * the Makefile into suites.h) runs in forked tests. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "tests/tutil.h"
#include "ui/systems.h"

#define X(name) Suite *name(void);
#include "suites.h"
#undef X

int main(void)
{
    if (systems_init() < 0) {   /* the product's systems, as main() registers them */
        fputs("the registry of systems does not fit its tables\n", stderr);
        return EXIT_FAILURE;
    }
    SRunner *sr = srunner_create(NULL);
#define X(name) srunner_add_suite(sr, name());
#include "suites.h"
#undef X
    srunner_run_all(sr, CK_ENV);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    int cases = tu_skipped(), checks = tu_skipped_checks();
    if (cases)
        printf("skipped: %d checks of %d test case(s) that need the samples (WLMCON_SAMPLES)\n", checks, cases);
    /* for the last line of make check */
    const char *report = getenv("WLMCON_SKIP_REPORT");
    FILE *f = report && *report ? fopen(report, "w") : NULL;
    if (f) {
        fprintf(f, "%d\n", checks);
        fclose(f);
    }
    tu_skipped_free();
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
