#!/usr/bin/env python3
"""same_rows.py OLD.json NEW.json - two `simtlab run --json` documents give
the same rows: suite, kernel, case, params, model, status, verified and
reason, in order (latency's `loads` is calibrated to the clock at run
time and left out). Prints the count and exits 1 on any difference."""
import json
import sys


def rows(path):
    out = []
    for r in json.load(open(path))["results"]:
        params = dict(r.get("params") or {})
        if r.get("suite") == "latency":
            params.pop("loads", None)
        out.append((r.get("suite"), r.get("kernel"), r.get("case"), json.dumps(params, sort_keys=True),
                    json.dumps(r.get("model"), sort_keys=True), r.get("status"), r.get("verified"), r.get("reason")))
    return out


a, b = rows(sys.argv[1]), rows(sys.argv[2])
diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y] + ([len(a)] if len(a) != len(b) else [])
print(f"{len(a)} and {len(b)} rows, {sum(r[6] for r in a)} and {sum(r[6] for r in b)} verified, {len(diff)} differ")
for i in diff[:10]:
    print("  row", i, a[i] if i < len(a) else None, "|", b[i] if i < len(b) else None)
sys.exit(1 if diff else 0)
