#!/usr/bin/env bash
# bench_compare.sh [SIMTLAB] - how much memory and time `simtlab compare`
# takes for 8 results files at its 64 MiB limit (issue 26), in two shapes:
#   run    rows as `simtlab run all` writes them (about 1.4 KB of JSON each,
#          48 000 a file), every file the same cases: one line per case
#   small  rows of 655 bytes (no model, metrics or derived figures), 100 000
#          a file, the odd files' cases their own: 200 000 lines
# Prints GNU time's peak resident set and wall time for each. Needs python3
# and /usr/bin/time; writes 1 GiB under a temporary directory it removes.
set -eu
SL=${1:-build/simtlab}
SRC=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 - "$tmp" "$SRC/data/results/i25-h100-2026-11-26-all.json" <<'PY'
import copy, json, sys
out, src = sys.argv[1:]
doc = json.load(open(src))
named = [r for r in doc["results"] if r.get("case_name")]
def write(path, rows):
    d = dict(doc, results=rows)
    open(path, "w").write(json.dumps(d, separators=(",", ":")))
# run: the real rows again and again, each with a case name of its own
rows, size, i = [], 0, 0
while size < (64 << 20) - 8192:
    r = copy.deepcopy(named[i % len(named)])
    r["case_name"] = r["case_name"].split(":")[0] + ":c%d" % i
    rows.append(r); size += len(json.dumps(r, separators=(",", ":"))) + 1; i += 1
write(out + "/run.json", rows)
small = next(r for r in named if r["suite"] == "stride")
small = dict(small, model={}, metrics={}, derived={}, kernel_file=None, params={"n": 1048576, "stride": 2})
for f in range(2):
    rows, size, i = [], 0, 0
    while size < (64 << 20) - 8192:
        r = dict(small, case_name="read_strided:float:s%d" % (i + f * 10**7))
        rows.append(r); size += len(json.dumps(r, separators=(",", ":"))) + 1; i += 1
    write(out + "/small%d.json" % f, rows)
PY
for k in 0 1 2 3 4 5 6 7; do
  cp "$tmp/run.json" "$tmp/run$k.json"
  cp "$tmp/small$((k % 2)).json" "$tmp/s$k.json"
done
echo "simtlab: $("$SL" --version 2>/dev/null | head -1)"
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {print $2 " kB"}' /proc/meminfo)"
for shape in run s; do
  files=$(for k in 0 1 2 3 4 5 6 7; do printf '%s ' "$tmp/$shape$k.json"; done)
  echo "== $([ $shape = run ] && echo run || echo small): 8 files of $(stat -c %s "$tmp/${shape}0.json") bytes"
  for rep in 1 2 3; do
    # shellcheck disable=SC2086
    /usr/bin/time -f "peak %M kB, %e s" "$SL" compare $files -o "$tmp/out.txt" 2>&1 | grep -E "^peak|simtlab"
  done
  grep -E "^[0-9]+ rows:" "$tmp/out.txt"
done
