/* import/wlmxml/wlmxml_xmit.c — a TSO TRANSMIT (XMIT, NETDATA) file, as a WLM service definition
 * data set often travels: recognised, never read, and answered with how to get the XML; see
 * wlmxml_int.h.
 *
 * z/OS TSO/E Customization, "Format of transmitted data" and "INMR02 -- file utility control
 * record" (SA32-0976): the file is a stream of segments, cut into 80-byte card images whose
 * boundaries mean nothing; a segment is a length byte (2-255, its 2-byte header included), a
 * flags byte (X'80' first segment of a record, X'40' last, X'20' a control record) and its data.
 * The file starts with the control record INMR01 (EBCDIC, bytes 2-7); INMR02 has the number of
 * the file in bytes 8-11 and text units from byte 12, each a 2-byte key, a 2-byte count and that
 * many length-prefixed fields: key X'0002' (INMDSNAM) is the data set name, one field per
 * qualifier. */
#include "import/wlmxml/wlmxml_int.h"

#include <stdio.h>
#include <string.h>

#define SEG_FIRST 0x80
#define SEG_LAST 0x40
#define SEG_CONTROL 0x20
#define INMDSNAM 0x0002

/* "INMR01" and "INMR02" in EBCDIC (code page 037). */
static const unsigned char inmr01[6] = {0xC9, 0xD5, 0xD4, 0xD9, 0xF0, 0xF1};
static const unsigned char inmr02[6] = {0xC9, 0xD5, 0xD4, 0xD9, 0xF0, 0xF2};

bool xmit_detect(const char *buf, size_t len)
{
    const unsigned char *b = (const unsigned char *)buf;
    return len >= 8 && b[0] >= 8 && (b[1] & SEG_CONTROL) && memcmp(b + 2, inmr01, 6) == 0;
}

/* The character of EBCDIC byte c that a data set name holds (A-Z, 0-9, national characters,
 * hyphen), or 0. */
static char dsn_char(unsigned char c)
{
    if (c >= 0xC1 && c <= 0xC9)
        return (char)('A' + (c - 0xC1));
    if (c >= 0xD1 && c <= 0xD9)
        return (char)('J' + (c - 0xD1));
    if (c >= 0xE2 && c <= 0xE9)
        return (char)('S' + (c - 0xE2));
    if (c >= 0xF0 && c <= 0xF9)
        return (char)('0' + (c - 0xF0));
    return c == 0x7C ? '@' : c == 0x7B ? '#' : c == 0x5B ? '$' : c == 0x60 ? '-' : 0;
}

static unsigned be16(const unsigned char *p)
{
    return (unsigned)p[0] << 8 | p[1];
}

/* The data set name of the INMR02 record d[0..n) (its text units from byte 12) into out (cap
 * bytes, qualifiers joined by periods); false when it has none or holds bytes no name holds. */
static bool inmr02_dsname(const unsigned char *d, size_t n, char *out, size_t cap)
{
    for (size_t at = 10; at + 4 <= n;) {   /* d starts at the identifier: the text units at 10 */
        unsigned key = be16(d + at), count = be16(d + at + 2);
        at += 4;
        size_t w = 0;
        for (unsigned f = 0; f < count; f++) {
            if (at + 2 > n)
                return false;
            unsigned flen = be16(d + at);
            at += 2;
            if (at + flen > n)
                return false;
            for (unsigned i = 0; key == INMDSNAM && i < flen; i++) {
                char c = dsn_char(d[at + i]);
                if (!c || w + 2 >= cap)
                    return false;
                if (f && i == 0)
                    out[w++] = '.';
                out[w++] = c;
            }
            at += flen;
        }
        if (key == INMDSNAM) {
            out[w] = '\0';
            return w > 0;
        }
    }
    return false;
}

/* The data set name the file's first INMR02 record names, into out; false when none is found in
 * the control records that open the file. */
static bool xmit_dsname(const char *buf, size_t len, char *out, size_t cap)
{
    const unsigned char *b = (const unsigned char *)buf;
    for (size_t at = 0; at + 2 <= len && b[at] >= 2;) {
        size_t n = b[at];
        unsigned flags = b[at + 1];
        if (!(flags & SEG_CONTROL) || at + n > len)
            return false;
        if ((flags & (SEG_FIRST | SEG_LAST)) == (SEG_FIRST | SEG_LAST) && n >= 8 &&
            memcmp(b + at + 2, inmr02, 6) == 0)
            return inmr02_dsname(b + at + 2, n - 2, out, cap);
        at += n;
    }
    return false;
}

enum import_status xmit_read(struct import_run *run, const struct import_input *in)
{
    char dsn[64], of[80] = "";
    if (xmit_dsname(in->buf, in->len, dsn, sizeof dsn))
        snprintf(of, sizeof of, " of data set %s", dsn);
    diag_add(run->diags, SEV_ERROR, "IMP002", (struct diag_at){in->name, 1, 1, NULL, NULL},
             "a TSO TRANSMIT (XMIT) file%s, in EBCDIC: wlmcon reads a WLM service definition as XML. "
             "In the ISPF WLM application choose File, Save as XML and download that data set as "
             "text, or download it in binary and import it with --record-length 80 (RECEIVE "
             "INDATASET on z/OS restores the data set from this file)", of);
    return IMPORT_DATAERR;
}
