/* proc.c - the supervisor: start, signal, time and reap a child (proc.h). */
#define _GNU_SOURCE
#include "simtlab/proc.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The child's environment: the parent's with spec's edits, built before
 * the fork (setenv is not async-signal-safe). NULL on no memory. */
static char **child_env(const char *const *edits)
{
    size_t n = 0, m = 0;
    while (environ && environ[n])
        ++n;
    while (edits[m])
        ++m;
    char **env = calloc(n + m + 1, sizeof *env);
    if (!env)
        return NULL;
    size_t k = 0;
    for (size_t i = 0; i < n; ++i) {
        const char *eq = strchr(environ[i], '=');
        const size_t len = eq ? (size_t)(eq - environ[i]) : strlen(environ[i]);
        bool edited = false;
        for (size_t j = 0; j < m && !edited; ++j) {
            const char *q = strchr(edits[j], '=');
            const size_t l = q ? (size_t)(q - edits[j]) : strlen(edits[j]);
            edited = l == len && memcmp(edits[j], environ[i], len) == 0;
        }
        if (!edited)
            env[k++] = environ[i];
    }
    for (size_t j = 0; j < m; ++j)
        if (strchr(edits[j], '='))
            env[k++] = (char *)edits[j];
    env[k] = NULL;
    return env;
}

/* In the child: fd onto target (SL_PROC_NULL: /dev/null; -1: as is).
 * Only async-signal-safe calls. */
static bool child_fd(int fd, int target)
{
    if (fd == -1)
        return true;
    if (fd == SL_PROC_NULL) {
        fd = open("/dev/null", target == STDIN_FILENO ? O_RDONLY : O_WRONLY);
        if (fd < 0)
            return false;
        const bool ok = fd == target || dup2(fd, target) == target;
        if (fd != target)
            close(fd);
        return ok;
    }
    if (fd == target) /* keep it across exec */
        return fcntl(fd, F_SETFD, 0) == 0;
    return dup2(fd, target) == target;
}

/* In the child, after fork: its group, its death with the parent, its
 * signals and streams. false when the parent is already gone or a stream
 * could not be set. Only async-signal-safe calls. */
static bool child_setup(const sl_proc_spec *s, pid_t parent, const int out[2], const int err[2])
{
    setpgid(0, 0);
    if (prctl(PR_SET_PDEATHSIG, s->deathsig ? s->deathsig : SIGKILL) != 0 || getppid() != parent)
        return false; /* simtlab already gone: nobody would reap this child */
    if (s->default_signals) {
        struct sigaction dfl;
        memset(&dfl, 0, sizeof dfl);
        dfl.sa_handler = SIG_DFL;
        sigemptyset(&dfl.sa_mask);
        sigaction(SIGINT, &dfl, NULL);
        sigaction(SIGTERM, &dfl, NULL);
    }
    if (s->mask) {
        sigprocmask(SIG_SETMASK, s->mask, NULL);
    } else if (s->argv) {
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
    }
    return child_fd(s->in, STDIN_FILENO) && child_fd(s->out_pipe ? out[1] : s->out, STDOUT_FILENO) &&
           child_fd(s->err_pipe ? err[1] : s->err, STDERR_FILENO);
}

static void say(const char *text)
{
    if (text)
        (void)!write(STDERR_FILENO, text, strlen(text));
}

/* In the child: the program, never returning. strerrordesc_np, unlike
 * strerror, neither translates nor allocates. */
static void child_exec(const sl_proc_spec *s, char **env)
{
    if (s->dir && chdir(s->dir) != 0) {
        say("simtlab: no such directory for the child\n");
        _exit(127);
    }
    if (env)
        environ = env;
    if (s->path)
        execv(s->path, (char *const *)s->argv);
    else if (s->search_path)
        execvp(s->argv[0], (char *const *)s->argv);
    else
        execv(s->argv[0], (char *const *)s->argv);
    const char *why = strerrordesc_np(errno);
    say(s->who ? s->who : "simtlab");
    say(": cannot run ");
    say(s->path ? s->path : s->argv[0]);
    say(": ");
    say(why ? why : "cannot be executed");
    if (s->hint) {
        say(" ");
        say(s->hint);
    }
    say("\n");
    _exit(127);
}

/* Close every end of the pipes that is open; which: 0 or 1 for one end
 * only, -1 for both. */
static void close_pipes(int pipes[3][2], int which)
{
    for (int i = 0; i < 3; ++i)
        for (int end = 0; end < 2; ++end)
            if ((which < 0 || which == end) && pipes[i][end] >= 0) {
                close(pipes[i][end]);
                pipes[i][end] = -1;
            }
}

int sl_proc_start(sl_proc *p, const sl_proc_spec *s, sl_err *e)
{
    const char *what = s->what ? s->what : s->argv ? s->argv[0] : "a child process";
    int pipes[3][2] = { { -1, -1 }, { -1, -1 }, { -1, -1 } }; /* msg, out, err */
    const bool want[3] = { s->msg_pipe, s->out_pipe, s->err_pipe };
    memset(p, 0, sizeof *p);
    p->fd = p->out_fd = p->err_fd = -1;
    for (int i = 0; i < 3; ++i)
        if (want[i] && pipe2(pipes[i], O_CLOEXEC) != 0) {
            const int errno_ = errno;
            close_pipes(pipes, -1);
            return sl_err_set(e, SL_FAIL, "cannot make a pipe for %s: %s", what, strerror(errno_));
        }
    char **env = s->argv && s->env ? child_env(s->env) : NULL;
    if (s->argv && s->env && !env) {
        close_pipes(pipes, -1);
        return sl_err_set(e, SL_FAIL, "cannot start %s: out of memory", what);
    }
    fflush(NULL); /* nothing buffered is written twice */
    const pid_t parent = getpid(), pid = fork();
    if (pid == 0) {
        if (!child_setup(s, parent, pipes[1], pipes[2]))
            _exit(127);
        if (s->argv)
            child_exec(s, env);
        p->fd = pipes[0][1];
        pipes[0][1] = -1; /* the child's to write */
        close_pipes(pipes, -1);
        p->pid = getpid();
        return SL_PROC_CHILD;
    }
    const int errno_ = errno;
    free(env);
    if (pid < 0) {
        close_pipes(pipes, -1);
        return sl_err_set(e, SL_FAIL, "cannot start %s: %s", what, strerror(errno_));
    }
    setpgid(pid, pid); /* as the child does: a kill of the group at once reaches it */
    p->pid = pid;
    close_pipes(pipes, 1); /* the child's ends */
    p->fd = pipes[0][0];
    p->out_fd = pipes[1][0];
    p->err_fd = pipes[2][0];
    return SL_OK;
}

/* waitpid with flags until it answers; reaped when the child has ended or
 * cannot be waited for (then its status reads as exit 255, never as a
 * success). */
static bool reap(sl_proc *p, int flags)
{
    if (p->reaped || p->pid <= 0)
        return true;
    pid_t w;
    while ((w = waitpid(p->pid, &p->status, flags)) < 0 && errno == EINTR)
        ;
    if (w < 0)
        p->status = 255 << 8;
    p->reaped = w != 0;
    return p->reaped;
}

bool sl_proc_done(sl_proc *p)
{
    return reap(p, WNOHANG);
}

int sl_proc_wait(sl_proc *p)
{
    reap(p, 0);
    return p->status;
}

int sl_proc_wait_for(sl_proc *p, double limit_s, bool (*stop)(void *arg), void *arg)
{
    const double until = now_s() + limit_s;
    while (!sl_proc_done(p)) {
        if ((limit_s >= 0.0 && now_s() > until) || (stop && stop(arg)))
            return sl_proc_kill(p);
        struct timespec ts = { 0, 20 * 1000000L };
        nanosleep(&ts, NULL);
    }
    return p->status;
}

void sl_proc_signal(const sl_proc *p, int sig)
{
    if (p->reaped || p->pid <= 0)
        return;
    if (kill(-p->pid, sig) != 0) /* not a group (yet): the child itself */
        kill(p->pid, sig);
}

int sl_proc_kill(sl_proc *p)
{
    if (p->reaped || p->pid <= 0)
        return p->status;
    kill(-p->pid, SIGKILL);
    kill(p->pid, SIGKILL); /* in case it has not made its group yet */
    p->killed = true;
    return sl_proc_wait(p);
}

void sl_proc_close(sl_proc *p)
{
    int *fds[3] = { &p->fd, &p->out_fd, &p->err_fd };
    for (int i = 0; i < 3; ++i)
        if (*fds[i] >= 0) {
            close(*fds[i]);
            *fds[i] = -1;
        }
}

int sl_proc_exit_code(int status)
{
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : 255;
}

bool sl_proc_alive(pid_t pid)
{
    return pid > 0 && (kill(pid, 0) == 0 || errno != ESRCH);
}
