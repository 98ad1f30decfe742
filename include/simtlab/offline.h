/* offline.h - compiling a kernel file for a GPU this machine does not have
 * (issue 30): Debian's clang-15 for AMD (with rocm-device-libs) and for
 * NVIDIA PTX (with libclc), run as a child process. Used by `simtlab isa
 * --target`, `simtlab run --target` and the labs' static check; below the
 * CLI since issue 43 (report: beside the compiled-code readers).
 *
 * The child is started by the supervisor (proc.h: an argv array, never a
 * shell, in a process group of its own), its stdout (the assembly: -o -)
 * and stderr (the remarks) are read through pipes, so no temporary file is
 * made; it is killed with whatever it started past a time limit or on ^C
 * (sl_interrupted) and always reaped, and it dies with simtlab: no
 * compiler outlives the command. Nothing here reads the environment: the
 * CLI hands its values down (sl_offline_env). */
#ifndef SIMTLAB_OFFLINE_H
#define SIMTLAB_OFFLINE_H

#include <stdbool.h>
#include <stddef.h>

#include "simtlab/error.h"

/* One --target: what clang is told and what simtlab's model calls it. */
typedef struct sl_offline_target {
    const char *name;       /* as --target takes it: "gfx90a", "gfx1030:wave64", "nvptx" */
    const char *mcpu;       /* clang's -mcpu, NULL for PTX */
    bool wave64;            /* -mwavefrontsize64 (RDNA) */
    unsigned wave;          /* lanes of a wave or warp */
    const char *family;     /* "CDNA2", "PTX" */
    const char *occ_arch;   /* the occupancy table's row (occupancy.h), NULL for PTX: no remark to compare */
} sl_offline_target;

/* A comma list ("gfx90a,nvptx") into out[0..max): SL_OK with *n, or
 * SL_E_USAGE naming the unknown target and the known ones. */
int sl_offline_parse_targets(const char *list, const sl_offline_target **out, size_t max, size_t *n, sl_err *e);

/* The compiler and the libraries the targets need. */
typedef struct sl_offline_tools {
    char clang[1024];       /* full path: env->clang, else clang-15 on PATH, else clang */
    char version[64];       /* "15.0.6" from clang --version, or "" */
    char device_libs[256];  /* ROCm's bitcode directory, "" when no AMD target was asked for */
    char libclc[256];       /* libclc's nvptx64 bitcode, "" when no PTX target was asked for */
    double limit_s;         /* one compile's time limit, seconds (what a watchdog must allow it) */
} sl_offline_tools;

/* What the CLI read of the environment for the compiler. */
typedef struct sl_offline_env {
    const char *clang;      /* $SIMTLAB_CLANG: a clang's path or name; NULL or "": clang-15, else clang, on PATH */
    const char *path;       /* $PATH; NULL: /usr/bin:/bin */
    double limit_s;         /* one compile's time limit ($SIMTLAB_OFFLINE_TIMEOUT); <= 0: 120 s */
} sl_offline_env;

/* Find clang and what targets[0..n) need. SL_OK, or SL_FAIL with a
 * message naming what is missing and the Debian package that has it
 * (clang-15, rocm-device-libs, libclc-15): `simtlab isa` exits
 * EXIT_NO_TOOL then. */
int sl_offline_find_tools(const sl_offline_target *const *targets, size_t n, const sl_offline_env *env,
                          sl_offline_tools *t, sl_err *e);

/* A case's build options as clang takes them: -D, -U, -I and the -cl-*
 * options clang knows are kept; the rest (-cl-nv-verbose,
 * -cl-nv-maxrregcount=N: a driver's own) are dropped and named in
 * dropped (space-separated, "" when none). */
void sl_offline_options(const char *options, char *kept, size_t kept_len, char *dropped, size_t dropped_len);

/* What one compile gave: the assembly, the remarks, the exit status. */
typedef struct sl_offline_output {
    char *asm_text;         /* stdout, NUL-terminated */
    size_t asm_len;
    char *remarks;          /* stderr, NUL-terminated */
    size_t remarks_len;
    int exit_code;          /* the compiler's exit status (0: compiled) */
} sl_offline_output;

void sl_offline_output_free(sl_offline_output *o);

/* Compile `file` (a path) for target t with `options` (already through
 * sl_offline_options), common.h (`common`, a path) included first as
 * sl_prog_build prepends it, the file's directory on the include path.
 * SL_OK with out filled (exit_code says whether it compiled; the remarks
 * say why not), SL_E_INTR on ^C, SL_FAIL when the compiler could not be
 * run or ran past t->limit_s (the child killed and reaped either way). */
int sl_offline_compile(const sl_offline_tools *t, const sl_offline_target *tg, const char *file, const char *common,
                    const char *options, sl_offline_output *out, sl_err *e);

#endif
