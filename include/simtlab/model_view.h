/* model_view.h - `simtlab model` as a person reads it: the coalescing
 * picture and its numbers, the geometry table, the occupancy table and
 * one occupancy's account, the banks one access hits. A view only
 * formats: the numbers come from simtlab/model.h, simtlab/occupancy.h and
 * simtlab/banks.h, the options and exit codes stay in the command
 * (host/cli/cmd_model.c). The JSON of the same things is model_json.h. */
#ifndef SIMTLAB_MODEL_VIEW_H
#define SIMTLAB_MODEL_VIEW_H

#include <stdbool.h>
#include <stdio.h>

#include "simtlab/banks.h"
#include "simtlab/model.h"
#include "simtlab/occupancy.h"

/* Lines of a request drawn (text) or listed (JSON) at most; the rest are
 * counted ("... and N more lines", lines_touched_truncated). */
#define SL_VIEW_PICTURE_ROWS 64u

/* One modelled request, as `simtlab model coalesce` describes it. */
typedef struct sl_coalesce_view {
    unsigned lanes;                   /* lanes of the request */
    const char *lanes_source;         /* "default", "--lanes", "--arch", "--addresses" */
    unsigned elem_bytes;              /* bytes each lane loads */
    const unsigned long long *addr;   /* every lane's byte address */
    bool explicit_addresses;          /* addr was given one by one, not by ... */
    unsigned long long stride_elems;  /* ... lane i at offset_bytes + i x stride_elems x elem_bytes */
    unsigned long long offset_bytes;
    const char *case_name;            /* "not sector-aligned", "stride 8", "address list" */
    const sl_geometry *geometry;
    const char *geometry_source;      /* "default", "--arch", "--line/--sector/--dram" */
    const sl_request *request;        /* what the model says of it */
    const sl_request *other;          /* the same request at the other SIMD width, or NULL */
    unsigned other_lanes;             /* that width */
} sl_coalesce_view;

/* The case line, the request, the geometry, one picture row per cache
 * line touched (at most SL_VIEW_PICTURE_ROWS) and the numbers at the cache
 * and DRAM levels beside the other width's. */
void sl_view_coalesce(FILE *f, const sl_coalesce_view *v);

/* The same as schema simtlab-model/1 (sl_report_model_json_text), with
 * the first SL_VIEW_PICTURE_ROWS lines touched: malloc'd text, or NULL
 * when memory runs out. */
char *sl_view_coalesce_json_text(const sl_coalesce_view *v);

/* The geometry table all[] (NULL-name terminated), then every row's source. */
void sl_view_geometries(FILE *f, const sl_geometry *all);

/* The occupancy table all[] (NULL-name terminated), then each
 * architecture's targets, parts and sources. */
void sl_view_occ_archs(FILE *f, const sl_occ_arch *all);

/* One kernel's occupancy on a: the verdict, the launch, the architecture,
 * the groups each resource allows, what more would cost, notes, source. */
void sl_view_occupancy(FILE *f, const sl_occ_arch *a, const sl_occ_input *in, const sl_occ *r,
                       const sl_occ_whatif *w);

/* One local-memory access on a: the verdict, the access (acc->stride_words
 * is row_words + pad_words), one row of banks per phase, the worst bank,
 * the numbers, and the other SIMD width's (other_lanes, o; o NULL when
 * there is none). */
void sl_view_banks(FILE *f, const sl_bank_arch *a, const sl_bank_access *acc, unsigned row_words,
                   unsigned pad_words, const sl_bank_result *r, unsigned other_lanes, const sl_bank_result *o);

/* text to f word-wrapped to width columns, every line indented by indent
 * (a word longer than a line is cut). */
void sl_view_wrapped(FILE *f, const char *text, int indent, int width);

#endif
