#!/usr/bin/env bash
# test_clcount.sh SIMTLAB LIBCLCOUNT PROBE [KERNEL_TEST...] - every OpenCL
# object simtlab creates or retains is released by the time it exits.
# LeakSanitizer sees host memory only; tests/tools/clcount.c, preloaded,
# counts contexts, queues, memory objects, programs, kernels, events and
# samplers through the ICD loader and appends one line per process to
# CLCOUNT_OUT (TYPE=LIVE/TAKEN, status=ok when every LIVE is 0). Run here:
# the probe (exact counts, and a leak that must be reported), run all, info
# (which makes objects only where it probes the SIMD width with a kernel),
# lab check (in process and forked), runs that fail on purpose (a kernel
# that does not build, one without its entry point, a lab kernel that does
# not compile or takes the wrong arguments), a run stopped by SIGINT, and
# every kernel test binary given. Exit 77 (skipped) only when no OpenCL
# platform exists.
set -u
SL=$1 CLCOUNT=$2 PROBE=$3
shift 3
SRC=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
expect() { # expect NAME FILE PATTERN
  if grep -qE -- "$3" "$2"; then ok; else bad "$1: '$3' not in $2"; sed 's/^/  | /' "$2" | tail -10; fi
}
# balanced NAME: the processes of the last counted command wrote at least
# one line, and every line says every count is back to 0
balanced() {
  if [ ! -s "$tmp/counts" ]; then
    bad "$1: no clcount line (no counted call, or the process did not end through exit or _exit)"
  elif grep -qv ' status=ok ' "$tmp/counts"; then
    bad "$1: OpenCL objects left (TYPE=LIVE/TAKEN):"; sed 's/^/  | /' "$tmp/counts"
  else ok; fi
}
# took NAME TYPE...: the interposer saw each TYPE made at least once
took() {
  local name=$1 t; shift
  for t in "$@"; do
    grep -qE " $t=0/[1-9]" "$tmp/counts" && ok || bad "$name: no $t counted: $(head -1 "$tmp/counts")"
  done
}
# counted NAME WANT_RC CMD...: CMD under clcount, its exit code, balanced
counted() {
  local name=$1 want=$2; shift 2
  rm -f "$tmp/counts"
  LD_PRELOAD="$CLCOUNT" CLCOUNT_OUT="$tmp/counts" "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  if [ "$rc" -eq "$want" ]; then ok; else
    bad "$name: exit $rc, want $want"; sed 's/^/  | /' "$tmp/err" | tail -20
  fi
  balanced "$name"
}

"$SL" info >/dev/null 2>&1
if [ $? -eq 3 ]; then echo "skipped: no OpenCL platform"; exit 77; fi
# ASan refuses to start unless its runtime comes first among the loaded
# libraries, and LD_PRELOAD puts clcount before it. clcount defines no
# function that ASan intercepts but _exit, and its _exit calls the next one
# (ASan's), so the order does no harm here.
if ldd "$SL" 2>/dev/null | grep -q libasan; then
  export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0"
  asan=1
else
  asan=0
fi

# ---- the interposer itself: exact counts, and a leak it must report ------
counted "probe clean" 0 "$PROBE" clean
want=$(sed -n 's/^expect //p' "$tmp/out")
[ -n "$want" ] && grep -qF " status=ok $want" "$tmp/counts" && ok ||
  bad "probe clean: counted '$(cat "$tmp/counts")', the probe made '$want'"
expect "probe clean: end" "$tmp/counts" " end=exit "
expect "probe clean: the line on stderr too" "$tmp/err" "^clcount pid=[0-9]+ end=exit status=ok "

# one buffer left while its context is released: LeakSanitizer would not
# see it (PoCL may keep it reachable), so it is off for these two runs
leak_asan=${ASAN_OPTIONS:-}
[ $asan -eq 1 ] && leak_asan="$ASAN_OPTIONS:detect_leaks=0"
for mode in leak leak-_exit; do
  rm -f "$tmp/counts"
  ASAN_OPTIONS=$leak_asan LD_PRELOAD="$CLCOUNT" CLCOUNT_OUT="$tmp/counts" "$PROBE" "$mode" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  [ $rc -eq 0 ] && ok || bad "probe $mode: exit $rc"
  want=$(sed -n 's/^expect //p' "$tmp/out")
  end="exit"; [ "$mode" = leak-_exit ] && end="_exit"
  [ -n "$want" ] && grep -qF "end=$end status=unbalanced $want" "$tmp/counts" && ok ||
    bad "probe $mode: counted '$(cat "$tmp/counts")', want 'end=$end status=unbalanced $want'"
  expect "probe $mode: mem=1/1 on stderr" "$tmp/err" "status=unbalanced .* mem=1/1 "
  # and the check this file uses on every run below says no
  out=$(balanced "probe $mode" 2>&1)
  case $out in *"OpenCL objects left"*) ok ;; *) bad "probe $mode: balanced did not catch the leak" ;; esac
done

# ---- simtlab ---------------------------------------------------------------
# info makes OpenCL objects only to probe the SIMD width with a one-line
# kernel, which it skips where the driver names it (NVIDIA's warp query,
# AMD's wavefront query): there it must make none and write no line
rm -f "$tmp/counts"
LD_PRELOAD="$CLCOUNT" CLCOUNT_OUT="$tmp/counts" "$SL" info >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc -eq 0 ] && ok || { bad "info: exit $rc, want 0"; sed 's/^/  | /' "$tmp/err" | tail -20; }
if grep -qE 'SIMD width .*\((CL_DEVICE_WARP_SIZE_NV|CL_DEVICE_WAVEFRONT_WIDTH_AMD)\)' "$tmp/out" &&
  ! grep -qE 'SIMD width .*\(CL_KERNEL_' "$tmp/out"; then
  if [ -s "$tmp/counts" ]; then
    bad "info: the SIMD width came from a device query, yet OpenCL objects were counted: $(head -1 "$tmp/counts")"
  else ok; fi
else
  balanced "info"
  took "info" context program kernel
fi

# every suite, the smallest sizes; matmul's CLBlast row too when built with
# it (its program cache held a program past the context's release)
counted "run all" 0 "$SL" run all --quick -q --reps 1 --budget 0.01
took "run all" context queue mem program kernel event
expect "run all: every row verified or skipped" "$tmp/out" "^[0-9]+ rows: [0-9]+ verified, [0-9]+ skipped, 0 failed"
# the default output fits a 100-column terminal, every suite's table, summary and notes (issue 28)
if awk 'length > 100 { bad = 1; print FILENAME ": " length " columns: " $0 } END { exit bad }' "$tmp/out" >"$tmp/wide"
then ok; else bad "run all: lines over 100 columns"; head -5 "$tmp/wide"; fi
expect "run all: a legend under the tables" "$tmp/out" "^columns: case, the kernel and its variant; GB/s, useful bytes per second"

# lab check: in this process, and as by default in a forked child (which
# ends with _exit: its own line)
counted "lab check" 0 "$SL" lab check 1 --solution --no-speed --no-fork
took "lab check" mem program kernel event
counted "lab check forked, timed" 0 "$SL" lab check 1 --solution
expect "lab check forked: the child counted" "$tmp/counts" " end=_exit status=ok "
# an answer lab measures this device's offsets
counted "lab check answers" 0 "$SL" lab check 8 --solution
took "lab check answers" mem kernel event

# runs that fail on purpose, part-way through
mkdir -p "$tmp/broken" "$tmp/noentry"
printf '__kernel void read_sum(__global float *x) { x[0] = ; }\n' > "$tmp/broken/bandwidth.cl"
echo "/* no kernel here */" > "$tmp/noentry/bandwidth.cl"
counted "kernel does not build" 1 "$SL" run bandwidth --quick -q --kernels "$tmp/broken"
expect "does not build: says so" "$tmp/err" "CL_BUILD_PROGRAM_FAILURE"
counted "kernel lacks its entry point" 1 "$SL" run bandwidth --quick -q --kernels "$tmp/noentry"
expect "no entry: says so" "$tmp/err" "CL_INVALID_KERNEL_NAME"
# the first suite fails, the others still run
counted "run all, one kernel broken" 1 "$SL" run all --quick -q --reps 1 --budget 0.01 --kernels "$tmp/broken"
took "run all, one kernel broken" mem kernel event
sol2="$SRC/cl/labs/solutions/02-vector-loads.cl"
sed 's/vstore4(a \* vload4(i, x), i, y);/vstore4(a * vload4(i, x), i, y)/' "$sol2" > "$tmp/typo.cl"
counted "lab kernel does not compile" 1 "$SL" lab check 2 --kernel "$tmp/typo.cl" --no-speed --no-fork
expect "lab typo: build FAIL" "$tmp/out" "FAIL  build"
sed 's/float a, ulong n)/ulong n, float a)/' "$sol2" > "$tmp/signature.cl"
counted "lab kernel wrong signature" 1 "$SL" lab check 2 --kernel "$tmp/signature.cl" --no-speed --no-fork

# SIGINT part-way through a run of every suite: the case in flight ends,
# everything is released, exit 130
rm -f "$tmp/counts"
LD_PRELOAD="$CLCOUNT" CLCOUNT_OUT="$tmp/counts" "$SL" run all --quick -q --reps 2 --budget 0.01 \
  > "$tmp/int.out" 2>&1 & pid=$!
for _ in $(seq 600); do grep -q "^== stride" "$tmp/int.out" 2>/dev/null && break; sleep 0.1; done
kill -INT $pid
wait $pid; rc=$?
[ $rc -eq 130 ] && ok || bad "SIGINT: exit $rc, want 130"
expect "SIGINT: says interrupted" "$tmp/int.out" "interrupted"
balanced "SIGINT"

# ---- the kernel tests: every kernel, and the planted bugs their checks catch
for t in "$@"; do
  counted "$(basename "$t")" 0 "$t"
done

echo "clcount: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
