#!/usr/bin/env python3
"""cuBLAS FP32 SGEMM through torch: the peer figure simtlab's matmul suite is
compared with on NVIDIA GPUs. TF32 is turned off so cuBLAS does true FP32
FMAs like the OpenCL kernels (with it on, an H100 would report tensor-core
TF32 rates for the same call). N x N x N, 2 N^3 flops per product; median and
best of --reps timed runs with CUDA events after warm-up. Prints one JSON
object per size on stdout; the check against float64 goes to stderr."""
import argparse
import json
import statistics
import sys

import torch

# Before any matmul: these decide which cuBLAS math mode the handle gets.
torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False

CHECK_N = 512  # the float64 reference is O(n^3) on the GPU in fp64: a slice keeps it quick


def time_ms(fn, reps, warmup=3):
    for _ in range(warmup):
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
    return times


def rel_error(a, b, c):
    """Relative Frobenius error of c[:s, :t] against float64 a[:s, :] @ b[:, :t]."""
    s, t = min(CHECK_N, a.shape[0]), min(CHECK_N, b.shape[1])
    ref = a[:s].double() @ b[:, :t].double()
    return (torch.linalg.norm(c[:s, :t].double() - ref) / torch.linalg.norm(ref)).item()


def shape(text):
    """'4096' -> (4096, 4096, 4096); '1024x8192x4096' -> (M, N, K), as simtlab's --sizes."""
    parts = [int(p) for p in text.lower().split("x")]
    if len(parts) == 1:
        parts *= 3
    if len(parts) != 3 or min(parts) < 1:
        raise argparse.ArgumentTypeError(f"'{text}': want N or MxNxK, each at least 1")
    return tuple(parts)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("sizes", type=shape, nargs="*", default=[(4096,) * 3, (8192,) * 3])
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    gen = torch.Generator(device="cuda").manual_seed(args.seed)
    for m, n, k in args.sizes:
        a = torch.randn(m, k, device="cuda", dtype=torch.float32, generator=gen)
        b = torch.randn(k, n, device="cuda", dtype=torch.float32, generator=gen)
        c = torch.empty(m, n, device="cuda", dtype=torch.float32)
        times = time_ms(lambda: torch.matmul(a, b, out=c), args.reps)
        med, best = statistics.median(times), min(times)
        err = rel_error(a, b, c)
        print(f"cublas-torch {m}x{n}x{k}: relative error vs float64 on a {min(CHECK_N, m)} x {min(CHECK_N, n)} "
              f"slice: {err:.3g}", file=sys.stderr)
        flops = 2.0 * m * n * k
        print(json.dumps({"peer": "cublas-torch", "n": n, "m": m, "k": k, "median_ms": med,
                          "tflops_median": flops / med / 1e9, "tflops_best": flops / best / 1e9,
                          "rel_error": err, "torch": torch.__version__, "cuda": torch.version.cuda,
                          "device": torch.cuda.get_device_name(0),
                          "tf32": torch.backends.cuda.matmul.allow_tf32}), flush=True)
        del a, b, c
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
