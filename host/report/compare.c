/* compare.c - matching rows of several result files (compare.h). */
#include "simtlab/compare.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/derive.h"
#include "simtlab/error.h"

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
    for (size_t f = 0; f < SL_CMP_MAX_FILES; ++f)
        l->rows[f] = SL_CMP_NONE;
    return l;
}

bool sl_cmp_row(const sl_rowpack *files, const sl_cmp_line *l, size_t f, sl_row *out)
{
    if (l->rows[f] == SL_CMP_NONE)
        return false;
    sl_rowpack_get(&files[f], l->rows[f], out);
    return true;
}

/* The line's first row (what later rows are matched against) into out. */
static bool first_row(const sl_rowpack *files, const sl_cmp_line *l, size_t nfiles, sl_row *out)
{
    for (size_t f = 0; f < nfiles; ++f)
        if (sl_cmp_row(files, l, f, out))
            return true;
    return false;
}

/* ---- an index of the lines by the keys sl_cmp_same_case compares ----
 * A new row's candidates are the lines under its keys; the first of them
 * (in line order) that sl_cmp_same_case accepts and that has no row of
 * this file yet is its line, as the linear scan this replaces chose (a
 * 140 k-row file took 143 s with it).
 *   A holds, for a line whose first row names its case, (suite, case
 *     name); for one whose first row does not, (suite, kernel, params in
 *     key order): all a named row can match (two named rows are the same
 *     case by their names alone).
 *   B holds (suite, kernel, params) of every line: what a row that names
 *     no case matches. It is built only when a file has such a row.
 * An entry is a hash and its lines in order; each file keeps a cursor
 * past the lines that already hold its row, so rows with equal keys (a
 * file of unnamed rows with equal params) take their lines in O(1), not a
 * scan of every line before them. */
typedef struct lines_block {
    uint32_t n, cap;
    uint32_t cursor[SL_CMP_MAX_FILES]; /* lines[0..cursor[f]) all hold file f's row */
    uint32_t line[];
} lines_block;

typedef struct entry {
    uint64_t hash;
    uint32_t first1;    /* the first line + 1; 0: an empty slot */
    lines_block *more;  /* the lines after the first, or NULL */
} entry;

typedef struct index_t {
    entry *e;
    size_t cap, used;
} index_t;

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *c = p;
    for (size_t i = 0; i < n; ++i)
        h = (h ^ c[i]) * 0x100000001b3ull;
    return h;
}

static uint64_t key_case(const sl_row *r)
{
    uint64_t h = fnv(0xcbf29ce484222325ull, "c", 1);
    h = fnv(h, r->suite, strlen(r->suite) + 1);
    return fnv(h, r->case_name, strlen(r->case_name) + 1);
}

static int cmp_kv(const void *x, const void *y)
{
    return strcmp(((const sl_kv *const *)x)[0]->key, ((const sl_kv *const *)y)[0]->key);
}

static uint64_t key_params(const sl_row *r)
{
    uint64_t h = fnv(0xcbf29ce484222325ull, "p", 1);
    h = fnv(h, r->suite, strlen(r->suite) + 1);
    h = fnv(h, r->kernel, strlen(r->kernel) + 1);
    const sl_kv *kv[SL_KV_MAX];
    int n = r->params.n < SL_KV_MAX ? r->params.n : SL_KV_MAX;
    for (int i = 0; i < n; ++i)
        kv[i] = &r->params.items[i];
    qsort(kv, (size_t)n, sizeof kv[0], cmp_kv); /* kv_equal does not care for the order */
    for (int i = 0; i < n; ++i) {
        h = fnv(h, kv[i]->key, strlen(kv[i]->key) + 1);
        if (kv[i]->is_str)
            h = fnv(h, kv[i]->str, strlen(kv[i]->str) + 1);
        else {
            const double v = kv[i]->num == 0.0 ? 0.0 : kv[i]->num; /* -0 == 0 */
            h = fnv(h, &v, sizeof v);
        }
    }
    return h;
}

static entry *find(const index_t *ix, uint64_t h)
{
    if (!ix->cap)
        return NULL;
    size_t k = (size_t)(h & (ix->cap - 1));
    while (ix->e[k].first1 && ix->e[k].hash != h)
        k = (k + 1) & (ix->cap - 1);
    return &ix->e[k];
}

static int index_add(index_t *ix, uint64_t h, size_t line)
{
    if (4 * (ix->used + 1) > 3 * ix->cap) { /* grow: at most three quarters full */
        index_t g = { .cap = ix->cap ? 2 * ix->cap : 1024 };
        g.e = calloc(g.cap, sizeof *g.e);
        if (!g.e)
            return -1;
        for (size_t i = 0; i < ix->cap; ++i)
            if (ix->e[i].first1) {
                *find(&g, ix->e[i].hash) = ix->e[i];
                g.used++;
            }
        free(ix->e);
        *ix = g;
    }
    entry *e = find(ix, h);
    if (!e->first1) {
        e->hash = h;
        e->first1 = (uint32_t)line + 1;
        ix->used++;
        return 0;
    }
    lines_block *b = e->more;
    if (!b || b->n == b->cap) {
        const uint32_t cap = b ? 2 * b->cap : 4;
        lines_block *g = realloc(b, sizeof *g + cap * sizeof g->line[0]);
        if (!g)
            return -1;
        if (!b)
            memset(g, 0, sizeof *g);
        g->cap = cap;
        e->more = b = g;
    }
    b->line[b->n++] = (uint32_t)line; /* lines come in order: the list stays sorted */
    return 0;
}

static void index_free(index_t *ix)
{
    for (size_t i = 0; i < ix->cap; ++i)
        free(ix->e[i].more);
    free(ix->e);
    memset(ix, 0, sizeof *ix);
}

/* The first line (below best) under h that takes r as file f's row, or best. */
static size_t first_taker(const sl_rowpack *files, const sl_cmp *c, const index_t *ix, uint64_t h, const sl_row *r,
                          size_t f, size_t nfiles, size_t best, sl_row *tmp)
{
    entry *e = find(ix, h);
    if (!e || !e->first1)
        return best;
    lines_block *b = e->more;
    const size_t n = 1 + (b ? b->n : 0);
#define LINE_AT(k) ((k) == 0 ? (size_t)e->first1 - 1 : (size_t)b->line[(k) - 1])
    size_t k = b ? b->cursor[f] : 0;
    while (k < n && c->lines[LINE_AT(k)].rows[f] != SL_CMP_NONE)
        ++k;
    if (b)
        b->cursor[f] = (uint32_t)k;
    for (; k < n && LINE_AT(k) < best; ++k) {
        const sl_cmp_line *l = &c->lines[LINE_AT(k)];
        if (l->rows[f] == SL_CMP_NONE && first_row(files, l, nfiles, tmp) && sl_cmp_same_case(tmp, r))
            return LINE_AT(k);
    }
#undef LINE_AT
    return best;
}

int sl_cmp_match(const sl_rowpack *files, size_t nfiles, const char *only, sl_cmp *out)
{
    memset(out, 0, sizeof *out);
    if (nfiles > SL_CMP_MAX_FILES)
        nfiles = SL_CMP_MAX_FILES;
    out->files = nfiles;
    index_t by_a = { 0 }, by_b = { 0 };
    /* two rows of 7 KB: off the stack */
    sl_row *r = malloc(sizeof *r), *tmp = malloc(sizeof *tmp);
    int rc = r && tmp ? SL_OK : SL_FAIL;
    bool unnamed = false; /* B is built once a row names no case, from every line so far */
    for (size_t f = 0; f < nfiles && rc == SL_OK; ++f) {
        for (size_t i = 0; i < files[f].n && rc == SL_OK; ++i) {
            sl_rowpack_get(&files[f], i, r);
            if (!wanted(r, only))
                continue;
            if (!r->case_name[0] && !unnamed) {
                unnamed = true;
                for (size_t j = 0; j < out->n && rc == SL_OK; ++j)
                    if (!first_row(files, &out->lines[j], nfiles, tmp) || index_add(&by_b, key_params(tmp), j) != 0)
                        rc = SL_FAIL;
                if (rc != SL_OK)
                    break;
            }
            size_t j = SIZE_MAX;
            if (r->case_name[0]) {
                j = first_taker(files, out, &by_a, key_case(r), r, f, nfiles, j, tmp);
                j = first_taker(files, out, &by_a, key_params(r), r, f, nfiles, j, tmp);
            } else {
                j = first_taker(files, out, &by_b, key_params(r), r, f, nfiles, j, tmp);
            }
            sl_cmp_line *l = j != SIZE_MAX ? &out->lines[j] : add_line(out);
            if (!l || (j == SIZE_MAX && (index_add(&by_a, r->case_name[0] ? key_case(r) : key_params(r), out->n - 1) != 0 ||
                                         (unnamed && index_add(&by_b, key_params(r), out->n - 1) != 0))))
                rc = SL_FAIL;
            else
                l->rows[f] = (uint32_t)i;
        }
    }
    index_free(&by_a);
    index_free(&by_b);
    for (size_t j = 0; j < out->n && rc == SL_OK; ++j) {
        sl_cmp_line *l = &out->lines[j];
        size_t first = SIZE_MAX;
        for (size_t f = 0; f < nfiles && first == SIZE_MAX; ++f)
            if (sl_cmp_row(files, l, f, r))
                first = f;
        for (size_t f = first + 1; f < nfiles; ++f) {
            if (!sl_cmp_row(files, l, f, tmp))
                continue;
            l->params_differ |= !kv_equal(&r->params, &tmp->params);
            l->disagree |= sl_cmp_disagree(r, tmp);
        }
    }
    free(r);
    free(tmp);
    if (rc != SL_OK)
        sl_cmp_free(out);
    return rc;
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
    double elem = sl_kv_number(&r->params, "elem_bytes");
    if (!isfinite(elem)) {
        const char *v = sl_kv_text(&r->params, "vector");
        if (strcmp(v, "float") == 0)
            elem = 4;
        else if (strncmp(v, "float", 5) == 0 && atoi(v + 5) > 0)
            elem = 4.0 * atoi(v + 5);
    }
    double base = sl_kv_number(&r->params, "offset");
    if (!isfinite(base))
        base = sl_kv_number(&r->params, "offset_bytes");
    double stride = sl_kv_number(&r->params, "stride");
    base = isfinite(base) ? base : 0.0;
    stride = isfinite(stride) ? stride : 1.0;
    const double own = sl_kv_number(&r->model, "predicted"), own_lanes = sl_kv_number(&r->model, "lanes");
    const sl_geometry *own_g = sl_model_geometry(sl_kv_text(&r->model, "geometry"));
    /* bounded before the casts: a results file read back may hold anything */
    if (elem >= 1 && elem <= 4096 && base >= 0 && base <= 0x1p62 && stride >= 1 && stride <= 0x1p31 && own_g &&
        own_lanes >= 1 && own_lanes <= 4096 && isfinite(own)) {
        const double back = strided_fraction(own_g, (unsigned)own_lanes, (unsigned)elem, (unsigned long long)base,
                                             (unsigned)stride);
        if (fabs(back - own) < 1e-9)
            return strided_fraction(g, lanes, (unsigned)elem, (unsigned long long)base, (unsigned)stride);
    }
    if (g && strcmp(sl_kv_text(&r->model, "other_geometry"), g->name) == 0 && sl_kv_number(&r->model, "other_lanes") == lanes)
        return sl_kv_number(&r->model, "predicted_other");
    if (g && own_g == g && own_lanes == lanes)
        return own;
    return NAN;
}
