/* import/mqsc/mqsc_ini.c — the AutoCluster and Variables stanzas of a queue manager's qm.ini, or of
 * the file given to `crtmqm -ii`, for the queue manager --qmgr names; see import_run.h.
 *
 * IBM MQ, "AutoCluster stanza of the qm.ini file" and "Variables stanza of the qm.ini file"
 * (Configuring > Changing IBM MQ configuration information in .ini files), "Using automatic
 * cluster configuration" and "Creating a uniform cluster":
 * - a stanza starts with a line `Name:`; its attributes follow as `attribute=value` lines; a line
 *   starting with `#` or `;` is a comment;
 * - AutoCluster: Type=Uniform (the only type) and ClusterName=<cluster> are required;
 *   Repository1Name/Repository1Conname and Repository2Name/Repository2Conname, optional, come in
 *   pairs (IBM's text spells the names RepositoryName1 and RepositoryName2 and its examples
 *   Repository1Name and Repository2Name: both are read);
 * - "If the queue manager being started is listed as one of the full repositories, then it is
 *   automatically made a full repository" (its REPOS becomes the cluster), and cluster-sender
 *   channels to the full repositories are defined with its cluster-receiver channel
 *   (mqsc_inserts.c);
 * - Variables: `attribute=value` pairs used as inserts (+attribute+) in the CONNAME and the channel
 *   name of a cluster-receiver channel (`crtmqm -iv` gives the same pairs).
 * What the stanzas say is kept as notes of the import (import_note_set) for the queue manager, for
 * the MQSC scripts after the file; the other stanzas of a qm.ini (TuningParameters, Log, Channels…)
 * are not read, which one info finding says, once per file, naming the stanzas read and those not.
 * Problems are MQ113 at their line and column. */
#include "import/mqsc/mqsc_inserts.h"
#include "model/mq/mq_model.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static bool blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

/* One line [b, e) without the blanks around it. */
struct ini_line {
    const char *b, *e;
    uint32_t no, col;   /* its number and the column of its first non-blank byte */
};

/* True when l is a stanza header `Name:`; *name gets the name's length. */
static bool stanza_header(const struct ini_line *l, size_t *name)
{
    size_t n = (size_t)(l->e - l->b);
    if (n < 2 || l->b[n - 1] != ':')
        return false;
    for (size_t i = 0; i + 1 < n; i++) {
        char c = l->b[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (i && c >= '0' && c <= '9')))
            return false;
    }
    *name = n - 1;
    return true;
}

static bool comment_or_empty(const struct ini_line *l)
{
    return l->b == l->e || *l->b == '#' || *l->b == ';';
}

/* The line after *at in buf[0..len), trimmed, into l; false at the end. */
static bool next_line(const char *buf, size_t len, size_t *at, struct ini_line *l)
{
    if (*at >= len)
        return false;
    const char *s = buf + *at, *end = buf + len, *nl = memchr(s, '\n', (size_t)(end - s));
    const char *e = nl ? nl : end;
    *at = (size_t)(e - buf) + 1;
    l->no++;
    const char *b = s;
    while (b < e && blank(*b))
        b++;
    while (e > b && blank(e[-1]))
        e--;
    l->b = b;
    l->e = e;
    l->col = (uint32_t)(b - s) + 1;
    return true;
}

bool mqsc_ini_detect(const char *buf, size_t len)
{
    if (memchr(buf, '\0', len))   /* no text file: the import says where the NUL is */
        return false;
    size_t at = import_text_start(buf, len), name;
    struct ini_line l = {0};
    while (next_line(buf, len, &at, &l))
        if (!comment_or_empty(&l))
            return stanza_header(&l, &name);
    return false;
}

/* The file being read. */
struct ini {
    struct import_run *run;
    const struct import_input *in;
    const char *qmgr;
    unsigned errors;
    /* the AutoCluster stanza's attributes, and where each was */
    char type[64], cluster[128], repo[2][128], conname[2][512];
    struct pol_pos type_at, cluster_at, repo_at[2], conname_at[2], stanza_at;
    bool autocluster;
    /* the stanzas seen, read and not, each named once in file order ("AutoCluster, Variables") */
    char read[128], unread[512];
    struct pol_pos unread_at;   /* the first stanza not read */
};

static void report(struct ini *f, enum severity sev, struct pol_pos at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static void report(struct ini *f, enum severity sev, struct pol_pos at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(f->run->diags, sev, "MQ113", (struct diag_at){f->in->name, at.line, at.col, NULL, NULL},
              fmt, ap);
    va_end(ap);
    f->errors += sev == SEV_ERROR;
}

/* Keeps value [v, v + n) of an AutoCluster attribute key in f; one given again (a stanza copied
 * twice, an edit that added a line) is warned of at both lines, the last read. */
/* Reports the first control character (schema_control_char's: C0 but tab, DEL, C1) of the n bytes
 * at v, the value of key starting at at, where it stands; true when there was one. For the values
 * no later check reads as a field of an object: the cluster's name, the type, a Variables insert. */
static bool control_refused(struct ini *f, const char *key, const char *v, size_t n, struct pol_pos at)
{
    for (size_t i = 0; i < n; i++)
        if (schema_control_len(v + i) && (i + 1 < n || schema_control_len(v + i) == 1)) {
            report(f, SEV_ERROR, (struct pol_pos){at.line, at.col + (uint32_t)i},
                   "the value of %s holds a control character (0x%02X), which no export can carry: only a tab "
                   "is allowed", key, schema_control_code(v + i));
            return true;
        }
    return false;
}

static void autocluster_attr(struct ini *f, const char *key, const char *v, size_t n, struct pol_pos at)
{
    static const char *const names[2][2] = {{"Repository1Name", "RepositoryName1"},
                                            {"Repository2Name", "RepositoryName2"}};
    char *dst = NULL;
    size_t cap = 0;
    struct pol_pos *where = NULL;
    if (strcmp(key, "Type") == 0) {
        dst = f->type, cap = sizeof f->type, where = &f->type_at;
    } else if (strcmp(key, "ClusterName") == 0) {
        dst = f->cluster, cap = sizeof f->cluster, where = &f->cluster_at;
    }
    for (int r = 0; r < 2 && !dst; r++) {
        char cn[32];
        snprintf(cn, sizeof cn, "Repository%dConname", r + 1);
        if (strcmp(key, names[r][0]) == 0 || strcmp(key, names[r][1]) == 0)
            dst = f->repo[r], cap = sizeof f->repo[r], where = &f->repo_at[r];
        else if (strcmp(key, cn) == 0)
            dst = f->conname[r], cap = sizeof f->conname[r], where = &f->conname_at[r];
    }
    if (!dst) {
        report(f, SEV_WARNING, at, "%s is not an attribute of the AutoCluster stanza (Type, ClusterName, "
               "Repository1Name, Repository1Conname, Repository2Name, Repository2Conname): not read",
               key);
        return;
    }
    if (n >= cap) {
        report(f, SEV_ERROR, at, "the value of %s is %zu bytes long: wlmcon reads at most %zu bytes", key, n,
               cap - 1);
        return;
    }
    if ((where == &f->cluster_at || where == &f->type_at) && control_refused(f, key, v, n, at))
        return;
    if (where->line)
        report(f, SEV_WARNING, at, "%s is given again (first at line %u): the value of this line is read", key,
               (unsigned)where->line);
    *where = at;
    memcpy(dst, v, n);
    dst[n] = '\0';
}

/* Reads one `attribute=value` line of stanza st (AutoCluster, Variables, or another: skipped). */
static int attribute(struct ini *f, const char *st, const struct ini_line *l)
{
    const char *eq = memchr(l->b, '=', (size_t)(l->e - l->b));
    struct pol_pos at = {l->no, l->col};
    if (!eq || eq == l->b) {
        report(f, SEV_ERROR, at, "%s: a line of a stanza is attribute=value", st[0] ? st : "before any stanza");
        return 0;
    }
    const char *ke = eq, *v = eq + 1;
    while (ke > l->b && blank(ke[-1]))
        ke--;
    while (v < l->e && blank(*v))
        v++;
    char key[64];
    struct pol_pos vat = {l->no, l->col + (uint32_t)(v - l->b)};
    if ((size_t)(ke - l->b) >= sizeof key) {
        report(f, SEV_ERROR, at, "an attribute name of %zu characters: wlmcon reads at most %zu",
               (size_t)(ke - l->b), sizeof key - 1);
        return 0;
    }
    snprintf(key, sizeof key, "%.*s", (int)(ke - l->b), l->b);
    if (strcmp(st, "AutoCluster") == 0) {
        autocluster_attr(f, key, v, (size_t)(l->e - v), vat);
        return 0;
    }
    if (strcmp(st, "Variables") != 0)
        return 0;
    char note[80], value[1024];
    if ((size_t)(l->e - v) >= sizeof value) {
        report(f, SEV_ERROR, vat, "the value of %s is %zu bytes long: wlmcon reads at most %zu bytes", key,
               (size_t)(l->e - v), sizeof value - 1);
        return 0;
    }
    if (control_refused(f, key, v, (size_t)(l->e - v), vat))
        return 0;
    snprintf(note, sizeof note, "var.%s", key);
    snprintf(value, sizeof value, "%.*s", (int)(l->e - v), v);
    return import_note_set(f->run, "mq", f->qmgr, note, value);
}

/* The queue manager as a full repository of the cluster (REPOS), when the stanza names it. */
static enum import_status make_repository(struct ini *f, int r)
{
    struct pol_object *qm;
    enum import_status st = import_top(f->run, mq_kind(MQ_QMGR), f->qmgr, &qm);
    if (st != IMPORT_OK)
        return st;
    const char *src = pol_intern(f->run->pol, f->in->name);
    if (!src)
        return IMPORT_NOMEM;
    if (!qm->src.file)
        qm->src = (struct pol_src){src, f->stanza_at};
    const char *repos = pol_get_key(qm, "repos");
    if (repos && val_state(repos) == VAL_VALUE && strcmp(repos, f->cluster) != 0) {
        report(f, SEV_WARNING, f->repo_at[r], "%s is a full repository of %s already (REPOS): not made "
               "one of the AutoCluster too", f->qmgr, repos);
        return IMPORT_OK;
    }
    int idx = schema_attr_index(qm->kind, "repos");
    return pol_set_from(f->run->pol, qm, idx, f->cluster, (struct pol_src){src, f->repo_at[r]})
               ? IMPORT_NOMEM : IMPORT_OK;
}

/* Notes where the stanza gives the value `what` ("cluster", "repo1"…): MQ_NOTE_AT what. */
static int note_at(struct ini *f, const char *what, struct pol_pos at)
{
    char key[80], pos[32];
    snprintf(key, sizeof key, MQ_NOTE_AT "%s", what);
    snprintf(pos, sizeof pos, "%u:%u", (unsigned)at.line, (unsigned)at.col);
    return import_note_set(f->run, "mq", f->qmgr, key, pos);
}

/* Checks Repository<r+1>Name as a queue manager's name and Repository<r+1>Conname as the CONNAME of
 * the cluster-sender channel it becomes (mqsc_inserts.c), each at its line and column: the store
 * holds only what an export writes back. */
static void repository_problems(struct ini *f, int r)
{
    const struct kind_def *qm = mq_kind(MQ_QMGR), *sdr = mq_kind(MQ_CLUSSDR);
    const char *why = schema_name_problem(qm, f->repo[r], NULL), *rule;
    if (why)
        report(f, SEV_ERROR, f->repo_at[r], "Repository%dName=%s: the queue manager's name %s", r + 1,
               f->repo[r], why);
    char msg[512];
    const struct attr_def *a = sdr->attrs[schema_attr_index(sdr, "conname")];
    if (schema_value_problem(sdr, a, f->conname[r], &rule, msg, sizeof msg))
        report(f, SEV_ERROR, f->conname_at[r], "Repository%dConname: %s", r + 1, msg);
}

/* Checks the AutoCluster stanza read and keeps it as notes for the queue manager. */
static enum import_status autocluster_done(struct ini *f)
{
    if (!f->type[0])
        report(f, SEV_ERROR, f->stanza_at, "the AutoCluster stanza needs Type=Uniform");
    else if (strcmp(f->type, "Uniform") != 0)
        report(f, SEV_ERROR, f->type_at, "Type=%s: the only type of automatic cluster is Uniform", f->type);
    if (!f->cluster[0])
        report(f, SEV_ERROR, f->stanza_at, "the AutoCluster stanza needs ClusterName=<cluster>");
    else if (strlen(f->cluster) > 48)
        report(f, SEV_ERROR, f->cluster_at, "ClusterName=%s is longer than 48 characters", f->cluster);
    for (int r = 0; r < 2; r++)
        if (!f->repo[r][0] != !f->conname[r][0])
            report(f, SEV_ERROR, f->repo[r][0] ? f->repo_at[r] : f->conname_at[r],
                   "Repository%sName and Repository%sConname come in pairs", r ? "2" : "1", r ? "2" : "1");
        else if (f->repo[r][0])
            repository_problems(f, r);
    if (f->errors)
        return IMPORT_DATAERR;
    struct import_run *run = f->run;
    if (import_note_set(run, "mq", f->qmgr, MQ_NOTE_AUTOCL, f->cluster) ||
        import_note_set(run, "mq", f->qmgr, MQ_NOTE_FILE, f->in->name) ||
        note_at(f, "cluster", f->cluster_at))
        return IMPORT_NOMEM;
    for (int r = 0; r < 2; r++) {
        char repo[48], conname[48];
        snprintf(repo, sizeof repo, MQ_NOTE_REPO "%d", r + 1);
        snprintf(conname, sizeof conname, MQ_NOTE_CONNAME "%d", r + 1);
        if (f->repo[r][0] && (import_note_set(run, "mq", f->qmgr, repo, f->repo[r]) ||
                              import_note_set(run, "mq", f->qmgr, conname, f->conname[r]) ||
                              note_at(f, repo + strlen("autocl."), f->repo_at[r]) ||
                              note_at(f, conname + strlen("autocl."), f->conname_at[r])))
            return IMPORT_NOMEM;
        enum import_status st = f->repo[r][0] && strcmp(f->repo[r], f->qmgr) == 0 ? make_repository(f, r)
                                                                                  : IMPORT_OK;
        if (st != IMPORT_OK)
            return st;
    }
    return IMPORT_OK;
}

/* Adds stanza name to list (cap bytes) unless it is there already. */
static void list_stanza(char *list, size_t cap, const char *name)
{
    size_t n = strlen(name), len = strlen(list);
    for (const char *p = list; (p = strstr(p, name)); p += n)
        if ((p == list || p[-1] == ' ') && (p[n] == ',' || p[n] == '\0'))
            return;
    snprintf(list + len, cap - len, "%s%s", len ? ", " : "", name);
}

/* Notes stanza name at l as read or not. */
static void note_stanza(struct ini *f, const char *name, const struct ini_line *l)
{
    if (strcmp(name, "AutoCluster") == 0 || strcmp(name, "Variables") == 0) {
        list_stanza(f->read, sizeof f->read, name);
        return;
    }
    if (!f->unread[0])
        f->unread_at = (struct pol_pos){l->no, l->col};
    list_stanza(f->unread, sizeof f->unread, name);
}

enum import_status mqsc_ini_read(struct import_run *run, const struct import_input *in)
{
    struct ini f = {.run = run, .in = in, .qmgr = import_option(in, "qmgr")};
    if (!f.qmgr) {
        report(&f, SEV_ERROR, (struct pol_pos){1, 1}, "an INI file applies to the queue manager --qmgr "
               "names: give --qmgr NAME before it");
        return IMPORT_DATAERR;
    }
    size_t at = import_text_start(in->buf, in->len), n;
    struct ini_line l = {0};
    char stanza[64] = "";
    while (next_line(in->buf, in->len, &at, &l)) {
        if (comment_or_empty(&l))
            continue;
        if (stanza_header(&l, &n)) {
            snprintf(stanza, sizeof stanza, "%.*s", (int)n, l.b);
            note_stanza(&f, stanza, &l);
            if (strcmp(stanza, "AutoCluster") == 0) {
                f.autocluster = true;
                f.stanza_at = (struct pol_pos){l.no, l.col};
            }
            continue;
        }
        if (attribute(&f, stanza, &l))
            return IMPORT_NOMEM;
    }
    if (f.unread[0])
        report(&f, SEV_INFO, f.unread_at, "stanzas read: %s; not read: %s (wlmcon reads AutoCluster "
               "and Variables only)", f.read[0] ? f.read : "none", f.unread);
    enum import_status st = f.autocluster ? autocluster_done(&f) : IMPORT_OK;
    return st == IMPORT_OK && f.errors ? IMPORT_DATAERR : st;
}
