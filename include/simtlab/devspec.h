/* devspec.h - spec sheets of devices you may not have (data/devices/ID.json,
 * schema simtlab-device/1; data/devices/README.md): what `simtlab compare
 * --what-if` predicts a result file's rows on. Every number in a sheet
 * carries its source in the sheet's "sources". */
#ifndef SIMTLAB_DEVSPEC_H
#define SIMTLAB_DEVSPEC_H

#include <stddef.h>

#include "simtlab/error.h"
#include "simtlab/model.h"

#define SL_DEVSPEC_SCHEMA "simtlab-device/1"

typedef struct sl_devspec {
    char id[48];                 /* "mi300x": the file's name without .json */
    char name[128];              /* "AMD Instinct MI300X" */
    char vendor[16];             /* nvidia, amd, intel, cpu */
    char arch[32];               /* "gfx942", "sm_90", "" */
    const sl_geometry *geometry; /* from the sheet's "geometry" name */
    unsigned simd_width;
    unsigned compute_units;
    double clock_mhz;            /* boost */
    double fp32_peak_gflops;     /* NAN when the sheet has none */
    double bandwidth_gbps;       /* datasheet peak; NAN when none */
    double l2_bytes, local_per_cu_bytes; /* NAN when none */
    char path[1024];             /* the file it came from */
} sl_devspec;

/* Parse one sheet's text; `origin` names it in errors. SL_OK, or
 * SL_E_USAGE naming what is wrong: not JSON, another schema, a missing or
 * mistyped key (id, name, vendor, arch, geometry, simd_width,
 * compute_units), an unknown geometry, a number without a source. */
int sl_devspec_parse(const char *text, const char *origin, sl_devspec *out, sl_err *e);

/* Load `what`: a path (contains '/' or ends in .json), or an id looked up
 * in $SIMTLAB_DEVICE_DATA, the source tree's data/devices and the
 * installed share/simtlab/devices. An unknown id is SL_E_USAGE listing the
 * ids there are. */
int sl_devspec_load(const char *what, sl_devspec *out, sl_err *e);

/* The one sheet of vendor (nvidia, amd, intel, cpu) whose name and
 * device_name ("Intel(R) Data Center GPU Max 1550") are the same words,
 * one within the other (case, "(R)" and "(TM)" aside), in the sheet
 * directories: for figures a device does not report (its FP32 peak when
 * the peak table has no row). SL_OK, or SL_FAIL when none or more than one
 * matches. */
int sl_devspec_for_device(const char *vendor, const char *device_name, sl_devspec *out);

/* Do a's words all appear among b's (case, "(R)", "(TM)" aside)? */
int sl_devspec_words_within(const char *a, const char *b);

/* The ids of every sheet found (sorted, comma-separated) into buf. */
void sl_devspec_ids(char *buf, size_t len);

#endif
