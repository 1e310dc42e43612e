#!/bin/sh
# tests/bench/run.sh WLMCON BENCHBIN — `make bench`: import, validate, export and the console on a
# synthetic estate, beside the yardstick of the import (the sqlite3 tool loading one row per object
# from a CSV file), measured in the same run, printed as one table. See tests/bench/README.md for
# what each figure means.
#
# Environment: BENCH_SIZES (queue managers, or WLM service definitions, per estate, default "1000
# 10000"; OpenTP1 nodes and WebSphere servers: a tenth of it), BENCH_SHAPE (one or more of lean,
# full, wlm, tp1 and was, default lean tp1 was; or route alone: the MQ
# workload engine's lines, tests/bench/route.sh), BENCH_QUEUES (cluster queues per queue manager, default 100),
# BENCH_RUNS (runs of each timed step, default 3; the median is printed), BENCH_DETAIL (1 adds the
# load of wlmcon's own tables by sqlite3, vsplit and listbench after the table), BENCH_DIR (work
# directory, default a new one in /dev/shm when it has room, else in $TMPDIR or /tmp; removed at
# the end unless BENCH_KEEP=1).
set -eu

[ $# -eq 2 ] || { echo "usage: run.sh WLMCON BENCHBIN" >&2; exit 64; }
abspath() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
WLMCON=$(abspath "$1")
BIN=$(abspath "$2")
SIZES=${BENCH_SIZES:-1000 10000}
SHAPES=${BENCH_SHAPE:-lean tp1 was}
DETAIL=${BENCH_DETAIL:-0}
# route: the MQ workload engine's lines only (tests/bench/route.sh)
[ "$SHAPES" = route ] && exec sh "$(dirname "$0")/route.sh" "$WLMCON" "$BIN"
for shape in $SHAPES; do
    case $shape in lean | full | wlm | tp1 | was) ;; *) echo "bench: BENCH_SHAPE: lean, full, wlm, tp1 or was, not $shape" >&2; exit 64 ;; esac
done
QUEUES=${BENCH_QUEUES:-100}
RUNS=${BENCH_RUNS:-3}

# ---- work directory ----------------------------------------------------------------------------
# the full estate at N=10000 needs about 10 GB at its peak (dumps, the store and its copy, the
# CSV file and the yardstick's database, an export)
free_gb() { df -Pk "$1" 2>/dev/null | awk 'NR == 2 { print int($4 / 1048576) }'; }
if [ -n "${BENCH_DIR:-}" ]; then
    mkdir -p "$BENCH_DIR"
    WORK=$(mktemp -d "$BENCH_DIR/wlmcon-bench.XXXXXX")
elif [ -d /dev/shm ] && [ "$(free_gb /dev/shm)" -ge 8 ] 2>/dev/null; then
    WORK=$(mktemp -d /dev/shm/wlmcon-bench.XXXXXX)
else
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/wlmcon-bench.XXXXXX")
fi
[ "${BENCH_KEEP:-0}" = 1 ] || trap 'rm -rf "$WORK"' EXIT INT TERM
export WLMCON_USER=bench WLMCON_NOW=2026-06-01T09:00:00Z LANG=C.UTF-8 LC_ALL=C.UTF-8

have_sqlite3=0
command -v sqlite3 >/dev/null 2>&1 && have_sqlite3=1
have_export=0
"$WLMCON" --help 2>&1 | grep -q '^ *export ' && have_export=1

# ---- measuring ---------------------------------------------------------------------------------
# measure OUT ERR CMD… : one run through runit; sets M_WALL M_CPU M_RSS (KiB) M_RC.
measure() {
    set -- $("$BIN/runit" "$@")
    M_WALL=$1 M_CPU=$(awk "BEGIN { printf \"%.3f\", $2 + $3 }") M_RSS=$4 M_RC=$5
}

# median of the numbers on standard input
median() { sort -g | awk '{ v[NR] = $1 } END { print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# calc EXPR: awk arithmetic, printed with the format given as $2 (default %.2f)
calc() { awk "BEGIN { printf \"${2:-%.2f}\", $1 }"; }

fail() { echo "bench: $*" >&2; exit 1; }

# ---- the table ---------------------------------------------------------------------------------
# One line per step: the shape and size of the estate, the step, the median, min and max CPU time
# (user + system) of its runs, the median wall time, objects per CPU second, the largest peak
# resident set, that per object, the ratio to the step's yardstick (import: the sqlite3 load;
# validate and export: the 200,000 objects/s goal; console: the goal in ms; growth: the time's
# growth over the objects') and the goal. The console's lines give milliseconds per screen.
COLS='%-5s %10s  %-28s %8s %8s %8s %8s %10s %9s %8s %7s  %s\n'
header() {
    # shellcheck disable=SC2059
    printf "$COLS" shape N step "cpu med" min max "wall med" "objects/s" "peak MiB" "B/object" ratio goal
}
line() {
    # shellcheck disable=SC2059
    printf "$COLS" "$SHAPE" "$N" "$@"
}

# stats FILE: from its lines "wall cpu rss_kib" (one per run) sets S_MED S_MIN S_MAX (cpu s),
# S_WALL (median wall s) and S_RSS (largest peak, KiB)
stats() {
    S_MED=$(awk '{ print $2 }' "$1" | median)
    S_MIN=$(awk '{ print $2 }' "$1" | sort -g | head -1)
    S_MAX=$(awk '{ print $2 }' "$1" | sort -g | tail -1)
    S_WALL=$(awk '{ print $1 }' "$1" | median)
    S_RSS=$(awk '{ print $3 }' "$1" | sort -n | tail -1)
}

# step_row LABEL FILE RATIO GOAL: the line of a timed step
step_row() {
    stats "$2"
    line "$1" "$(calc "$S_MED" %.3f)" "$(calc "$S_MIN" %.3f)" "$(calc "$S_MAX" %.3f)" "$(calc "$S_WALL" %.3f)" \
         "$(calc "$OBJECTS / ($S_MED > 0 ? $S_MED : 0.001)" %.0f)" "$(calc "$S_RSS / 1024" %.1f)" \
         "$(calc "$S_RSS * 1024 / $OBJECTS" %.0f)" "$3" "$4"
}

# goal_ratio CPU: CPU time over the time the 200,000 objects/s goal allows for the estate
goal_ratio() { calc "$1 / ($OBJECTS / 200000)" x%.2f; }

# run_step FILE CMD…: runs CMD BENCH_RUNS times under runit, appending "wall cpu rss" to FILE
# (the output in $STEP_OUT, the errors in $STEP_ERR); fails on a status other than 0
run_step() {
    f=$1
    shift
    : > "$f"
    r=1
    while [ "$r" -le "$RUNS" ]; do
        [ -z "${BEFORE_RUN:-}" ] || eval "$BEFORE_RUN"
        measure "$STEP_OUT" "$STEP_ERR" "$@"
        [ "$M_RC" = 0 ] || { tail -n 5 "$STEP_ERR" "$STEP_OUT" >&2; fail "$* failed (status $M_RC)"; }
        echo "$M_WALL $M_CPU $M_RSS" >> "$f"
        r=$((r + 1))
    done
}

# ---- the yardstick ---------------------------------------------------------------------------
# The sqlite3 tool loads the CSV file gen wrote (one row per object, 15 columns) into one STRICT
# table with PRIMARY KEY(qmgr, kind, name), in WAL mode, in a new file: `.import` of the plain
# kind, timed from the tool's start to its end. The attribute columns are ANY: an object without
# the attribute has '' there (`.import` writes no NULL), which no INTEGER column of a STRICT table
# takes.
yard_script() {
    # the columns are the CSV file's header: the first three (top-level object, name, kind) the key
    head -1 "$1" | awk -F, -v csv="$1" '{
        printf "PRAGMA journal_mode = WAL;\nCREATE TABLE object("
        for (i = 1; i <= NF; i++) printf "%s%s %s", (i > 1 ? ", " : ""), $i, (i <= 3 ? "TEXT NOT NULL" : "ANY")
        printf ", PRIMARY KEY (%s, %s, %s)) STRICT;\n.import --csv --skip 1 %s object\n", $1, $3, $2, csv }'
}

# The former reference (BENCH_DETAIL=1): wlmcon's own schema, loaded by sqlite3 from CSV files of
# the rows wlmcon stored (NULL written as @NULL@), in one transaction with foreign keys on.
ref_prepare() {
    rs=$1 rd=$2
    mkdir -p "$rd/csv"
    {
        echo "PRAGMA journal_mode = WAL;"
        sqlite3 "$rs" "PRAGMA application_id; PRAGMA user_version" |
            awk 'NR == 1 { print "PRAGMA application_id = " $1 ";" } NR == 2 { print "PRAGMA user_version = " $1 ";" }'
        sqlite3 "$rs" .schema | grep -v '^CREATE TABLE sqlite_sequence'
    } > "$rd/init.sql"
    tables=$(sqlite3 "$rs" "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY rowid")
    {
        echo "PRAGMA foreign_keys = ON;"
        echo "PRAGMA temp_store = MEMORY;"
        echo "BEGIN;"
        for t in $tables; do
            [ "$(sqlite3 "$rs" "SELECT count(*) FROM \"$t\"")" -gt 0 ] || continue
            sqlite3 -csv -header -cmd '.nullvalue @NULL@' "$rs" "SELECT * FROM \"$t\"" > "$rd/csv/$t.csv"
            echo ".import --csv --schema temp $rd/csv/$t.csv s_$t"
            sqlite3 "$rs" "SELECT 'INSERT INTO main.\"$t\" SELECT ' ||
                group_concat('nullif(\"' || name || '\", ''@NULL@'')', ', ') || ' FROM temp.\"s_$t\";'
                FROM pragma_table_info('$t')"
            echo "DROP TABLE temp.\"s_$t\";"
        done
        echo "COMMIT;"
    } > "$rd/load.sql"
}

# ---- one estate --------------------------------------------------------------------------------
bench_size() {
    dir=$WORK/$SHAPE$N
    mkdir -p "$dir"
    est=$dir/estate
    STEP_OUT=$dir/step.out STEP_ERR=$dir/step.err
    if [ "$SHAPE" = wlm ]; then
        set -- $("$BIN/genwlm" -n "$N" -c "$dir/objects.csv" "$est")
        SUFFIX=xml WHAT="service definitions" FORMATS="wlmxml yaml"
    elif [ "$SHAPE" = tp1 ]; then
        # a tenth as many OpenTP1 nodes as queue managers: 17 objects and 14 files each
        set -- $("$BIN/gentp1" -n "$((N / 10 > 0 ? N / 10 : 1))" -c "$dir/objects.csv" "$est")
        SUFFIX= WHAT="node directories" FORMATS="tp1def yaml"
    elif [ "$SHAPE" = was ]; then
        # a tenth as many WebSphere servers as queue managers: 102 objects each
        set -- $("$BIN/genwas" -n "$((N / 10 > 0 ? N / 10 : 1))" -c "$dir/objects.csv" "$est")
        SUFFIX=xml WHAT="classification documents" FORMATS="was yaml"
    else
        set -- $("$BIN/gen" -n "$N" -q "$QUEUES" -s "$SHAPE" -c "$dir/objects.csv" "$est")
        SUFFIX=mqsc WHAT=dumps FORMATS="mqsc yaml"
    fi
    FILES=$1 OBJECTS=$2
    echo "$SHAPE N=$N: $FILES $WHAT, $OBJECTS objects, $3 lines, $(calc "$4 / 1e6" %.1f) MB" >> "$WORK/estates"

    store=$dir/store.db yard=$dir/yard.db
    yard_script "$dir/objects.csv" > "$dir/yard.sql"
    : > "$dir/import"; : > "$dir/yard"; : > "$dir/pairs"
    r=1
    while [ "$r" -le "$RUNS" ]; do
        rm -f "$store" "$store-wal" "$store-shm"
        if [ "$SHAPE" = tp1 ]; then
            set --
            for d in "$est"/node*; do set -- "$@" --node "${d##*/}" "$d"; done
        elif [ "$SHAPE" = was ]; then
            # CELL.NODE.server.xml: imported with --was-server CELL/NODE/server
            set --
            for f in "$est"/*.xml; do
                b=${f##*/} && b=${b%.xml}
                set -- "$@" --was-server "$(echo "$b" | tr . /)" "$f"
            done
        else
            set -- "$est"/*.$SUFFIX
        fi
        measure "$STEP_OUT" "$STEP_ERR" "$WLMCON" --store "$store" import "$@"
        [ "$M_RC" = 0 ] || { tail -n 5 "$STEP_ERR" >&2; fail "import failed (status $M_RC)"; }
        echo "$M_WALL $M_CPU $M_RSS" >> "$dir/import"
        ic=$M_CPU
        if [ "$have_sqlite3" = 1 ]; then
            rm -f "$yard" "$yard-wal" "$yard-shm"
            measure "$STEP_OUT" "$STEP_ERR" sqlite3 "$yard" ".read $dir/yard.sql"
            { [ "$M_RC" = 0 ] && [ ! -s "$STEP_ERR" ]; } || { head -5 "$STEP_ERR" >&2; fail "the sqlite3 load failed"; }
            echo "$M_WALL $M_CPU $M_RSS" >> "$dir/yard"
            calc "$ic / $M_CPU" %.3f >> "$dir/pairs"; echo >> "$dir/pairs"
        fi
        r=$((r + 1))
    done
    if [ "$have_sqlite3" = 1 ]; then
        [ "$(sqlite3 "$yard" 'SELECT count(*) FROM object')" = "$OBJECTS" ] ||
            fail "the yardstick holds $(sqlite3 "$yard" 'SELECT count(*) FROM object') rows, not $OBJECTS"
        ratio=$(grep . "$dir/pairs" | median)
        step_row "import" "$dir/import" "x$(calc "$ratio")" "at most x2 the yardstick (cpu, pair by pair)"
        eval "IMPORT_${SHAPE}_$N=\"$S_MED $S_RSS\""
        step_row "yardstick: sqlite3 .import" "$dir/yard" "x1.00" \
                 "one STRICT table, $(du -k "$yard" | awk '{ printf "%.0f", $1 / 1024 }') MB; store $(du -k "$store" | awk '{ printf "%.0f", $1 / 1024 }') MB"
    else
        step_row "import" "$dir/import" "-" "the sqlite3 tool is not installed (make deps)"
        eval "IMPORT_${SHAPE}_$N=\"$S_MED $S_RSS\""
    fi
    rm -f "$yard" "$yard-wal" "$yard-shm" "$dir/objects.csv"
    if [ "$DETAIL" = 1 ] && [ "$have_sqlite3" = 1 ]; then
        ref_prepare "$store" "$dir/ref"
        BEFORE_RUN='rm -f "$dir/ref.db"*; sqlite3 "$dir/ref.db" < "$dir/ref/init.sql" > /dev/null'
        run_step "$dir/refload" sqlite3 "$dir/ref.db" ".read $dir/ref/load.sql"
        BEFORE_RUN=
        step_row "  sqlite3: wlmcon's tables" "$dir/refload" "-" "the former yardstick: the store's own schema and rows"
        rm -rf "$dir/ref" "$dir/ref.db"*
    fi

    # validate: every run on a copy of the imported store (a run keeps its result in the store)
    BEFORE_RUN='cp "$store" "$dir/val.db"'
    run_step "$dir/validate" "$WLMCON" --store "$dir/val.db" validate --all
    BEFORE_RUN=
    rm -f "$dir/val.db"*
    stats "$dir/validate"
    step_row "validate" "$dir/validate" "$(goal_ratio "$S_MED")" \
             "200,000 objects/s, 1024 B/object; $(tail -1 "$STEP_OUT")"
    eval "VALIDATE_${SHAPE}_$N=\"$S_MED $S_RSS\""
    if [ "$DETAIL" = 1 ]; then
        for how in params values; do
            measure "$dir/split.out" "$dir/split.err" "$BIN/vsplit" "$store" "$how"
            [ "$M_RC" = 0 ] || { cat "$dir/split.err" >&2; fail "vsplit failed"; }
            set -- $(cat "$dir/split.out")
            echo "$SHAPE N=$N vsplit $how: load $1 s, rules $2 s, summary $3 s; policy $(calc "$6 * 1024 / $OBJECTS" %.0f) B/object, peak $(calc "$M_RSS / 1024" %.1f) MiB" >> "$WORK/detail"
        done
    fi

    if [ "$have_export" = 1 ]; then
        for fmt in $FORMATS; do
            BEFORE_RUN='rm -rf "$dir/export"; mkdir "$dir/export"'
            run_step "$dir/exp" "$WLMCON" --store "$store" export --format "$fmt" --out "$dir/export"
            BEFORE_RUN=
            stats "$dir/exp"
            step_row "export --format $fmt" "$dir/exp" "$(goal_ratio "$S_MED")" \
                     "200,000 objects/s, flat memory; $(du -sk "$dir/export" | awk '{ printf "%.0f MB written", $1 / 1024 }')"
            eval "EXPORT_${fmt}_${SHAPE}_$N=\"$S_MED $S_RSS\""
            rm -rf "$dir/export"
        done
    fi

    case $SHAPE in wlm | tp1 | was) ;; *) console_bench "$store" ;; esac   # MQ400's LOCATE and F8 only
    rm -rf "$est" "$store" "$store-wal" "$store-shm"
}

# ---- the console -------------------------------------------------------------------------------
# As a user at an 80x24 terminal: start on the store the import made, until the primary menu is
# drawn; `=2.2` ENTER to the cluster queue instance list (MQ400, N x Q rows); then 10 times: type
# LOCATE and a queue name (the names spread over the whole list), ENTER, and 5 times F8. Every run
# of ptyrun appends its "LABEL MS BYTES" lines to $WORK/keys; key_row sums them up per label.

# locate_name I N Q: the I-th (0-9) of 10 queue names spread over the list of gen's estate (the
# groups of four queue managers that share APP.Gggggg.Qqqqqq, in order)
locate_name() {
    if [ "$3" -lt 2 ]; then echo APP.COMMON.REQ; return; fi
    awk -v i="$1" -v n="$2" -v q="$3" 'BEGIN {
        groups = int((n - 1) / 4) + 1
        printf "APP.G%05d.Q%05d\n", int((i * groups + groups / 2) / 10), 1 + (i * 37) % (q - 1) }'
}

# key_row TEXT LABEL GOAL_MS: the line of the screens of LABEL (median, min, max ms over every
# screen of that kind in all runs; the notes say how many and how many were over the goal)
key_row() {
    set -- "$1" $(awk -v l="$2" '$1 == l { print $2 }' "$WORK/keys" | sort -g | awk -v goal="$3" '
        { v[NR] = $1; over += $1 > goal }
        END { if (!NR) { print "- - - 0 0"; exit }
              med = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
              printf "%.2f %.2f %.2f %d %d\n", med, v[1], v[NR], NR, over }') "$3"
    line "$1" "$2" "$3" "$4" "" "" "" "" "$(calc "$2 / $7" x%.2f)" \
         "$7 ms a screen; $5 screens, $([ "$6" = 0 ] && echo "all under" || echo "$6 over")"
}

console_bench() {
    store=$1
    set -- -w "Primary Option Menu" "open='=2.2'+ENTER=Cluster Queue Instances"
    i=0
    while [ "$i" -lt 10 ]; do
        set -- "$@" "type='LOCATE $(locate_name "$i" "$N" "$QUEUES")'" locate=ENTER F8=F8 F8=F8 F8=F8 F8=F8 F8=F8
        i=$((i + 1))
    done
    : > "$WORK/keys"
    r=1
    while [ "$r" -le "$RUNS" ]; do
        "$BIN/ptyrun" "$@" -- "$WLMCON" --store "$store" > "$WORK/pty.out" ||
            { cat "$WORK/pty.out" >&2; fail "the console did not draw the primary menu, MQ400 or a key's screen"; }
        # a LOCATE that went nowhere (a message only) writes a few dozen bytes, a new page hundreds
        awk '$1 == "locate" && $3 < 300 { bad = 1 } END { exit bad }' "$WORK/pty.out" ||
            { cat "$WORK/pty.out" >&2; fail "a LOCATE did not move the list"; }
        cat "$WORK/pty.out" >> "$WORK/keys"
        r=$((r + 1))
    done
    key_row "console: first screen (ms)" first 100
    key_row "  =2.2 ENTER: MQ400 (ms)" open 10
    key_row "  F8 (ms)" F8 10
    key_row "  LOCATE name ENTER (ms)" locate 10
    key_row "  typing 'LOCATE name' (ms)" type 10
    if [ "$DETAIL" = 1 ]; then
        echo "$SHAPE N=$N listbench (the store's reads behind each keystroke, in process, medians of 15):" >> "$WORK/detail"
        "$BIN/listbench" "$store" | sed 's/^/    /' >> "$WORK/detail"
    fi
}

# growth_row STEP VAR MEMGOAL: the line of a step's growth from the first size to the second
growth_row() {
    eval "set -- \${${2}_${SHAPE}_$A:-} \${${2}_${SHAPE}_$B:-} \"$1\" \"$3\""
    [ $# -eq 6 ] || return 0
    line "growth: $5" "x$(calc "$3 / $1")" "" "" "" "" "" "x$(calc "$4 / $2")" "x$(calc "($3 / $1) / ($B / $A)")" \
         "time x$(calc "$B / $A" %.0f) or less (ratio at most 1); memory $6"
}

# ---- hostile nesting ------------------------------------------------------------------------------
# deep_row UNIT: validate of a YAML document whose queue managers' list opens UNIT ("[" or "{a: ")
# 100,000 times: refused (65) at the 65th level, before libyaml, whose time grows with the depth,
# reads the rest
deep_row() {
    awk -v u="$1" 'BEGIN { printf "format: wlmcon-policy\nversion: 1\nqueue_managers: "
                           for (i = 0; i < 100000; i++) printf "%s", u; print "" }' > "$WORK/deep.yaml"
    measure "$WORK/deep.out" "$WORK/deep.err" "$WLMCON" validate "$WORK/deep.yaml"
    SHAPE=yaml N=100000 line "validate: nested '$1'" "$(calc "$M_CPU" %.3f)" "" "" "$(calc "$M_WALL" %.3f)" "" \
        "$(calc "$M_RSS / 1024" %.1f)" "" "status $M_RC" "status 65 in under 0.1 s"
}

# ---- all shapes and sizes ------------------------------------------------------------------------
echo "wlmcon benchmark: $($WLMCON --version 2>&1 | head -1); sqlite3 $(sqlite3 --version 2>/dev/null | cut -d' ' -f1)" \
     "(library $(sqlite3 :memory: 'SELECT sqlite_version()' 2>/dev/null))"
echo "$(uname -sm), $(nproc 2>/dev/null || echo '?') cores; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
echo "work directory $WORK ($(df -PT "$WORK" | awk 'NR == 2 { print $2 }')); $RUNS runs of each step;" \
     "cpu = user + system seconds; peak = largest resident set; objects/s on the cpu median"
echo
: > "$WORK/estates"; : > "$WORK/detail"
header
for SHAPE in $SHAPES; do
    for N in $SIZES; do
        bench_size
    done
    set -- $SIZES
    if [ $# -ge 2 ]; then
        A=$1 B=$2 N="$A>$B"
        growth_row import IMPORT "flat"
        growth_row validate VALIDATE "linear"
        growth_row "export mqsc" EXPORT_mqsc "flat"
        growth_row "export wlmxml" EXPORT_wlmxml "flat"
        growth_row "export was" EXPORT_was "flat"
        growth_row "export yaml" EXPORT_yaml "flat"
    fi
done
deep_row "["
deep_row "{a: "
echo
echo "estates (gen):"
sed 's/^/  /' "$WORK/estates"
if [ -s "$WORK/detail" ]; then
    echo
    echo "details (BENCH_DETAIL=1):"
    sed 's/^/  /' "$WORK/detail"
fi
