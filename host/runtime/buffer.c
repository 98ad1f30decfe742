/* buffer.c - device buffers; not fitting is a skip with a reason. */
#include "simtlab/buffer.h"
#include "simtlab/clerror.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/rng.h"

#include <stdbool.h>

static int is_capacity_error(cl_int err)
{
    return err == CL_MEM_OBJECT_ALLOCATION_FAILURE || err == CL_OUT_OF_RESOURCES ||
           err == CL_INVALID_BUFFER_SIZE || err == CL_OUT_OF_HOST_MEMORY;
}

/* ---- guard zones ------------------------------------------------------
 * A writable buffer is a sub-buffer of a larger one: SL_GUARD_BYTES (or the
 * device's base-address alignment, if larger) before and after it hold a
 * seeded pattern, so a kernel's store past either end lands there instead
 * of in another buffer (or, on a CPU device, in the heap: glibc's "double
 * free or corruption" is how an off-by-one tile guard showed before), and
 * sl_buf_guard_check finds it. One table, here: the suites and the lab
 * checker make every buffer through sl_buf_create. */
typedef struct guarded {
    cl_mem sub, parent;
    size_t guard, bytes;
    uint32_t seed;
} guarded;

static guarded *guards;
static size_t n_guards, cap_guards;
static uint32_t guard_seed = 0x6A09E667u;
static bool plant;

static guarded *guard_of(cl_mem m)
{
    for (size_t i = 0; m && i < n_guards; ++i)
        if (guards[i].sub == m)
            return &guards[i];
    return NULL;
}

/* The guard pattern's word at byte offset `at` of the parent. */
static uint32_t guard_word(const guarded *g, size_t at)
{
    return sl_hash32((uint32_t)(at / 4) ^ (uint32_t)((uint64_t)at >> 34), g->seed);
}

static void guard_fill_host(const guarded *g, size_t from, uint32_t *h)
{
    for (size_t i = 0; i < g->guard / 4; ++i)
        h[i] = guard_word(g, from + 4 * i);
}

static int guard_write(const sl_device *dev, const guarded *g, sl_err *e)
{
    uint32_t *h = malloc(g->guard);
    if (!h)
        return sl_err_set(e, SL_FAIL, "out of memory for a guard zone");
    cl_int err = CL_SUCCESS;
    const size_t at[2] = { 0, g->guard + g->bytes };
    for (int k = 0; k < 2 && err == CL_SUCCESS; ++k) {
        guard_fill_host(g, at[k], h);
        err = clEnqueueWriteBuffer(dev->queue, g->parent, CL_TRUE, at[k], g->guard, h, 0, NULL, NULL);
    }
    free(h);
    return err == CL_SUCCESS ? SL_OK : sl_err_cl(e, err, "writing the guard zones around an output buffer");
}

static size_t guard_bytes_for(const sl_device *dev)
{
    cl_uint align_bits = 0;
    clGetDeviceInfo(dev->device_id, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof align_bits, &align_bits, NULL);
    size_t align = align_bits >= 8 ? align_bits / 8 : 4;
    size_t g = SL_GUARD_BYTES;
    return g % align ? g + (align - g % align) : g;
}

/* parent = guard + bytes + guard, *out = its middle; SL_SKIP (and a plain
 * buffer is made instead) when that does not fit or the driver refuses. */
static int create_guarded(const sl_device *dev, cl_mem_flags flags, size_t bytes, cl_mem *out)
{
    const size_t guard = guard_bytes_for(dev);
    if (bytes > dev->prof.max_alloc - 2 * guard || n_guards == SIZE_MAX)
        return SL_SKIP;
    if (n_guards == cap_guards) {
        size_t cap = cap_guards ? 2 * cap_guards : 16;
        guarded *g = realloc(guards, cap * sizeof *g);
        if (!g)
            return SL_SKIP;
        guards = g;
        cap_guards = cap;
    }
    cl_int err = CL_SUCCESS;
    cl_mem parent = clCreateBuffer(dev->ctx, flags, bytes + 2 * guard, NULL, &err);
    if (err != CL_SUCCESS)
        return SL_SKIP;
    cl_buffer_region region = { .origin = guard, .size = bytes };
    cl_mem sub = clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
    if (err != CL_SUCCESS) {
        clReleaseMemObject(parent);
        return SL_SKIP;
    }
    guarded *g = &guards[n_guards++];
    *g = (guarded){ .sub = sub, .parent = parent, .guard = guard, .bytes = bytes, .seed = guard_seed++ };
    sl_err e = { 0 };
    if (guard_write(dev, g, &e) != SL_OK) { /* lazily allocating drivers say "does not fit" here */
        sl_err_clear(&e);
        clReleaseMemObject(sub);
        clReleaseMemObject(parent);
        --n_guards;
        return SL_SKIP;
    }
    *out = sub;
    return SL_OK;
}

int sl_buf_guard_check(const sl_device *dev, cl_mem buf, size_t elem, const char *name, sl_err *e)
{
    guarded *g = guard_of(buf);
    if (!g)
        return SL_OK;
    if (elem == 0)
        elem = 4;
    uint32_t *h = malloc(g->guard);
    uint32_t *want = malloc(g->guard);
    int rc = SL_OK;
    if (!h || !want) {
        free(h);
        free(want);
        return sl_err_set(e, SL_FAIL, "out of memory reading a guard zone");
    }
    if (plant) { /* tests: a store one element past the end, as a kernel would make it */
        const uint32_t bad = ~guard_word(g, g->guard + g->bytes);
        clEnqueueWriteBuffer(dev->queue, g->parent, CL_TRUE, g->guard + g->bytes, sizeof bad, &bad, 0, NULL, NULL);
    }
    /* after, then before: the nearest changed byte on each side names the element */
    const size_t at[2] = { g->guard + g->bytes, 0 };
    for (int k = 0; k < 2 && rc == SL_OK; ++k) {
        cl_int err = clEnqueueReadBuffer(dev->queue, g->parent, CL_TRUE, at[k], g->guard, h, 0, NULL, NULL);
        if (err != CL_SUCCESS) {
            rc = sl_err_cl(e, err, "reading the guard zones around %s", name);
            break;
        }
        guard_fill_host(g, at[k], want);
        const unsigned char *got = (const unsigned char *)h, *exp = (const unsigned char *)want;
        size_t first = SIZE_MAX, last = 0, n_bad = 0;
        for (size_t b = 0; b < g->guard; ++b)
            if (got[b] != exp[b]) {
                first = first == SIZE_MAX ? b : first;
                last = b;
                n_bad++;
            }
        if (n_bad == 0)
            continue;
        const size_t n = g->bytes / elem;
        if (k == 0) { /* past the end: element n + first / elem */
            const size_t els = last / elem - first / elem + 1, idx = n + first / elem;
            rc = sl_err_set(e, SL_FAIL,
                            "%s: written %zu element%s past its end, the first at index %zu (it holds %zu; a "
                            "store out of bounds: check the last work-items' index and the tail)",
                            name, els, els == 1 ? "" : "s", idx, n);
        } else { /* before the start: element -(guard - last) / elem */
            const size_t els = last / elem - first / elem + 1, back = (g->guard - last + elem - 1) / elem;
            rc = sl_err_set(e, SL_FAIL,
                            "%s: written %zu element%s before its start, the nearest at index -%zu (a store "
                            "out of bounds: check for a negative or wrapped index)",
                            name, els, els == 1 ? "" : "s", back);
        }
    }
    free(h);
    free(want);
    if (rc == SL_FAIL && e->cl == CL_SUCCESS) { /* restored for the next case */
        sl_err keep = { 0 };
        if (guard_write(dev, g, &keep) != SL_OK)
            sl_err_clear(&keep);
    }
    return rc;
}

bool sl_buf_is_guarded(cl_mem buf)
{
    return guard_of(buf) != NULL;
}

void sl_buf_guard_plant(bool on)
{
    plant = on;
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
    cl_mem m = NULL;
    /* a buffer a kernel can write gets guard zones (above) */
    /* SIMTLAB_GUARDS=0 (dev->set.no_guards): none (under oclgrind, which
     * checks each buffer's own bounds and would take a store into a guard
     * zone for a valid one); none on oclgrind either: it checks every
     * buffer's bounds itself, and its uninitialised-value check (21.10)
     * loses track of host writes into a sub-buffer, so every read of one
     * would be reported */
    const bool writable = !(flags & (CL_MEM_READ_ONLY | CL_MEM_HOST_NO_ACCESS)) && !dev->set.no_guards &&
                          !strstr(dev->prof.platform, "Oclgrind");
    if (!(writable && create_guarded(dev, flags, bytes, &m) == SL_OK)) {
        m = clCreateBuffer(dev->ctx, flags, bytes, NULL, &err);
        if (err != CL_SUCCESS) {
            int rc = sl_err_cl(e, err, "allocating %s", sl_format_bytes(bytes, a, sizeof a));
            return is_capacity_error(err) ? SL_SKIP : rc;
        }
    }
    if (init) {
        /* Drivers that allocate lazily report a buffer that does not fit here. */
        err = clEnqueueWriteBuffer(dev->queue, m, CL_TRUE, 0, bytes, init, 0, NULL, NULL);
        if (err != CL_SUCCESS) {
            sl_buf_release(&m);
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

static void probe_put(size_t *at, size_t *n, size_t max, size_t last, size_t v)
{
    if (v > last)
        v = last;
    for (size_t k = 0; k < *n; ++k)
        if (at[k] == v)
            return;
    if (*n < max)
        at[(*n)++] = v;
}

size_t sl_poison_probe_offsets(size_t bytes, size_t chunk, size_t *at, size_t max)
{
    /* the start, the middle, the last SL_POISON_PROBE bytes, and both sides
     * of every chunk boundary: where a fill that stops early, starts late or
     * does nothing shows first */
    size_t n = 0;
    if (bytes == 0 || max == 0)
        return 0;
    const size_t last = bytes > SL_POISON_PROBE ? bytes - SL_POISON_PROBE : 0;
    probe_put(at, &n, max, last, 0);
    probe_put(at, &n, max, last, bytes / 2 & ~(size_t)3);
    probe_put(at, &n, max, last, last);
    for (size_t b = chunk; chunk && b < bytes; b += chunk) {
        probe_put(at, &n, max, last, b - (b >= SL_POISON_PROBE ? SL_POISON_PROBE : b));
        probe_put(at, &n, max, last, b);
    }
    return n;
}

long sl_poison_first_bad(const unsigned char *probe, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        if (probe[i] != 0xFF)
            return (long)i;
    return -1;
}

/* Read back the probe offsets; SL_OK when every byte is 0xFF, else SL_FAIL
 * naming the first byte that is not. */
static int poison_verify(const sl_device *dev, cl_mem buf, size_t bytes, sl_err *e)
{
    size_t at[3 + 2 * SL_POISON_MAX_CHUNKS];
    const size_t n = sl_poison_probe_offsets(bytes, SL_POISON_CHUNK, at, sizeof at / sizeof at[0]);
    for (size_t i = 0; i < n; ++i) {
        unsigned char probe[SL_POISON_PROBE];
        const size_t len = bytes - at[i] < SL_POISON_PROBE ? bytes - at[i] : SL_POISON_PROBE;
        cl_int err = clEnqueueReadBuffer(dev->queue, buf, CL_TRUE, at[i], len, probe, 0, NULL, NULL);
        if (err != CL_SUCCESS)
            return sl_err_cl(e, err, "reading back the poisoned output buffer (%zu bytes at %zu)", len, at[i]);
        const long bad = sl_poison_first_bad(probe, len);
        if (bad >= 0)
            return sl_err_set(e, SL_FAIL,
                              "byte %zu of the %zu-byte output buffer is 0x%02X after poisoning it with 0xFF",
                              at[i] + (size_t)bad, bytes, probe[bad]);
    }
    return SL_OK;
}

/* The whole buffer from the host, 0xFF a 64 MiB chunk at a time. */
static int poison_upload(const sl_device *dev, cl_mem buf, size_t bytes, sl_err *e)
{
    const size_t chunk = bytes < (64u << 20) ? bytes : (64u << 20);
    unsigned char *h = malloc(chunk);
    if (!h)
        return sl_err_set(e, SL_SKIP, "host memory for a %zu-byte poison chunk is not available", chunk);
    memset(h, 0xFF, chunk);
    int rc = SL_OK;
    for (size_t at = 0; at < bytes && rc == SL_OK; at += chunk) {
        const size_t m = bytes - at < chunk ? bytes - at : chunk;
        cl_int err = clEnqueueWriteBuffer(dev->queue, buf, CL_TRUE, at, m, h, 0, NULL, NULL);
        if (err != CL_SUCCESS)
            rc = sl_err_cl(e, err, "poisoning an output buffer of %zu bytes from the host", bytes);
    }
    free(h);
    return rc;
}

int sl_buf_poison(const sl_device *dev, cl_mem buf, size_t bytes, sl_err *e)
{
    /* NVIDIA's driver 580.159.04 on an H100 80GB (issue 24): a FillBuffer
     * with a 1-byte pattern over 2 GiB up to 4 GiB never completes, and
     * over 4 GiB returns CL_SUCCESS having filled nothing; 4- and 16-byte
     * patterns filled every size tried. So: a 4-byte pattern, at most
     * SL_POISON_CHUNK per command (no single fill near a 2^31 or 2^32
     * boundary on any driver), the odd tail bytes uploaded, and the result
     * read back where a fill goes wrong. A driver that still fills nothing
     * gets the buffer uploaded from the host instead, read back again. */
    const cl_uint pattern = 0xFFFFFFFFu;
    const size_t whole = bytes & ~(size_t)3;
    cl_int err = CL_SUCCESS;
    for (size_t at = 0; at < whole && err == CL_SUCCESS; at += SL_POISON_CHUNK) {
        const size_t n = whole - at < SL_POISON_CHUNK ? whole - at : SL_POISON_CHUNK;
        err = clEnqueueFillBuffer(dev->queue, buf, &pattern, sizeof pattern, at, n, 0, NULL, NULL);
    }
    if (err == CL_SUCCESS && whole < bytes)
        err = clEnqueueWriteBuffer(dev->queue, buf, CL_TRUE, whole, bytes - whole, &pattern, 0, NULL, NULL);
    if (err == CL_SUCCESS)
        err = clFinish(dev->queue);
    if (err != CL_SUCCESS) {
        int rc = sl_err_cl(e, err, "poisoning an output buffer of %zu bytes", bytes);
        return is_capacity_error(err) ? SL_SKIP : rc;
    }
    const guarded *g = guard_of(buf);
    int grc = g ? guard_write(dev, g, e) : SL_OK; /* a case before may have written into them */
    if (grc != SL_OK)
        return grc;
    int rc = poison_verify(dev, buf, bytes, e);
    if (rc != SL_FAIL || e->cl != CL_SUCCESS)
        return rc;
    char filled[sizeof e->msg];
    snprintf(filled, sizeof filled, "%s", e->msg);
    if ((rc = poison_upload(dev, buf, bytes, e)) == SL_OK && (rc = poison_verify(dev, buf, bytes, e)) == SL_FAIL &&
        e->cl == CL_SUCCESS)
        return sl_err_set(e, SL_FAIL, "the output buffer cannot be poisoned, so an output the kernel never wrote "
                                      "could pass: %s (after clEnqueueFillBuffer: %.300s)", e->msg, filled);
    return rc;
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
        guarded *g = guard_of(*buf);
        clReleaseMemObject(*buf);
        if (g) {
            clReleaseMemObject(g->parent);
            *g = guards[--n_guards];
            if (n_guards == 0) {
                free(guards);
                guards = NULL;
                cap_guards = 0;
            }
        }
        *buf = NULL;
    }
}
