/* tests/fuzz/fuzz_import.h — the body the reader harnesses share: the input bytes written to a
 * scratch file of the process (removed at exit) after a prefix, then read by import_files() into
 * an in-memory policy. Header-only: each harness is one translation unit (Makefile, "fuzz"). */
#ifndef WLMCON_TESTS_FUZZ_IMPORT_H
#define WLMCON_TESTS_FUZZ_IMPORT_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "import/import.h"

static char fuzz_path[64];

static void fuzz_remove_file(void)
{
    unlink(fuzz_path);
}

/* Reads prefix (may be "") and data[0..size) as the file /tmp/wlmcon-fuzz-PID.ext, for queue
 * manager qmgr (NULL: none given). Always 0, as libFuzzer wants. */
static int fuzz_import(const uint8_t *data, size_t size, const char *ext, const char *prefix,
                       const char *qmgr)
{
    if (!fuzz_path[0]) {
        snprintf(fuzz_path, sizeof fuzz_path, "/tmp/wlmcon-fuzz-%ld.%s", (long)getpid(), ext);
        atexit(fuzz_remove_file);
    }
    FILE *f = fopen(fuzz_path, "wb");
    if (!f)
        return 0;
    fputs(prefix, f);
    fwrite(data, 1, size, f);
    fclose(f);
    struct import_file file = {fuzz_path, {{"qmgr", qmgr}}};
    struct import_hooks hooks = {0};
    struct import_summary sum = {0};
    struct policy pol;
    struct diag_list diags;
    policy_init(&pol);
    diag_init(&diags, 100);
    import_files(&file, 1, &pol, &hooks, &diags, &sum);
    diag_free(&diags);
    policy_free(&pol);
    return 0;
}

#endif
