/* tests/check_ui_termsafe.c — the terminal-safe text writer (ui/engine/termsafe.h): which bytes pass
 * and how the others are spelled, byte by byte, also when a character is split between writes. */
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ui/engine/termsafe.h"

struct spelling {
    const char *in, *out;
};

static const struct spelling spellings[] = {
    {"plain ASCII, a\ttab", "plain ASCII, a\ttab"},
    {"line\nfeed", "line\nfeed"},
    {"ESC \x1b[2J clears", "ESC \\x1b[2J clears"},
    {"OSC 52 \x1b]52;c;aGk=\x07", "OSC 52 \\x1b]52;c;aGk=\\x07"},
    {"CR\r BS\b DEL\x7f", "CR\\x0d BS\\x08 DEL\\x7f"},
    {"CSI \xc2\x9b" "2J, NEL \xc2\x85", "CSI \\x9b2J, NEL \\x85"},
    {"caf\xc3\xa9 \xe6\x97\xa5 \xf0\x9f\x98\x80 nbsp\xc2\xa0", "caf\xc3\xa9 \xe6\x97\xa5 \xf0\x9f\x98\x80 nbsp\xc2\xa0"},
    {"lone \xff byte, cut \xc3", "lone \\xff byte, cut \\xc3"},
    {"overlong \xc0\xaf, surrogate \xed\xa0\x80", "overlong \\xc0\\xaf, surrogate \\xed\\xa0\\x80"},
    {"past U+10FFFF \xf4\x90\x80\x80", "past U+10FFFF \\xf4\\x90\\x80\\x80"},
};

START_TEST(text_spells_every_control_and_stray_byte)
{
    char out[256];
    ck_assert_str_eq(termsafe_text(spellings[_i].in, out, sizeof out), spellings[_i].out);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ck_assert_int_eq(termsafe_write(f, spellings[_i].in, strlen(spellings[_i].in)), 0);
    fclose(f);
    ck_assert_str_eq(buf, spellings[_i].out);
    free(buf);
}
END_TEST

START_TEST(text_is_cut_at_a_whole_escape)
{
    char out[8];
    ck_assert_str_eq(termsafe_text("ab\x1b" "cdef", out, sizeof out), "ab\\x1bc");
    ck_assert_str_eq(termsafe_text("abcd\x1b", out, sizeof out), "abcd");
}
END_TEST

/* The wrapped stdout, written a byte at a time: a character split between writes passes whole,
 * a C1 control split so is still escaped, an unfinished one at the end is escaped at unwrap. */
START_TEST(wrapped_stream_joins_split_characters)
{
    int p[2];
    ck_assert_int_eq(pipe(p), 0);
    fflush(stdout);
    int saved = dup(1);
    ck_assert_int_eq(dup2(p[1], 1), 1);
    ck_assert_int_eq(termsafe_wrap(true), 0);
    static const char in[] = "caf\xc3\xa9 \xc2\x9b[2J \xe6\x97\xa5 \xf0\x9f";
    for (size_t i = 0; i < sizeof in - 1; i++) {
        fputc(in[i], stdout);
        fflush(stdout);
    }
    ck_assert_int_eq(termsafe_unwrap(), 0);
    dup2(saved, 1);
    close(saved);
    close(p[1]);
    char got[256];
    ssize_t n = read(p[0], got, sizeof got - 1);
    close(p[0]);
    ck_assert_int_ge(n, 0);
    got[n] = '\0';
    ck_assert_str_eq(got, "caf\xc3\xa9 \\x9b[2J \xe6\x97\xa5 \\xf0\\x9f");
}
END_TEST

START_TEST(raw_is_the_stream_replaced)
{
    FILE *before = stderr;
    ck_assert_int_eq(termsafe_wrap(false), 0);
    ck_assert_ptr_ne(stderr, before);
    ck_assert_ptr_eq(termsafe_raw(stderr), before);
    ck_assert_ptr_eq(termsafe_raw(before), before);
    ck_assert_int_eq(termsafe_unwrap(), 0);
    ck_assert_ptr_eq(stderr, before);
}
END_TEST

Suite *suite_ui_termsafe(void)
{
    Suite *s = suite_create("ui_termsafe");
    TCase *tc = tcase_create("core");
    tcase_add_loop_test(tc, text_spells_every_control_and_stray_byte, 0,
                        (int)(sizeof spellings / sizeof spellings[0]));
    tcase_add_test(tc, text_is_cut_at_a_whole_escape);
    tcase_add_test(tc, wrapped_stream_joins_split_characters);
    tcase_add_test(tc, raw_is_the_stream_replaced);
    suite_add_tcase(s, tc);
    return s;
}
