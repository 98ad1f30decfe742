/* clfault.c - an LD_PRELOAD library that makes the OpenCL driver misbehave
 * the ways real drivers have, so the tests can hold simtlab to what it
 * does then (issue 24). Each fault is chosen by an environment variable:
 *
 *   CLFAULT_HANG=KERNEL     enqueueing a kernel of that name never returns,
 *                           as a command stuck in the driver
 *   CLFAULT_LOSE=KERNEL     enqueueing it fails with CL_OUT_OF_RESOURCES,
 *                           and from then on this process's queue is dead:
 *                           every enqueue, finish and wait fails with
 *                           CL_INVALID_COMMAND_QUEUE and every new buffer
 *                           with CL_OUT_OF_RESOURCES (NVIDIA after a fault)
 *   CLFAULT_FILL=none       clEnqueueFillBuffer returns CL_SUCCESS and fills
 *                           nothing (NVIDIA 580.159.04: a 1-byte fill over
 *                           4 GiB on an H100)
 *   CLFAULT_WRITE_NOTHING_FROM=N
 *                           a blocking clEnqueueWriteBuffer of N bytes or
 *                           more returns CL_SUCCESS and writes nothing
 *
 * Every other call, and every call when no variable is set, goes to the
 * loader (dlsym(RTLD_NEXT)) untouched. Faults are per process: a new
 * process starts with a live queue. */
#define CL_TARGET_OPENCL_VERSION 300
#define _GNU_SOURCE /* RTLD_NEXT */
#include <CL/cl.h>

#include <dlfcn.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "next.h"

#define CLFAULT_FNS(X)                                                                                                 \
    X(clEnqueueNDRangeKernel)                                                                                          \
    X(clEnqueueFillBuffer)                                                                                             \
    X(clEnqueueWriteBuffer)                                                                                            \
    X(clEnqueueReadBuffer)                                                                                             \
    X(clFinish)                                                                                                        \
    X(clWaitForEvents)                                                                                                 \
    X(clCreateBuffer)                                                                                                  \
    X(clGetKernelInfo)

static struct {
    CLFAULT_FNS(NEXT_FIELD)
} next;

static atomic_bool dead;
static const char *hang_kernel, *lose_kernel;
static bool fill_none;
static size_t write_nothing_from;

__attribute__((constructor)) static void clfault_init(void)
{
    NEXT_RESOLVE_ALL(CLFAULT_FNS, next);
    hang_kernel = getenv("CLFAULT_HANG");
    lose_kernel = getenv("CLFAULT_LOSE");
    const char *fill = getenv("CLFAULT_FILL");
    fill_none = fill && strcmp(fill, "none") == 0;
    const char *w = getenv("CLFAULT_WRITE_NOTHING_FROM");
    write_nothing_from = w ? (size_t)strtoull(w, NULL, 10) : 0;
}

static bool named(cl_kernel k, const char *want)
{
    char name[256] = "";
    if (!want || !*want || !next.clGetKernelInfo)
        return false;
    next.clGetKernelInfo(k, CL_KERNEL_FUNCTION_NAME, sizeof name, name, NULL);
    return strcmp(name, want) == 0;
}

cl_int clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel k, cl_uint dims, const size_t *off, const size_t *global,
                              const size_t *local, cl_uint nw, const cl_event *wait, cl_event *ev)
{
    if (dead)
        return CL_INVALID_COMMAND_QUEUE;
    if (named(k, hang_kernel)) {
        static const char msg[] = "clfault: hanging in clEnqueueNDRangeKernel\n";
        (void)!write(STDERR_FILENO, msg, sizeof msg - 1);
        for (;;)
            pause();
    }
    if (named(k, lose_kernel)) {
        dead = true;
        return CL_OUT_OF_RESOURCES;
    }
    return next.clEnqueueNDRangeKernel(q, k, dims, off, global, local, nw, wait, ev);
}

cl_int clEnqueueFillBuffer(cl_command_queue q, cl_mem buf, const void *pattern, size_t psize, size_t off, size_t size,
                           cl_uint nw, const cl_event *wait, cl_event *ev)
{
    if (dead)
        return CL_INVALID_COMMAND_QUEUE;
    if (fill_none && !ev)
        return CL_SUCCESS;
    return next.clEnqueueFillBuffer(q, buf, pattern, psize, off, size, nw, wait, ev);
}

cl_int clEnqueueWriteBuffer(cl_command_queue q, cl_mem buf, cl_bool blocking, size_t off, size_t size, const void *p,
                            cl_uint nw, const cl_event *wait, cl_event *ev)
{
    if (dead)
        return CL_INVALID_COMMAND_QUEUE;
    if (write_nothing_from && size >= write_nothing_from && blocking && !ev)
        return CL_SUCCESS;
    return next.clEnqueueWriteBuffer(q, buf, blocking, off, size, p, nw, wait, ev);
}

cl_int clEnqueueReadBuffer(cl_command_queue q, cl_mem buf, cl_bool blocking, size_t off, size_t size, void *p,
                           cl_uint nw, const cl_event *wait, cl_event *ev)
{
    if (dead)
        return CL_INVALID_COMMAND_QUEUE;
    return next.clEnqueueReadBuffer(q, buf, blocking, off, size, p, nw, wait, ev);
}

cl_int clFinish(cl_command_queue q)
{
    return dead ? CL_INVALID_COMMAND_QUEUE : next.clFinish(q);
}

cl_int clWaitForEvents(cl_uint n, const cl_event *evs)
{
    return dead ? CL_INVALID_COMMAND_QUEUE : next.clWaitForEvents(n, evs);
}

cl_mem clCreateBuffer(cl_context c, cl_mem_flags flags, size_t size, void *host, cl_int *err)
{
    if (dead) {
        if (err)
            *err = CL_OUT_OF_RESOURCES;
        return NULL;
    }
    return next.clCreateBuffer(c, flags, size, host, err);
}
