/* bandwidth.cl - the ceiling every other suite is measured against:
 * streaming read, write and copy of one buffer at one vector width.
 *
 * Built once per width with -DVEC=1|2|4|8|16 (float .. float16),
 * -DINFLIGHT=N (independent loads per lane in read_sum) and -DBLOCKED=0|1|2
 * (read_sum's mapping of elements to work-items).
 *
 * Whatever the kernel, the buffer holds the same floats in the same place:
 * float f belongs to element f / VEC, component f % VEC. What a kernel
 * chooses is which work-item moves which floats, and with that which bytes
 * one store instruction of a warp touches. */
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

/* ---- write and copy ----------------------------------------------------
 * Two mappings of floats to work-items, each a row of the suite:
 *
 *  - per lane (write_per_lane, copy_per_lane): work-item i moves element i,
 *    VEC floats of its own. Lane i's bytes are contiguous, the warp's are
 *    not: a lane issues 16 bytes at most per store instruction
 *    (st.global.v4.f32 on NVIDIA, dwordx4 on AMD), so a float8 is 2 store
 *    instructions and a float16 4, and store instruction j of a warp writes
 *    bytes [16j, 16j + 16) of each lane's 32 or 64: 16 B every 32 or 64 B
 *    across 1 or 2 KiB, half of each of 32 sectors (float8) or half of
 *    every other sector (float16), where a float4 store fills 16 sectors
 *    of 512 B. A wide vector per lane is not a wide request.
 *  - group-contiguous (write, copy: the rows other suites and labs mean by
 *    "write:float4"): the floats are cut into store units of SW = min(VEC, 4)
 *    floats, one store instruction each; a work-group owns UNITS x L
 *    consecutive units (L its size) and lane l moves units l, l + L, ...,
 *    l + (UNITS - 1) L of them. Every store instruction of a warp then
 *    writes 32 x SW x 4 consecutive bytes (512 B for a float4 unit: 4
 *    whole lines, 16 whole sectors; 128 B, one whole line, for a float),
 *    at every width. A work-item moves max(VEC, ITEM_FLOATS) floats. The
 *    host's default is 16 for float and float2 (16 or 8 stores in flight
 *    per lane: with 4, the H200 wrote floats at 90% of float4's rate) and
 *    one vector from float4 up; float and float2 rows so launch a quarter
 *    of float4's work-items, not 4x and 2x as many (a 4 GiB buffer of one
 *    float per work-item is 1 Gi work-items). */
#if VEC >= 4
typedef float4 S;
typedef uint4 SU;
#define SW 4
#define SLANES (uint4)(0, 1, 2, 3)
#define TO_S convert_float4
#else
typedef T S;
typedef U SU;
#define SW VEC
#define SLANES LANES
#define TO_S TO_T
#endif
#ifndef ITEM_FLOATS
#define ITEM_FLOATS 4
#endif
#define UNITS ((VEC > ITEM_FLOATS ? VEC : ITEM_FLOATS) / SW)

/* The first store unit of this work-item in the group-contiguous mapping
 * (its unit j is first + j L), and whether all UNITS of them lie below
 * n_units: only the last group's lanes check each store. */
static inline ulong group_first_unit(void)
{
    return get_group_id(0) * get_local_size(0) * UNITS + get_local_id(0);
}

static inline bool group_units_whole(ulong first, ulong n_units)
{
    return first + (ulong)(UNITS - 1) * get_local_size(0) < n_units;
}

/* The value of store unit u: floats u SW .. u SW + SW - 1, components
 * (u SW) % VEC .. of element (u SW) / VEC, each sl_pattern_float. */
static inline S unit_pattern(ulong u, uint seed)
{
    const ulong f = u * SW;
    const SU h = (SU)(sl_hash32((uint)(f / VEC), seed)) ^ (((SU)((uint)(f % VEC)) + SLANES) * 0x9E3779B1u);
    return TO_S(h >> 8) * (1.0f / 16777216.0f);
}

/* write_pattern: group-contiguous (above); n_units = floats / SW.
 * Teaches: a pure store stream where each store instruction of a warp
 * fills whole sectors, at any width; the data is a hash of the index, never
 * a constant that a driver or memory compression could shortcut. */
kernel void write_pattern(global S *restrict out, ulong n_units, uint seed)
{
    const ulong L = get_local_size(0), first = group_first_unit();
    const bool whole = group_units_whole(first, n_units);
#pragma unroll
    for (uint j = 0; j < UNITS; ++j) {
        const ulong u = first + j * L;
        if (whole || u < n_units)
            out[u] = unit_pattern(u, seed);
    }
}

/* copy: group-contiguous (above): every load and every store instruction
 * of a warp covers consecutive bytes. Teaches: the copy moves 2 bytes over
 * the bus for every byte copied; count both. */
kernel void copy(global const S *restrict in, global S *restrict out, ulong n_units)
{
    const ulong L = get_local_size(0), first = group_first_unit();
    const bool whole = group_units_whole(first, n_units);
#pragma unroll
    for (uint j = 0; j < UNITS; ++j) {
        const ulong u = first + j * L;
        if (whole || u < n_units)
            out[u] = in[u];
    }
}

/* write_pattern_per_lane: one element of VEC floats per work-item,
 * consecutive lanes write consecutive elements.
 * Teaches: a wide vector per lane is not a wide request: from float8 up
 * each store instruction of the warp writes 16 B of every lane's 32 or 64
 * (above), and the store stream slows although every byte is written once. */
kernel void write_pattern_per_lane(global T *restrict out, ulong n, uint seed)
{
    const ulong i = get_global_id(0);
    if (i >= n)
        return;
    /* component k = sl_pattern_float(i, k, seed), all lanes at once */
    const U h = (U)(sl_hash32((uint)i, seed)) ^ (LANES * 0x9E3779B1u);
    out[i] = TO_T(h >> 8) * (1.0f / 16777216.0f);
}

/* copy_per_lane: one element per work-item, read then write.
 * Teaches: as write_pattern_per_lane, for a copy: the loads suffer less
 * (the cache holds a line between a lane's 16-byte loads), the stores as
 * much. */
kernel void copy_per_lane(global const T *restrict in, global T *restrict out, ulong n)
{
    const ulong i = get_global_id(0);
    if (i < n)
        out[i] = in[i];
}
