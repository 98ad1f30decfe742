/* test_matmul.c (unit) - the matmul suite's host side without a device:
 * the double reference and the check (a right product passes; one output
 * off, a NaN, a product missing one k fail), the rows a big shape checks,
 * and the --sizes parser. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "simtlab/matmul.h"
#include "simtlab/parse.h"
#include "simtlab/rng.h"

/* The check itself: a right product passes; one output off
 * by far less than its size fails by the element bound; NaN fails; a
 * product that drops one k fails by the Frobenius bound. */
static void test_check_catches_wrong(void **state)
{
    (void)state;
    enum { M = 20, N = 30, K = 50 };
    float A[M * K], B[K * N], C[M * N];
    sl_rng_fill_float(A, M * K, 7, -1.0f, 1.0f);
    sl_rng_fill_float(B, K * N, 8, -1.0f, 1.0f);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            float acc = 0.0f;
            for (int k = 0; k < K; ++k)
                acc = fmaf(A[i * K + k], B[k * N + j], acc);
            C[i * N + j] = acc;
        }
    size_t rows[M];
    sl_mm_pick_rows(M, M, 1, rows);
    double ref[M * N], abs_ref[M * N], err = -1.0;
    sl_mm_reference(A, B, N, K, rows, M, ref, abs_ref);
    char why[256];
    assert_int_equal(sl_mm_check(C, N, K, rows, M, ref, abs_ref, &err, why, sizeof why), 0);
    assert_true(err >= 0.0 && err < sl_mm_frobenius_bound(K));
    assert_true(abs_ref[0] >= fabs(ref[0]) && abs_ref[0] > 0.0);

    const float keep = C[7 * N + 11];
    C[7 * N + 11] += 1e-3f;
    assert_int_equal(sl_mm_check(C, N, K, rows, M, ref, abs_ref, &err, why, sizeof why), -1);
    assert_non_null(strstr(why, "C[7][11]"));
    C[7 * N + 11] = NAN;
    assert_int_equal(sl_mm_check(C, N, K, rows, M, ref, abs_ref, &err, why, sizeof why), -1);
    C[7 * N + 11] = keep;

    /* drop k = K - 1 everywhere: within each element's bound? no: but the
     * Frobenius error shows it either way */
    float D[M * N];
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j)
            D[i * N + j] = C[i * N + j] - A[i * K + K - 1] * B[(K - 1) * N + j];
    assert_int_equal(sl_mm_check(D, N, K, rows, M, ref, abs_ref, &err, why, sizeof why), -1);
    assert_true(err > sl_mm_frobenius_bound(K));

    /* sampled rows: first and last among them, sorted, one per stratum */
    size_t some[64];
    sl_mm_pick_rows(1000, 5, 3, some);
    assert_int_equal(some[0], 0);
    assert_int_equal(some[4], 999);
    for (size_t i = 1; i < 4; ++i)
        assert_true(some[i] >= i * 200 && some[i] < (i + 1) * 200);
    /* 64 of 8192: not in step with 128-row tiles, as evenly spaced rows
     * are; every residue mod 8 (a work-item's accumulator rows) is hit */
    sl_mm_pick_rows(8192, 64, 1, some);
    unsigned seen = 0;
    for (size_t i = 0; i < 64; ++i) {
        if (i)
            assert_true(some[i] > some[i - 1]);
        seen |= 1u << (some[i] % 8);
    }
    assert_int_equal(seen, 0xFF);
    /* another seed, other rows */
    size_t other[64];
    sl_mm_pick_rows(8192, 64, 2, other);
    assert_true(memcmp(some + 1, other + 1, 62 * sizeof *some) != 0);
    assert_int_equal(sl_mm_check_rows(1000, 1000, 1000, 1e12), 1000);
    assert_int_equal(sl_mm_check_rows(8192, 8192, 8192, 4.0 * 8192 * 8192 * 100), 400);
    assert_int_equal(sl_mm_check_rows(8192, 8192, 8192, 1.0), 16);
}

/* The reference on small matrices worked by hand: rows of C = A x B and of
 * |A| x |B|, for any subset and order of rows, over blocks of four rows. */
static void test_reference_values(void **state)
{
    (void)state;
    /* A is 2 x 3, B is 3 x 2 */
    const float A[] = { 1, 2, 3, 4, -5, 6 };
    const float B[] = { 1, -1, 2, 0, 0, 1 };
    const size_t both[] = { 0, 1 };
    double ref[4], abs_ref[4];
    sl_mm_reference(A, B, 2, 3, both, 2, ref, abs_ref);
    /* [1 2 3] x B = [5, 2]; [4 -5 6] x B = [-6, 2] */
    assert_float_equal(ref[0], 5.0, 0.0);
    assert_float_equal(ref[1], 2.0, 0.0);
    assert_float_equal(ref[2], -6.0, 0.0);
    assert_float_equal(ref[3], 2.0, 0.0);
    /* |A| x |B|: [5, 4] and [14, 10] */
    assert_float_equal(abs_ref[0], 5.0, 0.0);
    assert_float_equal(abs_ref[1], 4.0, 0.0);
    assert_float_equal(abs_ref[2], 14.0, 0.0);
    assert_float_equal(abs_ref[3], 10.0, 0.0);
    /* one row: the output holds that row only */
    const size_t second[] = { 1 };
    sl_mm_reference(A, B, 2, 3, second, 1, ref, abs_ref);
    assert_float_equal(ref[0], -6.0, 0.0);
    assert_float_equal(abs_ref[1], 10.0, 0.0);

    /* 11 rows (two whole blocks of four and three rows), in a chosen order:
     * A[i][kk] = i + 1, B = I (k = n = 3) scaled by 2, so C[i][j] = 2 (i + 1) */
    enum { M = 11, K = 3 };
    float A2[M * K], B2[K * K] = { 2, 0, 0, 0, 2, 0, 0, 0, 2 };
    for (int i = 0; i < M; ++i)
        for (int kk = 0; kk < K; ++kk)
            A2[i * K + kk] = (float)(i + 1) * (kk == 1 ? -1.0f : 1.0f);
    const size_t rows[M] = { 10, 0, 5, 3, 9, 1, 2, 8, 4, 7, 6 };
    double r2[M * K], a2[M * K];
    sl_mm_reference(A2, B2, K, K, rows, M, r2, a2);
    for (int i = 0; i < M; ++i) {
        const double v = 2.0 * (double)(rows[i] + 1);
        assert_float_equal(r2[i * K + 0], v, 0.0);
        assert_float_equal(r2[i * K + 1], -v, 0.0);
        assert_float_equal(a2[i * K + 1], v, 0.0);
        assert_float_equal(r2[i * K + 2], v, 0.0);
    }
    /* the bound and the threads it splits over */
    assert_float_equal(sl_mm_frobenius_bound(4096), 0x1p-12, 0.0);
    assert_float_equal(sl_mm_frobenius_bound(0), 0x1p-24, 0.0);
    const size_t t = sl_mm_ref_threads();
    assert_true(t >= 1 && t <= 64);
}

static void test_sizes_parsed(void **state)
{
    (void)state;
    sl_mnk s[SL_MNK_MAX];
    size_t n = 0;
    sl_err e = { 0 };
    assert_int_equal(sl_parse_mnk_list("1024,67x45x33,8X9x10", s, SL_MNK_MAX, &n, &e), SL_OK);
    assert_int_equal(n, 3);
    assert_true(s[0].m == 1024 && s[0].n == 1024 && s[0].k == 1024);
    assert_true(s[1].m == 67 && s[1].n == 45 && s[1].k == 33);
    assert_true(s[2].m == 8 && s[2].n == 9 && s[2].k == 10);
    static const char *const bad[] = { "0", "-5", "12x0x3", "1x2", "64,", "abc", "", "1x2x3x4", "2000000", ",5" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        if (sl_parse_mnk_list(bad[i], s, SL_MNK_MAX, &n, &e) != SL_E_USAGE)
            fail_msg("--sizes '%s' was accepted", bad[i]);
        assert_non_null(strstr(e.msg, "--sizes"));
        sl_err_clear(&e);
    }
    /* at most max entries */
    assert_int_equal(sl_parse_mnk_list("1,2,3", s, 2, &n, &e), SL_E_USAGE);
    sl_err_clear(&e);
}

/* The local bytes a warp reads per k, worked by hand: regblock2d's 16 x 16
 * group at 8 x 8 puts two rows ty of 16 lanes in a warp: 2 x 8 floats of
 * A and 16 x 8 of B, 576 B; the warp tile's 4 x 8 lanes: 4 x 8 + 8 x 8
 * floats, 384 B. A 32-wide group: one row owner, 32 column owners. */
static void test_warp_local_bytes(void **state)
{
    (void)state;
    assert_float_equal(sl_mm_warp_local_bytes(16, 16, 8, 8, false), 576.0, 0.0);
    assert_float_equal(sl_mm_warp_local_bytes(16, 16, 8, 8, true), 384.0, 0.0);
    assert_float_equal(sl_mm_warp_local_bytes(32, 8, 4, 4, false), 4.0 * (4 + 32 * 4), 0.0);
    assert_float_equal(sl_mm_warp_local_bytes(16, 16, 8, 16, true), 4.0 * (4 * 8 + 8 * 16), 0.0);
    /* a group smaller than a warp: only its lanes */
    assert_float_equal(sl_mm_warp_local_bytes(4, 2, 4, 4, false), 4.0 * (2 * 4 + 4 * 4), 0.0);
}

/* NVIDIA's OpenCL gives a work-group 48 KiB of local memory; some GPUs 64. */
#define NV_LOCAL 49152u
#define KIB64 65536u

/* warptile's K step where its tiles fit: whatever the shape of C (the
 * tiles take none; 129 x 260 x 67 and 8192^3 ask the same of a group),
 * 128 x 256 / 8 x 16 at the GPU's 16 needs 49664 B and gets 8 under 48
 * KiB, 16 under 64 KiB; each pick fits its limit; tiles no step fits keep
 * the step asked for (the suite skips them, saying why). */
static void test_warptile_k_step(void **state)
{
    (void)state;
    static const struct {
        unsigned bm, bn, tm, tn, want;
        uint64_t limit;
        unsigned step;
    } cases[] = {
        { 128, 128, 8, 8, 16, NV_LOCAL, 16 },  /* the GPU default: 33280 B */
        { 128, 256, 8, 16, 16, NV_LOCAL, 8 },  /* 49664 B at 16: the H200's failure */
        { 128, 256, 8, 16, 16, KIB64, 16 },
        { 256, 128, 16, 8, 16, NV_LOCAL, 8 },
        { 256, 256, 16, 16, 16, NV_LOCAL, 8 },
        { 256, 256, 16, 16, 16, KIB64, 8 },    /* 66048 B at 16 */
        { 256, 256, 16, 16, 32, KIB64, 8 },    /* two halvings */
        { 64, 64, 4, 4, 16, 524288, 16 },      /* PoCL's CPU default (bk) */
        { 128, 256, 8, 16, 8, NV_LOCAL, 8 },   /* fits as asked */
        /* 1024 work-items: a step of 4 is not whole float4 loads, 8 and 16 do not fit */
        { 512, 512, 16, 16, 16, NV_LOCAL, 16 },
        { 128, 256, 8, 16, 12, 4096, 12 },     /* 12 halves to 6, no float4 step: kept */
    };
    assert_true(sl_mm_warptile_local_bytes(128, 256, 16) == 49664);
    assert_true(sl_mm_warptile_local_bytes(128, 128, 16) == 33280);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        const unsigned got = sl_mm_warptile_k_step(cases[i].bm, cases[i].bn, cases[i].tm, cases[i].tn,
                                                   cases[i].want, cases[i].limit);
        if (got != cases[i].step)
            fail_msg("case %zu: %ux%u/%ux%u want %u under %llu B: step %u, expected %u", i, cases[i].bm, cases[i].bn,
                     cases[i].tm, cases[i].tn, cases[i].want, (unsigned long long)cases[i].limit, got, cases[i].step);
        if (got != cases[i].want) /* a step it chose fits and is whole loads */
            assert_true(sl_mm_warptile_local_bytes(cases[i].bm, cases[i].bn, got) <= cases[i].limit);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_check_catches_wrong),
        cmocka_unit_test(test_reference_values),
        cmocka_unit_test(test_sizes_parsed),
        cmocka_unit_test(test_warp_local_bytes),
        cmocka_unit_test(test_warptile_k_step),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
