/* tests/fuzz/fuzz_wasxml.c — libFuzzer harness for the WebSphere workload classification document
 * reader: any bytes as a .xml file given --was-server FZ/N1/s1 (import_files() takes what starts
 * as a <Classification> document, or names its DOCTYPE, for WAS XML), read into an in-memory
 * policy. The reader must never crash, hang or leak, whatever the input. Run (new inputs go to the
 * first, scratch directory):
 *   make fuzz && mkdir -p build/fuzz/wasxml && build/fuzz/fuzz_wasxml build/fuzz/wasxml tests/fuzz/corpus/wasxml */
#include "tests/fuzz/fuzz_import.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_option = "was-server";
    return fuzz_import(data, size, "xml", "", "FZ/N1/s1");
}
