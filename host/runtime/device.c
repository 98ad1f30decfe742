/* device.c - discovery, selection and the device profile. */
#include "simtlab/device.h"
#include "simtlab/clerror.h"

#include <CL/cl_ext.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "simtlab/clblast.h"
#include "simtlab/peak.h"
#include "simtlab/program.h"
#include "simtlab/devspec.h"

/* Vendor query codes (cl_ext.h names them; defined here too for old headers). */
#ifndef CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV
#define CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV 0x4000
#define CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV 0x4001
#endif
#ifndef CL_DEVICE_WARP_SIZE_NV
#define CL_DEVICE_WARP_SIZE_NV 0x4003
#endif
#ifndef CL_DEVICE_SIMD_PER_COMPUTE_UNIT_AMD
#define CL_DEVICE_SIMD_PER_COMPUTE_UNIT_AMD 0x4040
#endif
#ifndef CL_DEVICE_WAVEFRONT_WIDTH_AMD
#define CL_DEVICE_WAVEFRONT_WIDTH_AMD 0x4043
#endif
#ifndef CL_DEVICE_GFXIP_MAJOR_AMD
#define CL_DEVICE_GFXIP_MAJOR_AMD 0x404A
#define CL_DEVICE_GFXIP_MINOR_AMD 0x404B
#endif

/* PCI vendor ids, as CL_DEVICE_VENDOR_ID reports them on GPUs. */
#define PCI_VENDOR_NVIDIA 0x10DEu
#define PCI_VENDOR_AMD 0x1002u
#define PCI_VENDOR_INTEL 0x8086u

/* profile.h keeps the type bits and local memory kinds without <CL/cl.h> */
_Static_assert(SL_DEVTYPE_CPU == CL_DEVICE_TYPE_CPU && SL_DEVTYPE_GPU == CL_DEVICE_TYPE_GPU, "device type bits");
_Static_assert(SL_LOCALMEM_LOCAL == CL_LOCAL && SL_LOCALMEM_GLOBAL == CL_GLOBAL, "local memory kinds");
_Static_assert(sizeof(cl_uint) == sizeof(uint32_t) && sizeof(cl_ulong) == sizeof(uint64_t), "field sizes");

static int contains_ci(const char *hay, const char *needle)
{
    if (!hay || !needle)
        return 0;
    size_t n = strlen(needle);
    if (n == 0)
        return 1;
    for (; *hay; ++hay)
        if (strncasecmp(hay, needle, n) == 0)
            return 1;
    return 0;
}

sl_vendor sl_dev_classify(const char *platform_name, const char *device_vendor, cl_uint vendor_id)
{
    /* PoCL reports the CPU's vendor (AuthenticAMD, GenuineIntel) and id, but
     * behaves as neither: no warps, local memory in RAM. */
    if (contains_ci(platform_name, "Portable Computing Language") || contains_ci(platform_name, "pocl"))
        return SL_VENDOR_POCL;
    switch (vendor_id) {
    case PCI_VENDOR_NVIDIA: return SL_VENDOR_NVIDIA;
    case PCI_VENDOR_AMD: return SL_VENDOR_AMD;
    case PCI_VENDOR_INTEL: return SL_VENDOR_INTEL;
    default: break;
    }
    if (contains_ci(device_vendor, "nvidia"))
        return SL_VENDOR_NVIDIA;
    if (contains_ci(device_vendor, "advanced micro devices") || contains_ci(device_vendor, "amd"))
        return SL_VENDOR_AMD;
    if (contains_ci(device_vendor, "intel"))
        return SL_VENDOR_INTEL;
    return SL_VENDOR_OTHER;
}

int sl_dev_parse_selector(const char *text, sl_selector *out, sl_err *e)
{
    memset(out, 0, sizeof *out);
    if (!text || !*text) {
        out->kind = SL_SEL_DEFAULT;
        return SL_OK;
    }
    if (strcasecmp(text, "gpu") == 0) {
        out->kind = SL_SEL_GPU;
        return SL_OK;
    }
    if (strcasecmp(text, "cpu") == 0) {
        out->kind = SL_SEL_CPU;
        return SL_OK;
    }
    const char *colon = strchr(text, ':');
    if (colon && isdigit((unsigned char)text[0])) {
        char *end = NULL;
        unsigned long p = strtoul(text, &end, 10);
        if (end != colon || !isdigit((unsigned char)colon[1]))
            return sl_err_set(e, SL_E_USAGE, "device '%s': use P:D (indices), gpu, cpu or part of a name",
                              text);
        unsigned long d = strtoul(colon + 1, &end, 10);
        if (*end != '\0' || p > 1000000 || d > 1000000)
            return sl_err_set(e, SL_E_USAGE, "device '%s': use P:D (indices), gpu, cpu or part of a name",
                              text);
        out->kind = SL_SEL_INDEX;
        out->platform = (unsigned)p;
        out->device = (unsigned)d;
        return SL_OK;
    }
    if (strlen(text) >= sizeof out->name)
        return sl_err_set(e, SL_E_USAGE, "device name '%.40s...' is too long", text);
    out->kind = SL_SEL_NAME;
    strcpy(out->name, text);
    return SL_OK;
}

int sl_dev_selector_from(const char *text, const char *fallback, sl_selector *out, sl_err *e)
{
    bool from_env = false;
    if (!text || !*text) {
        text = fallback;
        from_env = text && *text;
    }
    int rc = sl_dev_parse_selector(text, out, e);
    out->from_env = from_env;
    if (rc != SL_OK && from_env && e) {
        char was[sizeof e->msg];
        snprintf(was, sizeof was, "%s", e->msg);
        sl_err_set(e, rc, "%s%s", was, sl_dev_selector_origin(out));
    }
    return rc;
}

const char *sl_dev_selector_origin(const sl_selector *sel)
{
    return sel->from_env ? " (from the environment: SIMTLAB_DEVICE)" : "";
}

long sl_dev_match(const sl_selector *sel, const sl_dev_entry *list, size_t n)
{
    long first_any = -1, first_gpu = -1;
    for (size_t i = 0; i < n; ++i) {
        const sl_dev_entry *d = &list[i];
        int ok = 0;
        switch (sel->kind) {
        case SL_SEL_DEFAULT: ok = 1; break;
        case SL_SEL_INDEX: ok = d->platform == sel->platform && d->device == sel->device; break;
        case SL_SEL_GPU: ok = (d->type & CL_DEVICE_TYPE_GPU) != 0; break;
        case SL_SEL_CPU: ok = (d->type & CL_DEVICE_TYPE_CPU) != 0; break;
        case SL_SEL_NAME:
            ok = contains_ci(d->platform_name, sel->name) || contains_ci(d->device_name, sel->name);
            break;
        }
        if (!ok)
            continue;
        if (first_any < 0)
            first_any = (long)i;
        if (first_gpu < 0 && (d->type & CL_DEVICE_TYPE_GPU))
            first_gpu = (long)i;
    }
    /* The default and a name that matches several devices (an "AMD" GPU and
     * PoCL on an AMD CPU) both prefer a GPU. */
    if ((sel->kind == SL_SEL_DEFAULT || sel->kind == SL_SEL_NAME) && first_gpu >= 0)
        return first_gpu;
    return first_any;
}

static const char no_platform_msg[] =
    "no OpenCL platform found: install PoCL (apt-get install pocl-opencl-icd) for the CPU, "
    "or your GPU vendor's OpenCL driver and its /etc/OpenCL/vendors/*.icd entry "
    "(NVIDIA: echo libnvidia-opencl.so.1 > /etc/OpenCL/vendors/nvidia.icd)";

/* Append platform p's devices to out; a platform with none adds nothing. */
static int list_platform_devices(cl_platform_id plat, cl_uint p, sl_dev_list *out, sl_err *e)
{
    cl_uint nd = 0;
    cl_int err = clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 0, NULL, &nd);
    if (err == CL_DEVICE_NOT_FOUND || (err == CL_SUCCESS && nd == 0))
        return SL_OK;
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "listing the devices of platform %u", p);
    cl_device_id *devs = calloc(nd, sizeof *devs);
    sl_dev_entry *grown = realloc(out->items, (out->n + nd) * sizeof *grown);
    if (!devs || !grown) {
        free(devs);
        if (grown)
            out->items = grown;
        return sl_err_set(e, SL_FAIL, "out of memory listing devices");
    }
    out->items = grown;
    err = clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, nd, devs, NULL);
    if (err != CL_SUCCESS) {
        free(devs);
        return sl_err_cl(e, err, "listing the devices of platform %u", p);
    }
    char pname[256] = "";
    clGetPlatformInfo(plat, CL_PLATFORM_NAME, sizeof pname, pname, NULL);
    for (cl_uint d = 0; d < nd; ++d) {
        sl_dev_entry *x = &out->items[out->n++];
        memset(x, 0, sizeof *x);
        x->platform = p;
        x->device = d;
        x->platform_id = plat;
        x->device_id = devs[d];
        memcpy(x->platform_name, pname, sizeof pname);
        clGetDeviceInfo(devs[d], CL_DEVICE_NAME, sizeof x->device_name, x->device_name, NULL);
        clGetDeviceInfo(devs[d], CL_DEVICE_TYPE, sizeof x->type, &x->type, NULL);
    }
    free(devs);
    return SL_OK;
}

/* PoCL offers no device when it cannot make its kernel cache: a read-only
 * home, not a missing driver. The hint for that, or "" when the cache
 * directory (or the nearest one above it that exists) is writable. */
static void pocl_cache_hint(char *cache, size_t len)
{
    const char *pd = getenv("POCL_CACHE_DIR"), *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    char probe[512];
    if (pd && *pd)
        snprintf(probe, sizeof probe, "%s", pd);
    else if (xdg && *xdg)
        snprintf(probe, sizeof probe, "%s", xdg);
    else
        snprintf(probe, sizeof probe, "%s/.cache", home && *home ? home : "");
    while (probe[0] && access(probe, F_OK) != 0 && strrchr(probe, '/'))
        *strrchr(probe, '/') = '\0';
    if (probe[0] && access(probe, W_OK) != 0)
        snprintf(cache, len,
                 "; PoCL keeps its kernel cache under %.300s, which this user cannot write: set POCL_CACHE_DIR to "
                 "a writable directory (or HOME to a writable one)",
                 probe);
}

/* The ICD loader found a driver, but the driver offers no device: most
 * often its own settings (PoCL's POCL_DEVICES) exclude them all. */
static int no_device_error(cl_uint np, const cl_platform_id *plats, sl_err *e)
{
    const char *pocl = getenv("POCL_DEVICES");
    char pname[256] = "";
    clGetPlatformInfo(plats[0], CL_PLATFORM_NAME, sizeof pname, pname, NULL);
    char cache[512] = "";
    if (strstr(pname, "Portable Computing Language"))
        pocl_cache_hint(cache, sizeof cache);
    return sl_err_set(e, SL_E_NODEV,
                      "%u OpenCL platform%s found (%s%s) but no device on any: check the driver's settings%s%s%s, "
                      "or install PoCL (apt-get install pocl-opencl-icd) or your GPU vendor's OpenCL driver%s",
                      np, np == 1 ? "" : "s", pname, np > 1 ? ", ..." : "", pocl ? " (POCL_DEVICES='" : "",
                      pocl ? pocl : "", pocl ? "' is set in the environment)" : "", cache);
}

/* The loader's own variables as this process found them (device.h,
 * sl_icd_env_restore). Saved once, before the first clGetPlatformIDs. */
static const char *const icd_vars[] = { "OCL_ICD_FILENAMES", "OCL_ICD_VENDORS", "OPENCL_LAYERS",
                                         "OPENCL_LAYER_PATH" };
#define N_ICD_VARS (sizeof icd_vars / sizeof icd_vars[0])
static char *icd_saved[N_ICD_VARS];
static bool icd_is_saved;

static void icd_env_save_once(void)
{
    if (icd_is_saved)
        return;
    icd_is_saved = true;
    for (size_t i = 0; i < N_ICD_VARS; ++i) {
        const char *v = getenv(icd_vars[i]);
        icd_saved[i] = v ? strdup(v) : NULL;
    }
}

void sl_icd_env_restore(void)
{
    for (size_t i = 0; icd_is_saved && i < N_ICD_VARS; ++i) {
        const char *now = getenv(icd_vars[i]);
        if (icd_saved[i] && (!now || strcmp(now, icd_saved[i]) != 0))
            setenv(icd_vars[i], icd_saved[i], 1);
    }
}

int sl_dev_enumerate(sl_dev_list *out, sl_err *e)
{
    out->items = NULL;
    out->n = 0;
    /* NVIDIA's driver keeps JIT-compiled kernels in ~/.nv/ComputeCache; a
     * build it finds there runs no ptxas and leaves the build log empty, so
     * a second run would lose every row's registers and spills
     * (resources.h). Off for this process unless the user chose, before the
     * driver is loaded; it costs compile time, not a figure. */
    setenv("CUDA_CACHE_DISABLE", "1", 0);
    icd_env_save_once(); /* before the loader can cut OCL_ICD_FILENAMES */
    cl_uint np = 0;
    cl_int err = clGetPlatformIDs(0, NULL, &np);
    if (err == CL_PLATFORM_NOT_FOUND_KHR || (err == CL_SUCCESS && np == 0)) {
        /* Khronos's loader (CUDA's libOpenCL) drops a PoCL that has no
         * device, where ocl-icd lists it with none: name the setting that
         * may have emptied it either way */
        const char *pocl = getenv("POCL_DEVICES");
        if (pocl)
            return sl_err_set(e, SL_E_NODEV,
                              "%s; POCL_DEVICES='%.200s' is set in the environment: a PoCL whose settings leave it "
                              "no device is no platform to some ICD loaders",
                              no_platform_msg, pocl);
        return sl_err_set(e, SL_E_NODEV, "%s", no_platform_msg);
    }
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "listing OpenCL platforms");
    cl_platform_id *plats = calloc(np, sizeof *plats);
    if (!plats)
        return sl_err_set(e, SL_FAIL, "out of memory listing platforms");
    int rc = SL_OK;
    err = clGetPlatformIDs(np, plats, NULL);
    if (err != CL_SUCCESS) {
        rc = sl_err_cl(e, err, "listing OpenCL platforms");
        goto cleanup;
    }
    for (cl_uint p = 0; p < np && rc == SL_OK; ++p)
        rc = list_platform_devices(plats[p], p, out, e);
    if (rc == SL_OK && out->n == 0)
        rc = no_device_error(np, plats, e);
cleanup:
    free(plats);
    if (rc != SL_OK)
        sl_dev_list_free(out);
    return rc;
}

void sl_dev_list_free(sl_dev_list *list)
{
    free(list->items);
    list->items = NULL;
    list->n = 0;
}

unsigned sl_dev_pick_simd(const sl_simd_probe *p, const char **source)
{
    const char *src = "none: assumed 1";
    unsigned w = 1;
    if (p->nv_warp) {
        w = p->nv_warp;
        src = "CL_DEVICE_WARP_SIZE_NV";
    } else if (p->amd_wavefront) {
        w = p->amd_wavefront;
        src = "CL_DEVICE_WAVEFRONT_WIDTH_AMD";
    } else if (p->subgroup && (p->subgroup_local == 0 || p->subgroup < p->subgroup_local)) {
        w = (unsigned)p->subgroup;
        src = "CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE";
    } else if (p->preferred_multiple) {
        w = (unsigned)p->preferred_multiple;
        src = "CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE";
    }
    if (source)
        *source = src;
    return w;
}

/* ---- profile ---------------------------------------------------------- */

static void str_info(cl_device_id d, cl_device_info what, char *buf, size_t len)
{
    buf[0] = '\0';
    if (clGetDeviceInfo(d, what, len, buf, NULL) != CL_SUCCESS)
        buf[0] = '\0';
    buf[len - 1] = '\0';
}

static int has_extension(cl_device_id d, const char *ext)
{
    size_t len = 0;
    if (clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, 0, NULL, &len) != CL_SUCCESS || len == 0)
        return 0;
    char *s = malloc(len + 1);
    if (!s)
        return 0;
    int found = 0;
    if (clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, len, s, NULL) == CL_SUCCESS) {
        s[len] = '\0';
        size_t n = strlen(ext);
        for (char *t = strstr(s, ext); t; t = strstr(t + 1, ext))
            if ((t == s || t[-1] == ' ') && (t[n] == ' ' || t[n] == '\0')) {
                found = 1;
                break;
            }
    }
    free(s);
    return found;
}

static cl_uint uint_info(cl_device_id d, cl_device_info what, int *ok)
{
    cl_uint v = 0;
    cl_int err = clGetDeviceInfo(d, what, sizeof v, &v, NULL);
    if (ok)
        *ok = err == CL_SUCCESS;
    return err == CL_SUCCESS ? v : 0;
}

/* "OpenCL 3.0 CUDA" -> 30 */
static int version_number(const char *opencl)
{
    int major = 0, minor = 0;
    if (sscanf(opencl, "OpenCL %d.%d", &major, &minor) != 2)
        return 0;
    return major * 10 + minor;
}

static const char probe_src[] =
    "kernel void sl_probe(global float *p) { p[get_global_id(0)] = 1.0f; }\n";

typedef cl_int (*sub_group_info_fn)(cl_kernel, cl_device_id, cl_kernel_sub_group_info, size_t,
                                    const void *, size_t, void *, size_t *);

/* Build a one-line kernel to ask the kernel-level queries (sub-group size,
 * preferred work-group multiple). Failure leaves the fields 0. */
static void probe_kernel_simd(const sl_dev_entry *entry, const sl_profile *prof, sl_simd_probe *p)
{
    cl_int err = CL_SUCCESS;
    cl_program prog = NULL;
    cl_kernel k = NULL;
    cl_context ctx = clCreateContext(NULL, 1, &entry->device_id, NULL, NULL, &err);
    if (err != CL_SUCCESS)
        return;
    if (sl_prog_build_source(ctx, entry->device_id, probe_src, "probe", "", &prog, NULL) != SL_OK)
        goto cleanup;
    k = clCreateKernel(prog, "sl_probe", &err);
    if (err != CL_SUCCESS)
        goto cleanup;
    clGetKernelWorkGroupInfo(k, entry->device_id, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
                             sizeof p->preferred_multiple, &p->preferred_multiple, NULL);

    /* Sub-groups: core in OpenCL 2.1+ when the device has them (3.0 makes them
     * optional: CL_DEVICE_MAX_NUM_SUB_GROUPS > 0), or cl_khr_subgroups. */
    sub_group_info_fn fn = NULL;
    int ver = version_number(prof->opencl);
    if (ver >= 21 && uint_info(entry->device_id, CL_DEVICE_MAX_NUM_SUB_GROUPS, NULL) > 0)
        fn = clGetKernelSubGroupInfo;
    else if (has_extension(entry->device_id, "cl_khr_subgroups")) {
        /* ISO C has no cast from void * to a function pointer: copy the bits */
        void *addr = clGetExtensionFunctionAddressForPlatform(entry->platform_id, "clGetKernelSubGroupInfoKHR");
        if (addr)
            memcpy(&fn, &addr, sizeof fn);
    }
    if (fn) {
        size_t local = prof->max_work_group < 256 ? prof->max_work_group : 256;
        size_t sg = 0;
        if (fn(k, entry->device_id, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof local, &local,
               sizeof sg, &sg, NULL) == CL_SUCCESS) {
            p->subgroup = sg;
            p->subgroup_local = local;
        }
    }
cleanup:
    if (k)
        clReleaseKernel(k);
    if (prog)
        clReleaseProgram(prog);
    clReleaseContext(ctx);
}

int sl_dev_profile(const sl_dev_entry *entry, sl_profile *out, sl_err *e)
{
    memset(out, 0, sizeof *out);
    cl_device_id d = entry->device_id;
    out->platform_index = entry->platform;
    out->device_index = entry->device;
    snprintf(out->platform, sizeof out->platform, "%s", entry->platform_name);
    snprintf(out->name, sizeof out->name, "%s", entry->device_name);
    out->type = entry->type;
    str_info(d, CL_DEVICE_VENDOR, out->vendor_str, sizeof out->vendor_str);
    str_info(d, CL_DRIVER_VERSION, out->driver, sizeof out->driver);
    str_info(d, CL_DEVICE_VERSION, out->opencl, sizeof out->opencl);
    str_info(d, CL_DEVICE_OPENCL_C_VERSION, out->opencl_c, sizeof out->opencl_c);

    cl_int err = CL_SUCCESS;
#define Q(what, field)                                                              \
    do {                                                                            \
        err = clGetDeviceInfo(d, what, sizeof out->field, &out->field, NULL);       \
        if (err != CL_SUCCESS)                                                      \
            return sl_err_cl(e, err, "querying " #what " of device %u:%u", entry->platform, \
                             entry->device);                                        \
    } while (0)
    Q(CL_DEVICE_VENDOR_ID, vendor_id);
    Q(CL_DEVICE_MAX_COMPUTE_UNITS, compute_units);
    Q(CL_DEVICE_MAX_CLOCK_FREQUENCY, clock_mhz);
    Q(CL_DEVICE_GLOBAL_MEM_SIZE, global_mem);
    Q(CL_DEVICE_LOCAL_MEM_SIZE, local_mem);
    Q(CL_DEVICE_LOCAL_MEM_TYPE, local_mem_type);
    Q(CL_DEVICE_MAX_MEM_ALLOC_SIZE, max_alloc);
    Q(CL_DEVICE_GLOBAL_MEM_CACHE_SIZE, global_cache);
    Q(CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE, cache_line);
    Q(CL_DEVICE_MAX_WORK_GROUP_SIZE, max_work_group);
    Q(CL_DEVICE_PROFILING_TIMER_RESOLUTION, timer_resolution_ns);
#undef Q
    out->vendor = sl_dev_classify(out->platform, out->vendor_str, out->vendor_id);
    /* optional for the profile: only the CPU peak uses it, and 0 makes that unknown */
    out->native_float_width = uint_info(d, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT, NULL);

    out->nv_cc_major = out->nv_cc_minor = -1;
    out->amd_gfxip_major = out->amd_gfxip_minor = out->amd_simd_per_cu = -1;
    sl_simd_probe *p = &out->simd_probe;
    int ok = 0;
    if (has_extension(d, "cl_nv_device_attribute_query")) {
        p->nv_warp = uint_info(d, CL_DEVICE_WARP_SIZE_NV, NULL);
        cl_uint maj = uint_info(d, CL_DEVICE_COMPUTE_CAPABILITY_MAJOR_NV, &ok);
        if (ok) {
            out->nv_cc_major = (int)maj;
            out->nv_cc_minor = (int)uint_info(d, CL_DEVICE_COMPUTE_CAPABILITY_MINOR_NV, NULL);
            snprintf(out->arch, sizeof out->arch, "sm_%d%d", out->nv_cc_major, out->nv_cc_minor);
        }
    }
    if (has_extension(d, "cl_amd_device_attribute_query")) {
        p->amd_wavefront = uint_info(d, CL_DEVICE_WAVEFRONT_WIDTH_AMD, NULL);
        cl_uint simd = uint_info(d, CL_DEVICE_SIMD_PER_COMPUTE_UNIT_AMD, &ok);
        if (ok)
            out->amd_simd_per_cu = (int)simd;
        cl_uint maj = uint_info(d, CL_DEVICE_GFXIP_MAJOR_AMD, &ok);
        if (ok) {
            out->amd_gfxip_major = (int)maj;
            out->amd_gfxip_minor = (int)uint_info(d, CL_DEVICE_GFXIP_MINOR_AMD, NULL);
        }
        /* ROCm names devices by target ("gfx90a:sramecc+:xnack-"). */
        if (strncmp(out->name, "gfx", 3) == 0) {
            size_t n = strcspn(out->name, ":");
            if (n >= sizeof out->arch)
                n = sizeof out->arch - 1;
            memcpy(out->arch, out->name, n);
            out->arch[n] = '\0';
        }
    }
    if (!p->nv_warp && !p->amd_wavefront)
        probe_kernel_simd(entry, out, p);
    out->simd_width = sl_dev_pick_simd(p, &out->simd_width_source);
    return SL_OK;
}

int sl_dev_open(const sl_selector *sel, sl_device *out, sl_err *e)
{
    memset(out, 0, sizeof *out);
    sl_dev_list list;
    int rc = sl_dev_enumerate(&list, e);
    if (rc != SL_OK)
        return rc;
    long i = sl_dev_match(sel, list.items, list.n);
    if (i < 0) {
        char idx[32];
        snprintf(idx, sizeof idx, "%u:%u", sel->platform, sel->device);
        rc = sl_err_set(e, SL_E_NOMATCH, "no OpenCL device matches '%s'%s",
                        sel->kind == SL_SEL_NAME ? sel->name
                        : sel->kind == SL_SEL_GPU ? "gpu"
                        : sel->kind == SL_SEL_CPU ? "cpu" : idx, sl_dev_selector_origin(sel));
        goto cleanup;
    }
    const sl_dev_entry *x = &list.items[i];
    rc = sl_dev_profile(x, &out->prof, e);
    if (rc != SL_OK)
        goto cleanup;
    out->platform_id = x->platform_id;
    out->device_id = x->device_id;
    cl_int err = CL_SUCCESS;
    out->ctx = clCreateContext(NULL, 1, &out->device_id, NULL, NULL, &err);
    if (err != CL_SUCCESS) {
        rc = sl_err_cl(e, err, "creating a context on %s", out->prof.name);
        goto cleanup;
    }
    out->queue = clCreateCommandQueue(out->ctx, out->device_id, CL_QUEUE_PROFILING_ENABLE, &err);
    if (err != CL_SUCCESS) {
        rc = sl_err_cl(e, err, "creating a profiling queue on %s", out->prof.name);
        goto cleanup;
    }
cleanup:
    sl_dev_list_free(&list);
    if (rc != SL_OK)
        sl_dev_close(out);
    return rc;
}

void sl_dev_close(sl_device *dev)
{
    /* CLBlast's cached programs hold this context: released first, or the
     * context outlives this call inside the driver */
    if (dev->ctx)
        sl_clblast_release_programs();
    if (dev->queue)
        clReleaseCommandQueue(dev->queue);
    if (dev->ctx)
        clReleaseContext(dev->ctx);
    dev->queue = NULL;
    dev->ctx = NULL;
}

int sl_dev_alive(const sl_device *dev, sl_err *e)
{
    /* a command the smallest device runs in microseconds: 16 bytes written,
     * read back and compared. A queue an earlier command killed (NVIDIA's
     * CL_INVALID_COMMAND_QUEUE, or CL_OUT_OF_RESOURCES after a kernel
     * faulted) fails every step of it. */
    const cl_uint want[4] = { 0x51u, 0x1AB0u, 0xDEADu, 0x5EEDu };
    cl_uint got[4] = { 0 };
    cl_int err = CL_SUCCESS;
    if (!dev->ctx || !dev->queue)
        return sl_err_set(e, SL_E_LOST, "the device has no context or queue");
    cl_mem m = clCreateBuffer(dev->ctx, CL_MEM_READ_WRITE, sizeof want, NULL, &err);
    if (err == CL_SUCCESS)
        err = clEnqueueWriteBuffer(dev->queue, m, CL_TRUE, 0, sizeof want, want, 0, NULL, NULL);
    if (err == CL_SUCCESS)
        err = clEnqueueReadBuffer(dev->queue, m, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL);
    if (err == CL_SUCCESS)
        err = clFinish(dev->queue);
    if (m)
        clReleaseMemObject(m);
    if (err != CL_SUCCESS) {
        sl_err_cl(e, err, "16 bytes written and read back failed");
        return SL_E_LOST;
    }
    if (memcmp(want, got, sizeof want) != 0)
        return sl_err_set(e, SL_E_LOST, "16 bytes written read back different");
    return SL_OK;
}

int sl_dev_open_text(const char *text, const char *fallback, sl_device *out, sl_err *e)
{
    sl_selector sel;
    memset(out, 0, sizeof *out);
    const int rc = sl_dev_selector_from(text, fallback, &sel, e);
    return rc != SL_OK ? rc : sl_dev_open(&sel, out, e);
}
