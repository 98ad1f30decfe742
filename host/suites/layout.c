/* layout.c - suite "layout": particles {x, y, z, mass} as AoS, SoA and AoSoA,
 * read by an update that needs all four fields and by a sum of mass alone.
 * The question: what does a data layout cost when the work reads one field
 * of four? */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "simtlab/ceiling.h"
#include "simtlab/clerror.h"
#include "simtlab/buffer.h"
#include "simtlab/casework.h"
#include "simtlab/model.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/rng.h"
#include "simtlab/runner.h"
#include "simtlab/suite.h"

#define SUITE "layout"

#define MIB (1ull << 20)
#define GIB (1ull << 30)
#define LAYOUT_QUICK_BYTES MIB  /* --quick: 64 Ki particles */
#define LAYOUT_MAX_DEFAULT GIB  /* the default never goes past this */

#define LAYOUT_LOCAL 256        /* 8 warps / 4 wave64s, as bandwidth */
/* Particles per work-item. On an H200 (1 GiB of particles) sum_mass_soa
 * reached 65% of the read ceiling at 4, 78% at 8 and 89% at 16: more loads
 * in flight per lane, and one local-memory reduction per 4096 particles
 * instead of per 1024. AoS stayed at 25% throughout. */
#define LAYOUT_PER 16
/* A dyadic sum is exact while it has at most 2^15 terms (rng.h), and a
 * work-group's partial sum of mass has local x per_item terms. */
#define LAYOUT_MAX_TILE 32768u
/* SoA arrays start on a multiple of this many floats (256 B), so each
 * array starts on a cache line of every device simtlab knows. */
#define SOA_ALIGN_FLOATS 64

enum { LY_AOS, LY_SOA, LY_AOSOA, N_LAYOUTS };
enum { UP_ALL, UP_ONE, N_UPDATES };
static const char *const layout_names[N_LAYOUTS] = { "aos", "soa", "aosoa" };
static const char *const fields_names[N_UPDATES] = { "all", "one" };
static const char *const kernel_names[N_UPDATES][N_LAYOUTS] = {
    { "update_aos_all", "update_soa_all", "update_aosoa_all" },
    { "sum_mass_aos", "sum_mass_soa", "sum_mass_aosoa" },
};

static const sl_suite_param params[] = {
    { "local", "work-group size (default 256, at most the device's limit)", 1, 4096 },
    { "per_item", "particles per work-item (default 16); local x per_item <= 32768", 1, 64 },
    { "block", "AoSoA block in particles (default: the device's SIMD width)", 1, 4096 },
    { NULL, NULL, 0, 0 },
};

/* The particle buffer's size when --size is not given: bandwidth's choice
 * for this device (far past the last-level cache, within max allocation,
 * global and host memory), at most 1 GiB; --quick 1 MiB. */
static uint64_t default_bytes(const sl_profile *p, bool quick)
{
    return sl_case_default_bytes(p, quick, LAYOUT_QUICK_BYTES, LAYOUT_MAX_DEFAULT);
}

static size_t round_up(size_t n, size_t m)
{
    return (n + m - 1) / m * m;
}

typedef struct ly_state ly_state;

/* What the check needs about the case being run. */
typedef struct ly_check {
    const ly_state *s;
    int layout, update;
    size_t groups;
} ly_check;

struct ly_state {
    sl_ctx *ctx;
    const sl_profile *prof;
    size_t n;                 /* particles */
    size_t stride;            /* floats between SoA arrays */
    size_t in_floats;         /* floats in d_in: enough for every layout */
    size_t local, per, block;
    uint32_t seed32;
    cl_mem d_in, d_out;
    float *h_out;             /* n floats of read-back space */
    ly_check chk;
};

/* Where field f of particle i lives in d_in under each layout: the same
 * rules as cl/layout.cl. d_in holds sl_dyadic(index) at every index, so each
 * layout sees its own particles, all checkable from indices. */
static size_t field_at(const ly_state *s, int layout, size_t i, unsigned f)
{
    switch (layout) {
    case LY_AOS: return 4 * i + f;
    case LY_SOA: return f * s->stride + i;
    default: return (i / s->block) * 4 * s->block + f * s->block + i % s->block;
    }
}

static double field(const ly_state *s, int layout, size_t i, unsigned f)
{
    return sl_dyadic(field_at(s, layout, i, f), s->seed32);
}

/* ---- checks: exact ----------------------------------------------------- */

/* Every product (x + y + z) * mass of odd multiples of 2^-9 below 1 in
 * magnitude has at most 20 significant bits, so the float result is exact:
 * it must equal the double reference bit for bit. A group's partial sum of
 * mass has at most 32768 terms, exact in any order (rng.h). */
static int check_case(void *arg, char *why, size_t len)
{
    const ly_check *c = arg;
    const ly_state *s = c->s;
    const size_t tile = s->local * s->per;
    const size_t count = c->update == UP_ALL ? s->n : c->groups;
    size_t bad = 0, first = 0;
    double first_want = 0.0;
    for (size_t g = 0; g < count; ++g) {
        double want = 0.0;
        if (c->update == UP_ALL) {
            want = (field(s, c->layout, g, 0) + field(s, c->layout, g, 1) + field(s, c->layout, g, 2)) *
                   field(s, c->layout, g, 3);
        } else {
            size_t end = (g + 1) * tile < s->n ? (g + 1) * tile : s->n;
            for (size_t i = g * tile; i < end; ++i)
                want += field(s, c->layout, i, 3);
        }
        if ((double)s->h_out[g] != want && bad++ == 0) {
            first = g;
            first_want = want;
        }
    }
    if (bad)
        snprintf(why, len, "check failed: %zu of %zu %s wrong, first at %zu (got %.9g, want %.9g)", bad, count,
                 c->update == UP_ALL ? "particles" : "group sums of mass", first, (double)s->h_out[first],
                 first_want);
    return bad ? -1 : 0;
}

/* ---- model ------------------------------------------------------------- */

/* What one request of the device touches. fields=one: lane i loads the
 * mass of particle i (pass 0 of the tile). fields=all: every particle costs
 * four loads, and the cache sees their union, so the model's "lanes" are the
 * (particle, field) loads in order: 4i + f loads field f of particle i. */
typedef struct ly_addr {
    const ly_state *s;
    int layout;
    bool all;
} ly_addr;

static unsigned long long field_addr(void *arg, unsigned lane)
{
    const ly_addr *a = arg;
    size_t at = a->all ? field_at(a->s, a->layout, lane / 4, lane % 4) : field_at(a->s, a->layout, lane, 3);
    return (unsigned long long)at * sizeof(float);
}

static void set_model(const ly_state *s, int layout, int update, sl_row *r)
{
    ly_addr a = { s, layout, update == UP_ALL };
    sl_case_model(r, s->prof, sizeof(float), field_addr, &a);
}

/* ---- the declaration ---------------------------------------------------- */

static int ly_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    ly_state *s = state;
    const sl_run_opts *o = ctx->opts;
    s->ctx = ctx;
    s->prof = &ctx->dev->prof;
    s->local = (size_t)sl_opt_param(o, "local", LAYOUT_LOCAL);
    s->per = (size_t)sl_opt_param(o, "per_item", LAYOUT_PER);
    s->block = (size_t)sl_opt_param(o, "block", s->prof->simd_width ? s->prof->simd_width : 1);
    s->seed32 = (uint32_t)(o->seed ^ (o->seed >> 32));
    /* each param's range is the runner's; this one ties two together */
    if (s->local * s->per > LAYOUT_MAX_TILE)
        return sl_err_set(e, SL_E_USAGE,
                          "layout: local x per_item must be <= %u (so group sums stay exact), not %zu",
                          LAYOUT_MAX_TILE, s->local * s->per);
    if (s->local > s->prof->max_work_group)
        s->local = s->prof->max_work_group;
    uint64_t bytes = o->size_bytes ? o->size_bytes : default_bytes(s->prof, o->quick);
    s->n = (size_t)(bytes / (4 * sizeof(float)));
    s->stride = round_up(s->n, SOA_ALIGN_FLOATS);
    s->in_floats = 4 * s->stride;
    if (4 * round_up(s->n, s->block) > s->in_floats)
        s->in_floats = 4 * round_up(s->n, s->block);
    return SL_OK;
}

/* Update of all fields, then sum of mass; AoS, SoA, AoSoA each. */
static int ly_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)ctx;
    const ly_state *s = state;
    char why[256] = "";
    if (s->n == 0)
        snprintf(why, sizeof why, "buffer smaller than one 16-byte particle");
    else if ((uint64_t)s->local * sizeof(float) > s->prof->local_mem)
        snprintf(why, sizeof why, "a reduction over %zu lanes needs %zu B of local memory, the device has %" PRIu64,
                 s->local, s->local * sizeof(float), (uint64_t)s->prof->local_mem);
    for (int u = 0; u < N_UPDATES; ++u)
        for (int l = 0; l < N_LAYOUTS; ++l) {
            sl_case_decl *c = sl_case_add(cases);
            if (!c)
                return sl_err_set(e, SL_FAIL, "out of memory");
            snprintf(c->name, sizeof c->name, "%s:%s", kernel_names[u][l], fields_names[u]);
            snprintf(c->kernel, sizeof c->kernel, "%s", kernel_names[u][l]);
            snprintf(c->options, sizeof c->options, "-DLOCAL=%zu -DPER=%zu -DBLOCK=%zu -DSOA_ALIGN=%d", s->local,
                     s->per, s->block, SOA_ALIGN_FLOATS);
            sl_kv_str(&c->params, "layout", layout_names[l]);
            sl_kv_str(&c->params, "fields", fields_names[u]);
            sl_kv_num(&c->params, "particles", (double)s->n);
            if (l == LY_AOSOA)
                sl_kv_num(&c->params, "block", (double)s->block);
            snprintf(c->skip, sizeof c->skip, "%s", why);
            c->tag[0] = l;
            c->tag[1] = u;
        }
    return SL_OK;
}

static int ly_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)cases;
    ly_state *s = state;
    if (s->n == 0)
        return SL_OK; /* every case carries its reason */
    const uint64_t dev_bufs[2] = { (uint64_t)s->in_floats * sizeof(float), (uint64_t)s->n * sizeof(float) };
    int rc = sl_buf_fits(s->prof, dev_bufs, 2, (uint64_t)s->n * sizeof(float), e);
    if (rc != SL_OK)
        return rc;
    s->h_out = malloc(s->n * sizeof(float));
    if (!s->h_out) {
        char b[32];
        return sl_err_set(e, SL_SKIP, "host memory for a %s read-back buffer is not available",
                          sl_format_bytes(s->n * sizeof(float), b, sizeof b));
    }
    rc = sl_buf_create_dyadic(ctx->dev, CL_MEM_READ_ONLY, s->in_floats, s->seed32, &s->d_in, e);
    if (rc == SL_OK)
        rc = sl_buf_create(ctx->dev, CL_MEM_READ_WRITE, s->n * sizeof(float), NULL, &s->d_out, e);
    return rc;
}

static int ly_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    ly_state *s = state;
    const int layout = b->decl->tag[0], update = b->decl->tag[1];
    set_model(s, layout, update, r);
    const size_t tile = s->local * s->per;
    const size_t groups = (s->n + tile - 1) / tile;
    s->chk = (ly_check){ s, layout, update, groups };
    sl_case *c = &b->c;
    c->flops = NAN;
    c->host_out = s->h_out;
    c->check = check_case;
    c->check_arg = &s->chk;
    c->want_efficiency = true;
    c->out = s->d_out;
    c->out_name = update == UP_ALL ? "out" : "sums"; /* update_*_all write out, sum_mass_* sums */
    c->launch.dims = 1;
    c->launch.local[0] = s->local;
    c->launch.global[0] = groups * s->local;
    const cl_ulong n_arg = s->n;
    cl_int err = clSetKernelArg(b->kernel, 0, sizeof(cl_mem), &s->d_in);
    err |= clSetKernelArg(b->kernel, 1, sizeof(cl_mem), &s->d_out);
    err |= clSetKernelArg(b->kernel, 2, sizeof n_arg, &n_arg);
    if (update == UP_ALL) {
        /* useful: the four fields read, one float written per particle */
        c->out_bytes = s->n * sizeof(float);
        c->bytes = (double)s->n * (4 + 1) * sizeof(float);
    } else {
        /* useful: mass alone, one partial sum written per group */
        c->out_bytes = groups * sizeof(float);
        c->bytes = (double)(s->n + groups) * sizeof(float);
    }
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of %s", kernel_names[update][layout]);
    return SL_OK;
}

static void ly_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    ly_state *s = state;
    sl_buf_release(&s->d_in);
    sl_buf_release(&s->d_out);
    free(s->h_out);
}

static const sl_suite_decl decl = {
    .state_size = sizeof(ly_state),
    .prepare = ly_prepare,
    .plan = ly_plan,
    .allocate = ly_allocate,
    .bind = ly_bind,
    .release = ly_release,
};

const sl_suite sl_suite_layout = {
    .name = "layout",
    .summary = "particles as AoS, SoA and AoSoA: an update of all four fields, a sum of one",
    .kernel_file = "layout.cl",
    .needs_ceiling = true, /* its rows are a fraction of the read ceiling */
    .params = params,
    .decl = &decl,
};
