/* ui/wlm/wlm_coeff.c — option 8 of the Definition Menu: the service coefficients and the service
 * definition options of a definition in one entry panel (WLM830), after IBM's "Service
 * Coefficient/Service Definition Options" panel (research/wlm.md §3.1; IBM z/OS 2.4 "Defining
 * service coefficients and options"). The fields are the definition's schema rows of the groups
 * "Service coefficients" and "Service options"; a coefficient is a decimal kept as written
 * (the WSC sample writes CPU 1.0, IOC 0.0, MSO 0.0000, SRB 1.0) and checked against its range
 * here. See wlm_panels.h. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ui/wlm/wlm_panels.h"

#define B(k) (UINT64_C(1) << (k))

static const char *const actions[] = {"Coefficients", "Options", "Help", NULL};
static const struct pulldown pulldowns[] = {
    {"Coefficients", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL}};

const struct panel_def wlm_coeff_panel = {
    .id = "WLM830", .title = "Service Coefficients/Options", .kind = PANEL_ENTRY, .actions = actions,
    .keys = &keylist_entry, .pulldowns = pulldowns,
    .help = "The service coefficients and service definition options of the definition (option 8, "
            "IBM's Service Coefficient/Service Definition Options panel).\n"
            "The coefficients weigh CPU time, I/O, storage and SRB time in the service units that "
            "durations and accounting count: decimals from 0 to 99.9 with one decimal place (MSO "
            "from 0 to 99.9999 with four; these ranges are ours, IBM's are not confirmed [U]). IBM's defaults when none are given are CPU 10.0, IOC 5.0, MSO 0.0 and SRB 10.0; "
            "IBM suggests smaller ones in the same proportion (CPU 1, IOC 0.5, MSO 0, SRB 1) and "
            "MSO 0 so that storage does not push work into later periods. Changing them changes "
            "what every duration means.\n"
            "The options are YES or NO: I/O priority management (WLM sets I/O priorities by goal), "
            "dynamic alias management (WLM moves PAV aliases), I/O priority groups (classes of "
            "group HIGH get the highest I/O priority) and deactivating discretionary goal "
            "management. The panel is IBM's in content; its layout and id are ours.\n"
            "F3 saves them in one transaction and one journal batch, stamping the definition's "
            "ModificationDate and ModificationUser; F12 leaves without saving.",
};

/* A decimal of at most 2 integer digits and at most places decimal places, in [0, 99.9...]:
 * NULL, or why not. */
static const char *decimal_problem(const char *v, int places)
{
    const char *p = v;
    int ints = 0, decs = 0;
    while (isdigit((unsigned char)*p)) {
        p++;
        ints++;
    }
    if (*p == '.')
        for (p++; isdigit((unsigned char)*p); p++)
            decs++;
    if (*p || (!ints && !decs) || ints > 2 || decs > places)
        return places == 1 ? "must be a decimal from 0.0 to 99.9 with one decimal place"
                           : "must be a decimal from 0.0000 to 99.9999 with up to four decimal places";
    return NULL;
}

static const char *coeff_1(const struct field_def *fd, const char *value)
{
    (void)fd;
    return decimal_problem(value, 1);
}

static const char *coeff_4(const struct field_def *fd, const char *value)
{
    (void)fd;
    return decimal_problem(value, 4);
}

/* Each coefficient's check and length: MSO's with four decimal places (7 bytes, 99.9999), the
 * others' with one (4 bytes, 99.9). */
static void coeff_adjust(struct field_def *fd)
{
    bool mso = strcmp(fd->key, "mso") == 0;
    if (mso || strcmp(fd->key, "cpu") == 0 || strcmp(fd->key, "ioc") == 0 || strcmp(fd->key, "srb") == 0) {
        fd->check = mso ? coeff_4 : coeff_1;
        fd->max = mso ? 7 : 4;
    }
}

static const struct obj_field fields[] = {
    {"cpu", "CPU", "(0.0-99.9)", 0},
    {"ioc", "IOC", "(0.0-99.9)", 0},
    {"mso", "MSO", "(0.0000-99.9999)", 0},
    {"srb", "SRB", "(0.0-99.9)", 0},
    {"iopriomgmt", "I/O priority management", "(YES or NO)", FD_CAPS},
    {"dynalias", "Dynamic alias management", "(YES or NO)", FD_CAPS},
    {"iopriogroups", "Enable I/O priority groups", "(YES or NO)", FD_CAPS},
    {"deactdisc", "Deactivate discretionary goal management", "(YES or NO)", FD_CAPS},
    {NULL, NULL, NULL, 0},
};

static const struct obj_entry_def entry = {
    .kinds = B(WLM_DEFINITION), .def = &wlm_coeff_panel, .name_label = "Definition name",
    .fields = fields, .no_top = true, .title_object = "Service Coefficients/Options",
    .field_adjust = coeff_adjust,
};

int wlm_coeff_open(struct console *c, struct app *app, const char *def)
{
    static struct obj_panels panels;
    panels = wlm_obj_panels;   /* the same names, save hook and refusals; this one entry panel */
    panels.entries = &entry;
    panels.nentries = 1;
    return obj_edit_open(c, app, &panels, OBJ_EDIT, wlm_kind(WLM_DEFINITION), def, def);
}
