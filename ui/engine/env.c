/* ui/engine/env.c — store path, user and clock from the environment; see env.h. */
#include "ui/engine/env.h"

#include <errno.h>
#include <stdbool.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "model/schema.h"

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

int env_user_problem(char *msg, size_t n)
{
    const char *e = getenv("WLMCON_USER");
    bool from_env = e && *e;
    const char *who = env_user();
    const char *cc = schema_control_char(from_env ? e : who);
    if (!cc)
        return 0;
    snprintf(msg, n, "%s holds a control character (0x%02X, byte %zu), which the journal cannot keep: "
             "%s", from_env ? "WLMCON_USER" : "the login name", schema_control_code(cc),
             (size_t)(cc - (from_env ? e : who)) + 1,
             from_env ? "set WLMCON_USER to a plain name" : "set WLMCON_USER to a plain name instead");
    return -1;
}

/* Reads s: seconds since 1970, or YYYY-MM-DD[T ]HH:MM[:SS][Z] taken as UTC. */
static int parse_time(const char *s, time_t *out)
{
    size_t n = strlen(s);
    if (n && strspn(s, "0123456789") == n) {
        *out = (time_t)strtoll(s, NULL, 10);
        return 0;
    }
    struct tm tm = {0};
    int used = 0;
    if (sscanf(s, "%4d-%2d-%2d%*1[T ]%2d:%2d%n", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour,
               &tm.tm_min, &used) != 5)
        return -1;
    if (s[used] == ':') {
        int sec, more = 0;
        if (sscanf(s + used, ":%2d%n", &sec, &more) != 1)
            return -1;
        tm.tm_sec = sec;
        used += more;
    }
    if (s[used] == 'Z')
        used++;
    if (s[used] || tm.tm_mon < 1 || tm.tm_mon > 12 || tm.tm_mday < 1 || tm.tm_mday > 31 ||
        tm.tm_hour > 23 || tm.tm_min > 59 || tm.tm_sec > 60)
        return -1;
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    *out = timegm(&tm);
    return 0;
}

int env_fixed_clock(time_t *t)
{
    const char *e = getenv("WLMCON_NOW");
    if (!e || !*e)
        return 0;
    return parse_time(e, t) == 0 ? 1 : -1;
}

const char *env_now(void)
{
    static char now[40];
    time_t t;
    if (env_fixed_clock(&t) != 1)
        t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(now, sizeof now, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return now;
}

char *env_config_path(const char *name, char *buf, size_t n)
{
    const char *e;
    if ((e = getenv("XDG_CONFIG_HOME")) && *e)
        snprintf(buf, n, "%s/wlmcon/%s", e, name);
    else
        snprintf(buf, n, "%s/.config/wlmcon/%s", (e = getenv("HOME")) && *e ? e : ".", name);
    return buf;
}

#ifndef WLMCON_DATADIR
#define WLMCON_DATADIR "/usr/local/share/wlmcon"
#endif

char *env_themes_dir(char *buf, size_t n)
{
    char dir[4096], probe[4200];
    ssize_t len = readlink("/proc/self/exe", dir, sizeof dir - 1);
    for (int up = 0; len > 0 && up < 3; up++) {
        dir[len] = '\0';
        char *slash = strrchr(dir, '/');
        if (!slash)
            break;
        *slash = '\0';
        len = slash - dir;
        snprintf(probe, sizeof probe, "%s/ui/engine/console.h", dir);
        if (access(probe, R_OK) != 0)
            continue;
        snprintf(probe, sizeof probe, "%s/themes/classic.theme", dir);
        if (access(probe, R_OK) == 0) {
            snprintf(buf, n, "%s/themes", dir);
            return buf;
        }
    }
    snprintf(buf, n, "%s/themes", WLMCON_DATADIR);
    return buf;
}
