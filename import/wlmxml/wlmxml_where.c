/* import/wlmxml/wlmxml_where.c — where the WLM XML reader's findings point: byte offsets of the
 * stream back to the line and column of the file as given (the joined records of a download, or
 * the plain file's lines), and the report of a finding there (wlmxml_int.h). The driver
 * (wlmxml_read.c) and the definition's application (wlmxml_apply.c) both call these. */
#include "import/wlmxml/wlmxml_int.h"

#include <stdarg.h>

struct pol_pos wx_pos(const struct wx_reader *rd, size_t off)
{
    if (off > rd->n)
        off = rd->n;
    if (rd->joined)
        return (struct pol_pos){rd->joined->line[off], rd->joined->col[off]};
    size_t lo = 0, hi = rd->nlines;   /* the last line start <= off */
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (rd->lines[mid] <= off)
            lo = mid;
        else
            hi = mid;
    }
    return (struct pol_pos){(uint32_t)lo + 1, (uint32_t)(off - rd->lines[lo]) + 1};
}

void wx_report(struct wx_reader *rd, enum severity sev, const char *id, size_t off, const char *fmt, ...)
{
    struct pol_pos p = wx_pos(rd, off);
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(rd->run->diags, sev, id, (struct diag_at){rd->in->name, p.line, p.col, NULL, NULL}, fmt, ap);
    va_end(ap);
    if (sev == SEV_ERROR)
        rd->errors++;
}
