/* buffer.h - device buffers whose failure to fit is a skip, not a crash. */
#ifndef SIMTLAB_BUFFER_H
#define SIMTLAB_BUFFER_H

#include <CL/cl.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "simtlab/device.h"
#include "simtlab/error.h"

/* Create a buffer of `bytes` and, when init is not NULL, upload it. Returns
 * SL_SKIP with the reason when it exceeds the device's max allocation or the
 * driver cannot back it (some drivers allocate at first use, so the upload
 * is where that shows), SL_FAIL on other errors. */
int sl_buf_create(const sl_device *dev, cl_mem_flags flags, size_t bytes, const void *init,
                  cl_mem *out, sl_err *e);

/* Does a case fit, before anything is allocated? Each of the n device
 * buffers within max allocation, all of them within global memory, and
 * host_bytes (plus the device buffers, on a CPU device, whose "device
 * memory" is this host's RAM) within the memory this host has available
 * now. SL_OK, or SL_SKIP with the reason naming the figures. Sums
 * saturate: no size, however large, wraps into one that fits. A skip
 * costs no allocation, so it is instant whatever the size. */
int sl_buf_fits(const sl_profile *p, const uint64_t *dev_bytes, size_t n, uint64_t host_bytes, sl_err *e);

/* a + b, or UINT64_MAX when that overflows; a x b likewise. */
uint64_t sl_add_sat(uint64_t a, uint64_t b);
uint64_t sl_mul_sat(uint64_t a, uint64_t b);

/* Physical RAM of this host in bytes, 0 when unknown. */
uint64_t sl_host_ram_bytes(void);

/* Memory this host can give now (MemAvailable), else its physical RAM;
 * 0 when unknown. */
uint64_t sl_host_avail_bytes(void);

/* Blocking read of `bytes` from the start of buf. */
int sl_buf_read(const sl_device *dev, cl_mem buf, size_t bytes, void *dst, sl_err *e);

/* Fill a buffer with the byte 0xFF (a NaN pattern) so a kernel that writes
 * nothing cannot pass its check with the last case's output, and check that
 * it was filled: SL_POISON_PROBE bytes read back at the offsets
 * sl_poison_probe_offsets names. The fill is a 4-byte pattern at most
 * SL_POISON_CHUNK bytes per command (a 1-byte fill of 2..4 GiB hangs
 * NVIDIA's driver, one over 4 GiB fills nothing); when the read-back finds a
 * byte that is not 0xFF, the buffer is uploaded from the host and read back
 * again. SL_FAIL naming the byte when even that leaves it unpoisoned. */
int sl_buf_poison(const sl_device *dev, cl_mem buf, size_t bytes, sl_err *e);

#define SL_POISON_CHUNK ((size_t)1 << 30)
#define SL_POISON_PROBE ((size_t)16)
#define SL_POISON_MAX_CHUNKS 64 /* probes past this many chunks are not taken */

/* The offsets sl_buf_poison reads back, for a buffer of `bytes` filled
 * `chunk` bytes per command: 0, the middle (4-byte aligned), the last
 * SL_POISON_PROBE bytes, and the SL_POISON_PROBE bytes before and at each
 * chunk boundary; each within the buffer, none twice, at most max of them,
 * into at. Returns how many. */
size_t sl_poison_probe_offsets(size_t bytes, size_t chunk, size_t *at, size_t max);

/* Index of the first byte of probe[0..n) that is not 0xFF, or -1. */
long sl_poison_first_bad(const unsigned char *probe, size_t n);

/* Fill the first n floats of buf with sl_dyadic(i, seed) (simtlab/rng.h),
 * so the host can check results from any index without keeping a copy:
 * made on the host and uploaded a 64 MiB chunk at a time. */
int sl_buf_fill_dyadic(const sl_device *dev, cl_mem buf, size_t n, uint32_t seed, sl_err *e);

/* sl_buf_create of n floats, then sl_buf_fill_dyadic: an input buffer whose
 * element i is sl_dyadic(i, seed). SL_SKIP when it does not fit. */
int sl_buf_create_dyadic(const sl_device *dev, cl_mem_flags flags, size_t n, uint32_t seed, cl_mem *out,
                         sl_err *e);

/* Release if not NULL, then set to NULL (a guarded buffer's parent too). */
void sl_buf_release(cl_mem *buf);

/* Guard zones. sl_buf_create gives a buffer a kernel can write (not
 * CL_MEM_READ_ONLY) SL_GUARD_BYTES before and after it (rounded up to the
 * device's base-address alignment), inside one allocation with it, filled
 * with a seeded pattern; sl_buf_poison writes them again. A buffer that
 * would pass max allocation with them, or whose sub-buffer the driver
 * refuses, is made without; so is every buffer on oclgrind (which checks
 * bounds itself and mis-tracks host writes into sub-buffers) and with
 * SIMTLAB_GUARDS=0. */
#define SL_GUARD_BYTES ((size_t)4096)

/* Were the guard zones around buf written since they were filled? SL_OK
 * (or buf has none), else SL_FAIL naming `name`, the side, how many
 * elements of elem bytes (4 when 0) and the first index: "y: written 1
 * element past its end, the first at index 1025 (it holds 1025; ...)". The
 * zones are filled again after a failure. */
int sl_buf_guard_check(const sl_device *dev, cl_mem buf, size_t elem, const char *name, sl_err *e);
bool sl_buf_is_guarded(cl_mem buf);

/* Tests: while on, sl_buf_guard_check first writes a word just past its
 * buffer's end, as a kernel's store one element too far would. */
void sl_buf_guard_plant(bool on);

#endif
