/* cmd_roofline.c - `simtlab roofline FILE.json [--roof ROOFS.json]`: the
 * measured roofline of a results file's device, and every row of the file
 * that counts FLOPs and bytes placed on it (roofline.h). The roofs come
 * from the roofline suite's rows (and bandwidth's best read) of FILE, or of
 * ROOFS when FILE has none (a matmul run placed on a roofline measured
 * earlier on the same device). Nothing is written but standard output. */
#include <getopt.h>
#include <stdio.h>
#include <sys/stat.h>
#include <string.h>

#include "cli.h"
#include "simtlab/derive.h"
#include "simtlab/registry.h"
#include "simtlab/roof.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: simtlab roofline [--roof ROOFS.json] FILE.json\n\n"
               "The roofline of FILE's device as measured by 'simtlab run roofline' (its FP32\n"
               "peak, its bandwidth roof: the sweep's best or bandwidth's best read, whichever is\n"
               "higher, and the ridge point between them), every row of FILE that counts FLOPs\n"
               "and bytes placed on it (FLOP per byte, GFLOP/s, the roof above it, %% of that\n"
               "roof, memory- or compute-bound), and the picture in the terminal.\n\n"
               "  --roof FILE  take the roofs from this file's roofline (and bandwidth read) rows\n"
               "               instead: it must come from the same device\n"
               "  -h, --help   this text\n\n"
               "  simtlab run roofline matmul --json h200.json && simtlab roofline h200.json\n\n"
               "exit codes: 0 ok, 2 bad usage, a file that is not a results file, or no\n"
               "roofline rows to take the roofs from\n");
}

/* The spec-sheet peak the sweep rows recorded beside their figures. */
static double spec_peak(const sl_results *res)
{
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        const sl_kv *peak = sl_kv_get(&r->metrics, SL_M_PEAK_GFLOPS);
        const sl_kv *src = sl_kv_get(&r->metrics, SL_M_PEAK_SOURCE);
        if (sl_roofline_sweep_row(sl_suite_show, r) && peak && !peak->is_str && src && src->is_str &&
            strncmp(src->str, "spec", 4) == 0)
            return peak->num;
    }
    return 0.0;
}

int cmd_roofline(int argc, char **argv)
{
    static const struct option longopts[] = {
        { "roof", required_argument, NULL, 'r' },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    const char *roof_path = NULL;
    int c;
    optind = 1;
    argv[0] = (char *)"simtlab roofline";
    while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (c) {
        case 'r': roof_path = optarg; break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return EXIT_USAGE;
        }
    }
    if (argc - optind != 1) {
        fprintf(stderr, "simtlab roofline: give one results file (%d given)\n\n", argc - optind);
        usage(stderr);
        return EXIT_USAGE;
    }
    const char *path = argv[optind];
    struct stat sa, sb; /* --roof FILE itself: its roofs are already FILE's (each row was listed twice) */
    if (roof_path && stat(path, &sa) == 0 && stat(roof_path, &sb) == 0 && sa.st_dev == sb.st_dev &&
        sa.st_ino == sb.st_ino)
        roof_path = NULL;
    sl_results res = { 0 }, roofs = { 0 };
    char device[256], roof_device[256];
    sl_err e = { 0 };
    int rc = cli_load_results(path, &res, device, sizeof device, &e);
    if (rc == SL_OK && roof_path)
        rc = cli_load_results(roof_path, &roofs, roof_device, sizeof roof_device, &e);
    if (rc != SL_OK) {
        rc = cli_fail(rc, &e);
        sl_err_clear(&e);
        sl_results_free(&res);
        sl_results_free(&roofs);
        return rc;
    }
    int exit_code = 0;
    if (roof_path && strcmp(device, roof_device) != 0) {
        fprintf(stderr, "simtlab roofline: %s ran on %s, %s on %s: a roofline belongs to one device\n", path,
                device, roof_path, roof_device);
        exit_code = EXIT_USAGE;
    }
    /* the rows placed: FILE's; with --roof, the roofs' rows after them */
    for (size_t i = 0; exit_code == 0 && i < roofs.n; ++i)
        if (sl_roofline_roof_row(sl_suite_show, &roofs.rows[i]) && sl_results_add(&res, &roofs.rows[i]) != 0) {
            fprintf(stderr, "simtlab roofline: out of memory\n");
            exit_code = EXIT_IO;
        }
    sl_roof roof;
    double sweep_bw, read_bw;
    if (exit_code == 0 && sl_roofline_roofs(&res, 0, sl_suite_show, &roof, &sweep_bw, &read_bw) != 0) {
        fprintf(stderr, "simtlab roofline: %s has no verified roofline rows at twice its device's ridge or more to take "
                        "the roofs from (run "
                        "'simtlab run roofline --json FILE' on that device, or give --roof FILE)\n",
                roof_path ? roof_path : path);
        exit_code = EXIT_USAGE;
    }
    if (exit_code == 0) {
        printf("%s: %s\n", path, device);
        sl_str text = { 0 };
        sl_report_roofline(&text, &res, 0, sl_suite_show, spec_peak(&res));
        fputs(sl_str_text(&text), stdout);
        if (text.oom) {
            fprintf(stderr, "simtlab roofline: out of memory\n");
            exit_code = EXIT_IO;
        }
        sl_str_free(&text);
    }
    sl_results_free(&res);
    sl_results_free(&roofs);
    return exit_code;
}
