#!/bin/sh
# tests/e2e/maps.sh — the two maps of the demo (MAT100) end to end through tmux at 80x24, as a new
# user would work them: on the replica map of cluster lyon (REPLICAS on =3), I in Saone's empty
# cell of Help desk records a replica (one batch; DOM004 goes), D on Sales tracking's replica on
# Loire deletes it (one batch); on the service group map (MAP on =4), I in node2's empty cell of
# billgrp defines user server bill2 (TP1002 goes), exported as the new file node2/bill2. History
# then undoes the three batches: the replica export has its 4 rows again, DOM004 and TP1002 are
# back and the export has no node2/bill2.
#
# TERM=screen, LANG=C.UTF-8; the console as tests/e2e/lib/e2e.sh starts it. Skips (exit 0, saying
# so) without tmux.
set -eu

NAME=maps
. tests/e2e/lib/e2e.sh

e2e_need_tmux
STORE=$DIR/policy.db
export WLMCON_USER=e2e_newuser WLMCON_NOW=2026-11-29T14:38:00Z

# wait_gone TEXT: waits up to 10 s for the pane to no longer show TEXT, else fails.
wait_gone() {
    i=0
    while [ $i -lt 100 ]; do
        screen | grep -qF -- "$1" || return 0
        sleep 0.1
        i=$((i + 1))
    done
    fail "'$1' still shown after 10 s"
}

# batches: the journal's batch count as `wlmcon history` shows it.
batches() {
    "$BIN" --store "$STORE" history | grep -c '^batch '
}

"$BIN" --store "$STORE" import --cluster lyon import/demo/rhone.ini --cluster lyon import/demo/saone.ini \
    --cluster lyon import/demo/loire.ini import/demo/replicas.csv --node node1 import/demo/tp1/node1 \
    --node node2 import/demo/tp1/node2 --node node3 import/demo/tp1/node3 >/dev/null || fail "demo import"
[ "$(batches)" = 1 ] || fail "import: $(batches) batches"

e2e_console 80 24 screen C.UTF-8 "$STORE"
keys Home "=3" Enter
wait_for "DOM200"
keys Home REPLICAS Enter
wait_for "Replicas of Cluster lyon"
wait_for "! Help desk"
wait_for "! DOM004 a clustered database"
# Help desk: its mark, then Loire, Rhone, Saone
keys Home Tab Tab Tab Tab Tab I Enter
wait_for "Add a Replica of Help desk"
wait_for "apps/helpdesk.nsf"
keys Enter
wait_for "Changes saved"
wait_gone "DOM004"
# Sales tracking under Loire: Help desk's three cells first
keys Home Tab Tab Tab Tab Tab D Enter
wait_for "Confirm Delete"
keys Enter
wait_for "Deleted"
wait_for "Sales tracking       85257A2B:0055C7F1 _ -"

keys Home "=4" Enter
wait_for "TP1600"
keys Home MAP Enter
wait_for "Service Groups of the Node Group of node1"
wait_for "! TP1002 a service group on one node only"
# billgrp: the column mark over node3 and billgrp's mark first, then node1, node2
keys Home Tab Tab Tab Tab Tab I Enter
wait_for "Add billgrp to Node node2"
keys bill2 Tab billsrv Tab bill_run=bill_main Enter
wait_for "Changes saved"
wait_gone "TP1002"
e2e_leave

[ "$(batches)" = 4 ] || fail "three changes made $(batches) batches in all, want 4"
"$BIN" --store "$STORE" validate > "$DIR/after.txt" || true
! grep -q "DOM004\|TP1002" "$DIR/after.txt" || fail "DOM004 or TP1002 left: $(cat "$DIR/after.txt")"
mkdir "$DIR/out"
"$BIN" --store "$STORE" export --format tp1def --out "$DIR/out" >/dev/null || fail "tp1def export"
[ -f "$DIR/out/node2/bill2" ] || fail "no node2/bill2 exported"
grep -qx 'set service_group="billgrp"' "$DIR/out/node2/bill2" || fail "node2/bill2: $(cat "$DIR/out/node2/bill2")"

# History: the newest batch is on top; each undo is a batch of its own on top of the list
e2e_console 80 24 screen C.UTF-8 "$STORE"
keys Home "=9" Enter
wait_for "Change History"
keys Home Tab Tab U Enter
wait_for "Undo"
keys Enter
wait_for "undone"
keys Home Tab Tab Tab Tab U Enter
wait_for "Undo"
keys Enter
wait_for "undone"
keys Home Tab Tab Tab Tab Tab Tab U Enter
wait_for "Undo"
keys Enter
wait_for "undone"
e2e_leave

"$BIN" --store "$STORE" validate > "$DIR/undone.txt" || true
grep -q "DOM004" "$DIR/undone.txt" || fail "DOM004 not back: $(cat "$DIR/undone.txt")"
grep -q "TP1002" "$DIR/undone.txt" || fail "TP1002 not back: $(cat "$DIR/undone.txt")"
mkdir "$DIR/out2"
"$BIN" --store "$STORE" export --format tp1def --out "$DIR/out2" >/dev/null || fail "tp1def export after undo"
[ ! -e "$DIR/out2/node2/bill2" ] || fail "node2/bill2 still exported"
mkdir "$DIR/out3"
"$BIN" --store "$STORE" export --format replicas --out "$DIR/out3" >/dev/null || fail "replicas export"
csv=$(ls "$DIR"/out3/*.csv)
[ "$(($(wc -l < "$csv") - 1))" = 4 ] || fail "the replica export has $(($(wc -l < "$csv") - 1)) rows, want 4"
echo "e2e $NAME: ok"
