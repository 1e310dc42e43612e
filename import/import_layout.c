/* import/import_layout.c — what the line-oriented readers share: the --encoding option's check and
 * the layout of the file being read; see import_run.h. */
#include "import/import_run.h"

#include <stdio.h>
#include <string.h>

const char *import_encoding_problem(const char *value)
{
    return layout_encoding_known(value) ? NULL : "is not an encoding iconv knows (iconv --list names them)";
}

struct layout_file *import_layout_file(struct import_run *run, const struct import_input *in,
                                       const struct import_entry *e, struct pol_object *top,
                                       const char *dflt_encoding)
{
    const char *buf = e ? e->buf : in->buf;
    size_t len = e ? e->len : in->len;
    const char *name = e ? e->rel : strrchr(in->path, '/') ? strrchr(in->path, '/') + 1 : in->path;
    char format[64];
    import_format_key(in->format, format, sizeof format);
    const char *enc = layout_encoding_choose(buf, len, import_option(in, "encoding"), dflt_encoding);
    return layout_file_read(run->pol, top, name, e ? e->name : in->name, format, enc, buf, len);
}
