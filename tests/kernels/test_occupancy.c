/* test_occupancy.c - the occupancy suite on the default device: every form
 * at every level verified, with sizes no launch divides; a lost tail and a
 * load read twice caught; params refused; a buffer with no float4 skipped;
 * each row's bytes in flight and its speedup over the simple loop. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "kernel_test.h"
#include "simtlab/derive.h"

static double metric(const sl_row *r, const char *key)
{
    const sl_kv *kv = sl_kv_get(&r->metrics, key);
    return kv && !kv->is_str ? kv->num : NAN;
}

/* kt_assert_verified without its bound on local (this suite's groups grow
 * with the level, up to the device's limit, not to --param local). */
static void assert_verified(const sl_row *r, const sl_run_opts *o)
{
    if (r->status != SL_ROW_OK || !r->verified)
        fail_msg("%s %s: %s", r->kernel, sl_row_status_name(r->status), r->reason);
    assert_true(r->gbps > 0.0 && isfinite(r->gbps));
    assert_float_equal(kt_num(&r->metrics, SL_M_CEILING_GBPS), KT_CEILING, 0.0);
    assert_int_equal(r->time_ns.n, o->timing.reps);
    assert_true(r->local[0] >= 1 && r->local[0] <= kt_device()->prof.max_work_group);
    assert_int_equal(r->global[0] % r->local[0], 0);
    assert_int_equal(r->global[0] % kt_device()->prof.compute_units, 0); /* whole groups per CU */
}

/* The local-memory series: on a device whose occupancy table says how,
 * verified rows that reserve what they say (the driver counts it) with
 * the resident lanes' bytes in flight; elsewhere skipped with the reason
 * (a CPU: one row per form). */
static void check_lmem_rows(const sl_results *res, size_t first, const sl_run_opts *o)
{
    const sl_profile *p = &kt_device()->prof;
    assert_true(res->n > first);
    for (size_t i = first; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        assert_non_null(strstr(r->kernel, "+lmem"));
        if (r->status == SL_ROW_SKIPPED) {
            assert_true(strlen(r->reason) > 20);
            if (p->type & CL_DEVICE_TYPE_CPU)
                assert_non_null(strstr(r->reason, "does not limit resident groups"));
            continue;
        }
        assert_verified(r, o);
        const double reserve = kt_num(&r->params, "lmem_per_group"), w = kt_num(&r->params, "warps_per_cu");
        assert_true(reserve > 0.0);
        if (r->resources.local_bytes >= 0)
            assert_true((double)r->resources.local_bytes >= reserve);
        assert_int_equal(r->local[0], p->simd_width);
        assert_true(metric(r, SL_M_BYTES_IN_FLIGHT) ==
                    (double)p->compute_units * w * p->simd_width * 16.0 * kt_num(&r->params, "loads_in_flight"));
    }
    if (p->type & CL_DEVICE_TYPE_CPU)
        assert_int_equal(res->n - first, 2);
}

/* 1 float4, 1001, and 65536 + 3: each sum exact, in every form and level. */
static void test_sizes_verified(void **state)
{
    (void)state;
    const uint64_t sizes[] = { 16, 16 * 1001, 16 * 65539 };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
        sl_run_opts o;
        kt_opts(&o, sizes[i]);
        sl_results res = { 0 };
        kt_run_ok("occupancy", &o, &res);
        /* the warp sweep first, then the local-memory series */
        size_t sweep = 0;
        while (sweep < res.n && !strstr(res.rows[sweep].kernel, "+lmem"))
            ++sweep;
        check_lmem_rows(&res, sweep, &o);
        res.n = sweep;
        assert_true(res.n >= 4 * 2); /* four forms, at least two levels */
        assert_int_equal(res.n % 4, 0);
        for (size_t r = 0; r < res.n; ++r) {
            assert_verified(&res.rows[r], &o);
            assert_true(res.rows[r].bytes == (double)sizes[i]);
            const double depth = kt_num(&res.rows[r].params, "loads_in_flight");
            const double lanes = (double)res.rows[r].global[0];
            assert_true(metric(&res.rows[r], SL_M_BYTES_IN_FLIGHT) == lanes * 16.0 * depth);
            assert_true(sl_derived(&res.rows[r], SL_D_LITTLE_NS) > 0.0);
        }
        /* the simple loop is each level's first rung (no speedup of its own); the others relative to it */
        const size_t levels = res.n / 4;
        for (size_t w = 0; w < levels; ++w) {
            assert_true(isnan(sl_derived(&res.rows[w], SL_D_SPEEDUP_FIRST)));
            const sl_row *x8 = &res.rows[3 * levels + w];
            assert_true(fabs(sl_derived(x8, SL_D_SPEEDUP_FIRST) - x8->gbps / res.rows[w].gbps) < 1e-9);
        }
        sl_results_free(&res);
    }
}

/* The tail loop dropped: n = 1001 float4 leaves a tail in every form. */
static void test_lost_tail_fails(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 16 * 1001);
    o.only = "w2"; /* w1 would match w16 too */
    kt_assert_patched_fails("occupancy", "occupancy.cl", "for (; j < n; j += gsz)", "for (; j < 0; j += gsz)", &o,
                            4, "check failed", NULL);
}

/* The pipelined forms reading one load twice (k * gsz lost) fail; the
 * simple form, with one load per round, does not notice. 1 Mi + 3 float4
 * so that even a big GPU's launch at 2 warps per CU runs whole rounds
 * (132 CUs x 64 lanes x 8 loads = 67584 float4 a round on an H200), not
 * only the tail. */
static bool is_simple(const sl_row *r)
{
    return strcmp(r->kernel, "simple") == 0;
}

static void test_load_twice_fails(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 16 * ((1u << 20) + 3));
    o.only = "w2"; /* w1 would match w16 too */
    kt_assert_patched_fails("occupancy", "occupancy.cl", "acc[k] += in[j + (ulong)k * gsz];", "acc[k] += in[j];",
                            &o, 4, "check failed", is_simple);
}

static void test_params_refused(void **state)
{
    (void)state;
    kt_assert_params_refused("occupancy");
}

static void test_too_small_skipped(void **state)
{
    (void)state;
    kt_assert_skipped("occupancy", 15, "w2", 4, "smaller than one float4");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sizes_verified),
        cmocka_unit_test(test_lost_tail_fails),
        cmocka_unit_test(test_load_twice_fails),
        cmocka_unit_test(test_params_refused),
        cmocka_unit_test(test_too_small_skipped),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kt_close();
    return rc;
}
