/* report.h - the table on stdout, JSON (schema simtlab-results/2) and CSV
 * files, and the JSON reader. Files are written atomically. */
#ifndef SIMTLAB_REPORT_H
#define SIMTLAB_REPORT_H

#include <stdbool.h>
#include <stdio.h>
#include "simtlab/profile.h"
#include "simtlab/error.h"
#include "simtlab/result.h"
#include "simtlab/str.h"

/* What the writers emit. /2 rows hold raw measurements, "metrics" (raw,
 * suite-specific figures and the inputs of ratios) and "derived" (every
 * ratio, derive.h); the /1 names of five derived figures stay as row keys
 * (pct_of_suite_best, efficiency, pct_peak, speedup_first, speedup_prev),
 * copies for scripts that read them. */
#define SL_SCHEMA "simtlab-results/2"
/* What /1 files say; the reader migrates them. */
#define SL_SCHEMA_1 "simtlab-results/1"

typedef struct sl_run_info {
    char utc[32];              /* "2026-11-21T22:40:00Z" */
    char host[256];
    int argc;
    char *const *argv;
    const char *version;
    int interrupted;           /* 0, or the signal that stopped the run early (SIGINT, SIGTERM) */
} sl_run_info;

/* Fill utc and host from the clock and gethostname. */
void sl_run_info_now(sl_run_info *info, int argc, char *const *argv, const char *version);

/* The aligned table of rows [first, res->n) on out. */
void sl_report_table(FILE *out, const sl_results *res, size_t first, const sl_profile *prof);

/* The default table, at most `width` columns (a case name is cut, never a
 * figure): case, GB/s (and GFLOP/s), the ratios some row has, the model's
 * prediction for this device's width and the check, a skip's or a
 * failure's reason wrapped; under it the noisy mark, what % ceil divides by
 * (its size, and whether it fit in the cache), what % peak divides by, and
 * a legend naming each column shown (columns.h). */
void sl_report_table_brief(FILE *out, const sl_results *res, size_t first, const sl_profile *prof, int width);

/* text, its lines longer than width wrapped at spaces (continuation lines
 * indented two more than the line's own indent): a summary or a heading
 * in a terminal of that width. */
void sl_report_wrap_lines(FILE *out, const char *text, int width);

/* text's words (runs of spaces become one) from column col, where the
 * caller's own text on this line ends, to width; further lines indented
 * by `indent`; a word longer than a line cut at the width; a newline at
 * the end. The one word-wrapper of the report's text. */
void sl_report_wrap_at(FILE *out, const char *text, int col, int width, int indent);

/* One device's profile as a cJSON object (used by JSON results and `info --json`). */
struct cJSON;
struct cJSON *sl_report_profile_json(const sl_profile *prof);

/* The whole results document as text (malloc'd; caller frees), or NULL. */
char *sl_report_json_text(const sl_run_info *info, const sl_profile *prof, const sl_results *res);
char *sl_report_csv_text(const sl_results *res);
/* Rows [from, res->n) alone as a results document (no run, a device with
 * an empty name) that sl_report_parse_json reads back row for row: how a
 * watched run's worker hands its rows to the watchdog (watch.h). malloc'd
 * (cJSON_free); NULL on OOM. */
char *sl_report_rows_json(const sl_results *res, size_t from);
/* One CSV cell onto out, text from outside made safe for a spreadsheet:
 * escaped as sl_str_escape does (no control character, no line break,
 * valid UTF-8); a cell that would begin with = + - @ tab or CR (read as a
 * formula: OWASP's CSV injection) begins with a ' instead; quoted (RFC
 * 4180) when it holds a comma or a quote. Not for numbers the program
 * wrote itself: -1.5 stays a number. */
void sl_csv_cell(sl_str *out, const char *raw);
/* sl_csv_cell and its comma, onto f. */
void sl_csv_field(FILE *f, const char *raw);

struct sl_out;
int sl_report_write_json(const struct sl_out *out, const sl_run_info *info, const sl_profile *prof,
                         const sl_results *res, sl_err *e);
int sl_report_write_csv(const struct sl_out *out, const sl_results *res, sl_err *e);

/* Read a results file: rows appended to out, device name copied to
 * device_name (may be NULL). A file that is refused adds no rows; every
 * refusal is SL_E_USAGE with a message naming what is wrong (read_json
 * adds the path).
 *
 * Schemas: SL_SCHEMA is read as written. SL_SCHEMA_1 is migrated: its
 * row keys pct_of_suite_best, efficiency, pct_peak, speedup_first and
 * speedup_prev become the row's derived figures (derive.h), its metrics
 * stay empty (/1 did not record the read ceiling or the ladder). Any other
 * schema, or none, is refused naming it and the schemas read here.
 *
 * Required keys (both schemas), else refused naming the key and the row
 * index: top level "results" (array) and "device"."name"; in each row
 * suite, kernel, status (strings), verified (bool), params, model (objects
 * of strings, numbers and nulls), launch {global, local (arrays of counts),
 * simd_width, warps_per_group, groups_per_cu}, bytes, flops, time_ns {min,
 * median, mean, max, stddev, n}, gbps, gflops, resources {registers,
 * spills, local_bytes, occupancy}; /2 also metrics, derived (objects) and
 * kernel_file (null, or {path, sha256}); /1 also pct_of_suite_best. A
 * figure may be null, the written form of "unknown".
 * Optional, absent meaning unknown: in /1 only, efficiency, pct_peak,
 * speedup_first, speedup_prev and kernel_file (added during /1's life, so
 * older /1 files lack them); in both, case_name (a string, added in /2's
 * life). In /2, the five /1 names above are ignored
 * when read: "derived" is what the reader takes. Keys not named here are
 * ignored. */
int sl_report_read_json(const char *path, sl_results *out, char *device_name, size_t name_len,
                        sl_err *e);
/* The same, each row handed to fn as it is read instead of kept (a reader
 * of many large files keeps them its own way: compare packs them). fn
 * returns 0, or nonzero when memory runs out (SL_FAIL). A file refused
 * part way has already handed fn its rows before the one refused: the
 * caller drops them. text is len bytes (a NUL inside is not the end). */
typedef int (*sl_row_fn)(void *ctx, const sl_row *r);
int sl_report_read_json_each(const char *path, sl_row_fn fn, void *ctx, char *device_name, size_t name_len,
                             sl_err *e);
int sl_report_parse_json_each(const char *text, size_t len, sl_row_fn fn, void *ctx, char *device_name,
                              size_t name_len, sl_err *e);
int sl_report_parse_json(const char *text, sl_results *out, char *device_name, size_t name_len,
                         sl_err *e);

/* A copy of s (malloc'd; caller frees) that is valid UTF-8: each byte that
 * does not begin a well-formed sequence (RFC 3629: no overlong forms, no
 * surrogates, nothing past U+10FFFF) becomes U+FFFD. A results file must
 * parse even when an argument or a path held raw bytes. NULL on OOM. */
char *sl_utf8_dup(const char *s);

/* sl_str_escape_ctrl (str.h): a string read from a file that reaches a
 * terminal, a table, CSV or markdown (a device name with a newline or an
 * escape sequence forged a header and a row in `compare`). */

/* ---- output targets (file.c) ------------------------------------------
 *
 * Every file simtlab writes goes through an sl_out, prepared before the work
 * starts so that a refusal costs nothing:
 *   missing path      created through a temporary file in the same
 *                     directory and a rename (a reader never sees half a
 *                     file; a failure or a signal leaves nothing);
 *   regular file      replaced the same way, keeping its mode and owner;
 *                     read-only (no write bit, or not writable by this
 *                     user) is refused unless force;
 *   symlink           its target is what is written or replaced (a
 *                     dangling one: the target is created);
 *   character device, FIFO
 *                     written in place, never replaced (/dev/null, a pipe);
 *   -, /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N
 *                     the open descriptor is written (bash's >(cmd) works);
 *   directory, socket, block device
 *                     refused.
 * A file's temporary is synced and read back before the rename: a disk that
 * took fewer or other bytes than were written (full, failing) leaves the old
 * file as it was and the temporary removed.
 * Refusals are SL_E_USAGE; a failed write is SL_E_IO. */
typedef enum sl_out_kind { SL_OUT_FILE, SL_OUT_NODE, SL_OUT_FD } sl_out_kind;

typedef struct sl_out {
    char arg[1024];         /* the path as given, for messages */
    sl_out_kind kind;
    char path[4096];        /* FILE: the absolute path the rename replaces; NODE: the node */
    int fd;                 /* FD: the descriptor */
    bool exists;            /* FILE, NODE: something is there now */
    unsigned long dev, ino; /* identity of what exists, for sl_out_same */
    unsigned mode, type;    /* permission bits kept on replace; S_IFMT bits */
    unsigned uid, gid;
} sl_out;

int sl_out_prepare(const char *path, bool force, sl_out *o, sl_err *e);

/* Do two prepared outputs name the same thing (so one would overwrite the
 * other)? Two writes into one character device (/dev/null) are not. */
bool sl_out_same(const sl_out *a, const sl_out *b);
/* Is the prepared output the file `input` names (same device and inode,
 * through any link)? A writer refuses an output that is one of its own
 * inputs: `lab check --kernel k.cl --json k.cl` would replace the student's
 * source with JSON. */
bool sl_out_is(const sl_out *o, const char *input);
/* Is the prepared output one of the files directly in dir (a --kernels
 * DIR, SIMTLAB_KERNEL_PATH: every file there is an input, not only the one
 * this run loads)? The file's name goes into name (len). False when it is
 * none of them, or dir cannot be read (its own check says why). */
bool sl_out_in_dir(const sl_out *o, const char *dir, char *name, size_t len);

/* Write all of data to o, as above. */
int sl_out_write(const sl_out *o, const char *data, size_t len, sl_err *e);

/* Does o write to this process's standard output? */
int sl_out_to_stdout(const sl_out *o);

#endif
