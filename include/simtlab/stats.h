/* stats.h - summary statistics of repeated timings. */
#ifndef SIMTLAB_STATS_H
#define SIMTLAB_STATS_H

#include <stddef.h>

typedef struct sl_stats {
    double min, median, mean, max, stddev;  /* same unit as the samples */
    size_t n;
} sl_stats;

/* Summarise n samples (not modified). The median of an even count is the mean
 * of the two middle values; stddev is the sample standard deviation (n - 1),
 * 0 for one sample. Returns 0, or -1 when n is 0 or memory runs out. */
int sl_stats_compute(const double *samples, size_t n, sl_stats *out);

#endif
