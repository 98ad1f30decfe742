/* clcount.c - an LD_PRELOAD library that counts the OpenCL objects a
 * process holds, by type, and says at exit how many it never released.
 *
 * LeakSanitizer sees host memory only: a cl_mem or cl_kernel left
 * unreleased while its context is released may stay reachable inside the
 * driver and go unreported. This library wraps every entry point of the
 * ICD loader that creates, retains or releases a context, command queue,
 * memory object, program, kernel, event or sampler (every clEnqueue* with
 * an event out-parameter among them), forwards each call to the loader
 * (dlsym(RTLD_NEXT)) and keeps, per type, the references taken (a create
 * or a retain that succeeded) and the live count (taken minus released).
 *
 *   LD_PRELOAD=build/tests/libclcount.so CLCOUNT_OUT=counts.txt simtlab run
 *
 * When the process ends (exit(), a return from main, or _exit(), which a
 * forked child or a second ^C uses), a process that made a counted call
 * writes one line to stderr and appends it to the file CLCOUNT_OUT names:
 *
 *   clcount pid=4242 end=exit status=ok context=0/2 queue=0/1 mem=0/96 ...
 *
 * TYPE=LIVE/TAKEN; status=unbalanced when any LIVE is not 0 (a negative
 * one is a release of an object made by a call this file does not wrap).
 * The process's own exit status is left alone: a destructor cannot see it,
 * so an exit code of ours would hide a real one (130 after ^C, 1 after a
 * failed build); the test reads the file and asserts on both.
 *
 * When: this library's destructor runs after the program's atexit
 * handlers but before the destructors of the libraries it links (glibc
 * finalizes in load order, and LD_PRELOAD loads this one right after the
 * program: LD_DEBUG=files shows it). So an object that a library releases
 * only in its own destructor, after the program released the context,
 * counts as live: that is the case this exists to catch (CLBlast's cache
 * of programs did it).
 *
 * Seen: calls made through the loader (simtlab's and CLBlast's). Not
 * seen: what the driver does inside itself, which does not go through the
 * loader; a process that opens libOpenCL with dlopen after start-up. A
 * forked child inherits the parent's counts. */
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define _GNU_SOURCE /* RTLD_NEXT */
#include <CL/cl.h>

#include <dlfcn.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "next.h"

enum { T_CONTEXT, T_QUEUE, T_MEM, T_PROGRAM, T_KERNEL, T_EVENT, T_SAMPLER, T_N };
static const char *const type_name[T_N] = { "context", "queue", "mem", "program", "kernel", "event", "sampler" };

static atomic_long live[T_N], taken[T_N];
static atomic_bool used, reported;

static void took(int t, long n)
{
    if (n <= 0)
        return;
    atomic_fetch_add(&live[t], n);
    atomic_fetch_add(&taken[t], n);
    atomic_store(&used, true);
}

static void dropped(int t, cl_int err)
{
    if (err != CL_SUCCESS)
        return;
    atomic_fetch_sub(&live[t], 1);
    atomic_store(&used, true);
}

/* an enqueue that succeeded with an event out-parameter made one event */
static cl_int enqueued(cl_int err, const cl_event *ev)
{
    if (err == CL_SUCCESS && ev && *ev)
        took(T_EVENT, 1);
    return err;
}

/* ---- the loader's entry points, found once at load ----------------------- */

#define CLCOUNT_FNS(X)                                                                                       \
    X(clCreateContext) X(clCreateContextFromType) X(clRetainContext) X(clReleaseContext)                     \
    X(clCreateCommandQueue) X(clCreateCommandQueueWithProperties) X(clRetainCommandQueue)                    \
    X(clReleaseCommandQueue)                                                                                 \
    X(clCreateBuffer) X(clCreateBufferWithProperties) X(clCreateSubBuffer) X(clCreateImage)                  \
    X(clCreateImageWithProperties) X(clCreateImage2D) X(clCreateImage3D) X(clCreatePipe)                     \
    X(clRetainMemObject) X(clReleaseMemObject)                                                               \
    X(clCreateProgramWithSource) X(clCreateProgramWithBinary) X(clCreateProgramWithIL)                       \
    X(clCreateProgramWithBuiltInKernels) X(clLinkProgram) X(clRetainProgram) X(clReleaseProgram)             \
    X(clCreateKernel) X(clCreateKernelsInProgram) X(clCloneKernel) X(clRetainKernel) X(clReleaseKernel)      \
    X(clCreateSampler) X(clCreateSamplerWithProperties) X(clRetainSampler) X(clReleaseSampler)               \
    X(clCreateUserEvent) X(clRetainEvent) X(clReleaseEvent)                                                  \
    X(clEnqueueNDRangeKernel) X(clEnqueueTask) X(clEnqueueNativeKernel)                                      \
    X(clEnqueueReadBuffer) X(clEnqueueWriteBuffer) X(clEnqueueReadBufferRect) X(clEnqueueWriteBufferRect)    \
    X(clEnqueueCopyBuffer) X(clEnqueueCopyBufferRect) X(clEnqueueFillBuffer) X(clEnqueueMapBuffer)           \
    X(clEnqueueUnmapMemObject) X(clEnqueueMigrateMemObjects) X(clEnqueueReadImage) X(clEnqueueWriteImage)    \
    X(clEnqueueCopyImage) X(clEnqueueFillImage) X(clEnqueueCopyImageToBuffer) X(clEnqueueCopyBufferToImage)  \
    X(clEnqueueMapImage) X(clEnqueueMarker) X(clEnqueueMarkerWithWaitList) X(clEnqueueBarrierWithWaitList)

static struct {
    CLCOUNT_FNS(NEXT_FIELD)
    void (*exit_now)(int);
} next;

static char out_path[4096];

__attribute__((constructor)) static void clcount_init(void)
{
    NEXT_RESOLVE_ALL(CLCOUNT_FNS, next);
    resolve_next(&next.exit_now, sizeof next.exit_now, "_exit");
    const char *out = getenv("CLCOUNT_OUT");
    if (out && strlen(out) < sizeof out_path)
        strcpy(out_path, out);
}

/* A wrapper whose next is missing: the loader lacks it, so nothing could
 * have linked against it; a call through dlsym would land here. */
static void missing(const char *name)
{
    static const char a[] = "clcount: the loader has no ";
    (void)!write(STDERR_FILENO, a, sizeof a - 1);
    (void)!write(STDERR_FILENO, name, strlen(name));
    (void)!write(STDERR_FILENO, "\n", 1);
    abort();
}
#define NEXT(name) (next.name ? next.name : (missing(#name), next.name))

/* ---- the report: async-signal-safe, as _exit may run in a signal handler -- */

static size_t put(char *buf, size_t at, size_t cap, const char *s)
{
    while (*s && at + 1 < cap)
        buf[at++] = *s++;
    buf[at] = '\0';
    return at;
}

static size_t put_long(char *buf, size_t at, size_t cap, long v)
{
    char tmp[24];
    size_t n = 0;
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    do
        tmp[n++] = (char)('0' + u % 10);
    while ((u /= 10) && n < sizeof tmp);
    if (v < 0 && at + 1 < cap)
        buf[at++] = '-';
    while (n && at + 1 < cap)
        buf[at++] = tmp[--n];
    buf[at] = '\0';
    return at;
}

static void report(const char *end)
{
    if (!atomic_load(&used) || atomic_exchange(&reported, true))
        return;
    char line[512];
    size_t at = put(line, 0, sizeof line, "clcount pid=");
    at = put_long(line, at, sizeof line, (long)getpid());
    at = put(line, at, sizeof line, " end=");
    at = put(line, at, sizeof line, end);
    bool ok = true;
    for (int t = 0; t < T_N; ++t)
        ok = ok && atomic_load(&live[t]) == 0;
    at = put(line, at, sizeof line, ok ? " status=ok" : " status=unbalanced");
    for (int t = 0; t < T_N; ++t) {
        at = put(line, at, sizeof line, " ");
        at = put(line, at, sizeof line, type_name[t]);
        at = put(line, at, sizeof line, "=");
        at = put_long(line, at, sizeof line, atomic_load(&live[t]));
        at = put(line, at, sizeof line, "/");
        at = put_long(line, at, sizeof line, atomic_load(&taken[t]));
    }
    at = put(line, at, sizeof line, "\n");
    (void)!write(STDERR_FILENO, line, at);
    if (out_path[0]) {
        /* one write of less than PIPE_BUF with O_APPEND: lines of several
         * processes never interleave */
        int fd = open(out_path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
        if (fd >= 0) {
            (void)!write(fd, line, at);
            close(fd);
        }
    }
}

/* exit() and a return from main; _exit below for the rest */
__attribute__((destructor)) static void clcount_fini(void)
{
    report("exit");
}

void _exit(int status)
{
    report("_exit");
    if (next.exit_now)
        next.exit_now(status);
    syscall(SYS_exit_group, status);
    for (;;)
        ;
}

/* ---- contexts --------------------------------------------------------------- */

cl_context clCreateContext(const cl_context_properties *props, cl_uint n, const cl_device_id *devs,
                           void(CL_CALLBACK *notify)(const char *, const void *, size_t, void *), void *user,
                           cl_int *err)
{
    cl_context c = NEXT(clCreateContext)(props, n, devs, notify, user, err);
    took(T_CONTEXT, c != NULL);
    return c;
}

cl_context clCreateContextFromType(const cl_context_properties *props, cl_device_type type,
                                   void(CL_CALLBACK *notify)(const char *, const void *, size_t, void *),
                                   void *user, cl_int *err)
{
    cl_context c = NEXT(clCreateContextFromType)(props, type, notify, user, err);
    took(T_CONTEXT, c != NULL);
    return c;
}

cl_int clRetainContext(cl_context c)
{
    cl_int err = NEXT(clRetainContext)(c);
    took(T_CONTEXT, err == CL_SUCCESS);
    return err;
}

cl_int clReleaseContext(cl_context c)
{
    cl_int err = NEXT(clReleaseContext)(c);
    dropped(T_CONTEXT, err);
    return err;
}

/* ---- command queues --------------------------------------------------------- */

cl_command_queue clCreateCommandQueue(cl_context c, cl_device_id d, cl_command_queue_properties props,
                                      cl_int *err)
{
    cl_command_queue q = NEXT(clCreateCommandQueue)(c, d, props, err);
    took(T_QUEUE, q != NULL);
    return q;
}

cl_command_queue clCreateCommandQueueWithProperties(cl_context c, cl_device_id d, const cl_queue_properties *props,
                                                    cl_int *err)
{
    cl_command_queue q = NEXT(clCreateCommandQueueWithProperties)(c, d, props, err);
    took(T_QUEUE, q != NULL);
    return q;
}

cl_int clRetainCommandQueue(cl_command_queue q)
{
    cl_int err = NEXT(clRetainCommandQueue)(q);
    took(T_QUEUE, err == CL_SUCCESS);
    return err;
}

cl_int clReleaseCommandQueue(cl_command_queue q)
{
    cl_int err = NEXT(clReleaseCommandQueue)(q);
    dropped(T_QUEUE, err);
    return err;
}

/* ---- memory objects --------------------------------------------------------- */

cl_mem clCreateBuffer(cl_context c, cl_mem_flags flags, size_t size, void *host, cl_int *err)
{
    cl_mem m = NEXT(clCreateBuffer)(c, flags, size, host, err);
    took(T_MEM, m != NULL);
    return m;
}

cl_mem clCreateBufferWithProperties(cl_context c, const cl_mem_properties *props, cl_mem_flags flags, size_t size,
                                    void *host, cl_int *err)
{
    cl_mem m = NEXT(clCreateBufferWithProperties)(c, props, flags, size, host, err);
    took(T_MEM, m != NULL);
    return m;
}

cl_mem clCreateSubBuffer(cl_mem buf, cl_mem_flags flags, cl_buffer_create_type type, const void *info,
                         cl_int *err)
{
    cl_mem m = NEXT(clCreateSubBuffer)(buf, flags, type, info, err);
    took(T_MEM, m != NULL);
    return m;
}

cl_mem clCreateImage(cl_context c, cl_mem_flags flags, const cl_image_format *fmt, const cl_image_desc *desc,
                     void *host, cl_int *err)
{
    cl_mem m = NEXT(clCreateImage)(c, flags, fmt, desc, host, err);
    took(T_MEM, m != NULL);
    return m;
}

cl_mem clCreateImageWithProperties(cl_context c, const cl_mem_properties *props, cl_mem_flags flags,
                                   const cl_image_format *fmt, const cl_image_desc *desc, void *host, cl_int *err)
{
    cl_mem m = NEXT(clCreateImageWithProperties)(c, props, flags, fmt, desc, host, err);
    took(T_MEM, m != NULL);
    return m;
}

cl_mem clCreateImage2D(cl_context c, cl_mem_flags flags, const cl_image_format *fmt, size_t w, size_t h,
                       size_t pitch, void *host, cl_int *err)
{
    cl_mem m = NEXT(clCreateImage2D)(c, flags, fmt, w, h, pitch, host, err);
    took(T_MEM, m != NULL);
    return m;
}

cl_mem clCreateImage3D(cl_context c, cl_mem_flags flags, const cl_image_format *fmt, size_t w, size_t h, size_t d,
                       size_t row_pitch, size_t slice_pitch, void *host, cl_int *err)
{
    cl_mem m = NEXT(clCreateImage3D)(c, flags, fmt, w, h, d, row_pitch, slice_pitch, host, err);
    took(T_MEM, m != NULL);
    return m;
}

cl_mem clCreatePipe(cl_context c, cl_mem_flags flags, cl_uint packet_size, cl_uint max_packets,
                    const cl_pipe_properties *props, cl_int *err)
{
    cl_mem m = NEXT(clCreatePipe)(c, flags, packet_size, max_packets, props, err);
    took(T_MEM, m != NULL);
    return m;
}

cl_int clRetainMemObject(cl_mem m)
{
    cl_int err = NEXT(clRetainMemObject)(m);
    took(T_MEM, err == CL_SUCCESS);
    return err;
}

cl_int clReleaseMemObject(cl_mem m)
{
    cl_int err = NEXT(clReleaseMemObject)(m);
    dropped(T_MEM, err);
    return err;
}

/* ---- programs --------------------------------------------------------------- */

cl_program clCreateProgramWithSource(cl_context c, cl_uint n, const char **src, const size_t *lens, cl_int *err)
{
    cl_program p = NEXT(clCreateProgramWithSource)(c, n, src, lens, err);
    took(T_PROGRAM, p != NULL);
    return p;
}

cl_program clCreateProgramWithBinary(cl_context c, cl_uint n, const cl_device_id *devs, const size_t *lens,
                                     const unsigned char **bins, cl_int *status, cl_int *err)
{
    cl_program p = NEXT(clCreateProgramWithBinary)(c, n, devs, lens, bins, status, err);
    took(T_PROGRAM, p != NULL);
    return p;
}

cl_program clCreateProgramWithIL(cl_context c, const void *il, size_t len, cl_int *err)
{
    cl_program p = NEXT(clCreateProgramWithIL)(c, il, len, err);
    took(T_PROGRAM, p != NULL);
    return p;
}

cl_program clCreateProgramWithBuiltInKernels(cl_context c, cl_uint n, const cl_device_id *devs, const char *names,
                                             cl_int *err)
{
    cl_program p = NEXT(clCreateProgramWithBuiltInKernels)(c, n, devs, names, err);
    took(T_PROGRAM, p != NULL);
    return p;
}

/* a link that fails may still return a program (to read its log): counted */
cl_program clLinkProgram(cl_context c, cl_uint n, const cl_device_id *devs, const char *opts, cl_uint n_in,
                         const cl_program *in, void(CL_CALLBACK *notify)(cl_program, void *), void *user,
                         cl_int *err)
{
    cl_program p = NEXT(clLinkProgram)(c, n, devs, opts, n_in, in, notify, user, err);
    took(T_PROGRAM, p != NULL);
    return p;
}

cl_int clRetainProgram(cl_program p)
{
    cl_int err = NEXT(clRetainProgram)(p);
    took(T_PROGRAM, err == CL_SUCCESS);
    return err;
}

cl_int clReleaseProgram(cl_program p)
{
    cl_int err = NEXT(clReleaseProgram)(p);
    dropped(T_PROGRAM, err);
    return err;
}

/* ---- kernels ---------------------------------------------------------------- */

cl_kernel clCreateKernel(cl_program p, const char *name, cl_int *err)
{
    cl_kernel k = NEXT(clCreateKernel)(p, name, err);
    took(T_KERNEL, k != NULL);
    return k;
}

cl_int clCreateKernelsInProgram(cl_program p, cl_uint n, cl_kernel *kernels, cl_uint *n_ret)
{
    cl_uint made = 0;
    cl_int err = NEXT(clCreateKernelsInProgram)(p, n, kernels, &made);
    if (n_ret)
        *n_ret = made;
    /* with kernels NULL it only counts them */
    if (err == CL_SUCCESS && kernels)
        took(T_KERNEL, (long)made);
    return err;
}

cl_kernel clCloneKernel(cl_kernel k, cl_int *err)
{
    cl_kernel c = NEXT(clCloneKernel)(k, err);
    took(T_KERNEL, c != NULL);
    return c;
}

cl_int clRetainKernel(cl_kernel k)
{
    cl_int err = NEXT(clRetainKernel)(k);
    took(T_KERNEL, err == CL_SUCCESS);
    return err;
}

cl_int clReleaseKernel(cl_kernel k)
{
    cl_int err = NEXT(clReleaseKernel)(k);
    dropped(T_KERNEL, err);
    return err;
}

/* ---- samplers --------------------------------------------------------------- */

cl_sampler clCreateSampler(cl_context c, cl_bool normalized, cl_addressing_mode am, cl_filter_mode fm, cl_int *err)
{
    cl_sampler s = NEXT(clCreateSampler)(c, normalized, am, fm, err);
    took(T_SAMPLER, s != NULL);
    return s;
}

cl_sampler clCreateSamplerWithProperties(cl_context c, const cl_sampler_properties *props, cl_int *err)
{
    cl_sampler s = NEXT(clCreateSamplerWithProperties)(c, props, err);
    took(T_SAMPLER, s != NULL);
    return s;
}

cl_int clRetainSampler(cl_sampler s)
{
    cl_int err = NEXT(clRetainSampler)(s);
    took(T_SAMPLER, err == CL_SUCCESS);
    return err;
}

cl_int clReleaseSampler(cl_sampler s)
{
    cl_int err = NEXT(clReleaseSampler)(s);
    dropped(T_SAMPLER, err);
    return err;
}

/* ---- events ----------------------------------------------------------------- */

cl_event clCreateUserEvent(cl_context c, cl_int *err)
{
    cl_event e = NEXT(clCreateUserEvent)(c, err);
    took(T_EVENT, e != NULL);
    return e;
}

cl_int clRetainEvent(cl_event e)
{
    cl_int err = NEXT(clRetainEvent)(e);
    took(T_EVENT, err == CL_SUCCESS);
    return err;
}

cl_int clReleaseEvent(cl_event e)
{
    cl_int err = NEXT(clReleaseEvent)(e);
    dropped(T_EVENT, err);
    return err;
}

/* ---- enqueues that may return an event -------------------------------------- */

#define WAIT cl_uint n_wait, const cl_event *wait, cl_event *ev

cl_int clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel k, cl_uint dims, const size_t *offset,
                              const size_t *global, const size_t *local, WAIT)
{
    return enqueued(NEXT(clEnqueueNDRangeKernel)(q, k, dims, offset, global, local, n_wait, wait, ev), ev);
}

cl_int clEnqueueTask(cl_command_queue q, cl_kernel k, WAIT)
{
    return enqueued(NEXT(clEnqueueTask)(q, k, n_wait, wait, ev), ev);
}

cl_int clEnqueueNativeKernel(cl_command_queue q, void(CL_CALLBACK *fn)(void *), void *args, size_t cb_args,
                             cl_uint n_mem, const cl_mem *mems, const void **locs, WAIT)
{
    return enqueued(NEXT(clEnqueueNativeKernel)(q, fn, args, cb_args, n_mem, mems, locs, n_wait, wait, ev), ev);
}

cl_int clEnqueueReadBuffer(cl_command_queue q, cl_mem b, cl_bool block, size_t off, size_t size, void *ptr, WAIT)
{
    return enqueued(NEXT(clEnqueueReadBuffer)(q, b, block, off, size, ptr, n_wait, wait, ev), ev);
}

cl_int clEnqueueWriteBuffer(cl_command_queue q, cl_mem b, cl_bool block, size_t off, size_t size, const void *ptr,
                            WAIT)
{
    return enqueued(NEXT(clEnqueueWriteBuffer)(q, b, block, off, size, ptr, n_wait, wait, ev), ev);
}

cl_int clEnqueueReadBufferRect(cl_command_queue q, cl_mem b, cl_bool block, const size_t *b_org,
                               const size_t *h_org, const size_t *region, size_t b_row, size_t b_slice,
                               size_t h_row, size_t h_slice, void *ptr, WAIT)
{
    return enqueued(NEXT(clEnqueueReadBufferRect)(q, b, block, b_org, h_org, region, b_row, b_slice, h_row, h_slice,
                                                  ptr, n_wait, wait, ev),
                    ev);
}

cl_int clEnqueueWriteBufferRect(cl_command_queue q, cl_mem b, cl_bool block, const size_t *b_org,
                                const size_t *h_org, const size_t *region, size_t b_row, size_t b_slice,
                                size_t h_row, size_t h_slice, const void *ptr, WAIT)
{
    return enqueued(NEXT(clEnqueueWriteBufferRect)(q, b, block, b_org, h_org, region, b_row, b_slice, h_row,
                                                   h_slice, ptr, n_wait, wait, ev),
                    ev);
}

cl_int clEnqueueCopyBuffer(cl_command_queue q, cl_mem src, cl_mem dst, size_t src_off, size_t dst_off, size_t size,
                           WAIT)
{
    return enqueued(NEXT(clEnqueueCopyBuffer)(q, src, dst, src_off, dst_off, size, n_wait, wait, ev), ev);
}

cl_int clEnqueueCopyBufferRect(cl_command_queue q, cl_mem src, cl_mem dst, const size_t *src_org,
                               const size_t *dst_org, const size_t *region, size_t src_row, size_t src_slice,
                               size_t dst_row, size_t dst_slice, WAIT)
{
    return enqueued(NEXT(clEnqueueCopyBufferRect)(q, src, dst, src_org, dst_org, region, src_row, src_slice, dst_row,
                                                  dst_slice, n_wait, wait, ev),
                    ev);
}

cl_int clEnqueueFillBuffer(cl_command_queue q, cl_mem b, const void *pattern, size_t pattern_size, size_t off,
                           size_t size, WAIT)
{
    return enqueued(NEXT(clEnqueueFillBuffer)(q, b, pattern, pattern_size, off, size, n_wait, wait, ev), ev);
}

void *clEnqueueMapBuffer(cl_command_queue q, cl_mem b, cl_bool block, cl_map_flags flags, size_t off, size_t size,
                         WAIT, cl_int *err)
{
    cl_int mine = CL_SUCCESS;
    void *p = NEXT(clEnqueueMapBuffer)(q, b, block, flags, off, size, n_wait, wait, ev, &mine);
    if (err)
        *err = mine;
    enqueued(mine, ev);
    return p;
}

cl_int clEnqueueUnmapMemObject(cl_command_queue q, cl_mem m, void *ptr, WAIT)
{
    return enqueued(NEXT(clEnqueueUnmapMemObject)(q, m, ptr, n_wait, wait, ev), ev);
}

cl_int clEnqueueMigrateMemObjects(cl_command_queue q, cl_uint n, const cl_mem *mems, cl_mem_migration_flags flags,
                                  WAIT)
{
    return enqueued(NEXT(clEnqueueMigrateMemObjects)(q, n, mems, flags, n_wait, wait, ev), ev);
}

cl_int clEnqueueReadImage(cl_command_queue q, cl_mem img, cl_bool block, const size_t *origin, const size_t *region,
                          size_t row, size_t slice, void *ptr, WAIT)
{
    return enqueued(NEXT(clEnqueueReadImage)(q, img, block, origin, region, row, slice, ptr, n_wait, wait, ev), ev);
}

cl_int clEnqueueWriteImage(cl_command_queue q, cl_mem img, cl_bool block, const size_t *origin,
                           const size_t *region, size_t row, size_t slice, const void *ptr, WAIT)
{
    return enqueued(NEXT(clEnqueueWriteImage)(q, img, block, origin, region, row, slice, ptr, n_wait, wait, ev), ev);
}

cl_int clEnqueueCopyImage(cl_command_queue q, cl_mem src, cl_mem dst, const size_t *src_org, const size_t *dst_org,
                          const size_t *region, WAIT)
{
    return enqueued(NEXT(clEnqueueCopyImage)(q, src, dst, src_org, dst_org, region, n_wait, wait, ev), ev);
}

cl_int clEnqueueFillImage(cl_command_queue q, cl_mem img, const void *color, const size_t *origin,
                          const size_t *region, WAIT)
{
    return enqueued(NEXT(clEnqueueFillImage)(q, img, color, origin, region, n_wait, wait, ev), ev);
}

cl_int clEnqueueCopyImageToBuffer(cl_command_queue q, cl_mem src, cl_mem dst, const size_t *src_org,
                                  const size_t *region, size_t dst_off, WAIT)
{
    return enqueued(NEXT(clEnqueueCopyImageToBuffer)(q, src, dst, src_org, region, dst_off, n_wait, wait, ev), ev);
}

cl_int clEnqueueCopyBufferToImage(cl_command_queue q, cl_mem src, cl_mem dst, size_t src_off,
                                  const size_t *dst_org, const size_t *region, WAIT)
{
    return enqueued(NEXT(clEnqueueCopyBufferToImage)(q, src, dst, src_off, dst_org, region, n_wait, wait, ev), ev);
}

void *clEnqueueMapImage(cl_command_queue q, cl_mem img, cl_bool block, cl_map_flags flags, const size_t *origin,
                        const size_t *region, size_t *row, size_t *slice, WAIT, cl_int *err)
{
    cl_int mine = CL_SUCCESS;
    void *p = NEXT(clEnqueueMapImage)(q, img, block, flags, origin, region, row, slice, n_wait, wait, ev, &mine);
    if (err)
        *err = mine;
    enqueued(mine, ev);
    return p;
}

cl_int clEnqueueMarker(cl_command_queue q, cl_event *ev)
{
    return enqueued(NEXT(clEnqueueMarker)(q, ev), ev);
}

cl_int clEnqueueMarkerWithWaitList(cl_command_queue q, WAIT)
{
    return enqueued(NEXT(clEnqueueMarkerWithWaitList)(q, n_wait, wait, ev), ev);
}

cl_int clEnqueueBarrierWithWaitList(cl_command_queue q, WAIT)
{
    return enqueued(NEXT(clEnqueueBarrierWithWaitList)(q, n_wait, wait, ev), ev);
}
