/* test_transpose.c - every transpose kernel on the default device over
 * shapes no tile divides (one element, one row, one column, odd sizes) and
 * odd tiles; copy as the ladder's first rung; the model's naive write; the
 * exact check shown to catch a kernel that writes the wrong index; params
 * out of range refused; sizes that do not fit skipped. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "kernel_test.h"

#define ROWS 5 /* copy, naive, tiled, tiled_padded, diagonal */
static const char *const kernels[ROWS] = { "copy", "naive", "tiled", "tiled_padded", "diagonal" };

/* A run at rows x cols (0: from --size) with tile and block_rows (0: the
 * defaults): all five rows verified, in ladder order, named KERNEL:RxC, the
 * tiled rows with their tile's local bytes, and copy the first rung. */
static void run_shape(uint64_t size, uint64_t rows, uint64_t cols, uint64_t tile, uint64_t block_rows,
                      sl_results *res)
{
    sl_run_opts o;
    kt_opts(&o, size);
    const char *keys[] = { "rows", "cols", "tile", "block_rows" };
    const uint64_t vals[] = { rows, cols, tile, block_rows };
    for (int i = 0; i < 4; ++i)
        if (vals[i])
            kt_param(&o, keys[i], vals[i]);
    memset(res, 0, sizeof *res);
    kt_run_ok("transpose", &o, res);
    assert_int_equal(res->n, ROWS);
    const double t = tile ? (double)tile : 32.0;
    for (size_t i = 0; i < ROWS; ++i) {
        const sl_row *r = &res->rows[i];
        kt_assert_verified(r, &o);
        assert_string_equal(r->suite, "transpose");
        assert_string_equal(r->kernel, kernels[i]);
        const double nr = kt_num(&r->params, "rows"), nc = kt_num(&r->params, "cols");
        if (rows)
            assert_true(nr == (double)rows);
        if (cols)
            assert_true(nc == (double)cols);
        char want[96];
        snprintf(want, sizeof want, "%s:%.0fx%.0f", kernels[i], nr, nc);
        assert_string_equal(r->case_name, want);
        assert_true(r->bytes == 8.0 * nr * nc); /* read once, written once */
        assert_true(kt_num(&r->params, "tile") == t);
        if (i >= 2)
            assert_true(kt_num(&r->params, "local_bytes") == 4.0 * t * (t + (i == 2 ? 0 : 1)));
        /* one ladder, copy its first rung (which has no speedup of its
         * own): x first is the fraction of copy */
        const double first = sl_derived(r, SL_D_SPEEDUP_FIRST);
        if (i == 0)
            assert_true(isnan(first));
        else
            assert_true(fabs(first - r->gbps / res->rows[0].gbps) <= 1e-12 * first);
    }
}

/* 4100 B hold 1025 floats: a 32 x 32 matrix, one whole tile. */
static void test_square_from_size(void **state)
{
    (void)state;
    sl_results res;
    run_shape(4100, 0, 0, 0, 0, &res);
    assert_true(kt_num(&res.rows[0].params, "rows") == 32 && kt_num(&res.rows[0].params, "cols") == 32);
    sl_results_free(&res);
    run_shape(0, 96, 96, 0, 0, &res); /* square, three tiles a side: diagonal reorders */
    sl_results_free(&res);
}

static void test_odd_shapes(void **state)
{
    (void)state;
    static const uint64_t shapes[][2] = { { 1, 1 }, { 1, 33 }, { 33, 1 }, { 67, 45 }, { 1000, 1001 } };
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; ++i) {
        sl_results res;
        run_shape(0, shapes[i][0], shapes[i][1], 0, 0, &res);
        sl_results_free(&res);
    }
}

/* Tiles that do not divide the matrix, and block_rows that do not divide
 * the tile: each work-item then moves ceil(tile / block_rows) or fewer. */
static void test_odd_tiles(void **state)
{
    (void)state;
    static const uint64_t cases[][4] = { { 67, 45, 16, 5 }, { 45, 67, 7, 3 }, { 40, 50, 8, 8 }, { 33, 17, 1, 1 } };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        sl_results res;
        run_shape(0, cases[i][0], cases[i][1], cases[i][2], cases[i][3], &res);
        assert_true(res.rows[2].local[0] == cases[i][2] && res.rows[2].local[1] == cases[i][3]);
        sl_results_free(&res);
    }
}

/* One side given: the other from --size. block_rows past the tile is the tile. */
static void test_one_side_given(void **state)
{
    (void)state;
    sl_results res;
    run_shape(4000, 0, 50, 0, 0, &res); /* 1000 floats: 20 x 50 */
    assert_true(kt_num(&res.rows[0].params, "rows") == 20);
    sl_results_free(&res);
    run_shape(4000, 7, 0, 4, 0, &res); /* 7 x 142, tile 4: block_rows 8 becomes 4 */
    assert_true(kt_num(&res.rows[0].params, "cols") == 142);
    assert_true(kt_num(&res.rows[0].params, "block_rows") == 4);
    sl_results_free(&res);
}

/* Naive's write is strided by rows; every other rung is coalesced on both sides. */
static void test_model(void **state)
{
    (void)state;
    sl_results res;
    run_shape(0, 64, 256, 0, 0, &res);
    kt_assert_strided_model(&res.rows[1], 4, 64);
    for (size_t i = 0; i < ROWS; ++i)
        if (i != 1)
            kt_assert_strided_model(&res.rows[i], 4, 1);
    assert_true(kt_num(&res.rows[1].model, "predicted") < kt_num(&res.rows[2].model, "predicted"));
    sl_results_free(&res);
}

static bool spare_naive_copy(const sl_row *r)
{
    return !strcmp(r->kernel, "copy") || !strcmp(r->kernel, "naive");
}

static bool spare_all_but_naive(const sl_row *r)
{
    return strcmp(r->kernel, "naive") != 0;
}

static bool spare_all_but_copy(const sl_row *r)
{
    return strcmp(r->kernel, "copy") != 0;
}

/* Planted bugs: the tiled write reading the tile unswapped (out = a
 * tile-wise copy; on the odd shape, negated), naive writing its own
 * row-major index, copy writing one element wrong. Every patched row must
 * fail its check, on a whole-tile square and on a shape no tile divides.
 * The kernels have two paths, a whole tile (loads first, unrolled) and a
 * tile cut by an edge: each is planted on its own, the edge path on the
 * odd shape (the square has no cut tile). */
static void test_wrong_kernels_fail(void **state)
{
    (void)state;
    sl_run_opts odd;
    kt_opts(&odd, 0);
    kt_param(&odd, "rows", 67);
    kt_param(&odd, "cols", 45);
    const sl_run_opts *opts[] = { NULL, &odd };
    for (int i = 0; i < 2; ++i) {
        /* unswapped on the whole tile only: on 67 x 45 it would read tile
         * words the read phase never wrote (oclgrind reports that), so
         * there the tiled write loses its sign instead */
        kt_assert_patched_fails("transpose", "transpose.cl", "= t[lx][ly + k * BLOCK_ROWS];",
                                i == 0 ? "= t[ly + k * BLOCK_ROWS][lx];" : "= -t[lx][ly + k * BLOCK_ROWS];", opts[i],
                                ROWS, "check failed: ", spare_naive_copy);
        kt_assert_patched_fails("transpose", "transpose.cl", "out[(ulong)x * rows + y]", "out[(ulong)y * cols + x]",
                                opts[i], ROWS, "check failed: ", spare_all_but_naive);
        kt_assert_patched_fails("transpose", "transpose.cl", "out[i] = v[k];", "out[i] = v[k] + (i == 33 ? 1.0f : 0.0f);",
                                opts[i], ROWS, "check failed: 1 of ", spare_all_but_copy);
    }
    /* the edge paths, on 67 x 45: the tile read back negated, and copy's
     * row 64 (the third tile row, cut at 67) one element off */
    kt_assert_patched_fails("transpose", "transpose.cl", "= t[lx][j];", "= -t[lx][j];", &odd, ROWS, "check failed: ",
                            spare_naive_copy);
    kt_assert_patched_fails("transpose", "transpose.cl", "out[i] = in[i];",
                            "out[i] = in[i] + (i == 64 * 45 + 1 ? 1.0f : 0.0f);", &odd, ROWS,
                            "check failed: 1 of 3015 elements wrong, first out[64][1]", spare_all_but_copy);
    /* a naive guard one element too strict: the last element is never written */
    kt_assert_patched_fails("transpose", "transpose.cl", "if (x < cols && y < rows)",
                            "if (x < cols && y < rows && !(x == cols - 1 && y == rows - 1))", &odd, ROWS,
                            "check failed: 1 of 3015 elements wrong, first out[44][66]", spare_all_but_naive);
}

static void test_bad_params_refused(void **state)
{
    (void)state;
    kt_assert_params_refused("transpose");
}

static void test_too_small_is_skipped(void **state)
{
    (void)state;
    kt_assert_skipped("transpose", 3, NULL, ROWS, "holds no float");
    sl_run_opts o;
    kt_opts(&o, 400);
    kt_param(&o, "rows", 101); /* 100 floats hold no row of 101 */
    sl_results res = { 0 };
    kt_run_ok("transpose", &o, &res);
    kt_assert_all(&res, ROWS, SL_ROW_SKIPPED, "holds no");
    sl_results_free(&res);
}

static void test_over_max_alloc_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 0);
    kt_param(&o, "cols", 32768);
    kt_param(&o, "rows", kt_device()->prof.max_alloc / (4 * 32768) + 1);
    sl_results res = { 0 };
    kt_run_ok("transpose", &o, &res);
    kt_assert_all(&res, ROWS, SL_ROW_SKIPPED, "max allocation");
    sl_results_free(&res);
}

static int teardown(void **state)
{
    (void)state;
    kt_close();
    return 0;
}

/* Guard zones: a store planted one element past the end of a case's
 * output fails the row, naming the buffer (issue 25); small options, as the
 * suite's other tests use, so oclgrind runs it in seconds. */
static void test_guard_zones(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 0);
    kt_param(&o, "rows", 67);
    kt_param(&o, "cols", 45);
    kt_assert_guarded("transpose", &o, 1, NULL);
}

int main(void)
{
    kt_device();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_zones),
        cmocka_unit_test(test_square_from_size),
        cmocka_unit_test(test_odd_shapes),
        cmocka_unit_test(test_odd_tiles),
        cmocka_unit_test(test_one_side_given),
        cmocka_unit_test(test_model),
        cmocka_unit_test(test_wrong_kernels_fail),
        cmocka_unit_test(test_bad_params_refused),
        cmocka_unit_test(test_too_small_is_skipped),
        cmocka_unit_test(test_over_max_alloc_is_skipped),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
