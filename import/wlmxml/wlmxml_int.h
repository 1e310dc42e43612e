/* import/wlmxml/wlmxml_int.h — inside import/wlmxml: the reader's state shared by its files. */
#ifndef WLMCON_IMPORT_WLMXML_INT_H
#define WLMCON_IMPORT_WLMXML_INT_H

#include "import/import_run.h"
#include "import/wlmxml/wlmxml_layout.h"
#include "import/wlmxml/wlmxml_records.h"
#include "import/wlmxml/wlmxml_tree.h"
#include "model/wlm/wlm_model.h"

/* The rule ids of the file-level findings. */
#define WX_NOT_WELL_FORMED "WLM101"   /* not well-formed, too large, a code page not read */
#define WX_VERBATIM "WLM102"          /* an element the schema does not model: kept verbatim */
#define WX_RECORDS "WLM103"           /* read as fixed-length records */
#define WX_REPAIRED "WLM104"          /* a value repaired, or a record end that was ambiguous */
#define WX_NOT_WLM "WLM105"           /* not a service definition: root element or namespace */
#define WX_WRONG_TYPE "WLM106"        /* a value of the wrong type, a name missing or twice */

/* A slot of a kind's layout as the reader looks it up (wlmxml_apply.c). */
struct wx_slot_at {
    const char *path;    /* wx_slot_path */
    int attr;            /* WX_ATTR: the attribute's index in the kind (schema_attr_index); else -1 */
};

/* One file being read. */
struct wx_reader {
    struct import_run *run;
    const struct import_input *in;
    const char *srcname;                 /* in->name, owned by the policy (struct pol_src) */
    const char *text;                    /* the stream parsed (the file, or its joined records) */
    size_t n;
    const struct wlmxml_joined *joined;  /* the records' map, or NULL for a plain file */
    size_t *lines;                       /* plain files: offset of each line start */
    size_t nlines;
    struct pol_object *top;
    int errors;
    unsigned reclen;                     /* the record length of a download (option record-length) */
    struct wx_slot_at *slots[WLM_NKINDS];  /* wx_apply: each kind's slots (wx_layout's order); the
                                            block is slots[0]'s, malloc'd */
};

/* The position in the file of byte offset off of the stream parsed. */
struct pol_pos wx_pos(const struct wx_reader *rd, size_t off);

/* Reports a finding at byte offset off of the stream; errors are counted in rd->errors. */
void wx_report(struct wx_reader *rd, enum severity sev, const char *id, size_t off, const char *fmt,
               ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* Applies the service definition at root (already checked to be one) to the policy: the
 * definition of the same name is replaced whole. Returns IMPORT_OK, IMPORT_DATAERR (errors
 * reported), IMPORT_HOOK or IMPORT_NOMEM. */
enum import_status wx_apply(struct wx_reader *rd, const struct wx_node *root);

/* The z/OS WLM service definition XML reader (wlmxml_read.c), also as downloaded from an 80-byte
 * fixed-record data set. A definition replaces the one of the same name whole. Listed in
 * wlm_readers (wlmxml_formats.c). */
bool wlmxml_detect(const char *buf, size_t len);
extern const struct import_option_def *const wlmxml_options[];
enum import_status wlmxml_read(struct import_run *run, const struct import_input *in);

/* A TSO TRANSMIT (XMIT) file (wlmxml_xmit.c), recognised by its INMR01 control record and never
 * read: xmit_read reports what the file is (the data set its INMR02 names) and how to get the
 * service definition's XML (IMP002, at 1:1), and returns IMPORT_DATAERR. Listed in wlm_readers
 * (wlmxml_formats.c) as a format recognised only. */
bool xmit_detect(const char *buf, size_t len);
enum import_status xmit_read(struct import_run *run, const struct import_input *in);

#endif
