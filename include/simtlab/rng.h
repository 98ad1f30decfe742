/* rng.h - seeded random data for inputs (never zeros or constants: drivers
 * and memory compression make constant data look fast). */
#ifndef SIMTLAB_RNG_H
#define SIMTLAB_RNG_H

#include <stddef.h>
#include <stdint.h>

/* splitmix64: the next 64-bit value of the stream kept in *state. */
uint64_t sl_rng_next(uint64_t *state);

/* Fill dst[0..n) with floats uniform in [lo, hi), reproducible from seed. */
void sl_rng_fill_float(float *dst, size_t n, uint64_t seed, float lo, float hi);

/* The 32-bit hash kernels use to write data that is cheap to make on the
 * device and to check on the host (cl/common.h has the same function). */
static inline uint32_t sl_hash32(uint32_t x, uint32_t seed)
{
    x ^= seed;
    x *= 0x9E3779B1u;
    x ^= x >> 16;
    x *= 0x85EBCA6Bu;
    x ^= x >> 13;
    return x;
}

/* The value a write kernel stores in component `comp` of element `elem`:
 * one hash per element, cheap per component (a float16 store must stay
 * memory-bound), 24 bits scaled to [0, 1) so the float is exact and host and
 * device agree bit for bit. cl/common.h has the same function. */
static inline float sl_pattern_float(uint32_t elem, uint32_t comp, uint32_t seed)
{
    uint32_t h = sl_hash32(elem, seed) ^ (comp * 0x9E3779B1u);
    return (float)(h >> 8) * 0x1p-24f;
}

/* Element i of an input buffer made by sl_buf_fill_dyadic: an odd
 * multiple of 2^-9 in (-1, 1) from a hash, so a check recomputes any
 * element from its index. */
static inline float sl_dyadic(uint64_t i, uint32_t seed)
{
    uint32_t h = sl_hash32((uint32_t)i, (uint32_t)(i >> 32) ^ seed);
    return (float)(2 * (int)(h & 511u) - 511) * (1.0f / 512.0f);
}

/* Fill dst[0..n) with random odd multiples of 2^-9 in (-1, 1). A float sum
 * of them is exact while every partial sum stays below 2^15 in magnitude,
 * which random signs keep by far for any order a kernel uses (in order,
 * strided, tree; millions of terms reach a few thousand at most, not a
 * sorted order). So a device reduction is checked for equality, not against
 * a loose tolerance: one element lost or read twice shows. */
void sl_rng_fill_dyadic(float *dst, size_t n, uint64_t seed);

#endif
