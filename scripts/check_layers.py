#!/usr/bin/env python3
"""check_layers.py - no include goes up a layer (issue 27).

Every C file under host/LAYER/ and every header in include/simtlab/ is
given a layer; an #include "simtlab/X.h" from layer A of a header of layer
B is allowed when B is below A (or A itself). Layers, lowest first:

  0 base           no OpenCL: error reports, random numbers, stats,
                   SHA-256, parsing, ^C
  1 model, check   pure code: what the hardware should do, host checks
  2 report         rows, readers, writers (may use model)
  3 runtime        devices, programs, buffers, timing, OpenCL error names
  4 engine         the case loop (runner), the case primitive (casework),
                   what a case reads (session: options, launch, ceiling, peak)
  5 suites         the declarations, the ceiling's measurement, the registry
  6 lab            the labs and their checker
  7 cli            the commands

model and check do not include each other. The edges that still go up
are listed, each with its reason, in scripts/layers_allowed.txt: this
check fails on any edge that goes up and is not listed there, and on a
listed edge that no longer exists (so the list only shrinks). A header
not in HEADERS below fails the check too: place it when you add it.

With --objects BUILD_DIR it checks calls too: every object file of the
build (BUILD_DIR/CMakeFiles/*/host/LAYER/*.o) and the symbols it uses
from another (nm), the same rule and the same list ("A.c calls B.c"
lines).

Usage: scripts/check_layers.py [--objects BUILD_DIR] [--list] [--root TREE]
       (--list prints every upward edge instead of checking)
"""
import os
import re
import sys

RANK = {"base": 0, "model": 1, "check": 1, "report": 2, "runtime": 3, "engine": 4, "suites": 5, "lab": 6, "cli": 7}

# each public header's layer: the layer of the .c files that define it
HEADERS = {
    "banks": "model", "chase": "model", "devspec": "model", "model": "model", "occupancy": "model",
    "peak": "model", "roofline": "model",
    "gather": "check", "matmul": "check", "streamsum": "check",
    "compare": "report", "derive": "report", "model_json": "report", "model_view": "report", "plot": "report", "ptx": "report",
    "report": "report", "result": "report", "rowpack": "report",
    "error": "base", "interrupt": "base", "parse": "base", "rng": "base", "sha256": "base", "stats": "base",
    "buffer": "runtime", "clblast": "runtime", "clerror": "runtime", "device": "runtime", "program": "runtime",
    "resources": "runtime", "timing": "runtime", "watch": "runtime",
    "runner": "engine", "casework": "engine", "suite": "engine",
    "ceiling": "suites", "readpattern": "suites", "registry": "suites",
    "lab": "lab", "labcheck": "lab",
}

INCLUDE = re.compile(r'^\s*#\s*include\s+"simtlab/([A-Za-z0-9_]+)\.h"', re.M)


def edges(root):
    """(source, header, from_layer, to_layer) for every simtlab include."""
    out = []
    files = []
    for layer in RANK:
        d = os.path.join(root, "host", layer)
        for name in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            if name.endswith((".c", ".h")):
                files.append((os.path.join("host", layer, name), layer))
    inc = os.path.join(root, "include", "simtlab")
    for name in sorted(os.listdir(inc)):
        if name.endswith(".h"):
            base = name[:-2]
            if base not in HEADERS:
                sys.exit(f"check_layers: include/simtlab/{name} has no layer: add it to HEADERS in {sys.argv[0]}")
            files.append((os.path.join("include", "simtlab", name), HEADERS[base]))
    for path, layer in files:
        with open(os.path.join(root, path), encoding="utf-8") as f:
            text = f.read()
        for m in INCLUDE.finditer(text):
            h = m.group(1)
            if h not in HEADERS:
                sys.exit(f"check_layers: {path} includes simtlab/{h}.h, which has no layer")
            out.append((path, h, layer, HEADERS[h]))
    return out


ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def call_edges(build):
    """(caller .c, callee .c, caller layer, callee layer) from the objects' symbols."""
    import glob
    import subprocess
    objs = {}
    for o in glob.glob(os.path.join(build, "CMakeFiles", "*", "host", "*", "*.c.o")):
        layer = os.path.basename(os.path.dirname(o))
        src = os.path.join("host", layer, os.path.basename(o)[:-2])
        # an object whose source moved or went is a stale leftover of an older tree
        if layer in RANK and os.path.exists(os.path.join(ROOT, src)):
            objs[src] = (o, layer)
    defined, used = {}, {}
    for src, (o, _) in objs.items():
        out = subprocess.run(["nm", o], capture_output=True, text=True, check=True).stdout
        used[src] = set()
        for line in out.splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[0] == "U":
                used[src].add(parts[1])
            elif len(parts) == 3 and parts[1] in "TDRB":
                defined.setdefault(parts[2], src)
    out = set()
    for src, syms in used.items():
        for s in syms:
            d = defined.get(s)
            if d and d != src:
                out.add((src, d, objs[src][1], objs[d][1]))
    return sorted(out)


def upward(e):
    _, _, a, b = e
    if a == b:
        return False
    return RANK[b] > RANK[a] or RANK[b] == RANK[a]


def main():
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    if "--root" in sys.argv:  # another tree (the check's own test)
        root = sys.argv[sys.argv.index("--root") + 1]
    ups = sorted({f"{p} -> simtlab/{h}.h" for p, h, a, b in (e for e in edges(root) if upward(e))})
    if "--objects" in sys.argv:
        build = sys.argv[sys.argv.index("--objects") + 1]
        calls = call_edges(build)
        if not calls:
            sys.exit(f"check_layers: no object files under {build}/CMakeFiles/*/host/: build first")
        ups += sorted({f"{a} calls {b}" for a, b, la, lb in (e for e in calls if upward(e))})
    if "--list" in sys.argv:
        print("\n".join(ups))
        return 0
    allowed = {}
    with open(os.path.join(root, "scripts", "layers_allowed.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                allowed[line] = True
    new = [u for u in ups if u not in allowed]
    checked_calls = "--objects" in sys.argv
    gone = [a for a in allowed if a not in ups and (checked_calls or " calls " not in a)]
    for u in new:
        print(f"check_layers: {u} goes up a layer (see the layers in scripts/check_layers.py)")
    for g in gone:
        print(f"check_layers: '{g}' is listed in scripts/layers_allowed.txt but no longer exists: remove it")
    if new or gone:
        return 1
    print(f"check_layers: no include goes up a layer but the {len(ups)} listed in scripts/layers_allowed.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
