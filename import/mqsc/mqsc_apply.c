/* import/mqsc/mqsc_apply.c — DEFINE, ALTER and DELETE of MQ objects, and ALTER QMGR, applied to the
 * policy as runmqsc applies them (research/mq.md §3 "REPLACE, NOREPLACE, LIKE and ALTER
 * semantics"): ALTER merges into an existing object; DEFINE without REPLACE leaves an existing one
 * alone; DEFINE REPLACE starts the object afresh; LIKE copies another object of the kind; DELETE
 * deletes. Modelled attributes are checked (MQ001, MQ002, MQ005, MQ003 on the wrong kind) and set
 * in their canonical spelling; the others are kept verbatim. After each command the object as a
 * whole is checked (MQ004, MQ006). */
#include "import/mqsc/mqsc_inserts.h"
#include "model/mq/mq_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Keywords that steer the command rather than describe the object. */
static bool command_keyword(const struct kind_def *k, const char *kw)
{
    switch (kw[0]) {
    case 'C':
        return mq_is_channel(k) && strcmp(kw, "CHLTYPE") == 0;
    case 'F':
        return strcmp(kw, "FORCE") == 0;
    case 'L':
        return strcmp(kw, "LIKE") == 0;
    case 'N':
        return strcmp(kw, "NOREPLACE") == 0;
    case 'R':
        return strcmp(kw, "REPLACE") == 0;
    default:
        return false;
    }
}

/* MQ003: keyword p is an attribute of other kinds (kinds), not of obj's. */
static void wrong_kind(struct mqsc_reader *rd, const struct pol_object *obj, const struct mqsc_param *p,
                       uint64_t kinds)
{
    const struct system_def *sys = mq_system();
    char list[256];
    size_t at = 0, n = 0, total = 0;
    for (size_t k = 0; k < sys->nkinds; k++)
        total += (kinds >> k) & 1u;
    list[0] = '\0';
    for (size_t k = 0; k < sys->nkinds && at < sizeof list; k++) {
        if (!((kinds >> k) & 1u))
            continue;
        const char *sep = n == 0 ? "" : n + 1 == total ? " and " : ", ";
        int w = snprintf(list + at, sizeof list - at, "%s%s", sep, sys->kinds[k].id);
        at += w < 0 ? 0 : (size_t)w;
        n++;
    }
    mqsc_report(rd, SEV_ERROR, "MQ003", p->kw_pos, obj, p->kw,
                "%s is not an attribute of a %s: it belongs to %s", p->kw, obj->kind->id, list);
}

/* Sets modelled attribute idx of obj from p, after checking the value. */
static int set_modelled(struct mqsc_reader *rd, struct pol_object *obj, int idx, const struct mqsc_param *p)
{
    const struct attr_def *a = obj->kind->attrs[idx];
    struct mqsc_checked_key key;
    char num[32];   /* the canonical integer v may point at: in scope until v is set */
    const char *v = p->raw ? mqsc_checked_get(&rd->checked, a, p->raw, &key) : NULL;
    if (!v) {
        if (!(v = mqsc_value(rd, p, a->type == AT_LIST ? MQSC_LIST : MQSC_ONE)))
            return 0;
        char msg[512];
        const char *rule = NULL;
        v = schema_canonical(a, v, num, sizeof num);
        if (mq_value_problem(a, v, &rule, msg, sizeof msg)) {
            mqsc_report(rd, SEV_ERROR, rule, p->val_pos, obj, a->native, "%s", msg);
            return 0;
        }
        mqsc_checked_put(&rd->checked, a, p->raw, &key, v);
    }
    return pol_set_from(rd->run->pol, obj, idx, v, (struct pol_src){rd->src, p->val_pos});
}

/* The keyword of p for a parameter of the policy: the static string of its facts f, else a copy
 * shared by the hash the parser made (NULL when memory runs out). */
static const char *param_keyword(struct policy *pol, const struct mqsc_param *p,
                                 const struct mqsc_kw_facts *f)
{
    return f->kw ? f->kw : pol_share_hashed(pol, p->kw, strlen(p->kw), p->kw_hash);
}

/* Whether read-only line i of st repeats the keyword of an earlier read-only line of st (the one
 * way an object without parameters before the command gets a keyword twice). */
static bool ro_repeated(const struct mqsc_stmt *st, size_t i)
{
    const struct mqsc_param *p = &st->params[i];
    for (size_t j = 0; j < i; j++) {
        const struct mqsc_param *q = &st->params[j];
        if (q->readonly && q->kw_hash == p->kw_hash && strcmp(q->kw, p->kw) == 0)
            return true;
    }
    return false;
}

/* Applies the parameters of st to obj: modelled attributes, verbatim ones, read-only lines. */
static int apply_params(struct mqsc_reader *rd, struct pol_object *obj, const struct mqsc_stmt *st)
{
    struct policy *pol = rd->run->pol;
    const struct kind_def *k = obj->kind;
    uint32_t id_hash = mqsc_kw_hash(k->id);
    /* an object without parameters before the command gets each of its keywords once: the parser
       refuses a keyword given twice in one command (MQ101); a read-only line only when no earlier
       one of the command has its keyword */
    bool fresh = obj->nparams == 0;
    if (fresh && pol_param_reserve(pol, obj, st->nparams))
        return -1;
    for (size_t i = 0; i < st->nparams; i++) {
        const struct mqsc_param *p = &st->params[i];
        struct mqsc_kw_facts scratch;
        const struct mqsc_kw_facts *f = mqsc_kw_facts(k->id, id_hash, p->kw, p->kw_hash, &scratch);
        uint64_t kinds = p->readonly ? 0 : f->kinds;
        if (p->readonly) {
            mqsc_check_keyword(rd, k->id, p, f);
            int r = fresh && !ro_repeated(st, i)
                        ? pol_param_add_shared(pol, obj, param_keyword(pol, p, f), p->raw,
                                               PARAM_READONLY, p->kw_pos)
                        : pol_param_set(pol, obj, p->kw, p->raw, PARAM_READONLY, p->kw_pos);
            if (r)
                return -1;
        } else if (command_keyword(k, p->kw)) {
            continue;
        } else if ((kinds >> k->index) & 1u) {
            if (set_modelled(rd, obj, f->attr, p))
                return -1;
        } else if ((k->flags & KF_MODELLED) && kinds) {
            wrong_kind(rd, obj, p, kinds);
        } else {
            mqsc_check_keyword(rd, k->id, p, f);
            /* TRIGGER after NOTRIGGER (an ALTER of a DEFINE): the later one is what holds */
            const char *other = p->raw ? NULL : f->pair;
            if (other)
                pol_param_drop(obj, other, PARAM_OTHER);
            int r = fresh ? pol_param_add_shared(pol, obj, param_keyword(pol, p, f), p->raw,
                                                 PARAM_OTHER, p->kw_pos)
                          : pol_param_set(pol, obj, p->kw, p->raw, PARAM_OTHER, p->kw_pos);
            if (r)
                return -1;
        }
    }
    return 0;
}

/* The bit of a problem of an object as a whole: its rule and attribute ("MQ004" on REPOSNL). */
static unsigned problem_bit(const struct diag *d)
{
    unsigned h = 2166136261u;
    for (const char *s = d->id; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    for (const char *s = d->attr ? d->attr : ""; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return 1u << (h % 32);
}

/* The problems of obj as a whole as it is now (MQ004, MQ006), as problem bits; 0 for an object
 * that is not modelled or when memory runs out. */
static unsigned problems_now(const struct pol_object *obj)
{
    if (!(obj->kind->flags & KF_MODELLED))
        return 0;
    struct diag_list l;
    diag_init(&l, 8);
    mq_object_problems(obj, &l, (struct diag_at){0});
    unsigned bits = 0;
    for (size_t i = 0; i < l.n; i++)
        bits |= problem_bit(&l.v[i]);
    diag_free(&l);
    return bits;
}

/* The rules on the object as a whole, once the command is merged (MQ004, MQ006): each problem
 * once, at the command that made it true (before: the problems it had already, problems_now). */
static void check_object(struct mqsc_reader *rd, const struct pol_object *obj, const struct mqsc_stmt *st,
                         unsigned before)
{
    if (!(obj->kind->flags & KF_MODELLED))
        return;
    struct diag_at at = {rd->w.file, st->pos.line, st->pos.col, NULL, NULL};
    struct diag_list l;
    diag_init(&l, 8);
    mq_object_problems(obj, &l, at);
    for (size_t i = 0; i < l.n; i++) {
        const struct diag *d = &l.v[i];
        if (problem_bit(d) & before)
            continue;
        char msg[DIAG_MSG_MAX];
        diag_add(rd->w.diags, d->sev, d->id, (struct diag_at){rd->w.file, d->line, d->col, d->path, d->attr},
                 "%s", diag_msg(d, msg, sizeof msg));
        rd->errors += d->sev == SEV_ERROR;
    }
    diag_free(&l);
}

/* Forgets every value and parameter of obj (DEFINE REPLACE). */
static void clear_object(struct mqsc_reader *rd, struct pol_object *obj)
{
    for (unsigned i = 0; i < obj->kind->nattrs; i++)
        pol_set(rd->run->pol, obj, (int)i, NULL, (struct pol_pos){0, 0});
    obj->nparams = 0;
}

/* Copies the values and unmodelled parameters of like into obj (DEFINE LIKE). */
static int copy_object(struct mqsc_reader *rd, struct pol_object *obj, const struct pol_object *like)
{
    struct policy *pol = rd->run->pol;
    for (unsigned i = 0; i < obj->kind->nattrs; i++) {
        struct pol_src from = {pol_value_file(like, (int)i), like->vpos[i]};
        if (like->vals[i] && pol_set_from(pol, obj, (int)i, like->vals[i], from))
            return -1;
    }
    for (size_t i = 0; i < like->nparams; i++) {
        const struct pol_param *pp = &like->params[i];
        if (pp->cls == PARAM_OTHER && pol_param_set(pol, obj, pp->keyword, pp->value, pp->cls, pp->pos))
            return -1;
    }
    return 0;
}

/* The object LIKE names, or NULL after reporting; *given false when there is no LIKE, or when it
 * names a system or default object the store does not hold, whose values are the documented
 * defaults the new object has anyway (mq_defaults.c). */
static const struct pol_object *like_object(struct mqsc_reader *rd, const struct mqsc_stmt *st,
                                            const struct kind_def *kind, bool *given)
{
    const struct mqsc_param *lp = mqsc_stmt_param(st, "LIKE");
    *given = lp != NULL;
    if (!lp)
        return NULL;
    const char *v = mqsc_value(rd, lp, MQSC_ONE);
    if (!v)
        return NULL;
    const struct pol_object *like = pol_find(rd->top, kind->ns, v);
    const struct mq_system_object *d = like ? NULL : mq_system_object(rd->top, kind, v);
    if (d && d->kind == kind->index) {
        *given = false;
        return NULL;
    }
    if (!like || like->kind != kind)
        mqsc_report(rd, SEV_ERROR, "MQ107", lp->val_pos, NULL, "LIKE",
                    "LIKE(%s): queue manager %s has no %s of that name to copy", v, rd->top->name, kind->id);
    return like && like->kind == kind ? like : NULL;
}

/* A copy of obj's values before a command changes them (malloc'd; NULL when memory runs out, and
 * then the rule below is skipped). */
static const char **values_before(const struct pol_object *obj)
{
    size_t n = obj->kind->nattrs ? obj->kind->nattrs : 1;
    const char **v = malloc(n * sizeof *v);
    if (v && obj->kind->nattrs)
        memcpy(v, obj->vals, obj->kind->nattrs * sizeof *v);
    return v;
}

/* Rule MQ024 (research/mq.md §4 rule 24) on a command that changed queue obj, whose values were
 * before (from values_before, freed here): warns when it took a clustered queue out of its
 * clusters, at the CLUSTER or CLUSNL value of the command (or the command, when a DEFINE REPLACE
 * left it out). */
static void check_unclustered(struct mqsc_reader *rd, const struct mqsc_stmt *st, struct pol_object *obj,
                              const char **before)
{
    if (!before || !mq_is_queue(obj->kind)) {
        free(before);
        return;
    }
    struct pol_object was = *obj;
    was.vals = before;
    struct diag_list found;
    diag_init(&found, 0);
    if (mq_rule_unclustered(&was, obj, &found) > 0 && found.n) {
        const struct diag *d = &found.v[0];
        const struct mqsc_param *p = d->attr ? mqsc_stmt_param(st, d->attr) : NULL;
        mqsc_report(rd, SEV_WARNING, "MQ024", p ? p->val_pos : st->pos, obj, d->attr, "%s", d->msg);
    }
    diag_free(&found);
    free(before);
}

static int define(struct mqsc_reader *rd, const struct mqsc_stmt *st, const struct kind_def *kind,
                  struct pol_object *ex)
{
    bool replace = mqsc_stmt_param(st, "REPLACE") != NULL, given;
    /* another kind of the namespace: MQ refuses it, with or without REPLACE */
    if (ex && ex->kind != kind) {
        mqsc_report(rd, SEV_ERROR, "MQ026", st->name_pos, ex, NULL,
                    "%s name '%s' is already taken by a %s: they share one namespace on a queue manager",
                    kind->id, st->name, ex->kind->id);
        return 0;
    }
    if (ex && !replace) {
        mqsc_report(rd, SEV_WARNING, "MQ108", st->pos, ex, NULL,
                    "%s('%s') already exists: DEFINE without REPLACE leaves it as it is, as runmqsc does",
                    ex->kind->id, ex->name);
        rd->run->sum->skipped++;
        return 0;
    }
    const struct pol_object *like = like_object(rd, st, kind, &given);
    if (given && !like)
        return 0;
    struct pol_object *obj = ex;
    if (!obj && !(obj = pol_new(rd->run->pol, kind, rd->top, st->name)))
        return -1;
    const char **before = ex ? values_before(ex) : NULL;
    if (ex && ex != like)
        clear_object(rd, ex);
    obj->src = (struct pol_src){rd->src, st->pos};
    if ((like && like != obj && copy_object(rd, obj, like)) || apply_params(rd, obj, st)) {
        free(before);
        return -1;
    }
    check_object(rd, obj, st, 0);
    if (ex)
        check_unclustered(rd, st, obj, before);
    rd->run->sum->defined++;
    return 0;
}

/* ALTER of an object the store does not hold. A system or default object of the queue manager's
 * platform (mq_defaults.c) is made, its values the documented defaults, into *ex. Otherwise MQ107:
 * an error when the queue manager is known whole (a dump) or the name is a default object of
 * another type; else a warning naming the object, and the command kept as written (a record), for
 * a script may change what only the real queue manager holds. Returns 0, or -1 when memory runs
 * out. */
static int alter_missing(struct mqsc_reader *rd, const struct mqsc_stmt *st, const struct kind_def *kind,
                         struct pol_object **ex)
{
    const struct mq_system_object *d =
        mq_system_object(rd->top, kind ? kind : mq_kind(MQ_CLUSRCVR), st->name);
    if (d && (!kind || d->kind == kind->index)) {
        if (!(*ex = pol_new(rd->run->pol, mq_kind(d->kind), rd->top, st->name)))
            return -1;
        (*ex)->src = (struct pol_src){rd->src, st->pos};
        return 0;
    }
    const char *what = kind ? kind->id : st->objtype;
    if (d || mq_qmgr_fully_known(rd->top)) {
        mqsc_report(rd, SEV_ERROR, "MQ107", st->name_pos, NULL, NULL,
                    "ALTER %s('%s'): queue manager %s has no %s of that name%s%s", st->objtype, st->name,
                    rd->top->name, what, d ? "; it is a " : "", d ? mq_kind(d->kind)->id : "");
        return 0;
    }
    mqsc_report(rd, SEV_WARNING, "MQ107", st->name_pos, NULL, NULL,
                "ALTER %s('%s'): queue manager %s is known from scripts only and holds no %s of that name "
                "here: the ALTER is kept as written, unchecked", st->objtype, st->name, rd->top->name, what);
    return mqsc_apply_record(rd, st);
}

static int alter(struct mqsc_reader *rd, const struct mqsc_stmt *st, const struct kind_def *kind,
                 struct pol_object *ex)
{
    if (ex && kind && ex->kind != kind) {
        mqsc_report(rd, SEV_ERROR, "MQ107", st->name_pos, NULL, NULL,
                    "ALTER %s('%s'): queue manager %s has no %s of that name; it is a %s", st->objtype,
                    st->name, rd->top->name, kind->id, ex->kind->id);
        return 0;
    }
    if (!ex) {
        int r = alter_missing(rd, st, kind, &ex);
        if (r || !ex)
            return r;
    }
    const char **before = values_before(ex);
    unsigned had = problems_now(ex);
    if (apply_params(rd, ex, st)) {
        free(before);
        return -1;
    }
    check_object(rd, ex, st, had);
    check_unclustered(rd, st, ex, before);
    rd->run->sum->altered++;
    return 0;
}

static int delete(struct mqsc_reader *rd, const struct mqsc_stmt *st, const struct kind_def *kind,
                  struct pol_object *ex)
{
    if (!ex || (kind && ex->kind != kind)) {
        mqsc_report(rd, SEV_WARNING, "MQ107", st->name_pos, NULL, NULL,
                    "DELETE %s('%s'): queue manager %s has no %s of that name: nothing to delete",
                    st->objtype, st->name, rd->top->name, kind ? kind->id : st->objtype);
        return 0;
    }
    pol_delete(ex);
    rd->run->sum->deleted++;
    return 0;
}

/* The kind st names: its object type and, for a channel, CHLTYPE. *kind stays NULL for a channel
 * without CHLTYPE (ALTER and DELETE then take the existing channel's). Returns 0, or 1 after
 * reporting. */
static int stmt_kind(struct mqsc_reader *rd, const struct mqsc_stmt *st, const struct kind_def **kind)
{
    const struct system_def *sys = mq_system();
    *kind = NULL;
    if (st->objtype && strcmp(st->objtype, "CHANNEL") == 0) {
        const struct mqsc_param *t = mqsc_stmt_param(st, "CHLTYPE");
        if (!t && st->verb == MQSC_V_DEFINE) {
            mqsc_report(rd, SEV_ERROR, "MQ101", st->pos, NULL, NULL, "DEFINE CHANNEL needs CHLTYPE");
            return 1;
        }
        const char *v = t ? mqsc_value(rd, t, MQSC_ONE) : NULL;
        if (t && !v)
            return 1;
        if (v && !(*kind = schema_kind_native(sys, "CHANNEL", v))) {
            mqsc_report(rd, SEV_ERROR, "MQ002", t->val_pos, NULL, "CHLTYPE",
                        "CHLTYPE(%s) is not a valid value: CHLTYPE must be SDR, SVR, RCVR, RQSTR, CLNTCONN, "
                        "SVRCONN, CLUSSDR, CLUSRCVR, AMQP or MQTT", v);
            return 1;
        }
        return 0;
    }
    const struct kind_def *k = st->objtype ? schema_kind_native(sys, st->objtype, NULL) : NULL;
    if (!k || (k->flags & KF_TOP)) {
        mqsc_report(rd, SEV_ERROR, "MQ101", st->pos, NULL, NULL, "%s %s: unknown object type for %s",
                    st->verb_name, st->objtype ? st->objtype : "", st->verb_name);
        return 1;
    }
    *kind = k;
    return 0;
}

/* MQ005 on the object name (after +QMNAME+ takes the queue manager's name). Subscription names are
 * free text and are not checked. */
static bool bad_name(struct mqsc_reader *rd, const struct mqsc_stmt *st, const struct kind_def *kind)
{
    const struct kind_def *k = kind ? kind : mq_kind(MQ_CLUSRCVR);
    if (k->index == MQ_SUB)
        return false;
    const char *why = mq_name_problem(k, st->name, rd->top->name);
    if (why)
        mqsc_report(rd, SEV_ERROR, "MQ005", st->name_pos, NULL, NULL, "%s name '%s' %s", k->native, st->name,
                    why);
    return why != NULL;
}

static int alter_qmgr(struct mqsc_reader *rd, const struct mqsc_stmt *st)
{
    if (st->verb != MQSC_V_ALTER) {
        mqsc_report(rd, SEV_ERROR, "MQ101", st->pos, NULL, NULL,
                    "%s QMGR: a queue manager is changed with ALTER QMGR only", st->verb_name);
        return 0;
    }
    unsigned had = problems_now(rd->top);
    if (apply_params(rd, rd->top, st))
        return -1;
    check_object(rd, rd->top, st, had);
    rd->run->sum->altered++;
    return 0;
}

/* Applies st, an object command whose kind is known and name given. */
static int apply_named(struct mqsc_reader *rd, const struct mqsc_stmt *st, const struct kind_def *kind)
{
    if (bad_name(rd, st, kind))
        return 0;
    struct pol_object *ex = pol_find(rd->top, kind ? kind->ns : mq_kind(MQ_CLUSRCVR)->ns, st->name);
    switch (st->verb) {
    case MQSC_V_DEFINE:
        return define(rd, st, kind, ex);
    case MQSC_V_ALTER:
        return alter(rd, st, kind, ex);
    default:
        return delete(rd, st, kind, ex);
    }
}

int mqsc_apply_object(struct mqsc_reader *rd, const struct mqsc_stmt *st)
{
    if (st->objtype && strcmp(st->objtype, "QMGR") == 0)
        return alter_qmgr(rd, st);
    const struct kind_def *kind;
    if (stmt_kind(rd, st, &kind))
        return 0;
    if (!st->name) {
        mqsc_report(rd, SEV_ERROR, "MQ101", st->pos, NULL, NULL, "%s %s needs a name in parentheses",
                    st->verb_name, st->objtype);
        return 0;
    }
    /* a uniform cluster's cluster-receiver: the inserts its queue manager's qm.ini resolves */
    struct mqsc_resolved res;
    int rv = kind && kind->index == MQ_CLUSRCVR ? mqsc_inserts_resolve(rd, st, &res) : 0;
    if (rv < 0) {
        mqsc_inserts_free(&res);
        return -1;
    }
    const struct mqsc_stmt *use = rv ? &res.st : st;
    size_t errors = rd->errors;
    int r = apply_named(rd, use, kind);
    const struct pol_object *rcvr = rv && r == 0 && rd->errors == errors && st->verb == MQSC_V_DEFINE
                                    ? pol_find(rd->top, kind->ns, use->name) : NULL;
    if (rcvr && rcvr->kind == kind)
        r = mqsc_autocluster_senders(rd, st, st->name, rcvr);
    if (rv)
        mqsc_inserts_free(&res);
    return r;
}
