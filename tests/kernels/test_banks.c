/* test_banks.c - the banks suite on the default device: every stride,
 * padding and word size verified (each work-item's sum of its local
 * reads, or the word it reads back after its writes); a kernel that reads
 * the wrong words or loses its writes caught; the model's conflict degree
 * on a GPU; params refused. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "kernel_test.h"
#include "simtlab/derive.h"

/* Every case at one launch under oclgrind (kt_opts_sim), as in every
 * test here. */
static void test_all_verified(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts_sim(&o, 0);
    kt_param(&o, "reps", 64);
    sl_results res = { 0 };
    kt_run_ok("banks", &o, &res);
    assert_int_equal(res.n, 22);
    const sl_profile *p = &kt_device()->prof;
    for (size_t i = 0; i < res.n; ++i) {
        const sl_row *r = &res.rows[i];
        if (r->status != SL_ROW_OK || !r->verified)
            fail_msg("%s %s: %s", r->case_name, sl_row_status_name(r->status), r->reason);
        assert_true(r->gbps > 0.0 && isfinite(r->gbps));
        assert_int_equal(kt_num(&r->params, "reps"), 64);
        assert_true(r->bytes == (double)r->global[0] * 64 * kt_num(&r->params, "word_bytes"));
        /* on a GPU the model says how many ways each access conflicts; on a CPU there are no banks */
        const sl_kv *deg = sl_kv_get(&r->model, "conflict_degree");
        if (p->type & CL_DEVICE_TYPE_CPU)
            assert_null(deg);
        else
            assert_non_null(deg);
        assert_non_null(sl_kv_get(&r->model, "conflict_degree_other"));
    }
    assert_string_equal(res.rows[0].case_name, "read:float:s1");
    assert_string_equal(res.rows[10].case_name, "read:float:s32+1");
    assert_int_equal(kt_num(&res.rows[10].params, "stride_words"), 33);
    assert_string_equal(res.rows[21].kernel, "local_write");
    /* each stride over stride 1 of its word size */
    assert_true(fabs(sl_derived(&res.rows[5], SL_D_SPEEDUP_FIRST) - res.rows[5].gbps / res.rows[0].gbps) < 1e-9);
    sl_results_free(&res);
}

/* Reading one bank row off (ROW - 1): other words than the host sums. */
static void test_wrong_words_fail(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts_sim(&o, 0);
    kt_param(&o, "reps", 64);
    o.only = "read:float:s";
    kt_assert_patched_fails("banks", "banks.cl", "acc += lds[(base + it * ROW) & (N_WORDS - 1)];",
                            "acc += lds[(base + it * (ROW - 1)) & (N_WORDS - 1)];", &o, 11, "check failed", NULL);
}

/* Writes that never land: the words read back are the input's. */
static void test_lost_writes_fail(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts_sim(&o, 0);
    kt_param(&o, "reps", 64);
    o.only = "write:";
    kt_assert_patched_fails("banks", "banks.cl", "lds[w] = (WORD)((float)w);", "(void)w;", &o, 3, "check failed",
                            NULL);
}

static void test_params_refused(void **state)
{
    (void)state;
    kt_assert_params_refused("banks");
}

/* Guard zones: a store planted one element past the end of a case's
 * output fails the row, naming the buffer (issue 25); small options, as the
 * suite's other tests use, so oclgrind runs it in seconds. */
static void test_guard_zones(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts_sim(&o, 0);
    kt_param(&o, "reps", 64);
    o.only = "write:";
    kt_assert_guarded("banks", &o, 1, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test(test_all_verified),
        cmocka_unit_test(test_wrong_words_fail),
        cmocka_unit_test(test_lost_writes_fail),
        cmocka_unit_test(test_params_refused),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kt_close();
    return rc;
}
