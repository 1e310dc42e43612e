/* ui/was/was_document.c — a server's classification document: WAS260 its elements in document
 * order (InboundClassification by type, SibClassification, WMQRAClassification) with their
 * default transaction classes, and WAS270, an element's entry panel with its entries under its
 * fields as an ordered, nested table (a nested entry matches only inside its parent's match;
 * first match wins), I inserting, E editing (WAS280), D deleting an entry with those nested in
 * it; F3 saves the element with its entries in one journal batch. */
#include <stdio.h>
#include <string.h>

#include "model/was/was.h"
#include "ui/engine/keylist.h"
#include "ui/objects/objchildren.h"
#include "ui/was/was_panels.h"

static const struct lcmd_def group_lcmds[] = {{"E", "Edit"}, {"B", "Browse"}, {NULL, NULL}};
static const char *const group_actions[] = {"Element", "View", "Options", "Help", NULL};
static const struct pd_choice group_choices[] = {{"Exit", "END", 'X'}, {NULL, NULL, 0}};
static const struct pulldown groups_pulldowns[] = {
    {"Element", group_choices, NULL}, {"View", obj_view_choices, NULL}, {NULL, NULL, NULL},
};

const struct panel_def was_groups_panel = {
    .id = "WAS260", .title = "Classification Document", .kind = PANEL_TABLE, .actions = group_actions,
    .keys = &keylist_table, .lcmds = group_lcmds, .pulldowns = groups_pulldowns,
    .help = "The elements of a server's workload classification document in document order: "
            "each InboundClassification by its type (http, iiop, mdb, internal, sip, ola) with its "
            "default transaction class, and the SibClassification and WMQRAClassification "
            "elements. E edits an element with its entries, B shows them.",
};

static const char *const element_actions[] = {"Element", "Options", "Help", NULL};
static const struct pulldown element_pulldowns[] = {
    {"Element", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL},
};

const struct panel_def was_group_panel = {
    .id = "WAS270", .title = "Classification Element", .kind = PANEL_ENTRY, .actions = element_actions,
    .keys = &keylist_entry, .pulldowns = element_pulldowns,
    .help = "One element of the classification document, its default transaction class (the "
            "class of work no entry matches) and its entries in document order. A request is "
            "matched against the entries in order; an entry nested in another is tried only when "
            "its parent matched, and the first match gives the transaction class. F3 saves the "
            "element with its entries (one transaction, one journal batch); F12 returns without "
            "saving.",
};

const struct panel_def was_entry_panel = {
    .id = "WAS280", .title = "Classification Entry", .kind = PANEL_ENTRY, .actions = element_actions,
    .keys = &keylist_entry, .pulldowns = element_pulldowns,
    .help = "One entry of the document: the element it is written as (http_classification_info, "
            "iiop_classification_info, classificationentry, ...), the transaction class it gives, "
            "and what it matches (host, port, URI; * is a wildcard). Enter returns to the element; "
            "the element's F3 saves.",
};

static const struct lcmd_def entry_lcmds[] = {
    {"I", "Insert"}, {"E", "Edit"}, {"D", "Delete"}, {NULL, NULL},
};
static const enum obj_row_action entry_actions[] = {OBJ_ROW_INSERT, OBJ_ROW_EDIT, OBJ_ROW_DELETE};

static const struct tbl_col entry_cols[] = {
    {"level", "Lvl", 4, TC_RIGHT},
    {"tclass", "Tran class", 11, 0},
    {"host", "Host", 16, 0},
    {"port", "Port", 6, 0},
    {"uri", "URI", 36, 0},
};

/* An entry's fields: the configuration's names are in each field's help (F1). */
static const struct obj_field entry_fields[] = {
    {"element", NULL, "", 0},
    {"tclass", NULL, "(8 characters)", 0},
    {"host", NULL, "", 0},
    {"port", NULL, "", 0},
    {"uri", NULL, "", 0},
    {"description", NULL, "", 0},
    {NULL, NULL, NULL, 0},
};

/* An element's own fields, the same. */
const struct obj_field was_group_fields[] = {
    {"element", NULL, "", 0},
    {"type", NULL, "(http iiop ...)", 0},
    {"default_tclass", NULL, "(8 characters)", 0},
    {"description", NULL, "", 0},
    {"schema_version", NULL, "", 0},
    {NULL, NULL, NULL, 0},
};

/* "Entry 3" would say nothing of which: the row is called by its URI, else its element. */
static void entry_label(const struct pol_object *o, char *out, size_t len)
{
    const char *uri = pol_get_key(o, "uri"), *el = pol_get_key(o, "element");
    snprintf(out, len, "%s %s", uri ? "URI" : "Entry", uri ? uri : el ? el : "");
}

const struct obj_rows_def was_entry_rows = {
    .kind = "ENTRY",
    .lcmds = entry_lcmds,
    .actions = entry_actions,
    .row_def = &was_entry_panel,
    .instruction = "Action codes: I=Insert  E=Edit  D=Delete",
    .lc_heading = "Act",
    .lc_indent = 1,
    .lc_width = 3,
    .cols = entry_cols,
    .ncols = sizeof entry_cols / sizeof entry_cols[0],
    .help = "The element's entries in document order, an entry nested in another under it (Lvl "
            "2 and more). I inserts an entry after the row, E edits one, D deletes one with the "
            "entries nested in it. F3 saves the element with its entries.",
    .row_fields = entry_fields,
    .row_noun = "Entry",
    .nested = true,
    .row_label = entry_label,
};

static const struct obj_col group_cols[] = {{{"position", "Pos", 3, TC_RIGHT}, NULL}};

int was_document_open(struct console *c, struct app *app, const char *cell, int64_t document)
{
    struct obj_children_spec spec = {
        .def = &was_groups_panel, .panels = &was_obj_panels, .kind = was_kind(WAS_GROUP), .top = cell,
        .parent = document, .cols = group_cols, .ncols = sizeof group_cols / sizeof group_cols[0],
    };
    return obj_children_open(c, app, &spec);
}
