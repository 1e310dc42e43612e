/* model/model.h — the one public header of model/: the domain, in plain C without I/O.
 *
 * schema.h   the schema as data (systems, kinds, attribute rows)
 * policy.h   the in-memory policy (objects, values in four states, verbatim parameters, records)
 * diag.h     diagnostics (errors, warnings, notes with rule ids and positions)
 * layout.h   the source layout of objects read from line-oriented files (lines, settings, encodings)
 * codec.h    the text form of parameters and objects (store columns, journal images)
 * observe.h  the observed state of running top-level objects, kept apart from the policy
 * rules.h    the validation engine: rules as data, rule sets, findings
 * rng.h      the one seeded generator of the simulation engines
 * simulate.h the simulation contract: scenario inputs, runs, results
 * rulecfg.h  rule levels, suppressions and baselines applied to the findings
 *
 * No system's header: a system's own code includes its folder's headers (model/mq/mq.h), and the
 * generic code reaches every system through its struct system_def (schema.h). */
#ifndef WLMCON_MODEL_MODEL_H
#define WLMCON_MODEL_MODEL_H

#include "model/arena.h"
#include "model/codec.h"
#include "model/diag.h"
#include "model/layout.h"
#include "model/observe.h"
#include "model/policy.h"
#include "model/rulecfg.h"
#include "model/rng.h"
#include "model/rules.h"
#include "model/schema.h"
#include "model/simulate.h"

#endif
