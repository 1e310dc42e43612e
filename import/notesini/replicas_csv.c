/* import/notesini/replicas_csv.c — fields of the replica list; see replicas_csv.h. */
#include "import/notesini/replicas_csv.h"

#include <stdlib.h>
#include <string.h>

int replicas_split(const char *s, size_t len, struct replicas_row *row, unsigned *col)
{
    memset(row, 0, sizeof *row);
    size_t i = 0;
    for (;;) {
        struct textbuf tb = {0};
        size_t start = i;
        if (i < len && s[i] == '"') {
            for (i++;; i++) {
                if (i >= len) {
                    *col = (unsigned)start + 1;
                    tb_free(&tb);
                    return 1;
                }
                if (s[i] == '"' && i + 1 < len && s[i + 1] == '"')
                    { tb_putn(&tb, s + i, 1); i++; }
                else if (s[i] == '"')
                    break;
                else
                    tb_putn(&tb, s + i, 1);
            }
            i++;
            if (i < len && s[i] != ',') {
                *col = (unsigned)i + 1;
                tb_free(&tb);
                return 1;
            }
        } else {
            size_t e = i;
            while (e < len && s[e] != ',')
                e++;
            tb_putn(&tb, s + i, e - i);
            i = e;
        }
        char *f = tb.buf ? tb.buf : calloc(1, 1);
        if (!f || tb.oom) {
            tb_free(&tb);
            return -1;
        }
        if (row->n < REPLICAS_FIELDS) {
            row->field[row->n] = f;
            row->col[row->n] = (unsigned)start + 1;
        } else {
            free(f);
        }
        row->n++;
        if (i >= len)
            return 0;
        i++;   /* the comma */
    }
}

void replicas_row_free(struct replicas_row *row)
{
    for (size_t i = 0; i < REPLICAS_FIELDS; i++)
        free(row->field[i]);
    memset(row, 0, sizeof *row);
}

void replicas_put_field(struct textbuf *tb, const char *s)
{
    size_t n = strlen(s);
    if (!strpbrk(s, ",\"") && !(n && (s[0] == ' ' || s[n - 1] == ' '))) {
        tb_puts(tb, s);
        return;
    }
    tb_putn(tb, "\"", 1);
    for (; *s; s++) {
        if (*s == '"')
            tb_putn(tb, "\"", 1);
        tb_putn(tb, s, 1);
    }
    tb_putn(tb, "\"", 1);
}
