#!/usr/bin/env bash
# test_jube.sh SIMTLAB - scripts/cluster/simtlab.xml end to end on this
# machine's device (PoCL in CI): `jube run` of suites x sizes x devices
# (2 x 2 x 2, quick and small), `jube analyse`, `jube result`; the table has
# every work package once, each with verified rows and no failed one, and
# its figures are the package's own results.json's, computed here with
# python3 and not through JUBE. Then a planted bug (scale.cl's y = a x + 1,
# through --kernels) must show as its failed row and exit 1 in the table,
# and a suite that does not exist as a package in error with exit 2.
# JUBE writes only under a temporary --outpath, never in the source tree.
#
# Without jube: FAIL when CI=true (scripts/bootstrap test installs the
# Debian package jube), skip (77) elsewhere; skip without an OpenCL device.
set -u
SL=$1
SRC=$(cd "$(dirname "$0")/../.." && pwd)
XML=$SRC/scripts/cluster/simtlab.xml
if ! command -v jube >/dev/null 2>&1; then
  if [ "${CI:-}" = true ]; then
    echo "FAIL: no jube, and CI=true: scripts/bootstrap test installs it (Debian package jube)"; exit 1
  fi
  echo "SKIP: no jube (Debian package jube; scripts/bootstrap test installs it)"; exit 77
fi
"$SL" info >/dev/null 2>&1 || { echo "SKIP: no OpenCL device"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { # ok NAME TEST...
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $name"; fi
}
export SIMTLAB=$SL
cd "$tmp" || exit 1
touch stamp
ls -A "$SRC" "$SRC/scripts/cluster" > tree.before

# two devices: the first two P:D of `simtlab info`, or with one only, it
# and simtlab's own choice ("default": no -d)
mapfile -t devs < <("$SL" info 2>/dev/null | sed -n 's/^\[\([0-9]*:[0-9]*\)\].*/\1/p' | head -2)
[ ${#devs[@]} -ge 2 ] || devs=("${devs[0]:-0:0}" default)

# jube_check OUT WANT_ROWS [WANT_FAILED WANT_EXIT]: the table of `jube
# result OUT` against each work package's results.json
jube_check() {
  python3 - "$@" <<'PY'
import csv, io, json, os, subprocess, sys
out, want_rows = sys.argv[1], int(sys.argv[2])
want_failed = int(sys.argv[3]) if len(sys.argv) > 3 else 0
want_exit = sys.argv[4] if len(sys.argv) > 4 else "0"
table = subprocess.run(["jube", "result", out], capture_output=True, text=True, check=True).stdout
rows = list(csv.DictReader(io.StringIO(table.strip())))
bad = []
if len(rows) != want_rows:
    bad.append(f"{len(rows)} rows in the table, want {want_rows}:\n{table}")
seen = set()
for r in rows:
    key = (r["suite"], r["size"], r["device"])
    if key in seen:
        bad.append(f"{key} twice")
    seen.add(key)
    wp = os.path.join(out, "000000", f"{int(r['jube_wp_id']):06d}_run", "work", "results.json")
    doc = json.load(open(wp))
    res = doc["results"]
    argv = doc["run"]["argv"]
    # the package ran what its row says
    if argv[2] != r["suite"] or argv[argv.index("--size") + 1] != r["size"]:
        bad.append(f"{key}: its results.json ran {argv}")
    if r["device"] != "default" and argv[argv.index("-d") + 1] != r["device"]:
        bad.append(f"{key}: its results.json ran {argv}")
    gb = [x["gbps"] for x in res if isinstance(x.get("gbps"), (int, float))]
    gf = [x["gflops"] for x in res if isinstance(x.get("gflops"), (int, float))]
    want = {
        "device_name": doc["device"]["name"],
        "verified": str(sum(1 for x in res if x["verified"] is True)),
        "failed": str(sum(1 for x in res if x["status"].startswith("failed"))),
        "skipped": str(sum(1 for x in res if x["status"].startswith("skipped"))),
        "best_gbps": "%.2f" % max(gb) if gb else "",
        "best_gflops": "%.2f" % max(gf) if gf else "",
        "exit": want_exit,
    }
    for k, v in want.items():
        if r[k] != v:
            bad.append(f"{key}: {k} is '{r[k]}' in the table, '{v}' in {wp}")
    if int(want["verified"]) == 0:
        bad.append(f"{key}: no verified row")
    if int(want["failed"]) != want_failed:
        bad.append(f"{key}: {want['failed']} failed rows, want {want_failed}")
for b in bad:
    print("  " + b)
print(f"  {len(rows)} packages checked against their results.json")
sys.exit(1 if bad else 0)
PY
}

# ---- the study: bandwidth, scale x 4M, 8M x two devices -------------------
start=$(date +%s)
SIMTLAB_JUBE_SUITES=bandwidth,scale SIMTLAB_JUBE_SIZES=4M,8M SIMTLAB_JUBE_DEVICES="${devs[0]},${devs[1]}" \
  jube run "$XML" --outpath "$tmp/study" > run.out 2>&1
ok "jube run exits 0" test $? -eq 0
ok "8 packages done, none in error" grep -qE '^ *\| *run \| *8 \| *0 \| *0 \| *0 \| *8 \|$' run.out ||
  sed 's/^/  | /' run.out | tail -20
jube analyse "$tmp/study" > analyse.out 2>&1
ok "jube analyse exits 0" test $? -eq 0
ok "the table: 8 packages, each its results.json's figures" jube_check "$tmp/study" 8
echo "study: ${devs[*]}: $(($(date +%s) - start)) s"

# ---- a planted bug and a missing suite ------------------------------------
mkdir cl
sed 's|y\[i\] = a \* x\[i\];|y[i] = a * x[i] + 1.0f;|' "$SRC/cl/scale.cl" > cl/scale.cl
ok "the bug is planted" bash -c "! cmp -s '$SRC/cl/scale.cl' cl/scale.cl"
SIMTLAB_JUBE_SUITES=scale SIMTLAB_JUBE_SIZES=4M SIMTLAB_JUBE_DEVICES=default \
  SIMTLAB_JUBE_ARGS="--quick --kernels $tmp/cl" jube run "$XML" --outpath "$tmp/planted" > planted.out 2>&1
jube analyse "$tmp/planted" > /dev/null 2>&1
ok "the planted bug: one failed row, exit 1, in the table" jube_check "$tmp/planted" 1 1 1
SIMTLAB_JUBE_SUITES=nosuch SIMTLAB_JUBE_SIZES=4M SIMTLAB_JUBE_DEVICES=default \
  jube run "$XML" --outpath "$tmp/nosuch" > nosuch.out 2>&1
ok "a suite that does not exist: its package in error" grep -qE '^ *\| *run \| *1 \| *0 \| *0 \| *1 \| *0 \|$' nosuch.out
jube analyse "$tmp/nosuch" > /dev/null 2>&1
jube result "$tmp/nosuch" > nosuch.table 2>&1
ok "... and exit 2 in its row" grep -qE '^0,nosuch,4M,default,.*,2$' nosuch.table

# (JUBE makes and removes a file beside the XML as it reads it)
ls -A "$SRC" "$SRC/scripts/cluster" > tree.after
ok "JUBE left nothing in the source tree" cmp -s tree.before tree.after
ok "... and changed no file there" test -z "$(find "$SRC/scripts" "$SRC/tests/cli" -type f -newer stamp)"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
