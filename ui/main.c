/* ui/main.c — placeholder entry point until the CLI lands. */
#include <stdio.h>
int main(void)
{
    puts("wlmcon " WLMCON_VERSION);
    return 0;
}
