/* matmul.c - suite "matmul": the SGEMM ladder of cl/matmul.cl, from naive
 * to register-blocked and double-buffered, each rung verified against a
 * double-precision reference, with GFLOP/s, % of this device's FP32 peak,
 * the speedup over naive and over the rung before, the resources the
 * kernel used, and a tuned library (CLBlast) on the same buffers beside it
 * when simtlab was built with it. */
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/buffer.h"
#include "simtlab/casework.h"
#include "simtlab/clblast.h"
#include "simtlab/derive.h"
#include "simtlab/matmul.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/rng.h"
#include "simtlab/suite.h"

#define SUITE "matmul"

enum { K_NAIVE, K_COALESCED, K_TILED, K_TILED_PADDED, K_REG1D, K_REG2D, K_DBUF, N_KERNELS };
static const char *const kernel_fn[N_KERNELS] = { "matmul_naive",        "matmul_coalesced",  "matmul_tiled",
                                                  "matmul_tiled_padded", "matmul_regblock1d", "matmul_regblock2d",
                                                  "matmul_dbuf" };
/* row names: the technique */
static const char *const kernel_row[N_KERNELS] = { "naive",      "coalesced",  "tiled", "tiled_padded",
                                                   "regblock1d", "regblock2d", "dbuf" };

#define APAD 4                 /* cl/matmul.cl's padding of k-major A tiles */
#define SIMPLE_X 32            /* naive, coalesced: groups of 32 x 8 */
#define SIMPLE_Y 8
#define INDEX_MAX ((double)INT_MAX) /* the kernels index with int, */
#define INDEX_SLACK 512.0      /* past the matrix by up to a tile's edge (bm, bn <= 512) */
/* Host work the check may spend per thread, in multiply-adds of the
 * reference: all of C below it (512^3 on a 2-core machine), sampled rows above. */
#define CHECK_FMA_PER_THREAD (double)(1u << 28)

static const sl_suite_param params[] = {
    { "ts", "tiled kernels: TS x TS tile and work-group (default 32, or 16 where 1024 work-items do not fit)", 1,
      64 },
    { "wpt", "regblock1d: outputs per work-item along M, TM1 (default 8; the tile is 64 x 64 x 8)", 1, 64 },
    { "bm", "regblock2d, dbuf: rows of C per work-group, BM (default 128 on a GPU, 64 on a CPU)", 4, 512 },
    { "bn", "regblock2d, dbuf: columns of C per work-group, BN (default as bm)", 4, 512 },
    { "bk", "regblock2d, dbuf: K step, BK, a multiple of 4 (default 8)", 4, 128 },
    { "tm", "regblock2d, dbuf: rows per work-item, TM, a multiple of 4 (default 8 on a GPU, 4 on a CPU)", 4, 32 },
    { "tn", "regblock2d, dbuf: columns per work-item, TN, a multiple of 4 (default as tm)", 4, 32 },
    { "check_rows", "rows of C the check covers (default: all up to 2^28 multiply-adds per host thread)", 1,
      UINT32_MAX },
    { "clblast", "1 (default): a CLBlast row on the same buffers when built with CLBlast; 0: leave it out", 0, 1 },
    { NULL, NULL, 0, 0 },
};

typedef struct mm_tiles {
    unsigned ts;                      /* tiled */
    unsigned bm1, bn1, bk1, tm1;      /* regblock1d */
    unsigned bm, bn, bk, tm, tn;      /* regblock2d, dbuf */
} mm_tiles;

/* Work-items per group of kernel k. */
static size_t group_x(int k, const mm_tiles *t)
{
    switch (k) {
    case K_NAIVE:
    case K_COALESCED: return SIMPLE_X;
    case K_TILED:
    case K_TILED_PADDED: return t->ts;
    case K_REG1D: return t->bn1;
    default: return t->bn / t->tn;
    }
}

static size_t group_y(int k, const mm_tiles *t)
{
    switch (k) {
    case K_NAIVE:
    case K_COALESCED: return SIMPLE_Y;
    case K_TILED:
    case K_TILED_PADDED: return t->ts;
    case K_REG1D: return t->bm1 / t->tm1;
    default: return t->bm / t->tm;
    }
}

/* Local memory per group, bytes (the same sums as the kernels' arrays). */
static uint64_t local_bytes(int k, const mm_tiles *t)
{
    switch (k) {
    case K_NAIVE:
    case K_COALESCED: return 0;
    case K_TILED: return 2ull * t->ts * t->ts * 4;
    case K_TILED_PADDED: return ((uint64_t)t->ts * (t->ts + 1) + (uint64_t)t->ts * t->ts) * 4;
    case K_REG1D: return ((uint64_t)t->bk1 * (t->bm1 + APAD) + (uint64_t)t->bk1 * t->bn1) * 4;
    case K_REG2D: return ((uint64_t)t->bk * (t->bm + APAD) + (uint64_t)t->bk * t->bn) * 4;
    default: return 2 * (((uint64_t)t->bk * (t->bm + APAD) + (uint64_t)t->bk * t->bn) * 4);
    }
}

/* The block of C one group computes: rows, columns. */
static void block_of(int k, const mm_tiles *t, size_t *rows, size_t *cols)
{
    switch (k) {
    case K_NAIVE: *rows = SIMPLE_X, *cols = SIMPLE_Y; break;
    case K_COALESCED: *rows = SIMPLE_Y, *cols = SIMPLE_X; break;
    case K_TILED:
    case K_TILED_PADDED: *rows = *cols = t->ts; break;
    case K_REG1D: *rows = t->bm1, *cols = t->bn1; break;
    default: *rows = t->bm, *cols = t->bn; break;
    }
}

/* Why kernel k cannot run with tiles t on this device, or NULL when it can:
 * the kernel file's #error rules, the work-group limit, local memory. */
static const char *unrunnable(int k, const mm_tiles *t, const sl_profile *p, char *why, size_t len)
{
    if (k == K_REG1D && t->bm1 % t->tm1) {
        snprintf(why, len, "wpt=%u does not divide the tile's %u rows", t->tm1, t->bm1);
        return why;
    }
    if (k == K_REG2D || k == K_DBUF) {
        if (t->tm % 4 || t->tn % 4 || t->bk % 4) {
            snprintf(why, len, "tm=%u, tn=%u, bk=%u: each must be a multiple of 4 (float4 loads)", t->tm, t->tn,
                     t->bk);
            return why;
        }
        if (t->bm % t->tm || t->bn % t->tn) {
            snprintf(why, len, "bm=%u, bn=%u are not multiples of tm=%u, tn=%u", t->bm, t->bn, t->tm, t->tn);
            return why;
        }
    }
    const size_t threads = group_x(k, t) * group_y(k, t);
    if (threads > p->max_work_group) {
        snprintf(why, len, "a work-group of %zu work-items exceeds this device's %zu", threads, p->max_work_group);
        return why;
    }
    const uint64_t lb = local_bytes(k, t);
    if (lb > p->local_mem) {
        snprintf(why, len, "%" PRIu64 " B of local memory per work-group exceeds this device's %" PRIu64, lb,
                 (uint64_t)p->local_mem);
        return why;
    }
    if (k == K_REG2D || k == K_DBUF) {
        const unsigned nt = (unsigned)threads;
        if ((t->bm * t->bk / 4) % nt || (t->bk * t->bn / 4) % nt) {
            snprintf(why, len,
                     "a %ux%ux%u tile is not a whole number of float4 loads for each of %u work-items (raise bk)",
                     t->bm, t->bn, t->bk, nt);
            return why;
        }
    }
    return NULL;
}

static bool is_cpu(const sl_profile *p)
{
    return (p->type & CL_DEVICE_TYPE_CPU) != 0;
}

/* Defaults, then --param. CPUs (PoCL) run a work-group as a loop over its
 * work-items, vectorised across them: a 4 x 4 block per work-item keeps
 * each one's accumulators in vector registers. */
static void pick_tiles(const sl_profile *p, const sl_run_opts *o, mm_tiles *t)
{
    t->ts = p->max_work_group >= 1024 ? 32 : 16;
    t->bm1 = t->bn1 = 64;
    t->bk1 = 8;
    t->tm1 = 8;
    t->bm = is_cpu(p) ? 64 : 128;
    t->bk = is_cpu(p) ? 16 : 8; /* whole float4 loads for the 256 work-items */
    t->tm = is_cpu(p) ? 4 : 8;
    t->ts = (unsigned)sl_opt_param(o, "ts", t->ts);
    t->tm1 = (unsigned)sl_opt_param(o, "wpt", t->tm1);
    t->bm = (unsigned)sl_opt_param(o, "bm", t->bm);
    t->bn = (unsigned)sl_opt_param(o, "bn", t->bm);
    t->bk = (unsigned)sl_opt_param(o, "bk", t->bk);
    t->tm = (unsigned)sl_opt_param(o, "tm", t->tm);
    t->tn = (unsigned)sl_opt_param(o, "tn", t->tm);
}

/* The shapes: --sizes, else --quick's odd ones, else one that suits the
 * device (a naive kernel at 4096 on a GPU takes a fraction of a second; on
 * a CPU 512 does). */
static int pick_sizes(const sl_profile *p, const sl_run_opts *o, sl_mnk *out, size_t *n, sl_err *e)
{
    if (o->sizes)
        return sl_parse_mnk_list(o->sizes, out, SL_MNK_MAX, n, e);
    if (o->quick)
        return sl_parse_mnk_list("67x45x33,129", out, SL_MNK_MAX, n, e);
    return sl_parse_mnk_list(is_cpu(p) ? "512" : "4096", out, SL_MNK_MAX, n, e);
}

/* ---- one size ---------------------------------------------------------- */

typedef struct mm_state {
    sl_ctx *ctx;
    const sl_profile *prof;
    mm_tiles tiles;
    const char *skip_reason[N_KERNELS]; /* NULL: runnable */
    char skip_buf[N_KERNELS][200];
    bool wanted[N_KERNELS + 1];        /* + the clblast row */
    cl_program prog;
    char *build_log;                   /* for -cl-nv-verbose's registers */
    /* this size */
    size_t m, n, k;
    cl_mem d_a, d_b, d_c;
    float *h_a, *h_b, *h_c;
    size_t *rows;
    size_t nrows;
    double *ref, *abs_ref;
    double rel_err;                    /* of the last check */
} mm_state;

static int check_case(void *arg, char *why, size_t len)
{
    mm_state *s = arg;
    return sl_mm_check(s->h_c, s->n, s->k, s->rows, s->nrows, s->ref, s->abs_ref, &s->rel_err, why, len);
}

static void case_name(const mm_state *s, const char *row, char *buf, size_t len)
{
    snprintf(buf, len, "%s:%zux%zux%zu", row, s->m, s->n, s->k);
}

static void init_row(const mm_state *s, int k, sl_row *r)
{
    sl_row_init(r, SUITE, k < N_KERNELS ? kernel_row[k] : "clblast");
    sl_kv_num(&r->params, "m", (double)s->m);
    sl_kv_num(&r->params, "n", (double)s->n);
    sl_kv_num(&r->params, "k", (double)s->k);
    const mm_tiles *t = &s->tiles;
    char buf[48];
    switch (k) {
    case K_TILED:
    case K_TILED_PADDED: snprintf(buf, sizeof buf, "%ux%u", t->ts, t->ts); break;
    case K_REG1D: snprintf(buf, sizeof buf, "%ux%ux%u/%ux1", t->bm1, t->bn1, t->bk1, t->tm1); break;
    case K_REG2D:
    case K_DBUF: snprintf(buf, sizeof buf, "%ux%ux%u/%ux%u", t->bm, t->bn, t->bk, t->tm, t->tn); break;
    default: buf[0] = '\0';
    }
    /* tile = BMxBNxBK/TMxTN: the group's block of C, its K step, each work-item's block */
    if (buf[0])
        sl_kv_str(&r->params, "tile", buf);
    if (s->nrows < s->m)
        sl_kv_num(&r->params, "checked_rows", (double)s->nrows);
}

/* What the tiling promises, for the JSON's model: FLOPs per byte of global
 * traffic if every tile load missed the caches, and local-memory load
 * instructions per FMA (the issue slots the FMAs share). */
static void model_of(const mm_state *s, int k, sl_row *r)
{
    const mm_tiles *t = &s->tiles;
    double fpb, lds;
    switch (k) {
    case K_NAIVE:
    case K_COALESCED: fpb = 0.25, lds = 0.0; break; /* 2 global loads per FMA */
    case K_TILED:
    case K_TILED_PADDED: fpb = t->ts / 4.0, lds = 2.0; break;
    case K_REG1D:
        fpb = (double)t->bm1 * t->bn1 / (2.0 * (t->bm1 + t->bn1));
        lds = (1.0 + t->tm1) / t->tm1;
        break;
    default:
        fpb = (double)t->bm * t->bn / (2.0 * (t->bm + t->bn));
        lds = (t->tm / 4.0 + t->tn / 4.0) / ((double)t->tm * t->tn); /* float4 loads */
        break;
    }
    sl_kv_num(&r->model, "flop_per_dram_byte", fpb);
    sl_kv_num(&r->model, "local_loads_per_fma", lds);
}

static void set_resources(const mm_state *s, int k, cl_kernel kern, sl_row *r)
{
    cl_ulong lmem = 0;
    if (clGetKernelWorkGroupInfo(kern, s->ctx->dev->device_id, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lmem, &lmem, NULL) ==
        CL_SUCCESS)
        r->resources.local_bytes = (long)lmem;
    int regs = -1, spills = -1;
    long smem = -1;
    if (s->build_log && sl_prog_nv_resources(s->build_log, kernel_fn[k], &regs, &spills, &smem) == 0) {
        r->resources.registers = regs;
        r->resources.spills = spills;
    }
}

/* What every row of a size shares: C read back and checked, 2MNK FLOPs,
 * and as bytes each matrix once. */
static sl_case size_case(mm_state *s)
{
    sl_case c = { .host_out = s->h_c, .out = s->d_c, .out_bytes = s->m * s->n * sizeof(float),
                  .check = check_case, .check_arg = s };
    c.flops = 2.0 * (double)s->m * (double)s->n * (double)s->k;
    c.bytes = 4.0 * ((double)s->m * s->k + (double)s->k * s->n + (double)s->m * s->n);
    return c;
}

static int run_kernel(mm_state *s, int k, sl_err *e)
{
    sl_ctx *ctx = s->ctx;
    sl_row r;
    init_row(s, k, &r);
    model_of(s, k, &r);
    if (s->skip_reason[k])
        return sl_case_skip(ctx, &r, s->skip_reason[k]);
    cl_kernel kern = NULL;
    int rc = sl_prog_kernel(s->prog, kernel_fn[k], &kern, e);
    if (rc != SL_OK)
        return sl_case_fail(ctx, &r, e->msg);
    const size_t lx = group_x(k, &s->tiles), ly = group_y(k, &s->tiles);
    /* CL_KERNEL_WORK_GROUP_SIZE is advice: NVIDIA's driver answers 256 for
     * kernels whose reqd_work_group_size of 1024 it then launches. The
     * launch decides; a refusal is a skipped row (sl_case_run). */
    set_resources(s, k, kern, &r);
    size_t brow, bcol;
    block_of(k, &s->tiles, &brow, &bcol);
    const size_t gx = (k == K_NAIVE ? (s->m + brow - 1) / brow : (s->n + bcol - 1) / bcol);
    const size_t gy = (k == K_NAIVE ? (s->n + bcol - 1) / bcol : (s->m + brow - 1) / brow);
    sl_case c = size_case(s);
    c.launch.kernel = kern;
    c.launch.dims = 2;
    c.launch.local[0] = lx;
    c.launch.local[1] = ly;
    c.launch.global[0] = gx * lx;
    c.launch.global[1] = gy * ly;
    const int M = (int)s->m, N = (int)s->n, K = (int)s->k;
    cl_int err = clSetKernelArg(kern, 0, sizeof M, &M);
    err |= clSetKernelArg(kern, 1, sizeof N, &N);
    err |= clSetKernelArg(kern, 2, sizeof K, &K);
    err |= clSetKernelArg(kern, 3, sizeof(cl_mem), &s->d_a);
    err |= clSetKernelArg(kern, 4, sizeof(cl_mem), &s->d_b);
    err |= clSetKernelArg(kern, 5, sizeof(cl_mem), &s->d_c);
    if (err != CL_SUCCESS) {
        sl_err_cl(e, err, "setting the arguments of %s", kernel_fn[k]);
        rc = sl_case_fail(ctx, &r, e->msg);
    } else {
        s->rel_err = NAN;
        rc = sl_case_run(ctx, &c, &r, e);
        sl_row *last = rc == SL_OK ? &ctx->results->rows[ctx->results->n - 1] : NULL;
        /* a refused work-group is a skipped row: sl_case_run's policy (runner.h) */
        if (rc == SL_OK && isfinite(s->rel_err))
            sl_kv_num(&last->model, "rel_frobenius_error", s->rel_err);
    }
    clReleaseKernel(kern);
    return rc;
}

static int run_clblast(mm_state *s, sl_err *e)
{
    sl_ctx *ctx = s->ctx;
    sl_row r;
    init_row(s, N_KERNELS, &r);
    const char *v = sl_clblast_version();
    if (v && *v)
        sl_kv_str(&r.params, "version", v);
    sl_kv_str(&r.params, "timer", "host");
    if (!sl_clblast_available())
        return sl_case_skip(ctx, &r,
                            "simtlab was built without CLBlast: install libclblast-dev and rebuild "
                            "(scripts/bootstrap does) for the peer row");
    sl_clblast_gemm g = { .m = s->m, .n = s->n, .k = s->k, .a = s->d_a, .b = s->d_b, .c = s->d_c };
    sl_case c = size_case(s);
    c.enqueue = sl_clblast_enqueue;
    c.enqueue_arg = &g;
    /* the host clock: CLBlast's event covers only its last kernel, not the
     * copies it may make before it */
    c.host_timer = true;
    s->rel_err = NAN;
    int rc = sl_case_run(ctx, &c, &r, e);
    if (rc != SL_OK)
        return rc;
    sl_row *last = &ctx->results->rows[ctx->results->n - 1];
    /* CLBlast refusing to run here is the peer's limit, not a wrong answer */
    if (last->status == SL_ROW_FAILED && g.why[0]) {
        last->status = SL_ROW_SKIPPED;
        snprintf(last->reason, sizeof last->reason, "CLBlast could not run here: %.200s", g.why);
    }
    if (isfinite(s->rel_err))
        sl_kv_num(&last->model, "rel_frobenius_error", s->rel_err);
    return SL_OK;
}

/* This size's rows are one ladder, CLBlast its peer: sl_derive gives each
 * verified rung its speedup over naive and over the rung before it, and
 * every verified row its fraction of the FP32 peak. */
static void mark_ladder(mm_state *s, size_t first, int size_i)
{
    sl_results *res = s->ctx->results;
    for (size_t i = first; i < res->n; ++i) {
        sl_row *r = &res->rows[i];
        sl_kv_num(&r->metrics, SL_M_LADDER, size_i);
        if (strcmp(r->kernel, "clblast") == 0)
            sl_kv_num(&r->metrics, SL_M_LADDER_PEER, 1);
    }
}

static void skip_size(mm_state *s, const char *reason)
{
    for (int k = 0; k <= N_KERNELS; ++k) {
        if (!s->wanted[k])
            continue;
        char name[96];
        case_name(s, k < N_KERNELS ? kernel_row[k] : "clblast", name, sizeof name);
        if (!sl_opt_wants(s->ctx->opts, name))
            continue;
        sl_row r;
        init_row(s, k, &r);
        sl_case_skip(s->ctx, &r, reason);
    }
}

static void free_size(mm_state *s)
{
    sl_buf_release(&s->d_a);
    sl_buf_release(&s->d_b);
    sl_buf_release(&s->d_c);
    free(s->h_a);
    free(s->h_b);
    free(s->h_c);
    free(s->rows);
    free(s->ref);
    free(s->abs_ref);
    s->h_a = s->h_b = s->h_c = NULL;
    s->rows = NULL;
    s->ref = s->abs_ref = NULL;
}

static int run_size(mm_state *s, const sl_mnk *shape, int size_i, int n_sizes, sl_err *e)
{
    sl_ctx *ctx = s->ctx;
    const sl_device *dev = ctx->dev;
    s->m = (size_t)shape->m;
    s->n = (size_t)shape->n;
    s->k = (size_t)shape->k;
    s->nrows = s->m; /* until chosen: init_row adds checked_rows only when fewer */
    char reason[256];
    const double m_ = (double)s->m + INDEX_SLACK, n_ = (double)s->n + INDEX_SLACK, k_ = (double)s->k + INDEX_SLACK;
    if (m_ * k_ > INDEX_MAX || k_ * n_ > INDEX_MAX || m_ * n_ > INDEX_MAX) {
        snprintf(reason, sizeof reason, "%zux%zux%zu: a matrix near or past 2^31 elements (the kernels index with int)",
                 s->m, s->n, s->k);
        skip_size(s, reason);
        return SL_OK;
    }
    const size_t na = s->m * s->k, nb = s->k * s->n, nc = s->m * s->n;
    /* before any host memory: a size past the device's limit must not cost gigabytes here */
    const size_t biggest = na > nb ? (na > nc ? na : nc) : (nb > nc ? nb : nc);
    if ((uint64_t)biggest * sizeof(float) > s->prof->max_alloc) {
        char b1[32], b2[32];
        snprintf(reason, sizeof reason, "%zux%zux%zu: a %s matrix exceeds this device's max allocation of %s", s->m,
                 s->n, s->k, sl_format_bytes((uint64_t)biggest * sizeof(float), b1, sizeof b1),
                 sl_format_bytes(s->prof->max_alloc, b2, sizeof b2));
        skip_size(s, reason);
        return SL_OK;
    }
    const uint64_t want_rows = sl_opt_param(ctx->opts, "check_rows", 0);
    s->nrows = want_rows ? (want_rows < s->m ? (size_t)want_rows : s->m)
                         : sl_mm_check_rows(s->m, s->n, s->k, CHECK_FMA_PER_THREAD * (double)sl_mm_ref_threads());
    const uint64_t dev_bufs[3] = { na * sizeof(float), nb * sizeof(float), nc * sizeof(float) };
    const uint64_t host = (uint64_t)(na + nb + nc) * sizeof(float) + 2 * (uint64_t)s->nrows * s->n * sizeof(double);
    if (sl_buf_fits(s->prof, dev_bufs, 3, host, e) == SL_SKIP) {
        snprintf(reason, sizeof reason, "%zux%zux%zu: %.200s", s->m, s->n, s->k, e->msg);
        skip_size(s, reason);
        return SL_OK;
    }
    s->h_a = malloc(na * sizeof(float));
    s->h_b = malloc(nb * sizeof(float));
    s->h_c = malloc(nc * sizeof(float));
    s->rows = malloc(s->nrows * sizeof *s->rows);
    s->ref = malloc(s->nrows * s->n * sizeof(double));
    s->abs_ref = malloc(s->nrows * s->n * sizeof(double));
    int rc = SL_OK;
    if (!s->h_a || !s->h_b || !s->h_c || !s->rows || !s->ref || !s->abs_ref) {
        snprintf(reason, sizeof reason, "host memory for %zux%zux%zu matrices and their reference is not available",
                 s->m, s->n, s->k);
        skip_size(s, reason);
        goto done;
    }
    /* seeded, different for A and B, and for each shape */
    sl_rng_fill_float(s->h_a, na, ctx->opts->seed * 0x9E3779B97F4A7C15ull + 2 * (uint64_t)size_i + 1, -1.0f, 1.0f);
    sl_rng_fill_float(s->h_b, nb, ctx->opts->seed * 0x9E3779B97F4A7C15ull + 2 * (uint64_t)size_i + 2, -1.0f, 1.0f);
    rc = sl_buf_create(dev, CL_MEM_READ_ONLY, na * sizeof(float), s->h_a, &s->d_a, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_ONLY, nb * sizeof(float), s->h_b, &s->d_b, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_WRITE, nc * sizeof(float), NULL, &s->d_c, e);
    if (rc == SL_SKIP) {
        skip_size(s, e->msg);
        rc = SL_OK;
        goto done;
    }
    if (rc != SL_OK)
        goto done;
    sl_ctx_progress(ctx, SUITE, "host reference", size_i + 1, n_sizes);
    sl_mm_pick_rows(s->m, s->nrows, ctx->opts->seed + (uint64_t)size_i, s->rows);
    sl_mm_reference(s->h_a, s->h_b, s->n, s->k, s->rows, s->nrows, s->ref, s->abs_ref);

    const size_t first = ctx->results->n;
    for (int k = 0; k <= N_KERNELS && rc == SL_OK; ++k) {
        char name[96];
        case_name(s, k < N_KERNELS ? kernel_row[k] : "clblast", name, sizeof name);
        if (!s->wanted[k] || !sl_opt_wants(ctx->opts, name))
            continue;
        sl_ctx_progress(ctx, SUITE, name, k + 1, N_KERNELS + 1);
        rc = k < N_KERNELS ? run_kernel(s, k, e) : run_clblast(s, e);
    }
    mark_ladder(s, first, size_i);
done:
    free_size(s);
    return rc;
}

/* Is any case of row `row` wanted under --only, at any size? */
static bool row_wanted(const sl_run_opts *o, const char *row, const sl_mnk *sizes, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        char name[96];
        snprintf(name, sizeof name, "%s:%" PRIu64 "x%" PRIu64 "x%" PRIu64, row, sizes[i].m, sizes[i].n, sizes[i].k);
        if (sl_opt_wants(o, name))
            return true;
    }
    return false;
}

static int build(mm_state *s, sl_err *e)
{
    const sl_device *dev = s->ctx->dev;
    const mm_tiles *t = &s->tiles;
    char opts[512];
    int len = snprintf(opts, sizeof opts,
                       "-DTS=%u -DBM1=%u -DBN1=%u -DBK1=%u -DTM1=%u -DBM=%u -DBN=%u -DBK=%u -DTM=%u -DTN=%u", t->ts,
                       t->bm1, t->bn1, t->bk1, t->tm1, t->bm, t->bn, t->bk, t->tm, t->tn);
    /* leave out what will not run: a tile too big for the device fails the whole build */
    static const struct { int k1, k2; const char *def; } groups[] = {
        { K_TILED, K_TILED_PADDED, "SKIP_TILED" }, { K_REG1D, K_REG1D, "SKIP_REGBLOCK1D" },
        { K_REG2D, K_REG2D, "SKIP_REGBLOCK2D" },   { K_DBUF, K_DBUF, "SKIP_DBUF" },
    };
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; ++g) {
        const int k1 = groups[g].k1, k2 = groups[g].k2;
        const bool off1 = s->skip_reason[k1] || !s->wanted[k1], off2 = s->skip_reason[k2] || !s->wanted[k2];
        if (off1 && off2)
            len += snprintf(opts + len, sizeof opts - (size_t)len, " -D%s", groups[g].def);
    }
    /* NVIDIA: ptxas reports registers and spills per kernel in the build log */
    if (s->prof->vendor == SL_VENDOR_NVIDIA)
        snprintf(opts + len, sizeof opts - (size_t)len, " -cl-nv-verbose");
    int rc = sl_prog_build(dev, "matmul.cl", s->ctx->opts->kernels_dir, opts, &s->prog, e);
    if (rc == SL_OK && s->prof->vendor == SL_VENDOR_NVIDIA)
        s->build_log = sl_prog_build_log(s->prog, dev->device_id);
    return rc;
}

static int matmul_run(sl_ctx *ctx, sl_err *e)
{
    const sl_device *dev = ctx->dev;
    const sl_run_opts *o = ctx->opts;
    mm_state s;
    memset(&s, 0, sizeof s);
    s.ctx = ctx;
    s.prof = &dev->prof;
    sl_mnk sizes[SL_MNK_MAX];
    size_t n_sizes = 0;
    int rc = pick_sizes(s.prof, o, sizes, &n_sizes, e);
    if (rc != SL_OK)
        return rc;
    pick_tiles(s.prof, o, &s.tiles);

    bool any = false;
    for (int k = 0; k <= N_KERNELS; ++k) {
        s.wanted[k] = row_wanted(o, k < N_KERNELS ? kernel_row[k] : "clblast", sizes, n_sizes) &&
                      (k < N_KERNELS || sl_opt_param(o, "clblast", 1));
        if (k < N_KERNELS) {
            s.skip_reason[k] = unrunnable(k, &s.tiles, s.prof, s.skip_buf[k], sizeof s.skip_buf[k]);
            any |= s.wanted[k] && !s.skip_reason[k];
        }
    }
    if (any && (rc = build(&s, e)) != SL_OK)
        return rc;
    for (size_t i = 0; i < n_sizes && rc == SL_OK; ++i)
        rc = run_size(&s, &sizes[i], (int)i, (int)n_sizes, e);
    if (s.prog)
        clReleaseProgram(s.prog);
    free(s.build_log);
    return rc;
}

const sl_suite sl_suite_matmul = {
    .name = "matmul",
    .summary = "SGEMM from naive to register-blocked and double-buffered, each rung verified, beside CLBlast",
    .kernel_file = "matmul.cl",
    .params = params,
    .takes_sizes = true,
    .run = matmul_run,
};
