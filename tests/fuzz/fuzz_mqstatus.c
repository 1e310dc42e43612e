/* tests/fuzz/fuzz_mqstatus.c — libFuzzer harness for the reader of saved runmqsc DISPLAY CLUSQMGR /
 * CHSTATUS / QCLUSTER output (import/mqstatus): any bytes after an AMQ8417I line (so that the
 * transcript format is the one recognised), for queue manager QM1, into an in-memory policy. The
 * reader must never crash, hang or leak, whatever the input. Run:
 *   make fuzz && mkdir -p build/fuzz/mqstatus && build/fuzz/fuzz_mqstatus build/fuzz/mqstatus tests/fuzz/corpus/mqstatus */
#include "tests/fuzz/fuzz_import.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_import(data, size, "txt", "AMQ8417I: Display Channel Status details.\n", "QM1");
}
