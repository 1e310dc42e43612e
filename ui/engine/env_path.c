/* ui/engine/env_path.c — file paths as the store keeps them (absolute) and as they are shown
 * (relative to the current directory when they lie below it); see env.h. */
#include "ui/engine/env.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Appends component c[0..n) to the absolute path buf (length *len, capacity cap), lexically: "."
 * adds nothing, ".." drops the last component. False when it does not fit. */
static bool append(char *buf, size_t *len, size_t cap, const char *c, size_t n)
{
    if (n == 0 || (n == 1 && c[0] == '.'))
        return true;
    if (n == 2 && c[0] == '.' && c[1] == '.') {
        while (*len > 1 && buf[*len - 1] != '/')
            (*len)--;
        if (*len > 1)
            (*len)--;
        buf[*len] = '\0';
        return true;
    }
    if (*len + (*len > 1) + n + 1 > cap)
        return false;
    if (*len > 1)
        buf[(*len)++] = '/';
    memcpy(buf + *len, c, n);
    *len += n;
    buf[*len] = '\0';
    return true;
}

const char *env_path_absolute(const char *path, char *buf, size_t n)
{
    if (!path || strcmp(path, "-") == 0 || n < 2)
        return path;
    size_t len = 1;
    buf[0] = '/';
    buf[1] = '\0';
    if (path[0] != '/') {
        char cwd[4096];
        if (!getcwd(cwd, sizeof cwd))
            return path;
        for (const char *s = cwd; *s;) {
            size_t k = strcspn(s, "/");
            if (!append(buf, &len, n, s, k))
                return path;
            s += k + (s[k] == '/');
        }
    }
    for (const char *s = path; *s;) {
        size_t k = strcspn(s, "/");
        if (!append(buf, &len, n, s, k))
            return path;
        s += k + (s[k] == '/');
    }
    return buf;
}

const char *env_path_shown(const char *path)
{
    char cwd[4096];
    if (!path || path[0] != '/' || !getcwd(cwd, sizeof cwd))
        return path;
    size_t k = strlen(cwd);
    if (k == 1)
        return path[1] ? path + 1 : path;   /* the root: every path lies below it */
    if (strncmp(path, cwd, k) == 0 && path[k] == '/' && path[k + 1])
        return path + k + 1;
    return path;
}
