/* tests/tp1_fixture.c — see tp1_fixture.h. */
#include "tests/tp1_fixture.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "import/tp1def/tp1def.h"
#include "model/tp1/tp1.h"
#include "tests/tutil.h"
#include "ui/systems.h"

char *tf_node_dir(struct timport *t, const char *node, const struct tf_file *files, size_t n)
{
    if (!t->dir)
        t->dir = tu_tmpdir();
    char *dir = tu_path(t->dir, node);
    ck_assert_int_eq(mkdir(dir, 0700), 0);
    for (size_t i = 0; i < n; i++) {
        char *p = tu_path(dir, files[i].name);
        tu_write(p, files[i].text);
        free(p);
    }
    return dir;
}

void tf_import(struct timport *t, bool fresh, const char *const *nodes, const char *const *dirs, size_t n,
               const char *uap)
{
    ck_assert_int_eq(systems_init(), 0);
    if (fresh) {
        char *dir = t->dir;
        memset(t, 0, sizeof *t);
        t->dir = dir;
        policy_init(&t->pol);
        diag_init(&t->diags, 100);
    }
    struct import_file files[8];
    struct import_option opts[8][3];
    ck_assert_uint_le(n, 8);
    for (size_t i = 0; i < n; i++) {
        size_t k = 0;
        if (nodes[i])
            opts[i][k++] = (struct import_option){"node", nodes[i]};
        if (uap)
            opts[i][k++] = (struct import_option){"uap-conf", uap};
        opts[i][k] = (struct import_option){NULL, NULL};
        files[i] = (struct import_file){dirs[i], opts[i], NULL};
    }
    t->status = import_files(files, n, &t->pol, NULL, &t->diags, &t->sum);
}

struct pol_object *tf_node(const struct timport *t, const char *name)
{
    struct pol_object *n = pol_find_top(&t->pol, tp1_kind(TP1_NODE), name);
    ck_assert_msg(n != NULL, "no node %s", name);
    return n;
}

struct pol_object *tf_file_obj(const struct pol_object *node, const char *name)
{
    struct pol_object *o = pol_find(node, "file", name);
    ck_assert_msg(o != NULL, "no file %s", name);
    return o;
}

void tf_set(struct timport *t, struct pol_object *obj, const char *key, const char *value)
{
    int i = schema_attr_index(obj->kind, key);
    ck_assert_int_ge(i, 0);
    ck_assert_int_eq(pol_set_edited(&t->pol, obj, i, value), 0);
}

/* The files one write collects: their names and texts. */
struct collected {
    char names[32][256];
    struct textbuf texts[32];
    size_t n;
};

static enum export_status open_buf(void *ctx, const char *name, struct export_out **o, struct export_error *err)
{
    struct collected *c = ctx;
    ck_assert_uint_lt(c->n, 32);
    snprintf(c->names[c->n], sizeof c->names[c->n], "%s", name);
    return export_out_buffer(&c->texts[c->n++], o, err);
}

static enum export_status close_buf(void *ctx, struct export_out *o, struct export_error *err)
{
    (void)ctx;
    return export_out_close(o, err);
}

char *tf_write(const struct pol_object *node, const char *name, const char **names)
{
    static char list[4096];
    static struct collected c;
    memset(&c, 0, sizeof c);
    struct export_files fs = {open_buf, close_buf, &c};
    struct export_error err = {0};
    ck_assert_int_eq(tp1def_export_format.write_files(&fs, node, NULL, &err), EXPORT_OK);
    char *text = NULL;
    size_t at = 0;
    list[0] = '\0';
    for (size_t i = 0; i < c.n; i++) {
        at += (size_t)snprintf(list + at, sizeof list - at, "%s\n", c.names[i]);
        if (strcmp(c.names[i], name) == 0) {
            text = malloc(c.texts[i].len + 1);
            memcpy(text, c.texts[i].buf ? c.texts[i].buf : "", c.texts[i].len);
            text[c.texts[i].len] = '\0';
        }
        tb_free(&c.texts[i]);
    }
    if (names)
        *names = list;
    return text;
}

static int cmp_lines(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

const char *tf_findings(struct timport *t)
{
    static char out[8192];
    struct diag_list l;
    diag_init(&l, 0);
    ck_assert_int_eq(rules_run(&t->pol, tp1_system()->rules, &l, SEV_INFO), 0);
    char *lines[256];
    size_t n = 0;
    for (size_t i = 0; i < l.n && n < 256; i++) {
        char buf[600];
        snprintf(buf, sizeof buf, "%s %s %s%s%s", l.v[i].id, severity_name(l.v[i].sev), l.v[i].path ? l.v[i].path : "",
                 l.v[i].attr ? " " : "", l.v[i].attr ? l.v[i].attr : "");
        lines[n++] = strdup(buf);
    }
    qsort(lines, n, sizeof *lines, cmp_lines);
    size_t at = 0;
    out[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        at += (size_t)snprintf(out + at, sizeof out - at, "%s\n", lines[i]);
        free(lines[i]);
    }
    diag_free(&l);
    return out;
}

size_t tf_count(const char *text, const char *needle)
{
    size_t n = 0;
    for (const char *p = text; p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        for (size_t i = 0; i + strlen(needle) <= len; i++)
            if (memcmp(p + i, needle, strlen(needle)) == 0) {
                n++;
                break;
            }
        p += len + (nl != NULL);
    }
    return n;
}
