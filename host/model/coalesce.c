/* coalesce.c - lines and sectors touched by one warp/wavefront request. */
#include "simtlab/model.h"

#include <stdlib.h>

static int cmp_ull(const void *a, const void *b)
{
    unsigned long long x = *(const unsigned long long *)a, y = *(const unsigned long long *)b;
    return (x > y) - (x < y);
}

/* Distinct values of v[0..n) after sorting in place. */
static unsigned count_distinct(unsigned long long *v, size_t n)
{
    if (n == 0)
        return 0;
    qsort(v, n, sizeof *v, cmp_ull);
    unsigned d = 1;
    for (size_t i = 1; i < n; ++i)
        d += v[i] != v[i - 1];
    return d;
}

int sl_model_coalesce(const unsigned long long *addr, unsigned lanes, unsigned elem_bytes,
                      unsigned line_bytes, unsigned sector_bytes, sl_coalesce *out)
{
    if (!addr || !out || lanes == 0 || elem_bytes == 0 || sector_bytes == 0 || line_bytes == 0 ||
        line_bytes % sector_bytes != 0)
        return -1;
    size_t n = (size_t)lanes * elem_bytes;
    unsigned long long *bytes = malloc(n * sizeof *bytes);
    if (!bytes)
        return -1;
    /* every byte each lane touches (16 B x 64 lanes at most: small) */
    for (unsigned l = 0; l < lanes; ++l)
        for (unsigned b = 0; b < elem_bytes; ++b)
            bytes[(size_t)l * elem_bytes + b] = addr[l] + b;
    unsigned distinct_bytes = count_distinct(bytes, n);
    for (size_t i = 0; i < n; ++i)
        bytes[i] /= sector_bytes;
    unsigned sectors = count_distinct(bytes, n);
    unsigned per_line = line_bytes / sector_bytes;
    for (size_t i = 0; i < n; ++i)
        bytes[i] /= per_line;
    unsigned lines = count_distinct(bytes, n);
    free(bytes);

    out->lines = lines;
    out->sectors = sectors;
    out->bytes_requested = distinct_bytes;
    out->bytes_fetched = (size_t)sectors * sector_bytes;
    out->efficiency = (double)out->bytes_requested / (double)out->bytes_fetched;
    return 0;
}

int sl_model_coalesce_strided(unsigned long long base, unsigned lanes, unsigned elem_bytes,
                              unsigned stride_elems, unsigned line_bytes, unsigned sector_bytes,
                              sl_coalesce *out)
{
    if (lanes == 0)
        return -1;
    unsigned long long *addr = malloc(lanes * sizeof *addr);
    if (!addr)
        return -1;
    for (unsigned l = 0; l < lanes; ++l)
        addr[l] = base + (unsigned long long)l * stride_elems * elem_bytes;
    int rc = sl_model_coalesce(addr, lanes, elem_bytes, line_bytes, sector_bytes, out);
    free(addr);
    return rc;
}

const char *sl_model_alignment_case(unsigned long long base, unsigned line_bytes, unsigned sector_bytes)
{
    if (line_bytes && base % line_bytes == 0)
        return "aligned";
    if (sector_bytes == line_bytes)
        return "not line-aligned";
    if (sector_bytes && base % sector_bytes == 0)
        return "sector-aligned, crosses a line";
    return "not sector-aligned";
}

unsigned sl_model_other_width(unsigned simd_width)
{
    return simd_width == 32 ? 64 : 32;
}
