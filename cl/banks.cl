/* banks.cl - local-memory reads and writes with a word stride across the
 * lanes of a warp/wavefront (-DVEC=1, 2, 4: 4-, 8-, 16-byte words).
 *
 * Teaches: local memory is 32 banks of 4 bytes; a warp's access is served
 * in one pass only when its lanes hit different banks (or the same word).
 * Lane l at word l x stride: stride 1 spreads a warp over all 32 banks,
 * stride 2 puts two lanes in each of 16 banks (2 passes), stride 32 all
 * 32 lanes in bank 0 (32 passes). An odd stride is conflict-free again:
 * that is why a tile padded to 33 columns fixes a column read of a 32 x
 * 32 tile.
 *
 * Every lane adds ROW (one row of the 32 banks, in words) to its index
 * each iteration, so each iteration touches new words with the same bank
 * pattern and the compiler cannot keep the value in a register. */
#ifndef SIMTLAB_CL_COMMON_H
#include "common.h"
#endif

#ifndef VEC
#define VEC 1
#endif
#if VEC == 1
#define WORD float
#define HSUM(v) (v)
#elif VEC == 2
#define WORD float2
#define HSUM(v) ((v).x + (v).y)
#else
#define WORD float4
#define HSUM(v) (((v).x + (v).y) + ((v).z + (v).w))
#endif
#define LDS_BYTES 32768
#define N_WORDS (LDS_BYTES / (4 * VEC)) /* a power of two: & (N_WORDS - 1) wraps */
#define ROW (128 / (4 * VEC))           /* words in one row of 32 banks x 4 B */

/* Sum `reps` words, lane lid at (lid x stride + it x ROW) mod N_WORDS. */
kernel void local_read(global const WORD *restrict in, global float *restrict out, uint stride, uint reps)
{
    local WORD lds[N_WORDS];
    const uint lid = get_local_id(0), lsz = get_local_size(0);
    for (uint i = lid; i < N_WORDS; i += lsz)
        lds[i] = in[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint base = lid * stride;
    WORD acc = (WORD)(0.0f);
#pragma unroll 8
    for (uint it = 0; it < reps; ++it)
        acc += lds[(base + it * ROW) & (N_WORDS - 1)];
    out[get_global_id(0)] = HSUM(acc);
}

/* Write `reps` words the same way, each word its own index as a float (all
 * lanes that write a word write the same value), then read one word back:
 * the host knows which words were written. */
kernel void local_write(global const WORD *restrict in, global float *restrict out, uint stride, uint reps)
{
    local WORD lds[N_WORDS];
    const uint lid = get_local_id(0), lsz = get_local_size(0);
    for (uint i = lid; i < N_WORDS; i += lsz)
        lds[i] = in[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint base = lid * stride;
#pragma unroll 8
    for (uint it = 0; it < reps; ++it) {
        const uint w = (base + it * ROW) & (N_WORDS - 1);
        lds[w] = (WORD)((float)w);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = HSUM(lds[(lid * 7u) & (N_WORDS - 1)]);
}
