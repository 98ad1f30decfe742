/* offset.c - suite "offset": one contiguous read started 0, 4, .., 128 bytes
 * past an aligned address, with 4-byte (float) and 16-byte (vload4) loads.
 * Each row names its classic case for this device's geometry (aligned,
 * sector-aligned but crossing a line, not sector-aligned) and carries the
 * model's cost of the extra sector and line. */
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

#define SUITE "offset"
#define KERNEL "read_offset"

/* Launch defaults as bandwidth's (host/suites/bandwidth.c) and stride's. */
#define OF_LOCAL 256
#define OF_INFLIGHT 4
#define OF_GPU_GROUPS_PER_CU 8
#define OF_CPU_GROUPS_PER_CU 4

#define MIB (1ull << 20)
/* Useful bytes: 256 MiB, 4x the H200's 60 MiB L2 (shared/REFERENCE.md);
 * --quick 1 MiB. */
#define OF_USEFUL (256 * MIB)
#define OF_QUICK_USEFUL (1 * MIB)

/* Byte offsets 0, 4, .., 128: past one 128 B line, so every sector and line
 * phase is seen; 0, 96 and 100 are the classic three. */
#define OFFSET_STEP 4
#define OFFSET_MAX 128
#define N_OFFSETS (OFFSET_MAX / OFFSET_STEP + 1)
static const unsigned widths[] = { 1, 4 }; /* floats per load: float, vload4 */
#define N_WIDTHS (sizeof widths / sizeof widths[0])
/* Every case reads the same useful bytes: a multiple of the widest load. */
#define ELEM_MAX 16

/* Ranges as bandwidth's: INFLIGHT accumulators live in registers. */
static const sl_suite_param params[] = {
    { "local", "work-group size (default 256, clamped to the kernel's limit)", 1, 4096 },
    { "inflight", "independent loads per lane before any is used (default 4)", 1, 64 },
    { "groups_per_cu", "work-groups per compute unit in the persistent grid (default: 8 on GPUs, 4 on CPUs)", 1,
      4096 },
    { NULL, NULL, 0, 0 },
};

typedef struct of_state {
    sl_ctx *ctx;
    const sl_profile *prof;
    uint64_t useful;          /* bytes every case reads */
    size_t local;
    unsigned inflight;
    unsigned groups_per_cu;
    uint32_t seed32;
    cl_mem d_in;              /* useful bytes + OFFSET_MAX, shared by every case */
    cl_mem d_sums;            /* one float per work-item */
    float *h_sums;
} of_state;

/* Useful bytes when --size is not given: 256 MiB (1 MiB --quick), less when
 * the buffer would not fit in the max allocation or a third of global
 * memory (the bandwidth suite may hold two buffers beside it). */
static uint64_t default_useful(const sl_profile *p, bool quick)
{
    uint64_t cap = p->max_alloc < p->global_mem / 3 ? p->max_alloc : p->global_mem / 3;
    cap = cap > OFFSET_MAX ? cap - OFFSET_MAX : 0;
    const uint64_t want = quick ? OF_QUICK_USEFUL : OF_USEFUL;
    return want < cap ? want : cap;
}

/* ---- the check: every work-item's sum, exactly ------------------------- */

/* What check_sums needs: element j is `vec` floats from float index
 * first + j * vec of a buffer filled with sl_dyadic(i, seed); read_offset's
 * work-item w sums the elements j with j mod gsz == w (grid-stride, tail
 * included). */
typedef struct of_check {
    const float *got;         /* gsz sums read back */
    size_t gsz, n;
    uint64_t first;           /* the offset in floats */
    unsigned vec;             /* floats per element */
    uint32_t seed;
} of_check;

/* O(n + gsz), from indices alone; dyadic sums are exact, so equality. */
static int check_sums(void *arg, char *why, size_t len)
{
    const of_check *c = arg;
    double *ref = calloc(c->gsz, sizeof *ref);
    if (!ref) {
        snprintf(why, len, "out of memory for the host reference");
        return -1;
    }
    size_t w = 0;
    for (size_t j = 0; j < c->n; ++j) {
        const uint64_t f = c->first + (uint64_t)j * c->vec;
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

/* ---- one case ---------------------------------------------------------- */

/* A persistent grid: groups_per_cu groups per compute unit, local clamped
 * to what the kernel allows. */
static void make_launch(const of_state *s, cl_kernel kern, sl_launch *l)
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

/* One float per work-item of the largest launch any case can make. Made
 * after the input buffer and released after it (see offset_run). */
static int make_sums(of_state *s, sl_err *e)
{
    const size_t local = s->local < s->prof->max_work_group ? s->local : s->prof->max_work_group;
    const size_t gsz = local * s->groups_per_cu * s->prof->compute_units;
    s->h_sums = malloc(gsz * sizeof(float));
    if (!s->h_sums)
        return sl_err_set(e, SL_SKIP, "host memory for %zu work-item sums is not available", gsz);
    return sl_buf_create(s->ctx->dev, CL_MEM_WRITE_ONLY, gsz * sizeof(float), NULL, &s->d_sums, e);
}

static void init_row(sl_row *r, const sl_profile *p, unsigned vec, unsigned offset, unsigned inflight)
{
    char vname[16];
    const sl_geometry *g = sl_case_geometry(p);
    sl_row_init(r, SUITE, KERNEL);
    sl_kv_str(&r->params, "vector", sl_vector_name(vec, vname, sizeof vname));
    sl_kv_num(&r->params, "elem_bytes", 4.0 * vec);
    sl_kv_num(&r->params, "offset", offset);
    sl_kv_str(&r->params, "case", sl_model_alignment_case(offset, g->line_bytes, g->sector_bytes));
    if (inflight)
        sl_kv_num(&r->params, "inflight", inflight);
}

/* "read_offset:float4:o100", what --only matches. */
static const char *case_name(unsigned vec, unsigned offset, char *buf, size_t len)
{
    char vname[16];
    snprintf(buf, len, KERNEL ":%s:o%u", sl_vector_name(vec, vname, sizeof vname), offset);
    return buf;
}

static int run_case(of_state *s, unsigned vec, unsigned offset, cl_kernel kern, sl_err *e)
{
    const unsigned elem = 4 * vec;
    const uint64_t n = s->useful / elem;
    sl_row r;
    init_row(&r, s->prof, vec, offset, s->inflight);
    /* lane i at offset + i * elem: one contiguous request per warp/wavefront */
    sl_case_model_strided(&r, s->prof, offset, elem, 1);
    const sl_geometry *o = sl_case_other_geometry(s->prof);
    if (o)
        sl_kv_str(&r.model, "case_other", sl_model_alignment_case(offset, o->line_bytes, o->sector_bytes));

    sl_case c = { .flops = NAN, .want_efficiency = true, .check = check_sums };
    make_launch(s, kern, &c.launch);
    const size_t gsz = c.launch.global[0];
    const cl_ulong n_arg = n, first_arg = offset / sizeof(float);
    cl_int err = clSetKernelArg(kern, 0, sizeof s->d_in, &s->d_in);
    err |= clSetKernelArg(kern, 1, sizeof s->d_sums, &s->d_sums);
    err |= clSetKernelArg(kern, 2, sizeof n_arg, &n_arg);
    err |= clSetKernelArg(kern, 3, sizeof first_arg, &first_arg);
    if (err != CL_SUCCESS) {
        sl_err_cl(e, err, "setting the arguments of " KERNEL);
        return sl_case_fail(s->ctx, &r, e->msg);
    }
    of_check chk = { s->h_sums, gsz, (size_t)n, offset / sizeof(float), vec, s->seed32 };
    c.out = s->d_sums;
    c.out_bytes = gsz * sizeof(float);
    c.host_out = s->h_sums;
    c.check_arg = &chk;
    c.bytes = (double)n * elem; /* useful bytes */
    return sl_case_run(s->ctx, &c, &r, e);
}

static void skip_all(sl_ctx *ctx, const char *reason)
{
    char name[64];
    for (size_t w = 0; w < N_WIDTHS; ++w)
        for (unsigned i = 0; i < N_OFFSETS; ++i) {
            if (!sl_opt_wants(ctx->opts, case_name(widths[w], i * OFFSET_STEP, name, sizeof name)))
                continue;
            sl_row r;
            init_row(&r, &ctx->dev->prof, widths[w], i * OFFSET_STEP, 0);
            sl_row_skip(&r, reason);
            sl_results_add(ctx->results, &r);
        }
}

static int offset_run(sl_ctx *ctx, sl_err *e)
{
    const sl_device *dev = ctx->dev;
    const sl_run_opts *o = ctx->opts;
    of_state s = { 0 };
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
    s.local = (size_t)sl_opt_param(o, "local", OF_LOCAL);
    s.inflight = (unsigned)sl_opt_param(o, "inflight", OF_INFLIGHT);
    s.groups_per_cu = (unsigned)sl_opt_param(o, "groups_per_cu", cpu ? OF_CPU_GROUPS_PER_CU : OF_GPU_GROUPS_PER_CU);
    s.seed32 = (uint32_t)(o->seed ^ (o->seed >> 32));
    s.useful = (o->size_bytes ? o->size_bytes : default_useful(s.prof, o->quick)) / ELEM_MAX * ELEM_MAX;
    if (s.useful == 0) {
        skip_all(ctx, "fewer useful bytes than one float4 (16 B)");
        return SL_OK;
    }

    char name[64];
    int total = 0, done = 0;
    for (size_t w = 0; w < N_WIDTHS; ++w)
        for (unsigned i = 0; i < N_OFFSETS; ++i)
            total += sl_opt_wants(o, case_name(widths[w], i * OFFSET_STEP, name, sizeof name));
    if (total == 0)
        return SL_OK;

    /* One buffer for every case: the useful bytes plus the largest offset,
     * so the read at offset 128 ends exactly at its end. Input first, sums
     * second, released in the same order: the buffers keep their roles from
     * run to run, which oclgrind 21.10 needs (a released buffer's slot
     * reused at a larger size loses the record of the device-side fill;
     * docs/suite-stride-offset-vector.md). */
    int rc = SL_OK;
    if (s.useful > SIZE_MAX - OFFSET_MAX)
        rc = sl_err_set(e, SL_SKIP, "buffer exceeds the host's address space");
    else
        rc = sl_buf_create(dev, CL_MEM_READ_WRITE, (size_t)(s.useful + OFFSET_MAX), NULL, &s.d_in, e);
    if (rc == SL_OK)
        rc = sl_buf_fill_dyadic(dev, s.d_in, (size_t)((s.useful + OFFSET_MAX) / sizeof(float)), s.seed32,
                                o->kernels_dir, e);
    if (rc == SL_OK)
        rc = make_sums(&s, e);
    if (rc == SL_SKIP) {
        skip_all(ctx, e->msg);
        rc = SL_OK;
    }
    if (rc != SL_OK || !s.d_sums) {
        sl_buf_release(&s.d_in);
        sl_buf_release(&s.d_sums);
        free(s.h_sums);
        return rc;
    }

    cl_program prog = NULL;
    cl_kernel kern = NULL;
    for (size_t w = 0; w < N_WIDTHS && rc == SL_OK; ++w) {
        int wanted = 0;
        for (unsigned i = 0; i < N_OFFSETS; ++i)
            wanted += sl_opt_wants(o, case_name(widths[w], i * OFFSET_STEP, name, sizeof name));
        if (!wanted)
            continue;
        char opts[64];
        snprintf(opts, sizeof opts, "-DVEC=%u -DINFLIGHT=%u", widths[w], s.inflight);
        rc = sl_prog_build(dev, "offset.cl", o->kernels_dir, opts, &prog, e);
        if (rc == SL_OK)
            rc = sl_prog_kernel(prog, KERNEL, &kern, e);
        for (unsigned i = 0; i < N_OFFSETS && rc == SL_OK; ++i) {
            if (!sl_opt_wants(o, case_name(widths[w], i * OFFSET_STEP, name, sizeof name)))
                continue;
            sl_ctx_progress(ctx, SUITE, name, ++done, total);
            rc = run_case(&s, widths[w], i * OFFSET_STEP, kern, e);
        }
        if (kern)
            clReleaseKernel(kern);
        if (prog)
            clReleaseProgram(prog);
        kern = NULL;
        prog = NULL;
    }
    sl_buf_release(&s.d_in);
    sl_buf_release(&s.d_sums);
    free(s.h_sums);
    return rc;
}

const sl_suite sl_suite_offset = {
    .name = "offset",
    .summary = "one contiguous read starting 0..128 bytes past a line, float and vload4: what misalignment costs",
    .kernel_file = "offset.cl",
    .params = params,
    .run = offset_run,
};
