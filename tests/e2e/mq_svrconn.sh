#!/bin/sh
# tests/e2e/mq_svrconn.sh — a server-connection channel defined and given its MCAUSER as an MQ
# administrator would, on the demo store at 100x30: I on QMA's channels, the name and SVRCONN
# typed, F3 to its panel; MCAUSER typed as in MQSC, in quotes ('app1'), under Other attributes;
# F3 saves it, and back on the list the new channel shows on top (it sorts before DEMO.QMA) with
# COLUMNS MCAUSER giving app1 — its value, not its quotes; `wlmcon export` writes MCAUSER('app1').
# Then the list at 80x24 and 132x43.
#
# TERM=screen, LANG=C.UTF-8; the console as tests/e2e/lib/e2e.sh starts it. Skips (exit 0, saying
# so) without tmux.
set -eu

NAME=mq_svrconn
. tests/e2e/lib/e2e.sh
e2e_need_tmux
STORE=$DIR/policy.db

export WLMCON_USER=E2E WLMCON_NOW=2026-11-29T14:38:00Z
"$BIN" --store "$STORE" import import/demo/QMA.mqsc import/demo/QMB.mqsc import/demo/QMC.mqsc >/dev/null

e2e_console 100 30 screen C.UTF-8 "$STORE"
keys Home "=2.1" Enter
wait_for "MQ600"
keys Home Tab Tab s Enter
wait_for "Queue Manager QMA"
keys 2 Enter
wait_for "Channels of QMA"

# I: the name, then SVRCONN over the type offered (Ctrl-K first: typing overtypes)
keys Home Tab Tab i Enter
wait_for "Define a Channel"
keys app.svrconn Tab C-k SVRCONN F3
wait_for "Define a Server-Connection Channel"
# from the channel name, MCAUSER is the twelfth input field on
for i in 1 2 3 4 5 6 7 8 9 10 11 12; do keys Tab; done
keys "'app1'" Enter
wait_for "(MCAUSER)  'app1'"
keys F3
wait_for "Changes saved"
wait_for "Channels of QMA"
screen | grep -qE '^ _   APP\.SVRCONN +SVRCONN' || fail "the new channel is not shown on the list"

keys Home "COLUMNS MCAUSER" Enter
wait_for "Columns changed"
screen | grep -qE '^ _   APP\.SVRCONN +SVRCONN +app1( |$)' || fail "MCAUSER is not app1 on the list"

"$BIN" --store "$STORE" export --format mqsc --out "$DIR/out" >/dev/null
user=$(sed -n "/^DEFINE CHANNEL('APP.SVRCONN')/,/REPLACE/p" "$DIR/out/QMA.mqsc" | grep -o "MCAUSER(.*)")
[ "$user" = "MCAUSER('app1')" ] || fail "QMA.mqsc has '$user' on APP.SVRCONN, want MCAUSER('app1')"

for size in "80 24" "132 43"; do
    set -- $size
    $TM resize-window -t w -x "$1" -y "$2"
    i=0   # the action bar's rule, cols - 2 dashes, once the console has redrawn
    while [ "$(screen | sed -n 2p | tr -d ' ' | wc -c)" -ne $(($1 - 1)) ]; do
        [ $i -lt 100 ] || fail "no redraw at $1x$2"
        sleep 0.1
        i=$((i + 1))
    done
    screen | grep -qE '^ _   APP\.SVRCONN +SVRCONN +app1' || fail "the list at $1x$2"
    screen | grep -qF "F1=Help" || fail "no function keys at $1x$2"
done
echo "e2e $NAME: ok"
