/* gather.c - suite "gather": cosine similarity of N (source, target) pairs
 * of rows of an embedding table, as a ladder per dim: one lane per pair
 * (scalar, then float4 loads: every warp load touches 32 rows), one
 * work-group per pair (coalesced, the pairs as given), and the pairs sorted
 * by source (each source row read once, staged in local memory). The
 * questions: what does coalescing a gather buy, and then what does
 * reordering the work buy when the same rows are gathered again and again? */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/ceiling.h"
#include "simtlab/clerror.h"
#include "simtlab/buffer.h"
#include "simtlab/casework.h"
#include "simtlab/derive.h"
#include "simtlab/gather.h"
#include "simtlab/model.h"
#include "simtlab/parse.h"
#include "simtlab/runner.h"

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

/* host_sort, then the rungs of the dim's ladder in order (rung k - K_SORT). */
enum { K_SORT, K_LANE, K_LANE4, K_RANDOM, K_STAGED, K_DOUBLE, N_KERNELS };
static const char *const kernel_names[N_KERNELS] = {
    "host_sort", "cosine_pairs_per_lane", "cosine_pairs_per_lane_float4", "cosine_pairs_random",
    "cosine_pairs_sorted_staged", "cosine_pairs_sorted_double_buffered"
};

/* The pairs in the order given, one lane per pair. */
static bool per_lane(int k)
{
    return k == K_LANE || k == K_LANE4;
}

/* Reads its pairs in the order given (two rows per pair), not sorted. */
static bool unsorted(int k)
{
    return per_lane(k) || k == K_RANDOM;
}

static const sl_suite_param params[] = {
    { "dim", "floats per row, a multiple of 4 (default: 256 and 1024, one set of rows each)", 4, GATHER_MAX_DIM },
    { "pairs", "pairs per dim (default: 4 per table row, at most 4 Mi)", 1, GATHER_MAX_PAIRS },
    { "targets", "targets per source on average (default 16)", 1, 65536 },
    { "target_rows", "draw targets from the first N rows only, a hot set a cache can hold (default: every row)", 1,
      UINT32_MAX },
    { "local", "work-group size of the per-lane and sorted kernels (default 256)", 1, 4096 },
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

/* One dim's shape, known before any pair is drawn. */
typedef struct ga_shape {
    unsigned dim;
    size_t rows;              /* of the table, as rows of dim floats */
    size_t tgt_rows;          /* targets are drawn from the first tgt_rows */
    size_t rlocal, slice;     /* the random kernel's work-group; lanes per target */
    size_t n;                 /* pairs */
} ga_shape;

typedef struct ga_state ga_state;

/* What the cosines' check needs about the case being run. */
typedef struct ga_check {
    const ga_state *s;
    bool sorted;              /* output in sorted order, else in the pairs' order */
} ga_check;

struct ga_state {
    const sl_profile *prof;
    uint64_t table_bytes, seed;
    size_t local, groups_per_cu, targets;
    uint32_t seed32;
    ga_shape shapes[N_DEFAULT_DIMS];
    size_t n_shapes;
    cl_mem d_table;           /* one table for every dim */
    cl_event sorted;          /* complete: the host sort's "enqueued" work (sort_enqueue) */
    /* The dim whose pairs and buffers are made: bind makes them when the
     * dim changes, and every case of the dim shares them (or, when they
     * could not be made, made_rc and made_why). */
    int made;                 /* index in shapes, -1 none */
    int made_rc;
    char made_why[sizeof ((sl_err *)0)->msg];
    const ga_shape *sh;
    sl_gather_pairs p;
    cl_mem d_pairs, d_src, d_off, d_tgt, d_out;
    float *h_out;
    double *ref;              /* cosine of sorted pair j */
    double tol;
    double useful_bytes;
    ga_check chk;
};

/* ---- checks (simtlab/gather.h) ----------------------------------------- */

static int check_cosines(void *arg, char *why, size_t len)
{
    const ga_check *c = arg;
    const ga_state *s = c->s;
    return sl_gather_check_cosines(&s->p, s->h_out, c->sorted, s->ref, s->tol, why, len);
}

/* The sort's output, as the timed sort left it. */
static int check_sort(void *arg, char *why, size_t len)
{
    const ga_state *s = arg;
    return sl_gather_check_sort(&s->p, s->sh->rows, why, len);
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
    return (unsigned long long)row * a->s->sh->dim * sizeof(float) + (lane % a->lanes_per_row) * 16ull;
}

/* One load of a per-lane rung: lane i reads element 0 of pair i's source
 * row, so a warp's request touches a sector (and a DRAM fetch unit) per
 * distinct row: 32 rows, 32 sectors, for 128 useful bytes at float. The
 * stream's 32 requests are the same load of 32 warps, as rowcol's
 * item-per-row walk is modelled: the cache that keeps a row's sector for
 * the lane's next 7 loads is what the model does not count. */
static unsigned long long lane_addr(void *arg, unsigned lane)
{
    const ga_state *s = arg;
    const sl_gather_pairs *p = &s->p;
    return (unsigned long long)p->pairs[2 * (lane % p->n)] * s->sh->dim * sizeof(float);
}

static void set_model(const ga_state *s, int k, double requested, sl_row *r)
{
    const ga_shape *sh = s->sh;
    if (per_lane(k)) {
        sl_case_model(r, s->prof, k == K_LANE ? 4 : 16, lane_addr, (void *)s);
    } else {
        ga_addr a = { s, k == K_RANDOM ? sh->rlocal : sh->slice, k != K_RANDOM };
        if (a.lanes_per_row > (size_t)sh->dim / 4)
            a.lanes_per_row = sh->dim / 4;
        sl_case_model(r, s->prof, 16, row_addr, &a);
    }
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

/* ---- one dim's pairs and buffers --------------------------------------- */

static void free_dim(ga_state *s)
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

/* The pairs of shapes[at], sorted, their reference cosines, and their
 * device buffers. SL_SKIP (e says why) when they do not fit. */
static int make_dim(ga_state *s, const sl_device *dev, int at, sl_err *e)
{
    const ga_shape *sh = s->sh = &s->shapes[at];
    const size_t n = sh->n;
    s->tol = sl_gather_tolerance(sh->dim);
    /* the pair lists, their CSR form, the output and its reference: on the
     * host and (pairs, sources, offsets, targets, output) on the device */
    const uint64_t pair_bufs[5] = { 8 * (uint64_t)n, 4 * (uint64_t)n, 4 * ((uint64_t)n + 1), 4 * (uint64_t)n,
                                    4 * (uint64_t)n };
    int rc = sl_buf_fits(s->prof, pair_bufs, 5, 36 * (uint64_t)n + 8 * ((uint64_t)sh->rows + 1), e);
    if (rc != SL_OK)
        return rc;
    if (sl_gather_make_pairs(&s->p, sh->rows, sh->tgt_rows, n, s->targets, s->seed ^ sh->dim) != 0)
        return sl_err_set(e, SL_SKIP, "host memory for %zu pairs is not available", n);
    sl_gather_sort(&s->p, sh->rows);
    s->p.distinct_rows = sl_gather_distinct_rows(&s->p, sh->rows);
    s->useful_bytes = (double)s->p.distinct_rows * sh->dim * sizeof(float) + 12.0 * n;
    s->h_out = malloc(n * sizeof(float));
    s->ref = malloc(n * sizeof(double));
    if (!s->h_out || !s->ref || s->p.distinct_rows == 0 ||
        sl_gather_reference(&s->p, sh->dim, s->seed32, s->ref) != 0)
        return sl_err_set(e, SL_SKIP, "host memory for the reference of %zu pairs is not available", n);

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
    return rc;
}

/* ---- the declaration ---------------------------------------------------- */

/* The largest divisor of local that is at most want. */
static size_t divisor_at_most(size_t local, size_t want)
{
    size_t d = want < local ? want : local;
    while (d > 1 && local % d)
        --d;
    return d ? d : 1;
}

static void shape_of(const ga_state *s, unsigned dim, size_t rlocal_param, size_t slice_param, size_t pairs_param,
                     size_t target_rows, ga_shape *sh)
{
    sh->dim = dim;
    sh->rows = (size_t)(s->table_bytes / ((uint64_t)dim * sizeof(float)));
    if (sh->rows > UINT32_MAX)
        sh->rows = UINT32_MAX;
    sh->tgt_rows = target_rows && target_rows < sh->rows ? target_rows : sh->rows;
    sh->rlocal = rlocal_param ? rlocal_param : dim / 8 ? dim / 8 : 1;
    if (sh->rlocal > dim / 4)
        sh->rlocal = dim / 4;
    if (sh->rlocal > s->prof->max_work_group)
        sh->rlocal = s->prof->max_work_group;
    sh->slice = slice_param ? slice_param : divisor_at_most(s->local, s->prof->simd_width);
    sh->n = pairs_param;
    if (!sh->n && sh->rows) {
        uint64_t want = (uint64_t)sh->rows * s->targets / GATHER_SOURCE_SHARE;
        sh->n = want < 1 ? 1 : want > GATHER_DEFAULT_MAX_PAIRS ? GATHER_DEFAULT_MAX_PAIRS : (size_t)want;
    }
}

/* Each param's range is the runner's; these tie values together. */
static int ga_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    ga_state *s = state;
    const sl_run_opts *o = ctx->opts;
    s->prof = &ctx->dev->prof;
    s->made = -1;
    const bool cpu = (s->prof->type & CL_DEVICE_TYPE_CPU) != 0;
    const uint64_t dim = sl_opt_param(o, "dim", 0);
    const size_t pairs_param = (size_t)sl_opt_param(o, "pairs", 0);
    const size_t slice_param = (size_t)sl_opt_param(o, "slice", 0);
    const size_t rlocal_param = (size_t)sl_opt_param(o, "random_local", 0);
    const size_t target_rows = (size_t)sl_opt_param(o, "target_rows", 0);
    s->targets = (size_t)sl_opt_param(o, "targets", GATHER_TARGETS);
    s->local = (size_t)sl_opt_param(o, "local", GATHER_LOCAL);
    s->groups_per_cu =
        (size_t)sl_opt_param(o, "groups_per_cu", cpu ? GATHER_CPU_GROUPS_PER_CU : GATHER_GPU_GROUPS_PER_CU);
    s->seed = o->seed;
    s->seed32 = (uint32_t)(o->seed ^ (o->seed >> 32));
    if (dim % 4 != 0) /* rows are read as float4 */
        return sl_err_set(e, SL_E_USAGE, "gather: dim %" PRIu64 " is not a multiple of 4", dim);
    if (s->local > s->prof->max_work_group)
        s->local = s->prof->max_work_group;
    if (slice_param && s->local % slice_param)
        return sl_err_set(e, SL_E_USAGE, "gather: slice %zu does not divide the work-group size %zu", slice_param,
                          s->local);
    s->table_bytes = o->size_bytes ? o->size_bytes : default_bytes(s->prof, o->quick);
    s->n_shapes = dim ? 1 : N_DEFAULT_DIMS;
    for (size_t i = 0; i < s->n_shapes; ++i)
        shape_of(s, dim ? (unsigned)dim : default_dims[i], rlocal_param, slice_param, pairs_param, target_rows,
                 &s->shapes[i]);
    return SL_OK;
}

/* Per dim: the host sort, then the ladder: per_lane, per_lane_float4,
 * random, staged and double-buffered, one program each dim. pairs and
 * sources are 0 until bind has drawn and sorted the dim's pairs. */
static int ga_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)ctx;
    const ga_state *s = state;
    char b[32];
    for (size_t i = 0; i < s->n_shapes; ++i) {
        const ga_shape *sh = &s->shapes[i];
        char why[256] = "";
        if (s->table_bytes < sizeof(float))
            snprintf(why, sizeof why, "a table of %" PRIu64 " B holds no float", s->table_bytes);
        else if (sh->rows == 0)
            snprintf(why, sizeof why, "a table of %s holds no row of %u floats",
                     sl_format_bytes(s->table_bytes, b, sizeof b), sh->dim);
        for (int k = 0; k < N_KERNELS; ++k) {
            sl_case_decl *c = sl_case_add(cases);
            if (!c)
                return sl_err_set(e, SL_FAIL, "out of memory");
            snprintf(c->name, sizeof c->name, "%s:dim%u", kernel_names[k], sh->dim);
            snprintf(c->kernel, sizeof c->kernel, "%s", kernel_names[k]);
            c->library = k == K_SORT; /* timed on the host, nothing to build */
            if (!c->library)
                snprintf(c->options, sizeof c->options, "-DDIM=%u -DLOCAL=%zu -DRLOCAL=%zu -DSLICE=%zu -DPF=%zu",
                         sh->dim, s->local, sh->rlocal, sh->slice, (sh->dim / 4 + s->local - 1) / s->local);
            if (k != K_SORT)
                sl_kv_num(&c->params, "rung", k - K_SORT);
            sl_kv_str(&c->params, "order", unsorted(k) ? "random" : "sorted");
            sl_kv_num(&c->params, "dim", sh->dim);
            sl_kv_num(&c->params, "pairs", 0);
            sl_kv_num(&c->params, "sources", 0);
            if (sh->tgt_rows < sh->rows)
                sl_kv_num(&c->params, "target_rows", (double)sh->tgt_rows);
            if (k == K_STAGED || k == K_DOUBLE)
                sl_kv_num(&c->params, "slice", (double)sh->slice);
            if (k == K_SORT)
                sl_kv_str(&c->params, "timer", "host");
            snprintf(c->skip, sizeof c->skip, "%s", why);
            c->tag[0] = (int)i;
            c->tag[1] = k;
        }
    }
    return SL_OK;
}

/* One table for every dim: element i = sl_dyadic(i, seed), so row r of a
 * dim-d view starts at element r * d. */
static int ga_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)cases;
    ga_state *s = state;
    const size_t floats = (size_t)(s->table_bytes / sizeof(float));
    if (floats == 0)
        return SL_OK; /* every case carries the reason */
    int rc = sl_buf_fits(s->prof, &s->table_bytes, 1, 0, e);
    return rc == SL_OK ? sl_buf_create_dyadic(ctx->dev, CL_MEM_READ_ONLY, floats, s->seed32, &s->d_table, e) : rc;
}

/* The host sort as a timed step (an sl_enqueue_fn under c.host_timer): sort,
 * then hand back the one user event, already complete, so the host clock
 * around the call measures the sort. */
static cl_int sort_enqueue(void *arg, cl_command_queue q, cl_event *ev)
{
    (void)q;
    ga_state *s = arg;
    sl_gather_sort(&s->p, s->sh->rows);
    *ev = s->sorted;
    return clRetainEvent(s->sorted); /* the timer releases each run's event */
}

/* The host sort's row: timed with the host clock, its output checked, no
 * bytes (it moves none on the device). */
static int bind_sort(ga_state *s, sl_bind *b, sl_err *e)
{
    if (!s->sorted) {
        cl_int err = CL_SUCCESS;
        s->sorted = clCreateUserEvent(b->ctx->dev->ctx, &err);
        if (err == CL_SUCCESS)
            err = clSetUserEventStatus(s->sorted, CL_COMPLETE);
        if (err != CL_SUCCESS) {
            if (s->sorted)
                clReleaseEvent(s->sorted);
            s->sorted = NULL;
            return sl_err_cl(e, err, "making the host sort's event");
        }
    }
    sl_case *c = &b->c;
    c->enqueue = sort_enqueue;
    c->enqueue_arg = s;
    c->host_timer = true;
    c->check = check_sort;
    c->check_arg = s;
    c->bytes = NAN;
    c->flops = NAN;
    return SL_OK;
}

static int bind_kernel(ga_state *s, sl_bind *b, int k, sl_row *r, sl_err *e)
{
    const ga_shape *sh = s->sh;
    const sl_gather_pairs *p = &s->p;
    const size_t row_bytes = (size_t)sh->dim * sizeof(float);
    const size_t local = k == K_RANDOM ? sh->rlocal : s->local;
    size_t local_mem = per_lane(k) ? 0 : k == K_RANDOM ? 3 * local * sizeof(float) : 2 * local * sizeof(float);
    size_t dyn_local = k == K_STAGED ? row_bytes : k == K_DOUBLE ? 2 * row_bytes : 0;
    local_mem += dyn_local;
    if (local_mem > s->prof->local_mem) {
        char a[32], m[32];
        sl_format_bytes_pair(local_mem, s->prof->local_mem, a, m, sizeof a);
        return sl_err_set(e, SL_SKIP, "needs %s of local memory per work-group at dim %u, this device has %s", a,
                          sh->dim, m);
    }
    size_t groups = per_lane(k) ? (p->n + local - 1) / local : k == K_RANDOM ? p->n : p->n_src;
    if (k == K_DOUBLE) {
        size_t grid = s->groups_per_cu * s->prof->compute_units;
        groups = grid < p->n_src ? grid : p->n_src;
    }
    if (groups > UINT32_MAX / local)
        return sl_err_set(e, SL_SKIP, "%zu work-groups of %zu exceed a 32-bit global size", groups, local);

    /* Bytes the kernel asks for: every row it reads (the per-lane and
     * random kernels two per pair, the sorted ones one per pair plus one per
     * source), the pair data it reads, the cosines it writes. */
    const double pair_bytes = unsorted(k) ? 8.0 * p->n : 4.0 * p->n + 8.0 * p->n_src + 4.0;
    const double rows_read = unsorted(k) ? 2.0 * p->n : (double)p->n + p->n_src;
    set_model(s, k, rows_read * row_bytes + pair_bytes + 4.0 * p->n, r);
    sl_kv_num(&r->metrics, SL_M_LADDER, s->made); /* one ladder per dim: x first, x prev (sl_derive) */

    s->chk = (ga_check){ s, !unsorted(k) };
    sl_case *c = &b->c;
    c->flops = NAN;
    c->host_out = s->h_out;
    c->check = check_cosines;
    c->check_arg = &s->chk;
    c->want_efficiency = true;
    c->out = s->d_out;
    c->out_name = "out";
    c->out_bytes = p->n * sizeof(float);
    c->bytes = s->useful_bytes;
    c->launch.dims = 1;
    c->launch.local[0] = local;
    c->launch.global[0] = groups * local;

    cl_kernel kern = b->kernel;
    cl_int err;
    if (unsorted(k)) {
        const cl_uint n = (cl_uint)p->n;
        err = clSetKernelArg(kern, 0, sizeof(cl_mem), &s->d_table);
        err |= clSetKernelArg(kern, 1, sizeof(cl_mem), &s->d_pairs);
        err |= clSetKernelArg(kern, 2, sizeof(cl_mem), &s->d_out);
        if (per_lane(k))
            err |= clSetKernelArg(kern, 3, sizeof n, &n);
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
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of %s", kernel_names[k]);
    return SL_OK;
}

static int ga_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    ga_state *s = state;
    const int at = b->decl->tag[0], k = b->decl->tag[1];
    if (at != s->made) {
        free_dim(s);
        s->made = at;
        s->made_rc = make_dim(s, b->ctx->dev, at, e);
        snprintf(s->made_why, sizeof s->made_why, "%s", s->made_rc == SL_OK ? "" : e->msg);
    }
    /* what was drawn: pairs once allocated, sources once sorted */
    sl_kv_num(&r->params, "pairs", (double)s->p.n);
    sl_kv_num(&r->params, "sources", (double)s->p.n_src);
    if (s->made_rc != SL_OK)
        return sl_err_set(e, s->made_rc, "%s", s->made_why);
    return k == K_SORT ? bind_sort(s, b, e) : bind_kernel(s, b, k, r, e);
}

static void ga_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    ga_state *s = state;
    free_dim(s);
    sl_buf_release(&s->d_table);
    if (s->sorted)
        clReleaseEvent(s->sorted);
}

static const sl_suite_decl decl = {
    .state_size = sizeof(ga_state),
    .prepare = ga_prepare,
    .plan = ga_plan,
    .allocate = ga_allocate,
    .bind = ga_bind,
    .release = ga_release,
};

const sl_suite sl_suite_gather = {
    .name = "gather",
    .summary = "cosine of embedding-row pairs, a ladder: a lane per pair, a work-group per pair (coalesced), sorted "
               "by source with the source staged once",
    .kernel_file = "gather.cl",
    .needs_ceiling = true, /* its rows are a fraction of the read ceiling */
    .params = params,
    .decl = &decl,
};
