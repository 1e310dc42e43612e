/* ui/env.c — store path, user and clock from the environment; see env.h. */
#include "ui/env.h"

#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

char *env_store_path(const char *opt, char *buf, size_t n)
{
    const char *e;
    if (opt && *opt)
        snprintf(buf, n, "%s", opt);
    else if ((e = getenv("WLMCON_STORE")) && *e)
        snprintf(buf, n, "%s", e);
    else if ((e = getenv("XDG_DATA_HOME")) && *e)
        snprintf(buf, n, "%s/wlmcon/policy.db", e);
    else
        snprintf(buf, n, "%s/.local/share/wlmcon/policy.db", (e = getenv("HOME")) && *e ? e : ".");
    return buf;
}

int env_make_parent(const char *path)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (!slash || slash == dir)
        return 0;
    *slash = '\0';
    for (char *p = dir + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(dir, 0700) != 0 && errno != EEXIST)
            return -1;
        *p = '/';
    }
    if (mkdir(dir, 0700) != 0 && errno != EEXIST)
        return -1;
    return 0;
}

const char *env_user(void)
{
    static char user[64];
    const char *e = getenv("WLMCON_USER");
    if (e && *e) {
        snprintf(user, sizeof user, "%s", e);
        return user;
    }
    struct passwd *pw = getpwuid(getuid());
    if (pw && pw->pw_name)
        snprintf(user, sizeof user, "%s", pw->pw_name);
    else
        snprintf(user, sizeof user, "uid%ld", (long)getuid());
    return user;
}

const char *env_now(void)
{
    static char now[40];
    const char *e = getenv("WLMCON_NOW");
    if (e && *e) {
        snprintf(now, sizeof now, "%s", e);
        return now;
    }
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(now, sizeof now, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return now;
}
