#!/bin/sh
# tests/e2e/work_panels.sh — the Import, Validate and History panels on a real terminal (tmux, a
# private server, 80x24, TERM=xterm, a profile of its own): a bad file imported through the panel
# lists its error with file and line and leaves the store exactly as it was (sqlite3 .dump before
# and after); the validation's counts reach the primary menu; an import undone from the History
# panel; X leaves with status 0.
set -u
BIN=${WLMCON_BIN:-./wlmcon}
case $BIN in /*) ;; *) BIN=$PWD/$BIN ;; esac
command -v tmux >/dev/null || { echo "work_panels: tmux missing: skipped"; exit 0; }
command -v sqlite3 >/dev/null || { echo "work_panels: sqlite3 missing: skipped"; exit 0; }
mkdir -p build/tmp && DIR=$(mktemp -d "$PWD/build/tmp/e2e.XXXXXX") || exit 1
SOCK="wlmcon-e2e-$$"
T="tmux -L $SOCK"
cleanup() { $T kill-server 2>/dev/null; rm -rf "$DIR"; }
trap cleanup EXIT
fail() { echo "work_panels: FAIL: $*"; $T capture-pane -p -t w 2>/dev/null | sed 's/^/  | /'; exit 1; }

# wait_for TEXT: polls the pane for up to 10 s
wait_for() {
    i=0
    while [ $i -lt 100 ]; do
        $T capture-pane -p -t w 2>/dev/null | grep -qF -- "$1" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    fail "no '$1' on the screen"
}

export WLMCON_USER=ADMIN WLMCON_NOW=2026-11-29T14:38:00Z
"$BIN" --store "$DIR/p.db" import import/demo/QMA.mqsc import/demo/QMB.mqsc import/demo/QMC.mqsc >/dev/null ||
    fail "demo import"
printf "ALTER CHANNEL('DEMO.QMA') CHLTYPE(CLUSRCVR) +\n   CLWLWGHT(120)\n" >"$DIR/bad.mqsc"
sqlite3 "$DIR/p.db" .dump >"$DIR/before.sql"

$T -f /dev/null new-session -d -s w -x 80 -y 24 \
    "cd '$DIR' && env TERM=xterm LANG=C.UTF-8 XDG_CONFIG_HOME='$DIR/config' WLMCON_USER=ADMIN WLMCON_NOW=$WLMCON_NOW '$BIN' --store p.db; echo exit=\$?; sleep 30"
wait_for "Primary Option Menu"

# Import: a bad file, nothing imported, its error listed with file and line
$T send-keys -t w 7 Enter
wait_for "Import Configuration Files"
$T send-keys -t w bad.mqsc Tab Tab QMA Enter
wait_for "Confirm Import"
$T send-keys -t w Enter
wait_for "Nothing imported"
wait_for "bad.mqsc:2:13"
sqlite3 "$DIR/p.db" .dump >"$DIR/after.sql"
cmp -s "$DIR/before.sql" "$DIR/after.sql" || fail "the store changed"
$T send-keys -t w F3 F3
wait_for "Primary Option Menu"

# Validate: the counts kept, and on the menu
$T send-keys -t w 5 Enter
wait_for "0 errors, 0 warnings, 3 info"
$T send-keys -t w F3
wait_for "Errors  . : 0"

# History: the demo import undone, its confirmation saying in words what goes; the menu then
# counts no object, its figures stale
$T send-keys -t w 9 Enter
wait_for "Change History"
$T send-keys -t w Tab Tab u Enter
wait_for "Confirm Undo of Batch 1"
wait_for "the twelve objects it"
$T send-keys -t w Enter
wait_for "Batch 1 undone"
wait_for "undo 1"
$T send-keys -t w F3
wait_for "Objects . : 0"
wait_for "Errors  . : 0 (stale)"
$T send-keys -t w X Enter
wait_for "exit=0"
echo "work_panels: ok"
