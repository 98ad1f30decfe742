/* registry.c - every suite simtlab knows; the first is the default. */
#include "simtlab/registry.h"

#include "simtlab/ceiling.h"
#include "simtlab/derive.h"
#include "simtlab/runner.h"

#include <math.h>
#include <string.h>

/* suites.inc is generated from SIMTLAB_SUITES in CMakeLists.txt. */
#define SL_SUITE(name) extern const sl_suite sl_suite_##name;
#include "suites.inc"
#undef SL_SUITE

static const sl_suite *const registry[] = {
#define SL_SUITE(name) &sl_suite_##name,
#include "suites.inc"
#undef SL_SUITE
    NULL,
};

const sl_suite *const *sl_suite_all(void)
{
    return registry;
}

int sl_suite_run(sl_ctx *ctx, const sl_suite *suite, sl_err *e)
{
    size_t first = ctx->results->n;
    /* a resumed worker (watch.h) holds this suite's first rows already:
     * the ratios are over the whole suite */
    while (ctx->resume && first > 0 && strcmp(ctx->results->rows[first - 1].suite, suite->name) == 0)
        --first;
    /* what the suite's rows are measured against, resolved before its
     * first case: no case starts a run of another suite */
    double ceiling = 0.0;
    if (suite->needs_ceiling && !ctx->no_ceiling && !(ctx->read_ceiling > 0.0) &&
        sl_ctx_read_ceiling(ctx, &ceiling, e) != SL_OK)
        return SL_FAIL;
    const sl_suite *outer = ctx->suite;
    ctx->suite = suite;
    /* the suites whose rows are the ceiling and the peak: the engine reads
     * their rows through ctx and never looks a suite up */
    for (const sl_suite *const *s = registry; *s; ++s) {
        if ((*s)->ceiling_kernel && !ctx->ceiling_src)
            ctx->ceiling_src = *s;
        if ((*s)->peak_kernel && !ctx->peak_src)
            ctx->peak_src = *s;
    }
    int rc = sl_runner_run(ctx, suite, e);
    ctx->suite = outer;
    /* the rows it did finish get their ratios, even when it stopped early */
    sl_derive(ctx->results, first, &ctx->dev->prof);
    return rc;
}

const sl_suite *sl_suite_find(const char *name)
{
    for (size_t i = 0; registry[i]; ++i)
        if (strcmp(registry[i]->name, name) == 0)
            return registry[i];
    return NULL;
}


const sl_show *sl_suite_show(const char *suite)
{
    const sl_suite *s = suite ? sl_suite_find(suite) : NULL;
    return s ? &s->show : NULL;
}

static double num_param(const sl_row *r, const char *key)
{
    return sl_kv_number(&r->params, key);
}

/* The little_kernel row at its suite's lowest x among [0, first). */
static const sl_row *little_row(const sl_results *res, size_t first)
{
    const sl_suite *src = NULL;
    for (const sl_suite *const *s = registry; *s && !src; ++s)
        if ((*s)->little_kernel)
            src = *s;
    const sl_row *best = NULL;
    for (size_t i = 0; src && i < first; ++i) {
        const sl_row *r = &res->rows[i];
        if (strcmp(r->suite, src->name) != 0 || strcmp(r->kernel, src->little_kernel) != 0 || !r->verified ||
            !isfinite(sl_derived(r, SL_D_LITTLE_NS)))
            continue;
        if (!best || num_param(r, src->show.x) < num_param(best, src->show.x))
            best = r;
    }
    return best;
}

void sl_suite_summarize(const sl_suite *suite, const sl_results *res, size_t first, const sl_profile *p, sl_str *out)
{
    if (!suite->summarize)
        return;
    const sl_summary_in in = { res, first, p, sl_suite_show, little_row(res, first) };
    suite->summarize(out, &in);
}
