/* ui/domino/domino_ui.c — Domino's row of the registry of systems; see domino_ui.h. */
#include "ui/domino/domino_ui.h"

const struct ui_system domino_ui_system = {
    .system = "domino", .menu = {"3", "Domino", "Cluster servers, NOTES.INI", 'D'}};
