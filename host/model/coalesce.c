/* coalesce.c - lines and sectors touched by one warp/wavefront request:
 * counted (sl_model_coalesce) and line by line (sl_model_lines). */
#include "simtlab/model.h"

#include <stdlib.h>
#include <string.h>

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

/* The distinct bytes a request asks for, ascending, in a new array (caller
 * frees; their count in *n), or NULL when memory runs out. Every byte each
 * lane touches: 16 B x 1024 lanes at most, small. */
static unsigned long long *requested_bytes(const unsigned long long *addr, unsigned lanes, unsigned elem_bytes,
                                           size_t *n)
{
    size_t total = (size_t)lanes * elem_bytes;
    unsigned long long *b = malloc(total * sizeof *b);
    if (!b)
        return NULL;
    for (unsigned l = 0; l < lanes; ++l)
        for (unsigned k = 0; k < elem_bytes; ++k)
            b[(size_t)l * elem_bytes + k] = addr[l] + k;
    qsort(b, total, sizeof *b, cmp_ull);
    size_t d = 0;
    for (size_t i = 0; i < total; ++i)
        if (d == 0 || b[i] != b[d - 1])
            b[d++] = b[i];
    *n = d;
    return b;
}

int sl_model_coalesce(const unsigned long long *addr, unsigned lanes, unsigned elem_bytes,
                      unsigned line_bytes, unsigned sector_bytes, sl_coalesce *out)
{
    if (!addr || !out || lanes == 0 || elem_bytes == 0 || sector_bytes == 0 || line_bytes == 0 ||
        line_bytes % sector_bytes != 0)
        return -1;
    size_t n = 0;
    unsigned long long *bytes = requested_bytes(addr, lanes, elem_bytes, &n);
    if (!bytes)
        return -1;
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
    out->bytes_requested = n;
    out->bytes_fetched = (size_t)sectors * sector_bytes;
    out->efficiency = (double)out->bytes_requested / (double)out->bytes_fetched;
    return 0;
}

unsigned long long *sl_model_strided_addresses(unsigned long long base, unsigned lanes, unsigned elem_bytes,
                                               unsigned long long stride_elems)
{
    if (lanes == 0)
        return NULL;
    unsigned long long *addr = malloc(lanes * sizeof *addr);
    if (!addr)
        return NULL;
    for (unsigned l = 0; l < lanes; ++l)
        addr[l] = base + (unsigned long long)l * stride_elems * elem_bytes;
    return addr;
}

int sl_model_coalesce_strided(unsigned long long base, unsigned lanes, unsigned elem_bytes,
                              unsigned stride_elems, unsigned line_bytes, unsigned sector_bytes,
                              sl_coalesce *out)
{
    unsigned long long *addr = sl_model_strided_addresses(base, lanes, elem_bytes, stride_elems);
    if (!addr)
        return -1;
    int rc = sl_model_coalesce(addr, lanes, elem_bytes, line_bytes, sector_bytes, out);
    free(addr);
    return rc;
}

/* Index of the first of b[0..n) that is >= v. */
static size_t lower_bound(const unsigned long long *b, size_t n, unsigned long long v)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (b[mid] < v)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

int sl_model_lines(const unsigned long long *addr, unsigned lanes, unsigned elem_bytes, const sl_geometry *g,
                   unsigned cell_bytes, sl_model_line *out, unsigned max_lines, unsigned *lines,
                   unsigned long long *last_start)
{
    if (!addr || !g || !lines || (max_lines && !out) || elem_bytes == 0 || g->line_bytes == 0 ||
        g->sector_bytes == 0 || g->dram_fetch_bytes == 0 || g->line_bytes % g->sector_bytes != 0 ||
        g->line_bytes / g->sector_bytes > SL_MODEL_MAX_SECTORS ||
        (g->dram_fetch_bytes % g->sector_bytes != 0 && g->sector_bytes % g->dram_fetch_bytes != 0) ||
        (cell_bytes && (g->sector_bytes % cell_bytes != 0 || g->line_bytes / cell_bytes > SL_MODEL_MAX_CELLS)))
        return -1;
    if (lanes == 0)
        lanes = g->lanes;
    if (lanes == 0)
        return -1;
    size_t n = 0;
    unsigned long long *b = requested_bytes(addr, lanes, elem_bytes, &n);
    if (!b)
        return -1;
    unsigned count = 0;
    size_t i = 0;
    while (i < n) {
        unsigned long long start = b[i] / g->line_bytes * g->line_bytes;
        size_t j = lower_bound(b, n, start + g->line_bytes);
        if (count < max_lines) {
            sl_model_line *row = &out[count];
            memset(row, 0, sizeof *row);
            row->start = start;
            for (size_t k = i; k < j; ++k) {
                unsigned off = (unsigned)(b[k] - start);
                row->sector_used[off / g->sector_bytes]++;
                if (cell_bytes)
                    row->cell_used[off / cell_bytes]++;
            }
            /* DRAM units overlapping the line; one may reach past it (dram > line) */
            unsigned long long u0 = start / g->dram_fetch_bytes;
            unsigned long long u1 = (start + g->line_bytes - 1) / g->dram_fetch_bytes;
            for (unsigned long long u = u0; u <= u1; ++u) {
                size_t at = lower_bound(b, n, u * g->dram_fetch_bytes);
                row->dram_total++;
                row->dram_fetched += at < n && b[at] < (u + 1) * g->dram_fetch_bytes;
            }
        }
        if (last_start)
            *last_start = start;
        ++count;
        i = j;
    }
    free(b);
    *lines = count;
    return 0;
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
