/* model.h - what the hardware should do, in pure C (no OpenCL): unit-tested
 * on any machine. */
#ifndef SIMTLAB_MODEL_H
#define SIMTLAB_MODEL_H

#include <stddef.h>

/* One request of `lanes` lanes, each loading elem_bytes contiguous bytes
 * starting at addr[lane]: how many lines and sectors it touches. */
typedef struct sl_coalesce {
    unsigned lines;          /* distinct cache lines touched */
    unsigned sectors;        /* distinct sectors touched */
    size_t bytes_requested;  /* distinct bytes the lanes asked for */
    size_t bytes_fetched;    /* sectors x sector bytes */
    double efficiency;       /* requested / fetched */
} sl_coalesce;

/* Returns 0, or -1 when lanes is 0, elem_bytes is 0, sector_bytes is 0 or
 * line_bytes is not a multiple of sector_bytes. */
int sl_model_coalesce(const unsigned long long *addr, unsigned lanes, unsigned elem_bytes,
                      unsigned line_bytes, unsigned sector_bytes, sl_coalesce *out);

/* The same for lane i at base + i * stride_elems * elem_bytes. */
int sl_model_coalesce_strided(unsigned long long base, unsigned lanes, unsigned elem_bytes,
                              unsigned stride_elems, unsigned line_bytes, unsigned sector_bytes,
                              sl_coalesce *out);

/* The byte addresses of a strided request, base + i * stride_elems *
 * elem_bytes for lane i, in a new array (caller frees), or NULL when lanes
 * is 0 or memory runs out. */
unsigned long long *sl_model_strided_addresses(unsigned long long base, unsigned lanes, unsigned elem_bytes,
                                               unsigned long long stride_elems);

/* The other common SIMD width: 64 for 32, 32 for anything else. */
unsigned sl_model_other_width(unsigned simd_width);

/* The classic name of a contiguous request of `bytes` starting at byte
 * `base`: "aligned" (starts on a line), "sector-aligned, crosses a line"
 * (starts on a sector, not a line, e.g. offset 96 with 128 B lines and 32 B
 * sectors), "not sector-aligned" (e.g. offset 100); on a cache without
 * sectors (sector = line) "not line-aligned". */
const char *sl_model_alignment_case(unsigned long long base, unsigned line_bytes, unsigned sector_bytes);

/* ---- geometry: what one request touches, by architecture --------------- */

/* One row of data/devices/geometry.csv (compiled in). */
typedef struct sl_geometry {
    const char *name;            /* "nvidia-hopper" */
    const char *vendor;          /* "nvidia", "amd", "pocl" */
    const char *arch_prefixes;   /* "sm_90", "gfx940|gfx941|gfx942" */
    unsigned lanes;              /* lanes per request: warp or wavefront width */
    unsigned line_bytes;         /* cache line */
    unsigned sector_bytes;       /* the unit the cache fetches (= line where there are no sectors) */
    unsigned dram_fetch_bytes;   /* the unit DRAM delivers (NVIDIA L2 fetch granularity) */
    const char *source;          /* where the numbers come from */
} sl_geometry;

/* Does arch ("sm_90", "gfx90a") start with one of the '|'-separated
 * prefixes ("gfx940|gfx941|gfx942")? 0 for a NULL or empty arch. The
 * geometry and FP32 peak tables both match this way. */
int sl_model_arch_matches(const char *prefixes, const char *arch);

/* All geometries, NULL-name terminated. */
const sl_geometry *sl_model_geometries(void);

/* By name ("nvidia-hopper") or its short form ("hopper", "cdna3"), or NULL. */
const sl_geometry *sl_model_geometry(const char *name);

/* The geometry for a device: vendor class name (sl_vendor_name) and arch
 * ("sm_90", "gfx942", "" unknown). An unknown arch falls back to the
 * vendor's last row (AMD: cdna3, the newest datacenter part), an unknown
 * vendor to generic-cpu. Never NULL. */
const sl_geometry *sl_model_geometry_for(const char *vendor, const char *arch);

/* Requests in the stream window of a row's prediction: enough that lines
 * shared by neighbouring requests count once, as a cache merges them (32:
 * a few KiB even for 8-lane CPU requests). */
#define SL_MODEL_STREAM_REQUESTS 32

/* ---- two levels: cache and DRAM --------------------------------------- */

typedef struct sl_request {
    sl_coalesce cache;           /* lines and sectors, as sl_model_coalesce */
    unsigned dram_units;         /* distinct DRAM fetch units touched */
    size_t dram_bytes;           /* dram_units x dram_fetch_bytes */
    double dram_efficiency;      /* bytes requested / dram_bytes */
} sl_request;

/* One request of g->lanes lanes (or `lanes` when not 0) loading elem_bytes
 * at addr[lane], at both levels of geometry g. Returns 0 or -1 (as
 * sl_model_coalesce; also when the DRAM unit is not a multiple of the sector
 * or the sector of it). */
int sl_model_request(const unsigned long long *addr, unsigned lanes, unsigned elem_bytes,
                     const sl_geometry *g, sl_request *out);

/* The same for lane i at base + i * stride_elems * elem_bytes. */
int sl_model_request_strided(unsigned long long base, unsigned lanes, unsigned elem_bytes,
                             unsigned stride_elems, const sl_geometry *g, sl_request *out);

/* ---- line by line: what `simtlab model coalesce` draws ---------------- */

/* Most sectors per line and cells per line a line record holds. Real
 * caches have 1 to 4 sectors per line; a cell is a slice of a line that
 * one character of the picture stands for. */
#define SL_MODEL_MAX_SECTORS 64u
#define SL_MODEL_MAX_CELLS 32u

/* One cache line a request touches. */
typedef struct sl_model_line {
    unsigned long long start;                   /* byte address of the line */
    unsigned sector_used[SL_MODEL_MAX_SECTORS]; /* bytes requested in each sector of it */
    unsigned cell_used[SL_MODEL_MAX_CELLS];     /* bytes requested in each cell (cell_bytes != 0) */
    unsigned dram_fetched;                      /* DRAM units overlapping the line that hold a requested byte */
    unsigned dram_total;                        /* DRAM units overlapping the line (one may reach past it) */
} sl_model_line;

/* The lines one request touches at geometry g, in address order: the
 * request is as sl_model_request's (lanes 0: g->lanes). Fills
 * out[0..min(lines, max_lines)), sets *lines to the number of lines
 * touched (sl_model_coalesce's lines) and, when last_start is not NULL,
 * *last_start to the start of the last one. cell_bytes 0 leaves cell_used
 * zero; otherwise it must divide the sector and the line must hold at most
 * SL_MODEL_MAX_CELLS cells. Returns 0, or -1 on
 * bad arguments (as sl_model_request; also more than SL_MODEL_MAX_SECTORS
 * sectors per line) or when memory runs out.
 * Example: 32 lanes x 4 B at byte 100, nvidia-hopper: 2 lines, at 0 with
 * sectors {0, 0, 0, 28} and 1 of 2 DRAM units fetched, at 128 with
 * {32, 32, 32, 4} and 2 of 2. */
int sl_model_lines(const unsigned long long *addr, unsigned lanes, unsigned elem_bytes, const sl_geometry *g,
                   unsigned cell_bytes, sl_model_line *out, unsigned max_lines, unsigned *lines,
                   unsigned long long *last_start);

#endif
