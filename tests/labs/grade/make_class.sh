#!/usr/bin/env bash
# make_class.sh OUTDIR [N] - a class of N (default 40) lab 2 submissions
# for timing `simtlab lab grade 2 OUTDIR/*.cl`: students s001..sNNN, each
# a copy of one of lab02/'s planted files, in a fixed cycle of 20 (9
# correct, 3 slow, 2 published_only, then wrong, oob_write, build_error,
# wrong_name, crash, endless), so the same N always gives the same class.
# Each copy ends with a comment naming its student, so no two files are
# the same (a real class's SHA-256s differ). OUTDIR/manifest.txt: "ID KIND".
set -eu
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 OUTDIR [N]" >&2; exit 2; }
out=$1
n=${2:-40}
case $n in '' | *[!0-9]*) echo "$0: N must be a whole number, not '$n'" >&2; exit 2 ;; esac
src=$(cd "$(dirname "$0")/lab02" && pwd)
# one timeout (endless, --timeout's seconds) and one crash per 20 keep a
# class's time near what a real one takes, not dominated by either
cycle=(correct slow correct published_only correct wrong correct slow oob_write correct
       build_error correct published_only correct wrong_name crash correct slow endless correct)
mkdir -p "$out"
: >"$out/manifest.txt"
for ((i = 1; i <= n; ++i)); do
  kind=${cycle[$(((i - 1) % ${#cycle[@]}))]}
  id=$(printf 's%03d' "$i")
  { cat "$src/$kind.cl"; printf '/* student %s */\n' "$id"; } >"$out/$id.cl"
  echo "$id $kind" >>"$out/manifest.txt"
done
echo "wrote $n submissions to $out (manifest.txt says which planted file each copies)"
