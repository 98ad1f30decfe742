/* rowcol.c - suite "rowcol": one row-major matrix summed along its rows and
 * down its columns. The question: which loop order is coalesced, and why is
 * it the one that looks wrong to a CPU programmer? */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "simtlab/buffer.h"
#include "simtlab/casework.h"
#include "simtlab/model.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/rng.h"
#include "simtlab/suite.h"

#define SUITE "rowcol"

#define MIB (1ull << 20)
#define GIB (1ull << 30)
#define ROWCOL_QUICK_BYTES MIB  /* --quick: 512 x 512 */
#define ROWCOL_MAX_DEFAULT GIB  /* the default never goes past this */

#define ROWCOL_LOCAL 256        /* 8 warps / 4 wave64s, as bandwidth */
/* Each work-item of the item-per-row/column kernels sums a segment of 64
 * elements: 256 B of a row, 64 rows of a column. An 8192 x 8192 matrix then
 * has 1 Mi work-items, enough to fill any GPU, while one item per whole row
 * would leave an H200 with 8192 lanes, 2 warps per SM. */
#define ROWCOL_SEG 64
/* A dyadic sum is exact while it has at most 2^15 terms (rng.h): a whole row
 * (group per row) or a segment. */
#define ROWCOL_MAX_TERMS 32768u

enum { K_ROWS_ITEM, K_COLS_ITEM, K_ROWS_GROUP, N_KERNELS };
static const char *const kernel_names[N_KERNELS] = { "sum_rows_item_per_row", "sum_cols_item_per_col",
                                                     "sum_rows_group_per_row" };
static const char *const order_names[N_KERNELS] = { "row", "col", "row" };

static const sl_suite_param params[] = {
    { "rows", "matrix rows (default: from --size, as square as cols allows)", 1, UINT32_MAX },
    { "cols", "matrix columns, at most 32768 so row sums stay exact (default: from --size)", 1, ROWCOL_MAX_TERMS },
    { "seg", "elements each work-item sums in the item-per-row/column kernels (default 64)", 1, ROWCOL_MAX_TERMS },
    { "local", "work-group size (default 256, at most the device's limit)", 1, 4096 },
    { NULL, NULL, 0, 0 },
};

/* The matrix size when --size is not given: bandwidth's choice for this
 * device, at most 1 GiB; --quick 1 MiB. */
static uint64_t default_bytes(const sl_profile *p, bool quick)
{
    return sl_case_default_bytes(p, quick, ROWCOL_QUICK_BYTES, ROWCOL_MAX_DEFAULT);
}

typedef struct rc_state {
    sl_ctx *ctx;
    const sl_profile *prof;
    size_t rows, cols, seg, local;
    uint32_t seed32;
    cl_mem d_m, d_out;
    float *h_out;
    size_t out_len;           /* floats in d_out and h_out */
} rc_state;

static size_t div_up(size_t a, size_t b)
{
    return (a + b - 1) / b;
}

/* Sums each work-item / work-group writes, and how many. */
static size_t out_count(const rc_state *s, int k)
{
    switch (k) {
    case K_ROWS_ITEM: return s->rows * div_up(s->cols, s->seg);
    case K_COLS_ITEM: return s->cols * div_up(s->rows, s->seg);
    default: return s->rows;
    }
}

/* ---- check: exact ------------------------------------------------------ */

typedef struct rc_check {
    const rc_state *s;
    int k;
} rc_check;

/* Element (r, c) is sl_dyadic(r * cols + c): every sum here has at most
 * 32768 terms, so it is exact in any order and must match bit for bit. */
static int check_case(void *arg, char *why, size_t len)
{
    const rc_check *c = arg;
    const rc_state *s = c->s;
    const size_t n = out_count(s, c->k);
    size_t bad = 0, first = 0;
    double first_want = 0.0;
    for (size_t g = 0; g < n; ++g) {
        double want = 0.0;
        if (c->k == K_ROWS_ITEM) {
            size_t r = g % s->rows, c0 = g / s->rows * s->seg;
            size_t c1 = c0 + s->seg < s->cols ? c0 + s->seg : s->cols;
            for (size_t col = c0; col < c1; ++col)
                want += sl_dyadic((uint64_t)r * s->cols + col, s->seed32);
        } else if (c->k == K_COLS_ITEM) {
            size_t col = g % s->cols, r0 = g / s->cols * s->seg;
            size_t r1 = r0 + s->seg < s->rows ? r0 + s->seg : s->rows;
            for (size_t r = r0; r < r1; ++r)
                want += sl_dyadic((uint64_t)r * s->cols + col, s->seed32);
        } else {
            for (size_t col = 0; col < s->cols; ++col)
                want += sl_dyadic((uint64_t)g * s->cols + col, s->seed32);
        }
        if ((double)s->h_out[g] != want && bad++ == 0) {
            first = g;
            first_want = want;
        }
    }
    if (bad)
        snprintf(why, len, "check failed: %zu of %zu sums wrong, first at %zu (got %.9g, want %.9g)", bad, n, first,
                 (double)s->h_out[first], first_want);
    return bad ? -1 : 0;
}

/* ---- model: lane i -> the address of its first element ---------------- */

typedef struct rc_addr {
    const rc_state *s;
    int k;
} rc_addr;

static unsigned long long first_addr(void *arg, unsigned lane)
{
    const rc_addr *a = arg;
    const rc_state *s = a->s;
    unsigned long long e;
    switch (a->k) {
    case K_ROWS_ITEM: e = (unsigned long long)(lane % s->rows) * s->cols + lane / s->rows * s->seg; break;
    case K_COLS_ITEM: e = (unsigned long long)(lane / s->cols) * s->seg * s->cols + lane % s->cols; break;
    default: /* lanes past the row's end load nothing: give them a neighbour's address */
        e = (unsigned long long)(lane / s->local) * s->cols + (lane % s->local) % s->cols;
        break;
    }
    return e * sizeof(float);
}

/* ---- one case ---------------------------------------------------------- */

static double lane_stride_bytes(const rc_state *s, int k)
{
    return k == K_ROWS_ITEM ? (double)s->cols * sizeof(float) : (double)sizeof(float);
}

static void init_row(const rc_state *s, int k, sl_row *r)
{
    sl_row_init(r, SUITE, kernel_names[k]);
    sl_kv_str(&r->params, "order", order_names[k]);
    sl_kv_num(&r->params, "rows", (double)s->rows);
    sl_kv_num(&r->params, "cols", (double)s->cols);
    if (k != K_ROWS_GROUP)
        sl_kv_num(&r->params, "seg", (double)s->seg);
    sl_kv_num(&r->params, "lane_stride_bytes", lane_stride_bytes(s, k));
}

static int run_case(rc_state *s, cl_program prog, int k, sl_err *e)
{
    sl_ctx *ctx = s->ctx;
    const sl_device *dev = ctx->dev;
    sl_row r;
    init_row(s, k, &r);
    rc_addr a = { s, k };
    sl_case_model(&r, s->prof, sizeof(float), first_addr, &a);

    const size_t n_out = out_count(s, k);
    /* item kernels: one work-item per sum; group-per-row: one group per row */
    const size_t global = k == K_ROWS_GROUP ? s->rows * s->local : div_up(n_out, s->local) * s->local;
    char why[200];
    if (global > UINT32_MAX || (k == K_ROWS_GROUP && s->rows > UINT32_MAX / s->local)) {
        snprintf(why, sizeof why, "a launch of %zu rows x %zu lanes exceeds a 32-bit global size", s->rows, s->local);
        return sl_case_skip(ctx, &r, why);
    }
    cl_kernel kern = NULL;
    int rc = sl_prog_kernel(prog, kernel_names[k], &kern, e);
    if (rc != SL_OK)
        return rc;
    size_t kmax = 0;
    clGetKernelWorkGroupInfo(kern, dev->device_id, CL_KERNEL_WORK_GROUP_SIZE, sizeof kmax, &kmax, NULL);
    if (kmax && kmax < s->local) {
        snprintf(why, sizeof why, "a work-group of %zu exceeds this kernel's limit of %zu (--param local)", s->local,
                 kmax);
        rc = sl_case_skip(ctx, &r, why);
        clReleaseKernel(kern);
        return rc;
    }

    rc_check chk = { s, k };
    sl_case c = { .flops = NAN, .host_out = s->h_out, .check = check_case, .check_arg = &chk,
                  .want_efficiency = true, .out = s->d_out,
                  .out_bytes = n_out * sizeof(float) };
    c.launch.kernel = kern;
    c.launch.dims = 1;
    c.launch.local[0] = s->local;
    c.launch.global[0] = global;
    /* useful: the matrix read once, the sums written */
    c.bytes = ((double)s->rows * s->cols + (double)n_out) * sizeof(float);
    cl_int err = clSetKernelArg(kern, 0, sizeof(cl_mem), &s->d_m);
    err |= clSetKernelArg(kern, 1, sizeof(cl_mem), &s->d_out);
    if (err != CL_SUCCESS) {
        sl_err_cl(e, err, "setting the arguments of %s", kernel_names[k]);
        rc = sl_case_fail(ctx, &r, e->msg);
    } else {
        rc = sl_case_run(ctx, &c, &r, e);
    }
    clReleaseKernel(kern);
    return rc;
}

static void skip_all(rc_state *s, const char *reason)
{
    for (int k = 0; k < N_KERNELS; ++k) {
        char name[64];
        snprintf(name, sizeof name, "%s:%s", kernel_names[k], order_names[k]);
        if (!sl_opt_wants(s->ctx->opts, name))
            continue;
        sl_row r;
        init_row(s, k, &r);
        sl_case_skip(s->ctx, &r, reason);
    }
}

/* The shape: rows and cols as given; one of them given, the other from
 * --size; neither, as square as --size allows (cols at most 32768). */
static void pick_shape(rc_state *s, uint64_t bytes, uint64_t rows, uint64_t cols)
{
    const uint64_t n = bytes / sizeof(float);
    if (rows && !cols) {
        cols = n / rows;
        if (cols > ROWCOL_MAX_TERMS)
            cols = ROWCOL_MAX_TERMS;
    } else if (!rows && !cols) {
        cols = (uint64_t)sqrt((double)n);
        while (cols * cols > n)
            --cols;
        while ((cols + 1) * (cols + 1) <= n)
            ++cols;
        if (cols > ROWCOL_MAX_TERMS)
            cols = ROWCOL_MAX_TERMS;
    }
    if (!rows)
        rows = cols ? n / cols : 0;
    s->rows = (size_t)rows;
    s->cols = (size_t)cols;
}

static int rowcol_run(sl_ctx *ctx, sl_err *e)
{
    const sl_device *dev = ctx->dev;
    const sl_run_opts *o = ctx->opts;
    rc_state s = { 0 };
    s.ctx = ctx;
    s.prof = &dev->prof;
    const uint64_t rows = sl_opt_param(o, "rows", 0), cols = sl_opt_param(o, "cols", 0);
    s.seg = (size_t)sl_opt_param(o, "seg", ROWCOL_SEG);
    s.local = (size_t)sl_opt_param(o, "local", ROWCOL_LOCAL);
    s.seed32 = (uint32_t)(o->seed ^ (o->seed >> 32));
    /* the CLI checks each range; tests and other callers come here directly
     * (rows 0 and cols 0 there mean "from --size") */
    if (rows > UINT32_MAX || cols > ROWCOL_MAX_TERMS || s.seg < 1 || s.seg > ROWCOL_MAX_TERMS || s.local < 1 ||
        s.local > 4096)
        return sl_err_set(e, SL_E_USAGE, "rowcol: rows 1..%" PRIu32 ", cols 1..%u, seg 1..%u, local 1..4096",
                          UINT32_MAX, ROWCOL_MAX_TERMS, ROWCOL_MAX_TERMS);
    if (s.local > s.prof->max_work_group)
        s.local = s.prof->max_work_group;
    uint64_t bytes = o->size_bytes ? o->size_bytes : default_bytes(s.prof, o->quick);
    pick_shape(&s, bytes, rows, cols);

    int rc = SL_OK;
    cl_program prog = NULL;
    char reason[256];
    if (s.rows == 0 || s.cols == 0) {
        snprintf(reason, sizeof reason, "%" PRIu64 " B holds no %s", bytes,
                 rows ? "row of that many columns" : "column of that many rows");
        skip_all(&s, reason);
        return SL_OK;
    }
    if ((uint64_t)s.local * sizeof(float) > s.prof->local_mem) {
        snprintf(reason, sizeof reason, "a reduction over %zu lanes needs %zu B of local memory, the device has %" PRIu64,
                 s.local, s.local * sizeof(float), (uint64_t)s.prof->local_mem);
        skip_all(&s, reason);
        return SL_OK;
    }
    for (int k = 0; k < N_KERNELS; ++k)
        if (out_count(&s, k) > s.out_len)
            s.out_len = out_count(&s, k);
    const size_t m_floats = s.rows * s.cols;
    const uint64_t dev_bufs[2] = { (uint64_t)m_floats * sizeof(float), (uint64_t)s.out_len * sizeof(float) };
    if (sl_buf_fits(s.prof, dev_bufs, 2, (uint64_t)s.out_len * sizeof(float), e) == SL_SKIP) {
        skip_all(&s, e->msg);
        return SL_OK;
    }
    s.h_out = malloc(s.out_len * sizeof(float));
    if (!s.h_out) {
        snprintf(reason, sizeof reason, "host memory for %zu sums is not available", s.out_len);
        skip_all(&s, reason);
        goto cleanup;
    }
    rc = sl_buf_create_dyadic(dev, CL_MEM_READ_ONLY, m_floats, s.seed32, &s.d_m, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_WRITE, s.out_len * sizeof(float), NULL, &s.d_out, e);
    if (rc == SL_SKIP) {
        skip_all(&s, e->msg);
        rc = SL_OK;
        goto cleanup;
    }
    if (rc != SL_OK)
        goto cleanup;

    char opts[128];
    snprintf(opts, sizeof opts, "-DROWS=%zuUL -DCOLS=%zuUL -DSEG=%zuUL -DLOCAL=%zu", s.rows, s.cols, s.seg, s.local);
    rc = sl_prog_build(dev, "rowcol.cl", o->kernels_dir, opts, &prog, e);
    for (int k = 0; k < N_KERNELS && rc == SL_OK; ++k) {
        char name[64];
        snprintf(name, sizeof name, "%s:%s", kernel_names[k], order_names[k]);
        if (!sl_opt_wants(o, name))
            continue;
        sl_ctx_progress(ctx, SUITE, name, k + 1, N_KERNELS);
        rc = run_case(&s, prog, k, e);
    }
cleanup:
    if (prog)
        clReleaseProgram(prog);
    sl_buf_release(&s.d_m);
    sl_buf_release(&s.d_out);
    free(s.h_out);
    return rc;
}

const sl_suite sl_suite_rowcol = {
    .name = "rowcol",
    .summary = "a row-major matrix summed per row and per column: lanes a row apart vs side by side",
    .kernel_file = "rowcol.cl",
    .params = params,
    .run = rowcol_run,
};
