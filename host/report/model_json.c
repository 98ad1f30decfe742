/* model_json.c - `simtlab model` as JSON (schemas simtlab-model/1 and
 * simtlab-occupancy/1). */
#include "simtlab/model_json.h"

#include <stdio.h>
#include <string.h>

#include <cjson/cJSON.h>

/* The text of root (cJSON_Print: malloc'd), root deleted. */
static char *print(cJSON *root)
{
    char *text = root ? cJSON_Print(root) : NULL;
    cJSON_Delete(root);
    return text;
}

static cJSON *geometry_json(const sl_geometry *g)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", g->name);
    cJSON_AddStringToObject(o, "vendor", g->vendor);
    cJSON_AddStringToObject(o, "arch_prefixes", g->arch_prefixes);
    cJSON_AddNumberToObject(o, "lanes", g->lanes);
    cJSON_AddNumberToObject(o, "line_bytes", g->line_bytes);
    cJSON_AddNumberToObject(o, "sector_bytes", g->sector_bytes);
    cJSON_AddNumberToObject(o, "dram_fetch_bytes", g->dram_fetch_bytes);
    cJSON_AddStringToObject(o, "source", g->source);
    return o;
}

static cJSON *level_json(unsigned lanes, const sl_request *q)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "lanes", lanes);
    cJSON *c = cJSON_AddObjectToObject(o, "cache");
    cJSON_AddNumberToObject(c, "lines", q->cache.lines);
    cJSON_AddNumberToObject(c, "sectors", q->cache.sectors);
    cJSON_AddNumberToObject(c, "bytes_requested", (double)q->cache.bytes_requested);
    cJSON_AddNumberToObject(c, "bytes_fetched", (double)q->cache.bytes_fetched);
    cJSON_AddNumberToObject(c, "efficiency", q->cache.efficiency);
    cJSON *d = cJSON_AddObjectToObject(o, "dram");
    cJSON_AddNumberToObject(d, "units", q->dram_units);
    cJSON_AddNumberToObject(d, "bytes", (double)q->dram_bytes);
    cJSON_AddNumberToObject(d, "efficiency", q->dram_efficiency);
    return o;
}

static cJSON *line_json(const sl_model_line *row, unsigned sectors_per_line)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "address", (double)row->start);
    cJSON *s = cJSON_AddArrayToObject(o, "sector_bytes_requested");
    for (unsigned i = 0; i < sectors_per_line; ++i)
        cJSON_AddItemToArray(s, cJSON_CreateNumber(row->sector_used[i]));
    cJSON_AddNumberToObject(o, "dram_units_fetched", row->dram_fetched);
    cJSON_AddNumberToObject(o, "dram_units_overlapping", row->dram_total);
    return o;
}

char *sl_report_model_json_text(const sl_model_report *m)
{
    const sl_geometry *g = m->geometry;
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "schema", SL_MODEL_SCHEMA);
    cJSON *i = cJSON_AddObjectToObject(root, "inputs");
    cJSON_AddNumberToObject(i, "lanes", m->lanes);
    cJSON_AddStringToObject(i, "lanes_source", m->lanes_source);
    cJSON_AddNumberToObject(i, "elem_bytes", m->elem_bytes);
    if (m->addresses) {
        cJSON *arr = cJSON_AddArrayToObject(i, "addresses");
        for (unsigned l = 0; l < m->lanes; ++l)
            cJSON_AddItemToArray(arr, cJSON_CreateNumber((double)m->addresses[l]));
    } else {
        cJSON_AddNumberToObject(i, "stride_elems", (double)m->stride_elems);
        cJSON_AddNumberToObject(i, "offset_bytes", (double)m->offset_bytes);
    }
    cJSON_AddStringToObject(root, "case", m->case_name);
    cJSON *gj = geometry_json(g);
    cJSON_AddStringToObject(gj, "geometry_source", m->geometry_source);
    cJSON_AddItemToObject(root, "geometry", gj);
    cJSON *req = level_json(m->lanes, m->request);
    cJSON *rows = cJSON_CreateArray();
    for (unsigned l = 0; l < m->n_lines; ++l)
        cJSON_AddItemToArray(rows, line_json(&m->lines[l], g->line_bytes / g->sector_bytes));
    cJSON_AddItemToObject(req, "lines_touched", rows);
    cJSON_AddBoolToObject(req, "lines_touched_truncated", m->lines_truncated);
    cJSON_AddItemToObject(root, "request", req);
    if (m->other)
        cJSON_AddItemToObject(root, "other_width", level_json(m->other_lanes, m->other));
    else
        cJSON_AddNullToObject(root, "other_width");
    return print(root);
}

char *sl_report_geometries_json_text(const sl_geometry *all)
{
    cJSON *arr = cJSON_CreateArray();
    for (const sl_geometry *g = all; arr && g->name; ++g)
        cJSON_AddItemToArray(arr, geometry_json(g));
    return print(arr);
}

/* ---- occupancy ---------------------------------------------------------- */

/* n, or null where the resource does not limit */
static void add_limit(cJSON *o, const char *key, unsigned n)
{
    if (n == SL_OCC_UNLIMITED)
        cJSON_AddNullToObject(o, key);
    else
        cJSON_AddNumberToObject(o, key, n);
}

static cJSON *occ_arch_json(const sl_occ_arch *a)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", a->name);
    cJSON *t = cJSON_AddArrayToObject(o, "targets");
    for (const char *p = a->targets; *p;) {
        size_t n = strcspn(p, "|");
        char buf[32];
        snprintf(buf, sizeof buf, "%.*s", (int)n, p);
        cJSON_AddItemToArray(t, cJSON_CreateString(buf));
        p += n + (p[n] == '|');
    }
    cJSON_AddStringToObject(o, "vendor", a->vendor == SL_OCC_NVIDIA ? "nvidia" : "amd");
    cJSON_AddStringToObject(o, "parts", a->parts);
    cJSON_AddStringToObject(o, "unit", a->unit);
    cJSON_AddNumberToObject(o, "wave", a->wave);
    cJSON_AddNumberToObject(o, "simds", a->simds);
    cJSON_AddNumberToObject(o, "max_waves", a->max_waves);
    cJSON_AddNumberToObject(o, "max_groups", a->max_groups);
    cJSON_AddNumberToObject(o, "reg_file", a->reg_file);
    cJSON_AddStringToObject(o, "reg_file_unit", a->vendor == SL_OCC_NVIDIA ? "registers per SM"
                                                                         : "VGPRs per lane per SIMD");
    cJSON_AddNumberToObject(o, "reg_granule", a->reg_granule);
    cJSON_AddStringToObject(o, "reg_granule_unit", a->vendor == SL_OCC_NVIDIA ? "registers per warp"
                                                                            : "VGPRs per lane");
    cJSON_AddNumberToObject(o, "max_regs", a->max_regs);
    if (a->regs_per_group)
        cJSON_AddNumberToObject(o, "regs_per_group", a->regs_per_group);
    else
        cJSON_AddNullToObject(o, "regs_per_group");
    if (a->vendor == SL_OCC_AMD)
        cJSON_AddNumberToObject(o, "max_sgprs", a->max_sgprs);
    else
        cJSON_AddNullToObject(o, "max_sgprs");
    cJSON_AddBoolToObject(o, "sgprs_limit_waves", a->sgprs_limit_waves != 0);
    cJSON_AddNumberToObject(o, "local_per_unit", a->local_per_unit);
    cJSON_AddNumberToObject(o, "local_granule", a->local_granule);
    cJSON_AddNumberToObject(o, "local_reserved", a->local_reserved);
    cJSON_AddNumberToObject(o, "max_local_per_group", a->max_local_per_group);
    cJSON_AddNumberToObject(o, "max_wg", a->max_wg);
    cJSON_AddStringToObject(o, "source", a->source);
    if (a->unpublished)
        cJSON_AddStringToObject(o, "unpublished", a->unpublished);
    else
        cJSON_AddNullToObject(o, "unpublished");
    return o;
}

static void add_step(cJSON *o, const char *key, const sl_occ_step *s)
{
    if (!s->possible) {
        cJSON_AddNullToObject(o, key);
        return;
    }
    cJSON *j = cJSON_AddObjectToObject(o, key);
    cJSON_AddNumberToObject(j, "value", (double)s->value);
    cJSON_AddNumberToObject(j, "waves", s->at.waves);
    cJSON_AddNumberToObject(j, "occupancy", s->at.occupancy);
}

char *sl_report_occupancy_json_text(const sl_occ_arch *a, const sl_occ_input *in, const sl_occ *r,
                                    const sl_occ_whatif *w)
{
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "schema", SL_OCC_SCHEMA);
    cJSON *i = cJSON_AddObjectToObject(root, "inputs");
    cJSON_AddStringToObject(i, "arch", a->name);
    cJSON_AddNumberToObject(i, "wave", a->wave);
    cJSON_AddNumberToObject(i, "wg", in->wg);
    cJSON_AddNumberToObject(i, "regs", in->regs);
    if (in->sgprs)
        cJSON_AddNumberToObject(i, "sgprs", in->sgprs);
    else
        cJSON_AddNullToObject(i, "sgprs");
    cJSON_AddNumberToObject(i, "local_bytes", (double)in->local);
    cJSON_AddItemToObject(root, "arch", occ_arch_json(a));

    cJSON *g = cJSON_AddObjectToObject(root, "per_group");
    cJSON_AddNumberToObject(g, "waves", r->waves_per_group);
    cJSON_AddNumberToObject(g, "reg_alloc", r->reg_alloc);
    cJSON_AddNumberToObject(g, "local_alloc_bytes", (double)r->local_alloc);

    static const char *const keys[SL_OCC_NLIMITS] = { "waves", "groups", "registers", "sgprs", "local" };
    cJSON *l = cJSON_AddObjectToObject(root, "limits");
    for (int k = 0; k < SL_OCC_NLIMITS; ++k)
        add_limit(l, keys[k], r->limit[k]);

    cJSON *act = cJSON_AddObjectToObject(root, "active");
    cJSON_AddNumberToObject(act, "groups", r->groups);
    cJSON_AddNumberToObject(act, "waves", r->waves);
    cJSON_AddNumberToObject(act, "waves_per_simd", (double)r->waves / a->simds);
    cJSON_AddNumberToObject(act, "max_waves", a->max_waves);
    cJSON_AddNumberToObject(act, "occupancy", r->occupancy);
    cJSON *lim = cJSON_AddArrayToObject(act, "limiters");
    for (int k = 0; k < SL_OCC_NLIMITS; ++k)
        if (r->limiters & (1u << k))
            cJSON_AddItemToArray(lim, cJSON_CreateString(keys[k]));
    if (r->why_not[0])
        cJSON_AddStringToObject(act, "why_not", r->why_not);
    else
        cJSON_AddNullToObject(act, "why_not");

    cJSON *wi = cJSON_AddObjectToObject(root, "what_if");
    add_step(wi, "regs_plus_one", &w->regs_plus_one);
    add_step(wi, "local_plus_1kib", &w->local_plus_kib);
    add_step(wi, "regs_drop", &w->regs_drop);
    add_step(wi, "local_drop", &w->local_drop);

    const char *notes[8];
    unsigned n = sl_occ_notes(a, in, notes, 8);
    cJSON *na = cJSON_AddArrayToObject(root, "notes");
    for (unsigned k = 0; k < n && k < 8; ++k)
        cJSON_AddItemToArray(na, cJSON_CreateString(notes[k]));
    return print(root);
}

char *sl_report_occ_archs_json_text(const sl_occ_arch *all)
{
    cJSON *arr = cJSON_CreateArray();
    for (const sl_occ_arch *a = all; arr && a->name; ++a)
        cJSON_AddItemToArray(arr, occ_arch_json(a));
    return print(arr);
}

static void add_numbers(cJSON *arr, const unsigned *v, unsigned n)
{
    for (unsigned i = 0; i < n; ++i)
        cJSON_AddItemToArray(arr, cJSON_CreateNumber(v[i]));
}

static cJSON *bank_result_json(const sl_bank_result *r)
{
    cJSON *x = cJSON_CreateObject();
    cJSON_AddNumberToObject(x, "phases", r->phases);
    cJSON_AddNumberToObject(x, "lanes_per_phase", r->lanes_per_phase);
    cJSON_AddNumberToObject(x, "passes", r->passes);
    cJSON_AddNumberToObject(x, "ideal_passes", r->ideal_passes);
    cJSON_AddNumberToObject(x, "degree", r->degree);
    cJSON_AddNumberToObject(x, "efficiency", r->efficiency);
    add_numbers(cJSON_AddArrayToObject(x, "phase_passes"), r->phase_passes, r->phases);
    add_numbers(cJSON_AddArrayToObject(x, "bank_of_lane"), r->bank_of_lane, r->lanes);
    cJSON *w = cJSON_AddObjectToObject(x, "worst");
    cJSON_AddNumberToObject(w, "phase", r->worst_phase);
    cJSON_AddNumberToObject(w, "bank", r->worst_bank);
    add_numbers(cJSON_AddArrayToObject(w, "lanes"), r->worst_lanes, r->n_worst_lanes);
    return x;
}

char *sl_report_banks_json_text(const sl_bank_arch *a, const sl_bank_access *acc, unsigned row_words,
                                unsigned pad_words, const sl_bank_result *r, unsigned other_lanes,
                                const sl_bank_result *o)
{
    cJSON *root = cJSON_CreateObject(), *x;
    cJSON_AddStringToObject(root, "schema", SL_BANKS_SCHEMA);
    x = cJSON_AddObjectToObject(root, "arch");
    cJSON_AddStringToObject(x, "name", a->name);
    cJSON_AddNumberToObject(x, "banks", a->banks);
    cJSON_AddNumberToObject(x, "bank_bytes", a->bank_bytes);
    cJSON_AddNumberToObject(x, "lanes", a->lanes);
    cJSON_AddStringToObject(x, "source", a->source);
    x = cJSON_AddObjectToObject(root, "access");
    cJSON_AddNumberToObject(x, "lanes", r->lanes);
    cJSON_AddNumberToObject(x, "word_bytes", acc->word_bytes);
    cJSON_AddNumberToObject(x, "stride_words", acc->stride_words);
    cJSON_AddNumberToObject(x, "row_words", row_words);
    cJSON_AddNumberToObject(x, "pad_words", pad_words);
    cJSON_AddNumberToObject(x, "offset_words", acc->offset_words);
    cJSON_AddItemToObject(root, "result", bank_result_json(r));
    if (o) {
        x = cJSON_AddObjectToObject(root, "other_width");
        cJSON_AddNumberToObject(x, "lanes", other_lanes);
        cJSON_AddNumberToObject(x, "phases", o->phases);
        cJSON_AddNumberToObject(x, "passes", o->passes);
        cJSON_AddNumberToObject(x, "ideal_passes", o->ideal_passes);
        cJSON_AddNumberToObject(x, "degree", o->degree);
        cJSON_AddNumberToObject(x, "efficiency", o->efficiency);
    } else {
        cJSON_AddNullToObject(root, "other_width");
    }
    return print(root);
}
