/* import/tp1def/tp1_read.c — a node's definition directory read as one unit (tp1def.h).
 *
 * The directory ($DCCONFPATH) holds the system definitions by their file names (System Definition
 * DEFI0019): betranrc, scd, usrconf and usrrc are modelled (tp1_file_kind), every other file that
 * holds a service_group operand is a user service definition, the other system definitions are
 * kept as read, and a file that is none of these is kept too, with TP1104. --uap-conf DIR
 * ($DCUAPCONFPATH) adds the user service definitions of DIR to the same node. A directory replaces
 * its node's definitions whole; the node's own values (host, port, version, TP1/Extension 1, client
 * settings), which no file states, stay. */
#include "import/tp1def/tp1_apply.h"
#include "import/tp1def/tp1def.h"
#include "import/import_input.h"
#include "model/tp1/tp1.h"

#include <stdio.h>
#include <string.h>

static const struct import_option_def node_option = {
    .name = "node", .system = "tp1", .what = "a node name", .names = "the node", .metavar = "NAME",
    .label = "Node", .help = "the node (OpenTP1 system) whose definition directory follows",
    .type = IMPORT_OPT_NAME, .kind = "NODE"};

static const struct import_option_def uap_option = {
    .name = "uap-conf", .system = "tp1", .what = "a directory", .metavar = "DIR",
    .names = "the directory of user service definitions", .label = "$DCUAPCONFPATH",
    .help = "the directory of user service definitions ($DCUAPCONFPATH) of the node directory "
            "after it; its files join that node",
    .type = IMPORT_OPT_TEXT};

static const struct import_option_def enc_option = IMPORT_ENCODING_OPTION("tp1");

static const struct import_option_def *const options[] = {&node_option, &uap_option, &enc_option, NULL};

/* The other system definitions of $DCCONFPATH (DEFI0019): kept as read, not reported. */
static const char *const system_files[] = {
    "env", "sysconf", "lck", "tim", "nam", "prc", "dcscdmlt", "trn", "xar", "itv", "sts", "jnl", "log",
    "nodeconf", "nodeaddr", "jar", "dam", "tam", "cltsrv", "ist", "rmm", "mcf", "que", "rap", "rpc",
    "prf", "ha", NULL};

static bool is_system_file(const char *name)
{
    for (size_t i = 0; system_files[i]; i++)
        if (strcmp(system_files[i], name) == 0)
            return true;
    return false;
}

static bool holds(const char *buf, size_t len, const char *word)
{
    size_t n = strlen(word);
    for (size_t i = 0; i + n <= len; i++)
        if (memcmp(buf + i, word, n) == 0)
            return true;
    return false;
}

/* A node's directory: one of the modelled definition files by its name, or a user service
 * definition (a file holding service_group) at its top. */
static enum import_claim detect(const struct import_input *in)
{
    for (size_t i = 0; i < in->nfiles; i++) {
        const struct import_entry *e = &in->files[i];
        if (!strchr(e->rel, '/') && (tp1_file_kind(e->rel) || holds(e->buf, e->len, "service_group")))
            return IMPORT_CERTAIN;
    }
    return IMPORT_NOT;
}

/* The kind of entry e, and whether it is a file wlmcon does not recognise. */
static const struct kind_def *entry_kind(const struct import_entry *e, bool uap, bool *unknown)
{
    const struct kind_def *k = uap ? NULL : tp1_file_kind(e->rel);
    *unknown = false;
    if (k)
        return k;
    if (holds(e->buf, e->len, "service_group"))
        return tp1_kind(TP1_USRSVC);
    *unknown = uap || !is_system_file(e->rel);
    return tp1_kind(TP1_DEFFILE);
}

/* Reads entry e of a node directory (uap: of the --uap-conf directory) into node. */
static enum import_status read_entry(struct import_run *run, const struct import_input *in,
                                     const struct import_entry *e, struct pol_object *node, bool uap)
{
    if (strchr(e->rel, '/')) {
        diag_add(run->diags, SEV_INFO, "TP1104", (struct diag_at){e->name, 0, 0, NULL, NULL},
                 "a file in a subdirectory: not read, and not written back");
        return IMPORT_OK;
    }
    bool unknown;
    const struct kind_def *k = entry_kind(e, uap, &unknown);
    if (pol_find(node, k->ns, e->rel)) {
        diag_add(run->diags, SEV_ERROR, "TP1102", (struct diag_at){e->name, 0, 0, NULL, NULL},
                 "%s is in the node directory and in the --uap-conf directory", e->rel);
        return IMPORT_DATAERR;
    }
    struct pol_object *obj = pol_new(run->pol, k, node, e->rel);
    struct layout_file *f = obj ? import_layout_file(run, in, e, node, "SHIFT_JIS") : NULL;
    if (!f)
        return IMPORT_NOMEM;
    obj->src = (struct pol_src){f->path, {1, 1}};
    run->sum->defined++;
    if (unknown) {
        diag_add(run->diags, SEV_INFO, "TP1104", (struct diag_at){f->path, 1, 1, NULL, NULL},
                 "%s is no definition file wlmcon knows: kept and written back as it is", e->rel);
        return IMPORT_OK;
    }
    return tp1_apply_file(run, f, obj);
}

/* Empties node of the definitions a directory read before gave it; its own values stay. */
static void replace(struct pol_object *node, const char *src)
{
    enum pol_change was = node->change;
    pol_delete(node);   /* every object under it deleted; its list of live children emptied */
    node->first = node->last = NULL;
    node->change = was == POL_NEW ? POL_NEW : POL_CHANGED;
    node->nparams = 0;
    node->scope->replace = true;
    node->layout = NULL;
    node->src = (struct pol_src){src, {1, 1}};
}

/* The user service definitions of the --uap-conf directory dir, into node. */
static enum import_status read_uap(struct import_run *run, const struct import_input *in, const char *dir,
                                   struct pol_object *node)
{
    struct import_input uin = {.path = dir, .name = dir, .format = in->format};
    struct import_inbuf b = {0};
    enum import_status st = import_input_load(run, &uin, &b);
    for (size_t i = 0; st == IMPORT_OK && i < uin.nfiles; i++) {
        enum import_status s = read_entry(run, in, &uin.files[i], node, true);
        st = s == IMPORT_NOMEM || st == IMPORT_OK ? s : st;
    }
    import_inbuf_free(&b);
    return st;
}

static enum import_status read_dir(struct import_run *run, const struct import_input *in)
{
    const char *name = import_option(in, "node");
    if (!name) {
        diag_add(run->diags, SEV_ERROR, "TP1101", (struct diag_at){in->name, 0, 0, NULL, NULL},
                 "an OpenTP1 definition directory names no node: give --node NAME before it");
        return IMPORT_DATAERR;
    }
    struct pol_object *node;
    enum import_status st = import_top(run, tp1_kind(TP1_NODE), name, &node);
    if (st != IMPORT_OK)
        return st;
    replace(node, pol_intern(run->pol, in->name));
    for (size_t i = 0; i < in->nfiles && st != IMPORT_NOMEM; i++) {
        enum import_status s = read_entry(run, in, &in->files[i], node, false);
        st = s == IMPORT_NOMEM || st == IMPORT_OK ? s : st;
    }
    const char *uap = import_option(in, "uap-conf");
    if (uap && st != IMPORT_NOMEM) {
        enum import_status s = read_uap(run, in, uap, node);
        st = s == IMPORT_NOMEM || st == IMPORT_OK ? s : st;
    }
    return st;
}

const struct import_format tp1def_format = {
    .name = "TP1 def",
    .system = "tp1",
    .certainty = IMPORT_SIGNED,   /* its options listed after MQ's on the Import panel */
    .directory = true,
    .options = options,
    .detect = detect,
    .read = read_dir,
    .what = "an OpenTP1 node's definition directory (betranrc, scd…)",
};
