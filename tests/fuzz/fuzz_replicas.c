/* tests/fuzz/fuzz_replicas.c — libFuzzer harness for the replica list reader
 * (import/notesini/replicas_read.c): a NOTES.INI of server CN=Alpha/O=Example, then any bytes after
 * the list's header line as its replica list, into an in-memory policy. The reader must not crash,
 * hang or leak, whatever the rows, quotes, ids and flags. Run:
 *   make fuzz && mkdir -p build/fuzz/replicas && build/fuzz/fuzz_replicas build/fuzz/replicas tests/fuzz/corpus/replicas */
#include "tests/fuzz/fuzz_import.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* the list is the first file: its rows name a server of the store or none */
    return fuzz_import_after(data, size, "csv", "server,database,replica_id,path,flags\n", NULL,
                             "[Notes]\nServerName=CN=Alpha/O=Example\n", "ini");
}
