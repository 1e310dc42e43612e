#!/bin/sh
# tests/bench/route.sh WLMCON BENCHBIN — `BENCH_SHAPE=route make bench`: the MQ cluster workload
# engine (`wlmcon simulate mq`, trace off, a static state) over 100 destinations — queue managers
# QM00-QM99 each hosting cluster queue BENCH.Q behind a CLUSRCVR of CLWLWGHT 1-9, put to from queue
# manager PUT — for each message count of BENCH_ROUTE_SIZES (default "1000000 10000000"), one line:
#
#   route mq dest=100 messages=N decisions/s=D rss_kib=M
#
# D is N over the run's CPU time (user + system, from runit; the import of the 101 files read in
# memory is included, under 0.05 s), M the run's peak resident set. A last line gives the ratios
# against the goals — the lowest D over 5,000,000 decisions/s, the last M against the first (within
# 5%):
#
#   route mq goal: decisions/s x1.52 of 5000000 (met) rss_kib 6764 to 6848 +1.2% (met)
#
# Then each other system's engine prints its own lines (tests/bench/route_SYSTEM.sh, run with the
# same two arguments: `route domino servers=N opens=R decisions/s=D rss_kib=M`).
#
# Exit 0, 64 usage, 1 when a run fails. tests/bench/README.md says where D stands.
set -eu

[ $# -eq 2 ] || { echo "usage: route.sh WLMCON BENCHBIN" >&2; exit 64; }
WLMCON=$1
BIN=$2
SIZES=${BENCH_ROUTE_SIZES:-1000000 10000000}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/wlmcon-route.XXXXXX")
trap 'rm -rf "$WORK"' EXIT INT TERM

i=0
while [ $i -lt 100 ]; do
    qm=$(printf 'QM%02d' $i)
    printf "DEFINE QLOCAL('BENCH.Q') CLUSTER('BENCH') DEFBIND(NOTFIXED)\n" > "$WORK/$qm.mqsc"
    printf "DEFINE CHANNEL('BENCH.%s') CHLTYPE(CLUSRCVR) CLUSTER('BENCH') CLWLWGHT(%d) CONNAME('%s(1414)')\n" \
        "$qm" $((i % 9 + 1)) "$qm" >> "$WORK/$qm.mqsc"
    i=$((i + 1))
done
printf "DEFINE CHANNEL('BENCH.PUT') CHLTYPE(CLUSRCVR) CLUSTER('BENCH') CONNAME('put(1414)')\n" > "$WORK/PUT.mqsc"

set --
for f in "$WORK"/QM*.mqsc "$WORK/PUT.mqsc"; do
    qm=${f##*/}
    set -- "$@" --qmgr "${qm%.mqsc}" "$f"
done
lowest= first_rss= last_rss=
for n in $SIZES; do
    line=$("$BIN/runit" "$WORK/out" "$WORK/err" "$WLMCON" simulate mq --queue BENCH.Q --from PUT \
        --messages "$n" "$@")
    set -- $line "$@"
    wall=$1 user=$2 sys=$3 rss=$4 rc=$5
    shift 5
    if [ "$rc" != 0 ]; then
        echo "bench: route mq messages=$n: status $rc" >&2
        cat "$WORK/err" >&2
        exit 1
    fi
    rate=$(awk -v n="$n" -v u="$user" -v s="$sys" 'BEGIN {
        cpu = u + s; if (cpu < 0.001) cpu = 0.001; printf "%.0f", n / cpu }')
    echo "route mq dest=100 messages=$n decisions/s=$rate rss_kib=$rss"
    [ -n "$lowest" ] && [ "$lowest" -le "$rate" ] || lowest=$rate
    first_rss=${first_rss:-$rss}
    last_rss=$rss
done
awk -v d="$lowest" -v a="$first_rss" -v b="$last_rss" 'BEGIN {
    r = d / 5000000; g = (b - a) * 100 / a
    speed = (r >= 1) ? "met" : "missed"; mem = (g <= 5 && g >= -5) ? "met" : "missed"
    printf "route mq goal: decisions/s x%.2f of 5000000 (%s) rss_kib %d to %d %+.1f%% (%s)\n", r, speed, a, b, g, mem }'

# the other systems' engines: tests/bench/route_SYSTEM.sh, one script each, its own lines
for f in "$(dirname "$0")"/route_*.sh; do
    if [ -f "$f" ]; then sh "$f" "$WLMCON" "$BIN"; fi
done
