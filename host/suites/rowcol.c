/* rowcol.c - suite "rowcol": one row-major matrix summed along its rows and
 * down its columns. The question: which loop order is coalesced, and why is
 * it the one that looks wrong to a CPU programmer? */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "simtlab/ceiling.h"
#include "simtlab/clerror.h"
#include "simtlab/buffer.h"
#include "simtlab/casework.h"
#include "simtlab/model.h"
#include "simtlab/rng.h"
#include "simtlab/runner.h"

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

typedef struct rc_state rc_state;

/* What the check needs about the case being run. */
typedef struct rc_check {
    const rc_state *s;
    int k;
} rc_check;

struct rc_state {
    const sl_profile *prof;
    size_t rows, cols, seg, local;
    uint32_t seed32;
    char skip[256];           /* non-empty: every case is skipped with this */
    cl_mem d_m, d_out;
    float *h_out;
    size_t out_len;           /* floats in d_out and h_out */
    rc_check chk;
};

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

/* ---- the declaration ---------------------------------------------------- */

static double lane_stride_bytes(const rc_state *s, int k)
{
    return k == K_ROWS_ITEM ? (double)s->cols * sizeof(float) : (double)sizeof(float);
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

/* Each param's range is the runner's (rows 0 and cols 0, not given, mean
 * "from --size"). */
static int rc_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    (void)e;
    rc_state *s = state;
    const sl_run_opts *o = ctx->opts;
    s->prof = &ctx->dev->prof;
    const uint64_t rows = sl_opt_param(o, "rows", 0), cols = sl_opt_param(o, "cols", 0);
    s->seg = (size_t)sl_opt_param(o, "seg", ROWCOL_SEG);
    s->local = (size_t)sl_opt_param(o, "local", ROWCOL_LOCAL);
    s->seed32 = (uint32_t)(o->seed ^ (o->seed >> 32));
    if (s->local > s->prof->max_work_group)
        s->local = s->prof->max_work_group;
    const uint64_t bytes = o->size_bytes ? o->size_bytes : default_bytes(s->prof, o->quick);
    pick_shape(s, bytes, rows, cols);
    if (s->rows == 0 || s->cols == 0)
        snprintf(s->skip, sizeof s->skip, "%" PRIu64 " B holds no %s", bytes,
                 rows ? "row of that many columns" : "column of that many rows");
    else if ((uint64_t)s->local * sizeof(float) > s->prof->local_mem)
        snprintf(s->skip, sizeof s->skip,
                 "a reduction over %zu lanes needs %zu B of local memory, the device has %" PRIu64, s->local,
                 s->local * sizeof(float), (uint64_t)s->prof->local_mem);
    return SL_OK;
}

/* Item per row, item per column, group per row: one program for all three. */
static int rc_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)ctx;
    const rc_state *s = state;
    for (int k = 0; k < N_KERNELS; ++k) {
        sl_case_decl *c = sl_case_add(cases);
        if (!c)
            return sl_err_set(e, SL_FAIL, "out of memory");
        snprintf(c->name, sizeof c->name, "%s:%s", kernel_names[k], order_names[k]);
        snprintf(c->kernel, sizeof c->kernel, "%s", kernel_names[k]);
        snprintf(c->options, sizeof c->options, "-DROWS=%zuUL -DCOLS=%zuUL -DSEG=%zuUL -DLOCAL=%zu", s->rows,
                 s->cols, s->seg, s->local);
        sl_kv_str(&c->params, "order", order_names[k]);
        sl_kv_num(&c->params, "rows", (double)s->rows);
        sl_kv_num(&c->params, "cols", (double)s->cols);
        if (k != K_ROWS_GROUP)
            sl_kv_num(&c->params, "seg", (double)s->seg);
        sl_kv_num(&c->params, "lane_stride_bytes", lane_stride_bytes(s, k));
        snprintf(c->skip, sizeof c->skip, "%s", s->skip);
        c->tag[0] = k;
    }
    return SL_OK;
}

/* The matrix, and one output as large as the largest case's. */
static int rc_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)cases;
    rc_state *s = state;
    if (s->skip[0])
        return SL_OK; /* every case carries the reason */
    for (int k = 0; k < N_KERNELS; ++k)
        if (out_count(s, k) > s->out_len)
            s->out_len = out_count(s, k);
    const size_t m_floats = s->rows * s->cols;
    const uint64_t dev_bufs[2] = { (uint64_t)m_floats * sizeof(float), (uint64_t)s->out_len * sizeof(float) };
    int rc = sl_buf_fits(s->prof, dev_bufs, 2, (uint64_t)s->out_len * sizeof(float), e);
    if (rc != SL_OK)
        return rc;
    if (!(s->h_out = malloc(s->out_len * sizeof(float))))
        return sl_err_set(e, SL_SKIP, "host memory for %zu sums is not available", s->out_len);
    rc = sl_buf_create_dyadic(ctx->dev, CL_MEM_READ_ONLY, m_floats, s->seed32, &s->d_m, e);
    if (rc == SL_OK)
        rc = sl_buf_create(ctx->dev, CL_MEM_READ_WRITE, s->out_len * sizeof(float), NULL, &s->d_out, e);
    return rc;
}

static int rc_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    rc_state *s = state;
    const int k = b->decl->tag[0];
    rc_addr a = { s, k };
    sl_case_model(r, s->prof, sizeof(float), first_addr, &a);

    const size_t n_out = out_count(s, k);
    /* item kernels: one work-item per sum; group-per-row: one group per row */
    const size_t global = k == K_ROWS_GROUP ? s->rows * s->local : div_up(n_out, s->local) * s->local;
    if (global > UINT32_MAX || (k == K_ROWS_GROUP && s->rows > UINT32_MAX / s->local))
        return sl_err_set(e, SL_SKIP, "a launch of %zu rows x %zu lanes exceeds a 32-bit global size", s->rows,
                          s->local);
    s->chk = (rc_check){ s, k };
    sl_case *c = &b->c;
    c->flops = NAN;
    c->host_out = s->h_out;
    c->check = check_case;
    c->check_arg = &s->chk;
    c->want_efficiency = true;
    c->out = s->d_out;
    c->out_name = "out";
    c->out_bytes = n_out * sizeof(float);
    c->launch.dims = 1;
    c->launch.local[0] = s->local;
    c->launch.global[0] = global;
    /* useful: the matrix read once, the sums written */
    c->bytes = ((double)s->rows * s->cols + (double)n_out) * sizeof(float);
    cl_int err = clSetKernelArg(b->kernel, 0, sizeof(cl_mem), &s->d_m);
    err |= clSetKernelArg(b->kernel, 1, sizeof(cl_mem), &s->d_out);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of %s", kernel_names[k]);
    return SL_OK;
}

static void rc_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    rc_state *s = state;
    sl_buf_release(&s->d_m);
    sl_buf_release(&s->d_out);
    free(s->h_out);
}

static const sl_suite_decl decl = {
    .state_size = sizeof(rc_state),
    .prepare = rc_prepare,
    .plan = rc_plan,
    .allocate = rc_allocate,
    .bind = rc_bind,
    .release = rc_release,
};

const sl_suite sl_suite_rowcol = {
    .name = "rowcol",
    .summary = "a row-major matrix summed per row and per column: lanes a row apart vs side by side",
    .kernel_file = "rowcol.cl",
    .needs_ceiling = true, /* its rows are a fraction of the read ceiling */
    .params = params,
    .decl = &decl,
};
