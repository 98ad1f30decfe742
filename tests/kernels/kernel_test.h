/* kernel_test.h - what every kernel test shares: open the default device or
 * exit 77 (CTest's skip) when there is no OpenCL platform, and run a suite
 * with small, awkward sizes. */
#ifndef SIMTLAB_KERNEL_TEST_H
#define SIMTLAB_KERNEL_TEST_H

#include "simtlab/device.h"
#include "simtlab/result.h"
#include "simtlab/suite.h"

/* The default device ($SIMTLAB_DEVICE honoured); exits 77 without a platform. */
sl_device *kt_device(void);
void kt_close(void);

/* Options for a short run: fixed repetitions, no budget, given size. */
void kt_opts(sl_run_opts *o, uint64_t size_bytes);

/* Run suite `name` into res; returns the suite's rc; on error the message is
 * copied to msg (may be NULL). */
int kt_run(const char *name, const sl_run_opts *o, sl_results *res, char *msg, size_t len);

/* A temporary directory holding `file` = the source tree's cl/<file> with
 * each `from[i]` replaced by `to[i]`, plus cl/common.h. Returns its path
 * (static buffer) or NULL. */
const char *kt_patched_kernels(const char *file, const char *const *from, const char *const *to, int n);

#endif
