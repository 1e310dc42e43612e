/* tests/check_layout_console.c — a value of a file in another code page in the console
 * (model/layout.h): its entry panel reads the top's layout, the typed text is saved through the
 * conversion to the file's code page. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "ui/engine/keylist.h"
#include "ui/objects/objpanels.h"

static const struct panel_def server_def = {
    .id = "TS700", .title = "Server", .kind = PANEL_ENTRY, .keys = &keylist_entry, .help = "A server.",
};
static const struct obj_field server_fields[] = {{"note", "Note", NULL, 0}, {NULL, NULL, NULL, 0}};
static const struct obj_entry_def entries[] = {
    {.kinds = UINT64_C(1) << TSYS_SERVER, .def = &server_def, .name_label = "Server name", .fields = server_fields},
};
static const struct obj_panels panels = {.top_noun = "site", .name_help = "The server's name.", .entries = entries,
                                         .nentries = 1};

/* The screen row that holds text, or -1. */
static int row_with(struct cfx *f, const char *text)
{
    for (int r = 0; r < 24; r++)
        if (strstr(cf_row(f, r), text))
            return r;
    return -1;
}

START_TEST(latin1_value_through_the_console)
{
    tsys_register();
    char *dir = tu_tmpdir(), *file = tu_path(dir, "X.tini");
    tu_write(file, "# site X\r\nserver.A.note=cr\xE8me\r\nserver.A.weight=5\r\n");
    struct cfx f;
    cf_open(&f, (const char *const[]){file}, 1);
    ck_assert_int_eq(obj_edit_open(f.c, &f.app, &panels, OBJ_EDIT, tsys_kind(TSYS_SERVER), "X", "A"), 0);
    cf_keys(&f, "");
    ck_assert_msg(row_with(&f, "cr") >= 0, "the note is not shown");
    /* typed text goes through iconv into the file's code page (the virtual terminal types ASCII) */
    cf_keys(&f, "\vXY\r");
    cf_fkey(&f, 3);
    char *got = cf_sql(&f, "SELECT hex(note) FROM tst_server;");
    ck_assert_str_eq(got, "5859\n");
    free(got);
    cf_close(&f);
    tu_rmtree(dir);
    free(dir);
    free(file);
}
END_TEST

Suite *suite_layout_console(void)
{
    Suite *s = suite_create("layout_console");
    TCase *tc = tcase_create("encoding");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, latin1_value_through_the_console);
    suite_add_tcase(s, tc);
    return s;
}
