/* import/wasxml/wasxml_int.h — inside import/wasxml: what the reader and the writers share.
 *
 * The document's tree, as IBM's "Workload classification file" topic gives it (was_docs.h
 * WASDOC_WCF, V9.0 and V8.5 texts, read for this reader): `<?xml version="1.0"
 * encoding="UTF-8"?>`, `<!DOCTYPE Classification SYSTEM "Classifications.dtd">`, the root
 * `<Classification schema_version="1.0">` holding `<InboundClassification type=…
 * schema_version=… default_transaction_class=…>` (types internal, iiop, http, mdb and sip, at most
 * one each; optimized local adapter work is classified too, its type keyword `ola` is [U]), up to
 * two `<SibClassification>` and `<WMQRAClassification>` elements; entries
 * `http_classification_info`, `iiop_classification_info`, `classificationentry` (MDB),
 * `sib_classification_info`, `wmqra_classification_info` and `ola_classification_info`, each with
 * its transaction_class and description, nested as the file nests them. The HTTP match attributes
 * host, port and uri are [U] (the older mapping file's host:port uritemplate fields). Everything
 * else is kept as read: an unmodelled attribute as a parameter of its element's object, an
 * unmodelled element (its bytes as read) as a parameter `<NAME>#n@i` of its parent's object (the
 * nth of that name, read after i modelled siblings), written back after the ith modelled sibling
 * (after the last when there are fewer): its place survives the YAML document, which keeps the
 * keyword and not the position. */
#ifndef WLMCON_IMPORT_WASXML_INT_H
#define WLMCON_IMPORT_WASXML_INT_H

#include <stdbool.h>

#include "import/import_run.h"
#include "model/codec.h"

#define WAS_NOT_DOCUMENT "WAS101"   /* not well-formed, or not a classification document */
#define WAS_KEPT "WAS102"           /* an element or attribute not modelled, kept */
#define WAS_NO_SERVER "WAS103"      /* no --was-server, or a malformed one */
#define WAS_TEXT "WAS903"           /* a value holding a control character */

/* The parameter keywords of the document's prolog, kept on its DOCUMENT object as read. */
#define WASXML_DECL "<?xml"
#define WASXML_DOCTYPE "<!DOCTYPE"

/* True when s names an entry element (`…classification_info`, `classificationentry`). */
bool wasxml_is_entry(const char *s);

/* True when s names a classification element (InboundClassification, SibClassification,
 * WMQRAClassification). */
bool wasxml_is_group(const char *s);

/* Appends the attribute value s as XML writes it between double quotes (&, <, >, " escaped, and a
 * tab, line feed and carriage return as character references, which a parser would normalise). */
void wasxml_attr_escape(struct textbuf *tb, const char *s);

/* The reader and its option (wasxml_read.c). */
extern const struct import_option_def *const wasxml_options[];
enum import_claim wasxml_detect(const struct import_input *in);
enum import_status wasxml_read(struct import_run *run, const struct import_input *in);

/* Writes server's classification document (a WAS_SERVER object with a DOCUMENT) as XML to tb
 * (wasxml_write.c). */
void wasxml_write_document(struct textbuf *tb, const struct pol_object *server);

/* Writes server's wsadmin (Jython) script of its settings to tb (wasxml_wsadmin.c). */
void wasxml_write_wsadmin(struct textbuf *tb, const struct pol_object *server);

#endif
