/* tunespace.h - a suite's tuning space and the order `simtlab tune`
 * searches it in. Pure logic (base: no OpenCL, no device), so the order
 * and the budget rule are unit-tested on any machine.
 *
 * A space is a few axes, each a --param of the suite and the values worth
 * trying (suite.h's sl_suite_tune declares one). A point gives every axis
 * a value. The search is deterministic and front-loads what a short budget
 * needs:
 *
 *   1. the baseline: the suite's own defaults on this device (the
 *      hand-set tiles), run by the caller before the search begins;
 *   2. coordinate descent from it: each axis in declaration order, every
 *      value of it with the other axes held at the best point so far; the
 *      best then moves before the next axis; passes repeat while the best
 *      moves (at most SL_TUNE_MAX_PASSES);
 *   3. the rest of the grid, nearest first: the untried point with the
 *      fewest axes differing from the best so far, ties in declaration
 *      order (the grid's index), until every point has been tried.
 *
 * A point is handed out once, whether it passed, failed or was skipped;
 * only a passed point can become the best, and a later one replaces it
 * only when strictly better.
 */
#ifndef SIMTLAB_TUNESPACE_H
#define SIMTLAB_TUNESPACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SL_TUNE_MAX_AXES 8    /* a suite's --params that one space may hold */
#define SL_TUNE_MAX_VALUES 8  /* values per axis */
#define SL_TUNE_MAX_GRID 65536 /* points in a space: 8^5 with room; a bigger one is a declaration error */
#define SL_TUNE_MAX_PASSES 3  /* coordinate-descent passes before the grid */

/* One axis: a --param key and the values to try, in the order tried; a 0
 * ends the list (every param's range starts at 1 or more). */
typedef struct sl_tune_axis {
    const char *key;
    uint64_t values[SL_TUNE_MAX_VALUES];
} sl_tune_axis;

/* A value for each axis, in the axes' order. */
typedef struct sl_tune_point {
    uint64_t v[SL_TUNE_MAX_AXES];
} sl_tune_point;

/* Which step of the search gave a point. */
typedef enum sl_tune_phase { SL_TUNE_BASELINE, SL_TUNE_DESCENT, SL_TUNE_GRID } sl_tune_phase;

/* "baseline", "descent", "grid". */
const char *sl_tune_phase_name(sl_tune_phase p);

/* The axes of a NULL-key-terminated table: 0 and why (len bytes) when the
 * table is not a space (no axis, more than SL_TUNE_MAX_AXES, an axis with
 * no value or a value twice, a key twice, more than SL_TUNE_MAX_GRID
 * points), else the number of axes and *grid the number of points. */
size_t sl_tune_space_check(const sl_tune_axis *axes, size_t *grid, char *why, size_t len);

/* The values of axis a. */
size_t sl_tune_axis_values(const sl_tune_axis *a);

/* "bm=128 bn=128 bk=8" into buf. */
const char *sl_tune_point_format(const sl_tune_axis *axes, size_t n_axes, const sl_tune_point *p, char *buf,
                                 size_t len);

typedef struct sl_tune_search {
    const sl_tune_axis *axes;
    size_t n_axes, grid_n;
    size_t n_values[SL_TUNE_MAX_AXES];
    /* every point handed out, in order, and how it did (NAN: not passed) */
    sl_tune_point *tried;
    double *figure;
    size_t n, cap;
    long best;                  /* index into tried of the best passed point, or -1 */
    unsigned char *grid_done;   /* per grid index: handed out */
    /* where the search stands */
    sl_tune_phase phase;
    sl_tune_point center;       /* the descent's point: the best when this axis began */
    size_t axis, value;
    unsigned pass;
    bool moved;                 /* the best moved during this pass */
} sl_tune_search;

/* A search of the space axes (checked by sl_tune_space_check), starting
 * from the baseline the caller ran: its point, and its figure (NAN when it
 * did not pass; higher is better). 0, or -1 when the table is not a space
 * or memory runs out. sl_tune_search_free releases it. */
int sl_tune_search_begin(sl_tune_search *s, const sl_tune_axis *axes, const sl_tune_point *baseline,
                         double figure);
void sl_tune_search_free(sl_tune_search *s);

/* The next point to try into *p, and the step that gave it (may be NULL);
 * false when every point of the grid has been handed out, or memory ran
 * out. */
bool sl_tune_next(sl_tune_search *s, sl_tune_point *p, sl_tune_phase *phase);

/* How the point last handed out did: its figure, NAN when it did not pass. */
void sl_tune_record(sl_tune_search *s, double figure);

/* The best passed point so far and its figure, or false when none passed. */
bool sl_tune_best(const sl_tune_search *s, sl_tune_point *p, double *figure);

/* The points there are to try, the baseline included: the grid, plus one
 * when the baseline is off it. */
size_t sl_tune_total(const sl_tune_search *s);

/* Grid index of p, or -1 when a value of p is on no axis's list. */
long sl_tune_grid_index(const sl_tune_search *s, const sl_tune_point *p);

/* The budget rule: may a candidate start `elapsed_s` into a search of
 * `budget_s`, when the candidates that ran (built, timed) took took[0..n)
 * seconds? Yes when the median of them fits in what is left (before any
 * has run: when any time is left). A search that stops early is the price
 * of never passing its budget by more than one unusually slow candidate. */
bool sl_tune_may_start(double elapsed_s, double budget_s, const double *took, size_t n);

#endif
