/* model_json.c - `simtlab model` as JSON (schema simtlab-model/1). */
#include "simtlab/model_json.h"

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
