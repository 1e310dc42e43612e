/* ui/validation.c — one validation run; see validation.h. */
#include "ui/validation.h"

#include <stdio.h>
#include <stdlib.h>

#include "ui/report.h"

void validation_init(struct validation *v, enum severity min)
{
    policy_init(&v->pol);
    diag_init(&v->findings, 0);
    v->have_sum = false;
    v->min = min;
    for (int s = 0; s < 3; s++)
        v->counts[s] = 0;
}

enum store_status validation_load(struct validation *v, struct store *st, struct store_error *err)
{
    return store_load_all(st, &v->pol, NULL, STORE_LOAD_POSITIONS, err);
}

int validation_check(struct validation *v)
{
    int rc = 0;
    for (const struct rule_set *const *set = rules_sets(); *set; set++)
        if (rules_run(&v->pol, *set, &v->findings, v->min) != 0)
            rc = -1;
    v->have_sum = mq_summary_build(&v->pol, &v->sum) == 0;
    diag_sort_by_location(&v->findings);
    for (int s = 0; s < 3; s++)
        v->counts[s] = diag_count(&v->findings, (enum severity)s);
    return rc;
}

enum store_status validation_keep(const struct validation *v, struct store *st, const char *at,
                                  struct store_error *err)
{
    if (v->min != SEV_INFO) {
        snprintf(err->msg, sizeof err->msg, "a validation of some severities only is not kept");
        err->status = STORE_IO;
        err->field[0] = '\0';
        return STORE_IO;
    }
    char *json = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&json, &len);
    int rc = mem ? report_write(mem, REPORT_JSON, REPORT_BRIEF, v->have_sum ? &v->sum : NULL, &v->findings) : -1;
    if (mem)
        fclose(mem);
    enum store_status s = STORE_NOMEM;
    if (rc == 0)
        s = store_validation_put(st, at, v->counts[SEV_ERROR], v->counts[SEV_WARNING], v->counts[SEV_INFO],
                                 json, err);
    else {
        snprintf(err->msg, sizeof err->msg, "out of memory: the validation result was not kept");
        err->status = STORE_NOMEM;
        err->field[0] = '\0';
    }
    free(json);
    return s;
}

void validation_free(struct validation *v)
{
    if (v->have_sum)
        mq_summary_free(&v->sum);
    v->have_sum = false;
    diag_free(&v->findings);
    policy_free(&v->pol);
}
