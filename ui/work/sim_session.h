/* ui/work/sim_session.h — what the Simulate panels share (option 6, ui/work/sim_panel.h): one
 * simulation of a system's engine over the store's policy — its scenario, its last result and the
 * result before it (F5 shows both) — kept in the struct app while the console runs, so that
 * option 6 opens it again after an edit elsewhere. Generic: everything comes from the engine's
 * rows (model/simulate.h). */
#ifndef WLMCON_UI_WORK_SIM_SESSION_H
#define WLMCON_UI_WORK_SIM_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"
#include "ui/engine/console.h"

struct app;
struct store;
struct store_error;

struct sim_session {
    struct app *app;
    const struct system_def *sys;   /* has an engine (sys->sim) */
    struct sim_scenario scn;        /* owned */
    struct sim_result res;          /* the last run's; valid when ran */
    struct sim_result prev;         /* the run before the last, when compared */
    bool ran, compared;
    unsigned runs;                  /* runs made: the result panel shows a new one when it moves */
    unsigned refs;                  /* holders: the app, each panel showing it */
};

/* The choices of a yes-or-no input's field (AT_BOOL rows): YES, NO. */
extern const struct attr_choice sim_yes_no[];

/* The label of a row's key on the panels ("group_size": "Group size") into out (len bytes). */
void sim_label(const char *key, char *out, size_t len);

/* A new session for sys's engine with an empty scenario, held once (refs 1); NULL out of memory.
 * A panel that shows it holds it too (refs++) and lets go with sim_session_free. */
struct sim_session *sim_session_new(struct app *app, const struct system_def *sys);

/* Lets go of ss: the last holder frees it and everything it owns (NULL: nothing). */
void sim_session_free(struct sim_session *ss);

/* Runs the scenario over the store's policy of the session's system, read afresh: the result
 * replaces res; with compare, the result it replaces becomes prev (before, after). A failed run
 * leaves res and prev as they were and issues the message (SIM002 with the engine's reason, or
 * the store's). Returns 0, or -1. */
int sim_session_run(struct console *c, struct sim_session *ss, bool compare);

/* Loads into pol (initialised by the caller) the store's policy of sys and of the systems its
 * engine reads (sim_engine.reads). 0, or -1 with err set. */
int sim_policy_load(struct store *st, const struct system_def *sys, struct policy *pol, struct store_error *err);

/* Loads the store's policy of the session's system into pol (initialised here; the caller frees
 * it with policy_free). 0, or -1 after the store's message. */
int sim_session_policy(struct console *c, struct sim_session *ss, struct policy *pol);

/* Sets the scenario's values from command-line words as `wlmcon simulate SYSTEM` takes them after
 * the system (--key VALUE, --key=VALUE, a switch alone, --seed S, --trace N, --scenario FILE),
 * checked by the engine's rows. --scenario reads the YAML scenario file first
 * (import_scenario_file: its inputs, seed, trace, destinations' states and timed changes), in place
 * of the scenario's; the other words win over it, as on the command line. Returns NULL, or what is
 * wrong in msg (n bytes), returned: a file's first fault as FILE:LINE:COL: MESSAGE. *trace
 * receives --trace, else the file's trace (0 when neither gives one). */
const char *sim_session_args(struct sim_session *ss, char *const *words, int nwords, unsigned long long *trace,
                             char *msg, size_t n);

/* The result panel SIM200 on ss (ui/work/sim_result.c), pushed; ss stays the app's. 0, or -1. */
int sim_result_open(struct console *c, struct sim_session *ss);

/* The browse panel of message n's decision (SIM300): the lines `wlmcon simulate … --trace n`
 * prints, from a run of the scenario traced at n. 0, or -1 after a message. */
int sim_trace_open(struct console *c, struct sim_session *ss, unsigned long long n);

/* The scenario's destinations and their states (SIM210, ui/work/sim_scenario.c), pushed above
 * the result panel. 0, or -1. */
int sim_scenario_open(struct console *c, struct sim_session *ss);

#endif
