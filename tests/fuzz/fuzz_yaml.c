/* tests/fuzz/fuzz_yaml.c — libFuzzer harness for the YAML reader: any bytes after a `---` line,
 * so that import_files() takes them for a wlmcon policy document, read into an in-memory policy.
 * The reader must never crash, hang or leak, whatever the input. Run (new inputs go to the first,
 * scratch directory):
 *   make fuzz && mkdir -p build/fuzz/yaml && build/fuzz/fuzz_yaml build/fuzz/yaml tests/fuzz/corpus/yaml */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "import/import.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char path[64];

static void remove_file(void)
{
    unlink(path);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!path[0]) {
        snprintf(path, sizeof path, "/tmp/wlmcon-fuzz-%ld.yaml", (long)getpid());
        atexit(remove_file);
    }
    FILE *f = fopen(path, "wb");
    if (!f)
        return 0;
    fputs("---\n", f);
    fwrite(data, 1, size, f);
    fclose(f);
    struct import_file file = {path, NULL};
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
