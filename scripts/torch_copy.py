#!/usr/bin/env python3
"""CUDA device-to-device copy, fill and read (sum) bandwidth through torch:
the peer figures simtlab's bandwidth suite is compared with on NVIDIA GPUs.
Counts bytes read + written for the copy, bytes written for the fill (the
peer of simtlab's write rows), bytes read for the sum.
Median of --reps timed runs with CUDA events after warm-up.

The fill stores one constant, which compressed memory would shortcut;
compute data compression is requested per allocation
(CUmemAllocationProp::compressionType through cuMemCreate, CUDA driver
API), and torch's allocator (cudaMalloc) does not request it."""
import argparse
import json
import statistics

import torch


def time_ms(fn, reps):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times), min(times), max(times)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--gib", type=float, nargs="+", default=[1.0, 4.0])
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--json", help="write the figures here")
    args = ap.parse_args()
    out = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__, "rows": []}
    for gib in args.gib:
        n = int(gib * (1 << 30)) // 4
        a = torch.rand(n, device="cuda", dtype=torch.float32)
        b = torch.empty_like(a)
        med, lo, hi = time_ms(lambda: b.copy_(a), args.reps)
        assert torch.equal(a, b)
        out["rows"].append({"op": "copy", "gib": gib, "median_ms": med, "gbps": 2 * 4 * n / med / 1e6,
                            "min_ms": lo, "max_ms": hi})
        med, lo, hi = time_ms(lambda: b.fill_(0.5), args.reps)
        assert bool((b == 0.5).all())
        out["rows"].append({"op": "fill", "gib": gib, "median_ms": med, "gbps": 4 * n / med / 1e6,
                            "min_ms": lo, "max_ms": hi})
        med, lo, hi = time_ms(lambda: a.sum(), args.reps)
        out["rows"].append({"op": "sum", "gib": gib, "median_ms": med, "gbps": 4 * n / med / 1e6,
                            "min_ms": lo, "max_ms": hi})
        del a, b
        torch.cuda.empty_cache()
    for r in out["rows"]:
        print(f"torch {r['op']:4s} {r['gib']:.1f} GiB: {r['gbps']:7.0f} GB/s (median {r['median_ms']:.3f} ms)")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1)


if __name__ == "__main__":
    main()
