/* ceiling.h - what every suite and lab measures against, and how big it
 * runs by default: this device's streaming-read ceiling and the default
 * buffer size rule. The ceiling comes from the suite that declares a
 * ceiling_kernel (bandwidth's "read"), through the registry: no suite
 * knows another. */
#ifndef SIMTLAB_CEILING_H
#define SIMTLAB_CEILING_H

#include <stdbool.h>
#include <stdint.h>

#include "simtlab/registry.h"

/* The main buffer's size when --size is not given (pure; host_ram 0 =
 * unknown): far past the last-level cache, and large enough that launch
 * and ramp-up are a small part of the time. See ceiling.c for the rule. */
uint64_t sl_size_default_bytes(const sl_profile *p, bool quick, uint64_t host_ram);

/* A suite's main buffer when --size is not given: sl_size_default_bytes
 * for this device capped at max_bytes; with --quick, quick_bytes (within
 * max allocation). */
uint64_t sl_case_default_bytes(const sl_profile *p, bool quick, uint64_t quick_bytes, uint64_t max_bytes);

/* This device's streaming-read ceiling in GB/s: the best verified row of
 * the ceiling suite's ceiling_kernel already in ctx->results, else
 * measured now by those cases at ctx's options (the rows are not kept,
 * unless ctx->keep_ceiling). Called by whoever starts suites (sl_suite_run
 * for a suite that needs_ceiling, the lab checker's speed phase), never
 * from inside a case: a case reads sl_ctx_known_ceiling.
 * the default size for the device, or --size when given (a --size that
 * fits in a cache measures the cache; run bandwidth in the same command, as
 * `simtlab run all` does, for the memory ceiling). Cached in ctx. SL_OK
 * with 0 when it cannot be measured. */
int sl_ctx_read_ceiling(sl_ctx *ctx, double *gbps, sl_err *e);


#endif
