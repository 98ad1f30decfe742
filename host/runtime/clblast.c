/* clblast.c - CLBlastSgemm behind simtlab's row-major C = A x B, or a stub
 * that says how to get it when simtlab was built without CLBlast. */
#include "simtlab/clblast.h"
#include "simtlab/clerror.h"

#include <stdio.h>
#include <string.h>

#include "simtlab/error.h"

#if SIMTLAB_HAVE_CLBLAST

#include <clblast_c.h>

bool sl_clblast_available(void)
{
    return true;
}

#define SL_STR_(x) #x
#define SL_STR(x) SL_STR_(x)

const char *sl_clblast_version(void)
{
#if defined(CLBLAST_VERSION_MAJOR) && defined(CLBLAST_VERSION_MINOR) && defined(CLBLAST_VERSION_PATCH)
    return SL_STR(CLBLAST_VERSION_MAJOR) "." SL_STR(CLBLAST_VERSION_MINOR) "." SL_STR(CLBLAST_VERSION_PATCH);
#else
    return "";
#endif
}

/* CLBlast's own codes (-1000 and below), the ones a GEMM can return; its
 * OpenCL-range codes share OpenCL's numbers and names (sl_err_name). */
#define SL_CLB(name) { name, #name },
static const struct { CLBlastStatusCode code; const char *name; } clblast_names[] = {
    SL_CLB(CLBlastNotImplemented)
    SL_CLB(CLBlastInvalidMatrixA)
    SL_CLB(CLBlastInvalidMatrixB)
    SL_CLB(CLBlastInvalidMatrixC)
    SL_CLB(CLBlastInvalidDimension)
    SL_CLB(CLBlastInvalidLeadDimA)
    SL_CLB(CLBlastInvalidLeadDimB)
    SL_CLB(CLBlastInvalidLeadDimC)
    SL_CLB(CLBlastInsufficientMemoryA)
    SL_CLB(CLBlastInsufficientMemoryB)
    SL_CLB(CLBlastInsufficientMemoryC)
    SL_CLB(CLBlastInsufficientMemoryTemp)
    SL_CLB(CLBlastInvalidLocalMemUsage)
    SL_CLB(CLBlastDatabaseError)
    SL_CLB(CLBlastUnknownError)
    SL_CLB(CLBlastUnexpectedError)
};

static const char *status_name(CLBlastStatusCode s)
{
    for (size_t i = 0; i < sizeof clblast_names / sizeof clblast_names[0]; ++i)
        if (clblast_names[i].code == s)
            return clblast_names[i].name;
    if (s > -1000) {
        const char *cl = sl_err_name((cl_int)s);
        if (strcmp(cl, "CL_UNKNOWN_ERROR") != 0)
            return cl;
    }
    return NULL;
}

cl_int sl_clblast_sgemm(cl_command_queue q, size_t m, size_t n, size_t k, cl_mem a, cl_mem b,
                        cl_mem c, cl_event *ev, char *why, size_t why_len)
{
    /* Row-major C = A B is column-major C^T = B^T A^T over the same memory,
     * so B goes first as a column-major N x K matrix (ld N) and A second as
     * K x M (ld K). CLBlast's row-major path would instead transpose A in
     * and C out around its kernel, and return the event of that last C copy:
     * an event timing would then time a transpose, not the GEMM (0.04 ms of
     * a 4.4 ms call at 4096 on an H200). */
    CLBlastStatusCode s = CLBlastSgemm(CLBlastLayoutColMajor, CLBlastTransposeNo, CLBlastTransposeNo,
                                       n, m, k, 1.0f, b, 0, n, a, 0, k, 0.0f, c, 0, n, &q, ev);
    if (why && why_len)
        why[0] = '\0';
    if (s == CLBlastSuccess)
        return CL_SUCCESS;
    if (why && why_len) {
        const char *name = status_name(s);
        snprintf(why, why_len, "CLBlastSgemm %zux%zux%zu: status %d%s%s%s", m, n, k, (int)s,
                 name ? " (" : "", name ? name : "", name ? ")" : "");
    }
    /* Every CLBlast status is negative; keep the promise even if one is not. */
    return s < 0 ? (cl_int)s : CL_INVALID_OPERATION;
}

void sl_clblast_release_programs(void)
{
    /* it fails only on an exception inside CLBlast; the cache is then as it
     * was, and nothing here could do better */
    (void)CLBlastClearCache();
}

#else /* built without CLBlast */

bool sl_clblast_available(void)
{
    return false;
}

const char *sl_clblast_version(void)
{
    return "";
}

cl_int sl_clblast_sgemm(cl_command_queue q, size_t m, size_t n, size_t k, cl_mem a, cl_mem b,
                        cl_mem c, cl_event *ev, char *why, size_t why_len)
{
    (void)q;
    (void)m;
    (void)n;
    (void)k;
    (void)a;
    (void)b;
    (void)c;
    if (ev)
        *ev = NULL;
    if (why && why_len)
        snprintf(why, why_len, "simtlab was built without CLBlast: install libclblast-dev and reconfigure");
    return CL_INVALID_OPERATION;
}

void sl_clblast_release_programs(void)
{
}

#endif

cl_int sl_clblast_enqueue(void *gemm, cl_command_queue q, cl_event *ev)
{
    sl_clblast_gemm *g = gemm;
    return sl_clblast_sgemm(q, g->m, g->n, g->k, g->a, g->b, g->c, ev, g->why, sizeof g->why);
}
