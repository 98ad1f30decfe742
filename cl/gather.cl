/* gather.cl - cosine similarity of (source, target) row pairs of an
 * embedding table of DIM floats per row, as a ladder of kernels: one lane
 * per pair walking its own rows (scalar, then float4), one work-group per
 * pair in the order the pairs came (every pair reads both of its rows), and
 * the pairs sorted by source (each source row read once, kept in local
 * memory, reused for all its targets).
 *
 * Built once per DIM with -DDIM=D (a multiple of 4: rows are read as
 * float4), -DLOCAL=L (work-group size of the sorted kernels), -DRLOCAL=R
 * (work-group size of the random kernel, at most DIM / 4), -DSLICE=W (lanes
 * that share one target in the sorted kernels; divides LOCAL) and -DPF=P
 * (float4 registers per lane that hold the next source: DIM / 4 / LOCAL
 * rounded up). Local memory for a source row comes as a kernel argument, so
 * one build serves any DIM the device can hold; the host checks the size.
 *
 * Cosines: dot(s, t) / sqrt(|s|^2 |t|^2), every sum in float. */

#ifndef DIM
#define DIM 256
#endif
#ifndef LOCAL
#define LOCAL 256
#endif
#ifndef RLOCAL
#define RLOCAL 64
#endif
#ifndef SLICE
#define SLICE 32
#endif
#ifndef PF
#define PF 1
#endif

#define DIM4 (DIM / 4)
#define NSLICES (LOCAL / SLICE)

/* The largest power of two below n (1 for n <= 2): the first step of a tree
 * sum over n lanes that need not be a power of two. */
#define FIRST_STEP(n) ((n) > 2048 ? 2048u : (n) > 1024 ? 1024u : (n) > 512 ? 512u : (n) > 256 ? 256u : \
                       (n) > 128 ? 128u : (n) > 64 ? 64u : (n) > 32 ? 32u : (n) > 16 ? 16u : (n) > 8 ? 8u : \
                       (n) > 4 ? 4u : (n) > 2 ? 2u : 1u)

/* Tree sums of a[lid] and b[lid] over each slice of SLICE lanes (slice k is
 * lanes [k * SLICE, (k + 1) * SLICE)); the slice's total lands in its first
 * lane. Every lane of the group calls it: it holds barriers. */
static inline void slice_sum2(local float *a, local float *b)
{
    const uint lid = get_local_id(0), lane = lid % SLICE;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = FIRST_STEP(SLICE); h > 0; h /= 2) {
        if (lane < h && lane + h < SLICE) {
            a[lid] += a[lid + h];
            b[lid] += b[lid + h];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}

/* |s|^2 of the staged source row, as every slice's first lane sees it.
 * Leaves scratch free for the next use (a barrier after the read). */
static inline float staged_norm2(local const float4 *srow, local float *a, local float *b)
{
    const uint lid = get_local_id(0), lane = lid % SLICE;
    float ss = 0.0f;
    for (uint k = lane; k < DIM4; k += SLICE)
        ss += dot(srow[k], srow[k]);
    a[lid] = ss;
    b[lid] = 0.0f;
    slice_sum2(a, b);
    ss = a[lid - lane];
    barrier(CLK_LOCAL_MEM_FENCE);
    return ss;
}

/* The targets [first, end) of one staged source, NSLICES at a time: slice k
 * takes target j0 + k, its SLICE lanes read consecutive float4s of the
 * target row (one contiguous run per request) against the source in local
 * memory, and its first lane writes the cosine. Sorted kernels share it. */
static inline void targets_of_source(global const float4 *restrict table, global const uint *restrict tgts,
                                     global float *restrict out, uint first, uint end, local const float4 *srow,
                                     float ss, local float *rd, local float *rt)
{
    const uint lid = get_local_id(0), slice = lid / SLICE, lane = lid % SLICE;
    for (uint j0 = first; j0 < end; j0 += NSLICES) {
        const uint j = j0 + slice;
        float d = 0.0f, tt = 0.0f;
        if (j < end) {
            global const float4 *t = table + (ulong)tgts[j] * DIM4;
            for (uint k = lane; k < DIM4; k += SLICE) {
                const float4 b = t[k];
                d += dot(srow[k], b);
                tt += dot(b, b);
            }
        }
        rd[lid] = d;
        rt[lid] = tt;
        slice_sum2(rd, rt);
        if (lane == 0 && j < end)
            out[j] = rd[lid] / sqrt(ss * rt[lid]);
        barrier(CLK_LOCAL_MEM_FENCE); /* rd, rt are rewritten next round */
    }
}

/* cosine_pairs_per_lane: one work-item per pair, in the order given; the
 * lane walks its own two rows a float at a time.
 * Teaches: the naive gather. Neighbouring lanes hold unrelated pairs, so
 * each load instruction of a warp touches 32 different rows: 32 lines and
 * 32 sectors for 128 useful bytes (4 B of each 32 B sector, 12.5%), and the
 * warp's next 7 loads ask for the same 32 sectors again, served only if
 * the cache still holds them (64 lines per warp, 2 rows x 32 lanes). */
kernel void cosine_pairs_per_lane(global const float *restrict table, global const uint2 *restrict pairs,
                                  global float *restrict out, uint n)
{
    const uint i = get_global_id(0);
    if (i >= n)
        return;
    const uint2 pr = pairs[i];
    global const float *s = table + (ulong)pr.s0 * DIM;
    global const float *t = table + (ulong)pr.s1 * DIM;
    float d = 0.0f, ss = 0.0f, tt = 0.0f;
    for (uint k = 0; k < DIM; ++k) {
        const float a = s[k], b = t[k];
        d += a * b;
        ss += a * a;
        tt += b * b;
    }
    out[i] = d / sqrt(ss * tt);
}

/* cosine_pairs_per_lane_float4: as cosine_pairs_per_lane, a float4 (16 B,
 * one load instruction) at a time.
 * Teaches: a wider load per lane uses more of each sector (16 B of 32:
 * 50%) and issues a quarter of the instructions, but a warp's load still
 * touches 32 rows: wider is not coalesced. */
kernel void cosine_pairs_per_lane_float4(global const float4 *restrict table, global const uint2 *restrict pairs,
                                         global float *restrict out, uint n)
{
    const uint i = get_global_id(0);
    if (i >= n)
        return;
    const uint2 pr = pairs[i];
    global const float4 *s = table + (ulong)pr.s0 * DIM4;
    global const float4 *t = table + (ulong)pr.s1 * DIM4;
    float d = 0.0f, ss = 0.0f, tt = 0.0f;
    for (uint k = 0; k < DIM4; ++k) {
        const float4 a = s[k], b = t[k];
        d += dot(a, b);
        ss += dot(a, a);
        tt += dot(b, b);
    }
    out[i] = d / sqrt(ss * tt);
}

/* cosine_pairs_random: one work-group of RLOCAL lanes per pair, in the
 * order given: both rows are gathered from anywhere in the table, then dot
 * and both norms are summed over the group in local memory.
 * Teaches: the same random gather made coalesced: each request of a warp
 * is a contiguous run of one row (512 B, 16 whole sectors, when RLOCAL is
 * 32 or more), not 32 rows.
 * But every pair still re-reads its source: a source with 16 targets is
 * fetched 16 times. */
kernel void cosine_pairs_random(global const float4 *restrict table, global const uint2 *restrict pairs,
                                global float *restrict out)
{
    local float rd[RLOCAL], rs[RLOCAL], rt[RLOCAL];
    const uint lid = get_local_id(0);
    const uint2 pr = pairs[get_group_id(0)];
    global const float4 *s = table + (ulong)pr.s0 * DIM4;
    global const float4 *t = table + (ulong)pr.s1 * DIM4;
    float d = 0.0f, ss = 0.0f, tt = 0.0f;
    for (uint k = lid; k < DIM4; k += RLOCAL) {
        const float4 a = s[k], b = t[k];
        d += dot(a, b);
        ss += dot(a, a);
        tt += dot(b, b);
    }
    rd[lid] = d;
    rs[lid] = ss;
    rt[lid] = tt;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = FIRST_STEP(RLOCAL); h > 0; h /= 2) {
        if (lid < h && lid + h < RLOCAL) {
            rd[lid] += rd[lid + h];
            rs[lid] += rs[lid + h];
            rt[lid] += rt[lid + h];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        out[get_group_id(0)] = rd[0] / sqrt(rs[0] * rt[0]);
}

/* cosine_pairs_sorted_staged: one work-group per distinct source (pairs
 * sorted by source, CSR: targets tgts[offsets[g] .. offsets[g + 1])). The
 * group copies its source row into local memory once, then streams only
 * target rows from global memory.
 * Teaches: sorting turns N source reads into one per distinct source:
 * global traffic falls from 2 rows per pair towards 1. */
kernel void cosine_pairs_sorted_staged(global const float4 *restrict table, global const uint *restrict src_ids,
                                       global const uint *restrict offsets, global const uint *restrict tgts,
                                       global float *restrict out, local float4 *srow)
{
    local float rd[LOCAL], rt[LOCAL];
    const uint lid = get_local_id(0), g = get_group_id(0);
    global const float4 *s = table + (ulong)src_ids[g] * DIM4;
    for (uint k = lid; k < DIM4; k += LOCAL)
        srow[k] = s[k];
    barrier(CLK_LOCAL_MEM_FENCE);
    const float ss = staged_norm2(srow, rd, rt);
    targets_of_source(table, tgts, out, offsets[g], offsets[g + 1], srow, ss, rd, rt);
}

/* cosine_pairs_sorted_double_buffered: a persistent grid; group g takes
 * sources g, g + G, g + 2G, ... Before working on one source it issues the
 * loads of its next source into registers (PF float4s per lane), works
 * through the current source's targets while they are in flight, then
 * stores them into the other half of a two-row local buffer.
 * Teaches: software pipelining: the next source's latency hides behind the
 * current source's work instead of stalling every group at its start. */
kernel void cosine_pairs_sorted_double_buffered(global const float4 *restrict table,
                                                global const uint *restrict src_ids,
                                                global const uint *restrict offsets, global const uint *restrict tgts,
                                                global float *restrict out, local float4 *sbuf, uint n_src)
{
    local float rd[LOCAL], rt[LOCAL];
    const uint lid = get_local_id(0), G = get_num_groups(0);
    uint cur = 0;
    if (get_group_id(0) < n_src) {
        global const float4 *s = table + (ulong)src_ids[get_group_id(0)] * DIM4;
        for (uint k = lid; k < DIM4; k += LOCAL)
            sbuf[k] = s[k];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint g = get_group_id(0); g < n_src; g += G) {
        const uint next = g + G;
        float4 pf[PF];
        if (next < n_src) {
            global const float4 *ns = table + (ulong)src_ids[next] * DIM4;
#pragma unroll
            for (uint p = 0; p < PF; ++p)
                if (lid + p * LOCAL < DIM4)
                    pf[p] = ns[lid + p * LOCAL];
        }
        local const float4 *srow = sbuf + cur * DIM4;
        const float ss = staged_norm2(srow, rd, rt);
        targets_of_source(table, tgts, out, offsets[g], offsets[g + 1], srow, ss, rd, rt);
        if (next < n_src) {
            local float4 *other = sbuf + (cur ^ 1u) * DIM4;
#pragma unroll
            for (uint p = 0; p < PF; ++p)
                if (lid + p * LOCAL < DIM4)
                    other[lid + p * LOCAL] = pf[p];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        cur ^= 1u;
    }
}
