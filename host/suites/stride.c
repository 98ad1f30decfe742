/* stride.c - suite "stride": the same useful bytes read at element strides
 * 1 .. 64, as float and as float4, so each row's time says what fraction of
 * the fetched bytes the kernel used. The model beside it says what this
 * device's lines, sectors and DRAM fetch units should allow: a float stream
 * at stride s uses 1/s of what is fetched until each lane owns a whole
 * fetch unit (1/16 from stride 16 on Ampere/Hopper), a float4 one 1/4 from
 * stride 4. The engine (readpattern.h) makes the plan cases and checks
 * every row. */
#include "simtlab/readpattern.h"

/* float and float4: one program each (-DVEC=1|4). */
static const unsigned widths[] = { 1, 4 };
/* Past every fetch unit in the geometry table, with odd strides (3, 5, 7,
 * 33) that no power-of-two cache divides evenly. */
static const unsigned strides[] = { 1, 2, 3, 4, 5, 7, 8, 16, 32, 33, 64 };

/* Rows width by width: read_strided:float:s1 .. read_strided:float4:s64. */
static const sl_rp_plan plan = {
    .kernel = "read_strided",
    .widths = widths,
    .n_widths = sizeof widths / sizeof widths[0],
    .knob = SL_RP_STRIDE,
    .values = strides,
    .n_values = sizeof strides / sizeof strides[0],
};

static int stride_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    return sl_rp_prepare(ctx, state, &plan, e);
}

static const sl_suite_decl decl = SL_RP_DECL(stride_prepare);

const sl_suite sl_suite_stride = {
    .name = "stride",
    .summary = "the same useful bytes read at element strides 1..64, float and float4: what strided access costs",
    .kernel_file = "stride.cl",
    .needs_ceiling = true, /* its rows are a fraction of the read ceiling */
    .params = sl_rp_params,
    .decl = &decl,
    .show = { .plot = SL_PLOT_SWEEP, .split = "vector", .x = "stride", .log2x = true,
              .xlabel = "stride (elements between lanes)" },
};
