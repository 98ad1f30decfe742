/* model_json.h - `simtlab model` as JSON: one modelled request (schema
 * simtlab-model/1), the geometry table, one occupancy (schema
 * simtlab-occupancy/1), the occupancy table and one local-memory access
 * (schema simtlab-banks/1). The writer only formats; the numbers come from
 * simtlab/model.h, simtlab/occupancy.h and simtlab/banks.h. The same
 * things as text are model_view.h. */
#ifndef SIMTLAB_MODEL_JSON_H
#define SIMTLAB_MODEL_JSON_H

#include <stdbool.h>
#include "simtlab/banks.h"
#include "simtlab/model.h"
#include "simtlab/occupancy.h"

#define SL_MODEL_SCHEMA "simtlab-model/1"
#define SL_OCC_SCHEMA "simtlab-occupancy/1"
#define SL_BANKS_SCHEMA "simtlab-banks/1"

/* One request and what the model says of it. */
typedef struct sl_model_report {
    unsigned lanes;                       /* lanes of the request */
    const char *lanes_source;             /* "default", "--lanes", "--arch", "--addresses" */
    unsigned elem_bytes;                  /* bytes each lane loads */
    const unsigned long long *addresses;  /* lanes byte addresses given one by one, or NULL: ... */
    unsigned long long stride_elems;      /* ... lane i at offset_bytes + i x stride_elems x elem_bytes */
    unsigned long long offset_bytes;
    const char *case_name;                /* "not sector-aligned", "stride 8", "address list" */
    const sl_geometry *geometry;
    const char *geometry_source;          /* how it was chosen: "default", "--arch", "--line/--sector/--dram" */
    const sl_request *request;            /* the request at both levels */
    const sl_model_line *lines;           /* the first lines it touches (sl_model_lines) ... */
    unsigned n_lines;                     /* ... how many of them are given */
    bool lines_truncated;                 /* it touches more lines than are given */
    const sl_request *other;              /* the same request at the other SIMD width, or NULL */
    unsigned other_lanes;                 /* that width */
} sl_model_report;

/* The document as indented text (malloc'd, caller frees), or NULL when
 * memory runs out. Top level: schema, inputs {lanes, lanes_source,
 * elem_bytes, addresses or stride_elems and offset_bytes}, case, geometry
 * {the table row's fields, geometry_source}, request {lanes, cache {lines,
 * sectors, bytes_requested, bytes_fetched, efficiency}, dram {units, bytes,
 * efficiency}, lines_touched [{address, sector_bytes_requested [...],
 * dram_units_fetched, dram_units_overlapping}], lines_touched_truncated},
 * other_width (as request without the lines, or null). */
char *sl_report_model_json_text(const sl_model_report *m);

/* The geometries all[] (NULL-name terminated, as sl_model_geometries) as an
 * indented JSON array (malloc'd, caller frees), or NULL. */
char *sl_report_geometries_json_text(const sl_geometry *all);

/* `simtlab model occupancy` (schema simtlab-occupancy/1) as indented text
 * (malloc'd, caller frees), or NULL. Top level: schema, inputs {arch, wave,
 * wg, regs, sgprs (null when not given), local_bytes}, arch {the table
 * row}, per_group {waves, reg_alloc, local_alloc_bytes}, limits {waves,
 * groups, registers, sgprs, local: groups per unit, null where it does not
 * limit}, active {groups, waves, waves_per_simd, max_waves, occupancy
 * (0..1), limiters [names], why_not (null when it launches)}, what_if
 * {regs_plus_one, local_plus_1kib, regs_drop, local_drop: each {value,
 * waves, occupancy} or null}, notes [...]. */
char *sl_report_occupancy_json_text(const sl_occ_arch *a, const sl_occ_input *in, const sl_occ *r,
                                    const sl_occ_whatif *w);

/* The occupancy table all[] (NULL-name terminated, as sl_occ_archs) as an
 * indented JSON array (malloc'd, caller frees), or NULL. */
char *sl_report_occ_archs_json_text(const sl_occ_arch *all);

/* `simtlab model banks` (schema simtlab-banks/1) as indented text
 * (malloc'd, caller frees), or NULL. acc->stride_words is row_words +
 * pad_words; o is the other SIMD width's result (other_lanes lanes), or
 * NULL. Top level: schema, arch {name, banks, bank_bytes, lanes, source},
 * access {lanes, word_bytes, stride_words, row_words, pad_words,
 * offset_words}, result {phases, lanes_per_phase, passes, ideal_passes,
 * degree, efficiency, phase_passes [...], bank_of_lane [...], worst {phase,
 * bank, lanes [...]}}, other_width {lanes, phases, passes, ideal_passes,
 * degree, efficiency} or null. */
char *sl_report_banks_json_text(const sl_bank_arch *a, const sl_bank_access *acc, unsigned row_words,
                                unsigned pad_words, const sl_bank_result *r, unsigned other_lanes,
                                const sl_bank_result *o);

#endif
