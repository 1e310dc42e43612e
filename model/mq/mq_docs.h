/* model/mq/mq_docs.h — the bibliography of MQ: every document the MQ schema (field help, F1), the
 * MQ rules (their sources, `validate --explain`, the finding panel) and README cite, one entry a
 * document, each naming it by its own title and section, its edition and where to read it.
 *
 * A citation is a string: MQ_DOC(title, edition, where) gives "Title (edition): where", and the
 * sources of a rule or a field are such strings joined by "; ". IBM's current documentation (IBM
 * MQ 9.3 and 9.4 on ibm.com/docs) is cited where a page states the fact; an older edition where
 * the fact is stated only there (the 8.0 note on weights other than 50), and the WebSphere MQ
 * V6.0 text on clusters for the arithmetic of weights (1000 divided by the weight), which no
 * later edition states. Titles and addresses were read from the pages themselves. */
#ifndef WLMCON_MODEL_MQ_DOCS_H
#define WLMCON_MODEL_MQ_DOCS_H

#define MQ_DOC(title, edition, where) title " (" edition "): " where
#define MQ_IBM "https://www.ibm.com/docs/"

/* ---- queue manager, channel and queue attributes ------------------------------------------ */

#define MQDOC_QMCLUS MQ_DOC("Cluster workload balancing - queue manager attributes", "IBM MQ 9.2", \
                            MQ_IBM "en/SSFKSJ_9.2.0/com.ibm.mq.ref.con.doc/qmclus.html")
#define MQDOC_CHLCLUS MQ_DOC("Cluster workload balancing - channel attributes", "IBM MQ 9.2", \
                             MQ_IBM "en/SSFKSJ_9.2.0/com.ibm.mq.ref.con.doc/chlclus.html")
#define MQDOC_QUECLUS MQ_DOC("Cluster workload balancing - queue attributes", "IBM MQ 9.2", \
                             MQ_IBM "SSFKSJ_9.2.0/com.ibm.mq.ref.con.doc/queclus.html")
#define MQDOC_QDEF MQ_DOC("Queue definition commands", "IBM MQ 9.2", \
                          MQ_IBM "en/SSFKSJ_9.2.0/com.ibm.mq.ref.con.doc/q082330_.html")
#define MQDOC_CHLATTR_NR MQ_DOC("Channel attributes for MQSC keywords (N-R), NETPRTY", "IBM MQ, latest", \
                                "https://ibm.com/support/knowledgecenter/en/SSFKSJ_latest/refconfig/chlattrNR.html")
#define MQDOC_WEIGHT MQ_DOC("CLWLChannelWeight (MQLONG)", "IBM MQ 9.3", MQ_IBM "en/SSFKSJ_9.3.0/refdev/q108350_.html")
#define MQDOC_WGHT_NOTE MQ_DOC("CLWLWGHT channel attribute, Notes", "IBM MQ 8.0", \
                               "https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_8.0.0/com.ibm.mq.ref.con.doc/q082470_copy.html")
#define MQDOC_CONNAME MQ_DOC("Connection name (CONNAME)", "IBM MQ 9.1", \
                             MQ_IBM "SSFKSJ_9.1.0/com.ibm.mq.ref.con.doc/q081820_.html")
#define MQDOC_CONNAME_CD MQ_DOC("ConnectionName (MQCHAR264)", "IBM MQ 9.0", \
                                "https://www.ibm.com/support/knowledgecenter/SSFKSJ_9.0.0/com.ibm.mq.ref.dev.doc/q108370_.html")
#define MQDOC_CLWLDATA MQ_DOC("ClusterWorkloadData (MQCHAR32)", "IBM MQ 10.0", \
                              MQ_IBM "en/ibm-mq/10.0.x?topic=manager-clusterworkloaddata-mqchar32")
#define MQDOC_QMGR_ATTRS MQ_DOC("Displaying and altering queue manager attributes", "IBM MQ, latest", \
                                "https://ibm.com/support/knowledgecenter/en/SSFKSJ_latest/administer/q020700_.html")
#define MQDOC_DEFBIND MQ_DOC("DefBind (MQLONG)", "IBM MQ 8.0", \
                             "http://www.ibm.com/support/knowledgecenter/SSFKSJ_8.0.0/com.ibm.mq.ref.dev.doc/q103150_.html")

/* ---- MQSC commands ------------------------------------------------------------------------ */

#define MQDOC_ALTER_QUEUES MQ_DOC("ALTER queues (alter queue settings)", "IBM MQ 9.3", \
                                  MQ_IBM "en/SSFKSJ_9.3.0/refadmin/q085330_.html")
#define MQDOC_ALTER_QMGR MQ_DOC("ALTER QMGR", "IBM MQ 9.3", MQ_IBM "en/SSFKSJ_9.3.0/refadmin/q085320_.html")
#define MQDOC_DEFINE_QLOCAL MQ_DOC("DEFINE QLOCAL", "IBM MQ 9.0", \
                                 "https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.0.0/" \
                                 "com.ibm.mq.ref.adm.doc/q085710_.html")
#define MQDOC_TRIGGERCONTROL MQ_DOC("TriggerControl (MQLONG)", "IBM MQ 10.0", \
                                  MQ_IBM "en/ibm-mq/10.0.x?topic=queues-triggercontrol-mqlong")
#define MQDOC_DEFPERSISTENCE MQ_DOC("DefPersistence (MQLONG)", "IBM MQ 9.1", \
                                  MQ_IBM "en/ibm-mq/9.1.x?topic=queues-defpersistence-mqlong")
#define MQDOC_MSGDLVSQ MQ_DOC("MsgDeliverySequence (10-digit signed integer) on IBM i", "IBM MQ 10.0", \
                            MQ_IBM "en/ibm-mq/10.0.x?topic=queues-msgdeliverysequence-10-digit-signed-integer-i")
#define MQDOC_TRIGGER_EVENT MQ_DOC("Conditions for a trigger event", "IBM MQ 9.1", \
                                 "https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.1.0/com.ibm.mq.dev.doc/q026930_.html")
#define MQDOC_NPMSPEED MQ_DOC("Nonpersistent message speed (NPMSPEED)", "IBM MQ 9.0", \
                            "https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.0.0/com.ibm.mq.ref.con.doc/q082100_.html")
#define MQDOC_SSLCAUTH MQ_DOC("SSL Client Authentication (SSLCAUTH)", "IBM MQ 8.0", \
                            "https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_8.0.0/com.ibm.mq.ref.con.doc/q082240_.html")
#define MQDOC_DEFINE_CHANNEL MQ_DOC("DEFINE CHANNEL", "IBM MQ 9.3", MQ_IBM "en/SSFKSJ_9.3.0/refadmin/q085520_.html")
#define MQDOC_DEFINE_NAMELIST MQ_DOC("DEFINE NAMELIST", "IBM MQ 9.3", MQ_IBM "en/SSFKSJ_9.3.0/refadmin/q085660_.html")
#define MQDOC_SUSPEND MQ_DOC("SUSPEND QMGR (suspend a cluster queue manager)", "IBM MQ 9.4", \
                             MQ_IBM "SSFKSJ_9.4.0/refadmin/q086850_.html")
#define MQDOC_DMPMQCFG MQ_DOC("dmpmqcfg (dump queue manager configuration)", "IBM MQ Appliance 9.3", \
                              MQ_IBM "en/SS5K6E_9.3.0/mqa/reference/controlcmd/dmpmqcfg.html")
#define MQDOC_MQSC_FILE MQ_DOC("MQSC input file syntax", "IBM MQ 9.3", \
                               "https://ibm.com/support/knowledgecenter/SSFKSJ_9.3.0/administer/mqsc-input-file-syntax.html")
#define MQDOC_NAMING MQ_DOC("Rules for naming IBM MQ objects", "IBM MQ 9.4", \
                            MQ_IBM "en/ibm-mq/9.4.x?topic=objects-rules-naming-mq")

/* ---- the observed state: what runmqsc displays of a running queue manager ----------------- */

#define MQDOC_DISPLAY_CHSTATUS MQ_DOC("DISPLAY CHSTATUS (display channel status)", "IBM MQ 9.2", \
                                      MQ_IBM "en/SSFKSJ_9.2.0/com.ibm.mq.ref.adm.doc/q086090_.html")
#define MQDOC_DISPLAY_CLUSQMGR MQ_DOC("DISPLAY CLUSQMGR", "IBM MQ 9.1", \
                                      "https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.1.0/" \
                                      "com.ibm.mq.ref.con.doc/q082340_.html")
#define MQDOC_DISPLAY_CLUSQMGR_93 MQ_DOC("DISPLAY CLUSQMGR (display channel information for cluster " \
                                         "queue managers)", "IBM MQ 9.3", \
                                         "https://ibm.com/support/knowledgecenter/en/SSFKSJ_9.3.0/" \
                                         "refadmin/q086110_.html")
#define MQDOC_DISPLAY_QUEUE MQ_DOC("DISPLAY QUEUE (display queue attributes)", "IBM MQ 9.2", \
                                   MQ_IBM "en/SSFKSJ_9.2.0/com.ibm.mq.ref.adm.doc/q086270_.html")

/* ---- clusters: configuring, opening, troubleshooting -------------------------------------- */

#define MQDOC_CLUSTER_CHANNELS MQ_DOC("Cluster channels", "IBM MQ 9.2", MQ_IBM "en/SSFKSJ_9.2.0/com.ibm.mq.tec.doc/q017230_.html")
#define MQDOC_TROUBLESHOOT MQ_DOC("Troubleshooting queue manager cluster problems", "IBM MQ 10.0", \
                                  MQ_IBM "en/ibm-mq/10.0.x?topic=troubleshooting-queue-manager-cluster-problems")
#define MQDOC_MQOPEN_CLUSTERS MQ_DOC("MQOPEN and clusters", "IBM MQ 9.4", MQ_IBM "SSFKSJ_9.4.0/develop/q027030_.html")
#define MQDOC_MQOPEN_OPTIONS MQ_DOC("Using the options of the MQOPEN call, MQOPEN option for cluster queue", "IBM MQ 9.3", \
                                    MQ_IBM "SSFKSJ_9.3.0/develop/q026000_.html")
#define MQDOC_RC2268 MQ_DOC("2268 (08DC) (RC2268): MQRC_CLUSTER_PUT_INHIBITED", "IBM MQ 9.2", \
                            MQ_IBM "en/SSFKSJ_9.2.0/com.ibm.mq.tro.doc/q043000_.html")
#define MQDOC_RC2270 MQ_DOC("2270 (08DE) (RC2270): MQRC_NO_DESTINATIONS_AVAILABLE", "IBM MQ, latest", \
                            MQ_IBM "en/SSFKSJ_latest/reference/q043020_.html")
#define MQDOC_RC3090 MQ_DOC("3090 (0C12) (RC3090): MQRCCF_CLUSTER_Q_USAGE_ERROR", "IBM MQ, latest", \
                            MQ_IBM "en/SSFKSJ_latest/reference/q046870_.html")
#define MQDOC_REMOVE_QUEUE MQ_DOC("Removing a cluster queue from a queue manager", "IBM MQ 10.0", \
                                  MQ_IBM "en/ibm-mq/10.0.x?topic=cluster-removing-queue-from-queue-manager")
#define MQDOC_REMOVE_NETWORK MQ_DOC("Removing a cluster network, step 1", "WebSphere MQ 7.5", \
                                    "https://www.ibm.com/support/knowledgecenter/SSFKSJ_7.5.0/com.ibm.mq.con.doc/q017500_.htm")
#define MQDOC_PCF_CONFLICT MQ_DOC("MQRCCF_* (Command format header reason codes)", "IBM MQ 9.2", \
                                  MQ_IBM "SSFKSJ_9.2.0/com.ibm.mq.ref.dev.doc/q092500_.html")

#define MQDOC_CLWL_ALGORITHM MQ_DOC("The cluster workload management algorithm", "IBM MQ 8.0", \
                                    "https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_8.0.0/" \
                                    "com.ibm.mq.ref.con.doc/q082390_.htm")
#define MQDOC_CLWL_ALGORITHM_92 MQ_DOC("The cluster workload management algorithm", "IBM MQ 9.2, a copy", \
                                       "http://setgetweb.com/p/MQ92/ref.con/q082390_.htm")
#define MQDOC_CLWL_ALGORITHM_75 MQ_DOC("The cluster workload management algorithm", "WebSphere MQ 7.5", \
                                       "http://www-01.ibm.com/support/knowledgecenter/SSFKSJ_7.5.0/" \
                                       "com.ibm.mq.ref.con.doc/q082390_.htm")
#define MQDOC_CHANNEL_STATES MQ_DOC("Channel states", "IBM MQ 9.1", \
                                    "https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.1.0/" \
                                    "com.ibm.mq.con.doc/q015610_.htm")

#define MQDOC_TOPOLOGY MQ_DOC("Clustering: Topology design considerations", "WebSphere MQ 7.5", \
                              "https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_7.5.0/com.ibm.mq.con.doc/q004760_.htm")
#define MQDOC_CLUSNL_ATTR MQ_DOC("ClusterNamelist (MQCHAR48)", "IBM MQ 9.1", \
                                 "https://www.ibm.com/support/knowledgecenter/SSFKSJ_9.1.0/com.ibm.mq.ref.dev.doc/q103070_.html")
#define MQDOC_SCRIPTS_JA MQ_DOC("コマンド・スクリプトの作成", "IBM MQ 9.0, in Japanese", \
                                "https://www.ibm.com/support/knowledgecenter/ja/SSFKSJ_9.0.0/com.ibm.mq.ref.adm.doc/q085110_.html")

/* ---- the WebSphere MQ V6.0 text on clusters (Russian) -------------------------------------- */

#define MQ_V6_CLUSTERS(section) "\"Кластеры менеджеров очередей\", " section " (WebSphere MQ V6.0)"
#define MQDOC_V6_RANK MQ_V6_CLUSTERS("§8.4.6 Ранг менеджеров и очередей сообщений")
#define MQDOC_V6_SUSPEND MQ_V6_CLUSTERS("§8.4.7 Приостановка менеджеров очередей в кластере")
#define MQDOC_V6_PRIORITY MQ_V6_CLUSTERS("§8.4.9 Приоритет менеджеров и очередей сообщений")
#define MQDOC_V6_MRUC MQ_V6_CLUSTERS("§8.4.10 Ограничение кластерных подключений от менеджера")
#define MQDOC_V6_WEIGHT MQ_V6_CLUSTERS("§8.4.11 Весовая оценка менеджеров")

#endif
