/* profile.h - what a device is, as the model and the report read it: its
 * vendor class, its SIMD width and where that came from, its sizes, and
 * the FP32 peak its spec sheet gives. Plain C types only (no <CL/cl.h>):
 * runtime fills a profile from the driver's answers (device.h), and pure
 * code reads it on any machine. The field sizes are OpenCL's (cl_uint is
 * uint32_t, cl_ulong uint64_t), so clGetDeviceInfo writes them in place.
 */
#ifndef SIMTLAB_PROFILE_H
#define SIMTLAB_PROFILE_H

#include <stddef.h>
#include <stdint.h>

typedef enum sl_vendor {
    SL_VENDOR_OTHER = 0,
    SL_VENDOR_NVIDIA,
    SL_VENDOR_AMD,
    SL_VENDOR_INTEL,
    SL_VENDOR_POCL
} sl_vendor;

/* "nvidia", "amd", "intel", "pocl", "other". */
const char *sl_vendor_name(sl_vendor v);

/* "warp" on NVIDIA, "wavefront" on AMD, "sub-group" elsewhere. */
const char *sl_dev_simd_word(sl_vendor v);

/* The device type bits of a profile (OpenCL's CL_DEVICE_TYPE_CPU and
 * _GPU; device.c asserts they are equal) and the local memory kinds
 * (CL_LOCAL, CL_GLOBAL). */
#define SL_DEVTYPE_CPU (UINT64_C(1) << 1)
#define SL_DEVTYPE_GPU (UINT64_C(1) << 2)
#define SL_LOCALMEM_LOCAL 0x1u
#define SL_LOCALMEM_GLOBAL 0x2u

/* What the driver answered for each SIMD-width query; 0 = not available. */
typedef struct sl_simd_probe {
    uint32_t nv_warp;            /* CL_DEVICE_WARP_SIZE_NV (0x4003) */
    uint32_t amd_wavefront;      /* CL_DEVICE_WAVEFRONT_WIDTH_AMD (0x4043) */
    size_t subgroup;             /* CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE of a probe kernel */
    size_t subgroup_local;       /* the work-group size that query was asked about */
    size_t preferred_multiple;   /* CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE of a probe kernel */
} sl_simd_probe;

/* Everything simtlab reports about a device. Strings are as the driver gave them. */
typedef struct sl_profile {
    unsigned platform_index, device_index;
    char platform[256];
    char name[256];
    char vendor_str[256];        /* CL_DEVICE_VENDOR */
    uint32_t vendor_id;
    sl_vendor vendor;
    uint64_t type;               /* CL_DEVICE_TYPE: SL_DEVTYPE_* bits */
    char driver[256];            /* CL_DRIVER_VERSION */
    char opencl[256];            /* CL_DEVICE_VERSION */
    char opencl_c[256];          /* CL_DEVICE_OPENCL_C_VERSION */
    char arch[64];               /* "sm_90", "gfx90a", or "" */
    uint32_t compute_units;
    uint32_t clock_mhz;
    uint64_t global_mem;
    uint64_t local_mem;
    uint32_t local_mem_type;     /* SL_LOCALMEM_LOCAL (dedicated) or _GLOBAL */
    uint64_t max_alloc;
    uint64_t global_cache;       /* CL_DEVICE_GLOBAL_MEM_CACHE_SIZE */
    uint32_t cache_line;         /* CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE */
    size_t max_work_group;
    size_t timer_resolution_ns;  /* CL_DEVICE_PROFILING_TIMER_RESOLUTION: the event clock's tick */
    uint32_t native_float_width; /* CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT */
    int nv_cc_major, nv_cc_minor;        /* -1 when not NVIDIA */
    int amd_gfxip_major, amd_gfxip_minor; /* -1 when not AMD */
    int amd_simd_per_cu;                  /* -1 when not AMD */
    unsigned simd_width;
    const char *simd_width_source;       /* static string */
    sl_simd_probe simd_probe;
} sl_profile;

/* The profile's FP32 peak in GFLOP/s from sl_peak_fp32_gflops (peak.h), with
 * vendor "cpu" for any CPU device, else the device's spec sheet
 * (data/devices) when the table has no row; 0 with *source "unknown" when
 * neither knows it. source may be NULL. */
double sl_dev_fp32_peak_gflops(const sl_profile *p, const char **source);

#endif
