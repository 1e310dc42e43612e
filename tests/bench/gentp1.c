/* tests/bench/gentp1.c — a synthetic OpenTP1 estate for the benchmarks: N nodes, one definition
 * directory each (DIR/node00001/ …), in node groups of four that name each other in all_node.
 *
 * Each node has 17 objects: the node, its betranrc (all_node continued over two lines, name_notify),
 * scd (the scheduler operands and one scdbufgrp command), usrconf (one dcsvstart command starting
 * every server), usrrc (the default processes and load-level thresholds) and 10 user service
 * definitions, each with a service group that every node of its group runs, a module, two
 * services and its processes; every file starts with a comment. The content is a function of N.
 *
 * -c CSV also writes the sqlite3 yardstick's input: one row per object, 15 columns (top, name,
 * kind, then 12 values: all_node, name_notify, announce status, this-node-first, schedule rate,
 * service group, module, services, processes, nice, level up, level down), empty where the object
 * has none; unnamed objects (commands) are named by their place; a header line first.
 *
 *   gentp1 [-n N] [-c CSV] DIR
 *                  prints "files objects lines bytes" on stdout; exit 0, 64 usage, 73 when a file
 *                  cannot be written. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { GROUP = 4, SERVERS = 10, NCOLS = 15 };

static FILE *csv;
static unsigned long lines, bytes, objects, files;

/* Writes one CSV row: top, name, kind, then the 12 values (NULL: empty). */
static void row(const char *top, const char *name, const char *kind, const char *const v[12])
{
    objects++;
    if (!csv)
        return;
    fprintf(csv, "%s,%s,%s", top, name, kind);
    for (int i = 0; i < 12; i++)
        fprintf(csv, ",%s", v && v[i] ? v[i] : "");
    fputc('\n', csv);
}

/* Writes text into DIR/node/name; exits 73 when it cannot. */
static void put(const char *dir, const char *node, const char *name, const char *fmt, ...)
{
    char path[1024], text[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    snprintf(path, sizeof path, "%s/%s/%s", dir, node, name);
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) < 0 || fclose(f) != 0) {
        fprintf(stderr, "gentp1: %s: %s\n", path, strerror(errno));
        exit(73);
    }
    bytes += strlen(text);
    for (const char *p = text; *p; p++)
        lines += *p == '\n';
    files++;
}

static void node(const char *dir, unsigned long i, unsigned long n)
{
    char name[32], path[1024], others[128] = "", list[160] = "";
    snprintf(name, sizeof name, "node%05lu", i);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (mkdir(path, 0755) != 0 && errno != EEXIST) {
        fprintf(stderr, "gentp1: %s: %s\n", path, strerror(errno));
        exit(73);
    }
    unsigned long first = (i - 1) / GROUP * GROUP + 1;
    for (unsigned long j = first; j < first + GROUP && j <= n; j++)
        if (j != i) {
            size_t at = strlen(others), lat = strlen(list);
            snprintf(others + at, sizeof others - at, "%s\"node%05lu\"", at ? ",\\\n             " : "", j);
            snprintf(list + lat, sizeof list - lat, "%snode%05lu", lat ? ";" : "", j);
        }
    put(dir, name, "betranrc", "# system common definition of %s\nset all_node=%s\nset name_notify=N\n", name,
        others[0] ? others : "\"\"");
    row(name, name, "NODE", NULL);
    row(name, "betranrc", "BETRANRC", (const char *const[12]){list, "N"});
    put(dir, name, "scd", "# schedule service definition\nset scd_announce_server_status=Y\nset scd_this_node_first=N\n"
                          "set schedule_rate=80\nscdbufgrp -g grp%05lu -n 16 -l 4096\n", first);
    row(name, "scd", "SCD", (const char *const[12]){NULL, NULL, "Y", "N", "80"});
    row(name, "scd.1", "SCDBUFGRP", NULL);
    char start[256] = "";
    for (int s = 1; s <= SERVERS; s++) {
        size_t at = strlen(start);
        snprintf(start + at, sizeof start - at, "%ssrv%02d", s > 1 ? "," : "", s);
    }
    put(dir, name, "usrconf", "# user servers started\ndcsvstart -u %s\n", start);
    row(name, "usrconf", "USRCONF", NULL);
    row(name, "usrconf.1", "DCSVSTART", NULL);
    put(dir, name, "usrrc", "# user service default definition\nset parallel_count=1,4\nset nice=0\n"
                            "set levelup_queue_count=10,20\nset leveldown_queue_count=5,15\n");
    row(name, "usrrc", "USRRC", (const char *const[12]){[8] = "1,4", [9] = "0", [10] = "10,20", [11] = "5,15"});
    for (int s = 1; s <= SERVERS; s++) {
        char srv[16], sg[32], mod[16];
        snprintf(srv, sizeof srv, "srv%02d", s);
        snprintf(sg, sizeof sg, "g%05lus%02d", first, s);
        snprintf(mod, sizeof mod, "mod%02d", s);
        put(dir, name, srv, "# user server %s\nset service_group=\"%s\"\nset module=\"%s\"\n"
                            "set service=\"svc%02da=entry_a\",\"svc%02db=entry_b\"\nset parallel_count=2,8\n",
            srv, sg, mod, s, s);
        row(name, srv, "USRSVC", (const char *const[12]){[5] = sg, [6] = mod, [7] = "svca;svcb", [8] = "2,8"});
    }
}

int main(int argc, char **argv)
{
    unsigned long n = 100;
    const char *csv_path = NULL;
    int c;
    while ((c = getopt(argc, argv, "n:c:")) != -1) {
        if (c == 'n')
            n = strtoul(optarg, NULL, 10);
        else if (c == 'c')
            csv_path = optarg;
        else
            return 64;
    }
    if (optind + 1 != argc || n == 0) {
        fprintf(stderr, "usage: gentp1 [-n N] [-c CSV] DIR\n");
        return 64;
    }
    const char *dir = argv[optind];
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) {
        fprintf(stderr, "gentp1: %s: %s\n", dir, strerror(errno));
        return 73;
    }
    if (csv_path && !(csv = fopen(csv_path, "w"))) {
        fprintf(stderr, "gentp1: %s: %s\n", csv_path, strerror(errno));
        return 73;
    }
    if (csv)
        fputs("top,name,kind,all_node,name_notify,announce,thisnode,rate,sgroup,module,services,procs,nice,"
              "levelup,leveldown\n", csv);
    for (unsigned long i = 1; i <= n; i++)
        node(dir, i, n);
    if (csv && fclose(csv) != 0)
        return 73;
    printf("%lu %lu %lu %lu\n", n, objects, lines, bytes);
    return 0;
}
