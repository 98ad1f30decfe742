/* fill.cl - inputs made on the device, so a 16 GiB strided buffer needs no
 * 16 GiB host copy: element i = sl_dyadic(i, seed) (common.h), which the
 * host recomputes for any index when it checks a result.
 * Teaches nothing itself; not timed. */
#ifndef SIMTLAB_CL_COMMON_H /* simtlab puts common.h in front; editors and */
#include "common.h"          /* other tools still find it */
#endif

kernel void fill_dyadic(global float *restrict p, ulong n, uint seed)
{
    for (ulong i = get_global_id(0); i < n; i += get_global_size(0))
        p[i] = sl_dyadic((uint)i, (uint)(i >> 32) ^ seed);
}
