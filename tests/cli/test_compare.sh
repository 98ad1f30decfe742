#!/usr/bin/env bash
# test_compare.sh SIMTLAB - `simtlab compare` end to end: two real runs
# matched by case name, a file that names no cases, every format, rows
# one file lacks, and bad input (non-JSON, truncated, another schema, no
# rows, 1 GiB, the same file twice, an unwritable -o): exit 2 and nothing
# written. Exit 77 only when no OpenCL platform exists (the runs need one).
set -u
SL=$1
here=$(cd "$(dirname "$0")" && pwd)
data=$here/../../data/results
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
check() { # check NAME WANT_RC CMD...
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
nothing_written() { # nothing_written NAME: stdout empty
  if [ ! -s "$tmp/out" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1: wrote to stdout"; fi
}

"$SL" run scale --quick -q --json "$tmp/a.json" >/dev/null 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "skipped: no OpenCL platform"; exit 77; fi
"$SL" run scale --quick -q --seed 9 --size 64K --json "$tmp/b.json" >/dev/null 2>&1

check "help" 0 "$SL" compare --help;                 expect "usage" "$tmp/out" "usage: simtlab compare"
check "two runs" 0 "$SL" compare "$tmp/a.json" "$tmp/b.json"
expect "files named" "$tmp/out" "^A: .*a.json -- .*SIMD width [0-9]+, 4 rows$"
expect "suite and unit head their rows" "$tmp/out" "^scale, GB/s$"
expect "matched by case" "$tmp/out" "^scale4:float4 +[0-9.]+!? +[0-9.]+ +[0-9.-]+ +[0-9.]+!? "
expect "params differ (size)" "$tmp/out" "params"
expect "summary" "$tmp/out" "^4 rows: [0-9]+ differ beyond their runs' spread, 0 missing from some file, 4 with params that differ"
expect "says what differs means" "$tmp/out" "^differs: the % of its ceiling is further from the first file's than two standard deviations$"
awk 'length > 100' "$tmp/out" | grep . && { fail=$((fail + 1)); echo "FAIL: compare's table wider than 100 columns"; } || pass=$((pass + 1))
expect "says noisy rows may not be marked" "$tmp/out" "^  and two noisy ones \\(!\\) may not be, even when one figure is 4x the other$"
check "markdown" 0 "$SL" compare --format markdown "$tmp/a.json" "$tmp/b.json"
expect "md table" "$tmp/out" "^\| scale \| \`scale:float\` \| GB/s \|"
check "csv" 0 "$SL" compare --format csv "$tmp/a.json" "$tmp/b.json"
expect "csv header" "$tmp/out" "^suite,case,unit,A_figure,A_noisy,A_pct_of_own_ceiling,A_model_pct,B_figure"
expect "csv row" "$tmp/out" "^scale,scale:float,GB/s,[0-9.]+,"
[ "$(wc -l < "$tmp/out")" -eq 5 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL csv: not 5 lines"; }
# a noisy row (spread over 10% of its median): its figure marked, a footnote,
# a CSV column (the same file made quiet and made noisy: this machine's own
# spread must not decide the test)
perl -pe 's/"stddev":\s*[0-9.eE+-]+/"stddev": 0/' "$tmp/a.json" > "$tmp/quiet.json"
perl -pe 's/"stddev":\s*[0-9.eE+-]+/"stddev": 1e15/' "$tmp/a.json" > "$tmp/noisy.json"
check "noisy" 0 "$SL" compare "$tmp/quiet.json" "$tmp/noisy.json"
expect "noisy marked" "$tmp/out" "^scale4:float4 +[0-9.]+ +[0-9.]+ +[0-9.-]+ +[0-9.]+! "
expect "noisy footnote" "$tmp/out" "^!: 4 figures from a noisy row: .* over 10% of their$"
check "noisy csv" 0 "$SL" compare --format csv "$tmp/quiet.json" "$tmp/noisy.json"
expect "noisy column" "$tmp/out" "^scale,scale4:float4,GB/s,[0-9.]+,no,[0-9.]+,[0-9.-]+,[0-9.]+,yes,"
cp "$tmp/quiet.json" "$tmp/quiet2.json"
check "quiet" 0 "$SL" compare "$tmp/quiet.json" "$tmp/quiet2.json"
if grep -qE "noisy row|[0-9]!" "$tmp/out"; then fail=$((fail + 1)); echo "FAIL quiet rows marked noisy"; else pass=$((pass + 1)); fi
check "only" 0 "$SL" compare --only offset "$tmp/a.json" "$tmp/b.json"
expect "one row" "$tmp/out" "^1 rows"
check "only nothing" 2 "$SL" compare --only nosuch "$tmp/a.json" "$tmp/b.json"; nothing_written "only nothing"
# a file written before case names: matches on kernel and params only, rows shown missing
check "old file" 0 "$SL" compare "$tmp/a.json" "$data/occupancy-pocl-2026-11-23.json"
expect "says it names no cases" "$tmp/out" "names no cases"
expect "missing shown" "$tmp/out" "missing"
# three files, -o
check "three files to -o" 0 "$SL" compare "$tmp/a.json" "$tmp/b.json" "$data/occupancy-lmem-pocl-2026-11-23.json" -o "$tmp/cmp.txt"
expect "C column" "$tmp/cmp.txt" "^C: "

# a store (simtlab merge) where a results file goes: grouped by device model,
# or a column per run with --by run. Runs group by the device's name, so the
# committed run is given this device's name: the committed file came from
# one CPU model, and this test runs on others (another Xeon, a GPU).
jq --arg dev "$(jq -r .device.name "$tmp/a.json")" '.device.name = $dev' \
  "$data/occupancy-lmem-pocl-2026-11-23.json" > "$tmp/lmem-here.json"
check "merge a store" 0 "$SL" merge "$tmp/a.json" "$tmp/lmem-here.json" -o "$tmp/st.json"
check "store and a file" 0 "$SL" compare "$tmp/st.json" "$tmp/b.json"
expect "one model, three runs" "$tmp/out" "^A: .* -- the median of 3 runs, SIMD width [0-9]+, [0-9]+ cases$"
expect "grouped columns" "$tmp/out" "^case +A +A %own +A range +A n +differs$"
expect "scale in 2 of 3 runs" "$tmp/out" "^scale4:float4 .* 2/3 +(params; )?A: 1 missing$"
check "store --by run" 0 "$SL" compare --by run "$tmp/st.json" "$tmp/b.json"
expect "a run of the store" "$tmp/out" "^[AB]: .*st.json: .*\\(.*a.json\\) -- "
expect "the file after it" "$tmp/out" "^C: .*b.json -- "
check "one store alone" 0 "$SL" compare "$tmp/st.json"
check "store as -o" 2 "$SL" compare "$tmp/st.json" "$tmp/b.json" -o "$tmp/st.json"

# --what-if: a device you do not have, from a spec sheet
cat > "$tmp/sheet.json" <<'J'
{"schema":"simtlab-device/1","id":"sheet","name":"Sheet GPU","vendor":"amd","type":"gpu","arch":"gfx90a",
 "geometry":"amd-cdna2","simd_width":64,"compute_units":104,"memory_bandwidth_gbps":1600,
 "sources":{"simd_width":"t","compute_units":"t","memory_bandwidth_gbps":"t"}}
J
check "what-if one file" 0 "$SL" compare "$tmp/a.json" --what-if "$tmp/sheet.json"
expect "T named" "$tmp/out" "^T: what-if Sheet GPU .*amd-cdna2, 64 lanes.*1600 GB/s"
expect "T columns" "$tmp/out" "T model +T GB/s"
expect "scale predicted" "$tmp/out" "^scale:float .* 100.0 +1600"
check "what-if csv" 0 "$SL" compare --format csv "$tmp/a.json" "$tmp/b.json" --what-if "$tmp/sheet.json"
# an AMD sheet adds waves per SIMD there, "-" for rows with no code compiled for it (run --target)
expect "csv T" "$tmp/out" "T_model_pct,T_gbps_at_datasheet,T_waves_per_simd,differs"
check "what-if unknown" 2 "$SL" compare "$tmp/a.json" --what-if nosuch-device; expect "lists" "$tmp/err" "no spec sheet for device 'nosuch-device'"
nothing_written "what-if unknown"
echo '{"schema":"simtlab-device/1"}' > "$tmp/badsheet.json"
check "what-if bad sheet" 2 "$SL" compare "$tmp/a.json" --what-if "$tmp/badsheet.json"; expect "names sheet" "$tmp/err" "badsheet.json"
check "one file, no what-if" 2 "$SL" compare "$tmp/a.json"; expect "says" "$tmp/err" "what-if"

# bad input: exit 2, nothing on stdout, no -o file
echo 'not json {' > "$tmp/junk.json"
head -c 2000 "$tmp/a.json" > "$tmp/trunc.json"
sed 's/simtlab-results\/2/simtlab-results\/9/' "$tmp/a.json" > "$tmp/schema.json"
jq '.results = []' "$tmp/a.json" > "$tmp/empty.json"
truncate -s 1G "$tmp/huge.json"
ln -s "$tmp/a.json" "$tmp/link.json"
for f in junk trunc schema empty huge; do
  check "bad $f" 2 "$SL" compare "$tmp/a.json" "$tmp/$f.json" -o "$tmp/never.txt"
  expect "$f named" "$tmp/err" "$f.json"
  nothing_written "bad $f"
done
expect "huge says size" "$tmp/err" "too large"
[ ! -e "$tmp/never.txt" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: -o written on bad input"; }
check "missing file" 2 "$SL" compare "$tmp/a.json" "$tmp/nope.json"; expect "named" "$tmp/err" "nope.json"
check "directory" 2 "$SL" compare "$tmp/a.json" "$tmp";             expect "not regular" "$tmp/err" "not a regular file"
check "same file twice" 2 "$SL" compare "$tmp/a.json" "$tmp/a.json"; expect "twice" "$tmp/err" "named twice"
check "same through a link" 2 "$SL" compare "$tmp/a.json" "$tmp/link.json"; expect "twice" "$tmp/err" "named twice"
check "bad format" 2 "$SL" compare --format xml "$tmp/a.json" "$tmp/b.json"
check "unwritable -o" 2 "$SL" compare "$tmp/a.json" "$tmp/b.json" -o /proc/nonexistent/x
check "-o a directory" 2 "$SL" compare "$tmp/a.json" "$tmp/b.json" -o "$tmp"
check "/dev/full" 4 "$SL" compare "$tmp/a.json" "$tmp/b.json" -o /dev/full

# never over one of its own inputs
cp "$tmp/b.json" "$tmp/b-keep.json"
check "-o an input" 2 "$SL" compare "$tmp/a.json" "$tmp/b.json" -o "$tmp/b.json"
expect "-o an input: says so" "$tmp/err" "is the results file .*b.json, an input"
cmp -s "$tmp/b.json" "$tmp/b-keep.json" && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL -o an input: it was changed"; }

# spec sheets: a FIFO is refused before it is opened (it never answers), a figure past any device before a cast
mkfifo "$tmp/spec.json"
check "--what-if a FIFO" 2 timeout 20 "$SL" compare "$tmp/a.json" --what-if "$tmp/spec.json"
expect "--what-if a FIFO: says so" "$tmp/err" "spec.json is a FIFO: it must be a regular file"
sed 's/"compute_units": *[0-9][0-9]*/"compute_units": 1e300/' "$here/../../data/devices/mi300x.json" > "$tmp/huge.json"
grep -q 1e300 "$tmp/huge.json" && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL huge.json: sed planted nothing"; }
check "--what-if 1e300 compute units" 2 "$SL" compare "$tmp/a.json" --what-if "$tmp/huge.json"
expect "1e300: the range" "$tmp/err" "compute_units a whole 1..1000000"
# a results file with a second document after it
{ cat "$tmp/a.json"; echo '{"schema": "x"}'; } > "$tmp/trail.json"
check "data after the document" 2 "$SL" compare "$tmp/trail.json" "$tmp/b.json"
expect "data after the document: says so" "$tmp/err" "trailing data after the JSON document"

# roofline FILE --roof FILE: each row once, as without --roof
f="$data/final-h200-2026-11-23-all.json"
check "roofline" 0 "$SL" roofline "$f"; cp "$tmp/out" "$tmp/roof1"
check "roofline --roof itself" 0 "$SL" roofline "$f" --roof "$f"
cmp -s "$tmp/out" "$tmp/roof1" && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL roofline --roof itself: rows listed twice"; }

# 8 files at the 64 MiB limit (about 100 000 rows each: 800 000 rows, one line
# per row of each odd file) within 1 GiB of address space: rows are held
# packed and parsed one at a time (held whole, the same files took 3.3 GB).
# Not in an ASan build, whose shadow memory is most of any address space.
if ldd "$SL" 2>/dev/null | grep -q libasan; then
  echo "skipped: 8 files of 64 MiB under a 1 GiB limit (an ASan build reserves terabytes of address space)"
else
  python3 - "$tmp/big" "$data/i25-h100-2026-11-26-all.json" <<'PY'
import json, os, sys
out, src = sys.argv[1:]
doc = json.load(open(src))
row = next(r for r in doc["results"] if r["suite"] == "stride")
row.update(model={}, metrics={}, derived={}, kernel_file=None, params={"n": 1048576, "stride": 2})
os.makedirs(out)
for f in range(2):
    rows, size, i = [], 0, 0
    while size < (64 << 20) - 8192:
        r = dict(row, case_name="read_strided:float:s%d" % (i + f * 10**7))
        rows.append(r); size += len(json.dumps(r, separators=(",", ":"))) + 1; i += 1
    doc["results"] = rows
    open("%s/%d.json" % (out, f), "w").write(json.dumps(doc, separators=(",", ":")))
PY
  for f in 2 4 6; do cp "$tmp/big/0.json" "$tmp/big/$f.json"; done
  for f in 3 5 7; do cp "$tmp/big/1.json" "$tmp/big/$f.json"; done
  size=$(stat -c %s "$tmp/big/0.json")
  [ "$size" -gt $((63 << 20)) ] && [ "$size" -le $((64 << 20)) ] && pass=$((pass + 1)) \
    || { fail=$((fail + 1)); echo "FAIL 8 x 64 MiB: the file is $size bytes"; }
  check "8 x 64 MiB within 1 GiB" 0 bash -c 'ulimit -v 1048576 && exec "$@"' sh "$SL" compare "$tmp"/big/[0-7].json \
    -o "$tmp/big.txt"
  expect "8 x 64 MiB: every row" "$tmp/big.txt" "^[0-9]{6} rows: 0 differ beyond their runs' spread, [0-9]{6} missing from some file"
  rm -rf "$tmp/big" "$tmp/big.txt"
fi

echo "compare: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
