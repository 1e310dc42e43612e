/* ui/engine/console_builtins.c — the console with the engine's own panels: help, the action bar's
 * pull-downs, prompts and the settings (console_priv.h, struct console_builtins); console_new of
 * console.h. */
#include "ui/engine/console_priv.h"

#include "ui/engine/fprompt.h"
#include "ui/engine/help.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/settings.h"

static const struct console_builtins builtins = {
    .actions = pulldown_actions,
    .help = help_open,
    .keys_help = help_keys_open,
    .message_help = help_message_open,
    .prompt = fprompt_at_cursor,
    .settings = settings_command,
};

struct console *console_new(const struct console_env *env)
{
    return console_make(env, &builtins);
}
