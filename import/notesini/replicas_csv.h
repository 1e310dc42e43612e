/* import/notesini/replicas_csv.h — the replica list, a CSV of the console's own (README, "Domino
 * replica lists"): a header line `server,database,replica_id,path,flags`, then one row per
 * replica. Fields follow RFC 4180: a field in double quotes may hold commas, and a doubled quote
 * is one quote; no field holds a line break. */
#ifndef WLMCON_IMPORT_NOTESINI_REPLICAS_CSV_H
#define WLMCON_IMPORT_NOTESINI_REPLICAS_CSV_H

#include <stddef.h>

#include "model/model.h"

#define REPLICAS_HEADER "server,database,replica_id,path,flags"

enum { REPLICAS_FIELDS = 5 };

/* One row's fields, each malloc'd and unquoted, with the 1-based byte column where it starts. */
struct replicas_row {
    char *field[REPLICAS_FIELDS];
    unsigned col[REPLICAS_FIELDS];
    size_t n;          /* fields found (more than REPLICAS_FIELDS counted, not kept) */
};

/* Splits the len bytes at s (one line without its line end) into row. Returns 0; 1 when a quoted
 * field is not closed or text follows its closing quote (*col gets where); -1 when memory runs
 * out. Free with replicas_row_free in every case. */
int replicas_split(const char *s, size_t len, struct replicas_row *row, unsigned *col);

/* Frees row's fields. */
void replicas_row_free(struct replicas_row *row);

/* Appends field s to tb as a CSV field: in double quotes (a quote doubled) when it holds a comma,
 * a quote or a blank at either end, else as it is. */
void replicas_put_field(struct textbuf *tb, const char *s);

#endif
