/* Lab 4: AoS to SoA. The total mass of n particles, one partial sum per
 * work-group, reading the particles from a structure of arrays.
 *
 * The handout: simtlab lab show 4
 * Check it:    simtlab lab check 4
 *
 * The same particles as an array of structures would be
 *     struct { float x, y, z, mass; } p[n];        (16 bytes each)
 * and the kernel this lab improves on reads p[i].mass. Here the checker
 * passes one buffer `soa` that holds four arrays one after another:
 *     soa[0*S .. 0*S+n-1]  x
 *     soa[1*S .. 1*S+n-1]  y
 *     soa[2*S .. 2*S+n-1]  z
 *     soa[3*S .. 3*S+n-1]  mass
 * where S = soa_stride(n) (n rounded up to SOA_ALIGN floats, so every
 * array starts on a line).
 *
 * The checker builds this file with -DLOCAL=.. (work-group size), -DPER=..
 * (particles per work-item) and -DSOA_ALIGN=.., and launches enough
 * groups of LOCAL work-items for n particles; n need not fill them.
 *
 * Keep the signature: the checker passes (soa, sums, n) in this order. */

#define TILE ((ulong)LOCAL * PER) /* particles per work-group */

/* Given: n rounded up to a whole number of SOA_ALIGN-float lines. */
static inline ulong soa_stride(ulong n)
{
    return (n + SOA_ALIGN - 1) / SOA_ALIGN * SOA_ALIGN;
}

/* Given: the sum of v over the work-group, in local memory. */
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
    /* TODO(1): point `mass` at the first mass in soa (see the layout
     * above). The placeholder points at the x array: */
    global const float *mass = soa;

    /* Work-item lid of group g takes particles g*TILE + lid + k*LOCAL for
     * k = 0 .. PER-1, so at each k the lanes of a warp read neighbours. */
    const ulong base = get_group_id(0) * TILE + get_local_id(0);
    float acc = 0.0f;
    for (uint k = 0; k < PER; ++k) {
        const ulong i = base + (ulong)k * LOCAL;
        /* TODO(2): add particle i's mass to acc, if particle i exists. */
    }
    const float s = group_sum(scratch, acc);
    if (get_local_id(0) == 0)
        sums[get_group_id(0)] = s;
}
