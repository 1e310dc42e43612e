/* tests/fuzz/fuzz_mqsc.c — libFuzzer harness for the MQSC reader: any bytes, read as a script for
 * queue manager QM1 (or a dump when they carry a header), into an in-memory policy. The reader must
 * never crash, hang or leak, whatever the input. Run (new inputs go to the first, scratch directory):
 *   make fuzz && mkdir -p build/fuzz/mqsc && build/fuzz/fuzz_mqsc build/fuzz/mqsc tests/fuzz/corpus/mqsc */
#include "tests/fuzz/fuzz_import.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_import(data, size, "mqsc", "", "QM1");
}
