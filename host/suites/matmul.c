/* matmul.c - suite "matmul": the SGEMM ladder of cl/matmul.cl, from naive
 * to register-blocked, double-buffered and warp-tiled, each rung verified against a
 * double-precision reference, with GFLOP/s, % of this device's FP32 peak,
 * the speedup over naive and over the rung before, the resources the
 * kernel used, and a tuned library (CLBlast) on the same buffers beside it
 * when simtlab was built with it. A declared suite (runner.h): shapes are
 * planned as cases, and each shape's buffers and reference are made when
 * its first case binds. */
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "simtlab/ceiling.h"
#include "simtlab/clerror.h"
#include "simtlab/buffer.h"
#include "simtlab/casework.h"
#include "simtlab/clblast.h"
#include "simtlab/derive.h"
#include "simtlab/matmul.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/rng.h"
#include "simtlab/runner.h"
#include "simtlab/suite.h"

enum { K_NAIVE, K_COALESCED, K_TILED, K_TILED_PADDED, K_REG1D, K_REG2D, K_DBUF, K_WARPTILE, N_KERNELS };
static const char *const kernel_fn[N_KERNELS] = { "matmul_naive",      "matmul_coalesced",  "matmul_tiled",
                                                  "matmul_tiled_padded", "matmul_regblock1d", "matmul_regblock2d",
                                                  "matmul_dbuf",       "matmul_warptile" };
/* row names: the technique */
static const char *const kernel_row[N_KERNELS] = { "naive",      "coalesced",  "tiled", "tiled_padded",
                                                   "regblock1d", "regblock2d", "dbuf",  "warptile" };
/* The rungs with a BM x BN block of TM x TN per work-item, and float4 tiles. */
#define IS_BLOCK2D(k) ((k) == K_REG2D || (k) == K_DBUF || (k) == K_WARPTILE)
#define WARP_LY 4 /* cl/matmul.cl's warp tile: 32 lanes as LY x LX */
#define WARP_LX 8

#define APAD SL_MM_APAD          /* cl/matmul.cl's padding of k-major A tiles */
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
    { "bm", "regblock2d, dbuf, warptile: rows of C per work-group, BM (default 128 on a GPU, 64 on a CPU)", 4, 512 },
    { "bn", "regblock2d, dbuf, warptile: columns of C per work-group, BN (default as bm)", 4, 512 },
    { "bk", "regblock2d, dbuf: K step, BK, a multiple of 4 (default 8)", 4, 128 },
    { "wbk", "warptile: K step, a multiple of 4 (default 16 on a GPU, as bk on a CPU)", 4, 128 },
    { "tm", "regblock2d, dbuf, warptile: rows per work-item, TM, a multiple of 4 (default 8 on a GPU, 4 on a CPU)",
      4, 32 },
    { "tn", "regblock2d, dbuf, warptile: columns per work-item, TN, a multiple of 4 (default as tm)", 4, 32 },
    { "check_rows", "rows of C the check covers (default: all up to 2^28 multiply-adds per host thread)", 1,
      UINT32_MAX },
    { "clblast", "1 (default): a CLBlast row on the same buffers when built with CLBlast; 0: leave it out", 0, 1 },
    { NULL, NULL, 0, 0 },
};

/* What `simtlab tune matmul` searches (docs/tune.md): the top rung's
 * tiles, each value in its param's range above; the search varies the
 * axes in this order from the defaults (tunespace.h). A new rung to tune
 * is a new rung name here and its params as axes. */
static const sl_tune_axis tune_axes[] = {
    { "bm", { 64, 128, 256 } }, { "bn", { 64, 128, 256 } }, { "wbk", { 8, 16, 32 } },
    { "tm", { 4, 8, 16 } },     { "tn", { 4, 8, 16 } },     { NULL, { 0 } },
};
static const sl_suite_tune tune = { .rung = "warptile", .axes = tune_axes, .metric = "gflops" };

typedef struct mm_tiles {
    unsigned ts;                      /* tiled */
    unsigned bm1, bn1, bk1, tm1;      /* regblock1d */
    unsigned bm, bn, bk, tm, tn;      /* regblock2d, dbuf (warptile: all but bk) */
    unsigned wbk;                     /* warptile's K step */
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
    case K_DBUF: return 2 * (((uint64_t)t->bk * (t->bm + APAD) + (uint64_t)t->bk * t->bn) * 4);
    default: return sl_mm_warptile_local_bytes(t->bm, t->bn, t->wbk);
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
    const unsigned kstep = k == K_WARPTILE ? t->wbk : t->bk;
    const char *kname = k == K_WARPTILE ? "wbk" : "bk";
    if (IS_BLOCK2D(k)) {
        if (t->tm % 4 || t->tn % 4 || kstep % 4) {
            snprintf(why, len, "tm=%u, tn=%u, %s=%u: each must be a multiple of 4 (float4 loads)", t->tm, t->tn,
                     kname, kstep);
            return why;
        }
        if (t->bm % t->tm || t->bn % t->tn) {
            snprintf(why, len, "bm=%u, bn=%u are not multiples of tm=%u, tn=%u", t->bm, t->bn, t->tm, t->tn);
            return why;
        }
    }
    if (k == K_WARPTILE && ((t->bn / t->tn) % WARP_LX || (t->bm / t->tm) % WARP_LY)) {
        snprintf(why, len,
                 "bn/tn = %u, bm/tm = %u: the warp tile needs multiples of %u and %u (32 lanes as %u x %u)",
                 t->bn / t->tn, t->bm / t->tm, WARP_LX, WARP_LY, WARP_LY, WARP_LX);
        return why;
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
    if (IS_BLOCK2D(k)) {
        const unsigned nt = (unsigned)threads;
        if ((t->bm * kstep / 4) % nt || (kstep * t->bn / 4) % nt) {
            snprintf(why, len,
                     "a %ux%ux%u tile is not a whole number of float4 loads for each of %u work-items (raise %s)",
                     t->bm, t->bn, kstep, nt, kname);
            return why;
        }
    }
    return NULL;
}

static bool is_cpu(const sl_profile *p)
{
    return (p->type & CL_DEVICE_TYPE_CPU) != 0;
}

/* Defaults, then this device's tuning file (the register-blocked tiles),
 * then --param. CPUs (PoCL) run a work-group as a loop over its
 * work-items, vectorised across them: a 4 x 4 block per work-item keeps
 * each one's accumulators in vector registers. */
static void pick_tiles(sl_ctx *ctx, mm_tiles *t)
{
    const sl_profile *p = &ctx->dev->prof;
    const sl_run_opts *o = ctx->opts;
    t->ts = p->max_work_group >= 1024 ? 32 : 16;
    t->bm1 = t->bn1 = 64;
    t->bk1 = 8;
    t->tm1 = 8;
    t->bm = is_cpu(p) ? 64 : 128;
    t->bk = is_cpu(p) ? 16 : 8; /* whole float4 loads for the 256 work-items */
    t->tm = is_cpu(p) ? 4 : 8;
    t->ts = (unsigned)sl_opt_param(o, "ts", t->ts);
    t->tm1 = (unsigned)sl_opt_param(o, "wpt", t->tm1);
    t->bm = (unsigned)sl_ctx_param(ctx, "bm", t->bm);
    t->bn = (unsigned)sl_ctx_param(ctx, "bn", t->bm);
    t->bk = (unsigned)sl_ctx_param(ctx, "bk", t->bk);
    t->tm = (unsigned)sl_ctx_param(ctx, "tm", t->tm);
    t->tn = (unsigned)sl_ctx_param(ctx, "tn", t->tm);
    /* warptile's K step: 16 on a GPU, where it halves the barriers and, at
     * 128 x 128 / 8 x 8, NVIDIA's compiler still fits 128 registers (two
     * groups per SM: cl/matmul.cl); a CPU's default is dbuf's. Halved where
     * the double-buffered tiles would not fit this device's local memory
     * (128 x 256 at 16 needs 49664 B, NVIDIA allows 49152), so the top rung
     * runs at every tile shape the others do; a step given or tuned is
     * taken as it is (and skipped with the reason when it does not fit). */
    const unsigned want_wbk = is_cpu(p) ? t->bk : 16;
    t->wbk = (unsigned)sl_ctx_param(ctx, "wbk",
                                    sl_mm_warptile_k_step(t->bm, t->bn, t->tm, t->tn, want_wbk, p->local_mem));
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

/* ---- what a row says about its case ------------------------------------- */

/* tile = BMxBNxBK/TMxTN: the group's block of C, its K step, each
 * work-item's block */
static void set_tile_param(const mm_tiles *t, int k, sl_kvlist *params)
{
    char buf[48];
    switch (k) {
    case K_TILED:
    case K_TILED_PADDED: snprintf(buf, sizeof buf, "%ux%u", t->ts, t->ts); break;
    case K_REG1D: snprintf(buf, sizeof buf, "%ux%ux%u/%ux1", t->bm1, t->bn1, t->bk1, t->tm1); break;
    case K_REG2D:
    case K_DBUF: snprintf(buf, sizeof buf, "%ux%ux%u/%ux%u", t->bm, t->bn, t->bk, t->tm, t->tn); break;
    case K_WARPTILE: snprintf(buf, sizeof buf, "%ux%ux%u/%ux%u", t->bm, t->bn, t->wbk, t->tm, t->tn); break;
    default: return;
    }
    sl_kv_str(params, "tile", buf);
}

/* The peer's version and timer, among its row's params. */
static void peer_params(sl_kvlist *params)
{
    const char *v = sl_clblast_version();
    if (v && *v)
        sl_kv_str(params, "version", v);
    sl_kv_str(params, "timer", "host");
}

/* What the tiling promises, for the JSON's model: FLOPs per byte of global
 * traffic if every tile load missed the caches, local-memory load
 * instructions per FMA (the issue slots the FMAs share), and for the
 * float4 rungs the distinct bytes of the two tiles a 32-lane warp reads
 * per step of k (what the local memory serves, 128 B a pass). */
static void model_of(const mm_tiles *t, int k, sl_row *r)
{
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
    if (IS_BLOCK2D(k))
        sl_kv_num(&r->model, "local_bytes_per_warp_k", sl_mm_warp_local_bytes(t->bm / t->tm, t->bn / t->tn, t->tm,
                                                                               t->tn, k == K_WARPTILE));
}

/* ---- the declaration ---------------------------------------------------- */

#define K_PEER N_KERNELS /* the CLBlast row's tag, after the ladder */

/* What prepare decides about one shape. */
typedef struct mm_shape {
    size_t m, n, k;
    size_t nrows;      /* rows of C the check covers */
    char skip[256];    /* why no case of it can run (int indices, max allocation), or empty */
} mm_shape;

typedef struct mm_state {
    sl_ctx *ctx;
    const sl_profile *prof;
    mm_tiles tiles;
    mm_shape shapes[SL_MNK_MAX];
    size_t n_shapes;
    /* the shape whose buffers and reference are held, made by the first
     * case of it that binds: its index, or -1; and how that went */
    int held;
    int held_rc;
    char held_why[sizeof(((sl_err *)0)->msg)];
    size_t m, n, k, nrows;
    cl_mem d_a, d_b, d_c;
    float *h_a, *h_b, *h_c;
    size_t *rows;
    double *ref, *abs_ref;
    sl_row *row;               /* the row being run: its check adds the error to the model */
    sl_clblast_gemm gemm;      /* the peer's call */
} mm_state;

/* The shape's facts that need no memory: the rows the check covers, and a
 * reason when a matrix is past int indices or max allocation (no host
 * memory is spent on such a shape). */
static void size_shape(const mm_state *s, const sl_mnk *mnk, mm_shape *sh)
{
    sh->m = (size_t)mnk->m;
    sh->n = (size_t)mnk->n;
    sh->k = (size_t)mnk->k;
    sh->nrows = sh->m; /* when skipped: the row then names no checked_rows */
    const double m_ = (double)sh->m + INDEX_SLACK, n_ = (double)sh->n + INDEX_SLACK, k_ = (double)sh->k + INDEX_SLACK;
    if (m_ * k_ > INDEX_MAX || k_ * n_ > INDEX_MAX || m_ * n_ > INDEX_MAX) {
        snprintf(sh->skip, sizeof sh->skip,
                 "%zux%zux%zu: a matrix near or past 2^31 elements (the kernels index with int)", sh->m, sh->n, sh->k);
        return;
    }
    const size_t na = sh->m * sh->k, nb = sh->k * sh->n, nc = sh->m * sh->n;
    const size_t biggest = na > nb ? (na > nc ? na : nc) : (nb > nc ? nb : nc);
    if ((uint64_t)biggest * sizeof(float) > s->prof->max_alloc) {
        char b1[32], b2[32];
        sl_format_bytes_pair((uint64_t)biggest * sizeof(float), s->prof->max_alloc, b1, b2, sizeof b1);
        snprintf(sh->skip, sizeof sh->skip, "%zux%zux%zu: a %s matrix exceeds this device's max allocation of %s",
                 sh->m, sh->n, sh->k, b1, b2);
        return;
    }
    const uint64_t want_rows = sl_opt_param(s->ctx->opts, "check_rows", 0);
    sh->nrows = want_rows ? (want_rows < sh->m ? (size_t)want_rows : sh->m)
                          : sl_mm_check_rows(sh->m, sh->n, sh->k, CHECK_FMA_PER_THREAD * (double)sl_mm_ref_threads());
}

static int mm_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    mm_state *s = state;
    s->ctx = ctx;
    s->prof = &ctx->dev->prof;
    s->held = -1;
    sl_mnk sizes[SL_MNK_MAX];
    int rc = pick_sizes(s->prof, ctx->opts, sizes, &s->n_shapes, e);
    if (rc != SL_OK)
        return rc;
    pick_tiles(ctx, &s->tiles);
    for (size_t i = 0; i < s->n_shapes; ++i)
        size_shape(s, &sizes[i], &s->shapes[i]);
    return SL_OK;
}

/* One program for the whole run: every tile as a -D, and the kernel groups
 * no wanted case will run left out (a tile too big for the device fails
 * the whole build). */
static void build_options(const mm_state *s, const bool off[N_KERNELS], char *opts, size_t size)
{
    const mm_tiles *t = &s->tiles;
    int len = snprintf(opts, size,
                       "-DTS=%u -DBM1=%u -DBN1=%u -DBK1=%u -DTM1=%u -DBM=%u -DBN=%u -DBK=%u -DTM=%u -DTN=%u -DWBK=%u",
                       t->ts, t->bm1, t->bn1, t->bk1, t->tm1, t->bm, t->bn, t->bk, t->tm, t->tn, t->wbk);
    static const struct { int k1, k2; const char *def; } groups[] = {
        { K_TILED, K_TILED_PADDED, "SKIP_TILED" }, { K_REG1D, K_REG1D, "SKIP_REGBLOCK1D" },
        { K_REG2D, K_REG2D, "SKIP_REGBLOCK2D" },   { K_DBUF, K_DBUF, "SKIP_DBUF" },
        { K_WARPTILE, K_WARPTILE, "SKIP_WARPTILE" },
    };
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; ++g)
        if (off[groups[g].k1] && off[groups[g].k2])
            len += snprintf(opts + len, size - (size_t)len, " -D%s", groups[g].def);
}

/* Shape by shape, the ladder naive .. warptile, then CLBlast: naive:67x45x33 ..
 * clblast:67x45x33. A case skips with its shape's reason, else its tile's
 * (unrunnable), else, for the peer, a build without CLBlast. */
static int mm_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    const mm_state *s = state;
    const bool peer = sl_opt_param(ctx->opts, "clblast", 1) != 0;
    char why[N_KERNELS][200];
    bool off[N_KERNELS]; /* not built: unrunnable, or no wanted case at any shape */
    for (int k = 0; k < N_KERNELS; ++k)
        off[k] = unrunnable(k, &s->tiles, s->prof, why[k], sizeof why[k]) != NULL;
    bool wanted[N_KERNELS] = { false };
    for (size_t i = 0; i < s->n_shapes; ++i) {
        const mm_shape *sh = &s->shapes[i];
        for (int k = 0; k <= N_KERNELS; ++k) {
            if (k == K_PEER && !peer)
                continue;
            sl_case_decl *c = sl_case_add(cases);
            if (!c)
                return sl_err_set(e, SL_FAIL, "out of memory");
            const char *row = k == K_PEER ? "clblast" : kernel_row[k];
            snprintf(c->name, sizeof c->name, "%s:%zux%zux%zu", row, sh->m, sh->n, sh->k);
            snprintf(c->kernel, sizeof c->kernel, "%s", row);
            c->tag[0] = k;
            c->tag[1] = (int)i;
            sl_kv_num(&c->params, "m", (double)sh->m);
            sl_kv_num(&c->params, "n", (double)sh->n);
            sl_kv_num(&c->params, "k", (double)sh->k);
            if (k < N_KERNELS) {
                snprintf(c->entry, sizeof c->entry, "%s", kernel_fn[k]);
                c->tuned = IS_BLOCK2D(k); /* the tiles bm .. tn (and wbk) */
                set_tile_param(&s->tiles, k, &c->params);
                wanted[k] |= sl_opt_wants(ctx->opts, c->name);
            } else {
                c->library = true;
            }
            if (sh->nrows < sh->m)
                sl_kv_num(&c->params, "checked_rows", (double)sh->nrows);
            if (sh->skip[0])
                snprintf(c->skip, sizeof c->skip, "%s", sh->skip);
            else if (k < N_KERNELS && off[k])
                snprintf(c->skip, sizeof c->skip, "%.199s", why[k]);
            else if (k == K_PEER && !sl_clblast_available()) {
                peer_params(&c->params);
                snprintf(c->skip, sizeof c->skip,
                         "simtlab was built without CLBlast: install libclblast-dev and rebuild "
                         "(scripts/bootstrap does) for the peer row");
            }
        }
    }
    char options[sizeof cases->items[0].options];
    for (int k = 0; k < N_KERNELS; ++k)
        off[k] |= !wanted[k];
    build_options(s, off, options, sizeof options);
    for (size_t i = 0; i < cases->n; ++i)
        if (!cases->items[i].library)
            snprintf(cases->items[i].options, sizeof options, "%s", options);
    return SL_OK;
}

/* ---- one shape's buffers and reference, made when its first case binds -- */

static void free_shape(mm_state *s)
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

/* A and B from the seed, C, and the double-precision reference of the
 * checked rows: once per shape, as it is the costly part on the host.
 * SL_SKIP when the shape does not fit here. */
static int make_shape(mm_state *s, int i, sl_err *e)
{
    const sl_device *dev = s->ctx->dev;
    const mm_shape *sh = &s->shapes[i];
    s->m = sh->m, s->n = sh->n, s->k = sh->k, s->nrows = sh->nrows;
    const size_t na = s->m * s->k, nb = s->k * s->n, nc = s->m * s->n;
    const uint64_t dev_bufs[3] = { na * sizeof(float), nb * sizeof(float), nc * sizeof(float) };
    const uint64_t host = (uint64_t)(na + nb + nc) * sizeof(float) + 2 * (uint64_t)s->nrows * s->n * sizeof(double);
    if (sl_buf_fits(s->prof, dev_bufs, 3, host, e) == SL_SKIP) {
        char why[256];
        snprintf(why, sizeof why, "%.200s", e->msg);
        return sl_err_set(e, SL_SKIP, "%zux%zux%zu: %s", s->m, s->n, s->k, why);
    }
    s->h_a = malloc(na * sizeof(float));
    s->h_b = malloc(nb * sizeof(float));
    s->h_c = malloc(nc * sizeof(float));
    s->rows = malloc(s->nrows * sizeof *s->rows);
    s->ref = malloc(s->nrows * s->n * sizeof(double));
    s->abs_ref = malloc(s->nrows * s->n * sizeof(double));
    if (!s->h_a || !s->h_b || !s->h_c || !s->rows || !s->ref || !s->abs_ref)
        return sl_err_set(e, SL_SKIP, "host memory for %zux%zux%zu matrices and their reference is not available",
                          s->m, s->n, s->k);
    /* seeded, different for A and B, and for each shape */
    const uint64_t seed = s->ctx->opts->seed;
    sl_rng_fill_float(s->h_a, na, seed * 0x9E3779B97F4A7C15ull + 2 * (uint64_t)i + 1, -1.0f, 1.0f);
    sl_rng_fill_float(s->h_b, nb, seed * 0x9E3779B97F4A7C15ull + 2 * (uint64_t)i + 2, -1.0f, 1.0f);
    int rc = sl_buf_create(dev, CL_MEM_READ_ONLY, na * sizeof(float), s->h_a, &s->d_a, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_ONLY, nb * sizeof(float), s->h_b, &s->d_b, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_WRITE, nc * sizeof(float), NULL, &s->d_c, e);
    if (rc != SL_OK)
        return rc;
    sl_mm_pick_rows(s->m, s->nrows, seed + (uint64_t)i, s->rows);
    sl_mm_reference(s->h_a, s->h_b, s->n, s->k, s->rows, s->nrows, s->ref, s->abs_ref);
    return SL_OK;
}

/* Shape i's buffers, made when it differs from the one held (whose are
 * freed first). Its other cases get the same answer: a shape that did not
 * fit skips all of them with one reason. */
static int hold_shape(mm_state *s, int i, sl_err *e)
{
    if (s->held != i) {
        free_shape(s);
        s->held = i;
        s->held_rc = make_shape(s, i, e);
        if (s->held_rc != SL_OK) {
            snprintf(s->held_why, sizeof s->held_why, "%s", e->msg);
            free_shape(s);
        }
        return s->held_rc;
    }
    return s->held_rc == SL_OK ? SL_OK : sl_err_set(e, s->held_rc, "%s", s->held_why);
}

/* ---- binding one case --------------------------------------------------- */

static int check_case(void *arg, char *why, size_t len)
{
    mm_state *s = arg;
    double rel_err = NAN;
    int rc = sl_mm_check(s->h_c, s->n, s->k, s->rows, s->nrows, s->ref, s->abs_ref, &rel_err, why, len);
    if (isfinite(rel_err))
        sl_kv_num(&s->row->model, "rel_frobenius_error", rel_err);
    return rc;
}

/* The launch: groups of group_x x group_y, enough to cover C (naive's x
 * runs along M, every other kernel's along N). CL_KERNEL_WORK_GROUP_SIZE is
 * advice: NVIDIA's driver answers 256 for kernels whose
 * reqd_work_group_size of 1024 it then launches. The launch decides; a
 * refusal is a skipped row (sl_case_run). */
static int bind_kernel(mm_state *s, int k, sl_bind *b, sl_row *r, sl_err *e)
{
    model_of(&s->tiles, k, r);
    const size_t lx = group_x(k, &s->tiles), ly = group_y(k, &s->tiles);
    size_t brow, bcol;
    block_of(k, &s->tiles, &brow, &bcol);
    const size_t gx = (k == K_NAIVE ? (s->m + brow - 1) / brow : (s->n + bcol - 1) / bcol);
    const size_t gy = (k == K_NAIVE ? (s->n + bcol - 1) / bcol : (s->m + brow - 1) / brow);
    sl_launch *l = &b->c.launch;
    l->dims = 2;
    l->local[0] = lx;
    l->local[1] = ly;
    l->global[0] = gx * lx;
    l->global[1] = gy * ly;
    const int M = (int)s->m, N = (int)s->n, K = (int)s->k;
    cl_int err = clSetKernelArg(b->kernel, 0, sizeof M, &M);
    err |= clSetKernelArg(b->kernel, 1, sizeof N, &N);
    err |= clSetKernelArg(b->kernel, 2, sizeof K, &K);
    err |= clSetKernelArg(b->kernel, 3, sizeof(cl_mem), &s->d_a);
    err |= clSetKernelArg(b->kernel, 4, sizeof(cl_mem), &s->d_b);
    err |= clSetKernelArg(b->kernel, 5, sizeof(cl_mem), &s->d_c);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of %s", kernel_fn[k]);
    return SL_OK;
}

/* CLBlast's SGEMM on the same buffers, timed with the host clock: its
 * event covers only its last kernel, not the copies it may make before. */
static void bind_peer(mm_state *s, sl_bind *b, sl_row *r)
{
    peer_params(&r->params);
    s->gemm = (sl_clblast_gemm){ .m = s->m, .n = s->n, .k = s->k, .a = s->d_a, .b = s->d_b, .c = s->d_c };
    b->c.enqueue = sl_clblast_enqueue;
    b->c.enqueue_arg = &s->gemm;
    b->c.host_timer = true;
    b->c.refusal_prefix = "CLBlast could not run here"; /* the peer's limit, not a wrong answer */
    b->c.refusal = s->gemm.why;
}

/* Every case of a shape: C read back and checked, 2MNK FLOPs, each matrix
 * once as bytes, and a rung of the shape's ladder (sl_derive gives each
 * verified rung its speedup over naive and over the rung before it; the
 * peer is measured against naive only). */
static int mm_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    mm_state *s = state;
    const int k = b->decl->tag[0], i = b->decl->tag[1];
    int rc = hold_shape(s, i, e);
    if (rc != SL_OK)
        return rc;
    sl_kv_num(&r->metrics, SL_M_LADDER, i);
    if (k == K_PEER)
        sl_kv_num(&r->metrics, SL_M_LADDER_PEER, 1);
    sl_case *c = &b->c;
    c->out = s->d_c;
    c->out_name = "C";
    c->out_bytes = s->m * s->n * sizeof(float);
    c->host_out = s->h_c;
    c->check = check_case;
    c->check_arg = s;
    c->flops = 2.0 * (double)s->m * (double)s->n * (double)s->k;
    c->bytes = 4.0 * ((double)s->m * s->k + (double)s->k * s->n + (double)s->m * s->n);
    s->row = r;
    if (k == K_PEER) {
        bind_peer(s, b, r);
        return SL_OK;
    }
    return bind_kernel(s, k, b, r, e);
}

static void mm_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    mm_state *s = state;
    free_shape(s);
}

static const sl_suite_decl decl = {
    .state_size = sizeof(mm_state),
    .prepare = mm_prepare,
    .plan = mm_plan,
    .bind = mm_bind,
    .release = mm_release,
};

const sl_suite sl_suite_matmul = {
    .name = "matmul",
    .summary = "SGEMM from naive to register-blocked and double-buffered, each rung verified, beside CLBlast",
    .kernel_file = "matmul.cl",
    .params = params,
    .takes_sizes = true,
    .decl = &decl,
    .show = { .plot = SL_PLOT_LADDER, .split = SL_SHOW_SHAPE, .flops = true },
    .tune = &tune,
};
