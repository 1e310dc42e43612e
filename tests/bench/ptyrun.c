/* tests/bench/ptyrun.c — drives a full-screen program through a pseudo-terminal and times how long it
 * takes to draw: the first screen after start, then the screen after each key sent.
 *
 *   ptyrun [-r ROWS] [-c COLS] [-g GAP_MS] [-t TIMEOUT_S] [-w TEXT] [STEP…] -- COMMAND [ARG…]
 *
 * A screen is complete when the program has written nothing for GAP_MS (default 150) milliseconds;
 * its time runs from the start (or the key) to the last byte written before that pause, so the pause
 * itself is not counted; with -w, the first screen is complete only once TEXT (as written, between
 * escape sequences) has come too. A STEP is LABEL=KEYS or LABEL=KEYS=TEXT, KEYS a sequence of key
 * names separated by `+`: F1…F12, ENTER, TAB, HOME, END, UP, DOWN, or text in single quotes
 * ('=2.2', 'LOCATE APP.Q050'); with TEXT, the step's screen is complete only once TEXT has come too.
 *
 * Prints one line per screen, "LABEL MILLISECONDS BYTES" ("first" for the first screen), and exits
 * 0; 1 when a screen did not come within TIMEOUT_S seconds (default 30), wrote nothing or lacked
 * its TEXT; 64 usage; 71 when the terminal or the program cannot be set up. The program gets
 * TERM=xterm; it is sent SIGTERM at the end and reaped. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* The output seen so far of the current screen (for -w), bounded. */
static char seen[1 << 20];
static size_t nseen;

static int seen_has(const char *text);

/* Reads what the program writes until it pauses for gap ms (after at least one byte, and after text
 * when not NULL) or timeout ms pass. *last: the time of the last byte; returns the bytes read, -1 on
 * timeout. */
static long read_screen(int fd, double gap, double timeout, const char *text, double *last)
{
    long total = 0;
    double start = now_ms();
    nseen = 0;
    for (;;) {
        bool done = total && (!text || seen_has(text));
        double wait = done ? gap : timeout - (now_ms() - start);
        if (wait <= 0)
            return -1;
        struct pollfd p = {fd, POLLIN, 0};
        int r = poll(&p, 1, (int)wait + 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0 || !(p.revents & (POLLIN | POLLHUP)))
            return done ? total : -1;
        char buf[65536];
        ssize_t n = read(fd, buf, sizeof buf);
        if (n <= 0)
            return done ? total : -1;
        *last = now_ms();
        if (nseen + (size_t)n < sizeof seen) {
            memcpy(seen + nseen, buf, (size_t)n);
            nseen += (size_t)n;
        }
        total += n;
    }
}

/* Appends the bytes of one key name to out; -1 for an unknown name. */
static int key_bytes(const char *name, size_t len, char *out, size_t *n, size_t cap)
{
    static const struct { const char *name, *seq; } keys[] = {
        {"F1", "\033OP"}, {"F2", "\033OQ"}, {"F3", "\033OR"}, {"F4", "\033OS"},
        {"F5", "\033[15~"}, {"F6", "\033[17~"}, {"F7", "\033[18~"}, {"F8", "\033[19~"},
        {"F9", "\033[20~"}, {"F10", "\033[21~"}, {"F11", "\033[23~"}, {"F12", "\033[24~"},
        {"ENTER", "\r"}, {"TAB", "\t"}, {"HOME", "\033[H"}, {"END", "\033[F"},
        {"UP", "\033[A"}, {"DOWN", "\033[B"}};
    const char *seq = NULL;
    size_t sl = 0;
    if (len >= 2 && name[0] == '\'' && name[len - 1] == '\'') {
        seq = name + 1;
        sl = len - 2;
    } else {
        for (size_t i = 0; i < sizeof keys / sizeof keys[0] && !seq; i++)
            if (strlen(keys[i].name) == len && memcmp(keys[i].name, name, len) == 0)
                seq = keys[i].seq, sl = strlen(seq);
    }
    if (!seq || *n + sl > cap)
        return -1;
    memcpy(out + *n, seq, sl);
    *n += sl;
    return 0;
}

/* Parses KEYS ("F8", "'L 500'+ENTER"), up to the end or an `=` outside quotes, into out; *text: what
 * follows that `=` (the text the screen must show), else NULL. -1 when a name is unknown. */
static int parse_keys(const char *keys, char *out, size_t *n, size_t cap, const char **text)
{
    *n = 0;
    *text = NULL;
    for (const char *s = keys; *s;) {
        const char *e = s;
        if (*e == '\'') {
            e = strchr(e + 1, '\'');
            e = e ? e + 1 : s + strlen(s);
        }
        while (*e && *e != '+' && *e != '=')
            e++;
        if (key_bytes(s, (size_t)(e - s), out, n, cap))
            return -1;
        if (*e == '=') {
            *text = e + 1;
            return 0;
        }
        s = *e ? e + 1 : e;
    }
    return 0;
}

/* Whether the current screen's output holds text. */
static int seen_has(const char *text)
{
    size_t n = strlen(text);
    for (size_t i = 0; n && i + n <= nseen; i++)
        if (memcmp(seen + i, text, n) == 0)
            return 1;
    return 0;
}

/* Starts argv on a new pseudo-terminal of rows x cols; returns the master, *pid the child. */
static int spawn(char **argv, unsigned short rows, unsigned short cols, pid_t *pid)
{
    int m = posix_openpt(O_RDWR | O_NOCTTY);
    if (m < 0 || grantpt(m) || unlockpt(m))
        return -1;
    const char *sname = ptsname(m);
    struct winsize ws = {rows, cols, 0, 0};
    if (!sname)
        return -1;
    *pid = fork();
    if (*pid < 0)
        return -1;
    if (*pid == 0) {
        setsid();
        int s = open(sname, O_RDWR);
        if (s < 0 || ioctl(s, TIOCSCTTY, 0) < 0 || ioctl(s, TIOCSWINSZ, &ws) < 0)
            _exit(71);
        dup2(s, 0);
        dup2(s, 1);
        dup2(s, 2);
        if (s > 2)
            close(s);
        close(m);
        setenv("TERM", "xterm", 1);
        execvp(argv[0], argv);
        _exit(127);
    }
    return m;
}

/* The options, and where the steps and the command start in argv. */
struct opts {
    unsigned long rows, cols;
    double gap, timeout;
    const char *want;
    int steps, dash;
};

/* Reads the options; 0, or 64 after the usage. */
static int parse_opts(int argc, char **argv, struct opts *o)
{
    *o = (struct opts){24, 80, 150, 30000, NULL, 1, 1};
    int i = 1;
    for (; i + 1 < argc && argv[i][0] == '-' && argv[i][1] && argv[i][1] != '-'; i += 2) {
        switch (argv[i][1]) {
        case 'r': o->rows = strtoul(argv[i + 1], NULL, 10); break;
        case 'c': o->cols = strtoul(argv[i + 1], NULL, 10); break;
        case 'g': o->gap = strtod(argv[i + 1], NULL); break;
        case 't': o->timeout = strtod(argv[i + 1], NULL) * 1000; break;
        case 'w': o->want = argv[i + 1]; break;
        default: i = argc; break;
        }
    }
    o->steps = o->dash = i;
    while (o->dash < argc && strcmp(argv[o->dash], "--") != 0)
        o->dash++;
    if (o->dash + 1 < argc && o->rows && o->cols && o->rows <= 999 && o->cols <= 999)
        return 0;
    fputs("usage: ptyrun [-r ROWS] [-c COLS] [-g GAP_MS] [-t TIMEOUT_S] [-w TEXT] [LABEL=KEYS[=TEXT]…] "
          "-- COMMAND [ARG…]\n", stderr);
    return 64;
}

/* Times the first screen and each step on master m; returns the exit status. */
static int run_steps(int m, char **argv, const struct opts *o)
{
    double t0 = now_ms(), last = t0;
    long n = read_screen(m, o->gap, o->timeout, o->want, &last);
    printf("first %.2f %ld\n", n < 0 ? -1.0 : last - t0, n);
    if (n < 0)
        return 1;
    for (int s = o->steps; s < o->dash; s++) {
        const char *eq = strchr(argv[s], '=');
        char keys[256];
        size_t kn;
        const char *text;
        if (!eq || parse_keys(eq + 1, keys, &kn, sizeof keys, &text)) {
            fprintf(stderr, "ptyrun: %s: expected LABEL=KEYS or LABEL=KEYS=TEXT\n", argv[s]);
            return 64;
        }
        t0 = now_ms();
        if (write(m, keys, kn) != (ssize_t)kn)
            return 71;
        n = read_screen(m, o->gap, o->timeout, text, &last);
        printf("%.*s %.2f %ld\n", (int)(eq - argv[s]), argv[s], n < 0 ? -1.0 : last - t0, n);
        if (n < 0)
            return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    struct opts o;
    int rc = parse_opts(argc, argv, &o);
    if (rc)
        return rc;
    pid_t pid;
    int m = spawn(argv + o.dash + 1, (unsigned short)o.rows, (unsigned short)o.cols, &pid);
    if (m < 0)
        return perror("ptyrun"), 71;
    rc = run_steps(m, argv, &o);
    fflush(stdout);
    kill(pid, SIGTERM);
    /* drain so that the program can finish writing while it restores the terminal */
    for (double end = now_ms() + 2000; now_ms() < end;) {
        if (waitpid(pid, NULL, WNOHANG) == pid)
            return rc;
        double dummy;
        read_screen(m, 50, 50, NULL, &dummy);
    }
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    return rc;
}
