#ifndef WLMCON_UI_EXPORT_PANEL_H
#define WLMCON_UI_EXPORT_PANEL_H
struct console;
int export_part_open(struct console *c, const char *rest, void *ctx);
#endif
