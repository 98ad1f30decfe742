/* cmd_compare.c - `simtlab compare A.json B.json [...]`: result files side
 * by side, each row's figure beside its own device's ceiling and the
 * model's prediction for its SIMD width, marked where the devices
 * disagree beyond their runs' spread (compare.h). Every file is read and
 * checked before anything is written. */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "simtlab/offline.h"
#include "simtlab/compiled.h"
#include "simtlab/compare.h"
#include "simtlab/derive.h"
#include "simtlab/devspec.h"
#include "simtlab/parse.h"
#include "simtlab/report.h"
#include "simtlab/store.h"

/* A results file is a few hundred KiB; past this it is not one. */
#define MAX_FILE_BYTES (64ull << 20)

typedef enum { F_TABLE, F_MARKDOWN, F_CSV } cmp_format;

static void usage(FILE *f)
{
    fprintf(f,
            "usage: simtlab compare [OPTIONS] A.json B.json [C.json ...]\n"
            "       simtlab compare [OPTIONS] STORE.json [MORE.json ...]\n\n"
            "Put result files (from 'simtlab run --json', any devices) side by side. Rows\n"
            "are the same case when their suite and case name match (read:float4, x4:w1),\n"
            "or, in files that do not name cases, their kernel and params. For each file:\n"
            "the figure (GB/s, or GFLOP/s), %% of that device's own ceiling (its best read;\n"
            "its FP32 peak for GFLOP/s rows; for bandwidth's own rows, which are the\n"
            "ceiling, its suite's best), and the model's prediction for that device's SIMD\n"
            "width and geometry. 'differs' marks rows where a device's %% of ceiling is further\n"
            "from the first file's than two standard deviations of each run's times\n"
            "explain; 'params' marks cases whose params differ (a problem sized to each\n"
            "device). A row a file lacks is shown as missing.\n\n"
            "  --what-if DEV  add the model's prediction of every row on a device you do not\n"
            "                 have: its SIMD width and line/sector geometry, and GB/s at its\n"
            "                 datasheet bandwidth (DEV: an id in data/devices, or a .json\n"
            "                 spec sheet); then one result file is enough. On an AMD\n"
            "                 sheet, T waves: waves per SIMD there from the VGPRs and LDS\n"
            "                 of the code compiled for its architecture ('simtlab run\n"
            "                 --target gfx90a' records it; gfx906, gfx90a, gfx1030 only)\n"
            "  --format F     table (default), markdown or csv\n"
            "  --only TEXT    only rows whose case name or kernel contains TEXT\n"
            "  --by HOW       run: a column per run (at most 8); model: a column per device\n"
            "                 model, each case's figure the median over that model's runs\n"
            "                 (with the range of the runs' figures and how many had it).\n"
            "                 Default: model when a file is a store ('simtlab merge') or\n"
            "                 more than 8 runs are named, else run\n"
            "  -o FILE        write there instead of standard output (replaced atomically)\n"
            "  --force        replace a read-only -o FILE\n"
            "  -h, --help     this text\n\n"
            "Limits: up to %d columns, each results file at most 64 MiB (about 50 000 rows as 'simtlab run'\n"
            "writes them, 200 000 of the smallest; a larger file is refused with the reason).\n"
            "Rows are held packed, about their size in the file: 8 files at the limit take\n"
            "well under 1 GB of memory and a few seconds. A store is at most 1 GiB.\n\n"
            "A file that is not a results file (not JSON, truncated, another schema, over\n"
            "64 MiB), has no rows, or is named twice is refused with its name and the\n"
            "reason, and nothing is written.\n\n"
            "exit codes: 0 ok, 2 bad usage or input (an -o path that cannot be written\n"
            "included: it is refused before anything is read), 4 a write that failed\n",
            SL_CMP_MAX_FILES);
}

typedef struct cmp_file {
    const char *path;
    char device[256];
    unsigned simd;
    size_t named;    /* rows that name their case */
    sl_rowpack pack; /* the rows (rowpack.h) */
    /* a run of a store: its label ("STORE: host, utc"); a model's column
     * (--by model): its runs, hosts and each case's sl_group_stat by row */
    char label[600];
    size_t runs, hosts;
    sl_group_stat *stats;
} cmp_file;

static int pack_row(void *ctx, const sl_row *r)
{
    cmp_file *f = ctx;
    if (!f->simd)
        f->simd = r->simd_width;
    f->named += r->case_name[0] != '\0';
    return sl_rowpack_add(&f->pack, r);
}

/* Read and check one file; SL_E_USAGE with the reason otherwise. */
static int load(const char *path, cmp_file *f, sl_err *e)
{
    f->path = path;
    int rc = cli_check_results_file(path, e);
    if (rc == SL_OK)
        rc = sl_report_read_json_each(path, pack_row, f, f->device, sizeof f->device, e);
    if (rc != SL_OK)
        return rc;
    if (f->pack.n == 0)
        return sl_err_set(e, SL_E_USAGE, "%s: has no rows to compare", path);
    return SL_OK;
}

int cli_load_results(const char *path, sl_results *res, char *device, size_t device_len, sl_err *e)
{
    int rc = cli_check_results_file(path, e);
    return rc == SL_OK ? sl_report_read_json(path, res, device, device_len, e) : rc;
}

int cli_check_results_file(const char *path, sl_err *e)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return sl_err_set(e, SL_E_USAGE, "%s: cannot be read", path);
    if (!S_ISREG(st.st_mode))
        return sl_err_set(e, SL_E_USAGE, "%s: not a regular file", path);
    if ((unsigned long long)st.st_size > MAX_FILE_BYTES) {
        char b[32];
        return sl_err_set(e, SL_E_USAGE, "%s: %s is too large to be a results file (at most 64 MiB read)", path,
                          sl_format_bytes((uint64_t)st.st_size, b, sizeof b));
    }
    return SL_OK;
}

/* The same file named twice (by path or through a link)? */
static int same_file(const char *a, const char *b)
{
    struct stat sa, sb;
    return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* Is path a regular file that begins as a store does (merge writes the schema first)? */
static bool is_store_path(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return false;
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    char head[4096];
    const size_t n = fread(head, 1, sizeof head, f);
    fclose(f);
    return sl_store_is(head, n);
}

/* Does the file have this row with a verified figure? */
static bool has_figure(const sl_row *r)
{
    return r && r->status == SL_ROW_OK && r->verified;
}

/* Is the row a verified figure whose timed runs spread over SL_NOISY_SPREAD? */
static bool noisy(const sl_row *r)
{
    return has_figure(r) && sl_row_noisy(r);
}

/* One cell's three figures as text: the figure (with "!" when the row is
 * noisy and `mark`), % of its own ceiling, the model's prediction
 * (percent); "missing", "skipped", "FAILED" instead. */
static void cells(const sl_row *r, bool mark, char fig[32], char own[32], char model[32])
{
    own[0] = model[0] = '\0';
    if (!r) {
        snprintf(fig, 32, "missing");
        return;
    }
    if (r->status != SL_ROW_OK || !r->verified) {
        snprintf(fig, 32, "%s", r->status == SL_ROW_SKIPPED ? "skipped" : "FAILED");
        return;
    }
    const double v = sl_cmp_in_flops(r) ? r->gflops : r->gbps;
    snprintf(fig, 32, isfinite(v) ? "%.1f%s" : "-", v, mark && noisy(r) ? "!" : "");
    const double n = sl_cmp_norm(r);
    snprintf(own, 32, isfinite(n) ? "%.1f" : "-", 100.0 * n);
    const sl_kv *m = sl_kv_get(&r->model, "predicted");
    snprintf(model, 32, m && !m->is_str && isfinite(m->num) ? "%.1f" : "-", m ? 100.0 * m->num : 0.0);
}

static const char *name_of(const sl_row *r, char *tmp, size_t len)
{
    if (r->case_name[0])
        return r->case_name;
    char p[200];
    snprintf(tmp, len, "%s %s", r->kernel, sl_kv_format(&r->params, p, sizeof p));
    return tmp;
}

static const char *unit_of(const sl_row *const *rows, size_t files)
{
    for (size_t f = 0; f < files; ++f)
        if (rows[f] && rows[f]->status == SL_ROW_OK && sl_cmp_in_flops(rows[f]))
            return "GFLOP/s";
    return "GB/s";
}

/* Line l's rows, unpacked into buf: rows[f] is NULL where file f has none;
 * the first row there is returned. */
static const sl_row *line_rows(const cmp_file *files, size_t nf, const sl_cmp_line *l, sl_row *buf,
                               const sl_row **rows)
{
    const sl_row *first = NULL;
    for (size_t f = 0; f < nf; ++f) {
        rows[f] = NULL;
        if (l->rows[f] != SL_CMP_NONE) {
            sl_rowpack_get(&files[f].pack, l->rows[f], &buf[f]);
            rows[f] = &buf[f];
            first = first ? first : rows[f];
        }
    }
    return first;
}

/* The what-if cells for row r on spec: model % and GB/s at the datasheet bandwidth. */
static void whatif_cells(const sl_row *r, const sl_devspec *t, char model[32], char gbps[32])
{
    const double f = r && !sl_cmp_in_flops(r) ? sl_whatif_fraction(r, t->geometry, t->simd_width) : NAN;
    snprintf(model, 32, isfinite(f) ? "%.1f" : "-", 100.0 * f);
    snprintf(gbps, 32, isfinite(f) && isfinite(t->bandwidth_gbps) ? "%.0f" : "-", f * t->bandwidth_gbps);
}

/* --what-if on an AMD sheet: waves per SIMD there, from the code the rows
 * carry compiled for the sheet's architecture (run --target, compiled.h).
 * No row with such code: no figure, and the note says why. */
typedef struct whatif_occ {
    bool amd;                       /* an AMD sheet: the column is shown */
    const sl_offline_target *tg;       /* the offline target the sheet's arch is, or NULL */
    const sl_occ_arch *a;           /* its occupancy row */
    size_t rows;                    /* lines whose row carries code compiled for tg */
    char compiler[24];              /* the compiler that made it */
} whatif_occ;

static void whatif_occ_setup(const sl_devspec *t, whatif_occ *w)
{
    memset(w, 0, sizeof *w);
    if (!t || strcmp(t->vendor, "amd") != 0)
        return;
    w->amd = true;
    /* the sheet's arch as --target names it: RDNA's wave 64 is its own target */
    char name[48];
    const sl_offline_target *tg[1];
    size_t n = 0;
    for (int wave64 = 0; wave64 < 2 && !w->tg; ++wave64) {
        snprintf(name, sizeof name, "%s%s", t->arch, wave64 ? ":wave64" : "");
        if (t->arch[0] && sl_offline_parse_targets(name, tg, 1, &n, NULL) == SL_OK && tg[0]->wave == t->simd_width)
            w->tg = tg[0];
    }
    if (w->tg && sl_occ_find(w->tg->occ_arch, w->tg->wave, &w->a, NULL) != SL_OK)
        w->tg = NULL;
}

/* Row r's waves per SIMD on the what-if device, or "-". */
static void whatif_waves(const whatif_occ *w, const sl_row *r, char cell[16])
{
    snprintf(cell, 16, "-");
    const sl_compiled *c = w->tg && r ? sl_compiled_find(r, w->tg->name) : NULL;
    if (!c || c->vgprs < 0)
        return;
    sl_compiled at = *c;
    size_t wg = r->dims ? 1 : 0;
    for (unsigned k = 0; k < r->dims && k < 3; ++k)
        wg *= r->local[k];
    if (wg && sl_compiled_occupancy(w->a, &at, (unsigned)wg, c->local_args > 0 ? (unsigned long long)c->local_args
                                                                               : 0, NULL, NULL) == SL_OK)
        snprintf(cell, 16, "%.3g", at.waves_per_simd);
}

/* What render needs to draw the lines of one comparison. */
typedef struct cmp_view {
    FILE *out;
    const cmp_file *files;
    size_t nf;
    cmp_format fmt;
    const sl_devspec *t; /* the what-if device, or NULL */
    sl_row *buf;         /* one unpacked row a file */
    size_t sw, cw;       /* the suite and case columns' widths (table) */
    char section[96];    /* text: the suite and unit of the lines above (a heading when it changes) */
    whatif_occ occ;      /* the what-if device's occupancy (AMD sheets) */
    bool grouped;        /* columns are device models (--by model): range and n cells */
} cmp_view;

/* The text table's width: a 100-column terminal shows it unwrapped. */
#define CMP_TEXT_WIDTH 100

/* name cut to width w: its start, '~', then its variant whole (":dim1024") */
static const char *fit_name(const char *name, size_t w, char *buf, size_t len)
{
    const size_t n = strlen(name);
    if (n <= w || w < 8 || w >= len)
        return name;
    const char *colon = strrchr(name, ':');
    size_t tail = colon ? strlen(colon) : 0;
    if (tail > w / 2)
        tail = w / 2;
    const size_t head = w - tail - 1;
    snprintf(buf, len, "%.*s~%s", (int)head, name, name + n - tail);
    return buf;
}

static const char letters[] = "ABCDEFGH";

/* The files, one line each, and the what-if device (not in CSV). */
static void render_files(const cmp_view *v)
{
    FILE *out = v->out;
    const cmp_file *files = v->files;
    const sl_devspec *t = v->t;
    for (size_t f = 0; f < v->nf; ++f) {
        if (v->grouped) {
            fprintf(out, "%s%c: %s -- the median of %zu run%s, SIMD width %u, %zu cases\n",
                    v->fmt == F_MARKDOWN ? "- " : "", letters[f], files[f].device, files[f].runs,
                    files[f].runs == 1 ? "" : "s", files[f].simd, files[f].pack.n);
            continue;
        }
        fprintf(out, "%s%c: %s -- %s, SIMD width %u, %zu rows%s\n", v->fmt == F_MARKDOWN ? "- " : "", letters[f],
            files[f].label[0] ? files[f].label : files[f].path, files[f].device, files[f].simd, files[f].pack.n,
            files[f].named ? "" : " (names no cases: written before they were recorded, so its rows match only "
                         "rows with equal kernel and params)");
    }
    if (t)
        fprintf(out, "%sT: what-if %s (%s): the model's prediction there (%s, %u lanes), not a measurement; "
               "GB/s = model x datasheet bandwidth, %.0f GB/s\n",
            v->fmt == F_MARKDOWN ? "- " : "", t->name, t->path, t->geometry->name, t->simd_width,
            t->bandwidth_gbps);
    const whatif_occ *w = &v->occ;
    const char *lead = v->fmt == F_MARKDOWN ? "- " : "";
    if (w->amd && !w->tg)
        fprintf(out, "%sT waves: none: %s is not a target simtlab compiles for offline (gfx906, gfx90a,\n"
                     "  gfx1030, gfx1030:wave64), so no register count for it is known\n", lead,
                t->arch[0] ? t->arch : "(no arch)");
    else if (w->amd && !w->rows)
        fprintf(out, "%sT waves: none: no row carries code compiled for %s ('simtlab run --target %s'\n"
                     "  records it), so no register count for it is known\n", lead, w->tg->name, w->tg->name);
    else if (w->amd)
        fprintf(out, "%sT waves: waves per SIMD on %s in simtlab's occupancy model at each row's work-group\n"
                     "  size, from the VGPRs, SGPRs and LDS %s made for %s (run --target); %zu rows have them\n",
                lead, w->tg->name, w->compiler, w->tg->name, w->rows);
    fprintf(out, "\n");
}

/* The column heads in v's format. */
static void render_header(const cmp_view *v)
{
    FILE *out = v->out;
    char head[64];
    if (v->fmt == F_CSV) {
        fprintf(out, "suite,case,unit,");
        for (size_t f = 0; f < v->nf; ++f)
        {
            fprintf(out, "%c_figure,%c_noisy,%c_pct_of_own_ceiling,%c_model_pct,", letters[f], letters[f], letters[f],
                    letters[f]);
            if (v->grouped)
                fprintf(out, "%c_min,%c_max,%c_runs,%c_verified,%c_failed,%c_skipped,%c_missing,", letters[f],
                        letters[f], letters[f], letters[f], letters[f], letters[f], letters[f]);
        }
        if (v->t)
            fprintf(out, "T_model_pct,T_gbps_at_datasheet,%s", v->occ.amd ? "T_waves_per_simd," : "");
        fprintf(out, "differs,params_differ\n");
    } else if (v->fmt == F_MARKDOWN) {
        fprintf(out, "| suite | case | unit |");
        for (size_t f = 0; f < v->nf; ++f) {
            fprintf(out, " %c | %c %% own | %c model %% |", letters[f], letters[f], letters[f]);
            if (v->grouped)
                fprintf(out, " %c range | %c n |", letters[f], letters[f]);
        }
        if (v->t)
            fprintf(out, " T model %% | T GB/s |%s", v->occ.amd ? " T waves |" : "");
        fprintf(out, " differs |\n| --- | --- | --- |");
        for (size_t f = 0; f < v->nf; ++f)
            fprintf(out, " ---: | ---: | ---: |%s", v->grouped ? " ---: | ---: |" : "");
        if (v->t)
            fprintf(out, " ---: | ---: |%s", v->occ.amd ? " ---: |" : "");
        fprintf(out, " --- |\n");
    } else {
        fprintf(out, "%-*s", (int)v->cw, "case");
        for (size_t f = 0; f < v->nf; ++f) {
            snprintf(head, sizeof head, "%c", letters[f]);
            fprintf(out, v->grouped ? " %8s" : " %10s", head);
            snprintf(head, sizeof head, "%c %%own", letters[f]);
            fprintf(out, v->grouped ? " %6s" : " %7s", head);
            snprintf(head, sizeof head, "%c model", letters[f]);
            if (!v->grouped)
                fprintf(out, " %7s", head);
            if (v->grouped) {
                snprintf(head, sizeof head, "%c range", letters[f]);
                fprintf(out, " %9s", head);
                snprintf(head, sizeof head, "%c n", letters[f]);
                fprintf(out, " %6s", head);
            }
        }
        if (v->t)
            fprintf(out, " %7s %7s", "T model", "T GB/s");
        if (v->occ.amd)
            fprintf(out, " %7s", "T waves");
        fprintf(out, "  differs\n");
    }
}

/* A model column's stat for line l, or NULL (not grouped, or no row there). */
static const sl_group_stat *stat_of(const cmp_view *v, const sl_cmp_line *l, size_t f)
{
    return v->grouped && v->files[f].stats && l->rows[f] != SL_CMP_NONE ? &v->files[f].stats[l->rows[f]] : NULL;
}

/* The range cell ("-3/+5%": the lowest and highest run from the median)
 * and the n cell ("100", or "97/100" when some runs lack a verified row). */
static void group_cells(const cmp_view *v, const sl_cmp_line *l, size_t f, char range[32], char n[32])
{
    const sl_group_stat *st = stat_of(v, l, f);
    const size_t runs = v->files[f].runs, ok = st ? st->ok : 0;
    range[0] = '\0';
    if (st && ok && st->fig_median > 0.0 && isfinite(st->fig_min) && isfinite(st->fig_max))
        snprintf(range, 32, "-%.0f/+%.0f%%", 100.0 * (st->fig_median - st->fig_min) / st->fig_median,
                 100.0 * (st->fig_max - st->fig_median) / st->fig_median);
    snprintf(n, 32, ok == runs ? "%zu" : "%zu/%zu", ok, runs);
}

/* "A: 2 failed, 1 missing; B: ..." for the columns where some runs lack the case's figure. */
static void incomplete(const cmp_view *v, const sl_cmp_line *l, char *buf, size_t len)
{
    size_t at = 0;
    buf[0] = '\0';
    for (size_t f = 0; v->grouped && f < v->nf && at < len; ++f) {
        const sl_group_stat *st = stat_of(v, l, f);
        const size_t runs = v->files[f].runs, failed = st ? st->failed : 0, skipped = st ? st->skipped : 0;
        const size_t missing = runs - (st ? st->ok + st->failed + st->skipped : 0);
        if (!failed && !skipped && !missing)
            continue;
        char part[96];
        int p = snprintf(part, sizeof part, "%s%c:", at ? "; " : "", letters[f]);
        if (failed)
            p += snprintf(part + p, sizeof part - (size_t)p, " %zu failed,", failed);
        if (skipped)
            p += snprintf(part + p, sizeof part - (size_t)p, " %zu skipped,", skipped);
        if (missing)
            p += snprintf(part + p, sizeof part - (size_t)p, " %zu missing,", missing);
        part[p - 1] = '\0'; /* the last comma */
        at += (size_t)snprintf(buf + at, len - at, "%s", part);
    }
}

/* One line l (its rows rows[], the first r) in v's format. */
static void render_line(cmp_view *v, const sl_cmp_line *l, const sl_row *r, const sl_row *const *rows)
{
    FILE *out = v->out;
    char tmp[256], fig[32], own[32], model[32], range[32], n[32], inc[400], markbuf[480];
    const char *mark = l->disagree ? (l->params_differ ? "yes, params" : "yes") : (l->params_differ ? "params" : "");
    incomplete(v, l, inc, sizeof inc);
    if (inc[0]) {
        snprintf(markbuf, sizeof markbuf, "%s%s%s", mark, mark[0] ? "; " : "", inc);
        mark = markbuf;
    }
    const char *name = name_of(r, tmp, sizeof tmp), *unit = unit_of(rows, v->nf);
    char tm[32] = "", tg[32] = "", tw[16] = "";
    if (v->t)
        whatif_cells(r, v->t, tm, tg);
    if (v->occ.amd)
        whatif_waves(&v->occ, r, tw);
    if (v->fmt == F_CSV) {
        sl_csv_field(out, r->suite);
        sl_csv_field(out, name);
        sl_csv_field(out, unit);
        for (size_t f = 0; f < v->nf; ++f) {
            cells(rows[f], false, fig, own, model);
            fprintf(out, "%s,%s,%s,%s,", fig, !has_figure(rows[f]) ? "" : noisy(rows[f]) ? "yes" : "no", own, model);
            if (v->grouped) {
                const sl_group_stat *st = stat_of(v, l, f);
                const size_t runs = v->files[f].runs, ok = st ? st->ok : 0, fl = st ? st->failed : 0,
                             sk = st ? st->skipped : 0;
                if (st && ok && isfinite(st->fig_min))
                    fprintf(out, "%.6g,%.6g,", st->fig_min, st->fig_max);
                else
                    fprintf(out, ",,");
                fprintf(out, "%zu,%zu,%zu,%zu,%zu,", runs, ok, fl, sk, runs - ok - fl - sk);
            }
        }
        if (v->t)
            fprintf(out, "%s,%s,", tm, tg);
        if (v->occ.amd)
            fprintf(out, "%s,", tw);
        fprintf(out, "%s,%s\n", l->disagree ? "yes" : "no", l->params_differ ? "yes" : "no");
    } else if (v->fmt == F_MARKDOWN) {
        fprintf(out, "| %s | `%s` | %s |", r->suite, name, unit);
        for (size_t f = 0; f < v->nf; ++f) {
            cells(rows[f], true, fig, own, model);
            fprintf(out, " %s | %s | %s |", fig, own, model);
            if (v->grouped) {
                group_cells(v, l, f, range, n);
                fprintf(out, " %s | %s |", range, n);
            }
        }
        if (v->t)
            fprintf(out, " %s | %s |", tm, tg);
        if (v->occ.amd)
            fprintf(out, " %s |", tw);
        fprintf(out, " %s |\n", mark);
    } else {
        /* the suite and its unit head their lines, so the rows keep the width for the figures */
        char section[96], cut[128];
        snprintf(section, sizeof section, "%s, %s", r->suite, unit);
        if (strcmp(section, v->section) != 0) {
            fprintf(out, "%s%s\n", v->section[0] ? "\n" : "", section);
            snprintf(v->section, sizeof v->section, "%s", section);
        }
        fprintf(out, "%-*s", (int)v->cw, fit_name(name, v->cw, cut, sizeof cut));
        for (size_t f = 0; f < v->nf; ++f) {
            cells(rows[f], true, fig, own, model);
            if (v->grouped) {
                group_cells(v, l, f, range, n);
                fprintf(out, " %8s %6s %9s %6s", fig, own, range, n);
            } else {
                fprintf(out, " %10s %7s %7s", fig, own, model);
            }
        }
        if (v->t)
            fprintf(out, " %7s %7s", tm, tg);
        if (v->occ.amd)
            fprintf(out, " %7s", tw);
        fprintf(out, "  %s\n", mark);
    }
}

static void render(FILE *out, const cmp_file *files, size_t nf, const sl_cmp *c, cmp_format fmt, const sl_devspec *t,
                   sl_row *buf, bool grouped)
{
    char tmp[256];
    cmp_view v = { out, files, nf, fmt, t, buf, 5, 4, "", { 0 }, grouped };
    size_t differ = 0, missing = 0, pdiff = 0, n_noisy = 0, mark_w = 11;
    const sl_row *rows[SL_CMP_MAX_FILES];
    whatif_occ_setup(t, &v.occ);
    for (size_t j = 0; j < c->n; ++j) {
        const sl_row *r = line_rows(files, nf, &c->lines[j], buf, rows);
        size_t a = strlen(r->suite), k = strlen(name_of(r, tmp, sizeof tmp));
        v.sw = a > v.sw ? a : v.sw;
        v.cw = k > v.cw ? k : v.cw;
        if (grouped) { /* the widest mark: "yes, params; A: 3 failed" */
            char inc[400];
            incomplete(&v, &c->lines[j], inc, sizeof inc);
            const size_t w = (c->lines[j].disagree || c->lines[j].params_differ ? 13 : 0) + strlen(inc);
            mark_w = w > mark_w ? w : mark_w;
        }
        const sl_compiled *cc = v.occ.tg ? sl_compiled_find(r, v.occ.tg->name) : NULL;
        if (cc && cc->vgprs >= 0 && v.occ.rows++ == 0)
            snprintf(v.occ.compiler, sizeof v.occ.compiler, "%s", cc->compiler);
    }
    /* text: the case column gets what the figures leave of 100 columns */
    /* grouped: figure, %own, range, n (the model's % in CSV and markdown only) */
    const size_t figures = nf * (grouped ? 33 : 25) + (t ? 16 : 0) + (v.occ.amd ? 8 : 0) + 2 + mark_w;
    if (fmt == F_TABLE && v.cw + figures > CMP_TEXT_WIDTH)
        v.cw = CMP_TEXT_WIDTH > figures + 12 ? CMP_TEXT_WIDTH - figures : 12;
    if (fmt != F_CSV)
        render_files(&v);
    render_header(&v);
    for (size_t j = 0; j < c->n; ++j) {
        const sl_cmp_line *l = &c->lines[j];
        const sl_row *r = line_rows(files, nf, l, buf, rows);
        int has_missing = 0;
        for (size_t f = 0; f < nf; ++f)
            has_missing |= !rows[f];
        missing += has_missing;
        for (size_t f = 0; f < nf; ++f)
            n_noisy += noisy(rows[f]);
        differ += l->disagree;
        pdiff += l->params_differ;
        render_line(&v, l, r, rows);
    }
    if (fmt != F_CSV)
        fprintf(out, "\n%zu rows: %zu differ beyond their runs' spread, %zu missing from some file, %zu with params that "
               "differ\n"
               "differs: the %% of its ceiling is further from the first file's than two standard deviations\n"
               "  of each run's times explain: two steady runs are marked even when their figures print alike,\n"
               "  and two noisy ones (!) may not be, even when one figure is 4x the other\n"
               "%% own: of the device's best read (GB/s rows), its FP32 peak (GFLOP/s rows), or its suite's best\n"
               "  (bandwidth's rows, the ceiling itself); model: the model's prediction for that device,\n"
               "  %% of its ceiling\n",
            c->n, differ, missing, pdiff);
    if (fmt != F_CSV && grouped)
        fprintf(out, "columns: device models; a figure (and %% own) is the median over the model's runs\n"
               "  where the case is verified; range: the lowest and highest run's figure, %% from that median;\n"
               "  n: the runs that have it verified (of the model's runs), the others counted after 'differs'\n"
               "  as failed, skipped or missing; differs and ! weigh the spread of the runs' median times\n");
    if (fmt != F_CSV && n_noisy)
        fprintf(out, "!: %zu figure%s from a noisy row: its timed runs' standard deviation is over %.0f%% of their\n"
               "  median; measure it again before trusting a difference\n",
            n_noisy, n_noisy == 1 ? "" : "s", 100.0 * SL_NOISY_SPREAD);
}

/* `simtlab compare`'s options as typed. */
typedef struct cmp_opts {
    cmp_format fmt;
    const char *only, *out_path, *what_if;
    bool force;
    enum { BY_AUTO, BY_RUN, BY_MODEL } by;
} cmp_opts;

/* The options into op, with the count of files checked; CLI_GO_ON or the
 * exit code. */
static int compare_options(int argc, char **argv, cmp_opts *op)
{
    enum { O_FORMAT = 256, O_ONLY, O_FORCE, O_WHATIF, O_BY };
    static const struct option longopts[] = {
        { "format", required_argument, NULL, O_FORMAT }, { "only", required_argument, NULL, O_ONLY },
        { "force", no_argument, NULL, O_FORCE },         { "help", no_argument, NULL, 'h' },
        { "what-if", required_argument, NULL, O_WHATIF }, { "by", required_argument, NULL, O_BY },
        { NULL, 0, NULL, 0 },
    };
    int c;
    optind = 1;
    argv[0] = (char *)"simtlab compare";
    while ((c = getopt_long(argc, argv, "o:h", longopts, NULL)) != -1) {
        switch (c) {
        case O_FORMAT:
            if (strcmp(optarg, "table") == 0)
                op->fmt = F_TABLE;
            else if (strcmp(optarg, "markdown") == 0)
                op->fmt = F_MARKDOWN;
            else if (strcmp(optarg, "csv") == 0)
                op->fmt = F_CSV;
            else {
                fprintf(stderr, "simtlab compare: --format must be table, markdown or csv, not '%s'\n", optarg);
                return EXIT_USAGE;
            }
            break;
        case O_ONLY: op->only = optarg; break;
        case 'o': op->out_path = optarg; break;
        case O_FORCE: op->force = true; break;
        case O_WHATIF: op->what_if = optarg; break;
        case O_BY:
            if (strcmp(optarg, "run") == 0)
                op->by = BY_RUN;
            else if (strcmp(optarg, "model") == 0)
                op->by = BY_MODEL;
            else {
                fprintf(stderr, "simtlab compare: --by must be run or model, not '%s'\n", optarg);
                return EXIT_USAGE;
            }
            break;
        case 'h': usage(stdout); return 0;
        default: usage(stderr); return EXIT_USAGE;
        }
    }
    /* one store is enough: it holds many runs */
    const int nf = argc - optind, least = op->what_if || (nf == 1 && is_store_path(argv[optind])) ? 1 : 2;
    if (nf < least) {
        fprintf(stderr, "simtlab compare: %s\n\n",
                op->what_if ? "name a result file"
                            : "name at least two result files (or one and --what-if, or a store)");
        usage(stderr);
        return EXIT_USAGE;
    }
    return CLI_GO_ON;
}

/* The --what-if spec sheet into spec, -o prepared into out, never over an
 * input; CLI_GO_ON or the exit code. */
static int compare_outputs(const cmp_opts *op, char **inputs, int nf, sl_devspec *spec, sl_out *out)
{
    sl_err e = { 0 };
    int rc;
    if (op->what_if && (rc = sl_devspec_load(op->what_if, spec, &e)) != SL_OK)
        return cli_fail(rc, &e);
    if (op->out_path && (rc = sl_out_prepare(op->out_path, op->force, out, &e)) != SL_OK)
        return cli_fail(rc, &e);
    for (int i = 0; op->out_path && i < nf; ++i) /* never over one of its own inputs */
        if (sl_out_is(out, inputs[i])) {
            fprintf(stderr, "simtlab compare: -o %s is the results file %s, an input: it would be replaced\n",
                    op->out_path, inputs[i]);
            return EXIT_USAGE;
        }
    if (op->out_path && op->what_if && sl_out_is(out, op->what_if)) {
        fprintf(stderr, "simtlab compare: -o %s is the --what-if file: it would be replaced\n", op->out_path);
        return EXIT_USAGE;
    }
    return CLI_GO_ON;
}

/* Every run named: a results file is one, a store's runs are each one. */
typedef struct cmp_runs {
    cmp_file *r;
    size_t n, cap;
    bool any_store;
} cmp_runs;

static cmp_file *new_run(cmp_runs *rs)
{
    if (rs->n == rs->cap) {
        size_t cap = rs->cap ? 2 * rs->cap : 16;
        cmp_file *g = realloc(rs->r, cap * sizeof *g);
        if (!g)
            return NULL;
        rs->r = g;
        rs->cap = cap;
    }
    cmp_file *f = &rs->r[rs->n++];
    memset(f, 0, sizeof *f);
    return f;
}

static void runs_free(cmp_runs *rs)
{
    for (size_t i = 0; i < rs->n; ++i)
        sl_rowpack_free(&rs->r[i].pack);
    free(rs->r);
    memset(rs, 0, sizeof *rs);
}

/* A store's runs, each packed as a run of its own (the store reader has
 * checked every run; the store's text is let go once they are packed). */
static int load_store(const char *path, cmp_runs *rs, sl_err *e)
{
    sl_store st = { 0 };
    int rc = sl_store_add_file(&st, path, e);
    if (rc == SL_OK && st.n == 0)
        rc = sl_err_set(e, SL_E_USAGE, "%s: a store with no runs", path);
    rs->any_store = true;
    for (size_t i = 0; i < st.n && rc == SL_OK; ++i) {
        cmp_file *f = new_run(rs);
        if (!f) {
            rc = sl_err_set(e, SL_FAIL, "out of memory");
            break;
        }
        f->path = path;
        char raw[sizeof f->label];
        snprintf(raw, sizeof raw, "%s: %s, %s (%s)", path, st.runs[i].key.host, st.runs[i].key.utc, st.runs[i].source);
        sl_str_escape_ctrl(raw, f->label, sizeof f->label);
        rc = sl_report_parse_json_each(st.runs[i].doc, st.runs[i].doc_len, pack_row, f, f->device, sizeof f->device, e);
    }
    sl_store_free(&st);
    return rc;
}

/* Every file read and checked (none named twice) into rs; SL_OK or the
 * error in e. */
static int load_all(char **inputs, int nf, cmp_runs *rs, sl_err *e)
{
    int rc = SL_OK;
    for (int i = 0; i < nf && rc == SL_OK; ++i) {
        for (int j = 0; j < i && rc == SL_OK; ++j)
            if (same_file(inputs[i], inputs[j]))
                rc = sl_err_set(e, SL_E_USAGE, "%s is named twice (as %s and %s): compare different runs", inputs[i],
                                inputs[j], inputs[i]);
        if (rc != SL_OK)
            break;
        if (is_store_path(inputs[i])) {
            rc = load_store(inputs[i], rs, e);
            continue;
        }
        cmp_file *f = new_run(rs);
        rc = f ? load(inputs[i], f, e) : sl_err_set(e, SL_FAIL, "out of memory");
    }
    return rc;
}

/* The columns: the runs themselves (cols[i] a copy of run i, which keeps
 * its pack), or one a device model (its own pack and stats, which
 * cols_free frees). SL_OK or the error in e. */
static int make_columns(const cmp_opts *op, cmp_runs *rs, cmp_file *cols, size_t *ncols, bool *grouped, sl_err *e)
{
    *grouped = op->by == BY_MODEL || (op->by == BY_AUTO && (rs->any_store || rs->n > SL_CMP_MAX_FILES));
    *ncols = 0;
    if (!*grouped) {
        if (rs->n > SL_CMP_MAX_FILES)
            return sl_err_set(e, SL_E_USAGE, "%zu runs side by side: at most %d columns (--by model puts one column "
                              "per device model, each figure the median over its runs)", rs->n, SL_CMP_MAX_FILES);
        for (size_t i = 0; i < rs->n; ++i)
            cols[i] = rs->r[i];
        *ncols = rs->n;
        return SL_OK;
    }
    /* the models in the order their first run comes */
    const char *models[SL_CMP_MAX_FILES];
    size_t nm = 0, extra = 0;
    for (size_t i = 0; i < rs->n; ++i) {
        size_t m = 0;
        while (m < nm && strcmp(models[m], rs->r[i].device) != 0)
            ++m;
        if (m == nm && nm < SL_CMP_MAX_FILES)
            models[nm++] = rs->r[i].device;
        else if (m == nm)
            ++extra;
    }
    if (extra)
        return sl_err_set(e, SL_E_USAGE, "more than %d device models: at most %d columns side by side (compare "
                          "a store's models a few at a time: merge their runs into stores of their own)",
                          SL_CMP_MAX_FILES, SL_CMP_MAX_FILES);
    sl_rowpack *packs = malloc(rs->n * sizeof *packs);
    if (!packs)
        return sl_err_set(e, SL_FAIL, "out of memory");
    int rc = SL_OK;
    for (size_t m = 0; m < nm && rc == SL_OK; ++m) {
        cmp_file *c = &cols[m];
        memset(c, 0, sizeof *c);
        size_t k = 0;
        for (size_t i = 0; i < rs->n; ++i)
            if (strcmp(rs->r[i].device, models[m]) == 0) {
                packs[k++] = rs->r[i].pack;
                c->simd = c->simd ? c->simd : rs->r[i].simd;
                c->named += rs->r[i].named;
            }
        snprintf(c->device, sizeof c->device, "%s", models[m]);
        c->path = c->device;
        c->runs = k;
        rc = sl_store_group(packs, k, &c->pack, &c->stats, e);
        *ncols = m + 1;
    }
    free(packs);
    return rc;
}

static void cols_free(cmp_file *cols, size_t n, bool grouped)
{
    for (size_t i = 0; grouped && i < n; ++i) {
        sl_rowpack_free(&cols[i].pack);
        free(cols[i].stats);
    }
}

/* The files' rows matched and the whole text rendered into *text (*len
 * bytes; malloc'd): nothing is written unless all of it is there. SL_OK or
 * the error in e. */
static int compare_text(const cmp_opts *op, cmp_file *files, int nf, bool grouped, const sl_devspec *spec,
                        char **text, size_t *len, sl_err *e)
{
    sl_rowpack packs[SL_CMP_MAX_FILES];
    for (int i = 0; i < nf; ++i)
        packs[i] = files[i].pack;
    sl_cmp cmp = { 0 };
    sl_row *buf = NULL; /* one unpacked row a file: 7 KB each, off the stack */
    int rc;
    if ((rc = sl_cmp_match(packs, (size_t)nf, op->only, &cmp)) != SL_OK)
        sl_err_set(e, rc, "out of memory");
    if (rc == SL_OK && cmp.n == 0)
        rc = sl_err_set(e, SL_E_USAGE, "no row matches --only '%s'", op->only ? op->only : "");
    if (rc == SL_OK) {
        FILE *f = (buf = malloc(SL_CMP_MAX_FILES * sizeof *buf)) ? open_memstream(text, len) : NULL;
        if (f)
            render(f, files, (size_t)nf, &cmp, op->fmt, spec, buf, grouped);
        if (!f || fclose(f) != 0 || !*text)
            rc = sl_err_set(e, SL_FAIL, "out of memory");
    }
    sl_cmp_free(&cmp);
    free(buf);
    return rc;
}

int cmd_compare(int argc, char **argv)
{
    cmp_opts op = { F_TABLE, NULL, NULL, NULL, false, BY_AUTO };
    int stop = compare_options(argc, argv, &op);
    if (stop != CLI_GO_ON)
        return stop;
    const int nf = argc - optind;
    char **inputs = argv + optind;
    sl_out out;
    sl_devspec spec;
    if ((stop = compare_outputs(&op, inputs, nf, &spec, &out)) != CLI_GO_ON)
        return stop;
    sl_err e = { 0 };
    cmp_file cols[SL_CMP_MAX_FILES];
    cmp_runs runs = { 0 };
    size_t ncols = 0;
    bool grouped = false;
    char *text = NULL;
    size_t len = 0;
    int exit_code = 0;
    int rc = load_all(inputs, nf, &runs, &e);
    if (rc == SL_OK)
        rc = make_columns(&op, &runs, cols, &ncols, &grouped, &e);
    if (rc == SL_OK)
        rc = compare_text(&op, cols, (int)ncols, grouped, op.what_if ? &spec : NULL, &text, &len, &e);
    if (rc == SL_OK && op.out_path)
        rc = sl_out_write(&out, text, len, &e);
    else if (rc == SL_OK && fwrite(text, 1, len, stdout) != len)
        rc = sl_err_set(&e, SL_E_IO, "cannot write standard output");
    if (rc != SL_OK)
        exit_code = cli_fail(rc, &e);
    free(text);
    cols_free(cols, ncols, grouped);
    runs_free(&runs);
    sl_err_clear(&e);
    return exit_code;
}
