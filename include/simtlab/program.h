/* program.h - finding kernel files and building programs. */
#ifndef SIMTLAB_PROGRAM_H
#define SIMTLAB_PROGRAM_H

#include <CL/cl.h>
#include <stddef.h>
#include "simtlab/device.h"
#include "simtlab/error.h"

#define SL_PROG_MAX_DIRS 4

/* The kernel directories in the order they are searched: --kernels DIR,
 * $SIMTLAB_KERNEL_PATH, the source tree's cl/ (compiled in), the installed
 * <prefix>/share/simtlab/cl. NULL or empty entries are left out. Returns the
 * count written to dirs. */
size_t sl_prog_search_dirs(const char *cli_dir, const char *env_dir, const char *source_dir,
                           const char *install_dir, const char *dirs[SL_PROG_MAX_DIRS]);

/* Find `file` (e.g. "bandwidth.cl") in the usual directories; cli_dir may be
 * NULL. On failure the message names every path tried. */
int sl_prog_find(const char *file, const char *cli_dir, char *path, size_t path_len, sl_err *e);

/* Read `file` from the search path and build it for dev with `options`
 * (-D defines), with common.h (found the same way) in front of it. A failed
 * build returns SL_FAIL with the file, the options and the whole build log
 * (as e->detail). */
int sl_prog_build(const sl_device *dev, const char *file, const char *cli_dir,
                  const char *options, cl_program *out, sl_err *e);

/* Build from a source string (a probe kernel, a test). `label` names it in errors. */
int sl_prog_build_source(cl_context ctx, cl_device_id dev, const char *source,
                         const char *label, const char *options, cl_program *out, sl_err *e);

/* The build log of prog for dev (malloc'd, caller frees), or NULL. */
char *sl_prog_build_log(cl_program prog, cl_device_id dev);

/* Create kernel `name` from prog. */
int sl_prog_kernel(cl_program prog, const char *name, cl_kernel *out, sl_err *e);

#endif
