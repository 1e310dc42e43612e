/* ui/engine/textview.h — text panels: help, a finding, an object's before-image, a file, shown as
 * scrollable, searchable text (research/aesthetics.md §2.7), full-screen (panel and message help,
 * browsing) or in a pop-up window (field help).
 *
 * The text is a list of paragraphs, each in one CUA element, optionally led by a label in the
 * ISPF prompt style ("Range  . . . :"). Prose is wrapped to the width shown at blanks, continuation
 * lines under the text; a file's text (textview_add_file) shows as it is: line by line, blanks
 * kept, a line longer than the width split at the width. A full-screen text panel shows its
 * definition's instruction, when it has one, above the text. UP and DOWN (F7/F8) scroll by the
 * scroll amount, Enter goes a page on, FIND text goes to the next line holding it (ignoring case;
 * after the cursor's line, or after the line found last), END and CANCEL leave. */
#ifndef WLMCON_UI_TEXTVIEW_H
#define WLMCON_UI_TEXTVIEW_H

#include "ui/engine/panel.h"

struct cmd;
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

/* Adds text as a file shows it, in element e: each of its '\n'-separated lines on lines of its own,
 * blanks kept, a line longer than the width split at the width (not at a blank); a last '\n'
 * adds no empty line. Returns 0, or -1 when memory runs out. */
int textview_add_file(struct textview *v, enum cua_elem e, const char *text);

/* A panel's own commands on a text panel (a report's SAVE): called with the panel, each command
 * but Enter, before the text panel's own; PANEL_PASS when the command is not its own. */
typedef enum panel_rc (*textview_own_fn)(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx);

/* Gives v its own commands, own with ctx; ctx_free (may be NULL) frees ctx with the panel, also
 * when it is never pushed. */
void textview_set_command(struct textview *v, textview_own_fn own, void *ctx, void (*ctx_free)(void *ctx));

/* The panel, to push (the console then owns it; textview_free must not be called). */
struct panel *textview_panel(struct textview *v);

/* Pushes v when rc is 0 (the console then owns it); when rc is not 0 (building the text failed)
 * or v is NULL, frees v. Returns 0 once pushed, else -1. */
int textview_push(struct console *c, struct textview *v, int rc);

/* Frees a text panel that was never pushed. */
void textview_free(struct textview *v);

/* Number of lines of a pushed text panel p as last laid out (for tests). */
int textview_lines(const struct panel *p);

#endif
