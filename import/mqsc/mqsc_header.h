/* import/mqsc/mqsc_header.h — what an MQSC file says about itself outside its commands: the dmpmqcfg
 * header and footer (research/mq.md §3.1 "Layout") and the signs of a pasted runmqsc transcript.
 *
 * dmpmqcfg opens a dump with comment lines naming the user and host, the queue manager, its
 * platform and command level, and closes it with "Script ended on …" and inquiry counts. The
 * counts are of what dmpmqcfg inquired, not of what it wrote, so they are not compared. */
#ifndef WLMCON_IMPORT_MQSC_HEADER_H
#define WLMCON_IMPORT_MQSC_HEADER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A header value: n bytes at s (in the file buffer), found at line:col. n == 0 when absent. */
struct mqsc_hval {
    const char *s;
    size_t n;
    uint32_t line, col;
};

struct mqsc_header {
    bool commands;            /* a command has been read: later comments are no longer header */
    bool dump;                /* the header named a queue manager: the file is a dmpmqcfg dump */
    bool footer;              /* "Script ended on" came after the last command */
    struct mqsc_hval qmgr, host, platform, cmdlevel;
};

/* Starts an empty header. */
void mqsc_header_init(struct mqsc_header *h);

/* Takes one comment line outside commands: text is what follows the `*` in column 1 (n bytes, at
 * column 2 of line). Before the first command it fills the header fields; anywhere it notes the
 * footer. */
void mqsc_header_comment(struct mqsc_header *h, const char *text, size_t n, uint32_t line);

/* Notes that a command was read: header lines are over, and a footer must follow it. */
void mqsc_header_command(struct mqsc_header *h);

/* Looks for runmqsc's own output in buf[0..len): a line that starts with a message id such as
 * `AMQ8006I:` or `AMQ8405:`. Returns the 1-based number of the first such line, or 0. */
uint32_t mqsc_find_transcript(const char *buf, size_t len);

#endif
