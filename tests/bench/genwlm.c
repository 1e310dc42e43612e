/* tests/bench/genwlm.c — a synthetic z/OS WLM estate for the benchmarks: N service definitions, one
 * XML file each (DIR/WD00001.xml …), as the z/OSMF WLM application and the ISPF application's
 * XML export write them (the layout of ../shared/samples/wlm/WLMPOL.WSCDEF.XML: one element per
 * line, four blanks per level).
 *
 * Each definition has 103 objects: the definition, 2 workloads of 10 service classes each (32 goal
 * periods: velocity goals of two periods, discretionary goals, one-period percentile response-time
 * goals), 19 report classes, one service policy, and 3 classifications (JES, STC, CICS) holding 20
 * rules by transaction name and user ID, of which every fourth has one sub-rule by user ID (25
 * rules in all). Names are unique within a definition and the same in every
 * one (WLM names are 8 characters at most); the definition's name and descriptions carry its
 * number. Every definition validates without errors. The content is a function of N alone.
 *
 * -c CSV also writes the sqlite3 yardstick's input: one row per object, 15 columns (top, name,
 * kind, then 12 of the object's values: description, workload, importance, level, duration,
 * response time, percentile, qualifier type, qualifier value, service class, report class,
 * subsystem type), empty where the object has none; unnamed objects (periods, rules) are named by
 * their place (SC01.2, R0007) so that (top, kind, name) is a key; a header line first.
 *
 *   genwlm [-n N] [-c CSV] DIR
 *                  prints "files objects lines bytes" on stdout; exit 0, 64 usage, 73 when a file
 *                  cannot be written. */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { WORKLOADS = 2, CLASSES = 10, REPORTS = 19 };

static FILE *out, *csv;
static int depth;
static unsigned long lines, bytes, objects;

enum { C_TOP, C_NAME, C_KIND, C_DESCR, C_WORKLOAD, C_IMP, C_LEVEL, C_DURATION, C_RESPONSE,
       C_PERCENT, C_QTYPE, C_QVALUE, C_SCLASS, C_RCLASS, C_SUBSYS, NCOLS };
static const char *const csv_names[NCOLS] = {
    "top", "name", "kind", "descr", "workload", "importance", "level", "duration", "response",
    "percentile", "qualtype", "qualvalue", "servclass", "repclass", "subsystem"};

/* One object: a CSV row of its values by column (NULL: empty) when -c was given. */
static void object(const char *const *col)
{
    objects++;
    if (!csv)
        return;
    for (int c = 0; c < NCOLS; c++)
        fprintf(csv, "%s%c", col[c] ? col[c] : "", c + 1 < NCOLS ? ',' : '\n');
}

/* One line at the current depth, printf-formatted. */
static void put(const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    int n = fprintf(out, "%*s%s\n", depth * 4, "", buf);
    lines++;
    bytes += n > 0 ? (unsigned long)n : 0;
}

static void open_el(const char *el)
{
    put("<%s>", el);
    depth++;
}

static void close_el(const char *el)
{
    depth--;
    put("</%s>", el);
}

static void leaf(const char *el, const char *v)
{
    put("<%s>%s</%s>", el, v, el);
}

/* The goal of service class c (0-19) of definition d: its periods, written and counted. */
static void goal(const char *top, const char *sc, unsigned c)
{
    char name[24], imp[4], lvl[8], dur[8];
    open_el("Goal");
    if (c % 5 == 4) {
        put("<Discretionary />");
        snprintf(name, sizeof name, "%s.1", sc);
        object((const char *const[NCOLS]){top, name, "PERIOD"});
    } else if (c % 5 == 3) {
        snprintf(imp, sizeof imp, "%u", 1 + c % 3);
        open_el("PercentileResponseTime");
        leaf("Importance", imp);
        leaf("ResponseTime", "00:00:00.500");
        leaf("Percentile", "90");
        close_el("PercentileResponseTime");
        snprintf(name, sizeof name, "%s.1", sc);
        object((const char *const[NCOLS]){top, name, "PERIOD", [C_IMP] = imp, [C_RESPONSE] = "0.5",
                                          [C_PERCENT] = "90"});
    } else {
        for (unsigned p = 1; p <= 2; p++) {
            snprintf(imp, sizeof imp, "%u", p == 1 ? 1 + c % 4 : 5);
            snprintf(lvl, sizeof lvl, "%u", p == 1 ? 30 + 10 * (c % 5) : 10);
            snprintf(dur, sizeof dur, "%u", 500 * (c + 1));
            open_el("Velocity");
            leaf("Importance", imp);
            if (p == 1)
                leaf("Duration", dur);
            leaf("Level", lvl);
            close_el("Velocity");
            snprintf(name, sizeof name, "%s.%u", sc, p);
            object((const char *const[NCOLS]){top, name, "PERIOD", [C_IMP] = imp, [C_LEVEL] = lvl,
                                              [C_DURATION] = p == 1 ? dur : NULL});
        }
    }
    close_el("Goal");
}

/* A classification rule numbered r giving service class sc (a sub-rule when sub; every fourth rule
 * has one, giving service class subsc). */
static void rule(const char *top, unsigned r, const char *qtype, const char *qvalue, const char *sc,
                 const char *rc, int sub, const char *subsc)
{
    char name[24];
    open_el("ClassificationRule");
    leaf("QualifierType", qtype);
    leaf("QualifierValue", qvalue);
    leaf("ServiceClassName", sc);
    if (rc)
        leaf("ReportClassName", rc);
    snprintf(name, sizeof name, "R%04u%s", r, sub ? ".1" : "");
    object((const char *const[NCOLS]){top, name, "RULE", [C_QTYPE] = qtype, [C_QVALUE] = qvalue,
                                      [C_SCLASS] = sc, [C_RCLASS] = rc});
    if (!sub && r % 4 == 3) {
        char v[16];
        /* by the other qualifier type than its rule's: a sub-rule repeating it is refused (WLM013) */
        bool by_user = strcmp(qtype, "Userid") != 0;
        snprintf(v, sizeof v, "%s%04u", by_user ? "USR" : "TRN", r);
        rule(top, r, by_user ? "Userid" : "TransactionName", v, subsc, NULL, 1, NULL);
    }
    close_el("ClassificationRule");
}

static int definition(const char *dir, unsigned d)
{
    char path[4096], top[16], descr[64];
    snprintf(top, sizeof top, "WD%05u", d);
    snprintf(path, sizeof path, "%s/%s.xml", dir, top);
    if (!(out = fopen(path, "w"))) {
        fprintf(stderr, "genwlm: %s: %s\n", path, strerror(errno));
        return -1;
    }
    depth = 0;
    put("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
    put("<ServiceDefinition xmlns=\"http://www.ibm.com/xmlns/prod/zwlm/2022/05/ServiceDefinition.xsd\">");
    depth++;
    snprintf(descr, sizeof descr, "Bench service definition %u", d);
    leaf("Name", top);
    leaf("Description", descr);
    leaf("Level", "038");
    object((const char *const[NCOLS]){top, top, "DEFINITION", [C_DESCR] = descr});
    open_el("Workloads");
    for (unsigned w = 0; w < WORKLOADS; w++) {
        char wn[16];
        snprintf(wn, sizeof wn, "WKL%02u", w + 1);
        open_el("Workload");
        leaf("Name", wn);
        leaf("Description", w ? "Batch work" : "Online work");
        object((const char *const[NCOLS]){top, wn, "WORKLOAD"});
        open_el("ServiceClasses");
        for (unsigned c = w * CLASSES; c < (w + 1) * CLASSES; c++) {
            char sc[16], sd[48];
            snprintf(sc, sizeof sc, "SC%02u", c + 1);
            snprintf(sd, sizeof sd, "Service class %u of %s", c + 1, top);
            open_el("ServiceClass");
            leaf("Name", sc);
            leaf("Description", sd);
            leaf("CPUCritical", "No");
            object((const char *const[NCOLS]){top, sc, "SERVCLASS", [C_DESCR] = sd, [C_WORKLOAD] = wn});
            goal(top, sc, c);
            close_el("ServiceClass");
        }
        close_el("ServiceClasses");
        close_el("Workload");
    }
    close_el("Workloads");
    open_el("ServicePolicies");
    open_el("ServicePolicy");
    leaf("Name", "DAYSHIFT");
    leaf("Description", "Normal operation");
    object((const char *const[NCOLS]){top, "DAYSHIFT", "POLICY"});
    close_el("ServicePolicy");
    close_el("ServicePolicies");
    open_el("ReportClasses");
    for (unsigned r = 0; r < REPORTS; r++) {
        char rn[16];
        snprintf(rn, sizeof rn, "RC%02u", r + 1);
        open_el("ReportClass");
        leaf("Name", rn);
        leaf("Description", "Reported apart");
        object((const char *const[NCOLS]){top, rn, "REPCLASS"});
        close_el("ReportClass");
    }
    close_el("ReportClasses");
    open_el("Classifications");
    static const char *const subsys[] = {"JES", "STC", "CICS"};
    unsigned r = 0;
    for (unsigned s = 0; s < 3; s++) {
        open_el("Classification");
        leaf("SubsystemType", subsys[s]);
        const char *dflt = s == 2 ? "SC04" : "SC01";
        leaf("DefaultServiceClassName", dflt);
        object((const char *const[NCOLS]){top, subsys[s], "CLASSIFICATION", [C_SUBSYS] = subsys[s],
                                          [C_SCLASS] = dflt});
        open_el("ClassificationRules");
        for (unsigned k = 0; k < (s < 2 ? 7u : 6u); k++, r++) {
            /* CICS work takes single-period response-time goals only (the classes c % 5 == 3) */
            char v[16], sc[16], rc[16];
            snprintf(v, sizeof v, "%.1s%06u*", subsys[s], r);
            unsigned other = r % 16;   /* the 16 classes CICS does not use: not c % 5 == 3 */
            snprintf(sc, sizeof sc, "SC%02u", s == 2 ? 4 + 5 * (r % 4) : 1 + other + (other + 1) / 4);
            snprintf(rc, sizeof rc, "RC%02u", 1 + r % REPORTS);
            rule(top, r, k % 2 ? "Userid" : "TransactionName", v, sc, r % 2 ? rc : NULL, 0,
                 s == 2 ? "SC09" : "SC02");
        }
        close_el("ClassificationRules");
        close_el("Classification");
    }
    close_el("Classifications");
    depth--;
    put("</ServiceDefinition>");
    if (fclose(out) != 0) {
        fprintf(stderr, "genwlm: %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    unsigned n = 1000;
    const char *dir = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
            n = (unsigned)strtoul(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "-c") == 0 && i + 1 < argc) {
            if (!(csv = fopen(argv[++i], "w"))) {
                fprintf(stderr, "genwlm: %s: %s\n", argv[i], strerror(errno));
                return 73;
            }
            for (int c = 0; c < NCOLS; c++)
                fprintf(csv, "%s%c", csv_names[c], c + 1 < NCOLS ? ',' : '\n');
        } else if (argv[i][0] != '-' && !dir)
            dir = argv[i];
        else
            dir = NULL, i = argc;
    }
    if (!dir || n == 0 || n > 99999) {
        fprintf(stderr, "usage: genwlm [-n N (1-99999)] [-c CSV] DIR\n");
        return 64;
    }
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "genwlm: %s: %s\n", dir, strerror(errno));
        return 73;
    }
    for (unsigned d = 1; d <= n; d++)
        if (definition(dir, d) < 0)
            return 73;
    if (csv && fclose(csv) != 0) {
        fprintf(stderr, "genwlm: the CSV file: %s\n", strerror(errno));
        return 73;
    }
    printf("%u %lu %lu %lu\n", n, objects, lines, bytes);
    return 0;
}
