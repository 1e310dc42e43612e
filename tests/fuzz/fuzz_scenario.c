/* tests/fuzz/fuzz_scenario.c — libFuzzer harness for the simulation scenario reader
 * (import/yaml/yaml_scenario.c) with the MQ engine's rows: any bytes, read into a scenario. The
 * reader must never crash, hang or leak, whatever the input. Run:
 *   make fuzz && mkdir -p build/fuzz/scenario && build/fuzz/fuzz_scenario build/fuzz/scenario tests/fuzz/corpus/scenario */
#include <stdint.h>

#include "import/import.h"
#include "model/model.h"
#include "model/mq/mq.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct sim_scenario s;
    struct diag_list diags;
    sim_scenario_init(&s, mq_system());
    diag_init(&diags, 100);
    import_scenario("fuzz.yaml", (const char *)data, size, &s, &diags);
    diag_free(&diags);
    sim_scenario_free(&s);
    return 0;
}
