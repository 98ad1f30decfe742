#!/usr/bin/env bash
# test_offline.sh SIMTLAB - `simtlab isa --target T` (issue 30): every
# suite of cl/ and every lab solution compiled offline with clang-15 for
# gfx906, gfx90a, gfx1030, gfx1030:wave64 and nvptx, and what the lessons
# claim checked in the code: a float4 read or store is DWORDx4 on AMD and
# .v4 on PTX, a float one DWORD; the padded transpose tile's LDS is what
# docs/ says; and for every AMD kernel simtlab's occupancy is the
# compiler's, or the rule (sl_occ_explain_compiler) names why not. Then
# the refusals, a missing compiler, a compile error, --asm, and ^C and the
# time limit leaving no compiler running and no temporary file.
#
# Skips (77) only when clang-15, rocm-device-libs or libclc-15 is missing,
# or there is no OpenCL device to plan the suites on; scripts/bootstrap
# installs all three for the test mode, so CI runs it.
set -u
SL=$1
SRC=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0

CLANG=${SIMTLAB_CLANG:-$(command -v clang-15 || command -v clang || true)}
[ -n "$CLANG" ] || { echo "SKIP: no clang-15 (Debian package clang-15)"; exit 77; }
ls /usr/lib/*/amdgcn/bitcode/ocml.bc >/dev/null 2>&1 || {
  echo "SKIP: no ROCm device libraries (Debian package rocm-device-libs)"; exit 77; }
[ -f /usr/lib/clc/nvptx64--nvidiacl.bc ] || { echo "SKIP: no libclc for nvptx (Debian package libclc-15)"; exit 77; }
"$SL" info >/dev/null 2>&1 || { echo "SKIP: no OpenCL device to plan the suites on"; exit 77; }

check() { # check NAME WANT_RC CMD... ; output in $tmp/out, $tmp/err
  local name=$1 want=$2; shift 2
  "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  if [ "$rc" -eq "$want" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $name: exit $rc, want $want"; sed 's/^/  | /' "$tmp/err" | head -20
  fi
}
not() { ! "$@"; }
ok() { # ok NAME TEST... : the test's exit status
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $name"; fi
}
expect() { # expect NAME FILE PATTERN
  if grep -qE -- "$3" "$2"; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $1: '$3' not in $2"; sed 's/^/  | /' "$2" | head -30
  fi
}
# block FILE SUITE CASE: the lines of CASE (from its name to the blank line
# after it) in the output block of SUITE
block() {
  awk -v s="$2" -v c="$3" '/^isa: /{in_s = ($2 == s)} in_s && $1 == c {p = 1} p && /^$/ {p = 0} p' "$1"
}
# has NAME FILE SUITE CASE PATTERN / lacks ...: a pattern in a case's block, or not
has() { if block "$2" "$3" "$4" | grep -qE -- "$5"; then pass=$((pass + 1)); else
  fail=$((fail + 1)); echo "FAIL $1: '$5' not in $3 $4:"; block "$2" "$3" "$4" | sed 's/^/  | /' | head -20; fi; }
lacks() { if ! block "$2" "$3" "$4" | grep -qE -- "$5"; then pass=$((pass + 1)); else
  fail=$((fail + 1)); echo "FAIL $1: '$5' in $3 $4:"; block "$2" "$3" "$4" | sed 's/^/  | /' | head -20; fi; }

amd="gfx906 gfx90a gfx1030 gfx1030:wave64"
targets="$amd nvptx"

# ---- every suite of cl/, for each target --------------------------------
for t in $targets; do
  f="$tmp/all-${t/:/-}.txt"
  check "isa --target $t all" 0 "$SL" isa --target "$t" all
  cp "$tmp/out" "$f"
  expect "$t: a header per suite" "$f" "^isa: bandwidth for $t \(.*\), compiled offline with clang [0-9]+.*: not run$"
  # every kernel file of cl/ was compiled: one "kernels:" line each
  for cl in "$SRC"/cl/*.cl; do
    expect "$t: compiled $(basename "$cl")" "$f" "^kernels: .*/cl/$(basename "$cl") \(sha256"
  done
done

# ---- load and store widths ----------------------------------------------
for t in $amd; do
  f="$tmp/all-${t/:/-}.txt"
  has "$t scale4 reads DWORDx4" "$f" scale scale4:float4 "global_load_dwordx4 +16 B a lane DWORDx4"
  has "$t scale4 stores DWORDx4" "$f" scale scale4:float4 "global_store_dwordx4 +16 B a lane DWORDx4"
  has "$t scale reads DWORD" "$f" scale scale:float "global_load_dword +4 B a lane DWORD "
  has "$t scale stores DWORD" "$f" scale scale:float "global_store_dword +4 B a lane DWORD "
  lacks "$t scale: no wider load" "$f" scale scale:float "global_(load|store)_dwordx"
  has "$t read:float4 DWORDx4" "$f" bandwidth read:float4 "global_load_dwordx4 +16 B a lane DWORDx4"
  has "$t write:float4 DWORDx4" "$f" bandwidth write:float4 "global_store_dwordx4 +16 B a lane DWORDx4"
  has "$t copy:float4 both" "$f" bandwidth copy:float4 "global_load_dwordx4"
  has "$t copy:float4 store" "$f" bandwidth copy:float4 "global_store_dwordx4"
  has "$t write:float DWORD" "$f" bandwidth write:float "global_store_dword +4 B a lane DWORD "
  lacks "$t write:float no wider" "$f" bandwidth write:float "global_(load|store)_dwordx"
done
f="$tmp/all-gfx90a.txt"
has "gfx90a: a wave of 64 moves 1024 B" "$f" scale scale4:float4 "1024 B a full 64-lane request"
has "gfx1030: a wave of 32 moves 512 B" "$tmp/all-gfx1030.txt" scale scale4:float4 "512 B a full 32-lane request"
has "gfx1030:wave64 moves 1024 B" "$tmp/all-gfx1030-wave64.txt" scale scale4:float4 "1024 B a full 64-lane request"
f="$tmp/all-nvptx.txt"
has "nvptx scale reads .f32" "$f" scale scale:float "ld.global.f32 +4 B a lane DWORD "
has "nvptx scale stores .f32" "$f" scale scale:float "st.global.f32 +4 B a lane DWORD "
has "nvptx read:float4 .v4" "$f" bandwidth read:float4 "ld.global.v4.f32 +16 B a lane DWORDx4"
has "nvptx write:float4 .v4" "$f" bandwidth write:float4 "st.global.v4.f32 +16 B a lane DWORDx4"
has "nvptx copy:float4 .v4" "$f" bandwidth copy:float4 "ld.global.v4.f32"
has "nvptx write:float .f32" "$f" bandwidth write:float "st.global.f32 +4 B a lane DWORD "
# matmul's tiled rungs share tiled_body, which clang's nvptx keeps as a
# .func: a plain `inline` made it an inline-only C99 definition, an
# undefined .extern .func the kernel called (no loads shown, and the PTX
# would not load in a driver). Every helper in cl/ is `static inline`.
has "nvptx matmul_tiled: tiled_body's loads, through the call" "$f" matmul tiled:67x45x33 "ld.global.f32 "
lacks "nvptx matmul_tiled: no undefined callee" "$f" matmul tiled:67x45x33 "calls not followed"
ok "nvptx: no kernel calls what the module does not define" not grep -q "calls not followed" "$f"
ok "cl/: no plain (C99 inline-only) inline function" not grep -rqE "^[[:space:]]*inline[[:space:]]" "$SRC/cl"
# bandwidth's float read with a GPU's plan (lanes interleaved): one DWORD a
# lane a load (a CPU's plan, a contiguous run per work-item, lets the
# compiler merge a lane's floats into DWORDx4)
for t in gfx90a nvptx; do
  check "$t bandwidth, a GPU's plan" 0 "$SL" isa --target "$t" bandwidth --param blocked=2 --param inflight=4
  cp "$tmp/out" "$tmp/gpu-plan.txt"
  expect "$t: the options say so" "$tmp/gpu-plan.txt" '"-DVEC=1 -DINFLIGHT=4 -DBLOCKED=2'
  if [ "$t" = nvptx ]; then
    has "$t read:float .f32" "$tmp/gpu-plan.txt" bandwidth read:float "ld.global.f32 +4 B a lane DWORD "
    has "$t read:float4 .v4" "$tmp/gpu-plan.txt" bandwidth read:float4 "ld.global.v4.f32 +16 B a lane DWORDx4"
  else
    has "$t read:float DWORD" "$tmp/gpu-plan.txt" bandwidth read:float "global_load_dword +4 B a lane DWORD "
    lacks "$t read:float no wider" "$tmp/gpu-plan.txt" bandwidth read:float "global_load_dwordx"
    has "$t read:float4 DWORDx4" "$tmp/gpu-plan.txt" bandwidth read:float4 "global_load_dwordx4 +16 B a lane DWORDx4"
  fi
done
check "a param the suite does not take" 2 "$SL" isa --target gfx90a scale --param blocked=2
expect "names it" "$tmp/err" "scale takes no --param blocked"

# scale4's vload4 takes a float pointer, which promises 4-byte alignment
# only: PTX's ld.global.v4 needs 16, so clang + libclc load the four floats
# one by one (AMD's global_load_dwordx4 needs 4, hence DWORDx4 above). A
# float4 pointer (bandwidth, scale4_ptr) is 16-byte aligned and gets .v4.
# NVIDIA's own driver (580, H100 and H200) does the same: four
# ld.global.f32 for scale4, ld.global.v4.f32 for scale4_ptr
# (data/results/isa-h100-h200-2026-11-26/).
has "nvptx scale4: vload4 is scalar loads" "$f" scale scale4:float4 "ld.global.f32 +4 B a lane DWORD "
lacks "nvptx scale4: no .v4 from a float pointer" "$f" scale scale4:float4 "\.v4"
has "nvptx scale4_ptr: a float4 pointer is .v4" "$f" scale scale4_ptr:float4 "ld.global.v4.f32 +16 B a lane DWORDx4"
has "nvptx scale4_ptr: and stores .v4" "$f" scale scale4_ptr:float4 "st.global.v4.f32 +16 B a lane DWORDx4"
for t in $amd; do
  has "$t scale4_ptr DWORDx4 too" "$tmp/all-${t/:/-}.txt" scale scale4_ptr:float4 "global_load_dwordx4 +16 B a lane DWORDx4"
done

# ---- the padded tile's LDS is what the docs say ----------------------------
ok "cl/transpose.cl pads the tile by one" grep -q "local float tile\[TILE\]\[TILE + 1\];" "$SRC/cl/transpose.cl"
ok "docs give 4224 B (33 x 32 x 4) for the padded tile" grep -rq "4096 vs 4224 bytes per group" "$SRC/docs"
for t in $amd; do
  f="$tmp/all-${t/:/-}.txt"
  has "$t padded tile: 4224 B LDS" "$f" transpose tiled_padded:512x512 ", 4224 B LDS,"
  has "$t plain tile: 4096 B LDS" "$f" transpose tiled:512x512 ", 4096 B LDS,"
done

# ---- loads in flight: what the compiler keeps outstanding ------------------
# The lesson (docs/warp-vs-wave.md, suite-occupancy.md): the simple loop
# waits after each load on every target; the DEPTH=4 loop keeps all 4 in
# flight on CDNA2 and RDNA2; DEPTH=8 never gets 8 (clang-15 keeps 5 at
# most, ptxas on the H100/H200 4): more accumulators past 4 buy nothing.
# The loops have one path a round: any path and the straight path agree.
for t in $amd; do
  f="$tmp/all-${t/:/-}.txt"
  has "$t simple: one load in flight" "$f" occupancy simple:w1 \
    "loads in flight: up to 1 on any path, 1 on the straight path, of the 2 global loads"
  lacks "$t x8: never all 8" "$f" occupancy x8:w1 "loads in flight: up to 8 "
done
for t in gfx90a gfx1030; do
  has "$t x4: all four in flight" "$tmp/all-$t.txt" occupancy x4:w1 \
    "loads in flight: up to 4 on any path, 4 on the straight path, of the 5 global loads"
done
# Paths, not text order (issue 42 item 8): the tiled transposes' interior
# keeps 4 loads outstanding in blocks LLVM moves past the kernel's end;
# matmul's register-blocked rungs keep 1 (a float4) inside the matrix and
# 8 at its edges (four scalar loads of A, four of B).
f="$tmp/all-gfx90a.txt"
has "gfx90a tiled transpose: 4 on the straight path" "$f" transpose tiled:512x512 "up to 5 on any path, 4 on the straight path"
has "gfx90a regblock2d: 8 at the edge, 1 inside" "$f" matmul regblock2d:67x45x33 "up to 8 on any path, 1 on the straight path"
# the latency chase is scalar: its loads are shown as such, none global
has "gfx90a chase: scalar loads" "$f" latency chase:4KiB "s_load_dword +4 B a wave \(scalar"
lacks "gfx90a chase: no global load" "$f" latency chase:4KiB "global_load"

# ---- occupancy: the model's or a reason, for every AMD kernel --------------
# per kernel ("  kernel " line): at least one "    model " line, each "same"
# or a reason the rule gives; none unexplained
for t in $amd; do
  f="$tmp/all-${t/:/-}.txt"
  bad=$(awk '
    /^  kernel / { if (k && !m) print "no model line: " k; k = $2; m = 0 }
    /^    model / { m = 1
      if ($0 !~ /: same$/ && $0 !~ /: the launch: / && $0 !~ /LLVM 15 takes LDS/ && $0 !~ /whole groups: /)
        print "no reason: " $0 }
    END { if (k && !m) print "no model line: " k }' "$f")
  ok "$t: every kernel's occupancy is the compiler's or explained" [ -z "$bad" ]
  [ -z "$bad" ] || echo "$bad" | head -5 | sed 's/^/  | /'
  n_kernels=$(grep -c "^  kernel " "$f"); n_models=$(grep -c "^    model " "$f")
  ok "$t: $n_kernels kernels, $n_models model lines" [ "$n_kernels" -gt 40 -a "$n_models" -ge "$n_kernels" ]
  ok "$t: nothing unexplained" not grep -q "not explained" "$f"
done
# the reasons appear where the kernels call for them (gfx90a): a 32 KiB
# tile (matmul) is LLVM 15's LDS figure, a one-work-item launch the launch
f="$tmp/all-gfx90a.txt"
expect "gfx90a: LLVM 15's LDS figure named" "$f" "LLVM 15 takes LDS's waves per CU for waves per SIMD \(llvm-project issue 118220\)"
expect "gfx90a: the launch named" "$f" "the launch: the compiler assumes groups of 256 work-items \(the launch's are 1\)"
# the launch's __local arguments, bound on the device (gather's double
# buffer: 2 x 1024 / 4 float4 of 16 B), which no compiler sees
has "gfx90a: a __local argument's bytes" "$f" gather cosine_pairs_sorted_double_buffered:dim1024 \
  "model [0-9.]+ at 256 work-items \+ 8192 B of __local arguments, .*cannot see the launch's 8192 B"

# ---- every lab solution, with its lab's suite (host/lab/labs.c) -------------
labs=$(awk '/\.number = /{n = $3; sub(",", "", n)} /\.suite = "/{s = $3; gsub(/[",]/, "", s); print n, s}' \
       "$SRC/host/lab/labs.c")
n_labs=0
for sol in "$SRC"/cl/labs/solutions/0*.cl; do
  num=$(basename "$sol" | sed 's/^0*\([0-9]*\)-.*/\1/')
  suite=$(echo "$labs" | awk -v n="$num" '$1 == n {print $2}')
  # its first kernel (`kernel void NAME(`, an __attribute__((...)) between them)
  entry=$(perl -0777 -ne 'print "$1\n" while /kernel\b(?:\s+__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\))*\s+void\s+(\w+)\s*\(/g' \
          "$sol" | head -1)
  ok "lab $num has a suite ($suite) and a kernel ($entry)" [ -n "$suite" -a -n "$entry" ]
  for t in $targets; do
    check "lab $num solution for $t" 0 "$SL" isa --target "$t" --kernel "$sol" "$suite"
    expect "lab $num solution for $t: shows $entry" "$tmp/out" "^  kernel $entry, options"
  done
  n_labs=$((n_labs + 1))
done
ok "7 lab solutions compiled" [ "$n_labs" -eq 7 ]
sol="$SRC/cl/labs/solutions/02-vector-loads.cl"
check "lab 2 on gfx90a" 0 "$SL" isa --target gfx90a --kernel "$sol" scale scale4
expect "lab 2's float4 is DWORDx4" "$tmp/out" "global_load_dwordx4 +16 B a lane DWORDx4"
sol="$SRC/cl/labs/solutions/06-transpose-padding.cl"
check "lab 6 on gfx1030" 0 "$SL" isa --target gfx1030 --kernel "$sol" transpose tiled_padded
expect "lab 6's padded tile is 4224 B" "$tmp/out" ", 4224 B LDS,"

# ---- a student's file alone, --asm, errors --------------------------------
cat > "$tmp/mine.cl" <<'EOF'
kernel void copy4(global const float4 *x, global float4 *y) { y[get_global_id(0)] = x[get_global_id(0)]; }
kernel void copy1(global const float *x, global float *y) { y[get_global_id(0)] = x[get_global_id(0)]; }
EOF
check "a file alone" 0 "$SL" isa --target gfx90a,nvptx --kernel "$tmp/mine.cl"
expect "its header" "$tmp/out" "^isa: .*/mine.cl for gfx90a \(CDNA2, wave 64\)"
expect "its first kernel" "$tmp/out" "^  kernel copy4, no options$"
expect "its second kernel" "$tmp/out" "^  kernel copy1, no options$"
expect "no launch: the compiler's size" "$tmp/out" "model 8 at the compiler's 256 work-items \(no launch: a file alone"
expect "PTX too" "$tmp/out" "^isa: .*/mine.cl for nvptx \(PTX, warp 32\)"
check "--asm" 0 "$SL" isa --target gfx90a,nvptx --asm --kernel "$tmp/mine.cl"
expect "the AMD listing" "$tmp/out" "^	s_endpgm"
expect "the PTX listing" "$tmp/out" "^	ret;"
check "one case, --asm" 0 "$SL" isa --target gfx90a --asm scale scale4
expect "its listing" "$tmp/out" "^scale4: +; @scale4"
ok "only the case asked for" not grep -q "^scale:float" "$tmp/out"

echo 'kernel void broken(global float *y) { y[0] = nope; }' > "$tmp/broken.cl"
check "a compile error fails" 1 "$SL" isa --target gfx90a --kernel "$tmp/broken.cl"
expect "the compiler's message" "$tmp/out" "use of undeclared identifier 'nope'"
expect "counted" "$tmp/err" "1 compile failed"

check "unknown target" 2 "$SL" isa --target gfx1234 scale
expect "names the targets" "$tmp/err" "unknown target 'gfx1234'.*gfx90a"
check "--asm without --target" 2 "$SL" isa --asm scale
check "all without --target" 2 "$SL" isa all
check "--ptx with --target" 2 "$SL" isa --target nvptx --ptx scale
check "no such case" 2 "$SL" isa --target gfx90a scale nope
check "help documents --target" 0 "$SL" isa --help
expect "--target in help" "$tmp/out" "--target T +compile offline for T: gfx906"
expect "--asm in help" "$tmp/out" "--asm +with --target"
expect "exit 6 in help" "$tmp/out" "6 no offline compiler"

SIMTLAB_CLANG=$tmp/no-such-clang check "a missing compiler" 6 "$SL" isa --target gfx90a scale
expect "names it" "$tmp/err" "SIMTLAB_CLANG=.*no-such-clang is not an executable"
env -u SIMTLAB_CLANG PATH="$tmp/empty" "$SL" isa --target nvptx scale >"$tmp/out" 2>"$tmp/err"
ok "no clang on PATH: exit 6" [ $? -eq 6 ]
expect "names the package" "$tmp/err" "install Debian's clang-15"

# ---- ^C and the time limit: the compiler killed and reaped, no temporary file
# a stand-in compiler that answers --version, writes its pid, then hangs
cat > "$tmp/slow-clang" <<EOF
#!/bin/sh
[ "\$1" = --version ] && { echo "clang version 15.0.0"; exit 0; }
echo \$\$ > "$tmp/clang.pid"
exec sleep 300
EOF
chmod +x "$tmp/slow-clang"
mkdir -p "$tmp/tmpdir"
TMPDIR="$tmp/tmpdir" SIMTLAB_CLANG="$tmp/slow-clang" "$SL" isa --target nvptx --kernel "$tmp/mine.cl" \
  >"$tmp/out" 2>"$tmp/err" &
pid=$!
for _ in $(seq 50); do [ -s "$tmp/clang.pid" ] && break; sleep 0.1; done
kill -INT "$pid"
wait "$pid"
ok "^C: exit 130" [ $? -eq 130 ]
cpid=$(cat "$tmp/clang.pid" 2>/dev/null || echo 0)
ok "^C: the compiler started" [ "$cpid" -gt 0 ]
sleep 0.2
ok "^C: the compiler is gone" not kill -0 "$cpid" 2>/dev/null
ok "no temporary file" [ -z "$(ls -A "$tmp/tmpdir")" ]
[ "$cpid" -gt 0 ] && kill -0 "$cpid" 2>/dev/null && kill "$cpid" # never leave one behind

# past the time limit (SIMTLAB_OFFLINE_TIMEOUT, seconds): killed, said, exit 1
rm -f "$tmp/clang.pid"
SIMTLAB_OFFLINE_TIMEOUT=1 SIMTLAB_CLANG="$tmp/slow-clang" check "past the time limit" 1 \
  "$SL" isa --target nvptx --kernel "$tmp/mine.cl"
expect "says so" "$tmp/out" "ran past its 1 s limit and was stopped"
cpid=$(cat "$tmp/clang.pid" 2>/dev/null || echo 0)
ok "time limit: the compiler is gone" [ "$cpid" -gt 0 ]
ok "time limit: the compiler is gone" not kill -0 "$cpid" 2>/dev/null
[ "$cpid" -gt 0 ] && kill -0 "$cpid" 2>/dev/null && kill "$cpid"

# a compiler that closes its output and hangs: stopped by the limit too
sed 's/^exec sleep 300$/exec >\&- 2>\&-; exec sleep 300/' "$tmp/slow-clang" > "$tmp/mute-clang"
chmod +x "$tmp/mute-clang"
rm -f "$tmp/clang.pid"
SIMTLAB_OFFLINE_TIMEOUT=1 SIMTLAB_CLANG="$tmp/mute-clang" check "a mute compiler past the limit" 1 \
  "$SL" isa --target nvptx --kernel "$tmp/mine.cl"
cpid=$(cat "$tmp/clang.pid" 2>/dev/null || echo 0)
ok "mute compiler: started" [ "$cpid" -gt 0 ]
ok "mute compiler: gone" not kill -0 "$cpid" 2>/dev/null
[ "$cpid" -gt 0 ] && kill -0 "$cpid" 2>/dev/null && kill "$cpid"

# a compiler that starts a process of its own (a driver's cc1, a linker):
# a stop kills its whole process group, the one it started too (issue 43 item 2)
cat > "$tmp/forking-clang" <<EOF
#!/bin/sh
[ "\$1" = --version ] && { echo "clang version 15.0.0"; exit 0; }
sleep 300 >/dev/null 2>&1 &
echo \$! > "$tmp/kid.pid"
echo \$\$ > "$tmp/clang.pid"
wait
EOF
chmod +x "$tmp/forking-clang"
rm -f "$tmp/clang.pid" "$tmp/kid.pid"
SIMTLAB_OFFLINE_TIMEOUT=1 SIMTLAB_CLANG="$tmp/forking-clang" check "a compiler with a child, past the limit" 1 \
  "$SL" isa --target nvptx --kernel "$tmp/mine.cl"
kpid=$(cat "$tmp/kid.pid" 2>/dev/null || echo 0)
ok "compiler's child: started" [ "$kpid" -gt 0 ]
gone=1 # gone, or a zombie for its new parent to reap
for _ in $(seq 20); do kill -0 "$kpid" 2>/dev/null || break; grep -q '^State:.*Z' "/proc/$kpid/status" 2>/dev/null && break; sleep 0.1; done
kill -0 "$kpid" 2>/dev/null && ! grep -q '^State:.*Z' "/proc/$kpid/status" 2>/dev/null && gone=0
ok "compiler's child: gone with it" [ $gone -eq 1 ]
[ "$kpid" -gt 0 ] && kill -0 "$kpid" 2>/dev/null && kill "$kpid"

# a real compile of every suite leaves TMPDIR empty too
TMPDIR="$tmp/tmpdir" check "a compile in an empty TMPDIR" 0 "$SL" isa --target gfx90a,nvptx transpose
ok "no temporary file after compiling" [ -z "$(ls -A "$tmp/tmpdir")" ]

echo "offline: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
