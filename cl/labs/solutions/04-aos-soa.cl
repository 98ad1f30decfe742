/* Lab 4, the reference solution: the lanes of a warp read 32 neighbouring
 * masses, 128 bytes, every byte of which is used; the AoS kernel reads the
 * same masses from 512 bytes, three quarters of them x, y and z. */

#define TILE ((ulong)LOCAL * PER)

static inline ulong soa_stride(ulong n)
{
    return (n + SOA_ALIGN - 1) / SOA_ALIGN * SOA_ALIGN;
}

static inline float group_sum(local float *scratch, float v)
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
    global const float *mass = soa + 3 * soa_stride(n); /* after x, y and z */
    const ulong base = get_group_id(0) * TILE + get_local_id(0);
    float acc = 0.0f;
    for (uint k = 0; k < PER; ++k) {
        const ulong i = base + (ulong)k * LOCAL;
        if (i < n)
            acc += mass[i];
    }
    const float s = group_sum(scratch, acc);
    if (get_local_id(0) == 0)
        sums[get_group_id(0)] = s;
}
