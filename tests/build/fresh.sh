#!/bin/sh
# tests/build/fresh.sh — `make check` on a fresh machine without the packages and without root:
# a copy of the tree built with a PATH in which pkg-config finds no Check, `id -u` prints 1000 and
# `sudo -n` fails must stop before compiling anything (no CC line), print exactly one line holding
# the apt-get install command, and exit non-zero. Run by `make check` (check-build).
set -u
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/tree" "$tmp/bin"
git ls-files -z | xargs -0 tar cf - | tar xf - -C "$tmp/tree" || { echo "fresh: cannot copy the tree"; exit 1; }
for c in sh make awk sed sort find cc gcc ar cat cmp rm mkdir mv tr head sqlite3 tmux; do
  p=$(command -v "$c") && ln -s "$p" "$tmp/bin/$c"
done
real=$(command -v pkg-config)
printf '#!/bin/sh\nfor a; do [ "$a" = check ] && exit 1; done\nexec %s "$@"\n' "$real" > "$tmp/bin/pkg-config"
printf '#!/bin/sh\necho 1000\n' > "$tmp/bin/id"
printf '#!/bin/sh\nexit 1\n' > "$tmp/bin/sudo"
chmod +x "$tmp/bin/pkg-config" "$tmp/bin/id" "$tmp/bin/sudo"
(cd "$tmp/tree" && PATH="$tmp/bin" make check -j2) > "$tmp/out" 2>&1
rc=$?
fail=0
[ "$rc" -ne 0 ] || { echo "fresh: make check exited 0"; fail=1; }
n=$(grep -c 'apt-get install' "$tmp/out")
[ "$n" -eq 1 ] || { echo "fresh: $n lines hold 'apt-get install', not one"; fail=1; }
grep -q 'apt-get install -y check$' "$tmp/out" || { echo "fresh: the command does not name package check alone"; fail=1; }
! grep -q '^ *CC ' "$tmp/out" || { echo "fresh: something was compiled"; fail=1; }
[ ! -d "$tmp/tree/build/default/obj" ] || { echo "fresh: objects were built"; fail=1; }
[ "$fail" = 0 ] || { echo "--- make's output:"; cat "$tmp/out"; exit 1; }
echo "fresh: make check stopped before compiling, with one apt-get line"
