/* tests/stress/saver.c — a second writer beside an import (make stress): saves as the console's
 * entry panels save (ui/mq/mq_store.c: load the queue manager, change it, then store_begin,
 * store_batch, store_save_top, store_commit in one transaction), again and again.
 *
 *   saver STORE QMGR N    N saves of QMGR's DESCR ("saved 1" … "saved N"). Prints
 *                         "saved S busy B conflict C last K" (K: the last value committed, 0 none);
 *                         exit 0 when every save committed or was refused as busy (75) or stale
 *                         (the object changed since it was read), else 1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "store/store.h"
#include "model/mq/mq_model.h"
#include "ui/systems.h"

/* One save of QMGR's DESCR as value; the store status. */
static enum store_status save_once(struct store *s, const char *qmgr, const char *value)
{
    struct policy pol;
    struct pol_object *top;
    struct store_error err = {0};
    policy_init(&pol);
    enum store_status st =
        store_load_top(s, &pol, mq_kind(MQ_QMGR), qmgr, STORE_LOAD_PARAMS | STORE_LOAD_RECORDS, &top, &err);
    if (st == STORE_OK && pol_set(&pol, top, schema_attr_index(top->kind, "descr"), value, (struct pol_pos){0, 0}))
        st = STORE_NOMEM;
    if (st == STORE_OK)
        st = store_begin(s, &err);
    if (st == STORE_OK) {
        st = store_batch(s, "saver", NULL, "save", NULL, NULL, &err);
        if (st == STORE_OK)
            st = store_save_top(s, top, &err);
        if (st == STORE_OK)
            st = store_commit(s, &err);
        else
            store_rollback(s);
    }
    if (st != STORE_OK && st != STORE_BUSY && st != STORE_CONFLICT)
        fprintf(stderr, "saver: %s\n", err.msg);
    policy_free(&pol);
    return st;
}

int main(int argc, char **argv)
{
    systems_init();   /* the product's systems, as main() registers them */
    if (argc != 4) {
        fputs("usage: saver STORE QMGR N\n", stderr);
        return 64;
    }
    struct store *s;
    struct store_error err = {0};
    if (store_open(argv[1], 0, &s, &err) != STORE_OK) {
        fprintf(stderr, "saver: %s\n", err.msg);
        return 1;
    }
    long n = strtol(argv[3], NULL, 10), saved = 0, busy = 0, conflict = 0, other = 0, last = 0;
    for (long i = 1; i <= n; i++) {
        char value[32];
        snprintf(value, sizeof value, "saved %ld", i);
        enum store_status st = save_once(s, argv[2], value);
        saved += st == STORE_OK;
        busy += st == STORE_BUSY;
        conflict += st == STORE_CONFLICT;
        other += st != STORE_OK && st != STORE_BUSY && st != STORE_CONFLICT;
        last = st == STORE_OK ? i : last;
    }
    store_close(s, true, &err);
    printf("saved %ld busy %ld conflict %ld last %ld\n", saved, busy, conflict, last);
    return other ? 1 : 0;
}
