/* columns.c - every column of the run table in plain words (columns.h). */
#include "simtlab/columns.h"

#include <string.h>

#include "simtlab/model_view.h"

static const sl_column_doc cols[] = {
    { "case", "the kernel and its variant",
      "The kernel and its variant, as --only names it: the part before ':' is the kernel function, the rest the "
      "data it works on.",
      "read:float4 is the kernel read moving one float4 (16 bytes) per work-item per step.", 0 },
    { "kernel", "the kernel function",
      "The OpenCL kernel function the case launched (its name in the .cl file).",
      "copy_per_lane: a copy where each work-item handles one element.", 1 },
    { "params", "the case's settings",
      "The case's settings, KEY=VALUE: vector is the data type each work-item moves, elem_bytes its size, inflight "
      "the loads a work-item issues before it uses any, and mapping which elements a work-item handles (blocked: a "
      "run of neighbours; group-contiguous: the group's block, work-item after work-item; per-lane: one element "
      "each). stride and offset are in elements and bytes.",
      "vector=float4 elem_bytes=16 inflight=8 mapping=blocked.", 1 },
    { "local", "work-items per group",
      "Work-items in one work-group (all dimensions multiplied).",
      "256: a group of 256 work-items, 8 warps of 32 on NVIDIA.", 1 },
    { "groups", "work-groups launched",
      "Work-groups in the launch.", "8192 groups of 256 work-items are 2 Mi work-items.", 1 },
    { "warps/grp", "SIMD groups per work-group",
      "SIMD groups (NVIDIA: warps of 32; AMD: wavefronts of 64 or 32; elsewhere: sub-groups) in one work-group: "
      "local divided by the SIMD width. The header names the device's word: warps/grp, wavefronts/grp, sgs/grp.",
      "256 work-items on a warp-32 GPU are 8 warps/grp.", 1 },
    { "grp/CU", "work-groups per compute unit",
      "Work-groups per compute unit (SM on NVIDIA, CU on AMD) if spread evenly: groups divided by compute units. "
      "Below 1, some compute units have nothing to do.",
      "264 groups on a 132-SM H100 are 2.0 grp/CU.", 1 },
    { "median us", "median time of one run",
      "The median of the timed runs' times, in microseconds, from the device's own event timer.",
      "1000.0 is one millisecond.", 1 },
    { "min us", "fastest run",
      "The fastest timed run, in microseconds.", "A min far below the median means the runs were uneven.", 1 },
    { "GB/s", "useful bytes per second",
      "Bytes the kernel must read and write to do its job, over the median time (10^9 bytes per second). Bytes "
      "the hardware fetches and throws away are not counted: that is what the model column is about.",
      "Reading and writing 1 GB in 0.5 ms each way is 2 GB / 0.5 ms = 4000 GB/s.", 0 },
    { "spread%", "how much the runs varied",
      "The standard deviation of the timed runs over their median, in %. '!' marks a noisy row (over 10%): its "
      "figure may move a lot if you run again.",
      "2.1 is steady; 35.0! is noise from a busy machine.", 1 },
    { "GFLOP/s", "floating-point operations per second",
      "Floating-point operations per second, 10^9 of them (an FMA counts as 2).",
      "A 4096^3 matrix multiply is 2 x 4096^3 = 137 GFLOP; in 10 ms that is 13700 GFLOP/s.", 0 },
    { "% ceil", "% of this device's best streaming read",
      "GB/s as a percentage of this device's streaming-read ceiling: the best GB/s of a plain read on this device, "
      "said above the table (its size, and whether it fits in the cache). 100 means as fast as memory reads go.",
      "2200 GB/s on a device whose ceiling is 4400 GB/s is 50.0.", 0 },
    { "% peak", "% of this device's FP32 peak",
      "GFLOP/s as a percentage of this device's FP32 peak: measured by the roofline suite when it ran, else the "
      "spec sheet's arithmetic (units x lanes x 2 x clock); the line under the table says which.",
      "33000 GFLOP/s of a 66000 peak is 50.0.", 0 },
    { "x first", "speed-up over the first rung",
      "This rung's figure over the first rung's of the same ladder (a ladder: kernels of one task, each one step "
      "better).",
      "2.50 is two and a half times as fast as the naive kernel.", 0 },
    { "x prev", "speed-up over the rung before",
      "This rung's figure over the previous rung's: what this one step bought.", "1.10 is a 10% gain.", 0 },
    { "Little ns", "latency by Little's law",
      "The memory latency Little's law implies: bytes kept in flight divided by GB/s, in nanoseconds. With too few "
      "loads in flight, this is what limits the bandwidth.",
      "1 MB in flight at 2500 GB/s is 400 ns.", 0 },
    { "ns/load", "time of one dependent load",
      "One load that must wait for the one before it (a pointer chase), in nanoseconds: the latency of the level "
      "of the memory hierarchy the working set fits in.",
      "about 30 ns in L1, hundreds in DRAM on a GPU.", 0 },
    { "cyc/load", "the same in clock cycles",
      "ns/load in cycles of the clock the summary names (measured, or the driver's maximum).",
      "20 ns at 2 GHz is 40 cycles.", 0 },
    { "model", "what the model predicts, %",
      "What the coalescing model predicts for this device's SIMD width and cache geometry, as a % of the ceiling: "
      "100 when every byte fetched is used, lower when lines or sectors are fetched for a few bytes.",
      "a stride of 2 floats uses half of each sector: 50.0.", 0 },
    { "w64", "the model for the other SIMD width",
      "The model's prediction for the other common SIMD width (64-lane wavefronts beside 32-lane warps, or the "
      "reverse): the same kernel on the other vendor's hardware. The header names the width: w32 or w64.",
      "read_strided at stride 2: 50.0 for both widths.", 1 },
    { "regs", "registers per work-item",
      "Registers one work-item uses, as the compiler reports (NVIDIA ptxas; AMD VGPRs). More registers, fewer "
      "SIMD groups resident.", "40 registers x 256 work-items = 10240 of an SM's 65536.", 1 },
    { "spill", "bytes spilled to memory",
      "Bytes the compiler spilled from registers to memory per work-item: slow, and usually a sign of a too-big "
      "tile.", "0 is what you want.", 1 },
    { "lmem B", "local memory per work-group",
      "Local (shared) memory one work-group uses, in bytes.", "a 16 x 17 float tile is 1088 B.", 1 },
    { "occ cap", "the most occupancy allowed",
      "The occupancy the kernel's registers and local memory allow: the % of a compute unit's SIMD-group slots "
      "that can be filled.", "50 means at most half the warps an SM can hold.", 1 },
    { "% best", "% of the suite's best row",
      "This row's figure as a % of the best row of its suite in this run.", "100.0 is the suite's best.", 0 },
    { "check", "the answer checked",
      "PASS: the output equals the host's reference (exactly, or within the stated tolerance). FAIL: it does not, "
      "and the reason says where. SKIP: the case cannot run on this device, and why. UNCHECKED: no reference was "
      "possible.",
      "FAIL: y[1001] is 3.5, want 7.0.", 0 },
};
#define N_COLS (sizeof cols / sizeof cols[0])

const sl_column_doc *sl_columns(size_t *n)
{
    *n = N_COLS;
    return cols;
}

const sl_column_doc *sl_column_find(const char *name)
{
    if (strcmp(name, "wavefronts/grp") == 0 || strcmp(name, "sgs/grp") == 0)
        name = "warps/grp";
    if (name[0] == 'w' && name[1] >= '0' && name[1] <= '9')
        name = "w64";
    for (size_t i = 0; i < N_COLS; ++i)
        if (strcmp(cols[i].name, name) == 0)
            return &cols[i];
    return NULL;
}

void sl_columns_explain(FILE *out, int width)
{
    fprintf(out, "The columns of `simtlab run`'s table. The default table shows the ones without\n"
                 "[--wide]; `simtlab run --wide` shows every one, and --json and --csv always hold all.\n");
    for (size_t i = 0; i < N_COLS; ++i) {
        fprintf(out, "\n%s%s\n", cols[i].name, cols[i].wide_only ? "  [--wide]" : "");
        sl_view_wrapped(out, cols[i].explain, 2, width);
        char ex[512];
        snprintf(ex, sizeof ex, "For example: %s", cols[i].example);
        sl_view_wrapped(out, ex, 2, width);
    }
}
