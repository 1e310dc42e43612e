/* import/wlmreport/wlmreport_export.c — `wlmcon export --format wlmreport`: one report file per
 * service definition, DIR/<definition>.txt (wlmreport.h). Without --record-length it is UTF-8
 * text, one report line per line, a '0' line preceded by an empty line (the '1' of the title
 * starts the file); with --record-length N every line is N bytes: the
 * ASA carriage-control character ('1' new page, ' ' single space, '0' double space) and the text
 * padded with blanks, as a print data set of RECFM=FBA LRECL=N holds it (133: the 132 print
 * positions of a line printer and the control byte). It is written only: the import of a report
 * is refused as a file no reader reads (IMP002). */
#include "import/wlmreport/wlmreport.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import_run.h"

/* Where the lines go. */
struct sink {
    struct export_out *o;
    unsigned reclen;          /* 0: lines */
    unsigned long lines;
    char *rec;                /* reclen bytes */
    struct export_error *err;
    const char *def;
};

static int line(void *ctx, char cc, const char *text)
{
    struct sink *s = ctx;
    size_t n = strlen(text);
    s->lines++;
    if (!s->reclen) {
        if (cc == '0')
            export_out_write(s->o, "\n", 1);
        export_out_write(s->o, text, n);
        export_out_write(s->o, "\n", 1);
        return 0;
    }
    if (n + 1 > s->reclen) {
        s->err->status = EXPORT_DATAERR;
        snprintf(s->err->msg, sizeof s->err->msg,
                 "service definition %s: line %lu of the report is %zu bytes, more than the %u a "
                 "%u-byte record holds after its carriage control", s->def, s->lines, n, s->reclen - 1,
                 s->reclen);
        return 1;
    }
    memset(s->rec, ' ', s->reclen);
    s->rec[0] = cc;
    memcpy(s->rec + 1, text, n);
    export_out_write(s->o, s->rec, s->reclen);
    export_out_write(s->o, "\n", 1);
    return 0;
}

static enum export_status write_top(struct export_out *o, const struct pol_object *top,
                                    const struct export_options *opt, struct export_error *err)
{
    struct sink s = {o, (unsigned)export_option_number(opt, "record-length", 0), 0, NULL, err, top->name};
    if (s.reclen && !(s.rec = malloc(s.reclen))) {
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return EXPORT_NOMEM;
    }
    int rc = wlmreport_definition(top, line, &s);
    free(s.rec);
    return rc ? err->status : EXPORT_OK;
}

static const struct import_option_def reclen_option = {
    .name = "record-length",
    .system = "wlm",
    .what = "a record length",
    .metavar = "N",
    .label = "Records",
    .names = "the record length",
    .help = "records of N bytes with an ASA carriage-control character first, blank-padded, as a "
            "print data set of RECFM=FBA holds them (133 for a line printer; not given: lines)",
    .type = IMPORT_OPT_INT,
    .min = WLMREPORT_TEXT_MAX + 1,
    .max = 32760,
    .zero = "lines",
};

static const struct import_option_def *const options[] = {&reclen_option, NULL};

const struct export_format wlmreport_export_format = {
    .name = "wlmreport",
    .title = "One printed report per WLM definition (WSCDEF.txt)",
    .system = "wlm",
    .suffix = ".txt",
    .write_top = write_top,
    .options = options,
};
