/* buffer.c - device buffers; not fitting is a skip with a reason. */
#include "simtlab/buffer.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/rng.h"

static int is_capacity_error(cl_int err)
{
    return err == CL_MEM_OBJECT_ALLOCATION_FAILURE || err == CL_OUT_OF_RESOURCES ||
           err == CL_INVALID_BUFFER_SIZE || err == CL_OUT_OF_HOST_MEMORY;
}

int sl_buf_create(const sl_device *dev, cl_mem_flags flags, size_t bytes, const void *init,
                  cl_mem *out, sl_err *e)
{
    char a[32], b[32];
    *out = NULL;
    if (bytes == 0)
        return sl_err_set(e, SL_FAIL, "a buffer of 0 bytes was asked for");
    if (bytes > dev->prof.max_alloc) {
        sl_format_bytes_pair(bytes, dev->prof.max_alloc, a, b, sizeof a);
        return sl_err_set(e, SL_SKIP, "buffer of %s exceeds this device's max allocation of %s", a, b);
    }
    cl_int err = CL_SUCCESS;
    cl_mem m = clCreateBuffer(dev->ctx, flags, bytes, NULL, &err);
    if (err != CL_SUCCESS) {
        int rc = sl_err_cl(e, err, "allocating %s", sl_format_bytes(bytes, a, sizeof a));
        return is_capacity_error(err) ? SL_SKIP : rc;
    }
    if (init) {
        /* Drivers that allocate lazily report a buffer that does not fit here. */
        err = clEnqueueWriteBuffer(dev->queue, m, CL_TRUE, 0, bytes, init, 0, NULL, NULL);
        if (err != CL_SUCCESS) {
            clReleaseMemObject(m);
            int rc = sl_err_cl(e, err, "uploading %s", sl_format_bytes(bytes, a, sizeof a));
            return is_capacity_error(err) ? SL_SKIP : rc;
        }
    }
    *out = m;
    return SL_OK;
}

uint64_t sl_add_sat(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

uint64_t sl_mul_sat(uint64_t a, uint64_t b)
{
    return b && a > UINT64_MAX / b ? UINT64_MAX : a * b;
}

uint64_t sl_host_ram_bytes(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && page > 0 ? (uint64_t)pages * (uint64_t)page : 0;
}

uint64_t sl_host_avail_bytes(void)
{
    FILE *f = fopen("/proc/meminfo", "r");
    if (f) {
        char line[128];
        unsigned long long kib = 0;
        int found = 0;
        while (!found && fgets(line, sizeof line, f))
            found = sscanf(line, "MemAvailable: %llu kB", &kib) == 1;
        fclose(f);
        if (found)
            return sl_mul_sat(kib, 1024);
    }
    return sl_host_ram_bytes();
}

int sl_buf_fits(const sl_profile *p, const uint64_t *dev_bytes, size_t n, uint64_t host_bytes, sl_err *e)
{
    char a[32], b[32];
    uint64_t dev_total = 0;
    for (size_t i = 0; i < n; ++i) {
        if (dev_bytes[i] > p->max_alloc) {
            sl_format_bytes_pair(dev_bytes[i], p->max_alloc, a, b, sizeof a);
            return sl_err_set(e, SL_SKIP, "a buffer of %s exceeds this device's max allocation of %s", a, b);
        }
        dev_total = sl_add_sat(dev_total, dev_bytes[i]);
    }
    if (dev_total > p->global_mem) {
        sl_format_bytes_pair(dev_total, p->global_mem, a, b, sizeof a);
        return sl_err_set(e, SL_SKIP, "its buffers need %s of device memory, the device has %s", a, b);
    }
    if (p->type & CL_DEVICE_TYPE_CPU)
        host_bytes = sl_add_sat(host_bytes, dev_total);
    uint64_t avail = sl_host_avail_bytes();
    if (avail && host_bytes > avail) {
        sl_format_bytes_pair(host_bytes, avail, a, b, sizeof a);
        return sl_err_set(e, SL_SKIP, "it needs %s of host memory%s, this host has %s available", a,
                          (p->type & CL_DEVICE_TYPE_CPU) ? " (a CPU device's buffers included)" : "", b);
    }
    return SL_OK;
}

int sl_buf_read(const sl_device *dev, cl_mem buf, size_t bytes, void *dst, sl_err *e)
{
    cl_int err = clEnqueueReadBuffer(dev->queue, buf, CL_TRUE, 0, bytes, dst, 0, NULL, NULL);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "reading back %zu bytes", bytes);
    return SL_OK;
}

int sl_buf_poison(const sl_device *dev, cl_mem buf, size_t bytes, sl_err *e)
{
    const unsigned char pattern = 0xFF;
    cl_int err = clEnqueueFillBuffer(dev->queue, buf, &pattern, 1, 0, bytes, 0, NULL, NULL);
    if (err == CL_SUCCESS)
        err = clFinish(dev->queue);
    if (err != CL_SUCCESS) {
        int rc = sl_err_cl(e, err, "poisoning an output buffer of %zu bytes", bytes);
        return is_capacity_error(err) ? SL_SKIP : rc;
    }
    return SL_OK;
}

int sl_buf_fill_dyadic(const sl_device *dev, cl_mem buf, size_t n, uint32_t seed, sl_err *e)
{
    /* Made on the host a chunk at a time and uploaded, not by a kernel: any
     * buffer flags work (a kernel may not write a CL_MEM_READ_ONLY buffer),
     * no host copy of the whole buffer is kept, and oclgrind tracks uploads
     * where it lost track of kernel writes into a reused buffer. About 1 ns
     * per float on the host. */
    enum { CHUNK = 1 << 24 }; /* 64 MiB of floats */
    float *h = malloc((n < CHUNK ? n : CHUNK) * sizeof *h);
    if (!h)
        return sl_err_set(e, SL_SKIP, "host memory for a %zu-float upload chunk is not available",
                          (size_t)(n < CHUNK ? n : CHUNK));
    int rc = SL_OK;
    for (size_t at = 0; at < n && rc == SL_OK; at += CHUNK) {
        size_t m = n - at < CHUNK ? n - at : CHUNK;
        for (size_t i = 0; i < m; ++i)
            h[i] = sl_dyadic(at + i, seed);
        cl_int err = clEnqueueWriteBuffer(dev->queue, buf, CL_TRUE, at * sizeof(float), m * sizeof(float), h, 0,
                                          NULL, NULL);
        if (err != CL_SUCCESS) {
            rc = sl_err_cl(e, err, "uploading %zu floats of input", n);
            if (is_capacity_error(err))
                rc = SL_SKIP;
        }
    }
    free(h);
    return rc;
}

int sl_buf_create_dyadic(const sl_device *dev, cl_mem_flags flags, size_t n, uint32_t seed, cl_mem *out,
                         sl_err *e)
{
    int rc = sl_buf_create(dev, flags, n * sizeof(float), NULL, out, e);
    if (rc == SL_OK && (rc = sl_buf_fill_dyadic(dev, *out, n, seed, e)) != SL_OK)
        sl_buf_release(out);
    return rc;
}

void sl_buf_release(cl_mem *buf)
{
    if (buf && *buf) {
        clReleaseMemObject(*buf);
        *buf = NULL;
    }
}
