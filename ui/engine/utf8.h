/* ui/engine/utf8.h — UTF-8 to code points and back, and the one-cell rule of the screen model.
 *
 * The screen model and the field engine hold code points, one per screen cell; text coming in and
 * going out (panel texts, field values, the store's strings) is UTF-8. */
#ifndef WLMCON_UI_UTF8_H
#define WLMCON_UI_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* Decodes the code point starting at s (which must not be at its NUL) into *cp and returns the
 * number of bytes it used (1-4). A malformed or truncated sequence yields U+FFFD and 1 byte. */
int utf8_decode(const char *s, uint32_t *cp);

/* Encodes cp into out (at least 4 bytes, not NUL-terminated) and returns its length (1-4); code
 * points beyond Unicode or surrogates are written as U+FFFD. */
int utf8_encode(uint32_t cp, char *out);

/* The code point as it may occupy one screen cell: itself when it is printable and one column
 * wide in the current locale, else '?'. */
uint32_t utf8_cell(uint32_t cp);

/* Number of code points in the NUL-terminated UTF-8 string s. */
size_t utf8_count(const char *s);

/* text as it fits in room columns (one per code point), into out (len bytes): whole when it fits,
 * else cut at a blank, without the blanks and commas before it, and ended with "..." — never within
 * a word; "" when not even the first word fits with the "...". */
void utf8_fit_words(const char *text, int room, char *out, size_t len);

#endif
