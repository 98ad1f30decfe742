/* cmd_run.c - `simtlab run [SUITE...]`: open one device, run suites, print
 * verified tables, write JSON and CSV. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "simtlab/parse.h"
#include "simtlab/report.h"
#include "simtlab/suite.h"

#define MAX_SUITES 32

static void usage(FILE *f)
{
    fprintf(f,
            "usage: simtlab run [OPTIONS] [SUITE...]\n\n"
            "Run suites (default: %s; 'simtlab list' shows them all, 'all' runs every\n"
            "one) on one device. Every figure is checked against a host reference.\n\n"
            "  -d, --device SEL    P:D indices, gpu, cpu, or part of a platform/device name\n"
            "                      (default: $SIMTLAB_DEVICE, else the first GPU, else the\n"
            "                      first device)\n"
            "      --json FILE     write results as JSON (schema " SL_SCHEMA ")\n"
            "      --csv FILE      write results as CSV\n"
            "      --size BYTES    buffer size, e.g. 256M or 1G (default: from the device)\n"
            "      --sizes LIST    matrix shapes for matmul: N (square) or MxNxK, comma-\n"
            "                      separated, e.g. 1024,2048,4096 or 67x45x33\n"
            "      --quick         small sizes and short timing: CI and classrooms\n"
            "      --seed N        seed of the random inputs (default 1)\n"
            "      --reps N        timed repetitions per case (default: fill --budget)\n"
            "      --budget SEC    time per case when calibrating repetitions (default 0.5)\n"
            "      --timer KIND    event (default: OpenCL profiling events) or host\n"
            "      --kernels DIR   look for .cl files here first\n"
            "      --param K=V     a suite parameter (see 'simtlab list'); repeatable\n"
            "      --only TEXT     only cases whose name (KERNEL:VARIANT, e.g. read:float4)\n"
            "                      contains TEXT\n"
            "  -q, --quiet         no progress on stderr\n"
            "  -h, --help          this text\n\n"
            "exit codes: 0 ok, 1 a check failed, 2 bad usage, 3 no usable OpenCL device\n",
            sl_suite_all()[0]->name);
}

static void progress(void *arg, const char *suite, const char *what, int i, int n)
{
    (void)arg;
    fprintf(stderr, "\r\033[K[%s %d/%d] %s ...", suite, i, n, what);
    fflush(stderr);
}

static int usage_error(const char *fmt, const char *what)
{
    fprintf(stderr, "simtlab run: ");
    fprintf(stderr, fmt, what);
    fprintf(stderr, "\n(simtlab run --help lists the options)\n");
    return EXIT_USAGE;
}

int cmd_run(int argc, char **argv)
{
    enum { O_JSON = 256, O_CSV, O_SIZE, O_QUICK, O_SEED, O_REPS, O_BUDGET, O_TIMER, O_KERNELS, O_PARAM, O_ONLY, O_SIZES };
    static const struct option longopts[] = {
        { "device", required_argument, NULL, 'd' },  { "json", required_argument, NULL, O_JSON },
        { "csv", required_argument, NULL, O_CSV },     { "size", required_argument, NULL, O_SIZE },
        { "quick", no_argument, NULL, O_QUICK },       { "seed", required_argument, NULL, O_SEED },
        { "reps", required_argument, NULL, O_REPS },   { "budget", required_argument, NULL, O_BUDGET },
        { "timer", required_argument, NULL, O_TIMER }, { "kernels", required_argument, NULL, O_KERNELS },
        { "param", required_argument, NULL, O_PARAM }, { "quiet", no_argument, NULL, 'q' },
        { "only", required_argument, NULL, O_ONLY },   { "sizes", required_argument, NULL, O_SIZES },
        { "help", no_argument, NULL, 'h' },            { NULL, 0, NULL, 0 },
    };
    sl_run_opts o;
    memset(&o, 0, sizeof o);
    o.seed = 1;
    o.timing = (sl_timing_opts)SL_TIMING_DEFAULTS;
    const char *device = NULL, *json_path = NULL, *csv_path = NULL;
    int quiet = 0, c, rc = SL_OK, budget_given = 0;
    char param_keys[SL_PARAMS_MAX][32];
    sl_err e = { 0 };
    uint64_t v = 0;
    /* getopt_long permutes argv; the results record the command as typed */
    char *typed[256];
    int n_typed = 0;
    typed[n_typed++] = (char *)"simtlab";
    for (int i = 0; i < argc && n_typed < 256; ++i)
        typed[n_typed++] = argv[i];

    optind = 1;
    argv[0] = (char *)"simtlab run"; /* getopt names the command in its messages */
    while ((c = getopt_long(argc, argv, "d:qh", longopts, NULL)) != -1) {
        switch (c) {
        case 'd': device = optarg; break;
        case O_JSON: json_path = optarg; break;
        case O_CSV: csv_path = optarg; break;
        case O_SIZE: rc = sl_parse_size(optarg, &o.size_bytes, &e); break;
        case O_QUICK: o.quick = true; break;
        case O_SEED: rc = sl_parse_u64(optarg, 0, UINT64_MAX, "--seed", &o.seed, &e); break;
        case O_REPS:
            rc = sl_parse_u64(optarg, 1, 1000000, "--reps", &v, &e);
            o.timing.reps = (unsigned)v;
            break;
        case O_BUDGET:
            rc = sl_parse_positive(optarg, "--budget", &o.timing.budget_s, &e);
            budget_given = 1;
            break;
        case O_TIMER:
            if (strcmp(optarg, "event") == 0)
                o.timing.timer = SL_TIMER_EVENT;
            else if (strcmp(optarg, "host") == 0)
                o.timing.timer = SL_TIMER_HOST;
            else
                return usage_error("--timer must be 'event' or 'host', not '%s'", optarg);
            break;
        case O_KERNELS: o.kernels_dir = optarg; break;
        case O_ONLY: o.only = optarg; break;
        case O_SIZES: {
            sl_mnk shapes[SL_MNK_MAX];
            size_t n_shapes = 0;
            rc = sl_parse_mnk_list(optarg, shapes, SL_MNK_MAX, &n_shapes, &e);
            o.sizes = optarg;
            break;
        }
        case O_PARAM: {
            const char *eq = strchr(optarg, '=');
            if (!eq || eq == optarg || (size_t)(eq - optarg) >= sizeof param_keys[0])
                return usage_error("--param takes KEY=VALUE, not '%s'", optarg);
            /* a repeated key: the last value wins */
            int slot = 0;
            while (slot < o.n_params && !(strncmp(o.param_key[slot], optarg, (size_t)(eq - optarg)) == 0 &&
                                          o.param_key[slot][eq - optarg] == '\0'))
                ++slot;
            if (slot == SL_PARAMS_MAX)
                return usage_error("too many --param options (at most %s)", "8");
            memcpy(param_keys[slot], optarg, (size_t)(eq - optarg));
            param_keys[slot][eq - optarg] = '\0';
            rc = sl_parse_u64(eq + 1, 0, UINT64_MAX, param_keys[slot], &o.param_val[slot], &e);
            o.param_key[slot] = param_keys[slot];
            if (slot == o.n_params)
                o.n_params++;
            break;
        }
        case 'q': quiet = 1; break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return EXIT_USAGE;
        }
        if (rc != SL_OK) {
            fprintf(stderr, "simtlab run: %s\n", e.msg);
            return EXIT_USAGE;
        }
    }
    if (o.quick && !budget_given)
        o.timing.budget_s = 0.05;

    /* Suites: all names checked before anything runs. */
    const sl_suite *suites[MAX_SUITES];
    size_t n_suites = 0;
    for (int i = optind; i < argc; ++i) {
        if (strcmp(argv[i], "all") == 0) {
            n_suites = 0;
            for (const sl_suite *const *s = sl_suite_all(); *s && n_suites < MAX_SUITES; ++s)
                suites[n_suites++] = *s;
            break;
        }
        const sl_suite *s = sl_suite_find(argv[i]);
        if (!s)
            return usage_error("unknown suite '%s' ('simtlab list' shows the suites)", argv[i]);
        if (n_suites < MAX_SUITES)
            suites[n_suites++] = s;
    }
    if (n_suites == 0)
        suites[n_suites++] = sl_suite_all()[0];
    if (o.sizes) {
        int takes = 0;
        for (size_t s = 0; s < n_suites; ++s)
            takes |= suites[s]->takes_sizes;
        if (!takes)
            return usage_error("no chosen suite takes --sizes (%s does: 'simtlab run matmul --sizes 1024')",
                               "matmul");
    }
    /* Params: known to a chosen suite and in its declared range, before any device is opened. */
    for (int i = 0; i < o.n_params; ++i) {
        int known = 0;
        for (size_t s = 0; s < n_suites; ++s) {
            const sl_suite_param *sp = sl_suite_param_of(suites[s], o.param_key[i]);
            if (!sp)
                continue;
            known = 1;
            if (sp->max && (o.param_val[i] < sp->min || o.param_val[i] > sp->max)) {
                fprintf(stderr, "simtlab run: --param %s=%llu is out of range for %s (%llu..%llu)\n",
                        o.param_key[i], (unsigned long long)o.param_val[i], suites[s]->name,
                        (unsigned long long)sp->min, (unsigned long long)sp->max);
                return EXIT_USAGE;
            }
        }
        if (!known)
            return usage_error("no chosen suite takes --param %s ('simtlab list' shows each suite's)",
                               o.param_key[i]);
    }
    /* Refuse an unwritable output now, not after a long run. */
    if (json_path && (rc = sl_file_check_writable(json_path, &e)) != SL_OK)
        return cli_fail(rc, &e);
    if (csv_path && (rc = sl_file_check_writable(csv_path, &e)) != SL_OK)
        return cli_fail(rc, &e);

    sl_selector sel;
    if ((rc = sl_dev_selector_from(device, &sel, &e)) != SL_OK)
        return cli_fail(rc, &e);
    sl_device dev;
    if ((rc = sl_dev_open(&sel, &dev, &e)) != SL_OK) {
        rc = cli_fail(rc, &e);
        sl_err_clear(&e);
        return rc;
    }
    const sl_profile *p = &dev.prof;
    printf("device: [%u:%u] %s (%s, %s), %u CUs, %u MHz, %s %u (%s)\n", p->platform_index, p->device_index,
           p->name, p->platform, p->driver, p->compute_units, p->clock_mhz, sl_dev_simd_word(p->vendor),
           p->simd_width, p->simd_width_source);

    sl_results res = { 0 };
    sl_ctx ctx = { .dev = &dev, .opts = &o, .results = &res };
    if (!quiet && isatty(STDERR_FILENO))
        ctx.progress = progress;
    int exit_code = 0;
    for (size_t s = 0; s < n_suites; ++s) {
        size_t first = res.n;
        rc = suites[s]->run(&ctx, &e);
        if (ctx.progress)
            fprintf(stderr, "\r\033[K");
        if (rc != SL_OK) {
            int code = cli_fail(rc, &e);
            sl_err_clear(&e);
            fprintf(stderr, "simtlab: suite %s stopped; continuing with the next\n", suites[s]->name);
            if (exit_code == 0 || code == EXIT_USAGE)
                exit_code = code;
        }
        sl_results_rank(&res, first);
        printf("\n== %s: %s\n", suites[s]->name, suites[s]->summary);
        sl_report_table(stdout, &res, first, p);
    }
    if (o.only && res.n == 0 && exit_code == 0) {
        fprintf(stderr, "simtlab run: no case matches --only '%s' (case names are KERNEL:VARIANT, as "
                        "'read:float4'; the table's kernel and params show them)\n", o.only);
        exit_code = EXIT_USAGE;
    }
    size_t failed = sl_results_count(&res, SL_ROW_FAILED), skipped = sl_results_count(&res, SL_ROW_SKIPPED);
    printf("\n%zu rows: %zu verified, %zu skipped, %zu failed\n", res.n, res.n - failed - skipped, skipped,
           failed);
    if (failed && exit_code == 0)
        exit_code = EXIT_CHECK_FAILED;

    sl_run_info info;
    sl_run_info_now(&info, n_typed, typed, SIMTLAB_VERSION);
    if (json_path) {
        if ((rc = sl_report_write_json(json_path, &info, p, &res, &e)) != SL_OK) {
            int code = cli_fail(rc, &e);
            exit_code = exit_code ? exit_code : code;
        }
        else
            printf("wrote %s\n", json_path);
    }
    if (csv_path) {
        if ((rc = sl_report_write_csv(csv_path, &res, &e)) != SL_OK) {
            int code = cli_fail(rc, &e);
            exit_code = exit_code ? exit_code : code;
        }
        else
            printf("wrote %s\n", csv_path);
    }
    sl_err_clear(&e);
    sl_results_free(&res);
    sl_dev_close(&dev);
    return exit_code;
}
