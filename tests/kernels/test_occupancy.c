/* test_occupancy.c - the occupancy suite on the default device: every form
 * at every level verified, with sizes no launch divides; a lost tail and a
 * load read twice caught; params refused; a buffer with no float4 skipped;
 * each row's bytes in flight and its speedup over the simple loop; and
 * sum_stream_lmem launched by itself, which the suite skips on a CPU. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_test.h"
#include "simtlab/buffer.h"
#include "simtlab/clerror.h"
#include "simtlab/derive.h"
#include "simtlab/program.h"
#include "simtlab/rng.h"
#include "simtlab/streamsum.h"

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

/* 1 float4, 1001, and 65536 + 3: each sum exact, in every form and
 * level; one launch a case under oclgrind (kt_opts_sim). */
static void test_sizes_verified(void **state)
{
    (void)state;
    const uint64_t sizes[] = { 16, 16 * 1001, 16 * 65539 };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
        sl_run_opts o;
        kt_opts_sim(&o, sizes[i]);
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
 * only the tail. Under oclgrind 62 whole rounds and a tail, in one launch
 * (kt_opts_sim): its one compute unit of SIMD width 1 makes w2 2
 * work-items, 16 float4 a round, 1001 float4 in all, a thousandth of the
 * loads to simulate. */
static bool is_simple(const sl_row *r)
{
    return strcmp(r->kernel, "simple") == 0;
}

static void test_load_twice_fails(void **state)
{
    (void)state;
    sl_run_opts o;
    const sl_profile *p = &kt_device()->prof;
    const uint64_t round = (uint64_t)p->compute_units * 2 * p->simd_width * 8; /* float4 at w2, 8 deep */
    kt_opts_sim(&o, kt_oclgrind() ? 16 * (62 * round + 9) : 16 * ((1u << 20) + 3));
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

/* ---- sum_stream_lmem launched by itself --------------------------------
 * The suite's local-memory series is a skipped row on a CPU device and on
 * oclgrind (local memory does not limit resident groups there), so the
 * suite never runs sum_stream_lmem there. These launch it as the series
 * would (one-warp groups, a __local reservation sized by clSetKernelArg
 * with a size and no value) and check it with the suite's own check. */

#define LMEM_RESERVE 4096u  /* bytes per group: a few KiB, held and never touched */
#define LMEM_SEED 20261123u /* the input's sl_dyadic seed */

typedef struct lmem_launch {
    const char *dir;      /* kernel directory; NULL: the usual search */
    unsigned depth;       /* -DDEPTH: loads in flight per lane */
    size_t n;             /* float4 elements */
    size_t local, items;  /* work-group size, work-items */
    float *sums;          /* items: each work-item's sum, read back */
    cl_ulong local_bytes; /* the kernel's local memory as the driver counts it */
} lmem_launch;

/* Build occupancy.cl, launch sum_stream_lmem over n float4 of
 * sl_dyadic(i, LMEM_SEED) into a NaN-poisoned sums buffer, read the sums
 * back. Releases all it creates. SL_OK, or the error in e. */
static int launch_lmem(lmem_launch *l, sl_err *e)
{
    const sl_device *dev = kt_device();
    const size_t sums_bytes = l->items * sizeof(float);
    const cl_ulong n = l->n;
    char opts[32];
    cl_program prog = NULL;
    cl_kernel k = NULL;
    cl_mem in = NULL, sums = NULL;
    cl_int err = CL_SUCCESS;
    snprintf(opts, sizeof opts, "-DDEPTH=%u", l->depth);
    int rc = sl_prog_build(dev, "occupancy.cl", (sl_kernel_dirs){ .cli = l->dir }, opts, &prog, NULL, e);
    if (rc == SL_OK)
        rc = sl_prog_kernel(prog, "sum_stream_lmem", &k, e);
    if (rc == SL_OK)
        rc = sl_buf_create_dyadic(dev, CL_MEM_READ_ONLY, l->n * 4, LMEM_SEED, &in, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_WRITE, sums_bytes, NULL, &sums, e);
    if (rc == SL_OK)
        rc = sl_buf_poison(dev, sums, sums_bytes, e);
    if (rc != SL_OK)
        goto cleanup;
    err = clSetKernelArg(k, 0, sizeof in, &in);
    if (err == CL_SUCCESS)
        err = clSetKernelArg(k, 1, sizeof sums, &sums);
    if (err == CL_SUCCESS)
        err = clSetKernelArg(k, 2, sizeof n, &n);
    if (err == CL_SUCCESS)
        err = clSetKernelArg(k, 3, LMEM_RESERVE, NULL);
    if (err == CL_SUCCESS)
        err = clGetKernelWorkGroupInfo(k, dev->device_id, CL_KERNEL_LOCAL_MEM_SIZE, sizeof l->local_bytes,
                                       &l->local_bytes, NULL);
    if (err != CL_SUCCESS) {
        rc = sl_err_cl(e, err, "setting the arguments of sum_stream_lmem");
        goto cleanup;
    }
    err = clEnqueueNDRangeKernel(dev->queue, k, 1, NULL, &l->items, &l->local, 0, NULL, NULL);
    if (err != CL_SUCCESS) {
        rc = sl_err_cl(e, err, "launching sum_stream_lmem (%zu work-items in groups of %zu)", l->items, l->local);
        goto cleanup;
    }
    rc = sl_buf_read(dev, sums, sums_bytes, l->sums, e);
cleanup:
    sl_buf_release(&sums);
    sl_buf_release(&in);
    if (k)
        clReleaseKernel(k);
    if (prog)
        clReleaseProgram(prog);
    return rc;
}

/* The series' launch on this device: one-warp groups (at least 4 lanes),
 * three per compute unit, over 9 x items + 3 float4. That n is a multiple
 * of neither the group nor the grid, and every form runs both loops: at
 * DEPTH 1, 9 rounds and a 3-element tail; at DEPTH 4, 2 rounds and a tail
 * of items + 3 (some lanes two tail elements, the rest one). */
static lmem_launch lmem_plan(unsigned depth)
{
    const sl_profile *p = &kt_device()->prof;
    size_t local = p->simd_width > 4 ? p->simd_width : 4;
    if (p->max_work_group && local > p->max_work_group)
        local = p->max_work_group;
    lmem_launch l = { .depth = depth, .local = local };
    l.items = 3 * (size_t)(p->compute_units ? p->compute_units : 1) * local;
    l.n = 9 * l.items + 3;
    l.sums = malloc(l.items * sizeof *l.sums);
    assert_non_null(l.sums);
    return l;
}

static void lmem_launch_ok(lmem_launch *l)
{
    sl_err e = { 0 };
    if (launch_lmem(l, &e) != SL_OK) {
        if (e.detail)
            fprintf(stderr, "%s\n", e.detail);
        fail_msg("%s", e.msg);
    }
}

/* The simple and the 4-deep form (the series' two): every work-item's sum
 * exact, the reservation counted by the driver; and the same check fails
 * a reference that lost the last float (never zero: an odd multiple of
 * 2^-9) with one sum wrong, where it should be, so the comparison is not
 * vacuous. */
static void test_lmem_direct_verified(void **state)
{
    (void)state;
    const unsigned forms[] = { 1, 4 };
    for (size_t f = 0; f < sizeof forms / sizeof forms[0]; ++f) {
        lmem_launch l = lmem_plan(forms[f]);
        lmem_launch_ok(&l);
        assert_true(l.local_bytes >= LMEM_RESERVE);
        double *ref = malloc(l.items * sizeof *ref);
        assert_non_null(ref);
        char why[256] = "";
        sl_stream_sum_reference(ref, l.items, l.n, LMEM_SEED);
        if (sl_stream_sum_check(l.sums, ref, l.items, why, sizeof why) != 0)
            fail_msg("DEPTH=%u: %s", l.depth, why);
        /* the planted bug: float 4n - 1 left out of its work-item's sum */
        const size_t owner = (l.n - 1) % l.items;
        ref[owner] -= sl_dyadic(4 * (uint64_t)l.n - 1, LMEM_SEED);
        assert_int_equal(sl_stream_sum_check(l.sums, ref, l.items, why, sizeof why), -1);
        char want[128];
        snprintf(want, sizeof want, "check failed: 1 of %zu work-item sums wrong, first at %zu ", l.items, owner);
        if (!strstr(why, want))
            fail_msg("DEPTH=%u: '%s' not in '%s'", l.depth, want, why);
        free(ref);
        free(l.sums);
    }
}

/* sum_stream_lmem with its tail loop dropped: the 4-deep form's tail
 * holds one or two float4 of every lane, so the sums are wrong, all but a
 * lane whose lost float4 adds up to zero (about 1 in 700). */
static void test_lmem_direct_lost_tail_fails(void **state)
{
    (void)state;
    const char *from = "for (; j < n; j += gsz)", *to = "for (; j < 0; j += gsz)";
    lmem_launch l = lmem_plan(4);
    l.dir = kt_patched_kernels("occupancy.cl", &from, &to, 1);
    assert_non_null(l.dir);
    lmem_launch_ok(&l);
    double *ref = malloc(l.items * sizeof *ref);
    assert_non_null(ref);
    char why[256] = "";
    size_t bad = 0, of = 0;
    sl_stream_sum_reference(ref, l.items, l.n, LMEM_SEED);
    assert_int_equal(sl_stream_sum_check(l.sums, ref, l.items, why, sizeof why), -1);
    if (sscanf(why, "check failed: %zu of %zu work-item sums wrong", &bad, &of) != 2)
        fail_msg("not the check's message: '%s'", why);
    assert_int_equal(of, l.items);
    assert_true(bad > l.items / 2);
    free(ref);
    free(l.sums);
}

/* Guard zones: a store planted one element past the end of a case's
 * output fails the row, naming the buffer (issue 25); small options, as the
 * suite's other tests use, so oclgrind runs it in seconds. */
static void test_guard_zones(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 16 * 1001);
    o.only = "w2";
    kt_assert_guarded("occupancy", &o, 1, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test(test_sizes_verified),
        cmocka_unit_test(test_lost_tail_fails),
        cmocka_unit_test(test_load_twice_fails),
        cmocka_unit_test(test_params_refused),
        cmocka_unit_test(test_too_small_skipped),
        /* last: its buffers are smaller than the suite's, so under oclgrind
         * no slot is reused at a larger size (kernel_test.h) */
        cmocka_unit_test(test_lmem_direct_verified),
        cmocka_unit_test(test_lmem_direct_lost_tail_fails),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    kt_close();
    return rc;
}
