/* common.h - helpers shared by simtlab's kernels. simtlab builds every
 * kernel file with this file in front of it (no -I needed); a kernel
 * includes it inside #ifndef SIMTLAB_CL_COMMON_H for other tools. The host
 * mirrors each function in include/simtlab/rng.h; keep the two identical. */
#ifndef SIMTLAB_CL_COMMON_H
#define SIMTLAB_CL_COMMON_H

inline uint sl_hash32(uint x, uint seed)
{
    x ^= seed;
    x *= 0x9E3779B1u;
    x ^= x >> 16;
    x *= 0x85EBCA6Bu;
    x ^= x >> 13;
    return x;
}

/* The value a write kernel stores in component `comp` of element `elem`. */
inline float sl_pattern_float(uint elem, uint comp, uint seed)
{
    uint h = sl_hash32(elem, seed) ^ (comp * 0x9E3779B1u);
    return (float)(h >> 8) * (1.0f / 16777216.0f);
}

/* An odd multiple of 2^-9 in (-1, 1) from a hash of the index: random, and
 * sums of them are exact in float (include/simtlab/rng.h says when). */
inline float sl_dyadic(uint i, uint seed)
{
    return (float)(2 * (int)(sl_hash32(i, seed) & 511u) - 511) * (1.0f / 512.0f);
}

#endif
