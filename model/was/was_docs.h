/* model/was/was_docs.h — the bibliography of WebSphere Application Server for z/OS: every document
 * the WebSphere schema (field help, F1), its rules (their sources, `validate --explain`), the
 * classification document's reader and writer and README cite, one entry a document, as
 * WLM_DOC does (model/wlm/wlm_docs.h): "Title (edition): where". The keys are research/wlm.md
 * §0's (S-WCF, S-WASTSK…). */
#ifndef WLMCON_MODEL_WAS_DOCS_H
#define WLMCON_MODEL_WAS_DOCS_H

#define WAS_DOC(title, edition, where) title " (" edition "): " where

/* S-WCF: the tree of the classification document (root, InboundClassification types internal,
 * iiop, http, mdb and sip, at most one each; up to two SibClassification; WMQRAClassification;
 * the entry elements), read in the V9 topic and the V8.5 and V6.1 texts. */
#define WASDOC_WCF WAS_DOC("WebSphere Application Server for z/OS, Workload classification file", \
                           "V9.0, V8.5", \
                           "https://www.ibm.com/docs/en/was-zos/latest?topic=workload-classification-file")
/* S-CLZ: the TCLASS a document assigns is passed to WLM, which classifies by it. */
#define WASDOC_CLZ WAS_DOC("WebSphere Application Server for z/OS, Classifying z/OS workload", \
                           "V9.0", \
                           "https://www.ibm.com/docs/en/was-zos/latest?topic=workloads-classifying-zos-workload")
/* S-LIBWLM: subsystem type CB, collection name, transaction class of at most 8 characters. */
#define WASDOC_LIBWLM WAS_DOC("WebSphere Liberty for z/OS, WLM classification for z/OS", "Liberty", \
                              "https://www.ibm.com/support/knowledgecenter/SS7K4U_liberty/" \
                              "com.ibm.websphere.wlp.zseries.doc/ae/rwlp_wlmclassification.html")
/* S-SRVINST: Multiple Instances Enabled, minimum 1 to 20, maximum any value (0 unlimited). */
#define WASDOC_SRVINST WAS_DOC("WebSphere Application Server for z/OS, Server instance settings", \
                               "V9.0.5", \
                               "https://www.ibm.com/docs/SSAW57_9.0.5/com.ibm.websphere.nd." \
                               "multiplatform.doc/ae/urun_rserver_instance.html")
/* S-CTLSRV: blank minimum and maximum let WLM decide. */
#define WASDOC_CTLSRV WAS_DOC("WebSphere Application Server for z/OS, Controlling the minimum and " \
                              "maximum number of servants", "V9.0.5", \
                              "https://www.ibm.com/support/knowledgecenter/en/SSAW57_9.0.5/" \
                              "com.ibm.websphere.nd.multiplatform.doc/ae/trun_control_servants.html")
/* S-WASTSK: the custom property WLMStatefulSession=true (even distribution of HTTP requests). */
#define WASDOC_WASTSK WAS_DOC("WebSphere Application Server for z/OS, Configuring an application " \
                              "server to distribute HTTP requests evenly", "V9.0.5", \
                              "https://ibm.com/support/knowledgecenter/SS7K4U_9.0.5/" \
                              "com.ibm.websphere.zseries.doc/ae/trun_wlm_sessionplacement.html")
/* S-WASCON: even distribution spreads work only among servants bound to the same work queue. */
#define WASDOC_WASCON WAS_DOC("WebSphere Application Server, Balancing workloads: even " \
                              "distribution of HTTP requests", "V9.0.5", \
                              "https://www.ibm.com/support/knowledgecenter/en/SSAW57_9.0.5/" \
                              "com.ibm.websphere.nd.multiplatform.doc/ae/crun_wlm_sessionplacement.html")
/* S-RB, S-PK93395: server_use_wlm_to_queue_work, server_work_distribution_algorithm 0-2. */
#define WASDOC_RB WAS_DOC("IBM Redbook SG24-8056, WebSphere Application Server V8.5 Administration " \
                          "and Configuration Guide, 18.4", "2013", \
                          "https://www.oreilly.com/library/view/websphere-application-server/" \
                          "0738438537/chapter-140.html; APAR PK93395")
/* S-SERVANTS: WLM starts the servants as needed; the maximum number of servants should be at least
 * the number of service classes the server's transactions may use (a servant serves one service
 * class's work queue at a time). Read in the V8.5.5 and V9 topic crun_servants. */
#define WASDOC_SERVANTS WAS_DOC("WebSphere Application Server for z/OS, Multiple servants", "V8.5.5, V9.0", \
                                "http://setgetweb.com/p/WAS855/ae/crun_servants.html (IBM topic crun_servants)")
/* The seed: hot servant against even distribution, servants of one service class. */
#define WASDOC_SEED "research/wlm.md, addendum \"what seed 000 itself settles\" (WebSphere for z/OS " \
                    "servant selection)"
/* The CB classification rules (WLM's qualifiers CN and TC). */
#define WASDOC_CLSF WAS_DOC("z/OS MVS Planning: Workload Management, Defining classification rules", \
                            "z/OS 3.2", \
                            "https://www.ibm.com/docs/en/zos/3.2.0?topic=management-defining-classification-rules")

#endif
