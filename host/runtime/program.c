/* program.c - kernel lookup and program builds. */
#include "simtlab/program.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef SIMTLAB_SOURCE_KERNEL_DIR
#define SIMTLAB_SOURCE_KERNEL_DIR ""
#endif
#ifndef SIMTLAB_INSTALL_KERNEL_DIR
#define SIMTLAB_INSTALL_KERNEL_DIR ""
#endif

size_t sl_prog_search_dirs(const char *cli_dir, const char *env_dir, const char *source_dir,
                           const char *install_dir, const char *dirs[SL_PROG_MAX_DIRS])
{
    const char *cand[SL_PROG_MAX_DIRS] = { cli_dir, env_dir, source_dir, install_dir };
    size_t n = 0;
    for (size_t i = 0; i < SL_PROG_MAX_DIRS; ++i)
        if (cand[i] && *cand[i])
            dirs[n++] = cand[i];
    return n;
}

int sl_prog_find(const char *file, const char *cli_dir, char *path, size_t path_len, sl_err *e)
{
    const char *dirs[SL_PROG_MAX_DIRS];
    size_t n = sl_prog_search_dirs(cli_dir, getenv("SIMTLAB_KERNEL_PATH"), SIMTLAB_SOURCE_KERNEL_DIR,
                                   SIMTLAB_INSTALL_KERNEL_DIR, dirs);
    char tried[768] = "";
    size_t used = 0;
    for (size_t i = 0; i < n; ++i) {
        snprintf(path, path_len, "%s/%s", dirs[i], file);
        if (access(path, R_OK) == 0)
            return SL_OK;
        int w = snprintf(tried + used, sizeof tried - used, "\n  %s", path);
        if (w > 0 && (size_t)w < sizeof tried - used)
            used += (size_t)w;
    }
    return sl_err_set(e, SL_FAIL,
                      "kernel file %s not found; tried:%s\n  (set --kernels DIR or SIMTLAB_KERNEL_PATH)",
                      file, n ? tried : " no directory is configured");
}

static char *read_file(const char *path, sl_err *e)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        sl_err_set(e, SL_FAIL, "cannot open kernel file %s", path);
        return NULL;
    }
    char *buf = NULL;
    long len = -1;
    if (fseek(f, 0, SEEK_END) == 0)
        len = ftell(f);
    if (len >= 0 && fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)len + 1)) != NULL) {
        if (fread(buf, 1, (size_t)len, f) != (size_t)len) {
            free(buf);
            buf = NULL;
        } else {
            buf[len] = '\0';
        }
    }
    fclose(f);
    if (!buf)
        sl_err_set(e, SL_FAIL, "cannot read kernel file %s", path);
    return buf;
}

char *sl_prog_build_log(cl_program prog, cl_device_id dev)
{
    size_t len = 0;
    if (clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &len) != CL_SUCCESS || len == 0)
        return NULL;
    char *log = malloc(len + 1);
    if (!log)
        return NULL;
    if (clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, len, log, NULL) != CL_SUCCESS) {
        free(log);
        return NULL;
    }
    log[len] = '\0';
    return log;
}

int sl_prog_build_source(cl_context ctx, cl_device_id dev, const char *source, const char *label,
                         const char *options, cl_program *out, sl_err *e)
{
    *out = NULL;
    cl_int err = CL_SUCCESS;
    cl_program prog = clCreateProgramWithSource(ctx, 1, &source, NULL, &err);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "creating program %s", label);
    err = clBuildProgram(prog, 1, &dev, options ? options : "", NULL, NULL);
    if (err != CL_SUCCESS) {
        char *log = sl_prog_build_log(prog, dev);
        sl_err_cl(e, err, "building %s with options \"%s\"", label, options ? options : "");
        if (e)
            sl_err_detail(e, log && *log ? log : "(the driver gave no build log)");
        free(log);
        clReleaseProgram(prog);
        return SL_FAIL;
    }
    *out = prog;
    return SL_OK;
}

/* SIMTLAB_DUMP_BINARIES=DIR: save each program's binary (PTX text on
 * NVIDIA) as DIR/<file>.<options>.bin, to see which loads and stores the
 * compiler made (ld.global.v4.f32 is one 16-byte load). Best effort. */
static void dump_binary(cl_program prog, const char *file, const char *options)
{
    const char *dir = getenv("SIMTLAB_DUMP_BINARIES");
    size_t size = 0;
    if (!dir || !*dir ||
        clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL) != CL_SUCCESS || size == 0)
        return;
    unsigned char *bin = malloc(size);
    if (!bin)
        return;
    if (clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) == CL_SUCCESS) {
        char path[1024];
        int n = snprintf(path, sizeof path, "%s/%s.", dir, file);
        for (const char *o = options; o && *o && n > 0 && (size_t)n < sizeof path - 5; ++o)
            path[n++] = (*o == ' ' || *o == '/' || *o == '=') ? '_' : *o;
        if (n > 0 && (size_t)n < sizeof path - 5) {
            strcpy(path + n, ".bin");
            FILE *f = fopen(path, "wb");
            if (f) {
                fwrite(bin, 1, size, f);
                fclose(f);
            }
        }
    }
    free(bin);
}

int sl_prog_build(const sl_device *dev, const char *file, const char *cli_dir, const char *options,
                  cl_program *out, sl_err *e)
{
    char path[1024], common_path[1024];
    *out = NULL;
    int rc = sl_prog_find(file, cli_dir, path, sizeof path, e);
    if (rc != SL_OK)
        return rc;
    rc = sl_prog_find("common.h", cli_dir, common_path, sizeof common_path, e);
    if (rc != SL_OK)
        return rc;
    /* common.h goes in as the first source string rather than through -I:
     * drivers split -I at spaces in a path, and --kernels DIR may hold only
     * the one .cl a student edits. Kernels guard their #include with
     * SIMTLAB_CL_COMMON_H, which common.h defines. */
    char *common = read_file(common_path, e);
    char *src = common ? read_file(path, e) : NULL;
    if (!common || !src) {
        free(common);
        return SL_FAIL;
    }
    size_t clen = strlen(common), slen = strlen(src);
    char *both = malloc(clen + slen + 32);
    if (!both) {
        free(common);
        free(src);
        return sl_err_set(e, SL_FAIL, "out of memory");
    }
    /* #line keeps the compiler's line numbers those of the kernel file */
    snprintf(both, clen + slen + 32, "%s\n#line 1\n%s", common, src);
    rc = sl_prog_build_source(dev->ctx, dev->device_id, both, path, options, out, e);
    if (rc == SL_OK)
        dump_binary(*out, file, options);
    free(both);
    free(common);
    free(src);
    return rc;
}

int sl_prog_kernel(cl_program prog, const char *name, cl_kernel *out, sl_err *e)
{
    cl_int err = CL_SUCCESS;
    *out = clCreateKernel(prog, name, &err);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "creating kernel %s", name);
    return SL_OK;
}
