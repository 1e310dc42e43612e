/* ui/work/validate_rows.h — the rows of the Validate panel (VAL100) made from a validation: flat,
 * one row per finding, errors first; or grouped, one row per rule and severity with its count, a
 * group's findings under it once it is opened (S); with SUPPRESSED on, the findings a suppression
 * hides too, marked in their message. Each row's key says what it is (vrows_key). */
#ifndef WLMCON_UI_VALIDATE_ROWS_H
#define WLMCON_UI_VALIDATE_ROWS_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/engine/memsrc.h"
#include "ui/work/validation.h"

/* The columns the rows fill: severity, rule, message, object, attribute, source. */
extern const struct tbl_col vrows_cols[];
enum { VROWS_NCOLS = 6 };

/* How the rows are made. */
struct vrows_view {
    bool grouped;          /* GROUP ON */
    bool suppressed;       /* SUPPRESSED ON: the hidden findings shown, marked */
    char (*open)[16];      /* the groups opened ("1MQ014": severity digit and rule id) */
    size_t nopen, capopen;
};

enum vrow_kind { VROW_FINDING, VROW_SUPPRESSED, VROW_GROUP, VROW_NONE };

/* Adds the rows of v as view says to m (empty). 0, or -1 when memory runs out. */
int vrows_fill(const struct validation *v, const struct vrows_view *view, struct memsrc *m);

/* What the row with this key is: a finding (*index in v->findings), a suppressed one (*index in
 * v->filtered.suppressed), a group (its key into group, 16 bytes), or VROW_NONE. */
enum vrow_kind vrows_key(const char *key, size_t *index, char *group);

/* Opens group (a key from vrows_key) when closed, closes it when open. 0, or -1 when memory runs
 * out. */
int vrows_toggle(struct vrows_view *view, const char *group);

/* The finding of v (shown, or suppressed when view shows them) whose cells hold text (ignoring the
 * case of ASCII letters) that sits in a group that is closed, the first in the grouped order:
 * opens that group and returns true; false when there is none. */
bool vrows_open_found(const struct validation *v, struct vrows_view *view, const char *text);

/* Frees the groups opened; the view is flat and empty. */
void vrows_view_free(struct vrows_view *view);

#endif
