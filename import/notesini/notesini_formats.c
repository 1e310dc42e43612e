/* import/notesini/notesini_formats.c — Domino's readers with their options, and its writers; see
 * notesini_formats.h. */
#include "import/notesini/notesini_formats.h"

#include "model/domino/domino.h"

/* Why value cannot be --server: not a hierarchical name. */
static const char *server_problem(const char *value)
{
    char canon[DOMINO_NAME_MAX + 1];
    return domino_name_canonical(value, canon, sizeof canon) == 0
               ? NULL : "is not a hierarchical name (CN=Alpha/O=Example, Alpha/Example or Alpha)";
}

static const struct import_option_def server_option = {
    .name = "server", .system = "domino", .what = "a Domino server name", .names = "the server",
    .metavar = "NAME", .label = "Domino server",
    .help = "the server of the NOTES.INI files after it that name none (ServerName=); when a file names "
            "one, the two must name the same server",
    .type = IMPORT_OPT_TEXT, .value_problem = server_problem};

static const struct import_option_def cluster_option = {
    .name = "cluster", .system = "domino", .what = "a Domino cluster name", .names = "the cluster",
    .metavar = "NAME", .label = "Cluster",
    .help = "the cluster of the servers of the NOTES.INI files after it (kept in the Domino Directory, "
            "not in NOTES.INI); without it a server keeps its stored cluster, '' removes it",
    .type = IMPORT_OPT_TEXT, .empty = "no cluster"};

static const struct import_option_def encoding_option = IMPORT_ENCODING_OPTION("domino");

static const struct import_option_def *const ini_options[] = {&server_option, &cluster_option, &encoding_option,
                                                               NULL};

static const struct import_format notesini_format = {
    .name = "NOTES.INI", .system = "domino", .certainty = IMPORT_SIGNED, .options = ini_options,
    .detect = notesini_detect, .read = notesini_read,
    .what = "a Domino server's NOTES.INI ([Notes], ServerName=)"};

static const struct import_format replicas_format = {
    .name = "Replicas", .system = "domino", .certainty = IMPORT_MARKED, .detect = replicas_detect,
    .read = replicas_read, .what = "a Domino replica list (CSV)"};

const struct import_format *const domino_readers[] = {&notesini_format, &replicas_format, NULL};

const struct export_format *const domino_writers[] = {&notesini_export_format, &replicas_export_format, NULL};
