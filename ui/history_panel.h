#ifndef WLMCON_UI_HISTORY_PANEL_H
#define WLMCON_UI_HISTORY_PANEL_H
struct console;
int history_part_open(struct console *c, const char *rest, void *ctx);
#endif
