/* ui/mq/mq_fields.c — the fields of the MQ entry panels, made from the schema rows: the header (queue
 * manager, name, type), then every attribute of the kind in the order an administrator reads them
 * (PANELS.md, MQ220: cluster, namelist, connection name, description, then the workload-balancing
 * group), the attributes a layout does not place after them in schema order. See mq_edit.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/mq/mq_edit.h"

struct layout_item {
    const char *key;
    const char *group;   /* the heading of the group this item starts, or NULL */
};

static const struct layout_item qmgr_layout[] = {
    {"host", NULL}, {"platform", NULL}, {"cmdlevel", NULL}, {"descr", NULL},
    {"clwluseq", "Cluster workload balancing"}, {"clwlmruc", NULL}, {"repos", NULL}, {"reposnl", NULL},
    {"clwlexit", "Cluster workload exit"}, {"clwldata", NULL}, {"clwllen", NULL},
    {"suspend", "Suspension (SU and RE on the queue managers list)"}, {"suspendnl", NULL},
    {"suspmode", NULL}, {NULL, NULL},
};

static const struct layout_item channel_layout[] = {
    {"cluster", NULL}, {"clusnl", NULL}, {"conname", NULL}, {"descr", NULL}, {"trptype", NULL},
    {"xmitq", NULL}, {"clwlwght", "Workload balancing"}, {"clwlprty", NULL}, {"clwlrank", NULL},
    {"netprty", NULL}, {NULL, NULL},
};

static const struct layout_item queue_layout[] = {
    {"descr", NULL}, {"put", NULL}, {"usage", NULL}, {"target", NULL}, {"rname", NULL},
    {"rqmname", NULL}, {"xmitq", NULL}, {"clchname", NULL}, {"cluster", "Cluster"},
    {"clusnl", NULL}, {"defbind", NULL}, {"clwluseq", NULL}, {"clwlprty", NULL},
    {"clwlrank", NULL}, {NULL, NULL},
};

static const struct layout_item *layout_of(const struct kind_def *kind)
{
    return kind->flags & KF_TOP ? qmgr_layout : mq_is_channel(kind) ? channel_layout
                                              : mq_is_queue(kind) ? queue_layout : NULL;
}

const char *mq_field_explain(const struct field_def *fd, const char *value, char *msg, size_t n)
{
    const char *rule = NULL;
    char why[384];
    if (!fd->attr || !mq_value_problem(fd->attr, value, &rule, why, sizeof why))
        return NULL;
    snprintf(msg, n, "%s [%s]", why, rule);
    return msg;
}

/* The syntax of an object name (field check of the name field; check_ctx is the kind). */
static const char *name_problem(const struct field_def *fd, const char *value)
{
    return mq_name_problem(fd->check_ctx, value, NULL);
}

/* The attribute field of schema row a: output only when browsing, for header values (from the
 * dump's header, shown without a keyword) and for attributes set by commands of their own
 * (SUSPEND QMGR). */
static void attr_field(struct field_def *fd, const struct attr_def *a, enum mq_mode mode)
{
    field_def_from_attr(fd, a);
    if (mode == MQ_BROWSE || (a->flags & (AF_HEADER | AF_COMMAND)))
        fd->flags |= FD_OUTPUT;
    if (a->flags & AF_HEADER)
        fd->tag = NULL;   /* not a keyword: from the dump's header */
    fd->explain = mq_field_explain;
}

/* The header: queue manager (of other kinds), name, type (of channels and queues). */
static size_t header(struct field_def *f, const struct kind_def *kind, enum mq_mode mode)
{
    size_t n = 0;
    bool top = kind->flags & KF_TOP, named = mode == MQ_INSERT || mode == MQ_COPY;
    if (!top)
        f[n++] = (struct field_def){.key = MQ_FIELD_QMGR, .label = "Queue manager", .type = AT_NAME,
                                    .max = 48, .flags = FD_OUTPUT};
    f[n++] = (struct field_def){
        .key = MQ_FIELD_NAME,
        .label = top ? "Queue manager" : mq_is_channel(kind) ? "Channel name" : "Queue name",
        .type = AT_NAME,
        .max = kind->name_max,
        .flags = named ? FD_FOLD | FD_REQUIRED : FD_OUTPUT,
        .hint = named ? "(name)" : NULL,
        .check = named ? name_problem : NULL,
        .check_ctx = kind,
        .help = "The object's name: unquoted, MQ folds it to upper case; in quotes it keeps its case.",
    };
    if (!top)
        f[n++] = (struct field_def){.key = MQ_FIELD_KIND,
                                    .label = mq_is_channel(kind) ? "Channel type" : "Queue type",
                                    .type = AT_NAME, .flags = FD_OUTPUT};
    return n;
}

/* Whether the attribute with this key is placed by layout l. */
static bool placed(const struct layout_item *l, const char *key)
{
    for (; l && l->key; l++)
        if (strcmp(l->key, key) == 0)
            return true;
    return false;
}

int mq_fields_build(const struct kind_def *kind, enum mq_mode mode, struct field_def **out, size_t *n)
{
    struct field_def *f = calloc(kind->nattrs + 3, sizeof *f);
    if (!f)
        return -1;
    size_t k = header(f, kind, mode);
    const struct layout_item *layout = layout_of(kind);
    const char *group = NULL;
    for (const struct layout_item *l = layout; l && l->key; l++) {
        int idx = schema_attr_index(kind, l->key);
        group = l->group ? l->group : group;
        if (idx < 0)
            continue;
        attr_field(&f[k], kind->attrs[idx], mode);
        f[k++].group = group;
        group = NULL;
    }
    bool headed = !layout;   /* one heading over the attributes the layout does not place */
    for (unsigned i = 0; i < kind->nattrs; i++)
        if (!placed(layout, kind->attrs[i]->key)) {
            attr_field(&f[k], kind->attrs[i], mode);
            f[k++].group = headed ? NULL : "Other attributes";
            headed = true;
        }
    *out = f;
    *n = k;
    return 0;
}
