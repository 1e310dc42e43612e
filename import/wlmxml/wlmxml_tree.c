/* import/wlmxml/wlmxml_tree.c — the SAX2 tree builder; see wlmxml_tree.h. */
#include "import/wlmxml/wlmxml_tree.h"

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <stdio.h>
#include <string.h>

#include "model/codec.h"
#include "model/schema.h"

enum { MAX_DEPTH = 256 };

/* The state of one parse. */
struct build {
    struct arena *a;
    xmlParserCtxtPtr ctxt;
    struct wx_node *root, *cur;
    unsigned depth;
    struct textbuf text[MAX_DEPTH];  /* character data of the open element at each depth */
    const char *src;
    size_t n;
    struct wx_error *err;
    bool failed;
};

/* Stops the parse with message msg at the parser's position. */
static void fail(struct build *b, const char *msg)
{
    if (b->failed)
        return;
    b->failed = true;
    snprintf(b->err->msg, sizeof b->err->msg, "%s", msg);
    long at = xmlByteConsumed(b->ctxt);
    b->err->offset = at > 0 ? (size_t)at : 0;
    b->err->line = (unsigned)xmlSAX2GetLineNumber(b->ctxt);
    b->err->col = (unsigned)xmlSAX2GetColumnNumber(b->ctxt);
    xmlStopParser(b->ctxt);
}

/* The parser's offset in the text: just past what it has read. */
static size_t here(struct build *b)
{
    long at = xmlByteConsumed(b->ctxt);
    return at < 0 ? 0 : (size_t)at > b->n ? b->n : (size_t)at;
}

/* A name the parser passed: its own string when the parser's dictionary holds it (it lives as long
 * as the tree), else a copy in the arena. NULL when memory runs out. */
static const char *name_of(struct build *b, const xmlChar *name)
{
    return xmlDictOwns(b->ctxt->dict, name) == 1 ? (const char *)name
                                                 : arena_strdup(b->a, (const char *)name);
}

/* Stops the parse when the len bytes at s hold a C1 control (U+0080-U+009F), which XML 1.0 allows
 * and a terminal obeys as a C0 one (schema_control_char, model/schema.h); true when it did. */
static bool refuse_c1(struct build *b, const char *s, size_t len)
{
    for (size_t i = 0; i + 1 < len; i++)
        if (schema_control_len(s + i) == 2) {
            char msg[120];
            snprintf(msg, sizeof msg, "a control character (0x%02X), which no export can carry: only a tab is "
                     "allowed", schema_control_code(s + i));
            fail(b, msg);
            return true;
        }
    return false;
}

/* libxml2's SAX2 start tag, entities not substituted (XML_PARSE_NOENT is never set), gives every
 * literal '&' of an attribute value as the reference "&#38;" (xmlParseAttValueInternal): each is
 * turned back into the '&' it stands for, in place. */
static void unescape_amp(char *v)
{
    char *w = v;
    for (const char *r = v; *r;) {
        if (!strncmp(r, "&#38;", 5)) {
            *w++ = '&';
            r += 5;
        } else {
            *w++ = *r++;
        }
    }
    *w = '\0';
}

/* Copies the attributes of a start tag (namespace declarations are not among them). */
static bool copy_attrs(struct build *b, struct wx_node *node, int nattr, const xmlChar **attrs)
{
    for (int i = nattr - 1; i >= 0; i--) {
        const xmlChar **at = attrs + 5 * i;   /* localname, prefix, URI, value, end */
        if (refuse_c1(b, (const char *)at[3], (size_t)(at[4] - at[3])))
            return true;
        struct wx_attr *x = arena_alloc(b->a, sizeof *x);
        char *v = x ? arena_strndup(b->a, (const char *)at[3], (size_t)(at[4] - at[3])) : NULL;
        if (!x || !(x->name = name_of(b, at[0])) || !v)
            return false;
        unescape_amp(v);
        x->value = v;
        x->next = node->attrs;
        node->attrs = x;
    }
    return true;
}

static void on_start(void *ctx, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                     int nns, const xmlChar **ns, int nattr, int ndef, const xmlChar **attrs)
{
    (void)prefix, (void)nns, (void)ns, (void)ndef;
    struct build *b = ((xmlParserCtxtPtr)ctx)->_private;
    if (b->depth + 1 >= MAX_DEPTH) {
        fail(b, "elements nested more than 256 deep");
        return;
    }
    struct wx_node *node = arena_alloc(b->a, sizeof *node);
    if (!node || !(node->name = name_of(b, name)) || (uri && !(node->ns = name_of(b, uri))) ||
        !copy_attrs(b, node, nattr, attrs)) {
        fail(b, "out of memory");
        return;
    }
    size_t at = here(b);
    while (at > 0 && b->src[at] != '<')
        at--;
    node->start = at;
    node->parent = b->cur;
    if (b->cur) {
        if (b->cur->last)
            b->cur->last->next = node;
        else
            b->cur->first = node;
        b->cur->last = node;
    } else {
        b->root = node;
    }
    b->cur = node;
    b->depth++;
    b->text[b->depth].len = 0;
}

static void on_end(void *ctx, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri)
{
    (void)name, (void)prefix, (void)uri;
    struct build *b = ((xmlParserCtxtPtr)ctx)->_private;
    struct wx_node *node = b->cur;
    if (!node || b->failed)
        return;
    struct textbuf *tb = &b->text[b->depth];
    node->end = here(b);
    node->tlen = node->first ? 0 : tb->len;
    if (node->first)
        node->text = "";
    else if (tb->oom || !(node->text = arena_strndup(b->a, tb->buf ? tb->buf : "", tb->len))) {
        fail(b, "out of memory");
        return;
    }
    b->cur = node->parent;
    b->depth--;
}

static void on_chars(void *ctx, const xmlChar *ch, int len)
{
    struct build *b = ((xmlParserCtxtPtr)ctx)->_private;
    if (b->failed || refuse_c1(b, (const char *)ch, (size_t)len))
        return;
    if (b->cur && !b->cur->first)   /* an element's text once it has element children is ignored */
        tb_putn(&b->text[b->depth], (const char *)ch, (size_t)len);
}

static void on_reference(void *ctx, const xmlChar *name)
{
    (void)name;
    fail(((xmlParserCtxtPtr)ctx)->_private, "an entity reference: wlmcon expands no entities");
}

static void on_entity_decl(void *ctx, const xmlChar *name, int type, const xmlChar *publicId,
                           const xmlChar *systemId, xmlChar *content)
{
    (void)name, (void)type, (void)publicId, (void)systemId, (void)content;
    fail(((xmlParserCtxtPtr)ctx)->_private, "an entity declaration: wlmcon reads no DTD");
}

static void on_error(void *ctx, xmlErrorPtr e)
{
    xmlParserCtxtPtr ctxt = ctx;
    struct build *b = ctxt ? ctxt->_private : NULL;
    if (!b || b->failed || e->level < XML_ERR_ERROR)
        return;
    char msg[256];
    snprintf(msg, sizeof msg, "%s", e->message ? e->message : "not well-formed");
    size_t len = strlen(msg);
    while (len && (msg[len - 1] == '\n' || msg[len - 1] == ' '))
        msg[--len] = '\0';
    fail(b, msg);
    b->err->line = (unsigned)e->line;
    b->err->col = (unsigned)e->int2;
}

int wx_parse(const char *text, size_t n, struct wx_doc *doc, struct wx_error *err)
{
    xmlSAXHandler sax;
    memset(err, 0, sizeof *err);
    doc->root = NULL;
    if (n > WLMXML_SIZE_MAX || n > (size_t)0x7fffffff) {
        snprintf(err->msg, sizeof err->msg, "the file is larger than %u MiB", WLMXML_SIZE_MAX >> 20);
        return -1;
    }
    memset(&sax, 0, sizeof sax);
    sax.initialized = XML_SAX2_MAGIC;
    sax.startElementNs = on_start;
    sax.endElementNs = on_end;
    sax.characters = on_chars;
    sax.ignorableWhitespace = on_chars;
    sax.reference = on_reference;
    sax.entityDecl = on_entity_decl;
    sax.serror = on_error;
    struct build b = {.a = &doc->a, .src = text, .n = n, .err = err};
    xmlParserCtxtPtr ctxt = xmlCreateMemoryParserCtxt(text, (int)n);
    if (!ctxt) {
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return -1;
    }
    xmlSAXHandlerPtr old = ctxt->sax;
    ctxt->sax = &sax;
    ctxt->userData = ctxt;
    ctxt->_private = &b;
    b.ctxt = ctxt;
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_IGNORE_ENC);
    xmlSwitchEncoding(ctxt, XML_CHAR_ENCODING_UTF8);
    int rc = xmlParseDocument(ctxt);
    bool ok = rc == 0 && ctxt->wellFormed && !b.failed && b.root;
    if (!ok && !b.failed)
        snprintf(err->msg, sizeof err->msg, "not well-formed");
    if (ok && xmlDictReference(ctxt->dict) == 0)
        doc->dict = ctxt->dict;   /* the tree's names: kept past the parser */
    ctxt->sax = old;
    xmlFreeParserCtxt(ctxt);
    for (unsigned i = 0; i < MAX_DEPTH; i++)
        tb_free(&b.text[i]);
    if (!ok)
        return -1;
    doc->root = b.root;
    return 0;
}

void wx_doc_free(struct wx_doc *doc)
{
    arena_free(&doc->a);
    if (doc->dict)
        xmlDictFree(doc->dict);
    doc->dict = NULL;
    doc->root = NULL;
}

const struct wx_node *wx_child(const struct wx_node *node, const char *name)
{
    for (const struct wx_node *c = node->first; c; c = c->next)
        if (!strcmp(c->name, name))
            return c;
    return NULL;
}

void wx_escape(struct textbuf *tb, const char *text, size_t n)
{
    size_t from = 0;
    for (size_t i = 0; i < n; i++) {
        const char *rep = text[i] == '&' ? "&amp;" : text[i] == '<' ? "&lt;" : text[i] == '>' ? "&gt;"
                          : text[i] == '\r' ? "&#13;" : NULL;
        if (!rep)
            continue;
        tb_putn(tb, text + from, i - from);
        tb_puts(tb, rep);
        from = i + 1;
    }
    tb_putn(tb, text + from, n - from);
}
