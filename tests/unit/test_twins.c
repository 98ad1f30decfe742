/* test_twins.c - the twin check of `simtlab run -d all` (twins.h): each
 * device against the median of its identical twins, the median over cases
 * as its verdict, groups, missing figures and the margin's range. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>

#include "simtlab/error.h"
#include "simtlab/twins.h"

#define L 5 /* lines (cases) */

/* Four identical cards, the last at 0.8x on every case: it alone is slow,
 * by the figure, and the others are 1.0x their twins' median. */
static void test_slow_card_found(void **state)
{
    (void)state;
    double v[4 * L];
    const int group[4] = { 0, 0, 0, 0 };
    for (int d = 0; d < 4; ++d)
        for (int l = 0; l < L; ++l)
            v[d * L + l] = (100.0 + 10.0 * l) * (d == 3 ? 0.8 : 1.0);
    sl_twin_verdict out[4];
    assert_int_equal(sl_twin_check(v, group, 4, L, 0.10, out), SL_OK);
    for (int d = 0; d < 3; ++d) {
        assert_int_equal(out[d].twins, 3);
        assert_int_equal(out[d].compared, L);
        assert_float_equal(out[d].ratio, 1.0, 1e-12); /* the median of 1.0, 1.0, 0.8 is 1.0 */
        assert_false(out[d].slow);
        assert_int_equal(out[d].below, 0);
    }
    assert_float_equal(out[3].ratio, 0.8, 1e-12);
    assert_float_equal(out[3].worst, 0.8, 1e-12);
    assert_int_equal(out[3].below, L);
    assert_true(out[3].slow);
    /* a margin of 25%: 0.8x is within it */
    assert_int_equal(sl_twin_check(v, group, 4, L, 0.25, out), SL_OK);
    assert_false(out[3].slow);
}

/* Two cards: each is measured against the other; one noisy case cannot
 * flag a card (the verdict is the median over cases), the worst case is
 * named. */
static void test_two_cards_one_noisy_case(void **state)
{
    (void)state;
    double v[2 * L] = { 100, 200, 300, 400, 500, /* card 0 */
                        100, 200, 150, 400, 500 /* card 1: half on case 2 */ };
    const int group[2] = { 7, 7 };
    sl_twin_verdict out[2];
    assert_int_equal(sl_twin_check(v, group, 2, L, 0.10, out), SL_OK);
    assert_float_equal(out[1].ratio, 1.0, 1e-12);
    assert_float_equal(out[1].worst, 0.5, 1e-12);
    /* the per-case ratio the table marks '<' */
    assert_float_equal(sl_twin_line_ratio(v, group, 2, L, 2, 1), 0.5, 1e-12);
    assert_float_equal(sl_twin_line_ratio(v, group, 2, L, 2, 0), 2.0, 1e-12);
    assert_float_equal(sl_twin_line_ratio(v, group, 2, L, 0, 1), 1.0, 1e-12);
    assert_int_equal(out[1].worst_line, 2);
    assert_int_equal(out[1].below, 1);
    assert_false(out[1].slow);
    assert_float_equal(out[0].worst, 1.0, 1e-12);
    assert_false(out[0].slow);
    /* slow on three of five cases: the median ratio is 0.5 */
    v[5 + 0] = 50;
    v[5 + 4] = 250;
    assert_int_equal(sl_twin_check(v, group, 2, L, 0.10, out), SL_OK);
    assert_float_equal(out[1].ratio, 0.5, 1e-12);
    assert_true(out[1].slow);
    assert_float_equal(out[0].ratio, 2.0, 1e-12);
    assert_false(out[0].slow);
}

/* Different models are never compared; a figure missing (NAN, 0) on one
 * side leaves the case out; a device without twins has no verdict. */
static void test_groups_and_missing(void **state)
{
    (void)state;
    double v[3 * L] = { 100, 100, NAN, 100, 100, /* model A */
                        10, 10, 10, 10, 10,      /* model B: ten times slower, alone */
                        90, 0, 50, 90, NAN /* model A: 0.9x on two cases, case 2 has no twin figure */ };
    const int group[3] = { 0, 1, 0 };
    sl_twin_verdict out[3];
    assert_int_equal(sl_twin_check(v, group, 3, L, 0.05, out), SL_OK);
    assert_int_equal(out[1].twins, 0);
    assert_int_equal(out[1].compared, 0);
    assert_true(isnan(out[1].ratio));
    assert_true(isnan(sl_twin_line_ratio(v, group, 3, L, 0, 1))); /* no twin */
    assert_true(isnan(sl_twin_line_ratio(v, group, 3, L, 2, 0))); /* its own figure missing */
    assert_true(isnan(sl_twin_line_ratio(v, group, 3, L, 2, 2))); /* its twin's missing */
    assert_true(isnan(sl_twin_line_ratio(v, group, 3, L, 1, 2))); /* its own is 0 */
    assert_float_equal(sl_twin_line_ratio(v, group, 3, L, 0, 2), 0.9, 1e-12);
    assert_false(out[1].slow);
    assert_int_equal(out[2].twins, 1);
    assert_int_equal(out[2].compared, 2); /* lines 0 and 3 */
    assert_float_equal(out[2].ratio, 0.9, 1e-12);
    assert_true(out[2].slow); /* 0.9 < 0.95 */
    assert_int_equal(out[0].compared, 2);
    assert_float_equal(out[0].ratio, 100.0 / 90.0, 1e-12);
}

static void test_margin_range(void **state)
{
    (void)state;
    double v[2] = { 1, 1 };
    const int group[2] = { 0, 0 };
    sl_twin_verdict out[2];
    assert_int_equal(sl_twin_check(v, group, 2, 1, 1.0, out), SL_E_USAGE);
    assert_int_equal(sl_twin_check(v, group, 2, 1, -0.1, out), SL_E_USAGE);
    assert_int_equal(sl_twin_check(v, group, 2, 1, NAN, out), SL_E_USAGE);
    /* more devices than the check takes */
    double many[SL_TWIN_MAX_DEVICES + 1];
    int groups[SL_TWIN_MAX_DEVICES + 1] = { 0 };
    sl_twin_verdict outs[SL_TWIN_MAX_DEVICES + 1];
    for (int d = 0; d <= SL_TWIN_MAX_DEVICES; ++d)
        many[d] = 1.0;
    assert_int_equal(sl_twin_check(many, groups, SL_TWIN_MAX_DEVICES + 1, 1, 0.1, outs), SL_E_USAGE);
    assert_int_equal(sl_twin_check(many, groups, SL_TWIN_MAX_DEVICES, 1, 0.1, outs), SL_OK);
    assert_float_equal(outs[SL_TWIN_MAX_DEVICES - 1].ratio, 1.0, 1e-12);
    assert_int_equal(outs[0].twins, SL_TWIN_MAX_DEVICES - 1);
    assert_int_equal(sl_twin_check(v, group, 2, 1, 0.0, out), SL_OK);
    assert_false(out[0].slow); /* equal figures: not below, even at margin 0 */
    assert_false(out[1].slow);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_slow_card_found),
        cmocka_unit_test(test_two_cards_one_noisy_case),
        cmocka_unit_test(test_groups_and_missing),
        cmocka_unit_test(test_margin_range),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
