/* ceiling.c - what every suite measures against and how big it runs: this
 * device's streaming-read ceiling and the default buffer size. */
#include "simtlab/ceiling.h"

#include <stdio.h>
#include <string.h>

#include "simtlab/buffer.h"
#include "simtlab/derive.h"

#define MIB (1ull << 20)
#define GIB (1ull << 30)

/* The buffer size when --size is not given. Far past the last-level cache,
 * and large enough that launch and ramp-up are a small part of the time:
 * a GPU gets 1/32 of its memory within [256 MiB, 4 GiB] (4 GiB on an H200,
 * 65x its 60 MiB L2; at 1 GiB fixed costs took ~3% there), a CPU 256 MiB or
 * 8x its reported cache, --quick 8 MiB. Never more than the device allows
 * (max allocation; a third of global memory, as copy holds two buffers) nor
 * a quarter of host RAM (the host keeps a copy and a read-back buffer). */
uint64_t sl_size_default_bytes(const sl_profile *p, bool quick, uint64_t host_ram)
{
    uint64_t want;
    if (quick) {
        want = 8 * MIB;
    } else if (p->type & CL_DEVICE_TYPE_GPU) {
        want = p->global_mem / 32;
        want = want < 256 * MIB ? 256 * MIB : want > 4 * GIB ? 4 * GIB : want;
    } else {
        want = 256 * MIB;
        if (p->global_cache && want < 8 * p->global_cache)
            want = 8 * p->global_cache;
    }
    if (want > p->max_alloc)
        want = p->max_alloc;
    if (want > p->global_mem / 3)
        want = p->global_mem / 3;
    if (host_ram && want > host_ram / 4)
        want = host_ram / 4;
    return want;
}

uint64_t sl_case_default_bytes(const sl_profile *p, bool quick, uint64_t quick_bytes, uint64_t max_bytes)
{
    if (quick)
        return quick_bytes < p->max_alloc ? quick_bytes : p->max_alloc;
    uint64_t want = sl_size_default_bytes(p, false, sl_host_ram_bytes());
    return want < max_bytes ? want : max_bytes;
}

/* The suite whose rows are the ceiling: the one that declares a
 * ceiling_kernel (bandwidth's "read"). No suite names another. */
static const sl_suite *ceiling_suite(void)
{
    for (const sl_suite *const *s = sl_suite_all(); *s; ++s)
        if ((*s)->ceiling_kernel)
            return *s;
    return NULL;
}

int sl_ctx_read_ceiling(sl_ctx *ctx, double *gbps, sl_err *e_or_null)
{
    sl_err local = { 0 }; /* suites dereference e: never hand them NULL */
    sl_err *e = e_or_null ? e_or_null : &local;
    if (ctx->read_ceiling > 0.0 || ctx->no_ceiling) {
        *gbps = ctx->read_ceiling;
        return SL_OK;
    }
    const sl_suite *src = ceiling_suite();
    if (!ctx->ceiling_src)
        ctx->ceiling_src = src;
    double best = sl_ctx_known_ceiling(ctx);
    if (best == 0.0 && src) {
        /* Measure it: the ceiling suite's read cases, rows kept aside. */
        /* at this run's --size when given (a small one measures a cache:
         * the efficiency column then says so), else bandwidth's default */
        sl_run_opts o = *ctx->opts;
        char only[64];
        snprintf(only, sizeof only, "%s:", src->ceiling_kernel);
        o.only = only;
        o.n_params = 0;
        o.kernel_file = NULL; /* a lab's student file is not the ceiling's kernel */
        sl_results aside = { 0 };
        sl_ctx sub = *ctx;
        sub.opts = &o;
        sub.results = &aside;
        sub.progress = NULL;
        sub.on_rows = NULL; /* rows kept aside are nobody's to record */
        sub.on_case = NULL;
        sub.keep_ceiling = NULL;
        sub.resume = false;
        sub.suite = src;
        if (ctx->progress)
            ctx->progress(ctx->progress_arg, "ceiling", only, 1, 1);
        /* the ceiling suite itself needs no ceiling: this does not recurse */
        int rc = sl_suite_run(&sub, src, e);
        for (size_t i = 0; rc == SL_OK && i < aside.n; ++i) {
            if (aside.rows[i].verified && aside.rows[i].gbps > best) {
                best = aside.rows[i].gbps;
                ctx->ceiling_bytes = aside.rows[i].bytes;
                snprintf(ctx->ceiling_case, sizeof ctx->ceiling_case, "%.*s", (int)sizeof ctx->ceiling_case - 1,
                         aside.rows[i].case_name);
            }
            if (ctx->keep_ceiling && sl_results_add(ctx->keep_ceiling, &aside.rows[i]) != 0)
                ctx->keep_ceiling = NULL;
        }
        sl_results_free(&aside);
    }
    if (best > 0.0 && !ctx->ceiling_case[0]) /* from the run's own rows: which one */
        sl_ctx_ceiling_source(ctx, &ctx->ceiling_bytes, ctx->ceiling_case, sizeof ctx->ceiling_case);
    ctx->read_ceiling = best;
    *gbps = best;
    sl_err_clear(&local);
    return SL_OK;
}

