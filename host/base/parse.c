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

int sl_parse_param(const char *text, size_t len, char *key, size_t key_len, uint64_t *val, sl_err *e)
{
    const char *eq = memchr(text, '=', len);
    if (!eq || eq == text || (size_t)(eq - text) >= key_len)
        return sl_err_set(e, SL_E_USAGE, "--param takes KEY=VALUE (a key of 1 to %zu characters), not '%.*s'",
                          key_len - 1, (int)(len < 200 ? len : 200), text);
    memcpy(key, text, (size_t)(eq - text));
    key[eq - text] = '\0';
    char value[32];
    const size_t vl = len - (size_t)(eq + 1 - text);
    if (vl >= sizeof value)
        return sl_err_set(e, SL_E_USAGE, "%s: '%.*s' is not a whole number in range", key, (int)(vl < 40 ? vl : 40),
                          eq + 1);
    memcpy(value, eq + 1, vl);
    value[vl] = '\0';
    return sl_parse_u64(value, 0, UINT64_MAX, key, val, e);
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

int sl_parse_duration(const char *text, const char *what, double *seconds, sl_err *e)
{
    static const struct { char unit; double s; } units[] = { { 's', 1.0 }, { 'm', 60.0 }, { 'h', 3600.0 } };
    /* digits and a point only: strtod alone would take a sign, "inf", "nan", hex and exponents */
    const size_t len = text ? strspn(text, "0123456789.") : 0;
    double v = NAN, scale = 0.0;
    if (len > 0 && len < 32) {
        char num[32], *end = NULL;
        memcpy(num, text, len);
        num[len] = '\0';
        v = strtod(num, &end);
        if (*end != '\0')
            v = NAN;
        if (text[len] == '\0')
            scale = 1.0;
        for (size_t i = 0; i < sizeof units / sizeof units[0] && scale == 0.0; ++i)
            if (text[len] == units[i].unit && text[len + 1] == '\0')
                scale = units[i].s;
    }
    if (scale == 0.0 || !(v > 0.0))
        return sl_err_set(e, SL_E_USAGE,
                          "%s '%.100s' is not a length of time: give seconds, or a number with s, m or h "
                          "(600, 600s, 10m, 1.5h)",
                          what, text ? text : "");
    if (v * scale > SL_DURATION_MAX_S)
        return sl_err_set(e, SL_E_USAGE, "%s '%.100s' is longer than a week", what, text);
    *seconds = v * scale;
    return SL_OK;
}

/* One dimension of an mnk entry: digits only, 1..SL_MNK_DIM_MAX. */
static int parse_dim(const char *p, size_t len, const char *entry, uint64_t *out, sl_err *e)
{
    uint64_t v = 0;
    if (len == 0)
        return sl_err_set(e, SL_E_USAGE, "--sizes: '%s' is not N or MxNxK", entry);
    for (size_t i = 0; i < len; ++i) {
        if (p[i] < '0' || p[i] > '9')
            return sl_err_set(e, SL_E_USAGE, "--sizes: '%s' is not N or MxNxK with whole numbers >= 1", entry);
        v = v * 10 + (uint64_t)(p[i] - '0');
        if (v > SL_MNK_DIM_MAX)
            return sl_err_set(e, SL_E_USAGE, "--sizes: '%s' has a dimension above %u", entry, SL_MNK_DIM_MAX);
    }
    if (v == 0)
        return sl_err_set(e, SL_E_USAGE, "--sizes: '%s' has a zero dimension (each must be >= 1)", entry);
    *out = v;
    return SL_OK;
}

int sl_parse_mnk_list(const char *text, sl_mnk *out, size_t max, size_t *n, sl_err *e)
{
    *n = 0;
    if (!text || !*text)
        return sl_err_set(e, SL_E_USAGE, "--sizes needs a list such as 1024,2048 or 67x45x33");
    const char *p = text;
    for (;;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char entry[64];
        snprintf(entry, sizeof entry, "%.*s", (int)(len < 63 ? len : 63), p);
        if (*n == max)
            return sl_err_set(e, SL_E_USAGE, "--sizes: at most %zu sizes", max);
        uint64_t d[3];
        int nd = 0;
        const char *q = p, *stop = p + len;
        while (nd < 3) {
            const char *x = q;
            while (x < stop && *x != 'x' && *x != 'X')
                ++x;
            int rc = parse_dim(q, (size_t)(x - q), entry, &d[nd++], e);
            if (rc != SL_OK)
                return rc;
            if (x == stop)
                break;
            q = x + 1;
            if (nd == 3)
                return sl_err_set(e, SL_E_USAGE, "--sizes: '%s' is not N or MxNxK", entry);
        }
        if (nd == 2)
            return sl_err_set(e, SL_E_USAGE, "--sizes: '%s' is not N or MxNxK (two numbers given)", entry);
        out[*n].m = d[0];
        out[*n].n = nd == 3 ? d[1] : d[0];
        out[*n].k = nd == 3 ? d[2] : d[0];
        ++*n;
        if (!end)
            break;
        p = end + 1;
    }
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

void sl_format_bytes_pair(uint64_t a, uint64_t b, char *abuf, char *bbuf, size_t len)
{
    sl_format_bytes(a, abuf, len);
    sl_format_bytes(b, bbuf, len);
    if (a != b && strcmp(abuf, bbuf) == 0) {
        snprintf(abuf, len, "%llu B", (unsigned long long)a);
        snprintf(bbuf, len, "%llu B", (unsigned long long)b);
    }
}
