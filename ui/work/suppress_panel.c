/* ui/work/suppress_panel.c — the Suppress a Finding panel; see suppress_panel.h. */
#include "ui/work/suppress_panel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "ui/engine/console.h"
#include "ui/engine/entry.h"
#include "ui/engine/keylist.h"

static const char *const actions[] = {"Options", "Help", NULL};

static const struct panel_def def = {
    .id = "VAL120",
    .title = "Suppress a Finding",
    .kind = PANEL_ENTRY,
    .actions = actions,
    .keys = &keylist_entry,
    .help = "Hides the findings of one rule on one object, or on an object and everything under it, "
            "for a reason you give, as wlmcon suppress does. The Validate panel and wlmcon validate "
            "then leave them out of the list and the counts (the SUPPRESSED command shows them, "
            "marked), and SARIF carries them with the reason.\n"
            "Object starts as the finding's object; cut its path back to an object above it (its "
            "top-level object, the first element of the path) to cover every finding of the rule "
            "under that object. Reason is required: one line saying why the "
            "finding is accepted. Until is the last day the suppression hides (YYYY-MM-DD); after "
            "it the findings come back with a note that it ran out. Leave it blank for no end.\n"
            "F3 keeps the suppression in the store in a journalled batch of its own, which History "
            "can undo; F12 returns without keeping one.",
};

/* The day check of the Until field: NULL when value is a day written YYYY-MM-DD. */
static const char *check_day(const struct field_def *fd, const char *value)
{
    (void)fd;
    return !*value || rule_date_check(value) == 0 ? NULL : "Give the last day as YYYY-MM-DD, e.g. 2027-03-31.";
}

static const struct field_def fields[] = {
    {.key = "rule", .label = "Rule", .type = AT_NAME, .max = 8, .flags = FD_OUTPUT},
    {.key = "message", .label = "Finding", .type = AT_TEXT, .max = 1024, .flags = FD_OUTPUT},
    {.key = "path", .label = "Object", .type = AT_TEXT, .max = 1024, .flags = FD_REQUIRED,
     .hint = "(path or prefix)",
     .help = "The object whose findings of this rule are hidden, as findings write it. A prefix of "
             "the path that ends where one of its elements ends names an object above it and covers "
             "everything under that object."},
    {.key = "reason", .label = "Reason", .type = AT_TEXT, .max = 200, .flags = FD_REQUIRED,
     .hint = "(one line)",
     .help = "Why the finding is accepted: one line, kept with the suppression, shown in the list of "
             "suppressions, under SUPPRESSED and as the justification in SARIF."},
    {.key = "until", .label = "Until", .type = AT_TEXT, .max = 10, .hint = "YYYY-MM-DD, blank: no end",
     .check = check_day,
     .help = "The last day the suppression hides the findings. After it they come back, marked as "
             "findings whose suppression ran out. Blank: no end."},
};

struct supp {
    struct store *st;
    bool *kept;
    char rule[8];
};

static enum entry_save_rc save(void *ctx, const struct entry_value *v, size_t nv, struct entry_result *res)
{
    struct supp *s = ctx;
    (void)nv;
    struct suppression sp = {.path = (char *)v[2].value, .reason = (char *)v[3].value};
    snprintf(sp.rule, sizeof sp.rule, "%s", s->rule);
    snprintf(sp.until, sizeof sp.until, "%s", v[4].value);
    struct store_error err = {0};
    int64_t batch = 0;
    enum store_status r = store_begin(s->st, &err);
    if (r == STORE_OK)
        r = store_batch(s->st, NULL, NULL, "suppress", NULL, &batch, &err);
    if (r == STORE_OK)
        r = store_suppression_add(s->st, &sp, &err);
    if (r == STORE_OK)
        r = store_commit(s->st, &err);
    else
        store_rollback(s->st);
    if (r != STORE_OK) {
        res->field_key = r == STORE_CONSTRAINT ? "reason" : NULL;
        snprintf(res->msg, sizeof res->msg, "%.250s", err.msg);
        return ENTRY_FAILED;
    }
    *s->kept = true;
    snprintf(res->msg, sizeof res->msg, "Suppression %lld kept (journal batch %lld): %s on %.120s.",
             (long long)sp.id, (long long)batch, sp.rule, sp.path);
    return ENTRY_SAVED;
}

int suppress_panel_open(struct console *c, struct store *st, const struct diag *d, bool *kept)
{
    struct supp *s = calloc(1, sizeof *s);
    if (!s) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    s->st = st;
    s->kept = kept;
    snprintf(s->rule, sizeof s->rule, "%s", d->id);
    char text[DIAG_MSG_MAX];
    const char *values[] = {d->id, diag_msg(d, text, sizeof text), d->path ? d->path : "", "", ""};
    struct entry_spec spec = {
        .def = &def, .fields = fields, .nfields = sizeof fields / sizeof fields[0], .values = values,
        .footer = "F3 keeps the suppression; F12 cancels.", .save = save, .ctx = s, .ctx_free = free,
    };
    struct panel *p = entry_new(&spec);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    return 0;
}
