/* tests/tsys_read.c — the test system's readers; see tsys.h. A directory reader ("TSYS site": a
 * site's directory, known by its site.conf, the files read together) and a file reader ("TSYS
 * list": known by its name, *.tsys), each with options of its own of every value type, reaching
 * the import, the command line and the Import panel through their declarations alone. */
#include "tests/tsys.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import_run.h"

static const struct import_option_def site_option = {
    .name = "site", .system = "tst", .what = "a site name", .names = "the site", .metavar = "NAME",
    .label = "Site", .help = "the site of the site directories after it whose site.conf names none",
    .type = IMPORT_OPT_NAME, .kind = "SITE"};

static const struct import_option_def tier_option = {
    .name = "tier", .system = "tst", .what = "a tier from 1 to 9", .names = "the tier", .metavar = "N",
    .label = "Tier", .help = "the tier of the site directories after it, as their description says",
    .type = IMPORT_OPT_INT, .min = 1, .max = 9};

static const struct import_option_def zone_option = {
    .name = "zone", .system = "tst", .what = "a zone", .names = "the zone", .metavar = "TEXT",
    .label = "Zone", .help = "the description of the sites of the server lists after it",
    .type = IMPORT_OPT_TEXT};

static const struct attr_choice states[] = {{"active", "takes work"}, {"quiesced", "takes no new work"},
                                            {NULL, NULL}};

static const struct import_option_def state_option = {
    .name = "state", .system = "tst", .what = "active or quiesced", .names = "the state",
    .metavar = "active|quiesced", .label = "State", .help = "the state of the servers of the server lists after it",
    .type = IMPORT_OPT_CHOICE, .choices = states};

static const struct import_option_def *const dir_options[] = {&site_option, &tier_option, NULL};
static const struct import_option_def *const list_options[] = {&zone_option, &state_option, NULL};

/* Reports a problem of a reader at name:line:col. */
static void problem(struct import_run *run, const char *name, unsigned line, unsigned col, const char *msg,
                    const char *what)
{
    diag_add(run->diags, SEV_ERROR, "TST101", (struct diag_at){name, line, col, NULL, NULL}, "%s%s", msg, what);
}

/* Adds server `name` with weight text w (line:col of it in file) to site; a weight that is no
 * number from 1 to 99 is reported. Returns IMPORT_OK, IMPORT_DATAERR or IMPORT_NOMEM. */
static enum import_status add_server(struct import_run *run, struct pol_object *site, const char *file,
                                     unsigned line, unsigned col, const char *name, const char *w,
                                     const char *state)
{
    char *end;
    long v = strtol(w, &end, 10);
    if (*end || v < 1 || v > 99) {
        problem(run, file, line, col, "weight must be from 1 to 99: ", w);
        return IMPORT_DATAERR;
    }
    struct pol_object *srv = pol_new(run->pol, tsys_kind(TSYS_SERVER), site, name);
    if (!srv || pol_set(run->pol, srv, schema_attr_index(srv->kind, "weight"), w, (struct pol_pos){line, col}) ||
        (state && pol_set(run->pol, srv, schema_attr_index(srv->kind, "state"), state, (struct pol_pos){line, 1})))
        return IMPORT_NOMEM;
    run->sum->defined++;
    return IMPORT_OK;
}

/* Reads lines "SERVER WEIGHT" of buf[0..len) into site; blank lines are skipped. */
static enum import_status read_servers(struct import_run *run, struct pol_object *site, const char *file,
                                       const char *buf, size_t len, const char *state)
{
    enum import_status st = IMPORT_OK;
    unsigned line = 1;
    for (size_t i = 0; i < len; line++) {
        const char *nl = memchr(buf + i, '\n', len - i);
        size_t n = nl ? (size_t)(nl - (buf + i)) : len - i;
        char text[128], name[64], w[32];
        snprintf(text, sizeof text, "%.*s", (int)(n < sizeof text ? n : sizeof text - 1), buf + i);
        int at = 0;
        if (sscanf(text, "%63s %n%31s", name, &at, w) == 2) {
            enum import_status s = add_server(run, site, file, line, (unsigned)at + 1, name, w, state);
            st = s == IMPORT_NOMEM || st == IMPORT_OK ? s : st;
        } else if (strspn(text, " \t\r") != strlen(text)) {
            problem(run, file, line, 1, "a server line is a name and a weight", "");
            st = st == IMPORT_OK ? IMPORT_DATAERR : st;
        }
        i += n + 1;
    }
    return st;
}

/* A site's directory: its site.conf says so. */
static enum import_claim dir_claim(const struct import_input *in)
{
    for (size_t i = 0; i < in->nfiles; i++)
        if (strcmp(in->files[i].rel, "site.conf") == 0)
            return IMPORT_CERTAIN;
    return IMPORT_NOT;
}

/* site.conf: "name SITE" (else --site gives it); every other file: servers, a line each. The
 * site's description is "tier N" with --tier. */
static enum import_status dir_read(struct import_run *run, const struct import_input *in)
{
    const struct import_entry *conf = NULL;
    char name[64] = "";
    for (size_t i = 0; i < in->nfiles; i++)
        if (strcmp(in->files[i].rel, "site.conf") == 0)
            conf = &in->files[i];
    if (conf && conf->len > 5 && strncmp(conf->buf, "name ", 5) == 0)
        snprintf(name, sizeof name, "%.*s", (int)strcspn(conf->buf + 5, "\r\n"), conf->buf + 5);
    else if (import_option(in, "site"))
        snprintf(name, sizeof name, "%s", import_option(in, "site"));
    if (!*name) {
        problem(run, conf->name, 1, 1, "no site name: give name SITE here or --site", "");
        return IMPORT_DATAERR;
    }
    struct pol_object *site;
    enum import_status st = import_top(run, tsys_kind(TSYS_SITE), name, &site);
    const char *tier = import_option(in, "tier");
    char descr[32];
    snprintf(descr, sizeof descr, "tier %s", tier ? tier : "");
    if (st == IMPORT_OK && tier && pol_set(run->pol, site, schema_attr_index(site->kind, "descr"), descr,
                                           (struct pol_pos){1, 1}))
        st = IMPORT_NOMEM;
    for (size_t i = 0; i < in->nfiles && st != IMPORT_NOMEM; i++)
        if (&in->files[i] != conf) {
            enum import_status s = read_servers(run, site, in->files[i].name, in->files[i].buf, in->files[i].len, NULL);
            st = st == IMPORT_OK ? s : st;
        }
    return st;
}

/* A server list is known by its name: *.tsys. */
static enum import_claim list_claim(const struct import_input *in)
{
    size_t n = strlen(in->path);
    return n > 5 && strcmp(in->path + n - 5, ".tsys") == 0 ? IMPORT_CERTAIN : IMPORT_NOT;
}

/* The site of the file's base name (without .tsys), its servers a line each; --zone is the site's
 * description, --state every server's state. */
static enum import_status list_read(struct import_run *run, const struct import_input *in)
{
    const char *base = strrchr(in->path, '/');
    base = base ? base + 1 : in->path;
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(strlen(base) - 5), base);
    struct pol_object *site;
    enum import_status st = import_top(run, tsys_kind(TSYS_SITE), name, &site);
    const char *zone = import_option(in, "zone"), *state = import_option(in, "state");
    char up[16] = "";
    for (size_t i = 0; state && state[i] && i + 1 < sizeof up; i++)
        up[i] = (char)(state[i] >= 'a' && state[i] <= 'z' ? state[i] - 'a' + 'A' : state[i]);
    if (st == IMPORT_OK && zone &&
        pol_set(run->pol, site, schema_attr_index(site->kind, "descr"), zone, (struct pol_pos){1, 1}))
        st = IMPORT_NOMEM;
    return st == IMPORT_OK ? read_servers(run, site, in->name, in->buf, in->len, state ? up : NULL) : st;
}

static const struct import_format dir_format = {
    .name = "TSYS site", .system = "tst", .certainty = IMPORT_MARKED, .directory = true,
    .options = dir_options, .detect = dir_claim, .read = dir_read,
    .what = "a test site's directory (site.conf and server lists)"};

static const struct import_format list_format = {
    .name = "TSYS list", .system = "tst", .certainty = IMPORT_MARKED, .options = list_options,
    .detect = list_claim, .read = list_read, .what = "a test server list (*.tsys)"};

const struct import_format *const tsys_readers[] = {&dir_format, &list_format, &tsys_ini_format, NULL};
