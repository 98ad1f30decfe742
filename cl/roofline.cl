/* roofline.cl - the roofline sweep: stream a buffer of float4 once and
 * put FMAS fused multiply-adds on every float loaded (-DFMAS=0..1024),
 * after mixbench (ekondis/mixbench).
 *
 * Teaches: how fast a kernel can go is set by its arithmetic intensity,
 * FLOPs per byte. Each float read costs 4 bytes and buys 2 x FMAS + 1
 * FLOPs (the chain, then the sum), so intensity = (2 FMAS + 1) / 4 FLOP
 * per byte. At 0 FMAs the kernel is a streaming read and runs at the
 * memory's bandwidth; every FMA added is free until the compute units are
 * as busy as the memory (the ridge point); past it the time grows with
 * the FMAs and the kernel runs at the FP32 peak. The sweep measures both
 * roofs on this device rather than trusting a spec sheet.
 *
 * Each of a lane's INFLIGHT loaded float4s runs its own chain: 4 x INFLIGHT
 * independent FMA chains per lane, enough to cover the FMA pipeline's
 * latency (4 cycles on NVIDIA Volta..Hopper) with a handful of warps per
 * scheduler. The chain x = fma(x, a, b) with 0 < a < 1 contracts, so it
 * never overflows and rounding does not grow along it; a and b are kernel
 * arguments, so the compiler cannot fold the chain away. The host checks
 * every work-item's sum against the closed form a^F x + b (1 - a^F) / (1 - a).
 *
 * Mappings (-DBLOCKED=, as bandwidth.cl's read_sum): 2 (GPUs), each
 * work-group streams its own contiguous chunk with its lanes interleaved;
 * 1 (CPUs), each work-item its own contiguous run. The tail, fewer than a
 * round of elements, is grid-stride. */
#ifndef SIMTLAB_CL_COMMON_H
#include "common.h"
#endif

#ifndef FMAS
#define FMAS 0
#endif
#ifndef INFLIGHT
#define INFLIGHT 4
#endif
#ifndef BLOCKED
#define BLOCKED 2
#endif

/* FMAS dependent FMAs on each of v[0..INFLIGHT), the chains interleaved
 * (the outer loop is the chain's step, so every step issues INFLIGHT
 * independent float4 FMAs whatever the unroll), then added to acc. Unrolled
 * by 8, not fully: a 256 x INFLIGHT body of straight-line code only grows
 * the binary (PoCL ran 5x slower fully unrolled), and one loop branch per
 * 8 x 4 x INFLIGHT FMAs costs nothing. */
#define CHAINS(acc, v)                                                                                          \
    do {                                                                                                        \
        _Pragma("unroll 8") for (int f_ = 0; f_ < FMAS; ++f_) {                                                 \
            _Pragma("unroll") for (int k_ = 0; k_ < INFLIGHT; ++k_) (v)[k_] = fma((v)[k_], a4, b4);             \
        }                                                                                                       \
        _Pragma("unroll") for (int k_ = 0; k_ < INFLIGHT; ++k_)(acc)[k_] += (v)[k_];                            \
    } while (0)

kernel void fma_sweep(global const float4 *restrict in, global float *restrict sums, ulong n, float a, float b)
{
    const ulong gid = get_global_id(0), gsz = get_global_size(0);
    const float4 a4 = (float4)(a), b4 = (float4)(b);
    float4 acc[INFLIGHT];
#pragma unroll
    for (int k = 0; k < INFLIGHT; ++k)
        acc[k] = (float4)(0.0f);
#if BLOCKED == 2
    const ulong L = get_local_size(0);
    const ulong tile = L * INFLIGHT;
    const ulong chunk = n / (get_num_groups(0) * tile) * tile; /* each group's */
    global const float4 *p = in + get_group_id(0) * chunk + get_local_id(0);
    for (ulong r = 0; r < chunk; r += tile) {
        float4 v[INFLIGHT];
#pragma unroll
        for (int k = 0; k < INFLIGHT; ++k)
            v[k] = p[r + (ulong)k * L]; /* every load issued before any chain starts */
        CHAINS(acc, v);
    }
    ulong i = get_num_groups(0) * chunk + gid;
#else
    const ulong per = (n / gsz) / INFLIGHT * INFLIGHT; /* each item's run */
    global const float4 *p = in + gid * per;
    for (ulong r = 0; r < per; r += INFLIGHT) {
        float4 v[INFLIGHT];
#pragma unroll
        for (int k = 0; k < INFLIGHT; ++k)
            v[k] = p[r + k];
        CHAINS(acc, v);
    }
    ulong i = gsz * per + gid;
#endif
    for (; i < n; i += gsz) { /* one float4 at a time */
        float4 t = in[i];
#pragma unroll 8
        for (int f = 0; f < FMAS; ++f)
            t = fma(t, a4, b4);
        acc[0] += t;
    }
#pragma unroll
    for (int k = 1; k < INFLIGHT; ++k)
        acc[0] += acc[k];
    sums[gid] = (acc[0].x + acc[0].y) + (acc[0].z + acc[0].w);
}
