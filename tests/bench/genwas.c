/* tests/bench/genwas.c — a synthetic WebSphere for z/OS estate for the benchmarks: N application
 * servers, one workload classification document each (DIR/CELL.NODE.server.xml: the file's name
 * gives the --was-server it is imported with), in the layout of IBM's "Workload classification
 * file" topic: the XML declaration and DOCTYPE, two blanks per level.
 *
 * Servers are ten to a node (BNODE0001 …) and a thousand to a cell (BCELL01 …), named in mixed
 * case (bsr00001 …). Each document has 101 objects: the document, six elements (InboundClassification
 * of types http, iiop, mdb and internal, a SibClassification and a WMQRAClassification, each with
 * its default transaction class) and 94 entries: 48 http_classification_info entries by URI (every
 * fourth with a nested entry by host and port: 60 in all), 16 iiop_classification_info entries by
 * application name (an attribute kept verbatim), 10 classificationentry (MDB) entries, and 4
 * sib_classification_info and 4 wmqra_classification_info entries. With the server the estate has
 * 102 objects a server, and one more per node and per cell. The content is a
 * function of N alone; every transaction class is valid (WAS004).
 *
 * -c CSV also writes the sqlite3 yardstick's input: one row per object, 12 columns (top, name,
 * kind, then element, type, transaction class, host, port, uri, description, default transaction
 * class), empty where the object has none; unnamed objects are named by their place
 * (bsr00001.G1.E07.1) so that (top, kind, name) is a key; a header line first.
 *
 *   genwas [-n N] [-c CSV] DIR
 *                  prints "files objects lines bytes" on stdout; exit 0, 64 usage, 73 when a file
 *                  cannot be written. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { PER_NODE = 10, PER_CELL = 1000 };

static FILE *out, *csv;
static unsigned long lines, bytes, objects;

enum { C_TOP, C_NAME, C_KIND, C_ELEMENT, C_TYPE, C_TCLASS, C_HOST, C_PORT, C_URI, C_DESCR, C_DEFAULT, NCOLS };
static const char *const csv_names[NCOLS] = {"top", "name", "kind", "element", "type", "tclass", "host",
                                             "port", "uri", "descr", "default_tclass"};

/* One object: a CSV row of its values by column (NULL: empty) when -c was given. */
static void object(const char *const *col)
{
    objects++;
    if (!csv)
        return;
    for (int c = 0; c < NCOLS; c++)
        fprintf(csv, "%s%c", col[c] ? col[c] : "", c + 1 < NCOLS ? ',' : '\n');
}

/* One line, printf-formatted. */
static void put(const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    fprintf(out, "%s\n", buf);
    lines++;
    bytes += (unsigned long)n + 1;
}

/* An element (InboundClassification of type, or SibClassification / WMQRAClassification when
 * type is NULL: name is then the element) numbered g, with its default transaction class. */
static void element(const char *cell, const char *srv, unsigned g, const char *name, const char *type,
                    const char *dflt, char *place, size_t n)
{
    snprintf(place, n, "%s.G%u", srv, g);
    if (type)
        put("  <%s type=\"%s\" schema_version=\"1.0\" default_transaction_class=\"%s\">", name, type, dflt);
    else
        put("  <%s schema_version=\"1.0\" default_transaction_class=\"%s\">", name, dflt);
    object((const char *const[NCOLS]){cell, place, "GROUP", [C_ELEMENT] = name, [C_TYPE] = type,
                                      [C_DEFAULT] = dflt});
}

/* An entry of element `el` numbered e (sub: its nested number, 0 for none) with a transaction
 * class and one match attribute (key="value"), written whole when close is set. */
static void entry(const char *cell, const char *group, unsigned e, unsigned sub, const char *el, const char *tc,
                  const char *key, const char *value, int close)
{
    char place[96], descr[32];
    snprintf(place, sizeof place, sub ? "%s.E%02u.%u" : "%s.E%02u", group, e, sub);
    snprintf(descr, sizeof descr, "Work %u", e);
    put("%*s<%s transaction_class=\"%s\" %s=\"%s\" description=\"%s\"%s>", sub ? 6 : 4, "", el, tc, key, value,
        descr, close ? "/" : "");
    object((const char *const[NCOLS]){cell, place, "ENTRY", [C_ELEMENT] = el, [C_TCLASS] = tc,
                                      [C_HOST] = !strcmp(key, "host") ? value : NULL,
                                      [C_URI] = !strcmp(key, "uri") ? value : NULL, [C_DESCR] = descr});
}

/* Server number s (from 0) with its document; its node and cell first when it is their first. */
static int server(const char *dir, unsigned s)
{
    char cell[16], node[16], srv[16], path[4096], g[64], tc[16], v[64];
    snprintf(cell, sizeof cell, "BCELL%02u", s / PER_CELL + 1);
    snprintf(node, sizeof node, "BNODE%04u", s / PER_NODE + 1);
    snprintf(srv, sizeof srv, "bsr%05u", s + 1);
    if (s % PER_CELL == 0)
        object((const char *const[NCOLS]){cell, cell, "CELL"});
    if (s % PER_NODE == 0)
        object((const char *const[NCOLS]){cell, node, "NODE"});
    object((const char *const[NCOLS]){cell, srv, "SERVER"});
    snprintf(path, sizeof path, "%s/%s.%s.%s.xml", dir, cell, node, srv);
    if (!(out = fopen(path, "w"))) {
        fprintf(stderr, "genwas: %s: %s\n", path, strerror(errno));
        return -1;
    }
    put("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
    put("<!DOCTYPE Classification SYSTEM \"Classifications.dtd\">");
    put("<Classification schema_version=\"1.0\">");
    snprintf(v, sizeof v, "%s.DOC", srv);
    object((const char *const[NCOLS]){cell, v, "DOCUMENT"});
    element(cell, srv, 1, "InboundClassification", "http", "TCWEB", g, sizeof g);
    for (unsigned e = 1; e <= 48; e++) {
        snprintf(tc, sizeof tc, "TCW%03u", e);
        snprintf(v, sizeof v, "/app%02u/part%02u/*", e % 12, e);
        entry(cell, g, e, 0, "http_classification_info", tc, "uri", v, e % 4 != 0);
        if (e % 4 == 0) {
            snprintf(tc, sizeof tc, "TCN%03u", e);
            snprintf(v, sizeof v, "host%02u.example.com", e);
            entry(cell, g, e, 1, "http_classification_info", tc, "host", v, 1);
            put("    </http_classification_info>");
        }
    }
    put("  </InboundClassification>");
    element(cell, srv, 2, "InboundClassification", "iiop", "TCIIOP", g, sizeof g);
    for (unsigned e = 1; e <= 16; e++) {
        snprintf(tc, sizeof tc, "TCI%03u", e);
        snprintf(v, sizeof v, "Bank%02u", e);
        entry(cell, g, e, 0, "iiop_classification_info", tc, "application_name", v, 1);
    }
    put("  </InboundClassification>");
    element(cell, srv, 3, "InboundClassification", "mdb", "TCMDB", g, sizeof g);
    for (unsigned e = 1; e <= 10; e++) {
        snprintf(tc, sizeof tc, "TCM%03u", e);
        snprintf(v, sizeof v, "LP%02u", e);
        entry(cell, g, e, 0, "classificationentry", tc, "listener_port", v, 1);
    }
    put("  </InboundClassification>");
    element(cell, srv, 4, "InboundClassification", "internal", "TCINT", g, sizeof g);
    put("  </InboundClassification>");
    element(cell, srv, 5, "SibClassification", NULL, "TCSIB", g, sizeof g);
    for (unsigned e = 1; e <= 4; e++) {
        snprintf(tc, sizeof tc, "TCS%03u", e);
        snprintf(v, sizeof v, "BUS%02u", e);
        entry(cell, g, e, 0, "sib_classification_info", tc, "bus", v, 1);
    }
    put("  </SibClassification>");
    element(cell, srv, 6, "WMQRAClassification", NULL, "TCWMQ", g, sizeof g);
    for (unsigned e = 1; e <= 4; e++) {
        snprintf(tc, sizeof tc, "TCQ%03u", e);
        snprintf(v, sizeof v, "QM%02u", e);
        entry(cell, g, e, 0, "wmqra_classification_info", tc, "queueManager", v, 1);
    }
    put("  </WMQRAClassification>");
    put("</Classification>");
    if (fclose(out) != 0) {
        fprintf(stderr, "genwas: %s: %s\n", path, strerror(errno));
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
                fprintf(stderr, "genwas: %s: %s\n", argv[i], strerror(errno));
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
        fprintf(stderr, "usage: genwas [-n N (1-99999)] [-c CSV] DIR\n");
        return 64;
    }
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "genwas: %s: %s\n", dir, strerror(errno));
        return 73;
    }
    for (unsigned s = 0; s < n; s++)
        if (server(dir, s) < 0)
            return 73;
    if (csv && fclose(csv) != 0) {
        fprintf(stderr, "genwas: the CSV file: %s\n", strerror(errno));
        return 73;
    }
    printf("%u %lu %lu %lu\n", n, objects, lines, bytes);
    return 0;
}
