/* geometry.c - request geometry by architecture, from data/devices/geometry.csv. */
#include "simtlab/model.h"

#include <stdlib.h>
#include <string.h>

static const sl_geometry table[] = {
#include "geometry_table.inc"
    { NULL, NULL, NULL, 0, 0, 0, 0, NULL },
};

const sl_geometry *sl_model_geometries(void)
{
    return table;
}

const sl_geometry *sl_model_geometry(const char *name)
{
    if (!name)
        return NULL;
    for (const sl_geometry *g = table; g->name; ++g) {
        const char *dash = strchr(g->name, '-');
        if (strcmp(g->name, name) == 0 || (dash && strcmp(dash + 1, name) == 0))
            return g;
    }
    return NULL;
}

int sl_model_arch_matches(const char *prefixes, const char *arch)
{
    if (!arch || !*arch || !prefixes)
        return 0;
    const char *p = prefixes;
    while (*p) {
        size_t n = strcspn(p, "|");
        if (n && strncmp(arch, p, n) == 0)
            return 1;
        p += n;
        if (*p == '|')
            ++p;
    }
    return 0;
}

const sl_geometry *sl_model_geometry_for(const char *vendor, const char *arch)
{
    const sl_geometry *newest = NULL, *generic = sl_model_geometry("generic-cpu");
    for (const sl_geometry *g = table; g->name; ++g) {
        if (!vendor || strcmp(g->vendor, vendor) != 0)
            continue;
        if (sl_model_arch_matches(g->arch_prefixes, arch))
            return g;
        newest = g; /* rows are oldest first */
    }
    if (newest && vendor && strcmp(vendor, "amd") == 0)
        return sl_model_geometry("amd-cdna3");
    return newest ? newest : generic ? generic : &table[0];
}

int sl_model_request(const unsigned long long *addr, unsigned lanes, unsigned elem_bytes,
                     const sl_geometry *g, sl_request *out)
{
    if (!g || !out || g->dram_fetch_bytes == 0 || g->sector_bytes == 0 ||
        (g->dram_fetch_bytes % g->sector_bytes != 0 && g->sector_bytes % g->dram_fetch_bytes != 0))
        return -1;
    if (lanes == 0)
        lanes = g->lanes;
    if (sl_model_coalesce(addr, lanes, elem_bytes, g->line_bytes, g->sector_bytes, &out->cache) != 0)
        return -1;
    /* DRAM units are counted as lines of dram_fetch_bytes with one sector each */
    sl_coalesce d;
    if (sl_model_coalesce(addr, lanes, elem_bytes, g->dram_fetch_bytes, g->dram_fetch_bytes, &d) != 0)
        return -1;
    out->dram_units = d.sectors;
    out->dram_bytes = d.bytes_fetched;
    out->dram_efficiency = (double)out->cache.bytes_requested / (double)out->dram_bytes;
    return 0;
}

int sl_model_request_strided(unsigned long long base, unsigned lanes, unsigned elem_bytes,
                             unsigned stride_elems, const sl_geometry *g, sl_request *out)
{
    if (!g)
        return -1;
    if (lanes == 0)
        lanes = g->lanes;
    unsigned long long *addr = sl_model_strided_addresses(base, lanes, elem_bytes, stride_elems);
    if (!addr)
        return -1;
    int rc = sl_model_request(addr, lanes, elem_bytes, g, out);
    free(addr);
    return rc;
}
