/* model/rulecfg.c — rule levels, suppressions and baselines applied to findings; see rulecfg.h. */
#include "model/rulecfg.h"

#include <stdlib.h>
#include <string.h>

#include "model/arena.h"

static const char *const level_names[] = {"error", "warning", "info", "off"};

int rule_level_parse(const char *s)
{
    for (int i = 0; i < 4; i++)
        if (s && strcmp(s, level_names[i]) == 0)
            return i;
    return -1;
}

const char *rule_level_name(int level)
{
    return level >= 0 && level < 4 ? level_names[level] : "?";
}

void suppressions_free(struct suppression *v, size_t n)
{
    for (size_t i = 0; v && i < n; i++) {
        free(v[i].path);
        free(v[i].reason);
    }
    free(v);
}

bool suppression_covers(const struct suppression *s, const char *rule, const char *path)
{
    if (!path || strcmp(s->rule, rule) != 0)
        return false;
    size_t n = strlen(s->path);
    return strncmp(path, s->path, n) == 0 && (path[n] == '\0' || path[n] == ' ');
}

bool suppression_ran_out(const struct suppression *s, const char *today)
{
    return s->until[0] && today && strcmp(today, s->until) > 0;
}

int rule_date_check(const char *date)
{
    static const int days[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (!date || strlen(date) != 10 || date[4] != '-' || date[7] != '-')
        return -1;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && (date[i] < '0' || date[i] > '9'))
            return -1;
    int y = atoi(date), m = atoi(date + 5), d = atoi(date + 8);
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (y < 1970 || m < 1 || m > 12 || d < 1 || d > days[m - 1] || (m == 2 && d == 29 && !leap))
        return -1;
    return 0;
}

/* The level f gives rule, or -1 when it gives none (the last entry for the rule wins). */
static int level_of(const struct finding_filter *f, const char *rule)
{
    int level = -1;
    for (size_t i = 0; i < f->nlevels; i++)
        if (strcmp(f->levels[i].rule, rule) == 0)
            level = f->levels[i].level;
    return level;
}

/* Counts one finding of rule in r->off; -1 when memory runs out. */
static int tally_off(struct filter_result *r, const char *rule, size_t *cap)
{
    size_t k = 0;
    while (k < r->noff && strcmp(r->off[k].rule, rule) != 0)
        k++;
    if (k == r->noff) {
        if (heap_reserve(&r->off, cap, r->noff + 1, sizeof *r->off) < 0)
            return -1;
        memset(&r->off[k], 0, sizeof r->off[k]);
        memcpy(r->off[k].rule, rule, sizeof r->off[k].rule - 1);
        r->noff++;
    }
    r->off[k].n++;
    return 0;
}

/* The index + 1 of the first suppression of f covering d, or 0. */
static uint32_t covering(const struct finding_filter *f, const struct diag *d)
{
    for (size_t i = 0; i < f->nsupps; i++)
        if (suppression_covers(&f->supps[i], d->id, d->path))
            return (uint32_t)i + 1;
    return 0;
}

/* The index in the sorted baseline of fingerprint h, or -1. */
static long in_baseline(const struct finding_filter *f, uint64_t h)
{
    size_t lo = 0, hi = f->nbaseline;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (f->baseline[mid] < h)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < f->nbaseline && f->baseline[lo] == h ? (long)lo : -1;
}

/* What becomes of finding d: kept (0, its severity and mark set), or taken out (1), or -1 when
 * memory runs out. */
static int judge(struct diag *d, const struct finding_filter *f, struct filter_result *r, size_t *offcap,
                 size_t *suppcap, bool *seen)
{
    /* a baseline entry of a finding set off or suppressed is not gone: the finding is there */
    long b = f->nbaseline ? in_baseline(f, diag_fingerprint(d)) : -1;
    if (b >= 0)
        seen[b] = true;
    int level = level_of(f, d->id);
    if (level == RULE_OFF)
        return tally_off(r, d->id, offcap) < 0 ? -1 : 1;
    if (level >= 0)
        d->sev = (enum severity)level;
    d->mark = covering(f, d);
    if (d->mark && !suppression_ran_out(&f->supps[d->mark - 1], f->today)) {
        if (heap_reserve(&r->suppressed, suppcap, r->nsuppressed + 1, sizeof *r->suppressed) < 0)
            return -1;
        r->suppressed[r->nsuppressed++] = *d;
        return 1;
    }
    r->ran_out += d->mark != 0;
    if (b < 0)
        return 0;
    r->baselined++;
    return 1;
}

int finding_filter_apply(struct diag_list *l, const struct finding_filter *f, struct filter_result *r)
{
    memset(r, 0, sizeof *r);
    size_t offcap = 0, suppcap = 0, k = 0, i = 0;
    bool *seen = calloc(f->nbaseline ? f->nbaseline : 1, sizeof *seen);
    int rc = seen ? 0 : -1;
    for (; rc == 0 && i < l->n; i++) {
        struct diag d = l->v[i];
        enum severity was = d.sev;
        int out = judge(&d, f, r, &offcap, &suppcap, seen);
        if (out < 0) {
            rc = -1;
            break;
        }
        l->count[was]--;
        if (!out) {
            l->v[k++] = d;
            l->count[d.sev]++;
        }
    }
    while (i < l->n)   /* after a failure, the findings not judged stay as they were */
        l->v[k++] = l->v[i++];
    l->n = k;
    for (size_t b = 0; seen && b < f->nbaseline; b++)
        r->baseline_gone += !seen[b] && (b == 0 || f->baseline[b] != f->baseline[b - 1]);
    free(seen);
    return rc;
}

void filter_result_free(struct filter_result *r)
{
    free(r->off);
    free(r->suppressed);
    memset(r, 0, sizeof *r);
}
