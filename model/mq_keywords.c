/* model/mq_keywords.c — placeholder until the keyword table lands. */
#include "model/mq.h"

#include <stddef.h>

const struct mq_keyword_set *mq_keywords(const char *object)
{
    (void)object;
    return NULL;
}

int mq_keyword_pos(const struct mq_keyword_set *set, const char *keyword)
{
    (void)set;
    (void)keyword;
    return -1;
}

const char *mq_keyword_nearest(const struct mq_keyword_set *set, const char *word)
{
    (void)set;
    (void)word;
    return NULL;
}
