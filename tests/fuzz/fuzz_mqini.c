/* tests/fuzz/fuzz_mqini.c — libFuzzer harness for the reader of a uniform cluster's qm.ini
 * (import/mqsc/mqsc_ini.c) and the inserts it gives (mqsc_inserts.c): any bytes after an
 * `AutoCluster:` line as the INI file of queue manager QM1, then a script whose cluster-receiver
 * channel takes every insert (+AUTOCL+, +QMNAME+, Variables), into an in-memory policy. Neither
 * reader must crash, hang or leak, whatever the INI says. Run:
 *   make fuzz && mkdir -p build/fuzz/mqini && build/fuzz/fuzz_mqini build/fuzz/mqini tests/fuzz/corpus/mqini */
#include "tests/fuzz/fuzz_import.h"

static const char script[] =
    "DEFINE CHANNEL('+AUTOCL+_+QMNAME+') CHLTYPE(CLUSRCVR) CLUSTER(+AUTOCL+) CONNAME('+CONNAME+')\n"
    "ALTER CHANNEL('+AUTOCL+_+QMNAME+') CHLTYPE(CLUSRCVR) DESCR('+SUFFIX+')\n"
    "DEFINE QLOCAL(APP.Q) CLUSTER(UNI)\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_import_after(data, size, "ini", "AutoCluster:\n", "QM1", script, "mqsc");
}
