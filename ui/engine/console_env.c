/* ui/engine/console_env.c — the console's environment from the process environment; see console.h. */
#include "ui/engine/console.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/env.h"

/* True when the locale the terminal runs in (LC_ALL, else LC_CTYPE, else LANG) is UTF-8. */
static bool env_locale_utf8(void)
{
    static const char *const vars[] = {"LC_ALL", "LC_CTYPE", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (!v || !*v)
            continue;
        for (; *v; v++)
            if (strncasecmp(v, "utf-8", 5) == 0 || strncasecmp(v, "utf8", 4) == 0)
                return true;
        return false;
    }
    return false;
}

int console_env_init(struct console_env *env, const char *store)
{
    memset(env, 0, sizeof *env);
    env->store = store;
    snprintf(env->user_buf, sizeof env->user_buf, "%s", env_user());
    env->user = env->user_buf;
    const char *nc = getenv("NO_COLOR");
    env->no_color = nc && *nc;
    env->utf8 = env_locale_utf8();
    env->profile = env_config_path("profile", env->profile_buf, sizeof env->profile_buf);
    env->theme_dirs[0] = env_config_path("themes", env->theme_dir_buf[0], sizeof env->theme_dir_buf[0]);
    env->theme_dirs[1] = env_themes_dir(env->theme_dir_buf[1], sizeof env->theme_dir_buf[1]);
    env->theme_dirs[2] = NULL;
    int fixed = env_fixed_clock(&env->now);
    env->fixed_clock = fixed == 1;
    return fixed < 0 ? -1 : 0;
}
