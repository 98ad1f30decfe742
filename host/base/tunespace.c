/* tunespace.c - the order `simtlab tune` tries a space's points in, and
 * when it stops (tunespace.h). */
#include "simtlab/tunespace.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *sl_tune_phase_name(sl_tune_phase p)
{
    switch (p) {
    case SL_TUNE_BASELINE: return "baseline";
    case SL_TUNE_DESCENT: return "descent";
    default: return "grid";
    }
}

size_t sl_tune_axis_values(const sl_tune_axis *a)
{
    size_t n = 0;
    while (n < SL_TUNE_MAX_VALUES && a->values[n])
        ++n;
    return n;
}

size_t sl_tune_space_check(const sl_tune_axis *axes, size_t *grid, char *why, size_t len)
{
    size_t n = 0, points = 1;
    *grid = 0;
    for (; axes && axes[n].key; ++n) {
        if (n == SL_TUNE_MAX_AXES) {
            snprintf(why, len, "more than %d axes", SL_TUNE_MAX_AXES);
            return 0;
        }
        for (size_t j = 0; j < n; ++j)
            if (strcmp(axes[j].key, axes[n].key) == 0) {
                snprintf(why, len, "axis %s is declared twice", axes[n].key);
                return 0;
            }
        const size_t nv = sl_tune_axis_values(&axes[n]);
        if (nv == 0) {
            snprintf(why, len, "axis %s has no value", axes[n].key);
            return 0;
        }
        for (size_t i = 0; i < nv; ++i)
            for (size_t j = 0; j < i; ++j)
                if (axes[n].values[i] == axes[n].values[j]) {
                    snprintf(why, len, "axis %s lists %llu twice", axes[n].key,
                             (unsigned long long)axes[n].values[i]);
                    return 0;
                }
        points *= nv;
        if (points > SL_TUNE_MAX_GRID) {
            snprintf(why, len, "more than %d points", SL_TUNE_MAX_GRID);
            return 0;
        }
    }
    if (n == 0) {
        snprintf(why, len, "no axis");
        return 0;
    }
    *grid = points;
    return n;
}

const char *sl_tune_point_format(const sl_tune_axis *axes, size_t n_axes, const sl_tune_point *p, char *buf,
                                 size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t a = 0; a < n_axes && used < len; ++a) {
        int w = snprintf(buf + used, len - used, "%s%s=%llu", a ? " " : "", axes[a].key, (unsigned long long)p->v[a]);
        if (w < 0)
            break;
        used += (size_t)w;
    }
    return buf;
}

/* ---- the grid: axis 0 the most significant digit ------------------------ */

long sl_tune_grid_index(const sl_tune_search *s, const sl_tune_point *p)
{
    long index = 0;
    for (size_t a = 0; a < s->n_axes; ++a) {
        size_t i = 0;
        while (i < s->n_values[a] && s->axes[a].values[i] != p->v[a])
            ++i;
        if (i == s->n_values[a])
            return -1;
        index = index * (long)s->n_values[a] + (long)i;
    }
    return index;
}

static void grid_point(const sl_tune_search *s, size_t index, sl_tune_point *p)
{
    memset(p, 0, sizeof *p);
    for (size_t a = s->n_axes; a-- > 0;) {
        p->v[a] = s->axes[a].values[index % s->n_values[a]];
        index /= s->n_values[a];
    }
}

static bool same(const sl_tune_search *s, const sl_tune_point *x, const sl_tune_point *y)
{
    for (size_t a = 0; a < s->n_axes; ++a)
        if (x->v[a] != y->v[a])
            return false;
    return true;
}

static size_t distance(const sl_tune_search *s, const sl_tune_point *x, const sl_tune_point *y)
{
    size_t d = 0;
    for (size_t a = 0; a < s->n_axes; ++a)
        d += x->v[a] != y->v[a];
    return d;
}

static bool was_tried(const sl_tune_search *s, const sl_tune_point *p)
{
    const long g = sl_tune_grid_index(s, p);
    if (g >= 0)
        return s->grid_done[g] != 0;
    for (size_t i = 0; i < s->n; ++i)
        if (same(s, &s->tried[i], p))
            return true;
    return false;
}

/* Append p to the points handed out (its figure not yet known). */
static bool push(sl_tune_search *s, const sl_tune_point *p, double figure)
{
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 64;
        sl_tune_point *t = realloc(s->tried, cap * sizeof *t);
        if (!t)
            return false;
        s->tried = t;
        double *f = realloc(s->figure, cap * sizeof *f);
        if (!f)
            return false;
        s->figure = f;
        s->cap = cap;
    }
    s->tried[s->n] = *p;
    s->figure[s->n] = figure;
    ++s->n;
    const long g = sl_tune_grid_index(s, p);
    if (g >= 0)
        s->grid_done[g] = 1;
    return true;
}

int sl_tune_search_begin(sl_tune_search *s, const sl_tune_axis *axes, const sl_tune_point *baseline,
                         double figure)
{
    char why[96];
    memset(s, 0, sizeof *s);
    s->best = -1;
    s->axes = axes;
    if ((s->n_axes = sl_tune_space_check(axes, &s->grid_n, why, sizeof why)) == 0)
        return -1;
    for (size_t a = 0; a < s->n_axes; ++a)
        s->n_values[a] = sl_tune_axis_values(&axes[a]);
    if (!(s->grid_done = calloc(s->grid_n, 1)) || !push(s, baseline, figure)) {
        sl_tune_search_free(s);
        return -1;
    }
    s->best = isfinite(figure) ? 0 : -1;
    s->center = *baseline;
    s->phase = SL_TUNE_DESCENT;
    return 0;
}

void sl_tune_search_free(sl_tune_search *s)
{
    free(s->tried);
    free(s->figure);
    free(s->grid_done);
    s->tried = NULL;
    s->figure = NULL;
    s->grid_done = NULL;
    s->n = s->cap = 0;
}

static bool hand_out(sl_tune_search *s, const sl_tune_point *c, sl_tune_phase ph, sl_tune_point *p,
                     sl_tune_phase *phase)
{
    if (!push(s, c, NAN))
        return false;
    *p = *c;
    if (phase)
        *phase = ph;
    return true;
}

/* The descent: the next untried point one axis away from the center, the
 * center moving to the best after each axis; false when the passes end. */
static bool descent_next(sl_tune_search *s, sl_tune_point *c)
{
    for (;;) {
        if (s->axis < s->n_axes) {
            if (s->value < s->n_values[s->axis]) {
                *c = s->center;
                c->v[s->axis] = s->axes[s->axis].values[s->value++];
                if (!was_tried(s, c))
                    return true;
                continue;
            }
            /* this axis is done: the next one starts from the best so far */
            if (s->best >= 0 && !same(s, &s->tried[s->best], &s->center)) {
                s->center = s->tried[s->best];
                s->moved = true;
            }
            ++s->axis;
            s->value = 0;
            continue;
        }
        if (!s->moved || s->pass + 1 >= SL_TUNE_MAX_PASSES)
            return false;
        ++s->pass;
        s->moved = false;
        s->axis = 0;
        s->value = 0;
    }
}

/* The untried grid point nearest the best (the center when none passed),
 * the lowest index among equals; false when none is left. */
static bool grid_next(const sl_tune_search *s, sl_tune_point *c)
{
    const sl_tune_point *from = s->best >= 0 ? &s->tried[s->best] : &s->center;
    size_t best_d = SIZE_MAX;
    for (size_t i = 0; i < s->grid_n; ++i) {
        if (s->grid_done[i])
            continue;
        sl_tune_point p;
        grid_point(s, i, &p);
        const size_t d = distance(s, &p, from);
        if (d < best_d) {
            best_d = d;
            *c = p;
            if (d <= 1)
                break; /* nothing is nearer, and later indices lose ties */
        }
    }
    return best_d != SIZE_MAX;
}

bool sl_tune_next(sl_tune_search *s, sl_tune_point *p, sl_tune_phase *phase)
{
    sl_tune_point c;
    if (s->phase == SL_TUNE_DESCENT) {
        if (descent_next(s, &c))
            return hand_out(s, &c, SL_TUNE_DESCENT, p, phase);
        s->phase = SL_TUNE_GRID;
    }
    return grid_next(s, &c) && hand_out(s, &c, SL_TUNE_GRID, p, phase);
}

void sl_tune_record(sl_tune_search *s, double figure)
{
    if (s->n == 0)
        return;
    s->figure[s->n - 1] = figure;
    if (isfinite(figure) && (s->best < 0 || figure > s->figure[s->best]))
        s->best = (long)s->n - 1;
}

bool sl_tune_best(const sl_tune_search *s, sl_tune_point *p, double *figure)
{
    if (s->best < 0)
        return false;
    if (p)
        *p = s->tried[s->best];
    if (figure)
        *figure = s->figure[s->best];
    return true;
}

size_t sl_tune_total(const sl_tune_search *s)
{
    return s->grid_n + (s->n > 0 && sl_tune_grid_index(s, &s->tried[0]) < 0 ? 1 : 0);
}

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

bool sl_tune_may_start(double elapsed_s, double budget_s, const double *took, size_t n)
{
    if (!(elapsed_s < budget_s))
        return false;
    if (n == 0)
        return true;
    double *t = malloc(n * sizeof *t);
    if (!t)
        return true; /* the budget's own check above still bounds the search */
    memcpy(t, took, n * sizeof *t);
    qsort(t, n, sizeof *t, cmp_double);
    const double median = n % 2 ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]);
    free(t);
    return elapsed_s + median <= budget_s;
}
