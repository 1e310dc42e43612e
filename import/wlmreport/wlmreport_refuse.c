/* import/wlmreport/wlmreport_refuse.c — a printed report of a service definition read as an input:
 * recognised by its title line (`* Service Definition NAME`, after an ASA carriage-control
 * character in a record of a print data set) and refused with IMP002, which says that a report is
 * written only and what to import instead. See wlmreport.h. */
#include "import/wlmreport/wlmreport.h"

#include <string.h>

#include "import/import_run.h"

#define TITLE "* Service Definition "

/* The title line first, as the writer writes it: plain, or after a '1' (or a blank). */
static enum import_claim claim(const struct import_input *in)
{
    size_t n = sizeof TITLE - 1;
    const char *b = in->buf;
    if (!b)
        return IMPORT_NOT;
    if (in->len >= n && memcmp(b, TITLE, n) == 0)
        return IMPORT_CERTAIN;
    return in->len > n && (b[0] == '1' || b[0] == ' ') && memcmp(b + 1, TITLE, n) == 0 ? IMPORT_CERTAIN
                                                                                        : IMPORT_NOT;
}

static enum import_status refuse(struct import_run *run, const struct import_input *in)
{
    diag_add(run->diags, SEV_ERROR, "IMP002", (struct diag_at){in->name, 1, 1, NULL, NULL},
             "the printed report of a WLM service definition (wlmcon export --format wlmreport, or "
             "the ISPF WLM application's File, Print): a report is written only, it does not say "
             "everything the definition holds. Import the definition's XML (wlmcon export --format "
             "wlmxml, or File, Save as XML in the ISPF application)");
    return IMPORT_DATAERR;
}

const struct import_format wlmreport_import_format = {
    .name = "WLM report", .system = "wlm", .certainty = IMPORT_MARKED, .detect = claim, .read = refuse};
