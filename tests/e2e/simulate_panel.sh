#!/bin/sh
# tests/e2e/simulate_panel.sh — the Simulate panel on a real terminal (tmux, a private server,
# 80x24, TERM=screen, a profile of its own), as a new user would use it on the demo store (QMA 60,
# QMB 20 on cluster DEMO, QMC putting): =6, S on IBM MQ (the first row), F4 on the queue chooses APP.REQ and F4 on the queue
# manager QMC, 400 messages NOTFIXED run — 300 and 100; DEMO.QMB's CLWLWGHT changed to 60 on its
# channel panel; back to =6 and F5: 200 and 200 after, the before column keeping 300 and 100;
# TRACE 1 shows the steps of message 1; X leaves with status 0.
set -u
NAME=simulate_panel
. tests/e2e/lib/e2e.sh
e2e_need_tmux

export WLMCON_USER=ADMIN WLMCON_NOW=2026-11-29T14:38:00Z
"$BIN" --store "$DIR/p.db" import --qmgr QMA import/demo/QMA.mqsc --qmgr QMB import/demo/QMB.mqsc \
    --qmgr QMC import/demo/QMC.mqsc >/dev/null || fail "demo import"

e2e_console 80 24 screen C.UTF-8 p.db

# 6: IBM MQ among the systems that simulate (S on its row), the queue and the queue manager from
# their lists (F4, S), then the messages and the bind.
keys 6 Enter
wait_for "SIM050"
keys Tab Tab s Enter
wait_for "SIM100"
keys F4
wait_for "Names for Queue"
wait_for "APP.REQ cluster DEMO, 2 instances"
keys s Enter
wait_for "APP.REQ___"
keys Tab F4
wait_for "Names for From"
keys Tab Tab s Enter
wait_for "QMC____"
keys Tab C-k 400 Tab C-k notfixed Enter
wait_for "SIM200"
wait_for "QMA         DEMO.QMA     60    0    0 INACTIVE      300  75.0% ########"
wait_for "QMB         DEMO.QMB     20    0    0 INACTIVE      100  25.0% ###"

# DEMO.QMB's weight to 60 on its channel panel (QMB is the second queue manager, DEMO.QMB its
# second channel; CLWLWGHT is five fields after CLUSTER).
keys Home "=2.1" Enter
wait_for "MQ600"
keys Home Tab Tab Tab s Enter
wait_for "Queue Manager QMB"
keys 2 Enter
wait_for "Channels of QMB"
keys Home Tab Tab Tab e Enter
wait_for "Modify a Cluster-Receiver Channel"
wait_for "DEMO.QMB"
keys Tab Tab Tab Tab Tab C-k 60 F3
wait_for "Changes saved"

# Back to the simulation: F5 runs it again and keeps the run before.
keys Home "=6" Enter
wait_for "SIM200"
wait_for "QMA         DEMO.QMA     60    0    0 INACTIVE      300  75.0% ########"
keys F5
wait_for "Before and after"
wait_for "QMA         DEMO.QMA      300  75.0%      200  50.0% ##########"
wait_for "QMB         DEMO.QMB      100  25.0%      200  50.0% ##########"

# TRACE 1: the steps of message 1, the same lines as --trace 1.
keys Home "TRACE 1" Enter
wait_for "Trace of Message 1"
wait_for "1 cluster membership: kept QMA DEMO.QMA, QMB DEMO.QMB; removed none"
keys F3
wait_for "SIM200"

e2e_leave
echo "e2e $NAME: ok"
