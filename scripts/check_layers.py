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

Only base/proc.c (the supervisor) forks, execs, signals or waits for a
process. Below cli/, nothing reads or sets the environment but what
scripts/env_allowed.txt still lists (it only shrinks). Only runtime, engine and suites call OpenCL (clXxx(...)); and outside
host/suites/, no line compares a suite with a suite's name
(strcmp(r->suite, "matmul")): how a suite is shown and judged is in its
declaration (show.h).

With --objects BUILD_DIR it checks calls too: every object file of the
build (BUILD_DIR/CMakeFiles/*/host/LAYER/*.o) and the symbols it uses
from another (nm), the same rule and the same list ("A.c calls B.c"
lines); and no circle of calls between source files (issue 43 item 6),
inside a layer too, but those listed in scripts/circles_allowed.txt
(which, like the other list, only shrinks).

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
    "peak": "model", "profile": "model", "roofline": "model",
    "gather": "check", "matmul": "check", "streamsum": "check",
    "columns": "report", "compare": "report", "twins": "report", "derive": "report", "model_json": "report", "model_view": "report", "plot": "report",
    "ptx": "report", "amdgcn": "report", "offline": "report", "offline_summary": "report", "tuning": "report", "compiled": "report", "report": "report", "result": "report", "roof": "report", "rowpack": "report", "show": "report", "store": "report",
    "error": "base", "kerneldirs": "base", "interrupt": "base", "proc": "base", "slurp": "base", "str": "base", "parse": "base", "rng": "base", "sha256": "base", "stats": "base", "tunespace": "base",
    "buffer": "runtime", "clblast": "runtime", "clerror": "runtime", "device": "runtime", "devlock": "runtime",
    "program": "runtime",
    "resources": "runtime", "timing": "runtime", "watch": "runtime",
    "runner": "engine", "casework": "engine", "suite": "engine",
    "ceiling": "suites", "readpattern": "suites", "registry": "suites",
    "lab": "lab", "labcheck": "lab", "labgrade": "lab", "labstatus": "lab", "labmemcheck": "lab", "labstatic": "lab", "gradebook": "lab", "limit": "lab", "submission": "lab",
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


SUITE_NAME = re.compile(r'^const sl_suite sl_suite_[a-z0-9_]+ = \{.*?^    \.name = "([a-z0-9_]+)"', re.M | re.S)


def source_lines(root, layers):
    """(path, line number, line) of every .c file under host/LAYER/ for
    each of layers, in order: what the checks below read."""
    for layer in layers:
        ld = os.path.join(root, "host", layer)
        for name in sorted(os.listdir(ld)) if os.path.isdir(ld) else []:
            if name.endswith(".c"):
                path = os.path.join("host", layer, name)
                with open(os.path.join(root, path), encoding="utf-8") as f:
                    for n, line in enumerate(f, 1):
                        yield path, n, line


def is_comment(line):
    return line.lstrip().startswith(("*", "/*"))


def suite_names_compared(root):
    """Lines outside suites/ that compare a suite field with a suite's
    name (strcmp(r->suite, "matmul")): the report, the lab and the CLI
    read how a suite is shown from its declaration (show.h), never its name."""
    d = os.path.join(root, "host", "suites")
    names = set()
    for name in sorted(os.listdir(d)):
        if name.endswith(".c"):
            with open(os.path.join(d, name), encoding="utf-8") as f:
                names.update(SUITE_NAME.findall(f.read()))
    if not names:
        return []
    alt = "|".join(sorted(names))
    cmp = re.compile(r'strcmp\([^;]*suite[^,;]*,\s*"(' + alt + r')"\)|strcmp\("(' + alt + r')",[^;]*suite')
    out = []
    for path, n, line in source_lines(root, [l for l in RANK if l != "suites"]):
        m = cmp.search(line)
        if m:
            out.append(f"{path}:{n} compares a suite with the name "
                       f"'{m.group(1) or m.group(2)}': declare it in the suite (show.h) instead")
    return out


CL_CALL = re.compile(r'\bcl[A-Z][A-Za-z0-9]*\s*\(')
NO_OPENCL = ("base", "model", "check", "report", "lab", "cli")


def opencl_calls(root):
    """OpenCL API calls outside runtime, engine and suites: the commands,
    the labs and pure code hand devices, programs and kernels to runtime's
    functions and never call OpenCL themselves."""
    out = []
    for path, n, line in source_lines(root, NO_OPENCL):
        m = CL_CALL.search(line.split("//")[0])
        if m and not is_comment(line):
            out.append(f"{path}:{n} calls OpenCL ({m.group(0).rstrip('( ')}): that is runtime's work")
    return out


PROC_CALL = re.compile(r'\b(fork|vfork|waitpid|wait|waitid|wait4|kill|killpg|setpgid|execv|execvp|execve|execvpe|'
                       r'execl|execlp|execle|posix_spawn|posix_spawnp|system|popen)\s*\(|PR_SET_PDEATHSIG')
SUPERVISOR = os.path.join("host", "base", "proc.c")


def process_calls(root):
    """fork, exec, kill and wait outside the supervisor (proc.h, issue 43
    item 2): every child is started, signalled and reaped there, in its own
    process group, so a stop takes whatever it started."""
    out = []
    for path, n, line in source_lines(root, RANK):
        code = re.sub(r'"([^"\\]|\\.)*"', '""', line.split("//")[0])
        m = PROC_CALL.search(code)
        if path != SUPERVISOR and m and not is_comment(line):
            out.append(f"{path}:{n} calls {m.group(1) or m.group(0)}: children are the supervisor's "
                       f"(simtlab/proc.h)")
    return out


def circles(calls):
    """Every set of source files that call one another round in a circle
    (a strongly connected component of the file call graph, more than one
    file): each as its files, sorted, joined by spaces."""
    graph = {}
    for a, b, _, _ in calls:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set())
    index, low, stack, on, out = {}, {}, [], set(), []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    out.append(" ".join(sorted(comp)))
    return sorted(out)


ENV_CALL = re.compile(r'\b(getenv|secure_getenv|setenv|unsetenv|putenv|clearenv)\s*\(\s*([^,)]*)')


def environment_reads(root):
    """Each place below the CLI that reads or writes the environment, as
    "host/LAYER/FILE.c NAME" (NAME: the variable, or the expression that
    names it): the CLI reads the environment once and hands what it read
    down (issue 43 item 4). Those still to move are listed in
    scripts/env_allowed.txt."""
    out = set()
    for path, _, line in source_lines(root, [l for l in RANK if l != "cli"]):
        for m in ENV_CALL.finditer(line.split("//")[0]) if not is_comment(line) else ():
            out.add(f"{path} {m.group(2).strip().strip(chr(34)) or m.group(1)}")
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
    rounds = circles(calls) if "--objects" in sys.argv else []
    if "--list" in sys.argv:
        print("\n".join(ups + [f"circle: {c}" for c in rounds]))
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
    if "--objects" in sys.argv:
        with open(os.path.join(root, "scripts", "circles_allowed.txt"), encoding="utf-8") as f:
            known = {line.split("#", 1)[0].strip() for line in f} - {""}
        for c in rounds:
            if c not in known:
                print(f"check_layers: these files call one another in a circle: {c}")
                new.append(c)
        for c in sorted(known - set(rounds)):
            print(f"check_layers: the circle '{c}' in scripts/circles_allowed.txt no longer exists: remove it")
            gone.append(c)
    with open(os.path.join(root, "scripts", "env_allowed.txt"), encoding="utf-8") as f:
        env_known = {line.split("#", 1)[0].strip() for line in f} - {""}
    env_now = environment_reads(root)
    for r in env_now:
        if r not in env_known:
            print(f"check_layers: {r}: reads the environment below the CLI: read it in host/cli/ and hand it "
                  f"down (issue 43 item 4)")
            new.append(r)
    for r in sorted(env_known - set(env_now)):
        print(f"check_layers: '{r}' is listed in scripts/env_allowed.txt but no longer read there: remove it")
        gone.append(r)
    named = suite_names_compared(root) + opencl_calls(root) + process_calls(root)
    for n in named:
        print(f"check_layers: {n}")
    if new or gone or named:
        return 1
    print(f"check_layers: no include goes up a layer but the {len(ups)} listed in scripts/layers_allowed.txt"
          + (f"; no circle of calls but the {len(rounds)} in scripts/circles_allowed.txt" if rounds or
             "--objects" in sys.argv else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
