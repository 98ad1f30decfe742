/* store.h - a results store: many hosts' runs in one JSON document
 * (`simtlab merge`), read by `compare` and `plot` wherever they read a
 * results file. docs/store.md is the user's side of this header.
 *
 * Format (schema SL_STORE_SCHEMA):
 *   {"schema":"simtlab-store/1","tool":{"name":"simtlab","version":V},
 *    "runs":[{"key":{"host","device","device_index","driver","version","utc"},
 *             "source":PATH,"sha256":HEX,"results":DOC}, ...]}
 * A run's key comes from its results document (run.host, device.name,
 * device.index, device.driver, tool.version, run.utc; "" where the file
 * does not say). DOC is the results document's bytes verbatim, from its
 * opening '{' to its closing '}' (a file's surrounding whitespace left
 * out), and sha256 is the SHA-256 of exactly those bytes: a reader checks
 * it, so a run edited or reformatted after the merge is refused rather
 * than believed. Runs are sorted by key (field by field, in the order
 * above, byte-wise): the same inputs in any order give the same bytes.
 *
 * Two runs with equal keys are one run taken twice (the same results
 * file merged again, or copied): a duplicate. sl_store_finish refuses
 * them or keeps the first added.
 *
 * Reading for compare and plot: sl_store_group folds the rows of many
 * runs of one device model into one row a case, each figure the median
 * over the runs where the case is verified. Pure C, no device.
 */
#ifndef SIMTLAB_STORE_H
#define SIMTLAB_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "simtlab/error.h"
#include "simtlab/rowpack.h"
#include "simtlab/sha256.h"

#define SL_STORE_SCHEMA "simtlab-store/1"
/* A results file is read whole; past this it is not one (compare's limit). */
#define SL_STORE_MAX_RESULTS_BYTES (64ull << 20)
/* A store holds many of them: 1 GiB is about 2 500 full runs of every
 * suite on an H200 (~400 KB each) or 25 000 of one suite. */
#define SL_STORE_MAX_BYTES (1ull << 30)

typedef struct sl_store_key {
    char host[256];
    char device[256];       /* the device model as its driver names it: what runs are grouped by */
    char device_index[32];  /* "P:D" */
    char driver[128];
    char version[64];       /* simtlab's, that wrote the results */
    char utc[32];
} sl_store_key;

typedef struct sl_store_run {
    sl_store_key key;
    char *source;                 /* the results file's path as given to merge (owned) */
    char *from;                   /* the input it came in through now: source, or a store's path (owned) */
    char sha256[SL_SHA256_HEX];
    const char *doc;              /* the results document, doc_len bytes, inside one of the store's texts */
    size_t doc_len;
    size_t order;                 /* when it was added: the first of duplicates is kept */
} sl_store_run;

typedef struct sl_store {
    sl_store_run *runs;
    size_t n, cap;
    char **texts;                 /* the files read whole that runs point into (owned) */
    size_t ntexts, textcap;
    size_t added;                 /* runs ever added (their order) */
} sl_store;

/* Is text (a whole file, or its first bytes) a store: a JSON object
 * whose "schema" is SL_STORE_SCHEMA? Reads only up to that key. */
bool sl_store_is(const char *text, size_t len);

/* The key of the results document text[0..len) into k. Does not read the
 * rows. SL_OK, or SL_E_USAGE when text is not a JSON object. */
int sl_store_key_of(const char *text, size_t len, sl_store_key *k, sl_err *e);
/* strcmp-like, field by field in the order of sl_store_key. */
int sl_store_key_cmp(const sl_store_key *a, const sl_store_key *b);
/* "HOST, DEVICE (P:D), driver D, simtlab V, UTC" into buf; returns buf. */
const char *sl_store_key_format(const sl_store_key *k, char *buf, size_t len);

/* Add one results document, text[0..len) read from `path`: checked by the
 * results reader (sl_report_parse_json_each: any schema it reads, every
 * row), its key taken. Add a store's runs: every run's sha256 checked
 * against its document, its key against the one the document gives,
 * its document against the results reader; a key twice in one store is
 * refused. text is taken in both: s frees it, on failure too. SL_OK;
 * SL_E_USAGE with "PATH: reason"; SL_FAIL when memory runs out. On
 * failure s keeps the runs it had. */
int sl_store_add_results(sl_store *s, const char *path, char *text, size_t len, sl_err *e);
int sl_store_add_store(sl_store *s, const char *path, char *text, size_t len, sl_err *e);
/* path read whole (a regular file, at most SL_STORE_MAX_BYTES, a results
 * file at most SL_STORE_MAX_RESULTS_BYTES) and added as what it is. */
int sl_store_add_file(sl_store *s, const char *path, sl_err *e);

/* A run dropped by sl_store_finish as a duplicate of `kept`. */
typedef struct sl_store_dup {
    sl_store_key key;
    char from[512], kept_from[512];
} sl_store_dup;

/* Sort the runs by key. Runs with equal keys: with skip false, refused
 * (SL_E_USAGE naming the key and both inputs; s unchanged but sorted);
 * with skip true, the first added is kept and each later one dropped and
 * described in *dups (*ndups of them; malloc'd, caller frees; may be NULL
 * when none). SL_FAIL when memory runs out. */
int sl_store_finish(sl_store *s, bool skip, sl_store_dup **dups, size_t *ndups, sl_err *e);

/* The store document (finished: sorted, no duplicates) as text: malloc'd
 * into *text, *len bytes, a newline at the end. SL_OK or SL_FAIL (OOM). */
int sl_store_text(const sl_store *s, const char *version, char **text, size_t *len, sl_err *e);

void sl_store_free(sl_store *s);

/* ---- grouping runs of one model (compare, plot) ------------------------ */

/* What one case's grouped row is made of. */
typedef struct sl_group_stat {
    uint32_t runs;          /* runs of the model */
    uint32_t ok;            /* of them, runs where the case is verified (its figure counted) */
    uint32_t failed;        /* runs where it failed or was not verified */
    uint32_t skipped;       /* runs where it was skipped; runs - ok - failed - skipped: missing */
    double fig_min, fig_max, fig_median; /* the figure (GFLOP/s where compare shows it, else GB/s) over the ok runs */
} sl_group_stat;

/* The rows of runs[0..nruns) (one device model) folded into out, one row
 * a case (cases matched as compare matches rows, sl_cmp_same_case, in the
 * order they first appear), and (*stats)[i] for out's row i (malloc'd;
 * caller frees). The row is the case's first verified row (else its
 * first row) with, over the runs where the case is verified: GB/s,
 * GFLOP/s and every derived figure their medians (each on its own: the
 * median efficiency and the median GB/s may be two runs'); with two such
 * runs or more, time_ns the run-to-run statistics of their median times
 * (so a spread, sl_row_spread, and compare's "differs" are about how
 * runs vary, not one run's repetitions). SL_OK or SL_FAIL (OOM). */
int sl_store_group(const sl_rowpack *runs, size_t nruns, sl_rowpack *out, sl_group_stat **stats, sl_err *e);

/* The median of v[0..n) (sorts v); NAN when n is 0. */
double sl_store_median(double *v, size_t n);

#endif
