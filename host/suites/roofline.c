/* roofline.c - suite "roofline": a float4 stream with 0..256 FMAs on every
 * float loaded (cl/roofline.cl). Its low-intensity rows measure the
 * bandwidth roof, its high-intensity rows the FP32 peak; the summary puts
 * the two roofs and the ridge point beside the spec sheet, draws the
 * roofline in the terminal and places every FLOP-counting row of the run
 * on it. Its best GFLOP/s is the peak that FLOP rows run after it are a
 * fraction of (sl_suite.peak_kernel). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/buffer.h"
#include "simtlab/clerror.h"
#include "simtlab/ceiling.h"
#include "simtlab/derive.h"
#include "simtlab/rng.h"
#include "simtlab/roof.h"
#include "simtlab/runner.h"

#define RF_LOCAL 256
#define RF_GPU_INFLIGHT 8       /* 32 FMA chains per lane: 99% of clpeak at 256 FMAs on an H200, 95% with 4 */
#define RF_GPU_GROUPS_PER_CU 8   /* as bandwidth's read: 2048 lanes per CU */
#define RF_CPU_INFLIGHT 8
#define RF_CPU_GROUPS_PER_CU 4
#define RF_QUICK_BYTES (8ull << 20)
#define RF_MAX_BYTES (4ull << 30)
#define RF_A 0.99f               /* the chain x = fma(x, a, b): contracts towards b / (1 - a) = 0.1 */
#define RF_B 0.001f
#define RF_TOL 1e-4
/* A row measures the FP32 peak when its intensity is at least this many
 * times this device's ridge point (the spec sheet's FP32 peak over the
 * measured read ceiling): its memory roof is then that far above the
 * compute roof. Not a fixed intensity: the L4's ridge is 101 FLOP/B, an
 * H200's 14 (docs/suite-roofline.md). */
#define RF_PEAK_PAST_RIDGE 2.0

/* FMAs per float, in row order: dense around the ridge points of GPUs
 * (H200: ~14 FLOP/B, 28 FMAs) and CPUs (a few FLOP/B). */
static const unsigned sweep[] = { 0, 1, 2, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 512, 1024 };
static const unsigned sweep_quick[] = { 0, 2, 8, 32, 128, 256, 512, 1024 };
#define N_SWEEP (sizeof sweep / sizeof sweep[0])
#define N_SWEEP_QUICK (sizeof sweep_quick / sizeof sweep_quick[0])

static const sl_suite_param params[] = {
    { "max_fmas", "the sweep's last FMAs per float (default 256; up to 1024), then one step at twice the ridge if "
                  "none was", 0, 1024 },
    { "inflight", "float4 loads (and FMA chains) in flight per work-item (default 8)", 1, 16 },
    { "groups_per_cu", "work-groups of 256 per compute unit (default 8 on GPUs, 4 on CPUs)", 1, 64 },
    { "blocked", "mapping: 1 each work-item its own contiguous run (CPU default), 2 each work-group its own "
                 "contiguous chunk, lanes interleaved (GPU default)", 1, 2 },
    { NULL, NULL, 0, 0 },
};

typedef struct rf_state {
    const sl_profile *prof;
    unsigned max_fmas, inflight, groups_per_cu, blocked;
    size_t n;                /* float4 elements */
    char skip[256];
    float *h_in, *h_sums;
    double *item_sum;        /* per work-item: the sum of its floats, and how many float4s it reads */
    size_t *item_cnt;
    size_t items;            /* the launch item_sum was computed for (0: none) */
    size_t items_local;
    cl_mem d_in, d_sums;
    unsigned fmas;           /* the case being checked */
    double peak_flop_per_byte; /* a row at this intensity or more measures the peak; 0: none does (no ceiling) */
} rf_state;

static int rf_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    (void)e;
    rf_state *s = state;
    s->prof = &ctx->dev->prof;
    const bool cpu = (s->prof->type & CL_DEVICE_TYPE_CPU) != 0;
    s->max_fmas = (unsigned)sl_opt_param(ctx->opts, "max_fmas", 256);
    s->inflight = (unsigned)sl_opt_param(ctx->opts, "inflight", cpu ? RF_CPU_INFLIGHT : RF_GPU_INFLIGHT);
    s->groups_per_cu = (unsigned)sl_opt_param(ctx->opts, "groups_per_cu", cpu ? RF_CPU_GROUPS_PER_CU : RF_GPU_GROUPS_PER_CU);
    s->blocked = (unsigned)sl_opt_param(ctx->opts, "blocked", cpu ? 1 : 2);
    uint64_t bytes = ctx->opts->size_bytes ? ctx->opts->size_bytes
                                           : sl_case_default_bytes(s->prof, ctx->opts->quick, RF_QUICK_BYTES,
                                                                   RF_MAX_BYTES);
    s->n = (size_t)(bytes / 16);
    if (s->n == 0)
        snprintf(s->skip, sizeof s->skip, "buffer smaller than one float4");
    /* the ridge from this device's own figures, resolved before the suite
     * ran (needs_ceiling): without a ceiling no row is called the peak */
    const double ceiling = sl_ctx_known_ceiling(ctx), spec = sl_dev_fp32_peak_gflops(s->prof, NULL);
    s->peak_flop_per_byte = ceiling > 0.0 && spec > 0.0 ? RF_PEAK_PAST_RIDGE * spec / ceiling : 0.0;
    return SL_OK;
}

/* FLOPs per byte of a row with `fmas` FMAs per float: each float read
 * (4 B) buys 2 x fmas + 1 FLOPs. */
static double rf_intensity(unsigned fmas)
{
    return (2.0 * fmas + 1.0) / 4.0;
}

static int add_case(const rf_state *s, sl_case_list *cases, unsigned fmas)
{
    sl_case_decl *c = sl_case_add(cases);
    if (!c)
        return SL_FAIL;
    snprintf(c->name, sizeof c->name, "fma_sweep:%u", fmas);
    snprintf(c->kernel, sizeof c->kernel, "fma_sweep");
    snprintf(c->options, sizeof c->options, "-DFMAS=%u -DINFLIGHT=%u -DBLOCKED=%u", fmas, s->inflight, s->blocked);
    sl_kv_num(&c->params, "fmas", fmas);
    sl_kv_num(&c->params, "flop_per_byte", rf_intensity(fmas));
    sl_kv_num(&c->params, "inflight", s->inflight);
    sl_kv_str(&c->params, "mapping", s->blocked == 2 ? "group-blocked" : "blocked");
    c->tag[0] = (int)fmas;
    snprintf(c->skip, sizeof c->skip, "%s", s->skip);
    return SL_OK;
}

static int rf_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    rf_state *s = state;
    const unsigned *list = ctx->opts->quick ? sweep_quick : sweep;
    const size_t n = ctx->opts->quick ? N_SWEEP_QUICK : N_SWEEP;
    size_t i = 0;
    for (; i < n && list[i] <= s->max_fmas; ++i)
        if (add_case(s, cases, list[i]) != SL_OK)
            return sl_err_set(e, SL_FAIL, "out of memory");
    /* No row so far measures the peak: go on to the first step of the full
     * sweep at twice the ridge, if the kernel has one (docs/suite-roofline.md,
     * "The sweep reaches the ridge"). */
    const unsigned last = i ? list[i - 1] : 0;
    if (i == 0 || s->peak_flop_per_byte <= 0.0 || rf_intensity(last) >= s->peak_flop_per_byte)
        return SL_OK;
    for (size_t j = 0; j < N_SWEEP; ++j)
        if (sweep[j] > last && rf_intensity(sweep[j]) >= s->peak_flop_per_byte)
            return add_case(s, cases, sweep[j]) == SL_OK ? SL_OK : sl_err_set(e, SL_FAIL, "out of memory");
    return SL_OK;
}

static int rf_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)cases;
    rf_state *s = state;
    if (s->skip[0])
        return SL_OK;
    const size_t max_items = (size_t)RF_LOCAL * s->groups_per_cu * (s->prof->compute_units ? s->prof->compute_units : 1);
    const uint64_t bytes = (uint64_t)s->n * 16, sums = (uint64_t)max_items * sizeof(float);
    const uint64_t dev[2] = { bytes, sums };
    const uint64_t host = bytes + sums + max_items * (sizeof(double) + sizeof(size_t));
    int rc = sl_buf_fits(s->prof, dev, 2, host, e);
    if (rc != SL_OK)
        return rc;
    s->h_in = malloc(bytes);
    s->h_sums = malloc(sums);
    s->item_sum = malloc(max_items * sizeof(double));
    s->item_cnt = malloc(max_items * sizeof(size_t));
    if (!s->h_in || !s->h_sums || !s->item_sum || !s->item_cnt)
        return sl_err_set(e, SL_SKIP, "host memory for the input and its check is not available");
    sl_rng_fill_float(s->h_in, s->n * 4, ctx->opts->seed, 0.5f, 1.0f);
    rc = sl_buf_create(ctx->dev, CL_MEM_READ_ONLY, bytes, s->h_in, &s->d_in, e);
    return rc == SL_OK ? sl_buf_create(ctx->dev, CL_MEM_WRITE_ONLY, sums, NULL, &s->d_sums, e) : rc;
}

/* What each of `items` work-items (groups of `local`) reads, as the
 * kernel's mapping walks it: the sum of its floats and its float4 count. */
static void item_sums(rf_state *s, size_t items, size_t local)
{
    if (s->items == items && s->items_local == local)
        return;
    const size_t n = s->n, I = s->inflight, groups = items / local;
    memset(s->item_sum, 0, items * sizeof(double));
    memset(s->item_cnt, 0, items * sizeof(size_t));
#define RF_ADD(item, j)                                                                                      \
    do {                                                                                                     \
        const float *x_ = &s->h_in[(j) * 4];                                                                 \
        s->item_sum[item] += ((double)x_[0] + x_[1]) + ((double)x_[2] + x_[3]);                              \
        s->item_cnt[item]++;                                                                                 \
    } while (0)
    size_t done;
    if (s->blocked == 2) {
        const size_t tile = local * I, chunk = n / (groups * tile) * tile;
        for (size_t g = 0; g < groups; ++g)
            for (size_t j = 0; j < chunk; ++j)
                RF_ADD(g * local + j % local, g * chunk + j);
        done = groups * chunk;
    } else {
        const size_t per = (n / items) / I * I;
        for (size_t it = 0; it < items; ++it)
            for (size_t j = 0; j < per; ++j)
                RF_ADD(it, it * per + j);
        done = items * per;
    }
    for (size_t j = done; j < n; ++j) /* the tail: grid-stride from done + gid */
        RF_ADD((j - done) % items, j);
#undef RF_ADD
    s->items = items;
    s->items_local = local;
}

static int check(void *arg, char *why, size_t len)
{
    rf_state *s = arg;
    /* each float became a^F x + b (1 - a^F) / (1 - a) */
    const double a = RF_A, b = RF_B, A = pow(a, s->fmas), B = b * (1.0 - A) / (1.0 - a);
    size_t bad = 0, first = 0;
    double got0 = 0, want0 = 0;
    for (size_t i = 0; i < s->items; ++i) {
        const double want = A * s->item_sum[i] + 4.0 * (double)s->item_cnt[i] * B;
        const double got = s->h_sums[i];
        if (!(fabs(got - want) <= RF_TOL * want) && bad++ == 0) {
            first = i;
            got0 = got;
            want0 = want;
        }
    }
    if (!bad)
        return 0;
    snprintf(why, len, "check failed: %zu of %zu work-item sums off by more than %g, first at %zu (got %.9g, want %.9g)",
             bad, s->items, RF_TOL, first, got0, want0);
    return -1;
}

static int rf_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    rf_state *s = state;
    const size_t local = b->kernel_max_local && b->kernel_max_local < RF_LOCAL ? b->kernel_max_local : RF_LOCAL;
    const size_t items = local * s->groups_per_cu * (s->prof->compute_units ? s->prof->compute_units : 1);
    const cl_ulong n = s->n;
    const cl_float a = RF_A, bb = RF_B;
    cl_int err = clSetKernelArg(b->kernel, 0, sizeof(cl_mem), &s->d_in);
    err |= clSetKernelArg(b->kernel, 1, sizeof(cl_mem), &s->d_sums);
    err |= clSetKernelArg(b->kernel, 2, sizeof n, &n);
    err |= clSetKernelArg(b->kernel, 3, sizeof a, &a);
    err |= clSetKernelArg(b->kernel, 4, sizeof bb, &bb);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of fma_sweep");
    item_sums(s, items, local);
    s->fmas = (unsigned)b->decl->tag[0];
    sl_case *c = &b->c;
    c->launch.dims = 1;
    c->launch.local[0] = local;
    c->launch.global[0] = items;
    c->out = s->d_sums;
    c->out_name = "sums";
    c->out_bytes = items * sizeof(float);
    c->host_out = s->h_sums;
    c->check = check;
    c->check_arg = s;
    c->bytes = (double)s->n * 16.0 + (double)items * sizeof(float);
    c->flops = (double)s->n * 4.0 * (2.0 * s->fmas + 1.0);
    if (s->peak_flop_per_byte > 0.0 && rf_intensity(s->fmas) >= s->peak_flop_per_byte)
        sl_kv_num(&r->metrics, SL_M_PEAK_CANDIDATE, 1.0); /* compute-bound here: a measurement of the peak */
    return SL_OK;
}

static void rf_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    rf_state *s = state;
    sl_buf_release(&s->d_in);
    sl_buf_release(&s->d_sums);
    free(s->h_in);
    free(s->h_sums);
    free(s->item_sum);
    free(s->item_cnt);
}

static void rf_summarize(sl_str *out, const sl_summary_in *in)
{
    sl_report_roofline(out, in->res, in->first, in->show, sl_dev_fp32_peak_gflops(in->prof, NULL));
}

static const sl_suite_decl decl = {
    .state_size = sizeof(rf_state),
    .prepare = rf_prepare,
    .plan = rf_plan,
    .allocate = rf_allocate,
    .bind = rf_bind,
    .release = rf_release,
};

const sl_suite sl_suite_roofline = {
    .name = "roofline",
    .summary = "a float4 stream with 0..256 FMAs per float: this device's measured bandwidth roof, FP32 peak and "
               "ridge point",
    .kernel_file = "roofline.cl",
    .needs_ceiling = true, /* the ridge that decides which rows measure the peak */
    .params = params,
    .peak_kernel = "fma_sweep",
    .decl = &decl,
    .summarize = rf_summarize,
    .show = { .plot = SL_PLOT_ROOFLINE, .flops = true },
};
