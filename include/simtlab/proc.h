/* proc.h - the supervisor: the one place simtlab starts, signals, times
 * and reaps a child process (issue 43 item 2).
 *
 * Every child runs in a process group of its own, which a stop kills
 * whole: what a compiler, gnuplot or oclgrind starts goes with it. ^C at
 * the terminal reaches simtlab alone, which decides what its children
 * are told. The kernel kills a child whose simtlab dies
 * (PR_SET_PDEATHSIG), so none outlives it however it ends.
 *
 * A child either runs a program (spec.argv) or, without argv, returns from
 * sl_proc_start in the child to run this program's own code (the run's
 * worker, the lab checker), talking to its parent over a pipe (msg_pipe).
 * Between fork and exec the child makes only async-signal-safe calls (the
 * parent may have a driver's threads): an environment of the child's own
 * is built in the parent.
 *
 * Below the CLI and with no OpenCL (base): nothing here prints.
 */
#ifndef SIMTLAB_PROC_H
#define SIMTLAB_PROC_H

#include <signal.h>
#include <stdbool.h>
#include <sys/types.h>

#include "simtlab/error.h"

/* A standard stream of the child from or to /dev/null. */
#define SL_PROC_NULL (-2)

/* sl_proc_start's return in a child that runs this program's code. */
#define SL_PROC_CHILD 2

typedef struct sl_proc_spec {
    const char *what;         /* what the child is, for messages ("the compiler") */
    const char *who;          /* a program that cannot run says "WHO: cannot run ARGV0: WHY HINT"; NULL: "simtlab" */
    const char *hint;         /* ... and then this, or NULL */
    const char *const *argv;  /* the program and its arguments, NULL-ended; NULL: no exec */
    const char *path;         /* the program's file when not argv[0] (argv[0] then only its name) */
    bool search_path;         /* argv[0] is looked up in PATH */
    const char *dir;          /* the child's working directory (a program only), or NULL */
    const char *const *env;   /* NULL-ended: "NAME=VALUE" set, "NAME" unset, in the child only */
    int in, out, err;         /* the child's fd 0, 1, 2: -1 as the parent's, SL_PROC_NULL, or an fd */
    bool out_pipe, err_pipe;  /* the child's stdout / stderr into a pipe the parent reads */
    bool msg_pipe;            /* a pipe the child writes (sl_proc.fd in both) */
    int deathsig;             /* sent to the child when simtlab dies; 0: SIGKILL */
    bool default_signals;     /* SIGINT and SIGTERM back to their defaults in the child */
    const sigset_t *mask;     /* the child's signal mask; NULL: none blocked for a program, as is without */
} sl_proc_spec;

typedef struct sl_proc {
    pid_t pid;        /* the child, the leader of its group; 0 before a start */
    int fd;           /* msg_pipe: the parent's read end (the child's write end, in the child); else -1 */
    int out_fd;       /* out_pipe: the parent's read end of the child's stdout; else -1 */
    int err_fd;       /* err_pipe: the same for stderr */
    int status;       /* waitpid's status, once reaped */
    bool reaped;      /* ended and waited for */
    bool killed;      /* sl_proc_kill or a time limit stopped it */
} sl_proc;

/* Start a child as spec says. SL_OK in the parent; SL_PROC_CHILD in a
 * child without argv (p->fd its end of msg_pipe); SL_FAIL with e when no
 * child could be started (no pipe, no process). A program that cannot be
 * executed exits 127 after saying so on its stderr (who, hint). */
int sl_proc_start(sl_proc *p, const sl_proc_spec *spec, sl_err *e);

/* Has the child ended? Reaps it when it has; never waits. A child that
 * cannot be waited for (waitpid fails) counts as ended, its status as
 * exit 255: never read as a success. */
bool sl_proc_done(sl_proc *p);

/* Wait for the child to end: its status. */
int sl_proc_wait(sl_proc *p);

/* Wait at most limit_s seconds (a negative limit: no limit), and while
 * stop(arg) is false (stop may be NULL), for the child to end; past
 * either it is killed (p->killed). Its status. */
int sl_proc_wait_for(sl_proc *p, double limit_s, bool (*stop)(void *arg), void *arg);

/* Send sig to the child's whole group (no-op once reaped). */
void sl_proc_signal(const sl_proc *p, int sig);

/* Kill the child's whole group and reap the child: its status. */
int sl_proc_kill(sl_proc *p);

/* Close the parent's ends of the child's pipes that are still open. */
void sl_proc_close(sl_proc *p);

/* A status as an exit code: the code, or 128 + the signal that ended it. */
int sl_proc_exit_code(int status);

/* Is there a process pid (any owner, a zombie included)? */
bool sl_proc_alive(pid_t pid);

#endif
