#!/usr/bin/env bash
# test_files.sh SIMTLAB [IOFAULT] - files in and out never destroy or mislead: every
# kind of output path (its node's type and mode unchanged afterwards),
# --kernels checked and recorded, a case too big for the device skipped at
# once, ^C keeps the finished rows, raw bytes still give valid JSON.
# Needs jq. Exit 77 (skipped) when no OpenCL platform exists or jq is missing (FAIL then with CI=true).
set -u
SL=$1
IOFAULT=${2:-}
SRC=$(cd "$(dirname "$0")/../.." && pwd)
. "$(dirname "$0")/unprivileged.sh"
tmp=$(mktemp -d)
full_mnt=""   # the full-disk tmpfs while mounted: unmounted before $tmp goes
trap '[ -n "$full_mnt" ] && { umount "$full_mnt" || umount -l "$full_mnt"; }; rm -rf "$tmp"; unpriv_cleanup' EXIT
pass=0 fail=0 skipped=0

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
check() { # check NAME WANT_RC CMD... ; output in $tmp/out, $tmp/err
  local name=$1 want=$2; shift 2
  "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  if [ "$rc" -eq "$want" ]; then ok; else
    bad "$name: exit $rc, want $want"; sed 's/^/  | /' "$tmp/err" | head -20
  fi
}
expect() { # expect NAME FILE PATTERN
  if grep -qE -- "$3" "$2"; then ok; else bad "$1: '$3' not in $2"; sed 's/^/  | /' "$2" | head -10; fi
}
node() { stat -c '%F %a' "$1" 2>/dev/null || echo missing; }   # type and mode
same_node() { # same_node NAME PATH BEFORE
  local now; now=$(node "$2")
  [ "$now" = "$3" ] && ok || bad "$1: $2 was '$3', is '$now'"
}
no_temp() { # no_temp NAME DIR: no .NAME.tmpXXXXXX left behind
  if ls -a "$2" | grep -q '\.tmp'; then bad "$1: temp file left in $2"; ls -a "$2"; else ok; fi
}
is_json() { jq -e .schema "$1" >/dev/null 2>&1 && ok || bad "$2: $1 is not a results file"; }

"$SL" info >/dev/null 2>&1
if [ $? -eq 3 ]; then echo "skipped: no OpenCL platform"; exit 77; fi
if ! command -v jq >/dev/null; then # FAIL in CI, which installs it; elsewhere a skip with the reason
  [ "${CI:-}" = true ] && { echo "FAIL: no jq, and CI=true: scripts/bootstrap test installs it"; exit 1; }
  echo "SKIP: no jq (Debian package jq; scripts/bootstrap test installs it)"; exit 77
fi

RUN=("$SL" run --quick -q --reps 2 --only read:float4)
d=$tmp/files
mkdir -p "$d"

# ---- output paths -------------------------------------------------------
# a regular file: replaced, its own mode kept
echo old > "$d/reg.json"; chmod 640 "$d/reg.json"
check "regular" 0 "${RUN[@]}" --json "$d/reg.json"
is_json "$d/reg.json" regular; same_node "regular mode kept" "$d/reg.json" "regular file 640"
# missing: created
check "missing" 0 "${RUN[@]}" --json "$d/new.json" --csv "$d/new.csv"
is_json "$d/new.json" missing; expect "csv made" "$d/new.csv" "^suite,kernel,"
# read-only: refused before the run, untouched; --force replaces it, mode kept
echo keep > "$d/ro.json"; chmod 444 "$d/ro.json"
check "read-only" 2 "${RUN[@]}" --json "$d/ro.json"
expect "says read-only" "$tmp/err" "read-only.*--force"
[ "$(cat "$d/ro.json")" = keep ] && ok || bad "read-only file changed"
same_node "read-only mode" "$d/ro.json" "regular file 444"
check "read-only forced" 0 "${RUN[@]}" --json "$d/ro.json" --force
is_json "$d/ro.json" forced; same_node "forced mode kept" "$d/ro.json" "regular file 444"
# a symlink stays a link; its target is written
echo old > "$d/target.json"; ln -s target.json "$d/link.json"
check "symlink" 0 "${RUN[@]}" --json "$d/link.json"
[ -L "$d/link.json" ] && ok || bad "symlink replaced by a file"
is_json "$d/target.json" "symlink target"
# a dangling symlink: its target is created, the link kept
ln -s "$d/made.json" "$d/dangling.json"
check "dangling symlink" 0 "${RUN[@]}" --json "$d/dangling.json"
[ -L "$d/dangling.json" ] && ok || bad "dangling symlink replaced"
is_json "$d/made.json" "dangling target"
# a FIFO with a reader waiting: the reader gets the JSON, the FIFO stays
mkfifo "$d/fifo"; before=$(node "$d/fifo")
cat "$d/fifo" > "$d/from_fifo" & reader=$!
check "fifo" 0 "${RUN[@]}" --json "$d/fifo"
wait $reader
is_json "$d/from_fifo" fifo; same_node "fifo kept" "$d/fifo" "$before"
# a character device (as /dev/null is), made here so nothing shared is at risk
if mknod -m 666 "$d/null" c 1 3 2>/dev/null; then
  check "char device" 0 "${RUN[@]}" --json "$d/null" --csv "$d/null"
  same_node "char device kept" "$d/null" "character special file 666"
else
  skipped=$((skipped + 1)); echo "skipped: mknod needs root (the char device case)"
fi
before=$(node /dev/null)
check "dev null" 0 "${RUN[@]}" --json /dev/null
same_node "/dev/null kept" /dev/null "$before"
# standard output: JSON alone on stdout, the table on stderr
check "stdout" 0 "${RUN[@]}" --json -
is_json "$tmp/out" "--json -"; expect "table on stderr" "$tmp/err" "^read:float4 "
# bash's >(cmd) is /dev/fd/N
check "process substitution" 0 "${RUN[@]}" --json >(jq -r .schema > "$d/via_jq")
sleep 0.5
expect "jq read it" "$d/via_jq" "^simtlab-results/"
# refused before the run: a directory, one path twice, a missing directory
check "directory" 2 "${RUN[@]}" --json "$d";              expect "says directory" "$tmp/err" "directory"
check "same path twice" 2 "${RUN[@]}" --json "$d/x.json" --csv "$d/./x.json"
expect "says same" "$tmp/err" "same file"
[ ! -e "$d/x.json" ] && ok || bad "same path: a file was written"
check "missing dir" 2 "${RUN[@]}" --json "$d/no/such/dir.json"
# a write that fails: exit 4, the reason, nothing left behind
check "device full" 4 "${RUN[@]}" --json /dev/full
expect "says why" "$tmp/err" "No space left"
check "stdout full" 4 sh -c '"$0" model coalesce > /dev/full' "$SL"
expect "stdout error" "$tmp/err" "standard output"
no_temp "outputs" "$d"

# ---- --kernels ----------------------------------------------------------
check "kernels missing" 2 "$SL" run --quick -q --kernels "$tmp/nope"
expect "says missing" "$tmp/err" "kernels .*No such file"
check "kernels is a file" 2 "$SL" run --quick -q --kernels "$SRC/cl/bandwidth.cl"
expect "says not a dir" "$tmp/err" "not a directory"
mkdir -p "$tmp/empty"
check "kernels empty" 2 "$SL" run --quick -q --kernels "$tmp/empty"
expect "says no .cl" "$tmp/err" "no \.cl file"
check "env kernels empty" 2 env SIMTLAB_KERNEL_PATH="$tmp/empty" "$SL" run --quick -q
expect "names the env" "$tmp/err" "SIMTLAB_KERNEL_PATH"
# a FIFO named like a kernel: refused at once (exit 2), never opened for a
# blocking read; timeout turns a hang into exit 124
mkdir -p "$tmp/fifok"; mkfifo "$tmp/fifok/bandwidth.cl"
check "kernel is a FIFO" 2 timeout 60 "$SL" run bandwidth --quick -q --kernels "$tmp/fifok"
expect "says FIFO" "$tmp/err" "kernel file $tmp/fifok/bandwidth.cl is a FIFO: it must be a regular file"
mkdir -p "$tmp/dirk/bandwidth.cl"; : > "$tmp/dirk/x.cl"
check "kernel is a directory" 2 "$SL" run bandwidth --quick -q --kernels "$tmp/dirk"
expect "says directory" "$tmp/err" "bandwidth.cl is a directory"
# a kernel file that does not build: the build log, the file, exit 1
mkdir -p "$tmp/broken"; printf '__kernel void read_sum(__global float *x) { x[0] = ; }\n' > "$tmp/broken/bandwidth.cl"
check "kernel does not build" 1 "$SL" run bandwidth --quick -q --kernels "$tmp/broken"
expect "build failure named" "$tmp/err" "building $tmp/broken/bandwidth.cl with options .*CL_BUILD_PROGRAM_FAILURE"
expect "build log shown" "$tmp/err" "^---- build log ----"
expect "no row" "$tmp/out" "^0 rows: "
# a kernel file without the entry point the suite calls
mkdir -p "$tmp/noentry"; echo "/* no kernel here */" > "$tmp/noentry/bandwidth.cl"
check "kernel lacks its entry point" 1 "$SL" run bandwidth --quick -q --kernels "$tmp/noentry"
expect "entry named" "$tmp/err" "creating kernel read_sum: CL_INVALID_KERNEL_NAME"
# unreadable (mode 000): a kernel directory refused before the run, a
# kernel file refused when its suite builds, never passed over for the stock
# copy; root reads them anyway, so as root these run as nobody
if unpriv_setup "$SL"; then
  u=$UNPRIV_DIR
  mkdir -m 755 "$u/k" && cp "$SRC/cl/bandwidth.cl" "$SRC/cl/common.h" "$u/k/" && chmod 644 "$u/k/"*
  mkdir -m 000 "$u/shut"
  URUN=("$UNPRIV_SL" run bandwidth --quick -q --reps 2 --only read:float4)
  check "kernels unreadable" 2 unpriv "${URUN[@]}" --kernels "$u/shut"
  expect "says denied" "$tmp/err" "^simtlab: --kernels $u/shut: Permission denied$"
  check "env kernels unreadable" 2 unpriv env SIMTLAB_KERNEL_PATH="$u/shut" "${URUN[@]}"
  expect "env says denied" "$tmp/err" "^simtlab: SIMTLAB_KERNEL_PATH $u/shut: Permission denied$"
  chmod 000 "$u/k/bandwidth.cl"
  check "kernel file unreadable" 2 unpriv "${URUN[@]}" --kernels "$u/k"
  expect "file says denied" "$tmp/err" "^simtlab: cannot read kernel file $u/k/bandwidth.cl: Permission denied$"
  expect "file: no row" "$tmp/out" "^0 rows: "
  check "env kernel file unreadable" 2 unpriv env SIMTLAB_KERNEL_PATH="$u/k" "${URUN[@]}"
  expect "env file says denied" "$tmp/err" "^simtlab: cannot read kernel file $u/k/bandwidth.cl: Permission denied$"
  expect "env file: no row" "$tmp/out" "^0 rows: "
  # the same file readable: the same user runs it, and it is the one recorded.
  # PoCL's first build of a kernel leaks inside libpocl and LLVM (1.6 MB that
  # LeakSanitizer reports under build-asan); root's PoCL cache is warm from the
  # tests before, nobody's is new, so one run with leak checks off fills it
  chmod 644 "$u/k/bandwidth.cl"
  unpriv env ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" "${URUN[@]}" --kernels "$u/k" >/dev/null 2>&1
  check "kernel file readable again" 0 unpriv "${URUN[@]}" --kernels "$u/k"
  expect "runs that file" "$tmp/out" "^kernels: $u/k/bandwidth.cl "
  # a read-only home: PoCL offers no device when it cannot make its cache;
  # the message says so instead of only "install PoCL"
  # (only where PoCL is the one platform: elsewhere another driver's device answers)
  if [ "$("$SL" info 2>/dev/null | grep -c '^\[[0-9]*:[0-9]*\]')" -eq 1 ] &&
     "$SL" info 2>/dev/null | grep -q "platform  *Portable Computing Language"; then
    mkdir -m 555 "$u/rohome"
    check "a read-only home" 3 unpriv env -u POCL_CACHE_DIR -u XDG_CACHE_HOME HOME="$u/rohome" "$UNPRIV_SL" info
    expect "a read-only home: names PoCL's cache" "$tmp/err" "PoCL keeps its kernel cache under $u/rohome, which this user cannot write: set POCL_CACHE_DIR"
  fi
else
  skipped=$((skipped + 1)); echo "skipped: root cannot drop privileges here (no setpriv): unreadable kernels"
fi
# the row records which file ran, by path and SHA-256 (sha256sum's first 16)
mkdir -p "$tmp/mine"
{ cat "$SRC/cl/bandwidth.cl"; echo "/* a student's edit */"; } > "$tmp/mine/bandwidth.cl"
check "kernels recorded" 0 "${RUN[@]}" --kernels "$tmp/mine" --json "$d/src.json"
want=$(sha256sum "$tmp/mine/bandwidth.cl" | cut -c1-16)
[ "$(jq -r '.results[0].kernel_file.path' "$d/src.json")" = "$tmp/mine/bandwidth.cl" ] && ok || bad "kernel path not recorded"
[ "$(jq -r '.results[0].kernel_file.sha256' "$d/src.json")" = "$want" ] && ok || bad "kernel hash not sha256sum's"
expect "table names it" "$tmp/out" "kernels: $tmp/mine/bandwidth.cl \(sha256 $want\)"

# ---- a case past the device's max allocation: skipped at once -----------
# the max allocation of the device these runs use (the default: the first
# GPU, else the first device), from a run's own record, not info's first
# device: on a GPU host that is PoCL's 1 GiB, and 2 GiB fits an H200.
# --no-lock: what is timed is simtlab's refusal, not a wait for the GPU
# while another test's run holds it (ctest -j)
max=$(jq '.device.max_alloc' "$d/src.json")
big=$(( max / 1048576 + 1024 ))M
gnutime=$(type -P time || true) # GNU time, the program (bash's own time has no -f)
if [ -n "$gnutime" ]; then
  # "at once": within 1.5 s of a run of one tiny case on the same device,
  # which is this device's start-up (NVIDIA's context alone took 1.8 s on a
  # fresh H200; PoCL's is a fraction of a second)
  check "tiny" 0 "$gnutime" -f "%e %M" -o "$tmp/time" "$SL" run -q --no-lock --size 4K --reps 1 --only read:float4
  read -r base _ < "$tmp/time"
  check "too big" 0 "$gnutime" -f "%e %M" -o "$tmp/time" "$SL" run -q --no-lock --size "$big" --only read:float4
  expect "skipped with reason" "$tmp/out" "SKIP: .*max allocation"
  read -r secs kib < "$tmp/time"
  awk -v s="$secs" -v b="$base" 'BEGIN { exit !(s < b + 1.5) }' && ok || bad "too big took $secs s (a tiny case $base s)"
  [ "$kib" -lt 524288 ] && ok || bad "too big used $kib KiB of memory"
else
  bad "GNU time missing (scripts/bootstrap test installs it)"
fi
check "huge size" 0 "$SL" run -q --size 16777215T --only read:float4
expect "no wrap" "$tmp/out" "SKIP: a buffer of 16777215.0 TiB"

# ---- SIGINT during a multi-suite run: the finished rows are kept --------
# --no-lock: a wait for a GPU that another test's run holds outlasted the
# 30 s below on an H200 (the ^C then came in the wait: no bandwidth rows)
"$SL" run bandwidth matmul --quick -q --no-lock --sizes 512 --json "$d/int.json" > "$tmp/int.out" 2>&1 & pid=$!
for _ in $(seq 300); do grep -q "^== bandwidth" "$tmp/int.out" 2>/dev/null && break; sleep 0.1; done
kill -INT $pid
wait $pid; rc=$?
[ $rc -eq 130 ] && ok || bad "SIGINT: exit $rc, want 130"
is_json "$d/int.json" SIGINT
[ "$(jq -r .run.interrupted "$d/int.json")" = true ] && ok || bad "run not marked interrupted"
[ "$(jq '[.results[] | select(.suite == "bandwidth" and .verified)] | length' "$d/int.json")" -eq 25 ] && ok \
  || bad "the 25 bandwidth rows were not kept"
expect "says interrupted" "$tmp/int.out" "interrupted"
no_temp "SIGINT" "$d"
# SIGTERM the same way, exit 143: sent once bandwidth's table is out, while
# roofline's eight cases run (each fills its 0.5 s budget on any device). A
# fixed 1 s sleep raced the run: an H200 finished matmul at 512 inside it
# (exit 1, no signal). --no-lock: no wait for the GPU while another test's
# run holds it
"$SL" run bandwidth roofline --quick -q --no-lock --json "$d/term.json" > "$tmp/term.out" 2>&1 & pid=$!
for _ in $(seq 600); do grep -q "^== bandwidth" "$tmp/term.out" 2>/dev/null && break; sleep 0.1; done
kill -TERM $pid; wait $pid; rc=$?
[ $rc -eq 143 ] && ok || bad "SIGTERM: exit $rc, want 143"
is_json "$d/term.json" SIGTERM

# ---- raw bytes in an argument: the JSON is still valid UTF-8 -------------
raw=$(printf 'k\377')
mkdir -p "$tmp/$raw"
cp "$SRC/cl/bandwidth.cl" "$tmp/$raw/"
check "non-UTF-8 path" 0 "${RUN[@]}" --kernels "$tmp/$raw" --json "$d/raw.json"
is_json "$d/raw.json" "non-UTF-8"
jq -r '.run.argv[]' "$d/raw.json" | grep -q "k$(printf '\357\277\275')" && ok || bad "argv byte not replaced by U+FFFD"
# argv recorded whole (more than 256 entries)
many=(); for i in $(seq 150); do many+=(--param inflight=$((i % 8 + 1))); done
check "long argv" 0 "${RUN[@]}" "${many[@]}" --json "$d/argv.json"
[ "$(jq '.run.argv | length' "$d/argv.json")" -eq $(( ${#RUN[@]} + 300 + 2 )) ] && ok || bad "argv cut"

# ---- spread: each row says how noisy its timing was ---------------------
# every verified row timed 5 times carries spread = stddev / median and
# noisy = spread > 10%, in the JSON and beside the median in the table
check "spread run" 0 "$SL" run bandwidth --quick -q --wide --reps 5 --json "$d/spread.json"
[ "$(jq '[.results[] | select(.verified)] | length' "$d/spread.json")" -eq 25 ] && ok || bad "spread: 25 rows"
jq -e '[.results[] | select(.verified) | .derived as $d | .time_ns as $t
        | ($d.spread - $t.stddev / $t.median | fabs) < 1e-9 * ($d.spread + 1)
          and $t.n == 5 and $d.noisy == (if $d.spread > 0.1 then 1 else 0 end)] | all' "$d/spread.json" >/dev/null \
  && ok || bad "spread: derived.spread is not stddev/median, or noisy disagrees"
expect "spread column" "$tmp/out" "GB/s spread%"
noisy=$(jq '[.results[] | select(.derived.noisy == 1)] | length' "$d/spread.json")
marked=$(grep -cE '^(read|write|copy|write_per_lane|copy_per_lane) .* [0-9.]+!  ' "$tmp/out")
[ "$noisy" -eq "$marked" ] && ok || bad "spread: $noisy noisy rows in the JSON, $marked marked in the table"
if [ "$noisy" -gt 0 ]; then expect "footnote" "$tmp/out" "^!: $noisy noisy rows?: "
else grep -q '^!: ' "$tmp/out" && bad "footnote without a noisy row" || ok; fi
# one timed run says nothing of its noise: no figure, no column
check "spread of one run" 0 "$SL" run bandwidth --quick -q --wide --reps 1 --only read:float4 --json "$d/once.json"
[ "$(jq '.results[0].derived.spread' "$d/once.json")" = null ] && ok || bad "spread of one run is not null"
grep -q "spread%" "$tmp/out" && bad "spread column for one run" || ok

# never over one of its own inputs: a kernel file the run loads
mkdir -p "$d/own"; cp "$SRC/cl/bandwidth.cl" "$SRC/cl/common.h" "$d/own/"
check "--json over a kernel it loads" 2 "$SL" run --quick -q --kernels "$d/own" --json "$d/own/bandwidth.cl"
expect "--json over a kernel: says so" "$tmp/err" "a kernel file this run loads"
cmp -s "$SRC/cl/bandwidth.cl" "$d/own/bandwidth.cl" && ok || bad "--json over a kernel: the kernel was changed"

# ---- a full disk: exit 4, the old file kept, nothing left behind --------
# A tiny tmpfs filled with dd: every write into it fails. Each output that
# already exists keeps its old bytes; a new one is not made; no temporary
# stays. Mounting needs root; elsewhere these cases are skipped.
full=$tmp/full
mkdir -p "$full"
if [ "$(id -u)" -ne 0 ]; then
  skipped=$((skipped + 1)); echo "skipped: mounting a tmpfs needs root (the full-disk cases)"
elif ! mount -t tmpfs -o size=256k,mode=755 tmpfs "$full" 2>"$tmp/mount.err"; then
  skipped=$((skipped + 1)); echo "skipped: cannot mount a tmpfs here ($(head -1 "$tmp/mount.err")): the full-disk cases"
else
  full_mnt=$full
  # a signal now still runs the EXIT trap, which unmounts
  trap 'exit 129' HUP; trap 'exit 130' INT; trap 'exit 143' TERM
  A=$SRC/data/results/i25-h100-2026-11-26-all.json B=$SRC/data/results/i25-h200-2026-11-26-all.json
  echo "old compare output" > "$full/out.txt"
  echo '{"old": "results"}' > "$full/r.json"
  # lab 1 started there, and a last status that a check on the full disk must keep
  "$SL" lab start 1 "$full/simtlab-labs" >/dev/null 2>&1 && ok || bad "full disk: lab start before filling it"
  status=$full/simtlab-labs/.01-coalescing.cl.last
  printf 'PASS: 9 passed, 0 failed\nsha256 0\n' > "$status"
  dd if=/dev/zero of="$full/fill" bs=4k >/dev/null 2>&1   # ends at ENOSPC: the disk is full
  if printf x 2>/dev/null >> "$full/probe"; then bad "full disk: a byte could still be written"; fi
  rm -f "$full/probe"
  before=$(cd "$full" && ls -A | sort | tr '\n' ' ')
  # (1) compare -o over a file: exit 4, the reason, the old text kept
  check "full disk: compare -o" 4 "$SL" compare "$A" "$B" -o "$full/out.txt"
  expect "full disk: compare says why" "$tmp/err" "cannot write $full/out.txt: (No space left|.*disk may be full)"
  [ "$(cat "$full/out.txt")" = "old compare output" ] && ok || bad "full disk: compare changed out.txt"
  # (2) lab start into a new directory: exit 4 (an output could not be written), no starter, cut or whole
  check "full disk: lab start" 4 "$SL" lab start 1 "$full/dir"
  expect "full disk: lab start says why" "$tmp/err" "cannot write $full/dir/01-coalescing.cl"
  [ -z "$(ls -A "$full/dir" 2>/dev/null)" ] && ok || bad "full disk: lab start left $(ls -A "$full/dir")"
  rmdir "$full/dir" 2>/dev/null
  # (3) run --json over a file and --csv to a new one: exit 4, the old JSON kept, no CSV
  check "full disk: run --json" 4 "${RUN[@]}" --json "$full/r.json" --csv "$full/r.csv"
  expect "full disk: run says why" "$tmp/err" "cannot write $full/r.json"
  [ "$(cat "$full/r.json")" = '{"old": "results"}' ] && ok || bad "full disk: run changed r.json"
  [ ! -e "$full/r.csv" ] && ok || bad "full disk: run left r.csv"
  # (4) lab check (status file written through its own temporary): the last status kept
  check "full disk: lab check" 1 sh -c 'cd "$1" && exec "$2" lab check 1 --no-speed --datasets 1 --no-oclgrind' \
    sh "$full" "$SL"
  [ "$(head -1 "$status")" = "PASS: 9 passed, 0 failed" ] && ok || bad "full disk: lab check changed its status"
  ls -A "$full/simtlab-labs" | grep -qv '^\(01-coalescing\.cl\|\.01-coalescing\.cl\.last\)$' \
    && bad "full disk: lab check left $(ls -A "$full/simtlab-labs")" || ok
  now=$(cd "$full" && ls -A | sort | tr '\n' ' ')
  [ "$now" = "$before" ] && ok || bad "full disk: files were '$before', are '$now'"
  no_temp "full disk" "$full"
  # room again: the same command writes (the failure was the disk's)
  rm -f "$full/fill"
  check "full disk freed: compare -o" 0 "$SL" compare "$A" "$B" -o "$full/out.txt"
  "$SL" compare "$A" "$B" > "$tmp/cmp.txt" 2>/dev/null
  cmp -s "$tmp/cmp.txt" "$full/out.txt" && ok || bad "full disk freed: out.txt is not compare's output"
  umount "$full" && full_mnt="" || bad "full disk: cannot unmount $full"
  trap - HUP INT TERM
fi

# ---- a disk that takes the bytes and gives others back: the read-back ----
# tools/iofault.c makes every pread change its first byte (flip) or end
# early (short) after a write and an fsync that succeeded: each writer must
# see it, exit 4, keep the old file and leave no temporary.
if [ -z "$IOFAULT" ] || [ ! -e "$IOFAULT" ]; then
  skipped=$((skipped + 1)); echo "skipped: no iofault library given (the read-back cases)"
elif ldd "$SL" 2>/dev/null | grep -q libasan; then
  skipped=$((skipped + 1)); echo "skipped: an ASan build intercepts pread itself (the read-back cases)"
else
  A=$SRC/data/results/i25-h100-2026-11-26-all.json B=$SRC/data/results/i25-h200-2026-11-26-all.json
  rb=$tmp/readback
  mkdir -p "$rb"
  echo "old compare output" > "$rb/out.txt"
  echo '{"old": "results"}' > "$rb/r.json"
  for mode in flip short; do
    check "read-back $mode: compare -o" 4 env IOFAULT_PREAD=$mode IOFAULT_PATH="$rb/" LD_PRELOAD="$IOFAULT" "$SL" compare "$A" "$B" -o "$rb/out.txt"
    if [ $mode = flip ]; then
      expect "read-back flip: compare says why" "$tmp/err" "cannot write $rb/out.txt: what was read back differs from what was written \(at byte 0 of [0-9]+\)"
    else
      expect "read-back short: compare says why" "$tmp/err" "cannot write $rb/out.txt: only [0-9]+ of [0-9]+ bytes could be read back"
    fi
    [ "$(cat "$rb/out.txt")" = "old compare output" ] && ok || bad "read-back $mode: compare changed out.txt"
    check "read-back $mode: run --json" 4 env IOFAULT_PREAD=$mode IOFAULT_PATH="$rb/" LD_PRELOAD="$IOFAULT" "${RUN[@]}" --json "$rb/r.json"
    [ "$(cat "$rb/r.json")" = '{"old": "results"}' ] && ok || bad "read-back $mode: run changed r.json"
    check "read-back $mode: lab start" 4 env IOFAULT_PREAD=$mode IOFAULT_PATH="$rb/" LD_PRELOAD="$IOFAULT" "$SL" lab start 1 "$rb/lab"
    [ -z "$(ls -A "$rb/lab" 2>/dev/null)" ] && ok || bad "read-back $mode: lab start left $(ls -A "$rb/lab")"
  done
  [ "$(ls -A "$rb" | sort | tr '\n' ' ')" = "lab out.txt r.json " ] || [ "$(ls -A "$rb" | sort | tr '\n' ' ')" = "out.txt r.json " ] \
    && ok || bad "read-back: left $(ls -A "$rb")"
  no_temp "read-back" "$rb"
  # the same commands without the fault write
  check "no fault: compare -o" 0 "$SL" compare "$A" "$B" -o "$rb/out.txt"
  expect "no fault: compare wrote" "$rb/out.txt" "^A: "
fi

if [ "$skipped" -gt 0 ]; then echo "files: $pass passed, $fail failed, $skipped skipped"
else echo "files: $pass passed, $fail failed"; fi
[ "$fail" -eq 0 ]
