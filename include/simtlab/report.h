/* report.h - the table on stdout, JSON (schema simtlab-results/1) and CSV
 * files, and the JSON reader. Files are written atomically. */
#ifndef SIMTLAB_REPORT_H
#define SIMTLAB_REPORT_H

#include <stdio.h>
#include "simtlab/device.h"
#include "simtlab/error.h"
#include "simtlab/result.h"

#define SL_SCHEMA "simtlab-results/1"

typedef struct sl_run_info {
    char utc[32];              /* "2026-11-21T22:40:00Z" */
    char host[256];
    int argc;
    char *const *argv;
    const char *version;
} sl_run_info;

/* Fill utc and host from the clock and gethostname. */
void sl_run_info_now(sl_run_info *info, int argc, char *const *argv, const char *version);

/* The aligned table of rows [first, res->n) on out. */
void sl_report_table(FILE *out, const sl_results *res, size_t first, const sl_profile *prof);

/* One device's profile as a cJSON object (used by JSON results and `info --json`). */
struct cJSON;
struct cJSON *sl_report_profile_json(const sl_profile *prof);

/* The whole results document as text (malloc'd; caller frees), or NULL. */
char *sl_report_json_text(const sl_run_info *info, const sl_profile *prof, const sl_results *res);
char *sl_report_csv_text(const sl_results *res);

int sl_report_write_json(const char *path, const sl_run_info *info, const sl_profile *prof,
                         const sl_results *res, sl_err *e);
int sl_report_write_csv(const char *path, const sl_results *res, sl_err *e);

/* Read a results file: rows appended to out, device name copied to
 * device_name (may be NULL). A file whose schema is not SL_SCHEMA is refused
 * with SL_E_USAGE. */
int sl_report_read_json(const char *path, sl_results *out, char *device_name, size_t name_len,
                        sl_err *e);
int sl_report_parse_json(const char *text, sl_results *out, char *device_name, size_t name_len,
                         sl_err *e);

/* Write data to path through a temporary file in the same directory and a
 * rename, so a reader never sees half a file and a failure leaves none. */
int sl_file_write_atomic(const char *path, const char *data, size_t len, sl_err *e);

/* Check before a long run that path's directory accepts a new file. */
int sl_file_check_writable(const char *path, sl_err *e);

#endif
