#!/bin/sh
# tests/bench/run.sh WLMCON BENCHBIN — `make bench`: import, validate, export and the console on a
# synthetic estate, with sqlite3's own bulk load of the same rows as the reference, measured in the
# same run. See tests/bench/README.md for what each figure means.
#
# Environment: BENCH_SIZES (queue managers per estate, default "1000 5000"), BENCH_QUEUES (cluster
# queues per queue manager, default 100), BENCH_RUNS (runs of each timed step, default 3; the
# median is printed), BENCH_DIR (work directory, default a new one in /dev/shm when it has room,
# else in $TMPDIR or /tmp; removed at the end unless BENCH_KEEP=1).
set -eu

[ $# -eq 2 ] || { echo "usage: run.sh WLMCON BENCHBIN" >&2; exit 64; }
abspath() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
WLMCON=$(abspath "$1")
BIN=$(abspath "$2")
SIZES=${BENCH_SIZES:-1000 5000}
QUEUES=${BENCH_QUEUES:-100}
RUNS=${BENCH_RUNS:-3}

# ---- work directory ----------------------------------------------------------------------------
# the N=5000 estate needs about 6 GB at its peak (dumps, two stores, the CSV files, the exports)
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

# row LABEL WALL CPU RSS_KIB PER_OBJECT NOTE: one line of the table
row() {
    printf '  %-34s %8s %8s %9s %10s  %s\n' "$1" "$(sec "$2")" "$(sec "$3")" "$4" "$5" "$6"
}

# a number of seconds as printed in the table (anything else as it is)
sec() { case $1 in [0-9]*) calc "$1" %.3f ;; *) printf %s "$1" ;; esac; }

header() {
    printf '  %-34s %8s %8s %9s %10s  %s\n' "step" "wall s" "cpu s" "peak MiB" "B/object" "notes"
}

mib() { calc "$1 / 1024" %.1f; }
per_object() { calc "$1 * 1024 / $OBJECTS" %.0f; }

fail() { echo "bench: $*" >&2; exit 1; }

# ---- the sqlite3 reference ---------------------------------------------------------------------
# ref_prepare STORE DIR: writes DIR/init.sql (wlmcon's schema and PRAGMAs, from the store), one CSV
# file per table that holds rows (NULL written as @NULL@) and DIR/load.sql, which loads them in one
# transaction: .import into a staging table, then INSERT … SELECT into wlmcon's table (with its
# constraints, indexes and foreign keys checked).
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
    REF_TABLES=
    {
        echo "PRAGMA foreign_keys = ON;"
        echo "PRAGMA temp_store = MEMORY;"
        echo "BEGIN;"
        for t in $tables; do
            [ "$(sqlite3 "$rs" "SELECT count(*) FROM \"$t\"")" -gt 0 ] || continue
            REF_TABLES="$REF_TABLES $t"
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

# the rows of the tables loaded, as SQL text: equal for wlmcon's store and the reference
rows_digest() { sqlite3 "$1" ".dump --data-only $REF_TABLES" | cksum; }

# ---- one estate --------------------------------------------------------------------------------
bench_size() {
    n=$1
    dir=$WORK/n$n
    mkdir -p "$dir"
    est=$dir/estate
    t0=$(date +%s.%N)
    set -- $("$BIN/gen" -n "$n" -q "$QUEUES" "$est")
    t1=$(date +%s.%N)
    FILES=$1 OBJECTS=$2 LINES=$3 BYTES=$4
    MB=$(calc "$BYTES / 1e6" %.1f)
    echo
    echo "== estate N=$n, Q=$QUEUES: $FILES dumps, $OBJECTS objects, $LINES lines, $MB MB" \
         "(generated in $(calc "$t1 - $t0" %.1f) s)"
    header

    store=$dir/store.db ref=$dir/ref.db
    : > "$dir/imp.w"; : > "$dir/imp.c"; : > "$dir/imp.m"
    : > "$dir/ref.w"; : > "$dir/ref.c"; : > "$dir/ref.m"; : > "$dir/ratio.c"; : > "$dir/ratio.w"
    r=1
    while [ "$r" -le "$RUNS" ]; do
        rm -f "$store" "$store-wal" "$store-shm"
        measure "$dir/import.out" "$dir/import.err" "$WLMCON" --store "$store" import "$est"/*.mqsc
        [ "$M_RC" = 0 ] || { cat "$dir/import.err" >&2; fail "import failed (status $M_RC)"; }
        echo "$M_WALL" >> "$dir/imp.w"; echo "$M_CPU" >> "$dir/imp.c"; echo "$M_RSS" >> "$dir/imp.m"
        iw=$M_WALL ic=$M_CPU
        if [ "$have_sqlite3" = 1 ]; then
            [ "$r" -gt 1 ] || ref_prepare "$store" "$dir/ref"
            rm -f "$ref" "$ref-wal" "$ref-shm"
            sqlite3 "$ref" < "$dir/ref/init.sql" > /dev/null
            measure "$dir/ref.out" "$dir/ref.err" sqlite3 "$ref" ".read $dir/ref/load.sql"
            { [ "$M_RC" = 0 ] && [ ! -s "$dir/ref.err" ]; } || { cat "$dir/ref.err" >&2; fail "sqlite3 load failed"; }
            echo "$M_WALL" >> "$dir/ref.w"; echo "$M_CPU" >> "$dir/ref.c"; echo "$M_RSS" >> "$dir/ref.m"
            calc "$ic / $M_CPU" %.3f >> "$dir/ratio.c"; echo >> "$dir/ratio.c"
            calc "$iw / $M_WALL" %.3f >> "$dir/ratio.w"; echo >> "$dir/ratio.w"
        fi
        r=$((r + 1))
    done
    iw=$(median < "$dir/imp.w") ic=$(median < "$dir/imp.c") im=$(sort -n "$dir/imp.m" | tail -1)
    row "import (wlmcon import)" "$iw" "$ic" "$(mib "$im")" "-" \
        "$(calc "$OBJECTS / $iw" %.0f) objects/s, $(calc "$MB / $iw" %.1f) MB/s"
    eval "IMPORT_RSS_$n=$im IMPORT_CPU_$n=$ic"
    if [ "$have_sqlite3" = 1 ]; then
        [ "$(rows_digest "$store")" = "$(rows_digest "$ref")" ] || fail "the reference does not hold wlmcon's rows"
        rw=$(median < "$dir/ref.w") rc=$(median < "$dir/ref.c") rm_=$(sort -n "$dir/ref.m" | tail -1)
        row "load (sqlite3 .import, same rows)" "$rw" "$rc" "$(mib "$rm_")" "-" \
            "$(calc "$OBJECTS / $rw" %.0f) objects/s; tables:$REF_TABLES"
        ratio_c=$(grep . "$dir/ratio.c" | median) ratio_w=$(grep . "$dir/ratio.w" | median)
        row "  ratio import / load" "x$(calc "$ratio_w")" "x$(calc "$ratio_c")" "" "" \
            "goal: at most 2 (cpu: median of the $RUNS pairs)"
        eval "RATIO_$n=$ratio_c"
        rm -rf "$dir/ref" "$ref" "$ref-wal" "$ref-shm"
    else
        row "load (sqlite3)" "-" "-" "-" "-" "the sqlite3 tool is not installed (make deps)"
    fi

    # validate: every run on a copy of the imported store (a run keeps its result in the store)
    : > "$dir/val.w"; : > "$dir/val.c"; : > "$dir/val.m"
    r=1
    while [ "$r" -le "$RUNS" ]; do
        cp "$store" "$dir/val.db"
        measure "$dir/validate.out" "$dir/validate.err" "$WLMCON" --store "$dir/val.db" validate
        [ "$M_RC" = 0 ] || { tail -3 "$dir/validate.out" >&2; fail "validate found errors or failed (status $M_RC)"; }
        echo "$M_WALL" >> "$dir/val.w"; echo "$M_CPU" >> "$dir/val.c"; echo "$M_RSS" >> "$dir/val.m"
        r=$((r + 1))
    done
    rm -f "$dir/val.db"*
    vw=$(median < "$dir/val.w") vc=$(median < "$dir/val.c") vm=$(sort -n "$dir/val.m" | tail -1)
    row "validate" "$vw" "$vc" "$(mib "$vm")" "$(per_object "$vm")" \
        "$(tail -1 "$dir/validate.out"); goal: 0.5 s, 1024 B/object"
    eval "VAL_RSS_$n=$vm VAL_CPU_$n=$vc"
    for how in params values; do
        measure "$dir/split.out" "$dir/split.err" "$BIN/vsplit" "$store" "$how"
        [ "$M_RC" = 0 ] || { cat "$dir/split.err" >&2; fail "vsplit failed"; }
        set -- $(cat "$dir/split.out")
        row "  load + rules ($how)" "$M_WALL" "$M_CPU" "$(mib "$M_RSS")" "$(per_object "$M_RSS")" \
            "load $1 s, rules $2 s, summary $3 s; policy $(calc "$6 * 1024 / $OBJECTS" %.0f) B/object"
    done

    if [ "$have_export" = 1 ]; then
        for fmt in mqsc yaml; do
            : > "$dir/exp.w"; : > "$dir/exp.c"; : > "$dir/exp.m"
            r=1
            while [ "$r" -le "$RUNS" ]; do
                rm -rf "$dir/export"; mkdir "$dir/export"
                measure "$dir/export.out" "$dir/export.err" "$WLMCON" --store "$store" export --format "$fmt" --out "$dir/export"
                [ "$M_RC" = 0 ] || { cat "$dir/export.err" >&2; fail "export --format $fmt failed (status $M_RC)"; }
                echo "$M_WALL" >> "$dir/exp.w"; echo "$M_CPU" >> "$dir/exp.c"; echo "$M_RSS" >> "$dir/exp.m"
                r=$((r + 1))
            done
            ew=$(median < "$dir/exp.w") ec=$(median < "$dir/exp.c") em=$(sort -n "$dir/exp.m" | tail -1)
            row "export --format $fmt" "$ew" "$ec" "$(mib "$em")" "$(per_object "$em")" \
                "$(du -sk "$dir/export" | awk '{ printf "%.1f MB written", $1 / 1024 }'); goal: 0.5 s, 1024 B/object"
            eval "EXP_RSS_${fmt}_$n=$em EXP_CPU_${fmt}_$n=$ec"
            rm -rf "$dir/export"
        done
    else
        echo "  export: not built yet"
    fi

    console_bench "$store" "$n"
    rm -rf "$est" "$store" "$store-wal" "$store-shm"
}

# ---- the console -------------------------------------------------------------------------------
# As a user at an 80x24 terminal: start on the store the import made, until the primary menu is
# drawn; `=2.2` ENTER to the cluster queue instance list (MQ400, N x Q rows); then 10 times: type
# LOCATE and a queue name (the names spread over the whole list), ENTER, and 5 times F8. Every run
# of ptyrun appends its "LABEL MS BYTES" lines to $WORK/keys; keystats sums them up per label.

# locate_name I N Q: the I-th (0-9) of 10 queue names spread over the list of gen's estate (the
# groups of four queue managers that share APP.Gggggg.Qqqqqq, in order)
locate_name() {
    if [ "$3" -lt 2 ]; then echo APP.COMMON.REQ; return; fi
    awk -v i="$1" -v n="$2" -v q="$3" 'BEGIN {
        groups = int((n - 1) / 4) + 1
        printf "APP.G%05d.Q%05d\n", int((i * groups + groups / 2) / 10), 1 + (i * 37) % (q - 1) }'
}

# keystats LABEL GOAL: "median, min, max ms of the screens of that label, how many, against the goal"
keystats() {
    awk -v l="$1" '$1 == l { print $2 }' "$WORK/keys" | sort -g | awk -v goal="$2" '
        { v[NR] = $1; over += $1 > goal }
        END { if (!NR) { print "none"; exit }
              med = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
              printf "median %.2f ms, min %.2f, max %.2f (%d); %s %g ms\n", med, v[1], v[NR], NR,
                     over ? over " over" : "all under", goal }'
}

# key_row TEXT LABEL GOAL: one line of the table for the screens of LABEL
key_row() {
    row "$1" "" "" "" "" "$(keystats "$2" "$3")"
}

console_bench() {
    store=$1 n=$2
    set -- -w "Primary Option Menu" "open='=2.2'+ENTER=Cluster Queue Instances"
    i=0
    while [ "$i" -lt 10 ]; do
        set -- "$@" "type='LOCATE $(locate_name "$i" "$n" "$QUEUES")'" locate=ENTER F8=F8 F8=F8 F8=F8 F8=F8 F8=F8
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
    rows=$((n * QUEUES))
    key_row "console: first screen" first 100
    echo "  console: the cluster queue instance list (MQ400, $rows rows), each key's screen; goal: 10 ms a key"
    key_row "  =2.2 ENTER (opens MQ400)" open 10
    key_row "  F8 (forward a page)" F8 10
    key_row "  LOCATE name ENTER" locate 10
    key_row "  typing 'LOCATE name' (~25 keys)" type 10
    eval "FIRST_$n=$(awk '$1 == "first" { print $2 }' "$WORK/keys" | median)"
    eval "F8_$n=$(awk '$1 == "F8" { print $2 }' "$WORK/keys" | median)"
    eval "LOCATE_$n=$(awk '$1 == "locate" { print $2 }' "$WORK/keys" | median)"
    echo "  console: where a keystroke's time goes (listbench on this store: store reads, then whole" \
         "keystrokes in the process, medians of 15)"
    "$BIN/listbench" "$store" | sed 's/^/    /'
}

# ---- all sizes ---------------------------------------------------------------------------------
echo "wlmcon benchmark: $($WLMCON --version 2>&1 | head -1); sqlite3 $(sqlite3 --version 2>/dev/null | cut -d' ' -f1)"
echo "$(uname -sm), $(nproc 2>/dev/null || echo '?') CPUs; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
echo "work directory $WORK ($(df -PT "$WORK" | awk 'NR == 2 { print $2 }')); $RUNS runs of each step, medians;" \
     "cpu = user + system; peak = largest resident set"
for n in $SIZES; do
    bench_size "$n"
done

# ---- growth --------------------------------------------------------------------------------------
set -- $SIZES
if [ $# -ge 2 ]; then
    a=$1 b=$2
    echo
    echo "== growth from N=$a to N=$b ($(calc "$b / $a" %.0f)x the objects)"
    eval "ia=\$IMPORT_CPU_$a ib=\$IMPORT_CPU_$b ma=\$IMPORT_RSS_$a mb=\$IMPORT_RSS_$b"
    echo "  import cpu x$(calc "$ib / $ia"), peak memory x$(calc "$mb / $ma") (goal: flat)"
    eval "va=\$VAL_CPU_$a vb=\$VAL_CPU_$b ma=\$VAL_RSS_$a mb=\$VAL_RSS_$b"
    echo "  validate cpu x$(calc "$vb / $va"), peak memory x$(calc "$mb / $ma")"
    if [ "$have_export" = 1 ]; then
        for fmt in mqsc yaml; do
            eval "ea=\$EXP_CPU_${fmt}_$a eb=\$EXP_CPU_${fmt}_$b ma=\$EXP_RSS_${fmt}_$a mb=\$EXP_RSS_${fmt}_$b"
            echo "  export $fmt cpu x$(calc "$eb / $ea"), peak memory x$(calc "$mb / $ma")"
        done
    fi
    eval "fa=\$FIRST_$a fb=\$FIRST_$b ka=\$F8_$a kb=\$F8_$b la=\$LOCATE_$a lb=\$LOCATE_$b"
    echo "  console: first screen $fa to $fb ms, F8 $ka to $kb ms, LOCATE $la to $lb ms (medians)"
    if [ "$have_sqlite3" = 1 ]; then
        eval "ra=\$RATIO_$a rb=\$RATIO_$b"
        echo "  import / sqlite3 load (cpu): $ra at N=$a, $rb at N=$b"
    fi
fi
