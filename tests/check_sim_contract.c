/* tests/check_sim_contract.c — the simulation contract (model/simulate.h): every registered
 * engine's rows agree with what the generic scenario reader, the command line and the help assume;
 * the generic scenario functions; and a toy system, registered here only, whose engine spreads
 * units over its servers with the one seeded generator — run through the same driver as MQ's, with
 * the generator's documented counts (1000 choices among 3 from seed 42: 346, 353, 301). */
#include <check.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"
#include "model/mq/mq_model.h"
#include "model/sim_cache.h"
#include "tests/tutil.h"
#include "ui/systems.h"

static const char *const reserved[] = {"version", "system", "seed", "trace", "destinations", "scenario",
                                       "format", "help", NULL};

static bool is_reserved(const char *k)
{
    for (const char *const *r = reserved; *r; r++)
        if (strcmp(*r, k) == 0)
            return true;
    return false;
}

/* The rows of one table (inputs or destination inputs) of engine e of sys. */
static void check_rows(const struct system_def *sys, const struct sim_input *rows, size_t n)
{
    char msg[300];
    for (size_t i = 0; i < n; i++) {
        const struct sim_input *in = &rows[i];
        ck_assert_msg(in->key && *in->key && in->help && *in->help, "%s: a row without key or help", sys->id);
        for (const char *c = in->key; *c; c++)
            ck_assert_msg(islower((unsigned char)*c) || isdigit((unsigned char)*c) || *c == '_',
                          "%s: key %s is not lower case", sys->id, in->key);
        ck_assert_msg(!is_reserved(in->key), "%s: key %s is reserved", sys->id, in->key);
        ck_assert_msg(sim_input_index(rows, n, in->key) == (int)i, "%s: key %s twice", sys->id, in->key);
        ck_assert_msg(in->type == AT_NAME || in->type == AT_INT || in->type == AT_ENUM || in->type == AT_BOOL,
                      "%s: %s has a type the reader does not take", sys->id, in->key);
        ck_assert_msg(in->type != AT_ENUM || (in->choices && in->choices[0].value), "%s: %s without choices",
                      sys->id, in->key);
        ck_assert_msg(!(in->flags & SIM_SWITCH) || in->type == AT_BOOL, "%s: switch %s is not yes/no", sys->id, in->key);
        ck_assert_msg(!(in->flags & SIM_LIST) || in->type == AT_NAME, "%s: list %s is not of names", sys->id, in->key);
        ck_assert_msg(in->metavar || in->flags & SIM_SWITCH, "%s: %s has no metavar", sys->id, in->key);
        ck_assert_msg(!(in->flags & SIM_REQUIRED) || !in->dflt, "%s: required %s has a default", sys->id, in->key);
        const char *norm;
        ck_assert_msg(!in->dflt || !sim_input_problem(in, in->dflt, &norm, msg, sizeof msg), "%s: default of %s: %s",
                      sys->id, in->key, msg);
        ck_assert_msg(!in->group || (!is_reserved(in->group) && sim_input_index(rows, n, in->group) < 0),
                      "%s: group %s of %s is a key", sys->id, in->group, in->key);
    }
}

/* Checks the engine of every registered system that has one; returns their number. */
static size_t check_engines(void)
{
    size_t engines = 0;
    for (const struct system_def *const *s = schema_systems(); *s; s++) {
        const struct sim_engine *e = (*s)->sim;
        if (!e)
            continue;
        engines++;
        ck_assert_msg(e->run && e->summary && e->source && e->dest_what, "%s: engine incomplete", (*s)->id);
        check_rows(*s, e->inputs, e->ninputs);
        ck_assert_msg(!e->dest_key || (!is_reserved(e->dest_key) && sim_input_index(e->inputs, e->ninputs, e->dest_key) < 0),
                      "%s: the destinations' key %s is taken", (*s)->id, e->dest_key);
        ck_assert_msg(!e->unit == !e->units, "%s: a unit without its plural", (*s)->id);
        ck_assert_msg(!e->timed || (sim_input_index(e->dest_inputs, e->ndest_inputs, "changes") < 0 &&
                                    sim_input_index(e->dest_inputs, e->ndest_inputs, "at") < 0),
                      "%s: a destination input named changes or at hides the timed changes", (*s)->id);
        check_rows(*s, e->dest_inputs, e->ndest_inputs);
        size_t nf = 0;
        while (e->dest_fields && e->dest_fields[nf])
            nf++;
        ck_assert_uint_eq(nf, e->ndest_fields);
        ck_assert_uint_eq(e->text_fields >> nf, 0);
        for (size_t i = 0; i < e->ninputs; i++)   /* F4 on the Simulate panel asks the engine */
            ck_assert_msg(!(e->inputs[i].flags & SIM_NAMES) || e->names, "%s: %s lists names, no callback",
                          (*s)->id, e->inputs[i].key);
        char opt[80];
        for (size_t i = 0; i < e->ninputs; i++) {   /* one option per input, none of every engine's */
            sim_option_name(e, &e->inputs[i], opt, sizeof opt);
            ck_assert_msg(sim_option_index(e, opt + 2) == (int)i && !is_reserved(opt + 2),
                          "%s: option %s of %s is another's or reserved", (*s)->id, opt, e->inputs[i].key);
        }
        for (const struct sim_alias *a = e->aliases; a && a->key; a++)
            ck_assert_msg(a->option && sim_input_index(e->inputs, e->ninputs, a->key) >= 0,
                          "%s: alias of %s names no input", (*s)->id, a->key);
        for (const char *const *id = e->reads; id && *id; id++)
            ck_assert_msg(schema_system(*id) && schema_system(*id) != *s, "%s: reads %s, no other system", (*s)->id, *id);
        ck_assert_msg(!e->unit == !e->units, "%s: unit without its plural", (*s)->id);
        for (size_t i = 0; i < e->ndetails; i++)
            ck_assert_msg(e->details[i].key && e->details[i].heading && e->details[i].width >= 1 &&
                          (int)strlen(e->details[i].heading) <= e->details[i].width,
                          "%s: detail %zu has no key, heading or width for it", (*s)->id, i);
    }
    return engines;
}

START_TEST(every_engine_agrees_with_the_generic_parts)
{
    size_t expected = 0;   /* as many as the registered systems declare, MQ's among them */
    for (const struct system_def *const *s = schema_systems(); *s; s++)
        expected += (*s)->sim != NULL;
    ck_assert_uint_ge(expected, 1);
    ck_assert_ptr_nonnull(mq_system()->sim);
    ck_assert_ptr_nonnull(schema_system("domino"));
    ck_assert_ptr_nonnull(schema_system("domino")->sim);   /* Domino's opens */
    ck_assert_str_eq(schema_system("domino")->sim->dest_key, "servers");
    ck_assert_uint_eq(check_engines(), expected);
}
END_TEST

/* The fuzz corpus of the scenario reader (tests/fuzz/corpus/scenario) holds, for every engine of
 * the registry of systems, a scenario ID.yaml that the reader takes without a fault: the fuzzer
 * starts each engine's rows from a valid document. */
START_TEST(every_engine_has_a_valid_fuzz_seed)
{
    size_t seeds = 0;
    for (const struct ui_system *const *u = ui_systems(); *u; u++) {
        const struct system_def *sys = (*u)->def;
        if (!sys || !sys->sim)
            continue;
        char path[200];
        snprintf(path, sizeof path, "tests/fuzz/corpus/scenario/%s.yaml", sys->id);
        size_t len;
        char *text = tu_read(path, &len);
        ck_assert_msg(text, "%s: no seed", path);
        struct sim_scenario s;
        struct diag_list d;
        sim_scenario_init(&s, sys);
        diag_init(&d, 0);
        int rc = import_scenario(path, text, len, &s, &d);
        ck_assert_msg(rc == 0 && d.n == 0, "%s: %d, %s", path, rc, d.n ? d.v[0].msg : "");
        diag_free(&d);
        sim_scenario_free(&s);
        free(text);
        seeds++;
    }
    ck_assert_uint_eq(seeds, 4);   /* MQ, WebSphere, Domino, OpenTP1 */
}
END_TEST

/* The elimination steps' cache of the engines (sim_cache.h): a slot stored answers until the
 * state's generation moves, then misses until stored again; the slots are independent. */
START_TEST(cache_slots_and_generations)
{
    struct sim_cache c;
    ck_assert_int_eq(sim_cache_init(&c, 2), 0);
    ck_assert_ptr_null(sim_cache_get(&c, 0));
    const size_t kept[] = {3, 1, 4};
    ck_assert_int_eq(sim_cache_put(&c, 0, 7, kept, 3), 0);
    const struct sim_cache_slot *sl = sim_cache_get(&c, 0);
    ck_assert_ptr_nonnull(sl);
    ck_assert_int_eq(sl->outcome, 7);
    ck_assert_uint_eq(sl->nkept, 3);
    ck_assert_uint_eq(sl->kept[2], 4);
    ck_assert_ptr_null(sim_cache_get(&c, 1));
    sim_cache_invalidate(&c);
    ck_assert_ptr_null(sim_cache_get(&c, 0));
    ck_assert_int_eq(sim_cache_put(&c, 0, 2270, NULL, 0), 0);
    sl = sim_cache_get(&c, 0);
    ck_assert_int_eq(sl->outcome, 2270);
    ck_assert_uint_eq(sl->nkept, 0);
    ck_assert_uint_eq(c.hits, 2);
    ck_assert_uint_eq(c.misses, 3);
    sim_cache_free(&c);
}
END_TEST

/* A path_shown that keeps the base name. */
static const char *shown_base(const char *path, char *buf, size_t n)
{
    const char *b = strrchr(path, '/');
    snprintf(buf, n, "%s", b ? b + 1 : path);
    return buf;
}

START_TEST(scenario_values)
{
    struct sim_scenario s;
    sim_scenario_init(&s, mq_system());
    const struct sim_engine *e = s.eng;
    int bind = sim_input_index(e->inputs, e->ninputs, "bind"), gs = sim_input_index(e->inputs, e->ninputs, "group-size");
    ck_assert_int_ge(bind, 0);
    ck_assert_int_eq(gs, sim_input_index(e->inputs, e->ninputs, "group_size"));
    ck_assert_int_eq(sim_option_index(e, "group-size"), gs);   /* options: '-' for '_' only */
    ck_assert_int_eq(sim_option_index(e, "group_size"), -1);
    char opt[80], buf[64];
    ck_assert_str_eq(sim_option_name(e, &e->inputs[gs], opt, sizeof opt), "--group-size");
    ck_assert_str_eq(sim_unit(e, false), "message");
    ck_assert_str_eq(sim_path(&s, "/a/b.xml", buf, sizeof buf), "/a/b.xml");
    ck_assert_str_eq(sim_path(&s, NULL, buf, sizeof buf), "-");
    s.path_shown = shown_base;
    ck_assert_str_eq(sim_path(&s, "/a/b.xml", buf, sizeof buf), "b.xml");
    char msg[300];
    const char *norm;
    ck_assert_ptr_null(sim_input_problem(&e->inputs[bind], "NOTFIXED", &norm, msg, sizeof msg));
    ck_assert_str_eq(norm, "notfixed");
    ck_assert_str_eq(sim_input_problem(&e->inputs[gs], "-1", &norm, msg, sizeof msg),
                     "group_size must be a whole number, not '-1'");
    int legacy = sim_input_index(e->inputs, e->ninputs, "legacy75");
    ck_assert_ptr_null(sim_input_problem(&e->inputs[legacy], "on", &norm, msg, sizeof msg));
    ck_assert_str_eq(norm, "YES");
    ck_assert_ptr_null(sim_input_problem(&e->inputs[legacy], "n", &norm, msg, sizeof msg));
    ck_assert_str_eq(norm, "NO");
    ck_assert_str_eq(sim_get(&s, "mode"), "exact");   /* the row's default */
    ck_assert_ptr_null(sim_get(&s, "bind"));
    ck_assert_int_eq(sim_set(&s, (size_t)bind, "open"), 0);
    ck_assert_str_eq(sim_get(&s, "bind"), "open");
    ck_assert_int_eq(sim_set_dest(&s, "QMA", 0, "STOPPED"), 0);
    ck_assert_str_eq(sim_get_dest(&s, "QMA", "channel_state"), "STOPPED");
    ck_assert_ptr_null(sim_get_dest(&s, "QMA", "put"));
    ck_assert_ptr_null(sim_get_dest(&s, "QMB", "channel_state"));
    sim_scenario_free(&s);
    /* a list input (Domino's cluster_cache): names joined by commas, each checked */
    sim_scenario_init(&s, schema_system("domino"));
    e = s.eng;
    int cc = sim_input_index(e->inputs, e->ninputs, "cluster-cache");
    ck_assert_int_ge(cc, 0);
    ck_assert_ptr_null(sim_input_problem(&e->inputs[cc], "gamma,beta", &norm, msg, sizeof msg));
    ck_assert_str_eq(norm, "gamma,beta");
    ck_assert_str_eq(sim_input_problem(&e->inputs[cc], "gamma,,beta", &norm, msg, sizeof msg),
                     "cluster_cache must be names of 1 to 128 characters separated by commas, not 'gamma,,beta'");
    sim_scenario_free(&s);
    /* undelivered work counted by reason: the most is the result's reason, the first met on a tie */
    struct sim_result u = {0};
    ck_assert_int_eq(sim_result_undelivered(&u, 0, "restricted"), 0);
    ck_assert_int_eq(sim_result_undelivered(&u, 0, "down"), 0);
    ck_assert_str_eq(u.reason_text, "restricted");
    ck_assert_int_eq(sim_result_undelivered(&u, 0, "down"), 0);
    ck_assert_str_eq(u.reason_text, "down");
    ck_assert_uint_eq(u.undelivered, 3);
    ck_assert_uint_eq(u.nreasons, 2);
    ck_assert_uint_eq(u.reasons[0].count, 1);
    ck_assert_uint_eq(u.reasons[1].count, 2);
    sim_result_free(&u);
    ck_assert_str_eq(sim_unit(schema_system("domino")->sim, true), "opens");
    ck_assert_str_eq(sim_unit(mq_system()->sim, false), "message");
    struct sim_result r = {.messages = 400};
    ck_assert_uint_eq(sim_share_tenths(&r, 303), 758);
    ck_assert_uint_eq(sim_share_tenths(&r, 97), 243);
    ck_assert_uint_eq(sim_share_tenths(&r, 400), 1000);
}
END_TEST

/* ---- a toy system whose engine draws a server for each unit ---------------------------------- */

static struct kind_def toy_kinds[] = {
    {.id = "SERVER", .label = "Server", .native = "SERVER", .ns = "server", .table = "toy_server",
     .name_max = 16, .flags = KF_TOP | KF_MODELLED},
};

static const struct sim_input toy_inputs[] = {
    {"units", NULL, "N", AT_INT, 1, 1000000, NULL, "1000", 0, "How many units of work."},
};

static const char *const toy_fields[] = {NULL};

/* Every unit to a server drawn among the live servers sorted by name. */
static enum sim_status toy_run(const struct policy *p, const struct sim_scenario *s, struct sim_rng *rng,
                               struct sim_result *r)
{
    const char *names[8];
    size_t n = 0;
    for (size_t i = 0; i < p->ntops && n < 8; i++)
        if (p->tops[i]->change != POL_DELETED)
            names[n++] = p->tops[i]->name;
    for (size_t i = 1; i < n; i++)   /* by name */
        for (size_t j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            const char *t = names[j];
            names[j] = names[j - 1];
            names[j - 1] = t;
        }
    for (size_t i = 0; i < n; i++)
        if (sim_result_dest(r, 0, names[i], NULL, false) < 0)
            return SIM_NOMEM;
    r->messages = strtoull(sim_get(s, "units"), NULL, 10);
    for (unsigned long long u = 0; n && u < r->messages; u++)
        r->dests[rng_choice(rng, n)].count++;
    return SIM_OK;
}

static const struct sim_alias toy_aliases[] = {{"units", "toy-units"}, {NULL, NULL}};

static const struct sim_engine toy_engine = {
    .summary = "units of work spread at random", .inputs = toy_inputs, .ninputs = 1,
    .dest_what = "server", .dest_fields = toy_fields, .ndest_fields = 0, .source = "this test",
    .run = toy_run, .aliases = toy_aliases, .unit = "unit", .units = "units",
};

static const struct system_def toy = {
    .id = "toy", .label = "Toy", .rule_prefix = "TOY", .kinds = toy_kinds, .nkinds = 1,
    .doc_key = "toy_servers", .sim = &toy_engine,
};

/* The times of a scenario's changes, and the changes of a timed engine's destination (OpenTP1's
 * scheduler, the first engine that declares them). */
START_TEST(timed_changes)
{
    unsigned long long ms = 0;
    char msg[300], buf[24];
    const char *const ok[] = {"5s", "500ms", "2m", "1h", "0s", "999999999ms"};
    const unsigned long long want[] = {5000, 500, 120000, 3600000, 0, 999999999};
    for (size_t i = 0; i < 6; i++) {
        ck_assert_ptr_null(sim_time_problem(ok[i], &ms, msg, sizeof msg));
        ck_assert_uint_eq(ms, want[i]);
    }
    const char *const bad[] = {"5", "1.5s", "", "s", "5 s", "-5s", "1000000000ms", "5d"};
    for (size_t i = 0; i < 8; i++)
        ck_assert_ptr_nonnull(sim_time_problem(bad[i], &ms, msg, sizeof msg));
    ck_assert_str_eq(sim_time_problem("soon", &ms, msg, sizeof msg), "at must be a time such as 5s, 500ms, 2m "
                     "or 1h (a whole number of up to 9 digits and its unit), not 'soon'");
    ck_assert_str_eq(sim_time_text(5000, buf, sizeof buf), "5s");
    ck_assert_str_eq(sim_time_text(1500, buf, sizeof buf), "1500ms");
    ck_assert_str_eq(sim_time_text(120000, buf, sizeof buf), "2m");
    ck_assert_str_eq(sim_time_text(7200000, buf, sizeof buf), "2h");
    ck_assert_str_eq(sim_time_text(0, buf, sizeof buf), "0s");
    ck_assert(!mq_system()->sim->timed);
    const struct system_def *tp1 = schema_system("tp1");
    ck_assert_ptr_nonnull(tp1);
    ck_assert(tp1->sim->timed);
    struct sim_scenario s;
    sim_scenario_init(&s, tp1);
    int level = sim_input_index(s.eng->dest_inputs, s.eng->ndest_inputs, "level");
    ck_assert_int_ge(level, 0);
    ck_assert_int_eq(sim_add_change(&s, "node2", 5000), 0);
    ck_assert_int_eq(sim_add_change(&s, "node2", 40000), 1);
    ck_assert_int_eq(sim_set_change(&s, "node2", 0, (size_t)level, "2"), 0);
    ck_assert_int_eq(sim_set_change(&s, "node2", 2, (size_t)level, "1"), -1);   /* no third change */
    ck_assert_uint_eq(s.ndests, 1);
    ck_assert_uint_eq(s.dests[0].nchanges, 2);
    ck_assert_uint_eq(s.dests[0].changes[1].at_ms, 40000);
    ck_assert_str_eq(s.dests[0].changes[0].values[level], "2");
    ck_assert_ptr_null(s.dests[0].changes[1].values[level]);
    ck_assert_ptr_null(sim_get_dest(&s, "node2", "level"));   /* the changes are not its values at 0 */
    sim_scenario_free(&s);
}
END_TEST

START_TEST(a_second_engine_through_the_same_driver)
{
    size_t before = check_engines();
    ck_assert_int_eq(schema_register(&toy), 0);
    ck_assert_ptr_eq(schema_system("toy")->sim, &toy_engine);
    ck_assert_uint_eq(check_engines(), before + 1);
    char opt[80];   /* an aliased option: only its alias on the command line, its key in a scenario */
    ck_assert_str_eq(sim_option_name(&toy_engine, &toy_inputs[0], opt, sizeof opt), "--toy-units");
    ck_assert_int_eq(sim_option_index(&toy_engine, "toy-units"), 0);
    ck_assert_int_eq(sim_option_index(&toy_engine, "units"), -1);
    ck_assert_int_eq(sim_input_index(toy_engine.inputs, 1, "units"), 0);
    ck_assert_str_eq(sim_unit(&toy_engine, true), "units");
    struct policy p;
    policy_init(&p);
    for (const char *const *n = (const char *const[]){"C", "A", "B", NULL}; *n; n++)
        ck_assert_ptr_nonnull(pol_new(&p, &toy_kinds[0], NULL, *n));
    struct sim_scenario s;
    sim_scenario_init(&s, schema_system("toy"));
    s.seed = 42;
    struct sim_result r;
    ck_assert_int_eq(sim_run(&p, &s, &r), SIM_OK);
    ck_assert_uint_eq(r.ndests, 3);
    ck_assert_str_eq(r.dests[0].name, "A");
    ck_assert_uint_eq(r.dests[0].count, 346);
    ck_assert_uint_eq(r.dests[1].count, 353);
    ck_assert_uint_eq(r.dests[2].count, 301);
    sim_result_free(&r);
    sim_scenario_free(&s);
    policy_free(&p);
}
END_TEST

/* The WebSphere engine through the generic driver, on the demo's cell and CB rules read in memory:
 * its policy spans two systems (sim_engine.reads), its option --was-server is an alias, and one
 * request's trace has the six steps of the layers in order. */
START_TEST(the_websphere_engine_through_the_driver)
{
    const struct system_def *was = schema_system("was");
    ck_assert_ptr_nonnull(was);
    ck_assert_ptr_nonnull(was->sim);
    ck_assert_str_eq(was->sim->reads[0], "wlm");
    char opt[80];
    int server = sim_input_index(was->sim->inputs, was->sim->ninputs, "server");
    ck_assert_int_ge(server, 0);
    ck_assert_str_eq(sim_option_name(was->sim, &was->sim->inputs[server], opt, sizeof opt), "--was-server");
    static const struct import_option srv[] = {{"was-server", "AZCELL/AZNODEA/azsr01a"}, {NULL, NULL}};
    const struct import_file files[] = {{"import/demo/AZCELL.yaml", NULL, NULL}, {"import/demo/AZDEF.xml", NULL, NULL},
                                        {"import/demo/azsr01a.xml", srv, NULL}};
    struct policy p;
    struct diag_list d;
    struct import_hooks hooks = {0};
    struct import_summary sum = {0};
    policy_init(&p);
    diag_init(&d, 10);
    ck_assert_int_eq(import_files(files, 3, &p, &hooks, &d, &sum), IMPORT_OK);
    struct sim_scenario s;
    sim_scenario_init(&s, was);
    const char *values[][2] = {{"server", "AZCELL/AZNODEA/azsr01a"}, {"uri", "/shop/x"}, {"sessions", "30"},
                               {"interval", "10"}, {"even", "NO"}};
    for (size_t i = 0; i < 5; i++)
        ck_assert_int_eq(sim_set(&s, (size_t)sim_input_index(was->sim->inputs, was->sim->ninputs, values[i][0]),
                                 values[i][1]), 0);
    s.trace = 2;
    struct sim_result r;
    ck_assert_int_eq(sim_run(&p, &s, &r), SIM_OK);
    ck_assert_uint_eq(r.ndests, 3);
    ck_assert_str_eq(r.dests[0].name, "servant1");
    ck_assert_uint_eq(r.dests[0].count, 30);
    ck_assert_uint_eq(r.dests[1].count + r.dests[2].count, 0);
    ck_assert_uint_eq(r.messages, 30);
    ck_assert(r.traced);
    ck_assert_uint_eq(r.trace.nsteps, 6);
    const char *names[] = {"entry", "transaction class", "CB rule", "service class", "work queue", "servant"};
    for (size_t i = 0; i < 6; i++)
        ck_assert_str_eq(r.trace.steps[i].step, names[i]);
    ck_assert_str_eq(r.trace.steps[1].kept[0], "TCWEB1");
    ck_assert_str_eq(r.trace.steps[3].kept[0], "AZAMS1");
    ck_assert_int_eq(r.trace.chosen, 0);
    ck_assert_ptr_nonnull(strstr(r.trace.steps[5].note, "hot servant (even distribution off): servant1 received work "
                                                        "most recently and has a free thread"));
    sim_result_free(&r);
    sim_scenario_free(&s);
    diag_free(&d);
    policy_free(&p);
}
END_TEST

Suite *suite_sim_contract(void)
{
    Suite *s = suite_create("sim_contract");
    TCase *tc = tcase_create("contract");
    tcase_add_test(tc, every_engine_agrees_with_the_generic_parts);
    tcase_add_test(tc, every_engine_has_a_valid_fuzz_seed);
    tcase_add_test(tc, scenario_values);
    tcase_add_test(tc, cache_slots_and_generations);
    tcase_add_test(tc, a_second_engine_through_the_same_driver);
    tcase_add_test(tc, timed_changes);
    tcase_add_test(tc, the_websphere_engine_through_the_driver);
    suite_add_tcase(s, tc);
    return s;
}
