/* import/import_run.h — inside import/: what a format reader gets from import_files(), and the
 * table of formats. A reader turns one file into changes of the policy; import_files() reads the
 * file, picks the reader by the content, finds or loads the top-level objects, saves them and keeps
 * the totals. */
#ifndef WLMCON_IMPORT_IMPORT_RUN_H
#define WLMCON_IMPORT_IMPORT_RUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "import/import.h"

/* One import_files() call. */
struct import_run {
    struct policy *pol;
    const struct import_hooks *hooks;    /* never NULL (an empty set when the caller gave none) */
    struct diag_list *diags;
    struct import_summary *sum;
    struct import_progress prog;
    struct pol_object **touched;         /* top-level objects the current file touched */
    size_t ntouched, captouched;
    char **names;                        /* names of the tops touched so far (sum->tops) */
    const struct kind_def *first_kind;   /* the kind of names[0] */
    size_t nnames, capnames;
};

/* One input file, read whole. */
struct import_input {
    const char *path;    /* as given ("-" for standard input) */
    const char *name;    /* for diagnostics and sources: the path, or "<stdin>" */
    const struct import_option *opts;   /* the options in effect for it [IMPORT_FILE_OPTIONS] */
    const char *buf;     /* its bytes (not NUL-terminated) */
    size_t len;
};

/* The value of the option with this name in effect for in (import_option_def), or NULL. */
const char *import_option(const struct import_input *in, const char *name);

/* A format: recognises its files by their content and reads them. */
struct import_format {
    const char *name;
    /* The per-system options its files take (NULL-terminated), or NULL: none. */
    const struct import_option_def *const *options;
    /* True when buf looks like this format. */
    bool (*detect)(const char *buf, size_t len);
    /* Applies the file to run->pol, reporting to run->diags. Returns IMPORT_OK, IMPORT_DATAERR
       (the file had errors; reading went on to report them), IMPORT_HOOK, IMPORT_NOMEM or
       IMPORT_INTERRUPTED. */
    enum import_status (*read)(struct import_run *run, const struct import_input *in);
};

/* The top-level object of kind named name: the one in run->pol, else the stored one through
 * hooks->load_top, else a new one. It is noted as touched by the current file. Returns IMPORT_OK
 * with *out set, IMPORT_HOOK (load_top failed; it reported why) or IMPORT_NOMEM. */
enum import_status import_top(struct import_run *run, const struct kind_def *kind, const char *name,
                              struct pol_object **out);

/* Reports progress (bytes of the current file read so far) to hooks->progress. Returns IMPORT_OK, or
 * IMPORT_INTERRUPTED when the caller asks to stop. */
enum import_status import_tick(struct import_run *run, uint64_t bytes);

/* The spelling the store keeps for value v of modelled attribute a, whatever the format it was
 * read from (import/mqsc_value.c): an integer in decimal without sign or leading zeros ("+05" →
 * "5"), an enumeration as its choice ("enabled" → "ENABLED" where MQ folds case); else v itself.
 * num (size n) is scratch for the integer; the result is v, num or a static choice. */
const char *mqsc_canonical(const struct attr_def *a, const char *v, char *num, size_t n);

/* The file name for top-level object top in a per-top export format, with suffix (".mqsc"), into
 * buf (size n): A-Z, 0-9, '.' (not leading) and '_' stand for themselves, every other byte is %XX
 * (upper-case hex), the empty name is "%00". Distinct names give names that differ even on a
 * case-insensitive file system (`QM1` → QM1.mqsc, `qm1` → %71%6D1.mqsc, `A/B` → A%2FB.mqsc).
 * Returns 0, or -1 when the name does not fit in n or in 255 bytes. */
int export_safe_filename(const char *top, const char *suffix, char *buf, size_t n);

/* The length of the longest prefix of s[0..n) that is valid UTF-8 (no overlong forms, surrogates or
 * code points past U+10FFFF): n when all of it is. */
size_t import_utf8_prefix(const char *s, size_t n);

/* The MQSC reader (import/mqsc/mqsc_reader.c): runmqsc scripts and dmpmqcfg dumps; its option
 * "qmgr" names the queue manager of a script that names none. */
bool mqsc_detect(const char *buf, size_t len);
enum import_status mqsc_read(struct import_run *run, const struct import_input *in);
extern const struct import_option_def *const mqsc_options[];

/* The YAML interchange document (import/yaml/yaml_read.c): a section per system, each the whole
 * content of its system, which it replaces. It saves each top-level object itself as soon as it
 * is read (run->touched stays empty); hooks->clear_system runs first for each section. */
bool yaml_detect(const char *buf, size_t len);
enum import_status yaml_read(struct import_run *run, const struct import_input *in);

/* The export formats (import/mqsc/mqsc_export.c, import/yaml/yaml_write.c). */
extern const struct export_format mqsc_export_format;
extern const struct export_format yaml_export_format;

#endif
