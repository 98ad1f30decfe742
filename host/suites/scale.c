/* scale.c - suite "scale": y = a x over a streaming buffer, one float per
 * work-item, then one float4 per work-item (the tail one float at a time),
 * then the same with x starting `offset` floats past an aligned address.
 * The worked example of a declared suite (docs/architecture.md): its
 * state, its cases, its buffers and one bind; the runner does the rest. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "simtlab/ceiling.h"
#include "simtlab/clerror.h"
#include "simtlab/rng.h"
#include "simtlab/runner.h"

#define SCALE_LOCAL 256
#define SCALE_A 1.5f          /* times a dyadic input: exact in float */
#define SCALE_QUICK (1ull << 20)
#define SCALE_MAX (1ull << 30)
#define SCALE_MAX_OFFSET 64     /* floats: x holds this many more, so every offset reads inside it */

static const sl_suite_param params[] = {
    { "local", "work-group size (default 256)", 1, 4096 },
    { "offset", "scale4_offset reads x from this many floats past an aligned address (default 1: 4 bytes)", 0,
      SCALE_MAX_OFFSET },
    { NULL, NULL, 0, 0 },
};

typedef struct sc_state {
    size_t n, local, offset;
    size_t check_offset;      /* the case being checked: 0, or offset */
    uint32_t seed;
    cl_mem d_x, d_y;
    float *h_y;
} sc_state;

static int sc_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    (void)e;
    sc_state *s = state;
    const sl_run_opts *o = ctx->opts;
    uint64_t bytes = o->size_bytes ? o->size_bytes
                                   : sl_case_default_bytes(&ctx->dev->prof, o->quick, SCALE_QUICK, SCALE_MAX);
    s->n = (size_t)(bytes / sizeof(float));
    s->local = (size_t)sl_opt_param(o, "local", SCALE_LOCAL);
    s->offset = (size_t)sl_opt_param(o, "offset", 1);
    s->seed = (uint32_t)(o->seed ^ (o->seed >> 32));
    return SL_OK;
}

/* The cases: floats per work-item, and whether x starts `offset` floats
 * past an aligned address. */
static const struct {
    const char *name, *kernel;
    unsigned width;
    bool offset;
} kinds[] = {
    { "scale:float", "scale", 1, false },
    { "scale4:float4", "scale4", 4, false },
    { "scale4_ptr:float4", "scale4_ptr", 4, false },
    { "scale4_offset:float4", "scale4_offset", 4, true },
};

static int sc_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)ctx;
    const sc_state *s = state;
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; ++k) {
        sl_case_decl *c = sl_case_add(cases);
        if (!c)
            return sl_err_set(e, SL_FAIL, "out of memory");
        char vec[16];
        snprintf(c->name, sizeof c->name, "%s", kinds[k].name);
        snprintf(c->kernel, sizeof c->kernel, "%s", kinds[k].kernel);
        sl_kv_str(&c->params, "vector", sl_vector_name(kinds[k].width, vec, sizeof vec));
        sl_kv_num(&c->params, "n", (double)s->n);
        if (kinds[k].offset)
            sl_kv_num(&c->params, "offset_bytes", (double)(s->offset * sizeof(float)));
        c->tag[0] = (int)k;
        if (s->n == 0)
            snprintf(c->skip, sizeof c->skip, "buffer smaller than one float");
    }
    return SL_OK;
}

static int sc_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)cases;
    sc_state *s = state;
    const uint64_t bytes = (uint64_t)s->n * sizeof(float);
    const uint64_t bufs[2] = { bytes + SCALE_MAX_OFFSET * sizeof(float), bytes };
    int rc = s->n ? sl_buf_fits(&ctx->dev->prof, bufs, 2, bytes, e) : SL_OK;
    if (rc != SL_OK || !s->n)
        return rc;
    if (!(s->h_y = malloc(bytes)))
        return sl_err_set(e, SL_SKIP, "host memory for the read-back is not available");
    rc = sl_buf_create_dyadic(ctx->dev, CL_MEM_READ_ONLY, s->n + SCALE_MAX_OFFSET, s->seed, &s->d_x, e);
    return rc == SL_OK ? sl_buf_create(ctx->dev, CL_MEM_READ_WRITE, bytes, NULL, &s->d_y, e) : rc;
}

/* Every y[i] must be a x[i + offset] exactly: one correctly rounded multiply. */
static int check(void *arg, char *why, size_t len)
{
    const sc_state *s = arg;
    for (size_t i = 0; i < s->n; ++i) {
        float want = SCALE_A * sl_dyadic(i + s->check_offset, s->seed);
        if (s->h_y[i] != want) {
            snprintf(why, len, "check failed: y[%zu] = %.9g, want %.9g", i, (double)s->h_y[i], (double)want);
            return -1;
        }
    }
    return 0;
}

static int sc_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    sc_state *s = state;
    const size_t k = (size_t)b->decl->tag[0], width = kinds[k].width;
    const cl_ulong n = s->n, offset = kinds[k].offset ? s->offset : 0;
    const float a = SCALE_A;
    cl_int err = clSetKernelArg(b->kernel, 0, sizeof(cl_mem), &s->d_x);
    err |= clSetKernelArg(b->kernel, 1, sizeof(cl_mem), &s->d_y);
    err |= clSetKernelArg(b->kernel, 2, sizeof a, &a);
    err |= clSetKernelArg(b->kernel, 3, sizeof n, &n);
    if (kinds[k].offset)
        err |= clSetKernelArg(b->kernel, 4, sizeof offset, &offset);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of %s", kinds[k].kernel);
    const size_t local = b->kernel_max_local && b->kernel_max_local < s->local ? b->kernel_max_local : s->local;
    s->check_offset = (size_t)offset;
    b->c.launch.dims = 1;
    b->c.launch.local[0] = local;
    b->c.launch.global[0] = sl_round_up((s->n + width - 1) / width, local);
    b->c.out = s->d_y;
    b->c.out_name = "y";
    b->c.out_bytes = s->n * sizeof(float);
    b->c.host_out = s->h_y;
    b->c.check = check;
    b->c.check_arg = s;
    b->c.bytes = 2.0 * (double)s->n * sizeof(float); /* x read, y written */
    b->c.flops = (double)s->n;
    b->c.want_efficiency = true;
    sl_case_model_strided(r, &b->ctx->dev->prof, offset * sizeof(float), (unsigned)(width * sizeof(float)), 1);
    return SL_OK;
}

static void sc_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    sc_state *s = state;
    sl_buf_release(&s->d_x);
    sl_buf_release(&s->d_y);
    free(s->h_y);
}

static const sl_suite_decl decl = {
    .state_size = sizeof(sc_state),
    .prepare = sc_prepare,
    .plan = sc_plan,
    .allocate = sc_allocate,
    .bind = sc_bind,
    .release = sc_release,
};

const sl_suite sl_suite_scale = {
    .name = "scale",
    .summary = "y = a x: one float, one float4, one float4 from a misaligned x per work-item (the worked example of a suite)",
    .kernel_file = "scale.cl",
    .needs_ceiling = true, /* its rows are a fraction of the read ceiling */
    .params = params,
    .decl = &decl,
};
