/* table.c - the aligned table a person reads on stdout. */
#include "simtlab/report.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "simtlab/columns.h"
#include "simtlab/derive.h"

static void fmt_num(char *buf, size_t len, const char *fmt, double v)
{
    if (isfinite(v))
        snprintf(buf, len, fmt, v);
    else
        snprintf(buf, len, "-");
}

/* The model's prediction in a row, or NAN. */
static double model_num(const sl_row *r, const char *key)
{
    return sl_kv_number(&r->model, key);
}

/* The derived figures that get a column when any row has one, in order,
 * between GFLOP/s and the model; % best always ends the row. */
static const struct {
    const char *key;
    const char *header;
    const char *fmt;
    double scale;
} derived_cols[] = {
    { SL_D_EFFICIENCY, "% ceil", "%.1f", 100.0 },
    { SL_D_PCT_PEAK, "% peak", "%.1f", 100.0 },
    { SL_D_SPEEDUP_FIRST, "x first", "%.2f", 1.0 },
    { SL_D_SPEEDUP_PREV, "x prev", "%.2f", 1.0 },
    { SL_D_LITTLE_NS, "Little ns", "%.0f", 1.0 },
    { SL_D_NS_PER_LOAD, "ns/load", "%.1f", 1.0 },
    { SL_D_CYCLES_PER_LOAD, "cyc/load", "%.0f", 1.0 },
};
#define N_DERIVED_COLS (sizeof derived_cols / sizeof derived_cols[0])

/* A resource count, or "-" when the driver did not tell. */
static void fmt_count(char *buf, size_t len, long v)
{
    if (v >= 0)
        snprintf(buf, len, "%ld", v);
    else
        snprintf(buf, len, "-");
}

/* Work-items per group and groups in the launch, over every dimension:
 * a 16x16 group of a 2-D matmul is 256 work-items, not 16. */
static void launch_sizes(const sl_row *r, size_t *local, size_t *groups)
{
    unsigned dims = r->dims ? r->dims : 1;
    if (dims > 3)
        dims = 3;
    size_t l = 1, g = 1;
    for (unsigned d = 0; d < dims; ++d) {
        l *= r->local[d];
        g *= r->local[d] ? r->global[d] / r->local[d] : 0;
    }
    *local = l;
    *groups = g;
}

/* Which columns the rows fill and how wide the names are: the table prints
 * a column only when some row has a figure for it. */
typedef struct {
    int any_flops, any_model, any_regs, any_lmem, any_occ, any_ran, any_spread;
    int kw, pw, n_noisy;
    bool any_col[N_DERIVED_COLS];
    unsigned other;
} table_layout;

static void table_scan(const sl_results *res, size_t first, table_layout *t)
{
    char params[256];
    memset(t, 0, sizeof *t);
    t->kw = t->pw = 6;
    for (size_t i = first; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        t->any_flops |= isfinite(r->gflops);
        t->any_spread |= isfinite(sl_derived(r, SL_D_SPREAD));
        t->n_noisy += sl_derived(r, SL_D_NOISY) == 1.0;
        t->any_model |= isfinite(model_num(r, "predicted"));
        for (size_t c = 0; c < N_DERIVED_COLS; ++c)
            t->any_col[c] |= isfinite(sl_derived(r, derived_cols[c].key));
        t->any_regs |= r->resources.registers >= 0 || r->resources.spills >= 0;
        t->any_lmem |= r->resources.local_bytes > 0; /* a column of zeros says nothing */
        t->any_occ |= isfinite(r->resources.occupancy);
        t->any_ran |= r->status == SL_ROW_OK && r->source_path[0];
        /* a lane count (32, 64); a results file read back may hold anything */
        const double ol = model_num(r, "other_lanes");
        if (ol >= 1.0 && ol <= 4096.0)
            t->other = (unsigned)ol;
        int k = (int)strlen(r->kernel), p = (int)strlen(sl_kv_format(&r->params, params, sizeof params));
        t->kw = k > t->kw ? k : t->kw;
        t->pw = p > t->pw ? p : t->pw;
    }
}

static void table_header(FILE *out, const table_layout *t, const sl_profile *prof)
{
    const char *unit = sl_dev_simd_word(prof->vendor);
    char wcol[24], ocol[24];
    snprintf(wcol, sizeof wcol, "%ss/grp", strcmp(unit, "sub-group") == 0 ? "sg" : unit);
    snprintf(ocol, sizeof ocol, "w%u", t->other);
    fprintf(out, "%-*s  %-*s %6s %8s %11s %7s %11s %9s %9s", t->kw, "kernel", t->pw, "params", "local", "groups",
            wcol, "grp/CU", "median us", "min us", "GB/s");
    if (t->any_spread)
        fprintf(out, " %7s", "spread%");
    if (t->any_flops)
        fprintf(out, " %9s", "GFLOP/s");
    for (size_t c = 0; c < N_DERIVED_COLS; ++c)
        if (t->any_col[c])
            fprintf(out, " %7s", derived_cols[c].header);
    if (t->any_model)
        fprintf(out, " %7s %7s", "model", ocol);
    if (t->any_regs)
        fprintf(out, " %5s %6s", "regs", "spill");
    if (t->any_lmem)
        fprintf(out, " %7s", "lmem B");
    if (t->any_occ)
        fprintf(out, " %7s", "occ cap");
    fprintf(out, " %7s  %s\n", "% best", "check");
}

/* The optional columns of one measured row, in the header's order. */
static void table_row_optional(FILE *out, const table_layout *t, const sl_row *r)
{
    char col[32];
    if (t->any_spread) {
        /* "!" marks a noisy row: its median is less to be trusted */
        fmt_num(col, sizeof col, "%.1f", 100.0 * sl_derived(r, SL_D_SPREAD));
        if (sl_derived(r, SL_D_NOISY) == 1.0)
            strncat(col, "!", sizeof col - strlen(col) - 1);
        fprintf(out, " %7s", col);
    }
    if (t->any_flops) {
        fmt_num(col, sizeof col, "%.1f", r->gflops);
        fprintf(out, " %9s", col);
    }
    for (size_t c = 0; c < N_DERIVED_COLS; ++c) {
        if (!t->any_col[c])
            continue;
        fmt_num(col, sizeof col, derived_cols[c].fmt, derived_cols[c].scale * sl_derived(r, derived_cols[c].key));
        fprintf(out, " %7s", col);
    }
    if (t->any_model) {
        char m2[32];
        fmt_num(col, sizeof col, "%.1f", 100.0 * model_num(r, "predicted"));
        fmt_num(m2, sizeof m2, "%.1f", 100.0 * model_num(r, "predicted_other"));
        fprintf(out, " %7s %7s", col, m2);
    }
    if (t->any_regs) {
        char spill[32];
        fmt_count(col, sizeof col, r->resources.registers);
        fmt_count(spill, sizeof spill, r->resources.spills);
        fprintf(out, " %5s %6s", col, spill);
    }
    if (t->any_lmem) {
        fmt_count(col, sizeof col, r->resources.local_bytes);
        fprintf(out, " %7s", col);
    }
    if (t->any_occ) {
        fmt_num(col, sizeof col, "%.0f", 100.0 * r->resources.occupancy);
        fprintf(out, " %7s", col);
    }
}

static void table_row(FILE *out, const table_layout *t, const sl_row *r)
{
    char params[256];
    sl_kv_format(&r->params, params, sizeof params);
    if (r->status != SL_ROW_OK) {
        fprintf(out, "%-*s  %-*s  %s: %s\n", t->kw, r->kernel, t->pw, params,
                r->status == SL_ROW_SKIPPED ? "SKIP" : "FAIL", r->reason);
        return;
    }
    char med[32], mn[32], gb[32], pct[32], wpg[32], gpc[32];
    fmt_num(med, sizeof med, "%.1f", r->time_ns.median / 1e3);
    fmt_num(mn, sizeof mn, "%.1f", r->time_ns.min / 1e3);
    fmt_num(gb, sizeof gb, "%.1f", r->gbps);
    fmt_num(pct, sizeof pct, "%.1f", sl_derived(r, SL_D_PCT_OF_BEST));
    fmt_num(wpg, sizeof wpg, "%.4g", r->warps_per_group);
    fmt_num(gpc, sizeof gpc, "%.1f", r->groups_per_cu);
    size_t local, groups;
    launch_sizes(r, &local, &groups);
    fprintf(out, "%-*s  %-*s %6zu %8zu %11s %7s %11s %9s %9s", t->kw, r->kernel, t->pw, params, local, groups, wpg,
            gpc, med, mn, gb);
    table_row_optional(out, t, r);
    fprintf(out, " %7s  %s\n", pct, r->verified ? "PASS" : "UNCHECKED");
}

/* The lines under the table that explain its marks and missing columns. */
static void table_notes(FILE *out, const table_layout *t, const sl_results *res, size_t first,
                        const sl_profile *prof)
{
    if (t->n_noisy)
        fprintf(out, "!: %d noisy row%s: the timed runs' standard deviation is over %.0f%% of their median "
                     "(a longer --budget, more --reps or a quieter machine may help)\n",
                t->n_noisy, t->n_noisy == 1 ? "" : "s", 100.0 * SL_NOISY_SPREAD);
    /* rows lengthened for a coarse timer (sl_time_batched): say so once */
    int n_batched = 0;
    double most = 0.0;
    for (size_t i = first; i < res->n; ++i) {
        const double b = sl_kv_number(&res->rows[i].metrics, SL_M_BATCH);
        n_batched += b > 1.0;
        most = b > most ? b : most;
    }
    if (n_batched)
        fprintf(out, "%d row%s timed in batches of up to %.0f runs back to back: one run was shorter than %.0f ticks "
                     "of its timer (the device's event tick: %zu ns; the metric 'batch' on each)\n",
                n_batched, n_batched == 1 ? "" : "s", most, SL_TIMING_MIN_TICKS, prof ? prof->timer_resolution_ns : 0);
    /* say which FP32 peak % peak divides by (derive.h: measured or spec) */
    for (size_t i = first; i < res->n; ++i) {
        const sl_kv *src = sl_kv_get(&res->rows[i].metrics, SL_M_PEAK_SOURCE);
        if (src && src->is_str && isfinite(sl_derived(&res->rows[i], SL_D_PCT_PEAK))) {
            fprintf(out, "%% peak: of %.0f GFLOP/s, %s\n", sl_kv_number(&res->rows[i].metrics, SL_M_PEAK_GFLOPS),
                    src->str);
            break;
        }
    }
    /* say why the columns are missing (resources.h) */
    if (t->any_ran && !t->any_regs && prof && prof->vendor == SL_VENDOR_NVIDIA)
        fprintf(out, "registers, spills, occupancy: ptxas's report is missing from the build log (a build the "
                     "driver's cache answered: CUDA_CACHE_DISABLE=0?)\n");
    else if (t->any_ran && !t->any_regs)
        fprintf(out, "registers, spills, occupancy: not exposed by this driver (NVIDIA: ptxas's -cl-nv-verbose "
                     "build log; AMD ROCm: clGetKernelInfoAMD)\n");
}

void sl_report_table(FILE *out, const sl_results *res, size_t first, const sl_profile *prof)
{
    table_layout t;
    table_scan(res, first, &t);
    table_header(out, &t, prof);
    for (size_t i = first; i < res->n; ++i)
        table_row(out, &t, &res->rows[i]);
    table_notes(out, &t, res, first, prof);
}

/* ---- the default table: what a student reads, in `width` columns --------- */

static void put_wrapped(FILE *out, const char *text, int width, int indent)
{
    sl_report_wrap_at(out, text, 0, width, indent);
}

static const char *case_of(const sl_row *r)
{
    return r->case_name[0] ? r->case_name : r->kernel;
}

/* "4.0 GiB" */
static void bytes_text(double b, char *buf, size_t len)
{
    static const char *unit[] = { "B", "KiB", "MiB", "GiB", "TiB" };
    int u = 0;
    while (b >= 1024.0 && u < 4) {
        b /= 1024.0;
        ++u;
    }
    snprintf(buf, len, u ? "%.1f %s" : "%.0f %s", b, unit[u]);
}

/* What % ceil divides by, and whether that read ran in a cache: a quick
 * run's 8 MiB read fits in a CPU's 32 MiB cache, and its "ceiling" is the
 * cache's speed, which a lab check at a bigger size does not reach. */
static void ceiling_note(FILE *out, const sl_results *res, size_t first, const sl_profile *prof, int width)
{
    for (size_t i = first; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        const double gbps = sl_kv_number(&r->metrics, SL_M_CEILING_GBPS);
        if (!isfinite(sl_derived(r, SL_D_EFFICIENCY)) || !isfinite(gbps))
            continue;
        char text[512], size[32], cache[32];
        const double bytes = sl_kv_number(&r->metrics, SL_M_CEILING_BYTES);
        const sl_kv *from = sl_kv_get(&r->metrics, SL_M_CEILING_CASE);
        int n = snprintf(text, sizeof text, "%% ceil: of %.1f GB/s, this device's best streaming read", gbps);
        if (isfinite(bytes) && from && from->is_str) {
            bytes_text(bytes, size, sizeof size);
            n += snprintf(text + n, sizeof text - (size_t)n, " (%s over %s", from->str, size);
            if (prof && prof->global_cache > 0) {
                bytes_text((double)prof->global_cache, cache, sizeof cache);
                if (bytes <= (double)prof->global_cache)
                    snprintf(text + n, sizeof text - (size_t)n,
                             ", which fits in the %s cache: the cache's speed, not memory's; a bigger --size "
                             "reads memory)", cache);
                else
                    snprintf(text + n, sizeof text - (size_t)n, ", past the %s cache: memory's speed)", cache);
            } else {
                snprintf(text + n, sizeof text - (size_t)n, ")");
            }
        }
        put_wrapped(out, text, width, 2);
        return;
    }
}

/* The brief table's columns beyond case, GB/s and check: the figures
 * some row has, and the model for this device's width. */
static int brief_width(const table_layout *t, int cw)
{
    int w = cw + 2 + 10 + (t->any_flops ? 10 : 0) + (t->any_model ? 8 : 0) + 7;
    for (size_t c = 0; c < N_DERIVED_COLS; ++c)
        w += t->any_col[c] ? 9 : 0;
    return w;
}

static void brief_legend(FILE *out, const table_layout *t, int width)
{
    char text[1024];
    int n = snprintf(text, sizeof text, "columns: case, %s", sl_column_find("case")->brief);
    const char *shown[4 + N_DERIVED_COLS];
    size_t k = 0;
    shown[k++] = "GB/s";
    if (t->any_flops)
        shown[k++] = "GFLOP/s";
    for (size_t c = 0; c < N_DERIVED_COLS; ++c)
        if (t->any_col[c])
            shown[k++] = derived_cols[c].header;
    if (t->any_model)
        shown[k++] = "model";
    shown[k++] = "check";
    for (size_t i = 0; i < k && n > 0 && (size_t)n < sizeof text; ++i) {
        const sl_column_doc *d = sl_column_find(shown[i]);
        n += snprintf(text + n, sizeof text - (size_t)n, "; %s, %s", shown[i], d ? d->brief : "");
    }
    if (n > 0 && (size_t)n < sizeof text)
        snprintf(text + n, sizeof text - (size_t)n,
                 ". Every column: --wide; what each means: simtlab help columns");
    put_wrapped(out, text, width, 2);
}

void sl_report_table_brief(FILE *out, const sl_results *res, size_t first, const sl_profile *prof, int width)
{
    table_layout t;
    table_scan(res, first, &t);
    int cw = 4;
    for (size_t i = first; i < res->n; ++i) {
        const int k = (int)strlen(case_of(&res->rows[i]));
        cw = k > cw ? k : cw;
    }
    /* a case name longer than the table allows is cut, never the figures */
    const int over = brief_width(&t, cw) - width;
    if (over > 0)
        cw = cw - over > 12 ? cw - over : 12;
    fprintf(out, "%-*s  %9s ", cw, "case", "GB/s");
    if (t.any_flops)
        fprintf(out, " %9s", "GFLOP/s");
    for (size_t c = 0; c < N_DERIVED_COLS; ++c)
        if (t.any_col[c])
            fprintf(out, " %8s", derived_cols[c].header);
    if (t.any_model)
        fprintf(out, " %7s", "model");
    fprintf(out, "  check\n");
    for (size_t i = first; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        if (r->status != SL_ROW_OK) {
            fprintf(out, "%-*.*s  %s:", cw, cw, case_of(r), r->status == SL_ROW_SKIPPED ? "SKIP" : "FAIL");
            sl_report_wrap_at(out, r->reason, cw + 2 + 5, width, cw + 2);
            continue;
        }
        char col[32];
        fmt_num(col, sizeof col, "%.1f", r->gbps);
        fprintf(out, "%-*.*s  %9s%s", cw, cw, case_of(r), col, sl_derived(r, SL_D_NOISY) == 1.0 ? "!" : " ");
        if (t.any_flops) {
            fmt_num(col, sizeof col, "%.1f", r->gflops);
            fprintf(out, " %9s", col);
        }
        for (size_t c = 0; c < N_DERIVED_COLS; ++c) {
            if (!t.any_col[c])
                continue;
            fmt_num(col, sizeof col, derived_cols[c].fmt, derived_cols[c].scale * sl_derived(r, derived_cols[c].key));
            fprintf(out, " %8s", col);
        }
        if (t.any_model) {
            fmt_num(col, sizeof col, "%.1f", 100.0 * model_num(r, "predicted"));
            fprintf(out, " %7s", col);
        }
        fprintf(out, "  %s\n", r->verified ? "PASS" : "UNCHECKED");
    }
    if (t.n_noisy) {
        char text[256];
        snprintf(text, sizeof text, "!: %d noisy row%s: the timed runs' standard deviation is over %.0f%% of their "
                 "median (a longer --budget, more --reps or a quieter machine may help)",
                 t.n_noisy, t.n_noisy == 1 ? "" : "s", 100.0 * SL_NOISY_SPREAD);
        put_wrapped(out, text, width, 2);
    }
    ceiling_note(out, res, first, prof, width);
    for (size_t i = first; i < res->n; ++i) {
        const sl_kv *src = sl_kv_get(&res->rows[i].metrics, SL_M_PEAK_SOURCE);
        if (src && src->is_str && isfinite(sl_derived(&res->rows[i], SL_D_PCT_PEAK))) {
            char text[256];
            snprintf(text, sizeof text, "%% peak: of %.0f GFLOP/s, %s",
                     sl_kv_number(&res->rows[i].metrics, SL_M_PEAK_GFLOPS), src->str);
            put_wrapped(out, text, width, 2);
            break;
        }
    }
    brief_legend(out, &t, width);
}

