#!/usr/bin/env bash
# test_cli.sh SIMTLAB - the command end to end: exit codes, messages, files.
# Exit 77 (skipped) only when no OpenCL platform exists.
set -u
SL=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0

check() { # check NAME WANT_RC CMD... ; output in $tmp/out, $tmp/err
  local name=$1 want=$2; shift 2
  "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  if [ "$rc" -eq "$want" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $name: exit $rc, want $want"; sed 's/^/  | /' "$tmp/err" | head -20
  fi
}
expect() { # expect NAME FILE PATTERN
  if grep -qE -- "$3" "$2"; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $1: '$3' not in $2"; sed 's/^/  | /' "$2" | head -20
  fi
}

"$SL" info >/dev/null 2>&1
if [ $? -eq 3 ]; then echo "skipped: no OpenCL platform"; exit 77; fi

# usage
check "no command" 2 "$SL";                          expect "usage shown" "$tmp/err" "usage: simtlab COMMAND"
check "unknown command" 2 "$SL" frobnicate;          expect "names it" "$tmp/err" "unknown command 'frobnicate'"
check "--version" 0 "$SL" --version;                 expect "version" "$tmp/out" "^simtlab [0-9]+\.[0-9]+"
check "--help" 0 "$SL" --help
for c in list info run isa; do
  check "$c --help" 0 "$SL" $c --help;               expect "$c usage" "$tmp/out" "usage: simtlab $c"
done
# help as a word and extra arguments, as a hostile user types them
check "--version extra" 2 "$SL" --version extra;     expect "names it" "$tmp/err" "unexpected argument 'extra' after --version"
check "--help extra" 2 "$SL" --help extra;           expect "names it" "$tmp/err" "unexpected argument 'extra'"
for c in list info run model lab compare plot roofline isa; do
  check "$c help" 0 "$SL" $c help;                   expect "$c help is usage" "$tmp/out" "usage: simtlab $c"
done
check "help twice is not help" 2 "$SL" run help help
# every suite name is checked, 'all' or not, before anything runs
check "all then unknown" 2 "$SL" run all bogus;      expect "names it" "$tmp/err" "unknown suite 'bogus'"
check "empty name after all" 2 "$SL" run bandwidth all '';  expect "names it" "$tmp/err" "unknown suite ''"
check "unknown before all" 2 "$SL" run bogus all;    expect "names it" "$tmp/err" "unknown suite 'bogus'"
check "suite twice" 2 "$SL" run bandwidth bandwidth; expect "says twice" "$tmp/err" "suite 'bandwidth' is named twice"
# matmul takes shapes (--sizes), not a buffer size: refused, never ignored
check "matmul --size" 2 "$SL" run matmul --size 1T;  expect "points to --sizes" "$tmp/err" "matmul takes matrix shapes with --sizes"
check "matmul --size small" 2 "$SL" run matmul --size 64K
check "list" 0 "$SL" list;                           expect "lists bandwidth" "$tmp/out" "^bandwidth  +streaming read"; expect "the default named" "$tmp/out" "^ +device.s memory ceiling \(default\)$"
check "unknown suite" 2 "$SL" run nosuch;            expect "names suite" "$tmp/err" "unknown suite 'nosuch'"
check "unknown option" 2 "$SL" run --bogus
check "unknown param" 2 "$SL" run --param nope=1;    expect "names param" "$tmp/err" "param nope"
check "param garbage" 2 "$SL" run --param local=abc
for s in 0 -5 abc 12Q 99999999999999999999 17179869184T ""; do
  check "--size '$s'" 2 "$SL" run --size "$s";       expect "size message" "$tmp/err" "size"
done
check "param out of range" 2 "$SL" run --param local=576460752303423488
expect "says range" "$tmp/err" "out of range"
check "param truncation" 2 "$SL" run --param inflight=4294967297
check "--only matches nothing" 2 "$SL" run --quick -q --only read:float3
expect "says so" "$tmp/err" "no case matches"
check "json is a directory" 2 "$SL" run --quick -q --json "$tmp"
expect "says directory" "$tmp/err" "directory"
check "--reps 0" 2 "$SL" run --reps 0
# every numeric option: sign, empty, junk suffix, overflow, not finite
for v in -1 "" 5x 99999999999999999999999 0x10; do
  check "--reps '$v'" 2 "$SL" run --reps "$v";       expect "--reps named" "$tmp/err" "^simtlab run: --reps '$v'"
  check "--seed '$v'" 2 "$SL" run --seed "$v";       expect "--seed named" "$tmp/err" "^simtlab run: --seed '$v'"
done
check "--reps over the cap" 2 "$SL" run --reps 1000001
for v in 0 -1 "" 1s nan inf 1e400; do
  check "--budget '$v'" 2 "$SL" run --budget "$v";   expect "--budget named" "$tmp/err" "^simtlab run: --budget '$v'"
done
# a repeated option: the last value wins, as getopt has it (recorded in argv)
check "repeated --seed" 0 "$SL" run --quick -q --reps 2 --only read:float4 --seed 5 --seed 9 --json "$tmp/seed.json"
expect "both recorded" "$tmp/seed.json" '"--seed", "5", "--seed", "9"'
# a second --json or --csv would lose a file: refused before anything runs
check "repeated --json" 2 "$SL" run --quick -q --only read:float4 --json "$tmp/j1.json" --json "$tmp/j2.json"
expect "json twice" "$tmp/err" "--json is given twice \(again as '.*j2.json'\); a run writes one JSON file"
[ ! -e "$tmp/j1.json" ] && [ ! -e "$tmp/j2.json" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: repeated --json wrote a file"; }
check "repeated --csv" 2 "$SL" run --quick -q --only read:float4 --csv "$tmp/c1.csv" --csv "$tmp/c2.csv"
expect "csv twice" "$tmp/err" "--csv is given twice \(again as '.*c2.csv'\); a run writes one CSV file"
# a very long argument is named by its start and length, not echoed whole
long=$(head -c 100000 /dev/zero | tr '\0' a)
check "100 kB suite name" 2 "$SL" run "$long";       expect "cut" "$tmp/err" "unknown suite 'a{100}\.\.\. \(100000 bytes\)'"
[ "$(wc -c < "$tmp/err")" -lt 400 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: long name echoed whole"; }
check "100 kB command" 2 "$SL" "$long";              expect "cut" "$tmp/err" "unknown command 'a{100}'\.\.\."
check "100 kB --only" 2 "$SL" run --quick -q --only "$long"; expect "no match" "$tmp/err" "no case matches"
# zero and odd sizes: refused, or run and checked, or skipped with the reason
check "--size odd" 0 "$SL" run bandwidth -q --size 12345 --reps 2 --only float4
expect "odd size verified" "$tmp/out" "^5 rows: 5 verified, 0 skipped, 0 failed$"
check "--size 1 byte" 0 "$SL" run bandwidth -q --size 1 --reps 2 --only read:float4
expect "too small skipped" "$tmp/out" "SKIP: buffer smaller than one float16"
# --sizes: matmul's shapes, checked before any device opens
for s in 0 -5 12x0x3 1x2 abc "" 64, 1x2x3x4 2000000; do
  check "--sizes '$s'" 2 "$SL" run matmul --sizes "$s"; expect "sizes message" "$tmp/err" "sizes"
done
check "--sizes for a suite without" 2 "$SL" run bandwidth --sizes 64
expect "says which suite" "$tmp/err" "no chosen suite takes --sizes"
check "matmul tile out of range" 2 "$SL" run matmul --param bk=2; expect "says range" "$tmp/err" "out of range"
check "matmul odd shapes" 0 "$SL" run matmul -q --sizes 1x1x1,7x5x3 --reps 2 --only naive
expect "rows" "$tmp/out" "^2 rows: 2 verified"
expect "shape shown" "$tmp/out" "^naive:7x5x3 .* PASS$"
check "--budget -1" 2 "$SL" run --budget -1
check "--timer bad" 2 "$SL" run --timer sundial
check "info extra arg" 2 "$SL" info extra
# PoCL's vendor line names the CPU's maker and an id of PoCL's: the next line says whose words they are
check "info" 0 "$SL" info
if grep -q "^  vendor  *pocl " "$tmp/out"; then
  expect "PoCL's vendor explained" "$tmp/out" "^ {25}\\(simtlab's class: a CPU through PoCL; in brackets, what the driver reports\\)$"
fi
check "no such device" 2 "$SL" run -d no-such-device-xyz
expect "device list shown" "$tmp/err" "^  [0-9]+:[0-9]+ "
check "bad index" 2 "$SL" info -d 1:x
check "index out of range" 2 "$SL" run --quick -q -d 9:9
expect "names it" "$tmp/err" "no OpenCL device matches '9:9'"
expect "lists devices" "$tmp/err" "^  0:0 "
check "device index out of range" 2 "$SL" info -d 0:99
check "env selector" 2 env SIMTLAB_DEVICE=no-such-device-xyz "$SL" info
expect "says it came from the environment" "$tmp/err" "matches 'no-such-device-xyz' \(from the environment: SIMTLAB_DEVICE\)"
check "env selector, run" 2 env SIMTLAB_DEVICE=no-such-device-xyz "$SL" run --quick -q
expect "run says so too" "$tmp/err" "\(from the environment: SIMTLAB_DEVICE\)"
check "env bad index" 2 env SIMTLAB_DEVICE=1:x "$SL" run --quick -q
expect "bad index from the environment" "$tmp/err" "device '1:x'.*\(from the environment: SIMTLAB_DEVICE\)"
check "-d is not the environment" 2 env SIMTLAB_DEVICE=cpu "$SL" run --quick -q -d no-such-device-xyz
if grep -q "from the environment" "$tmp/err"; then fail=$((fail + 1)); echo "FAIL -d blamed on SIMTLAB_DEVICE"; else pass=$((pass + 1)); fi
# PoCL with POCL_DEVICES naming no device: a platform, no device; exit 3, and say so
# (PoCL's ICD alone, so that a GPU's platform here does not answer instead)
. "$(dirname "$0")/pocl_only.sh"
pocl_only "$SL" "$tmp/pocl-only"
pocl_rc=$?
[ $pocl_rc = 0 ] && check "POCL_DEVICES names nothing" 3 env "${POCL_ENV[@]}" POCL_DEVICES=nonexistent "$SL" info
case $pocl_rc in
  2) [ "${CI:-}" = true ] && { fail=$((fail + 1)); echo "FAIL PoCL is not installed (scripts/bootstrap installs it)"; }
     echo "(POCL_DEVICES test skipped: PoCL is not installed)" ;;
  1) fail=$((fail + 1)); echo "FAIL no ICD loader setting shows PoCL alone (tests/cli/pocl_only.sh)" ;;
  0)
  # ocl-icd (Debian's loader) lists a PoCL with no device; Khronos's and
  # CUDA's drop it: "no platform", which must then name the setting too.
  # CI's loader is ocl-icd: there the platform must be listed.
  if grep -q "no OpenCL platform found" "$tmp/err" && [ "${CI:-}" != true ]; then
    expect "no platform: PoCL dropped by the loader" "$tmp/err" "some ICD loaders"
  else
    expect "platform but no device" "$tmp/err" "1 OpenCL platform found \(Portable Computing Language\) but no device"
  fi
  expect "names the setting" "$tmp/err" "POCL_DEVICES='nonexistent' is set" ;;
esac
check "index 0:0" 0 "$SL" info -d 0:0;                 expect "one device" "$tmp/out" "^\[0:0\]"

# no OpenCL platform at all: exit 3 and what to install
check "no platform" 3 env OCL_ICD_VENDORS="$tmp/none" OCL_ICD_FILENAMES= "$SL" run --quick
expect "install hint" "$tmp/err" "PoCL"

# an unwritable output path is refused before running, and leaves nothing
check "json unwritable" 2 "$SL" run --quick --json "$tmp/missing/dir/out.json"
expect "says why" "$tmp/err" "cannot write"
[ ! -e "$tmp/missing" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: partial output"; }

# a real run: JSON and CSV, atomically, every row verified
check "quick run" 0 "$SL" run --quick -q --json "$tmp/r.json" --csv "$tmp/r.csv" --seed 7
expect "table" "$tmp/out" "^read:float4 .* PASS$"
expect "summary" "$tmp/out" "^25 rows: 25 verified, 0 skipped, 0 failed$"
expect "schema" "$tmp/r.json" '"schema":[[:space:]]*"simtlab-results/2"'
expect "derived" "$tmp/r.json" '"pct_of_best":[[:space:]]*100'
expect "argv" "$tmp/r.json" '"--seed", "7"'
expect "verified" "$tmp/r.json" '"verified":[[:space:]]*true'
expect "csv header" "$tmp/r.csv" "^suite,kernel,params,"
[ "$(grep -c ',true,ok,' "$tmp/r.csv")" -eq 25 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: csv rows"; }
ls -a "$tmp" | grep -q '\.tmp' && { fail=$((fail + 1)); echo "FAIL: temp file left"; } || pass=$((pass + 1))
check "all suites" 0 "$SL" run all --quick -q --reps 2

# --kernels DIR with a space in its path, holding only the edited file
mkdir -p "$tmp/my labs"
cp "$(dirname "$0")/../../cl/bandwidth.cl" "$tmp/my labs/"
check "kernels dir with a space" 0 "$SL" run --quick -q --kernels "$tmp/my labs" --only copy:float4
expect "ran" "$tmp/out" "^1 rows: 1 verified"
# a repeated --param: the last value wins
check "repeated param" 0 "$SL" run --quick -q --wide --only read:float4 --param inflight=2 --param inflight=3
expect "last wins" "$tmp/out" "inflight=3"

# a kernel that does not build: file, options and log on stderr, exit 1
mkdir -p "$tmp/k"
sed 's/kernel void copy(/kernel void copy(not valid C/' "$(dirname "$0")/../../cl/bandwidth.cl" > "$tmp/k/bandwidth.cl"
cp "$(dirname "$0")/../../cl/common.h" "$tmp/k/"
check "broken kernel" 1 "$SL" run --quick -q --kernels "$tmp/k"
expect "file named" "$tmp/err" "$tmp/k/bandwidth.cl"
expect "options named" "$tmp/err" "-DVEC="
expect "build log" "$tmp/err" "build log"

# isa: what the driver compiled; PTX counts on NVIDIA, honest words elsewhere
check "isa no suite" 2 "$SL" isa;                    expect "asks for one" "$tmp/err" "name a suite"
check "isa unknown suite" 2 "$SL" isa nosuch;        expect "names it" "$tmp/err" "unknown suite 'nosuch'"
check "isa too many" 2 "$SL" isa vector a b;         expect "says so" "$tmp/err" "too many arguments"
check "isa unknown kernel" 2 "$SL" isa vector nope;  expect "lists cases" "$tmp/err" "read_vector:float4:s1 +kernel read_vector"
check "isa missing file" 2 "$SL" isa vector --kernel ./no-such.cl; expect "names file" "$tmp/err" "no-such.cl"
# --kernel names a path from the current directory, "./" or not, never a
# name looked up among the suites' kernels; a case the file lacks is said
mkdir -p "$tmp/lab"; cp "$(dirname "$0")/../../cl/labs/solutions/02-vector-loads.cl" "$tmp/lab/mine.cl"
sl_abs=$(cd "$(dirname "$SL")" && pwd)/$(basename "$SL")
check "isa --kernel a bare relative path" 0 env -C "$tmp" "$sl_abs" isa scale --kernel lab/mine.cl
expect "read from here" "$tmp/out" "^kernels: \./lab/mine\.cl \(sha256"
expect "a case the file lacks" "$tmp/out" "not in this file \(--kernel\): nothing to show"
check "isa broken kernel" 1 "$SL" isa bandwidth copy --kernels "$tmp/k"; expect "build log" "$tmp/err" "build log"
check "isa one case" 0 "$SL" isa vector read_vector:float4:s1
expect "names case" "$tmp/out" "^read_vector:float4:s1$"
expect "options" "$tmp/out" "options \"-DVEC=4 -DINFLIGHT=4"
if "$SL" info -d "${SIMTLAB_DEVICE:-gpu}" 2>/dev/null | grep -q "vendor *nvidia"; then
  expect "PTX DWORDx4" "$tmp/out" "ld.global.nc.v4.f32 +16 B a lane DWORDx4"
  expect "registers" "$tmp/out" "[0-9]+ registers, [0-9]+ B spilled"
else
  expect "says no counts" "$tmp/out" "no instruction counts here"
fi
check "isa shares code" 0 "$SL" isa vector read_vector
expect "same code listed" "$tmp/out" "same code: read_vector:float4:s2"

# roofline: the sweep's summary, then a results file placed on its roofs
check "roofline run" 0 "$SL" run roofline matmul -q --quick --reps 2 --param max_fmas=128 --sizes 64 --only 'a' \
  --json "$tmp/roof.json"
expect "measured peak" "$tmp/out" "^  FP32 peak +[0-9]+ GFLOP/s  the sweep's best"
expect "ridge" "$tmp/out" "^  ridge point +[0-9.]+ FLOP/B"
expect "picture" "$tmp/out" "\\^ ridge [0-9.]+ FLOP/B"
expect "matmul on the measured peak" "$tmp/out" "^% peak: of [0-9]+ GFLOP/s, measured: roofline fma_sweep$"
check "roofline FILE" 0 "$SL" roofline "$tmp/roof.json"
expect "placed matmul" "$tmp/out" "^  A matmul naive:64x64x64 +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+  (compute|memory)$"
expect "sweep marked" "$tmp/out" "^  \\* roofline fma_sweep:128 "
check "roofline --help" 0 "$SL" roofline --help;     expect "usage" "$tmp/out" "usage: simtlab roofline"
check "roofline no file" 2 "$SL" roofline;           expect "asks for one" "$tmp/err" "give one results file"
check "roofline missing" 2 "$SL" roofline "$tmp/nope.json"; expect "names it" "$tmp/err" "nope.json: cannot be read"
printf '{"schema":"simtlab-results/2"' > "$tmp/trunc.json"
check "roofline truncated" 2 "$SL" roofline "$tmp/trunc.json"; expect "names it" "$tmp/err" "trunc.json"
check "no sweep rows" 0 "$SL" run matmul -q --quick --reps 2 --sizes 64 --only naive --json "$tmp/mm.json"
check "roofline without roofs" 2 "$SL" roofline "$tmp/mm.json"; expect "says why" "$tmp/err" "no verified roofline rows"
check "roofline --roof" 0 "$SL" roofline --roof "$tmp/roof.json" "$tmp/mm.json"
expect "placed on the other file's roofs" "$tmp/out" "^  A matmul naive:64x64x64 "

echo "cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
