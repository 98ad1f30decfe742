/* interrupt.c - the first SIGINT/SIGTERM asks the run to stop; the second ends it. */
#include "simtlab/interrupt.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t seen;
static char rmdir_path[1024]; /* "" none; written with the signals blocked */

static void on_signal(int sig)
{
    static const char again[] = "\nsimtlab: stopped\n";
    static const char first[] = "\nsimtlab: interrupted: finishing the case in flight and writing the rows so far "
                                "(again to stop at once)\n";
    if (seen) {
        /* write(2) and _exit(2) are async-signal-safe; outputs are
         * written with these signals blocked, so no temporary file is
         * left behind here */
        (void)!write(STDERR_FILENO, again, sizeof again - 1);
        if (rmdir_path[0])
            (void)rmdir(rmdir_path);
        _exit(128 + sig);
    }
    seen = sig;
    (void)!write(STDERR_FILENO, first, sizeof first - 1);
}

void sl_interrupt_install(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    /* restart system calls: a driver's blocking wait must not fail with EINTR */
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

void sl_interrupt_rmdir_on_exit(const char *path)
{
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigprocmask(SIG_BLOCK, &block, &old);
    if (path && strlen(path) < sizeof rmdir_path)
        memcpy(rmdir_path, path, strlen(path) + 1);
    else
        rmdir_path[0] = '\0';
    sigprocmask(SIG_SETMASK, &old, NULL);
}

int sl_interrupted(void)
{
    return seen;
}

void sl_interrupt_reset(void)
{
    seen = 0;
}
