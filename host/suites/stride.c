/* stride.c - suite "stride": the same useful bytes read at element strides
 * 1 .. 64, as float and as float4, so each row's time says what fraction of
 * the fetched bytes the kernel used. The model beside it says what this
 * device's lines, sectors and DRAM fetch units should allow. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/buffer.h"
#include "simtlab/casework.h"
#include "simtlab/model.h"
#include "simtlab/program.h"
#include "simtlab/rng.h"
#include "simtlab/suite.h"

#define SUITE "stride"
#define KERNEL "read_strided"

/* Launch defaults, each overridable with --param: bandwidth's (host/suites/
 * bandwidth.c), so stride 1 here is close to its read row on a GPU. */
#define ST_LOCAL 256
#define ST_INFLIGHT 4
#define ST_GPU_GROUPS_PER_CU 8
#define ST_CPU_GROUPS_PER_CU 4

#define MIB (1ull << 20)
/* Useful bytes: 256 MiB is 4x the H200's 60 MiB L2 (shared/REFERENCE.md),
 * so stride 1 streams from DRAM; --quick reads 1 MiB. */
#define ST_USEFUL (256 * MIB)
#define ST_QUICK_USEFUL (1 * MIB)

static const unsigned strides[] = { 1, 2, 3, 4, 5, 7, 8, 16, 32, 33, 64 };
#define N_STRIDES (sizeof strides / sizeof strides[0])
#define MAX_STRIDE 64
static const unsigned widths[] = { 1, 4 }; /* floats per element: float, float4 */
#define N_WIDTHS (sizeof widths / sizeof widths[0])
#define N_CASES (N_WIDTHS * N_STRIDES)    /* case c: width c / N_STRIDES, stride c % N_STRIDES */
/* Every case reads the same useful bytes: a multiple of the widest element. */
#define ELEM_MAX 16

/* Ranges as bandwidth's: INFLIGHT accumulators live in registers. */
static const sl_suite_param params[] = {
    { "local", "work-group size (default 256, clamped to the kernel's limit)", 1, 4096 },
    { "inflight", "independent loads per lane before any is used (default 4)", 1, 64 },
    { "groups_per_cu", "work-groups per compute unit in the persistent grid (default: 8 on GPUs, 4 on CPUs)", 1,
      4096 },
    { NULL, NULL, 0, 0 },
};

typedef struct st_state {
    sl_ctx *ctx;
    const sl_profile *prof;
    uint64_t useful;          /* bytes every case reads */
    size_t local;
    unsigned inflight;
    unsigned groups_per_cu;
    uint32_t seed32;
    cl_mem d_in;              /* sized for the largest wanted case that fits; filled once */
    uint64_t in_bytes;
    cl_mem d_sums;            /* one float per work-item of the largest launch */
    float *h_sums;
} st_state;

/* Useful bytes when --size is not given: 256 MiB (1 MiB --quick), less when
 * the stride-64 buffer would not fit in the max allocation or a third of
 * global memory (the bandwidth suite may hold two buffers beside it). */
static uint64_t default_useful(const sl_profile *p, bool quick)
{
    uint64_t cap = p->max_alloc < p->global_mem / 3 ? p->max_alloc : p->global_mem / 3;
    uint64_t want = quick ? ST_QUICK_USEFUL : ST_USEFUL;
    return want < cap / MAX_STRIDE ? want : cap / MAX_STRIDE;
}

/* The buffer case (vec, stride) reads: it ends at the last element read, so
 * a kernel that overruns it is an out-of-bounds read (oclgrind). */
static uint64_t case_bytes(uint64_t useful, unsigned vec, unsigned stride)
{
    const unsigned elem = 4 * vec;
    const uint64_t n = useful / elem;
    if (n - 1 > (UINT64_MAX / elem - 1) / stride)
        return UINT64_MAX; /* more than any device allows */
    return ((n - 1) * stride + 1) * elem;
}

/* "read_strided:float4:s8", what --only matches. */
static const char *case_name(size_t c, char *buf, size_t len)
{
    char vname[16];
    snprintf(buf, len, KERNEL ":%s:s%u", sl_vector_name(widths[c / N_STRIDES], vname, sizeof vname),
             strides[c % N_STRIDES]);
    return buf;
}

static bool wants(const sl_run_opts *o, size_t c)
{
    char name[64];
    return sl_opt_wants(o, case_name(c, name, sizeof name));
}

/* ---- the check: every work-item's sum, exactly ------------------------- */

/* What check_sums needs: element j is `vec` floats from float index
 * j * step of a buffer filled with sl_dyadic(i, seed); read_strided's
 * work-item w sums the elements j with j mod gsz == w (grid-stride, tail
 * included). */
typedef struct st_check {
    const float *got;         /* gsz sums read back */
    size_t gsz, n;
    uint64_t step;            /* floats from one element to the next */
    unsigned vec;             /* floats per element */
    uint32_t seed;
} st_check;

/* O(n + gsz): recomputes each element it needs from its index, no host
 * copy of the (up to 16 GiB) buffer. Dyadic sums are exact, so equality. */
static int check_sums(void *arg, char *why, size_t len)
{
    const st_check *c = arg;
    double *ref = calloc(c->gsz, sizeof *ref);
    if (!ref) {
        snprintf(why, len, "out of memory for the host reference");
        return -1;
    }
    size_t w = 0;
    for (size_t j = 0; j < c->n; ++j) {
        const uint64_t f = (uint64_t)j * c->step;
        double t = 0.0;
        for (unsigned k = 0; k < c->vec; ++k)
            t += sl_dyadic(f + k, c->seed);
        ref[w] += t;
        if (++w == c->gsz)
            w = 0;
    }
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < c->gsz; ++i)
        if ((double)c->got[i] != ref[i] && bad++ == 0)
            first = i;
    if (bad)
        snprintf(why, len, "check failed: %zu of %zu work-item sums wrong, first at %zu (got %.9g, want %.9g)",
                 bad, c->gsz, first, (double)c->got[first], ref[first]);
    free(ref);
    return bad ? -1 : 0;
}

/* ---- buffers ----------------------------------------------------------- */

/* The input buffer: the largest wanted case's (need[c], 0 = not wanted),
 * else the next largest, and so on; filled on the device once, every case
 * reads its prefix. A size that does not fit leaves its reason in why[c]
 * for each case that needs it. SL_OK also when nothing fits (in_bytes 0). */
static int make_input(st_state *s, const uint64_t *need, char (*why)[256], sl_err *e)
{
    bool tried[N_CASES] = { false };
    for (;;) {
        size_t best = N_CASES;
        for (size_t c = 0; c < N_CASES; ++c)
            if (need[c] && !tried[c] && (best == N_CASES || need[c] > need[best]))
                best = c;
        if (best == N_CASES)
            return SL_OK;
        const uint64_t want = need[best];
        int rc = sl_buf_create(s->ctx->dev, CL_MEM_READ_WRITE, (size_t)want, NULL, &s->d_in, e);
        if (rc == SL_OK)
            rc = sl_buf_fill_dyadic(s->ctx->dev, s->d_in, (size_t)(want / sizeof(float)), s->seed32,
                                    s->ctx->opts->kernels_dir, e);
        if (rc == SL_OK) {
            s->in_bytes = want;
            return SL_OK;
        }
        sl_buf_release(&s->d_in);
        if (rc != SL_SKIP)
            return rc;
        for (size_t c = 0; c < N_CASES; ++c)
            if (need[c] == want) {
                tried[c] = true;
                snprintf(why[c], sizeof why[c], "%.255s", e->msg); /* a row's reason holds 256 */
            }
    }
}

/* One float per work-item of the largest launch any case can make. Made
 * after the input buffer and released after it (see stride_run). */
static int make_sums(st_state *s, sl_err *e)
{
    const size_t local = s->local < s->prof->max_work_group ? s->local : s->prof->max_work_group;
    const size_t gsz = local * s->groups_per_cu * s->prof->compute_units;
    s->h_sums = malloc(gsz * sizeof(float));
    if (!s->h_sums)
        return sl_err_set(e, SL_SKIP, "host memory for %zu work-item sums is not available", gsz);
    return sl_buf_create(s->ctx->dev, CL_MEM_WRITE_ONLY, gsz * sizeof(float), NULL, &s->d_sums, e);
}

/* ---- one case ---------------------------------------------------------- */

/* A persistent grid: groups_per_cu groups per compute unit, local clamped
 * to what the kernel allows. */
static void make_launch(const st_state *s, cl_kernel kern, sl_launch *l)
{
    size_t kmax = s->local;
    clGetKernelWorkGroupInfo(kern, s->ctx->dev->device_id, CL_KERNEL_WORK_GROUP_SIZE, sizeof kmax, &kmax,
                             NULL);
    size_t local = s->local < kmax ? s->local : kmax;
    if (local > s->prof->max_work_group)
        local = s->prof->max_work_group;
    memset(l, 0, sizeof *l);
    l->kernel = kern;
    l->dims = 1;
    l->local[0] = local;
    l->global[0] = local * s->groups_per_cu * s->prof->compute_units;
}

static void init_row(sl_row *r, size_t c, unsigned inflight)
{
    char vname[16];
    const unsigned vec = widths[c / N_STRIDES];
    sl_row_init(r, SUITE, KERNEL);
    sl_kv_str(&r->params, "vector", sl_vector_name(vec, vname, sizeof vname));
    sl_kv_num(&r->params, "elem_bytes", 4.0 * vec);
    sl_kv_num(&r->params, "stride", strides[c % N_STRIDES]);
    if (inflight)
        sl_kv_num(&r->params, "inflight", inflight);
}

static int run_case(st_state *s, size_t c, cl_kernel kern, sl_err *e)
{
    const unsigned vec = widths[c / N_STRIDES], stride = strides[c % N_STRIDES];
    const unsigned elem = 4 * vec;
    const uint64_t n = s->useful / elem;
    sl_row r;
    init_row(&r, c, s->inflight);
    sl_case_model_strided(&r, s->prof, 0, elem, stride);

    sl_case kc = { .flops = NAN, .want_efficiency = true, .check = check_sums };
    make_launch(s, kern, &kc.launch);
    const size_t gsz = kc.launch.global[0];
    const cl_ulong n_arg = n, stride_arg = stride;
    cl_int err = clSetKernelArg(kern, 0, sizeof s->d_in, &s->d_in);
    err |= clSetKernelArg(kern, 1, sizeof s->d_sums, &s->d_sums);
    err |= clSetKernelArg(kern, 2, sizeof n_arg, &n_arg);
    err |= clSetKernelArg(kern, 3, sizeof stride_arg, &stride_arg);
    if (err != CL_SUCCESS) {
        sl_err_cl(e, err, "setting the arguments of " KERNEL);
        return sl_case_fail(s->ctx, &r, e->msg);
    }
    st_check chk = { s->h_sums, gsz, (size_t)n, (uint64_t)stride * vec, vec, s->seed32 };
    kc.out = s->d_sums;
    kc.out_bytes = gsz * sizeof(float);
    kc.host_out = s->h_sums;
    kc.check_arg = &chk;
    kc.bytes = (double)n * elem; /* useful bytes only: the figure is what the kernel asked for */
    return sl_case_run(s->ctx, &kc, &r, e);
}

/* Skip every wanted case that has no reason yet with `reason`, the others
 * with theirs. */
static void skip_all(sl_ctx *ctx, char (*why)[256], const char *reason)
{
    for (size_t c = 0; c < N_CASES; ++c) {
        if (!wants(ctx->opts, c))
            continue;
        sl_row r;
        init_row(&r, c, 0);
        sl_row_skip(&r, why && why[c][0] ? why[c] : reason);
        sl_results_add(ctx->results, &r);
    }
}

static int stride_run(sl_ctx *ctx, sl_err *e)
{
    const sl_device *dev = ctx->dev;
    const sl_run_opts *o = ctx->opts;
    st_state s = { 0 };
    s.ctx = ctx;
    s.prof = &dev->prof;
    const bool cpu = (s.prof->type & CL_DEVICE_TYPE_CPU) != 0;
    /* The CLI checks these ranges too; a caller that is not the CLI may not. */
    for (const sl_suite_param *p = params; p->key; ++p) {
        const uint64_t v = sl_opt_param(o, p->key, p->min);
        if (v < p->min || v > p->max)
            return sl_err_set(e, SL_E_USAGE, SUITE ": --param %s=%" PRIu64 " is out of range (%" PRIu64 "..%" PRIu64
                              ")", p->key, v, p->min, p->max);
    }
    s.local = (size_t)sl_opt_param(o, "local", ST_LOCAL);
    s.inflight = (unsigned)sl_opt_param(o, "inflight", ST_INFLIGHT);
    s.groups_per_cu = (unsigned)sl_opt_param(o, "groups_per_cu", cpu ? ST_CPU_GROUPS_PER_CU : ST_GPU_GROUPS_PER_CU);
    s.seed32 = (uint32_t)(o->seed ^ (o->seed >> 32));
    s.useful = (o->size_bytes ? o->size_bytes : default_useful(s.prof, o->quick)) / ELEM_MAX * ELEM_MAX;
    if (s.useful == 0) {
        skip_all(ctx, NULL, "fewer useful bytes than one float4 (16 B)");
        return SL_OK;
    }

    uint64_t need[N_CASES] = { 0 };
    char why[N_CASES][256] = { { 0 } };
    char name[64];
    cl_program prog = NULL;
    cl_kernel kern = NULL;
    int total = 0, done = 0;
    for (size_t c = 0; c < N_CASES; ++c)
        if (wants(o, c)) {
            need[c] = case_bytes(s.useful, widths[c / N_STRIDES], strides[c % N_STRIDES]);
            ++total;
        }
    if (total == 0)
        return SL_OK;
    /* Input first, sums second, released in the same order: the buffers
     * keep their roles from run to run, which oclgrind 21.10 needs (a
     * released buffer's slot reused at a larger size loses the record of
     * the device-side fill; docs/suite-stride-offset-vector.md). */
    int rc = make_input(&s, need, why, e);
    if (rc == SL_OK && s.in_bytes)
        rc = make_sums(&s, e);
    if (rc == SL_SKIP || (rc == SL_OK && !s.in_bytes)) {
        skip_all(ctx, why, e->msg);
        rc = SL_OK;
        goto cleanup;
    }
    if (rc != SL_OK)
        goto cleanup;

    for (size_t w = 0; w < N_WIDTHS && rc == SL_OK; ++w) {
        bool any = false;
        for (size_t i = 0; i < N_STRIDES; ++i)
            any |= need[w * N_STRIDES + i] != 0;
        if (!any)
            continue;
        char opts[64];
        snprintf(opts, sizeof opts, "-DVEC=%u -DINFLIGHT=%u", widths[w], s.inflight);
        rc = sl_prog_build(dev, "stride.cl", o->kernels_dir, opts, &prog, e);
        if (rc == SL_OK)
            rc = sl_prog_kernel(prog, KERNEL, &kern, e);
        for (size_t c = w * N_STRIDES; c < (w + 1) * N_STRIDES && rc == SL_OK; ++c) {
            if (!need[c])
                continue;
            sl_ctx_progress(ctx, SUITE, case_name(c, name, sizeof name), ++done, total);
            if (need[c] > s.in_bytes) {
                sl_row r;
                init_row(&r, c, 0);
                rc = sl_case_skip(ctx, &r, why[c]);
            } else {
                rc = run_case(&s, c, kern, e);
            }
        }
        if (kern)
            clReleaseKernel(kern);
        if (prog)
            clReleaseProgram(prog);
        kern = NULL;
        prog = NULL;
    }
cleanup:
    sl_buf_release(&s.d_in);
    sl_buf_release(&s.d_sums);
    free(s.h_sums);
    return rc;
}

const sl_suite sl_suite_stride = {
    .name = "stride",
    .summary = "the same useful bytes read at element strides 1..64, float and float4: what strided access costs",
    .kernel_file = "stride.cl",
    .params = params,
    .run = stride_run,
};
