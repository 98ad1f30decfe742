/* test_amdgcn.c - reading AMD GPU code compiled offline: finding a
 * kernel's text by whole name, counting its memory instructions by space
 * and width, reading the compiler's resource remarks and the wave size.
 * Pure C, no device.
 *
 * tests/data/amdgcn/ holds real output of Debian clang 15.0.6 with
 * rocm-device-libs 5.2.3, made once from the repository root with
 *   clang-15 -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu=CPU [-mwavefrontsize64] -O3
 *     --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode -I cl
 *     -Rpass-analysis=kernel-resource-usage -S -o NAME.s FILE.cl 2> NAME.remarks
 * scale-{gfx906,gfx90a,gfx1030,gfx1030-w64}: cl/scale.cl; transpose-gfx1030:
 * cl/transpose.cl; banks-vec4-gfx1030: cl/banks.cl -DVEC=4;
 * lab05-ts16-gfx906: cl/labs/solutions/05-tiled-matmul.cl -DTS=16. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/amdgcn.h"
#include "simtlab/ptx.h"
#include "simtlab/slurp.h"

/* tests/data/amdgcn/NAME, NUL-terminated (the caller frees it): the
 * project's one file reader. */
static char *slurp(const char *name)
{
    char path[512], *text = NULL;
    size_t n = 0;
    sl_err e = { 0 };
    snprintf(path, sizeof path, "%s/amdgcn/%s", SIMTLAB_TEST_DATA, name);
    if (sl_slurp(path, "test data", 0, &text, &n, &e) != SL_OK)
        fail_msg("%s", e.msg);
    assert_true(n > 500); /* not empty, not cut */
    return text;
}

static const sl_amdgcn_op *find(const sl_amdgcn_op *ops, size_t n, const char *op)
{
    for (size_t i = 0; i < n; ++i)
        if (strcmp(ops[i].op, op) == 0)
            return &ops[i];
    fail_msg("no %s among %zu ops", op, n);
    return NULL;
}

static bool has(const sl_amdgcn_op *ops, size_t n, const char *op)
{
    for (size_t i = 0; i < n; ++i)
        if (strcmp(ops[i].op, op) == 0)
            return true;
    return false;
}

/* Loads before stores; within each, by space, then width, then name. */
static void assert_ordered(const sl_amdgcn_op *ops, size_t n)
{
    for (size_t i = 1; i < n; ++i) {
        const sl_amdgcn_op *a = &ops[i - 1], *b = &ops[i];
        assert_true(a->store <= b->store);
        if (a->store == b->store) {
            int c = strcmp(a->space, b->space);
            assert_true(c <= 0);
            if (c == 0)
                assert_true(a->bytes <= b->bytes);
        }
    }
}

/* Kernel `name`'s memory ops in asm; fails when there is no such kernel. */
static size_t kernel_ops(const char *asm_text, const char *name, sl_amdgcn_op *ops, size_t max)
{
    const char *body;
    size_t len;
    assert_true(sl_amdgcn_kernel(asm_text, name, &body, &len));
    size_t n = sl_amdgcn_mem_ops(body, len, ops, max);
    assert_ordered(ops, n);
    return n;
}

static const char *const scale_targets[] = { "gfx906", "gfx90a", "gfx1030", "gfx1030-w64" };

/* scale, scale4 and scale4_offset on every target: one label each, whole
 * names only, the body from the label to .Lfunc_end. */
static void test_kernel_bounds(void **state)
{
    (void)state;
    for (size_t t = 0; t < 4; ++t) {
        char file[64];
        snprintf(file, sizeof file, "scale-%s.s", scale_targets[t]);
        char *s = slurp(file);
        const char *body, *body4;
        size_t len, len4;
        assert_true(sl_amdgcn_kernel(s, "scale", &body, &len));
        assert_true(strncmp(body, "scale:", 6) == 0);
        assert_true(strncmp(body + len, ".Lfunc_end0:", 12) == 0);
        assert_null(memchr(body, '\0', len));
        assert_true(sl_amdgcn_kernel(s, "scale4", &body4, &len4));
        assert_true(strncmp(body4, "scale4:", 7) == 0);
        assert_true(strncmp(body4 + len4, ".Lfunc_end1:", 12) == 0);
        assert_true(body + len < body4); /* scale's text stops before scale4 */
        assert_true(sl_amdgcn_kernel(s, "scale4_offset", &body, &len));
        assert_true(strncmp(body + len, ".Lfunc_end2:", 12) == 0);
        assert_false(sl_amdgcn_kernel(s, "scal", &body, &len));
        assert_false(sl_amdgcn_kernel(s, "scale4_offse", &body, &len));
        assert_false(sl_amdgcn_kernel(s, "scale4_offset_x", &body, &len));
        assert_false(sl_amdgcn_kernel(s, "", &body, &len));
        free(s);
    }
}

/* scale is one DWORD load and store a lane; scale4 one DWORDx4 each
 * (its tail one DWORD each), the same on GCN, CDNA2 and RDNA2. */
static void test_scale_ops(void **state)
{
    (void)state;
    for (size_t t = 0; t < 4; ++t) {
        char file[64];
        snprintf(file, sizeof file, "scale-%s.s", scale_targets[t]);
        char *s = slurp(file);
        sl_amdgcn_op ops[16];
        size_t n = kernel_ops(s, "scale", ops, 16);
        assert_int_equal(n, 5);
        assert_string_equal(ops[0].op, "global_load_dword"); /* loads first, global before scalar */
        assert_string_equal(ops[0].space, "global");
        assert_int_equal(ops[0].bytes, 4);
        assert_int_equal(ops[0].count, 1);
        assert_false(ops[0].store);
        assert_string_equal(ops[n - 1].op, "global_store_dword");
        assert_true(ops[n - 1].store);
        const sl_amdgcn_op *kernarg = find(ops, n, "s_load_dwordx2");
        assert_string_equal(kernarg->space, "scalar");
        assert_int_equal(kernarg->bytes, 8);
        assert_int_equal(kernarg->count, 2);
        assert_int_equal(find(ops, n, "s_load_dwordx4")->bytes, 16);

        n = kernel_ops(s, "scale4", ops, 16);
        assert_int_equal(n, 7);
        const sl_amdgcn_op *v4 = find(ops, n, "global_load_dwordx4");
        assert_int_equal(v4->bytes, 16);
        assert_int_equal(v4->count, 1);
        assert_string_equal(sl_ptx_dword_name(v4->bytes), "DWORDx4");
        const sl_amdgcn_op *st4 = find(ops, n, "global_store_dwordx4");
        assert_true(st4->store);
        assert_int_equal(st4->bytes, 16);
        assert_int_equal(find(ops, n, "global_load_dword")->bytes, 4); /* the tail */
        /* vload4 at any float alignment is still one DWORDx4 on AMD */
        n = kernel_ops(s, "scale4_offset", ops, 16);
        assert_int_equal(find(ops, n, "global_load_dwordx4")->count, 1);
        free(s);
    }
}

/* The remarks' numbers for scale and scale4, and the wave size: gfx1030
 * is wave32 unless -mwavefrontsize64; gfx906 and gfx90a write no
 * directive and run wave64. AGPRs exist from gfx90a. */
static void test_scale_resources(void **state)
{
    (void)state;
    static const struct { int sgprs, vgprs, agprs, occupancy, wave, sgprs4; } want[] = {
        { 12, 4, -1, 10, 64, 17 }, /* gfx906 */
        { 12, 4, 0, 8, 64, 18 },   /* gfx90a */
        { 11, 4, -1, 16, 32, 11 }, /* gfx1030 */
        { 11, 4, -1, 16, 64, 11 }, /* gfx1030 -mwavefrontsize64 */
    };
    for (size_t t = 0; t < 4; ++t) {
        char file[64];
        snprintf(file, sizeof file, "scale-%s.s", scale_targets[t]);
        char *s = slurp(file);
        snprintf(file, sizeof file, "scale-%s.remarks", scale_targets[t]);
        char *r = slurp(file);
        sl_amdgcn_res res;
        assert_true(sl_amdgcn_resources(r, s, "scale", &res));
        assert_int_equal(res.sgprs, want[t].sgprs);
        assert_int_equal(res.vgprs, want[t].vgprs);
        assert_int_equal(res.agprs, want[t].agprs);
        assert_int_equal(res.occupancy, want[t].occupancy);
        assert_int_equal(res.wave, want[t].wave);
        assert_int_equal(res.scratch_bytes, 0);
        assert_int_equal(res.sgpr_spill, 0);
        assert_int_equal(res.vgpr_spill, 0);
        assert_int_equal(res.lds_bytes, 0);
        assert_true(sl_amdgcn_resources(r, s, "scale4", &res));
        assert_int_equal(res.sgprs, want[t].sgprs4);
        assert_int_equal(res.vgprs, 7);
        assert_int_equal(res.wave, want[t].wave);
        assert_false(sl_amdgcn_resources(r, s, "scale4_", &res));
        assert_int_equal(res.sgprs, -1);
        assert_false(sl_amdgcn_resources(r, s, "scal", &res));
        /* no asm: the remarks still count, the wave is unknown */
        assert_true(sl_amdgcn_resources(r, NULL, "scale", &res));
        assert_int_equal(res.vgprs, 4);
        assert_int_equal(res.wave, -1);
        free(s);
        free(r);
    }
}

/* transpose_tiled is a prefix of transpose_tiled_padded: each reads its
 * own LDS size, 32 x 32 floats and 32 x (32 + 1). RDNA2 in LLVM 15 still
 * names its LDS ops as GCN does (ds_read_b32, not ds_load_b32). */
static void test_transpose_lds(void **state)
{
    (void)state;
    char *s = slurp("transpose-gfx1030.s"), *r = slurp("transpose-gfx1030.remarks");
    sl_amdgcn_res res;
    assert_true(sl_amdgcn_resources(r, s, "transpose_tiled", &res));
    assert_int_equal(res.lds_bytes, 32 * 32 * 4);
    assert_true(sl_amdgcn_resources(r, s, "transpose_tiled_padded", &res));
    assert_int_equal(res.lds_bytes, (32 + 1) * 32 * 4);
    assert_int_equal(res.vgprs, 8);
    assert_int_equal(res.sgprs, 16);
    assert_int_equal(res.occupancy, 16);
    assert_int_equal(res.wave, 32);
    assert_true(sl_amdgcn_resources(r, s, "transpose_copy", &res));
    assert_int_equal(res.lds_bytes, 0);
    assert_false(sl_amdgcn_resources(r, s, "transpose_tile", &res));

    const char *tiled, *padded;
    size_t tl, pl;
    assert_true(sl_amdgcn_kernel(s, "transpose_tiled", &tiled, &tl));
    assert_true(sl_amdgcn_kernel(s, "transpose_tiled_padded", &padded, &pl));
    assert_true(strncmp(tiled, "transpose_tiled:", 16) == 0);
    assert_true(tiled + tl <= padded); /* not the padded kernel's text */
    sl_amdgcn_op ops[16];
    size_t n = kernel_ops(s, "transpose_tiled_padded", ops, 16);
    const sl_amdgcn_op *rd = find(ops, n, "ds_read_b32"), *wr = find(ops, n, "ds_write_b32");
    assert_string_equal(rd->space, "local");
    assert_int_equal(rd->bytes, 4);
    assert_false(rd->store);
    assert_true(wr->store);
    n = kernel_ops(s, "transpose_copy", ops, 16);
    for (size_t i = 0; i < n; ++i)
        assert_string_not_equal(ops[i].space, "local");
    free(s);
    free(r);
}

/* A float4 in LDS is one ds_read_b128 (DWORDx4), not ds_read2_b64; the
 * buffer_gl0_inv after each barrier on RDNA is a cache flush, no load. */
static void test_banks_vec4(void **state)
{
    (void)state;
    char *s = slurp("banks-vec4-gfx1030.s"), *r = slurp("banks-vec4-gfx1030.remarks");
    assert_non_null(strstr(s, "buffer_gl0_inv"));
    sl_amdgcn_op ops[16];
    size_t n = kernel_ops(s, "local_read", ops, 16);
    const sl_amdgcn_op *rd = find(ops, n, "ds_read_b128");
    assert_int_equal(rd->bytes, 16);
    assert_int_equal(rd->count, 9); /* 8 unrolled reads and the remainder's */
    assert_false(has(ops, n, "ds_read2_b64"));
    assert_false(has(ops, n, "buffer_gl0_inv"));
    assert_int_equal(find(ops, n, "ds_write_b128")->count, 1);
    assert_int_equal(find(ops, n, "global_load_dwordx4")->bytes, 16);
    n = kernel_ops(s, "local_write", ops, 16);
    assert_int_equal(find(ops, n, "ds_write_b128")->count, 10);
    sl_amdgcn_res res;
    assert_true(sl_amdgcn_resources(r, s, "local_read", &res));
    assert_int_equal(res.lds_bytes, 32768);
    assert_int_equal(res.vgprs, 30);
    assert_true(sl_amdgcn_resources(r, s, "local_write", &res));
    assert_int_equal(res.vgprs, 43);
    free(s);
    free(r);
}

/* Lab 5's tiled matmul on GCN: the inner product's LDS reads pair up as
 * ds_read2_b32, two DWORDs a lane. LDS: As 16 x 17 floats, Bs 16 x 16. */
static void test_lab05_read2(void **state)
{
    (void)state;
    char *s = slurp("lab05-ts16-gfx906.s"), *r = slurp("lab05-ts16-gfx906.remarks");
    sl_amdgcn_op ops[16];
    size_t n = kernel_ops(s, "matmul_tiled_padded", ops, 16);
    const sl_amdgcn_op *r2 = find(ops, n, "ds_read2_b32");
    assert_int_equal(r2->bytes, 8);
    assert_int_equal(r2->count, 16);
    assert_int_equal(find(ops, n, "ds_write_b32")->count, 2);
    sl_amdgcn_res res;
    assert_true(sl_amdgcn_resources(r, s, "matmul_tiled_padded", &res));
    assert_int_equal(res.lds_bytes, (16 * 17 + 16 * 16) * 4);
    assert_int_equal(res.vgprs, 24);
    assert_int_equal(res.wave, 64);
    free(s);
    free(r);
}

/* Lines as clang 15 wrote them for other kernels (atomics, a private
 * array, spills, gfx940 and gfx1100 names), and a few forms it writes for
 * other sources or chips (format and addr64 buffers, two-address and
 * packed LDS ops), with the non-memory ops around them. */
static const char mixed[] =
    "\ts_load_dwordx16 s[8:23], s[4:5], 0x0\n"
    "\ts_buffer_load_dwordx8 s[0:7], s[8:11], 0x10\n"
    "\ts_load_b512 s[16:31], s[0:1], 0x0\n"                               /* gfx1100 */
    "\ts_waitcnt lgkmcnt(0)\n"
    "\ts_dcache_inv\n"
    "\tglobal_atomic_add_f32 v4, v2, s[0:1]\n"                             /* gfx90a */
    "\tglobal_atomic_add_x2 v5, v[0:1], s[0:1]\n"
    "\tglobal_atomic_cmpswap v4, v2, v[0:1], s[2:3] offset:8 glc\n"
    "\tglobal_atomic_add_u64 v2, v[0:1], s[0:1]\n"                         /* gfx1100 */
    "\tglobal_atomic_pk_add_f16 v0, v1, s[0:1]\n"
    "\tflat_atomic_cmpswap v0, v[2:3], v[0:1] glc\n"                       /* gfx803 */
    "\tflat_load_ubyte v10, v[2:3]\n"
    "\tglobal_load_sbyte v1, v0, s[0:1]\n"
    "\tglobal_load_short_d16_hi v1, v0, s[0:1]\n"
    "\tglobal_load_dwordx3 v[0:2], v3, s[0:1]\n"
    "\tds_add_rtn_u64 v[0:1], v4, v[0:1] offset:72\n"
    "\tds_add_f32 v4, v2\n"
    "\tds_pk_add_f16 v4, v2\n"
    "\tds_read_u8 v0, v0\n"
    "\tds_write_b16 v6, v7\n"
    "\tds_read2st64_b32 v[2:3], v1 offset1:2\n"
    "\tds_read2_b64 v[0:3], v4 offset1:1\n"
    "\tds_write2st64_b64 v4, v[0:1], v[2:3] offset1:4\n"
    "\tds_load_2addr_stride64_b32 v[0:1], v2 offset1:1\n"                 /* gfx11 */
    "\tds_load_b128 v[0:3], v0\n"                                          /* gfx1100 */
    "\tds_swizzle_b32 v0, v1 offset:swizzle(SWAP,16)\n"
    "\tds_bpermute_b32 v0, v1, v2\n"
    "\tbuffer_gl0_inv\n"
    "\tbuffer_wbinvl1_vol\n"
    "\tbuffer_store_dword v0, off, s[12:15], 0 offset:4 ; 4-byte Folded Spill\n"
    "\tbuffer_load_dword v0, off, s[12:15], 0 offset:4 ; 4-byte Folded Reload\n"
    "\tbuffer_store_dword v2, v0, s[0:3], 0 offen\n"
    "\tbuffer_load_format_xyzw v[0:3], v4, s[8:11], 0 idxen\n"
    "\tbuffer_load_format_d16_xy v0, v4, s[8:11], 0 idxen\n"
    "\tbuffer_load_ubyte v1, v[2:3], s[4:7], 0 addr64\n"                    /* gfx6/7 global */
    "\tscratch_load_b128 v[8:11], off, off offset:36\n"                    /* gfx1100 */
    "\tscratch_store_dwordx4 off, v[2:5], s5\n"                            /* gfx940 */
    "\tv_accvgpr_write_b32 a0, v1\n"
    "\t.amdhsa_next_free_vgpr 4\n"
    "; global_load_dword v0, v1, off (a comment)\n"
    ".LBB0_2:\n";

static void test_mixed_ops(void **state)
{
    (void)state;
    sl_amdgcn_op ops[64];
    size_t n = sl_amdgcn_mem_ops(mixed, sizeof mixed - 1, ops, 64);
    assert_ordered(ops, n);
    assert_int_equal(n, 30);
    static const struct { const char *op, *space; bool store; unsigned bytes; } want[] = {
        { "s_load_dwordx16", "scalar", false, 64 },
        { "s_buffer_load_dwordx8", "scalar", false, 32 },
        { "s_load_b512", "scalar", false, 64 },
        { "global_atomic_add_f32", "global", true, 4 },
        { "global_atomic_add_x2", "global", true, 8 },
        { "global_atomic_cmpswap", "global", true, 4 },
        { "global_atomic_add_u64", "global", true, 8 },
        { "global_atomic_pk_add_f16", "global", true, 4 },
        { "flat_atomic_cmpswap", "global", true, 4 },
        { "flat_load_ubyte", "global", false, 1 },
        { "global_load_sbyte", "global", false, 1 },
        { "global_load_short_d16_hi", "global", false, 2 },
        { "global_load_dwordx3", "global", false, 12 },
        { "ds_add_rtn_u64", "local", true, 8 },
        { "ds_add_f32", "local", true, 4 },
        { "ds_pk_add_f16", "local", true, 4 },
        { "ds_read_u8", "local", false, 1 },
        { "ds_write_b16", "local", true, 2 },
        { "ds_read2st64_b32", "local", false, 8 },
        { "ds_read2_b64", "local", false, 16 },
        { "ds_write2st64_b64", "local", true, 16 },
        { "ds_load_2addr_stride64_b32", "local", false, 8 },
        { "ds_load_b128", "local", false, 16 },
        { "buffer_store_dword", "scratch", true, 4 },
        { "buffer_load_dword", "scratch", false, 4 },
        { "buffer_load_format_xyzw", "scratch", false, 16 },
        { "buffer_load_format_d16_xy", "scratch", false, 4 },
        { "scratch_load_b128", "scratch", false, 16 },
        { "scratch_store_dwordx4", "scratch", true, 16 },
        /* addr64: the older chips' global memory through a buffer */
        { "buffer_load_ubyte", "global", false, 1 },
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; ++i) {
        const sl_amdgcn_op *o = find(ops, n, want[i].op);
        if (strcmp(o->space, want[i].space) != 0 || o->store != want[i].store || o->bytes != want[i].bytes)
            fail_msg("%s: %s %s %u B, want %s %s %u B", o->op, o->space, o->store ? "store" : "load", o->bytes,
                     want[i].space, want[i].store ? "store" : "load", want[i].bytes);
    }
    /* the spill and the private array's store are one opcode */
    assert_int_equal(find(ops, n, "buffer_store_dword")->count, 2);
    /* waits, cache flushes, cross-lane ops through the LDS crossbar, a
     * directive, a comment: no memory traffic */
    static const char *const not_mem[] = { "s_waitcnt",       "s_dcache_inv",       "ds_swizzle_b32",
                                           "ds_bpermute_b32", "buffer_gl0_inv",     "buffer_wbinvl1_vol",
                                           "v_accvgpr_write_b32", "global_load_dword" };
    for (size_t i = 0; i < sizeof not_mem / sizeof not_mem[0]; ++i)
        assert_false(has(ops, n, not_mem[i]));
    assert_string_equal(sl_ptx_dword_name(12), ""); /* DWORDx3 has no DWORD name there */
}

/* Text that no compiler wrote: empty, cut short, a label with no end,
 * remarks with no number. Each answers false or -1, never a guess. */
static void test_malformed(void **state)
{
    (void)state;
    const char *body = NULL;
    size_t len = 0;
    sl_amdgcn_op ops[8];
    sl_amdgcn_res res;
    assert_false(sl_amdgcn_kernel("", "scale", &body, &len));
    assert_int_equal(sl_amdgcn_mem_ops("", 0, ops, 8), 0);
    assert_false(sl_amdgcn_resources("", "", "scale", &res));
    assert_int_equal(res.vgprs, -1);
    assert_int_equal(res.wave, -1);
    /* a label and no end at all, or only the next function's */
    assert_false(sl_amdgcn_kernel("scale:", "scale", &body, &len));
    assert_false(sl_amdgcn_kernel("scale:\n\tglobal_load_dword v0, v1, s[0:1]\n", "scale", &body, &len));
    static const char two[] = "scale:\n\ts_endpgm\nother:\n\ts_endpgm\n.Lfunc_end1:\n";
    assert_false(sl_amdgcn_kernel(two, "scale", &body, &len));
    assert_true(sl_amdgcn_kernel(two, "other", &body, &len));
    assert_int_equal(len, strlen("other:\n\ts_endpgm\n"));
    /* no .Lfunc_end: the kernel descriptor's end closes it */
    static const char desc[] = "scale:\n\tglobal_load_dword v0, v1, s[0:1]\n\t.amdhsa_kernel scale\n"
                               "\t.end_amdhsa_kernel\n\t.text\n";
    assert_true(sl_amdgcn_kernel(desc, "scale", &body, &len));
    assert_int_equal(len, strlen(desc) - strlen("\n\t.text\n"));
    /* the last line without its newline, a mnemonic without operands */
    static const char bare[] = "\tglobal_load_dword";
    assert_int_equal(sl_amdgcn_mem_ops(bare, sizeof bare - 1, ops, 8), 1);
    assert_int_equal(ops[0].bytes, 4);
    /* len, not the NUL, bounds the text */
    assert_int_equal(sl_amdgcn_mem_ops(bare, 5, ops, 8), 0);
    /* a full table keeps the first opcodes met, sorted, and counts them */
    assert_int_equal(sl_amdgcn_mem_ops(mixed, sizeof mixed - 1, ops, 2), 2);
    assert_string_equal(ops[0].op, "s_buffer_load_dwordx8");
    assert_string_equal(ops[1].op, "s_load_dwordx16");
    assert_int_equal(ops[1].count, 1);

    static const char remarks[] = "k.cl:1:1: remark: Function Name: k [-Rpass-analysis=kernel-resource-usage]\n"
                                  "{\n^\n"
                                  "k.cl:1:1: remark:     SGPRs: \n"
                                  "k.cl:1:1: remark:     VGPRs: many\n"
                                  "k.cl:1:1: remark:     LDS Size [bytes/block]: 99999999999\n"
                                  "k.cl:1:1: remark:     Occupancy [waves/SIMD]: 7";
    assert_true(sl_amdgcn_resources(remarks, "", "k", &res));
    assert_int_equal(res.sgprs, -1);
    assert_int_equal(res.vgprs, -1);
    assert_int_equal(res.lds_bytes, 2147483647);
    assert_int_equal(res.occupancy, 7);
    assert_int_equal(res.wave, -1);
    assert_false(sl_amdgcn_resources(remarks, "", "", &res));
}

/* The wave size: the kernel's own directive, not another kernel's; else
 * 64 for a GCN or CDNA target; else unknown. */
static void test_wave(void **state)
{
    (void)state;
    static const char blocks[] = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n"
                                 "\t.amdhsa_kernel other\n\t\t.amdhsa_wavefront_size32 1\n\t.end_amdhsa_kernel\n"
                                 "\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 4\n\t\t.amdhsa_wavefront_size32 0\n"
                                 "\t.end_amdhsa_kernel\n"
                                 "\t.amdhsa_kernel kk\n\t.end_amdhsa_kernel\n";
    static const char remarks[] = "remark: Function Name: k\nremark: Function Name: other\nremark: Function Name: kk\n";
    sl_amdgcn_res res;
    assert_true(sl_amdgcn_resources(remarks, blocks, "k", &res));
    assert_int_equal(res.wave, 64);
    assert_true(sl_amdgcn_resources(remarks, blocks, "other", &res));
    assert_int_equal(res.wave, 32);
    assert_true(sl_amdgcn_resources(remarks, blocks, "kk", &res)); /* gfx10 with no directive */
    assert_int_equal(res.wave, -1);
    static const struct { const char *target; int wave; } targets[] = {
        { "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx90a:xnack-\"\n", 64 },
        { "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx940\"\n", 64 },
        { "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n", 64 },
        { "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n", -1 },
        { "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx9\"\n", -1 },
        { "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx\"", -1 },
        { "\t.amdgcn_target\n gfx906", -1 },
        { "", -1 },
    };
    for (size_t i = 0; i < sizeof targets / sizeof targets[0]; ++i) {
        assert_true(sl_amdgcn_resources(remarks, targets[i].target, "k", &res));
        assert_int_equal(res.wave, targets[i].wave);
    }
}

/* Every prefix of a real asm and its remarks: what is found lies inside
 * the prefix and agrees with the whole text. */
static void test_truncated(void **state)
{
    (void)state;
    char *s = slurp("scale-gfx906.s"), *r = slurp("scale-gfx906.remarks");
    const size_t n = strlen(s), rn = strlen(r);
    const char *full;
    size_t full_len;
    assert_true(sl_amdgcn_kernel(s, "scale4", &full, &full_len));
    for (size_t cut = 0; cut < n; cut += 3) {
        const char saved = s[cut];
        s[cut] = '\0';
        const char *body;
        size_t len;
        if (sl_amdgcn_kernel(s, "scale4", &body, &len)) {
            assert_ptr_equal(body, full);
            assert_true(body + len <= s + cut);
            assert_true(len <= full_len);
        }
        sl_amdgcn_res res;
        assert_true(sl_amdgcn_resources(r, s, "scale4", &res));
        assert_true(res.wave == 64 || res.wave == -1);
        s[cut] = saved;
    }
    for (size_t cut = 0; cut < rn; ++cut) {
        const char saved = r[cut];
        r[cut] = '\0';
        sl_amdgcn_res res;
        if (sl_amdgcn_resources(r, s, "scale4", &res)) {
            assert_true(res.sgprs == -1 || res.sgprs == 1 || res.sgprs == 17); /* "17" cut after "1" */
            assert_true(res.vgprs == -1 || res.vgprs == 7);
            assert_int_equal(res.wave, 64);
        }
        r[cut] = saved;
    }
    free(s);
    free(r);
}

/* Loads in flight: a queue of vector-memory operations, s_waitcnt
 * vmcnt(N) keeping the N youngest. The x2 loop GCN5 makes of occupancy's
 * DEPTH=2 (load, wait, load, wait) keeps 1; CDNA2's DEPTH=8 loop, read
 * from clang-15's output, peaks at 5. On gfx9 a store counts in vmcnt
 * (it can hold a load's place); on RDNA stores have vscnt. */
static void test_in_flight(void **state)
{
    (void)state;
    sl_amdgcn_flight f;
    const char *serial = "\tglobal_load_dwordx4 v[16:19], v[14:15], off\n"
                         "\ts_waitcnt vmcnt(0)\n"
                         "\tv_add_f32_e32 v5, v5, v17\n"
                         "\tglobal_load_dwordx4 v[16:19], v[16:17], off\n"
                         "\ts_waitcnt vmcnt(0)\n";
    sl_amdgcn_in_flight(serial, strlen(serial), true, &f);
    assert_int_equal(f.loads, 2);
    assert_int_equal(f.max_loads, 1);
    assert_int_equal(f.waits, 2);
    const char *depth8 = "\tglobal_load_dwordx4 v[40:43], v[38:39], off\n"
                         "\tglobal_load_dwordx4 v[44:47], v[48:49], off\n"
                         "\tglobal_load_dwordx4 v[48:51], v[52:53], off\n"
                         "\ts_waitcnt vmcnt(2)\n"
                         "\tglobal_load_dwordx4 v[40:43], v[56:57], off\n"
                         "\tglobal_load_dwordx4 v[52:55], v[54:55], off\n"
                         "\ts_waitcnt vmcnt(3)\n"
                         "\tglobal_load_dwordx4 v[44:47], v[58:59], off\n"
                         "\ts_waitcnt vmcnt(3)\n"
                         "\tglobal_load_dwordx4 v[56:59], v[56:57], off\n"
                         "\tglobal_load_dwordx4 v[48:51], v[60:61], off\n"
                         "\ts_waitcnt vmcnt(4)\n"
                         "\ts_waitcnt vmcnt(0)\n"
                         "\ts_waitcnt lgkmcnt(0)\n"; /* scalar loads: not vmcnt */
    sl_amdgcn_in_flight(depth8, strlen(depth8), true, &f);
    assert_int_equal(f.loads, 8);
    assert_int_equal(f.max_loads, 5);
    assert_int_equal(f.waits, 5);
    /* a store between two loads, then vmcnt(1): on gfx9 the store is the
     * younger one kept, so the load after it is the only load left (2 at
     * most); on RDNA the store is not in vmcnt: both loads stay (2), and
     * the wait keeps one */
    const char *mixed = "\tglobal_load_dword v1, v[2:3], off\n"
                        "\tglobal_store_dword v[4:5], v6, off\n"
                        "\ts_waitcnt vmcnt(1)\n"
                        "\tglobal_load_dword v7, v[2:3], off offset:4\n"
                        "\tbuffer_load_dword v8, off, s[0:3], 0\n"
                        "\ts_waitcnt_vscnt null, 0x0\n";
    sl_amdgcn_in_flight(mixed, strlen(mixed), true, &f);
    assert_int_equal(f.loads, 3);
    assert_int_equal(f.max_loads, 2);
    assert_int_equal(f.waits, 1);
    sl_amdgcn_in_flight(mixed, strlen(mixed), false, &f);
    assert_int_equal(f.max_loads, 3);
    /* no memory at all, and an empty text */
    sl_amdgcn_in_flight("\ts_endpgm\n", 10, true, &f);
    assert_int_equal(f.loads, 0);
    assert_int_equal(f.max_loads, 0);
    sl_amdgcn_in_flight("", 0, true, &f);
    assert_int_equal(f.loads + f.max_loads + f.waits, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kernel_bounds),  cmocka_unit_test(test_scale_ops),
        cmocka_unit_test(test_scale_resources), cmocka_unit_test(test_transpose_lds),
        cmocka_unit_test(test_banks_vec4),     cmocka_unit_test(test_lab05_read2),
        cmocka_unit_test(test_mixed_ops),      cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_wave),           cmocka_unit_test(test_truncated),
        cmocka_unit_test(test_in_flight),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
