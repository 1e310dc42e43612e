/* ui/engine/term.c — the terminal loop and console_run; see term.h and console.h. */
#include "ui/engine/term.h"

#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <time.h>

#include "ui/engine/console.h"
#include "ui/engine/render.h"

struct term {
    SCREEN *screen;
    struct render render;
    struct scr model;
    bool no_color;
    unsigned theme_gen;        /* the console theme the render was made for (0: none yet) */
    bool wait;                 /* reads wait for a key (a real terminal) */
    struct timespec painted;   /* when the painter last drew */
};

enum { PAINT_INTERVAL_MS = 50 };

/* How long the loop waits for a key before doing the console's idle work (console_idle): long
 * enough that keys typed ahead come first, short enough to be done before the user has read. */
enum { TERM_IDLE_MS = 30 };

static volatile sig_atomic_t interrupted;

static void on_sigint(int sig)
{
    (void)sig;
    interrupted = 1;
}

struct term *term_open(FILE *out, FILE *in, const char *type, bool no_color, bool wait)
{
    struct term *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->screen = newterm(type, out, in);
    if (!t->screen) {
        free(t);
        return NULL;
    }
    set_term(t->screen);
    const char *cup = tigetstr("cup");
    if (!cup || cup == (char *)-1) {   /* a terminal that cannot place the cursor (TERM=dumb) */
        endwin();
        delscreen(t->screen);
        free(t);
        return NULL;
    }
    raw();
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    keypad(stdscr, TRUE);
    set_escdelay(50);
    t->wait = wait;
    if (!wait)
        wtimeout(stdscr, 0);
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
    mouseinterval(0);
    t->no_color = no_color;
    render_init(&t->render, theme_classic(), no_color);
    return t;
}

void term_resize(struct term *t, int rows, int cols)
{
    set_term(t->screen);
    resizeterm(rows, cols);
}

void term_close(struct term *t)
{
    if (!t)
        return;
    set_term(t->screen);
    endwin();
    delscreen(t->screen);
    scr_free(&t->model);
    free(t);
}

static ui_key function_key(wint_t wc)
{
    switch (wc) {
    case KEY_RESIZE: return UIK_RESIZE;
    case KEY_ENTER: return UIK_ENTER;
    case KEY_BTAB: return UIK_BACKTAB;
    case KEY_HOME: return UIK_HOME;
    case KEY_END: return UIK_END;
    case KEY_UP: return UIK_UP;
    case KEY_DOWN: return UIK_DOWN;
    case KEY_LEFT: return UIK_LEFT;
    case KEY_RIGHT: return UIK_RIGHT;
    case KEY_BACKSPACE: return UIK_BACKSPACE;
    case KEY_DC: return UIK_DELETE;
    case KEY_IC: return UIK_INSERT;
    case KEY_EOL: return UIK_ERASE_EOF;
    case KEY_PPAGE: return UIK_PGUP;
    case KEY_NPAGE: return UIK_PGDN;
    default:
        if (wc >= KEY_F(1) && wc <= KEY_F(24))  /* F13-F24 (shifted) act as F1-F12, as in ISPF */
            return UIK_F((wc - KEY_F0 - 1) % 12 + 1);
        return 0;
    }
}

/* The console key for what wget_wch returned (0: ignore it). */
static ui_key translate(int rc, wint_t wc)
{
    if (rc == KEY_CODE_YES)
        return function_key(wc);
    switch (wc) {
    case '\r':
    case '\n': return UIK_ENTER;
    case '\t': return UIK_TAB;
    case 3: return UIK_INTR;
    case 27: return UIK_ESC;
    case 8:
    case 127: return UIK_BACKSPACE;
    case 11: return UIK_ERASE_EOF;
    default: return ui_key_is_char(wc) ? (ui_key)wc : 0;
    }
}

static void draw(struct term *t, struct console *c)
{
    unsigned gen;
    const struct theme *th = console_theme(c, &gen);
    if (gen != t->theme_gen) {
        render_init(&t->render, th, t->no_color);
        t->theme_gen = gen;
    }
    console_draw(c, &t->model);
    if (!t->model.cells)
        return;
    render_draw(&t->render, stdscr, &t->model);
    wnoutrefresh(stdscr);
    doupdate();
}

static long ms_since(const struct timespec *then, const struct timespec *now)
{
    return (now->tv_sec - then->tv_sec) * 1000L + (now->tv_nsec - then->tv_nsec) / 1000000L;
}

/* True when Ctrl-C is among the keys typed so far; the others are put back, in order, for after
 * the command (type-ahead). Reads without waiting. */
static bool ctrl_c_typed(struct term *t)
{
    enum { AHEAD = 64 };
    int rcs[AHEAD], n = 0;
    wint_t wcs[AHEAD];
    bool stop = false;
    if (t->wait)
        wtimeout(stdscr, 0);
    while (n < AHEAD && (rcs[n] = wget_wch(stdscr, &wcs[n])) != ERR) {
        if (rcs[n] == OK && wcs[n] == 3)
            stop = true;
        else
            n++;
    }
    while (n-- > 0) {
        if (rcs[n] == KEY_CODE_YES)
            ungetch((int)wcs[n]);
        else
            unget_wch((wchar_t)wcs[n]);
    }
    if (t->wait)
        wtimeout(stdscr, -1);
    return stop;
}

/* The console's painter while a long command runs: draws at most every PAINT_INTERVAL_MS and
 * tells whether Ctrl-C came (typed, or SIGINT). */
static bool paint(void *ctx, struct console *c)
{
    struct term *t = ctx;
    struct timespec now;
    bool stop = interrupted != 0;
    interrupted = 0;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (t->painted.tv_sec && ms_since(&t->painted, &now) < PAINT_INTERVAL_MS)
        return stop;
    t->painted = now;
    draw(t, c);
    return ctrl_c_typed(t) || stop;
}

static enum term_rc term_loop(struct term *t, struct console *c)
{
    draw(t, c);
    while (!console_done(c)) {
        wint_t wc = 0;
        bool idle = console_idle_wanted(c);
        if (t->wait)
            wtimeout(stdscr, idle ? TERM_IDLE_MS : -1);
        errno = 0;
        int rc = wget_wch(stdscr, &wc);
        if (rc == ERR && idle && errno != EINTR && !interrupted) {
            console_idle(c);   /* no key came: the work waiting for a quiet moment */
            continue;
        }
        ui_key k = rc == ERR ? 0 : translate(rc, wc);
        if (interrupted || k == UIK_INTR) {
            interrupted = 0;
            endwin();
            if (console_env(c)->on_abort)
                console_env(c)->on_abort(console_env(c)->ctx);
            return TERM_INTR;
        }
        if (rc == ERR && errno == EINTR)
            continue;
        if (rc == ERR)
            return TERM_EOF;
        MEVENT ev;
        if (k == UIK_RESIZE)
            console_resize(c, LINES, COLS);
        else if (rc == KEY_CODE_YES && wc == KEY_MOUSE && getmouse(&ev) == OK &&
                 (ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
            console_click(c, ev.y, ev.x);
        else if (k)
            console_key(c, k);
        draw(t, c);
    }
    return TERM_DONE;
}

enum term_rc term_run(struct term *t, struct console *c)
{
    set_term(t->screen);
    console_resize(c, LINES, COLS);
    console_set_painter(c, paint, t);
    enum term_rc rc = term_loop(t, c);
    console_set_painter(c, NULL, NULL);
    return rc;
}

int console_run(struct console_env *env, struct panel *(*root)(void))
{
    struct sigaction sa = {0}, old;
    setlocale(LC_ALL, "");
    struct console *c = console_new(env);
    struct panel *menu = c ? root() : NULL;
    if (!menu || console_push(c, menu) < 0) {
        console_free(c);
        return 1;
    }
    struct term *t = term_open(stdout, stdin, NULL, env->no_color, true);
    if (!t) {
        console_free(c);
        return 1;
    }
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old);
    enum term_rc rc = term_run(t, c);
    term_close(t);
    sigaction(SIGINT, &old, NULL);
    console_free(c);
    return rc == TERM_INTR ? 130 : rc == TERM_EOF ? 1 : 0;
}
