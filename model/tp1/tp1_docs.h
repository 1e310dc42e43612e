/* model/tp1/tp1_docs.h — the Hitachi OpenTP1 documents the schema rows and rules rest on, as the
 * `source` strings name them (../research/domino_opentp1.md part B lists each with what it says). */
#ifndef WLMCON_MODEL_TP1_DOCS_H
#define WLMCON_MODEL_TP1_DOCS_H

/* OpenTP1 Operation 3.2.4, inter-node load balancing (seed 004, the Japanese original). */
#define TP1DOC_OPER "OpenTP1 Operation 3.2.4 (30003D5330), seed 004"
/* System Definition: statement kinds, comments, lists, continuation (DEFI0015). */
#define TP1DOC_SYNTAX "https://itpfdoc.hitachi.co.jp/manuals/3000/30003D5230e/DEFI0015.HTM"
/* System Definition: the order of statements inside one definition (DEFI0014). */
#define TP1DOC_ORDER "https://itpfdoc.hitachi.co.jp/manuals/3000/30003D5230e/DEFI0014.HTM"
/* System Definition: the definition files and their names (DEFI0019). */
#define TP1DOC_FILES "https://itpfdoc.hitachi.co.jp/manuals/3000/30003D5230e/DEFI0019.HTM"
/* System common definition: all_node, name_notify (TPWI0048). */
#define TP1DOC_BETRAN "https://itpfdoc.hitachi.co.jp/manuals/3000/30003D6400e/TPWI0048.HTM"
/* Schedule service definition: the scd_ operands and schedule_rate (DEFI0029, DEFI0034). */
#define TP1DOC_SCD                                                                                   \
    "https://itpfdoc.hitachi.co.jp/manuals/3000/30003d52b0/DEFI0029.HTM; "                           \
    "https://itpfdoc.hitachi.co.jp/manuals/3000/30003D5230e/DEFI0034.HTM"
/* Schedule service definition: the scdmulti command (DEFI0036). */
#define TP1DOC_SCDMULTI "https://itpfdoc.hitachi.co.jp/manuals/3000/30003D5230e/DEFI0036.HTM"
/* User service definition: service_group, module, service, process counts (DEFI0090, DEFI0124). */
#define TP1DOC_USR                                                                                   \
    "https://itpfdoc.hitachi.co.jp/manuals/3000/30003D5230e/DEFI0090.HTM; "                          \
    "https://itpfdoc.hitachi.co.jp/manuals/3000/30003D5230e/DEFI0124.HTM"
/* TP1/Client/W, P: the client environment definition (CLNT0024, CLNT0025, CLNT0032). */
#define TP1DOC_CLIENT                                                                                \
    "https://itpfdoc.hitachi.co.jp/manuals/3000/30003d5820e/CLNT0024.HTM; "                          \
    "https://itpfdoc.hitachi.co.jp/manuals/3000/30003D5820e/CLNT0025.HTM"
/* OpenTP1 解説 (Description), 表3-6: announcing the load status (30003D5350). */
#define TP1DOC_DESCR "https://itpfdoc.hitachi.co.jp/manuals/3000/30003D5350/c3D5350.epub"
/* Not in any manual page read: wlmcon's own model or an unconfirmed item ([U]). */
#define TP1DOC_U "[U] research/domino_opentp1.md B2, B3 (unconfirmed)"

#endif
