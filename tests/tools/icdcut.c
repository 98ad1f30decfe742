/* icdcut.c - an LD_PRELOAD library that does to OCL_ICD_FILENAMES what
 * Khronos's ICD loader does (issue 41): on the first clGetPlatformIDs it
 * splits the list on ':' in place, in the environment itself
 * (loader_get_next_path in KhronosGroup/OpenCL-ICD-Loader's loader/icd.c:
 * "the input string may be modified!"). Debian's ocl-icd leaves the
 * variable alone, so without this a machine like CI's never shows the bug.
 *
 * What follows is modelled too: a process sees its platforms only when
 * the list it found still ended in ICDCUT_MARK, the way a process that
 * inherited the cut list sees only the first driver it names (on the
 * device machine, PoCL without NVIDIA's). So a child started with the
 * parent's cut environment finds no device, as `run -d all`'s children
 * found no NVIDIA H200 before simtlab put the variable back. */
#define CL_TARGET_OPENCL_VERSION 300
#define _GNU_SOURCE /* RTLD_NEXT */
#include <CL/cl.h>

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "next.h"

#define ICDCUT_MARK "simtlab-icdcut-mark.so"

typedef cl_int (*get_platforms_fn)(cl_uint, cl_platform_id *, cl_uint *);

CL_API_ENTRY cl_int CL_API_CALL clGetPlatformIDs(cl_uint n, cl_platform_id *platforms, cl_uint *n_out)
{
    static int visible = -1;
    if (visible < 0) {
        char *list = getenv("OCL_ICD_FILENAMES");
        const char *last = list ? strrchr(list, ':') : NULL;
        visible = last && strcmp(last + 1, ICDCUT_MARK) == 0;
        for (char *c = list ? strchr(list, ':') : NULL; c; c = strchr(c + 1, ':'))
            *c = '\0';
    }
    if (!visible) {
        if (n_out)
            *n_out = 0;
        return -1001; /* CL_PLATFORM_NOT_FOUND_KHR: no driver found */
    }
    get_platforms_fn real = NULL;
    resolve_next(&real, sizeof real, "clGetPlatformIDs");
    return real ? real(n, platforms, n_out) : CL_INVALID_OPERATION;
}
