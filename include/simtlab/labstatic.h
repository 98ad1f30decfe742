/* labstatic.h - labs 2 and 3 graded by the code they make (issue 30): the
 * lab's entry compiled offline for gfx90a (offline.h) and its code read
 * (amdgcn.h); it must hold a global load and a global store of the lab's
 * static_bytes a lane. Nothing is run. nvptx's instructions are shown
 * beside, never graded. host/lab/static_check.c; docs/labs/README.md says
 * what it proves and what it does not. */
#ifndef SIMTLAB_LABSTATIC_H
#define SIMTLAB_LABSTATIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "simtlab/lab.h"
#include "simtlab/offline.h"

typedef enum sl_lab_static_state {
    SL_LAB_STATIC_NOT_RUN,  /* no static check for this lab, or the datasets did not pass */
    SL_LAB_STATIC_PASS,     /* a static_bytes global load and store on gfx90a */
    SL_LAB_STATIC_FAIL,     /* none (the instructions found in msg), or it did not compile offline */
    SL_LAB_STATIC_SKIPPED,  /* no compiler here: msg names why; neither pass nor fail */
    SL_LAB_STATIC_SHOWN,    /* a device where speed grades the lab: shown, not graded */
} sl_lab_static_state;

typedef struct sl_lab_static_in {
    const sl_lab *lab;
    const char *kernel;        /* the file checked, as named (its base names the private copy) */
    const char *source;        /* its bytes as the datasets ran them, or NULL: compile kernel itself */
    size_t source_len;
    sl_kernel_dirs kernels;    /* --kernels, $SIMTLAB_KERNEL_PATH (for common.h) */
    const char *tmpdir;        /* where the private copy's directory is made (absolute), or NULL: /tmp */
    const sl_offline_env *env; /* the offline compiler's settings (the CLI's) */
    bool graded;               /* sl_lab_static_graded(lab, cpu) */
} sl_lab_static_in;

typedef struct sl_lab_static_result {
    sl_lab_static_state state; /* SL_LAB_STATIC_SHOWN whenever !graded: PASS and FAIL are graded verdicts */
    char msg[512];             /* the verdict in a line: the instructions found, or why it was skipped */
} sl_lab_static_result;

/* Does lab have a static check, and does this device grade it (a CPU,
 * where no lab grades speed)? */
bool sl_lab_static_graded(const sl_lab *lab, bool cpu);

/* Are the graded target's tools (clang-15, rocm-device-libs) here? false
 * with why (the Debian packages to install). */
bool sl_lab_static_tools(const sl_offline_env *env, char *why, size_t len);

/* The static check of in->kernel, its lines on out; *r filled. SL_OK (a
 * verdict, or a skip), or SL_E_INTR when ^C stopped a compiler. */
int sl_lab_static_check(const sl_lab_static_in *in, FILE *out, sl_lab_static_result *r);

#endif
