/* import/yaml/yaml_source.c — a top's "source" read back into its layout; see yaml_source.h. */
#include "import/yaml/yaml_source.h"

#include <stdlib.h>
#include <string.h>

#include "import/yaml/yaml_doc.h"

/* A number of the setting's place: a decimal string. */
static uint32_t place_number(struct yin *in, const char *what)
{
    struct pol_pos pos = yin_pos(in);
    char *v = NULL, *end;
    unsigned long n = 0;
    if (yin_scalar(in, what, &v, NULL) && v) {
        n = strtoul(v, &end, 10);
        if (!*v || *end || n > UINT32_MAX)
            yin_error(in, pos, "%s is not a number: %s", what, v);
    }
    free(v);
    return (uint32_t)n;
}

/* The setting mapping after a line's text, end and role: into src, for line k of f. */
static bool read_setting(struct yin *in, struct layout_file *f, uint32_t k, struct ysource *src)
{
    struct ysetting s = {.file = f, .span = {.line = k, .nlines = 1}, .pos = yin_pos(in)};
    if (!yin_expect(in, YAML_MAPPING_START_EVENT, "a setting (a mapping)")) {
        yin_skip(in);
        return true;
    }
    bool ok = true;
    while (yin_peek(in) == YAML_SCALAR_EVENT) {
        struct pol_pos pos = yin_pos(in);
        char *key = NULL, *v = NULL;
        if (!yin_scalar(in, "a key", &key, NULL) || !key) {
            free(key);
            yin_skip(in);
            continue;
        }
        if (strcmp(key, YK_LINES) == 0)
            s.span.nlines = place_number(in, key);
        else if (strcmp(key, YK_PREFIX) == 0)
            s.span.prefix = place_number(in, key);
        else if (strcmp(key, YK_SUFFIX) == 0)
            s.span.suffix = place_number(in, key);
        else if (strcmp(key, YK_KIND) == 0 || strcmp(key, YK_NAME) == 0 || strcmp(key, YK_KEY) == 0 ||
                 strcmp(key, YK_READ) == 0 || strcmp(key, YK_DUPLICATE) == 0) {
            if (yin_scalar(in, key, &v, NULL)) {
                char **slot = key[0] == 'k' && key[1] == 'i' ? &s.kind : key[0] == 'n' ? &s.name
                            : key[0] == 'k' ? &s.key : key[0] == 'r' ? &s.read : NULL;
                if (slot) {
                    free(*slot);
                    *slot = v;
                    v = NULL;
                } else {
                    s.duplicate = v && strcmp(v, "yes") == 0;
                }
            }
        } else {
            yin_error(in, pos, "unknown key \"%s\"", key);
            yin_skip(in);
        }
        free(key);
        free(v);
    }
    yin_expect(in, YAML_MAPPING_END_EVENT, "the end of the setting");
    if (!s.key)
        yin_error(in, s.pos, "a setting without \"key\"");
    if (s.key && src->n == src->cap) {
        size_t cap = src->cap ? src->cap * 2 : 64;
        struct ysetting *nv = realloc(src->v, cap * sizeof *nv);
        if (!nv)
            ok = false;
        else
            src->v = nv, src->cap = cap;
    }
    if (s.key && ok) {
        src->v[src->n++] = s;
        return true;
    }
    free(s.kind);
    free(s.name);
    free(s.key);
    free(s.read);
    return ok;
}

/* One line: [text, end] with the reader's role and a setting after them when it has them. */
static bool read_line(struct yin *in, struct policy *pol, struct layout_file *f, struct ysource *src)
{
    struct pol_pos pos = yin_pos(in);
    if (!yin_expect(in, YAML_SEQUENCE_START_EVENT, "a line ([text, end])")) {
        yin_skip(in);
        return true;
    }
    char *text = NULL, *end = NULL, *role = NULL;
    bool ok = true;
    if (yin_scalar(in, "a line's text", &text, NULL) && yin_scalar(in, "a line's end", &end, NULL)) {
        enum layout_end e = !end ? LAYOUT_LF : strcmp(end, "crlf") == 0 ? LAYOUT_CRLF
                          : strcmp(end, "none") == 0 ? LAYOUT_NONE : LAYOUT_LF;
        if (!end || (strcmp(end, "lf") != 0 && e == LAYOUT_LF))
            yin_error(in, pos, "a line's end is \"lf\", \"crlf\" or \"none\", not \"%s\"", end ? end : "");
        ok = layout_file_line(pol, f, text ? text : "", text ? strlen(text) : 0, e) == 0;
        if (ok && yin_peek(in) == YAML_SCALAR_EVENT && yin_scalar(in, "a line's role", &role, NULL) && role)
            f->lines[f->nlines - 1].role = (uint8_t)atoi(role);
        if (ok && yin_peek(in) == YAML_MAPPING_START_EVENT)
            ok = read_setting(in, f, f->nlines - 1, src);
    }
    free(text);
    free(end);
    free(role);
    while (yin_peek(in) != YAML_SEQUENCE_END_EVENT && yin_peek(in) != YAML_NO_EVENT) {
        yin_error(in, yin_pos(in), "a line has its text, end, role and setting only");
        yin_skip(in);
    }
    yin_expect(in, YAML_SEQUENCE_END_EVENT, "the end of the line");
    return ok;
}

/* One file: its name, path, format, encoding and byte order mark, then its lines. */
static bool read_file(struct yin *in, struct policy *pol, struct pol_object *top, struct ysource *src)
{
    struct pol_pos at = yin_pos(in);
    if (!yin_expect(in, YAML_MAPPING_START_EVENT, "a file (a mapping)")) {
        yin_skip(in);
        return true;
    }
    char *name = NULL, *path = NULL, *format = NULL, *enc = NULL;
    bool bom = false, ok = true;
    struct layout_file *f = NULL;
    while (ok && yin_peek(in) == YAML_SCALAR_EVENT) {
        struct pol_pos pos = yin_pos(in);
        char *key = NULL, *v = NULL;
        if (!yin_scalar(in, "a key", &key, NULL) || !key) {
            free(key);
            yin_skip(in);
            continue;
        }
        if (strcmp(key, YK_LINES) == 0) {
            if (!name)
                yin_error(in, pos, "\"name\" must come before \"lines\"");
            f = layout_file_new(pol, top, name ? name : "", path, format, enc);
            ok = f != NULL;
            if (f)
                f->bom = bom;
            if (ok && yin_expect(in, YAML_SEQUENCE_START_EVENT, "a list of lines")) {
                while (ok && yin_next_element(in, YAML_SEQUENCE_START_EVENT, "a line ([text, end])"))
                    ok = read_line(in, pol, f, src);
                yin_expect(in, YAML_SEQUENCE_END_EVENT, "the end of the lines");
            }
        } else if (yin_scalar(in, key, &v, NULL)) {
            char **slot = strcmp(key, YK_NAME) == 0 ? &name : strcmp(key, YK_PATH) == 0 ? &path
                        : strcmp(key, YK_FORMAT_OF) == 0 ? &format : strcmp(key, YK_ENCODING) == 0 ? &enc : NULL;
            if (slot) {
                free(*slot);
                *slot = v;
                v = NULL;
            } else if (strcmp(key, YK_BOM) == 0) {
                bom = v && strcmp(v, "yes") == 0;
            } else {
                yin_error(in, pos, "unknown key \"%s\"", key);
            }
        }
        free(key);
        free(v);
    }
    if (ok && !f)
        yin_error(in, at, "a file of \"source\" without \"lines\"");
    if (ok && enc && !layout_encoding_known(enc))
        yin_error(in, at, "encoding %s is not one iconv knows", enc);
    yin_expect(in, YAML_MAPPING_END_EVENT, "the end of the file");
    free(name);
    free(path);
    free(format);
    free(enc);
    return ok;
}

bool ysource_read(struct yin *in, struct policy *pol, struct pol_object *top, struct ysource *src)
{
    if (!yin_expect(in, YAML_SEQUENCE_START_EVENT, "a list of files")) {
        yin_skip(in);
        return true;
    }
    bool ok = true;
    while (ok && yin_next_element(in, YAML_MAPPING_START_EVENT, "a file (a mapping)"))
        ok = read_file(in, pol, top, src);
    if (ok)
        yin_expect(in, YAML_SEQUENCE_END_EVENT, "the end of the list");
    return ok;
}

bool ysource_bind(struct yin *in, struct policy *pol, struct pol_object *top, struct ysource *src)
{
    bool ok = true;
    for (size_t i = 0; i < src->n && ok; i++) {
        struct ysetting *s = &src->v[i];
        const struct kind_def *k = s->kind ? schema_kind(top->kind->sys, s->kind) : top->kind;
        struct pol_object *obj = !s->kind ? top : k && s->name ? pol_find(top, k->ns, s->name) : NULL;
        int attr = obj ? schema_attr_index(obj->kind, s->key) : -1;
        if (attr < 0)
            yin_error(in, s->pos, "the setting of line %u names %s%s%s %s, which the document does not hold",
                      s->span.line + 1, s->kind ? s->kind : "", s->kind ? " " : "", s->name ? s->name : "",
                      s->key);
        else if (s->span.line + (s->span.nlines ? s->span.nlines : 1) > s->file->nlines)
            yin_error(in, s->pos, "the setting of line %u has lines past the end of its file", s->span.line + 1);
        else
            ok = layout_setting_add(pol, s->file, s->span, obj, attr, s->read, s->duplicate) == 0;
    }
    ysource_free(src);
    return ok;
}

void ysource_free(struct ysource *src)
{
    for (size_t i = 0; i < src->n; i++) {
        free(src->v[i].kind);
        free(src->v[i].name);
        free(src->v[i].key);
        free(src->v[i].read);
    }
    free(src->v);
    *src = (struct ysource){0};
}
