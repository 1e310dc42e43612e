/* ui/engine/profile.c — the user's profile; see profile.h. */
#include "ui/engine/profile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ui/engine/env.h"

enum { LINE_MAX_BYTES = 256, PROFILE_FILE_MAX = 65536 };

void profile_defaults(struct profile *p)
{
    memset(p, 0, sizeof *p);
    p->pfshow = true;
}

static bool copy_id(char *out, size_t len, const char *s)
{
    if (strlen(s) >= len || !s[0])
        return false;
    strcpy(out, s);
    return true;
}

const struct scroll_amount *profile_scroll(const struct profile *p, const char *panel)
{
    for (size_t i = 0; i < p->nscroll; i++)
        if (strcmp(p->scroll[i].panel, panel) == 0)
            return &p->scroll[i].amount;
    return NULL;
}

const char *profile_columns(const struct profile *p, const char *panel)
{
    for (size_t i = 0; i < p->ncolumns; i++)
        if (strcmp(p->columns[i].panel, panel) == 0)
            return p->columns[i].keywords;
    return NULL;
}

int profile_set_columns(struct profile *p, const char *panel, const char *keywords)
{
    size_t i = 0;
    while (i < p->ncolumns && strcmp(p->columns[i].panel, panel) != 0)
        i++;
    if (!keywords || !keywords[0]) {
        if (i < p->ncolumns) {
            memmove(&p->columns[i], &p->columns[i + 1], (p->ncolumns - i - 1) * sizeof *p->columns);
            p->ncolumns--;
        }
        return 0;
    }
    if (strlen(keywords) >= PROFILE_COLUMNS_LEN || (i == p->ncolumns && i == PROFILE_COLUMNS_MAX) ||
        !copy_id(p->columns[i].panel, PROFILE_ID_MAX, panel))
        return -1;
    strcpy(p->columns[i].keywords, keywords);
    p->ncolumns += i == p->ncolumns;
    return 0;
}

int profile_set_scroll(struct profile *p, const char *panel, const struct scroll_amount *amount)
{
    for (size_t i = 0; i < p->nscroll; i++)
        if (strcmp(p->scroll[i].panel, panel) == 0) {
            p->scroll[i].amount = *amount;
            return 0;
        }
    if (p->nscroll == PROFILE_SCROLL_MAX || !copy_id(p->scroll[p->nscroll].panel, PROFILE_ID_MAX, panel))
        return -1;
    p->scroll[p->nscroll++].amount = *amount;
    return 0;
}

const struct profile_key *profile_key(const struct profile *p, const char *keylist, ui_key key)
{
    for (size_t i = 0; i < p->nkeys; i++)
        if (p->keys[i].key == key && strcmp(p->keys[i].keylist, keylist) == 0)
            return &p->keys[i];
    return NULL;
}

int profile_set_key(struct profile *p, const char *keylist, ui_key key, const char *cmd)
{
    struct profile_key *k = (struct profile_key *)profile_key(p, keylist, key);
    if (!cmd) {
        if (k) {
            size_t i = (size_t)(k - p->keys);
            memmove(k, k + 1, (p->nkeys - i - 1) * sizeof *k);
            p->nkeys--;
        }
        return 0;
    }
    if (strlen(cmd) >= PROFILE_CMD_MAX)
        return -1;
    if (!k) {
        if (p->nkeys == PROFILE_KEYS_MAX)
            return -1;
        k = &p->keys[p->nkeys];
        if (!copy_id(k->keylist, PROFILE_ID_MAX, keylist))
            return -1;
        k->key = key;
        p->nkeys++;
    }
    strcpy(k->cmd, cmd);
    return 0;
}

/* ---- reading ------------------------------------------------------------------------------ */

static int bad(struct profile_error *e, int line, const char *fmt, const char *word)
{
    e->line = line;
    snprintf(e->msg, sizeof e->msg, fmt, word);
    return -1;
}

/* s without blanks around it, in place. */
static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

static bool theme_name_ok(const char *v)
{
    size_t n = strlen(v);
    return n > 0 && n < THEME_NAME_MAX &&
           strspn(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-") == n && v[0] != '.';
}

static int on_off(const char *v, const char *on, const char *off, bool *out)
{
    if (strcasecmp(v, on) == 0)
        *out = true;
    else if (strcasecmp(v, off) == 0)
        *out = false;
    else
        return -1;
    return 0;
}

/* One setting: the words before '=' (n of them) and the value after it. */
static int apply(struct profile *p, char **w, int n, const char *v, int line, struct profile_error *e)
{
    struct scroll_amount a;
    ui_key k;
    if (n == 1 && strcasecmp(w[0], "theme") == 0)
        return theme_name_ok(v) ? (strcpy(p->theme, v), 0) : bad(e, line, "'%s' is not a theme name", v);
    if (n == 1 && strcasecmp(w[0], "command-line") == 0)
        return on_off(v, "bottom", "top", &p->cmd_bottom) == 0 ? 0 : bad(e, line, "command-line is top or bottom, not '%s'", v);
    if (n == 1 && strcasecmp(w[0], "pfshow") == 0)
        return on_off(v, "on", "off", &p->pfshow) == 0 ? 0 : bad(e, line, "pfshow is on or off, not '%s'", v);
    if (n == 2 && strcasecmp(w[0], "scroll") == 0) {
        if (scroll_parse(v, &a) < 0)
            return bad(e, line, "'%s' is not a scroll amount", v);
        return profile_set_scroll(p, w[1], &a) == 0 ? 0 : bad(e, line, "no room for the scroll amount of %s", w[1]);
    }
    if (n == 2 && strcasecmp(w[0], "columns") == 0)
        return profile_set_columns(p, w[1], v) == 0 ? 0 : bad(e, line, "no room for the columns of %s", w[1]);
    if (n == 3 && strcasecmp(w[0], "key") == 0) {
        if (!(k = ui_key_fkey(w[2])))
            return bad(e, line, "'%s' is not a function key F1 to F12", w[2]);
        return profile_set_key(p, w[1], k, v) == 0 ? 0 : bad(e, line, "the command of %s is too long", w[2]);
    }
    return bad(e, line, "unknown setting '%s'", n ? w[0] : "");
}

static int parse_line(struct profile *p, char *line, int lineno, struct profile_error *e)
{
    char *hash = strchr(line, '#'), *eq, *w[4], *save = NULL;
    int n = 0;
    if (hash && strspn(line, " \t") == (size_t)(hash - line))
        return 0;
    if (!*trim(line))
        return 0;
    if (!(eq = strchr(line, '=')))
        return bad(e, lineno, "expected SETTING = value%s", "");
    *eq = '\0';
    for (char *t = strtok_r(line, " \t", &save); t; t = strtok_r(NULL, " \t", &save)) {
        if (n == 4)
            return bad(e, lineno, "too many words before '='%s", "");
        w[n++] = t;
    }
    return apply(p, w, n, trim(eq + 1), lineno, e);
}

int profile_parse(const char *text, size_t len, struct profile *p, struct profile_error *first)
{
    int ignored = 0, lineno = 1;
    first->line = 0;
    first->msg[0] = '\0';
    for (size_t pos = 0; pos < len; lineno++) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t n = nl ? (size_t)(nl - (text + pos)) : len - pos;
        char line[LINE_MAX_BYTES];
        struct profile_error e;
        int rc;
        if (n >= sizeof line)
            rc = bad(&e, lineno, "line longer than %s bytes", "255");
        else if (memchr(text + pos, '\0', n))
            rc = bad(&e, lineno, "a NUL byte in the line%s", "");
        else {
            memcpy(line, text + pos, n);
            line[n] = '\0';
            rc = parse_line(p, line, lineno, &e);
        }
        if (rc < 0 && ignored++ == 0)
            *first = e;
        pos += n + 1;
    }
    return ignored;
}

int profile_load(const char *path, struct profile *p, struct profile_error *err)
{
    profile_defaults(p);
    err->line = 0;
    err->msg[0] = '\0';
    FILE *f = fopen(path, "r");
    if (!f) {
        if (errno == ENOENT)
            return 0;
        snprintf(err->msg, sizeof err->msg, "cannot be opened: %s", strerror(errno));
        return -1;
    }
    char *buf = malloc(PROFILE_FILE_MAX);
    size_t n = buf ? fread(buf, 1, PROFILE_FILE_MAX, f) : 0;
    bool ok = buf && !ferror(f) && n < PROFILE_FILE_MAX;
    fclose(f);
    int rc = -1;
    if (ok)
        rc = profile_parse(buf, n, p, err);
    else
        snprintf(err->msg, sizeof err->msg, "cannot be read, or is larger than 64 KiB");
    free(buf);
    return rc;
}

/* ---- writing ------------------------------------------------------------------------------ */

size_t profile_format(const struct profile *p, char *out, size_t len)
{
    size_t n = 0;
    char name[8], key[16];
#define PUT(...) (n += (size_t)snprintf(out + n, n < len ? len - n : 0, __VA_ARGS__))
    PUT("# wlmcon profile: written by wlmcon, read when it starts\n");
    if (p->theme[0])
        PUT("theme = %s\n", p->theme);
    PUT("command-line = %s\n", p->cmd_bottom ? "bottom" : "top");
    PUT("pfshow = %s\n", p->pfshow ? "on" : "off");
    for (size_t i = 0; i < p->nscroll; i++)
        PUT("scroll %s = %s\n", p->scroll[i].panel, scroll_name(&p->scroll[i].amount, name, sizeof name));
    for (size_t i = 0; i < p->nkeys; i++)
        PUT("key %s %s = %s\n", p->keys[i].keylist, ui_key_name(p->keys[i].key, key, sizeof key), p->keys[i].cmd);
    for (size_t i = 0; i < p->ncolumns; i++)
        PUT("columns %s = %s\n", p->columns[i].panel, p->columns[i].keywords);
#undef PUT
    return n < len ? n : (len ? len - 1 : 0);
}

static int save_fail(struct profile_error *err, const char *what, int fd, const char *tmp)
{
    err->line = 0;
    snprintf(err->msg, sizeof err->msg, "%s: %s", what, strerror(errno));
    if (fd >= 0)
        close(fd);
    if (tmp)
        unlink(tmp);
    return -1;
}

int profile_save(const char *path, const struct profile *p, struct profile_error *err)
{
    char tmp[4200], text[8192];
    size_t n = profile_format(p, text, sizeof text);
    if (env_make_parent(path) != 0)
        return save_fail(err, "cannot make its directory", -1, NULL);
    snprintf(tmp, sizeof tmp, "%s.XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0)
        return save_fail(err, "cannot create a temporary file", -1, NULL);
    if (fchmod(fd, 0600) != 0 || write(fd, text, n) != (ssize_t)n || fsync(fd) != 0)
        return save_fail(err, "cannot write", fd, tmp);
    if (close(fd) != 0)
        return save_fail(err, "cannot write", -1, tmp);
    if (rename(tmp, path) != 0)
        return save_fail(err, "cannot replace the profile", -1, tmp);
    return 0;
}
