/* twins.c - each device against the median of its identical twins (twins.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/error.h"
#include "simtlab/twins.h"

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median of v[0..n) (n > 0), sorting v. */
static double median(double *v, size_t n)
{
    qsort(v, n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static bool has(double v)
{
    return isfinite(v) && v > 0.0;
}

double sl_twin_line_ratio(const double *vals, const int *group, size_t n_dev, size_t n_lines, size_t l, size_t d)
{
    const double mine = vals[d * n_lines + l];
    if (!has(mine))
        return NAN;
    double others[SL_TWIN_MAX_DEVICES];
    size_t no = 0;
    for (size_t t = 0; t < n_dev && t < SL_TWIN_MAX_DEVICES; ++t)
        if (t != d && group[t] == group[d] && has(vals[t * n_lines + l]))
            others[no++] = vals[t * n_lines + l];
    return no ? mine / median(others, no) : NAN;
}

int sl_twin_check(const double *vals, const int *group, size_t n_dev, size_t n_lines, double margin,
                  sl_twin_verdict *out)
{
    if (!(margin >= 0.0 && margin < 1.0) || n_dev > SL_TWIN_MAX_DEVICES)
        return SL_E_USAGE;
    double *ratios = malloc((n_lines ? n_lines : 1) * sizeof *ratios);
    if (!ratios)
        return SL_FAIL;
    for (size_t d = 0; d < n_dev; ++d) {
        sl_twin_verdict *v = &out[d];
        memset(v, 0, sizeof *v);
        v->ratio = v->worst = NAN;
        for (size_t t = 0; t < n_dev; ++t)
            v->twins += t != d && group[t] == group[d];
        size_t nr = 0;
        for (size_t l = 0; l < n_lines && v->twins; ++l) {
            const double r = sl_twin_line_ratio(vals, group, n_dev, n_lines, l, d);
            if (isnan(r))
                continue;
            if (nr == 0 || r < v->worst) {
                v->worst = r;
                v->worst_line = l;
            }
            v->below += r < 1.0 - margin;
            ratios[nr++] = r;
        }
        v->compared = nr;
        if (nr) {
            v->ratio = median(ratios, nr);
            v->slow = v->ratio < 1.0 - margin;
        }
    }
    free(ratios);
    return SL_OK;
}
