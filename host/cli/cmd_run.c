/* cmd_run.c - `simtlab run [SUITE...]`: open one device, run suites, print
 * verified tables, write JSON and CSV. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "run.h"
#include "run_target.h"
#include "simtlab/compiled.h"
#include "simtlab/watch.h"
#include "simtlab/interrupt.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/report.h"
#include "simtlab/registry.h"
#include "simtlab/runner.h"
#include "simtlab/tuning.h"


static void usage(FILE *f)
{
    fprintf(f,
            "usage: simtlab run [OPTIONS] [SUITE...]\n\n"
            "Run suites (default: %s; 'simtlab list' shows them all, 'all' runs every\n"
            "one) on one device. Every figure is checked against a host reference.\n\n"
            "  -d, --device SEL    P:D indices, gpu, cpu, or part of a platform/device name\n"
            "                      (default: $SIMTLAB_DEVICE, else the first GPU, else the\n"
            "                      first device). Several devices: 'all' (every GPU; with\n"
            "                      none, every device) or a list, 0:0,0:1: one run per\n"
            "                      device, each its own process and file (--json r.json\n"
            "                      gives r.0-0.json, r.0-1.json), then one table of every\n"
            "                      device's figures and the twin check (docs/cluster.md)\n"
            "      --parallel      several devices: all at once, not one after another\n"
            "                      (their output lines prefixed [P:D])\n"
            "      --twin-margin P several devices: a device whose median figure is more\n"
            "                      than P%% below the median of its identical twins (same\n"
            "                      name) is reported SLOW and the run exits 7 (default 10)\n"
            "      --json FILE     write results as JSON (schema " SL_SCHEMA "); - or\n"
            "                      /dev/stdout for standard output (the table then goes\n"
            "                      to stderr)\n"
            "      --csv FILE      write results as CSV\n"
            "      --force         replace a read-only --json/--csv file\n"
            "      --size BYTES    buffer size, e.g. 256M or 1G (default: from the device)\n"
            "      --sizes LIST    matrix shapes for matmul: N (square) or MxNxK, comma-\n"
            "                      separated, e.g. 1024,2048,4096 or 67x45x33\n"
            "      --quick         small sizes and short timing: CI and classrooms\n"
            "      --seed N        seed of the random inputs (default 1)\n"
            "      --reps N        timed repetitions per case (default: fill --budget)\n"
            "      --budget SEC    time per case when calibrating repetitions (default 0.5)\n"
            "      --timer KIND    event (default: OpenCL profiling events) or host\n"
            "      --kernels DIR   look for .cl files here first (it must hold at least one);\n"
            "                      every row records the file it ran and its SHA-256\n"
            "      --param K=V     a suite parameter (see 'simtlab list'); repeatable\n"
            "      --only TEXT     only cases whose name (KERNEL:VARIANT, e.g. read:float4)\n"
            "                      contains TEXT\n"
            "      --tuning FILE   the tiles 'simtlab tune' found: by default this device's\n"
            "                      tuning file when there is one ($SIMTLAB_TUNING_DIR, else\n"
            "                      data/tuning, ~/.local/share/simtlab/tuning, the installed\n"
            "                      share/simtlab/tuning); FILE: that one; 'off': the suites'\n"
            "                      own defaults. A --param still wins; each row that took a\n"
            "                      tuned value names the file (docs/tune.md)\n"
            "      --watchdog SEC  a step of a case (a kernel, a fill, a read-back) that gives\n"
            "                      no answer for SEC seconds plus ten times what it should\n"
            "                      take is stopped and its row marked hung, and the run goes\n"
            "                      on in a new process; so is a case after which the device\n"
            "                      stops answering (default 60; 0: no watchdog, one process)\n"
            "      --no-lock       do not take the GPU's lock: by default a run waits while\n"
            "                      another simtlab times kernels on the same GPU (it says so)\n"
            "      --target LIST   also compile every case offline for other GPUs: gfx906,\n"
            "                      gfx90a, gfx1030, gfx1030:wave64 or nvptx, comma-separated\n"
            "                      (clang-15 with rocm-device-libs or libclc-15); each row\n"
            "                      gets that code's widest global load, and on AMD its VGPRs,\n"
            "                      SGPRs, LDS, spills and waves per SIMD at the row's launch\n"
            "                      (JSON: the row's \"compiled\"; a table under each suite's)\n"
            "      --wide          every column of the table (launch, timing, spread, the\n"
            "                      model for the other SIMD width, registers); the default\n"
            "                      table fits 100 columns. 'simtlab help columns' explains them\n"
            "  -q, --quiet         no progress on stderr\n",
            sl_suite_all()[0]->name);
    fputs("  -h, --help          this text\n\n"
            "Files are replaced atomically (a temporary file, then a rename), keeping their\n"
            "mode; a symlink's target is written; /dev/null, a FIFO or >(cmd) is written in\n"
            "place. ^C (or SIGTERM) stops after the case in flight and still writes every\n"
            "finished row, the run marked interrupted (a case stuck in the driver is\n"
            "stopped after 10 s); a second ^C stops at once.\n\n"
            "exit codes: 0 ok, 1 a check failed (a hung case included), 2 bad usage,\n"
            "3 no usable OpenCL device, 4 an output could not be written, 5 the device\n"
            "stopped answering and the run could not go on, 6 --target's compiler or its\n"
            "libraries are missing (nothing runs), 7 several devices: one is slow among\n"
            "its twins, 130/143 interrupted\n", f);
}

/* Prepare --json and --csv before anything runs: refused paths, and two
 * outputs that would overwrite each other, stop here. */
static int prepare_outputs(const char *json_path, const char *csv_path, bool force, sl_out *json, sl_out *csv,
                           sl_err *e)
{
    int rc = SL_OK;
    if (json_path && (rc = sl_out_prepare(json_path, force, json, e)) != SL_OK)
        return rc;
    if (csv_path && (rc = sl_out_prepare(csv_path, force, csv, e)) != SL_OK)
        return rc;
    if (json_path && csv_path && sl_out_same(json, csv))
        return sl_err_set(e, SL_E_USAGE, "--json and --csv name the same file (%s): one would overwrite the other",
                          csv_path);
    return SL_OK;
}

/* usage_error(fmt, what): fmt has one conversion, for what (the macro has
 * the compiler check it: a second %s read a stray register, and crashed
 * on a GPU machine) */
#define usage_error(fmt, what) (0 ? printf(fmt, what) : usage_error_one(fmt, what))
static int usage_error_one(const char *fmt, const char *what)
{
    /* a 100 kB argument is named by its start and its length, not echoed whole */
    char cut[160];
    size_t len = strlen(what);
    if (len >= 128) {
        snprintf(cut, sizeof cut, "%.100s... (%zu bytes)", what, len);
        what = cut;
    }
    fprintf(stderr, "simtlab run: ");
    fprintf(stderr, fmt, what);
    fprintf(stderr, "\n(simtlab run --help lists the options)\n");
    return EXIT_USAGE;
}

static int run_parsed(int argc, char **argv, int n_typed, char **typed);

int cmd_run(int argc, char **argv)
{
    /* getopt_long permutes argv; the results record the command as typed, whole */
    char **typed = malloc(((size_t)argc + 1) * sizeof *typed);
    if (!typed) {
        fprintf(stderr, "simtlab run: out of memory\n");
        return EXIT_CHECK_FAILED;
    }
    int n_typed = 0;
    typed[n_typed++] = (char *)"simtlab";
    for (int i = 0; i < argc; ++i)
        typed[n_typed++] = argv[i];
    int exit_code = run_parsed(argc, argv, n_typed, typed);
    free(typed);
    return exit_code;
}

/* One run's options as parsed, and the suites it names. */
typedef struct run_args {
    sl_run_opts o;
    const char *device, *json_path, *csv_path, *targets, *tuning;
    int quiet, budget_given;
    bool force, wide, no_lock;
    uint64_t watchdog_s;
    bool parallel, margin_given;
    double twin_margin;
    /* every option as given but those -d all decides per device (run_multi.c) */
    const char *pass[RUN_MULTI_MAX_ARGS];
    int n_pass;
    bool pass_overflow;
    char param_keys[SL_PARAMS_MAX][32]; /* o.param_key's text */
    const sl_suite *suites[RUN_MAX_SUITES];
    size_t n_suites;
} run_args;

enum { O_JSON = 256, O_CSV, O_SIZE, O_QUICK, O_SEED, O_REPS, O_BUDGET, O_TIMER, O_KERNELS, O_PARAM, O_ONLY, O_SIZES,
       O_FORCE, O_WATCHDOG, O_WIDE, O_NO_LOCK, O_TARGET, O_TUNING, O_PARALLEL, O_TWIN_MARGIN };

static const struct option run_longopts[] = {
    { "device", required_argument, NULL, 'd' },  { "json", required_argument, NULL, O_JSON },
    { "csv", required_argument, NULL, O_CSV },     { "size", required_argument, NULL, O_SIZE },
    { "quick", no_argument, NULL, O_QUICK },       { "seed", required_argument, NULL, O_SEED },
    { "reps", required_argument, NULL, O_REPS },   { "budget", required_argument, NULL, O_BUDGET },
    { "timer", required_argument, NULL, O_TIMER }, { "kernels", required_argument, NULL, O_KERNELS },
    { "param", required_argument, NULL, O_PARAM }, { "quiet", no_argument, NULL, 'q' },
    { "only", required_argument, NULL, O_ONLY },   { "sizes", required_argument, NULL, O_SIZES },
    { "force", no_argument, NULL, O_FORCE },       { "help", no_argument, NULL, 'h' },
    { "watchdog", required_argument, NULL, O_WATCHDOG }, { "wide", no_argument, NULL, O_WIDE },
    { "no-lock", no_argument, NULL, O_NO_LOCK },   { "target", required_argument, NULL, O_TARGET },
    { "tuning", required_argument, NULL, O_TUNING }, { "parallel", no_argument, NULL, O_PARALLEL },
    { "twin-margin", required_argument, NULL, O_TWIN_MARGIN }, { NULL, 0, NULL, 0 },
};

/* --json or --csv (c) names path; CLI_GO_ON or the exit code. */
static int set_output(run_args *a, int c, const char *path)
{
    /* one run writes one file of each kind: a second path would be lost
     * without a word */
    const char **slot = c == O_JSON ? &a->json_path : &a->csv_path;
    if (*slot)
        return usage_error(c == O_JSON ? "--json is given twice (again as '%s'); a run writes one JSON file"
                                       : "--csv is given twice (again as '%s'); a run writes one CSV file",
                           path);
    *slot = path;
    return CLI_GO_ON;
}

/* One --param key=value (a repeated key: the last value wins); CLI_GO_ON, or
 * the exit code, or CLI_GO_ON with *rc set when the text does not parse. */
static int add_param(run_args *a, const char *text, int *rc, sl_err *e)
{
    sl_run_opts *o = &a->o;
    char key[sizeof a->param_keys[0]];
    uint64_t val = 0;
    if ((*rc = sl_parse_param(text, strlen(text), key, sizeof key, &val, e)) != SL_OK)
        return CLI_GO_ON;
    int slot = 0;
    while (slot < o->n_params && strcmp(o->param_key[slot], key) != 0)
        ++slot;
    if (slot == SL_PARAMS_MAX)
        return usage_error("too many --param options (at most %s)", "8");
    memcpy(a->param_keys[slot], key, sizeof key);
    o->param_key[slot] = a->param_keys[slot];
    o->param_val[slot] = val;
    if (slot == o->n_params)
        o->n_params++;
    return CLI_GO_ON;
}

/* getopt's option c with its optarg into a: CLI_GO_ON, with *rc set when a
 * value does not parse (e says why), or the exit code (--help: 0). */
static int run_option(run_args *a, int c, int *rc, sl_err *e)
{
    sl_run_opts *o = &a->o;
    uint64_t v = 0;
    switch (c) {
    case 'd': a->device = optarg; break;
    case O_JSON:
    case O_CSV: return set_output(a, c, optarg);
    case O_SIZE: *rc = sl_parse_size(optarg, &o->size_bytes, e); break;
    case O_QUICK: o->quick = true; break;
    case O_SEED: *rc = sl_parse_u64(optarg, 0, UINT64_MAX, "--seed", &o->seed, e); break;
    case O_REPS:
        *rc = sl_parse_u64(optarg, 1, 1000000, "--reps", &v, e);
        o->timing.reps = (unsigned)v;
        break;
    case O_BUDGET:
        *rc = sl_parse_positive(optarg, "--budget", &o->timing.budget_s, e);
        a->budget_given = 1;
        break;
    case O_TIMER:
        if (strcmp(optarg, "event") == 0)
            o->timing.timer = SL_TIMER_EVENT;
        else if (strcmp(optarg, "host") == 0)
            o->timing.timer = SL_TIMER_HOST;
        else
            return usage_error("--timer must be 'event' or 'host', not '%s'", optarg);
        break;
    case O_KERNELS: o->kernels.cli = optarg; break;
    case O_ONLY: o->only = optarg; break;
    case O_SIZES: {
        sl_mnk shapes[SL_MNK_MAX];
        size_t n_shapes = 0;
        *rc = sl_parse_mnk_list(optarg, shapes, SL_MNK_MAX, &n_shapes, e);
        o->sizes = optarg;
        break;
    }
    case O_PARAM: return add_param(a, optarg, rc, e);
    case O_FORCE: a->force = true; break;
    case O_WATCHDOG: *rc = sl_parse_u64(optarg, 0, 86400, "--watchdog", &a->watchdog_s, e); break;
    case 'q': a->quiet = 1; break;
    case O_WIDE: a->wide = true; break;
    case O_NO_LOCK: a->no_lock = true; break;
    case O_TARGET: a->targets = optarg; break;
    case O_TUNING: a->tuning = optarg; break;
    case O_PARALLEL: a->parallel = true; break;
    case O_TWIN_MARGIN:
        *rc = sl_parse_u64(optarg, 0, 99, "--twin-margin", &v, e);
        a->twin_margin = (double)v / 100.0;
        a->margin_given = true;
        break;
    case 'h': usage(stdout); return 0;
    default: usage(stderr); return EXIT_USAGE;
    }
    return CLI_GO_ON;
}

/* Option c, as parsed, onto the options each device's run of -d all gets:
 * all but the device, the outputs (each device its own) and the options of
 * -d all itself. */
static void pass_on(run_args *a, int c)
{
    if (c == 'd' || c == O_JSON || c == O_CSV || c == O_PARALLEL || c == O_TWIN_MARGIN)
        return;
    const struct option *opt = run_longopts;
    while (opt->name && opt->val != c)
        ++opt;
    if (!opt->name)
        return;
    if (a->n_pass + 2 > RUN_MULTI_MAX_ARGS) { /* refused only if -d all is asked for (run_several) */
        a->pass_overflow = true;
        return;
    }
    static char names[RUN_MULTI_MAX_ARGS][24]; /* "--" and the option's name */
    snprintf(names[a->n_pass], sizeof names[0], "--%s", opt->name);
    a->pass[a->n_pass] = names[a->n_pass];
    a->n_pass++;
    if (opt->has_arg)
        a->pass[a->n_pass++] = optarg;
}

/* Every option into a (the defaults first); CLI_GO_ON or the exit code. */
static int run_options(int argc, char **argv, run_args *a)
{
    memset(a, 0, sizeof *a);
    a->o.seed = 1;
    a->o.timing = (sl_timing_opts)SL_TIMING_DEFAULTS;
    a->o.kernels = cli_kernel_dirs(NULL);
    a->watchdog_s = 60;
    a->twin_margin = 0.10;
    sl_err e = { 0 };
    int c;
    optind = 1;
    argv[0] = (char *)"simtlab run"; /* getopt names the command in its messages */
    while ((c = getopt_long(argc, argv, "d:qh", run_longopts, NULL)) != -1) {
        int rc = SL_OK, exit_code = run_option(a, c, &rc, &e);
        if (exit_code != CLI_GO_ON)
            return exit_code;
        if (rc != SL_OK) {
            fprintf(stderr, "simtlab run: %s\n", e.msg);
            return EXIT_USAGE;
        }
        pass_on(a, c);
    }
    if (a->o.quick && !a->budget_given)
        a->o.timing.budget_s = 0.05;
    /* the device's tuning file unless told otherwise (tuning.h) */
    a->o.tuning_search = !a->tuning;
    a->o.tuning_env = cli_tuning_env();
    if (a->tuning && strcmp(a->tuning, "off") != 0)
        a->o.tuning_file = a->tuning;
    return CLI_GO_ON;
}

/* The suites named after the options (all names checked before anything
 * runs; "all", or none: the first suite); CLI_GO_ON or the exit code. */
static int choose_suites(int argc, char **argv, run_args *a)
{
    int want_all = 0;
    for (int i = optind; i < argc; ++i) {
        if (strcmp(argv[i], "all") == 0) {
            want_all = 1;
            continue;
        }
        const sl_suite *s = sl_suite_find(argv[i]);
        if (!s)
            return usage_error("unknown suite '%s' ('simtlab list' shows the suites)", argv[i]);
        for (size_t k = 0; k < a->n_suites; ++k)
            if (a->suites[k] == s)
                return usage_error("suite '%s' is named twice", argv[i]);
        if (a->n_suites == RUN_MAX_SUITES)
            return usage_error("too many suites (at most %s)", "32");
        a->suites[a->n_suites++] = s;
    }
    if (want_all) { /* every name after it was still checked above */
        a->n_suites = 0;
        for (const sl_suite *const *s = sl_suite_all(); *s && a->n_suites < RUN_MAX_SUITES; ++s)
            a->suites[a->n_suites++] = *s;
    }
    if (a->n_suites == 0)
        a->suites[a->n_suites++] = sl_suite_all()[0];
    return CLI_GO_ON;
}

/* --size, --sizes and every --param against the chosen suites, before any
 * device is opened; CLI_GO_ON or the exit code. */
static int check_suite_options(const run_args *a)
{
    const sl_run_opts *o = &a->o;
    if (o->size_bytes) {
        /* a suite that takes --sizes (matrix shapes) has no buffer size to set */
        int takes = 0;
        for (size_t s = 0; s < a->n_suites; ++s)
            takes |= !a->suites[s]->takes_sizes;
        if (!takes)
            return usage_error("%s takes matrix shapes with --sizes (e.g. --sizes 1024 or 67x45x33), not --size",
                               a->suites[0]->name);
    }
    if (o->sizes) {
        int takes = 0;
        for (size_t s = 0; s < a->n_suites; ++s)
            takes |= a->suites[s]->takes_sizes;
        const sl_suite *const *all = sl_suite_all();
        while (!takes && *all && !(*all)->takes_sizes) /* the example: a suite that does */
            ++all;
        if (!takes) { /* usage_error formats one string: the suite's name, twice, made here */
            char eg[96];
            if (*all)
                snprintf(eg, sizeof eg, "%s does: 'simtlab run %s --sizes 1024'", (*all)->name, (*all)->name);
            else
                snprintf(eg, sizeof eg, "no suite here does");
            return usage_error("no chosen suite takes --sizes (%s)", eg);
        }
    }
    for (int i = 0; i < o->n_params; ++i) {
        int known = 0;
        for (size_t s = 0; s < a->n_suites; ++s)
            known |= sl_suite_param_of(a->suites[s], o->param_key[i]) != NULL;
        if (!known)
            return usage_error("no chosen suite takes --param %s ('simtlab list' shows each suite's)",
                               o->param_key[i]);
    }
    for (size_t s = 0; s < a->n_suites; ++s) { /* each value in its range: the engine's check, before any work */
        sl_err e = { 0 };
        if (sl_runner_check_params(a->suites[s], o, &e) != SL_OK) {
            fprintf(stderr, "simtlab run: %s\n", e.msg);
            sl_err_clear(&e);
            return EXIT_USAGE;
        }
    }
    return CLI_GO_ON;
}

/* Refuse an unwritable output, an output over a kernel file the run loads,
 * or a kernel directory with no kernels now, not after a long run; the
 * outputs prepared into job. CLI_GO_ON or the exit code. */
static int check_files(const run_args *a, run_job *job)
{
    const char *json_path = a->json_path, *csv_path = a->csv_path;
    sl_err e = { 0 };
    int rc;
    if ((rc = prepare_outputs(json_path, csv_path, a->force, &job->json_out, &job->csv_out, &e)) != SL_OK)
        return cli_fail(rc, &e);
    if (a->o.kernels.cli && (rc = sl_prog_check_dir(a->o.kernels.cli, "--kernels", &e)) != SL_OK)
        return cli_fail(rc, &e);
    for (size_t s = 0; s < a->n_suites && (json_path || csv_path); ++s) {
        char path[1024], sha[17];
        sl_err ie = { 0 };
        if (sl_prog_identify(a->suites[s]->kernel_file, a->o.kernels, path, sizeof path, sha, &ie) == SL_OK &&
            ((json_path && sl_out_is(&job->json_out, path)) || (csv_path && sl_out_is(&job->csv_out, path)))) {
            fprintf(stderr, "simtlab run: %s is %s, a kernel file this run loads: it would be replaced\n",
                    json_path && sl_out_is(&job->json_out, path) ? json_path : csv_path, path);
            sl_err_clear(&ie);
            return EXIT_USAGE;
        }
        sl_err_clear(&ie);
    }
    /* the file a suite loads is named above; any other file of the kernels' directories here */
    if ((json_path && (rc = cli_out_not_kernel("run", "--json", &job->json_out, a->o.kernels))) ||
        (csv_path && (rc = cli_out_not_kernel("run", "--csv", &job->csv_out, a->o.kernels))))
        return rc;
    const char *env_dir = a->o.kernels.env;
    if (env_dir && (rc = sl_prog_check_dir(env_dir, "SIMTLAB_KERNEL_PATH", &e)) != SL_OK)
        return cli_fail(rc, &e);
    /* --tuning FILE: read and checked now, not after the suites before it ran */
    sl_tuning_entry t;
    if (a->o.tuning_file && (rc = sl_tuning_load(a->o.tuning_file, NULL, &t, &e)) != SL_OK)
        return cli_fail(rc, &e);
    return CLI_GO_ON;
}

/* -d all or a list: each device its own run (run_multi.c). */
static int run_several(const run_args *a, const char *dev_text)
{
    if (a->pass_overflow)
        return usage_error("-d %s passes at most 64 options on to each device's run", dev_text);
    static run_multi_args m; /* static: its lists are long */
    memset(&m, 0, sizeof m);
    m.device = dev_text;
    m.json_path = a->json_path;
    m.csv_path = a->csv_path;
    m.kernels = a->o.kernels;
    m.force = a->force;
    m.parallel = a->parallel;
    m.twin_margin = a->twin_margin;
    for (int i = 0; i < a->n_pass; ++i)
        m.args[m.n_args++] = a->pass[i];
    for (size_t s = 0; s < a->n_suites; ++s)
        m.suites[m.n_suites++] = a->suites[s]->name;
    /* the kernel directory and the tuning file are checked once, here */
    sl_err e = { 0 };
    int rc;
    if (a->o.kernels.cli && (rc = sl_prog_check_dir(a->o.kernels.cli, "--kernels", &e)) != SL_OK)
        return cli_fail(rc, &e);
    sl_tuning_entry t;
    if (a->o.tuning_file && (rc = sl_tuning_load(a->o.tuning_file, NULL, &t, &e)) != SL_OK)
        return cli_fail(rc, &e);
    return run_multi(&m);
}

static int run_parsed(int argc, char **argv, int n_typed, char **typed)
{
    run_args a;
    static run_job job; /* static: its sl_out paths are large; one run per process */
    memset(&job, 0, sizeof job);
    int rc;
    if ((rc = run_options(argc, argv, &a)) != CLI_GO_ON || (rc = choose_suites(argc, argv, &a)) != CLI_GO_ON ||
        (rc = check_suite_options(&a)) != CLI_GO_ON)
        return rc;
    const char *env_dev = getenv("SIMTLAB_DEVICE");
    const char *dev_text = a.device ? a.device : env_dev && *env_dev ? env_dev : NULL;
    if (run_multi_wanted(dev_text))
        return run_several(&a, dev_text);
    if (a.parallel || a.margin_given)
        return usage_error("--parallel and --twin-margin are for several devices (-d all, or -d %s)", "0:0,0:1");
    if ((rc = check_files(&a, &job)) != CLI_GO_ON)
        return rc;
    /* --target's compiler and libraries are found before anything runs */
    static run_targets targets; /* static: its paths are large */
    if (a.targets && (rc = run_target_open(&targets, a.targets, a.o.kernels)) != CLI_GO_ON)
        return rc;
    job.targets = a.targets ? &targets : NULL;
    /* JSON or CSV on standard output: the table goes to stderr, so the
     * stream stays parseable (simtlab run --json - | jq .) */
    job.tab = (a.json_path && sl_out_to_stdout(&job.json_out)) || (a.csv_path && sl_out_to_stdout(&job.csv_out))
                  ? stderr
                  : stdout;
    job.o = &a.o;
    job.device = a.device;
    job.json_path = a.json_path;
    job.csv_path = a.csv_path;
    job.quiet = a.quiet;
    job.wide = a.wide;
    job.no_lock = a.no_lock;
    job.n_typed = n_typed;
    job.typed = typed;
    job.watchdog_s = (unsigned)a.watchdog_s;
    for (size_t s = 0; s < a.n_suites; ++s)
        job.suites[s] = a.suites[s];
    job.n_suites = a.n_suites;
    rc = job.watchdog_s ? run_watched(&job) : run_worker(&job);
    if (job.targets)
        run_target_free(job.targets);
    return rc;
}
