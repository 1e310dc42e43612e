/* import/wlmxml/wlmxml_layout.h — where each kind's values and children stand in its XML element,
 * in the order IBM's DTD and the tools write them (research/wlm.md §4.1). The reader maps elements
 * through it, the writer writes in its order. */
#ifndef WLMCON_IMPORT_WLMXML_LAYOUT_H
#define WLMCON_IMPORT_WLMXML_LAYOUT_H

#include <stddef.h>

#include "model/wlm/wlm.h"

enum wx_slot_type {
    WX_NAME,      /* the element holding the object's name */
    WX_ATTR,      /* a modelled attribute: the element (path) is the row's native */
    WX_CHILDREN   /* the element `el` holding objects of kind `child` ("": they stand directly in
                     the object's element) */
};

struct wx_slot {
    enum wx_slot_type type;
    const char *el;          /* WX_NAME, WX_CHILDREN: the element; WX_ATTR: NULL (the row's native) */
    const char *key;         /* WX_ATTR: the attribute's key */
    enum wlm_kind child;     /* WX_CHILDREN */
};

struct wx_layout {
    const struct wx_slot *slots;
    size_t n;
};

/* The layout of kind k (every WLM kind has one). */
const struct wx_layout *wx_layout(enum wlm_kind k);

/* The element path of slot s of kind (attribute rows: their native). */
const char *wx_slot_path(const struct kind_def *kind, const struct wx_slot *s);

/* The service definition namespaces wlmcon recognises: the root's namespace must begin with
 * WX_NS_PREFIX and end with WX_NS_SUFFIX (zwlm/2000/09 ... zwlm/2022/05 and later). */
#define WX_NS_PREFIX "http://www.ibm.com/xmlns/prod/zwlm/"
#define WX_NS_SUFFIX "/ServiceDefinition.xsd"

#endif
