/* transpose.c - suite "transpose": out[c][r] = in[r][c] for a rows x cols
 * row-major float matrix, as cuda-samples' ladder: copy (the ceiling),
 * naive (one side strided), a tile in local memory (both sides coalesced,
 * a bank conflict), the tile padded (no conflict), the padded tile moved
 * in float4s (tiled_v4, a tile of its own), and the padded tile visited
 * along diagonals. Each row is a rung of one ladder whose first rung is
 * copy, so `x first` is the fraction of copy it reached. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "simtlab/ceiling.h"
#include "simtlab/clerror.h"
#include "simtlab/banks.h"
#include "simtlab/buffer.h"
#include "simtlab/casework.h"
#include "simtlab/derive.h"
#include "simtlab/rng.h"
#include "simtlab/runner.h"

#define MIB (1ull << 20)
#define TP_QUICK_BYTES MIB        /* --quick: 512 x 512 */
#define TP_MAX_DEFAULT (256 * MIB) /* 8192 x 8192, one buffer; bandwidth's size on a big GPU */
#define TP_TILE 32                /* 32 floats: a warp's row, one 4 B bank each (32 banks) */
#define TP_BLOCK_ROWS 8           /* 32 x 8 = 256 work-items, each moving 32 / 8 = 4 elements */
#define TP_MAX_TILE 64            /* a padded 64 x 65 tile is 16.6 KB: any device's local memory */
/* tiled_v4's own tile: 64 x 8 was the best of the shapes tried on the H100
 * and the H200 (32 x 4 .. 64 x 16, data/results/i31c-transpose-float4-tile-2026-11-26/):
 * 512 work-items, each moving 64 / (4 x 8) = 2 float4s a phase */
#define TP_V4_TILE 64
#define TP_V4_BLOCK_ROWS 8

/* The ladder, in row order: tiled_v4 is tiled_padded with one idea more
 * (float4s); diagonal, the paper's last rung, reorders tiled_padded. */
enum { K_COPY, K_NAIVE, K_TILED, K_PADDED, K_V4, K_DIAGONAL, N_KERNELS };
/* Short names: the case name's kernel part and the kernel column; the entry is transpose_NAME. */
static const char *const kernel_names[N_KERNELS] = {
    "copy", "naive", "tiled", "tiled_padded", "tiled_v4", "diagonal",
};
/* The tile's row length in floats, TILE + pad; -1: no tile. */
static const int tile_pad[N_KERNELS] = { -1, -1, 0, 1, 1, 1 };

static const sl_suite_param params[] = {
    { "rows", "matrix rows (default: from --size, square)", 1, UINT32_MAX },
    { "cols", "matrix columns (default: from --size, square)", 1, UINT32_MAX },
    { "tile", "tile side in floats: every rung's launch but tiled_v4's, and the local tile[tile][tile (+1)] of "
              "tiled, tiled_padded and diagonal (default 32)", 1, TP_MAX_TILE },
    { "block_rows", "work-group rows: tile x block_rows work-items, each moving tile / block_rows elements "
                    "(default 8, at most tile)", 1, TP_MAX_TILE },
    { "tile_v4", "tiled_v4's tile side, a multiple of 4; its row's tile (default 64, halved while the device's "
                 "local memory or work-group limit cannot take it)", 4, TP_MAX_TILE },
    { "block_rows_v4", "tiled_v4's work-group rows: tile_v4 x block_rows_v4 work-items; its row's block_rows "
                       "(default 8, halved while the group exceeds the device's limit; at most tile_v4)",
      1, TP_MAX_TILE },
    { NULL, NULL, 0, 0 },
};

/* What `simtlab tune transpose` searches (docs/tune.md): the top rung's
 * tile and the rows a work-group moves at once (tile_v4 a multiple of 4:
 * its rows go as float4s); only tiled_v4 takes the tuned values
 * (sl_ctx_param), the other rungs keep tile and block_rows. */
static const sl_tune_axis tune_axes[] = {
    { "tile_v4", { 16, 32, 64 } }, { "block_rows_v4", { 1, 2, 4, 8, 16 } }, { NULL, { 0 } },
};
static const sl_suite_tune tune = { .rung = "tiled_v4", .axes = tune_axes, .metric = "gbps" };

typedef struct tp_state {
    const sl_profile *prof;
    size_t rows, cols, tile, block_rows;
    size_t tile_v4, block_rows_v4; /* tiled_v4's */
    uint32_t seed;
    char skip[256];           /* non-empty: every case is skipped with this */
    char skip_tile[256];      /* ... every case launched with tile x block_rows (all but tiled_v4) */
    char skip_v4[256];        /* ... tiled_v4 */
    cl_mem d_in, d_out;
    float *h_out;
    int k;                    /* the case being checked */
} tp_state;

/* The side of the largest square of floats in `bytes`. */
static uint64_t square_side(uint64_t bytes)
{
    const uint64_t n = bytes / sizeof(float);
    uint64_t s = (uint64_t)sqrt((double)n);
    while (s * s > n)
        --s;
    while ((s + 1) * (s + 1) <= n)
        ++s;
    return s;
}

/* The local memory of a padded tile x (tile + 1) float tile. */
static uint64_t padded_bytes(size_t tile)
{
    return (uint64_t)tile * (tile + 1) * sizeof(float);
}

/* Why work-groups of tile x block_rows over a padded tile cannot run on p,
 * into why (left empty when they can). */
static void tile_fits(const sl_profile *p, size_t tile, size_t block_rows, char *why, size_t len)
{
    if (tile * block_rows > p->max_work_group)
        snprintf(why, len, "a work-group of %zu x %zu exceeds the device's %zu work-items", tile, block_rows,
                 p->max_work_group);
    else if (padded_bytes(tile) > p->local_mem)
        snprintf(why, len, "a padded %zu x %zu tile needs %" PRIu64 " B of local memory, the device has %" PRIu64,
                 tile, tile + 1, padded_bytes(tile), (uint64_t)p->local_mem);
}

/* tiled_v4's tile and block rows: as given (0: not given), else 64 x 8
 * where p takes them: the tile halved (to 4 at least) while its padded
 * tile exceeds the local memory or one row of it the work-group limit,
 * then the block rows halved while the group exceeds the limit. A given
 * value is kept, and a row that cannot run is skipped with the reason. */
static void v4_tile(const sl_profile *p, size_t tile_given, size_t block_rows_given, size_t *tile, size_t *block_rows)
{
    size_t t = tile_given ? tile_given : TP_V4_TILE;
    if (!tile_given)
        while (t > 4 && (padded_bytes(t) > p->local_mem || t > p->max_work_group))
            t /= 2;
    size_t b = block_rows_given ? block_rows_given : TP_V4_BLOCK_ROWS;
    if (b > t)
        b = t;
    if (!block_rows_given)
        while (b > 1 && t * b > p->max_work_group)
            b /= 2;
    *tile = t;
    *block_rows = b;
}

/* Whole tiles tiled_v4 moves in float4s: every tile inside the matrix,
 * when its rows and columns are whole float4s (rows, cols multiples of 4;
 * the tile is one). */
static uint64_t v4_float4_tiles(const tp_state *s)
{
    if (s->rows % 4 || s->cols % 4)
        return 0;
    return (uint64_t)(s->rows / s->tile_v4) * (s->cols / s->tile_v4);
}

/* Rows and cols as given; one given, the other from --size; neither, the
 * largest square --size (or the default) holds. */
static int tp_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    tp_state *s = state;
    const sl_run_opts *o = ctx->opts;
    s->prof = &ctx->dev->prof;
    s->seed = (uint32_t)(o->seed ^ (o->seed >> 32));
    s->tile = (size_t)sl_opt_param(o, "tile", TP_TILE);
    s->block_rows = (size_t)sl_opt_param(o, "block_rows", TP_BLOCK_ROWS);
    if (s->block_rows > s->tile)
        s->block_rows = s->tile;
    /* tiled_v4's: given, else tuned, else what fits here (the defaults
     * sl_ctx_param is told are this device's, as tune's baseline) */
    size_t def_tile, def_rows;
    v4_tile(s->prof, 0, 0, &def_tile, &def_rows);
    const uint64_t tile_v4 = sl_ctx_param(ctx, "tile_v4", def_tile);
    if (tile_v4 % 4)
        return sl_err_set(e, SL_E_USAGE, "--param tile_v4=%" PRIu64 " is not a multiple of 4: tiled_v4 moves a tile "
                          "row as float4s", tile_v4);
    v4_tile(s->prof, (size_t)tile_v4, 0, &def_tile, &def_rows); /* the block rows that fit that tile */
    v4_tile(s->prof, (size_t)tile_v4, (size_t)sl_ctx_param(ctx, "block_rows_v4", def_rows), &s->tile_v4,
            &s->block_rows_v4);
    uint64_t rows = sl_opt_param(o, "rows", 0), cols = sl_opt_param(o, "cols", 0);
    const uint64_t bytes = o->size_bytes ? o->size_bytes
                                         : sl_case_default_bytes(s->prof, o->quick, TP_QUICK_BYTES, TP_MAX_DEFAULT);
    const uint64_t n = bytes / sizeof(float);
    if (!rows && !cols)
        rows = cols = square_side(bytes);
    else if (!cols)
        cols = n / rows;
    else if (!rows)
        rows = n / cols;
    if (rows > UINT32_MAX || cols > UINT32_MAX) /* the kernels take uint sizes */
        rows = cols = 0;
    s->rows = (size_t)rows;
    s->cols = (size_t)cols;
    if (!s->rows || !s->cols)
        snprintf(s->skip, sizeof s->skip, "%" PRIu64 " B holds no %s", bytes,
                 sl_opt_param(o, "rows", 0)   ? "row of that many columns"
                 : sl_opt_param(o, "cols", 0) ? "column of that many rows"
                                              : "float");
    tile_fits(s->prof, s->tile, s->block_rows, s->skip_tile, sizeof s->skip_tile);
    tile_fits(s->prof, s->tile_v4, s->block_rows_v4, s->skip_v4, sizeof s->skip_v4);
    return SL_OK;
}

/* One case per kernel, one program for all (the sizes are arguments). */
static int tp_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)ctx;
    const tp_state *s = state;
    for (int k = 0; k < N_KERNELS; ++k) {
        sl_case_decl *c = sl_case_add(cases);
        if (!c)
            return sl_err_set(e, SL_FAIL, "out of memory");
        snprintf(c->name, sizeof c->name, "%s:%zux%zu", kernel_names[k], s->rows, s->cols);
        snprintf(c->kernel, sizeof c->kernel, "%s", kernel_names[k]);
        snprintf(c->entry, sizeof c->entry, "transpose_%s", kernel_names[k]);
        /* each row's tile and block rows are the ones it ran: tiled_v4's its own */
        const bool v4 = k == K_V4;
        const size_t tile = v4 ? s->tile_v4 : s->tile, block_rows = v4 ? s->block_rows_v4 : s->block_rows;
        snprintf(c->options, sizeof c->options, "-DTILE=%zu -DBLOCK_ROWS=%zu", tile, block_rows);
        sl_kv_num(&c->params, "rows", (double)s->rows);
        sl_kv_num(&c->params, "cols", (double)s->cols);
        sl_kv_num(&c->params, "tile", (double)tile);
        sl_kv_num(&c->params, "block_rows", (double)block_rows);
        if (tile_pad[k] >= 0)
            sl_kv_num(&c->params, "local_bytes", (double)(tile * (tile + (size_t)tile_pad[k]) * sizeof(float)));
        if (v4) /* the rest went element by element */
            sl_kv_num(&c->params, "float4_tiles", (double)v4_float4_tiles(s));
        snprintf(c->skip, sizeof c->skip, "%s", s->skip[0] ? s->skip : v4 ? s->skip_v4 : s->skip_tile);
        c->tag[0] = k;
        c->tuned = v4; /* the tuned rung's tile (tile_v4, block_rows_v4) */
    }
    return SL_OK;
}

/* The input made from the seed, and one output all cases share. */
static int tp_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)cases;
    tp_state *s = state;
    if (s->skip[0])
        return SL_OK; /* every case carries the reason */
    const uint64_t bytes = sl_mul_sat(sl_mul_sat(s->rows, s->cols), sizeof(float));
    const uint64_t bufs[2] = { bytes, bytes };
    int rc = sl_buf_fits(s->prof, bufs, 2, bytes, e);
    if (rc != SL_OK)
        return rc;
    const size_t n = s->rows * s->cols;
    if (!(s->h_out = malloc(n * sizeof(float))))
        return sl_err_set(e, SL_SKIP, "host memory for the %zu x %zu read-back is not available", s->cols, s->rows);
    rc = sl_buf_create_dyadic(ctx->dev, CL_MEM_READ_ONLY, n, s->seed, &s->d_in, e);
    return rc == SL_OK ? sl_buf_create(ctx->dev, CL_MEM_READ_WRITE, n * sizeof(float), NULL, &s->d_out, e) : rc;
}

/* Every element exactly: a transpose moves bits, and in[r][c] is
 * sl_dyadic(r * cols + c). Copy's out is rows x cols, the others' cols x rows. */
static int check_case(void *arg, char *why, size_t len)
{
    const tp_state *s = arg;
    const bool copy = s->k == K_COPY;
    const size_t out_rows = copy ? s->rows : s->cols, out_cols = copy ? s->cols : s->rows;
    size_t bad = 0, fr = 0, fc = 0;
    float first_got = 0.0f, first_want = 0.0f;
    for (size_t r = 0; r < out_rows; ++r) {
        const float *row = s->h_out + r * out_cols;
        for (size_t c = 0; c < out_cols; ++c) {
            const uint64_t src = copy ? (uint64_t)r * s->cols + c : (uint64_t)c * s->cols + r;
            const float want = sl_dyadic(src, s->seed);
            if (row[c] != want && bad++ == 0) {
                fr = r;
                fc = c;
                first_got = row[c];
                first_want = want;
            }
        }
    }
    if (bad)
        snprintf(why, len, "check failed: %zu of %zu elements wrong, first out[%zu][%zu] (got %.9g, want %.9g)", bad,
                 out_rows * out_cols, fr, fc, (double)first_got, (double)first_want);
    return bad ? -1 : 0;
}

/* model[key]: the bank conflict degree of one 4-byte local access by the
 * work-group's first warp (wavefront, on a wave64 AMD device), whose lanes
 * lie in rows of row_lanes, `stride` words apart in a row, rows row_stride
 * words apart (sl_bank_model_rows). None on a CPU: its local memory is
 * ordinary cached memory, without banks. */
static void tile_banks(sl_row *r, const sl_profile *p, const char *key, unsigned row_lanes, unsigned stride,
                       unsigned row_stride)
{
    if (p->type & CL_DEVICE_TYPE_CPU)
        return;
    const sl_bank_arch *a = sl_bank_arch_find(p->vendor == SL_VENDOR_AMD && p->simd_width == 64 ? "amd-cdna"
                                                                                                 : "nvidia");
    const sl_bank_access acc = { 0, sizeof(float), stride, 0 };
    sl_bank_result br;
    if (a && sl_bank_model_rows(a, &acc, row_lanes, row_stride, &br, NULL) == SL_OK)
        sl_kv_num(&r->model, key, br.degree);
}

static int tp_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    tp_state *s = state;
    const int k = b->decl->tag[0];
    const cl_uint rows = (cl_uint)s->rows, cols = (cl_uint)s->cols;
    cl_int err = clSetKernelArg(b->kernel, 0, sizeof(cl_mem), &s->d_in);
    err |= clSetKernelArg(b->kernel, 1, sizeof(cl_mem), &s->d_out);
    err |= clSetKernelArg(b->kernel, 2, sizeof rows, &rows);
    err |= clSetKernelArg(b->kernel, 3, sizeof cols, &cols);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of %s", b->decl->entry);
    s->k = k;
    sl_case *c = &b->c;
    /* a grid of tiles, tile x block_rows work-items each; naive: one work-item per element */
    const size_t tile = k == K_V4 ? s->tile_v4 : s->tile, block_rows = k == K_V4 ? s->block_rows_v4 : s->block_rows;
    c->launch.dims = 2;
    c->launch.local[0] = tile;
    c->launch.local[1] = block_rows;
    c->launch.global[0] = sl_round_up(s->cols, tile);
    c->launch.global[1] = k == K_NAIVE ? sl_round_up(s->rows, block_rows)
                                       : sl_round_up(s->rows, tile) / tile * block_rows;
    c->out = s->d_out;
    c->out_name = "out";
    c->out_bytes = s->rows * s->cols * sizeof(float);
    c->host_out = s->h_out;
    c->check = check_case;
    c->check_arg = s;
    c->bytes = 2.0 * (double)s->rows * (double)s->cols * sizeof(float); /* in read, out written */
    c->flops = NAN;
    c->want_efficiency = true;
    /* One ladder, copy first: speedup_first is the fraction of copy. */
    sl_kv_num(&r->metrics, SL_M_LADDER, 0);
    /* tiled_v4 moves float4s where a whole tile of whole float4s allows;
     * with none here (a matrix smaller than its tile, or a side not a
     * multiple of 4) it went element by element, as tiled_padded, and is
     * modelled as that */
    const bool float4 = k == K_V4 && v4_float4_tiles(s) > 0;
    /* The global side that is not a row: naive's write, lanes rows floats
     * apart; every other kernel is coalesced on both sides, tiled_v4's
     * float4s 16 B a lane (a warp's 512 B: 256 B of two rows at tile 64,
     * modelled as one run) */
    const unsigned stride = k == K_NAIVE ? (unsigned)s->rows : 1u;
    sl_case_model_strided(r, s->prof, 0, float4 ? 4 * sizeof(float) : sizeof(float), stride);
    /* the tile's two local accesses, as the bank model sees the group's
     * first warp: work-item (lx, ly) is lane ly * TILE + lx, so a warp is
     * 32 / TILE rows of the group when TILE < 32. With W = TILE + pad
     * floats a tile row, the store t[ly + k * BLOCK_ROWS][lx] is word
     * ly * W + lx (rows of TILE lanes, 1 word apart, rows W apart) and the
     * column read t[lx][ly + k * BLOCK_ROWS] word lx * W + ly (W apart,
     * rows 1 apart): at tile 32 the read is 32-way unpadded and free
     * padded; at tile 16 padded, lane (15, 1) is word 32 (store) or 256
     * (read) and meets lane (0, 0) in bank 0: both 2-way */
    if (tile_pad[k] >= 0) {
        const unsigned t = (unsigned)tile, w = t + (unsigned)tile_pad[k];
        if (float4) {
            /* tiled_v4's float4 path (worked by hand in cl/transpose.cl):
             * lane i = r * TILE / 4 + q stores t[r][4q + s], word
             * r * W + 4q + s (rows of TILE / 4 lanes, 4 words apart, rows
             * W apart), and reads t[4q + s][r], word (4q + s) * W + r (4W
             * apart, rows 1 apart). At tile 64 (W = 65 = 1 mod 32) both
             * are bank (r + 4q + s) % 32, q and q + 8 in one: 2-way; at
             * tile 32 conflict-free. s = 0 stands for all four: s adds s
             * (or s * W) words to every lane alike, which moves the banks,
             * not the conflicts */
            tile_banks(r, s->prof, "tile_write_conflict_degree", t / 4, 4, w);
            tile_banks(r, s->prof, "tile_read_conflict_degree", t / 4, 4 * w, 1);
        } else {
            tile_banks(r, s->prof, "tile_write_conflict_degree", t, 1, w);
            tile_banks(r, s->prof, "tile_read_conflict_degree", t, w, 1);
        }
    }
    return SL_OK;
}

static void tp_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    tp_state *s = state;
    sl_buf_release(&s->d_in);
    sl_buf_release(&s->d_out);
    free(s->h_out);
}

static const sl_suite_decl decl = {
    .state_size = sizeof(tp_state),
    .prepare = tp_prepare,
    .plan = tp_plan,
    .allocate = tp_allocate,
    .bind = tp_bind,
    .release = tp_release,
};

const sl_suite sl_suite_transpose = {
    .name = "transpose",
    .summary = "out = in^T: copy (the ceiling), naive, a local tile (32-way bank conflict), the tile padded, "
               "the padded tile in float4s, diagonal order",
    .kernel_file = "transpose.cl",
    .needs_ceiling = true, /* its rows are a fraction of the read ceiling */
    .params = params,
    .decl = &decl,
    .tune = &tune,
};
