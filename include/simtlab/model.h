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

/* The other common SIMD width: 64 for 32, 32 for anything else. */
unsigned sl_model_other_width(unsigned simd_width);

#endif
