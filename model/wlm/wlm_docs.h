/* model/wlm/wlm_docs.h — the bibliography of z/OS WLM: every document the WLM schema (field help,
 * F1), the WLM rules (their sources, `validate --explain`) and README cite, one entry a document,
 * each naming it by its own title and section, its edition and where to read it.
 *
 * A citation is a string: WLM_DOC(title, edition, where) gives "Title (edition): where", as
 * MQ_DOC does (model/mq/mq_docs.h), and the sources of a rule or a field are such strings joined by
 * "; ". Most facts are IBM's book "z/OS MVS Planning: Workload Management" (SC34-2662; its V2R1
 * to V2R4 editions on IBM Documentation) and "z/OS MVS Programming: Workload Management Services"
 * (SC34-2663, V2R1), then the z/OSMF Workload Management pages, the product pages of the
 * subsystems that pass work to WLM, and the papers of IBM's Washington Systems Center on GitHub
 * (IBM/IBM-Z-zOS). A section is named by the page's own title where the page was read for it;
 * where the book's page has no title of its own in the copy read (the V2R1 pages of IBM's old
 * Knowledge Center), by what the page is about, after "on". The keys are research/wlm.md §0's. */
#ifndef WLMCON_MODEL_WLM_DOCS_H
#define WLMCON_MODEL_WLM_DOCS_H

#define WLM_DOC(title, edition, where) title " (" edition "): " where

#define WLM_PLANNING "z/OS MVS Planning: Workload Management"
#define WLM_SERVICES "z/OS MVS Programming: Workload Management Services"
#define WLM_KC "https://www.ibm.com/support/knowledgecenter/"
#define WLM_KC21 WLM_KC "SSLTBW_2.1.0/com.ibm.zos.v2r1."
#define WLM_KC22 WLM_KC "SSLTBW_2.2.0/com.ibm.zos.v2r2."
#define WLM_GH "https://github.com/IBM/IBM-Z-zOS/blob/main/"

/* ---- z/OS MVS Planning: Workload Management ---------------------------------------------- */

#define WLMDOC_SD WLM_DOC(WLM_PLANNING ", What is a service definition?", "z/OS V2R1", \
                          WLM_KC21 "ieaw100/ieaw10021.htm")
#define WLMDOC_WKL WLM_DOC(WLM_PLANNING ", Defining workloads", "z/OS 2.2", \
                           "https://www.ibm.com/docs/en/zos/2.2.0?topic=management-defining-workloads")
#define WLMDOC_SCLG WLM_DOC(WLM_PLANNING ", Defining service classes and performance goals", "z/OS 2.4", \
                            "https://ibm.com/docs/en/zos/2.4.0?topic=management-defining-service-classes-performance-goals")
#define WLMDOC_SCPANEL WLM_DOC(WLM_PLANNING ", on the Create a Service Class panel", "z/OS V2R1", \
                               WLM_KC21 "ieaw100/ieaw100182.htm")
#define WLMDOC_PER WLM_DOC(WLM_PLANNING ", on performance periods and their duration", "z/OS V2R1", \
                           WLM_KC21 "ieaw100/ieaw10025.htm")
#define WLMDOC_VELRT WLM_DOC(WLM_PLANNING ", on velocity and response time goals", "z/OS V2R1", \
                             WLM_KC21 "ieaw100/ieaw10055.htm")
#define WLMDOC_DISC WLM_DOC(WLM_PLANNING ", on discretionary goals", "z/OS V2R1", WLM_KC21 "ieaw100/ieaw10057.htm")
#define WLMDOC_RG WLM_DOC(WLM_PLANNING ", on resource groups", "z/OS V2R4", \
                          WLM_KC "en/SSLTBW_2.4.0/com.ibm.zos.v2r4.ieaw100/rgr.htm")
#define WLMDOC_POLO WLM_DOC(WLM_PLANNING ", on policy overrides", "z/OS V2R1", WLM_KC21 "ieaw100/polo.htm")
#define WLMDOC_CLSF WLM_DOC(WLM_PLANNING ", Defining classification rules", "z/OS 3.2", \
                            "https://www.ibm.com/docs/en/zos/3.2.0?topic=management-defining-classification-rules")
#define WLMDOC_QUAL WLM_DOC(WLM_PLANNING ", on work qualifiers, their name field and start position", \
                            "z/OS V2R2", WLM_KC22 "ieaw100/ieaw10062.htm")
#define WLMDOC_ORG WLM_DOC(WLM_PLANNING ", on groups, masking and wildcards in classification rules", \
                           "z/OS V2R2", WLM_KC22 "ieaw100/orgw.htm")
#define WLMDOC_WILD WLM_DOC(WLM_PLANNING ", Using wildcard notation", "z/OS 2.5", \
                            "https://www.ibm.com/docs/en/zos/2.5.0?topic=classification-using-wildcard-notation")
#define WLMDOC_START WLM_DOC(WLM_PLANNING ", on the start position of a qualifier", "z/OS V2R1", \
                             WLM_KC21 "ieaw100/ieaw10092.htm")
#define WLMDOC_HIER WLM_DOC(WLM_PLANNING ", on the order and hierarchy of classification rules", "z/OS V2R1", \
                            WLM_KC21 "ieaw100/hier.htm")
#define WLMDOC_INHR WLM_DOC(WLM_PLANNING ", on sub-rules inheriting the classes of the rule above", "z/OS V2R1", \
                            WLM_KC21 "ieaw100/usinhcr.htm")
#define WLMDOC_SPSC WLM_DOC(WLM_PLANNING ", Using the system-supplied service classes", "z/OS 2.5", \
                            "https://www.ibm.com/docs/en/zos/2.5.0?topic=classification-using-system-supplied-service-classes")
#define WLMDOC_SCHENV WLM_DOC(WLM_PLANNING ", on scheduling environments", "z/OS V2R1", WLM_KC21 "ieaw100/specse.htm")
#define WLMDOC_INSTL WLM_DOC(WLM_PLANNING ", on the return codes of IWMINSTL", "z/OS V2R1", \
                             WLM_KC21 "ieaw100/app3retcodes.htm")

/* ---- z/OS MVS Programming: Workload Management Services --------------------------------- */

#define WLMDOC_VALREC WLM_DOC(WLM_SERVICES ", Recommended Validity Checking", "z/OS V2R1, SC34-2663-00", \
                              WLM_KC21 "ieaw200/iea3w20187.htm")
#define WLMDOC_VAL WLM_DOC(WLM_SERVICES ", Checking a Service Definition Using IWMDINST", "z/OS V2R1, SC34-2663-00", \
                           WLM_KC21 "ieaw200/val.htm")
#define WLMDOC_DTD WLM_DOC(WLM_SERVICES ", on the DTD of the service definition in XML", "z/OS V2R2", \
                           WLM_KC22 "ieaw200/xmloutput.htm")

/* ---- z/OSMF Workload Management ---------------------------------------------------------- */

#define WLMDOC_AE WLM_DOC("z/OSMF Workload Management, Application Environments tab", "z/OS 2.4", \
                          "https://ibm.com/docs/en/zos/2.4.0?topic=tabs-application-environments")
#define WLMDOC_TRG WLM_DOC("z/OSMF Workload Management, Tenant Resource Groups tab", "z/OS 2.3", \
                           "https://www.ibm.com/docs/ro/zos/2.3.0?topic=tabs-tenant-resource-groups")

/* ---- other IBM documentation ------------------------------------------------------------- */

#define WLMDOC_RGSMF WLM_DOC("z/OS MVS System Management Facilities (SMF), Resource Group Data Section", \
                             "z/OS V2R1", WLM_KC21 "ieag200/iea3g2_Resource_Group_Data_Section.htm")
#define WLMDOC_EXPL WLM_DOC("IBM Explorer for z/OS, Classification rules", "3.3", \
                            "https://www.ibm.com/docs/en/explorer-for-zos/3.3.0?topic=classification-rules")
#define WLMDOC_CICSQ WLM_DOC("CICS Transaction Server for z/OS, on the work qualifiers of CICS", "5.2", \
                             WLM_KC "SSGMCP_5.2.0/com.ibm.cics.ts.performance.doc/topics/dfht3qr.html")
#define WLMDOC_DDFQ WLM_DOC("Db2 for z/OS, Classification attributes", "10", \
                            "https://www.ibm.com/docs/en/SSEPEK_10.0.0/perf/src/tpc/db2z_classificationattributes.html")
#define WLMDOC_GOALSEL WLM_DOC("IBM Developer for z/OS, Considerations for goal selection", "16.0", \
                               "https://www.ibm.com/docs/en/developer-for-zos/16.0?topic=goals-considerations-goal-selection")

/* ---- IBM's Washington Systems Center and Redbooks (IBM/IBM-Z-zOS on GitHub) -------------- */

#define WLMDOC_WSC WLM_DOC("WLM starter policy WLMPOL.WSCDEF.XML", "IBM Washington Systems Center", \
                           WLM_GH "zOS-WLM/Samples/WLMPOL.WSCDEF.XML")
#define WLMDOC_GUIDE WLM_DOC("V2024 WSC WLM Starter Policy Guidance", "IBM Washington Systems Center, 2024", \
                             WLM_GH "zOS-WLM/Samples/V2024%20WSC%20WLM%20Starter%20Policy%20Guidance.pdf")
#define WLMDOC_R5326 WLM_DOC("System Programmer's Guide to: Workload Manager", "IBM Redbook SG24-5326", \
                             WLM_GH "zOS-WLM/Documents/sg245326.pdf")
#define WLMDOC_R10 WLM_DOC("WLM Goal Mode Enhancements", "IBM", WLM_GH "zOS-WLM/Documents/WLM%20Goal%20Mode%20Enhancements.pdf")
#define WLMDOC_V21 WLM_DOC("WLM Update for z/OS V2.1 and V1.13", "IBM", \
                           WLM_GH "zOS-WLM/Documents/WLM_Update_V2.1andV1.13.pdf")
#define WLMDOC_RC2047 WLM_DOC("WLM Update 2010", "IBM, SHARE", WLM_GH "zOS-WLM/Documents/WLM_Update_2010_Share-5.pdf")
#define WLMDOC_Z14 WLM_DOC("WLM and z14 Update", "IBM, December 2017", \
                           WLM_GH "zOS-WLM/Documents/WLM_and_z14_Update_Dec_2017.pdf")
#define WLMDOC_TFP WLM_DOC("Container Pricing: The WLM View", "IBM", \
                           WLM_GH "zOS-WLM/Documents/Container_Pricing_The_WLM_View.pdf")
#define WLMDOC_RA WLM_DOC("WLM - Resource Affinity Scheduling", "IBM", \
                          WLM_GH "zOS-WLM/Documents/WLM%20-%20Resource%20Affinity%20Scheduling.pdf")
#define WLMDOC_IOPG WLM_DOC("z/OS V2R1 BCP WLM RMF I/O Priority Group", "IBM z/OS V2.1 education", \
                            WLM_GH "zOS-Education/zOS-V2.1-Education/zOS%20V2R1%20BCP%20WLM%20RMF%20IO%20Priority%20Group.pdf")
#define WLMDOC_AE999 WLM_DOC("z/OS V2R1 BCP WLM Greater 999 Application Environments", "IBM z/OS V2.1 education", \
                             WLM_GH "zOS-Education/zOS-V2.1-Education/zOS%20V2R1%20BCP%20WLM%20Greater%20999%20Application%20Environments.pdf")
#define WLMDOC_RT1 WLM_DOC("z/OS V2R3 WLM shorter response time goal", "IBM z/OS V2.3 education", \
                           WLM_GH "zOS-Education/zOS-V2.3-Education/IEAV2R3%20WLM%20shorter%20response%20time%20goal.pdf")

#endif
