/* tests/fuzz/fuzz_yaml.c — libFuzzer harness for the YAML reader: any bytes after a `---` line,
 * so that import_files() takes them for a wlmcon policy document, read into an in-memory policy.
 * The reader must never crash, hang or leak, whatever the input. Run (new inputs go to the first,
 * scratch directory):
 *   make fuzz && mkdir -p build/fuzz/yaml && build/fuzz/fuzz_yaml build/fuzz/yaml tests/fuzz/corpus/yaml */
#include "tests/fuzz/fuzz_import.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_import(data, size, "yaml", "---\n", NULL);
}
