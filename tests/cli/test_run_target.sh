#!/usr/bin/env bash
# test_run_target.sh SIMTLAB - `simtlab run --target T` (issue 30): one run
# on this machine's device (PoCL in CI) gives every row its kernel's
# figures compiled offline for gfx90a, gfx1030 and nvptx. Checked with jq
# against what the code really is: a float4 is DWORDx4 on AMD, a float
# DWORD; VGPRs are counts; waves per SIMD are in each architecture's range
# and equal what `simtlab isa --target` shows for the same launch; the
# table fits 100 columns; `compare --what-if mi210` uses the figures, and
# says why where it cannot (mi300x, a file without them). Then a missing
# compiler (exit 6 before anything runs), a compile that fails (its rows
# say so, the run goes on), and ^C during a compile (no compiler left, no
# temporary file).
#
# Skips (77) only when clang-15, rocm-device-libs or libclc-15 is
# missing, or there is no OpenCL device.
set -u
SL=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0

CLANG=${SIMTLAB_CLANG:-$(command -v clang-15 || command -v clang || true)}
[ -n "$CLANG" ] || { echo "SKIP: no clang-15 (Debian package clang-15)"; exit 77; }
ls /usr/lib/*/amdgcn/bitcode/ocml.bc >/dev/null 2>&1 || {
  echo "SKIP: no ROCm device libraries (Debian package rocm-device-libs)"; exit 77; }
[ -f /usr/lib/clc/nvptx64--nvidiacl.bc ] || { echo "SKIP: no libclc for nvptx (Debian package libclc-15)"; exit 77; }
command -v jq >/dev/null || { echo "SKIP: no jq"; exit 77; }
"$SL" info >/dev/null 2>&1 || { echo "SKIP: no OpenCL device"; exit 77; }

check() { # check NAME WANT_RC CMD... ; output in $tmp/out, $tmp/err
  local name=$1 want=$2; shift 2
  "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  if [ "$rc" -eq "$want" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $name: exit $rc, want $want"; sed 's/^/  | /' "$tmp/err" | head -20
  fi
}
ok() { local name=$1; shift; if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $name"; fi; }
not() { ! "$@"; }
expect() { # expect NAME FILE PATTERN
  if grep -qE -- "$3" "$2"; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $1: '$3' not in $2"; sed 's/^/  | /' "$2" | head -30
  fi
}
# jqt NAME FILTER: the filter on the run's JSON is true
jqt() {
  if jq -e "$2" "$tmp/r.json" >/dev/null; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $1: $2"; fi
}

# ---- one run, three targets ---------------------------------------------
check "run --target" 0 "$SL" run scale bandwidth --quick --target gfx90a,gfx1030,nvptx --json "$tmp/r.json"
cp "$tmp/out" "$tmp/table.txt"
jqt "every row has the three targets" \
  '[.results[] | .compiled | keys_unsorted] | all(. == ["gfx90a", "gfx1030", "nvptx"])'
jqt "29 rows, all verified" '(.results | length) == 29 and all(.results[]; .verified)'
jqt "no compile failed" '[.results[].compiled[].error] | all(. == null)'
sc() { echo ".results[] | select(.case_name == \"$1\") | .compiled"; }
for t in gfx90a gfx1030; do
  jqt "$t: scale4's float4 is DWORDx4" "$(sc scale4:float4).\"$t\" | .widest_load == \"DWORDx4\" and .widest_load_bytes == 16 and .widest_load_op == \"global_load_dwordx4\""
  jqt "$t: scale's float is DWORD" "$(sc scale:float).\"$t\" | .widest_load == \"DWORD\" and .widest_load_op == \"global_load_dword\""
  jqt "$t: read:float4 is DWORDx4" "$(sc read:float4).\"$t\".widest_load == \"DWORDx4\""
  jqt "$t: write:float loads nothing" "$(sc write:float).\"$t\" | .widest_load_bytes == 0 and .widest_load == \"\""
  jqt "$t: VGPRs and SGPRs are counts above 0" \
    "[.results[].compiled.\"$t\" | .vgprs, .sgprs] | all(type == \"number\" and . > 0 and . == floor)"
  jqt "$t: no spills in scale or bandwidth" "[.results[].compiled.\"$t\" | .vgpr_spills, .scratch_bytes] | all(. == 0)"
  jqt "$t: the model at each row's own work-group size" \
    "all(.results[]; .compiled.\"$t\".work_group == (.launch.local | reduce .[] as \$x (1; . * \$x)))"
done
# waves per SIMD within each architecture's range: CDNA2 1..8, RDNA2 (wave32) 1..16
jqt "gfx90a: 1..8 waves per SIMD" '[.results[].compiled.gfx90a.waves_per_simd] | all(. >= 1 and . <= 8)'
jqt "gfx1030: 1..16 waves per SIMD" '[.results[].compiled.gfx1030.waves_per_simd] | all(. >= 1 and . <= 16)'
jqt "gfx90a: wave 64, gfx1030: wave 32" '.results[0].compiled | .gfx90a.wave == 64 and .gfx1030.wave == 32'
jqt "CDNA2's 168 VGPRs of read:float16 hold 3 waves, not 8" \
  "$(sc read:float16).gfx90a | .vgprs > 128 and .vgprs <= 168 and .waves_per_simd == 3"
# scale4's vload4 takes a float pointer, which promises 4-byte alignment
# only: PTX's ld.global.v4 needs 16, so clang + libclc load the four floats
# one by one (ld.global.f32, DWORD); AMD's global_load_dwordx4 needs only
# 4, hence DWORDx4 there. bandwidth's float4 pointer is 16-byte aligned
# and gets .v4 on PTX too.
jqt "nvptx: scale4's vload4 is scalar loads" "$(sc scale4:float4).nvptx | .widest_load == \"DWORD\" and .widest_load_op == \"ld.global.f32\""
jqt "nvptx: read:float4 is .v4" "$(sc read:float4).nvptx | .widest_load == \"DWORDx4\" and .widest_load_op == \"ld.global.v4.f32\""
jqt "nvptx: no registers offline" '[.results[].compiled.nvptx | .vgprs, .waves_per_simd] | all(. == null)'
jqt "nvptx: the note says why" '.results[0].compiled.nvptx.note | test("ptxas allocates them")'

# the same figures as `simtlab isa --target gfx90a scale` for the same launch
check "isa --target gfx90a scale" 0 "$SL" isa --target gfx90a scale
cp "$tmp/out" "$tmp/isa.txt"
for c in scale:float scale4:float4 scale4_offset:float4; do
  isa=$(awk -v c="$c" '$1 == c {p = 1} p && /^    model / {print $2, $4; exit}' "$tmp/isa.txt")
  isa_vgprs=$(awk -v c="$c" '$1 == c {p = 1} p && / VGPRs, / {print $1; exit}' "$tmp/isa.txt")
  run=$(jq -r "$(sc "$c").gfx90a | \"\(.waves_per_simd) \(.work_group)\"" "$tmp/r.json")
  run_vgprs=$(jq -r "$(sc "$c").gfx90a.vgprs" "$tmp/r.json")
  ok "$c: occupancy as isa shows it ($isa vs $run)" [ -n "$isa" -a "$isa" = "$run" ]
  ok "$c: VGPRs as isa shows them ($isa_vgprs vs $run_vgprs)" [ -n "$isa_vgprs" -a "$isa_vgprs" = "$run_vgprs" ]
done

# the table: one line a row under each suite's, every line within 100 columns
expect "the table's targets" "$tmp/table.txt" "^case +gfx90a +gfx1030 +nvptx$"
expect "its column heads" "$tmp/table.txt" "^ +load +VGPRs +waves +load +VGPRs +waves +load$"
expect "scale4's line" "$tmp/table.txt" "^scale4:float4 +DWORDx4 +[0-9]+ +[0-9.]+ +DWORDx4 +[0-9]+ +[0-9.]+ +DWORD$"
expect "the legend" "$tmp/table.txt" "^compiled offline with clang [0-9.]+, not run: load, the widest global load"
ok "every line within 100 columns" [ -z "$(awk 'length > 100' "$tmp/table.txt")" ]
check "five targets wrap into blocks" 0 "$SL" run scale --quick --target gfx906,gfx90a,gfx1030,gfx1030:wave64,nvptx
ok "five targets: within 100 columns" [ -z "$(awk 'length > 100' "$tmp/out")" ]
expect "five targets: a first block" "$tmp/out" "^case +gfx906 +gfx90a +gfx1030$"
expect "five targets: a second block" "$tmp/out" "^case +gfx1030:wave64 +nvptx$"

# ---- compare --what-if: the compiled registers and LDS ---------------------
check "compare --what-if mi210" 0 "$SL" compare --what-if mi210 "$tmp/r.json"
expect "mi210: the column" "$tmp/out" "T GB/s T waves  differs$"
expect "mi210: its source" "$tmp/out" "^T waves: waves per SIMD on gfx90a in simtlab's occupancy model"
expect "mi210: from the compiled code" "$tmp/out" "LDS clang [0-9.]+ made for gfx90a \(run --target\); 29 rows have them$"
w=$(jq -r "$(sc read:float16).gfx90a.waves_per_simd" "$tmp/r.json")
expect "mi210: read:float16 at the compiled VGPRs ($w)" "$tmp/out" "^read:float16 .* $w +$"
check "compare --what-if mi210 --format csv" 0 "$SL" compare --what-if mi210 --format csv "$tmp/r.json"
expect "csv: the column" "$tmp/out" "T_gbps_at_datasheet,T_waves_per_simd,differs"
expect "csv: scale4's waves" "$tmp/out" "^scale,scale4:float4,GB/s,.*,$(jq -r "$(sc scale4:float4).gfx90a.waves_per_simd" "$tmp/r.json"),no,no$"
check "compare --what-if mi300x" 0 "$SL" compare --what-if mi300x "$tmp/r.json"
expect "mi300x: gfx942 is no offline target" "$tmp/out" "T waves: none: gfx942 is not a target simtlab compiles for offline"
ok "mi300x: no figure invented" [ -z "$(awk '/^scale4:float4 /{print $NF}' "$tmp/out" | grep -v '^-$')" ]
check "compare --what-if h200" 0 "$SL" compare --what-if h200 "$tmp/r.json"
ok "h200: no T waves column (NVIDIA)" not grep -q "T waves" "$tmp/out"
check "a run without --target" 0 "$SL" run scale --quick --json "$tmp/plain.json"
ok "no compiled object without --target" jq -e 'all(.results[]; has("compiled") | not)' "$tmp/plain.json"
check "compare --what-if mi210, no figures" 0 "$SL" compare --what-if mi210 "$tmp/plain.json"
expect "says why" "$tmp/out" "T waves: none: no row carries code compiled for gfx90a"

# ---- refusals, a missing compiler, a compile that fails ---------------------
check "unknown target" 2 "$SL" run scale --quick --target gfx1234
expect "names the targets" "$tmp/err" "unknown target 'gfx1234'.*gfx90a"
check "help documents --target" 0 "$SL" run --help
expect "--target in help" "$tmp/out" "--target LIST +also compile every case offline"
expect "exit 6 in help" "$tmp/out" "6 --target's compiler"
SIMTLAB_CLANG=/nonexistent check "a missing compiler: exit 6" 6 "$SL" run scale --quick --target gfx90a \
  --json "$tmp/none.json"
expect "names it" "$tmp/err" "SIMTLAB_CLANG=/nonexistent is not an executable"
ok "nothing ran: no device line" not grep -q "^device:" "$tmp/out"
ok "nothing written" [ ! -e "$tmp/none.json" ]
env -u SIMTLAB_CLANG PATH="$tmp/empty" "$SL" run scale --quick --target nvptx >"$tmp/out" 2>"$tmp/err"
ok "no clang on PATH: exit 6" [ $? -eq 6 ]
expect "names the package" "$tmp/err" "install Debian's clang-15"

# a compiler that fails every compile: each row says so, the run goes on
cat > "$tmp/bad-clang" <<EOF
#!/bin/sh
[ "\$1" = --version ] && { echo "clang version 15.0.0"; exit 0; }
echo "scale.cl:1:1: error: planted failure" >&2
exit 1
EOF
chmod +x "$tmp/bad-clang"
SIMTLAB_CLANG="$tmp/bad-clang" check "a compile that fails: the run goes on" 0 \
  "$SL" run scale --quick --target gfx90a --json "$tmp/bad.json"
ok "bad: rows verified" jq -e '(.results | length) == 4 and all(.results[]; .verified)' "$tmp/bad.json"
ok "bad: each row's cell says so" jq -e \
  'all(.results[]; .compiled.gfx90a.error | test("did not compile \\(exit 1\\): scale.cl:1:1: error: planted failure"))' \
  "$tmp/bad.json"
ok "bad: no figures claimed" jq -e \
  'all(.results[]; .compiled.gfx90a.vgprs == null and .compiled.gfx90a.waves_per_simd == null)' "$tmp/bad.json"
expect "bad: the table says failed" "$tmp/out" "^scale:float +failed \(below\)$"
expect "bad: and why" "$tmp/out" "^scale:float on gfx90a: did not compile \(exit 1\)"

# ---- ^C during a compile: no compiler left, no temporary file ---------------
cat > "$tmp/slow-clang" <<EOF
#!/bin/sh
[ "\$1" = --version ] && { echo "clang version 15.0.0"; exit 0; }
echo \$\$ > "$tmp/clang.pid"
exec sleep 300
EOF
chmod +x "$tmp/slow-clang"
mkdir -p "$tmp/tmpdir"
for wd in 60 0; do # watched (the worker compiles) and --watchdog 0 (one process)
  rm -f "$tmp/clang.pid"
  TMPDIR="$tmp/tmpdir" SIMTLAB_CLANG="$tmp/slow-clang" "$SL" run scale --quick --watchdog $wd --target nvptx \
    --json "$tmp/intr.json" >"$tmp/out" 2>"$tmp/err" &
  pid=$!
  for _ in $(seq 100); do [ -s "$tmp/clang.pid" ] && break; sleep 0.1; done
  kill -INT "$pid"
  wait "$pid"
  ok "watchdog $wd: ^C exits 130" [ $? -eq 130 ]
  cpid=$(cat "$tmp/clang.pid" 2>/dev/null || echo 0)
  ok "watchdog $wd: the compiler had started" [ "$cpid" -gt 0 ]
  sleep 0.3
  ok "watchdog $wd: the compiler is gone" not kill -0 "$cpid" 2>/dev/null
  ok "watchdog $wd: no temporary file" [ -z "$(ls -A "$tmp/tmpdir")" ]
  ok "watchdog $wd: the results say interrupted" jq -e '.run.interrupted' "$tmp/intr.json"
  [ "$cpid" -gt 0 ] && kill -0 "$cpid" 2>/dev/null && kill "$cpid" # never leave one behind
done

echo "run_target: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
