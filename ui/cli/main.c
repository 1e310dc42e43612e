/* ui/cli/main.c — wlmcon's entry point. */
#include <locale.h>

#include "ui/cli/cli.h"

int main(int argc, char **argv)
{
    setlocale(LC_CTYPE, ""); /* wide characters for the console; numbers stay in the C locale */
    return cli_main(argc, argv);
}
