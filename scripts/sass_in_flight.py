#!/usr/bin/env python3
"""sass_in_flight.py FILE.sass...: how many global loads (LDG) a kernel's SASS keeps in flight.

NVIDIA's counterpart of `simtlab isa --target gfx90a`'s "loads in flight" line (AMD's s_waitcnt
vmcnt). SASS has no explicit wait in cuobjdump's text: an instruction that names a register an
LDG is still loading waits for it (the scoreboard). Read in program order, once (branches are not
followed), each LDG joins the set in flight; the first later instruction naming one of its
destination registers (to read it or to write over it) retires it. Prints, per file: the LDGs,
the most in flight at once, and the widths (LDG.E.128 is 16 B a lane).

The SASS comes from the driver's own PTX (`simtlab isa SUITE --ptx` on the GPU) through ptxas
and cuobjdump -sass: .device scripts, data/results/isa-h100-h200-2026-11-26/."""
import re
import sys

INSN = re.compile(r"/\*[0-9a-f]{4,}\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)\s*(.*?)\s*;")
REG = re.compile(r"\bR(\d+)\b")


def regs_of(dest, width):
    return {dest + k for k in range(width)}


def in_flight(text):
    loads, most, widths = [], 0, {}
    n = 0
    for m in INSN.finditer(text):
        op, args = m.group(2), m.group(3)
        # an instruction naming a loading register waits for that load (an LDG
        # too: its address or destination may be an earlier load's), then
        # an LDG joins the loads in flight
        loads = [l for l in loads if not (l & {int(r) for r in REG.findall(args)})]
        if op.startswith("LDG"):
            width = 4 if ".128" in op else 2 if ".64" in op else 1
            widths[op] = widths.get(op, 0) + 1
            n += 1
            loads.append(regs_of(int(REG.search(args).group(1)), width))
            most = max(most, len(loads))
    return n, most, widths


def main(paths):
    for p in paths:
        n, most, widths = in_flight(open(p).read())
        w = ", ".join("%d x %s" % (c, o) for o, c in sorted(widths.items()))
        print("%s: %d LDG (%s), up to %d in flight" % (p, n, w or "none", most))


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        sys.exit(0 if len(sys.argv) > 1 else 2)
    main(sys.argv[1:])
