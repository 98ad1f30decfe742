/* layout.cl - one set of particles {x, y, z, mass} stored three ways, read
 * by an update that needs all four fields and by one that needs only mass:
 *   AoS    array of structs: particle i at floats [4i, 4i + 4)
 *   SoA    struct of arrays: field f of particle i at f * stride + i, the
 *          arrays' stride being n rounded up to SOA_ALIGN floats
 *   AoSoA  blocks of BLOCK particles, each block x[BLOCK] y[BLOCK] z[BLOCK]
 *          mass[BLOCK]: field f of particle i at
 *          (i / BLOCK) * 4 * BLOCK + f * BLOCK + i % BLOCK
 *
 * Built once with -DLOCAL=L (the work-group size, for the reduction's local
 * array), -DPER=K (particles per work-item), -DBLOCK=B (AoSoA block, the
 * device's SIMD width by default) and -DSOA_ALIGN=A. Work-group g owns the tile of L * PER
 * particles starting at g * L * PER; inside it, pass k gives lane l particle
 * g * L * PER + k * L + l, so neighbouring lanes take neighbouring particles
 * in every layout and only the layout decides which bytes they touch. */

#ifndef LOCAL
#define LOCAL 256
#endif
#ifndef PER
#define PER 4
#endif
#ifndef BLOCK
#define BLOCK 8
#endif
#ifndef SOA_ALIGN
#define SOA_ALIGN 64
#endif

#define TILE ((ulong)LOCAL * PER)

/* 16 bytes, 16-aligned: one particle is one vector load where the compiler
 * wants it. */
typedef struct __attribute__((aligned(16))) particle {
    float x, y, z, mass;
} particle;

/* Floats between the SoA arrays of n particles. */
static inline ulong soa_stride(ulong n)
{
    return (n + SOA_ALIGN - 1) / SOA_ALIGN * SOA_ALIGN;
}

/* Index of field f of particle i in an AoSoA buffer. */
static inline ulong aosoa_at(ulong i, uint f)
{
    return (i / BLOCK) * (4 * BLOCK) + (ulong)f * BLOCK + i % BLOCK;
}

/* The work-group's tree sum of v over LOCAL lanes, for lane 0. Every lane
 * must call it (barriers); any LOCAL, not only powers of two. */
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

/* ---- fields=all: out[i] = (x + y + z) * mass -------------------------- */

/* update_aos_all: each lane loads its whole 16-byte particle; neighbouring
 * lanes read neighbouring particles, so a warp reads one contiguous run.
 * Teaches: AoS is fine when the work needs every field of the struct. */
kernel void update_aos_all(global const particle *restrict p, global float *restrict out, ulong n)
{
    const ulong base = get_group_id(0) * TILE + get_local_id(0);
    for (uint k = 0; k < PER; ++k) {
        const ulong i = base + (ulong)k * LOCAL;
        if (i < n) {
            const particle q = p[i];
            out[i] = (q.x + q.y + q.z) * q.mass;
        }
    }
}

/* update_soa_all: four loads per lane, each from its own array; each load of
 * a warp is one contiguous run. Teaches: SoA costs nothing when all fields
 * are needed: four coalesced streams instead of one. */
kernel void update_soa_all(global const float *restrict soa, global float *restrict out, ulong n)
{
    const ulong stride = soa_stride(n);
    global const float *x = soa, *y = soa + stride, *z = soa + 2 * stride, *m = soa + 3 * stride;
    const ulong base = get_group_id(0) * TILE + get_local_id(0);
    for (uint k = 0; k < PER; ++k) {
        const ulong i = base + (ulong)k * LOCAL;
        if (i < n)
            out[i] = (x[i] + y[i] + z[i]) * m[i];
    }
}

/* update_aosoa_all: four loads per lane, each contiguous across a block of
 * BLOCK lanes. Teaches: with BLOCK = the SIMD width, one request of one
 * field is one contiguous run, as in SoA, while a particle stays in one place. */
kernel void update_aosoa_all(global const float *restrict b, global float *restrict out, ulong n)
{
    const ulong base = get_group_id(0) * TILE + get_local_id(0);
    for (uint k = 0; k < PER; ++k) {
        const ulong i = base + (ulong)k * LOCAL;
        if (i < n) {
            const ulong a = aosoa_at(i, 0);
            out[i] = (b[a] + b[a + BLOCK] + b[a + 2 * BLOCK]) * b[a + 3 * BLOCK];
        }
    }
}

/* ---- fields=one: the sum of mass, one partial sum per work-group --------- */

/* sum_mass_aos: each lane reads 4 bytes out of every 16-byte particle, so a
 * warp's request spans 4x the bytes it uses. Teaches: AoS wastes 3/4 of
 * every line when one field of four is read. */
kernel void sum_mass_aos(global const particle *restrict p, global float *restrict sums, ulong n)
{
    local float scratch[LOCAL];
    const ulong base = get_group_id(0) * TILE + get_local_id(0);
    float acc = 0.0f;
    for (uint k = 0; k < PER; ++k) {
        const ulong i = base + (ulong)k * LOCAL;
        if (i < n)
            acc += p[i].mass;
    }
    const float s = group_sum(scratch, acc);
    if (get_local_id(0) == 0)
        sums[get_group_id(0)] = s;
}

/* sum_mass_soa: lanes read consecutive floats of the mass array only.
 * Teaches: SoA reads exactly the bytes the work needs: the 4x of AoS above. */
kernel void sum_mass_soa(global const float *restrict soa, global float *restrict sums, ulong n)
{
    local float scratch[LOCAL];
    global const float *m = soa + 3 * soa_stride(n);
    const ulong base = get_group_id(0) * TILE + get_local_id(0);
    float acc = 0.0f;
    for (uint k = 0; k < PER; ++k) {
        const ulong i = base + (ulong)k * LOCAL;
        if (i < n)
            acc += m[i];
    }
    const float s = group_sum(scratch, acc);
    if (get_local_id(0) == 0)
        sums[get_group_id(0)] = s;
}

/* sum_mass_aosoa: lanes read BLOCK consecutive masses, then skip the block's
 * x, y and z. Teaches: a block of the SIMD width gives every request one
 * contiguous run; a block smaller than a cache line does not. */
kernel void sum_mass_aosoa(global const float *restrict b, global float *restrict sums, ulong n)
{
    local float scratch[LOCAL];
    const ulong base = get_group_id(0) * TILE + get_local_id(0);
    float acc = 0.0f;
    for (uint k = 0; k < PER; ++k) {
        const ulong i = base + (ulong)k * LOCAL;
        if (i < n)
            acc += b[aosoa_at(i, 3)];
    }
    const float s = group_sum(scratch, acc);
    if (get_local_id(0) == 0)
        sums[get_group_id(0)] = s;
}
