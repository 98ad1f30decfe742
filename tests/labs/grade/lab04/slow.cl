/* slow: correct, but each lane sums its own run of PER neighbouring masses (lanes PER floats apart, like reading AoS): passes every dataset, uncoalesced on a GPU. */
/* Lab 4: the same tile per group, each lane's particles contiguous
 * instead of a warp's: right answers, the lesson missed. */

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
    global const float *mass = soa + 3 * soa_stride(n);
    const ulong base = get_group_id(0) * TILE + (ulong)get_local_id(0) * PER; /* lane l: particles l*PER .. */
    float acc = 0.0f;
    for (uint k = 0; k < PER; ++k) {
        const ulong i = base + k;
        if (i < n)
            acc += mass[i];
    }
    const float s = group_sum(scratch, acc);
    if (get_local_id(0) == 0)
        sums[get_group_id(0)] = s;
}
