/* import/wlmxml/wlmxml_apply.c — a service definition's element tree into the policy: values of
 * the modelled elements, objects for the modelled children, and every other element kept verbatim
 * with its place (wlmxml_write.c puts it back there).
 *
 * A verbatim element is a parameter of the object whose element holds it (PARAM_OTHER): its
 * keyword is `PATH/PREV+NAME` (PATH: the elements between the object's and it, "" for a direct
 * child; PREV: the element before it among its siblings, "" when first; `#n` added when that
 * keyword is already taken) and its value the element's bytes as read, from `<` to the end of its
 * end tag. An empty container of modelled children (`<Notes />`) is kept the same way. */
#include "import/wlmxml/wlmxml_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/codec.h"
#include "model/wlm/wlm_model.h"

static enum import_status apply_object(struct wx_reader *rd, const struct wx_node *node,
                                       const struct kind_def *kind, struct pol_object *parent,
                                       struct pol_object **out);

/* Keeps element c (under path prefix, after the sibling named prev) verbatim on obj; modelled:
 * an empty container of modelled objects, kept without a note. */
static enum import_status keep(struct wx_reader *rd, struct pol_object *obj, const char *prefix,
                               const char *prev, const struct wx_node *c, bool modelled)
{
    struct textbuf kw = {0};
    tb_printf(&kw, "%s%s+%s", prefix, prev, c->name);
    size_t base = kw.len;
    for (unsigned n = 2; !kw.oom && pol_param_get(obj, kw.buf, PARAM_OTHER); n++) {
        kw.len = base;
        tb_printf(&kw, "#%u", n);
    }
    char *raw = kw.oom ? NULL : strndup(rd->text + c->start, c->end - c->start);
    int rc = raw ? pol_param_set(rd->run->pol, obj, kw.buf, raw, PARAM_OTHER, wx_pos(rd, c->start)) : -1;
    free(raw);
    tb_free(&kw);
    if (rc)
        return IMPORT_NOMEM;
    if (!modelled)
        wx_report(rd, SEV_INFO, WX_VERBATIM, c->start,
              "<%s%s> is not modelled: kept as read and written back in its place", prefix, c->name);
    return IMPORT_OK;
}

/* True when text is already the decimal spelling strtoll and "%lld" give it: an optional '-', then
 * 0 alone or up to 18 digits without a leading zero ("-0" is not: it is read as 0). */
static bool is_canonical_int(const char *text)
{
    const char *d = text + (*text == '-');
    size_t n = strspn(d, "0123456789");
    return n && n <= 18 && !d[n] && (*d != '0' || (n == 1 && d == text));
}

/* The decimal spelling of an integer text (blanks around it allowed), into num; NULL when text is
 * not an integer. */
static const char *canonical_int(const char *text, char *num, size_t n)
{
    if (is_canonical_int(text))
        return text;
    char *end;
    long long v = strtoll(text, &end, 10);
    while (*end == ' ' || *end == '\t' || *end == '\n' || *end == '\r')
        end++;
    if (end == text || *end || !*text || strspn(text, " \t\r\n") == strlen(text))
        return NULL;
    snprintf(num, n, "%lld", v);
    return num;
}

/* Sets attribute a (index idx in obj's kind) of obj from leaf element c. */
static enum import_status set_value(struct wx_reader *rd, struct pol_object *obj, int idx,
                                    const struct attr_def *a, const struct wx_node *c)
{
    if (c->first) {
        wx_report(rd, SEV_ERROR, WX_WRONG_TYPE, c->start, "<%s> holds elements: a value was expected",
                  c->name);
        return IMPORT_OK;
    }
    const char *v = c->text;
    char num[32];
    if (wlm_attr_is_integer(a)) {
        if (!(v = canonical_int(c->text, num, sizeof num))) {
            wx_report(rd, SEV_ERROR, WX_WRONG_TYPE, c->start, "<%s>%.40s</%s> is not an integer",
                      c->name, c->text, c->name);
            return IMPORT_OK;
        }
        if (strcmp(v, c->text))
            wx_report(rd, SEV_WARNING, WX_REPAIRED, c->start, "<%s>%.40s</%s> is read as %s",
                      c->name, c->text, c->name, v);
    }
    return pol_set(rd->run->pol, obj, idx, v, wx_pos(rd, c->start)) ? IMPORT_NOMEM : IMPORT_OK;
}

/* Whether element c holds objects of slot s's kind (a goal period: any goal type). */
static bool is_child_element(const struct wx_slot *s, const struct wx_node *c)
{
    const struct kind_def *k = wlm_kind(s->child);
    if (s->child != WLM_PERIOD)
        return !strcmp(c->name, k->native);
    const struct attr_def *gt = k->attrs[schema_attr_index(k, "goaltype")];
    return schema_choice(gt, c->name) != NULL;
}

/* Reads the objects in container element box (slot s) of obj; other elements in it are kept. */
static enum import_status read_children(struct wx_reader *rd, struct pol_object *obj,
                                        const struct wx_slot *s, const struct wx_node *box,
                                        const char *prefix)
{
    const struct kind_def *k = wlm_kind(s->child);
    struct pol_object *parent = k->parents ? obj : obj->top;
    const char *prev = "";
    enum import_status st = IMPORT_OK;
    for (const struct wx_node *c = box->first; c && st == IMPORT_OK; prev = c->name, c = c->next) {
        struct pol_object *child = NULL;
        if (!is_child_element(s, c)) {
            st = keep(rd, obj, prefix, prev, c, false);
            continue;
        }
        st = apply_object(rd, c, k, parent, &child);
        if (st == IMPORT_OK && child && s->child == WLM_SERVCLASS)
            st = pol_set(rd->run->pol, child, schema_attr_index(k, "workload"), obj->name,
                         wx_pos(rd, c->start)) ? IMPORT_NOMEM : IMPORT_OK;
    }
    return st;
}

/* The index of the slot of kind that element path (plen bytes, relative to the object's element)
 * is, or -1; *group is set when path is an element that holds modelled elements
 * (ServiceParameter). */
static int find_slot(const struct wx_reader *rd, const struct kind_def *kind, const char *path,
                     size_t plen, bool *group)
{
    const struct wx_layout *l = wx_layout((enum wlm_kind)kind->index);
    const struct wx_slot_at *at = rd->slots[kind->index];
    *group = false;
    for (size_t i = 0; i < l->n; i++) {
        const char *el = at[i].path;
        if (el[0] != path[0] || strncmp(el, path, plen))
            continue;
        if (!el[plen])
            return (int)i;
        if (el[plen] == '/')
            *group = true;
    }
    return -1;
}

/* The slot of kind whose objects stand directly in its element (sub-rules) when c is one, or NULL. */
static const struct wx_slot *direct_children(const struct kind_def *kind, const struct wx_node *c)
{
    const struct wx_layout *l = wx_layout((enum wlm_kind)kind->index);
    for (size_t i = 0; i < l->n; i++)
        if (l->slots[i].type == WX_CHILDREN && !*l->slots[i].el && is_child_element(&l->slots[i], c))
            return &l->slots[i];
    return NULL;
}

/* Writes a (alen bytes) and then NUL-terminated b into dst (cap bytes), cut to fit, as
 * snprintf(dst, cap, "%s%s") would. Returns the length written. */
static size_t join(char *dst, size_t cap, const char *a, size_t alen, const char *b)
{
    size_t na = alen < cap - 1 ? alen : cap - 1, nb = strlen(b);
    if (nb > cap - 1 - na)
        nb = cap - 1 - na;
    memmove(dst, a, na);
    memcpy(dst + na, b, nb);
    dst[na + nb] = '\0';
    return na + nb;
}

/* Reads the elements inside elem (path prefix of plen bytes: "" for the object's own element,
 * else ending in '/') into obj; the name element is read by the caller. */
static enum import_status read_elements(struct wx_reader *rd, struct pol_object *obj,
                                        const struct wx_node *elem, const char *prefix, size_t plen)
{
    const char *prev = "";
    const struct wx_layout *l = wx_layout((enum wlm_kind)obj->kind->index);
    const struct wx_slot_at *at = rd->slots[obj->kind->index];
    enum import_status st = IMPORT_OK;
    for (const struct wx_node *c = elem->first; c && st == IMPORT_OK; prev = c->name, c = c->next) {
        char path[256];
        size_t len = join(path, sizeof path, prefix, plen, c->name);
        bool group;
        int i = find_slot(rd, obj->kind, path, len, &group);
        const struct wx_slot *s = i < 0 ? NULL : &l->slots[i], *d;
        struct pol_object *child;
        if (s && s->type == WX_NAME && !plen)
            continue;
        if (!plen && (d = direct_children(obj->kind, c))) {
            st = apply_object(rd, c, wlm_kind(d->child), obj, &child);
            continue;
        }
        if (s && s->type == WX_ATTR) {
            const struct attr_def *a = obj->kind->attrs[at[i].attr];
            st = pol_get(obj, at[i].attr) ? keep(rd, obj, prefix, prev, c, false)
                                          : set_value(rd, obj, at[i].attr, a, c);
        } else if (s && s->type == WX_CHILDREN && c->first) {
            char inner[260];
            join(inner, sizeof inner, path, len, "/");
            st = read_children(rd, obj, s, c, inner);
        } else if (group && c->first) {
            char inner[260];
            size_t ilen = join(inner, sizeof inner, path, len, "/");
            st = read_elements(rd, obj, c, inner, ilen);
        } else {
            st = keep(rd, obj, prefix, prev, c, s && s->type == WX_CHILDREN);
        }
    }
    return st;
}

/* The name of the object at node of kind (its name element's text), or NULL after an error. */
static const char *object_name(struct wx_reader *rd, const struct wx_node *node,
                               const struct kind_def *kind)
{
    if (kind->flags & KF_UNNAMED)
        return "";
    const struct wx_slot *s = &wx_layout((enum wlm_kind)kind->index)->slots[0];
    const struct wx_node *n = wx_child(node, s->el);
    if (!n || n->first || !*n->text) {
        wx_report(rd, SEV_ERROR, WX_WRONG_TYPE, node->start, "<%s> has no <%s>: it cannot be named",
                  node->name, s->el);
        return NULL;
    }
    if (rd->top && pol_find(rd->top, kind->ns, n->text)) {
        wx_report(rd, SEV_ERROR, WX_WRONG_TYPE, n->start, "%s %s is defined twice", kind->label,
                  n->text);
        return NULL;
    }
    return n->text;
}

/* Creates the object of kind at node under parent and reads its elements. *out is NULL when the
 * object could not be named (reported). */
static enum import_status apply_object(struct wx_reader *rd, const struct wx_node *node,
                                       const struct kind_def *kind, struct pol_object *parent,
                                       struct pol_object **out)
{
    *out = NULL;
    const char *name = object_name(rd, node, kind);
    if (!name)
        return IMPORT_OK;
    struct policy *pol = rd->run->pol;
    struct pol_object *obj = pol_new(pol, kind, parent, name);
    if (!obj)
        return IMPORT_NOMEM;
    obj->src = (struct pol_src){rd->srcname, wx_pos(rd, node->start)};
    rd->run->sum->defined++;
    *out = obj;
    int idx;
    if (wlm_is_kind(kind, WLM_PERIOD) &&
        pol_set(pol, obj, schema_attr_index(kind, "goaltype"), node->name, obj->src.pos))
        return IMPORT_NOMEM;
    if (wlm_is_kind(kind, WLM_CLASSIFICATION) && (idx = schema_attr_index(kind, "fold")) >= 0 &&
        pol_set(pol, obj, idx, "Y", (struct pol_pos){0, 0}))
        return IMPORT_NOMEM;
    if (wlm_is_kind(kind, WLM_NOTE)) {
        if (node->first)
            return read_elements(rd, obj, node, "", 0);
        return pol_set(pol, obj, schema_attr_index(kind, "text"), node->text, obj->src.pos)
                   ? IMPORT_NOMEM : IMPORT_OK;
    }
    return read_elements(rd, obj, node, "", 0);
}

/* Sets the definition's header attributes from the root's attributes. */
static enum import_status read_root_attrs(struct wx_reader *rd, const struct wx_node *root)
{
    struct policy *pol = rd->run->pol;
    const struct kind_def *k = rd->top->kind;
    struct pol_pos at = wx_pos(rd, root->start);
    if (pol_set(pol, rd->top, schema_attr_index(k, "namespace"), root->ns, at))
        return IMPORT_NOMEM;
    for (const struct wx_attr *x = root->attrs; x; x = x->next) {
        int idx = !strcmp(x->name, "codepage") ? schema_attr_index(k, "codepage") : -1;
        if (idx < 0)
            wx_report(rd, SEV_WARNING, WX_REPAIRED, root->start,
                      "the attribute %s of <ServiceDefinition> is not kept", x->name);
        else if (pol_set(pol, rd->top, idx, x->value, at))
            return IMPORT_NOMEM;
    }
    return IMPORT_OK;
}

/* Empties the definition top for the file, which says everything it holds. */
static void replace_all(struct pol_object *top)
{
    enum pol_change was = top->change;
    pol_delete(top);
    top->change = was == POL_NEW ? POL_NEW : POL_CHANGED;
    for (unsigned i = 0; i < top->kind->nattrs; i++)
        top->vals[i] = NULL;
    top->nparams = 0;
    top->scope->replace = true;
}

/* Looks up the element path and the attribute index of every slot of every kind once (rd->slots,
 * in one block at rd->slots[0], freed by the caller). Returns -1 when memory runs out. */
static int map_slots(struct wx_reader *rd)
{
    size_t total = 0;
    for (unsigned k = 0; k < WLM_NKINDS; k++)
        total += wx_layout((enum wlm_kind)k)->n;
    struct wx_slot_at *at = malloc(total * sizeof *at);
    if (!at)
        return -1;
    for (unsigned k = 0; k < WLM_NKINDS; k++) {
        const struct kind_def *kind = wlm_kind((enum wlm_kind)k);
        const struct wx_layout *l = wx_layout((enum wlm_kind)k);
        rd->slots[k] = at;
        for (size_t i = 0; i < l->n; i++, at++) {
            at->path = wx_slot_path(kind, &l->slots[i]);
            at->attr = l->slots[i].type == WX_ATTR ? schema_attr_index(kind, l->slots[i].key) : -1;
        }
    }
    return 0;
}

/* wx_apply once the slots are mapped. */
static enum import_status apply_definition(struct wx_reader *rd, const struct wx_node *root)
{
    const struct kind_def *k = wlm_kind(WLM_DEFINITION);
    rd->top = NULL;
    const char *name = object_name(rd, root, k);
    if (!name)
        return IMPORT_DATAERR;
    enum import_status st = import_top(rd->run, k, name, &rd->top);
    if (st != IMPORT_OK)
        return st;
    replace_all(rd->top);
    rd->top->src = (struct pol_src){rd->srcname, wx_pos(rd, root->start)};
    rd->run->sum->defined++;
    if ((st = read_root_attrs(rd, root)) != IMPORT_OK)
        return st;
    st = read_elements(rd, rd->top, root, "", 0);
    if (st == IMPORT_OK && rd->errors)
        st = IMPORT_DATAERR;
    return st;
}

enum import_status wx_apply(struct wx_reader *rd, const struct wx_node *root)
{
    if (map_slots(rd))
        return IMPORT_NOMEM;
    enum import_status st = apply_definition(rd, root);
    free(rd->slots[0]);
    memset(rd->slots, 0, sizeof rd->slots);
    return st;
}
