/* buffer.c - device buffers; not fitting is a skip with a reason. */
#include "simtlab/buffer.h"

#include <stdio.h>

#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/rng.h"
#include <stdlib.h>

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
    if (bytes > dev->prof.max_alloc)
        return sl_err_set(e, SL_SKIP, "buffer of %s exceeds this device's max allocation of %s",
                          sl_format_bytes(bytes, a, sizeof a),
                          sl_format_bytes(dev->prof.max_alloc, b, sizeof b));
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
