/* tests/fuzz/fuzz_mqsc.c — libFuzzer harness for the MQSC reader: any bytes, read as a script for
 * queue manager QM1 (or a dump when they carry a header), into an in-memory policy. The reader must
 * never crash, hang or leak, whatever the input. Run (new inputs go to the first, scratch directory):
 *   make fuzz && mkdir -p build/fuzz/mqsc && build/fuzz/fuzz_mqsc build/fuzz/mqsc tests/fuzz/corpus/mqsc */
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

#include "import/import.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char path[64];
    if (!path[0])
        snprintf(path, sizeof path, "/tmp/wlmcon-fuzz-%ld.mqsc", (long)getpid());
    FILE *f = fopen(path, "wb");
    if (!f)
        return 0;
    fwrite(data, 1, size, f);
    fclose(f);
    struct import_file file = {path, "QM1"};
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
