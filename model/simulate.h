/* model/simulate.h — the simulation contract (DESIGN.md "Simulation"): a system that can simulate
 * declares an engine in its struct system_def (schema.h, member sim): its scenario inputs as
 * schema-like rows, and a run over a policy, a scenario and the one seeded generator (rng.h) that
 * gives a generic result — destinations with counts, what could not be delivered and why, notes,
 * and the steps of one decision (the trace).
 *
 * The generic parts — the scenario reader (import/), `wlmcon simulate SYSTEM` and its --help
 * (ui/cli/) — read the rows and know no system by name. Plain C, no I/O. */
#ifndef WLMCON_MODEL_SIMULATE_H
#define WLMCON_MODEL_SIMULATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/arena.h"
#include "model/policy.h"
#include "model/rng.h"
#include "model/schema.h"

enum sim_input_flag {
    SIM_REQUIRED = 1u << 0,  /* a run needs it (from the command line or the scenario) */
    SIM_SWITCH = 1u << 1,    /* AT_BOOL given on the command line without a value (--legacy75) */
    SIM_NAMES = 1u << 2,     /* the engine's names callback lists the values it can take (F4 on
                                the Simulate panel's field) */
    SIM_LIST = 1u << 3       /* AT_NAME: an ordered list of names, comma-separated on the command
                                line and the panel, a YAML sequence (or that text) in a scenario;
                                each name is checked against max, the value kept joined by commas */
};

/* One scenario input: what the YAML scenario, the command line and the help show. */
struct sim_input {
    const char *key;       /* YAML key ("queue"); the option is --key, '_' written '-' */
    const char *group;     /* the YAML mapping holding it ("target"), NULL: the document's top */
    const char *metavar;   /* the value's placeholder in usage lines ("NAME") */
    enum attr_type type;   /* AT_NAME (max = length), AT_INT [min, max], AT_ENUM (choices),
                              AT_BOOL (YES or NO: Y/N/YES/NO/ON/OFF/TRUE/FALSE are read) */
    long long min, max;
    const struct attr_choice *choices;  /* AT_ENUM: NULL-terminated */
    const char *dflt;      /* used when nothing gives it; NULL: none (the engine says what then) */
    unsigned flags;        /* enum sim_input_flag */
    const char *help;      /* one paragraph, our own words */
};

/* The inputs that a scenario gives one destination (its `destinations:` entry). */
struct sim_dest_values {
    const char *name;      /* the destination's name as the scenario keys it */
    const char **values;   /* [engine's ndest_inputs], NULL: not given */
};

/* A scenario: the engine's inputs, the seed, the message to trace. Values are checked strings
 * (sim_input_problem), copied into the scenario's arena. */
struct sim_scenario {
    const struct system_def *sys;
    const struct sim_engine *eng;
    const char **values;           /* [eng->ninputs], NULL: not given (the row's default applies) */
    uint64_t seed;                 /* the generator's seed (0: the generator's own constant) */
    unsigned long long trace;      /* the message whose decision is traced; 0: none */
    struct sim_dest_values *dests;
    size_t ndests, capdests;
    struct arena arena;
};

/* A destination of the result. */
struct sim_dest {
    const char *name;              /* every engine's destination name (MQ: the queue manager) */
    const char **fields;           /* [the engine's ndest_fields]: what else identifies it */
    unsigned long long count;      /* messages (units of work) it received */
    bool local;                    /* on the system the work was put to */
    const char **details;          /* [the engine's ndetails]: what the Simulate panel shows of it
                                      (MQ: weight, priority, rank, state), NULL until set */
};

/* A column of what the Simulate panel shows of each destination besides its name and fields. */
struct sim_detail {
    const char *key;               /* "weight" */
    const char *heading;           /* "Weight" */
    int width;                     /* display columns */
    bool right;                    /* right-justified (numbers) */
};

/* One line of what decided the run as a whole (MQ: the bind option in force, CLWLUSEQ, the exit),
 * which the Simulate panel shows under the destinations. */
struct sim_fact {
    const char *label;             /* "Bind" */
    const char *value;             /* "NOTFIXED (as given)" */
};

/* One elimination or choice step of a traced decision. */
struct sim_step {
    const char *step;              /* its name ("3 channel rank") */
    const char **kept, **removed;  /* candidate labels */
    size_t nkept, nremoved;
    const char *note;              /* what decided it, or NULL */
};

struct sim_trace {
    unsigned long long message;    /* the message traced */
    unsigned long long decided_at; /* the message whose decision it uses (a bind on open: the
                                      first of that open) */
    struct sim_step *steps;
    size_t nsteps, capsteps;
    long chosen;                   /* index in dests, or -1: not delivered */
    const char *why;               /* not delivered: the reason's name when the engine counts
                                      several (static); NULL: the result's reason */
};

/* Undelivered work of one reason (an engine that counts several reasons: sim_result_undelivered). */
struct sim_reason {
    int code;                      /* the reason's number, 0: it has none */
    const char *name;              /* "restricted" */
    unsigned long long count;
};

/* The result of a run; everything lives in its arena. */
struct sim_result {
    struct arena arena;
    struct sim_dest *dests;        /* in the engine's order (MQ: by queue manager, then channel) */
    size_t ndests, capdests;
    unsigned long long messages;   /* messages the run put */
    int reason;                    /* why some were not delivered (MQ: reason code 2268), 0: all were
                                      or the reason has no number */
    const char *reason_text;       /* the reason's name, or NULL */
    unsigned long long undelivered;
    struct sim_reason *reasons;    /* by reason, in the order first met, when the engine counts them
                                      with sim_result_undelivered (reason and reason_text are then
                                      those of the most, the first met on a tie); else none */
    size_t nreasons, capreasons;
    const char **notes;            /* what the reader must know (an exit not modelled, the bind) */
    size_t nnotes, capnotes;
    struct sim_fact *facts;        /* what decided the run, in the engine's order */
    size_t nfacts, capfacts;
    struct sim_trace trace;
    bool traced;                   /* trace holds the decision of scenario.trace */
    char error[320];               /* why the run failed (not SIM_OK) */
};

/* How a run ended. */
enum sim_status {
    SIM_OK = 0,
    SIM_UNKNOWN,   /* the scenario names what the policy does not hold (a queue, a queue manager) */
    SIM_INVALID,   /* the scenario's values cannot stand together */
    SIM_NOMEM
};

/* A system's simulation engine. */
struct sim_engine {
    const char *summary;                 /* what it simulates, one line for --help */
    const struct sim_input *inputs;      /* the scenario's inputs, in the help's order */
    size_t ninputs;
    const struct sim_input *dest_inputs; /* what a scenario may say of one destination */
    size_t ndest_inputs;
    const char *dest_what;               /* what a destination is ("queue manager") */
    const char *dest_key;                /* the scenario's mapping of destinations ("servers");
                                            NULL: "destinations" */
    const char *dest_heading;            /* the Simulate panel's heading of their names ("Server");
                                            NULL: "Destination" */
    const char *unit, *units;            /* what one decision places ("open", "opens"), in the text,
                                            the trace and the panels; NULL: "message", "messages".
                                            JSON keeps the contract's keys ("messages") */
    const char *const *dest_fields;      /* names of sim_dest.fields (JSON keys), NULL-terminated */
    size_t ndest_fields;
    unsigned text_fields;                /* bit i: dest_fields[i] is a column of the text output */
    const char *source;                  /* the document the algorithm implements */
    const struct sim_detail *details;    /* sim_dest.details' columns; NULL: none */
    size_t ndetails;
    /* Lists the values input `input` (an index in inputs, a row with SIM_NAMES) can take in policy
       p, given what scenario s holds already (MQ: the queue managers in the clusters of the queue
       given): add(ctx, value, description) for each, sorted by the caller. Returns 0, or -1 out
       of memory. NULL: no row lists values. */
    int (*names)(const struct policy *p, const struct sim_scenario *s, size_t input,
                 int (*add)(void *ctx, const char *value, const char *descr), void *ctx);
    /* Runs scenario s over policy p with generator rng into r (initialised by sim_run). Returns
       SIM_OK, or another status with r->error saying why. */
    enum sim_status (*run)(const struct policy *p, const struct sim_scenario *s, struct sim_rng *rng,
                           struct sim_result *r);
};

/* ---- scenarios (model/simulate.c) ----------------------------------------------------------- */

/* Starts an empty scenario for sys's engine (sys->sim not NULL). */
void sim_scenario_init(struct sim_scenario *s, const struct system_def *sys);
void sim_scenario_free(struct sim_scenario *s);

/* The index of the input called key (YAML spelling, or the option's with '-' for '_') in rows
 * (n of them), or -1. */
int sim_input_index(const struct sim_input *rows, size_t n, const char *key);

/* Why value cannot be given to input in: NULL when it can; else a message naming the input into
 * msg (size n), returned. *norm (when not NULL) receives the value as the engine reads it (AT_BOOL:
 * "YES" or "NO"; AT_ENUM: the choice's own spelling), static or value itself. */
const char *sim_input_problem(const struct sim_input *in, const char *value, const char **norm,
                              char *msg, size_t n);

/* Sets input i of s (checked by the caller) to a copy of value (NULL: not given, the row's
 * default applies again). Returns 0, or -1 out of memory. */
int sim_set(struct sim_scenario *s, size_t i, const char *value);

/* Sets destination input i of the destination called name (added when new) to a copy of value
 * (NULL: not given). 0, or -1 out of memory. */
int sim_set_dest(struct sim_scenario *s, const char *name, size_t i, const char *value);

/* The value of s's input key: given, else its default; NULL when neither. */
const char *sim_get(const struct sim_scenario *s, const char *key);

/* The destination input key of destination name, or NULL when the scenario does not give it. */
const char *sim_get_dest(const struct sim_scenario *s, const char *name, const char *key);

/* Runs s over p into r (initialised here; freed with sim_result_free even after a failure): seeds
 * the generator with s->seed and calls the engine. */
enum sim_status sim_run(const struct policy *p, const struct sim_scenario *s, struct sim_result *r);

/* ---- results, for the engines (model/simulate_result.c) ------------------------------------- */

void sim_result_free(struct sim_result *r);

/* Adds a destination (fields: the engine's ndest_fields strings, copied). Returns its index, or -1
 * out of memory. */
long sim_result_dest(struct sim_result *r, size_t nfields, const char *name, const char *const *fields,
                     bool local);

/* Sets the details of destination d (n strings, the engine's ndetails, copied). 0, or -1 out of
 * memory. */
int sim_result_details(struct sim_result *r, size_t d, size_t n, const char *const *values);

/* Adds a fact of the run (label and value copied). 0, or -1 out of memory. */
int sim_result_fact(struct sim_result *r, const char *label, const char *value);

/* Counts one unit not delivered for reason name (static: the engine's; code its number or 0) in
 * r->undelivered and r->reasons, and keeps reason and reason_text those of the most. 0, or -1 out
 * of memory. */
int sim_result_undelivered(struct sim_result *r, int code, const char *name);

/* The engine's word for one unit of work, or for several (sim_engine.unit, units). */
const char *sim_unit(const struct sim_engine *e, bool plural);

/* Adds a note (copied). 0, or -1 out of memory. */
int sim_result_note(struct sim_result *r, const char *text);

/* Adds a step to r's trace: kept and removed are copied labels. 0, or -1 out of memory. */
int sim_trace_step(struct sim_result *r, const char *step, const char *const *kept, size_t nkept,
                   const char *const *removed, size_t nremoved, const char *note);

/* The share of count in the run's messages in tenths of a percent, rounded half up (300 of 400:
 * 750, printed 75.0%); 0 when the run put nothing. */
unsigned sim_share_tenths(const struct sim_result *r, unsigned long long count);

#endif
