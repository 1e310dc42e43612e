/* tests/bench/vsplit.c — where a validation of the store spends its time and memory: the load (with
 * the verbatim parameters and positions, as `wlmcon validate` loads, or the values only), the rules
 * and the summary, each timed on its own; no report is written and nothing is kept in the store.
 *
 *   vsplit STORE params|values    prints "load_s rules_s summary_s findings objects heap_kib";
 *                                 exit 0, 64 usage, 70 when the store cannot be read
 *
 * heap_kib is the memory the policy holds after the load (its arena), the part of a validation
 * that grows with the estate. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "model/model.h"
#include "store/store.h"
#include "model/mq/mq_model.h"
#include "ui/systems.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static size_t count_objects(const struct policy *p)
{
    size_t n = p->ntops;
    for (size_t i = 0; i < p->ntops; i++)
        n += p->tops[i]->scope->nobjs;
    return n;
}

int main(int argc, char **argv)
{
    systems_init();   /* the product's systems, as main() registers them */
    if (argc != 3 || (strcmp(argv[2], "params") != 0 && strcmp(argv[2], "values") != 0)) {
        fputs("usage: vsplit STORE params|values\n", stderr);
        return 64;
    }
    struct store *st;
    struct store_error err = {0};
    if (store_open(argv[1], STORE_READONLY_OPEN, &st, &err) != STORE_OK) {
        fprintf(stderr, "vsplit: %s\n", err.msg);
        return 70;
    }
    struct policy pol;
    policy_init(&pol);
    double t0 = now();
    unsigned flags = strcmp(argv[2], "params") == 0 ? STORE_LOAD_PARAMS : 0;
    if (store_load_all(st, &pol, NULL, flags, &err) != STORE_OK) {
        fprintf(stderr, "vsplit: %s\n", err.msg);
        return 70;
    }
    double t1 = now();
    struct diag_list findings;
    diag_init(&findings, 0);
    if (rules_run(&pol, mq_rule_set(), &findings, SEV_INFO) != 0) {
        fputs("vsplit: the rules ran out of memory\n", stderr);
        return 70;
    }
    double t2 = now();
    struct mq_summary sum;
    if (mq_summary_build(&pol, &sum) == 0)
        mq_summary_free(&sum);
    double t3 = now();
    printf("%.3f %.3f %.3f %zu %zu %zu\n", t1 - t0, t2 - t1, t3 - t2, findings.n, count_objects(&pol),
           pol.arena.reserved / 1024);
    diag_free(&findings);
    policy_free(&pol);
    store_close(st, false, &err);
    return 0;
}
