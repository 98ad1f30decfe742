/* parse.c - command-line values. */
#include "simtlab/parse.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int sl_parse_size(const char *text, uint64_t *out, sl_err *e)
{
    if (!text || !*text)
        return sl_err_set(e, SL_E_USAGE, "size is empty: give bytes, e.g. 4096, 64M or 1G");
    if (!isdigit((unsigned char)text[0]))
        return sl_err_set(e, SL_E_USAGE,
                          "size '%s' is not a positive whole number of bytes (e.g. 4096, 64M, 1G)", text);
    errno = 0;
    char *end = NULL;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno == ERANGE)
        return sl_err_set(e, SL_E_USAGE, "size '%s' is too large", text);
    unsigned shift = 0;
    switch (toupper((unsigned char)*end)) {
    case 'K': shift = 10; ++end; break;
    case 'M': shift = 20; ++end; break;
    case 'G': shift = 30; ++end; break;
    case 'T': shift = 40; ++end; break;
    default: break;
    }
    if (shift && (*end == 'i' || *end == 'I'))
        ++end;
    if (*end == 'B' || *end == 'b')
        ++end;
    if (*end != '\0')
        return sl_err_set(e, SL_E_USAGE,
                          "size '%s' has trailing garbage: use digits with an optional K, M, G or T", text);
    if (v == 0)
        return sl_err_set(e, SL_E_USAGE, "size must be greater than zero");
    if (shift && v > (UINT64_MAX >> shift))
        return sl_err_set(e, SL_E_USAGE, "size '%s' overflows 64 bits", text);
    *out = (uint64_t)v << shift;
    return SL_OK;
}

int sl_parse_u64(const char *text, uint64_t min, uint64_t max, const char *what, uint64_t *out,
                 sl_err *e)
{
    if (!text || !isdigit((unsigned char)text[0]))
        return sl_err_set(e, SL_E_USAGE, "%s '%s' is not a whole number", what, text ? text : "");
    errno = 0;
    char *end = NULL;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno == ERANGE || *end != '\0')
        return sl_err_set(e, SL_E_USAGE, "%s '%s' is not a whole number in range", what, text);
    if (v < min || v > max)
        return sl_err_set(e, SL_E_USAGE, "%s must be between %llu and %llu, not %llu", what,
                          (unsigned long long)min, (unsigned long long)max, v);
    *out = v;
    return SL_OK;
}

int sl_parse_positive(const char *text, const char *what, double *out, sl_err *e)
{
    char *end = NULL;
    errno = 0;
    double v = text ? strtod(text, &end) : 0.0;
    if (!text || end == text || *end != '\0' || errno == ERANGE || !isfinite(v) || v <= 0.0)
        return sl_err_set(e, SL_E_USAGE, "%s '%s' is not a positive number", what, text ? text : "");
    *out = v;
    return SL_OK;
}

const char *sl_format_bytes(uint64_t bytes, char *buf, size_t len)
{
    static const char *units[] = { "B", "KiB", "MiB", "GiB", "TiB" };
    double v = (double)bytes;
    int u = 0;
    while (v >= 1024.0 && u < 4) {
        v /= 1024.0;
        ++u;
    }
    if (u == 0)
        snprintf(buf, len, "%llu B", (unsigned long long)bytes);
    else
        snprintf(buf, len, "%.1f %s", v, units[u]);
    return buf;
}
