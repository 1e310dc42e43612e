# tests/e2e/lib/e2e.sh — what every end-to-end script shares, sourced after it sets NAME:
# BIN (absolute), DIR (a directory of the test's own under build/tmp, removed at exit), skip and
# fail, and the console on a private tmux server of its own: e2e_console starts
# wlmcon in its session w at a fixed size with a profile of the test's own (XDG_CONFIG_HOME in DIR:
# the user's KEYS cannot change F3), wait_for polls the pane with a timeout (never a sleep on the
# screen), keys types, e2e_leave ends the console with =X and checks its exit status 0.
#
# Set before sourcing: NAME (the test's name in its messages); E2E_REQUIRE=1 makes skip fail
# instead (CI sets WLMCON_REQUIRE_SAMPLES=1, so that a missing prerequisite is not a silent pass).

BIN=${WLMCON_BIN:-./wlmcon}
case $BIN in /*) ;; *) BIN=$PWD/$BIN ;; esac
mkdir -p build/tmp
DIR=$(cd "$(mktemp -d build/tmp/e2e.XXXXXX)" && pwd)
E2E_SOCK=wlmcon-$NAME-$$
E2E_SOCKDIR=${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)
E2E_SERVERS=
TM=true

e2e_cleanup() {
    for s in $E2E_SERVERS; do
        tmux -L "$s" kill-server >/dev/null 2>&1 || true
        rm -f "$E2E_SOCKDIR/$s"
    done
    rm -rf "$DIR"
}
trap e2e_cleanup EXIT

# skip WHY: exits 0 saying why the test did not run (1 when E2E_REQUIRE=1).
skip() {
    if [ "${E2E_REQUIRE:-0}" = 1 ]; then
        echo "e2e $NAME: FAILED: $1" >&2
        exit 1
    fi
    echo "e2e $NAME: skipped: $1"
    exit 0
}

# fail WHY: exits 1 saying why, with the pane's screen when a console runs.
fail() {
    echo "e2e $NAME: FAILED: $1" >&2
    if [ "$TM" != true ]; then
        echo "--- screen:" >&2
        $TM capture-pane -p -t w 2>/dev/null | sed 's/^/  | /' >&2 || true
    fi
    exit 1
}

# e2e_need_tmux: skips without tmux.
e2e_need_tmux() {
    command -v tmux >/dev/null 2>&1 || skip "tmux is not installed"
}

# e2e_tmux: a new private tmux server for the following commands ($TM). Every start of the
# console takes a server of its own: a server whose last session was killed may still hold its
# socket, and a new session on it fails ("server exited unexpectedly").
e2e_tmux() {
    E2E_N=$((${E2E_N:-0} + 1))
    TM="tmux -L $E2E_SOCK-$E2E_N -f /dev/null"
    E2E_SERVERS="$E2E_SERVERS $E2E_SOCK-$E2E_N"
}

# wait_for TEXT: waits up to 10 s for the pane to show TEXT (a fixed string), else fails.
wait_for() {
    i=0
    while [ $i -lt 100 ]; do
        if $TM capture-pane -p -t w 2>/dev/null | grep -qF -- "$1"; then
            return 0
        fi
        sleep 0.1
        i=$((i + 1))
    done
    fail "waited 10 s for '$1'"
}

# keys KEY…: tmux send-keys to the console.
keys() {
    $TM send-keys -t w "$@"
}

# screen [-e]: the pane's text (-e: with its attributes as escape sequences).
screen() {
    $TM capture-pane -p -t w "$@"
}

# e2e_console COLS ROWS TERM LANG STORE: wlmcon on STORE in session w of a new server (e2e_tmux;
# the one before is killed), in DIR, as WLMCON_USER at WLMCON_NOW; waits for the primary menu. When
# wlmcon ends the pane shows exit=STATUS.
e2e_console() {
    [ "$TM" = true ] || $TM kill-server >/dev/null 2>&1 || true
    e2e_tmux
    $TM new-session -d -s w -x "$1" -y "$2" \
        "cd '$DIR' && env TERM=$3 LANG=$4 LC_ALL= LC_CTYPE= XDG_CONFIG_HOME='$DIR/config' WLMCON_USER=$WLMCON_USER WLMCON_NOW=$WLMCON_NOW '$BIN' --store '$5'; echo exit=\$?; sleep 30"
    wait_for "Primary Option Menu"
}

# e2e_leave: =X from anywhere, and wlmcon's exit status 0.
e2e_leave() {
    keys Home "=x" Enter
    wait_for "exit=0"
}
