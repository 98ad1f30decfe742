/* occupancy.h - how many warps/wavefronts a kernel keeps resident on one
 * SM, CU or WGP, and which resource stops it there: the occupancy
 * calculator, in pure C (no device), with the architecture table compiled
 * in (host/model/occupancy.c, one row per architecture, each with its
 * source).
 *
 * A group of wg work-items is ceil(wg / wave) warps or wavefronts. A unit
 * (NVIDIA SM, AMD CU, or RDNA WGP in WGP mode) holds as many whole groups as
 * every resource allows at once:
 *   - wave slots:  max_waves / waves per group
 *   - group slots: max_groups (AMD: only groups of more than one wave, which
 *                  hold a barrier)
 *   - registers:   each of the unit's `simds` register files (SM
 *                  sub-partitions, AMD SIMDs) holds
 *                    NVIDIA  (reg_file / simds) / roundup(regs x 32, 256)
 *                            warps (cuda_occupancy.h),
 *                    AMD     min(max waves per SIMD, reg_file /
 *                            roundup(VGPRs, granule)) waves (LLVM's AMDGPU
 *                            backend),
 *                  and a group's waves are spread over the files evenly
 *   - SGPRs:       AMD gfx9 only (LLVM's table: <= 80 SGPRs 10 waves per
 *                  SIMD, <= 88 9, <= 100 8, more 7)
 *   - local:       local_per_unit / roundup(local + reserved, granule)
 * Active waves = groups x waves per group; occupancy = active waves /
 * max_waves. Example: sm_80, 256 work-items, 32 registers: 8 groups of 8
 * warps = 64 of 64 warps, 100%; 64 registers: 4 groups, 50%.
 */
#ifndef SIMTLAB_OCCUPANCY_H
#define SIMTLAB_OCCUPANCY_H

#include <limits.h>

#include "simtlab/error.h"

typedef enum sl_occ_vendor { SL_OCC_NVIDIA, SL_OCC_AMD } sl_occ_vendor;

/* One row of the table: one architecture (RDNA: one row per wave size). */
typedef struct sl_occ_arch {
    const char *name;               /* "sm_80", "gfx90a", "gfx10.3" */
    const char *targets;            /* '|'-separated names --arch also takes ("gfx1030|gfx1031"), or "" */
    sl_occ_vendor vendor;
    const char *parts;              /* a few products, for people: "A100" */
    const char *unit;               /* what one group runs on: "SM", "CU", "WGP" */
    unsigned wave;                  /* warp/wavefront width */
    unsigned simds;                 /* register files per unit: SM sub-partitions, SIMDs */
    unsigned max_waves;             /* resident warps/waves per unit */
    unsigned max_groups;            /* resident work-groups per unit */
    unsigned reg_file;              /* NVIDIA: 32-bit registers per SM; AMD: VGPRs per lane per SIMD */
    unsigned reg_granule;           /* NVIDIA: registers per warp; AMD: VGPRs per lane */
    unsigned max_regs;              /* registers/VGPRs one work-item may use */
    unsigned regs_per_group;        /* NVIDIA: registers one block may hold; AMD: 0 */
    unsigned max_sgprs;             /* AMD: SGPRs per wave, VCC and the like included; NVIDIA: 0 */
    int sgprs_limit_waves;          /* AMD gfx9: the SGPR count limits waves per SIMD */
    unsigned local_per_unit;        /* bytes of local memory per unit */
    unsigned local_granule;         /* bytes per allocation unit */
    unsigned local_reserved;        /* bytes the driver adds to every group */
    unsigned max_local_per_group;   /* bytes one group may ask for (NVIDIA: CUDA's opt-in maximum) */
    unsigned max_wg;                /* work-items per group */
    const char *source;             /* the documents the numbers come from */
    const char *unpublished;        /* what in the row no vendor document gives, or NULL */
} sl_occ_arch;

/* All rows, NVIDIA then AMD, oldest first, NULL-name terminated. */
const sl_occ_arch *sl_occ_archs(void);

/* The row for arch (a row's name or one of its targets: "sm_90", "gfx942",
 * "gfx1030", "gfx10.3") at wave size `wave` (0: the row's default, the
 * first listed: wave32 on RDNA, which is what ROCm compiles for). SL_OK, or
 * SL_E_USAGE with a message that lists the known architectures (unknown
 * arch) or the wave sizes arch has. */
int sl_occ_find(const char *arch, unsigned wave, const sl_occ_arch **out, sl_err *e);

/* One kernel launch as the calculator sees it. */
typedef struct sl_occ_input {
    unsigned wg;                    /* work-items per group */
    unsigned regs;                  /* registers (NVIDIA) or VGPRs (AMD) per work-item */
    unsigned sgprs;                 /* AMD: SGPRs per wave; 0 = not given, not counted */
    unsigned long long local;       /* bytes of local memory per group */
} sl_occ_input;

/* The resources that limit groups per unit, in the order they are printed. */
enum sl_occ_limit {
    SL_OCC_LIM_WAVES,               /* wave slots */
    SL_OCC_LIM_GROUPS,              /* group slots */
    SL_OCC_LIM_REGS,                /* registers / VGPRs */
    SL_OCC_LIM_SGPRS,               /* SGPRs (AMD gfx9) */
    SL_OCC_LIM_LOCAL,               /* local memory */
    SL_OCC_NLIMITS
};

/* A limit that does not bind: no local memory, no SGPR count, ... */
#define SL_OCC_UNLIMITED UINT_MAX

typedef struct sl_occ {
    unsigned waves_per_group;       /* ceil(wg / wave) */
    unsigned reg_alloc;             /* NVIDIA: registers per warp as allocated; AMD: VGPRs per lane */
    unsigned waves_per_simd_regs;   /* waves one register file holds at this count (UNLIMITED: no registers) */
    unsigned long long local_alloc; /* bytes per group as allocated, reserve included; 0: none */
    unsigned limit[SL_OCC_NLIMITS]; /* groups per unit each resource allows, or SL_OCC_UNLIMITED */
    unsigned groups;                /* active groups per unit: the least limit */
    unsigned waves;                 /* active warps/waves per unit: groups x waves_per_group */
    double occupancy;               /* waves / arch max_waves, 0..1 */
    unsigned limiters;              /* bit (1u << limit) for every limit equal to groups */
    char why_not[200];              /* groups == 0: why one group cannot launch; else "" */
} sl_occ;

/* Occupancy of `in` on `a`. SL_OK, or SL_E_USAGE with a message for bad
 * input: a work-group size of 0 or above a->max_wg, registers above
 * a->max_regs, local memory above a->max_local_per_group, SGPRs given on
 * NVIDIA or above a->max_sgprs. A launch that fits no unit (too many
 * registers for its group size) is not an error: groups 0 and why_not. */
int sl_occ_compute(const sl_occ_arch *a, const sl_occ_input *in, sl_occ *out, sl_err *e);

/* "warps"/"waves", "groups", "registers"/"VGPRs", "SGPRs", "local memory". */
const char *sl_occ_limit_name(const sl_occ_arch *a, int limit);

/* One step of "what would more cost". */
typedef struct sl_occ_step {
    int possible;                   /* 0: past the architecture's maximum, or nothing drops before it */
    unsigned long long value;       /* the register count or the local bytes */
    sl_occ at;                      /* the occupancy there */
} sl_occ_step;

typedef struct sl_occ_whatif {
    sl_occ_step regs_plus_one;      /* regs + 1 */
    sl_occ_step local_plus_kib;     /* local + 1024 */
    sl_occ_step regs_drop;          /* the smallest count above regs with fewer active waves */
    sl_occ_step local_drop;         /* the smallest local size above local with fewer active waves */
} sl_occ_whatif;

/* What one more register per work-item and 1 KiB more local memory per
 * group would cost, and the first register count and local size that
 * cost a level. SL_OK or SL_E_USAGE as sl_occ_compute. A step past the
 * maximum, or from a launch that does not fit, is not possible. */
int sl_occ_what_if(const sl_occ_arch *a, const sl_occ_input *in, sl_occ_whatif *out, sl_err *e);

/* Notes the output should carry for this launch (static strings): what the
 * row does not get from a vendor document, NVIDIA OpenCL's 48 KiB local
 * cap, the WGP mode the RDNA rows assume, SGPRs not counted. Fills
 * out[0..max) and returns how many there are. */
unsigned sl_occ_notes(const sl_occ_arch *a, const sl_occ_input *in, const char **out, unsigned max);

/* The local memory per group that holds one unit of `a` to exactly g
 * resident groups of wg work-items: the largest size up to cap (a
 * device's own per-group limit) that does. SL_OK with *bytes; otherwise
 * SL_SKIP and *bytes = 0, with *fewest = the fewest groups local memory can
 * force within cap (0 when it cannot force any: cap 0, or another limit
 * binds first), so the caller can say why. Example: sm_90, 32 work-items,
 * cap 48 KiB: g = 8 takes 28160 B (27.5 KiB + the 1 KiB reserve, in 128 B
 * units, is 1/8 of 228 KiB); g = 1 and 2 cannot be forced (one group per
 * SM needs over 113 KiB), 4 is the fewest (49152 B). */
int sl_occ_local_for_groups(const sl_occ_arch *a, unsigned wg, unsigned g, unsigned long long cap,
                            unsigned long long *bytes, unsigned *fewest);

/* ---- the compiler's own figure beside the model (AMD, issue 30) -------
 *
 * LLVM's AMDGPU backend reports an occupancy for each kernel it compiles
 * (-Rpass-analysis=kernel-resource-usage: "Occupancy [waves/SIMD]").
 * It does not know the launch: it assumes the largest work-group the
 * kernel allows (256 work-items unless reqd_work_group_size says
 * otherwise: the max flat work-group size) and sees only the kernel's
 * static LDS, not its __local arguments. And its arithmetic is simpler
 * than the model's in two ways:
 *   - LDS (LLVM 15, getOccupancyWithLocalMemSize; llvm-project issue
 *     118220): the groups whose LDS fits in a CU (64 KiB, no allocation
 *     granule) times the waves of a group, clamped to the waves of one
 *     SIMD: waves per CU taken as waves per SIMD, so LDS lowers its
 *     figure four times too late;
 *   - whole groups: each limit is waves per SIMD (VGPRs, SGPRs, the
 *     SIMD's slots), and never whether whole groups of that many waves
 *     fit the CU's wave and group slots.
 * sl_occ_explain_compiler compares the two by a rule, not a list of
 * kernels: the model at the launch equal to the compiler's figure is
 * "same"; else the model at the compiler's assumptions equal to it is the
 * launch's doing; else the compiler's arithmetic above, redone from the
 * same inputs, equal to it names which simplification made the
 * difference: LDS when the model's LDS limit alone allows fewer waves
 * than the compiler says, else whole groups. Anything else is
 * unexplained, and says so. */

/* What the compiler reported and what the launch is. */
typedef struct sl_occ_compiler {
    unsigned compiler_wg;           /* the group size the compiler assumed (max flat work-group size) */
    unsigned long long lds;         /* the compiler's LDS: the kernel's static local memory */
    unsigned regs;                  /* VGPRs as the register file holds them (CDNA: VGPRs and AGPRs) */
    unsigned sgprs;                 /* SGPRs, 0 = not given */
    unsigned compiler;              /* the compiler's "Occupancy [waves/SIMD]" */
    unsigned launch_wg;             /* work-items per group of the launch; 0: not known (taken as compiler_wg) */
    unsigned long long launch_local_args; /* bytes of __local arguments the launch adds */
} sl_occ_compiler;

/* The reasons, as bits of sl_occ_explained.why; none: the same. */
enum {
    SL_OCC_WHY_LAUNCH = 1,          /* the launch's group size or __local arguments, which the compiler cannot see */
    SL_OCC_WHY_LDS = 2,             /* LLVM 15's LDS arithmetic (waves per CU as waves per SIMD) */
    SL_OCC_WHY_GROUPS = 4,          /* whole groups not fitting, which the compiler does not count */
    SL_OCC_WHY_UNEXPLAINED = 8      /* none of these: the model or the remark's reading is wrong */
};

typedef struct sl_occ_explained {
    sl_occ launch;                  /* the model at the launch */
    sl_occ assumed;                 /* the model at the compiler's assumptions */
    double model_per_simd;          /* launch.waves / SIMDs: the model's waves per SIMD, maybe fractional */
    unsigned llvm;                  /* the compiler's arithmetic redone (above), waves per SIMD */
    unsigned why;                   /* SL_OCC_WHY_* bits; 0 = the same */
    char text[400];                 /* "same", or the reasons in words with the figures behind them */
} sl_occ_explained;

/* The model beside the compiler's figure on AMD arch a, and why they
 * differ. SL_OK, or SL_E_USAGE as sl_occ_compute (NVIDIA: no such remark). */
int sl_occ_explain_compiler(const sl_occ_arch *a, const sl_occ_compiler *in, sl_occ_explained *out, sl_err *e);

/* NVIDIA's OpenCL caps local memory per work-group at 48 KiB, below CUDA's
 * opt-in maximum (CL_DEVICE_LOCAL_MEM_SIZE 49152 on an H200:
 * data/results/matmul-info-h200-2026-11-22.txt). */
#define SL_OCC_NVIDIA_OPENCL_LOCAL_MAX 49152u

#endif
