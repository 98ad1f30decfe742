/* registry.c - every suite simtlab knows; the first is the default. */
#include "simtlab/suite.h"

#include "simtlab/ceiling.h"
#include "simtlab/derive.h"
#include "simtlab/runner.h"

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
    int rc = suite->decl ? sl_runner_run(ctx, suite, e) : suite->run(ctx, e);
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
