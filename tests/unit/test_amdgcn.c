/* test_amdgcn.c - reading AMD GPU code compiled offline: finding a
 * kernel's text by whole name, counting its memory instructions by space
 * and width (with its callees), the loads it keeps in flight over its
 * paths, reading the compiler's resource remarks and the wave size.
 * Pure C, no device.
 *
 * tests/data/amdgcn/ holds real output of Debian clang 15.0.6 with
 * rocm-device-libs 5.2.3, made once from the repository root with
 *   clang-15 -x cl -cl-std=CL1.2 -target amdgcn-amd-amdhsa -mcpu=CPU [-mwavefrontsize64] -O3
 *     --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode -I cl
 *     -Rpass-analysis=kernel-resource-usage -S -o NAME.s FILE.cl 2> NAME.remarks
 * scale-{gfx906,gfx90a,gfx1030,gfx1030-w64}: cl/scale.cl; transpose-gfx1030:
 * cl/transpose.cl; banks-vec4-gfx1030: cl/banks.cl -DVEC=4;
 * lab05-ts16-gfx906: cl/labs/solutions/05-tiled-matmul.cl -DTS=16.
 * For the reader's paths, calls and scalar loads (issue 42 item 8), all
 * -mcpu=gfx90a, from the sources as of commit 55036b4:
 * reader-gfx90a: tests/data/amdgcn/reader.cl (kernels written to trip a
 * reader: an inline-asm label, a noinline callee, a kernel named
 * global_load_dword, a private array, 68 distinct memory mnemonics);
 * latency-gfx90a: cl/latency.cl; transpose-gfx90a: cl/transpose.cl
 * -DTILE=32 -DBLOCK_ROWS=8; matmul-gfx90a: cl/matmul.cl -DTS=32 -DBM1=64
 * -DBN1=64 -DBK1=8 -DTM1=8 -DBM=64 -DBN=64 -DBK=16 -DTM=4 -DTN=4 -DWBK=16
 * (the suites' options, as `simtlab isa --target gfx90a SUITE` shows). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/amdgcn.h"
#include "simtlab/error.h"
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

/* Kernel `name`'s memory ops in asm, its text alone (no callee, no
 * kernarg told apart), copied into ops[0..max); fails when there is no
 * such kernel or more than max. */
static size_t kernel_ops(const char *asm_text, const char *name, sl_amdgcn_op *ops, size_t max)
{
    const char *body;
    size_t len;
    sl_amdgcn_ops all;
    assert_true(sl_amdgcn_kernel(asm_text, name, &body, &len));
    assert_int_equal(sl_amdgcn_mem_ops(body, len, &all), SL_OK);
    const size_t n = all.n;
    assert_true(n <= max);
    memcpy(ops, all.op, n * sizeof *ops);
    sl_amdgcn_ops_free(&all);
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
    sl_amdgcn_ops all;
    assert_int_equal(sl_amdgcn_mem_ops(mixed, sizeof mixed - 1, &all), SL_OK);
    const sl_amdgcn_op *ops = all.op;
    const size_t n = all.n;
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
    sl_amdgcn_ops_free(&all);
}

/* Text that no compiler wrote: empty, cut short, a label with no end,
 * remarks with no number. Each answers false or -1, never a guess. */
static void test_malformed(void **state)
{
    (void)state;
    const char *body = NULL;
    size_t len = 0;
    sl_amdgcn_ops ops;
    sl_amdgcn_res res;
    assert_false(sl_amdgcn_kernel("", "scale", &body, &len));
    assert_int_equal(sl_amdgcn_mem_ops("", 0, &ops), SL_OK);
    assert_int_equal(ops.n, 0);
    sl_amdgcn_ops_free(&ops);
    assert_false(sl_amdgcn_resources("", "", "scale", &res));
    assert_int_equal(res.vgprs, -1);
    assert_int_equal(res.wave, -1);
    /* a label and no end at all, or only the next function's (its .type) */
    assert_false(sl_amdgcn_kernel("scale:", "scale", &body, &len));
    assert_false(sl_amdgcn_kernel("scale:\n\tglobal_load_dword v0, v1, s[0:1]\n", "scale", &body, &len));
    static const char two[] = "scale:\n\ts_endpgm\n\t.type\tother,@function\nother:\n\ts_endpgm\n.Lfunc_end1:\n";
    assert_false(sl_amdgcn_kernel(two, "scale", &body, &len));
    assert_true(sl_amdgcn_kernel(two, "other", &body, &len));
    assert_int_equal(len, strlen("other:\n\ts_endpgm\n"));
    /* a label at column 0 is no function's start: only .type says one begins */
    static const char inner[] = "scale:\n\ts_nop 0\nmark:\n\ts_endpgm\n\t.size\tscale, .Lfunc_end0-scale\n";
    assert_true(sl_amdgcn_kernel(inner, "scale", &body, &len));
    assert_int_equal(len, strlen(inner) - strlen("\t.size\tscale, .Lfunc_end0-scale\n"));
    /* no .Lfunc_end: the kernel descriptor's end closes it */
    static const char desc[] = "scale:\n\tglobal_load_dword v0, v1, s[0:1]\n\t.amdhsa_kernel scale\n"
                               "\t.end_amdhsa_kernel\n\t.text\n";
    assert_true(sl_amdgcn_kernel(desc, "scale", &body, &len));
    assert_int_equal(len, strlen(desc) - strlen("\n\t.text\n"));
    /* the last line without its newline, a mnemonic without operands */
    static const char bare[] = "\tglobal_load_dword";
    assert_int_equal(sl_amdgcn_mem_ops(bare, sizeof bare - 1, &ops), SL_OK);
    assert_int_equal(ops.n, 1);
    assert_int_equal(ops.op[0].bytes, 4);
    sl_amdgcn_ops_free(&ops);
    /* len, not the NUL, bounds the text */
    assert_int_equal(sl_amdgcn_mem_ops(bare, 5, &ops), SL_OK);
    assert_int_equal(ops.n, 0);
    sl_amdgcn_ops_free(&ops);
    /* a label that names an instruction, a statement after a label: the
     * mnemonic is the first token after the labels */
    static const char named[] = "global_load_dword:\t; @global_load_dword\n"
                                "l1: l2:\tglobal_load_dwordx2 v[0:1], v2, s[0:1]\n";
    assert_int_equal(sl_amdgcn_mem_ops(named, sizeof named - 1, &ops), SL_OK);
    assert_int_equal(ops.n, 1);
    assert_string_equal(ops.op[0].op, "global_load_dwordx2");
    sl_amdgcn_ops_free(&ops);

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
 * (it can hold a load's place); on RDNA stores have vscnt. Straight-line
 * code has one path: any_path and straight agree. */
static void test_in_flight(void **state)
{
    (void)state;
    sl_amdgcn_flight f;
    const char *serial = "\tglobal_load_dwordx4 v[16:19], v[14:15], off\n"
                         "\ts_waitcnt vmcnt(0)\n"
                         "\tv_add_f32_e32 v5, v5, v17\n"
                         "\tglobal_load_dwordx4 v[16:19], v[16:17], off\n"
                         "\ts_waitcnt vmcnt(0)\n";
    assert_int_equal(sl_amdgcn_in_flight(serial, strlen(serial), true, &f), SL_OK);
    assert_int_equal(f.loads, 2);
    assert_int_equal(f.any_path, 1);
    assert_int_equal(f.straight, 1);
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
    assert_int_equal(sl_amdgcn_in_flight(depth8, strlen(depth8), true, &f), SL_OK);
    assert_int_equal(f.loads, 8);
    assert_int_equal(f.any_path, 5);
    assert_int_equal(f.straight, 5);
    assert_int_equal(f.waits, 5);
    /* a store between two loads, then vmcnt(1): on gfx9 the store is the
     * younger one kept, so the load after it is the only load left (2 at
     * most); on RDNA the store is not in vmcnt: both loads stay (2), and
     * the wait keeps one. The buffer_load (private memory) holds a place
     * in the queue but is no global load. */
    const char *mixed = "\tglobal_load_dword v1, v[2:3], off\n"
                        "\tglobal_store_dword v[4:5], v6, off\n"
                        "\ts_waitcnt vmcnt(1)\n"
                        "\tglobal_load_dword v7, v[2:3], off offset:4\n"
                        "\tbuffer_load_dword v8, off, s[0:3], 0\n"
                        "\tglobal_load_dword v9, v[2:3], off offset:8\n"
                        "\ts_waitcnt_vscnt null, 0x0\n";
    assert_int_equal(sl_amdgcn_in_flight(mixed, strlen(mixed), true, &f), SL_OK);
    assert_int_equal(f.loads, 3);
    assert_int_equal(f.scratch_loads, 1);
    assert_int_equal(f.any_path, 2);
    assert_int_equal(f.waits, 1);
    assert_int_equal(sl_amdgcn_in_flight(mixed, strlen(mixed), false, &f), SL_OK);
    assert_int_equal(f.any_path, 3);
    /* no memory at all, and an empty text */
    assert_int_equal(sl_amdgcn_in_flight("\ts_endpgm\n", 10, true, &f), SL_OK);
    assert_int_equal(f.loads, 0);
    assert_int_equal(f.any_path, 0);
    assert_int_equal(sl_amdgcn_in_flight("", 0, true, &f), SL_OK);
    assert_int_equal(f.loads + f.any_path + f.straight + f.waits, 0);
}

/* The paths, not the text's order. Each fragment is written as LLVM lays
 * code out: a guarded block moved after the kernel's end, a loop whose
 * loads stay outstanding around its back edge, a long branch through
 * s_setpc_b64. The text-order reading gave 1, 1 and 1. */
static void test_in_flight_paths(void **state)
{
    (void)state;
    sl_amdgcn_flight f;
    /* the second load is in an out-of-line block that jumps back before
     * the wait: two outstanding on the path that takes it */
    const char *outline = "\tglobal_load_dword v1, v[2:3], off\n"
                          "\tv_cmp_gt_u32_e32 vcc, 32, v0\n"
                          "\ts_and_saveexec_b64 s[4:5], vcc\n"
                          "\ts_cbranch_execnz .LBB0_3\n"
                          ".LBB0_1:\n"
                          "\ts_or_b64 exec, exec, s[4:5]\n"
                          "\ts_waitcnt vmcnt(0)\n"
                          "\ts_endpgm\n"
                          ".LBB0_3:\n"
                          "\tglobal_load_dword v4, v[2:3], off offset:4\n"
                          "\ts_branch .LBB0_1\n";
    assert_int_equal(sl_amdgcn_in_flight(outline, strlen(outline), true, &f), SL_OK);
    assert_int_equal(f.loads, 2);
    assert_int_equal(f.any_path, 2);
    assert_int_equal(f.straight, 2); /* v_cmp true: exec has lanes, execnz taken */
    /* a loop that waits at its top for all but the newest: one load
     * carried around the back edge, two at its end */
    const char *loop = "\ts_mov_b32 s6, 8\n"
                       ".LBB1_1:\n"
                       "\ts_waitcnt vmcnt(1)\n"
                       "\tglobal_load_dword v1, v[2:3], off\n"
                       "\ts_add_i32 s6, s6, -1\n"
                       "\ts_cmp_lg_u32 s6, 0\n"
                       "\ts_cbranch_scc1 .LBB1_1\n"
                       "\ts_waitcnt vmcnt(0)\n"
                       "\ts_endpgm\n";
    assert_int_equal(sl_amdgcn_in_flight(loop, strlen(loop), true, &f), SL_OK);
    assert_int_equal(f.loads, 1);
    assert_int_equal(f.any_path, 2);
    assert_int_equal(f.straight, 2); /* an SCC branch goes both ways on every path */
    /* a long branch: s_getpc, the label's distance added, s_setpc */
    const char *longbr = "\tglobal_load_dword v1, v[2:3], off\n"
                         "\ts_getpc_b64 s[8:9]\n"
                         ".Lpost_getpc0:\n"
                         "\ts_add_u32 s8, s8, (.LBB2_9-.Lpost_getpc0)&4294967295\n"
                         "\ts_addc_u32 s9, s9, (.LBB2_9-.Lpost_getpc0)>>32\n"
                         "\ts_setpc_b64 s[8:9]\n"
                         "\ts_waitcnt vmcnt(0)\n"
                         ".LBB2_9:\n"
                         "\tglobal_load_dword v4, v[2:3], off offset:4\n"
                         "\ts_waitcnt vmcnt(0)\n"
                         "\ts_endpgm\n";
    assert_int_equal(sl_amdgcn_in_flight(longbr, strlen(longbr), true, &f), SL_OK);
    assert_int_equal(f.any_path, 2); /* the wait after s_setpc is never reached */
    /* the straight path: bounds true, so the else side (the negated
     * compare's block, four scalar-width loads) is skipped and the fast
     * side's one load runs; any path may run both */
    const char *ifelse = "\tv_cmp_gt_i32_e64 s[8:9], s14, v26\n"
                         "\ts_xor_b64 s[24:25], s[8:9], -1\n"
                         "\ts_and_saveexec_b64 s[10:11], s[24:25]\n"
                         "\ts_xor_b64 s[10:11], exec, s[10:11]\n"
                         "\ts_cbranch_execz .LBB5_16\n"
                         "\tglobal_load_dword v16, v[20:21], off\n"
                         "\tglobal_load_dword v17, v[20:21], off offset:4\n"
                         "\tglobal_load_dword v18, v[20:21], off offset:8\n"
                         "\tglobal_load_dword v19, v[20:21], off offset:12\n"
                         ".LBB5_16:\n"
                         "\ts_andn2_saveexec_b64 s[8:9], s[10:11]\n"
                         "\ts_cbranch_execz .LBB5_18\n"
                         "\tglobal_load_dwordx4 v[16:19], v[20:21], off\n"
                         ".LBB5_18:\n"
                         "\ts_or_b64 exec, exec, s[8:9]\n"
                         "\ts_waitcnt vmcnt(0)\n"
                         "\ts_endpgm\n";
    assert_int_equal(sl_amdgcn_in_flight(ifelse, strlen(ifelse), true, &f), SL_OK);
    assert_int_equal(f.loads, 5);
    assert_int_equal(f.any_path, 5);
    assert_int_equal(f.straight, 1);
    assert_false(f.merged);
}

/* transpose.cl's tiled kernels on gfx90a (-DTILE=32 -DBLOCK_ROWS=8): the
 * interior's four loads are in blocks LLVM moved after the kernel's
 * end, entered by s_cbranch_execnz; the waits are in other out-of-line
 * blocks. Read in text order they gave 3; the straight path has 4. Any
 * path (each guard both ways, even where the conditions cannot
 * disagree: skip every ds_write's wait, then enter the edge loop) has 5. */
static void test_transpose_paths(void **state)
{
    (void)state;
    char *s = slurp("transpose-gfx90a.s");
    static const char *const tiled[] = { "transpose_tiled", "transpose_tiled_padded", "transpose_diagonal" };
    for (size_t i = 0; i < 3; ++i) {
        sl_amdgcn_flight f;
        assert_int_equal(sl_amdgcn_kernel_flight(s, tiled[i], true, &f), SL_OK);
        if (f.straight != 4 || f.any_path != 5 || f.loads != 5)
            fail_msg("%s: straight %u, any %u, loads %u; want 4, 5, 5", tiled[i], f.straight, f.any_path, f.loads);
    }
    sl_amdgcn_flight f;
    assert_int_equal(sl_amdgcn_kernel_flight(s, "transpose_naive", true, &f), SL_OK);
    assert_int_equal(f.straight, 1);
    assert_int_equal(f.any_path, 1);
    assert_int_equal(sl_amdgcn_kernel_flight(s, "transpose_tile", true, &f), SL_E_USAGE);
    free(s);
}

/* matmul.cl's register-blocked rungs on gfx90a (the suite's options):
 * per tile, a float4 (one global_load_dwordx4) where it is inside the
 * matrix, else four guarded global_load_dword. An interior tile keeps 1
 * in flight, an edge tile 8 (A's four and B's four); text order said 5. */
static void test_matmul_paths(void **state)
{
    (void)state;
    char *s = slurp("matmul-gfx90a.s");
    static const char *const blocked[] = { "matmul_regblock2d", "matmul_dbuf", "matmul_warptile" };
    for (size_t i = 0; i < 3; ++i) {
        sl_amdgcn_flight f;
        assert_int_equal(sl_amdgcn_kernel_flight(s, blocked[i], true, &f), SL_OK);
        if (f.straight != 1 || f.any_path != 8)
            fail_msg("%s: straight %u, any %u; want 1, 8", blocked[i], f.straight, f.any_path);
    }
    sl_amdgcn_flight f;
    assert_int_equal(sl_amdgcn_kernel_flight(s, "matmul_naive", true, &f), SL_OK);
    assert_int_equal(f.any_path, 2); /* A's and B's element, then the FMA waits */
    assert_int_equal(f.straight, 2);
    free(s);
}

/* latency.cl's chase on gfx90a: p is the same in every lane, so each
 * p = next[p] is an s_load_dword (11: the warm loop's, the 8-times
 * unrolled loop's and its remainder's, and pos[0]), beside the three
 * loads of the kernel's arguments from the kernarg pointer s[4:5]. The
 * reader once dropped every s_load as "the arguments". */
static void test_scalar_loads(void **state)
{
    (void)state;
    char *s = slurp("latency-gfx90a.s");
    sl_amdgcn_ops ops;
    assert_int_equal(sl_amdgcn_kernel_ops(s, "chase", &ops), SL_OK);
    assert_ordered(ops.op, ops.n);
    unsigned scalar = 0, kernarg = 0, global_loads = 0;
    for (size_t i = 0; i < ops.n; ++i) {
        scalar += strcmp(ops.op[i].space, "scalar") == 0 ? ops.op[i].count : 0;
        kernarg += strcmp(ops.op[i].space, "kernarg") == 0 ? ops.op[i].count : 0;
        global_loads += strcmp(ops.op[i].space, "global") == 0 && !ops.op[i].store;
    }
    assert_int_equal(scalar, 11);
    assert_int_equal(kernarg, 3);
    assert_int_equal(global_loads, 0);
    const sl_amdgcn_op *chase = find(ops.op, ops.n, "s_load_dword");
    assert_string_equal(chase->space, "scalar");
    assert_int_equal(chase->bytes, 4);
    sl_amdgcn_ops_free(&ops);
    /* the text alone (no .amdhsa_kernel block read) tells no argument apart */
    const char *body;
    size_t len;
    assert_true(sl_amdgcn_kernel(s, "chase", &body, &len));
    assert_int_equal(sl_amdgcn_mem_ops(body, len, &ops), SL_OK);
    assert_int_equal(find(ops.op, ops.n, "s_load_dwordx2")->count, 2);
    assert_string_equal(find(ops.op, ops.n, "s_load_dwordx2")->space, "scalar");
    sl_amdgcn_ops_free(&ops);
    free(s);
    /* an argument is a load through the kernarg pointer on every path to
     * it: the out-of-line block .LBB0_2, after the pointer's SGPRs are
     * reused in the text but reached before that, still loads an
     * argument; the load after the reuse reads data (bandwidth's
     * read_sum on gfx90a is laid out so) */
    static const char k[] = "\t.type\tk,@function\n"
                            "k:\n"
                            "\ts_load_dword s8, s[4:5], 0x0\n"
                            "\ts_cmp_eq_u32 s8, 0\n"
                            "\ts_cbranch_scc1 .LBB0_2\n"
                            "\ts_mov_b64 s[4:5], s[8:9]\n"
                            "\ts_load_dwordx2 s[10:11], s[4:5], 0x0\n"
                            ".LBB0_1:\n"
                            "\ts_endpgm\n"
                            ".LBB0_2:\n"
                            "\ts_load_dwordx4 s[12:15], s[4:5], 0x8\n"
                            "\ts_branch .LBB0_1\n"
                            "\t.amdhsa_kernel k\n"
                            "\t\t.amdhsa_user_sgpr_private_segment_buffer 1\n"
                            "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
                            "\t.end_amdhsa_kernel\n"
                            ".Lfunc_end0:\n";
    assert_int_equal(sl_amdgcn_kernel_ops(k, "k", &ops), SL_OK);
    assert_string_equal(find(ops.op, ops.n, "s_load_dword")->space, "kernarg");
    assert_string_equal(find(ops.op, ops.n, "s_load_dwordx4")->space, "kernarg");
    assert_string_equal(find(ops.op, ops.n, "s_load_dwordx2")->space, "scalar");
    sl_amdgcn_ops_free(&ops);
}

/* tests/data/amdgcn/reader.cl on gfx90a: the reader's old failures, one
 * kernel each. */
static void test_reader_cases(void **state)
{
    (void)state;
    char *s = slurp("reader-gfx90a.s");
    const char *body;
    size_t len;
    sl_amdgcn_ops ops;
    sl_amdgcn_flight f;

    /* inline asm's label "asm_mark:" at column 0 is inside asm_label (it
     * once ended the kernel, which then had no end: "no kernel asm_label") */
    assert_non_null(strstr(s, "\nasm_mark:\n"));
    assert_true(sl_amdgcn_kernel(s, "asm_label", &body, &len));
    assert_true(strncmp(body + len, ".Lfunc_end0:", 12) == 0);
    assert_int_equal(sl_amdgcn_kernel_ops(s, "asm_label", &ops), SL_OK);
    assert_int_equal(find(ops.op, ops.n, "global_load_dwordx4")->count, 1);
    assert_int_equal(find(ops.op, ops.n, "global_store_dwordx4")->count, 1);
    sl_amdgcn_ops_free(&ops);

    /* a noinline callee's two float4 loads are the kernel's, both in
     * flight at once inside the callee */
    assert_int_equal(sl_amdgcn_kernel_ops(s, "calls_noinline", &ops), SL_OK);
    assert_int_equal(ops.calls, 1);
    assert_string_equal(ops.missing, "");
    assert_int_equal(find(ops.op, ops.n, "global_load_dwordx4")->count, 2);
    sl_amdgcn_ops_free(&ops);
    assert_int_equal(sl_amdgcn_kernel_flight(s, "calls_noinline", true, &f), SL_OK);
    assert_int_equal(f.loads, 2);
    assert_int_equal(f.any_path, 2);
    assert_int_equal(f.straight, 2);
    /* the callee is a function of its own too */
    assert_true(sl_amdgcn_kernel(s, "fetch2", &body, &len));
    assert_true(strncmp(body + len, ".Lfunc_end1:", 12) == 0);

    /* a kernel named global_load_dword: its label is no load (one store) */
    assert_int_equal(sl_amdgcn_kernel_flight(s, "global_load_dword", true, &f), SL_OK);
    assert_int_equal(f.loads, 0);
    assert_int_equal(f.any_path, 0);
    assert_int_equal(sl_amdgcn_kernel_ops(s, "global_load_dword", &ops), SL_OK);
    for (size_t i = 0; i < ops.n; ++i)
        assert_true(ops.op[i].store || strcmp(ops.op[i].space, "kernarg") == 0);
    sl_amdgcn_ops_free(&ops);

    /* a private array: 64 buffer_store_dword and 2 buffer_load_dword
     * ... offen through s[0:3], scratch; the 16 float4 loads of in[] are
     * the global ones */
    assert_int_equal(sl_amdgcn_kernel_flight(s, "private_array", true, &f), SL_OK);
    assert_int_equal(f.loads, 16);
    assert_int_equal(f.scratch_loads, 2);
    assert_true(f.any_path <= 16);
    assert_int_equal(sl_amdgcn_kernel_ops(s, "private_array", &ops), SL_OK);
    const sl_amdgcn_op *reload = find(ops.op, ops.n, "buffer_load_dword");
    assert_string_equal(reload->space, "scratch");
    assert_int_equal(reload->count, 2);
    assert_string_equal(find(ops.op, ops.n, "buffer_store_dword")->space, "scratch");
    assert_int_equal(find(ops.op, ops.n, "global_load_dwordx4")->count, 16);
    sl_amdgcn_ops_free(&ops);

    /* 68 distinct memory mnemonics (no fixed table loses the last ones),
     * the float4 load of in[] last in the text */
    assert_int_equal(sl_amdgcn_kernel_ops(s, "many_ops", &ops), SL_OK);
    assert_true(ops.n > 64);
    assert_ordered(ops.op, ops.n);
    const sl_amdgcn_op *v4 = find(ops.op, ops.n, "global_load_dwordx4");
    assert_int_equal(v4->bytes, 16);
    assert_false(v4->store);
    sl_amdgcn_ops_free(&ops);
    free(s);
}

/* A call the reader cannot follow is said, not silently dropped. */
static void test_calls_missing(void **state)
{
    (void)state;
    static const char text[] = "\t.type\tk,@function\n"
                               "k:\n"
                               "\ts_getpc_b64 s[4:5]\n"
                               "\ts_add_u32 s4, s4, elsewhere@rel32@lo+4\n"
                               "\ts_addc_u32 s5, s5, elsewhere@rel32@hi+12\n"
                               "\ts_swappc_b64 s[30:31], s[4:5]\n"
                               "\ts_getpc_b64 s[4:5]\n"
                               "\ts_add_u32 s4, s4, k@rel32@lo+4\n"
                               "\ts_addc_u32 s5, s5, k@rel32@hi+12\n"
                               "\ts_swappc_b64 s[30:31], s[4:5]\n"
                               "\tglobal_load_dword v0, v[0:1], off\n"
                               "\ts_endpgm\n"
                               ".Lfunc_end0:\n";
    sl_amdgcn_ops ops;
    assert_int_equal(sl_amdgcn_kernel_ops(text, "k", &ops), SL_OK);
    assert_int_equal(ops.calls, 0);
    assert_non_null(strstr(ops.missing, "elsewhere (not in this file)"));
    assert_non_null(strstr(ops.missing, "k (recursive"));
    assert_int_equal(find(ops.op, ops.n, "global_load_dword")->count, 1);
    sl_amdgcn_ops_free(&ops);
    assert_int_equal(sl_amdgcn_kernel_ops(text, "nothere", &ops), SL_E_USAGE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kernel_bounds),  cmocka_unit_test(test_scale_ops),
        cmocka_unit_test(test_scale_resources), cmocka_unit_test(test_transpose_lds),
        cmocka_unit_test(test_banks_vec4),     cmocka_unit_test(test_lab05_read2),
        cmocka_unit_test(test_mixed_ops),      cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_wave),           cmocka_unit_test(test_truncated),
        cmocka_unit_test(test_in_flight),     cmocka_unit_test(test_in_flight_paths),
        cmocka_unit_test(test_transpose_paths), cmocka_unit_test(test_matmul_paths),
        cmocka_unit_test(test_scalar_loads),  cmocka_unit_test(test_reader_cases),
        cmocka_unit_test(test_calls_missing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
