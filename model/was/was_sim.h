/* model/was/was_sim.h — the WebSphere for z/OS servant engine (the simulation contract,
 * model/simulate.h; `wlmcon simulate was`): which servant of an application server runs each HTTP
 * request of N sessions, and one request followed across the layers — the classification
 * document's entry, the transaction class, z/OS WLM's CB rule, the service class, the work queue,
 * the servant.
 *
 * Sources: seed 000 (IBM, "WLM even distribution of HTTP requests", V9.0.5) with research/wlm.md
 * §4.3, its seed 000 addendum and addendum F; "Multiple servants" for one servant per service
 * class; the classification document and CB rules as `wlmcon classify --was-server` reads them
 * (was_classify.h). Citations: was_docs.h.
 *
 * The rules (README "Simulating WebSphere servants"): events in time order, completions before
 * arrivals at equal times (completions by servant number), arrivals by session; one work queue
 * per service class; a request of a session that has an object in a servant goes to that servant
 * (it waits for one of its threads); a new request without affinity goes — hot servant (even
 * distribution off) — to the servant that most recently received work when it has a free thread
 * and the queue is empty, else to the free servant that received work most recently, else to the
 * lowest-numbered free servant; — even distribution (on) — among the servants with a free thread,
 * to the one with the fewest session affinities, then the fewest active threads, then the lowest
 * number; else it waits in its service class's queue, and a servant whose thread frees takes the
 * oldest request waiting for it (its sessions' or the queue's). A session's object stays in its
 * servant to the end of the run (its timeout is not modelled).
 *
 * Switches for what the sources leave open ([INFERRED], the sources' reading the default):
 * hot_next (recent: after the hot servant, the free servant that received work most recently;
 * lowest: the lowest-numbered free servant) and binding (shared: every servant of the server
 * serves the run's work queue, as in the seed's example where the server's work is one service
 * class; per_class: the servants divided among the service classes of the server's HTTP
 * transaction classes, servant i serving the ((i - 1) mod k)-th). */
#ifndef WLMCON_MODEL_WAS_SIM_H
#define WLMCON_MODEL_WAS_SIM_H

/* The engine that was_system_def declares. */
extern const struct sim_engine was_sim_engine;

#endif
