/* ui/engine/lcmd.c — line commands and the pending queue; see lcmd.h. */
#include "ui/engine/lcmd.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "model/model.h"

int lcmd_width(const struct lcmd_def *defs)
{
    int w = 1;
    for (; defs && defs->code; defs++)
        if ((int)strlen(defs->code) > w)
            w = (int)strlen(defs->code);
    return w;
}

void lcmd_instruction(const struct lcmd_def *defs, char *out, size_t len)
{
    size_t n = 0;
    if (len)
        out[0] = '\0';
    for (; defs && defs->code && n < len; defs++)
        n += (size_t)snprintf(out + n, len - n, "%s%s=%s", n ? " " : "", defs->code, defs->label);
}

const struct lcmd_def *lcmd_find(const struct lcmd_def *defs, const char *code)
{
    for (; defs && defs->code; defs++)
        if (strcasecmp(defs->code, code) == 0)
            return defs;
    return NULL;
}

static struct lcmd_pending *find(const struct lcmd_queue *q, const char *key)
{
    for (size_t i = 0; i < q->n; i++)
        if (strcmp(q->v[i].key, key) == 0)
            return &q->v[i];
    return NULL;
}

static void remove_at(struct lcmd_queue *q, size_t i)
{
    free(q->v[i].key);
    memmove(&q->v[i], &q->v[i + 1], (q->n - i - 1) * sizeof q->v[0]);
    q->n--;
}

int lcq_set(struct lcmd_queue *q, const char *key, long pos, const char *text)
{
    char code[LCMD_MAX];
    size_t n = 0;
    for (; *text && n < sizeof code - 1; text++)
        if (*text != ' ' && *text != '_')
            code[n++] = (char)toupper((unsigned char)*text);
    code[n] = '\0';
    struct lcmd_pending *p = find(q, key);
    if (!n) {
        if (p)
            remove_at(q, (size_t)(p - q->v));
        return 0;
    }
    if (!p) {
        if (heap_reserve(&q->v, &q->cap, q->n + 1, sizeof *q->v) < 0)
            return -1;
        char *k = strdup(key);
        if (!k)
            return -1;
        p = &q->v[q->n++];
        p->key = k;
    }
    p->pos = pos;
    memcpy(p->code, code, n + 1);
    return 0;
}

const char *lcq_get(const struct lcmd_queue *q, const char *key)
{
    const struct lcmd_pending *p = find(q, key);
    return p ? p->code : NULL;
}

/* Index of the top-most entry (invalid_only: among those defs does not list), or -1. */
static long top_most(const struct lcmd_queue *q, const struct lcmd_def *defs, bool invalid_only)
{
    long best = -1;
    for (size_t i = 0; i < q->n; i++) {
        if (invalid_only && lcmd_find(defs, q->v[i].code))
            continue;
        if (best < 0 || q->v[i].pos < q->v[best].pos)
            best = (long)i;
    }
    return best;
}

const struct lcmd_pending *lcq_invalid(const struct lcmd_queue *q, const struct lcmd_def *defs)
{
    long i = top_most(q, defs, true);
    return i < 0 ? NULL : &q->v[i];
}

bool lcq_next(struct lcmd_queue *q, struct lcmd_pending *out)
{
    long i = top_most(q, NULL, false);
    if (i < 0)
        return false;
    *out = q->v[i];
    memmove(&q->v[i], &q->v[i + 1], (q->n - (size_t)i - 1) * sizeof q->v[0]);
    q->n--;
    return true;
}

void lcq_clear(struct lcmd_queue *q)
{
    for (size_t i = 0; i < q->n; i++)
        free(q->v[i].key);
    q->n = 0;
}

void lcq_free(struct lcmd_queue *q)
{
    lcq_clear(q);
    free(q->v);
    memset(q, 0, sizeof *q);
}
