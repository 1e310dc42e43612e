#!/bin/sh
# tests/e2e/domino_threshold.sh — the console end to end through tmux, on a store of the three
# fixture NOTES.INI files (tests/fixtures/domino) in cluster east: a new user opens option 3, edits
# Alpha, raises its availability threshold from 70 to 75 and saves with F3 (one journal batch);
# `wlmcon export --format notesini` then writes Alpha's file with that one line changed, CRLF and
# the CP1252 byte kept, and Beta's and Gamma's byte for byte.
#
# TERM=screen, LANG=C.UTF-8; the console as tests/e2e/lib/e2e.sh starts it. Skips (exit 0, saying
# so) without tmux or sqlite3, unless WLMCON_REQUIRE_SAMPLES=1.
set -eu

NAME=domino_threshold
E2E_REQUIRE=${WLMCON_REQUIRE_SAMPLES:-0}
. tests/e2e/lib/e2e.sh

e2e_need_tmux
command -v sqlite3 >/dev/null 2>&1 || skip "the sqlite3 tool is not installed"
STORE=$DIR/policy.db
F=tests/fixtures/domino

expect_sql() {
    got=$(sqlite3 "$STORE" "$1")
    [ "$got" = "$2" ] || fail "$1: got '$got', want '$2'"
}

export WLMCON_USER=E2E WLMCON_NOW=2026-11-29T14:38:00Z
"$BIN" --store "$STORE" import --cluster east $F/alpha.ini $F/beta.ini $F/gamma.ini >/dev/null 2>&1

e2e_console 80 24 screen C.UTF-8 "$STORE"
keys Home "=3" Enter
wait_for "DOM200"
wait_for "CN=Alpha/O=Example"
keys Home Tab Tab e Enter
wait_for "Modify a Server"
wait_for "(Server_Availability_Threshold)"
# Cluster, Domain, Ports, then the threshold
keys Tab Tab Tab C-k 75 F3
wait_for "Changes saved"
wait_for "Domino Servers"
expect_sql "SELECT server_availability_threshold FROM dom_server WHERE _name = 'CN=Alpha/O=Example'" "75"
expect_sql "SELECT count(*) FROM journal_batch" "2"
e2e_leave

"$BIN" --store "$STORE" export --format notesini --out "$DIR/out" >/dev/null
A=$DIR/out/CN%3DA%6C%70%68%61%2FO%3DE%78%61%6D%70%6C%65/notes.ini
sed 's/^SERVER_AVAILABILITY_THRESHOLD=70\r$/SERVER_AVAILABILITY_THRESHOLD=75\r/' $F/alpha.ini > "$DIR/alpha-75.ini"
cmp "$A" "$DIR/alpha-75.ini" || fail "Alpha's NOTES.INI is not the file read with one line changed"
cmp "$DIR/out/CN%3DB%65%74%61%2FO%3DE%78%61%6D%70%6C%65/notes.ini" $F/beta.ini || fail "Beta's NOTES.INI changed"
cmp "$DIR/out/CN%3DG%61%6D%6D%61%2FO%3DE%78%61%6D%70%6C%65/notes.ini" $F/gamma.ini || fail "Gamma's NOTES.INI changed"

echo "e2e $NAME: ok"
