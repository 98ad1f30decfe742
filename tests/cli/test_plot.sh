#!/usr/bin/env bash
# test_plot.sh SIMTLAB RESULTS_DIR - `simtlab plot` end to end: scripts from
# the real H200 and PoCL files (--script-only, no gnuplot needed), every
# bad input refused with exit 2 and nothing written, "gnuplot not found",
# and, when gnuplot is installed, real SVG and PNG files. No OpenCL device.
set -u
SL=$1
R=$2
H200=$R/all-resources-h200-2026-11-23.json
POCL=$R/occupancy-lmem-pocl-2026-11-23.json
MM=$R/matmul-pocl-2core-2026-11-22.json
. "$(dirname "$0")/unprivileged.sh"
tmp=$(mktemp -d)
trap 'umount "$tmp/small" 2>/dev/null; chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"; unpriv_cleanup' EXIT
pass=0 fail=0
export OCL_ICD_VENDORS="$tmp/none" OCL_ICD_FILENAMES=

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
check() { # check NAME WANT_RC CMD... ; output in $tmp/out, $tmp/err
  local name=$1 want=$2; shift 2
  "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  if [ "$rc" -eq "$want" ]; then ok; else bad "$name: exit $rc, want $want"; sed 's/^/  | /' "$tmp/err" | head -20; fi
}
expect() { # expect NAME FILE PATTERN
  if grep -qE -- "$3" "$2"; then ok; else bad "$1: '$3' not in $2"; sed 's/^/  | /' "$2" | head -20; fi
}
# refuse NAME PATTERN OUTDIR ARGS...: exit 2, says why, OUTDIR not created,
# and no temporary directory left beside it
refuse() {
  local name=$1 pat=$2 out=$3; shift 3
  check "$name" 2 "$SL" plot --script-only "$@" -o "$out"
  expect "$name: says why" "$tmp/err" "$pat"
  [ ! -e "$out" ] && ok || bad "$name: $out was created"
  [ -z "$(ls -A "$tmp/bad" 2>/dev/null)" ] && ok || bad "$name: left $(ls -A "$tmp/bad")"
}

check "plot --help" 0 "$SL" plot --help
expect "usage" "$tmp/out" "usage: simtlab plot"
expect "documents --script-only" "$tmp/out" "--script-only"
check "top help lists plot" 0 "$SL" --help
expect "plot listed" "$tmp/out" "^  plot "
check "no files" 2 "$SL" plot -o "$tmp/x"
check "no -o" 2 "$SL" plot "$H200"
check "bad format" 2 "$SL" plot --format gif "$H200" -o "$tmp/x"
[ ! -e "$tmp/x" ] && ok || bad "usage errors created the output directory"

# scripts from the real files, no gnuplot needed
check "script-only H200 + PoCL" 0 "$SL" plot --script-only "$H200" "$POCL" "$MM" -o "$tmp/s"
for n in stride-float stride-float4 offset-float offset-float4 vector matmul-4096x4096x4096 \
         matmul-512x512x512 occupancy bandwidth; do
  [ -s "$tmp/s/$n.gp" ] && [ -s "$tmp/s/$n.dat" ] && ok || bad "script-only: no $n.gp/.dat"
done
ls "$tmp/s" | grep -qE '\.(svg|png)$' && bad "script-only drew pictures" || ok
expect "title: H200 and driver" "$tmp/s/occupancy.gp" 'NVIDIA H200 \(driver 580\.159\.04\)'
expect "title: PoCL and driver" "$tmp/s/occupancy.gp" 'pthread-skylake-avx512-AMD EPYC \(driver 3\.1\+debian\)'
expect "skipped lmem rows listed" "$tmp/s/occupancy.gp" '^#   NVIDIA H200: simple\+lmem .*warps_per_cu=1 .*skipped: holding each SM'
expect "both formats" "$tmp/s/stride-float.gp" 'set output "stride-float.svg"'
expect "both formats (png)" "$tmp/s/stride-float.gp" 'set output "stride-float.png"'
expect "H200 stride 2 in the data" "$tmp/s/stride-float.dat" '^2  2141\.0?[0-9]*  47\.2[0-9]*  50  50$'
expect "matmul ladder, clblast last" "$tmp/s/matmul-4096x4096x4096.dat" '^"clblast \(library\)"  32047'
expect "stride series: measured + 2 models" "$tmp/out" 'stride-float\.gp  3 series, 11 rows'
# two files of one device: two series, each named by its file
check "two runs, one device" 0 "$SL" plot --script-only "$R/bandwidth-pocl-2core-2026-11-21.json" \
  "$R/bandwidth-pocl-2core-2026-11-21-run2.json" -o "$tmp/twin"
expect "twin series by file" "$tmp/twin/bandwidth.dat" '\[bandwidth-pocl-2core-2026-11-21\.json\]".*\[bandwidth-pocl-2core-2026-11-21-run2\.json\]"'
expect "twin rows both drawn" "$tmp/twin/bandwidth.dat" '^"read float"  33\.2[0-9]*  35\.1[0-9]*$'
check "svg only" 0 "$SL" plot --script-only --format svg "$H200" -o "$tmp/svg"
grep -q pngcairo "$tmp/svg/stride-float.gp" && bad "--format svg wrote a png terminal" || ok
# an existing directory is written into, its other files kept
mkdir -p "$tmp/keep" && echo mine >"$tmp/keep/notes.txt"
check "into an existing directory" 0 "$SL" plot --script-only "$POCL" -o "$tmp/keep"
[ -s "$tmp/keep/occupancy.gp" ] && [ "$(cat "$tmp/keep/notes.txt")" = mine ] && ok || bad "existing directory"
ls -A "$tmp/keep" | grep -q simtlab-plot && bad "temporary directory left in DIR" || ok

# bad input: exit 2, nothing written
mkdir "$tmp/bad"
echo 'this is not json' >"$tmp/notjson.json"
head -c 3000 "$H200" >"$tmp/truncated.json"
echo '{"schema":"other/9","device":{"name":"x"},"results":[]}' >"$tmp/schema.json"
echo '{"schema":"simtlab-results/2","device":{"name":"x"},"results":[]}' >"$tmp/empty.json"
echo plain >"$tmp/regular"
refuse "missing file" "$tmp/nope.json" "$tmp/bad/o" "$tmp/nope.json"
refuse "not JSON" "notjson.json.*not valid JSON|not valid JSON.*notjson" "$tmp/bad/o" "$tmp/notjson.json"
refuse "truncated JSON" "truncated.json" "$tmp/bad/o" "$tmp/truncated.json"
refuse "wrong schema" "unknown results schema 'other/9'" "$tmp/bad/o" "$tmp/schema.json"
refuse "empty results" "empty.json.*no row to plot" "$tmp/bad/o" "$tmp/empty.json"
refuse "same file twice" "same file" "$tmp/bad/o" "$H200" "$R/../results/$(basename "$H200")"
refuse "good then bad" "nope.json" "$tmp/bad/o" "$H200" "$tmp/nope.json"
truncate -s 1G "$tmp/huge.json"   # sparse: no disk, and never read whole
refuse "huge file" "huge.json.*too large" "$tmp/bad/o" "$tmp/huge.json"
# crafted files: nothing a results file holds may run as a gnuplot command
# (a newline ending a comment line, a `backquote` gnuplot runs even inside
# double quotes) or name a file outside -o (a suite is a file name)
sed '0,/"suite":\t"[a-z]*"/s//"suite":\t"..\/escaped"/' "$H200" >"$tmp/path.json"
refuse "suite with a /" 'results\[0\]\.suite "\.\./escaped" is not a name simtlab writes' "$tmp/bad/o" "$tmp/path.json"
[ ! -e "$tmp/bad/escaped.gp" ] && [ ! -e "$tmp/escaped.gp" ] && ok || bad "suite with a /: wrote outside -o"
sed '0,/"kernel":\t"[a-z_0-9]*"/s//"kernel":\t"read\\nsystem \\"touch pwned\\"\\n#"/' "$H200" >"$tmp/kernel.json"
refuse "kernel with a newline" 'results\[0\]\.kernel "read' "$tmp/bad/o" "$tmp/kernel.json"
# every row noisy (listed in comments), a device name and a parameter with
# backquotes and newlines (in titles, labels and those comments)
sed -e 's/"name":\t"NVIDIA H200"/"name":\t"H200 `touch pwned-device`"/' \
  -e 's/"stddev":\t[0-9][0-9.e+-]*/"stddev":\t1e12/g' \
  -e 's/"vector":\t"float4"/"vector":\t"float4\\nsystem \\"touch pwned-newline\\"\\n#`touch pwned-param`"/g' \
  "$H200" >"$tmp/crafted.json"
grep -q 'touch pwned-newline' "$tmp/crafted.json" && grep -q 'touch pwned-device' "$tmp/crafted.json" && ok ||
  bad "crafted.json: sed did not plant the strings"
check "crafted strings" 0 "$SL" plot --script-only "$tmp/crafted.json" -o "$tmp/crafted"
expect "crafted: noisy rows listed" "$tmp/crafted/bandwidth.gp" '^#   H200 `touch pwned-device`: .* spread '
# a plot named from a parameter keeps to letters, digits and _ . + - (the
# reader wrote the newline as \x0A, the name turns the backslash to _)
ls "$tmp/crafted" | grep -qxE 'stride-float4_x0Asystem__touch_pwned-newline__x0A__[a-z_-]*\.gp' && ok ||
  bad "crafted: the plot named from the vector parameter: $(ls "$tmp/crafted" | grep stride-float4)"
if cat "$tmp/crafted"/*.gp | grep -v '^#' | grep -nE '(^|[^\\])`|^[[:space:]]*system'; then
  bad "crafted: a backquote outside a comment is not escaped, or a line starts a command"
else ok; fi
if command -v gnuplot >/dev/null; then
  # gnuplot runs in the output's temporary directory, renamed to -o
  check "crafted: drawn" 0 "$SL" plot "$tmp/crafted.json" -o "$tmp/crafted-p"
  [ -s "$tmp/crafted-p/bandwidth.svg" ] && ok || bad "crafted: no bandwidth.svg"
  ls "$tmp" "$tmp/crafted-p" . | grep -q '^pwned' && bad "crafted: gnuplot ran a command from the file" || ok
fi
check "/proc/x" 2 "$SL" plot --script-only "$H200" -o /proc/x
expect "/proc/x says why" "$tmp/err" "cannot create output directory /proc/x"
[ ! -e /proc/x ] && ok || bad "/proc/x exists"
check "under a regular file" 2 "$SL" plot --script-only "$H200" -o "$tmp/regular/x"
expect "under a regular file says why" "$tmp/err" "regular/x"
check "output is a file" 2 "$SL" plot --script-only "$H200" -o "$tmp/regular"
expect "output is a file says why" "$tmp/err" "not a directory"
[ "$(cat "$tmp/regular")" = plain ] && ok || bad "the regular file was changed"
# a read-only directory, as the parent of -o or as -o itself: refused,
# nothing written; root writes there anyway, so as root these run as nobody
if unpriv_setup "$SL"; then
  u=$UNPRIV_DIR
  cp "$H200" "$u/h200.json" && chmod 644 "$u/h200.json"
  mkdir -m 555 "$u/ro"
  check "read-only parent" 2 unpriv "$UNPRIV_SL" plot --script-only "$u/h200.json" -o "$u/ro/x"
  expect "read-only parent says why" "$tmp/err" "^simtlab: cannot create output directory $u/ro/x: Permission denied$"
  [ -z "$(ls -A "$u/ro")" ] && ok || bad "read-only parent: wrote $(ls -A "$u/ro")"
  check "read-only output directory" 2 unpriv "$UNPRIV_SL" plot --script-only "$u/h200.json" -o "$u/ro"
  expect "read-only output directory says why" "$tmp/err" \
    "^simtlab: output directory $u/ro: cannot write there: Permission denied$"
  [ -z "$(ls -A "$u/ro")" ] && ok || bad "read-only output directory: wrote $(ls -A "$u/ro")"
  # the same user into a writable directory: written
  mkdir -m 777 "$u/rw"
  check "writable, same user" 0 unpriv "$UNPRIV_SL" plot --script-only "$u/h200.json" -o "$u/rw/x"
  [ -s "$u/rw/x/occupancy.gp" ] && ok || bad "writable, same user: no occupancy.gp"
else
  echo "skipped: root cannot drop privileges here (no setpriv): read-only directory cases not run"
fi

# no gnuplot on PATH: refused unless --script-only
check "no gnuplot" 2 env PATH="$tmp/none" "$SL" plot "$H200" -o "$tmp/bad/o"
expect "no gnuplot says how" "$tmp/err" "gnuplot not found: install gnuplot-nox, or use --script-only"
[ ! -e "$tmp/bad/o" ] && ok || bad "no gnuplot: wrote output"
check "no gnuplot, script-only" 0 env PATH="$tmp/none" "$SL" plot --script-only "$H200" -o "$tmp/np"

# real pictures when gnuplot is here
if command -v gnuplot >/dev/null; then
  check "draw H200 + PoCL" 0 "$SL" plot "$H200" "$POCL" "$MM" -o "$tmp/p"
  for n in stride-float offset-float4 vector matmul-4096x4096x4096 matmul-512x512x512 occupancy bandwidth; do
    if [ -s "$tmp/p/$n.svg" ] && head -c 2000 "$tmp/p/$n.svg" | grep -qE '^<\?xml|<svg'; then ok; else bad "$n.svg"; fi
    if [ -s "$tmp/p/$n.png" ] && [ "$(head -c 4 "$tmp/p/$n.png" | od -An -tx1 | tr -d ' ')" = 89504e47 ]; then ok
    else bad "$n.png"; fi
  done
  ls -A "$tmp/p" | grep -q gnuplot && bad "gnuplot's log left in DIR" || ok
  # every plot kind from one small file (tests/data/plot-every-kind.json: a
  # few rows of each suite of an H200 run, one bandwidth row made noisy)
  # and a copy named as a second device, as most plots are drawn: each PNG
  # whole (signature, IEND last) and of the size its script asks for, and
  # the layout of issue 28: the key placed from counted rows, never
  # gnuplot's `key below` (it sits on the footnote), the footnote under the
  # key's last row, the key under the x labels, long bar labels upright
  EK=$(dirname "$0")/../data/plot-every-kind.json
  sed 's/"name": *"NVIDIA H200"/"name": "NVIDIA H100 80GB HBM3"/' "$EK" >"$tmp/h100-kinds.json"
  check "every kind drawn" 0 "$SL" plot --format png "$EK" "$tmp/h100-kinds.json" -o "$tmp/kinds"
  for n in stride-float offset-float vector matmul-4096x4096x4096 occupancy latency roofline \
           bandwidth layout gather rowcol banks scale transpose; do
    f=$tmp/kinds/$n.png gp=$tmp/kinds/$n.gp
    if [ -s "$f" ] && [ "$(head -c 8 "$f" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] &&
       [ "$(tail -c 8 "$f" | od -An -tx1 | tr -d ' \n')" = 49454e44ae426082 ]; then ok
    else bad "$n.png missing or cut short"; continue; fi
    size=$(sed -n 's/^set terminal pngcairo size \([0-9]*\),\([0-9]*\) .*/\1 \2/p' "$gp")
    [ "$(od -An -tu1 -j16 -N8 "$f" | awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')" = "$size" ] &&
      ok || bad "$n.png: not the size its script sets ($size)"
    grep -q 'key below' "$gp" && bad "$n.gp: key below (covers the footnote)" || ok
    # bmargin B, key top K with R rows, footnote at F: F + 1 <= K - R < K < B
    awk '/^set bmargin/ { b = $3 }
         /^set key at character/ { k = $7; r = $NF }
         /points from noisy rows/ { sub(/.*at character 1, character /, ""); f = $1 + 0; nf = 1 }
         END { if (!(b > 0 && k > 0 && r > 0 && k < b - 1 && k - r >= (nf ? f + 1 : 0))) exit 1 }' "$gp" &&
      ok || bad "$n.gp: key, footnote and bottom margin overlap: $(grep -E '^set (bmargin|key)|noisy rows' "$gp")"
    grep -qE 'rotate by -?[1-8][0-9]? ' "$gp" && bad "$n.gp: slanted tic labels" || ok
  done
  expect "every kind: the footnote on the noisy plot" "$tmp/kinds/bandwidth.gp" \
    '^set label "2 of 12 points from noisy rows .* at character 1, character 0\.6 '
  expect "every kind: one key row per source of the bars" "$tmp/kinds/bandwidth.gp" 'maxrows 1$'
  expect "every kind: 6 sweep series in 3 rows of 2" "$tmp/kinds/stride-float.gp" 'key \(3 x 2, rows x columns\)'
  expect "every kind: occupancy's long titles in one column" "$tmp/kinds/occupancy.gp" 'key \(6 x 1, rows x columns\)'
  expect "every kind: banks' long labels upright" "$tmp/kinds/banks.gp" '^set xtics rotate by 90 right$'
  grep -q 'xtics rotate' "$tmp/kinds/layout.gp" && bad "every kind: layout's short labels rotated" || ok
  check "png only" 0 "$SL" plot --format png "$POCL" -o "$tmp/png"
  [ -s "$tmp/png/occupancy.png" ] && [ ! -e "$tmp/png/occupancy.svg" ] && ok || bad "--format png"
  # a failing gnuplot: reported, nothing written
  mkdir "$tmp/fakebin"
  printf '#!/bin/sh\necho "line 1: broken" >&2\nexit 1\n' >"$tmp/fakebin/gnuplot" && chmod +x "$tmp/fakebin/gnuplot"
  check "gnuplot fails" 4 env PATH="$tmp/fakebin:$PATH" "$SL" plot "$POCL" -o "$tmp/bad/o"
  expect "gnuplot's message shown" "$tmp/err" "line 1: broken"
  [ -z "$(ls -A "$tmp/bad")" ] && ok || bad "gnuplot fails: left $(ls -A "$tmp/bad")"
  # a picture that cannot be replaced (a directory in its place): exit 4, every old file as it was
  check "draw again" 0 "$SL" plot "$POCL" -o "$tmp/keep"
  rm -f "$tmp/keep/occupancy.svg"; mkdir "$tmp/keep/occupancy.svg"
  before=$(cd "$tmp/keep" && find . -type f -exec md5sum {} + | sort)
  check "a target that is a directory" 4 "$SL" plot "$H200" "$POCL" -o "$tmp/keep"
  expect "says which" "$tmp/err" "cannot replace .*occupancy.svg: it is not a file; nothing was written"
  [ "$(cd "$tmp/keep" && find . -type f -exec md5sum {} + | sort)" = "$before" ] && ok || bad "a target that is a directory: old files changed"
  ls -A "$tmp/keep" | grep -q simtlab-plot && bad "a target that is a directory: a temporary directory left" || ok
  # gnuplot's script made to draw for a while, then SIGTERM: gnuplot goes, nothing is left
  mkdir -p "$tmp/slowbin"
  printf '#!/bin/sh
sleep 30
' >"$tmp/slowbin/gnuplot" && chmod +x "$tmp/slowbin/gnuplot"
  mkdir -p "$tmp/sig"   # before plot starts: -o's parent must exist
  env PATH="$tmp/slowbin:$PATH" "$SL" plot "$POCL" -o "$tmp/sig/o" >"$tmp/out" 2>"$tmp/err" &
  pid=$!
  sleep 1
  kill -TERM $pid; wait $pid; rc=$?
  [ $rc -eq 143 ] && ok || bad "SIGTERM during plot: exit $rc, want 143"
  [ -z "$(ls -A "$tmp/sig")" ] && ok || bad "SIGTERM during plot: left $(ls -A "$tmp/sig")"
  sleep 0.3; pgrep -f "$tmp/slowbin" >/dev/null && bad "SIGTERM during plot: gnuplot left running" || ok
  # a full disk: gnuplot exits 0 with a cut picture; the check does not
  mkdir -p "$tmp/small"
  if mount -t tmpfs -o size=200k tmpfs "$tmp/small" 2>/dev/null; then
    check "a full disk" 4 "$SL" plot "$H200" -o "$tmp/small/o"
    expect "a full disk: says so" "$tmp/err" "incomplete|No space left|short"
    [ -z "$(ls -A "$tmp/small")" ] && ok || bad "a full disk: left $(ls -A "$tmp/small")"
    umount "$tmp/small"
  else
    echo "no tmpfs mount here (not root?): the full-disk case was not run"
  fi
else
  echo "gnuplot not installed: pictures not checked"
fi

# never over one of its own inputs: a results file named like one of the plot's files
mkdir -p "$tmp/own"
cp "$H200" "$tmp/own/bandwidth.dat"
check "-o over an input" 2 "$SL" plot --script-only "$tmp/own/bandwidth.dat" -o "$tmp/own"
expect "-o over an input: says so" "$tmp/err" "is one of the results files read"
cmp -s "$H200" "$tmp/own/bandwidth.dat" && ok || bad "-o over an input: it was changed"

# a store (simtlab merge): one series per device model, each case's figure
# the median over its runs; here two real PoCL runs of bandwidth and one of
# the H200's: the PoCL series holds the median of the two runs' GB/s
check "merge for plot" 0 "$SL" merge "$R/bandwidth-pocl-2core-2026-11-23.json" "$R/bandwidth-pocl-2core-2026-11-26.json" \
  "$R/bandwidth-h200-2026-11-21.json" -o "$tmp/store.json"
check "plot a store" 0 "$SL" plot --script-only "$tmp/store.json" -o "$tmp/st"
expect "store: a series per model" "$tmp/out" "bandwidth.gp  2 series"
expect "store: titled with its runs" "$tmp/st/bandwidth.gp" "pthread-skylake-avx512-AMD EPYC, median of 2 runs \(driver 3.1\+debian\)"
expect "store: the H200 alone" "$tmp/st/bandwidth.gp" "NVIDIA H200, median of 1 run"
python3 - "$R" "$tmp/st/bandwidth.dat" <<'PY' && ok || bad "store: read:float4's PoCL figure is not the median of its two runs"
import json, sys
runs = [json.load(open(f"{sys.argv[1]}/bandwidth-pocl-2core-{d}.json")) for d in ("2026-11-23", "2026-11-26")]
want = sum(next(r["gbps"] for r in d["results"] if r["case_name"] == "read:float4") for d in runs) / 2
line = next(l for l in open(sys.argv[2]) if l.startswith('"read float4"'))
got = float(line.split()[-1])  # the PoCL series, the second column (the H200 sorts first)
print(f"read:float4 on PoCL: {got} drawn, {want:.6g} the median of the two runs")
sys.exit(0 if abs(got - want) <= 1e-4 * want else 1)
PY

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
