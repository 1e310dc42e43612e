/* tests/check_ui_profile.c — the user's profile: reading (bad lines reported and ignored),
 * writing (atomically, 0600, nothing left behind, the old file kept on failure), and the console's
 * settings surviving a restart: theme, command line at the bottom, PFSHOW OFF, a KEYS change and a
 * panel's Scroll amount. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <dirent.h>

#include "tests/tutil.h"
#include "tests/uifx.h"
#include "tests/vscreen.h"

START_TEST(parse_settings)
{
    static const char text[] = "# comment\n"
                               "theme = green\n"
                               "command-line = BOTTOM\n"
                               "pfshow = off\n"
                               "scroll MQ100 = csr\n"
                               "scroll DEMO100 = 25\n"
                               "key table F6 = RETRIEVE\n"
                               "key entry F2 =\n"
                               "   \n";
    struct profile p;
    struct profile_error err;
    profile_defaults(&p);
    ck_assert_int_eq(profile_parse(text, strlen(text), &p, &err), 0);
    ck_assert_str_eq(p.theme, "green");
    ck_assert(p.cmd_bottom);
    ck_assert(!p.pfshow);
    ck_assert_int_eq(profile_scroll(&p, "MQ100")->kind, SCROLL_CSR);
    ck_assert_int_eq(profile_scroll(&p, "DEMO100")->kind, SCROLL_LINES);
    ck_assert_int_eq(profile_scroll(&p, "DEMO100")->n, 25);
    ck_assert_ptr_null(profile_scroll(&p, "XYZ"));
    ck_assert_str_eq(profile_key(&p, "table", UIK_F(6))->cmd, "RETRIEVE");
    ck_assert_str_eq(profile_key(&p, "entry", UIK_F(2))->cmd, "");
    ck_assert_ptr_null(profile_key(&p, "menu", UIK_F(6)));
    char out[1024];
    profile_format(&p, out, sizeof out);
    ck_assert_str_eq(out, "# wlmcon profile: written by wlmcon, read when it starts\n"
                          "theme = green\n"
                          "command-line = bottom\n"
                          "pfshow = off\n"
                          "scroll MQ100 = CSR\n"
                          "scroll DEMO100 = 25\n"
                          "key table F6 = RETRIEVE\n"
                          "key entry F2 = \n");
}
END_TEST

/* The columns a list adds (COLUMNS): read, written, replaced and forgotten by panel id. */
START_TEST(columns_kept)
{
    static const char text[] = "columns MQ200 = MCAUSER SSLCIPH\ncolumns MQ300 = MAXDEPTH\n";
    struct profile p;
    struct profile_error err;
    profile_defaults(&p);
    ck_assert_int_eq(profile_parse(text, strlen(text), &p, &err), 0);
    ck_assert_str_eq(profile_columns(&p, "MQ200"), "MCAUSER SSLCIPH");
    ck_assert_str_eq(profile_columns(&p, "MQ300"), "MAXDEPTH");
    ck_assert_ptr_null(profile_columns(&p, "MQ400"));
    ck_assert_int_eq(profile_set_columns(&p, "MQ200", "HBINT"), 0);
    ck_assert_int_eq(profile_set_columns(&p, "MQ300", ""), 0);
    char out[512];
    profile_format(&p, out, sizeof out);
    ck_assert_str_eq(out, "# wlmcon profile: written by wlmcon, read when it starts\n"
                          "command-line = top\n"
                          "pfshow = on\n"
                          "columns MQ200 = HBINT\n");
    char longer[PROFILE_COLUMNS_LEN + 1];
    memset(longer, 'A', PROFILE_COLUMNS_LEN);
    longer[PROFILE_COLUMNS_LEN] = '\0';
    ck_assert_int_eq(profile_set_columns(&p, "MQ200", longer), -1);
    ck_assert_str_eq(profile_columns(&p, "MQ200"), "HBINT");
}
END_TEST

/* Lines that cannot be read are counted and ignored; the first is described; the rest apply. */
START_TEST(bad_lines_ignored)
{
    static const char text[] = "theme = ../etc\n"
                               "pfshow = off\n"
                               "colour = red\n"
                               "command-line = middle\n"
                               "key table F13 = HELP\n"
                               "scroll MQ100 = LOTS\n"
                               "just words\n";
    struct profile p;
    struct profile_error err;
    profile_defaults(&p);
    ck_assert_int_eq(profile_parse(text, strlen(text), &p, &err), 6);
    ck_assert_int_eq(err.line, 1);
    ck_assert_str_eq(err.msg, "'../etc' is not a theme name");
    ck_assert(!p.pfshow);
    ck_assert(!p.cmd_bottom);
    ck_assert_str_eq(p.theme, "");
    ck_assert_int_eq(profile_parse("x\ncolour = red\n", 14, &p, &err), 2);
    ck_assert_str_eq(err.msg, "expected SETTING = value");
    ck_assert_int_eq(profile_parse("a b c d e = 1\n", 14, &p, &err), 1);
    ck_assert_str_eq(err.msg, "too many words before '='");
}
END_TEST

/* Field values: kept as typed, quoted when a blank at either end or a leading quote would not
 * survive the reading; settings unknown to this wlmcon are written back as they were read. */
START_TEST(fields_and_unknown_settings_kept)
{
    static const char text[] = "field EXP100 out = /srv/mq\n"
                               "colour = red\r\n"
                               "field IMP100 path = \"  a \\\"b\\\" \"\n"
                               "later thing X = 1 = 2\n"
                               "field EXP100 out = /srv/mq2\n"
                               "field IMP100 option = \"open\n";
    struct profile p;
    struct profile_error err;
    profile_defaults(&p);
    ck_assert_int_eq(profile_parse(text, strlen(text), &p, &err), 3);
    ck_assert_int_eq(err.line, 2);
    ck_assert_str_eq(err.msg, "unknown setting 'colour', kept as it is");
    ck_assert_str_eq(profile_field(&p, "EXP100", "out"), "/srv/mq2");
    ck_assert_str_eq(profile_field(&p, "IMP100", "path"), "  a \"b\" ");
    ck_assert_ptr_null(profile_field(&p, "IMP100", "option"));
    ck_assert_int_eq(profile_set_field(&p, "EXP100", "width", ""), 1);
    ck_assert_int_eq(profile_set_field(&p, "EXP100", "width", ""), 0);     /* no change */
    ck_assert_int_eq(profile_set_field(&p, "EXP100", "out", "a\tb"), -1);  /* a control character */
    char out[1024];
    profile_format(&p, out, sizeof out);
    ck_assert_str_eq(out, "# wlmcon profile: written by wlmcon, read when it starts\n"
                          "command-line = top\n"
                          "pfshow = on\n"
                          "field EXP100 out = /srv/mq2\n"
                          "field IMP100 path = \"  a \\\"b\\\" \"\n"
                          "field EXP100 width = \n"
                          "colour = red\n"
                          "later thing X = 1 = 2\n"
                          "field IMP100 option = \"open\n");
    struct profile q;
    profile_defaults(&q);
    ck_assert_int_eq(profile_parse(out, strlen(out), &q, &err), 3);  /* the same again */
    ck_assert_str_eq(profile_field(&q, "IMP100", "path"), "  a \"b\" ");
    ck_assert_str_eq(profile_field(&q, "EXP100", "width"), "");
    ck_assert_uint_eq(q.nother, p.nother);
    static char longline[2300];                     /* a value longer than a field holds */
    memset(longline, 'x', sizeof longline - 2);
    memcpy(longline, "field EXP100 out = ", 19);
    longline[sizeof longline - 2] = '\n';
    ck_assert_int_eq(profile_parse(longline, strlen(longline), &q, &err), 1);
    ck_assert_str_eq(err.msg, "line longer than 2175 bytes");
    memcpy(longline + 1100, "\n", 1);             /* 1081 bytes of value: more than a field keeps */
    ck_assert_int_eq(profile_parse(longline, 1101, &q, &err), 1);
    ck_assert_str_eq(err.msg, "the value of field out is not closed by '\"' or is too long");
    /* what a later wlmcon writes and this one cannot take is written back, not lost: a longer
     * field, a function key past F12, a scroll amount of its own */
    struct profile r;
    profile_defaults(&r);
    static char later[1400];
    snprintf(later, sizeof later, "%.1101skey table F13 = HELP\nscroll MQ100 = LOTS\npfshow = off\n", longline);
    ck_assert_int_eq(profile_parse(later, strlen(later), &r, &err), 3);
    ck_assert(!r.pfshow);
    static char back[2048];
    profile_format(&r, back, sizeof back);
    *strstr(later, "pfshow = off\n") = '\0';   /* known and taken: written before the others */
    ck_assert_str_eq(strstr(back, "pfshow = off\n") + strlen("pfshow = off\n"), later);
}
END_TEST

START_TEST(set_and_reset)
{
    struct profile p;
    struct scroll_amount a = {SCROLL_HALF, 0};
    profile_defaults(&p);
    ck_assert_int_eq(profile_set_key(&p, "table", UIK_F(6), "RETRIEVE"), 0);
    ck_assert_int_eq(profile_set_key(&p, "table", UIK_F(6), "KEYSHELP"), 0);
    ck_assert_uint_eq(p.nkeys, 1);
    ck_assert_str_eq(p.keys[0].cmd, "KEYSHELP");
    ck_assert_int_eq(profile_set_key(&p, "table", UIK_F(6), NULL), 0);
    ck_assert_uint_eq(p.nkeys, 0);
    char longcmd[PROFILE_CMD_MAX + 1];
    memset(longcmd, 'A', sizeof longcmd - 1);
    longcmd[PROFILE_CMD_MAX] = '\0';
    ck_assert_int_eq(profile_set_key(&p, "table", UIK_F(6), longcmd), -1);
    ck_assert_int_eq(profile_set_scroll(&p, "A_PANEL_ID_TOO_LONG", &a), -1);
    for (int i = 0; i < PROFILE_SCROLL_MAX; i++) {
        char id[16];
        snprintf(id, sizeof id, "P%d", i);
        ck_assert_int_eq(profile_set_scroll(&p, id, &a), 0);
    }
    ck_assert_int_eq(profile_set_scroll(&p, "ONEMORE", &a), -1);
    ck_assert_int_eq(profile_set_scroll(&p, "P7", &a), 0);  /* an existing one is replaced */
}
END_TEST

static int entries(const char *dir)
{
    int n = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;)
        n += e->d_name[0] != '.';
    if (d)
        closedir(d);
    return n;
}

/* Written whole and renamed: 0600, no temporary file left; a directory that cannot be written
 * leaves the old file as it was. */
START_TEST(save_atomically)
{
    char *dir = tu_tmpdir(), *sub = tu_path(dir, "wlmcon"), *path = tu_path(sub, "profile");
    struct profile p, q;
    struct profile_error err;
    struct stat st;
    profile_defaults(&p);
    strcpy(p.theme, "mono");
    ck_assert_int_eq(profile_save(path, &p, &err), 0);       /* its directory is made */
    ck_assert_int_eq(stat(path, &st), 0);
    ck_assert_uint_eq(st.st_mode & 0777, 0600);
    ck_assert_int_eq(entries(sub), 1);
    ck_assert_int_eq(profile_load(path, &q, &err), 0);
    ck_assert_str_eq(q.theme, "mono");
    char *blocked = tu_path(sub, "blocked"), *inside = tu_path(blocked, "x");
    mkdir(blocked, 0700);                                     /* a directory where the file would go */
    tu_write(inside, "x");
    ck_assert_int_eq(profile_save(blocked, &p, &err), -1);
    ck_assert_str_eq(err.msg, "cannot replace the profile: Is a directory");
    ck_assert_int_eq(entries(sub), 2);                        /* no temporary file left */
    ck_assert_int_eq(profile_load(path, &q, &err), 0);
    ck_assert_str_eq(q.theme, "mono");
    free(blocked);
    free(inside);
    char *missing = tu_path(dir, "none");
    ck_assert_int_eq(profile_load(missing, &q, &err), 0);     /* no file: the defaults */
    ck_assert(q.pfshow);
    tu_rmtree(dir);
    free(dir);
    free(sub);
    free(path);
    free(missing);
}
END_TEST

/* ---- the console across a restart --------------------------------------------------------- */

static void open_with_profile(struct fx *f, const char *path)
{
    memset(f, 0, sizeof *f);
    vs_env(&f->env);
    f->env.profile = path;
    f->env.theme_dirs[0] = "themes";
    f->c = demo_console(&f->env, demo_table(&f->log, &f->m));
    console_draw(f->c, &f->s);
}

/* A profile larger than a profile can be (another file written over it, a log appended to it) is
 * reported when the console starts and left as it is when a setting changes: the setting applies
 * to the session alone. */
START_TEST(huge_profile_left_alone)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "profile"), want[1024];
    static char big[300 * 1024];
    memset(big, 'x', sizeof big - 1);
    memcpy(big, "pfshow = off\n", 13);
    tu_write(path, big);
    struct fx f;
    open_with_profile(&f, path);
    ck_assert_int_eq(fx_msg(&f), MSG_PROFILE_LINE);
    fx_command(&f, "cmdline bottom");
    ck_assert_int_eq(fx_msg(&f), MSG_PROFILE_NOT_SAVED);
    snprintf(want, sizeof want, "%s: cannot be read, or is larger than 256 KiB. The setting applies to this "
             "session only.", path);
    ck_assert_str_eq(console_message(f.c)->long_text, want);
    ck_assert(console_profile(f.c)->cmd_bottom);
    char *text = tu_read(path, NULL);
    ck_assert_str_eq(text, big);
    free(text);
    fx_close(&f);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

START_TEST(settings_survive_a_restart)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "wlmcon/profile");
    struct fx f;
    open_with_profile(&f, path);
    fx_command(&f, "colours mono");
    fx_command(&f, "cmdline bottom");
    ck_assert_str_eq(console_message(f.c)->long_text, "The command line is at the bottom of panels.");
    fx_command(&f, "pfshow off");
    fx_command(&f, "keys f6 retrieve");
    ck_assert_str_eq(console_message(f.c)->long_text, "f6 of keylist table now stands for retrieve.");
    fx_command(&f, "");
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);                    /* the Scroll field: CSR, then F8 keeps it */
    console_key(f.c, UIK_ERASE_EOF);
    fx_keys(&f, "csr");
    fx_fkey(&f, 8);
    ck_assert_int_eq(fx_msg(&f), MSG_NONE);
    fx_close(&f);
    char *text = tu_read(path, NULL);
    ck_assert_str_eq(text, "# wlmcon profile: written by wlmcon, read when it starts\n"
                           "theme = mono\n"
                           "command-line = bottom\n"
                           "pfshow = off\n"
                           "scroll DEMO100 = CSR\n"
                           "key table F6 = retrieve\n");
    free(text);

    open_with_profile(&f, path);                  /* the next session */
    ck_assert_int_eq(fx_msg(&f), MSG_NONE);
    ck_assert_str_eq(console_theme(f.c, NULL)->name, "mono");
    ck_assert_str_eq(fx_row(&f, 23), " Command ===> ________________________________________________ Scroll ===> CSR_");
    ck_assert_str_eq(fx_row(&f, 22), "");         /* the long message line above it */
    ck_assert_str_eq(fx_row(&f, 3), " S=Select E=Edit D=Delete /=Menu");
    fx_command(&f, "l demo.q010");
    fx_fkey(&f, 6);                               /* F6 retrieves */
    ck_assert_str_eq(fx_row(&f, 23), " Command ===> l demo.q010_____________________________________ Scroll ===> CSR_");
    fx_close(&f);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

/* Two sessions of one user on one profile: each save brings only its own changes into the file as
 * the other left it, so neither undoes the other's (here PFSHOW OFF in one, the command line at the
 * bottom and a key change in the other, a field kept by each); a change given back is removed. */
START_TEST(two_sessions_keep_each_others_changes)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "wlmcon/profile");
    struct fx a, b;
    open_with_profile(&a, path);
    open_with_profile(&b, path);                  /* both read the (missing) file */
    fx_command(&a, "pfshow off");
    fx_command(&b, "cmdline bottom");
    fx_command(&b, "keys f6 retrieve");
    console_keep_fields(a.c, "EXP100", (const char *const[]){"out"}, (const char *const[]){"/srv/a"}, 1);
    console_keep_fields(b.c, "IMP100", (const char *const[]){"path"}, (const char *const[]){"/srv/b"}, 1);
    char *text = tu_read(path, NULL);
    ck_assert_str_eq(text, "# wlmcon profile: written by wlmcon, read when it starts\n"
                           "command-line = bottom\n"
                           "pfshow = off\n"
                           "key table F6 = retrieve\n"
                           "field EXP100 out = /srv/a\n"
                           "field IMP100 path = /srv/b\n");
    free(text);
    ck_assert(!console_profile(b.c)->pfshow);     /* b took a's change with the file */
    fx_command(&a, "keys f6");                    /* a gives F6 back, which b had changed */
    text = tu_read(path, NULL);
    ck_assert_ptr_null(strstr(text, "key table F6"));
    ck_assert_ptr_nonnull(strstr(text, "command-line = bottom\n"));
    free(text);
    fx_close(&a);
    fx_close(&b);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

/* A bad profile line is reported at the start, with the file and line; the rest apply. */
START_TEST(bad_line_reported)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "profile"), want[1024];
    tu_write(path, "pfshow = off\ncolour = red\n");
    struct fx f;
    open_with_profile(&f, path);
    ck_assert_int_eq(fx_msg(&f), MSG_PROFILE_LINE);
    snprintf(want, sizeof want, "%s:2: unknown setting 'colour', kept as it is. The other settings apply.", path);
    ck_assert_str_eq(console_message(f.c)->long_text, want);
    ck_assert(!console_profile(f.c)->pfshow);
    ck_assert_str_eq(fx_row(&f, 23), " _   DEMO.Q016        QALIAS       14    6    8 CLS2"); /* no keys */
    fx_close(&f);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

/* The Settings panel: F4 lists the themes; END applies and keeps the changes; a theme that cannot
 * be loaded keeps the panel open on the field. */
START_TEST(settings_panel)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "profile");
    struct fx f;
    open_with_profile(&f, path);
    fx_command(&f, "settings");
    ck_assert_str_eq(fx_top_id(&f), "WCN010");
    ck_assert_str_eq(fx_row(&f, 5), " Command line  . . . (CMDLINE) TOP___  TOP or BOTTOM");
    ck_assert_str_eq(fx_row(&f, 7), " Theme . . . . . . . (COLOURS) classic________________________  (name or ?)");
    console_key(f.c, UIK_ERASE_EOF);
    fx_keys(&f, "bottom\t\t");
    fx_fkey(&f, 4);                                     /* the themes */
    ck_assert_str_eq(fx_top_id(&f), "PRM001");
    fx_command(&f, "find 'green screen'");
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 2");
    fx_keys(&f, "s\r");
    ck_assert_str_eq(fx_row(&f, 7), " Theme . . . . . . . (COLOURS) green__________________________  (name or ?)");
    console_key(f.c, UIK_ERASE_EOF);
    fx_keys(&f, "zzz");
    fx_fkey(&f, 3);
    ck_assert_int_eq(fx_msg(&f), MSG_SAVE_FAILED);
    ck_assert_str_eq(console_message(f.c)->long_text, "Theme zzz: no theme of this name is installed.");
    fx_assert_cursor(&f, 7, 31);                        /* on the theme */
    console_key(f.c, UIK_ERASE_EOF);
    fx_keys(&f, "green");
    fx_fkey(&f, 3);
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    ck_assert_int_eq(fx_msg(&f), MSG_SAVED);
    ck_assert(console_profile(f.c)->cmd_bottom);
    ck_assert_str_eq(console_profile(f.c)->theme, "green");
    ck_assert_str_eq(console_theme(f.c, NULL)->name, "green");
    fx_close(&f);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

/* KEYS alone: the keylist panel; a key typed over is kept, one given its own command back is not. */
START_TEST(keylist_panel)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "profile");
    struct fx f;
    open_with_profile(&f, path);
    fx_command(&f, "keys f9 keyshelp");
    fx_command(&f, "keys");
    ck_assert_str_eq(fx_top_id(&f), "WCN012");
    ck_assert_str_eq(fx_row(&f, 0), "  Options  Help");
    ck_assert_str_eq(fx_row(&f, 2), " WCN012                     Keylist table of DEMO100");
    ck_assert_str_eq(fx_row(&f, 5), " F1 . . . . . HELP___________________________________________________________");
    ck_assert_str_eq(fx_row(&f, 13), " F9 . . . . . keyshelp_______________________________________________________");
    for (int i = 0; i < 5; i++)
        console_key(f.c, UIK_TAB);                      /* F6 */
    fx_keys(&f, "bogus");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(fx_msg(&f), MSG_SYNTAX);
    ck_assert_str_eq(console_message(f.c)->long_text, "F6: not a command of the command table, nor a jump (=n.m)");
    console_key(f.c, UIK_ERASE_EOF);
    fx_keys(&f, "RETRIEVE");
    for (int i = 0; i < 3; i++)
        console_key(f.c, UIK_TAB);                      /* F9 */
    console_key(f.c, UIK_ERASE_EOF);
    fx_fkey(&f, 3);
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    ck_assert_str_eq(profile_key(console_profile(f.c), "table", UIK_F(6))->cmd, "RETRIEVE");
    ck_assert_ptr_null(profile_key(console_profile(f.c), "table", UIK_F(9)));  /* as it was at first */
    ck_assert_ptr_null(keylist_command(console_keys(f.c, console_top(f.c)), UIK_F(9)));
    fx_close(&f);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

Suite *suite_ui_profile(void)
{
    Suite *s = suite_create("ui_profile");
    TCase *tc = tcase_create("file");
    tcase_add_test(tc, parse_settings);
    tcase_add_test(tc, columns_kept);
    tcase_add_test(tc, bad_lines_ignored);
    tcase_add_test(tc, set_and_reset);
    tcase_add_test(tc, fields_and_unknown_settings_kept);
    tcase_add_test(tc, save_atomically);
    suite_add_tcase(s, tc);
    tc = tcase_create("console");
    tcase_add_test(tc, settings_survive_a_restart);
    tcase_add_test(tc, bad_line_reported);
    tcase_add_test(tc, two_sessions_keep_each_others_changes);
    tcase_add_test(tc, huge_profile_left_alone);
    tcase_add_test(tc, settings_panel);
    tcase_add_test(tc, keylist_panel);
    suite_add_tcase(s, tc);
    return s;
}
