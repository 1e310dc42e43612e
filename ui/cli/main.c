/* ui/cli/main.c — wlmcon's entry point. */
#include <locale.h>

#include "ui/cli/cli.h"
#include "ui/systems.h"

int main(int argc, char **argv)
{
    setlocale(LC_CTYPE, ""); /* wide characters for the console; numbers stay in the C locale */
    if (systems_init() < 0)
        return 70;   /* EX_SOFTWARE: the registry does not fit its tables */
    return cli_main(argc, argv);
}
