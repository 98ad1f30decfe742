/* options.c - what every subcommand shares: error reporting, device lists,
 * a watched child's rows. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "simtlab/interrupt.h"
#include "simtlab/report.h"
#include "simtlab/watch.h"

int cli_is_help(const char *arg)
{
    return strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0 || strcmp(arg, "help") == 0;
}

void cli_print_devices(FILE *f)
{
    sl_dev_list list;
    sl_err e = { 0 };
    if (sl_dev_enumerate(&list, &e) != SL_OK) {
        fprintf(f, "  (no devices: %s)\n", e.msg);
        sl_err_clear(&e);
        return;
    }
    for (size_t i = 0; i < list.n; ++i) {
        const sl_dev_entry *d = &list.items[i];
        fprintf(f, "  %u:%u  %-40s [%s]  (%s)\n", d->platform, d->device, d->device_name,
                (d->type & CL_DEVICE_TYPE_GPU) ? "gpu" : (d->type & CL_DEVICE_TYPE_CPU) ? "cpu" : "other",
                d->platform_name);
    }
    sl_dev_list_free(&list);
}

int cli_fail(int rc, const sl_err *e)
{
    fprintf(stderr, "simtlab: %s\n", e->msg[0] ? e->msg : "unknown error");
    if (e->detail)
        fprintf(stderr, "---- build log ----\n%s\n-------------------\n", e->detail);
    switch (rc) {
    case SL_E_USAGE: return EXIT_USAGE;
    case SL_E_NODEV: return EXIT_NO_DEVICE;
    case SL_E_IO: return EXIT_IO;
    case SL_E_LOST: return EXIT_DEVICE_LOST;
    case SL_E_NOMATCH:
        fprintf(stderr, "devices (select with -d P:D, gpu, cpu or part of a name):\n");
        cli_print_devices(stderr);
        return EXIT_USAGE;
    default: return EXIT_CHECK_FAILED;
    }
}

/* Append "--NAME" of every long option that text (after "--", up to any
 * '=') abbreviates; return how many there are and set *exact when one is
 * spelled in full. */
static int long_matches(const char *text, const struct option *longopts, char *buf, size_t len, int *exact)
{
    size_t n = strcspn(text, "=");
    int count = 0;
    size_t used = strlen(buf);
    *exact = 0;
    for (const struct option *o = longopts; o->name; ++o) {
        if (strncmp(o->name, text, n) != 0)
            continue;
        if (strlen(o->name) == n)
            *exact = 1;
        int w = snprintf(buf + used, len - used, "%s--%s", count ? ", " : "", o->name);
        if (w > 0 && (size_t)w < len - used)
            used += (size_t)w;
        ++count;
    }
    return count;
}

const char *cli_opt_error(char *buf, size_t len, int c, int argc, char **argv, const struct option *longopts)
{
    /* getopt_long leaves optind past a long option (always) and past a short
     * one only when it ended its group (-xy: 'x' leaves optind on "-xy"). */
    const char *arg = optind > 0 && optind <= argc ? argv[optind - 1] : "";
    int is_long = strncmp(arg, "--", 2) == 0 && arg[2] != '\0';
    if (optopt != 0 && is_long) { /* a long option whose val is optopt: was it that one? */
        const char *eq = strchr(arg, '=');
        int named = 0;
        for (const struct option *o = longopts; o->name; ++o)
            named |= o->val == optopt;
        if (!named)
            is_long = 0;
        else if (c == ':' || !eq)
            snprintf(buf, len, "option '%.*s' needs a value", (int)(eq ? eq - arg : (long)strlen(arg)), arg);
        else
            snprintf(buf, len, "option '%.*s' takes no value (give it as '%.*s', not '%.200s')", (int)(eq - arg),
                     arg, (int)(eq - arg), arg, arg);
        if (named)
            return buf;
    }
    if (optopt != 0 && !is_long) {
        if (c == ':')
            snprintf(buf, len, "option '-%c' needs a value", optopt);
        else if (optopt > 32 && optopt < 127) {
            /* the group it came from: still at optind when more letters follow */
            const char *group = optind < argc && argv[optind][0] == '-' && argv[optind][1] != '-' &&
                                        strchr(argv[optind] + 1, optopt) ? argv[optind] : arg;
            if (group[0] == '-' && group[1] == optopt && group[2] == '\0')
                snprintf(buf, len, "unknown option '-%c'", optopt);
            else
                snprintf(buf, len, "unknown option '-%c' in '%.200s'", optopt, group);
        }
        else
            snprintf(buf, len, "unknown option (character code %d)", optopt);
        return buf;
    }
    /* optopt 0: a long option getopt could not pick */
    char names[512] = "";
    int exact = 0;
    int n = is_long ? long_matches(arg + 2, longopts, names, sizeof names, &exact) : 0;
    if (n > 1 && !exact)
        snprintf(buf, len, "option '%.200s' is ambiguous: it could be %s", arg, names);
    else
        snprintf(buf, len, "unknown option '%.200s'", arg);
    return buf;
}

void cli_send_rows(void *arg, const sl_results *res, size_t from)
{
    (void)arg;
    char *text = sl_report_rows_json(res, from);
    if (text) {
        sl_watch_send('R', text, strlen(text));
        cJSON_free(text);
    }
}

void cli_rows_from(const char *payload, size_t n, sl_results *into)
{
    char *text = malloc(n + 1);
    sl_err e = { 0 };
    if (!text)
        return;
    memcpy(text, payload, n);
    text[n] = '\0';
    if (sl_report_parse_json(text, into, NULL, 0, &e) != SL_OK)
        fprintf(stderr, "simtlab: a child's rows were not read: %s\n", e.msg);
    free(text);
    sl_err_clear(&e);
}

int cli_fork_watched(sl_proc *c, const char *what)
{
    const sl_proc_spec spec = { .what = what, .in = -1, .out = -1, .err = -1, .msg_pipe = true };
    sl_err e = { 0 };
    const int rc = sl_proc_start(c, &spec, &e);
    if (rc == SL_FAIL) {
        fprintf(stderr, "simtlab: %s\n", e.msg);
        sl_err_clear(&e);
        return -1;
    }
    return rc;
}

int cli_devlock(const sl_profile *p, bool no_lock, sl_devlock *l)
{
    l->fd = -1;
    /* A CPU device (PoCL) is not locked: its work-items are the host's own
     * threads, shared with everything else the machine runs, and no lab
     * grades speed on a CPU, so two checks there only slow each other
     * down, they grade the same. A GPU's timings are graded. */
    const char *force = getenv("SIMTLAB_LOCK_CPU");
    const bool cpu_too = force && strcmp(force, "1") == 0;
    if (no_lock || (!(p->type & CL_DEVICE_TYPE_GPU) && !cpu_too))
        return 0;
    char dir[PATH_MAX], key[SL_DEVLOCK_KEY_MAX];
    sl_err e = { 0 };
    sl_devlock_key(p->platform, p->name, p->platform_index, p->device_index, key, sizeof key);
    if (sl_devlock_dir(getenv("XDG_RUNTIME_DIR"), getenv("XDG_CACHE_HOME"), getenv("HOME"),
                       (unsigned long)geteuid(), dir, sizeof dir, &e) != SL_OK ||
        sl_devlock_open(dir, key, l, &e) != SL_OK) {
        fprintf(stderr, "simtlab: %s; the device is used without a lock\n", e.msg);
        sl_err_clear(&e);
        sl_devlock_release(l);
        return 0;
    }
    if (sl_devlock_try(l))
        return 0;
    const sl_devlock_holder h = sl_devlock_holder_of(l);
    char pid[32] = "pid ?", since[16] = "?";
    struct tm tm;
    if (h.pid > 0)
        snprintf(pid, sizeof pid, "pid %ld", h.pid);
    if (h.since > 0 && localtime_r(&h.since, &tm))
        strftime(since, sizeof since, "%H:%M:%S", &tm);
    fprintf(stderr, "simtlab: waiting for [%u:%u] %s: another simtlab holds it (%s, since %s; --no-lock to skip)\n",
            p->platform_index, p->device_index, p->name, pid, since);
    fflush(stderr);
    sl_interrupt_install(); /* ^C ends the wait, not the process mid-write */
    if (sl_devlock_wait(l, &e) != SL_OK) {
        sl_err_clear(&e);
        sl_devlock_release(l);
        return 128 + sl_interrupted();
    }
    return 0;
}

int cli_dev_open(const char *text, sl_device *dev, sl_err *e)
{
    const int rc = sl_dev_open_text(text, getenv("SIMTLAB_DEVICE"), dev, e);
    if (rc == SL_OK) {
        const char *guards = getenv("SIMTLAB_GUARDS"), *dump = getenv("SIMTLAB_DUMP_BINARIES");
        dev->set.no_guards = guards && strcmp(guards, "0") == 0;
        dev->set.dump_dir = dump && *dump ? dump : NULL;
    }
    return rc;
}

sl_tuning_env cli_tuning_env(void)
{
    return (sl_tuning_env){ .dir = getenv("SIMTLAB_TUNING_DIR"), .xdg_data_home = getenv("XDG_DATA_HOME"),
                            .home = getenv("HOME") };
}

const char *cli_solutions_dir(void)
{
    const char *d = getenv("SIMTLAB_SOLUTIONS_DIR");
    return d && *d ? d : NULL;
}

sl_offline_env cli_offline_env(void)
{
    const char *limit = getenv("SIMTLAB_OFFLINE_TIMEOUT");
    return (sl_offline_env){ .clang = getenv("SIMTLAB_CLANG"), .path = getenv("PATH"),
                             .limit_s = limit ? strtod(limit, NULL) : 0.0 };
}

sl_kernel_dirs cli_kernel_dirs(const char *kernels_opt)
{
    const char *env = getenv("SIMTLAB_KERNEL_PATH");
    return (sl_kernel_dirs){ .cli = kernels_opt, .env = env && *env ? env : NULL };
}

int cli_out_not_kernel(const char *cmd, const char *flag, const sl_out *o, sl_kernel_dirs kd)
{
    const char *dirs[] = { kd.cli, kd.env };
    const char *names[] = { "--kernels", "SIMTLAB_KERNEL_PATH" };
    for (size_t i = 0; i < 2; ++i) {
        char hit[PATH_MAX + 64];
        if (dirs[i] && sl_out_in_dir(o, dirs[i], hit, sizeof hit)) {
            fprintf(stderr, "simtlab %s: %s %s is %s, a file of %s %s: it would be replaced\n", cmd, flag, o->arg,
                    hit, names[i], dirs[i]);
            return EXIT_USAGE;
        }
    }
    return 0;
}
