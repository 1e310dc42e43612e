/* ui/mq/mq_edit.h — the MQ entry panels (MQ120 queue manager, MQ220 channel, MQ320 queue): what
 * mq_fields.c (the fields from the schema), mq_edit.c (opening, values, footer) and mq_save.c
 * (checks and the journalled save) share. */
#ifndef WLMCON_UI_MQ_EDIT_H
#define WLMCON_UI_MQ_EDIT_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/engine/field.h"
#include "ui/mq/mq_panels.h"

/* Keys of the header fields, which are not attributes. */
#define MQ_FIELD_QMGR "@qmgr"
#define MQ_FIELD_NAME "@name"
#define MQ_FIELD_KIND "@kind"

/* One entry panel's state; the panel owns it (entry_spec.ctx_free). */
struct mq_edit {
    struct app *app;
    struct console *c;
    enum mq_mode mode;
    const struct kind_def *kind;
    char qmgr[MQ_NAME_MAX];            /* "" when inserting a queue manager */
    struct policy pol;                 /* the queue manager as read, changed by the panel */
    struct policy orig;                /* editing: the queue manager as read, for MQ024 */
    struct pol_object *top;            /* in pol (NULL when inserting a queue manager, until made) */
    struct pol_object *obj;            /* in pol: the object edited, or the new one once made */
    const struct pol_object *src;      /* copying: the object copied (in pol) */
    const struct pol_object *before;   /* editing: the object as read (in orig) */
    struct field_def *fields;
    size_t nfields;
    bool confirmed;                    /* the MQ024 warning was confirmed */
};

/* The fields of kind's panel in mode (malloc'd into *out, *n of them): header fields, then the
 * attributes. Returns 0, or -1 when memory runs out. */
int mq_fields_build(const struct kind_def *kind, enum mq_mode mode, struct field_def **out, size_t *n);

/* field_def.explain of attribute fields: mq_value_problem's message and rule id
 * ("CLWLWGHT(120) is out of range: CLWLWGHT must be from 1 to 99 [MQ001]"). */
const char *mq_field_explain(const struct field_def *fd, const char *value, char *msg, size_t n);

/* entry_spec.check: applies the values to the object and runs MQ's own checks of one object
 * (mq_object_problems: MQ004, MQ006), refusing on the first error with the attribute's field. */
bool mq_edit_check(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res);

/* entry_spec.save: applies the values, asks first when the save takes a queue out of its cluster
 * (MQ024, mq_rule_unclustered), then saves in one transaction and journal batch. */
enum entry_save_rc mq_edit_save(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res);

#endif
