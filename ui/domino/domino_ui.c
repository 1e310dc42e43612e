/* ui/domino/domino_ui.c — Domino's row of the registry of systems; see domino_ui.h. */
#include "ui/domino/domino_ui.h"

#include "import/notesini/notesini_formats.h"
#include "model/domino/domino.h"

const struct ui_system domino_ui_system = {
    .system = "domino",
    .def = &domino_system_def,
    .readers = domino_readers,
    .writers = domino_writers,
    .menu = {"3", "Domino", "Cluster servers, NOTES.INI", 'D'},
};
