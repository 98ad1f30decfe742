/* session.c - what the engine gives every case besides the runner: the
 * options a case reads (--only, --param), its launch in SIMD terms,
 * progress, and the figures its rows are measured against (the read
 * ceiling and the FP32 peak), read from rows of the suites ctx names
 * (sl_ctx.ceiling_src, peak_src): the engine never looks a suite up. */
#include "simtlab/suite.h"

#include <stdio.h>
#include <math.h>
#include <string.h>

#include "simtlab/derive.h"
#include "simtlab/runner.h"

/* The best verified row of ctx->ceiling_src's ceiling kernel in
 * ctx->results, or NULL: what the ceiling is when it was not measured aside. */
static const sl_row *best_ceiling_row(const sl_ctx *ctx)
{
    const sl_suite *src = ctx->ceiling_src;
    const sl_row *best = NULL;
    for (size_t i = 0; src && src->ceiling_kernel && ctx->results && i < ctx->results->n; ++i) {
        const sl_row *r = &ctx->results->rows[i];
        if (strcmp(r->suite, src->name) == 0 && strcmp(r->kernel, src->ceiling_kernel) == 0 && r->verified &&
            r->gbps > (best ? best->gbps : 0.0))
            best = r;
    }
    return best;
}

double sl_ctx_known_ceiling(const sl_ctx *ctx)
{
    if (ctx->read_ceiling > 0.0 || ctx->no_ceiling)
        return ctx->read_ceiling;
    const sl_row *best = best_ceiling_row(ctx);
    return best ? best->gbps : 0.0;
}

void sl_ctx_ceiling_source(const sl_ctx *ctx, double *bytes, char *case_name, size_t len)
{
    *bytes = NAN;
    case_name[0] = '\0';
    if (ctx->read_ceiling > 0.0 || ctx->no_ceiling) {
        if (ctx->ceiling_case[0]) {
            *bytes = ctx->ceiling_bytes;
            snprintf(case_name, len, "%s", ctx->ceiling_case);
        }
        return;
    }
    const sl_row *best = best_ceiling_row(ctx);
    if (best) {
        *bytes = best->bytes;
        snprintf(case_name, len, "%.*s", (int)len - 1, best->case_name);
    }
}

double sl_ctx_fp32_peak(const sl_ctx *ctx, const char *suite, char *source, size_t len)
{
    const sl_suite *src = ctx->peak_src;
    if (src && suite && strcmp(suite, src->name) == 0)
        src = NULL;
    double best = 0.0;
    for (size_t i = 0; src && i < ctx->results->n; ++i) {
        const sl_row *r = &ctx->results->rows[i];
        const sl_kv *cand = sl_kv_get(&r->metrics, SL_M_PEAK_CANDIDATE);
        if (strcmp(r->suite, src->name) == 0 && strcmp(r->kernel, src->peak_kernel) == 0 && r->verified &&
            cand && !cand->is_str && cand->num == 1.0 && r->gflops > best)
            best = r->gflops;
    }
    if (best > 0.0) {
        if (source)
            snprintf(source, len, "measured: %s %s", src->name, src->peak_kernel);
        return best;
    }
    best = sl_dev_fp32_peak_gflops(&ctx->dev->prof, NULL);
    if (source)
        snprintf(source, len, "spec: units x lanes x 2 x clock");
    return best;
}

const sl_suite_param *sl_suite_param_of(const sl_suite *s, const char *key)
{
    for (const sl_suite_param *p = s->params; p && p->key; ++p)
        if (strcmp(p->key, key) == 0)
            return p;
    return NULL;
}

bool sl_suite_has_param(const sl_suite *s, const char *key)
{
    return sl_suite_param_of(s, key) != NULL;
}

bool sl_opt_wants(const sl_run_opts *o, const char *case_name)
{
    return !o->only || !*o->only || strstr(case_name, o->only) != NULL;
}

uint64_t sl_opt_param(const sl_run_opts *o, const char *key, uint64_t def)
{
    for (int i = 0; i < o->n_params; ++i)
        if (strcmp(o->param_key[i], key) == 0)
            return o->param_val[i];
    return def;
}

uint64_t sl_ctx_param(sl_ctx *ctx, const char *key, uint64_t def)
{
    uint64_t v = def;
    bool given = false;
    for (int i = 0; i < ctx->opts->n_params && !given; ++i)
        if (strcmp(ctx->opts->param_key[i], key) == 0) {
            v = ctx->opts->param_val[i];
            given = true;
        }
    /* the runner checked the file's values against the param's range */
    const double tuned = ctx->tuned ? sl_kv_number(&ctx->tuned->params, key) : NAN;
    if (!given && isfinite(tuned)) {
        v = (uint64_t)tuned;
        ctx->tuned_used = true;
    }
    if (ctx->resolved)
        sl_kv_num(ctx->resolved, key, (double)v);
    return v;
}

void sl_row_set_launch(sl_row *r, const sl_profile *prof, const sl_launch *l)
{
    r->dims = l->dims;
    size_t threads = 1, groups = 1;
    for (unsigned d = 0; d < l->dims && d < 3; ++d) {
        r->global[d] = l->global[d];
        r->local[d] = l->local[d];
        threads *= l->local[d];
        groups *= l->local[d] ? l->global[d] / l->local[d] : 0;
    }
    r->simd_width = prof->simd_width;
    r->warps_per_group = (double)threads / (double)prof->simd_width;
    r->groups_per_cu = prof->compute_units ? (double)groups / (double)prof->compute_units : 0.0;
}

void sl_ctx_progress(const sl_ctx *ctx, const char *suite, const char *what, int i, int n)
{
    if (ctx->progress)
        ctx->progress(ctx->progress_arg, suite, what, i, n);
}
