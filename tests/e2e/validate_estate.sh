#!/bin/sh
# tests/e2e/validate_estate.sh — `wlmcon validate` on an estate (the demo inputs and 40 queue
# managers of the benchmark's generator, tests/bench/gen -n 40 -q 20): the text report takes one
# screen at most — 23 lines when standard output is a file, the terminal's height less the
# prompt's line in tmux at 80x24, --limit's lines — beginning with the findings by rule and
# showing the most severe first, and its last lines say exactly how many findings, and how many
# of MQ014 set off, are not shown and how to see them; --all prints every finding, and --summary
# counts add up to the total.
set -u
NAME=validate_estate
. tests/e2e/lib/e2e.sh

[ -n "${BENCH_BIN:-}" ] && [ -x "$BENCH_BIN/gen" ] || fail "BENCH_BIN/gen needed (make check-e2e builds it)"
"$BENCH_BIN/gen" -n 40 -q 20 "$DIR/gen" >/dev/null || fail "gen"
export WLMCON_USER=ADMIN WLMCON_NOW=2026-12-02T09:00:00Z
"$BIN" --store "$DIR/e.db" import import/demo/AZDEF.xml import/demo/QMA.mqsc import/demo/QMB.mqsc \
    import/demo/QMC.mqsc "$DIR"/gen/*.mqsc >/dev/null || fail "import"

# check WHAT WANT GOT
check() {
    [ "$2" = "$3" ] || fail "$1: want
$2
got
$3"
}

# a file: 23 lines, the rules first (the summaries above them), the findings, the counts
"$BIN" --store "$DIR/e.db" validate --rule MQ014=off >"$DIR/out" || fail "validate exit $?"
check "lines" 23 "$(wc -l <"$DIR/out" | tr -d ' ')"
check "the summaries" "Cluster    BENCH: full QM00001, QM00002; partial QM00003, QM00004, QM00005, QM00006, QM00007, QM00008 … and 32 more; 191 cluster queues
Cluster    DEMO: full QMA, QMB; partial QMC; 1 cluster queue
Definition AZDEF: 1 workload, 3 service classes, 4 report classes; rules CB 4" "$(sed -n 1,4p "$DIR/out")"
check "the findings by rule" "MQ013   warning       92  DEFBIND(OPEN) on a cluster queue with several instances
MQ016   warning       49  CLWLPRTY used for failover
MQ017   warning       45  CLWLRANK holds messages for unreachable destinations
MQ015   info         149  CLWLUSEQ(ANY) does not re-balance messages from cluster channels
MQ018   info         135  a cluster queue whose instances' queue managers have different CLWLWGHT
MQ019   info           3  NETPRTY on the only CLUSRCVR of a queue manager" "$(sed -n 5,11p "$DIR/out")"
check "findings shown" 9 "$(grep -c '\[MQ01[0-9]\]$' "$DIR/out")"
check "the last lines" "0 errors, 186 warnings, 287 info
464 of 473 findings not shown to fit 23 lines (--all shows every one and the whole summary)
MQ014 off: 610 findings not shown (--rule MQ014=warning shows them)" "$(tail -3 "$DIR/out")"

# errors first: MQ019 made an error shows its three findings right after the rules, exit 1
"$BIN" --store "$DIR/e.db" validate --rule MQ014=off --rule MQ019=error >"$DIR/out"
check "exit with errors" 1 $?
check "lines with errors" 23 "$(wc -l <"$DIR/out" | tr -d ' ')"
check "the errors first" "error error error warning " \
    "$(sed -n '12,15s/^[^ ]*: \(error\|warning\|info\): .*/\1/p' "$DIR/out" | tr '\n' ' ')"
check "the error rule first" "MQ019   error          3  NETPRTY on the only CLUSRCVR of a queue manager" "$(sed -n 5p "$DIR/out")"

# --limit N: N lines; the rules before the summaries
"$BIN" --store "$DIR/e.db" validate --rule MQ014=off --limit 12 >"$DIR/out" || fail "--limit exit $?"
check "--limit 12 lines" 12 "$(wc -l <"$DIR/out" | tr -d ' ')"
check "--limit 12" "MQ013   warning       92  DEFBIND(OPEN) on a cluster queue with several instances
MQ016   warning       49  CLWLPRTY used for failover" "$(sed -n 1,2p "$DIR/out")"
check "--limit 12 last lines" "471 of 473 findings not shown to fit 12 lines (--all shows every one and the whole summary)
MQ014 off: 610 findings not shown (--rule MQ014=warning shows them)" "$(tail -2 "$DIR/out")"

# --all: the whole summary and every finding, in file order
"$BIN" --store "$DIR/e.db" validate --rule MQ014=off --all >"$DIR/out" || fail "--all exit $?"
check "--all findings" 473 "$(grep -c '\[MQ01[0-9]\]$' "$DIR/out")"
check "--all summary" "Cluster BENCH" "$(sed -n 1p "$DIR/out")"
check "--all last lines" "0 errors, 186 warnings, 287 info
MQ014 off: 610 findings not shown (--rule MQ014=warning shows them)" "$(tail -2 "$DIR/out")"
check "--all JSON" 473 "$("$BIN" --store "$DIR/e.db" validate --rule MQ014=off --format json | grep -c '^    {"id": ')"

# --summary: a line per rule, the counts adding up to the total
"$BIN" --store "$DIR/e.db" validate --summary >"$DIR/out" || fail "--summary exit $?"
check "--summary total" 1083 "$(awk '/^MQ0/ { gsub(",", "", $3); n += $3 } END { print n }' "$DIR/out")"
check "--summary counts" "0 errors, 796 warnings, 287 info" "$(tail -1 "$DIR/out")"

# a terminal of 80x24: the report and the prompt's line fill it without scrolling
e2e_need_tmux
e2e_tmux
$TM new-session -d -s w -x 80 -y 24 \
    "cd '$DIR' && env LANG=C.UTF-8 WLMCON_USER=ADMIN '$BIN' --store e.db validate --rule MQ014=off; echo exit=\$?; sleep 30"
wait_for "exit=0"
check "nothing scrolled" 0 "$($TM display -p -t w '#{history_size}')"
screen | grep -qxF "MQ014 off: 610 findings not shown (--rule MQ014=warning shows them)" || fail "the MQ014 line on the terminal"
screen | grep -q "^[0-9]* of 473 findings not shown to fit 23 lines" || fail "the line of what is not shown on the terminal"
echo "e2e $NAME: ok"
