/* ui/engine/console_set.c — the console's settings: the profile, the theme and keylists with the
 * user's changes; see console.h. The commands that change them are in settings.c. */
#include "ui/engine/console_priv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/themefile.h"

/* Writes the profile when the environment names one: the file as it is now (another session of
 * the user may have written it) with this session's changes brought in (profile_merge), which
 * then become this session's settings. A file that is there but cannot be read (larger than a
 * profile can be, unreadable) is left as it is: writing this session's settings over it would
 * lose what it holds. A failure is told (MSG_PROFILE_NOT_SAVED), the session goes on. Returns 0
 * when the settings are kept (or no profile is named), -1 after telling the failure. */
static int save(struct console *c)
{
    struct profile_error err;
    if (!c->env->profile)
        return 0;
    struct profile *disk = malloc(sizeof *disk);
    if (!disk) {
        console_msg(c, MSG_PROFILE_NOT_SAVED, c->env->profile, "out of memory", NULL);
        return -1;
    }
    if (profile_load(c->env->profile, disk, &err) < 0) {
        console_msg(c, MSG_PROFILE_NOT_SAVED, c->env->profile, err.msg, NULL);
        free(disk);
        return -1;
    }
    for (int i = 0; i < c->nadopted; i++) {   /* the file may still hold the former ids */
        profile_adopt(disk, c->adopted[i]->former_id, c->adopted[i]->id);
        profile_adopt(&c->prof_base, c->adopted[i]->former_id, c->adopted[i]->id);
    }
    profile_merge(&c->prof_base, &c->prof, disk);
    int rc = profile_save(c->env->profile, disk, &err);
    if (rc == 0) {
        c->prof = *disk;
        c->prof_base = *disk;
        c->nekeys = 0;     /* the keylists with changes point into the profile: made again */
    } else {
        console_msg(c, MSG_PROFILE_NOT_SAVED, c->env->profile, err.msg, NULL);
    }
    free(disk);
    return rc;
}

static void theme_failed(struct console *c, const struct theme_error *err)
{
    char line[16];
    snprintf(line, sizeof line, "%d", err->line);
    console_msg(c, MSG_THEME_ERROR, err->file, line, err->msg, NULL);
}

void console_settings_init(struct console *c)
{
    struct profile_error perr;
    profile_defaults(&c->prof);
    if (c->env->profile && profile_load(c->env->profile, &c->prof, &perr) != 0) {
        char line[16];
        snprintf(line, sizeof line, "%d", perr.line);
        console_msg(c, MSG_PROFILE_LINE, c->env->profile, line, perr.msg, NULL);
    }
    c->prof_base = c->prof;
    const char *name = c->env->theme ? c->env->theme : c->prof.theme[0] ? c->prof.theme : "classic";
    struct theme_error terr;
    if (theme_open(c->env->theme_dirs, name, &c->theme, &terr) != 0)
        theme_failed(c, &terr);
    c->theme_gen = 1;
}

void console_adopt(struct console *c, const struct panel_def *def)
{
    if (!def->former_id)
        return;
    for (int i = 0; i < c->nadopted; i++)
        if (c->adopted[i] == def)
            return;
    if (profile_adopt(&c->prof, def->former_id, def->id) == 1 && c->nadopted < ADOPTED_MAX)
        c->adopted[c->nadopted++] = def;
}

const struct profile *console_profile(const struct console *c)
{
    return &c->prof;
}

const struct theme *console_theme(const struct console *c, unsigned *gen)
{
    if (gen)
        *gen = c->theme_gen;
    return &c->theme;
}

int console_set_theme(struct console *c, const char *name, bool keep)
{
    struct theme t;
    struct theme_error err;
    if (theme_open(c->env->theme_dirs, name, &t, &err) != 0) {
        theme_failed(c, &err);
        return -1;
    }
    if (strcmp(t.name, c->theme.name) != 0 || memcmp(&t, &c->theme, sizeof t) != 0) {
        c->theme = t;
        c->theme_gen++;
    }
    if (keep && strcmp(c->prof.theme, t.name) != 0) {
        snprintf(c->prof.theme, sizeof c->prof.theme, "%s", t.name);
        save(c);
    }
    return 0;
}

int console_set_cmdline(struct console *c, bool bottom)
{
    c->prof.cmd_bottom = bottom;
    return save(c);
}

int console_set_pfshow(struct console *c, bool on)
{
    c->prof.pfshow = on;
    return save(c);
}

int console_set_key(struct console *c, const char *keylist, ui_key key, const char *cmd)
{
    if (profile_set_key(&c->prof, keylist, key, cmd) < 0)
        return -1;
    c->nekeys = 0;
    save(c);
    return 0;
}

const char *console_kept_field(const struct console *c, const char *panel, const char *key)
{
    return profile_field(&c->prof, panel, key);
}

void console_keep_fields(struct console *c, const char *panel, const char *const *keys,
                         const char *const *values, size_t n)
{
    bool changed = false;
    for (size_t i = 0; i < n; i++)
        changed |= profile_set_field(&c->prof, panel, keys[i], values[i]) > 0;
    if (changed)
        save(c);
}

int console_keep_columns(struct console *c, const char *panel, const char *keywords)
{
    const char *now = profile_columns(&c->prof, panel);
    if (now ? keywords && strcmp(now, keywords) == 0 : !keywords || !keywords[0])
        return 0;   /* as kept: the file is not written again */
    if (profile_set_columns(&c->prof, panel, keywords) < 0)
        return -1;
    save(c);
    return 0;
}

void console_keep_scroll(struct console *c, const struct panel *p)
{
    if (profile_set_scroll(&c->prof, p->def->id, &p->scroll) == 0)
        save(c);
}

/* ---- keylists with the user's changes ----------------------------------------------------- */

/* Inserts b into e's bindings before the first shown binding of a higher function key. */
static void insert_binding(struct ekeys *e, int *n, struct key_binding b)
{
    int at = 0;
    while (at < *n && (e->v[at].hidden || e->v[at].key < b.key))
        at++;
    while (at < *n && e->v[at].hidden)
        at++;
    memmove(&e->v[at + 1], &e->v[at], (size_t)(*n - at) * sizeof e->v[0]);
    e->v[at] = b;
    (*n)++;
}

/* The label labels give command string cmd, or NULL. */
static const char *own_label(const struct key_label *labels, const char *cmd)
{
    for (const struct key_label *l = labels; l && l->cmd; l++)
        if (strcasecmp(l->cmd, cmd) == 0)
            return l->label;
    return NULL;
}

static void make_ekeys(const struct profile *prof, const struct keylist *base,
                       const struct key_label *labels, struct ekeys *e)
{
    int n = 0;
    e->base = base;
    e->labels = labels;
    for (const struct key_binding *b = base->keys; b->key && n < EKEYS_BINDINGS - 1; b++) {
        const struct profile_key *k = b->hidden ? NULL : profile_key(prof, base->name, b->key);
        if (k && !k->cmd[0])
            continue;
        const char *cmd = k ? k->cmd : b->cmd;
        e->v[n++] = (struct key_binding){b->key, cmd, b->hidden, own_label(labels, cmd)};
    }
    for (size_t i = 0; i < prof->nkeys && n < EKEYS_BINDINGS - 1; i++) {
        const struct profile_key *k = &prof->keys[i];
        if (strcmp(k->keylist, base->name) == 0 && k->cmd[0] && !keylist_command(base, k->key))
            insert_binding(e, &n, (struct key_binding){k->key, k->cmd, false, own_label(labels, k->cmd)});
    }
    e->v[n] = (struct key_binding){0, NULL, false, NULL};
    e->kl = (struct keylist){base->name, e->v};
}

const struct keylist *console_keys(struct console *c, const struct panel *p)
{
    const struct keylist *base = panel_keylist(p);
    for (int i = 0; i < c->nekeys; i++)
        if (c->ekeys[i].base == base && c->ekeys[i].labels == p->def->key_labels)
            return &c->ekeys[i].kl;
    if (c->nekeys == EKEYS_MAX)
        return base;
    make_ekeys(&c->prof, base, p->def->key_labels, &c->ekeys[c->nekeys]);
    return &c->ekeys[c->nekeys++].kl;
}

struct frame_opts console_frame_opts(struct console *c, const struct panel *p)
{
    return (struct frame_opts){c->prof.cmd_bottom, c->prof.pfshow ? console_keys(c, p) : NULL};
}
