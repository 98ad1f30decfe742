/* clblast.h - CLBlast's SGEMM, the in-product peer of the matmul suite.
 *
 * CLBlast is optional at configure time (SIMTLAB_CLBLAST=AUTO|ON|OFF). A
 * build without it keeps every function here: sl_clblast_available() says
 * false and sl_clblast_sgemm fails with a message saying how to get it, so
 * callers need no #if.
 *
 * Timing: CLBlast returns the event of its *last* kernel only. Large GEMMs
 * take its "indirect" path, which first copies one operand into the layout
 * its main kernel wants (and pads any matrix that is not a multiple of its
 * tile), so an event timing leaves those copies out. sl_clblast_sgemm
 * arranges the call so that, for sizes that are multiples of the tile (every
 * power of two from 128 up) on devices whose tuned kernel is CLBlast's
 * default GEMMK=0, the last kernel is the GEMM itself and only the O(M*K)
 * copy is missed. Measured on an H200 (CLBlast 1.5.3, N x N x N): event
 * 4.13 ms against 4.32 ms host-timed at 4096, 32.02 against 32.37 ms at
 * 8192; the rest of the gap is CLBlast's per-call host work. Time with the
 * host clock (SL_TIMER_HOST) to include everything CLBlast does.
 */
#ifndef SIMTLAB_CLBLAST_H
#define SIMTLAB_CLBLAST_H

#include <CL/cl.h>
#include <stdbool.h>
#include <stddef.h>

/* True when simtlab was built with CLBlast. */
bool sl_clblast_available(void);

/* CLBlast's version from its headers at build time ("1.5.3"); "" when
 * unknown or built without CLBlast. */
const char *sl_clblast_version(void);

/* Enqueue row-major C = A x B (M x K times K x N, fp32, alpha 1, beta 0,
 * leading dimensions K, N, N, offsets 0) with CLBlastSgemm on q, returning
 * its event in *ev (ev may be NULL). The buffers must live in q's context.
 * The first call on a context compiles CLBlast's kernels (seconds).
 * Returns CL_SUCCESS, or a negative code (CLBlast's status: its OpenCL-range
 * codes mean what OpenCL's do, -1000 and below are its own); on failure `why`
 * names the code. Built without CLBlast: CL_INVALID_OPERATION and a message
 * saying how to get it. */
cl_int sl_clblast_sgemm(cl_command_queue q, size_t m, size_t n, size_t k, cl_mem a, cl_mem b,
                        cl_mem c, cl_event *ev, char *why, size_t why_len);

/* One SGEMM as an sl_enqueue_fn (timing.h): fill m..c, pass the struct as
 * `arg`. After a failure `why` holds the message (sl_time's own only names
 * the number, as CLBlast's codes below -1000 are no OpenCL error). */
typedef struct sl_clblast_gemm {
    size_t m, n, k;
    cl_mem a, b, c;
    char why[256];
} sl_clblast_gemm;

cl_int sl_clblast_enqueue(void *gemm /* sl_clblast_gemm * */, cl_command_queue q, cl_event *ev);

/* Release every program CLBlast has compiled and cached, on every context
 * (CLBlastClearCache). Each holds a reference to its context: left in the
 * cache, a context the caller released stays alive inside the driver until
 * CLBlast's own destructor runs at exit. sl_dev_close calls this before it
 * releases its context; the next GEMM compiles again. Does nothing when
 * built without CLBlast. */
void sl_clblast_release_programs(void);

#endif
