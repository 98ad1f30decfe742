/* vector.c - suite "vector": the same useful bytes read with 4-, 8- and
 * 16-byte loads per lane (float, float2, float4), each coalesced (stride 1)
 * and strided (2, 4, 8 elements of the vector type): one matrix of rows, so
 * load width and access pattern are seen apart and together. */
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

#define SUITE "vector"
#define KERNEL "read_vector"

/* Launch defaults as bandwidth's (host/suites/bandwidth.c) and stride's. */
#define VE_LOCAL 256
#define VE_INFLIGHT 4
#define VE_GPU_GROUPS_PER_CU 8
#define VE_CPU_GROUPS_PER_CU 4

#define MIB (1ull << 20)
/* Useful bytes: 256 MiB is 4x the H200's 60 MiB L2 (shared/REFERENCE.md),
 * so stride 1 streams from DRAM; --quick reads 1 MiB. */
#define VE_USEFUL (256 * MIB)
#define VE_QUICK_USEFUL (1 * MIB)

/* Strides in elements of the vector type: at 8 a float4 lane is 128 B from
 * the next, a line apart on NVIDIA. */
static const unsigned strides[] = { 1, 2, 4, 8 };
#define N_STRIDES (sizeof strides / sizeof strides[0])
#define MAX_STRIDE 8
static const unsigned widths[] = { 1, 2, 4 }; /* floats per load: DWORDx1, x2, x4 */
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

typedef struct ve_state {
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
} ve_state;

/* Useful bytes when --size is not given: 256 MiB (1 MiB --quick), less when
 * the stride-8 buffer would not fit in the max allocation or a third of
 * global memory (the bandwidth suite may hold two buffers beside it). */
static uint64_t default_useful(const sl_profile *p, bool quick)
{
    uint64_t cap = p->max_alloc < p->global_mem / 3 ? p->max_alloc : p->global_mem / 3;
    uint64_t want = quick ? VE_QUICK_USEFUL : VE_USEFUL;
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

/* "read_vector:float2:s4", what --only matches. */
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
 * j * step of a buffer filled with sl_dyadic(i, seed); read_vector's
 * work-item w sums the elements j with j mod gsz == w (grid-stride, tail
 * included). */
typedef struct ve_check {
    const float *got;         /* gsz sums read back */
    size_t gsz, n;
    uint64_t step;            /* floats from one element to the next */
    unsigned vec;             /* floats per element */
    uint32_t seed;
} ve_check;

/* O(n + gsz): recomputes each element it needs from its index, no host
 * copy of the buffer. Dyadic sums are exact, so equality. */
static int check_sums(void *arg, char *why, size_t len)
{
    const ve_check *c = arg;
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
static int make_input(ve_state *s, const uint64_t *need, char (*why)[256], sl_err *e)
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
 * after the input buffer and released after it (see vector_run). */
static int make_sums(ve_state *s, sl_err *e)
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
static void make_launch(const ve_state *s, cl_kernel kern, sl_launch *l)
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

static int run_case(ve_state *s, size_t c, cl_kernel kern, sl_err *e)
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
    ve_check chk = { s->h_sums, gsz, (size_t)n, (uint64_t)stride * vec, vec, s->seed32 };
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
    for (size_t i = 0; i < N_STRIDES; ++i)
        for (size_t w = 0; w < N_WIDTHS; ++w) {
            const size_t c = w * N_STRIDES + i;
            if (!wants(ctx->opts, c))
                continue;
            sl_row r;
            init_row(&r, c, 0);
            sl_row_skip(&r, why && why[c][0] ? why[c] : reason);
            sl_results_add(ctx->results, &r);
        }
}

static int vector_run(sl_ctx *ctx, sl_err *e)
{
    const sl_device *dev = ctx->dev;
    const sl_run_opts *o = ctx->opts;
    ve_state s = { 0 };
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
    s.local = (size_t)sl_opt_param(o, "local", VE_LOCAL);
    s.inflight = (unsigned)sl_opt_param(o, "inflight", VE_INFLIGHT);
    s.groups_per_cu = (unsigned)sl_opt_param(o, "groups_per_cu", cpu ? VE_CPU_GROUPS_PER_CU : VE_GPU_GROUPS_PER_CU);
    s.seed32 = (uint32_t)(o->seed ^ (o->seed >> 32));
    s.useful = (o->size_bytes ? o->size_bytes : default_useful(s.prof, o->quick)) / ELEM_MAX * ELEM_MAX;
    if (s.useful == 0) {
        skip_all(ctx, NULL, "fewer useful bytes than one float4 (16 B)");
        return SL_OK;
    }

    uint64_t need[N_CASES] = { 0 };
    char why[N_CASES][256] = { { 0 } };
    char name[64];
    cl_program prog[N_WIDTHS] = { NULL };
    cl_kernel kern[N_WIDTHS] = { NULL };
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

    /* One program per width, built first; rows go stride by stride so that
     * float, float2 and float4 at equal bytes sit next to each other. */
    for (size_t w = 0; w < N_WIDTHS && rc == SL_OK; ++w) {
        bool any = false;
        for (size_t i = 0; i < N_STRIDES; ++i)
            any |= need[w * N_STRIDES + i] != 0;
        if (!any)
            continue;
        char opts[64];
        snprintf(opts, sizeof opts, "-DVEC=%u -DINFLIGHT=%u", widths[w], s.inflight);
        rc = sl_prog_build(dev, "vector.cl", o->kernels_dir, opts, &prog[w], e);
        if (rc == SL_OK)
            rc = sl_prog_kernel(prog[w], KERNEL, &kern[w], e);
    }
    for (size_t i = 0; i < N_STRIDES && rc == SL_OK; ++i)
        for (size_t w = 0; w < N_WIDTHS && rc == SL_OK; ++w) {
            const size_t c = w * N_STRIDES + i;
            if (!need[c])
                continue;
            sl_ctx_progress(ctx, SUITE, case_name(c, name, sizeof name), ++done, total);
            if (need[c] > s.in_bytes) {
                sl_row r;
                init_row(&r, c, 0);
                rc = sl_case_skip(ctx, &r, why[c]);
            } else {
                rc = run_case(&s, c, kern[w], e);
            }
        }
cleanup:
    for (size_t w = 0; w < N_WIDTHS; ++w) {
        if (kern[w])
            clReleaseKernel(kern[w]);
        if (prog[w])
            clReleaseProgram(prog[w]);
    }
    sl_buf_release(&s.d_in);
    sl_buf_release(&s.d_sums);
    free(s.h_sums);
    return rc;
}

const sl_suite sl_suite_vector = {
    .name = "vector",
    .summary = "the same useful bytes read as float, float2, float4, coalesced and strided: what load width buys",
    .kernel_file = "vector.cl",
    .params = params,
    .run = vector_run,
};
