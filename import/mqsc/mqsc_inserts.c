/* import/mqsc/mqsc_inserts.c — the insert variables of a uniform cluster's cluster-receiver
 * channel resolved with what the queue manager's qm.ini said, and the cluster-sender channels MQ
 * defines with it; see mqsc_inserts.h. */
#include "import/mqsc/mqsc_inserts.h"
#include "model/mq/mq_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *note(const struct mqsc_reader *rd, const char *key)
{
    return import_note(rd->run, "mq", rd->top->name, key);
}

static bool word_char(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

/* The value of insert +w+ (n bytes of w), qmname standing for +QMNAME+; NULL when none is known. */
static const char *insert_value(const struct mqsc_reader *rd, const char *w, size_t n, const char *qmname)
{
    if (n == 6 && memcmp(w, "AUTOCL", 6) == 0)
        return note(rd, MQ_NOTE_AUTOCL);
    if (n == 6 && memcmp(w, "QMNAME", 6) == 0)
        return qmname;
    char key[96];
    snprintf(key, sizeof key, MQ_NOTE_VAR "%.*s", (int)n, w);
    return n < 64 ? note(rd, key) : NULL;
}

/* Appends v to tb, each quote doubled when quote (inside an MQSC quoted string). */
static void put_value(struct textbuf *tb, const char *v, bool quote)
{
    for (; *v; v++) {
        if (quote && *v == '\'')
            tb_putn(tb, "''", 2);
        else
            tb_putn(tb, v, 1);
    }
}

/* Appends s[0..n) to tb with its inserts resolved (qmname for +QMNAME+): inserted values with
 * their quotes doubled when quote, the text around them folded to upper case when fold (an
 * unquoted MQSC value). An insert without a value stays as written, with a warning at at about
 * keyword kw (NULL: the name). */
static void resolve_text(struct mqsc_reader *rd, struct textbuf *tb, const char *s, size_t n, bool quote,
                         bool fold, const char *qmname, struct pol_pos at, const char *kw)
{
    for (size_t i = 0; i < n;) {
        size_t j = i + 1;
        while (s[i] == '+' && j < n && word_char(s[j]))
            j++;
        if (s[i] != '+' || j == i + 1 || j >= n || s[j] != '+') {
            char c = fold && s[i] >= 'a' && s[i] <= 'z' ? (char)(s[i] - 'a' + 'A') : s[i];
            tb_putn(tb, &c, 1);
            i++;
            continue;
        }
        const char *v = insert_value(rd, s + i + 1, j - i - 1, qmname);
        if (v)
            put_value(tb, v, quote);
        else {
            tb_putn(tb, s + i, j + 1 - i);
            mqsc_report(rd, SEV_WARNING, "MQ113", at, NULL, kw,
                        "%.*s is not an insert the INI files of %s give (+AUTOCL+, +QMNAME+, or a "
                        "Variables attribute): kept as written", (int)(j + 1 - i), s + i, rd->top->name);
        }
        i = j + 1;
    }
}

/* A malloc'd copy of tb's text, or NULL. */
static char *take(struct textbuf *tb)
{
    char *s = tb->oom ? NULL : strdup(tb->buf ? tb->buf : "");
    tb_free(tb);
    return s;
}

/* The parameter text raw (quoted or not) with its inserts resolved, always quoted so that the
 * values keep their case (malloc'd; NULL when memory runs out). */
static char *resolve_raw(struct mqsc_reader *rd, const struct mqsc_param *p)
{
    struct textbuf tb = {0};
    size_t n = strlen(p->raw);
    bool quoted = n >= 2 && p->raw[0] == '\'' && p->raw[n - 1] == '\'';
    tb_putn(&tb, "'", 1);
    resolve_text(rd, &tb, p->raw + quoted, n - 2 * quoted, true, !quoted, rd->top->name, p->val_pos, p->kw);
    tb_putn(&tb, "'", 1);
    return take(&tb);
}

int mqsc_inserts_resolve(struct mqsc_reader *rd, const struct mqsc_stmt *st, struct mqsc_resolved *r)
{
    static const char *const kws[2] = {"CLUSTER", "CONNAME"};
    if (!note(rd, MQ_NOTE_AUTOCL))
        return 0;
    bool any = strchr(st->name, '+') != NULL;
    for (size_t i = 0; i < st->nparams; i++)
        for (int k = 0; k < 2; k++)
            any |= st->params[i].raw && strcmp(st->params[i].kw, kws[k]) == 0 && strchr(st->params[i].raw, '+');
    if (!any)
        return 0;
    memset(r, 0, sizeof *r);
    r->st = *st;
    r->st.params = malloc((st->nparams ? st->nparams : 1) * sizeof *r->st.params);
    if (!r->st.params)
        return -1;
    memcpy(r->st.params, st->params, st->nparams * sizeof *st->params);
    struct textbuf tb = {0};
    resolve_text(rd, &tb, st->name, strlen(st->name), false, false, rd->top->name, st->name_pos, NULL);
    if (!(r->name = take(&tb)))
        return -1;
    tb_putn(&tb, "'", 1);
    put_value(&tb, r->name, true);
    tb_putn(&tb, "'", 1);
    if (!(r->name_raw = take(&tb)))
        return -1;
    r->st.name = r->name;
    r->st.name_raw = r->name_raw;
    for (size_t i = 0; i < st->nparams; i++)
        for (int k = 0; k < 2; k++) {
            struct mqsc_param *p = &r->st.params[i];
            if (!p->raw || strcmp(p->kw, kws[k]) != 0 || !strchr(p->raw, '+'))
                continue;
            if (!(r->raw[k] = resolve_raw(rd, p)))
                return -1;
            p->raw = r->raw[k];
        }
    return 1;
}

void mqsc_inserts_free(struct mqsc_resolved *r)
{
    free(r->st.params);
    free(r->name);
    free(r->name_raw);
    free(r->raw[0]);
    free(r->raw[1]);
    memset(r, 0, sizeof *r);
}

/* Where the AutoCluster stanza gives the value `what` ("cluster", "repo1"…): the INI file
 * (interned into the policy; NULL when memory runs out) and the position noted. */
static struct pol_src stanza_src(struct mqsc_reader *rd, const char *what)
{
    char key[80];
    snprintf(key, sizeof key, MQ_NOTE_AT "%s", what);
    const char *file = note(rd, MQ_NOTE_FILE), *at = note(rd, key);
    struct pol_src src = {file ? pol_intern(rd->run->pol, file) : NULL, {0, 0}};
    unsigned line = 0, col = 0;
    if (at && sscanf(at, "%u:%u", &line, &col) == 2)
        src.pos = (struct pol_pos){line, col};
    return src;
}

/* Defines the cluster-sender channel name to repository r (1 or 2) at conname in cluster, unless
 * one of that name is there. Its CLUSTER is set where the cluster-receiver rcvr's CLUSTER was: MQ
 * defines the channel in the cluster of that cluster-receiver, and one place setting the CLUSTER
 * of both channels is how the model knows the cluster-sender came from the AutoCluster
 * (mq_autocluster_sender), through the store and without a flag of its own. */
static int define_sender(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *name,
                         const char *cluster, const char *conname, int r, const struct pol_object *rcvr)
{
    const struct kind_def *k = mq_kind(MQ_CLUSSDR);
    const char *why = mq_name_problem(k, name, rd->top->name);
    if (why) {
        mqsc_report(rd, SEV_WARNING, "MQ113", st->name_pos, NULL, NULL,
                    "the cluster-sender channel to a full repository of the AutoCluster would be named "
                    "'%s', which %s: not defined", name, why);
        return 0;
    }
    if (pol_find(rd->top, k->ns, name))
        return 0;
    struct policy *pol = rd->run->pol;
    struct pol_object *o = pol_new(pol, k, rd->top, name);
    char repo[32], cn[32];
    snprintf(repo, sizeof repo, "repo%d", r);
    snprintf(cn, sizeof cn, "conname%d", r);
    struct pol_src at_repo = stanza_src(rd, repo), at_conname = stanza_src(rd, cn);
    int rc = schema_attr_index(rcvr->kind, "cluster");
    struct pol_src at_cluster = {pol_value_file(rcvr, rc), rcvr->vpos[rc]};
    if (!o || !at_repo.file)
        return -1;
    o->src = at_repo;
    if (pol_set_from(pol, o, schema_attr_index(k, "cluster"), cluster, at_cluster) ||
        pol_set_from(pol, o, schema_attr_index(k, "conname"), conname, at_conname))
        return -1;
    rd->run->sum->defined++;
    return 0;
}

int mqsc_autocluster_senders(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *template,
                             const struct pol_object *rcvr)
{
    const char *cluster = note(rd, MQ_NOTE_AUTOCL), *in = pol_get_key(rcvr, "cluster");
    if (!cluster || !in || strcmp(in, cluster) != 0)
        return 0;
    for (int r = 1; r <= 2; r++) {
        char key[48], ckey[48];
        snprintf(key, sizeof key, MQ_NOTE_REPO "%d", r);
        snprintf(ckey, sizeof ckey, MQ_NOTE_CONNAME "%d", r);
        const char *repo = note(rd, key), *conname = note(rd, ckey);
        if (!repo || !conname || strcmp(repo, rd->top->name) == 0)
            continue;
        if (!strstr(template, "+QMNAME+")) {
            mqsc_report(rd, SEV_INFO, "MQ113", st->name_pos, NULL, NULL,
                        "the name of cluster-receiver channel %s holds no +QMNAME+: the names of the "
                        "cluster-sender channels MQ defines to the full repositories of %s are not known",
                        template, cluster);
            return 0;
        }
        struct textbuf tb = {0};
        resolve_text(rd, &tb, template, strlen(template), false, false, repo, st->name_pos, NULL);
        char *name = take(&tb);
        int rc = name ? define_sender(rd, st, name, cluster, conname, r, rcvr) : -1;
        free(name);
        if (rc)
            return rc;
    }
    return 0;
}
