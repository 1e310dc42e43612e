/* ui/objects/objmarks.c — the findings of one rule marked on the rows under an object's entry
 * panel (obj_rows_def.mark_rule): the rule is checked on the panel's copy of the object whenever its
 * rows change, a row it finds shows "!" beside its line-command field, and S on that row shows the
 * finding in a pop-up (obj_rows_def.finding_def). The WLM rules panel marks WLM038, a rule that an
 * earlier rule at its level always wins over, as soon as a move puts it there. The store's rule
 * levels and suppressions apply as on Validate: a rule set off, or a suppressed finding, marks
 * nothing. See objedit.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/env.h"
#include "ui/engine/textview.h"
#include "ui/objects/objedit.h"

int obj_findings(struct app *app, const struct policy *pol, const char *system, const char *const *rules,
                 struct diag_list *out)
{
    const struct rule_set *set = rules_set(system);
    for (size_t k = 0; set && rules && rules[k]; k++) {
        const struct rule *r = rules_find(set, rules[k]);
        if (!r)
            continue;
        struct rule_set one = *set;   /* the set with that rule alone */
        one.rules = r;
        one.nrules = 1;
        one.summary = NULL;
        if (rules_run(pol, &one, out, SEV_INFO) != 0) {
            diag_free(out);   /* out of memory: no marks rather than some */
            diag_init(out, 0);
            return -1;
        }
    }
    /* as Validate shows them: the store's rule levels (off: no marks) and suppressions */
    struct rule_level *levels = NULL;
    struct suppression *supps = NULL;
    size_t nlevels = 0, nsupps = 0;
    struct store_error err = {0};
    struct filter_result fr = {0};
    if (store_rule_levels(app->store, &levels, &nlevels, &err) != STORE_OK ||
        store_suppressions(app->store, &supps, &nsupps, &err) != STORE_OK) {
        free(levels);
        return 0;   /* unread: the marks as the rules give them */
    }
    char today[16];
    snprintf(today, sizeof today, "%.10s", env_now());
    struct finding_filter f = {.levels = levels, .nlevels = nlevels, .supps = supps, .nsupps = nsupps,
                               .today = today};
    int rc = 0;
    if (finding_filter_apply(out, &f, &fr) != 0) {
        diag_free(out);
        diag_init(out, 0);
        rc = -1;
    }
    filter_result_free(&fr);
    free(levels);
    suppressions_free(supps, nsupps);
    return rc;
}

void obj_rows_marks(struct obj_edit *e)
{
    const struct obj_rows_def *d = e->entry->rows;
    diag_free(&e->marks);
    diag_init(&e->marks, 0);
    if (!d || !d->mark_rule || !e->obj)
        return;
    const char *const rules[] = {d->mark_rule, NULL};
    obj_findings(e->app, &e->pol, e->kind->sys->id, rules, &e->marks);
}

const struct diag *obj_rows_finding(const struct obj_edit *e, const struct pol_object *o)
{
    char path[512];
    if (!o || !e->marks.n)
        return NULL;
    schema_object_path(o, path, sizeof path);
    for (size_t i = 0; i < e->marks.n; i++)
        if (e->marks.v[i].path && strcmp(e->marks.v[i].path, path) == 0)
            return &e->marks.v[i];
    return NULL;
}

const char *obj_rows_mark(void *ctx, int i)
{
    struct obj_edit *e = ctx;
    return obj_rows_finding(e, obj_rows_at(e, i)) ? "!" : "";
}

int obj_rows_show_finding(struct console *c, struct obj_edit *e, const struct pol_object *o)
{
    const struct obj_rows_def *d = e->entry->rows;
    const struct diag *f = obj_rows_finding(e, o);
    char label[96] = "", title[128], buf[DIAG_MSG_MAX];
    if (!f) {
        console_msg(c, MSG_LCMD_REFUSED, "S shows the finding of a row marked !; this row has none.", NULL);
        return -1;
    }
    if (d->row_label)
        d->row_label(o, label, sizeof label);
    snprintf(title, sizeof title, "%s %s: %s", f->id, severity_name(f->sev), label);
    struct textview *v = textview_new(d->finding_def, title);
    int rc = v ? 0 : -1;
    if (rc == 0)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, diag_msg(f, buf, sizeof buf));
    if (rc == 0 && f->explain)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, "");
    if (rc == 0 && f->explain)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, f->explain);
    if (rc == 0 && f->source)
        rc = textview_add(v, CUA_VOI, 0, "Source", 8, f->source);
    return textview_push(c, v, rc);
}
