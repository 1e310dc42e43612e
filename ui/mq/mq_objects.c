/* ui/mq/mq_objects.c — the MQ object panels' spec (struct obj_panels, ui/objects/objpanels.h): the
 * entry panels MQ620 (queue manager), MQ220 (channel) and MQ320 (queue) with their help and
 * pull-downs, MQ800 (verbatim attributes), the names F4 lists, the short messages of MQ's
 * refusals and the MQ024 question before a save that takes a queue out of its cluster. */
#include <stdio.h>
#include <string.h>

#include "ui/engine/popup.h"
#include "ui/mq/mq_panels.h"
#include "model/mq/mq_model.h"

static const char *const qmgr_actions[] = {"Queue-Manager", "Xref", "Options", "Help", NULL};
static const char *const channel_actions[] = {"Channel", "Xref", "Options", "Help", NULL};
static const char *const queue_actions[] = {"Queue", "Xref", "Options", "Help", NULL};

/* Xref: the panels that show the object among others. A jump ends this panel first, as F3 does. */
static const struct pd_choice xref_choices[] = {
    {"Clusters...", "=2.3", 'C'},
    {"Cluster queue instances...", "=2.2", 'Q'},
    {"Validate the policy...", "=5", 'V'},
    {"Change history...", "=9", 'H'},
    {NULL, NULL, 0},
};

static const struct pulldown qmgr_pulldowns[] = {
    {"Queue-Manager", obj_entry_choices, obj_entry_choice_state}, {"Xref", xref_choices, NULL}, {NULL, NULL, NULL},
};
static const struct pulldown channel_pulldowns[] = {
    {"Channel", obj_entry_choices, obj_entry_choice_state}, {"Xref", xref_choices, NULL}, {NULL, NULL, NULL},
};
static const struct pulldown queue_pulldowns[] = {
    {"Queue", obj_entry_choices, obj_entry_choice_state}, {"Xref", xref_choices, NULL}, {NULL, NULL, NULL},
};

/* The last paragraph of the three panels' help. */
#define SAVE_HELP                                                                                    \
    "Under Other attributes come the MQSC attributes wlmcon does not model (MCAUSER, SSLCIPH, "     \
    "MAXMSGL…), each checked on Enter with MQ's keyword table (its range, choices or length), "    \
    "saved and exported with the others; an empty one states nothing, so MQ's default applies. "    \
    "The values MQ only shows (ALTDATE, ALTTIME) are shown there, not typed. F7 and F8 scroll the " \
    "panel.\n"                                                                                        \
    "The same panel defines a new object (I on a list), one like another (C, as DEFINE LIKE does) "  \
    "or shows one read only (B). A save is one transaction and one journal batch (option 9 shows "   \
    "it and can undo it), refused, saying so, when someone changed the object since this panel "     \
    "read it; the last line gives the revision shown and who changed it last. The Xref choices "     \
    "and =n jumps end this panel first, as F3 does."

const struct panel_def mq_qmgr_panel = {
    .id = "MQ620", .former_id = "MQ120", .title = "Queue Manager", .kind = PANEL_ENTRY, .actions = qmgr_actions,
    .keys = &keylist_entry_scroll, .pulldowns = qmgr_pulldowns,
    .help = "A queue manager's attributes: its description, how it uses local instances of cluster "
            "queues (CLWLUSEQ) and how many outbound cluster channels the workload algorithm "
            "chooses among (CLWLMRUC), the clusters it holds a full repository for (REPOS or "
            "REPOSNL), its cluster workload exit. The host, platform and command level come from "
            "the dump's header, and the suspension is changed with SU and RE on the queue managers "
            "list: they are shown, not typed.\n"
            "Enter checks every field with MQ's own rules and says which rule refuses a value; F3 "
            "saves and returns; F12 returns without saving, asking first when a field changed. An "
            "empty field is MQ's default, shown at its right. F1 on a field explains it with its "
            "range and the IBM document it comes from; F4 lists the clusters or namelists it can "
            "name.\n" SAVE_HELP,
};
const struct panel_def mq_channel_panel = {
    .id = "MQ220", .title = "Channel", .kind = PANEL_ENTRY, .actions = channel_actions,
    .keys = &keylist_entry_scroll, .pulldowns = channel_pulldowns,
    .help = "A channel's attributes: its cluster or cluster namelist, connection name, description "
            "and transport, then those the cluster workload algorithm reads: CLWLWGHT, the share of "
            "messages it receives; CLWLPRTY and CLWLRANK, which channels are chosen first; NETPRTY. "
            "An empty field is the default shown at its right: the queue manager's SYSTEM.DEF "
            "channel of the type when it was imported, else MQ's default.\n"
            "Enter checks every field with MQ's own rules (CLWLWGHT from 1 to 99, CLUSTER and "
            "CLUSNL not both) and says which rule refuses a value; F3 saves and returns; F12 "
            "returns without saving, asking first when a field changed. F1 on a field explains it; "
            "F4 lists the clusters or namelists it can name.\n" SAVE_HELP,
};
const struct panel_def mq_queue_panel = {
    .id = "MQ320", .title = "Queue", .kind = PANEL_ENTRY, .actions = queue_actions,
    .keys = &keylist_entry_scroll, .pulldowns = queue_pulldowns,
    .help = "A queue's attributes: its description, whether puts are enabled, its usage and, for an "
            "alias or remote queue, what it stands for; then the cluster it is shared in (CLUSTER "
            "or CLUSNL) with what the workload algorithm reads of it: DEFBIND, when an instance is "
            "chosen; CLWLUSEQ, whether a local instance is preferred; CLWLPRTY and CLWLRANK. An "
            "empty field is the default shown at its right.\n"
            "Putting the queue into a cluster is typing its CLUSTER; emptying it takes the queue "
            "out, which asks first (MQ024), since the other queue managers lose that instance. "
            "Enter checks every field with MQ's own rules; F3 saves and returns; F12 returns "
            "without saving, asking first when a field changed. F1 on a field explains it; F4 "
            "lists the names it can take.\n" SAVE_HELP,
};

static const char *const verbatim_actions[] = {"Object", "View", "Options", "Help", NULL};

static const struct pd_choice verbatim_choices[] = {{"Exit", "END", 'X'}, {NULL, NULL, 0}};

static const struct pulldown verbatim_pulldowns[] = {
    {"Object", verbatim_choices, NULL}, {"View", obj_view_choices, NULL}, {NULL, NULL, NULL},
};

const struct panel_def mq_verbatim_panel = {
    .id = "MQ800", .former_id = "MQ900",
    .title = "Verbatim Attributes",
    .kind = PANEL_TABLE,
    .actions = verbatim_actions,
    .keys = &keylist_table,
    .pulldowns = verbatim_pulldowns,
    .instruction = "The attributes kept as they were read (E changes them), exported as they are.",
    .help = "The attributes of one object that wlmcon does not model (BATCHSZ, MAXDEPTH…), kept "
            "exactly as they were read and exported as they are, and its read-only values (the "
            "ALTDATE and ALTTIME a dump writes as comments), in the order of the file, each with "
            "the line it came from. Class says which: unmodelled or read-only.\n"
            "They are changed on the object's entry panel (E on a list), under Other attributes; "
            "a copy (C on a list) takes the unmodelled attributes along, and importing a new dump "
            "of the queue manager replaces them.",
};

static const struct lcmd_def columns_lcmds[] = {{"S", "Add or take off"}, {NULL, NULL}};

static const struct pd_choice columns_choices[] = {{"Exit", "END", 'X'}, {NULL, NULL, 0}};

static const struct pulldown columns_pulldowns[] = {
    {"Columns", columns_choices, NULL}, {"View", obj_view_choices, NULL}, {NULL, NULL, NULL},
};

static const char *const columns_actions[] = {"Columns", "View", "Options", "Help", NULL};

const struct panel_def mq_columns_panel = {
    .id = "MQ810", .former_id = "MQ910",
    .title = "Columns",
    .kind = PANEL_TABLE,
    .actions = columns_actions,
    .keys = &keylist_table,
    .lcmds = columns_lcmds,
    .pulldowns = columns_pulldowns,
    .help = "Every attribute of the objects the list shows, by MQSC keyword: those wlmcon models "
            "and those it keeps as they were read (MCAUSER, SSLCIPH, MAXMSGL…). S adds one to the "
            "list's columns, after its own, or takes off one added; Shown says which the list shows. "
            "F3 returns to the list.\n"
            "On the list itself, COLUMNS KEYWORD (several may follow, COLUMNS MCAUSER SSLCIPH) does "
            "the same and COLUMNS RESET takes the added ones off. A column shows each object's value "
            "as its entry panel does; an object that does not state it shows it empty (or, for a "
            "modelled attribute, the value in effect).",
};

#define KINDS(first, last) ((UINT64_C(2) << (last)) - (UINT64_C(1) << (first)))

static const struct obj_entry_def entries[] = {
    {.kinds = KINDS(MQ_QMGR, MQ_QMGR), .def = &mq_qmgr_panel, .name_label = "Queue manager"},
    {.kinds = KINDS(MQ_CLUSRCVR, MQ_MQTT), .def = &mq_channel_panel, .name_label = "Channel name",
     .kind_label = "Channel type"},
    {.kinds = KINDS(MQ_QLOCAL, MQ_QMODEL), .def = &mq_queue_panel, .name_label = "Queue name",
     .kind_label = "Queue type"},
};

/* MQ004 (CLUSTER and CLUSNL both set) and MQ006 (a transmission queue in a cluster). */
static const char *refusal(const struct diag *d)
{
    return strcmp(d->id, "MQ004") == 0 ? "Set only one of the two" : "Not allowed in a cluster";
}

/* Asks whether the queue may leave its cluster (MQ024); false when it need not ask. */
static bool ask_unclustered(struct console *c, const struct pol_object *before,
                            const struct pol_object *after, void (*go)(struct console *c, void *ctx),
                            void *ctx)
{
    struct diag_list diags;
    diag_init(&diags, 0);
    bool ask = mq_rule_unclustered(before, after, &diags) > 0;
    char l1[128], l2[80], l3[80];
    if (ask) {
        snprintf(l1, sizeof l1, "Queue %s of %s is a cluster queue; this", after->name, after->top->name);
        snprintf(l2, sizeof l2, "change takes it out of its cluster. Applications that");
        snprintf(l3, sizeof l3, "opened it NOT FIXED get 2085 on their next put. [%s]", diags.v[0].id);
        const char *lines[] = {l1, l2, l3, "", "Save anyway?", NULL};
        ask = popup_confirm(c, "Confirm: Queue Leaves Its Cluster", lines, go, ctx) == 0;
    }
    diag_free(&diags);
    return ask;
}

const struct obj_panels mq_obj_panels = {
    .top_noun = "queue manager",
    .name_help = "The object's name: unquoted, MQ folds it to upper case; in quotes it keeps its case.",
    .entries = entries,
    .nentries = sizeof entries / sizeof entries[0],
    .verbatim = &mq_verbatim_panel,
    .columns = &mq_columns_panel,
    .names = mq_names,
    .refusal = refusal,
    .ask_save = ask_unclustered,
};

int mq_object_open(struct console *c, struct app *app, const struct obj_ref *ref)
{
    return obj_object_open(c, app, &mq_obj_panels, ref);
}
