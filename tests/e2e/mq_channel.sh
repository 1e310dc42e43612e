#!/bin/sh
# tests/e2e/mq_channel.sh — the console end to end through tmux, on a store
# imported from the real dumps of QM4 to QM7: QM5's cluster-receiver C_QM5 edited as a new user
# would at 80x24 — 120 as CLWLWGHT gives the range message with the field emphasised and saves
# nothing; 60 and F3 saves it in a journal batch, and `wlmcon export --format mqsc` then writes
# CLWLWGHT(60) on C_QM5 in QM5's file; F12 after a change asks before discarding; a second process
# changing the channel meanwhile makes F3 report the conflict (its message clear of the title, the
# long one saying who changed what), and REFRESH reads it again with the weight typed kept beside
# theirs, so that F3 saves it;
# SU and RE on QM6 start with its one cluster, so F3 alone suspends and resumes it — then the
# channel panel at 120x40.
#
# TERM=screen (the terminal tmux emulates), LANG=C.UTF-8; the console as tests/e2e/lib/e2e.sh
# starts it. Skips (exit 0, saying so) without the samples, tmux or sqlite3, unless
# WLMCON_REQUIRE_SAMPLES=1.
set -eu

NAME=mq_channel
SAMPLES=${WLMCON_SAMPLES:-../shared/samples}
E2E_REQUIRE=${WLMCON_REQUIRE_SAMPLES:-0}
. tests/e2e/lib/e2e.sh

[ -f "$SAMPLES/mq/QM5.dmpmqcfg.mqsc" ] || skip "no samples in $SAMPLES/mq"
e2e_need_tmux
command -v sqlite3 >/dev/null 2>&1 || skip "the sqlite3 tool is not installed"
STORE=$DIR/policy.db

sql() {
    sqlite3 "$STORE" "$1"
}

expect_sql() {
    got=$(sql "$1")
    [ "$got" = "$2" ] || fail "$1: got '$got', want '$2'"
}

export WLMCON_USER=E2E WLMCON_NOW=2026-11-29T14:38:00Z
"$BIN" --store "$STORE" import "$SAMPLES"/mq/QM4.dmpmqcfg.mqsc "$SAMPLES"/mq/QM5.dmpmqcfg.mqsc \
    "$SAMPLES"/mq/QM6.dmpmqcfg.mqsc "$SAMPLES"/mq/QM7.dmpmqcfg.mqsc >/dev/null

start() {  # start COLS ROWS
    e2e_console "$1" "$2" screen C.UTF-8 "$STORE"
}

# From anywhere to QM5's CLUSRCVR C_QM5 (second row of each list).
open_c_qm5() {
    keys Home "=2.1" Enter
    wait_for "MQ600"
    keys Home Tab Tab Tab s Enter
    wait_for "Queue Manager QM5"
    keys 2 Enter
    wait_for "Channels of QM5"
    keys Home Tab Tab Tab e Enter
    wait_for "Modify a Cluster-Receiver Channel"
    wait_for "C_QM5"
}

# The first input field is CLUSTER; CLWLWGHT is five fields on.
to_weight() {
    keys Tab Tab Tab Tab Tab C-k
}

start 80 24
open_c_qm5

# 120: the range message, the field in error emphasis (bold reverse), nothing saved.
to_weight
keys 120 Enter
wait_for "Value out of range"
keys F1
wait_for "CLWLWGHT(120) is out of range: CLWLWGHT must be from 1 to 99 [MQ001]"
screen -e | grep "(CLWLWGHT)" | sed 's/\x1b/E/g' | grep -qE '\[[0-9;]*7m(E\[[0-9;]*m)*120' ||
    fail "CLWLWGHT is not in error emphasis"
expect_sql "SELECT clwlwght FROM mq_clusrcvr WHERE _top = 'QM5' AND _name = 'C_QM5'" "50"
expect_sql "SELECT count(*) FROM journal_batch" "1"

# 60 and F3: saved and journalled.
keys C-k 60 F3
wait_for "Changes saved"
wait_for "Channels of QM5"
expect_sql "SELECT clwlwght FROM mq_clusrcvr WHERE _top = 'QM5' AND _name = 'C_QM5'" "60"
expect_sql "SELECT who || ' ' || at || ' ' || action FROM journal_batch WHERE id = 2" \
    "E2E 2026-11-29T14:38:00Z save"
expect_sql "SELECT op || ' ' || kind || ' ' || top || ' ' || name FROM journal_entry WHERE batch_id = 2" \
    "update CLUSRCVR QM5 C_QM5"

# The export writes it: CLWLWGHT(60) in the DEFINE of C_QM5 in QM5's file.
"$BIN" --store "$STORE" export --format mqsc --out "$DIR/out" >/dev/null
[ -f "$DIR/out/QM5.mqsc" ] || fail "export wrote no QM5.mqsc"
weight=$(sed -n "/^DEFINE CHANNEL('C_QM5')/,/^DEFINE /p" "$DIR/out/QM5.mqsc" | grep -o 'CLWLWGHT([0-9]*)')
[ "$weight" = "CLWLWGHT(60)" ] || fail "QM5.mqsc has '$weight' on C_QM5, want CLWLWGHT(60)"

# F12 after a change asks first; Enter discards.
keys Home Tab Tab Tab e Enter
wait_for "Modify a Cluster-Receiver Channel"   # its footer is below Other attributes
wait_for "C_QM5"
to_weight
keys 70 F12
wait_for "Confirm Cancel"
keys Enter
wait_for "Channels of QM5"
expect_sql "SELECT clwlwght FROM mq_clusrcvr WHERE _top = 'QM5' AND _name = 'C_QM5'" "60"

# A second process changes the channel while the panel shows it: F3 reports the conflict, who
# changed what; REFRESH shows the weight typed with theirs beside it, and F3 saves it.
keys Home Tab Tab Tab e Enter
wait_for "Modify a Cluster-Receiver Channel"
wait_for "C_QM5"
printf "ALTER CHANNEL('C_QM5') CHLTYPE(CLUSRCVR) CLWLWGHT(33)\n" >"$DIR/alter.mqsc"
WLMCON_USER=OTHER "$BIN" --store "$STORE" import --qmgr QM5 "$DIR/alter.mqsc" >/dev/null
to_weight
keys 70 F3
wait_for "Changed by someone else"
screen | grep -qF "Modify a Cluster-Receiver Channel   Changed by someone else" ||
    fail "the short message runs into the title"
keys F1
wait_for "OTHER changed CLWLWGHT from 60 to 33"
expect_sql "SELECT clwlwght FROM mq_clusrcvr WHERE _top = 'QM5' AND _name = 'C_QM5'" "33"
expect_sql "SELECT group_concat(who, ' ') FROM journal_batch" "E2E E2E OTHER"
keys Home refresh Enter
wait_for "Changed by both"
wait_for "(CLWLWGHT) 70_  OTHER saved 33"
keys F3
wait_for "Changes saved"
wait_for "Channels of QM5"
expect_sql "SELECT clwlwght FROM mq_clusrcvr WHERE _top = 'QM5' AND _name = 'C_QM5'" "70"
expect_sql "SELECT group_concat(who, ' ') FROM journal_batch" "E2E E2E OTHER E2E"

# SU on QM6 (third row): the panel starts with the one cluster it is in, F3 alone suspends it;
# RE starts with the cluster it is suspended in, F3 alone resumes it.
keys Home "=2.1" Enter
wait_for "MQ600"
keys Home Tab Tab Tab Tab su Enter
wait_for "Suspend QM6 in a Cluster"
wait_for "(CLUSTER) CLS2"
keys F3
wait_for "Queue Managers"
expect_sql "SELECT suspend FROM mq_qmgr WHERE _name = 'QM6'" "CLS2"
keys Home Tab Tab Tab Tab re Enter
wait_for "Resume QM6 in a Cluster"
wait_for "(CLUSTER) CLS2"
keys F3
wait_for "Queue Managers"
expect_sql "SELECT quote(suspend) FROM mq_qmgr WHERE _name = 'QM6'" "NULL"
expect_sql "SELECT group_concat(action, ' ') FROM journal_batch WHERE id > 4" "suspend resume"

e2e_leave

# A larger terminal: the same panel, laid out for 120x40.
start 120 40
open_c_qm5
wait_for "(CLWLWGHT) 70"
e2e_leave

echo "e2e $NAME: ok"
