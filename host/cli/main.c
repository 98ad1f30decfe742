/* main.c - `simtlab COMMAND ...`: dispatch to one file per subcommand. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "simtlab/columns.h"

static const struct {
    const char *name;
    int (*fn)(int, char **);
    const char *summary;
} commands[] = {
    { "list", cmd_list, "list the benchmark suites" },
    { "info", cmd_info, "show OpenCL devices: SIMD width and its source, caches, memory, limits" },
    { "run", cmd_run, "run suites on one device; print a verified table; save JSON/CSV" },
    { "tune", cmd_tune, "search a suite's tiles on this device in a time budget; write its tuning file" },
    { "lab", cmd_lab, "classroom labs: show a handout, start, check your kernel (PASS/FAIL, speed), hints" },
    { "model", cmd_model, "what the hardware should do: coalescing, occupancy (no device)" },
    { "compare", cmd_compare, "result files side by side: % of each device's ceiling, the model, where they differ" },
    { "merge", cmd_merge, "results files from many hosts into one store that compare and plot read" },
    { "isa", cmd_isa, "what the driver compiled a suite's kernels to: load/store widths in PTX, registers" },
    { "roofline", cmd_roofline, "place every FLOP row of a results file on its device's measured roofline" },
    { "plot", cmd_plot, "draw results files with gnuplot: stride, offset, vector, matmul, occupancy (SVG, PNG)" },
};
#define N_COMMANDS (sizeof commands / sizeof commands[0])

static void usage(FILE *f)
{
    fprintf(f, "usage: simtlab COMMAND [OPTIONS]\n\ncommands:\n");
    for (size_t i = 0; i < N_COMMANDS; ++i)
        fprintf(f, "  %-7s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "\n'simtlab COMMAND --help' (or 'simtlab help COMMAND') describes one command;\n"
               "'simtlab help columns' explains every column of run's table.\n"
               "  --version   print the version\n"
               "exit codes: 0 ok, 1 a check failed, 2 bad usage, 3 no usable OpenCL device,\n"
               "            4 an output could not be written, 5 the device stopped answering,\n"
               "            6 no offline compiler (isa --target),\n"
               "            130/143 interrupted (SIGINT/SIGTERM)\n");
}

/* What a command printed must have reached standard output: `simtlab
 * model coalesce > /dev/full` is an error, not a silent success. */
static int finish_stdout(int rc)
{
    errno = 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "simtlab: cannot write standard output: %s\n", errno ? strerror(errno) : "write error");
        return rc ? rc : EXIT_IO;
    }
    return rc;
}

static int dispatch(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    /* `simtlab help columns`: every column of the run table in plain words;
     * `simtlab help COMMAND`: that command's --help */
    if (argc == 3 && strcmp(argv[1], "help") == 0) {
        if (strcmp(argv[2], "columns") == 0) {
            sl_columns_explain(stdout, 100);
            return 0;
        }
        for (size_t i = 0; i < N_COMMANDS; ++i)
            if (strcmp(argv[2], commands[i].name) == 0) {
                char *sub[] = { argv[2], (char *)"--help", NULL };
                return commands[i].fn(2, sub);
            }
        fprintf(stderr, "simtlab help: no topic '%.100s': 'simtlab help columns' explains the run table's columns, "
                        "'simtlab help COMMAND' a command\n", argv[2]);
        return EXIT_USAGE;
    }
    if (cli_is_help(argv[1]) || strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0) {
        if (argc > 2) {
            fprintf(stderr, "simtlab: unexpected argument '%.100s' after %s\n", argv[2], argv[1]);
            return EXIT_USAGE;
        }
        if (cli_is_help(argv[1]))
            usage(stdout);
        else
            printf("simtlab %s\n", SIMTLAB_VERSION);
        return 0;
    }
    /* `simtlab run help` is `simtlab run --help`, as `simtlab help` is
     * `simtlab --help`: no suite, lab or model is named "help". */
    static char help_opt[] = "--help";
    if (argc == 3 && strcmp(argv[2], "help") == 0)
        argv[2] = help_opt;
    for (size_t i = 0; i < N_COMMANDS; ++i)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].fn(argc - 1, argv + 1);
    fprintf(stderr, "simtlab: unknown command '%.100s'%s\n\n", argv[1], strlen(argv[1]) > 100 ? "..." : "");
    usage(stderr);
    return EXIT_USAGE;
}

int main(int argc, char **argv)
{
    return finish_stdout(dispatch(argc, argv));
}
