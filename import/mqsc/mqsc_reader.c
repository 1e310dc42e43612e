/* import/mqsc/mqsc_reader.c — the MQSC reader: one runmqsc script or dmpmqcfg dump into the policy.
 *
 * A dump (recognised by its header) replaces its queue manager whole; a plain script applies in
 * order like runmqsc, to the queue manager named by --qmgr. The file is read once, command by
 * command: lexer (mqsc_lex.c), parser (mqsc_parse.c), then the object commands (mqsc_apply.c) or
 * the records (mqsc_records.c). File-level findings (DISPLAY and END commands, `#` lines, long
 * lines, a missing footer) are reported once per file, at the end. */
#include "import/mqsc/mqsc_reader.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "import/mqsc/mqsc_header.h"
#include "model/mq/mq_model.h"

bool mqsc_detect(const char *buf, size_t len)
{
    if (memchr(buf, '\0', len))
        return false;
    size_t i = import_text_start(buf, len);
    while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\r' || buf[i] == '\n'))
        i++;
    if (i == len || buf[i] == '*' || buf[i] == '#' || (buf[i] >= 'A' && buf[i] <= 'Z') ||
        (buf[i] >= 'a' && buf[i] <= 'z'))
        return true;
    return mqsc_find_transcript(buf, len) != 0;
}

/* Copies a header value into rd->key (NUL-terminated) and returns it. */
static const char *hval(struct mqsc_reader *rd, const struct mqsc_hval *v)
{
    rd->key.len = 0;
    tb_putn(&rd->key, v->s ? v->s : "", v->n);
    return rd->key.oom ? "" : rd->key.buf;
}

/* A dump says everything its queue manager holds: what was there goes, and the header's host,
 * platform and command level are recorded. */
static int replace_all(struct mqsc_reader *rd, const struct mqsc_header *h)
{
    struct policy *pol = rd->run->pol;
    struct pol_object *top = rd->top;
    enum pol_change was = top->change;
    pol_delete(top);
    top->change = was == POL_NEW ? POL_NEW : POL_CHANGED;
    for (unsigned i = 0; i < top->kind->nattrs; i++)
        pol_set(pol, top, (int)i, NULL, (struct pol_pos){0, 0});
    top->nparams = 0;
    top->scope->replace = true;
    top->src = (struct pol_src){rd->src, {1, 1}};
    const struct {
        const char *key;
        const struct mqsc_hval *v;
    } hdr[] = {{"host", &h->host}, {"platform", &h->platform}, {"cmdlevel", &h->cmdlevel}};
    for (size_t i = 0; i < sizeof hdr / sizeof hdr[0]; i++) {
        if (!hdr[i].v->n)
            continue;
        int idx = schema_attr_index(top->kind, hdr[i].key);
        const char *v = hval(rd, hdr[i].v), *rule = NULL;
        struct pol_pos at = {hdr[i].v->line, hdr[i].v->col};
        char msg[512];
        if (mq_value_problem(top->kind->attrs[idx], v, &rule, msg, sizeof msg))
            mqsc_report(rd, SEV_ERROR, rule, at, NULL, NULL, "dmpmqcfg header: %s", msg);
        else if (pol_set(pol, top, idx, v, at))
            return -1;
    }
    return 0;
}

/* The platform --platform gives (zos, unix, windows, in any case), as dmpmqcfg's header spells it
 * (MVS, UNIX, WINDOWSNT); NULL when none is given, and "" when the value is not one of them. */
static const char *given_platform(const struct import_input *in)
{
    static const struct {
        const char *given, *spelt;
    } names[] = {{"zos", "MVS"}, {"z/os", "MVS"}, {"mvs", "MVS"}, {"unix", "UNIX"}, {"linux", "UNIX"},
                 {"aix", "UNIX"}, {"windows", "WINDOWSNT"}, {"windowsnt", "WINDOWSNT"}};
    const char *v = import_option(in, "platform");
    for (size_t i = 0; v && i < sizeof names / sizeof names[0]; i++)
        if (strcasecmp(v, names[i].given) == 0)
            return names[i].spelt;
    return v ? "" : NULL;
}

/* Sets the queue manager's platform from --platform, which must agree with a dump's header.
 * Returns IMPORT_OK, IMPORT_DATAERR (reported) or IMPORT_NOMEM. */
static enum import_status set_platform(struct mqsc_reader *rd)
{
    const char *p = given_platform(rd->in), *had = pol_get_key(rd->top, "platform");
    if (!p)
        return IMPORT_OK;
    if (!*p || (rd->dump && had && strcmp(had, p) != 0)) {
        mqsc_report(rd, SEV_ERROR, "MQ106", (struct pol_pos){1, 1}, NULL, NULL,
                    *p ? "--platform %s, but the dump's header says platform %s"
                       : "--platform %s: the platform must be zos, unix or windows%s",
                    import_option(rd->in, "platform"), *p ? had : "");
        return IMPORT_DATAERR;
    }
    int idx = schema_attr_index(rd->top->kind, "platform");
    return pol_set(rd->run->pol, rd->top, idx, p, (struct pol_pos){1, 1}) ? IMPORT_NOMEM : IMPORT_OK;
}

/* Finds the queue manager the file applies to, before its first command (at first): the header's
 * or --qmgr's (they must agree). Returns IMPORT_OK, IMPORT_DATAERR (the file is refused, reported),
 * or the failure of loading it. */
static enum import_status start(struct mqsc_reader *rd, const struct mqsc_header *h, struct pol_pos first)
{
    const char *given = import_option(rd->in, "qmgr"), *name = given;
    struct pol_pos at = {0, 0};
    if (h->dump) {
        name = hval(rd, &h->qmgr);
        at = (struct pol_pos){h->qmgr.line, h->qmgr.col};
        if (given && !mq_name_eq(name, given)) {
            mqsc_report(rd, SEV_ERROR, "MQ106", at, NULL, NULL,
                        "this dump is of queue manager %s, but --qmgr names %s", name, given);
            return IMPORT_DATAERR;
        }
    }
    if (!name) {
        mqsc_report(rd, SEV_ERROR, "MQ106", at, NULL, NULL,
                    "no queue manager: the file has no dmpmqcfg header naming one; "
                    "give --qmgr NAME before it");
        return IMPORT_DATAERR;
    }
    const char *why = mq_name_problem(mq_kind(MQ_QMGR), name, NULL);
    if (why) {
        mqsc_report(rd, SEV_ERROR, "MQ005", at, NULL, NULL, "queue manager name '%s' %s", name, why);
        return IMPORT_DATAERR;
    }
    enum import_status st = import_top(rd->run, mq_kind(MQ_QMGR), name, &rd->top);
    if (st != IMPORT_OK)
        return st;
    if (!rd->top->src.file)
        rd->top->src = (struct pol_src){rd->src, first};
    if (h->dump && replace_all(rd, h))
        st = IMPORT_NOMEM;
    rd->dump = h->dump;
    return st == IMPORT_OK ? set_platform(rd) : st;
}

/* Whether s[0..n) holds a byte below 0x20 other than a tab, 0x7f, or a C1 control (C2 80 to C2 9F:
 * schema_control_char's characters), eight bytes at a time: nearly every command holds none. */
static bool has_control(const char *s, size_t n)
{
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, sizeof w);
        uint64_t del = w ^ (0x7f * ones), c2 = w ^ (0xc2 * ones);
        /* a byte below 0x20, or one equal to 0x7f or 0xC2 (exact tests, no byte missed) */
        if (((w - 0x20 * ones) & ~w & highs) || ((del - ones) & ~del & highs) || ((c2 - ones) & ~c2 & highs))
            break;
    }
    for (; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if ((c < 0x20 && c != '\t') || c == 0x7f ||
            (c == 0xc2 && i + 1 < n && (unsigned char)s[i + 1] >= 0x80 && (unsigned char)s[i + 1] < 0xa0))
            return true;
    }
    return false;
}

/* Whether any text of cmd (its logical text, its read-only lines), where every parameter's value
 * comes from, holds a control character other than a tab. */
static bool cmd_has_control(const struct mqsc_cmd *cmd)
{
    if (has_control(cmd->text, cmd->len))
        return true;
    for (size_t r = 0; r < cmd->nro; r++)
        if (has_control(cmd->ro[r].s, cmd->ro[r].n))
            return true;
    return false;
}

/* Reports every parameter of st (parsed from cmd) whose value holds a control character other than
 * a tab, which no export of the store could write back (schema_control_char); returns how many. */
static size_t control_chars(struct mqsc_reader *rd, const struct mqsc_cmd *cmd, const struct mqsc_stmt *st)
{
    size_t bad = 0;
    if (!cmd_has_control(cmd))
        return 0;
    for (size_t i = 0; i < st->nparams; i++) {
        const struct mqsc_param *p = &st->params[i];
        const char *cc = p->raw ? schema_control_char(p->raw) : NULL;
        if (cc && ++bad)
            mqsc_report(rd, SEV_ERROR, "MQ005", p->val_pos, NULL, p->kw,
                        "%s holds a control character (0x%02X), which no export can carry: only a tab is "
                        "allowed", p->kw, schema_control_code(cc));
    }
    return bad;
}

static int dispatch(struct mqsc_reader *rd, const struct mqsc_cmd *cmd, const struct mqsc_stmt *st)
{
    if (st->verb != MQSC_V_DISPLAY && st->verb != MQSC_V_END && control_chars(rd, cmd, st))
        return 0;
    switch (st->verb) {
    case MQSC_V_NONE:
        return 0;
    case MQSC_V_DELETE:
        if (st->objtype && strcmp(st->objtype, "AUTHREC") == 0)
            return mqsc_apply_record(rd, st);
        return mqsc_apply_object(rd, st);
    case MQSC_V_DEFINE:
    case MQSC_V_ALTER:
        return mqsc_apply_object(rd, st);
    case MQSC_V_DISPLAY:
    case MQSC_V_END:
        mqsc_lines_add(&rd->dropped, st->pos.line);
        return 0;
    default:
        return mqsc_apply_record(rd, st);
    }
}

/* The first byte outside a comment line that is not UTF-8, as line and column; false when none. */
static bool first_non_utf8(const char *buf, size_t len, struct pol_pos *at)
{
    /* a file that is UTF-8 whole is so line by line ('\n' is in no sequence): one pass */
    if (import_utf8_prefix(buf, len) == len)
        return false;
    uint32_t line = 1;
    for (size_t i = 0; i < len; line++) {
        const char *nl = memchr(buf + i, '\n', len - i);
        size_t end = nl ? (size_t)(nl - buf) : len, s = i;
        while (s < end && (buf[s] == ' ' || buf[s] == '\t'))
            s++;
        size_t ok = import_utf8_prefix(buf + i, end - i);
        if ((s == end || buf[s] != '*') && ok < end - i) {
            *at = (struct pol_pos){line, (uint32_t)ok + 1};
            return true;
        }
        i = end + 1;
    }
    return false;
}

/* The findings that concern the file as a whole, once per file. */
static void file_notes(struct mqsc_reader *rd, const struct mqsc_lexer *lx, const struct mqsc_header *h)
{
    char lines[160];
    if (rd->dropped.n)
        mqsc_report(rd, SEV_WARNING, "MQ109", (struct pol_pos){rd->dropped.v[0], 1}, NULL, NULL,
                    "DISPLAY and END commands are not imported: line%s %s", rd->dropped.n > 1 ? "s" : "",
                    mqsc_lines_format(&rd->dropped, lines, sizeof lines));
    if (lx->hash_lines.n)
        mqsc_report(rd, SEV_WARNING, "MQ027", (struct pol_pos){lx->hash_lines.v[0], 1}, NULL, NULL,
                    "'#' does not start a comment in MQSC (runmqsc would reject the line); skipped line%s %s",
                    lx->hash_lines.n > 1 ? "s" : "", mqsc_lines_format(&lx->hash_lines, lines, sizeof lines));
    if (lx->nlong && mq_platform_of(rd->top) == MQ_PLATFORM_ZOS) /* only z/OS reads columns 1 to 72 */
        mqsc_report(rd, SEV_WARNING, "MQ105", (struct pol_pos){lx->long_line, 73}, NULL, NULL,
                    "%zu line%s go%s past column 72 (the first is line %u): z/OS reads only columns 1 to 72",
                    lx->nlong, lx->nlong > 1 ? "s" : "", lx->nlong > 1 ? "" : "es", (unsigned)lx->long_line);
    struct pol_pos at;
    if (first_non_utf8(rd->in->buf, rd->in->len, &at))
        mqsc_report(rd, SEV_WARNING, "MQ111", at, NULL, NULL,
                    "a byte that is not UTF-8 (the file is in another code page, such as ISO 8859-1): "
                    "kept as read, but the YAML export cannot carry it; convert the file to UTF-8 "
                    "(iconv -f ISO-8859-1 -t UTF-8) and import it again");
    if (h->dump && !h->footer)
        mqsc_report(rd, SEV_WARNING, "MQ103", (struct pol_pos){lx->line > 1 ? lx->line - 1 : 1, 1}, NULL,
                    NULL, "the dmpmqcfg footer (\"Script ended on …\") is missing: the dump is possibly "
                    "truncated");
}

/* Reads the commands of the file in order. */
static enum import_status read_commands(struct mqsc_reader *rd, struct mqsc_lexer *lx, struct mqsc_header *h)
{
    struct mqsc_cmd cmd = {0};
    struct mqsc_stmt st = {0};
    enum import_status status = IMPORT_OK;
    for (;;) {
        if ((status = import_tick(rd->run, (uint64_t)(lx->p - rd->in->buf))) != IMPORT_OK)
            break;
        enum mqsc_item it = mqsc_lex_next(lx, &cmd);
        if (it == MQSC_END || it == MQSC_NOMEM) {
            status = it == MQSC_NOMEM ? IMPORT_NOMEM : IMPORT_OK;
            break;
        }
        if (it == MQSC_COMMENT) {
            mqsc_header_comment(h, lx->comment, lx->comment_len, lx->comment_line);
            continue;
        }
        mqsc_header_command(h);
        if (!rd->top && (status = start(rd, h, (struct pol_pos){cmd.line, cmd.col})) != IMPORT_OK)
            break;
        int r = mqsc_parse(&cmd, &st, &rd->w);
        if (r > 0)
            rd->errors++;
        if (r < 0 || (r == 0 && dispatch(rd, &cmd, &st) < 0) || rd->val.oom || rd->key.oom) {
            status = IMPORT_NOMEM;
            break;
        }
    }
    mqsc_cmd_free(&cmd);
    mqsc_stmt_free(&st);
    return status;
}

enum import_status mqsc_read(struct import_run *run, const struct import_input *in)
{
    struct mqsc_reader rd = {.run = run, .in = in, .w = {in->name, run->diags}};
    uint32_t t = mqsc_find_transcript(in->buf, in->len);
    if (t) {
        mqsc_report(&rd, SEV_ERROR, "MQ104", (struct pol_pos){t, 1}, NULL, NULL,
                    "this is the output of runmqsc (line %u is one of its messages), not MQSC input: import "
                    "the commands themselves, or a dmpmqcfg dump", (unsigned)t);
        return IMPORT_DATAERR;
    }
    if (!(rd.src = pol_intern(run->pol, in->name)))
        return IMPORT_NOMEM;
    struct mqsc_lexer lx;
    struct mqsc_header h;
    mqsc_checked_init(&rd.checked);   /* without it every value is checked */
    mqsc_lex_init(&lx, in->buf, in->len, in->name, run->diags);
    mqsc_header_init(&h);
    enum import_status status = read_commands(&rd, &lx, &h);
    if (status == IMPORT_OK && !rd.top && h.dump)
        status = start(&rd, &h, (struct pol_pos){1, 1});
    if (status == IMPORT_OK)
        file_notes(&rd, &lx, &h);
    tb_free(&rd.val);
    tb_free(&rd.key);
    mqsc_checked_free(&rd.checked);
    if (status == IMPORT_OK && (rd.errors || lx.errors))
        status = IMPORT_DATAERR;
    return status;
}
