/* occupancy.c - resident warps/wavefronts per SM, CU or WGP from a kernel's
 * work-group size, registers and local memory: the architecture table (one
 * row per architecture, each with its source) and the arithmetic of
 * NVIDIA's cuda_occupancy.h and LLVM's AMDGPU backend. */
#include "simtlab/occupancy.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* Shared parts of the NVIDIA rows' sources: every figure except the
 * per-architecture ones named in each row. */
#define CUDA_GUIDE "NVIDIA CUDA C++ Programming Guide, 'Technical Specifications per Compute Capability'"
#define CUDA_COMMON                                                                                       \
    "65536 registers per SM and per block, at most 255 per thread, 1024 threads per block; "             \
    "cuda_occupancy.h (CUDA 12.2): registers allocated per warp in units of 256 in each of 4 SM "        \
    "sub-partitions, "
#define LLVM_BASEINFO "LLVM AMDGPU backend, Utils/AMDGPUBaseInfo.cpp (IsaInfo)"
#define LLVM_LDS_UNIT "LLVM AMDGPUUsage: LDS allocated in 128-dword (512 B) units on GFX7-GFX11"
#define AMD_GFX9_UNPUBLISHED                                                                              \
    "AMD publishes no limit on work-groups per CU: 16 is the barrier count LLVM assumes "                 \
    "(getMaxWorkGroupsPerCU); the SGPR steps are LLVM's table (getOccupancyWithNumSGPRs)"
#define AMD_RDNA_UNPUBLISHED                                                                              \
    "AMD publishes no limit on work-groups per WGP: 32 is the barrier count LLVM assumes in WGP mode "   \
    "(getMaxWorkGroupsPerCU); the LDS allocation unit is not published: 512 B is the unit "              \
    "AMDGPUUsage encodes"
#define AMD_RDNA_LDS_1K                                                                                   \
    "; an LLVM patch (llvm-project PR 224852, 2026) says gfx10.3 and gfx11 allocate 1 KiB blocks"

static const sl_occ_arch table[] = {
    /* name, targets, vendor, parts, unit, wave, simds, max waves, max groups,
     * reg file, reg granule, max regs, regs per group, max SGPRs, SGPRs limit,
     * local per unit, local granule, local reserved, max local per group,
     * max wg, source, unpublished */
    { "sm_70", "", SL_OCC_NVIDIA, "V100", "SM", 32, 4, 64, 32, 65536, 256, 255, 65536, 0, 0,
      98304, 256, 0, 98304, 1024,
      CUDA_GUIDE " (7.0): 64 warps, 32 blocks, 96 KB shared memory per SM and per block (opt-in); "
      CUDA_COMMON "shared memory in units of 256 B, none reserved",
      NULL },
    { "sm_75", "", SL_OCC_NVIDIA, "T4, RTX 20xx", "SM", 32, 4, 32, 16, 65536, 256, 255, 65536, 0, 0,
      65536, 256, 0, 65536, 1024,
      CUDA_GUIDE " (7.5): 32 warps, 16 blocks, 64 KB shared memory per SM and per block (opt-in); "
      CUDA_COMMON "shared memory in units of 256 B, none reserved",
      NULL },
    { "sm_80", "", SL_OCC_NVIDIA, "A100", "SM", 32, 4, 64, 32, 65536, 256, 255, 65536, 0, 0,
      167936, 128, 1024, 166912, 1024,
      CUDA_GUIDE " (8.0): 64 warps, 32 blocks, 164 KB shared memory per SM, 163 KB per block (opt-in); "
      CUDA_COMMON "shared memory in units of 128 B, 1 KB reserved per block (reservedSharedMemPerBlock)",
      NULL },
    { "sm_86", "", SL_OCC_NVIDIA, "A10, A40, RTX 30xx", "SM", 32, 4, 48, 16, 65536, 256, 255, 65536, 0, 0,
      102400, 128, 1024, 101376, 1024,
      CUDA_GUIDE " (8.6): 48 warps, 16 blocks, 100 KB shared memory per SM, 99 KB per block (opt-in); "
      CUDA_COMMON "shared memory in units of 128 B, 1 KB reserved per block (reservedSharedMemPerBlock)",
      NULL },
    { "sm_89", "", SL_OCC_NVIDIA, "L4, L40, RTX 40xx", "SM", 32, 4, 48, 24, 65536, 256, 255, 65536, 0, 0,
      102400, 128, 1024, 101376, 1024,
      CUDA_GUIDE " (8.9): 48 warps, 24 blocks, 100 KB shared memory per SM, 99 KB per block (opt-in); "
      CUDA_COMMON "shared memory in units of 128 B, 1 KB reserved per block (reservedSharedMemPerBlock)",
      NULL },
    { "sm_90", "sm_90a", SL_OCC_NVIDIA, "H100, H200", "SM", 32, 4, 64, 32, 65536, 256, 255, 65536, 0, 0,
      233472, 128, 1024, 232448, 1024,
      CUDA_GUIDE " (9.0): 64 warps, 32 blocks, 228 KB shared memory per SM, 227 KB per block (opt-in); "
      CUDA_COMMON "shared memory in units of 128 B, 1 KB reserved per block (reservedSharedMemPerBlock)",
      NULL },

    /* GCN5: 10 waves per SIMD, 256 VGPRs; SGPRs limit waves */
    { "gfx906", "gfx9|gfx900|gfx902|gfx904|gfx909|gfx90c", SL_OCC_AMD, "MI50, MI60, Radeon VII, Vega",
      "CU", 64, 4, 40, 16, 256, 4, 256, 0, 112, 1, 65536, 512, 0, 65536, 1024,
      LLVM_BASEINFO ": 10 waves per SIMD, 4 SIMDs per CU, 256 VGPRs per lane allocated in 4s, "
      "256 addressable, SGPRs (VCC, FLAT_SCRATCH, XNACK_MASK included) at most 112 and limiting waves, "
      "16 barriers per CU, 64 KiB LDS per CU and per group, 1024 work-items per group; " LLVM_LDS_UNIT,
      AMD_GFX9_UNPUBLISHED },
    /* CDNA2/3: VGPRs and AGPRs share one 512-entry file per lane */
    { "gfx90a", "", SL_OCC_AMD, "MI210, MI250, MI250X", "CU", 64, 4, 32, 16, 512, 8, 512, 0, 112, 1,
      65536, 512, 0, 65536, 1024,
      LLVM_BASEINFO ": 8 waves per SIMD, 4 SIMDs per CU, 512 VGPRs per lane (VGPRs and AGPRs together) "
      "allocated in 8s, 512 addressable, SGPRs at most 112 and limiting waves, 16 barriers per CU, "
      "64 KiB LDS per CU and per group, 1024 work-items per group; " LLVM_LDS_UNIT "; ROCm 'AMD GPU "
      "specifications': wave64, 64 KiB LDS, 512 KiB VGPR file per CU",
      AMD_GFX9_UNPUBLISHED },
    { "gfx942", "gfx940|gfx941", SL_OCC_AMD, "MI300A, MI300X, MI325X", "CU", 64, 4, 32, 16, 512, 8, 512, 0,
      112, 1, 65536, 512, 0, 65536, 1024,
      LLVM_BASEINFO ": 8 waves per SIMD, 4 SIMDs per CU, 512 VGPRs per lane (VGPRs and AGPRs together) "
      "allocated in 8s, 512 addressable, SGPRs at most 112 and limiting waves, 16 barriers per CU, "
      "64 KiB LDS per CU and per group, 1024 work-items per group; " LLVM_LDS_UNIT "; ROCm 'AMD GPU "
      "specifications': wave64, 64 KiB LDS, 512 KiB VGPR file per CU",
      AMD_GFX9_UNPUBLISHED },

    /* RDNA in WGP mode (LLVM's default for gfx10+): a WGP is two CUs,
     * 4 SIMD32, 128 KiB LDS; wave64 halves the VGPRs per lane */
    { "gfx1010", "gfx1011|gfx1012|gfx1013", SL_OCC_AMD, "RX 5000 (Navi 1x)", "WGP", 32, 4, 80, 32, 1024, 8,
      256, 0, 108, 0, 131072, 512, 0, 65536, 1024,
      LLVM_BASEINFO ", wave32: 20 waves per SIMD, 4 SIMDs per WGP, 1024 VGPRs per lane allocated in 8s, "
      "256 addressable, SGPRs at most 108 and not limiting, 32 barriers and 128 KiB LDS per WGP in WGP "
      "mode (64 KiB per group), 1024 work-items per group; " LLVM_LDS_UNIT,
      AMD_RDNA_UNPUBLISHED },
    { "gfx1010", "gfx1011|gfx1012|gfx1013", SL_OCC_AMD, "RX 5000 (Navi 1x)", "WGP", 64, 4, 80, 32, 512, 4,
      256, 0, 108, 0, 131072, 512, 0, 65536, 1024,
      LLVM_BASEINFO ", wave64: 20 waves per SIMD, 4 SIMDs per WGP, 512 VGPRs per lane allocated in 4s, "
      "256 addressable, SGPRs at most 108 and not limiting, 32 barriers and 128 KiB LDS per WGP in WGP "
      "mode (64 KiB per group), 1024 work-items per group; " LLVM_LDS_UNIT,
      AMD_RDNA_UNPUBLISHED },
    { "gfx1030", "gfx1031|gfx1032|gfx1033|gfx1034|gfx1035|gfx1036", SL_OCC_AMD, "RX 6000 (Navi 2x)", "WGP",
      32, 4, 64, 32, 1024, 16, 256, 0, 108, 0, 131072, 512, 0, 65536, 1024,
      LLVM_BASEINFO ", wave32: 16 waves per SIMD, 4 SIMDs per WGP, 1024 VGPRs per lane allocated in 16s, "
      "256 addressable, SGPRs at most 108 and not limiting, 32 barriers and 128 KiB LDS per WGP in WGP "
      "mode (64 KiB per group), 1024 work-items per group; " LLVM_LDS_UNIT,
      AMD_RDNA_UNPUBLISHED AMD_RDNA_LDS_1K },
    { "gfx1030", "gfx1031|gfx1032|gfx1033|gfx1034|gfx1035|gfx1036", SL_OCC_AMD, "RX 6000 (Navi 2x)", "WGP",
      64, 4, 64, 32, 512, 8, 256, 0, 108, 0, 131072, 512, 0, 65536, 1024,
      LLVM_BASEINFO ", wave64: 16 waves per SIMD, 4 SIMDs per WGP, 512 VGPRs per lane allocated in 8s, "
      "256 addressable, SGPRs at most 108 and not limiting, 32 barriers and 128 KiB LDS per WGP in WGP "
      "mode (64 KiB per group), 1024 work-items per group; " LLVM_LDS_UNIT,
      AMD_RDNA_UNPUBLISHED AMD_RDNA_LDS_1K },
    /* gfx1100/gfx1101 have 1.5x the VGPRs (Feature1_5xVGPRs) */
    { "gfx1100", "gfx1101", SL_OCC_AMD, "RX 7900, RX 7800, RX 7700 (Navi 31, 32)", "WGP", 32, 4, 64, 32,
      1536, 24, 256, 0, 108, 0, 131072, 512, 0, 65536, 1024,
      LLVM_BASEINFO ", wave32: 16 waves per SIMD, 4 SIMDs per WGP, 1536 VGPRs per lane (1.5x) allocated "
      "in 24s, 256 addressable, SGPRs at most 108 and not limiting, 32 barriers and 128 KiB LDS per WGP "
      "in WGP mode (64 KiB per group), 1024 work-items per group; " LLVM_LDS_UNIT,
      AMD_RDNA_UNPUBLISHED AMD_RDNA_LDS_1K },
    { "gfx1100", "gfx1101", SL_OCC_AMD, "RX 7900, RX 7800, RX 7700 (Navi 31, 32)", "WGP", 64, 4, 64, 32,
      768, 12, 256, 0, 108, 0, 131072, 512, 0, 65536, 1024,
      LLVM_BASEINFO ", wave64: 16 waves per SIMD, 4 SIMDs per WGP, 768 VGPRs per lane (1.5x) allocated "
      "in 12s, 256 addressable, SGPRs at most 108 and not limiting, 32 barriers and 128 KiB LDS per WGP "
      "in WGP mode (64 KiB per group), 1024 work-items per group; " LLVM_LDS_UNIT,
      AMD_RDNA_UNPUBLISHED AMD_RDNA_LDS_1K },
    { "gfx1102", "gfx1103", SL_OCC_AMD, "RX 7600 (Navi 33), Radeon 780M (Phoenix)", "WGP", 32, 4, 64, 32,
      1024, 16, 256, 0, 108, 0, 131072, 512, 0, 65536, 1024,
      LLVM_BASEINFO ", wave32: 16 waves per SIMD, 4 SIMDs per WGP, 1024 VGPRs per lane allocated in 16s, "
      "256 addressable, SGPRs at most 108 and not limiting, 32 barriers and 128 KiB LDS per WGP in WGP "
      "mode (64 KiB per group), 1024 work-items per group; " LLVM_LDS_UNIT,
      AMD_RDNA_UNPUBLISHED AMD_RDNA_LDS_1K },
    { "gfx1102", "gfx1103", SL_OCC_AMD, "RX 7600 (Navi 33), Radeon 780M (Phoenix)", "WGP", 64, 4, 64, 32,
      512, 8, 256, 0, 108, 0, 131072, 512, 0, 65536, 1024,
      LLVM_BASEINFO ", wave64: 16 waves per SIMD, 4 SIMDs per WGP, 512 VGPRs per lane allocated in 8s, "
      "256 addressable, SGPRs at most 108 and not limiting, 32 barriers and 128 KiB LDS per WGP in WGP "
      "mode (64 KiB per group), 1024 work-items per group; " LLVM_LDS_UNIT,
      AMD_RDNA_UNPUBLISHED AMD_RDNA_LDS_1K },

    { NULL, NULL, SL_OCC_NVIDIA, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL },
};

const sl_occ_arch *sl_occ_archs(void)
{
    return table;
}

/* Is `name` the row's name or one of its '|'-separated targets? */
static int row_matches(const sl_occ_arch *a, const char *name)
{
    if (strcmp(a->name, name) == 0)
        return 1;
    size_t len = strlen(name);
    for (const char *p = a->targets; *p;) {
        size_t n = strcspn(p, "|");
        if (n == len && strncmp(p, name, n) == 0)
            return 1;
        p += n;
        if (*p == '|')
            ++p;
    }
    return 0;
}

/* "sm_70, sm_75, ..., gfx906 (gfx9, gfx900, ...), ..." into buf: each name
 * once, its targets beside it. */
static void known_list(char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (const sl_occ_arch *a = table; a->name; ++a) {
        if (a != table && strcmp(a[-1].name, a->name) == 0)
            continue; /* the same architecture at its other wave size */
        char targets[128] = "";
        if (*a->targets) {
            snprintf(targets, sizeof targets, " (%s)", a->targets);
            for (char *p = targets; *p; ++p)
                if (*p == '|')
                    *p = ' ';
        }
        int n = snprintf(buf + used, len - used, "%s%s%s", used ? ", " : "", a->name, targets);
        if (n < 0 || (size_t)n >= len - used)
            return;
        used += (size_t)n;
    }
}

int sl_occ_find(const char *arch, unsigned wave, const sl_occ_arch **out, sl_err *e)
{
    const sl_occ_arch *first = NULL;
    char waves[32] = "";
    for (const sl_occ_arch *a = table; arch && a->name; ++a) {
        if (!row_matches(a, arch))
            continue;
        if (!first)
            first = a;
        if (wave == 0 || a->wave == wave) {
            *out = a;
            return SL_OK;
        }
        size_t n = strlen(waves);
        snprintf(waves + n, sizeof waves - n, "%s%u", n ? " or " : "", a->wave);
    }
    if (first)
        return sl_err_set(e, SL_E_USAGE, "%s runs wave %s, not wave %u", arch, waves, wave);
    char known[768];
    known_list(known, sizeof known);
    return sl_err_set(e, SL_E_USAGE, "unknown architecture '%s'; the known ones are: %s", arch ? arch : "",
                      known);
}

const char *sl_occ_limit_name(const sl_occ_arch *a, int limit)
{
    int nv = a && a->vendor == SL_OCC_NVIDIA;
    switch (limit) {
    case SL_OCC_LIM_WAVES: return nv ? "warps" : "waves";
    case SL_OCC_LIM_GROUPS: return "groups";
    case SL_OCC_LIM_REGS: return nv ? "registers" : "VGPRs";
    case SL_OCC_LIM_SGPRS: return "SGPRs";
    case SL_OCC_LIM_LOCAL: return "local memory";
    default: return "?";
    }
}

static unsigned long long round_up(unsigned long long x, unsigned long long unit)
{
    return unit ? (x + unit - 1) / unit * unit : x;
}

static unsigned min_u(unsigned a, unsigned b)
{
    return a < b ? a : b;
}

/* Waves one register file holds at `regs` per work-item, and what one wave
 * is allocated (*alloc). */
static unsigned waves_by_regs(const sl_occ_arch *a, unsigned regs, unsigned *alloc)
{
    if (a->vendor == SL_OCC_NVIDIA) {
        /* cuda_occupancy.h: registers per warp = regs x 32 rounded up to
         * 256; each sub-partition's file holds whole warps; 0 registers
         * (an empty kernel) do not limit */
        *alloc = (unsigned)round_up((unsigned long long)regs * a->wave, a->reg_granule);
        return *alloc ? (a->reg_file / a->simds) / *alloc : SL_OCC_UNLIMITED;
    }
    /* LLVM getNumWavesPerEUWithNumVGPRs: a wave gets at least one granule,
     * at most the SIMD's wave slots */
    *alloc = (unsigned)round_up(regs ? regs : 1, a->reg_granule);
    return min_u(a->reg_file / *alloc, a->max_waves / a->simds);
}

/* LLVM getOccupancyWithNumSGPRs for VOLCANIC_ISLANDS..GFX9: 800 SGPRs per
 * SIMD, in the steps the backend uses. */
static unsigned waves_by_sgprs(unsigned sgprs)
{
    if (sgprs <= 80)
        return 10;
    if (sgprs <= 88)
        return 9;
    if (sgprs <= 100)
        return 8;
    return 7;
}

static int check(const sl_occ_arch *a, const sl_occ_input *in, sl_err *e)
{
    if (!a || !in)
        return sl_err_set(e, SL_E_USAGE, "no architecture or no launch to compute");
    const char *regs = a->vendor == SL_OCC_NVIDIA ? "registers" : "VGPRs";
    if (in->wg == 0 || in->wg > a->max_wg)
        return sl_err_set(e, SL_E_USAGE, "work-group size must be 1 to %u on %s, not %u", a->max_wg, a->name,
                          in->wg);
    if (in->regs > a->max_regs)
        return sl_err_set(e, SL_E_USAGE, "%u %s per work-item is more than %s allows (%u)", in->regs, regs,
                          a->name, a->max_regs);
    if (in->local > a->max_local_per_group)
        return sl_err_set(e, SL_E_USAGE, "%llu B of local memory per group is more than %s allows (%u B)",
                          in->local, a->name, a->max_local_per_group);
    if (in->sgprs && a->vendor == SL_OCC_NVIDIA)
        return sl_err_set(e, SL_E_USAGE, "%s has no SGPRs: NVIDIA counts only registers", a->name);
    if (in->sgprs > a->max_sgprs)
        return sl_err_set(e, SL_E_USAGE, "%u SGPRs per wave is more than %s allows (%u)", in->sgprs, a->name,
                          a->max_sgprs);
    return SL_OK;
}

/* The arithmetic, on input already checked. */
static void compute(const sl_occ_arch *a, const sl_occ_input *in, sl_occ *o)
{
    memset(o, 0, sizeof *o);
    unsigned w = (in->wg + a->wave - 1) / a->wave;
    o->waves_per_group = w;
    o->limit[SL_OCC_LIM_WAVES] = a->max_waves / w;

    /* LLVM getMaxWorkGroupsPerCU: a one-wave group holds no barrier */
    o->limit[SL_OCC_LIM_GROUPS] = a->vendor == SL_OCC_AMD && w == 1 ? SL_OCC_UNLIMITED : a->max_groups;

    unsigned per_file = waves_by_regs(a, in->regs, &o->reg_alloc);
    o->waves_per_simd_regs = per_file;
    o->limit[SL_OCC_LIM_REGS] = per_file == SL_OCC_UNLIMITED ? SL_OCC_UNLIMITED : per_file * a->simds / w;
    /* cuda_occupancy.h: the hardware checks a block's registers as if its
     * warps were spread over all 4 sub-partitions (warps rounded up to 4).
     * With 65536 registers per block and per SM this fails exactly when the
     * sub-partitions cannot hold the block's warps; it is kept for the
     * reason it gives */
    unsigned long long block_regs =
        (unsigned long long)o->reg_alloc * round_up(w, a->simds);
    if (a->vendor == SL_OCC_NVIDIA && block_regs > a->regs_per_group) {
        o->limit[SL_OCC_LIM_REGS] = 0;
        snprintf(o->why_not, sizeof o->why_not,
                 "%u warps x %u registers per warp = %llu registers (warps counted in %us), more than the "
                 "%u one group may hold", w, o->reg_alloc, block_regs, a->simds, a->regs_per_group);
    }

    o->limit[SL_OCC_LIM_SGPRS] = SL_OCC_UNLIMITED;
    if (a->sgprs_limit_waves && in->sgprs)
        o->limit[SL_OCC_LIM_SGPRS] = min_u(waves_by_sgprs(in->sgprs), a->max_waves / a->simds) * a->simds / w;

    unsigned long long need = in->local + a->local_reserved;
    o->local_alloc = need ? round_up(need, a->local_granule) : 0;
    o->limit[SL_OCC_LIM_LOCAL] =
        o->local_alloc ? (unsigned)(a->local_per_unit / o->local_alloc) : SL_OCC_UNLIMITED;

    unsigned g = SL_OCC_UNLIMITED;
    for (int i = 0; i < SL_OCC_NLIMITS; ++i)
        g = min_u(g, o->limit[i]);
    o->groups = g;
    o->waves = g * w;
    o->occupancy = (double)o->waves / a->max_waves;
    for (int i = 0; i < SL_OCC_NLIMITS; ++i)
        if (o->limit[i] == g)
            o->limiters |= 1u << i;
    if (g == 0 && !o->why_not[0]) {
        if (o->limit[SL_OCC_LIM_REGS] == 0)
            snprintf(o->why_not, sizeof o->why_not,
                     "a group is %u waves; at %u VGPRs each SIMD holds %u, %u in the %s", w, in->regs, per_file,
                     per_file * a->simds, a->unit);
        else if (o->limit[SL_OCC_LIM_SGPRS] == 0)
            snprintf(o->why_not, sizeof o->why_not, "a group is %u waves; at %u SGPRs the %s holds %u", w,
                     in->sgprs, a->unit, min_u(waves_by_sgprs(in->sgprs), a->max_waves / a->simds) * a->simds);
        else
            snprintf(o->why_not, sizeof o->why_not, "one group needs more than one %s has", a->unit);
    }
}

int sl_occ_compute(const sl_occ_arch *a, const sl_occ_input *in, sl_occ *out, sl_err *e)
{
    int rc = check(a, in, e);
    if (rc != SL_OK)
        return rc;
    compute(a, in, out);
    return SL_OK;
}

int sl_occ_what_if(const sl_occ_arch *a, const sl_occ_input *in, sl_occ_whatif *out, sl_err *e)
{
    sl_occ base;
    int rc = sl_occ_compute(a, in, &base, e);
    if (rc != SL_OK)
        return rc;
    memset(out, 0, sizeof *out);
    sl_occ_input t = *in;

    if (in->regs < a->max_regs) {
        t.regs = in->regs + 1;
        out->regs_plus_one.possible = 1;
        out->regs_plus_one.value = t.regs;
        compute(a, &t, &out->regs_plus_one.at);
    }
    t = *in;
    if (in->local + 1024 <= a->max_local_per_group) {
        t.local = in->local + 1024;
        out->local_plus_kib.possible = 1;
        out->local_plus_kib.value = t.local;
        compute(a, &t, &out->local_plus_kib.at);
    }
    if (base.groups == 0)
        return SL_OK; /* nothing to drop from */

    t = *in;
    for (unsigned r = in->regs + 1; r <= a->max_regs; ++r) {
        t.regs = r;
        compute(a, &t, &out->regs_drop.at);
        if (out->regs_drop.at.waves < base.waves) {
            out->regs_drop.possible = 1;
            out->regs_drop.value = r;
            break;
        }
    }
    /* the allocation, and so the answer, changes only where local +
     * reserved crosses a granule: try the first size past each boundary */
    t = *in;
    for (unsigned long long l = in->local + 1; l <= a->max_local_per_group;) {
        t.local = l;
        compute(a, &t, &out->local_drop.at);
        if (out->local_drop.at.waves < base.waves) {
            out->local_drop.possible = 1;
            out->local_drop.value = l;
            break;
        }
        unsigned long long next = round_up(l + a->local_reserved, a->local_granule) - a->local_reserved + 1;
        l = next > l ? next : l + 1;
    }
    if (!out->regs_drop.possible)
        memset(&out->regs_drop.at, 0, sizeof out->regs_drop.at);
    if (!out->local_drop.possible)
        memset(&out->local_drop.at, 0, sizeof out->local_drop.at);
    return SL_OK;
}

unsigned sl_occ_notes(const sl_occ_arch *a, const sl_occ_input *in, const char **out, unsigned max)
{
    const char *n[8];
    unsigned k = 0;
    if (!a)
        return 0;
    if (a->vendor == SL_OCC_NVIDIA && in && in->local > SL_OCC_NVIDIA_OPENCL_LOCAL_MAX)
        n[k++] = "NVIDIA's OpenCL allows at most 48 KiB of local memory per work-group; more needs CUDA's "
                 "opt-in (cudaFuncSetAttribute), so an OpenCL kernel cannot ask for this";
    if (a->vendor == SL_OCC_NVIDIA)
        n[k++] = "shared memory per SM is the largest carveout, cuda_occupancy.h's default; the driver "
                 "picks the carveout at launch, and a smaller one leaves fewer groups";
    if (a->vendor == SL_OCC_AMD && !strcmp(a->unit, "WGP"))
        n[k++] = "counted per WGP in WGP mode (LLVM's default for gfx10+; ROCm's OpenCL then reports WGPs "
                 "as compute units); in CU mode (-mcumode) halve the SIMDs, LDS and groups";
    if (a->vendor == SL_OCC_AMD)
        n[k++] = "a group's waves are taken as spread evenly over the SIMDs, as LLVM assumes; waves per "
                 "SIMD is the unit's waves / SIMDs";
    if (a->sgprs_limit_waves && in && !in->sgprs)
        n[k++] = "SGPRs not given (--sgprs): on gfx9 more than 80 cost waves, so they are not counted here";
    if (a->unpublished)
        n[k++] = a->unpublished;
    for (unsigned i = 0; i < k && i < max; ++i)
        out[i] = n[i];
    return k;
}

int sl_occ_local_for_groups(const sl_occ_arch *a, unsigned wg, unsigned g, unsigned long long cap,
                            unsigned long long *bytes, unsigned *fewest)
{
    *bytes = 0;
    *fewest = 0;
    if (!a || g == 0 || wg == 0 || wg > a->max_wg)
        return SL_SKIP;
    if (cap > a->max_local_per_group)
        cap = a->max_local_per_group;
    sl_occ o;
    /* the largest request whose allocation still fits g times */
    unsigned long long alloc = a->local_per_unit / g / a->local_granule * a->local_granule;
    unsigned long long want = alloc > a->local_reserved ? alloc - a->local_reserved : 0;
    if (want > cap)
        want = cap;
    sl_occ_input in = { .wg = wg, .local = want };
    if (want > 0 && sl_occ_compute(a, &in, &o, NULL) == SL_OK && o.groups == g) {
        *bytes = want;
        return SL_OK;
    }
    in.local = cap;
    if (cap > 0 && sl_occ_compute(a, &in, &o, NULL) == SL_OK && o.limit[SL_OCC_LIM_LOCAL] == o.groups)
        *fewest = o.groups;
    return SL_SKIP;
}

/* ---- the compiler's figure beside the model (occupancy.h) -------------- */

/* LLVM 15's waves per SIMD from the same inputs (AMDGPUSubtarget.cpp,
 * computeOccupancy): the least of the SIMD's slots, its VGPR and SGPR
 * limits, and getOccupancyWithLocalMemSize, which counts the groups whose
 * LDS fits a CU (getLocalMemorySize: 64 KiB on every row here, the most
 * one group may have; on RDNA half a WGP's) with no allocation granule,
 * times the waves of a group, and clamps that to one SIMD's slots (it
 * also caps the groups at getMaxWorkGroupsPerCU, which never binds
 * before the clamp here). *lds gets the LDS figure alone. */
static unsigned llvm15_waves(const sl_occ_arch *a, const sl_occ_compiler *in, const sl_occ *at, unsigned *lds)
{
    const unsigned per_simd = a->max_waves / a->simds;
    unsigned w = min_u(per_simd, at->waves_per_simd_regs);
    if (a->sgprs_limit_waves && in->sgprs)
        w = min_u(w, waves_by_sgprs(in->sgprs));
    *lds = per_simd;
    if (in->lds) {
        const unsigned long long groups = a->max_local_per_group / in->lds;
        *lds = groups == 0 ? 1 : (unsigned)(groups * at->waves_per_group < per_simd ? groups * at->waves_per_group
                                                                                     : per_simd);
    }
    return min_u(w, *lds);
}

static void append(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void append(char *buf, size_t len, const char *fmt, ...)
{
    size_t used = strlen(buf);
    if (used + 1 >= len)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + used, len - used, fmt, ap);
    va_end(ap);
}

/* The first resource that holds o to its groups, for people. */
static const char *first_limit(const sl_occ_arch *a, const sl_occ *o)
{
    for (int i = 0; i < SL_OCC_NLIMITS; ++i)
        if (o->limiters & (1u << i))
            return sl_occ_limit_name(a, i);
    return "?";
}

/* The reasons of out->why in words, into out->text. */
static void explain_text(const sl_occ_arch *a, const sl_occ_compiler *in, unsigned lds_figure, sl_occ_explained *out)
{
    char *t = out->text;
    const size_t len = sizeof out->text;
    const unsigned launch_wg = in->launch_wg ? in->launch_wg : in->compiler_wg;
    const sl_occ *as = &out->assumed;
    t[0] = '\0';
    if (out->why == 0) {
        append(t, len, "same");
        return;
    }
    if (out->why & SL_OCC_WHY_LAUNCH) {
        append(t, len, "the launch: the compiler assumes groups of %u work-items", in->compiler_wg);
        if (launch_wg != in->compiler_wg)
            append(t, len, " (the launch's are %u)", launch_wg);
        if (in->launch_local_args)
            append(t, len, " and cannot see the launch's %llu B of __local arguments", in->launch_local_args);
        if (out->why == SL_OCC_WHY_LAUNCH)
            append(t, len, "; at its assumptions the model says %u too", in->compiler);
        else
            append(t, len, "; at its assumptions the model says %g a SIMD, and: ", (double)as->waves / a->simds);
    }
    if (out->why & SL_OCC_WHY_LDS)
        append(t, len, "LLVM 15 takes LDS's waves per CU for waves per SIMD (llvm-project issue 118220): %llu "
                       "groups of %llu B fit a CU's 64 KiB, x %u waves = %llu, clamped to %u; the model: LDS holds "
                       "%u groups of %u waves a %s, %g a SIMD",
               (unsigned long long)(a->max_local_per_group / in->lds), in->lds, as->waves_per_group,
               (unsigned long long)(a->max_local_per_group / in->lds) * as->waves_per_group, lds_figure,
               as->limit[SL_OCC_LIM_LOCAL], as->waves_per_group, a->unit,
               (double)as->limit[SL_OCC_LIM_LOCAL] * as->waves_per_group / a->simds);
    if (out->why & SL_OCC_WHY_GROUPS)
        append(t, len, "whole groups: the compiler counts %u waves a SIMD, %u a %s, but only %u whole groups of %u "
                       "waves fit (%s), %g a SIMD",
               out->llvm, out->llvm * a->simds, a->unit, as->groups, as->waves_per_group,
               as->why_not[0] ? as->why_not : first_limit(a, as),
               (double)as->waves / a->simds);
    if (out->why & SL_OCC_WHY_UNEXPLAINED)
        append(t, len, "not explained: the model says %g a SIMD at the launch and %g at the compiler's "
                       "assumptions; the compiler's arithmetic redone gives %u, the remark %u",
               out->model_per_simd, (double)as->waves / a->simds, out->llvm, in->compiler);
}

int sl_occ_explain_compiler(const sl_occ_arch *a, const sl_occ_compiler *in, sl_occ_explained *out, sl_err *e)
{
    if (!a || !in || a->vendor != SL_OCC_AMD)
        return sl_err_set(e, SL_E_USAGE, "only AMD's compiler reports an occupancy to compare with");
    memset(out, 0, sizeof *out);
    const unsigned launch_wg = in->launch_wg ? in->launch_wg : in->compiler_wg;
    sl_occ_input at_launch = { launch_wg, in->regs, in->sgprs, in->lds + in->launch_local_args };
    sl_occ_input assumed = { in->compiler_wg, in->regs, in->sgprs, in->lds };
    int rc = sl_occ_compute(a, &at_launch, &out->launch, e);
    if (rc == SL_OK)
        rc = sl_occ_compute(a, &assumed, &out->assumed, e);
    if (rc != SL_OK)
        return rc;
    out->model_per_simd = (double)out->launch.waves / a->simds;
    unsigned lds_figure;
    out->llvm = llvm15_waves(a, in, &out->assumed, &lds_figure);
    const unsigned want = in->compiler * a->simds; /* the compiler's figure, in waves per unit */
    const bool launch_differs = launch_wg != in->compiler_wg || in->launch_local_args;
    if (out->launch.waves == want)
        out->why = 0;
    else if (out->assumed.waves == want)
        out->why = SL_OCC_WHY_LAUNCH;
    else if (out->llvm == in->compiler && out->assumed.waves < want) {
        /* LDS when the model's LDS limit alone holds fewer waves than the compiler's figure */
        const unsigned long long lds_waves = (unsigned long long)out->assumed.limit[SL_OCC_LIM_LOCAL] *
                                             out->assumed.waves_per_group;
        out->why = (lds_waves < want ? SL_OCC_WHY_LDS : SL_OCC_WHY_GROUPS) | (launch_differs ? SL_OCC_WHY_LAUNCH : 0);
    } else
        out->why = SL_OCC_WHY_UNEXPLAINED;
    explain_text(a, in, lds_figure, out);
    return SL_OK;
}
