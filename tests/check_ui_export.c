/* tests/check_ui_export.c — the Export panel: the entry panel, an MQSC and a YAML export whose
 * files are byte for byte those of `wlmcon export` on the same store, a file of the directory the
 * export did not write (listed, kept), a directory that cannot be made, and Ctrl-C. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"
#include "tests/cfx.h"
#include "ui/work/work_msg.h"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-11-29T14:38:00Z", NULL};

/* Exports w's store with the CLI into <dir>/<sub> (asserting success). */
static void cli_export(struct cfx *w, const char *format, const char *sub)
{
    char *out = tu_path(w->dir, sub), *err = NULL;
    const char *argv[] = {"--store", w->path, "export", "--format", format, "--out", out, NULL};
    int rc = tu_wlmcon(argv, NULL, env_fixed, NULL, &err);
    ck_assert_msg(rc == 0, "wlmcon export: %d %s", rc, err);
    free(err);
    free(out);
}

/* Asserts that <dir>/a/name and <dir>/b/name hold the same bytes. */
static void assert_same_file(struct cfx *w, const char *a, const char *b, const char *name)
{
    char rel[256];
    snprintf(rel, sizeof rel, "%s/%s", a, name);
    char *pa = tu_path(w->dir, rel), *ta = tu_read(pa, NULL);
    snprintf(rel, sizeof rel, "%s/%s", b, name);
    char *pb = tu_path(w->dir, rel), *tb = tu_read(pb, NULL);
    ck_assert_msg(ta && tb, "%s or %s missing", pa, pb);
    ck_assert_str_eq(ta, tb);
    free(pa);
    free(pb);
    free(ta);
    free(tb);
}

START_TEST(export_entry)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "8\r");
    cf_golden(&w, "exp-entry");
    cf_fkey(&w, 3);                         /* nothing to save: F3 leaves, the empty Directory */
    ck_assert_str_eq(cf_top(&w), "WCN000"); /* not checked */
    ck_assert_int_eq(console_message(w.c)->id, MSG_NONE);
    cf_keys(&w, "8\r");
    cf_command(&w, "=9");                   /* and a jump goes on through it */
    ck_assert_str_eq(cf_top(&w), "HIS100");
    cf_close(&w);
}
END_TEST

/* MQSC into "out" (made), with a file of ours already there: the CLI's bytes, the stray listed. */
START_TEST(export_mqsc_as_the_cli)
{
    struct cfx w;
    cf_open_demo(&w);
    char *out = tu_path(w.dir, "out"), *notes = tu_path(w.dir, "out/notes.txt");
    cli_export(&w, "mqsc", "cli");
    cf_keys_in_dir(&w, "8\r\tout\r");
    cf_golden(&w, "exp-confirm");
    ck_assert(!tu_exists(out));
    cf_keys_in_dir(&w, "\r");
    tu_write(notes, "mine\n");
    cf_fkey(&w, 3);
    cf_keys_in_dir(&w, "\r\r");
    cf_golden(&w, "exp-result");
    for (int i = 0; i < 3; i++) {
        char name[16];
        snprintf(name, sizeof name, "QM%c.mqsc", 'A' + i);
        assert_same_file(&w, "out", "cli", name);
    }
    char *kept = tu_read(notes, NULL);
    ck_assert_str_eq(kept, "mine\n");
    free(kept);
    free(notes);
    free(out);
    cf_close(&w);
}
END_TEST

START_TEST(export_yaml_as_the_cli)
{
    struct cfx w;
    cf_open_demo(&w);
    cli_export(&w, "yaml", "cli");
    cf_keys_in_dir(&w, "8\ryaml\tout\r\r");
    ck_assert_int_eq(console_message(w.c)->id, MSG_EXPORTED);
    ck_assert_str_eq(console_message(w.c)->long_text, "1 file written in out.");
    assert_same_file(&w, "out", "cli", "policy.yaml");
    cf_close(&w);
}
END_TEST

/* A directory that cannot be made: said, nothing written. */
START_TEST(export_cannot_make_directory)
{
    struct cfx w;
    cf_open_demo(&w);
    char *file = tu_path(w.dir, "plain");
    tu_write(file, "a file\n");
    cf_keys_in_dir(&w, "8\r\tplain/sub\r\r");
    cf_golden(&w, "exp-cannot-create");
    ck_assert_int_eq(console_message(w.c)->id, MSG_NOT_EXPORTED);
    ck_assert_str_eq(console_message(w.c)->long_text, "cannot create the directory plain/sub: Not a directory.");
    free(file);
    cf_close(&w);
}
END_TEST

static bool stop_at_second(void *ctx, struct console *c)
{
    int *calls = ctx;
    return console_progress_text(c)[0] && ++*calls == 2;
}

/* Ctrl-C at the second queue manager: the first file stays, whole; the others are not written. */
START_TEST(export_stopped)
{
    struct cfx w;
    cf_open_demo(&w);
    int calls = 0;
    console_set_painter(w.c, stop_at_second, &calls);
    cf_direct(&w, "8\r\tout\r\r");
    ck_assert_int_eq(console_message(w.c)->id, MSG_NOT_EXPORTED);
    ck_assert_str_eq(console_message(w.c)->long_text,
                     "The export was stopped. The files written before stay as they are, each whole.");
    char *a = tu_path(w.dir, "out/QMA.mqsc"), *b = tu_path(w.dir, "out/QMB.mqsc");
    ck_assert(tu_exists(a));
    ck_assert(!tu_exists(b));
    free(a);
    free(b);
    cf_close(&w);
}
END_TEST

/* The panel's inputs stay in the user's profile: Enter writes them there (before the
 * confirmation), the panel opens with them again in the same session and in the next one. */
START_TEST(export_remembers_its_fields)
{
    struct cfx w;
    cf_open_demo(&w);
    char *profile = tu_path(w.dir, "config/wlmcon/profile");
    cf_restart(&w, profile);
    cf_keys(&w, "8\r");
    ck_assert_str_eq(cf_row(&w, 6), " Directory  . . . _____________________________________________________________");
    cf_keys(&w, "yaml\t/srv/mq out\t\v80\r");
    ck_assert_str_eq(cf_top(&w), "POP001");
    char *text = tu_read(profile, NULL);
    ck_assert_str_eq(text, "# wlmcon profile: written by wlmcon, read when it starts\n"
                           "command-line = top\n"
                           "pfshow = on\n"
                           "field EXP100 format = YAML\n"
                           "field EXP100 out = /srv/mq out\n"
                           "field EXP100 width = 80\n"
                           "field EXP100 record-length = \n");
    free(text);
    cf_fkey(&w, 12);                        /* the export is not confirmed: the values stay kept */
    cf_fkey(&w, 3);
    cf_keys(&w, "8\r");                     /* the same session */
    ck_assert_str_eq(cf_row(&w, 5), " Format . . . . . YAML_____  MQSC, YAML, WLMXML, WLMREPORT, WAS, NOTESINI...");
    ck_assert_str_eq(cf_row(&w, 6), " Directory  . . . /srv/mq out__________________________________________________");
    ck_assert_str_eq(cf_row(&w, 7), " Line width . . . 80___   32-2048, default 72");
    cf_fkey(&w, 3);
    cf_restart(&w, profile);                /* the next session */
    cf_keys(&w, "8\r");
    ck_assert_str_eq(cf_row(&w, 6), " Directory  . . . /srv/mq out__________________________________________________");
    ck_assert_str_eq(cf_row(&w, 7), " Line width . . . 80___   32-2048, default 72");
    cf_keys(&w, "\t\vout\r");              /* a change is kept in place of the value before */
    text = tu_read(profile, NULL);
    ck_assert_ptr_nonnull(strstr(text, "field EXP100 out = out\nfield EXP100 width = 80\nfield EXP100 record-length = \n"));
    free(text);
    cf_close(&w);
    free(profile);
}
END_TEST

Suite *suite_ui_export(void)
{
    Suite *s = suite_create("ui_export");
    TCase *tc = tcase_create("demo");
    tcase_add_test(tc, export_entry);
    tcase_add_test(tc, export_mqsc_as_the_cli);
    tcase_add_test(tc, export_yaml_as_the_cli);
    tcase_add_test(tc, export_cannot_make_directory);
    tcase_add_test(tc, export_stopped);
    tcase_add_test(tc, export_remembers_its_fields);
    suite_add_tcase(s, tc);
    return s;
}
