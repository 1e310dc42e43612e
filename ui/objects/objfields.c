/* ui/objects/objfields.c — the fields of the entry panels: the header (top-level object, name,
 * type) as the system's panel spec labels it, then every attribute of the kind in entry-panel order
 * with its group headings, from the schema rows. See objedit.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/objects/objedit.h"

/* A kind row a applies to, in the system whose attribute table holds it; NULL when none does. */
static const struct kind_def *kind_of(const struct attr_def *a)
{
    for (const struct system_def *const *sys = schema_systems(); *sys; sys++)
        for (size_t i = 0; i < (*sys)->nattrs; i++)
            for (size_t k = 0; &(*sys)->attrs[i] == a && k < (*sys)->nkinds; k++)
                if ((a->kinds >> k) & 1u)
                    return &(*sys)->kinds[k];
    return NULL;
}

const char *obj_field_explain(const struct field_def *fd, const char *value, char *msg, size_t n)
{
    const char *rule = NULL;
    char why[384];
    /* a row kept verbatim is no row of the table: attr_field put its kind in check_ctx */
    const struct kind_def *kind = !fd->attr                       ? NULL
                                  : fd->attr->flags & AF_VERBATIM ? fd->check_ctx
                                                                  : kind_of(fd->attr);
    if (!kind || !schema_value_problem(kind, fd->attr, value, &rule, why, sizeof why))
        return NULL;
    snprintf(msg, n, "%s [%s]", why, rule);
    return msg;
}

/* The syntax of an object name (field check of the name field; check_ctx is the kind). */
static const char *name_problem(const struct field_def *fd, const char *value)
{
    return schema_name_problem(fd->check_ctx, value, NULL);
}

/* The attribute field of row a of kind: output only when browsing, for header values (from the
 * file's header, shown without a keyword) and for attributes set by commands of their own. A row
 * kept verbatim (AF_VERBATIM) that the system labels with its keyword shows no tag beside it, and
 * its check_ctx is the kind (for obj_field_explain). */
static void attr_field(struct field_def *fd, const struct attr_def *a, const struct kind_def *kind,
                       enum obj_mode mode)
{
    field_def_from_attr(fd, a);
    if (mode == OBJ_BROWSE || (a->flags & (AF_HEADER | AF_COMMAND)))
        fd->flags |= FD_OUTPUT;
    if ((a->flags & AF_HEADER) || ((a->flags & AF_VERBATIM) && strcmp(a->label, a->native) == 0))
        fd->tag = NULL;   /* not a keyword (from the file's header), or the label is the keyword */
    fd->explain = obj_field_explain;
    if (a->flags & AF_VERBATIM)
        fd->check_ctx = kind;
    fd->group = a->group;
}

/* The header: the top-level object (of other kinds), the name, the type (of other kinds, when
 * the entry panel labels one). */
static size_t header(struct field_def *f, const struct obj_edit *e)
{
    const struct kind_def *kind = e->kind, *tk = schema_top_kind(kind->sys);
    size_t n = 0;
    bool top = kind->flags & KF_TOP, named = e->mode == OBJ_INSERT || e->mode == OBJ_COPY;
    if (!top && !e->entry->no_top)
        f[n++] = (struct field_def){.key = OBJ_FIELD_TOP, .label = tk->label, .type = AT_NAME,
                                    .max = tk->name_max, .flags = FD_OUTPUT};
    f[n++] = (struct field_def){
        .key = OBJ_FIELD_NAME,
        .label = e->entry->name_label,
        .type = AT_NAME,
        .max = kind->name_max,
        .flags = named ? (e->entry->name_as_typed ? 0u : FD_FOLD) | FD_REQUIRED : FD_OUTPUT,
        .hint = named ? e->entry->name_ns ? "(name or ?)" : "(name)" : NULL,
        .ns = named ? e->entry->name_ns : NULL,
        .check = named ? name_problem : NULL,
        .check_ctx = kind,
        .help = e->panels->name_help,
    };
    if (!top && e->entry->kind_label)
        f[n++] = (struct field_def){.key = OBJ_FIELD_KIND, .label = e->entry->kind_label,
                                    .type = AT_NAME, .flags = FD_OUTPUT};
    return n;
}

/* Whether row a comes before row b on the entry panel (a placed row before an unplaced one). */
static bool placed_before(const struct attr_def *a, const struct attr_def *b)
{
    return a->field_pos && (!b->field_pos || a->field_pos < b->field_pos);
}

/* The fields a panel names itself (obj_entry_def.fields) after the header, those its shows hook
 * takes: input fields but for browsing and read-only values, without group headings. */
static size_t listed_fields(struct obj_edit *e, struct field_def *f, size_t k)
{
    const struct obj_entry_def *d = e->entry;
    for (const struct obj_field *of = d->fields; of->key; of++) {
        int idx = schema_attr_index(e->kind, of->key);
        const struct attr_def *a = idx >= 0 ? e->kind->attrs[idx] : NULL;
        if (!a)
            continue;
        attr_field(&f[k], a, e->kind, e->mode);
        if (e->mode != OBJ_BROWSE && !(a->flags & (AF_HEADER | AF_READONLY)))
            f[k].flags &= ~(unsigned)FD_OUTPUT;
        f[k].flags |= of->flags;
        f[k].group = NULL;
        f[k].tag = NULL;
        if (of->label)
            f[k].label = of->label;
        if (of->hint)
            f[k].hint = of->hint;
        if (d->field_adjust)
            d->field_adjust(&f[k]);
        k++;
    }
    return k;
}

int obj_fields_build(struct obj_edit *e)
{
    const struct kind_def *kind = e->kind;
    size_t nextra;
    const struct attr_def *extra = schema_extra_attrs(kind, &nextra);
    struct field_def *f = calloc(kind->nattrs + nextra + 3, sizeof *f);
    const struct attr_def **rows = calloc(kind->nattrs + 1, sizeof *rows);
    if (!f || !rows) {
        free(f);
        free(rows);
        return -1;
    }
    for (unsigned i = 0; i < kind->nattrs; i++) {   /* stable: table order among equals */
        unsigned at = i;
        for (; at && placed_before(kind->attrs[i], rows[at - 1]); at--)
            rows[at] = rows[at - 1];
        rows[at] = kind->attrs[i];
    }
    size_t k = header(f, e);
    if (e->entry->fields) {
        free(rows);
        e->fields = f;
        e->nfields = listed_fields(e, f, k);
        return 0;
    }
    for (unsigned i = 0; i < kind->nattrs; i++)
        attr_field(&f[k++], rows[i], kind, e->mode);
    for (size_t i = 0; i < nextra; i++) {
        attr_field(&f[k], &extra[i], kind, e->mode);
        if (i == 0)
            f[k].group = OBJ_EXTRA_GROUP;
        k++;
    }
    free(rows);
    e->fields = f;
    e->nfields = k;
    return 0;
}
