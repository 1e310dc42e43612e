/* ui/env.c — the console's environment from the process environment; see console.h. */
#include "ui/console.h"

#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Reads WLMCON_NOW: seconds since 1970, or YYYY-MM-DD[T ]HH:MM[:SS][Z] taken as UTC. */
static int parse_now(const char *s, time_t *out)
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

static void login_name(struct console_env *env)
{
    const struct passwd *pw = getpwuid(geteuid());
    const char *name = getenv("LOGNAME");
    if (pw && pw->pw_name)
        name = pw->pw_name;
    snprintf(env->user_buf, sizeof env->user_buf, "%s", name && *name ? name : "unknown");
    env->user = env->user_buf;
}

int console_env_init(struct console_env *env, const char *store)
{
    memset(env, 0, sizeof *env);
    env->store = store;
    const char *user = getenv("WLMCON_USER");
    if (user && *user)
        env->user = user;
    else
        login_name(env);
    const char *nc = getenv("NO_COLOR");
    env->no_color = nc && *nc;
    const char *now = getenv("WLMCON_NOW");
    if (!now || !*now)
        return 0;
    if (parse_now(now, &env->now) < 0)
        return -1;
    env->fixed_clock = true;
    return 0;
}
