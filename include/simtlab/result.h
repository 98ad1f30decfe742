/* result.h - result rows: what every suite produces and every writer reads.
 *
 * A writer never knows which suite made a row: everything suite-specific is
 * a key/value list (params, model, metrics). Units are in the names.
 *
 * A row holds what was measured. Every ratio of one figure to another (% of
 * the suite's best, % of the read ceiling or the FP32 peak, speedups along a
 * ladder) is computed in one place, sl_derive (derive.h), into `derived`.
 */
#ifndef SIMTLAB_RESULT_H
#define SIMTLAB_RESULT_H

#include <stdbool.h>
#include <stddef.h>
#include "simtlab/stats.h"

#define SL_KV_MAX 16

/* A timed sample shorter than this many ticks of its timer is lengthened
 * (timing.h): `batch` runs back to back, first start to last end, over
 * batch. A tick is then at most 1/SL_TIMING_MIN_TICKS (2%) of the sample.
 * Here because a row's report says so beside its batching. */
#define SL_TIMING_MIN_TICKS 50.0

typedef struct sl_kv {
    char key[32];
    bool is_str;
    double num;
    char str[48];
} sl_kv;

typedef struct sl_kvlist {
    sl_kv items[SL_KV_MAX];
    int n;
    /* keys that did not fit (a 17th): never silent. A row holding any is
     * failed when it is added (sl_row_full_list), a file with one refused */
    int dropped;
} sl_kvlist;

void sl_kv_num(sl_kvlist *l, const char *key, double value);
void sl_kv_str(sl_kvlist *l, const char *key, const char *value);
const sl_kv *sl_kv_get(const sl_kvlist *l, const char *key);
/* key's number in l, or NAN when l has no such key or it holds text. */
double sl_kv_number(const sl_kvlist *l, const char *key);
/* key's text in l, or "" when l has no such key or it holds a number. */
const char *sl_kv_text(const sl_kvlist *l, const char *key);
/* "vector=float4 elem_bytes=16" */
const char *sl_kv_format(const sl_kvlist *l, char *buf, size_t len);

/* One kernel of a row compiled offline for another GPU (`simtlab run
 * --target`, compiled.h): what that GPU's compiler makes of the same code.
 * -1 where the compiler says nothing (PTX has no registers: ptxas
 * allocates them when a driver loads it), NAN for an unknown figure. */
#define SL_COMPILED_MAX 5   /* the offline targets there are (gfx906, gfx90a, gfx1030, gfx1030:wave64, nvptx) */
typedef struct sl_compiled {
    char target[16];        /* as --target takes it: "gfx90a", "gfx1030:wave64", "nvptx" */
    char compiler[24];      /* "clang 15.0.6" */
    unsigned wave;          /* lanes of the target's wave or warp */
    char error[160];        /* "": compiled; else why the figures are missing ("did not compile: ...") */
    int vgprs, agprs, sgprs, lds_bytes, scratch_bytes, vgpr_spills, sgpr_spills;
    int compiler_waves;     /* the compiler's own occupancy estimate [waves/SIMD] */
    int compiler_wg;        /* the work-group size it assumed (max flat work-group size) */
    unsigned wg;            /* the launch's work-items per group the model took; 0: not known */
    long local_args;        /* bytes of __local arguments the launch adds to the compiled LDS */
    double waves_per_simd;  /* simtlab's occupancy model at that launch [waves/SIMD] */
    unsigned load_bytes;    /* the widest global load, bytes a lane; 0: none */
    char load_op[40];       /* its opcode: "global_load_dwordx4", "ld.global.f32" */
} sl_compiled;

typedef enum sl_row_status { SL_ROW_OK = 0, SL_ROW_SKIPPED, SL_ROW_FAILED } sl_row_status;

/* "ok", "skipped", "failed". */
const char *sl_row_status_name(sl_row_status s);

typedef struct sl_row {
    char suite[32];
    char kernel[64];
    /* The case that made the row, as --only matches it ("read:float4",
     * "x4:w1", "naive:1024x1024x1024"): the same on every device, so
     * `simtlab compare` matches rows by it. Empty in files written before
     * it was recorded (they match by kernel and params). */
    char case_name[96];
    sl_kvlist params;
    /* launch, in SIMD terms */
    unsigned dims;
    size_t global[3], local[3];
    unsigned simd_width;
    double warps_per_group;   /* local size / SIMD width */
    double groups_per_cu;     /* work-groups / compute units */
    /* work done per run */
    double bytes;             /* bytes read + written */
    double flops;
    sl_stats time_ns;
    double gbps;              /* bytes / median time; NAN when not measured */
    double gflops;            /* flops / median time; NAN when not meaningful */
    bool verified;
    sl_row_status status;
    char reason[256];         /* why skipped or failed */
    sl_kvlist model;          /* what the model predicts for this device and the other SIMD width */
    /* Raw, suite-specific figures, and the raw inputs of this row's ratios
     * that the row does not hold otherwise: the read ceiling its efficiency
     * divides by, its place on a ladder (derive.h names the keys). */
    sl_kvlist metrics;
    /* Ratios, written by sl_derive only (derive.h lists the keys). */
    sl_kvlist derived;
    /* The kernel file this row's code was built from, as opened, and the
     * first 16 hex digits of its SHA-256 (what `sha256sum FILE` starts
     * with): which code ran, for a student and an instructor alike. Empty
     * when the code is not a kernel file (a library such as CLBlast, or
     * the host). */
    char source_path[512];
    char source_sha256[17];
    /* The tuning file whose values shaped this row's case (`simtlab tune`,
     * tuning.h) and the first 16 hex digits of its SHA-256; empty when
     * the case took none (its suite's defaults, or every value given as
     * --param). */
    char tuning_path[512];
    char tuning_sha256[17];
    struct {
        int registers, spills;  /* -1 when the driver does not tell */
        long local_bytes;
        double occupancy;       /* NAN when unknown */
    } resources;
    /* The same kernel compiled offline for other GPUs (run --target), one
     * entry a target in the order asked; n_compiled 0 without --target. */
    sl_compiled compiled[SL_COMPILED_MAX];
    unsigned n_compiled;
} sl_row;

/* A row with every number unknown (NAN / -1), every list empty, and status
 * ok, not verified. */
void sl_row_init(sl_row *r, const char *suite, const char *kernel);

/* The name of the first of r's lists (params, model, metrics, derived)
 * that dropped a key for want of room, or NULL when none did. */
const char *sl_row_full_list(const sl_row *r);

/* Mark a row skipped or failed with a reason. A failed row is never verified. */
void sl_row_skip(sl_row *r, const char *reason);
void sl_row_fail(sl_row *r, const char *reason);

typedef struct sl_results {
    sl_row *rows;
    size_t n, cap;
} sl_results;

/* Append a copy of row; returns 0, or -1 when memory runs out. */
int sl_results_add(sl_results *res, const sl_row *row);
void sl_results_free(sl_results *res);

/* Stamp rows [first, res->n) that name no source with path and hash. */
void sl_results_set_source(sl_results *res, size_t first, const char *path, const char *sha256_16);

/* Counts by status, and the number of rows whose check failed. */
size_t sl_results_count(const sl_results *res, sl_row_status s);

#endif
