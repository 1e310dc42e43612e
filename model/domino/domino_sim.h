/* model/domino/domino_sim.h — where Notes users' database opens land in a Domino cluster (the
 * engine of the simulation contract, model/simulate.h; `wlmcon simulate domino`): the server a
 * user tries first, the Cluster Manager's redirection of the open when that server is BUSY,
 * RESTRICTED, at MAXUSERS, down or without a usable replica, open by open.
 *
 * Sources: "How workload balancing works" (seed 003, Lotus Domino 8 help), "When failover
 * occurs" (HCL Domino 11.0.1), Server_Availability_Threshold, Server_Restricted, Server_MaxUsers,
 * "Cluster Manager statistics" (HCL Domino 10.0.1); research/domino_opentp1.md A1 and A2.
 * Citations: domino_docs.h.
 *
 * What is modelled (A2): a server's state — DOWN, RESTRICTED (Server_Restricted 1 or 2, or the
 * scenario's restricted), MAXUSERS (Server_MaxUsers above 0 and the active users at it or past
 * it), BUSY (threshold above 0 and the availability index at or below it), else AVAILABLE; a
 * usable replica (held, neither Out of Service nor Pending Delete). An open on an AVAILABLE target
 * with a usable replica stays; otherwise the other members holding a usable replica and AVAILABLE,
 * the most available first; with none, a BUSY target with a usable replica opens anyway (all
 * BUSY: OpenRequest.ClusterBusy); else the open fails, for the target's state or for want of a
 * replica. What the documents leave open is a named input ([INFERRED]): the order of equal
 * indexes (tiebreak), the index from the expansion factor (ai_source), a BUSY replica taking an
 * open its target refuses (busy_fallback), the Internet Cluster Manager's use of a MAXUSERS
 * server (icm), and each landed open counting as one more active user (count_users). */
#ifndef WLMCON_MODEL_DOMINO_DOMINO_SIM_H
#define WLMCON_MODEL_DOMINO_DOMINO_SIM_H

#include "model/simulate.h"

/* A server's state for the Cluster Manager, in the order A2 tests them. */
enum domino_state { DOMS_DOWN, DOMS_RESTRICTED, DOMS_MAXUSERS, DOMS_BUSY, DOMS_AVAILABLE };

/* The engine (model/simulate.h) that domino_system_def declares. */
extern const struct sim_engine domino_sim_engine;

/* The state's name as the Cluster Manager's statistics and the console spell it ("BUSY"). */
const char *domino_state_name(enum domino_state s);

/* The state of a server (A2): down; restricted; max_users above 0 and users at it or past it;
 * threshold above 0 and ai at or below it (threshold 0: never BUSY, 100: always); else
 * AVAILABLE. */
enum domino_state domino_state_of(bool down, bool restricted, long long max_users, long long users, int threshold,
                                  int ai);

/* [INFERRED] The availability index of expansion factor ef (1 or more: how many times its fastest
 * time a transaction takes) with Server_TransInfo_Range range (1-20; ef 2^range is fully loaded):
 * 100 * (1 - log2(ef) / range), rounded half up and kept within 0-100 (research/domino_opentp1.md
 * A1, "How the AI is computed"). */
int domino_ai_from_ef(long long ef, int range);

#endif
