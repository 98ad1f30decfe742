/* kerneldirs.h - where the kernel files are looked for before the
 * compiled-in directories (program.h, sl_prog_find): the two a user sets.
 * The CLI fills it once (--kernels DIR, $SIMTLAB_KERNEL_PATH) and hands it
 * down; nothing below the CLI reads the environment for it. */
#ifndef SIMTLAB_KERNELDIRS_H
#define SIMTLAB_KERNELDIRS_H

typedef struct sl_kernel_dirs {
    const char *cli; /* --kernels DIR, or NULL */
    const char *env; /* $SIMTLAB_KERNEL_PATH as the CLI read it, or NULL */
} sl_kernel_dirs;

#endif
