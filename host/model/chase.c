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

size_t sl_plateaus(const double *x, const double *y, const double *aux, size_t n, double tol, sl_plateau *out,
                   size_t max)
{
    if (n < SL_PLATEAU_MIN_POINTS || max == 0)
        return 0;
    int *owner = malloc(n * sizeof *owner);
    double *scratch = malloc(n * sizeof *scratch);
    size_t *run_first = malloc(n * sizeof *run_first), *run_last = malloc(n * sizeof *run_last);
    size_t runs = 0, kept = 0;
    if (!owner || !scratch || !run_first || !run_last)
        goto done;
    /* runs: a point joins the current run when within tol of its median */
    bool open = false;
    for (size_t i = 0; i < n; ++i) {
        owner[i] = -1;
        if (!(y[i] > 0.0) || !isfinite(y[i])) {
            open = false;
            continue;
        }
        if (open) {
            const double med = median_of(y, NULL, 0, run_first[runs - 1], run_last[runs - 1], scratch);
            if (near(y[i], med, tol)) {
                run_last[runs - 1] = i;
                continue;
            }
        }
        run_first[runs] = run_last[runs] = i;
        ++runs;
        open = true;
    }
    /* plateaus: the runs long enough; a shorter run is a transition */
    for (size_t r = 0; r < runs; ++r) {
        if (run_last[r] - run_first[r] + 1 < SL_PLATEAU_MIN_POINTS)
            continue;
        for (size_t i = run_first[r]; i <= run_last[r]; ++i)
            owner[i] = (int)kept;
        run_first[kept] = run_first[r];
        run_last[kept] = run_last[r];
        ++kept;
    }
    /* One level split in two merges: by a lone spike (neighbouring
     * plateaus whose medians are within tol), or by a slope (plateaus with
     * no point between them whose facing points are within tol: the run
     * broke because its median drifted, not at a step) */
    for (bool merged = true; merged && kept > 1;) {
        merged = false;
        for (size_t k = 0; k + 1 < kept; ++k) {
            const double a = median_of(y, owner, (int)k, run_first[k], run_last[k], scratch);
            const double b = median_of(y, owner, (int)k + 1, run_first[k + 1], run_last[k + 1], scratch);
            const bool slope = run_last[k] + 1 == run_first[k + 1] && near(y[run_last[k]], y[run_first[k + 1]], tol);
            if (!near(a, b, tol) && !slope)
                continue;
            for (size_t i = run_first[k + 1]; i <= run_last[k + 1]; ++i)
                if (owner[i] == (int)k + 1)
                    owner[i] = (int)k;
            run_last[k] = run_last[k + 1];
            for (size_t j = k + 1; j + 1 < kept; ++j) {
                for (size_t i = run_first[j + 1]; i <= run_last[j + 1]; ++i)
                    if (owner[i] == (int)j + 1)
                        owner[i] = (int)j;
                run_first[j] = run_first[j + 1];
                run_last[j] = run_last[j + 1];
            }
            --kept;
            merged = true;
            break;
        }
    }
    if (kept > max)
        kept = max;
    for (size_t k = 0; k < kept; ++k) {
        sl_plateau *p = &out[k];
        memset(p, 0, sizeof *p);
        p->first = run_first[k];
        p->last = run_last[k];
        for (size_t i = p->first; i <= p->last; ++i)
            p->points += owner[i] == (int)k;
        p->lo = x[p->first];
        p->hi = x[p->last];
        p->median = median_of(y, owner, (int)k, p->first, p->last, scratch);
        p->min = INFINITY;
        p->max = -INFINITY;
        for (size_t i = p->first; i <= p->last; ++i)
            if (owner[i] == (int)k) {
                p->min = fmin(p->min, y[i]);
                p->max = fmax(p->max, y[i]);
            }
        p->aux_median = aux ? median_of(aux, owner, (int)k, p->first, p->last, scratch) : NAN;
    }
done:
    free(owner);
    free(scratch);
    free(run_first);
    free(run_last);
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
