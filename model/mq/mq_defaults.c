/* model/mq/mq_defaults.c — the system and default objects every queue manager has, per platform, and
 * what a queue manager's origin says about how well it is known.
 *
 * Sources.
 * - Multiplatforms: IBM, "System and default objects" (the objects crtmqm creates),
 *   https://www.ibm.com/docs/en/SSFKSJ_9.2.0/com.ibm.mq.ref.con.doc/q081590_.html, its tables of
 *   queues, topics, server and client channels, authentication information, communications
 *   information, listeners, namelists, processes and services; checked against the four
 *   `dmpmqcfg -a` dumps of samples/mq (QM4…QM7, command level 930, UNIX), which hold every object
 *   below and no other SYSTEM.* object than a user's SYSTEM.LISTENER.TCP.1. The objects of AMQP
 *   (SYSTEM.DEF.AMQP, SYSTEM.AMQP.SERVICE, SYSTEM.AMQP.COMMAND.QUEUE) exist only where the AMQP
 *   feature is installed, those of telemetry (SYSTEM.MQXR.SERVICE, SYSTEM.MQTT.TRANSMIT.QUEUE) only
 *   with MQ Telemetry; "Default cluster objects",
 *   https://www.ibm.com/docs/en/SSFKSJ_9.2.0/com.ibm.mq.tec.doc/q017250_.html.
 * - z/OS: no crtmqm; the customization samples define them (CSQ4INSG system objects, CSQ4INSX
 *   channel and cluster objects, CSQ4INYS storage classes), IBM "System definition on z/OS",
 *   https://www.ibm.com/docs/en/ibm-mq/9.3.x?topic=concepts-system-definition-zos, and "Defining
 *   system objects for IBM MQ for z/OS",
 *   https://ibm.com/support/knowledgecenter/SSFKSJ_9.0.0/com.ibm.mq.tec.doc/q004080_.html. The table
 *   holds the objects those pages name; a queue manager whose platform is not known is taken for
 *   Multiplatforms.
 * - The channel authentication rules of a new queue manager: IBM, "Creating new CHLAUTH rules for
 *   users", https://www.ibm.com/docs/es/ibm-mq/9.4.x?topic=issues-creating-new-chlauth-rules-users
 *   (three default rules), as the dumps show them: SET CHLAUTH('SYSTEM.ADMIN.SVRCONN')
 *   TYPE(ADDRESSMAP) ADDRESS('*') USERSRC(CHANNEL), SET CHLAUTH('SYSTEM.*') TYPE(ADDRESSMAP)
 *   ADDRESS('*') USERSRC(NOACCESS), SET CHLAUTH('*') TYPE(BLOCKUSER) USERLIST('*MQADMIN'). */
#include "model/mq/mq.h"

#include <string.h>
#include <strings.h>

#define MP MQ_PLATFORM_MULTI
#define ZO MQ_PLATFORM_ZOS
#define BOTH (MP | ZO)

static const struct mq_system_object table[] = {
    /* queues */
    {MQ_QLOCAL, "SYSTEM.ADMIN.ACCOUNTING.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.ACTIVITY.QUEUE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.CHANNEL.EVENT", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.COMMAND.EVENT", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.COMMAND.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.CONFIG.EVENT", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.LOGGER.EVENT", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.PERFM.EVENT", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.PUBSUB.EVENT", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.QMGR.EVENT", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.STATISTICS.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.TRACE.ACTIVITY.QUEUE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.ADMIN.TRACE.ROUTE.QUEUE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.AMQP.COMMAND.QUEUE", MP, "AMQP"},
    {MQ_QLOCAL, "SYSTEM.AUTH.DATA.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.BROKER.ADMIN.STREAM", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.BROKER.CONTROL.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.BROKER.DEFAULT.STREAM", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.BROKER.INTER.BROKER.COMMUNICATIONS", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.CHANNEL.INITQ", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.CHANNEL.SYNCQ", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.CHLAUTH.DATA.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.CICS.INITIATION.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.CLUSTER.COMMAND.QUEUE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.CLUSTER.HISTORY.QUEUE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.CLUSTER.REPOSITORY.QUEUE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.CLUSTER.TRANSMIT.QUEUE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.COMMAND.INPUT", ZO, NULL},
    {MQ_QLOCAL, "SYSTEM.DDELAY.LOCAL.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.DEAD.LETTER.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.DEFAULT.INITIATION.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.DEFAULT.LOCAL.QUEUE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.DOTNET.XARECOVERY.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.DURABLE.SUBSCRIBER.QUEUE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.HIERARCHY.STATE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.INTER.QMGR.CONTROL", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.INTER.QMGR.FANREQ", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.INTER.QMGR.PUBS", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.INTERNAL.REPLY.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.INTERNAL.REQUEST.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.MQTT.TRANSMIT.QUEUE", MP, "telemetry"},
    {MQ_QLOCAL, "SYSTEM.PENDING.DATA.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.PROTECTION.ERROR.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.PROTECTION.POLICY.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.REST.REPLY.QUEUE", MP, NULL},
    {MQ_QLOCAL, "SYSTEM.RETAINED.PUB.QUEUE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.SELECTION.EVALUATION.QUEUE", BOTH, NULL},
    {MQ_QLOCAL, "SYSTEM.SELECTION.VALIDATION.QUEUE", BOTH, NULL},
    {MQ_QMODEL, "SYSTEM.CLUSTER.TRANSMIT.MODEL.QUEUE", BOTH, NULL},
    {MQ_QMODEL, "SYSTEM.COMMAND.REPLY.MODEL", ZO, NULL},
    {MQ_QMODEL, "SYSTEM.DEFAULT.MODEL.QUEUE", BOTH, NULL},
    {MQ_QMODEL, "SYSTEM.DURABLE.MODEL.QUEUE", BOTH, NULL},
    {MQ_QMODEL, "SYSTEM.JMS.TEMPQ.MODEL", MP, NULL},
    {MQ_QMODEL, "SYSTEM.MQEXPLORER.REPLY.MODEL", MP, NULL},
    {MQ_QMODEL, "SYSTEM.MQSC.REPLY.QUEUE", MP, NULL},
    {MQ_QMODEL, "SYSTEM.NDURABLE.MODEL.QUEUE", BOTH, NULL},
    {MQ_QALIAS, "SYSTEM.DEFAULT.ALIAS.QUEUE", BOTH, NULL},
    {MQ_QREMOTE, "SYSTEM.DEFAULT.REMOTE.QUEUE", BOTH, NULL},
    /* topics and subscriptions */
    {MQ_TOPIC, "SYSTEM.ADMIN.TOPIC", MP, NULL},
    {MQ_TOPIC, "SYSTEM.BASE.TOPIC", BOTH, NULL},
    {MQ_TOPIC, "SYSTEM.BROKER.ADMIN.STREAM", MP, NULL},
    {MQ_TOPIC, "SYSTEM.BROKER.DEFAULT.STREAM", MP, NULL},
    {MQ_TOPIC, "SYSTEM.BROKER.DEFAULT.SUBPOINT", MP, NULL},
    {MQ_TOPIC, "SYSTEM.DEFAULT.TOPIC", BOTH, NULL},
    {MQ_SUB, "SYSTEM.DEFAULT.SUB", BOTH, NULL},
    /* channels */
    {MQ_AMQP, "SYSTEM.DEF.AMQP", MP, "AMQP"},
    {MQ_RCVR, "SYSTEM.AUTO.RECEIVER", MP, NULL},
    {MQ_SVRCONN, "SYSTEM.AUTO.SVRCONN", MP, NULL},
    {MQ_CLNTCONN, "SYSTEM.DEF.CLNTCONN", BOTH, NULL},
    {MQ_CLUSRCVR, "SYSTEM.DEF.CLUSRCVR", BOTH, NULL},
    {MQ_CLUSSDR, "SYSTEM.DEF.CLUSSDR", BOTH, NULL},
    {MQ_RCVR, "SYSTEM.DEF.RECEIVER", BOTH, NULL},
    {MQ_RQSTR, "SYSTEM.DEF.REQUESTER", BOTH, NULL},
    {MQ_SDR, "SYSTEM.DEF.SENDER", BOTH, NULL},
    {MQ_SVR, "SYSTEM.DEF.SERVER", BOTH, NULL},
    {MQ_SVRCONN, "SYSTEM.DEF.SVRCONN", BOTH, NULL},
    /* authentication and communications information, listeners, namelists, processes, services */
    {MQ_AUTHINFO, "SYSTEM.DEFAULT.AUTHINFO.CRLLDAP", BOTH, NULL},
    {MQ_AUTHINFO, "SYSTEM.DEFAULT.AUTHINFO.IDPWLDAP", BOTH, NULL},
    {MQ_AUTHINFO, "SYSTEM.DEFAULT.AUTHINFO.IDPWOS", BOTH, NULL},
    {MQ_AUTHINFO, "SYSTEM.DEFAULT.AUTHINFO.OCSP", MP, NULL},
    {MQ_COMMINFO, "SYSTEM.DEFAULT.COMMINFO.MULTICAST", MP, NULL},
    {MQ_LISTENER, "SYSTEM.DEFAULT.LISTENER.TCP", MP, NULL},
    {MQ_NAMELIST, "SYSTEM.DEFAULT.NAMELIST", BOTH, NULL},
    {MQ_NAMELIST, "SYSTEM.QPUBSUB.QUEUE.NAMELIST", MP, NULL},
    {MQ_NAMELIST, "SYSTEM.QPUBSUB.SUBPOINT.NAMELIST", MP, NULL},
    {MQ_PROCESS, "SYSTEM.DEFAULT.PROCESS", BOTH, NULL},
    {MQ_SERVICE, "SYSTEM.AMQP.SERVICE", MP, "AMQP"},
    {MQ_SERVICE, "SYSTEM.DEFAULT.SERVICE", MP, NULL},
    {MQ_SERVICE, "SYSTEM.MQXR.SERVICE", MP, "telemetry"},
    /* storage classes (z/OS, CSQ4INYS) */
    {MQ_STGCLASS, "DEFAULT", ZO, NULL},
    {MQ_STGCLASS, "SYSTEM", ZO, NULL},
};

enum mq_platform mq_platform_of(const struct pol_object *top)
{
    const char *p = top ? pol_get_key(top, "platform") : NULL;
    if (!p || val_state(p) != VAL_VALUE)
        return MQ_PLATFORM_UNKNOWN;
    if (strcasecmp(p, "MVS") == 0 || strcasecmp(p, "ZOS") == 0 || strcasecmp(p, "z/OS") == 0)
        return MQ_PLATFORM_ZOS;
    return MQ_PLATFORM_MULTI;
}

const struct mq_system_object *mq_system_object(const struct pol_object *top, const struct kind_def *ns_kind,
                                                  const char *name)
{
    enum mq_platform p = mq_platform_of(top);
    unsigned want = p == MQ_PLATFORM_UNKNOWN ? MQ_PLATFORM_MULTI : (unsigned)p;
    for (size_t i = 0; name && i < sizeof table / sizeof table[0]; i++) {
        const struct kind_def *k = mq_kind(table[i].kind);
        if ((table[i].platforms & want) && strcmp(k->ns, ns_kind->ns) == 0 && strcmp(table[i].name, name) == 0)
            return &table[i];
    }
    return NULL;
}

bool mq_qmgr_fully_known(const struct pol_object *top)
{
    return val_state(pol_get_key(top, "cmdlevel")) == VAL_VALUE;
}

bool mq_default_chlauth(const char *profile, const char *type, const char *address)
{
    static const struct {
        const char *profile, *type;
    } rules[] = {{"SYSTEM.ADMIN.SVRCONN", "ADDRESSMAP"}, {"SYSTEM.*", "ADDRESSMAP"}, {"*", "BLOCKUSER"}};
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
        if (strcmp(rules[i].profile, profile) == 0 && strcmp(rules[i].type, type) == 0)
            return strcmp(type, "BLOCKUSER") == 0 || strcmp(address, "*") == 0;
    return false;
}
