#!/bin/sh
# tests/e2e/readonly_mount.sh — a store on a file system mounted read-only (a backup, a snapshot,
# a container's read-only volume): SQLite can make no -shm file there, so the store is read as
# immutable. history, validate and export read it as they read any store; an import of a status
# transcript is refused as a store that cannot be written (73), the store unchanged.
#
# The mount is made in a mount namespace of the test's own (unshare -m), so nothing outside the
# test sees it. Skips (exit 0, saying so) where that is not permitted (not root, no unshare),
# unless WLMCON_REQUIRE_MOUNT=1.
set -eu

NAME=readonly_mount
E2E_REQUIRE=${WLMCON_REQUIRE_MOUNT:-0}
. tests/e2e/lib/e2e.sh

command -v unshare >/dev/null 2>&1 || skip "unshare is not installed"
mkdir "$DIR/ro"
unshare -m sh -c "mount --bind '$DIR/ro' '$DIR/ro' && mount -o remount,ro,bind '$DIR/ro'" 2>/dev/null ||
    skip "this process may not mount (unshare -m)"

mkdir "$DIR/src"
WLMCON_USER=ADMIN WLMCON_NOW=2026-12-01T09:00:00Z \
    "$BIN" --store "$DIR/src/policy.db" import import/demo/QMA.mqsc import/demo/QMB.mqsc >/dev/null
"$BIN" --store "$DIR/src/policy.db" export --format yaml --out - > "$DIR/before.yaml"

# runs the rest inside a namespace where $DIR/ro shows $DIR/src, read-only
unshare -m sh -eu -c "
mount --bind '$DIR/src' '$DIR/ro'
mount -o remount,ro,bind '$DIR/ro'
S='$DIR/ro/policy.db'
'$BIN' --store \"\$S\" history > '$DIR/history.txt'
'$BIN' --store \"\$S\" validate > '$DIR/validate.txt' || echo \$? > '$DIR/validate.rc'
'$BIN' --store \"\$S\" export --format yaml --out - > '$DIR/after.yaml'
rc=0
'$BIN' --store \"\$S\" import tests/fixtures/mqstatus/QMA-clean.txt 2> '$DIR/import.err' || rc=\$?
echo \$rc > '$DIR/import.rc'
ls -a '$DIR/ro' > '$DIR/files.txt'
" || fail "the commands on the read-only store did not run"

[ "$(cat "$DIR/history.txt")" = "batch 1  2026-12-01 09:00  ADMIN  import: 8 objects defined, 0 deleted" ] ||
    fail "history: $(cat "$DIR/history.txt")"
[ ! -f "$DIR/validate.rc" ] || fail "validate exited $(cat "$DIR/validate.rc")"
grep -q '^Cluster DEMO$' "$DIR/validate.txt" || fail "validate printed no cluster summary"
cmp -s "$DIR/before.yaml" "$DIR/after.yaml" || fail "the export read on the mount differs"
[ "$(cat "$DIR/import.rc")" = 73 ] || fail "import exited $(cat "$DIR/import.rc"), not 73"
grep -q 'cannot be written: it is read-only' "$DIR/import.err" || fail "import said: $(cat "$DIR/import.err")"
[ "$(cat "$DIR/files.txt" | tr '\n' ' ')" = ". .. policy.db " ] || fail "files left: $(cat "$DIR/files.txt")"
echo "e2e $NAME: ok"
