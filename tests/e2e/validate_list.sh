#!/bin/sh
# tests/e2e/validate_list.sh — the Validate list on a real terminal (tmux, a private server, 80x24,
# TERM=xterm, a profile of its own), over a store of a WLM definition with errors and a warning
# (tests/fixtures/wlmxml/NOWKL.xml) beside the demo cluster's information: every rule id whole at
# 80 columns (WLM001, not WLM0…); SORT SEVERITY puts errors first, then warnings, then information
# (by rank, not alphabetically); after FIND the cursor is on the command line, so that typing
# SORT RULE sorts instead of becoming a line command on the first row; a SORT without SAVE is not
# kept in the profile.
set -u
NAME=validate_list
. tests/e2e/lib/e2e.sh
e2e_need_tmux

export WLMCON_USER=ADMIN WLMCON_NOW=2026-12-01T09:30:00Z
"$BIN" --store "$DIR/v.db" import tests/fixtures/wlmxml/NOWKL.xml import/demo/QMA.mqsc import/demo/QMB.mqsc \
    import/demo/QMC.mqsc >/dev/null 2>&1 || fail "import"

e2e_console 80 24 xterm C.UTF-8 v.db
keys 5 Enter
wait_for "Validation"
wait_for "2 errors, 1 warning, 3 info"

# the rule ids whole at 80 columns
screen | grep -q "error    WLM001 service definition NOWKL has no workload" || fail "WLM001 not whole"
screen | grep -q "WLM0…" && fail "a rule id cut"

# the rows of the list, top to bottom: their severities, one a line
severities() {
    screen | sed -n 's/^ _   \(error\|warning\|info\) .*/\1/p' | tr '\n' ' '
}

# SORT RULE first (information of MQ first), then SORT SEVERITY: errors, warnings, information
keys "sort rule" Enter
wait_for " _   info     MQ015"
[ "$(severities)" = "info info info error error warning " ] || fail "SORT RULE order: $(severities)"
keys "sort severity" Enter
i=0
while [ "$(severities)" != "error error warning info info info " ] && [ $i -lt 100 ]; do
    sleep 0.1
    i=$((i + 1))
done
[ "$(severities)" = "error error warning info info info " ] || fail "SORT SEVERITY order: $(severities)"

# FIND, then SORT RULE typed at once: the cursor is on the command line, so it sorts
keys "find PAYJOBS" Enter
wait_for "Found in row 3"
keys "sort rule" Enter
i=0
while [ "$(severities)" != "info info info error error warning " ] && [ $i -lt 100 ]; do
    sleep 0.1
    i=$((i + 1))
done
[ "$(severities)" = "info info info error error warning " ] || fail "SORT RULE after FIND: $(severities)"
screen | grep -q "Invalid line command\|is not a line command" && fail "SORT RULE went to a row"

# the SORT was not saved in the profile
keys F3
wait_for "Primary Option Menu"
keys X Enter
wait_for "exit=0"
grep -q "VAL100" "$DIR/config/wlmcon/profile" 2>/dev/null && grep "VAL100" "$DIR/config/wlmcon/profile" | grep -q sort &&
    fail "the SORT was kept in the profile"
echo "e2e $NAME: ok"
