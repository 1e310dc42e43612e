/* ui/wlm/wlm_panels.h — what the z/OS WLM panels of the console share (option 1 of the primary
 * menu). They follow IBM's WLM ISPF application (research/wlm.md §3 and addendum D; PANELS.md):
 *
 *   WLM200  wlm_menu.c     Definition Menu of one service definition (=1)
 *   WLM210  wlm_menu.c     Service definitions, when the store holds several or none (File ▸ New)
 *   WLM220  wlm_objects.c  A service definition: name, description, functionality level
 *   WLM230  wlm_lists.c    Service Policy Selection List (=1.1); WLM240 a policy (wlm_objects.c)
 *   WLM250  wlm_lists.c    Workload Selection List (=1.2); WLM260 a workload
 *   WLM270  wlm_lists.c    Resource Group Selection List (=1.3); WLM280 a resource group
 *   WLM300  wlm_lists.c    Service Class Selection List (=1.4)
 *   WLM310  wlm_objects.c  A service class with its goal periods under its fields
 *   WLM320  wlm_objects.c  A goal period (after the goal-type pop-up)
 *   WLM610  wlm_rules.c    Subsystem Type Selection List for Rules (=1.6)
 *   WLM620  wlm_rules.c    Modify Rules for the Subsystem Type: its rules nested under its fields,
 *                          A B C D M R I IS through the line-command phase; WLM625 one rule;
 *                          WLM627 the finding of a rule marked !
 *   WLM630  wlm_whatif.c   Classification What-If: a work request classified, the rule path shown
 *   WLM700  wlm_lists.c    Report Class Selection List (=1.7); WLM710 a report class
 *   WLM750  wlm_lists.c    Tenant Resource Group Selection List (=1.11); WLM760 one
 *   WLM770  wlm_lists.c    Tenant Report Class Selection List (=1.12); WLM780 one
 *   WLM400  wlm_lists.c    Classification Group Selection List (=1.5)
 *   WLM410  wlm_groups.c   A classification group with its members under its fields
 *   WLM420  wlm_groups.c   A member of a group
 *   WLM500  wlm_lists.c    Application Environment Selection List (=1.9); WLM510 one (wlm_envs.c)
 *   WLM520  wlm_lists.c    Scheduling Environment Selection List (=1.10); WLM530 one with its
 *                          required resource states (wlm_envs.c); WLM540 one state
 *   WLM290  wlm_objects.c  The attributes a list can show as columns (COLUMNS)
 *   WLM800  wlm_print.c    An object's text (5=Print)
 *
 * The ids lie in WLM200-WLM899, apart from every WLM rule id (WLM001-WLM106, WLM901-WLM905). The
 * lists and entry panels are the object panels of ui/objects made from the schema rows and WLM's
 * panel spec, wlm_obj_panels: one transaction and one journal batch per save, the object's audit
 * attributes stamped (wlm_stamp.c). */
#ifndef WLMCON_UI_WLM_PANELS_H
#define WLMCON_UI_WLM_PANELS_H

#include "model/wlm/wlm.h"
#include "ui/objects/objlist.h"
#include "ui/objects/objpanels.h"
#include "ui/work/app.h"

/* ---- the panels' definitions (ids as above) ---------------------------------------------------- */

extern const struct panel_def wlm_menu_panel, wlm_definitions_panel, wlm_definition_panel;
extern const struct panel_def wlm_workloads_panel, wlm_workload_panel, wlm_resgroups_panel,
    wlm_resgroup_panel, wlm_columns_panel;
extern const struct panel_def wlm_servclasses_panel, wlm_servclass_panel, wlm_period_panel;
extern const struct panel_def wlm_repclasses_panel, wlm_repclass_panel, wlm_tenantrgs_panel,
    wlm_tenantrg_panel, wlm_tenantrcs_panel, wlm_tenantrc_panel, wlm_print_panel;
extern const struct panel_def wlm_policies_panel, wlm_policy_panel;
extern const struct panel_def wlm_applenvs_panel, wlm_applenv_panel, wlm_schenvs_panel,
    wlm_schenv_panel, wlm_resstate_panel;

/* The fields of the environments' entry panels and the rows of a scheduling environment's
 * required resource states (wlm_envs.c), for wlm_obj_panels. */
extern const struct obj_field wlm_applenv_fields[], wlm_schenv_fields[];
extern const struct obj_rows_def wlm_states_rows;
extern const struct panel_def wlm_classgroups_panel, wlm_classgroup_panel, wlm_member_panel;

/* The fields of a classification group's entry panel and the rows of its members
 * (wlm_groups.c), for wlm_obj_panels. */
extern const struct obj_field wlm_classgroup_fields[];
extern const struct obj_rows_def wlm_members_rows;

/* A qualifier type as the group list shows it into buf (n bytes): the ISPF code and name of XML
 * type xml ("TN  Transaction name"; a group form adds " group"), else xml as it is ("" for
 * NULL). Returns buf. */
const char *wlm_qualtype_words(const char *xml, char *buf, size_t n);

/* The classification rules' panels (wlm_rules.c): WLM610, WLM620, WLM625; the fields above the
 * rules and the rules' rows of WLM620, for its entry of wlm_obj_panels. */
extern const struct panel_def wlm_subsystems_panel, wlm_rules_panel, wlm_rule_panel, wlm_rule_finding_panel;

/* obj_entry_def.command of WLM620: WHATIF (Xref, Classification what-if) opens WLM630 for
 * subsystem type name of definition top. */
enum panel_rc wlm_rules_command(struct console *c, struct app *app, const char *top, const char *name,
                                const struct cmd *cmd);

/* WLM630, the classification what-if (wlm_whatif.c), of definition def for work of subsystem type
 * subsys (NULL or "": typed on the panel). 0, or -1 after a message. */
extern const struct panel_def wlm_whatif_panel;
int wlm_whatif_open(struct console *c, struct app *app, const char *def, const char *subsys);
extern const struct obj_field wlm_rules_fields[];

/* The namespace of the subsystem type field of WLM620 when creating one (obj_entry_def.name_ns):
 * F4 lists IBM's subsystem types. */
#define WLM_NS_SUBSYSTEM_TYPE "subsystype"

/* Adds IBM's subsystem types with what each classifies to out (F4 on the subsystem type). 0, or
 * -1 with why (len bytes) when memory runs out. */
int wlm_subsystem_names(struct prompt_list *out, char *why, size_t len);
extern const struct obj_rows_def wlm_rules_rows;

/* Every WLM panel, NULL-terminated (wlm_ui.c): the row's panels (ui_system.panels), whose ids the
 * registry's contract test holds against the rule ids. */
extern const struct panel_def *const wlm_panel_list[];

/* Opens the WLM part: the Definition Menu of the store's one service definition, else the list of
 * them; rest is the option after it ("4" for =1.4), chosen at once on the menu (or on the menu of
 * the definition chosen from the list). ctx is the struct app. 0, or -1 after a message. */
int wlm_part_open(struct console *c, const char *rest, void *ctx);

/* WLM200: the Definition Menu of definition def, then option rest when given. */
int wlm_menu_open(struct console *c, struct app *app, const char *def, const char *rest);

/* The object panels of WLM (wlm_objects.c). */
extern const struct obj_panels wlm_obj_panels;

/* The selection list of option opt of the Definition Menu ("1" service policies, "2" workloads,
 * "3" resource groups, "4" service classes, "5" classification groups, "7" report classes, "9" application environments, "10"
 * scheduling environments, "11"
 * tenant resource groups, "12" tenant report classes) of definition def. 0; -1 after a message, also for an option that has no list. */
int wlm_list_open(struct console *c, struct app *app, const char *def, const char *opt);

/* The text of object name of kind under definition def (5=Print) in a browse panel. 0, or -1
 * after a message. */
int wlm_print_open(struct console *c, struct app *app, const struct kind_def *kind, const char *def,
                   const char *name);

/* The open_object of WLM's row of the console's table of systems, for S on a Validate finding:
 * the entry panel of the object ref names with the cursor on its attribute; a goal period opens
 * its service class's panel. 0, or -1 after a message. */
int wlm_object_open(struct console *c, struct app *app, const struct obj_ref *ref);

/* The save hook (obj_panels.stamp): the audit attributes of a named WLM object — CreationDate
 * and CreationUser when created, ModificationDate and ModificationUser always — as the XML
 * carries them (research/wlm.md §1: "YYYY/MM/DD HH:MM:SS", a user id of 8 bytes): now is ISO
 * 8601 UTC ("2026-11-29T14:38:00Z"), user is upper-cased and cut to 8 bytes, and warn then says
 * so. Objects of kinds without them are left alone. A new service definition also gets the XML
 * namespace of its layout (WLM_XML_NAMESPACE), as the XML writer writes it. 0, or -1 when memory
 * runs out. */
int wlm_stamp(struct policy *p, struct pol_object *obj, bool created, const char *user, const char *now,
              char *warn, size_t n);

/* A goal period's goal in words into buf (n bytes): as the service class panel describes it
 * ("Execution velocity of 50", "Average response time of 00:00:00.500", "90% complete within
 * 00:00:01.000", "Discretionary"), or short for the lists (brief: "Velocity 50", "Average
 * 00:00:00.500", "90% in 00:00:01.000", "Discretionary"). Returns buf. */
const char *wlm_goal_words(const struct pol_object *period, bool brief, char *buf, size_t n);

#endif
