# wsadmin -lang jython -f wsadmin.py
# The settings of application server azsr01a of node AZNODEA, cell AZCELL, as wlmcon keeps them.
# Lines starting `# unverified:` are settings whose names IBM's documentation does not
# confirm: set them in the administrative console.

def setVariable(scope, name, value):
    vmap = AdminConfig.list('VariableMap', scope).splitlines()[0]
    for entry in AdminConfig.list('VariableSubstitutionEntry', vmap).splitlines():
        if AdminConfig.showAttribute(entry, 'symbolicName') == name:
            AdminConfig.modify(entry, [['value', value]])
            return
    AdminConfig.create('VariableSubstitutionEntry', vmap, [['symbolicName', name], ['value', value]])

def setCustomProperty(parent, name, value):
    for prop in AdminConfig.list('Property', parent).splitlines():
        if AdminConfig.showAttribute(prop, 'name') == name:
            AdminConfig.modify(prop, [['value', value]])
            return
    AdminConfig.create('Property', parent, [['name', name], ['value', value]])

server = AdminConfig.getid('/Cell:' + 'AZCELL' + '/Node:' + 'AZNODEA' + '/Server:' + 'azsr01a' + '/')
if not server:
    raise Exception('server not found: ' + 'azsr01a')

# WebSphere Application Server for z/OS, Configuring an application server to distribute HTTP requests evenly (V9.0.5): https://ibm.com/support/knowledgecenter/SS7K4U_9.0.5/com.ibm.websphere.zseries.doc/ae/trun_wlm_sessionplacement.html
setCustomProperty(AdminConfig.list('AdminService', server).splitlines()[0], 'WLMStatefulSession', 'true')
# IBM Redbook SG24-8056, WebSphere Application Server V8.5 Administration and Configuration Guide, 18.4 (2013): https://www.oreilly.com/library/view/websphere-application-server/0738438537/chapter-140.html; APAR PK93395
setVariable(server, 'server_use_wlm_to_queue_work', '1')

# Server instance (Java and process management > Server instance): WebSphere Application Server for z/OS, Server instance settings (V9.0.5): https://www.ibm.com/docs/SSAW57_9.0.5/com.ibm.websphere.nd.multiplatform.doc/ae/urun_rserver_instance.html
# unverified: enableMultipleServerInstances = true  (the console's field is documented, not its configuration attribute)
# unverified: minimumNumOfInstances = 3  (the console's field is documented, not its configuration attribute)
# unverified: maximumNumberOfInstances = 3  (the console's field is documented, not its configuration attribute)
# unverified: wlm_minimumSRCount = 3  (a was.env variable name research could not confirm)
# unverified: wlm_maximumSRCount = 3  (a was.env variable name research could not confirm)

# Set outside wsadmin (the server's WLM classification):
#   collection name (CN qualifier of subsystem type CB): AZSR01

AdminConfig.save()
