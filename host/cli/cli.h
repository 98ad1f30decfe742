/* cli.h - the subcommands of the simtlab command (private to host/cli). */
#ifndef SIMTLAB_CLI_H
#define SIMTLAB_CLI_H

#include "simtlab/device.h"
#include "simtlab/devlock.h"
#include "simtlab/error.h"
#include "simtlab/result.h"

enum { EXIT_CHECK_FAILED = 1, EXIT_USAGE = 2, EXIT_NO_DEVICE = 3, EXIT_IO = 4, EXIT_DEVICE_LOST = 5,
       EXIT_NO_TOOL = 6 /* isa --target: no offline compiler, or not its libraries */,
       EXIT_SLOW_TWIN = 7 /* run -d all: a device below the median of its identical twins */ };

/* A command's step (parse the options, check the files, ...) returns
 * CLI_GO_ON when nothing stops the command, else its exit code. */
#define CLI_GO_ON (-1)

int cmd_list(int argc, char **argv);
int cmd_info(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_model(int argc, char **argv);
int cmd_lab(int argc, char **argv);
int cmd_isa(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_plot(int argc, char **argv);
int cmd_roofline(int argc, char **argv);
int cmd_tune(int argc, char **argv);

/* Read a results file (simtlab run --json) into res: SL_E_USAGE naming
 * path and the reason when it is missing, not a regular file, over 64 MiB
 * or not a results file (sl_report_read_json). */
int cli_load_results(const char *path, sl_results *res, char *device, size_t device_len, sl_err *e);
/* The checks cli_load_results makes before reading: a regular file of at most 64 MiB. */
int cli_check_results_file(const char *path, sl_err *e);

/* Print e to stderr ("simtlab: ..." and any detail) and return the exit code
 * for rc. SL_E_NOMATCH also lists the devices there are. */
int cli_fail(int rc, const sl_err *e);

/* Print every device as "P:D  name  [type]  (platform)" to f. */
void cli_print_devices(FILE *f);

/* The message for getopt_long's '?' or ':' (with opterr = 0), from optind
 * and optopt: an unknown short option even inside a group ("-xy"), an
 * ambiguous abbreviation ("--s" could be --stride or --sector), a value
 * given to an option that takes none ("--json=1"). Returns buf. */
struct option;
const char *cli_opt_error(char *buf, size_t len, int c, int argc, char **argv, const struct option *longopts);

/* A watched child's rows to its parent (watch.h's 'R' message): the
 * on_rows hook of sl_ctx and sl_lab_check_opts. */
void cli_send_rows(void *arg, const sl_results *res, size_t from);
/* An 'R' message's rows appended to into; a malformed one adds none. */
void cli_rows_from(const char *payload, size_t n, sl_results *into);

/* A child to be watched through watch.h's pipe (proc.h, without a
 * program): in the child, SL_PROC_CHILD with c->fd its end to write; in the
 * parent, SL_OK with c->fd the end to read; -1 (said on stderr, naming
 * `what`) when no child could be made. */
#include "simtlab/proc.h"
int cli_fork_watched(sl_proc *c, const char *what);

/* One GPU, many graders (devlock.h): before a check or a run uses device
 * p, take its lock, or wait for it saying so once on stderr ("simtlab:
 * waiting for ..."). Only a GPU is locked (SIMTLAB_LOCK_CPU=1 locks a CPU
 * too: for the tests). 0, or the exit code: 128 + the signal when SIGINT
 * or SIGTERM ended the wait; the lock's own failures are said and the
 * device used unlocked (a lock is a courtesy between graders, not a
 * reason to refuse to run). Released when the process ends. */
int cli_devlock(const sl_profile *p, bool no_lock, sl_devlock *l);

/* No output may be an input (issue 42 item 7): an output o (given by flag,
 * "--json") that is a file of --kernels DIR (kd.cli, may be NULL) or of
 * $SIMTLAB_KERNEL_PATH (kd.env) is refused, said on stderr after "simtlab CMD: ".
 * Every file there counts, not only the kernel this command loads: a
 * kernel directory is the user's source. 0, or EXIT_USAGE. */
struct sl_out;
/* Open the device -d TEXT names (or $SIMTLAB_DEVICE, else the default),
 * its settings from the environment (SIMTLAB_GUARDS, SIMTLAB_DUMP_BINARIES):
 * what every command that runs on a device does. Codes as sl_dev_open. */
#include "simtlab/device.h"
int cli_dev_open(const char *text, sl_device *dev, sl_err *e);

/* The offline compiler's settings (offline.h) as the environment gives
 * them: SIMTLAB_CLANG, PATH, SIMTLAB_OFFLINE_TIMEOUT (seconds). */
#include "simtlab/offline.h"
sl_offline_env cli_offline_env(void);
/* The tuning path's part from the environment (tuning.h):
 * SIMTLAB_TUNING_DIR, XDG_DATA_HOME, HOME. */
#include "simtlab/tuning.h"
sl_tuning_env cli_tuning_env(void);
/* $SIMTLAB_SOLUTIONS_DIR (an instructor's copy of the solutions), or NULL
 * when unset or empty: handed down as sl_lab_check_opts.solutions_dir. */
const char *cli_solutions_dir(void);
/* The kernel directories a user sets: --kernels DIR (kernels_opt, may be
 * NULL) and $SIMTLAB_KERNEL_PATH (NULL when unset or empty), handed down
 * as sl_run_opts.kernels and the like (kerneldirs.h). */
#include "simtlab/kerneldirs.h"
sl_kernel_dirs cli_kernel_dirs(const char *kernels_opt);

int cli_out_not_kernel(const char *cmd, const char *flag, const struct sl_out *o, sl_kernel_dirs kd);

/* Is this argument a request for help? */
int cli_is_help(const char *arg);

#endif
