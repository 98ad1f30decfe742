/* bandwidth.cl - the ceiling every other suite is measured against:
 * streaming read, write and copy of one buffer at one vector width.
 *
 * Built once per width with -DVEC=1|2|4|8|16 (float .. float16),
 * -DINFLIGHT=N (independent loads per lane in read_sum) and -DBLOCKED=0|1|2
 * (read_sum's mapping of elements to work-items). */
#ifndef SIMTLAB_CL_COMMON_H /* simtlab puts common.h in front; editors and */
#include "common.h"          /* other tools still find it */
#endif

#ifndef VEC
#define VEC 4
#endif
#ifndef INFLIGHT
#define INFLIGHT 8
#endif
#ifndef BLOCKED
#define BLOCKED 0
#endif

/* Horizontal sums from single components: .lo/.hi would be shuffles with an
 * undefined half, which oclgrind's uninitialized-value check misreports. */
#define HSUM2(v) ((v).s0 + (v).s1)
#define HSUM4(v) (((v).s0 + (v).s1) + ((v).s2 + (v).s3))
#define HSUM8(v) (HSUM4(v) + (((v).s4 + (v).s5) + ((v).s6 + (v).s7)))
/* T: the element; U: unsigned lanes of the same width; LANES: 0..VEC-1. */
#if VEC == 1
typedef float T;
typedef uint U;
#define LANES 0u
#define TO_T convert_float
#define HSUM(v) (v)
#elif VEC == 2
typedef float2 T;
typedef uint2 U;
#define LANES (uint2)(0, 1)
#define TO_T convert_float2
#define HSUM(v) HSUM2(v)
#elif VEC == 4
typedef float4 T;
typedef uint4 U;
#define LANES (uint4)(0, 1, 2, 3)
#define TO_T convert_float4
#define HSUM(v) HSUM4(v)
#elif VEC == 8
typedef float8 T;
typedef uint8 U;
#define LANES (uint8)(0, 1, 2, 3, 4, 5, 6, 7)
#define TO_T convert_float8
#define HSUM(v) HSUM8(v)
#elif VEC == 16
typedef float16 T;
typedef uint16 U;
#define LANES (uint16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
#define TO_T convert_float16
#define HSUM(v) (HSUM8(v) + ((((v).s8 + (v).s9) + ((v).sa + (v).sb)) + (((v).sc + (v).sd) + ((v).se + (v).sf))))
#else
#error "VEC must be 1, 2, 4, 8 or 16"
#endif

/* read_sum: every work-item sums its share with INFLIGHT independent loads
 * in flight before any is used, then writes one float (a few hundred KiB
 * for GiBs read), so the loads cannot be removed and the sum is checked
 * exactly on the host.
 * Teaches: bandwidth = bytes in flight / latency (Little's law), and that
 * "coalesced" depends on the hardware:
 *  - BLOCKED=0: a grid-stride sweep; at every step the lanes of a
 *    warp/wavefront read consecutive elements, one request per few lines.
 *  - BLOCKED=1 (CPUs): each work-item walks its own contiguous run. A CPU
 *    runs a work-group's items one after another in a loop, so the
 *    interleaved sweep would make each item stride through memory and
 *    waste most of every cache line it touches.
 *  - BLOCKED=2 (GPUs): each work-group streams its own contiguous chunk,
 *    its lanes interleaved within it (one sequential stream per group).
 * The host check (check_read in host/suites/bandwidth.c) mirrors all three. */
kernel void read_sum(global const T *restrict in, global float *restrict sums, ulong n)
{
    const ulong gid = get_global_id(0);
    const ulong gsz = get_global_size(0);
    T acc[INFLIGHT];
#pragma unroll
    for (int k = 0; k < INFLIGHT; ++k)
        acc[k] = (T)(0.0f);
#if BLOCKED == 2
    const ulong L = get_local_size(0);
    const ulong tile = L * INFLIGHT;
    const ulong chunk = n / (get_num_groups(0) * tile) * tile; /* each group's */
    global const T *p = in + get_group_id(0) * chunk + get_local_id(0);
    for (ulong r = 0; r < chunk; r += tile) {
#pragma unroll
        for (int k = 0; k < INFLIGHT; ++k)
            acc[k] += p[r + (ulong)k * L];
    }
    ulong i = get_num_groups(0) * chunk + gid;
#elif BLOCKED == 1
    const ulong per = (n / gsz) / INFLIGHT * INFLIGHT; /* each item's run */
    global const T *p = in + gid * per;
    for (ulong r = 0; r < per; r += INFLIGHT) {
#pragma unroll
        for (int k = 0; k < INFLIGHT; ++k)
            acc[k] += p[r + k];
    }
    ulong i = gsz * per + gid;
#else
    const ulong step = gsz * INFLIGHT;
    const ulong rounds = n / step;
    ulong i = gid;
    for (ulong r = 0; r < rounds; ++r, i += step) {
#pragma unroll
        for (int k = 0; k < INFLIGHT; ++k)
            acc[k] += in[i + (ulong)k * gsz];
    }
#endif
    /* the tail, fewer than gsz * INFLIGHT elements: grid-stride */
    for (; i < n; i += gsz)
        acc[0] += in[i];
#pragma unroll
    for (int k = 1; k < INFLIGHT; ++k)
        acc[0] += acc[k];
    sums[gid] = HSUM(acc[0]);
}

/* write_pattern: one element per work-item, consecutive lanes write
 * consecutive elements. Teaches: a pure store stream; the data is a hash of
 * the index, never a constant that a driver or memory compression could
 * shortcut. */
kernel void write_pattern(global T *restrict out, ulong n, uint seed)
{
    const ulong i = get_global_id(0);
    if (i >= n)
        return;
    /* component k = sl_pattern_float(i, k, seed), all lanes at once */
    const U h = (U)(sl_hash32((uint)i, seed)) ^ (LANES * 0x9E3779B1u);
    out[i] = TO_T(h >> 8) * (1.0f / 16777216.0f);
}

/* copy: one element per work-item, read then write. Teaches: the copy
 * moves 2 bytes over the bus for every byte copied; count both. */
kernel void copy(global const T *restrict in, global T *restrict out, ulong n)
{
    const ulong i = get_global_id(0);
    if (i < n)
        out[i] = in[i];
}
