/* cmd_tune.c - `simtlab tune SUITE`: search the tiles of a suite's tuned
 * rung on one device within a time budget, every candidate verified, and
 * write the best to the device's tuning file (tuning.h), which `simtlab
 * run` then takes. The order of the search and its budget rule are
 * tunespace.h's; each candidate is what `simtlab run SUITE --only RUNG:
 * --param ...` would run, through the same registry and runner, so its
 * figure is a run's and its check is a run's (docs/tune.md). */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "simtlab/interrupt.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/registry.h"
#include "simtlab/runner.h"
#include "simtlab/report.h"
#include "simtlab/tunespace.h"
#include "simtlab/tuning.h"

/* The ten minutes on a GPU: a candidate there is a build (about a
 * second on NVIDIA), the shape's data and check, and half a second of
 * timing, so the descent and much of matmul's grid fit. On a CPU PoCL's
 * build of one candidate takes about a second on 2 cores and its default
 * shapes are small: two minutes covers the baseline, the descent and the
 * nearest part of the grid, and keeps a laptop's class waiting less. */
#define TUNE_BUDGET_GPU_S 600.0
#define TUNE_BUDGET_CPU_S 120.0
/* Candidates shown under the search, best first. */
#define TUNE_SHOW_TOP 5

static void usage(FILE *f)
{
    fprintf(f,
            "usage: simtlab tune SUITE [OPTIONS]\n\n"
            "Search the tiles of SUITE's tuned rung on one device within a time budget,\n"
            "verify every candidate, and write the best to this device's tuning file,\n"
            "which 'simtlab run' then takes for the suites' tiles (each row that took them\n"
            "names the file). Tunable suites: ");
    int n = 0;
    for (const sl_suite *const *s = sl_suite_all(); *s; ++s)
        if ((*s)->tune)
            fprintf(f, "%s%s (rung %s)", n++ ? ", " : "", (*s)->name, (*s)->tune->rung);
    fprintf(f, ".\n"
               "The search starts from the suite's own defaults on this device, varies one\n"
               "param at a time from the best so far, then tries the rest of the grid nearest\n"
               "first; a candidate that fails its check never wins (docs/tune.md).\n\n"
               "  -d, --device SEL    P:D indices, gpu, cpu, or part of a platform/device name\n"
               "                      (default: $SIMTLAB_DEVICE, else the first GPU, else the\n"
               "                      first device)\n"
               "      --budget TIME   how long the search may take: 600, 600s, 10m, 1.5h\n"
               "                      (default 10m on a GPU, 2m on a CPU); it stops before a\n"
               "                      candidate that would not fit, the baseline always runs\n"
               "      --sizes LIST    matrix shapes to tune at (matmul; default the suite's:\n"
               "                      4096 on a GPU, 512 on a CPU); several: their geometric mean\n"
               "      --size BYTES    buffer size to tune at (default the suite's)\n"
               "      --reps N        timed repetitions per candidate (default: 0.5 s of them)\n"
               "      --seed N        seed of the random inputs (default 1)\n"
               "      --kernels DIR   look for .cl files here first\n"
               "      --param K=V     a suite parameter that is not searched, held for every\n"
               "                      candidate; repeatable\n"
               "      --json FILE     every candidate: params, figure, time, verdict, reason\n"
               "                      (schema " SL_TUNE_LOG_SCHEMA "); - for standard output\n"
               "      --out DIR|FILE  the tuning file: DIR/VENDOR/DEVICE/DRIVER.json (a DIR is\n"
               "                      an existing directory or ends in /), or FILE itself\n"
               "                      (default DIR: $SIMTLAB_TUNING_DIR, else the source tree's\n"
               "                      data/tuning, else ~/.local/share/simtlab/tuning); the\n"
               "                      file's other suites are kept\n"
               "      --no-lock       do not take the GPU's lock\n"
               "  -q, --quiet         no line per candidate on stderr\n"
               "  -h, --help          this text\n\n"
               "  simtlab tune matmul                 # then: simtlab run matmul\n"
               "  simtlab tune transpose -d cpu --budget 90s --json tune.json\n\n"
               "^C (or SIGTERM) stops after the candidate in flight: --json gets the\n"
               "candidates so far, the tuning file is left as it was.\n\n"
               "exit codes: 0 a tuning file written, 1 no candidate passed or one failed its\n"
               "check (nothing written but --json), 2 bad usage (an unknown suite, one with no\n"
               "tuning space, a bad value), 3 no usable OpenCL device, 4 an output could not\n"
               "be written, 5 the device stopped answering, 130/143 interrupted\n");
}

/* usage_error(fmt, what): fmt has one conversion, for what (the macro has
 * the compiler check it: a second %s read a stray register, and crashed
 * on a GPU machine) */
#define usage_error(fmt, what) (0 ? printf(fmt, what) : usage_error_one(fmt, what))
static int usage_error_one(const char *fmt, const char *what)
{
    char cut[160];
    if (strlen(what) >= 128) {
        snprintf(cut, sizeof cut, "%.100s... (%zu bytes)", what, strlen(what));
        what = cut;
    }
    fprintf(stderr, "simtlab tune: ");
    fprintf(stderr, fmt, what);
    fprintf(stderr, "\n(simtlab tune --help lists the options)\n");
    return EXIT_USAGE;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* "45s", "2m05s", "1h02m" */
static const char *span(double s, char *buf, size_t len)
{
    const long t = s > 0.0 ? (long)(s + 0.5) : 0;
    if (t < 60)
        snprintf(buf, len, "%lds", t);
    else if (t < 3600)
        snprintf(buf, len, "%ldm%02lds", t / 60, t % 60);
    else
        snprintf(buf, len, "%ldh%02ldm", t / 3600, t % 3600 / 60);
    return buf;
}

/* ---- the options --------------------------------------------------------- */

typedef struct tune_args {
    sl_run_opts o;              /* every candidate's options, the axes added per candidate */
    const char *device, *json_path, *out_arg;
    const sl_suite *suite;
    double budget_s;
    bool budget_given, no_lock;
    int quiet;
    char param_keys[SL_PARAMS_MAX][32];
    char only[80];              /* "RUNG:": the rung's cases and no other kernel's */
    size_t n_axes, grid;
} tune_args;

enum { O_JSON = 256, O_SIZE, O_SIZES, O_SEED, O_REPS, O_BUDGET, O_KERNELS, O_PARAM, O_OUT, O_NO_LOCK };

static const struct option tune_longopts[] = {
    { "device", required_argument, NULL, 'd' },   { "json", required_argument, NULL, O_JSON },
    { "size", required_argument, NULL, O_SIZE },    { "sizes", required_argument, NULL, O_SIZES },
    { "seed", required_argument, NULL, O_SEED },    { "reps", required_argument, NULL, O_REPS },
    { "budget", required_argument, NULL, O_BUDGET }, { "kernels", required_argument, NULL, O_KERNELS },
    { "param", required_argument, NULL, O_PARAM },  { "out", required_argument, NULL, O_OUT },
    { "no-lock", no_argument, NULL, O_NO_LOCK },    { "quiet", no_argument, NULL, 'q' },
    { "help", no_argument, NULL, 'h' },             { NULL, 0, NULL, 0 },
};

/* One --param K=V (the last value of a key wins); CLI_GO_ON or the exit code. */
static int add_param(tune_args *a, const char *text)
{
    sl_run_opts *o = &a->o;
    char key[sizeof a->param_keys[0]];
    uint64_t val = 0;
    sl_err e = { 0 };
    if (sl_parse_param(text, strlen(text), key, sizeof key, &val, &e) != SL_OK) {
        fprintf(stderr, "simtlab tune: %s\n", e.msg);
        return EXIT_USAGE;
    }
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

/* Every option into a; CLI_GO_ON or the exit code (--help: 0). */
static int tune_options(int argc, char **argv, tune_args *a)
{
    memset(a, 0, sizeof *a);
    a->o.seed = 1;
    a->o.timing = (sl_timing_opts)SL_TIMING_DEFAULTS;
    a->o.kernels = cli_kernel_dirs(NULL);
    a->o.tuning_env = cli_tuning_env();
    sl_err e = { 0 };
    int c;
    optind = 1;
    opterr = 0;
    argv[0] = (char *)"simtlab tune";
    while ((c = getopt_long(argc, argv, ":d:qh", tune_longopts, NULL)) != -1) {
        int rc = SL_OK, code = CLI_GO_ON;
        uint64_t v = 0;
        switch (c) {
        case 'd': a->device = optarg; break;
        case O_JSON: a->json_path = optarg; break;
        case O_OUT: a->out_arg = optarg; break;
        case O_SIZE: rc = sl_parse_size(optarg, &a->o.size_bytes, &e); break;
        case O_SIZES: {
            sl_mnk shapes[SL_MNK_MAX];
            size_t n = 0;
            rc = sl_parse_mnk_list(optarg, shapes, SL_MNK_MAX, &n, &e);
            a->o.sizes = optarg;
            break;
        }
        case O_SEED: rc = sl_parse_u64(optarg, 0, UINT64_MAX, "--seed", &a->o.seed, &e); break;
        case O_REPS:
            rc = sl_parse_u64(optarg, 1, 1000000, "--reps", &v, &e);
            a->o.timing.reps = (unsigned)v;
            break;
        case O_BUDGET:
            rc = sl_parse_duration(optarg, "--budget", &a->budget_s, &e);
            a->budget_given = true;
            break;
        case O_KERNELS: a->o.kernels.cli = optarg; break;
        case O_PARAM: code = add_param(a, optarg); break;
        case O_NO_LOCK: a->no_lock = true; break;
        case 'q': a->quiet = 1; break;
        case 'h': usage(stdout); return 0;
        default: {
            char msg[600];
            fprintf(stderr, "simtlab tune: %s\n(simtlab tune --help lists the options)\n",
                    cli_opt_error(msg, sizeof msg, c, argc, argv, tune_longopts));
            return EXIT_USAGE;
        }
        }
        if (code != CLI_GO_ON)
            return code;
        if (rc != SL_OK) {
            fprintf(stderr, "simtlab tune: %s\n", e.msg);
            return EXIT_USAGE;
        }
    }
    return CLI_GO_ON;
}

/* The tunable suites, for a message: "matmul, transpose". */
static void tunable_names(char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (const sl_suite *const *s = sl_suite_all(); *s; ++s)
        if ((*s)->tune && used < len) {
            int w = snprintf(buf + used, len - used, "%s%s", used ? ", " : "", (*s)->name);
            used += w > 0 ? (size_t)w : 0;
        }
}

/* The one suite named, tunable, its space sound; CLI_GO_ON or the exit code. */
static int choose_suite(int argc, char **argv, tune_args *a)
{
    char names[256];
    tunable_names(names, sizeof names);
    if (argc - optind != 1) {
        fprintf(stderr, "simtlab tune: name one suite to tune (%d given): %s\n(simtlab tune --help)\n",
                argc - optind, names);
        return EXIT_USAGE;
    }
    const char *name = argv[optind];
    if (!(a->suite = sl_suite_find(name))) {
        char msg[400];
        snprintf(msg, sizeof msg, "unknown suite '%%s' ('simtlab list' shows the suites; tunable: %s)", names);
        return usage_error(msg, name);
    }
    const sl_suite_tune *t = a->suite->tune;
    if (!t) {
        char msg[400];
        snprintf(msg, sizeof msg, "suite '%%s' has no tuning space (no tiles to search); tunable: %s", names);
        return usage_error(msg, name);
    }
    /* the declaration itself: a wrong one is simtlab's bug, said plainly */
    char why[128];
    if ((a->n_axes = sl_tune_space_check(t->axes, &a->grid, why, sizeof why)) == 0 ||
        (strcmp(t->metric, "gflops") != 0 && strcmp(t->metric, "gbps") != 0)) {
        fprintf(stderr, "simtlab tune: %s declares a tuning space simtlab cannot search: %s\n", name,
                a->n_axes ? "its metric is neither gflops nor gbps" : why);
        return EXIT_CHECK_FAILED;
    }
    for (size_t i = 0; i < a->n_axes; ++i) {
        const sl_suite_param *p = sl_suite_param_of(a->suite, t->axes[i].key);
        for (size_t j = 0; p && j < sl_tune_axis_values(&t->axes[i]); ++j)
            if (p->max && (t->axes[i].values[j] < p->min || t->axes[i].values[j] > p->max))
                p = NULL;
        if (!p) {
            fprintf(stderr, "simtlab tune: %s's tuning axis %s is not one of its params, or a value is out of "
                            "its range\n", name, t->axes[i].key);
            return EXIT_CHECK_FAILED;
        }
    }
    snprintf(a->only, sizeof a->only, "%s:", t->rung);
    return CLI_GO_ON;
}

/* --size, --sizes and --param against the suite; CLI_GO_ON or the exit code. */
static int check_suite_options(tune_args *a)
{
    const sl_suite *s = a->suite;
    if (a->o.size_bytes && s->takes_sizes)
        return usage_error("%s takes matrix shapes with --sizes (e.g. --sizes 1024), not --size", s->name);
    if (a->o.sizes && !s->takes_sizes)
        return usage_error("%s takes --size (bytes), not --sizes", s->name);
    for (int i = 0; i < a->o.n_params; ++i) {
        const char *key = a->o.param_key[i];
        for (size_t j = 0; j < a->n_axes; ++j)
            if (strcmp(s->tune->axes[j].key, key) == 0) {
                fprintf(stderr, "simtlab tune: --param %s: %s is what the search varies; give only params it holds "
                                "(simtlab list)\n", key, key);
                return EXIT_USAGE;
            }
        const sl_suite_param *p = sl_suite_param_of(s, key);
        if (!p) {
            fprintf(stderr, "simtlab tune: %s takes no --param %s ('simtlab list' shows each suite's)\n", s->name,
                    key);
            return EXIT_USAGE;
        }
    }
    sl_err e = { 0 };
    if (sl_runner_check_params(s, &a->o, &e) != SL_OK) { /* each value in its range: the engine's check */
        fprintf(stderr, "simtlab tune: %s\n", e.msg);
        sl_err_clear(&e);
        return EXIT_USAGE;
    }
    if ((size_t)a->o.n_params + a->n_axes > SL_PARAMS_MAX) {
        fprintf(stderr, "simtlab tune: %d --param options and %zu searched params are more than %d\n",
                a->o.n_params, a->n_axes, SL_PARAMS_MAX);
        return EXIT_USAGE;
    }
    return CLI_GO_ON;
}

/* The tuning file's path: --out (a directory, or the file), else the
 * default directory; CLI_GO_ON or the exit code. */
static int tuning_path(const tune_args *a, const sl_profile *p, char *path, size_t len)
{
    char dir[SL_TUNING_PATH_MAX];
    struct stat st;
    const char *out = a->out_arg;
    const size_t n = out ? strlen(out) : 0;
    if (out && n == 0)
        return usage_error("--out is empty%s: give a directory or a file", "");
    if (out && (out[n - 1] == '/' || (stat(out, &st) == 0 && S_ISDIR(st.st_mode)))) {
        snprintf(dir, sizeof dir, "%.*s", (int)(n > 1 && out[n - 1] == '/' ? n - 1 : n), out);
    } else if (out) {
        if (n >= len)
            return usage_error("--out '%s' is too long", out);
        snprintf(path, len, "%s", out);
        return CLI_GO_ON;
    } else {
        sl_tuning_default_dir(&a->o.tuning_env, dir, sizeof dir);
        if (!dir[0])
            return usage_error("no directory for the tuning file%s: give --out DIR or set SIMTLAB_TUNING_DIR", "");
    }
    if (sl_tuning_file_in(dir, p, path, len) != SL_OK)
        return usage_error("the tuning file's path under '%s' is too long", dir);
    return CLI_GO_ON;
}

/* ---- one candidate ------------------------------------------------------- */

typedef struct tune_run {
    tune_args *a;
    const sl_device *dev;
    const sl_tune_axis *axes;
    size_t n_axes;
    const char *unit;           /* "GFLOP/s" or "GB/s" */
} tune_run;

static double figure_of(const tune_run *t, const sl_row *r)
{
    return strcmp(t->a->suite->tune->metric, "gflops") == 0 ? r->gflops : r->gbps;
}

/* The first line of text, cut to fit dst. */
static void first_line(char *dst, size_t len, const char *text)
{
    snprintf(dst, len, "%.*s", (int)strcspn(text, "\n"), text);
}

/* The rung's rows of one run into c: failed if one failed, else skipped
 * if one was, else passed with the geometric mean of their figures. */
static void judge(const tune_run *t, const sl_results *res, sl_tune_cand *c)
{
    const char *rung = t->a->suite->tune->rung;
    double log_sum = 0.0;
    c->status = SL_ROW_OK;
    c->n_rows = 0;
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        if (strcmp(r->kernel, rung) != 0 || c->n_rows == SL_TUNE_ROWS_MAX)
            continue;
        const double fig = r->status == SL_ROW_OK ? figure_of(t, r) : NAN;
        snprintf(c->rows[c->n_rows].case_name, sizeof c->rows[0].case_name, "%s", r->case_name);
        c->rows[c->n_rows].time_ns = r->status == SL_ROW_OK ? r->time_ns.median : NAN;
        c->rows[c->n_rows].figure = fig;
        ++c->n_rows;
        if (r->status == SL_ROW_FAILED && c->status != SL_ROW_FAILED) {
            c->status = SL_ROW_FAILED;
            snprintf(c->reason, sizeof c->reason, "%.60s: %.190s", r->case_name, r->reason);
        } else if (r->status == SL_ROW_SKIPPED && c->status == SL_ROW_OK) {
            c->status = SL_ROW_SKIPPED;
            snprintf(c->reason, sizeof c->reason, "%s", r->reason);
        } else if (r->status == SL_ROW_OK) {
            log_sum += log(fig > 0.0 ? fig : 1e-300);
        }
    }
    if (c->n_rows == 0 && c->status == SL_ROW_OK) {
        c->status = SL_ROW_SKIPPED;
        snprintf(c->reason, sizeof c->reason, "the run made no %s row", rung);
    }
    c->figure = c->status == SL_ROW_OK ? exp(log_sum / (double)c->n_rows) : NAN;
}

/* Run the rung once with the axes at p, or at the suite's defaults when p
 * is NULL (the baseline: the values it took recorded in resolved), into c.
 * SL_OK: c says how it went (a build that failed is a failed candidate);
 * else what stops the search: SL_E_INTR, SL_E_LOST, SL_E_USAGE. */
static int run_candidate(const tune_run *t, const sl_tune_point *p, sl_kvlist *resolved, sl_tune_cand *c, sl_err *e)
{
    sl_run_opts o = t->a->o;
    o.only = t->a->only;
    o.tuning_search = false; /* the baseline is the suite's own defaults */
    o.tuning_file = NULL;
    for (size_t i = 0; p && i < t->n_axes; ++i) {
        o.param_key[o.n_params] = t->axes[i].key;
        o.param_val[o.n_params++] = p->v[i];
    }
    sl_results res = { 0 };
    sl_ctx ctx = { .dev = t->dev, .opts = &o, .results = &res, .no_ceiling = true, .resolved = resolved };
    const double t0 = now_s();
    int rc = sl_suite_run(&ctx, t->a->suite, e);
    c->seconds = now_s() - t0;
    if (rc == SL_OK) {
        judge(t, &res, c);
    } else if (rc == SL_FAIL) { /* it could not run: the kernel file did not build with these tiles */
        c->status = SL_ROW_FAILED;
        c->figure = NAN;
        first_line(c->reason, sizeof c->reason, e->msg);
        sl_err_clear(e);
        rc = SL_OK;
    }
    if (sl_interrupted())
        rc = SL_E_INTR;
    sl_results_free(&res);
    return rc;
}

/* One line on stderr for candidate i of the search. */
static void progress(const tune_run *t, const sl_tune_cand *c, size_t i, size_t total, const sl_tune_cand *best,
                     double left_s)
{
    char params[256], bp[256], left[32], what[320];
    sl_tune_point_format(t->axes, t->n_axes, &c->point, params, sizeof params);
    if (c->status == SL_ROW_OK)
        snprintf(what, sizeof what, "%.1f %s PASS", c->figure, t->unit);
    else
        snprintf(what, sizeof what, "%s: %.100s", c->status == SL_ROW_FAILED ? "FAIL" : "SKIP", c->reason);
    if (best)
        snprintf(bp, sizeof bp, "best %.1f", best->figure);
    else
        snprintf(bp, sizeof bp, "no best yet");
    fprintf(stderr, "[tune %s %zu/%zu %s] %s: %s (%.1f s); %s; %s left\n", t->a->suite->name, i + 1, total,
            sl_tune_phase_name(c->phase), params, what, c->seconds, bp, span(left_s, left, sizeof left));
}

/* ---- the search ---------------------------------------------------------- */

typedef struct tune_state {
    sl_tune_cand *cands;
    size_t n, cap;
    double *took;               /* seconds of each candidate that ran (not skipped) */
    size_t n_took;
    long winner;
    size_t failed, skipped;
    const char *stopped;
    int stop_rc;                /* SL_OK, or what stopped the search */
} tune_state;

static sl_tune_cand *add_cand(tune_state *s)
{
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 64;
        sl_tune_cand *c = realloc(s->cands, cap * sizeof *c);
        double *t = realloc(s->took, cap * sizeof *t);
        if (c)
            s->cands = c;
        if (t)
            s->took = t;
        if (!c || !t)
            return NULL;
        s->cap = cap;
    }
    sl_tune_cand *c = &s->cands[s->n++];
    memset(c, 0, sizeof *c);
    return c;
}

/* Count c, and make it the winner when it passed above every earlier one. */
static void tally(tune_state *s, size_t i)
{
    const sl_tune_cand *c = &s->cands[i];
    s->failed += c->status == SL_ROW_FAILED;
    s->skipped += c->status == SL_ROW_SKIPPED;
    if (c->status != SL_ROW_SKIPPED)
        s->took[s->n_took++] = c->seconds;
    if (c->status == SL_ROW_OK && (s->winner < 0 || c->figure > s->cands[s->winner].figure))
        s->winner = (long)i;
}

/* The baseline's point: the value of each axis its run took. */
static int baseline_point(const tune_run *t, const sl_kvlist *resolved, sl_tune_point *p)
{
    memset(p, 0, sizeof *p);
    for (size_t i = 0; i < t->n_axes; ++i) {
        const double v = sl_kv_number(resolved, t->axes[i].key);
        if (!isfinite(v)) {
            fprintf(stderr, "simtlab tune: %s never read its tuned param %s (sl_ctx_param): its tuning space and "
                            "its code disagree\n", t->a->suite->name, t->axes[i].key);
            return EXIT_CHECK_FAILED;
        }
        p->v[i] = (uint64_t)v;
    }
    return CLI_GO_ON;
}

/* The baseline's rung rows' variants, comma-separated: the shape searched at. */
static void shape_of(const sl_tune_cand *c, char *shape, size_t len)
{
    shape[0] = '\0';
    for (size_t i = 0, used = 0; i < c->n_rows && used < len; ++i) {
        const char *colon = strchr(c->rows[i].case_name, ':');
        int w = snprintf(shape + used, len - used, "%s%s", i ? "," : "", colon ? colon + 1 : "");
        used += w > 0 ? (size_t)w : 0;
    }
}

/* After the baseline: the points tunespace gives while the budget allows,
 * into s. The code that stopped it (SL_OK when the budget or the space
 * ran out). */
static int descend(const tune_run *t, tune_state *s, sl_tune_search *ts, double t0, double budget_s, sl_err *e)
{
    const size_t total = sl_tune_total(ts);
    sl_tune_point p;
    sl_tune_phase phase;
    for (;;) {
        if (!sl_tune_may_start(now_s() - t0, budget_s, s->took, s->n_took)) {
            s->stopped = "budget";
            return SL_OK;
        }
        if (!sl_tune_next(ts, &p, &phase))
            return SL_OK; /* every point tried: "done" */
        sl_tune_cand *c = add_cand(s);
        if (!c)
            return sl_err_set(e, SL_FAIL, "out of memory");
        c->point = p;
        c->phase = phase;
        int rc = run_candidate(t, &p, NULL, c, e);
        if (rc != SL_OK) {
            --s->n; /* the candidate in flight is dropped, as run drops its case */
            return rc;
        }
        sl_tune_record(ts, c->status == SL_ROW_OK ? c->figure : NAN);
        tally(s, s->n - 1);
        if (!t->a->quiet)
            progress(t, c, s->n - 1, total, s->winner >= 0 ? &s->cands[s->winner] : NULL,
                     budget_s - (now_s() - t0));
    }
}

/* The whole search into s: the baseline (the suite's defaults), then the
 * rest while the budget allows. CLI_GO_ON, or the exit code of a
 * declaration that does not match its code. */
static int search(const tune_run *t, tune_state *s, double budget_s, char *shape, size_t shape_len)
{
    const double t0 = now_s();
    sl_err e = { 0 };
    sl_kvlist resolved = { 0 };
    s->winner = -1;
    s->stopped = "done";
    sl_tune_cand *c = add_cand(s);
    if (!c) {
        fprintf(stderr, "simtlab tune: out of memory\n");
        return EXIT_CHECK_FAILED;
    }
    c->phase = SL_TUNE_BASELINE;
    int rc = run_candidate(t, NULL, &resolved, c, &e);
    if (rc == SL_OK) {
        int code = baseline_point(t, &resolved, &c->point);
        if (code != CLI_GO_ON)
            return code;
        shape_of(c, shape, shape_len);
        tally(s, 0);
        sl_tune_search ts;
        if (sl_tune_search_begin(&ts, t->axes, &c->point, c->status == SL_ROW_OK ? c->figure : NAN) != 0) {
            fprintf(stderr, "simtlab tune: out of memory\n");
            return EXIT_CHECK_FAILED;
        }
        if (!t->a->quiet)
            progress(t, c, 0, sl_tune_total(&ts), s->winner >= 0 ? &s->cands[s->winner] : NULL,
                     budget_s - (now_s() - t0));
        rc = descend(t, s, &ts, t0, budget_s, &e);
        sl_tune_search_free(&ts);
    } else {
        s->n = 0; /* the baseline itself did not finish */
    }
    if (rc == SL_E_INTR) {
        s->stopped = "interrupted";
    } else if (rc == SL_E_LOST) {
        s->stopped = "device lost";
        fprintf(stderr, "simtlab tune: %s\n", e.msg);
    } else if (rc != SL_OK) {
        s->stopped = "error";
        fprintf(stderr, "simtlab tune: %s\n", e.msg);
    }
    s->stop_rc = rc;
    sl_err_clear(&e);
    return CLI_GO_ON;
}

/* ---- the end: what it found, the files ----------------------------------- */

static int by_figure(const void *x, const void *y)
{
    const sl_tune_cand *a = *(const sl_tune_cand *const *)x, *b = *(const sl_tune_cand *const *)y;
    return (a->figure < b->figure) - (a->figure > b->figure);
}

/* The search in a few lines: counts, the baseline, the best few. */
static void summary(FILE *out, const tune_run *t, const tune_state *s, double spent_s, double budget_s)
{
    char buf[256], sp[32], bu[32];
    fprintf(out, "\n%zu candidates of %s's %s rung in %s of %s (%s): %zu passed, %zu skipped, %zu failed\n", s->n,
            t->a->suite->name, t->a->suite->tune->rung, span(spent_s, sp, sizeof sp), span(budget_s, bu, sizeof bu),
            s->stopped, s->n - s->failed - s->skipped, s->skipped, s->failed);
    if (s->n == 0)
        return;
    const sl_tune_cand *b = &s->cands[0];
    sl_tune_point_format(t->axes, t->n_axes, &b->point, buf, sizeof buf);
    if (b->status == SL_ROW_OK)
        fprintf(out, "  baseline   %-40s %10.1f %s\n", buf, b->figure, t->unit);
    else
        fprintf(out, "  baseline   %-40s %s: %.80s\n", buf, b->status == SL_ROW_FAILED ? "FAIL" : "SKIP",
                b->reason);
    const sl_tune_cand **top = malloc(s->n * sizeof *top);
    size_t n = 0;
    for (size_t i = 0; top && i < s->n; ++i)
        if (s->cands[i].status == SL_ROW_OK)
            top[n++] = &s->cands[i];
    if (top)
        qsort(top, n, sizeof *top, by_figure);
    for (size_t i = 0; i < n && i < TUNE_SHOW_TOP; ++i) {
        sl_tune_point_format(t->axes, t->n_axes, &top[i]->point, buf, sizeof buf);
        fprintf(out, "  %-10s %-40s %10.1f %s", i == 0 ? "best" : "", buf, top[i]->figure, t->unit);
        if (b->status == SL_ROW_OK && b->figure > 0.0)
            fprintf(out, "  %.3fx the baseline", top[i]->figure / b->figure);
        fputc('\n', out);
    }
    free(top);
}

/* Write --json: CLI_GO_ON or the exit code. */
static int write_log(const tune_args *a, const sl_out *json, const sl_tune_log *log, FILE *tab)
{
    char *text = sl_tune_log_json(log);
    sl_err e = { 0 };
    if (!text) {
        fprintf(stderr, "simtlab tune: out of memory formatting --json\n");
        return EXIT_IO;
    }
    int rc = sl_out_write(json, text, strlen(text), &e);
    free(text);
    if (rc != SL_OK)
        return cli_fail(rc, &e);
    if (!sl_out_to_stdout(json))
        fprintf(tab, "wrote %s\n", a->json_path);
    return CLI_GO_ON;
}

/* Is path the file run finds for dev on the tuning path (env's)? */
static bool on_tuning_path(const sl_tuning_env *env, const sl_device *dev, const char *path)
{
    char found[SL_TUNING_PATH_MAX];
    struct stat a, b;
    return sl_tuning_find(env, &dev->prof, found, sizeof found) == SL_OK && stat(found, &a) == 0 &&
           stat(path, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* The search done: the tuning file when it found a winner and nothing
 * failed, --json always; the exit code. */
static int finish(const tune_run *t, tune_state *s, sl_tune_log *log, const sl_out *json, const char *path,
                  FILE *tab, int sig)
{
    const tune_args *a = t->a;
    int code = 0;
    sl_err e = { 0 };
    log->cands = s->cands;
    log->n = s->n;
    log->winner = s->winner;
    if (sig) {
        fprintf(stderr, "simtlab tune: interrupted: the tuning file %s was left as it was\n", path);
    } else if (s->stop_rc == SL_E_LOST) {
        code = EXIT_DEVICE_LOST;
    } else if (s->stop_rc != SL_OK) {
        code = EXIT_CHECK_FAILED;
    } else if (s->failed) {
        const sl_tune_cand *f = NULL;
        for (size_t i = 0; i < s->n && !f; ++i)
            f = s->cands[i].status == SL_ROW_FAILED ? &s->cands[i] : NULL;
        char params[256];
        sl_tune_point_format(t->axes, t->n_axes, &f->point, params, sizeof params);
        fprintf(stderr,
                "simtlab tune: %zu of %zu candidates failed (first: %s: %.200s); a kernel wrong at some tile is not "
                "one to tune: %s was not written\n",
                s->failed, s->n, params, f->reason, path);
        log->winner = -1; /* a failed search has no winner */
        code = EXIT_CHECK_FAILED;
    } else if (s->winner < 0) {
        fprintf(stderr, "simtlab tune: no candidate passed (%zu skipped%s%.200s): %s was not written\n", s->skipped,
                s->n ? "; the baseline: " : "", s->n ? s->cands[0].reason : "", path);
        code = EXIT_CHECK_FAILED;
    } else {
        int rc = sl_tuning_save(path, log, &e);
        if (rc != SL_OK) {
            code = cli_fail(rc, &e);
        } else {
            log->tuning_file = path;
            if (on_tuning_path(&a->o.tuning_env, t->dev, path))
                fprintf(tab, "wrote %s: 'simtlab run %s' now takes these values (--tuning off: the defaults)\n",
                        path, a->suite->name);
            else
                fprintf(tab, "wrote %s; it is not where run looks for this device's (docs/tune.md): "
                             "'simtlab run %s --tuning %s' takes it\n", path, a->suite->name, path);
        }
        sl_err_clear(&e);
    }
    if (a->json_path) {
        int jc = write_log(a, json, log, tab);
        if (jc != CLI_GO_ON && code == 0)
            code = jc;
    }
    return sig ? 128 + sig : code;
}

/* ---- the command ----------------------------------------------------------- */

/* Outputs and kernels checked before the device opens; CLI_GO_ON or the exit code. */
static int check_files(const tune_args *a, sl_out *json)
{
    sl_err e = { 0 };
    int rc;
    if (a->json_path && (rc = sl_out_prepare(a->json_path, false, json, &e)) != SL_OK)
        return cli_fail(rc, &e);
    if (a->o.kernels.cli && (rc = sl_prog_check_dir(a->o.kernels.cli, "--kernels", &e)) != SL_OK)
        return cli_fail(rc, &e);
    if (a->json_path && (rc = cli_out_not_kernel("tune", "--json", json, a->o.kernels)))
        return rc;
    const char *env_dir = a->o.kernels.env;
    if (env_dir && (rc = sl_prog_check_dir(env_dir, "SIMTLAB_KERNEL_PATH", &e)) != SL_OK)
        return cli_fail(rc, &e);
    return CLI_GO_ON;
}

/* The tuning file can be written, and is not --json; CLI_GO_ON or the exit code. */
static int check_tuning_out(const tune_args *a, const sl_out *json, const char *path, const sl_profile *p)
{
    sl_err e = { 0 };
    int rc = sl_tuning_check_out(path, p, &e);
    if (rc != SL_OK)
        return cli_fail(rc, &e);
    sl_out tout;
    if (a->json_path && sl_out_prepare(path, false, &tout, &e) == SL_OK && sl_out_same(json, &tout)) {
        fprintf(stderr, "simtlab tune: --json %s is the tuning file: one would overwrite the other\n", a->json_path);
        return EXIT_USAGE;
    }
    sl_err_clear(&e);
    return CLI_GO_ON;
}

static int tune_parsed(int argc, char **argv, int n_typed, char **typed)
{
    static tune_args a; /* static: its sl_out and paths are large */
    static sl_out json;
    int code;
    if ((code = tune_options(argc, argv, &a)) != CLI_GO_ON || (code = choose_suite(argc, argv, &a)) != CLI_GO_ON ||
        (code = check_suite_options(&a)) != CLI_GO_ON || (code = check_files(&a, &json)) != CLI_GO_ON)
        return code;
    sl_device dev;
    sl_err e = { 0 };
    int rc = cli_dev_open(a.device, &dev, &e);
    if (rc != SL_OK) {
        code = cli_fail(rc, &e);
        sl_err_clear(&e);
        return code;
    }
    const sl_profile *p = &dev.prof;
    static char path[SL_TUNING_PATH_MAX];
    sl_devlock lock;
    bool locked = false;
    if ((code = tuning_path(&a, p, path, sizeof path)) != CLI_GO_ON ||
        (code = check_tuning_out(&a, &json, path, p)) != CLI_GO_ON)
        goto done;
    if ((code = cli_devlock(p, a.no_lock, &lock)) != 0)
        goto done;
    locked = true;
    code = CLI_GO_ON;
    const double budget_s = a.budget_given                ? a.budget_s
                            : p->type & SL_DEVTYPE_GPU ? TUNE_BUDGET_GPU_S
                                                         : TUNE_BUDGET_CPU_S;
    const sl_suite_tune *st = a.suite->tune;
    const tune_run t = { .a = &a, .dev = &dev, .axes = st->axes, .n_axes = a.n_axes,
                         .unit = strcmp(st->metric, "gflops") == 0 ? "GFLOP/s" : "GB/s" };
    FILE *tab = a.json_path && sl_out_to_stdout(&json) ? stderr : stdout;
    char bu[32];
    fprintf(tab, "device: [%u:%u] %s (%s, %s)\n", p->platform_index, p->device_index, p->name, p->platform,
            p->driver);
    fprintf(tab, "tune %s: rung %s, %zu params over %zu points, the best %s wins, budget %s\n", a.suite->name,
            st->rung, a.n_axes, a.grid, t.unit, span(budget_s, bu, sizeof bu));
    fflush(tab);
    sl_interrupt_install();
    tune_state s = { 0 };
    sl_run_info info;
    sl_run_info_now(&info, n_typed, typed, SIMTLAB_VERSION);
    sl_tune_log log = { .info = &info, .prof = p, .suite = a.suite->name, .rung = st->rung, .metric = st->metric,
                        .axes = st->axes, .n_axes = a.n_axes, .budget_s = budget_s };
    const double t0 = now_s();
    if ((code = search(&t, &s, budget_s, log.shape, sizeof log.shape)) == CLI_GO_ON) {
        log.spent_s = now_s() - t0;
        log.stopped = s.stopped;
        info.interrupted = sl_interrupted();
        summary(tab, &t, &s, log.spent_s, budget_s);
        code = finish(&t, &s, &log, &json, path, tab, sl_interrupted());
    }
    free(s.cands);
    free(s.took);
done:
    if (locked)
        sl_devlock_release(&lock);
    sl_dev_close(&dev);
    return code;
}

int cmd_tune(int argc, char **argv)
{
    /* getopt_long permutes argv; the log records the command as typed */
    char **typed = malloc(((size_t)argc + 1) * sizeof *typed);
    if (!typed) {
        fprintf(stderr, "simtlab tune: out of memory\n");
        return EXIT_CHECK_FAILED;
    }
    int n_typed = 0;
    typed[n_typed++] = (char *)"simtlab";
    for (int i = 0; i < argc; ++i)
        typed[n_typed++] = argv[i];
    const int code = tune_parsed(argc, argv, n_typed, typed);
    free(typed);
    return code;
}
