/* ui/textview.h — text panels: help shown as scrollable, searchable text (research/aesthetics.md
 * §2.7), full-screen (panel and message help) or in a pop-up window (field help).
 *
 * The text is a list of paragraphs, each in one CUA element, optionally led by a label in the
 * ISPF prompt style ("Range  . . . :"); they are wrapped to the width shown, continuation lines
 * under the text. UP and DOWN (F7/F8) scroll by the scroll amount, Enter goes a page on, FIND text
 * goes to the next line holding it (ignoring case; after the cursor's line, or after the line found
 * last), END and CANCEL leave. */
#ifndef WLMCON_UI_TEXTVIEW_H
#define WLMCON_UI_TEXTVIEW_H

#include "ui/panel.h"

struct console;
struct textview;

/* An empty text panel on def (kind PANEL_POPUP for a window, else full-screen; the definition must
 * outlive the panel) titled title. NULL when memory runs out. */
struct textview *textview_new(const struct panel_def *def, const char *title);

/* Adds a paragraph of text in element e, indented indent columns; label (when not NULL) leads it
 * in CUA_FP, label_w columns wide: as a prompt with leader dots ("Range  . . :") when label_w > 0,
 * padded with blanks when label_w < 0 (-label_w columns, for lists of codes); the text follows it.
 * "" adds a blank line. Returns 0, or -1 when memory runs out. */
int textview_add(struct textview *v, enum cua_elem e, int indent, const char *label, int label_w,
                 const char *text);

/* The panel, to push (the console then owns it; textview_free must not be called). */
struct panel *textview_panel(struct textview *v);

/* Frees a text panel that was never pushed. */
void textview_free(struct textview *v);

/* Number of lines of a pushed text panel p as last laid out (for tests). */
int textview_lines(const struct panel *p);

#endif
