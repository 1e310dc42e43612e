#!/bin/sh
# tests/compat/exports.sh OLD NEW [SAMPLES] — the exports of two wlmcon binaries compared byte for
# byte: the shared samples (the four dumps, the uniform-cluster scripts with --qmgr, the WLM
# service definition; its fb80 form cannot go to YAML) in store s.db, and the demo store (import/demo/manifest), each exported as
# MQSC, WLM XML and YAML by OLD from a store OLD made and by NEW from a store NEW made, with fixed
# WLMCON_NOW and WLMCON_USER. Prints one line per export and exits 1 when any differs. Not part
# of `make check` (it needs a second build); run it from the source tree.
set -u
old=$1 new=$2 samples=${3:-../shared/samples}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
export WLMCON_NOW=2026-01-02T03:04:05Z WLMCON_USER=compat
demo_args=$(awk '{ sub(/#.*/, ""); if (NF) { for (i = 1; i < NF; i++) printf "%s ", $i;
                  printf "import/demo/%s\n", $NF } }' import/demo/manifest)
rc=0
for who in old new; do
  eval bin=\$$who
  mkdir -p "$tmp/$who"
  # shellcheck disable=SC2086
  "$bin" --store "$tmp/$who/s.db" import "$samples"/mq/QM4.dmpmqcfg.mqsc "$samples"/mq/QM5.dmpmqcfg.mqsc \
    "$samples"/mq/QM6.dmpmqcfg.mqsc "$samples"/mq/QM7.dmpmqcfg.mqsc \
    --qmgr UNI1 "$samples"/mq/uniform-cluster.static-uc.mqsc "$samples"/mq/uniform-cluster.dynamic.mqsc \
    "$samples"/wlm/WLMPOL.WSCDEF.XML >/dev/null 2>"$tmp/$who/import.err" ||
    { echo "$who: import of the samples failed:"; cat "$tmp/$who/import.err"; exit 1; }
  # shellcheck disable=SC2086
  "$bin" --store "$tmp/$who/demo.db" import $demo_args >/dev/null 2>&1 || { echo "$who: demo import failed"; exit 1; }
  for db in s demo; do
    for f in mqsc wlmxml yaml; do
      "$bin" --store "$tmp/$who/$db.db" export --format $f --out "$tmp/$who/$db-$f" >/dev/null 2>&1 ||
        echo "$who: export --format $f of $db.db exited $?"
    done
  done
done
for db in s demo; do
  for f in mqsc wlmxml yaml; do
    n=$(find "$tmp/old/$db-$f" -type f | wc -l)
    if diff -r "$tmp/old/$db-$f" "$tmp/new/$db-$f" >/dev/null; then
      echo "same     $db.db --format $f ($n files)"
    else
      echo "DIFFERS  $db.db --format $f"; rc=1
    fi
  done
done
exit $rc
