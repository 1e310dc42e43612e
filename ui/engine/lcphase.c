/* ui/engine/lcphase.c — pairing the line commands of one screen; see lcphase.h. */
#include "ui/engine/lcphase.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

bool lcphase_is(const char *const *list, const char *code)
{
    for (; list && *list; list++)
        if (strcasecmp(*list, code) == 0)
            return true;
    return false;
}

static void name_row(lcphase_namer name, void *ctx, long row, char *out, size_t len)
{
    if (name)
        name(ctx, row, out, len);
    else if (row < 0)
        snprintf(out, len, "the top line");
    else
        snprintf(out, len, "row %ld", row + 1);
}

/* "C on row 2 and M on row 5" into out. */
static void two(const struct lcphase_cmd *a, const struct lcphase_cmd *b, lcphase_namer name, void *ctx,
                char *out, size_t len)
{
    char na[64], nb[64];
    name_row(name, ctx, a->row, na, sizeof na);
    name_row(name, ctx, b->row, nb, sizeof nb);
    snprintf(out, len, "%s on %s and %s on %s", a->code, na, b->code, nb);
}

enum lcphase_rc lcphase_pair(const struct lcphase_cmd *cmds, size_t n, const struct lcphase_roles *roles,
                             lcphase_namer name, void *ctx, struct lcphase_op *ops, size_t *nops,
                             long *waiting, char *msg, size_t len)
{
    long src = -1, dst = -1;
    char both[160], who[64];
    *nops = 0;
    *waiting = -1;
    msg[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        bool s = lcphase_is(roles->sources, cmds[i].code), t = lcphase_is(roles->targets, cmds[i].code);
        long *slot = s ? &src : t ? &dst : NULL;
        if (!slot)
            continue;
        if (*slot >= 0) {
            two(&cmds[*slot], &cmds[i], name, ctx, both, sizeof both);
            snprintf(msg, len, s ? "%s: one A or B pairs with one C or M; nothing was changed."
                                 : "%s: one C or M pairs with one A or B; nothing was changed.",
                     both);
            return LCP_REFUSED;
        }
        *slot = (long)i;
    }
    for (size_t i = 0; i < n; i++) {
        if ((long)i == dst || ((long)i == src && dst < 0))
            continue;
        struct lcphase_op *o = &ops[(*nops)++];
        o->row = cmds[i].row;
        memcpy(o->code, cmds[i].code, sizeof o->code);
        o->target = -2;
        o->tcode[0] = '\0';
        if ((long)i == src) {
            o->target = cmds[dst].row;
            memcpy(o->tcode, cmds[dst].code, sizeof o->tcode);
        }
    }
    if ((src < 0) == (dst < 0))
        return LCP_ALL;
    long w = src >= 0 ? src : dst;
    *waiting = w;
    name_row(name, ctx, cmds[w].row, who, sizeof who);
    snprintf(msg, len, src >= 0 ? "%s on %s waits for an A (after) or B (before) to say where it goes."
                                : "%s on %s waits for a C (copy) or M (move) to say which row goes there.",
             cmds[w].code, who);
    return LCP_WAITING;
}
