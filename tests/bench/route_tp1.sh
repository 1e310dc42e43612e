#!/bin/sh
# tests/bench/route_tp1.sh WLMCON BENCHBIN — the OpenTP1 scheduler engine's lines of
# `BENCH_SHAPE=route make bench` (`wlmcon simulate tp1`, trace off): BENCH_TP1_NODES nodes (default
# 100) n000… that name each other in all_node, each announcing its load status and running service
# group benchgrp; the requests arrive at n000, whose scheduler chooses among the nodes at the
# least level (a third of them at LEVEL0, by the scenario) with one draw each; a level change of
# n001 at 5 s is announced at 30 s. For each request count of BENCH_ROUTE_SIZES (default
# "1000000 10000000"), one line:
#
#   route tp1 nodes=N requests=R decisions/s=D rss_kib=M
#
# D is R over the run's CPU time (user + system, from runit; the import of the node directories
# read in memory included), M the run's peak resident set. No goal: the rate is reported. Exit 0,
# 64 usage, 1 when a run fails.
set -eu

[ $# -eq 2 ] || { echo "usage: route_tp1.sh WLMCON BENCHBIN" >&2; exit 64; }
WLMCON=$1
BIN=$2
SIZES=${BENCH_ROUTE_SIZES:-1000000 10000000}
N=${BENCH_TP1_NODES:-100}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/wlmcon-route-tp1.XXXXXX")
trap 'rm -rf "$WORK"' EXIT INT TERM

printf 'version: 1\nsystem: tp1\nnodes:\n' > "$WORK/scenario.yaml"
i=0
while [ $i -lt "$N" ]; do
    node=$(printf 'n%03d' $i)
    mkdir "$WORK/$node"
    others= j=0
    while [ $j -lt "$N" ]; do
        [ $j -ne $i ] && others="$others${others:+,}\"$(printf 'n%03d' $j)\""
        j=$((j + 1))
    done
    printf 'set all_node=%s\n' "$others" > "$WORK/$node/betranrc"
    printf 'set scd_announce_server_status=Y\n' > "$WORK/$node/scd"
    printf 'set service_group="benchgrp"\nset module="benchsrv"\n' > "$WORK/$node/bench"
    printf '  %s: {level: %d}\n' "$node" $((i % 3)) >> "$WORK/scenario.yaml"
    i=$((i + 1))
done
printf '  n001:\n    changes:\n      - {at: 5s, level: 2}\n' >> "$WORK/scenario.yaml"

set --
for d in "$WORK"/n*; do
    set -- "$@" --node "${d##*/}" "$d"
done
for n in $SIZES; do
    line=$("$BIN/runit" "$WORK/out" "$WORK/err" "$WLMCON" simulate tp1 --group benchgrp --from n000 \
        --requests "$n" --interval-ms 1 --scenario "$WORK/scenario.yaml" "$@")
    set -- $line "$@"
    wall=$1 user=$2 sys=$3 rss=$4 rc=$5
    shift 5
    if [ "$rc" != 0 ]; then
        echo "bench: route tp1 requests=$n: status $rc" >&2
        cat "$WORK/err" >&2
        exit 1
    fi
    rate=$(awk -v n="$n" -v u="$user" -v s="$sys" 'BEGIN {
        cpu = u + s; if (cpu < 0.001) cpu = 0.001; printf "%.0f", n / cpu }')
    echo "route tp1 nodes=$N requests=$n decisions/s=$rate rss_kib=$rss"
done
