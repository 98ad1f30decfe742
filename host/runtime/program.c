/* program.c - kernel lookup and program builds. */
#include "simtlab/program.h"
#include "simtlab/clerror.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "simtlab/sha256.h"
#include "simtlab/slurp.h"

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

bool sl_prog_is_path(const char *file)
{
    return file[0] == '/' || strncmp(file, "./", 2) == 0 || strncmp(file, "../", 3) == 0;
}

int sl_prog_find(const char *file, sl_kernel_dirs kd, char *path, size_t path_len, sl_err *e)
{
    if (sl_prog_is_path(file)) { /* a lab's student file, not a name to search for */
        if ((size_t)snprintf(path, path_len, "%s", file) >= path_len)
            return sl_err_set(e, SL_E_USAGE, "kernel file path too long: %.64s...", file);
        if (access(path, R_OK) != 0)
            return sl_err_set(e, SL_E_USAGE, "kernel file %s: %s", file, strerror(errno));
        return SL_OK;
    }
    const char *dirs[SL_PROG_MAX_DIRS];
    size_t n = sl_prog_search_dirs(kd.cli, kd.env, SIMTLAB_SOURCE_KERNEL_DIR, SIMTLAB_INSTALL_KERNEL_DIR, dirs);
    char tried[768] = "";
    size_t used = 0;
    for (size_t i = 0; i < n; ++i) {
        snprintf(path, path_len, "%s/%s", dirs[i], file);
        if (access(path, R_OK) == 0)
            return SL_OK;
        const int why = errno;
        /* There but unreadable (mode 000, a directory that cannot be
         * searched): the search stops, or a student's unreadable file would
         * run the stock kernel in silence. Only a compiled-in directory that
         * cannot be reached is passed over (a source tree under /root, the
         * binary run by another user): the installed copy may still serve. */
        const bool user_dir = dirs[i] == kd.cli || dirs[i] == kd.env;
        struct stat st;
        if (why != ENOENT && why != ENOTDIR && (user_dir || stat(path, &st) == 0))
            return sl_err_set(e, SL_E_USAGE, "cannot read kernel file %s: %s", path, strerror(why));
        int w = snprintf(tried + used, sizeof tried - used, "\n  %s%s%s%s", path, why == ENOENT ? "" : " (",
                         why == ENOENT ? "" : strerror(why), why == ENOENT ? "" : ")");
        if (w > 0 && (size_t)w < sizeof tried - used)
            used += (size_t)w;
    }
    return sl_err_set(e, SL_FAIL,
                      "kernel file %s not found; tried:%s\n  (set --kernels DIR or SIMTLAB_KERNEL_PATH)",
                      file, n ? tried : " no directory is configured");
}

int sl_prog_check_dir(const char *dir, const char *origin, sl_err *e)
{
    struct stat st;
    if (stat(dir, &st) != 0)
        return sl_err_set(e, SL_E_USAGE, "%s %s: %s", origin, dir, strerror(errno));
    if (!S_ISDIR(st.st_mode))
        return sl_err_set(e, SL_E_USAGE, "%s %s: not a directory (give the directory that holds your .cl file)",
                          origin, dir);
    DIR *d = opendir(dir);
    if (!d)
        return sl_err_set(e, SL_E_USAGE, "%s %s: %s", origin, dir, strerror(errno));
    int found = 0;
    for (struct dirent *ent; !found && (ent = readdir(d)) != NULL;) {
        size_t n = strlen(ent->d_name);
        found = n > 3 && strcmp(ent->d_name + n - 3, ".cl") == 0;
    }
    closedir(d);
    if (!found)
        return sl_err_set(e, SL_E_USAGE, "%s %s: no .cl file there ('simtlab list' names each suite's kernel file)",
                          origin, dir);
    return SL_OK;
}

/* What a stat mode is, for a message. */
int sl_prog_identify(const char *file, sl_kernel_dirs kd, char *path, size_t path_len, char *sha256_16,
                     sl_err *e)
{
    int rc = sl_prog_find(file, kd, path, path_len, e);
    if (rc != SL_OK)
        return rc;
    size_t len = 0;
    char *src = NULL;
    if ((rc = sl_slurp(path, "kernel file", 0, &src, &len, e)) != SL_OK)
        return rc;
    char hex[SL_SHA256_HEX];
    sl_sha256_hex(src, len, hex);
    free(src);
    snprintf(sha256_16, 17, "%.16s", hex);
    return SL_OK;
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

unsigned char *sl_prog_binary(cl_program prog, size_t *size)
{
    size_t sz = 0;
    *size = 0;
    if (clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof sz, &sz, NULL) != CL_SUCCESS || sz == 0)
        return NULL;
    unsigned char *bin = malloc(sz + 1);
    if (!bin)
        return NULL;
    if (clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) != CL_SUCCESS) {
        free(bin);
        return NULL;
    }
    bin[sz] = '\0';
    *size = sz;
    return bin;
}

void sl_prog_release(cl_program prog)
{
    if (prog)
        clReleaseProgram(prog);
}

bool sl_prog_has_kernel(cl_program prog, const char *name)
{
    size_t len = 0;
    if (clGetProgramInfo(prog, CL_PROGRAM_KERNEL_NAMES, 0, NULL, &len) != CL_SUCCESS || len == 0)
        return true;
    char *names = malloc(len);
    bool has = true;
    if (names && clGetProgramInfo(prog, CL_PROGRAM_KERNEL_NAMES, len, names, NULL) == CL_SUCCESS) {
        has = false;
        for (char *tok = strtok(names, ";"); tok && !has; tok = strtok(NULL, ";"))
            has = strcmp(tok, name) == 0;
    }
    free(names);
    return has;
}

/* SIMTLAB_DUMP_BINARIES=DIR (dev->set.dump_dir): save each program's
 * binary (PTX text on NVIDIA) as DIR/<file>.<options>.bin, to see which
 * loads and stores the compiler made (ld.global.v4.f32 is one 16-byte
 * load). Best effort. */
static void dump_binary(const char *dir, cl_program prog, const char *file, const char *options)
{
    size_t size = 0;
    if (!dir || !*dir)
        return;
    unsigned char *bin = sl_prog_binary(prog, &size);
    if (bin) {
        char path[1024];
        /* the file's own name only: `--kernel ../x.cl` must not write outside DIR */
        const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
        if (!*base || strcmp(base, "..") == 0 || strcmp(base, ".") == 0)
            base = "kernel";
        int n = snprintf(path, sizeof path, "%s/%s.", dir, base);
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

/* Build src (len bytes, read from path; file as the caller named it)
 * with common.h, found on the search path, in front of it. */
static int build_with_common(const sl_device *dev, const char *path, const char *file, const char *src, size_t len,
                             sl_kernel_dirs kd, const char *options, cl_program *out, sl_prog_source *id,
                             sl_err *e)
{
    char common_path[1024];
    int rc = sl_prog_find("common.h", kd, common_path, sizeof common_path, e);
    if (rc != SL_OK)
        return rc;
    /* common.h goes in as the first source string rather than through -I:
     * drivers split -I at spaces in a path, and --kernels DIR may hold only
     * the one .cl a student edits. Kernels guard their #include with
     * SIMTLAB_CL_COMMON_H, which common.h defines. */
    char *common = NULL;
    if ((rc = sl_slurp(common_path, "kernel file", 0, &common, NULL, e)) != SL_OK)
        return rc;
    if (id) { /* the bytes compiled, not the file found again later */
        char hex[SL_SHA256_HEX];
        sl_sha256_hex(src, len, hex);
        snprintf(id->path, sizeof id->path, "%s", path);
        snprintf(id->sha256_16, sizeof id->sha256_16, "%.16s", hex);
    }
    const char *nul = memchr(src, '\0', len); /* the compiler reads a string: up to a NUL */
    size_t clen = strlen(common), slen = nul ? (size_t)(nul - src) : len;
    char *both = malloc(clen + slen + 32);
    if (!both) {
        free(common);
        return sl_err_set(e, SL_FAIL, "out of memory");
    }
    /* #line keeps the compiler's line numbers those of the kernel file */
    snprintf(both, clen + slen + 32, "%s\n#line 1\n%.*s", common, (int)slen, src);
    rc = sl_prog_build_source(dev->ctx, dev->device_id, both, path, options, out, e);
    if (rc == SL_OK)
        dump_binary(dev->set.dump_dir, *out, file, options);
    free(both);
    free(common);
    return rc;
}

int sl_prog_build(const sl_device *dev, const char *file, sl_kernel_dirs kd, const char *options,
                  cl_program *out, sl_prog_source *id, sl_err *e)
{
    char path[1024];
    *out = NULL;
    int rc = sl_prog_find(file, kd, path, sizeof path, e);
    if (rc != SL_OK)
        return rc;
    char *src = NULL;
    size_t file_len = 0;
    if ((rc = sl_slurp(path, "kernel file", 0, &src, &file_len, e)) != SL_OK)
        return rc;
    rc = build_with_common(dev, path, file, src, file_len, kd, options, out, id, e);
    free(src);
    return rc;
}

int sl_prog_build_text(const sl_device *dev, const sl_prog_text *src, sl_kernel_dirs kd, const char *options,
                       cl_program *out, sl_prog_source *id, sl_err *e)
{
    *out = NULL;
    return build_with_common(dev, src->path, src->path, src->text, src->len, kd, options, out, id, e);
}

/* ---- ptxas -v in NVIDIA build logs ------------------------------------- */

/* Copy the line at *p (cut to fit, without its \r\n) to buf and move *p
 * past it; 0 at the end of the text. */
static int next_line(const char **p, char *buf, size_t len)
{
    if (!**p)
        return 0;
    size_t n = strcspn(*p, "\n");
    size_t keep = n < len - 1 ? n : len - 1;
    memcpy(buf, *p, keep);
    while (keep && (buf[keep - 1] == '\r' || buf[keep - 1] == ' ' || buf[keep - 1] == '\t'))
        --keep;
    buf[keep] = '\0';
    *p += n + ((*p)[n] == '\n');
    return 1;
}

/* Does name start with kernel and end right after it (at `end` or NUL)? */
static int name_is(const char *name, const char *kernel, char end)
{
    size_t n = strlen(kernel);
    return strncmp(name, kernel, n) == 0 && (name[n] == end || name[n] == '\0');
}

/* The sum of the "N <what>" figures among the comma-separated fields of
 * line ("0 bytes spill stores"), and whether any was there. */
static long field_sum(const char *line, const char *what, int *found)
{
    long sum = 0;
    *found = 0;
    for (const char *f = line; f; f = strchr(f, ',')) {
        if (*f == ',')
            ++f;
        long v = 0;
        char unit[48];
        /* the whole phrase must match: "bytes smem" is not "bytes cmem[0]" */
        if (sscanf(f, " %ld %47[^,]", &v, unit) == 2 && strcmp(unit, what) == 0) {
            sum += v;
            *found = 1;
        }
    }
    return sum;
}

int sl_prog_nv_resources(const char *log, const char *kernel, int *registers, int *spill_bytes,
                         long *smem_bytes)
{
    static const char entry_tag[] = "Compiling entry function '", func_tag[] = "Compiling function '",
                      props_tag[] = "Function properties for ";
    int regs = -1, spill = -1, in_entry = 0, props_next = 0;
    long smem = 0;
    *registers = *spill_bytes = -1;
    *smem_bytes = -1;
    if (!log || !kernel || !*kernel)
        return -1;
    char line[512];
    const char *p = log;
    while (next_line(&p, line, sizeof line)) {
        if (props_next) {
            /* "    0 bytes stack frame, 8 bytes spill stores, 8 bytes spill loads" */
            int a = 0, b = 0;
            long stores = field_sum(line, "bytes spill stores", &a);
            long loads = field_sum(line, "bytes spill loads", &b);
            if (a || b)
                spill = (int)(stores + loads);
            props_next = 0;
            continue;
        }
        const char *t = strstr(line, entry_tag);
        if (t || strstr(line, func_tag)) {
            /* the next function's section: the kernel's, if it was open, is over */
            if (in_entry && regs >= 0)
                break;
            in_entry = t && name_is(t + sizeof entry_tag - 1, kernel, '\'');
            continue;
        }
        /* properties may come before the entry line when callees are listed first */
        if ((t = strstr(line, props_tag)) != NULL) {
            props_next = spill < 0 && name_is(t + sizeof props_tag - 1, kernel, ' ');
            continue;
        }
        int used = -1, end = 0;
        if (in_entry && regs < 0 && (t = strstr(line, "Used ")) != NULL &&
            sscanf(t, "Used %d registers%n", &used, &end) == 1 && end > 0) {
            regs = used;
            int found = 0;
            long s = field_sum(t, "bytes smem", &found);
            smem = found ? s : 0;
        }
    }
    if (regs < 0)
        return -1;
    *registers = regs;
    *spill_bytes = spill;
    *smem_bytes = smem;
    return 0;
}

int sl_prog_kernel(cl_program prog, const char *name, cl_kernel *out, sl_err *e)
{
    cl_int err = CL_SUCCESS;
    *out = clCreateKernel(prog, name, &err);
    if (err != CL_SUCCESS)
        return sl_err_cl(e, err, "creating kernel %s", name);
    return SL_OK;
}
