#!/bin/sh
# tests/e2e/was_whatif.sh — the WebSphere panels end to end through tmux at 80x24, as a new user on
# the demo's AZDEF and cell AZCELL with both servers' classification documents: W on azsr02a
# (=1.13, S on AZCELL) opens the classification what-if, where /report/x ends at transaction
# class TCRPT, the level-2 CB rule TC TCRPT and service class AZAMS3, as `wlmcon classify
# --was-server` says; S on the one WAS002 finding of Validate opens that CB rule among the CB
# rules; S on node AZNODEA lists its servers, I there defines azsr03a under the node (one journal
# batch) and History's undo of that batch removes it again.
#
# TERM=screen, LANG=C.UTF-8; the console as tests/e2e/lib/e2e.sh starts it. Skips (exit 0, saying
# so) without tmux or sqlite3.
set -eu

NAME=was_whatif
. tests/e2e/lib/e2e.sh

e2e_need_tmux
command -v sqlite3 >/dev/null 2>&1 || skip "the sqlite3 tool is not installed"

export WLMCON_USER=e2e_analyst WLMCON_NOW=2026-11-29T14:38:00Z

# servers STORE: the names of the cell's servers with their nodes, in name order.
servers() {
    sqlite3 "$1" "SELECT group_concat(x, ' ') FROM (SELECT o.name || '@' || p.name AS x FROM object o
        JOIN object p ON p.id = o.parent_id WHERE o.kind = 'SERVER' ORDER BY o.name);"
}

# code N CODE: CODE typed on row N (0: the first) of a list.
code() {
    keys Home Tab Tab
    i=0
    while [ $i -lt "$1" ]; do
        keys Tab
        i=$((i + 1))
    done
    keys "$2" Enter
}

STORE=$DIR/policy.db
D=$PWD/import/demo
"$BIN" --store "$STORE" import "$D/AZCELL.yaml" "$D/AZDEF.xml" >/dev/null
"$BIN" --store "$STORE" import --was-server AZCELL/AZNODEA/azsr01a "$D/azsr01a.xml" \
    --was-server AZCELL/AZNODEA/azsr02a "$D/azsr02a.xml" >/dev/null
# in DIR, where the console runs: the files' paths are shown as from there
(cd "$DIR" && "$BIN" --store "$STORE" classify --was-server AZCELL/AZNODEA/azsr02a --uri /report/x) >"$DIR/cli.txt"
grep -qF "level 2, " "$DIR/cli.txt" || fail "classify does not end at the level-2 rule"
e2e_console 80 24 screen C.UTF-8 "$STORE"

# W on azsr02a: the what-if, /report/x typed after the type
keys Home "=1.13" Enter
wait_for "WAS200"
code 0 S
wait_for "WebSphere Servers of AZCELL"
code 1 W
wait_for "Classification What-If for azsr02a"
keys Home Tab Tab Tab /report/x Enter
wait_for "Routed"
wait_for "  entry:      <http_classification_info> "
wait_for "  transaction class: TCRPT"
wait_for "  CB rule:    level 2, "
wait_for "  service class: AZAMS3 in AZDEF"
wait_for "  servants:   servant1 servant2  (all of"
# each line as classify printed it, cut at the screen
while IFS= read -r line; do
    want=$(printf ' _  %s' "$line" | cut -c1-79 | sed 's/ *$//')
    screen | sed 's/ *$//' | grep -qxF -- "$want" || fail "the what-if does not show '$want'"
done <"$DIR/cli.txt"

# S on the WAS002 finding: WLM620 with the cursor on the level-2 rule TC TCRPT
keys Home "=5" Enter
wait_for "VAL100"
wait_for "WAS002"
code 0 S
wait_for "Modify Rules for the Subsystem Type"
row=$($TM display-message -p -t w '#{cursor_y}')
line=$(screen | sed -n "$((row + 1))p")
case $line in
*"2   TC       TCRPT"*) ;;
*) fail "S on WAS002 put the cursor on '$line', not on the rule TC TCRPT" ;;
esac

# S on AZNODEA lists its servers; I there defines azsr03a under it
keys Home "=1.13" Enter
wait_for "WAS200"
code 0 N
wait_for "WAS210"
code 0 S
wait_for "WebSphere Servers of AZNODEA in AZCELL"
[ "$(servers "$STORE")" = "azsr01a@AZNODEA azsr02a@AZNODEA" ] || fail "the servers before are $(servers "$STORE")"
batches=$(sqlite3 "$STORE" "SELECT count(*) FROM journal_batch;")
code 0 I
wait_for "Define an Application Server"
keys azsr03a Tab AZSR03 Tab Tab Tab true Tab 2 Tab 2
keys F3
wait_for "Changes saved"
wait_for " azsr03a      AZNODEA    AZSR03        2    2"
[ "$(servers "$STORE")" = "azsr01a@AZNODEA azsr02a@AZNODEA azsr03a@AZNODEA" ] ||
    fail "the servers after I are $(servers "$STORE")"
[ "$(sqlite3 "$STORE" "SELECT count(*) FROM journal_batch;")" = $((batches + 1)) ] ||
    fail "the definition is not one journal batch"

# History: the undo of the newest batch removes it
keys Home "=9" Enter
wait_for "HIS100"
keys Home Tab Tab u Enter
wait_for "Confirm Undo"
keys Enter
wait_for "undone"
[ "$(servers "$STORE")" = "azsr01a@AZNODEA azsr02a@AZNODEA" ] || fail "the servers after the undo are $(servers "$STORE")"
e2e_leave
echo "e2e $NAME: ok"
