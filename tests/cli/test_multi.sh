#!/usr/bin/env bash
# test_multi.sh SIMTLAB ICDCUT - `simtlab run -d all` and `-d LIST` end to end on
# two identical PoCL devices (POCL_DEVICES="pthread pthread"; PoCL's ICD
# alone, so a GPU here does not change what 'all' picks): one process and
# one results file per device, the merged table's figures equal to each
# file's, the twin check (and exit 7 at margin 0, where one of two cards is
# always below the other), --parallel with the same cases and verdicts,
# SIGTERM passed on (files written, marked interrupted, no process left),
# bad input refused with exit 2 before anything runs; and the drivers
# registered only through OCL_ICD_FILENAMES, with ICDCUT (tools/icdcut.c)
# cutting the list in place as Khronos's loader does, still found by every
# child. Needs jq and python3.
# Exit 77 (skipped) only when PoCL is not installed and CI is not set.
set -u
SL=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tmp=$(mktemp -d)
main=$BASHPID
trap '[ "$BASHPID" = "$main" ] || exit; pkill -KILL -f "$tmp/" 2>/dev/null; rm -rf "$tmp"' EXIT
. "$(dirname "$0")/testlib.sh"
is() { if [ "$2" = "$3" ]; then ok; else bad "$1: got '$2', want '$3'"; fi; }

. "$(dirname "$0")/pocl_only.sh"
pocl_only_export "$SL" "$tmp/vendors"
case $? in
  2) [ "${CI:-}" = true ] && { echo "test_multi: PoCL is not installed (scripts/bootstrap installs it)"; exit 1; }
     echo "skipped: PoCL is not installed"; exit 77 ;;
  1) echo "FAIL no ICD loader setting shows PoCL alone (tests/cli/pocl_only.sh)"; exit 1 ;;
esac
export POCL_DEVICES="pthread pthread"
unset SIMTLAB_DEVICE
ICDCUT=${2:-}
for t in jq python3; do
  command -v $t >/dev/null && continue
  [ "${CI:-}" = true ] && { echo "test_multi: $t is needed (scripts/bootstrap test installs it)"; exit 1; }
  echo "skipped: $t is not installed"; exit 77
done
# the run's command line names $tmp, so pkill at the end finds any straggler
cd "$tmp" || exit 1
mkdir -p "$tmp/w"
ARGS=(bandwidth --quick --size 4M --only read: --watchdog 60)

# ---- bad input: exit 2, nothing runs -----------------------------------
check "-d 0:0,0:0" 2 "$SL" run -d 0:0,0:0 "${ARGS[@]}"; expect "says again" "$tmp/err" "'0:0' is device 0:0 again"
check "-d 0:0,7:7" 2 "$SL" run -d 0:0,7:7 "${ARGS[@]}"; expect "names it" "$tmp/err" "no device matches '7:7'"
check "-d all --json -" 2 "$SL" run -d all --json - "${ARGS[@]}"; expect "says a path" "$tmp/err" "one file per device"
# no output may be any input (issue 42 item 7): each device's file is
# checked as a single device's is, and made beside a file, never in /dev
mkdir -p "$tmp/kd"; printf '// mine\n' >"$tmp/kd/mine.cl"; printf 'notes\n' >"$tmp/kd/notes.0-0.json"
check "-d all: a device's file in --kernels" 2 "$SL" run -d all "${ARGS[@]}" --kernels "$tmp/kd" --json "$tmp/kd/notes.json"
expect "says which" "$tmp/err" "--json .*notes\.0-0\.json is .*kd/notes\.0-0\.json, a file of --kernels"
is "the kernel directory's file kept" "$(cat "$tmp/kd/notes.0-0.json")" "notes"
check "one device: --json over a file of --kernels" 2 "$SL" run "${ARGS[@]}" --kernels "$tmp/kd" --json "$tmp/kd/mine.cl"
expect "says which" "$tmp/err" "--json .*mine\.cl is .*, a file of --kernels"
is "the kernel kept" "$(cat "$tmp/kd/mine.cl")" "// mine"
check "-d all --json /dev/null" 2 "$SL" run -d all --json /dev/null "${ARGS[@]}"
expect "says not a file" "$tmp/err" "writes one file per device beside --json /dev/null .*and /dev/null is not a file"
is "nothing made in /dev" "$(ls /dev | grep -c '^null\.')" 0
check "--parallel alone" 2 "$SL" run --parallel "${ARGS[@]}"; expect "says several" "$tmp/err" "for several devices"
check "--twin-margin 100" 2 "$SL" run -d all --twin-margin 100 "${ARGS[@]}"
expect "names the range" "$tmp/err" "--twin-margin must be between 0 and 99, not 100"
check "unknown suite" 2 "$SL" run -d all nosuch; expect "names it" "$tmp/err" "unknown suite 'nosuch'"
many=(); for i in $(seq 70); do many+=(--param inflight=2); done
check "70 options for each device" 2 "$SL" run -d all "${many[@]}" "${ARGS[@]}"
expect "says at most 64" "$tmp/err" "passes at most 64 options on to each device's run"
is "nothing written by bad input" "$(ls "$tmp/w")" ""

# ---- one after another --------------------------------------------------
check "run -d all" 0 "$SL" run -d all "${ARGS[@]}" --twin-margin 90 --json "$tmp/w/node.json"
cp "$tmp/out" "$tmp/seq.out"; cp "$tmp/err" "$tmp/seq.err"
is "one file per device" "$(cd "$tmp/w" && ls)" "$(printf 'node.0-0.json\nnode.0-1.json')"
for d in 0-0 0-1; do
  f=$tmp/w/node.$d.json
  is "$d: its own device" "$(jq -r .device.index "$f")" "${d/-/:}"
  is "$d: every row verified" "$(jq '[.results[] | select(.verified != true)] | length' "$f")" 0
  is "$d: five read rows" "$(jq '.results | length' "$f")" 5
  is "$d: not interrupted" "$(jq .run.interrupted "$f")" false
done
expect "a device line each" "$tmp/seq.err" "^simtlab run: device 2 of 2: \[0:1\]"
expect "the table's heading" "$tmp/seq.out" "^== every device: 2"
expect "a column per device" "$tmp/seq.out" "^suite +case +unit +\[0:0\] +\[0:1\]"
# every figure in the merged table is its file's, to one decimal
python3 - "$tmp/seq.out" "$tmp/w/node.0-0.json" "$tmp/w/node.0-1.json" > "$tmp/py" 2>&1 <<'PY'
import json, sys
table = {}
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) == 5 and f[0] == "bandwidth":
        table[f[1]] = [x.rstrip("<") for x in f[3:5]]
files = [json.load(open(p)) for p in sys.argv[2:4]]
assert len(table) == 5, table
for d, doc in enumerate(files):
    for r in doc["results"]:
        want = "%.1f" % r["gbps"]
        assert table[r["case_name"]][d] == want, (r["case_name"], d, table[r["case_name"]][d], want)
print("agree", len(table))
PY
is "the table's figures are the files'" "$(cat "$tmp/py")" "agree 5"
expect "twin check, 0:0" "$tmp/seq.out" "^  \[0:0\] [0-9.]+x its twin's figure, median over 5 cases .* ok$"
expect "twin check, 0:1" "$tmp/seq.out" "^  \[0:1\] [0-9.]+x its twin's figure, median over 5 cases .* ok$"
# the verdict's ratio is the median over cases of this file's figure / the twin's
python3 - "$tmp/w/node.0-0.json" "$tmp/w/node.0-1.json" > "$tmp/py" 2>&1 <<'PY'
import json, statistics, sys
a, b = ({r["case_name"]: r["gbps"] for r in json.load(open(p))["results"]} for p in sys.argv[1:3])
print("%.3f %.3f" % (statistics.median(a[k] / b[k] for k in a), statistics.median(b[k] / a[k] for k in a)))
PY
read -r want0 want1 < "$tmp/py"
is "0:0's ratio" "$(sed -n 's/^  \[0:0\] \([0-9.]*\)x.*/\1/p' "$tmp/seq.out")" "$want0"
is "0:1's ratio" "$(sed -n 's/^  \[0:1\] \([0-9.]*\)x.*/\1/p' "$tmp/seq.out")" "$want1"
# margin 0: of two cards one is below the other: SLOW and exit 7 (5 cases:
# the two medians are each other's inverse, so exactly one is below 1)
check "--twin-margin 0" 7 "$SL" run -d 0:1,0:0 "${ARGS[@]}" --twin-margin 0
is "one card SLOW" "$(grep -c ' SLOW$' "$tmp/out")" 1
is "one card ok" "$(grep -c ' ok$' "$tmp/out")" 1
expect "list order kept" "$tmp/out" "^suite +case +unit +\[0:1\] +\[0:0\]"
# SIMTLAB_DEVICE=all is -d all
SIMTLAB_DEVICE=all check "SIMTLAB_DEVICE=all" 0 "$SL" run "${ARGS[@]}" --twin-margin 90
expect "both devices" "$tmp/out" "^== every device: 2"

# ---- drivers named only in OCL_ICD_FILENAMES, cut in place by the loader --
# (the device machine: OCL_ICD_FILENAMES=libpocl.so.2:libnvidia-opencl.so.1,
# no nvidia.icd; its children saw PoCL alone and no GPU)
if [ -n "$ICDCUT" ] && [ -f "$ICDCUT" ]; then
  # ASan wants its runtime first among the loaded libraries, and LD_PRELOAD
  # puts icdcut before it; icdcut intercepts nothing ASan does
  ldd "$SL" 2>/dev/null | grep -q libasan &&
    export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0"
  list=simtlab-icdcut-first.so:simtlab-icdcut-mark.so
  OCL_ICD_FILENAMES=$list LD_PRELOAD=$ICDCUT check "OCL_ICD_FILENAMES: run -d all" 0 \
    "$SL" run -d all "${ARGS[@]}" --twin-margin 90
  expect "OCL_ICD_FILENAMES: both devices ran" "$tmp/out" "^suite +case +unit +\[0:0\] +\[0:1\]"
  is "OCL_ICD_FILENAMES: no child without its device" "$(grep -c 'no OpenCL device matches' "$tmp/err")" 0
  # the model is live: a child given the cut list finds nothing
  OCL_ICD_FILENAMES=simtlab-icdcut-first.so LD_PRELOAD=$ICDCUT check "a cut list sees no device" 3 \
    "$SL" run -d 0:0 "${ARGS[@]}"
else
  bad "no tools/icdcut.c library given (second argument)"
fi

# ---- together -------------------------------------------------------------
rm -f "$tmp"/w/*
check "run -d all --parallel" 0 "$SL" run -d all --parallel "${ARGS[@]}" --twin-margin 90 --json "$tmp/w/node.json"
expect "each line prefixed" "$tmp/err" "^\[0:1\] device: \[0:1\]"
is "the same cases" "$(grep -c '^bandwidth ' "$tmp/out")" "$(grep -c '^bandwidth ' "$tmp/seq.out")"
is "the same verdicts" "$(grep -oE '(ok|SLOW)$' "$tmp/out" | tr '\n' ' ')" "$(grep -oE '(ok|SLOW)$' "$tmp/seq.out" | tr '\n' ' ')"
is "two files" "$(ls "$tmp/w" | wc -l)" 2

# ---- SIGTERM: passed on, every finished row written, nothing left -------
rm -f "$tmp"/w/*
# PIDs of processes started with SLTEST_MARK=$tmp (this run's, not a
# concurrent run's of the same command line)
marked() { local e; for e in /proc/[0-9]*/environ; do
  { tr '\0' '\n' <"$e"; } 2>/dev/null | grep -qxF "SLTEST_MARK=$tmp" && { e=${e#/proc/}; echo "${e%/environ}"; }; done; }
SLTEST_MARK=$tmp "$SL" run -d all --parallel bandwidth --size 32M --json "$tmp/w/int.json" >"$tmp/out" 2>"$tmp/err" &
pid=$!
# both children have opened their devices (each says so; a child stopped
# before it opened one has no rows to write): up to 2 minutes on a busy
# machine, then a moment into their cases
for _ in $(seq 1 1200); do
  grep -q '^\[0:0\] device:' "$tmp/err" 2>/dev/null && grep -q '^\[0:1\] device:' "$tmp/err" 2>/dev/null && break
  sleep 0.1
done
sleep 1
kill -TERM "$pid"
wait "$pid"; rc=$?
is "SIGTERM: exit 143" "$rc" 143
for d in 0-0 0-1; do
  f=$tmp/w/int.$d.json
  if [ -f "$f" ]; then ok; else bad "SIGTERM: $f not written"; continue; fi
  is "SIGTERM: $d marked interrupted" "$(jq -r '.run.interrupted' "$f")" true
done
sleep 0.5
left=$(marked)
is "SIGTERM: no run left" "$left" ""
is "SIGTERM: no temporary file" "$(find "$tmp" -name '.*.tmp*')" ""

echo "test_multi: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
