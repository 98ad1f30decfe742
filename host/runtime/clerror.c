/* clerror.c - OpenCL error names (every error code of CL/cl.h, plus the ICD
 * loader's) and sl_err_cl (the rest of sl_err is base/error.c). The build-status values that share
 * numbers with errors (CL_BUILD_NONE = -1, ...) are left out. */
#include "simtlab/clerror.h"

#include <CL/cl_ext.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef CL_PLATFORM_NOT_FOUND_KHR
#define CL_PLATFORM_NOT_FOUND_KHR -1001
#endif

#define SL_ERR(name) { name, #name },
static const struct { cl_int code; const char *name; } err_names[] = {
#ifdef CL_SUCCESS
    SL_ERR(CL_SUCCESS)
#endif
#ifdef CL_DEVICE_NOT_FOUND
    SL_ERR(CL_DEVICE_NOT_FOUND)
#endif
#ifdef CL_DEVICE_NOT_AVAILABLE
    SL_ERR(CL_DEVICE_NOT_AVAILABLE)
#endif
#ifdef CL_COMPILER_NOT_AVAILABLE
    SL_ERR(CL_COMPILER_NOT_AVAILABLE)
#endif
#ifdef CL_MEM_OBJECT_ALLOCATION_FAILURE
    SL_ERR(CL_MEM_OBJECT_ALLOCATION_FAILURE)
#endif
#ifdef CL_OUT_OF_RESOURCES
    SL_ERR(CL_OUT_OF_RESOURCES)
#endif
#ifdef CL_OUT_OF_HOST_MEMORY
    SL_ERR(CL_OUT_OF_HOST_MEMORY)
#endif
#ifdef CL_PROFILING_INFO_NOT_AVAILABLE
    SL_ERR(CL_PROFILING_INFO_NOT_AVAILABLE)
#endif
#ifdef CL_MEM_COPY_OVERLAP
    SL_ERR(CL_MEM_COPY_OVERLAP)
#endif
#ifdef CL_IMAGE_FORMAT_MISMATCH
    SL_ERR(CL_IMAGE_FORMAT_MISMATCH)
#endif
#ifdef CL_IMAGE_FORMAT_NOT_SUPPORTED
    SL_ERR(CL_IMAGE_FORMAT_NOT_SUPPORTED)
#endif
#ifdef CL_BUILD_PROGRAM_FAILURE
    SL_ERR(CL_BUILD_PROGRAM_FAILURE)
#endif
#ifdef CL_MAP_FAILURE
    SL_ERR(CL_MAP_FAILURE)
#endif
#ifdef CL_MISALIGNED_SUB_BUFFER_OFFSET
    SL_ERR(CL_MISALIGNED_SUB_BUFFER_OFFSET)
#endif
#ifdef CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST
    SL_ERR(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
#endif
#ifdef CL_COMPILE_PROGRAM_FAILURE
    SL_ERR(CL_COMPILE_PROGRAM_FAILURE)
#endif
#ifdef CL_LINKER_NOT_AVAILABLE
    SL_ERR(CL_LINKER_NOT_AVAILABLE)
#endif
#ifdef CL_LINK_PROGRAM_FAILURE
    SL_ERR(CL_LINK_PROGRAM_FAILURE)
#endif
#ifdef CL_DEVICE_PARTITION_FAILED
    SL_ERR(CL_DEVICE_PARTITION_FAILED)
#endif
#ifdef CL_KERNEL_ARG_INFO_NOT_AVAILABLE
    SL_ERR(CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
#endif
#ifdef CL_INVALID_VALUE
    SL_ERR(CL_INVALID_VALUE)
#endif
#ifdef CL_INVALID_DEVICE_TYPE
    SL_ERR(CL_INVALID_DEVICE_TYPE)
#endif
#ifdef CL_INVALID_PLATFORM
    SL_ERR(CL_INVALID_PLATFORM)
#endif
#ifdef CL_INVALID_DEVICE
    SL_ERR(CL_INVALID_DEVICE)
#endif
#ifdef CL_INVALID_CONTEXT
    SL_ERR(CL_INVALID_CONTEXT)
#endif
#ifdef CL_INVALID_QUEUE_PROPERTIES
    SL_ERR(CL_INVALID_QUEUE_PROPERTIES)
#endif
#ifdef CL_INVALID_COMMAND_QUEUE
    SL_ERR(CL_INVALID_COMMAND_QUEUE)
#endif
#ifdef CL_INVALID_HOST_PTR
    SL_ERR(CL_INVALID_HOST_PTR)
#endif
#ifdef CL_INVALID_MEM_OBJECT
    SL_ERR(CL_INVALID_MEM_OBJECT)
#endif
#ifdef CL_INVALID_IMAGE_FORMAT_DESCRIPTOR
    SL_ERR(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR)
#endif
#ifdef CL_INVALID_IMAGE_SIZE
    SL_ERR(CL_INVALID_IMAGE_SIZE)
#endif
#ifdef CL_INVALID_SAMPLER
    SL_ERR(CL_INVALID_SAMPLER)
#endif
#ifdef CL_INVALID_BINARY
    SL_ERR(CL_INVALID_BINARY)
#endif
#ifdef CL_INVALID_BUILD_OPTIONS
    SL_ERR(CL_INVALID_BUILD_OPTIONS)
#endif
#ifdef CL_INVALID_PROGRAM
    SL_ERR(CL_INVALID_PROGRAM)
#endif
#ifdef CL_INVALID_PROGRAM_EXECUTABLE
    SL_ERR(CL_INVALID_PROGRAM_EXECUTABLE)
#endif
#ifdef CL_INVALID_KERNEL_NAME
    SL_ERR(CL_INVALID_KERNEL_NAME)
#endif
#ifdef CL_INVALID_KERNEL_DEFINITION
    SL_ERR(CL_INVALID_KERNEL_DEFINITION)
#endif
#ifdef CL_INVALID_KERNEL
    SL_ERR(CL_INVALID_KERNEL)
#endif
#ifdef CL_INVALID_ARG_INDEX
    SL_ERR(CL_INVALID_ARG_INDEX)
#endif
#ifdef CL_INVALID_ARG_VALUE
    SL_ERR(CL_INVALID_ARG_VALUE)
#endif
#ifdef CL_INVALID_ARG_SIZE
    SL_ERR(CL_INVALID_ARG_SIZE)
#endif
#ifdef CL_INVALID_KERNEL_ARGS
    SL_ERR(CL_INVALID_KERNEL_ARGS)
#endif
#ifdef CL_INVALID_WORK_DIMENSION
    SL_ERR(CL_INVALID_WORK_DIMENSION)
#endif
#ifdef CL_INVALID_WORK_GROUP_SIZE
    SL_ERR(CL_INVALID_WORK_GROUP_SIZE)
#endif
#ifdef CL_INVALID_WORK_ITEM_SIZE
    SL_ERR(CL_INVALID_WORK_ITEM_SIZE)
#endif
#ifdef CL_INVALID_GLOBAL_OFFSET
    SL_ERR(CL_INVALID_GLOBAL_OFFSET)
#endif
#ifdef CL_INVALID_EVENT_WAIT_LIST
    SL_ERR(CL_INVALID_EVENT_WAIT_LIST)
#endif
#ifdef CL_INVALID_EVENT
    SL_ERR(CL_INVALID_EVENT)
#endif
#ifdef CL_INVALID_OPERATION
    SL_ERR(CL_INVALID_OPERATION)
#endif
#ifdef CL_INVALID_GL_OBJECT
    SL_ERR(CL_INVALID_GL_OBJECT)
#endif
#ifdef CL_INVALID_BUFFER_SIZE
    SL_ERR(CL_INVALID_BUFFER_SIZE)
#endif
#ifdef CL_INVALID_MIP_LEVEL
    SL_ERR(CL_INVALID_MIP_LEVEL)
#endif
#ifdef CL_INVALID_GLOBAL_WORK_SIZE
    SL_ERR(CL_INVALID_GLOBAL_WORK_SIZE)
#endif
#ifdef CL_INVALID_PROPERTY
    SL_ERR(CL_INVALID_PROPERTY)
#endif
#ifdef CL_INVALID_IMAGE_DESCRIPTOR
    SL_ERR(CL_INVALID_IMAGE_DESCRIPTOR)
#endif
#ifdef CL_INVALID_COMPILER_OPTIONS
    SL_ERR(CL_INVALID_COMPILER_OPTIONS)
#endif
#ifdef CL_INVALID_LINKER_OPTIONS
    SL_ERR(CL_INVALID_LINKER_OPTIONS)
#endif
#ifdef CL_INVALID_DEVICE_PARTITION_COUNT
    SL_ERR(CL_INVALID_DEVICE_PARTITION_COUNT)
#endif
#ifdef CL_INVALID_PIPE_SIZE
    SL_ERR(CL_INVALID_PIPE_SIZE)
#endif
#ifdef CL_INVALID_DEVICE_QUEUE
    SL_ERR(CL_INVALID_DEVICE_QUEUE)
#endif
#ifdef CL_INVALID_SPEC_ID
    SL_ERR(CL_INVALID_SPEC_ID)
#endif
#ifdef CL_MAX_SIZE_RESTRICTION_EXCEEDED
    SL_ERR(CL_MAX_SIZE_RESTRICTION_EXCEEDED)
#endif
#ifdef CL_KERNEL_ARG_TYPE_NONE
    SL_ERR(CL_KERNEL_ARG_TYPE_NONE)
#endif
    SL_ERR(CL_PLATFORM_NOT_FOUND_KHR)
};
#undef SL_ERR

const char *sl_err_name(cl_int code)
{
    for (size_t i = 0; i < sizeof err_names / sizeof err_names[0]; ++i)
        if (err_names[i].code == code)
            return err_names[i].name;
    return "CL_UNKNOWN_ERROR";
}

const char *sl_err_hint(cl_int code)
{
    switch (code) {
    case CL_PLATFORM_NOT_FOUND_KHR:
        return "no OpenCL platform is installed: install PoCL (apt-get install pocl-opencl-icd) "
               "or a vendor driver with its /etc/OpenCL/vendors/*.icd entry (NVIDIA: "
               "echo libnvidia-opencl.so.1 > /etc/OpenCL/vendors/nvidia.icd)";
    case CL_OUT_OF_RESOURCES:
        return "the device ran out of registers, local memory or another resource "
               "(or a kernel read out of bounds); try a smaller work-group";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
        return "the device could not back this buffer: try a smaller --size";
    case CL_INVALID_WORK_GROUP_SIZE:
        return "the work-group size is larger than this kernel or device allows";
    case CL_BUILD_PROGRAM_FAILURE:
        return "the kernel did not compile: read the build log below";
    default:
        return NULL;
    }
}

int sl_err_cl(sl_err *e, cl_int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = code == CL_PLATFORM_NOT_FOUND_KHR ? SL_E_NODEV : SL_FAIL;
    sl_err_vset(e, rc, fmt, ap);
    va_end(ap);
    if (e && code != CL_SUCCESS) {
        e->cl = code;
        const size_t used = strlen(e->msg);
        const char *hint = sl_err_hint(code);
        snprintf(e->msg + used, sizeof e->msg - used, ": %s (%d)%s%s", sl_err_name(code), (int)code,
                 hint ? "\n  hint: " : "", hint ? hint : "");
    }
    return rc;
}
