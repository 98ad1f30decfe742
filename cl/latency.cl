/* latency.cl - one work-item following a random cycle, p = next[p]: every
 * load needs the value of the one before it.
 *
 * Teaches: a load's latency, with nothing to hide it. Only one load is
 * ever in flight, so time per load is the round trip to wherever the
 * working set lives; as the set grows past each cache level the time
 * jumps to the next level's (L1, L2, DRAM on a GPU; L1/L2/L3/DRAM on a
 * CPU). Nodes are 128 B apart, one random cycle through all of them
 * (host/model/chase.c): no two loads share a line, GPU lines included,
 * and no prefetcher can guess the next address.
 *
 * How the time is split (host/suites/latency.c):
 * - `pos` carries the walk across launches: each launch starts where the
 *   last one stopped, so over a run's launches the walk covers the whole
 *   set whatever `loads` is, and the cache holds what the set's size
 *   lets it hold, not just the few nodes one launch touches.
 * - `warm` steps first: a full lap of small sets (up to 2 MiB), because
 *   NVIDIA invalidates L1 at every launch and a CPU runtime may put the
 *   next launch on another core (cold private L1/L2); 0 for larger sets,
 *   which live in the shared L2/L3 or DRAM and need no per-launch warm-up
 *   (a lap of 1 GiB would take seconds). The host primes sets up to
 *   twice the last-level cache (at most 256 MiB) with one untimed lap
 *   before timing.
 * - `loads` dependent steps: the timed part. The host times the same
 *   launch with loads = 0 too and takes the difference, which cancels
 *   the launch overhead and the warm lap; loads is chosen so the timed
 *   part is ~20 ms.
 * - with -DSL_CLOCK64 (NVIDIA), %clock64 is read around the timed loop:
 *   SM cycles for `loads` loads, so cycles per load are counted, not
 *   estimated from a clock. The reads are one load's latency off at each
 *   end (the first timed load may wait for the last warm one; the last
 *   is still in flight when the clock is read): nothing beside thousands.
 *
 * out: [0] where the launch started, [1] where it ended (the host walks
 * the same cycle from [0] and must land on [1]), [2..3] cycles, low word
 * first (0 without SL_CLOCK64). */
#ifndef SIMTLAB_CL_COMMON_H
#include "common.h"
#endif

#ifdef SL_CLOCK64
static inline ulong sl_clock64(void)
{
    ulong c;
#if SL_CLOCK64 == 2 /* the host's second try, for a compiler that refuses the clobber */
    asm volatile("mov.u64 %0, %%clock64;" : "=l"(c));
#else
    /* "memory": the compiler may not move the chase's loads across the read */
    asm volatile("mov.u64 %0, %%clock64;" : "=l"(c) : : "memory");
#endif
    return c;
}
#define SL_CLOCK() sl_clock64()
#else
#define SL_CLOCK() 0ul
#endif

/* Global memory: next[p] is the word index of the next node (node i at
 * word 32 i). No restrict: NVIDIA then issues plain ld.global (cached in
 * L1), not the read-only ld.global.nc path. The index costs one address
 * computation per step (a multiply-add: a few cycles on a GPU). */
kernel void chase(global const uint *next, global uint *out, global uint *pos, uint warm, uint loads)
{
    const uint start = pos[0];
    uint p = start;
    for (uint w = 0; w < warm; ++w)
        p = next[p];
    const ulong t0 = SL_CLOCK();
#pragma unroll 8
    for (uint i = 0; i < loads; ++i)
        p = next[p];
    const ulong t1 = SL_CLOCK();
    out[0] = start;
    out[1] = p;
    out[2] = (uint)(t1 - t0);
    out[3] = (uint)((t1 - t0) >> 32);
    pos[0] = p;
}

#ifndef LOCAL_WORDS
#define LOCAL_WORDS 4096
#endif

/* Local memory: perm (LOCAL_WORDS words, one cycle) copied into a local
 * array, then chased. Here a value is the next word's byte offset, so the
 * loaded value is the address (one LDS [R] per step on NVIDIA, no address
 * arithmetic). Local memory has no cache to fill: warm is a lap anyway. */
kernel void chase_local(global const uint *perm, global uint *out, global uint *pos, uint warm, uint loads)
{
    local uint lds[LOCAL_WORDS];
    for (uint i = 0; i < LOCAL_WORDS; ++i)
        lds[i] = perm[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    local const uchar *base = (local const uchar *)lds;
    const uint start = pos[0];
    uint p = start;
    for (uint w = 0; w < warm; ++w)
        p = *(local const uint *)(base + p);
    const ulong t0 = SL_CLOCK();
#pragma unroll 8
    for (uint i = 0; i < loads; ++i)
        p = *(local const uint *)(base + p);
    const ulong t1 = SL_CLOCK();
    out[0] = start;
    out[1] = p;
    out[2] = (uint)(t1 - t0);
    out[3] = (uint)((t1 - t0) >> 32);
    pos[0] = p;
}
