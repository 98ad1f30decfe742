/* transpose.c - suite "transpose": out[c][r] = in[r][c] for a rows x cols
 * row-major float matrix, as cuda-samples' ladder: copy (the ceiling),
 * naive (one side strided), a tile in local memory (both sides coalesced,
 * a bank conflict), the tile padded (no conflict), and the padded tile
 * visited along diagonals. Each row is a rung of one ladder whose first
 * rung is copy, so `x first` is the fraction of copy it reached. */
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

enum { K_COPY, K_NAIVE, K_TILED, K_PADDED, K_DIAGONAL, N_KERNELS };
/* Short names: the case name's kernel part and the kernel column; the entry is transpose_NAME. */
static const char *const kernel_names[N_KERNELS] = { "copy", "naive", "tiled", "tiled_padded", "diagonal" };
/* The tile's row length in floats, TILE + pad; -1: no tile. */
static const int tile_pad[N_KERNELS] = { -1, -1, 0, 1, 1 };

static const sl_suite_param params[] = {
    { "rows", "matrix rows (default: from --size, square)", 1, UINT32_MAX },
    { "cols", "matrix columns (default: from --size, square)", 1, UINT32_MAX },
    { "tile", "tile side in floats, the tiled kernels' local tile[tile][tile (+1)] (default 32)", 1, TP_MAX_TILE },
    { "block_rows", "work-group rows: tile x block_rows work-items, each moving tile / block_rows elements "
                    "(default 8, at most tile)", 1, TP_MAX_TILE },
    { NULL, NULL, 0, 0 },
};

/* What `simtlab tune transpose` searches (docs/tune.md): the tile of the
 * padded rung and the rows a work-group moves at once; every rung takes
 * the tuned values (sl_ctx_param), copy's and naive's launches included. */
static const sl_tune_axis tune_axes[] = {
    { "tile", { 16, 32, 64 } }, { "block_rows", { 1, 2, 4, 8, 16 } }, { NULL, { 0 } },
};
static const sl_suite_tune tune = { .rung = "tiled_padded", .axes = tune_axes, .metric = "gbps" };

typedef struct tp_state {
    const sl_profile *prof;
    size_t rows, cols, tile, block_rows;
    uint32_t seed;
    char skip[256];           /* non-empty: every case is skipped with this */
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

/* Rows and cols as given; one given, the other from --size; neither, the
 * largest square --size (or the default) holds. */
static int tp_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    (void)e;
    tp_state *s = state;
    const sl_run_opts *o = ctx->opts;
    s->prof = &ctx->dev->prof;
    s->seed = (uint32_t)(o->seed ^ (o->seed >> 32));
    s->tile = (size_t)sl_ctx_param(ctx, "tile", TP_TILE);
    s->block_rows = (size_t)sl_ctx_param(ctx, "block_rows", TP_BLOCK_ROWS);
    if (s->block_rows > s->tile)
        s->block_rows = s->tile;
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
    const uint64_t lmem = (uint64_t)s->tile * (s->tile + 1) * sizeof(float);
    if (!s->rows || !s->cols)
        snprintf(s->skip, sizeof s->skip, "%" PRIu64 " B holds no %s", bytes,
                 sl_opt_param(o, "rows", 0)   ? "row of that many columns"
                 : sl_opt_param(o, "cols", 0) ? "column of that many rows"
                                              : "float");
    else if (s->tile * s->block_rows > s->prof->max_work_group)
        snprintf(s->skip, sizeof s->skip, "a work-group of %zu x %zu exceeds the device's %zu work-items", s->tile,
                 s->block_rows, s->prof->max_work_group);
    else if (lmem > s->prof->local_mem)
        snprintf(s->skip, sizeof s->skip, "a padded %zu x %zu tile needs %" PRIu64 " B of local memory, the device has %" PRIu64,
                 s->tile, s->tile + 1, lmem, (uint64_t)s->prof->local_mem);
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
        snprintf(c->options, sizeof c->options, "-DTILE=%zu -DBLOCK_ROWS=%zu", s->tile, s->block_rows);
        sl_kv_num(&c->params, "rows", (double)s->rows);
        sl_kv_num(&c->params, "cols", (double)s->cols);
        sl_kv_num(&c->params, "tile", (double)s->tile);
        sl_kv_num(&c->params, "block_rows", (double)s->block_rows);
        if (tile_pad[k] >= 0)
            sl_kv_num(&c->params, "local_bytes", (double)(s->tile * (s->tile + (size_t)tile_pad[k]) * sizeof(float)));
        snprintf(c->skip, sizeof c->skip, "%s", s->skip);
        c->tag[0] = k;
        c->tuned = true; /* tile and block_rows shape every rung's launch */
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
    c->launch.dims = 2;
    c->launch.local[0] = s->tile;
    c->launch.local[1] = s->block_rows;
    c->launch.global[0] = sl_round_up(s->cols, s->tile);
    c->launch.global[1] = k == K_NAIVE ? sl_round_up(s->rows, s->block_rows)
                                       : sl_round_up(s->rows, s->tile) / s->tile * s->block_rows;
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
    /* The global side that is not a row: naive's write, lanes rows floats
     * apart; every other kernel is coalesced on both sides. */
    const unsigned stride = k == K_NAIVE ? (unsigned)s->rows : 1u;
    sl_case_model_strided(r, s->prof, 0, sizeof(float), stride);
    /* the tile's column read: lanes TILE (+ pad) floats apart in local
     * memory, as the bank model sees one warp of it (banks.h) */
    if (tile_pad[k] >= 0) {
        const sl_bank_arch *a = sl_bank_arch_find(s->prof->vendor == SL_VENDOR_AMD && s->prof->simd_width == 64
                                                      ? "amd-cdna" : "nvidia");
        const sl_bank_access acc = { 0, sizeof(float), (unsigned)(s->tile + (size_t)tile_pad[k]), 0 };
        sl_bank_result br;
        if (!(s->prof->type & CL_DEVICE_TYPE_CPU) && a && sl_bank_model(a, &acc, &br, NULL) == SL_OK)
            sl_kv_num(&r->model, "tile_read_conflict_degree", br.degree);
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
    .summary = "out = in^T: copy (the ceiling), naive, a local tile (32-way bank conflict), the tile padded, diagonal order",
    .kernel_file = "transpose.cl",
    .needs_ceiling = true, /* its rows are a fraction of the read ceiling */
    .params = params,
    .decl = &decl,
    .tune = &tune,
};
