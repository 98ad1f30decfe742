/* occupancy.c - suite "occupancy": a streaming float4 sum with 1 (simple),
 * 2, 4 or 8 independent loads in flight per lane, from one warp/wavefront
 * per compute unit up to full occupancy. Each row says how many bytes the
 * launch can have in flight; sl_derive turns that into the latency Little's
 * law implies, and each form's speedup over the simple loop at the same
 * occupancy (one ladder per warps-per-CU level). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "simtlab/ceiling.h"
#include "simtlab/clerror.h"
#include "simtlab/derive.h"
#include "simtlab/parse.h"
#include "simtlab/occupancy.h"
#include "simtlab/runner.h"
#include "simtlab/streamsum.h"

#define OCC_QUICK (1ull << 20)
#define OCC_MAX (512ull << 20)
#define OCC_MAX_THREADS_PER_CU 2048 /* the most any listed GPU keeps resident per SM/CU (NVIDIA sm_80/90) */

static const unsigned depths[] = { 1, 2, 4, 8 };
static const unsigned warps[] = { 1, 2, 4, 8, 16, 32, 64 };
#define N_DEPTHS (sizeof depths / sizeof depths[0])
#define N_WARPS (sizeof warps / sizeof warps[0])
/* The local-memory series: one-warp groups, a full grid of them, held to
 * warps[w] resident groups per CU by the local memory each reserves; the
 * simple and the 4-deep form (depths[0], depths[2]). */
#define LMEM_LADDER 100 /* its rungs' ladder: 100 + groups, apart from the warp sweep's */
static const size_t lmem_depths[] = { 0, 2 };

static const sl_suite_param params[] = {
    { "max_warps", "the sweep's last level, in warps/wavefronts per compute unit (default: 2048 threads' worth)",
      1, 64 },
    { "simd", "work-items a warp/wavefront in the launch (default: the device's SIMD width)", 1, 1024 },
    { "cus", "compute units the launch fills (default: the device's)", 1, 4096 },
    { NULL, NULL, 0, 0 },
};

typedef struct oc_state {
    size_t n;                 /* float4 elements */
    uint32_t seed;
    unsigned simd, cus;
    size_t max_items;         /* the largest launch's work-items: the sums buffer */
    unsigned max_w;           /* the sweep's last level: the lmem series' grid is that many one-warp groups
                                 per CU (a launch no larger than the sweep's last) */
    unsigned long long reserve[N_WARPS]; /* the lmem series: local bytes per group that hold a CU to warps[w] groups */
    cl_mem d_in, d_sums;
    float *h_sums;
    double *ref;              /* each work-item's sum for ref_items work-items */
    size_t ref_items, items;  /* the reference's launch, and the case being checked */
} oc_state;

static int oc_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    (void)e;
    oc_state *s = state;
    const sl_run_opts *o = ctx->opts;
    const sl_profile *p = &ctx->dev->prof;
    uint64_t bytes = o->size_bytes ? o->size_bytes : sl_case_default_bytes(p, o->quick, OCC_QUICK, OCC_MAX);
    s->n = (size_t)(bytes / 16);
    s->seed = (uint32_t)(o->seed ^ (o->seed >> 32));
    s->simd = (unsigned)sl_opt_param(o, "simd", p->simd_width ? p->simd_width : 1);
    s->cus = (unsigned)sl_opt_param(o, "cus", p->compute_units ? p->compute_units : 1);
    return SL_OK;
}

/* The launch for w warps per compute unit: w x SIMD lanes per CU, in
 * work-groups as large as the device allows, one or more per CU. */
static void launch_of(const oc_state *s, const sl_profile *p, unsigned w, size_t max_local, size_t *local,
                      size_t *groups)
{
    size_t threads = (size_t)w * s->simd, cap = p->max_work_group ? p->max_work_group : 256;
    if (max_local && max_local < cap)
        cap = max_local;
    *local = threads < cap ? threads : cap;
    *groups = (size_t)s->cus * ((threads + *local - 1) / *local);
}

/* The local memory per one-warp group that holds a compute unit to g
 * resident groups on this device (its row of the occupancy calculator's
 * table), in *bytes: 0; or a reason it cannot, in why: -1 for this g, -2
 * for any g on this device. */
static int reserve_for(const sl_profile *p, unsigned g, unsigned long long *bytes, char *why, size_t len)
{
    const sl_occ_arch *a;
    if (p->type & CL_DEVICE_TYPE_CPU)
        return snprintf(why, len, "a CPU core runs one work-group at a time and keeps local memory in RAM: "
                                  "local memory does not limit resident groups"), -2;
    if (!p->arch[0] || sl_occ_find(p->arch, p->simd_width, &a, NULL) != SL_OK)
        return snprintf(why, len, "no occupancy table for this device ('simtlab model occupancy --list'): the "
                                  "local memory that holds a CU to a number of groups is unknown"), -2;
    unsigned fewest;
    if (sl_occ_local_for_groups(a, p->simd_width, g, p->local_mem, bytes, &fewest) == SL_OK)
        return 0;
    const unsigned long long cap = p->local_mem < a->max_local_per_group ? p->local_mem : a->max_local_per_group;
    const unsigned long long over = a->local_per_unit / (g + 1ull);
    char b1[32], b2[32];
    if (fewest > g)
        return snprintf(why, len, "holding each %s to %u group%s takes over %s of local memory per group; this "
                                  "device lets one group have %s%s, so the fewest it can force is %u", a->unit, g,
                        g == 1 ? "" : "s",
                        sl_format_bytes(over > a->local_reserved ? over - a->local_reserved : 0, b1, sizeof b1),
                        sl_format_bytes(cap, b2, sizeof b2),
                        a->vendor == SL_OCC_NVIDIA ? " (NVIDIA's OpenCL cap)" : "", fewest), -1;
    return snprintf(why, len, "local memory cannot hold each %s to exactly %u one-%s groups on %s: another limit "
                              "binds first ('simtlab model occupancy --arch %s --wg %u')", a->unit, g,
                    sl_dev_simd_word(p->vendor), a->name, a->name, p->simd_width), -1;
}

/* simple:lmem4 .. x4:lmem32: a full grid of one-warp groups, held to g per
 * compute unit by local memory (where the device lets it). */
static int plan_lmem(sl_ctx *ctx, oc_state *s, sl_case_list *cases, sl_err *e)
{
    const sl_profile *p = &ctx->dev->prof;
    for (size_t i = 0; i < sizeof lmem_depths / sizeof lmem_depths[0]; ++i) {
        const unsigned depth = depths[lmem_depths[i]];
        for (size_t w = 0; w < N_WARPS && warps[w] < s->max_w; ++w) {
            sl_case_decl *c = sl_case_add(cases);
            if (!c)
                return sl_err_set(e, SL_FAIL, "out of memory");
            if (depth == 1)
                snprintf(c->name, sizeof c->name, "simple:lmem%u", warps[w]);
            else
                snprintf(c->name, sizeof c->name, "x%u:lmem%u", depth, warps[w]);
            snprintf(c->kernel, sizeof c->kernel, "%s", depth == 1 ? "simple+lmem" : "pipelined+lmem");
            snprintf(c->entry, sizeof c->entry, "sum_stream_lmem");
            snprintf(c->options, sizeof c->options, "-DDEPTH=%u", depth);
            sl_kv_num(&c->params, "loads_in_flight", depth);
            sl_kv_num(&c->params, "warps_per_cu", warps[w]);
            sl_kv_num(&c->params, "bytes_in_flight_per_cu", (double)warps[w] * s->simd * 16.0 * depth);
            c->tag[0] = (int)lmem_depths[i];
            c->tag[1] = (int)w;
            c->tag[2] = 1; /* the lmem series */
            const int fit = reserve_for(p, warps[w], &s->reserve[w], c->skip, sizeof c->skip);
            if (fit == 0)
                sl_kv_num(&c->params, "lmem_per_group", (double)s->reserve[w]);
            sl_kv_num(&c->params, "n", (double)s->n);
            if (s->n == 0)
                snprintf(c->skip, sizeof c->skip, "buffer smaller than one float4");
            if (fit == -2)
                break; /* the same reason for every level: one row says it */
        }
    }
    return SL_OK;
}

static int oc_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    oc_state *s = state;
    const sl_profile *p = &ctx->dev->prof;
    const uint64_t max_w = sl_opt_param(ctx->opts, "max_warps", OCC_MAX_THREADS_PER_CU / s->simd);
    for (size_t d = 0; d < N_DEPTHS; ++d) {
        for (size_t w = 0; w < N_WARPS && warps[w] <= max_w; ++w) {
            sl_case_decl *c = sl_case_add(cases);
            if (!c)
                return sl_err_set(e, SL_FAIL, "out of memory");
            size_t local, groups;
            launch_of(s, p, warps[w], 0, &local, &groups);
            if (local * groups > s->max_items)
                s->max_items = local * groups;
            if (warps[w] > s->max_w)
                s->max_w = warps[w];
            if (depths[d] == 1)
                snprintf(c->name, sizeof c->name, "simple:w%u", warps[w]);
            else
                snprintf(c->name, sizeof c->name, "x%u:w%u", depths[d], warps[w]);
            snprintf(c->kernel, sizeof c->kernel, "%s", depths[d] == 1 ? "simple" : "pipelined");
            snprintf(c->entry, sizeof c->entry, "sum_stream");
            snprintf(c->options, sizeof c->options, "-DDEPTH=%u", depths[d]);
            sl_kv_num(&c->params, "loads_in_flight", depths[d]);
            sl_kv_num(&c->params, "warps_per_cu", warps[w]);
            sl_kv_num(&c->params, "bytes_in_flight_per_cu", (double)warps[w] * s->simd * 16.0 * depths[d]);
            sl_kv_num(&c->params, "n", (double)s->n);
            c->tag[0] = (int)d;
            c->tag[1] = (int)w;
            if (s->n == 0)
                snprintf(c->skip, sizeof c->skip, "buffer smaller than one float4");
        }
    }
    return plan_lmem(ctx, s, cases, e);
}

static int oc_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)cases;
    oc_state *s = state;
    if (!s->n)
        return SL_OK;
    const uint64_t in_bytes = (uint64_t)s->n * 16, sums = (uint64_t)s->max_items * sizeof(float);
    const uint64_t bufs[2] = { in_bytes, sums };
    int rc = sl_buf_fits(&ctx->dev->prof, bufs, 2, sums + s->max_items * sizeof(double), e);
    if (rc != SL_OK)
        return rc;
    if (!(s->h_sums = malloc(sums)) || !(s->ref = malloc(s->max_items * sizeof *s->ref)))
        return sl_err_set(e, SL_SKIP, "host memory for the read-back is not available");
    rc = sl_buf_create_dyadic(ctx->dev, CL_MEM_READ_ONLY, s->n * 4, s->seed, &s->d_in, e);
    return rc == SL_OK ? sl_buf_create(ctx->dev, CL_MEM_READ_WRITE, sums, NULL, &s->d_sums, e) : rc;
}

/* Each work-item's sum (sl_stream_sum_reference), made once per launch
 * size and shared by every depth. */
static void make_reference(oc_state *s, size_t items)
{
    if (s->ref_items == items)
        return;
    sl_stream_sum_reference(s->ref, items, s->n, s->seed);
    s->ref_items = items;
}

static int check(void *arg, char *why, size_t len)
{
    oc_state *s = arg;
    make_reference(s, s->items);
    return sl_stream_sum_check(s->h_sums, s->ref, s->items, why, len);
}

/* Size the __local argument so that the group's whole local memory, the
 * kernel's own included (NVIDIA adds 16 B to a kernel with a __local
 * argument), is `total`, the figure the calculator holds a CU to its
 * level with: the argument first at total, then less what the driver
 * says is there beyond it. CL_SUCCESS, SL_SKIP with e, or an error code. */
static cl_int reserve_local(sl_bind *b, unsigned long long total, sl_err *e)
{
    const cl_device_id dev = b->ctx->dev->device_id;
    size_t arg = (size_t)total;
    for (int pass = 0; pass < 2; ++pass) {
        cl_int err = clSetKernelArg(b->kernel, 3, arg, NULL);
        cl_ulong have = 0;
        if (err == CL_SUCCESS)
            err = clGetKernelWorkGroupInfo(b->kernel, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof have, &have, NULL);
        if (err != CL_SUCCESS || have <= total)
            return err;
        if (have - arg >= total)
            break;
        arg = (size_t)(total - (have - arg));
    }
    sl_err_set(e, SL_SKIP, "this kernel's own local memory leaves no room for a %llu B reservation", total);
    return SL_SKIP;
}

static int oc_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    oc_state *s = state;
    const sl_profile *p = &b->ctx->dev->prof;
    const unsigned depth = depths[b->decl->tag[0]], w = warps[b->decl->tag[1]];
    const bool lmem = b->decl->tag[2] == 1;
    size_t local, groups;
    if (lmem) { /* max_w one-warp groups per CU, g of them resident */
        local = s->simd;
        groups = (size_t)s->cus * s->max_w;
    } else {
        launch_of(s, p, w, b->kernel_max_local, &local, &groups);
    }
    s->items = local * groups;
    if (s->items > s->max_items) /* a kernel limit that does not divide the level: more lanes than planned */
        return sl_err_set(e, SL_SKIP, "this kernel's work-group limit (%zu) makes %zu work-items, more than the %zu "
                          "the sums buffer holds", b->kernel_max_local, s->items, s->max_items);
    const cl_ulong n = s->n;
    cl_int err = clSetKernelArg(b->kernel, 0, sizeof(cl_mem), &s->d_in);
    err |= clSetKernelArg(b->kernel, 1, sizeof(cl_mem), &s->d_sums);
    err |= clSetKernelArg(b->kernel, 2, sizeof n, &n);
    if (lmem && err == CL_SUCCESS)
        err = reserve_local(b, s->reserve[b->decl->tag[1]], e);
    if (err == SL_SKIP)
        return SL_SKIP;
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of sum_stream");
    b->c.launch.dims = 1;
    b->c.launch.local[0] = local;
    b->c.launch.global[0] = s->items;
    b->c.out = s->d_sums;
    b->c.out_name = "sums";
    b->c.out_bytes = s->items * sizeof(float);
    b->c.host_out = s->h_sums;
    b->c.check = check;
    b->c.check_arg = s;
    b->c.bytes = 16.0 * (double)s->n;
    b->c.flops = NAN;
    b->c.want_efficiency = true;
    /* in flight at most: every resident lane's DEPTH loads of 16 bytes
     * (the lmem series: w one-warp groups per CU are resident) */
    const double lanes = lmem ? (double)s->cus * w * s->simd : (double)s->items;
    sl_kv_num(&r->metrics, SL_M_BYTES_IN_FLIGHT, lanes * 16.0 * depth);
    /* each form against simple at the same occupancy */
    sl_kv_num(&r->metrics, SL_M_LADDER, lmem ? LMEM_LADDER + w : w);
    sl_case_model_strided(r, p, 0, 16, 1);
    return SL_OK;
}

static void oc_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    oc_state *s = state;
    sl_buf_release(&s->d_in);
    sl_buf_release(&s->d_sums);
    free(s->h_sums);
    free(s->ref);
}

static const sl_suite_decl decl = {
    .state_size = sizeof(oc_state),
    .prepare = oc_prepare,
    .plan = oc_plan,
    .allocate = oc_allocate,
    .bind = oc_bind,
    .release = oc_release,
};

const sl_suite sl_suite_occupancy = {
    .name = "occupancy",
    .summary = "a float4 stream with 1, 2, 4, 8 loads in flight per lane, 1 warp/CU up to full, and held down by "
               "local memory: latency vs occupancy",
    .kernel_file = "occupancy.cl",
    .needs_ceiling = true, /* its rows are a fraction of the read ceiling */
    .params = params,
    .decl = &decl,
    .little_kernel = "simple", /* its Little's-law latency: latency sets DRAM beside it */
    .show = { .plot = SL_PLOT_OCCUPANCY, .x = "warps_per_cu", .log2x = true, .series = "loads_in_flight",
              .xlabel = "warps (SIMD groups) resident per compute unit",
              .title = "warps per compute unit, by loads in flight per lane" },
};
