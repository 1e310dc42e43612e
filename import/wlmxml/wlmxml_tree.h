/* import/wlmxml/wlmxml_tree.h — an XML document as a tree of elements with the byte offsets of
 * each element in the text parsed, built with libxml2's SAX2 interface (its own tree keeps only
 * line numbers). Hardened: no DTD loading, no entity expansion, no network. */
#ifndef WLMCON_IMPORT_WLMXML_TREE_H
#define WLMCON_IMPORT_WLMXML_TREE_H

#include <stdbool.h>
#include <stddef.h>

#include "model/arena.h"

#define WLMXML_SIZE_MAX (64u << 20)   /* the largest file read: 64 MiB */

struct wx_attr {
    const char *name;    /* local name ("codepage"); namespace declarations are not attributes */
    const char *value;
    struct wx_attr *next;
};

/* An element. Text is the concatenation of its character data (entities and character references
 * decoded, CDATA as text); an element with element children has none (its text is ignored). Names
 * and namespaces are the parser's dictionary's strings (struct wx_doc). */
struct wx_node {
    const char *name;        /* local name */
    const char *ns;          /* namespace URI, or NULL */
    const char *text;        /* NUL-terminated; "" when none and for an element with element
                                children */
    size_t tlen;
    size_t start, end;       /* [start, end): the element's bytes in the text parsed, from '<' to
                                the end of its end tag (or of the empty-element tag) */
    struct wx_attr *attrs;
    struct wx_node *parent, *first, *last, *next;
};

/* Why a parse failed: libxml2's message and the offset in the text parsed. */
struct wx_error {
    char msg[256];
    size_t offset;
    unsigned line, col;      /* as libxml2 counts them in the text parsed */
};

/* A parsed document: its elements in the arena, their names in libxml2's dictionary of the parse,
 * which it holds a reference to. Zeroed when made; freed by wx_doc_free. */
struct wx_doc {
    struct arena a;
    struct wx_node *root;
    void *dict;              /* xmlDictPtr, or NULL */
};

/* Parses text (n bytes, UTF-8) into doc (zeroed, or after a failed wx_parse). Returns 0 with
 * doc->root set, or -1 with *err filled (not well-formed, an entity reference other than the five
 * predefined ones and character references, or memory) and doc->root NULL; the caller frees doc
 * with wx_doc_free either way. */
int wx_parse(const char *text, size_t n, struct wx_doc *doc, struct wx_error *err);

/* Frees what doc holds (its tree and its names) and leaves it zeroed. */
void wx_doc_free(struct wx_doc *doc);

/* The first child element of node named name (local name), or NULL. */
const struct wx_node *wx_child(const struct wx_node *node, const char *name);

/* The XML spelling of text (n bytes) as element content: &, < and > escaped (and \r as &#13;,
 * which a parser would otherwise turn into \n), appended to tb. */
struct textbuf;
void wx_escape(struct textbuf *tb, const char *text, size_t n);

#endif
