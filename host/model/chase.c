/* chase.c - the chase's random cycle and the plateaus of a latency ladder. */
#include "simtlab/chase.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/rng.h"

void sl_chase_cycle(uint32_t *succ, size_t n, uint64_t seed)
{
    uint64_t state = seed;
    for (size_t i = 0; i < n; ++i)
        succ[i] = (uint32_t)i;
    /* Sattolo (1986): Fisher-Yates drawing j from [0, i) instead of
     * [0, i], which makes every result a single n-cycle. j = the high 32
     * bits of r x i (i < 2^32): unbiased within 2^-32, no division. */
    for (size_t i = n; i-- > 1;) {
        const uint64_t r = sl_rng_next(&state) >> 32;
        const size_t j = (size_t)((r * (uint64_t)i) >> 32);
        const uint32_t t = succ[i];
        succ[i] = succ[j];
        succ[j] = t;
    }
}

uint32_t sl_chase_walk(const uint32_t *succ, size_t n, uint32_t start, uint64_t steps)
{
    uint32_t p = start;
    for (uint64_t k = steps % n; k > 0; --k)
        p = succ[p];
    return p;
}

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median of v[i] for the i in [from, to] whose owner is `who`
 * (owner NULL: all of them); scratch holds to - from + 1 doubles. */
static double median_of(const double *v, const int *owner, int who, size_t from, size_t to, double *scratch)
{
    size_t m = 0;
    for (size_t i = from; i <= to; ++i)
        if (!owner || owner[i] == who)
            scratch[m++] = v[i];
    if (m == 0)
        return NAN;
    qsort(scratch, m, sizeof *scratch, cmp_double);
    return m % 2 ? scratch[m / 2] : 0.5 * (scratch[m / 2 - 1] + scratch[m / 2]);
}

static bool near(double a, double b, double tol)
{
    return fabs(a - b) <= tol * fmin(a, b);
}

/* sl_plateaus's working arrays, n each: which plateau owns a point (-1:
 * none), the median's scratch, and each run's first and last point. */
typedef struct plateau_work {
    int *owner;
    double *scratch;
    size_t *run_first, *run_last;
} plateau_work;

/* Runs: a point joins the current run when within tol of its median; a
 * point with no positive finite y ends the run. Returns the runs. */
static size_t find_runs(const double *y, size_t n, double tol, plateau_work *w)
{
    size_t runs = 0;
    bool open = false;
    for (size_t i = 0; i < n; ++i) {
        w->owner[i] = -1;
        if (!(y[i] > 0.0) || !isfinite(y[i])) {
            open = false;
            continue;
        }
        if (open) {
            const double med = median_of(y, NULL, 0, w->run_first[runs - 1], w->run_last[runs - 1], w->scratch);
            if (near(y[i], med, tol)) {
                w->run_last[runs - 1] = i;
                continue;
            }
        }
        w->run_first[runs] = w->run_last[runs] = i;
        ++runs;
        open = true;
    }
    return runs;
}

/* Plateaus: the runs long enough; a shorter run is a transition. Returns
 * the plateaus kept, moved to the front and owning their points. */
static size_t keep_long_runs(plateau_work *w, size_t runs)
{
    size_t kept = 0;
    for (size_t r = 0; r < runs; ++r) {
        if (w->run_last[r] - w->run_first[r] + 1 < SL_PLATEAU_MIN_POINTS)
            continue;
        for (size_t i = w->run_first[r]; i <= w->run_last[r]; ++i)
            w->owner[i] = (int)kept;
        w->run_first[kept] = w->run_first[r];
        w->run_last[kept] = w->run_last[r];
        ++kept;
    }
    return kept;
}

/* Fold plateau k + 1 into k and move the ones after it down by one. */
static void merge_next(plateau_work *w, size_t k, size_t kept)
{
    for (size_t i = w->run_first[k + 1]; i <= w->run_last[k + 1]; ++i)
        if (w->owner[i] == (int)k + 1)
            w->owner[i] = (int)k;
    w->run_last[k] = w->run_last[k + 1];
    for (size_t j = k + 1; j + 1 < kept; ++j) {
        for (size_t i = w->run_first[j + 1]; i <= w->run_last[j + 1]; ++i)
            if (w->owner[i] == (int)j + 1)
                w->owner[i] = (int)j;
        w->run_first[j] = w->run_first[j + 1];
        w->run_last[j] = w->run_last[j + 1];
    }
}

/* One level split in two merges: by a lone spike (neighbouring plateaus
 * whose medians are within tol), or by a slope (plateaus with no point
 * between them whose facing points are within tol: the run broke because
 * its median drifted, not at a step). Returns the plateaus left. */
static size_t merge_split_levels(const double *y, double tol, plateau_work *w, size_t kept)
{
    for (bool merged = true; merged && kept > 1;) {
        merged = false;
        for (size_t k = 0; k + 1 < kept; ++k) {
            const double a = median_of(y, w->owner, (int)k, w->run_first[k], w->run_last[k], w->scratch);
            const double b = median_of(y, w->owner, (int)k + 1, w->run_first[k + 1], w->run_last[k + 1], w->scratch);
            const bool slope = w->run_last[k] + 1 == w->run_first[k + 1] &&
                               near(y[w->run_last[k]], y[w->run_first[k + 1]], tol);
            if (!near(a, b, tol) && !slope)
                continue;
            merge_next(w, k, kept);
            --kept;
            merged = true;
            break;
        }
    }
    return kept;
}

/* Plateau k's range, point count, median, least and greatest figure. */
static void describe_plateau(sl_plateau *p, size_t k, const double *x, const double *y, const double *aux,
                             const plateau_work *w)
{
    memset(p, 0, sizeof *p);
    p->first = w->run_first[k];
    p->last = w->run_last[k];
    for (size_t i = p->first; i <= p->last; ++i)
        p->points += w->owner[i] == (int)k;
    p->lo = x[p->first];
    p->hi = x[p->last];
    p->median = median_of(y, w->owner, (int)k, p->first, p->last, w->scratch);
    p->min = INFINITY;
    p->max = -INFINITY;
    for (size_t i = p->first; i <= p->last; ++i)
        if (w->owner[i] == (int)k) {
            p->min = fmin(p->min, y[i]);
            p->max = fmax(p->max, y[i]);
        }
    p->aux_median = aux ? median_of(aux, w->owner, (int)k, p->first, p->last, w->scratch) : NAN;
}

size_t sl_plateaus(const double *x, const double *y, const double *aux, size_t n, double tol, sl_plateau *out,
                   size_t max)
{
    if (n < SL_PLATEAU_MIN_POINTS || max == 0)
        return 0;
    plateau_work w;
    w.owner = malloc(n * sizeof *w.owner);
    w.scratch = malloc(n * sizeof *w.scratch);
    w.run_first = malloc(n * sizeof *w.run_first);
    w.run_last = malloc(n * sizeof *w.run_last);
    size_t kept = 0;
    if (!w.owner || !w.scratch || !w.run_first || !w.run_last)
        goto done;
    kept = keep_long_runs(&w, find_runs(y, n, tol, &w));
    kept = merge_split_levels(y, tol, &w, kept);
    if (kept > max)
        kept = max;
    for (size_t k = 0; k < kept; ++k)
        describe_plateau(&out[k], k, x, y, aux, &w);
done:
    free(w.owner);
    free(w.scratch);
    free(w.run_first);
    free(w.run_last);
    return kept;
}

void sl_plateau_label(sl_plateau *p, size_t n, double last_x, bool gpu, bool nvidia, double llc_bytes)
{
    if (n == 0)
        return;
    /* the first memory plateau: the first wholly past the last-level
     * cache; else the last, when it reaches the end and runs past it (or,
     * with no size known, is not the only one); else none */
    size_t caches = n;
    for (size_t k = 0; llc_bytes > 0.0 && k < n && caches == n; ++k)
        if (p[k].lo > llc_bytes)
            caches = k;
    const sl_plateau *l = &p[n - 1];
    if (caches == n && l->hi >= last_x && (llc_bytes > 0.0 ? l->hi > llc_bytes : n > 1))
        caches = n - 1;
    /* past SL_PLATEAU_MAX_CACHES cache plateaus the rest is memory too,
     * unconfirmed by size */
    const size_t by_size = caches;
    if (caches > SL_PLATEAU_MAX_CACHES && n > SL_PLATEAU_MAX_CACHES)
        caches = SL_PLATEAU_MAX_CACHES;
    for (size_t k = caches; k < n; ++k) {
        const bool sure = llc_bytes > 0.0 && k >= by_size;
        snprintf(p[k].label, sizeof p[k].label, "%s", sure ? "DRAM" : "DRAM?");
    }
    for (size_t k = 0; k < caches; ++k) {
        if (gpu && nvidia && k == 2)
            snprintf(p[k].label, sizeof p[k].label, "L2 (far)");
        else if (gpu && nvidia && k > 2)
            snprintf(p[k].label, sizeof p[k].label, "L2 (far %zu)", k - 1);
        else
            snprintf(p[k].label, sizeof p[k].label, "L%zu", k + 1);
    }
}
