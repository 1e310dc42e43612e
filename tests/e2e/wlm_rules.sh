#!/bin/sh
# tests/e2e/wlm_rules.sh — the classification rules of the z/OS WLM panels end to end through tmux
# at 80x24, as a new user (a profile of its own) on the demo store: on Modify Rules for the
# Subsystem Type (=1.6, 3 on CB) IS under AZSR02 adds a level-2 rule; m on AZSR01 with a on AZSR03
# moves it after AZSR03; c with b copies a rule with its sub-rule; r repeats one; d deletes a rule
# with its sub-rule after the confirmation; on the three-level fixture (NESTDEF) m moves a rule
# that has sub-rules under another level-1 rule's subtree and the levels shift. After each step:
# the level numbers on the screen, the rules in the store (level and name in tree order), the
# exported XML re-imported into a store of its own giving the same rules, and History's undo of
# the step (the rules as before) and of that undo (as after).
#
# TERM=screen, LANG=C.UTF-8; the console as tests/e2e/lib/e2e.sh starts it. Skips (exit 0, saying
# so) without tmux or sqlite3.
set -eu

NAME=wlm_rules
. tests/e2e/lib/e2e.sh

e2e_need_tmux
command -v sqlite3 >/dev/null 2>&1 || skip "the sqlite3 tool is not installed"
DEMO=$PWD/import/demo/AZDEF.xml
NEST=$PWD/tests/fixtures/wlmxml/NESTDEF.xml

export WLMCON_USER=e2e_analyst WLMCON_NOW=2026-11-29T14:38:00Z

# rules STORE TYPE: the rules of subsystem type TYPE in tree order, each as its level and value.
rules() {
    sqlite3 "$1" "WITH RECURSIVE t(id, lvl, path) AS (
          SELECT o.id, 1, printf('%04d', o.position) FROM object o JOIN object p ON o.parent_id = p.id
           WHERE o.kind = 'RULE' AND p.kind = 'CLASSIFICATION' AND p.name = '$2'
          UNION ALL
          SELECT o.id, t.lvl + 1, t.path || '.' || printf('%04d', o.position)
            FROM object o JOIN t ON o.parent_id = t.id WHERE o.kind = 'RULE')
        SELECT group_concat(x, ' ') FROM (SELECT t.lvl || r.qualvalue AS x FROM t JOIN wlm_rule r
            ON r.id = t.id ORDER BY t.path);"
}

# expect_rules STORE TYPE WANT: the rules are WANT.
expect_rules() {
    got=$(rules "$1" "$2")
    [ "$got" = "$3" ] || fail "the rules of $2 are '$got', want '$3'"
}

# round_trip STORE DEF TYPE WANT: DEF exported as WLM XML and imported into a new store has the
# rules WANT.
round_trip() {
    rm -rf "$DIR/out" "$DIR/back.db"
    "$BIN" --store "$1" export --format wlmxml --out "$DIR/out" >/dev/null
    "$BIN" --store "$DIR/back.db" import "$DIR/out/$2.xml" >/dev/null
    expect_rules "$DIR/back.db" "$3" "$4"
}

# undo_twice STORE TYPE BEFORE AFTER: History's undo of the newest batch gives BEFORE, the undo of
# that undo AFTER again; back on the Definition Menu's rules list.
undo_twice() {
    keys Home "=9" Enter
    wait_for "HIS100"
    keys Home Tab Tab u Enter
    wait_for "Confirm Undo"
    keys Enter
    wait_for "undone"
    expect_rules "$1" "$2" "$3"
    keys Home Tab Tab u Enter
    wait_for "Confirm Undo"
    keys Enter
    wait_for "undone"
    expect_rules "$1" "$2" "$4"
}

# open_rules: =1.6 and 3 on its first subsystem type: Modify Rules for the Subsystem Type.
open_rules() {
    keys Home "=1.6" Enter
    wait_for "WLM610"
    keys Home Tab Tab 3 Enter
    wait_for "Modify Rules for the Subsystem Type"
}

# code N CODE: CODE typed on row line N of WLM620 (1: the first rule): the scroll amount, the two
# fields above the rules and the DEFAULTS line's three come first.
code() {
    keys Home
    i=0
    while [ $i -lt $(($1 + 6)) ]; do
        keys Tab
        i=$((i + 1))
    done
    keys "$2"
}

# saved STORE TYPE BEFORE AFTER DEF: F3 saves; the store, the round trip and the undos.
saved() {
    keys F3
    wait_for "WLM610"
    expect_rules "$1" "$2" "$4"
    round_trip "$1" "$5" "$2" "$4"
    undo_twice "$1" "$2" "$3" "$4"
}

# ---- the demo: CB's rules ----
STORE=$DIR/policy.db
"$BIN" --store "$STORE" import "$DEMO" >/dev/null
e2e_console 80 24 screen C.UTF-8 "$STORE"
open_rules
wait_for "DEFAULTS: AZAMS1__    RBBDEFLT"
S0="1AZSR01 1AZSR02 1AZSR03"
expect_rules "$STORE" CB "$S0"

# IS under AZSR02: a level-2 rule
code 2 is
keys Enter
wait_for "WLM625"
keys TransactionClass Tab TCRPT Enter
keys F3
wait_for "  ____    2   TC       TCRPT"
S1="1AZSR01 1AZSR02 2TCRPT 1AZSR03"
saved "$STORE" CB "$S0" "$S1" AZDEF

# m on AZSR01, a on AZSR03: after AZSR03
open_rules
code 1 m
code 4 a
keys Enter
wait_for "Changes kept"
wait_for "  ____    1 CN         AZSR01   ___                  AZAMS1      RAZAMS1"
screen | sed -n 16p | grep -qF "1 CN         AZSR02" || fail "AZSR02 is not the first rule"
S2="1AZSR02 2TCRPT 1AZSR03 1AZSR01"
saved "$STORE" CB "$S1" "$S2" AZDEF
"$BIN" --store "$STORE" classify CB CN=AZSR01 | head -1 | grep -qF "service class AZAMS1, report class RAZAMS1" ||
    fail "AZSR01's work no longer gets AZAMS1"

# c on AZSR02 (with its sub-rule), b on AZSR01
open_rules
code 1 c
code 4 b
keys Enter
wait_for "Changes kept"
S3="1AZSR02 2TCRPT 1AZSR03 1AZSR02 2TCRPT 1AZSR01"
screen | sed -n 20p | grep -qF "  ____    2   TC       TCRPT" || fail "the copy's sub-rule is not at level 2"
saved "$STORE" CB "$S2" "$S3" AZDEF

# r on AZSR03
open_rules
code 3 r
keys Enter
wait_for "Changes kept"
S4="1AZSR02 2TCRPT 1AZSR03 1AZSR03 1AZSR02 2TCRPT 1AZSR01"
saved "$STORE" CB "$S3" "$S4" AZDEF

# d on the second AZSR02: asks, naming its sub-rule
open_rules
code 5 d
keys Enter
wait_for "deletes it with its 1 sub-rule"
keys Enter
wait_for "Changes kept"
S5="1AZSR02 2TCRPT 1AZSR03 1AZSR03 1AZSR01"
saved "$STORE" CB "$S4" "$S5" AZDEF
e2e_leave

# ---- the three-level fixture: m on TN PAY* (with UI PAY%ADM under it), a on TC B ----
NSTORE=$DIR/nest.db
"$BIN" --store "$NSTORE" import "$NEST" >/dev/null
e2e_console 80 24 screen C.UTF-8 "$NSTORE"
open_rules
N0="1A 2PAY* 3PAY%ADM 2D01* 1B 2NIGHT* 1DB2*IRLM"
expect_rules "$NSTORE" JES "$N0"
wait_for "  ____    3     UI     PAY%ADM"
code 2 m
code 5 a
keys Enter
wait_for "Changes kept"
wait_for "  ____    1 TN         PAY*"
wait_for "  ____    2   UI       PAY%ADM"
N1="1A 2D01* 1B 2NIGHT* 1PAY* 2PAY%ADM 1DB2*IRLM"
saved "$NSTORE" JES "$N0" "$N1" NESTDEF
e2e_leave
echo "e2e $NAME: ok"
