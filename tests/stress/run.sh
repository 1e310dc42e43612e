#!/bin/sh
# tests/stress/run.sh WLMCON BIN BENCHBIN — `make stress`: wlmcon broken on purpose, one table at the end.
#
#   fuzz      every libFuzzer harness build/fuzz/fuzz_NAME for FUZZ_SECONDS (default 300) with
#             -timeout=10 and inputs up to 1 MB (-max_len), from its committed corpus
#             tests/fuzz/corpus/NAME and the deep and long seeds of tests/fuzz/seeds.sh
#   kill      kill -9 at STRESS_KILLS (default 20) random moments of a large import, of a YAML
#             import and of an import of WebSphere classification documents, and (10 times) of an
#             MQSC and a WebSphere export: the store passes integrity_check and
#             foreign_key_check and its YAML export equals the one before or the one after; every
#             configuration file left is whole (identical to a complete export's); kill -9 of a
#             first import at five points, then an import into the same path: nothing but the
#             store and its -wal and -shm is left beside it
#   writers   two imports at once, two first imports creating the store, the console's saves
#             during an import, validate during an import: every exit 0 or 75, nothing lost, the kept validation right for its revision
#   hostile   10,000+ generated hostile values through every reader and writer and back (BIN/hostile),
#             a row per system
#   console   a resize storm, 40x10, TERM=dumb, TERM=vt100, NO_COLOR, in tmux on a private server
#
# BIN holds the drivers (hostile, saver), BENCHBIN the estate generators gen and genwas (tests/bench); the fuzz
# harnesses are in build/fuzz. Environment:
# FUZZ_SECONDS, STRESS_KILLS, STRESS_QMGRS and STRESS_QUEUES (the estate of tests/bench/gen,
# default 200 x 100), STRESS_DIR (scratch, default /dev/shm or $TMPDIR), STRESS_KEEP=1 keeps it,
# STRESS_ADD_CORPUS=1 merges the new interesting fuzz inputs into tests/fuzz/corpus/NAME.
# Exit 0 when every row passed, 1 otherwise.
set -u

[ $# -eq 3 ] || { echo "usage: run.sh WLMCON BIN BENCHBIN" >&2; exit 64; }
abspath() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
WLMCON=$(abspath "$1")
BIN=$(abspath "$2")
GEN=$(abspath "$3")/gen
GENWAS=$(abspath "$3")/genwas
SRC=$PWD
FUZZ_SECONDS=${FUZZ_SECONDS:-300}
KILLS=${STRESS_KILLS:-20}
QMGRS=${STRESS_QMGRS:-200}
QUEUES=${STRESS_QUEUES:-100}

if [ -n "${STRESS_DIR:-}" ]; then
    mkdir -p "$STRESS_DIR" && WORK=$(mktemp -d "$STRESS_DIR/wlmcon-stress.XXXXXX")
elif [ -d /dev/shm ] && [ -w /dev/shm ]; then
    WORK=$(mktemp -d /dev/shm/wlmcon-stress.XXXXXX)
else
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/wlmcon-stress.XXXXXX")
fi
TMUX_SOCK=wlmcon-stress-$$
cleanup() {
    tmux -L "$TMUX_SOCK" kill-server 2>/dev/null
    [ "${STRESS_KEEP:-0}" = 1 ] || rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
export WLMCON_USER=stress WLMCON_NOW=2026-06-01T09:00:00Z LANG=C.UTF-8 LC_ALL=C.UTF-8
ROWS=$WORK/rows
: > "$ROWS"
FAILED=0

# row NAME RUNS RESULT VERDICT: one line of the table (VERDICT pass or FAIL)
row() {
    printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >> "$ROWS"
    [ "$4" = pass ] || FAILED=1
    printf '  %-28s %s: %s\n' "$1" "$4" "$3" >&2
}

# rand N: a pseudo-random integer in [0, N) into RAND (a variable: $(rand) would run in a subshell
# and never move the seed on)
SEED=$$
rand() {
    SEED=$(( (SEED * 1103515245 + 12345) % 2147483648 ))
    RAND=$(( SEED / 65536 % $1 ))
}

# ms: milliseconds since the epoch
ms() { date +%s%3N; }

# sleep_ms N
sleep_ms() { sleep "$(awk "BEGIN { printf \"%.3f\", $1 / 1000 }")"; }

# yaml STORE: the store's content as its YAML export
yaml() { "$WLMCON" --store "$1" export --format yaml --out - 2>/dev/null; }

# integrity STORE: "ok" when SQLite finds the file and its references whole
integrity() {
    sqlite3 "$1" "PRAGMA integrity_check; PRAGMA foreign_key_check;" 2>&1 | tr '\n' ' ' | sed 's/ $//'
}

# ---- fuzz ----------------------------------------------------------------------------------------
# the corpora of harness NAME: the committed tests/fuzz/corpus/NAME (and the profile's for the
# theme's), and the deep and long seeds tests/fuzz/seeds.sh writes (inputs up to -max_len, 1 MB)
sh "$SRC/tests/fuzz/seeds.sh" "$WORK/seeds"
corpora() {
    seeds=
    [ -d "$WORK/seeds/$1" ] && seeds="$WORK/seeds/$1"
    case $1 in
    theme) echo "$SRC/tests/fuzz/corpus/theme $SRC/tests/fuzz/corpus/profile $seeds" ;;
    *) echo "$SRC/tests/fuzz/corpus/$1 $seeds" ;;
    esac
}

fuzz_one() {
    name=$1 harness=$SRC/build/fuzz/fuzz_$1
    mkdir -p "$WORK/fuzz/$name"
    # shellcheck disable=SC2046
    "$harness" -max_total_time="$FUZZ_SECONDS" -max_len=1048576 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$WORK/fuzz/$name-" "$WORK/fuzz/$name" $(corpora "$name") \
        > "$WORK/fuzz/$name.log" 2>&1
    rc=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$WORK/fuzz/$name.log")
    new=$(ls "$WORK/fuzz/$name" | wc -l)
    # a slow unit (libFuzzer's report of one input over 10 s, below the timeout) is no hang: on a
    # loaded machine a 1 MB document can take that long
    crash=$(ls "$WORK/fuzz/$name"-* 2>/dev/null | grep -v -e '-slow-unit-' | head -1)
    if [ -n "$crash" ]; then
        keep=$SRC/tests/fuzz/corpus/$name/$(basename "$crash")
        "$harness" -minimize_crash=1 -max_total_time=60 -exact_artifact_path="$keep" "$crash" \
            > "$WORK/fuzz/$name.min.log" 2>&1
        [ -s "$keep" ] || cp "$crash" "$keep"
        row "fuzz $name" "${FUZZ_SECONDS} s" "${runs:-?} inputs; $(basename "$crash") minimised into tests/fuzz/corpus/$name" FAIL
        tail -30 "$WORK/fuzz/$name.log" >&2
        return
    fi
    if [ "${STRESS_ADD_CORPUS:-0}" = 1 ]; then
        "$harness" -merge=1 "$SRC/tests/fuzz/corpus/$name" "$WORK/fuzz/$name" > "$WORK/fuzz/$name.merge.log" 2>&1
    fi
    if [ $rc -eq 0 ] && [ -n "$runs" ]; then
        row "fuzz $name" "${FUZZ_SECONDS} s" "$runs inputs, $new new in the scratch corpus; no crash, leak or hang" pass
    else
        row "fuzz $name" "${FUZZ_SECONDS} s" "libFuzzer stopped with status $rc (see its log)" FAIL
        tail -30 "$WORK/fuzz/$name.log" >&2
    fi
}

echo "wlmcon stress: work in $WORK" >&2
for h in "$SRC"/build/fuzz/fuzz_*; do
    [ -x "$h" ] && fuzz_one "$(basename "$h" | sed 's/^fuzz_//')"
done

# ---- the estate, and the stores before and after -------------------------------------------------
mkdir -p "$WORK/dumps" "$WORK/small"
"$GEN" -n "$QMGRS" -q "$QUEUES" "$WORK/dumps" > "$WORK/gen.out" || { echo "gen failed" >&2; exit 70; }
"$GEN" -n 2 -q 5 "$WORK/small" > /dev/null
"$WLMCON" --store "$WORK/before.db" import "$WORK"/small/*.mqsc > /dev/null 2>&1
yaml "$WORK/before.db" > "$WORK/before.yaml"
cp "$WORK/before.db" "$WORK/after.db"
t0=$(ms)
"$WLMCON" --store "$WORK/after.db" import "$WORK"/dumps/*.mqsc > /dev/null 2>&1
IMPORT_MS=$(( $(ms) - t0 ))
yaml "$WORK/after.db" > "$WORK/after.yaml"
OBJECTS=$(awk '{ print $2 }' "$WORK/gen.out")

# kill_run NAME N CMD…: runs CMD N times on a fresh copy of before.db ($WORK/k.db), killed with -9
# at a random moment up to one and a half times the run's length (KILL_MS); counts the outcomes:
# the YAML export of what is left is before.yaml or KILL_AFTER (default after.yaml)
kill_run() {
    name=$1 n=$2
    shift 2
    before=0 after=0 bad=0 early=0
    i=0
    while [ $i -lt "$n" ]; do
        i=$((i + 1))
        rm -f "$WORK"/k.db*
        cp "$WORK/before.db" "$WORK/k.db"
        "$@" > /dev/null 2>&1 &
        pid=$!
        rand "$KILL_MS"
        sleep_ms "$RAND"
        kill -9 "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
        [ $? -eq 137 ] || early=$((early + 1))   # not killed: it had ended
        ok=$(integrity "$WORK/k.db")
        yaml "$WORK/k.db" > "$WORK/k.yaml"
        if [ "$ok" != ok ]; then
            bad=$((bad + 1)); echo "  $name round $i: integrity: $ok" >&2
        elif cmp -s "$WORK/k.yaml" "$WORK/before.yaml"; then
            before=$((before + 1))
        elif cmp -s "$WORK/k.yaml" "${KILL_AFTER:-$WORK/after.yaml}"; then
            after=$((after + 1))
        else
            bad=$((bad + 1)); echo "  $name round $i: content is neither before nor after" >&2
        fi
    done
    verdict=pass
    [ $bad -eq 0 ] || verdict=FAIL
    row "$name" "$n kills" "store intact: $before as before, $after as after ($early ended first), $bad damaged" $verdict
}

KILL_MS=$(( IMPORT_MS * 3 / 2 + 1 ))   # a run is slower on a busy machine: some land after the commit
kill_run "kill -9 import" "$KILLS" "$WLMCON" --store "$WORK/k.db" import "$WORK"/dumps/*.mqsc
cp "$WORK/after.yaml" "$WORK/doc.yaml"
cp "$WORK/before.db" "$WORK/y.db"
t0=$(ms)
"$WLMCON" --store "$WORK/y.db" import "$WORK/doc.yaml" > /dev/null 2>&1
KILL_MS=$(( ($(ms) - t0) * 3 / 2 + 1 ))
kill_run "kill -9 YAML import" "$KILLS" "$WLMCON" --store "$WORK/k.db" import "$WORK/doc.yaml"

# ---- WebSphere: kill -9 of the import of classification documents, and of their export --------
# STRESS_QMGRS / 10 servers of genwas (102 objects each, ten to a node, one cell), each document
# imported with the --was-server its file name gives, into a copy of before.db
"$GENWAS" -n "$(( QMGRS / 10 > 0 ? QMGRS / 10 : 1 ))" "$WORK/was" > /dev/null || { echo "genwas failed" >&2; exit 70; }
set --
for f in "$WORK"/was/*.xml; do
    b=${f##*/} && b=${b%.xml}
    set -- "$@" --was-server "$(echo "$b" | tr . /)" "$f"
done
cp "$WORK/before.db" "$WORK/was.db"
t0=$(ms)
"$WLMCON" --store "$WORK/was.db" import "$@" > /dev/null 2>&1
KILL_MS=$(( ($(ms) - t0) * 3 / 2 + 1 ))
yaml "$WORK/was.db" > "$WORK/was-after.yaml"
KILL_AFTER=$WORK/was-after.yaml
kill_run "kill -9 WebSphere import" "$KILLS" "$WLMCON" --store "$WORK/k.db" import "$@"
KILL_AFTER=
set --

# ---- kill -9 of a first import, then an import into the same path --------------------------------
# killed at a tenth, three, five, seven and nine tenths of its length: the temporary store it was
# building (.k.db.PID.XXXXXX and its -wal, -shm) is removed by the next import, which says so, and
# nothing but the store and its -wal and -shm is left beside it
mkdir -p "$WORK/first"
t0=$(ms)
"$WLMCON" --store "$WORK/first/k.db" import "$WORK"/dumps/*.mqsc > /dev/null 2>&1
FIRST_MS=$(( $(ms) - t0 + 1 ))
clean=0 said=0 stray=0 failed=0 i=0
while [ $i -lt 5 ]; do
    rm -rf "$WORK/first" && mkdir -p "$WORK/first"
    "$WLMCON" --store "$WORK/first/k.db" import "$WORK"/dumps/*.mqsc > /dev/null 2>&1 &
    pid=$!
    sleep_ms $(( FIRST_MS * (2 * i + 1) / 10 ))
    kill -9 "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    i=$((i + 1))
    if ! "$WLMCON" --store "$WORK/first/k.db" import "$WORK"/small/*.mqsc > /dev/null 2> "$WORK/first.err"; then
        failed=$((failed + 1)); continue
    fi
    grep -q 'removed .* that a killed wlmcon left beside store' "$WORK/first.err" && said=$((said + 1))
    extra=$(ls -A "$WORK/first" | grep -v -x -e 'k.db' -e 'k.db-wal' -e 'k.db-shm' | wc -l)
    if [ "$extra" -eq 0 ]; then clean=$((clean + 1)); else stray=$((stray + 1)); ls -A "$WORK/first" >&2; fi
done
verdict=pass
[ $stray -eq 0 ] && [ $failed -eq 0 ] || verdict=FAIL
row "kill -9 first import" "5 kills" "next import: $clean clean beside the store ($said said what it removed), $stray with other files, $failed failed" $verdict

# ---- kill -9 of an export ------------------------------------------------------------------------
# export_kills NAME FORMAT STORE: 10 exports of STORE in FORMAT killed at random; every file left
# (in the directory and the directories under it) must be identical to the same file of a
# complete export, and the temporary files the kills left (EXPORT_TEMP_PREFIX) are removed by the
# next export once they are old enough; sets EXPORT_MS to the length of a complete export
export_kills() {
    name=$1 fmt=$2 store=$3
    rm -rf "$WORK/ref" "$WORK/ref2"
    "$WLMCON" --store "$store" export --format "$fmt" --out "$WORK/ref" > /dev/null 2>&1
    t0=$(ms)
    "$WLMCON" --store "$store" export --format "$fmt" --out "$WORK/ref2" > /dev/null 2>&1
    EXPORT_MS=$(( $(ms) - t0 + 1 ))
    whole=0 partial=0 temps=0 i=0
    while [ $i -lt 10 ]; do
        i=$((i + 1))
        rm -rf "$WORK/out"
        "$WLMCON" --store "$store" export --format "$fmt" --out "$WORK/out" > /dev/null 2>&1 &
        pid=$!
        rand "$EXPORT_MS"
        sleep_ms "$RAND"
        kill -9 "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
        [ -d "$WORK/out" ] || continue
        for f in $(cd "$WORK/out" && find . -type f ! -name '.*'); do
            if cmp -s "$WORK/out/$f" "$WORK/ref/$f"; then whole=$((whole + 1)); else partial=$((partial + 1)); fi
        done
        temps=$((temps + $(find "$WORK/out" -type f -name '.wlmcon-tmp.*' | wc -l)))
    done
    # the temporary files left are removed by the next export once they are old enough
    mkdir -p "$WORK/out"
    find "$WORK/out" -type f -name '.wlmcon-tmp.*' -exec touch -d '20 minutes ago' {} + 2>/dev/null
    "$WLMCON" --store "$store" export --format "$fmt" --out "$WORK/out" > /dev/null 2> "$WORK/sweep.err"
    left=$(find "$WORK/out" -name '.*' | wc -l)
    verdict=pass
    [ $partial -eq 0 ] && [ "$left" -eq 0 ] || verdict=FAIL
    row "$name" "10 kills" "$whole files left, all whole; $partial partial; $temps temporary files left, $left after the next export" $verdict
}
export_kills "kill -9 WebSphere export" was "$WORK/was.db"
export_kills "kill -9 MQSC export" mqsc "$WORK/after.db"

# ---- two writers ---------------------------------------------------------------------------------
# two imports of different queue managers at once, rounds times: each 0 or 75, and what said 0 is there
writers_round() {
    a=$1 b=$2 store=$3
    "$WLMCON" --store "$store" import "$a" > /dev/null 2>&1 &
    pa=$!
    "$WLMCON" --store "$store" import "$b" > /dev/null 2>&1 &
    pb=$!
    wait $pa; ra=$?
    wait $pb; rb=$?
    content=$(yaml "$store")
    for r in "$ra:$a" "$rb:$b"; do
        rc=${r%%:*} qm=$(basename "${r#*:}" .mqsc)
        case $rc in
        0) echo "$content" | grep -q "^- \"name\": \"$qm\"" && W_OK=$((W_OK + 1)) || W_LOST=$((W_LOST + 1)) ;;
        75) W_BUSY=$((W_BUSY + 1)) ;;
        *) W_BAD=$((W_BAD + 1)) ;;
        esac
    done
}
W_OK=0 W_BUSY=0 W_LOST=0 W_BAD=0
i=0
while [ $i -lt 10 ]; do
    i=$((i + 1))
    cp "$WORK/before.db" "$WORK/w.db"
    writers_round "$WORK/dumps/QM00003.mqsc" "$WORK/dumps/QM00004.mqsc" "$WORK/w.db"
done
verdict=pass
[ $W_LOST -eq 0 ] && [ $W_BAD -eq 0 ] || verdict=FAIL
row "two imports at once" "10 rounds" "$W_OK committed, $W_BUSY busy (75), $W_LOST lost, $W_BAD other exits" $verdict
W_OK=0 W_BUSY=0 W_LOST=0 W_BAD=0
i=0
while [ $i -lt 10 ]; do
    i=$((i + 1))
    rm -f "$WORK"/c.db*
    writers_round "$WORK/dumps/QM00005.mqsc" "$WORK/dumps/QM00006.mqsc" "$WORK/c.db"
done
verdict=pass
[ $W_LOST -eq 0 ] && [ $W_BAD -eq 0 ] && [ $W_BUSY -eq 0 ] || verdict=FAIL
row "two first imports" "10 rounds" "$W_OK committed into the one store created, $W_BUSY busy, $W_LOST lost" $verdict

# an import and the console's saves at once: each save commits, is busy or is refused as stale,
# and the store ends as the import left it with at most the last save's DESCR on top (no lost update)
norm() { sed 's/"descr": "saved [0-9]*"/"descr": "Benchmark queue manager 00001"/'; }
norm < "$WORK/after.yaml" > "$WORK/after.norm"
S_OK=0 S_BUSY=0 S_STALE=0 S_LOST=0 S_BAD=0 i=0
while [ $i -lt 5 ]; do
    i=$((i + 1))
    cp "$WORK/before.db" "$WORK/s.db"
    "$WLMCON" --store "$WORK/s.db" import "$WORK"/dumps/*.mqsc > /dev/null 2>&1 &
    pid=$!
    line=$("$BIN/saver" "$WORK/s.db" QM00001 30) || S_BAD=$((S_BAD + 1))
    wait $pid
    irc=$?
    set -- $line
    S_OK=$((S_OK + $2)) S_BUSY=$((S_BUSY + $4)) S_STALE=$((S_STALE + $6))
    if [ $irc -eq 0 ]; then
        yaml "$WORK/s.db" | norm | cmp -s - "$WORK/after.norm" || { S_LOST=$((S_LOST + 1)); echo "  saves: round $i lost an update" >&2; }
    elif [ $irc -ne 75 ]; then
        S_BAD=$((S_BAD + 1))
    fi
done
verdict=pass
[ $S_LOST -eq 0 ] && [ $S_BAD -eq 0 ] || verdict=FAIL
row "import and console saves" "5 x 30 saves" "$S_OK saved, $S_BUSY busy, $S_STALE refused as stale, $S_LOST lost updates, $S_BAD failures" $verdict

# validate during an import: the kept result is that of the revision it carries
kept() { sqlite3 "$1" "SELECT revision, errors, warnings, infos FROM validation" 2>/dev/null; }
revision() { sqlite3 "$1" "SELECT value FROM meta WHERE key = 'revision'"; }
fresh() {   # the counts of a validation of a copy of store $1, with the revision
    cp "$1" "$WORK/f.db"
    "$WLMCON" --store "$WORK/f.db" validate > /dev/null 2>&1
    kept "$WORK/f.db"
}
cp "$WORK/before.db" "$WORK/v0.db"
BEFORE_VAL=$(fresh "$WORK/v0.db")
right=0 stale=0 wrong=0 i=0
while [ $i -lt 6 ]; do
    i=$((i + 1))
    cp "$WORK/before.db" "$WORK/v.db"
    "$WLMCON" --store "$WORK/v.db" import "$WORK"/dumps/*.mqsc > /dev/null 2>&1 &
    pid=$!
    rand "$IMPORT_MS"
    sleep_ms "$RAND"
    "$WLMCON" --store "$WORK/v.db" validate > /dev/null 2> "$WORK/v.err"
    vrc=$?
    wait $pid
    irc=$?
    got=$(kept "$WORK/v.db")
    case "$vrc:$irc" in 0:0 | 1:0 | 75:0 | 0:75 | 1:75) ;; *) wrong=$((wrong + 1)); continue ;; esac
    if [ -z "$got" ]; then                          # validate found the store busy when keeping
        [ $vrc -eq 75 ] && right=$((right + 1)) || wrong=$((wrong + 1))
        continue
    fi
    now=$(fresh "$WORK/v.db")
    if [ "${got%%|*}" = "${now%%|*}" ]; then       # current: the counts of this store
        [ "$got" = "$now" ] && right=$((right + 1)) || { wrong=$((wrong + 1)); echo "  validate: $got, now $now" >&2; }
    elif [ "$got" = "$BEFORE_VAL" ]; then           # of the store before the import: shown stale
        stale=$((stale + 1))
    else
        wrong=$((wrong + 1)); echo "  validate: kept $got, neither $BEFORE_VAL nor $now" >&2
    fi
done
verdict=pass
[ $wrong -eq 0 ] || verdict=FAIL
row "validate during an import" "6 rounds" "$right current and right, $stale of the earlier revision (shown stale), $wrong wrong" $verdict

# ---- hostile values ------------------------------------------------------------------------------
# one line of counts per system ("mq: values …", "was: values …"), one row each
mkdir -p "$WORK/hostile"
"$BIN/hostile" "$WORK/hostile" 10000 > "$WORK/hostile.out" 2> "$WORK/hostile.err"
hrc=$?
[ -s "$WORK/hostile.out" ] || echo "none: hostile printed nothing (status $hrc)" > "$WORK/hostile.out"
while IFS= read -r line; do
    sys=${line%%:*}
    case $line in
    *" refused-without 0 "*" changed 0 extra 0;"*"(unnamed 0)"*" lost 0") verdict=pass ;;
    *) verdict=FAIL ;;
    esac
    row "hostile values $sys" "every reader, writer" "${line#*: }" $verdict
done < "$WORK/hostile.out"
[ $hrc -eq 0 ] || head -40 "$WORK/hostile.err" >&2

# ---- the console in tmux -------------------------------------------------------------------------
T="tmux -L $TMUX_SOCK"
# a session that outlives the cases: a server whose last session ended exits, and a new session
# started meanwhile fails ("server exited unexpectedly")
$T new-session -d -s keep "sleep 3600"
# console_start NAME COLS ROWS ENV…: wlmcon on the small store in a new tmux session NAME
console_start() {
    name=$1 cols=$2 rows=$3
    shift 3
    rm -f "$WORK/$name.rc" "$WORK/$name.err"
    $T new-session -d -s "$name" -x "$cols" -y "$rows" \
        "env $* '$WLMCON' --store '$WORK/before.db' 2> '$WORK/$name.err'; echo \$? > '$WORK/$name.rc'; sleep 1"
    sleep 1
}
# screen_has NAME TEXT: whether the pane shows TEXT within 10 s (polled: a busy machine draws late)
screen_has() {
    for _ in $(seq 50); do
        $T capture-pane -p -t "$1" 2>/dev/null | grep -q "$2" && return 0
        sleep 0.2
    done
    return 1
}
# console_end NAME: leaves with X on the primary menu; prints the exit status (or "hung")
console_end() {
    $T send-keys -t "$1" X Enter 2>/dev/null; sleep 0.5
    [ -s "$WORK/$1.rc" ] || $T send-keys -t "$1" F3 2>/dev/null
    for _ in $(seq 50); do [ -s "$WORK/$1.rc" ] && break; sleep 0.2; done
    cat "$WORK/$1.rc" 2>/dev/null || echo hung
}
MENU="Primary Option Menu"
console_case() {   # NAME DETAIL OK: a row from what was seen
    if [ "$3" = 1 ]; then row "console $1" "tmux" "$2" pass; else row "console $1" "tmux" "$2" FAIL; fi
}

console_start storm 80 24 TERM=xterm-256color
i=0
while [ $i -lt 200 ]; do
    i=$((i + 1))
    rand 190; cols=$((10 + RAND))
    rand 57; lines=$((3 + RAND))
    $T resize-window -t storm -x $cols -y $lines 2>/dev/null
    rand 10; sleep_ms $((2 + RAND))
done
$T resize-window -t storm -x 80 -y 24; sleep 1
seen=0; screen_has storm "$MENU" && seen=1
rc=$(console_end storm)
console_case "resize storm" "200 resizes from 10x3 to 200x60: menu redrawn at 80x24 ($seen), exit $rc" \
    "$([ $seen = 1 ] && [ "$rc" = 0 ] && echo 1)"

console_start tiny 40 10 TERM=xterm-256color
small=0; screen_has tiny "at least 80x24" && small=1
$T resize-window -t tiny -x 80 -y 24; sleep 1
seen=0; screen_has tiny "$MENU" && seen=1
rc=$(console_end tiny)
console_case "40x10" "says it needs 80x24 ($small), draws the menu once resized ($seen), exit $rc" \
    "$([ $small = 1 ] && [ $seen = 1 ] && [ "$rc" = 0 ] && echo 1)"

console_start dumb 80 24 TERM=dumb
rc=$(console_end dumb)
msg=$(cat "$WORK/dumb.err" 2>/dev/null)
console_case "TERM=dumb" "exit $rc: $msg" "$([ "$rc" = 70 ] && echo "$msg" | grep -q 'place the cursor' && echo 1)"

for name in vt100 no_color; do
    if [ $name = vt100 ]; then console_start $name 80 24 TERM=vt100; else console_start $name 80 24 NO_COLOR=1; fi
    seen=0; screen_has $name "$MENU" && seen=1
    rc=$(console_end $name)
    console_case "$( [ $name = vt100 ] && echo TERM=vt100 || echo NO_COLOR=1)" "menu drawn ($seen), exit $rc" \
        "$([ $seen = 1 ] && [ "$rc" = 0 ] && echo 1)"
done

# ---- the table -----------------------------------------------------------------------------------
echo
echo "wlmcon stress ($OBJECTS objects in $QMGRS queue managers; import ${IMPORT_MS} ms, export ${EXPORT_MS} ms)"
awk -F '\t' '
    { n[NR] = $1; r[NR] = $2; x[NR] = $3; v[NR] = $4; if (length($1) > w1) w1 = length($1); if (length($2) > w2) w2 = length($2) }
    END {
        printf "| %-" w1 "s | %-" w2 "s | %-4s | %s\n", "run", "size", "    ", "result"
        for (i = 1; i <= NR; i++) printf "| %-" w1 "s | %-" w2 "s | %-4s | %s\n", n[i], r[i], v[i], x[i]
    }' "$ROWS"
exit $FAILED
