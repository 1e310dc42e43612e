#!/bin/sh
# tests/bench/route_was.sh WLMCON BENCHBIN — the WebSphere servant engine's lines of
# `BENCH_SHAPE=route make bench` (`wlmcon simulate was`, trace off): server BENCH/N1/srv with
# BENCH_WAS_SERVANTS servants (default 100) of 2 threads each, even distribution, the demo's CB
# rules (AZDEF) and azsr01a's classification document, read in memory; for each request count R of
# BENCH_ROUTE_SIZES (default "1000000 10000000"), R/10 sessions a second apart of 10 requests each,
# 1 s think time, 150 s of service, one line:
#
#   route was servants=N requests=R decisions/s=D rss_kib=M
#
# D is R over the run's CPU time (user + system, from runit; the import of the three files
# included), M the run's peak resident set. No goal: the rate is reported. Exit 0, 64 usage, 1 when
# a run fails.
set -eu

[ $# -eq 2 ] || { echo "usage: route_was.sh WLMCON BENCHBIN" >&2; exit 64; }
WLMCON=$1
BIN=$2
N=${BENCH_WAS_SERVANTS:-100}
SIZES=${BENCH_ROUTE_SIZES:-1000000 10000000}
DEMO=$(dirname "$0")/../../import/demo
WORK=$(mktemp -d "${TMPDIR:-/tmp}/wlmcon-route-was.XXXXXX")
trap 'rm -rf "$WORK"' EXIT INT TERM

cat > "$WORK/cell.yaml" <<YAML
---
format: wlmcon-policy
version: 1
websphere_cells:
- name: BENCH
  objects:
  - kind: NODE
    name: N1
    objects:
    - kind: SERVER
      name: srv
      attributes: {collection: AZSR01, multiple_instances: "true", min_servants: "1",
                   max_servants: "$N", even_distribution: "true"}
YAML
for r in $SIZES; do
    line=$("$BIN/runit" "$WORK/out" "$WORK/err" "$WLMCON" simulate was --uri /shop/x --sessions $((r / 10)) \
        --requests 10 --interval 1 --think 1 --service-time 150 --threads 2 \
        "$WORK/cell.yaml" "$DEMO/AZDEF.xml" --was-server BENCH/N1/srv "$DEMO/azsr01a.xml")
    set -- $line
    user=$2 sys=$3 rss=$4 rc=$5
    if [ "$rc" != 0 ]; then
        echo "bench: route was requests=$r: status $rc" >&2
        cat "$WORK/err" >&2
        exit 1
    fi
    rate=$(awk -v n="$r" -v u="$user" -v s="$sys" 'BEGIN {
        cpu = u + s; if (cpu < 0.001) cpu = 0.001; printf "%.0f", n / cpu }')
    echo "route was servants=$N requests=$r decisions/s=$rate rss_kib=$rss"
done
