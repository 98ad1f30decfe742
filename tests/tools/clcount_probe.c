/* clcount_probe.c - known OpenCL work for the clcount interposer to count,
 * so that its test can tell a right count from a wrong one and prove that a
 * leak is reported.
 *
 *   clcount_probe clean       every kind of object made (and retained) and
 *                             released; prints the counts clcount must report
 *   clcount_probe leak        one buffer left unreleased, its context released
 *   clcount_probe leak-_exit  the same, then _exit(0) (as a forked child ends)
 *
 * Raw OpenCL, not simtlab's runtime, so the expected counts are exact.
 * Exit 0 when every call succeeded, 1 when one failed, 77 with no device. */
#include <CL/cl.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CHECK(call)                                                                    \
    do {                                                                               \
        cl_int check_err_ = (call);                                                    \
        if (check_err_ != CL_SUCCESS) {                                                \
            fprintf(stderr, "clcount_probe: %s: error %d (line %d)\n", #call, check_err_, \
                    __LINE__);                                                         \
            return 1;                                                                  \
        }                                                                              \
    } while (0)

static const char src[] = "kernel void fill(global float *p) { p[get_global_id(0)] = 1.0f; }\n";

static int clean(cl_context ctx, cl_device_id dev)
{
    cl_int err = CL_SUCCESS;
    cl_bool images = CL_FALSE;
    CHECK(clGetDeviceInfo(dev, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));

    /* context: one created by main, one retain */
    CHECK(clRetainContext(ctx));
    CHECK(clReleaseContext(ctx));

    /* queues: both creators */
    cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
    CHECK(err);
    const cl_queue_properties props[] = { CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0 };
    cl_command_queue q2 = clCreateCommandQueueWithProperties(ctx, dev, props, &err);
    CHECK(err);

    /* memory: a buffer, a sub-buffer of it, one retain */
    cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
    CHECK(err);
    const cl_buffer_region region = { 0, 1024 };
    cl_mem sub = clCreateSubBuffer(buf, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
    CHECK(err);
    CHECK(clRetainMemObject(buf));
    CHECK(clReleaseMemObject(buf));

    /* a program and one retain; kernels by all three creators */
    const char *s = src;
    cl_program prog = clCreateProgramWithSource(ctx, 1, &s, NULL, &err);
    CHECK(err);
    CHECK(clBuildProgram(prog, 1, &dev, "", NULL, NULL));
    CHECK(clRetainProgram(prog));
    CHECK(clReleaseProgram(prog));
    cl_kernel k = clCreateKernel(prog, "fill", &err);
    CHECK(err);
    cl_uint n = 0;
    CHECK(clCreateKernelsInProgram(prog, 0, NULL, &n)); /* counts only: makes none */
    cl_kernel all[1] = { NULL };
    CHECK(n == 1 ? CL_SUCCESS : CL_INVALID_VALUE);
    CHECK(clCreateKernelsInProgram(prog, 1, all, NULL));
    cl_kernel clone = clCloneKernel(k, &err);
    CHECK(err);
    /* and a program from its binary, as CLBlast makes them */
    size_t bin_size = 0;
    CHECK(clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof bin_size, &bin_size, NULL));
    unsigned char *bin = malloc(bin_size ? bin_size : 1);
    CHECK(bin ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY);
    CHECK(clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL));
    const unsigned char *cbin = bin;
    cl_program from_bin = clCreateProgramWithBinary(ctx, 1, &dev, &bin_size, &cbin, NULL, &err);
    free(bin);
    CHECK(err);
    CHECK(clBuildProgram(from_bin, 1, &dev, "", NULL, NULL));
    CHECK(clRetainKernel(k));
    CHECK(clReleaseKernel(k));

    /* events: a launch, a write, a copy, a read, a marker, a user event,
     * one retain; a fill without an event makes none */
    CHECK(clSetKernelArg(k, 0, sizeof sub, &sub));
    const size_t global = 256;
    cl_event launch = NULL, write = NULL, marker = NULL;
    CHECK(clEnqueueNDRangeKernel(q2, k, 1, NULL, &global, NULL, 0, NULL, &launch));
    const float one = 1.0f;
    CHECK(clEnqueueFillBuffer(q2, buf, &one, sizeof one, 0, 4096, 1, &launch, NULL));
    float h[4] = { 0 };
    CHECK(clEnqueueWriteBuffer(q2, buf, CL_FALSE, 0, sizeof h, h, 0, NULL, &write));
    cl_event copy = NULL, read = NULL;
    CHECK(clEnqueueCopyBuffer(q2, buf, buf, 0, 2048, 1024, 1, &write, &copy));
    CHECK(clEnqueueReadBuffer(q2, buf, CL_FALSE, 0, sizeof h, h, 1, &copy, &read));
    CHECK(clEnqueueMarkerWithWaitList(q2, 1, &read, &marker));
    cl_event user = clCreateUserEvent(ctx, &err);
    CHECK(err);
    CHECK(clSetUserEventStatus(user, CL_COMPLETE));
    CHECK(clRetainEvent(user));
    CHECK(clReleaseEvent(user));
    CHECK(clWaitForEvents(1, &marker));
    CHECK(clFinish(q2));

    /* a sampler, where the device has images */
    unsigned samplers = 0;
    if (images) {
        const cl_sampler_properties sp[] = { CL_SAMPLER_NORMALIZED_COORDS, CL_FALSE, 0 };
        cl_sampler smp = clCreateSamplerWithProperties(ctx, sp, &err);
        CHECK(err);
        CHECK(clRetainSampler(smp));
        CHECK(clReleaseSampler(smp));
        CHECK(clReleaseSampler(smp));
        samplers = 2;
    }

    CHECK(clReleaseEvent(user));
    CHECK(clReleaseEvent(marker));
    CHECK(clReleaseEvent(read));
    CHECK(clReleaseEvent(copy));
    CHECK(clReleaseEvent(write));
    CHECK(clReleaseEvent(launch));
    CHECK(clReleaseKernel(clone));
    CHECK(clReleaseKernel(all[0]));
    CHECK(clReleaseKernel(k));
    CHECK(clReleaseProgram(from_bin));
    CHECK(clReleaseProgram(prog));
    CHECK(clReleaseMemObject(sub));
    CHECK(clReleaseMemObject(buf));
    CHECK(clReleaseCommandQueue(q2));
    CHECK(clReleaseCommandQueue(q));
    printf("expect context=0/2 queue=0/2 mem=0/3 program=0/3 kernel=0/4 event=0/7 sampler=0/%u\n", samplers);
    return 0;
}

int main(int argc, char **argv)
{
    const char *mode = argc == 2 ? argv[1] : "";
    if (strcmp(mode, "clean") != 0 && strcmp(mode, "leak") != 0 && strcmp(mode, "leak-_exit") != 0) {
        fprintf(stderr, "usage: clcount_probe clean|leak|leak-_exit\n");
        return 2;
    }
    cl_platform_id plat;
    cl_device_id dev;
    cl_uint np = 0, nd = 0;
    if (clGetPlatformIDs(1, &plat, &np) != CL_SUCCESS || np == 0 ||
        clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, &nd) != CL_SUCCESS || nd == 0) {
        fprintf(stderr, "clcount_probe: no OpenCL device\n");
        return 77;
    }
    cl_int err = CL_SUCCESS;
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    CHECK(err);
    if (strcmp(mode, "clean") == 0) {
        int rc = clean(ctx, dev);
        CHECK(clReleaseContext(ctx));
        return rc;
    }
    /* the leak this test exists for: the buffer outlives its context's
     * last release, LeakSanitizer cannot see it, clcount must */
    cl_mem lost = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
    CHECK(err);
    (void)lost;
    CHECK(clReleaseContext(ctx));
    printf("expect context=0/1 queue=0/0 mem=1/1 program=0/0 kernel=0/0 event=0/0 sampler=0/0\n");
    fflush(stdout);
    if (strcmp(mode, "leak-_exit") == 0)
        _exit(0);
    return 0;
}
