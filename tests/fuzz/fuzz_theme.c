/* tests/fuzz/fuzz_theme.c — libFuzzer harness for the theme file parser and the profile parser:
 * any bytes, as the text of a theme file and as the text of a profile. Neither may crash, hang or
 * leak, and a theme that fails to parse must hold the classic theme. Run:
 *   make fuzz && mkdir -p build/fuzz/theme && \
 *   build/fuzz/fuzz_theme build/fuzz/theme tests/fuzz/corpus/theme tests/fuzz/corpus/profile */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/profile.h"
#include "ui/engine/themefile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct theme t;
    struct theme_error err = {0};
    if (theme_parse((const char *)data, size, "fuzz", &t, &err) < 0 &&
        (err.line < 1 || memcmp(t.style, theme_classic()->style, sizeof t.style) != 0))
        abort();
    struct profile p;
    struct profile_error perr;
    char out[8192];
    profile_defaults(&p);
    profile_parse((const char *)data, size, &p, &perr);
    profile_format(&p, out, sizeof out);
    return 0;
}
