/* gather.c - suite "gather": cosine similarity of N (source, target) pairs
 * of rows of an embedding table, the pairs as given (random rows) and
 * sorted by source (each source row read once, staged in local memory). The
 * question: what does reordering the work buy when the same rows are
 * gathered again and again? */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "simtlab/buffer.h"
#include "simtlab/casework.h"
#include "simtlab/gather.h"
#include "simtlab/interrupt.h"
#include "simtlab/model.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/stats.h"
#include "simtlab/suite.h"

#define SUITE "gather"

#define MIB (1ull << 20)
#define GIB (1ull << 30)
#define GATHER_QUICK_BYTES MIB  /* --quick: a 1 MiB table */
#define GATHER_MAX_DEFAULT GIB  /* the default table never goes past this */

#define GATHER_LOCAL 256        /* sorted kernels: 8 warps / 4 wave64s per group */
#define GATHER_TARGETS 16       /* targets per source on average */
/* Sources: a quarter of the rows. With 16 targets each there are 4 pairs
 * per row, and the distinct sources span a quarter of the table: 256 MiB of
 * a 1 GiB table, 4x an H200's 60 MiB L2, so the random order cannot keep
 * its sources in cache and sorting has something to save. */
#define GATHER_SOURCE_SHARE 4
#define GATHER_MAX_PAIRS (1u << 24)      /* host arrays stay a few hundred MiB */
#define GATHER_DEFAULT_MAX_PAIRS (1u << 22)
#define GATHER_GPU_GROUPS_PER_CU 8       /* double-buffered's persistent grid, as bandwidth */
#define GATHER_CPU_GROUPS_PER_CU 4
#define GATHER_MAX_DIM 262144u

static const unsigned default_dims[] = { 256, 1024 };
#define N_DEFAULT_DIMS (sizeof default_dims / sizeof default_dims[0])

enum { K_SORT, K_RANDOM, K_STAGED, K_DOUBLE, N_KERNELS };
static const char *const kernel_names[N_KERNELS] = {
    "host_sort", "cosine_pairs_random", "cosine_pairs_sorted_staged", "cosine_pairs_sorted_double_buffered"
};

static const sl_suite_param params[] = {
    { "dim", "floats per row, a multiple of 4 (default: 256 and 1024, one set of rows each)", 4, GATHER_MAX_DIM },
    { "pairs", "pairs per dim (default: 4 per table row, at most 4 Mi)", 1, GATHER_MAX_PAIRS },
    { "targets", "targets per source on average (default 16)", 1, 65536 },
    { "target_rows", "draw targets from the first N rows only, a hot set a cache can hold (default: every row)", 1,
      UINT32_MAX },
    { "local", "work-group size of the sorted kernels (default 256)", 1, 4096 },
    { "random_local", "work-group size of the random kernel, one group per pair (default: dim/8, two float4 per "
                      "lane per row; at most dim/4)", 1, 4096 },
    { "slice", "lanes that share one target in the sorted kernels; divides local (default: the SIMD width)", 1,
      4096 },
    { "groups_per_cu", "work-groups per compute unit in double_buffered's persistent grid (default: 8 on GPUs, 4 "
                       "on CPUs)", 1, 4096 },
    { NULL, NULL, 0, 0 },
};

/* The table's size when --size is not given: bandwidth's choice for this
 * device, at most 1 GiB; --quick 1 MiB. */
static uint64_t default_bytes(const sl_profile *p, bool quick)
{
    return sl_case_default_bytes(p, quick, GATHER_QUICK_BYTES, GATHER_MAX_DEFAULT);
}

static double host_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

typedef struct ga_state {
    sl_ctx *ctx;
    const sl_profile *prof;
    uint64_t table_bytes;
    size_t local, rlocal_param, slice_param, groups_per_cu, targets, pairs_param, target_rows;
    uint32_t seed32;
    cl_mem d_table, d_pairs, d_src, d_off, d_tgt, d_out;
    float *h_out;
    double *ref;              /* cosine of sorted pair j */
    /* this dim */
    unsigned dim;
    size_t rows, tgt_rows, rlocal, slice;
    double tol;
    double useful_bytes;
    sl_gather_pairs p;
} ga_state;

/* ---- check (simtlab/gather.h) ------------------------------------------ */

typedef struct ga_check {
    const ga_state *s;
    bool sorted;              /* output in sorted order, else in the pairs' order */
} ga_check;

static int check_cosines(void *arg, char *why, size_t len)
{
    const ga_check *c = arg;
    const ga_state *s = c->s;
    return sl_gather_check_cosines(&s->p, s->h_out, c->sorted, s->ref, s->tol, why, len);
}

/* ---- model ------------------------------------------------------------- */

/* One request of the random kernel: RLOCAL lanes per pair, lane l reading
 * float4 l of its pair's source row, so a request is a contiguous run of
 * one row (or runs of several rows when a row is shorter than a request).
 * The sorted kernels read target rows the same way, SLICE lanes per row.
 * Coalescing is not the issue; reuse is: predicted = the coalescing model
 * x useful bytes / bytes the kernel asks for, assuming every request goes to
 * DRAM (no cache hits between pairs: a table far larger than the last-level
 * cache). Rows read by any pair count once as useful. */
typedef struct ga_addr {
    const ga_state *s;
    size_t lanes_per_row;
    bool sorted;
} ga_addr;

static unsigned long long row_addr(void *arg, unsigned lane)
{
    const ga_addr *a = arg;
    const sl_gather_pairs *p = &a->s->p;
    size_t q = (lane / a->lanes_per_row) % p->n;
    uint32_t row = a->sorted ? p->tgts[q] : p->pairs[2 * q];
    return (unsigned long long)row * a->s->dim * sizeof(float) + (lane % a->lanes_per_row) * 16ull;
}

static void set_model(const ga_state *s, int k, double requested, sl_row *r)
{
    ga_addr a = { s, k == K_RANDOM ? s->rlocal : s->slice, k != K_RANDOM };
    if (a.lanes_per_row > (size_t)s->dim / 4)
        a.lanes_per_row = s->dim / 4;
    sl_case_model(r, s->prof, 16, row_addr, &a);
    const double reuse = s->useful_bytes / requested;
    sl_kv_num(&r->model, "bytes_requested", requested);
    sl_kv_num(&r->model, "reuse", reuse);
    const char *keys[] = { SL_MODEL_PREDICTED, SL_MODEL_PREDICTED_OTHER };
    for (int i = 0; i < 2; ++i) {
        const sl_kv *kv = sl_kv_get(&r->model, keys[i]);
        if (kv && !kv->is_str)
            sl_kv_num(&r->model, keys[i], kv->num * reuse);
    }
}

/* ---- one dim ----------------------------------------------------------- */

static void init_row(const ga_state *s, int k, sl_row *r)
{
    sl_row_init(r, SUITE, kernel_names[k]);
    sl_kv_str(&r->params, "order", k == K_RANDOM ? "random" : "sorted");
    sl_kv_num(&r->params, "dim", s->dim);
    sl_kv_num(&r->params, "pairs", (double)s->p.n);
    sl_kv_num(&r->params, "sources", (double)s->p.n_src);
    if (s->tgt_rows < s->rows)
        sl_kv_num(&r->params, "target_rows", (double)s->tgt_rows);
    if (k == K_STAGED || k == K_DOUBLE)
        sl_kv_num(&r->params, "slice", (double)s->slice);
    if (k == K_SORT)
        sl_kv_str(&r->params, "timer", "host");
}

static void case_name(const ga_state *s, int k, char *buf, size_t len)
{
    snprintf(buf, len, "%s:dim%u", kernel_names[k], s->dim);
}

static void skip_dim(ga_state *s, const char *reason)
{
    for (int k = 0; k < N_KERNELS; ++k) {
        char name[80];
        case_name(s, k, name, sizeof name);
        if (!sl_opt_wants(s->ctx->opts, name))
            continue;
        sl_row r;
        init_row(s, k, &r);
        sl_case_skip(s->ctx, &r, reason);
    }
}

/* The host sort's row: timed with the host clock, its output checked. */
static int run_sort(ga_state *s, sl_err *e)
{
    const sl_run_opts *o = s->ctx->opts;
    sl_row r;
    init_row(s, K_SORT, &r);
    char why[256];
    if (sl_interrupted())
        return sl_err_set(e, SL_E_INTR, "interrupted");
    if (sl_gather_check_sort(&s->p, s->rows, why, sizeof why) != 0)
        return sl_case_fail(s->ctx, &r, why);
    unsigned reps = o->timing.reps ? o->timing.reps : SL_TIMING_MIN_REPS;
    double *ns = malloc(reps * sizeof *ns);
    if (!ns)
        return sl_case_fail(s->ctx, &r, "out of memory for the sort's timings");
    for (unsigned i = 0; i < reps; ++i) {
        double t0 = host_now_ns();
        sl_gather_sort(&s->p, s->rows);
        ns[i] = host_now_ns() - t0;
    }
    sl_stats_compute(ns, reps, &r.time_ns);
    free(ns);
    r.verified = true;
    if (sl_results_add(s->ctx->results, &r) != 0)
        return sl_err_set(e, SL_FAIL, "out of memory for results");
    return SL_OK;
}

static int run_kernel(ga_state *s, cl_program prog, int k, sl_err *e)
{
    sl_ctx *ctx = s->ctx;
    const sl_device *dev = ctx->dev;
    const sl_gather_pairs *p = &s->p;
    sl_row r;
    init_row(s, k, &r);

    const size_t row_bytes = (size_t)s->dim * sizeof(float);
    const size_t local = k == K_RANDOM ? s->rlocal : s->local;
    size_t local_mem = k == K_RANDOM ? 3 * local * sizeof(float) : 2 * local * sizeof(float);
    size_t dyn_local = k == K_STAGED ? row_bytes : k == K_DOUBLE ? 2 * row_bytes : 0;
    local_mem += dyn_local;
    char why[256];
    if (local_mem > s->prof->local_mem) {
        char a[32], b[32];
        snprintf(why, sizeof why, "needs %s of local memory per work-group at dim %u, this device has %s",
                 sl_format_bytes(local_mem, a, sizeof a), s->dim, sl_format_bytes(s->prof->local_mem, b, sizeof b));
        return sl_case_skip(ctx, &r, why);
    }
    size_t groups = k == K_RANDOM ? p->n : p->n_src;
    if (k == K_DOUBLE) {
        size_t grid = s->groups_per_cu * s->prof->compute_units;
        groups = grid < p->n_src ? grid : p->n_src;
    }
    if (groups > UINT32_MAX / local) {
        snprintf(why, sizeof why, "%zu work-groups of %zu exceed a 32-bit global size", groups, local);
        return sl_case_skip(ctx, &r, why);
    }

    cl_kernel kern = NULL;
    int rc = sl_prog_kernel(prog, kernel_names[k], &kern, e);
    if (rc != SL_OK)
        return rc;
    size_t kmax = 0;
    clGetKernelWorkGroupInfo(kern, dev->device_id, CL_KERNEL_WORK_GROUP_SIZE, sizeof kmax, &kmax, NULL);
    if (kmax && kmax < local) {
        snprintf(why, sizeof why, "a work-group of %zu exceeds this kernel's limit of %zu (--param local)", local,
                 kmax);
        rc = sl_case_skip(ctx, &r, why);
        clReleaseKernel(kern);
        return rc;
    }

    /* Bytes the kernel asks for: every row it reads (the random kernel two
     * per pair, the sorted ones one per pair plus one per source), the pair
     * data it reads, the cosines it writes. */
    const double pair_bytes = k == K_RANDOM ? 8.0 * p->n : 4.0 * p->n + 8.0 * p->n_src + 4.0;
    const double rows_read = k == K_RANDOM ? 2.0 * p->n : (double)p->n + p->n_src;
    set_model(s, k, rows_read * row_bytes + pair_bytes + 4.0 * p->n, &r);

    ga_check chk = { s, k != K_RANDOM };
    sl_case c = { .flops = NAN, .host_out = s->h_out, .check = check_cosines, .check_arg = &chk,
                  .want_efficiency = true, .out = s->d_out, .out_bytes = p->n * sizeof(float),
                  .bytes = s->useful_bytes };
    c.launch.kernel = kern;
    c.launch.dims = 1;
    c.launch.local[0] = local;
    c.launch.global[0] = groups * local;

    cl_int err;
    if (k == K_RANDOM) {
        err = clSetKernelArg(kern, 0, sizeof(cl_mem), &s->d_table);
        err |= clSetKernelArg(kern, 1, sizeof(cl_mem), &s->d_pairs);
        err |= clSetKernelArg(kern, 2, sizeof(cl_mem), &s->d_out);
    } else {
        const cl_uint n_src = (cl_uint)p->n_src;
        err = clSetKernelArg(kern, 0, sizeof(cl_mem), &s->d_table);
        err |= clSetKernelArg(kern, 1, sizeof(cl_mem), &s->d_src);
        err |= clSetKernelArg(kern, 2, sizeof(cl_mem), &s->d_off);
        err |= clSetKernelArg(kern, 3, sizeof(cl_mem), &s->d_tgt);
        err |= clSetKernelArg(kern, 4, sizeof(cl_mem), &s->d_out);
        err |= clSetKernelArg(kern, 5, dyn_local, NULL);
        if (k == K_DOUBLE)
            err |= clSetKernelArg(kern, 6, sizeof n_src, &n_src);
    }
    if (err != CL_SUCCESS) {
        sl_err_cl(e, err, "setting the arguments of %s", kernel_names[k]);
        rc = sl_case_fail(ctx, &r, e->msg);
    } else {
        rc = sl_case_run(ctx, &c, &r, e);
    }
    clReleaseKernel(kern);
    return rc;
}

static void release_dim(ga_state *s)
{
    sl_buf_release(&s->d_pairs);
    sl_buf_release(&s->d_src);
    sl_buf_release(&s->d_off);
    sl_buf_release(&s->d_tgt);
    sl_buf_release(&s->d_out);
    free(s->h_out);
    free(s->ref);
    s->h_out = NULL;
    s->ref = NULL;
    sl_gather_pairs_free(&s->p);
}

/* The largest divisor of local that is at most want. */
static size_t divisor_at_most(size_t local, size_t want)
{
    size_t d = want < local ? want : local;
    while (d > 1 && local % d)
        --d;
    return d ? d : 1;
}

static int run_dim(ga_state *s, unsigned dim, int *done, int total, sl_err *e)
{
    sl_ctx *ctx = s->ctx;
    const sl_device *dev = ctx->dev;
    const sl_run_opts *o = ctx->opts;
    s->dim = dim;
    s->tol = sl_gather_tolerance(dim);
    s->rows = (size_t)(s->table_bytes / ((uint64_t)dim * sizeof(float)));
    if (s->rows > UINT32_MAX)
        s->rows = UINT32_MAX;
    s->tgt_rows = s->target_rows && s->target_rows < s->rows ? s->target_rows : s->rows;
    s->rlocal = s->rlocal_param ? s->rlocal_param : dim / 8 ? dim / 8 : 1;
    if (s->rlocal > dim / 4)
        s->rlocal = dim / 4;
    if (s->rlocal > s->prof->max_work_group)
        s->rlocal = s->prof->max_work_group;
    s->slice = s->slice_param ? s->slice_param : divisor_at_most(s->local, s->prof->simd_width);
    memset(&s->p, 0, sizeof s->p);
    int rc = SL_OK;
    char reason[256];
    if (s->rows == 0) {
        char b[32];
        snprintf(reason, sizeof reason, "a table of %s holds no row of %u floats",
                 sl_format_bytes(s->table_bytes, b, sizeof b), dim);
        skip_dim(s, reason);
        *done += N_KERNELS;
        return SL_OK;
    }
    size_t n = s->pairs_param;
    if (!n) {
        uint64_t want = (uint64_t)s->rows * s->targets / GATHER_SOURCE_SHARE;
        n = want < 1 ? 1 : want > GATHER_DEFAULT_MAX_PAIRS ? GATHER_DEFAULT_MAX_PAIRS : (size_t)want;
    }
    /* the pair lists, their CSR form, the output and its reference: on the
     * host and (pairs, sources, offsets, targets, output) on the device */
    const uint64_t pair_bufs[5] = { 8 * (uint64_t)n, 4 * (uint64_t)n, 4 * ((uint64_t)n + 1), 4 * (uint64_t)n,
                                    4 * (uint64_t)n };
    if (sl_buf_fits(s->prof, pair_bufs, 5, 36 * (uint64_t)n + 8 * ((uint64_t)s->rows + 1), e) == SL_SKIP) {
        skip_dim(s, e->msg);
        goto out;
    }
    if (sl_gather_make_pairs(&s->p, s->rows, s->tgt_rows, n, s->targets, o->seed ^ dim) != 0) {
        snprintf(reason, sizeof reason, "host memory for %zu pairs is not available", n);
        skip_dim(s, reason);
        goto out;
    }
    sl_gather_sort(&s->p, s->rows);
    s->p.distinct_rows = sl_gather_distinct_rows(&s->p, s->rows);
    s->useful_bytes = (double)s->p.distinct_rows * dim * sizeof(float) + 12.0 * n;
    s->h_out = malloc(n * sizeof(float));
    s->ref = malloc(n * sizeof(double));
    if (!s->h_out || !s->ref || s->p.distinct_rows == 0 || sl_gather_reference(&s->p, dim, s->seed32, s->ref) != 0) {
        snprintf(reason, sizeof reason, "host memory for the reference of %zu pairs is not available", n);
        skip_dim(s, reason);
        goto out;
    }

    const sl_gather_pairs *p = &s->p;
    rc = sl_buf_create(dev, CL_MEM_READ_ONLY, 2 * n * sizeof(uint32_t), p->pairs, &s->d_pairs, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_ONLY, p->n_src * sizeof(uint32_t), p->src_ids, &s->d_src, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_ONLY, (p->n_src + 1) * sizeof(uint32_t), p->offsets, &s->d_off, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_ONLY, n * sizeof(uint32_t), p->tgts, &s->d_tgt, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_WRITE, n * sizeof(float), NULL, &s->d_out, e);
    if (rc == SL_SKIP) {
        skip_dim(s, e->msg);
        rc = SL_OK;
        goto out;
    }
    if (rc != SL_OK)
        goto out;

    cl_program prog = NULL;
    char opts[128];
    const size_t pf = (dim / 4 + s->local - 1) / s->local;
    snprintf(opts, sizeof opts, "-DDIM=%u -DLOCAL=%zu -DRLOCAL=%zu -DSLICE=%zu -DPF=%zu", dim, s->local, s->rlocal,
             s->slice, pf);
    rc = sl_prog_build(dev, "gather.cl", o->kernels_dir, opts, &prog, e);
    for (int k = 0; k < N_KERNELS && rc == SL_OK; ++k) {
        char name[80];
        case_name(s, k, name, sizeof name);
        ++*done;
        if (!sl_opt_wants(o, name))
            continue;
        sl_ctx_progress(ctx, SUITE, name, *done, total);
        rc = k == K_SORT ? run_sort(s, e) : run_kernel(s, prog, k, e);
    }
    if (prog)
        clReleaseProgram(prog);
out:
    release_dim(s);
    return rc;
}

static int gather_run(sl_ctx *ctx, sl_err *e)
{
    const sl_device *dev = ctx->dev;
    const sl_run_opts *o = ctx->opts;
    ga_state s = { 0 };
    s.ctx = ctx;
    s.prof = &dev->prof;
    const bool cpu = (s.prof->type & CL_DEVICE_TYPE_CPU) != 0;
    const uint64_t dim = sl_opt_param(o, "dim", 0);
    s.pairs_param = (size_t)sl_opt_param(o, "pairs", 0);
    s.targets = (size_t)sl_opt_param(o, "targets", GATHER_TARGETS);
    s.local = (size_t)sl_opt_param(o, "local", GATHER_LOCAL);
    s.slice_param = (size_t)sl_opt_param(o, "slice", 0);
    s.rlocal_param = (size_t)sl_opt_param(o, "random_local", 0);
    s.target_rows = (size_t)sl_opt_param(o, "target_rows", 0);
    s.groups_per_cu =
        (size_t)sl_opt_param(o, "groups_per_cu", cpu ? GATHER_CPU_GROUPS_PER_CU : GATHER_GPU_GROUPS_PER_CU);
    s.seed32 = (uint32_t)(o->seed ^ (o->seed >> 32));
    /* the CLI checks each range; tests and other callers come here directly
     * (dim 0 and pairs 0 there mean the defaults) */
    if (dim % 4 != 0 || dim > GATHER_MAX_DIM || s.pairs_param > GATHER_MAX_PAIRS || s.targets < 1 ||
        s.targets > 65536 || s.local < 1 || s.local > 4096 || s.groups_per_cu < 1 || s.groups_per_cu > 4096 ||
        s.slice_param > 4096 || s.rlocal_param > 4096)
        return sl_err_set(e, SL_E_USAGE, "gather: dim a multiple of 4 in 4..%u, pairs 1..%u, targets 1..65536, "
                          "local, random_local and slice 1..4096, groups_per_cu 1..4096", GATHER_MAX_DIM,
                          GATHER_MAX_PAIRS);
    if (s.local > s.prof->max_work_group)
        s.local = s.prof->max_work_group;
    if (s.slice_param && s.local % s.slice_param)
        return sl_err_set(e, SL_E_USAGE, "gather: slice %zu does not divide the work-group size %zu",
                          s.slice_param, s.local);

    s.table_bytes = o->size_bytes ? o->size_bytes : default_bytes(s.prof, o->quick);
    unsigned dims[N_DEFAULT_DIMS];
    size_t n_dims = 0;
    if (dim)
        dims[n_dims++] = (unsigned)dim;
    else
        for (size_t i = 0; i < N_DEFAULT_DIMS; ++i)
            dims[n_dims++] = default_dims[i];

    int rc = SL_OK, done = 0;
    const int total = (int)n_dims * N_KERNELS;
    /* One table for every dim: element i = sl_dyadic(i, seed), so row r of
     * a dim-d view starts at element r * d. */
    const size_t floats = (size_t)(s.table_bytes / sizeof(float));
    if (floats == 0)
        rc = sl_err_set(e, SL_SKIP, "a table of %" PRIu64 " B holds no float", s.table_bytes);
    else if ((rc = sl_buf_fits(s.prof, &s.table_bytes, 1, 0, e)) == SL_OK)
        rc = sl_buf_create_dyadic(dev, CL_MEM_READ_ONLY, floats, s.seed32, &s.d_table, e);
    if (rc == SL_SKIP) {
        for (size_t i = 0; i < n_dims; ++i) {
            s.dim = dims[i];
            skip_dim(&s, e->msg);
        }
        rc = SL_OK;
        goto cleanup;
    }
    for (size_t i = 0; i < n_dims && rc == SL_OK; ++i)
        rc = run_dim(&s, dims[i], &done, total, e);
cleanup:
    sl_buf_release(&s.d_table);
    return rc;
}

const sl_suite sl_suite_gather = {
    .name = "gather",
    .summary = "cosine of embedding-row pairs: random order vs sorted by source with the source staged once",
    .kernel_file = "gather.cl",
    .params = params,
    .run = gather_run,
};
