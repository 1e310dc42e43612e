/* tests/fuzz/fuzz_yaml.c — libFuzzer harness for the YAML reader: any bytes after a `---` line,
 * so that import_files() takes them for a wlmcon policy document, read into an in-memory policy
 * (with a queue manager read before, which the document replaces). The reader must never crash,
 * hang or leak, whatever the input. Run (new inputs go to the first, scratch directory):
 *   make fuzz && mkdir -p build/fuzz/yaml && build/fuzz/fuzz_yaml build/fuzz/yaml tests/fuzz/corpus/yaml */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "import/import.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char path[64], before[64];

static void remove_files(void)
{
    unlink(path);
    unlink(before);
}

/* Writes text then n bytes of data to p; 0, or -1. */
static int write_file(const char *p, const char *text, const uint8_t *data, size_t n)
{
    FILE *f = fopen(p, "wb");
    if (!f)
        return -1;
    fputs(text, f);
    fwrite(data, 1, n, f);
    return fclose(f);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!path[0]) {
        snprintf(path, sizeof path, "/tmp/wlmcon-fuzz-%ld.yaml", (long)getpid());
        snprintf(before, sizeof before, "/tmp/wlmcon-fuzz-%ld.mqsc", (long)getpid());
        atexit(remove_files);
        if (write_file(before, "DEFINE QLOCAL(OLD)\n", NULL, 0))
            return 0;
    }
    if (write_file(path, "---\n", data, size))
        return 0;
    struct import_file files[] = {{before, "QM0"}, {path, NULL}};
    struct import_hooks hooks = {0};
    struct import_summary sum = {0};
    struct policy pol;
    struct diag_list diags;
    policy_init(&pol);
    diag_init(&diags, 100);
    import_files(files, 2, &pol, &hooks, &diags, &sum);
    diag_free(&diags);
    policy_free(&pol);
    return 0;
}
