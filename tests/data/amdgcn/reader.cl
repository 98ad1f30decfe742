/* reader.cl - kernels that once fooled simtlab's reader of compiled code
 * (issue 42 item 8): each is compiled to tests/data/amdgcn/reader-*.s. */

/* A label at column 0 from inline asm: a symbol, not a function. */
kernel void asm_label(global const float4 *in, global float4 *out)
{
    const size_t i = get_global_id(0);
#ifdef __AMDGCN__
    __asm__ volatile("s_nop 0\nasm_mark:\n\ts_nop 0" ::: "memory");
#endif
    out[i] = in[i] * 2.0f;
}

/* A callee the compiler keeps: its loads run at the call. */
__attribute__((noinline)) float4 fetch2(global const float4 *p, size_t i)
{
    return p[i] + p[i + 4096];
}

kernel void calls_noinline(global const float4 *in, global float4 *out)
{
    const size_t i = get_global_id(0);
    out[i] = fetch2(in, i);
}

/* A kernel named as an instruction: its label is no load. */
kernel void global_load_dword(global float *out)
{
    out[get_global_id(0)] = 1.0f;
}

/* A private array indexed at run time lives in scratch (buffer_ or
 * scratch_ instructions through the private segment), not global memory. */
kernel void private_array(global const float *in, global float *out, uint k)
{
    float a[64];
    const size_t i = get_global_id(0);
    for (int j = 0; j < 64; ++j)
        a[j] = in[i * 64 + j];
    out[i] = a[(k + i) & 63] + a[k & 63];
}

#ifdef __AMDGCN__ /* 64-bit atomics: libclc for nvptx has none */
/* More distinct memory mnemonics than a fixed table of 48 holds, the
 * widest load (a float4) last. */
kernel void many_ops(global int *gi, global long *gl, global uint *gu, global ulong *gul, global const float4 *in,
                     global float4 *out, local int *li, local long *ll, local uint *lu, local ulong *lul)
{
    const size_t i = get_global_id(0);
    int r = 0;
    long r2 = 0;
    r += atomic_add(gi, 1); r += atomic_sub(gi, 2); r += atomic_min(gi, 3); r += atomic_max(gi, 4);
    r += atomic_and(gi, 5); r += atomic_or(gi, 6); r += atomic_xor(gi, 7); r += atomic_inc(gi);
    r += atomic_dec(gi); r += atomic_xchg(gi, 8); r += atomic_cmpxchg(gi, 9, 10);
    r += (int)atomic_min(gu, 3u); r += (int)atomic_max(gu, 4u);
    r += atomic_add(li, 1); r += atomic_sub(li, 2); r += atomic_min(li, 3); r += atomic_max(li, 4);
    r += atomic_and(li, 5); r += atomic_or(li, 6); r += atomic_xor(li, 7); r += atomic_inc(li);
    r += atomic_dec(li); r += atomic_xchg(li, 8); r += atomic_cmpxchg(li, 9, 10);
    r += (int)atomic_min(lu, 3u); r += (int)atomic_max(lu, 4u);
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
    r2 += atom_add(gl, 1); r2 += atom_sub(gl, 2); r2 += atom_min(gl, 3); r2 += atom_max(gl, 4);
    r2 += atom_and(gl, 5); r2 += atom_or(gl, 6); r2 += atom_xor(gl, 7); r2 += atom_inc(gl);
    r2 += atom_dec(gl); r2 += atom_xchg(gl, 8); r2 += atom_cmpxchg(gl, 9, 10);
    r2 += (long)atom_min(gul, 3ul); r2 += (long)atom_max(gul, 4ul);
    r2 += atom_add(ll, 1); r2 += atom_sub(ll, 2); r2 += atom_min(ll, 3); r2 += atom_max(ll, 4);
    r2 += atom_and(ll, 5); r2 += atom_or(ll, 6); r2 += atom_xor(ll, 7); r2 += atom_inc(ll);
    r2 += atom_dec(ll); r2 += atom_xchg(ll, 8); r2 += atom_cmpxchg(ll, 9, 10);
    r2 += (long)atom_min(lul, 3ul); r2 += (long)atom_max(lul, 4ul);
    /* results unused: LDS atomics without return, mnemonics of their own */
    atomic_add(li + 1, 1); atomic_sub(li + 1, 2); atomic_min(li + 1, 3); atomic_max(li + 1, 4);
    atomic_and(li + 1, 5); atomic_or(li + 1, 6); atomic_xor(li + 1, 7); atomic_inc(li + 1);
    atomic_dec(li + 1); atomic_min(lu + 1, 3u); atomic_max(lu + 1, 4u);
    atom_add(ll + 1, 1); atom_sub(ll + 1, 2); atom_min(ll + 1, 3); atom_max(ll + 1, 4);
    atom_and(ll + 1, 5); atom_or(ll + 1, 6); atom_xor(ll + 1, 7); atom_inc(ll + 1);
    atom_dec(ll + 1); atom_min(lul + 1, 3ul); atom_max(lul + 1, 4ul);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    out[i] = in[i] + (float)r + (float)r2;
}
#endif
