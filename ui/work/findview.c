/* ui/work/findview.c — a finding in a text panel; see findview.h. */
#include "ui/work/findview.h"

#include <stdio.h>

#include "ui/engine/env.h"
#include "ui/engine/textview.h"

enum { LABEL_W = 16 };  /* "Documentation  :" */

/* The labelled line label: text, when text is there. */
static int fact(struct textview *v, const char *label, const char *text)
{
    return text && text[0] ? textview_add(v, CUA_VOI, 0, label, LABEL_W, text) : 0;
}

/* A blank line, then text as a paragraph in element e, when there is text. */
static int para(struct textview *v, enum cua_elem e, const char *text)
{
    if (!text || !text[0])
        return 0;
    return textview_add(v, CUA_NT, 0, NULL, 0, "") < 0 ? -1 : textview_add(v, e, 0, NULL, 0, text);
}

int findview_open(struct console *c, const struct panel_def *def, const char *title, const struct diag *d)
{
    char where[600] = "", text[DIAG_MSG_MAX];
    if (d->file && d->line)
        snprintf(where, sizeof where, "%s:%u:%u", env_path_shown(d->file), d->line, d->col);
    else if (d->file)
        snprintf(where, sizeof where, "%s", env_path_shown(d->file));
    else if (d->console)
        diag_console_text(d->console, where, sizeof where);
    struct textview *v = textview_new(def, title);
    int rc = v ? 0 : -1;
    if (rc == 0)
        rc = fact(v, "Severity", severity_name(d->sev));
    if (rc == 0)
        rc = fact(v, "Rule", d->id);
    if (rc == 0)
        rc = fact(v, "Object", d->path);
    if (rc == 0)
        rc = fact(v, "Attribute", d->attr);
    if (rc == 0)
        rc = fact(v, "Source", where);
    if (rc == 0)
        rc = para(v, CUA_NT, diag_msg(d, text, sizeof text));
    if (rc == 0)
        rc = para(v, CUA_NT, d->explain);
    if (rc == 0 && d->source)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, "") < 0 ? -1 : fact(v, "Documentation", d->source);
    return textview_push(c, v, rc);
}
