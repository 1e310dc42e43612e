/* ui/mq/mq_seen.h — the observed state beside the MQ lists (MQ400, MQ500, MQ510): each cluster
 * queue manager's channel state as the imported observations show it (model/mq/mq_observed.h) and
 * how old the observation is. */
#ifndef WLMCON_UI_MQ_SEEN_H
#define WLMCON_UI_MQ_SEEN_H

#include <stddef.h>
#include <time.h>

#include "ui/work/app.h"
#include "model/mq/mq_model.h"

/* The observations of the store and the clock they are aged by. */
struct mq_seen {
    struct policy pol;   /* the observations only (pol.obs) */
    time_t now;          /* the console's clock: WLMCON_NOW when set, else the time it was read */
};

/* Reads the store's MQ observations; NULL with the reason in why (size n) when the store cannot be
 * read or memory runs out. Free with mq_seen_free. */
struct mq_seen *mq_seen_load(struct app *app, char *why, size_t n);

/* Frees a struct mq_seen (void * for obj_list_spec.data_free); NULL is a no-op. */
void mq_seen_free(void *seen);

/* The clock observations are aged by: WLMCON_NOW when set, else now. */
time_t mq_seen_clock(void);

/* The cells of the channel to queue manager qmgr in cluster (NULL: any) as p's observations show
 * it: its state into state ("RETRYING", "INACTIVE"; "" when no observation shows it) and who
 * observed it how long ago into observed ("QMA 3h17m"; ""), aged by now. */
void mq_seen_cells(const struct policy *p, time_t now, const char *qmgr, const char *cluster, char *state,
                   size_t ns, char *observed, size_t no);

/* How long before now the time taken ("YYYY-MM-DD HH:MM:SS", UTC) was, into buf (size n): "<1m",
 * "42m", "3h17m", "2d04h"; "ahead" for a time after now, "?" for text that is no such time. */
void mq_age_text(const char *taken, time_t now, char *buf, size_t n);

#endif
