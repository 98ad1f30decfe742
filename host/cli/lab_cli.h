/* lab_cli.h - what `simtlab lab`'s two files share (private to host/cli):
 * cmd_lab.c (list, show, start, hint) and lab_check.c (check). */
#ifndef SIMTLAB_LAB_CLI_H
#define SIMTLAB_LAB_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "simtlab/error.h"
#include "simtlab/lab.h"

#define LAB_DEFAULT_DIR "simtlab-labs"

void lab_usage(FILE *f);
/* "simtlab lab: " fmt(a, b), the help hint; returns EXIT_USAGE. */
int lab_usage_error(const char *fmt, const char *a, const char *b);
/* The whole file (malloc'd), or NULL with e set. */
char *lab_slurp(const char *path, sl_err *e);
/* DIR/NN-slug.cl (or .txt): the student's file. */
void lab_default_kernel(const sl_lab *lab, const char *dir, char *path, size_t len);
/* ./simtlab-labs/.NN-slug.cl.last: the last check's verdict. */
void lab_status_path(const sl_lab *lab, char *path, size_t len);
/* The verdict the status file records ("PASS: 5 passed, 0 failed"), with
 * " (changed since the last check)" when kernel's SHA-256 is not the one
 * checked; "" when there is none. Reads a regular file only: never
 * through a link, never waiting on a FIFO. */
void lab_read_status(const char *status, const char *kernel, char *out, size_t len);
/* `simtlab lab check ...` (argv from "check"), typed: the command whole. */
int lab_check_main(int argc, char **argv, int typed_argc, char **typed);

#endif
