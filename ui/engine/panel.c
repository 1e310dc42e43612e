/* ui/engine/panel.c — the common part of panels; see panel.h. */
#include "ui/engine/panel.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

void panel_init(struct panel *p, const struct panel_def *def, const struct panel_ops *ops)
{
    memset(p, 0, sizeof *p);
    p->def = def;
    p->ops = ops;
    p->scroll = (struct scroll_amount){SCROLL_PAGE, 0};
}

void panel_fini(struct panel *p)
{
    form_free(&p->form);
}

void panel_set_title(struct panel *p, const char *title)
{
    snprintf(p->title, sizeof p->title, "%s", title);
}

const char *panel_title(const struct panel *p)
{
    return p->title[0] ? p->title : p->def->title;
}

const struct keylist *panel_keylist(const struct panel *p)
{
    return p->ops->keys ? p->ops->keys(p) : p->def->keys;
}

bool panel_scrolls(const struct panel *p)
{
    if (p->def->kind == PANEL_POPUP)
        return false;
    for (const struct key_binding *b = p->def->keys->keys; b->key; b++)
        if (strcasecmp(b->cmd, "DOWN") == 0)
            return true;
    return false;
}

const char *panel_key_label(const struct panel *p, const char *cmd)
{
    for (const struct key_label *l = p->def->key_labels; l && l->cmd; l++)
        if (strcasecmp(l->cmd, cmd) == 0)
            return l->label;
    const struct cmd_def *d = strchr(cmd, ' ') ? NULL : cmd_find(cmd);
    return d ? d->label : cmd;
}

bool panel_has_command(const struct panel *p, const struct cmd_def *d)
{
    return (d->where & (1u << p->def->kind)) && !(p->ops->lacks && p->ops->lacks(p, d->id));
}
