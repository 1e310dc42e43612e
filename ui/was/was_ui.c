/* ui/was/was_ui.c — WebSphere for z/OS's row of the registry of systems; see was_ui.h. */
#include "ui/was/was_ui.h"

#include <stddef.h>

#include "import/wasxml/wasxml_formats.h"
#include "model/was/was.h"

static const struct cli_command_def commands[] = {
    {"classify", was_classify_command,
     "classify --was-server CELL/NODE/SERVER --uri PATH [--host H] [--port P]\n"
     "           [--type http|iiop|mdb|internal|sip|ola] [--definition NAME]\n"
     "           [--format text|json]",
     "WebSphere for z/OS: the entry of the server's classification document a\n"
     "      request matches, its transaction class, the CB rule and service class\n"
     "      z/OS WLM gives it, and the servants that share that work queue",
     "--was-server"},
    {NULL, NULL, NULL, NULL, NULL},
};

const struct ui_system was_ui_system = {
    .system = "was",
    .def = &was_system_def,
    .readers = was_readers,
    .writers = was_writers,
    .menu = {NULL, "WebSphere", "WebSphere for z/OS servers (in option 1)", 0},
    .commands = commands,
};
