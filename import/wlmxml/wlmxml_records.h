/* import/wlmxml/wlmxml_records.h — files downloaded from a fixed-record data set (RECFM=FB,
 * LRECL=80): the records joined back into the XML stream they cut, with a map from each byte of
 * the stream to its line and column in the downloaded file. Pure functions of the bytes. */
#ifndef WLMCON_IMPORT_WLMXML_RECORDS_H
#define WLMCON_IMPORT_WLMXML_RECORDS_H

#include <stddef.h>
#include <stdint.h>

#define WLMXML_RECLEN_MAX 32760   /* the longest record of a z/OS data set */

/* The joined stream of a record-format download. */
struct wlmxml_joined {
    char *buf;            /* the stream (malloc'd, NUL-terminated after len bytes) */
    size_t len;
    uint32_t *line;       /* [len + 1]: line in the downloaded file of each byte of buf (1-based); */
    uint32_t *col;        /* col: its column in bytes (1-based). A blank put back at a record end
                             maps to where it stood in its record (after the line's last byte);
                             entry len is the end of the file */
    size_t records;       /* records read */
    size_t *repaired;     /* offsets in buf of the stream newlines that were, as it turned out,
                             the end of a record whose blanks after a '>' were stripped: kept as
                             whitespace between elements (WLM104) */
    size_t nrepaired;
};

enum wlmxml_join_status {
    WLMXML_JOINED = 0,
    WLMXML_NOT_RECORDS,   /* a line longer than the record length, or records that cannot align */
    WLMXML_JOIN_NOMEM
};

/* Joins the records of a download of n bytes at in (records of reclen bytes, 1..WLMXML_RECLEN_MAX,
 * each ended by the download with a newline after its trailing blanks were stripped). Counting the
 * bytes since the last record end: a newline at byte reclen ends a record and is dropped; a newline
 * after a '>' of the stream (the stream's previous byte, across record ends) before byte reclen is
 * the stream's own and counts one byte; any other newline ends a record whose blanks were
 * stripped, and they are put back up to byte reclen. When a record then runs past reclen, the
 * last '>'-newline of it was a record end: the count restarts there (out->repaired). A final line
 * without newline is the last record. On WLMXML_JOINED *out holds the stream (free with
 * wlmxml_joined_free); otherwise *out is empty. */
enum wlmxml_join_status wlmxml_records_join(const char *in, size_t n, unsigned reclen,
                                            struct wlmxml_joined *out);

/* Frees what wlmxml_records_join gave; *j is empty afterwards. NULL-safe on the members. */
void wlmxml_joined_free(struct wlmxml_joined *j);

/* Cuts stream (n bytes) into records of reclen bytes for a fixed-record data set, each written as
 * a download gives it: trailing blanks stripped, then a newline; so wlmxml_records_join reads the
 * result back to the same stream. Returns a malloc'd buffer of *outlen bytes (NUL-terminated), or
 * NULL with *outlen = 0 when memory runs out, and NULL with *outlen set to the offset of the
 * offending byte + 1 when the stream cannot be carried: a newline that does not follow a '>' (a
 * line break inside a value), or blanks after a '>' up to a record end (they would read back as a
 * newline). */
char *wlmxml_records_split(const char *stream, size_t n, unsigned reclen, size_t *outlen);

#endif
