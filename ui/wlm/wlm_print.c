/* ui/wlm/wlm_print.c — Print (5 on a selection list, File ▸ Print on the Definition Menu): the
 * printed report of an object, or of the whole definition, in a browse panel (WLM800), in the
 * layout of IBM's print (import/wlmreport); SAVE FILE writes it to a file the user names, as
 * `export --format wlmreport` writes it (lines, no carriage control). See wlm_panels.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/wlmreport/wlmreport.h"
#include "ui/engine/cmd.h"
#include "ui/engine/textview.h"
#include "ui/wlm/wlm_panels.h"

static const char *const print_actions[] = {"File", "Options", "Help", NULL};
static const struct pd_choice print_file_choices[] = {
    {"Save to a file...", "SAVE", 'S'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};
static const struct pulldown print_pulldowns[] = {{"File", print_file_choices, NULL}, {NULL, NULL, NULL}};

const struct panel_def wlm_print_panel = {
    .id = "WLM800", .title = "Print", .kind = PANEL_TABLE, .actions = print_actions,
    .keys = &keylist_help, .pulldowns = print_pulldowns,
    .instruction = "SAVE file writes this report to a file.",
    .help = "The printed report of the object (5 on a list) or of the whole service definition "
            "(File, Print on the Definition Menu), in the layout of the print of IBM's WLM "
            "application: `* Service Class NAME - description` with its base goal and period table, "
            "`* Subsystem Type` with its classification rules, the sections between `!` marks; "
            "README lists what differs from IBM's print. SAVE file (File, Save to a file) writes it "
            "to that file, a path relative to the directory wlmcon was started in, one report line "
            "per line; `wlmcon export --format wlmreport` writes every definition's report, also as "
            "133-byte records with their carriage control. F7 and F8 scroll, FIND text searches, "
            "F3 leaves.",
};

/* The report's text, for SAVE. */
struct report {
    char *text;
    size_t len, cap;
    bool oom;
    struct textview *v;
    char what[96];
};

static void report_free(void *ctx)
{
    struct report *r = ctx;
    free(r->text);
    free(r);
}

static void append(struct report *r, const char *s, size_t n)
{
    if (r->oom)
        return;
    if (r->len + n + 1 > r->cap) {
        size_t cap = (r->cap ? r->cap * 2 : 4096) + n;
        char *t = realloc(r->text, cap);
        if (!t) {
            r->oom = true;
            return;
        }
        r->text = t;
        r->cap = cap;
    }
    memcpy(r->text + r->len, s, n);
    r->len += n;
    r->text[r->len] = '\0';
}

/* A line of the report: on the panel and in the text SAVE writes (a '0' line after a blank one). */
static int line(void *ctx, char cc, const char *text)
{
    struct report *r = ctx;
    if (cc == '0')
        append(r, "\n", 1);
    append(r, text, strlen(text));
    append(r, "\n", 1);
    if (cc == '0' && textview_add(r->v, CUA_NT, 0, NULL, 0, "") < 0)
        return -1;
    return r->oom || textview_add_file(r->v, text[0] == '*' || text[0] == '!' ? CUA_ET : CUA_NT, text) < 0 ? -1 : 0;
}

/* SAVE FILE: the report into FILE (its directory must exist), replaced whole. */
static enum panel_rc own(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx)
{
    struct report *r = ctx;
    (void)p;
    if (strcmp(cmd->word, "SAVE") != 0)
        return PANEL_PASS;
    char dir[1024], msg[1200];
    const char *path = cmd->args, *slash = strrchr(path, '/');
    if (!path[0]) {
        console_msg(c, MSG_REFUSED, "SAVE needs the file to write: SAVE FILE (a path).", NULL);
        return PANEL_DONE;
    }
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - path) + (slash == path) : 1, slash ? path : ".");
    struct export_out *o = NULL;
    struct export_error err = {0};
    enum export_status st = export_out_file(dir, slash ? slash + 1 : path, &o, &err);
    if (st == EXPORT_OK) {
        export_out_share(o);
        export_out_write(o, r->text ? r->text : "", r->len);
        st = export_out_close(o, &err);
    }
    if (st == EXPORT_OK)
        snprintf(msg, sizeof msg, "The report of %s was written to %s.", r->what, path);
    else
        snprintf(msg, sizeof msg, "%s: %s", path, err.msg);
    console_msg(c, st == EXPORT_OK ? MSG_WRITTEN : MSG_REFUSED, msg, NULL);
    return PANEL_DONE;
}

int wlm_print_open(struct console *c, struct app *app, const struct kind_def *kind, const char *def,
                   const char *name)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = obj_load(c, app, wlm_system(), &pol, def, 0);
    const struct pol_object *o = !top ? NULL : kind->flags & KF_TOP ? top : pol_find(top, kind->ns, name);
    if (top && (!o || o->kind != kind)) {
        char what[80];
        snprintf(what, sizeof what, "%s %s of %s", kind->label, name, def);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
        o = NULL;
    }
    struct report *r = o ? calloc(1, sizeof *r) : NULL;
    if (!r) {
        if (o)
            console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        policy_free(&pol);
        return -1;
    }
    snprintf(r->what, sizeof r->what, "%s %s", o->kind->label, o->name);
    char title[112];
    snprintf(title, sizeof title, "Print of %s", r->what);
    r->v = textview_new(&wlm_print_panel, title);
    int rc = r->v ? 0 : -1;
    if (rc == 0) {
        textview_set_command(r->v, own, r, report_free);
        rc = wlmreport_object(o, line, r) ? -1 : 0;
    } else {
        report_free(r);
    }
    policy_free(&pol);
    return textview_push(c, r->v, rc);
}
