/* options.c - what every subcommand shares: error reporting, device lists. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

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
    case SL_E_NOMATCH:
        fprintf(stderr, "devices (select with -d P:D, gpu, cpu or part of a name):\n");
        cli_print_devices(stderr);
        return EXIT_USAGE;
    default: return EXIT_CHECK_FAILED;
    }
}
