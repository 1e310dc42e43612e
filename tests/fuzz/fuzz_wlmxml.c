/* tests/fuzz/fuzz_wlmxml.c — libFuzzer harness for the z/OS WLM service definition XML reader: any
 * bytes as a .xml file (import_files() takes what starts as a <ServiceDefinition> document, or as
 * EBCDIC, for WLM XML), read into an in-memory policy; plain files and fixed-record downloads
 * alike. The reader must never crash, hang or leak, whatever the input. Run (new inputs go to the
 * first, scratch directory):
 *   make fuzz && mkdir -p build/fuzz/wlmxml && build/fuzz/fuzz_wlmxml build/fuzz/wlmxml tests/fuzz/corpus/wlmxml */
#include "tests/fuzz/fuzz_import.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_import(data, size, "xml", "", NULL);
}
