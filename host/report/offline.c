/* offline.c - clang-15 as a child process, for GPUs this machine does not
 * have (offline.h). */
#define _GNU_SOURCE
#include "simtlab/offline.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "simtlab/interrupt.h"
#include "simtlab/proc.h"

/* A compile's time limit: the largest file here (matmul.cl, every kernel)
 * takes about 1 s on one core of a 2-core EPYC; 120 s leaves a loaded CI
 * machine room and still ends a compiler that hangs. The tests shorten it
 * with SIMTLAB_OFFLINE_TIMEOUT (seconds; sl_offline_env.limit_s). */
#define OFFLINE_TIMEOUT_S 120.0
/* Output kept from one compile: matmul.cl's assembly is under 1 MiB */
#define OFFLINE_MAX_OUTPUT (64u << 20)
/* How often the wait looks at ^C and the clock */
#define OFFLINE_POLL_MS 100

/* Debian 12's packages: rocm-device-libs puts ROCm's bitcode under the
 * multiarch directory, libclc-15 its bitcode under /usr/lib/clc */
static const char *const device_lib_dirs[] = {
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode",
    "/usr/lib/aarch64-linux-gnu/amdgcn/bitcode",
};
#define LIBCLC_NVPTX "/usr/lib/clc/nvptx64--nvidiacl.bc"

/* The families are LLVM's AMDGPUUsage processor table's; wave 64 on GCN and
 * CDNA, 32 by default on RDNA (ROCm's default there too). */
static const sl_offline_target targets[] = {
    { "gfx906", "gfx906", false, 64, "GCN5", "gfx906" },
    { "gfx90a", "gfx90a", false, 64, "CDNA2", "gfx90a" },
    { "gfx1030", "gfx1030", false, 32, "RDNA2", "gfx1030" },
    { "gfx1030:wave64", "gfx1030", true, 64, "RDNA2", "gfx1030" },
    { "nvptx", NULL, false, 32, "PTX", NULL },
    { NULL, NULL, false, 0, NULL, NULL },
};

int sl_offline_parse_targets(const char *list, const sl_offline_target **out, size_t max, size_t *n, sl_err *e)
{
    *n = 0;
    for (const char *p = list; p && *p;) {
        const size_t len = strcspn(p, ",");
        const sl_offline_target *t = targets;
        while (t->name && !(strlen(t->name) == len && strncmp(t->name, p, len) == 0))
            ++t;
        if (!t->name)
            return sl_err_set(e, SL_E_USAGE,
                              "unknown target '%.*s' for --target: gfx906, gfx90a, gfx1030, gfx1030:wave64 or "
                              "nvptx (or a comma list of them)", (int)len, p);
        bool again = false;
        for (size_t i = 0; i < *n; ++i)
            again |= out[i] == t;
        if (!again && *n < max)
            out[(*n)++] = t;
        p += len;
        if (*p == ',')
            ++p;
    }
    if (*n == 0)
        return sl_err_set(e, SL_E_USAGE, "--target needs a target: gfx906, gfx90a, gfx1030, gfx1030:wave64 or nvptx");
    return SL_OK;
}

/* name on the PATH dirs (or name itself when it has a '/') into path. */
static bool find_program(const char *name, const char *dirs, char *path, size_t len)
{
    if (strchr(name, '/')) {
        snprintf(path, len, "%s", name);
        return access(path, X_OK) == 0;
    }
    for (const char *p = dirs ? dirs : "/usr/bin:/bin"; *p;) {
        const size_t n = strcspn(p, ":");
        snprintf(path, len, "%.*s/%s", (int)n, n ? p : ".", name);
        struct stat st;
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, X_OK) == 0)
            return true;
        p += n;
        if (*p == ':')
            ++p;
    }
    return false;
}

static bool is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static int run_child(char *const argv[], double limit_s, sl_offline_output *out, sl_err *e);

/* "15.0.6" from `clang --version`'s first line ("Debian clang version 15.0.6"). */
static void clang_version(sl_offline_tools *t)
{
    char *argv[] = { t->clang, (char *)"--version", NULL };
    sl_offline_output o = { 0 };
    sl_err e = { 0 };
    if (run_child(argv, 10.0, &o, &e) == SL_OK && o.exit_code == 0 && o.asm_text) {
        const char *v = strstr(o.asm_text, "version ");
        if (v)
            snprintf(t->version, sizeof t->version, "%.*s", (int)strcspn(v + 8, " \n"), v + 8);
    }
    sl_offline_output_free(&o);
    sl_err_clear(&e);
}

int sl_offline_find_tools(const sl_offline_target *const *tg, size_t n, const sl_offline_env *env,
                          sl_offline_tools *t, sl_err *e)
{
    memset(t, 0, sizeof *t);
    t->limit_s = env->limit_s > 0 ? env->limit_s : OFFLINE_TIMEOUT_S;
    if (env->clang && *env->clang) {
        if (!find_program(env->clang, env->path, t->clang, sizeof t->clang))
            return sl_err_set(e, SL_FAIL, "SIMTLAB_CLANG=%s is not an executable program", env->clang);
    } else if (!find_program("clang-15", env->path, t->clang, sizeof t->clang) &&
               !find_program("clang", env->path, t->clang, sizeof t->clang)) {
        return sl_err_set(e, SL_FAIL, "no clang-15 (nor clang) on PATH to compile offline: install Debian's "
                                      "clang-15 (apt-get install clang-15), or set SIMTLAB_CLANG to a clang");
    }
    bool amd = false, ptx = false;
    for (size_t i = 0; i < n; ++i) {
        if (tg[i]->mcpu)
            amd = true;
        else
            ptx = true;
    }
    for (size_t i = 0; amd && !t->device_libs[0] && i < sizeof device_lib_dirs / sizeof device_lib_dirs[0]; ++i) {
        char probe[320];
        snprintf(probe, sizeof probe, "%s/ocml.bc", device_lib_dirs[i]);
        if (is_file(probe))
            snprintf(t->device_libs, sizeof t->device_libs, "%s", device_lib_dirs[i]);
    }
    if (amd && !t->device_libs[0])
        return sl_err_set(e, SL_FAIL, "no ROCm device libraries (ocml.bc in %s) for the AMD targets: install "
                                      "Debian's rocm-device-libs (apt-get install rocm-device-libs)",
                          device_lib_dirs[0]);
    if (ptx && !is_file(LIBCLC_NVPTX))
        return sl_err_set(e, SL_FAIL, "no libclc for nvptx (%s): install Debian's libclc-15 "
                                      "(apt-get install libclc-15)", LIBCLC_NVPTX);
    if (ptx)
        snprintf(t->libclc, sizeof t->libclc, "%s", LIBCLC_NVPTX);
    clang_version(t);
    return SL_OK;
}

/* The -cl-* options clang takes (clang's Options.td, OpenCL group); any
 * other -cl-* is a driver's own. */
static bool clang_takes(const char *opt)
{
    static const char *const cl_opts[] = {
        "-cl-opt-disable", "-cl-single-precision-constant", "-cl-finite-math-only", "-cl-kernel-arg-info",
        "-cl-unsafe-math-optimizations", "-cl-fast-relaxed-math", "-cl-mad-enable", "-cl-no-signed-zeros",
        "-cl-denorms-are-zero", "-cl-fp32-correctly-rounded-divide-sqrt", "-cl-uniform-work-group-size",
        "-cl-no-stdinc",
    };
    if (strncmp(opt, "-D", 2) == 0 || strncmp(opt, "-U", 2) == 0 || strncmp(opt, "-I", 2) == 0 ||
        strncmp(opt, "-cl-std=", 8) == 0 || strcmp(opt, "-w") == 0 || strcmp(opt, "-Werror") == 0)
        return true;
    for (size_t i = 0; i < sizeof cl_opts / sizeof cl_opts[0]; ++i)
        if (strcmp(opt, cl_opts[i]) == 0)
            return true;
    return false;
}

void sl_offline_options(const char *options, char *kept, size_t kept_len, char *dropped, size_t dropped_len)
{
    size_t k = 0, d = 0;
    kept[0] = dropped[0] = '\0';
    for (const char *p = options; p && *p;) {
        p += strspn(p, " \t");
        size_t n = strcspn(p, " \t");
        if (n == 0)
            break;
        /* "-D NAME": the value is the next word */
        if (n == 2 && (!strncmp(p, "-D", 2) || !strncmp(p, "-U", 2) || !strncmp(p, "-I", 2)) && p[n])
            n += strspn(p + n, " \t") + strcspn(p + n + strspn(p + n, " \t"), " \t");
        char word[256];
        snprintf(word, sizeof word, "%.*s", (int)(n < sizeof word ? n : sizeof word - 1), p);
        if (clang_takes(word) && k + n + 2 < kept_len)
            k += (size_t)snprintf(kept + k, kept_len - k, "%s%s", k ? " " : "", word);
        else if (!clang_takes(word) && d + n + 2 < dropped_len)
            d += (size_t)snprintf(dropped + d, dropped_len - d, "%s%s", d ? " " : "", word);
        p += n;
    }
}

void sl_offline_output_free(sl_offline_output *o)
{
    free(o->asm_text);
    free(o->remarks);
    memset(o, 0, sizeof *o);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Append what fd has to *buf (NUL kept at the end): 1 read, 0 at its end,
 * -1 on an error or past OFFLINE_MAX_OUTPUT. */
static int drain(int fd, char **buf, size_t *len, size_t *cap)
{
    if (*cap - *len < 65536 + 1) {
        size_t want = *cap ? 2 * *cap : 1u << 16;
        if (want > OFFLINE_MAX_OUTPUT)
            return -1;
        char *g = realloc(*buf, want);
        if (!g)
            return -1;
        *buf = g;
        *cap = want;
    }
    ssize_t n = read(fd, *buf + *len, *cap - *len - 1);
    if (n < 0)
        return errno == EINTR || errno == EAGAIN ? 1 : -1;
    *len += (size_t)n;
    (*buf)[*len] = '\0';
    return n > 0;
}

/* Read the child's two pipes until both end and the child has exited,
 * or ^C, or the deadline (a compiler that closes its output and hangs is
 * stopped too). SL_OK once it has ended, SL_E_INTR, or SL_FAIL (timed out,
 * too much output); the caller stops it unless it ended. */
static int watch_child(sl_proc *c, double limit_s, sl_offline_output *out, const char *what, sl_err *e)
{
    const double deadline = now_s() + limit_s;
    size_t cap[2] = { 0, 0 };
    char **buf[2] = { &out->asm_text, &out->remarks };
    size_t *len[2] = { &out->asm_len, &out->remarks_len };
    int *fds[2] = { &c->out_fd, &c->err_fd };
    bool exited = false;
    while (*fds[0] >= 0 || *fds[1] >= 0 || !exited) {
        if (sl_interrupted())
            return sl_err_set(e, SL_E_INTR, "interrupted while %s compiled", what);
        if (now_s() > deadline)
            return sl_err_set(e, SL_FAIL, "%s ran past its %.0f s limit and was stopped", what, limit_s);
        struct pollfd p[2] = { { *fds[0], POLLIN, 0 }, { *fds[1], POLLIN, 0 } };
        /* with the pipes closed, only its exit is awaited: a short wait */
        if (poll(p, 2, *fds[0] >= 0 || *fds[1] >= 0 ? OFFLINE_POLL_MS : 2) < 0 && errno != EINTR)
            return sl_err_set(e, SL_FAIL, "waiting for %s: %s", what, strerror(errno));
        for (int i = 0; i < 2; ++i) {
            if (*fds[i] < 0 || !(p[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            int r = drain(*fds[i], buf[i], len[i], &cap[i]);
            if (r < 0)
                return sl_err_set(e, SL_FAIL, "%s wrote more than %u MiB, or its output could not be read", what,
                                  OFFLINE_MAX_OUTPUT >> 20);
            if (r == 0) {
                close(*fds[i]);
                *fds[i] = -1;
            }
        }
        if (*fds[0] < 0 && *fds[1] < 0)
            exited = sl_proc_done(c);
    }
    return SL_OK;
}

/* Run argv (argv[0] a path) as described in offline.h, stdin from
 * /dev/null, in a process group of its own (a stop takes what the compiler
 * started too); out->exit_code is its exit status (128 + a signal that
 * ended it). */
static int run_child(char *const argv[], double limit_s, sl_offline_output *out, sl_err *e)
{
    memset(out, 0, sizeof *out);
    const sl_proc_spec spec = { .what = argv[0], .argv = (const char *const *)argv, .in = SL_PROC_NULL,
                                .out = -1, .err = -1, .out_pipe = true, .err_pipe = true };
    sl_proc c;
    if (sl_proc_start(&c, &spec, e) != SL_OK)
        return SL_FAIL;
    int rc = watch_child(&c, limit_s, out, argv[0], e);
    sl_proc_close(&c);
    if (!c.reaped) /* stopped: its group killed, and reaped so that no zombie is left */
        sl_proc_kill(&c);
    out->exit_code = sl_proc_exit_code(c.status);
    if (rc == SL_OK && (!out->asm_text || !out->remarks)) { /* a compiler that wrote nothing: empty texts */
        if (!out->asm_text)
            out->asm_text = calloc(1, 1);
        if (!out->remarks)
            out->remarks = calloc(1, 1);
        if (!out->asm_text || !out->remarks)
            rc = sl_err_set(e, SL_FAIL, "out of memory");
    }
    return rc;
}

#define MAX_ARGS 64

int sl_offline_compile(const sl_offline_tools *t, const sl_offline_target *tg, const char *file, const char *common,
                    const char *options, sl_offline_output *out, sl_err *e)
{
    char *argv[MAX_ARGS];
    size_t n = 0;
    char mcpu[64], libs[300], dir[1024], opts[512];
    snprintf(dir, sizeof dir, "%s", file);
    char *slash = strrchr(dir, '/');
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else
        slash[slash == dir] = '\0'; /* "/x.cl": the directory is "/" */
#define ARG(s) (argv[n++] = (char *)(s))
    ARG(t->clang), ARG("-x"), ARG("cl"), ARG("-cl-std=CL1.2"), ARG("-O3");
    if (tg->mcpu) {
        snprintf(mcpu, sizeof mcpu, "-mcpu=%s", tg->mcpu);
        snprintf(libs, sizeof libs, "--rocm-device-lib-path=%s", t->device_libs);
        ARG("-target"), ARG("amdgcn-amd-amdhsa"), ARG(mcpu), ARG(libs);
        if (tg->wave64)
            ARG("-mwavefrontsize64");
        ARG("-Rpass-analysis=kernel-resource-usage");
    } else {
        ARG("-target"), ARG("nvptx64-unknown-nvidiacl");
        ARG("-Xclang"), ARG("-mlink-bitcode-file"), ARG("-Xclang"), ARG(t->libclc);
    }
    ARG("-I"), ARG(dir), ARG("-include"), ARG(common);
    /* the options, split at blanks (sl_offline_options left only -D, -U, -I
     * and -cl-* words; "-D NAME" is one word there, two here) */
    snprintf(opts, sizeof opts, "%s", options ? options : "");
    for (char *save = NULL, *w = strtok_r(opts, " \t", &save); w && n + 6 < MAX_ARGS; w = strtok_r(NULL, " \t", &save))
        ARG(w);
    ARG("-S"), ARG("-o"), ARG("-"), ARG(file);
    argv[n] = NULL;
#undef ARG
    return run_child(argv, t->limit_s > 0 ? t->limit_s : OFFLINE_TIMEOUT_S, out, e);
}
