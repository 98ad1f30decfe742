/* streamsum.c (check) - the occupancy suite's reference and check
 * (simtlab/streamsum.h), beside matmul's and gather's: pure C that the
 * suite's output, and a kernel test's direct launch, are compared with. */
#include "simtlab/streamsum.h"

#include <stdio.h>
#include <string.h>

#include "simtlab/rng.h"

void sl_stream_sum_reference(double *ref, size_t items, size_t n, uint32_t seed)
{
    memset(ref, 0, items * sizeof *ref);
    for (size_t j = 0, g = 0; j < n; ++j) {
        const uint64_t f = 4 * (uint64_t)j;
        ref[g] += (double)sl_dyadic(f, seed) + sl_dyadic(f + 1, seed) + sl_dyadic(f + 2, seed) +
                  sl_dyadic(f + 3, seed);
        if (++g == items)
            g = 0;
    }
}

int sl_stream_sum_check(const float *sums, const double *ref, size_t items, char *why, size_t len)
{
    size_t bad = 0, first = 0;
    for (size_t g = 0; g < items; ++g)
        if ((double)sums[g] != ref[g] && bad++ == 0)
            first = g;
    if (bad)
        snprintf(why, len, "check failed: %zu of %zu work-item sums wrong, first at %zu (got %.9g, want %.9g)", bad,
                 items, first, (double)sums[first], ref[first]);
    return bad ? -1 : 0;
}
