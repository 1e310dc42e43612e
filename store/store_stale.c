/* store/store_stale.c — the temporary stores that a killed process left beside a store: found by
 * their name and removed by the next open of that store (store_open.c; store_stale_note). */
#include "store/store_int.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { STALE_AGE_S = 3600 };

/* What follows ".NAME." in a temporary store's name, name: "PID.XXXXXX" (this format's naming,
 * store_temp_name) or "XXXXXX" (wlmcon 0.1.0's), each maybe followed by SQLite's "-wal", "-shm" or
 * "-journal". Returns 1 with *pid set (0 for the older naming), 0 when name is no such file. */
static int temp_name(const char *name, long *pid)
{
    static const char *const suffix[] = {"", "-wal", "-shm", "-journal"};
    const char *p = name;
    *pid = 0;
    size_t digits = strspn(p, "0123456789");
    if (digits && digits < 11 && p[digits] == '.') {
        *pid = strtol(p, NULL, 10);
        p += digits + 1;
    }
    if (strlen(p) < 6 || strchr(p, '.') != NULL)
        return 0;
    for (size_t i = 0; i < sizeof suffix / sizeof suffix[0]; i++)
        if (!strcmp(p + 6, suffix[i]))
            return 1;
    return 0;
}

/* Whether the file (named by its pid, 0 for none, and its status) is stale: its process no longer
 * runs, or it is older than an hour. */
static bool is_stale(long pid, const struct stat *sb, time_t now)
{
    if (pid > 0 && kill((pid_t)pid, 0) != 0 && errno == ESRCH)
        return true;
    return now - sb->st_mtime > STALE_AGE_S;
}

char *store_temp_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    int dlen = slash ? (int)(slash - path + 1) : 0;
    size_t n = strlen(path) + 32;
    char *tmp = malloc(n);
    if (tmp)
        snprintf(tmp, n, "%.*s.%s.%ld.XXXXXX", dlen, path, path + dlen, (long)getpid());
    return tmp;
}

void store_remove_stale(struct store *s)
{
    const char *slash = strrchr(s->path, '/');
    char dir[4200], prefix[1024];
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - s->path) + (slash == s->path) : 1,
             slash ? s->path : ".");
    snprintf(prefix, sizeof prefix, ".%s.", slash ? slash + 1 : s->path);
    size_t plen = strlen(prefix);
    /* while another process creates a store in this directory it holds this lock (store_open.c):
     * its temporary store is not stale, whatever its age */
    int lock = -1;
    if (s->create_lock < 0) {
        lock = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK) {
            close(lock);
            return;
        }
    }
    DIR *d = opendir(dir);
    size_t removed = 0;
    bool others = false;   /* files of more than one temporary store were removed */
    char first[512] = "";
    time_t now = time(NULL);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;) {
        long pid;
        struct stat sb;
        if (strncmp(e->d_name, prefix, plen) != 0 || !temp_name(e->d_name + plen, &pid))
            continue;
        if (fstatat(dirfd(d), e->d_name, &sb, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(sb.st_mode) ||
            !is_stale(pid, &sb, now) || unlinkat(dirfd(d), e->d_name, 0) != 0)
            continue;
        removed++;
        /* the temporary store's own name: without SQLite's suffix */
        size_t base = plen + strcspn(e->d_name + plen, "-");
        if (!first[0])
            snprintf(first, sizeof first, "%.*s", (int)base, e->d_name);
        else if (strlen(first) != base || strncmp(first, e->d_name, base) != 0)
            others = true;
    }
    if (d)
        closedir(d);
    if (lock >= 0) {
        flock(lock, LOCK_UN);
        close(lock);
    }
    if (removed && (s->stale_note = malloc(sizeof first + 200)) != NULL)
        snprintf(s->stale_note, sizeof first + 200, "removed the temporary store %s%s (%zu file%s) that a "
                 "killed wlmcon left beside store %s while creating it", first, others ? " and others" : "",
                 removed, removed == 1 ? "" : "s", s->path);
}

const char *store_stale_note(const struct store *s)
{
    return s->stale_note;
}
