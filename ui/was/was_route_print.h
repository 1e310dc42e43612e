/* ui/was/was_route_print.h — the text of a request's route through a WebSphere server's
 * classification document and WLM's CB rules (model/was/was_classify.h, was_route), as `wlmcon
 * classify --was-server` prints it and the what-if panel (WAS290) shows it, line for line. */
#ifndef WLMCON_UI_WAS_WAS_ROUTE_PRINT_H
#define WLMCON_UI_WAS_WAS_ROUTE_PRINT_H

#include <stdio.h>

#include "model/was/was_classify.h"

/* The label that starts the line naming the entry matched, and the one naming the CB rule. */
#define WAS_ROUTE_ENTRY "  entry:      "
#define WAS_ROUTE_RULE "  CB rule:    "

/* Writes route x of request rq to f: the server's path, the request, the entry (element and
 * file:line) or why none, the transaction class (marked when it is the element's default), the CB
 * rule (level, file:line, qualifier) or the default, the service class with its definition, the
 * report class and the servants sharing the queue; when x was not classified, why after the
 * transaction class. Paths of files as env_path_shown shows them. Returns 0, or -1 when f fails. */
int was_route_print(FILE *f, const struct was_route *x, const struct was_request *rq);

#endif
