/* readpattern.c - a persistent grid reads a pattern, every work-item's sum
 * checked exactly: the engine of the stride, offset and vector suites. */
#include "simtlab/ceiling.h"
#include "simtlab/clerror.h"
#include "simtlab/readpattern.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "simtlab/buffer.h"
#include "simtlab/casework.h"
#include "simtlab/model.h"
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

/* A case's own indices in its declaration's tag: floats per element,
 * elements from one element to the next, bytes before element 0. */
enum { TAG_VEC, TAG_STRIDE, TAG_OFFSET };

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

/* The buffer a case reads: the plan's room for offsets, then up to its
 * last element, so a kernel that overruns a strided case reads out of
 * bounds (oclgrind). UINT64_MAX when that does not fit in 64 bits. */
static uint64_t case_bytes(const sl_rp_state *s, const sl_case_decl *d)
{
    const unsigned elem = 4 * (unsigned)d->tag[TAG_VEC];
    const unsigned stride = (unsigned)d->tag[TAG_STRIDE];
    const uint64_t room = room_of(s->plan), n = s->useful / elem;
    if (n - 1 > (UINT64_MAX / elem - 1) / stride)
        return UINT64_MAX; /* more than any device allows */
    const uint64_t span = ((n - 1) * stride + 1) * elem;
    return span > UINT64_MAX - room ? UINT64_MAX : room + span;
}

int sl_rp_prepare(sl_ctx *ctx, void *state, const sl_rp_plan *plan, sl_err *e)
{
    (void)e; /* the runner checked each --param against sl_rp_params */
    sl_rp_state *s = state;
    const sl_run_opts *o = ctx->opts;
    const sl_profile *prof = &ctx->dev->prof;
    const bool cpu = (prof->type & CL_DEVICE_TYPE_CPU) != 0;
    s->plan = plan;
    s->local = (size_t)sl_opt_param(o, "local", RP_LOCAL);
    s->inflight = (unsigned)sl_opt_param(o, "inflight", RP_INFLIGHT);
    s->groups_per_cu = (unsigned)sl_opt_param(o, "groups_per_cu", cpu ? RP_CPU_GROUPS_PER_CU : RP_GPU_GROUPS_PER_CU);
    s->blocked = (unsigned)sl_opt_param(o, "blocked", cpu ? RP_CPU_BLOCKED : RP_GPU_BLOCKED);
    s->seed32 = (uint32_t)(o->seed ^ (o->seed >> 32));
    /* Every case reads the same useful bytes: a multiple of the widest element. */
    const unsigned widest = 4 * max_of(plan->widths, plan->n_widths);
    const uint64_t useful = o->size_bytes ? o->size_bytes : default_useful(plan, prof, o->quick);
    s->useful = useful / widest * widest;
    return SL_OK;
}

/* Width x value in the plan's row order, each named "read_strided:float4:s8". */
int sl_rp_cases(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    const sl_rp_state *s = state;
    const sl_rp_plan *p = s->plan;
    const sl_geometry *g = sl_case_geometry(&ctx->dev->prof);
    const unsigned widest = max_of(p->widths, p->n_widths);
    char too_small[64] = "", vname[16];
    if (s->useful == 0)
        snprintf(too_small, sizeof too_small, "fewer useful bytes than one %s (%u B)",
                 sl_vector_name(widest, vname, sizeof vname), 4 * widest);
    for (size_t i = 0; i < p->n_widths * p->n_values; ++i) {
        const size_t w = p->widths_side_by_side ? i % p->n_widths : i / p->n_values;
        const unsigned vec = p->widths[w];
        const unsigned value = p->values[p->widths_side_by_side ? i / p->n_widths : i % p->n_values];
        sl_case_decl *c = sl_case_add(cases);
        if (!c)
            return sl_err_set(e, SL_FAIL, "out of memory");
        sl_vector_name(vec, vname, sizeof vname);
        snprintf(c->name, sizeof c->name, "%s:%s:%c%u", p->kernel, vname, p->knob == SL_RP_STRIDE ? 's' : 'o',
                 value);
        snprintf(c->kernel, sizeof c->kernel, "%s", p->kernel);
        snprintf(c->options, sizeof c->options, "-DVEC=%u -DINFLIGHT=%u -DBLOCKED=%u", vec, s->inflight,
                 s->blocked);
        sl_kv_str(&c->params, "vector", vname);
        sl_kv_num(&c->params, "elem_bytes", 4.0 * vec);
        if (p->knob == SL_RP_STRIDE) {
            sl_kv_num(&c->params, "stride", value);
        } else {
            sl_kv_num(&c->params, "offset", value);
            sl_kv_str(&c->params, "case", sl_model_alignment_case(value, g->line_bytes, g->sector_bytes));
        }
        snprintf(c->skip, sizeof c->skip, "%s", too_small);
        c->tag[TAG_VEC] = (int)vec;
        c->tag[TAG_STRIDE] = p->knob == SL_RP_STRIDE ? (int)value : 1;
        c->tag[TAG_OFFSET] = p->knob == SL_RP_OFFSET ? (int)value : 0;
    }
    return SL_OK;
}

/* ---- the check: every work-item's sum, exactly ------------------------- */

/* Element j is chk.vec floats from float index chk.first + j * chk.step of
 * a buffer filled with sl_dyadic(i, seed32). */
static double element_sum(const sl_rp_state *s, uint64_t j)
{
    const uint64_t f = s->chk.first + j * s->chk.step;
    double t = 0.0;
    for (unsigned k = 0; k < s->chk.vec; ++k)
        t += sl_dyadic(f + k, s->seed32);
    return t;
}

/* Each element's owner, as the kernel's SL_READ_SWEEP (cl/common.h) gave it:
 *   blocked 0: work-item w owns the elements j with j mod gsz == w;
 *   blocked 1: w owns the run [w * per, (w + 1) * per), per = n / gsz
 *   rounded down to a multiple of inflight, and the tail past gsz * per
 *   goes grid-stride from work-item 0.
 * O(n + gsz): recomputes each element it needs from its index, no host
 * copy of the (up to 16 GiB) buffer. Dyadic sums are exact, so equality. */
static int check_sums(void *arg, char *why, size_t len)
{
    const sl_rp_state *s = arg;
    const size_t gsz = s->chk.gsz;
    const uint64_t n = s->chk.n;
    double *ref = calloc(gsz, sizeof *ref);
    if (!ref) {
        snprintf(why, len, "out of memory for the host reference");
        return -1;
    }
    const uint64_t per = s->blocked ? n / gsz / s->inflight * s->inflight : 0;
    uint64_t j = 0;
    for (size_t w = 0; per && w < gsz; ++w)
        for (uint64_t r = 0; r < per; ++r, ++j)
            ref[w] += element_sum(s, j);
    for (size_t w = 0; j < n; ++j) {
        ref[w] += element_sum(s, j);
        if (++w == gsz)
            w = 0;
    }
    const float *got = s->h_sums;
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < gsz; ++i)
        if ((double)got[i] != ref[i] && bad++ == 0)
            first = i;
    if (bad)
        snprintf(why, len, "check failed: %zu of %zu work-item sums wrong, first at %zu (got %.9g, want %.9g)",
                 bad, gsz, first, (double)got[first], ref[first]);
    free(ref);
    return bad ? -1 : 0;
}

/* ---- buffers ----------------------------------------------------------- */

/* The input buffer: the largest wanted case's, else the next largest, and
 * so on; made on the device and filled once, every case reads its prefix.
 * A size that does not fit becomes the skip reason of each case that needs
 * it. SL_OK also when nothing fits (in_bytes 0). */
static int make_input(sl_ctx *ctx, sl_rp_state *s, sl_case_list *cases, sl_err *e)
{
    for (;;) {
        uint64_t want = 0;
        for (size_t i = 0; i < cases->n; ++i) {
            const sl_case_decl *c = &cases->items[i];
            const uint64_t need = case_bytes(s, c);
            if (sl_opt_wants(ctx->opts, c->name) && !c->skip[0] && need > want)
                want = need;
        }
        if (!want)
            return SL_OK;
        int rc = want > SIZE_MAX ? sl_err_set(e, SL_SKIP, "buffer exceeds the host's address space")
                                 : sl_buf_fits(&ctx->dev->prof, &want, 1, 0, e);
        if (rc == SL_OK)
            rc = sl_buf_create(ctx->dev, CL_MEM_READ_WRITE, (size_t)want, NULL, &s->d_in, e);
        if (rc == SL_OK)
            rc = sl_buf_fill_dyadic(ctx->dev, s->d_in, (size_t)(want / sizeof(float)), s->seed32, e);
        if (rc == SL_OK) {
            s->in_bytes = want;
            return SL_OK;
        }
        sl_buf_release(&s->d_in);
        if (rc != SL_SKIP)
            return rc;
        for (size_t i = 0; i < cases->n; ++i) {
            sl_case_decl *c = &cases->items[i];
            if (sl_opt_wants(ctx->opts, c->name) && !c->skip[0] && case_bytes(s, c) == want)
                snprintf(c->skip, sizeof c->skip, "%.255s", e->msg[0] ? e->msg : "does not fit");
        }
    }
}

/* Input first, sums second, released in the same order: the buffers keep
 * their roles from run to run, which oclgrind 21.10 needs (a released
 * buffer's slot reused at a larger size loses the record of kernel stores
 * into it; docs/suite-stride-offset-vector.md). SL_SKIP when no case's
 * input fits, or the sums do not: every wanted case is skipped, with its
 * own reason when its input did not fit. */
int sl_rp_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    sl_rp_state *s = state;
    const sl_profile *prof = &ctx->dev->prof;
    if (s->useful == 0)
        return SL_OK; /* every case carries its reason */
    int rc = make_input(ctx, s, cases, e);
    if (rc != SL_OK)
        return rc;
    if (!s->in_bytes)
        return SL_SKIP;
    /* one float per work-item of the largest launch any case can make */
    const size_t local = s->local < prof->max_work_group ? s->local : prof->max_work_group;
    const size_t gsz = local * s->groups_per_cu * prof->compute_units;
    if (!(s->h_sums = malloc(gsz * sizeof(float))))
        return sl_err_set(e, SL_SKIP, "host memory for %zu work-item sums is not available", gsz);
    return sl_buf_create(ctx->dev, CL_MEM_WRITE_ONLY, gsz * sizeof(float), NULL, &s->d_sums, e);
}

/* ---- one case ---------------------------------------------------------- */

/* A persistent grid (groups_per_cu groups per compute unit, local clamped
 * to what the kernel and the device allow) reads the case's pattern. The
 * row names the launch's inflight and mapping; the model is that of its
 * addresses, lane i at offset + i * stride * elem. */
int sl_rp_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    sl_rp_state *s = state;
    const sl_rp_plan *p = s->plan;
    const sl_profile *prof = &b->ctx->dev->prof;
    const unsigned vec = (unsigned)b->decl->tag[TAG_VEC], elem = 4 * vec;
    const unsigned stride = (unsigned)b->decl->tag[TAG_STRIDE], offset = (unsigned)b->decl->tag[TAG_OFFSET];
    const uint64_t n = s->useful / elem;
    sl_kv_num(&r->params, "inflight", s->inflight);
    sl_kv_str(&r->params, "mapping", mapping_names[s->blocked]);
    sl_case_model_strided(r, prof, offset, elem, stride);
    const sl_geometry *og = sl_case_other_geometry(prof);
    if (p->knob == SL_RP_OFFSET && og)
        sl_kv_str(&r->model, "case_other", sl_model_alignment_case(offset, og->line_bytes, og->sector_bytes));

    sl_case *c = &b->c;
    size_t local = b->kernel_max_local && b->kernel_max_local < s->local ? b->kernel_max_local : s->local;
    if (local > prof->max_work_group)
        local = prof->max_work_group;
    c->launch.dims = 1;
    c->launch.local[0] = local;
    c->launch.global[0] = local * s->groups_per_cu * prof->compute_units;
    const size_t gsz = c->launch.global[0];
    const cl_ulong n_arg = n;
    const cl_ulong knob_arg = p->knob == SL_RP_STRIDE ? stride : offset / sizeof(float);
    cl_int err = clSetKernelArg(b->kernel, 0, sizeof s->d_in, &s->d_in);
    err |= clSetKernelArg(b->kernel, 1, sizeof s->d_sums, &s->d_sums);
    err |= clSetKernelArg(b->kernel, 2, sizeof n_arg, &n_arg);
    err |= clSetKernelArg(b->kernel, 3, sizeof knob_arg, &knob_arg);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of %s", p->kernel);
    s->chk = (struct sl_rp_check){ gsz, n, offset / sizeof(float), (uint64_t)stride * vec, vec };
    c->out = s->d_sums;
    c->out_name = "sums";
    c->out_bytes = gsz * sizeof(float);
    c->host_out = s->h_sums;
    c->check = check_sums;
    c->check_arg = s;
    c->bytes = (double)n * elem; /* useful bytes only: the figure is what the kernel asked for */
    c->flops = NAN;
    c->want_efficiency = true;
    return SL_OK;
}

void sl_rp_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    sl_rp_state *s = state;
    sl_buf_release(&s->d_in);
    sl_buf_release(&s->d_sums);
    free(s->h_sums);
}
