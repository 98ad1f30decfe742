/* test_bandwidth.c - every bandwidth kernel on the default device at small
 * and awkward sizes, every read mapping, odd launch shapes; write and copy
 * in both of their mappings (group-contiguous and per lane) at every width,
 * with tails; and the checks themselves shown to catch wrong kernels. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "kernel_test.h"

#define KERNELS 5 /* read, write, copy, write_per_lane, copy_per_lane */
#define ROWS (KERNELS * 5) /* x 5 widths */
static const char *const row_kernels[KERNELS] = { "read", "write", "copy", "write_per_lane", "copy_per_lane" };

/* Work-items of a write or copy row of n elements of vec floats:
 * group-contiguous, max(vec, item_floats) floats each (16 for float and
 * float2 unless given, else one vector);
 * per lane, one element each. */
static size_t items_of(const sl_row *r, size_t n, unsigned vec)
{
    if (strstr(r->kernel, "per_lane"))
        return n;
    const sl_kv *given = sl_kv_get(&r->params, "item_floats");
    const unsigned item = given ? (unsigned)given->num : vec < 4 ? 16 : vec;
    const size_t per = vec > item ? vec : item;
    return (n * vec + per - 1) / per;
}

static void assert_all_verified(const sl_results *res, const sl_run_opts *o)
{
    assert_int_equal(res->n, ROWS);
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        if (r->status != SL_ROW_OK || !r->verified)
            fail_msg("%s %s: %s %s", r->kernel, sl_kv_get(&r->params, "vector")->str,
                     sl_row_status_name(r->status), r->reason);
        assert_string_equal(r->kernel, row_kernels[i % KERNELS]);
        assert_true(r->gbps > 0.0 && isfinite(r->gbps));
        assert_int_equal(r->time_ns.n, o->timing.reps);
        assert_true(r->bytes > 0.0);
        assert_true(r->simd_width == kt_device()->prof.simd_width);
        if (i % KERNELS == 0)
            continue;
        /* write and copy: the mapping named, and the launch it implies */
        const unsigned vec = (unsigned)kt_num(&r->params, "elem_bytes") / 4;
        const double moved = strncmp(r->kernel, "copy", 4) == 0 ? 2.0 : 1.0; /* copy: read + written */
        const size_t n = (size_t)(r->bytes / moved / (4.0 * vec));
        const bool lane = strstr(r->kernel, "per_lane") != NULL;
        assert_string_equal(kt_str(&r->params, "mapping"), lane ? "per-lane" : "group-contiguous");
        const size_t items = items_of(r, n, vec), local = r->local[0];
        if (r->global[0] != (items + local - 1) / local * local)
            fail_msg("%s vec %u: global %zu for %zu work-items in groups of %zu", r->kernel, vec, r->global[0], items,
                     local);
    }
}

/* Byte sizes that are not multiples of any work-group, vector or inflight.
 * One launch a case under oclgrind (kt_opts_sim). */
static const uint64_t sizes[] = { 64, 1028, 4100, 70004 };

static void run_with(const char *const *keys, const uint64_t *vals, int n)
{
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
        sl_run_opts o;
        kt_opts_sim(&o, sizes[s]);
        for (int i = 0; i < n; ++i) {
            o.param_key[i] = keys[i];
            o.param_val[i] = vals[i];
        }
        o.n_params = n;
        sl_results res = { 0 };
        char msg[1024];
        assert_int_equal(kt_run("bandwidth", &o, &res, msg, sizeof msg), SL_OK);
        assert_all_verified(&res, &o);
        sl_results_free(&res);
    }
}

static void test_defaults(void **state)
{
    (void)state;
    run_with(NULL, NULL, 0);
}

static void test_interleaved_odd_launch(void **state)
{
    (void)state;
    const char *k[] = { "blocked", "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 0, 3, 96, 1 };
    run_with(k, v, 4);
}

static void test_blocked_odd_launch(void **state)
{
    (void)state;
    const char *k[] = { "blocked", "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 1, 5, 40, 3 };
    run_with(k, v, 4);
}

static void test_group_blocked_odd_launch(void **state)
{
    (void)state;
    const char *k[] = { "blocked", "inflight", "local", "groups_per_cu" };
    const uint64_t v[] = { 2, 3, 24, 2 };
    run_with(k, v, 4);
}

/* More and fewer floats per work-item in the group-contiguous write and
 * copy (--param item_floats): every width verified, the launch it implies,
 * the param on those rows only; not a power of two: refused. */
static void test_item_floats(void **state)
{
    (void)state;
    const char *k[] = { "item_floats", "local" };
    const uint64_t v16[] = { 16, 40 }, v1[] = { 1, 24 };
    run_with(k, v16, 2);
    run_with(k, v1, 2);
    sl_run_opts o;
    kt_opts(&o, 4100);
    kt_param(&o, "item_floats", 16);
    sl_results res = { 0 };
    kt_run_ok("bandwidth", &o, &res);
    for (size_t i = 0; i < res.n; ++i) {
        const bool grouped = strcmp(res.rows[i].kernel, "write") == 0 || strcmp(res.rows[i].kernel, "copy") == 0;
        assert_true((sl_kv_get(&res.rows[i].params, "item_floats") != NULL) == grouped);
    }
    sl_results_free(&res);
    kt_opts(&o, 4100);
    kt_param(&o, "item_floats", 3);
    char msg[1024];
    assert_int_equal(kt_run("bandwidth", &o, &res, msg, sizeof msg), SL_E_USAGE);
    assert_non_null(strstr(msg, "item_floats=3 is not a power of two"));
    sl_results_free(&res);
}

static void test_only_filters_cases(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = "copy:float4";
    sl_results res = { 0 };
    assert_int_equal(kt_run("bandwidth", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, 1);
    assert_string_equal(res.rows[0].kernel, "copy");
    assert_string_equal(sl_kv_get(&res.rows[0].params, "vector")->str, "float4");
    assert_string_equal(kt_str(&res.rows[0].params, "mapping"), "group-contiguous");
    assert_true(res.rows[0].verified);
    sl_results_free(&res);

    /* "write:" is the group-contiguous write at every width, never write_per_lane */
    o.only = "write:";
    res = (sl_results){ 0 };
    assert_int_equal(kt_run("bandwidth", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, 5);
    for (size_t i = 0; i < res.n; ++i) {
        assert_string_equal(res.rows[i].kernel, "write");
        assert_true(res.rows[i].verified);
    }
    sl_results_free(&res);

    o.only = "copy_per_lane:float16";
    res = (sl_results){ 0 };
    assert_int_equal(kt_run("bandwidth", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, 1);
    assert_string_equal(res.rows[0].kernel, "copy_per_lane");
    assert_string_equal(kt_str(&res.rows[0].params, "mapping"), "per-lane");
    assert_true(res.rows[0].verified);
    sl_results_free(&res);
}

static void test_one_load_in_flight(void **state)
{
    (void)state;
    const char *k[] = { "inflight" };
    const uint64_t v[] = { 1 };
    run_with(k, v, 1);
}

static void test_too_small_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 60); /* less than one float16 */
    sl_results res = { 0 };
    assert_int_equal(kt_run("bandwidth", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, ROWS);
    for (size_t i = 0; i < res.n; ++i) {
        assert_int_equal(res.rows[i].status, SL_ROW_SKIPPED);
        assert_false(res.rows[i].verified);
        assert_true(strlen(res.rows[i].reason) > 0);
    }
    sl_results_free(&res);
}

static void test_over_max_alloc_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, kt_device()->prof.max_alloc + 4096);
    sl_results res = { 0 };
    assert_int_equal(kt_run("bandwidth", &o, &res, NULL, 0), SL_OK);
    assert_int_equal(res.n, ROWS);
    for (size_t i = 0; i < res.n; ++i) {
        assert_int_equal(res.rows[i].status, SL_ROW_SKIPPED);
        assert_non_null(strstr(res.rows[i].reason, "max allocation"));
    }
    sl_results_free(&res);
}

/* Kernels that each get one value wrong: every row must fail its check. */
static void test_wrong_kernels_fail(void **state)
{
    (void)state;
    const char *from[] = {
        "sums[gid] = HSUM(acc[0]);",
        "out[u] = unit_pattern(u, seed);",
        "            out[u] = in[u];",
        "out[i] = TO_T(h >> 8) * (1.0f / 16777216.0f);",
        "        out[i] = in[i];",
    };
    const char *to[] = {
        "sums[gid] = HSUM(acc[0]) + (gid == 1 ? 0.5f : 0.0f);",
        "out[u] = unit_pattern(u == 2 ? 3 : u, seed);",  /* unit 2 holds unit 3's floats */
        "            if (u != 1) out[u] = in[u];", /* unit 1 never written */
        "if (i != 2) out[i] = TO_T(h >> 8) * (1.0f / 16777216.0f);",
        "        if (i != n - 1) out[i] = in[i];",
    };
    const char *dir = kt_patched_kernels("bandwidth.cl", from, to, 5);
    assert_non_null(dir);
    for (unsigned blocked = 0; blocked < 3; ++blocked) { /* every read_sum mapping */
        sl_run_opts o;
        kt_opts(&o, 4100);
        o.kernels.cli = dir;
        o.param_key[0] = "blocked";
        o.param_val[0] = blocked;
        o.n_params = 1;
        sl_results res = { 0 };
        assert_int_equal(kt_run("bandwidth", &o, &res, NULL, 0), SL_OK);
        assert_int_equal(res.n, ROWS);
        for (size_t i = 0; i < res.n; ++i) {
            const sl_row *r = &res.rows[i];
            /* read: one work-item sum; write and copy: one store unit of
             * min(vec, 4) floats; per lane: one element of vec floats */
            unsigned vec = (unsigned)sl_kv_get(&r->params, "elem_bytes")->num / 4;
            unsigned wrong = vec < 4 ? vec : 4;
            if (strcmp(r->kernel, "read") == 0)
                wrong = 1;
            else if (strstr(r->kernel, "per_lane"))
                wrong = vec;
            char want[64];
            snprintf(want, sizeof want, "check failed: %u of", wrong);
            assert_int_equal(r->status, SL_ROW_FAILED);
            assert_false(r->verified);
            assert_true(isnan(r->gbps));
            if (!strstr(r->reason, want))
                fail_msg("%s: '%s' lacks '%s'", r->kernel, r->reason, want);
        }
        sl_results_free(&res);
    }
}

/* The group-contiguous rows' tail: a kernel that never stores the last
 * unit (the last float, float2 or float4 of the buffer) fails at every
 * width; 4100 B is 1025 floats, so the last unit is the only one of its
 * work-item at float and float16. */
static void test_group_tail_is_checked(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = "write:";
    kt_assert_patched_fails("bandwidth", "bandwidth.cl", "        if (whole || u < n_units)",
                            "        if (u + 1 < n_units)", &o, 5, "check failed: ", NULL);
    o.only = "copy:";
    kt_assert_patched_fails("bandwidth", "bandwidth.cl",
                            "        if (whole || u < n_units)\n            out[u] = in[u];",
                            "        if (u + 1 < n_units)\n            out[u] = in[u];", &o, 5, "check failed: ", NULL);
}

static void test_broken_build_reports(void **state)
{
    (void)state;
    kt_assert_build_fails("bandwidth", "bandwidth.cl", "kernel void copy(", "-DVEC=1");
}

static int teardown(void **state)
{
    (void)state;
    kt_close();
    return 0;
}

/* A real kernel that stores one element past the end of its output
 * (the right answer everywhere else): the guard zone fails every width. */
static void test_store_past_end_fails(void **state)
{
    (void)state;
    if (strstr(kt_device()->prof.platform, "Oclgrind")) {
        /* no guard zones there (buffer.h), and the store it plants is what
         * oclgrind reports: the oclgrind pass must stay clean */
        print_message("guard zones are off on oclgrind, which checks every buffer's bounds itself\n");
        return;
    }
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = "copy_per_lane";
    kt_assert_patched_fails("bandwidth", "bandwidth.cl", "    if (i < n)\n        out[i] = in[i];",
                            "    if (i < n) { out[i] = in[i]; if (i == n - 1) out[n] = in[i]; }", &o, 5,
                            "out: written ", NULL);
}

/* Guard zones: a store planted one element past the end of a case's
 * output fails the row, naming the buffer (issue 25); small options, as the
 * suite's other tests use, so oclgrind runs it in seconds. */
static void test_guard_zones(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4100);
    o.only = ":float4"; /* read's sums and the others' out */
    kt_assert_guarded("bandwidth", &o, 5, NULL);
}

int main(void)
{
    kt_device();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test(test_store_past_end_fails),
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_interleaved_odd_launch),
        cmocka_unit_test(test_blocked_odd_launch),
        cmocka_unit_test(test_group_blocked_odd_launch),
        cmocka_unit_test(test_item_floats),
        cmocka_unit_test(test_only_filters_cases),
        cmocka_unit_test(test_one_load_in_flight),
        cmocka_unit_test(test_too_small_is_skipped),
        cmocka_unit_test(test_over_max_alloc_is_skipped),
        cmocka_unit_test(test_wrong_kernels_fail),
        cmocka_unit_test(test_group_tail_is_checked),
        cmocka_unit_test(test_broken_build_reports),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
