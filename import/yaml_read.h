/* import/yaml_read.h — reading the YAML interchange document back (private to import/; the public
 * entry is import_files, which recognises the document by its content). */
#ifndef WLMCON_IMPORT_YAML_READ_H
#define WLMCON_IMPORT_YAML_READ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "import/import.h"

/* True when the first n bytes of a file look like a wlmcon policy document: after a byte-order
 * mark, blank lines and `#` comment lines, the first line is `---`, a `%YAML` directive or the
 * `format` key. No MQSC file starts so: its lines are commands, `*` comments or blank. */
bool yaml_policy_detect(const char *head, size_t n);

/* Reads the policy document in f (named path in messages) into pol, queue manager by queue
 * manager. With hooks->save_top set: hooks->clear_system (when set) is called once before the
 * first queue manager, each queue manager is saved with scope->replace set as soon as it is read,
 * and pol is emptied after each so memory stays that of one queue manager; nothing is saved after
 * the first error. Without save_top everything stays in pol. Every problem is an error with
 * file:line:col (rule id "YAML"): a malformed document, an unknown key, kind or attribute, a value
 * outside its type or range (MQ001/MQ002 rules), a keyword or verbatim value that MQSC could not
 * carry back, a name twice. Returns IMPORT_OK, IMPORT_DATAERR after any error (the caller must not
 * commit), IMPORT_HOOK, IMPORT_NOMEM or IMPORT_INTERRUPTED. Adds to *sum (tops, defined,
 * records); prog (may be NULL) gets its objects count advanced for hooks->progress. */
enum import_status yaml_policy_read(FILE *f, const char *path, struct policy *pol,
                                    const struct import_hooks *hooks, struct diag_list *diags,
                                    struct import_summary *sum, struct import_progress *prog);

#endif
