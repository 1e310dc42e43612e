/* ui/engine/prompt.h — field prompts with leader dots, the ISPF way (research/aesthetics.md §2.2):
 * "Weight . . . . ." before an input field, "Queue manager  . . :" before an output value. */
#ifndef WLMCON_UI_PROMPT_H
#define WLMCON_UI_PROMPT_H

#include <stddef.h>

/* Writes label followed by leader dots into out (len bytes), width columns in all: the last column
 * holds last ('.' before an input field, ':' before an output value), dots fall on every other
 * column counting back from it, and at least one blank follows the label. A label too long for
 * width is cut to leave room for the blank and last. */
void prompt_text(const char *label, int width, char last, char *out, size_t len);

#endif
