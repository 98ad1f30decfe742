/* banks.c - suite "banks": local-memory reads (and writes) with a word
 * stride across a warp's lanes, unpadded and padded (stride + 1), with 4-,
 * 8- and 16-byte words. Each row's GB/s is local-memory traffic; the
 * model is the bank model's conflict degree for this device's SIMD width
 * and for the other width (banks.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/ceiling.h"
#include "simtlab/clerror.h"
#include "simtlab/banks.h"
#include "simtlab/derive.h"
#include "simtlab/rng.h"
#include "simtlab/runner.h"

#define BK_LOCAL 256
#define BK_GROUPS_PER_CU 8
#define BK_LDS_BYTES 32768u          /* cl/banks.cl LDS_BYTES */
#define BK_FLOATS (BK_LDS_BYTES / 4) /* the input: one local array's worth */
#define BK_REPS 2048
#define BK_REPS_QUICK 256

typedef struct bk_kind {
    bool write;
    unsigned vec;        /* floats per word: 1, 2, 4 */
    unsigned stride;     /* in words */
    bool padded;         /* stride + 1 */
} bk_kind;

static const bk_kind kinds[] = {
    { false, 1, 1, false },  { false, 1, 2, false },  { false, 1, 4, false },  { false, 1, 8, false },
    { false, 1, 16, false }, { false, 1, 32, false }, { false, 1, 2, true },   { false, 1, 4, true },
    { false, 1, 8, true },   { false, 1, 16, true },  { false, 1, 32, true },  { false, 2, 1, false },
    { false, 2, 2, false },  { false, 2, 16, false }, { false, 2, 16, true },  { false, 4, 1, false },
    { false, 4, 2, false },  { false, 4, 8, false },  { false, 4, 8, true },   { true, 1, 1, false },
    { true, 1, 32, false },  { true, 1, 32, true },
};
#define N_KINDS (sizeof kinds / sizeof kinds[0])

static const sl_suite_param params[] = {
    { "reps", "local-memory accesses per work-item (default 2048, 256 with --quick)", 1, 32768 },
    { NULL, NULL, 0, 0 },
};

typedef struct bk_state {
    const sl_profile *prof;
    unsigned reps;
    uint32_t seed;
    size_t lanes;            /* work-items launched: the out buffer */
    char skip[256];
    cl_mem d_in, d_out;
    float *h_in, *h_out;
    unsigned char *written;  /* local_write: which words the case wrote */
    /* the case being checked */
    const bk_kind *k;
    size_t local, items;
} bk_state;

static unsigned stride_of(const bk_kind *k)
{
    return k->stride + (k->padded ? 1u : 0u);
}

static int bk_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    (void)e;
    bk_state *s = state;
    s->prof = &ctx->dev->prof;
    s->reps = (unsigned)sl_opt_param(ctx->opts, "reps", ctx->opts->quick ? BK_REPS_QUICK : BK_REPS);
    s->seed = (uint32_t)(ctx->opts->seed ^ (ctx->opts->seed >> 32));
    s->lanes = (size_t)(s->prof->compute_units ? s->prof->compute_units : 1) * BK_GROUPS_PER_CU * BK_LOCAL;
    if (s->prof->local_mem < BK_LDS_BYTES)
        snprintf(s->skip, sizeof s->skip, "the kernels hold 32 KiB of local memory; this device has %llu B",
                 (unsigned long long)s->prof->local_mem);
    return SL_OK;
}

static int bk_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)ctx;
    bk_state *s = state;
    for (size_t i = 0; i < N_KINDS; ++i) {
        const bk_kind *k = &kinds[i];
        sl_case_decl *c = sl_case_add(cases);
        if (!c)
            return sl_err_set(e, SL_FAIL, "out of memory");
        char vec[16];
        sl_vector_name(k->vec, vec, sizeof vec);
        snprintf(c->name, sizeof c->name, "%s:%s:s%u%s", k->write ? "write" : "read", vec, k->stride,
                 k->padded ? "+1" : "");
        snprintf(c->kernel, sizeof c->kernel, "%s", k->write ? "local_write" : "local_read");
        snprintf(c->options, sizeof c->options, "-DVEC=%u", k->vec);
        sl_kv_str(&c->params, "vector", vec);
        sl_kv_num(&c->params, "word_bytes", 4.0 * k->vec);
        sl_kv_num(&c->params, "stride_words", stride_of(k));
        sl_kv_str(&c->params, "padded", k->padded ? "yes" : "no");
        sl_kv_num(&c->params, "reps", s->reps);
        c->tag[0] = (int)i;
        if (s->skip[0])
            snprintf(c->skip, sizeof c->skip, "%s", s->skip);
    }
    return SL_OK;
}

static int bk_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)cases;
    bk_state *s = state;
    const uint64_t bufs[2] = { BK_LDS_BYTES, (uint64_t)s->lanes * sizeof(float) };
    int rc = sl_buf_fits(s->prof, bufs, 2, BK_LDS_BYTES + bufs[1] + BK_FLOATS, e);
    if (rc != SL_OK)
        return rc;
    if (!(s->h_in = malloc(BK_LDS_BYTES)) || !(s->h_out = malloc(bufs[1])) || !(s->written = malloc(BK_FLOATS)))
        return sl_err_set(e, SL_SKIP, "host memory for the read-back is not available");
    for (size_t i = 0; i < BK_FLOATS; ++i)
        s->h_in[i] = sl_dyadic(i, s->seed);
    rc = sl_buf_create_dyadic(ctx->dev, CL_MEM_READ_ONLY, BK_FLOATS, s->seed, &s->d_in, e);
    return rc == SL_OK ? sl_buf_create(ctx->dev, CL_MEM_READ_WRITE, bufs[1], NULL, &s->d_out, e) : rc;
}

/* What work-item lid must have written: the sum of its reads, or the word
 * it reads back after the writes, as the kernel computes it. */
static float expected(const bk_state *s, size_t lid)
{
    const bk_kind *k = s->k;
    const size_t words = BK_FLOATS / k->vec, row = 32 / k->vec;
    if (k->write) {
        const size_t w = (lid * 7u) & (words - 1);
        if (s->written[w])
            return (float)w * (float)k->vec;
        const float *x = &s->h_in[w * k->vec]; /* HSUM's order */
        return k->vec == 1 ? x[0] : k->vec == 2 ? x[0] + x[1] : (x[0] + x[1]) + (x[2] + x[3]);
    }
    double comp[4] = { 0, 0, 0, 0 };
    for (size_t it = 0; it < s->reps; ++it) {
        const size_t w = (lid * stride_of(k) + it * row) & (words - 1);
        for (unsigned c = 0; c < k->vec; ++c)
            comp[c] += s->h_in[w * k->vec + c];
    }
    /* dyadic: every partial sum exact in float, so the order does not matter */
    return k->vec == 4 ? ((float)comp[0] + (float)comp[1]) + ((float)comp[2] + (float)comp[3])
                       : (float)comp[0] + (k->vec == 2 ? (float)comp[1] : 0.0f);
}

static int check(void *arg, char *why, size_t len)
{
    bk_state *s = arg;
    const bk_kind *k = s->k;
    if (k->write) { /* which words the launch wrote: every group writes the same ones */
        const size_t words = BK_FLOATS / k->vec, row = 32 / k->vec;
        memset(s->written, 0, words);
        for (size_t lid = 0; lid < s->local; ++lid)
            for (size_t it = 0; it < s->reps; ++it)
                s->written[(lid * stride_of(k) + it * row) & (words - 1)] = 1;
    }
    float want[BK_LOCAL]; /* every group computes the same: one value per local id (bind: local <= BK_LOCAL) */
    for (size_t lid = 0; lid < s->local; ++lid)
        want[lid] = expected(s, lid);
    for (size_t g = 0; g < s->items; ++g) {
        const size_t lid = g % s->local;
        const float w = want[lid];
        if (s->h_out[g] != w) {
            snprintf(why, len, "check failed: work-item %zu (local %zu) wrote %.9g, want %.9g", g, lid,
                     (double)s->h_out[g], (double)w);
            return -1;
        }
    }
    return 0;
}

/* The bank model for this device's SIMD width and for the other width. */
static void model(const bk_kind *k, const sl_profile *p, sl_row *r)
{
    const sl_bank_arch *nv = sl_bank_arch_find("nvidia"), *cdna = sl_bank_arch_find("amd-cdna"),
                       *rdna = sl_bank_arch_find("amd-rdna");
    const bool cpu = (p->type & CL_DEVICE_TYPE_CPU) != 0;
    const sl_bank_arch *own = p->vendor == SL_VENDOR_AMD ? (p->simd_width == 64 ? cdna : rdna) : nv;
    const sl_bank_arch *other = own == cdna ? nv : cdna;
    const sl_bank_access acc = { 0, 4 * k->vec, stride_of(k), 0 };
    sl_bank_result res;
    if (!cpu && own && sl_bank_model(own, &acc, &res, NULL) == SL_OK) {
        sl_kv_str(&r->model, "banks", own->name);
        sl_kv_num(&r->model, "lanes", own->lanes);
        sl_kv_num(&r->model, "passes", res.passes);
        sl_kv_num(&r->model, "conflict_degree", res.degree);
        sl_kv_num(&r->model, SL_MODEL_PREDICTED, res.efficiency);
    }
    if (other && sl_bank_model(other, &acc, &res, NULL) == SL_OK) {
        sl_kv_str(&r->model, "other_banks", other->name);
        sl_kv_num(&r->model, "other_lanes", other->lanes);
        sl_kv_num(&r->model, "conflict_degree_other", res.degree);
        sl_kv_num(&r->model, SL_MODEL_PREDICTED_OTHER, res.efficiency);
    }
}

static int bk_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    bk_state *s = state;
    const bk_kind *k = &kinds[b->decl->tag[0]];
    const size_t local = b->kernel_max_local && b->kernel_max_local < BK_LOCAL ? b->kernel_max_local : BK_LOCAL;
    const cl_uint stride = stride_of(k), reps = s->reps;
    cl_int err = clSetKernelArg(b->kernel, 0, sizeof(cl_mem), &s->d_in);
    err |= clSetKernelArg(b->kernel, 1, sizeof(cl_mem), &s->d_out);
    err |= clSetKernelArg(b->kernel, 2, sizeof stride, &stride);
    err |= clSetKernelArg(b->kernel, 3, sizeof reps, &reps);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of %s", b->decl->kernel);
    s->k = k;
    s->local = local;
    s->items = s->lanes / BK_LOCAL * local;
    b->c.launch.dims = 1;
    b->c.launch.local[0] = local;
    b->c.launch.global[0] = s->items;
    b->c.out = s->d_out;
    b->c.out_name = "out";
    b->c.out_bytes = s->items * sizeof(float);
    b->c.host_out = s->h_out;
    b->c.check = check;
    b->c.check_arg = s;
    /* local-memory bytes the timed loop moves (the fill and the result are small beside them) */
    b->c.bytes = (double)s->items * s->reps * 4.0 * k->vec;
    b->c.flops = NAN;
    /* each stride against stride 1 of the same operation and word size */
    sl_kv_num(&r->metrics, SL_M_LADDER, (k->write ? 10 : 0) + k->vec);
    model(k, s->prof, r);
    return SL_OK;
}

static void bk_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    bk_state *s = state;
    sl_buf_release(&s->d_in);
    sl_buf_release(&s->d_out);
    free(s->h_in);
    free(s->h_out);
    free(s->written);
}

static const sl_suite_decl decl = {
    .state_size = sizeof(bk_state),
    .prepare = bk_prepare,
    .plan = bk_plan,
    .allocate = bk_allocate,
    .bind = bk_bind,
    .release = bk_release,
};

const sl_suite sl_suite_banks = {
    .name = "banks",
    .summary = "local memory read and written at word strides 1..32, unpadded and padded, 4/8/16-byte words: "
               "bank conflicts",
    .kernel_file = "banks.cl",
    .params = params,
    .decl = &decl,
};
