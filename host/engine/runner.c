/* runner.c - the one case loop: every declared suite runs through here. */
#include "simtlab/runner.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/interrupt.h"
#include "simtlab/program.h"
#include "simtlab/resources.h"
#include "simtlab/watch.h"

sl_case_decl *sl_case_add(sl_case_list *l)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 16;
        sl_case_decl *g = realloc(l->items, cap * sizeof *g);
        if (!g)
            return NULL;
        l->items = g;
        l->cap = cap;
    }
    sl_case_decl *c = &l->items[l->n++];
    memset(c, 0, sizeof *c);
    return c;
}

int sl_runner_check_params(const sl_suite *suite, const sl_run_opts *o, sl_err *e)
{
    for (int i = 0; i < o->n_params; ++i) {
        const sl_suite_param *p = sl_suite_param_of(suite, o->param_key[i]);
        if (p && p->max && (o->param_val[i] < p->min || o->param_val[i] > p->max))
            return sl_err_set(e, SL_E_USAGE, "--param %s=%llu is out of range for %s (%llu..%llu)", p->key,
                              (unsigned long long)o->param_val[i], suite->name, (unsigned long long)p->min,
                              (unsigned long long)p->max);
    }
    return SL_OK;
}

/* Programs built so far: one per (kernel file, options). */
struct sl_prog_cache {
    struct prog_entry {
        char file[512], options[256];
        cl_program prog;
        sl_prog_source src;
    } *items;
    size_t n;
};

sl_prog_cache *sl_prog_cache_new(void)
{
    return calloc(1, sizeof(sl_prog_cache));
}

void sl_prog_cache_free(sl_prog_cache *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->n; ++i)
        clReleaseProgram(c->items[i].prog);
    free(c->items);
    free(c);
}

static const char *kernel_file_of(const sl_ctx *ctx, const sl_suite *suite)
{
    return ctx->opts->kernel_file ? ctx->opts->kernel_file : suite->kernel_file;
}

int sl_runner_build(sl_ctx *ctx, const sl_suite *suite, const char *options, cl_program *out, sl_prog_source *src,
                    sl_err *e)
{
    /* NVIDIA: ptxas puts each kernel's registers and spills in the build
     * log (resources.h); the flag changes no code */
    char built[300];
    snprintf(built, sizeof built, "%s%s", options,
             ctx->dev->prof.vendor == SL_VENDOR_NVIDIA ? " -cl-nv-verbose" : "");
    const char *file = kernel_file_of(ctx, suite);
    const sl_prog_text *text = ctx->opts->kernel_text;
    /* the bytes already read, for that file only: a copy of the options
     * that names another file (a lab's solution, timed beside) reads it */
    if (text && strcmp(text->path, file) == 0)
        return sl_prog_build_text(ctx->dev, text, ctx->opts->kernels, built, out, src, e);
    return sl_prog_build(ctx->dev, file, ctx->opts->kernels, built, out, src, e);
}

/* The suite's entry of the tuning file the options name (the device's on
 * the tuning path, or --tuning FILE) into *t: SL_OK (ctx->tuned then
 * points to it), SL_SKIP when there is none (a suite with no tuning
 * space never looks), SL_E_USAGE when the file cannot be read or holds a
 * key the suite does not tune or a value out of its param's range. */
static int tuning_of(sl_ctx *ctx, const sl_suite *suite, sl_tuning_entry *t, sl_err *e)
{
    const sl_run_opts *o = ctx->opts;
    char path[SL_TUNING_PATH_MAX];
    ctx->tuned = NULL;
    ctx->tuned_used = false;
    if (!suite->tune || (!o->tuning_file && !o->tuning_search))
        return SL_SKIP;
    if (o->tuning_file)
        snprintf(path, sizeof path, "%s", o->tuning_file);
    else if (sl_tuning_find(&o->tuning_env, &ctx->dev->prof, path, sizeof path) != SL_OK)
        return SL_SKIP;
    int rc = sl_tuning_load(path, suite->name, t, e);
    if (rc != SL_OK)
        return rc;
    for (int i = 0; i < t->params.n; ++i) {
        const sl_kv *kv = &t->params.items[i];
        bool axis = false;
        for (const sl_tune_axis *a = suite->tune->axes; a && a->key && !axis; ++a)
            axis = strcmp(a->key, kv->key) == 0;
        const sl_suite_param *p = sl_suite_param_of(suite, kv->key);
        if (!axis || !p) {
            char keys[160] = "";
            size_t used = 0;
            for (const sl_tune_axis *a = suite->tune->axes; a && a->key && used < sizeof keys; ++a) {
                int w = snprintf(keys + used, sizeof keys - used, "%s%s", used ? ", " : "", a->key);
                used += w > 0 ? (size_t)w : 0;
            }
            return sl_err_set(e, SL_E_USAGE,
                              "tuning file %s: %s does not tune '%s' (it tunes %s): tune it again, or run with "
                              "--tuning off",
                              path, suite->name, kv->key, keys);
        }
        if (p->max && (kv->num < (double)p->min || kv->num > (double)p->max))
            return sl_err_set(e, SL_E_USAGE, "tuning file %s: %s=%.0f is out of range for %s (%llu..%llu)", path,
                              kv->key, kv->num, suite->name, (unsigned long long)p->min,
                              (unsigned long long)p->max);
    }
    ctx->tuned = t;
    return SL_OK;
}

/* A suite opened for its cases, the one way plan, run and launches all
 * open one (issue 43 item 5): its params checked against its declaration,
 * its tuning file applied (ctx->tuned points into it while open), its
 * state made and prepared, its cases planned. */
typedef struct opened {
    sl_tuning_entry tuned;
    void *state;      /* NULL when it was not made */
} opened;

/* Open suite into o, its cases into cases. Not SL_OK: why; suite_close
 * either way. */
static int suite_open(sl_ctx *ctx, const sl_suite *suite, opened *o, sl_case_list *cases, sl_err *e)
{
    const sl_suite_decl *decl = suite->decl;
    o->state = NULL;
    int rc = sl_runner_check_params(suite, ctx->opts, e);
    if (rc != SL_OK || ((rc = tuning_of(ctx, suite, &o->tuned, e)) != SL_OK && rc != SL_SKIP))
        return rc;
    if (!(o->state = calloc(1, decl->state_size ? decl->state_size : 1)))
        return sl_err_set(e, SL_FAIL, "out of memory");
    if ((rc = decl->prepare(ctx, o->state, e)) != SL_OK)
        return rc;
    return decl->plan(ctx, o->state, cases, e);
}

/* Release what prepare (and allocate) made, some or all, and the tuning. */
static void suite_close(sl_ctx *ctx, const sl_suite *suite, opened *o)
{
    if (o->state && suite->decl->release)
        suite->decl->release(ctx, o->state);
    free(o->state);
    o->state = NULL;
    ctx->tuned = NULL; /* it was the open suite's */
}

int sl_runner_plan(sl_ctx *ctx, const sl_suite *suite, sl_case_list *cases, sl_err *e)
{
    opened o;
    const int rc = suite_open(ctx, suite, &o, cases, e);
    suite_close(ctx, suite, &o);
    return rc;
}

/* The program for this suite's file and options, from the cache or built
 * into it; *src names the file compiled. */
static int program_for(sl_ctx *ctx, const sl_suite *suite, sl_prog_cache *pc, const char *options, cl_program *out,
                       const sl_prog_source **src, sl_err *e)
{
    const char *file = kernel_file_of(ctx, suite);
    for (size_t i = 0; i < pc->n; ++i)
        if (strcmp(pc->items[i].options, options) == 0 && strcmp(pc->items[i].file, file) == 0) {
            *out = pc->items[i].prog;
            *src = &pc->items[i].src;
            return SL_OK;
        }
    if (strlen(file) >= sizeof pc->items[0].file || strlen(options) >= sizeof pc->items[0].options)
        return sl_err_set(e, SL_E_USAGE, "kernel file name or build options too long: %.80s %.80s", file, options);
    struct prog_entry *items = realloc(pc->items, (pc->n + 1) * sizeof *items);
    if (!items)
        return sl_err_set(e, SL_FAIL, "out of memory");
    pc->items = items;
    struct prog_entry *it = &items[pc->n];
    memset(it, 0, sizeof *it);
    int rc = sl_runner_build(ctx, suite, options, &it->prog, &it->src, e);
    if (rc != SL_OK)
        return rc;
    snprintf(it->file, sizeof it->file, "%s", file);
    snprintf(it->options, sizeof it->options, "%s", options);
    ++pc->n;
    *out = it->prog;
    *src = &it->src;
    return SL_OK;
}

static void row_of(const sl_ctx *ctx, const sl_suite *suite, const sl_case_decl *d, sl_row *r)
{
    sl_row_init(r, suite->name, d->kernel);
    snprintf(r->case_name, sizeof r->case_name, "%s", d->name);
    r->params = d->params;
    /* its tiles came from a tuning file: the row says which */
    if (d->tuned && ctx->tuned && ctx->tuned_used) {
        snprintf(r->tuning_path, sizeof r->tuning_path, "%.*s", (int)sizeof r->tuning_path - 1, ctx->tuned->path);
        snprintf(r->tuning_sha256, sizeof r->tuning_sha256, "%s", ctx->tuned->sha256_16);
    }
}

/* Does ctx->results hold a row of this suite's case already (a worker
 * resuming after another hung)? */
static bool case_done(const sl_ctx *ctx, const sl_suite *suite, const sl_case_decl *d)
{
    if (!ctx->resume)
        return false;
    for (size_t i = 0; i < ctx->results->n; ++i) {
        const sl_row *r = &ctx->results->rows[i];
        if (strcmp(r->suite, suite->name) == 0 && strcmp(r->case_name, d->name) == 0)
            return true;
    }
    return false;
}

static bool case_wanted(const sl_ctx *ctx, const sl_suite *suite, const sl_case_decl *d)
{
    return sl_opt_wants(ctx->opts, d->name) && !case_done(ctx, suite, d);
}

static void rows_added(sl_ctx *ctx, size_t from)
{
    if (ctx->on_rows && ctx->results->n > from)
        ctx->on_rows(ctx->on_rows_arg, ctx->results, from);
}

/* Every wanted case not yet run becomes a skipped row with reason. */
static int skip_rest(sl_ctx *ctx, const sl_suite *suite, const sl_case_list *cases, size_t from, const char *reason)
{
    int rc = SL_OK;
    const size_t first = ctx->results->n;
    for (size_t i = from; i < cases->n && rc == SL_OK; ++i) {
        if (!case_wanted(ctx, suite, &cases->items[i]))
            continue;
        sl_row r;
        row_of(ctx, suite, &cases->items[i], &r);
        rc = sl_case_skip(ctx, &r, cases->items[i].skip[0] ? cases->items[i].skip : reason);
    }
    rows_added(ctx, first);
    return rc;
}

/* After a command failed: is the device still answering? A case that does
 * not fit leaves it answering; a queue or context the driver gave up on
 * does not, and then every later case would fail or, worse, read as "does
 * not fit". Lost: the case's row (rows[at], or a new one when at is the end)
 * becomes one failure saying so, and SL_E_LOST is returned; else rc. The
 * caller reports the rows (rows_added). */
static int check_device(sl_ctx *ctx, const sl_suite *suite, const sl_case_decl *d, size_t at, const char *during,
                        int rc, sl_err *e)
{
    sl_err probe = { 0 };
    if (sl_dev_alive(ctx->dev, &probe) == SL_OK)
        return rc;
    /* first lines only: an error's hint says nothing here */
    char why[256], what[160], after[96];
    const char *src = at < ctx->results->n && ctx->results->rows[at].reason[0] ? ctx->results->rows[at].reason
                      : e->msg[0]                                            ? e->msg
                                                                              : "a command failed";
    snprintf(what, sizeof what, "%.*s", (int)strcspn(src, "\n"), src);
    snprintf(after, sizeof after, "%.*s", (int)strcspn(probe.msg, "\n"), probe.msg);
    snprintf(why, sizeof why, "device lost %.40s: %.110s; then %.80s", during, what, after);
    if (at < ctx->results->n) {
        sl_row_fail(&ctx->results->rows[at], why);
    } else {
        sl_row r;
        row_of(ctx, suite, d, &r);
        (void)sl_case_fail(ctx, &r, why);
    }
    rc = sl_err_set(e, SL_E_LOST, "the device stopped answering %s (suite %s, case %s): %s; then %s", during,
                    suite->name, d->name, what, after);
    e->cl = probe.cl;
    sl_err_clear(&probe);
    return rc;
}

/* Case d's kernel into b (its program built or taken from pc), as bind
 * receives it; r names the file compiled. Nothing for a library's case. */
static int kernel_for(sl_ctx *ctx, const sl_suite *suite, sl_prog_cache *pc, const sl_case_decl *d, sl_bind *b,
                      sl_row *r, sl_err *e)
{
    if (d->library)
        return SL_OK;
    cl_program prog = NULL;
    const sl_prog_source *src = NULL;
    int rc = program_for(ctx, suite, pc, d->options, &prog, &src, e);
    if (rc != SL_OK)
        return rc; /* no program: the suite cannot run */
    /* the row names the file its case compiled, hashed as built */
    snprintf(r->source_path, sizeof r->source_path, "%.*s", (int)sizeof r->source_path - 1, src->path);
    snprintf(r->source_sha256, sizeof r->source_sha256, "%s", src->sha256_16);
    if ((rc = sl_prog_kernel(prog, d->entry[0] ? d->entry : d->kernel, &b->kernel, e)) != SL_OK)
        return rc;
    clGetKernelWorkGroupInfo(b->kernel, ctx->dev->device_id, CL_KERNEL_WORK_GROUP_SIZE, sizeof b->kernel_max_local,
                             &b->kernel_max_local, NULL);
    b->c.launch.kernel = b->kernel;
    return SL_OK;
}

static int run_one(sl_ctx *ctx, const sl_suite *suite, void *state, sl_prog_cache *pc, const sl_case_decl *d,
                   sl_err *e)
{
    const sl_suite_decl *decl = suite->decl;
    sl_row r;
    row_of(ctx, suite, d, &r);
    if (d->skip[0])
        return sl_case_skip(ctx, &r, d->skip);
    sl_bind b = { .ctx = ctx, .decl = d };
    int rc = kernel_for(ctx, suite, pc, d, &b, &r, e);
    if (rc != SL_OK)
        return rc;
    rc = decl->bind(state, &b, &r, e);
    if (rc == SL_SKIP)
        rc = sl_case_skip(ctx, &r, e->msg);
    else if (rc != SL_OK)
        rc = sl_case_fail(ctx, &r, e->msg);
    else {
        if (b.kernel) { /* after bind: the __local arguments it sized count */
            sl_res_raw raw;
            sl_res_query(ctx->dev, b.kernel, d->entry[0] ? d->entry : d->kernel, &raw);
            size_t wg = 1;
            for (unsigned k = 0; k < b.c.launch.dims; ++k)
                wg *= b.c.launch.local[k];
            sl_res_apply(&ctx->dev->prof, &raw, b.c.launch.dims ? wg : 0, &r);
        }
        rc = sl_case_run(ctx, &b.c, &r, e);
    }
    if (b.kernel)
        clReleaseKernel(b.kernel);
    return rc;
}

int sl_runner_run(sl_ctx *ctx, const sl_suite *suite, sl_err *e)
{
    const sl_suite_decl *decl = suite->decl;
    opened o;
    sl_case_list cases = { 0 };
    sl_prog_cache own = { 0 }, *pc = ctx->progs ? ctx->progs : &own;
    int rc = suite_open(ctx, suite, &o, &cases, e);
    void *state = o.state;
    if (rc != SL_OK)
        goto done;
    size_t wanted = 0;
    const sl_case_decl *first_case = NULL;
    for (size_t i = 0; i < cases.n; ++i)
        if (case_wanted(ctx, suite, &cases.items[i])) {
            wanted++;
            first_case = first_case ? first_case : &cases.items[i];
        }
    if (wanted == 0)
        goto done;
    if (decl->allocate) {
        /* a hang here is the first case's: it never got to run */
        sl_watch_case("prepare", suite->name, first_case->kernel, first_case->name);
        rc = decl->allocate(ctx, state, &cases, e);
        if (rc != SL_OK && rc != SL_E_INTR && rc != SL_E_USAGE) {
            const size_t before = ctx->results->n;
            rc = check_device(ctx, suite, first_case, before, "while the suite's buffers were prepared", rc, e);
            rows_added(ctx, before);
        }
        if (rc == SL_SKIP) {
            rc = skip_rest(ctx, suite, &cases, 0, e->msg);
            goto done;
        }
        if (rc != SL_OK)
            goto done;
    }
    size_t done_n = 0;
    for (size_t i = 0; i < cases.n && rc == SL_OK; ++i) {
        const sl_case_decl *d = &cases.items[i];
        if (!case_wanted(ctx, suite, d))
            continue;
        if (sl_interrupted()) {
            rc = sl_err_set(e, SL_E_INTR, "interrupted");
            break;
        }
        sl_ctx_progress(ctx, suite->name, d->name, (int)++done_n, (int)wanted);
        sl_watch_case("case", suite->name, d->kernel, d->name);
        if (ctx->on_case) {
            sl_row r;
            row_of(ctx, suite, d, &r);
            ctx->on_case(ctx->on_rows_arg, &r);
        }
        const size_t before = ctx->results->n;
        rc = run_one(ctx, suite, state, pc, d, e);
        /* a row that is not verified, or no row: did the device go away? */
        const bool added = ctx->results->n > before;
        if (rc != SL_E_INTR && !d->skip[0] &&
            (rc != SL_OK || (added && ctx->results->rows[ctx->results->n - 1].status != SL_ROW_OK)))
            rc = check_device(ctx, suite, d, added ? ctx->results->n - 1 : ctx->results->n, "during this case", rc,
                              e);
        rows_added(ctx, before);
    }
done:
    suite_close(ctx, suite, &o);
    for (size_t i = 0; i < own.n; ++i)
        clReleaseProgram(own.items[i].prog);
    free(own.items);
    free(cases.items);
    return rc;
}

/* Case d's launch (a kernel of ours): bound as a run binds it, then
 * nothing enqueued. The __local arguments are what
 * CL_KERNEL_LOCAL_MEM_SIZE gained in bind (0 when a driver cannot say
 * before the arguments are set). */
static void launch_of(sl_ctx *ctx, const sl_suite *suite, void *state, sl_prog_cache *pc, const sl_case_decl *d,
                      sl_case_launch *l)
{
    const cl_device_id dev = ctx->dev->device_id;
    sl_err e = { 0 };
    sl_row r;
    row_of(ctx, suite, d, &r);
    sl_bind b = { .ctx = ctx, .decl = d };
    cl_ulong before = 0, after = 0;
    int rc = kernel_for(ctx, suite, pc, d, &b, &r, &e);
    const bool know = rc == SL_OK &&
                      clGetKernelWorkGroupInfo(b.kernel, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof before, &before,
                                               NULL) == CL_SUCCESS;
    if (rc == SL_OK)
        rc = suite->decl->bind(state, &b, &r, &e);
    if (rc == SL_OK) {
        if (know && clGetKernelWorkGroupInfo(b.kernel, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof after, &after, NULL) !=
                        CL_SUCCESS)
            after = before;
        l->wg = b.c.launch.dims ? 1 : 0;
        for (unsigned k = 0; k < b.c.launch.dims; ++k)
            l->wg *= b.c.launch.local[k];
        l->local_args = after > before ? after - before : 0;
    } else {
        snprintf(l->why, sizeof l->why, "%s %.140s", rc == SL_SKIP ? "skipped here:" : "not bound here:", e.msg);
    }
    if (b.kernel)
        clReleaseKernel(b.kernel);
    sl_err_clear(&e);
}

int sl_runner_launches(sl_ctx *ctx, const sl_suite *suite, sl_case_list *cases, sl_case_launch **launches, sl_err *e)
{
    const sl_suite_decl *decl = suite->decl;
    opened o;
    *launches = NULL;
    sl_prog_cache own = { 0 };
    int rc = suite_open(ctx, suite, &o, cases, e);
    void *state = o.state;
    if (rc != SL_OK)
        goto done;
    if (!(*launches = calloc(cases->n ? cases->n : 1, sizeof **launches))) {
        rc = sl_err_set(e, SL_FAIL, "out of memory");
        goto done;
    }
    sl_err why = { 0 };
    const int made = decl->allocate ? decl->allocate(ctx, state, cases, &why) : SL_OK;
    for (size_t i = 0; i < cases->n && rc == SL_OK; ++i) {
        const sl_case_decl *d = &cases->items[i];
        sl_case_launch *l = &(*launches)[i];
        if (sl_interrupted())
            rc = sl_err_set(e, SL_E_INTR, "interrupted");
        else if (d->skip[0])
            snprintf(l->why, sizeof l->why, "skipped here: %.140s", d->skip);
        else if (d->library) /* a peer's call: nothing of ours to compile elsewhere */
            snprintf(l->why, sizeof l->why, "a library's call: no kernel of ours");
        else if (made != SL_OK) /* the suite's buffers do not fit here: no bind */
            snprintf(l->why, sizeof l->why, "not bound here: %.140s", why.msg);
        else
            launch_of(ctx, suite, state, &own, d, l);
    }
    sl_err_clear(&why);
done:
    suite_close(ctx, suite, &o);
    for (size_t i = 0; i < own.n; ++i)
        clReleaseProgram(own.items[i].prog);
    free(own.items);
    if (rc != SL_OK) {
        free(*launches);
        *launches = NULL;
    }
    return rc;
}
