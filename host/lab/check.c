/* check.c - a lab's checker: the lab's suite case run against the student's
 * file on every dataset, then the speed verdict (labcheck.h). */
#include "simtlab/labcheck.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "simtlab/ceiling.h"
#include "simtlab/derive.h"
#include "simtlab/interrupt.h"
#include "simtlab/parse.h"
#include "simtlab/program.h"
#include "simtlab/registry.h"
#include "simtlab/report.h"
#include "simtlab/runner.h"
#include "simtlab/watch.h"

/* Run options for one dataset: its size, --sizes and --params; keys live in keys. */
typedef struct ds_opts {
    sl_run_opts o;
    char keys[SL_PARAMS_MAX][32];
} ds_opts;

static int dataset_opts(const sl_lab *lab, const sl_lab_dataset *d, const sl_lab_check_opts *lo, bool timed,
                        ds_opts *out, sl_err *e)
{
    memset(out, 0, sizeof *out);
    sl_run_opts *o = &out->o;
    o->seed = lo->seed;
    o->timing = (sl_timing_opts)SL_TIMING_DEFAULTS;
    if (!timed)
        o->timing.reps = 1; /* correctness only: one timed run is enough */
    o->size_bytes = d->size_bytes;
    o->sizes = d->sizes;
    o->kernels = lo->kernels;
    o->only = lab->only;
    o->kernel_file = lo->kernel_file;
    o->kernel_text = lo->kernel_text;
    /* "k=v,k=v", each through the parser --param uses; the memory check's
     * launch first, so that it wins (sl_opt_param takes the first) */
    const char *lists[2] = { lo->memcheck_launch ? lab->memcheck_params : NULL, d->params };
    for (size_t l = 0; l < 2; ++l) {
        for (const char *p = lists[l]; p && *p;) {
            const char *end = strchr(p, ',');
            const size_t len = end ? (size_t)(end - p) : strlen(p);
            if (o->n_params == SL_PARAMS_MAX)
                return sl_err_set(e, SL_FAIL, "lab %u, dataset '%s': more than %d params", lab->number, d->label,
                                  SL_PARAMS_MAX);
            if (sl_parse_param(p, len, out->keys[o->n_params], sizeof out->keys[0], &o->param_val[o->n_params],
                               e) != SL_OK)
                return sl_err_set(e, SL_FAIL, "lab %u, dataset '%s': %s", lab->number, d->label, e->msg);
            o->param_key[o->n_params] = out->keys[o->n_params];
            o->n_params++;
            p = end ? end + 1 : NULL;
        }
    }
    return SL_OK;
}

/* One event for a forked check's parent (watch.h's 'T' message). */
static void tally(const char *what, unsigned i)
{
    char line[64];
    int n = snprintf(line, sizeof line, "%s %u", what, i);
    sl_watch_send('T', line, (size_t)n);
}

static void rows_out(const sl_lab_check_opts *o, const sl_results *res, size_t from)
{
    if (o->on_rows && res->n > from)
        o->on_rows(o->on_rows_arg, res, from);
}

void sl_lab_tag_rows(sl_results *res, size_t from, const sl_lab *lab, const sl_lab_dataset *d, size_t i,
                     const char *role, uint64_t seed, const char *verdict)
{
    for (size_t k = from; k < res->n; ++k) {
        sl_row *r = &res->rows[k];
        sl_kv_num(&r->metrics, SL_LAB_M_LAB, lab->number);
        if (d) {
            sl_kv_str(&r->metrics, SL_LAB_M_DATASET, d->label);
            sl_kv_num(&r->metrics, SL_LAB_M_DATASET_INDEX, (double)(i + 1));
            sl_kv_num(&r->metrics, SL_LAB_M_DATASET_BYTES, (double)d->size_bytes);
            if (d->sizes)
                sl_kv_str(&r->metrics, SL_LAB_M_DATASET_SIZES, d->sizes);
        }
        sl_kv_str(&r->metrics, SL_LAB_M_ROLE, role);
        sl_kv_num(&r->metrics, SL_LAB_M_SEED, (double)seed);
        sl_kv_str(&r->metrics, SL_LAB_M_VERDICT, verdict);
        if (sl_row_full_list(r)) { /* a tag lost for want of room: the record would not say whose row it is */
            char why[128];
            snprintf(why, sizeof why, "the row's metrics hold more than %d keys with the lab's tags", SL_KV_MAX);
            sl_row_fail(r, why);
        }
    }
}

int sl_lab_add_outcome(sl_results *res, const sl_lab *lab, size_t i, const char *role, uint64_t seed,
                       const char *verdict, const char *reason)
{
    sl_row r;
    sl_row_init(&r, lab->suite, lab->entry[0] ? lab->entry : lab->suite);
    snprintf(r.case_name, sizeof r.case_name, "%s", lab->only);
    if (strcmp(verdict, "not run") == 0)
        sl_row_skip(&r, reason);
    else
        sl_row_fail(&r, reason);
    if (sl_results_add(res, &r) != 0)
        return SL_FAIL;
    sl_lab_tag_rows(res, res->n - 1, lab, i < SL_LAB_MAX_DATASETS && lab->datasets[i].label ? &lab->datasets[i] : NULL,
                    i, role, seed, verdict);
    return SL_OK;
}

/* The figure a lab is judged on: its suite's (show.h: GFLOP/s for a
 * FLOP-counting suite that moves few bytes per FLOP, as matmul, else GB/s). */
static bool judged_on_flops(const sl_lab *lab)
{
    const sl_show *how = sl_suite_show(lab->suite);
    return how && how->flops;
}

static double figure_of(const sl_lab *lab, const sl_row *r)
{
    return judged_on_flops(lab) ? r->gflops : r->gbps;
}

static const char *unit_of(const sl_lab *lab)
{
    return judged_on_flops(lab) ? "GFLOP/s" : "GB/s";
}

/* What to tell a student about a failed row, from its reason. */
static const char *advice(const char *reason)
{
    if (strstr(reason, "check failed") && strstr(reason, "nan"))
        return "NaN is what the checker fills the output with before your kernel runs: that element was "
               "probably never written (or a value read from outside the input reached it)";
    if (strstr(reason, "check failed"))
        return "the output differs from the host reference: the first wrong element above is the place to start";
    if (strstr(reason, "CL_INVALID_ARG") || strstr(reason, "setting the arguments"))
        return "the checker could not pass the kernel its arguments: keep the starter's signature (names may "
               "change, types and order may not)";
    if (strstr(reason, "CL_OUT_OF_RESOURCES") || strstr(reason, "CL_INVALID_COMMAND_QUEUE"))
        return "the device stopped the kernel: an out-of-bounds access is the usual cause (try --oclgrind)";
    return NULL;
}

/* Run the lab's suite once under o into res; the rows it added start at *first. */
static int run_suite(const sl_lab *lab, const sl_device *dev, const sl_run_opts *o, sl_ctx *shared,
                     sl_results *res, size_t *first, sl_err *e)
{
    const sl_suite *suite = sl_suite_find(lab->suite);
    if (!suite)
        return sl_err_set(e, SL_FAIL, "lab %u names suite '%s', which this build lacks", lab->number, lab->suite);
    sl_ctx ctx = *shared;
    ctx.dev = dev;
    ctx.opts = o;
    ctx.results = res;
    *first = res->n;
    int rc = sl_suite_run(&ctx, suite, e);
    shared->read_ceiling = ctx.read_ceiling;
    return rc;
}

/* One line of a compiler's log, len bytes at p, with every path to a
 * ".cl" file the driver compiled ("/root/.cache/pocl/kcache/tempfile_X.cl:8:15",
 * a file of the grader's) written as file, the one the line numbers are of. */
static void put_log_line(FILE *out, const char *p, int len, const char *file)
{
    fputs("        | ", out);
    int from = 0;
    for (int i = 0; i + 4 <= len; ++i) {
        if (memcmp(p + i, ".cl:", 4) != 0)
            continue;
        int start = i;
        while (start > from && p[start - 1] != ' ' && p[start - 1] != '\t' && p[start - 1] != '\'' &&
               p[start - 1] != '"')
            --start;
        if (!memchr(p + start, '/', (size_t)(i - start)))
            continue; /* "<kernel>:8:15" (NVIDIA) or a bare name: nobody's path */
        fprintf(out, "%.*s%s", start - from, p + from, file);
        from = i + 3; /* from the ':' */
    }
    fprintf(out, "%.*s\n", len - from, p + from);
}

/* The build failed, or the file lacks the kernel: say so with the log. */
static void report_build(FILE *out, const sl_lab *lab, const sl_lab_check_opts *o, const sl_err *e)
{
    fprintf(out, "  FAIL  build: %s\n", e->msg);
    if (e->detail && *e->detail) {
        fprintf(out, "        compiler log (line numbers are those of %s):\n", o->kernel_file);
        const char *p = e->detail;
        for (int lines = 0; *p && lines < 40; ++lines) {
            const char *nl = strchr(p, '\n');
            int len = nl ? (int)(nl - p) : (int)strlen(p);
            put_log_line(out, p, len, o->kernel_file);
            p = nl ? nl + 1 : p + len;
        }
    }
    if (strstr(e->msg, "not found") || strstr(e->msg, "CL_INVALID_KERNEL_NAME"))
        fprintf(out, "        the file must define `kernel void %s(...)` with the starter's signature\n",
                lab->entry);
}

/* A timed run of one case for the verdict: the rows' first verified figure. */
static double timed_figure(const sl_lab *lab, const sl_device *dev, const ds_opts *base, const char *file,
                           const char *only, sl_ctx *shared, sl_results *res, sl_err *e)
{
    sl_run_opts o = base->o;
    o.kernel_file = file;
    o.only = only;
    size_t first = 0;
    if (run_suite(lab, dev, &o, shared, res, &first, e) != SL_OK) {
        sl_err_clear(e);
        return NAN;
    }
    for (size_t i = first; i < res->n; ++i)
        if (res->rows[i].verified)
            return figure_of(lab, &res->rows[i]);
    return NAN;
}

/* A line of the verdict within 100 columns: `label` in its column, text
 * wrapped under the text. */
static void say(FILE *out, const char *label, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void say(FILE *out, const char *label, const char *fmt, ...)
{
    char text[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    fprintf(out, "  %-10s", label);
    sl_report_wrap_at(out, text, 12, 100, 13);
}

/* The later runs' ceiling (their rows' % of it) is refs', measured once;
 * where it could not be, they measure none rather than each its own. */
static void use_ceiling(sl_ctx *shared, const sl_lab_refs *refs)
{
    if (isfinite(refs->ceiling) && refs->ceiling > 0) {
        shared->read_ceiling = refs->ceiling;
        shared->ceiling_bytes = isfinite(refs->ceiling_bytes) ? refs->ceiling_bytes : 0;
        snprintf(shared->ceiling_case, sizeof shared->ceiling_case, "%s", refs->ceiling_case);
    } else {
        shared->no_ceiling = true;
    }
}

/* The ceiling for the speed verdict into refs, at the ceiling's own
 * default size (so no dataset's size decides it); its rows into res. */
static void measure_ceiling(const sl_lab *lab, const sl_lab_check_opts *o, sl_ctx *shared, FILE *out,
                            sl_results *res, sl_lab_refs *refs)
{
    sl_run_opts co = { .seed = o->seed, .timing = SL_TIMING_DEFAULTS, .kernels = o->kernels };
    sl_results none = { 0 };
    sl_ctx ctx = *shared;
    ctx.opts = &co;
    ctx.results = &none;
    ctx.keep_ceiling = res;
    fprintf(out, "\n  ....  measuring this device's streaming-read ceiling for the speed verdict\n");
    fflush(out);
    const size_t from = res->n;
    sl_ctx_read_ceiling(&ctx, &refs->ceiling, NULL);
    refs->ceiling_bytes = ctx.ceiling_case[0] ? ctx.ceiling_bytes : NAN;
    snprintf(refs->ceiling_case, sizeof refs->ceiling_case, "%s", ctx.ceiling_case);
    sl_lab_tag_rows(res, from, lab, NULL, 0, "ceiling", o->seed, "timed");
    sl_results_free(&none);
    use_ceiling(shared, refs);
}

/* The solution (unless it is the file checked, or this build lacks it)
 * and the baseline, timed on dataset d, into refs; their rows into res. */
static void time_refs(const sl_lab *lab, const sl_device *dev, const sl_lab_check_opts *o, const ds_opts *timed,
                      const sl_lab_dataset *d, size_t idx, sl_ctx *shared, sl_results *res, sl_lab_refs *refs)
{
    sl_err e = { 0 };
    char sol[1024];
    size_t from = res->n;
    if (!o->solution && sl_lab_solutions_available(o->solutions_dir) &&
        sl_lab_path(lab, SL_LAB_SOLUTION, o->kernels, o->solutions_dir, sol, sizeof sol, &e) == SL_OK) {
        refs->solution = timed_figure(lab, dev, timed, sol, lab->only, shared, res, &e);
        sl_lab_tag_rows(res, from, lab, d, idx, "solution", o->seed, "timed");
    }
    sl_err_clear(&e);
    from = res->n;
    refs->baseline = timed_figure(lab, dev, timed, NULL, lab->baseline, shared, res, &e);
    sl_lab_tag_rows(res, from, lab, d, idx, "baseline", o->seed, "timed");
    sl_err_clear(&e);
}

/* The verdict's figures: yours against the solution, the baseline and
 * the ceiling (v's figures, from the references). */
static void show_figures(const sl_lab *lab, const sl_device *dev, const sl_lab_check_opts *o,
                         const sl_lab_dataset *d, const sl_row *mine, FILE *out, const sl_lab_verdict *v)
{
    const char *unit = unit_of(lab);
    char head[512];
    snprintf(head, sizeof head, "speed on %s (the last dataset, %s)%s:", dev->prof.name, d->label,
             o->speed_ungraded ? ", ungraded: no lab grades speed on a CPU" : "");
    fprintf(out, "\n");
    sl_report_wrap_at(out, head, 0, 100, 2);
    fprintf(out, "  %-10s %10.1f %s (median of %zu runs)\n", o->solution ? "solution" : "yours", v->figure, unit,
            mine->time_ns.n);
    if (isfinite(v->solution) && v->solution > 0)
        fprintf(out, "  %-10s %10.1f %s   yours is %.2fx the solution%s\n", "solution", v->solution, unit,
                v->figure / v->solution, o->refs ? " (timed once for the class)" : "");
    else if (!o->solution && !sl_lab_solutions_available(o->solutions_dir))
        say(out, "solution", "the solution's figure is not in this build (a student build)");
    if (isfinite(v->baseline) && v->baseline > 0) {
        /* the figure in its column, the words after it wrapped */
        char rest[256];
        const int col = fprintf(out, "  %-10s %10.1f %s  ", "baseline", v->baseline, unit);
        snprintf(rest, sizeof rest, "%s, the kernel this lab improves on: yours is %.2fx", lab->baseline_entry,
                 v->figure / v->baseline);
        sl_report_wrap_at(out, rest, col, 100, 13);
    }
    if (v->ceiling > 0) {
        fprintf(out, "  %-10s %10.1f GB/s   this device's streaming read: yours is %.0f%% of it\n", "ceiling",
                v->ceiling, 100.0 * v->figure / v->ceiling);
        /* which read, and in the cache or not: `run --quick` shows a bigger
         * "ceiling" when its small read fits in a CPU's cache */
        if (v->ceiling_case[0] && isfinite(v->ceiling_bytes)) {
            char size[32], cache[32];
            sl_format_bytes((uint64_t)v->ceiling_bytes, size, sizeof size);
            sl_format_bytes(dev->prof.global_cache, cache, sizeof cache);
            fprintf(out, "  %-10s %s over %s, %s the %s cache\n", "", v->ceiling_case, size,
                    v->ceiling_bytes <= (double)dev->prof.global_cache ? "inside" : "past", cache);
        }
    }
}

/* The speed verdict: the figures, and the target when this device
 * grades one. */
static void verdict(const sl_lab *lab, const sl_device *dev, const sl_lab_check_opts *o, const sl_lab_dataset *d,
                    const sl_row *mine, const sl_lab_refs *refs, FILE *out, sl_lab_verdict *v)
{
    v->figure = figure_of(lab, mine);
    v->solution = refs->solution;
    v->baseline = refs->baseline;
    v->ceiling = refs->ceiling;
    v->ceiling_bytes = refs->ceiling_bytes;
    snprintf(v->ceiling_case, sizeof v->ceiling_case, "%s", refs->ceiling_case);
    show_figures(lab, dev, o, d, mine, out, v);
    const bool cpu = (dev->prof.type & CL_DEVICE_TYPE_CPU) != 0;
    if (cpu && lab->cpu_note) {
        say(out, "target", "not graded on a CPU: %s. Correctness is graded; run on a GPU for the speed lesson.",
            lab->cpu_note);
        return;
    }
    if (cpu || o->speed_ungraded) {
        say(out, "target", "%s: not graded on a CPU (the figures above are this CPU's, for interest)",
            lab->target_text);
        return;
    }
    double got = lab->target == SL_LAB_OF_CEILING ? (v->ceiling > 0 ? v->figure / v->ceiling : NAN)
                                                  : (v->baseline > 0 ? v->figure / v->baseline : NAN);
    if (!isfinite(got)) {
        say(out, "target", "%s: not graded (the %s could not be measured here)", lab->target_text,
            lab->target == SL_LAB_OF_CEILING ? "ceiling" : "baseline");
        return;
    }
    v->speed_graded = true;
    v->speed_met = got >= lab->target_value;
    if (lab->target == SL_LAB_OF_CEILING)
        say(out, "target", "%s: %s (%.0f%%)", lab->target_text, v->speed_met ? "MET" : "MISSED", 100.0 * got);
    else
        say(out, "target", "%s: %s (%.2fx)", lab->target_text, v->speed_met ? "MET" : "MISSED", got);
    if (!v->speed_met && !o->solution)
        fprintf(out, "             `simtlab lab hint %u` gives the next hint\n", lab->number);
}

static void refs_unmeasured(sl_lab_refs *refs)
{
    memset(refs, 0, sizeof *refs);
    refs->solution = refs->baseline = refs->ceiling = refs->ceiling_bytes = NAN;
}

/* The speed phase, after every dataset passed: the ceiling when the target
 * needs it, then the last dataset timed (yours, checked again), then the
 * solution and the baseline on it; or, given o->refs, yours beside them. */
static void speed_phase(const sl_lab *lab, const sl_device *dev, const sl_lab_check_opts *o, size_t idx,
                        sl_prog_cache *progs, FILE *out, sl_results *res, sl_lab_verdict *v)
{
    const sl_lab_dataset *d = &lab->datasets[idx];
    const char *role = o->solution ? "solution" : "student";
    tally("speed", (unsigned)idx);
    sl_ctx shared = { .dev = dev, .progs = progs };
    sl_lab_refs here;
    refs_unmeasured(&here);
    if (o->refs)
        use_ceiling(&shared, o->refs);
    else if (lab->target == SL_LAB_OF_CEILING)
        measure_ceiling(lab, o, &shared, out, res, &here);
    ds_opts dso;
    size_t first = res->n;
    sl_err e = { 0 };
    int rc = dataset_opts(lab, d, o, true, &dso, &e);
    if (rc == SL_OK)
        rc = run_suite(lab, dev, &dso.o, &shared, res, &first, &e);
    const sl_row *r = rc == SL_OK && res->n > first ? &res->rows[first] : NULL;
    sl_lab_tag_rows(res, first, lab, d, idx, role, o->seed, r && r->verified ? "timed" : "fail");
    if (!r || !r->verified) {
        /* it passed its correctness run: the answer changes from run to run */
        fprintf(out, "\n  FAIL  %zu  %s, timed: %s\n        the same dataset passed its first run: an answer that "
                     "changes from run to run is usually a race (a missing barrier) or a read of memory "
                     "nobody wrote\n",
                idx + 1, d->label, r ? r->reason : e.msg);
        if (v->passed)
            v->passed--;
        v->failed++;
    } else {
        const sl_row mine = *r; /* res grows under the solution's and baseline's rows */
        if (!o->refs)
            time_refs(lab, dev, o, &dso, d, idx, &shared, res, &here);
        verdict(lab, dev, o, d, &mine, o->refs ? o->refs : &here, out, v);
    }
    sl_err_clear(&e);
    rows_out(o, res, first);
}

int sl_lab_measure_refs(const sl_lab *lab, const sl_device *dev, const sl_lab_check_opts *o, FILE *out,
                        sl_results *res, sl_lab_refs *refs, sl_err *e)
{
    refs_unmeasured(refs);
    size_t n_ds = 0;
    while (n_ds < SL_LAB_MAX_DATASETS && lab->datasets[n_ds].label)
        ++n_ds;
    if (!n_ds)
        return sl_err_set(e, SL_FAIL, "lab %u has no dataset to time", lab->number);
    const sl_lab_dataset *d = &lab->datasets[n_ds - 1];
    sl_lab_check_opts ro = *o;
    ro.solution = false; /* the solution is one of the references */
    sl_ctx shared = { .dev = dev, .progs = sl_prog_cache_new() };
    if (!shared.progs)
        return sl_err_set(e, SL_FAIL, "out of memory");
    measure_ceiling(lab, &ro, &shared, out, res, refs); /* every lab's rows show their % of it */
    ds_opts dso;
    int rc = sl_interrupted() ? sl_err_set(e, SL_E_INTR, "interrupted") : dataset_opts(lab, d, &ro, true, &dso, e);
    if (rc == SL_OK) {
        fprintf(out, "  ....  timing the solution and the baseline on %s\n", d->label);
        fflush(out);
        time_refs(lab, dev, &ro, &dso, d, n_ds - 1, &shared, res, refs);
        if (sl_interrupted())
            rc = sl_err_set(e, SL_E_INTR, "interrupted");
    }
    sl_prog_cache_free(shared.progs);
    return rc;
}

/* Dataset i stopped the device (a GPU's kernel that strays far outside a
 * buffer kills the context): it failed as a crash, and no later dataset
 * runs on the dead context. SL_SKIP. */
static int device_lost(const sl_lab *lab, const sl_lab_check_opts *o, size_t i, size_t n_ds, FILE *out,
                       sl_results *res, sl_lab_verdict *v, sl_err *de, size_t first)
{
    const char *role = o->solution ? "solution" : "student";
    char why[512];
    snprintf(why, sizeof why, "the kernel stopped the device: %.*s", (int)strcspn(de->msg, "\n"), de->msg);
    fprintf(out, "  FAIL  %zu/%zu  %s\n%8s", i + 1, n_ds, lab->datasets[i].label, "");
    sl_report_wrap_at(out, why, 8, 100, 8);
    fprintf(out, "%8s", "");
    sl_report_wrap_at(out, "a read or write far outside a buffer is the usual cause: look at every index near the "
                           "end of a range, and the tail (oclgrind, where installed, names the line)", 8, 100, 8);
    (void)sl_lab_add_outcome(res, lab, i, role, o->seed, "crash", why);
    tally("fail", (unsigned)i);
    for (size_t k = i + 1; k < n_ds; ++k)
        (void)sl_lab_add_outcome(res, lab, k, role, o->seed, "not run", "not run: the device stopped at an earlier dataset");
    v->failed += 1; /* the rest are not run, as after a crash on a CPU: counted so, not as failed */
    v->not_run += (unsigned)(n_ds - i - 1);
    v->lost = true;
    v->lost_at = (unsigned)i + 1;
    rows_out(o, res, first);
    sl_err_clear(de);
    return SL_SKIP;
}

/* Dataset i of n_ds, one correctness run: its verdict line and rows. SL_OK
 * to go on; SL_SKIP when the kernel did not build (every dataset from i
 * on fails, and nothing more runs); SL_E_INTR; SL_FAIL for a lab entry
 * that is wrong. */
static int check_dataset(const sl_lab *lab, const sl_device *dev, const sl_lab_check_opts *o, size_t i, size_t n_ds,
                         sl_ctx *shared, FILE *out, sl_results *res, sl_lab_verdict *v, sl_err *e)
{
    const char *role = o->solution ? "solution" : "student";
    if (sl_interrupted())
        return sl_err_set(e, SL_E_INTR, "interrupted");
    const sl_lab_dataset *d = &lab->datasets[i];
    ds_opts dso;
    if (dataset_opts(lab, d, o, false, &dso, e) != SL_OK)
        return SL_FAIL; /* the lab's own entry is wrong: labs.c, caught by its unit test */
    tally("start", (unsigned)i);
    size_t first = 0;
    sl_err de = { 0 };
    int rc = run_suite(lab, dev, &dso.o, shared, res, &first, &de);
    if (rc == SL_E_INTR) {
        sl_err_clear(&de);
        return sl_err_set(e, SL_E_INTR, "interrupted");
    }
    if (rc == SL_E_LOST) /* the kernel took the device down with it: a crash, not a build error */
        return device_lost(lab, o, i, n_ds, out, res, v, &de, first);
    if (rc != SL_OK) { /* a file that does not build fails every dataset */
        report_build(out, lab, o, &de);
        char why[256];
        snprintf(why, sizeof why, "the kernel did not build: %.*s", (int)strcspn(de.msg, "\n"), de.msg);
        for (size_t k = i; k < n_ds; ++k) {
            (void)sl_lab_add_outcome(res, lab, k, role, o->seed, "build error", why);
            tally("fail", (unsigned)k);
        }
        v->failed += (unsigned)(n_ds - i);
        rows_out(o, res, first);
        sl_err_clear(&de);
        return SL_SKIP; /* no later dataset runs, and no speed phase */
    }
    sl_err_clear(&de);
    if (res->n == first) {
        fprintf(out, "  FAIL  %zu/%zu  %s: the suite made no row for case '%s'\n", i + 1, n_ds, d->label,
                lab->only);
        (void)sl_lab_add_outcome(res, lab, i, role, o->seed, "fail", "the suite made no row for this case");
        v->failed++;
        tally("fail", (unsigned)i);
        rows_out(o, res, first);
        return SL_OK;
    }
    v->built = true;
    const sl_row *r = &res->rows[first];
    const char *verdict_word;
    if (r->status == SL_ROW_SKIPPED) {
        fprintf(out, "  SKIP  %zu/%zu  %s: %s\n", i + 1, n_ds, d->label, r->reason);
        v->skipped++;
        verdict_word = "skip";
    } else if (!r->verified) {
        fprintf(out, "  FAIL  %zu/%zu  %s\n        %s\n", i + 1, n_ds, d->label, r->reason);
        const char *a = advice(r->reason);
        if (a)
            fprintf(out, "        %s\n", a);
        v->failed++;
        verdict_word = "fail";
    } else {
        fprintf(out, "  PASS  %zu/%zu  %s\n", i + 1, n_ds, d->label);
        v->passed++;
        verdict_word = "pass";
    }
    sl_lab_tag_rows(res, first, lab, d, i, role, o->seed, verdict_word);
    tally(verdict_word, (unsigned)i);
    rows_out(o, res, first);
    fflush(out);
    return SL_OK;
}

int sl_lab_check(const sl_lab *lab, const sl_device *dev, const sl_lab_check_opts *o, FILE *out,
                 sl_results *res, sl_lab_verdict *v, sl_err *e)
{
    memset(v, 0, sizeof *v);
    v->figure = v->solution = v->baseline = v->ceiling_bytes = NAN;
    size_t n_ds = 0;
    while (n_ds < SL_LAB_MAX_DATASETS && lab->datasets[n_ds].label)
        ++n_ds;
    /* only every dataset earns the speed phase */
    const bool speed = o->speed && (!o->datasets || o->datasets >= n_ds);
    if (o->datasets && o->datasets < n_ds)
        n_ds = o->datasets;
    /* correctness: one run per dataset, no ceiling; one build per (file, options) for the whole check: the timed run
     * reuses the correctness run's program */
    sl_ctx shared = { .dev = dev, .no_ceiling = true, .progs = sl_prog_cache_new() };
    if (!shared.progs)
        return sl_err_set(e, SL_FAIL, "out of memory");
    int rc = SL_OK;
    for (size_t i = o->first; i < n_ds && rc == SL_OK; ++i)
        rc = check_dataset(lab, dev, o, i, n_ds, &shared, out, res, v, e);
    if (rc == SL_OK && speed && v->failed)
        fprintf(out, "\nspeed: not measured until every dataset passes (no figure for a wrong answer)\n");
    else if (rc == SL_OK && speed && v->passed)
        speed_phase(lab, dev, o, n_ds - 1, shared.progs, out, res, v);
    sl_prog_cache_free(shared.progs);
    return rc == SL_SKIP ? SL_OK : rc;
}

/* ---- an answer lab's measure step ------------------------------------------ */

/* Is row r one the lab's measure step shows (its measure_key at one of
 * its measure_at values)? */
static bool measured_row(const sl_lab *lab, const sl_row *r)
{
    const sl_kv *kv = lab->measure_key ? sl_kv_get(&r->params, lab->measure_key) : NULL;
    for (size_t i = 0; kv && !kv->is_str && i < SL_LAB_MAX_MEASURE && lab->measure_at[i] >= 0; ++i)
        if (kv->num == lab->measure_at[i])
            return true;
    return false;
}

int sl_lab_measure(const sl_lab *lab, const sl_device *dev, sl_kernel_dirs kernels, bool show_model, FILE *out,
                   sl_err *e)
{
    const sl_profile *p = &dev->prof;
    const bool cpu = (p->type & CL_DEVICE_TYPE_CPU) != 0;
    sl_run_opts o;
    memset(&o, 0, sizeof o);
    o.seed = 1;
    /* a GPU at its default size (past its caches: a 1 MiB read is latency-bound there and says nothing
     * about lines); a CPU, where nothing is graded, quick */
    o.quick = cpu;
    o.timing = (sl_timing_opts)SL_TIMING_DEFAULTS;
    o.timing.budget_s = 0.05;
    o.kernels = kernels;
    o.only = lab->only;
    sl_results res = { 0 };
    sl_ctx ctx = { .dev = dev, .opts = &o, .results = &res };
    const sl_suite *suite = sl_suite_find(lab->suite);
    int rc = suite ? sl_suite_run(&ctx, suite, e) : sl_err_set(e, SL_FAIL, "no suite '%s'", lab->suite);
    if (rc == SL_OK) {
        if (show_model)
            fprintf(out, "  %-22s %10s %12s %20s\n", "case", "% of ceil", "model here", "model, other width");
        else
            fprintf(out, "  %-22s %10s\n", "case", "% of ceil");
        for (size_t i = 0; i < res.n; ++i) {
            const sl_row *r = &res.rows[i];
            if (!measured_row(lab, r))
                continue;
            if (!show_model) {
                fprintf(out, "  %-22s %10.1f\n", r->case_name, 100.0 * sl_derived(r, SL_D_EFFICIENCY));
                continue;
            }
            const sl_kv *m = sl_kv_get(&r->model, "predicted"), *m2 = sl_kv_get(&r->model, "predicted_other"),
                        *w2 = sl_kv_get(&r->model, "other_lanes");
            fprintf(out, "  %-22s %10.1f %12.1f %13.1f (%g lanes)\n", r->case_name,
                    100.0 * sl_derived(r, SL_D_EFFICIENCY), m ? 100.0 * m->num : NAN, m2 ? 100.0 * m2->num : NAN,
                    w2 ? w2->num : 0.0);
        }
        if (!show_model)
            fprintf(out, "  the model's columns (what some questions ask for) appear here once every answer passes\n");
        if (cpu)
            fprintf(out, "  on this CPU: %s.\n", lab->cpu_note);
        else if (show_model && lab->measure_note)
            fprintf(out, "  %s\n", lab->measure_note);
    }
    sl_results_free(&res);
    return rc;
}
