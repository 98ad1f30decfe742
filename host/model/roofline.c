/* roofline.c - the roofs, rows placed on them, and the terminal picture. */
#include "simtlab/roofline.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

double sl_roof_ridge(const sl_roof *r)
{
    return r->peak_gflops > 0.0 && r->bw_gbps > 0.0 ? r->peak_gflops / r->bw_gbps : NAN;
}

double sl_roof_attainable(const sl_roof *r, double ai)
{
    if (!(r->peak_gflops > 0.0 && r->bw_gbps > 0.0 && ai > 0.0))
        return NAN;
    const double mem = ai * r->bw_gbps;
    return mem < r->peak_gflops ? mem : r->peak_gflops;
}

static int positive(double v)
{
    return isfinite(v) && v > 0.0;
}

size_t sl_roof_fit(const double *gflops, const double *gbps, size_t n, sl_roof *out)
{
    out->peak_gflops = out->bw_gbps = 0.0;
    size_t used = 0;
    for (size_t i = 0; i < n; ++i) {
        if (!positive(gflops[i]) || !positive(gbps[i]))
            continue;
        ++used;
        if (gflops[i] > out->peak_gflops)
            out->peak_gflops = gflops[i];
        if (gbps[i] > out->bw_gbps)
            out->bw_gbps = gbps[i];
    }
    return used;
}

#define ASCII_MAX_W 160
#define ASCII_MAX_H 60

/* The row (0 = top) of log10(v) on [lo, hi]. */
static int row_of(double v, double lo, double hi, int h)
{
    const double f = (log10(v) - lo) / (hi - lo);
    int r = (h - 1) - (int)lround(f * (h - 1));
    return r < 0 ? 0 : r >= h ? h - 1 : r;
}

static int col_of(double ai, double lo, double hi, int w)
{
    const double f = (log2(ai) - lo) / (hi - lo);
    int c = (int)lround(f * (w - 1));
    return c < 0 ? 0 : c >= w ? w - 1 : c;
}

void sl_roof_ascii(sl_str *out, const sl_roof *roof, const sl_roof_point *pts, size_t n, int width, int height)
{
    const double ridge = sl_roof_ridge(roof);
    if (!isfinite(ridge))
        return;
    int w = width < 24 ? 24 : width > ASCII_MAX_W ? ASCII_MAX_W : width;
    int h = height < 8 ? 8 : height > ASCII_MAX_H ? ASCII_MAX_H : height;
    /* x: log2 intensity over the points and four octaves either side of the ridge */
    double xlo = log2(ridge) - 4.0, xhi = log2(ridge) + 4.0;
    double ylo = log10(roof->peak_gflops), yhi = ylo;
    for (size_t i = 0; i < n; ++i) {
        if (!positive(pts[i].ai) || !positive(pts[i].gflops))
            continue;
        xlo = fmin(xlo, floor(log2(pts[i].ai)));
        xhi = fmax(xhi, ceil(log2(pts[i].ai)));
        ylo = fmin(ylo, log10(pts[i].gflops));
    }
    ylo = fmin(ylo, log10(sl_roof_attainable(roof, exp2(xlo))));
    ylo = floor(ylo);
    yhi = ceil(yhi + 0.05);
    char grid[ASCII_MAX_H][ASCII_MAX_W + 1];
    for (int r = 0; r < h; ++r) {
        memset(grid[r], ' ', (size_t)w);
        grid[r][w] = '\0';
    }
    for (int c = 0; c < w; ++c) {
        const double ai = exp2(xlo + (xhi - xlo) * c / (w - 1));
        grid[row_of(sl_roof_attainable(roof, ai), ylo, yhi, h)][c] = ai < ridge ? '/' : '_';
    }
    for (size_t i = 0; i < n; ++i)
        if (positive(pts[i].ai) && positive(pts[i].gflops))
            grid[row_of(pts[i].gflops, ylo, yhi, h)][col_of(pts[i].ai, xlo, xhi, w)] = pts[i].mark;
    sl_str_printf(out, "  GFLOP/s (log)\n");
    for (int r = 0; r < h; ++r) {
        char label[16] = "";
        if (r == 0 || r == h - 1)
            snprintf(label, sizeof label, "%.0e", pow(10.0, r == 0 ? yhi : ylo));
        sl_str_printf(out, "  %8s |%s\n", label, grid[r]);
    }
    sl_str_printf(out, "  %8s +", "");
    for (int c = 0; c < w; ++c)
        sl_str_printf(out, "-");
    sl_str_printf(out, "\n");
    char lo[16], hi[16];
    snprintf(lo, sizeof lo, "%g", exp2(xlo));
    snprintf(hi, sizeof hi, "%g", exp2(xhi));
    const int rc = col_of(ridge, xlo, xhi, w);
    sl_str_printf(out, "  %8s  %s%*s%s\n", "", lo, w - (int)strlen(lo) - (int)strlen(hi), "", hi);
    sl_str_printf(out, "  %8s  %*s^ ridge %.1f FLOP/B   (x: FLOP per byte, log2)\n", "", rc, "", ridge);
}
