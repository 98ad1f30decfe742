/* correct: the solution written another way (the stride rounded inline, the pass loop left with break once past n). */
/* Lab 4, a student's own correct kernel. */

#define TILE ((ulong)LOCAL * PER)

inline ulong soa_stride(ulong n)
{
    return (n + SOA_ALIGN - 1) / SOA_ALIGN * SOA_ALIGN;
}

inline float group_sum(local float *scratch, float v)
{
    const uint lid = get_local_id(0);
    scratch[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint h = 1;
    while (h * 2 < LOCAL)
        h *= 2;
    for (; h > 0; h /= 2) {
        if (lid < h && lid + h < LOCAL)
            scratch[lid] += scratch[lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    return scratch[0];
}

kernel void sum_mass_soa(global const float *restrict soa, global float *restrict sums, ulong n)
{
    local float scratch[LOCAL];
    const ulong lines = (n + SOA_ALIGN - 1) / SOA_ALIGN;      /* x, y, z: 3 arrays of this many lines */
    global const float *m = soa + 3 * lines * SOA_ALIGN;
    ulong i = get_group_id(0) * TILE + get_local_id(0);
    float total = 0.0f;
    for (uint k = 0; k < PER; ++k, i += LOCAL) {
        if (i >= n)
            break; /* the later passes are further past n */
        total += m[i];
    }
    const float s = group_sum(scratch, total);
    if (get_local_id(0) == 0)
        sums[get_group_id(0)] = s;
}
