/* import/wlmreport/wlmreport.c — the blocks of the printed report of a service definition; see
 * wlmreport.h. Each block is the object's line `* Kind NAME - description` and its attributes in
 * IBM's words; tables are headed by their column names over a line of dashes. */
#include "import/wlmreport/wlmreport.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "model/wlm/wlm.h"
#include "model/wlm/wlm_qualifier.h"
#include "model/wlm/wlm_words.h"

/* The report being made: where its lines go and the first nonzero answer. */
struct rep {
    wlmreport_line_fn line;
    void *ctx;
    int rc;
};

static void put(struct rep *r, char cc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* One line (cut at WLMREPORT_TEXT_MAX bytes, never inside a UTF-8 character). */
static void put(struct rep *r, char cc, const char *fmt, ...)
{
    char text[WLMREPORT_TEXT_MAX * 2 + 1];
    va_list ap;
    if (r->rc)
        return;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    size_t n = strlen(text);
    if (n > WLMREPORT_TEXT_MAX) {
        n = WLMREPORT_TEXT_MAX;
        while (n && ((unsigned char)text[n] & 0xC0) == 0x80)
            n--;
        text[n] = '\0';
    }
    while (n && text[n - 1] == ' ')
        text[--n] = '\0';
    r->rc = r->line(r->ctx, cc, text);
}

static const char *val(const struct pol_object *o, const char *key)
{
    const char *v = o ? pol_get_key(o, key) : NULL;
    return v ? v : "";
}

/* "YES"/"NO" of a Yes/No value, else the value or its default in capitals. */
static const char *caps(const struct pol_object *o, const char *key, const char *dflt, char *buf, size_t n)
{
    const char *v = val(o, key);
    snprintf(buf, n, "%s", v[0] ? v : dflt);
    for (char *p = buf; *p; p++)
        if (*p >= 'a' && *p <= 'z')
            *p = (char)(*p - 'a' + 'A');
    return buf;
}

/* `* Kind NAME - description` (without " - " when it has none), after a blank line. */
static void head(struct rep *r, const char *indent, const char *kind, const struct pol_object *o)
{
    const char *d = val(o, "descr");
    put(r, '0', "%s* %s %s%s%s", indent, kind, o->name, d[0] ? " - " : "", d);
}

static void section(struct rep *r, const char *title)
{
    put(r, '0', "!%s!", title);
}

/* ---- service classes and their goals ----------------------------------------------------------- */

/* The period table of o's goal periods (a class or an override). */
static void periods(struct rep *r, const char *in, const struct pol_object *o)
{
    const struct kind_def *pk = wlm_kind(WLM_PERIOD);
    char goal[160];
    put(r, '0', "%s  #  Duration   Imp  Goal description", in);
    put(r, ' ', "%s  -  ---------  -    ----------------------------------------", in);
    for (const struct pol_object *p = pol_first_child(o, pk); p; p = pol_next_child(p, pk))
        put(r, ' ', "%s  %-1u  %-9s  %-1s    %s", in, (unsigned)p->position, val(p, "duration"),
            val(p, "importance"), wlm_goal_words(p, false, goal, sizeof goal));
}

static void service_class(struct rep *r, const char *in, const struct pol_object *sc)
{
    char a[16], b[16];
    head(r, in, "Service Class", sc);
    if (val(sc, "resgroup")[0])
        put(r, ' ', "%s  Class assigned to resource group %s", in, val(sc, "resgroup"));
    put(r, ' ', "%s  Base goal:", in);
    put(r, ' ', "%s  CPU Critical   = %-9s I/O Priority Group = %s", in, caps(sc, "cpucrit", "No", a, sizeof a),
        caps(sc, "iopriogroup", "Normal", b, sizeof b));
    put(r, ' ', "%s  Honor Priority = %s", in, caps(sc, "honorprio", "Default", a, sizeof a));
    periods(r, in, sc);
}

/* ---- policies ---------------------------------------------------------------------------------- */

static void policy(struct rep *r, const struct pol_object *p)
{
    char a[16];
    head(r, "", "Service Policy", p);
    const struct kind_def *sk = wlm_kind(WLM_SCOVERRIDE), *rk = wlm_kind(WLM_RGOVERRIDE),
                          *tk = wlm_kind(WLM_TRGOVERRIDE);
    if (!pol_first_child(p, sk) && !pol_first_child(p, rk) && !pol_first_child(p, tk))
        put(r, ' ', "  The policy overrides nothing: the base definition applies.");
    for (const struct pol_object *o = pol_first_child(p, sk); o; o = pol_next_child(o, sk)) {
        put(r, '0', "  Override Service Class %s", val(o, "servclass"));
        const char *rg = pol_get_key(o, "resgroup");
        if (rg && rg[0])
            put(r, ' ', "    Class assigned to resource group %s", rg);
        else if (rg)
            put(r, ' ', "    No resource group (the base one removed)");
        if (pol_get_key(o, "cpucrit"))
            put(r, ' ', "    CPU Critical   = %s", caps(o, "cpucrit", "No", a, sizeof a));
        if (pol_first_child(o, wlm_kind(WLM_PERIOD)))
            periods(r, "  ", o);
        else
            put(r, ' ', "    Base goal");
    }
    for (const struct pol_object *o = pol_first_child(p, rk); o; o = pol_next_child(o, rk))
        put(r, '0', "  Override Resource Group %s: %s, minimum %s, maximum %s", val(o, "resgroup"),
            val(o, "rgtype")[0] ? val(o, "rgtype") : "CPUServiceUnits", val(o, "capmin")[0] ? val(o, "capmin") : "0",
            val(o, "capmax")[0] ? val(o, "capmax") : "none");
    for (const struct pol_object *o = pol_first_child(p, tk); o; o = pol_next_child(o, tk))
        put(r, '0', "  Override Tenant Resource Group %s: %s, maximum %s", val(o, "tenantrg"),
            val(o, "rgtype")[0] ? val(o, "rgtype") : "CPUServiceUnits", val(o, "capmax")[0] ? val(o, "capmax") : "none");
}

/* ---- classification groups and rules ----------------------------------------------------------- */

/* "TN", "TNG" for a qualifier type's XML name; the name itself when unknown. */
static const char *qual_code(const char *xml, char *buf, size_t n)
{
    struct wlm_qualifier_ref q = wlm_qualifier_find(xml);
    snprintf(buf, n, "%s%s", q.q ? q.q->code : xml ? xml : "", q.q && q.group ? "G" : "");
    return buf;
}

static void group(struct rep *r, const struct pol_object *g)
{
    char code[16];
    struct wlm_qualifier_ref q = wlm_qualifier_find(val(g, "qualtype"));
    head(r, "", "Classification Group", g);
    put(r, ' ', "  Qualifier type %s%s%s", qual_code(val(g, "qualtype"), code, sizeof code),
        q.q ? " - " : "", q.q ? q.q->label : "");
    put(r, '0', "  Qualifier name  Start  Description");
    put(r, ' ', "  --------------  -----  --------------------------------");
    const struct kind_def *mk = wlm_kind(WLM_QUALNAME);
    for (const struct pol_object *m = pol_first_child(g, mk); m; m = pol_next_child(m, mk))
        put(r, ' ', "  %-14s  %-5s  %s", val(m, "qualvalue"), val(m, "start"), val(m, "descr"));
}

/* The rules under parent at level (1 under the subsystem type), each row its sub-rules after it. */
static void rules(struct rep *r, const struct pol_object *parent, unsigned level)
{
    const struct kind_def *rk = wlm_kind(WLM_RULE);
    char type[32], code[16];
    for (const struct pol_object *u = pol_first_child(parent, rk); u; u = pol_next_child(u, rk)) {
        size_t at = 0;
        for (unsigned i = 1; i < level && at + 2 < sizeof type; i++) {
            type[at++] = '.';
            type[at++] = ' ';
        }
        snprintf(type + at, sizeof type - at, "%s", qual_code(val(u, "qualtype"), code, sizeof code));
        put(r, ' ', "  %-2u %-14s  %-14s  %-17s  %-13s  %s", level, type, val(u, "qualvalue"),
            val(u, "start"), val(u, "servclass"), val(u, "repclass"));
        rules(r, u, level + 1);
    }
}

static void subsystem(struct rep *r, const struct pol_object *c)
{
    head(r, "", "Subsystem Type", c);
    put(r, ' ', "  Classification:");
    if (val(c, "defservclass")[0])
        put(r, ' ', "  Default service class is %s", val(c, "defservclass"));
    else
        put(r, ' ', "  There is no default service class.");
    if (val(c, "defrepclass")[0])
        put(r, ' ', "  Default report class is %s", val(c, "defrepclass"));
    else
        put(r, ' ', "  There is no default report class.");
    if (!pol_first_child(c, wlm_kind(WLM_RULE)))
        return;
    put(r, '0', "  #  Qualifier type  Qualifier name  Starting position  Service Class  Report Class");
    put(r, ' ', "  -  --------------  --------------  -----------------  -------------  ------------");
    rules(r, c, 1);
}

/* ---- the other kinds ----------------------------------------------------------------------------- */

static void resgroup(struct rep *r, const struct pol_object *g)
{
    char a[16];
    head(r, "", wlm_is_kind(g->kind, WLM_TENANTRG) ? "Tenant Resource Group" : "Resource Group", g);
    if (wlm_is_kind(g->kind, WLM_TENANTRG))
        put(r, ' ', "  Tenant %s %s, solution %s", val(g, "tenantid"), val(g, "tenantname"), val(g, "solutionid"));
    put(r, ' ', "  Capacity type  = %s", val(g, "rgtype")[0] ? val(g, "rgtype") : "CPUServiceUnits");
    if (!wlm_is_kind(g->kind, WLM_TENANTRG))
        put(r, ' ', "  Minimum        = %s", val(g, "capmin")[0] ? val(g, "capmin") : "0");
    put(r, ' ', "  Maximum        = %s", val(g, "capmax")[0] ? val(g, "capmax") : "none");
    put(r, ' ', "  Include specialty processor consumption = %s", caps(g, "specialty", "No", a, sizeof a));
}

static void applenv(struct rep *r, const struct pol_object *e)
{
    head(r, "", "Application Environment", e);
    put(r, ' ', "  Subsystem type   = %s", val(e, "subsystype"));
    put(r, ' ', "  Procedure name   = %s", val(e, "procname"));
    put(r, ' ', "  Start parameters = %s", val(e, "startparm"));
    put(r, ' ', "  Limit            = %s", val(e, "limit")[0] ? val(e, "limit") : "NoLimit");
}

static void schenv(struct rep *r, const struct pol_object *e)
{
    head(r, "", "Scheduling Environment", e);
    const struct kind_def *sk = wlm_kind(WLM_SCHENVRES);
    if (!pol_first_child(e, sk)) {
        put(r, ' ', "  It requires no resource state.");
        return;
    }
    put(r, '0', "  Resource Name     Required State");
    put(r, ' ', "  ----------------  --------------");
    for (const struct pol_object *s = pol_first_child(e, sk); s; s = pol_next_child(s, sk))
        put(r, ' ', "  %-16s  %s", val(s, "resource"), val(s, "reqstate"));
}

static void workload(struct rep *r, const struct pol_object *def, const struct pol_object *w)
{
    head(r, "", "Workload", w);
    const struct kind_def *ck = wlm_kind(WLM_SERVCLASS);
    for (const struct pol_object *c = pol_first_child(def, ck); c; c = pol_next_child(c, ck))
        if (strcmp(val(c, "workload"), w->name) == 0)
            service_class(r, "  ", c);
}

static void repclass(struct rep *r, const struct pol_object *c)
{
    head(r, "", wlm_is_kind(c->kind, WLM_TENANTRC) ? "Tenant Report Class" : "Report Class", c);
    if (val(c, "tenantrg")[0])
        put(r, ' ', "  Tenant resource group %s", val(c, "tenantrg"));
}

static void coefficients(struct rep *r, const struct pol_object *def)
{
    char a[16], b[16];
    put(r, '0', "  Service coefficients:  CPU %s  IOC %s  MSO %s  SRB %s", val(def, "cpu")[0] ? val(def, "cpu") : "-",
        val(def, "ioc")[0] ? val(def, "ioc") : "-", val(def, "mso")[0] ? val(def, "mso") : "-",
        val(def, "srb")[0] ? val(def, "srb") : "-");
    put(r, ' ', "  I/O priority management = %-3s   Dynamic alias management = %s",
        caps(def, "iopriomgmt", "No", a, sizeof a), caps(def, "dynalias", "No", b, sizeof b));
    put(r, ' ', "  I/O priority groups     = %-3s   Deactivate discretionary goal management = %s",
        caps(def, "iopriogroups", "No", a, sizeof a), caps(def, "deactdisc", "No", b, sizeof b));
}

/* The block of obj (not a definition). */
static void block(struct rep *r, const struct pol_object *def, const struct pol_object *obj)
{
    switch ((enum wlm_kind)obj->kind->index) {
    case WLM_POLICY: policy(r, obj); break;
    case WLM_WORKLOAD: workload(r, def, obj); break;
    case WLM_SERVCLASS: service_class(r, "", obj); break;
    case WLM_RESGROUP: case WLM_TENANTRG: resgroup(r, obj); break;
    case WLM_REPCLASS: case WLM_TENANTRC: repclass(r, obj); break;
    case WLM_CLASSGROUP: group(r, obj); break;
    case WLM_CLASSIFICATION: subsystem(r, obj); break;
    case WLM_APPLENV: applenv(r, obj); break;
    case WLM_SCHENV: schenv(r, obj); break;
    default: head(r, "", obj->kind->label, obj); break;
    }
}

/* Every object of kind k under def, under heading title when there is one. */
static void all(struct rep *r, const struct pol_object *def, enum wlm_kind k, const char *title)
{
    const struct kind_def *kd = wlm_kind(k);
    if (pol_first_child(def, kd))
        section(r, title);
    for (const struct pol_object *o = pol_first_child(def, kd); o; o = pol_next_child(o, kd))
        block(r, def, o);
}

static void title(struct rep *r, const struct pol_object *def)
{
    const char *d = val(def, "descr");
    put(r, '1', "* Service Definition %s%s%s", def->name, d[0] ? " - " : "", d);
    put(r, ' ', "  Functionality level %s", val(def, "level")[0] ? val(def, "level") : "unknown");
}

int wlmreport_definition(const struct pol_object *def, wlmreport_line_fn line, void *ctx)
{
    struct rep r = {line, ctx, 0};
    title(&r, def);
    coefficients(&r, def);
    all(&r, def, WLM_POLICY, "Service Policies");
    all(&r, def, WLM_WORKLOAD, "Workloads");
    all(&r, def, WLM_RESGROUP, "Resource Groups");
    all(&r, def, WLM_CLASSGROUP, "Classification Groups");
    all(&r, def, WLM_CLASSIFICATION, "Subsystem Types");
    all(&r, def, WLM_REPCLASS, "Report Classes");
    all(&r, def, WLM_TENANTRG, "Tenant Resource Groups");
    all(&r, def, WLM_TENANTRC, "Tenant Report Classes");
    all(&r, def, WLM_APPLENV, "Application Environments");
    all(&r, def, WLM_SCHENV, "Scheduling Environments");
    all(&r, def, WLM_RESOURCE, "Resources");
    return r.rc;
}

int wlmreport_object(const struct pol_object *obj, wlmreport_line_fn line, void *ctx)
{
    if (!obj->parent)
        return wlmreport_definition(obj, line, ctx);
    struct rep r = {line, ctx, 0};
    title(&r, obj->top);
    block(&r, obj->top, obj);
    return r.rc;
}
