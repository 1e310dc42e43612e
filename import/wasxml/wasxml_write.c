/* import/wasxml/wasxml_write.c — a server's workload classification document as XML: the prolog
 * as read (else IBM's required declaration and DOCTYPE, WASDOC_WCF), the root and its elements
 * with their modelled attributes in IBM's order, then the attributes kept as read, and each
 * element kept as read (its bytes) after the modelled sibling it was read after. A document
 * read and written unchanged comes back element for element and attribute for attribute. */
#include "import/wasxml/wasxml_int.h"

#include <stdlib.h>
#include <string.h>

#include "model/was/was.h"

void wasxml_attr_escape(struct textbuf *tb, const char *s)
{
    for (; *s; s++) {
        const char *rep = *s == '&' ? "&amp;" : *s == '<' ? "&lt;" : *s == '>' ? "&gt;" : *s == '"' ? "&quot;"
                          : *s == '\t' ? "&#9;" : *s == '\n' ? "&#10;" : *s == '\r' ? "&#13;" : NULL;
        if (rep)
            tb_puts(tb, rep);
        else
            tb_putn(tb, s, 1);
    }
}

/* The modelled attributes of each kind in the order IBM's examples write them (WASDOC_WCF). */
static const char *const doc_order[] = {"schema_version", NULL};
static const char *const group_order[] = {"type", "schema_version", "default_tclass", "description", NULL};
static const char *const entry_order[] = {"tclass", "host", "port", "uri", "description", NULL};

static void indent(struct textbuf *tb, unsigned depth)
{
    for (unsigned i = 0; i < depth; i++)
        tb_puts(tb, "  ");
}

/* True for a parameter that is an element kept as read. */
static bool is_kept_element(const struct pol_param *pp)
{
    return pp->keyword[0] == '<' && strcmp(pp->keyword, WASXML_DECL) && strcmp(pp->keyword, WASXML_DOCTYPE);
}

/* Writes the start tag of obj's element name with its attributes; open: ends with '>', else '/>'. */
static void start_tag(struct textbuf *tb, const struct pol_object *obj, const char *name, const char *const *order,
                      bool open)
{
    tb_printf(tb, "<%s", name);
    for (size_t i = 0; order[i]; i++) {
        int idx = schema_attr_index(obj->kind, order[i]);
        const char *v = pol_get(obj, idx);
        if (!v)
            continue;
        tb_printf(tb, " %s=\"", obj->kind->attrs[idx]->native);
        wasxml_attr_escape(tb, v);
        tb_puts(tb, "\"");
    }
    for (size_t i = 0; i < obj->nparams; i++) {
        const struct pol_param *pp = &obj->params[i];
        if (pp->cls != PARAM_OTHER || pp->keyword[0] == '<')
            continue;
        tb_printf(tb, " %s=\"", pp->keyword);
        wasxml_attr_escape(tb, pp->value ? pp->value : "");
        tb_puts(tb, "\"");
    }
    tb_puts(tb, open ? ">\n" : "/>\n");
}

/* The modelled sibling a kept element's parameter is written after: the i of `<NAME>#n@i`. */
static unsigned kept_after(const struct pol_param *pp)
{
    const char *at = strrchr(pp->keyword, '@');
    return at ? (unsigned)strtoul(at + 1, NULL, 10) : 0;
}

/* Writes the elements of obj kept as read that follow its ith modelled child (every one left, i
 * or later, when last). */
static void kept_at(struct textbuf *tb, const struct pol_object *obj, unsigned i, bool last, unsigned depth)
{
    for (size_t k = 0; k < obj->nparams; k++) {
        const struct pol_param *pp = &obj->params[k];
        if (pp->cls != PARAM_OTHER || !is_kept_element(pp) || (last ? kept_after(pp) < i : kept_after(pp) != i))
            continue;
        indent(tb, depth);
        tb_puts(tb, pp->value ? pp->value : "");
        tb_puts(tb, "\n");
    }
}

static bool has_kept(const struct pol_object *obj)
{
    for (size_t i = 0; i < obj->nparams; i++)
        if (obj->params[i].cls == PARAM_OTHER && is_kept_element(&obj->params[i]))
            return true;
    return false;
}

/* Writes obj (a group or an entry) and its entries at depth. */
static void write_element(struct textbuf *tb, const struct pol_object *obj, unsigned depth)
{
    bool group = was_is_kind(obj->kind, WAS_GROUP);
    const char *name = pol_get_key(obj, "element");
    const struct kind_def *ek = was_kind(WAS_ENTRY);
    const struct pol_object *first = pol_first_child(obj, ek);
    bool open = first || has_kept(obj);
    indent(tb, depth);
    start_tag(tb, obj, name ? name : group ? "InboundClassification" : "http_classification_info",
              group ? group_order : entry_order, open);
    if (!open)
        return;
    unsigned i = 0;
    for (const struct pol_object *c = first; c; c = pol_next_child(c, ek), i++) {
        kept_at(tb, obj, i, false, depth + 1);
        write_element(tb, c, depth + 1);
    }
    kept_at(tb, obj, i, true, depth + 1);
    indent(tb, depth);
    tb_printf(tb, "</%s>\n", name ? name : group ? "InboundClassification" : "http_classification_info");
}

void wasxml_write_document(struct textbuf *tb, const struct pol_object *server)
{
    const struct pol_object *doc = pol_first_child(server, was_kind(WAS_DOCUMENT));
    const struct pol_param *decl = doc ? pol_param_get(doc, WASXML_DECL, PARAM_OTHER) : NULL;
    const struct pol_param *dt = doc ? pol_param_get(doc, WASXML_DOCTYPE, PARAM_OTHER) : NULL;
    tb_puts(tb, decl && decl->value ? decl->value : "<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
    tb_puts(tb, "\n");
    tb_puts(tb, dt && dt->value ? dt->value : "<!DOCTYPE Classification SYSTEM \"Classifications.dtd\">");
    tb_puts(tb, "\n");
    if (!doc) {
        tb_puts(tb, "<Classification schema_version=\"1.0\">\n</Classification>\n");
        return;
    }
    start_tag(tb, doc, "Classification", doc_order, true);
    const struct kind_def *gk = was_kind(WAS_GROUP);
    unsigned i = 0;
    for (const struct pol_object *g = pol_first_child(doc, gk); g; g = pol_next_child(g, gk), i++) {
        kept_at(tb, doc, i, false, 1);
        write_element(tb, g, 1);
    }
    kept_at(tb, doc, i, true, 1);
    tb_puts(tb, "</Classification>\n");
}
