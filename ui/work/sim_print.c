/* ui/work/sim_print.c — the help, text and JSON of a simulation (`wlmcon simulate`, the Simulate panel's trace); see sim_print.h. */
#include <string.h>

#include "ui/work/sim_print.h"
#include "ui/work/jsonw.h"

void sim_print_wrap(FILE *out, const char *text, int indent, int col)
{
    const char *s = text;
    while (*s) {
        size_t word = strcspn(s, " ");
        if (col > indent && col + 1 + (int)word > 78) {
            fprintf(out, "\n%*s", indent, "");
            col = indent;
        } else if (col > indent) {
            fputc(' ', out);
            col++;
        }
        fwrite(s, 1, word, out);
        col += (int)word;
        s += word;
        while (*s == ' ')
            s++;
    }
    fputc('\n', out);
}

/* The width of the widest of the strings f(i) for i < n. */
#define WIDEST(n, expr, out)                                                                       \
    do {                                                                                           \
        out = 0;                                                                                   \
        for (size_t i = 0; i < (n); i++) {                                                         \
            size_t w_ = strlen(expr);                                                              \
            out = w_ > out ? w_ : out;                                                             \
        }                                                                                          \
    } while (0)

static void labels(FILE *out, const char *const *v, size_t n)
{
    if (!n)
        fputs("none", out);
    for (size_t i = 0; i < n; i++)
        fprintf(out, "%s%s", i ? ", " : "", v[i]);
}

/* "reason 2268 MQRC_CLUSTER_PUT_INHIBITED", or with reasons counted "restricted 3, down 7". */
static void reasons(FILE *out, const struct sim_result *r)
{
    if (!r->nreasons) {
        fprintf(out, "reason %d %s", r->reason, r->reason_text ? r->reason_text : "");
        return;
    }
    for (size_t i = 0; i < r->nreasons; i++)
        fprintf(out, "%s%s %llu", i ? ", " : "", r->reasons[i].name, r->reasons[i].count);
}

static void text_trace(FILE *out, const struct sim_engine *e, const struct sim_result *r)
{
    const struct sim_trace *t = &r->trace;
    fprintf(out, "\n%s %llu", sim_unit(e, false), t->message);
    if (t->decided_at != t->message)
        fprintf(out, " (bound by the choice made for %s %llu)", sim_unit(e, false), t->decided_at);
    fputs(":\n", out);
    for (size_t i = 0; i < t->nsteps; i++) {
        const struct sim_step *s = &t->steps[i];
        fprintf(out, "  %2zu %s: kept ", i + 1, s->step);
        labels(out, s->kept, s->nkept);
        fputs("; removed ", out);
        labels(out, s->removed, s->nremoved);
        fputc('\n', out);
        if (s->note) {
            fprintf(out, "%*s", 6, "");
            sim_print_wrap(out, s->note, 6, 6);
        }
    }
    if (t->chosen < 0 && t->why) {
        fprintf(out, "  not delivered: %s\n", t->why);
        return;
    }
    if (t->chosen < 0) {
        fprintf(out, "  not delivered: %d %s\n", r->reason, r->reason_text ? r->reason_text : "");
        return;
    }
    const struct sim_dest *d = &r->dests[t->chosen];
    fprintf(out, "  chosen: %s", d->name);
    for (size_t f = 0; f < e->ndest_fields; f++)
        if (e->text_fields & 1u << f)
            fprintf(out, " %s", d->fields[f]);
    fputs(d->local ? " (local)\n" : "\n", out);
}

int sim_print_text(FILE *out, const struct system_def *sys, const struct sim_result *r)
{
    const struct sim_engine *e = sys->sim;
    size_t wname, wf[8] = {0}, wcount = 0, wshare = 0;
    WIDEST(r->ndests, r->dests[i].name, wname);
    for (size_t f = 0; f < e->ndest_fields && f < 8; f++)
        WIDEST(r->ndests, r->dests[i].fields[f], wf[f]);
    char num[32];
    for (size_t i = 0; i < r->ndests; i++) {
        size_t a = (size_t)snprintf(num, sizeof num, "%llu", r->dests[i].count);
        unsigned sh = sim_share_tenths(r, r->dests[i].count);
        size_t b = (size_t)snprintf(num, sizeof num, "%u.%u%%", sh / 10, sh % 10);
        wcount = a > wcount ? a : wcount;
        wshare = b > wshare ? b : wshare;
    }
    for (size_t i = 0; i < r->ndests; i++) {
        const struct sim_dest *d = &r->dests[i];
        fprintf(out, "%-*s", (int)wname, d->name);
        for (size_t f = 0; f < e->ndest_fields && f < 8; f++)
            if (e->text_fields & 1u << f)
                fprintf(out, "  %-*s", (int)wf[f], d->fields[f]);
        unsigned sh = sim_share_tenths(r, d->count);
        snprintf(num, sizeof num, "%u.%u%%", sh / 10, sh % 10);
        fprintf(out, "  %*llu  %*s%s\n", (int)wcount, d->count, (int)wshare, num, d->local ? "  (local)" : "");
    }
    if (r->undelivered) {
        unsigned sh = sim_share_tenths(r, r->undelivered);
        fprintf(out, "not delivered: %llu (%u.%u%%), ", r->undelivered, sh / 10, sh % 10);
        reasons(out, r);
        fputc('\n', out);
    }
    for (size_t i = 0; i < r->nnotes; i++) {
        fputs("note: ", out);
        sim_print_wrap(out, r->notes[i], 6, 6);
    }
    if (r->traced)
        text_trace(out, e, r);
    return ferror(out) ? -1 : 0;
}

/* {"name": …, FIELD: …} members of destination d, without braces. */
static void json_dest_names(FILE *out, const struct sim_engine *e, const struct sim_dest *d)
{
    fputs("\"name\": ", out);
    jsonw_str(out, d->name);
    for (size_t f = 0; f < e->ndest_fields; f++) {
        fputs(", ", out);
        jsonw_str(out, e->dest_fields[f]);
        fputs(": ", out);
        jsonw_str(out, d->fields[f]);
    }
}

static void json_trace(FILE *out, const struct sim_engine *e, const struct sim_result *r)
{
    const struct sim_trace *t = &r->trace;
    fprintf(out, "\n    {\"message\": %llu, \"decided_at\": %llu, \"steps\": [", t->message, t->decided_at);
    for (size_t i = 0; i < t->nsteps; i++) {
        const struct sim_step *s = &t->steps[i];
        fputs(i ? ",\n      {\"step\": " : "\n      {\"step\": ", out);
        jsonw_str(out, s->step);
        fputs(", \"kept\": ", out);
        jsonw_names(out, s->kept, s->nkept);
        fputs(", \"removed\": ", out);
        jsonw_names(out, s->removed, s->nremoved);
        fputs(", \"note\": ", out);
        jsonw_str(out, s->note);
        fputc('}', out);
    }
    fputs("],\n     \"chosen\": ", out);
    if (t->chosen < 0) {
        fputs("null", out);
    } else {
        fputc('{', out);
        json_dest_names(out, e, &r->dests[t->chosen]);
        fputc('}', out);
    }
    fputs("}\n  ", out);
}

/* The result's JSON object, without a newline after it. */
static void json_result(FILE *out, const struct system_def *sys, const struct sim_result *r)
{
    const struct sim_engine *e = sys->sim;
    fputs("{\"system\": ", out);
    jsonw_str(out, sys->id);
    fprintf(out, ", \"messages\": %llu,\n  \"destinations\": [", r->messages);
    for (size_t i = 0; i < r->ndests; i++) {
        const struct sim_dest *d = &r->dests[i];
        unsigned sh = sim_share_tenths(r, d->count);
        fputs(i ? ",\n    {" : "\n    {", out);
        json_dest_names(out, e, d);
        fprintf(out, ", \"count\": %llu, \"share\": %u.%u, \"local\": %s}", d->count, sh / 10, sh % 10,
                d->local ? "true" : "false");
    }
    fputs("],\n  \"undelivered\": {\"reason\": ", out);
    if (r->reason)
        fprintf(out, "%d", r->reason);
    else
        fputs("null", out);
    fputs(", \"reason_name\": ", out);
    jsonw_str(out, r->reason_text);
    fprintf(out, ", \"count\": %llu", r->undelivered);
    for (size_t i = 0; i < r->nreasons; i++) {   /* an engine that counts several */
        fputs(i ? ", {\"reason\": " : ",\n    \"reasons\": [{\"reason\": ", out);
        if (r->reasons[i].code)
            fprintf(out, "%d", r->reasons[i].code);
        else
            fputs("null", out);
        fputs(", \"reason_name\": ", out);
        jsonw_str(out, r->reasons[i].name);
        fprintf(out, ", \"count\": %llu}%s", r->reasons[i].count, i + 1 == r->nreasons ? "]" : "");
    }
    fputs("},\n  \"notes\": ", out);
    jsonw_names(out, r->notes, r->nnotes);
    fputs(",\n  \"trace\": [", out);
    if (r->traced)
        json_trace(out, e, r);
    fputs("]}", out);
}

int sim_print_json(FILE *out, const struct system_def *sys, const struct sim_result *r)
{
    json_result(out, sys, r);
    fputc('\n', out);
    return ferror(out) ? -1 : 0;
}

int sim_print_compare_json(FILE *out, const struct system_def *sys, const struct sim_result *before,
                              const struct sim_result *after)
{
    fputs("{\"before\": ", out);
    json_result(out, sys, before);
    fputs(",\n \"after\": ", out);
    json_result(out, sys, after);
    fputs("}\n", out);
    return ferror(out) ? -1 : 0;
}

/* Whether destinations a and b are the same (name and every field). */
static bool same_dest(const struct sim_engine *e, const struct sim_dest *a, const struct sim_dest *b)
{
    if (strcmp(a->name, b->name) != 0)
        return false;
    for (size_t f = 0; f < e->ndest_fields; f++)
        if (strcmp(a->fields[f], b->fields[f]) != 0)
            return false;
    return true;
}

/* The index of the destination of r that is d, or -1. */
static long find_dest(const struct sim_engine *e, const struct sim_result *r, const struct sim_dest *d)
{
    for (size_t i = 0; i < r->ndests; i++)
        if (same_dest(e, &r->dests[i], d))
            return (long)i;
    return -1;
}

/* "count  share" of d in r, right-aligned in width w; "-" when d is not among r's destinations. */
static void cmp_cell(FILE *out, const struct sim_result *r, long i, int w)
{
    char cell[64];
    if (i < 0) {
        snprintf(cell, sizeof cell, "-");
    } else {
        unsigned sh = sim_share_tenths(r, r->dests[i].count);
        snprintf(cell, sizeof cell, "%llu  %3u.%u%%", r->dests[i].count, sh / 10, sh % 10);
    }
    fprintf(out, "%*s", w, cell);
}

/* The line of one destination d: its name and text fields (widths wname, wf), before and after. */
static void cmp_row(FILE *out, const struct sim_engine *e, const struct sim_dest *d, size_t wname,
                    const size_t *wf, const struct sim_result *before, const struct sim_result *after, int w)
{
    fprintf(out, "%-*s", (int)wname, d->name);
    for (size_t f = 0; f < e->ndest_fields && f < 8; f++)
        if (e->text_fields & 1u << f)
            fprintf(out, "  %-*s", (int)wf[f], d->fields[f]);
    fputs("  ", out);
    cmp_cell(out, before, find_dest(e, before, d), w);
    fputs("  ->  ", out);
    cmp_cell(out, after, find_dest(e, after, d), w);
    fputs(d->local ? "  (local)\n" : "\n", out);
}

/* Whether text is among r's notes. */
static bool has_note(const struct sim_result *r, const char *text)
{
    for (size_t i = 0; i < r->nnotes; i++)
        if (strcmp(r->notes[i], text) == 0)
            return true;
    return false;
}

static void cmp_undelivered(FILE *out, const char *side, const struct sim_result *r)
{
    if (!r->undelivered)
        return;
    unsigned sh = sim_share_tenths(r, r->undelivered);
    fprintf(out, "not delivered %s: %llu (%u.%u%%), ", side, r->undelivered, sh / 10, sh % 10);
    reasons(out, r);
    fputc('\n', out);
}

int sim_print_compare_text(FILE *out, const struct system_def *sys, const struct sim_result *before,
                              const struct sim_result *after)
{
    const struct sim_engine *e = sys->sim;
    size_t wname = 0, wf[8] = {0};
    const struct sim_result *side[2] = {before, after};
    int w = (int)strlen("before");
    for (int k = 0; k < 2; k++)
        for (size_t i = 0; i < side[k]->ndests; i++) {
            const struct sim_dest *d = &side[k]->dests[i];
            size_t n = strlen(d->name);
            wname = n > wname ? n : wname;
            for (size_t f = 0; f < e->ndest_fields && f < 8; f++) {
                n = strlen(d->fields[f]);
                wf[f] = n > wf[f] ? n : wf[f];
            }
            char cell[64];
            int c = snprintf(cell, sizeof cell, "%llu  %3u.%u%%", d->count, 0u, 0u);
            w = c > w ? c : w;
        }
    size_t lead = wname;
    for (size_t f = 0; f < e->ndest_fields && f < 8; f++)
        if (e->text_fields & 1u << f)
            lead += 2 + wf[f];
    fprintf(out, "%*s  %*s      %*s\n", (int)lead, "", w, "before", w, "after");
    for (size_t i = 0; i < before->ndests; i++)
        cmp_row(out, e, &before->dests[i], wname, wf, before, after, w);
    for (size_t i = 0; i < after->ndests; i++)
        if (find_dest(e, before, &after->dests[i]) < 0)
            cmp_row(out, e, &after->dests[i], wname, wf, before, after, w);
    cmp_undelivered(out, "before", before);
    cmp_undelivered(out, "after", after);
    for (size_t i = 0; i < before->nnotes; i++) {
        bool both = has_note(after, before->notes[i]);
        fputs(both ? "note: " : "note (before): ", out);
        sim_print_wrap(out, before->notes[i], 6, both ? 6 : 15);
    }
    for (size_t i = 0; i < after->nnotes; i++)
        if (!has_note(before, after->notes[i])) {
            fputs("note (after): ", out);
            sim_print_wrap(out, after->notes[i], 6, 14);
        }
    if (before->traced) {
        fputs("\nbefore:", out);
        text_trace(out, e, before);
    }
    if (after->traced) {
        fputs("\nafter:", out);
        text_trace(out, e, after);
    }
    return ferror(out) ? -1 : 0;
}
