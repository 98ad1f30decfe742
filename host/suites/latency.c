/* latency.c - suite "latency": one work-item chasing a random cycle over
 * working sets from 4 KiB to 1 GiB in steps of sqrt 2, and over a
 * local-memory array. Each row is ns per load by difference (the launch
 * with its timed loads minus the same launch without them) and cycles
 * per load (counted with %clock64 on NVIDIA, else at the reported clock);
 * the summary splits the ladder into plateaus, L1 .. DRAM, beside the
 * published pointer-chase figures and the occupancy suite's Little's-law
 * latency. cl/latency.cl says how a launch is split. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "simtlab/ceiling.h"
#include "simtlab/clerror.h"
#include "simtlab/chase.h"
#include "simtlab/derive.h"
#include "simtlab/devspec.h"
#include "simtlab/parse.h"
#include "simtlab/runner.h"

/* A node per 128 B: two nodes never share a line (NVIDIA and CDNA3 lines
 * are 128 B; a CPU's 64 B). */
#define LT_NODE_BYTES 128u
#define LT_NODE_WORDS (LT_NODE_BYTES / 4u)
#define LT_MIN_KIB 4u
#define LT_MAX_KIB (1024u * 1024u)         /* 1 GiB */
#define LT_MAX_KIB_QUICK (64u * 1024u)
#define LT_MAX_KIB_CAP (4u * 1024u * 1024u) /* 4 GiB: word indices stay below 2^32 */
#define LT_STEPS 2                         /* working sets per doubling: sqrt 2 apart */
#define LT_MAX_SETS 96                     /* 4 KiB .. 4 GiB at 4 per doubling is 81 */
/* Sets up to here get a warm lap in every launch: every private cache
 * (a CPU core's L2 is 1-2 MiB; an SM's L1 256 KiB). Larger sets live in
 * a shared cache that keeps them from launch to launch, and a lap would
 * only grow the base the loads are told from. */
#define LT_WARM_MAX_BYTES (2ull << 20)
/* Sets up to here get one untimed lap before timing, so a set that fits
 * a shared cache (H100/H200 L2 50-60 MiB, a CPU's L3) is in it when timing
 * starts: twice the last-level cache where its size is known (llc_of),
 * never more than this (a lap of 256 MiB is ~2 s on a GPU). */
#define LT_PRIME_MAX_BYTES (256ull << 20)
/* The timed part of a launch (calibrated loads): long beside launch jitter
 * (~1 us GPU, tens of us PoCL), short enough for ~1 s per row. */
#define LT_TARGET_NS 20e6
#define LT_TARGET_NS_QUICK 5e6
#define LT_PROBE_LOADS 16384u              /* the first calibration launch */
#define LT_PROBE_CLEAR_NS 100e3            /* a probe's loads must take this long, and longer than the base */
#define LT_LOADS_MIN 4096u
#define LT_LOADS_MAX (1u << 24)
#define LT_LOADS_CAP (1u << 26)            /* --param loads */
#define LT_LOCAL_BYTES 16384u              /* the local-memory probe, or half the device's local memory */
#define LT_CHUNK_WORDS (2u << 20)          /* upload the cycle 8 MiB at a time */
/* The %clock64 builds the suite tries on NVIDIA, in order: the read with
 * a "memory" clobber, then without it. */
static const char *const clock_opts[] = { "-DSL_CLOCK64=1", "-DSL_CLOCK64=2" };

static const sl_suite_param params[] = {
    { "min_kib", "smallest working set in KiB (default 4)", 4, LT_MAX_KIB_CAP },
    { "max_kib", "largest working set in KiB (default 1048576 = 1 GiB, 65536 with --quick; or --size)", 4,
      LT_MAX_KIB_CAP },
    { "steps", "working sets per doubling (default 2: steps of sqrt 2)", 1, 4 },
    { "loads", "timed loads per launch (default: enough for ~20 ms, ~5 ms with --quick)", 256, LT_LOADS_CAP },
    { NULL, NULL, 0, 0 },
};

typedef struct lt_state {
    const sl_profile *prof;
    uint64_t seed;
    size_t n_sets;
    uint64_t kib[LT_MAX_SETS];   /* the ladder, ascending */
    uint64_t fixed_loads;        /* --param loads, or 0: calibrated per row */
    double target_ns;
    bool clock64;                /* a %clock64 build works here (NVIDIA): clock_opt */
    const char *clock_opt;
    unsigned local_words;
    char local_skip[256];
    cl_mem d_next, d_pos, d_out, d_local;
    uint64_t max_bytes;          /* the largest wanted set that fits: the host arrays' size */
    uint64_t next_bytes;         /* d_next: the row's own buffer, made by bind */
    size_t stage_words;          /* the upload chunk */
    uint32_t *succ, *stage;
    uint32_t h_out[4];
    /* the row being checked */
    sl_row *row;                 /* the row bind filled, which sl_case_run checks and appends */
    size_t nodes;
    unsigned scale;              /* a stored value is node x scale: 32 (word index) or 4 (byte offset) */
    uint64_t steps;              /* warm + loads: one launch's walk */
    double base_ns;
    uint64_t prime_max;          /* sets up to this get an untimed lap first */
} lt_state;

extern const sl_suite sl_suite_latency;

/* The last-level cache size (the DRAM plateau must run past it, and sets
 * up to twice it are primed), and where it came from; 0 when unknown.
 * NVIDIA's CL_DEVICE_GLOBAL_MEM_CACHE_SIZE is not its L2 (an H200 reports
 * 4 MiB: 32 KiB per SM), so a GPU's comes from its spec sheet
 * (data/devices), a CPU's from this host (PoCL's device is this CPU). */
static double llc_of(const sl_profile *p, char *src, size_t len)
{
    if (p->type & CL_DEVICE_TYPE_CPU) {
#ifdef _SC_LEVEL3_CACHE_SIZE
        const long l3 = sysconf(_SC_LEVEL3_CACHE_SIZE), l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
        if (l3 > 0 || l2 > 0) {
            snprintf(src, len, "this host's L%d as sysconf reports it (CPUID)", l3 > 0 ? 3 : 2);
            return (double)(l3 > 0 ? l3 : l2);
        }
#endif
    } else {
        sl_devspec d;
        if (sl_devspec_for_device(sl_vendor_name(p->vendor), p->name, &d) == SL_OK && d.l2_bytes > 0.0) {
            snprintf(src, len, "the L2 of spec sheet %s", d.id);
            return d.l2_bytes;
        }
        if (p->vendor != SL_VENDOR_NVIDIA && p->global_cache) {
            snprintf(src, len, "CL_DEVICE_GLOBAL_MEM_CACHE_SIZE");
            return (double)p->global_cache;
        }
    }
    snprintf(src, len, "unknown");
    return 0.0;
}

static int lt_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    lt_state *s = state;
    const sl_run_opts *o = ctx->opts;
    s->prof = &ctx->dev->prof;
    s->seed = o->seed;
    uint64_t max_def = o->quick ? LT_MAX_KIB_QUICK : LT_MAX_KIB;
    if (o->size_bytes)
        max_def = o->size_bytes / 1024 < LT_MIN_KIB ? LT_MIN_KIB : o->size_bytes / 1024;
    const uint64_t lo = sl_opt_param(o, "min_kib", LT_MIN_KIB), hi = sl_opt_param(o, "max_kib", max_def);
    const unsigned steps = (unsigned)sl_opt_param(o, "steps", LT_STEPS);
    if (lo > hi)
        return sl_err_set(e, SL_E_USAGE, "--param min_kib=%llu is more than the largest working set, %llu KiB",
                          (unsigned long long)lo, (unsigned long long)hi);
    if (hi > LT_MAX_KIB_CAP)
        return sl_err_set(e, SL_E_USAGE, "--size %llu KiB is past the latency suite's largest set, %u KiB",
                          (unsigned long long)hi, LT_MAX_KIB_CAP);
    /* lo x 2^(k / steps) KiB, rounded to whole KiB (a whole number of nodes) */
    for (unsigned k = 0; s->n_sets < LT_MAX_SETS; ++k) {
        const uint64_t kib = (uint64_t)llround((double)lo * pow(2.0, (double)k / steps));
        if (kib > hi)
            break;
        if (s->n_sets == 0 || kib != s->kib[s->n_sets - 1])
            s->kib[s->n_sets++] = kib;
    }
    char src[96];
    const double llc = llc_of(s->prof, src, sizeof src);
    s->prime_max = llc > 0.0 && 2.0 * llc < (double)LT_PRIME_MAX_BYTES ? (uint64_t)(2.0 * llc) : LT_PRIME_MAX_BYTES;
    s->fixed_loads = sl_opt_param(o, "loads", 0);
    s->target_ns = o->quick ? LT_TARGET_NS_QUICK : LT_TARGET_NS;
    unsigned bytes = LT_LOCAL_BYTES;
    while (bytes > 512 && bytes > s->prof->local_mem / 2)
        bytes /= 2;
    s->local_words = bytes / 4;
    if (bytes > s->prof->local_mem / 2)
        snprintf(s->local_skip, sizeof s->local_skip,
                 "the local-memory probe needs 1 KiB of local memory; this device has %llu B",
                 (unsigned long long)s->prof->local_mem);
    /* NVIDIA: try the %clock64 build once; a driver that refuses the inline
     * PTX leaves the rows at the reported clock, never a failed suite */
    for (size_t i = 0; s->prof->vendor == SL_VENDOR_NVIDIA && !s->clock64 && i < 2; ++i) {
        cl_program prog = NULL;
        sl_err be = { 0 };
        s->clock64 = sl_runner_build(ctx, &sl_suite_latency, clock_opts[i], &prog, NULL, &be) == SL_OK;
        s->clock_opt = clock_opts[i];
        if (prog)
            clReleaseProgram(prog);
        sl_err_clear(&be);
    }
    return SL_OK;
}

static int lt_plan(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    (void)ctx;
    lt_state *s = state;
    const sl_profile *p = s->prof;
    const char *clock = s->clock64 ? s->clock_opt : "";
    char b1[32], b2[32];
    for (size_t i = 0; i < s->n_sets; ++i) {
        const uint64_t bytes = s->kib[i] * 1024;
        sl_case_decl *c = sl_case_add(cases);
        if (!c)
            return sl_err_set(e, SL_FAIL, "out of memory");
        snprintf(c->name, sizeof c->name, "chase:%lluKiB", (unsigned long long)s->kib[i]);
        snprintf(c->kernel, sizeof c->kernel, "chase");
        snprintf(c->options, sizeof c->options, "%s", clock);
        sl_kv_num(&c->params, "working_set_kib", (double)s->kib[i]);
        sl_kv_num(&c->params, "working_set_bytes", (double)bytes);
        sl_kv_num(&c->params, "nodes", (double)(bytes / LT_NODE_BYTES));
        c->tag[0] = (int)i;
        if (bytes > p->max_alloc)
            snprintf(c->skip, sizeof c->skip, "a %s working set is more than the device's max allocation (%s)",
                     sl_format_bytes(bytes, b1, sizeof b1), sl_format_bytes(p->max_alloc, b2, sizeof b2));
        else if (bytes > p->global_mem / 2)
            snprintf(c->skip, sizeof c->skip, "a %s working set is more than half the device's memory (%s)",
                     sl_format_bytes(bytes, b1, sizeof b1), sl_format_bytes(p->global_mem, b2, sizeof b2));
    }
    sl_case_decl *c = sl_case_add(cases);
    if (!c)
        return sl_err_set(e, SL_FAIL, "out of memory");
    snprintf(c->name, sizeof c->name, "local");
    snprintf(c->kernel, sizeof c->kernel, "chase_local");
    snprintf(c->options, sizeof c->options, "-DLOCAL_WORDS=%u%s%s", s->local_words, clock[0] ? " " : "", clock);
    sl_kv_num(&c->params, "working_set_kib", s->local_words * 4 / 1024.0);
    sl_kv_num(&c->params, "working_set_bytes", s->local_words * 4.0);
    sl_kv_num(&c->params, "nodes", s->local_words);
    c->tag[0] = -1;
    if (s->local_skip[0])
        snprintf(c->skip, sizeof c->skip, "%s", s->local_skip);
    return SL_OK;
}

static int lt_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e)
{
    lt_state *s = state;
    const sl_device *dev = ctx->dev;
    /* The largest wanted set that fits sizes the host arrays; larger ones
     * are skipped with the reason. Each row makes its own buffer (bind):
     * the first rows of one large buffer ran L1-sized sets up to 1.8x
     * slower on PoCL 3.1 than buffers of their own size (this machine,
     * reproducibly, once the buffer passed ~32 MiB; a C chase in the same
     * kind of memory did not). */
    for (size_t i = cases->n; i-- > 0;) {
        sl_case_decl *c = &cases->items[i];
        if (c->tag[0] < 0 || c->skip[0] || !sl_opt_wants(ctx->opts, c->name))
            continue;
        const uint64_t bytes = s->kib[c->tag[0]] * 1024;
        if (bytes <= s->max_bytes)
            continue;
        const uint64_t host = bytes / LT_NODE_BYTES * 4 + LT_CHUNK_WORDS * 4ull; /* the cycle and one chunk */
        const int rc = sl_buf_fits(s->prof, &bytes, 1, host, e);
        if (rc == SL_SKIP) {
            snprintf(c->skip, sizeof c->skip, "%.250s", e->msg);
            continue;
        }
        if (rc != SL_OK)
            return rc;
        s->max_bytes = bytes;
        break;
    }
    size_t nodes = (size_t)(s->max_bytes / LT_NODE_BYTES);
    nodes = nodes > s->local_words ? nodes : s->local_words;
    s->stage_words = s->max_bytes / 4 < LT_CHUNK_WORDS ? (size_t)(s->max_bytes / 4) : LT_CHUNK_WORDS;
    s->stage_words = s->stage_words > s->local_words ? s->stage_words : s->local_words;
    if (!(s->succ = malloc(nodes * sizeof *s->succ)) || !(s->stage = malloc(s->stage_words * sizeof *s->stage)))
        return sl_err_set(e, SL_SKIP, "host memory for the cycle is not available");
    int rc = sl_buf_create(dev, CL_MEM_READ_WRITE, sizeof(cl_uint), NULL, &s->d_pos, e);
    if (rc == SL_OK)
        rc = sl_buf_create(dev, CL_MEM_READ_WRITE, sizeof s->h_out, NULL, &s->d_out, e);
    if (rc == SL_OK && !s->local_skip[0])
        rc = sl_buf_create(dev, CL_MEM_READ_ONLY, s->local_words * sizeof(cl_uint), NULL, &s->d_local, e);
    return rc;
}

/* Upload the cycle in s->succ over `nodes` nodes of slot_words words each:
 * word 0 of slot i holds succ[i] x scale, the others their own word index
 * (a kernel that reads a wrong word of a slot is stuck there and ends at
 * a wrong place, never out of bounds). */
static int upload(lt_state *s, const sl_device *dev, cl_mem buf, size_t nodes, unsigned slot_words,
                  unsigned scale, sl_err *e)
{
    const size_t chunk = s->stage_words / slot_words;
    for (size_t first = 0; first < nodes; first += chunk) {
        const size_t n = nodes - first < chunk ? nodes - first : chunk;
        for (size_t i = 0; i < n; ++i) {
            uint32_t *slot = &s->stage[i * slot_words];
            slot[0] = s->succ[first + i] * scale;
            for (unsigned w = 1; w < slot_words; ++w)
                slot[w] = (uint32_t)((first + i) * slot_words + w);
        }
        cl_int err = clEnqueueWriteBuffer(dev->queue, buf, CL_TRUE, first * slot_words * 4, n * slot_words * 4,
                                          s->stage, 0, NULL, NULL);
        if (err != CL_SUCCESS)
            return sl_err_cl(e, err, "uploading the cycle");
    }
    return SL_OK;
}

static int set_steps(sl_bind *b, cl_uint warm, cl_uint loads, sl_err *e)
{
    cl_int err = clSetKernelArg(b->kernel, 3, sizeof warm, &warm);
    err |= clSetKernelArg(b->kernel, 4, sizeof loads, &loads);
    return err == CL_SUCCESS ? SL_OK : sl_err_cl(e, err, "setting the steps of %s", b->decl->kernel);
}

/* Time the launch as it stands into *st with the run's options; budget
 * scales their budget (the base is a correction, half a case's budget). */
static int time_launch(sl_bind *b, double budget, unsigned reps, sl_stats *st, sl_err *e)
{
    sl_timing_opts t = b->ctx->opts->timing;
    t.budget_s *= budget;
    t.tick_ns = (double)b->ctx->dev->prof.timer_resolution_ns;
    if (reps) {
        t.reps = reps;
        t.warmup = 0;
    }
    return sl_time(b->ctx->dev->queue, sl_launch_enqueue, &b->c.launch, &t, st, e);
}

static int check(void *arg, char *why, size_t len)
{
    lt_state *s = arg;
    const uint32_t start = s->h_out[0], end = s->h_out[1];
    if (start % s->scale || start / s->scale >= s->nodes) {
        snprintf(why, len, "check failed: the launch started at %u, not a node (a multiple of %u below %zu)", start,
                 s->scale, s->nodes * s->scale);
        return -1;
    }
    const uint32_t want = sl_chase_walk(s->succ, s->nodes, start / s->scale, s->steps) * s->scale;
    if (end != want) {
        snprintf(why, len, "check failed: %llu steps from %u ended at %u, want %u", (unsigned long long)s->steps,
                 start, end, want);
        return -1;
    }
    if (!s->clock64)
        return 0;
    /* The counter's cycles over the timed loop of the last launch, and the
     * clock they imply over the median timed part; a reading far from the
     * reported clock (a counter that did not count) falls back to it. The
     * row is the one bind filled: sl_case_run appends it after this check. */
    sl_row *r = s->row;
    const double cycles = (double)s->h_out[2] + 4294967296.0 * s->h_out[3];
    const double ns = r->time_ns.median - s->base_ns, mhz = cycles / ns * 1e3;
    const double rep = s->prof->clock_mhz ? s->prof->clock_mhz : 2000.0;
    sl_kv_num(&r->metrics, "counter_cycles", cycles);
    const bool ok = ns > 0.0 && mhz > 0.25 * rep && mhz < 1.5 * rep;
    sl_kv_num(&r->metrics, SL_M_CLOCK_MHZ, ok ? mhz : s->prof->clock_mhz);
    sl_kv_str(&r->metrics, "clock_source", ok ? "measured" : "reported max clock");
    return 0;
}

/* The row's working set on the device: its own buffer (a global set),
 * a fresh cycle uploaded into it, the walk reset and the arguments set. */
static int lt_load_cycle(lt_state *s, sl_bind *b, bool local, uint64_t bytes, sl_err *e)
{
    const sl_device *dev = b->ctx->dev;
    if (!local && bytes != s->next_bytes) { /* the row's own buffer */
        sl_buf_release(&s->d_next);
        s->next_bytes = 0;
        const int rc = sl_buf_create(dev, CL_MEM_READ_ONLY, (size_t)bytes, NULL, &s->d_next, e);
        if (rc != SL_OK)
            return rc;
        s->next_bytes = bytes;
    }
    s->nodes = local ? s->local_words : (size_t)(bytes / LT_NODE_BYTES);
    s->scale = local ? 4 : LT_NODE_WORDS;
    /* each set its own cycle; a rerun with the same --seed the same one */
    sl_chase_cycle(s->succ, s->nodes, s->seed ^ (0x9E3779B97F4A7C15ull * (s->nodes + (local ? 1 : 0))));
    cl_mem data = local ? s->d_local : s->d_next;
    int rc = upload(s, dev, data, s->nodes, local ? 1 : LT_NODE_WORDS, s->scale, e);
    const cl_uint zero = 0;
    cl_int err = rc == SL_OK ? clEnqueueWriteBuffer(dev->queue, s->d_pos, CL_TRUE, 0, sizeof zero, &zero, 0, NULL,
                                                    NULL)
                             : CL_SUCCESS;
    if (rc != SL_OK)
        return rc;
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "resetting the walk");
    err = clSetKernelArg(b->kernel, 0, sizeof(cl_mem), &data);
    err |= clSetKernelArg(b->kernel, 1, sizeof(cl_mem), &s->d_out);
    err |= clSetKernelArg(b->kernel, 2, sizeof(cl_mem), &s->d_pos);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "setting the arguments of %s", b->decl->kernel);
    return SL_OK;
}

/* Enough loads for the target time: probe launches, each 8x the last,
 * until the loads stand well clear of the base. */
static int lt_calibrate(lt_state *s, sl_bind *b, cl_uint warm, uint64_t *loads, sl_err *e)
{
    double per = 0.0;
    int rc;
    for (uint64_t probe = LT_PROBE_LOADS; probe <= LT_LOADS_MAX; probe *= 8) {
        sl_stats pr;
        if ((rc = set_steps(b, warm, (cl_uint)probe, e)) != SL_OK || (rc = time_launch(b, 1.0, 1, &pr, e)) != SL_OK)
            return rc;
        const double d = pr.median - s->base_ns;
        per = d / (double)probe;
        if (d > s->base_ns && d > LT_PROBE_CLEAR_NS)
            break;
    }
    uint64_t n = (uint64_t)(s->target_ns / fmax(per, 0.25));
    n = n < LT_LOADS_MIN ? LT_LOADS_MIN : n > LT_LOADS_MAX ? LT_LOADS_MAX : n;
    *loads = (n + 1023) / 1024 * 1024;
    return SL_OK;
}

/* The row's parameters and metrics, and the case's output and check. */
static void lt_fill_case(lt_state *s, sl_bind *b, sl_row *r, cl_uint warm, uint64_t loads)
{
    s->steps = (uint64_t)warm + loads;
    s->row = r;
    sl_kv_num(&r->params, "loads", (double)loads);
    sl_kv_num(&r->params, "warm", warm);
    sl_kv_num(&r->metrics, SL_M_BASE_NS, s->base_ns);
    sl_kv_num(&r->metrics, SL_M_LOADS, (double)loads);
    if (!s->clock64) {
        sl_kv_num(&r->metrics, SL_M_CLOCK_MHZ, s->prof->clock_mhz);
        sl_kv_str(&r->metrics, "clock_source", "reported max clock");
    }
    b->c.out = s->d_out;
    b->c.out_name = "out";
    b->c.out_bytes = sizeof s->h_out;
    b->c.host_out = s->h_out;
    b->c.check = check;
    b->c.check_arg = s;
    /* a chase moves 4 useful bytes per load: GB/s would only restate ns per load */
    b->c.bytes = NAN;
    b->c.flops = NAN;
}

static int lt_bind(void *state, sl_bind *b, sl_row *r, sl_err *e)
{
    lt_state *s = state;
    const bool local = b->decl->tag[0] < 0;
    const uint64_t bytes = local ? s->local_words * 4ull : s->kib[b->decl->tag[0]] * 1024;
    char b1[32];
    if (!local && bytes > s->max_bytes)
        return sl_err_set(e, SL_SKIP, "a %s working set does not fit here", sl_format_bytes(bytes, b1, sizeof b1));
    int rc = lt_load_cycle(s, b, local, bytes, e);
    if (rc != SL_OK)
        return rc;
    b->c.launch.dims = 1;
    b->c.launch.global[0] = 1;
    b->c.launch.local[0] = 1;

    sl_stats st;
    const cl_uint nodes = (cl_uint)s->nodes;
    const cl_uint warm = local || bytes <= LT_WARM_MAX_BYTES ? nodes : 0;
    /* the base: the same launch without its timed loads */
    if ((rc = set_steps(b, warm, 0, e)) != SL_OK || (rc = time_launch(b, 0.5, 0, &st, e)) != SL_OK)
        return rc;
    s->base_ns = st.median;
    /* then the untimed lap, right before the launches that count on it
     * (a shared L3 left idle through the base's launches loses a set to
     * other processes) */
    if (!local && bytes > LT_WARM_MAX_BYTES && bytes <= s->prime_max) {
        if ((rc = set_steps(b, nodes, 0, e)) != SL_OK || (rc = time_launch(b, 1.0, 1, &st, e)) != SL_OK)
            return rc;
    }
    uint64_t loads = s->fixed_loads;
    if (!loads && (rc = lt_calibrate(s, b, warm, &loads, e)) != SL_OK)
        return rc;
    if ((rc = set_steps(b, warm, (cl_uint)loads, e)) != SL_OK)
        return rc;
    lt_fill_case(s, b, r, warm, loads);
    return SL_OK;
}

static void lt_release(sl_ctx *ctx, void *state)
{
    (void)ctx;
    lt_state *s = state;
    sl_buf_release(&s->d_next);
    sl_buf_release(&s->d_pos);
    sl_buf_release(&s->d_out);
    sl_buf_release(&s->d_local);
    free(s->succ);
    free(s->stage);
}

/* ---- the summary ---------------------------------------------------- */

/* Published pointer-chase latencies in cycles (shared/REFERENCE.md,
 * "Published pointer-chase latencies"): gpu-benches is te42kyfo/gpu-benches
 * gpu-latency/ (one .txt per GPU), mt4g is caps-tum/mt4g sample_results. `as_published`
 * keeps a range or an approximation as the source gives it; `cycles` is
 * the figure (a range's middle) that the measured one is divided by. */
typedef struct lt_published {
    const char *arch;   /* the device's arch this row stands beside */
    const char *gpu;
    const char *tool;
    const char *level;  /* a plateau label, or "local" */
    double cycles;
    const char *as_published;
} lt_published;

static const lt_published published[] = {
    { "sm_90", "H100 SXM", "mt4g", "L1", 38, "38" },
    { "sm_90", "H100 SXM", "mt4g", "local", 30, "30" },
    { "sm_90", "H100 SXM", "mt4g", "L2", 219, "219" },
    { "sm_90", "H100 SXM", "mt4g", "DRAM", 834, "834" },
    { "sm_90", "H100 PCIe", "gpu-benches", "L1", 34, "34" },
    { "sm_90", "H100 PCIe", "gpu-benches", "L2", 265, "265" },
    { "sm_90", "H100 PCIe", "gpu-benches", "L2 (far)", 467, "~467" },
    { "sm_90", "H100 PCIe", "gpu-benches", "DRAM", 658, "658" },
    { "sm_90", "GH200", "gpu-benches", "L1", 32, "32" },
    { "sm_90", "GH200", "gpu-benches", "L2", 280, "280" },
    { "sm_90", "GH200", "gpu-benches", "L2 (far)", 515, "510-520" },
    { "sm_90", "GH200", "gpu-benches", "DRAM", 689, "689" },
    { "sm_80", "A100 80 GB SXM", "gpu-benches", "L1", 33, "33" },
    { "sm_80", "A100 80 GB SXM", "gpu-benches", "L2", 206, "206" },
    { "sm_80", "A100 80 GB SXM", "gpu-benches", "L2 (far)", 405, "~405" },
    { "sm_80", "A100 80 GB SXM", "gpu-benches", "DRAM", 552, "552" },
    { "gfx90a", "MI210", "gpu-benches, mt4g", "L1", 125, "125" },
    { "gfx90a", "MI210", "gpu-benches, mt4g", "local", 50, "50" },
    { "gfx90a", "MI210", "gpu-benches, mt4g", "L2", 275, "~250-300" },
    { "gfx90a", "MI210", "gpu-benches, mt4g", "DRAM", 718, "696-741" },
    { "gfx942", "MI300X", "gpu-benches, mt4g", "L1", 118, "~118" },
    { "gfx942", "MI300X", "gpu-benches, mt4g", "local", 51, "51" },
    { "gfx942", "MI300X", "gpu-benches, mt4g", "L2", 213, "213" },
    { "gfx942", "MI300X", "gpu-benches, mt4g", "L3", 455, "~455 (Infinity Cache)" },
    { "gfx942", "MI300X", "gpu-benches, mt4g", "DRAM", 883, "866-900" },
};
#define N_PUBLISHED (sizeof published / sizeof published[0])

/* "H100 SXM 38 (mt4g) 1.02x; ..." for this device's arch and a level. */
static void published_for(const sl_profile *p, const char *level, double cycles, char *buf, size_t len)
{
    size_t used = 0;
    char lv[32];
    snprintf(lv, sizeof lv, "%s", level);
    char *q = strchr(lv, '?'); /* "DRAM?" stands beside DRAM */
    if (q)
        *q = '\0';
    buf[0] = '\0';
    for (size_t i = 0; i < N_PUBLISHED && used < len; ++i) {
        const lt_published *g = &published[i];
        if (!p->arch[0] || strcmp(g->arch, p->arch) != 0 || strcmp(g->level, lv) != 0)
            continue;
        int w = isfinite(cycles) ? snprintf(buf + used, len - used, "%s%s %s (%s) %.2fx", used ? "; " : "", g->gpu,
                                            g->as_published, g->tool, cycles / g->cycles)
                                 : snprintf(buf + used, len - used, "%s%s %s (%s)", used ? "; " : "", g->gpu,
                                            g->as_published, g->tool);
        if (w < 0)
            break;
        used += (size_t)w;
    }
}

static const sl_row *find_row(const sl_results *res, size_t from, size_t to, const char *kernel)
{
    for (size_t i = from; i < to; ++i)
        if (strcmp(res->rows[i].suite, "latency") == 0 && strcmp(res->rows[i].kernel, kernel) == 0 &&
            res->rows[i].verified)
            return &res->rows[i];
    return NULL;
}

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* One line of the plateau table: ns/load its median, lo .. hi its
 * points' least and greatest; a figure that is not known is "-". */
static void plateau_line(sl_str *out, const char *level, const char *range, size_t points, double ns, double lo,
                         double hi, double cycles, const char *pub)
{
    char a[32] = "-", b[32] = "-", c[48] = "";
    if (isfinite(ns))
        snprintf(a, sizeof a, "%.1f", ns);
    if (isfinite(cycles))
        snprintf(b, sizeof b, "%.0f", cycles);
    if (isfinite(lo) && isfinite(hi))
        snprintf(c, sizeof c, "%.1f .. %.1f", lo, hi);
    sl_str_printf(out, "  %-9s %-22s %6zu %8s %-16s %8s%s%s\n", level, range, points, a, c, b, pub[0] ? "  " : "", pub);
}

/* The verified chase rows as points (working set, ns/load, cycles/load),
 * and the clocks the rows measured. */
typedef struct lt_points {
    double *x, *y, *cyc, *mhz;
    size_t n, n_mhz;
} lt_points;

static void lt_gather(const sl_results *res, size_t first, lt_points *pt)
{
    for (size_t i = first; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        const sl_kv *src = sl_kv_get(&r->metrics, "clock_source");
        const sl_kv *clk = sl_kv_get(&r->metrics, SL_M_CLOCK_MHZ);
        if (strcmp(r->suite, "latency") == 0 && r->verified && src && src->is_str && clk && !clk->is_str &&
            strcmp(src->str, "measured") == 0)
            pt->mhz[pt->n_mhz++] = clk->num;
        if (strcmp(r->suite, "latency") != 0 || strcmp(r->kernel, "chase") != 0 || !r->verified ||
            !isfinite(sl_derived(r, SL_D_NS_PER_LOAD)))
            continue;
        pt->x[pt->n] = sl_kv_number(&r->params, "working_set_bytes");
        pt->y[pt->n] = sl_derived(r, SL_D_NS_PER_LOAD);
        pt->cyc[pt->n++] = sl_derived(r, SL_D_CYCLES_PER_LOAD);
    }
}

/* The plateau table: one line per plateau, then the local-memory row and
 * the sets that fell between plateaus. */
static void lt_plateau_table(sl_str *out, const sl_summary_in *in, const sl_plateau *pl, size_t k,
                             const lt_points *pt)
{
    const sl_profile *p = in->prof;
    char range[64], b1[32], b2[32], pub[512];
    sl_str_printf(out, "\nlatency plateaus (ns/load within %.0f%% of a plateau's median; a range ends at its capacity "
                 "edge):\n", 100.0 * SL_PLATEAU_TOL);
    sl_str_printf(out, "  %-9s %-22s %6s %8s %-16s %8s%s\n", "level", "working sets", "points", "ns/load", "(its points)",
            "cyc/load", p->arch[0] ? "  published, cycles (measured / published)" : "");
    for (size_t j = 0; j < k; ++j) {
        snprintf(range, sizeof range, "%s .. %s", sl_format_bytes((uint64_t)pl[j].lo, b1, sizeof b1),
                 sl_format_bytes((uint64_t)pl[j].hi, b2, sizeof b2));
        published_for(p, pl[j].label, pl[j].aux_median, pub, sizeof pub);
        plateau_line(out, pl[j].label, range, pl[j].points, pl[j].median, pl[j].min, pl[j].max, pl[j].aux_median,
                     pub);
    }
    if (k == 0)
        sl_str_printf(out, "  none: %zu verified chase rows%s\n", pt->n,
                pt->n < SL_PLATEAU_MIN_POINTS ? "" : ", no two neighbours within the tolerance");
    const sl_row *loc = find_row(in->res, in->first, in->res->n, "chase_local");
    if (loc) {
        published_for(p, "local", sl_derived(loc, SL_D_CYCLES_PER_LOAD), pub, sizeof pub);
        snprintf(range, sizeof range, "%s local memory",
                 sl_format_bytes((uint64_t)sl_kv_number(&loc->params, "working_set_bytes"), b1, sizeof b1));
        plateau_line(out, "local", range, 1, sl_derived(loc, SL_D_NS_PER_LOAD), NAN, NAN,
                     sl_derived(loc, SL_D_CYCLES_PER_LOAD), pub);
    }
    size_t between = pt->n;
    for (size_t j = 0; j < k; ++j)
        between -= pl[j].points;
    if (between)
        sl_str_printf(out, "  %zu working set%s on no plateau (between levels, or a lone outlier)\n", between,
                between == 1 ? "" : "s");
}

/* The notes on the ladder's ends and the cache levels; returns the first
 * memory plateau (the one set beside Little's law), or NULL. */
static const sl_plateau *lt_level_notes(sl_str *out, const sl_plateau *pl, size_t k, const lt_points *pt,
                                        double llc, const char *src)
{
    char b1[32];
    if (k && pt->x[0] > LT_MIN_KIB * 1024.0)
        sl_str_printf(out, "  the names count levels from L1, but this ladder starts at %s (--param min_kib)\n",
                sl_format_bytes((uint64_t)pt->x[0], b1, sizeof b1));
    sl_str_printf(out, "  last-level cache: %s%s%s\n", llc > 0 ? sl_format_bytes((uint64_t)llc, b1, sizeof b1) : "",
            llc > 0 ? ", " : "", src);
    const sl_plateau *dram = NULL;
    bool unsure = false;
    for (size_t j = k; j-- > 0;)
        if (strncmp(pl[j].label, "DRAM", 4) == 0) {
            dram = &pl[j];
            unsure |= strchr(pl[j].label, '?') != NULL;
        }
    if (unsure)
        sl_str_printf(out, "  DRAM?: memory by its place (past %d cache levels, or the last plateau), not past the "
                     "last-level cache size above\n", SL_PLATEAU_MAX_CACHES);
    if (dram && dram != &pl[k - 1])
        sl_str_printf(out, "  more than one DRAM plateau: latency past the caches still rises with the set (TLB misses, "
                     "page walks)\n");
    if (k && !dram && pt->n)
        sl_str_printf(out, "  no DRAM plateau: the ladder stops at %s (--param max_kib)\n",
                sl_format_bytes((uint64_t)pt->x[pt->n - 1], b1, sizeof b1));
    return dram;
}

/* The clock the cycles are counted at: measured (the median of the rows'
 * own) or the driver's reported maximum. */
static void lt_clock_line(sl_str *out, const sl_profile *p, double *mhz, size_t n_mhz)
{
    if (n_mhz) {
        qsort(mhz, n_mhz, sizeof *mhz, cmp_double);
        sl_str_printf(out, "clock: measured %.0f MHz (median of %zu rows: %%clock64 cycles over event time; %.0f .. %.0f); "
                     "the driver reports %u MHz\n",
                n_mhz % 2 ? mhz[n_mhz / 2] : 0.5 * (mhz[n_mhz / 2 - 1] + mhz[n_mhz / 2]), n_mhz, mhz[0],
                mhz[n_mhz - 1], p->clock_mhz);
    } else {
        sl_str_printf(out, "clock: cycles are at the reported max clock, %u MHz (CL_DEVICE_MAX_CLOCK_FREQUENCY%s)\n",
                p->clock_mhz, p->type & CL_DEVICE_TYPE_CPU ? "; on a CPU the nominal clock, not the turbo" :
                p->vendor == SL_VENDOR_NVIDIA ? "; the %clock64 build or its counts failed here" : "");
    }
}

/* The DRAM plateau beside the occupancy suite's Little's-law latency. */
static void lt_little_line(sl_str *out, const sl_profile *p, const sl_row *lr, const sl_plateau *dram, double llc)
{
    char b1[32], b2[32];
    if (dram && lr) {
        sl_str_printf(out, "DRAM: %.0f ns by the chase; %.0f ns by Little's law in occupancy %s (%g %s%s per CU): the "
                     "chase is %.2fx\n",
                dram->median, sl_derived(lr, SL_D_LITTLE_NS), lr->case_name, sl_kv_number(&lr->params, "warps_per_cu"),
                sl_dev_simd_word(p->vendor), sl_kv_number(&lr->params, "warps_per_cu") == 1.0 ? "" : "s",
                dram->median / sl_derived(lr, SL_D_LITTLE_NS));
        const double stream = 16.0 * sl_kv_number(&lr->params, "n"); /* occupancy's float4 buffer */
        if (p->type & CL_DEVICE_TYPE_CPU)
            sl_str_printf(out, "  (on a CPU the prefetcher streams occupancy's read ahead of the loads: its Little's-law "
                         "figure is not a latency)\n");
        else if (llc > 0.0 && stream <= llc)
            sl_str_printf(out, "  (occupancy's buffer, %s, fits in the %s cache: its figure is a cache's, not DRAM's)\n",
                    sl_format_bytes((uint64_t)stream, b1, sizeof b1), sl_format_bytes((uint64_t)llc, b2, sizeof b2));
    }
    else if (lr)
        sl_str_printf(out, "Little's law in occupancy %s: %.0f ns (no DRAM plateau here to set beside it)\n",
                lr->case_name, sl_derived(lr, SL_D_LITTLE_NS));
    else
        sl_str_printf(out, "DRAM beside Little's law: run 'simtlab run occupancy latency' for the occupancy suite's "
                     "figure in the same table\n");
}

static void lt_summarize(sl_str *out, const sl_summary_in *in)
{
    const sl_results *res = in->res;
    const size_t first = in->first;
    const sl_profile *p = in->prof;
    const size_t n_rows = res->n - first;
    lt_points pt = { 0 };
    pt.x = calloc(n_rows + 1, sizeof *pt.x);
    pt.y = calloc(n_rows + 1, sizeof *pt.y);
    pt.cyc = calloc(n_rows + 1, sizeof *pt.cyc);
    pt.mhz = calloc(n_rows + 1, sizeof *pt.mhz);
    sl_plateau *pl = calloc(n_rows + 1, sizeof *pl);
    if (!pt.x || !pt.y || !pt.cyc || !pt.mhz || !pl)
        goto done;
    size_t ours = 0;
    for (size_t i = first; i < res->n; ++i)
        ours += strcmp(res->rows[i].suite, "latency") == 0;
    if (ours == 0) /* the suite stopped before its first row (bad params): nothing to sum up */
        goto done;
    lt_gather(res, first, &pt);
    const bool gpu = (p->type & CL_DEVICE_TYPE_GPU) != 0;
    char src[96];
    const double llc = llc_of(p, src, sizeof src);
    const size_t k = sl_plateaus(pt.x, pt.y, pt.cyc, pt.n, SL_PLATEAU_TOL, pl, n_rows + 1);
    sl_plateau_label(pl, k, pt.n ? pt.x[pt.n - 1] : 0.0, gpu, p->vendor == SL_VENDOR_NVIDIA, llc);
    lt_plateau_table(out, in, pl, k, &pt);
    const sl_plateau *dram = lt_level_notes(out, pl, k, &pt, llc, src);
    lt_clock_line(out, p, pt.mhz, pt.n_mhz);
    lt_little_line(out, p, in->little, dram, llc);
done:
    free(pt.x);
    free(pt.y);
    free(pt.cyc);
    free(pt.mhz);
    free(pl);
}

static const sl_suite_decl decl = {
    .state_size = sizeof(lt_state),
    .prepare = lt_prepare,
    .plan = lt_plan,
    .allocate = lt_allocate,
    .bind = lt_bind,
    .release = lt_release,
};

const sl_suite sl_suite_latency = {
    .name = "latency",
    .summary = "one work-item chasing a random cycle over 4 KiB .. 1 GiB and over local memory: ns and cycles per "
               "load, and the plateaus L1, L2, (L3), DRAM",
    .kernel_file = "latency.cl",
    .params = params,
    .decl = &decl,
    .summarize = lt_summarize,
    .show = { .plot = SL_PLOT_LATENCY, .x = "working_set_bytes", .log2x = true, .point_kernel = "chase_local",
              .xlabel = "working set (bytes)",
              .title = "ns per dependent load vs working set (plateaus: L1, L2, DRAM)" },
};
