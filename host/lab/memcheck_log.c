/* memcheck_log.c - oclgrind's log, read for a student (labmemcheck.h). */
#define _GNU_SOURCE /* strcasestr */
#include "simtlab/labmemcheck.h"

#include <string.h>

bool sl_memcheck_source_line(const char *src, size_t len, unsigned long n, char *out, size_t out_len)
{
    const char *p = src, *end = src ? src + len : src;
    for (unsigned long i = 1; p && i < n; ++i) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : NULL;
    }
    if (!p || n == 0)
        return false;
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t l = nl ? (size_t)(nl - p) : (size_t)(end - p);
    for (; l && (*p == ' ' || *p == '\t'); --l)
        ++p;
    while (l && p[l - 1] == '\r')
        --l;
    snprintf(out, out_len, "%.*s", (int)(l < 500 ? l : 500), p);
    return true;
}

const char *sl_memcheck_advice(const char *kind, const char *what)
{
    if (strstr(kind, "data race") && strstr(what, "global memory"))
        return "a race in global memory: two work-items write the same address, or one writes what another "
               "reads, and no barrier orders work-items of different work-groups (it orders only a group's "
               "own). Give each address one writer, or let one work-group own it";
    if (strstr(kind, "data race"))
        return "a race: work-items read and write the same memory with no barrier between. Every work-item "
               "must reach barrier(CLK_LOCAL_MEM_FENCE) between writing local memory and reading what "
               "another wrote";
    if (strstr(kind, "Uninitialized") && strstr(kind, "local"))
        return "local memory read before any work-item wrote it: a missing barrier between the writes and "
               "the reads, or an index past what was written";
    if (strstr(kind, "Uninitialized"))
        return "a value read before anything wrote it";
    if (strstr(kind, "not aligned")) /* lab 3's ((global float4 *)(x + off))[i] */
        return "a load or store through a pointer cast to a wider type (a float4 *) at an address not "
               "aligned to that type: undefined behaviour a CPU forgives and a GPU need not (NVIDIA's "
               "ld.global.v4 faults on it). vload4 and vstore4 take any float-aligned address";
    if (strstr(kind, "Invalid read") || strstr(kind, "Invalid write"))
        return "an access outside its buffer: look at the index on that line for the last work-items and the "
               "tail";
    return NULL;
}

void sl_memcheck_log_read(FILE *f, const char *kernel, const char *source, size_t source_len, FILE *out,
                          sl_memcheck_log *r)
{
    memset(r, 0, sizeof *r);
    char *first = r->first, *kind0 = r->kind;
    const size_t first_len = sizeof r->first, kind0_len = sizeof r->kind;
    bool *race = &r->race;
    char line[1024], what[256] = "", kern[128] = "", entity[160] = "", seen[3][300];
    unsigned n_seen = 0, total = 0;
    const char *advice[3] = { NULL, NULL, NULL };
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        const char *p = line;
        while (*p == '\t' || *p == ' ')
            ++p;
        unsigned long ln = 0, col = 0;
        if (line[0] && line[0] != '\t' && line[0] != ' ') { /* a report's first line; its fields are indented */
            snprintf(what, sizeof what, "%.255s", p);
            kern[0] = entity[0] = '\0';
        } else if (strncmp(p, "Kernel: ", 8) == 0) {
            snprintf(kern, sizeof kern, "%.127s", p + 8);
        } else if (strncmp(p, "Entity: ", 8) == 0) {
            snprintf(entity, sizeof entity, "%.159s", p + 8);
        } else if (sscanf(p, "At line %lu (column %lu)", &ln, &col) >= 1) {
            ++total;
            /* "Invalid write of size 4 at global memory address 0x..": the kind, without the address */
            char kind[160];
            const char *cut = strstr(what, " address ");
            const char *at = strstr(what, " at ");
            if (!cut || (at && at < cut))
                cut = at;
            snprintf(kind, sizeof kind, "%.*s", (int)(cut ? cut - what : (long)strlen(what)), what);
            /* a race names the outcome, whatever came first (often the uninitialised read it caused) */
            if (strcasestr(kind, "race") && !*race) {
                snprintf(kind0, kind0_len, "%s", kind);
                *race = true;
            }
            char key[300];
            snprintf(key, sizeof key, "%.150s@%lu", kind, ln);
            bool dup = false;
            for (unsigned k = 0; k < n_seen; ++k)
                dup |= strcmp(seen[k], key) == 0;
            if (dup || n_seen == 3)
                continue;
            snprintf(seen[n_seen], sizeof seen[0], "%s", key);
            advice[n_seen++] = sl_memcheck_advice(kind, what);
            char text[512] = "";
            sl_memcheck_source_line(source, source_len, ln, text, sizeof text);
            fprintf(out, "        %s, kernel %s%s%s,\n        at line %lu of %s:\n        %6lu |   %s\n", kind,
                    kern[0] ? kern : "?", entity[0] ? ", work-item " : "", entity, ln, kernel, ln, text);
            if (!first[0]) {
                snprintf(first, first_len, "oclgrind: %.150s at line %lu of %.200s: %.120s", kind, ln, kernel, text);
                if (!kind0[0])
                    snprintf(kind0, kind0_len, "%s", kind);
            }
        }
    }
    for (unsigned k = 0; k < n_seen; ++k) {
        bool said = false;
        for (unsigned j = 0; j < k; ++j)
            said |= advice[j] == advice[k];
        if (advice[k] && !said)
            fprintf(out, "        %s\n", advice[k]);
    }
    r->reports = total;
}

