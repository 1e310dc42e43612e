#!/bin/sh
# tests/e2e/tp1_announce.sh — the OpenTP1 panels end to end through tmux at 80x24, as a new user
# would correct the demo's deliberate error: the three demo nodes imported, `validate` exits 1 with
# TP1001 for node3; =4 lists the nodes (TP1600) with node3 not announcing; S on node3 lists its
# definition files (TP1610), E on scd opens the Schedule Service Definition (TP1630), Y typed over
# scd_announce_server_status and F3 saves. `validate` then exits 0 without TP1001, and the tp1def
# export differs from the demo's directories in that one statement of node3/scd alone.
#
# TERM=screen, LANG=C.UTF-8; the console as tests/e2e/lib/e2e.sh starts it. Skips (exit 0, saying
# so) without tmux.
set -eu

NAME=tp1_announce
. tests/e2e/lib/e2e.sh

e2e_need_tmux
STORE=$DIR/policy.db
export WLMCON_USER=e2e_newuser WLMCON_NOW=2026-11-29T14:38:00Z

"$BIN" --store "$STORE" import --node node1 import/demo/tp1/node1 --node node2 import/demo/tp1/node2 \
    --node node3 import/demo/tp1/node3 >/dev/null || fail "demo import"
rc=0
"$BIN" --store "$STORE" validate > "$DIR/before.txt" || rc=$?
[ "$rc" = 1 ] || fail "validate before exits $rc, want 1"
grep -q "TP1001" "$DIR/before.txt" || fail "no TP1001 before: $(cat "$DIR/before.txt")"

e2e_console 80 24 screen C.UTF-8 "$STORE"

keys Home "=4" Enter
wait_for "TP1600"
wait_for " node3        node1,node2,node3 N        N        80"
keys Home Tab Tab Tab Tab S Enter
wait_for "Definition Files of node3"
keys Home Tab Tab Tab Tab E Enter
wait_for "Modify a Schedule Service Definition"
wait_for "(scd_announce_server_status) N"
keys Y F3
wait_for "Changes saved"
e2e_leave

rc=0
"$BIN" --store "$STORE" validate > "$DIR/after.txt" || rc=$?
[ "$rc" = 0 ] || fail "validate after exits $rc, want 0: $(cat "$DIR/after.txt")"
! grep -q "TP1001" "$DIR/after.txt" || fail "TP1001 still there: $(cat "$DIR/after.txt")"

mkdir "$DIR/out"
"$BIN" --store "$STORE" export --format tp1def --out "$DIR/out" >/dev/null || fail "export"
diff -r "$DIR/out" import/demo/tp1 > "$DIR/diff" && fail "the export did not change"
[ "$(grep -c '^[<>]' "$DIR/diff")" = 2 ] || fail "more than one statement changed: $(cat "$DIR/diff")"
grep -qx '< set scd_announce_server_status=Y' "$DIR/diff" || fail "unexpected change: $(cat "$DIR/diff")"
grep -q '^diff -r .*node3/scd ' "$DIR/diff" || fail "not node3/scd: $(cat "$DIR/diff")"
echo "e2e $NAME: ok"
