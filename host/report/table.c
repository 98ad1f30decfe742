/* table.c - the aligned table a person reads on stdout. */
#include "simtlab/report.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

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
    const sl_kv *kv = sl_kv_get(&r->model, key);
    return kv && !kv->is_str ? kv->num : NAN;
}

void sl_report_table(FILE *out, const sl_results *res, size_t first, const sl_profile *prof)
{
    int any_flops = 0, any_eff = 0, any_model = 0, kw = 6, pw = 6;
    unsigned other = 0;
    char params[256];
    for (size_t i = first; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        any_flops |= isfinite(r->gflops);
        any_eff |= isfinite(r->efficiency);
        any_model |= isfinite(model_num(r, "predicted"));
        if (isfinite(model_num(r, "other_lanes")))
            other = (unsigned)model_num(r, "other_lanes");
        int k = (int)strlen(r->kernel), p = (int)strlen(sl_kv_format(&r->params, params, sizeof params));
        kw = k > kw ? k : kw;
        pw = p > pw ? p : pw;
    }
    const char *unit = sl_dev_simd_word(prof->vendor);
    char wcol[24], ocol[24];
    snprintf(wcol, sizeof wcol, "%ss/grp", strcmp(unit, "sub-group") == 0 ? "sg" : unit);
    snprintf(ocol, sizeof ocol, "w%u", other);
    fprintf(out, "%-*s  %-*s %6s %8s %11s %7s %11s %9s %9s", kw, "kernel", pw, "params", "local", "groups", wcol,
            "grp/CU", "median us", "min us", "GB/s");
    if (any_flops)
        fprintf(out, " %9s", "GFLOP/s");
    if (any_eff)
        fprintf(out, " %7s", "% ceil");
    if (any_model)
        fprintf(out, " %7s %7s", "model", ocol);
    fprintf(out, " %7s  %s\n", "% best", "check");
    for (size_t i = first; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        sl_kv_format(&r->params, params, sizeof params);
        if (r->status != SL_ROW_OK) {
            fprintf(out, "%-*s  %-*s  %s: %s\n", kw, r->kernel, pw, params,
                    r->status == SL_ROW_SKIPPED ? "SKIP" : "FAIL", r->reason);
            continue;
        }
        char med[32], mn[32], gb[32], gf[32], pct[32], wpg[32], gpc[32], eff[32], m1[32], m2[32];
        fmt_num(med, sizeof med, "%.1f", r->time_ns.median / 1e3);
        fmt_num(mn, sizeof mn, "%.1f", r->time_ns.min / 1e3);
        fmt_num(gb, sizeof gb, "%.1f", r->gbps);
        fmt_num(gf, sizeof gf, "%.1f", r->gflops);
        fmt_num(pct, sizeof pct, "%.1f", r->pct_of_best);
        fmt_num(wpg, sizeof wpg, "%.4g", r->warps_per_group);
        fmt_num(gpc, sizeof gpc, "%.1f", r->groups_per_cu);
        fmt_num(eff, sizeof eff, "%.1f", 100.0 * r->efficiency);
        fmt_num(m1, sizeof m1, "%.1f", 100.0 * model_num(r, "predicted"));
        fmt_num(m2, sizeof m2, "%.1f", 100.0 * model_num(r, "predicted_other"));
        size_t groups = r->local[0] ? r->global[0] / r->local[0] : 0;
        fprintf(out, "%-*s  %-*s %6zu %8zu %11s %7s %11s %9s %9s", kw, r->kernel, pw, params, r->local[0], groups,
                wpg, gpc, med, mn, gb);
        if (any_flops)
            fprintf(out, " %9s", gf);
        if (any_eff)
            fprintf(out, " %7s", eff);
        if (any_model)
            fprintf(out, " %7s %7s", m1, m2);
        fprintf(out, " %7s  %s\n", pct, r->verified ? "PASS" : "UNCHECKED");
    }
}
