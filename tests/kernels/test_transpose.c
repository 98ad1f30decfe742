/* test_transpose.c - every transpose kernel on the default device over
 * shapes no tile divides (one element, one row, one column, odd sizes) and
 * odd tiles; tiled_v4 with its own tile, on shapes that mix float4 tiles
 * and cut ones; copy as the ladder's first rung; the model's naive write;
 * the exact check shown to catch a kernel that writes the wrong index, in
 * every path; params out of range refused; sizes that do not fit skipped. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "kernel_test.h"

#define ROWS 6 /* copy, naive, tiled, tiled_padded, tiled_v4, diagonal */
#define V4 4   /* tiled_v4's row */
static const char *const kernels[ROWS] = { "copy", "naive", "tiled", "tiled_padded", "tiled_v4", "diagonal" };

/* tiled_v4's default tile on this device: 64 x 8 where its limits take
 * them (every device these tests run on: PoCL, oclgrind), as the suite's
 * params say. */
static void v4_default(size_t *tile, size_t *block_rows)
{
    const sl_profile *p = &kt_device()->prof;
    assert_true(p->max_work_group >= 64 * 8 && p->local_mem >= 64 * 65 * 4);
    *tile = 64;
    *block_rows = 8;
}

/* Whole tiles of whole float4s in rows x cols at tile t: what tiled_v4
 * moves in float4s; the rest goes element by element. */
static double float4_tiles(double rows, double cols, double t)
{
    return fmod(rows, 4) || fmod(cols, 4) ? 0 : floor(rows / t) * floor(cols / t);
}

/* A run at rows x cols (0: from --size) with tile, block_rows, tile_v4 and
 * block_rows_v4 (0: the defaults): all six rows verified, in ladder order,
 * named KERNEL:RxC, each with the tile it ran (tiled_v4 its own) and the
 * tiled rows with their tile's local bytes, tiled_v4 with the tiles it
 * moved in float4s, and copy the first rung. With v4_only, tiled_v4's row
 * alone (--only tiled_v4), checked the same but for the ladder. One launch
 * a case under oclgrind (kt_opts_sim). */
static void run_shape_only(uint64_t size, uint64_t rows, uint64_t cols, uint64_t tile, uint64_t block_rows,
                           uint64_t tile_v4, uint64_t block_rows_v4, bool v4_only, sl_results *res)
{
    sl_run_opts o;
    kt_opts_sim(&o, size);
    if (v4_only)
        o.only = kernels[V4];
    const char *keys[] = { "rows", "cols", "tile", "block_rows", "tile_v4", "block_rows_v4" };
    const uint64_t vals[] = { rows, cols, tile, block_rows, tile_v4, block_rows_v4 };
    for (int i = 0; i < 6; ++i)
        if (vals[i])
            kt_param(&o, keys[i], vals[i]);
    memset(res, 0, sizeof *res);
    kt_run_ok("transpose", &o, res);
    const size_t n = v4_only ? 1 : ROWS;
    assert_int_equal(res->n, n);
    size_t t4, b4;
    v4_default(&t4, &b4);
    if (tile_v4)
        t4 = tile_v4;
    if (block_rows_v4)
        b4 = block_rows_v4;
    if (b4 > t4)
        b4 = t4;
    for (size_t j = 0; j < n; ++j) {
        const size_t i = v4_only ? V4 : j;
        const sl_row *r = &res->rows[j];
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
        const double t = i == V4 ? (double)t4 : tile ? (double)tile : 32.0;
        assert_true(kt_num(&r->params, "tile") == t);
        assert_true(r->local[0] == (size_t)t);
        if (i == V4) {
            assert_true(kt_num(&r->params, "block_rows") == (double)b4);
            assert_true(r->local[1] == b4);
            assert_true(kt_num(&r->params, "float4_tiles") == float4_tiles(nr, nc, t));
        } else
            assert_null(sl_kv_get(&r->params, "float4_tiles"));
        if (i >= 2)
            assert_true(kt_num(&r->params, "local_bytes") == 4.0 * t * (t + (i == 2 ? 0 : 1)));
        /* one ladder, copy its first rung (which has no speedup of its
         * own): x first is the fraction of copy */
        const double first = sl_derived(r, SL_D_SPEEDUP_FIRST);
        if (v4_only || i == 0) /* no copy row to be the first rung */
            assert_true(isnan(first));
        else
            assert_true(fabs(first - r->gbps / res->rows[0].gbps) <= 1e-12 * first);
    }
}

static void run_shape_v4(uint64_t size, uint64_t rows, uint64_t cols, uint64_t tile, uint64_t block_rows,
                         uint64_t tile_v4, uint64_t block_rows_v4, sl_results *res)
{
    run_shape_only(size, rows, cols, tile, block_rows, tile_v4, block_rows_v4, false, res);
}

static void run_shape(uint64_t size, uint64_t rows, uint64_t cols, uint64_t tile, uint64_t block_rows,
                      sl_results *res)
{
    run_shape_v4(size, rows, cols, tile, block_rows, 0, 0, res);
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

/* Odd shapes; and for tiled_v4 (tile 64) sides that are multiples of 4
 * but not of 64, whole float4 tiles beside cut ones (132 x 200 has 2 x 3
 * of them), or none (4 x 4). The large odd shape, 1000 x 1001, is 161 x
 * 227 under oclgrind: still no side a multiple of 4 or of any tile, a
 * grid of 8 x 6 tiles of 32 (diagonal's remap on a grid neither square
 * nor 1 wide) and 4 x 3 of 64 with the last ones cut, at a 27th of the
 * elements, each of which oclgrind simulates and checks. */
static void test_odd_shapes(void **state)
{
    (void)state;
    const uint64_t big[2] = { kt_oclgrind() ? 161 : 1000, kt_oclgrind() ? 227 : 1001 };
    const uint64_t shapes[][2] = { { 1, 1 },          { 1, 33 }, { 33, 1 },   { 67, 45 },
                                   { big[0], big[1] }, { 4, 4 },  { 132, 200 } };
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

/* tiled_v4's own tile and block rows (its row's tile and block_rows),
 * whatever the others run: tiles 4 to 64, groups that take 1 to 8 steps
 * of 4 x block_rows float4 rows a tile, the last one partial (64 x 3: 6
 * steps of 12 rows), or more rows of work-items than the tile has (8 x 8:
 * 32 rows of float4s a step, 8 of them used); on 132 x 200 (float4 tiles
 * and cut ones) and 60 x 44 (no side a multiple of 64, 32 or 16). The
 * other five rows run the same tiles in every case: under oclgrind they
 * run in the first case only, tiled_v4 alone (--only) in the rest. */
static void test_v4_tiles(void **state)
{
    (void)state;
    static const uint64_t cases[][2] = { { 64, 8 }, { 64, 3 }, { 64, 16 }, { 32, 8 }, { 32, 1 },
                                         { 16, 4 }, { 8, 8 },  { 4, 1 },   { 12, 5 } };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        const bool v4_only = kt_oclgrind() && i > 0;
        sl_results res;
        run_shape_only(0, 132, 200, 16, 5, cases[i][0], cases[i][1], v4_only, &res);
        sl_results_free(&res);
        run_shape_only(0, 60, 44, 0, 0, cases[i][0], cases[i][1], v4_only, &res);
        sl_results_free(&res);
    }
    /* block_rows_v4 past tile_v4 is tile_v4 */
    sl_results res;
    run_shape_v4(0, 40, 40, 0, 0, 8, 16, &res);
    assert_true(kt_num(&res.rows[V4].params, "block_rows") == 8);
    sl_results_free(&res);
}

/* A tile_v4 that is not a multiple of 4 has no float4 path: refused, with
 * the reason, before anything runs. */
static void test_v4_tile_not_multiple_of_4_refused(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 4100);
    kt_param(&o, "tile_v4", 6);
    sl_results res = { 0 };
    char msg[1024];
    assert_int_equal(kt_run("transpose", &o, &res, msg, sizeof msg), SL_E_USAGE);
    assert_non_null(strstr(msg, "tile_v4=6 is not a multiple of 4"));
    assert_int_equal(res.n, 0);
    sl_results_free(&res);
}

/* A work-group past the device's limit skips the rows it would launch,
 * with the reason, and the rest go on: tiled_v4's 64 x 64 on a device
 * that takes fewer than 4096 work-items (oclgrind; PoCL takes 4096),
 * while the other rows run their 32 x 8. */
static void test_v4_group_too_big_is_skipped(void **state)
{
    (void)state;
    sl_run_opts o;
    kt_opts(&o, 0);
    kt_param(&o, "rows", 68);
    kt_param(&o, "cols", 132);
    kt_param(&o, "tile_v4", 64);
    kt_param(&o, "block_rows_v4", 64);
    sl_results res = { 0 };
    kt_run_ok("transpose", &o, &res);
    assert_int_equal(res.n, ROWS);
    const bool fits = kt_device()->prof.max_work_group >= 64 * 64;
    for (size_t i = 0; i < ROWS; ++i) {
        const sl_row *r = &res.rows[i];
        if (i == V4 && !fits) {
            assert_int_equal(r->status, SL_ROW_SKIPPED);
            assert_non_null(strstr(r->reason, "a work-group of 64 x 64 exceeds the device's"));
        } else
            kt_assert_verified(r, &o);
    }
    sl_results_free(&res);
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

/* Naive's write is strided by rows; every other rung is coalesced on both
 * sides, tiled_v4 in float4s where it moved any (16 B a lane), else
 * element by element as tiled_padded. No bank degrees on a CPU (no banks);
 * on a GPU the tiled rows carry both (suite-transpose.md). */
static void test_model(void **state)
{
    (void)state;
    sl_results res;
    run_shape(0, 64, 256, 0, 0, &res);
    kt_assert_strided_model(&res.rows[1], 4, 64);
    for (size_t i = 0; i < ROWS; ++i)
        if (i != 1)
            kt_assert_strided_model(&res.rows[i], i == V4 ? 16 : 4, 1);
    assert_true(kt_num(&res.rows[1].model, "predicted") < kt_num(&res.rows[2].model, "predicted"));
    /* tiled, tiled_padded, tiled_v4 (tile 64: 2-way both ways, worked in
     * cl/transpose.cl), diagonal: the store's degree and the read's, as
     * the bank model gives them for a warp of 32 (wave64 AMD devices in
     * two halves of 32, the same) */
    static const double degree[ROWS][2] = { { 0, 0 }, { 0, 0 }, { 1, 32 }, { 1, 1 }, { 2, 2 }, { 1, 1 } };
    const bool cpu = (kt_device()->prof.type & CL_DEVICE_TYPE_CPU) != 0;
    for (size_t i = 2; i < ROWS; ++i) {
        const sl_kvlist *m = &res.rows[i].model;
        assert_true((sl_kv_get(m, "tile_write_conflict_degree") == NULL) == cpu);
        assert_true((sl_kv_get(m, "tile_read_conflict_degree") == NULL) == cpu);
        if (!cpu) {
            assert_true(kt_num(m, "tile_write_conflict_degree") == degree[i][0]);
            assert_true(kt_num(m, "tile_read_conflict_degree") == degree[i][1]);
        }
    }
    sl_results_free(&res);
    run_shape(0, 60, 256, 0, 0, &res); /* tiled_v4: no tile of 64 x 64 in 60 rows */
    assert_true(kt_num(&res.rows[V4].params, "float4_tiles") == 0);
    kt_assert_strided_model(&res.rows[V4], 4, 1);
    sl_results_free(&res);
}

static bool spare_naive_copy(const sl_row *r)
{
    return !strcmp(r->kernel, "copy") || !strcmp(r->kernel, "naive");
}

/* tiled_v4's whole tiles are its own code (float4s), not TRANSPOSE_TILE's */
static bool spare_naive_copy_v4(const sl_row *r)
{
    return spare_naive_copy(r) || !strcmp(r->kernel, "tiled_v4");
}

static bool spare_all_but_v4(const sl_row *r)
{
    return strcmp(r->kernel, "tiled_v4") != 0;
}

static bool spare_all_but_naive(const sl_row *r)
{
    return strcmp(r->kernel, "naive") != 0;
}

static bool spare_all_but_copy(const sl_row *r)
{
    return strcmp(r->kernel, "copy") != 0;
}

/* kt_assert_patched_fails on transpose.cl at o's shape. Under oclgrind a
 * plant that fails one kernel's row (`only`, NULL when it fails several)
 * runs that row alone (--only): the rows it spares run unpatched code,
 * which the other tests run there. */
static void plant(const char *from, const char *to, const sl_run_opts *o, const char *want,
                  bool (*spared)(const sl_row *r), const char *only)
{
    sl_run_opts po = *o;
    size_t rows = ROWS;
    if (only && kt_oclgrind()) {
        po.only = only;
        rows = 1;
        spared = NULL;
    }
    kt_assert_patched_fails("transpose", "transpose.cl", from, to, &po, rows, want, spared);
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
    sl_run_opts sq, odd;
    kt_opts_sim(&sq, 4100); /* 32 x 32 */
    kt_opts_sim(&odd, 0);
    kt_param(&odd, "rows", 67);
    kt_param(&odd, "cols", 45);
    const sl_run_opts *opts[] = { &sq, &odd };
    for (int i = 0; i < 2; ++i) {
        /* unswapped on the whole tile only: on 67 x 45 it would read tile
         * words the read phase never wrote (oclgrind reports that), so
         * there the tiled write loses its sign instead */
        plant("= t[lx][ly + k * BLOCK_ROWS];",
              i == 0 ? "= t[ly + k * BLOCK_ROWS][lx];" : "= -t[lx][ly + k * BLOCK_ROWS];", opts[i],
              "check failed: ", spare_naive_copy_v4, NULL);
        plant("out[(ulong)x * rows + y]", "out[(ulong)y * cols + x]", opts[i], "check failed: ",
              spare_all_but_naive, "naive");
        plant("out[i] = v[k];", "out[i] = v[k] + (i == 33 ? 1.0f : 0.0f);", opts[i], "check failed: 1 of ",
              spare_all_but_copy, "copy");
    }
    /* the edge paths, on 67 x 45: the tile read back negated, and copy's
     * row 64 (the third tile row, cut at 67) one element off */
    plant("= t[lx][j];", "= -t[lx][j];", &odd, "check failed: ", spare_naive_copy, NULL);
    plant("out[i] = in[i];", "out[i] = in[i] + (i == 64 * 45 + 1 ? 1.0f : 0.0f);", &odd,
          "check failed: 1 of 3015 elements wrong, first out[64][1]", spare_all_but_copy, "copy");
    /* a naive guard one element too strict: the last element is never written */
    plant("if (x < cols && y < rows)", "if (x < cols && y < rows && !(x == cols - 1 && y == rows - 1))", &odd,
          "check failed: 1 of 3015 elements wrong, first out[44][66]", spare_all_but_naive, "naive");
}

/* tiled_v4's paths, each planted on its own. 132 x 200 has both at its
 * tile of 64: 2 x 3 whole tiles in float4s and 6 cut ones element by
 * element; 67 x 45 only cut ones; 128 x 130 whole tiles in a matrix whose
 * rows are not whole float4s, which must go element by element. */
static void test_wrong_v4_fails(void **state)
{
    (void)state;
    sl_run_opts mixed, odd, unaligned;
    kt_opts_sim(&mixed, 0);
    kt_param(&mixed, "rows", 132);
    kt_param(&mixed, "cols", 200);
    kt_opts_sim(&odd, 0);
    kt_param(&odd, "rows", 67);
    kt_param(&odd, "cols", 45);
    kt_opts_sim(&unaligned, 0);
    kt_param(&unaligned, "rows", 128);
    kt_param(&unaligned, "cols", 130);
    /* the float4 path: each float4 of out stored one place off (q ^ 1, a
     * swap of neighbours: every store still in the row, once) */
    plant("* (rows / 4) + q] = v[k];", "* (rows / 4) + (q ^ 1)] = v[k];", &mixed, "check failed: ",
          spare_all_but_v4, "tiled_v4");
    /* the float4 load's .s1 and .s2 swapped into the tile */
    plant("tile[r][4 * q + 1] = v[k].s1;\n                tile[r][4 * q + 2] = v[k].s2;",
          "tile[r][4 * q + 1] = v[k].s2;\n                tile[r][4 * q + 2] = v[k].s1;", &mixed, "check failed: ",
          spare_all_but_v4, "tiled_v4");
    /* the column read of the float4 path one tile row off: rows 4q + 1
     * and 4q swapped in the float4 it stores */
    plant("(float4)(tile[4 * q][c], tile[4 * q + 1][c],", "(float4)(tile[4 * q + 1][c], tile[4 * q][c],", &mixed,
          "check failed: ", spare_all_but_v4, "tiled_v4");
    /* the barrier between the phases dropped: a work-item reads tile words
     * others have not stored yet (a race oclgrind reports as one, whatever
     * the answer: planted on the other devices only). On PoCL it needs
     * several tiles: a group that reads early reads what its thread's
     * local memory held before, and in a one-tile matrix that is the same
     * tile from the launch before (the check reads the last of the timed
     * launches), right */
    if (!kt_oclgrind())
        plant("barrier(CLK_LOCAL_MEM_FENCE);\n    /* out's tile: rows x0..", "/* out's tile: rows x0..", &mixed,
              "check failed: ", spare_all_but_v4, "tiled_v4");
    /* the float4 path taken in a matrix whose rows are not whole float4s:
     * its rows read cols / 4 = 32 float4s apart, not 130 floats */
    plant("rows % 4 == 0 && cols % 4 == 0 &&", "rows % 4 == 0 &&", &unaligned, "check failed: ", spare_all_but_v4,
          "tiled_v4");
    /* the edge path, one copy for every tiled rung (TILE_WRITE_EDGE): read
     * back negated, with cut tiles beside float4 ones (on 67 x 45, cut
     * tiles only, in test_wrong_kernels_fail) */
    plant("= t[lx][j];", "= -t[lx][j];", &mixed, "check failed: ", spare_naive_copy, NULL);
    /* tiled_v4's edge write given in's corner for out's (x0 and y0
     * swapped): the tiles below the first row of tiles write nothing */
    plant("TILE_WRITE_EDGE(tile, y0 + lx, x0);", "TILE_WRITE_EDGE(tile, x0 + lx, y0);", &odd, "check failed: ",
          spare_all_but_v4, "tiled_v4");
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
        cmocka_unit_test(test_v4_tiles),
        cmocka_unit_test(test_v4_tile_not_multiple_of_4_refused),
        cmocka_unit_test(test_v4_group_too_big_is_skipped),
        cmocka_unit_test(test_one_side_given),
        cmocka_unit_test(test_model),
        cmocka_unit_test(test_wrong_kernels_fail),
        cmocka_unit_test(test_wrong_v4_fails),
        cmocka_unit_test(test_bad_params_refused),
        cmocka_unit_test(test_too_small_is_skipped),
        cmocka_unit_test(test_over_max_alloc_is_skipped),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
