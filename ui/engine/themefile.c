/* ui/engine/themefile.c — theme files: parser, loading, finding; see themefile.h. */
#include "ui/engine/themefile.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

enum { LINE_MAX_BYTES = 256, WORDS_MAX = 8, THEME_FILE_MAX = 65536 };

static const struct {
    const char *name;
    short color;
} colors[] = {
    {"default", THEME_DEFAULT}, {"black", THEME_BLACK},   {"red", THEME_RED},
    {"green", THEME_GREEN},     {"yellow", THEME_YELLOW}, {"blue", THEME_BLUE},
    {"pink", THEME_PINK},       {"magenta", THEME_PINK},  {"turquoise", THEME_TURQ},
    {"cyan", THEME_TURQ},       {"white", THEME_WHITE},
};

static const struct {
    const char *name;
    unsigned attr;
} attrs[] = {{"bold", TA_BOLD}, {"reverse", TA_REVERSE}, {"underline", TA_UNDERLINE}, {"none", 0}};

static int fail(struct theme_error *err, int line, const char *fmt, const char *word)
{
    err->line = line;
    snprintf(err->msg, sizeof err->msg, fmt, word);
    return -1;
}

/* A colour word: a name or a number 0-255; -2 when it is neither. */
static int color_of(const char *w)
{
    for (size_t i = 0; i < sizeof colors / sizeof colors[0]; i++)
        if (strcasecmp(w, colors[i].name) == 0)
            return colors[i].color;
    size_t n = strlen(w);
    if (n == 0 || n > 3 || strspn(w, "0123456789") != n)
        return -2;
    int v = atoi(w);
    return v < THEME_COLORS_MAX ? v : -2;
}

/* Splits s at blanks into at most max words (s is modified); returns their number, or max + 1 when
 * there are more. */
static int split(char *s, char **w, int max)
{
    int n = 0;
    for (char *save = NULL, *t = strtok_r(s, " \t\r", &save); t; t = strtok_r(NULL, " \t\r", &save)) {
        if (n == max)
            return max + 1;
        w[n++] = t;
    }
    return n;
}

/* One setting line (comment already removed, not blank). */
static int parse_setting(char *line, int lineno, struct theme *t, unsigned char *seen,
                         struct theme_error *err)
{
    char *eq = strchr(line, '='), *w[WORDS_MAX];
    if (!eq)
        return fail(err, lineno, "expected ELEMENT = foreground background [attribute...]%s", "");
    *eq = '\0';
    char *left[2];
    if (split(line, left, 1) != 1)
        return fail(err, lineno, "expected one element name before '='%s", "");
    int e = cua_from_name(left[0]);
    if (e < 0)
        return fail(err, lineno, "unknown element '%s'", left[0]);
    if (seen[e])
        return fail(err, lineno, "element %s is given twice", cua_name((enum cua_elem)e));
    int n = split(eq + 1, w, WORDS_MAX);
    if (n < 2)
        return fail(err, lineno, "%s needs a foreground and a background colour", cua_name((enum cua_elem)e));
    if (n > WORDS_MAX)
        return fail(err, lineno, "too many words after %s", cua_name((enum cua_elem)e));
    int fg = color_of(w[0]), bg = color_of(w[1]);
    if (fg == -2 || bg == -2)
        return fail(err, lineno, "unknown colour '%s'", fg == -2 ? w[0] : w[1]);
    unsigned a = 0;
    for (int i = 2; i < n; i++) {
        size_t k = 0;
        while (k < sizeof attrs / sizeof attrs[0] && strcasecmp(w[i], attrs[k].name) != 0)
            k++;
        if (k == sizeof attrs / sizeof attrs[0])
            return fail(err, lineno, "unknown attribute '%s' (bold, reverse, underline or none)", w[i]);
        a |= attrs[k].attr;
    }
    seen[e] = 1;
    t->style[e] = (struct theme_style){(short)fg, (short)bg, (unsigned char)a};
    return 0;
}

/* The description from a comment: the text after '#' without surrounding blanks. */
static void set_descr(struct theme *t, const char *comment)
{
    while (*comment == '#' || *comment == ' ' || *comment == '\t')
        comment++;
    snprintf(t->descr, sizeof t->descr, "%s", comment);
    size_t n = strlen(t->descr);
    while (n && isspace((unsigned char)t->descr[n - 1]))
        t->descr[--n] = '\0';
}

/* One line of len bytes: a comment, a blank line or a setting. */
static int parse_line(const char *s, size_t len, int lineno, struct theme *t, unsigned char *seen,
                      bool *described, struct theme_error *err)
{
    char line[LINE_MAX_BYTES];
    if (len >= sizeof line)
        return fail(err, lineno, "line longer than %s bytes", "255");
    memcpy(line, s, len);
    line[len] = '\0';
    if (memchr(s, '\0', len))
        return fail(err, lineno, "a NUL byte in the line%s", "");
    char *hash = strchr(line, '#');
    if (hash) {
        if (!*described && strspn(line, " \t") == (size_t)(hash - line)) {
            set_descr(t, hash);
            *described = true;
        }
        *hash = '\0';
    }
    if (line[strspn(line, " \t\r")] == '\0')
        return 0;
    return parse_setting(line, lineno, t, seen, err);
}

int theme_parse(const char *text, size_t len, const char *name, struct theme *t, struct theme_error *err)
{
    unsigned char seen[CUA_NELEMS] = {0};
    bool described = false;
    *t = *theme_classic();
    snprintf(t->name, sizeof t->name, "%s", name);
    t->descr[0] = '\0';
    err->line = 0;
    err->msg[0] = '\0';
    int lineno = 1;
    for (size_t pos = 0; pos < len; lineno++) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t n = nl ? (size_t)(nl - (text + pos)) : len - pos;
        if (parse_line(text + pos, n, lineno, t, seen, &described, err) < 0) {
            *t = *theme_classic();
            snprintf(t->name, sizeof t->name, "%s", name);
            return -1;
        }
        pos += n + 1;
    }
    return 0;
}

/* The theme's name from its path: the base name without ".theme". */
static void name_of(const char *path, char *out, size_t len)
{
    const char *slash = strrchr(path, '/');
    snprintf(out, len, "%s", slash ? slash + 1 : path);
    size_t n = strlen(out);
    if (n > 6 && strcmp(out + n - 6, ".theme") == 0)
        out[n - 6] = '\0';
}

int theme_load(const char *path, struct theme *t, struct theme_error *err)
{
    char name[THEME_NAME_MAX];
    name_of(path, name, sizeof name);
    snprintf(err->file, sizeof err->file, "%s", path);
    *t = *theme_classic();
    snprintf(t->name, sizeof t->name, "%s", name);
    FILE *f = fopen(path, "r");
    char *buf = malloc(THEME_FILE_MAX);
    size_t n = f && buf ? fread(buf, 1, THEME_FILE_MAX, f) : 0;
    bool ok = f && buf && !ferror(f) && n < THEME_FILE_MAX;
    if (f)
        fclose(f);
    if (!ok) {
        free(buf);
        err->line = 0;
        snprintf(err->msg, sizeof err->msg, "%s", f ? "cannot be read, or is larger than 64 KiB" : "cannot be opened");
        return -1;
    }
    int rc = theme_parse(buf, n, name, t, err);
    free(buf);
    return rc;
}

int theme_find(const char *const *dirs, const char *name, char *out, size_t len)
{
    if (strchr(name, '/')) {
        snprintf(out, len, "%s", name);
        return access(out, R_OK) == 0 ? 0 : -1;
    }
    for (size_t i = 0; dirs && dirs[i]; i++) {
        snprintf(out, len, "%s/%s.theme", dirs[i], name);
        if (access(out, R_OK) == 0)
            return 0;
    }
    out[0] = '\0';
    return -1;
}

int theme_open(const char *const *dirs, const char *name, struct theme *t, struct theme_error *err)
{
    char path[512];
    if (theme_find(dirs, name, path, sizeof path) == 0)
        return theme_load(path, t, err);
    *t = *theme_classic();
    if (strcmp(name, "classic") == 0)
        return 0;
    snprintf(err->file, sizeof err->file, "%s", name);
    err->line = 0;
    snprintf(err->msg, sizeof err->msg, "no theme of this name is installed");
    return -1;
}

static int add_info(struct theme_info *out, int n, int max, const char *name, const char *descr)
{
    for (int i = 0; i < n; i++)
        if (strcmp(out[i].name, name) == 0)
            return n;
    if (n == max)
        return n;
    snprintf(out[n].name, sizeof out[n].name, "%s", name);
    snprintf(out[n].descr, sizeof out[n].descr, "%s", descr);
    return n + 1;
}

static int add_dir(const char *dir, struct theme_info *out, int n, int max)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        char path[1024], name[THEME_NAME_MAX], descr[THEME_DESCR_MAX];
        if (len <= 6 || strcmp(e->d_name + len - 6, ".theme") != 0 || e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct theme t;
        struct theme_error err;
        name_of(path, name, sizeof name);
        if (theme_load(path, &t, &err) == 0)
            snprintf(descr, sizeof descr, "%s", t.descr);
        else
            snprintf(descr, sizeof descr, "Line %d: %.50s", err.line, err.msg);
        n = add_info(out, n, max, name, descr);
    }
    if (d)
        closedir(d);
    return n;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const struct theme_info *)a)->name, ((const struct theme_info *)b)->name);
}

int theme_list(const char *const *dirs, struct theme_info *out, int max)
{
    int n = 0;
    for (size_t i = 0; dirs && dirs[i]; i++)
        n = add_dir(dirs[i], out, n, max);
    n = add_info(out, n, max, "classic", theme_classic()->descr);
    qsort(out, (size_t)n, sizeof *out, by_name);
    return n;
}
