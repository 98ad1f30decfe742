#!/usr/bin/env bash
# test_model_cli.sh SIMTLAB - `simtlab model` end to end: the classic cases,
# the numbers at both levels, JSON, bad input. Needs no OpenCL device: the
# model is pure C, so this runs with no platform at all.
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
    fail=$((fail + 1)); echo "FAIL $1: '$3' not in $2"; sed 's/^/  | /' "$2" | head -30
  fi
}
refuse() { # refuse NAME PATTERN ARGS... : exit 2, a message on stderr, nothing on stdout
  local name=$1 pat=$2; shift 2
  check "$name" 2 "$SL" model "$@"
  expect "$name: says why" "$tmp/err" "$pat"
  [ ! -s "$tmp/out" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL $name: wrote to stdout"; }
}
# row NAME LABEL MINE [OTHER]: a line of the numbers, value(s) in columns
row() {
  local name=$1 label=$2; shift 2
  expect "$name" "$tmp/out" "^    $label +$(printf '%s +' "$@" | sed 's/ +$//')\$"
}

# no OpenCL platform is needed: hide every one
export OCL_ICD_VENDORS="$tmp/none" OCL_ICD_FILENAMES=

# help
check "model --help" 0 "$SL" model --help;        expect "model usage" "$tmp/out" "usage: simtlab model SUBCOMMAND"
check "model -h" 0 "$SL" model -h
check "coalesce --help" 0 "$SL" model coalesce --help
expect "coalesce usage" "$tmp/out" "usage: simtlab model coalesce"
expect "documents --arch" "$tmp/out" "--arch NAME"
expect "documents --addresses" "$tmp/out" "--addresses LIST"
check "geometries --help" 0 "$SL" model geometries --help
expect "geometries usage" "$tmp/out" "usage: simtlab model geometries"
check "top help lists model" 0 "$SL" --help;      expect "model listed" "$tmp/out" "^  model "

# the classic cases, 32 lanes x 4 B on nvidia-hopper (128 B lines, 32 B sectors, 64 B DRAM)
check "offset 0" 0 "$SL" model coalesce
expect "aligned headline" "$tmp/out" "^CASE: ALIGNED \(offset=0\) -> 1 line, 4 sectors, 100% useful$"
expect "one full line" "$tmp/out" "^  0x0 +\[########\|########\|########\|########\]  32 32 32 32   2 of 2$"
row "DRAM units at offset 0" "fetch units \(64 B\)" 2 4

check "offset 96" 0 "$SL" model coalesce --offset 96
expect "96 headline" "$tmp/out" "^CASE: SECTOR-ALIGNED, CROSSES A LINE \(offset=96\) -> 2 lines, 4 sectors, 100% useful$"

check "offset 100" 0 "$SL" model coalesce --offset 100
expect "100 headline" "$tmp/out" "^CASE: NOT SECTOR-ALIGNED \(offset=100\) -> 2 lines, 5 sectors, 80% useful$"
expect "100 first line" "$tmp/out" "^  0x0 +\[        \|        \|        \|\.#######\]   -  -  - 28   1 of 2$"
expect "100 second line" "$tmp/out" "^  0x80 +\[########\|########\|########\|#\.\.\.\.\.\.\.\]  32 32 32  4   2 of 2$"
expect "legend" "$tmp/out" "legend: # requested"
expect "lane counts" "$tmp/out" "32 lanes +64 lanes$"
row "lines" lines 2 3
row "sectors" "sectors \(32 B\)" 5 9
row "bytes requested" "bytes requested" 128 256
row "bytes fetched" "bytes fetched" 160 288
row "cache efficiency" efficiency 80% 88.89%
row "DRAM units" "fetch units \(64 B\)" 3 5
row "DRAM bytes" bytes 192 320
row "DRAM efficiency" efficiency 66.67% 80%
[ "$(awk '{ if (length($0) > m) m = length($0) } END { print m }' "$tmp/out")" -le 80 ] &&
  pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: offset 100 wider than 80 columns"; }

# wave64 on CDNA3 (128 B lines without sectors, 64 B DRAM): the other width is 32
check "cdna3" 0 "$SL" model coalesce --arch cdna3
expect "cdna3 headline" "$tmp/out" "^CASE: ALIGNED \(offset=0\) -> 2 lines, 2 sectors, 100% useful$"
expect "cdna3 lane counts" "$tmp/out" "64 lanes +32 lanes$"
check "cdna3 offset 100" 0 "$SL" model coalesce --arch amd-cdna3 --offset 100
expect "cdna3 100 headline" "$tmp/out" "-> 3 lines, 3 sectors, 66.67% useful$"
row "cdna3 DRAM efficiency" efficiency 80% 66.67%
check "--lanes beats --arch" 0 "$SL" model coalesce --arch cdna3 --lanes 32
expect "32 lanes on cdna3" "$tmp/out" "-> 1 line, 1 sector, 100% useful$"

# strides: DRAM efficiency 1/2 .. 1/16 on Hopper
check "stride 2" 0 "$SL" model coalesce --stride 2
expect "stride 2 headline" "$tmp/out" "^CASE: STRIDE 2 \(offset=0\) -> 2 lines, 8 sectors, 50% useful$"
check "stride 8" 0 "$SL" model coalesce --stride 8
row "stride 8 DRAM" efficiency 12.5% 12.5%
for s in 16 32; do
  check "stride $s" 0 "$SL" model coalesce --stride $s
  expect "stride $s headline" "$tmp/out" "^CASE: STRIDE $s \(offset=0\) -> $s lines, 32 sectors, 12.5% useful$"
  row "stride $s DRAM units" "fetch units \(64 B\)" 32 64
  row "stride $s DRAM 1/16" efficiency 6.25% 6.25%
done
check "stride 0" 0 "$SL" model coalesce --stride 0
expect "broadcast" "$tmp/out" "^CASE: STRIDE 0 .* -> 1 line, 1 sector, 12.5% useful$"

# a geometry of your own; --dram defaults to the sector
check "user geometry" 0 "$SL" model coalesce --line 64 --sector 64
expect "user geometry line" "$tmp/out" "^geometry: user: 64 B lines \(no sectors\), 64 B DRAM fetch unit$"
expect "user 2 lines" "$tmp/out" "-> 2 lines, 2 sectors, 100% useful$"
check "user with dram" 0 "$SL" model coalesce --line 128 --sector 32 --dram 64 --offset 100
expect "same as hopper" "$tmp/out" "-> 2 lines, 5 sectors, 80% useful$"

# explicit addresses: count = lanes, no other width
check "addresses" 0 "$SL" model coalesce --addresses 0,0,32,0x1008
expect "address case" "$tmp/out" "^CASE: ADDRESS LIST -> 2 lines, 3 sectors, 12.5% useful$"
expect "4 lanes" "$tmp/out" "4 lanes$"
check "addresses = lanes" 0 "$SL" model coalesce --addresses 0,4 --lanes 2

# geometries
check "geometries" 0 "$SL" model geometries
expect "hopper row" "$tmp/out" "^nvidia-hopper +hopper +nvidia +sm_90 +32 +128 +32 +64$"
expect "cdna3 row" "$tmp/out" "^amd-cdna3 +cdna3 +amd +gfx940\|gfx941\|gfx942 +64 +128 +128 +64$"
expect "sources" "$tmp/out" "cudaLimitMaxL2FetchGranularity"
check "geometries --json" 0 "$SL" model geometries --json
expect "geometries json" "$tmp/out" '"name":[[:space:]]*"generic-cpu"'

# JSON
check "json" 0 "$SL" model coalesce --offset 100 --json
expect "schema" "$tmp/out" '"schema":[[:space:]]*"simtlab-model/1"'
expect "case" "$tmp/out" '"case":[[:space:]]*"not sector-aligned"'
expect "offset" "$tmp/out" '"offset_bytes":[[:space:]]*100'
expect "geometry name" "$tmp/out" '"name":[[:space:]]*"nvidia-hopper"'
expect "geometry source" "$tmp/out" '"source":[[:space:]]*"NVIDIA'
expect "sectors" "$tmp/out" '"sectors":[[:space:]]*5,'
expect "efficiency" "$tmp/out" '"efficiency":[[:space:]]*0.8,?$'
expect "dram units" "$tmp/out" '"units":[[:space:]]*3,'
expect "other width" "$tmp/out" '"other_width":[[:space:]]*\{'
if command -v python3 >/dev/null; then
  python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["request"]["dram"]["units"] == 3; assert d["other_width"]["lanes"] == 64' "$tmp/out" &&
    pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: JSON does not parse or has wrong numbers"; }
fi
check "json user" 0 "$SL" model coalesce --json --line 128 --sector 32 --dram 64
expect "user source" "$tmp/out" '"source":[[:space:]]*"command line: --line 128 --sector 32 --dram 64"'
check "json addresses" 0 "$SL" model coalesce --json --addresses 0,4
expect "no other width" "$tmp/out" '"other_width":[[:space:]]*null'

# bad input: exit 2 with a message on stderr
refuse "no subcommand" "usage: simtlab model"
refuse "unknown subcommand" "unknown subcommand 'frob'" frob
refuse "lanes 0" "--lanes must be between 1 and" coalesce --lanes 0
refuse "elem 0" "--elem must be between 1 and 16" coalesce --elem 0
refuse "elem 17" "--elem must be between 1 and 16" coalesce --elem 17
refuse "line % sector" "not a multiple of --sector" coalesce --line 100 --sector 32
refuse "sector > line" "not a multiple of --sector" coalesce --line 32 --sector 128
refuse "dram vs sector" "multiple or a divisor" coalesce --line 128 --sector 32 --dram 48
refuse "negative offset" "must not be negative" coalesce --offset -4
refuse "negative stride" "must not be negative" coalesce --stride -1
refuse "negative lanes" "must not be negative" coalesce --lanes -32
for v in abc 12x 1e3 "" 99999999999999999999999; do
  refuse "garbage offset '$v'" "--offset" coalesce --offset "$v"
  refuse "garbage lanes '$v'" "--lanes" coalesce --lanes "$v"
done
refuse "unknown arch" "unknown --arch 'nosuch'" coalesce --arch nosuch
expect "lists geometries" "$tmp/err" "amd-cdna3 \(cdna3\)"
refuse "arch with line" "one or the other" coalesce --arch cdna3 --line 128
refuse "sector without line" "need --line" coalesce --sector 32
refuse "addresses with stride" "cannot be combined" coalesce --addresses 0,4 --stride 2
refuse "addresses count" "2 addresses but --lanes is 32" coalesce --addresses 0,4 --lanes 32
refuse "address garbage" "not a byte address" coalesce --addresses 0,zz
refuse "unknown option" "unknown option '--bogus'" coalesce --bogus
refuse "missing value" "needs a value" coalesce --lanes
refuse "extra argument" "unexpected argument 'extra'" coalesce extra
refuse "geometries extra" "unexpected argument" geometries extra
# getopt's failures named as typed, not by the subcommand's name
refuse "unknown short in a group" "unknown option '-x' in '-xy'" coalesce -xy
refuse "unknown short alone" "unknown option '-y'$" coalesce -y
refuse "ambiguous long" "'--s' is ambiguous: it could be --stride, --sector" coalesce --s 2
refuse "value to a flag" "'--json' takes no value" coalesce --json=1
refuse "short needs a value" "option '-s' needs a value" coalesce -s
refuse "occupancy ambiguous" "'--w' is ambiguous: it could be --wg, --wave" occupancy --w 3
refuse "geometries value to a flag" "'--json' takes no value" geometries --json=3
refuse "banks unknown short" "unknown option '-x'" banks --stride 1 -x
check "unique abbreviation" 0 "$SL" model coalesce --str 2 --json
expect "abbreviation taken" "$tmp/out" '"stride_elems":[[:space:]]+2,'

# occupancy: the worked examples, JSON, bad input
check "occupancy --help" 0 "$SL" model occupancy --help
expect "occupancy usage" "$tmp/out" "usage: simtlab model occupancy"
check "sm_80 32 regs" 0 "$SL" model occupancy --arch sm_80 --wg 256 --regs 32
expect "sm_80 100%" "$tmp/out" "^OCCUPANCY: 100% -- 64 of 64 warps per SM, limited by warps, registers$"
expect "sm_80 33 costs" "$tmp/out" "^  registers: 32 or fewer keep 100%; 33 give 75% \(48 warps\)$"
check "sm_80 64 regs" 0 "$SL" model occupancy --arch sm_80 --wg 256 --regs 64
expect "sm_80 50%" "$tmp/out" "^OCCUPANCY: 50% -- 32 of 64 warps per SM, limited by registers$"
check "issue example" 0 "$SL" model occupancy --arch sm_90 --wg 256 --regs 40 --local 8192
expect "sm_90 75%" "$tmp/out" "^OCCUPANCY: 75% -- 48 of 64 warps per SM, limited by registers$"
expect "sm_90 registers row" "$tmp/out" "^  registers +6\* 12 warps per sub-partition \(16384 / 1280\) x 4 / 8$"
expect "sm_90 local drop" "$tmp/out" "^  local: 37888 B or less keeps 75%; 37889 B gives 62.5% \(40 warps\)$"
[ "$(awk '{ if (length($0) > m) m = length($0) } END { print m }' "$tmp/out")" -le 80 ] &&
  pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: occupancy wider than 80 columns"; }
check "local as the limit" 0 "$SL" model occupancy --arch sm_80 --wg 256 --regs 32 --local 48K
expect "local limits" "$tmp/out" "^OCCUPANCY: 37.5% -- 24 of 64 warps per SM, limited by local memory$"
check "NVIDIA OpenCL cap" 0 "$SL" model occupancy --arch sm_90 --wg 256 --regs 32 --local 64K
expect "48 KiB note" "$tmp/out" "OpenCL allows at most 48 KiB"
check "gfx90a 64" 0 "$SL" model occupancy --arch gfx90a --wg 256 --vgprs 64
expect "gfx90a 8 per SIMD" "$tmp/out" "= 32 of 32 waves \(8 per SIMD\): 100%$"
check "gfx90a 128" 0 "$SL" model occupancy --arch gfx90a --wg 256 --vgprs 128
expect "gfx90a 4 per SIMD" "$tmp/out" "= 16 of 32 waves \(4 per SIMD\): 50%$"
check "rdna wave64" 0 "$SL" model occupancy --arch gfx1031 --wave 64 --wg 256 --vgprs 64
expect "rdna wave64 row" "$tmp/out" "^launch: +gfx1030 wave64,"
check "does not fit" 0 "$SL" model occupancy --arch sm_80 --wg 1024 --regs 65
expect "0 groups" "$tmp/out" "^OCCUPANCY: 0% -- one group does not fit on a SM$"
check "occupancy json" 0 "$SL" model occupancy --arch sm_90 --wg 256 --regs 40 --local 8192 --json
if command -v jq >/dev/null; then
  [ "$(jq -r '[.schema, .active.waves, .active.occupancy, .active.limiters[0], .what_if.regs_drop.value] | join(" ")' "$tmp/out")" = \
    "simtlab-occupancy/1 48 0.75 registers 41" ] &&
    pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: occupancy JSON does not parse or has wrong numbers"; }
fi
check "occupancy list" 0 "$SL" model occupancy --list
expect "list gfx942" "$tmp/out" "^gfx942 +64 CU +32 +16 +512 +8 +512 +65536 +512 +0 +65536 +1024$"
expect "list sources" "$tmp/out" "cuda_occupancy.h"
check "occupancy list json" 0 "$SL" model occupancy --list --json
if command -v jq >/dev/null; then
  [ "$(jq length "$tmp/out")" = 17 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: --list --json"; }
fi
refuse "occupancy unknown arch" "unknown architecture 'sm_100'" occupancy --arch sm_100 --wg 256 --regs 32
expect "lists sm_80" "$tmp/err" "sm_80,"
expect "lists gfx90a" "$tmp/err" "gfx90a,"
refuse "occupancy wg 0" "1 to 1024 on sm_80, not 0" occupancy --arch sm_80 --wg 0 --regs 32
refuse "occupancy wg too big" "1 to 1024 on gfx90a, not 2048" occupancy --arch gfx90a --wg 2048 --vgprs 32
refuse "occupancy regs too many" "more than sm_80 allows \(255\)" occupancy --arch sm_80 --wg 256 --regs 256
refuse "occupancy vgprs too many" "more than gfx90a allows \(512\)" occupancy --arch gfx90a --wg 256 --vgprs 513
refuse "occupancy local too big" "more than sm_80 allows" occupancy --arch sm_80 --wg 256 --regs 32 --local 200K
refuse "occupancy vgprs on NVIDIA" "give --regs" occupancy --arch sm_80 --wg 256 --vgprs 32
refuse "occupancy sgprs on NVIDIA" "no SGPRs" occupancy --arch sm_80 --wg 256 --regs 32 --sgprs 20
refuse "occupancy wave32 on CDNA" "runs wave 64" occupancy --arch gfx90a --wave 32 --wg 256 --vgprs 32
refuse "occupancy no regs" "--regs is required" occupancy --arch sm_80 --wg 256
refuse "occupancy no arch" "--arch is required" occupancy --wg 256 --regs 32
refuse "occupancy negative wg" "must not be negative" occupancy --arch sm_80 --wg -1 --regs 32

# banks: 32 banks x 4 B; the strides every course draws, padding, wide words, wave64
check "banks --help" 0 "$SL" model banks --help
expect "banks usage" "$tmp/out" "usage: simtlab model banks --stride S"
check "model help lists banks" 0 "$SL" model --help
expect "banks listed" "$tmp/out" "^  banks "
check "banks stride 32" 0 "$SL" model banks --stride 32
expect "32-way headline" "$tmp/out" "^BANKS: 32-WAY CONFLICT \(stride 32 words of 4 B\) -> 32 passes for 1 phase, 3.1% of full speed$"
expect "32-way picture" "$tmp/out" "^  0     0-31       #\.{31}   32$"
expect "32-way worst bank" "$tmp/out" "^worst: bank 0 in phase 0 serves 32 different words to lanes 0 1 2 3"
expect "32-way pad hint" "$tmp/out" "--pad 1"
expect "32-way other width" "$tmp/out" "^other width: the same access by 64 lanes on these banks$"
expect "32-way other width: not the arch's" "$tmp/out" "^  \\(the other common SIMD width, not nvidia's own\\)$"
expect "32-way other width's figures" "$tmp/out" "^  -> 32-WAY CONFLICT, 64 passes for 2 phases, 3.1%$"
expect "32-way efficiency" "$tmp/out" "^  efficiency +3.1%"
expect "nvidia source" "$tmp/out" "CUDA C\+\+ Programming Guide"
check "banks stride 33" 0 "$SL" model banks --stride 33
expect "33 headline" "$tmp/out" "^BANKS: CONFLICT-FREE \(stride 33 words of 4 B\) -> 1 pass for 1 phase, 100% of full speed$"
expect "33 picture" "$tmp/out" "^  0     0-31       1{32}   1$"
check "banks pad" 0 "$SL" model banks --stride 32 --pad 1
expect "pad headline" "$tmp/out" "^BANKS: CONFLICT-FREE \(stride 32 \+ pad 1 = 33 words of 4 B\) -> 1 pass"
expect "pad says so" "$tmp/out" "--pad 1: a tile row of 32 words padded to 33"
for s in 2 4 16; do
  check "banks stride $s" 0 "$SL" model banks --stride $s
  expect "stride $s degree" "$tmp/out" "^BANKS: $s-WAY CONFLICT \(stride $s words of 4 B\) -> $s passes for 1 phase"
done
for s in 1 3 5 7 31; do
  check "banks stride $s" 0 "$SL" model banks --stride $s
  expect "stride $s free" "$tmp/out" "^BANKS: CONFLICT-FREE .* -> 1 pass for 1 phase, 100%"
done
check "banks broadcast" 0 "$SL" model banks --stride 0
expect "broadcast headline" "$tmp/out" "^BANKS: CONFLICT-FREE \(stride 0: every lane the same 4 B word\) -> 1 pass for 1 phase"
check "banks 8 B" 0 "$SL" model banks --stride 1 --words 8
expect "8 B two phases" "$tmp/out" "^BANKS: CONFLICT-FREE \(stride 1 word of 8 B\) -> 2 passes for 2 phases, 100%"
check "banks 8 B stride 2" 0 "$SL" model banks --stride 2 --words 8
expect "8 B 2-way" "$tmp/out" "^BANKS: 2-WAY CONFLICT .* -> 4 passes for 2 phases, 50%"
expect "8 B half-warp row" "$tmp/out" "^  1     16-31      (22\.\.){8}   2$"
check "banks 16 B" 0 "$SL" model banks --stride 1 --words 16
expect "16 B four phases" "$tmp/out" "-> 4 passes for 4 phases, 100%"
check "banks cdna" 0 "$SL" model banks --stride 1 --arch amd-cdna
expect "cdna two halves" "$tmp/out" "^BANKS: CONFLICT-FREE .* -> 2 passes for 2 phases, 100%"
expect "cdna second half" "$tmp/out" "^  1     32-63      1{32}   1$"
expect "cdna other width" "$tmp/out" "^other width: the same access by 32 lanes on these banks$"
expect "cdna source" "$tmp/out" "half-wavefront"
check "banks cdna 32" 0 "$SL" model banks --stride 32 --arch amd-cdna
expect "cdna 32-way" "$tmp/out" "^BANKS: 32-WAY CONFLICT .* -> 64 passes for 2 phases, 3.1%"
check "banks rdna" 0 "$SL" model banks --stride 4 --arch amd-rdna
expect "rdna 4-way" "$tmp/out" "^BANKS: 4-WAY CONFLICT .* -> 4 passes for 1 phase, 25%"
expect "rdna assumed" "$tmp/out" "assumed"
check "banks offset" 0 "$SL" model banks --stride 32 --offset 5
expect "offset worst bank" "$tmp/out" "^worst: bank 5 in phase 0"
[ "$(tail -n +2 "$tmp/out" | awk '{ if (length($0) > m) m = length($0) } END { print m }')" -le 80 ] &&
  pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: banks wider than 80 columns"; }
check "banks json" 0 "$SL" model banks --stride 32 --pad 1 --arch amd-cdna --json
expect "banks schema" "$tmp/out" '"schema":[[:space:]]*"simtlab-banks/1"'
expect "banks json passes" "$tmp/out" '"passes":[[:space:]]*2,'
expect "banks json stride" "$tmp/out" '"stride_words":[[:space:]]*33,'
if command -v python3 >/dev/null; then
  python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); r = d["result"]; assert (r["phases"], r["passes"], r["degree"]) == (2, 2, 1); assert r["bank_of_lane"][:3] == [0, 1, 2]; assert d["other_width"]["lanes"] == 32' "$tmp/out" &&
    pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: banks JSON does not parse or has wrong numbers"; }
fi
refuse "banks unknown arch" "unknown --arch 'sm_90'" banks --stride 1 --arch sm_90
expect "banks lists archs" "$tmp/err" "amd-cdna"
expect "banks lists rdna" "$tmp/err" "amd-rdna"
refuse "banks words 3" "--words must be 4, 8 or 16" banks --stride 1 --words 3
refuse "banks words 32" "--words must be 4, 8 or 16" banks --stride 1 --words 32
refuse "banks no stride" "--stride is required" banks
refuse "banks stride too big" "--stride must be between 0 and" banks --stride 99999999
refuse "banks negative stride" "must not be negative" banks --stride -1
refuse "banks lanes 0" "--lanes must be between 1 and 1024" banks --stride 1 --lanes 0
refuse "banks lanes 2000" "--lanes must be between 1 and 1024" banks --stride 1 --lanes 2000
for v in abc 12x 1e3 ""; do
  refuse "banks garbage stride '$v'" "--stride" banks --stride "$v"
  refuse "banks garbage pad '$v'" "--pad" banks --stride 1 --pad "$v"
done
refuse "banks unknown option" "unknown option '--bogus'" banks --stride 1 --bogus
refuse "banks missing value" "needs a value" banks --stride
refuse "banks extra argument" "unexpected argument 'extra'" banks --stride 1 extra

# standard output that cannot be written (a full disk): exit 4 and the reason, for every JSON writer here
if [ -w /dev/full ]; then
  for args in "geometries --json" "occupancy --list --json" "coalesce --json" "coalesce"; do
    # shellcheck disable=SC2086
    "$SL" model $args > /dev/full 2>"$tmp/err"
    rc=$?
    [ $rc -eq 4 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL model $args > /dev/full: exit $rc, want 4"; }
    expect "model $args > /dev/full: says why" "$tmp/err" "cannot write standard output"
  done
fi

echo "cli_model: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
