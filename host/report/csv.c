/* csv.c - results as CSV: fixed columns; params, model, metrics and every
 * derived figure as k=v lists. */
#include "simtlab/report.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/derive.h"

/* OWASP's CSV injection rule: a spreadsheet reads a cell that begins
 * with one of these as a formula (=cmd|' /C calc'!A0, -2+3, @SUM(1+1)),
 * or strips the tab / CR and reads what follows as one. */
static bool formula_lead(char c)
{
    return c && strchr("=+-@\t\r", c) != NULL;
}

void sl_csv_cell(sl_str *out, const char *raw)
{
    sl_str t = { 0 };
    sl_str_escape(&t, raw, 0);
    if (t.oom) {
        out->oom = true;
        sl_str_free(&t);
        return;
    }
    const char *text = sl_str_text(&t);
    const char *lead = formula_lead(text[0]) ? "'" : "";
    if (!strpbrk(text, ",\"\r\n")) {
        sl_str_printf(out, "%s%s", lead, text);
    } else {
        sl_str_printf(out, "\"%s", lead);
        for (const char *p = text; *p; ++p)
            sl_str_printf(out, *p == '"' ? "\"\"" : "%c", *p);   /* a quote inside is doubled */
        sl_str_printf(out, "\"");
    }
    sl_str_free(&t);
}

void sl_csv_field(FILE *f, const char *raw)
{
    sl_str cell = { 0 };
    sl_csv_cell(&cell, raw);
    fprintf(f, "%s,", cell.oom ? "" : sl_str_text(&cell));
    sl_str_free(&cell);
}

static void put_num(FILE *f, double v)
{
    if (isfinite(v))
        fprintf(f, "%.10g,", v);
    else
        fputc(',', f);
}

/* l as sl_kv_format writes it, less the numbers that are not finite: in
 * metrics and derived, unknown and "does not apply" are left out. */
static const char *known_kv(const sl_kvlist *l, char *buf, size_t len)
{
    sl_kvlist known = { .n = 0 };
    for (int i = 0; i < l->n; ++i)
        if (l->items[i].is_str || isfinite(l->items[i].num))
            known.items[known.n++] = l->items[i];
    return sl_kv_format(&known, buf, len);
}

char *sl_report_csv_text(const sl_results *res)
{
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    if (!f)
        return NULL;
    fputs("suite,kernel,params,global,local,simd_width,warps_per_group,groups_per_cu,bytes,flops,"
          "time_ns_min,time_ns_median,time_ns_mean,time_ns_max,time_ns_stddev,time_n,gbps,gflops,"
          "pct_of_suite_best,efficiency,verified,status,reason,model,"
          /* later columns go at the end so older readers' column numbers hold */
          "pct_peak,speedup_first,speedup_prev,kernel_file,kernel_sha256,"
          /* simtlab-results/2: the raw inputs of the ratios, and every derived
           * figure (those above and any added since) */
          "metrics,derived\n", f);
    char kv[1024];
    bool bad = false;
    for (size_t i = 0; i < res->n && !bad; ++i) {
        const sl_row *r = &res->rows[i];
        sl_csv_field(f, r->suite);
        sl_csv_field(f, r->kernel);
        sl_csv_field(f, sl_kv_format(&r->params, kv, sizeof kv));
        fprintf(f, "%zu,%zu,%u,", r->global[0], r->local[0], r->simd_width);
        put_num(f, r->warps_per_group);
        put_num(f, r->groups_per_cu);
        put_num(f, r->bytes);
        put_num(f, r->flops);
        put_num(f, r->time_ns.min);
        put_num(f, r->time_ns.median);
        put_num(f, r->time_ns.mean);
        put_num(f, r->time_ns.max);
        put_num(f, r->time_ns.stddev);
        fprintf(f, "%zu,", r->time_ns.n);
        put_num(f, r->gbps);
        put_num(f, r->gflops);
        put_num(f, sl_derived(r, SL_D_PCT_OF_BEST));
        put_num(f, sl_derived(r, SL_D_EFFICIENCY));
        fprintf(f, "%s,%s,", r->verified ? "true" : "false", sl_row_status_name(r->status));
        sl_csv_field(f, r->reason);
        sl_csv_field(f, sl_kv_format(&r->model, kv, sizeof kv));
        put_num(f, sl_derived(r, SL_D_PCT_PEAK));
        put_num(f, sl_derived(r, SL_D_SPEEDUP_FIRST));
        put_num(f, sl_derived(r, SL_D_SPEEDUP_PREV));
        sl_csv_field(f, r->source_path);
        sl_csv_field(f, r->source_sha256);
        sl_csv_field(f, known_kv(&r->metrics, kv, sizeof kv));
        sl_csv_field(f, known_kv(&r->derived, kv, sizeof kv));
        /* the last field's comma ends the line */
        bad = fseek(f, -1, SEEK_CUR) != 0 || fputc('\n', f) == EOF;
    }
    /* a write that ran out of memory sets the error flag */
    bad = bad || ferror(f);
    if (fclose(f) != 0 || bad) {
        free(text);
        return NULL;
    }
    return text;
}

int sl_report_write_csv(const sl_out *out, const sl_results *res, sl_err *e)
{
    char *text = sl_report_csv_text(res);
    if (!text)
        return sl_err_set(e, SL_FAIL, "out of memory formatting CSV");
    int rc = sl_out_write(out, text, strlen(text), e);
    free(text);
    return rc;
}
