#include "ui/history_panel.h"
int history_part_open(struct console *c, const char *rest, void *ctx)
{
    (void)c; (void)rest; (void)ctx;
    return -1;
}
