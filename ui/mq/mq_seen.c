/* ui/mq/mq_seen.c — the observed state beside the MQ lists; see mq_seen.h. */
#include "ui/mq/mq_seen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/env.h"
#include "model/mq/mq_model.h"

time_t mq_seen_clock(void)
{
    time_t t;
    return env_fixed_clock(&t) == 1 ? t : time(NULL);
}

struct mq_seen *mq_seen_load(struct app *app, char *why, size_t n)
{
    struct mq_seen *s = calloc(1, sizeof *s);
    struct store_error err = {0};
    if (!s) {
        snprintf(why, n, "out of memory");
        return NULL;
    }
    policy_init(&s->pol);
    if (store_load_observations(app->store, &s->pol, mq_system(), &err) != STORE_OK) {
        snprintf(why, n, "%s", err.msg);
        mq_seen_free(s);
        return NULL;
    }
    s->now = mq_seen_clock();
    return s;
}

void mq_seen_free(void *seen)
{
    struct mq_seen *s = seen;
    if (!s)
        return;
    policy_free(&s->pol);
    free(s);
}

void mq_age_text(const char *taken, time_t now, char *buf, size_t n)
{
    struct tm tm = {0};
    if (!taken || sscanf(taken, "%4d-%2d-%2d %2d:%2d:%2d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour,
                         &tm.tm_min, &tm.tm_sec) != 6) {
        snprintf(buf, n, "?");
        return;
    }
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    long long d = (long long)now - (long long)timegm(&tm);
    if (d < 0)
        snprintf(buf, n, "ahead");
    else if (d < 60)
        snprintf(buf, n, "<1m");
    else if (d < 3600)
        snprintf(buf, n, "%lldm", d / 60);
    else if (d < 86400)
        snprintf(buf, n, "%lldh%02lldm", d / 3600, d % 3600 / 60);
    else
        snprintf(buf, n, "%lldd%02lldh", d / 86400, d % 86400 / 3600);
}

void mq_seen_cells(const struct policy *p, time_t now, const char *qmgr, const char *cluster, char *state,
                   size_t ns, char *observed, size_t no)
{
    struct mq_chl_seen seen;
    mq_channel_seen(p, qmgr, cluster, &seen);
    snprintf(state, ns, "%s", seen.state ? seen.state : "");
    if (!seen.state) {
        snprintf(observed, no, "%s", "");
        return;
    }
    char age[24];
    mq_age_text(seen.by->taken, now, age, sizeof age);
    snprintf(observed, no, "%s %s", seen.by->top, age);
}
