/* csv.c - results as CSV: fixed columns, params and model as k=v lists. */
#include "simtlab/report.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct sbuf {
    char *s;
    size_t len, cap;
    int oom;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_printf(sbuf *b, const char *fmt, ...)
{
    if (b->oom)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->s ? b->s + b->len : NULL, b->s ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            b->oom = 1;
            return;
        }
        if (b->s && b->len + (size_t)n < b->cap) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = (b->cap ? b->cap * 2 : 4096) + (size_t)n;
        char *g = realloc(b->s, cap);
        if (!g) {
            b->oom = 1;
            return;
        }
        b->s = g;
        b->cap = cap;
    }
}

/* A field, quoted when it holds a comma, quote or newline. */
static void sb_field(sbuf *b, const char *raw)
{
    char *text = sl_utf8_dup(raw); /* as JSON: raw bytes become U+FFFD */
    if (!text) {
        b->oom = 1;
        return;
    }
    if (strpbrk(text, ",\"\r\n") == NULL) {
        sb_printf(b, "%s,", text);
    } else {
        sb_printf(b, "\"");
        for (const char *p = text; *p; ++p)
            sb_printf(b, *p == '"' ? "\"\"" : "%c", *p);
        sb_printf(b, "\",");
    }
    free(text);
}

static void sb_num(sbuf *b, double v)
{
    if (isfinite(v))
        sb_printf(b, "%.10g,", v);
    else
        sb_printf(b, ",");
}

char *sl_report_csv_text(const sl_results *res)
{
    sbuf b = { 0 };
    sb_printf(&b, "suite,kernel,params,global,local,simd_width,warps_per_group,groups_per_cu,bytes,flops,"
                  "time_ns_min,time_ns_median,time_ns_mean,time_ns_max,time_ns_stddev,time_n,gbps,gflops,"
                  "pct_of_suite_best,efficiency,verified,status,reason,model,"
                  /* later columns go at the end so older readers' column numbers hold */
                  "pct_peak,speedup_first,speedup_prev,kernel_file,kernel_sha256\n");
    char kv[1024];
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        sb_field(&b, r->suite);
        sb_field(&b, r->kernel);
        sb_field(&b, sl_kv_format(&r->params, kv, sizeof kv));
        sb_printf(&b, "%zu,%zu,%u,", r->global[0], r->local[0], r->simd_width);
        sb_num(&b, r->warps_per_group);
        sb_num(&b, r->groups_per_cu);
        sb_num(&b, r->bytes);
        sb_num(&b, r->flops);
        sb_num(&b, r->time_ns.min);
        sb_num(&b, r->time_ns.median);
        sb_num(&b, r->time_ns.mean);
        sb_num(&b, r->time_ns.max);
        sb_num(&b, r->time_ns.stddev);
        sb_printf(&b, "%zu,", r->time_ns.n);
        sb_num(&b, r->gbps);
        sb_num(&b, r->gflops);
        sb_num(&b, r->pct_of_best);
        sb_num(&b, r->efficiency);
        sb_printf(&b, "%s,%s,", r->verified ? "true" : "false", sl_row_status_name(r->status));
        sb_field(&b, r->reason);
        sb_field(&b, sl_kv_format(&r->model, kv, sizeof kv));
        sb_num(&b, r->pct_peak);
        sb_num(&b, r->speedup_first);
        sb_num(&b, r->speedup_prev);
        sb_field(&b, r->source_path);
        sb_field(&b, r->source_sha256);
        if (!b.oom)
            b.s[b.len - 1] = '\n';  /* the last field's comma ends the line */
    }
    if (b.oom) {
        free(b.s);
        return NULL;
    }
    return b.s;
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
