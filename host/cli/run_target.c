/* run_target.c - `simtlab run --target T`: each suite's cases compiled
 * offline before it runs, and its rows given the figures (run_target.h). */
#include "run_target.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "simtlab/offline_summary.h"
#include "simtlab/compiled.h"
#include "simtlab/interrupt.h"
#include "simtlab/program.h"
#include "simtlab/watch.h"

int run_target_open(run_targets *rt, const char *list, sl_kernel_dirs kernels)
{
    memset(rt, 0, sizeof *rt);
    const sl_offline_env env = cli_offline_env();
    sl_err e = { 0 };
    int rc = sl_offline_parse_targets(list, rt->tg, SL_COMPILED_MAX, &rt->n, &e);
    if (rc != SL_OK) {
        fprintf(stderr, "simtlab run: %s\n", e.msg);
        sl_err_clear(&e);
        return EXIT_USAGE;
    }
    if (sl_offline_find_tools(rt->tg, rt->n, &env, &rt->tools, &e) != SL_OK) {
        fprintf(stderr, "simtlab run: --target: %s\n", e.msg);
        sl_err_clear(&e);
        return EXIT_NO_TOOL;
    }
    if ((rc = sl_prog_find("common.h", kernels, rt->common, sizeof rt->common, &e)) != SL_OK) {
        rc = cli_fail(rc, &e);
        sl_err_clear(&e);
        return rc;
    }
    return CLI_GO_ON;
}

void run_target_free(run_targets *rt)
{
    free(rt->cases);
    rt->cases = NULL;
    rt->n_cases = rt->cap = 0;
}

/* One compile of the suite's file: a target and a set of build options. */
typedef struct one_compile {
    const sl_offline_target *tg;
    const char *options;            /* the case's, as declared */
    sl_offline_output out;
    char why[160];                  /* "": it ran (out.exit_code says whether it compiled); else why not */
} one_compile;

typedef struct compile_set {
    one_compile *items;
    size_t n;
} compile_set;

static void compile_set_free(compile_set *s)
{
    for (size_t i = 0; i < s->n; ++i)
        sl_offline_output_free(&s->items[i].out);
    free(s->items);
}

/* The compile of file for tg with options: made now, or the one made for
 * an earlier case. NULL with *rc SL_E_INTR on ^C, or SL_FAIL out of memory. */
static const one_compile *compile_of(const run_targets *rt, compile_set *s, size_t max, const sl_offline_target *tg,
                                     const char *file, const char *options, int *rc)
{
    for (size_t i = 0; i < s->n; ++i)
        if (s->items[i].tg == tg && strcmp(s->items[i].options, options) == 0)
            return &s->items[i];
    if (s->n == max) {
        *rc = SL_FAIL;
        return NULL;
    }
    one_compile *c = &s->items[s->n];
    memset(c, 0, sizeof *c);
    c->tg = tg;
    c->options = options;
    /* the watchdog allows the step the compiler's own time limit */
    sl_watch_expect(rt->tools.limit_s / 10.0);
    char dropped[256];
    sl_err e = { 0 };
    *rc = sl_offline_compile_case(&rt->tools, tg, file, rt->common, options, &c->out, dropped, sizeof dropped, &e);
    if (*rc == SL_E_INTR) {
        sl_offline_output_free(&c->out);
        sl_err_clear(&e);
        return NULL;
    }
    if (*rc != SL_OK)
        snprintf(c->why, sizeof c->why, "not compiled: %.140s", e.msg);
    sl_err_clear(&e);
    *rc = SL_OK;
    s->n++;
    return c;
}

/* Case d's figures on every target into tc. */
static int case_figures(run_targets *rt, compile_set *s, size_t max, const char *file, const sl_case_decl *d,
                        const sl_case_launch *l, run_target_case *tc)
{
    const char *entry = d->entry[0] ? d->entry : d->kernel;
    for (size_t t = 0; t < rt->n; ++t) {
        int rc = SL_OK;
        const one_compile *c = compile_of(rt, s, max, rt->tg[t], file, d->options, &rc);
        if (!c)
            return rc;
        if (c->why[0]) {
            char name[24];
            sl_compiled_init(&tc->c[t], rt->tg[t]->name, sl_offline_compiler_name(&rt->tools, name, sizeof name),
                             rt->tg[t]->wave);
            snprintf(tc->c[t].error, sizeof tc->c[t].error, "%s", c->why);
            continue;
        }
        sl_offline_summarise(&rt->tools, rt->tg[t], &c->out, entry, l->wg, l->local_args, &tc->c[t]);
        if (!l->wg) /* no launch here (skipped, a library's call): no occupancy to claim */
            tc->c[t].waves_per_simd = NAN;
    }
    return SL_OK;
}

/* Room for n cases in rt; SL_OK or SL_FAIL. */
static int make_room(run_targets *rt, size_t n)
{
    if (n > rt->cap) {
        run_target_case *g = realloc(rt->cases, n * sizeof *g);
        if (!g)
            return SL_FAIL;
        rt->cases = g;
        rt->cap = n;
    }
    rt->n_cases = 0;
    return SL_OK;
}

int run_target_suite(run_targets *rt, const sl_ctx *ctx, const sl_suite *suite, sl_err *e)
{
    rt->n_cases = 0;
    const sl_run_opts *o = ctx->opts;
    char file[1024];
    sl_results scratch = { 0 };
    sl_ctx plan = { .dev = ctx->dev, .opts = o, .results = &scratch, .no_ceiling = true };
    sl_case_list cl = { 0 };
    sl_case_launch *ls = NULL;
    compile_set s = { 0 };
    sl_watch_expect(0.0); /* planning binds every case, as a suite's buffers are prepared */
    int rc = sl_prog_find(o->kernel_file ? o->kernel_file : suite->kernel_file, o->kernels, file, sizeof file, e);
    if (rc == SL_OK)
        rc = sl_runner_launches(&plan, suite, &cl, &ls, e);
    const size_t max = cl.n * rt->n;
    if (rc == SL_OK && (make_room(rt, cl.n) != SL_OK || !(s.items = calloc(max ? max : 1, sizeof *s.items))))
        rc = sl_err_set(e, SL_FAIL, "out of memory");
    for (size_t i = 0; rc == SL_OK && i < cl.n; ++i) {
        const sl_case_decl *d = &cl.items[i];
        if (d->library || !sl_opt_wants(o, d->name))
            continue;
        run_target_case *tc = &rt->cases[rt->n_cases];
        memset(tc, 0, sizeof *tc);
        snprintf(tc->suite, sizeof tc->suite, "%s", suite->name);
        snprintf(tc->case_name, sizeof tc->case_name, "%s", d->name);
        if ((rc = case_figures(rt, &s, max, file, d, &ls[i], tc)) == SL_OK)
            rt->n_cases++;
        else if (rc == SL_E_INTR)
            sl_err_set(e, SL_E_INTR, "interrupted");
        else
            sl_err_set(e, rc, "out of memory");
    }
    compile_set_free(&s);
    free(ls);
    free(cl.items);
    sl_results_free(&scratch);
    return rc;
}

/* The row's work-items per group, or 0 when its launch is not known. */
static unsigned row_wg(const sl_row *r)
{
    size_t wg = r->dims ? 1 : 0;
    for (unsigned k = 0; k < r->dims && k < 3; ++k)
        wg *= r->local[k];
    return (unsigned)wg;
}

void run_target_fill(const run_targets *rt, sl_row *r)
{
    for (size_t i = 0; i < rt->n_cases; ++i) {
        const run_target_case *tc = &rt->cases[i];
        if (strcmp(tc->suite, r->suite) != 0 || strcmp(tc->case_name, r->case_name) != 0)
            continue;
        r->n_compiled = (unsigned)rt->n;
        for (size_t t = 0; t < rt->n; ++t) {
            r->compiled[t] = tc->c[t];
            /* the launch the row made, when it differs from the one planned */
            const sl_occ_arch *a;
            const unsigned wg = row_wg(r);
            sl_compiled *c = &r->compiled[t];
            if (wg && c->wg && wg != c->wg && rt->tg[t]->occ_arch &&
                sl_occ_find(rt->tg[t]->occ_arch, rt->tg[t]->wave, &a, NULL) == SL_OK)
                (void)sl_compiled_occupancy(a, c, wg, c->local_args > 0 ? (unsigned long long)c->local_args : 0,
                                            NULL, NULL);
        }
        return;
    }
}

void run_target_rows(void *arg, const sl_results *res, size_t from)
{
    run_targets *rt = arg;
    for (size_t i = from; rt->res == res && i < rt->res->n; ++i)
        run_target_fill(rt, &rt->res->rows[i]);
    if (sl_watch_on())
        cli_send_rows(NULL, res, from);
}
