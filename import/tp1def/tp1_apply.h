/* import/tp1def/tp1_apply.h — applies the statements of one definition file to its object. */
#ifndef WLMCON_IMPORT_TP1DEF_TP1_APPLY_H
#define WLMCON_IMPORT_TP1DEF_TP1_APPLY_H

#include "import/import_run.h"

/* Reads the statements of file f (laid out already) into obj, the object of the file's kind (a
 * DEFFILE's statements are read for their order and syntax only): each modelled `set` operand is
 * bound to its lines (layout_bind) and set; each command of a modelled command kind becomes a
 * child of obj with its flags; everything else is kept on the layout. Each line of a statement
 * gets the statement's kind as its role (tp1_lex.h). Findings at file:line:col of f->path: TP1102
 * (error) a statement that cannot be read, an operand value that cannot be kept, a number that is
 * none; TP1103 (warning) an upper-case SET or operand; TP1105 (warning) an operand given twice.
 * Returns IMPORT_OK, IMPORT_DATAERR (an error was reported) or IMPORT_NOMEM. */
enum import_status tp1_apply_file(struct import_run *run, struct layout_file *f, struct pol_object *obj);

#endif
