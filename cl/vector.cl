/* vector.cl - the same useful bytes read with 4-, 8- and 16-byte loads per
 * lane (float, float2, float4: DWORDx1/x2/x4, ld.global.f32/v2/v4 in PTX),
 * coalesced and strided.
 *
 * Built once per width with -DVEC=1|2|4, -DINFLIGHT=N (independent loads
 * per lane before any is used) and -DBLOCKED=0|1 (which elements a
 * work-item reads: SL_READ_SWEEP in common.h, 0 on GPUs, 1 on CPUs). */
#ifndef SIMTLAB_CL_COMMON_H /* simtlab puts common.h in front; editors and */
#include "common.h"          /* other tools still find it */
#endif

#ifndef VEC
#define VEC 4
#endif
#ifndef INFLIGHT
#define INFLIGHT 4
#endif

#if VEC == 1
typedef float T;
#define HSUM(v) (v)
#elif VEC == 2
typedef float2 T;
#define HSUM(v) SL_HSUM2(v)
#elif VEC == 4
typedef float4 T;
#define HSUM(v) SL_HSUM4(v)
#else
#error "VEC must be 1, 2 or 4"
#endif

/* read_vector: n VEC-wide elements, element j at in[j * stride], one wide
 * load each; one float sum per work-item out.
 * Teaches: at equal bytes a wider load moves more per instruction and per
 * lane in flight (Little's law), and it wastes less of each sector when the
 * pattern is strided: a lane's 16 B fill half a 32 B sector, its 4 B one
 * eighth. */
#define VECTOR_AT(j) in[(j) * stride]
kernel void read_vector(global const T *restrict in, global float *restrict sums, ulong n, ulong stride)
{
    T acc[INFLIGHT];
    SL_READ_SWEEP(acc, n, VECTOR_AT);
    sums[get_global_id(0)] = HSUM(acc[0]);
}
