/* ui/work/import_files.c — the list of a directory's files to import; see import_files.h. */
#include "ui/work/import_files.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "model/model.h"
#include "ui/engine/console.h"
#include "ui/work/import_result.h"
#include "ui/engine/memsrc.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/table.h"
#include "ui/engine/textview.h"
#include "ui/work/work_msg.h"

enum { BROWSE_MAX = 1 << 20 };  /* bytes of a file B shows at most */

static const struct tbl_col cols[] = {
    {"sel", "Sel", 3, TC_FIXED},
    {"name", "Name", 40, TC_FIXED},
    {"size", "Size", 10, TC_RIGHT},
    {"modified", "Modified", 16, 0},
};

static const struct lcmd_def lcmds[] = {{"S", "Select"}, {"B", "Browse"}, {NULL, NULL}};

static const char *const actions[] = {"Import", "View", "Options", "Help", NULL};
static const char *const text_actions[] = {"Options", "Help", NULL};

static const struct pd_choice import_choices[] = {
    {"Read the directory again", "REFRESH", 'R'},
    {"Validate the policy...", "=5", 'V'},
    {"Change history...", "=9", 'H'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pd_choice view_choices[] = {
    {"Sort by name", "SORT name", 'N'},
    {"Newest first", "SORT modified D", 'W'},
    {"Largest first", "SORT size D", 'L'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {
    {"Import", import_choices, NULL}, {"View", view_choices, NULL}, {NULL, NULL, NULL},
};

static const struct panel_def def = {
    .id = "IMP110",
    .title = "Files",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .instruction = "S=Select (again: deselect; a directory: open)  B=Browse; Enter imports",
    .help = "The files of a directory, to pick the ones to import. S marks a file (* in the Sel "
            "column) and S again unmarks it; S on a directory, or on .. for the one above, lists "
            "that one instead. B shows a file as it is. When the line commands typed have been "
            "processed, the files marked are imported together, in the order listed, after a "
            "confirmation: one transaction and one journal batch, nothing imported if any file has "
            "an error.\n"
            "F5 reads the directory again; SORT name, SORT modified D or SORT size D order the list "
            "(the View pull-down has them).",
};

static const struct panel_def browse_def = {
    .id = "IMP120",
    .title = "Browse",
    .kind = PANEL_TABLE,
    .actions = text_actions,
    .keys = &keylist_help,
    .instruction = "The file as it is (at most 1 MiB shown). F3 returns to the list.",
    .help = "A file shown as it is, to check it before importing it: each line of the file on its "
            "own, blanks kept, a line wider than the screen continued on the next. Tabs show as "
            "blanks; only the first MiB is shown. F7 and F8 scroll, FIND text looks for text, F3 "
            "returns to the list of files.",
};

struct fentry {
    char *name;
    bool is_dir, marked;
    long long size;
    time_t mtime;
};

/* The list's data, owned by its source. */
struct flist {
    struct app *app;
    struct memsrc *m;      /* the rows (not owned: the source is m) */
    char *dir;
    struct import_opts opts;   /* the import options, for the import */
    struct fentry *v;
    size_t n;
    bool selected;         /* S marked or unmarked a file since the list last acted */
    int err;               /* errno of the last failure to read the directory */
};

static void entries_free(struct flist *fl)
{
    for (size_t i = 0; i < fl->n; i++)
        free(fl->v[i].name);
    free(fl->v);
    fl->v = NULL;
    fl->n = 0;
}

static void flist_free(void *ctx)
{
    struct flist *fl = ctx;
    entries_free(fl);
    free(fl->dir);
    import_opts_free(&fl->opts);
    free(fl);
}

/* dir/name, or name alone in ".". malloc'd. */
static char *join(const char *dir, const char *name)
{
    size_t n = strlen(dir);
    char *s = malloc(n + strlen(name) + 2);
    if (!s)
        return NULL;
    if (strcmp(dir, ".") == 0)
        strcpy(s, name);
    else
        sprintf(s, "%s%s%s", dir, n && dir[n - 1] == '/' ? "" : "/", name);
    return s;
}

/* The directory above dir, in the same terms: "a/b" → "a", "a" → ".", "." → "..", ".." → "../..". */
static char *parent_of(const char *dir)
{
    size_t n = strlen(dir);
    while (n > 1 && dir[n - 1] == '/')
        n--;
    const char *last = NULL;
    for (size_t i = 0; i < n; i++)
        if (dir[i] == '/')
            last = dir + i;
    size_t base = last ? (size_t)(last - dir) + 1 : 0;
    bool dots = (n - base == 1 && dir[base] == '.') || (n - base == 2 && strncmp(dir + base, "..", 2) == 0);
    if (dots || !n)
        return join(dir, "..");
    if (!last)
        return strdup(".");
    return strndup(dir, base > 1 ? base - 1 : 1);
}

static int by_name(const void *a, const void *b)
{
    const struct fentry *x = a, *y = b;
    if (strcmp(x->name, "..") == 0 || strcmp(y->name, "..") == 0)
        return strcmp(x->name, "..") == 0 ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* Reads the directory's entries (files and directories, no hidden ones, `..` first). */
static int read_dir(struct flist *fl)
{
    DIR *d = opendir(fl->dir);
    if (!d)
        return -1;
    size_t cap = 0;
    int rc = 0;
    for (struct dirent *e; rc == 0 && (e = readdir(d));) {
        struct stat st;
        char *path = join(fl->dir, e->d_name);
        bool show = path && (e->d_name[0] != '.' || strcmp(e->d_name, "..") == 0) && stat(path, &st) == 0 &&
                    (S_ISREG(st.st_mode) || S_ISDIR(st.st_mode));
        free(path);
        if (!show)
            continue;
        if (heap_reserve(&fl->v, &cap, fl->n + 1, sizeof *fl->v) < 0) {
            rc = -1;
            break;
        }
        fl->v[fl->n] = (struct fentry){strdup(e->d_name), S_ISDIR(st.st_mode), false, (long long)st.st_size,
                                       st.st_mtime};
        rc = fl->v[fl->n++].name ? 0 : -1;
    }
    closedir(d);
    if (rc == 0 && fl->n)
        qsort(fl->v, fl->n, sizeof *fl->v, by_name);
    return rc;
}

/* Reads the directory afresh and makes the rows (marks are dropped). */
static int fill(void *ctx, struct memsrc *m)
{
    struct flist *fl = ctx;
    entries_free(fl);
    errno = 0;
    if (read_dir(fl) != 0) {
        char why[300];
        fl->err = errno ? errno : ENOMEM;
        snprintf(why, sizeof why, "%s: %s", fl->dir, strerror(fl->err));
        memsrc_fail(m, why);
        return -1;
    }
    for (size_t i = 0; i < fl->n; i++) {
        const struct fentry *e = &fl->v[i];
        char name[300], size[24] = "<dir>", when[24] = "";
        struct tm tm;
        bool up = strcmp(e->name, "..") == 0;   /* the way up: no size or date of its own */
        snprintf(name, sizeof name, "%s%s", e->name, e->is_dir ? "/" : "");
        if (!e->is_dir)
            snprintf(size, sizeof size, "%lld", e->size);
        if (!up)
            strftime(when, sizeof when, "%Y-%m-%d %H:%M", localtime_r(&e->mtime, &tm));
        else
            size[0] = '\0';
        const char *cells[] = {"", name, size, when};
        if (memsrc_add(m, e->name, cells) < 0) {
            fl->err = ENOMEM;
            memsrc_fail(m, "out of memory");
            return -1;
        }
    }
    return 0;
}

static struct fentry *entry_of(struct flist *fl, const char *key)
{
    for (size_t i = 0; i < fl->n; i++)
        if (strcmp(fl->v[i].name, key) == 0)
            return &fl->v[i];
    return NULL;
}

/* B: the file's text (its first BROWSE_MAX bytes), tabs as blanks. */
static int browse(struct console *c, const char *path, const char *name)
{
    FILE *f = fopen(path, "r");
    char *text = f ? malloc(BROWSE_MAX + 1) : NULL, title[80];
    size_t n = text ? fread(text, 1, BROWSE_MAX, f) : 0;
    if (f)
        fclose(f);
    if (!text) {
        console_msg(c, MSG_NO_SUCH_PATH, path, strerror(f ? ENOMEM : errno), NULL);
        return -1;
    }
    text[n] = '\0';
    for (size_t i = 0; i < n; i++)
        if (text[i] == '\t' || text[i] == '\r' || text[i] == '\0')
            text[i] = ' ';
    snprintf(title, sizeof title, "Browse %.60s", name);
    struct textview *v = textview_new(&browse_def, title);
    int rc = v ? textview_add_file(v, CUA_VOI, text) : -1;
    free(text);
    return textview_push(c, v, rc);
}

static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code, const char *key,
                                     long pos, void *ctx)
{
    struct flist *fl = ctx;
    (void)p;
    (void)pos;
    struct fentry *e = entry_of(fl, key);
    if (!e)
        return TABLE_LC_NEXT;
    char *path = strcmp(e->name, "..") == 0 ? parent_of(fl->dir) : join(fl->dir, e->name);
    enum table_lc_rc rc = TABLE_LC_STOP;
    if (!path)
        return rc;
    if (e->is_dir)
        rc = import_files_open(c, fl->app, path, fl->opts.v) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    else if (strcmp(code, "B") == 0)
        rc = browse(c, path, e->name) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    else if (memsrc_set_cell(fl->m, key, 0, e->marked ? "" : "*") == 0) {
        e->marked = !e->marked;
        fl->selected = true;
        rc = TABLE_LC_NEXT;
    }
    free(path);
    return rc;
}

/* After the line commands: the files selected, imported together once confirmed. */
static void processed(struct console *c, struct panel *p, void *ctx)
{
    struct flist *fl = ctx;
    (void)p;
    if (!fl->selected)
        return;
    fl->selected = false;
    char **paths = calloc(fl->n ? fl->n : 1, sizeof *paths);
    size_t n = 0;
    bool ok = paths != NULL;
    for (size_t i = 0; ok && i < fl->n; i++)
        if (fl->v[i].marked)
            ok = (paths[n++] = join(fl->dir, fl->v[i].name)) != NULL;
    if (ok && n)
        import_confirm(c, fl->app, (const char *const *)paths, n, fl->opts.v, true);
    else if (ok)
        console_msg(c, MSG_NO_FILES, NULL);
    for (size_t i = 0; paths && i < n; i++)
        free(paths[i]);
    free(paths);
}

int import_files_open(struct console *c, struct app *app, const char *dir, const struct import_option *opts)
{
    struct flist *fl = calloc(1, sizeof *fl);
    struct memsrc *m = fl ? memsrc_new(cols, (int)(sizeof cols / sizeof cols[0])) : NULL;
    bool copied = fl && import_opts_copy(&fl->opts, opts) == 0;
    if (fl)
        fl->dir = strdup(dir);
    if (!m || !fl->dir || !copied) {
        if (fl)
            flist_free(fl);
        memsrc_free(m);
        return -1;
    }
    fl->app = app;
    fl->m = m;
    memsrc_set_builder(m, &(struct memsrc_builder){fill, flist_free, fl});
    if (fill(fl, m) != 0) {
        console_msg(c, MSG_NO_SUCH_PATH, dir, strerror(fl->err), NULL);
        memsrc_free(m);
        return -1;
    }
    struct table_spec spec = {.def = &def, .line_command = line_command, .processed = processed, .ctx = fl,
                              .remember = true};
    memsrc_source(m, &spec.src);
    struct panel *t = table_new(&spec);
    if (!t)
        return -1;
    char title[96];
    snprintf(title, sizeof title, "Files in %.80s", dir);
    panel_set_title(t, title);
    return console_push(c, t);
}
