/* gather.h - the host side of the gather suite that needs no device
 * (host/check/gather.c): the (source, target) pairs, their CSR by source
 * (what the sorted kernels read), and the checks of the sort and of the
 * device's cosines against a double reference. Pure C: tests reach it
 * without OpenCL. */
#ifndef SIMTLAB_GATHER_H
#define SIMTLAB_GATHER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The pairs of one dim, as given and sorted (CSR by source). */
typedef struct sl_gather_pairs {
    size_t n;                 /* pairs */
    uint32_t *pairs;          /* 2n: src, tgt, src, tgt, ... (the device's uint2) */
    size_t n_src;             /* distinct sources */
    uint32_t *src_ids;        /* n_src, ascending */
    uint32_t *offsets;        /* n_src + 1: targets of source k at [offsets[k], offsets[k + 1]) */
    uint32_t *tgts;           /* n, sorted by source, stable */
    uint32_t *perm;           /* n: sorted position j holds pair perm[j] */
    uint32_t *counts;         /* rows + 1: the sort's scratch */
    size_t distinct_rows;     /* rows read by any pair (sl_gather_distinct_rows) */
} sl_gather_pairs;

/* Allocate p's arrays for n pairs over `rows` rows (the CSR arrays sized
 * for the worst case, n sources) without filling them. Returns 0, or -1
 * when memory runs out (free p with sl_gather_pairs_free either way). */
int sl_gather_pairs_alloc(sl_gather_pairs *p, size_t rows, size_t n);

/* n random pairs over `rows` rows into p, its arrays allocated as by
 * sl_gather_pairs_alloc: sources drawn from a pool of n / targets random rows (so each has about
 * `targets` targets), targets from the first tgt_rows rows. Reproducible
 * from seed. Returns 0, or -1 when memory runs out (free p with
 * sl_gather_pairs_free either way). */
int sl_gather_make_pairs(sl_gather_pairs *p, size_t rows, size_t tgt_rows, size_t n, size_t targets,
                         uint64_t seed);

/* Stable counting sort of p->pairs by source into the CSR (n_src, src_ids,
 * offsets, tgts, perm); every source must be below `rows`. What the host
 * does before the sorted kernels can run.
 * Example: pairs (3,1) (0,2) (3,4) (5,0) give src_ids {0, 3, 5}, offsets
 * {0, 1, 3, 4}, tgts {2, 1, 4, 0}, perm {1, 0, 2, 3}. */
void sl_gather_sort(sl_gather_pairs *p, size_t rows);

/* The sort's output, checked independently of how it was made: perm is a
 * permutation, sorted position j holds pair perm[j], sources ascend, and
 * each CSR range holds exactly its source's pairs. 0 when right, else -1
 * with `why` filled. */
int sl_gather_check_sort(const sl_gather_pairs *p, size_t rows, char *why, size_t len);

/* Rows any pair reads (as source or target): the rows a perfect cache
 * would fetch once. 0 when memory runs out. */
size_t sl_gather_distinct_rows(const sl_gather_pairs *p, size_t rows);

/* ref[j] = the cosine of sorted pair j in double, element c of row r being
 * sl_dyadic(r * dim + c, seed) (simtlab/rng.h), as the table was uploaded.
 * Returns 0, or -1 when memory runs out. */
int sl_gather_reference(const sl_gather_pairs *p, unsigned dim, uint32_t seed, double *ref);

/* The tolerance on a cosine computed in float from rows of `dim`
 * dyadic inputs: (2 dim + 8) x 2^-24 (the derivation is in gather.c). */
double sl_gather_tolerance(unsigned dim);

/* The device's cosines out[] against ref[] (in sorted order): out is in
 * sorted order when `sorted`, else in the pairs' order (pair perm[j] at
 * out[perm[j]]). Every one within tol (NaN fails). 0 when right, else -1
 * with `why` filled: how many are off, the first by its pair index. */
int sl_gather_check_cosines(const sl_gather_pairs *p, const float *out, bool sorted, const double *ref, double tol,
                            char *why, size_t len);

/* Free p's arrays and zero it. */
void sl_gather_pairs_free(sl_gather_pairs *p);

#endif
