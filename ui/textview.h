/* ui/textview.h — a read-only text on a list panel: a finding's explanation, an object's
 * before-image. The text is cut into lines that fit the screen, so it scrolls with F7/F8 and FIND
 * searches it like any list. */
#ifndef WLMCON_UI_TEXTVIEW_H
#define WLMCON_UI_TEXTVIEW_H

struct console;
struct panel_def;

enum { TEXTVIEW_WIDTH = 76 };  /* columns of a line */

/* Pushes a list panel on def (kind PANEL_TABLE, no line commands; its instruction shows above the
 * text) titled title, showing text: each '\n'-separated line wrapped at TEXTVIEW_WIDTH columns on
 * blanks (a line without blanks is cut), an empty line kept as a blank one; lines starting with
 * blanks keep them on their continuation lines. Returns 0, or -1 when memory runs out (nothing is
 * pushed). */
int textview_open(struct console *c, const struct panel_def *def, const char *title, const char *text);

#endif
