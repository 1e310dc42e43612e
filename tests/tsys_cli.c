/* tests/tsys_cli.c — the command line with the test system registered, in a child process; see
 * tsys.h. */
#include "tests/tsys.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/tutil.h"
#include "ui/cli/cli.h"

int tsys_wlmcon(const char *const *argv, const char *const *env, char **out, char **err)
{
    char outp[] = "build/tmp/tout.XXXXXX", errp[] = "build/tmp/terr.XXXXXX";
    mkdir("build", 0700);
    mkdir("build/tmp", 0700);
    int fo = mkstemp(outp), fe = mkstemp(errp);
    ck_assert(fo >= 0 && fe >= 0);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    ck_assert(pid >= 0);
    if (pid == 0) {
        dup2(fo, 1);
        dup2(fe, 2);
        for (size_t i = 0; env && env[i]; i++)
            putenv((char *)env[i]);
        systems_init();
        tsys_register();
        int argc = 1;
        char *args[64] = {"wlmcon"};
        for (size_t i = 0; argv[i]; i++)
            args[argc++] = (char *)argv[i];
        int rc = cli_main(argc, args);
        fflush(stdout);
        fflush(stderr);
        _exit(rc);
    }
    int status;
    waitpid(pid, &status, 0);
    close(fo);
    close(fe);
    *out = tu_read(outp, NULL);
    *err = tu_read(errp, NULL);
    unlink(outp);
    unlink(errp);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

