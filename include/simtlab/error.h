/* error.h - simtlab's error reports (base: no OpenCL; an OpenCL code's name
 * and hint are clerror.h's, in runtime).
 *
 * Library code never prints or exits: a function that can fail takes an
 * sl_err *, fills it, and returns one of the sl_rc codes below. Only cli/
 * turns an sl_err into text on stderr and an exit code.
 */
#ifndef SIMTLAB_ERROR_H
#define SIMTLAB_ERROR_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

/* Return codes shared by every module. */
typedef enum sl_rc {
    SL_OK = 0,
    SL_SKIP = 1,        /* the case does not fit this device: a skipped row, not an error */
    SL_FAIL = -1,       /* an error: the message says what was being done */
    SL_E_USAGE = -2,    /* bad input from the user (exit 2) */
    SL_E_NODEV = -3,    /* no OpenCL platform or device at all (exit 3) */
    SL_E_NOMATCH = -4,  /* a device selector matched nothing (exit 2, with the list) */
    SL_E_IO = -5,       /* an output could not be written (exit 4) */
    SL_E_INTR = -6,     /* SIGINT or SIGTERM asked the run to stop (exit 128 + signal) */
    SL_E_LOST = -7      /* the device stopped answering: no later case can run on this context (exit 5) */
} sl_rc;

typedef struct sl_err {
    int32_t cl;         /* the OpenCL code (a cl_int) behind the error, 0 (CL_SUCCESS) if none */
    char msg[1024];     /* one or two lines: what was being done and what went wrong */
    char *detail;       /* optional long text (a build log); owned, freed by sl_err_clear */
} sl_err;

/* Fill e with a printf-style message; returns rc so callers can `return sl_err_set(...)`. */
int sl_err_set(sl_err *e, int rc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The same with a va_list (clerror.h's sl_err_cl builds on it); e->cl is 0. */
int sl_err_vset(sl_err *e, int rc, const char *fmt, va_list ap);

/* Attach a long text (copied) to e, replacing any earlier one. */
void sl_err_detail(sl_err *e, const char *text);

/* Reset e to "no error" and free its detail. Safe on a zeroed sl_err. */
void sl_err_clear(sl_err *e);

#endif
