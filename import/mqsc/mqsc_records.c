/* import/mqsc/mqsc_records.c — the MQSC commands kept as records of a queue manager, in source order:
 * SET POLICY (a later one with the same name replaces the earlier), and the operational commands
 * START, STOP, REFRESH, RESET, PING, RESOLVE, CLEAR and PURGE (never replaced, but an identical one
 * from the same file, line and column is the same record: a script imported again). SET AUTHREC, DELETE
 * AUTHREC and SET CHLAUTH go to mqsc_security.c. SUSPEND QMGR and RESUME QMGR with CLUSTER or
 * CLUSNL are read into the queue manager's suspend attributes instead (research/mq.md §4 rule 22;
 * IBM "SUSPEND QMGR"). */
#include "import/mqsc/mqsc_reader.h"
#include "model/mq/mq_model.h"

#include <stdio.h>
#include <string.h>

/* The replacement key of a SET POLICY record in rd->key, "" for a record that never replaces. */
static const char *record_key(struct mqsc_reader *rd, const struct mqsc_stmt *st)
{
    rd->key.len = 0;
    tb_puts(&rd->key, "");
    if (st->verb == MQSC_V_SET && st->objtype && strcmp(st->objtype, "POLICY") == 0)
        tb_printf(&rd->key, "POLICY(%s)", st->name ? st->name : "");
    return rd->key.buf;
}

/* The record types whose keywords the MQSC keyword table lists. */
static bool keyword_checked(const struct mqsc_stmt *st)
{
    return st->verb == MQSC_V_SET && st->objtype && strcmp(st->objtype, "POLICY") == 0;
}

/* True for SET AUTHREC, DELETE AUTHREC and SET CHLAUTH (mqsc_security.c). */
static bool security_record(const struct mqsc_stmt *st)
{
    if (!st->objtype)
        return false;
    if (strcmp(st->objtype, "AUTHREC") == 0)
        return st->verb == MQSC_V_SET || st->verb == MQSC_V_DELETE;
    return st->verb == MQSC_V_SET && strcmp(st->objtype, "CHLAUTH") == 0;
}

static int add_record(struct mqsc_reader *rd, const struct mqsc_stmt *st)
{
    struct policy *pol = rd->run->pol;
    const char *key = record_key(rd, st);
    struct pol_record *r = pol_add_record(pol, rd->top, st->verb_name, st->objtype, st->name_raw,
                                          *key ? key : NULL, (struct pol_src){rd->src, st->pos});
    if (!r)
        return -1;
    char what[64]; /* the operational command's VERB_TYPE, the set of its parameters' values */
    snprintf(what, sizeof what, "%s_%s", st->verb_name, st->objtype ? st->objtype : "");
    for (size_t i = 0; i < st->nparams; i++) {
        const struct mqsc_param *p = &st->params[i];
        if (keyword_checked(st))
            mqsc_check_keyword(rd, st->objtype, p, NULL);
        else
            mqsc_check_value(rd, what, p);
        if (pol_record_param(pol, r, p->kw, p->raw, p->readonly ? PARAM_READONLY : PARAM_OTHER, p->kw_pos))
            return -1;
    }
    pol_record_repeat(rd->top, r);   /* the script read again: kept once */
    rd->run->sum->records++;
    return 0;
}

/* Adds name to (suspend) or removes it from (resume) the list attribute key of the queue manager. */
static int suspend_list(struct mqsc_reader *rd, const char *key, const struct mqsc_param *p, bool suspend)
{
    struct pol_object *top = rd->top;
    int idx = schema_attr_index(top->kind, key);
    const char *name = mqsc_value(rd, p, MQSC_ONE);
    if (!name)
        return 0;
    const char *cur = pol_get(top, idx);
    size_t nl = strlen(name);
    rd->key.len = 0;
    tb_puts(&rd->key, "");
    for (const char *s = cur; s && *s;) {
        size_t n = strcspn(s, ",");
        if (!(n == nl && memcmp(s, name, n) == 0)) {
            if (rd->key.len)
                tb_puts(&rd->key, ",");
            tb_putn(&rd->key, s, n);
        }
        s += n + (s[n] == ',');
    }
    if (suspend) {
        if (rd->key.len)
            tb_puts(&rd->key, ",");
        tb_puts(&rd->key, name);
    }
    const struct attr_def *a = top->kind->attrs[idx];
    const char *rule = NULL, *v = rd->key.len ? rd->key.buf : NULL;
    char msg[512];
    if (mq_value_problem(a, v, &rule, msg, sizeof msg)) {
        mqsc_report(rd, SEV_ERROR, rule, p->val_pos, top, p->kw, "%s", msg);
        return 0;
    }
    return pol_set(rd->run->pol, top, idx, v, p->val_pos);
}

/* The number of clusters and namelists the queue manager is suspended from. */
static size_t suspensions(const struct pol_object *top)
{
    size_t n = 0;
    const char *lists[] = {pol_get_key(top, "suspend"), pol_get_key(top, "suspendnl")};
    for (size_t i = 0; i < 2; i++)
        for (const char *s = lists[i]; s && *s; s += strcspn(s, ","), s += *s == ',')
            n++;
    return n;
}

/* SUSPEND QMGR CLUSTER(c) | CLUSNL(nl) [MODE(QUIESCE|FORCE)], RESUME QMGR CLUSTER(c) | CLUSNL(nl).
 * The store keeps one mode for all the suspensions of a queue manager (the export writes it on
 * each SUSPEND QMGR): a MODE sets it, a SUSPEND without MODE keeps it, the last RESUME clears it. A
 * SUSPEND whose mode differs from the one kept for other suspensions is a warning (MQ110): the
 * export gives one of them a mode it was not suspended with. */
static int suspend(struct mqsc_reader *rd, const struct mqsc_stmt *st)
{
    struct pol_object *top = rd->top;
    bool on = st->verb == MQSC_V_SUSPEND;
    const struct mqsc_param *cl = mqsc_stmt_param(st, "CLUSTER"), *nl = mqsc_stmt_param(st, "CLUSNL");
    const struct mqsc_param *mode = mqsc_stmt_param(st, "MODE");
    int mi = schema_attr_index(top->kind, "suspmode");
    const struct attr_def *ma = top->kind->attrs[mi];
    char kept[16], num[32], msg[512];
    snprintf(kept, sizeof kept, "%s", pol_get(top, mi) ? pol_get(top, mi) : ma->dflt);
    if ((cl && suspend_list(rd, "suspend", cl, on)) || (nl && suspend_list(rd, "suspendnl", nl, on)))
        return -1;
    const char *m = on && mode ? mqsc_value(rd, mode, MQSC_ONE) : NULL, *rule = NULL;
    if (m && mq_value_problem(ma, m, &rule, msg, sizeof msg)) {
        mqsc_report(rd, SEV_ERROR, rule, mode->val_pos, top, "MODE", "%s", msg);
    } else if (on) {
        const char *asked = m ? schema_canonical(ma, m, num, sizeof num) : ma->dflt;
        if (suspensions(top) > 1 && strcmp(asked, kept) != 0)
            mqsc_report(rd, SEV_WARNING, "MQ110", m ? mode->val_pos : st->pos, top, "MODE",
                        "SUSPEND QMGR in MODE(%s) while %s's other suspensions are in MODE(%s): the store "
                        "keeps one mode, and the export writes MODE(%s) on each",
                        asked, top->name, kept, m ? asked : kept);
        if (m && pol_set(rd->run->pol, top, mi, asked, mode->val_pos))
            return -1;
    } else if (!suspensions(top)) {
        pol_set(rd->run->pol, top, mi, NULL, st->pos);
    }
    rd->run->sum->altered++;
    return 0;
}

int mqsc_apply_record(struct mqsc_reader *rd, const struct mqsc_stmt *st)
{
    if ((st->verb == MQSC_V_SUSPEND || st->verb == MQSC_V_RESUME) && st->objtype &&
        strcmp(st->objtype, "QMGR") == 0 &&
        (mqsc_stmt_param(st, "CLUSTER") || mqsc_stmt_param(st, "CLUSNL")))
        return suspend(rd, st);
    if (security_record(st))
        return mqsc_apply_security(rd, st);
    return add_record(rd, st);
}
