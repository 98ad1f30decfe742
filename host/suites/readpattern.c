/* readpattern.c - a persistent grid reads a pattern, every work-item's sum
 * checked exactly: the engine of the stride, offset and vector suites. */
#include "simtlab/readpattern.h"

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

/* Launch defaults, each overridable with --param: bandwidth's (host/suites/
 * bandwidth.c), so a contiguous case here is close to its read row on a GPU. */
#define RP_LOCAL 256
#define RP_INFLIGHT 4
#define RP_GPU_GROUPS_PER_CU 8
#define RP_CPU_GROUPS_PER_CU 4
/* The mapping of elements to work-items (-DBLOCKED), as bandwidth's read:
 * on a GPU the lanes of a warp/wavefront read neighbouring elements at each
 * step (0); a CPU runs a work-group's items one after another in a loop, so
 * there each item walks its own contiguous run (1): float at stride 1 on
 * the 2-core PoCL machine read 0.5 GB/s interleaved, 19 GB/s blocked
 * (docs/suite-stride-offset-vector.md). */
#define RP_GPU_BLOCKED 0
#define RP_CPU_BLOCKED 1

#define MIB (1ull << 20)
/* Useful bytes: 256 MiB is 4x the H200's 60 MiB L2
 * (docs/suite-stride-offset-vector.md), so a contiguous case streams from
 * DRAM; --quick reads 1 MiB. */
#define RP_USEFUL (256 * MIB)
#define RP_QUICK_USEFUL (1 * MIB)

/* Ranges as bandwidth's: INFLIGHT accumulators live in registers. */
const sl_suite_param sl_rp_params[] = {
    { "local", "work-group size (default 256, clamped to the kernel's limit)", 1, 4096 },
    { "inflight", "independent loads per lane before any is used (default 4)", 1, 64 },
    { "groups_per_cu", "work-groups per compute unit in the persistent grid (default: 8 on GPUs, 4 on CPUs)", 1,
      4096 },
    { "blocked", "mapping: 0 = grid-stride, lanes interleaved (GPU default); 1 = a contiguous run per "
                 "work-item (CPU default)", 0, 1 },
    { NULL, NULL, 0, 0 },
};

static const char *const mapping_names[] = { "interleaved", "blocked" };

/* One case of the plan: a width and a knob value. */
typedef struct rp_case {
    unsigned vec;             /* floats per element */
    unsigned stride;          /* elements from one element to the next */
    unsigned offset;          /* bytes before element 0 */
    size_t width;             /* index in the plan's widths: which program */
    char name[64];            /* "read_strided:float4:s8", what --only matches */
    bool wanted;              /* by --only */
    uint64_t need;            /* bytes of buffer it reads */
    char why[256];            /* why its buffer did not fit (a row's reason holds 256) */
} rp_case;

typedef struct rp_state {
    sl_ctx *ctx;
    const sl_rp_plan *plan;
    const sl_profile *prof;
    rp_case *cases;           /* in row order */
    size_t n_cases;
    uint64_t useful;          /* bytes every case reads */
    size_t local;
    unsigned inflight;
    unsigned groups_per_cu;
    unsigned blocked;         /* -DBLOCKED: 0 interleaved, 1 blocked */
    uint32_t seed32;
    cl_mem d_in;              /* sized for the largest wanted case that fits; filled once */
    uint64_t in_bytes;
    cl_mem d_sums;            /* one float per work-item of the largest launch */
    float *h_sums;
    cl_program *progs;        /* one per width, built on first need */
    cl_kernel *kerns;
} rp_state;

/* ---- the plan ---------------------------------------------------------- */

static unsigned max_of(const unsigned *v, size_t n)
{
    unsigned m = 0;
    for (size_t i = 0; i < n; ++i)
        m = v[i] > m ? v[i] : m;
    return m;
}

/* Bytes every case's buffer keeps before element 0: the largest offset. */
static uint64_t room_of(const sl_rp_plan *p)
{
    return p->knob == SL_RP_OFFSET ? max_of(p->values, p->n_values) : 0;
}

static unsigned max_stride_of(const sl_rp_plan *p)
{
    return p->knob == SL_RP_STRIDE ? max_of(p->values, p->n_values) : 1;
}

/* The cases in row order, each with its --only name. */
static void expand(rp_state *s)
{
    const sl_rp_plan *p = s->plan;
    for (size_t i = 0; i < s->n_cases; ++i) {
        const size_t w = p->widths_side_by_side ? i % p->n_widths : i / p->n_values;
        const size_t v = p->widths_side_by_side ? i / p->n_widths : i % p->n_values;
        rp_case *c = &s->cases[i];
        char vname[16];
        c->vec = p->widths[w];
        c->width = w;
        c->stride = p->knob == SL_RP_STRIDE ? p->values[v] : 1;
        c->offset = p->knob == SL_RP_OFFSET ? p->values[v] : 0;
        snprintf(c->name, sizeof c->name, "%s:%s:%c%u", p->kernel, sl_vector_name(c->vec, vname, sizeof vname),
                 p->knob == SL_RP_STRIDE ? 's' : 'o', p->values[v]);
        c->wanted = sl_opt_wants(s->ctx->opts, c->name);
    }
}

/* Useful bytes when --size is not given: 256 MiB (1 MiB --quick), less when
 * the largest case's buffer would not fit in the max allocation or a third
 * of global memory (the bandwidth suite may hold two buffers beside it). */
static uint64_t default_useful(const sl_rp_plan *p, const sl_profile *prof, bool quick)
{
    uint64_t cap = prof->max_alloc < prof->global_mem / 3 ? prof->max_alloc : prof->global_mem / 3;
    const uint64_t room = room_of(p);
    cap = cap > room ? (cap - room) / max_stride_of(p) : 0;
    const uint64_t want = quick ? RP_QUICK_USEFUL : RP_USEFUL;
    return want < cap ? want : cap;
}

/* The buffer case c reads: the plan's room for offsets, then up to c's last
 * element, so a kernel that overruns a strided case reads out of bounds
 * (oclgrind). UINT64_MAX when that does not fit in 64 bits. */
static uint64_t case_bytes(uint64_t useful, uint64_t room, const rp_case *c)
{
    const unsigned elem = 4 * c->vec;
    const uint64_t n = useful / elem;
    if (n - 1 > (UINT64_MAX / elem - 1) / c->stride)
        return UINT64_MAX; /* more than any device allows */
    const uint64_t span = ((n - 1) * c->stride + 1) * elem;
    return span > UINT64_MAX - room ? UINT64_MAX : room + span;
}

/* ---- the check: every work-item's sum, exactly ------------------------- */

/* What check_sums needs: element j is `vec` floats from float index
 * first + j * step of a buffer filled with sl_dyadic(i, seed), and the
 * kernel's SL_READ_SWEEP (cl/common.h) gave it to its owner:
 *   blocked 0: work-item w owns the elements j with j mod gsz == w;
 *   blocked 1: w owns the run [w * per, (w + 1) * per), per = n / gsz
 *   rounded down to a multiple of inflight, and the tail past gsz * per
 *   goes grid-stride from work-item 0. */
typedef struct rp_check {
    const float *got;         /* gsz sums read back */
    size_t gsz;
    uint64_t n;
    uint64_t first;           /* float index of element 0 */
    uint64_t step;            /* floats from one element to the next */
    unsigned vec;             /* floats per element */
    unsigned inflight;
    unsigned blocked;
    uint32_t seed;
} rp_check;

static double element_sum(const rp_check *c, uint64_t j)
{
    const uint64_t f = c->first + j * c->step;
    double t = 0.0;
    for (unsigned k = 0; k < c->vec; ++k)
        t += sl_dyadic(f + k, c->seed);
    return t;
}

/* O(n + gsz): recomputes each element it needs from its index, no host
 * copy of the (up to 16 GiB) buffer. Dyadic sums are exact, so equality. */
static int check_sums(void *arg, char *why, size_t len)
{
    const rp_check *c = arg;
    double *ref = calloc(c->gsz, sizeof *ref);
    if (!ref) {
        snprintf(why, len, "out of memory for the host reference");
        return -1;
    }
    const uint64_t per = c->blocked ? c->n / c->gsz / c->inflight * c->inflight : 0;
    uint64_t j = 0;
    for (size_t w = 0; per && w < c->gsz; ++w)
        for (uint64_t r = 0; r < per; ++r, ++j)
            ref[w] += element_sum(c, j);
    for (size_t w = 0; j < c->n; ++j) {
        ref[w] += element_sum(c, j);
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

/* The input buffer: the largest wanted case's, else the next largest, and
 * so on; made on the host and uploaded once, every case reads its prefix. A size
 * that does not fit leaves its reason in each case that needs it. SL_OK
 * also when nothing fits (in_bytes 0). */
static int make_input(rp_state *s, sl_err *e)
{
    for (;;) {
        rp_case *best = NULL;
        for (size_t i = 0; i < s->n_cases; ++i) {
            rp_case *c = &s->cases[i];
            if (c->wanted && !c->why[0] && (!best || c->need > best->need))
                best = c;
        }
        if (!best)
            return SL_OK;
        const uint64_t want = best->need;
        int rc = want > SIZE_MAX ? sl_err_set(e, SL_SKIP, "buffer exceeds the host's address space")
                                 : sl_buf_fits(s->prof, &want, 1, 0, e);
        if (rc == SL_OK)
            rc = sl_buf_create(s->ctx->dev, CL_MEM_READ_WRITE, (size_t)want, NULL, &s->d_in, e);
        if (rc == SL_OK)
            rc = sl_buf_fill_dyadic(s->ctx->dev, s->d_in, (size_t)(want / sizeof(float)), s->seed32, e);
        if (rc == SL_OK) {
            s->in_bytes = want;
            return SL_OK;
        }
        sl_buf_release(&s->d_in);
        if (rc != SL_SKIP)
            return rc;
        for (size_t i = 0; i < s->n_cases; ++i)
            if (s->cases[i].wanted && s->cases[i].need == want)
                snprintf(s->cases[i].why, sizeof s->cases[i].why, "%.255s", e->msg[0] ? e->msg : "does not fit");
    }
}

/* One float per work-item of the largest launch any case can make. Made
 * after the input buffer and released after it (see sl_rp_run). */
static int make_sums(rp_state *s, sl_err *e)
{
    const size_t local = s->local < s->prof->max_work_group ? s->local : s->prof->max_work_group;
    const size_t gsz = local * s->groups_per_cu * s->prof->compute_units;
    s->h_sums = malloc(gsz * sizeof(float));
    if (!s->h_sums)
        return sl_err_set(e, SL_SKIP, "host memory for %zu work-item sums is not available", gsz);
    return sl_buf_create(s->ctx->dev, CL_MEM_WRITE_ONLY, gsz * sizeof(float), NULL, &s->d_sums, e);
}

/* The kernel of width w, its program built on first need. */
static int kernel_for(rp_state *s, size_t w, cl_kernel *out, sl_err *e)
{
    if (!s->kerns[w]) {
        char opts[96];
        snprintf(opts, sizeof opts, "-DVEC=%u -DINFLIGHT=%u -DBLOCKED=%u", s->plan->widths[w], s->inflight,
                 s->blocked);
        int rc = sl_prog_build(s->ctx->dev, s->plan->kernel_file, s->ctx->opts->kernels_dir, opts, &s->progs[w], e);
        if (rc == SL_OK)
            rc = sl_prog_kernel(s->progs[w], s->plan->kernel, &s->kerns[w], e);
        if (rc != SL_OK)
            return rc;
    }
    *out = s->kerns[w];
    return SL_OK;
}

/* ---- one case ---------------------------------------------------------- */

/* A persistent grid: groups_per_cu groups per compute unit, local clamped
 * to what the kernel allows. */
static void make_launch(const rp_state *s, cl_kernel kern, sl_launch *l)
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

/* A row's params: the case, and how it ran when it did. An offset row also
 * names its classic alignment case under this device's geometry. */
static void init_row(const rp_state *s, const rp_case *c, bool ran, sl_row *r)
{
    char vname[16];
    sl_row_init(r, s->plan->suite, s->plan->kernel);
    sl_kv_str(&r->params, "vector", sl_vector_name(c->vec, vname, sizeof vname));
    sl_kv_num(&r->params, "elem_bytes", 4.0 * c->vec);
    if (s->plan->knob == SL_RP_STRIDE) {
        sl_kv_num(&r->params, "stride", c->stride);
    } else {
        const sl_geometry *g = sl_case_geometry(s->prof);
        sl_kv_num(&r->params, "offset", c->offset);
        sl_kv_str(&r->params, "case", sl_model_alignment_case(c->offset, g->line_bytes, g->sector_bytes));
    }
    if (ran) {
        sl_kv_num(&r->params, "inflight", s->inflight);
        sl_kv_str(&r->params, "mapping", mapping_names[s->blocked]);
    }
}

static int run_case(rp_state *s, const rp_case *c, cl_kernel kern, sl_err *e)
{
    const unsigned elem = 4 * c->vec;
    const uint64_t n = s->useful / elem;
    sl_row r;
    init_row(s, c, true, &r);
    /* lane i at offset + i * stride * elem */
    sl_case_model_strided(&r, s->prof, c->offset, elem, c->stride);
    const sl_geometry *og = sl_case_other_geometry(s->prof);
    if (s->plan->knob == SL_RP_OFFSET && og)
        sl_kv_str(&r.model, "case_other", sl_model_alignment_case(c->offset, og->line_bytes, og->sector_bytes));

    sl_case kc = { .flops = NAN, .want_efficiency = true, .check = check_sums };
    make_launch(s, kern, &kc.launch);
    const size_t gsz = kc.launch.global[0];
    const cl_ulong n_arg = n;
    const cl_ulong knob_arg = s->plan->knob == SL_RP_STRIDE ? c->stride : c->offset / sizeof(float);
    cl_int err = clSetKernelArg(kern, 0, sizeof s->d_in, &s->d_in);
    err |= clSetKernelArg(kern, 1, sizeof s->d_sums, &s->d_sums);
    err |= clSetKernelArg(kern, 2, sizeof n_arg, &n_arg);
    err |= clSetKernelArg(kern, 3, sizeof knob_arg, &knob_arg);
    if (err != CL_SUCCESS) {
        sl_err_cl(e, err, "setting the arguments of %s", s->plan->kernel);
        return sl_case_fail(s->ctx, &r, e->msg);
    }
    rp_check chk = { s->h_sums, gsz, n, c->offset / sizeof(float), (uint64_t)c->stride * c->vec, c->vec,
                     s->inflight, s->blocked, s->seed32 };
    kc.out = s->d_sums;
    kc.out_bytes = gsz * sizeof(float);
    kc.host_out = s->h_sums;
    kc.check_arg = &chk;
    kc.bytes = (double)n * elem; /* useful bytes only: the figure is what the kernel asked for */
    return sl_case_run(s->ctx, &kc, &r, e);
}

/* A skipped row for every wanted case: with its own reason when its buffer
 * did not fit, else with `reason`. */
static int skip_all(rp_state *s, const char *reason)
{
    int rc = SL_OK;
    for (size_t i = 0; i < s->n_cases && rc == SL_OK; ++i) {
        const rp_case *c = &s->cases[i];
        if (!c->wanted)
            continue;
        sl_row r;
        init_row(s, c, false, &r);
        rc = sl_case_skip(s->ctx, &r, c->why[0] ? c->why : reason);
    }
    return rc;
}

/* ---- the run ----------------------------------------------------------- */

/* Size, make the buffers, and run (or skip) every wanted case in order. */
static int run_plan(rp_state *s, sl_err *e)
{
    const sl_rp_plan *plan = s->plan;
    const sl_run_opts *o = s->ctx->opts;
    expand(s);
    int total = 0, done = 0;
    for (size_t i = 0; i < s->n_cases; ++i)
        total += s->cases[i].wanted;
    if (total == 0)
        return SL_OK;

    /* Every case reads the same useful bytes: a multiple of the widest element. */
    const unsigned vec_max = max_of(plan->widths, plan->n_widths);
    const uint64_t useful = o->size_bytes ? o->size_bytes : default_useful(plan, s->prof, o->quick);
    s->useful = useful / (4 * vec_max) * (4 * vec_max);
    if (s->useful == 0) {
        char vname[16], reason[64];
        snprintf(reason, sizeof reason, "fewer useful bytes than one %s (%u B)",
                 sl_vector_name(vec_max, vname, sizeof vname), 4 * vec_max);
        return skip_all(s, reason);
    }
    for (size_t i = 0; i < s->n_cases; ++i)
        s->cases[i].need = case_bytes(s->useful, room_of(plan), &s->cases[i]);

    /* Input first, sums second, released in the same order: the buffers
     * keep their roles from run to run, which oclgrind 21.10 needs (a
     * released buffer's slot reused at a larger size loses the record of
     * kernel stores into it; docs/suite-stride-offset-vector.md). */
    int rc = make_input(s, e);
    if (rc == SL_OK && s->in_bytes)
        rc = make_sums(s, e);
    if (rc == SL_SKIP || (rc == SL_OK && !s->in_bytes))
        return skip_all(s, e->msg);
    for (size_t i = 0; i < s->n_cases && rc == SL_OK; ++i) {
        const rp_case *c = &s->cases[i];
        if (!c->wanted)
            continue;
        sl_ctx_progress(s->ctx, plan->suite, c->name, ++done, total);
        if (c->need > s->in_bytes) {
            sl_row r;
            init_row(s, c, false, &r);
            rc = sl_case_skip(s->ctx, &r, c->why);
            continue;
        }
        cl_kernel kern = NULL;
        rc = kernel_for(s, c->width, &kern, e);
        if (rc == SL_OK)
            rc = run_case(s, c, kern, e);
    }
    return rc;
}

int sl_rp_run(sl_ctx *ctx, const sl_rp_plan *plan, sl_err *e)
{
    const sl_run_opts *o = ctx->opts;
    /* The CLI checks these ranges too; a caller that is not the CLI may not. */
    for (const sl_suite_param *p = sl_rp_params; p->key; ++p) {
        const uint64_t v = sl_opt_param(o, p->key, p->min);
        if (v < p->min || v > p->max)
            return sl_err_set(e, SL_E_USAGE, "%s: --param %s=%" PRIu64 " is out of range (%" PRIu64 "..%" PRIu64 ")",
                              plan->suite, p->key, v, p->min, p->max);
    }
    rp_state s = { 0 };
    s.ctx = ctx;
    s.plan = plan;
    s.prof = &ctx->dev->prof;
    const bool cpu = (s.prof->type & CL_DEVICE_TYPE_CPU) != 0;
    s.local = (size_t)sl_opt_param(o, "local", RP_LOCAL);
    s.inflight = (unsigned)sl_opt_param(o, "inflight", RP_INFLIGHT);
    s.groups_per_cu = (unsigned)sl_opt_param(o, "groups_per_cu", cpu ? RP_CPU_GROUPS_PER_CU : RP_GPU_GROUPS_PER_CU);
    s.blocked = (unsigned)sl_opt_param(o, "blocked", cpu ? RP_CPU_BLOCKED : RP_GPU_BLOCKED);
    s.seed32 = (uint32_t)(o->seed ^ (o->seed >> 32));
    s.n_cases = plan->n_widths * plan->n_values;
    s.cases = calloc(s.n_cases, sizeof *s.cases);
    s.progs = calloc(plan->n_widths, sizeof *s.progs);
    s.kerns = calloc(plan->n_widths, sizeof *s.kerns);

    int rc = s.cases && s.progs && s.kerns
                 ? run_plan(&s, e)
                 : sl_err_set(e, SL_FAIL, "%s: out of memory for %zu cases", plan->suite, s.n_cases);
    for (size_t w = 0; s.kerns && w < plan->n_widths; ++w)
        if (s.kerns[w])
            clReleaseKernel(s.kerns[w]);
    for (size_t w = 0; s.progs && w < plan->n_widths; ++w)
        if (s.progs[w])
            clReleaseProgram(s.progs[w]);
    sl_buf_release(&s.d_in);
    sl_buf_release(&s.d_sums);
    free(s.h_sums);
    free(s.kerns);
    free(s.progs);
    free(s.cases);
    return rc;
}
