/* race_spin: lab 4's race (the tree's last steps skip the barrier) with a spin loop each lane runs on the two smallest datasets (those oclgrind runs again), 100000 steps of arithmetic read from memory: about a second on PoCL, many minutes under oclgrind, so a tight oclgrind limit stops the memory check before it reports the race: "not checked", never "pass". */
/* Lab 4, from the solution with one planted fault. */

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
        if (h >= 32) /* "a warp runs in lockstep": no barrier within one */
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
    /* the spin: its step count and its test read from memory, so no compiler removes it */
    float w = mass[0];
    const uint spin = n <= 1001 ? 100000u + (uint)fabs(mass[0]) * 0u : 0u;
    for (uint k = 0; k < spin; ++k)
        w = w * 0.5f + 1.0f;
    if (w == -3.0f) /* never: w tends to 2 */
        acc = 0.0f;
    const float s = group_sum(scratch, acc);
    if (get_local_id(0) == 0)
        sums[get_group_id(0)] = s;
}
