/* program.h - finding kernel files and building programs. */
#ifndef SIMTLAB_PROGRAM_H
#define SIMTLAB_PROGRAM_H

#include <CL/cl.h>
#include <stdbool.h>
#include <stddef.h>
#include "simtlab/device.h"
#include "simtlab/error.h"
#include "simtlab/kerneldirs.h"

#define SL_PROG_MAX_DIRS 4

/* The kernel directories in the order they are searched: --kernels DIR,
 * $SIMTLAB_KERNEL_PATH, the source tree's cl/ (compiled in), the installed
 * <prefix>/share/simtlab/cl. NULL or empty entries are left out. Returns the
 * count written to dirs. */
size_t sl_prog_search_dirs(const char *cli_dir, const char *env_dir, const char *source_dir,
                           const char *install_dir, const char *dirs[SL_PROG_MAX_DIRS]);

/* Is file a path ("/...", "./...", "../..."), not a name under a kernel
 * directory ("bandwidth.cl", "labs/01-coalescing.cl")? */
bool sl_prog_is_path(const char *file);

/* Find `file` (e.g. "bandwidth.cl") in the usual directories: dirs' (either
 * may be NULL), then the compiled-in ones. On failure the message names every path tried. A path
 * (sl_prog_is_path) is taken as it is (SL_E_USAGE when it cannot be read).
 * A file that is there but cannot be read (mode 000), or any failure but
 * "no such file" under --kernels DIR or SIMTLAB_KERNEL_PATH, is SL_E_USAGE
 * naming it: the search never goes on to another directory's copy. */
int sl_prog_find(const char *file, sl_kernel_dirs dirs, char *path, size_t path_len, sl_err *e);

/* Is dir a kernel directory: it exists, is a directory and holds at
 * least one .cl file? SL_E_USAGE with the reason otherwise; `origin`
 * names where dir came from in the message ("--kernels",
 * "SIMTLAB_KERNEL_PATH"). A typo in --kernels must not run the stock
 * kernels in silence. */
int sl_prog_check_dir(const char *dir, const char *origin, sl_err *e);

/* Which file `file` resolves to on the search path, and the first 16 hex
 * digits of its SHA-256 (sha256_16 holds 17 bytes). */
int sl_prog_identify(const char *file, sl_kernel_dirs dirs, char *path, size_t path_len, char *sha256_16,
                     sl_err *e);

/* The kernel file a build compiled: its path, and the first 16 hex digits
 * of the SHA-256 of the bytes the build read from it (what `sha256sum
 * FILE` prints, so a row can be matched to a .cl with no simtlab). */
typedef struct sl_prog_source {
    char path[1024];
    char sha256_16[17];
} sl_prog_source;

/* Read `file` from the search path and build it for dev with `options`
 * (-D defines), with common.h (found the same way) in front of it; *src
 * (may be NULL) names the file and hashes the bytes compiled. A failed
 * build returns SL_FAIL with the file, the options and the whole build log
 * (as e->detail). */
int sl_prog_build(const sl_device *dev, const char *file, sl_kernel_dirs dirs,
                  const char *options, cl_program *out, sl_prog_source *src, sl_err *e);

/* A kernel file already read whole (a lab's submission, read once): its
 * path as typed and its bytes (no NUL among them). */
typedef struct sl_prog_text {
    const char *path;
    const char *text;
    size_t len;
} sl_prog_text;

/* sl_prog_build of src->path from src's bytes, never the file: what is
 * hashed into *id is exactly what is compiled, the path only names it.
 * common.h is found and put in front as for sl_prog_build. */
int sl_prog_build_text(const sl_device *dev, const sl_prog_text *src, sl_kernel_dirs dirs, const char *options,
                       cl_program *out, sl_prog_source *id, sl_err *e);

/* Build from a source string (a probe kernel, a test). `label` names it in errors. */
int sl_prog_build_source(cl_context ctx, cl_device_id dev, const char *source,
                         const char *label, const char *options, cl_program *out, sl_err *e);

/* The build log of prog for dev (malloc'd, caller frees), or NULL. */
char *sl_prog_build_log(cl_program prog, cl_device_id dev);

/* What ptxas said about `kernel` in a build log made with -cl-nv-verbose:
 *
 *   ptxas info    : Compiling entry function 'matmul_tiled' for 'sm_90'
 *   ptxas info    : Function properties for matmul_tiled
 *       0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
 *   ptxas info    : Used 40 registers, 8448 bytes smem, 384 bytes cmem[0]
 *
 * Returns 0 when the kernel's "Used N registers" line was found: *registers
 * = N, *spill_bytes = spill stores + spill loads (-1 when no properties line
 * names the kernel), *smem_bytes = the smem figure (0 when the line has
 * none). Returns -1 with all three -1 otherwise (NULL or empty log, another
 * driver, a kernel the log does not name). Names match whole:
 * matmul_tiled never picks up matmul_tiled_padded's lines. */
int sl_prog_nv_resources(const char *log, const char *kernel, int *registers, int *spill_bytes,
                         long *smem_bytes);

/* The program's binary for its one device (malloc'd, NUL-terminated past
 * *size: PTX text on NVIDIA, an ELF code object on AMD) and its size, or
 * NULL when the driver gives none. */
unsigned char *sl_prog_binary(cl_program prog, size_t *size);

/* Does prog define kernel function `name` (CL_PROGRAM_KERNEL_NAMES)? A
 * --kernel file need not hold every kernel of a suite. true when the
 * driver cannot say: creating the kernel then reports the real error. */
bool sl_prog_has_kernel(cl_program prog, const char *name);

/* Release prog (NULL: nothing). */
void sl_prog_release(cl_program prog);

/* Create kernel `name` from prog. */
int sl_prog_kernel(cl_program prog, const char *name, cl_kernel *out, sl_err *e);

#endif
