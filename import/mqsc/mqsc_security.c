/* import/mqsc/mqsc_security.c — the authority records and channel authentication records of a queue
 * manager, applied as the queue manager applies SET AUTHREC, DELETE AUTHREC and SET CHLAUTH. The
 * store keeps one record per key holding its state: what DISPLAY AUTHREC or DISPLAY CHLAUTH would
 * show, written back as one command.
 *
 * SET AUTHREC (IBM, "SET AUTHREC on Multiplatforms",
 * https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.1.0/com.ibm.mq.ref.adm.doc/q086620_.htm:
 * PROFILE "is required unless the OBJTYPE parameter is QMGR"; and setmqaut, whose +authority and
 * -authority these are): the key is the profile (for OBJTYPE(QMGR) without one, the queue
 * manager's own, 'self'), the object type, PRINCIPAL or GROUP and
 * SERVCOMP. AUTHADD adds authorities to those the key holds, AUTHRMV takes them away (AUTHRMV(ALL)
 * every one); a record left with none is removed. DELETE AUTHREC removes the record. An AUTHRMV or
 * DELETE of a record the store does not hold is kept as written: the queue manager may hold it.
 *
 * SET CHLAUTH (IBM, "SET CHLAUTH", https://www.ibm.com/docs/SSFKSJ_9.4.0/refadmin/q086630_.html;
 * reason codes 3337 MQRCCF_CHLAUTH_ALREADY_EXISTS,
 * https://www.ibm.com/docs/en/SSFKSJ_latest/reference/q048030_.html): a record is its channel
 * profile, TYPE and, for the mapping types, the mapping fields (ADDRESS, CLNTUSER, SSLPEER,
 * SSLCERTI, QMNAME). ACTION(ADD), the default, adds a mapping record — one that exists already is
 * refused — or adds the members of USERLIST or ADDRLIST to a blocking record's list; REPLACE adds
 * or replaces a mapping record, or replaces a list (an empty list removes the record); REMOVE
 * removes a mapping record, or members of a list (the record goes with its last member) — a record
 * or member that is not there is refused; REMOVEALL removes every record of the profile and TYPE
 * and takes no mapping field or list. The three rules crtmqm creates (mq_default_chlauth) are
 * there on a queue manager known from scripts only. Stored records end in ACTION(REPLACE), as
 * dmpmqcfg writes them. */
#include "import/mqsc/mqsc_reader.h"
#include "model/mq/mq_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The live record of the queue manager whose key is key, or NULL. */
static struct pol_record *live_record(const struct pol_object *top, const char *key)
{
    const struct pol_scope *sc = top->scope;
    for (size_t i = sc->nrecs; i-- > 0;)
        if (!sc->recs[i]->deleted && sc->recs[i]->key && strcmp(sc->recs[i]->key, key) == 0)
            return sc->recs[i];
    return NULL;
}

static void drop_record(struct pol_object *top, struct pol_record *r)
{
    r->deleted = true;
    top->scope->recs_dirty = true;
}

/* ---- lists of names, comma-separated ----------------------------------------------------------- */

/* True when the comma-separated list holds item (exactly). */
static bool list_has(const char *list, const char *item)
{
    size_t n = strlen(item);
    for (const char *s = list; s && *s; s += strcspn(s, ","), s += *s == ',')
        if (strcspn(s, ",") == n && memcmp(s, item, n) == 0)
            return true;
    return false;
}

/* Sets out to the comma-separated list of the items of base, then of add, each once, leaving out
 * those of drop. */
static void list_merge(struct textbuf *out, const char *base, const char *add, const char *drop)
{
    const char *parts[] = {base, add};
    out->len = 0;
    tb_puts(out, "");
    for (size_t k = 0; k < 2; k++)
        for (const char *s = parts[k]; s && *s; s += strcspn(s, ","), s += *s == ',') {
            char item[256];
            snprintf(item, sizeof item, "%.*s", (int)strcspn(s, ","), s);
            if (list_has(drop, item) || (out->buf && list_has(out->buf, item)))
                continue;
            if (out->len)
                tb_puts(out, ",");
            tb_puts(out, item);
        }
}

/* The list as MQSC text: each item quoted (quote) or bare, comma-separated, into out. */
static const char *list_raw(struct textbuf *out, const char *list, bool quote)
{
    out->len = 0;
    tb_puts(out, "");
    for (const char *s = list; s && *s; s += strcspn(s, ","), s += *s == ',') {
        if (out->len)
            tb_puts(out, ",");
        size_t n = strcspn(s, ",");
        if (!quote) {
            tb_putn(out, s, n);
            continue;
        }
        tb_puts(out, "'");
        for (size_t i = 0; i < n; i++)
            tb_putn(out, s[i] == '\'' ? "''" : s + i, 1 + (s[i] == '\''));
        tb_puts(out, "'");
    }
    return out->oom ? NULL : out->buf;
}

/* The decoded list value of keyword kw of st (comma-separated) into *out (malloc'd; "" when st
 * lacks it). Returns 0, 1 after reporting a value that cannot be read, or -1 when memory runs out. */
static int param_list(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *kw, char **out)
{
    const struct mqsc_param *p = mqsc_stmt_param(st, kw);
    const char *v = p ? mqsc_value(rd, p, MQSC_LIST) : "";
    *out = v ? strdup(v) : NULL;
    return !v ? (rd->val.oom ? -1 : 1) : *out ? 0 : -1;
}

/* The decoded list of a stored parameter value (raw MQSC text), malloc'd; NULL when memory runs
 * out. */
static char *stored_list(const struct pol_record *r, const char *kw)
{
    for (size_t i = 0; r && i < r->nparams; i++)
        if (strcmp(r->params[i].keyword, kw) == 0 && r->params[i].value) {
            const char *raw = r->params[i].value;
            char *out = malloc(strlen(raw) + 1);
            size_t bad;
            if (out && mqsc_decode(raw, MQSC_LIST, out, &bad))
                out[0] = '\0';
            return out;
        }
    return strdup("");
}

/* ---- building a record ------------------------------------------------------------------------- */

/* True when record r has a parameter kw. */
static bool record_has(const struct pol_record *r, const char *kw)
{
    for (size_t i = 0; i < r->nparams; i++)
        if (strcmp(r->params[i].keyword, kw) == 0)
            return true;
    return false;
}

/* The keywords never stored: they steer the command. */
static bool steering(const char *kw)
{
    return strcmp(kw, "ACTION") == 0 || strcmp(kw, "AUTHRMV") == 0;
}

/* A new record of st under key (replacing the live one), holding base's parameters (may be NULL)
 * overridden by st's, with list_kw's value list (raw text; NULL: st's own) and ACTION(REPLACE) last
 * when action is set. With key NULL the record is st as written, ACTION and AUTHRMV included.
 * Returns 0, or -1 when memory runs out. */
static int put_record(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *key,
                      const struct pol_record *base, const char *list_kw, const char *list, bool action)
{
    struct policy *pol = rd->run->pol;
    struct pol_record *r = pol_add_record(pol, rd->top, st->verb_name, st->objtype, st->name_raw, key,
                                          (struct pol_src){rd->src, st->pos});
    if (!r)
        return -1;
    bool listed = false;
    for (size_t i = 0; base && i < base->nparams; i++) {
        const struct pol_param *bp = &base->params[i];
        const struct mqsc_param *sp = mqsc_stmt_param(st, bp->keyword);
        bool is_list = list && strcmp(bp->keyword, list_kw) == 0;
        if (steering(bp->keyword) || (is_list && listed))
            continue;
        listed |= is_list;
        const char *v = is_list ? list : sp ? sp->raw : bp->value;
        if (pol_record_param(pol, r, bp->keyword, v, bp->cls, sp ? sp->kw_pos : bp->pos))
            return -1;
    }
    for (size_t i = 0; i < st->nparams; i++) {
        const struct mqsc_param *p = &st->params[i];
        bool is_list = list && strcmp(p->kw, list_kw) == 0;
        if ((key && steering(p->kw)) || (base && !is_list && record_has(base, p->kw)) || (is_list && listed))
            continue;
        listed |= is_list;
        if (pol_record_param(pol, r, p->kw, is_list ? list : p->raw,
                             p->readonly ? PARAM_READONLY : PARAM_OTHER, p->kw_pos))
            return -1;
    }
    if (list && !listed && pol_record_param(pol, r, list_kw, list, PARAM_OTHER, st->pos))
        return -1;
    if (action && pol_record_param(pol, r, "ACTION", "REPLACE", PARAM_OTHER, st->pos))
        return -1;
    pol_record_repeat(rd->top, r);   /* the script read again: kept once, in its place */
    rd->run->sum->records++;
    return 0;
}

/* Keeps st as written, a command that never replaces (the queue manager may hold what it acts
 * on), after a warning. */
static int keep_as_written(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *what)
{
    mqsc_report(rd, SEV_WARNING, "MQ107", st->pos, NULL, NULL,
                "%s %s: the store holds no %s for it on queue manager %s, known from scripts only: the "
                "command is kept as written", st->verb_name, st->objtype, what, rd->top->name);
    return put_record(rd, st, NULL, NULL, NULL, NULL, false);
}

/* ---- SET AUTHREC, DELETE AUTHREC ---------------------------------------------------------------- */

/* The key of an authority record in rd->key; NULL after reporting. OBJTYPE(QMGR) without PROFILE
 * is the queue manager's own profile, which DISPLAY AUTHREC and dmpmqcfg call 'self' (beside it,
 * '@class' holds the authority to create). */
static const char *authrec_key(struct mqsc_reader *rd, const struct mqsc_stmt *st)
{
    static const char *const fields[] = {"PROFILE", "OBJTYPE", "PRINCIPAL", "GROUP", "SERVCOMP", NULL};
    const struct mqsc_param *ot = mqsc_stmt_param(st, "OBJTYPE");
    const char *type = ot ? mqsc_value(rd, ot, MQSC_ONE) : NULL;
    bool self = type && strcmp(type, "QMGR") == 0 && !mqsc_stmt_param(st, "PROFILE");
    rd->key.len = 0;
    tb_puts(&rd->key, self ? "AUTHREC PROFILE(self)" : "AUTHREC");
    return mqsc_key_fields(rd, st, fields + self) ? NULL : rd->key.buf;
}

/* The authorities after st: those of r (may be NULL) with AUTHADD's added and AUTHRMV's taken away
 * (AUTHRMV(ALL): every one), into out. Returns 0, 1 after reporting, -1 when memory runs out. */
static int authorities(struct mqsc_reader *rd, const struct mqsc_stmt *st, const struct pol_record *r,
                       struct textbuf *out)
{
    char *add = NULL, *rmv = NULL, *cur = NULL;
    int rc = param_list(rd, st, "AUTHADD", &add);
    if (!rc)
        rc = param_list(rd, st, "AUTHRMV", &rmv);
    if (!rc && !(cur = list_has(rmv, "ALL") ? strdup("") : stored_list(r, "AUTHADD")))
        rc = -1;
    if (!rc)
        list_merge(out, cur, add, rmv);
    free(add);
    free(rmv);
    free(cur);
    return rc ? rc : out->oom ? -1 : 0;
}

static int authrec(struct mqsc_reader *rd, const struct mqsc_stmt *st)
{
    const char *k = authrec_key(rd, st);
    if (!k)
        return rd->key.oom || rd->val.oom ? -1 : 0;
    char *key = strdup(k);
    if (!key)
        return -1;
    struct pol_record *r = live_record(rd->top, key);
    int rc = 0;
    struct textbuf auth = {0}, raw = {0};
    if (st->verb == MQSC_V_DELETE) {
        if (r)
            drop_record(rd->top, r);
        else
            rc = keep_as_written(rd, st, "such authority record");
    } else if (!r && !mqsc_stmt_param(st, "AUTHADD")) {
        rc = keep_as_written(rd, st, "authority record");
    } else if ((rc = authorities(rd, st, r, &auth)) == 0) {
        if (!auth.len && r) {
            drop_record(rd->top, r);
        } else {
            const char *list = list_raw(&raw, auth.len ? auth.buf : "NONE", false);
            rc = list ? put_record(rd, st, key, r, "AUTHADD", list, false) : -1;
        }
    }
    tb_free(&auth);
    tb_free(&raw);
    free(key);
    return rc < 0 ? -1 : 0;
}

/* ---- SET CHLAUTH --------------------------------------------------------------------------------- */

static const char *const mapping_fields[] = {"ADDRESS", "CLNTUSER", "SSLPEER", "QMNAME", "SSLCERTI", NULL};

/* The record's key in rd->key ("CHLAUTH(profile) TYPE(t)" and the mapping fields); NULL after
 * reporting. */
static const char *chlauth_key(struct mqsc_reader *rd, const struct mqsc_stmt *st, bool block)
{
    static const char *const type[] = {"TYPE", NULL};
    rd->key.len = 0;
    tb_printf(&rd->key, "CHLAUTH(%s)", st->name ? st->name : "");
    if (mqsc_key_fields(rd, st, type) || (!block && mqsc_key_fields(rd, st, mapping_fields)))
        return NULL;
    return rd->key.buf;
}

/* The decoded value of keyword kw of st, copied to buf (size n); "" when st lacks it. */
static const char *value_of(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *kw, char *buf,
                            size_t n)
{
    const struct mqsc_param *p = mqsc_stmt_param(st, kw);
    const char *v = p ? mqsc_value(rd, p, MQSC_ONE) : "";
    snprintf(buf, n, "%s", v ? v : "");
    return buf;
}

/* A refusal of st by the queue manager, at its ACTION (or the command). */
static void refuse(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *why)
{
    const struct mqsc_param *a = mqsc_stmt_param(st, "ACTION");
    mqsc_report(rd, SEV_ERROR, "MQ112", a ? a->val_pos : st->pos, NULL, a ? "ACTION" : NULL,
                "SET CHLAUTH(%s): %s", st->name_raw ? st->name_raw : "", why);
}

/* True when the record of st is one of the rules crtmqm creates and the queue manager is known from
 * scripts only: the queue manager has it though the store does not. */
static bool crtmqm_rule(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *type)
{
    char addr[256];
    return !mq_qmgr_fully_known(rd->top) && mq_platform_of(rd->top) != MQ_PLATFORM_ZOS &&
           mq_default_chlauth(st->name ? st->name : "", type, value_of(rd, st, "ADDRESS", addr, sizeof addr));
}

/* REMOVEALL: every record of the profile and type (key) goes; none found on a queue manager known
 * from scripts only, the command is kept. */
static int chlauth_removeall(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *key,
                             const char *list_kw)
{
    for (size_t i = 0; mapping_fields[i]; i++)
        if (mqsc_stmt_param(st, mapping_fields[i]) || mqsc_stmt_param(st, list_kw)) {
            refuse(rd, st, "ACTION(REMOVEALL) takes no ADDRESS, CLNTUSER, SSLPEER, QMNAME, SSLCERTI, "
                           "USERLIST or ADDRLIST: it removes every record of the profile and type");
            return 0;
        }
    size_t n = strlen(key), found = 0;
    const struct pol_scope *sc = rd->top->scope;
    for (size_t i = 0; i < sc->nrecs; i++) {
        struct pol_record *r = sc->recs[i];
        if (!r->deleted && r->key && strncmp(r->key, key, n) == 0 && (!r->key[n] || r->key[n] == ' ')) {
            drop_record(rd->top, r);
            found++;
        }
    }
    return found || mq_qmgr_fully_known(rd->top) ? 0 : put_record(rd, st, NULL, NULL, NULL, NULL, false);
}

/* 1 after refusing a member of given that list cur lacks, else 0. */
static int members_missing(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *cur,
                           const char *given)
{
    for (const char *s = given; *s; s += strcspn(s, ","), s += *s == ',') {
        char item[256], why[400];
        snprintf(item, sizeof item, "%.*s", (int)strcspn(s, ","), s);
        if (!list_has(cur, item)) {
            snprintf(why, sizeof why, "ACTION(REMOVE) of '%s', which is not in the list", item);
            refuse(rd, st, why);
            return 1;
        }
    }
    return 0;
}

/* A blocking record (BLOCKUSER, BLOCKADDR): the actions act on the members of its list. */
static int chlauth_block(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *key,
                         const char *action, const char *type, const char *list_kw)
{
    struct pol_record *r = live_record(rd->top, key);
    bool remove = strcmp(action, "REMOVE") == 0;
    if (remove && !r) {
        if (crtmqm_rule(rd, st, type))
            return put_record(rd, st, NULL, NULL, NULL, NULL, false);
        refuse(rd, st, "ACTION(REMOVE) of a record that does not exist");
        return 0;
    }
    char *given = NULL, *cur = stored_list(r, list_kw);
    int rc = cur ? param_list(rd, st, list_kw, &given) : -1;
    if (!rc && remove)
        rc = members_missing(rd, st, cur, given);
    struct textbuf merged = {0}, raw = {0};
    if (!rc) {
        list_merge(&merged, remove || strcmp(action, "ADD") == 0 ? cur : "", remove ? "" : given,
                   remove ? given : "");
        const char *list = merged.len ? list_raw(&raw, merged.buf, true) : NULL;
        if (merged.oom || raw.oom)
            rc = -1;
        else if (!merged.len && r)
            drop_record(rd->top, r);
        else if (list)
            rc = put_record(rd, st, key, r, list_kw, list, true);
    }
    tb_free(&merged);
    tb_free(&raw);
    free(given);
    free(cur);
    return rc < 0 ? -1 : 0;
}

/* A mapping record (ADDRESSMAP, USERMAP, SSLPEERMAP, QMGRMAP): whole records come and go. */
static int chlauth_map(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *key, const char *action,
                       const char *type)
{
    struct pol_record *r = live_record(rd->top, key);
    if (strcmp(action, "REMOVE") == 0) {
        if (r)
            drop_record(rd->top, r);
        else if (crtmqm_rule(rd, st, type))
            return put_record(rd, st, NULL, NULL, NULL, NULL, false);
        else
            refuse(rd, st, "ACTION(REMOVE) of a record that does not exist");
        return 0;
    }
    if (strcmp(action, "ADD") == 0 && (r || crtmqm_rule(rd, st, type))) {
        refuse(rd, st, r ? "ACTION(ADD) of a record that exists already (reason 3337, "
                           "MQRCCF_CHLAUTH_ALREADY_EXISTS): use ACTION(REPLACE)"
                         : "ACTION(ADD) of a rule every queue manager has from crtmqm (reason 3337, "
                           "MQRCCF_CHLAUTH_ALREADY_EXISTS): use ACTION(REPLACE)");
        return 0;
    }
    return put_record(rd, st, key, NULL, NULL, NULL, true);
}

static int chlauth(struct mqsc_reader *rd, const struct mqsc_stmt *st)
{
    static const char *const actions[] = {"ADD", "REPLACE", "REMOVE", "REMOVEALL", NULL};
    char type[32], action[32];
    value_of(rd, st, "TYPE", type, sizeof type);
    value_of(rd, st, "ACTION", action, sizeof action);
    if (!*action)
        snprintf(action, sizeof action, "ADD");
    size_t i = 0;
    while (actions[i] && strcmp(actions[i], action) != 0)
        i++;
    if (!actions[i])
        return 0; /* reported with the other values (mqsc_check_keyword) */
    bool block = strcmp(type, "BLOCKUSER") == 0 || strcmp(type, "BLOCKADDR") == 0;
    const char *k = chlauth_key(rd, st, block);
    if (!k)
        return rd->key.oom || rd->val.oom ? -1 : 0;
    char *key = strdup(k);
    if (!key)
        return -1;
    const char *list_kw = strcmp(type, "BLOCKADDR") == 0 ? "ADDRLIST" : "USERLIST";
    int rc = strcmp(action, "REMOVEALL") == 0 ? chlauth_removeall(rd, st, key, list_kw)
             : block                          ? chlauth_block(rd, st, key, action, type, list_kw)
                                              : chlauth_map(rd, st, key, action, type);
    free(key);
    return rc;
}

int mqsc_apply_security(struct mqsc_reader *rd, const struct mqsc_stmt *st)
{
    for (size_t i = 0; i < st->nparams; i++)
        mqsc_check_keyword(rd, st->objtype, &st->params[i], NULL);
    return strcmp(st->objtype, "CHLAUTH") == 0 ? chlauth(rd, st) : authrec(rd, st);
}
