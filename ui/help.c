/* ui/help.c — the keys and commands help; see help.h. */
#include "ui/help.h"

#include <stdio.h>
#include <string.h>

#include "ui/console.h"
#include "ui/memsrc.h"
#include "ui/table.h"

static const struct tbl_col cols[] = {
    {"key", "Key", 6, TC_FIXED},
    {"command", "Command", 9, TC_FIXED},
    {"help", "What it does", 60, 0},
    {"syntax", "Syntax", 32, 0},
};

static const struct panel_def def = {
    .id = "HLP001",
    .title = "Keys and Commands",
    .kind = PANEL_TABLE,
    .keys = &keylist_table,
    .instruction = "Keys first, then the other commands. F3 returns to the panel.",
};

/* Adds the row of command d, reached by key name (or "" when typed only). */
static int add(struct memsrc *m, const char *key, const struct cmd_def *d, const char *cmd)
{
    char rowkey[48];
    const char *cells[] = {key, cmd, d->help, d->syntax};
    snprintf(rowkey, sizeof rowkey, "%s:%s", key[0] ? key : "cmd", cmd);
    return memsrc_add(m, rowkey, cells);
}

static int fill(struct memsrc *m, const struct panel *p)
{
    size_t n;
    const struct cmd_def *table = cmd_table(&n);
    for (const struct key_binding *b = p->def->keys->keys; b->key; b++) {
        char name[16];
        const struct cmd_def *d = cmd_find(b->cmd);
        if (d && add(m, ui_key_name(b->key, name, sizeof name), d, b->cmd) < 0)
            return -1;
    }
    for (size_t i = 0; i < n; i++) {
        if (!(table[i].where & (1u << p->def->kind)) || keylist_bound(p->def->keys, table[i].name))
            continue;
        if (add(m, "", &table[i], table[i].name) < 0)
            return -1;
    }
    return 0;
}

int help_open(struct console *c, const struct panel *p)
{
    char title[96];
    struct memsrc *m = memsrc_new(cols, (int)(sizeof cols / sizeof cols[0]));
    if (!m || fill(m, p) < 0) {
        memsrc_free(m);
        return -1;
    }
    struct table_spec spec = {.def = &def};
    memsrc_source(m, &spec.src);
    struct panel *h = table_new(&spec);
    if (!h)
        return -1;
    snprintf(title, sizeof title, "Keys and Commands of %s", p->def->id);
    panel_set_title(h, title);
    return console_push(c, h);
}
