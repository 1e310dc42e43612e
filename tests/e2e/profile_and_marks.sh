#!/bin/sh
# tests/e2e/profile_and_marks.sh — on a real terminal (tmux, a private server, 80x24, TERM=xterm,
# a profile of its own): the Export panel's fields are kept in the user's profile by Enter and come
# back in the next session; a queue name longer than its column ends in … on a UTF-8 terminal and
# in > on one that is not (LANG=C), never in + (a character of MQ names such as +AUTOCL+).
set -u
BIN=${WLMCON_BIN:-./wlmcon}
case $BIN in /*) ;; *) BIN=$PWD/$BIN ;; esac
command -v tmux >/dev/null || { echo "profile_and_marks: tmux missing: skipped"; exit 0; }
mkdir -p build/tmp && DIR=$(mktemp -d "$PWD/build/tmp/e2e.XXXXXX") || exit 1
SOCK="wlmcon-e2e-$$"
T="tmux -L $SOCK"
cleanup() { $T kill-server 2>/dev/null; rm -rf "$DIR"; }
trap cleanup EXIT
fail() { echo "profile_and_marks: FAIL: $*"; $T capture-pane -p -t w 2>/dev/null | sed 's/^/  | /'; exit 1; }

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

# session LANG: the console on the store in a new tmux session w (killed first when running)
session() {
    $T kill-session -t w 2>/dev/null
    $T -f /dev/null new-session -d -s w -x 80 -y 24 \
        "cd '$DIR' && env TERM=xterm LANG=$1 LC_ALL= LC_CTYPE= XDG_CONFIG_HOME='$DIR/config' WLMCON_USER=ADMIN WLMCON_NOW=$WLMCON_NOW '$BIN' --store p.db; echo exit=\$?; sleep 30"
    wait_for "Primary Option Menu"
}

export WLMCON_USER=ADMIN WLMCON_NOW=2026-11-29T14:38:00Z
printf "DEFINE QLOCAL(APP.REQUESTS.FROM.THE.BRANCH.OFFICES) CLUSTER(DEMO)\n" >"$DIR/long.mqsc"
"$BIN" --store "$DIR/p.db" import import/demo/QMA.mqsc import/demo/QMB.mqsc import/demo/QMC.mqsc \
    --qmgr QMA "$DIR/long.mqsc" >/dev/null || fail "demo import"

# Session 1: the Export panel's fields typed and entered, the confirmation declined
session C.UTF-8
$T send-keys -t w 8 Enter
wait_for "Export Configuration Files"
$T send-keys -t w YAML Tab "exports" Enter
wait_for "Confirm Export"
$T send-keys -t w F12
wait_for "Export Configuration Files"
$T send-keys -t w F3
wait_for "Primary Option Menu"
grep -qxF "field EXP100 out = exports" "$DIR/config/wlmcon/profile" || fail "profile: $(cat "$DIR/config/wlmcon/profile")"
grep -qxF "field EXP100 format = YAML" "$DIR/config/wlmcon/profile" || fail "profile: $(cat "$DIR/config/wlmcon/profile")"

# The cluster queue instances on a UTF-8 terminal: the long name ends in …
$T send-keys -t w "=2.2" Enter
wait_for "APP.REQUESTS.FROM.THE…"
$T send-keys -t w F3 F3
wait_for "Primary Option Menu"
$T send-keys -t w X Enter
wait_for "exit=0"

# Session 2, LANG=C: the Export panel opens with the fields of the last Enter; the mark is >
session C
$T send-keys -t w 8 Enter
wait_for "Directory  . . . exports"
wait_for "Format . . . . . YAML"
$T send-keys -t w F3
wait_for "Primary Option Menu"
$T send-keys -t w "=2.2" Enter
wait_for "APP.REQUESTS.FROM.THE>"
$T capture-pane -p -t w | grep -qF "APP.REQUESTS.FROM.THE+" && fail "a cut name ends in +"
$T send-keys -t w F3 F3
wait_for "Primary Option Menu"
$T send-keys -t w X Enter
wait_for "exit=0"
echo "profile_and_marks: ok"
