/* roof.c - the roofline report: measured roofs, rows placed on them, the
 * terminal picture (roof.h). */
#include "simtlab/roof.h"

#include <math.h>
#include <stdio.h>
#include <stdbool.h>
#include <string.h>

#include "simtlab/derive.h"

#define SWEEP_MAX 64
#define POINTS_MAX 96

static bool ok(const sl_row *r)
{
    return r->status == SL_ROW_OK && r->verified;
}

static bool positive(double v)
{
    return isfinite(v) && v > 0.0;
}

int sl_roof_place_row(const sl_roof *roof, const sl_row *r, sl_roof_place *out)
{
    if (r->status != SL_ROW_OK || !r->verified || !positive(r->flops) || !positive(r->bytes) ||
        !positive(r->gflops))
        return -1;
    out->ai = r->flops / r->bytes;
    out->gflops = r->gflops;
    out->roof_gflops = sl_roof_attainable(roof, out->ai);
    if (!positive(out->roof_gflops))
        return -1;
    out->pct_of_roof = 100.0 * out->gflops / out->roof_gflops;
    out->compute_bound = out->ai >= sl_roof_ridge(roof);
    return 0;
}

bool sl_roofline_sweep_row(sl_show_of show, const sl_row *r)
{
    const sl_show *s = show ? show(r->suite) : NULL;
    return s && s->plot == SL_PLOT_ROOFLINE;
}

bool sl_roofline_roof_row(sl_show_of show, const sl_row *r)
{
    const sl_show *s = show ? show(r->suite) : NULL;
    return s && (s->plot == SL_PLOT_ROOFLINE || (s->roof_kernel && strcmp(r->kernel, s->roof_kernel) == 0));
}

/* A sweep row compute-bound by construction (derive.h)? */
static bool peak_row(const sl_row *r)
{
    const sl_kv *kv = sl_kv_get(&r->metrics, SL_M_PEAK_CANDIDATE);
    return kv && !kv->is_str && kv->num == 1.0;
}

int sl_roofline_roofs(const sl_results *res, size_t first, sl_show_of show, sl_roof *roof, double *sweep_bw,
                      double *read_bw)
{
    double gf[SWEEP_MAX], gb[SWEEP_MAX], peak = 0.0;
    size_t n = 0;
    *read_bw = *sweep_bw = 0.0;
    roof->peak_gflops = roof->bw_gbps = 0.0;
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        if (!ok(r))
            continue;
        if (i >= first && sl_roofline_sweep_row(show, r) && n < SWEEP_MAX) {
            gf[n] = r->gflops;
            gb[n++] = r->gbps;
            if (peak_row(r) && r->gflops > peak)
                peak = r->gflops;
        } else if (sl_roofline_roof_row(show, r) && !sl_roofline_sweep_row(show, r) && r->gbps > *read_bw) {
            *read_bw = r->gbps;
        }
    }
    if (sl_roof_fit(gf, gb, n, roof) == 0)
        return -1;
    if (peak == 0.0)
        return 1; /* no row past every ridge: roof->peak_gflops is only the sweep's best */
    roof->peak_gflops = peak;
    *sweep_bw = roof->bw_gbps;
    if (*read_bw > roof->bw_gbps)
        roof->bw_gbps = *read_bw;
    return 0;
}

void sl_report_roofline(sl_str *out, const sl_results *res, size_t first, sl_show_of show, double spec_peak)
{
    sl_roof roof;
    double sweep_bw, read_bw;
    const int found = sl_roofline_roofs(res, first, show, &roof, &sweep_bw, &read_bw);
    if (found < 0) {
        sl_str_printf(out, "roofline: no verified row of the roofline sweep, so no measured roofs "
                     "(`simtlab run roofline` measures them)\n");
        return;
    }
    if (found > 0) {
        sl_str_printf(out, "roofline: no verified sweep row at twice this device's ridge or more, so no measured peak "
                     "(the sweep's best, %.0f GFLOP/s, may be memory-bound: --only cut the sweep, or the ridge is past its "
                     "1024-FMA step)\n",
                roof.peak_gflops);
        return;
    }
    sl_str_printf(out, "\nroofline of this device, measured:\n");
    sl_str_printf(out, "  FP32 peak       %9.0f GFLOP/s  the sweep's best", roof.peak_gflops);
    if (spec_peak > 0.0)
        sl_str_printf(out, "; %.1f%% of the spec sheet's %.0f (units x lanes x 2 x clock)",
                100.0 * roof.peak_gflops / spec_peak, spec_peak);
    sl_str_printf(out, "\n  bandwidth roof  %9.0f GB/s     ", roof.bw_gbps);
    if (read_bw > sweep_bw)
        sl_str_printf(out, "the bandwidth suite's best read (the sweep's own best: %.0f)\n", sweep_bw);
    else if (read_bw > 0.0)
        sl_str_printf(out, "the sweep's best (the bandwidth suite's best read: %.0f)\n", read_bw);
    else
        sl_str_printf(out, "the sweep's best (`simtlab run bandwidth roofline` puts the best read beside it)\n");
    sl_str_printf(out, "  ridge point     %9.2f FLOP/B   below it a kernel is memory-bound, above it compute-bound\n",
            sl_roof_ridge(&roof));

    sl_roof_point pts[POINTS_MAX];
    /* other rows by letter, in order; '#' past the 52nd */
    static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    size_t np = 0, others = 0;
    sl_str_printf(out, "\nrows that count FLOPs and bytes, on that roofline ('*' = the sweep):\n");
    sl_str_printf(out, "    %-34s %9s %10s %10s %7s  %s\n", "row", "FLOP/B", "GFLOP/s", "roof", "% roof", "bound");
    for (size_t i = 0; i < res->n && np < POINTS_MAX; ++i) {
        const sl_row *r = &res->rows[i];
        sl_roof_place pl;
        if (sl_roof_place_row(&roof, r, &pl) != 0)
            continue;
        const bool own = i >= first && sl_roofline_sweep_row(show, r);
        const char mark = own ? '*' : others < sizeof letters - 1 ? letters[others] : '#';
        others += !own;
        pts[np++] = (sl_roof_point){ pl.ai, pl.gflops, mark };
        char name[160];
        snprintf(name, sizeof name, "%s %s", r->suite, r->case_name[0] ? r->case_name : r->kernel);
        sl_str_printf(out, "  %c %-34.34s %9.2f %10.1f %10.1f %7.1f  %s\n", mark, name, pl.ai, pl.gflops,
                pl.roof_gflops, pl.pct_of_roof, pl.compute_bound ? "compute" : "memory");
    }
    sl_str_printf(out, "\n");
    sl_roof_ascii(out, &roof, pts, np, 64, 16);
    if (!others)
        sl_str_printf(out, "(no other FLOP rows here: `simtlab roofline FILE.json` places the rows of a results file, "
                     "matmul's included)\n");
}
