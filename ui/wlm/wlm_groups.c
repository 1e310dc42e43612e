/* ui/wlm/wlm_groups.c — the classification groups of a service definition (option 5 of the
 * Definition Menu): the Classification Group Selection List (WLM400, IBM's codes 1=Create 2=Copy
 * 3=Modify 4=Browse 5=Print 6=Delete; research/wlm.md §3.1 and addendum D.18), a group's entry
 * panel (WLM410) with its members in order under its fields, and one member's panel (WLM420): its
 * name, its start position where the group's qualifier type runs longer than 8 characters
 * (wlm_qualifier.is_long; addendum E.21), its description. The fields come from the schema rows of
 * kinds CLASSGROUP and QUALNAME (research/wlm.md §1.10). See wlm_panels.h. */
#include <stdio.h>
#include <string.h>

#include "model/wlm/wlm_qualifier.h"
#include "ui/wlm/wlm_panels.h"

static const struct pd_choice xref_choices[] = {
    {"Rules that name it...", "XREF", 'R'},
    {NULL, NULL, 0},
};

static const char *const group_actions[] = {"Group", "Xref", "Options", "Help", NULL};
static const struct pulldown group_pulldowns[] = {
    {"Group", obj_entry_choices, obj_entry_choice_state}, {"Xref", xref_choices, NULL},
    {NULL, NULL, NULL}};

const struct panel_def wlm_classgroup_panel = {
    .id = "WLM410", .title = "Classification Group", .kind = PANEL_ENTRY, .actions = group_actions,
    .keys = &keylist_entry_scroll, .pulldowns = group_pulldowns,
    .help = "A classification group (IBM's Create, Modify, Copy and Browse a Group panels): a named "
            "list of values of one qualifier type, which a classification rule names through the "
            "group form of the type (TNG for a transaction name group, UIG for a user ID group...). "
            "The qualifier type takes the XML name (TransactionName, Userid...; F4 lists them with "
            "their ISPF codes, which IBM's panel takes instead); every type but priority has a "
            "group form.\n"
            "The members are under the fields, in their order: I on a row inserts a member after it "
            "(on the line above the first, before the first), E edits one, D deletes one. A member "
            "takes a start position only where the qualifier runs longer than 8 characters "
            "(accounting information, subsystem parameter, the client and DDF names...). IBM's panel "
            "edits the members in place; here each opens its own panel (WLM420).\n"
            "F3 saves the group and its members in one transaction and one journal batch, stamped "
            "with ModificationDate and ModificationUser; F12 leaves without saving.",
};

const struct obj_field wlm_classgroup_fields[] = {
    {"descr", "Description", NULL, 0},
    {"qualtype", "Qualifier type", "(F4 for the types)", 0},
    {NULL, NULL, NULL, 0},
};

static const char *const member_actions[] = {"Member", "Options", "Help", NULL};
static const struct pulldown member_pulldowns[] = {
    {"Member", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL}};

const struct panel_def wlm_member_panel = {
    .id = "WLM420", .title = "Group Member", .kind = PANEL_ENTRY, .actions = member_actions,
    .keys = &keylist_entry, .pulldowns = member_pulldowns,
    .help = "One member of the classification group: a value of the group's qualifier type (up to 8 "
            "characters; % masks one character, a trailing * any rest), its start position in a "
            "qualifier longer than 8 characters (1 to 512; with a start position a value shorter "
            "than 8 characters ends in *), and a description. This panel is ours: IBM's edits the "
            "members in the group's table.\n"
            "F3 keeps the values in the group's panel; F3 there saves them with the group. F12 "
            "leaves without keeping them (an inserted member goes again).",
};

static const struct lcmd_def member_lcmds[] = {
    {"I", "Insert member"}, {"E", "Edit member"}, {"D", "Delete member"}, {NULL, NULL},
};
static const enum obj_row_action member_acts[] = {OBJ_ROW_INSERT, OBJ_ROW_EDIT, OBJ_ROW_DELETE};
static const struct tbl_col member_cols[] = {
    {"position", "#", 4, 0},
    {"qualvalue", "Name", 9, 0},
    {"start", "Start", 6, 0},
    {"descr", "Description", 32, 0},
};
static const struct obj_field member_fields[] = {
    {"qualvalue", "Name", "(% one character, trailing * any rest)", 0},
    {"start", "Start", "1-512", 0},
    {"descr", "Description", NULL, 0},
    {NULL, NULL, NULL, 0},
};

/* The start position shows only where the group's qualifier type runs longer than 8 characters;
 * an unknown type shows it (the value is kept, validation names the type). */
static bool member_field(const struct pol_object *o, const struct attr_def *a)
{
    if (strcmp(a->key, "start") != 0)
        return true;
    const char *t = o->parent ? pol_get_key(o->parent, "qualtype") : NULL;
    struct wlm_qualifier_ref r = wlm_qualifier_find(t);
    return !r.q || r.q->is_long;
}

const struct obj_rows_def wlm_members_rows = {
    .kind = "QUALNAME",
    .lcmds = member_lcmds,
    .actions = member_acts,
    .row_def = &wlm_member_panel,
    .instruction = "Action Codes: I=Insert new member, E=Edit member, D=Delete member.",
    .groups = "        -------------------------Member--------------------------",
    .lc_heading = "Action",
    .lc_indent = 2,
    .lc_width = 2,
    .cols = member_cols,
    .ncols = sizeof member_cols / sizeof member_cols[0],
    .marker = "End of data",
    .help = "Action codes of the group's members: I inserts a member after the row (on the line above "
            "the first member, before it), E edits the member, D deletes it. The members are saved "
            "with the group (F3).",
    .row_fields = member_fields,
    .row_field = member_field,
    .row_noun = "Member",
};

const char *wlm_qualtype_words(const char *xml, char *buf, size_t n)
{
    struct wlm_qualifier_ref r = wlm_qualifier_find(xml);
    if (!r.q)
        snprintf(buf, n, "%s", xml ? xml : "");
    else
        snprintf(buf, n, "%-3s %s%s", r.q->code, r.q->label, r.group ? " group" : "");
    return buf;
}
