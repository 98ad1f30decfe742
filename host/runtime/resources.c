/* resources.c - registers, spills, local memory and occupancy of a kernel
 * row, from whatever the driver exposes (resources.h). */
#include "simtlab/resources.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/occupancy.h"
#include "simtlab/program.h"

/* ROCm's clGetKernelInfoAMD (cl_kernel_info_amd.h); its answers are size_t. */
#define SL_KERNELINFO_SCRATCH_REGS 0x1
#define SL_KERNELINFO_USED_SGPRS 0xA
#define SL_KERNELINFO_USED_VGPRS 0xC
typedef cl_int(CL_API_CALL *kernel_info_amd_fn)(cl_kernel, cl_device_id, cl_uint, size_t, void *, size_t *);

static int amd_info(kernel_info_amd_fn f, cl_kernel k, cl_device_id d, cl_uint what)
{
    size_t v = 0;
    return f(k, d, what, sizeof v, &v, NULL) == CL_SUCCESS && v < 1u << 20 ? (int)v : -1;
}

void sl_res_query(const sl_device *dev, cl_kernel kernel, const char *entry, sl_res_raw *out)
{
    *out = (sl_res_raw){ -1, -1, -1, -1, "not exposed" };
    cl_ulong lmem = 0;
    if (clGetKernelWorkGroupInfo(kernel, dev->device_id, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lmem, &lmem, NULL) ==
        CL_SUCCESS)
        out->local_bytes = (long)lmem;
    if (dev->prof.vendor == SL_VENDOR_NVIDIA) {
        cl_program prog = NULL;
        if (clGetKernelInfo(kernel, CL_KERNEL_PROGRAM, sizeof prog, &prog, NULL) != CL_SUCCESS)
            return;
        char *log = sl_prog_build_log(prog, dev->device_id);
        int regs, spills;
        long smem;
        if (log && sl_prog_nv_resources(log, entry, &regs, &spills, &smem) == 0) {
            out->registers = regs;
            out->spills = spills;
            out->from = "ptxas";
        }
        free(log);
    } else if (dev->prof.vendor == SL_VENDOR_AMD) {
        void *sym = clGetExtensionFunctionAddressForPlatform(dev->platform_id, "clGetKernelInfoAMD");
        kernel_info_amd_fn f;
        if (!sym)
            return;
        memcpy(&f, &sym, sizeof f); /* ISO C has no object-to-function pointer cast */
        out->registers = amd_info(f, kernel, dev->device_id, SL_KERNELINFO_USED_VGPRS);
        out->sgprs = amd_info(f, kernel, dev->device_id, SL_KERNELINFO_USED_SGPRS);
        out->spills = amd_info(f, kernel, dev->device_id, SL_KERNELINFO_SCRATCH_REGS);
        if (out->registers >= 0)
            out->from = "clGetKernelInfoAMD";
    }
}

double sl_res_occupancy(const sl_profile *p, const sl_res_raw *raw, size_t wg)
{
    const sl_occ_arch *a;
    if (!p->arch[0] || raw->registers < 0 || wg == 0 || sl_occ_find(p->arch, p->simd_width, &a, NULL) != SL_OK)
        return NAN;
    sl_occ_input in = {
        .wg = wg > UINT_MAX ? UINT_MAX : (unsigned)wg,
        .regs = (unsigned)raw->registers,
        .sgprs = a->vendor == SL_OCC_AMD && raw->sgprs > 0 ? (unsigned)raw->sgprs : 0,
        .local = raw->local_bytes > 0 ? (unsigned long long)raw->local_bytes : 0,
    };
    sl_occ o;
    return sl_occ_compute(a, &in, &o, NULL) == SL_OK ? o.occupancy : NAN;
}

void sl_res_apply(const sl_profile *p, const sl_res_raw *raw, size_t wg, sl_row *r)
{
    r->resources.registers = raw->registers;
    r->resources.spills = raw->spills;
    r->resources.local_bytes = raw->local_bytes;
    r->resources.occupancy = sl_res_occupancy(p, raw, wg);
}

int sl_res_query_program(const sl_device *dev, cl_program prog, const char *entry, sl_res_raw *out, sl_err *e)
{
    cl_kernel k;
    int rc = sl_prog_kernel(prog, entry, &k, e);
    if (rc != SL_OK)
        return rc;
    sl_res_query(dev, k, entry, out);
    clReleaseKernel(k);
    return SL_OK;
}
