/* lab_common.c - what every `simtlab lab` command shares (lab_cli.h): the
 * usage text, a usage error, a file read whole, and where a lab's starter
 * kernel and its last status live. */
#include <stdio.h>

#include "cli.h"
#include "lab_cli.h"
#include "simtlab/lab.h"
#include "simtlab/slurp.h"

#define DEFAULT_DIR LAB_DEFAULT_DIR

void lab_usage(FILE *f)
{
    fputs("usage: simtlab lab list\n"
          "       simtlab lab show N                 the handout\n"
          "       simtlab lab start N [DIR]          copy the starter kernel to DIR (default ./" DEFAULT_DIR "/)\n"
          "       simtlab lab check N [OPTIONS]      check your kernel: PASS/FAIL per dataset, then speed\n"
          "       simtlab lab hint N [K]             hint K (default 1) of the handout's hints\n"
          "       simtlab lab grade N SUBMISSION...  grade a class (instructors): simtlab lab grade --help\n"
          "\n"
          "check options:\n"
          "  --kernel FILE    the kernel to check (default ./" DEFAULT_DIR "/NN-name.cl)\n"
          "  --solution       check the reference solution instead (instructors; $SIMTLAB_SOLUTIONS_DIR names\n"
          "                   a private copy, the only one a student build looks in)\n"
          "  -d, --device SEL the device, as for 'simtlab run' (default: $SIMTLAB_DEVICE, else the first GPU)\n"
          "  --strict         a missed speed target fails the check too (exit 1)\n"
          "  --oclgrind       run the first two datasets again under oclgrind (races, out-of-bounds\n"
          "                   accesses) on the host's CPU; any report fails. On by default wherever\n"
          "                   oclgrind is installed, whatever the device\n"
          "  --no-oclgrind    never run oclgrind\n"
          "  --timeout S      a dataset still running after S seconds: run once more, then FAIL (default\n"
          "                   300). On a CPU device S seconds of the check's CPU time over its CPUs (a\n"
          "                   busy machine does not make a kernel late), elsewhere of wall time; at\n"
          "                   most 4 S of wall time either way\n"
          "  --speed-timeout S  the speed phase stopped after S seconds (counted as --timeout's):\n"
          "                   not measured, the datasets' verdicts stand (default 600)\n"
          "  --speed          time the last dataset on a CPU too (ungraded: no lab grades speed there)\n"
          "  --no-speed       correctness only: no timed run, no speed verdict (quick)\n"
          "  --datasets N     only the first N datasets (correctness only unless N is all of them)\n"
          "  --dataset K      only dataset K (correctness only; with --hidden, of that list)\n"
          "  --no-fork        run in this process: no time limit (debuggers, oclgrind)\n"
          "  --memcheck-launch  launch as the memory check does under oclgrind (lab 7: 4 groups of\n"
          "                   8 work-items, where oclgrind's device would run one work-item)\n"
          "  --no-lock        do not take the GPU's lock: by default a check waits while another\n"
          "                   simtlab uses the same GPU (it says so); for a machine known to be free\n"
          "  --json FILE      write a record of the check: every row (yours, the solution's, the\n"
          "                   baseline's, the ceiling's), each with its lab, dataset, role, seed and\n"
          "                   verdict; written for a crash, a time-out or ^C too\n"
          "  --force          overwrite a read-only --json file; for start, start over from the starter\n"
          "                   (your file is kept as NN-name.cl.bak)\n"
          "  --kernels DIR    where the installed kernels are, as for 'simtlab run'\n"
          "  --seed N         the datasets' seed (default 1)\n"
          "  --hidden SEED    add sizes the handout does not list, chosen from SEED (1, primes, group\n"
          "                   size +- 1, sizes no vector width divides), some at another work-group\n"
          "                   size or tile: a kernel tuned to the published sizes or launch fails\n"
          "\n"
          "exit codes: 0 every dataset passed, 1 one failed (or a target missed with --strict),\n"
          "            2 bad usage, 3 no usable OpenCL device, 4 an output could not be written,\n"
          "            130 / 143 stopped by SIGINT / SIGTERM (what finished is printed and written)\n",
          f);
}

int lab_usage_error(const char *fmt, const char *a, const char *b)
{
    fprintf(stderr, "simtlab lab: ");
    fprintf(stderr, fmt, a, b);
    fprintf(stderr, "\n(simtlab lab --help lists the commands)\n");
    return EXIT_USAGE;
}

char *lab_slurp(const char *path, sl_err *e)
{
    char *text = NULL;
    return sl_slurp(path, "file", 0, &text, NULL, e) == SL_OK ? text : NULL;
}

/* ./simtlab-labs/NN-slug.cl */
void lab_default_kernel(const sl_lab *lab, const char *dir, char *path, size_t len)
{
    char base[64];
    sl_lab_basename(lab, SL_LAB_STARTER, base, sizeof base);
    snprintf(path, len, "%s/%s", dir, base);
}

void lab_status_path(const sl_lab *lab, char *path, size_t len)
{
    char base[64];
    sl_lab_basename(lab, SL_LAB_STARTER, base, sizeof base);
    snprintf(path, len, "%s/.%s.last", DEFAULT_DIR, base);
}
