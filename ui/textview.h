/* ui/textview.h — a read-only text on a list panel: a finding's explanation, an object's
 * before-image. The text is cut into lines that fit the screen, so it scrolls with F7/F8 and FIND
 * searches it like any list. */
#ifndef WLMCON_UI_TEXTVIEW_H
#define WLMCON_UI_TEXTVIEW_H

struct console;
struct panel_def;

enum { TEXTVIEW_WIDTH = 76, TEXTVIEW_FILE_WIDTH = 78 };  /* columns of a line of prose, of a file */

enum textview_mode {
    TEXTVIEW_PROSE,  /* lines wrapped at TEXTVIEW_WIDTH on blanks (a word longer than that is cut);
                        continuation lines keep the line's leading blanks */
    TEXTVIEW_FILE    /* a file as it is: each line on its own, a longer one split every
                        TEXTVIEW_FILE_WIDTH columns, blanks kept */
};

/* Pushes a list panel on def (kind PANEL_TABLE, no line commands; its instruction shows above the
 * text) titled title, showing text: its '\n'-separated lines laid out by mode, an empty line kept
 * as a blank one. Returns 0, or -1 when memory runs out (nothing is pushed). */
int textview_open(struct console *c, const struct panel_def *def, const char *title, const char *text,
                  enum textview_mode mode);

#endif
