/* test_banks.c - the local-memory bank model: the strides every CUDA and
 * OpenCL course draws (1 free, 2 two-way, 32 thirty-two-way, odd strides
 * and padding free, a broadcast free), 8- and 16-byte words in half- and
 * quarter-warps, wave64 on AMD LDS in two halves, the picture's fields,
 * lanes in rows of a 2D work-group (the transpose's tiles, worked by
 * hand), bad input. Pure C, no device. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "simtlab/banks.h"

static sl_bank_result *result;

static int setup(void **state)
{
    (void)state;
    result = malloc(sizeof *result);
    return result ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    free(result);
    return 0;
}

/* The model of one access on `arch`; fails the test on an error. */
static const sl_bank_result *model(const char *arch, unsigned lanes, unsigned word_bytes, unsigned stride,
                                   unsigned offset)
{
    const sl_bank_arch *a = sl_bank_arch_find(arch);
    if (!a)
        fail_msg("no arch '%s'", arch);
    sl_bank_access acc = { lanes, word_bytes, stride, offset };
    sl_err e = { 0 };
    memset(result, 0xAB, sizeof *result);
    if (sl_bank_model(a, &acc, result, &e) != SL_OK)
        fail_msg("sl_bank_model(%s, lanes %u, %u B, stride %u): %s", arch, lanes, word_bytes, stride, e.msg);
    return result;
}

/* 4-byte words on NVIDIA: one phase of 32 lanes; stride s costs gcd(s, 32) passes. */
static void test_nvidia_strides(void **state)
{
    (void)state;
    static const struct { unsigned stride, degree; } cases[] = {
        { 1, 1 }, { 2, 2 }, { 4, 4 }, { 8, 8 }, { 16, 16 }, { 32, 32 }, { 64, 32 },
        { 3, 1 }, { 5, 1 }, { 7, 1 }, { 31, 1 }, { 33, 1 }, { 6, 2 }, { 12, 4 }, { 48, 16 },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; ++k) {
        const sl_bank_result *r = model("nvidia", 0, 4, cases[k].stride, 0);
        assert_int_equal(r->lanes, 32);
        assert_int_equal(r->phases, 1);
        assert_int_equal(r->lanes_per_phase, 32);
        assert_int_equal(r->ideal_passes, 1);
        assert_int_equal(r->degree, cases[k].degree);
        assert_int_equal(r->passes, cases[k].degree);
        assert_float_equal(r->efficiency, 1.0 / cases[k].degree, 1e-12);
    }
}

static void test_nvidia_32way_picture(void **state)
{
    (void)state;
    const sl_bank_result *r = model("nvidia", 0, 4, 32, 0);
    assert_int_equal(r->passes, 32);
    assert_float_equal(r->efficiency, 1.0 / 32, 1e-12);
    /* every lane in bank 0, 32 different words there, the other banks idle */
    assert_int_equal(r->load[0][0], 32);
    for (unsigned b = 1; b < 32; ++b)
        assert_int_equal(r->load[0][b], 0);
    assert_int_equal(r->worst_phase, 0);
    assert_int_equal(r->worst_bank, 0);
    assert_int_equal(r->n_worst_lanes, 32);
    for (unsigned i = 0; i < 32; ++i) {
        assert_int_equal(r->bank_of_lane[i], 0);
        assert_int_equal(r->worst_lanes[i], i);
    }

    /* stride 2: banks 0, 2, .. 30 two words each; bank 0 serves lanes 0 and 16 */
    r = model("nvidia", 0, 4, 2, 0);
    for (unsigned b = 0; b < 32; ++b)
        assert_int_equal(r->load[0][b], b % 2 ? 0 : 2);
    assert_int_equal(r->worst_bank, 0);
    assert_int_equal(r->n_worst_lanes, 2);
    assert_int_equal(r->worst_lanes[0], 0);
    assert_int_equal(r->worst_lanes[1], 16);
}

/* A 32-word tile row padded by one word: a column access (stride 33) is free. */
static void test_padding(void **state)
{
    (void)state;
    const sl_bank_result *r = model("nvidia", 0, 4, 32 + 1, 0);
    assert_int_equal(r->passes, 1);
    assert_int_equal(r->degree, 1);
    for (unsigned i = 0; i < 32; ++i)
        assert_int_equal(r->bank_of_lane[i], i);
    /* an offset moves the banks, not the cost */
    r = model("nvidia", 0, 4, 33, 5);
    assert_int_equal(r->passes, 1);
    assert_int_equal(r->bank_of_lane[0], 5);
    assert_int_equal(r->bank_of_lane[31], (31 * 33 + 5) % 32);
    r = model("nvidia", 0, 4, 32, 7);
    assert_int_equal(r->degree, 32);
    assert_int_equal(r->worst_bank, 7);
}

/* Stride 0: every lane reads the same word, one pass. */
static void test_broadcast(void **state)
{
    (void)state;
    const sl_bank_result *r = model("nvidia", 0, 4, 0, 0);
    assert_int_equal(r->passes, 1);
    assert_int_equal(r->degree, 1);
    assert_float_equal(r->efficiency, 1.0, 1e-12);
    assert_int_equal(r->load[0][0], 1);
    assert_int_equal(r->n_worst_lanes, 32);
    r = model("amd-cdna", 0, 16, 0, 3);
    assert_int_equal(r->phases, 8);
    assert_int_equal(r->passes, 8);
    assert_float_equal(r->efficiency, 1.0, 1e-12);
}

static void test_bank_of_lane(void **state)
{
    (void)state;
    const sl_bank_result *r = model("nvidia", 0, 4, 1, 0);
    for (unsigned i = 0; i < 32; ++i)
        assert_int_equal(r->bank_of_lane[i], i % 32);
    r = model("amd-cdna", 0, 4, 1, 0);
    for (unsigned i = 0; i < 64; ++i)
        assert_int_equal(r->bank_of_lane[i], i % 32);
    r = model("nvidia", 0, 4, 2, 0);
    for (unsigned i = 0; i < 32; ++i)
        assert_int_equal(r->bank_of_lane[i], 2 * i % 32);
    /* an 8-byte word's first bank: lane i starts at bank 2i */
    r = model("nvidia", 0, 8, 1, 0);
    for (unsigned i = 0; i < 32; ++i)
        assert_int_equal(r->bank_of_lane[i], 2 * i % 32);
}

/* 8-byte words: two half-warps of 16 lanes, 16 x 2 banks each. */
static void test_wide_words(void **state)
{
    (void)state;
    const sl_bank_result *r = model("nvidia", 0, 8, 1, 0);
    assert_int_equal(r->phases, 2);
    assert_int_equal(r->lanes_per_phase, 16);
    assert_int_equal(r->ideal_passes, 2);
    assert_int_equal(r->passes, 2);
    assert_int_equal(r->degree, 1);
    assert_float_equal(r->efficiency, 1.0, 1e-12);
    for (unsigned p = 0; p < 2; ++p)
        for (unsigned b = 0; b < 32; ++b)
            assert_int_equal(r->load[p][b], 1);

    /* stride 2: lane i's word covers banks 4i % 32, +1: two words per used bank in each half */
    r = model("nvidia", 0, 8, 2, 0);
    assert_int_equal(r->phases, 2);
    assert_int_equal(r->phase_passes[0], 2);
    assert_int_equal(r->phase_passes[1], 2);
    assert_int_equal(r->passes, 4);
    assert_int_equal(r->degree, 2);
    assert_float_equal(r->efficiency, 0.5, 1e-12);
    assert_int_equal(r->load[0][0], 2);
    assert_int_equal(r->load[0][1], 2);
    assert_int_equal(r->load[0][2], 0);
    assert_int_equal(r->n_worst_lanes, 2);
    assert_int_equal(r->worst_lanes[0], 0);
    assert_int_equal(r->worst_lanes[1], 8);

    /* 16-byte words: four quarter-warps of 8 lanes, each covering all 32 banks once */
    r = model("nvidia", 0, 16, 1, 0);
    assert_int_equal(r->phases, 4);
    assert_int_equal(r->lanes_per_phase, 8);
    assert_int_equal(r->passes, 4);
    assert_int_equal(r->degree, 1);
    assert_float_equal(r->efficiency, 1.0, 1e-12);
    /* 16-byte stride 2: 2-way in each quarter */
    r = model("nvidia", 0, 16, 2, 0);
    assert_int_equal(r->passes, 8);
    assert_int_equal(r->degree, 2);
}

/* AMD LDS: a wave64 in two halves of 32 lanes. */
static void test_amd_cdna(void **state)
{
    (void)state;
    const sl_bank_result *r = model("amd-cdna", 0, 4, 1, 0);
    assert_int_equal(r->lanes, 64);
    assert_int_equal(r->phases, 2);
    assert_int_equal(r->lanes_per_phase, 32);
    assert_int_equal(r->ideal_passes, 2);
    assert_int_equal(r->passes, 2);
    assert_int_equal(r->degree, 1);
    assert_float_equal(r->efficiency, 1.0, 1e-12);

    r = model("amd-cdna", 0, 4, 32, 0);
    assert_int_equal(r->phases, 2);
    assert_int_equal(r->phase_passes[0], 32);
    assert_int_equal(r->phase_passes[1], 32);
    assert_int_equal(r->passes, 64);
    assert_int_equal(r->degree, 32);
    assert_float_equal(r->efficiency, 2.0 / 64, 1e-12);

    /* 8-byte words: each 32-lane half in two phases of 16 (assumed, as NVIDIA) */
    r = model("amd-cdna", 0, 8, 1, 0);
    assert_int_equal(r->phases, 4);
    assert_int_equal(r->passes, 4);
    assert_float_equal(r->efficiency, 1.0, 1e-12);

    /* RDNA wave32: one phase, as NVIDIA */
    r = model("amd-rdna", 0, 4, 2, 0);
    assert_int_equal(r->lanes, 32);
    assert_int_equal(r->phases, 1);
    assert_int_equal(r->passes, 2);

    /* the other width: 64 lanes on NVIDIA are two phases, 32 on CDNA one */
    r = model("nvidia", 64, 4, 4, 0);
    assert_int_equal(r->phases, 2);
    assert_int_equal(r->passes, 8);
    r = model("amd-cdna", 32, 4, 4, 0);
    assert_int_equal(r->phases, 1);
    assert_int_equal(r->passes, 4);
    /* a partial last phase: 40 lanes of stride 1 */
    r = model("nvidia", 40, 4, 1, 0);
    assert_int_equal(r->phases, 2);
    assert_int_equal(r->passes, 2);
    assert_int_equal(r->load[1][7], 1);
    assert_int_equal(r->load[1][8], 0);
}

/* The model of lanes in rows (sl_bank_model_rows) on NVIDIA, 4-byte words. */
static const sl_bank_result *model_rows(const char *arch, unsigned lanes, unsigned stride, unsigned row_lanes,
                                        unsigned row_stride)
{
    const sl_bank_arch *a = sl_bank_arch_find(arch);
    if (!a)
        fail_msg("no arch '%s'", arch);
    sl_bank_access acc = { lanes, 4, stride, 0 };
    sl_err e = { 0 };
    memset(result, 0xAB, sizeof *result);
    if (sl_bank_model_rows(a, &acc, row_lanes, row_stride, result, &e) != SL_OK)
        fail_msg("sl_bank_model_rows(%s, stride %u, rows of %u lanes %u words apart): %s", arch, stride, row_lanes,
                 row_stride, e.msg);
    return result;
}

/* Lanes in rows. One row as wide as the warp (or wider, or row_lanes 0)
 * is sl_bank_model's access. Rows narrower than the warp: a warp of a
 * TILE x BLOCK_ROWS group spans 32 / TILE rows, each starting
 * row_stride words after the one before. Worked by hand, as
 * cl/transpose.cl's comments do: */
static void test_rows(void **state)
{
    (void)state;
    for (unsigned row_lanes = 0; row_lanes <= 64; row_lanes += 32) {
        const sl_bank_result *r = model_rows("nvidia", 0, 33, row_lanes, 5);
        assert_int_equal(r->degree, 1);
        for (unsigned i = 0; i < 32; ++i)
            assert_int_equal(r->bank_of_lane[i], i * 33 % 32);
    }
    /* tiled_v4, tile 64: lane (r, q) = (i / 16, i % 16) stores t[r][4q + s]
     * at word r x 65 + 4q + s: bank (r + 4q + s) % 32. Lanes q and q + 8
     * are 32 words apart, one bank (s = 0: lanes 0 and 8 in bank 0); row 1
     * starts one bank later: banks 0, 4, .. 28 and 1, 5, .. 29 two words
     * each, a 2-way conflict */
    const sl_bank_result *r = model_rows("nvidia", 0, 4, 16, 65);
    assert_int_equal(r->degree, 2);
    for (unsigned b = 0; b < 32; ++b)
        assert_int_equal(r->load[0][b], b % 4 < 2 ? 2 : 0);
    assert_int_equal(r->bank_of_lane[16], 1);
    assert_int_equal(r->n_worst_lanes, 2);
    assert_int_equal(r->worst_lanes[0], 0);
    assert_int_equal(r->worst_lanes[1], 8);
    /* its read, t[4q + s][r] at word (4q + s) x 65 + r: bank (4q + s + r) % 32, the same banks */
    r = model_rows("nvidia", 0, 4 * 65, 16, 1);
    assert_int_equal(r->degree, 2);
    for (unsigned b = 0; b < 32; ++b)
        assert_int_equal(r->load[0][b], b % 4 < 2 ? 2 : 0);
    /* a wave64 on CDNA: rows 0-1 and 2-3 in its two halves, 2-way each */
    r = model_rows("amd-cdna", 0, 4, 16, 65);
    assert_int_equal(r->phases, 2);
    assert_int_equal(r->passes, 4);
    assert_int_equal(r->degree, 2);
    /* tile 32: rows 0-3 of 8 lanes, banks (r + 4q) % 32: all 32 once */
    assert_int_equal(model_rows("nvidia", 0, 4, 8, 33)->degree, 1);
    assert_int_equal(model_rows("nvidia", 0, 4 * 33, 8, 1)->degree, 1);
    /* tile 16: 8 rows of 4 lanes, banks (17r + 4q) % 32; rows 0 and 4
     * (68 = 4 mod 32) meet in banks 4, 8, 12: 2-way. The 32 lanes as one
     * row at stride 4 would be 4-way */
    r = model_rows("nvidia", 0, 4, 4, 17);
    assert_int_equal(r->degree, 2);
    assert_int_equal(r->load[0][4], 2);
    assert_int_equal(model("nvidia", 0, 4, 4, 0)->degree, 4);
    /* the scalar tiled rungs' read t[lx][j + ly] with tile 16: a warp is
     * ly 0 and 1. Padded (word 17 lx + ly): lane 15 of row 1 is word 256,
     * bank 0, lane 0's: 2-way, where one row at stride 17 is free.
     * Unpadded (16 lx + ly): banks 0, 1, 16, 17, 8 words each */
    r = model_rows("nvidia", 0, 17, 16, 1);
    assert_int_equal(r->degree, 2);
    assert_int_equal(r->bank_of_lane[31], 0);
    assert_int_equal(model_rows("nvidia", 0, 16, 16, 1)->degree, 8);
    assert_int_equal(model("nvidia", 0, 4, 16, 0)->degree, 16);
}

static void test_bad_input(void **state)
{
    (void)state;
    const sl_bank_arch *a = sl_bank_arch_find("nvidia");
    sl_err e = { 0 };
    sl_bank_access acc = { 0, 3, 1, 0 };
    assert_int_equal(sl_bank_model(a, &acc, result, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "4, 8 or 16"));
    acc = (sl_bank_access){ 2000, 4, 1, 0 };
    assert_int_equal(sl_bank_model(a, &acc, result, &e), SL_E_USAGE);
    assert_non_null(strstr(e.msg, "2000 lanes"));
    acc = (sl_bank_access){ 0, 4, 1, 0 };
    assert_int_equal(sl_bank_model(NULL, &acc, result, &e), SL_E_USAGE);
    assert_int_equal(sl_bank_model(a, &acc, result, NULL), SL_OK); /* e may be NULL */
    acc.word_bytes = 0;
    assert_int_equal(sl_bank_model(a, &acc, result, NULL), SL_E_USAGE);
    /* the largest access fits: 1024 lanes of 16 B are 128 phases */
    acc = (sl_bank_access){ 1024, 16, 1, 0 };
    assert_int_equal(sl_bank_model(a, &acc, result, &e), SL_OK);
    assert_int_equal(result->phases, 128);
    assert_int_equal(result->passes, 128);
}

static void test_table(void **state)
{
    (void)state;
    unsigned n = 0;
    for (const sl_bank_arch *a = sl_bank_archs(); a->name; ++a, ++n) {
        assert_int_equal(a->banks, 32);
        assert_int_equal(a->bank_bytes, 4);
        assert_non_null(a->source);
        assert_true(strlen(a->source) > 40);
        assert_ptr_equal(sl_bank_arch_find(a->name), a);
    }
    assert_int_equal(n, 3);
    assert_int_equal(sl_bank_arch_find("nvidia")->lanes, 32);
    assert_int_equal(sl_bank_arch_find("amd-cdna")->lanes, 64);
    assert_int_equal(sl_bank_arch_find("amd-rdna")->lanes, 32);
    assert_null(sl_bank_arch_find("sm_90"));
    assert_null(sl_bank_arch_find(NULL));
    /* sources say what is assumed */
    assert_non_null(strstr(sl_bank_arch_find("amd-rdna")->source, "assumed"));
    assert_non_null(strstr(sl_bank_arch_find("amd-cdna")->source, "half-wavefront"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_nvidia_strides), cmocka_unit_test(test_nvidia_32way_picture),
        cmocka_unit_test(test_padding),        cmocka_unit_test(test_broadcast),
        cmocka_unit_test(test_bank_of_lane),   cmocka_unit_test(test_wide_words),
        cmocka_unit_test(test_amd_cdna),       cmocka_unit_test(test_rows),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_table),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
