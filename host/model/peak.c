/* peak.c - FP32 FMA lanes per compute unit by vendor and architecture. */
#include "simtlab/peak.h"

#include <string.h>

#include "simtlab/model.h"

typedef struct peak_row {
    const char *vendor;          /* sl_vendor_name, or "cpu" */
    const char *arch_prefixes;   /* '|'-separated, as in geometry.csv; NULL = any arch */
    unsigned lanes;              /* FP32 FMA lanes per compute unit (GPUs) */
    unsigned fma_pipes;          /* CPUs: lanes = native float width x this */
    const char *source;
} peak_row;

static const peak_row table[] = {
    { "nvidia", "sm_70|sm_72|sm_75", 64, 0,
      "NVIDIA Volta (V100) and Turing whitepapers: 64 FP32 cores per SM" },
    { "nvidia", "sm_80", 64, 0, "NVIDIA A100 (GA100) whitepaper: 64 FP32 cores per SM" },
    { "nvidia", "sm_86|sm_87|sm_89", 128, 0,
      "NVIDIA GA102 and Ada (AD102) whitepapers: 128 FP32 cores per SM" },
    /* check: H200, 132 SMs x 128 x 2 x 1980 MHz = 66.9 TFLOP/s; clpeak
     * measured 64.5 there (data/results/clpeak-compute-sp-h200-2026-11-22.txt) */
    { "nvidia", "sm_90", 128, 0, "NVIDIA H100 (Hopper) whitepaper: 128 FP32 cores per SM" },
    /* gfx9 covers GCN5 and CDNA1..3 (gfx900/906/908/90a/940/941/942): the
     * MI250X's 220 CUs x 64 x 2 x 1700 MHz = 47.9 TFLOP/s is its vector figure */
    { "amd", "gfx9", 64, 0,
      "AMD GCN/CDNA: 4 SIMD16 per CU = 64 FP32 lanes; CDNA3's packed FP32 doubles it only for packed code" },
    /* ROCm's OpenCL runs RDNA in WGP mode by default and then reports WGPs
     * (two CUs) as compute units, which halves this figure (ROCm/hip#2687) */
    { "amd", "gfx10|gfx11|gfx12", 64, 0,
      "AMD RDNA whitepapers: 2 SIMD32 per CU = 64 FP32 lanes; RDNA3 dual issue not counted; "
      "a WGP-mode driver reporting WGPs as CUs halves it" },
    /* PoCL counts logical CPUs, so SMT siblings count twice */
    { "cpu", NULL, 0, 2,
      "native float vector width per FMA; assumed 2 FMA pipes per core; PoCL's units are logical CPUs" },
};

double sl_peak_fp32_gflops(const char *vendor, const char *arch, unsigned compute_units,
                           unsigned clock_mhz, unsigned native_float_width, const char **source)
{
    if (source)
        *source = "unknown";
    if (!vendor)
        return 0.0;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; ++i) {
        const peak_row *r = &table[i];
        if (strcmp(r->vendor, vendor) != 0 ||
            (r->arch_prefixes && !sl_model_arch_matches(r->arch_prefixes, arch)))
            continue;
        unsigned lanes = r->fma_pipes ? r->fma_pipes * native_float_width : r->lanes;
        if (lanes == 0 || compute_units == 0 || clock_mhz == 0)
            return 0.0;
        if (source)
            *source = r->source;
        /* 2 FLOP per fused multiply-add */
        return (double)compute_units * lanes * 2.0 * clock_mhz / 1000.0;
    }
    return 0.0;
}
