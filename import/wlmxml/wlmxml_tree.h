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
 * decoded, CDATA as text); for an element with element children it is whitespace and ignored. */
struct wx_node {
    const char *name;        /* local name */
    const char *ns;          /* namespace URI, or NULL */
    char *text;              /* NUL-terminated; "" when none */
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

/* Parses text (n bytes, UTF-8) into a tree allocated in a (freed with the arena). Returns 0 with
 * *root set, or -1 with *err filled (not well-formed, an entity reference other than the five
 * predefined ones and character references, or memory). */
int wx_parse(const char *text, size_t n, struct arena *a, struct wx_node **root, struct wx_error *err);

/* The first child element of node named name (local name), or NULL. */
const struct wx_node *wx_child(const struct wx_node *node, const char *name);

/* The XML spelling of text (n bytes) as element content: &, < and > escaped (and \r as &#13;,
 * which a parser would otherwise turn into \n), appended to tb. */
struct textbuf;
void wx_escape(struct textbuf *tb, const char *text, size_t n);

#endif
