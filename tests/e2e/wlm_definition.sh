#!/bin/sh
# tests/e2e/wlm_definition.sh — the rest of a WLM service definition end to end through tmux at
# 80x24, as a new user on the demo AZDEF: a transaction class group created (=1.5) and named by a
# new CB rule (=1.6, TransactionClassGroup: CB takes transaction classes, not transaction names); policy DAYSHIFT overriding AZAMS2's goal (=1.1, 7,
# 3: velocity 60 in WLM310's override mode) and History undoing it; a scheduling environment
# gaining a resource state with A (its state typed "off", saved Off); Xref of AZAMS2 listing its
# CB rule, and 6 on AZAMS2 refused naming that rule; the definition's printed report naming the
# group's rule.
#
# TERM=screen, LANG=C.UTF-8; the console as tests/e2e/lib/e2e.sh starts it. Skips (exit 0, saying
# so) without tmux or sqlite3.
set -eu

NAME=wlm_definition
. tests/e2e/lib/e2e.sh

e2e_need_tmux
command -v sqlite3 >/dev/null 2>&1 || skip "the sqlite3 tool is not installed"
STORE=$DIR/policy.db

export WLMCON_USER=analyst WLMCON_NOW=2026-11-29T14:38:00Z

sql() {
    sqlite3 "$STORE" "$1"
}

"$BIN" --store "$STORE" import "$PWD/import/demo/AZDEF.xml" >/dev/null
e2e_console 80 24 screen C.UTF-8 "$STORE"

# ---- =1.5: a transaction class group with one member ----
keys Home "=1.5" Enter
wait_for "Classification Group Selection List"
keys Home
keys -l INSERT
keys Enter
wait_for "Define a Classification Group"
keys AZ_TCG Tab "AZ transaction classes" Tab TransactionClass Enter
keys Home Tab Tab Tab Tab Tab i Enter
wait_for "WLM420"
keys Home Tab AZT1 Tab "First transaction class" Enter
keys F3
wait_for "AZT1"
keys F3
wait_for "Changes saved"
[ "$(sql "SELECT qualtype FROM wlm_classgroup JOIN object USING(id) WHERE name = 'AZ_TCG';")" = TransactionClass ] ||
    fail "AZ_TCG not saved as a transaction class group"

# ---- =1.6: a new CB rule naming the group ----
keys Home "=1.6" Enter
wait_for "WLM610"
keys Home Tab Tab 3 Enter
wait_for "Modify Rules for the Subsystem Type"
keys Home Tab Tab Tab Tab Tab Tab Tab Tab Tab i Enter
wait_for "WLM625"
keys Home Tab TransactionClassGroup Tab AZ_TCG Tab Tab AZAMS3 Enter
keys F3
wait_for "AZ_TCG"
keys F3
wait_for "Changes saved"
[ "$(sql "SELECT servclass FROM wlm_rule WHERE qualtype = 'TransactionClassGroup' AND qualvalue = 'AZ_TCG';")" = AZAMS3 ] ||
    fail "the CB rule naming AZ_TCG was not saved: $(sql "SELECT qualtype, qualvalue, servclass FROM wlm_rule;")"

# ---- =1.1: DAYSHIFT overrides AZAMS2's goal; History undoes it ----
keys Home "=1.1" Enter
wait_for "7=Override Service Classes 8=Override Resource Groups"
keys Home Tab Tab 7 Enter
wait_for "Service Class Overrides of DAYSHIFT"
keys Home
keys -l "LOCATE AZAMS2"
keys Enter
keys Home Tab Tab 3 Enter
wait_for "Specify OVERRIDE GOAL information"
keys Home Tab Tab Tab Tab Tab e Enter
wait_for "Choose a goal type"
keys 3 Enter
wait_for "Period 1: Execution velocity"
keys Home Tab Tab Tab 60 Enter
keys F3
wait_for "Execution velocity of 60"
keys F3
wait_for "Changes saved"
[ "$(sql "SELECT p.velocity FROM wlm_scoverride s JOIN object o ON o.parent_id = s.id JOIN wlm_period p ON p.id = o.id;")" = 60 ] ||
    fail "DAYSHIFT's override of AZAMS2 was not saved with velocity 60"
keys Home "=9" Enter
wait_for "HIS100"
keys Home Tab Tab u Enter
wait_for "Confirm Undo"
keys Enter
wait_for "undone"
[ "$(sql "SELECT count(*) FROM wlm_scoverride;")" = 0 ] || fail "the undo left DAYSHIFT's override of AZAMS2"

# ---- =1.10: a scheduling environment gains a resource state with A ----
keys Home "=1.10" Enter
wait_for "Scheduling Environment Selection List"
keys Home
keys -l INSERT
keys Enter
wait_for "Define a Scheduling Environment"
keys BATCHUPD Tab "Batch update window" Enter
keys Home Tab Tab Tab Tab a Enter
wait_for "WLM540"
keys Home Tab DB2_PROD Tab off Enter
keys F3
wait_for "DB2_PROD"
keys F3
wait_for "Changes saved"
[ "$(sql "SELECT resource || ' ' || reqstate FROM wlm_schenvres;")" = "DB2_PROD Off" ] ||
    fail "the resource state was saved as $(sql "SELECT resource, reqstate FROM wlm_schenvres;")"

# ---- Xref of AZAMS2 and 6 refused ----
keys Home "=1.4" Enter
wait_for "Service Class Selection List"
keys Home
keys -l "LOCATE AZAMS2"
keys Enter
keys Home Tab Tab 3 Enter
wait_for "Modify a Service Class"
keys Home
keys -l XREF
keys Enter
wait_for "Cross Reference of Service class AZAMS2"
wait_for "CB rule 2: 1 CN AZSR02"
keys F3
keys F12
wait_for "Service Class Selection List"
keys Home
keys -l "LOCATE AZAMS2"
keys Enter
keys Home Tab Tab 6 Enter
wait_for "Not done"
keys F1
wait_for "is still named by Classification rule CB rule 2"
[ "$(sql "SELECT count(*) FROM wlm_servclass JOIN object USING(id) WHERE name = 'AZAMS2';")" = 1 ] ||
    fail "AZAMS2 was deleted"

# ---- the printed report names the group's rule ----
rm -rf "$DIR/out"
"$BIN" --store "$STORE" export --format wlmreport --out "$DIR/out" >/dev/null
grep -q " TCG  *AZ_TCG  *AZAMS3" "$DIR/out/AZDEF.txt" || fail "the report lacks the CB rule of AZ_TCG"
grep -q "^\* Classification Group AZ_TCG - AZ transaction classes$" "$DIR/out/AZDEF.txt" ||
    fail "the report lacks the group AZ_TCG"

e2e_leave
echo "e2e $NAME: ok"
