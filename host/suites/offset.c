/* offset.c - suite "offset": one contiguous read started 0, 4, .., 128 bytes
 * past an aligned address, with 4-byte (float) and 16-byte (vload4) loads.
 * Each row names its classic case for this device's geometry (aligned,
 * sector-aligned but crossing a line, not sector-aligned: params case=, and
 * case_other in the model) and carries the model's cost of the extra sector
 * and line: large for one request, small for a stream that shares them.
 * The engine (readpattern.h) makes the plan cases and checks every row. */
#include "simtlab/readpattern.h"

/* float and float4 loaded with vload4: a float4 pointer 4 bytes past an
 * aligned one is undefined in OpenCL C (cl/offset.cl). */
static const unsigned widths[] = { 1, 4 };
/* Byte offsets 0, 4, .., 128: past one 128 B line, so every sector and line
 * phase is seen; 0, 96 and 100 are the classic three. One buffer of useful
 * bytes + 128 serves them all. */
static const unsigned offsets[] = { 0,  4,  8,  12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64,
                                     68, 72, 76, 80, 84, 88, 92, 96, 100, 104, 108, 112, 116, 120, 124, 128 };

/* Rows width by width: read_offset:float:o0 .. read_offset:float4:o128. */
static const sl_rp_plan plan = {
    .kernel = "read_offset",
    .widths = widths,
    .n_widths = sizeof widths / sizeof widths[0],
    .knob = SL_RP_OFFSET,
    .values = offsets,
    .n_values = sizeof offsets / sizeof offsets[0],
};

static int offset_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    return sl_rp_prepare(ctx, state, &plan, e);
}

static const sl_suite_decl decl = SL_RP_DECL(offset_prepare);

const sl_suite sl_suite_offset = {
    .name = "offset",
    .summary = "one contiguous read starting 0..128 bytes past a line, float and vload4: what misalignment costs",
    .kernel_file = "offset.cl",
    .needs_ceiling = true, /* its rows are a fraction of the read ceiling */
    .params = sl_rp_params,
    .decl = &decl,
    .show = { .plot = SL_PLOT_SWEEP, .split = "vector", .x = "offset", .xlabel = "offset (bytes)" },
};
