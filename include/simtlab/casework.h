/* casework.h - what every suite does for one case: poison the output, time
 * the launch, read back, check against the host reference, and fill a row
 * with the launch in SIMD terms, the figure, this device's streaming-read
 * ceiling its efficiency is measured against, and the model beside it. */
#ifndef SIMTLAB_CASEWORK_H
#define SIMTLAB_CASEWORK_H

#include "simtlab/buffer.h"
#include "simtlab/model.h"
#include "simtlab/suite.h"

/* Checks the read-back output: 0 when right, else -1 with `why` filled
 * ("check failed: 3 of 4096 values wrong, first at 17 (got 1, want 2)"). */
typedef int (*sl_check_fn)(void *arg, char *why, size_t len);

typedef struct sl_case {
    sl_launch launch;        /* the work that is timed, */
    sl_enqueue_fn enqueue;   /* or, when not NULL, this (a library call: CLBlast), */
    void *enqueue_arg;       /* and the row's launch fields stay unknown */
    bool host_timer;         /* time with the host clock whatever --timer says */
    cl_mem out;              /* poisoned before the first run, read back after the last; NULL: a host
                                step whose output is already on the host (check reads it there) */
    size_t out_bytes;
    const char *out_name;    /* the kernel's name for out ("y", "C"), for a store past its ends; NULL: "the output" */
    void *host_out;          /* read-back destination, out_bytes long */
    sl_check_fn check;
    void *check_arg;
    double bytes;            /* bytes the figure counts: useful bytes for access-pattern suites */
    double flops;            /* or NAN */
    bool want_efficiency;    /* record the read ceiling, which sl_derive divides gbps by (not for bandwidth itself) */
    /* A library that cannot run here (CLBlast refusing a shape) is the
     * peer's limit, not a wrong answer: when enqueue fails and `refusal`
     * is non-empty (the library's own words, filled by enqueue), the row
     * is skipped as "refusal_prefix: refusal" instead of failed. */
    const char *refusal_prefix;
    const char *refusal;
} sl_case;

/* Run case c and append row r (already holding its suite, kernel, params and
 * model) to ctx->results: launch fields, timing, bytes, gbps and the read
 * ceiling (metric ceiling_gbps, derive.h) when the check passes; a failed row with the reason when it does not or
 * when OpenCL fails; a skipped row when a buffer does not fit. Returns SL_OK
 * unless the results cannot grow. */
int sl_case_run(sl_ctx *ctx, const sl_case *c, sl_row *r, sl_err *e);

/* Append r as skipped (or failed) with reason; returns SL_OK or SL_FAIL on OOM. */
int sl_case_skip(sl_ctx *ctx, sl_row *r, const char *reason);
int sl_case_fail(sl_ctx *ctx, sl_row *r, const char *reason);


/* Model keys every access-pattern row carries (the table prints the first two):
 *   predicted        fraction of the read ceiling this device should reach:
 *                    the DRAM level of the model over 32 consecutive requests,
 *                    so units that neighbouring requests share count once
 *   lines, sectors, cache_efficiency, dram_efficiency: one request alone (the
 *                    classic picture: offset 100 -> 2 lines, 5 sectors, 80%)
 *   predicted_other  the same under the other common SIMD width's geometry
 *   geometry, other_geometry, lines, sectors, cache_efficiency,
 *   dram_efficiency, and lines_other, sectors_other */
#define SL_MODEL_PREDICTED "predicted"
#define SL_MODEL_PREDICTED_OTHER "predicted_other"

/* The geometry of this device, and of the other common width (wave64 CDNA3
 * for a warp-32 or CPU device, warp-32 Hopper for a wave64 one). */
const sl_geometry *sl_case_geometry(const sl_profile *p);
const sl_geometry *sl_case_other_geometry(const sl_profile *p);

/* Fill r->model for requests whose work-item i loads elem_bytes at
 * addr_of(i) (byte addresses), i in [0, 32 x lanes): one request is items
 * [0, lanes), the stream is 32 of them; lanes = this device's SIMD width,
 * then the other geometry's. */
typedef unsigned long long (*sl_addr_fn)(void *arg, unsigned lane);
void sl_case_model(sl_row *r, const sl_profile *p, unsigned elem_bytes, sl_addr_fn addr_of, void *arg);

/* The common case: lane i at base + i * stride_elems * elem_bytes. */
void sl_case_model_strided(sl_row *r, const sl_profile *p, unsigned long long base, unsigned elem_bytes,
                           unsigned stride_elems);



/* "float", "float2", ... for a vector width of 1, 2, 4, 8, 16 floats. */
const char *sl_vector_name(unsigned floats, char *buf, size_t len);

#endif
