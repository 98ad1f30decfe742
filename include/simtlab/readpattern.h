/* readpattern.h - the engine behind the stride, offset and vector suites:
 * a persistent grid reads the same useful bytes in one access pattern per
 * case, every work-item writes the sum of what it read, and the host checks
 * every sum exactly.
 *
 * A suite is a plan: its kernel, the vector widths it loads and the values
 * of the pattern's knob (strides, or byte offsets). sl_rp_run expands the
 * plan into cases (width x value), makes the input on the host and uploads
 * it (sl_buf_fill_dyadic), sizes it for the largest wanted case and falls back
 * to smaller ones (each case that does not fit is a skipped row with the
 * reason), builds one program per width, and runs each case through
 * sl_case_run with the model of its addresses (sl_case_model_strided).
 *
 * The kernel (cl/stride.cl is the pattern to copy) takes
 *   (global const T *in, global float *sums, ulong n, ulong knob)
 * where knob is the stride in elements, or the offset in floats; it is
 * built with -DVEC (floats per element), -DINFLIGHT and -DBLOCKED, and
 * reads with SL_READ_SWEEP (cl/common.h), whose mapping of elements to
 * work-items the host's check mirrors:
 *   BLOCKED=0 (GPU default): grid-stride, work-item w owns j mod gsz == w;
 *   BLOCKED=1 (CPU default): work-item w owns the run [w * per, (w + 1) * per),
 *     per = n / gsz rounded down to INFLIGHT; the tail is grid-stride. */
#ifndef SIMTLAB_READPATTERN_H
#define SIMTLAB_READPATTERN_H

#include <stdbool.h>
#include <stddef.h>

#include "simtlab/suite.h"

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
    const char *suite;        /* rows' suite: "stride" */
    const char *kernel_file;  /* "stride.cl" */
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

/* Run every case of plan that --only wants and append its row to
 * ctx->results. SL_OK when the suite ran (rows may have failed or been
 * skipped); SL_E_USAGE for a --param out of range; SL_FAIL when it could
 * not run (kernel file missing, build failed), e filled. */
int sl_rp_run(sl_ctx *ctx, const sl_rp_plan *plan, sl_err *e);

#endif
