/* tests/uidemo.h — demo panels for the panel-engine tests: a list of 137 queues over an in-memory
 * data source (line commands S, E, D; wider than 80 columns) and an entry panel shaped like the
 * cluster-receiver channel panel of PANELS.md. */
#ifndef WLMCON_TESTS_UIDEMO_H
#define WLMCON_TESTS_UIDEMO_H

#include "ui/engine/console.h"
#include "ui/engine/entry.h"
#include "ui/engine/memsrc.h"

enum { DEMO_ROWS = 137, DEMO_LOG_MAX = 16 };

/* What the demo panels did, for assertions. */
struct demo_log {
    char lcmds[DEMO_LOG_MAX][32];   /* line commands run: "S DEMO.Q003" */
    int nlcmds;
    int saves;                      /* save callback calls */
    enum entry_save_rc save_rc;     /* what the save callback answers */
    char saved[256];                /* the values saved: "clwlwght=60 cluster=CLS2 …" (changed ones) */
    int prepares;                   /* the list's idle work (tbl_source.prepare) done */
};

/* The tbl_source.sort_max of the demo lists made from now on (0, the start: any length). */
extern long demo_sort_max;

/* The demo list panel (DEMO100) on a fresh memsrc with DEMO_ROWS rows; *src_out (when not NULL)
 * receives the memsrc to count rows read. E on a row pushes the demo entry panel. */
struct panel *demo_table(struct demo_log *log, struct memsrc **src_out);

/* The demo entry panel (DEMO220). */
struct panel *demo_entry(struct demo_log *log);

/* The demo queue manager panel (DEMO210) for QM5: its fields made from the MQ schema's QMGR rows
 * (field_def_from_attr: DESCR, CLWLUSEQ, CLWLMRUC, REPOS, REPOSNL, SUSPEND) after the queue manager's
 * name; F4 on a field naming clusters or namelists lists the names of a demo source (clusters DEMO,
 * CLS2, CLS1 — given unsorted — and namelist NL.ALL). The values saved go to log->saved. */
struct panel *demo_qmgr(struct demo_log *log);

/* The index of the field with this key on the demo queue manager panel (its form field id). */
int demo_qmgr_field(const char *key);

/* A console on env with the primary menu pushed, then panel p when not NULL. */
struct console *demo_console(const struct console_env *env, struct panel *p);

#endif
