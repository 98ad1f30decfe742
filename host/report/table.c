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

void sl_report_table(FILE *out, const sl_results *res, size_t first, const sl_profile *prof)
{
    int any_flops = 0, kw = 6, pw = 6;
    char params[256];
    for (size_t i = first; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        any_flops |= isfinite(r->gflops);
        int k = (int)strlen(r->kernel), p = (int)strlen(sl_kv_format(&r->params, params, sizeof params));
        kw = k > kw ? k : kw;
        pw = p > pw ? p : pw;
    }
    const char *unit = sl_dev_simd_word(prof->vendor);
    char wcol[24];
    snprintf(wcol, sizeof wcol, "%ss/grp", strcmp(unit, "sub-group") == 0 ? "sg" : unit);
    fprintf(out, "%-*s  %-*s %6s %8s %11s %7s %11s %9s %9s%s %7s  %s\n", kw, "kernel", pw, "params", "local",
            "groups", wcol, "grp/CU", "median us", "min us", "GB/s", any_flops ? "   GFLOP/s" : "",
            "% best", "check");
    for (size_t i = first; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        sl_kv_format(&r->params, params, sizeof params);
        if (r->status != SL_ROW_OK) {
            fprintf(out, "%-*s  %-*s  %s: %s\n", kw, r->kernel, pw, params,
                    r->status == SL_ROW_SKIPPED ? "SKIP" : "FAIL", r->reason);
            continue;
        }
        char med[32], mn[32], gb[32], gf[32], pct[32], wpg[32], gpc[32];
        fmt_num(med, sizeof med, "%.1f", r->time_ns.median / 1e3);
        fmt_num(mn, sizeof mn, "%.1f", r->time_ns.min / 1e3);
        fmt_num(gb, sizeof gb, "%.1f", r->gbps);
        fmt_num(gf, sizeof gf, "%.1f", r->gflops);
        fmt_num(pct, sizeof pct, "%.1f", r->pct_of_best);
        fmt_num(wpg, sizeof wpg, "%.4g", r->warps_per_group);
        fmt_num(gpc, sizeof gpc, "%.1f", r->groups_per_cu);
        size_t groups = r->local[0] ? r->global[0] / r->local[0] : 0;
        char gfcol[40] = "";
        if (any_flops)
            snprintf(gfcol, sizeof gfcol, " %9s", gf);
        fprintf(out, "%-*s  %-*s %6zu %8zu %11s %7s %11s %9s %9s%s %7s  %s\n", kw, r->kernel, pw, params,
                r->local[0], groups, wpg, gpc, med, mn, gb, gfcol, pct, r->verified ? "PASS" : "UNCHECKED");
    }
}
