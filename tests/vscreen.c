/* tests/vscreen.c — the in-process virtual screen; see vscreen.h. */
#include "tests/vscreen.h"

#include <check.h>
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <term.h>
#include <unistd.h>

#include "tests/tutil.h"
#include "ui/engine/cua.h"

struct vscreen {
    int fds[2];
    FILE *in, *out;
    struct term *t;
    int rows, cols;
};

static struct vscreen *open_screen(int rows, int cols, const char *type, bool no_color)
{
    struct vscreen *v = calloc(1, sizeof *v);
    ck_assert_ptr_nonnull(v);
    ck_assert_int_eq(pipe(v->fds), 0);
    v->in = fdopen(v->fds[0], "r");
    v->out = fopen("/dev/null", "w");
    ck_assert(v->in && v->out);
    v->t = term_open(v->out, v->in, type, no_color, false);
    ck_assert_msg(v->t != NULL, "newterm(%s) failed", type);
    vs_resize(v, rows, cols);
    return v;
}

struct vscreen *vs_open(int rows, int cols)
{
    return open_screen(rows, cols, "xterm", false);
}

struct vscreen *vs_open_mono(int rows, int cols)
{
    return open_screen(rows, cols, "xterm", true);
}

struct vscreen *vs_open_term(int rows, int cols, const char *type, bool no_color)
{
    return open_screen(rows, cols, type, no_color);
}

void vs_pair_colors(struct vscreen *v, int pair, int *fg, int *bg)
{
    short f = 0, b = 0;
    (void)v;
    ck_assert_int_eq(pair_content((short)pair, &f, &b), OK);
    *fg = f;
    *bg = b;
}

void vs_click(struct vscreen *v, int row, int col)
{
    char seq[64];
    snprintf(seq, sizeof seq, "\033[<0;%d;%dM\033[<0;%d;%dm", col + 1, row + 1, col + 1, row + 1);
    vs_type(v, seq);
}

unsigned long vs_attrs(struct vscreen *v, int row, int col, int *pair)
{
    int y, x;
    (void)v;
    getyx(stdscr, y, x);
    chtype ch = mvwinch(stdscr, row, col);
    wmove(stdscr, y, x);
    *pair = PAIR_NUMBER(ch & A_COLOR);
    return (unsigned long)(ch & (A_ATTRIBUTES & ~A_COLOR));
}

void vs_resize(struct vscreen *v, int rows, int cols)
{
    v->rows = rows;
    v->cols = cols;
    term_resize(v->t, rows, cols);
}

void vs_type(struct vscreen *v, const char *text)
{
    size_t n = strlen(text);
    ck_assert_int_eq(write(v->fds[1], text, n), (ssize_t)n);
}

void vs_key(struct vscreen *v, const char *cap)
{
    char name[16];
    snprintf(name, sizeof name, "%s", cap);
    const char *seq = tigetstr(name);
    ck_assert_msg(seq && seq != (char *)-1, "terminfo has no %s", cap);
    vs_type(v, seq);
}

void vs_fkey(struct vscreen *v, int n)
{
    char cap[8];
    snprintf(cap, sizeof cap, "kf%d", n);
    vs_key(v, cap);
}

enum term_rc vs_run(struct vscreen *v, struct console *c)
{
    return term_run(v->t, c);
}

char *vs_snapshot(struct vscreen *v)
{
    size_t cap = (size_t)(v->rows + 4) * (size_t)(v->cols * 2 + 2) + 512, n = 0;
    char *out = malloc(cap), line[1024];
    chtype cells[1024];
    int y, x;
    ck_assert_ptr_nonnull(out);
    getyx(stdscr, y, x);
    n += (size_t)snprintf(out + n, cap - n, "screen %dx%d cursor %d,%d\n", v->cols, v->rows, y, x);
    for (int r = 0; r < v->rows; r++) {
        mvwinnstr(stdscr, r, 0, line, v->cols);
        size_t len = strlen(line);
        while (len && line[len - 1] == ' ')
            line[--len] = '\0';
        n += (size_t)snprintf(out + n, cap - n, "%s\n", line);
    }
    n += (size_t)snprintf(out + n, cap - n, "attributes:");
    for (int e = 0; e < CUA_NELEMS; e++)
        n += (size_t)snprintf(out + n, cap - n, " %c=%s", cua_letter((enum cua_elem)e), cua_name((enum cua_elem)e));
    n += (size_t)snprintf(out + n, cap - n, "\n");
    for (int r = 0; r < v->rows; r++) {
        mvwinchnstr(stdscr, r, 0, cells, v->cols);
        for (int c = 0; c < v->cols; c++) {
            int pair = PAIR_NUMBER(cells[c] & A_COLOR);
            out[n++] = pair >= 1 && pair <= CUA_NELEMS ? cua_letter((enum cua_elem)(pair - 1)) : '?';
        }
        out[n++] = '\n';
    }
    out[n] = '\0';
    wmove(stdscr, y, x);
    return out;
}

static const char *color_name(int c, char *buf, size_t len)
{
    static const char *const names[] = {"black", "red", "green", "yellow", "blue", "pink", "turquoise", "white"};
    if (c < 0)
        snprintf(buf, len, "default");
    else if (c < 8)
        snprintf(buf, len, "%s", names[c]);
    else
        snprintf(buf, len, "%d", c);
    return buf;
}

char *vs_snapshot_colours(struct vscreen *v)
{
    char *snap = vs_snapshot(v);
    size_t n = strlen(snap), cap = n + 64 * CUA_NELEMS + 32;
    char *out = realloc(snap, cap);
    bool seen[CUA_NELEMS] = {false};
    chtype first[CUA_NELEMS] = {0};
    int y, x;
    ck_assert_ptr_nonnull(out);
    getyx(stdscr, y, x);
    for (int r = 0; r < v->rows; r++)
        for (int c = 0; c < v->cols; c++) {
            chtype ch = mvwinch(stdscr, r, c);
            int pair = PAIR_NUMBER(ch & A_COLOR);
            if (pair >= 1 && pair <= CUA_NELEMS && !seen[pair - 1]) {
                seen[pair - 1] = true;
                first[pair - 1] = ch;
            }
        }
    n += (size_t)snprintf(out + n, cap - n, "colours:\n");
    for (int e = 0; e < CUA_NELEMS; e++) {
        char fgs[16], bgs[16];
        int fg, bg;
        if (!seen[e])
            continue;
        vs_pair_colors(v, e + 1, &fg, &bg);
        chtype a = first[e];
        n += (size_t)snprintf(out + n, cap - n, "%c %-6s %s/%s%s%s%s\n", cua_letter((enum cua_elem)e),
                              cua_name((enum cua_elem)e), color_name(fg, fgs, sizeof fgs), color_name(bg, bgs, sizeof bgs),
                              a & A_BOLD ? " bold" : "", a & A_REVERSE ? " reverse" : "", a & A_UNDERLINE ? " underline" : "");
    }
    wmove(stdscr, y, x);
    return out;
}

void vs_close(struct vscreen *v)
{
    term_close(v->t);
    close(v->fds[1]);
    fclose(v->in);
    fclose(v->out);
    free(v);
}

/* The differing lines of want and got, at most 12, into a malloc'd text. */
static char *line_diff(const char *want, const char *got)
{
    size_t cap = 16384, n = 0;
    char *out = malloc(cap);
    int line = 1, shown = 0;
    ck_assert_ptr_nonnull(out);
    out[0] = '\0';
    while ((*want || *got) && shown < 12) {
        size_t wl = strcspn(want, "\n"), gl = strcspn(got, "\n");
        if (wl != gl || memcmp(want, got, wl) != 0) {
            n += (size_t)snprintf(out + n, cap - n, "line %d:\n  want |%.*s|\n  got  |%.*s|\n", line,
                                  (int)wl, want, (int)gl, got);
            shown++;
        }
        want += wl + (want[wl] == '\n');
        got += gl + (got[gl] == '\n');
        line++;
    }
    return out;
}

void vs_golden(const char *name, char *snap)
{
    char path[256], actual[256];
    snprintf(path, sizeof path, "tests/golden/%s.txt", name);
    const char *update = getenv("WLMCON_UPDATE_GOLDEN");
    if (update && strcmp(update, "1") == 0) {
        tu_write(path, snap);
        fprintf(stderr, "golden: wrote %s\n", path);
        free(snap);
        return;
    }
    char *want = tu_read(path, NULL);
    mkdir("build", 0777);
    mkdir("build/golden", 0777);
    snprintf(actual, sizeof actual, "build/golden/%s.txt", name);
    tu_write(actual, snap);
    if (!want) {
        free(snap);
        ck_abort_msg("%s is missing; the screen is in %s (WLMCON_UPDATE_GOLDEN=1 writes it)", path, actual);
    }
    if (strcmp(want, snap) != 0) {
        char *d = line_diff(want, snap);
        fprintf(stderr, "golden %s differs (actual screen in %s):\n%s", path, actual, d);
        free(want);
        free(snap);
        ck_abort_msg("screen differs from %s (actual in %s):\n%s", path, actual, d);
    }
    free(want);
    free(snap);
}

void vs_env(struct console_env *env)
{
    memset(env, 0, sizeof *env);
    setenv("TZ", "UTC", 1);
    tzset();
    env->store = "policy.db";
    env->user = "ADMIN";
    env->now = 1795963080;  /* 2026-11-29 14:38:00 UTC */
    env->fixed_clock = true;
}
