#!/usr/bin/env bash
# test_watchdog.sh SIMTLAB LIBCLFAULT - a run on a driver that misbehaves
# (issue 24), on the default device:
#   - the output poison is verified: a kernel that leaves the end of its
#     output unwritten fails at the default size, also when the driver's
#     fill does nothing (CLFAULT_FILL=none, as NVIDIA's 1-byte fill of
#     4 GiB); a driver that neither fills nor uploads fails the row, saying so
#   - a device that stops answering is one failed row, not a cascade of
#     skips; the watchdog goes on in a new worker (exit 1), --watchdog 0
#     ends the run (exit 5), the rows so far written either way
#   - a case that hangs in the driver (CLFAULT_HANG), and a kernel that never
#     ends, are one "hung" row each and the run goes on
#   - ^C while a case is stuck still stops the run and writes the rows;
#     SIGTERM twice stops at once; killing the parent kills the worker; no
#     process is left behind
# Exit 77 (skipped) only when no OpenCL platform exists.
set -u
SL=$1 FAULT=$2
SRC=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'pkill -KILL -f "$tmp/" 2>/dev/null; rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
check() { # check NAME COND...
  local name=$1; shift
  if "$@"; then ok; else bad "$name"; [ -f "$tmp/err" ] && sed 's/^/  | /' "$tmp/err" | tail -15; fi
}
status_of() { jq -r --arg c "$2" '.results[] | select(.case_name == $c) | .status' "$1"; }
count_ok() { jq '[.results[] | select(.status == "ok" and .verified)] | length' "$1"; }
count_all() { jq '.results | length' "$1"; }
no_process_left() { ! pgrep -f "$tmp/" >/dev/null; }

"$SL" info >/dev/null 2>&1
if [ $? -eq 3 ]; then echo "skipped: no OpenCL platform"; exit 77; fi
# ASan wants its runtime first among the loaded libraries and LD_PRELOAD
# puts clfault before it; clfault defines nothing ASan intercepts
if ldd "$SL" 2>/dev/null | grep -q libasan; then
  export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0"
fi

# A bad --watchdog is refused before any device is opened.
"$SL" run --watchdog 86401 --quick >"$tmp/out" 2>"$tmp/err"; rc=$?
check "--watchdog 86401: exit 2 (got $rc)" [ "$rc" -eq 2 ]
check "--watchdog 86401: says the range" grep -q -- '--watchdog must be between 0 and 86400, not 86401' "$tmp/err"
"$SL" run --watchdog x --quick >"$tmp/out" 2>"$tmp/err"; rc=$?
check "--watchdog x: exit 2 (got $rc)" [ "$rc" -eq 2 ]

# Planted kernels, made from the stock file so they follow it.
mkdir -p "$tmp/tail" "$tmp/loop"
cp "$SRC/cl/common.h" "$tmp/tail/"; cp "$SRC/cl/common.h" "$tmp/loop/"
# copy_per_lane leaves its last 4 elements unwritten; run with --only copy,
# copy:W runs just before copy_per_lane:W, and what it left in the
# shared output there is the right answer, so only the poison can catch it
sed 's/^    if (i < n)$/    if (i + 4 < n)/' "$SRC/cl/bandwidth.cl" > "$tmp/tail/bandwidth.cl"
# copy never ends: it spins on a volatile read of its input
sed 's/^            out\[u\] = in\[u\];$/            { volatile global const float *v = (volatile global const float *)in; while (v[0] == v[0]) {} }/' \
  "$SRC/cl/bandwidth.cl" > "$tmp/loop/bandwidth.cl"
check "planted tail kernel made" bash -c "! cmp -s '$SRC/cl/bandwidth.cl' '$tmp/tail/bandwidth.cl'"
check "planted loop kernel made" bash -c "! cmp -s '$SRC/cl/bandwidth.cl' '$tmp/loop/bandwidth.cl'"

# ---- the poison -----------------------------------------------------------
# at the default size (no --size, no --quick): the size the H100 hung at is
# this rule's choice there
"$SL" run --kernels "$tmp/tail" --only copy --reps 2 --json "$tmp/tail.json" >"$tmp/out" 2>"$tmp/err"
rc=$?
check "tail kernel at the default size: exit 1 (got $rc)" [ "$rc" -eq 1 ]
per_lane_failed() { jq '[.results[] | select(.kernel == "copy_per_lane" and (.status | startswith("failed: check failed")))] | length' "$1"; }
copy_ok() { jq '[.results[] | select(.kernel == "copy" and .status == "ok")] | length' "$1"; }
check "tail kernel: copy verified at all 5 widths" [ "$(copy_ok "$tmp/tail.json")" -eq 5 ]
check "tail kernel: copy_per_lane fails its check at all 5 widths" [ "$(per_lane_failed "$tmp/tail.json")" -eq 5 ]

# the driver's fill does nothing: the read-back sees it, the host uploads the
# poison, the planted kernel still fails and the stock one still passes
CLFAULT_FILL=none LD_PRELOAD="$FAULT" "$SL" run --kernels "$tmp/tail" --quick --only copy \
  --json "$tmp/nofill.json" >"$tmp/out" 2>"$tmp/err"
rc=$?
check "fill does nothing, tail kernel: exit 1 (got $rc)" [ "$rc" -eq 1 ]
check "fill does nothing, tail kernel: copy_per_lane fails at all 5 widths (the old poison passed them)" \
  [ "$(per_lane_failed "$tmp/nofill.json")" -eq 5 ]
CLFAULT_FILL=none LD_PRELOAD="$FAULT" "$SL" run --quick --only :float --json "$tmp/nofill-ok.json" >"$tmp/out" 2>"$tmp/err"
rc=$?
check "fill does nothing, stock kernels: exit 0 (got $rc)" [ "$rc" -eq 0 ]
check "fill does nothing, stock kernels: every row verified" \
  [ "$(count_ok "$tmp/nofill-ok.json")" -eq "$(count_all "$tmp/nofill-ok.json")" ]
# neither the fill nor an upload of 4 KiB or more does anything: no poison,
# so no figure
CLFAULT_FILL=none CLFAULT_WRITE_NOTHING_FROM=4096 LD_PRELOAD="$FAULT" "$SL" run --quick --only write:float \
  --json "$tmp/nopoison.json" >"$tmp/out" 2>"$tmp/err"
rc=$?
check "no poison possible: exit 1 (got $rc)" [ "$rc" -eq 1 ]
check "no poison possible: the row says the buffer cannot be poisoned" \
  grep -q 'cannot be poisoned' <<<"$(status_of "$tmp/nopoison.json" write:float)"

# ---- a device that stops answering -----------------------------------------
full=$("$SL" run --quick --only :float4 --json "$tmp/ref.json" >/dev/null 2>&1; count_all "$tmp/ref.json")
CLFAULT_LOSE=copy LD_PRELOAD="$FAULT" "$SL" run --quick --only :float4 --json "$tmp/lost.json" >"$tmp/out" 2>"$tmp/err"
rc=$?
check "lost, watched: exit 1 (got $rc)" [ "$rc" -eq 1 ]
check "lost, watched: every case has its row ($full)" [ "$(count_all "$tmp/lost.json")" -eq "$full" ]
check "lost, watched: the others verified" [ "$(count_ok "$tmp/lost.json")" -eq $((full - 1)) ]
check "lost, watched: copy:float4 failed as device lost" \
  grep -q '^failed: device lost during this case: enqueueing the kernel: CL_OUT_OF_RESOURCES' \
  <<<"$(status_of "$tmp/lost.json" copy:float4)"
check "lost, watched: no row blames the size" bash -c "! grep -q 'does not fit\|skipped' '$tmp/lost.json'"
check "lost, watched: a new worker said so" grep -q 'starting a new worker' "$tmp/err"
CLFAULT_LOSE=copy LD_PRELOAD="$FAULT" "$SL" run --quick --only :float4 --watchdog 0 --json "$tmp/lost0.json" \
  >"$tmp/out" 2>"$tmp/err"
rc=$?
check "lost, unwatched: exit 5 (got $rc)" [ "$rc" -eq 5 ]
check "lost, unwatched: the rows so far, the last one failed" \
  [ "$(jq -r '.results[-1].case_name' "$tmp/lost0.json")" = copy:float4 ]
check "lost, unwatched: the summary says the rest did not run" grep -q 'the device stopped answering: the rest did not run' "$tmp/out"
check "lost, unwatched: nothing after the lost case ran" [ "$(count_all "$tmp/lost0.json")" -lt "$full" ]

# ---- a case that hangs --------------------------------------------------------
start=$SECONDS
# (--no-lock: the time bound is the watchdog's, not a wait for a GPU another test holds)
CLFAULT_HANG=copy LD_PRELOAD="$FAULT" "$SL" run --quick --only :float4 --watchdog 2 --no-lock --json "$tmp/hang.json" \
  >"$tmp/out" 2>"$tmp/err"
rc=$?
check "hang in the driver: exit 1 (got $rc)" [ "$rc" -eq 1 ]
check "hang in the driver: within 60 s ($((SECONDS - start)) s)" [ $((SECONDS - start)) -lt 60 ]
check "hang in the driver: copy:float4 hung, with its params" \
  [ "$(jq -r '.results[] | select(.case_name == "copy:float4") | "\(.status | startswith("failed: hung: no answer")) \(.params.vector)"' "$tmp/hang.json")" = "true float4" ]
check "hang in the driver: the others verified" [ "$(count_ok "$tmp/hang.json")" -eq $((full - 1)) ]
start=$SECONDS
"$SL" run --kernels "$tmp/loop" --quick --only :float4 --watchdog 3 --no-lock --json "$tmp/loop.json" >"$tmp/out" 2>"$tmp/err"
rc=$?
check "endless kernel: exit 1 (got $rc)" [ "$rc" -eq 1 ]
check "endless kernel: within 90 s ($((SECONDS - start)) s)" [ $((SECONDS - start)) -lt 90 ]
check "endless kernel: copy:float4 hung" grep -q '^failed: hung' <<<"$(status_of "$tmp/loop.json" copy:float4)"
check "endless kernel: the run went on (copy_per_lane:float4 verified)" \
  [ "$(status_of "$tmp/loop.json" copy_per_lane:float4)" = ok ]
check "endless kernel: no process left" no_process_left

# ---- signals while a case is stuck -------------------------------------------
stuck() { # stuck JSON: a run hung in the driver in the background; sets pid
  CLFAULT_HANG=copy LD_PRELOAD="$FAULT" "$SL" run --quick --only :float4 --watchdog 600 --json "$1" \
    >"$tmp/out" 2>"$tmp/err" &
  pid=$!
  # (up to 2 minutes: on a GPU another test may hold the device's lock first)
  for _ in $(seq 600); do grep -q 'clfault: hanging' "$tmp/err" && break; sleep 0.2; done
}
stuck "$tmp/int.json"
start=$SECONDS
kill -INT "$pid"; wait "$pid"; rc=$?
check "^C while stuck: exit 130 (got $rc)" [ "$rc" -eq 130 ]
check "^C while stuck: within 30 s ($((SECONDS - start)) s)" [ $((SECONDS - start)) -lt 30 ]
check "^C while stuck: the rows so far written, marked interrupted" \
  [ "$(jq -r '"\(.run.interrupted) \(.results[0].case_name) \(.results[0].status)"' "$tmp/int.json")" = "true read:float4 ok" ]
check "^C while stuck: no process left" no_process_left
stuck "$tmp/term.json"
kill -TERM "$pid"; sleep 0.3; kill -TERM "$pid"; wait "$pid"; rc=$?
check "SIGTERM twice while stuck: exit 143 (got $rc)" [ "$rc" -eq 143 ]
sleep 0.5
check "SIGTERM twice: no process left" no_process_left
stuck "$tmp/kill.json"
kill -KILL "$pid"; wait "$pid" 2>/dev/null
sleep 1
check "parent killed: its worker is gone too" no_process_left
check "parent killed: no results file, no temporary file" bash -c "! ls -a '$tmp' | grep -q 'kill\\.json'"

echo "watchdog: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
