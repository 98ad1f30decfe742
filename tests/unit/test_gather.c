/* test_gather.c (unit) - the gather suite's host side without a device:
 * the CSR of hand-made pairs (sources, offsets, targets, permutation), the
 * sort's check catching a broken CSR, the rows read, the double reference
 * on rows worked out by hand, and the cosine check catching one wrong
 * value in either output order. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "simtlab/gather.h"

/* pairs given as (src, tgt), rows of the table */
static void make(sl_gather_pairs *p, const uint32_t *pairs, size_t n, size_t rows)
{
    memset(p, 0, sizeof *p);
    assert_int_equal(sl_gather_pairs_alloc(p, rows, n), 0);
    memcpy(p->pairs, pairs, 2 * n * sizeof *pairs);
}

static void assert_u32s(const uint32_t *got, const uint32_t *want, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        if (got[i] != want[i])
            fail_msg("element %zu: got %u, want %u", i, got[i], want[i]);
}

static void test_csr_by_hand(void **state)
{
    (void)state;
    /* pairs 0..5 over 6 rows; by source: 0 <- pairs 1, 4; 3 <- pairs 0, 2,
     * 5; 5 <- pair 3. Stable: each source keeps its pairs' order. */
    const uint32_t pairs[] = { 3, 1, 0, 2, 3, 4, 5, 0, 0, 5, 3, 3 };
    sl_gather_pairs p;
    make(&p, pairs, 6, 6);
    sl_gather_sort(&p, 6);
    assert_int_equal(p.n_src, 3);
    assert_u32s(p.src_ids, (const uint32_t[]){ 0, 3, 5 }, 3);
    assert_u32s(p.offsets, (const uint32_t[]){ 0, 2, 5, 6 }, 4);
    assert_u32s(p.tgts, (const uint32_t[]){ 2, 5, 1, 4, 3, 0 }, 6);
    assert_u32s(p.perm, (const uint32_t[]){ 1, 4, 0, 2, 5, 3 }, 6);
    char why[256] = "";
    assert_int_equal(sl_gather_check_sort(&p, 6, why, sizeof why), 0);
    /* every row 0..5 is a source or a target */
    assert_int_equal(sl_gather_distinct_rows(&p, 6), 6);
    /* sorting again (the suite times repeats) gives the same CSR */
    sl_gather_sort(&p, 6);
    assert_u32s(p.perm, (const uint32_t[]){ 1, 4, 0, 2, 5, 3 }, 6);
    assert_u32s(p.offsets, (const uint32_t[]){ 0, 2, 5, 6 }, 4);
    sl_gather_pairs_free(&p);
    assert_null(p.pairs);
    assert_int_equal(p.n, 0);

    /* the header's example; rows 6 and 7 unused */
    const uint32_t ex[] = { 3, 1, 0, 2, 3, 4, 5, 0 };
    make(&p, ex, 4, 8);
    sl_gather_sort(&p, 8);
    assert_int_equal(p.n_src, 3);
    assert_u32s(p.src_ids, (const uint32_t[]){ 0, 3, 5 }, 3);
    assert_u32s(p.offsets, (const uint32_t[]){ 0, 1, 3, 4 }, 4);
    assert_u32s(p.tgts, (const uint32_t[]){ 2, 1, 4, 0 }, 4);
    assert_u32s(p.perm, (const uint32_t[]){ 1, 0, 2, 3 }, 4);
    assert_int_equal(sl_gather_distinct_rows(&p, 8), 6); /* rows 0..5; 6, 7 unread */
    sl_gather_pairs_free(&p);

    /* one source, the same pair twice: one row read */
    const uint32_t same[] = { 2, 2, 2, 2 };
    make(&p, same, 2, 4);
    sl_gather_sort(&p, 4);
    assert_int_equal(p.n_src, 1);
    assert_u32s(p.src_ids, (const uint32_t[]){ 2 }, 1);
    assert_u32s(p.offsets, (const uint32_t[]){ 0, 2 }, 2);
    assert_u32s(p.perm, (const uint32_t[]){ 0, 1 }, 2);
    assert_int_equal(sl_gather_distinct_rows(&p, 4), 1);
    sl_gather_pairs_free(&p);
}

static void test_check_sort_catches(void **state)
{
    (void)state;
    const uint32_t pairs[] = { 3, 1, 0, 2, 3, 4, 5, 0, 0, 5, 3, 3 };
    sl_gather_pairs p;
    make(&p, pairs, 6, 6);
    sl_gather_sort(&p, 6);
    char why[256];

    /* two positions of one source swapped in perm but not in tgts */
    p.perm[2] = 2, p.perm[3] = 0;
    assert_int_equal(sl_gather_check_sort(&p, 6, why, sizeof why), -1);
    assert_string_equal(why, "check failed: the sorted pairs are not a sorted permutation of the pairs");
    p.perm[2] = 0, p.perm[3] = 2;
    assert_int_equal(sl_gather_check_sort(&p, 6, why, sizeof why), 0);

    /* one target wrong */
    p.tgts[4] = 2;
    assert_int_equal(sl_gather_check_sort(&p, 6, why, sizeof why), -1);
    p.tgts[4] = 3;
    /* a pair listed twice, another lost */
    p.perm[1] = 1;
    assert_int_equal(sl_gather_check_sort(&p, 6, why, sizeof why), -1);
    p.perm[1] = 4;
    /* an offset off by one: a pair of source 3 counted under source 0 */
    p.offsets[1] = 3;
    assert_int_equal(sl_gather_check_sort(&p, 6, why, sizeof why), -1);
    p.offsets[1] = 2;
    /* sources out of order */
    p.src_ids[0] = 4;
    assert_int_equal(sl_gather_check_sort(&p, 6, why, sizeof why), -1);
    p.src_ids[0] = 0;
    /* a source past the table */
    assert_int_equal(sl_gather_check_sort(&p, 5, why, sizeof why), -1);
    assert_int_equal(sl_gather_check_sort(&p, 6, why, sizeof why), 0);
    sl_gather_pairs_free(&p);
}

static void test_reference_and_tolerance(void **state)
{
    (void)state;
    /* dim 4, seed 7: rows 0..2 are (x 1/512)
     *   (-375, -449, 235, -37), (-25, 329, 253, -511), (-481, -239, -259, -323)
     * cos(0, 1) = -59984 / sqrt(398820 x 433996), cos(0, 2) = 238772 /
     * sqrt(398820 x 459892), cos(r, r) = 1 */
    const uint32_t pairs[] = { 0, 1, 0, 0, 2, 2, 0, 2, 1, 0 };
    sl_gather_pairs p;
    make(&p, pairs, 5, 3);
    sl_gather_sort(&p, 3);
    double ref[5];
    assert_int_equal(sl_gather_reference(&p, 4, 7, ref), 0);
    /* sorted: source 0 <- pairs 0, 1, 3; source 1 <- pair 4; source 2 <- pair 2 */
    assert_u32s(p.perm, (const uint32_t[]){ 0, 1, 3, 4, 2 }, 5);
    const double c01 = -59984.0 / sqrt(398820.0 * 433996.0), c02 = 238772.0 / sqrt(398820.0 * 459892.0);
    assert_float_equal(ref[0], c01, 1e-15);
    assert_float_equal(ref[0], -0.14417969255442142, 1e-15);
    assert_float_equal(ref[1], 1.0, 0.0);
    assert_float_equal(ref[2], c02, 1e-15);
    assert_float_equal(ref[2], 0.5575284131903715, 1e-15);
    assert_float_equal(ref[3], c01, 1e-15);  /* cos(1, 0) = cos(0, 1) */
    assert_float_equal(ref[4], 1.0, 0.0);
    sl_gather_pairs_free(&p);

    assert_float_equal(sl_gather_tolerance(256), 520.0 * 0x1p-24, 0.0);
    assert_float_equal(sl_gather_tolerance(1024), 2056.0 * 0x1p-24, 0.0);
}

static void test_check_cosines(void **state)
{
    (void)state;
    const uint32_t pairs[] = { 3, 1, 0, 2, 3, 4, 5, 0, 0, 5, 3, 3 };
    sl_gather_pairs p;
    make(&p, pairs, 6, 6);
    sl_gather_sort(&p, 6); /* perm { 1, 4, 0, 2, 5, 3 } */
    const double ref[6] = { 0.5, -0.25, 0.125, 0.75, -0.5, 0.0625 };
    const double tol = sl_gather_tolerance(256);
    float sorted[6], given[6];
    for (size_t j = 0; j < 6; ++j) {
        sorted[j] = (float)ref[j];
        given[p.perm[j]] = (float)ref[j];
    }
    char why[256] = "";
    assert_int_equal(sl_gather_check_cosines(&p, sorted, true, ref, tol, why, sizeof why), 0);
    assert_int_equal(sl_gather_check_cosines(&p, given, false, ref, tol, why, sizeof why), 0);
    /* the same output read in the wrong order fails */
    assert_int_equal(sl_gather_check_cosines(&p, sorted, false, ref, tol, why, sizeof why), -1);

    /* within the tolerance passes; one value 2 x tol off fails, named by
     * its pair: sorted position 2 is pair 0 */
    sorted[2] = (float)(ref[2] + tol / 2);
    assert_int_equal(sl_gather_check_cosines(&p, sorted, true, ref, tol, why, sizeof why), 0);
    sorted[2] = (float)(ref[2] + 2 * tol);
    assert_int_equal(sl_gather_check_cosines(&p, sorted, true, ref, tol, why, sizeof why), -1);
    assert_non_null(strstr(why, "check failed: 1 of 6 cosines off by more than 3.1e-05, first pair 0 (got 0.125"));
    assert_non_null(strstr(why, "want 0.125)"));
    sorted[2] = (float)ref[2];

    /* in the pairs' order: sorted position 4 is pair 5, stored at given[5] */
    given[5] = NAN;
    assert_int_equal(sl_gather_check_cosines(&p, given, false, ref, tol, why, sizeof why), -1);
    assert_non_null(strstr(why, "1 of 6 cosines"));
    assert_non_null(strstr(why, "first pair 5 (got nan, want -0.5)"));
    given[1] = 0.0f; /* sorted position 0, pair 1: now the first of two */
    assert_int_equal(sl_gather_check_cosines(&p, given, false, ref, tol, why, sizeof why), -1);
    assert_non_null(strstr(why, "2 of 6 cosines"));
    assert_non_null(strstr(why, "first pair 1 (got 0, want 0.5)"));
    sl_gather_pairs_free(&p);
}

static void test_make_pairs(void **state)
{
    (void)state;
    /* 1000 pairs over 200 rows, 10 targets per source, targets from the
     * first 50 rows: a pool of 100 sources, reproducible from the seed */
    sl_gather_pairs p, q;
    memset(&p, 0, sizeof p);
    memset(&q, 0, sizeof q);
    assert_int_equal(sl_gather_make_pairs(&p, 200, 50, 1000, 10, 42), 0);
    assert_int_equal(sl_gather_make_pairs(&q, 200, 50, 1000, 10, 42), 0);
    assert_int_equal(p.n, 1000);
    assert_memory_equal(p.pairs, q.pairs, 2000 * sizeof *p.pairs);
    for (size_t i = 0; i < 1000; ++i) {
        assert_true(p.pairs[2 * i] < 200);
        assert_true(p.pairs[2 * i + 1] < 50);
    }
    sl_gather_sort(&p, 200);
    char why[256];
    assert_int_equal(sl_gather_check_sort(&p, 200, why, sizeof why), 0);
    assert_true(p.n_src >= 2 && p.n_src <= 100);
    sl_gather_pairs_free(&q);
    assert_int_equal(sl_gather_make_pairs(&q, 200, 50, 1000, 10, 43), 0);
    assert_true(memcmp(p.pairs, q.pairs, 2000 * sizeof *p.pairs) != 0);
    sl_gather_pairs_free(&p);
    sl_gather_pairs_free(&q);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_csr_by_hand),
        cmocka_unit_test(test_check_sort_catches),
        cmocka_unit_test(test_reference_and_tolerance),
        cmocka_unit_test(test_check_cosines),
        cmocka_unit_test(test_make_pairs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
