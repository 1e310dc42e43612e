/* ui/work/store_hooks.c — import hooks on the policy store; see store_hooks.h. */
#include "ui/work/store_hooks.h"

#include <string.h>

static int hook_load(void *ctx, struct policy *pol, const struct kind_def *kind, const char *name,
                     struct pol_object **out, struct diag_list *diags)
{
    struct store_hooks_ctx *c = ctx;
    enum store_status st = store_load_top(c->store, pol, kind, name, STORE_LOAD_PARAMS | STORE_LOAD_RECORDS,
                                          out, &c->err);
    if (st == STORE_OK)
        return 0;
    if (st == STORE_NOTFOUND) {
        *out = NULL;
        memset(&c->err, 0, sizeof c->err);
        return 0;
    }
    diag_add(diags, SEV_ERROR, "STORE", (struct diag_at){NULL, 0, 0, NULL, NULL}, "%s",
             c->err.msg);
    return -1;
}

static int hook_save(void *ctx, struct pol_object *top, struct diag_list *diags)
{
    struct store_hooks_ctx *c = ctx;
    if (store_save_top(c->store, top, &c->err) == STORE_OK)
        return 0;
    diag_add(diags, SEV_ERROR, "STORE", (struct diag_at){NULL, 0, 0, NULL, c->err.field[0] ? c->err.field : NULL},
             "%s", c->err.msg);
    return -1;
}

/* Deletes every stored top-level object of sys, one at a time, journalling each (a YAML document
 * replaces the store's content of its system). */
static int hook_clear(void *ctx, const struct system_def *sys, struct diag_list *diags)
{
    struct store_hooks_ctx *c = ctx;
    const struct kind_def *kind = schema_top_kind(sys);
    char **names = NULL;
    size_t n = 0;
    enum store_status st = store_top_names(c->store, kind, &names, &n, &c->err);
    for (size_t i = 0; st == STORE_OK && i < n; i++) {
        struct policy pol;
        struct pol_object *top;
        policy_init(&pol);
        st = store_load_top(c->store, &pol, kind, names[i], 0, &top, &c->err);
        if (st == STORE_OK) {
            pol_delete(top);
            st = store_save_top(c->store, top, &c->err);
        }
        policy_free(&pol);
    }
    store_names_free(names, n);
    if (st == STORE_OK)
        return 0;
    diag_add(diags, SEV_ERROR, "STORE", (struct diag_at){NULL, 0, 0, NULL, NULL}, "%s",
             c->err.msg);
    return -1;
}

static int hook_names(void *ctx, const struct kind_def *kind, char ***names, size_t *n, struct diag_list *diags)
{
    struct store_hooks_ctx *c = ctx;
    if (store_top_names(c->store, kind, names, n, &c->err) == STORE_OK)
        return 0;
    diag_add(diags, SEV_ERROR, "STORE", (struct diag_at){NULL, 0, 0, NULL, NULL}, "%s", c->err.msg);
    return -1;
}

static int hook_observation(void *ctx, struct observation *obs, struct diag_list *diags)
{
    struct store_hooks_ctx *c = ctx;
    if (store_observation_save(c->store, obs, &c->err) == STORE_OK)
        return 0;
    diag_add(diags, SEV_ERROR, "STORE", (struct diag_at){NULL, 0, 0, NULL, NULL}, "%s", c->err.msg);
    return -1;
}

static int hook_levels(void *ctx, const struct rule_level *v, size_t n, struct diag_list *diags)
{
    struct store_hooks_ctx *c = ctx;
    if (store_rule_levels_replace(c->store, v, n, &c->err) == STORE_OK)
        return 0;
    diag_add(diags, SEV_ERROR, "STORE", (struct diag_at){NULL, 0, 0, NULL, NULL}, "%s", c->err.msg);
    return -1;
}

static int hook_progress(void *ctx, const struct import_progress *p)
{
    struct store_hooks_ctx *c = ctx;
    return c->progress ? c->progress(c->user, p) : 0;
}

void store_hooks_init(struct import_hooks *hooks, struct store_hooks_ctx *ctx)
{
    memset(hooks, 0, sizeof *hooks);
    hooks->ctx = ctx;
    hooks->load_top = hook_load;
    hooks->save_top = hook_save;
    hooks->progress = hook_progress;
    hooks->clear_system = hook_clear;
    hooks->save_observation = hook_observation;
    hooks->save_levels = hook_levels;
    hooks->top_names = hook_names;
}
