/* derive.c - every ratio of a result row, from its raw measurements. */
#include "simtlab/derive.h"

#include <math.h>
#include <stdbool.h>

const sl_derived_figure sl_derived_figures[] = {
    { SL_D_PCT_OF_BEST, "pct_of_suite_best" },
    { SL_D_EFFICIENCY, "efficiency" },
    { SL_D_PCT_PEAK, "pct_peak" },
    { SL_D_SPEEDUP_FIRST, "speedup_first" },
    { SL_D_SPEEDUP_PREV, "speedup_prev" },
    { SL_D_LITTLE_NS, NULL },
    { SL_D_NS_PER_LOAD, NULL },
    { SL_D_CYCLES_PER_LOAD, NULL },
    { SL_D_SPREAD, NULL },
    { SL_D_NOISY, NULL },
    { NULL, NULL },
};

double sl_derived(const sl_row *r, const char *key)
{
    return sl_kv_number(&r->derived, key);
}

static double metric(const sl_row *r, const char *key)
{
    return sl_kv_number(&r->metrics, key);
}

/* A figure stands only for a row whose answer was checked. */
static bool counts(const sl_row *r)
{
    return r->status == SL_ROW_OK && r->verified;
}

/* A row's figure for ranking: GFLOP/s when it counts FLOPs (matmul), else GB/s. */
static double rank_figure(const sl_row *r)
{
    return isfinite(r->gflops) ? r->gflops : r->gbps;
}

/* Rows compared with each other: the same kind of figure, and for FLOP
 * rows the same work. */
static bool same_race(const sl_row *a, const sl_row *b)
{
    if (isfinite(a->gflops) != isfinite(b->gflops))
        return false;
    return !isfinite(a->gflops) || a->flops == b->flops;
}

static double pct_of_best(const sl_results *res, size_t first, const sl_row *r)
{
    if (!counts(r))
        return NAN;
    double best = 0.0;
    for (size_t j = first; j < res->n; ++j) {
        const sl_row *o = &res->rows[j];
        if (counts(o) && same_race(r, o) && rank_figure(o) > best)
            best = rank_figure(o);
    }
    return best > 0.0 ? 100.0 * rank_figure(r) / best : NAN;
}

/* The ladder rungs of rows [first, i) before row i on ladder `ladder`:
 * the first and the last verified rung that counts FLOPs. */
static void rungs_before(const sl_results *res, size_t first, size_t i, double ladder, double *base, double *prev)
{
    *base = *prev = NAN;
    for (size_t j = first; j < i; ++j) {
        const sl_row *o = &res->rows[j];
        if (metric(o, SL_M_LADDER) != ladder || metric(o, SL_M_LADDER_PEER) == 1.0)
            continue;
        if (!o->verified || !isfinite(rank_figure(o)))
            continue;
        if (!isfinite(*base))
            *base = rank_figure(o);
        *prev = rank_figure(o);
    }
}

/* stddev / median of the row's timed runs, or NAN when fewer than two ran */
double sl_row_spread(const sl_row *r)
{
    const sl_stats *t = &r->time_ns;
    if (t->n < 2 || !(t->median > 0.0) || !isfinite(t->stddev) || t->stddev < 0.0)
        return NAN;
    return t->stddev / t->median;
}

bool sl_row_noisy(const sl_row *r)
{
    return sl_row_spread(r) > SL_NOISY_SPREAD; /* NAN compares false */
}

void sl_derive(sl_results *res, size_t first, const sl_profile *prof)
{
    const double peak = prof ? sl_dev_fp32_peak_gflops(prof, NULL) : 0.0;
    for (size_t i = first; i < res->n; ++i) {
        sl_row *r = &res->rows[i];
        for (const sl_derived_figure *f = sl_derived_figures; f->key; ++f)
            sl_kv_num(&r->derived, f->key, NAN);
        sl_kv_num(&r->derived, SL_D_PCT_OF_BEST, pct_of_best(res, first, r));

        const double ceiling = metric(r, SL_M_CEILING_GBPS);
        if (ceiling > 0.0)
            sl_kv_num(&r->derived, SL_D_EFFICIENCY, r->gbps / ceiling);

        if (!r->verified)
            continue;
        const double spread = sl_row_spread(r);
        if (isfinite(spread)) {
            sl_kv_num(&r->derived, SL_D_SPREAD, spread);
            sl_kv_num(&r->derived, SL_D_NOISY, spread > SL_NOISY_SPREAD ? 1.0 : 0.0);
        }
        const double in_flight = metric(r, SL_M_BYTES_IN_FLIGHT);
        if (in_flight > 0.0 && r->gbps > 0.0)
            sl_kv_num(&r->derived, SL_D_LITTLE_NS, in_flight / r->gbps); /* bytes / (bytes per ns) */
        const double row_peak = metric(r, SL_M_PEAK_GFLOPS) > 0.0 ? metric(r, SL_M_PEAK_GFLOPS) : peak;
        if (isfinite(r->gflops) && row_peak > 0.0)
            sl_kv_num(&r->derived, SL_D_PCT_PEAK, r->gflops / row_peak);
        const double loads = metric(r, SL_M_LOADS), base_ns = metric(r, SL_M_BASE_NS);
        if (loads > 0.0 && base_ns >= 0.0 && r->time_ns.median > base_ns) {
            const double ns = (r->time_ns.median - base_ns) / loads, mhz = metric(r, SL_M_CLOCK_MHZ);
            sl_kv_num(&r->derived, SL_D_NS_PER_LOAD, ns);
            if (mhz > 0.0)
                sl_kv_num(&r->derived, SL_D_CYCLES_PER_LOAD, ns * mhz / 1000.0);
        }
        const double ladder = metric(r, SL_M_LADDER);
        if (!isfinite(ladder))
            continue;
        double base, prev;
        rungs_before(res, first, i, ladder, &base, &prev);
        if (isfinite(base))
            sl_kv_num(&r->derived, SL_D_SPEEDUP_FIRST, rank_figure(r) / base);
        if (isfinite(prev) && metric(r, SL_M_LADDER_PEER) != 1.0)
            sl_kv_num(&r->derived, SL_D_SPEEDUP_PREV, rank_figure(r) / prev);
    }
}
