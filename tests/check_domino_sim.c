/* tests/check_domino_sim.c — the Domino open engine (model/domino/domino_sim.h): research A2's
 * cases T1-T10 on a three-server cluster S1, S2, S3 of our own, the states and the inferred index,
 * users filling a server to Server_MaxUsers, the scenario file (servers:, cluster_cache:, refused
 * keys and values at file:line:col), and `wlmcon simulate domino` through the binary on the cluster
 * alpha 70, beta 100, gamma 0 with its exact JSON. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"
#include "model/domino/domino.h"
#include "model/domino/domino_sim.h"
#include "tests/tutil.h"
#include "ui/systems.h"

/* ---- the engine on S1, S2, S3 ---------------------------------------------------------------- */

struct dsf {
    char *dir;
    struct policy pol;
    struct sim_scenario s;
    struct sim_result r;
    char out[2048];
};

/* Imports S1-S3 (cluster c) with their extra NOTES.INI lines ini[i] and the replica rows csv (after
 * the header), reads the scenario body yaml (after version and system), runs it and returns the
 * distribution "S1 0, S2 0, S3 10" with "; refused REASON N…" when some were. */
static const char *dsf_run(struct dsf *f, const char *const ini[3], const char *csv, const char *yaml)
{
    ck_assert_int_eq(systems_init(), 0);
    f->dir = tu_tmpdir();
    policy_init(&f->pol);
    struct import_file files[4];
    struct import_option opts[4][2];
    char *paths[4], text[600];
    for (int i = 0; i < 4; i++) {
        snprintf(text, sizeof text, "S%d.ini", i + 1);
        paths[i] = tu_path(f->dir, i < 3 ? text : "rep.csv");
        if (i < 3)
            snprintf(text, sizeof text, "[Notes]\nServerName=CN=S%d/O=Test\n%s", i + 1, ini[i]);
        else
            snprintf(text, sizeof text, "server,database,replica_id,path,flags\n%s", csv);
        tu_write(paths[i], text);
        opts[i][0] = (struct import_option){i < 3 ? "cluster" : NULL, "c"};
        opts[i][1] = (struct import_option){NULL, NULL};
        files[i] = (struct import_file){paths[i], opts[i], NULL};
    }
    struct diag_list diags;
    struct import_summary sum = {0};
    diag_init(&diags, 0);
    ck_assert_int_eq(import_files(files, 4, &f->pol, NULL, &diags, &sum), IMPORT_OK);
    diag_free(&diags);
    for (int i = 0; i < 4; i++)
        free(paths[i]);
    sim_scenario_init(&f->s, schema_system("domino"));
    snprintf(text, sizeof text, "version: 1\nsystem: domino\n%s", yaml);
    diag_init(&diags, 0);
    int rc = import_scenario("t.yaml", text, strlen(text), &f->s, &diags);
    ck_assert_msg(rc == 0, "scenario: %d %s", rc, diags.n ? diags.v[0].msg : "");
    diag_free(&diags);
    ck_assert_int_eq(sim_run(&f->pol, &f->s, &f->r), SIM_OK);
    size_t at = 0;
    for (size_t i = 0; i < f->r.ndests; i++)
        at += (size_t)snprintf(f->out + at, sizeof f->out - at, "%s%s %llu", i ? ", " : "", f->r.dests[i].name,
                               f->r.dests[i].count);
    for (size_t i = 0; i < f->r.nreasons; i++)
        at += (size_t)snprintf(f->out + at, sizeof f->out - at, "%s%s %llu", i ? ", " : "; refused ",
                               f->r.reasons[i].name, f->r.reasons[i].count);
    return f->out;
}

/* The value of the run's fact number i. */
static const char *fact(const struct dsf *f, size_t i)
{
    ck_assert_uint_lt(i, f->r.nfacts);
    return f->r.facts[i].value;
}

/* The details of destination d ("state", "ai", "threshold", "users", "replica"). */
static const char *detail(const struct dsf *f, size_t d, size_t k)
{
    return f->r.dests[d].details[k];
}

static void dsf_done(struct dsf *f)
{
    sim_result_free(&f->r);
    sim_scenario_free(&f->s);
    policy_free(&f->pol);
    tu_rmtree(f->dir);
    free(f->dir);
}

#define TH70 "Server_Availability_Threshold=70\n"
#define ALL3 "S1/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,\n" \
             "S2/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,\n" \
             "S3/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,\n"
#define AIS(a, b, c) "servers:\n  S1: {availability_index: " a "}\n  S2: {availability_index: " b "}\n" \
                     "  S3: {availability_index: " c "}\n"
#define ON(srv, n) "target: {database: apps/sales.nsf, server: " srv "}\nopens: " n "\n"

/* T1: S2 BUSY (threshold 70, index 50), S1 80 and S3 90 hold replicas: an open on S2 goes to S3. */
START_TEST(t1_busy_target_to_most_available)
{
    struct dsf f = {0};
    const char *ini[] = {TH70, TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, ON("S2", "10") AIS("80", "50", "90")), "S1 0, S2 0, S3 10");
    ck_assert_str_eq(detail(&f, 1, 0), "BUSY");
    ck_assert_str_eq(fact(&f, 2), "LoadBalanceByPath.Successful 10, .Unsuccessful 0");
    ck_assert_str_eq(fact(&f, 4), "ClusterBusy 0, LoadBalanced 10, DatabaseOutOfService 0");
    dsf_done(&f);
}
END_TEST

/* T2: as T1 with the replica on S2 alone: S2 opens it although BUSY. */
START_TEST(t2_only_replica_on_busy_target)
{
    struct dsf f = {0};
    const char *ini[] = {TH70, TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, "S2/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,\n",
                             ON("S2", "10") AIS("80", "50", "90")), "S1 0, S2 10, S3 0");
    ck_assert_str_eq(fact(&f, 4), "ClusterBusy 10, LoadBalanced 10, DatabaseOutOfService 0");
    dsf_done(&f);
}
END_TEST

/* T3: all three BUSY: the original opens it, OpenRequest.ClusterBusy +1. */
START_TEST(t3_all_busy_original)
{
    struct dsf f = {0};
    const char *ini[] = {TH70, TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, ON("S2", "1") AIS("60", "50", "40")), "S1 0, S2 1, S3 0");
    ck_assert_str_eq(fact(&f, 2), "LoadBalanceByPath.Successful 0, .Unsuccessful 1");
    ck_assert_str_eq(fact(&f, 4), "ClusterBusy 1, LoadBalanced 1, DatabaseOutOfService 0");
    dsf_done(&f);
}
END_TEST

/* T4: threshold 0 and index 0: not BUSY (balancing off), the open stays. */
START_TEST(t4_threshold_zero_never_busy)
{
    struct dsf f = {0};
    const char *ini[] = {"Server_Availability_Threshold=0\n", TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, ON("S1", "10") AIS("0", "90", "90")), "S1 10, S2 0, S3 0");
    ck_assert_str_eq(detail(&f, 0, 0), "AVAILABLE");
    ck_assert_int_eq(domino_state_of(false, false, 0, 0, 0, 0), DOMS_AVAILABLE);
    dsf_done(&f);
}
END_TEST

/* T5: threshold 100 and index 100: BUSY. */
START_TEST(t5_threshold_100_always_busy)
{
    struct dsf f = {0};
    const char *ini[] = {"Server_Availability_Threshold=100\n", TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, ON("S1", "10") AIS("100", "90", "80")), "S1 0, S2 10, S3 0");
    ck_assert_str_eq(detail(&f, 0, 0), "BUSY");
    ck_assert_int_eq(domino_state_of(false, false, 0, 0, 100, 100), DOMS_BUSY);
    ck_assert_int_eq(domino_state_of(false, false, 0, 0, 70, 71), DOMS_AVAILABLE);
    ck_assert_int_eq(domino_state_of(false, false, 0, 0, 70, 70), DOMS_BUSY);
    dsf_done(&f);
}
END_TEST

/* T6: the target Server_Restricted=1 with no other replica: refused, not opened. */
START_TEST(t6_restricted_no_other_replica)
{
    struct dsf f = {0};
    const char *ini[] = {"Server_Restricted=1\n", TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, "S1/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,\n",
                             ON("S1", "10") AIS("90", "90", "90")), "S1 0, S2 0, S3 0; refused restricted 10");
    ck_assert_str_eq(f.r.reason_text, "restricted");
    ck_assert_str_eq(fact(&f, 3), "FailoverByPath.Successful 0, .Unsuccessful 10");
    dsf_done(&f);
}
END_TEST

/* T7: the target's replica Out of Service, S3 holds one: S3. */
START_TEST(t7_out_of_service_to_replica)
{
    struct dsf f = {0};
    const char *ini[] = {TH70, TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, "S1/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,out_of_service\n"
                                      "S3/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,\n",
                             ON("S1", "10") AIS("90", "90", "90")), "S1 0, S2 0, S3 10");
    ck_assert_str_eq(detail(&f, 0, 4), "out of service");
    ck_assert_str_eq(fact(&f, 3), "FailoverByPath.Successful 10, .Unsuccessful 0");
    ck_assert_str_eq(fact(&f, 4), "ClusterBusy 0, LoadBalanced 0, DatabaseOutOfService 10");
    dsf_done(&f);
}
END_TEST

/* T8: Pending Delete on every replica: refused for want of a replica. */
START_TEST(t8_pending_delete_everywhere)
{
    struct dsf f = {0};
    const char *ini[] = {TH70, TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, "S1/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,pending_delete\n"
                                      "S2/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,pending_delete\n"
                                      "S3/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,pending_delete\n",
                             ON("S1", "4") AIS("90", "90", "90")), "S1 0, S2 0, S3 0; refused no replica 4");
    dsf_done(&f);
}
END_TEST

/* T9: Server_MaxUsers 2 with 2 active users: redirected; with the replica on S1 alone, refused —
 * unless through the Internet Cluster Manager (icm), which sends the client there. */
START_TEST(t9_maxusers)
{
    struct dsf f = {0};
    const char *ini[] = {TH70 "Server_MaxUsers=2\n", TH70, TH70};
    const char *users = ON("S1", "10") "servers:\n  S1: {users: 2}\n";
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, users), "S1 0, S2 10, S3 0");
    ck_assert_str_eq(detail(&f, 0, 0), "MAXUSERS");
    ck_assert_str_eq(detail(&f, 0, 3), "2/2");
    dsf_done(&f);
    memset(&f, 0, sizeof f);
    const char *one = "S1/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,\n";
    ck_assert_str_eq(dsf_run(&f, ini, one, users), "S1 0, S2 0, S3 0; refused maxusers 10");
    dsf_done(&f);
    memset(&f, 0, sizeof f);
    ck_assert_str_eq(dsf_run(&f, ini, one, ON("S1", "10") "icm: yes\nservers:\n  S1: {users: 2}\n"),
                     "S1 10, S2 0, S3 0");
    dsf_done(&f);
}
END_TEST

/* T10: S1 and S3 of equal index, S2 BUSY: tiebreak cache follows the client's cluster cache (S3
 * first), tiebreak name takes S1; without a cache order the cache is by name. */
START_TEST(t10_equal_indexes)
{
    struct dsf f = {0};
    const char *ini[] = {TH70, TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, ON("S2", "6") "cluster_cache: [S3, S2, S1]\n" AIS("85", "50", "85")),
                     "S1 0, S2 0, S3 6");
    ck_assert_str_eq(fact(&f, 1), "c; cache S3, S2, S1");
    dsf_done(&f);
    memset(&f, 0, sizeof f);
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, ON("S2", "6") "cluster_cache: [S3, S2, S1]\ntiebreak: name\n"
                             AIS("85", "50", "85")), "S1 6, S2 0, S3 0");
    dsf_done(&f);
    memset(&f, 0, sizeof f);
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, ON("S2", "6") AIS("85", "50", "85")), "S1 6, S2 0, S3 0");
    dsf_done(&f);
}
END_TEST

/* A RESTRICTED target whose mates are all BUSY refuses; with busy_fallback the most available BUSY
 * replica takes the opens (counted as failovers). */
START_TEST(busy_fallback_switch)
{
    struct dsf f = {0};
    const char *ini[] = {"Server_Restricted=2\n", TH70, TH70};
    const char *scen = ON("S1", "5") AIS("90", "40", "60");
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, scen), "S1 0, S2 0, S3 0; refused restricted 5");
    dsf_done(&f);
    memset(&f, 0, sizeof f);
    char with[300];
    snprintf(with, sizeof with, "busy_fallback: yes\n%s", scen);
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, with), "S1 0, S2 0, S3 5");
    ck_assert_str_eq(fact(&f, 3), "FailoverByPath.Successful 5, .Unsuccessful 0");
    dsf_done(&f);
}
END_TEST

/* Each landed open is one more user: S1 fills at its Server_MaxUsers, the rest go to S2; with
 * count_users no, S1 takes all. */
START_TEST(users_fill_a_server)
{
    struct dsf f = {0};
    const char *ini[] = {TH70 "Server_MaxUsers=3\n", TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, ON("S1", "5") AIS("90", "80", "70")), "S1 3, S2 2, S3 0");
    ck_assert_str_eq(detail(&f, 0, 0), "AVAILABLE>MAXUSERS");
    ck_assert_str_eq(detail(&f, 0, 3), "3/3");
    ck_assert_uint_eq(f.r.nnotes, 1);
    ck_assert_str_eq(f.r.notes[0], "S1 reaches Server_MaxUsers (3) at open 3: MAXUSERS from then on");
    dsf_done(&f);
    memset(&f, 0, sizeof f);
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, ON("S1", "5") "count_users: no\n" AIS("90", "80", "70")),
                     "S1 5, S2 0, S3 0");
    dsf_done(&f);
}
END_TEST

/* The inferred index from the expansion factor, and a run reading it. */
START_TEST(expansion_factor_index)
{
    ck_assert_int_eq(domino_ai_from_ef(1, 6), 100);
    ck_assert_int_eq(domino_ai_from_ef(64, 6), 0);
    ck_assert_int_eq(domino_ai_from_ef(8, 6), 50);
    ck_assert_int_eq(domino_ai_from_ef(4, 6), 67);
    ck_assert_int_eq(domino_ai_from_ef(1000, 6), 0);
    ck_assert_int_eq(domino_ai_from_ef(8, 3), 0);
    struct dsf f = {0};
    const char *ini[] = {TH70, TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, ON("S1", "3") "ai_source: expansion\nservers:\n  S1: {expansion_factor: 8}\n"
                             "  S2: {expansion_factor: 4}\n  S3: {expansion_factor: 2}\n"), "S1 0, S2 0, S3 3");
    ck_assert_str_eq(detail(&f, 0, 1), "50");
    ck_assert_str_eq(detail(&f, 2, 1), "83");
    dsf_done(&f);
}
END_TEST

/* A replica id names the database as well as its path; the statistics then count by replica id. */
START_TEST(database_by_replica_id)
{
    struct dsf f = {0};
    const char *ini[] = {TH70, TH70, TH70};
    ck_assert_str_eq(dsf_run(&f, ini, ALL3, "target: {database: 85257a2b0055c7f1, server: CN=S2/O=Test}\nopens: 2\n"
                             AIS("80", "50", "90")), "S1 0, S2 0, S3 2");
    ck_assert_str_eq(fact(&f, 0), "85257a2b0055c7f1, replica 85257A2B:0055C7F1");
    ck_assert_str_eq(fact(&f, 2), "LoadBalance.Successful 2, .Unsuccessful 0");
    dsf_done(&f);
}
END_TEST

/* The scenario file: list values, refused keys and values at file:line:col. */
START_TEST(scenario_refusals)
{
    ck_assert_int_eq(systems_init(), 0);
    const struct {
        const char *text, *want;
    } cases[] = {
        {"servers:\n  alpha: {load: 3}\n", "s.yaml:4:11: error: unknown key 'load' of destination alpha [YAML]"},
        {"servers:\n  alpha: {availability_index: 101}\n",
         "s.yaml:4:31: error: availability_index must be from 0 to 100, not 101 [YAML]"},
        {"servers:\n  alpha: {down: maybe}\n",
         "s.yaml:4:17: error: down is yes or no (Y, N, YES, NO, ON, OFF, TRUE, FALSE), not 'maybe' [YAML]"},
        {"cluster_cache: [alpha, 'beta,gamma']\n",
         "s.yaml:3:24: error: cluster_cache: 'beta,gamma' is one name, without a comma [YAML]"},
        {"destinations:\n  alpha: {down: Y}\n", "s.yaml:3:1: error: unknown key 'destinations' [YAML]"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct sim_scenario s;
        struct diag_list d;
        char text[300], msg[400];
        sim_scenario_init(&s, schema_system("domino"));
        diag_init(&d, 0);
        snprintf(text, sizeof text, "version: 1\nsystem: domino\n%s", cases[i].text);
        ck_assert_int_eq(import_scenario("s.yaml", text, strlen(text), &s, &d), 1);
        ck_assert_uint_ge(d.n, 1);
        snprintf(msg, sizeof msg, "%s:%u:%u: error: %s [%s]", d.v[0].file, d.v[0].line, d.v[0].col,
                 diag_msg(&d.v[0], text, sizeof text), d.v[0].id);
        ck_assert_str_eq(msg, cases[i].want);
        diag_free(&d);
        sim_scenario_free(&s);
    }
    struct sim_scenario s;
    struct diag_list d;
    const char ok[] = "version: 1\nsystem: domino\ncluster_cache: [gamma, Alpha/Test]\n";
    sim_scenario_init(&s, schema_system("domino"));
    diag_init(&d, 0);
    ck_assert_int_eq(import_scenario("s.yaml", ok, strlen(ok), &s, &d), 0);
    ck_assert_str_eq(sim_get(&s, "cluster_cache"), "gamma,Alpha/Test");
    diag_free(&d);
    sim_scenario_free(&s);
}
END_TEST

/* ---- `wlmcon simulate domino` on alpha 70, beta 100, gamma 0 --------------------------------- */

static char *dir, *out, *err;

static void cli_setup(void)
{
    dir = tu_tmpdir();
    const char *th[] = {"alpha", "70", "beta", "100", "gamma", "0"};
    for (int i = 0; i < 3; i++) {
        char name[32], text[200];
        snprintf(name, sizeof name, "%s.ini", th[2 * i]);
        snprintf(text, sizeof text, "[Notes]\nServerName=CN=%s/O=Test\nServer_Availability_Threshold=%s\n", th[2 * i],
                 th[2 * i + 1]);
        char *p = tu_path(dir, name);
        tu_write(p, text);
        free(p);
    }
    char *p = tu_path(dir, "rep.csv");
    tu_write(p, "server,database,replica_id,path,flags\n"
                "alpha/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,\n"
                "beta/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,\n"
                "gamma/Test,Sales,85257A2B:0055C7F1,apps/sales.nsf,\n");
    free(p);
}

static void cli_teardown(void)
{
    free(out);
    free(err);
    out = err = NULL;
    tu_rmtree(dir);
    free(dir);
}

/* Runs simulate domino ARGS over the three files with scenario text scen (NULL: none); asserts
 * the status. */
static void dsim(int status, const char *scen, const char *const *args)
{
    const char *argv[40] = {"simulate", "domino"};
    size_t n = 2;
    char *sp = tu_path(dir, "s.yaml"), *files[4];
    if (scen)
        tu_write(sp, scen);
    for (size_t i = 0; args[i]; i++)
        argv[n++] = args[i];
    if (scen) {
        argv[n++] = "--scenario";
        argv[n++] = sp;
    }
    const char *names[] = {"alpha.ini", "beta.ini", "gamma.ini", "rep.csv"};
    for (int i = 0; i < 4; i++) {
        files[i] = tu_path(dir, names[i]);
        if (i < 3) {
            argv[n++] = "--cluster";
            argv[n++] = "c1";
        }
        argv[n++] = files[i];
    }
    argv[n] = NULL;
    free(out);
    free(err);
    int rc = tu_wlmcon(argv, NULL, NULL, &out, &err);
    ck_assert_msg(rc == status, "status %d, stderr:\n%s\nstdout:\n%s", rc, err, out);
    for (int i = 0; i < 4; i++)
        free(files[i]);
    free(sp);
}

#define SCEN(a, b, c) "version: 1\nsystem: domino\nservers:\n  alpha: {availability_index: " a "}\n" \
                      "  beta: {availability_index: " b "}\n  gamma: " c "\n"
#define DEST(n, c, s) "    {\"name\": \"" n "\", \"server\": \"CN=" n "/O=Test\", \"count\": " c ", \"share\": " s \
                      ", \"local\": false}"

/* Done when: AIs 80/50/90, 10 opens on beta: gamma 10. */
START_TEST(cli_busy_beta_to_gamma)
{
    dsim(0, SCEN("80", "50", "{availability_index: 90}"), (const char *[]){"--database", "apps/sales.nsf",
         "--server", "beta", "--opens", "10", "--format", "json", NULL});
    ck_assert_str_eq(out, "{\"system\": \"domino\", \"messages\": 10,\n  \"destinations\": [\n"
                     DEST("alpha", "0", "0.0") ",\n" DEST("beta", "0", "0.0") ",\n" DEST("gamma", "10", "100.0") "],\n"
                     "  \"undelivered\": {\"reason\": null, \"reason_name\": null, \"count\": 0},\n"
                     "  \"notes\": [],\n  \"trace\": []}\n");
}
END_TEST

/* Done when: AIs 60/50/90, gamma restricted, 10 opens on alpha: alpha 10, the BUSY original. */
START_TEST(cli_busy_original)
{
    dsim(0, SCEN("60", "50", "{availability_index: 90, restricted: Y}"), (const char *[]){"--database",
         "apps/sales.nsf", "--server", "alpha/Test", "--opens", "10", "--format", "json", NULL});
    ck_assert_str_eq(out, "{\"system\": \"domino\", \"messages\": 10,\n  \"destinations\": [\n"
                     DEST("alpha", "10", "100.0") ",\n" DEST("beta", "0", "0.0") ",\n" DEST("gamma", "0", "0.0") "],\n"
                     "  \"undelivered\": {\"reason\": null, \"reason_name\": null, \"count\": 0},\n"
                     "  \"notes\": [],\n  \"trace\": []}\n");
}
END_TEST

/* Done when: AIs 80/50/90, gamma restricted, opens on gamma: none on gamma; with beta and alpha
 * down too, every open refused as restricted, in JSON with its reason. */
START_TEST(cli_restricted_gamma)
{
    dsim(0, SCEN("80", "50", "{availability_index: 90, restricted: Y}"), (const char *[]){"--database",
         "apps/sales.nsf", "--server", "CN=gamma/O=Test", "--opens", "10", "--format", "json", NULL});
    ck_assert_str_eq(out, "{\"system\": \"domino\", \"messages\": 10,\n  \"destinations\": [\n"
                     DEST("alpha", "10", "100.0") ",\n" DEST("beta", "0", "0.0") ",\n" DEST("gamma", "0", "0.0") "],\n"
                     "  \"undelivered\": {\"reason\": null, \"reason_name\": null, \"count\": 0},\n"
                     "  \"notes\": [],\n  \"trace\": []}\n");
    dsim(0, "version: 1\nsystem: domino\nservers:\n  alpha: {down: Y}\n  beta: {down: Y}\n  gamma: {restricted: Y}\n",
         (const char *[]){"--database", "apps/sales.nsf", "--server", "gamma", "--opens", "4", "--format", "json",
                          "--trace", "2", NULL});
    ck_assert_ptr_nonnull(strstr(out, "  \"undelivered\": {\"reason\": null, \"reason_name\": \"restricted\", \"count\": 4,\n"
                                      "    \"reasons\": [{\"reason\": null, \"reason_name\": \"restricted\", \"count\": 4}]},\n"));
    ck_assert_ptr_nonnull(strstr(out, "{\"step\": \"cluster cache\", \"kept\": [], \"removed\": [\"alpha (DOWN)\", \"beta (DOWN)\"]"));
    ck_assert_ptr_nonnull(strstr(out, "\"chosen\": null}"));
    dsim(0, "version: 1\nsystem: domino\nservers:\n  alpha: {down: Y}\n  beta: {down: Y}\n  gamma: {restricted: Y}\n",
         (const char *[]){"--database", "apps/sales.nsf", "--server", "gamma", "--opens", "4", "--trace", "2", NULL});
    ck_assert_ptr_nonnull(strstr(out, "not delivered: 4 (100.0%), restricted 4\n\nopen 2:\n"));
    ck_assert_ptr_nonnull(strstr(out, "  not delivered: restricted\n"));
}
END_TEST

/* The trace names each server's state and why it was passed over. */
START_TEST(cli_trace_text)
{
    dsim(0, SCEN("80", "50", "{availability_index: 90}"), (const char *[]){"--database", "apps/sales.nsf",
         "--server", "beta", "--opens", "10", "--trace", "3", "--cluster-cache", "gamma,beta,alpha", NULL});
    ck_assert_str_eq(out,
        "alpha   0    0.0%\nbeta    0    0.0%\ngamma  10  100.0%\n\nopen 3:\n"
        "   1 target: kept none; removed beta (BUSY: index 50 at or below threshold 100)\n"
        "      beta (replica usable); BUSY: the server tells the client, which asks the\n"
        "      Cluster Manager for another member\n"
        "   2 cluster cache: kept gamma (AVAILABLE, index 90), alpha (AVAILABLE, index 80); removed none\n"
        "      the client asks the Cluster Manager of gamma, the next member in its\n"
        "      cluster cache that answers\n"
        "   3 replica: kept gamma (replica usable), alpha (replica usable); removed none\n"
        "      the Cluster Database Directory's members holding the replica, neither\n"
        "      Out of Service nor Pending Delete\n"
        "   4 availability: kept gamma (AVAILABLE, index 90), alpha (AVAILABLE, index 80); removed none\n"
        "      members BUSY, RESTRICTED, at MAXUSERS or DOWN take no redirected open;\n"
        "      the most available first, ties by the client's cluster cache order, then\n"
        "      name [INFERRED]\n"
        "  chosen: gamma\n");
}
END_TEST

/* Exit statuses as simulate mq's: 64 what the policy does not hold or a bad option, 65 a bad
 * scenario (file:line:col), 66 a missing scenario. */
START_TEST(cli_statuses)
{
    dsim(64, NULL, (const char *[]){"--database", "apps/sales.nsf", "--server", "delta", "--opens", "1", NULL});
    ck_assert_ptr_nonnull(strstr(err, "wlmcon simulate: no server delta\n"));
    dsim(64, NULL, (const char *[]){"--database", "apps/none.nsf", "--server", "beta", "--opens", "1", NULL});
    ck_assert_ptr_nonnull(strstr(err, "no database apps/none.nsf on the members of cluster c1\n"));
    dsim(64, NULL, (const char *[]){"--database", "apps/sales.nsf", "--server", "beta", NULL});
    ck_assert_ptr_nonnull(strstr(err, "--opens is required"));
    dsim(64, NULL, (const char *[]){"--database", "apps/sales.nsf", "--server", "beta", "--opens", "1",
                                    "--cluster-cache", "beta,delta", NULL});
    ck_assert_ptr_nonnull(strstr(err, "cluster_cache: delta is no member of cluster c1\n"));
    dsim(64, NULL, (const char *[]){"--database", "apps/sales.nsf", "--server", "beta", "--opens", "2",
                                    "--trace", "3", NULL});
    ck_assert_ptr_nonnull(strstr(err, "--trace must be from 1 to --opens (2)\n"));
    dsim(65, "version: 1\nsystem: domino\nservers:\n  beta: {users: -1}\n",
         (const char *[]){"--database", "apps/sales.nsf", "--server", "beta", "--opens", "1", NULL});
    ck_assert_ptr_nonnull(strstr(err, "s.yaml:4:17: error: users must be a whole number, not '-1'"));
    dsim(64, "version: 1\nsystem: domino\nservers:\n  delta: {users: 1}\n",
         (const char *[]){"--database", "apps/sales.nsf", "--server", "beta", "--opens", "1", NULL});
    ck_assert_ptr_nonnull(strstr(err, "servers: no server delta\n"));
    const char *argv[] = {"simulate", "domino", "--scenario", "/nonexistent/s.yaml", NULL};
    free(out);
    free(err);
    ck_assert_int_eq(tu_wlmcon(argv, NULL, NULL, &out, &err), 66);
}
END_TEST

/* The demo's cluster lyon with its scenario file: Rhone BUSY sends the sales database's users to
 * Saone until Saone is full at 400 users; the rest open on the BUSY Rhone. */
START_TEST(demo_peak)
{
    const char *argv[] = {"simulate", "domino", "--scenario", "import/demo/domino-busy.scenario.yaml", "--cluster",
                          "lyon", "import/demo/rhone.ini", "--cluster", "lyon", "import/demo/saone.ini", "--cluster",
                          "lyon", "import/demo/loire.ini", "import/demo/replicas.csv", "--trace", "151", NULL};
    free(out);
    free(err);
    ck_assert_int_eq(tu_wlmcon(argv, NULL, NULL, &out, &err), 0);
    ck_assert_ptr_nonnull(strstr(out, "Loire    0   0.0%\nRhone  250  62.5%\nSaone  150  37.5%\n"
                                      "note: Saone reaches Server_MaxUsers (400) at open 150: MAXUSERS from then on\n"
                                      "\nopen 151:\n"));
    ck_assert_ptr_nonnull(strstr(out, "   4 availability: kept none; removed Saone (MAXUSERS: 400 users of 400), "
                                      "Loire (BUSY: index 95 at or below threshold 100)\n"));
    ck_assert_ptr_nonnull(strstr(out, "   5 original: kept Rhone (BUSY: index 55 at or below threshold 70); removed none\n"));
    ck_assert_ptr_nonnull(strstr(out, "  chosen: Rhone\n"));
}
END_TEST

Suite *suite_domino_sim(void)
{
    Suite *s = suite_create("domino_sim");
    TCase *tc = tcase_create("engine");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, t1_busy_target_to_most_available);
    tcase_add_test(tc, t2_only_replica_on_busy_target);
    tcase_add_test(tc, t3_all_busy_original);
    tcase_add_test(tc, t4_threshold_zero_never_busy);
    tcase_add_test(tc, t5_threshold_100_always_busy);
    tcase_add_test(tc, t6_restricted_no_other_replica);
    tcase_add_test(tc, t7_out_of_service_to_replica);
    tcase_add_test(tc, t8_pending_delete_everywhere);
    tcase_add_test(tc, t9_maxusers);
    tcase_add_test(tc, t10_equal_indexes);
    tcase_add_test(tc, busy_fallback_switch);
    tcase_add_test(tc, users_fill_a_server);
    tcase_add_test(tc, expansion_factor_index);
    tcase_add_test(tc, database_by_replica_id);
    tcase_add_test(tc, scenario_refusals);
    suite_add_tcase(s, tc);
    TCase *cli = tcase_create("cli");
    tcase_set_timeout(cli, 60);   /* several runs of the binary each, also under the sanitizers */
    tcase_add_checked_fixture(cli, cli_setup, cli_teardown);
    tcase_add_test(cli, cli_busy_beta_to_gamma);
    tcase_add_test(cli, cli_busy_original);
    tcase_add_test(cli, cli_restricted_gamma);
    tcase_add_test(cli, cli_trace_text);
    tcase_add_test(cli, cli_statuses);
    tcase_add_test(cli, demo_peak);
    suite_add_tcase(s, cli);
    return s;
}
