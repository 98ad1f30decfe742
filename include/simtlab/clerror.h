/* clerror.h - OpenCL error codes in simtlab's error reports (runtime):
 * their names, the usual cause of some, and sl_err_cl, which fills an
 * sl_err (error.h, base) for an OpenCL call that failed. */
#ifndef SIMTLAB_CLERROR_H
#define SIMTLAB_CLERROR_H

#include <CL/cl.h>

#include "simtlab/error.h"

/* "CL_OUT_OF_RESOURCES" for -5; "CL_UNKNOWN_ERROR" for a code no header names. */
const char *sl_err_name(cl_int code);

/* A hint for codes with a usual cause (no platform: install PoCL), else NULL. */
const char *sl_err_hint(cl_int code);

/* sl_err_set for an OpenCL call that returned `code`: e->cl = code, and
 * "CL_NAME (code)" and the hint appended to the message. */
int sl_err_cl(sl_err *e, cl_int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
