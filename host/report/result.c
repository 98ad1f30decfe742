/* result.c - result rows and lists. */
#include "simtlab/result.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Keys are stored cut to fit; compare them the same way. */
static int key_is(const sl_kv *kv, const char *key)
{
    return strncmp(kv->key, key, sizeof kv->key - 1) == 0;
}

static sl_kv *kv_slot(sl_kvlist *l, const char *key)
{
    for (int i = 0; i < l->n; ++i)
        if (key_is(&l->items[i], key))
            return &l->items[i];
    if (l->n >= SL_KV_MAX) {
        l->dropped++;
        return NULL;
    }
    sl_kv *kv = &l->items[l->n++];
    memset(kv, 0, sizeof *kv);
    snprintf(kv->key, sizeof kv->key, "%s", key);
    return kv;
}

void sl_kv_num(sl_kvlist *l, const char *key, double value)
{
    sl_kv *kv = kv_slot(l, key);
    if (kv) {
        kv->is_str = false;
        kv->num = value;
    }
}

void sl_kv_str(sl_kvlist *l, const char *key, const char *value)
{
    sl_kv *kv = kv_slot(l, key);
    if (kv) {
        kv->is_str = true;
        snprintf(kv->str, sizeof kv->str, "%s", value);
    }
}

const sl_kv *sl_kv_get(const sl_kvlist *l, const char *key)
{
    for (int i = 0; i < l->n; ++i)
        if (key_is(&l->items[i], key))
            return &l->items[i];
    return NULL;
}

double sl_kv_number(const sl_kvlist *l, const char *key)
{
    const sl_kv *kv = key ? sl_kv_get(l, key) : NULL;
    return kv && !kv->is_str ? kv->num : NAN;
}

const char *sl_kv_text(const sl_kvlist *l, const char *key)
{
    const sl_kv *kv = key ? sl_kv_get(l, key) : NULL;
    return kv && kv->is_str ? kv->str : "";
}

const char *sl_kv_format(const sl_kvlist *l, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < l->n && used < len; ++i) {
        const sl_kv *kv = &l->items[i];
        int w = kv->is_str ? snprintf(buf + used, len - used, "%s%s=%s", i ? " " : "", kv->key, kv->str)
                           : snprintf(buf + used, len - used, "%s%s=%.15g", i ? " " : "", kv->key, kv->num);
        if (w < 0)
            break;
        used += (size_t)w;
    }
    return buf;
}

const char *sl_row_status_name(sl_row_status s)
{
    switch (s) {
    case SL_ROW_OK: return "ok";
    case SL_ROW_SKIPPED: return "skipped";
    default: return "failed";
    }
}

const char *sl_row_full_list(const sl_row *r)
{
    return r->params.dropped ? "params" : r->model.dropped ? "model" : r->metrics.dropped ? "metrics"
         : r->derived.dropped ? "derived" : NULL;
}

void sl_row_init(sl_row *r, const char *suite, const char *kernel)
{
    memset(r, 0, sizeof *r);
    snprintf(r->suite, sizeof r->suite, "%s", suite);
    snprintf(r->kernel, sizeof r->kernel, "%s", kernel);
    r->bytes = r->flops = NAN;
    r->gbps = r->gflops = NAN;
    r->time_ns.min = r->time_ns.median = r->time_ns.mean = r->time_ns.max = r->time_ns.stddev = NAN;
    r->warps_per_group = r->groups_per_cu = NAN;
    r->resources.registers = r->resources.spills = -1;
    r->resources.local_bytes = -1;
    r->resources.occupancy = NAN;
    r->status = SL_ROW_OK;
}

void sl_row_skip(sl_row *r, const char *reason)
{
    r->status = SL_ROW_SKIPPED;
    r->verified = false;
    snprintf(r->reason, sizeof r->reason, "%s", reason);
}

void sl_row_fail(sl_row *r, const char *reason)
{
    r->status = SL_ROW_FAILED;
    r->verified = false;
    snprintf(r->reason, sizeof r->reason, "%s", reason);
}

int sl_results_add(sl_results *res, const sl_row *row)
{
    if (res->n == res->cap) {
        size_t cap = res->cap ? 2 * res->cap : 32;
        sl_row *grown = realloc(res->rows, cap * sizeof *grown);
        if (!grown)
            return -1;
        res->rows = grown;
        res->cap = cap;
    }
    res->rows[res->n++] = *row;
    return 0;
}

void sl_results_free(sl_results *res)
{
    free(res->rows);
    res->rows = NULL;
    res->n = res->cap = 0;
}

size_t sl_results_count(const sl_results *res, sl_row_status s)
{
    size_t c = 0;
    for (size_t i = 0; i < res->n; ++i)
        c += res->rows[i].status == s;
    return c;
}

void sl_results_set_source(sl_results *res, size_t first, const char *path, const char *sha256_16)
{
    for (size_t i = first; i < res->n; ++i) {
        sl_row *r = &res->rows[i];
        if (r->source_path[0])
            continue;
        snprintf(r->source_path, sizeof r->source_path, "%s", path);
        snprintf(r->source_sha256, sizeof r->source_sha256, "%s", sha256_16);
    }
}
