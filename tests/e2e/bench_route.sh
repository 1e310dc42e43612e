#!/bin/sh
# tests/e2e/bench_route.sh — the routing benchmark's script (tests/bench/route.sh, what
# `BENCH_SHAPE=route make bench` runs) at quick sizes: one line per size in the form
# "route mq dest=100 messages=N decisions/s=D rss_kib=M", D and M positive whole numbers, in the
# order of the sizes, then the goal's line with the ratios (the lowest D over 5,000,000; the rss
# figures of the first and last size, as printed above); then every other engine's lines, Domino's
# "route domino servers=100 opens=R decisions/s=D rss_kib=M" among them.
set -eu

[ -n "${WLMCON_BIN:-}" ] && [ -n "${BENCH_BIN:-}" ] || { echo "bench_route: WLMCON_BIN and BENCH_BIN needed" >&2; exit 1; }
out=$(BENCH_ROUTE_SIZES="1000 2000" sh tests/bench/route.sh "$WLMCON_BIN" "$BENCH_BIN")
n=$(printf '%s\n' "$out" | grep -Ec '^route mq dest=100 messages=(1000|2000) decisions/s=[1-9][0-9]* rss_kib=[1-9][0-9]*$')
[ "$n" = 2 ] || { echo "bench_route: unexpected lines:"; printf '%s\n' "$out"; exit 1; }
printf '%s\n' "$out" | head -1 | grep -q 'messages=1000 ' || { echo "bench_route: sizes out of order: $out"; exit 1; }
goal=$(printf '%s\n' "$out" | sed -n 3p)
first=$(printf '%s\n' "$out" | sed -n '1s/.*rss_kib=//p')
last=$(printf '%s\n' "$out" | sed -n '2s/.*rss_kib=//p')
low=$(printf '%s\n' "$out" | sed -n '1,2s/.*decisions\/s=\([0-9]*\) .*/\1/p' | sort -n | head -1)
ratio=$(awk -v d="$low" 'BEGIN { printf "%.2f", d / 5000000 }')
printf '%s\n' "$goal" | grep -Eq "^route mq goal: decisions/s x$ratio of 5000000 \((met|missed)\) rss_kib $first to $last [-+][0-9]+\.[0-9]% \((met|missed)\)$" ||
    { echo "bench_route: unexpected goal line: $goal (want x$ratio, rss $first to $last)"; exit 1; }
# after MQ's three lines, each other engine's (tests/bench/route_SYSTEM.sh): one line a size
rest=$(printf '%s\n' "$out" | sed -n '4,$p')
bad=$(printf '%s\n' "$rest" | grep -Evc '^route [a-z0-9]+ [a-z]+=[1-9][0-9]* [a-z]+=(1000|2000) decisions/s=[1-9][0-9]* rss_kib=[1-9][0-9]*$' || true)
[ -z "$rest" ] || [ "$bad" = 0 ] || { echo "bench_route: unexpected lines: $rest"; exit 1; }
n=$(printf '%s\n' "$rest" | grep -Ec '^route domino servers=100 opens=(1000|2000) ' || true)
[ "$n" = 2 ] || { echo "bench_route: no route domino lines: $out"; exit 1; }
echo "bench_route: ok"
