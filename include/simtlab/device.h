/* device.h - finding, selecting and describing OpenCL devices.
 *
 * The pure parts (selector parsing and matching, vendor classification, the
 * choice of SIMD width from what the driver answered) take plain values, so
 * they are unit-tested without a device: that is how AMD wave64 logic is
 * tested on a machine that has no AMD GPU.
 */
#ifndef SIMTLAB_DEVICE_H
#define SIMTLAB_DEVICE_H

#include <CL/cl.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "simtlab/error.h"
#include "simtlab/profile.h"

/* Classify by platform first (PoCL runs on AMD and Intel CPUs but is its own
 * class), then by PCI vendor id, then by the vendor string. */
sl_vendor sl_dev_classify(const char *platform_name, const char *device_vendor,
                          cl_uint vendor_id);

/* -d / --device / SIMTLAB_DEVICE. */
typedef enum sl_sel_kind {
    SL_SEL_DEFAULT = 0,  /* the first GPU, else the first device */
    SL_SEL_INDEX,        /* "P:D" platform and device indices */
    SL_SEL_GPU,          /* "gpu": the first GPU */
    SL_SEL_CPU,          /* "cpu": the first CPU */
    SL_SEL_NAME          /* any other text: case-insensitive substring of platform or device name */
} sl_sel_kind;

typedef struct sl_selector {
    sl_sel_kind kind;
    unsigned platform, device;
    char name[128];
    bool from_env;       /* the text came from SIMTLAB_DEVICE, not -d */
} sl_selector;

/* Parse text (NULL or "" = default). Text that starts with a digit and has a
 * colon must be P:D: "1:", "1:x", "1:2:3" are SL_E_USAGE. Other text with a
 * colon is a name (ROCm names devices "gfx90a:sramecc+:xnack-"). */
int sl_dev_parse_selector(const char *text, sl_selector *out, sl_err *e);

/* One device as listed by discovery: enough to select it. */
typedef struct sl_dev_entry {
    unsigned platform, device;      /* indices as the ICD loader orders them */
    char platform_name[256];
    char device_name[256];
    cl_device_type type;
    cl_platform_id platform_id;
    cl_device_id device_id;
} sl_dev_entry;

/* Index into list of the device sel picks, or -1 when nothing matches. */
long sl_dev_match(const sl_selector *sel, const sl_dev_entry *list, size_t n);

typedef struct sl_dev_list {
    sl_dev_entry *items;
    size_t n;
} sl_dev_list;

/* Every device of every platform. SL_E_NODEV (with an install hint) when the
 * loader finds no platform or no device. */
int sl_dev_enumerate(sl_dev_list *out, sl_err *e);

/* Put the OpenCL loader's variables (OCL_ICD_FILENAMES, OCL_ICD_VENDORS,
 * OPENCL_LAYERS, OPENCL_LAYER_PATH) back as this process found them before
 * its first clGetPlatformIDs; call it before starting a process that opens
 * OpenCL. Khronos's ICD loader, the libOpenCL.so.1 that CUDA and NVIDIA's
 * containers ship, splits OCL_ICD_FILENAMES on ':' in place, in the
 * environment itself ("the input string may be modified!", loader/icd.c),
 * so a child started afterwards saw only the first driver of the list
 * (issue 41: `run -d all`'s children and the kernel tests' isolated runs
 * found PoCL and no NVIDIA H200 where NVIDIA was registered only through
 * the environment). Nothing to do before the first enumeration. */
void sl_icd_env_restore(void);
void sl_dev_list_free(sl_dev_list *list);

/* The SIMD width from the first query that answers, in this order:
 * CL_DEVICE_WARP_SIZE_NV, CL_DEVICE_WAVEFRONT_WIDTH_AMD, the sub-group
 * size, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE; the query it came
 * from in *source ("CL_DEVICE_WARP_SIZE_NV", ..., or "none: assumed 1").
 * Never 0. A sub-group as large as the whole work-group asked about (PoCL
 * 5 on a CPU makes the work-group one sub-group) says nothing about SIMD
 * width and is passed over for the next source. */
unsigned sl_dev_pick_simd(const sl_simd_probe *p, const char **source);

/* Query the profile of one device. Failing vendor queries are not errors:
 * the field stays -1 / 0 and the next source of the SIMD width is used. */
int sl_dev_profile(const sl_dev_entry *entry, sl_profile *out, sl_err *e);

/* An opened device: profile, context and one in-order profiling queue. */
/* What the CLI read of the environment for the work on a device, handed
 * down with it (issue 43 item 4: nothing below the CLI reads the
 * environment for these). Zero: guard zones on, no binaries saved. */
typedef struct sl_dev_settings {
    bool no_guards;          /* SIMTLAB_GUARDS=0: no guard zones (under oclgrind, which checks bounds itself) */
    const char *dump_dir;    /* SIMTLAB_DUMP_BINARIES: each program's binary saved there, or NULL */
} sl_dev_settings;

typedef struct sl_device {
    sl_profile prof;
    cl_platform_id platform_id;
    cl_device_id device_id;
    cl_context ctx;
    cl_command_queue queue;
    sl_dev_settings set;     /* the opener's to fill (sl_dev_open leaves it zero) */
} sl_device;

/* Enumerate, select, profile and open. SL_E_NODEV when no OpenCL platform
 * exists; SL_E_NOMATCH when the selector matches nothing. */
int sl_dev_open(const sl_selector *sel, sl_device *out, sl_err *e);

/* -d TEXT (or fallback, the CLI's $SIMTLAB_DEVICE, when text is NULL or
 * empty: sl_dev_selector_from) parsed and opened: what every command that
 * runs on a device does. */
int sl_dev_open_text(const char *text, const char *fallback, sl_device *out, sl_err *e);
void sl_dev_close(sl_device *dev);

/* Is the device still answering? 16 bytes written to a new buffer, read
 * back and compared, on dev's queue. SL_OK, or SL_E_LOST saying which step
 * failed (the OpenCL code in e->cl): after a command fails, this tells a
 * case that does not fit (the device answers) from a queue or context the
 * driver has given up on, which no later case could use either. */
int sl_dev_alive(const sl_device *dev, sl_err *e);

/* A selector from text, or from fallback (the SIMTLAB_DEVICE environment
 * variable, as the CLI read it) when text is NULL or empty; then from_env
 * is set and a parse error says where the text came from. Neither: the
 * default (the first GPU, else the first device). */
int sl_dev_selector_from(const char *text, const char *fallback, sl_selector *out, sl_err *e);

/* " (from the environment: SIMTLAB_DEVICE)" when sel came from there, else
 * "": for every message that names a selector. */
const char *sl_dev_selector_origin(const sl_selector *sel);

#endif
