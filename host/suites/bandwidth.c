/* bandwidth.c - suite "bandwidth": streaming read, write and copy at float,
 * float2, float4, float8 and float16, and write and copy again with one
 * element per work-item (the per-lane rows: a wide vector per lane is not a
 * wide request). Every other suite's efficiency is a fraction of the best
 * read here. */
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

#define SUITE "bandwidth"

/* Defaults, each overridable with --param. Chosen by scripts/gpu-sweep.sh
 * on an H200 (docs/results.md) and by the same sweep on PoCL. */
#define BW_LOCAL 256          /* 8 warps / 4 wave64s: enough to hide issue latency, fits everywhere */
/* GPUs: each group streams its own chunk (mapping 2), 4 loads in flight per
 * lane, 8 groups of 256 per CU = 2048 lanes, a full NVIDIA SM (sm_80/90) and
 * 8 waves per SIMD on CDNA. 4634 GB/s vs 4432 for the grid-stride sweep. */
#define BW_GPU_MAPPING 2
#define BW_GPU_INFLIGHT 4
#define BW_GPU_GROUPS_PER_CU 8
/* CPUs: each work-item its own run (mapping 1), 8 loads per step, 4 groups
 * per core. */
#define BW_CPU_MAPPING 1
#define BW_CPU_INFLIGHT 8
#define BW_CPU_GROUPS_PER_CU 4
/* Group-contiguous write and copy: floats per work-item. float and float2
 * move 16 (16 or 8 stores in flight per lane), wider vectors one vector (a
 * float4: one 16-byte store). H200, 2026-11-24, 4 floats per work-item at
 * every width: copy float 90.5% and write float 90.3% of their best width;
 * 16 for float and float2: 97% and 96% (docs/results.md). */
#define BW_ITEM_FLOATS_NARROW 16
static unsigned default_item_floats(unsigned vec)
{
    return vec < 4 ? BW_ITEM_FLOATS_NARROW : vec;
}

static const unsigned widths[] = { 1, 2, 4, 8, 16 };
#define N_WIDTHS (sizeof widths / sizeof widths[0])
/* write and copy: group-contiguous (each store instruction of a warp
 * writes consecutive bytes at every width); the _per_lane rows: one element
 * per work-item (cl/bandwidth.cl says what each store instruction touches). */
enum { K_READ, K_WRITE, K_COPY, K_WRITE_LANE, K_COPY_LANE, N_KERNELS };
static const char *const kernel_names[N_KERNELS] = { "read_sum", "write_pattern", "copy", "write_pattern_per_lane",
                                                     "copy_per_lane" };
static const char *const row_names[N_KERNELS] = { "read", "write", "copy", "write_per_lane", "copy_per_lane" };

/* The store unit of the group-contiguous rows, in floats (SW in
 * cl/bandwidth.cl): at most a float4, the widest store one lane issues in
 * one instruction; and the units one work-item moves (UNITS): max(vec, ITEM_FLOATS)
 * floats per work-item. */
static unsigned store_unit(unsigned vec)
{
    return vec < 4 ? vec : 4;
}

static unsigned units_per_item(unsigned vec, unsigned item_floats)
{
    return (vec > item_floats ? vec : item_floats) / store_unit(vec);
}

static const sl_suite_param params[] = {
    { "local", "work-group size (default 256, clamped to the kernel's limit)", 1, 4096 },
    { "inflight", "independent loads per lane in read (default: 4 on GPUs, 8 on CPUs; 1 = one at a time)", 1, 64 },
    { "groups_per_cu", "work-groups per compute unit in read's persistent grid (default: 8 on GPUs, 4 on CPUs)", 1,
      4096 },
    { "item_floats", "floats one work-item moves in the group-contiguous write and copy, at every width, at least "
                     "its vector (default: 16 for float and float2, else one vector; a power of two)", 1, 64 },
    { "blocked", "read mapping: 0 = grid-stride, lanes interleaved; 1 = a contiguous run per work-item "
                 "(CPU default); 2 = a contiguous chunk per work-group, lanes interleaved (GPU default)", 0, 2 },
    { NULL, NULL, 0, 0 },
};

#define MIB (1ull << 20)
#define GIB (1ull << 30)

typedef struct bw_state {
    sl_ctx *ctx;
    const sl_profile *prof;
    size_t n_floats;          /* floats in the buffer */
    uint64_t bytes;
    char too_small[64];       /* why every case is skipped, or empty */
    float *h_in;              /* host copy of the input */
    float *h_out;             /* read-back space */
    cl_mem d_in, d_out, d_sums;
    size_t sums_len;          /* floats in d_sums */
    size_t local;
    unsigned inflight;
    unsigned groups_per_cu;
    size_t launch_local;      /* the local size of the case being run */
    unsigned blocked;         /* read_sum's mapping (0, 1, 2), as in cl/bandwidth.cl */
    unsigned item_floats;     /* --param item_floats (ITEM_FLOATS), 0 when not given: default_item_floats */
    uint32_t seed32;
    struct bw_check {         /* what check_case needs about the case being run */
        const struct bw_state *s;
        int k;                /* K_WRITE_LANE and K_COPY_LANE checked as K_WRITE and K_COPY */
        unsigned vec;
        size_t n, gsz;
    } chk;
} bw_state;

/* ---- checks: exact, or the row fails with the first wrong value -------- */

/* One element's floats in exact units of 1/512: the inputs are dyadic
 * (sl_rng_fill_dyadic: k/512, |k| < 512), so x * 512 is an integer and an
 * integer sum is exact in any order (the compiler may vectorise it, which
 * it may not do to a sum of doubles). */
static inline int32_t units_of(const float *x, unsigned vec)
{
    int32_t t = 0; /* at most 16 x 511 */
    for (unsigned c = 0; c < vec; ++c)
        t += (int32_t)(x[c] * 512.0f);
    return t;
}

/* Each work-item's sum into ref (zeroed), owner by owner, as read_sum
 * maps them (cl/bandwidth.cl):
 * 1: item w owns the run [w * per, (w + 1) * per);
 * 2: group g owns [g * chunk, (g + 1) * chunk), its lanes interleaved
 *    (chunk is a multiple of the group's size: lane = offset % local);
 * 0, and the tail past the blocked part in 1 and 2: j mod gsz.
 * No division per element, and inlined once per width (vec a constant):
 * the check of a 4 GiB buffer is a host pass near memory speed (it was
 * most of a lab's ceiling measurement on a GPU). */
static inline __attribute__((always_inline)) void read_sums(const bw_state *s, unsigned vec, size_t n, size_t gsz,
                                                            int64_t *ref)
{
    const size_t local = s->launch_local;
    const size_t tile = local * s->inflight;
    const float *x = s->h_in;
    size_t blocked_end = 0;
    if (s->blocked == 1) {
        const size_t per = (n / gsz) / s->inflight * s->inflight;
        for (size_t w = 0; w < gsz; ++w)
            for (size_t k = 0; k < per; ++k, x += vec)
                ref[w] += units_of(x, vec);
        blocked_end = gsz * per;
    } else if (s->blocked == 2) {
        const size_t chunk = n / (gsz / local * tile) * tile;
        for (size_t g = 0; g < gsz / local; ++g)
            for (size_t b = 0; b < chunk; b += local)
                for (size_t l = 0; l < local; ++l, x += vec)
                    ref[g * local + l] += units_of(x, vec);
        blocked_end = gsz / local * chunk;
    }
    for (size_t j = blocked_end, g = 0; j < n; ++j, x += vec) {
        ref[g] += units_of(x, vec);
        if (++g == gsz)
            g = 0;
    }
}

static int check_read(const bw_state *s, unsigned vec, size_t n, size_t gsz, char *why, size_t len)
{
    int64_t *ref = calloc(gsz, sizeof *ref); /* each work-item's sum, in units of 1/512 */
    if (!ref) {
        snprintf(why, len, "out of memory for the host reference");
        return -1;
    }
    switch (vec) { /* every sum is exact and must match bit for bit */
    case 1: read_sums(s, 1, n, gsz, ref); break;
    case 2: read_sums(s, 2, n, gsz, ref); break;
    case 4: read_sums(s, 4, n, gsz, ref); break;
    case 8: read_sums(s, 8, n, gsz, ref); break;
    case 16: read_sums(s, 16, n, gsz, ref); break;
    default: read_sums(s, vec, n, gsz, ref); break;
    }
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < gsz; ++i)
        if ((double)s->h_out[i] != (double)ref[i] / 512.0 && bad++ == 0)
            first = i;
    if (bad)
        snprintf(why, len, "check failed: %zu of %zu work-item sums wrong, first at %zu (got %.9g, want %.9g)",
                 bad, gsz, first, (double)s->h_out[first], (double)ref[first] / 512.0);
    free(ref);
    return bad ? -1 : 0;
}

static int check_write(const bw_state *s, unsigned vec, size_t n, char *why, size_t len)
{
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < n; ++i)
        for (unsigned c = 0; c < vec; ++c)
            if (s->h_out[i * vec + c] != sl_pattern_float((uint32_t)i, c, s->seed32) && bad++ == 0)
                first = i * vec + c;
    if (bad)
        snprintf(why, len, "check failed: %zu of %zu floats wrong, first at %zu (got %.9g, want %.9g)", bad,
                 n * vec, first, (double)s->h_out[first],
                 (double)sl_pattern_float((uint32_t)(first / vec), (uint32_t)(first % vec), s->seed32));
    return bad ? -1 : 0;
}

static int check_copy(const bw_state *s, unsigned vec, size_t n, char *why, size_t len)
{
    size_t count = n * vec;
    if (memcmp(s->h_out, s->h_in, count * sizeof(float)) == 0)
        return 0;
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < count; ++i)
        if (memcmp(&s->h_out[i], &s->h_in[i], sizeof(float)) != 0 && bad++ == 0)
            first = i;
    snprintf(why, len, "check failed: %zu of %zu floats differ, first at %zu (got %.9g, want %.9g)", bad,
             count, first, (double)s->h_out[first], (double)s->h_in[first]);
    return -1;
}

/* ---- the declaration ---------------------------------------------------- */

static int check_case(void *arg, char *why, size_t len)
{
    const struct bw_check *c = arg;
    switch (c->k) {
    case K_READ: return check_read(c->s, c->vec, c->n, c->gsz, why, len);
    case K_WRITE:
    case K_WRITE_LANE: return check_write(c->s, c->vec, c->n, why, len);
    default: return check_copy(c->s, c->vec, c->n, why, len);
    }
}

static int bw_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    bw_state *s = state;
    const sl_run_opts *o = ctx->opts;
    s->ctx = ctx;
    s->prof = &ctx->dev->prof;
    const bool cpu = (s->prof->type & CL_DEVICE_TYPE_CPU) != 0;
    s->local = (size_t)sl_opt_param(o, "local", BW_LOCAL);
    s->inflight = (unsigned)sl_opt_param(o, "inflight", cpu ? BW_CPU_INFLIGHT : BW_GPU_INFLIGHT);
    s->groups_per_cu = (unsigned)sl_opt_param(o, "groups_per_cu", cpu ? BW_CPU_GROUPS_PER_CU : BW_GPU_GROUPS_PER_CU);
    s->blocked = (unsigned)sl_opt_param(o, "blocked", cpu ? BW_CPU_MAPPING : BW_GPU_MAPPING);
    s->item_floats = (unsigned)sl_opt_param(o, "item_floats", 0);
    /* the runner checked the range; a unit count must divide it */
    if (s->item_floats & (s->item_floats - 1))
        return sl_err_set(e, SL_E_USAGE, "--param item_floats=%u is not a power of two", s->item_floats);
    s->seed32 = (uint32_t)(o->seed ^ (o->seed >> 32));
    s->bytes = o->size_bytes ? o->size_bytes : sl_size_default_bytes(s->prof, o->quick, sl_host_ram_bytes());
    s->n_floats = (size_t)(s->bytes / sizeof(float));
    s->bytes = s->n_floats * sizeof(float);
    if (s->n_floats < 16)
        snprintf(s->too_small, sizeof s->too_small, "buffer smaller than one float16");
    return SL_OK;
}

/* Width by width, read, write, copy, write_per_lane and copy_per_lane:
 * read:float .. copy_per_lane:float16. */
static int bw_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)ctx;
    const bw_state *s = state;
    static const char *const mappings[] = { "interleaved", "blocked", "group-blocked" };
    for (size_t w = 0; w < N_WIDTHS; ++w)
        for (int k = 0; k < N_KERNELS; ++k) {
            sl_case_decl *c = sl_case_add(cases);
            if (!c)
                return sl_err_set(e, SL_FAIL, "out of memory");
            char vname[16];
            sl_vector_name(widths[w], vname, sizeof vname);
            snprintf(c->name, sizeof c->name, "%s:%s", row_names[k], vname);
            snprintf(c->kernel, sizeof c->kernel, "%s", row_names[k]);
            snprintf(c->entry, sizeof c->entry, "%s", kernel_names[k]);
            snprintf(c->options, sizeof c->options, "-DVEC=%u -DINFLIGHT=%u -DBLOCKED=%u -DITEM_FLOATS=%u", widths[w],
                     s->inflight, s->blocked, s->item_floats ? s->item_floats : default_item_floats(widths[w]));
            sl_kv_str(&c->params, "vector", vname);
            sl_kv_num(&c->params, "elem_bytes", 4 * widths[w]);
            if (k == K_READ) {
                sl_kv_num(&c->params, "inflight", s->inflight);
                sl_kv_str(&c->params, "mapping", mappings[s->blocked]);
            } else {
                sl_kv_str(&c->params, "mapping", k == K_WRITE || k == K_COPY ? "group-contiguous" : "per-lane");
                if ((k == K_WRITE || k == K_COPY) && s->item_floats)
                    sl_kv_num(&c->params, "item_floats", s->item_floats);
            }
            snprintf(c->skip, sizeof c->skip, "%s", s->too_small);
            c->tag[0] = k;
            c->tag[1] = (int)widths[w];
        }
    return SL_OK;
}

static int bw_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)cases;
    bw_state *s = state;
    const sl_device *dev = ctx->dev;
    if (s->too_small[0])
        return SL_OK;
    /* h_out holds either a read-back buffer or read's per-work-item sums
     * (the launch's local size is at most the device's; params are ranged) */
    const uint64_t bytes = s->bytes;
    size_t max_local = s->local < s->prof->max_work_group ? s->local : s->prof->max_work_group;
    size_t sums_bytes = max_local * s->groups_per_cu * s->prof->compute_units * sizeof(float);
    const uint64_t out_bytes = bytes > sums_bytes ? bytes : sums_bytes;
    /* before any allocation: --size 3G on a 2 GiB device is a skip now,
     * not 6 GiB of host memory first */
    const uint64_t dev_bufs[2] = { bytes, bytes };
    int rc = sl_buf_fits(s->prof, dev_bufs, 2, sl_add_sat(bytes, out_bytes), e);
    if (rc != SL_OK)
        return rc;
    s->h_in = malloc(bytes);
    s->h_out = malloc(out_bytes);
    if (!s->h_in || !s->h_out) {
        char b[32];
        return sl_err_set(e, SL_SKIP, "host memory for %s is not available",
                          sl_format_bytes(bytes + out_bytes, b, sizeof b));
    }
    sl_rng_fill_dyadic(s->h_in, s->n_floats, ctx->opts->seed);
    rc = sl_buf_create(dev, CL_MEM_READ_ONLY, bytes, s->h_in, &s->d_in, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_WRITE, bytes, NULL, &s->d_out, e);
    return rc;
}

/* The model: one load or store instruction of a warp (cl/bandwidth.cl). */
static void bw_model(sl_row *r, const bw_state *s, int k, unsigned vec)
{
    const bool grouped = k == K_WRITE || k == K_COPY;
    if (grouped) {
        /* contiguous: every fetched byte is used */
        sl_case_model_strided(r, s->prof, 0, 4 * store_unit(vec), 1);
    } else if (k != K_READ && vec > 4) {
        /* one store instruction: 16 B of each lane's elem, lanes elem apart */
        sl_case_model_strided(r, s->prof, 0, 16, vec / 4);
    } else {
        /* contiguous requests: every fetched byte is used, at either width */
        sl_case_model_strided(r, s->prof, 0, 4 * vec, 1);
    }
}

/* Kernel k's arguments (n_arg elements or store units), and the case's
 * output and bytes moved: n elements of elem bytes, gsz sums for read. */
static int bw_set_args(bw_state *s, sl_bind *b, int k, size_t n, cl_ulong n_arg, size_t gsz, sl_err *e)
{
    sl_case *c = &b->c;
    const unsigned elem = 4 * (unsigned)b->decl->tag[1];
    cl_kernel kern = b->kernel;
    cl_int err;
    switch (k) {
    case K_READ:
        err = clSetKernelArg(kern, 0, sizeof(cl_mem), &s->d_in);
        err |= clSetKernelArg(kern, 1, sizeof(cl_mem), &s->d_sums);
        err |= clSetKernelArg(kern, 2, sizeof n_arg, &n_arg);
        c->out = s->d_sums;
        c->out_name = "sums";
        c->out_bytes = gsz * sizeof(float);
        c->bytes = (double)n * elem + (double)gsz * sizeof(float);
        break;
    case K_WRITE:
    case K_WRITE_LANE:
        err = clSetKernelArg(kern, 0, sizeof(cl_mem), &s->d_out);
        err |= clSetKernelArg(kern, 1, sizeof n_arg, &n_arg);
        err |= clSetKernelArg(kern, 2, sizeof s->seed32, &s->seed32);
        c->out = s->d_out;
        c->out_name = "out";
        c->out_bytes = n * elem;
        c->bytes = (double)n * elem;
        break;
    default:
        err = clSetKernelArg(kern, 0, sizeof(cl_mem), &s->d_in);
        err |= clSetKernelArg(kern, 1, sizeof(cl_mem), &s->d_out);
        err |= clSetKernelArg(kern, 2, sizeof n_arg, &n_arg);
        c->out = s->d_out;
        c->out_name = "out";
        c->out_bytes = n * elem;
        c->bytes = 2.0 * (double)n * elem;
        break;
    }
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of %s", kernel_names[k]);
    return SL_OK;
}

/* Read is a persistent grid (groups_per_cu per compute unit); write and
 * copy one work-item per max(vec, ITEM_FLOATS) floats, their per-lane rows one per
 * element; the local size fits the kernel's limit. */
static int bw_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    bw_state *s = state;
    const int k = b->decl->tag[0];
    const unsigned vec = (unsigned)b->decl->tag[1];
    const size_t n = s->n_floats / vec;
    const bool grouped = k == K_WRITE || k == K_COPY;
    const unsigned item = s->item_floats ? s->item_floats : default_item_floats(vec);
    /* store units of the group-contiguous rows: n elements of vec floats */
    const size_t n_units = n * (vec / store_unit(vec));
    bw_model(r, s, k, vec);

    sl_case *c = &b->c;
    const size_t local = b->kernel_max_local && b->kernel_max_local < s->local ? b->kernel_max_local : s->local;
    c->launch.dims = 1;
    c->launch.local[0] = local;
    const size_t items = grouped ? (n_units + units_per_item(vec, item) - 1) / units_per_item(vec, item) : n;
    c->launch.global[0] = k == K_READ ? local * s->groups_per_cu * s->prof->compute_units : sl_round_up(items, local);
    c->flops = NAN;
    c->host_out = s->h_out;
    c->check = check_case;
    s->launch_local = local;
    const size_t gsz = c->launch.global[0];
    s->chk = (struct bw_check){ s, k, vec, n, gsz };
    c->check_arg = &s->chk;

    if (k == K_READ && gsz > s->sums_len) {
        sl_buf_release(&s->d_sums);
        s->sums_len = 0;
        int rc = sl_buf_create(b->ctx->dev, CL_MEM_WRITE_ONLY, gsz * sizeof(float), NULL, &s->d_sums, e);
        if (rc != SL_OK)
            return rc;
        s->sums_len = gsz;
    }
    return bw_set_args(s, b, k, n, grouped ? n_units : n, gsz, e);
}

static void bw_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    bw_state *s = state;
    sl_buf_release(&s->d_in);
    sl_buf_release(&s->d_out);
    sl_buf_release(&s->d_sums);
    free(s->h_in);
    free(s->h_out);
}

static const sl_suite_decl decl = {
    .state_size = sizeof(bw_state),
    .prepare = bw_prepare,
    .plan = bw_plan,
    .allocate = bw_allocate,
    .bind = bw_bind,
    .release = bw_release,
};

const sl_suite sl_suite_bandwidth = {
    .name = "bandwidth",
    .summary = "streaming read, write and copy at float .. float16 (and one element per lane): this device's "
               "memory ceiling",
    .kernel_file = "bandwidth.cl",
    .params = params,
    .ceiling_kernel = "read",
    .decl = &decl,
    .show = { .roof_kernel = "read" },
};
