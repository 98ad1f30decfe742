/* resources.h - what one kernel holds on the device (registers, spills,
 * local memory) and the occupancy that allows at its launch, for every
 * kernel row of every suite (the runner fills them after bind).
 *
 * Where each figure comes from:
 *   local bytes  CL_KERNEL_LOCAL_MEM_SIZE, every driver (static __local
 *                arrays plus the __local arguments bind has sized)
 *   NVIDIA       registers and spills from ptxas in the build log: the
 *                runner builds with -cl-nv-verbose on NVIDIA
 *                (sl_prog_nv_resources)
 *   AMD          VGPRs, SGPRs and scratch from clGetKernelInfoAMD, the
 *                ROCm runtime's extension entry point (CL_KERNELINFO_USED_
 *                VGPRS 0xC, _USED_SGPRS 0xA, _SCRATCH_REGS 0x1; ROCclr
 *                amdocl/cl_kernel_info_amd.cpp), asked for by name with
 *                clGetExtensionFunctionAddressForPlatform
 *   elsewhere    not exposed: -1, null in JSON, and the table says so
 * The occupancy is the calculator's (occupancy.h) for the device's
 * architecture (sl_profile.arch) at the launch's work-group size, once
 * registers are known; NAN otherwise (a CPU, an architecture the table
 * lacks, a launch that leaves the group size to the driver). */
#ifndef SIMTLAB_RESOURCES_H
#define SIMTLAB_RESOURCES_H

#include <CL/cl.h>
#include <stddef.h>

#include "simtlab/device.h"
#include "simtlab/result.h"

typedef struct sl_res_raw {
    int registers;      /* NVIDIA registers, AMD VGPRs, per work-item; -1 unknown */
    int sgprs;          /* AMD SGPRs per wave; -1 unknown */
    int spills;         /* NVIDIA spill stores + loads in bytes; AMD scratch registers; -1 unknown */
    long local_bytes;   /* local memory per work-group; -1 unknown */
    const char *from;   /* where registers came from: "ptxas", "clGetKernelInfoAMD", or "not exposed" */
} sl_res_raw;

/* Ask the driver about `entry` of kernel (built by the runner, so with
 * -cl-nv-verbose on NVIDIA) after its arguments are set. Never fails:
 * what the driver does not tell stays -1. */
void sl_res_query(const sl_device *dev, cl_kernel kernel, const char *entry, sl_res_raw *out);

/* sl_res_query for kernel function `entry` of prog (made and released
 * here): what `simtlab isa` shows without a launch. SL_FAIL when prog has
 * no such kernel. */
int sl_res_query_program(const sl_device *dev, cl_program prog, const char *entry, sl_res_raw *out, sl_err *e);

/* The calculator's occupancy (0..1) for raw at wg work-items per group on
 * p's architecture, or NAN when the architecture, the registers or the
 * group size is unknown, or the calculator refuses the input. Pure. */
double sl_res_occupancy(const sl_profile *p, const sl_res_raw *raw, size_t wg);

/* r->resources from raw and the occupancy at wg. */
void sl_res_apply(const sl_profile *p, const sl_res_raw *raw, size_t wg, sl_row *r);

#endif
