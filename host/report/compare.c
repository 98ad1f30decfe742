/* compare.c - matching rows of several result files (compare.h). */
#include "simtlab/compare.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/derive.h"

static bool kv_equal(const sl_kvlist *a, const sl_kvlist *b)
{
    if (a->n != b->n)
        return false;
    for (int i = 0; i < a->n; ++i) {
        const sl_kv *x = &a->items[i], *y = sl_kv_get(b, x->key);
        if (!y || x->is_str != y->is_str || (x->is_str ? strcmp(x->str, y->str) != 0 : x->num != y->num))
            return false;
    }
    return true;
}

bool sl_cmp_same_case(const sl_row *a, const sl_row *b)
{
    if (strcmp(a->suite, b->suite) != 0)
        return false;
    if (a->case_name[0] && b->case_name[0])
        return strcmp(a->case_name, b->case_name) == 0;
    return strcmp(a->kernel, b->kernel) == 0 && kv_equal(&a->params, &b->params);
}

static bool wanted(const sl_row *r, const char *only)
{
    return !only || strstr(r->case_name, only) || strstr(r->kernel, only);
}

static sl_cmp_line *add_line(sl_cmp *c)
{
    if (c->n == c->cap) {
        size_t cap = c->cap ? 2 * c->cap : 64;
        sl_cmp_line *g = realloc(c->lines, cap * sizeof *g);
        if (!g)
            return NULL;
        c->lines = g;
        c->cap = cap;
    }
    sl_cmp_line *l = &c->lines[c->n++];
    memset(l, 0, sizeof *l);
    return l;
}

/* The line's first row: what later rows are matched against. */
static const sl_row *first_row(const sl_cmp_line *l, size_t files)
{
    for (size_t f = 0; f < files; ++f)
        if (l->rows[f])
            return l->rows[f];
    return NULL;
}

int sl_cmp_match(const sl_results *files, size_t nfiles, const char *only, sl_cmp *out)
{
    memset(out, 0, sizeof *out);
    if (nfiles > SL_CMP_MAX_FILES)
        nfiles = SL_CMP_MAX_FILES;
    out->files = nfiles;
    for (size_t f = 0; f < nfiles; ++f) {
        for (size_t i = 0; i < files[f].n; ++i) {
            const sl_row *r = &files[f].rows[i];
            if (!wanted(r, only))
                continue;
            sl_cmp_line *l = NULL;
            for (size_t j = 0; j < out->n && !l; ++j)
                if (!out->lines[j].rows[f] && sl_cmp_same_case(first_row(&out->lines[j], nfiles), r))
                    l = &out->lines[j];
            if (!l && !(l = add_line(out))) {
                sl_cmp_free(out);
                return SL_FAIL;
            }
            l->rows[f] = r;
        }
    }
    for (size_t j = 0; j < out->n; ++j) {
        sl_cmp_line *l = &out->lines[j];
        const sl_row *ref = first_row(l, nfiles);
        for (size_t f = 0; f < nfiles; ++f) {
            const sl_row *r = l->rows[f];
            if (!r || r == ref)
                continue;
            l->params_differ |= !kv_equal(&ref->params, &r->params);
            l->disagree |= sl_cmp_disagree(ref, r);
        }
    }
    return SL_OK;
}

void sl_cmp_free(sl_cmp *c)
{
    free(c->lines);
    memset(c, 0, sizeof *c);
}

double sl_cmp_norm(const sl_row *r)
{
    if (r->status != SL_ROW_OK || !r->verified)
        return NAN;
    double f = sl_derived(r, SL_D_EFFICIENCY);
    if (!isfinite(f) && isfinite(r->gflops))
        f = sl_derived(r, SL_D_PCT_PEAK);
    if (!isfinite(f)) /* no ceiling of its own (bandwidth's rows are the ceiling): of the suite's best */
        f = sl_derived(r, SL_D_PCT_OF_BEST) / 100.0;
    return isfinite(f) && f > 0.0 ? f : NAN;
}

bool sl_cmp_in_flops(const sl_row *r)
{
    return isfinite(r->gflops) && !isfinite(sl_derived(r, SL_D_EFFICIENCY));
}

bool sl_cmp_disagree(const sl_row *a, const sl_row *b)
{
    const double na = sl_cmp_norm(a), nb = sl_cmp_norm(b), sa = sl_row_spread(a), sb = sl_row_spread(b);
    if (!isfinite(na) || !isfinite(nb) || !isfinite(sa) || !isfinite(sb))
        return false;
    return fabs(na - nb) > 2.0 * (na * sa + nb * sb);
}

static double kv_num(const sl_kvlist *l, const char *key)
{
    const sl_kv *v = sl_kv_get(l, key);
    return v && !v->is_str ? v->num : NAN;
}

static const char *kv_str(const sl_kvlist *l, const char *key)
{
    const sl_kv *v = sl_kv_get(l, key);
    return v && v->is_str ? v->str : "";
}

/* The stream prediction for lanes at base + i x stride x elem (model_one's). */
static double strided_fraction(const sl_geometry *g, unsigned lanes, unsigned elem, unsigned long long base,
                               unsigned stride)
{
    sl_request q;
    if (!g || lanes == 0 ||
        sl_model_request_strided(base, lanes * SL_MODEL_STREAM_REQUESTS, elem, stride, g, &q) != 0)
        return NAN;
    return q.dram_efficiency;
}

double sl_whatif_fraction(const sl_row *r, const sl_geometry *g, unsigned lanes)
{
    /* the access the params describe */
    double elem = kv_num(&r->params, "elem_bytes");
    if (!isfinite(elem)) {
        const char *v = kv_str(&r->params, "vector");
        if (strcmp(v, "float") == 0)
            elem = 4;
        else if (strncmp(v, "float", 5) == 0 && atoi(v + 5) > 0)
            elem = 4.0 * atoi(v + 5);
    }
    double base = kv_num(&r->params, "offset");
    if (!isfinite(base))
        base = kv_num(&r->params, "offset_bytes");
    double stride = kv_num(&r->params, "stride");
    base = isfinite(base) ? base : 0.0;
    stride = isfinite(stride) ? stride : 1.0;
    const double own = kv_num(&r->model, "predicted"), own_lanes = kv_num(&r->model, "lanes");
    const sl_geometry *own_g = sl_model_geometry(kv_str(&r->model, "geometry"));
    /* bounded before the casts: a results file read back may hold anything */
    if (elem >= 1 && elem <= 4096 && base >= 0 && base <= 0x1p62 && stride >= 1 && stride <= 0x1p31 && own_g &&
        own_lanes >= 1 && own_lanes <= 4096 && isfinite(own)) {
        const double back = strided_fraction(own_g, (unsigned)own_lanes, (unsigned)elem, (unsigned long long)base,
                                             (unsigned)stride);
        if (fabs(back - own) < 1e-9)
            return strided_fraction(g, lanes, (unsigned)elem, (unsigned long long)base, (unsigned)stride);
    }
    if (g && strcmp(kv_str(&r->model, "other_geometry"), g->name) == 0 && kv_num(&r->model, "other_lanes") == lanes)
        return kv_num(&r->model, "predicted_other");
    if (g && own_g == g && own_lanes == lanes)
        return own;
    return NAN;
}
