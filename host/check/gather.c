/* gather.c (check) - the gather suite's host side that needs no device:
 * the pairs, their CSR by source, and the checks of the sort and of the
 * cosines (simtlab/gather.h). In host/check/ beside matmul's reference:
 * pure C that a suite's output is compared with, so unit tests reach it
 * with hand-made pairs and no OpenCL. */
#include "simtlab/gather.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/rng.h"

void sl_gather_pairs_free(sl_gather_pairs *p)
{
    free(p->pairs);
    free(p->src_ids);
    free(p->offsets);
    free(p->tgts);
    free(p->perm);
    free(p->counts);
    memset(p, 0, sizeof *p);
}

int sl_gather_pairs_alloc(sl_gather_pairs *p, size_t rows, size_t n)
{
    p->n = n;
    p->pairs = malloc(2 * n * sizeof *p->pairs);
    p->src_ids = malloc(n * sizeof *p->src_ids);
    p->offsets = malloc((n + 1) * sizeof *p->offsets);
    p->tgts = malloc(n * sizeof *p->tgts);
    p->perm = malloc(n * sizeof *p->perm);
    p->counts = malloc((rows + 1) * sizeof *p->counts);
    return p->pairs && p->src_ids && p->offsets && p->tgts && p->perm && p->counts ? 0 : -1;
}

int sl_gather_make_pairs(sl_gather_pairs *p, size_t rows, size_t tgt_rows, size_t n, size_t targets,
                         uint64_t seed)
{
    size_t pool_n = n / targets ? n / targets : 1;
    uint32_t *pool = malloc(pool_n * sizeof *pool);
    if (sl_gather_pairs_alloc(p, rows, n) != 0 || !pool) {
        free(pool);
        return -1;
    }
    uint64_t st = seed;
    for (size_t i = 0; i < pool_n; ++i)
        pool[i] = (uint32_t)(sl_rng_next(&st) % rows);
    for (size_t i = 0; i < n; ++i) {
        p->pairs[2 * i] = pool[sl_rng_next(&st) % pool_n];
        p->pairs[2 * i + 1] = (uint32_t)(sl_rng_next(&st) % tgt_rows);
    }
    free(pool);
    return 0;
}

void sl_gather_sort(sl_gather_pairs *p, size_t rows)
{
    uint32_t *c = p->counts;
    memset(c, 0, (rows + 1) * sizeof *c);
    for (size_t i = 0; i < p->n; ++i)
        c[p->pairs[2 * i] + 1]++;
    size_t n_src = 0;
    for (size_t r = 0; r < rows; ++r) {
        if (c[r + 1]) {
            p->src_ids[n_src] = (uint32_t)r;
            p->offsets[n_src++] = c[r];
        }
        c[r + 1] += c[r]; /* c[r] = first slot of source r */
    }
    p->n_src = n_src;
    p->offsets[n_src] = (uint32_t)p->n;
    for (size_t i = 0; i < p->n; ++i) {
        uint32_t at = c[p->pairs[2 * i]]++;
        p->tgts[at] = p->pairs[2 * i + 1];
        p->perm[at] = (uint32_t)i;
    }
}

int sl_gather_check_sort(const sl_gather_pairs *p, size_t rows, char *why, size_t len)
{
    unsigned char *seen = calloc(p->n, 1);
    if (!seen) {
        snprintf(why, len, "out of memory for the sort's check");
        return -1;
    }
    int ok = p->n_src > 0 && p->offsets[0] == 0 && p->offsets[p->n_src] == p->n;
    for (size_t k = 0; ok && k < p->n_src; ++k) {
        ok = p->src_ids[k] < rows && (k == 0 || p->src_ids[k] > p->src_ids[k - 1]) &&
             p->offsets[k] < p->offsets[k + 1];
        for (size_t j = p->offsets[k]; ok && j < p->offsets[k + 1]; ++j) {
            uint32_t i = p->perm[j];
            ok = i < p->n && !seen[i] && p->pairs[2 * i] == p->src_ids[k] && p->pairs[2 * i + 1] == p->tgts[j];
            if (ok)
                seen[i] = 1;
        }
    }
    free(seen);
    if (!ok)
        snprintf(why, len, "check failed: the sorted pairs are not a sorted permutation of the pairs");
    return ok ? 0 : -1;
}

size_t sl_gather_distinct_rows(const sl_gather_pairs *p, size_t rows)
{
    unsigned char *used = calloc(rows, 1);
    if (!used)
        return 0;
    size_t d = 0;
    for (size_t i = 0; i < 2 * p->n; ++i)
        if (!used[p->pairs[i]]) {
            used[p->pairs[i]] = 1;
            ++d;
        }
    free(used);
    return d;
}

int sl_gather_reference(const sl_gather_pairs *p, unsigned dim, uint32_t seed, double *ref)
{
    double *srow = malloc(dim * sizeof *srow);
    if (!srow)
        return -1;
    for (size_t k = 0; k < p->n_src; ++k) {
        const uint64_t sb = (uint64_t)p->src_ids[k] * dim;
        double ss = 0.0;
        for (unsigned c = 0; c < dim; ++c) {
            srow[c] = sl_dyadic(sb + c, seed);
            ss += srow[c] * srow[c];
        }
        for (size_t j = p->offsets[k]; j < p->offsets[k + 1]; ++j) {
            const uint64_t tb = (uint64_t)p->tgts[j] * dim;
            double d = 0.0, tt = 0.0;
            for (unsigned c = 0; c < dim; ++c) {
                double t = sl_dyadic(tb + c, seed);
                d += srow[c] * t;
                tt += t * t;
            }
            ref[j] = d / sqrt(ss * tt);
        }
    }
    free(srow);
    return 0;
}

/* Every product of two inputs (odd multiples of 2^-9) is exact, so only
 * the sums round: a float sum of dim terms in any order is off by at most
 * gamma = dim * u times the sum of the terms' magnitudes (Higham, Accuracy
 * and Stability, 4.2; u = 2^-24). For the dot that sum is at most |s| |t|
 * (Cauchy-Schwarz), so the dot adds at most gamma to the cosine; each
 * squared norm is off by a relative gamma and the square root halves it,
 * adding at most gamma |cos| <= gamma; the product, sqrt (3 ulp in OpenCL)
 * and division (2.5 ulp) add under 8 u. So |got - want| <= (2 dim + 8) u:
 * 3.1e-5 at dim 256, 1.2e-4 at 1024. A bound for any summation order, far
 * above what random data shows, but a lost or doubled element moves a
 * cosine by ~1/dim, past it. */
double sl_gather_tolerance(unsigned dim)
{
    return (2.0 * dim + 8.0) * 0x1p-24;
}

int sl_gather_check_cosines(const sl_gather_pairs *p, const float *out, bool sorted, const double *ref, double tol,
                            char *why, size_t len)
{
    size_t bad = 0, first = 0;
    double worst = 0.0;
    for (size_t j = 0; j < p->n; ++j) {
        const size_t at = sorted ? j : p->perm[j];
        const double got = out[at], err = fabs(got - ref[j]);
        if (!(err <= tol)) { /* NaN fails too */
            if (bad++ == 0)
                first = j;
        } else if (err > worst) {
            worst = err;
        }
    }
    if (bad) {
        const size_t at = sorted ? first : p->perm[first];
        snprintf(why, len, "check failed: %zu of %zu cosines off by more than %.2g, first pair %zu (got %.9g, "
                 "want %.9g)", bad, p->n, tol, (size_t)p->perm[first], (double)out[at], ref[first]);
        return -1;
    }
    return 0;
}
