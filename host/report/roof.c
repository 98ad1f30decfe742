/* roof.c - the roofline report: measured roofs, rows placed on them, the
 * terminal picture (roofline.h). */
#include "simtlab/roofline.h"

#include <math.h>

#include "simtlab/derive.h"
#include <stdbool.h>
#include <string.h>

#define SWEEP_MAX 64
#define POINTS_MAX 96

static bool ok(const sl_row *r)
{
    return r->status == SL_ROW_OK && r->verified;
}

static bool sweep_row(const sl_row *r)
{
    return strcmp(r->suite, "roofline") == 0;
}

bool sl_roofline_roof_row(const sl_row *r)
{
    return sweep_row(r) || (strcmp(r->suite, "bandwidth") == 0 && strcmp(r->kernel, "read") == 0);
}

/* A sweep row compute-bound by construction (derive.h)? */
static bool peak_row(const sl_row *r)
{
    const sl_kv *kv = sl_kv_get(&r->metrics, SL_M_PEAK_CANDIDATE);
    return kv && !kv->is_str && kv->num == 1.0;
}

int sl_roofline_roofs(const sl_results *res, size_t first, sl_roof *roof, double *sweep_bw, double *read_bw)
{
    double gf[SWEEP_MAX], gb[SWEEP_MAX], peak = 0.0;
    size_t n = 0;
    *read_bw = *sweep_bw = 0.0;
    roof->peak_gflops = roof->bw_gbps = 0.0;
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        if (!ok(r))
            continue;
        if (i >= first && sweep_row(r) && n < SWEEP_MAX) {
            gf[n] = r->gflops;
            gb[n++] = r->gbps;
            if (peak_row(r) && r->gflops > peak)
                peak = r->gflops;
        } else if (sl_roofline_roof_row(r) && !sweep_row(r) && r->gbps > *read_bw) {
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

void sl_report_roofline(FILE *out, const sl_results *res, size_t first, double spec_peak)
{
    sl_roof roof;
    double sweep_bw, read_bw;
    const int found = sl_roofline_roofs(res, first, &roof, &sweep_bw, &read_bw);
    if (found < 0) {
        fprintf(out, "roofline: no verified row of the roofline sweep, so no measured roofs "
                     "(`simtlab run roofline` measures them)\n");
        return;
    }
    if (found > 0) {
        fprintf(out, "roofline: no verified sweep row at twice this device's ridge or more, so no measured peak "
                     "(the sweep's best, %.0f GFLOP/s, may be memory-bound; --only and --param max_fmas cut it)\n",
                roof.peak_gflops);
        return;
    }
    fprintf(out, "\nroofline of this device, measured:\n");
    fprintf(out, "  FP32 peak       %9.0f GFLOP/s  the sweep's best", roof.peak_gflops);
    if (spec_peak > 0.0)
        fprintf(out, "; %.1f%% of the spec sheet's %.0f (units x lanes x 2 x clock)",
                100.0 * roof.peak_gflops / spec_peak, spec_peak);
    fprintf(out, "\n  bandwidth roof  %9.0f GB/s     ", roof.bw_gbps);
    if (read_bw > sweep_bw)
        fprintf(out, "the bandwidth suite's best read (the sweep's own best: %.0f)\n", sweep_bw);
    else if (read_bw > 0.0)
        fprintf(out, "the sweep's best (the bandwidth suite's best read: %.0f)\n", read_bw);
    else
        fprintf(out, "the sweep's best (`simtlab run bandwidth roofline` puts the best read beside it)\n");
    fprintf(out, "  ridge point     %9.2f FLOP/B   below it a kernel is memory-bound, above it compute-bound\n",
            sl_roof_ridge(&roof));

    sl_roof_point pts[POINTS_MAX];
    /* other rows by letter, in order; '#' past the 52nd */
    static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    size_t np = 0, others = 0;
    fprintf(out, "\nrows that count FLOPs and bytes, on that roofline ('*' = the sweep):\n");
    fprintf(out, "    %-34s %9s %10s %10s %7s  %s\n", "row", "FLOP/B", "GFLOP/s", "roof", "% roof", "bound");
    for (size_t i = 0; i < res->n && np < POINTS_MAX; ++i) {
        const sl_row *r = &res->rows[i];
        sl_roof_place pl;
        if (sl_roof_place_row(&roof, r, &pl) != 0)
            continue;
        const bool own = i >= first && sweep_row(r);
        const char mark = own ? '*' : others < sizeof letters - 1 ? letters[others] : '#';
        others += !own;
        pts[np++] = (sl_roof_point){ pl.ai, pl.gflops, mark };
        char name[160];
        snprintf(name, sizeof name, "%s %s", r->suite, r->case_name[0] ? r->case_name : r->kernel);
        fprintf(out, "  %c %-34.34s %9.2f %10.1f %10.1f %7.1f  %s\n", mark, name, pl.ai, pl.gflops,
                pl.roof_gflops, pl.pct_of_roof, pl.compute_bound ? "compute" : "memory");
    }
    fputc('\n', out);
    sl_roof_ascii(out, &roof, pts, np, 64, 16);
    if (!others)
        fprintf(out, "(no other FLOP rows here: `simtlab roofline FILE.json` places the rows of a results file, "
                     "matmul's included)\n");
}
