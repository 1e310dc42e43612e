#!/bin/sh
# tests/e2e/wlm_service_class.sh — the z/OS WLM panels end to end through tmux at 80x24, as a new
# user would build seed 000's service class in an empty store: =1 lists no definition, File ▸ New
# defines AZDEF, =1.2 its workload ONL_WKL, =1.4 the class AZAMS1 with I for its one period
# (execution velocity 50, importance 1). `wlmcon export --format wlmxml` then writes a
# ServiceClass element equal to the demo AZDEF's but for the four audit elements, which hold
# WLMCON_NOW and WLMCON_USER (upper-cased and cut to 8 bytes). A second period inserted before the
# first renumbers, saves and exports in that order, and History's undo of that save brings back
# one period.
#
# TERM=screen, LANG=C.UTF-8; the console as tests/e2e/lib/e2e.sh starts it. Skips (exit 0, saying
# so) without tmux or sqlite3.
set -eu

NAME=wlm_service_class
. tests/e2e/lib/e2e.sh

e2e_need_tmux
command -v sqlite3 >/dev/null 2>&1 || skip "the sqlite3 tool is not installed"
STORE=$DIR/policy.db
DEMO=$PWD/import/demo/AZDEF.xml

export WLMCON_USER=e2e_analyst WLMCON_NOW=2026-11-29T14:38:00Z

# The <ServiceClass> element of class $2 in file $1, one element a line, indentation removed.
service_class() {
    awk -v name="$2" '
        /<ServiceClass>/ { buf = ""; on = 1 }
        on { sub(/^[ \t]+/, ""); buf = buf $0 "\n" }
        /<\/ServiceClass>/ { if (index(buf, "<Name>" name "</Name>")) printf "%s", buf; on = 0 }
    ' "$1"
}

export_xml() {
    rm -rf "$DIR/out"
    "$BIN" --store "$STORE" export --format wlmxml --out "$DIR/out" >/dev/null
}

periods() {
    sqlite3 "$STORE" "SELECT count(*) FROM object WHERE kind = 'PERIOD' AND parent_id =
        (SELECT id FROM object WHERE kind = 'SERVCLASS' AND name = 'AZAMS1');"
}

e2e_console 80 24 screen C.UTF-8 "$STORE"

# ---- =1 on an empty store: File ▸ New ----
keys Home "=1" Enter
wait_for "WLM210"
wait_for "Row 0 of 0"
keys Home ACTIONS Enter
keys Enter
wait_for "1. New..."
keys 1 Enter
wait_for "Define a Service Definition"
keys AZDEF Tab "WebSphere cluster azsr01 demo" Tab 038 Enter
keys F3
wait_for "Changes saved"
wait_for "AZDEF      WebSphere cluster azsr01 demo    038"

# ---- =1.2: the workload ----
keys Home "=1.2" Enter
wait_for "Workload Selection List of AZDEF"
keys Home
keys -l INSERT
keys Enter
wait_for "Define a Workload"
keys ONL_WKL Tab "Online work" Enter
keys F3
wait_for "Changes saved"
wait_for "ONL_WKL   Online work"

# ---- =1.4: the service class and its period ----
keys Home "=1.4" Enter
wait_for "Service Class Selection List of AZDEF"
keys Home
keys -l INSERT
keys Enter
wait_for "Define a Service Class"
keys AZAMS1 Tab "WAS Enclave Work" Tab ONL_WKL Tab Tab NO Tab Tab Tab i Enter
wait_for "Choose a goal type"
keys 3 Enter
wait_for "Period 1: Execution velocity"
keys 1 Tab Tab 50 Enter
keys F3
wait_for "Changes kept"
wait_for "Execution velocity of 50"
keys F3
wait_for "Changes saved"
keys F1
wait_for "e2e_analyst was cut to 8 bytes: E2E_ANAL"

export_xml
service_class "$DIR/out/AZDEF.xml" AZAMS1 > "$DIR/ours"
service_class "$DEMO" AZAMS1 > "$DIR/theirs"
for el in "<CreationDate>2026/11/29 14:38:00</CreationDate>" "<CreationUser>E2E_ANAL</CreationUser>" \
          "<ModificationDate>2026/11/29 14:38:00</ModificationDate>" \
          "<ModificationUser>E2E_ANAL</ModificationUser>"; do
    grep -qxF "$el" "$DIR/ours" || fail "the exported AZAMS1 lacks $el: $(cat "$DIR/ours")"
done
grep -v -e '^<CreationDate>' -e '^<CreationUser>' -e '^<ModificationDate>' -e '^<ModificationUser>' \
    "$DIR/ours" > "$DIR/ours.bare"
cmp -s "$DIR/ours.bare" "$DIR/theirs" ||
    fail "AZAMS1 differs from the demo's: $(diff "$DIR/theirs" "$DIR/ours.bare" || true)"
[ "$(periods)" = 1 ] || fail "AZAMS1 has $(periods) periods, want 1"

# ---- a second period before the first: renumbered, saved, exported in that order ----
keys Home Tab Tab 3 Enter
wait_for "Modify a Service Class"
keys Home Tab Tab Tab Tab Tab Tab Tab Tab i Enter
wait_for "Choose a goal type"
keys 1 Enter
wait_for "Period 1: Average response time"
keys 2 Tab 500 Tab "00:00:00.500" Enter
keys F3
wait_for "Average response time of 00:00:00.500"
screen | grep -qF "   __    2              1    Execution velocity of 50" ||
    fail "the first period was not renumbered 2"
keys F3
wait_for "Changes saved"
export_xml
service_class "$DIR/out/AZDEF.xml" AZAMS1 | grep -e '^<AverageResponseTime>' -e '^<Velocity>' > "$DIR/goals"
[ "$(tr '\n' ' ' < "$DIR/goals")" = "<AverageResponseTime> <Velocity> " ] ||
    fail "goals exported as $(cat "$DIR/goals")"
[ "$(periods)" = 2 ] || fail "AZAMS1 has $(periods) periods, want 2"

# ---- History: undo the save, one period again ----
keys Home "=9" Enter
wait_for "HIS100"
keys Home Tab Tab u Enter
wait_for "Confirm Undo"
keys Enter
wait_for "undone"
[ "$(periods)" = 1 ] || fail "after the undo AZAMS1 has $(periods) periods, want 1"
export_xml
service_class "$DIR/out/AZDEF.xml" AZAMS1 | grep -c -e '^<AverageResponseTime>' -e '^<Velocity>' > "$DIR/n"
[ "$(cat "$DIR/n")" = 1 ] || fail "after the undo the export has $(cat "$DIR/n") goals"

e2e_leave
echo "e2e $NAME: ok"
