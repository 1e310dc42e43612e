#!/bin/sh
# tests/e2e/work_panels.sh — the Import, Validate and History panels on a real terminal (tmux, a
# private server, 80x24, TERM=xterm, a profile of its own): a bad file imported through the panel
# lists its error with file and line and leaves the store exactly as it was (sqlite3 .dump before
# and after); the validation's counts reach the primary menu; an import undone from the History
# panel; X leaves with status 0.
set -u
NAME=work_panels
. tests/e2e/lib/e2e.sh
e2e_need_tmux
command -v sqlite3 >/dev/null 2>&1 || skip "the sqlite3 tool is not installed"

export WLMCON_USER=ADMIN WLMCON_NOW=2026-11-29T14:38:00Z
"$BIN" --store "$DIR/p.db" import import/demo/QMA.mqsc import/demo/QMB.mqsc import/demo/QMC.mqsc >/dev/null ||
    fail "demo import"
printf "ALTER CHANNEL('DEMO.QMA') CHLTYPE(CLUSRCVR) +\n   CLWLWGHT(120)\n" >"$DIR/bad.mqsc"
sqlite3 "$DIR/p.db" .dump >"$DIR/before.sql"

e2e_console 80 24 xterm C.UTF-8 p.db

# Import: a bad file, nothing imported, its error listed with file and line
keys 7 Enter
wait_for "Import Configuration Files"
keys bad.mqsc Tab Tab QMA Enter
wait_for "Confirm Import"
keys Enter
wait_for "Nothing imported"
wait_for "bad.mqsc:2:13"
sqlite3 "$DIR/p.db" .dump >"$DIR/after.sql"
cmp -s "$DIR/before.sql" "$DIR/after.sql" || fail "the store changed"
keys F3 F3
wait_for "Primary Option Menu"

# Validate: the counts kept, and on the menu
keys 5 Enter
wait_for "0 errors, 0 warnings, 3 info"
keys F3
wait_for "Errors  . : 0"

# History: the demo import undone, its confirmation saying in words what goes; the menu then
# counts no object, its figures stale
keys 9 Enter
wait_for "Change History"
keys Tab Tab u Enter
wait_for "Confirm Undo of Batch 1"
wait_for "the twelve objects it"
keys Enter
wait_for "Batch 1 undone"
wait_for "undo 1"
keys F3
wait_for "Objects . : 0"
wait_for "Errors  . : 0 (stale)"
keys X Enter
wait_for "exit=0"
echo "e2e $NAME: ok"
