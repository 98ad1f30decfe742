/* common.h - helpers shared by simtlab's kernels. simtlab builds every
 * kernel file with this file in front of it (no -I needed); a kernel
 * includes it inside #ifndef SIMTLAB_CL_COMMON_H for other tools. The host
 * mirrors each function in include/simtlab/rng.h; keep the two identical.
 *
 * Helpers here and in every kernel file are `static inline`: a plain
 * `inline` is a C99 inline-only definition, which emits no function, so
 * where clang's nvptx did not inline it the PTX calls an undefined
 * `.extern .func` (matmul.cl's tiled_body did) and a driver cannot load
 * it. tests/cli/test_offline.sh fails on a plain one. */
#ifndef SIMTLAB_CL_COMMON_H
#define SIMTLAB_CL_COMMON_H

static inline uint sl_hash32(uint x, uint seed)
{
    x ^= seed;
    x *= 0x9E3779B1u;
    x ^= x >> 16;
    x *= 0x85EBCA6Bu;
    x ^= x >> 13;
    return x;
}

/* The value a write kernel stores in component `comp` of element `elem`. */
static inline float sl_pattern_float(uint elem, uint comp, uint seed)
{
    uint h = sl_hash32(elem, seed) ^ (comp * 0x9E3779B1u);
    return (float)(h >> 8) * (1.0f / 16777216.0f);
}

/* ---- the persistent-grid read of stride.cl, offset.cl and vector.cl ---- */

/* Horizontal sums from single components: .lo/.hi would be shuffles with an
 * undefined half, which oclgrind's uninitialized-value check misreports. */
#define SL_HSUM2(v) ((v).s0 + (v).s1)
#define SL_HSUM4(v) (((v).s0 + (v).s1) + ((v).s2 + (v).s3))

/* SL_READ_SWEEP(acc, n, ELEM): sums into acc[0] the elements ELEM(j), j in
 * [0, n), that this work-item owns, with INFLIGHT independent loads in
 * flight before any is used (acc is the kernel's T acc[INFLIGHT]). Which j
 * a work-item owns is -DBLOCKED's choice; the host's check
 * (host/suites/readpattern.c) mirrors both:
 *  - 0 (GPUs): a grid-stride sweep, work-item gid takes gid, gid + gsz, ..:
 *    at every step the lanes of a warp/wavefront read neighbouring j.
 *  - 1 (CPUs): each work-item walks its own contiguous run of j. A CPU runs
 *    a work-group's items one after another in a loop, so the interleaved
 *    sweep would make each item stride through memory.
 * Both end with a grid-stride tail of fewer than gsz x INFLIGHT elements. */
#define SL_SWEEP_INTERLEAVED(acc, n, ELEM)                                     \
    do {                                                                       \
        const ulong sl_gid = get_global_id(0);                                 \
        const ulong sl_gsz = get_global_size(0);                               \
        _Pragma("unroll") for (int sl_k = 0; sl_k < INFLIGHT; ++sl_k)          \
            (acc)[sl_k] = 0.0f;                                                \
        const ulong sl_step = sl_gsz * INFLIGHT;                               \
        const ulong sl_rounds = (n) / sl_step;                                 \
        ulong sl_j = sl_gid;                                                   \
        for (ulong sl_r = 0; sl_r < sl_rounds; ++sl_r, sl_j += sl_step) {      \
            _Pragma("unroll") for (int sl_k = 0; sl_k < INFLIGHT; ++sl_k)      \
                (acc)[sl_k] += ELEM(sl_j + (ulong)sl_k * sl_gsz);              \
        }                                                                      \
        for (; sl_j < (n); sl_j += sl_gsz)                                     \
            (acc)[0] += ELEM(sl_j);                                            \
        _Pragma("unroll") for (int sl_k = 1; sl_k < INFLIGHT; ++sl_k)          \
            (acc)[0] += (acc)[sl_k];                                           \
    } while (0)

#define SL_SWEEP_BLOCKED(acc, n, ELEM)                                         \
    do {                                                                       \
        const ulong sl_gid = get_global_id(0);                                 \
        const ulong sl_gsz = get_global_size(0);                               \
        _Pragma("unroll") for (int sl_k = 0; sl_k < INFLIGHT; ++sl_k)          \
            (acc)[sl_k] = 0.0f;                                                \
        const ulong sl_per = (n) / sl_gsz / INFLIGHT * INFLIGHT; /* its run */ \
        const ulong sl_first = sl_gid * sl_per;                                \
        for (ulong sl_r = 0; sl_r < sl_per; sl_r += INFLIGHT) {                \
            _Pragma("unroll") for (int sl_k = 0; sl_k < INFLIGHT; ++sl_k)      \
                (acc)[sl_k] += ELEM(sl_first + sl_r + (ulong)sl_k);            \
        }                                                                      \
        for (ulong sl_j = sl_gsz * sl_per + sl_gid; sl_j < (n); sl_j += sl_gsz) \
            (acc)[0] += ELEM(sl_j);                                            \
        _Pragma("unroll") for (int sl_k = 1; sl_k < INFLIGHT; ++sl_k)          \
            (acc)[0] += (acc)[sl_k];                                           \
    } while (0)

/* BLOCKED comes from the host's -D (a kernel file's default is 0). */
#if defined(BLOCKED) && BLOCKED == 1
#define SL_READ_SWEEP SL_SWEEP_BLOCKED
#else
#define SL_READ_SWEEP SL_SWEEP_INTERLEAVED
#endif

#endif
