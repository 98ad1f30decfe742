#!/usr/bin/env bash
# test_docs.sh - every marked figure in docs/ and README.md equals its file in data/
# (scripts/docfigs.py --check, issue 27 item 8), and the check catches a
# figure changed by hand and a marker whose query matches nothing, on copies
# of docs/ and data/; vs=, KEY>=N/KEY<=N and a regex group that is not a
# number on small files of known rows.
set -u
SRC=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
check() { # check NAME WANT_RC PATTERN CMD...
  local name=$1 want=$2 pat=$3; shift 3
  "$@" >"$tmp/out" 2>&1
  local rc=$?
  if [ "$rc" -eq "$want" ] && grep -qE -- "$pat" "$tmp/out"; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $name: exit $rc (want $want), '$pat' in:"; sed 's/^/  | /' "$tmp/out" | head -10
  fi
}
DF="$SRC/scripts/docfigs.py"
check "this tree" 0 "docfigs: [0-9]+ marked figures, every one as its file says" python3 "$DF" --check --root "$SRC"
copy() { rm -rf "$tmp/t"; mkdir -p "$tmp/t"; cp -r "$SRC/docs" "$SRC/data" "$tmp/t/"; }
# The first marked figure of results.md, its line and its text.
first=$(python3 "$DF" --list --root "$SRC" | awk '/^docs\/results.md:/ && !f { print; f = 1 }')
line=$(printf '%s' "$first" | sed -E 's/^docs\/results.md:([0-9]+): .*/\1/')
fig=$(printf '%s' "$first" | sed -E 's/^[^ ]+ ([^ ]+) <- .*/\1/')
[ -n "$line" ] && [ -n "$fig" ] || { echo "FAIL: no marked figure in docs/results.md"; exit 1; }
# a figure changed by hand: add 7 to its last digit place
copy
python3 - "$tmp/t/docs/results.md" "$line" "$fig" <<'PY'
import re, sys
path, line, fig = sys.argv[1], int(sys.argv[2]) - 1, sys.argv[3]
lines = open(path).read().split("\n")
d = len(fig.split(".")[1]) if "." in fig else 0
new = f"{float(fig.replace(',', '')) + 7 * 10 ** -d:.{d}f}"
lines[line] = re.sub(r"(?<![\d.])" + re.escape(fig) + r"(?=[^\d<>|]{0,12}<!--\s*fig)", new, lines[line], count=1)
open(path, "w").write("\n".join(lines))
PY
check "a figure changed by hand" 1 "^docs/results.md:$line: doc [0-9.,-]+, file ${fig//./\\.} " python3 "$DF" --check --root "$tmp/t"
# --write puts it back
check "--write restores it" 0 "rewrote docs/results.md" python3 "$DF" --write --root "$tmp/t"
check "and then it checks" 0 "every one as its file says" python3 "$DF" --check --root "$tmp/t"
# a marker whose query matches nothing
copy
printf '\nA figure from nowhere: 12.5<!-- fig i27-h200-2026-11-26-all.json case=no-such-case gbps -->\n' >> "$tmp/t/docs/results.md"
check "a query matching nothing" 1 "docs/results.md:[0-9]+: marker .*case_name=no-such-case gbps matches nothing" \
  python3 "$DF" --check --root "$tmp/t"
# a marker naming a file that is not there
copy
printf '\nA figure from a lost file: 12.5<!-- fig gone-2026.json max:gbps -->\n' >> "$tmp/t/docs/results.md"
check "a missing file" 1 "no file data/results/gone-2026.json" python3 "$DF" --check --root "$tmp/t"
# a query with two rows where one is asked
copy
printf '\nAmbiguous: 12.5<!-- fig i27-h200-2026-11-26-all.json suite=bandwidth gbps -->\n' >> "$tmp/t/docs/results.md"
check "two rows where one is asked" 1 "matches [0-9]+ rows .* not one" python3 "$DF" --check --root "$tmp/t"
# vs=, KEY>=N/KEY<=N and a regex group that is not a number, on two small
# files of known rows: a.json over b.json is 2 (n=1) and 3 (n=2).
mini() { # mini LINE...: a copy whose results.md gains the lines
  copy
  cat >"$tmp/t/data/results/t-a.json" <<'JSON'
{"results": [{"suite": "s", "kernel": "k", "case_name": "k:1", "params": {"n": 1}, "gbps": 200},
             {"suite": "s", "kernel": "k", "case_name": "k:2", "params": {"n": 2}, "gbps": 300},
             {"suite": "s", "kernel": "k", "case_name": "k:3", "params": {"n": 3}, "gbps": 400}]}
JSON
  cat >"$tmp/t/data/results/t-b.json" <<'JSON'
{"results": [{"suite": "s", "kernel": "k", "case_name": "k:1", "params": {"n": 1, "m": 5}, "gbps": 100},
             {"suite": "s", "kernel": "k", "case_name": "k:2", "params": {"n": 2}, "gbps": 100}]}
JSON
  printf 'speed: fast\n' >"$tmp/t/data/results/t-c.txt"
  printf '\n%s\n' "$@" >> "$tmp/t/docs/results.md"
}
mini 'Ratios: median 2.5<!-- fig t-a.json median:gbps vs=t-b.json -->, 2<!-- fig t-a.json count:gbps vs=t-b.json --> twins, n=2 3.0<!-- fig t-a.json n=2 gbps vs=t-b.json -->x'
check "vs= gives each twin's ratio" 0 "every one as its file says" python3 "$DF" --check --root "$tmp/t"
mini 'Ratio: 2.0<!-- fig t-a.json n>=2 max:gbps vs=t-b.json -->x'
check "vs= wrong ratio" 1 "docs/results.md:[0-9]+: doc 2\.0, file 3\.0 " python3 "$DF" --check --root "$tmp/t"
mini 'Range: 300<!-- fig t-a.json n>=2 n<=2 gbps -->, 2<!-- fig t-a.json n<=2 count -->, 700<!-- fig t-a.json n>=2 sum:gbps -->'
check "KEY>=N, KEY<=N keep a range" 0 "every one as its file says" python3 "$DF" --check --root "$tmp/t"
mini 'Range: 300<!-- fig t-a.json n>=2 gbps -->'
check "KEY>=N keeps two rows, one asked" 1 "n>=2 gbps matches 2 rows .* not one" python3 "$DF" --check --root "$tmp/t"
mini 'Speed: 12<!-- fig t-c.txt "/speed: (\w+)/" -->'
check "a regex group that is not a number" 1 "group 1 'fast' is not a number in data/results/t-c.txt" python3 "$DF" --check --root "$tmp/t"
echo "docs: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
