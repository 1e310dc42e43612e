/* tests/check_ui_themes.c — themes: the files of themes/ (classic.theme is the built-in theme), the
 * parser's messages for broken files (file and line, the default used instead), finding and
 * listing themes, colours fitted to 8-colour terminals and kept on 256-colour ones, --theme and
 * COLOURS switching the console's theme. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"
#include "tests/uifx.h"
#include "tests/vscreen.h"
#include "ui/engine/themefile.h"

/* ---- the files ---------------------------------------------------------------------------- */

START_TEST(classic_file_is_the_builtin_theme)
{
    struct theme t;
    struct theme_error err;
    ck_assert_int_eq(theme_load("themes/classic.theme", &t, &err), 0);
    ck_assert_str_eq(t.name, "classic");
    ck_assert_str_eq(t.descr, theme_classic()->descr);
    for (int e = 0; e < CUA_NELEMS; e++) {
        ck_assert_int_eq(t.style[e].fg, theme_classic()->style[e].fg);
        ck_assert_int_eq(t.style[e].bg, theme_classic()->style[e].bg);
        ck_assert_uint_eq(t.style[e].attrs, theme_classic()->style[e].attrs);
    }
}
END_TEST

/* Every shipped theme names every element (none falls back to classic by omission). */
START_TEST(shipped_themes_name_every_element)
{
    static const char *const names[] = {"classic", "green", "light", "mono"};
    for (size_t i = 0; i < 4; i++) {
        char path[64];
        snprintf(path, sizeof path, "themes/%s.theme", names[i]);
        char *text = tu_read(path, NULL);
        ck_assert_ptr_nonnull(text);
        for (int e = 0; e < CUA_NELEMS; e++) {
            char key[16];
            snprintf(key, sizeof key, "\n%s ", cua_name((enum cua_elem)e));
            ck_assert_msg(strstr(text, key) != NULL, "%s does not name %s", path, cua_name((enum cua_elem)e));
        }
        free(text);
        struct theme t;
        struct theme_error err;
        ck_assert_int_eq(theme_load(path, &t, &err), 0);
        ck_assert_str_eq(t.name, names[i]);
    }
}
END_TEST

START_TEST(theme_values)
{
    struct theme t;
    struct theme_error err;
    ck_assert_int_eq(theme_load("themes/mono.theme", &t, &err), 0);
    ck_assert_int_eq(t.style[CUA_EE].fg, THEME_DEFAULT);
    ck_assert_uint_eq(t.style[CUA_EE].attrs, TA_BOLD | TA_REVERSE);
    ck_assert_str_eq(t.descr, "Monochrome: the terminal's own colours, emphasis by attributes only");
    ck_assert_int_eq(theme_load("themes/light.theme", &t, &err), 0);
    ck_assert_int_eq(t.style[CUA_EE].fg, THEME_WHITE);
    ck_assert_int_eq(t.style[CUA_EE].bg, 124);
    ck_assert_int_eq(theme_load("themes/green.theme", &t, &err), 0);
    ck_assert_int_eq(t.style[CUA_NEF].fg, THEME_GREEN);
    ck_assert_int_eq(t.style[CUA_NEF].bg, THEME_BLACK);
    ck_assert_uint_eq(t.style[CUA_NEF].attrs, TA_BOLD | TA_UNDERLINE);
}
END_TEST

/* ---- the parser --------------------------------------------------------------------------- */

static const struct {
    const char *text;
    int line;
    const char *msg;
} broken[] = {
    {"# x\nPT = blue default\nNEF = purpel default\n", 3, "unknown colour 'purpel'"},
    {"NEF = blue blurple\n", 1, "unknown colour 'blurple'"},
    {"\n\nXX = blue default\n", 3, "unknown element 'XX'"},
    {"PT blue default\n", 1, "expected ELEMENT = foreground background [attribute...]"},
    {"PT = blue\n", 1, "PT needs a foreground and a background colour"},
    {"PT = blue default blink\n", 1, "unknown attribute 'blink' (bold, reverse, underline or none)"},
    {"PT = blue default\npt = red default\n", 2, "element PT is given twice"},
    {"PT NT = blue default\n", 1, "expected one element name before '='"},
    {"PT = 256 default\n", 1, "unknown colour '256'"},
    {"PT = a b c d e f g h i\n", 1, "too many words after PT"},
};

START_TEST(broken_line)
{
    struct theme t;
    struct theme_error err = {0};
    const char *text = broken[_i].text;
    ck_assert_int_eq(theme_parse(text, strlen(text), "bad", &t, &err), -1);
    ck_assert_int_eq(err.line, broken[_i].line);
    ck_assert_str_eq(err.msg, broken[_i].msg);
    ck_assert_str_eq(t.name, "bad");
    ck_assert_int_eq(t.style[CUA_PT].fg, theme_classic()->style[CUA_PT].fg);  /* the default */
}
END_TEST

/* Bytes that are not text: a NUL, a line longer than 255 bytes, CR-LF line ends (accepted). */
START_TEST(odd_bytes)
{
    struct theme t;
    struct theme_error err;
    char longline[400];
    memset(longline, 'x', sizeof longline);
    ck_assert_int_eq(theme_parse("PT = red\0 default\n", 18, "n", &t, &err), -1);
    ck_assert_str_eq(err.msg, "a NUL byte in the line");
    ck_assert_int_eq(theme_parse(longline, sizeof longline, "l", &t, &err), -1);
    ck_assert_str_eq(err.msg, "line longer than 255 bytes");
    ck_assert_int_eq(theme_parse("PT = red 17 bold\r\nCH = 8 default\r\n", 34, "crlf", &t, &err), 0);
    ck_assert_int_eq(t.style[CUA_PT].fg, THEME_RED);
    ck_assert_int_eq(t.style[CUA_PT].bg, 17);
    ck_assert_int_eq(t.style[CUA_CH].fg, 8);
    ck_assert_int_eq(t.style[CUA_NT].fg, THEME_BLUE);  /* not named: classic */
}
END_TEST

START_TEST(finding_and_listing)
{
    char *dir = tu_tmpdir(), *mine = tu_path(dir, "mono.theme"), *bad = tu_path(dir, "zebra.theme");
    char path[512];
    struct theme_info info[THEME_LIST_MAX];
    tu_write(mine, "# My own mono\nPT = white default\n");
    tu_write(bad, "PT = zebra stripes\n");
    const char *const dirs[] = {dir, "themes", NULL};
    ck_assert_int_eq(theme_find(dirs, "mono", path, sizeof path), 0);
    ck_assert_str_eq(path, mine);                                   /* the user's own first */
    ck_assert_int_eq(theme_find(dirs, "green", path, sizeof path), 0);
    ck_assert_str_eq(path, "themes/green.theme");
    ck_assert_int_eq(theme_find(dirs, "nosuch", path, sizeof path), -1);
    ck_assert_int_eq(theme_list(dirs, info, THEME_LIST_MAX), 5);
    ck_assert_str_eq(info[0].name, "classic");
    ck_assert_str_eq(info[1].name, "green");
    ck_assert_str_eq(info[2].name, "light");
    ck_assert_str_eq(info[3].name, "mono");
    ck_assert_str_eq(info[3].descr, "My own mono");
    ck_assert_str_eq(info[4].name, "zebra");
    ck_assert_str_eq(info[4].descr, "Line 1: unknown colour 'zebra'");
    ck_assert_int_eq(theme_list(NULL, info, THEME_LIST_MAX), 1);     /* the built-in one alone */
    struct theme t;
    struct theme_error err;
    ck_assert_int_eq(theme_open(NULL, "classic", &t, &err), 0);
    ck_assert_int_eq(theme_open(NULL, "mono", &t, &err), -1);
    ck_assert_str_eq(err.msg, "no theme of this name is installed");
    ck_assert_int_eq(theme_load("themes/none.theme", &t, &err), -1);
    ck_assert_int_eq(err.line, 0);
    ck_assert_str_eq(err.msg, "cannot be opened");
    tu_rmtree(dir);
    free(dir);
    free(mine);
    free(bad);
}
END_TEST

/* 256-colour numbers on an 8-colour terminal: the nearest of the eight. */
START_TEST(colours_fitted)
{
    ck_assert_int_eq(theme_color_fit(124, 256), 124);
    ck_assert_int_eq(theme_color_fit(THEME_DEFAULT, 8), THEME_DEFAULT);
    ck_assert_int_eq(theme_color_fit(5, 8), 5);
    ck_assert_int_eq(theme_color_fit(9, 8), THEME_RED);
    ck_assert_int_eq(theme_color_fit(196, 8), THEME_RED);      /* 5,0,0 */
    ck_assert_int_eq(theme_color_fit(46, 8), THEME_GREEN);     /* 0,5,0 */
    ck_assert_int_eq(theme_color_fit(21, 8), THEME_BLUE);      /* 0,0,5 */
    ck_assert_int_eq(theme_color_fit(226, 8), THEME_YELLOW);   /* 5,5,0 */
    ck_assert_int_eq(theme_color_fit(51, 8), THEME_TURQ);      /* 0,5,5 */
    ck_assert_int_eq(theme_color_fit(231, 8), THEME_WHITE);
    ck_assert_int_eq(theme_color_fit(24, 8), THEME_BLACK);     /* 0,1,2: dark */
    ck_assert_int_eq(theme_color_fit(240, 8), THEME_BLACK);
    ck_assert_int_eq(theme_color_fit(250, 8), THEME_WHITE);
}
END_TEST

/* The light theme's 256-colour numbers reach a 256-colour terminal as they are, and an 8-colour
 * one fitted. */
static void light_on(const char *term, int want_nt, int want_ee_bg)
{
    struct fx f;
    int fg, bg;
    fx_open(&f, false);
    f.env.theme_dirs[0] = "themes";
    ck_assert_int_eq(console_set_theme(f.c, "light", false), 0);
    struct vscreen *v = vs_open_term(24, 80, term, false);
    ck_assert_int_eq(vs_run(v, f.c), TERM_EOF);
    vs_pair_colors(v, CUA_NT + 1, &fg, &bg);
    ck_assert_int_eq(fg, want_nt);
    ck_assert_int_eq(bg, -1);
    vs_pair_colors(v, CUA_EE + 1, &fg, &bg);
    ck_assert_int_eq(fg, THEME_WHITE);
    ck_assert_int_eq(bg, want_ee_bg);
    vs_close(v);
    fx_close(&f);
}

START_TEST(light_in_256_colours)
{
    light_on("xterm-256color", 24, 124);
}
END_TEST

START_TEST(light_in_8_colours)
{
    light_on("xterm", THEME_BLACK, THEME_RED);
}
END_TEST

/* ---- the console -------------------------------------------------------------------------- */

/* A theme with a mistake: the console says where, and shows the classic theme. */
START_TEST(broken_theme_reported)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "bad.theme"), want[1024];
    tu_write(path, "# broken\nPT = blue default\nNEF = purpel default\n");
    struct fx f;
    memset(&f, 0, sizeof f);
    vs_env(&f.env);
    f.env.theme = path;
    f.c = demo_console(&f.env, NULL);
    ck_assert_int_eq(fx_msg(&f), MSG_THEME_ERROR);
    snprintf(want, sizeof want, "%s:3: unknown colour 'purpel'. The classic theme is used instead.", path);
    ck_assert_str_eq(console_message(f.c)->long_text, want);
    ck_assert_str_eq(console_message(f.c)->short_text, "Theme not used");
    ck_assert_str_eq(console_theme(f.c, NULL)->name, "bad");
    ck_assert_int_eq(console_theme(f.c, NULL)->style[CUA_NEF].fg, THEME_TURQ);
    fx_close(&f);
    tu_rmtree(dir);
    free(dir);
    free(path);
}
END_TEST

/* --theme NAME from the theme directories; an unknown one is reported and classic is used. */
START_TEST(theme_by_name)
{
    struct fx f;
    memset(&f, 0, sizeof f);
    vs_env(&f.env);
    f.env.theme_dirs[0] = "themes";
    f.env.theme = "green";
    f.c = demo_console(&f.env, NULL);
    ck_assert_int_eq(fx_msg(&f), MSG_NONE);
    ck_assert_str_eq(console_theme(f.c, NULL)->name, "green");
    fx_close(&f);
    f.env.theme = "plaid";
    f.c = demo_console(&f.env, NULL);
    ck_assert_int_eq(fx_msg(&f), MSG_THEME_ERROR);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "plaid:0: no theme of this name is installed. The classic theme is used instead.");
    ck_assert_str_eq(console_theme(f.c, NULL)->name, "classic");
    fx_close(&f);
}
END_TEST

/* COLOURS name switches at once; a new generation tells the terminal to set its colours again. */
START_TEST(colours_command)
{
    struct fx f;
    unsigned g0, g1, g2;
    fx_open(&f, false);
    f.env.theme_dirs[0] = "themes";
    console_theme(f.c, &g0);
    fx_command(&f, "colours mono");
    ck_assert_int_eq(fx_msg(&f), MSG_THEME_SET);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "The mono theme is shown: Monochrome: the terminal's own colours, emphasis by attributes only.");
    ck_assert_str_eq(console_theme(f.c, &g1)->name, "mono");
    ck_assert_uint_ne(g0, g1);
    ck_assert_str_eq(console_profile(f.c)->theme, "mono");
    fx_command(&f, "colors nosuch");
    ck_assert_int_eq(fx_msg(&f), MSG_THEME_ERROR);
    ck_assert_str_eq(console_theme(f.c, &g2)->name, "mono");      /* unchanged */
    ck_assert_uint_eq(g1, g2);
    fx_close(&f);
}
END_TEST

/* The Colours panel: a theme chosen by number shows at once; F12 goes back to the one before; by
 * name and F3 it is kept. */
START_TEST(colours_panel_preview)
{
    struct fx f;
    fx_open(&f, false);
    f.env.theme_dirs[0] = "themes";
    fx_command(&f, "colours");
    ck_assert_str_eq(fx_top_id(&f), "WCN011");
    ck_assert_str_eq(fx_row(&f, 0), "  Options  Help");       /* F10=Actions shown: it has somewhere to go */
    ck_assert_str_eq(fx_row(&f, 23), " F1=Help  F3=Exit  F4=Prompt  F10=Actions  F12=Cancel");
    fx_fkey(&f, 10);
    fx_assert_cursor(&f, 0, 2);
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);                                         /* back on the Theme field */
    ck_assert_str_eq(fx_row(&f, 9), "  * 1.  classic     Classic ISPF: the 3270 colours on the terminal's background");
    ck_assert_str_eq(fx_row(&f, 12), "    4.  mono        Monochrome: the terminal's own colours, emphasis by attribu");
    ck_assert_str_eq(fx_row(&f, 15), " NT     Normal text NEF    Entry field EE     Error       CT     Caution");
    fx_keys(&f, "2\r");
    ck_assert_str_eq(console_theme(f.c, NULL)->name, "green");
    ck_assert_str_eq(fx_row(&f, 10), "  * 2.  green       3270 green: a monochrome green screen, bright for what ISPF");
    ck_assert_str_eq(console_profile(f.c)->theme, "");              /* not kept yet */
    fx_fkey(&f, 12);
    ck_assert_str_eq(fx_top_id(&f), "WCN000");
    ck_assert_str_eq(console_theme(f.c, NULL)->name, "classic");
    fx_command(&f, "colours");
    fx_keys(&f, "light\r");
    fx_keys(&f, "9\r");
    ck_assert_int_eq(fx_msg(&f), MSG_CHOICE);
    ck_assert_str_eq(console_theme(f.c, NULL)->name, "light");
    console_key(f.c, UIK_ERASE_EOF);                                   /* the 9 goes */
    for (int i = 0; i < 4; i++)
        console_key(f.c, UIK_DOWN);                                    /* Enter on mono's line */
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(console_theme(f.c, NULL)->name, "mono");
    fx_fkey(&f, 3);
    ck_assert_str_eq(fx_top_id(&f), "WCN000");
    ck_assert_str_eq(console_profile(f.c)->theme, "mono");
    ck_assert_str_eq(console_message(f.c)->short_text, "Theme mono");
    fx_close(&f);
}
END_TEST

/* The environment's theme directories: the user's, then the source tree's (the tests run from it). */
START_TEST(theme_directories)
{
    struct console_env env;
    char want[4200], tree[4096];
    setenv("XDG_CONFIG_HOME", "/tmp/cfg", 1);
    ck_assert_int_eq(console_env_init(&env, "policy.db"), 0);
    unsetenv("XDG_CONFIG_HOME");
    ck_assert_str_eq(env.profile, "/tmp/cfg/wlmcon/profile");
    ck_assert_str_eq(env.theme_dirs[0], "/tmp/cfg/wlmcon/themes");
    ck_assert_ptr_nonnull(realpath(".", tree));
    snprintf(want, sizeof want, "%s/themes", tree);
    ck_assert_str_eq(env.theme_dirs[1], want);
    ck_assert_ptr_null(env.theme_dirs[2]);
}
END_TEST

Suite *suite_ui_themes(void)
{
    Suite *s = suite_create("ui_themes");
    TCase *tc = tcase_create("files");
    tcase_add_test(tc, classic_file_is_the_builtin_theme);
    tcase_add_test(tc, shipped_themes_name_every_element);
    tcase_add_test(tc, theme_values);
    tcase_add_loop_test(tc, broken_line, 0, (int)(sizeof broken / sizeof broken[0]));
    tcase_add_test(tc, odd_bytes);
    tcase_add_test(tc, finding_and_listing);
    tcase_add_test(tc, colours_fitted);
    suite_add_tcase(s, tc);
    tc = tcase_create("console");
    tcase_add_test(tc, light_in_256_colours);
    tcase_add_test(tc, light_in_8_colours);
    tcase_add_test(tc, broken_theme_reported);
    tcase_add_test(tc, theme_by_name);
    tcase_add_test(tc, colours_command);
    tcase_add_test(tc, colours_panel_preview);
    tcase_add_test(tc, theme_directories);
    suite_add_tcase(s, tc);
    return s;
}
