#!/usr/bin/env bash
# test_merge.sh SIMTLAB - `simtlab merge` and the store end to end: 100
# results files made from real PoCL runs (data/results: three runs of the
# bandwidth suite, each copied with its host, time and figures changed; 30
# of them given a second device name so there are two models), merged,
# compared and plotted. The medians compare shows are checked against
# python3's own from the inputs; duplicates, -o over an input, a file named
# twice, a non-results file and an edited store are refused (exit 2,
# nothing written); merge + compare of the 100 runs take under 10 s.
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
ok() { # ok NAME CONDITION-EXIT-STATUS
  if [ "$2" -eq 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $1"; fi
}

command -v python3 >/dev/null || { echo "skipped: no python3 to make the inputs"; exit 77; }

# 100 results files: run i is real run i % 3, on host node<i>, an hour
# apart, its GB/s and % of best scaled by 0.80 + 0.004 i (so each case's
# median is not any one file's); runs 70..99 are model B. copy:float4
# failed in runs 0, 1, 2 (model A); read:float16 missing from runs 70, 71.
mkdir -p "$tmp/in"
python3 - "$data" "$tmp/in" <<'PY' || { echo "FAIL: making the inputs"; exit 1; }
import json, sys
src, out = sys.argv[1], sys.argv[2]
bases = [json.load(open(f"{src}/bandwidth-pocl-2core-{d}.json")) for d in ("2026-11-23", "2026-11-23-run2", "2026-11-26")]
for i in range(100):
    d = json.loads(json.dumps(bases[i % 3]))
    d["run"]["host"] = f"node{i:03d}"
    d["run"]["utc"] = f"2026-12-{1 + i // 24:02d}T{i % 24:02d}:00:00Z"
    if i >= 70:
        d["device"]["name"] = "pthread-model-B"
    f = 0.80 + 0.004 * i
    rows = []
    for r in d["results"]:
        r["gbps"] *= f
        r["derived"]["pct_of_best"] *= f
        if i < 3 and r["case_name"] == "copy:float4":
            r["status"], r["verified"] = "failed: planted by test_merge.sh", False
        if i in (70, 71) and r["case_name"] == "read:float16":
            continue
        rows.append(r)
    d["results"] = rows
    json.dump(d, open(f"{out}/r{i:03d}.json", "w"), indent=1)
PY
n=$(ls "$tmp/in" | wc -l)
[ "$n" -eq 100 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: made $n files, not 100"; }

check "help" 0 "$SL" merge --help
expect "help: usage" "$tmp/out" "^usage: simtlab merge \[OPTIONS\] FILE\.\.\. -o STORE"
expect "help: exit codes" "$tmp/out" "^exit codes: 0 ok, 2 bad usage or input"
check "no -o" 2 "$SL" merge "$tmp/in/r000.json"
expect "no -o: says" "$tmp/err" "name the store to write"

# the 100 merged, then compared: seconds, not minutes
t0=$(date +%s.%N)
check "merge 100" 0 "$SL" merge "$tmp"/in/r*.json -o "$tmp/store.json"
t1=$(date +%s.%N)
expect "merge 100: says" "$tmp/out" "store.json: 100 runs \(2 device models, 100 hosts\) from 100 files"
check "compare the store (csv)" 0 "$SL" compare --format csv "$tmp/store.json"
t2=$(date +%s.%N)
cp "$tmp/out" "$tmp/cmp.csv"
python3 - "$t0" "$t1" "$t2" <<'PY'
import sys
t0, t1, t2 = map(float, sys.argv[1:])
print(f"merge of 100 files: {t1 - t0:.2f} s, compare of the store: {t2 - t1:.2f} s, together {t2 - t0:.2f} s")
sys.exit(0 if t2 - t0 < 10 else 1)
PY
ok "merge + compare of 100 runs under 10 s" $?

# the store: 100 runs, sorted by key, each run's results the input's bytes with their sha256
python3 - "$tmp/store.json" "$tmp/in" <<'PY'
import hashlib, json, sys
s = json.load(open(sys.argv[1]))
assert s["schema"] == "simtlab-store/1", s["schema"]
runs = s["runs"]
assert len(runs) == 100, len(runs)
keys = [tuple(r["key"][k] for k in ("host", "device", "device_index", "driver", "version", "utc")) for r in runs]
assert keys == sorted(keys), "runs not sorted by key"
for r in runs:
    raw = open(r["source"], "rb").read().strip()
    assert hashlib.sha256(raw).hexdigest() == r["sha256"], r["source"]
    assert r["results"]["run"]["host"] == r["key"]["host"]
assert runs[5]["key"]["host"] == "node005" and runs[5]["source"].endswith("r005.json")
assert sum(r["key"]["device"] == "pthread-model-B" for r in runs) == 30
PY
ok "store: 100 sorted runs, sources and sha256 of the inputs" $?

# compare's medians against python's, from the inputs
python3 - "$tmp/in" "$tmp/cmp.csv" <<'PY'
import csv, glob, json, statistics, sys
runs = [json.load(open(f)) for f in sorted(glob.glob(sys.argv[1] + "/r*.json"))]
want = {}  # (model letter, case) -> [figures], counts
for d in runs:
    m = "B" if d["device"]["name"] == "pthread-model-B" else "A"
    for r in d["results"]:
        w = want.setdefault((m, r["case_name"]), {"figs": [], "failed": 0})
        if r["status"] == "ok" and r["verified"]:
            w["figs"].append(r["gbps"])
        else:
            w["failed"] += 1
rows = list(csv.DictReader(open(sys.argv[2])))
assert len(rows) == 25, len(rows)
checked = 0
for row in rows:
    for m, n in (("A", 70), ("B", 30)):
        w = want[(m, row["case"])]
        med = statistics.median(w["figs"])
        assert abs(float(row[f"{m}_figure"].rstrip("!")) - med) <= 0.051, (m, row["case"], row[f"{m}_figure"], med)
        assert abs(float(row[f"{m}_min"]) - min(w["figs"])) <= 1e-5 * med, (m, row["case"])
        assert abs(float(row[f"{m}_max"]) - max(w["figs"])) <= 1e-5 * med, (m, row["case"])
        assert int(row[f"{m}_runs"]) == n
        assert int(row[f"{m}_verified"]) == len(w["figs"]), (m, row["case"], row[f"{m}_verified"])
        assert int(row[f"{m}_failed"]) == w["failed"]
        assert int(row[f"{m}_missing"]) == n - len(w["figs"]) - w["failed"]
        checked += 1
by = {r["case"]: r for r in rows}
assert by["copy:float4"]["A_verified"] == "67" and by["copy:float4"]["A_failed"] == "3"
assert by["read:float16"]["B_verified"] == "28" and by["read:float16"]["B_missing"] == "2"
print(f"{checked} medians, ranges and counts as python3 computes them")
PY
ok "compare: medians, ranges and counts" $?

check "compare the store (table)" 0 "$SL" compare "$tmp/store.json"
expect "A: model and runs" "$tmp/out" "^A: pthread-skylake-avx512-AMD EPYC -- the median of 70 runs, SIMD width 8, 25 cases$"
expect "B: model and runs" "$tmp/out" "^B: pthread-model-B -- the median of 30 runs, SIMD width 8, 25 cases$"
expect "failed runs counted" "$tmp/out" "^copy:float4 .* 67/70 .* A: 3 failed$"
expect "missing runs counted" "$tmp/out" "^read:float16 .* 28/30 +(yes)?;? ?B: 2 missing$"
awk 'length > 100' "$tmp/out" | grep . && { fail=$((fail + 1)); echo "FAIL: grouped table wider than 100 columns"; } \
  || pass=$((pass + 1))
check "compare --by run: past 8 columns" 2 "$SL" compare --by run "$tmp/store.json"
expect "--by run: says" "$tmp/err" "100 runs side by side: at most 8 columns \(--by model"
check "compare --by bad" 2 "$SL" compare --by host "$tmp/store.json"
# 9 results files, no store: grouped without asking; --by run refuses
check "compare 9 files" 0 "$SL" compare "$tmp"/in/r00[0-8].json
expect "9 files grouped" "$tmp/out" "^A: pthread-skylake-avx512-AMD EPYC -- the median of 9 runs"
check "compare 2 files: a column each, as before" 0 "$SL" compare "$tmp/in/r000.json" "$tmp/in/r001.json"
expect "2 files: by run" "$tmp/out" "^B: .*r001.json -- pthread-skylake-avx512-AMD EPYC, SIMD width 8, 25 rows$"
check "compare --by model, 2 files" 0 "$SL" compare --by model "$tmp/in/r000.json" "$tmp/in/r001.json"
expect "2 files grouped" "$tmp/out" "the median of 2 runs"

# plot: a series per model
check "plot the store" 0 "$SL" plot --script-only "$tmp/store.json" -o "$tmp/plots"
expect "plot: two series" "$tmp/out" "bandwidth.gp  2 series, 50 rows"
expect "plot: titled with the runs" "$tmp/plots/bandwidth.gp" "pthread-model-B, median of 30 runs"

# the same inputs in another order: the same bytes; -o - the same bytes too
check "merge reversed" 0 "$SL" merge $(ls -r "$tmp"/in/r*.json) -o "$tmp/rev.json"
cmp -s "$tmp/store.json" "$tmp/rev.json"; ok "another order, the same bytes" $?
check "merge -o -" 0 "$SL" merge "$tmp"/in/r*.json -o -
cmp -s "$tmp/store.json" "$tmp/out"; ok "-o -: the store on stdout" $?
expect "-o -: the summary on stderr" "$tmp/err" "simtlab merge: 100 runs"

# duplicates: refused naming both, nothing written; skipped with a line each
check "duplicate" 2 "$SL" merge "$tmp/store.json" "$tmp/in/r007.json" -o "$tmp/never.json"
expect "duplicate: both named" "$tmp/err" "the same run twice \(node007, .*\): in .*store.json \(its run from .*r007.json\) and in .*r007.json"
[ ! -e "$tmp/never.json" ]; ok "duplicate: nothing written" $?
cp "$tmp/in/r007.json" "$tmp/copy7.json"
check "duplicate within the inputs" 2 "$SL" merge "$tmp/in/r007.json" "$tmp/in/r008.json" "$tmp/copy7.json" -o "$tmp/never.json"
expect "duplicate within the inputs: both named" "$tmp/err" "in .*r007.json and in .*copy7.json"
[ ! -e "$tmp/never.json" ]; ok "duplicate within the inputs: nothing written" $?
check "skip duplicates" 0 "$SL" merge --skip-duplicates "$tmp/store.json" "$tmp/copy7.json" "$tmp/in/r050.json" -o "$tmp/again.json"
[ "$(grep -c 'skipped a duplicate' "$tmp/err")" -eq 2 ]; ok "skip duplicates: one line each" $?
expect "skip duplicates: names them" "$tmp/err" "skipped a duplicate: node007, .* from .*copy7.json \(kept from .*store.json"
cmp -s "$tmp/store.json" "$tmp/again.json"; ok "skip duplicates: the store as it was" $?
# a new run into the old store
python3 -c "import json,sys; d=json.load(open(sys.argv[1])); d['run']['host']='node100'; json.dump(d, open(sys.argv[2],'w'))" \
  "$tmp/in/r000.json" "$tmp/new.json"
check "old store + new file" 0 "$SL" merge --skip-duplicates "$tmp/store.json" "$tmp/in/r001.json" "$tmp/new.json" -o "$tmp/store.new.json"
expect "101 runs" "$tmp/out" "101 runs \(2 device models, 101 hosts\)"

# never over an input
cp "$tmp/store.json" "$tmp/keep.json"
check "-o an input" 2 "$SL" merge "$tmp/store.json" "$tmp/new.json" -o "$tmp/store.json"
expect "-o an input: suggests a new file" "$tmp/err" "-o .*store.json is .*store.json, an input.*\(-o .*store.new.json\)"
cmp -s "$tmp/store.json" "$tmp/keep.json"; ok "-o an input: unchanged" $?
check "a file twice" 2 "$SL" merge "$tmp/in/r001.json" "$tmp/in/r001.json" -o "$tmp/never.json"
expect "a file twice: says" "$tmp/err" "r001.json is named twice"
echo '{"schema": "simtlab-results/9", "results": []}' > "$tmp/other.json"
check "not a results file" 2 "$SL" merge "$tmp/in/r001.json" "$tmp/other.json" -o "$tmp/never.json"
expect "not a results file: name and reason" "$tmp/err" "other.json: unknown results schema 'simtlab-results/9'"
check "a text file" 2 "$SL" merge "$data/bandwidth-pocl-2core-2026-11-26.txt" -o "$tmp/never.json"
expect "a text file: says" "$tmp/err" "bandwidth-pocl-2core-2026-11-26.txt: not valid JSON"
[ ! -e "$tmp/never.json" ]; ok "bad inputs: nothing written" $?

# an edited store: refused by merge and by compare
python3 - "$tmp/store.json" "$tmp/edited.json" <<'PY'
import sys
t = open(sys.argv[1]).read()
i = t.index('"gbps":', t.index('"host": "node004"'))
open(sys.argv[2], "w").write(t[:i] + '"gbps": 1.5e3, "x_gbps":' + t[i + 7:])
PY
check "edited store: merge" 2 "$SL" merge "$tmp/edited.json" -o "$tmp/never.json"
expect "edited store: says" "$tmp/err" "run 4 \(.*r004.json\): its results do not have the sha256 recorded"
check "edited store: compare" 2 "$SL" compare "$tmp/edited.json"
check "/dev/full" 4 "$SL" merge "$tmp/in/r001.json" -o /dev/full

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
