#include "ui/export_panel.h"
int export_part_open(struct console *c, const char *rest, void *ctx)
{
    (void)c; (void)rest; (void)ctx;
    return -1;
}
