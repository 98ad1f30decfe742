/* tuning.h - per-device tuning files: what `simtlab tune` writes and
 * `simtlab run` reads (docs/tune.md).
 *
 * Tuning values are data, as in CLBlast's database: one JSON file per
 * device, keyed by vendor, device name and driver,
 *
 *   DIR/<vendor>/<device>/<driver>.json
 *
 * (sl_tuning_file_in: simtlab's vendor class, "nvidia", "amd", "intel",
 * "pocl" or "other", then CL_DEVICE_NAME and CL_DRIVER_VERSION, each cut to
 * [A-Za-z0-9._-]). A file holds one entry per suite it was tuned for, so
 * tuning a second suite adds to it. A new driver is a new file: the best
 * tile is the compiler's answer as much as the chip's.
 *
 * DIR is looked for, in order: $SIMTLAB_TUNING_DIR alone when it is set;
 * else the source tree's data/tuning (compiled in, as the kernels' cl/ is),
 * then $XDG_DATA_HOME/simtlab/tuning (~/.local/share/simtlab/tuning), then
 * <prefix>/share/simtlab/tuning (installed). The first file that exists is
 * the device's. `run --tuning FILE` names one instead, `--tuning off` none.
 *
 * The document (schema SL_TUNING_SCHEMA):
 *   { "schema": "simtlab-tuning/1",
 *     "device": { "vendor", "name", "driver", "platform" },
 *     "suites": { "matmul": { "rung", "metric", "params": { KEY: N, ... },
 *                             "figure", "baseline": { "params", "figure" },
 *                             "shape", "date", "simtlab", "candidates",
 *                             "passed", "budget_s", "spent_s",
 *                             "stopped" }, ... } }
 * A reader takes "params" (whole numbers) and needs nothing else of an
 * entry; keys it does not know are kept when the file is merged.
 */
#ifndef SIMTLAB_TUNING_H
#define SIMTLAB_TUNING_H

#include <stdbool.h>
#include <stddef.h>

#include "simtlab/error.h"
#include "simtlab/profile.h"
#include "simtlab/report.h"
#include "simtlab/result.h"
#include "simtlab/tunespace.h"

#define SL_TUNING_SCHEMA "simtlab-tuning/1"
/* The candidates of one search (`tune --json`). */
#define SL_TUNE_LOG_SCHEMA "simtlab-tune/1"
/* A tuning file is a few kB; anything this large is not one. */
#define SL_TUNING_MAX_BYTES (1u << 20)
#define SL_TUNING_PATH_MAX 1024

/* in cut to a path component: every byte outside [A-Za-z0-9._-] becomes
 * '_', runs of '_' one, a leading '.' '_' (no "." or ".." component), at
 * most len - 1 bytes; "unknown" when nothing is left. */
void sl_tuning_name(const char *in, char *out, size_t len);

/* DIR/<vendor>/<device>/<driver>.json for p into out. SL_OK, or
 * SL_E_USAGE when it does not fit len. */
int sl_tuning_file_in(const char *dir, const sl_profile *p, char *out, size_t len);

/* What the search path takes from the environment, read by the CLI and
 * handed down (issue 43 item 4); NULL or "" where unset. */
typedef struct sl_tuning_env {
    const char *dir;            /* $SIMTLAB_TUNING_DIR: this directory alone */
    const char *xdg_data_home;  /* $XDG_DATA_HOME */
    const char *home;           /* $HOME */
} sl_tuning_env;

/* The directories searched, in order (the header above), under env (NULL:
 * none of it set); each entry SL_TUNING_PATH_MAX bytes. Returns how many. */
#define SL_TUNING_MAX_DIRS 4
size_t sl_tuning_dirs(const sl_tuning_env *env, char dirs[SL_TUNING_MAX_DIRS][SL_TUNING_PATH_MAX]);

/* The directory `tune` writes to without --out: env's dir when set; else
 * the source tree's data/tuning when the source tree's data/ is there (a
 * build-tree simtlab); else the user's $XDG_DATA_HOME/simtlab/tuning. */
void sl_tuning_default_dir(const sl_tuning_env *env, char *out, size_t len);

/* p's tuning file on the search path into path: SL_OK, or SL_SKIP when no
 * directory holds one. */
int sl_tuning_find(const sl_tuning_env *env, const sl_profile *p, char *path, size_t len);

/* One suite's entry of a tuning file, as a run reads it. */
typedef struct sl_tuning_entry {
    char path[SL_TUNING_PATH_MAX];  /* the file */
    char sha256_16[17];             /* the first 16 hex digits of its SHA-256 */
    sl_kvlist params;               /* KEY = N: the values a run takes */
} sl_tuning_entry;

/* suite's entry of the tuning file at path: SL_OK; SL_SKIP when the file
 * holds none for suite (suite NULL: the file is only checked); SL_E_USAGE
 * naming the file and what is wrong when it cannot be read, is not JSON,
 * not of SL_TUNING_SCHEMA, or an entry's params are not whole numbers. */
int sl_tuning_load(const char *path, const char *suite, sl_tuning_entry *out, sl_err *e);

/* ---- one search, as `simtlab tune` records it -------------------------- */

#define SL_TUNE_ROWS_MAX 16 /* the rung's rows of one candidate: one a shape */

/* One candidate: its params, its verdict (the rung's rows: failed if any
 * failed, else skipped if any skipped, else ok) and its figure. */
typedef struct sl_tune_cand {
    sl_tune_point point;
    sl_tune_phase phase;
    sl_row_status status;
    char reason[256];       /* why skipped or failed */
    double figure;          /* the metric: the geometric mean over its rows; NAN unless ok */
    double seconds;         /* wall time the candidate took: build, data, check, timing */
    size_t n_rows;
    struct {
        char case_name[96];
        double time_ns;     /* the median */
        double figure;      /* NAN unless verified */
    } rows[SL_TUNE_ROWS_MAX];
} sl_tune_cand;

/* A search, for its log (--json) and the tuning file. */
typedef struct sl_tune_log {
    const sl_run_info *info;
    const sl_profile *prof;
    const char *suite, *rung, *metric;
    const sl_tune_axis *axes;
    size_t n_axes;
    char shape[96];             /* the rung's case variants, comma-separated ("512x512x512") */
    double budget_s, spent_s;
    const char *stopped;        /* "done" (every point tried), "budget", "interrupted", "device lost", "error" */
    const sl_tune_cand *cands;  /* cands[0] is the baseline */
    size_t n;
    long winner;                /* index into cands, or -1 */
    const char *tuning_file;    /* written, or NULL */
} sl_tune_log;

/* The log as a document of SL_TUNE_LOG_SCHEMA (malloc'd, the caller frees
 * with free), or NULL when memory runs out. */
char *sl_tune_log_json(const sl_tune_log *log);

/* Can the tuning file at path be written for p, before a search begins?
 * SL_OK when it does not exist and the nearest existing directory above
 * it accepts new ones, or when it exists, is a tuning file of this device
 * (vendor, name and driver as p's) and is writable; SL_E_USAGE naming the
 * reason otherwise. */
int sl_tuning_check_out(const char *path, const sl_profile *p, sl_err *e);

/* Write log's winner as log->suite's entry of the tuning file at path:
 * the file's other suites kept, its directories made, the file replaced
 * atomically (sl_out). SL_OK; SL_E_USAGE as sl_tuning_check_out; SL_E_IO
 * when it could not be written. */
int sl_tuning_save(const char *path, const sl_tune_log *log, sl_err *e);

#endif
