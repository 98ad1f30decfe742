/* readpattern.h - the engine behind the stride, offset and vector suites:
 * a persistent grid reads the same useful bytes in one access pattern per
 * case, every work-item writes the sum of what it read, and the host checks
 * every sum exactly.
 *
 * A suite is a plan: its kernel, the vector widths it loads and the values
 * of the pattern's knob (strides, or byte offsets). It is declared to the
 * runner (runner.h) with SL_RP_DECL: a prepare of its own that hands its
 * plan to sl_rp_prepare, and the engine's hooks for the rest:
 *   prepare   the plan, the launch --params, the useful bytes every case reads
 *   plan      the cases (width x value) in the plan's row order, each built
 *             with -DVEC (floats per element), -DINFLIGHT and -DBLOCKED, so
 *             one program per width
 *   allocate  the input, made on the device from the seed
 *             (sl_buf_fill_dyadic) and sized for the largest wanted case,
 *             falling back to smaller ones: a case whose buffer does not fit
 *             is a skipped row with the reason; one float per work-item
 *   bind      the persistent launch, the arguments, the check, and the
 *             model of the case's addresses (sl_case_model_strided)
 *
 * The kernel (cl/stride.cl is the pattern to copy) takes
 *   (global const T *in, global float *sums, ulong n, ulong knob)
 * where knob is the stride in elements, or the offset in floats, and
 * reads with SL_READ_SWEEP (cl/common.h), whose mapping of elements to
 * work-items the host's check mirrors:
 *   BLOCKED=0 (GPU default): grid-stride, work-item w owns j mod gsz == w;
 *   BLOCKED=1 (CPU default): work-item w owns the run [w * per, (w + 1) * per),
 *     per = n / gsz rounded down to INFLIGHT; the tail is grid-stride. */
#ifndef SIMTLAB_READPATTERN_H
#define SIMTLAB_READPATTERN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "simtlab/runner.h"

/* What a plan's cases vary besides the width. */
typedef enum sl_rp_knob {
    /* element j at j x stride elements: param stride=, --only "s8", kernel
     * arg the stride in elements */
    SL_RP_STRIDE,
    /* element j at offset bytes + j elements: params offset= and case= (the
     * classic alignment case under this device's geometry; case_other in the
     * model), --only "o100", kernel arg the offset in floats. Every case's
     * buffer leaves room for the plan's largest offset, so all offsets read
     * one buffer. */
    SL_RP_OFFSET,
} sl_rp_knob;

typedef struct sl_rp_plan {
    const char *kernel;       /* rows' kernel and the start of --only names: "read_strided" */
    const unsigned *widths;   /* floats per element (-DVEC), one program each */
    size_t n_widths;
    sl_rp_knob knob;
    const unsigned *values;   /* strides (>= 1), or byte offsets (multiples of 4) */
    size_t n_values;
    /* Row order: false = width by width (all values of the first width,
     * then the next); true = value by value, the widths side by side. */
    bool widths_side_by_side;
} sl_rp_plan;

/* The --param table the three suites share (NULL-key terminated):
 * local, inflight, groups_per_cu, blocked. */
extern const sl_suite_param sl_rp_params[];

/* What the engine keeps for one run. The runner allocates and zeroes it
 * (the declaration's state_size); only readpattern.c reads its fields. */
typedef struct sl_rp_state {
    const sl_rp_plan *plan;
    uint64_t useful;          /* bytes every case reads; 0 = fewer than one element */
    size_t local;
    unsigned inflight;
    unsigned groups_per_cu;
    unsigned blocked;         /* -DBLOCKED: 0 interleaved, 1 blocked */
    uint32_t seed32;
    cl_mem d_in;              /* sized for the largest wanted case that fits; filled once */
    uint64_t in_bytes;
    cl_mem d_sums;            /* one float per work-item of the largest launch */
    float *h_sums;
    struct sl_rp_check {      /* the case being run, as its check reads it */
        size_t gsz;           /* work-items, each one sum */
        uint64_t n;           /* elements */
        uint64_t first;       /* float index of element 0 */
        uint64_t step;        /* floats from one element to the next */
        unsigned vec;         /* floats per element */
    } chk;
} sl_rp_state;

/* A suite's prepare: `return sl_rp_prepare(ctx, state, &plan, e);`. */
int sl_rp_prepare(sl_ctx *ctx, void *state, const sl_rp_plan *plan, sl_err *e);

/* The engine's other hooks, as runner.h describes them. */
int sl_rp_cases(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e);
int sl_rp_allocate(sl_ctx *ctx, void *state, sl_case_list *cases, sl_err *e);
int sl_rp_bind(void *state, sl_bind *b, sl_row *r, sl_err *e);
void sl_rp_release(sl_ctx *ctx, void *state);

/* The declaration of a suite that is a plan, given its prepare:
 *   static const sl_suite_decl decl = SL_RP_DECL(stride_prepare); */
#define SL_RP_DECL(prepare_fn)                                                                                    \
    {                                                                                                             \
        .state_size = sizeof(sl_rp_state), .prepare = (prepare_fn), .plan = sl_rp_cases,                          \
        .allocate = sl_rp_allocate, .bind = sl_rp_bind, .release = sl_rp_release,                                 \
    }

#endif
