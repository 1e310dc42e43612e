/* ui/work/history_text.c — the journal's changes in words; see history_text.h. */
#include "ui/work/history_text.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool history_since_valid(const char *s)
{
    static const char shape[] = "dddd-dd-ddTdd:dd";
    size_t n = strlen(s);
    if (n != 10 && n != 16)
        return false;
    for (size_t i = 0; i < n; i++)
        if (shape[i] == 'd' ? !isdigit((unsigned char)s[i]) : s[i] != shape[i])
            return false;
    static const int days[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int year = atoi(s), mon = atoi(s + 5), day = atoi(s + 8);
    bool leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    if (mon < 1 || mon > 12 || day < 1 || day > days[mon - 1] || (mon == 2 && day == 29 && !leap))
        return false;
    return n == 10 || (atoi(s + 11) < 24 && atoi(s + 14) < 60);
}

const char *history_value(const char *v)
{
    return v ? v : "(unspecified)";
}

char *history_when(const char *at, char *buf, size_t n)
{
    snprintf(buf, n, "%.10s %.5s", at, strlen(at) > 11 ? at + 11 : "");
    return buf;
}

char *history_action(const char *action, char *buf, size_t n)
{
    static const char *const names[][2] = {
        {"save", "console edit"}, {"define", "console define"}, {"delete", "console delete"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(action, names[i][0]) == 0) {
            snprintf(buf, n, "%s", names[i][1]);
            return buf;
        }
    if (strncmp(action, "undo ", 5) == 0)
        snprintf(buf, n, "undo of batch %s", action + 5);
    else
        snprintf(buf, n, "%s", action);
    return buf;
}

const char *history_one_line(const char *v, char *buf, size_t n)
{
    if (!v || !strpbrk(v, "\n\r"))
        return v;
    size_t at = 0;
    for (const char *p = v; *p && at + 3 < n; p++) {
        if (*p == '\n' || *p == '\r') {
            buf[at++] = '\\';
            buf[at++] = *p == '\n' ? 'n' : 'r';
        } else {
            buf[at++] = *p;
        }
    }
    buf[at] = '\0';
    return buf;
}

char *history_change_line(const struct store_attr_change *c, char *buf, size_t n)
{
    char when[24], old[2048], new_[2048];
    snprintf(buf, n, "batch %lld  %s  %s  %s  %s  %s -> %s", (long long)c->batch,
             history_when(c->at, when, sizeof when), c->who, c->path, c->attr,
             history_value(history_one_line(c->old, old, sizeof old)),
             history_value(history_one_line(c->new_, new_, sizeof new_)));
    return buf;
}

/* n in words up to twelve, else in digits, into buf. */
static const char *number(size_t n, char *buf, size_t len)
{
    static const char *const words[] = {"no", "one", "two", "three", "four", "five", "six",
                                        "seven", "eight", "nine", "ten", "eleven", "twelve"};
    if (n < sizeof words / sizeof words[0])
        return words[n];
    snprintf(buf, len, "%zu", n);
    return buf;
}

/* What the sentence lists: the first changes of the batch, and how many objects they are of. */
struct undo_read {
    char *items[3];          /* "CLWLWGHT of DEMO.QMA goes back from 70 to 60", malloc'd */
    size_t n;                /* changes read */
    char last_path[1024];
    size_t objects;          /* distinct objects (changes of one object are consecutive) */
    int oom;
};

static int undo_item(void *ctx, const struct store_attr_change *c)
{
    struct undo_read *u = ctx;
    if (strcmp(c->attr, "(records)") == 0)
        return 0;   /* the sentence says so from the batch's records entries */
    if (u->n < 3) {
        const char *who = c->name ? c->name : c->path;
        size_t len = strlen(c->attr) + strlen(who) + strlen(history_value(c->old)) +
                     strlen(history_value(c->new_)) + 40;
        char *s = malloc(len);
        if (!s)
            return u->oom = 1;
        snprintf(s, len, "%s of %s goes back from %s to %s", c->attr, who, history_value(c->new_),
                 history_value(c->old));
        u->items[u->n] = s;
    }
    if (u->n == 0 || strcmp(u->last_path, c->path) != 0)
        u->objects++;
    snprintf(u->last_path, sizeof u->last_path, "%s", c->path);
    u->n++;
    return 0;
}

/* Appends part to the sentence's list of parts. */
static void add_part(FILE *f, int *parts, int total, const char *part)
{
    fprintf(f, "%s%s", *parts == 0 ? "" : *parts == total - 1 ? " and " : ", ", part);
    ++*parts;
}

enum store_status history_undo_sentence(struct store *st, const struct store_batch_info *b, const char *now,
                                        char **out, struct store_error *err)
{
    struct undo_read u = {0};
    struct store_change_filter f = {.batch = b->id};
    *out = NULL;
    enum store_status r = store_changes(st, &f, undo_item, &u, err);
    char *text = NULL;
    size_t len = 0;
    FILE *o = r == STORE_OK && !u.oom ? open_memstream(&text, &len) : NULL;
    if (o) {
        char action[64], when[24], n1[24], n2[24];
        history_when(b->at, when, sizeof when);
        bool today = now && strncmp(now, b->at, 10) == 0;
        fprintf(o, "Undo batch %lld (%s by %s, %s): ", (long long)b->id,
                history_action(b->action, action, sizeof action), b->who, today ? when + 11 : when);
        bool list = u.n && u.n <= 3 && !b->defined && !b->removed && !b->records;
        int total = (b->defined > 0) + (b->removed > 0) + (b->records > 0) + (list ? (int)u.n : u.n > 0);
        int parts = 0;
        char part[256];
        if (b->defined == 1)
            add_part(o, &parts, total, "the object it defined goes");
        else if (b->defined)
            snprintf(part, sizeof part, "the %s objects it defined go", number(b->defined, n1, sizeof n1)),
                add_part(o, &parts, total, part);
        if (b->removed == 1)
            add_part(o, &parts, total, "the object it deleted comes back");
        else if (b->removed)
            snprintf(part, sizeof part, "the %s objects it deleted come back", number(b->removed, n1, sizeof n1)),
                add_part(o, &parts, total, part);
        if (b->records)
            add_part(o, &parts, total, "the records it replaced come back");
        for (size_t i = 0; list && i < u.n; i++)
            add_part(o, &parts, total, u.items[i]);
        if (!list && u.n) {
            snprintf(part, sizeof part, "%s attribute%s of %s object%s go%s back to what %s", number(u.n, n1, sizeof n1),
                     u.n == 1 ? "" : "s", number(u.objects, n2, sizeof n2), u.objects == 1 ? "" : "s",
                     u.n == 1 ? "es" : "", u.objects == 1 ? "it was" : "they were");
            add_part(o, &parts, total, part);
        }
        if (!total)
            fputs("nothing it changed is left to change back", o);
        fputs(".", o);
        if (fclose(o) != 0) {
            free(text);
            text = NULL;
        }
    }
    for (size_t i = 0; i < 3 && i < u.n; i++)
        free(u.items[i]);
    if (r == STORE_OK && !text) {
        r = err->status = STORE_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory");
    }
    *out = text;
    return r;
}
