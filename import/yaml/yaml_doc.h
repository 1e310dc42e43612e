/* import/yaml/yaml_doc.h — the YAML interchange document (private to import/): its names, shared by
 * the writer (yaml_write.c) and the reader (yaml_read.c).
 *
 * After "format" and "version", one section per system, keyed by the system's doc_key and holding
 * the list of its top-level objects; MQ's section is "queue_managers" (so the documents of the
 * releases before sections are this layout with the MQ section alone). An object of a kind that
 * hangs under another object (kind_def.parents) is in the "objects" of its parent, and a
 * KF_UNNAMED one has no "name": its place in that list, among its kind, is its position.
 *
 *   ---
 *   "format": "wlmcon-policy"
 *   "version": 2
 *   "queue_managers":
 *   - "name": "QM4"
 *     "attributes": {"host": "…", "platform": "UNIX", "cmdlevel": "…", "clwluseq": "LOCAL", …}
 *     "readonly": [["ALTDATE", "2026-05-14"], ["SYNCPT"], …]
 *     "other": [["ACCTCONO", "DISABLED"], …]
 *     "objects":
 *     - "kind": "QLOCAL"
 *       "name": "CQ1"
 *       "attributes": …  "readonly": …  "other": …
 *     "records":
 *     - "verb": "SET"
 *       "type": "AUTHREC"          (absent when the command has no object type)
 *       "name": "'SYSTEM.*'"       (as written, quotes included; absent when none)
 *       "key": "…"                 (the replacement key; absent for operational commands)
 *       "params": [["PROFILE", "'CQ1'"], …]
 *       "readonly": […]
 *
 * A store's rule levels (model/rulecfg.h), when it has some, come after "version" in a section of
 * their own, a rule id and its level each, which an import makes the store's levels:
 *
 *   "rules":
 *     "MQ014": "off"
 *     "WLM012": "error"
 *
 * Version 2: a value or a kept line that is not UTF-8 is a `!bytes` scalar, its bytes in base64;
 * a top-level object read from line-oriented files (model/layout.h) ends with its "source", each
 * file with its lines as read, a line being [text, end] (end "lf", "crlf" or "none"), with the
 * reader's role of the line after them when it has one, and for the first line of a modelled
 * setting the setting: the object it sets within the top (kind and name; none: the top), the
 * attribute's key, its lines, where its value's text starts in the first line and ends in the
 * last, and the value it had when read. On import an attribute that differs from "read" wins: its
 * line is rewritten when the file is written.
 *
 *     "source":
 *     - "name": "EAST.tini"
 *       "path": "/srv/EAST.tini"
 *       "format": "tsysini"
 *       "encoding": "ISO-8859-1"
 *       "bom": "yes"
 *       "lines":
 *       - ["# site EAST", "crlf"]
 *       - [!bytes "REVTQ1I9Y2Fm6Q==", "crlf", "1", {"key": "descr", "lines": "1", "prefix": "6",
 *          "suffix": "10", "read": …}]
 *
 * Attributes are the schema's canonical keys; an absent key is unspecified, "" empty and " "
 * blank. Parameter lists keep their stored order; [keyword] is a keyword without parentheses.
 * Block collections are written as above (libyaml's layout); every string is double-quoted. */
#ifndef WLMCON_IMPORT_YAML_DOC_H
#define WLMCON_IMPORT_YAML_DOC_H

#include "import/import_run.h"

#define YDOC_FORMAT "wlmcon-policy"
#define YDOC_VERSION 2      /* 2: !bytes scalars and "source"; 1 still read */

#define YK_FORMAT "format"
#define YK_VERSION "version"
#define YK_NAME "name"
#define YK_ATTRS "attributes"
#define YK_READONLY "readonly"
#define YK_OTHER "other"
#define YK_OBJECTS "objects"
#define YK_KIND "kind"
#define YK_RECORDS "records"
#define YK_VERB "verb"
#define YK_TYPE "type"
#define YK_KEY "key"
#define YK_PARAMS "params"
#define YK_SOURCE "source"
#define YK_PATH "path"
#define YK_FORMAT_OF "format"
#define YK_ENCODING "encoding"
#define YK_BOM "bom"
#define YK_LINES "lines"
#define YK_PREFIX "prefix"
#define YK_SUFFIX "suffix"
#define YK_READ "read"
#define YK_DUPLICATE "duplicate"
#define YK_RULES "rules"

/* The YAML reader's recognition and reading (yaml_read.c), behind yaml_format (import_run.h). */
bool yaml_detect(const char *buf, size_t len);
enum import_status yaml_read(struct import_run *run, const struct import_input *in);

#endif
