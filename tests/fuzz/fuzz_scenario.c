/* tests/fuzz/fuzz_scenario.c — libFuzzer harness for the simulation scenario reader
 * (import/yaml/yaml_scenario.c) with every engine of the registry of systems (ui/systems.c): any
 * bytes, read into a scenario of the system that a line `system: ID` of the input names, or, when
 * none names a system that simulates, into a scenario of each such system in turn. The reader must
 * never crash, hang or leak, whatever the input. The corpus holds a small valid scenario per
 * engine. Run:
 *   make fuzz && mkdir -p build/fuzz/scenario && build/fuzz/fuzz_scenario build/fuzz/scenario tests/fuzz/corpus/scenario */
#include <stdint.h>
#include <string.h>

#include "import/import.h"
#include "model/model.h"
#include "model/simulate.h"
#include "ui/systems.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The system that simulates and that the first line `system: ID` (ID plain or quoted) of
 * p[0..n) names, or NULL when no such line names one. */
static const struct system_def *named_system(const char *p, size_t n)
{
    static const char key[] = "system:";
    for (const char *line = p, *end = p + n; line < end;) {
        const char *eol = memchr(line, '\n', (size_t)(end - line));
        if (!eol)
            eol = end;
        if ((size_t)(eol - line) > sizeof key - 1 && memcmp(line, key, sizeof key - 1) == 0) {
            const char *v = line + sizeof key - 1;
            while (v < eol && (*v == ' ' || *v == '\t' || *v == '\'' || *v == '"'))
                v++;
            char id[32];
            size_t len = 0;
            while (v + len < eol && len < sizeof id - 1 && v[len] != ' ' && v[len] != '\'' &&
                   v[len] != '"' && v[len] != '\r' && v[len] != '#')
                len++;
            memcpy(id, v, len);
            id[len] = '\0';
            const struct system_def *sys = schema_system(id);
            return sys && sys->sim ? sys : NULL;
        }
        line = eol + 1;
    }
    return NULL;
}

/* Reads the input as a scenario of sys. */
static void read_as(const struct system_def *sys, const uint8_t *data, size_t size)
{
    struct sim_scenario s;
    struct diag_list diags;
    sim_scenario_init(&s, sys);
    diag_init(&diags, 100);
    import_scenario("fuzz.yaml", (const char *)data, size, &s, &diags);
    diag_free(&diags);
    sim_scenario_free(&s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (systems_init() < 0)
        return 0;
    const struct system_def *sys = named_system((const char *)data, size);
    if (sys) {
        read_as(sys, data, size);
        return 0;
    }
    for (const struct system_def *const *s = schema_systems(); *s; s++)
        if ((*s)->sim)
            read_as(*s, data, size);
    return 0;
}
