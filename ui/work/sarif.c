/* ui/work/sarif.c — a validation as SARIF 2.1.0; see sarif.h. */
#include "ui/work/sarif.h"

#include <stdlib.h>
#include <string.h>

#include "ui/work/baseline.h"
#include "ui/work/jsonw.h"

static const char *level_of(enum severity s)
{
    return s == SEV_ERROR ? "error" : s == SEV_WARNING ? "warning" : "note";
}

/* {"text": s} */
static void text_obj(FILE *out, const char *s)
{
    fputs("{\"text\": ", out);
    jsonw_str(out, s);
    fputc('}', out);
}

/* The help of r: its explanation and its sources. */
static void help(FILE *out, const struct rule *r)
{
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (mem) {
        fprintf(mem, "%s%s%s", r->explain ? r->explain : r->message, r->source ? " Source: " : "",
                r->source ? r->source : "");
        if (fclose(mem) != 0) {
            free(text);
            text = NULL;
        }
    }
    text_obj(out, text ? text : r->message);
    free(text);
}

/* tool.driver.rules: every rule of every registered system, in registration order. */
static void rules(FILE *out)
{
    const char *sep = "\n";
    for (const struct rule_set *const *rs = rules_sets(); *rs; rs++)
        for (size_t i = 0; i < (*rs)->nrules; i++) {
            const struct rule *r = &(*rs)->rules[i];
            fprintf(out, "%s        {\"id\": ", sep);
            jsonw_str(out, r->id);
            fputs(", \"name\": ", out);
            jsonw_str(out, r->id);
            fputs(",\n         \"shortDescription\": ", out);
            text_obj(out, r->message);
            fputs(",\n         \"fullDescription\": ", out);
            text_obj(out, r->explain ? r->explain : r->message);
            fputs(",\n         \"help\": ", out);
            help(out, r);
            fprintf(out, ",\n         \"defaultConfiguration\": {\"level\": \"%s\"},"
                         " \"properties\": {\"system\": ", level_of(rule_severity(r)));
            jsonw_str(out, (*rs)->system);
            fputs("}}", out);
            sep = ",\n";
        }
}

/* The index of rule id in tool.driver.rules, or -1. */
static long rule_index(const char *id)
{
    long k = 0;
    for (const struct rule_set *const *rs = rules_sets(); *rs; rs++)
        for (size_t i = 0; i < (*rs)->nrules; i++, k++)
            if (strcmp((*rs)->rules[i].id, id) == 0)
                return k;
    return -1;
}

/* file as a URI reference: relative to cwd when below it (or relative already), else file:, with
 * every byte but unreserved ones and '/' percent-encoded (RFC 3986). */
static void uri(FILE *out, const char *file, const char *cwd)
{
    size_t n = cwd ? strlen(cwd) : 0;
    const char *p = file, *scheme = "";
    if (file[0] == '/' && n && strncmp(file, cwd, n) == 0 && file[n] == '/')
        p = file + n + 1;
    else if (file[0] == '/')
        scheme = "file://";
    fputc('"', out);
    fputs(scheme, out);
    for (; *p; p++) {
        unsigned char c = (unsigned char)*p;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || strchr("-._~/", c))
            fputc(c, out);
        else
            fprintf(out, "%%%02X", c);
    }
    fputc('"', out);
}

/* locations: the file position when known, and the object path. */
static void locations(FILE *out, const struct diag *d, const char *cwd)
{
    fputs(",\n       \"locations\": [{", out);
    const char *sep = "";
    if (d->file) {
        fputs("\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", out);
        uri(out, d->file, cwd);
        fputc('}', out);
        if (d->line)
            fprintf(out, ", \"region\": {\"startLine\": %u, \"startColumn\": %u}", d->line, d->col ? d->col : 1);
        fputc('}', out);
        sep = ", ";
    }
    if (d->path) {
        fprintf(out, "%s\"logicalLocations\": [{\"fullyQualifiedName\": ", sep);
        jsonw_str(out, d->path);
        fputs(", \"kind\": \"object\"}]", out);
    }
    fputs("}]", out);
}

static void result(FILE *out, const struct diag *d, const struct suppression *hidden, const char *cwd)
{
    char text[DIAG_MSG_MAX], hex[17];
    long k = rule_index(d->id);
    fputs("        {\"ruleId\": ", out);
    jsonw_str(out, d->id);
    if (k >= 0)
        fprintf(out, ", \"ruleIndex\": %ld", k);
    fprintf(out, ", \"level\": \"%s\",\n       \"message\": ", level_of(d->sev));
    text_obj(out, diag_msg(d, text, sizeof text));
    if (d->file || d->path)
        locations(out, d, cwd);
    fprintf(out, ",\n       \"partialFingerprints\": {\"wlmcon/v1\": \"%s\"}", baseline_hex(diag_fingerprint(d), hex));
    if (hidden) {
        fputs(",\n       \"suppressions\": [{\"kind\": \"external\", \"status\": \"accepted\", \"justification\": ", out);
        jsonw_str(out, hidden->reason);
        fprintf(out, ", \"properties\": {\"id\": %lld, \"user\": ", (long long)hidden->id);
        jsonw_str(out, hidden->who);
        fputs(", \"time\": ", out);
        jsonw_str(out, hidden->at);
        fputs(", \"until\": ", out);
        jsonw_str(out, hidden->until[0] ? hidden->until : NULL);
        fputs("}}]", out);
    }
    fputc('}', out);
}

int sarif_write(FILE *out, const struct validation *v, const char *cwd)
{
    fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n"
          "  \"runs\": [\n    {\"tool\": {\"driver\": {\"name\": \"wlmcon\", \"version\": \"" WLMCON_VERSION "\","
          " \"rules\": [",
          out);
    rules(out);
    fputs("\n      ]}},\n     \"results\": [", out);
    const char *sep = "\n";
    for (size_t i = 0; i < v->findings.n; i++, sep = ",\n") {
        fputs(sep, out);
        result(out, &v->findings.v[i], NULL, cwd);
    }
    for (size_t i = 0; i < v->filtered.nsuppressed; i++) {
        const struct diag *d = &v->filtered.suppressed[i];
        if (d->sev > v->min)
            continue;
        fputs(sep, out);
        result(out, d, &v->supps[d->mark - 1], cwd);
        sep = ",\n";
    }
    fputs(sep[0] == ',' ? "\n     ]}\n  ]\n}\n" : "]}\n  ]\n}\n", out);
    return fflush(out) == 0 && !ferror(out) ? 0 : -1;
}
