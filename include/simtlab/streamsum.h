/* streamsum.h - the occupancy suite's check that needs no device
 * (host/check/streamsum.c): what each work-item of sum_stream and
 * sum_stream_lmem (cl/occupancy.cl, stream_sum) must have summed, and the
 * comparison of a device's sums with it. Pure C: the suite and a kernel
 * test that launches sum_stream_lmem by itself check with the same code. */
#ifndef SIMTLAB_STREAMSUM_H
#define SIMTLAB_STREAMSUM_H

#include <stddef.h>
#include <stdint.h>

/* ref[g] for g < items: work-item g's sum in a launch of `items`
 * work-items over n float4 elements whose float i is sl_dyadic(i, seed)
 * (sl_buf_create_dyadic): the four components of elements g, g + items,
 * g + 2 items, ... (the grid-stride sweep, at any DEPTH). The inputs are
 * dyadic, so the device's float sum is exact in whatever order it adds
 * them (simtlab/rng.h) and equals this double. */
void sl_stream_sum_reference(double *ref, size_t items, size_t n, uint32_t seed);

/* 0 when sums[g] == ref[g] exactly for every g < items; else -1 with `why`:
 * "check failed: B of N work-item sums wrong, first at G (got X, want Y)". */
int sl_stream_sum_check(const float *sums, const double *ref, size_t items, char *why, size_t len);

#endif
