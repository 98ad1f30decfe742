/* rng.c - seeded random inputs. */
#include "simtlab/rng.h"

#include <math.h>

uint64_t sl_rng_next(uint64_t *state)
{
    /* splitmix64 (Steele, Lea, Flood 2014): fast, passes BigCrush, any seed works. */
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* lo + r * scale can round up to hi for the largest r: keep [lo, hi) half-open. */
static inline float in_range(float v, float lo, float hi)
{
    return v < hi ? v : nextafterf(hi, lo);
}

void sl_rng_fill_float(float *dst, size_t n, uint64_t seed, float lo, float hi)
{
    uint64_t state = seed;
    const float scale = (hi - lo) * 0x1p-24f;
    size_t i = 0;
    /* two 24-bit draws per 64-bit value: filling gigabytes stays cheap */
    for (; i + 1 < n; i += 2) {
        uint64_t r = sl_rng_next(&state);
        dst[i] = in_range(lo + (float)(r & 0xFFFFFF) * scale, lo, hi);
        dst[i + 1] = in_range(lo + (float)((r >> 32) & 0xFFFFFF) * scale, lo, hi);
    }
    if (i < n)
        dst[i] = in_range(lo + (float)(sl_rng_next(&state) & 0xFFFFFF) * scale, lo, hi);
}

void sl_rng_fill_dyadic(float *dst, size_t n, uint64_t seed)
{
    uint64_t state = seed;
    size_t i = 0;
    while (i < n) {
        uint64_t r = sl_rng_next(&state);
        /* six 9-bit draws per 64-bit value: k in [0, 512) -> (2k - 511) / 512 */
        for (int j = 0; j < 6 && i < n; ++j, ++i, r >>= 9)
            dst[i] = (float)(2 * (int)(r & 511u) - 511) * (1.0f / 512.0f);
    }
}
