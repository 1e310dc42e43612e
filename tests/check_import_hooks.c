/* tests/check_import_hooks.c — import_files() and the caller's hooks: loading stored queue managers,
 * saving each after its file (and emptying the policy), progress and interruption, hook failures;
 * and the UTF-8 check every reader runs on its text. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import_run.h"
#include "tests/timport.h"
#include "tests/tlist.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* A stand-in for the store: QM1 exists with the local queue EXISTING. */
struct fake {
    int loads, saves, progress_calls, stop_after, fail_load;
    char saved[8][16];
    size_t saved_objects[8];
    bool saved_replace[8];
    struct import_progress last;
};

static int fake_load(void *ctx, struct policy *pol, const struct kind_def *kind, const char *name,
                     struct pol_object **out, struct diag_list *diags)
{
    struct fake *f = ctx;
    f->loads++;
    *out = NULL;
    if (f->fail_load) {
        diag_add(diags, SEV_ERROR, "ST001", (struct diag_at){0}, "store unreadable");
        return -1;
    }
    if (strcmp(name, "QM1") != 0)
        return 0;
    struct pol_object *top = pol_new(pol, kind, NULL, name);
    struct pol_object *q = pol_new(pol, mq_kind(MQ_QLOCAL), top, "EXISTING");
    top->change = q->change = POL_SAME;
    top->id = 1;
    q->id = 2;
    *out = top;
    return 0;
}

static int fake_save(void *ctx, struct pol_object *top, struct diag_list *diags)
{
    (void)diags;
    struct fake *f = ctx;
    snprintf(f->saved[f->saves], sizeof f->saved[0], "%s", top->name);
    f->saved_objects[f->saves] = pol_count_objects(top);
    f->saved_replace[f->saves] = top->scope->replace;
    f->saves++;
    return 0;
}

static int fake_progress(void *ctx, const struct import_progress *p)
{
    struct fake *f = ctx;
    f->progress_calls++;
    f->last = *p;
    ck_assert_uint_le(p->bytes, p->total);
    return f->stop_after && p->objects >= (size_t)f->stop_after;
}

static const struct tinput three[] = {
    {"one.mqsc", "ALTER QLOCAL(EXISTING) PUT(DISABLED)\nDEFINE QLOCAL(N1)\n", "QM1"},
    {"two.mqsc", "DEFINE QLOCAL(X)\n", "QM2"},
    {"three.mqsc", "DEFINE QLOCAL(N2)\nDELETE QLOCAL(EXISTING)\n", "QM1"},
};

START_TEST(each_file_is_saved_and_the_policy_emptied)
{
    struct fake f = {0};
    struct import_hooks h = {&f, fake_load, fake_save, fake_progress, NULL, NULL, NULL, NULL};
    struct timport t;
    ti_run(&t, three, 3, &h);
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_str_eq(ti_diags(&t), "");
    ck_assert_int_eq(f.loads, 3);
    ck_assert_int_eq(f.saves, 3);
    ck_assert_str_eq(f.saved[0], "QM1");
    ck_assert_uint_eq(f.saved_objects[0], 2);
    ck_assert_str_eq(f.saved[1], "QM2");
    ck_assert_uint_eq(f.saved_objects[1], 1);
    ck_assert_str_eq(f.saved[2], "QM1");
    ck_assert_uint_eq(f.saved_objects[2], 1);
    ck_assert(!f.saved_replace[0]);
    ck_assert_uint_eq(t.pol.ntops, 0);
    ck_assert_uint_eq(t.sum.files, 3);
    ck_assert_uint_eq(t.sum.tops, 2);
    ck_assert_uint_eq(t.sum.defined, 3);
    ck_assert_uint_eq(t.sum.altered, 1);
    ck_assert_uint_eq(t.sum.deleted, 1);
    /* once per command, once at each end of a file, once after each file's save */
    ck_assert_int_eq(f.progress_calls, 3 + 2 + 3 + 3);
    ck_assert_uint_eq(f.last.file, 3);
    ck_assert_uint_eq(f.last.nfiles, 3);
    ck_assert_uint_eq(f.last.objects, 5);
    ck_assert_uint_eq(f.last.bytes, f.last.total);
    ti_done(&t);
}
END_TEST

START_TEST(nothing_is_saved_after_a_bad_file)
{
    struct fake f = {0};
    struct import_hooks h = {&f, fake_load, fake_save, NULL, NULL, NULL, NULL, NULL};
    struct tinput in[] = {three[0], {"bad.mqsc", "DEFINE QLOCAL(Y) CLWLRANK(10)\n", "QM2"}, three[2]};
    struct timport t;
    ti_run(&t, in, 3, &h);
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t), "bad.mqsc:1:27: error: CLWLRANK(10) is out of range: CLWLRANK must be from 0 to "
                                   "9 [MQ001]\n");
    ck_assert_int_eq(f.saves, 1);
    ck_assert_uint_eq(t.sum.files, 3);
    /* the later files were still read, against what the bad one left in memory */
    ck_assert_ptr_nonnull(pol_find(ti_top(&t, "QM1"), "queue", "N2"));
    ti_done(&t);
}
END_TEST

START_TEST(progress_can_interrupt)
{
    struct fake f = {.stop_after = 2};
    struct import_hooks h = {&f, fake_load, fake_save, fake_progress, NULL, NULL, NULL, NULL};
    struct timport t;
    ti_run(&t, three, 3, &h);
    ck_assert_int_eq(t.status, IMPORT_INTERRUPTED);
    ck_assert_int_eq(f.saves, 0);
    ck_assert_uint_eq(f.last.file, 1);
    ti_done(&t);
}
END_TEST

static int saves_then_stop(void *ctx, const struct import_progress *p)
{
    (void)p;
    return ((struct fake *)ctx)->saves > 0;
}

/* Ctrl-C during the save of a file is seen before the next file is read. */
START_TEST(interrupt_during_a_save_stops_before_the_next_file)
{
    struct fake f = {0};
    struct import_hooks h = {&f, fake_load, fake_save, saves_then_stop, NULL, NULL, NULL, NULL};
    struct timport t;
    ti_run(&t, three, 3, &h);
    ck_assert_int_eq(t.status, IMPORT_INTERRUPTED);
    ck_assert_int_eq(f.saves, 1);
    ck_assert_uint_eq(t.sum.files, 1);
    ti_done(&t);
}
END_TEST

START_TEST(load_failure_stops_the_import)
{
    struct fake f = {.fail_load = 1};
    struct import_hooks h = {&f, fake_load, fake_save, NULL, NULL, NULL, NULL, NULL};
    struct timport t;
    ti_run(&t, three, 3, &h);
    ck_assert_int_eq(t.status, IMPORT_HOOK);
    ck_assert_int_eq(f.loads, 1);
    ck_assert_int_eq(f.saves, 0);
    ck_assert_str_eq(ti_diags(&t), "wlmcon: error: store unreadable [ST001]\n");
    ti_done(&t);
}
END_TEST

START_TEST(not_a_format_wlmcon_reads)
{
    struct timport t;
    struct tinput in[] = {{"x.json", "{\"qmgr\": \"QM1\"}\n", "QM1"}};
    ti_run(&t, in, 1, NULL);
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    /* what every reader of files that says what it reads reads, in the readers' order: YAML's first, MQSC's last */
    const char *what[32];
    char *expected = tl_join(what, tl_reader_whats(what, 32, true), ", ", " or "), want[2048];
    snprintf(want, sizeof want, "x.json: error: not a format wlmcon reads: expected %s [IMP002]\n", expected);
    ck_assert_str_eq(ti_diags(&t), want);
    ck_assert_int_eq(strncmp(expected, "a wlmcon YAML document, a z/OS WLM service definition in XML, ", 62), 0);
    ck_assert_str_eq(strstr(expected, " or MQSC"), " or MQSC commands (a script or a dmpmqcfg dump)");
    free(expected);
    ti_done(&t);
}
END_TEST

/* A NUL byte makes a file no text format: the message says where it is. */
START_TEST(nul_byte_is_located)
{
    char *dir = tu_tmpdir();
    char *path = tu_path(dir, "nul.mqsc");
    static const char text[] = "DEFINE QLOCAL(A)\nDEFINE QLOCAL(B\0) PUT(ENABLED)\n";
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(text, 1, sizeof text - 1, f), sizeof text - 1);
    ck_assert_int_eq(fclose(f), 0);
    struct tinput in[] = {{path, NULL, "QM1"}};
    struct timport t;
    ti_run(&t, in, 1, NULL);
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t), "nul.mqsc:2:16: error: a NUL byte: this is not a text file, and every "
                                   "format wlmcon reads is text [IMP002]\n");
    ti_done(&t);
    tu_rmtree(dir);
    free(path);
    free(dir);
}
END_TEST

/* The longest valid UTF-8 prefix, wherever the bad byte falls in the runs of eight ASCII bytes
 * read at once: the byte's offset; a valid sequence after such runs; one cut by the end. */
START_TEST(utf8_prefix_at_every_offset)
{
    char buf[40];
    for (size_t at = 0; at < 24; at++) {
        memset(buf, 'a', sizeof buf);
        buf[at] = (char)0xE9;   /* ISO 8859-1 e-acute: no UTF-8 sequence starts with it alone */
        ck_assert_uint_eq(import_utf8_prefix(buf, sizeof buf), at);
        ck_assert_uint_eq(import_utf8_prefix(buf, at), at);
    }
    static const char ok[] = "0123456789abcdef caf\xc3\xa9 \xe6\x97\xa5 \xf0\x9f\x98\x80 tail";
    ck_assert_uint_eq(import_utf8_prefix(ok, sizeof ok - 1), sizeof ok - 1);
    static const char cut[] = "0123456789abcdef\xe6\x97";
    ck_assert_uint_eq(import_utf8_prefix(cut, sizeof cut - 1), 16);
    static const char surrogate[] = "0123456789\xed\xa0\x80";
    ck_assert_uint_eq(import_utf8_prefix(surrogate, sizeof surrogate - 1), 10);
}
END_TEST

Suite *suite_import_hooks(void)
{
    Suite *s = suite_create("import_hooks");
    TCase *tc = tcase_create("hooks");
    tcase_add_test(tc, each_file_is_saved_and_the_policy_emptied);
    tcase_add_test(tc, utf8_prefix_at_every_offset);
    tcase_add_test(tc, nothing_is_saved_after_a_bad_file);
    tcase_add_test(tc, progress_can_interrupt);
    tcase_add_test(tc, interrupt_during_a_save_stops_before_the_next_file);
    tcase_add_test(tc, load_failure_stops_the_import);
    tcase_add_test(tc, not_a_format_wlmcon_reads);
    tcase_add_test(tc, nul_byte_is_located);
    suite_add_tcase(s, tc);
    return s;
}
