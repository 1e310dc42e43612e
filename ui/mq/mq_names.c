/* ui/mq/mq_names.c — the existing names an MQ field can take, for its value list (F4, or ? and
 * Enter; fprompt.h): the clusters of the store (those its cluster-receivers and full repositories
 * name, with their members), the namelists and local queues of the queue manager. Read from the
 * store's lists (store.h). See mq_panels.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/fprompt.h"
#include "ui/mq/mq_panels.h"
#include "model/mq/mq_model.h"

enum { NAMES_MAX = 2000 };   /* names read for one list at most */

/* One cluster seen: its name and the queue managers naming it. */
struct seen {
    char name[MQ_NAME_MAX];
    char qmgrs[160];
};

/* Adds qmgr to cluster name in v (n of cap). */
static void see(struct seen *v, size_t *n, size_t cap, const char *name, const char *qmgr)
{
    size_t len = strlen(name);
    while (len && name[len - 1] == ' ')
        len--;
    if (!len || len >= MQ_NAME_MAX)
        return;
    size_t i = 0;
    while (i < *n && (strlen(v[i].name) != len || strncmp(v[i].name, name, len) != 0))
        i++;
    if (i == *n) {
        if (*n == cap)
            return;
        snprintf(v[i].name, sizeof v[i].name, "%.*s", (int)len, name);
        v[i].qmgrs[0] = '\0';
        (*n)++;
    }
    size_t at = strlen(v[i].qmgrs);
    if (!strstr(v[i].qmgrs, qmgr))
        snprintf(v[i].qmgrs + at, sizeof v[i].qmgrs - at, "%s%s", at ? ", " : "", qmgr);
}

/* Notes the clusters the objects of kinds name through attribute key (a list index). */
static int see_all(struct store *s, const struct kind_def *const *kinds, size_t nk, const char *key,
                   struct seen *v, size_t *n, size_t cap, char *why, size_t len)
{
    const char *keys[] = {key};
    struct store_list_spec spec = {kinds, nk, NULL, key, keys, 1, NULL, NULL};
    struct store_list_page pg;
    struct store_error err = {0};
    if (store_list_window(s, &spec, NULL, 0, NAMES_MAX, &pg, &err) != STORE_OK) {
        snprintf(why, len, "%s", err.msg);
        store_list_free(&pg);
        return -1;
    }
    for (size_t i = 0; i < pg.n; i++)
        see(v, n, cap, pg.rows[i].vals[0], pg.rows[i].top);
    store_list_free(&pg);
    return 0;
}

/* The clusters: named by cluster-receivers and full repositories. */
static int clusters(struct store *s, struct prompt_list *out, char *why, size_t len)
{
    const struct kind_def *rcvr[] = {mq_kind(MQ_CLUSRCVR)}, *qmgr[] = {mq_kind(MQ_QMGR)};
    size_t cap = 256, n = 0;
    struct seen *v = calloc(cap, sizeof *v);
    if (!v) {
        snprintf(why, len, "out of memory");
        return -1;
    }
    int rc = see_all(s, rcvr, 1, "cluster", v, &n, cap, why, len);
    if (rc == 0)
        rc = see_all(s, qmgr, 1, "repos", v, &n, cap, why, len);
    for (size_t i = 0; rc == 0 && i < n; i++)
        rc = prompt_list_add(out, v[i].name, v[i].qmgrs);
    free(v);
    return rc;
}

/* The objects of kinds first..last under qmgr, with their descriptions. */
static int objects(struct store *s, const char *qmgr, enum mq_kind first, enum mq_kind last,
                   struct prompt_list *out, char *why, size_t len)
{
    const struct kind_def *kinds[MQ_NKINDS];
    size_t nk = 0;
    for (int k = first; k <= (int)last; k++)
        kinds[nk++] = mq_kind((enum mq_kind)k);
    const char *keys[] = {"descr"};
    struct store_list_spec spec = {kinds, nk, qmgr, NULL, keys, 1, NULL, NULL};
    struct store_list_page pg;
    struct store_error err = {0};
    int rc = 0;
    if (store_list_window(s, &spec, NULL, 0, NAMES_MAX, &pg, &err) != STORE_OK) {
        snprintf(why, len, "%s", err.msg);
        rc = -1;
    }
    for (size_t i = 0; rc == 0 && i < pg.n; i++)
        rc = prompt_list_add(out, pg.rows[i].name, pg.rows[i].vals[0] ? pg.rows[i].vals[0] : "");
    store_list_free(&pg);
    return rc;
}

int mq_names(struct app *app, const char *qmgr, const struct field_def *fd, struct prompt_list *out,
             char *why, size_t len)
{
    if (!fd->ns)
        return 0;
    if (strcmp(fd->ns, "cluster") == 0)
        return clusters(app->store, out, why, len);
    if (strcmp(fd->ns, "namelist") == 0 && qmgr[0])
        return objects(app->store, qmgr, MQ_NAMELIST, MQ_NAMELIST, out, why, len);
    if (strcmp(fd->ns, "queue") == 0 && qmgr[0])
        return objects(app->store, qmgr, MQ_QLOCAL, MQ_QLOCAL, out, why, len);
    return 0;
}
