/* lab_cli.h - what `simtlab lab`'s two files share (private to host/cli):
 * cmd_lab.c (list, show, start, hint) and lab_check.c (check). */
#ifndef SIMTLAB_LAB_CLI_H
#define SIMTLAB_LAB_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "simtlab/error.h"
#include "simtlab/lab.h"
#include "simtlab/program.h"
#include "simtlab/labcheck.h"
#include "simtlab/labgrade.h"
#include "simtlab/report.h"
#include "simtlab/sha256.h"

#define LAB_DEFAULT_DIR "simtlab-labs"
#define LAB_DEFAULT_TIMEOUT_S 300
#define LAB_DEFAULT_SPEED_TIMEOUT_S 600

typedef enum tri { TRI_AUTO, TRI_ON, TRI_OFF } tri;

/* One check's settings: `lab check`'s options, or one submission of a
 * `lab grade`. */
typedef struct check_args {
    const sl_lab *lab;         /* the lab, or hidden.lab with --hidden */
    const char *device;
    const char *json_path;
    bool strict, solution, force, fork, no_lock;
    bool retry;                /* the run once more of dataset o.first after a time-out (lab_check.c) */
    bool earlier_failed;       /* ... where a dataset before it failed: no speed phase */
    bool no_status;            /* never write the lab's status file (a grade) */
    tri oclgrind, speed;
    unsigned timeout_s, speed_timeout_s, datasets;
    sl_lab_check_opts o;
    int argc; /* the command as typed, whole, for the JSON */
    char **argv;
    char kernel[1024];
    /* kernel's bytes, read once (lab_read_kernel): what is scanned, built
     * (text: the build never reads the file again) and hashed */
    char *source;
    size_t source_len;
    sl_prog_text text;
    char workdir[1024]; /* the check's child builds here: an empty private directory ("" none) */
    sl_out json_out;
    bool hidden;               /* --hidden SEED: lab is hidden.lab */
    uint64_t hidden_seed;
    sl_lab_hidden hid;
} check_args;

typedef enum ds_state { DS_NONE, DS_PASS, DS_FAIL, DS_SKIP } ds_state;

/* The outcome, in the parent or in an unforked check (labgrade.h). */
typedef sl_lab_tallies tallies;

/* a->kernel read once into a->source (freed by lab_free_kernel): a regular
 * file, opened once, never through a symbolic link unless follow (the
 * kit's own solution), at most SL_SUB_MAX_BYTES (64 KiB for an answer
 * file). SL_OK, or SL_E_USAGE with e naming the file and why. */
int lab_read_kernel(check_args *a, bool follow, sl_err *e);
void lab_free_kernel(check_args *a);
/* CLOCK_MONOTONIC in seconds. */
double lab_now_s(void);
/* lab check's defaults into a (the fork, the time limits, seed 1). */
void lab_check_defaults(check_args *a);
/* a->lab with the hidden datasets of --hidden a->hidden_seed. 0 or the exit code. */
int lab_check_hide(check_args *a);
/* Does a check of a run oclgrind after clean datasets (wherever it is
 * installed, on the host's CPU whatever device the check ran on, unless
 * --no-oclgrind or an AddressSanitizer build; --oclgrind)? */
bool lab_oclgrind_runs(const check_args *a);
/* Is the memory check part of a check of a on this device (a kernel lab
 * on a CPU, unless --no-oclgrind or this simtlab is built with
 * AddressSanitizer; on a GPU where oclgrind is installed; --oclgrind)? A
 * grade counts it where this is true: on a CPU without oclgrind it is
 * "not checked"; a GPU without it grades speed, not memory. */
bool lab_oclgrind_expected(const check_args *a, bool cpu);
/* oclgrind's time limit in seconds: 1000 x native_s (the datasets it runs
 * again, natively on a CPU device; at most an hour), at least 60 s (600 s
 * after a check on a GPU, whose time says nothing of the host's CPU) and
 * 2 x timeout_s.
 * SIMTLAB_OCLGRIND_LIMIT_S (tests only) replaces it. */
double lab_oclgrind_limit_s(unsigned timeout_s, double native_s, bool cpu);
/* One check, a->kernel (its bytes read by lab_read_kernel) against
 * a->lab: a kernel holding a directive submission.h refuses is a build
 * error, nothing built; else its datasets (built in a child whose current
 * directory is an empty private one), the oclgrind pass and the summary
 * line on stdout; t filled (the caller frees t->rows). No status file, no
 * JSON. The exit code `lab check` would give. */
int lab_check_core(check_args *a, tallies *t);

void lab_usage(FILE *f);
/* "simtlab lab: " fmt(a, b), the help hint; returns EXIT_USAGE. */
int lab_usage_error(const char *fmt, const char *a, const char *b);
/* The whole file (malloc'd), or NULL with e set. */
char *lab_slurp(const char *path, sl_err *e);
/* DIR/NN-slug.cl (or .txt): the student's file. */
void lab_default_kernel(const sl_lab *lab, const char *dir, char *path, size_t len);
/* ./simtlab-labs/.NN-slug.cl.last: the last check's verdict. */
void lab_status_path(const sl_lab *lab, char *path, size_t len);
/* `simtlab lab check ...` (argv from "check"), typed: the command whole. */
int lab_check_main(int argc, char **argv, int typed_argc, char **typed);
/* `simtlab lab grade ...` (argv from "grade"). */
int lab_grade_main(int argc, char **argv, int typed_argc, char **typed);

#endif
