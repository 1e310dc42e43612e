/* tests/check_ui_parts.c — the pieces the work panels add to the engine, driven without a
 * terminal: findings to object references, text cut into lines, a list's summary lines and the
 * callback after its line commands, a list source built again on REFRESH with a cell changed, an
 * entry panel's Enter, a pop-up that owns its context, and the progress line. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/uifx.h"
#include "ui/objects/objref.h"
#include "ui/engine/popup.h"
#include "ui/engine/table.h"
#include "ui/engine/textview.h"
#include "model/mq/mq_model.h"

/* ---- object references from findings ----------------------------------------------------------- */

/* The policy the findings are about: QM5 with channel C_QM5 and alias queue A'B, and QM7. */
static void ref_policy(struct policy *p)
{
    policy_init(p);
    struct pol_object *qm5 = pol_new(p, mq_kind(MQ_QMGR), NULL, "QM5");
    ck_assert_ptr_nonnull(qm5);
    ck_assert_ptr_nonnull(pol_new(p, mq_kind(MQ_CLUSRCVR), qm5, "C_QM5"));
    ck_assert_ptr_nonnull(pol_new(p, mq_kind(MQ_QALIAS), qm5, "A'B"));
    ck_assert_ptr_nonnull(pol_new(p, mq_kind(MQ_QMGR), NULL, "QM7"));
}

static struct policy ref_pol;

static int ref_of(const char *id, const char *path, const char *attr, struct obj_ref *r)
{
    struct diag d = {.path = (char *)path, .attr = (char *)attr, .sev = SEV_INFO};
    snprintf(d.id, sizeof d.id, "%s", id);
    return objref_from_finding(&d, &ref_pol, r);
}

START_TEST(objref_paths)
{
    struct obj_ref r;
    ref_policy(&ref_pol);
    ck_assert_int_eq(ref_of("MQ018", "QMGR(QM5) CHANNEL('C_QM5')", "CLWLWGHT", &r), 0);
    ck_assert_str_eq(r.sys->id, "mq");
    ck_assert_str_eq(r.top, "QM5");
    ck_assert_str_eq(r.ns, "channel");
    ck_assert_str_eq(r.name, "C_QM5");
    ck_assert_str_eq(r.attr, "CLWLWGHT");
    ck_assert_ptr_eq(r.kind, mq_kind(MQ_CLUSRCVR));
    ck_assert_int_eq(ref_of("MQ014", "QMGR(QM5) QALIAS('A''B')", NULL, &r), 0);
    ck_assert_str_eq(r.ns, "queue");
    ck_assert_str_eq(r.name, "A'B");
    ck_assert_str_eq(r.attr, "");
    ck_assert_int_eq(ref_of("MQ003", "QMGR(QM7)", "REPOS", &r), 0);
    ck_assert_ptr_null(r.ns);
    ck_assert_str_eq(r.top, "QM7");
    ck_assert_str_eq(r.name, "");
    /* a cluster as a whole, a file, a path out of shape, an unknown system */
    ck_assert_int_eq(ref_of("MQ020", "CLUSTER(CLS2)", NULL, &r), -1);
    ck_assert_int_eq(ref_of("MQ101", NULL, NULL, &r), -1);
    ck_assert_int_eq(ref_of("MQ018", "QMGR(QM5) CHANNEL('C_QM5'", NULL, &r), -1);
    ck_assert_int_eq(ref_of("MQ018", "QMGR(QM5) WIDGET('X')", NULL, &r), -1);
    ck_assert_int_eq(ref_of("DOM003", "QMGR(QM5)", NULL, &r), -1);
    policy_free(&ref_pol);
}
END_TEST

/* ---- text views ---------------------------------------------------------------------------------- */

static const struct panel_def text_def = {
    .id = "TXT001", .title = "Text", .kind = PANEL_TABLE, .keys = &keylist_table, .instruction = "A text.",
};

/* Under the definition's instruction and a blank line: a labelled line, then prose wrapped at
 * blanks under its indentation, a word longer than the line cut at the width. */
START_TEST(textview_instruction_and_prose)
{
    struct fx f;
    fx_open(&f, false);
    struct textview *v = textview_new(&text_def, "Some text");
    ck_assert_ptr_nonnull(v);
    ck_assert_int_eq(textview_add(v, CUA_VOI, 0, "Change", 10, "update"), 0);
    ck_assert_int_eq(textview_add(v, CUA_NT, 2, NULL, 0, "an indented paragraph that is long enough to go "
                                  "over one line of the view and so wraps, keeping its indentation"), 0);
    ck_assert_int_eq(textview_add(v, CUA_NT, 0, NULL, 0, "0123456789012345678901234567890123456789012345678901"
                                  "234567890123456789012345678901234567890123456789"), 0);
    ck_assert_int_eq(textview_push(f.c, v, 0), 0);
    ck_assert_str_eq(fx_row(&f, 5), " A text.");
    ck_assert_str_eq(fx_row(&f, 6), "");
    ck_assert_str_eq(fx_row(&f, 7), " Change . : update");
    ck_assert_str_eq(fx_row(&f, 8), "   an indented paragraph that is long enough to go over one line of the view");
    ck_assert_str_eq(fx_row(&f, 9), "   and so wraps, keeping its indentation");
    ck_assert_str_eq(fx_row(&f, 10), " 012345678901234567890123456789012345678901234567890123456789012345678901234567");
    ck_assert_str_eq(fx_row(&f, 11), " 8901234567890123456789");
    ck_assert_int_eq(textview_lines(console_top(f.c)), 5);
    fx_close(&f);
}
END_TEST

/* A file as it is: blanks kept, a long line split at the width (78 columns), a blank where it is
 * split kept, no empty line for the last newline. */
START_TEST(textview_file_lines)
{
    struct fx f;
    fx_open(&f, false);
    char text[300];
    snprintf(text, sizeof text, "DEFINE QLOCAL('A') +\n   DESCR('x')\n%.78s %.21s\n",
             "*****************************************************************************************************",
             "**********************************");
    struct textview *v = textview_new(&text_def, "A file");
    ck_assert_int_eq(textview_add_file(v, CUA_VOI, text), 0);
    ck_assert_int_eq(textview_push(f.c, v, 0), 0);
    ck_assert_str_eq(fx_row(&f, 7), " DEFINE QLOCAL('A') +");
    ck_assert_str_eq(fx_row(&f, 8), "    DESCR('x')");
    ck_assert_str_eq(fx_row(&f, 9), " ******************************************************************************");
    ck_assert_str_eq(fx_row(&f, 10), "  *********************");
    ck_assert_str_eq(fx_row(&f, 11), "");
    ck_assert_int_eq(textview_lines(console_top(f.c)), 4);
    fx_command(&f, "FIND descr");
    ck_assert_int_eq(fx_msg(&f), MSG_FOUND_LINE);
    fx_assert_cursor(&f, 8, 4);
    fx_close(&f);
}
END_TEST

/* ---- lists: summary lines, after the line commands, REFRESH, cells ------------------------------- */

static const struct tbl_col cols[] = {{"name", "Name", 10, 0}, {"mark", "Mark", 4, 0}};
static const struct lcmd_def lcmds[] = {{"S", "Select"}, {NULL, NULL}};
static const struct panel_def list_def = {
    .id = "LST001", .title = "List", .kind = PANEL_TABLE, .keys = &keylist_table, .lcmds = lcmds,
};

struct listctx {
    struct memsrc *m;
    int fills, processed, selected, freed;
};

static int fill(void *ctx, struct memsrc *m)
{
    struct listctx *l = ctx;
    char name[32];
    l->fills++;
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "ROW%d.%d", i, l->fills);
        if (memsrc_add(m, name, (const char *const[]){name, ""}) < 0)
            return -1;
    }
    return 0;
}

static int head(void *ctx, struct table_head *lines, int max)
{
    struct listctx *l = ctx;
    ck_assert_int_ge(max, 2);
    snprintf(lines[0].label, sizeof lines[0].label, "Selected");
    snprintf(lines[0].value, sizeof lines[0].value, "%d", l->selected);
    lines[1].label[0] = '\0';
    snprintf(lines[1].value, sizeof lines[1].value, "built %d times", l->fills);
    return 2;
}

static enum table_lc_rc on_line(struct console *c, struct panel *p, const char *code, const char *key, long pos,
                                void *ctx)
{
    struct listctx *l = ctx;
    (void)c;
    (void)p;
    (void)code;
    (void)pos;
    l->selected++;
    ck_assert_int_eq(memsrc_set_cell(l->m, key, 1, "*"), 0);
    return TABLE_LC_NEXT;
}

static void after(struct console *c, struct panel *p, void *ctx)
{
    (void)c;
    (void)p;
    ((struct listctx *)ctx)->processed++;
}

static void not_freed(void *ctx)
{
    ((struct listctx *)ctx)->freed++;
}

START_TEST(list_summary_processed_refresh)
{
    struct fx f;
    struct listctx l = {0};
    fx_open(&f, false);
    l.m = memsrc_new(cols, 2);
    memsrc_set_builder(l.m, &(struct memsrc_builder){fill, NULL, &l});
    ck_assert_int_eq(fill(&l, l.m), 0);
    struct table_spec spec = {.def = &list_def, .line_command = on_line, .processed = after, .ctx = &l,
                              .ctx_free = not_freed, .head = head};
    memsrc_source(l.m, &spec.src);
    ck_assert_int_eq(console_push(f.c, table_new(&spec)), 0);
    ck_assert_str_eq(fx_row(&f, 5), " Selected . : 0");
    ck_assert_str_eq(fx_row(&f, 6), " built 1 times");
    ck_assert_str_eq(fx_row(&f, 8), " S=Select /=Menu");
    ck_assert_str_eq(fx_row(&f, 11), " _   ROW0.1");
    ck_assert_int_eq(memsrc_set_cell(l.m, "NOSUCH", 1, "*"), -1);
    /* S on two rows, Enter: each processed, then the callback once */
    fx_keys(&f, "\t\ts\ts\r");
    ck_assert_int_eq(l.selected, 2);
    ck_assert_int_eq(l.processed, 1);
    ck_assert_str_eq(fx_row(&f, 11), " _   ROW0.1     *");
    ck_assert_str_eq(fx_row(&f, 12), " _   ROW1.1     *");
    ck_assert_str_eq(fx_row(&f, 5), " Selected . : 2");
    /* Enter without line commands: no callback */
    fx_keys(&f, "\r");
    ck_assert_int_eq(l.processed, 1);
    /* REFRESH builds the rows again */
    fx_fkey(&f, 5);
    ck_assert_str_eq(fx_row(&f, 11), " _   ROW0.2");
    ck_assert_str_eq(fx_row(&f, 6), " built 2 times");
    fx_fkey(&f, 3);
    ck_assert_int_eq(l.freed, 1);
    fx_close(&f);
}
END_TEST

/* ---- entry panels: Enter ------------------------------------------------------------------------ */

static const struct panel_def entry_def = {
    .id = "ENT001", .title = "Entry", .kind = PANEL_ENTRY, .keys = &keylist_entry,
};

static const struct field_def fields[] = {
    {.key = "n", .label = "Number", .type = AT_INT, .min = 1, .max = 9},
};

static void on_enter(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx)
{
    (void)c;
    (void)p;
    ck_assert_uint_eq(n, 1);
    snprintf(ctx, 16, "%s", v[0].value);
}

START_TEST(entry_enter_after_checks)
{
    struct fx f;
    char got[16] = "-";
    fx_open(&f, false);
    struct entry_spec spec = {.def = &entry_def, .fields = fields, .nfields = 1, .enter = on_enter, .ctx = got};
    ck_assert_int_eq(console_push(f.c, entry_new(&spec)), 0);
    fx_keys(&f, "12\r");
    ck_assert_int_eq(fx_msg(&f), MSG_RANGE);
    ck_assert_str_eq(got, "-");
    console_key(f.c, UIK_ERASE_EOF);   /* the cursor is on the field in error */
    fx_keys(&f, "7\r");
    ck_assert_str_eq(got, "7");
    ck_assert_str_eq(entry_field(console_top(f.c), "n") ? "found" : "none", "found");
    ck_assert_ptr_null(entry_field(console_top(f.c), "other"));
    fx_close(&f);
}
END_TEST

/* ---- pop-ups that own their context; the progress line ------------------------------------------ */

static int confirmed, released;

static void on_confirm(struct console *c, void *ctx)
{
    (void)c;
    confirmed += *(int *)ctx;
}

static void release(void *ctx)
{
    released++;
    free(ctx);
}

START_TEST(popup_owns_its_context)
{
    struct fx f;
    fx_open(&f, false);
    confirmed = released = 0;
    int *one = malloc(sizeof *one);
    *one = 1;
    ck_assert_int_eq(popup_confirm_owned(f.c, "Sure?", (const char *const[]){"A line.", NULL}, on_confirm, one,
                                         release), 0);
    fx_fkey(&f, 12);
    ck_assert_int_eq(confirmed, 0);
    ck_assert_int_eq(released, 1);
    int *two = malloc(sizeof *two);
    *two = 2;
    popup_confirm_owned(f.c, "Sure?", (const char *const[]){"A line.", NULL}, on_confirm, two, release);
    fx_keys(&f, "\r");
    ck_assert_int_eq(confirmed, 2);
    ck_assert_int_eq(released, 2);
    fx_close(&f);
}
END_TEST

static bool stop_now(void *ctx, struct console *c)
{
    (void)c;
    return ++*(int *)ctx > 1;
}

START_TEST(progress_line)
{
    struct fx f;
    int calls = 0;
    fx_open(&f, false);
    ck_assert(!console_progress(f.c, "Working, 1 of 2"));
    ck_assert_str_eq(fx_row(&f, 4), " Working, 1 of 2");   /* no painter: drawn with the screen */
    console_set_painter(f.c, stop_now, &calls);
    ck_assert(!console_progress(f.c, "Working, 1 of 2"));
    ck_assert(console_progress(f.c, "Working, 2 of 2"));
    ck_assert_str_eq(fx_row(&f, 4), " Working, 2 of 2");
    ck_assert_str_eq(console_progress_text(f.c), "Working, 2 of 2");
    fx_keys(&f, "\r");   /* the next key clears it */
    ck_assert_str_eq(console_progress_text(f.c), "");
    fx_close(&f);
}
END_TEST

Suite *suite_ui_parts(void)
{
    Suite *s = suite_create("ui_parts");
    TCase *tc = tcase_create("parts");
    tcase_add_test(tc, objref_paths);
    tcase_add_test(tc, textview_instruction_and_prose);
    tcase_add_test(tc, textview_file_lines);
    tcase_add_test(tc, list_summary_processed_refresh);
    tcase_add_test(tc, entry_enter_after_checks);
    tcase_add_test(tc, popup_owns_its_context);
    tcase_add_test(tc, progress_line);
    suite_add_tcase(s, tc);
    return s;
}
