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

/* A line holds at most a field value written in quotes with every byte escaped, and its words; the
 * file at most every setting the tables hold, each at its longest (about 150 KiB). */
enum { LINE_MAX_BYTES = 2 * PROFILE_VALUE_MAX + 128, PROFILE_FILE_MAX = 256 * 1024, UNKNOWN = -2,
       REFUSED = -3 };   /* a known setting whose value this wlmcon cannot take */

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

/* Renames the panel ids of n entries of size sz (each starting with the panel id) from `from` to
 * `to`, dropping an entry of `from` where one of `to` is there already. Returns the new count. */
static size_t adopt_rows(void *rows, size_t n, size_t sz, const char *from, const char *to)
{
    char *base = rows;
    bool have = false;
    for (size_t i = 0; i < n; i++)
        have |= strcmp(base + i * sz, to) == 0;
    for (size_t i = 0; i < n;) {
        char *row = base + i * sz;
        if (strcmp(row, from) != 0) {
            i++;
        } else if (have) {
            memmove(row, row + sz, (n - i - 1) * sz);
            n--;
        } else {
            copy_id(row, PROFILE_ID_MAX, to);
            have = true;
            i++;
        }
    }
    return n;
}

int profile_adopt(struct profile *p, const char *from, const char *to)
{
    if (!from || !to || strlen(to) >= PROFILE_ID_MAX)
        return -1;
    bool renamed = profile_scroll(p, from) || profile_columns(p, from);
    for (size_t i = 0; i < p->nfields && !renamed; i++)
        renamed = strcmp(p->fields[i].panel, from) == 0;
    p->nscroll = adopt_rows(p->scroll, p->nscroll, sizeof *p->scroll, from, to);
    p->ncolumns = adopt_rows(p->columns, p->ncolumns, sizeof *p->columns, from, to);
    /* fields are keyed by panel and field: each field of `from` is renamed unless `to` has it */
    for (size_t i = 0; i < p->nfields;) {
        struct profile_field *f = &p->fields[i];
        if (strcmp(f->panel, from) != 0) {
            i++;
        } else if (profile_field(p, to, f->key)) {
            memmove(f, f + 1, (p->nfields - i - 1) * sizeof *f);
            p->nfields--;
        } else {
            copy_id(f->panel, PROFILE_ID_MAX, to);
            i++;
        }
    }
    return renamed;
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

/* The index of field key of panel in p, or p->nfields. */
static size_t field_index(const struct profile *p, const char *panel, const char *key)
{
    size_t i = 0;
    while (i < p->nfields && (strcmp(p->fields[i].panel, panel) != 0 || strcmp(p->fields[i].key, key) != 0))
        i++;
    return i;
}

const char *profile_field(const struct profile *p, const char *panel, const char *key)
{
    size_t i = field_index(p, panel, key);
    return i < p->nfields ? p->fields[i].value : NULL;
}

int profile_set_field(struct profile *p, const char *panel, const char *key, const char *value)
{
    if (strlen(value) >= PROFILE_VALUE_MAX)
        return -1;
    for (const char *v = value; *v; v++)
        if ((unsigned char)*v < 0x20 || *v == 0x7f)
            return -1;
    size_t i = field_index(p, panel, key);
    struct profile_field *f = &p->fields[i < PROFILE_FIELDS_MAX ? i : 0];
    if (i < p->nfields) {
        if (strcmp(f->value, value) == 0)
            return 0;
    } else {
        if (i == PROFILE_FIELDS_MAX || !copy_id(f->panel, PROFILE_ID_MAX, panel) ||
            !copy_id(f->key, PROFILE_ID_MAX, key))
            return -1;
        p->nfields++;
    }
    strcpy(f->value, value);
    return 1;
}

static bool same_amount(const struct scroll_amount *a, const struct scroll_amount *b)
{
    return a && b && a->kind == b->kind && a->n == b->n;
}

int profile_merge(const struct profile *base, const struct profile *mine, struct profile *disk)
{
    int rc = 0;
    if (strcmp(mine->theme, base->theme) != 0)
        strcpy(disk->theme, mine->theme);
    if (mine->cmd_bottom != base->cmd_bottom)
        disk->cmd_bottom = mine->cmd_bottom;
    if (mine->pfshow != base->pfshow)
        disk->pfshow = mine->pfshow;
    for (size_t i = 0; i < mine->nscroll; i++) {
        const struct profile_scroll *m = &mine->scroll[i];
        if (!same_amount(&m->amount, profile_scroll(base, m->panel)) && profile_set_scroll(disk, m->panel, &m->amount) < 0)
            rc = -1;
    }
    for (size_t i = 0; i < mine->nkeys; i++) {
        const struct profile_key *m = &mine->keys[i], *b = profile_key(base, m->keylist, m->key);
        if ((!b || strcmp(b->cmd, m->cmd) != 0) && profile_set_key(disk, m->keylist, m->key, m->cmd) < 0)
            rc = -1;
    }
    for (size_t i = 0; i < base->nkeys; i++) {   /* a change this session gave back */
        const struct profile_key *b = &base->keys[i];
        if (!profile_key(mine, b->keylist, b->key))
            profile_set_key(disk, b->keylist, b->key, NULL);
    }
    for (size_t i = 0; i < mine->nfields; i++) {
        const struct profile_field *m = &mine->fields[i];
        const char *b = profile_field(base, m->panel, m->key);
        if ((!b || strcmp(b, m->value) != 0) && profile_set_field(disk, m->panel, m->key, m->value) < 0)
            rc = -1;
    }
    for (size_t i = 0; i < mine->ncolumns; i++) {
        const struct profile_columns *m = &mine->columns[i];
        const char *b = profile_columns(base, m->panel);
        if ((!b || strcmp(b, m->keywords) != 0) && profile_set_columns(disk, m->panel, m->keywords) < 0)
            rc = -1;
    }
    for (size_t i = 0; i < base->ncolumns; i++)   /* columns this session took away */
        if (!profile_columns(mine, base->columns[i].panel))
            profile_set_columns(disk, base->columns[i].panel, NULL);
    return rc;
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

/* A field value as written (quoted or not) into out (len bytes). Returns 0, or -1 when an opening
 * quote is not closed or the value does not fit. */
static int unquote(const char *v, char *out, size_t len)
{
    size_t n = strlen(v), k = 0;
    if (v[0] != '"') {
        if (n >= len)
            return -1;
        memcpy(out, v, n + 1);
        return 0;
    }
    if (n < 2 || v[n - 1] != '"')
        return -1;
    for (size_t i = 1; i < n - 1; i++) {
        if (v[i] == '\\' && i + 1 < n - 1)
            i++;
        if (k + 1 >= len)
            return -1;
        out[k++] = v[i];
    }
    out[k] = '\0';
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
    if (n == 3 && strcasecmp(w[0], "field") == 0) {
        char plain[PROFILE_VALUE_MAX];
        if (unquote(v, plain, sizeof plain) < 0)
            return bad(e, line, "the value of field %s is not closed by '\"' or is too long", w[2]);
        return profile_set_field(p, w[1], w[2], plain) >= 0 ? 0 : bad(e, line, "no room for field %s", w[2]);
    }
    bad(e, line, "unknown setting '%s', kept as it is", n ? w[0] : "");
    return UNKNOWN;
}

/* Reads one line: 0, -1 when it is no setting, UNKNOWN for a setting this wlmcon does not know,
 * REFUSED for one it knows with a value it cannot take (a later wlmcon's: a field longer than this
 * one keeps, a function key past F12…). */
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
    int rc = apply(p, w, n, trim(eq + 1), lineno, e);
    return rc == -1 ? REFUSED : rc;
}

/* Keeps the line (n bytes) of a setting unknown or refused to write it back; one that no longer
 * fits is lost. */
static void keep_other(struct profile *p, const char *line, size_t n)
{
    while (n && (line[n - 1] == '\r'))
        n--;
    if (p->nother + n + 1 >= sizeof p->other)
        return;
    memcpy(p->other + p->nother, line, n);
    p->nother += n;
    p->other[p->nother++] = '\n';
    p->other[p->nother] = '\0';
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
        if (n >= sizeof line) {
            char most[16];
            snprintf(most, sizeof most, "%d", LINE_MAX_BYTES - 1);
            rc = bad(&e, lineno, "line longer than %s bytes", most);
        } else if (memchr(text + pos, '\0', n)) {
            rc = bad(&e, lineno, "a NUL byte in the line%s", "");
        } else {
            memcpy(line, text + pos, n);
            line[n] = '\0';
            rc = parse_line(p, line, lineno, &e);
            if (rc == UNKNOWN || rc == REFUSED)   /* a later wlmcon's setting: written back */
                keep_other(p, text + pos, n);
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
        snprintf(err->msg, sizeof err->msg, "cannot be read, or is larger than 256 KiB");
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
    for (size_t i = 0; i < p->nfields; i++) {
        const char *v = p->fields[i].value;
        size_t vn = strlen(v);
        PUT("field %s %s = ", p->fields[i].panel, p->fields[i].key);
        if (vn && (v[0] == ' ' || v[0] == '"' || v[vn - 1] == ' ')) {
            PUT("\"");
            for (; *v; v++)
                PUT(*v == '"' || *v == '\\' ? "\\%c" : "%c", *v);
            PUT("\"");
        } else {
            PUT("%s", v);
        }
        PUT("\n");
    }
    PUT("%.*s", (int)p->nother, p->other);
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

/* Writes text (n bytes) to a temporary file beside path, then renames it over path. */
static int write_file(const char *path, const char *text, size_t n, struct profile_error *err)
{
    char tmp[4200];
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

int profile_save(const char *path, const struct profile *p, struct profile_error *err)
{
    char *text = malloc(PROFILE_FILE_MAX);
    if (!text)
        return save_fail(err, "cannot write", -1, NULL);
    size_t n = profile_format(p, text, PROFILE_FILE_MAX);
    int rc = write_file(path, text, n, err);
    free(text);
    return rc;
}
