/* ui/textview.c — read-only text on a list panel; see textview.h. */
#include "ui/textview.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/console.h"
#include "ui/memsrc.h"
#include "ui/table.h"
#include "ui/utf8.h"

static const struct tbl_col prose_cols[] = {
    {"text", "", TEXTVIEW_WIDTH, 0},
};

static const struct tbl_col file_cols[] = {
    {"text", "", TEXTVIEW_FILE_WIDTH, 0},
};

/* Bytes of s that fit in w columns; with words, ending on a blank when one is there (a word longer
 * than the line is cut). Never 0 for a non-empty s. */
static size_t fitting(const char *s, int w, bool words)
{
    size_t end = 0, blank = 0;
    int col = 0;
    while (s[end] && col < w) {
        uint32_t cp;
        int k = utf8_decode(s + end, &cp);
        end += (size_t)(k > 0 ? k : 1);
        col++;
        if (s[end] == ' ')
            blank = end;
    }
    if (!s[end] || !words)
        return end;
    return blank ? blank : end;
}

static int add_row(struct memsrc *m, long *row, const char *text)
{
    char key[24];
    snprintf(key, sizeof key, "%06ld", (*row)++);
    return memsrc_add(m, key, (const char *const[]){text});
}

/* Adds the rows of one line of text laid out by mode. */
static int add_line(struct memsrc *m, const char *line, size_t len, long *row, enum textview_mode mode)
{
    char *copy = strndup(line, len);
    if (!copy)
        return -1;
    bool prose = mode == TEXTVIEW_PROSE;
    int indent = prose ? (int)strspn(copy, " ") : 0, rc = 0;
    const char *p = copy;
    do {
        char buf[TEXTVIEW_FILE_WIDTH * 4 + 1];
        int lead = p == copy ? 0 : indent;
        size_t n = fitting(p, (prose ? TEXTVIEW_WIDTH : TEXTVIEW_FILE_WIDTH) - lead, prose);
        snprintf(buf, sizeof buf, "%*s%.*s", lead, "", (int)n, p);
        rc = add_row(m, row, buf);
        p += n;
        while (prose && *p == ' ')
            p++;
    } while (rc == 0 && *p);
    free(copy);
    return rc;
}

int textview_open(struct console *c, const struct panel_def *def, const char *title, const char *text,
                  enum textview_mode mode)
{
    struct memsrc *m = memsrc_new(mode == TEXTVIEW_FILE ? file_cols : prose_cols, 1);
    long row = 0;
    int rc = m ? 0 : -1;
    for (const char *p = text; rc == 0 && m;) {
        size_t len = strcspn(p, "\n");
        rc = add_line(m, p, len, &row, mode);
        if (!p[len])
            break;
        p += len + 1;
    }
    if (rc != 0) {
        memsrc_free(m);
        return -1;
    }
    struct table_spec spec = {.def = def};
    memsrc_source(m, &spec.src);
    spec.src.sort = NULL;   /* the text's order is its meaning */
    struct panel *p = table_new(&spec);
    if (!p)
        return -1;
    panel_set_title(p, title);
    return console_push(c, p);
}
