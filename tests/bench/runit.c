/* tests/bench/runit.c — runs a command and prints what it cost, from the kernel's own accounting of
 * the finished child (wait4): wall seconds, user and system CPU seconds, peak resident set in KiB
 * and the exit status, as one line "wall user sys maxrss_kib status". Standard output and standard
 * error of the command go to the files given (or stay as they are with "-").
 *
 *   runit OUT ERR COMMAND [ARG…]     exit 0 when the command ran (its status is in the line),
 *                                    64 usage, 71 when it could not be started */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval tv)
{
    return (double)tv.tv_sec + (double)tv.tv_usec / 1e6;
}

/* Points descriptor fd at path (truncated), unless path is "-". */
static int redirect(int fd, const char *path)
{
    if (strcmp(path, "-") == 0)
        return 0;
    int f = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (f < 0 || dup2(f, fd) < 0)
        return -1;
    return close(f);
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fputs("usage: runit OUT ERR COMMAND [ARG…]\n", stderr);
        return 64;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    pid_t pid = fork();
    if (pid < 0)
        return perror("runit: fork"), 71;
    if (pid == 0) {
        if (redirect(1, argv[1]) || redirect(2, argv[2]))
            _exit(71);
        execvp(argv[3], argv + 3);
        _exit(errno == ENOENT ? 127 : 126);
    }
    int status;
    struct rusage ru;
    while (wait4(pid, &status, 0, &ru) < 0)
        if (errno != EINTR)
            return perror("runit: wait4"), 71;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double wall = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("%.3f %.3f %.3f %ld %d\n", wall, seconds(ru.ru_utime), seconds(ru.ru_stime), ru.ru_maxrss, code);
    return 0;
}
