/* model/domino/domino_docs.h — the bibliography of Domino: every document the Domino schema (field
 * help, F1), the Domino rules (their sources, `validate --explain`) and README cite, one entry a
 * document: its title, edition and where to read it. The facts are gathered, with what is
 * unconfirmed, in research/domino_opentp1.md A1–A5; [U] marks a fact no HCL or IBM page states. */
#ifndef WLMCON_MODEL_DOMINO_DOMINO_DOCS_H
#define WLMCON_MODEL_DOMINO_DOMINO_DOCS_H

#define DOM_DOC(title, edition, where) title " (" edition "): " where
#define DOM_HCL "https://help.hcl-software.com/domino/"

#define DOMDOC_THRESHOLD DOM_DOC("Server_Availability_Threshold", "HCL Domino 11.0.1", \
    "https://help.hcltechsw.com/domino/11.0.1/admin/conf_server_availability_threshold_r.html")
#define DOMDOC_LIMITING DOM_DOC("Limiting the workload of a server", "HCL Domino 11.0.1", \
    "https://help.hcltechsw.com/domino/11.0.1/admin/admn_limitingtheworkloadofaserver_c.html")
#define DOMDOC_STATS DOM_DOC("Cluster Manager statistics", "HCL Domino 10.0.1", \
    DOM_HCL "10.0.1/tune_clustermanagerstatistics_r.html")
#define DOMDOC_AI DOM_DOC("The server availability index", "HCL Domino 10.0.1", \
    DOM_HCL "10.0.1/admn_theserveravailabilityindex_t.html")
#define DOMDOC_MAXUSERS DOM_DOC("Server_MaxUsers", "HCL Domino 10.0.1", DOM_HCL "10.0.1/conf_server_maxusers_r.html")
#define DOMDOC_RESTRICTED DOM_DOC("Server_Restricted", "IBM Domino 10.0.1", \
    "https://www.ibm.com/docs/en/SSKTMJ_10.0.1/admin/conf_server_restricted_r.html")
#define DOMDOC_TRANSINFO DOM_DOC("Server_TransInfo_Range", "Lotus Domino 7 administration help", \
    "http://278hlrc.257.cz/help/help7_admin.nsf/f4b82fbb75e942a6852566ac0037f284/024ab3a5edc260aa8525706100551ccc")
#define DOMDOC_SAMPLING DOM_DOC("How the availability index is sampled", "Lotus Domino 8 administration help", \
    "http://webmail.dotd.louisiana.gov/help/help8_admin.nsf/f4b82fbb75e942a6852566ac0037f284/70d5be0f2c185fae852572fa004e5c46")
#define DOMDOC_TUNING "Domino cluster tuning (searchdomino, third party): " \
    "https://searchdomino.techtarget.com/tip/Domino-cluster-tuning"
#define DOMDOC_NORMALIZE "Server_TransInfo_Normalize (lotus-expert.com, third party): " \
    "http://www.lotus-expert.com/en/notesini-reference/bycategory/1679-servertransinfonormalize.html"
#define DOMDOC_DEFAULT_PORT DOM_DOC("Server_Cluster_Default_Port", "HCL Domino 10.0.1", \
    DOM_HCL "10.0.1/conf_server_cluster_default_port_r.html")
#define DOMDOC_PORTS "Ports and DisabledPorts (madicon, third party): " \
    "https://www.madicon.de/notes-ini-parameters/en/ports/; PortOrder (kalechi, third party): " \
    "https://www.kalechi.com/doc/Notesini.nsf/85255a87005060c585255a850068ca6f/f1cb94dda41d20b9c125738a003b0557?OpenDocument"
#define DOMDOC_PROBE "Server_Cluster_Probe_Timeout [U] (madicon, third party, not directly documented): " \
    "https://www.madicon.de/notes-ini-parameters/en/server_cluster_probe_timeout/"
#define DOMDOC_REPLICATORS DOM_DOC("Cluster_Replicators", "HCL Domino 10.0.1", DOM_HCL "10.0.1/conf_cluster_replicators_r.html")
#define DOMDOC_DISABLE_REPL DOM_DOC("Disable_Cluster_Replicator", "HCL Domino 10.0.1", \
    DOM_HCL "10.0.1/conf_disable_cluster_replicator_r.html")
#define DOMDOC_MAXSESSIONS DOM_DOC("Server_MaxSessions", "IBM Domino 10.0.0", \
    "https://www.ibm.com/docs/en/SSKTMJ_10.0.0/admin/conf_server_maxsessions_r.html")
#define DOMDOC_FAILOVER DOM_DOC("When failover occurs", "HCL Domino 11.0.1", \
    "https://help.hcltechsw.com/domino/11.0.1/admin/plan_whenfailoveroccurs_c.html")
#define DOMDOC_FAILOVER_ONE DOM_DOC("Limiting failover to one cluster member", "Lotus Domino 8 administration help", \
    "http://webmail.dotd.louisiana.gov/help/help8_admin.nsf/f4b82fbb75e942a6852566ac0037f284/1e5bfb59e69109a1852572fa004e5c60")
#define DOMDOC_BALANCING DOM_DOC("How workload balancing works", "HCL Domino (seed 003)", \
    "http://webmail.dotd.louisiana.gov/help/help8_admin.nsf/f4b82fbb75e942a6852566ac0037f284/1244d2e5bf541b28852572fa004e5871")
#define DOMDOC_SETCONFIG DOM_DOC("Set Configuration", "IBM Domino 9.0.1", \
    "https://www.ibm.com/docs/en/SSKTMJ_9.0.1/admin/admn_setconfiguration_r.html")
#define DOMDOC_OBSOLETE DOM_DOC("NOTES.INI settings", "HCL Domino 12.0.2", \
    DOM_HCL "12.0.2/zh_CN/admin/conf_notesinisettings_c.html")

#endif
