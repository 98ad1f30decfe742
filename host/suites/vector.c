/* vector.c - suite "vector": the same useful bytes read with 4-, 8- and
 * 16-byte loads per lane (float, float2, float4), each coalesced (stride 1)
 * and strided (2, 4, 8 elements of the vector type): one matrix of rows, so
 * load width and access pattern are seen apart and together. At stride 1
 * every width uses all it fetches and a wider load moves more bytes per
 * instruction; strided, the width decides the waste. The engine
 * (readpattern.h) makes the plan cases and checks every row. */
#include "simtlab/readpattern.h"

/* floats per load: DWORDx1, x2, x4 (ld.global.f32, .v2, .v4 in PTX). */
static const unsigned widths[] = { 1, 2, 4 };
/* Strides in elements of the vector type: at 8 a float4 lane is 128 B from
 * the next, a line apart on NVIDIA. */
static const unsigned strides[] = { 1, 2, 4, 8 };

/* Rows stride by stride, the three widths side by side at each, so float,
 * float2 and float4 at equal bytes sit next to each other:
 * read_vector:float:s1, read_vector:float2:s1, read_vector:float4:s1, ... */
static const sl_rp_plan plan = {
    .kernel = "read_vector",
    .widths = widths,
    .n_widths = sizeof widths / sizeof widths[0],
    .knob = SL_RP_STRIDE,
    .values = strides,
    .n_values = sizeof strides / sizeof strides[0],
    .widths_side_by_side = true,
};

static int vector_prepare(sl_ctx *ctx, void *state, sl_err *e)
{
    return sl_rp_prepare(ctx, state, &plan, e);
}

static const sl_suite_decl decl = SL_RP_DECL(vector_prepare);

const sl_suite sl_suite_vector = {
    .name = "vector",
    .summary = "the same useful bytes read as float, float2, float4, coalesced and strided: what load width buys",
    .kernel_file = "vector.cl",
    .needs_ceiling = true, /* its rows are a fraction of the read ceiling */
    .params = sl_rp_params,
    .decl = &decl,
    .show = { .plot = SL_PLOT_GROUPED, .x = "stride", .series = "vector", .title = "stride and vector width" },
};
