/* tests/check_domino_model.c — Domino's model: hierarchical names (canonical, abbreviated, common)
 * and their matching, replica ids, object paths and their lookup, and every DOM rule positive and
 * negative, on NOTES.INI texts and replica lists read into an in-memory policy. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"
#include "model/domino/domino.h"
#include "tests/tutil.h"
#include "ui/systems.h"

START_TEST(canonical_names)
{
    char b[80];
    ck_assert_int_eq(domino_name_canonical("Alpha/Example", b, sizeof b), 0);
    ck_assert_str_eq(b, "CN=Alpha/O=Example");
    ck_assert_int_eq(domino_name_canonical("Alpha/Sales/East/Example", b, sizeof b), 0);
    ck_assert_str_eq(b, "CN=Alpha/OU=Sales/OU=East/O=Example");
    ck_assert_int_eq(domino_name_canonical("Alpha/Example/US", b, sizeof b), 0);
    ck_assert_str_eq(b, "CN=Alpha/O=Example/C=US");
    ck_assert_int_eq(domino_name_canonical("cn=Alpha/o=Example", b, sizeof b), 0);
    ck_assert_str_eq(b, "CN=Alpha/O=Example");
    ck_assert_int_eq(domino_name_canonical("Alpha", b, sizeof b), 0);
    ck_assert_str_eq(b, "Alpha");
    ck_assert_int_eq(domino_name_canonical("Alpha//Example", b, sizeof b), -1);
    ck_assert_int_eq(domino_name_canonical("", b, sizeof b), -1);
    ck_assert_int_eq(domino_name_canonical("A/B/C/D/E/F/G/H/I", b, sizeof b), -1);
}
END_TEST

START_TEST(name_matching)
{
    ck_assert(domino_name_matches("CN=Alpha/O=Example", "alpha"));
    ck_assert(domino_name_matches("CN=Alpha/O=Example", "ALPHA/example"));
    ck_assert(domino_name_matches("CN=Alpha/O=Example", "cn=alpha/o=example"));
    ck_assert(!domino_name_matches("CN=Alpha/O=Example", "Alpha/Other"));
    ck_assert(!domino_name_matches("CN=Alpha/O=Example", "Alpha/Sales/Example"));
    ck_assert(!domino_name_matches("CN=Alpha/O=Example", "Alph"));
    ck_assert(domino_name_matches("CN=Alpha/OU=Sales/O=Example", "Alpha/Sales/Example"));
}
END_TEST

START_TEST(replica_ids)
{
    char b[20];
    ck_assert_int_eq(domino_replica_id("85257a2b0055c7f1", b, sizeof b), 0);
    ck_assert_str_eq(b, "85257A2B:0055C7F1");
    ck_assert_int_eq(domino_replica_id("85257A2B:0055C7F1", b, sizeof b), 0);
    ck_assert_str_eq(b, "85257A2B:0055C7F1");
    ck_assert_int_eq(domino_replica_id("85257A2B:0055C7F", b, sizeof b), -1);
    ck_assert_int_eq(domino_replica_id("85257A2B0:055C7F1", b, sizeof b), -1);
    ck_assert_int_eq(domino_replica_id("85257A2G0055C7F1", b, sizeof b), -1);
    ck_assert_int_eq(domino_replica_id("85257A2B0055C7F1A", b, sizeof b), -1);
}
END_TEST

/* An import of texts into memory: each a file name, its text and its --cluster (NULL: none). */
struct dm {
    char *dir;
    struct policy pol;
    struct diag_list diags, findings;
};

struct dtext {
    const char *name, *text, *cluster;
};

static void dm_run(struct dm *m, const struct dtext *t, size_t n)
{
    ck_assert_int_eq(systems_init(), 0);
    m->dir = tu_tmpdir();
    policy_init(&m->pol);
    diag_init(&m->diags, 0);
    diag_init(&m->findings, 0);
    struct import_file files[8];
    struct import_option opts[8][2];
    char *paths[8];
    for (size_t i = 0; i < n; i++) {
        paths[i] = tu_path(m->dir, t[i].name);
        tu_write(paths[i], t[i].text);
        opts[i][0] = (struct import_option){t[i].cluster ? "cluster" : NULL, t[i].cluster};
        opts[i][1] = (struct import_option){NULL, NULL};
        files[i] = (struct import_file){paths[i], opts[i], NULL};
    }
    struct import_summary sum = {0};
    ck_assert_int_eq(import_files(files, n, &m->pol, NULL, &m->diags, &sum), IMPORT_OK);
    ck_assert_int_eq(rules_run(&m->pol, &domino_rule_set, &m->findings, SEV_INFO), 0);
    diag_sort(&m->findings);
    for (size_t i = 0; i < n; i++)
        free(paths[i]);
}

static void dm_done(struct dm *m)
{
    diag_free(&m->findings);
    diag_free(&m->diags);
    policy_free(&m->pol);
    tu_rmtree(m->dir);
    free(m->dir);
}

/* The findings of rule id as `path: severity: message`, one a line. Static buffer. */
static const char *found(struct dm *m, const char *id)
{
    static char buf[4096];
    size_t at = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < m->findings.n; i++) {
        const struct diag *d = &m->findings.v[i];
        char msg[1024];
        if (strcmp(d->id, id) == 0)
            at += (size_t)snprintf(buf + at, sizeof buf - at, "%s: %s: %s\n", d->path, severity_name(d->sev),
                                   diag_msg(d, msg, sizeof msg));
    }
    return buf;
}

#define INI(name, threshold) "[Notes]\nServerName=" name "/Example\nPorts=TCPIP\nServer_Availability_Threshold=" threshold "\n"

START_TEST(thresholds)
{
    struct dm m;
    const struct dtext t[] = {{"a.ini", INI("A", "70"), "east"}, {"b.ini", INI("B", "100"), "east"},
                              {"c.ini", INI("C", "0"), "east"}, {"d.ini", INI("D", "0"), NULL},
                              {"e.ini", INI("E", "100"), "west"}, {"f.ini", INI("F", "100"), "west"}};
    dm_run(&m, t, 6);
    ck_assert_str_eq(found(&m, "DOM001"), "SERVER(CN=C/O=Example): info: Server_Availability_Threshold is 0: "
                                          "workload balancing is off on this member of cluster east\n");
    ck_assert_str_eq(found(&m, "DOM002"),
                     "SERVER(CN=B/O=Example): info: Server_Availability_Threshold is 100: the server is always "
                     "BUSY and takes users of cluster east only when no other member can\n"
                     "SERVER(CN=E/O=Example): warning: Server_Availability_Threshold is 100 on every member of "
                     "cluster west: all are always BUSY, so no open is balanced\n"
                     "SERVER(CN=F/O=Example): warning: Server_Availability_Threshold is 100 on every member of "
                     "cluster west: all are always BUSY, so no open is balanced\n");
    ck_assert_str_eq(found(&m, "DOM003"), "SERVER(CN=A/O=Example): warning: the members of cluster east have "
                                          "different availability thresholds: CN=A/O=Example 70, CN=B/O=Example 100, "
                                          "CN=C/O=Example 0\n");
    ck_assert_str_eq(found(&m, "DOM007"), "");
    dm_done(&m);
}
END_TEST

/* 70/70/100: one member held for failover, no DOM003; a cluster of one: DOM007. */
START_TEST(failover_member_and_lonely_cluster)
{
    struct dm m;
    const struct dtext t[] = {{"a.ini", INI("A", "70"), "east"}, {"b.ini", INI("B", "70"), "east"},
                              {"c.ini", INI("C", "100"), "east"}, {"d.ini", INI("D", "60"), "solo"}};
    dm_run(&m, t, 4);
    ck_assert_str_eq(found(&m, "DOM003"), "");
    ck_assert_str_eq(found(&m, "DOM001"), "");
    ck_assert_str_eq(found(&m, "DOM007"), "SERVER(CN=D/O=Example): warning: cluster solo has no other member: "
                                          "nothing can fail over or be balanced\n");
    dm_done(&m);
}
END_TEST

START_TEST(replica_spread)
{
    struct dm m;
    const struct dtext t[] = {
        {"a.ini", INI("A", "70"), "east"}, {"b.ini", INI("B", "70"), "east"}, {"c.ini", INI("C", "70"), "east"},
        {"r.csv",
         "server,database,replica_id,path,flags\n"
         "a,Everywhere,1111111122222222,e.nsf,\n" /* on all three: nothing */
         "b,Everywhere,1111111122222222,e.nsf,\n"
         "c,Everywhere,1111111122222222,e.nsf,\n"
         "a,Alone,3333333344444444,alone.nsf,\n" /* one server, not flagged: nothing */
         "b,Wanted,5555555566666666,w.nsf,clustered\n" /* flagged on one: DOM004 */
         "a,Twice,7777777788888888,t.nsf,\n" /* on a and c, c's out of service: DOM004 on a */
         "c,Twice,7777777788888888,t.nsf,out_of_service\n",
         NULL},
    };
    dm_run(&m, t, 4);
    ck_assert_str_eq(found(&m, "DOM004"),
                     "SERVER(CN=B/O=Example) REPLICA(55555555:66666666): warning: database Wanted (replica id "
                     "55555555:66666666) has no usable replica on another member of cluster east: opens cannot "
                     "fail over or be balanced\n"
                     "SERVER(CN=A/O=Example) REPLICA(77777777:88888888): warning: database Twice (replica id "
                     "77777777:88888888) has no usable replica on another member of cluster east: opens cannot "
                     "fail over or be balanced\n");
    dm_done(&m);
}
END_TEST

START_TEST(cluster_ports)
{
    struct dm m;
    const struct dtext t[] = {
        {"a.ini", "[Notes]\nServerName=A/Example\nPorts=TCPIP,TCP2\nServer_Cluster_Default_Port=tcp2\n"
                  "Server_Cluster_Auxiliary_Ports=*,TCPIP\n", NULL},
        {"b.ini", "[Notes]\nServerName=B/Example\nPorts=TCPIP\nDisabledPorts=TCP2\nServer_Cluster_Default_Port=TCP2\n"
                  "Server_Cluster_Auxiliary_Ports=TCPIP, TCP9\n", NULL},
        {"c.ini", "[Notes]\nServerName=C/Example\nServer_Cluster_Default_Port=TCPIP\n", NULL},
    };
    dm_run(&m, t, 3);
    ck_assert_str_eq(found(&m, "DOM005"),
                     "SERVER(CN=B/O=Example): warning: Server_Cluster_Default_Port names port TCP2, which is "
                     "disabled (DisabledPorts=)\n"
                     "SERVER(CN=B/O=Example): warning: Server_Cluster_Auxiliary_Ports names port TCP9, which "
                     "Ports= does not list as enabled\n"
                     "SERVER(CN=C/O=Example): warning: Server_Cluster_Default_Port names port TCPIP, which cannot "
                     "be enabled: Ports= is not set\n");
    dm_done(&m);
}
END_TEST

START_TEST(statistic_and_obsolete_settings)
{
    struct dm m;
    const struct dtext t[] = {
        {"a.ini", "[Notes]\nServerName=A/Example\nserver_availability_index=80\nServer_TransInfo_Normalize=3000\n",
         NULL},
        {"b.ini", "[Notes]\nServerName=B/Example\nServer_Availability_Threshold=80\n", NULL},
    };
    dm_run(&m, t, 2);
    ck_assert_str_eq(found(&m, "DOM006"),
                     "SERVER(CN=A/O=Example): info: Server_Availability_Index is a statistic the server computes "
                     "(show stat server.availabilityindex), not a setting: the line has no effect\n"
                     "SERVER(CN=A/O=Example): info: Server_TransInfo_Normalize is obsolete since R6: the "
                     "availability index no longer uses it\n");
    dm_done(&m);
}
END_TEST

/* A layout walk that changes nothing: every value as read. */
static void put_value(struct textbuf *tb, const struct pol_object *o, int a, const char *v)
{
    (void)o, (void)a;
    tb_puts(tb, v);
}
static const struct layout_syntax as_read = {.value = put_value, .statement = put_value};

START_TEST(single_values)
{
    struct dm m;
    const struct dtext t[] = {
        {"a.ini", "[Notes]\nServerName=A/Example\nServer_Availability_Threshold=150\nServer_Restricted=3\n"
                  "SERVER_TRANSINFO_RANGE=75\n", NULL},
        {"b.ini", "[Notes]\nServerName=B/Example\nServer_Availability_Threshold=070\nServer_Restricted=2\n", NULL},
    };
    dm_run(&m, t, 2);
    ck_assert_str_eq(found(&m, "DOM901"),
                     "SERVER(CN=A/O=Example): error: Server_Availability_Threshold=150 is not a number from 0 to 100\n"
                     "SERVER(CN=A/O=Example): error: Server_TransInfo_Range=75 is not a number from 1 to 20\n");
    ck_assert_str_eq(found(&m, "DOM902"), "SERVER(CN=A/O=Example): error: Server_Restricted=3 is none of 0, 1 or 2\n");
    /* 070 is read as 70 and written back as 070 */
    const struct pol_object *b = m.pol.tops[1];
    ck_assert_str_eq(pol_get_key(b, "server_availability_threshold"), "70");
    struct textbuf tb = {0};
    const struct layout_file *f = layout_file_find(b, "notes.ini");
    ck_assert_ptr_nonnull(f);
    ck_assert_str_eq(f->encoding, "UTF-8");
    ck_assert_int_eq(layout_write(f, &as_read, NULL, 0, &tb), 0);
    ck_assert_str_eq(tb.buf, t[1].text);
    tb_free(&tb);
    dm_done(&m);
}
END_TEST

/* A CP1252 byte makes the file CP1252; paths are found in any form of the server's name. */
START_TEST(encoding_and_paths)
{
    struct dm m;
    const struct dtext t[] = {
        {"a.ini", "[Notes]\r\nServerName=CN=Alpha/O=Example\r\nDescription=\xe9t\xe9\r\n", NULL},
        {"b.ini", "[Notes]\nServerName=Alpha/Sales/Example\n", NULL},
        {"r.csv", "server,database,replica_id,path,flags\nCN=Alpha/O=Example,D,85257A2B0055C7F1,d.nsf,\n", NULL},
    };
    dm_run(&m, t, 3);
    ck_assert_str_eq(layout_file_find(m.pol.tops[0], "notes.ini")->encoding, "CP1252");
    ck_assert_ptr_eq(domino_path_find(&m.pol, "SERVER(alpha/example)"), m.pol.tops[0]);
    ck_assert_ptr_eq(domino_path_find(&m.pol, "SERVER(Alpha/Sales/Example)"), m.pol.tops[1]);
    ck_assert_ptr_null(domino_path_find(&m.pol, "SERVER(alpha)"));   /* two fit */
    struct pol_object *r = domino_path_find(&m.pol, "SERVER(CN=Alpha/O=Example) REPLICA(85257a2b0055c7f1)");
    ck_assert_ptr_nonnull(r);
    char path[128];
    ck_assert_str_eq(domino_object_path(r, path, sizeof path), "SERVER(CN=Alpha/O=Example) REPLICA(85257A2B:0055C7F1)");
    dm_done(&m);
}
END_TEST

Suite *suite_domino_model(void)
{
    Suite *s = suite_create("domino_model");
    TCase *tc = tcase_create("model");
    tcase_add_test(tc, canonical_names);
    tcase_add_test(tc, name_matching);
    tcase_add_test(tc, replica_ids);
    tcase_add_test(tc, thresholds);
    tcase_add_test(tc, failover_member_and_lonely_cluster);
    tcase_add_test(tc, replica_spread);
    tcase_add_test(tc, cluster_ports);
    tcase_add_test(tc, statistic_and_obsolete_settings);
    tcase_add_test(tc, single_values);
    tcase_add_test(tc, encoding_and_paths);
    suite_add_tcase(s, tc);
    return s;
}
