#!/bin/sh
# tests/bench/route_domino.sh WLMCON BENCHBIN — the Domino open engine's lines of
# `BENCH_SHAPE=route make bench` (`wlmcon simulate domino`, trace off): a cluster of
# BENCH_DOMINO_SERVERS servers (default 100) D000… holding one database, each with a threshold of
# 70 and no Server_MaxUsers; the users open it on D000, BUSY at index 50, so each open is
# redirected to the most available of the others (indexes 71-99), each open counted as a user.
# For each open count of BENCH_ROUTE_SIZES (default "1000000 10000000"), one line:
#
#   route domino servers=N opens=R decisions/s=D rss_kib=M
#
# D is R over the run's CPU time (user + system, from runit; the import of the files read in
# memory included), M the run's peak resident set. No goal: the rate is reported. Exit 0, 64
# usage, 1 when a run fails.
set -eu

[ $# -eq 2 ] || { echo "usage: route_domino.sh WLMCON BENCHBIN" >&2; exit 64; }
WLMCON=$1
BIN=$2
SIZES=${BENCH_ROUTE_SIZES:-1000000 10000000}
N=${BENCH_DOMINO_SERVERS:-100}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/wlmcon-route-domino.XXXXXX")
trap 'rm -rf "$WORK"' EXIT INT TERM

echo "server,database,replica_id,path,flags" > "$WORK/replicas.csv"
printf 'version: 1\nsystem: domino\nservers:\n' > "$WORK/scenario.yaml"
i=0
while [ $i -lt "$N" ]; do
    s=$(printf 'D%03d' $i)
    printf '[Notes]\nServerName=CN=%s/O=Bench\nServer_Availability_Threshold=70\n' "$s" > "$WORK/$s.ini"
    echo "$s/Bench,Bench,0123ABCD:0123ABCD,bench.nsf," >> "$WORK/replicas.csv"
    ai=$((71 + i % 29))
    [ $i -eq 0 ] && ai=50
    printf '  %s: {availability_index: %d}\n' "$s" $ai >> "$WORK/scenario.yaml"
    i=$((i + 1))
done

set --
for f in "$WORK"/D*.ini; do
    set -- "$@" --cluster bench "$f"
done
for n in $SIZES; do
    line=$("$BIN/runit" "$WORK/out" "$WORK/err" "$WLMCON" simulate domino --database bench.nsf --server D000 \
        --opens "$n" --scenario "$WORK/scenario.yaml" "$@" "$WORK/replicas.csv")
    set -- $line "$@"
    wall=$1 user=$2 sys=$3 rss=$4 rc=$5
    shift 5
    if [ "$rc" != 0 ]; then
        echo "bench: route domino opens=$n: status $rc" >&2
        cat "$WORK/err" >&2
        exit 1
    fi
    rate=$(awk -v n="$n" -v u="$user" -v s="$sys" 'BEGIN {
        cpu = u + s; if (cpu < 0.001) cpu = 0.001; printf "%.0f", n / cpu }')
    echo "route domino servers=$N opens=$n decisions/s=$rate rss_kib=$rss"
done
