#!/bin/sh
# tests/e2e/profile_and_marks.sh — on a real terminal (tmux, a private server, 80x24, TERM=xterm,
# a profile of its own): the Export panel's fields are kept in the user's profile by Enter and come
# back in the next session; a queue name longer than its column ends in … on a UTF-8 terminal and
# in > on one that is not (LANG=C), never in + (a character of MQ names such as +AUTOCL+).
set -u
NAME=profile_and_marks
. tests/e2e/lib/e2e.sh
e2e_need_tmux

export WLMCON_USER=ADMIN WLMCON_NOW=2026-11-29T14:38:00Z
printf "DEFINE QLOCAL(APP.REQUESTS.FROM.THE.BRANCH.OFFICES) CLUSTER(DEMO)\n" >"$DIR/long.mqsc"
"$BIN" --store "$DIR/p.db" import import/demo/QMA.mqsc import/demo/QMB.mqsc import/demo/QMC.mqsc \
    --qmgr QMA "$DIR/long.mqsc" >/dev/null || fail "demo import"

# Session 1: the Export panel's fields typed and entered, the confirmation declined
e2e_console 80 24 xterm C.UTF-8 p.db
keys 8 Enter
wait_for "Export Configuration Files"
keys YAML Tab "exports" Enter
wait_for "Confirm Export"
keys F12
wait_for "Export Configuration Files"
keys F3
wait_for "Primary Option Menu"
grep -qxF "field EXP100 out = exports" "$DIR/config/wlmcon/profile" || fail "profile: $(cat "$DIR/config/wlmcon/profile")"
grep -qxF "field EXP100 format = YAML" "$DIR/config/wlmcon/profile" || fail "profile: $(cat "$DIR/config/wlmcon/profile")"

# The cluster queue instances on a UTF-8 terminal: the long name ends in …
keys "=2.2" Enter
wait_for "APP.REQUESTS.FROM.THE…"
keys F3 F3
wait_for "Primary Option Menu"
keys X Enter
wait_for "exit=0"

# Session 2, LANG=C: the Export panel opens with the fields of the last Enter; the mark is >
e2e_console 80 24 xterm C p.db
keys 8 Enter
wait_for "Directory  . . . exports"
wait_for "Format . . . . . YAML"
keys F3
wait_for "Primary Option Menu"
keys "=2.2" Enter
wait_for "APP.REQUESTS.FROM.THE>"
screen | grep -qF "APP.REQUESTS.FROM.THE+" && fail "a cut name ends in +"
keys F3 F3
wait_for "Primary Option Menu"
keys X Enter
wait_for "exit=0"
echo "e2e $NAME: ok"
