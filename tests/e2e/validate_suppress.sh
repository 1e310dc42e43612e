#!/bin/sh
# tests/e2e/validate_suppress.sh — the Validate panel at estate scale on a real terminal (tmux, a
# private server, 80x24, TERM=xterm, a profile of its own): the findings grouped by rule, S on a
# group row listing its findings, X on a finding keeping a suppression with its reason (VAL120),
# the finding leaving the list, SUPPRESSED ON bringing it back marked with its reason, and the
# suppression in the store and the journal.
set -u
NAME=validate_suppress
. tests/e2e/lib/e2e.sh
e2e_need_tmux

export WLMCON_USER=ADMIN WLMCON_NOW=2026-12-02T09:00:00Z
"$BIN" --store "$DIR/p.db" import import/demo/QMA.mqsc import/demo/QMB.mqsc import/demo/QMC.mqsc >/dev/null ||
    fail "demo import"

e2e_console 80 24 xterm C.UTF-8 p.db

keys 5 Enter
wait_for "0 errors, 0 warnings, 3 info"
# three findings fit the screen: the list opens flat; GROUP ON groups them, one row per rule
keys GROUP Space ON Enter
wait_for "+ 2 findings: CLWLUSEQ(ANY)"
wait_for "+ 1 finding: a cluster queue whose"
# S on the first group (MQ015) lists its two findings under it
keys Tab Tab s Enter
wait_for "- 2 findings: CLWLUSEQ(ANY)"
wait_for "cluster queue APP.REQ on QMA has"
wait_for "cluster queue APP.REQ on QMB has"
# X on QMA's finding: the suppression panel, a reason, F3 keeps it
keys Tab Tab Tab x Enter
wait_for "Suppress a Finding"
wait_for "QMGR(QMA) QLOCAL('APP.REQ')"
keys Tab "QMA balances its own puts by design" F3
wait_for "- 1 finding: CLWLUSEQ(ANY)"
wait_for "Not shown . : 1 suppressed (SUPPRESSED ON shows them)"
$TM capture-pane -p -t w | grep -qF "cluster queue APP.REQ on QMA has" && fail "the suppressed finding is still listed"
wait_for "cluster queue APP.REQ on QMB has"
# SUPPRESSED ON brings it back, marked with its number and reason
keys SUPPRESSED Space ON Enter
wait_for "- 1 finding, 1 suppressed: CLWLUSEQ(ANY)"
wait_for "SUPPRESSED 1 (QMA balances its own puts by design)"
keys SUPPRESSED Space OFF Enter
wait_for "- 1 finding: CLWLUSEQ(ANY)"
keys F3
wait_for "Primary Option Menu"
keys X Enter
wait_for "exit=0"
"$BIN" --store "$DIR/p.db" suppress --list >"$DIR/list.txt" || fail "suppress --list"
grep -qF "1  MQ015  QMGR(QMA) QLOCAL('APP.REQ')  until -  ADMIN 2026-12-02T09:00:00Z: QMA balances its own puts by design" "$DIR/list.txt" ||
    fail "the suppression is not in the store: $(cat "$DIR/list.txt")"
echo "e2e $NAME: ok"
