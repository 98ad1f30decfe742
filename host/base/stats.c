/* stats.c - summary statistics of repeated timings. */
#include "simtlab/stats.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int sl_stats_compute(const double *samples, size_t n, sl_stats *out)
{
    if (n == 0 || !samples || !out)
        return -1;
    double *s = malloc(n * sizeof *s);
    if (!s)
        return -1;
    memcpy(s, samples, n * sizeof *s);
    qsort(s, n, sizeof *s, cmp_double);

    double sum = 0.0;
    for (size_t i = 0; i < n; ++i)
        sum += s[i];
    double mean = sum / (double)n;
    double ss = 0.0;
    for (size_t i = 0; i < n; ++i)
        ss += (s[i] - mean) * (s[i] - mean);

    out->n = n;
    out->min = s[0];
    out->max = s[n - 1];
    out->mean = mean;
    out->median = (n % 2) ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
    out->stddev = n > 1 ? sqrt(ss / (double)(n - 1)) : 0.0;
    free(s);
    return 0;
}
