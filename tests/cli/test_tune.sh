#!/usr/bin/env bash
# test_tune.sh SIMTLAB - `simtlab tune` end to end on the default device
# (PoCL in CI), small shapes and budgets (25 s on 2 cores, 50 s with
# PoCL's kernel cache empty): the
# tuning file and the candidates' JSON hold real values and agree, the
# winner is the best PASS candidate, a planted bug fails every candidate and
# nothing is written, `run` takes the tuning file (and --param, --tuning
# off and --tuning FILE), ^C and SIGTERM leave no temporary or half-written
# file, bad input is refused with its own message and exit 2 before any
# search. Needs jq. Exit 77 (skipped) only when no OpenCL platform exists.
set -u
SL=$1
SRC=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
bg=""
main=$BASHPID # a forked shell that dies before its exec must not run this
trap '[ "$BASHPID" = "$main" ] || exit; [ -n "$bg" ] && kill "$bg" 2>/dev/null; rm -rf "$tmp"' EXIT
. "$(dirname "$0")/testlib.sh"
# never the checkout's data/tuning: every file this test makes is under $tmp
export SIMTLAB_TUNING_DIR=$tmp/tuning

is() { # is NAME GOT WANT
  if [ "$2" = "$3" ]; then ok; else bad "$1: got '$2', want '$3'"; fi
}
holds() { # holds NAME [JQ_OPTION...] FILTER FILE: the filter gives true of FILE
  local name=$1; shift
  local file=${!#}
  if jq -e "${@:1:$#-1}" "$file" >/dev/null 2>&1; then ok; else bad "$name: ${*:$#-1:1} is not true of $file"; fi
}
no_temp() { # no_temp NAME: no .NAME.tmpXXXXXX anywhere under $tmp
  local left; left=$(find "$tmp" -name '.*.tmp*' 2>/dev/null)
  if [ -z "$left" ]; then ok; else bad "$1: temporary files left: $left"; fi
}

"$SL" info >/dev/null 2>&1
if [ $? -eq 3 ]; then echo "skipped: no OpenCL platform"; exit 77; fi
if ! command -v jq >/dev/null; then # FAIL in CI, which installs it; elsewhere a skip with the reason
  [ "${CI:-}" = true ] && { echo "FAIL: no jq, and CI=true: scripts/bootstrap test installs it"; exit 1; }
  echo "SKIP: no jq (Debian package jq; scripts/bootstrap test installs it)"; exit 77
fi

# ---- bad input: its own message, exit 2, nothing searched ---------------
check "tune --help" 0 "$SL" tune --help;  expect "usage" "$tmp/out" "^usage: simtlab tune SUITE"
expect "--help names the tunable suites" "$tmp/out" "matmul \(rung warptile\), transpose"
check "tune help" 0 "$SL" tune help;      expect "help is usage" "$tmp/out" "^usage: simtlab tune"
check "no suite" 2 "$SL" tune;            expect "says name one" "$tmp/err" "name one suite to tune \(0 given\): matmul, transpose"
check "two suites" 2 "$SL" tune matmul transpose; expect "one at a time" "$tmp/err" "name one suite to tune \(2 given\)"
check "unknown suite" 2 "$SL" tune nosuch; expect "names it" "$tmp/err" "unknown suite 'nosuch' .*tunable: matmul, transpose"
check "no tuning space" 2 "$SL" tune bandwidth; expect "says so" "$tmp/err" "suite 'bandwidth' has no tuning space .*tunable: matmul"
for b in garbage 0 -5 10x 1e3 0x10 inf ''; do
  check "--budget '$b'" 2 "$SL" tune matmul --budget "$b"
  expect "--budget '$b' message" "$tmp/err" "--budget '.*' is not a length of time: give seconds, or a number with s, m or h"
done
check "--budget past a week" 2 "$SL" tune matmul --budget 200h; expect "says a week" "$tmp/err" "longer than a week"
check "--param on an axis" 2 "$SL" tune matmul --param bm=64; expect "says searched" "$tmp/err" "bm is what the search varies"
check "--param unknown" 2 "$SL" tune matmul --param nope=1;    expect "names it" "$tmp/err" "matmul takes no --param nope"
check "--param out of range" 2 "$SL" tune matmul --param check_rows=0; expect "range" "$tmp/err" "out of range"
check "--size for matmul" 2 "$SL" tune matmul --size 1M;        expect "points to --sizes" "$tmp/err" "not --size"
check "--sizes for transpose" 2 "$SL" tune transpose --sizes 64; expect "points to --size" "$tmp/err" "not --sizes"
check "unknown option" 2 "$SL" tune matmul --bogus;            expect "names it" "$tmp/err" "unknown option '--bogus'"
check "--json a directory" 2 "$SL" tune matmul --json "$tmp";   expect "says directory" "$tmp/err" "is a directory"
# no output may be any input (issue 42 item 7): a file of --kernels is the user's source
mkdir -p "$tmp/kd"; cp "$SRC/cl/matmul.cl" "$tmp/kd/"; printf '// mine\n' >"$tmp/kd/mine.cl"
check "--json over a file of --kernels" 2 "$SL" tune matmul --kernels "$tmp/kd" --json "$tmp/kd/mine.cl"
expect "says which" "$tmp/err" "--json .*mine\.cl is .*kd/mine\.cl, a file of --kernels"
[ "$(cat "$tmp/kd/mine.cl")" = "// mine" ] && ok || bad "tune --json wrote over a file of --kernels"
: > "$tmp/afile"
check "--out under a file" 2 "$SL" tune matmul --out "$tmp/afile/x.json"; expect "says why" "$tmp/err" "afile is not a directory"
printf '{"schema": "simtlab-tuning/1", "device": {"vendor": "nvidia", "name": "Other", "driver": "1"}, "suites": {}}\n' \
  > "$tmp/other.json"
check "--out another device's file" 2 "$SL" tune matmul --out "$tmp/other.json"; expect "says whose" "$tmp/err" "another device's"
echo '{ broken' > "$tmp/broken.json"
check "--out a file that is not a tuning file" 2 "$SL" tune matmul --out "$tmp/broken.json"
expect "says what" "$tmp/err" "not a JSON object.*remove it or give --out another path"
check "--json is the tuning file" 2 "$SL" tune matmul --out "$tmp/same.json" --json "$tmp/same.json"
expect "says both" "$tmp/err" "is the tuning file"
[ ! -e "$tmp/tuning" ] && [ ! -e "$tmp/same.json" ] && ok || bad "bad input wrote something"

# ---- a search: the tuning file and every candidate, consistent ---------
T=("$SL" tune matmul --sizes 128 --reps 3)
# the budget: 10 s, or four times one candidate's time where the machine is
# slower (under two CPU hogs per core a 10 s search held one candidate:
# issue 41), so the search below always has room for three or more
check "tune matmul, one candidate" 0 "${T[@]}" --budget 1s --out "$tmp/probe-tuning.json" --json "$tmp/probe.json"
B=$(python3 -c 'import math, sys; print(max(10, math.ceil(4 * float(sys.argv[1]))))' \
  "$(jq '.candidates[0].seconds // 0' "$tmp/probe.json")")
check "tune matmul" 0 "${T[@]}" --budget "${B}s" --json "$tmp/c.json"
expect "header" "$tmp/out" "^tune matmul: rung warptile, 5 params over 243 points"
expect "summary" "$tmp/out" "candidates of matmul's warptile rung in .* passed, [0-9]+ skipped, 0 failed"
expect "says where" "$tmp/out" "^wrote $tmp/tuning/.*: 'simtlab run matmul' now takes these values"
file=$(jq -r .tuning_file "$tmp/c.json")
# DIR/<vendor>/<device>/<driver>.json, each part cut to [A-Za-z0-9._-]
if [[ "$file" =~ ^$tmp/tuning/(nvidia|amd|intel|pocl|other)/[A-Za-z0-9._-]+/[A-Za-z0-9._-]+\.json$ ]] && [ -f "$file" ]; then
  ok; else bad "tuning file path '$file'"; fi
n=$(jq '.candidates | length' "$tmp/c.json")
[ "$n" -ge 3 ] && ok || bad "only $n candidates in $B s"
lines=$(grep -c '^\[tune matmul [0-9]*/243 ' "$tmp/err")
is "a progress line per candidate" "$lines" "$n"
expect "progress says the time left" "$tmp/err" "^\[tune matmul 1/243 baseline\] bm=[0-9]+ bn=[0-9]+ wbk=[0-9]+ tm=[0-9]+ tn=[0-9]+: [0-9.]+ GFLOP/s PASS .*; best [0-9.]+; [0-9]+s left$"
C=$tmp/c.json
holds "schema" '.schema == "simtlab-tune/1" and .suite == "matmul" and .rung == "warptile" and .metric == "gflops"' "$C"
# the budget's rule, not a wall-time bound (a loaded machine makes one
# candidate long: spent 10 + one candidate's time): no candidate started
# after the budget was spent, and the candidates' times add up to no more
# than the search took
holds "shape and budget" '.shape == "128x128x128" and .budget_s == '"$B"' and .spent_s > 0 and
  .spent_s - (.candidates[-1].seconds // 0) < .budget_s + 1 and ([.candidates[].seconds // 0] | add) <= .spent_s + 0.5' "$C"
holds "baseline first" '.candidates[0].phase == "baseline" and .candidates[0].verdict == "PASS"' "$C"
holds "then descent, grid" '[.candidates[1:][].phase] | all(. == "descent" or . == "grid")' "$C"
holds "each candidate whole" '.candidates | all((.params | keys) == ["bm","bn","tm","tn","wbk"] and
  (.verdict == "PASS" or .verdict == "SKIP" or .verdict == "FAIL"))' "$C"
holds "a PASS has its figure and time" '[.candidates[] | select(.verdict == "PASS")] | length >= 2 and
  all(.figure > 0 and .reason == null and .rows[0].time_ns > 0 and .rows[0].case == "warptile:128x128x128")' "$C"
holds "a SKIP says why" '[.candidates[] | select(.verdict != "PASS")] | all(.figure == null and (.reason | length) > 10)' "$C"
holds "no candidate twice" '[.candidates[].params] | length == (unique | length)' "$C"
holds "the winner is a PASS" '.candidates[.winner].verdict == "PASS"' "$C"
holds "the winner's figure is the best PASS figure" \
  '.candidates[.winner].figure == ([.candidates[] | select(.verdict == "PASS") | .figure] | max)' "$C"
F=$file
# the kind of the device the search ran on (the default: the first GPU, else
# the first device), from its own record: `info` lists every device, and on
# a GPU host PoCL's CPU comes first
kind=$(jq -r '.device.type' "$C")
holds "tuning file" '.schema == "simtlab-tuning/1" and .device.vendor != null and .suites.matmul.rung == "warptile"' "$F"
name=$(jq -r .device.name "$C"); driver=$(jq -r .device.driver "$C")
is "device name" "$(jq -r .device.name "$F")" "$name"
is "driver" "$(jq -r .device.driver "$F")" "$driver"
is "winner's params" "$(jq -c .suites.matmul.params "$F")" "$(jq -c '.candidates[.winner].params' "$C")"
is "winner's figure" "$(jq .suites.matmul.figure "$F")" "$(jq '.candidates[.winner].figure' "$C")"
is "baseline" "$(jq -c .suites.matmul.baseline "$F")" "$(jq -c '.candidates[0] | {params, figure}' "$C")"
holds "the rest of the entry" '.suites.matmul | .shape == "128x128x128" and .simtlab != null and
  (.date | test("^20[0-9]{2}-")) and .candidates >= 3 and .passed >= 2 and .stopped != null' "$F"
# the hand-set tiles of this kind of device (matmul.c's pick_tiles)
case $kind in
  cpu) is "baseline: the CPU defaults" "$(jq -c .suites.matmul.baseline.params "$F")" '{"bm":64,"bn":64,"wbk":16,"tm":4,"tn":4}' ;;
  gpu) is "baseline: the GPU defaults" "$(jq -c .suites.matmul.baseline.params "$F")" '{"bm":128,"bn":128,"wbk":16,"tm":8,"tn":8}' ;;
  *) bad "device type '$kind' in $C: want cpu or gpu" ;;
esac

# ---- run takes it ---------------------------------------------------------
tile() { jq -r ".suites.matmul.params | \"\(.bm)x\(.bn)x\(.wbk)/\(.tm)x\(.tn)\"" "$1"; }
R=("$SL" run matmul --sizes 128 --reps 2 -q --param clblast=0)
check "run with the tuning file" 0 "${R[@]}" --json "$tmp/r.json"
expect "above the table" "$tmp/out" "^tuning: $file \(sha256 [0-9a-f]{16}\), taken by 3 rows$"
is "warptile's tile is the tuned one" "$(jq -r '.results[] | select(.kernel == "warptile") | .params.tile' "$tmp/r.json")" "$(tile "$F")"
is "warptile names the file" "$(jq -r '.results[] | select(.kernel == "warptile") | .tuning.path' "$tmp/r.json")" "$file"
holds "and its hash" --arg s "$(sha256sum "$file" | cut -c1-16)" \
  '[.results[] | select(.kernel == "warptile")][0].tuning.sha256 == $s' "$tmp/r.json"
holds "regblock2d and dbuf share the tiles and say so" '[.results[] | select(.kernel == "regblock2d" or .kernel == "dbuf") | .tuning.path] | length == 2 and all(. != null)' "$tmp/r.json"
holds "no other rung names it" '[.results[] | select(.kernel != "warptile" and .kernel != "dbuf" and .kernel != "regblock2d") | .tuning] | all(. == null)' "$tmp/r.json"
check "run --tuning off" 0 "${R[@]}" --only warptile --tuning off --json "$tmp/off.json"
holds "off: no row names a tuning file" '[.results[].tuning] | all(. == null)' "$tmp/off.json"
base=$(jq -r '.candidates[0].params | "\(.bm)x\(.bn)x\(.wbk)/\(.tm)x\(.tn)"' "$C")
is "off: the defaults" "$(jq -r '.results[] | select(.kernel == "warptile") | .params.tile' "$tmp/off.json")" "$base"
if grep -q '^tuning:' "$tmp/out"; then bad "--tuning off still names a file"; else ok; fi
# --tuning FILE: any file, these values; a --param still wins
printf '{"schema": "simtlab-tuning/1", "suites": {"matmul": {"params": {"bm": 64, "bn": 64, "wbk": 32, "tm": 4, "tn": 4}}}}\n' \
  > "$tmp/hand.json"
check "run --tuning FILE" 0 "${R[@]}" --only warptile --tuning "$tmp/hand.json" --json "$tmp/hand-r.json"
holds "its values" '.results[0].params.tile == "64x64x32/4x4" and .results[0].verified and
  .results[0].tuning.path == "'"$tmp/hand.json"'"' "$tmp/hand-r.json"
check "a --param beats the file" 0 "${R[@]}" --only warptile --tuning "$tmp/hand.json" --param wbk=16 --json "$tmp/p.json"
holds "wbk from --param, the rest tuned" '.results[0].params.tile == "64x64x16/4x4" and .results[0].tuning != null' "$tmp/p.json"
check "every tuned param given" 0 "${R[@]}" --only warptile --tuning "$tmp/hand.json" --param bm=64 --param bn=64 \
  --param wbk=16 --param tm=4 --param tn=4 --json "$tmp/all.json"
holds "no value taken: no file named" '.results[0].tuning == null' "$tmp/all.json"
check "run --tuning missing" 2 "${R[@]}" --tuning "$tmp/nope.json"; expect "names it" "$tmp/err" "cannot open tuning file $tmp/nope.json"
check "run --tuning corrupt" 2 "${R[@]}" --tuning "$tmp/broken.json"; expect "says why" "$tmp/err" "broken.json is not a JSON object"
printf '{"schema": "simtlab-tuning/1", "suites": {"matmul": {"params": {"bm": 100000}}}}\n' > "$tmp/range.json"
check "run --tuning out of range" 2 "${R[@]}" --tuning "$tmp/range.json"; expect "says range" "$tmp/err" "bm=100000 is out of range for matmul"
printf '{"schema": "simtlab-tuning/1", "suites": {"matmul": {"params": {"ts": 16}}}}\n' > "$tmp/key.json"
check "run --tuning a param it does not tune" 2 "${R[@]}" --tuning "$tmp/key.json"; expect "says which" "$tmp/err" "does not tune 'ts'"

# ---- a second suite joins the file; the first stays -----------------------
before=$(jq -c .suites.matmul "$F")
check "tune transpose" 0 "$SL" tune transpose --size 1M --reps 3 --budget 4s -q --json "$tmp/t.json"
is "the same file" "$(jq -r .tuning_file "$tmp/t.json")" "$file"
is "matmul's entry kept" "$(jq -c .suites.matmul "$F")" "$before"
holds "transpose's entry" '.suites.transpose.rung == "tiled_v4" and .suites.transpose.metric == "gbps" and
  (.suites.transpose.params | keys) == ["block_rows_v4","tile_v4"] and .suites.transpose.figure > 0' "$F"
check "run transpose with it" 0 "$SL" run transpose --size 1M --reps 2 --only tiled -q --json "$tmp/tr.json"
holds "tiled_v4 names it, the other tiled rungs not" '[.results[] | select(.suite == "transpose")] | length == 3 and
  all(if .kernel == "tiled_v4" then .tuning.path == "'"$file"'" else .tuning == null end)' "$tmp/tr.json"
holds "with the tuned tile" --argjson t "$(jq .suites.transpose.params.tile_v4 "$F")" \
  '[.results[] | select(.kernel == "tiled_v4")] | all(.params.tile == $t)' "$tmp/tr.json"

# --out FILE off the tuning path: written, and run is told how to take it
check "tune --out FILE" 0 "$SL" tune matmul --sizes 64 --reps 2 --budget 1s -q --out "$tmp/elsewhere.json"
expect "says how run takes it" "$tmp/out" "it is not where run looks .*'simtlab run matmul --tuning $tmp/elsewhere.json' takes it"
holds "a whole tuning file" '.schema == "simtlab-tuning/1" and .suites.matmul.shape == "64x64x64"' "$tmp/elsewhere.json"

# ---- a planted bug: every candidate fails, nothing is written ------------
cp -r "$SRC/cl" "$tmp/bug"
perl -0pi -e 's/(    store_wblock\(M, N, C, m0, n0, wm, wn, ly, lx, acc\);\n\}\n#endif \/\* SKIP_WARPTILE \*\/)/    acc[0][0] += 1.0f;\n$1/' \
  "$tmp/bug/matmul.cl"
grep -q 'acc\[0\]\[0\] += 1.0f' "$tmp/bug/matmul.cl" && ok || bad "the bug was not planted in warptile"
sum=$(sha256sum "$F")
check "tune with a broken warptile" 1 "${T[@]}" --kernels "$tmp/bug" --budget 4s -q --json "$tmp/bug.json"
expect "says they failed" "$tmp/err" "candidates failed \(first: bm=.*check failed.*\); a kernel wrong at some tile is not one to tune: $file was not written"
is "the tuning file untouched" "$(sha256sum "$F")" "$sum"
holds "no winner, no file" '.winner == null and .tuning_file == null and .passed == 0' "$tmp/bug.json"
holds "every candidate that ran failed its check" \
  '[.candidates[] | select(.verdict != "SKIP")] | length >= 1 and all(.verdict == "FAIL" and (.reason | test("check failed")))' "$tmp/bug.json"

# ---- ^C and SIGTERM: no temporary file, no half-written output ----------
stop_mid_search() { # stop_mid_search NAME SIGNAL WANT_RC DIR: a search stopped after its second candidate
  local name=$1 sig=$2 want=$3 dir=$4
  # its own stderr file, new: a signal sent on an earlier search's lines would reach the
  # forked shell before it runs simtlab, and that shell would run this script's EXIT trap
  # --no-lock: on a GPU shared with other tests the signal must reach a search, not a wait for the device
  SIMTLAB_TUNING_DIR=$dir "$SL" tune matmul --sizes 256 --reps 3 --no-lock --json "$dir.json" >"$dir.out" 2>"$dir.err" &
  bg=$!
  for ((i = 0; i < 300; ++i)); do grep -qs '^\[tune matmul 2/' "$dir.err" && break; sleep 0.1; done
  kill -"$sig" "$bg"
  wait "$bg"; local rc=$?; bg=""
  is "$name: exit" "$rc" "$want"
  [ ! -e "$dir" ] && ok || bad "$name: a tuning file was written: $(find "$dir" -type f)"
  holds "$name: --json whole, marked" '.run.interrupted == true and .stopped == "interrupted" and
    (.candidates | length) >= 2 and .tuning_file == null' "$dir.json"
  expect "$name: says the file was left" "$dir.err" "interrupted: the tuning file .* was left as it was"
  no_temp "$name"
}
stop_mid_search "^C" INT 130 "$tmp/int"
# without --budget: the default for this kind of device
if [ "$kind" = cpu ]; then expect "default budget on a CPU" "$tmp/int.out" "budget 2m00s$"
else expect "default budget on a GPU" "$tmp/int.out" "budget 10m00s$"; fi
stop_mid_search "SIGTERM" TERM 143 "$tmp/term"
no_temp "at the end"

echo "tune: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
