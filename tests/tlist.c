/* tests/tlist.c — lists derived from the registry of systems; see tlist.h. */
#include "tests/tlist.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"

char *tl_join(const char *const *v, size_t n, const char *sep, const char *last)
{
    size_t len = 1;
    for (size_t i = 0; i < n; i++)
        len += strlen(v[i]) + strlen(sep) + strlen(last);
    char *s = malloc(len);
    ck_assert_ptr_nonnull(s);
    s[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        if (i)
            strcat(s, i + 1 == n ? last : sep);
        strcat(s, v[i]);
    }
    return s;
}

size_t tl_export_names(const char **v, size_t max)
{
    size_t n = 0;
    for (const struct export_format *const *f = export_formats(); *f; f++) {
        ck_assert_uint_lt(n, max);
        v[n++] = (*f)->name;
    }
    return n;
}

size_t tl_reader_whats(const char **v, size_t max, bool files_only)
{
    size_t n = 0;
    for (const struct import_format *const *r = import_formats(); *r; r++)
        if (import_format_what(*r) && !(files_only && import_format_reads_dir(*r))) {
            ck_assert_uint_lt(n, max);
            v[n++] = import_format_what(*r);
        }
    return n;
}
