/* ui/cli/cli_simulate_help.c — `wlmcon simulate --help` and `wlmcon simulate SYSTEM --help`, made
 * from the engines' rows; see cli_simulate.h. */
#include <stdio.h>

#include "ui/cli/cli.h"
#include "ui/cli/cli_simulate.h"
#include "ui/work/sim_print.h"

/* One input row: its option (or key) and metavar, its choices and default, its help. */
static void help_row(FILE *out, const struct sim_input *in, bool option)
{
    char head[80];
    int n = snprintf(head, sizeof head, "  %s%s", option ? "--" : "", in->key);
    for (int i = 4; option && head[i]; i++)
        head[i] = head[i] == '_' ? '-' : head[i];
    if (!(in->flags & SIM_SWITCH) || !option)
        n += snprintf(head + n, sizeof head - (size_t)n, "%s%s", option ? " " : ": ",
                      in->metavar ? in->metavar : "VALUE");
    fputs(head, out);
    char more[600] = "";
    size_t len = 0;
    if (in->group)
        len += (size_t)snprintf(more + len, sizeof more - len, "(%s.%s in a scenario) ", in->group, in->key);
    for (const struct attr_choice *c = in->choices; c && c->value && len < sizeof more; c++)
        len += (size_t)snprintf(more + len, sizeof more - len, "%s%s%s", c == in->choices ? "One of: " : ", ",
                                c->value, c[1].value ? "" : ". ");
    if (in->flags & SIM_REQUIRED && len < sizeof more)
        len += (size_t)snprintf(more + len, sizeof more - len, "Required. ");
    else if (in->dflt && !(in->flags & SIM_SWITCH) && len < sizeof more)
        len += (size_t)snprintf(more + len, sizeof more - len, "Default %s. ", in->dflt);
    fprintf(out, "\n%*s", 6, "");
    char text[1200];
    snprintf(text, sizeof text, "%s%s", more, in->help);
    sim_print_wrap(out, text, 6, 6);
}

void cli_simulate_help(FILE *out, const struct system_def *sys)
{
    char fopts[256];
    cli_file_options_usage(fopts, sizeof fopts);
    if (!sys) {
        fprintf(out, "usage: wlmcon [--store FILE] simulate SYSTEM [OPTIONS] [%sFILE…]\n\nSystems that simulate:\n",
                fopts);
        for (const struct system_def *const *s = schema_systems(); *s; s++)
            if ((*s)->sim) {
                fprintf(out, "  %-8s", (*s)->id);
                sim_print_wrap(out, (*s)->sim->summary, 10, 10);
            }
        fputs("\nwlmcon simulate SYSTEM --help lists the system's inputs.\n", out);
        return;
    }
    const struct sim_engine *e = sys->sim;
    fprintf(out, "usage: wlmcon [--store FILE] simulate %s [OPTIONS] [%sFILE…]\n\n", sys->id, fopts);
    sim_print_wrap(out, e->summary, 0, 0);
    fprintf(out, "\nInputs (options, and the keys of a scenario file):\n");
    for (size_t i = 0; i < e->ninputs; i++)
        help_row(out, &e->inputs[i], true);
    fprintf(out, "\nA scenario's %s (keyed by %s):\n", e->dest_key ? e->dest_key : "destinations", e->dest_what);
    for (size_t i = 0; i < e->ndest_inputs; i++)
        help_row(out, &e->dest_inputs[i], false);
    fputs("\nOptions of every engine:\n"
          "  --seed S          the generator's seed (decimal, or hexadecimal after 0x); default 0\n"
          "  --trace N         show every step of the decision that message N follows\n"
          "  --scenario FILE   a YAML scenario (version: 1, system, seed, trace, the inputs,\n"
          "                    destinations:); the options win over it\n"
          "  --format text|json\n"
          "  FILE…             the policy from these files, read in memory (no store is\n"
          "                    opened); without them, the store's\n"
          "  --compare FILE…   also run the scenario on the policy of these files and show\n"
          "                    both results side by side (before -> after)\n\n", out);
    fputs("Source: ", out);
    sim_print_wrap(out, e->source, 8, 8);
    fputs("\nExit status: 0 finished (also when nothing could be delivered), 64 unknown\n"
          "system, option, value or object, 65 bad scenario or file, 66 missing store or file.\n", out);
}

