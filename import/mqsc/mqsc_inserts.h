/* import/mqsc/mqsc_inserts.h — the insert variables of uniform clusters: what a qm.ini read
 * earlier in the import says of a queue manager (mqsc_ini.c, as import notes), applied to the
 * cluster-receiver channels of its MQSC scripts (mqsc_inserts.c). */
#ifndef WLMCON_IMPORT_MQSC_INSERTS_H
#define WLMCON_IMPORT_MQSC_INSERTS_H

#include "import/mqsc/mqsc_reader.h"
#include "model/mq/mq_model.h"

/* The notes a qm.ini leaves for its queue manager (import_note_set, system "mq"). */
#define MQ_NOTE_AUTOCL "autocl"            /* the AutoCluster's ClusterName */
#define MQ_NOTE_REPO "autocl.repo"         /* + "1", "2": Repository1Name, Repository2Name */
#define MQ_NOTE_CONNAME "autocl.conname"   /* + "1", "2": their Repository1Conname… */
#define MQ_NOTE_VAR "var."                 /* + NAME: the Variables stanza's NAME=value */
#define MQ_NOTE_FILE "autocl.file"         /* the file of the AutoCluster stanza */
#define MQ_NOTE_AT "autocl.at."            /* + "cluster", "repo1", "conname1"…: "LINE:COL" of the
                                              value there */

/* A command with its inserts resolved: its copy st, whose name and parameter texts are malloc'd
 * here. */
struct mqsc_resolved {
    struct mqsc_stmt st;
    char *name, *name_raw, *raw[2];
};

/* For a command on a cluster-receiver channel (kind CLUSRCVR) of a queue manager whose AutoCluster
 * an INI read earlier gave: resolves the inserts of its name, CLUSTER and CONNAME into r->st —
 * +AUTOCL+ the ClusterName, +QMNAME+ the queue manager's name, +NAME+ the Variables value of NAME
 * (IBM, "Variables stanza of the qm.ini file": the inserts of the CONNAME and the channel name of a
 * cluster-receiver channel). An insert no stanza gives stays as written, with a warning (MQ113).
 * Returns 1 when r->st is to be applied instead of st (release it with mqsc_inserts_free), 0 when
 * nothing is resolved (r untouched), -1 when memory runs out. */
int mqsc_inserts_resolve(struct mqsc_reader *rd, const struct mqsc_stmt *st, struct mqsc_resolved *r);

/* Frees what mqsc_inserts_resolve made. */
void mqsc_inserts_free(struct mqsc_resolved *r);

/* After `DEFINE CHANNEL(template) CHLTYPE(CLUSRCVR)` joined rd's queue manager to its AutoCluster
 * (rcvr, the channel as defined): defines the cluster-sender channels to the AutoCluster's full
 * repositories that are not this queue manager, as MQ does at start (IBM, "Creating a uniform
 * cluster": "when the cluster receiver channel is defined, cluster sender channels to the full
 * repository or repositories are automatically defined"). Each is named as the repository's own
 * cluster-receiver, which the same script makes there (template with +QMNAME+ the repository's
 * name; a cluster-sender channel has the name of the cluster-receiver channel it connects to,
 * IBM "Cluster channels"), with its Repository<n>Conname and the cluster, each read where the
 * stanza gives it (the channel at Repository<n>Name, its CONNAME at Repository<n>Conname: findings
 * on them point into the INI file), its CLUSTER where rcvr's CLUSTER was set, which is how MQ009
 * knows it for a channel of the AutoCluster, not a manual one. A channel of that name
 * already defined is left as it is; a template without +QMNAME+ gives no name, and an info says
 * so (MQ113). Returns 0, or -1 when memory runs out. */
int mqsc_autocluster_senders(struct mqsc_reader *rd, const struct mqsc_stmt *st, const char *template,
                             const struct pol_object *rcvr);

#endif
