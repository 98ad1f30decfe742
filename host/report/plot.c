/* plot.c - gnuplot scripts and data text from result rows (plot.h). */
#include "simtlab/plot.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/derive.h"
#include "simtlab/roof.h"
#include "simtlab/str.h"

/* One picture's width: wide enough for a legend of two columns below a
 * sweep of 11 points. */
#define PLOT_W 960
/* The layout below the axes is set in gnuplot's character units, so it
 * holds for the SVG (sans 13) and the PNG (sans 11) alike; only the
 * canvas is in pixels. From top to bottom: the x tic labels, the x label,
 * the key (its rows counted here, not left to gnuplot, whose `key below`
 * sits on the canvas' bottom edge, where the noisy-rows footnote is, and
 * touches the x label), then the footnote. Sizes from gnuplot 5.4's
 * GPVAL_TERM_HCHAR/VCHAR: one character is 9.1 px wide in both terminals
 * (gnuplot's own estimate, which it also uses to lay out key columns),
 * 19.5 px tall in the SVG and 17 in the PNG; the taller one sizes the
 * canvas. */
#define CHAR_W_PX 9.1
#define CHAR_H_PX 19.5
/* The axes' own height, whatever is around them. */
#define AXES_H_PX 440
/* A key entry beyond its title: gnuplot's sample (samplen 4) and gaps. */
#define KEY_EXTRA_CHARS 7
/* A row of the footnote, and the gap above the key. */
#define FOOT_ROWS 1.5
#define GAP_ROWS 0.6
/* Vertical tic labels: one per bar cluster, a line height and a gap apart. */
#define MIN_SLOT_PX 24.0
/* Space left and right of the axes for the y tic labels and y label. */
#define SIDE_PX 130.0
/* Sources whose best figures differ by more than this share a log y axis:
 * an H200 and a 2-core CPU differ 100-fold, and a linear axis would show
 * the CPU as a line on zero. */
#define LOG_Y_RATIO 10.0

/* s as a gnuplot double-quoted string; a newline in s becomes a space. The
 * backquote is escaped: gnuplot runs `...` as a shell command even inside
 * double quotes, and a device name comes from whatever results file. */
static void sb_quote(sl_str *b, const char *s)
{
    sl_str_printf(b, "\"");
    for (; *s; ++s) {
        if (*s == '"' || *s == '\\' || *s == '`')
            sl_str_printf(b, "\\%c", *s);
        else
            sl_str_printf(b, "%c", (*s == '\n' || *s == '\r') ? ' ' : *s);
    }
    sl_str_printf(b, "\"");
}

/* s on one comment line: newlines become spaces. */
static void sb_comment(sl_str *b, const char *s)
{
    for (; *s; ++s)
        sl_str_printf(b, "%c", (*s == '\n' || *s == '\r') ? ' ' : *s);
}

/* "#   DEVICE: KERNEL PARAMS: " for row r of a source on device: every string
 * from the results file goes through sb_comment, so a newline in one cannot
 * end the comment and start a gnuplot command (gnuplot's `system`). */
static void sb_row_comment(sl_str *b, const char *device, const sl_row *r)
{
    char params[512];
    sl_str_printf(b, "#   ");
    sb_comment(b, device);
    sl_str_printf(b, ": ");
    sb_comment(b, r->kernel);
    sl_str_printf(b, " ");
    sb_comment(b, sl_kv_format(&r->params, params, sizeof params));
    sl_str_printf(b, ": ");
}

/* ---- rows ---------------------------------------------------------------- */

static bool verified(const sl_row *r)
{
    return r->status == SL_ROW_OK && r->verified;
}

static bool has_flops(const sl_row *r)
{
    return isfinite(r->gflops) && r->gflops > 0;
}

/* GFLOP/s when the row counts FLOPs, else GB/s. */
static double main_figure(const sl_row *r)
{
    return has_flops(r) ? r->gflops : r->gbps;
}

size_t sl_plot_drawable(const sl_results *res)
{
    size_t n = 0;
    for (size_t i = 0; i < res->n; ++i)
        n += verified(&res->rows[i]) && (isfinite(main_figure(&res->rows[i])) ||
                                         isfinite(sl_derived(&res->rows[i], SL_D_NS_PER_LOAD)));
    return n;
}

static double num_param(const sl_row *r, const char *key)
{
    return sl_kv_number(&r->params, key);
}

static double num_model(const sl_row *r, const char *key)
{
    return sl_kv_number(&r->model, key);
}

/* A parameter as text ("float4", "16"), "" when absent. */
/* A number as a name's part: every digit of a whole number (%g wrote
 * 1e+06 for 1000000 and 1000001 alike, and the second shape was dropped as
 * a repeat), else all 17 significant digits. */
static void name_num(char *buf, size_t len, double v)
{
    if (isfinite(v) && v == floor(v) && fabs(v) < 1e18)
        snprintf(buf, len, "%.0f", v);
    else
        snprintf(buf, len, "%.17g", v);
}

/* matmul's MxNxK, for a plot's name and title */
static void shape_name(const sl_row *r, char *buf, size_t len)
{
    char m[32], n[32], k[32];
    name_num(m, sizeof m, num_param(r, "m"));
    name_num(n, sizeof n, num_param(r, "n"));
    name_num(k, sizeof k, num_param(r, "k"));
    snprintf(buf, len, "%sx%sx%s", m, n, k);
}

static const char *str_param(const sl_row *r, const char *key, char *buf, size_t len)
{
    const sl_kv *kv = sl_kv_get(&r->params, key);
    buf[0] = '\0';
    if (kv && kv->is_str)
        snprintf(buf, len, "%s", kv->str);
    else if (kv)
        snprintf(buf, len, "%g", kv->num);
    return buf;
}

/* ---- one plot being written ---------------------------------------------- */

typedef struct plot {
    const sl_plot_source *src;
    size_t n_src;
    char name[96];
    sl_str head;      /* comments: sources, rows not drawn */
    sl_str set;       /* settings before the plot command */
    sl_str cmd;       /* the plot command's series */
    sl_str dat;
    size_t blocks;   /* data blocks written (gnuplot's `index`) */
    size_t series, rows;
    size_t not_drawn;
    size_t noisy;    /* rows drawn whose timed runs spread over SL_NOISY_SPREAD */
    sl_str noisy_list;   /* their comment lines */
    bool *drawn_from;   /* [n_src]: which sources have a row on the plot (the title names those) */
    /* for the layout (plot_layout) */
    size_t title_lines;  /* of the plot's title */
    size_t key_chars;    /* the longest series title */
    bool xlabel;         /* an x label is set */
    double xtic_rows;    /* height of the x tic labels, in character rows */
    int width;           /* canvas, px */
} plot;

static void plot_init(plot *p, const sl_plot_source *src, size_t n_src, const char *name)
{
    memset(p, 0, sizeof *p);
    p->src = src;
    p->n_src = n_src;
    snprintf(p->name, sizeof p->name, "%s", name);
    /* the name is a file name in -o and a string in the script; its parts
     * come from the results file (a suite, a "vector" parameter): anything
     * but a letter, a digit or _ . + - becomes _, so no part of a crafted
     * file can leave -o or end a line of the script */
    for (char *c = p->name; *c; ++c)
        if (!isalnum((unsigned char)*c) && !strchr("_.+-", *c))
            *c = '_';
    if (p->name[0] == '.')
        p->name[0] = '_';
    p->drawn_from = calloc(n_src, sizeof *p->drawn_from);
    p->set.oom = !p->drawn_from;
    p->xtic_rows = 1.5;
    p->width = PLOT_W;
}

/* One more row r of source s on the plot; a noisy one is counted and
 * listed, so the picture can say how many of its points to doubt. */
static void drawn(plot *p, size_t s, const sl_row *r)
{
    if (p->drawn_from)
        p->drawn_from[s] = true;
    ++p->rows;
    if (sl_row_noisy(r)) {
        if (p->noisy++ == 0)
            sl_str_printf(&p->noisy_list, "# noisy (drawn; the timed runs' standard deviation over %.0f%% of their median):\n",
                      100.0 * SL_NOISY_SPREAD);
        sb_row_comment(&p->noisy_list, p->src[s].device, r);
        sl_str_printf(&p->noisy_list, "spread %.1f%%\n", 100.0 * sl_row_spread(r));
    }
}

static void plot_free(plot *p)
{
    free(p->head.s);
    free(p->set.s);
    free(p->cmd.s);
    free(p->dat.s);
    free(p->noisy_list.s);
    free(p->drawn_from);
}

static void source_label(const sl_plot_source *s, char *buf, size_t len)
{
    if (s->driver && s->driver[0])
        snprintf(buf, len, "%s (driver %s)", s->device, s->driver);
    else
        snprintf(buf, len, "%s (driver not recorded)", s->device);
}

/* Source s as a legend names it: its device, and its file when another
 * source has the same device (two runs on one machine are two series). */
static const char *src_name(const plot *p, size_t s, char *buf, size_t len)
{
    bool twin = false;
    for (size_t o = 0; o < p->n_src; ++o)
        twin |= o != s && strcmp(p->src[o].device, p->src[s].device) == 0;
    if (!twin)
        snprintf(buf, len, "%s", p->src[s].device);
    else if (p->src[s].path) {
        const char *base = strrchr(p->src[s].path, '/');
        snprintf(buf, len, "%s [%s]", p->src[s].device, base ? base + 1 : p->src[s].path);
    } else
        snprintf(buf, len, "%s [%zu]", p->src[s].device, s + 1);
    return buf;
}

/* A row of this plot that is not drawn, and why, as a script comment. */
static void not_drawn(plot *p, size_t s, const sl_row *r, const char *why)
{
    if (p->not_drawn++ == 0)
        sl_str_printf(&p->head, "# not drawn (only verified rows with a figure are):\n");
    sb_row_comment(&p->head, p->src[s].device, r);
    if (r->status != SL_ROW_OK)
        sl_str_printf(&p->head, "%s: ", sl_row_status_name(r->status));
    sb_comment(&p->head, why ? why : r->reason[0] ? r->reason : "not verified");
    sl_str_printf(&p->head, "\n");
}

/* Title: what is plotted, then every source on a line of its own. */
static void plot_title(plot *p, const char *what)
{
    sl_str t = { 0 };
    sl_str_printf(&t, "%s", what);
    for (size_t s = 0; s < p->n_src; ++s) {
        char label[256];
        source_label(&p->src[s], label, sizeof label);
        if (p->drawn_from && p->drawn_from[s]) {
            sl_str_printf(&t, "\n%s", label);
            ++p->title_lines;
        }
    }
    ++p->title_lines;
    sl_str_printf(&p->set, "set title ");
    /* sb_quote turns newlines into spaces; the title keeps them as \n */
    sl_str_printf(&p->set, "\"");
    for (const char *c = t.s ? t.s : ""; *c; ++c) {
        if (*c == '\n')
            sl_str_printf(&p->set, "\\n");
        else if (*c == '"' || *c == '\\' || *c == '`')
            sl_str_printf(&p->set, "\\%c", *c);
        else if (*c == '\r')
            sl_str_printf(&p->set, " ");
        else
            sl_str_printf(&p->set, "%c", *c);
    }
    sl_str_printf(&p->set, "\"\n");
    p->set.oom |= t.oom;
    free(t.s);
}

/* One series of the plot command: `"NAME.dat" SPEC title "TITLE"`. */
static void add_series(plot *p, const char *spec, const char *title)
{
    sl_str_printf(&p->cmd, "%s\"%s.dat\" %s title ", p->series ? ", \\\n     " : "plot ", p->name, spec);
    sb_quote(&p->cmd, title);
    ++p->series;
    if (strlen(title) > p->key_chars)
        p->key_chars = strlen(title);
}

/* Log y when the sources' best figures are far apart (LOG_Y_RATIO). */
static void maybe_log_y(plot *p, const double *best)
{
    double lo = INFINITY, hi = 0;
    for (size_t s = 0; s < p->n_src; ++s)
        if (best[s] > 0) {
            lo = fmin(lo, best[s]);
            hi = fmax(hi, best[s]);
        }
    if (hi > 0 && hi / lo > LOG_Y_RATIO)
        sl_str_printf(&p->set, "set logscale y 10\n# the sources' best figures differ over %gx: log y\n", LOG_Y_RATIO);
    else
        sl_str_printf(&p->set, "set yrange [0:*]\n");
}

/* The key's columns: two when two of its longest entries fit side by
 * side in gnuplot's estimate (it spaces columns by that estimate), else one. */
static size_t key_cols(const plot *p)
{
    const double entry = ((double)p->key_chars + KEY_EXTRA_CHARS) * CHAR_W_PX;
    return p->series > 1 && 2 * entry <= p->width - 2 * CHAR_W_PX ? 2 : 1;
}

/* The space below the axes (the settings, into b) and the canvas' height:
 * the key's top is placed where the tic labels and x label end, its rows
 * counted, the footnote under it; nothing is left to gnuplot's `key
 * below`, which puts the key on the bottom edge, over the footnote. */
static int plot_layout(const plot *p, sl_str *b)
{
    const size_t cols = key_cols(p), rows = (p->series + cols - 1) / cols;
    const double foot = p->noisy ? FOOT_ROWS : 0.3, key_top = foot + (double)rows + 0.2;
    const double bottom = key_top + GAP_ROWS + (p->xlabel ? 1.3 : 0.0) + p->xtic_rows;
    sl_str_printf(b, "# layout, in character rows from the bottom: footnote, key (%zu x %zu, rows x columns), x label, x tic labels\n"
                     "set bmargin %.1f\n"
                     "set key at character 1, character %.1f left top vertical Left reverse maxrows %zu\n",
                  rows, cols, bottom, key_top, rows ? rows : 1);
    if (p->noisy)
        sl_str_printf(b, "set label \"%zu of %zu points from noisy rows (spread over %.0f%% of the median; "
                         "listed in %s.gp)\" at character 1, character 0.6 font \",10\"\n",
                      p->noisy, p->rows, 100.0 * SL_NOISY_SPREAD, p->name);
    /* the title's lines, one row of gap above it, the axes, the space below */
    return AXES_H_PX + (int)ceil(((double)p->title_lines + 1.5 + bottom) * CHAR_H_PX);
}

static void terminal(sl_str *b, bool svg, int w, int h)
{
    if (svg)
        sl_str_printf(b, "set terminal svg size %d,%d dynamic noenhanced font \"sans,13\" background rgb \"white\"\n",
                  w, h);
    else
        sl_str_printf(b, "set terminal pngcairo size %d,%d noenhanced font \"sans,11\" background rgb \"white\"\n",
                  w, h);
}

/* Assemble the script and hand the plot to out (NULL data: nothing drawn). */
static int plot_finish(plot *p, sl_plot_format fmt, const char *what, sl_plot_set *out)
{
    if (p->rows == 0)
        return SL_OK; /* nothing of this suite could be drawn: no picture */
    sl_str gp = { 0 };
    sl_str_printf(&gp, "# %s.gp - ", p->name);
    sb_comment(&gp, what);
    sl_str_printf(&gp, "\n# written by `simtlab plot`; edit, then rerun in this directory: gnuplot %s.gp\n"
                   "# data: %s.dat (a '#' line names each block; gnuplot's `index N` picks block N)\n",
              p->name, p->name);
    for (size_t s = 0; s < p->n_src; ++s) {
        char label[256];
        source_label(&p->src[s], label, sizeof label);
        sl_str_printf(&gp, "# source %zu: ", s + 1);
        sb_comment(&gp, p->src[s].path ? p->src[s].path : "(results)");
        sl_str_printf(&gp, ": ");
        sb_comment(&gp, label);
        sl_str_printf(&gp, "\n");
    }
    sl_str_printf(&gp, "%s%s\nreset\n", p->head.s ? p->head.s : "", p->noisy_list.s ? p->noisy_list.s : "");
    sl_str layout = { 0 };
    const int height = plot_layout(p, &layout);
    bool first = true;
    for (int f = 0; f < 2; ++f) {
        const bool svg = f == 0;
        if (!(fmt & (svg ? SL_PLOT_SVG : SL_PLOT_PNG)))
            continue;
        terminal(&gp, svg, p->width, height);
        sl_str_printf(&gp, "set output \"%s.%s\"\n", p->name, svg ? "svg" : "png");
        if (first) {
            sl_str_printf(&gp, "%sset grid ytics\nset border 3\n"
                           "set tics nomirror\nset datafile missing \"-\"\n%s%s\n",
                      layout.s ? layout.s : "", p->set.s ? p->set.s : "", p->cmd.s ? p->cmd.s : "");
            first = false;
        } else {
            sl_str_printf(&gp, "replot\n");
        }
        sl_str_printf(&gp, "set output\n");
    }
    const bool oom = layout.oom;
    free(layout.s);
    if (oom || gp.oom || p->head.oom || p->noisy_list.oom || p->set.oom || p->cmd.oom || p->dat.oom ||
        out->n == SIZE_MAX) {
        free(gp.s);
        return SL_FAIL;
    }
    if (out->n == out->cap) {
        size_t cap = out->cap ? out->cap * 2 : 8;
        sl_plot *items = realloc(out->items, cap * sizeof *items);
        if (!items) {
            free(gp.s);
            return SL_FAIL;
        }
        out->items = items;
        out->cap = cap;
    }
    sl_plot *o = &out->items[out->n++];
    memset(o, 0, sizeof *o);
    snprintf(o->name, sizeof o->name, "%s", p->name);
    o->script = gp.s;
    o->data = p->dat.s;
    p->dat.s = NULL;
    o->series = p->series;
    o->rows = p->rows;
    o->noisy = p->noisy;
    return SL_OK;
}

/* ---- stride and offset: a sweep against the model ------------------------- */

typedef struct pt {
    double x;
    const sl_row *r;
} pt;

static int by_x(const void *a, const void *b)
{
    const double x = ((const pt *)a)->x, y = ((const pt *)b)->x;
    return (x > y) - (x < y);
}

/* Does row r of suite belong to part `part` of key `key` (key "": every row does)? */
static bool in_part(const sl_row *r, const char *suite, const char *key, const char *part)
{
    char buf[64];
    return strcmp(r->suite, suite) == 0 && (!key[0] || strcmp(str_param(r, key, buf, sizeof buf), part) == 0);
}

/* % of the ceiling only when every drawn row has one: an old file has none */
static bool sweep_has_pct(const sl_plot_source *src, size_t n_src, const char *suite, const char *split,
                          const char *vector)
{
    bool pct = true;
    for (size_t s = 0; s < n_src; ++s)
        for (size_t i = 0; i < src[s].res->n; ++i) {
            const sl_row *r = &src[s].res->rows[i];
            if (in_part(r, suite, split, vector) && verified(r) && isfinite(r->gbps) &&
                !isfinite(sl_derived(r, SL_D_EFFICIENCY)))
                pct = false;
        }
    return pct;
}

/* Source s's measured line and, where every point has one, its two model
 * lines (this device's lanes and the other width). */
static void sweep_series(plot *p, size_t s, bool pct, bool model, double lanes, bool model_other, double other)
{
    char spec[128], title[320], who[256];
    snprintf(spec, sizeof spec, "index %zu using 1:%d with linespoints lw 2 pt 7 ps 0.8 lc %zu", p->blocks,
             pct ? 3 : 2, s + 1);
    src_name(p, s, who, sizeof who);
    snprintf(title, sizeof title, "%s measured", who);
    add_series(p, spec, title);
    if (model && isfinite(lanes)) {
        snprintf(spec, sizeof spec, "index %zu using 1:4 with lines dt 2 lw 1.5 lc %zu", p->blocks, s + 1);
        snprintf(title, sizeof title, "%s model, %g lanes", who, lanes);
        add_series(p, spec, title);
    }
    if (model_other && isfinite(other)) {
        snprintf(spec, sizeof spec, "index %zu using 1:5 with lines dt 3 lw 1.5 lc %zu", p->blocks, s + 1);
        snprintf(title, sizeof title, "%s model, %g lanes", who, other);
        add_series(p, spec, title);
    }
}

/* Source s's points of the sweep, sorted by x, as one data block and its
 * series; a source with none adds nothing. */
static int sweep_source(plot *p, const sl_plot_source *src, size_t s, const char *suite, const char *split,
                        const char *vector, const char *xkey, bool pct, double *best)
{
    const sl_results *res = src[s].res;
    pt *pts = calloc(res->n ? res->n : 1, sizeof *pts);
    if (!pts)
        return SL_FAIL;
    size_t n = 0;
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        if (!in_part(r, suite, split, vector))
            continue;
        const double x = num_param(r, xkey);
        if (!verified(r) || !isfinite(r->gbps) || !isfinite(x))
            not_drawn(p, s, r, verified(r) ? (isfinite(x) ? "no GB/s" : "no numeric x parameter") : NULL);
        else
            pts[n++] = (pt){ x, r };
    }
    if (n == 0) {
        free(pts);
        return SL_OK;
    }
    qsort(pts, n, sizeof *pts, by_x);
    const double lanes = num_model(pts[0].r, "lanes"), other = num_model(pts[0].r, "other_lanes");
    bool model = pct, model_other = pct;
    sl_str_printf(&p->dat, "# %s: %s\n# %s  gbps  pct_of_ceiling  model_pct_%g_lanes  model_pct_%g_lanes\n",
              src[s].device, src[s].driver ? src[s].driver : "", xkey, lanes, other);
    for (size_t i = 0; i < n; ++i) {
        const sl_row *r = pts[i].r;
        const double eff = sl_derived(r, SL_D_EFFICIENCY), m = num_model(r, "predicted"),
                     mo = num_model(r, "predicted_other");
        model &= isfinite(m);
        model_other &= isfinite(mo);
        sl_str_printf(&p->dat, "%g  %.6g  %.6g  %.6g  %.6g\n", pts[i].x, r->gbps, 100 * eff, 100 * m, 100 * mo);
        best[s < 64 ? s : 63] = fmax(best[s < 64 ? s : 63], r->gbps);
        drawn(p, s, r);
    }
    sl_str_printf(&p->dat, "\n\n");
    free(pts);
    sweep_series(p, s, pct, model, lanes, model_other, other);
    ++p->blocks;
    return SL_OK;
}

/* Measured % of the read ceiling (or GB/s) against param xkey, with the
 * model's prediction for this device's SIMD width and the other one. */
static int plot_sweep(const sl_plot_source *src, size_t n_src, sl_plot_format fmt, const char *suite,
                      const char *split, const char *vector, const sl_show *how, sl_plot_set *out)
{
    const char *xkey = how->x ? how->x : "", *xlabel = how->xlabel ? how->xlabel : xkey;
    const bool log2x = how->log2x;
    char name[96];
    snprintf(name, sizeof name, "%s%s%s", suite, vector[0] ? "-" : "", vector);
    plot p;
    plot_init(&p, src, n_src, name);
    const bool pct = sweep_has_pct(src, n_src, suite, split, vector);
    double best[64] = { 0 };
    for (size_t s = 0; s < n_src; ++s)
        if (sweep_source(&p, src, s, suite, split, vector, xkey, pct, best) != SL_OK) {
            plot_free(&p);
            return SL_FAIL;
        }

    char what[160];
    snprintf(what, sizeof what, "%s%s%s: %s vs %s", suite, vector[0] ? ", " : "", vector,
             pct ? "% of the read ceiling" : "GB/s", xlabel);
    plot_title(&p, what);
    p.xlabel = true;
    sl_str_printf(&p.set, "set xlabel \"%s\"\nset ylabel \"%s\"\n", xlabel,
              pct ? "% of this device's streaming-read GB/s (model: % of ideal)" : "useful GB/s");
    if (log2x)
        sl_str_printf(&p.set, "set logscale x 2\n");
    else
        sl_str_printf(&p.set, "set xtics 16\n");
    if (pct)
        sl_str_printf(&p.set, "set yrange [0:110]\n");
    else
        maybe_log_y(&p, best);
    const int rc = plot_finish(&p, fmt, what, out);
    plot_free(&p);
    return rc;
}

/* ---- grouped bars: rows x columns of one figure --------------------------- */

/* Labels in order of first appearance (the bars' x positions). */
typedef struct labels {
    char (*s)[96];
    size_t n, cap;
} labels;

static long label_index(labels *l, const char *s, bool add)
{
    for (size_t i = 0; i < l->n; ++i)
        if (strcmp(l->s[i], s) == 0)
            return (long)i;
    if (!add)
        return -1;
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 16;
        char(*p)[96] = realloc(l->s, cap * sizeof *p);
        if (!p)
            return -2;
        l->s = p;
        l->cap = cap;
    }
    snprintf(l->s[l->n], sizeof l->s[0], "%s", s);
    return (long)l->n++;
}

/* A table of bars: cell[row * ncol + col], NAN when absent. */
typedef struct bars {
    labels rows, cols;
    double *cell;
    size_t cell_cap;
} bars;

static void bars_free(bars *b)
{
    free(b->rows.s);
    free(b->cols.s);
    free(b->cell);
}

/* Put v at (row, col); false when the cell is taken already (a repeat). */
static int bars_put(bars *b, const char *row, const char *col, double v)
{
    const long r = label_index(&b->rows, row, true), c = label_index(&b->cols, col, true);
    if (r < 0 || c < 0)
        return SL_FAIL;
    /* cells are kept with a fixed stride of 64 columns: a plot with more
     * columns than that would be unreadable anyway */
    if (c >= 64)
        return SL_SKIP;
    const size_t need = (size_t)(r + 1) * 64;
    if (need > b->cell_cap) {
        size_t cap = b->cell_cap ? b->cell_cap : 64 * 16;
        while (cap < need)
            cap *= 2;
        double *cell = realloc(b->cell, cap * sizeof *cell);
        if (!cell)
            return SL_FAIL;
        for (size_t i = b->cell_cap; i < cap; ++i)
            cell[i] = NAN;
        b->cell = cell;
        b->cell_cap = cap;
    }
    double *at = &b->cell[(size_t)r * 64 + (size_t)c];
    if (!isnan(*at))
        return SL_SKIP;
    *at = v;
    return SL_OK;
}

/* Write the table and one series per column, coloured by `colour[col]`
 * (0: gnuplot's default sequence). */
static void bars_emit(plot *p, const bars *b, const char *ylabel)
{
    sl_str_printf(&p->dat, "# label");
    for (size_t c = 0; c < b->cols.n; ++c) {
        sl_str_printf(&p->dat, "  ");
        sb_quote(&p->dat, b->cols.s[c]);
    }
    sl_str_printf(&p->dat, "\n");
    for (size_t r = 0; r < b->rows.n; ++r) {
        sb_quote(&p->dat, b->rows.s[r]);
        for (size_t c = 0; c < b->cols.n; ++c) {
            const double v = b->cell[r * 64 + c];
            if (isnan(v))
                sl_str_printf(&p->dat, "  -");
            else
                sl_str_printf(&p->dat, "  %.6g", v);
        }
        sl_str_printf(&p->dat, "\n");
    }
    sl_str_printf(&p->set, "set style data histograms\nset style histogram clustered gap 1\n"
                       "set style fill solid 0.85 border -1\nset boxwidth 0.9\nset ylabel \"%s\"\n",
              ylabel);
    /* autoscale leaves a cluster's width empty at the left */
    sl_str_printf(&p->set, "set xrange [-0.6:%zu.6]\n", b->rows.n - 1);
    /* tic labels across when the longest fits its cluster's width, else
     * upright (rotated 90, ending at the tic): a slanted label reaches
     * under its neighbours' and past the right edge; the canvas widens
     * so each upright label keeps MIN_SLOT_PX */
    size_t longest = 0;
    for (size_t r = 0; r < b->rows.n; ++r)
        if (strlen(b->rows.s[r]) > longest)
            longest = strlen(b->rows.s[r]);
    const double slots = (double)b->rows.n + 0.2;
    const double slot = (p->width - SIDE_PX) / slots;
    if ((double)longest * CHAR_W_PX * 0.9 > slot) {
        if (slot < MIN_SLOT_PX)
            p->width = (int)ceil(SIDE_PX + slots * MIN_SLOT_PX);
        p->xtic_rows = 1.0 + (double)longest * CHAR_W_PX / CHAR_H_PX;
        sl_str_printf(&p->set, "set xtics rotate by 90 right\n");
    }
    for (size_t c = 0; c < b->cols.n; ++c) {
        char spec[64];
        snprintf(spec, sizeof spec, "using %zu%s", c + 2, c == 0 ? ":xtic(1)" : "");
        add_series(p, spec, b->cols.s[c]);
    }
}

/* % of the ceiling only when every verified row of the suite has one. */
static bool grouped_has_pct(const sl_plot_source *src, size_t n_src, const char *suite)
{
    bool pct = true;
    for (size_t s = 0; s < n_src; ++s)
        for (size_t i = 0; i < src[s].res->n; ++i) {
            const sl_row *r = &src[s].res->rows[i];
            if (strcmp(r->suite, suite) == 0 && verified(r) && !isfinite(sl_derived(r, SL_D_EFFICIENCY)))
                pct = false;
        }
    return pct;
}

/* The clusters' labels, "xkey X" with X ascending: the rows' own order is
 * by vector first. */
static int grouped_clusters(bars *b, const sl_plot_source *src, size_t n_src, const char *suite, const char *xkey)
{
    double strides[64];
    size_t ns = 0;
    for (size_t s = 0; s < n_src; ++s)
        for (size_t i = 0; i < src[s].res->n; ++i) {
            const sl_row *r = &src[s].res->rows[i];
            const double x = num_param(r, xkey);
            bool seen = false;
            for (size_t k = 0; k < ns; ++k)
                seen |= strides[k] == x;
            if (strcmp(r->suite, suite) == 0 && isfinite(x) && !seen && ns < 64)
                strides[ns++] = x;
        }
    for (size_t a = 1; a < ns; ++a)
        for (size_t k = a; k > 0 && strides[k - 1] > strides[k]; --k) {
            const double t = strides[k];
            strides[k] = strides[k - 1];
            strides[k - 1] = t;
        }
    for (size_t k = 0; k < ns; ++k) {
        char row[96];
        snprintf(row, sizeof row, "%s %g", xkey, strides[k]);
        if (label_index(&b->rows, row, true) < 0)
            return SL_FAIL;
    }
    return SL_OK;
}

/* Every row of the suite into its bar, or into the not-drawn list. */
static int grouped_fill(plot *p, bars *b, const sl_plot_source *src, size_t n_src, const char *suite,
                        const char *xkey, const char *series, bool pct, double *best)
{
    for (size_t s = 0; s < n_src; ++s)
        for (size_t i = 0; i < src[s].res->n; ++i) {
            const sl_row *r = &src[s].res->rows[i];
            if (strcmp(r->suite, suite) != 0)
                continue;
            char vec[48], row[96], col[160];
            const double v = pct ? 100 * sl_derived(r, SL_D_EFFICIENCY) : r->gbps;
            if (!verified(r) || !isfinite(v) || !isfinite(num_param(r, xkey))) {
                not_drawn(p, s, r, verified(r) ? "no figure or x parameter" : NULL);
                continue;
            }
            snprintf(row, sizeof row, "%s %g", xkey, num_param(r, xkey));
            char who[256];
            snprintf(col, sizeof col, "%s %s", n_src > 1 ? src_name(p, s, who, sizeof who) : "",
                     str_param(r, series, vec, sizeof vec));
            const int rc = bars_put(b, row, n_src > 1 ? col : col + 1, v);
            if (rc == SL_FAIL)
                return SL_FAIL;
            if (rc == SL_SKIP) {
                not_drawn(p, s, r, "a repeat of a row drawn already");
                continue;
            }
            best[s < 64 ? s : 63] = fmax(best[s < 64 ? s : 63], r->gbps);
            drawn(p, s, r);
        }
    return SL_OK;
}

/* Grouped bars: efficiency (or GB/s) by the x parameter (clusters, as
 * vector's stride) and the series parameter (bars, as its vector width). */
static int plot_grouped(const sl_plot_source *src, size_t n_src, sl_plot_format fmt, const char *suite,
                        const sl_show *how, sl_plot_set *out)
{
    const char *xkey = how->x ? how->x : "", *series = how->series ? how->series : "";
    plot p;
    plot_init(&p, src, n_src, suite);
    bars b = { 0 };
    const bool pct = grouped_has_pct(src, n_src, suite);
    double best[64] = { 0 };
    if (grouped_clusters(&b, src, n_src, suite, xkey) != SL_OK ||
        grouped_fill(&p, &b, src, n_src, suite, xkey, series, pct, best) != SL_OK) {
        bars_free(&b);
        plot_free(&p);
        return SL_FAIL;
    }
    char what[192];
    snprintf(what, sizeof what, "%s: %s by %s", suite, pct ? "% of the read ceiling" : "GB/s",
             how->title ? how->title : "x and series");
    plot_title(&p, what);
    if (p.rows) {
        bars_emit(&p, &b, pct ? "% of this device's streaming-read GB/s" : "useful GB/s");
        if (pct)
            sl_str_printf(&p.set, "set yrange [0:110]\n");
        else
            maybe_log_y(&p, best);
    }
    bars_free(&b);
    const int rc = plot_finish(&p, fmt, what, out);
    plot_free(&p);
    return rc;
}

/* A peer of a ladder (CLBlast): drawn last, labelled as a library. */
static bool ladder_peer(const sl_row *r)
{
    const sl_kv *kv = sl_kv_get(&r->metrics, SL_M_LADDER_PEER);
    return (kv && !kv->is_str && kv->num == 1) || strcmp(r->kernel, "clblast") == 0;
}

/* A ladder, one shape: GFLOP/s of each rung, one bar per source; peers last. */
static int plot_ladder(const sl_plot_source *src, size_t n_src, sl_plot_format fmt, const char *suite,
                       const char *shape, sl_plot_set *out)
{
    char name[96];
    snprintf(name, sizeof name, "%s-%s", suite, shape);
    plot p;
    plot_init(&p, src, n_src, name);
    bars b = { 0 };
    double best[64] = { 0 };
    for (int peers = 0; peers < 2; ++peers)
        for (size_t s = 0; s < n_src; ++s)
            for (size_t i = 0; i < src[s].res->n; ++i) {
                const sl_row *r = &src[s].res->rows[i];
                char sh[96];
                shape_name(r, sh, sizeof sh);
                if (strcmp(r->suite, suite) != 0 || strcmp(sh, shape) != 0 || ladder_peer(r) != (peers == 1))
                    continue;
                if (!verified(r) || !has_flops(r)) {
                    not_drawn(&p, s, r, verified(r) ? "no GFLOP/s" : NULL);
                    continue;
                }
                char row[96];
                snprintf(row, sizeof row, "%s%s", r->kernel, peers ? " (library)" : "");
                char who[256];
                const int rc = bars_put(&b, row, src_name(&p, s, who, sizeof who), r->gflops);
                if (rc == SL_FAIL)
                    goto oom;
                if (rc == SL_SKIP) {
                    not_drawn(&p, s, r, "a repeat of a rung drawn already");
                    continue;
                }
                best[s < 64 ? s : 63] = fmax(best[s < 64 ? s : 63], r->gflops);
                drawn(&p, s, r);
            }
    char what[160];
    snprintf(what, sizeof what, "%s %s: GFLOP/s up the ladder (row order), library peer last", suite, shape);
    plot_title(&p, what);
    if (p.rows) {
        bars_emit(&p, &b, "GFLOP/s");
        maybe_log_y(&p, best);
    }
    bars_free(&b);
    const int rc = plot_finish(&p, fmt, what, out);
    plot_free(&p);
    return rc;
oom:
    bars_free(&b);
    plot_free(&p);
    return SL_FAIL;
}

/* ---- occupancy: GB/s vs warps per CU, one line per form ------------------- */

/* The forms ("kernel|loads": one series per source each) and the depths
 * (loads in flight: one colour each) in order of first appearance. */
static int occ_forms(const sl_plot_source *src, size_t n_src, const char *suite, const char *series, labels *forms,
                     labels *depths)
{
    for (size_t s = 0; s < n_src; ++s)
        for (size_t i = 0; i < src[s].res->n; ++i) {
            const sl_row *r = &src[s].res->rows[i];
            char key[96], depth[48];
            if (strcmp(r->suite, suite) != 0)
                continue;
            snprintf(key, sizeof key, "%s|%s", r->kernel, str_param(r, series, depth, sizeof depth));
            if (label_index(forms, key, true) < 0 || label_index(depths, depth, true) < 0)
                return SL_FAIL;
        }
    return SL_OK;
}

/* Write n points of one form of source s as a data block and its series. */
static void occ_line(plot *p, size_t s, size_t n_src, const pt *pts, size_t n, const char *kernel,
                     const char *depth, labels *depths, const char *xkey, const char *series, double *best)
{
    sl_str_printf(&p->dat, "# %s: ", p->src[s].device);
    sb_comment(&p->dat, kernel);
    sl_str_printf(&p->dat, ", ");
    sb_comment(&p->dat, depth);
    sl_str_printf(&p->dat, " %s\n# %s  gbps\n", series, xkey);
    for (size_t i = 0; i < n; ++i) {
        sl_str_printf(&p->dat, "%g  %.6g\n", pts[i].x, pts[i].r->gbps);
        best[s < 64 ? s : 63] = fmax(best[s < 64 ? s : 63], pts[i].r->gbps);
    }
    sl_str_printf(&p->dat, "\n\n");
    /* local memory forces the occupancy: points on the line of
     * the same form, if occupancy alone is what matters */
    const bool lmem = strstr(kernel, "+lmem") != NULL;
    char spec[160], title[320];
    snprintf(spec, sizeof spec, "index %zu using 1:2 with %s lc %ld %s", p->blocks,
             lmem ? "points pt 6 ps 1.6 lw 2" : "linespoints pt 7 ps 0.7 lw 2",
             label_index(depths, depth, false) + 1, lmem ? "" : (s == 0 ? "dt 1" : s == 1 ? "dt 2" : "dt 4"));
    char who[256];
    snprintf(title, sizeof title, "%s%s%s, %s in flight", n_src > 1 ? src_name(p, s, who, sizeof who) : "",
             n_src > 1 ? ": " : "", kernel, depth);
    add_series(p, spec, title);
    ++p->blocks;
    for (size_t i = 0; i < n; ++i)
        drawn(p, s, pts[i].r);
}

/* Source s's rows of one form ("kernel|depth"), sorted by x, as one line. */
static int occ_form(plot *p, const sl_plot_source *src, size_t s, size_t n_src, const char *suite,
                    const char *form, labels *depths, const char *xkey, const char *series, double *best)
{
    const sl_results *res = src[s].res;
    pt *pts = calloc(res->n ? res->n : 1, sizeof *pts);
    if (!pts)
        return SL_FAIL;
    size_t n = 0;
    char kernel[96], *bar;
    snprintf(kernel, sizeof kernel, "%s", form);
    bar = strchr(kernel, '|');
    *bar = '\0';
    const char *depth = bar + 1;
    for (size_t i = 0; i < res->n; ++i) {
        const sl_row *r = &res->rows[i];
        char d[48];
        if (strcmp(r->suite, suite) != 0 || strcmp(r->kernel, kernel) != 0 ||
            strcmp(str_param(r, series, d, sizeof d), depth) != 0)
            continue;
        const double x = num_param(r, xkey);
        if (!verified(r) || !isfinite(r->gbps) || !isfinite(x))
            not_drawn(p, s, r, verified(r) ? "no GB/s or x parameter" : NULL);
        else
            pts[n++] = (pt){ x, r };
    }
    if (n) {
        qsort(pts, n, sizeof *pts, by_x);
        occ_line(p, s, n_src, pts, n, kernel, depth, depths, xkey, series, best);
    }
    free(pts);
    return SL_OK;
}

static int plot_occupancy(const sl_plot_source *src, size_t n_src, sl_plot_format fmt, const char *suite,
                          const sl_show *how, sl_plot_set *out)
{
    const char *xkey = how->x ? how->x : "", *series = how->series ? how->series : "";
    plot p;
    plot_init(&p, src, n_src, suite);
    labels forms = { 0 }, depths = { 0 };
    double best[64] = { 0 };
    int rc = occ_forms(src, n_src, suite, series, &forms, &depths);
    for (size_t s = 0; s < n_src && rc == SL_OK; ++s)
        for (size_t f = 0; f < forms.n && rc == SL_OK; ++f)
            rc = occ_form(&p, src, s, n_src, suite, forms.s[f], &depths, xkey, series, best);
    free(forms.s);
    free(depths.s);
    if (rc != SL_OK) {
        plot_free(&p);
        return SL_FAIL;
    }
    char what[192];
    snprintf(what, sizeof what, "%s: GB/s vs %s", suite, how->title ? how->title : xkey);
    plot_title(&p, what);
    p.xlabel = true;
    sl_str_printf(&p.set, "set xlabel \"%s\"\nset ylabel \"GB/s\"\n%s", how->xlabel ? how->xlabel : xkey,
                  how->log2x ? "set logscale x 2\n" : "");
    maybe_log_y(&p, best);
    rc = plot_finish(&p, fmt, what, out);
    plot_free(&p);
    return rc;
}

/* ---- latency: ns per load vs working set, one line per source ----------- */

static int plot_latency(const sl_plot_source *src, size_t n_src, sl_plot_format fmt, const char *suite,
                        const sl_show *how, sl_plot_set *out)
{
    const char *xkey = how->x ? how->x : "", *points = how->point_kernel ? how->point_kernel : "";
    plot p;
    plot_init(&p, src, n_src, suite);
    for (size_t s = 0; s < n_src; ++s) {
        const sl_results *res = src[s].res;
        char who[256], title[320], spec[160];
        const char *name = n_src > 1 ? src_name(&p, s, who, sizeof who) : "";
        /* the global ladder (kernel chase, in working-set order), then local memory as points */
        for (int local = 0; local <= 1; ++local) {
            size_t n = 0;
            sl_str_printf(&p.dat, "# %s: %s\n# %s  ns_per_load  cycles_per_load\n", src[s].device,
                      local ? "local memory" : "global memory, one dependent load at a time", xkey);
            for (size_t i = 0; i < res->n; ++i) {
                const sl_row *r = &res->rows[i];
                if (strcmp(r->suite, suite) != 0 || (strcmp(r->kernel, points) == 0) != local)
                    continue;
                const double x = num_param(r, xkey), ns = sl_derived(r, SL_D_NS_PER_LOAD);
                if (!verified(r) || !isfinite(x) || !isfinite(ns)) {
                    not_drawn(&p, s, r, verified(r) ? "no ns per load or working set" : NULL);
                    continue;
                }
                const double cyc = sl_derived(r, SL_D_CYCLES_PER_LOAD);
                sl_str_printf(&p.dat, "%.0f  %.6g  ", x, ns);
                sl_str_printf(&p.dat, isfinite(cyc) ? "%.6g\n" : "-\n", cyc);
                drawn(&p, s, r);
                ++n;
            }
            sl_str_printf(&p.dat, "\n\n");
            if (n) {
                snprintf(spec, sizeof spec, "index %zu using 1:2 with %s lc %zu", p.blocks,
                         local ? "points pt 9 ps 1.6" : "linespoints pt 7 ps 0.7 lw 2", s + 1);
                snprintf(title, sizeof title, "%s%s%s", name, n_src > 1 ? ": " : "",
                         local ? "local memory" : "pointer chase");
                add_series(&p, spec, title);
            }
            ++p.blocks;
        }
    }
    char what[192];
    snprintf(what, sizeof what, "%s: %s", suite, how->title ? how->title : "ns per load");
    plot_title(&p, what);
    p.xlabel = true;
    sl_str_printf(&p.set, "set xlabel \"%s\"\nset ylabel \"ns per load\"\n"
                      "set logscale x 2\nset logscale y 10\nset format x \"%%.0b %%BB\"\n",
              how->xlabel ? how->xlabel : xkey);
    const int rc = plot_finish(&p, fmt, what, out);
    plot_free(&p);
    return rc;
}

/* ---- roofline: each source's measured roofs, its sweep, its FLOP rows ---- */

static int plot_roofline(const sl_plot_source *src, size_t n_src, sl_plot_format fmt, const char *suite,
                         sl_show_of show, sl_plot_set *out)
{
    plot p;
    plot_init(&p, src, n_src, suite);
    double xlo = INFINITY, xhi = 0.0;
    for (size_t s = 0; s < n_src; ++s) {
        const sl_results *res = src[s].res;
        sl_roof roof;
        double sweep_bw, read_bw;
        char who[256], title[384], spec[160];
        const char *name = n_src > 1 ? src_name(&p, s, who, sizeof who) : "";
        const char *sep = n_src > 1 ? ": " : "";
        if (sl_roofline_roofs(res, 0, show, &roof, &sweep_bw, &read_bw) != 0) {
            for (size_t i = 0; i < res->n; ++i)
                if (strcmp(res->rows[i].suite, suite) == 0)
                    not_drawn(&p, s, &res->rows[i], "no verified sweep row at twice the device's ridge or more: no roofs");
            continue;
        }
        const double ridge = sl_roof_ridge(&roof);
        /* the roof: two segments meeting at the ridge, over 8 octaves either side */
        const double a = ridge / 256.0, b = ridge * 256.0;
        xlo = fmin(xlo, a);
        xhi = fmax(xhi, b);
        sl_str_printf(&p.dat, "# %s: roofs %.6g GFLOP/s, %.6g GB/s, ridge %.6g FLOP/B\n# flop_per_byte  gflops\n",
                  src[s].device, roof.peak_gflops, roof.bw_gbps, ridge);
        sl_str_printf(&p.dat, "%g  %.6g\n%g  %.6g\n%g  %.6g\n\n\n", a, a * roof.bw_gbps, ridge, roof.peak_gflops, b,
                  roof.peak_gflops);
        snprintf(spec, sizeof spec, "index %zu using 1:2 with lines lc %zu lw 2 dt %d", p.blocks, s + 1,
                 s == 0 ? 1 : s == 1 ? 2 : 4);
        snprintf(title, sizeof title, "%s%sroof: %.0f GFLOP/s, %.0f GB/s, ridge %.1f FLOP/B", name, sep,
                 roof.peak_gflops, roof.bw_gbps, ridge);
        add_series(&p, spec, title);
        ++p.blocks;
        /* the sweep, then every other row that counts FLOPs and bytes */
        for (int own = 1; own >= 0; --own) {
            size_t n = 0;
            sl_str_printf(&p.dat, "# %s: %s\n# flop_per_byte  gflops  label\n", src[s].device,
                      own ? "the roofline sweep" : "rows that count FLOPs and bytes");
            for (size_t i = 0; i < res->n; ++i) {
                const sl_row *r = &res->rows[i];
                sl_roof_place pl;
                if ((strcmp(r->suite, suite) == 0) != own)
                    continue;
                if (sl_roof_place_row(&roof, r, &pl) != 0) {
                    if (own || isfinite(r->flops))
                        not_drawn(&p, s, r, verified(r) ? "no FLOPs or bytes to place" : NULL);
                    continue;
                }
                sl_str_printf(&p.dat, "%.6g  %.6g  ", pl.ai, pl.gflops);
                sb_quote(&p.dat, r->case_name[0] ? r->case_name : r->kernel);
                sl_str_printf(&p.dat, "\n");
                xlo = fmin(xlo, pl.ai);
                xhi = fmax(xhi, pl.ai);
                drawn(&p, s, r);
                ++n;
            }
            sl_str_printf(&p.dat, "\n\n");
            if (n) {
                snprintf(spec, sizeof spec, "index %zu using 1:2 with points lc %zu pt %d ps %s", p.blocks, s + 1,
                         own ? 7 : 5, own ? "0.8" : "1.2");
                snprintf(title, sizeof title, "%s%s%s", name, sep, own ? "fma sweep (0..256 FMAs per float)"
                                                                     : "other rows that count FLOPs");
                add_series(&p, spec, title);
            }
            ++p.blocks;
        }
    }
    char what[192];
    snprintf(what, sizeof what, "%s: GFLOP/s vs FLOP per byte, on each device's measured roofs", suite);
    plot_title(&p, what);
    p.xlabel = true;
    sl_str_printf(&p.set, "set xlabel \"arithmetic intensity (FLOP per byte)\"\nset ylabel \"GFLOP/s\"\n"
                      "set logscale x 2\nset logscale y 10\n");
    if (isfinite(xlo) && xhi > 0.0)
        sl_str_printf(&p.set, "set xrange [%g:%g]\n", xlo / 2.0, xhi * 2.0);
    const int rc = plot_finish(&p, fmt, what, out);
    plot_free(&p);
    return rc;
}

/* ---- any other suite: bars of the main figure ----------------------------- */

/* Do rows a and b agree on a's first k parameters? */
static bool same_first(const sl_row *a, const sl_row *b, int k)
{
    for (int j = 0; j < k; ++j) {
        char x[64], y[64];
        if (strcmp(str_param(a, a->params.items[j].key, x, sizeof x), str_param(b, a->params.items[j].key, y, sizeof y)))
            return false;
    }
    return true;
}

/* Does parameter key take more than one value among the suite's rows of
 * this kernel, in any source? */
static bool varies(const sl_plot_source *src, size_t n_src, const sl_row *r, const char *key)
{
    char v[64], w[64];
    str_param(r, key, v, sizeof v);
    for (size_t s = 0; s < n_src; ++s)
        for (size_t i = 0; i < src[s].res->n; ++i) {
            const sl_row *o = &src[s].res->rows[i];
            if (strcmp(o->suite, r->suite) == 0 && strcmp(o->kernel, r->kernel) == 0 &&
                strcmp(str_param(o, key, w, sizeof w), v) != 0)
                return true;
        }
    return false;
}

/* The kernel, then the values of the parameters that vary, in the row's
 * order, until no other row of its own file has the same label
 * (bandwidth: "read float4"). The same label in two files is one bar
 * position: that is how files are compared. */
static void row_label(const sl_plot_source *src, size_t n_src, const sl_results *own, const sl_row *r, char *buf,
                      size_t len)
{
    snprintf(buf, len, "%s", r->kernel);
    for (int k = 0; k < r->params.n; ++k) {
        bool clash = false;
        for (size_t i = 0; i < own->n && !clash; ++i) {
            const sl_row *o = &own->rows[i];
            clash = o != r && strcmp(o->suite, r->suite) == 0 && strcmp(o->kernel, r->kernel) == 0 &&
                    same_first(r, o, k);
        }
        if (!clash)
            return;
        const char *key = r->params.items[k].key;
        if (varies(src, n_src, r, key)) {
            char v[64];
            const size_t used = strlen(buf);
            const sl_kv *kv = sl_kv_get(&r->params, key);
            if (kv && !kv->is_str)
                snprintf(buf + used, len - used, " %s=%s", key, str_param(r, key, v, sizeof v));
            else
                snprintf(buf + used, len - used, " %s", str_param(r, key, v, sizeof v));
        }
    }
}

static int plot_other(const sl_plot_source *src, size_t n_src, sl_plot_format fmt, const char *suite,
                      sl_plot_set *out)
{
    plot p;
    plot_init(&p, src, n_src, suite);
    bars b = { 0 };
    /* one unit for the axis: GFLOP/s when every verified row has it */
    bool flops = true, any = false;
    for (size_t s = 0; s < n_src; ++s)
        for (size_t i = 0; i < src[s].res->n; ++i) {
            const sl_row *r = &src[s].res->rows[i];
            if (strcmp(r->suite, suite) == 0 && verified(r) && isfinite(main_figure(r))) {
                any = true;
                flops &= has_flops(r);
            }
        }
    flops &= any;
    double best[64] = { 0 };
    for (size_t s = 0; s < n_src; ++s)
        for (size_t i = 0; i < src[s].res->n; ++i) {
            const sl_row *r = &src[s].res->rows[i];
            if (strcmp(r->suite, suite) != 0)
                continue;
            const double v = flops ? r->gflops : r->gbps;
            if (!verified(r) || !isfinite(v)) {
                not_drawn(&p, s, r, verified(r) ? (flops ? "no GFLOP/s" : "no GB/s") : NULL);
                continue;
            }
            char row[96];
            row_label(src, n_src, src[s].res, r, row, sizeof row);
            char who[256];
            const int rc = bars_put(&b, row, src_name(&p, s, who, sizeof who), v);
            if (rc == SL_FAIL)
                goto oom;
            if (rc == SL_SKIP) {
                not_drawn(&p, s, r, "a repeat of a row drawn already");
                continue;
            }
            best[s < 64 ? s : 63] = fmax(best[s < 64 ? s : 63], v);
            drawn(&p, s, r);
        }
    char what[160];
    snprintf(what, sizeof what, "%s: %s of each verified row", suite, flops ? "GFLOP/s" : "GB/s");
    plot_title(&p, what);
    if (p.rows) {
        bars_emit(&p, &b, flops ? "GFLOP/s" : "GB/s");
        maybe_log_y(&p, best);
    }
    bars_free(&b);
    const int rc = plot_finish(&p, fmt, what, out);
    plot_free(&p);
    return rc;
oom:
    bars_free(&b);
    plot_free(&p);
    return SL_FAIL;
}

/* ---- every plot ----------------------------------------------------------- */

/* The distinct values of key `key` among a suite's rows ("" when absent), in
 * order of first appearance; SL_SHOW_SHAPE makes them MxNxK; key "": one
 * part, "". */
static int parts_of(const sl_plot_source *src, size_t n_src, const char *suite, const char *key, labels *out)
{
    for (size_t s = 0; s < n_src; ++s)
        for (size_t i = 0; i < src[s].res->n; ++i) {
            const sl_row *r = &src[s].res->rows[i];
            char v[96];
            if (strcmp(r->suite, suite) != 0)
                continue;
            if (strcmp(key, SL_SHOW_SHAPE) == 0)
                shape_name(r, v, sizeof v);
            else if (key[0])
                str_param(r, key, v, sizeof v);
            else
                v[0] = '\0';
            if (label_index(out, v, true) < 0)
                return SL_FAIL;
        }
    return SL_OK;
}

/* Every plot of one suite, as its declaration says (plain bars when it has none). */
static int plot_suite(const sl_plot_source *src, size_t n_src, sl_plot_format fmt, const char *suite,
                      sl_show_of show, sl_plot_set *out)
{
    const sl_show *how = show ? show(suite) : NULL;
    const sl_plot_kind kind = how ? how->plot : SL_PLOT_BARS;
    if (kind == SL_PLOT_GROUPED)
        return plot_grouped(src, n_src, fmt, suite, how, out);
    if (kind == SL_PLOT_OCCUPANCY)
        return plot_occupancy(src, n_src, fmt, suite, how, out);
    if (kind == SL_PLOT_LATENCY)
        return plot_latency(src, n_src, fmt, suite, how, out);
    if (kind == SL_PLOT_ROOFLINE)
        return plot_roofline(src, n_src, fmt, suite, show, out);
    if (kind == SL_PLOT_BARS)
        return plot_other(src, n_src, fmt, suite, out);
    /* a sweep and a ladder: one plot per value of the split parameter */
    labels parts = { 0 };
    const char *split = how->split ? how->split : "";
    int rc = parts_of(src, n_src, suite, split, &parts);
    for (size_t j = 0; j < parts.n && rc == SL_OK; ++j)
        rc = kind == SL_PLOT_LADDER ? plot_ladder(src, n_src, fmt, suite, parts.s[j], out)
                                    : plot_sweep(src, n_src, fmt, suite, split, parts.s[j], how, out);
    free(parts.s);
    return rc;
}

int sl_plot_build(const sl_plot_source *src, size_t n_src, sl_plot_format fmt, sl_show_of show, sl_plot_set *out,
                  sl_err *e)
{
    if (n_src == 0)
        return sl_err_set(e, SL_E_USAGE, "no results to plot");
    for (size_t s = 0; s < n_src; ++s)
        if (sl_plot_drawable(src[s].res) == 0)
            return sl_err_set(e, SL_E_USAGE, "%s (%s): no row to plot: none is verified with a GB/s or GFLOP/s figure",
                              src[s].path ? src[s].path : "results", src[s].device);
    const size_t first = out->n;
    labels suites = { 0 };
    int rc = SL_OK;
    for (size_t s = 0; s < n_src && rc == SL_OK; ++s)
        for (size_t i = 0; i < src[s].res->n && rc == SL_OK; ++i)
            if (label_index(&suites, src[s].res->rows[i].suite, true) < 0)
                rc = SL_FAIL;
    for (size_t k = 0; k < suites.n && rc == SL_OK; ++k)
        rc = plot_suite(src, n_src, fmt, suites.s[k], show, out);
    free(suites.s);
    if (rc != SL_OK) {
        while (out->n > first) {
            --out->n;
            free(out->items[out->n].script);
            free(out->items[out->n].data);
        }
        return sl_err_set(e, SL_FAIL, "out of memory writing plots");
    }
    return SL_OK;
}

void sl_plot_set_free(sl_plot_set *s)
{
    for (size_t i = 0; i < s->n; ++i) {
        free(s->items[i].script);
        free(s->items[i].data);
    }
    free(s->items);
    memset(s, 0, sizeof *s);
}
