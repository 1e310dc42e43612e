/* ui/work/findview.h — a finding (a diagnostic of a validation or of an import, model/diag.h) shown
 * whole in a text panel (textview.h): where it applies as labelled lines (severity, rule, object,
 * attribute, file position), its message, why it matters and the document it rests on. B on a row
 * of the Validate panel (VAL110) and of the Import result (IMP210) opens it. */
#ifndef WLMCON_UI_FINDVIEW_H
#define WLMCON_UI_FINDVIEW_H

#include "model/model.h"
#include "ui/engine/panel.h"

struct console;

/* Pushes a text panel on def (full-screen; it must outlive the panel) titled title showing d (its
 * strings are copied). Returns 0, or -1 when memory runs out (nothing is pushed). */
int findview_open(struct console *c, const struct panel_def *def, const char *title, const struct diag *d);

#endif
