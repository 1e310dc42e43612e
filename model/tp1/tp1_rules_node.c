/* model/tp1/tp1_rules_node.c — the OpenTP1 rules on one object: TP1006, TP1007 and the single
 * values TP1901–TP1904 (tp1_rules.h); and TP1005, which reads the order of the statements from
 * the source layout. */
#include "model/tp1/tp1_rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* TP1006 (seed 004 (6)): scd_retry_of_comm_error above 0 needs TP1/Extension 1; a node that states
 * it has none is reported, one whose Extension 1 is unknown is not. */
void tp1_check_retry(struct rule_ctx *cx, const struct pol_object *obj)
{
    const char *retry = schema_effective(obj, "scd_retry_of_comm_error");
    const char *ext = schema_effective(obj->top, "extension1");
    if (retry && atol(retry) > 0 && ext && strcmp(ext, "NO") == 0)
        rule_report(cx, SEV_WARNING, obj, "scd_retry_of_comm_error",
                    "scd_retry_of_comm_error=%s on node %s, which has no TP1/Extension 1: the retries "
                    "are not guaranteed to work", retry, obj->top->name);
}

/* The two numbers of a pair "a,b" into v; false when it is none. */
static bool pair(const char *s, long v[2])
{
    char *end;
    if (!s || !*s)
        return false;
    v[0] = strtol(s, &end, 10);
    if (*end != ',')
        return false;
    v[1] = strtol(end + 1, &end, 10);
    return *end == '\0';
}

/* TP1007 (research B2, [U]): with levelup_queue_count=U1,U2 and leveldown_queue_count=D0,D1 the
 * model needs D0 < U1 < U2, D1 < U2 and D0 <= D1. Effective values: a user service definition
 * takes what its node's usrrc gives. */
void tp1_check_levels(struct rule_ctx *cx, const struct pol_object *obj)
{
    long up[2], down[2];
    if (!pair(schema_effective(obj, "levelup_queue_count"), up) ||
        !pair(schema_effective(obj, "leveldown_queue_count"), down))
        return;
    const char *broken = !(down[0] < up[0]) ? "D0 < U1"
                         : !(up[0] < up[1]) ? "U1 < U2"
                         : !(down[1] < up[1]) ? "D1 < U2"
                         : !(down[0] <= down[1]) ? "D0 <= D1" : NULL;
    if (broken)
        rule_report(cx, SEV_INFO, obj, pol_get_key(obj, "leveldown_queue_count") ? "leveldown_queue_count"
                                                                                 : "levelup_queue_count",
                    "levelup_queue_count=%ld,%ld and leveldown_queue_count=%ld,%ld break %s", up[0],
                    up[1], down[0], down[1], broken);
}

/* TP1901–TP1904 and TP1004's malformed entries: each value against its schema row; the finding
 * carries the id tp1_value_problem gives. */
void tp1_check_values(struct rule_ctx *cx, const struct pol_object *obj)
{
    rules_check_values(cx, obj, RULES_VALUES_SET);
}

/* TP1005 (DEFI0014): within one definition file the set statements come first, then the commands,
 * then putenv, then dcputenv. The reader gives each line of a statement its kind as its role in the
 * source layout (1 set … 4 dcputenv, 0 a comment or a blank line); the first line whose role is
 * below one before it is reported, once per file. */
void tp1_check_order(struct rule_ctx *cx, const struct pol_object *obj)
{
    static const char *const names[] = {"", "a set statement", "a command", "putenv", "dcputenv"};
    (void)obj;
    const struct policy *p = cx->policy;
    for (size_t t = 0; t < p->ntops; t++) {
        const struct pol_object *top = p->tops[t];
        if (!tp1_is_kind(top->kind, TP1_NODE) || top->change == POL_DELETED || !top->layout)
            continue;
        for (uint32_t i = 0; i < top->layout->nfiles; i++) {
            const struct layout_file *f = top->layout->files[i];
            const struct pol_object *file = pol_find(top, "file", f->name);
            uint8_t max = 0;
            for (uint32_t l = 0; file && l < f->nlines; l++) {
                uint8_t r = f->lines[l].role;
                if (r > 4 || !r || r >= max) {
                    max = r > max && r <= 4 ? r : max;
                    continue;
                }
                char path[512];
                schema_object_path(file, path, sizeof path);
                rule_report_in(cx, SEV_WARNING, (struct diag_at){f->path, l + 1, 1, path, NULL},
                               "%s after %s: a definition file holds set statements, then commands, "
                               "then putenv, then dcputenv", names[r], names[max]);
                break;
            }
        }
    }
}
