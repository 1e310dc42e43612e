#!/bin/sh
# tests/fuzz/seeds.sh DIR — the large seeds of the fuzz harnesses, written into DIR/NAME (one
# directory per harness, beside the small committed corpus tests/fuzz/corpus/NAME): for every
# format a deep document (its syntax nested as far as it goes: parentheses, elements, YAML
# sequences and mappings, continuation lines) and a long one (many ordinary lines), each under
# libFuzzer's -max_len of 1 MB that `make stress` gives. Generated, not committed: 100 KB to 1 MB
# each.
set -eu
[ $# -eq 1 ] || { echo "usage: seeds.sh DIR" >&2; exit 64; }
D=$1
mkdir -p "$D/mqsc" "$D/mqini" "$D/mqstatus" "$D/wlmxml" "$D/wasxml" "$D/yaml" "$D/theme" "$D/notesini" "$D/replicas" "$D/tp1def"

# rep N TEXT: TEXT N times
rep() { awk -v n="$1" -v t="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", t }'; }

# MQSC: a value of 100,000 nested parentheses, a command continued over 50,000 lines, 10,000 commands
{ printf "DEFINE QLOCAL(A) DESCR("; rep 100000 "("; echo; } > "$D/mqsc/deep-parens.mqsc"
{ printf "DEFINE QLOCAL(A) +\n"; rep 50000 "  DESCR('x') +\n"; echo "  MAXDEPTH(5)"; } > "$D/mqsc/deep-continued.mqsc"
awk 'BEGIN { for (i = 0; i < 10000; i++)
    printf "DEFINE QLOCAL(APP.Q%05d) DESCR(%cqueue %d%c) CLUSTER(C1) DEFBIND(NOTFIXED) +\n  MAXDEPTH(5000)\n", i, 39, i, 39 }' \
    > "$D/mqsc/long.mqsc"

# qm.ini: an AutoCluster whose value nests 100,000 parentheses; Variables of 20,000 names
{ printf "AutoCluster:\n   Type=Uniform\n   ClusterName=UNI\n   Repository1Name=QM1\n   Repository1Conname="
  rep 100000 "("; printf "\n"; } > "$D/mqini/deep.ini"
{ printf "Variables:\n"; awk 'BEGIN { for (i = 0; i < 20000; i++) printf "   NAME%05d=value%d.example.com(1414)\n", i, i }'; } \
    > "$D/mqini/long.ini"

# runmqsc output: a value of 100,000 nested parentheses; 5,000 cluster queue managers
{ printf "     1 : DISPLAY CLUSQMGR(*) ALL\nAMQ8441I: Display Cluster Queue Manager details.\n   CLUSQMGR("
  rep 100000 "("; printf ")\n"; } > "$D/mqstatus/deep.txt"
{ printf "     1 : DISPLAY CLUSQMGR(*) ALL\n"
  awk 'BEGIN { for (i = 0; i < 5000; i++)
      printf "AMQ8441I: Display Cluster Queue Manager details.\n   CLUSQMGR(QM%05d)                    CHANNEL(TO.QM%05d)\n   CLUSTER(DEMO)                           STATUS(RUNNING)\n", i, i }'
} > "$D/mqstatus/long.txt"

# WLM XML: 20,000 nested elements; 5,000 service classes
NS='http://www.ibm.com/xmlns/prod/zwlm/2022/05/ServiceDefinition.xsd'
{ printf '<?xml version="1.0" encoding="UTF-8"?>\n<ServiceDefinition xmlns="%s"><Name>DEEP</Name>' "$NS"
  rep 20000 "<Notes>"; rep 20000 "</Notes>"; echo "</ServiceDefinition>"; } > "$D/wlmxml/deep.xml"
{ printf '<?xml version="1.0" encoding="UTF-8"?>\n<ServiceDefinition xmlns="%s">\n<Name>LONG</Name>\n<ServiceClasses>\n' "$NS"
  awk 'BEGIN { for (i = 0; i < 5000; i++)
      printf "<ServiceClass><Name>SC%05d</Name><Description>class %d</Description><Workload>W</Workload></ServiceClass>\n", i, i }'
  echo "</ServiceClasses>"; echo "</ServiceDefinition>"; } > "$D/wlmxml/long.xml"

# WebSphere classification documents: 20,000 nested entries; 20,000 entries of one element
{ printf '<?xml version="1.0" encoding="UTF-8"?>\n<Classification schema_version="1.0"><InboundClassification type="http">'
  rep 20000 '<http_classification_info uri="/a/*">'; rep 20000 "</http_classification_info>"
  echo "</InboundClassification></Classification>"; } > "$D/wasxml/deep.xml"
{ printf '<?xml version="1.0" encoding="UTF-8"?>\n<Classification schema_version="1.0">\n<InboundClassification type="http" default_transaction_class="TCWEB">\n'
  awk 'BEGIN { for (i = 0; i < 20000; i++)
      printf "<http_classification_info transaction_class=\"TC%05d\" uri=\"/app%d/*\" description=\"entry %d\"/>\n", i % 1000, i, i }'
  echo "</InboundClassification>"; echo "</Classification>"; } > "$D/wasxml/long.xml"

# YAML: 100,000 nested sequences, 100,000 nested mappings; 2,000 queue managers
{ printf "format: wlmcon-policy\nversion: 1\nqueue_managers: "; rep 100000 "["; echo; } > "$D/yaml/deep-seq.yaml"
{ printf "format: wlmcon-policy\nversion: 1\nqueue_managers: "; rep 100000 "{a: "; echo; } > "$D/yaml/deep-map.yaml"
{ printf "format: wlmcon-policy\nversion: 1\nqueue_managers:\n"
  awk 'BEGIN { for (i = 0; i < 2000; i++)
      printf "- name: QM%05d\n  attributes: {descr: \"queue manager %d\", repos: C1}\n  objects:\n  - {kind: QLOCAL, name: APP.Q, attributes: {cluster: C1}}\n", i, i }'
} > "$D/yaml/long.yaml"

# OpenTP1 definitions: an all_node list continued over 50,000 lines; 20,000 set statements, each
# file of the node a fifth of them (the harness cuts its input at each line "--")
{ printf 'set all_node="n0",\\\n'; rep 50000 '  "n1",\\\n'; echo '  "n2"'; } > "$D/tp1def/deep-continued"
awk 'BEGIN { for (f = 0; f < 4; f++) { for (i = 0; i < 5000; i++) printf "set op%05d=\"value %d\"  # %d\n", i, i, f; print "--" } }' \
    > "$D/tp1def/long"

# theme: a value of 100,000 nested brackets; 20,000 element lines
{ printf "# deep\nbody = "; rep 100000 "["; echo; } > "$D/theme/deep.theme"
awk 'BEGIN { for (i = 0; i < 20000; i++) printf "element%05d = white on blue\n", i }' > "$D/theme/long.theme"

# NOTES.INI: one line of 500,000 bytes; 20,000 settings, every tenth a key given again
{ printf "ServerName=CN=Deep/O=Example\nServer_Availability_Threshold="; rep 500000 "7"; echo; } > "$D/notesini/deep.ini"
{ echo "ServerName=CN=Long/O=Example"
  awk 'BEGIN { for (i = 0; i < 20000; i++) printf "Setting_%05d=value %d\r\n", (i % 10 ? i : 0), i }'; } \
    > "$D/notesini/long.ini"

# replica list: a quoted field of 900,000 bytes; 15,000 rows
{ printf '"'; rep 300000 'a""'; printf '",T,85257A2B0055C7F1,p.nsf,\n'; } > "$D/replicas/deep.csv"
awk 'BEGIN { for (i = 0; i < 15000; i++) printf "alpha,Title %d,%08X%08X,db%d.nsf,clustered\n", i, i, i * 7, i }' \
    > "$D/replicas/long.csv"
