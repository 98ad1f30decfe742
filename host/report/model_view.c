/* model_view.c - `simtlab model` as text: the coalescing picture and
 * numbers, the geometry and occupancy tables, one occupancy's account, the
 * banks of one local-memory access. Only formatting: the command
 * (host/cli/cmd_model.c) parses, validates and runs the model. */
#include "simtlab/model_view.h"
#include "simtlab/report.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "simtlab/model_json.h"

/* The picture: at most this many characters per line (the cells a line
 * record holds), this many rows. */
#define PICTURE_CELLS SL_MODEL_MAX_CELLS
#define PICTURE_ROWS SL_VIEW_PICTURE_ROWS
/* Per-sector byte counts are printed where they fit on 80 columns; with
 * more sectors than SEPARATED_SECTORS a character is a whole sector and the
 * boxes lose their separators. */
#define DIGIT_SECTORS 4u
#define SEPARATED_SECTORS 8u
/* Phases drawn, one row each; 1024 lanes of 16 B words are 128. */
#define BANK_ROWS 32u

void sl_view_wrapped(FILE *f, const char *text, int indent, int width)
{
    /* report.h's wrapper starts a line's first word one space after col */
    if (indent > 0)
        fprintf(f, "%*s", indent - 1, "");
    sl_report_wrap_at(f, text, indent > 0 ? indent - 1 : 0, width, indent);
}

/* "- text" word-wrapped to 79 columns, continuation lines under the text. */
static void print_item(FILE *f, const char *text)
{
    fprintf(f, "  -");
    sl_report_wrap_at(f, text, 3, 79, 4);
}

/* "80", "66.67", "6.25": a percentage with no trailing zeros. */
static const char *pct(double fraction, char *buf, size_t len)
{
    snprintf(buf, len, "%.2f", fraction * 100.0);
    char *dot = strchr(buf, '.');
    if (dot) {
        char *end = buf + strlen(buf) - 1;
        while (end > dot && *end == '0')
            *end-- = '\0';
        if (end == dot)
            *end = '\0';
    }
    return buf;
}

/* "3.1", "50", "100": a percentage with one decimal, no ".0". */
static const char *pct1(double fraction, char *buf, size_t len)
{
    snprintf(buf, len, "%.1f", fraction * 100.0);
    size_t n = strlen(buf);
    if (n > 2 && strcmp(buf + n - 2, ".0") == 0)
        buf[n - 2] = '\0';
    return buf;
}

/* ---- coalesce ----------------------------------------------------------- */

/* The first PICTURE_ROWS lines v's request touches, cell bytes a cell
 * (malloc'd, caller frees), their count in *shown, the start of the last
 * line in *last; NULL when the model refuses or memory runs out. */
static sl_model_line *touched_lines(const sl_coalesce_view *v, unsigned cell, unsigned *shown,
                                    unsigned long long *last)
{
    sl_model_line *rows = malloc(PICTURE_ROWS * sizeof *rows);
    unsigned lines = 0;
    if (rows && sl_model_lines(v->addr, v->lanes, v->elem_bytes, v->geometry, cell, rows, PICTURE_ROWS, &lines,
                               last) != 0) {
        free(rows);
        return NULL;
    }
    *shown = lines < PICTURE_ROWS ? lines : PICTURE_ROWS;
    return rows;
}

typedef struct picture {
    const sl_geometry *g;
    unsigned cell;              /* bytes per character */
    int addr_width;
} picture;

/* Bytes per picture character: the smallest divisor of the sector that fits
 * a line in PICTURE_CELLS characters (4 B for 128 B lines: one float each). */
static unsigned picture_cell(const sl_geometry *g)
{
    if (g->line_bytes / g->sector_bytes > PICTURE_CELLS)
        return 0;
    if (g->line_bytes / g->sector_bytes > SEPARATED_SECTORS)
        return g->sector_bytes;
    for (unsigned c = 1; c <= g->sector_bytes; ++c)
        if (g->sector_bytes % c == 0 && g->line_bytes / c <= PICTURE_CELLS)
            return c;
    return g->sector_bytes;
}

static void print_row(FILE *f, const sl_model_line *row, const picture *p)
{
    const sl_geometry *g = p->g;
    unsigned spl = g->line_bytes / g->sector_bytes, cps = g->sector_bytes / p->cell;
    char addr[32];
    snprintf(addr, sizeof addr, "0x%llx", row->start);
    fprintf(f, "  %-*s  [", p->addr_width, addr);
    for (unsigned s = 0; s < spl; ++s) {
        if (s && spl <= SEPARATED_SECTORS)
            fputc('|', f);
        for (unsigned c = 0; c < cps; ++c) {
            unsigned used = row->cell_used[s * cps + c];
            fputc(!row->sector_used[s] ? ' ' : used == p->cell ? '#' : used ? '+' : '.', f);
        }
    }
    fprintf(f, "] ");
    if (spl <= DIGIT_SECTORS) {
        int w = snprintf(NULL, 0, "%u", g->sector_bytes);
        for (unsigned s = 0; s < spl; ++s) {
            if (row->sector_used[s])
                fprintf(f, " %*u", w, row->sector_used[s]);
            else
                fprintf(f, " %*s", w, "-");
        }
    } else {
        unsigned used = 0;
        for (unsigned s = 0; s < spl; ++s)
            used += row->sector_used[s];
        fprintf(f, " %4u B", used);
    }
    fprintf(f, "   %u of %u\n", row->dram_fetched, row->dram_total);
}

static void print_picture(FILE *f, const sl_coalesce_view *v)
{
    const sl_geometry *g = v->geometry;
    unsigned lines = v->request->cache.lines;
    unsigned cell = picture_cell(g);
    if (!cell) {
        fprintf(f, "(no picture: %u sectors per line do not fit on one row)\n", g->line_bytes / g->sector_bytes);
        return;
    }
    unsigned shown = 0;
    unsigned long long last_start = 0;
    sl_model_line *rows = touched_lines(v, cell, &shown, &last_start);
    if (!rows)
        return;
    char last[32];
    int addr_width = snprintf(last, sizeof last, "0x%llx", last_start);
    if (addr_width < 7)
        addr_width = 7;
    picture p = { g, cell, addr_width };
    unsigned spl = g->line_bytes / g->sector_bytes;
    int bar = (int)(g->line_bytes / cell + 2 + (spl <= SEPARATED_SECTORS ? spl - 1 : 0));
    char head[64];
    snprintf(head, sizeof head, "sectors, 1 char = %u B", cell);
    fprintf(f, "  %-*s  %-*s  %s   %s\n", addr_width, "line at", bar, head,
            spl <= DIGIT_SECTORS ? "B per sector" : "used", "DRAM units");
    for (unsigned i = 0; i < shown; ++i)
        print_row(f, &rows[i], &p);
    if (lines > PICTURE_ROWS)
        fprintf(f, "  ... and %u more lines\n", lines - PICTURE_ROWS);
    fprintf(f, "  legend: # requested  + partly requested  . fetched, not requested\n"
               "          (blank) sector not fetched\n"
               "          %s\n"
               "          DRAM units: how many of the line's DRAM fetch units are fetched\n",
            spl <= DIGIT_SECTORS ? "digits: bytes requested per sector (- not fetched)"
                                 : "used: bytes requested in the line");
    free(rows);
}

/* One row of the numbers: the label, then this lane count's value and, where
 * there is one, the other width's. */
static void number_row(FILE *f, const char *label, const char *mine, const char *other)
{
    if (other)
        fprintf(f, "    %-26s %12s %16s\n", label, mine, other);
    else
        fprintf(f, "    %-26s %12s\n", label, mine);
}

static void print_numbers(FILE *f, const sl_coalesce_view *v)
{
    const sl_geometry *g = v->geometry;
    const sl_request *a = v->request, *o = v->other;
    char h1[32], h2[32], k1[40], k2[40], label[64];
    snprintf(h1, sizeof h1, "%u lanes", v->lanes);
    snprintf(h2, sizeof h2, "%u lanes", o ? v->other_lanes : 0);
    number_row(f, "", h1, o ? h2 : NULL);
    number_row(f, "", "(asked)", o ? "(other width)" : NULL);
#define ROW_U(text, field)                                                                   \
    do {                                                                                     \
        snprintf(k1, sizeof k1, "%llu", (unsigned long long)a->field);                       \
        snprintf(k2, sizeof k2, "%llu", o ? (unsigned long long)o->field : 0ull);            \
        number_row(f, text, k1, o ? k2 : NULL);                                              \
    } while (0)
#define ROW_P(text, field)                                                                   \
    do {                                                                                     \
        char p1[32], p2[32];                                                                 \
        snprintf(k1, sizeof k1, "%s%%", pct(a->field, p1, sizeof p1));                       \
        snprintf(k2, sizeof k2, "%s%%", o ? pct(o->field, p2, sizeof p2) : "");              \
        number_row(f, text, k1, o ? k2 : NULL);                                              \
    } while (0)
    fprintf(f, "  cache\n");
    ROW_U("lines", cache.lines);
    snprintf(label, sizeof label, "sectors (%u B)", g->sector_bytes);
    ROW_U(label, cache.sectors);
    ROW_U("bytes requested", cache.bytes_requested);
    ROW_U("bytes fetched", cache.bytes_fetched);
    ROW_P("efficiency", cache.efficiency);
    fprintf(f, "  DRAM\n");
    snprintf(label, sizeof label, "fetch units (%u B)", g->dram_fetch_bytes);
    ROW_U(label, dram_units);
    ROW_U("bytes", dram_bytes);
    ROW_P("efficiency", dram_efficiency);
#undef ROW_U
#undef ROW_P
    fprintf(f, "\nefficiency = bytes requested / bytes fetched at that level, for this one\n"
               "request alone: hits on lines that other requests brought in are not counted.\n");
}

/* "128 B lines of 4 x 32 B sectors, 64 B DRAM fetch unit" */
static const char *describe_geometry(const sl_geometry *g, char *buf, size_t len)
{
    if (g->sector_bytes == g->line_bytes)
        snprintf(buf, len, "%u B lines (no sectors), %u B DRAM fetch unit", g->line_bytes, g->dram_fetch_bytes);
    else
        snprintf(buf, len, "%u B lines of %u x %u B sectors, %u B DRAM fetch unit", g->line_bytes,
                 g->line_bytes / g->sector_bytes, g->sector_bytes, g->dram_fetch_bytes);
    return buf;
}

void sl_view_coalesce(FILE *f, const sl_coalesce_view *v)
{
    const sl_request *q = v->request;
    char up[96], pc[32], gd[128];
    snprintf(up, sizeof up, "%s", v->case_name);
    for (char *p = up; *p; ++p)
        *p = (char)toupper((unsigned char)*p);
    fprintf(f, "CASE: %s", up);
    if (!v->explicit_addresses)
        fprintf(f, " (offset=%llu)", v->offset_bytes);
    fprintf(f, " -> %u line%s, %u sector%s, %s%% useful\n\n", q->cache.lines, q->cache.lines == 1 ? "" : "s",
            q->cache.sectors, q->cache.sectors == 1 ? "" : "s", pct(q->cache.efficiency, pc, sizeof pc));
    if (v->explicit_addresses)
        fprintf(f, "request:  %u lanes x %u B at the addresses given\n", v->lanes, v->elem_bytes);
    else
        fprintf(f, "request:  %u lanes x %u B, stride %llu element%s (%llu B), lane 0 at byte %llu\n", v->lanes,
                v->elem_bytes, v->stride_elems, v->stride_elems == 1 ? "" : "s", v->stride_elems * v->elem_bytes,
                v->offset_bytes);
    fprintf(f, "geometry: %s: %s\n\n", v->geometry->name, describe_geometry(v->geometry, gd, sizeof gd));
    print_picture(f, v);
    fprintf(f, "\n");
    print_numbers(f, v);
}

char *sl_view_coalesce_json_text(const sl_coalesce_view *v)
{
    unsigned shown = 0;
    sl_model_line *rows = touched_lines(v, 0, &shown, NULL);
    sl_model_report m = {
        .lanes = v->lanes, .lanes_source = v->lanes_source, .elem_bytes = v->elem_bytes,
        .addresses = v->explicit_addresses ? v->addr : NULL, .stride_elems = v->stride_elems,
        .offset_bytes = v->offset_bytes, .case_name = v->case_name, .geometry = v->geometry,
        .geometry_source = v->geometry_source, .request = v->request, .lines = rows, .n_lines = rows ? shown : 0,
        .lines_truncated = v->request->cache.lines > PICTURE_ROWS, .other = v->other,
        .other_lanes = v->other ? v->other_lanes : 0,
    };
    char *text = sl_report_model_json_text(&m);
    free(rows);
    return text;
}

/* ---- geometries --------------------------------------------------------- */

void sl_view_geometries(FILE *f, const sl_geometry *all)
{
    int aw = (int)strlen("arch prefixes");
    for (const sl_geometry *g = all; g->name; ++g)
        if ((int)strlen(g->arch_prefixes) > aw)
            aw = (int)strlen(g->arch_prefixes);
    fprintf(f, "%-14s %-7s %-7s %-*s %5s %5s %6s %5s\n", "name", "short", "vendor", aw, "arch prefixes", "lanes",
            "line", "sector", "dram");
    for (const sl_geometry *g = all; g->name; ++g) {
        const char *dash = strchr(g->name, '-');
        fprintf(f, "%-14s %-7s %-7s %-*s %5u %5u %6u %5u\n", g->name, dash ? dash + 1 : g->name, g->vendor, aw,
                g->arch_prefixes[0] ? g->arch_prefixes : "-", g->lanes, g->line_bytes, g->sector_bytes,
                g->dram_fetch_bytes);
    }
    fprintf(f, "\nbytes: line = cache line; sector = the unit the cache fetches; dram = the unit\n"
               "DRAM delivers. sources:\n");
    for (const sl_geometry *g = all; g->name; ++g) {
        fprintf(f, "  %s:\n", g->name);
        sl_view_wrapped(f, g->source, 4, 79);
    }
}

/* ---- occupancy ---------------------------------------------------------- */

void sl_view_occ_archs(FILE *f, const sl_occ_arch *all)
{
    fprintf(f, "%-8s %4s %-4s %5s %6s %6s %4s %4s %7s %5s %4s %7s %4s\n", "arch", "wave", "unit", "waves",
            "groups", "regs", "gran", "max", "local", "gran", "resv", "local/g", "wg");
    for (const sl_occ_arch *a = all; a->name; ++a)
        fprintf(f, "%-8s %4u %-4s %5u %6u %6u %4u %4u %7u %5u %4u %7u %4u\n", a->name, a->wave, a->unit,
                a->max_waves, a->max_groups, a->reg_file, a->reg_granule, a->max_regs, a->local_per_unit,
                a->local_granule, a->local_reserved, a->max_local_per_group, a->max_wg);
    fprintf(f, "\nper SM/CU/WGP: waves = warps/wavefronts, groups = work-groups, local in bytes.\n"
               "regs: NVIDIA registers per SM, allocated per warp in units of gran; AMD VGPRs\n"
               "per lane per SIMD, allocated per wave in units of gran. max: per work-item.\n"
               "resv: local bytes the driver adds to each group; local/g: most per group.\n\n"
               "targets and sources:\n");
    for (const sl_occ_arch *a = all; a->name; ++a) {
        if (a != all && strcmp(a[-1].name, a->name) == 0)
            continue; /* the other wave size: same parts, same documents */
        char targets[160] = "";
        if (*a->targets) {
            snprintf(targets, sizeof targets, ", also %s", a->targets);
            for (char *p = targets; *p; ++p)
                if (*p == '|')
                    *p = ' ';
        }
        char head[320];
        snprintf(head, sizeof head, "%s%s: %s", a->name, targets, a->parts);
        sl_view_wrapped(f, head, 2, 79);
        sl_view_wrapped(f, a->source, 4, 79);
        if (a->unpublished) {
            char buf[512];
            snprintf(buf, sizeof buf, "not published: %s", a->unpublished);
            sl_view_wrapped(f, buf, 4, 79);
        }
    }
}

/* One limit's row: its name, the groups it allows, and how. */
static void occ_limit_row(FILE *f, const sl_occ_arch *a, const sl_occ_input *in, const sl_occ *r, int k)
{
    const char *wv = sl_occ_limit_name(a, SL_OCC_LIM_WAVES);
    char n[16], how[128] = "";
    unsigned w = r->waves_per_group;
    if (r->limit[k] == SL_OCC_UNLIMITED)
        snprintf(n, sizeof n, "-");
    else
        snprintf(n, sizeof n, "%u", r->limit[k]);
    switch (k) {
    case SL_OCC_LIM_WAVES:
        snprintf(how, sizeof how, "%u %s / %u per group", a->max_waves, wv, w);
        break;
    case SL_OCC_LIM_GROUPS:
        if (r->limit[k] == SL_OCC_UNLIMITED)
            snprintf(how, sizeof how, "one-wave groups hold no barrier");
        else
            snprintf(how, sizeof how, "at most %u per %s", a->max_groups, a->unit);
        break;
    case SL_OCC_LIM_REGS:
        if (r->waves_per_simd_regs == SL_OCC_UNLIMITED)
            snprintf(how, sizeof how, "no registers");
        else if (a->vendor == SL_OCC_NVIDIA)
            snprintf(how, sizeof how, "%u %s per sub-partition (%u / %u) x %u / %u", r->waves_per_simd_regs,
                     wv, a->reg_file / a->simds, r->reg_alloc, a->simds, w);
        else
            snprintf(how, sizeof how, "%u %s per SIMD (%u / %u) x %u / %u", r->waves_per_simd_regs, wv,
                     a->reg_file, r->reg_alloc, a->simds, w);
        break;
    case SL_OCC_LIM_SGPRS:
        if (a->vendor == SL_OCC_NVIDIA)
            return; /* no such thing */
        if (!a->sgprs_limit_waves)
            snprintf(how, sizeof how, "do not limit waves on %s", a->name);
        else if (!in->sgprs)
            snprintf(how, sizeof how, "not given");
        else
            snprintf(how, sizeof how, "%u SGPRs: %u waves per SIMD x %u / %u", in->sgprs,
                     r->limit[k] * w / a->simds, a->simds, w);
        break;
    case SL_OCC_LIM_LOCAL:
        if (!r->local_alloc)
            snprintf(how, sizeof how, "none");
        else
            snprintf(how, sizeof how, "%u B / %llu B", a->local_per_unit, r->local_alloc);
        break;
    default: break;
    }
    fprintf(f, "  %-13s %6s%s %s\n", sl_occ_limit_name(a, k), n, r->groups && r->limit[k] == r->groups ? "*" : " ",
            how);
}

/* "registers, local memory" into buf. */
static const char *occ_limiters(const sl_occ_arch *a, const sl_occ *r, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int k = 0; k < SL_OCC_NLIMITS; ++k)
        if (r->limiters & (1u << k)) {
            int n = snprintf(buf + used, len - used, "%s%s", used ? ", " : "", sl_occ_limit_name(a, k));
            if (n < 0 || (size_t)n >= len - used)
                break;
            used += (size_t)n;
        }
    return buf;
}

/* One "what if" line: the label, then the occupancy there. */
static void occ_step(FILE *f, const sl_occ_arch *a, const char *label, const sl_occ_step *s, const sl_occ *base,
                     const char *past)
{
    char p[32];
    if (!s->possible) {
        fprintf(f, "  %-28s %s\n", label, past);
        return;
    }
    fprintf(f, "  %-28s %s%% (%u %s)%s\n", label, pct(s->at.occupancy, p, sizeof p), s->at.waves,
            sl_occ_limit_name(a, SL_OCC_LIM_WAVES),
            s->at.groups == 0 ? ": does not launch" : s->at.waves == base->waves ? ": no change" : "");
}

/* "registers: 40 or fewer keep 75%; 41 give 62.5% (40 warps)", or for a
 * size "local: 37888 B or less keeps 75%; 37889 B gives 62.5% (40 warps)". */
static void occ_headroom(FILE *f, const sl_occ_arch *a, const char *what, int is_size, const sl_occ_step *drop,
                         const sl_occ *base, unsigned long long max)
{
    char p[32], q[32];
    const char *unit = is_size ? " B" : "";
    pct(base->occupancy, p, sizeof p);
    if (!drop->possible) {
        fprintf(f, "  %s: %llu%s %s %s%%\n", what, max, unit, is_size ? "and less keep" : "and fewer keep", p);
        return;
    }
    fprintf(f, "  %s: %llu%s or %s %s %s%%; %llu%s %s %s%% (%u %s)\n", what, drop->value - 1, unit,
            is_size ? "less" : "fewer", is_size ? "keeps" : "keep", p, drop->value, unit, is_size ? "gives" : "give",
            pct(drop->at.occupancy, q, sizeof q), drop->at.waves, sl_occ_limit_name(a, SL_OCC_LIM_WAVES));
}

/* The verdict and the launch as given. */
static void occ_verdict(FILE *f, const sl_occ_arch *a, const sl_occ_input *in, const sl_occ *r)
{
    const int nv = a->vendor == SL_OCC_NVIDIA;
    char p[32], lim[96];
    if (r->groups)
        fprintf(f, "OCCUPANCY: %s%% -- %u of %u %s per %s, limited by %s\n", pct(r->occupancy, p, sizeof p),
                r->waves, a->max_waves, sl_occ_limit_name(a, SL_OCC_LIM_WAVES), a->unit,
                occ_limiters(a, r, lim, sizeof lim));
    else
        fprintf(f, "OCCUPANCY: 0%% -- one group does not fit on a %s\n", a->unit);
    fprintf(f, "launch:    %s%s, %u work-items per group, %u %s", a->name,
            nv ? "" : a->wave == 32 ? " wave32" : " wave64", in->wg, in->regs, sl_occ_limit_name(a, SL_OCC_LIM_REGS));
    if (in->sgprs)
        fprintf(f, ", %u SGPRs", in->sgprs);
    fprintf(f, ", %llu B local\n\n", in->local);
}

/* The architecture's resources and how they are allocated, then what one
 * group takes. */
static void occ_architecture(FILE *f, const sl_occ_arch *a, const sl_occ_input *in, const sl_occ *r)
{
    const int nv = a->vendor == SL_OCC_NVIDIA;
    const char *wv = sl_occ_limit_name(a, SL_OCC_LIM_WAVES);
    fprintf(f, "architecture: %s, %s %u; %s\n", a->name, nv ? "warp" : "wave", a->wave, a->parts);
    fprintf(f, "  per %-4s    %u %s, %u groups, %u B local", a->unit, a->max_waves, wv, a->max_groups,
            a->local_per_unit);
    if (nv)
        fprintf(f, ",\n              %u registers in %u sub-partitions\n", a->reg_file, a->simds);
    else
        fprintf(f, ",\n              %u SIMDs of %u %s and %u VGPRs per lane each\n", a->simds,
                a->max_waves / a->simds, wv, a->reg_file);
    if (nv)
        fprintf(f, "  allocation  registers per warp in units of %u, at most %u per work-item;\n", a->reg_granule,
                a->max_regs);
    else
        fprintf(f, "  allocation  VGPRs per wave in units of %u, at most %u per work-item;\n", a->reg_granule,
                a->max_regs);
    fprintf(f, "              local in units of %u B, at most %u B per group", a->local_granule,
            a->max_local_per_group);
    if (a->local_reserved)
        fprintf(f, ",\n              %u B more reserved for each group", a->local_reserved);
    fprintf(f, "\n");
    fprintf(f, "one group     %u %s; ", r->waves_per_group, wv);
    if (nv)
        fprintf(f, "%u registers x %u = %u per warp, allocated %u;\n", in->regs, a->wave, in->regs * a->wave,
                r->reg_alloc);
    else
        fprintf(f, "%u VGPRs, allocated %u;\n", in->regs, r->reg_alloc);
    if (r->local_alloc)
        fprintf(f, "              %llu B local%s, allocated %llu B\n", in->local,
                a->local_reserved ? " + the reserve" : "", r->local_alloc);
    else
        fprintf(f, "              no local memory\n");
}

/* The groups each resource allows, and what they come to. */
static void occ_limits(FILE *f, const sl_occ_arch *a, const sl_occ_input *in, const sl_occ *r)
{
    const char *wv = sl_occ_limit_name(a, SL_OCC_LIM_WAVES);
    char p[32];
    fprintf(f, "\ngroups per %s each resource allows (* the limit)\n", a->unit);
    for (int k = 0; k < SL_OCC_NLIMITS; ++k)
        occ_limit_row(f, a, in, r, k);
    if (!r->groups) {
        fprintf(f, "  -> 0 groups: one does not fit\n");
        sl_view_wrapped(f, r->why_not, 5, 79);
        return;
    }
    fprintf(f, "  -> %u groups x %u %s = %u of %u %s", r->groups, r->waves_per_group, wv, r->waves, a->max_waves,
            wv);
    if (a->vendor != SL_OCC_NVIDIA) {
        char ps[32];
        snprintf(ps, sizeof ps, "%.2f", (double)r->waves / a->simds);
        char *end = ps + strlen(ps) - 1;
        while (*end == '0')
            *end-- = '\0';
        if (*end == '.')
            *end = '\0';
        fprintf(f, " (%s per SIMD)", ps);
    }
    fprintf(f, ": %s%%\n", pct(r->occupancy, p, sizeof p));
}

/* What one more register or 1 KiB more local would cost, and the room left. */
static void occ_what_if(FILE *f, const sl_occ_arch *a, const sl_occ_input *in, const sl_occ *r,
                        const sl_occ_whatif *w)
{
    const int nv = a->vendor == SL_OCC_NVIDIA;
    char label[64], past[96];
    fprintf(f, "\nwhat more would cost\n");
    snprintf(label, sizeof label, "one more %s (%u)", nv ? "register" : "VGPR", in->regs + 1);
    snprintf(past, sizeof past, "past the maximum (%u)", a->max_regs);
    occ_step(f, a, label, &w->regs_plus_one, r, past);
    snprintf(label, sizeof label, "1 KiB more local (%llu B)", in->local + 1024);
    snprintf(past, sizeof past, "past the maximum (%u B per group)", a->max_local_per_group);
    occ_step(f, a, label, &w->local_plus_kib, r, past);
    if (r->groups) {
        occ_headroom(f, a, sl_occ_limit_name(a, SL_OCC_LIM_REGS), 0, &w->regs_drop, r, a->max_regs);
        occ_headroom(f, a, "local", 1, &w->local_drop, r, a->max_local_per_group);
    }
}

void sl_view_occupancy(FILE *f, const sl_occ_arch *a, const sl_occ_input *in, const sl_occ *r,
                       const sl_occ_whatif *w)
{
    occ_verdict(f, a, in, r);
    occ_architecture(f, a, in, r);
    occ_limits(f, a, in, r);
    occ_what_if(f, a, in, r, w);
    const char *notes[8];
    unsigned n = sl_occ_notes(a, in, notes, 8);
    if (n) {
        fprintf(f, "\nnotes\n");
        for (unsigned k = 0; k < n && k < 8; ++k)
            print_item(f, notes[k]);
    }
    fprintf(f, "\nsource\n");
    sl_view_wrapped(f, a->source, 2, 79);
}

/* ---- banks -------------------------------------------------------------- */

/* "32-WAY CONFLICT" or "CONFLICT-FREE" */
static const char *bank_degree(const sl_bank_result *r, char *buf, size_t len)
{
    if (r->degree <= 1)
        snprintf(buf, len, "CONFLICT-FREE");
    else
        snprintf(buf, len, "%u-WAY CONFLICT", r->degree);
    return buf;
}

/* "0-15": the lanes of phase p */
static void phase_lanes(const sl_bank_result *r, unsigned p, char *buf, size_t len)
{
    unsigned first = p * r->lanes_per_phase, last = first + r->lanes_per_phase - 1;
    if (last >= r->lanes)
        last = r->lanes - 1;
    if (first == last)
        snprintf(buf, len, "%u", first);
    else
        snprintf(buf, len, "%u-%u", first, last);
}

static void print_bank_picture(FILE *f, const sl_bank_result *r)
{
    char lanes[32];
    fprintf(f, "  %-15s  banks 0-%u\n", "", r->banks - 1);
    fprintf(f, "  %-15s  ", "phase lanes");
    for (unsigned b = 0; b < r->banks; ++b) {
        if (b % 10 == 0)
            fputc((char)('0' + b / 10 % 10), f);
        else if (b + 10 - b % 10 < r->banks)
            fputc(' ', f); /* no trailing blanks after the last tens digit */
    }
    fprintf(f, "\n  %-15s  ", "");
    for (unsigned b = 0; b < r->banks; ++b)
        fputc((char)('0' + b % 10), f);
    fprintf(f, "   passes\n");
    unsigned shown = r->phases < BANK_ROWS ? r->phases : BANK_ROWS;
    for (unsigned p = 0; p < shown; ++p) {
        phase_lanes(r, p, lanes, sizeof lanes);
        fprintf(f, "  %-5u %-9s  ", p, lanes);
        for (unsigned b = 0; b < r->banks; ++b) {
            unsigned n = r->load[p][b];
            fputc(n == 0 ? '.' : n > 9 ? '#' : (char)('0' + n), f);
        }
        fprintf(f, "   %u\n", r->phase_passes[p]);
    }
    if (r->phases > shown)
        fprintf(f, "  ... and %u more phases\n", r->phases - shown);
    fprintf(f, "  legend: digit = different words the bank serves in that phase, . unused,\n"
               "          # 10 or more; a phase costs its busiest bank's count in passes\n");
}

/* "bank 0 serves 32 different words in phase 0, to lanes 0 1 2 ..." */
static void print_worst_bank(FILE *f, const sl_bank_result *r, unsigned stride)
{
    char buf[1024];
    size_t used = 0;
    if (r->degree <= 1) {
        fprintf(f, "no bank serves more than one word in a phase: every phase is one pass.\n");
        return;
    }
    int n = snprintf(buf, sizeof buf, "worst: bank %u in phase %u serves %u different words to lanes", r->worst_bank,
                     r->worst_phase, r->degree);
    used = n > 0 ? (size_t)n : 0;
    for (unsigned k = 0; k < r->n_worst_lanes && used < sizeof buf; ++k) {
        n = snprintf(buf + used, sizeof buf - used, " %u", r->worst_lanes[k]);
        if (n < 0)
            break;
        used += (size_t)n;
    }
    sl_view_wrapped(f, buf, 0, 79);
    if (stride % 2 == 0)
        fprintf(f, "an odd stride (in words) is conflict-free: pad each row by one word (--pad 1)\n");
}

/* The verdict line and the access, architecture and phases it names. */
static void banks_head(FILE *f, const sl_bank_arch *a, const sl_bank_access *acc, unsigned stride, unsigned pad,
                       const sl_bank_result *r)
{
    unsigned words = acc->word_bytes, offset = acc->offset_words;
    char deg[32], pc[16], sdesc[96];
    if (pad)
        snprintf(sdesc, sizeof sdesc, "stride %u + pad %u = %u words of %u B", stride, pad, stride + pad, words);
    else if (stride == 0)
        snprintf(sdesc, sizeof sdesc, "stride 0: every lane the same %u B word", words);
    else
        snprintf(sdesc, sizeof sdesc, "stride %u word%s of %u B", stride, stride == 1 ? "" : "s", words);
    fprintf(f, "BANKS: %s (%s) -> %u pass%s for %u phase%s, %s%% of full speed\n\n",
            bank_degree(r, deg, sizeof deg), sdesc, r->passes, r->passes == 1 ? "" : "es", r->phases,
            r->phases == 1 ? "" : "s", pct1(r->efficiency, pc, sizeof pc));
    fprintf(f, "access: %u lanes x %u B words, lane i at word %u x i + %u (byte %llu x i + %llu)\n", r->lanes, words,
            stride + pad, offset, (unsigned long long)(stride + pad) * words, (unsigned long long)offset * words);
    if (pad)
        fprintf(f, "        --pad %u: a tile row of %u words padded to %u, read down a column,\n"
                   "        has stride %u\n", pad, stride, stride + pad, stride + pad);
    fprintf(f, "arch:   %s: %u banks x %u B, %s of %u lanes\n", a->name, a->banks, a->bank_bytes,
            strncmp(a->name, "amd", 3) == 0 ? "wavefront" : "warp", a->lanes);
    fprintf(f, "phases: %u B words are served %u lanes at a time: %u phase%s\n\n", words, r->lanes_per_phase,
            r->phases, r->phases == 1 ? "" : "s");
}

void sl_view_banks(FILE *f, const sl_bank_arch *a, const sl_bank_access *acc, unsigned row_words,
                   unsigned pad_words, const sl_bank_result *r, unsigned other_lanes, const sl_bank_result *o)
{
    char deg[32], pc[16];
    banks_head(f, a, acc, row_words, pad_words, r);
    print_bank_picture(f, r);
    fprintf(f, "\n");
    print_worst_bank(f, r, row_words + pad_words);
    fprintf(f, "\n");
    fprintf(f, "  phases                %8u   (lanes per phase %u)\n", r->phases, r->lanes_per_phase);
    fprintf(f, "  passes                %8u\n", r->passes);
    fprintf(f, "  conflict-free passes  %8u\n", r->ideal_passes);
    fprintf(f, "  degree (worst phase)  %8u\n", r->degree);
    fprintf(f, "  efficiency            %7s%%   (conflict-free passes / passes)\n",
            pct1(r->efficiency, pc, sizeof pc));
    if (o)
        fprintf(f, "\nother width: the same access by %u lanes on these banks\n"
                   "  (the other common SIMD width, not %s's own)\n  -> %s, %u pass%s for %u phase%s, %s%%\n",
                other_lanes, a->name, bank_degree(o, deg, sizeof deg), o->passes, o->passes == 1 ? "" : "es",
                o->phases, o->phases == 1 ? "" : "s", pct1(o->efficiency, pc, sizeof pc));
    fprintf(f, "\nsource\n");
    sl_view_wrapped(f, a->source, 2, 79);
}
