/* ui/engine/console_msg.c — the console's messages: issuing one, on its own or about a field, and
 * the one showing; see console.h. */
#include "ui/engine/console_priv.h"

#include <stdarg.h>

void console_msg_args(struct console *c, enum msg_id id, const char *const *args, int nargs)
{
    msg_format(&c->msg, id, args, nargs);
    /* a message without a short text is its long message at once, the row counter staying */
    c->long_shown = c->msg.def && !c->msg.def->short_text[0];
    if (c->msg.def && c->msg.def->alarm)
        c->alarm = true;
}

/* Collects the NULL-terminated string arguments after id. */
static int collect(va_list ap, const char **args)
{
    int n = 0;
    for (const char *a; n < MSG_ARGS_MAX && (a = va_arg(ap, const char *)) != NULL;)
        args[n++] = a;
    return n;
}

void console_msg(struct console *c, enum msg_id id, ...)
{
    const char *args[MSG_ARGS_MAX];
    va_list ap;
    va_start(ap, id);
    int n = collect(ap, args);
    va_end(ap);
    console_msg_args(c, id, args, n);
}

void console_field_msg(struct console *c, struct panel *p, struct form_field *ff, enum msg_id id, ...)
{
    const char *args[MSG_ARGS_MAX];
    va_list ap;
    va_start(ap, id);
    int n = collect(ap, args);
    va_end(ap);
    console_field_msg_args(c, p, ff, id, args, n);
}

void console_field_msg_args(struct console *c, struct panel *p, struct form_field *ff, enum msg_id id,
                            const char *const *args, int nargs)
{
    console_msg_args(c, id, args, nargs);
    ff->error = true;
    form_cursor_to(&p->form, ff);
}

const struct msg *console_message(const struct console *c)
{
    return &c->msg;
}

bool console_long_shown(const struct console *c)
{
    return c->long_shown;
}
