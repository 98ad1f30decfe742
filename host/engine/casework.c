/* casework.c - one case: poison, time, read back, check, fill the row. */
#include "simtlab/casework.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "simtlab/buffer.h"
#include "simtlab/derive.h"
#include "simtlab/interrupt.h"
#include "simtlab/watch.h"

static int add_row(sl_ctx *ctx, sl_row *r, sl_err *e)
{
    const char *full = sl_row_full_list(r);
    if (full) { /* a key lost for want of room is a bug in the suite: loud, never a quiet row */
        char why[128];
        snprintf(why, sizeof why, "the row's %s hold more than %d keys: the suite adds too many", full, SL_KV_MAX);
        sl_row_fail(r, why);
    }
    if (sl_results_add(ctx->results, r) != 0)
        return sl_err_set(e, SL_FAIL, "out of memory for results");
    return SL_OK;
}

int sl_case_skip(sl_ctx *ctx, sl_row *r, const char *reason)
{
    sl_row_skip(r, reason);
    return add_row(ctx, r, NULL);
}

int sl_case_fail(sl_ctx *ctx, sl_row *r, const char *reason)
{
    sl_row_fail(r, reason);
    return add_row(ctx, r, NULL);
}

/* Poison the output, time the case, read the output back and check its
 * guards; the row gets its times (and its batch, when batched). */
static int case_measure(sl_ctx *ctx, const sl_case *c, sl_row *r, sl_err *e)
{
    const sl_device *dev = ctx->dev;
    sl_timing_opts timing = ctx->opts->timing;
    if (c->host_timer)
        timing.timer = SL_TIMER_HOST;
    timing.tick_ns = (double)dev->prof.timer_resolution_ns;
    unsigned batch = 1;
    /* out NULL: a case with no device output (a timed host step, as
     * gather's sort); its check reads what the step left on the host */
    /* what each step may take, for the watchdog (watch.h): until the
     * first run is timed, pessimistic rates (a tenth of a slow GPU's, a
     * slow CPU's): 20 GB/s and 100 GFLOP/s on a GPU, 1 GB/s and 1 GFLOP/s
     * else. The H100's 5.3 GB copy: 60 s + 2.7 s at --watchdog 60 */
    const bool gpu = (dev->prof.type & CL_DEVICE_TYPE_GPU) != 0;
    const double bps = gpu ? 20e9 : 1e9, flops = gpu ? 100e9 : 1e9;
    sl_watch_expect((double)c->out_bytes / bps);
    int rc = c->out ? sl_buf_poison(dev, c->out, c->out_bytes, e) : SL_OK;
    sl_watch_expect(c->bytes / bps + (isfinite(c->flops) ? c->flops / flops : 0.0));
    if (rc == SL_OK)
        rc = c->enqueue ? sl_time_batched(dev->queue, c->enqueue, c->enqueue_arg, &timing, &r->time_ns, &batch, e)
                        : sl_time_batched(dev->queue, sl_launch_enqueue, (void *)&c->launch, &timing, &r->time_ns,
                                          &batch, e);
    if (rc == SL_OK && batch > 1) /* each sample was this many runs back to back: the tick was too coarse for one */
        sl_kv_num(&r->metrics, SL_M_BATCH, batch);
    sl_watch_expect((double)c->out_bytes / 1e8); /* read back and checked on the host */
    if (rc == SL_OK && c->out)
        rc = sl_buf_read(dev, c->out, c->out_bytes, c->host_out, e);
    if (rc == SL_OK && c->out) { /* a store past either end fails the row, whatever the check says */
        const char *name = c->out_name ? c->out_name : "the output";
        rc = sl_buf_guard_check(dev, c->out, sizeof(float), name, e);
        if (rc == SL_FAIL && e->cl == CL_SUCCESS) /* the zones read back, and were written: not a device error */
            sl_kv_str(&r->metrics, SL_M_OUT_OF_BOUNDS, name);
    }
    return rc;
}

/* The work-group policy (runner.h): a launch the driver refuses is a skip,
 * told by the error code, whatever the query said. Its reason. */
static void refused_group(const sl_device *dev, const sl_case *c, char *why, size_t len)
{
    size_t kmax = 0, local = 1;
    clGetKernelWorkGroupInfo(c->launch.kernel, dev->device_id, CL_KERNEL_WORK_GROUP_SIZE, sizeof kmax, &kmax, NULL);
    for (unsigned d = 0; d < c->launch.dims; ++d)
        local *= c->launch.local[d];
    snprintf(why, len, "the driver refuses a work-group of %zu for this kernel (its CL_KERNEL_WORK_GROUP_SIZE is %zu)",
             local, kmax);
}

/* A verified row's figures: GB/s, GFLOP/s and the peak and ceiling they
 * are set against. */
static void case_figures(sl_ctx *ctx, const sl_case *c, sl_row *r)
{
    r->verified = true;
    r->gbps = c->bytes / r->time_ns.median; /* bytes per ns = GB/s */
    if (isfinite(c->flops)) {
        r->gflops = c->flops / r->time_ns.median;
        char src[48]; /* the peak pct_peak divides by (sl_derive), and where it came from */
        const double peak = sl_ctx_fp32_peak(ctx, r->suite, src, sizeof src);
        if (peak > 0.0) {
            sl_kv_num(&r->metrics, SL_M_PEAK_GFLOPS, peak);
            sl_kv_str(&r->metrics, SL_M_PEAK_SOURCE, src);
        }
    }
    const double ceiling = c->want_efficiency ? sl_ctx_known_ceiling(ctx) : 0.0;
    if (ceiling > 0.0) {
        sl_kv_num(&r->metrics, SL_M_CEILING_GBPS, ceiling); /* efficiency: sl_derive */
        double bytes;
        char from[64];
        sl_ctx_ceiling_source(ctx, &bytes, from, sizeof from);
        if (from[0] && isfinite(bytes)) {
            sl_kv_num(&r->metrics, SL_M_CEILING_BYTES, bytes);
            sl_kv_str(&r->metrics, SL_M_CEILING_CASE, from);
        }
    }
}

int sl_case_run(sl_ctx *ctx, const sl_case *c, sl_row *r, sl_err *e)
{
    char why[256] = "";
    if (sl_interrupted())
        return sl_err_set(e, SL_E_INTR, "interrupted");
    if (!c->enqueue)
        sl_row_set_launch(r, &ctx->dev->prof, &c->launch);
    r->bytes = c->bytes;
    r->flops = c->flops;
    const int rc = case_measure(ctx, c, r, e);
    if (rc == SL_E_INTR)
        return rc; /* the case in flight leaves no row */
    if (rc == SL_SKIP) {
        sl_row_skip(r, e->msg);
    } else if (rc != SL_OK && e->cl == CL_INVALID_WORK_GROUP_SIZE && !c->enqueue) {
        refused_group(ctx->dev, c, why, sizeof why);
        sl_row_skip(r, why);
    } else if (rc != SL_OK && c->enqueue && c->refusal && c->refusal[0]) {
        snprintf(why, sizeof why, "%s: %.200s", c->refusal_prefix ? c->refusal_prefix : "the library refused",
                 c->refusal);
        sl_row_skip(r, why);
    } else if (rc != SL_OK) {
        sl_row_fail(r, e->msg);
    } else if (c->check(c->check_arg, why, sizeof why) != 0) {
        sl_row_fail(r, why);
    } else if (c->want_efficiency && ctx->suite && !ctx->suite->needs_ceiling) {
        /* the ceiling is resolved before a suite's first case, only for a
         * suite that says it needs one (suite.h): never measured from here */
        snprintf(why, sizeof why, "suite %s: its cases want the read ceiling, but it does not declare "
                 "needs_ceiling (suite.h)", ctx->suite->name);
        sl_row_fail(r, why);
    } else {
        case_figures(ctx, c, r);
    }
    return add_row(ctx, r, e);
}

const sl_geometry *sl_case_geometry(const sl_profile *p)
{
    return sl_model_geometry_for(sl_vendor_name(p->vendor), p->arch);
}

const sl_geometry *sl_case_other_geometry(const sl_profile *p)
{
    return sl_model_geometry(p->vendor == SL_VENDOR_AMD && p->simd_width == 64 ? "nvidia-hopper" : "amd-cdna3");
}

static void model_one(sl_row *r, const sl_geometry *g, unsigned lanes, unsigned elem_bytes, sl_addr_fn addr_of,
                      void *arg, int other)
{
    unsigned window = lanes * SL_MODEL_STREAM_REQUESTS;
    unsigned long long *addr = malloc(window * sizeof *addr);
    if (!addr)
        return;
    for (unsigned l = 0; l < window; ++l)
        addr[l] = addr_of(arg, l);
    sl_request q, stream;
    if (sl_model_request(addr, lanes, elem_bytes, g, &q) == 0 &&
        sl_model_request(addr, window, elem_bytes, g, &stream) == 0) {
        if (other) {
            sl_kv_str(&r->model, "other_geometry", g->name);
            sl_kv_num(&r->model, "other_lanes", lanes);
            sl_kv_num(&r->model, "lines_other", q.cache.lines);
            sl_kv_num(&r->model, "sectors_other", q.cache.sectors);
            sl_kv_num(&r->model, SL_MODEL_PREDICTED_OTHER, stream.dram_efficiency);
        } else {
            sl_kv_str(&r->model, "geometry", g->name);
            sl_kv_num(&r->model, "lanes", lanes);
            sl_kv_num(&r->model, "lines", q.cache.lines);
            sl_kv_num(&r->model, "sectors", q.cache.sectors);
            sl_kv_num(&r->model, "cache_efficiency", q.cache.efficiency);
            sl_kv_num(&r->model, "dram_efficiency", q.dram_efficiency);
            sl_kv_num(&r->model, SL_MODEL_PREDICTED, stream.dram_efficiency);
        }
    }
    free(addr);
}

void sl_case_model(sl_row *r, const sl_profile *p, unsigned elem_bytes, sl_addr_fn addr_of, void *arg)
{
    const sl_geometry *g = sl_case_geometry(p), *o = sl_case_other_geometry(p);
    model_one(r, g, p->simd_width ? p->simd_width : g->lanes, elem_bytes, addr_of, arg, 0);
    if (o)
        model_one(r, o, o->lanes, elem_bytes, addr_of, arg, 1);
}

typedef struct strided {
    unsigned long long base;
    unsigned long long step;
} strided;

static unsigned long long strided_addr(void *arg, unsigned lane)
{
    const strided *s = arg;
    return s->base + lane * s->step;
}

void sl_case_model_strided(sl_row *r, const sl_profile *p, unsigned long long base, unsigned elem_bytes,
                           unsigned stride_elems)
{
    strided s = { base, (unsigned long long)stride_elems * elem_bytes };
    sl_case_model(r, p, elem_bytes, strided_addr, &s);
}

const char *sl_vector_name(unsigned floats, char *buf, size_t len)
{
    snprintf(buf, len, floats == 1 ? "float" : "float%u", floats);
    return buf;
}
