/* tests/fuzz/fuzz_notesini.c — libFuzzer harness for the NOTES.INI reader
 * (import/notesini/notesini_read.c): any bytes after a `[Notes]` line, read as a server's NOTES.INI
 * on the source layout into an in-memory policy. The reader must not crash, hang or leak, whatever
 * the lines, their ends, their encoding or their keys. Run:
 *   make fuzz && mkdir -p build/fuzz/notesini && build/fuzz/fuzz_notesini build/fuzz/notesini tests/fuzz/corpus/notesini */
#include "tests/fuzz/fuzz_import.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_import(data, size, "ini", "[Notes]\n", NULL);
}
